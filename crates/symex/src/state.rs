//! Execution states of symbolic execution: cheap to fork (memory is shared copy-on-write).

use std::sync::Arc;

use expr::{ArrRef, ExprRef};
use ir::{FuncId, LocId, ValueId};
use memory::{RegionId, SVal, SymMemory};

use semantics::ScalarKind;

/// Registers per copy-on-write chunk.
const REG_CHUNK: usize = 64;

/// Functions with more registers than this keep them in shared chunks.
const FLAT_REGS: usize = 4096;

/// A frame's registers. Most functions' are one vector; a function of 10⁵ registers
/// (generated programs have them) keeps them in shared chunks, so that a fork copies one
/// pointer per chunk and a write copies only its chunk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Regs {
    /// One vector, copied whole by a fork.
    Flat(Vec<Val>),
    /// Copy-on-write chunks of [`REG_CHUNK`] registers; `len` of them are used.
    Chunked {
        chunks: Vec<Arc<[Val; REG_CHUNK]>>,
        len: usize,
    },
}

impl Default for Regs {
    fn default() -> Self {
        Regs::Flat(Vec::new())
    }
}

impl Regs {
    /// `n` registers holding zero.
    pub fn new(n: usize) -> Regs {
        if n <= FLAT_REGS {
            return Regs::Flat(vec![Val::default(); n]);
        }
        let zero: Arc<[Val; REG_CHUNK]> = Arc::new(std::array::from_fn(|_| Val::default()));
        Regs::Chunked {
            chunks: vec![zero; n.div_ceil(REG_CHUNK)],
            len: n,
        }
    }

