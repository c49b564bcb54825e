//! The Z3 layer: the end of the chain.
//!
//! Each query gets a fresh Z3 solver (the `smt` tactic) in the thread's Z3 context (z3 0.19
//! keeps one context per thread; the [`crate::Solver`] holds no Z3 object, so it stays
//! `Send`), its budget given as Z3's resource limit (`rlimit`), which counts Z3's own work
//! and so cuts a query short at the same point on a loaded machine as on an idle one; the
//! units it used are charged to the work clock ([`budget`]). Terms are memoised
//! per query. A satisfiable answer carries a model of every variable and every symbolic array
//! the constraints mention: bytes `0..size` (at most [`MAX_READ_BACK`]) taken from the
//! model's value of the array (a `store` chain over a constant array), else from its function
//! interpretation, else by evaluating each `select` with model completion. Unknown results
//! are errors, never guesses.

mod fp;
mod translate;

use std::time::{Duration, Instant};

use budget::cost;

use ::z3::ast::{Ast, Dynamic, BV};
use ::z3::{DeclKind, Model, Params, SatResult, Tactic};
use expr::{Assignment, Ctx, ExprRef, Width};

use crate::{Answer, Layer, Query, SolverError, SolverStats};
use translate::{numeral, SymArray, Translator};

/// At most this many leading bytes of a symbolic array are read back into a model.
pub const MAX_READ_BACK: usize = 1 << 20;

/// Deepest term sent to Z3. Z3 4.8.12 walks some terms recursively without checking its
/// timeout or an interrupt: given 10 s, a query over a chain of 20,000 byte stores timed out
/// at 10.3 s, one of 50,000 at 13.5 s, one of 100,000 was still running at 60 s (and one of
/// 400,000 for minutes, at 1.8 GB). A deeper query is answered "unknown" at once.
pub const MAX_DEPTH: u32 = 30_000;

/// The Z3 layer.
pub struct Z3Layer {
    timeout_ms: u32,
    /// The analysis' own deadline, shared with [`crate::Solver::set_deadline`]: no query may
    /// run past it.
    deadline: crate::Deadline,
}

impl Z3Layer {
    /// A layer giving each query `timeout_ms` milliseconds (0: no limit), and never more than
    /// what is left until `deadline`.
    pub fn new(timeout_ms: u32, deadline: crate::Deadline) -> Z3Layer {
        Z3Layer {
            timeout_ms,
            deadline,
        }
    }

    /// Milliseconds of work this query may take (0: no limit), or `None` when the deadline
    /// has passed.
    fn budget_ms(&self) -> Option<u32> {
        let deadline = *self.deadline.lock().unwrap_or_else(|e| e.into_inner());
        let Some(d) = deadline else {
            return Some(self.timeout_ms);
        };
        let left = d
            .saturating_duration_since(budget::Instant::now())
            .as_millis();
        if left == 0 {
            return None;
        }
        let left = u32::try_from(left).unwrap_or(u32::MAX);
        Some(if self.timeout_ms == 0 {
            left
        } else {
            self.timeout_ms.min(left)
        })
    }

