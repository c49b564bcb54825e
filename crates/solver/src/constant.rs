//! Constant layer: answers queries whose constraints or query expression are constants.
//!
//! Expressions are simplified as they are built, so a constant here is final: a false
//! constraint makes the set unsatisfiable, true ones are dropped, an empty set is
//! satisfiable. A constant query expression (`focus`) is answered at once, as the chain
//! assumes the constraints themselves satisfiable (see the crate docs).

use expr::{Assignment, Ctx};

use crate::{Answer, Layer, Query, SolverError, SolverStats};

/// The constant layer.
pub struct Constant {
    next: Box<dyn Layer>,
}

impl Constant {
    /// The layer in front of `next`.
    pub fn new(next: Box<dyn Layer>) -> Constant {
        Constant { next }
    }
}

impl Layer for Constant {
    fn solve(
        &mut self,
        ctx: &mut Ctx,
        q: &Query,
        stats: &mut SolverStats,
    ) -> Result<Answer, SolverError> {
        let mut kept = Vec::with_capacity(q.constraints.len());
        for &c in &q.constraints {
            match ctx.as_const(c) {
                Some(0) => {
                    stats.constant_hits += 1;
                    return Ok(Answer::Unsat);
                }
                Some(_) => {}
                None => kept.push(c),
            }
        }
        let constant_focus = q.focus.is_some_and(|f| ctx.as_const(f).is_some());
        if kept.is_empty() || constant_focus {
            stats.constant_hits += 1;
            return Ok(Answer::Sat(Assignment::default()));
        }
        kept.sort_unstable();
        kept.dedup();
        self.next.solve(
            ctx,
            &Query {
                constraints: kept,
                focus: q.focus,
            },
            stats,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::tests_support::Recorder;

    #[test]
    fn false_constraint_is_unsat_without_asking_further() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 8);
        let one = ctx.constant(1, 8);
        let c = ctx.eq(x, one);
        let f = ctx.bool(false);
        let (rec, log) = Recorder::new();
        let mut layer = Constant::new(Box::new(rec));
        let mut stats = SolverStats::default();
        let q = Query {
            constraints: vec![c, f],
            focus: None,
        };
        assert_eq!(
            layer.solve(&mut ctx, &q, &mut stats).ok(),
            Some(Answer::Unsat)
        );
        assert_eq!(stats.constant_hits, 1);
        assert!(log.lock().map(|l| l.is_empty()).unwrap_or(false));
    }

    #[test]
    fn true_constraints_are_dropped_and_empty_is_sat() {
        let mut ctx = Ctx::new();
        let t = ctx.bool(true);
        let x = ctx.fresh_var("x", 8);
        let zero = ctx.constant(0, 8);
        let c = ctx.ne(x, zero);
        let (rec, log) = Recorder::new();
        let mut layer = Constant::new(Box::new(rec));
        let mut stats = SolverStats::default();
        let q = Query {
            constraints: vec![t, t],
            focus: None,
        };
        assert!(layer
            .solve(&mut ctx, &q, &mut stats)
            .map(|a| a.is_sat())
            .unwrap_or(false));
        assert_eq!(stats.constant_hits, 1);
        let q = Query {
            constraints: vec![t, c, c],
            focus: None,
        };
        assert!(layer.solve(&mut ctx, &q, &mut stats).is_ok());
        let seen = log.lock().map(|l| l.clone()).unwrap_or_default();
        assert_eq!(seen, vec![vec![c]]);
    }

    #[test]
    fn constant_focus_is_answered_at_once() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 8);
        let zero = ctx.constant(0, 8);
        let c = ctx.ne(x, zero);
        let t = ctx.bool(true);
        let (rec, log) = Recorder::new();
        let mut layer = Constant::new(Box::new(rec));
        let mut stats = SolverStats::default();
        let q = Query {
            constraints: vec![c, t],
            focus: Some(t),
        };
        assert!(layer
            .solve(&mut ctx, &q, &mut stats)
            .map(|a| a.is_sat())
            .unwrap_or(false));
        assert!(log.lock().map(|l| l.is_empty()).unwrap_or(false));
    }
}
