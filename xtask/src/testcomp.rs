//! `cargo xtask testcomp`: `pathsift test` then `pathsift replay` on the Test-Comp tasks
//! (coverage-branches) of a benchmark directory; prints gcov's branch coverage per category.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use crate::pathsift;
use crate::process::{par_map, run_captured, Ending};
use crate::svcomp::read_manifest;

/// Arguments of `cargo xtask testcomp`.
#[derive(clap::Args)]
pub struct Args {
    /// Benchmark directory holding `manifest.csv`.
    #[arg(long, default_value = "../shared/bench/sv-benchmarks")]
    dir: PathBuf,
    /// Categories to run (default: all with a coverage-branches property).
    #[arg(long = "category", value_name = "C")]
    categories: Vec<String>,
    /// Seconds of test generation per task.
    #[arg(long, default_value_t = 10)]
    timeout: u64,
    /// Seconds per test on replay.
    #[arg(long, default_value_t = 3)]
    test_timeout: u64,
    /// Tasks processed in parallel.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// Print every task's figures, not only the table.
    #[arg(long)]
    verbose: bool,
    #[command(flatten)]
    shard: crate::process::ShardArg,
}

/// What one task gave.
struct Outcome {
    /// gcov's branch coverage of the suite; `None` when generation or replay failed.
    gcov: Option<f64>,
    /// pathsift's own claim.
    claimed: Option<f64>,
    tests: u64,
    line: String,
}

/// Generates and replays a suite for every selected task and prints the table.
pub fn run(args: &Args) -> Result<()> {
    let mut rows = read_manifest(&args.dir, "coverage-branches")?;
    if !args.categories.is_empty() {
        rows.retain(|r| args.categories.contains(&r.category));
    }
    let rows = args.shard.keep(rows)?;
    if rows.is_empty() {
        bail!("no coverage-branches task in {}", args.dir.display());
    }
    let bin = pathsift::build_release()?;
    let work = tempfile::tempdir().context("temporary directory")?;
    let start = Instant::now();
    let results: Vec<Outcome> = par_map(&rows, args.jobs, |i, row| {
        let out = work.path().join(format!("task{i}"));
        let mut gen = Command::new(&bin);
        gen.args(["test", "--json", "--timeout", &args.timeout.to_string()])
            .args(["--data-model", &row.data_model])
            .arg("--out")
            .arg(&out)
            .arg(&row.input);
        let fail = |what: String| Outcome {
            gcov: None,
            claimed: None,
            tests: 0,
            line: format!("{}: {what}", row.yml),
        };
        let g = match run_captured(&mut gen, Duration::from_secs(args.timeout + 60)) {
            Ok(c) if matches!(c.ending, Ending::Exited(0)) => {
                serde_json::from_slice::<serde_json::Value>(&c.stdout).unwrap_or_default()
            }
            Ok(c) => {
                return fail(format!(
                    "test {:?}: {}",
                    c.ending,
                    c.stderr_text().lines().next().unwrap_or("")
                ))
            }
            Err(e) => return fail(format!("test: {e}")),
        };
        let claimed = g["branch_coverage"].as_f64();
        let mut rep = Command::new(&bin);
        rep.args([
            "replay",
            "--json",
            "--timeout",
            &args.test_timeout.to_string(),
        ])
        .arg(&out);
        let r = match run_captured(&mut rep, Duration::from_secs(600)) {
            Ok(c) if matches!(c.ending, Ending::Exited(0)) => {
                serde_json::from_slice::<serde_json::Value>(&c.stdout).unwrap_or_default()
            }
            Ok(c) => {
                return fail(format!(
                    "replay {:?}: {}",
                    c.ending,
                    c.stderr_text().lines().next().unwrap_or("")
                ))
            }
            Err(e) => return fail(format!("replay: {e}")),
        };
        let gcov = r["branch_coverage"].as_f64();
        let tests = r["tests"].as_u64().unwrap_or(0);
        Outcome {
            gcov,
            claimed,
            tests,
            line: format!(
                "{}: {} tests, gcov {:.3} ({}/{}), pathsift {:.3} ({}/{})",
                row.yml,
                tests,
                gcov.unwrap_or(0.0),
                r["coverage"]["branches_covered"],
                r["coverage"]["branches_total"],
                claimed.unwrap_or(0.0),
                g["covered_branches"],
                g["total_branches"]
            ),
        }
    });
    print_table(&rows, &results, start.elapsed(), args.verbose);
    Ok(())
}

fn print_table(rows: &[crate::svcomp::Row], results: &[Outcome], elapsed: Duration, verbose: bool) {
    // Per category: tasks, failures, tests, sum of gcov coverage, sum of claimed coverage.
    let mut by_cat: BTreeMap<&str, (u32, u32, u64, f64, f64)> = BTreeMap::new();
    for (row, o) in rows.iter().zip(results) {
        let c = by_cat.entry(&row.category).or_default();
        c.0 += 1;
        c.2 += o.tests;
        match (o.gcov, o.claimed) {
            (Some(g), Some(p)) => {
                c.3 += g;
                c.4 += p;
            }
            _ => c.1 += 1,
        }
    }
    println!("| category | tasks | failed | tests | mean gcov branch coverage | mean pathsift-claimed coverage |");
    println!("|---|---|---|---|---|---|");
    let mut total = (0u32, 0u32, 0u64, 0.0f64, 0.0f64);
    for (cat, c) in &by_cat {
        // A failed task counts as 0 % coverage in the mean.
        let n = f64::from(c.0.max(1));
        println!(
            "| {cat} | {} | {} | {} | {:.1} % | {:.1} % |",
            c.0,
            c.1,
            c.2,
            100.0 * c.3 / n,
            100.0 * c.4 / n
        );
        total = (
            total.0 + c.0,
            total.1 + c.1,
            total.2 + c.2,
            total.3 + c.3,
            total.4 + c.4,
        );
    }
    let n = f64::from(total.0.max(1));
    println!(
        "| **total** | {} | {} | {} | {:.1} % | {:.1} % |",
        total.0,
        total.1,
        total.2,
        100.0 * total.3 / n,
        100.0 * total.4 / n
    );
    println!("time: {:.0} s", elapsed.as_secs_f64());
    for o in results {
        if verbose || o.gcov.is_none() {
            println!("{}", o.line);
        }
    }
}
