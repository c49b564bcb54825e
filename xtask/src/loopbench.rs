//! `cargo xtask loopbench`: `pathsift loopbound` over TACLeBench, each loop's inner bound
//! compared with its `_Pragma("loopbound ... max N")` annotation (`tacle-loopbounds.csv`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use serde_json::Value;

use crate::pathsift;
use crate::process::{par_map, run_captured, Ending};

/// Arguments of `cargo xtask loopbench`.
#[derive(clap::Args)]
pub struct Args {
    /// Directory holding `tacle-bench/` and `tacle-loopbounds.csv`.
    #[arg(long, default_value = "../shared/bench/loopbound")]
    dir: PathBuf,
    /// Benchmarks to run, e.g. `kernel/bsort` (default: all annotated ones).
    #[arg(long = "bench", value_name = "B")]
    benches: Vec<String>,
    /// Seconds per benchmark (passed to `pathsift loopbound --timeout`).
    #[arg(long, default_value_t = 60)]
    timeout: u64,
    /// Benchmarks analysed in parallel.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// Data model the programs are analysed in (TACLeBench's annotations assume 32 bits).
    #[arg(long, default_value = "ILP32")]
    data_model: String,
    /// Also list every loop that is not exact.
    #[arg(long)]
    verbose: bool,
    /// An extra argument for every `pathsift loopbound` (repeatable), e.g.
    /// `--pathsift-arg=--no-enumerate` to measure without a feature.
    #[arg(long = "pathsift-arg", value_name = "ARG", allow_hyphen_values = true)]
    pathsift_args: Vec<String>,
    #[command(flatten)]
    shard: crate::process::ShardArg,
}

/// One annotated loop.
#[derive(Clone, Debug)]
struct Annotation {
    bench: String,
    file: PathBuf,
    line: u32,
    max: u64,
}

/// What pathsift said about one loop: bound, exactness, the witness's first inputs.
#[derive(Clone, Debug)]
struct Found {
    bound: Option<u64>,
    exact: bool,
    reason: String,
}

/// The outcome of one benchmark: per (file, line), the loops in column order.
struct BenchRun {
    loops: BTreeMap<(PathBuf, u32), Vec<Found>>,
    failure: Option<String>,
    seconds: f64,
}

/// How one annotated loop came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Exact,
    Below,
    Above,
    NotReached,
    /// No loop there in the compiled program (`#if 0`, another target's port, a loop
    /// entered in its middle, which is no natural loop).
    Absent,
    Failed,
}

fn read_annotations(dir: &Path) -> Result<Vec<Annotation>> {
    let path = dir.join("tacle-loopbounds.csv");
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    let mut out = Vec::new();
    for line in text.lines().skip(1) {
        // benchmark,file,pragma_line,min,max,loop_line,loop_text (the text may hold commas).
        let f: Vec<&str> = line.splitn(7, ',').collect();
        let [bench, file, _, _, max, loop_line, ..] = f.as_slice() else {
            continue;
        };
        let (Ok(max), Ok(line)) = (max.parse(), loop_line.parse()) else {
            continue;
        };
        out.push(Annotation {
            bench: bench.to_string(),
            file: dir.join("tacle-bench").join(file),
            line,
            max,
        });
    }
    Ok(out)
}

/// The C files under `root` and the directories holding headers. Of a directory `arch` with
/// one subdirectory per target, only the host's (`x86`) is kept.
fn sources(root: &Path) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let mut files = Vec::new();
    let mut includes = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        let mut has_header = false;
        for e in rd.flatten() {
            let p = e.path();
            let other_target = d.file_name().is_some_and(|n| n == "arch")
                && p.file_name().is_some_and(|n| n != "x86");
            if p.is_dir() && !other_target {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "c") {
                files.push(p);
            } else if p.extension().is_some_and(|x| x == "h") {
                has_header = true;
            }
        }
        if has_header {
            includes.push(d);
        }
    }
    // `#include <arch/x.h>` with the header in `.../avr/arch/`: the parent is searched too.
    let parents: Vec<PathBuf> = includes
        .iter()
        .filter_map(|d| d.parent().map(Path::to_path_buf))
        .filter(|p| p.starts_with(root))
        .collect();
    includes.extend(parents);
    files.sort();
    includes.sort();
    includes.dedup();
    (files, includes)
}

