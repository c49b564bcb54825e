//! `cargo xtask determinism`: the same command on the same input gives the same answer,
//! however loaded the machine is (issue 37). Each of `check`, `verify`, `test` and
//! `loopbound` runs `--runs` times on every program under `examples/` and on a spread of
//! programs under `tests/check/`, the last `--busy` runs with a thread spinning on another
//! core, and every run's JSON (and `test`'s `tests.json`) must equal the first's, times
//! aside. Unlike the golden runs, runs that end by their budget count too: that is where a
//! budget measured in seconds made answers differ.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use anyhow::{bail, Result};
use serde_json::Value;

use crate::pathsift;
use crate::process::{c_files, repo_root, run_captured, Ending};

/// Options of `cargo xtask determinism`.
#[derive(clap::Args)]
pub struct Args {
    /// Runs of each command on each program.
    #[arg(long, default_value_t = 10)]
    runs: usize,
    /// Of those, the last N run with another core busy.
    #[arg(long, default_value_t = 5)]
    busy: usize,
    /// How many programs of tests/check/ (spread over the sorted list).
    #[arg(long, default_value_t = 20)]
    programs: usize,
    /// Each run's --timeout (a budget of work).
    #[arg(long, default_value = "10")]
    timeout: String,
}

const COMMANDS: [&str; 4] = ["check", "verify", "test", "loopbound"];

/// Spins on a core until dropped.
struct Busy(Arc<AtomicBool>);

impl Busy {
    fn start() -> Busy {
        let stop = Arc::new(AtomicBool::new(false));
        let s = Arc::clone(&stop);
        std::thread::spawn(move || {
            let mut x = 0u64;
            while !s.load(Ordering::Relaxed) {
                x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
            }
        });
        Busy(stop)
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The output without what speaks of a clock.
fn normalise(v: Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.into_iter()
                .filter(|(k, _)| !k.ends_with("time_s") && k != "elapsed")
                .map(|(k, v)| (k, normalise(v)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.into_iter().map(normalise).collect()),
        other => other,
    }
}

/// One run's normalised JSON (with `tests.json` for `test`).
fn run_once(bin: &Path, command: &str, file: &Path, timeout: &str, out: &Path) -> Result<Value> {
    let mut cmd = Command::new(bin);
    cmd.arg(command)
        .args(["--json", "--timeout", timeout])
        .current_dir(repo_root());
    if command == "test" {
        let _ = std::fs::remove_dir_all(out);
        cmd.arg("--out").arg(out);
    }
    cmd.arg(file);
    let c = run_captured(&mut cmd, Duration::from_secs(600))?;
    let mut v = match serde_json::from_slice::<Value>(&c.stdout) {
        Ok(v) => v,
        Err(_) if c.ending != Ending::Exited(0) => {
            serde_json::json!({"failed": c.ending.to_string(), "stderr": c.stderr_text()})
        }
        Err(e) => bail!("{command} {}: {e}", file.display()),
    };
    if command == "test" {
        let suite = std::fs::read_to_string(out.join("tests.json")).unwrap_or_default();
        v["suite"] = serde_json::from_str(&suite).unwrap_or(Value::Null);
    }
    Ok(normalise(v))
}

/// Where two values first differ, as a JSON pointer.
fn first_difference(a: &Value, b: &Value, at: String) -> Option<String> {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            x.keys()
                .chain(y.keys())
                .find_map(|k| match (x.get(k), y.get(k)) {
                    (Some(p), Some(q)) => first_difference(p, q, format!("{at}/{k}")),
                    _ => Some(format!("{at}/{k}")),
                })
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (p, q))| first_difference(p, q, format!("{at}/{i}"))),
        _ => (a != b).then_some(at),
    }
}

/// The programs: examples/ and a spread of tests/check/.
fn programs(root: &Path, n: usize) -> Result<Vec<PathBuf>> {
    let mut out = c_files(&root.join("examples"))?;
    let check = c_files(&root.join("tests").join("check"))?;
    let step = (check.len() / n.max(1)).max(1);
    out.extend(check.into_iter().step_by(step).take(n));
    Ok(out)
}

/// Runs the comparison.
pub fn run(args: &Args) -> Result<()> {
    let bin = pathsift::build_release()?;
    let root = repo_root();
    let scratch = tempfile::tempdir()?;
    let out = scratch.path().join("suite");
    let (mut same, mut differ) = (0usize, Vec::new());
    for file in programs(&root, args.programs)? {
        let rel = file.strip_prefix(&root).unwrap_or(&file).to_path_buf();
        for command in COMMANDS {
            let first = run_once(&bin, command, &rel, &args.timeout, &out)?;
            let mut diff = None;
            for k in 1..args.runs {
                let _busy = (k + args.busy >= args.runs).then(Busy::start);
                let v = run_once(&bin, command, &rel, &args.timeout, &out)?;
                if let Some(at) = first_difference(&first, &v, String::new()) {
                    diff = Some(format!("run {}: {at}", k + 1));
                    break;
                }
            }
            match diff {
                None => same += 1,
                Some(d) => {
                    eprintln!("determinism: {command} {}: {d}", rel.display());
                    differ.push(format!("{command} {}", rel.display()));
                }
            }
        }
    }
    let total = same + differ.len();
    println!(
        "determinism: {same} of {total} (command, program) pairs gave identical JSON in all {} runs ({} with another core busy)",
        args.runs, args.busy
    );
    if !differ.is_empty() {
        bail!("{} pairs differ: {}", differ.len(), differ.join(", "));
    }
    Ok(())
}