    /// Number of registers.
    pub fn len(&self) -> usize {
        match self {
            Regs::Flat(v) => v.len(),
            Regs::Chunked { len, .. } => *len,
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Register `i`, if there is one.
    pub fn get(&self, i: usize) -> Option<&Val> {
        match self {
            Regs::Flat(v) => v.get(i),
            Regs::Chunked { chunks, len } => {
                (i < *len).then(|| &chunks[i / REG_CHUNK][i % REG_CHUNK])
            }
        }
    }

    /// Register `i` for writing (its chunk copied first if shared), if there is one.
    pub fn get_mut(&mut self, i: usize) -> Option<&mut Val> {
        match self {
            Regs::Flat(v) => v.get_mut(i),
            Regs::Chunked { chunks, len } => {
                (i < *len).then(|| &mut Arc::make_mut(&mut chunks[i / REG_CHUNK])[i % REG_CHUNK])
            }
        }
    }

    /// Every register in order (no allocation: frames' registers are walked at every return
    /// when checkers run).
    pub fn iter(&self) -> RegsIter<'_> {
        match self {
            Regs::Flat(v) => either::Either::Left(v.iter()),
            Regs::Chunked { chunks, len } => {
                let chunk: fn(&Arc<[Val; REG_CHUNK]>) -> std::slice::Iter<'_, Val> = |c| c.iter();
                either::Either::Right(chunks.iter().flat_map(chunk).take(*len))
            }
        }
    }

    /// The registers (of both, up to the shorter length) whose values differ; chunks the
    /// two share are skipped without a look.
    pub fn differing<'a>(&'a self, o: &'a Regs) -> Box<dyn Iterator<Item = usize> + 'a> {
        match (self, o) {
            (Regs::Chunked { chunks: a, len: la }, Regs::Chunked { chunks: b, len: lb }) => {
                let len = (*la).min(*lb);
                Box::new(
                    a.iter()
                        .zip(b)
                        .enumerate()
                        .filter(|(_, (a, b))| !Arc::ptr_eq(a, b))
                        .flat_map(move |(c, (a, b))| {
                            (0..REG_CHUNK)
                                .filter(move |&k| a[k] != b[k])
                                .map(move |k| c * REG_CHUNK + k)
                        })
                        .filter(move |&i| i < len),
                )
            }
            _ => Box::new(
                self.iter()
                    .zip(o.iter())
                    .enumerate()
                    .filter(|(_, (a, b))| a != b)
                    .map(|(i, _)| i),
            ),
        }
    }
}

impl std::ops::Index<usize> for Regs {
    type Output = Val;
    fn index(&self, i: usize) -> &Val {
        match self {
            Regs::Flat(v) => &v[i],
            Regs::Chunked { chunks, .. } => &chunks[i / REG_CHUNK][i % REG_CHUNK],
        }
    }
}

impl std::ops::IndexMut<usize> for Regs {
    fn index_mut(&mut self, i: usize) -> &mut Val {
        match self {
            Regs::Flat(v) => &mut v[i],
            Regs::Chunked { chunks, .. } => {
                &mut Arc::make_mut(&mut chunks[i / REG_CHUNK])[i % REG_CHUNK]
            }
        }
    }
}

/// The registers of a frame in order ([`Regs::iter`]).
pub type RegsIter<'a> = either::Either<
    std::slice::Iter<'a, Val>,
    std::iter::Take<
        std::iter::FlatMap<
            std::slice::Iter<'a, Arc<[Val; REG_CHUNK]>>,
            std::slice::Iter<'a, Val>,
            fn(&'a Arc<[Val; REG_CHUNK]>) -> std::slice::Iter<'a, Val>,
        >,
    >,
>;

impl<'a> IntoIterator for &'a Regs {
    type Item = &'a Val;
    type IntoIter = RegsIter<'a>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// A register value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Val {
    /// A scalar (integer, pointer, float bits) of the register's width.
    S(SVal),
    /// An aggregate or a wide value as its memory image, one value per byte.
    Bytes(Arc<[SVal]>),
}

impl Default for Val {
    fn default() -> Self {
        Val::S(SVal::C(0))
    }
}

/// One activation of a function in a state.
#[derive(Clone, Debug)]
pub struct SFrame {
    /// The function.
    pub func: FuncId,
    /// Registers, by value id.
    pub regs: Regs,
    /// Next instruction.
    pub pc: u32,
    /// Current block.
    pub block: u32,
    /// Where the caller wants the result.
    pub ret_dst: Option<ValueId>,
    /// Length of the alloca list when the frame was entered.
    pub alloca_mark: usize,
    /// Address of the variadic argument area.
    pub va_area: u64,
    /// Location of the last branch that moved this frame between blocks (for a `return`
    /// statement, which jumps to a shared return block, that is where it is written).
    pub last_jump: LocId,
}

/// How an input is represented.
#[derive(Clone, Debug)]
pub enum InputVar {
    /// A scalar variable.
    Scalar(ExprRef),
    /// A symbolic buffer of `len` bytes, read through an array (pointer parameters of an entry).
    Buffer(ArrRef, u64),
    /// A symbolic buffer whose bytes are separate variables (`pathsift_symbolic`): reads at
    /// concrete offsets need no array theory.
    Bytes(imbl::Vector<ExprRef>),
    /// A pointer parameter to input object `object` (`oN`), NULL where `null` holds.
    Object {
        /// Index of the object in [`State::heap`].
        object: usize,
        /// The condition under which the parameter is NULL (`None`: never).
        null: Option<ExprRef>,
    },
    /// A function-pointer parameter: option `selector` of `options` (`None` is NULL).
    Choice {
        /// Which option the parameter holds.
        selector: ExprRef,
        /// Its possible values.
        options: Vec<Option<ir::FuncId>>,
    },
}

/// A symbolic input the program asked for, in order.
#[derive(Clone, Debug)]
pub struct SymInput {
    /// Name (the nondet function or the buffer's label).
    pub name: String,
    /// C type name.
    pub ty: String,
    /// Size in bytes.
    pub bytes: u32,
    /// How to print it.
    pub kind: ScalarKind,
    /// The symbol.
    pub var: InputVar,
}

/// One branch decision on a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// Where the branch was.
    pub loc: LocId,
    /// Function containing it.
    pub func: FuncId,
    /// Block of the branch instruction.
    pub block: u32,
    /// Index of the successor taken (0 = true side / first case).
    pub succ: u32,
    /// For a branch inside pathsift's C runtime: the program's own call that reached it (the
    /// innermost frame of the program's, and the location of its call), which is what a path
    /// shown to the user names instead of a runtime file.
    pub via: Option<ProgramCall>,
}

/// The program's own call through which a state is inside pathsift's C runtime.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProgramCall {
    /// The innermost function of the program's on the call stack.
    pub func: FuncId,
    /// Where it calls.
    pub loc: LocId,
    /// The function it calls (`strlen`, as the program names it).
    pub callee: FuncId,
}

