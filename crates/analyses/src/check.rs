//! `pathsift check`: bugs on feasible paths, each with the inputs and the path that lead to
//! it, found by the plug-in checkers of the `checkers` crate.

use rustc_hash::FxHashSet as HashSet;
use std::collections::BTreeMap;
use std::time::Duration;

use checkers::{CheckConfig, CheckReport, Finding, Related, SummaryInfo, TraceStep};
use formats::suite::Location;
use interp::Outcome;
use ir::{LocId, Module};
use semantics::{ErrorKind, Program, RunError};
use solver::SolverStats;
use symex::{Decision, EntryFunction, ExploreReport, PathEnd, SearchKind, Term};

use crate::session::error_at;

/// Options of a check run.
#[derive(Clone, Debug)]
pub struct CheckOptions {
    /// Which checkers run.
    pub config: CheckConfig,
    /// Wall-clock budget.
    pub timeout: Option<Duration>,
    /// Exploration strategy.
    pub search: SearchKind,
    /// Per-loop unrolling bound.
    pub loop_bound: Option<u32>,
    /// Most states alive at once.
    pub max_states: usize,
    /// Per-query solver timeout in milliseconds.
    pub solver_timeout_ms: u32,
    /// With `--entry`: the function and how its parameters are made symbolic.
    pub entry: Option<EntryFunction>,
    /// With `--entry`: summarise the callees bottom-up and apply the summaries at calls.
    pub summaries: bool,
    /// Every allocation may fail (`--malloc-can-fail`).
    pub malloc_can_fail: bool,
    /// Abstract subsumption at loop headers and recursive calls' entries (as in `verify`):
    /// exploration of list and array code can end, and a `complete` report then rests on
    /// it. Off while uninitialised reads are checked: a summarised node's bytes are values.
    pub subsume: bool,
    /// Varies every random choice (`--seed`; 0 is the default sequence).
    pub seed: u64,
    /// Explore only this part of the execution tree (`--shard`, `--jobs`).
    pub shard: Option<symex::Shard>,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            seed: 0,
            shard: None,
            config: CheckConfig::default(),
            timeout: None,
            search: SearchKind::Interleaved,
            loop_bound: None,
            max_states: 100_000,
            solver_timeout_ms: 10_000,
            entry: None,
            summaries: true,
            malloc_can_fail: false,
            subsume: true,
        }
    }
}

/// What a check run produced besides the report (for statistics).
#[derive(Clone, Debug)]
pub struct CheckRun {
    /// The findings and completeness.
    pub report: CheckReport,
    /// What exploration did.
    pub summary: ExploreReport,
    /// Solver statistics.
    pub solver: SolverStats,
    /// Instructions executed over all paths.
    pub instructions: u64,
    /// Forks.
    pub forks: u64,
}

/// `{file, line, column, function}` of an IR location.
pub fn location(m: &Module, loc: LocId, function: &str) -> Location {
    let l = m.loc(loc);
    Location {
        file: m.file_of(l).unwrap_or("").to_string(),
        line: l.line,
        column: l.col,
        function: function.to_string(),
    }
}

fn trace(m: &Module, decisions: &[Decision], end: Location) -> Vec<TraceStep> {
    let mut steps: Vec<TraceStep> = decisions
        .iter()
        .filter(|d| checkers::report::shown(m, d))
        .map(|d| TraceStep {
            location: location(m, d.loc, &m.func(d.func).name),
            via: d.via.map(|c| checkers::Call {
                location: location(m, c.loc, &m.func(c.func).name),
                callee: m.func(c.callee).name.clone(),
            }),
            note: checkers::report::branch_note(d.succ),
        })
        .collect();
    steps.push(TraceStep {
        location: end,
        note: "the error".into(),
        via: None,
    });
    steps
}

/// Whether the concrete interpreter, fed `w`, ends in an error of `kind` at `loc`.
fn replays(prog: &Program<'_>, w: &semantics::Witness, kind: ErrorKind, loc: LocId) -> bool {
    matches!(crate::session::replay_witness(prog, w, None, false),
        Some((_, Outcome::Error(e))) if e.kind.same_error(kind) && e.loc == loc)
}

