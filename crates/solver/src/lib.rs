//! The solver query chain: satisfiability of conjunctions of width-1 [`expr`] expressions.
//!
//! Like KLEE's `lib/Solver`, a query passes through a chain of layers, each a small module
//! wrapping the next, each switchable in [`SolverConfig`]:
//!
//! 1. [`constant`]: constant constraints and constant query expressions are
//!    answered on the spot (always on);
//! 2. [`slicing`]: only the constraints sharing symbols (transitively) with
//!    the query expression are kept; a query without one is split into independent groups;
//! 3. [`ranges`]: constraints that all bound one variable by constants are decided by
//!    intersecting intervals;
//! 4. [`cache`]: the query cache (exact repeats) and the counter-example cache
//!    (stored models tried by evaluation, stored unsatisfiable subsets);
//! 5. [`z3`]: translation to Z3 bit-vectors and arrays, and model read-back.
//!
//! # Preconditions
//!
//! * A [`Solver`] is used with one [`Ctx`] only: caches are keyed by expression ids.
//! * Like KLEE, the queries about an expression ([`Solver::check`] with `extra`,
//!   [`Solver::may_be_true`], [`Solver::must_be_true`], [`Solver::value`]) assume that
//!   `constraints` alone are satisfiable (a path condition always is). Under that assumption
//!   every answer is exact; slicing and constant query expressions rely on it.
//!   [`Solver::check`] without `extra` and [`Solver::model`] decide the set itself, exactly.

pub mod cache;
mod concolic;
pub mod constant;
pub mod linear;
mod query;
pub mod ranges;
pub mod slicing;
mod unsat;
mod watchdog;
pub mod z3;

use rustc_hash::FxHashSet as HashSet;

use expr::{ArrayId, Assignment, Ctx, ExprRef, VarId};

pub use concolic::Concolic;
pub use query::{Answer, Layer, Query};
pub use unsat::UnsatSymbols;

/// Chain configuration; every layer can be switched off (for measurement and tests).
#[derive(Clone, Debug)]
pub struct SolverConfig {
    /// Z3 timeout per query in milliseconds (0: none).
    pub timeout_ms: u32,
    /// Keep only the constraints related to the query (independence).
    pub slicing: bool,
    /// Decide bounds on one variable by intersecting ranges.
    pub ranges: bool,
    /// Answer exact repeats from a cache.
    pub query_cache: bool,
    /// Answer from stored models and unsatisfiable subsets.
    pub cex_cache: bool,
}

impl Default for SolverConfig {
    fn default() -> Self {
        SolverConfig {
            timeout_ms: 10_000,
            slicing: true,
            ranges: true,
            query_cache: true,
            cex_cache: true,
        }
    }
}

/// Candidates of a linear preimage [`Solver::model_linear`] tries against the rest of a query
/// (the other constraints on the same bytes usually rule out only a few).
const LINEAR_CANDIDATES: usize = 8;

/// The answer to a satisfiability query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SatResult {
    /// Satisfiable.
    Sat,
    /// Unsatisfiable.
    Unsat,
}

/// Why a query could not be answered.
#[derive(Debug, thiserror::Error)]
pub enum SolverError {
    /// Z3 ran out of time.
    #[error("solver timeout")]
    Timeout,
    /// Z3 gave up for another reason.
    #[error("solver returned unknown: {0}")]
    Unknown(String),
    /// Z3 failed (a translation or model read-back problem).
    #[error("z3: {0}")]
    Z3(String),
    /// [`Solver::value`] found the constraints unsatisfiable: there is no value.
    #[error("constraints are unsatisfiable")]
    Unsat,
}

