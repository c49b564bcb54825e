//! Loop inner bounds (seed 002): for every loop, the largest number of body executions in one
//! entry that some input reaches, with that input, replayed concretely before it is reported.
//!
//! Exploration is depth-first and, at each fork, follows the state that stays inside the most
//! loop entries (`SearchKind::LoopDeep`): the path that keeps iterating is found first, without
//! enumerating the unrolled paths before it. Reuse of explored subtrees and merging at loop
//! headers keep the paths from multiplying (`explore` runs them in two stages). Every path's loop counts are compared with the
//! best so far; an improvement takes a model of that path's condition as its witness. A bound
//! is exact when the whole exploration was: every feasible path ran to its end, nothing was
//! approximated, no limit was hit, so no input iterates more.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::BTreeMap;
use std::time::Duration;

use interp::Outcome;
use ir::{FuncId, LocId, LoopId};
use semantics::loops::{LoopKey, LoopStats};
use semantics::{Program, RunError, Witness};
use solver::SolverStats;
use symex::{EntryFunction, ExploreReport, SearchKind, Term};

/// Options of a loop-bound run.
#[derive(Clone, Debug)]
pub struct LoopboundOptions {
    /// Wall-clock budget.
    pub timeout: Option<Duration>,
    /// Iterations of one entry after which a loop's search stops (`capped`).
    pub max_iterations: u32,
    /// Exploration strategy.
    pub search: SearchKind,
    /// Most states alive at once.
    pub max_states: usize,
    /// Per-query solver timeout in milliseconds.
    pub solver_timeout_ms: u32,
    /// Resident memory (MiB) above which exploration stops.
    pub max_memory_mb: Option<u64>,
    /// Merge the paths that reach a loop's header in the same iteration.
    pub merge: bool,
    /// Interpolation and reuse of explored subtrees (`--no-reuse` turns it off).
    pub reuse: bool,
    /// Varies every random choice (`--seed`; 0 is the default sequence).
    pub seed: u64,
    /// Explore only this part of the execution tree (`--shard`, `--jobs`).
    pub shard: Option<symex::Shard>,
    /// Run every input concretely when the inputs read before the first loop have few
    /// enough values ([`crate::domain`]).
    pub enumerate: bool,
}

impl Default for LoopboundOptions {
    fn default() -> Self {
        LoopboundOptions {
            timeout: Some(Duration::from_secs(60)),
            max_iterations: 5_000_000,
            search: SearchKind::LoopDeep,
            max_states: 200_000,
            solver_timeout_ms: 10_000,
            max_memory_mb: None,
            merge: true,
            reuse: true,
            seed: 0,
            shard: None,
            enumerate: true,
        }
    }
}

/// What was found for one loop.
#[derive(Clone, Debug)]
pub struct LoopBound {
    /// The loop.
    pub key: LoopKey,
    /// The loop keyword's location.
    pub loc: LocId,
    /// The function the loop is in.
    pub function: String,
    /// Largest body executions in one entry that the witness reaches; `None`: not reached.
    pub inner_bound: Option<u32>,
    /// No input iterates more.
    pub exact: bool,
    /// The search stopped at the iteration cap: the loop may run longer.
    pub capped: bool,
    /// An input reaching `inner_bound`.
    pub witness: Option<Witness>,
    /// Why the bound is not exact, or why there is none; empty when exact.
    pub reason: String,
}

/// The result of a loop-bound run.
#[derive(Clone, Debug)]
pub struct LoopboundReport {
    /// One record per loop of the program, in source order.
    pub loops: Vec<LoopBound>,
    /// The exploration covered every path with nothing approximated.
    pub complete: bool,
    /// Why it did not.
    pub incomplete: Vec<String>,
    /// What exploration did.
    pub summary: ExploreReport,
    /// Solver statistics.
    pub solver: SolverStats,
    /// Instructions executed over all paths.
    pub instructions: u64,
    /// Forks.
    pub forks: u64,
    /// Concrete runs made to confirm witnesses.
    pub replays: u32,
    /// States merged at loop headers.
    pub merges: u64,
    /// Inputs of a small domain run concretely.
    pub enumerated: u64,
}

/// The best count of a loop so far and the input reaching it.
struct Best {
    count: u32,
    witness: Witness,
}