/// What tells findings apart: their kind and where they are (a hook's report, such as a
/// leak: what it is about, the block's allocation site).
type Key = (String, LocId);

/// One exploration's findings, with what paths through an abstraction reached.
struct Once {
    run: CheckRun,
    /// The key of each finding of `run`, in order.
    keys: Vec<Key>,
    /// Findings on paths that abstraction generalised (no witness), described.
    abstracted: BTreeMap<Key, String>,
}

/// The most a plain exploration takes before one with subsumption.
const PLAIN_FIRST: Duration = Duration::from_secs(3);

/// Runs the checkers of `opts` on `prog`.
///
/// With subsumption, and lists or an entry function's inputs to abstract, a plain
/// exploration goes first for an eighth of the budget (3 s at most): it is complete where
/// the inputs are bounded (a buffer's capacity), while abstraction may not end on a loop
/// that keeps a sum. Otherwise an exploration with subsumption takes the rest, and its
/// findings join the first one's. A path through an abstraction stands for concrete paths,
/// so what it finds may not be real: such a finding counts only once a concrete path of
/// either exploration reached it with a witness; then the coverage of the one with
/// subsumption holds.
pub fn check(prog: &Program<'_>, opts: &CheckOptions) -> Result<CheckRun, RunError> {
    let start = budget::Instant::now();
    let abstractable = opts.entry.is_some() || prog.module.shapes.allocates_list_nodes();
    if !opts.subsume || opts.config.uninit || !abstractable {
        return Ok(check_once(prog, opts, false)?.run);
    }
    let first = CheckOptions {
        timeout: Some(
            opts.timeout
                .map_or(PLAIN_FIRST, |t| (t / 8).min(PLAIN_FIRST)),
        ),
        ..opts.clone()
    };
    let plain = check_once(prog, &first, false)?;
    if plain.run.report.complete {
        return Ok(plain.run);
    }
    let rest = opts.timeout.map(|t| t.saturating_sub(start.elapsed()));
    if rest.is_some_and(|t| t.is_zero()) {
        return Ok(plain.run);
    }
    let second = CheckOptions {
        timeout: rest,
        ..opts.clone()
    };
    let subsuming = check_once(prog, &second, true)?;
    let (mut run, mut keys) = (subsuming.run, subsuming.keys);
    for (f, k) in plain.run.report.findings.into_iter().zip(plain.keys) {
        if !keys.contains(&k) {
            keys.push(k);
            run.report.findings.push(f);
        }
    }
    let pending: Vec<&String> = subsuming
        .abstracted
        .iter()
        .filter(|(k, _)| !keys.contains(k))
        .map(|(_, what)| what)
        .collect();
    let r = &mut run.report;
    for what in &pending {
        r.incomplete
            .push(format!("with abstraction: {what}, which is not confirmed"));
    }
    if !pending.is_empty() {
        let gaps = plain.run.report.incomplete.join("; ");
        r.incomplete.push(format!("without abstraction: {gaps}"));
    }
    r.complete = run.summary.exhausted && r.incomplete.is_empty();
    run.instructions += plain.run.instructions;
    run.forks += plain.run.forks;
    Ok(run)
}

