//! What no decision depends on: registers, stack variables and globals whose values reach
//! no branch, address, allocation size, division, call to code not seen here, or other value
//! that does. A program that keeps a status word or counters it only returns has states
//! that differ only there; reuse compares two states without those parts, since no path
//! below them can tell the difference (the seed's dependency information, TracerX: what the
//! explored subtree reads decides what must be equal).
//!
//! The analysis is a backward closure over the whole module, insensitive to where in the
//! program a value is read. A value is *relevant* when it is a branch condition, a pointer
//! that is dereferenced, a size, a divisor or a dividend, a shift amount, a pointer turned
//! into an integer, an argument of a function without a body (but a number it only prints),
//! of a variadic call's `...` or of a call through a pointer, or what a function whose
//! address is taken returns; and
//! every operand of a relevant value is relevant. Memory is followed through *cells* only
//! (`Cells::of`): pointer-free variables whose address no code the analysis does not
//! follow can hold. Their addresses are followed (a flow-insensitive points-to analysis)
//! through offsets, `?:` and phis, pointer variables (at -O0 also every spilled parameter)
//! and the parameters of functions only direct calls reach, so that a counter array passed
//! to a helper, or a record written through one pointer and printed through another, is a
//! cell. A relevant load makes the cells it may read relevant, and a relevant cell makes
//! every value stored into it relevant; a store that may write anything else makes its value
//! relevant. A direct call passes relevance from a parameter to its arguments and from its
//! result to the callee's return values; the engine's own call of `main` or an `--entry`
//! function reads no result, and its pointer parameters point where the engine put them.
//!
//! Leak checks look at every variable for the addresses of blocks: a run that reports lost
//! memory must not leave anything out.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::inst::{Callee, CastOp, ConstId, FuncId, Intrinsic, Op, Operand, ValueId};
use crate::module::{Const, Module};
use crate::types::TyKind;

/// The parts of the program's state that nothing relevant reads.
#[derive(Clone, Debug, Default)]
pub struct Relevance {
    /// Per function: its registers no relevant value depends on.
    regs: Vec<Vec<ValueId>>,
    /// Per function: the `alloca` registers of its cells nothing relevant reads.
    slots: Vec<Vec<ValueId>>,
    /// The constants naming the addresses of globals nothing relevant reads.
    globals: Vec<ConstId>,
}

impl Relevance {
    /// Registers of `f` whose values no decision depends on.
    pub fn irrelevant_regs(&self, f: FuncId) -> &[ValueId] {
        self.regs.get(f.0 as usize).map_or(&[], Vec::as_slice)
    }

    /// `alloca` registers of `f` whose slots no decision reads.
    pub fn irrelevant_slots(&self, f: FuncId) -> &[ValueId] {
        self.slots.get(f.0 as usize).map_or(&[], Vec::as_slice)
    }

    /// Constants whose values are the addresses of globals no decision reads.
    pub fn irrelevant_globals(&self) -> &[ConstId] {
        &self.globals
    }
}

/// A fact of the closure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Fact {
    Reg(u32, u32),
    Slot(u32, u32),
    Global(u32),
    Ret(u32),
}

/// What a fact makes relevant once it holds.
#[derive(Default)]
struct Graph {
    edges: HashMap<Fact, Vec<Fact>>,
    seeds: Vec<Fact>,
}

impl Graph {
    fn edge(&mut self, from: Fact, to: Fact) {
        self.edges.entry(from).or_default().push(to);
    }
}

