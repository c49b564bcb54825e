//! `--jobs N`: worker processes over the shards of the execution tree.
//!
//! A `--jobs N` run runs the whole run in this process, as `--jobs 1` does, while workers
//! already explore the shards on the other N - 1 cores ([`Pool::start`]): the tree is split
//! into [`pieces`] shards ([`symex::shard`]), 4 per core, and each worker is this same
//! command line with one shard, lowering the bitcode this process linked. Once this
//! process's run has done [`PROBE_S`] of work and forked enough for the split to pay
//! ([`handover_forks`]), its explorations stop ([`symex::live::hand_over_after`]) and the
//! workers get all N cores ([`Pool::finish`]); a thread starts the next shard whenever a
//! lane is free, so a large shard runs while the cores share out the small ones. A run that
//! ends before, or whose tree stays too narrow to split, is exactly `--jobs 1`'s, and the
//! workers are stopped ([`handed_over`]). Each worker writes its JSON to a file; this
//! process merges them with `pathsift merge`'s rules ([`crate::merge`]) and prints the
//! result in the format asked for. At most N workers run at once, so the memory limit is
//! shared N ways, except in a run that a violation decides (`verify`), whose shards take
//! turns on the cores ([`SLICE`]) and all live at once.
//!
//! Each shard is one deterministic run with a quarter of `--timeout` ([`share`]), on its
//! own work clock, so a run that completes prints the verdict, findings, covered branches
//! and bounds of `--jobs 1` whatever N and the machine's load. Processes rather than
//! threads: each worker has its own solver and expressions, so nothing is shared on the hot
//! path.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use serde_json::Value;

use crate::worker::{
    take_kept, worker, Kept, BUDGET_VAR, LATE_VAR, MEMORY_VAR, MODULE_FLAGS_VAR, MODULE_VAR,
    RESULT_VAR, SHARD_VAR, START_VAR,
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
        // Started when the run's time was up: it explores next to nothing.
        Some(w) if w.late => 1e-6,
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

/// The work (seconds) after which a `--jobs` run's own exploration may hand its tree over to
/// the workers. A run that ends within it is what `--jobs 1` prints, and the workers would
/// only have added their start-up.
const PROBE_S: f64 = 0.25;

/// Forks the parent's run must have made before it hands over to `count` shards: four times
/// the split's replicated top, so that what every shard runs again is a small part of what
/// the run had already shown to be there. A tree with fewer forks is narrow or slow at the
/// top (a few paths with costly queries): split, every shard would do most of its work again.
fn handover_forks(count: u32) -> u64 {
    let top = 1u64 << symex::Shard { index: 0, count }.depth();
    4 * top
}

/// The budget (seconds) of `fuzz`'s first try, whose budget is `own`: the generational
/// search has no tree to hand over, so a run longer than this try is the workers' alone.
pub fn probe(own: f64) -> f64 {
    own.min(PROBE_S)
}

/// The budget (seconds) this process explores for, given the command's `own`: a worker's
/// share, else all of it (the parent of workers hands over before, see [`Pool::start`]).
pub fn run_budget(own: f64) -> f64 {
    own * share()
}

/// The part of the tree an analysis explores: the shard of a worker or of `--shard`, and
/// for the parent of `--jobs` workers the whole tree as its one shard, so that those of its
/// explorations that the workers split, and only those, may hand over to them (not the
/// whole-program stages of `verify`, which explore with no shard).
pub fn tree(shard: Option<symex::Shard>, leads: bool) -> Option<symex::Shard> {
    shard.or(leads.then_some(symex::Shard::WHOLE))
}

/// The pool if this process's run handed its tree over to it, to be finished; dropped
/// (its workers stopped) if the run ended here, whose result is then exactly `--jobs 1`'s.
pub fn handed_over(pool: Option<Pool<'_>>) -> Option<Pool<'_>> {
    pool.filter(|_| symex::live::handed_over())
}

/// Whether this command line runs as the parent of `--jobs` workers.
pub fn leads(jobs: u32, shard: &Option<String>) -> bool {
    let leads = jobs > 1 && shard.is_none() && worker().is_none();
    if leads {
        crate::worker::set_leads();
    }
    leads
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
    /// The inputs, whose memory limit is shared among the workers at once.
    pub input: &'a crate::common::InputArgs,
    /// The build the command loads: (no runtime, overflow checks).
    pub build: (bool, bool),
    /// Where a `test` suite or a `fuzz` corpus goes.
    pub out: Option<&'a Path>,
    /// The budget (seconds of work) of the workers when the parent runs the stages that
    /// decide for the whole program (`verify`'s portfolio), which the workers then skip.
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
            out: None,
            left: None,
            decisive: None,
        }
    }
}