/// One exploration, with subsumption or without.
fn check_once(prog: &Program<'_>, opts: &CheckOptions, subsume: bool) -> Result<Once, RunError> {
    let m = prog.module;
    let mut explorer = crate::session::explorer(
        prog,
        &crate::session::ExploreSetup {
            timeout: opts.timeout,
            search: opts.search,
            loop_bound: opts.loop_bound,
            max_states: opts.max_states,
            solver_timeout_ms: opts.solver_timeout_ms,
            entry: opts.entry.as_ref(),
            seed: opts.seed,
            shard: opts.shard,
            malloc_can_fail: opts.malloc_can_fail,
            subsume,
            // With subsumption: a lost block is a finding, which names the block's
            // allocation site.
            lost_memory_matters: true,
            sites_matter: true,
            ..Default::default()
        },
    )?;
    let summaries = if opts.entry.is_some() && opts.summaries {
        // A quarter of the budget at most: summaries save time only if they are cheap.
        let budget = opts.timeout.map_or(Duration::from_secs(15), |t| {
            (t / 4).min(Duration::from_secs(15))
        });
        techniques::summary::summarise_callees(&mut explorer, budget)
            .into_iter()
            .map(|o| SummaryInfo {
                function: o.function,
                cases: o.result.as_ref().ok().copied(),
                inlined: o.result.err(),
            })
            .collect()
    } else {
        Vec::new()
    };
    for c in opts.config.hook_checkers(opts.entry.is_some()) {
        explorer.ex.add_strategy(c);
    }
    let error_checkers = opts.config.error_checkers();
    // With --entry every finding rests on what the parameters were taken to be.
    let assumptions: Vec<String> = opts
        .entry
        .as_ref()
        .map(|e| {
            e.params
                .iter()
                .filter_map(|p| p.assumption(&e.params))
                .collect()
        })
        .unwrap_or_default();
    let mut findings: Vec<Finding> = Vec::new();
    let mut keys: Vec<Key> = Vec::new();
    let mut seen: HashSet<Key> = HashSet::default();
    let mut unconfirmed = 0u64;
    let mut undefined: BTreeMap<String, u64> = Default::default();
    let mut abstracted: BTreeMap<Key, String> = BTreeMap::new();
    let summary = explorer.explore(|ex, st, term| {
        let Term::Error {
            kind,
            message,
            loc,
            function,
        } = term
        else {
            return PathEnd::Continue;
        };
        let claim = error_checkers
            .iter()
            .find_map(|c| c.claims(*kind, message).map(|k| (k, c.name())));
        let Some((fkind, checker)) = claim else {
            if !matches!(kind, ErrorKind::Abort) {
                *undefined.entry(kind.name().to_string()).or_default() += 1;
            }
            return PathEnd::Continue;
        };
        if st.abstracted {
            abstracted.insert((fkind.to_string(), *loc), error_at(m, *kind, *loc));
            return PathEnd::Continue;
        }
        if !seen.insert((fkind.to_string(), *loc)) {
            return PathEnd::Continue;
        }
        let w = match ex.witness(st) {
            Ok(w) => w,
            Err(_) => {
                seen.remove(&(fkind.to_string(), *loc));
                return PathEnd::Continue;
            }
        };
        // Entry functions have no concrete `main` to replay; their witnesses are checked natively.
        if opts.entry.is_none() && !replays(prog, &w, *kind, *loc) {
            unconfirmed += 1;
            seen.remove(&(fkind.to_string(), *loc));
            return PathEnd::Continue;
        }
        let at = location(m, *loc, function);
        keys.push((fkind.to_string(), *loc));
        findings.push(Finding {
            kind: fkind.to_string(),
            message: message.clone(),
            trace: trace(
                m,
                &st.decisions.iter().copied().collect::<Vec<_>>(),
                at.clone(),
            ),
            location: at,
            witness: w.clone(),
            related: Vec::new(),
            checker: checker.to_string(),
            assumptions: assumptions.clone(),
        });
        PathEnd::Continue
    });
    for pr in std::mem::take(&mut explorer.ex.path_reports) {
        let r = &pr.report;
        if pr.abstracted {
            abstracted.insert(report_key(r), error_at(m, r.kind, r.loc));
            continue;
        }
        let at = location(m, r.loc, &r.function);
        keys.push(report_key(r));
        findings.push(Finding {
            kind: r.kind.name().to_string(),
            message: r.message.clone(),
            trace: trace(m, &pr.decisions, at.clone()),
            location: at,
            witness: pr.witness.clone(),
            related: r
                .related
                .iter()
                .map(|(l, msg)| Related {
                    location: location(m, *l, ""),
                    message: msg.clone(),
                })
                .collect(),
            checker: pr.checker.to_string(),
            assumptions: assumptions.clone(),
        });
    }
    let mut incomplete = crate::session::incomplete_reasons(&summary);
    for (kind, n) in &undefined {
        incomplete.push(format!(
            "{n} path(s) ended in {kind}, which no enabled checker reports"
        ));
    }
    if unconfirmed > 0 {
        incomplete.push(format!(
            "{unconfirmed} error path(s) whose witness did not replay concretely"
        ));
    }
    let ex = &explorer.ex;
    let run = CheckRun {
        report: CheckReport {
            complete: summary.exhausted && incomplete.is_empty(),
            incomplete,
            findings,
            summaries,
            stats: serde_json::Value::Null,
        },
        solver: ex.solver.stats().clone(),
        instructions: ex.instructions,
        forks: ex.forks,
        summary,
    };
    Ok(Once {
        run,
        keys,
        abstracted,
    })
}

