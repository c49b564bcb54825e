//! What an instruction means, once for every executor: the program prepared for execution
//! (register slot layouts, the builtin table with each library model's effects), the ABI,
//! pure integer and float arithmetic, error kinds, loop counting, and the description of an
//! `--entry` function's inputs, and [`step::step`], the one dispatch over an instruction's
//! operation. It knows no symbolic value and no technique.

pub mod abi;
pub mod arith;
pub mod builtins;
pub mod entry;
pub mod error;
pub mod inputs;
pub mod io;
pub mod jumps;
pub mod loops;
pub mod program;
pub mod pure;
pub mod step;

pub use entry::{EntryFunction, EntryParam};
pub use error::{ErrorKind, RunError};
pub use inputs::{InputValue, ScalarKind, Witness};
pub use program::Program;