impl Module {
    /// The state no decision reads. The engine's own call of `entry` (`main` or an
    /// `--entry` function) reads no return value and passes parameters from outside the
    /// program. `prints` tells which calls of functions without a body only write their
    /// number arguments to the program's output (printf with a format that uses every
    /// number as one, puts): a number they print decides nothing, only what they return
    /// (the length printed) may.
    pub fn relevance(
        &self,
        entry: FuncId,
        prints: &dyn Fn(FuncId, &[Operand]) -> bool,
    ) -> Relevance {
        let cells = Cells::of(self, entry);
        let mut g = Graph::default();
        for (fi, func) in self.functions.iter().enumerate() {
            let Some(body) = &func.body else { continue };
            let f = fi as u32;
            let fact = |o: &Operand| match o {
                Operand::Reg(v) => Some(Fact::Reg(f, v.0)),
                Operand::Const(_) => None,
            };
            let cells_of = |o: &Operand| cells.cells(f, o);
            for blk in &body.blocks {
                for p in &blk.phis {
                    for (_, o) in &p.incoming {
                        if let Some(t) = fact(o) {
                            g.edge(Fact::Reg(f, p.dst.0), t);
                        }
                    }
                }
            }
            for inst in &body.insts {
                let op = &inst.op;
                let always: Vec<Operand> = match op {
                    Op::CondBr { cond, .. } => vec![*cond],
                    Op::Switch { val, .. } => vec![*val],
                    Op::Load { ptr, dst, .. } => {
                        for c in cells_of(ptr).0 {
                            g.edge(Fact::Reg(f, dst.0), c);
                        }
                        vec![*ptr]
                    }
                    // A store that may write memory other than cells makes its value
                    // relevant; one into cells only, as relevant as they are.
                    Op::Store { ptr, val, .. } => match (cells_of(ptr), fact(val)) {
                        ((cs, false), Some(v)) if !cs.is_empty() => {
                            for c in cs {
                                g.edge(c, v);
                            }
                            vec![*ptr]
                        }
                        ((cs, false), None) if !cs.is_empty() => vec![*ptr],
                        _ => vec![*ptr, *val],
                    },
                    Op::Bin { op, dst, a, b, .. } => {
                        use crate::inst::BinOp::*;
                        match op {
                            UDiv | SDiv | URem | SRem => vec![*a, *b],
                            Shl | LShr | AShr => {
                                if let Some(t) = fact(a) {
                                    g.edge(Fact::Reg(f, dst.0), t);
                                }
                                vec![*b]
                            }
                            _ => {
                                for t in [a, b].into_iter().filter_map(fact) {
                                    g.edge(Fact::Reg(f, dst.0), t);
                                }
                                Vec::new()
                            }
                        }
                    }
                    Op::Cast {
                        op: CastOp::PtrToInt,
                        a,
                        ..
                    } => vec![*a],
                    Op::Call {
                        callee,
                        args,
                        arg_tys,
                        dst,
                        ..
                    } => match callee {
                        Callee::Direct(c) if cells.passes_through(*c) => {
                            let params = self.func(*c).params.len();
                            let mut out = Vec::new();
                            for (i, a) in args.iter().enumerate() {
                                match fact(a) {
                                    Some(t) if i < params => g.edge(Fact::Reg(c.0, i as u32), t),
                                    Some(_) => out.push(*a),
                                    None => {}
                                }
                            }
                            if let Some(d) = dst {
                                g.edge(Fact::Reg(f, d.0), Fact::Ret(c.0));
                            }
                            out
                        }
                        Callee::Direct(c) if prints(*c, args) => {
                            // Pointers (the format, strings, the stream) are read through.
                            let mut out = Vec::new();
                            for (a, &ty) in args.iter().zip(arg_tys.iter()) {
                                let number = matches!(
                                    self.types.kind(ty),
                                    TyKind::Int(_) | TyKind::Float(_)
                                );
                                match (fact(a), dst) {
                                    (Some(t), Some(d)) if number => g.edge(Fact::Reg(f, d.0), t),
                                    (Some(_), None) if number => {}
                                    _ => out.push(*a),
                                }
                            }
                            out
                        }
                        _ => op.operands(),
                    },
                    Op::Intrinsic {
                        which, args, dst, ..
                    } => match (dst, pure(*which)) {
                        (Some(d), true) => {
                            for t in args.iter().filter_map(fact) {
                                g.edge(Fact::Reg(f, d.0), t);
                            }
                            Vec::new()
                        }
                        _ => args.to_vec(),
                    },
                    Op::Ret { val } => {
                        for t in val.iter().filter_map(fact) {
                            g.edge(Fact::Ret(f), t);
                        }
                        Vec::new()
                    }
                    Op::Alloca { count, .. } => vec![*count],
                    Op::Gep { .. }
                    | Op::FBin { .. }
                    | Op::FNeg { .. }
                    | Op::ICmp { .. }
                    | Op::FCmp { .. }
                    | Op::Cast { .. }
                    | Op::Select { .. }
                    | Op::ExtractValue { .. }
                    | Op::InsertValue { .. } => {
                        if let Some(d) = op.dst() {
                            for t in op.operands().iter().filter_map(fact) {
                                g.edge(Fact::Reg(f, d.0), t);
                            }
                        }
                        Vec::new()
                    }
                    // Atomics, va_arg, indirect branches: everything they touch.
                    _ => op.operands(),
                };
                g.seeds.extend(always.iter().filter_map(fact));
            }
            // A function called through a pointer returns to code not seen here.
            if !cells.passes_through(FuncId(f)) {
                g.seeds.push(Fact::Ret(f));
            }
        }
        let relevant = closure(&g);
        let mut out = Relevance {
            regs: vec![Vec::new(); self.functions.len()],
            slots: vec![Vec::new(); self.functions.len()],
            globals: Vec::new(),
        };
        for (fi, func) in self.functions.iter().enumerate() {
            if func.body.is_none() {
                continue;
            }
            let f = fi as u32;
            out.regs[fi] = (0..func.values.len() as u32)
                .filter(|&v| !relevant.contains(&Fact::Reg(f, v)))
                .map(ValueId)
                .collect();
        }
        for &(f, s) in &cells.slots {
            if !relevant.contains(&Fact::Slot(f, s)) {
                out.slots[f as usize].push(ValueId(s));
            }
        }
        for (&gid, &c) in &cells.globals {
            if !relevant.contains(&Fact::Global(gid)) {
                out.globals.push(c);
            }
        }
        out.globals.sort_unstable_by_key(|c| c.0);
        out
    }
}