/// Whether a C file defines `main`.
fn defines_main(file: &Path) -> bool {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    text.lines().any(|l| {
        let l = l.trim();
        let rest = l
            .strip_prefix("int ")
            .or_else(|| l.strip_prefix("void "))
            .unwrap_or(l)
            .trim_start();
        rest.starts_with("main") && rest[4..].trim_start().starts_with('(') && !l.ends_with(';')
    })
}

/// The programs of a benchmark: all its files when at most one defines `main`; otherwise one
/// program per `main`, made of the files under that file's directory and the files under no
/// `main`'s directory (shared libraries).
fn programs(root: &Path) -> Vec<(Vec<PathBuf>, Vec<PathBuf>)> {
    let (files, includes) = sources(root);
    let mains: Vec<&PathBuf> = files.iter().filter(|f| defines_main(f)).collect();
    if mains.len() <= 1 {
        return vec![(files, includes)];
    }
    let dirs: Vec<&Path> = mains.iter().filter_map(|m| m.parent()).collect();
    let shared: Vec<&PathBuf> = files
        .iter()
        .filter(|f| !dirs.iter().any(|d| f.starts_with(d)))
        .collect();
    dirs.iter()
        .map(|d| {
            let mut own: Vec<PathBuf> =
                files.iter().filter(|f| f.starts_with(d)).cloned().collect();
            own.extend(shared.iter().map(|f| (*f).clone()));
            // The program's own headers first.
            let mut inc: Vec<PathBuf> = includes
                .iter()
                .filter(|i| i.starts_with(d))
                .cloned()
                .collect();
            inc.extend(includes.iter().filter(|i| !i.starts_with(d)).cloned());
            (own, inc)
        })
        .collect()
}

fn run_bench(bin: &Path, root: &Path, args: &Args) -> BenchRun {
    let mut all = BenchRun {
        loops: BTreeMap::new(),
        failure: None,
        seconds: 0.0,
    };
    for (files, includes) in programs(root) {
        let r = run_program(bin, &files, &includes, args);
        all.seconds += r.seconds;
        if let Some(f) = r.failure {
            let name = files
                .first()
                .and_then(|f| f.parent())
                .and_then(|d| d.strip_prefix(root).ok())
                .map_or(String::new(), |d| format!("{}: ", d.display()));
            all.failure = Some(format!("{name}{f}"));
        }
        for (k, v) in r.loops {
            // A file shared by several programs: keep each loop's best.
            let e = all.loops.entry(k).or_insert_with(|| v.clone());
            for (have, new) in e.iter_mut().zip(v) {
                if new.bound > have.bound || (new.bound == have.bound && new.exact) {
                    *have = new;
                }
            }
        }
    }
    all
}

fn run_program(bin: &Path, files: &[PathBuf], includes: &[PathBuf], args: &Args) -> BenchRun {
    let timeout = args.timeout;
    let mut cmd = Command::new(bin);
    cmd.args(["loopbound", "--json", "--timeout", &timeout.to_string()])
        .args(["--data-model", &args.data_model])
        .args(&args.pathsift_args);
    for i in includes {
        cmd.arg("-I").arg(i);
    }
    cmd.args(files);
    let limit = Duration::from_secs(timeout * 2 + 60);
    let failed = |why: String, seconds: f64| BenchRun {
        loops: BTreeMap::new(),
        failure: Some(why),
        seconds,
    };
    let c = match run_captured(&mut cmd, limit) {
        Ok(c) => c,
        Err(e) => return failed(e.to_string(), 0.0),
    };
    let seconds = c.elapsed.as_secs_f64();
    if c.ending != Ending::Exited(0) {
        return failed(
            format!("{}: {}", c.ending, failure_summary(&c.stderr_text())),
            seconds,
        );
    }
    let v: Value = match serde_json::from_slice(&c.stdout) {
        Ok(v) => v,
        Err(e) => return failed(format!("unreadable JSON: {e}"), seconds),
    };
    let mut loops: BTreeMap<(PathBuf, u32), Vec<(u64, Found)>> = BTreeMap::new();
    for l in v["loops"].as_array().into_iter().flatten() {
        let loc = &l["location"];
        let file = PathBuf::from(loc["file"].as_str().unwrap_or(""));
        let file = std::fs::canonicalize(&file).unwrap_or(file);
        let line = loc["line"].as_u64().unwrap_or(0) as u32;
        let col = loc["column"].as_u64().unwrap_or(0);
        loops.entry((file, line)).or_default().push((
            col,
            Found {
                bound: l["inner_bound"].as_u64(),
                exact: l["exact"].as_bool().unwrap_or(false),
                reason: l["reason"].as_str().unwrap_or("").to_string(),
            },
        ));
    }
    let loops = loops
        .into_iter()
        .map(|(k, mut v)| {
            v.sort_by_key(|(c, _)| *c);
            (k, v.into_iter().map(|(_, f)| f).collect())
        })
        .collect();
    BenchRun {
        loops,
        failure: None,
        seconds,
    }
}

