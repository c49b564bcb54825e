//! The work clock: a thread's budgets counted in work done, not in seconds.
//!
//! Every budget inside an analysis (the share of a portfolio stage, a solver query's
//! allowance, when a technique gives up) is measured on this clock, so that the same command
//! on the same input makes the same decisions however loaded the machine is. Work is charged
//! where it is done: an instruction executed symbolically or concretely, a solver query by
//! the resource units Z3 counts (its `rlimit`). Each charge is weighted by what it costs on a
//! typical machine, so that one second of work is about one second of wall-clock time on an
//! idle one and a `--timeout` keeps its familiar meaning; the wall clock itself only bounds
//! the whole command from outside (the command line's watchdog).
//!
//! The clock is per thread: an analysis runs on one thread, and tests that run analyses side
//! by side must not see each other's work.

use std::cell::Cell;
use std::ops::{Add, Sub};
use std::time::Duration;

thread_local! {
    /// Work done by this thread so far, in nanoseconds of the reference machine.
    static NOW: Cell<u64> = const { Cell::new(0) };
}

/// What one unit of each kind of work costs, in nanoseconds of work time. Calibrated on the
/// 2-core development machine with its other core busy and on SV-COMP tasks run two at a
/// time (docs/determinism.md has the measurements), so that a budget of work ends a run
/// before the same number of wall-clock seconds does even then: on an idle machine a second
/// of work takes a third to a half of a second. A symbolic instruction includes its share
/// of memory access; the expressions it builds are charged by node; a concrete instruction
/// is the interpreter's; a solver unit is one of Z3's resource-limit units. A kind of work
/// left uncharged lets a run end by the wall clock, with an answer that depends on load:
/// what a profile shows taking time must be charged somewhere.
pub mod cost {
    /// One instruction executed symbolically, before the expressions it builds
    /// ([`EXPR_NODE`]): 0.3 to 0.9 µs on loops over concrete data (SV-COMP's 10^5-element
    /// arrays, two tasks at a time), which 2.5 µs had charged three to eight times over.
    pub const SYMBOLIC_INSTRUCTION: u64 = 1_000;
    /// One expression node looked up or added in the hash-consing table: what makes an
    /// instruction on symbolic data cost more than one on concrete data.
    pub const EXPR_NODE: u64 = 150;
    /// One instruction executed symbolically in concolic mode (whitebox fuzzing): most of
    /// its operands are concrete and its conditions are decided by evaluation, with no
    /// solver call; a quarter of a symbolic one (measured on bench/fuzz's parsers: some
    /// 110 ns each on the idle machine, against 2,500 charged before it had a weight of its
    /// own, which made 60 s of fuzzing end after 9 s).
    pub const CONCOLIC_INSTRUCTION: u64 = 250;
    /// A state split in two (the copy, and the searcher's bookkeeping).
    pub const FORK: u64 = 40_000;
    /// One instruction executed by the concrete interpreter.
    pub const CONCRETE_INSTRUCTION: u64 = 30;
    /// A query that reached Z3, before its own work (translation, model reading).
    pub const SOLVER_CALL: u64 = 300_000;
    /// A term of a query sent to Z3 (its translation, and Z3's preprocessing of it).
    pub const SOLVER_TERM: u64 = 2_000;
    /// One of Z3's resource units (`rlimit count`): 160 to 260 ns each on the idle machine.
    pub const SOLVER_UNIT: u64 = 500;
    /// Any query, before the layer that answers it (caches, ranges, slicing).
    pub const SOLVER_QUERY: u64 = 5_000;
    /// Each constraint of a query (what slicing and the caches walk).
    pub const SOLVER_CONSTRAINT: u64 = 1_000;
    /// One instruction walked by a static analysis of a function body (the liveness that
    /// subsumption and reuse compute per loop head and join point).
    pub const STATIC_STEP: u64 = 300;
    /// One byte of a state read or scanned for pointers when subsumption or reuse compares
    /// two states (a 10^5-element array is read at every join it reaches).
    pub const STATE_BYTE: u64 = 60;
}

/// How much slower an unoptimised (debug) build does the same work: the weights are a
/// release build's, and the test suite runs a debug one, whose budgets must still end before
/// the same number of wall-clock seconds.
const BUILD_SCALE: u64 = if cfg!(debug_assertions) { 8 } else { 1 };

/// Charges `ns` nanoseconds of work to this thread's clock.
#[inline]
pub fn charge(ns: u64) {
    NOW.with(|n| n.set(n.get().saturating_add(ns.saturating_mul(BUILD_SCALE))));
}

/// Charges `ns` nanoseconds of work done by optimised native code (Z3), which a debug
/// build of pathsift does not slow down.
#[inline]
pub fn charge_native(ns: u64) {
    NOW.with(|n| n.set(n.get().saturating_add(ns)));
}

/// Charges `count` units of work that cost `unit_ns` each.
#[inline]
pub fn charge_units(count: u64, unit_ns: u64) {
    charge(count.saturating_mul(unit_ns));
}

/// A point on this thread's work clock, used as `std::time::Instant` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Instant(u64);

impl Instant {
    /// The start of every thread's clock.
    pub const ZERO: Instant = Instant(0);

    /// The work done so far.
    pub fn now() -> Instant {
        Instant(NOW.with(Cell::get))
    }

    /// Work done since `self`.
    pub fn elapsed(&self) -> Duration {
        Instant::now().saturating_duration_since(*self)
    }

    /// Work between `earlier` and `self` (zero if `earlier` is later).
    pub fn saturating_duration_since(&self, earlier: Instant) -> Duration {
        Duration::from_nanos(self.0.saturating_sub(earlier.0))
    }
}

impl Add<Duration> for Instant {
    type Output = Instant;
    fn add(self, d: Duration) -> Instant {
        let ns = u64::try_from(d.as_nanos()).unwrap_or(u64::MAX);
        Instant(self.0.saturating_add(ns))
    }
}

impl Sub<Instant> for Instant {
    type Output = Duration;
    fn sub(self, earlier: Instant) -> Duration {
        self.saturating_duration_since(earlier)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_moves_only_with_work() {
        let t = Instant::now();
        std::thread::sleep(Duration::from_millis(5));
        assert_eq!(t.elapsed(), Duration::ZERO);
        charge_units(3, cost::SYMBOLIC_INSTRUCTION);
        assert_eq!(
            t.elapsed(),
            Duration::from_nanos(3 * cost::SYMBOLIC_INSTRUCTION * BUILD_SCALE)
        );
        let deadline = t + Duration::from_micros(1);
        assert!(Instant::now() >= deadline);
    }

    #[test]
    fn each_thread_has_its_own_clock() {
        charge(1_000_000);
        let other = std::thread::spawn(Instant::now).join().unwrap();
        assert_eq!(other, Instant(0));
    }
}