/// The workers of this run if it `leads` them (see [`Pool::start`]).
pub fn pool<'a>(leads: bool, jobs: impl FnOnce() -> Jobs<'a>) -> Result<Option<Pool<'a>>> {
    leads.then(|| Pool::start(jobs())).transpose()
}

/// The workers of a `--jobs` run, started while this process runs the whole run
/// ([`Pool::start`]) and joined when it handed its tree over to them ([`Pool::finish`]). A
/// thread keeps every lane busy, taking the shards in order; dropping the pool stops the
/// workers (this process's run ended without them).
pub struct Pool<'a> {
    /// Workers at once after the handover.
    lanes_after: u32,
    count: u32,
    out: Option<&'a Path>,
    /// Lanes allowed at once: one less than `--jobs` while this process's own run goes on.
    lanes: Arc<AtomicU32>,
    /// Set to stop every worker.
    stop: Arc<AtomicBool>,
    manager: Option<std::thread::JoinHandle<Result<Ended>>>,
    /// Results and logs.
    dir: tempfile::TempDir,
    /// The program the workers lower.
    _kept: Kept,
}

/// How the workers ended: a decisive result, a failed worker, or every shard done.
#[derive(Default)]
struct Ended {
    decided: Option<Value>,
    failed: Option<(u32, ExitStatus)>,
}

impl<'a> Pool<'a> {
    /// Starts the workers on `--jobs` less one core: this process's own run takes the last,
    /// which the workers get when it hands over. A run that ends here loses nothing to them
    /// (the core was idle), one that is handed over starts from their work.
    pub fn start(j: Jobs<'a>) -> Result<Pool<'a>> {
        let count = pieces(j.jobs);
        let dir = tempfile::Builder::new()
            .prefix("pathsift-jobs-")
            .tempdir()
            .context("a directory for the workers' results")?;
        let exe = std::env::current_exe().context("this program's path, to start workers")?;
        let args: Vec<_> = std::env::args_os().skip(1).collect();
        let (no_runtime, checked) = j.build;
        // The program as this process loaded it: every command loads after `leads`, which
        // has the load keep its linked bitcode (`InputArgs::load_with`).
        let kept = take_kept(j.build).context(
            "internal error: the program was not kept for the workers of --jobs (loaded before \
             `parallel::leads` or as another build)",
        )?;
        // The shards of a run that one shard's violation decides take turns on the cores
        // ([`SLICE`]), so all of them live at once. Otherwise one lane a core: on the parser
        // of bench/parallel, 8 workers at once took 7% more CPU time and 4% more time.
        let at_once = match j.decisive {
            Some(_) => count,
            None => j.jobs,
        };
        let memory =
            (j.input.max_memory_mb() / u64::from(at_once)).max(crate::common::MIN_MEMORY_MB);
        let mut envs = vec![
            (MEMORY_VAR, memory.to_string().into()),
            (MODULE_VAR, kept.linked.path.clone().into_os_string()),
            (
                MODULE_FLAGS_VAR,
                format!("{},{}", u8::from(no_runtime), u8::from(checked)).into(),
            ),
        ];
        envs.push((START_VAR, format!("{}", crate::worker::run_start()).into()));
        if let Some(b) = j.left {
            envs.push((BUDGET_VAR, format!("{b}").into()));
        }
        let cores = confine(j.jobs);
        symex::live::hand_over_after(Duration::from_secs_f64(PROBE_S), handover_forks(count));
        // This process's own run keeps a core until it hands over, or to its end.
        let lanes = Arc::new(AtomicU32::new(cores.saturating_sub(1).max(1)));
        let stop = Arc::new(AtomicBool::new(false));
        let work = Lanes {
            count,
            exe,
            args,
            envs,
            dir: dir.path().to_path_buf(),
            decisive: j.decisive,
            lanes: lanes.clone(),
            stop: stop.clone(),
        };
        let manager = std::thread::Builder::new()
            .name("pathsift-jobs".into())
            .spawn(move || work.run())
            .context("starting the thread that runs the workers")?;
        Ok(Pool {
            lanes_after: j.jobs,
            count,
            out: j.out,
            lanes,
            stop,
            manager: Some(manager),
            dir,
            _kept: kept,
        })
    }

    /// Gives the workers every core, waits for them and merges their results.
    ///
    /// A decisive result (a violation) ends the run: which worker finds one first depends
    /// on timing, so a `false` is always `false`, but its witness may be another path's
    /// than `--jobs 1` shows.
    pub fn finish(mut self) -> Result<Value> {
        let count = self.count;
        self.lanes.store(self.lanes_after, Ordering::Relaxed);
        let ended = match self.manager.take().map(|m| m.join()) {
            Some(Ok(r)) => r?,
            _ => anyhow::bail!("internal error: the thread that runs the workers panicked"),
        };
        let dir = self.dir.path();
        // What the workers printed on stderr (warnings, the default budget), each line once.
        let mut seen = std::collections::BTreeSet::new();
        for i in 0..count {
            let text = std::fs::read_to_string(log_file(dir, i)).unwrap_or_default();
            for line in text.lines() {
                if seen.insert(line.to_string()) {
                    eprintln!("{line}");
                }
            }
        }
        if let Some((i, status)) = ended.failed {
            let what = format!("worker {i}/{count} of this --jobs run failed ({status})");
            return Err(match status.code() {
                // Bad input: the worker said what (above), and the run exits as it would have.
                Some(1) => crate::common::InputError(what).into(),
                _ => anyhow::anyhow!(what),
            });
        }
        if let Some(mut v) = ended.decided {
            if let Some(o) = v.as_object_mut() {
                o.remove("shard");
            }
            v["stats"]["shards"] = serde_json::json!(count);
            return Ok(v);
        }
        let parts = (0..count)
            .map(|i| Ok((result_file(dir, i), read_result(dir, i, count)?)))
            .collect::<Result<Vec<_>>>()?;
        crate::merge::merge(parts, self.out)
    }
}

impl Drop for Pool<'_> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(m) = self.manager.take() {
            // It kills and reaps its workers before it returns; how they ended no longer
            // matters.
            let _ = m.join();
        }
    }
}