/// Every fact reachable from the seeds.
fn closure(g: &Graph) -> HashSet<Fact> {
    let mut seen: HashSet<Fact> = HashSet::default();
    let mut work: Vec<Fact> = g.seeds.clone();
    while let Some(x) = work.pop() {
        if !seen.insert(x) {
            continue;
        }
        if let Some(next) = g.edges.get(&x) {
            work.extend(next.iter().filter(|t| !seen.contains(t)));
        }
    }
    seen
}

/// Intrinsics that only compute their result from their arguments.
fn pure(i: Intrinsic) -> bool {
    use Intrinsic::*;
    matches!(
        i,
        Ctpop
            | Ctlz
            | Cttz
            | Bswap
            | BitReverse
            | Fshl
            | Fshr
            | Abs
            | SMin
            | SMax
            | UMin
            | UMax
            | SAddOverflow
            | UAddOverflow
            | SSubOverflow
            | USubOverflow
            | SMulOverflow
            | UMulOverflow
            | SAddSat
            | UAddSat
            | SSubSat
            | USubSat
            | Fabs
            | Sqrt
            | Floor
            | Ceil
            | FTrunc
            | Round
    )
}

/// The module's cells, and which functions' addresses are taken.
struct Cells {
    /// `(function, alloca register)` of every slot that is a cell.
    slots: Vec<(u32, u32)>,
    /// Registers that may hold an address inside a cell: `(function, register)` → the
    /// cells, and whether it may also point elsewhere (then a store through it may write
    /// memory the analysis does not follow).
    addr: HashMap<(u32, u32), (Vec<Fact>, bool)>,
    /// Constants holding an address inside a global cell → the global.
    const_addr: HashMap<u32, u32>,
    /// Globals that are cells, with a constant naming each one's address.
    globals: HashMap<u32, ConstId>,
    /// Functions with a body whose address is no constant of the pool: only direct calls
    /// reach them.
    direct_only: Vec<bool>,
}

/// Where an address value points: into a slot or into a global.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
enum Root {
    Slot(u32, u32),
    Global(u32),
}

/// What a pointer value may point into: roots, and whether anything else.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
struct Points {
    roots: std::collections::BTreeSet<Root>,
    other: bool,
}

impl Points {
    /// Adds `o`; whether that changed anything.
    fn join(&mut self, o: &Points) -> bool {
        let before = (self.roots.len(), self.other);
        self.roots.extend(o.roots.iter().copied());
        self.other |= o.other;
        before != (self.roots.len(), self.other)
    }

    fn other() -> Points {
        Points {
            other: true,
            ..Points::default()
        }
    }
}

/// The flow-insensitive points-to facts the cells rest on: which addresses each register,
/// each pointer slot and each parameter may hold.
struct PointsTo<'a> {
    m: &'a Module,
    /// Per `(function, register)`.
    regs: HashMap<(u32, u32), Points>,
    /// Per pointer slot (an `alloca` of a pointer: a C pointer variable, or a parameter
    /// clang spilled at -O0): what was stored into it.
    slots: HashMap<Root, Points>,
    /// Constants that are addresses inside globals.
    const_root: &'a HashMap<u32, u32>,
    /// Pointer slots.
    ptr_slots: HashSet<Root>,
    direct_only: &'a [bool],
    /// The function the engine calls, whose parameters it sets.
    entry: FuncId,
}

