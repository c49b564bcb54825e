//! The largest value an expression can take under a path condition, by bisection over the
//! solver (for `memusage`'s heap marks and the bounds analyses derive from them, the ranges
//! of a small input domain, the operands of a loop's test).

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
        Ok(self.bisect_max(constraints, e)? as u64)
    }

    /// The largest (`up`) or least value `e` can take under `constraints`, in its own width
    /// and read as signed or unsigned; the bit pattern is returned. Bisection over the
    /// solver: about as many questions as `e` has bits.
    pub fn extreme_value(
        &mut self,
        constraints: &[ExprRef],
        e: ExprRef,
        signed: bool,
        up: bool,
    ) -> Result<u128, solver::SolverError> {
        let w = self.ctx.width(e);
        if w == 0 || w > 64 {
            return Err(solver::SolverError::Unknown(format!(
                "no extreme of a {w}-bit value"
            )));
        }
        // In an order where the wanted extreme is the unsigned largest: signed values with
        // the sign bit flipped (2^(w-1) added), least values complemented.
        let flip = self.ctx.constant(1u128 << (w - 1), w);
        let mut o = e;
        if signed {
            o = self.ctx.add(o, flip);
        }
        if !up {
            o = self.ctx.not(o);
        }
        let lo = self.bisect_max(constraints, o)?;
        let mask = (1u128 << w) - 1;
        let mut v = if up { lo } else { !lo & mask };
        if signed {
            v = v.wrapping_sub(1u128 << (w - 1)) & mask;
        }
        Ok(v)
    }

    /// The largest unsigned value `e` (at most 64 bits) can take under `constraints`: a
    /// model's value, raised by bisection (a question whether `e` can reach the midpoint,
    /// then a value above it when it can).
    fn bisect_max(
        &mut self,
        constraints: &[ExprRef],
        e: ExprRef,
    ) -> Result<u128, solver::SolverError> {
        let w = self.ctx.width(e);
        let mut lo = self.solver.value(&mut self.ctx, constraints, e)?;
        let mut hi = u128::from(u64::MAX) >> (64 - w.min(64));
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            let m = self.ctx.constant(mid, w);
            let above = self.ctx.ule(m, e);
            if self.solver.may_be_true(&mut self.ctx, constraints, above)? {
                lo = self
                    .solver
                    .value(&mut self.ctx, &[constraints, &[above]].concat(), e)?;
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
