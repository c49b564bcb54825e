//! What one iteration of a loop may write, found once per loop: k-induction's step makes
//! exactly that fresh. A loop is eligible when every write's target is known (its
//! function's scalar stack slots, globals without pointers, the header's integer phis).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use ir::{BlockId, Callee, ConstId, FuncId, Intrinsic, LoopId, Module, Op, Operand, ValueId};

use super::invariant::{block_insts, slots, Slots};

/// What one iteration of a loop may write: whole stack slots of its function, globals, and
/// the header's phis.
#[derive(Debug, Default)]
pub struct HavocPlan {
    /// Allocas of the loop's function.
    pub allocas: Vec<ValueId>,
    /// Constants whose value points into a global written.
    pub globals: Vec<ConstId>,
    /// Phis of the header.
    pub phis: Vec<ValueId>,
    /// The function's integer slots, for candidate invariants.
    pub slots: Slots,
}

/// Functions without a body a loop may call: they write nothing the program can read (a
/// nondet function that takes a pointer might fill what it points to: not one of them).
fn writes_nothing(m: &Module, f: FuncId) -> bool {
    let func = m.func(f);
    let name = func.name.as_str();
    let no_pointers = func
        .params
        .iter()
        .all(|&t| !matches!(m.types.kind(t), ir::TyKind::Ptr));
    (name.starts_with("__VERIFIER_nondet_") && no_pointers)
        || name.starts_with("llvm.dbg.")
        || name.starts_with("llvm.lifetime.")
        || matches!(
            name,
            "__VERIFIER_assume"
                | "__VERIFIER_error"
                | "reach_error"
                | "abort"
                | "exit"
                | "__assert_fail"
                | "assume_abort_if_not"
        )
}

/// Where a pointer operand points: a stack slot of the function, a global, or unknown.
/// Objects that hold pointers count as unknown: a fresh pointer would stand for addresses
/// the program never had, and the step would follow them nowhere useful.
enum Base {
    Alloca(ValueId),
    Global(ConstId),
    Unknown,
}

/// Whether values of type `ty` hold a pointer somewhere.
fn has_pointer(types: &ir::Types, ty: ir::TyId, depth: u32) -> bool {
    if depth > 32 {
        return true;
    }
    match types.kind(ty) {
        ir::TyKind::Ptr | ir::TyKind::Func => true,
        ir::TyKind::Array { elem, .. } | ir::TyKind::Vector { elem, .. } => {
            has_pointer(types, *elem, depth + 1)
        }
        ir::TyKind::Struct { fields, .. } => {
            fields.iter().any(|f| has_pointer(types, *f, depth + 1))
        }
        ir::TyKind::Void | ir::TyKind::Int(_) | ir::TyKind::Float(_) => false,
    }
}

/// Collects what loop `lp` of `f` may write; `None` when a write's target is unknown.
pub fn plan(m: &Module, f: FuncId, lp: LoopId) -> Option<HavocPlan> {
    let body = m.func(f).body.as_ref()?;
    let l = &body.loops.loops[lp.0 as usize];
    let defs = definitions(m, f);
    let mut plan = HavocPlan::default();
    let mut callees = HashSet::default();
    for &b in &l.blocks {
        for inst in block_insts(m, f, b) {
            match written(m, f, &defs, &inst.op, &mut callees)? {
                Some(Base::Alloca(v)) => plan.allocas.push(v),
                Some(Base::Global(c)) => plan.globals.push(c),
                Some(Base::Unknown) => return None,
                None => {}
            }
            if matches!(inst.op, Op::Alloca { .. }) {
                // A slot made per iteration is not one the havoc can stand for.
                return None;
            }
        }
    }
    let header = &body.blocks[l.header.0 as usize];
    for p in &header.phis {
        // Integers only: a fresh pointer would point nowhere the program could use.
        if !matches!(m.types.kind(p.ty), ir::TyKind::Int(_)) {
            return None;
        }
        plan.phis.push(p.dst);
    }
    for c in callees {
        plan.globals.extend(callee_globals(m, c)?);
    }
    plan.allocas.sort_unstable();
    plan.allocas.dedup();
    plan.slots = slots(m, f, &plan.allocas);
    plan.globals.sort_unstable_by_key(|c| c.0);
    plan.globals.dedup();
    Some(plan)
}

