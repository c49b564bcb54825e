//! `pathsift verify`: a verdict for an SV-COMP property. FALSE only with a witness that the
//! concrete interpreter replays to the same violation; TRUE only when every path was explored
//! to its end with nothing approximated; UNKNOWN otherwise, with the reason.

use std::collections::BTreeMap;
use std::time::Duration;

use budget::Instant;

use semantics::{ErrorKind, Program, RunError};
use symex::{EntryFunction, ExploreReport, PathEnd, SearchKind, Term};
use techniques::induction::invariant::InvariantBook;
use techniques::induction::{Induction, InductionRole};

use crate::property::Property;
use crate::session::error_at;
use crate::verdict::replays;
pub use crate::verdict::{require_defined, StageFlags, Verdict, VerifyResult, Violation};

/// Options of one verification run.
#[derive(Clone, Debug)]
pub struct VerifyOptions {
    /// The property.
    pub property: Property,
    /// Wall-clock budget.
    pub timeout: Option<Duration>,
    /// Exploration strategy.
    pub search: SearchKind,
    /// Per-loop unrolling bound (hitting it makes the verdict UNKNOWN).
    pub loop_bound: Option<u32>,
    /// Most states alive at once.
    pub max_states: usize,
    /// Per-query solver timeout in milliseconds.
    pub solver_timeout_ms: u32,
    /// Branch decisions one path may take (hitting it makes the verdict UNKNOWN).
    pub max_depth: Option<u32>,
    /// Resident memory in MiB above which exploration stops (UNKNOWN).
    pub max_memory_mb: Option<u64>,
    /// Merge the paths that reach a loop's header in the same iteration.
    pub merge: bool,
    /// Merge the paths that meet at any join point too (bounded model checking sets it).
    pub merge_joins: bool,
    /// Every allocation may fail (`--malloc-can-fail`).
    pub malloc_can_fail: bool,
    /// With `--entry`: the function verified alone, its parameters (and input heap) inputs.
    pub entry: Option<EntryFunction>,
    /// Abstract subsumption at loop headers (`--no-subsumption` turns it off).
    pub subsume: bool,
    /// Interpolation and reuse at join points (`--no-reuse` turns it off).
    pub reuse: bool,
    /// k-induction's steps assume candidate invariants (`--no-invariants` turns it off).
    pub invariants: bool,
    /// Which engines decide.
    pub engines: Engines,
    /// The portfolio starts with concrete runs, zero and random inputs (`--no-concrete-runs`
    /// turns them off).
    pub concrete_runs: bool,
    /// Varies every random choice (`--seed`; 0 is the default sequence).
    pub seed: u64,
    /// Explore only this part of the execution tree (`--shard`, `--jobs`).
    pub shard: Option<symex::Shard>,
}

/// The engines `verify` runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engines {
    /// k-induction for a share of the time (when a loop lends itself to it), then bounded
    /// model checking for another (when `bmc`, with a deadline, for unreach-call and
    /// no-overflow), then paths.
    Portfolio {
        /// Include bounded model checking.
        bmc: bool,
    },
    /// Path exploration alone.
    Paths,
    /// k-induction alone (k = 1, 2, ... until a verdict or the timeout).
    KInduction,
    /// Bounded model checking: paths merged at every join point, each loop unrolled at
    /// most `unwind` times (without it: 1, 2, 4, ... until a verdict or the timeout), and a
    /// loop that would run once more is a failed unwinding assertion. With `induction`, an
    /// unwinding that does not suffice goes on to k-induction's step with that k.
    Bmc {
        /// The unwinding, fixed.
        unwind: Option<u32>,
        /// Try k-induction's step when an unwinding does not suffice.
        induction: bool,
    },
}

/// The share of the budget the portfolio gives k-induction before path exploration.
const INDUCTION_SHARE: f64 = 0.3;

/// The share of the budget the portfolio gives bounded model checking after k-induction.
const BMC_SHARE: f64 = 0.2;

/// The share of the budget the portfolio gives concrete runs before the symbolic engines.
const CONCRETE_SHARE: f64 = 0.1;

/// The largest k tried.
const MAX_K: u32 = 8;