    /// Decides the conjunction of `constraints`.
    fn run(
        &self,
        ctx: &Ctx,
        constraints: &[ExprRef],
        timeout_ms: u32,
    ) -> Result<Answer, SolverError> {
        let mut tr = Translator::new(ctx);
        let terms = constraints
            .iter()
            .map(|&c| tr.bool(c))
            .collect::<Result<Vec<_>, _>>()?;
        // The SMT core as a tactic solver: `Solver::new()` builds Z3's probing default tactic
        // per solver (several ms a query) and the QF_ABV logic solver gives up on constant
        // arrays ("incomplete (theory array)") in 4.8.12.
        let solver = Tactic::new("smt").solver();
        let mut p = Params::new();
        // Z3 would take SIGINT for itself while it checks, and the user's interrupt, meant
        // for the whole run, would only cancel that one query.
        p.set_bool("ctrl_c", false);
        if timeout_ms > 0 {
            p.set_u32("rlimit", rlimit_of(timeout_ms));
        }
        solver.set_params(&p);
        for t in &terms {
            solver.assert(t);
        }
        for side in tr.take_side_conditions() {
            solver.assert(&side);
        }
        // Z3 counts resource units per context (one per thread, shared by every query), and
        // its statistics report that running total: this query's units are the difference.
        let before = units_used(&solver);
        // Only a backstop for a query that runs past its resource limit without Z3 noticing:
        // well beyond what the limit takes on a loaded machine.
        let watch = (timeout_ms > 0).then(|| {
            crate::watchdog::watch_query(Duration::from_millis(
                u64::from(timeout_ms) * WATCH_FACTOR,
            ))
        });
        let checked = solver.check();
        let interrupted = watch.as_ref().is_some_and(|w| w.fired());
        drop(watch);
        budget::charge(cost::SOLVER_CALL + (tr.size() as u64).saturating_mul(cost::SOLVER_TERM));
        if interrupted {
            // The units an interrupted query counted depend on when the clock stopped it;
            // its whole watch, a fixed amount, keeps the rest of the run the same on any load.
            let ms = u64::from(timeout_ms) * (WATCH_FACTOR + WATCH_FACTOR / 4);
            budget::charge_native(ms.saturating_mul(1_000_000));
        } else {
            let units = units_used(&solver).saturating_sub(before);
            budget::charge_native(units.saturating_mul(cost::SOLVER_UNIT));
        }
        match checked {
            SatResult::Unsat => Ok(Answer::Unsat),
            SatResult::Sat => {
                let model = solver
                    .get_model()
                    .ok_or_else(|| SolverError::Z3("no model".into()))?;
                read_model(&tr, &model).map(Answer::Sat)
            }
            SatResult::Unknown => {
                let reason = solver.get_reason_unknown().unwrap_or_default();
                // "max. resource limit exceeded": the query's budget; "canceled" or
                // "interrupted": the watchdog's backstop, or the run asked to stop.
                if reason.contains("resource limit")
                    || reason.contains("timeout")
                    || reason.contains("canceled")
                    || reason.contains("interrupted")
                {
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
        let Some(budget) = self.budget_ms() else {
            stats.timeouts += 1;
            return Err(SolverError::Timeout);
        };
        let depth = q
            .constraints
            .iter()
            .map(|&c| ctx.depth(c))
            .max()
            .unwrap_or(0);
        if depth > MAX_DEPTH {
            stats.timeouts += 1;
            return Err(SolverError::Unknown(format!(
                "a term nested {depth} levels deep (Z3 recurses over it without stopping at its timeout)"
            )));
        }
        stats.z3_calls += 1;
        let start = Instant::now();
        // The z3 crate turns Z3 API errors into panics; one must not take the whole analysis down.
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.run(ctx, &q.constraints, budget)
        }))
        .unwrap_or_else(|_| {
            Err(SolverError::Z3(
                "Z3 rejected a query (ill-sorted term)".into(),
            ))
        });
        stats.z3_time_s += start.elapsed().as_secs_f64();
        if matches!(r, Err(SolverError::Timeout)) {
            stats.timeouts += 1;
        }
        r
    }
}

/// How many times its allowance of work a query may run on the wall clock before the
/// watchdog interrupts it (plus the watchdog's grace of a quarter of that).
const WATCH_FACTOR: u64 = 4;

/// The resource units Z3's context has counted so far (all of its queries').
fn units_used(solver: &::z3::Solver) -> u64 {
    solver
        .get_statistics()
        .value("rlimit count")
        .map_or(0, |v| match v {
            ::z3::StatisticsValue::UInt(u) => u64::from(u),
            ::z3::StatisticsValue::Double(d) => d as u64,
        })
}

/// Z3's resource limit for a query allowed `ms` milliseconds of work.
fn rlimit_of(ms: u32) -> u32 {
    let units = u64::from(ms) * 1_000_000 / cost::SOLVER_UNIT;
    u32::try_from(units).unwrap_or(u32::MAX)
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
    // Evaluating with model completion fixes the values Z3 left open as it goes, so the order
    // of evaluation can change the answer: keep it the same in every run (the maps' own order
    // is seeded per process).
    let mut vars: Vec<_> = tr.vars.iter().collect();
    vars.sort_unstable_by_key(|(v, _)| **v);
    for (&v, (term, w)) in vars {
        out.vars.insert(v, eval_bv(model, term, *w)?);
    }
    let mut arrays: Vec<_> = tr.sym_arrays.iter().collect();
    arrays.sort_unstable_by_key(|(id, _)| **id);
    for (&id, a) in arrays {
        let mut n = usize::try_from(a.size)
            .unwrap_or(usize::MAX)
            .min(MAX_READ_BACK);
        if a.index_width < 64 {
            n = n.min(1usize << a.index_width.min(usize::BITS - 1));
        }
        let bytes = match value_bytes(model, a, n).or_else(|| interpreted_bytes(model, a, n)) {
            Some(b) => b,
            None => evaluated_bytes(model, a, n)?,
        };
        out.arrays.insert(id, bytes);
    }
    Ok(out)
}

