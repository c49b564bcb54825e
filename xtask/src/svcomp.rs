//! `cargo xtask svcomp`: `pathsift verify` over the SV-COMP tasks of a benchmark directory,
//! scored against the expected verdicts of its `manifest.csv`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use crate::pathsift;
use crate::process::{par_map, run_captured, Ending};

/// Arguments of `cargo xtask svcomp`.
#[derive(clap::Args)]
pub struct Args {
    /// Benchmark directory holding `manifest.csv`.
    #[arg(long, default_value = "../shared/bench/sv-benchmarks")]
    dir: PathBuf,
    /// Categories to run (default: all that have the property).
    #[arg(long = "category", value_name = "C")]
    categories: Vec<String>,
    /// Property: unreach-call, valid-memsafety, valid-memcleanup, no-overflow.
    #[arg(long, default_value = "unreach-call")]
    property: String,
    /// Seconds per task.
    #[arg(long, default_value_t = 10)]
    timeout: u64,
    /// Tasks verified in parallel.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// Run `pathsift verify --merge` (paths merged at join points and loop headers).
    #[arg(long)]
    merge: bool,
    /// Run `pathsift verify --no-subsumption` (no abstraction or subsumption at loop headers).
    #[arg(long)]
    no_subsumption: bool,
    /// Run `pathsift verify --no-reuse` (no interpolation and reuse at join points).
    #[arg(long)]
    no_reuse: bool,
    /// Run `pathsift verify --no-k-induction` (path exploration alone).
    #[arg(long)]
    no_k_induction: bool,
    /// Run `pathsift verify --no-invariants` (k-induction without candidate invariants).
    #[arg(long)]
    no_invariants: bool,
    /// Run `pathsift verify --bmc` (bounded model checking; with --k-induction, its step
    /// when an unwinding does not suffice).
    #[arg(long)]
    bmc: bool,
    /// Run `pathsift verify --no-bmc` (the portfolio without bounded model checking).
    #[arg(long, conflicts_with = "bmc")]
    no_bmc: bool,
    /// Run `pathsift verify --no-concrete-runs` (the portfolio without its concrete runs).
    #[arg(long)]
    no_concrete_runs: bool,
    /// With --bmc: `pathsift verify --bmc --k-induction`.
    #[arg(long, requires = "bmc")]
    k_induction: bool,
    /// Print every task's result, not only the table.
    #[arg(long)]
    verbose: bool,
    #[command(flatten)]
    shard: crate::process::ShardArg,
}

/// One row of the manifest for the chosen property.
pub(crate) struct Row {
    pub category: String,
    pub yml: String,
    pub input: PathBuf,
    pub expected: bool,
    pub subproperty: Option<String>,
    pub data_model: String,
}

/// How one task was judged.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Score {
    CorrectTrue,
    CorrectFalse,
    UnknownTrue,
    UnknownFalse,
    Wrong,
}

/// The tasks of `dir/manifest.csv` with `property` whose input exists; for properties
/// without a verdict (coverage), `expected` is false.
pub(crate) fn read_manifest(dir: &Path, property: &str) -> Result<Vec<Row>> {
    let path = dir.join("manifest.csv");
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    let mut rows = Vec::new();
    for line in text.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        if f.len() < 8 || f[4] != format!("{property}.prp") || f[3] != "1" {
            continue;
        }
        let expected = match (f[5], property.starts_with("coverage")) {
            ("true", false) => true,
            ("false", false) | (_, true) => false,
            _ => continue,
        };
        let task_dir = Path::new(f[1]).parent().unwrap_or(Path::new(""));
        rows.push(Row {
            category: f[0].to_string(),
            yml: f[1].to_string(),
            input: dir.join(task_dir).join(f[2]),
            expected,
            subproperty: (!f[6].is_empty()).then(|| f[6].to_string()),
            data_model: f[7].to_string(),
        });
    }
    Ok(rows)
}

