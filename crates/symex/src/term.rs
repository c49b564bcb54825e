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
    Abandoned(Abandon),
}

impl Term {
    /// The path is given up for `why` (a construct the engine does not model, or another
    /// reason that no caller tells apart).
    pub fn abandoned(why: impl Into<String>) -> Term {
        Term::Abandoned(Abandon::Unsupported(why.into()))
    }
}

/// Why a path was given up. Callers decide on the variant (BMC's unwinding assertion is
/// [`Abandon::LoopBound`]); reports print it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Abandon {
    /// A loop was about to run more iterations than the loop bound.
    LoopBound(u32),
    /// The path ran more instructions than allowed.
    PathLength(u64),
    /// The path took more branch decisions than allowed.
    Depth(u32),
    /// The call stack grew deeper than allowed.
    CallDepth(usize),
    /// The `--entry` input heap has no room for more objects.
    HeapLimit(usize),
    /// The solver gave no answer.
    Solver(String),
    /// A construct or case the engine does not model.
    Unsupported(String),
}

impl std::fmt::Display for Abandon {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Abandon::LoopBound(k) => write!(f, "loop bound {k} reached"),
            Abandon::PathLength(n) => write!(f, "path longer than {n} instructions"),
            Abandon::Depth(n) => write!(f, "depth limit of {n} branch decisions reached"),
            Abandon::CallDepth(n) => write!(f, "call depth exceeds {n}"),
            Abandon::HeapLimit(n) => write!(
                f,
                "input heap limit of {n} objects reached (--max-heap-objects)"
            ),
            Abandon::Solver(e) => write!(f, "solver: {e}"),
            Abandon::Unsupported(why) => f.write_str(why),
        }
    }
}