/// The globals function `f` (and what it calls) may write; `None` when it may write
/// through a pointer it was given or loaded, or calls what is not known.
fn callee_globals(m: &Module, f: FuncId) -> Option<Vec<ConstId>> {
    let mut todo = vec![f];
    let mut seen = HashSet::default();
    let mut out = Vec::new();
    while let Some(g) = todo.pop() {
        if !seen.insert(g) {
            continue;
        }
        let Some(body) = m.func(g).body.as_ref() else {
            continue;
        };
        let defs = definitions(m, g);
        let mut callees = HashSet::default();
        for b in 0..body.blocks.len() {
            for inst in block_insts(m, g, BlockId(b as u32)) {
                match written(m, g, &defs, &inst.op, &mut callees)? {
                    Some(Base::Global(c)) => out.push(c),
                    Some(Base::Unknown) => return None,
                    // The callee's own slots die with its frame.
                    Some(Base::Alloca(_)) | None => {}
                }
            }
        }
        todo.extend(callees);
    }
    Some(out)
}

/// What instruction `op` of `f` writes (`None`: nothing); calls to functions with a body are
/// added to `callees`. `Err`-like `None` at the top: a call the plan cannot follow.
fn written(
    m: &Module,
    f: FuncId,
    defs: &HashMap<ValueId, usize>,
    op: &Op,
    callees: &mut HashSet<FuncId>,
) -> Option<Option<Base>> {
    Some(match op {
        Op::Store { ty, .. } | Op::AtomicRmw { ty, .. } | Op::CmpXchg { ty, .. }
            if has_pointer(&m.types, *ty, 0) =>
        {
            Some(Base::Unknown)
        }
        Op::Store { ptr, .. } | Op::AtomicRmw { ptr, .. } | Op::CmpXchg { ptr, .. } => {
            Some(base(m, f, defs, *ptr, 0))
        }
        Op::Intrinsic { which, args, .. } => match which {
            Intrinsic::MemCpy | Intrinsic::MemMove | Intrinsic::MemSet => {
                Some(base(m, f, defs, *args.first()?, 0))
            }
            Intrinsic::VaStart | Intrinsic::VaCopy | Intrinsic::StackRestore => Some(Base::Unknown),
            _ => None,
        },
        Op::Call { callee, .. } => match callee {
            Callee::Direct(g) if m.func(*g).body.is_some() => {
                callees.insert(*g);
                None
            }
            Callee::Direct(g) if writes_nothing(m, *g) => None,
            _ => Some(Base::Unknown),
        },
        Op::VaArg { .. } => Some(Base::Unknown),
        _ => None,
    })
}

/// The instruction index defining each register of `f`.
fn definitions(m: &Module, f: FuncId) -> HashMap<ValueId, usize> {
    let Some(body) = m.func(f).body.as_ref() else {
        return HashMap::default();
    };
    body.insts
        .iter()
        .enumerate()
        .filter_map(|(i, inst)| Some((inst.op.dst()?, i)))
        .collect()
}

/// The object pointer `p` of `f` points into, following address arithmetic.
fn base(m: &Module, f: FuncId, defs: &HashMap<ValueId, usize>, p: Operand, depth: u32) -> Base {
    if depth > 64 {
        return Base::Unknown;
    }
    match p {
        Operand::Const(c) => match const_global(m, c, 0) {
            Some(g) if !has_pointer(&m.types, m.globals[g.0 as usize].ty, 0) => Base::Global(c),
            _ => Base::Unknown,
        },
        Operand::Reg(v) => {
            let Some(body) = m.func(f).body.as_ref() else {
                return Base::Unknown;
            };
            let Some(&i) = defs.get(&v) else {
                return Base::Unknown;
            };
            match &body.insts[i].op {
                Op::Alloca { dst, ty, .. } if !has_pointer(&m.types, *ty, 0) => Base::Alloca(*dst),
                Op::Gep { base: b, .. } => base(m, f, defs, *b, depth + 1),
                Op::Cast { a, .. } => base(m, f, defs, *a, depth + 1),
                _ => Base::Unknown,
            }
        }
    }
}

/// The global constant `c` is an address inside.
fn const_global(m: &Module, c: ConstId, depth: u32) -> Option<ir::GlobalId> {
    if depth > 16 {
        return None;
    }
    match &m.consts[c.0 as usize] {
        ir::Const::Global(g) => Some(*g),
        ir::Const::Offset { base, .. } => const_global(m, *base, depth + 1),
        ir::Const::Cast { val, .. } => const_global(m, *val, depth + 1),
        _ => None,
    }
}

/// Whether some loop of `m` has writes k-induction can follow (else it changes nothing).
pub fn has_inductive_loop(m: &Module) -> bool {
    m.functions.iter().enumerate().any(|(i, f)| {
        f.body.as_ref().is_some_and(|b| {
            (0..b.loops.loops.len()).any(|l| plan(m, FuncId(i as u32), LoopId(l as u32)).is_some())
        })
    })
}
