//! `cargo xtask bench loopbound`: `pathsift loopbound` on the programs of bench/loopbound/
//! (loops of up to 10⁶ input-dependent iterations, a body with two paths per iteration),
//! with merging at loop headers and without, in one run. Both runs leave reuse out
//! (`--no-reuse`), so that the table measures merging alone (`cargo xtask bench reuse`
//! measures reuse).

use std::path::Path;
use std::time::Duration;

use anyhow::Result;

use crate::pathsift::json_run;
use crate::process::{c_files, repo_root};

/// Seconds each analysis may take.
const TIMEOUT_S: u64 = 60;

/// One analysis: the largest bound found, whether every bound is exact, seconds, stats.
struct Figures {
    bound: Option<u64>,
    exact: bool,
    seconds: f64,
    paths: u64,
    merges: u64,
}

fn analyse(bin: &Path, file: &Path, merge: bool) -> Result<Figures> {
    let timeout = TIMEOUT_S.to_string();
    let mut args = vec!["loopbound", "--json", "--no-reuse", "--timeout", &timeout];
    if !merge {
        args.push("--no-merge");
    }
    let (v, elapsed) = json_run(bin, &args, file, Duration::from_secs(TIMEOUT_S * 3))?;
    let loops = v["loops"].as_array().cloned().unwrap_or_default();
    Ok(Figures {
        bound: loops.iter().filter_map(|l| l["inner_bound"].as_u64()).max(),
        exact: !loops.is_empty() && loops.iter().all(|l| l["exact"] == true),
        seconds: elapsed.as_secs_f64(),
        paths: v["stats"]["paths_completed"].as_u64().unwrap_or(0),
        merges: v["stats"]["merges"].as_u64().unwrap_or(0),
    })
}

/// Runs every program of bench/loopbound with and without merging and prints the table.
pub fn run(bin: &Path) -> Result<()> {
    let files = c_files(&repo_root().join("bench/loopbound"))?;
    println!(
        "{:<18} {:>8} {:>6} {:>9} {:>9} {:>8}   {:>8} {:>6} {:>9} {:>9}",
        "program",
        "bound",
        "exact",
        "time s",
        "paths",
        "merges",
        "bound",
        "exact",
        "time s",
        "paths"
    );
    println!(
        "{:<18} {:^50}   {:^36}",
        "", "merging (default)", "--no-merge"
    );
    for f in &files {
        let with = analyse(bin, f, true)?;
        let without = analyse(bin, f, false)?;
        let name = f
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        let b = |x: Option<u64>| x.map_or("-".into(), |n| n.to_string());
        println!(
            "{:<18} {:>8} {:>6} {:>9.2} {:>9} {:>8}   {:>8} {:>6} {:>9.2} {:>9}",
            name,
            b(with.bound),
            with.exact,
            with.seconds,
            with.paths,
            with.merges,
            b(without.bound),
            without.exact,
            without.seconds,
            without.paths
        );
    }
    println!(
        "(each analysis limited to {TIMEOUT_S} s; time is the whole command, compilation included)"
    );
    Ok(())
}
