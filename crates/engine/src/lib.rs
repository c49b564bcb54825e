//! The execution engine: loads an [`ir::Module`] into memory and interprets it.
//!
//! The concrete interpreter is the inner loop of every analysis: registers are flat `u64`
//! slots addressed through per-function layouts, operands are pre-resolved, and the hot path
//! neither hashes nor allocates.

mod accel;
mod aggregate;
mod arith;
mod call;
mod consts;
mod error;
mod exec;
pub mod heapuse;
mod inputs;
mod intrinsics;
pub mod io;
mod jumps;
mod layout;
pub mod libc;
pub mod live;
pub mod loops;
mod machine;
mod output;
mod pure;
pub mod sym;

pub use error::{ErrorKind, RunError};
pub use inputs::{Fill, InputLog, InputValue, Inputs, ScalarKind, Witness};
pub use layout::Program;
pub use machine::{Image, Machine, Outcome, RunConfig};
pub use output::Output;
