//! pathsift's executable IR: a compact, index-addressed form of the LLVM IR that clang emits
//! for C, with resolved types, source locations, CFGs, dominators and natural loops.
//!
//! Entities are dense `u32` indices into per-module or per-function arenas, so analyses can
//! attach side tables (`Vec<T>` indexed by id) instead of pointers.

pub mod cfg;
pub mod display;
pub mod handback;
pub mod inst;
pub mod liveness;
pub mod loops;
pub mod module;
pub mod relevance;
pub mod shapes;
pub mod types;

pub use cfg::{Cfg, Dominators};
pub use inst::*;
pub use liveness::HeadLiveness;
pub use loops::{Loop, LoopForest, LoopId};
pub use module::*;
pub use relevance::Relevance;
pub use shapes::{Pointee, Shape, ShapeId, Shapes};
pub use types::*;

/// The directory name pathsift's C runtime sources carry in debug info, which tells the
/// runtime's functions apart from the program's own.
pub const RUNTIME_SOURCE_DIR: &str = "runtime/libc";
