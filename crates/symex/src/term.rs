//! How a path ends.

use ir::LocId;
use semantics::error::ErrorKind;

/// How a path ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Term {
    /// The program exited with this status.
    Exit(i32),
    /// A detected error.
    Error {
        kind: ErrorKind,
        message: String,
        loc: LocId,
        function: String,
    },
    /// The path condition became unsatisfiable (an assumption failed): not a real path.
    Infeasible,
    /// The path was given up; why (a limit, an unsupported construct, a solver failure).
    Abandoned(String),
}
