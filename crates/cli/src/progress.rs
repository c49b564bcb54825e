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
    let installed = ctrlc::set_handler(|| {
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
