//! What the core tells its strategies and checkers, and what they answer: the events'
//! payloads, the interest that selects them, and the reports checkers make.

use std::collections::BTreeMap;

use ir::{BlockId, FuncId, LocId, ValueId};
use memory::{Offset, RegionId};
use semantics::error::ErrorKind;
use semantics::Witness;

use crate::state::{Decision, State, Val};

/// Which events a strategy wants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Interest {
    /// [`crate::Strategy::on_jump`].
    pub jump: bool,
    /// [`crate::Strategy::on_branch`].
    pub branch: bool,
    /// [`crate::Strategy::on_enter`].
    pub enter: bool,
    /// [`crate::Strategy::on_frame_pop`].
    pub frame_pop: bool,
    /// [`crate::Strategy::on_call`] and [`crate::Strategy::on_builtin`].
    pub call: bool,
    /// [`crate::Strategy::on_allocated`], [`crate::Strategy::on_heap_alloc`] and [`crate::Strategy::on_heap_free`].
    pub heap: bool,
    /// [`crate::Strategy::on_resolve`], [`crate::Strategy::on_access`] and [`crate::Strategy::on_accessed`].
    pub access: bool,
    /// [`crate::Strategy::on_abstract_cell`].
    pub cells: bool,
    /// [`crate::Strategy::on_top_return`].
    pub top_return: bool,
    /// The report events ([`crate::Strategy::on_pointers_overwritten`], ...): a checker.
    pub reports: bool,
    /// [`crate::Strategy::on_absorbed`] (a strategy that merges states records them only
    /// when some strategy listens).
    pub absorbed: bool,
}

impl Interest {
    /// Every event.
    pub const ALL: Interest = Interest {
        jump: true,
        branch: true,
        enter: true,
        frame_pop: true,
        call: true,
        heap: true,
        access: true,
        cells: true,
        top_return: true,
        reports: true,
        absorbed: true,
    };

    pub(crate) fn union(self, o: Interest) -> Interest {
        Interest {
            jump: self.jump || o.jump,
            branch: self.branch || o.branch,
            enter: self.enter || o.enter,
            frame_pop: self.frame_pop || o.frame_pop,
            call: self.call || o.call,
            heap: self.heap || o.heap,
            access: self.access || o.access,
            cells: self.cells || o.cells,
            top_return: self.top_return || o.top_return,
            reports: self.reports || o.reports,
            absorbed: self.absorbed || o.absorbed,
        }
    }
}

/// A state merged into another: its paths go on as `into`'s ([`crate::Strategy::on_absorbed`]).
#[derive(Debug)]
pub struct Absorbed {
    /// The state merged away.
    pub away: State,
    /// The state that stands for it now.
    pub into: State,
}

/// What a strategy needs the core to do for it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Needs {
    /// Follow every path's loop entries ([`State::loops`]).
    pub loops: bool,
    /// Name inputs by their position on the path, so that states that read inputs after a
    /// fork still agree on them ([`expr::Ctx::named_var`]).
    pub named_inputs: bool,
    /// Follow the branches of the source that clang compiles to `select`s (`?:`) and phis
    /// (the last operand of `&&`/`||`) as branches: fork on them and report their edges.
    pub source_branches: bool,
}

/// A strategy's answer to an event that may stop the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The state goes on.
    Go,
    /// The state stops after this instruction and goes to this strategy's
    /// [`crate::Strategy::at_stop`].
    Stop,
}

/// What became of a state a strategy stopped.
#[derive(Debug)]
pub enum AtStop {
    /// It goes on.
    Go(State),
    /// Something explored already stands for it: it goes no further (the state is handed
    /// back so that the other strategies hear of it: [`crate::Strategy::on_dropped`]).
    Covered(State),
    /// The strategy keeps it, to hand it back later ([`crate::Strategy::release`]).
    Held,
}

/// A jump between blocks of one function.
#[derive(Clone, Copy, Debug)]
pub struct Jump {
    /// The function.
    pub func: FuncId,
    /// The block left.
    pub from: BlockId,
    /// The block entered.
    pub to: BlockId,
    /// `to` is a loop's header.
    pub header: bool,
    /// The edge is a loop's back edge.
    pub back_edge: bool,
    /// Several edges lead into `to`.
    pub join: bool,
}

/// A call of a function with a body, before its frame is pushed.
#[derive(Debug)]
pub struct Call<'a> {
    /// The callee.
    pub func: FuncId,
    /// Argument values.
    pub args: &'a [Val],
    /// Which arguments are passed by value (their pointee type).
    pub byval: &'a [Option<ir::TyId>],
    /// The call's return type.
    pub ret: ir::TyId,
    /// Where the result goes.
    pub dst: Option<ValueId>,
}

/// A memory access, resolved to a block and an offset.
#[derive(Clone, Copy, Debug)]
pub struct Access {
    /// The block.
    pub region: RegionId,
    /// Where in it.
    pub offset: Offset,
    /// Bytes accessed.
    pub len: u64,
    /// A write.
    pub write: bool,
}

/// Counters the strategies report, by name, summed over strategies.
pub type Counters = BTreeMap<&'static str, u64>;

/// A problem a checker found on a path that goes on (a leak, an uninitialised read).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Kind of problem.
    pub kind: ErrorKind,
    /// Explanation.
    pub message: String,
    /// Where.
    pub loc: LocId,
    /// Enclosing function.
    pub function: String,
    /// Other places that explain it (e.g. the allocation site of a leaked block).
    pub related: Vec<(LocId, String)>,
    /// What the report is about when that is not its location (a leaked block: where it was
    /// allocated): a problem is reported once per kind and subject, where it is first found.
    pub subject: Option<LocId>,
}

impl Report {
    /// What tells reports apart: a problem is reported once per kind and subject (its
    /// location unless it names another).
    pub fn key(&self) -> (ErrorKind, LocId) {
        (self.kind, self.subject.unwrap_or(self.loc))
    }
}

/// A report with the inputs and the path that lead to it.
#[derive(Clone, Debug)]
pub struct PathReport {
    /// The report.
    pub report: Report,
    /// The checker that made it.
    pub checker: &'static str,
    /// Inputs reaching it.
    pub witness: Witness,
    /// Branch decisions of the path up to it.
    pub decisions: Vec<Decision>,
    /// The path went through an abstraction ([`State::abstracted`]): its witness need not
    /// reach the report.
    pub abstracted: bool,
}

/// A heap-pointer event: pointers into live heap blocks that a path just dropped.
#[derive(Clone, Debug)]
pub struct Dropped {
    /// The dropped pointer values (each points into a live heap block).
    pub pointers: Vec<u64>,
    /// Pointer values still held outside memory (registers of the frames below, a
    /// function's return value): roots besides globals and live stack variables.
    pub held: Vec<u64>,
    /// Where the source drops them (the overwriting store, the return instruction).
    pub at: LocId,
    /// For a return from a block several paths jump to: the branch that jumped there, which
    /// is the `return` statement when the source has one there.
    pub via: Option<LocId>,
}
