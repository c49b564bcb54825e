//! Why a replay could not run.

use std::path::PathBuf;

/// A replay failure: bad input (the user's files or suite) or a broken tool chain.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// A file could not be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// `tests.json` or a check result is not what pathsift writes.
    #[error("{}: {message}", path.display())]
    BadSuite {
        /// The suite or result file.
        path: PathBuf,
        /// What is wrong with it.
        message: String,
    },
    /// An input that gcc cannot compile natively (LLVM bitcode or assembly).
    #[error("{}: LLVM files (.bc, .ll) cannot be replayed natively; give the C sources", path.display())]
    NotNative {
        /// The offending input.
        path: PathBuf,
    },
    /// gcc rejected one of the program's files.
    #[error("{}: gcc failed:\n{message}", path.display())]
    Compile {
        /// The file being compiled.
        path: PathBuf,
        /// gcc's diagnostics.
        message: String,
    },
    /// Linking the program with its harness failed.
    #[error("linking the program with its harness failed:\n{0}")]
    Link(String),
    /// `-m32` builds need a 32-bit libc and libgcc.
    #[error("gcc cannot build 32-bit (ILP32) programs: install gcc-multilib (`apt-get install gcc-multilib` or `cargo xtask setup`)\n{0}")]
    NoMultilib(String),
    /// A tool replay needs is not installed.
    #[error(
        "cannot run `{tool}`: {source} (install gcc, which provides gcc, gcov and nm via binutils)"
    )]
    Tool {
        /// The program that could not be started.
        tool: String,
        /// The spawn error.
        source: std::io::Error,
    },
    /// gcov failed or printed something that is not its JSON format.
    #[error("gcov: {0}")]
    Gcov(String),
    /// Writing a Test-Comp XML file failed.
    #[error("writing Test-Comp XML: {0}")]
    Xml(String),
    /// The command line or the suite's settings are inconsistent.
    #[error("{0}")]
    Usage(String),
}

impl ReplayError {
    /// Whether the user's input is at fault (exit 1) rather than the environment (exit 2).
    pub fn is_input_error(&self) -> bool {
        matches!(
            self,
            ReplayError::BadSuite { .. }
                | ReplayError::NotNative { .. }
                | ReplayError::Compile { .. }
                | ReplayError::Link(_)
                | ReplayError::Usage(_)
        )
    }
}

/// Wraps an I/O error with the path it concerns.
pub(crate) fn io(path: impl Into<PathBuf>) -> impl FnOnce(std::io::Error) -> ReplayError {
    let path = path.into();
    move |source| ReplayError::Io { path, source }
}
