//! Range layer: answers a query whose constraints all bound the same variable by constants
//! (`expr::ranges`), by intersecting intervals; a loop over a symbolic count asks one such
//! query per iteration, which Z3 answers a thousand times slower.

use rustc_hash::FxHashMap as HashMap;

use expr::ranges::{var_ranges, Ranges};
use expr::{Assignment, Ctx};

use crate::{Answer, Layer, Query, SolverError, SolverStats};

/// The range layer.
pub struct RangeLayer {
    next: Box<dyn Layer>,
}

impl RangeLayer {
    /// The layer in front of `next`.
    pub fn new(next: Box<dyn Layer>) -> RangeLayer {
        RangeLayer { next }
    }
}

impl Layer for RangeLayer {
    fn solve(
        &mut self,
        ctx: &mut Ctx,
        q: &Query,
        stats: &mut SolverStats,
    ) -> Result<Answer, SolverError> {
        let mut var = None;
        let mut set: Option<Ranges> = None;
        for &c in &q.constraints {
            let Some((v, r)) = var_ranges(ctx, c) else {
                return self.next.solve(ctx, q, stats);
            };
            if var.is_some_and(|x| x != v) {
                return self.next.solve(ctx, q, stats);
            }
            var = Some(v);
            set = Some(match set {
                Some(s) => s.intersect(&r),
                None => r,
            });
        }
        let (Some(v), Some(set)) = (var, set) else {
            return self.next.solve(ctx, q, stats);
        };
        stats.range_hits += 1;
        Ok(match set.min() {
            None => Answer::Unsat,
            Some(value) => Answer::Sat(Assignment {
                vars: HashMap::from_iter([(v, value)]),
                arrays: HashMap::default(),
            }),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::tests_support::Recorder;

    #[test]
    fn bounds_on_one_variable_are_decided_here_and_others_pass_on() {
        let (rec, log) = Recorder::new();
        let mut layer = RangeLayer::new(Box::new(rec));
        let mut ctx = Ctx::new();
        let mut stats = SolverStats::default();
        let n = ctx.fresh_var("n", 32);
        let m = ctx.fresh_var("m", 32);
        let (c10, c20) = (ctx.constant(10, 32), ctx.constant(20, 32));
        let lt10 = ctx.ult(n, c10);
        let gt20 = ctx.ult(c20, n);
        let q = |cs: Vec<_>| Query {
            constraints: cs,
            focus: None,
        };
        assert_eq!(
            layer.solve(&mut ctx, &q(vec![lt10, gt20]), &mut stats).ok(),
            Some(Answer::Unsat)
        );
        let ge5 = {
            let c5 = ctx.constant(5, 32);
            ctx.ule(c5, n)
        };
        let Ok(Answer::Sat(a)) = layer.solve(&mut ctx, &q(vec![lt10, ge5]), &mut stats) else {
            panic!("satisfiable")
        };
        assert_eq!(ctx.eval(n, &a), 5);
        assert_eq!(stats.range_hits, 2);
        let other = ctx.ult(m, c10);
        let _ = layer.solve(&mut ctx, &q(vec![lt10, other]), &mut stats);
        assert_eq!(log.lock().map(|l| l.len()).unwrap_or(0), 1);
    }
}
