//! What a summary is (one case per feasible path of a function), and what a summary run
//! observes besides the paths.

use rustc_hash::FxHashMap as HashMap;
use std::sync::Arc;

use expr::{ArrayId, ExprRef, VarId, Width};
use ir::FuncId;
use memory::{Offset, RegionId, RegionKind, SVal, SymMemory};
use symex::{Decision, MergeExt, State, StateExt, SymInput, Term, Val};

/// Bytes of the symbolic buffer a pointer parameter points to while a summary is made; a
/// summary applies where the caller's object has at least as many bytes as the function used.
pub const SUMMARY_BUFFER: u64 = 256;

/// What a summary run observes besides the paths (kept by the executor while it runs).
#[derive(Debug, Default)]
pub struct Probe {
    /// Regions that existed before the run (globals, the caller's objects).
    pub n_init: usize,
    /// Per region: one past the highest byte any path accessed.
    pub extent: HashMap<RegionId, u64>,
    /// Per region: one past the highest byte any path read.
    pub read_extent: HashMap<RegionId, u64>,
    /// Why the function depends on or changes state it was not given, if it does.
    pub outside: Option<String>,
}

impl Probe {
    /// Records a read or a write of `len` bytes at `off` of region `r`.
    pub fn note(&mut self, mem: &SymMemory, r: RegionId, off: Offset, len: u64, write: bool) {
        let reg = mem.region(r);
        let end = match off {
            Offset::C(o) => o.saturating_add(len),
            Offset::S(_) => reg.size,
        };
        let e = self.extent.entry(r).or_default();
        *e = (*e).max(end);
        if !write {
            let e = self.read_extent.entry(r).or_default();
            *e = (*e).max(end);
        }
        // Globals are inputs of a summary; other memory it was not given is not.
        let given = reg.read_only || reg.kind == RegionKind::Global;
        if (r.0 as usize) < self.n_init && !given && self.outside.is_none() {
            self.outside = Some(format!(
                "accesses {} memory it was not given",
                reg.kind.name()
            ));
        }
    }
}

/// How a parameter enters a summary.
#[derive(Clone, Debug)]
pub enum ParamSym {
    /// A scalar: the variable standing for it.
    Scalar(VarId, Width),
    /// A pointer: the array standing for the bytes it points to, and how many bytes from the
    /// pointer any path accessed.
    Pointer {
        /// The buffer's contents.
        array: ArrayId,
        /// Bytes accessed from the pointer (0: never dereferenced).
        extent: u64,
        /// Bytes read from the pointer (the caller's must be initialised).
        read_extent: u64,
    },
}

/// What an address of the summary run stands for at a call site.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Into the object parameter `i` points to.
    Param(usize),
    /// Into the `j`-th block the case allocates.
    Block(usize),
}

/// A heap block a case allocates and leaves reachable.
#[derive(Clone, Debug)]
pub struct NewBlock {
    /// Size in bytes.
    pub size: u64,
    /// Allocation site (IR location id in the function or its callees).
    pub site: u32,
    /// Contents: (offset, bytes, value), summary-run addresses still in place.
    pub contents: Vec<(u64, u32, SVal)>,
    /// Byte ranges never written.
    pub uninit: Vec<(u64, u64)>,
}