/// What the exploration did, for the report.
struct Exploration {
    summary: ExploreReport,
    incomplete: Vec<String>,
    solver: SolverStats,
    instructions: u64,
    forks: u64,
    merges: u64,
    enumerated: u64,
    /// Inputs the count objective proposed, run concretely.
    candidates: u32,
}

/// Computes the inner bound of every loop of the program's own functions.
pub fn loopbound(
    prog: &Program<'_>,
    opts: &LoopboundOptions,
    entry: Option<&EntryFunction>,
) -> Result<LoopboundReport, RunError> {
    let start = budget::Instant::now();
    let mut best: HashMap<LoopKey, Best> = HashMap::default();
    let mut capped: HashSet<LoopKey> = HashSet::default();
    // A run on default inputs first: the interpreter is far faster than symbolic execution,
    // and a program that reads no input has this one run only.
    let budget = opts.timeout.map_or(REPLAY_INSTRUCTIONS, |t| {
        (t.as_secs_f64() * FIRST_RUN_RATE) as u64
    });
    let first = concrete_run(
        prog,
        &Witness::default(),
        opts.max_iterations,
        entry,
        budget,
    );
    let mut replays = 1;
    let mut single_path = false;
    if let Ok(run) = &first {
        if run.failure.is_none() {
            for (k, c) in &run.counts {
                best.insert(
                    *k,
                    Best {
                        count: *c,
                        witness: run.witness.clone(),
                    },
                );
            }
            if let Some(k) = run.capped {
                capped.insert(k);
            }
            single_path = run.clean && run.witness.inputs.is_empty() && entry.is_none();
        }
    }
    let x = if single_path {
        Exploration {
            summary: ExploreReport {
                paths_completed: 1,
                exhausted: true,
                time_s: start.elapsed().as_secs_f64(),
                ..ExploreReport::default()
            },
            incomplete: Vec::new(),
            solver: SolverStats::default(),
            instructions: first.as_ref().map_or(0, |r| r.instructions),
            forks: 0,
            merges: 0,
            enumerated: 0,
            candidates: 0,
        }
    } else {
        let enumerated = if opts.enumerate {
            let left = opts.timeout.map(|t| t.saturating_sub(start.elapsed()));
            enumerate(prog, opts, entry, left, &mut best, &mut capped)
        } else {
            Enumeration::NotSmall
        };
        match enumerated {
            Enumeration::Done(x) => *x,
            Enumeration::NotSmall | Enumeration::GaveUp(_) => {
                let left = opts.timeout.map(|t| {
                    t.saturating_sub(start.elapsed())
                        .max(Duration::from_millis(100))
                });
                let mut x = explore(prog, opts, entry, left, &mut best, &mut capped)?;
                if let Enumeration::GaveUp(runs) = enumerated {
                    x.enumerated = runs;
                }
                x
            }
        }
    };
    let complete = x.incomplete.is_empty() && x.summary.exhausted;
    let incomplete = x.incomplete;
    let known = first
        .as_ref()
        .ok()
        .filter(|r| r.failure.is_none())
        .map(|r| (&r.witness, &r.counts));
    let (confirmed, more) = confirm(prog, entry, &best, opts.max_iterations, known);
    replays += more + x.candidates;
    let m = prog.module;
    let mut loops = Vec::new();
    for (fi, f) in m.functions.iter().enumerate() {
        let fid = FuncId(fi as u32);
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        if !m.is_program_function(fid) {
            continue;
        }
        for li in 0..body.loops.loops.len() {
            let key = (fid, LoopId(li as u32));
            let loc = prog.loop_shape(key).map_or(LocId(0), |s| s.loc);
            let is_capped = capped.contains(&key);
            let mut lb = LoopBound {
                key,
                loc,
                function: f.name.clone(),
                inner_bound: None,
                exact: false,
                capped: is_capped,
                witness: None,
                reason: String::new(),
            };
            match (best.get(&key), confirmed.get(&key)) {
                (None, _) if complete => {
                    lb.exact = true;
                    lb.reason = "no feasible path reaches the loop".into();
                }
                (None, _) => {
                    lb.reason = format!("not reached: {}", short(&incomplete));
                }
                (Some(b), Some(Ok(n))) if *n == b.count => {
                    lb.inner_bound = Some(b.count);
                    lb.witness = Some(b.witness.clone());
                    lb.exact = complete && !is_capped;
                    lb.reason = if is_capped {
                        format!(
                            "the search stopped at {} iterations (--max-iterations)",
                            opts.max_iterations
                        )
                    } else if complete {
                        String::new()
                    } else {
                        format!("a lower bound: {}", short(&incomplete))
                    };
                }
                (Some(b), Some(Ok(n))) if *n > b.count && !complete => {
                    // A path cut short (pending when the budget ran out, or merged into
                    // another) counted the iterations it ran; its input runs on natively.
                    lb.inner_bound = Some(*n);
                    lb.witness = Some(b.witness.clone());
                    lb.reason = format!("a lower bound: {}", short(&incomplete));
                }
                (Some(b), Some(Ok(n))) => {
                    // The concrete run is the authority on what the witness reaches.
                    lb.inner_bound = Some(*n);
                    lb.witness = Some(b.witness.clone());
                    lb.reason = format!(
                        "symbolic execution counted {} iterations, the witness replays to {n}",
                        b.count
                    );
                }
                (Some(b), Some(Err(why))) => {
                    lb.reason = format!(
                        "a path reaches {} iterations but its witness does not replay: {why}",
                        b.count
                    );
                }
                (Some(b), None) => {
                    lb.reason = format!(
                        "a path reaches {} iterations; its witness was not replayed",
                        b.count
                    );
                }
            }
            loops.push(lb);
        }
    }
    loops.sort_by_key(|l| {
        let loc = m.loc(l.loc);
        (loc.file, loc.line, loc.col, l.key)
    });
    Ok(LoopboundReport {
        loops,
        complete,
        incomplete,
        summary: x.summary,
        solver: x.solver,
        instructions: x.instructions,
        forks: x.forks,
        replays,
        merges: x.merges,
        enumerated: x.enumerated,
    })
}

