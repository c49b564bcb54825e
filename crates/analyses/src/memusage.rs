//! Worst-case heap use (seed 003): the largest number of heap bytes a program holds at once,
//! over every input and every point of its run, with an input that reaches it.
//!
//! Exploration is depth-first with the heap counted on every path
//! ([`techniques::reuse::heapuse`]): each path's mark is maximised under its path
//! condition, and with reuse ([`techniques::reuse`]) a subtree whose interpolant and
//! dominating condition cover a later state gives its mark without being explored again.
//! The best mark's witness is replayed in the concrete interpreter, whose own count must
//! come out the same. The bound is exact when exploration was complete.

use std::time::Duration;

use interp::heapuse::{HeapUse, PeakBlock};
use interp::Outcome;
use memory::SVal;
use semantics::{Program, RunError, Witness};
use solver::SolverStats;
use symex::{EntryFunction, ExploreReport, SearchKind, State, Term};

use crate::session::{explorer, incomplete_reasons, witness_machine, ExploreSetup};

/// Options of a memusage run.
#[derive(Clone, Debug)]
pub struct MemusageOptions {
    /// Wall-clock budget.
    pub timeout: Option<Duration>,
    /// Interpolation and reuse (`--no-reuse` turns it off).
    pub reuse: bool,
    /// Most states alive at once.
    pub max_states: usize,
    /// Per-query solver timeout in milliseconds.
    pub solver_timeout_ms: u32,
    /// Resident memory (MiB) above which exploration stops.
    pub max_memory_mb: Option<u64>,
    /// Exploration order (every order reaches the same bound when exploration completes).
    pub search: SearchKind,
    /// Varies every random choice (`--seed`; 0 is the default sequence).
    pub seed: u64,
    /// Explore only this part of the execution tree (`--shard`, `--jobs`).
    pub shard: Option<symex::Shard>,
}

impl Default for MemusageOptions {
    fn default() -> Self {
        MemusageOptions {
            seed: 0,
            shard: None,
            timeout: Some(Duration::from_secs(60)),
            reuse: true,
            max_states: 200_000,
            solver_timeout_ms: 10_000,
            max_memory_mb: None,
            search: SearchKind::Dfs,
        }
    }
}

/// The result of a memusage run.
#[derive(Clone, Debug)]
pub struct MemusageReport {
    /// The worst-case heap high-water mark in bytes (`None`: no path ended).
    pub bound_bytes: Option<u64>,
    /// The bound as an expression over the program's named inputs, when it grows with them.
    pub bound_expr: Option<String>,
    /// No input exceeds the bound (exploration complete, witness replayed to it).
    pub exact: bool,
    /// An input reaching the bound.
    pub witness: Option<Witness>,
    /// The blocks live at the witness' peak, as its concrete run saw them.
    pub at_peak: Vec<PeakBlock>,
    /// Every path was explored with nothing approximated.
    pub complete: bool,
    /// Why the bound is not exact.
    pub incomplete: Vec<String>,
    /// Symbolic states explored.
    pub states: u64,
    /// Subtrees not explored again.
    pub reuses: u64,
    /// Subtrees stored for reuse.
    pub stored: u64,
    /// The values of the named inputs at which `bound_expr` was checked, with the bound there.
    pub expr_checks: Vec<(Vec<(String, i128)>, u64)>,
    /// The solver showed that no path's mark exceeds `bound_expr` anywhere in the domain.
    pub bound_expr_proved: bool,
    /// What exploration did.
    pub summary: ExploreReport,
    /// Solver statistics.
    pub solver: SolverStats,
    /// Instructions executed over all paths.
    pub instructions: u64,
    /// Forks.
    pub forks: u64,
}

/// The best mark so far: its value and a state whose path condition reaches it.
struct Best {
    value: u64,
    state: State,
    /// The path's mark as an expression (when symbolic).
    peak: SVal,
}