impl Default for VerifyOptions {
    fn default() -> Self {
        VerifyOptions {
            seed: 0,
            shard: None,
            property: Property::UnreachCall,
            timeout: None,
            search: SearchKind::Interleaved,
            loop_bound: None,
            max_states: 100_000,
            solver_timeout_ms: 10_000,
            max_depth: None,
            max_memory_mb: None,
            merge: false,
            merge_joins: false,
            malloc_can_fail: false,
            entry: None,
            subsume: true,
            reuse: true,
            invariants: true,
            engines: Engines::Portfolio { bmc: true },
            concrete_runs: true,
        }
    }
}

/// One engine of the portfolio that runs before path exploration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Concrete runs on zero and random inputs ([`crate::probe`]): they end verification
    /// only with a violation.
    ConcreteRuns,
    /// k-induction, k = 1, 2, ...
    KInduction,
    /// Bounded model checking with growing unwindings.
    Bmc,
}

impl Stage {
    /// How a reason of this stage is introduced in the final one.
    fn label(self) -> &'static str {
        match self {
            Stage::ConcreteRuns => "concrete runs",
            Stage::KInduction => "k-induction",
            Stage::Bmc => "bmc",
        }
    }
}

/// The portfolio, in order: each stage with its share of the budget. Path exploration then
/// takes what is left. A stage runs only where it applies ([`applies`]); a stage that ends
/// unknown adds its reason to the final one's.
const PORTFOLIO: [(Stage, f64); 3] = [
    (Stage::ConcreteRuns, CONCRETE_SHARE),
    (Stage::KInduction, INDUCTION_SHARE),
    (Stage::Bmc, BMC_SHARE),
];

/// Whether `stage` applies to `opts` on `prog` (`with_bmc`: the portfolio includes it).
fn applies(stage: Stage, prog: &Program<'_>, opts: &VerifyOptions, with_bmc: bool) -> bool {
    // What concrete runs and k-induction both take on: the program from `main`, and every
    // property but valid-memcleanup.
    let main_errors = opts.entry.is_none()
        && matches!(
            opts.property,
            Property::Assertions
                | Property::UnreachCall
                | Property::NoOverflow
                | Property::ValidMemsafety
        );
    match stage {
        Stage::ConcreteRuns => opts.concrete_runs && main_errors,
        // An eligible loop allocates nothing and writes no pointer (`induction::plan`), so
        // the step's heap has the blocks and links of every real one: memory-safety errors
        // in it are refutations like any other, and a leak it shows must replay.
        Stage::KInduction => main_errors && techniques::induction::has_inductive_loop(prog.module),
        // Without a deadline, unwinding would go on doubling for ever on an unbounded loop.
        Stage::Bmc => {
            with_bmc
                && opts.timeout.is_some()
                && (opts.property.is_reachability() || opts.property == Property::NoOverflow)
                && opts.entry.is_none()
        }
    }
}

/// Verifies `opts.property` on `prog` with the engines `opts.engines` names; the portfolio
/// runs its stages ([`PORTFOLIO`]), each for a share of the budget, then path exploration
/// with the rest.
pub fn verify(prog: &Program<'_>, opts: &VerifyOptions) -> Result<VerifyResult, RunError> {
    verify_tried(prog, opts).map(|(r, _)| r)
}

/// [`verify`], and why each stage before path exploration did not decide (none when one
/// did): for a caller that completes the paths' result with that of others.
pub fn verify_tried(
    prog: &Program<'_>,
    opts: &VerifyOptions,
) -> Result<(VerifyResult, Vec<String>), RunError> {
    let (tried, spent) = match verify_stages(prog, opts)? {
        Staged::Decided(r) => return Ok((*r, Vec::new())),
        Staged::Open { tried, spent } => (tried, spent),
    };
    let rest = opts.timeout.map(|t| t.saturating_sub(spent));
    let mut paths = verify_paths(
        prog,
        &VerifyOptions {
            timeout: rest,
            ..opts.clone()
        },
    )?;
    if paths.verdict == Verdict::Unknown {
        paths.reason = with_tried(&paths.reason, &tried);
    }
    Ok((paths, tried))
}

/// What `verify` concluded before path exploration.
enum Staged {
    /// A stage (or an engine that is not the portfolio) decided; nothing is left to explore.
    Decided(Box<VerifyResult>),
    /// Path exploration is next, for the budget less `spent`; `tried` says why each stage
    /// did not decide.
    Open {
        /// Each stage tried, with why it did not decide.
        tried: Vec<String>,
        /// The work the stages took.
        spent: Duration,
    },
}