/// The key of a hook checker's report: its kind and what it is about.
fn report_key(r: &symex::Report) -> Key {
    let (kind, at) = r.key();
    (kind.name().to_string(), at)
}

/// Puts the undefined behaviour first: a finding that no input reaches without signed
/// overflow or an out-of-range shift on the way becomes a finding of that undefined
/// behaviour, with the original finding as a related place. C gives the rest of such a run
/// no meaning, so what the path goes on to do is no bug of its own; the undefined behaviour
/// is the one to fix.
///
/// `checked` is the same program compiled with signed-overflow and shift checks. Each
/// finding's witness is run on it first; only when one meets undefined behaviour before its
/// finding is `checked` explored (with `opts` and a quarter of its budget, as `check
/// --check-overflow` does: paths end at undefined behaviour), and a finding that exploration
/// reaches too keeps its kind and place with that exploration's witness, which is free of it
/// (the witness of the first only happened to overflow). When that exploration does not end
/// and some finding was not reached, the report says so and is not complete. Returns how
/// many findings changed.
pub fn undefined_first(
    checked: &Program<'_>,
    report: &mut CheckReport,
    opts: &CheckOptions,
) -> Result<usize, RunError> {
    let m = checked.module;
    let entry = opts.entry.as_ref();
    let met: Vec<_> = report
        .findings
        .iter()
        .map(|f| first_undefined(checked, f, entry))
        .collect();
    if met.iter().all(Option::is_none) {
        return Ok(0);
    }
    // A quarter of the budget again: the whole command stays within the wall-clock guard
    // of its `--timeout` on a loaded machine, and the share is the same for every `--jobs`.
    let again = check(
        checked,
        &CheckOptions {
            config: CheckConfig {
                overflow: true,
                ..opts.config
            },
            timeout: opts.timeout.map(|t| t / RECHECK_SHARE),
            shard: None,
            ..opts.clone()
        },
    )?
    .report;
    let defined = again.findings;
    let met_undefined = met.iter().filter(|m| m.is_some()).count();
    let (mut changed, mut kept) = (0, 0);
    let mut out: Vec<Finding> = Vec::with_capacity(report.findings.len());
    for (f, met) in std::mem::take(&mut report.findings).into_iter().zip(met) {
        let Some((e, taken)) = met else {
            out.push(f);
            continue;
        };
        if let Some(g) = defined
            .iter()
            .find(|g| g.kind == f.kind && same_place(&g.location, &f.location))
        {
            changed += 1;
            kept += 1;
            out.push(g.clone());
            continue;
        }
        changed += 1;
        let at = location(m, e.loc, &e.function);
        let original = Related {
            location: f.location.clone(),
            message: format!(
                "the {} this path then reaches ({}); C gives the run after the undefined behaviour no meaning",
                f.kind, f.message
            ),
        };
        if let Some(same) = out
            .iter_mut()
            .find(|g| g.kind == undefined_kind(e.kind) && same_place(&g.location, &at))
        {
            same.related.push(original);
            continue;
        }
        let mut steps = trace_from(m, &f.trace, &taken);
        steps.push(TraceStep {
            location: at.clone(),
            note: "the error".into(),
            via: None,
        });
        out.push(Finding {
            kind: undefined_kind(e.kind).to_string(),
            message: format!("{} (undefined behaviour)", e.message),
            location: at,
            trace: steps,
            witness: f.witness,
            related: vec![original],
            checker: match e.kind {
                ErrorKind::DivOverflow => "division",
                _ => "overflow",
            }
            .to_string(),
            assumptions: f.assumptions,
        });
    }
    report.findings = out;
    let unsure = met_undefined - kept;
    if unsure > 0 && !again.complete {
        report.complete = false;
        report.incomplete.push(format!(
            "{unsure} finding(s) reported as the undefined behaviour their inputs meet first: the exploration of the build with overflow checks ({}) did not end, so whether they are reached without it is not known",
            again.incomplete.join("; ")
        ));
    }
    Ok(changed)
}

