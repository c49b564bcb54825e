//! Native replay of pathsift's tests and witnesses.

pub mod suite;

pub use suite::{
    Branch, DecisionRec, EntrySpec, Input, Location, Param, ParamKind, Suite, TestCase, TestError,
};