/// Counters per layer.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct SolverStats {
    /// Public queries asked.
    pub queries: u64,
    /// Queries (or independent groups) answered by the constant layer.
    pub constant_hits: u64,
    /// Constraints dropped by slicing, summed over queries.
    pub slicing_dropped_constraints: u64,
    /// Queries (or independent groups) answered by intersecting ranges of one variable.
    pub range_hits: u64,
    /// Answers from the query cache.
    pub query_cache_hits: u64,
    /// Answers from the counter-example cache.
    pub cex_cache_hits: u64,
    /// Queries sent to Z3.
    pub z3_calls: u64,
    /// Seconds spent in Z3 (translation, check and model read-back).
    pub z3_time_s: f64,
    /// Z3 calls that timed out.
    pub timeouts: u64,
}

impl std::ops::AddAssign<&SolverStats> for SolverStats {
    /// Adds another solver's counters (a second exploration's, a worker's).
    fn add_assign(&mut self, b: &SolverStats) {
        self.queries += b.queries;
        self.constant_hits += b.constant_hits;
        self.slicing_dropped_constraints += b.slicing_dropped_constraints;
        self.range_hits += b.range_hits;
        self.query_cache_hits += b.query_cache_hits;
        self.cex_cache_hits += b.cex_cache_hits;
        self.z3_calls += b.z3_calls;
        self.z3_time_s += b.z3_time_s;
        self.timeouts += b.timeouts;
    }
}

/// Interrupts the Z3 queries running now, in every thread (they end as timeouts): for a run
/// asked to stop, which must not wait for a hard query's own limit.
pub fn interrupt_queries() {
    watchdog::interrupt_all();
}

/// A deadline shared by the solver and its Z3 layer.
/// On the work clock ([`budget`]), so that which queries it cuts short does not depend on
/// the machine's load.
pub(crate) type Deadline = std::sync::Arc<std::sync::Mutex<Option<budget::Instant>>>;

/// The solver chain.
pub struct Solver {
    config: SolverConfig,
    stats: SolverStats,
    chain: Box<dyn Layer>,
    deadline: Deadline,
    /// When set, questions are answered by this input (see [`Concolic`]).
    concolic: Option<Concolic>,
    /// When set, the symbols of every question answered "unsatisfiable" since the last take.
    unsat: Option<UnsatSymbols>,
}

impl std::fmt::Debug for Solver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solver")
            .field("config", &self.config)
            .field("stats", &self.stats)
            .finish()
    }
}

impl Solver {
    /// A chain with the layers `config` switches on.
    pub fn new(config: SolverConfig) -> Solver {
        let deadline = Deadline::default();
        let mut chain: Box<dyn Layer> =
            Box::new(z3::Z3Layer::new(config.timeout_ms, deadline.clone()));
        if config.cex_cache {
            chain = Box::new(cache::CexCache::new(chain));
        }
        if config.query_cache {
            chain = Box::new(cache::QueryCache::new(chain));
        }
        if config.ranges {
            chain = Box::new(ranges::RangeLayer::new(chain));
        }
        if config.slicing {
            chain = Box::new(slicing::Slicing::new(chain));
        }
        chain = Box::new(constant::Constant::new(chain));
        Solver {
            config,
            stats: SolverStats::default(),
            chain,
            deadline,
            concolic: None,
            unsat: None,
        }
    }

    /// Starts (or stops) recording the symbols of unsatisfiable questions.
    pub fn record_unsat(&mut self, on: bool) {
        self.unsat = on.then(UnsatSymbols::default);
    }

    /// The symbols recorded since the last call (empty when not recording).
    pub fn take_unsat(&mut self) -> UnsatSymbols {
        self.unsat.as_mut().map(std::mem::take).unwrap_or_default()
    }

    /// Switches concolic mode on (answers from `c`'s seed) or off, returning the previous
    /// run's record.
    pub fn set_concolic(&mut self, c: Option<Concolic>) -> Option<Concolic> {
        std::mem::replace(&mut self.concolic, c)
    }

    /// Whether the solver answers from a concolic seed.
    pub fn is_concolic(&self) -> bool {
        self.concolic.is_some()
    }