impl PointsTo<'_> {
    fn of(&self, f: u32, o: &Operand) -> Points {
        match o {
            // Not set yet: a later pass sets it.
            Operand::Reg(v) => self.regs.get(&(f, v.0)).cloned().unwrap_or_default(),
            Operand::Const(c) => match self.const_root.get(&c.0) {
                Some(&g) => Points {
                    roots: [Root::Global(g)].into_iter().collect(),
                    other: false,
                },
                None => Points::default(),
            },
        }
    }

    fn set(&mut self, f: u32, v: ValueId, p: &Points) -> bool {
        self.regs.entry((f, v.0)).or_default().join(p)
    }

    /// One pass over every function; whether anything grew.
    fn pass(&mut self) -> bool {
        let mut grew = false;
        let m = self.m;
        for (fi, func) in m.functions.iter().enumerate() {
            let Some(body) = &func.body else { continue };
            let f = fi as u32;
            if !self.direct_only.get(fi).copied().unwrap_or(false) || fi == self.entry.0 as usize {
                for i in 0..func.params.len() as u32 {
                    grew |= self.set(f, ValueId(i), &Points::other());
                }
            }
            for blk in &body.blocks {
                for p in &blk.phis {
                    for (_, o) in &p.incoming {
                        let from = self.of(f, o);
                        grew |= self.set(f, p.dst, &from);
                    }
                }
            }
            for inst in &body.insts {
                let op = &inst.op;
                // What the register an instruction sets may point into; `None`: anywhere (a
                // call's result, an integer turned into a pointer, bytes of memory that
                // holds no followed address).
                let flow = match op {
                    Op::Alloca {
                        count: Operand::Const(_),
                        dst,
                        ..
                    } => Some(Points {
                        roots: [Root::Slot(f, dst.0)].into_iter().collect(),
                        other: false,
                    }),
                    Op::Gep { base: a, .. }
                    | Op::Cast {
                        op: CastOp::BitCast,
                        a,
                        ..
                    } => Some(self.of(f, a)),
                    Op::Select { a, b, .. } => {
                        let mut from = self.of(f, a);
                        from.join(&self.of(f, b));
                        Some(from)
                    }
                    Op::Load { ptr, .. } => {
                        let at = self.of(f, ptr);
                        let mut from = Points {
                            other: at.other,
                            ..Points::default()
                        };
                        for r in &at.roots {
                            if !self.ptr_slots.contains(r) {
                                // Bytes of memory that holds no followed address.
                                from.other = true;
                            } else if let Some(p) = self.slots.get(r) {
                                from.join(p);
                            }
                        }
                        Some(from)
                    }
                    Op::Store { ptr, val, .. } => {
                        let at = self.of(f, ptr);
                        let v = self.of(f, val);
                        for r in &at.roots {
                            if self.ptr_slots.contains(r) {
                                grew |= self.slots.entry(*r).or_default().join(&v);
                            }
                        }
                        None
                    }
                    Op::Call {
                        callee: Callee::Direct(c),
                        args,
                        ..
                    } if self.direct_only.get(c.0 as usize).copied().unwrap_or(false) => {
                        let params = m.func(*c).params.len();
                        for (i, a) in args.iter().enumerate().take(params) {
                            let from = self.of(f, a);
                            grew |= self.set(c.0, ValueId(i as u32), &from);
                        }
                        None
                    }
                    _ => None,
                };
                if let Some(d) = op.dst() {
                    grew |= self.set(f, d, &flow.unwrap_or_else(Points::other));
                }
            }
        }
        grew
    }
}