/// What running a small domain concretely came to.
enum Enumeration {
    /// The inputs read before the first loop are not a small domain.
    NotSmall,
    /// Every input ran; the exploration it stands for.
    Done(Box<Exploration>),
    /// It stopped after this many runs (an input read inside a loop, the budget): what it
    /// found is in `best`, and the symbolic search goes on from there.
    GaveUp(u64),
}

/// Inputs of a domain run concretely at most, past which the symbolic search is the better
/// bet.
const MAX_DOMAIN_POINTS: u128 = 1 << 18;

/// Instructions each concrete run is charged beyond the ones it executes (setting up its
/// machine), so that many short runs still use up the budget.
const RUN_OVERHEAD: u64 = 2_000;

/// Runs every input of the domain the inputs read before the first loop span, when it is
/// small ([`crate::domain`]), folding each run's loop counts into `best`. Every run is
/// concrete, so every count is what the native program does, and when every input ran the
/// bounds are exact whatever the loops' shapes.
fn enumerate(
    prog: &Program<'_>,
    opts: &LoopboundOptions,
    entry: Option<&EntryFunction>,
    timeout: Option<Duration>,
    best: &mut HashMap<LoopKey, Best>,
    capped: &mut HashSet<LoopKey>,
) -> Enumeration {
    let start = budget::Instant::now();
    let probe = crate::domain::small_domain(prog, entry, opts.seed, MAX_DOMAIN_POINTS, timeout);
    let Some(domain) = probe.domain else {
        return Enumeration::NotSmall;
    };
    // What is left of the budget, in instructions, bounds each run.
    let mut left = timeout.map_or(REPLAY_INSTRUCTIONS, |t| {
        (t.saturating_sub(start.elapsed()).as_secs_f64() * FIRST_RUN_RATE) as u64
    });
    let mut runs = 0u64;
    let mut outside = 0u64;
    let mut instructions = probe.instructions;
    let mut undefined: BTreeMap<String, u64> = BTreeMap::new();
    let mut approximations: BTreeMap<String, u64> = BTreeMap::new();
    // The corners first: the costliest run among them, times the points, is what the whole
    // domain may take; past most of the budget the symbolic search gets it instead (with
    // what the corners found).
    let points = domain.points();
    let mut costliest = 0u64;
    let (corners, witnesses) = domain.witnesses();
    for (i, w) in witnesses.enumerate() {
        if i == corners {
            let projected = u128::from(costliest + RUN_OVERHEAD).saturating_mul(points);
            if projected > u128::from(left) / 10 * 8 {
                return Enumeration::GaveUp(runs);
            }
        }
        if timeout.is_some_and(|t| start.elapsed() >= t) {
            return Enumeration::GaveUp(runs);
        }
        let Ok(r) = concrete_run(prog, &w, opts.max_iterations, entry, left) else {
            return Enumeration::GaveUp(runs);
        };
        runs += 1;
        instructions += r.instructions;
        costliest = costliest.max(r.instructions);
        left = left.saturating_sub(r.instructions + RUN_OVERHEAD);
        // A run that read inputs the box does not span (inside a loop; even if an
        // assumption then failed, other values of those inputs might pass it), or one out
        // of budget: the domain is not what the probe saw.
        if r.witness.inputs.len() > w.inputs.len() {
            return Enumeration::GaveUp(runs);
        }
        if r.assumption_failed {
            outside += 1;
            continue;
        }
        if r.failure.is_some() || left == 0 {
            return Enumeration::GaveUp(runs);
        }
        if let Some(why) = &r.undefined {
            *undefined
                .entry(format!("path(s) end in {why}"))
                .or_default() += 1;
        }
        for a in &r.approximations {
            *approximations.entry(a.clone()).or_default() += 1;
        }
        fold_run(r, best, capped);
    }
    let mut incomplete: Vec<String> = undefined
        .into_iter()
        .map(|(why, n)| format!("{n} {why}"))
        .collect();
    incomplete.extend(
        approximations
            .into_iter()
            .map(|(why, n)| format!("approximation on {n} path(s): {why}")),
    );
    Enumeration::Done(Box::new(Exploration {
        summary: ExploreReport {
            paths_completed: runs - outside,
            paths_infeasible: outside,
            exhausted: true,
            time_s: start.elapsed().as_secs_f64(),
            ..ExploreReport::default()
        },
        incomplete,
        solver: probe.solver,
        instructions,
        forks: probe.forks,
        merges: 0,
        enumerated: runs,
        candidates: 0,
    }))
}

