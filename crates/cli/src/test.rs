//! `pathsift test`: generate a test suite that covers the program's feasible branches, and
//! write it as Test-Comp XML, `tests.json` and (with `--entry`) a C harness.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use analyses::testgen::{self, GeneratedTest, Progress, TestEnd, TestGenOptions, TestGenResult};
use anyhow::Result;
use clap::Args;
use ir::Module;
use serde_json::json;

use crate::common::{secs, InputArgs, InputError};
use crate::suite::{test_id, write_out};
use ::replay::suite::{Branch, DecisionRec, EntrySpec, Location, Suite, TestCase, TestError};

/// Arguments of `pathsift test`.
#[derive(Args, Debug)]
pub struct TestArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,
    /// Directory to write the suite to (created if missing).
    #[arg(long, value_name = "DIR", visible_alias = "output-dir")]
    out: PathBuf,
    #[command(flatten)]
    entry: crate::entry::EntryArgs,
    /// Time budget in seconds.
    #[arg(
        long,
        value_name = "S",
        visible_alias = "max-time",
        default_value_t = 30.0
    )]
    pub(crate) timeout: f64,
    /// Search strategy.
    #[arg(long, default_value = "coverage-new", value_parser = crate::common::SEARCH_NAMES)]
    search: String,
    /// Give up a path after this many iterations of one loop (its prefix still yields a test).
    #[arg(long, value_name = "N")]
    loop_bound: Option<u32>,
    /// Keep exploring after every branch is covered (more paths, more errors found).
    #[arg(long)]
    exhaustive: bool,
    /// Every malloc/calloc/realloc may also fail and return NULL (an input decides which).
    #[arg(long)]
    malloc_can_fail: bool,
    /// Print one JSON document.
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) fail: crate::common::FailArgs,
    #[command(flatten)]
    html: crate::report::html::HtmlArgs,
    #[command(flatten)]
    pub(crate) parallel: crate::common::ParallelArgs,
}

/// Runs `pathsift test`.
pub fn test(mut a: TestArgs) -> Result<ExitCode> {
    let start = Instant::now();
    let search = crate::common::search_kind(&a.search)?;
    // An absurd --timeout is bad input before anything runs.
    crate::common::seconds(a.timeout)?;
    let leads = crate::parallel::leads(a.parallel.jobs(), &a.parallel.shard);
    let shard = a.parallel.shard()?;
    if let Some(w) = crate::worker::worker() {
        a.out = w.suite_dir();
    }
    let timeout = crate::common::seconds(crate::parallel::run_budget(a.timeout))?;
    a.input.set_deadline(start, Some(a.timeout));
    let module = a.input.load(false)?;
    let entry = a.entry.spec(&a.input, &module)?;
    let prog = a.input.program(&module);
    let warnings = crate::common::unmodelled_warnings(&prog);
    let opts = TestGenOptions {
        seed: a.input.record_seed(),
        timeout,
        search,
        loop_bound: a.loop_bound,
        entry: entry.as_ref().map(|(_, e)| e.clone()),
        exhaustive: a.exhaustive,
        malloc_can_fail: a.malloc_can_fail,
        shard: crate::parallel::tree(shard, leads),
        ..TestGenOptions::default()
    };
    let pool = crate::parallel::pool(leads, || crate::parallel::Jobs {
        out: Some(&a.out),
        ..crate::parallel::Jobs::new(a.parallel.jobs(), &a.input, (false, false))
    })?;
    let bar = crate::progress::bar(!a.json, Some(a.timeout));
    let r = testgen::generate(&prog, &opts, |p: Progress| {
        if let Some(b) = &bar {
            b.set_message(format!(
                "{} paths, {} tests, {}/{} branches",
                p.paths, p.tests, p.covered, p.total
            ));
            b.set_position(start.elapsed().as_millis() as u64);
        }
    })
    .map_err(|e| InputError(e.message))?;
    crate::progress::reporting();
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    if let Some(pool) = crate::parallel::handed_over(pool) {
        let v = pool.finish()?;
        return merged_output(&a, &v);
    }
    let suite = to_suite(&a, &module, entry.map(|(s, _)| s), &r)?;
    write_out(&a.out, &suite)?;
    if print_result(&a, &module, &r, &suite, secs(start), &warnings, shard)? {
        return Ok(ExitCode::SUCCESS);
    }
    let incomplete = !r.summary.exhausted;
    Ok(a.fail.exit(crate::common::ResultFacts {
        findings: r
            .tests
            .iter()
            .any(|t| matches!(t.end, TestEnd::Error { .. })),
        unknown: incomplete,
        incomplete,
    }))
}

