//! `--jobs N`: worker processes over the shards of the execution tree.
//!
//! A `--jobs N` run first tries the whole run in this process for a quarter of a second of work
//! ([`probe`]); a run that ends in it is exactly `--jobs 1`'s. Otherwise it splits the tree
//! into [`pieces`] shards ([`symex::shard`]), 4 per worker, and runs this same command line
//! once per shard as a child process. All of them start at once on N of the machine's cores
//! ([`confine`]): a lopsided tree's shards differ tenfold in work, and the cores share out
//! the small ones while a large one runs, where taking shards in turn would leave the last
//! large one alone at the end. Each child writes its JSON to a file; the parent merges them
//! with `pathsift merge`'s rules ([`crate::merge`]) and prints the result in the format
//! asked for.
//!
//! Each shard is one deterministic run with a quarter of `--timeout` ([`share`]), on its
//! own work clock, so a run that completes prints the verdict, findings, covered branches
//! and bounds of `--jobs 1` whatever N and the machine's load. Processes rather than
//! threads: each worker has its own solver and expressions, so nothing is shared on the hot
//! path.

use std::path::Path;
use std::process::{Child, Command, Stdio};

use anyhow::{Context, Result};
use serde_json::Value;

use crate::worker::{
    worker, BUDGET_VAR, MEMORY_VAR, MODULE_FLAGS_VAR, MODULE_VAR, RESULT_VAR, SHARD_VAR,
};

/// Shards per worker: enough that one large subtree does not leave the other workers idle
/// for long, few enough that the replicated top of the tree stays small.
const PIECES_PER_JOB: u32 = 4;

/// The shards of a `--jobs N` run (N > 1).
pub fn pieces(jobs: u32) -> u32 {
    jobs * PIECES_PER_JOB
}

/// The share of `--timeout` one shard of a `--jobs` run explores for: the workers' time
/// over the shards, so that the run ends within `--timeout` however the work falls. 1 for a
/// process that is no worker.
pub fn share() -> f64 {
    match worker() {
        Some(_) => 1.0 / f64::from(PIECES_PER_JOB),
        None => 1.0,
    }
}

/// The budget in seconds of this process's exploration, given the command's `own`: a
/// worker's share of what the parent left it (or of `own`).
pub fn budget(own: Option<f64>) -> Option<f64> {
    match worker() {
        Some(w) => w.left.or(own).map(|t| t * share()),
        None => own,
    }
}

/// Whether the parent of this worker already ran the stages that decide for the whole
/// program.
pub fn stages_done() -> bool {
    worker().is_some_and(|w| w.left.is_some())
}

/// The work budget (seconds) of a `--jobs` run's first try: the whole run in this process.
/// A run that ends within it without running out of time is what `--jobs 1` prints, and
/// starting workers for it would only add their start-up; a longer one is split, and the
/// try costs at most this much.
const PROBE_S: f64 = 0.25;

/// The budget of the first try of a run whose budget is `own` (seconds).
pub fn probe(own: f64) -> f64 {
    own.min(PROBE_S)
}

/// The budget (seconds) this process explores for, given the command's `own`: the first
/// try's when it `leads` workers, else its share as a worker (all of it otherwise).
pub fn run_budget(leads: bool, own: f64) -> f64 {
    match leads {
        true => probe(own),
        false => own * share(),
    }
}

/// Whether this command line runs as the parent of `--jobs` workers.
pub fn leads(jobs: u32, shard: &Option<String>) -> bool {
    jobs > 1 && shard.is_none() && worker().is_none()
}

/// A worker hands its result to the parent; `true` when it did (it prints nothing then).
pub fn deliver(v: &Value) -> Result<bool> {
    let Some(w) = worker() else {
        return Ok(false);
    };
    let text = serde_json::to_string(v)?;
    std::fs::write(&w.result, text).with_context(|| w.result.display().to_string())?;
    Ok(true)
}

/// How the parent of `--jobs` workers runs them.
pub struct Jobs<'a> {
    /// Workers at once.
    pub jobs: u32,
    /// The inputs, compiled here once so that no worker runs clang; their memory limit is
    /// shared among the workers.
    pub input: &'a crate::common::InputArgs,
    /// The build the command loads: (no runtime, overflow checks).
    pub build: (bool, bool),
    /// Where a `test` suite goes.
    pub test_out: Option<&'a Path>,
    /// The budget (seconds of work) left after the parent's own stages, which the workers
    /// then skip.
    pub left: Option<f64>,
    /// A worker's result that decides the run alone (`verify`'s `false`): the other workers
    /// are stopped, and it is the run's result.
    pub decisive: Option<fn(&Value) -> bool>,
}