/// The exploration of the build with overflow checks gets this fraction of the budget.
const RECHECK_SHARE: u32 = 4;

/// The finding kind (INTERFACE.md's) of undefined behaviour of `kind`, as `check
/// --check-overflow` reports it.
fn undefined_kind(kind: ErrorKind) -> &'static str {
    match kind {
        ErrorKind::DivOverflow => "div-by-zero",
        _ => "overflow",
    }
}

/// The undefined behaviour `f`'s witness meets first on `checked`, with the branches it took
/// on the way at the places `f`'s trace decides; `None` when it meets none before `f`.
fn first_undefined(
    checked: &Program<'_>,
    f: &Finding,
    entry: Option<&EntryFunction>,
) -> Option<(RunError, Vec<(LocId, u32)>)> {
    let m = checked.module;
    let decided: HashSet<(u32, u32, &str)> = f
        .trace
        .iter()
        .map(|s| (s.location.line, s.location.column, s.location.file.as_str()))
        .collect();
    let at = (0..m.locs.len() as u32)
        .map(LocId)
        .filter(|&l| {
            let loc = m.loc(l);
            decided.contains(&(loc.line, loc.col, m.file_of(loc).unwrap_or("")))
        })
        .collect();
    let log = interp::BranchLog {
        at,
        taken: Vec::new(),
        // Room for the path's own decisions and then some: a path whose loop forked on
        // every iteration goes on forking in the replay.
        limit: 4 * f.trace.len() + 64,
    };
    let (mut machine, outcome) =
        crate::session::replay_witness_with(checked, &f.witness, entry, true, |m| {
            m.branch_log = Some(log)
        })?;
    let Outcome::Error(e) = outcome else {
        return None;
    };
    if !matches!(
        e.kind,
        ErrorKind::Overflow | ErrorKind::DivOverflow | ErrorKind::UndefinedShift
    ) || same_place(&location(m, e.loc, &e.function), &f.location)
    {
        return None;
    }
    Some((e, machine.branch_log.take()?.taken))
}

/// The steps of a path that took the branches `taken` (of `checked`), told as `original`'s
/// steps at the same places tell them (who called into the runtime, the function).
fn trace_from(m: &Module, original: &[TraceStep], taken: &[(LocId, u32)]) -> Vec<TraceStep> {
    taken
        .iter()
        .filter_map(|&(l, succ)| {
            let loc = m.loc(l);
            let file = m.file_of(loc).unwrap_or("");
            let like = original.iter().find(|s| {
                s.location.line == loc.line
                    && s.location.column == loc.col
                    && s.location.file == file
            })?;
            Some(TraceStep {
                note: checkers::report::branch_note(succ),
                ..like.clone()
            })
        })
        .collect()
}

/// Whether two locations are one place of the source (whatever function each names: inside
/// the runtime, one names the program's caller).
fn same_place(a: &Location, b: &Location) -> bool {
    (a.line, a.column, &a.file) == (b.line, b.column, &b.file)
}
