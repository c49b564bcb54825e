//! `pathsift check`: bugs on feasible paths with witnesses, as compiler-style text, JSON or
//! SARIF 2.1.0.

use std::process::ExitCode;
use std::time::Instant;

use analyses::check::{check as run_check, CheckOptions};
use anyhow::Result;
use checkers::{CheckConfig, CheckReport, LeakMode};
use clap::{Args, ValueEnum};

use crate::common::{secs, InputArgs, InputError};
use crate::report::Format;

/// Which leaks to report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Leaks {
    /// Blocks whose last reference is lost (overwritten, out of scope, unreachable at exit).
    Memtrack,
    /// Also blocks still allocated at exit.
    Cleanup,
    /// No leak checking.
    None,
}

/// Arguments of `pathsift check`.
#[derive(Args, Debug)]
pub struct CheckArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub(crate) format: Format,
    /// Same as `--format json`.
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) fail: crate::common::FailArgs,
    #[command(flatten)]
    html: crate::report::html::HtmlArgs,
    /// Time budget in seconds.
    #[arg(
        long,
        value_name = "S",
        visible_alias = "max-time",
        default_value_t = 60.0
    )]
    pub(crate) timeout: f64,
    #[command(flatten)]
    entry: crate::entry::EntryArgs,
    /// With --entry: execute every callee inline instead of applying bottom-up summaries.
    #[arg(long)]
    no_summaries: bool,
    /// Do not abstract lists and arrays and prune states covered at loop headers (abstract
    /// subsumption, on by default; always off with --check-uninit).
    #[arg(long)]
    no_subsumption: bool,
    /// Report every signed integer overflow and out-of-range shift (compiles the program with
    /// overflow checks); without it, one is reported only where a finding's path cannot
    /// avoid it.
    #[arg(long)]
    check_overflow: bool,
    /// Report reads of uninitialised memory.
    #[arg(long)]
    check_uninit: bool,
    /// Every malloc/calloc/realloc may also fail and return NULL (an input decides which).
    #[arg(long)]
    malloc_can_fail: bool,
    /// Leak checking: memtrack, cleanup (also unfreed at exit) or none.
    #[arg(long, value_enum, default_value = "memtrack")]
    leaks: Leaks,
    /// Search strategy.
    #[arg(long, default_value = "default", value_parser = crate::common::SEARCH_NAMES)]
    search: String,
    /// Give up a path after this many iterations of one loop (the result is then incomplete).
    #[arg(long, value_name = "N")]
    loop_bound: Option<u32>,
    #[command(flatten)]
    pub(crate) parallel: crate::common::ParallelArgs,
}

/// Runs `pathsift check`.
pub fn check(mut a: CheckArgs) -> Result<ExitCode> {
    let start = Instant::now();
    let search = crate::common::search_kind(&a.search)?;
    // An absurd --timeout is bad input before anything runs.
    crate::common::seconds(a.timeout)?;
    let leads = crate::parallel::leads(a.parallel.jobs(), &a.parallel.shard);
    let shard = a.parallel.shard()?;
    let timeout = crate::common::seconds(crate::parallel::run_budget(a.timeout))?;
    a.input.set_deadline(start, Some(a.timeout));
    let module = a.input.load_with(false, a.check_overflow)?;
    let entry = a.entry.spec(&a.input, &module)?;
    let mut program = a
        .input
        .program_spec(entry.as_ref().map(|(spec, _)| spec.clone()))?;
    program.malloc_can_fail = a.malloc_can_fail;
    let prog = a.input.program(&module);
    let warnings = crate::common::unmodelled_warnings(&prog);
    let opts = CheckOptions {
        seed: a.input.record_seed(),
        config: CheckConfig {
            overflow: a.check_overflow,
            uninit: a.check_uninit,
            leaks: match a.leaks {
                Leaks::Memtrack => Some(LeakMode::Memtrack),
                Leaks::Cleanup => Some(LeakMode::Cleanup),
                Leaks::None => None,
            },
        },
        // All of --timeout, as work: less what compiling took on the wall clock would make
        // the budget, and so the answer, depend on the machine's load. The command line's
        // watchdog still bounds the wall time.
        timeout: Some(timeout),
        search,
        loop_bound: a.loop_bound,
        entry: entry.map(|(_, e)| e),
        summaries: !a.no_summaries,
        subsume: !a.no_subsumption,
        malloc_can_fail: a.malloc_can_fail,
        shard: crate::parallel::tree(shard, leads),
        ..CheckOptions::default()
    };
    let format = Format::chosen(a.format, a.json);
    let pool = crate::parallel::pool(leads, || {
        crate::parallel::Jobs::new(a.parallel.jobs(), &a.input, (false, a.check_overflow))
    })?;
    let live = crate::progress::Live::start(format == Format::Text, Some(a.timeout));
    let run = run_check(&prog, &opts);
    drop(live);
    crate::progress::reporting();
    let mut run = run.map_err(|e| InputError(e.message))?;
    if let Some(pool) = crate::parallel::handed_over(pool) {
        let mut v = pool.finish()?;
        let mut report: CheckReport = serde_json::from_value(v.clone())?;
        if undefined_first(&a, &mut report, &opts)? > 0 {
            v["findings"] = annotated_findings(&a.input, &report)?;
        }
        return output(&a, &report, || Ok(v));
    }
    undefined_first(&a, &mut run.report, &opts)?;
    let s = &run.summary;
    run.report.stats =
        crate::common::stats_json(secs(start), s, run.instructions, run.forks, &run.solver);
    let result = || -> Result<serde_json::Value> {
        let mut v = serde_json::to_value(&run.report)?;
        v["findings"] = annotated_findings(&a.input, &run.report)?;
        v["warnings"] = serde_json::json!(warnings);
        v["program"] = serde_json::to_value(&program)?;
        crate::merge::mark(&mut v, "check", shard, s.left_to_other_shards);
        Ok(v)
    };
    if shard.is_some() && crate::parallel::deliver(&result()?)? {
        return Ok(ExitCode::SUCCESS);
    }
    output(&a, &run.report, result)
}