/// Runs verify on every selected task and prints the table.
pub fn run(args: &Args) -> Result<()> {
    let mut rows = read_manifest(&args.dir, &args.property)?;
    if !args.categories.is_empty() {
        rows.retain(|r| args.categories.contains(&r.category));
    }
    let rows = args.shard.keep(rows)?;
    if rows.is_empty() {
        bail!(
            "no task in {} has the property {}",
            args.dir.display(),
            args.property
        );
    }
    let bin = pathsift::build_release()?;
    let start = Instant::now();
    let limit = Duration::from_secs(args.timeout + 30);
    let results: Vec<(Score, String, Decided)> = par_map(&rows, args.jobs, |_, row| {
        let mut cmd = Command::new(&bin);
        cmd.args([
            "verify",
            "--json",
            "--property",
            &args.property,
            "--timeout",
            &args.timeout.to_string(),
        ])
        .args(["--data-model", &row.data_model])
        .arg(&row.input);
        for (on, flag) in [
            (args.merge, "--merge"),
            (args.no_subsumption, "--no-subsumption"),
            (args.no_reuse, "--no-reuse"),
            (args.no_k_induction, "--no-k-induction"),
            (args.no_invariants, "--no-invariants"),
            (args.bmc, "--bmc"),
            (args.no_concrete_runs, "--no-concrete-runs"),
            (args.no_bmc, "--no-bmc"),
            (args.k_induction, "--k-induction"),
        ] {
            if on {
                cmd.arg(flag);
            }
        }
        let verdict = match run_captured(&mut cmd, limit) {
            Ok(c) if matches!(c.ending, Ending::Exited(0)) => {
                let v: serde_json::Value = serde_json::from_slice(&c.stdout).unwrap_or_default();
                let sub = v["subproperty"].as_str().map(String::from);
                (
                    v["verdict"].as_str().unwrap_or("unknown").to_string(),
                    sub,
                    v["reason"].to_string(),
                    v["engine"].as_str().unwrap_or("paths").to_string(),
                )
            }
            Ok(c) => (
                "unknown".to_string(),
                None,
                format!(
                    "{:?}: {}",
                    c.ending,
                    c.stderr_text().lines().next().unwrap_or("")
                ),
                "paths".to_string(),
            ),
            Err(e) => (
                "unknown".to_string(),
                None,
                e.to_string(),
                "paths".to_string(),
            ),
        };
        let score = match (row.expected, verdict.0.as_str()) {
            (true, "true") => Score::CorrectTrue,
            (false, "false") if row.subproperty.is_none() || row.subproperty == verdict.1 => {
                Score::CorrectFalse
            }
            (true, "unknown") => Score::UnknownTrue,
            (false, "unknown") => Score::UnknownFalse,
            _ => Score::Wrong,
        };
        let engine = match (verdict.3.as_str(), verdict.0.as_str()) {
            (_, "unknown") => Decided::Not,
            ("kinduction", _) => Decided::KInduction,
            ("bmc", _) => Decided::Bmc,
            _ => Decided::Paths,
        };
        (
            score,
            format!("{} {}: {} [{}]", row.yml, verdict.0, verdict.2, verdict.3),
            engine,
        )
    });
    print_table(&rows, &results, start.elapsed(), args.verbose);
    Ok(())
}

/// Which engine gave a task's verdict.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Decided {
    /// No verdict.
    Not,
    /// Path exploration.
    Paths,
    /// k-induction.
    KInduction,
    /// Bounded model checking.
    Bmc,
}

fn print_table(
    rows: &[Row],
    results: &[(Score, String, Decided)],
    elapsed: Duration,
    verbose: bool,
) {
    let mut by_cat: BTreeMap<&str, [u32; 8]> = BTreeMap::new();
    for (row, (score, _, decided)) in rows.iter().zip(results) {
        let c = by_cat.entry(&row.category).or_default();
        c[0] += 1;
        c[6] += u32::from(*decided == Decided::KInduction);
        c[7] += u32::from(*decided == Decided::Bmc);
        let i = match score {
            Score::CorrectTrue => 1,
            Score::UnknownTrue => 2,
            Score::CorrectFalse => 3,
            Score::UnknownFalse => 4,
            Score::Wrong => 5,
        };
        c[i] += 1;
    }
    println!("| category | tasks | expected true: pathsift true / unknown | expected false: pathsift false / unknown | wrong | decided by k-induction / BMC |");
    println!("|---|---|---|---|---|---|");
    let mut total = [0u32; 8];
    for (cat, c) in &by_cat {
        println!(
            "| {cat} | {} | {} / {} | {} / {} | {} | {} / {} |",
            c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]
        );
        for (t, v) in total.iter_mut().zip(c) {
            *t += v;
        }
    }
    let t = total;
    println!(
        "| **total** | {} | {} / {} | {} / {} | {} | {} / {} |",
        t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]
    );
    println!("time: {:.0} s", elapsed.as_secs_f64());
    for (row, (score, line, _)) in rows.iter().zip(results) {
        if *score == Score::Wrong {
            println!("WRONG (expected {}): {line}", row.expected);
        } else if verbose {
            println!("{line}");
        }
    }
}