/// One feasible path of a summarised function.
#[derive(Clone, Debug)]
pub struct Case {
    /// Path condition over the parameters' symbols and the case's own inputs.
    pub cond: Vec<ExprRef>,
    /// Return value (`None` for `void`).
    pub ret: Option<SVal>,
    /// Inputs the path asked for (`__VERIFIER_nondet_*`): fresh at every call.
    pub inputs: Vec<SymInput>,
    /// Branch decisions on the path (for reports).
    pub decisions: Vec<Decision>,
    /// Blocks allocated and left reachable.
    pub blocks: Vec<NewBlock>,
    /// Writes through pointer parameters: (parameter, offset, bytes, value).
    pub writes: Vec<(usize, u64, u32, SVal)>,
    /// Writes to globals: (address, bytes, value).
    pub global_writes: Vec<(u64, u32, SVal)>,
    /// How the path ends when it does not return: an error whose condition depends on values
    /// only (assertion, `reach_error`, `abort`, division, overflow).
    pub end: Option<Term>,
    /// Objects the path assumed for pointers read from its inputs, in order; in writes and
    /// targets, object `j` is parameter `params.len() + j`.
    pub lazy: Vec<LazyObject>,
    /// Per lazy object: bytes accessed and bytes read from its start.
    pub lazy_extents: Vec<(u64, u64)>,
    /// Pointer parameters whose block the path freed.
    pub frees: Vec<usize>,
    /// Address ranges of the summary run the case's values may hold: [start, end] and meaning.
    pub(crate) ranges: Vec<(u64, u64, Target)>,
    /// After [`Executor::address_free`]: the variables standing for the addresses of the
    /// objects the case's values point into (an address is `variable + offset`).
    pub(crate) holders: Vec<(VarId, Target)>,
}

/// A function's behaviour in an unknown context, one case per feasible path.
#[derive(Clone, Debug)]
pub struct FnSummary {
    /// The function.
    pub func: FuncId,
    /// Its parameters.
    pub params: Vec<ParamSym>,
    /// Its feasible paths.
    pub cases: Vec<Case>,
    /// The arrays standing for the writable globals' contents, with the globals' addresses.
    pub globals: Vec<(ArrayId, u64)>,
}

/// What happened to one function in the summary phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SummaryOutcome {
    /// Function name.
    pub function: String,
    /// Number of cases, or why the function is executed inline instead.
    pub result: Result<usize, String>,
}

/// An object created for a pointer read from an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LazyObject {
    /// The input array the pointer was read from.
    pub source: ArrayId,
    /// The offset it was read at.
    pub offset: u64,
    /// The array standing for the object's contents.
    pub array: ArrayId,
    /// Its region in the summary run.
    pub region: RegionId,
    /// Its words when it was created (to tell what the function wrote).
    pub initial: std::sync::Arc<[(u64, u32, SVal)]>,
}

/// The objects a summary run's path assumed for pointers read from its inputs, in order:
/// its per-state data (real paths have none).
#[derive(Clone, Debug, Default)]
pub struct Lazies(pub imbl::Vector<LazyObject>);

impl StateExt for Lazies {
    symex::state_ext_basics!();

    /// A state of a summary run stands for its own objects: it is not merged.
    fn merge(&self, other: &dyn StateExt, _: &mut expr::Ctx) -> MergeExt {
        let other_empty = other
            .as_any()
            .downcast_ref::<Lazies>()
            .is_none_or(|o| o.0.is_empty());
        if self.0.is_empty() && other_empty {
            MergeExt::Keep
        } else {
            MergeExt::Refuse
        }
    }

    /// Subsumption and reuse leave summary runs' states alone ([`in_summary_run`]).
    fn covers(&self, _: &dyn StateExt) -> bool {
        true
    }
}

/// The lazy objects of `st`'s path.
pub fn lazies(st: &State) -> imbl::Vector<LazyObject> {
    st.ext::<Lazies>().map(|l| l.0.clone()).unwrap_or_default()
}

/// Whether `st` is a state of a summary run that assumed objects for pointers read from its
/// inputs (it stands for paths in an unknown context: no other technique compares it).
pub fn in_summary_run(st: &State) -> bool {
    st.ext::<Lazies>().is_some_and(|l| !l.0.is_empty())
}

/// The summaries of functions, applied at their calls instead of executing the bodies; while
/// a summary is made, what its run observes.
#[derive(Debug, Default)]
pub struct Summaries {
    /// The summaries by function.
    pub summaries: HashMap<FuncId, Arc<FnSummary>>,
    /// While a summary is made: what its run accesses.
    pub probe: Option<Probe>,
    /// While a summary is made: the value the function returned on the path that just ended.
    pub returned: Option<Option<Val>>,
}