fn location(m: &Module, loc: ir::LocId, function: &str) -> Location {
    let l = m.loc(loc);
    Location {
        file: m.file_of(l).unwrap_or("").to_string(),
        line: l.line,
        column: l.col,
        function: function.to_string(),
    }
}

fn to_suite(
    a: &TestArgs,
    m: &Module,
    entry: Option<EntrySpec>,
    r: &TestGenResult,
) -> Result<Suite> {
    let mut program = a.input.program_spec(entry)?;
    program.malloc_can_fail = a.malloc_can_fail;
    let in_suite: rustc_hash::FxHashSet<usize> = r.suite.chosen.iter().copied().collect();
    let tests = r
        .tests
        .iter()
        .enumerate()
        .map(|(i, t)| test_case(m, i, t, in_suite.contains(&i)))
        .collect();
    Ok(Suite {
        branches: r
            .branches
            .iter()
            .map(|b| Branch {
                location: location(m, b.loc, &m.func(b.edge.func).name),
                succ: b.edge.succ,
            })
            .collect(),
        covered: r.covered.iter().copied().collect(),
        tests,
        ..Suite::of_program(program)
    })
}

fn test_case(m: &Module, i: usize, t: &GeneratedTest, in_suite: bool) -> TestCase {
    TestCase {
        id: test_id(i),
        in_suite,
        inputs: t.witness.inputs.clone(),
        heap: t.witness.heap.clone(),
        io: t.witness.io.clone(),
        decisions: t
            .decisions
            .iter()
            .map(|d| DecisionRec {
                location: location(m, d.loc, &m.func(d.func).name),
                taken: d.succ,
            })
            .collect(),
        covers: t.covers.clone(),
        error: match &t.end {
            TestEnd::Error {
                kind,
                message,
                loc,
                function,
            } => Some(TestError {
                kind: kind.name().to_string(),
                message: message.clone(),
                location: location(m, *loc, function),
            }),
            _ => None,
        },
    }
}

