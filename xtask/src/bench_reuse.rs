//! `cargo xtask bench reuse`: `pathsift memusage` on the programs of bench/reuse/ (parsers,
//! sieves, pools, recursive builders, independent options, bookkeeping no decision reads)
//! with interpolation and reuse and without, in one run: states, reuses, seconds and the
//! bound found; then `verify`'s path stage on bench/reuse/verify/: paths, reuses, seconds
//! and the verdict; then `loopbound` on bench/reuse/loopbound/ (with reuse, and with merging
//! alone): states, reuses, seconds and every loop's bound.

use std::path::Path;
use std::time::Duration;

use anyhow::Result;

use crate::pathsift::json_run;
use crate::process::{c_files, repo_root};

/// Seconds each analysis may take.
const TIMEOUT_S: u64 = 120;

/// One analysis' figures.
struct Figures {
    bound: Option<u64>,
    exact: bool,
    states: u64,
    reuses: u64,
    seconds: f64,
}

fn analyse(bin: &Path, file: &Path, reuse: bool) -> Result<Figures> {
    let timeout = TIMEOUT_S.to_string();
    let mut args = vec!["memusage", "--json", "--timeout", &timeout];
    if !reuse {
        args.push("--no-reuse");
    }
    let (v, elapsed) = json_run(bin, &args, file, Duration::from_secs(TIMEOUT_S * 3))?;
    Ok(Figures {
        bound: v["bound_bytes"].as_u64(),
        exact: v["exact"] == true,
        states: v["states"].as_u64().unwrap_or(0),
        reuses: v["reuses"].as_u64().unwrap_or(0),
        seconds: elapsed.as_secs_f64(),
    })
}

/// `verify`'s figures.
struct Verified {
    verdict: String,
    paths: u64,
    reuses: u64,
    seconds: f64,
}

/// `verify` by paths alone (no k-induction, BMC, concrete runs or merging, which would
/// decide these programs before the path stage), one job.
fn verify(bin: &Path, file: &Path, reuse: bool) -> Result<Verified> {
    let timeout = TIMEOUT_S.to_string();
    let mut args = vec![
        "verify",
        "--json",
        "--timeout",
        &timeout,
        "--jobs",
        "1",
        "--no-k-induction",
        "--no-bmc",
        "--no-concrete-runs",
        "--no-merge",
    ];
    if !reuse {
        args.push("--no-reuse");
    }
    let (v, elapsed) = json_run(bin, &args, file, Duration::from_secs(TIMEOUT_S * 3))?;
    Ok(Verified {
        verdict: v["verdict"].as_str().unwrap_or("?").to_string(),
        paths: v["stats"]["paths_completed"].as_u64().unwrap_or(0),
        reuses: v["stats"]["reuses"].as_u64().unwrap_or(0),
        seconds: elapsed.as_secs_f64(),
    })
}

/// `loopbound`'s figures.
struct Bounded {
    /// Every loop's bound, `~` after one that is not exact.
    bounds: String,
    states: u64,
    reuses: u64,
    seconds: f64,
}

/// `loopbound` with reuse (the default) or merging alone, one job.
fn loopbound(bin: &Path, file: &Path, reuse: bool) -> Result<Bounded> {
    let timeout = TIMEOUT_S.to_string();
    let mut args = vec!["loopbound", "--json", "--timeout", &timeout, "--jobs", "1"];
    if !reuse {
        args.push("--no-reuse");
    }
    let (v, elapsed) = json_run(bin, &args, file, Duration::from_secs(TIMEOUT_S * 3))?;
    let bounds: Vec<String> = v["loops"]
        .as_array()
        .map(|ls| {
            ls.iter()
                .map(|l| {
                    let b = l["inner_bound"]
                        .as_u64()
                        .map_or("-".to_string(), |b| b.to_string());
                    if l["exact"] == true {
                        b
                    } else {
                        format!("{b}~")
                    }
                })
                .collect()
        })
        .unwrap_or_default();
    Ok(Bounded {
        bounds: bounds.join("/"),
        states: v["stats"]["forks"].as_u64().unwrap_or(0) + 1,
        reuses: v["stats"]["reuses"].as_u64().unwrap_or(0),
        seconds: elapsed.as_secs_f64(),
    })
}

/// Runs every program of bench/reuse with and without reuse and prints the tables.
pub fn run(bin: &Path) -> Result<()> {
    let files = c_files(&repo_root().join("bench/reuse"))?;
    println!(
        "{:<12} {:>8} {:>6} {:>8} {:>7} {:>8}   {:>8} {:>6} {:>8} {:>8}",
        "program",
        "bound",
        "exact",
        "states",
        "reuses",
        "time s",
        "bound",
        "exact",
        "states",
        "time s"
    );
    println!(
        "{:<12} {:^42}   {:^33}",
        "", "reuse (default)", "--no-reuse"
    );
    let bound = |b: Option<u64>| b.map_or("-".to_string(), |b| b.to_string());
    for f in &files {
        let with = analyse(bin, f, true)?;
        let without = analyse(bin, f, false)?;
        let name = f
            .file_stem()
            .map(|s| s.to_string_lossy())
            .unwrap_or_default();
        println!(
            "{:<12} {:>8} {:>6} {:>8} {:>7} {:>8.2}   {:>8} {:>6} {:>8} {:>8.2}",
            name,
            bound(with.bound),
            with.exact,
            with.states,
            with.reuses,
            with.seconds,
            bound(without.bound),
            without.exact,
            without.states,
            without.seconds
        );
    }
    let files = c_files(&repo_root().join("bench/reuse/verify"))?;
    println!();
    println!(
        "{:<12} {:>8} {:>8} {:>7} {:>8}   {:>8} {:>8} {:>8}",
        "verify", "verdict", "paths", "reuses", "time s", "verdict", "paths", "time s"
    );
    println!(
        "{:<12} {:^34}   {:^26}",
        "", "reuse (default)", "--no-reuse"
    );
    for f in &files {
        let with = verify(bin, f, true)?;
        let without = verify(bin, f, false)?;
        let name = f
            .file_stem()
            .map(|s| s.to_string_lossy())
            .unwrap_or_default();
        println!(
            "{:<12} {:>8} {:>8} {:>7} {:>8.2}   {:>8} {:>8} {:>8.2}",
            name,
            with.verdict,
            with.paths,
            with.reuses,
            with.seconds,
            without.verdict,
            without.paths,
            without.seconds
        );
    }
    let files = c_files(&repo_root().join("bench/reuse/loopbound"))?;
    println!();
    println!(
        "{:<12} {:>10} {:>8} {:>7} {:>8}   {:>10} {:>8} {:>8}",
        "loopbound", "bounds", "states", "reuses", "time s", "bounds", "states", "time s"
    );
    println!(
        "{:<12} {:^36}   {:^28}",
        "", "reuse (default)", "--no-reuse (merging)"
    );
    for f in &files {
        let with = loopbound(bin, f, true)?;
        let without = loopbound(bin, f, false)?;
        let name = f
            .file_stem()
            .map(|s| s.to_string_lossy())
            .unwrap_or_default();
        println!(
            "{:<12} {:>10} {:>8} {:>7} {:>8.2}   {:>10} {:>8} {:>8.2}",
            name,
            with.bounds,
            with.states,
            with.reuses,
            with.seconds,
            without.bounds,
            without.states,
            without.seconds
        );
    }
    Ok(())
}
