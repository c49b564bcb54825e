//! Errors of the front-end.

use thiserror::Error;

/// Why a program could not be turned into IR.
#[derive(Debug, Error)]
pub enum FrontendError {
    /// An input file does not exist or cannot be read.
    #[error("{path}: {reason}")]
    Input { path: String, reason: String },
    /// clang rejected a file (its diagnostics name file and line).
    #[error("{path}: compilation failed:\n{diagnostics}")]
    Compile { path: String, diagnostics: String },
    /// A tool (clang-14, llvm-link-14) is missing or failed to run.
    #[error("{0}")]
    Tool(String),
    /// Linking the bitcode files failed.
    #[error("linking failed:\n{0}")]
    Link(String),
    /// The bitcode could not be read.
    #[error("{path}: cannot read LLVM bitcode: {reason}")]
    Bitcode { path: String, reason: String },
    /// A construct pathsift does not handle yet.
    #[error("unsupported: {what} at {location}")]
    Unsupported { what: String, location: String },
    /// The command's deadline passed before the program was compiled and lowered.
    #[error("timeout in the front-end: {0}")]
    Timeout(String),
    /// File-system trouble in the front-end's own work files.
    #[error("{0}")]
    Io(String),
}