/// The reason of an undecided path exploration, with why the stages before it did not
/// decide either.
pub fn with_tried(reason: &str, tried: &[String]) -> String {
    let mut out = reason.to_string();
    for t in tried {
        out = format!("{out}; {t}");
    }
    out
}

/// The portfolio's stages before path exploration ([`PORTFOLIO`]), each for its share of
/// the budget; an engine other than the portfolio runs whole.
fn verify_stages(prog: &Program<'_>, opts: &VerifyOptions) -> Result<Staged, RunError> {
    let start = Instant::now();
    let with_bmc = match opts.engines {
        Engines::Paths => {
            return Ok(Staged::Open {
                tried: Vec::new(),
                spent: Duration::ZERO,
            })
        }
        Engines::Bmc { unwind, induction } => {
            return verify_bmc(prog, opts, unwind, induction).map(|r| Staged::Decided(Box::new(r)))
        }
        Engines::KInduction => {
            return verify_induction(prog, opts, opts.timeout).map(|r| Staged::Decided(Box::new(r)))
        }
        Engines::Portfolio { bmc } => bmc,
    };
    let mut tried = Vec::new();
    // The stages decide for the whole program: every shard of a split tree runs them (each
    // gets the same answer), so that none explores its paths for the whole budget when a
    // stage already decided. The parent of `--jobs` workers runs them once for all.
    for (stage, share) in PORTFOLIO {
        if !applies(stage, prog, opts, with_bmc) {
            continue;
        }
        let budget = opts.timeout.map(|t| t.mul_f64(share));
        let r = match stage {
            Stage::ConcreteRuns => {
                match crate::probe::probe(prog, opts.property, budget, opts.seed) {
                    Some(r) => r,
                    None => continue,
                }
            }
            Stage::KInduction => verify_induction(prog, opts, budget)?,
            Stage::Bmc => {
                let run = VerifyOptions {
                    timeout: budget,
                    ..opts.clone()
                };
                verify_bmc(prog, &run, None, false)?
            }
        };
        if r.verdict != Verdict::Unknown {
            return Ok(Staged::Decided(Box::new(r)));
        }
        tried.push(format!("{}: {}", stage.label(), r.reason));
    }
    Ok(Staged::Open {
        tried,
        spent: start.elapsed(),
    })
}

/// k-induction with k = 1, 2, ... until a verdict, a reason other than a refuted step, or
/// the end of `budget`.
fn verify_induction(
    prog: &Program<'_>,
    opts: &VerifyOptions,
    budget: Option<Duration>,
) -> Result<VerifyResult, RunError> {
    let deadline = budget.map(|b| Instant::now() + b);
    let mut book = InvariantBook::default();
    let mut k = 1;
    loop {
        let r = induction_with(prog, opts, k, deadline, &mut book)?;
        let out_of_time = deadline.is_some_and(|d| Instant::now() >= d);
        if r.verdict != Verdict::Unknown || !r.flags.step_refuted || k >= MAX_K || out_of_time {
            return Ok(r);
        }
        k += 1;
    }
}

/// k-induction with one `k`, run again without the candidate invariants a run refuted (a
/// run that refuted one proves nothing) until none is refuted or `deadline` passes.
fn induction_with(
    prog: &Program<'_>,
    opts: &VerifyOptions,
    k: u32,
    deadline: Option<Instant>,
    book: &mut InvariantBook,
) -> Result<VerifyResult, RunError> {
    loop {
        let run = VerifyOptions {
            // A proof for the whole program: never of one shard's part of the tree.
            shard: None,
            timeout: deadline.map(|d| d.saturating_duration_since(Instant::now())),
            // Both would let a subtree explored under the hypothesis stand for a real one.
            reuse: false,
            subsume: false,
            merge: false,
            merge_joins: false,
            ..opts.clone()
        };
        let (mut r, _) = verify_once(prog, &run, Some(k), book)?;
        r.engine = "kinduction";
        r.unwind = Some(k);
        if book.refutations == 0 || r.verdict == Verdict::False {
            if r.verdict == Verdict::True {
                r.reason = format!("k-induction with k = {k}: {}", r.reason);
            }
            return Ok(r);
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            r.verdict = Verdict::Unknown;
            r.reason = "k-induction: candidate invariants were refuted when time ran out".into();
            return Ok(r);
        }
        book.refutations = 0;
    }
}

