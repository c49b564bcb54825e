//! k-induction over loops ([`super::SymConfig::induction`]). When a path enters a loop whose
//! writes are known, it splits in two. The **base** is the path itself: it runs the loop as
//! it is, and is cut when it reaches the loop's head for the k-th time. The **step** is the
//! same state with everything one iteration may write made fresh, which stands for the state
//! at the head after any number of iterations: in it, an error of the first k iterations is
//! assumed away (the induction hypothesis: the base shows it for the first k states, and
//! induction for the later ones), a path that comes back to the head after iteration k+1 is
//! covered, and any other error refutes the step for this k. Base and step together, with no
//! error anywhere and the step never refuted, prove the loop safe for any number of
//! iterations.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use ir::{BlockId, Callee, ConstId, FuncId, Intrinsic, LoopId, Module, Op, Operand, ValueId};

use memory::{Offset, SVal};

use crate::exec::{Executor, Term};
use crate::invariant::{slots, Assumed, Slots};
use crate::state::{State, Val};

/// One loop entry a path is inside, under k-induction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InductionFrame {
    /// Call depth of the loop's function.
    depth: u32,
    /// The loop's function.
    func: FuncId,
    /// The loop.
    lp: LoopId,
    /// Back edges taken since the entry.
    iter: u32,
    /// The step case (else the base case).
    step: bool,
    /// A step inside its first k iterations, whose errors the hypothesis excludes.
    hypothesis: bool,
    /// A step's candidate invariants ([`crate::invariant`]).
    assumed: Option<Arc<Assumed>>,
}

/// What an error on a path means under k-induction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InductionRole {
    /// The path is a real execution: its errors are real.
    Real,
    /// The path is inside a step's first k iterations: its errors are assumed away.
    Hypothesis,
    /// The path is a step's last iteration or runs on from it: an error refutes the step.
    Step,
}

