//! The concrete machine: loads an [`ir::Module`] into memory and interprets it, with hooks
//! for loop statistics, heap use and loop acceleration. It knows no symbolic value.
//!
//! The interpreter is the inner loop of every analysis: registers are flat `u64` slots
//! addressed through per-function layouts, operands are pre-resolved, and the hot path
//! neither hashes nor allocates.

mod accel;
mod aggregate;
mod call;
mod consts;
mod exec;
pub mod heapuse;
mod inputs;
mod intrinsics;
mod jumps;
pub mod libc;
mod machine;
mod output;
mod watch;

// The semantics every executor shares, under the names this crate's modules use.
use semantics::{arith, error, io, loops, program as layout, pure};

pub use inputs::{Fill, InputLog, InputValue, Inputs, ScalarKind, Witness};
pub use machine::{
    BranchLog, Image, Machine, Outcome, RunConfig, MALLOC_FAILS_INPUT, UNINIT_INPUT,
};
pub use output::Output;
pub use semantics::{ErrorKind, Program, RunError};