/// Bounded model checking ([`Engines::Bmc`]): one exploration per unwinding `k` with the
/// paths merged at every join point, so that what is explored is one formula per program
/// point rather than one path per branch combination. A loop about to run its `k + 1`-th
/// iteration on a feasible path is a failed unwinding assertion: that run proves nothing
/// and `k` doubles (unless fixed). An error is reported only with a witness that replays.
fn verify_bmc(
    prog: &Program<'_>,
    opts: &VerifyOptions,
    unwind: Option<u32>,
    induction: bool,
) -> Result<VerifyResult, RunError> {
    let deadline = opts.timeout.map(|t| Instant::now() + t);
    let left = || deadline.map(|d| d.saturating_duration_since(Instant::now()));
    let mut book = InvariantBook::default();
    let mut k = unwind.unwrap_or(1).max(1);
    loop {
        let run = VerifyOptions {
            // A proof for the whole program: never of one shard's part of the tree.
            shard: None,
            timeout: left(),
            loop_bound: Some(k),
            merge: true,
            merge_joins: true,
            // A merged state stands for paths of several subtrees.
            reuse: false,
            subsume: false,
            ..opts.clone()
        };
        let (mut r, _) = verify_once(prog, &run, None, &mut InvariantBook::default())?;
        r.engine = "bmc";
        r.unwind = Some(k);
        let unwinding_fails = r.verdict == Verdict::Unknown && r.flags.unwinding_failed;
        if r.verdict == Verdict::True {
            r.reason = format!("bounded model checking with {k} unrollings: {}", r.reason);
        }
        if !unwinding_fails {
            return Ok(r);
        }
        r.reason = format!(
            "unwinding assertion: some loop runs more than {k} iterations; {}",
            r.reason
        );
        if unwind.is_some() || r.summary.timed_out || left().is_some_and(|t| t.is_zero()) {
            return Ok(r);
        }
        if induction {
            let step = induction_with(prog, opts, k, deadline, &mut book)?;
            if step.verdict != Verdict::Unknown {
                return Ok(step);
            }
            if left().is_some_and(|t| t.is_zero()) {
                r.reason = format!("{}; k-induction: {}", r.reason, step.reason);
                return Ok(r);
            }
        }
        k = k.saturating_mul(2);
    }
}

/// What a blocker says when an error refutes the induction step.
const STEP_REFUTED: &str = "the induction step fails";

/// Path exploration. With subsumption, an error on a path that abstraction generalised may
/// not be real: the rest of the budget then goes to exploring without it, which reports only
/// errors whose witness replays.
fn verify_paths(prog: &Program<'_>, opts: &VerifyOptions) -> Result<VerifyResult, RunError> {
    let start = Instant::now();
    let (first, abstract_error) = verify_once(prog, opts, None, &mut InvariantBook::default())?;
    let Some(what) = abstract_error else {
        return Ok(first);
    };
    let rest = opts.timeout.map(|t| t.saturating_sub(start.elapsed()));
    if rest.is_some_and(|t| t.is_zero()) {
        return Ok(first);
    }
    let plain = VerifyOptions {
        subsume: false,
        timeout: rest,
        ..opts.clone()
    };
    let (mut second, _) = verify_once(prog, &plain, None, &mut InvariantBook::default())?;
    if second.verdict == Verdict::Unknown {
        second.reason = format!(
            "{}; with abstraction: {what}, which is not confirmed",
            second.reason
        );
    }
    // What the abstraction did counts, not the merges or steps of the second run.
    for name in ["subsumed", "abstractions", "reuses"] {
        *second.summary.counters.entry(name).or_default() += first.summary.counter(name);
    }
    Ok(second)
}

