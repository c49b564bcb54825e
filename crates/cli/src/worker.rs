//! What a worker process of a `--jobs` run was given: its parent (the `parallel` module)
//! passes it in the environment, and the rest of the command line reads it from here (its
//! budget, memory limit and already compiled program).

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};

use symex::Shard;

/// The shard a worker explores (`I/N`).
pub(crate) const SHARD_VAR: &str = "PATHSIFT_WORKER_SHARD";
/// Where a worker writes its JSON result.
pub(crate) const RESULT_VAR: &str = "PATHSIFT_WORKER_RESULT";
/// The budget (seconds of work) left to the workers when the parent already ran a stage
/// that decides for the whole program (`verify`'s portfolio), which they then skip.
pub(crate) const BUDGET_VAR: &str = "PATHSIFT_WORKER_BUDGET";
/// Set when a worker starts after its parent's wall-clock `--timeout` passed: it reports its
/// shard unexplored at once.
pub(crate) const LATE_VAR: &str = "PATHSIFT_WORKER_LATE";
/// A worker's share of the run's memory limit, in MiB.
pub(crate) const MEMORY_VAR: &str = "PATHSIFT_WORKER_MEMORY";
/// The program as the parent compiled and linked it once for all workers, and the build's
/// flags (`no_runtime,check_overflow`).
pub(crate) const MODULE_VAR: &str = "PATHSIFT_WORKER_MODULE";
pub(crate) const MODULE_FLAGS_VAR: &str = "PATHSIFT_WORKER_MODULE_FLAGS";
/// When the parent's command started (seconds since the Unix epoch): what a worker reports
/// as found at a time counts from there.
pub(crate) const START_VAR: &str = "PATHSIFT_WORKER_START";

/// Linked bitcode of the program, compiled once by the parent of `--jobs` workers.
#[derive(Clone, Debug)]
pub struct Linked {
    /// The bitcode file.
    pub path: PathBuf,
    /// The build it is: (no runtime, overflow checks).
    pub flags: (bool, bool),
}

/// What a worker of a `--jobs` run was given.
#[derive(Clone, Debug)]
pub struct Worker {
    /// Its shard.
    pub shard: Shard,
    /// Its result file.
    pub result: PathBuf,
    /// The budget the parent left after its own stages, if it ran any.
    pub left: Option<f64>,
    /// Its share of the run's memory limit (MiB).
    pub memory_mb: Option<u64>,
    /// The program, already compiled.
    pub module: Option<Linked>,
    /// Whether it started after its parent's wall-clock `--timeout` passed.
    pub late: bool,
    /// When its parent's command started (seconds since the Unix epoch).
    pub start: Option<f64>,
}

impl Worker {
    /// Where a worker of `test` writes its suite.
    pub fn suite_dir(&self) -> PathBuf {
        self.result.with_extension("")
    }
}

/// This process's part in a `--jobs` run, if it is a worker.
pub fn worker() -> Option<Worker> {
    static W: OnceLock<Option<Worker>> = OnceLock::new();
    W.get_or_init(|| {
        let shard = Shard::parse(&std::env::var(SHARD_VAR).ok()?).ok()?;
        let result = PathBuf::from(std::env::var_os(RESULT_VAR)?);
        let left = std::env::var(BUDGET_VAR).ok().and_then(|b| b.parse().ok());
        let memory_mb = std::env::var(MEMORY_VAR).ok().and_then(|b| b.parse().ok());
        let late = std::env::var_os(LATE_VAR).is_some();
        let start = std::env::var(START_VAR).ok().and_then(|t| t.parse().ok());
        let module = std::env::var_os(MODULE_VAR).and_then(|p| {
            let flags = std::env::var(MODULE_FLAGS_VAR).ok()?;
            let (a, b) = flags.split_once(',')?;
            Some(Linked {
                path: PathBuf::from(p),
                flags: (a == "1", b == "1"),
            })
        });
        Some(Worker {
            shard,
            result,
            left,
            memory_mb,
            module,
            late,
            start,
        })
    })
    .clone()
}

/// When this command started (`main` marks it first thing).
static STARTED: OnceLock<std::time::SystemTime> = OnceLock::new();

/// Marks this command's start (see [`since_run_start`]).
pub fn mark_start() {
    STARTED.get_or_init(std::time::SystemTime::now);
}

/// When the run started, in seconds since the Unix epoch: this command's start, or for a
/// worker its parent's.
pub fn run_start() -> f64 {
    worker().and_then(|w| w.start).unwrap_or_else(|| {
        let t = *STARTED.get_or_init(std::time::SystemTime::now);
        t.duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64())
    })
}

/// Wall-clock seconds since the run started ([`run_start`]).
pub fn since_run_start() -> f64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64());
    (now - run_start()).max(0.0)
}

/// Whether this process leads `--jobs` workers (set before it loads the program).
static LEADS: AtomicBool = AtomicBool::new(false);

/// The program as this process linked it, kept for its workers: compiling it once more for
/// them cost 0.2 s of a 4 s run (the parser of bench/parallel).
static KEPT: Mutex<Option<Kept>> = Mutex::new(None);

/// Linked bitcode in a directory that goes when the value does.
pub struct Kept {
    /// The bitcode and its build.
    pub linked: Linked,
    /// Holds the file.
    pub _dir: tempfile::TempDir,
}

/// Marks this process as the parent of `--jobs` workers: the program it loads is kept for
/// them ([`keep`]).
pub fn set_leads() {
    LEADS.store(true, Ordering::Relaxed);
}

/// Whether loading the program should keep its linked bitcode for workers.
pub fn leads() -> bool {
    LEADS.load(Ordering::Relaxed)
}

/// Keeps the linked bitcode of this process's program for its workers.
pub fn keep(kept: Kept) {
    if let Ok(mut k) = KEPT.lock() {
        *k = Some(kept);
    }
}

/// The kept bitcode, if it is of build `flags` (no runtime, overflow checks).
pub fn take_kept(flags: (bool, bool)) -> Option<Kept> {
    let mut k = KEPT.lock().ok()?;
    match k.as_ref() {
        Some(kept) if kept.linked.flags == flags => k.take(),
        _ => None,
    }
}

/// Removes what [`keep`] kept and no worker used (a run that ended in this process).
pub fn forget_kept() {
    if let Ok(mut k) = KEPT.lock() {
        k.take();
    }
}