impl<'a> Jobs<'a> {
    /// `jobs` workers over `input` built as `build`, each exploring its shards to the end.
    pub fn new(jobs: u32, input: &'a crate::common::InputArgs, build: (bool, bool)) -> Jobs<'a> {
        Jobs {
            jobs,
            input,
            build,
            test_out: None,
            left: None,
            decisive: None,
        }
    }
}

/// Runs this command line over the shards with `j.jobs` workers and merges their results.
///
/// A decisive result (a violation) ends the run: which worker finds one first depends on
/// timing, so a `false` is always `false`, but its witness may be another path's than
/// `--jobs 1` shows.
pub fn run_jobs(j: Jobs<'_>) -> Result<Value> {
    let count = pieces(j.jobs);
    let dir = tempfile::Builder::new()
        .prefix("pathsift-jobs-")
        .tempdir()
        .context("a directory for the workers' results")?;
    let exe = std::env::current_exe().context("this program's path, to start workers")?;
    let args: Vec<_> = std::env::args_os().skip(1).collect();
    let result = |i: u32| dir.path().join(format!("shard-{i}.json"));
    let log = |i: u32| dir.path().join(format!("shard-{i}.log"));
    let read = |i: u32| -> Result<Value> {
        let text = std::fs::read_to_string(result(i))
            .with_context(|| format!("the result of worker {i}/{count}"))?;
        Ok(serde_json::from_str(&text)?)
    };
    let linked = dir.path().join("program.bc");
    let (no_runtime, checked) = j.build;
    frontend::link(
        &j.input.files,
        &j.input.compile_options(no_runtime, checked),
        &linked,
    )?;
    let build = format!("{},{}", u8::from(no_runtime), u8::from(checked));
    let memory = (j.input.max_memory_mb() / u64::from(count)).max(crate::common::MIN_MEMORY_MB);
    confine(j.jobs);
    let mut running: Vec<(u32, Child)> = Vec::new();
    for i in 0..count {
        let err = std::fs::File::create(log(i)).context("a worker's log")?;
        let mut cmd = Command::new(&exe);
        if let Some(b) = j.left {
            cmd.env(BUDGET_VAR, format!("{b}"));
        }
        let child = cmd
            .args(&args)
            .env(SHARD_VAR, format!("{i}/{count}"))
            .env(RESULT_VAR, result(i))
            .env(MEMORY_VAR, memory.to_string())
            .env(MODULE_VAR, &linked)
            .env(MODULE_FLAGS_VAR, &build)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(err)
            .spawn()
            .context("starting a worker")?;
        running.push((i, child));
    }
    let mut failed: Option<(u32, std::process::ExitStatus)> = None;
    let mut decided: Option<Value> = None;
    while !running.is_empty() {
        let mut done = None;
        for (k, (i, c)) in running.iter_mut().enumerate() {
            if let Some(status) = c.try_wait().context("waiting for a worker")? {
                done = Some((k, *i, status));
                break;
            }
        }
        let Some((k, i, status)) = done else {
            std::thread::sleep(std::time::Duration::from_millis(10));
            continue;
        };
        running.swap_remove(k);
        let stop = match status.success() {
            false => {
                failed = Some((i, status));
                true
            }
            true => {
                let v = read(i)?;
                let stop = j.decisive.is_some_and(|d| d(&v));
                if stop {
                    decided = Some(v);
                }
                stop
            }
        };
        if stop {
            for (_, c) in &mut running {
                // Already gone is fine: it is reaped below either way.
                let _ = c.kill();
            }
            for (_, c) in &mut running {
                let _ = c.wait();
            }
            running.clear();
        }
    }
    // What the workers printed on stderr (warnings, the default budget), each line once.
    let mut seen = std::collections::BTreeSet::new();
    for i in 0..count {
        let text = std::fs::read_to_string(log(i)).unwrap_or_default();
        for line in text.lines() {
            if seen.insert(line.to_string()) {
                eprintln!("{line}");
            }
        }
    }
    if let Some((i, status)) = failed {
        let what = format!("worker {i}/{count} of this --jobs run failed ({status})");
        return Err(match status.code() {
            // Bad input: the worker said what (above), and the run exits as it would have.
            Some(1) => crate::common::InputError(what).into(),
            _ => anyhow::anyhow!(what),
        });
    }
    if let Some(mut v) = decided {
        if let Some(o) = v.as_object_mut() {
            o.remove("shard");
        }
        v["stats"]["shards"] = serde_json::json!(count);
        return Ok(v);
    }
    let parts = (0..count)
        .map(|i| Ok((result(i), read(i)?)))
        .collect::<Result<Vec<_>>>()?;
    let merged = crate::merge::merge(parts, j.test_out)?;
    drop(dir);
    Ok(merged)
}

/// Keeps this process, and so the workers it starts, on `jobs` of the cores it may use:
/// `--jobs N` takes N cores whatever the number of shards. Where the machine has no more
/// than N, or the cores cannot be read, nothing changes.
fn confine(jobs: u32) {
    // SAFETY: `set` is a plain bit set that the calls below only read and write within its
    // size; pid 0 is this process.
    unsafe {
        let mut set: libc::cpu_set_t = std::mem::zeroed();
        let size = std::mem::size_of::<libc::cpu_set_t>();
        if libc::sched_getaffinity(0, size, &mut set) != 0 {
            return;
        }
        let allowed: Vec<usize> = (0..libc::CPU_SETSIZE as usize)
            .filter(|&c| libc::CPU_ISSET(c, &set))
            .collect();
        if allowed.len() <= jobs as usize {
            return;
        }
        let mut mine: libc::cpu_set_t = std::mem::zeroed();
        for &c in allowed.iter().take(jobs as usize) {
            libc::CPU_SET(c, &mut mine);
        }
        // Not confined is only slower for the machine's other work, never wrong.
        let _ = libc::sched_setaffinity(0, size, &mine);
    }
}