/// A branch edge: one outcome of a conditional branch, a switch, or a `select` (clang's
/// form of a cheap `?:`, a branch in the source).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Edge {
    /// Function.
    pub func: FuncId,
    /// Index of the branching instruction.
    pub site: u32,
    /// Outcome: 0 = true side, 1 = false side; for a switch, the index among
    /// [`ir::Op::successors`] with duplicates removed.
    pub succ: u32,
}

/// A symbolic execution state.
#[derive(Clone, Debug)]
pub struct State {
    /// Unique id (for searchers and the execution tree).
    pub id: u64,
    /// Call stack.
    pub frames: Vec<SFrame>,
    /// Memory.
    pub mem: SymMemory,
    /// Stack regions of all frames, innermost last.
    pub allocas: Vec<RegionId>,
    /// Path condition.
    pub constraints: Vec<ExprRef>,
    /// For variables only bounded by constants so far: which constraint holds their range.
    pub(crate) ranged: imbl::HashMap<expr::VarId, usize>,
    /// Inputs in the order they were asked for.
    pub inputs: imbl::Vector<SymInput>,
    /// Approximations on this path (concretised values, unmodelled calls, ...).
    pub approximations: Vec<String>,
    /// Values an unmodelled call returned, with the approximation each is: it counts only
    /// once the value reaches the path condition (a `printf` whose result nobody tests is exact).
    pub unmodelled_results: imbl::Vector<(ExprRef, String)>,
    /// Branch decisions with more than one feasible side.
    pub decisions: imbl::Vector<Decision>,
    /// Facts checkers keep about this path (e.g. heap blocks already reported lost).
    pub marks: imbl::HashSet<u64>,
    /// Instructions executed on this path.
    pub steps: u64,
    /// `atexit` handlers.
    pub atexit: Vec<FuncId>,
    /// Exit status while `atexit` handlers run.
    pub exiting: Option<i32>,
    /// The loop entries the path is inside and the counts of those that ended (with a loop
    /// bound, loop counting, or a strategy that needs them; the bound is the cap).
    pub loops: semantics::loops::LoopStats,
    /// Set when the path must end before its next instruction (a limit hit, or a forked error side).
    pub pending: Option<crate::term::Term>,
    /// The allocation this state runs next fails: it is the side of an allocation's fork
    /// where the `malloc_fails` input is 1 (with [`super::SymConfig::malloc_can_fail`]).
    pub fail_next_alloc: bool,
    /// Where each `setjmp` on this path returns to (a `jmp_buf` holds the index plus one).
    pub jumps: imbl::Vector<semantics::jumps::JumpPoint>,
    /// With `--entry`: the objects the parameters lead to, created as the path reads them.
    pub heap: crate::inputheap::InputHeap,
    /// A technique generalised this path (abstracted parts of its state): it stands
    /// for more inputs than its path condition's models, so its errors need confirming.
    pub abstracted: bool,
    /// Streams the C runtime opened so far (`__pathsift_env_open`), with their lengths.
    pub opened: Vec<semantics::io::Opened<SVal>>,
    /// The strategies' data about this path ([`crate::strategy`]).
    pub exts: crate::ext::Exts,
    /// Bit `i`: strategy `i` stopped the state after its last instruction.
    pub stops: crate::ext::Stops,
}

impl State {
    /// A state with no frames over `mem`.
    pub fn new(mem: SymMemory) -> State {
        State {
            id: 1,
            frames: Vec::new(),
            mem,
            allocas: Vec::new(),
            constraints: Vec::new(),
            ranged: imbl::HashMap::default(),
            inputs: imbl::Vector::new(),
            approximations: Vec::new(),
            unmodelled_results: imbl::Vector::new(),
            decisions: imbl::Vector::new(),
            marks: imbl::HashSet::default(),
            steps: 0,
            atexit: Vec::new(),
            exiting: None,
            loops: semantics::loops::LoopStats::default(),
            pending: None,
            fail_next_alloc: false,
            jumps: imbl::Vector::new(),
            heap: crate::inputheap::InputHeap::default(),
            abstracted: false,
            opened: Vec::new(),
            exts: Default::default(),
            stops: 0,
        }
    }