/// Where worker `i` writes its result, and its stderr.
fn result_file(dir: &Path, i: u32) -> PathBuf {
    dir.join(format!("shard-{i}.json"))
}

fn log_file(dir: &Path, i: u32) -> PathBuf {
    dir.join(format!("shard-{i}.log"))
}

fn read_result(dir: &Path, i: u32, count: u32) -> Result<Value> {
    let text = std::fs::read_to_string(result_file(dir, i))
        .with_context(|| format!("the result of worker {i}/{count}"))?;
    Ok(serde_json::from_str(&text)?)
}

/// What the pool's thread needs to start and watch the workers.
struct Lanes {
    count: u32,
    exe: PathBuf,
    args: Vec<std::ffi::OsString>,
    envs: Vec<(&'static str, std::ffi::OsString)>,
    dir: PathBuf,
    decisive: Option<fn(&Value) -> bool>,
    lanes: Arc<AtomicU32>,
    stop: Arc<AtomicBool>,
}

/// A worker of the pool: its shard, its process, and since when it has run without a pause
/// (`None`: paused, since `paused`).
struct Running {
    shard: u32,
    child: Child,
    since: Option<Instant>,
    paused: Instant,
}

impl Running {
    fn signal(&self, sig: libc::c_int) {
        if let Ok(pid) = libc::pid_t::try_from(self.child.id()) {
            // SAFETY: a plain signal to our own child, which is not reaped yet.
            unsafe {
                libc::kill(pid, sig);
            }
        }
    }

    fn pause(&mut self, now: Instant) {
        self.signal(libc::SIGSTOP);
        self.since = None;
        self.paused = now;
    }

