//! The front-end: drives clang-14 to turn C into LLVM bitcode, links the C runtime models,
//! reads the bitcode with `llvm-ir`, and lowers it into pathsift's [`ir::Module`].

mod compile;
pub mod ctypes;
mod error;
mod lower;
mod signature;
mod wide;

use std::path::{Path, PathBuf};

pub use compile::{include_dir, runtime_bitcode, CompileOptions};
pub use error::FrontendError;
pub use signature::{c_signature, CParam, CSignature};

/// Compiles (if needed), links and lowers `inputs` into one module.
pub fn load(inputs: &[PathBuf], opts: &CompileOptions) -> Result<ir::Module, FrontendError> {
    let work =
        tempfile::tempdir().map_err(|e| FrontendError::Io(format!("temporary directory: {e}")))?;
    let linked = compile::compile_and_link(inputs, opts, work.path())?;
    lower::lower_file(&linked, opts.data_model, opts.deadline)
}

/// Compiles and links `inputs` as [`load`] does, and writes the linked bitcode to `out`:
/// processes that analyse the same program (the workers of `--jobs`) lower it with
/// [`load_linked`] instead of compiling it again.
pub fn link(inputs: &[PathBuf], opts: &CompileOptions, out: &Path) -> Result<(), FrontendError> {
    let work =
        tempfile::tempdir().map_err(|e| FrontendError::Io(format!("temporary directory: {e}")))?;
    let linked = compile::compile_and_link(inputs, opts, work.path())?;
    std::fs::copy(&linked, out)
        .map_err(|e| FrontendError::Io(format!("{}: {e}", out.display())))?;
    Ok(())
}

/// Lowers bitcode that [`link`] wrote (with the same options).
pub fn load_linked(linked: &Path, opts: &CompileOptions) -> Result<ir::Module, FrontendError> {
    lower::lower_file(linked, opts.data_model, opts.deadline)
}