    /// Strategy data of type `T`, if the path has some.
    pub fn ext<T: crate::StateExt>(&self) -> Option<&T> {
        self.exts.get()
    }

    /// Strategy data of type `T` for writing (its default when the path had none).
    pub fn ext_mut<T: crate::StateExt + Default + Clone>(&mut self) -> &mut T {
        self.exts.get_mut()
    }

    /// Adds `e` to the path condition. A bound on a variable by constants folds into the
    /// constraint that already holds the variable's range, so that a loop over a symbolic
    /// count keeps one constraint (`k < n ≤ 100000`) instead of one per iteration.
    pub fn add_constraint(&mut self, ctx: &mut expr::Ctx, e: ExprRef) {
        if let Some((v, r)) = expr::ranges::var_ranges(ctx, e) {
            if let Some(&i) = self.ranged.get(&v) {
                let old = self.constraints.get(i).copied();
                if let Some((_, before)) = old.and_then(|o| expr::ranges::var_ranges(ctx, o)) {
                    let both = before.intersect(&r);
                    self.constraints[i] = ctx.in_ranges(v, &both);
                    return;
                }
            }
            self.ranged.insert(v, self.constraints.len());
        }
        self.constraints.push(e);
    }

    /// Replaces the path condition by `cs`.
    pub fn set_constraints(&mut self, ctx: &expr::Ctx, cs: Vec<ExprRef>) {
        self.constraints = cs;
        self.reindex_ranges(ctx);
    }

    /// Rebuilds the index of constraints that hold a variable's range.
    pub fn reindex_ranges(&mut self, ctx: &expr::Ctx) {
        self.ranged = imbl::HashMap::default();
        for (i, &c) in self.constraints.iter().enumerate() {
            if let Some((v, _)) = expr::ranges::var_ranges(ctx, c) {
                self.ranged.insert(v, i);
            }
        }
    }

    /// The innermost frame.
    pub fn top(&self) -> Option<&SFrame> {
        self.frames.last()
    }

    /// Location of the instruction being executed.
    pub fn loc(&self, m: &ir::Module) -> LocId {
        let Some(fr) = self.frames.last() else {
            return LocId(0);
        };
        m.inst_loc(fr.func, fr.pc)
    }

    /// When the state is inside pathsift's C runtime, the program's call that got it there:
    /// the innermost frame of the program's own, and where it calls (see [`Decision::via`]).
    pub fn program_call(&self, m: &ir::Module) -> Option<ProgramCall> {
        let top = self.frames.last()?;
        if m.is_program_function(top.func) {
            return None;
        }
        let own = self
            .frames
            .iter()
            .rposition(|f| m.is_program_function(f.func))?;
        let (caller, callee) = (self.frames.get(own)?, self.frames.get(own + 1)?);
        Some(ProgramCall {
            func: caller.func,
            loc: m.inst_loc(caller.func, caller.pc),
            callee: callee.func,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{Regs, Val};
    use memory::SVal;

    #[test]
    fn chunked_registers_share_until_written_and_report_what_differs() {
        for n in [10, 100_000] {
            let mut a = Regs::new(n);
            a[3] = Val::S(SVal::C(7));
            let mut b = a.clone();
            b[n - 1] = Val::S(SVal::C(9));
            b[3] = Val::S(SVal::C(7));
            assert_eq!(a[3], Val::S(SVal::C(7)));
            assert_eq!(a[n - 1], Val::default(), "a fork's write stays in the fork");
            assert_eq!(a.differing(&b).collect::<Vec<_>>(), vec![n - 1]);
            assert_eq!(b.iter().count(), n);
            assert!(a.get(n).is_none() && b.get_mut(n).is_none());
        }
    }
}
