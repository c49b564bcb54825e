//! Running child processes: checked runs, captured runs with a time limit,
//! and a small bounded-parallelism map.

use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

/// The repository root (the parent of the xtask crate).
pub fn repo_root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map(PathBuf::from).unwrap_or(manifest)
}

/// The C files directly in `dir`, sorted.
pub fn c_files(dir: &std::path::Path) -> Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    files.sort();
    Ok(files)
}

/// The cargo executable that runs this xtask (falls back to `cargo`).
pub fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string())
}

/// A shell-like rendering of a command line, for logs.
pub fn display(cmd: &Command) -> String {
    let mut parts = vec![cmd.get_program().to_string_lossy().into_owned()];
    parts.extend(cmd.get_args().map(|a| a.to_string_lossy().into_owned()));
    parts.join(" ")
}

/// Prints the command, runs it with inherited stdio and returns its status.
pub fn run_status(cmd: &mut Command) -> Result<ExitStatus> {
    println!("$ {}", display(cmd));
    cmd.status()
        .with_context(|| format!("cannot start `{}`", display(cmd)))
}

/// Prints the command, runs it with inherited stdio and fails unless it succeeds.
pub fn run_checked(cmd: &mut Command) -> Result<()> {
    let status = run_status(cmd)?;
    if !status.success() {
        bail!("`{}` failed ({})", display(cmd), describe(status));
    }
    Ok(())
}

/// Human-readable exit status ("exit code 3", "signal 11").
pub fn describe(status: ExitStatus) -> String {
    match (status.code(), status.signal()) {
        (Some(code), _) => format!("exit code {code}"),
        (None, Some(sig)) => format!("signal {sig}"),
        (None, None) => "unknown status".to_string(),
    }
}

/// How a process run with a time limit ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Exited normally with this code.
    Exited(i32),
    /// Killed by this signal.
    Signaled(i32),
    /// Did not finish in time and was killed.
    TimedOut,
}

impl std::fmt::Display for Ending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ending::Exited(code) => write!(f, "exit code {code}"),
            Ending::Signaled(sig) => write!(f, "signal {sig}"),
            Ending::TimedOut => write!(f, "timeout"),
        }
    }
}

/// Result of a captured run.
#[derive(Debug)]
pub struct Captured {
    /// How the process ended.
    pub ending: Ending,
    /// Everything it wrote to stdout.
    pub stdout: Vec<u8>,
    /// Everything it wrote to stderr.
    pub stderr: Vec<u8>,
    /// Wall-clock time until it ended (or was killed).
    pub elapsed: Duration,
}

impl Captured {
    /// Stderr as (lossy) UTF-8 text.
    pub fn stderr_text(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }
}

/// Runs `cmd` with stdin closed and stdout/stderr captured, killing it (and
/// its process group) after `timeout`.
pub fn run_captured(cmd: &mut Command, timeout: Duration) -> Result<Captured> {
    capture(cmd, Stdio::null(), timeout, None)
}

/// [`run_captured`] with stdin read from `stdin` (a file, say) instead of closed.
pub fn run_captured_stdin(cmd: &mut Command, stdin: Stdio, timeout: Duration) -> Result<Captured> {
    capture(cmd, stdin, timeout, None)
}

/// [`run_captured`] that calls `watch` every `every` while the process runs (first right
/// after it starts), e.g. to see when it writes files.
pub fn run_watched(
    cmd: &mut Command,
    timeout: Duration,
    every: Duration,
    watch: &mut dyn FnMut(),
) -> Result<Captured> {
    capture(cmd, Stdio::null(), timeout, Some((every, watch)))
}

/// A callback and how often to call it while a process runs.
type Watch<'a> = (Duration, &'a mut dyn FnMut());

fn capture(
    cmd: &mut Command,
    stdin: Stdio,
    timeout: Duration,
    watch: Option<Watch<'_>>,
) -> Result<Captured> {
    cmd.stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let start = Instant::now();
    let mut child = cmd
        .spawn()
        .with_context(|| format!("cannot start `{}`", display(cmd)))?;
    let stdout = reader(&mut child, true);
    let stderr = reader(&mut child, false);
    let ending = wait_until(&mut child, start + timeout, watch)
        .with_context(|| format!("waiting for `{}`", display(cmd)))?;
    let elapsed = start.elapsed();
    Ok(Captured {
        ending,
        stdout: join_reader(stdout),
        stderr: join_reader(stderr),
        elapsed,
    })
}

