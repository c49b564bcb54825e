//! Long runs talk and keep what they found: progress on stderr while an exploration runs, and
//! SIGINT/SIGTERM stop the exploration so that the results so far are reported.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Makes the first SIGINT or SIGTERM stop exploring (the command then reports what it has,
/// marked incomplete) and the second one end the process.
pub fn stop_on_signals() {
    static SIGNALS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let installed = ctrlc::set_handler(|| {
        let first = SIGNALS.fetch_add(1, Ordering::Relaxed) == 0;
        // A worker of `--jobs` is signalled by its parent when the run's --timeout passed
        // (whether or not its own guard stopped it already).
        if crate::worker::worker().is_some() && first {
            symex::live::request_stop_for(symex::live::StopReason::WallClock);
            return;
        }
        if symex::live::stop_requested() {
            std::process::exit(130);
        }
        symex::live::request_stop();
        eprintln!(
            "\npathsift: interrupted; reporting what was found so far (interrupt again to quit)"
        );
    });
    if let Err(e) = installed {
        eprintln!("pathsift: warning: an interrupt will end the run without results ({e})");
    }
}

/// A progress bar over the time budget (a spinner without one), on stderr when it is a
/// terminal and `show`.
pub fn bar(show: bool, timeout: Option<f64>) -> Option<indicatif::ProgressBar> {
    if !show || !std::io::stderr().is_terminal() {
        return None;
    }
    let (b, template) = match timeout {
        Some(t) => (
            indicatif::ProgressBar::new((t * 1000.0) as u64),
            "{spinner} [{elapsed_precise}] {bar:30} {msg}",
        ),
        None => (
            indicatif::ProgressBar::new_spinner(),
            "{spinner} [{elapsed_precise}] {msg}",
        ),
    };
    let style = indicatif::ProgressStyle::with_template(template).ok()?;
    b.set_style(style);
    b.enable_steady_tick(Duration::from_millis(200));
    Some(b)
}

/// Shows the running exploration's figures until dropped.
pub struct Live {
    bar: Option<indicatif::ProgressBar>,
    done: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Live {
    /// Starts the display (nothing happens unless `show` and stderr is a terminal).
    pub fn start(show: bool, timeout: Option<f64>) -> Live {
        let bar = bar(show, timeout);
        let done = Arc::new(AtomicBool::new(false));
        let thread = bar.clone().map(|b| {
            let done = Arc::clone(&done);
            let start = Instant::now();
            std::thread::spawn(move || {
                while !done.load(Ordering::Relaxed) {
                    let s = symex::live::snapshot();
                    b.set_message(format!(
                        "{} paths, {} ending in an error, {} pending, {} blocks covered",
                        s.paths, s.errors, s.pending, s.covered_blocks
                    ));
                    b.set_position(start.elapsed().as_millis() as u64);
                    std::thread::sleep(Duration::from_millis(200));
                }
            })
        });
        Live { bar, done, thread }
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        if let Some(b) = &self.bar {
            b.finish_and_clear();
        }
    }
}

/// When the guard asks the command to stop (its `--timeout` on the wall clock).
static DEADLINE: std::sync::Mutex<Option<Instant>> = std::sync::Mutex::new(None);

/// When this command's wall-clock `--timeout` passes, if it has one: the workers of `--jobs`
/// stop then too.
pub fn deadline() -> Option<Instant> {
    DEADLINE.lock().ok().and_then(|d| *d)
}

/// Set when the command has its result and prints it: the guard then lets it finish.
static REPORTING: AtomicBool = AtomicBool::new(false);

/// Says that the command has its result and is printing it.
pub fn reporting() {
    REPORTING.store(true, Ordering::Relaxed);
}

/// What the command prints when the guard must end it before it could report.
#[derive(Clone, Debug)]
pub struct Fallback {
    /// `--json` (or another machine format) was asked for: print one JSON document.
    pub json: bool,
    /// For `verify`: the property, so that the document carries an `unknown` verdict.
    pub property: Option<String>,
    /// The exit code of an incomplete result (`--fail-on`).
    pub exit_code: u8,
}

/// The command's outer limits, on the wall clock and on resident memory: budgets inside an
/// analysis are counted in work (the `budget` crate), so on a loaded machine the wall clock
/// may pass first. At the limit the exploration is asked to stop and report (as with
/// Ctrl-C, but marked as a timeout or memory limit); if it has not reported within a grace
/// period (or memory keeps growing past half as much again), the process ends with the
/// fallback result, so that `--timeout` bounds the whole command.
pub struct Guard {
    done: Arc<AtomicBool>,
}

/// Resident set size of this process in MiB (0 where /proc is unavailable).
pub fn resident_mb() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    pages * 4096 / (1 << 20)
}

impl Guard {
    /// Watches the wall clock (`timeout` seconds from `start`) and memory (`max_memory_mb`).
    pub fn start(
        start: Instant,
        timeout: Option<f64>,
        max_memory_mb: u64,
        fallback: Fallback,
    ) -> Guard {
        let done = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&done);
        let deadline = timeout.map(|t| start + Duration::from_secs_f64(t));
        if let Ok(mut d) = DEADLINE.lock() {
            *d = deadline;
        }
        // Within 1 s or 10 % of the timeout, whichever is more, and room left to print.
        let grace = timeout.map(|t| Duration::from_secs_f64((t * 0.1).max(1.0) * 0.7));
        std::thread::spawn(move || {
            let mut asked: Option<(Instant, &'static str)> = None;
            while !stop.load(Ordering::Relaxed) {
                let now = Instant::now();
                let rss = resident_mb();
                if asked.is_none() {
                    if deadline.is_some_and(|d| now >= d) {
                        symex::live::request_stop_for(symex::live::StopReason::WallClock);
                        asked = Some((now, "the --timeout passed"));
                    } else if rss > max_memory_mb {
                        symex::live::request_stop_for(symex::live::StopReason::Memory);
                        asked = Some((now, "the memory limit (--max-memory) was reached"));
                    }
                }
                if let Some((at, why)) = asked {
                    let late = now.duration_since(at) >= grace.unwrap_or(Duration::from_secs(2));
                    let runaway = rss > max_memory_mb.saturating_mul(3) / 2;
                    if (late || runaway) && !REPORTING.load(Ordering::Relaxed) {
                        end_with(&fallback, why, start);
                    }
                }
                std::thread::sleep(Duration::from_millis(25));
            }
        });
        Guard { done }
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
    }
}

/// Prints the fallback result (an incomplete one, with `why`) and ends the process.
fn end_with(f: &Fallback, why: &str, start: Instant) -> ! {
    let reason = format!("{why} before the analysis could report; nothing it found is shown");
    let time_s = start.elapsed().as_secs_f64();
    eprintln!("pathsift: {reason}");
    if f.json {
        let mut v = serde_json::json!({
            "complete": false,
            "reason": reason,
            "stats": {"time_s": time_s},
        });
        if let Some(p) = &f.property {
            v["verdict"] = "unknown".into();
            v["property"] = p.clone().into();
        }
        println!("{v}");
    } else if f.property.is_some() {
        println!("verdict: unknown");
        println!("reason: {reason}");
    }
    use std::io::Write;
    let _ = std::io::stdout().flush();
    std::process::exit(i32::from(f.exit_code));
}
