//! Symbolic execution: states over symbolic memory, forking at branches the solver finds
//! feasible both ways, and an explorer that drives them with a searcher.

mod access;
mod call;
pub mod callgraph;
pub mod exec;
pub mod explore;
mod float;
mod format;
pub mod heap;
pub mod hooks;
mod io;
mod libc;
pub mod live;
mod maximize;
mod ops;
pub mod search;
mod state;
pub mod strategy;

pub use callgraph::reachable_functions;
pub use exec::{
    distinct_successors, is_branching, short_circuit_operand, Executor, Flow, ForkRecord, Step,
    SymConfig, Term,
};
pub use explore::{ExploreLimits, Explorer, PathEnd, SizedArray, Summary};
pub use io::{ARG_INPUT, FILE_INPUT, SIZE_INPUT, STDIN_INPUT};
pub use search::SearchKind;
pub use semantics::{EntryFunction, EntryParam};
pub use state::{Decision, Edge, InputVar, SFrame, State, SymInput, Val};
pub use strategy::{
    AbstractCell, Access, AtStop, Call, Counters, Exts, Interest, Jump, MergeExt, Needs, StateExt,
    Strategy, Verdict,
};