/// Folds a concrete run's loop counts into the best so far, its inputs the witness of each
/// count it raised.
fn fold_run(r: ConcreteRun, best: &mut HashMap<LoopKey, Best>, capped: &mut HashSet<LoopKey>) {
    if let Some(k) = r.capped {
        capped.insert(k);
    }
    for (k, c) in r.counts {
        if best.get(&k).is_none_or(|b| c > b.count) {
            best.insert(
                k,
                Best {
                    count: c,
                    witness: r.witness.clone(),
                },
            );
        }
    }
}

/// Forks after which the first stage (reuse without merging) gives way to the second.
const FIRST_STAGE_FORKS: u64 = 4096;

/// Queries sent to Z3 after which the first stage gives way to the second: where they are
/// costly, merging's fewer states pay most.
const FIRST_STAGE_Z3_CALLS: u64 = 256;

/// The first stage's share of the exploration's budget (one part in this many).
const FIRST_STAGE_SHARE: u32 = 8;

/// Explores every path, folding each path's loop counts into `best`.
///
/// With reuse and merging both on, in two stages. Merging holds each state at a loop's back
/// edge until no other state waits, so that the states of one iteration go on as one; reuse
/// needs a subtree finished before a state like its start arrives. Together, every path
/// before a loop runs up to its first back edge before any subtree is finished, and reuse
/// has nothing to offer there. So the first stage runs reuse alone, within
/// [`FIRST_STAGE_FORKS`] forks, [`FIRST_STAGE_Z3_CALLS`] Z3 queries (counts, so that the same
/// program takes the same stages on any machine) and a share of the budget: a program whose
/// early decisions touch only state the loops ignore is done in it. Otherwise the second stage explores again with both (reuse
/// still finds subtrees below the loops), folding into the same bounds: what the first
/// stage found are paths that exist, with their witnesses.
fn explore(
    prog: &Program<'_>,
    opts: &LoopboundOptions,
    entry: Option<&EntryFunction>,
    timeout: Option<Duration>,
    best: &mut HashMap<LoopKey, Best>,
    capped: &mut HashSet<LoopKey>,
) -> Result<Exploration, RunError> {
    if !(opts.reuse && opts.merge) {
        return explore_stage(prog, opts, entry, timeout, opts.merge, None, best, capped);
    }
    let start = budget::Instant::now();
    let first_budget = timeout.map(|t| t / FIRST_STAGE_SHARE);
    let first = explore_stage(
        prog,
        opts,
        entry,
        first_budget,
        false,
        Some((FIRST_STAGE_FORKS, FIRST_STAGE_Z3_CALLS)),
        best,
        capped,
    )?;
    if first.summary.exhausted {
        return Ok(first);
    }
    let left = timeout.map(|t| {
        t.saturating_sub(start.elapsed())
            .max(Duration::from_millis(100))
    });
    let mut second = explore_stage(prog, opts, entry, left, true, None, best, capped)?;
    // The work of both; the paths are the second's, which covered the first's again.
    second.forks += first.forks;
    second.instructions += first.instructions;
    second.candidates += first.candidates;
    for (k, n) in &first.summary.counters {
        *second.summary.counters.entry(k).or_default() += n;
    }
    second.solver += &first.solver;
    Ok(second)
}

