//! The Z3 layer: the end of the chain.
//!
//! Each query gets a fresh Z3 solver in the thread's Z3 context (z3 0.19 keeps one context
//! per thread; the [`crate::Solver`] holds no Z3 object, so it stays `Send`), with the
//! configured timeout set through solver parameters. Terms are memoised per query. A
//! satisfiable answer carries a model read back for every variable and every symbolic
//! array the constraints mention (bytes `0..size`, by evaluating `select` with model
//! completion). Unknown results are errors, never guesses.

mod translate;

use std::time::Instant;

use ::z3::ast::BV;
use ::z3::{Model, Params, SatResult};
use expr::{Assignment, Ctx, ExprRef, Width};

use crate::{Answer, Layer, Query, SolverError, SolverStats};
use translate::{numeral, Translator};

/// At most this many leading bytes of a symbolic array are read back into a model.
pub const MAX_READ_BACK: usize = 1 << 20;

/// The Z3 layer.
pub struct Z3Layer {
    timeout_ms: u32,
}

impl Z3Layer {
    /// A layer giving each query `timeout_ms` milliseconds (0: no limit).
    pub fn new(timeout_ms: u32) -> Z3Layer {
        Z3Layer { timeout_ms }
    }

    /// Decides the conjunction of `constraints`.
    fn run(&self, ctx: &Ctx, constraints: &[ExprRef]) -> Result<Answer, SolverError> {
        let solver = ::z3::Solver::new();
        if self.timeout_ms > 0 {
            let mut p = Params::new();
            p.set_u32("timeout", self.timeout_ms);
            solver.set_params(&p);
        }
        let mut tr = Translator::new(ctx);
        for &c in constraints {
            solver.assert(&tr.bool(c)?);
        }
        for side in tr.take_side_conditions() {
            solver.assert(&side);
        }
        match solver.check() {
            SatResult::Unsat => Ok(Answer::Unsat),
            SatResult::Sat => {
                let model = solver
                    .get_model()
                    .ok_or_else(|| SolverError::Z3("no model".into()))?;
                read_model(&tr, &model).map(Answer::Sat)
            }
            SatResult::Unknown => {
                let reason = solver.get_reason_unknown().unwrap_or_default();
                if reason.contains("timeout") || reason.contains("canceled") {
                    Err(SolverError::Timeout)
                } else {
                    Err(SolverError::Unknown(reason))
                }
            }
        }
    }
}

impl Layer for Z3Layer {
    fn solve(
        &mut self,
        ctx: &mut Ctx,
        q: &Query,
        stats: &mut SolverStats,
    ) -> Result<Answer, SolverError> {
        stats.z3_calls += 1;
        let start = Instant::now();
        let r = self.run(ctx, &q.constraints);
        stats.z3_time_s += start.elapsed().as_secs_f64();
        if matches!(r, Err(SolverError::Timeout)) {
            stats.timeouts += 1;
        }
        r
    }
}

/// The value of `term` (of `w` bits) in `model`, completing the model where needed.
fn eval_bv(model: &Model, term: &BV, w: Width) -> Result<u128, SolverError> {
    let get = |t: &BV| {
        model
            .eval(t, true)
            .and_then(|v| v.as_u64())
            .ok_or_else(|| SolverError::Z3("model value is not a numeral".into()))
    };
    if w <= 64 {
        return get(term).map(u128::from);
    }
    let hi = get(&term.extract(w - 1, 64))?;
    let lo = get(&term.extract(63, 0))?;
    Ok(u128::from(hi) << 64 | u128::from(lo))
}

/// The assignment `model` gives the symbols `tr` met.
fn read_model(tr: &Translator<'_>, model: &Model) -> Result<Assignment, SolverError> {
    let mut out = Assignment::default();
    for (&v, (term, w)) in &tr.vars {
        out.vars.insert(v, eval_bv(model, term, *w)?);
    }
    for (&id, a) in &tr.sym_arrays {
        let mut n = usize::try_from(a.size)
            .unwrap_or(usize::MAX)
            .min(MAX_READ_BACK);
        if a.index_width < 64 {
            n = n.min(1usize << a.index_width.min(usize::BITS - 1));
        }
        let mut bytes = Vec::with_capacity(n);
        for k in 0..n {
            let sel = a
                .term
                .select(&numeral(k as u128, a.index_width)?)
                .as_bv()
                .ok_or_else(|| SolverError::Z3("array element is not a bit-vector".into()))?;
            bytes.push(eval_bv(model, &sel, 8)? as u8);
        }
        out.arrays.insert(id, bytes);
    }
    Ok(out)
}
