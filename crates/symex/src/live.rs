//! What the running exploration has done so far, and whether the user asked it to stop.
//!
//! The command line's progress display and its signal handler read and set these from other
//! threads, with no path to the explorer itself; a process runs one exploration at a time, so
//! process-wide counters say what a user needs to see.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, Ordering::Relaxed};

/// 0, or the [`StopReason`] asked for, as its discriminant.
static STOP: AtomicU8 = AtomicU8::new(0);
static PATHS: AtomicU64 = AtomicU64::new(0);
static ERRORS: AtomicU64 = AtomicU64::new(0);
static PENDING: AtomicU64 = AtomicU64::new(0);
static COVERED: AtomicU64 = AtomicU64::new(0);

/// Why every exploration was asked to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum StopReason {
    /// The user interrupted the run (SIGINT, SIGTERM).
    Interrupt = 1,
    /// The command's wall-clock `--timeout` passed (the outer limit: budgets inside an
    /// analysis are counted in work, see the `budget` crate).
    WallClock = 2,
    /// The process' resident memory passed `--max-memory`.
    Memory = 3,
}

/// Asks every exploration to stop at its next state and report what it has.
pub fn request_stop() {
    request_stop_for(StopReason::Interrupt);
}

/// Asks every exploration to stop for `why` (the first reason asked for is kept).
pub fn request_stop_for(why: StopReason) {
    if STOP
        .compare_exchange(0, why as u8, Relaxed, Relaxed)
        .is_ok()
    {
        solver::interrupt_queries();
    }
}

/// Whether a stop was asked for.
pub fn stop_requested() -> bool {
    STOP.load(Relaxed) != 0
}

/// Why a stop was asked for, if one was.
pub fn stop_reason() -> Option<StopReason> {
    match STOP.load(Relaxed) {
        1 => Some(StopReason::Interrupt),
        2 => Some(StopReason::WallClock),
        3 => Some(StopReason::Memory),
        _ => None,
    }
}

/// The figures of the exploration running now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Snapshot {
    /// Paths that ended (exit, error or given up).
    pub paths: u64,
    /// Of those, paths that ended in an error.
    pub errors: u64,
    /// States waiting to run.
    pub pending: u64,
    /// Basic blocks some state has run.
    pub covered_blocks: u64,
}

/// The figures published last.
pub fn snapshot() -> Snapshot {
    Snapshot {
        paths: PATHS.load(Relaxed),
        errors: ERRORS.load(Relaxed),
        pending: PENDING.load(Relaxed),
        covered_blocks: COVERED.load(Relaxed),
    }
}

/// Publishes the running exploration's figures.
pub fn publish(s: Snapshot) {
    PATHS.store(s.paths, Relaxed);
    ERRORS.store(s.errors, Relaxed);
    PENDING.store(s.pending, Relaxed);
    COVERED.store(s.covered_blocks, Relaxed);
}

/// Work (nanoseconds on the analysis thread's clock) after which this process's run hands
/// its tree over to `--jobs` workers; `u64::MAX`: never.
static HANDOVER_WORK: AtomicU64 = AtomicU64::new(u64::MAX);
/// Forks the run must have made before it hands over.
static HANDOVER_FORKS: AtomicU64 = AtomicU64::new(0);
/// Forks made so far, by every exploration of this process.
static FORKS: AtomicU64 = AtomicU64::new(0);
static HANDED_OVER: AtomicBool = AtomicBool::new(false);

/// Has this process's explorations of the tree that workers split (those given a shard,
/// [`crate::Shard::WHOLE`] here) stop, as at their budget, once the analysis thread has
/// done `work` of work (from its clock's zero) and they have forked `forks` times: workers
/// that explore the same tree in shards take it from there ([`handed_over`] says whether it
/// happened). A run that ends before, or whose tree stays too narrow to be worth splitting,
/// runs to its end here, exactly as with no workers.
pub fn hand_over_after(work: std::time::Duration, forks: u64) {
    HANDOVER_FORKS.store(forks, Relaxed);
    HANDOVER_WORK.store(u64::try_from(work.as_nanos()).unwrap_or(u64::MAX), Relaxed);
}

/// Counts a fork, for [`hand_over_after`].
pub(crate) fn count_fork() {
    FORKS.fetch_add(1, Relaxed);
}

/// Whether an exploration must stop now to hand over (see [`hand_over_after`]); once it is
/// true it stays true.
pub(crate) fn hand_over_due() -> bool {
    if HANDED_OVER.load(Relaxed) {
        return true;
    }
    let work = HANDOVER_WORK.load(Relaxed);
    let due = work != u64::MAX
        && FORKS.load(Relaxed) >= HANDOVER_FORKS.load(Relaxed)
        && budget::Instant::now() >= budget::Instant::ZERO + std::time::Duration::from_nanos(work);
    if due {
        HANDED_OVER.store(true, Relaxed);
    }
    due
}

/// Whether this process's run stopped to hand its tree over to workers.
pub fn handed_over() -> bool {
    HANDED_OVER.load(Relaxed)
}