/// pathsift's error line, followed by the compiler's first error (file:line and message) when
/// the error is that compiling failed, so that the table says why a program does not build.
fn failure_summary(stderr: &str) -> String {
    let mut lines = stderr.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().unwrap_or("(no message)").to_string();
    match stderr.lines().find(|l| l.contains(": error: ")) {
        Some(e) if first.ends_with("compilation failed:") => format!("{first} {}", e.trim()),
        _ => first,
    }
}

/// How loop `a` came out, given what pathsift found there; `failed` says whether one of the
/// benchmark's programs could not be analysed (its loops count as failed).
fn verdict(a: &Annotation, found: Option<&Found>, failed: bool) -> Verdict {
    if failed && found.is_none() {
        return Verdict::Failed;
    }
    let Some(found) = found else {
        return Verdict::Absent;
    };
    let found = Some(found);
    match found.and_then(|f| f.bound) {
        // A loop no input reaches runs zero times.
        None if a.max == 0 && found.is_some_and(|f| f.exact) => Verdict::Exact,
        None => Verdict::NotReached,
        Some(b) if b == a.max => Verdict::Exact,
        Some(b) if b < a.max => Verdict::Below,
        Some(_) => Verdict::Above,
    }
}

/// Runs the benchmark and prints the table.
pub fn run(args: &Args) -> Result<()> {
    let annotations = read_annotations(&args.dir)?;
    let mut benches: Vec<String> = annotations.iter().map(|a| a.bench.clone()).collect();
    benches.dedup();
    benches.sort();
    benches.dedup();
    benches.retain(|b| b != "benchmark");
    if !args.benches.is_empty() {
        benches.retain(|b| args.benches.contains(b));
    }
    let benches = args.shard.keep(benches)?;
    if benches.is_empty() {
        bail!("no benchmark to run");
    }
    let bin = pathsift::build_release()?;
    let root = args.dir.join("tacle-bench").join("bench");
    let runs = par_map(&benches, args.jobs, |_, b| {
        let r = run_bench(&bin, &root.join(b), args);
        eprintln!(
            "{b}: {:.1}s{}",
            r.seconds,
            r.failure
                .as_ref()
                .map_or(String::new(), |f| format!(" ({f})"))
        );
        r
    });
    let mut totals = [0usize; 7];
    let mut claimed_exact = 0usize;
    let mut total_time = 0.0;
    let mut above = Vec::new();
    let mut not_exact = Vec::new();
    let mut failures = Vec::new();
    println!(
        "{:<28} {:>5} {:>6} {:>6} {:>6} {:>8} {:>7} {:>7} {:>8}",
        "benchmark", "loops", "exact", "below", "above", "unreach", "absent", "failed", "time s"
    );
    for (b, run) in benches.iter().zip(&runs) {
        let mut row = [0usize; 7];
        let mut seen: BTreeMap<(PathBuf, u32), usize> = BTreeMap::new();
        for a in annotations.iter().filter(|a| &a.bench == b) {
            let file = std::fs::canonicalize(&a.file).unwrap_or(a.file.clone());
            let key = (file, a.line);
            let k = seen.entry(key.clone()).or_insert(0);
            let found = run.loops.get(&key).and_then(|v| v.get(*k));
            *k += 1;
            let v = verdict(a, found, run.failure.is_some());
            row[0] += 1;
            let col = match v {
                Verdict::Exact => 1,
                Verdict::Below => 2,
                Verdict::Above => 3,
                Verdict::NotReached => 4,
                Verdict::Absent => 5,
                Verdict::Failed => 6,
            };
            row[col] += 1;
            if found.is_some_and(|f| f.exact) && v != Verdict::Failed {
                claimed_exact += 1;
            }
            let shown = format!(
                "{}:{} annotated {}, found {}",
                a.file.strip_prefix(&root).unwrap_or(&a.file).display(),
                a.line,
                a.max,
                found
                    .and_then(|f| f.bound)
                    .map_or("none".to_string(), |n| n.to_string())
            );
            let why = found.map_or(String::new(), |f| f.reason.clone());
            match v {
                Verdict::Above => above.push(format!("{shown} ({why})")),
                Verdict::Below | Verdict::NotReached | Verdict::Absent => {
                    not_exact.push(format!("{shown} ({why})"))
                }
                _ => {}
            }
        }
        if let Some(f) = &run.failure {
            failures.push(format!("{b}: {f}"));
        }
        total_time += run.seconds;
        for (t, r) in totals.iter_mut().zip(row) {
            *t += r;
        }
        println!(
            "{:<28} {:>5} {:>6} {:>6} {:>6} {:>8} {:>7} {:>7} {:>8.1}",
            b, row[0], row[1], row[2], row[3], row[4], row[5], row[6], run.seconds
        );
    }
    println!(
        "{:<28} {:>5} {:>6} {:>6} {:>6} {:>8} {:>7} {:>7} {:>8.1}",
        "total",
        totals[0],
        totals[1],
        totals[2],
        totals[3],
        totals[4],
        totals[5],
        totals[6],
        total_time
    );
    let pct = |n: usize| 100.0 * n as f64 / totals[0].max(1) as f64;
    println!(
        "exact: {} of {} annotated loops ({:.1} %; {:.1} % of the {} in the compiled programs); proved exact (no input iterates more): {}; below {}, above {}, not reached {}, not in the compiled program {}, in programs that do not build {}",
        totals[1],
        totals[0],
        pct(totals[1]),
        100.0 * totals[1] as f64 / (totals[0] - totals[5] - totals[6]).max(1) as f64,
        totals[0] - totals[5] - totals[6],
        claimed_exact,
        totals[2],
        totals[3],
        totals[4],
        totals[5],
        totals[6]
    );
    if !above.is_empty() {
        println!("\nabove the annotation (each with a witness that replayed):");
        for a in &above {
            println!("  {a}");
        }
    }
    if !failures.is_empty() {
        println!("\nbenchmarks that failed:");
        for f in &failures {
            println!("  {f}");
        }
    }
    if args.verbose && !not_exact.is_empty() {
        println!("\nbelow the annotation or not reached:");
        for n in &not_exact {
            println!("  {n}");
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ann(max: u64) -> Annotation {
        Annotation {
            bench: "b".into(),
            file: PathBuf::from("f.c"),
            line: 3,
            max,
        }
    }

    fn found(bound: Option<u64>) -> Found {
        Found {
            bound,
            exact: true,
            reason: String::new(),
        }
    }

    #[test]
    fn loops_are_scored_against_the_annotated_maximum() {
        assert_eq!(
            verdict(&ann(10), Some(&found(Some(10))), false),
            Verdict::Exact
        );
        assert_eq!(
            verdict(&ann(10), Some(&found(Some(9))), false),
            Verdict::Below
        );
        assert_eq!(
            verdict(&ann(10), Some(&found(Some(11))), false),
            Verdict::Above
        );
        assert_eq!(
            verdict(&ann(10), Some(&found(None)), false),
            Verdict::NotReached
        );
        assert_eq!(verdict(&ann(10), None, false), Verdict::Absent);
        assert_eq!(verdict(&ann(10), None, true), Verdict::Failed);
        assert_eq!(
            verdict(&ann(10), Some(&found(Some(10))), true),
            Verdict::Exact
        );
        // A loop no input reaches runs zero times.
        assert_eq!(verdict(&ann(0), Some(&found(None)), false), Verdict::Exact);
    }
}
