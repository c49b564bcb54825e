//! Bug checkers on the symbolic engine's hooks, and the report they produce.

pub mod report;

pub use report::{CheckReport, Finding, Related, TraceStep, Witness};