/// One exploration; also says what error an abstracted path reached, if one did (that
/// exploration stops there).
fn verify_once(
    prog: &Program<'_>,
    opts: &VerifyOptions,
    induction: Option<u32>,
    book: &mut InvariantBook,
) -> Result<(VerifyResult, Option<String>), RunError> {
    let mut abstract_error: Option<String> = None;
    let mut explorer = crate::session::explorer(
        prog,
        &crate::session::ExploreSetup {
            timeout: opts.timeout,
            search: opts.search,
            loop_bound: opts.loop_bound,
            max_states: opts.max_states,
            solver_timeout_ms: opts.solver_timeout_ms,
            merge_loops: opts.merge,
            merge_joins: opts.merge_joins,
            max_depth: opts.max_depth,
            max_memory_mb: opts.max_memory_mb,
            seed: opts.seed,
            shard: opts.shard,
            malloc_can_fail: opts.malloc_can_fail,
            entry: opts.entry.as_ref(),
            subsume: opts.subsume,
            // Subsumption ignores blocks nothing reaches any more: they must not be lost
            // memory.
            lost_memory_matters: matches!(
                opts.property,
                Property::ValidMemsafety | Property::ValidMemcleanup
            ),
            reuse: opts.reuse,
            ..Default::default()
        },
    )?;
    let property = opts.property;
    let mut violation: Option<Violation> = None;
    let mut blockers: BTreeMap<String, u64> = BTreeMap::new();
    if let Some(k) = induction {
        let ind = Induction::new(k, opts.invariants, std::mem::take(book));
        explorer.ex.add_strategy(Box::new(ind));
    }
    let mut flags = StageFlags::default();
    let summary = explorer.explore(|ex, st, term| {
        match techniques::induction::role(st) {
            // The induction hypothesis says this path does not fail.
            InductionRole::Hypothesis => return PathEnd::Continue,
            InductionRole::Step => {
                if let Term::Error { kind, loc, .. } = term {
                    if property.violated_by(*kind).is_none() && property.ends_path_normally(*kind)
                    {
                        return PathEnd::Continue;
                    }
                    // Not a real error: the state it comes from may be unreachable.
                    let why = format!(
                        "{STEP_REFUTED} for k = {}: {} at line {}",
                        induction.unwrap_or(0),
                        kind.name(),
                        prog.module.loc(*loc).line
                    );
                    *blockers.entry(why).or_default() += 1;
                    flags.step_refuted = true;
                    return PathEnd::Stop;
                }
            }
            InductionRole::Real => {}
        }
        if let (true, Term::Error { kind, loc, .. }) = (st.abstracted, term) {
            abstract_error = Some(error_at(prog.module, *kind, *loc));
            return PathEnd::Stop;
        }
        let leak;
        let memory_property = matches!(
            property,
            Property::ValidMemsafety | Property::ValidMemcleanup
        );
        let (kind, message, loc, function) = match term {
            Term::Error { kind, .. }
                if memory_property
                    && property.ends_path_normally(*kind)
                    && st.mem.live_heap().next().is_some() =>
            {
                // Whether memory left at abort() counts as lost is not decided: no TRUE.
                *blockers
                    .entry(format!("heap memory allocated at {}", kind.name()))
                    .or_default() += 1;
                return PathEnd::Continue;
            }
            Term::Error {
                kind,
                message,
                loc,
                function,
            } => (kind, message, loc, function),
            Term::Exit(_) if opts.entry.is_some() && memory_property => {
                // The caller holds the input heap and whatever it reaches; a block beyond
                // them may still be the function's result, which is not tracked here.
                let pb = prog.module.model().pointer_bytes() as usize;
                let held = ex.entry_held(st);
                let lost = memory::lost_heap_from(&st.mem, pb, held.iter().copied());
                // Symbolic words only matter when the function allocated a block they may
                // point to: the input blocks themselves are the caller's.
                let own = || {
                    let held: Vec<_> = held.iter().filter_map(|&a| st.mem.region_at(a)).collect();
                    st.mem.live_heap().any(|(r, _)| !held.contains(&r))
                };
                if !lost.unreachable.is_empty() || (lost.uncertain && own()) {
                    let why = "heap memory the entry function allocated may be its result";
                    *blockers.entry(why.into()).or_default() += 1;
                }
                return PathEnd::Continue;
            }
            Term::Exit(_) if st.mem.live_heap().next().is_some() => match property {
                Property::ValidMemcleanup => {
                    leak = (
                        ErrorKind::MemoryLeak,
                        "heap memory is still allocated at exit".to_string(),
                        st.loc(prog.module),
                        String::new(),
                    );
                    (&leak.0, &leak.1, &leak.2, &leak.3)
                }
                Property::ValidMemsafety => {
                    let pb = prog.module.model().pointer_bytes() as usize;
                    let lost = memory::lost_heap(&st.mem, pb);
                    if lost.unreachable.is_empty() {
                        if lost.uncertain {
                            let why = "heap memory at exit may be unreachable (symbolic pointers in memory)";
                            *blockers.entry(why.into()).or_default() += 1;
                        }
                        return PathEnd::Continue;
                    }
                    leak = (
                        ErrorKind::MemoryLeak,
                        format!("{} heap block(s) unreachable at exit", lost.unreachable.len()),
                        st.loc(prog.module),
                        String::new(),
                    );
                    (&leak.0, &leak.1, &leak.2, &leak.3)
                }
                _ => return PathEnd::Continue,
            },
            _ => return PathEnd::Continue,
        };
        if let Some(sub) = property.violated_by(*kind) {
            if st.abstracted {
                // Memory lost at exit on an abstracted path: as any error there, unconfirmed.
                abstract_error = Some(error_at(prog.module, *kind, *loc));
                return PathEnd::Stop;
            }
            match ex.witness(st) {
                Ok(w) if replays(prog, &w, *kind, property, opts.entry.as_ref(), false) => {
                    violation = Some(Violation {
                        kind: *kind,
                        subproperty: sub,
                        message: message.clone(),
                        loc: *loc,
                        function: function.clone(),
                        trace: st.decisions.iter().map(|d| d.loc).collect(),
                        decisions: st.decisions.iter().copied().collect(),
                        witness: w,
                    });
                    return PathEnd::Stop;
                }
                Ok(_) => {
                    *blockers
                        .entry(format!(
                            "a {} path whose witness does not replay",
                            kind.name()
                        ))
                        .or_default() += 1
                }
                Err(e) => {
                    *blockers
                        .entry(format!("no witness for a {} path: {e}", kind.name()))
                        .or_default() += 1
                }
            }
        } else if !property.ends_path_normally(*kind) {
            let l = prog.module.loc(*loc);
            *blockers
                .entry(format!(
                    "a path with {} (undefined behaviour) at {}:{}",
                    kind.name(),
                    prog.module.file_of(l).unwrap_or("?"),
                    l.line
                ))
                .or_default() += 1;
        }
        PathEnd::Continue
    });
    if let Some(ind) = explorer.ex.remove_strategy::<Induction>() {
        *book = ind.book;
    }
    explorer.release_in_background();
    let ex = &explorer.ex;
    flags.unwinding_failed = opts
        .loop_bound
        .is_some_and(|k| summary.abandoned.contains(&symex::Abandon::LoopBound(k)));
    let (verdict, reason) = match &violation {
        Some(v) => (
            Verdict::False,
            format!(
                "{} at the reported location; the witness replays",
                v.kind.name()
            ),
        ),
        None => decide(&summary, &blockers),
    };
    let result = VerifyResult {
        verdict,
        reason,
        violation,
        solver: ex.solver.stats().clone(),
        instructions: ex.instructions,
        forks: ex.forks,
        merges: summary.counter("merges"),
        summary,
        engine: "paths",
        unwind: None,
        flags,
    };
    Ok((result, abstract_error))
}