/// Computes the worst-case heap high-water mark of `prog` (from `main` or `entry`).
pub fn memusage(
    prog: &Program<'_>,
    opts: &MemusageOptions,
    entry: Option<&EntryFunction>,
) -> Result<MemusageReport, RunError> {
    let mut ex = explorer(
        prog,
        &ExploreSetup {
            timeout: opts.timeout,
            search: opts.search,
            max_states: opts.max_states,
            solver_timeout_ms: opts.solver_timeout_ms,
            max_memory_mb: opts.max_memory_mb,
            seed: opts.seed,
            shard: opts.shard,
            entry,
            track_heap: true,
            reuse: opts.reuse,
            ..ExploreSetup::default()
        },
    )?;
    let mut best: Option<Best> = None;
    let mut lost: u64 = 0;
    let mut ends: Vec<(Vec<expr::ExprRef>, SVal)> = Vec::new();
    let summary = ex.explore(|ex, st, term| {
        if matches!(term, Term::Infeasible | Term::Abandoned(_)) {
            return symex::PathEnd::Continue;
        }
        let peak = techniques::reuse::heapuse::mark(st).peak;
        match ex.max_value(&st.constraints, peak) {
            Ok(v) => {
                if ends.len() < MAX_ENDS {
                    ends.push((st.constraints.clone(), peak));
                }
                if best.as_ref().is_none_or(|b| v > b.value) {
                    let mut state = st.clone();
                    ex.require_mark(&mut state.constraints, peak, v);
                    best = Some(Best {
                        value: v,
                        state,
                        peak,
                    });
                }
            }
            Err(_) => lost += 1,
        }
        symex::PathEnd::Continue
    });
    let (marks, stored) = ex
        .ex
        .strategy_mut::<techniques::reuse::Reuse>()
        .map(|r| (std::mem::take(&mut r.marks), r.stored))
        .unwrap_or_default();
    for m in marks {
        if best.as_ref().is_none_or(|b| m.value > b.value) {
            best = Some(Best {
                value: m.value,
                state: m.state,
                peak: SVal::C(u128::from(m.value)),
            });
        }
    }
    let mut incomplete = incomplete_reasons(&summary);
    if lost > 0 {
        incomplete.push(format!(
            "{lost} path(s) whose mark the solver could not maximise"
        ));
    }
    let complete = incomplete.is_empty() && summary.exhausted;
    if !summary.exhausted && incomplete.is_empty() {
        incomplete.push("exploration did not finish".into());
    }
    let mut report = MemusageReport {
        bound_bytes: best.as_ref().map(|b| b.value),
        bound_expr: None,
        exact: false,
        witness: None,
        at_peak: Vec::new(),
        complete,
        incomplete,
        states: ex.ex.forks + 1,
        reuses: summary.counter("reuses"),
        stored,
        expr_checks: Vec::new(),
        bound_expr_proved: false,
        summary,
        solver: SolverStats::default(),
        instructions: ex.ex.instructions,
        forks: ex.ex.forks,
    };
    if let Some(b) = &best {
        match ex.ex.witness(&b.state) {
            Ok(w) => {
                match replay_peak(prog, &w, entry) {
                    Some(h) if h.peak == b.value => {
                        report.exact = report.complete;
                        report.at_peak = h.at_peak;
                    }
                    Some(h) => report.incomplete.push(format!(
                        "the witness peaks at {} bytes when replayed, not {}",
                        h.peak, b.value
                    )),
                    None => report.incomplete.push("the witness does not replay".into()),
                }
                report.witness = Some(w);
            }
            Err(e) => report.incomplete.push(format!("no witness: {e}")),
        }
        {
            // Subtrees reuse answered and ends past MAX_ENDS are not in `ends`: a proof over
            // `ends` would not speak of them.
            let all_ends = report.complete && report.reuses == 0 && ends.len() < MAX_ENDS;
            let found =
                crate::boundexpr::bound_expr(&mut ex.ex, &b.state, b.peak, &ends, all_ends, |w| {
                    replay_peak(prog, w, entry).map(|h| h.peak)
                });
            if let Some(f) = found {
                report.bound_expr = Some(f.text);
                report.expr_checks = f.checks;
                report.bound_expr_proved = f.proved;
            }
        }
    }
    if !report.exact && report.incomplete.is_empty() {
        report
            .incomplete
            .push("the witness was not confirmed".into());
    }
    report.solver = ex.ex.solver.stats().clone();
    Ok(report)
}

/// Path ends kept for checking a bound expression.
const MAX_ENDS: usize = 20_000;

/// Runs the witness concretely, counting the heap; `None` when the run fails to start or
/// ends outside the program's domain (an assumption failed).
pub fn replay_peak(
    prog: &Program<'_>,
    w: &Witness,
    entry: Option<&EntryFunction>,
) -> Option<HeapUse> {
    let mut m = witness_machine(prog, w, 2_000_000_000).ok()?;
    m.heap_use = Some(Box::default());
    let outcome = match entry {
        Some(e) => m.run_entry(&e.name, &e.params),
        None => m.run_main(),
    };
    if matches!(outcome, Outcome::AssumptionFailed(_)) {
        return None;
    }
    m.heap_use.take().map(|h| *h)
}
