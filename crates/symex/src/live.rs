//! What the running exploration has done so far, and whether the user asked it to stop.
//!
//! The command line's progress display and its signal handler read and set these from other
//! threads, with no path to the explorer itself; a process runs one exploration at a time, so
//! process-wide counters say what a user needs to see.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};

static STOP: AtomicBool = AtomicBool::new(false);
static PATHS: AtomicU64 = AtomicU64::new(0);
static ERRORS: AtomicU64 = AtomicU64::new(0);
static PENDING: AtomicU64 = AtomicU64::new(0);
static COVERED: AtomicU64 = AtomicU64::new(0);

/// Asks every exploration to stop at its next state and report what it has.
pub fn request_stop() {
    STOP.store(true, Relaxed);
}

/// Whether a stop was asked for.
pub fn stop_requested() -> bool {
    STOP.load(Relaxed)
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