/// TRUE when nothing stood in the way of a complete exploration; UNKNOWN with the reasons otherwise.
fn decide(s: &ExploreReport, blockers: &BTreeMap<String, u64>) -> (Verdict, String) {
    let mut why: Vec<String> = Vec::new();
    if s.timed_out {
        why.push(format!(
            "timeout with {} states unexplored",
            s.paths_unexplored
        ));
    }
    if s.interrupted {
        why.push(format!(
            "interrupted with {} states unexplored",
            s.paths_unexplored
        ));
    }
    if s.memory_limit {
        why.push(format!(
            "memory limit reached with {} states unexplored",
            s.paths_unexplored
        ));
    }
    if s.state_limit {
        why.push(format!(
            "state limit reached with {} states unexplored",
            s.paths_unexplored
        ));
    }
    for (r, n) in &s.abandoned_reasons {
        why.push(format!("{n} path(s) abandoned: {r}"));
    }
    for (a, n) in &s.approximations {
        why.push(format!("approximation on {n} path(s): {a}"));
    }
    for (b, n) in blockers {
        why.push(format!("{n} × {b}"));
    }
    if why.is_empty() && s.exhausted {
        let n = s.paths_completed + s.paths_error + s.paths_infeasible;
        (
            Verdict::True,
            format!("all {n} paths explored; none violates the property"),
        )
    } else {
        if why.is_empty() {
            why.push("exploration did not finish".into());
        }
        (Verdict::Unknown, why.join("; "))
    }
}
