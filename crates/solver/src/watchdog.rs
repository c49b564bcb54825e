//! A backstop for Z3's own timeout, which some queries ignore (bit-blasting a deep term can
//! run for minutes past it): one thread interrupts a query (`Z3_interrupt` on the context
//! of the thread running it) that is still running a grace period after its time is up.
//! The query then ends as "canceled", which the Z3 layer reports as a timeout.

use rustc_hash::FxHashMap as HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

/// A query under watch: its thread's Z3 context (as an address: the watchdog only passes it
/// to `Z3_interrupt`) and when to interrupt it.
struct Watched {
    ctx: usize,
    until: Instant,
    fired: Arc<AtomicBool>,
}

/// The queries under watch, by ticket, and the next ticket.
#[derive(Default)]
struct Table {
    next: u64,
    queries: HashMap<u64, Watched>,
}

/// What the querying threads share with the watchdog thread.
struct Shared {
    table: Mutex<Table>,
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Table> {
        self.table.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The shared table, with its thread started on first use.
fn shared() -> &'static Shared {
    static SHARED: OnceLock<Shared> = OnceLock::new();
    static STARTED: OnceLock<()> = OnceLock::new();
    let s = SHARED.get_or_init(|| Shared {
        table: Mutex::new(Table::default()),
        changed: Condvar::new(),
    });
    STARTED.get_or_init(|| {
        // Without the thread, queries are only bounded by Z3's own timeout, as before.
        let _ = std::thread::Builder::new()
            .name("z3-watchdog".into())
            .spawn(move || watch(s));
    });
    s
}

/// The watchdog thread: interrupts each query whose time is up, sleeps until the next one's.
fn watch(s: &'static Shared) {
    let mut table = s.lock();
    loop {
        let now = Instant::now();
        table.queries.retain(|_, q| {
            if q.until > now {
                return true;
            }
            // SAFETY: a query stays in the table only while its thread is inside the Z3
            // call (the guard removes it, under this lock, before the call returns), so the
            // context is alive; Z3_interrupt may be called from another thread.
            if let Some(ctx) = std::ptr::NonNull::new(q.ctx as *mut z3_sys::_Z3_context) {
                unsafe { z3_sys::Z3_interrupt(ctx) };
            }
            q.fired.store(true, Ordering::Relaxed);
            false
        });
        let next = table.queries.values().map(|q| q.until).min();
        table = match next {
            None => s.changed.wait(table).unwrap_or_else(|e| e.into_inner()),
            Some(t) => {
                let wait = t.saturating_duration_since(now);
                s.changed
                    .wait_timeout(table, wait)
                    .unwrap_or_else(|e| e.into_inner())
                    .0
            }
        };
    }
}

/// A query under watch; dropping it (when the Z3 call has returned) ends the watch.
pub(crate) struct Guard {
    ticket: u64,
    fired: Arc<AtomicBool>,
}

/// Watches the Z3 call the current thread is about to make, given `budget`: it is
/// interrupted once `budget` plus a grace (a quarter of it, at least 100 ms) has passed.
pub(crate) fn watch_query(budget: Duration) -> Guard {
    let ctx = ::z3::Context::thread_local().get_z3_context().as_ptr() as usize;
    let grace = (budget / 4).max(Duration::from_millis(100));
    let s = shared();
    let fired = Arc::new(AtomicBool::new(false));
    let mut table = s.lock();
    let ticket = table.next;
    table.next += 1;
    table.queries.insert(
        ticket,
        Watched {
            ctx,
            until: Instant::now() + budget + grace,
            fired: Arc::clone(&fired),
        },
    );
    drop(table);
    s.changed.notify_one();
    Guard { ticket, fired }
}

impl Guard {
    /// Whether the watchdog interrupted the query (its time ran out, not its resource limit).
    pub(crate) fn fired(&self) -> bool {
        self.fired.load(Ordering::Relaxed)
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        shared().lock().queries.remove(&self.ticket);
    }
}

/// Interrupts every query under watch now: the run was asked to stop (the user, or an outer
/// limit), and a query of a hard formula would otherwise keep it from reporting until its
/// own limit. Queries started afterwards run as usual (the witnesses of what was found are
/// still computed).
pub(crate) fn interrupt_all() {
    let s = shared();
    let now = Instant::now();
    for q in s.lock().queries.values_mut() {
        q.until = now;
    }
    s.changed.notify_one();
}