/// One exploration: merging at loop headers when `merge`, stopped (incomplete) past
/// `max_work`'s forks or Z3 queries when given.
#[allow(clippy::too_many_arguments)]
fn explore_stage(
    prog: &Program<'_>,
    opts: &LoopboundOptions,
    entry: Option<&EntryFunction>,
    timeout: Option<Duration>,
    merge: bool,
    max_work: Option<(u64, u64)>,
    best: &mut HashMap<LoopKey, Best>,
    capped: &mut HashSet<LoopKey>,
) -> Result<Exploration, RunError> {
    let mut explorer = crate::session::explorer(
        prog,
        &crate::session::ExploreSetup {
            timeout,
            search: opts.search,
            loop_bound: Some(opts.max_iterations),
            max_states: opts.max_states,
            solver_timeout_ms: opts.solver_timeout_ms,
            entry,
            count_loops: true,
            merge_loops: merge,
            reuse: opts.reuse,
            max_forks: max_work.map(|w| w.0),
            max_z3_calls: max_work.map(|w| w.1),
            // A loop bound is about whole runs: only the time budget limits a path.
            max_path_steps: Some(u64::MAX),
            max_memory_mb: opts.max_memory_mb,
            seed: opts.seed,
            shard: opts.shard,
            ..Default::default()
        },
    )?;
    explorer
        .ex
        .add_strategy(Box::<crate::objective::CountObjective>::default());
    let cap_reason = symex::Abandon::LoopBound(opts.max_iterations);
    let mut witness_failures = 0u64;
    let mut undefined: BTreeMap<String, u64> = BTreeMap::new();
    let m = prog.module;
    let summary = explorer.explore(|ex, st, term| {
        if let Term::Error { kind, loc, .. } = term {
            if !crate::session::ends_cleanly(*kind) {
                // Natively the run goes on in some undefined way, maybe iterating more.
                let why = format!("path(s) end in {}", undefined_at(m, *kind, *loc));
                *undefined.entry(why).or_default() += 1;
            }
        }
        let body_running = match term {
            Term::Infeasible => return symex::PathEnd::Continue,
            Term::Abandoned(why) => {
                if *why == cap_reason {
                    if let Some((key, _)) = st.loops.counter.current() {
                        capped.insert(key);
                    }
                }
                false
            }
            Term::Exit(_) | Term::Error { .. } => true,
        };
        record(ex, st, body_running, best, &mut witness_failures);
        symex::PathEnd::Continue
    });
    // Paths cut short by the budget still reached their counts so far, and paths merged
    // into others reached theirs under their own conditions.
    let pending: Vec<symex::State> = explorer.searcher.states().cloned().collect();
    let merged = explorer
        .ex
        .strategy_mut::<techniques::merge::Merge>()
        .map(|m| std::mem::take(&mut m.merged_away))
        .unwrap_or_default();
    for st in pending.iter().chain(&merged) {
        record(&mut explorer.ex, st, false, best, &mut witness_failures);
    }
    // Subtrees not explored again reached their stored paths' counts from where they were.
    let reused = explorer
        .ex
        .strategy_mut::<techniques::reuse::Reuse>()
        .map(|r| std::mem::take(&mut r.counted))
        .unwrap_or_default();
    for r in &reused {
        let counts: HashMap<LoopKey, u32> = r.counts.iter().copied().collect();
        record_counts(
            &mut explorer.ex,
            &r.state,
            counts,
            best,
            &mut witness_failures,
        );
    }
    let candidates = explorer
        .ex
        .strategy_mut::<crate::objective::CountObjective>()
        .map(|o| std::mem::take(&mut o.candidates))
        .unwrap_or_default();
    for w in &candidates {
        let Ok(r) = concrete_run(prog, w, opts.max_iterations, entry, REPLAY_INSTRUCTIONS) else {
            continue;
        };
        // A failed assumption is a failure too: the candidate is outside the domain.
        if r.failure.is_some() {
            continue;
        }
        fold_run(r, best, capped);
    }
    let mut incomplete = crate::session::incomplete_reasons(&summary);
    for (why, n) in &undefined {
        incomplete.push(format!("{n} {why}"));
    }
    if witness_failures > 0 {
        incomplete.push(format!(
            "{witness_failures} path(s) without a model for a witness"
        ));
    }
    let merges = summary.counter("merges");
    Ok(Exploration {
        summary,
        incomplete,
        solver: explorer.ex.solver.stats().clone(),
        instructions: explorer.ex.instructions,
        forks: explorer.ex.forks,
        merges,
        enumerated: 0,
        candidates: candidates.len() as u32,
    })
}