fn print_result(
    a: &TestArgs,
    m: &Module,
    r: &TestGenResult,
    suite: &Suite,
    time_s: f64,
    warnings: &[String],
    shard: Option<symex::Shard>,
) -> Result<bool> {
    let s = &r.summary;
    let covered = r.covered.len();
    let total = r.branches.len();
    let suite_n = r.suite.chosen.len();
    let errors: Vec<serde_json::Value> = r
        .tests
        .iter()
        .zip(&suite.tests)
        .filter_map(|(t, tc)| match &t.end {
            TestEnd::Error {
                kind,
                message,
                loc,
                function,
            } => Some(json!({
                "test": tc.id,
                "kind": kind.name(),
                "message": message,
                "location": crate::common::location_json(m, *loc, function),
            })),
            _ => None,
        })
        .collect();
    let incomplete = analyses::session::incomplete_reasons(s);
    let mut v = json!({
        "warnings": warnings,
        "tests": r.tests.len(),
        "suite_tests": suite_n,
        "suite_minimal": r.suite.exact,
        "covered_branches": covered,
        "total_branches": total,
        "branch_coverage": if total == 0 { 1.0 } else { covered as f64 / total as f64 },
        "errors": errors,
        "exploration_complete": s.exhausted,
        "incomplete": incomplete,
        "out": a.out.display().to_string(),
        "stats": crate::common::stats_json(time_s, s, r.instructions, r.forks, &r.solver),
    });
    crate::merge::mark(&mut v, "test", shard, s.left_to_other_shards);
    if shard.is_some() && crate::parallel::deliver(&v)? {
        return Ok(true);
    }
    // The report replays the suite natively for gcov's coverage, before the summary.
    a.html.write(&v)?;
    if a.json {
        println!("{v}");
        return Ok(false);
    }
    print_head(
        r.tests.len(),
        suite_n,
        r.suite.exact,
        (covered as u64, total as u64),
        &errors,
    );
    if s.exhausted {
        println!("exploration: every feasible path explored");
    } else if covered == total && !a.exhaustive && !s.timed_out && !s.interrupted {
        println!("exploration: stopped once every branch was covered");
    }
    for why in &incomplete {
        println!("note: {why}");
    }
    println!("written: {}", a.out.display());
    println!(
        "stats: {time_s:.2}s, {} instructions, {} paths, {} forks, {} solver queries",
        r.instructions,
        s.paths_completed + s.paths_error + s.paths_infeasible + s.paths_abandoned,
        r.forks,
        r.solver.queries
    );
    Ok(false)
}

/// The summary's first lines: tests, branches covered, errors (each with its test).
fn print_head(
    tests: usize,
    suite_n: usize,
    minimal: bool,
    (covered, total): (u64, u64),
    errors: &[serde_json::Value],
) {
    println!(
        "tests: {tests} ({suite_n} in the minimal suite{})",
        if minimal {
            ""
        } else {
            ", smallest found within the search budget"
        }
    );
    println!(
        "branches: {covered}/{total} covered ({:.1}%)",
        if total == 0 {
            100.0
        } else {
            100.0 * covered as f64 / total as f64
        }
    );
    for e in errors {
        println!(
            "error: {} ({}) at {}:{} — test {}",
            e["kind"].as_str().unwrap_or(""),
            e["message"].as_str().unwrap_or(""),
            e["location"]["file"].as_str().unwrap_or(""),
            e["location"]["line"],
            e["test"].as_str().unwrap_or("")
        );
    }
}

/// Prints the merged result of a `--jobs` run: its JSON, or the summary one run prints.
fn merged_output(a: &TestArgs, v: &serde_json::Value) -> Result<ExitCode> {
    a.html.write(v)?;
    let errors = v["errors"].as_array().cloned().unwrap_or_default();
    let complete = v["exploration_complete"] == json!(true);
    if a.json {
        println!("{v}");
    } else {
        let n = |k: &str| v[k].as_u64().unwrap_or(0);
        print_head(
            n("tests") as usize,
            n("suite_tests") as usize,
            v["suite_minimal"] == json!(true),
            (n("covered_branches"), n("total_branches")),
            &errors,
        );
        if complete {
            println!("exploration: every feasible path explored");
        }
        for why in v["incomplete"].as_array().into_iter().flatten() {
            println!("note: {}", why.as_str().unwrap_or(""));
        }
        println!("written: {}", a.out.display());
        let st = &v["stats"];
        let k = |k: &str| st[k].as_u64().unwrap_or(0);
        println!(
            "stats: {:.2}s, {} instructions, {} paths, {} forks, {} solver queries, {} shards",
            st["time_s"].as_f64().unwrap_or(0.0),
            k("instructions"),
            k("paths_completed") + k("paths_pruned") + k("paths_abandoned"),
            k("forks"),
            k("solver_queries"),
            k("shards")
        );
    }
    Ok(a.fail.exit(crate::common::ResultFacts {
        findings: !errors.is_empty(),
        unknown: !complete,
        incomplete: !complete,
    }))
}