    fn resume(&mut self, now: Instant) {
        self.signal(libc::SIGCONT);
        self.since = Some(now);
    }
}

/// How long a worker of a run that a violation decides runs before it yields its lane to a
/// shard that has not run yet or has waited longest. Every shard gets the cores in turn, so
/// a violation in the last one is not kept waiting behind shards that explore to their
/// budget (tests/verify/array_apartition_false.c with `--jobs 4`: 26 s in lanes, 2.0 s in
/// turns), while no more workers than lanes run at once (all at once cost 11% more CPU time
/// on the safe task of bench/parallel). A pause costs a shard only wall-clock time: its
/// budgets are on its own work clock.
const SLICE: Duration = Duration::from_millis(250);

impl Lanes {
    /// Runs shard after shard in the free lanes until all are done, one decides the run or
    /// the pool stops them.
    fn run(self) -> Result<Ended> {
        let deadline = crate::progress::deadline();
        let mut running: Vec<Running> = Vec::new();
        let mut next = 0;
        let mut ended = Ended::default();
        let mut late = false;
        let outcome = (|| -> Result<()> {
            loop {
                if self.stop.load(Ordering::Relaxed) {
                    return Ok(());
                }
                let now = Instant::now();
                // When the run's --timeout passes on the wall clock, the workers report what
                // they have, and the shards not started yet report themselves unexplored:
                // the merged result is then incomplete, as one run's would be.
                if !late && deadline.is_some_and(|d| now >= d) {
                    late = true;
                    for w in &mut running {
                        w.signal(libc::SIGINT);
                        if w.since.is_none() {
                            w.resume(now);
                        }
                    }
                }
                // Shards started late end at once: they need no lane of their own.
                let lanes = match late {
                    true => self.count as usize,
                    false => self.lanes.load(Ordering::Relaxed) as usize,
                };
                let mut active = running.iter().filter(|w| w.since.is_some()).count();
                let waiting = next < self.count || active < running.len();
                // The worker that has run longest yields its lane when its slice is over.
                if self.decisive.is_some() && !late && waiting && active >= lanes {
                    if let Some(w) = running
                        .iter_mut()
                        .filter(|w| w.since.is_some_and(|t| now - t >= SLICE))
                        .min_by_key(|w| w.since)
                    {
                        w.pause(now);
                        active -= 1;
                    }
                }
                // Free lanes go to the shards not started yet, then to the longest paused.
                while active < lanes {
                    if next < self.count {
                        running.push(Running {
                            shard: next,
                            child: self.spawn(next, late)?,
                            since: Some(now),
                            paused: now,
                        });
                        next += 1;
                    } else if let Some(w) = running
                        .iter_mut()
                        .filter(|w| w.since.is_none())
                        .min_by_key(|w| w.paused)
                    {
                        w.resume(now);
                    } else {
                        break;
                    }
                    active += 1;
                }
                if running.is_empty() {
                    return Ok(());
                }
                let mut done = None;
                for (k, w) in running.iter_mut().enumerate() {
                    if let Some(status) = w.child.try_wait().context("waiting for a worker")? {
                        done = Some((k, w.shard, status));
                        break;
                    }
                }
                let Some((k, i, status)) = done else {
                    std::thread::sleep(Duration::from_millis(5));
                    continue;
                };
                running.swap_remove(k);
                if !status.success() {
                    ended.failed = Some((i, status));
                    return Ok(());
                }
                if let Some(d) = self.decisive {
                    let v = read_result(&self.dir, i, self.count)?;
                    if d(&v) {
                        ended.decided = Some(v);
                        return Ok(());
                    }
                }
            }
        })();
        for w in &mut running {
            // Already gone is fine: it is reaped below either way. SIGKILL ends a paused
            // worker too.
            let _ = w.child.kill();
        }
        for w in &mut running {
            let _ = w.child.wait();
        }
        outcome.map(|()| ended)
    }

    /// Starts the worker of shard `i`.
    fn spawn(&self, i: u32, late: bool) -> Result<Child> {
        let err = std::fs::File::create(log_file(&self.dir, i)).context("a worker's log")?;
        let mut cmd = Command::new(&self.exe);
        if late {
            cmd.env(LATE_VAR, "1");
        }
        cmd.args(&self.args)
            .envs(self.envs.iter().map(|(k, v)| (k, v)))
            .env(SHARD_VAR, format!("{i}/{}", self.count))
            .env(RESULT_VAR, result_file(&self.dir, i))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(err)
            .spawn()
            .context("starting a worker")
    }
}

/// Keeps this process, and so the workers it starts, on `jobs` of the cores it may use:
/// `--jobs N` takes N cores whatever the number of shards. Where the machine has no more
/// than N, or the cores cannot be read, nothing changes. Returns the cores this process may
/// use, at most `jobs` (`jobs` when they cannot be read).
fn confine(jobs: u32) -> u32 {
    // SAFETY: `set` is a plain bit set that the calls below only read and write within its
    // size; pid 0 is this process.
    unsafe {
        let mut set: libc::cpu_set_t = std::mem::zeroed();
        let size = std::mem::size_of::<libc::cpu_set_t>();
        if libc::sched_getaffinity(0, size, &mut set) != 0 {
            return jobs;
        }
        let allowed: Vec<usize> = (0..libc::CPU_SETSIZE as usize)
            .filter(|&c| libc::CPU_ISSET(c, &set))
            .collect();
        if allowed.len() <= jobs as usize {
            return u32::try_from(allowed.len()).unwrap_or(jobs).max(1);
        }
        let mut mine: libc::cpu_set_t = std::mem::zeroed();
        for &c in allowed.iter().take(jobs as usize) {
            libc::CPU_SET(c, &mut mine);
        }
        // Not confined is only slower for the machine's other work, never wrong.
        let _ = libc::sched_setaffinity(0, size, &mine);
        jobs
    }
}
