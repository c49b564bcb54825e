//! What passes between the layers of the chain.

use expr::{Assignment, Ctx, ExprRef};

use crate::{SolverError, SolverStats};

/// Is the conjunction of `constraints` satisfiable?
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Query {
    /// Width-1 expressions, all to hold.
    pub constraints: Vec<ExprRef>,
    /// The expression the query is about (it may or may not be among `constraints`): its
    /// symbols seed slicing. `None`: the whole set is asked about.
    pub focus: Option<ExprRef>,
}

/// A layer's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Satisfiable, with a model of the constraints the layer kept (symbols it omits are 0).
    Sat(Assignment),
    /// Unsatisfiable.
    Unsat,
}

impl Answer {
    /// Whether the answer is `Sat`.
    pub fn is_sat(&self) -> bool {
        matches!(self, Answer::Sat(_))
    }
}

/// One layer of the chain: answers a query itself or asks the layer it wraps.
pub trait Layer: Send {
    /// Answers `q`, counting into `stats`.
    fn solve(
        &mut self,
        ctx: &mut Ctx,
        q: &Query,
        stats: &mut SolverStats,
    ) -> Result<Answer, SolverError>;
}

#[cfg(test)]
pub(crate) mod tests_support {
    use std::sync::{Arc, Mutex};

    use super::*;

    /// The constraint sets a [`Recorder`] was asked about.
    pub(crate) type Log = Arc<Mutex<Vec<Vec<ExprRef>>>>;

    /// A last layer that records its queries and calls everything satisfiable.
    pub(crate) struct Recorder {
        log: Log,
    }

    impl Recorder {
        /// A recorder and its log.
        pub(crate) fn new() -> (Recorder, Log) {
            let log = Log::default();
            (Recorder { log: log.clone() }, log)
        }
    }

    impl Layer for Recorder {
        fn solve(
            &mut self,
            _ctx: &mut Ctx,
            q: &Query,
            _stats: &mut SolverStats,
        ) -> Result<Answer, SolverError> {
            if let Ok(mut l) = self.log.lock() {
                l.push(q.constraints.clone());
            }
            Ok(Answer::Sat(Assignment::default()))
        }
    }
}