    /// In concolic mode, names the instruction now executed (conditions decided from now
    /// on are recorded at `site`).
    pub fn concolic_site(&mut self, site: u64) {
        if let Some(c) = &mut self.concolic {
            c.site = site;
            c.visit += 1;
        }
    }

    /// In concolic mode, marks the conditions decided from now on as checks that rule an
    /// error out (`on`), or as the program's own branches again.
    pub fn concolic_guarding(&mut self, on: bool) {
        if let Some(c) = &mut self.concolic {
            c.guarding = on;
        }
    }

    /// In concolic mode, records `e` (which the seed makes true) as decided: the caller
    /// fixed the path to it (a value concretised) without asking: a pin, not a branch.
    pub fn note_decided(&mut self, ctx: &mut Ctx, e: ExprRef) {
        if let Some(c) = &mut self.concolic {
            c.pin(ctx, e);
        }
    }

    /// A model of `constraints` ∧ `focus` over the variables related to `focus` (each of
    /// them given a value; the others absent: they keep whatever values they had), or
    /// `None` when unsatisfiable.
    pub fn model_around(
        &mut self,
        ctx: &mut Ctx,
        constraints: &[ExprRef],
        focus: ExprRef,
    ) -> Result<Option<Assignment>, SolverError> {
        Ok(match self.solve(ctx, constraints, Some(focus))? {
            // A model the counterexample cache found for another query lacks the variables
            // that query did not mention: it satisfies this one with them at zero, so zero
            // is what they are given, not whatever value the caller had.
            Answer::Sat(m) => {
                let mut related = slicing::slice(ctx, constraints, focus);
                related.push(focus);
                Some(restrict(ctx, &related, m))
            }
            Answer::Unsat => None,
        })
    }

    /// [`Solver::model_around`] for a `focus` that equates a sum of byte variables times
    /// constants with a constant (a polynomial string hash against a keyword's), which Z3
    /// takes tens of seconds over: the candidates of [`linear::preimages`] are fixed one at
    /// a time and the rest is solved with them. `None` when `focus` is not such a sum or the
    /// search would be too large; `Some(Ok(None))` when no value of the bytes satisfies
    /// their own constraints and the focus; `Some(Err(_))` when the candidates tried fail
    /// on the other constraints.
    pub fn model_linear(
        &mut self,
        ctx: &mut Ctx,
        constraints: &[ExprRef],
        focus: ExprRef,
    ) -> Option<Result<Option<Assignment>, SolverError>> {
        let found = linear::preimages(ctx, constraints, focus, LINEAR_CANDIDATES)?;
        self.stats.queries += 1;
        budget::charge(budget::cost::SOLVER_QUERY);
        if found.candidates.is_empty() && found.exhaustive {
            return Some(Ok(None));
        }
        for values in found.candidates {
            let mut cs = constraints.to_vec();
            for (v, x) in values {
                let e = ctx.var_expr(v);
                let k = ctx.constant(x, ctx.width(e));
                cs.push(ctx.eq(e, k));
            }
            if let Ok(Some(m)) = self.model_around(ctx, &cs, focus) {
                return Some(Ok(Some(m)));
            }
        }
        Some(Err(SolverError::Unknown(
            "no preimage of the sum satisfies the other constraints".into(),
        )))
    }

    /// `constraints` ∧ `extra` through the chain, `extra` the focus of slicing.
    fn solve(
        &mut self,
        ctx: &mut Ctx,
        constraints: &[ExprRef],
        extra: Option<ExprRef>,
    ) -> Result<Answer, SolverError> {
        self.stats.queries += 1;
        let mut cs = constraints.to_vec();
        budget::charge(
            budget::cost::SOLVER_QUERY + cs.len() as u64 * budget::cost::SOLVER_CONSTRAINT,
        );
        cs.extend(extra);
        let q = Query {
            constraints: cs,
            focus: extra,
        };
        self.chain.solve(ctx, &q, &mut self.stats)
    }