/// "undefined behaviour (KIND at FILE:LINE)".
fn undefined_at(m: &ir::Module, kind: semantics::ErrorKind, loc: LocId) -> String {
    let l = m.loc(loc);
    let file = m.file_of(l).map_or("?".into(), |f| {
        std::path::Path::new(f)
            .file_name()
            .map_or(f.to_string(), |n| n.to_string_lossy().into_owned())
    });
    format!("undefined behaviour ({} at {file}:{})", kind.name(), l.line)
}

/// Folds a path's loop counts into the best so far; an improvement takes a model of the
/// path's condition as its witness.
fn record(
    ex: &mut symex::Executor<'_, '_>,
    st: &symex::State,
    body_running: bool,
    best: &mut HashMap<LoopKey, Best>,
    witness_failures: &mut u64,
) {
    record_counts(
        ex,
        st,
        st.loops.counts(body_running),
        best,
        witness_failures,
    );
}

/// Folds `counts`, reached by `st`'s path, into the best so far.
fn record_counts(
    ex: &mut symex::Executor<'_, '_>,
    st: &symex::State,
    counts: HashMap<LoopKey, u32>,
    best: &mut HashMap<LoopKey, Best>,
    witness_failures: &mut u64,
) {
    let better: Vec<(LoopKey, u32)> = counts
        .into_iter()
        .filter(|(k, c)| best.get(k).is_none_or(|b| *c > b.count))
        .collect();
    if better.is_empty() {
        return;
    }
    let Ok(w) = ex.witness(st) else {
        *witness_failures += 1;
        return;
    };
    for (k, c) in better {
        best.insert(
            k,
            Best {
                count: c,
                witness: w.clone(),
            },
        );
    }
}

/// Replays each distinct witness once, counting loop iterations: per loop, the largest count
/// of one entry its witness reaches, or why the replay failed.
fn confirm(
    prog: &Program<'_>,
    entry: Option<&EntryFunction>,
    best: &HashMap<LoopKey, Best>,
    cap: u32,
    known: Option<(&Witness, &HashMap<LoopKey, u32>)>,
) -> (HashMap<LoopKey, Result<u32, String>>, u32) {
    let mut out = HashMap::default();
    let mut by_witness: BTreeMap<String, Vec<LoopKey>> = BTreeMap::new();
    for (k, b) in best {
        let text = serde_json::to_string(&b.witness).unwrap_or_default();
        by_witness.entry(text).or_default().push(*k);
    }
    let mut replays = 0;
    for keys in by_witness.values() {
        let w = &best[&keys[0]].witness;
        let result = match known {
            // The run that made this witness was concrete already.
            Some((kw, counts)) if kw == w => Ok(counts.clone()),
            _ => {
                replays += 1;
                concrete_run(prog, w, cap, entry, REPLAY_INSTRUCTIONS).and_then(|r| {
                    match r.failure {
                        Some(f) => Err(f),
                        None => Ok(r.counts),
                    }
                })
            }
        };
        for k in keys {
            out.insert(
                *k,
                result
                    .as_ref()
                    .map(|max| max.get(k).copied().unwrap_or(0))
                    .map_err(Clone::clone),
            );
        }
    }
    (out, replays)
}