/// Findings whose path meets signed overflow or an out-of-range shift first become findings
/// of that undefined behaviour ([`analyses::check::undefined_first`]); with
/// `--check-overflow` the exploration itself stops there and reports it. Returns how many
/// findings changed.
fn undefined_first(a: &CheckArgs, report: &mut CheckReport, opts: &CheckOptions) -> Result<usize> {
    // A `--jobs` worker leaves it to its parent, which has every worker's findings.
    if a.check_overflow || report.findings.is_empty() || crate::worker::worker().is_some() {
        return Ok(0);
    }
    // The result is not complete without this build, whatever the exploration left of the
    // wall clock: the run's own watchdog still bounds it.
    let mut input = a.input.clone();
    input.deadline = None;
    let module = input.load_with(false, true)?;
    let prog = input.program(&module);
    analyses::check::undefined_first(&prog, report, opts).map_err(|e| InputError(e.message).into())
}

/// The JSON of `report`'s findings, each witness' values annotated with their C types.
fn annotated_findings(
    input: &crate::common::InputArgs,
    report: &CheckReport,
) -> Result<serde_json::Value> {
    let mut v = serde_json::to_value(&report.findings)?;
    let types = crate::decode::CTypes::lookup_with(
        input,
        report.findings.iter().map(|f| &f.witness),
        false,
    );
    if let Some(findings) = v.as_array_mut() {
        for f in findings {
            crate::decode::annotate(&mut f["witness"], &types);
        }
    }
    Ok(v)
}

/// Prints a check result (one run's, or the merged one of `--jobs`) as `a` asks.
fn output(
    a: &CheckArgs,
    report: &CheckReport,
    result: impl FnOnce() -> Result<serde_json::Value>,
) -> Result<ExitCode> {
    let format = Format::chosen(a.format, a.json);
    let json = (format == Format::Json || a.html.wanted())
        .then(result)
        .transpose()?;
    if let Some(v) = &json {
        a.html.write(v)?;
    }
    match format {
        Format::Json => {
            if let Some(v) = &json {
                println!("{v}");
            }
        }
        Format::Sarif => println!(
            "{}",
            serde_json::to_string_pretty(&crate::report::sarif::check(
                report,
                &crate::report::sarif::Base::current()
            ))?
        ),
        Format::Text => {
            let types =
                crate::decode::CTypes::lookup(&a.input, report.findings.iter().map(|f| &f.witness));
            let color = crate::common::color();
            print!("{}", crate::report::text::render(report, color, &types));
        }
    }
    Ok(a.fail.exit(crate::common::ResultFacts {
        findings: !report.findings.is_empty(),
        // check has no verdict: an incomplete exploration is its "unknown".
        unknown: !report.complete,
        incomplete: !report.complete,
    }))
}