    /// Queries after `deadline` (on the work clock) time out at once, and queries before it
    /// get at most the work left (so an analysis' budget holds); `None` lifts it.
    pub fn set_deadline(&mut self, deadline: Option<budget::Instant>) {
        *self.deadline.lock().unwrap_or_else(|e| e.into_inner()) = deadline;
    }

    /// The configuration.
    pub fn config(&self) -> &SolverConfig {
        &self.config
    }

    /// Is the conjunction of `constraints` (width-1 exprs) and `extra` satisfiable?
    ///
    /// With `extra`, `constraints` are assumed satisfiable (see the crate docs).
    pub fn check(
        &mut self,
        ctx: &mut Ctx,
        constraints: &[ExprRef],
        extra: Option<ExprRef>,
    ) -> Result<SatResult, SolverError> {
        if let Some(c) = &mut self.concolic {
            self.stats.queries += 1;
            let holds = extra.is_none_or(|e| c.decide(ctx, e));
            return Ok(if holds {
                SatResult::Sat
            } else {
                SatResult::Unsat
            });
        }
        Ok(match self.solve(ctx, constraints, extra)? {
            Answer::Sat(_) => SatResult::Sat,
            Answer::Unsat => {
                if let Some(u) = &mut self.unsat {
                    u.record(ctx, constraints, extra);
                }
                SatResult::Unsat
            }
        })
    }

    /// May `e` be true under `constraints`?  (sat(C ∧ e))
    pub fn may_be_true(
        &mut self,
        ctx: &mut Ctx,
        constraints: &[ExprRef],
        e: ExprRef,
    ) -> Result<bool, SolverError> {
        Ok(self.check(ctx, constraints, Some(e))? == SatResult::Sat)
    }

    /// Must `e` be true under `constraints`? (unsat(C ∧ ¬e))
    pub fn must_be_true(
        &mut self,
        ctx: &mut Ctx,
        constraints: &[ExprRef],
        e: ExprRef,
    ) -> Result<bool, SolverError> {
        let not_e = ctx.not(e);
        Ok(self.check(ctx, constraints, Some(not_e))? == SatResult::Unsat)
    }

    /// One value `e` can take under `constraints`.
    ///
    /// Unsatisfiable constraints give `Err(SolverError::Unsat)` when they are seen: like the
    /// other questions about an expression, this assumes `constraints` satisfiable, so only
    /// those related to `e` are looked at with slicing on, and none for a constant `e`.
    pub fn value(
        &mut self,
        ctx: &mut Ctx,
        constraints: &[ExprRef],
        e: ExprRef,
    ) -> Result<u128, SolverError> {
        self.stats.queries += 1;
        if let Some(c) = &mut self.concolic {
            return Ok(c.eval(ctx, e));
        }
        let q = Query {
            constraints: constraints.to_vec(),
            focus: Some(e),
        };
        match self.chain.solve(ctx, &q, &mut self.stats)? {
            Answer::Sat(m) => Ok(ctx.eval(e, &m)),
            Answer::Unsat => Err(SolverError::Unsat),
        }
    }

    /// A model of `constraints` covering every symbol they mention (None when unsatisfiable).
    ///
    /// Symbols not mentioned are absent (the engine treats them as 0).
    pub fn model(
        &mut self,
        ctx: &mut Ctx,
        constraints: &[ExprRef],
    ) -> Result<Option<Assignment>, SolverError> {
        self.stats.queries += 1;
        if let Some(c) = &mut self.concolic {
            for &e in constraints {
                c.eval(ctx, e);
            }
            return Ok(Some(c.model()));
        }
        let q = Query {
            constraints: constraints.to_vec(),
            focus: None,
        };
        match self.chain.solve(ctx, &q, &mut self.stats)? {
            Answer::Sat(m) => Ok(Some(restrict(ctx, constraints, m))),
            Answer::Unsat => Ok(None),
        }
    }

