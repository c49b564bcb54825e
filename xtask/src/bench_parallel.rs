//! `cargo xtask bench parallel`: the programs of bench/parallel/ with `--jobs 1` and
//! `--jobs 2` (and more with `--jobs N...`) side by side in one run, each the best of a few
//! alternating runs: wall time, speedup, and whether the results are those of one job.

use std::path::Path;
use std::time::Duration;

use anyhow::{bail, Result};
use serde_json::Value;

use crate::pathsift::json_run;
use crate::process::repo_root;

/// Runs of each configuration; the best counts (a loaded moment spoils one, not all).
const RUNS: usize = 3;

/// Seconds each run may take.
const TIMEOUT_S: u64 = 300;

/// One measured command: the subcommand and its options, on a program of bench/parallel.
struct Case {
    program: &'static str,
    args: &'static [&'static str],
    about: &'static str,
}

const CASES: &[Case] = &[
    Case {
        program: "lexer.c",
        args: &["test", "--exhaustive"],
        about: "test --exhaustive, a lexer (10^5 paths)",
    },
    Case {
        program: "parser.c",
        args: &["check"],
        about: "check, a parser driver",
    },
    Case {
        program: "safe.c",
        args: &[
            "verify",
            "--property",
            "unreach-call",
            "--no-k-induction",
            "--no-reuse",
        ],
        about: "verify's path stage, a safe task (16,384 paths)",
    },
    Case {
        program: "safe.c",
        args: &["verify", "--property", "unreach-call", "--no-k-induction"],
        about: "the same with reuse (105 paths, 16,279 reuses)",
    },
];

/// What must not change with the number of jobs: the verdict, the findings, the covered
/// branches.
fn results(v: &Value) -> Value {
    let mut findings: Vec<String> = v["findings"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|f| format!("{} {}", f["kind"], f["location"]["line"]))
        .collect();
    findings.sort();
    serde_json::json!({
        "verdict": v["verdict"],
        "complete": v["complete"],
        "findings": findings,
        "covered_branches": v["covered_branches"],
        "errors": v["errors"].as_array().map(Vec::len),
    })
}

/// The best wall time of [`RUNS`] runs of `case` with each of `jobs`, interleaved, and each
/// configuration's result.
fn measure(bin: &Path, case: &Case, jobs: &[u32]) -> Result<Vec<(f64, Value)>> {
    let file = repo_root().join("bench/parallel").join(case.program);
    let out = tempfile::tempdir()?;
    let mut best: Vec<Option<(f64, Value)>> = vec![None; jobs.len()];
    for _ in 0..RUNS {
        for (k, n) in jobs.iter().enumerate() {
            let n = n.to_string();
            let timeout = TIMEOUT_S.to_string();
            let dir = out.path().join(format!("suite-{n}"));
            let dir = dir.display().to_string();
            let mut args: Vec<&str> = case.args.to_vec();
            args.extend(["--json", "--timeout", &timeout, "--jobs", &n]);
            if case.args[0] == "test" {
                args.extend(["--out", &dir]);
            }
            let (v, t) = json_run(bin, &args, &file, Duration::from_secs(TIMEOUT_S * 2))?;
            let t = t.as_secs_f64();
            if best[k].as_ref().is_none_or(|(b, _)| t < *b) {
                best[k] = Some((t, results(&v)));
            }
        }
    }
    Ok(best.into_iter().flatten().collect())
}

/// Runs every case with `--jobs 1` and each of `jobs`, and prints the table.
pub fn run(bin: &Path, jobs: &[u32]) -> Result<()> {
    let mut all = vec![1];
    all.extend(jobs.iter().copied().filter(|&n| n > 1));
    print!("{:<48} {:>9}", "run", "jobs 1 s");
    for n in &all[1..] {
        print!(" {:>9} {:>8}", format!("jobs {n} s"), "speedup");
    }
    println!("  same results");
    let mut differ = Vec::new();
    for case in CASES {
        let figures = measure(bin, case, &all)?;
        let (one, want) = &figures[0];
        print!("{:<48} {:>9.2}", case.about, one);
        let mut same = true;
        for (t, got) in &figures[1..] {
            print!(" {:>9.2} {:>7.2}×", t, one / t);
            same &= got == want;
        }
        println!("  {}", if same { "yes" } else { "NO" });
        if !same {
            differ.push(case.about);
        }
    }
    if !differ.is_empty() {
        bail!(
            "results differ with the number of jobs: {}",
            differ.join(", ")
        );
    }
    Ok(())
}