impl Cells {
    /// A cell is an `alloca` of a constant count or a defined, writable global, of a type
    /// without pointers, whose address is only loaded from, stored to, offset
    /// (`getelementptr`, bitcast, `select`, phi) into more such addresses, filled by
    /// `memset` or `memcpy`, kept in a pointer variable (an `alloca` of a pointer whose
    /// own address does only these things) or passed to a function only direct calls reach
    /// (where the parameter is followed the same way). Anything else the address does (being
    /// stored elsewhere, returned, compared, passed to code not seen here) could let code
    /// the analysis does not follow read the contents.
    fn of(m: &Module, entry: FuncId) -> Cells {
        let mut taken = vec![false; m.functions.len()];
        let mut escaped: HashSet<Root> = HashSet::default();
        // Constants that are addresses inside globals, in pool order (operands first).
        let mut const_root: HashMap<u32, u32> = HashMap::default();
        // A constant naming each global's own address.
        let mut own: HashMap<u32, ConstId> = HashMap::default();
        for (ci, c) in m.consts.iter().enumerate() {
            let derived = match c {
                Const::Global(g) => Some(g.0),
                Const::Offset { base, .. } => const_root.get(&base.0).copied(),
                Const::Cast {
                    op: CastOp::BitCast,
                    val,
                    ..
                } => const_root.get(&val.0).copied(),
                _ => None,
            };
            if let Some(g) = derived {
                const_root.insert(ci as u32, g);
                if matches!(c, Const::Global(_)) {
                    own.entry(g).or_insert(ConstId(ci as u32));
                }
                continue;
            }
            if let Const::Func(f) = c {
                taken[f.0 as usize] = true;
            }
            for sub in const_refs(c) {
                if let Some(&g) = const_root.get(&sub.0) {
                    escaped.insert(Root::Global(g));
                }
            }
        }
        for gl in &m.globals {
            if let Some(&g) = gl.init.and_then(|c| const_root.get(&c.0)) {
                escaped.insert(Root::Global(g));
            }
        }
        let direct_only: Vec<bool> = m
            .functions
            .iter()
            .zip(&taken)
            .map(|(f, taken)| f.body.is_some() && !taken)
            .collect();
        let mut slots = Vec::new();
        let mut ptr_slots: HashSet<Root> = HashSet::default();
        for (fi, func) in m.functions.iter().enumerate() {
            let Some(body) = &func.body else { continue };
            let f = fi as u32;
            for inst in &body.insts {
                if let Op::Alloca {
                    ty,
                    count: Operand::Const(_),
                    dst,
                    ..
                } = &inst.op
                {
                    if pointer_free(m, *ty) {
                        slots.push((f, dst.0));
                    } else if matches!(m.types.kind(*ty), TyKind::Ptr) {
                        ptr_slots.insert(Root::Slot(f, dst.0));
                    }
                }
            }
        }
        let mut pt = PointsTo {
            m,
            regs: HashMap::default(),
            slots: HashMap::default(),
            const_root: &const_root,
            ptr_slots,
            direct_only: &direct_only,
            entry,
        };
        while pt.pass() {}
        for (fi, func) in m.functions.iter().enumerate() {
            let Some(body) = &func.body else { continue };
            let f = fi as u32;
            let mut escape = |p: &Points| escaped.extend(p.roots.iter().copied());
            for inst in &body.insts {
                match &inst.op {
                    // An address as an index is a number the analysis does not follow.
                    Op::Gep { indices, .. } => {
                        indices.iter().for_each(|i| escape(&pt.of(f, &i.value)));
                    }
                    // Followed by the points-to facts.
                    Op::Load { .. }
                    | Op::Select { .. }
                    | Op::Alloca { .. }
                    | Op::Cast {
                        op: CastOp::BitCast,
                        ..
                    } => {}
                    // Into a pointer slot it is followed; anywhere else it is not.
                    Op::Store { ptr, val, .. } => {
                        let at = pt.of(f, ptr);
                        let tracked = !at.other
                            && !at.roots.is_empty()
                            && at.roots.iter().all(|r| pt.ptr_slots.contains(r));
                        if !tracked {
                            escape(&pt.of(f, val));
                        }
                    }
                    Op::Call {
                        callee: Callee::Direct(c),
                        args,
                        ..
                    } if direct_only.get(c.0 as usize).copied().unwrap_or(false) => {
                        let params = m.func(*c).params.len();
                        args.iter().skip(params).for_each(|a| escape(&pt.of(f, a)));
                    }
                    Op::Intrinsic {
                        which: Intrinsic::MemSet,
                        args,
                        ..
                    } => args.iter().skip(1).for_each(|a| escape(&pt.of(f, a))),
                    // A copy's source is read as bytes the analysis does not follow; its
                    // destination, if a pointer slot, gets addresses from elsewhere.
                    Op::Intrinsic {
                        which: Intrinsic::MemCpy | Intrinsic::MemMove,
                        args,
                        ..
                    } => {
                        args.iter().skip(1).for_each(|a| escape(&pt.of(f, a)));
                        if let Some(d) = args.first() {
                            let d = pt.of(f, d);
                            escape(&Points {
                                roots: d
                                    .roots
                                    .iter()
                                    .copied()
                                    .filter(|r| pt.ptr_slots.contains(r))
                                    .collect(),
                                other: false,
                            });
                        }
                    }
                    op => op.operands().iter().for_each(|o| escape(&pt.of(f, o))),
                }
            }
        }
        // A pointer slot that escapes lets others read the addresses it held; a pointer
        // slot written with addresses from elsewhere is no cell either way.
        loop {
            let more: Vec<Root> = escaped
                .iter()
                .filter_map(|r| pt.slots.get(r))
                .flat_map(|p| p.roots.iter().copied())
                .filter(|r| !escaped.contains(r))
                .collect();
            if more.is_empty() {
                break;
            }
            escaped.extend(more);
        }
        let live = |r: &Root| !escaped.contains(r);
        slots.retain(|&(f, v)| live(&Root::Slot(f, v)));
        let mut globals = HashMap::default();
        for (gi, gl) in m.globals.iter().enumerate() {
            // The runtime's own globals are read and written by the engine's models too.
            let g = gi as u32;
            if !live(&Root::Global(g))
                || gl.init.is_none()
                || gl.constant
                || gl.name.starts_with("__")
                || !pointer_free(m, gl.ty)
            {
                continue;
            }
            if let Some(&c) = own.get(&g) {
                globals.insert(g, c);
            }
        }
        let slot_set: HashSet<(u32, u32)> = slots.iter().copied().collect();
        let is_cell = |r: &Root| match *r {
            Root::Slot(f, v) => slot_set.contains(&(f, v)),
            Root::Global(g) => globals.contains_key(&g),
        };
        let fact = |r: &Root| match *r {
            Root::Slot(f, v) => Fact::Slot(f, v),
            Root::Global(g) => Fact::Global(g),
        };
        let addr = pt
            .regs
            .iter()
            .filter_map(|(k, p)| {
                let cells: Vec<Fact> = p.roots.iter().filter(|r| is_cell(r)).map(fact).collect();
                let elsewhere = p.other || p.roots.iter().any(|r| !is_cell(r));
                (!cells.is_empty()).then_some((*k, (cells, elsewhere)))
            })
            .collect();
        let const_addr = const_root
            .into_iter()
            .filter(|(_, g)| globals.contains_key(g))
            .collect();
        Cells {
            slots,
            addr,
            const_addr,
            globals,
            direct_only,
        }
    }

