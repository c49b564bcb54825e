//! `cargo xtask bench search`: paths per second of `pathsift check` with the default searcher
//! against depth-first search, and with the input read by `pathsift_symbolic` against
//! `__VERIFIER_nondet_char`, on a tokenizer whose exploration holds about 10⁵ pending states.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use anyhow::{Context, Result};
use serde_json::Value;

use crate::process::{repo_root, run_captured, Ending};

/// Seconds each run may take.
const TIMEOUT_S: u64 = 20;

/// The program, relative to the repository root.
const SOURCE: &str = "bench/search/tokenize.c";

/// One run's figures.
struct Figures {
    paths: u64,
    pending: u64,
    seconds: f64,
}

impl Figures {
    fn rate(&self) -> f64 {
        self.paths as f64 / self.seconds.max(1e-9)
    }
}

fn check(bin: &Path, search: &str, buffer: bool) -> Result<Figures> {
    let mut cmd = Command::new(bin);
    cmd.args(["check", "--json", "--timeout", &TIMEOUT_S.to_string()])
        .args(["--search", search]);
    if buffer {
        cmd.arg("-DINPUT_BUFFER");
    }
    cmd.arg(repo_root().join(SOURCE));
    let c = run_captured(&mut cmd, Duration::from_secs(TIMEOUT_S * 4))?;
    anyhow::ensure!(
        matches!(c.ending, Ending::Exited(0 | 3)),
        "pathsift check ended with {}: {}",
        c.ending,
        c.stderr_text()
    );
    let v: Value = serde_json::from_slice(&c.stdout).context("check JSON")?;
    let stat = |k: &str| v["stats"][k].as_u64().unwrap_or(0);
    Ok(Figures {
        paths: stat("paths_completed"),
        pending: stat("paths_unexplored"),
        seconds: v["stats"]["time_s"].as_f64().unwrap_or(TIMEOUT_S as f64),
    })
}

/// Runs the four combinations and prints the table and the two ratios.
pub fn run(bin: &Path) -> Result<()> {
    println!("{SOURCE}, `pathsift check --timeout {TIMEOUT_S}`");
    println!(
        "{:<9} {:<24} {:>10} {:>9} {:>8} {:>10}",
        "search", "input", "paths", "pending", "time s", "paths/s"
    );
    let mut rates = [[0.0; 2]; 2];
    for (si, search) in ["default", "dfs"].into_iter().enumerate() {
        for (bi, buffer) in [false, true].into_iter().enumerate() {
            let f = check(bin, search, buffer)?;
            let input = if buffer {
                "pathsift_symbolic"
            } else {
                "__VERIFIER_nondet_char"
            };
            println!(
                "{:<9} {:<24} {:>10} {:>9} {:>8.2} {:>10.0}",
                search,
                input,
                f.paths,
                f.pending,
                f.seconds,
                f.rate()
            );
            rates[si][bi] = f.rate();
        }
    }
    let ratio = |a: f64, b: f64| b / a.max(1e-9);
    println!();
    for (bi, input) in ["nondet_char", "pathsift_symbolic"].iter().enumerate() {
        let r = ratio(rates[0][bi], rates[1][bi]);
        println!(
            "dfs / default paths/s ({input}): {r:.2}x{}",
            if r <= 1.5 {
                ""
            } else {
                "  (target: at most 1.5x)"
            }
        );
    }
    for (si, search) in ["default", "dfs"].iter().enumerate() {
        let r = ratio(rates[si][1], rates[si][0]);
        println!(
            "nondet_char / pathsift_symbolic paths/s ({search}): {r:.2}x{}",
            if r <= 1.5 {
                ""
            } else {
                "  (target: at most 1.5x)"
            }
        );
    }
    Ok(())
}
