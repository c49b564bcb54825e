//! Symbolic execution: states over symbolic memory, forking at branches the solver finds
//! feasible both ways, and an explorer that drives them with a searcher.

mod access;
mod call;
pub mod callgraph;
pub mod events;
pub mod exec;
pub mod executor;
pub mod explore;
pub mod ext;
mod float;
mod format;
pub mod heap;
pub mod hooks;
pub mod inputheap;
mod io;
mod libc;
pub mod live;
mod maximize;
mod ops;
pub mod search;
pub mod shard;
mod state;
pub mod term;

pub use callgraph::reachable_functions;
pub use events::{
    Absorbed, Access, AtStop, Call, Counters, Dropped, Interest, Jump, Needs, PathReport, Report,
    Verdict,
};
pub use exec::{concrete_le, distinct_successors, is_branching, short_circuit_operand};
pub use executor::{Executor, Flow, ForkRecord, Step, Strategy, SymConfig};
pub use explore::{ExploreLimits, ExploreReport, Explorer, PathEnd};
pub use ext::{AbstractCell, Exts, MergeExt, StateExt};
pub use format::only_prints;
pub use inputheap::SizedArray;
pub use io::{ARG_INPUT, FILE_INPUT, SIZE_INPUT, STDIN_INPUT};
pub use search::SearchKind;
pub use semantics::{EntryFunction, EntryParam};
pub use shard::Shard;
pub use state::{Decision, Edge, InputVar, ProgramCall, SFrame, State, SymInput, Val};
pub use term::{Abandon, Term};
