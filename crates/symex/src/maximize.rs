//! The largest value an expression can take under a path condition, by bisection over the
//! solver (for `memusage`'s heap marks and the bounds analyses derive from them).

use expr::ExprRef;
use memory::SVal;

use crate::executor::Executor;

impl Executor<'_, '_> {
    /// Appends to `constraints` that `v` reaches `value` (nothing when `v` is concrete).
    pub fn require_mark(&mut self, constraints: &mut Vec<ExprRef>, v: SVal, value: u64) {
        if let SVal::S(e) = v {
            let c = self.ctx.constant(u128::from(value), 64);
            constraints.push(self.ctx.ule(c, e));
        }
    }

    /// The largest value the 64-bit `v` can take under `constraints`, by bisection over the
    /// solver (every question it asks is one the solver's unsatisfiability log records).
    pub fn max_value(
        &mut self,
        constraints: &[ExprRef],
        v: SVal,
    ) -> Result<u64, solver::SolverError> {
        let e = match v {
            SVal::C(c) => return Ok(c as u64),
            SVal::S(e) => e,
        };
        let mut lo = self.solver.value(&mut self.ctx, constraints, e)? as u64;
        let mut hi = u64::MAX;
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            let m = self.ctx.constant(u128::from(mid), 64);
            let above = self.ctx.ule(m, e);
            if self.solver.may_be_true(&mut self.ctx, constraints, above)? {
                lo = self
                    .solver
                    .value(&mut self.ctx, &[constraints, &[above]].concat(), e)?
                    as u64;
            } else {
                hi = mid - 1;
            }
        }
        Ok(lo)
    }

    /// The smallest value the 64-bit `v` can take under `constraints`: the largest of its
    /// complement, complemented (the same questions as [`Self::max_value`]).
    pub fn min_value(
        &mut self,
        constraints: &[ExprRef],
        v: SVal,
    ) -> Result<u64, solver::SolverError> {
        let e = match v {
            SVal::C(c) => return Ok(c as u64),
            SVal::S(e) => e,
        };
        let not = self.ctx.not(e);
        Ok(!self.max_value(constraints, SVal::S(not))?)
    }
}