/// What one iteration of a loop may write: whole stack slots of its function, globals, and
/// the header's phis.
#[derive(Debug, Default)]
pub(crate) struct HavocPlan {
    /// Allocas of the loop's function.
    allocas: Vec<ValueId>,
    /// Constants whose value points into a global written.
    globals: Vec<ConstId>,
    /// Phis of the header.
    phis: Vec<ValueId>,
    /// The function's integer slots, for candidate invariants.
    slots: Slots,
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
fn plan(m: &Module, f: FuncId, lp: LoopId) -> Option<HavocPlan> {
    let body = m.func(f).body.as_ref()?;
    let l = &body.loops.loops[lp.0 as usize];
    let defs = definitions(m, f);
    let mut plan = HavocPlan::default();
    let mut callees = HashSet::new();
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
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    while let Some(g) = todo.pop() {
        if !seen.insert(g) {
            continue;
        }
        let Some(body) = m.func(g).body.as_ref() else {
            continue;
        };
        let defs = definitions(m, g);
        let mut callees = HashSet::new();
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
        return HashMap::new();
    };
    body.insts
        .iter()
        .enumerate()
        .filter_map(|(i, inst)| Some((inst.op.dst()?, i)))
        .collect()
}

/// The instructions of block `b` of `f`.
pub(super) fn block_insts(m: &Module, f: FuncId, b: BlockId) -> &[ir::Inst] {
    let Some(body) = m.func(f).body.as_ref() else {
        return &[];
    };
    let blk = &body.blocks[b.0 as usize];
    &body.insts[blk.start as usize..blk.end as usize]
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

impl State {
    /// What an error on this path means under k-induction.
    pub fn induction_role(&self) -> InductionRole {
        if self.induction.iter().any(|f| f.step && f.hypothesis) {
            InductionRole::Hypothesis
        } else if self.step_world || self.induction.iter().any(|f| f.step) {
            InductionRole::Step
        } else {
            InductionRole::Real
        }
    }
}

impl Executor<'_, '_> {
    /// Follows the path's loop entries at a jump to `target` in function `fid`: entries
    /// split off a step state, back edges count, exits end the entry.
    pub(crate) fn induction_jump(&mut self, st: &mut State, fid: FuncId, target: BlockId, k: u32) {
        let m = self.prog.module;
        let Some(body) = m.func(fid).body.as_ref() else {
            return;
        };
        let depth = st.frames.len() as u32;
        // Leaving loops (innermost first; a `break` may leave several).
        while let Some(top) = st.induction.last() {
            if top.depth != depth
                || top.func != fid
                || body
                    .loops
                    .loops
                    .get(top.lp.0 as usize)
                    .is_none_or(|l| l.contains(target))
            {
                break;
            }
            if self.leave_loop(st, k) {
                return;
            }
        }
        let Some(lp) = body.loops.loop_with_header(target) else {
            return;
        };
        let entered = st
            .induction
            .last()
            .is_some_and(|t| t.depth == depth && t.func == fid && t.lp == lp);
        if entered {
            let Some(top) = st.induction.last_mut() else {
                return;
            };
            top.iter += 1;
            top.hypothesis = top.step && top.iter < k;
            if top.iter == 1 {
                // Back after the step's first iteration: the candidates must hold again.
                if let Some(a) = top.assumed.clone() {
                    self.check_candidates(st, &a);
                }
            }
            let Some(top) = st.induction.last_mut() else {
                return;
            };
            // The base's k-th state at the head, and anything after the step's iteration,
            // are covered by the induction.
            let covered = if top.step {
                top.iter > k
            } else {
                top.iter >= k
            };
            if covered {
                st.pending = Some(Term::Infeasible);
                self.induction_covered += 1;
            }
            return;
        }
        let Some(plan) = self.havoc_plan(fid, lp) else {
            return;
        };
        let frame = InductionFrame {
            depth,
            func: fid,
            lp,
            iter: 0,
            step: false,
            hypothesis: false,
            assumed: None,
        };
        let assumed = if self.config.invariants {
            self.entry_candidates(st, fid, lp, &plan.slots)
        } else {
            None
        };
        let mut step = self.fork_state(st);
        st.induction.push(frame.clone());
        self.havoc(&mut step, &plan);
        if let Some(a) = &assumed {
            self.assume_candidates(&mut step, a);
        }
        step.induction.push(InductionFrame {
            step: true,
            hypothesis: k > 0,
            assumed,
            ..frame
        });
        self.induction_steps += 1;
        self.spawned.push(step);
    }

    /// Ends the innermost loop entry of `st`; says whether that ends the path (a step
    /// leaving the loop in an iteration the hypothesis covers).
    fn leave_loop(&mut self, st: &mut State, k: u32) -> bool {
        let Some(top) = st.induction.pop() else {
            return false;
        };
        if top.step {
            if top.iter < k {
                // All of a hypothesis iteration is assumed safe, the rest of the program
                // after the exit included.
                st.pending = Some(Term::Infeasible);
                self.induction_dropped += 1;
                return true;
            }
            st.step_world = true;
        }
        false
    }

    /// Ends the loop entries of the frame `st` is about to return from (or unwind).
    pub(crate) fn induction_frame_popped(&mut self, st: &mut State) {
        let Some(k) = self.config.induction else {
            return;
        };
        let depth = st.frames.len() as u32;
        while st.induction.last().is_some_and(|t| t.depth >= depth) {
            if self.leave_loop(st, k) {
                return;
            }
        }
    }

    /// The plan for loop `lp` of `f`, computed once.
    fn havoc_plan(&mut self, f: FuncId, lp: LoopId) -> Option<Arc<HavocPlan>> {
        let m = self.prog.module;
        self.havoc_plans
            .entry((f, lp))
            .or_insert_with(|| plan(m, f, lp).map(Arc::new))
            .clone()
    }

    /// Makes fresh everything `plan` says one iteration may write.
    fn havoc(&mut self, st: &mut State, plan: &HavocPlan) {
        let Some(fr) = st.frames.last() else { return };
        let func_id = fr.func;
        let mut addrs: Vec<u128> = Vec::new();
        for &a in &plan.allocas {
            if let Some(Val::S(SVal::C(addr))) = fr.regs.get(a.0 as usize) {
                addrs.push(*addr);
            }
        }
        for &c in &plan.globals {
            if let Val::S(SVal::C(addr)) = self.val(st, Operand::Const(c)) {
                addrs.push(addr);
            }
        }
        let mut regions: Vec<memory::RegionId> = addrs
            .into_iter()
            .filter_map(|a| st.mem.region_at(u64::try_from(a).ok()?))
            .collect();
        regions.sort_unstable_by_key(|r| r.0);
        regions.dedup();
        for r in regions {
            let n = st.mem.region(r).size;
            let label = format!("havoc{}", self.induction_steps);
            if n <= 8 && n.is_power_of_two() {
                // One variable per scalar slot, so that the solver sees the variable itself.
                let v = self.ctx.fresh_var(&label, (n * 8) as u32);
                let bytes: Vec<SVal> = (0..n)
                    .map(|i| SVal::S(self.ctx.extract(v, (i * 8) as u32, 8)))
                    .collect();
                self.write_bytes(st, r, Offset::C(0), &bytes);
            } else {
                self.fill_symbolic(st, r, &label);
            }
        }
        let m = self.prog.module;
        let func = m.func(func_id);
        for &p in &plan.phis {
            if let ir::TyKind::Int(bits) = m.types.kind(func.values[p.0 as usize]) {
                let v = self.ctx.fresh_var("havoc-phi", *bits);
                Self::set(st, p, Val::S(SVal::S(v)));
            }
        }
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
