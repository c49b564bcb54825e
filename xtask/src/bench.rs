//! `cargo xtask bench <name>`: performance measurements of pathsift.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use anyhow::{bail, ensure, Context, Result};
use serde::Deserialize;

use crate::process::{repo_root, run_captured, Captured, Ending};
use crate::{pathsift, setup};

/// Arguments of `cargo xtask bench`.
#[derive(clap::Args)]
pub struct Args {
    /// Benchmark to run; omit to list them.
    name: Option<String>,
    /// `parallel`: the worker counts to compare with `--jobs 1`.
    #[arg(long, value_name = "N", default_values_t = [2])]
    jobs: Vec<u32>,
}

/// A concrete-execution benchmark: one C program run natively and by pathsift.
struct Bench {
    /// Name given on the command line.
    name: &'static str,
    /// What it measures.
    about: &'static str,
    /// The program, relative to the repository root.
    source: &'static str,
    /// Native runs; the best time counts.
    native_runs: usize,
    /// pathsift runs; the best time counts.
    pathsift_runs: usize,
}

/// All benchmarks; add new ones here.
const BENCHES: &[Bench] = &[Bench {
    name: "interp",
    about: "interpreter throughput on a loop-heavy hashing program",
    source: "bench/interp/hash.c",
    native_runs: 5,
    pathsift_runs: 3,
}];

/// Time limit of one pathsift run.
const PATHSIFT_TIMEOUT: Duration = Duration::from_secs(600);

/// Runs the named benchmark, or lists them all.
pub fn run(args: &Args) -> Result<()> {
    let Some(name) = &args.name else {
        println!("benchmarks (cargo xtask bench <name>):");
        for b in BENCHES {
            println!("  {:<10} {} ({})", b.name, b.about, b.source);
        }
        println!(
            "  {:<10} loop bounds of input-dependent loops, with and without merging (bench/loopbound/)",
            "loopbound"
        );
        println!(
            "  {:<10} paths/s of the default searcher against dfs, symbolic buffers against nondet bytes (bench/search/)",
            "search"
        );
        println!(
            "  {:<10} memusage states, verify paths and loopbound states with and without interpolation and reuse (bench/reuse/)",
            "reuse"
        );
        println!(
            "  {:<10} wall time with --jobs 1 and --jobs 2 on exploration-bound runs (bench/parallel/)",
            "parallel"
        );
        return Ok(());
    };
    if name == "parallel" {
        setup::ensure_installed()?;
        let bin = pathsift::build_release()?;
        return crate::bench_parallel::run(&bin, &args.jobs);
    }
    if name == "search" {
        setup::ensure_installed()?;
        let bin = pathsift::build_release()?;
        return crate::bench_search::run(&bin);
    }
    if name == "reuse" {
        setup::ensure_installed()?;
        let bin = pathsift::build_release()?;
        return crate::bench_reuse::run(&bin);
    }
    if name == "loopbound" {
        setup::ensure_installed()?;
        let bin = pathsift::build_release()?;
        return crate::bench_loopbound::run(&bin);
    }
    let Some(bench) = BENCHES.iter().find(|b| b.name == name) else {
        let names: Vec<_> = BENCHES.iter().map(|b| b.name).collect();
        bail!("no benchmark named {name:?}; known: {}", names.join(", "));
    };
    setup::ensure_installed()?;
    let bin = pathsift::build_release()?;
    run_bench(bench, &bin)
}

/// The fields of `pathsift run --json` used here.
#[derive(Deserialize)]
struct RunReport {
    exit_code: i32,
    stdout: String,
    stats: Stats,
}

#[derive(Deserialize)]
struct Stats {
    instructions: u64,
    /// Whole run, compilation included.
    time_s: f64,
    /// Interpretation alone (absent in older binaries).
    exec_time_s: Option<f64>,
}

fn run_bench(bench: &Bench, bin: &Path) -> Result<()> {
    let root = repo_root();
    let source = root.join(bench.source);
    ensure!(source.is_file(), "{} does not exist", source.display());
    let scratch = tempfile::tempdir().context("cannot create a scratch directory")?;
    let exe = scratch.path().join("native");

    let build = run_captured(
        Command::new("gcc")
            .args(["-O0", "-w"])
            .arg(&source)
            .arg("-o")
            .arg(&exe),
        Duration::from_secs(120),
    )?;
    ensure!(
        build.ending == Ending::Exited(0),
        "gcc failed on {}: {}",
        bench.source,
        build.stderr_text()
    );

    let mut native_best = f64::INFINITY;
    let mut native_out: Option<Captured> = None;
    for _ in 0..bench.native_runs {
        let run = run_captured(&mut Command::new(&exe), PATHSIFT_TIMEOUT)?;
        ensure!(
            run.ending == Ending::Exited(0),
            "native run ended with {}",
            run.ending
        );
        native_best = native_best.min(run.elapsed.as_secs_f64());
        native_out = Some(run);
    }
    let native_out = native_out.context("no native run")?;

    let mut best: Option<(RunReport, f64)> = None;
    for _ in 0..bench.pathsift_runs {
        let mut cmd = Command::new(bin);
        cmd.args(["run", "--json"]).arg(&source).current_dir(&root);
        let run = run_captured(&mut cmd, PATHSIFT_TIMEOUT)?;
        ensure!(
            matches!(run.ending, Ending::Exited(_)),
            "pathsift ended with {}: {}",
            run.ending,
            run.stderr_text()
        );
        let report: RunReport = serde_json::from_slice(&run.stdout)
            .context("cannot parse the JSON printed by `pathsift run --json`")?;
        let wall = run.elapsed.as_secs_f64();
        let better = match &best {
            Some((b, _)) => report.stats.time_s < b.stats.time_s,
            None => true,
        };
        if better {
            best = Some((report, wall));
        }
    }
    let (report, wall) = best.context("no pathsift run")?;

    let native_stdout = String::from_utf8_lossy(&native_out.stdout);
    ensure!(
        report.stdout == native_stdout && report.exit_code == native_code(&native_out),
        "outputs differ: native printed {:?} (exit {}), pathsift printed {:?} (exit {})",
        native_stdout.trim_end(),
        native_code(&native_out),
        report.stdout.trim_end(),
        report.exit_code
    );

    // Throughput counts interpretation only; compiling the C file is not the interpreter's work.
    let secs = report.stats.exec_time_s.unwrap_or(report.stats.time_s);
    let mips = report.stats.instructions as f64 / secs.max(1e-9) / 1e6;
    println!();
    println!("bench {}: {}", bench.name, bench.source);
    println!("  output (both agree):       {}", native_stdout.trim_end());
    println!("  IR instructions executed:  {}", report.stats.instructions);
    println!(
        "  pathsift time:             {secs:.3} s (wall {wall:.3} s, best of {})",
        bench.pathsift_runs
    );
    println!("  throughput:                {mips:.2} M instructions/s");
    println!(
        "  native time (gcc -O0):     {native_best:.4} s (best of {})",
        bench.native_runs
    );
    println!(
        "  slowdown vs native:        {:.1}x",
        secs / native_best.max(1e-9)
    );
    Ok(())
}

fn native_code(run: &Captured) -> i32 {
    match run.ending {
        Ending::Exited(c) => c,
        _ => -1,
    }
}