type Reader = Option<thread::JoinHandle<Vec<u8>>>;

fn reader(child: &mut Child, stdout: bool) -> Reader {
    let mut pipe: Box<dyn Read + Send> = if stdout {
        Box::new(child.stdout.take()?)
    } else {
        Box::new(child.stderr.take()?)
    };
    Some(thread::spawn(move || {
        let mut buf = Vec::new();
        // A read error just truncates the capture; the exit status still tells.
        let _ = pipe.read_to_end(&mut buf);
        buf
    }))
}

fn join_reader(reader: Reader) -> Vec<u8> {
    reader.and_then(|h| h.join().ok()).unwrap_or_default()
}

fn wait_until(
    child: &mut Child,
    deadline: Instant,
    mut watch: Option<Watch<'_>>,
) -> Result<Ending> {
    let mut pause = Duration::from_millis(1);
    let mut next_watch = Instant::now();
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(ending_of(status));
        }
        let now = Instant::now();
        if let Some((every, f)) = watch.as_mut() {
            if now >= next_watch {
                f();
                next_watch = now + *every;
            }
        }
        if now >= deadline {
            kill_group(child);
            child.wait()?;
            return Ok(Ending::TimedOut);
        }
        let mut sleep = pause.min(deadline - now);
        if watch.is_some() {
            sleep = sleep.min(next_watch.saturating_duration_since(now));
        }
        thread::sleep(sleep);
        pause = (pause * 2).min(Duration::from_millis(20));
    }
}

fn ending_of(status: ExitStatus) -> Ending {
    match (status.code(), status.signal()) {
        (Some(code), _) => Ending::Exited(code),
        (None, Some(sig)) => Ending::Signaled(sig),
        (None, None) => Ending::Signaled(0),
    }
}

/// Kills the child's whole process group (it was started as a group leader),
/// so that grandchildren holding the output pipes die too.
fn kill_group(child: &mut Child) {
    let group = format!("-{}", child.id());
    let killed = Command::new("kill")
        .args(["-KILL", "--", &group])
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    if !killed {
        let _ = child.kill();
    }
}

/// Applies `f` to every item using at most `jobs` threads; results keep the
/// order of `items`.
pub fn par_map<T, R, F>(items: &[T], jobs: usize, f: F) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(usize, &T) -> R + Sync,
{
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, items.len().max(1)) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(item) = items.get(i) else { break };
                let r = f(i, item);
                if let Ok(mut slots) = results.lock() {
                    slots[i] = Some(r);
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .into_iter()
        .flatten()
        .collect()
}

/// `--shard I/N` of a benchmark runner: this machine's part of the tasks, so that a
/// benchmark spreads over the machines of a batch scheduler as a split pathsift run does.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct ShardArg {
    /// Run only part I of N of the tasks (every N-th, from the I-th, in the runner's
    /// order); the figures printed are that part's. I may be `auto`: SLURM_ARRAY_TASK_ID or
    /// JOB_COMPLETION_INDEX.
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
}

impl ShardArg {
    /// The items of this part, in their order.
    pub fn keep<T>(&self, items: Vec<T>) -> Result<Vec<T>> {
        let Some(spec) = &self.shard else {
            return Ok(items);
        };
        let (i, n) = spec
            .split_once('/')
            .ok_or_else(|| anyhow::anyhow!("--shard {spec}: expected I/N"))?;
        let i = match i {
            "auto" => ["SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX"]
                .iter()
                .find_map(|v| std::env::var(v).ok())
                .ok_or_else(|| {
                    anyhow::anyhow!(
                        "--shard {spec}: neither SLURM_ARRAY_TASK_ID nor JOB_COMPLETION_INDEX is set"
                    )
                })?,
            i => i.to_string(),
        };
        let (i, n): (usize, usize) = match (i.trim().parse(), n.trim().parse()) {
            (Ok(i), Ok(n)) if i < n => (i, n),
            _ => anyhow::bail!("--shard {spec}: expected I/N with 0 <= I < N"),
        };
        Ok(items
            .into_iter()
            .enumerate()
            .filter(|(k, _)| k % n == i)
            .map(|(_, t)| t)
            .collect())
    }
}
