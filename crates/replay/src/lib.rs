//! Native replay of pathsift's tests and witnesses: a harness feeds each test's inputs to
//! a gcc build of the program, gcov measures coverage, sanitizers confirm errors.

pub mod build;
pub mod diagnose;
pub mod entry;
pub mod error;
pub mod findings;
pub mod gcov;
pub mod hooks;
pub mod run;
pub mod session;
pub mod testcomp;

/// The suite's format lives with the other file formats; replay reads it.
pub use formats::suite;

pub use entry::entry_harness;
pub use error::ReplayError;
pub use findings::{checked_program, is_check_result, replay_findings};
pub use session::{load_suite, replay, ReplayOptions, Report, TestResult};
pub use suite::{
    Branch, DecisionRec, EntrySpec, Input, Location, Param, ParamKind, ProgramSpec, Suite,
    TestCase, TestError,
};