    /// The counters so far.
    pub fn stats(&self) -> &SolverStats {
        &self.stats
    }
}

/// `m` cut down to exactly the symbols of `constraints` (missing ones are set to zero).
fn restrict(ctx: &mut Ctx, constraints: &[ExprRef], mut m: Assignment) -> Assignment {
    let mut vars: HashSet<VarId> = HashSet::default();
    let mut arrays: HashSet<ArrayId> = HashSet::default();
    for &c in constraints {
        let s = ctx.symbols(c);
        vars.extend(s.vars.iter().copied());
        arrays.extend(s.arrays.iter().copied());
    }
    m.vars.retain(|v, _| vars.contains(v));
    m.arrays.retain(|a, _| arrays.contains(a));
    for v in vars {
        m.vars.entry(v).or_insert(0);
    }
    for a in arrays {
        let size = usize::try_from(ctx.array_info(a).1)
            .unwrap_or(usize::MAX)
            .min(z3::MAX_READ_BACK);
        let bytes = m.arrays.entry(a).or_default();
        if bytes.len() < size {
            bytes.resize(size, 0);
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solver_is_send_and_defaults_are_on() {
        fn send<T: Send>() {}
        send::<Solver>();
        let c = SolverConfig::default();
        assert_eq!(c.timeout_ms, 10_000);
        assert!(c.slicing && c.query_cache && c.cex_cache);
    }

    #[test]
    fn a_passed_deadline_times_queries_out_until_it_is_lifted() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 32);
        let c = ctx.constant(49, 32);
        // Not a plain bound on x, so the range layer leaves it to Z3.
        let sq = ctx.mul(x, x);
        let q = ctx.eq(sq, c);
        let mut s = Solver::new(SolverConfig::default());
        s.set_deadline(Some(budget::Instant::now()));
        assert!(matches!(
            s.may_be_true(&mut ctx, &[], q),
            Err(SolverError::Timeout)
        ));
        assert_eq!(s.stats().timeouts, 1);
        assert_eq!(s.stats().z3_calls, 0);
        s.set_deadline(None);
        assert_eq!(s.may_be_true(&mut ctx, &[], q).ok(), Some(true));
        assert_eq!(s.stats().z3_calls, 1);
    }

    /// A read through `n` stores at symbolic indices, equal to 7: n + 2 levels deep.
    fn deep_read(ctx: &mut Ctx, n: u64) -> ExprRef {
        let mut a = ctx.fresh_array("a", n, 32);
        for i in 0..n {
            let idx = ctx.fresh_var(&format!("i{i}"), 32);
            let v = ctx.fresh_var(&format!("v{i}"), 8);
            a = ctx.store(a, idx, v);
        }
        let k = ctx.fresh_var("k", 32);
        let read = ctx.select(a, k);
        let seven = ctx.constant(7, 8);
        ctx.eq(read, seven)
    }

    #[test]
    fn depth_counts_stores_and_operators() {
        let mut ctx = Ctx::new();
        let q = deep_read(&mut ctx, 10);
        // eq → select → 10 stores → the symbolic array.
        assert_eq!(ctx.depth(q), 13);
        let x = ctx.fresh_var("x", 8);
        assert_eq!(ctx.depth(x), 1);
    }

    #[test]
    fn a_query_deeper_than_z3_can_be_interrupted_is_unknown_without_a_z3_call() {
        let mut ctx = Ctx::new();
        let q = deep_read(&mut ctx, u64::from(z3::MAX_DEPTH));
        let mut s = Solver::new(SolverConfig::default());
        assert!(matches!(
            s.may_be_true(&mut ctx, &[], q),
            Err(SolverError::Unknown(_))
        ));
        assert_eq!(s.stats().z3_calls, 0);
        // Shallow enough: Z3 answers.
        let q = deep_read(&mut ctx, 100);
        assert_eq!(s.may_be_true(&mut ctx, &[], q).ok(), Some(true));
    }
}