/// Bytes `0..n` of `a` from its value in the model when that is a `store` chain over a
/// constant array (the usual form).
fn value_bytes(model: &Model, a: &SymArray, n: usize) -> Option<Vec<u8>> {
    let num = |d: Option<Dynamic>| d?.as_bv()?.as_u64();
    let mut v: Dynamic = model.eval(&a.term, true)?.into();
    let mut writes = Vec::new();
    let default = loop {
        match v.safe_decl().ok()?.kind() {
            DeclKind::STORE => {
                writes.push((num(v.nth_child(1))?, num(v.nth_child(2))? as u8));
                v = v.nth_child(0)?;
            }
            DeclKind::CONST_ARRAY => break num(v.nth_child(0))? as u8,
            _ => return None,
        }
    };
    let mut bytes = vec![default; n];
    // Outer stores were met first and hide inner ones: apply them last.
    for (k, b) in writes.into_iter().rev() {
        if let Some(slot) = usize::try_from(k).ok().and_then(|k| bytes.get_mut(k)) {
            *slot = b;
        }
    }
    Some(bytes)
}

/// Bytes `0..n` of `a` from the model's function interpretation of it (entries and default),
/// when Z3 gives it in that form.
fn interpreted_bytes(model: &Model, a: &SymArray, n: usize) -> Option<Vec<u8>> {
    let interp = model.get_func_interp(&a.term.safe_decl().ok()?)?;
    let num = |d: Dynamic| d.as_bv().and_then(|b| b.as_u64());
    let mut bytes = vec![num(interp.get_else())? as u8; n];
    for entry in interp.get_entries() {
        let k = num(entry.get_args().into_iter().next()?)?;
        let v = num(entry.get_value())? as u8;
        if let Some(b) = usize::try_from(k).ok().and_then(|k| bytes.get_mut(k)) {
            *b = v;
        }
    }
    Some(bytes)
}

/// Bytes `0..n` of `a` by evaluating each `select` with model completion.
fn evaluated_bytes(model: &Model, a: &SymArray, n: usize) -> Result<Vec<u8>, SolverError> {
    let mut bytes = Vec::with_capacity(n);
    for k in 0..n {
        let sel = a
            .term
            .select(&numeral(k as u128, a.index_width)?)
            .as_bv()
            .ok_or_else(|| SolverError::Z3("array element is not a bit-vector".into()))?;
        bytes.push(eval_bv(model, &sel, 8)? as u8);
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The array read-back paths agree on a model with stores and symbolic indices.
    #[test]
    fn array_read_back_paths_agree() {
        let mut ctx = Ctx::new();
        let buf = ctx.fresh_array("buf", 64, 32);
        let i = ctx.fresh_var("i", 32);
        let mut cs = Vec::new();
        for k in [0u128, 5, 17, 63] {
            let idx = ctx.constant(k, 32);
            let b = ctx.select(buf, idx);
            let v = ctx.constant(k + 100, 8);
            cs.push(ctx.eq(b, v));
        }
        let forty = ctx.constant(40, 32);
        let sixty = ctx.constant(60, 32);
        cs.push(ctx.ult(forty, i));
        cs.push(ctx.ult(i, sixty));
        let bi = ctx.select(buf, i);
        let seven = ctx.constant(7, 8);
        cs.push(ctx.eq(bi, seven));

        let mut tr = Translator::new(&ctx);
        let solver = Tactic::new("smt").solver();
        for &c in &cs {
            let t = tr.bool(c);
            assert!(t.is_ok());
            if let Ok(t) = t {
                solver.assert(&t);
            }
        }
        for side in tr.take_side_conditions() {
            solver.assert(&side);
        }
        assert_eq!(solver.check(), SatResult::Sat);
        let Some(model) = solver.get_model() else {
            panic!("no model")
        };
        let Some(a) = tr.sym_arrays.values().next() else {
            panic!("no array")
        };
        let slow = evaluated_bytes(&model, a, 64).unwrap_or_default();
        assert_eq!(slow.len(), 64);
        assert_eq!([slow[0], slow[5], slow[17], slow[63]], [100, 105, 117, 163]);
        assert!(slow[41..60].contains(&7));
        for fast in [value_bytes(&model, a, 64), interpreted_bytes(&model, a, 64)]
            .into_iter()
            .flatten()
        {
            assert_eq!(fast, slow);
        }
        assert!(value_bytes(&model, a, 64).is_some());
        let m = read_model(&tr, &model).unwrap_or_default();
        assert!(cs.iter().all(|&c| ctx.eval(c, &m) == 1));
    }
}