    /// The cells `ptr` (in function `f`) may point into, and whether it may also point
    /// elsewhere.
    fn cells(&self, f: u32, ptr: &Operand) -> (Vec<Fact>, bool) {
        match ptr {
            Operand::Reg(v) => self
                .addr
                .get(&(f, v.0))
                .cloned()
                .unwrap_or((Vec::new(), true)),
            Operand::Const(c) => match self.const_addr.get(&c.0) {
                Some(&g) => (vec![Fact::Global(g)], false),
                None => (Vec::new(), true),
            },
        }
    }

    /// Whether a direct call of `f` passes relevance parameter by parameter: it has a body
    /// and only direct calls reach it (or the engine's, which reads no result).
    fn passes_through(&self, f: FuncId) -> bool {
        self.direct_only.get(f.0 as usize).copied().unwrap_or(false)
    }
}

/// Whether a value of type `ty` holds no pointer.
fn pointer_free(m: &Module, ty: crate::types::TyId) -> bool {
    match m.types.kind(ty) {
        TyKind::Int(_) | TyKind::Float(_) => true,
        TyKind::Array { elem, .. } | TyKind::Vector { elem, .. } => pointer_free(m, *elem),
        TyKind::Struct { fields, .. } => fields.iter().all(|&t| pointer_free(m, t)),
        TyKind::Void | TyKind::Ptr | TyKind::Func => false,
    }
}

/// The constants a constant is built from.
fn const_refs(c: &Const) -> Vec<ConstId> {
    match c {
        Const::Aggregate { elems, .. } => elems.clone(),
        Const::Offset { base, .. } => vec![*base],
        Const::Cast { val, .. } => vec![*val],
        Const::Bin { a, b, .. } | Const::ICmp { a, b, .. } => vec![*a, *b],
        Const::Select { cond, a, b, .. } => vec![*cond, *a, *b],
        _ => Vec::new(),
    }
}
