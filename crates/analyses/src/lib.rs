//! The analyses pathsift offers, each built on the symbolic engine.

mod boundexpr;
pub mod check;
pub mod domain;
pub mod entry;
pub mod fuzz;
pub mod loopbound;
pub mod memusage;
mod objective;
mod probe;
pub mod property;
pub mod session;
pub mod setcover;
pub mod task;
pub mod testgen;
mod verdict;
pub mod verify;

pub use loopbound::{loopbound, LoopBound, LoopboundOptions, LoopboundReport};
pub use memusage::{memusage, MemusageOptions, MemusageReport};
pub use property::Property;
pub use solver::SolverStats;
pub use task::{Task, TaskError};
pub use verify::{
    require_defined, verify, verify_tried, with_tried, Engines, StageFlags, Verdict, VerifyOptions,
    VerifyResult, Violation,
};