/// What one concrete run showed.
pub struct ConcreteRun {
    /// Per loop, the most iterations of one entry.
    pub counts: HashMap<LoopKey, u32>,
    /// The inputs it read (a witness that replays it).
    pub witness: Witness,
    /// It ended by itself (an exit, or an error after which the native run ends too), with
    /// nothing approximated: it is exactly what the native program does on these inputs.
    pub clean: bool,
    /// A loop entry reached the iteration cap.
    pub capped: Option<LoopKey>,
    /// Why it is not usable as a witness run, if it is not.
    pub failure: Option<String>,
    /// An assumption failed: the inputs are outside the program's domain.
    pub assumption_failed: bool,
    /// It stopped at an error after which the native run is undefined ("undefined
    /// behaviour (KIND at FILE:LINE)").
    pub undefined: Option<String>,
    /// What the interpreter approximated.
    pub approximations: Vec<String>,
    /// Instructions it executed.
    pub instructions: u64,
}

/// Runs the program (or the entry function) concretely on `w`, counting every loop entry's
/// iterations, up to `cap` iterations of one entry (the run stops there, as the symbolic
/// search does) and `max_instructions`.
pub fn concrete_run(
    prog: &Program<'_>,
    w: &Witness,
    cap: u32,
    entry: Option<&EntryFunction>,
    max_instructions: u64,
) -> Result<ConcreteRun, String> {
    let mut m =
        crate::session::witness_machine(prog, w, max_instructions).map_err(|e| e.message)?;
    m.loop_stats = Some(Box::new(LoopStats::with_cap(Some(cap))));
    let outcome = match entry {
        Some(e) => m.run_entry(&e.name, &e.params),
        None => m.run_main(),
    };
    let stats: LoopStats = *m.loop_stats.take().unwrap_or_default();
    let failure = match &outcome {
        Outcome::AssumptionFailed(_) => Some("an assumption fails on it".to_string()),
        Outcome::Error(e)
            if e.kind == semantics::ErrorKind::InstructionLimit && stats.capped.is_none() =>
        {
            Some(e.message.clone())
        }
        _ => None,
    };
    let ended_by_itself = match &outcome {
        Outcome::Exit(_) => true,
        Outcome::Error(e) => crate::session::ends_cleanly(e.kind),
        Outcome::AssumptionFailed(_) => false,
    };
    let undefined = match &outcome {
        Outcome::Error(e) if !crate::session::ends_cleanly(e.kind) => {
            Some(undefined_at(prog.module, e.kind, e.loc))
        }
        _ => None,
    };
    Ok(ConcreteRun {
        clean: ended_by_itself && m.approximations.is_empty() && stats.capped.is_none(),
        assumption_failed: matches!(outcome, Outcome::AssumptionFailed(_)),
        undefined,
        approximations: m.approximations.clone(),
        counts: stats.max.into_iter().collect(),
        witness: Witness {
            inputs: m.inputs.log.clone(),
            ..Default::default()
        },
        capped: stats.capped,
        failure,
        instructions: m.instructions,
    })
}

/// Instructions a witness replay may run.
const REPLAY_INSTRUCTIONS: u64 = 20_000_000_000;

/// Instructions per second of budget the first concrete run may use (the interpreter runs
/// a few tens of millions per second).
const FIRST_RUN_RATE: f64 = 30_000_000.0;

/// The first reasons, short enough for a table cell.
fn short(reasons: &[String]) -> String {
    let mut s = reasons.first().cloned().unwrap_or_default();
    if reasons.len() > 1 {
        s.push_str(&format!(" (+{} more)", reasons.len() - 1));
    }
    s
}
