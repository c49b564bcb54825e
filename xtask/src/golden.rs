//! `cargo xtask golden`: golden counters. Exploration is deterministic when it ends within
//! its budget, so the JSON of every such run over the programs under `tests/` (verdicts,
//! findings, bounds, suites and every `stats` counter but times) is committed under
//! `tests/golden/`, and a change that should not alter behaviour (moving code, a new
//! structure) must leave it byte-identical. `--bless` rewrites the files after a change of
//! behaviour that is the point.
//!
//! Each of `verify`, `check`, `test`, `loopbound` and `memusage` runs on every program of
//! the corpus, with the flags its header gives (`// verify: PROPERTY VERDICT ARGS...`,
//! `// flags: ARGS...`). A run is golden when it ends complete (nothing in it speaks of
//! time running out), within [`SLOW`], and gives the same JSON twice when blessed; the
//! others are listed with the reason they are not, so that the corpus' coverage is visible.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::pathsift;
use crate::process::{c_files, par_map, repo_root, run_captured, Ending};
use crate::setup;

/// Arguments of `cargo xtask golden`.
#[derive(clap::Args)]
pub struct Args {
    /// Rewrite tests/golden/ from this build (three times each run; runs that differ are
    /// left out).
    #[arg(long)]
    bless: bool,
    /// Compare, and leave out of tests/golden/ the runs that differ: with a build whose
    /// behaviour is the golden one, what differs is not deterministic (run it a few times).
    #[arg(long, conflicts_with = "bless")]
    prune: bool,
    /// Leave this key out of both sides when comparing (repeatable): to check that a change
    /// adds a field and changes nothing else.
    #[arg(long, value_name = "KEY")]
    ignore: Vec<String>,
    /// Rewrite the golden runs' results from this build, keeping the set of runs (after a
    /// change of behaviour that is the point, checked with --ignore first).
    #[arg(long, conflicts_with_all = ["bless", "prune"])]
    record: bool,
    /// Only jobs whose name contains this text (e.g. `verify/` or `list_walks`).
    #[arg(long)]
    only: Option<String>,
    /// Runs at once.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// Run each golden run of the split corpus ([`SPLIT_DIRS`]) with pathsift's `--jobs N`
    /// and compare its results (verdicts, findings, covered branches, bounds) with the
    /// golden ones, which `--jobs 1` gave (repeatable: `--split 2 --split 4`).
    #[arg(long, value_name = "N", conflicts_with_all = ["bless", "prune", "record"])]
    split: Vec<u32>,
    /// Likewise, as N separate `--shard I/N` processes and `pathsift merge`.
    #[arg(long, value_name = "N", conflicts_with_all = ["bless", "prune", "record"])]
    shards: Vec<u32>,
}

/// The corpus directories whose runs `--split` and `--shards` check, each with the
/// subcommand its programs are written for.
pub const SPLIT_DIRS: [(&str, &str); 4] = [
    ("verify", "verify"),
    ("check", "check"),
    ("testgen", "test"),
    ("loopbound", "loopbound"),
];

/// The subcommands whose JSON is golden.
const COMMANDS: [&str; 5] = ["verify", "check", "test", "loopbound", "memusage"];

/// The corpus directories, under `tests/`.
const DIRS: [&str; 15] = [
    "verify",
    "check",
    "errors",
    "programs",
    "csmith",
    "testgen",
    "loopbound",
    "memusage",
    "entry",
    "entry-spec",
    "replay",
    "accelerate",
    "fuzz",
    "stderr",
    "interrupt",
];

/// Each run's `--timeout`: far beyond any golden run, so that no stage of a portfolio (whose
/// shares are fractions of it) ends by its clock.
const BUDGET_S: &str = "600";

/// Each shard's `--timeout` in `--shards` comparisons.
const SHARD_BUDGET_S: &str = "20";

/// A run slower than this (wall clock, when blessed) is left out: below the shortest stage
/// that a clock ends whatever the budget (`check`'s first exploration, 3 s at most), so a
/// golden run's counters never depend on the machine's load; it also keeps CI fast.
const SLOW: Duration = Duration::from_millis(2500);

/// Runs still going after this long are killed when blessed (and left out, as slow).
const KILL_SLOW: Duration = Duration::from_secs(3);

/// Runs still going after this long are killed when compared: a golden run's counters do
/// not depend on its time, so a loaded machine may take longer than the blessing did.
const KILL_AFTER: Duration = Duration::from_secs(120);

/// What the JSON of a run that did not end complete mentions.
const INCOMPLETE: [&str; 8] = [
    "timeout",
    "time budget",
    "timed out",
    "ran out",
    "memory limit",
    "interrupted",
    "state limit",
    "solver: ",
];

/// One run of one subcommand on one program.
struct Job {
    /// `COMMAND/DIR/FILE.c`.
    name: String,
    /// The subcommand.
    command: &'static str,
    /// Its arguments after the subcommand (the program last).
    args: Vec<String>,
}

/// What a golden run gave.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Golden {
    /// Exit code.
    exit: i32,
    /// The JSON on stdout, without times and with paths relative to the repository.
    output: Value,
    /// `test`'s `tests.json`, likewise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    suite: Option<Value>,
}

/// One subcommand's golden file.
#[derive(Debug, Default, Serialize, Deserialize)]
struct GoldenFile {
    /// The golden runs by name.
    jobs: BTreeMap<String, Golden>,
    /// The runs left out, with why.
    skipped: BTreeMap<String, String>,
}

/// Runs the comparison (or rewrites the files with `--bless`).
pub fn run(args: &Args) -> Result<()> {
    setup::ensure_installed()?;
    let bin = pathsift::build_release()?;
    let root = repo_root();
    let jobs = jobs(&root)?;
    let jobs: Vec<Job> = jobs
        .into_iter()
        .filter(|j| {
            args.only
                .as_ref()
                .is_none_or(|o| j.name.contains(o.as_str()))
        })
        .collect();
    if !args.split.is_empty() || !args.shards.is_empty() {
        let splits = args
            .split
            .iter()
            .map(|&n| Split::Jobs(n))
            .chain(args.shards.iter().map(|&n| Split::Shards(n)));
        for split in splits {
            compare_split(&bin, &root, &jobs, args.jobs, split)?;
        }
        Ok(())
    } else if args.bless {
        bless(&bin, &root, &jobs, args.jobs)
    } else {
        let mode = Mode {
            prune: args.prune,
            record: args.record,
            ignore: &args.ignore,
        };
        compare(&bin, &root, &jobs, args.jobs, &mode)
    }
}

/// The comparison `cargo xtask test` runs: every golden run, two at a time.
pub fn compare_all() -> Result<()> {
    let bin = pathsift::build_release()?;
    let root = repo_root();
    let mode = Mode {
        prune: false,
        record: false,
        ignore: &[],
    };
    compare(&bin, &root, &jobs(&root)?, 2, &mode)
}

/// How a run's tree is split.
#[derive(Clone, Copy, Debug)]
pub enum Split {
    /// `--jobs N` in one command.
    Jobs(u32),
    /// N processes, `--shard I/N` each, then `pathsift merge`.
    Shards(u32),
}

impl std::fmt::Display for Split {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Split::Jobs(n) => write!(f, "--jobs {n}"),
            Split::Shards(n) => write!(f, "--shard I/{n} + merge"),
        }
    }
}

/// What a split run must give as one run does: the verdict, the findings, the covered
/// branches, the bounds (not the counters, which count the split's own work).
fn results(command: &str, v: &Value, golden: &Value) -> Value {
    let at = |l: &Value| serde_json::json!([l["file"], l["line"], l["column"]]);
    let set = |items: Vec<Value>| {
        let mut items = items;
        items.sort_by_key(|a| a.to_string());
        items.dedup();
        Value::Array(items)
    };
    match command {
        "verify" => serde_json::json!({ "verdict": v["verdict"] }),
        "check" => serde_json::json!({
            "complete": v["complete"],
            "findings": set(v["findings"].as_array().into_iter().flatten()
                .map(|f| serde_json::json!([f["kind"], at(&f["location"])])).collect()),
        }),
        "test" => serde_json::json!({
            "covered_branches": v["covered_branches"],
            "total_branches": v["total_branches"],
            // A run that stops once every branch is covered finds the errors its order
            // reaches first: only a complete exploration's are a result.
            "errors": if golden["exploration_complete"] != Value::Bool(true) { Value::Null } else { set(v["errors"].as_array().into_iter().flatten()
                .map(|e| serde_json::json!([e["kind"], at(&e["location"])])).collect()) },
        }),
        "loopbound" => serde_json::json!({
            "complete": v["complete"],
            "loops": v["loops"].as_array().into_iter().flatten()
                .map(|l| serde_json::json!([at(&l["location"]), l["inner_bound"], l["exact"]]))
                .collect::<Vec<_>>(),
        }),
        "memusage" => serde_json::json!({
            "bound_bytes": v["bound_bytes"],
            "exact": v["exact"],
            "complete": v["complete"],
        }),
        _ => v.clone(),
    }
}

/// Runs the golden runs of [`SPLIT_DIRS`] split as `split` says, and fails unless each gives
/// the golden run's results.
fn compare_split(
    bin: &Path,
    root: &Path,
    jobs: &[Job],
    parallel: usize,
    split: Split,
) -> Result<()> {
    let mut golden: BTreeMap<&str, GoldenFile> = BTreeMap::new();
    for c in COMMANDS {
        golden.insert(c, read_golden(root, c)?);
    }
    let chosen: Vec<(&Job, Golden)> = jobs
        .iter()
        .filter(|j| {
            SPLIT_DIRS
                .iter()
                .any(|(d, c)| j.name.starts_with(&format!("{c}/tests/{d}/")))
        })
        .filter_map(|j| golden[j.command].jobs.get(&j.name).map(|g| (j, g.clone())))
        .collect();
    println!("golden: {} runs with {split}", chosen.len());
    let got = par_map(&chosen, parallel, |_, (job, _)| {
        run_split(bin, root, job, split)
    });
    let mut differ = 0;
    for ((job, want), got) in chosen.iter().zip(got) {
        let golden = &want.output;
        let want = results(job.command, golden, golden);
        let why = match got {
            Err(e) => format!("{e:#}"),
            Ok(v) if results(job.command, &v, golden) != want => {
                first_difference(&want, &results(job.command, &v, golden), "")
            }
            Ok(_) => continue,
        };
        eprintln!("golden ({split}): {}: {why}", job.name);
        differ += 1;
    }
    if differ > 0 {
        bail!(
            "{differ} of {} runs with {split} differ from one run's results",
            chosen.len()
        );
    }
    println!(
        "golden: all {} runs with {split} give one run's results",
        chosen.len()
    );
    Ok(())
}

/// Runs `job` split as `split` says; its (merged) JSON, paths made relative.
fn run_split(bin: &Path, root: &Path, job: &Job, split: Split) -> Result<Value> {
    let out = tempfile::tempdir()?;
    let tmp = out.path().display().to_string();
    // Separate shards cannot stop each other: one whose part holds no violation explores it
    // to the end, so their budget is a shorter one (every golden run ends in 2.5 s).
    let args: Vec<&str> = job
        .args
        .iter()
        .map(|a| match (a.as_str(), split) {
            (BUDGET_S, Split::Shards(_)) => SHARD_BUDGET_S,
            (a, _) => a,
        })
        .collect();
    let run = |extra: &[String], test_out: PathBuf| -> Result<Vec<u8>> {
        let mut cmd = Command::new(bin);
        cmd.arg(job.command)
            .args(&args)
            .args(extra)
            .current_dir(root);
        if job.command == "test" {
            cmd.arg("--out").arg(test_out);
        }
        let c = run_captured(&mut cmd, KILL_AFTER)?;
        match c.ending {
            Ending::Exited(0) => Ok(c.stdout),
            Ending::Exited(code) => bail!(
                "exit code {code}: {}",
                c.stderr_text().lines().next().unwrap_or_default()
            ),
            other => bail!("{other}"),
        }
    };
    let stdout = match split {
        Split::Jobs(n) => run(&["--jobs".into(), n.to_string()], out.path().join("suite"))?,
        Split::Shards(n) => {
            let mut files = Vec::new();
            for i in 0..n {
                let shard = ["--shard".to_string(), format!("{i}/{n}")];
                let text = run(&shard, out.path().join(format!("suite-{i}")))?;
                let f = out.path().join(format!("shard-{i}.json"));
                std::fs::write(&f, text)?;
                files.push(f);
            }
            let mut cmd = Command::new(bin);
            cmd.arg("merge")
                .args(&files)
                .arg("--out")
                .arg(out.path().join("suite"));
            let c = run_captured(&mut cmd, KILL_AFTER)?;
            match c.ending {
                Ending::Exited(0) => c.stdout,
                other => bail!("merge: {other}: {}", c.stderr_text()),
            }
        }
    };
    let v: Value = serde_json::from_slice(&stdout).context("stdout is not JSON")?;
    Ok(normalise(v, &root.display().to_string(), &tmp))
}

/// The split check `cargo xtask test` runs: every golden run of [`SPLIT_DIRS`] with
/// `--jobs 4` (16 shards) against one run's results. `--split 2` and `--shards 8` take
/// longer than CI's budget allows; `cargo xtask golden --split 2 --split 4 --shards 8` runs
/// all three.
pub fn compare_split_ci() -> Result<()> {
    let bin = pathsift::build_release()?;
    let root = repo_root();
    compare_split(&bin, &root, &jobs(&root)?, 2, Split::Jobs(4))
}

fn golden_path(root: &Path, command: &str) -> PathBuf {
    root.join("tests/golden").join(format!("{command}.json"))
}

fn read_golden(root: &Path, command: &str) -> Result<GoldenFile> {
    let p = golden_path(root, command);
    let text = std::fs::read_to_string(&p)
        .with_context(|| format!("{} (run `cargo xtask golden --bless`)", p.display()))?;
    serde_json::from_str(&text).with_context(|| format!("{} is not a golden file", p.display()))
}

/// What a comparison does besides comparing.
struct Mode<'a> {
    prune: bool,
    record: bool,
    ignore: &'a [String],
}

/// `g` without the keys `ignore` names, at any depth.
fn without(g: &Golden, ignore: &[String]) -> Golden {
    fn strip(v: &Value, ignore: &[String]) -> Value {
        match v {
            Value::Object(m) => Value::Object(
                m.iter()
                    .filter(|(k, _)| !ignore.contains(k))
                    .map(|(k, v)| (k.clone(), strip(v, ignore)))
                    .collect(),
            ),
            Value::Array(a) => Value::Array(a.iter().map(|v| strip(v, ignore)).collect()),
            v => v.clone(),
        }
    }
    Golden {
        exit: g.exit,
        output: strip(&g.output, ignore),
        suite: g.suite.as_ref().map(|s| strip(s, ignore)),
    }
}

fn compare(bin: &Path, root: &Path, jobs: &[Job], parallel: usize, mode: &Mode<'_>) -> Result<()> {
    let mut golden: BTreeMap<&str, GoldenFile> = BTreeMap::new();
    for c in COMMANDS {
        golden.insert(c, read_golden(root, c)?);
    }
    let chosen: Vec<(&Job, Golden)> = jobs
        .iter()
        .filter_map(|j| golden[j.command].jobs.get(&j.name).map(|g| (j, g.clone())))
        .collect();
    println!("golden: comparing {} runs", chosen.len());
    let results = par_map(&chosen, parallel, |_, (job, _)| {
        run_job(bin, root, job, KILL_AFTER)
    });
    let mut differ: Vec<(&Job, String)> = Vec::new();
    let mut recorded = 0;
    for ((job, want), got) in chosen.iter().zip(results) {
        let got = got.map(|(g, t)| {
            if mode.record {
                golden
                    .entry(job.command)
                    .or_default()
                    .jobs
                    .insert(job.name.clone(), g.clone());
                recorded += 1;
            }
            (without(&g, mode.ignore), t)
        });
        let want = &without(want, mode.ignore);
        let why = match got {
            Err(e) => format!("{e:#}"),
            Ok((got, _)) if &got != want => {
                let want = serde_json::to_value(want).unwrap_or(Value::Null);
                let got = serde_json::to_value(&got).unwrap_or(Value::Null);
                first_difference(&want, &got, "")
            }
            Ok(_) => continue,
        };
        eprintln!("golden: {}: {why}", job.name);
        differ.push((job, why));
    }
    if mode.record {
        for (c, f) in &golden {
            std::fs::write(
                golden_path(root, c),
                serde_json::to_string_pretty(f)? + "\n",
            )?;
        }
        println!("golden: recorded {recorded} runs");
    }
    if differ.is_empty() {
        println!("golden: all {} runs identical", chosen.len());
        return Ok(());
    }
    if mode.prune {
        let n = differ.len();
        for (job, why) in differ {
            let file = golden.entry(job.command).or_default();
            file.jobs.remove(&job.name);
            file.skipped
                .insert(job.name.clone(), format!("unstable: {why}"));
        }
        for (c, f) in &golden {
            std::fs::write(
                golden_path(root, c),
                serde_json::to_string_pretty(f)? + "\n",
            )?;
        }
        println!("golden: left out {n} runs that differed");
        return Ok(());
    }
    bail!(
        "{} of {} golden runs differ (if the change of behaviour is the point: cargo xtask golden --bless)",
        differ.len(),
        chosen.len()
    )
}

fn bless(bin: &Path, root: &Path, jobs: &[Job], parallel: usize) -> Result<()> {
    println!("golden: blessing {} runs (each three times)", jobs.len());
    let first = par_map(jobs, parallel, |_, j| run_job(bin, root, j, KILL_SLOW));
    let again = |i: usize, j: &Job| match &first[i] {
        Ok((_, took)) if *took <= SLOW => Some(run_job(bin, root, j, KILL_AFTER)),
        _ => None,
    };
    let second = par_map(jobs, parallel, again);
    let third = par_map(jobs, parallel, again);
    // The second and third runs must agree with each other too.
    let second: Vec<Option<Result<(Golden, Duration)>>> = second
        .into_iter()
        .zip(third)
        .map(|(b, c)| match (b, c) {
            (Some(Ok(b)), Some(Ok(c))) if b.0 != c.0 => Some(Ok(c)),
            (Some(Ok(b)), Some(Err(e))) => Some(Err(e).map(|()| b)),
            (b, _) => b,
        })
        .collect();
    let mut files: BTreeMap<&str, GoldenFile> = BTreeMap::new();
    for c in COMMANDS {
        // With --only, the other jobs keep what they had.
        let mut f = read_golden(root, c).unwrap_or_default();
        for j in jobs.iter().filter(|j| j.command == c) {
            f.jobs.remove(&j.name);
            f.skipped.remove(&j.name);
        }
        files.insert(c, f);
    }
    for ((job, a), b) in jobs.iter().zip(first).zip(second) {
        let file = files.entry(job.command).or_default();
        let skip = match (a, b) {
            (Err(e), _) => Some(format!("{e:#}")),
            (Ok((_, took)), None) => Some(format!("slow ({:.1} s)", took.as_secs_f64())),
            (Ok(_), Some(Err(e))) => Some(format!("second run: {e:#}")),
            (Ok((a, _)), Some(Ok((b, _)))) if a != b => {
                let (x, y) = (
                    serde_json::to_value(&a).unwrap_or(Value::Null),
                    serde_json::to_value(&b).unwrap_or(Value::Null),
                );
                Some(format!("unstable: {}", first_difference(&x, &y, "")))
            }
            (Ok((a, _)), Some(Ok(_))) => match incomplete(&a.output) {
                Some(why) => Some(format!("incomplete ({why})")),
                None => {
                    file.jobs.insert(job.name.clone(), a);
                    None
                }
            },
        };
        if let Some(why) = skip {
            file.skipped.insert(job.name.clone(), why);
        }
    }
    std::fs::create_dir_all(root.join("tests/golden"))?;
    for (c, f) in files {
        let text = serde_json::to_string_pretty(&f)? + "\n";
        std::fs::write(golden_path(root, c), text)?;
        println!(
            "golden: {c}: {} runs, {} left out",
            f.jobs.len(),
            f.skipped.len()
        );
    }
    Ok(())
}

/// What makes a run's output incomplete, if anything: a text of it (a reason, not a key
/// such as the solver's `timeouts` counter) that speaks of a clock or of the machine.
fn incomplete(v: &Value) -> Option<&'static str> {
    fn texts<'v>(v: &'v Value, out: &mut Vec<&'v str>) {
        match v {
            Value::String(s) => out.push(s),
            Value::Array(a) => a.iter().for_each(|v| texts(v, out)),
            Value::Object(m) => m.values().for_each(|v| texts(v, out)),
            _ => {}
        }
    }
    let mut all = Vec::new();
    texts(v, &mut all);
    INCOMPLETE
        .into_iter()
        .find(|w| all.iter().any(|t| t.contains(w)))
}

/// Runs `job`; its normalised result and wall time.
fn run_job(bin: &Path, root: &Path, job: &Job, kill: Duration) -> Result<(Golden, Duration)> {
    let out = tempfile::tempdir()?;
    let mut cmd = Command::new(bin);
    cmd.arg(job.command).args(&job.args).current_dir(root);
    if job.command == "test" {
        cmd.arg("--out").arg(out.path());
    }
    let c = run_captured(&mut cmd, kill)?;
    let exit = match c.ending {
        Ending::Exited(code) => code,
        other => bail!("{other}"),
    };
    if exit != 0 {
        let first = c
            .stderr_text()
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        bail!("exit code {exit}: {first}");
    }
    let tmp = out.path().display().to_string();
    let norm = |v: Value| normalise(v, &root.display().to_string(), &tmp);
    let output: Value = serde_json::from_slice(&c.stdout).context("stdout is not JSON")?;
    let suite = if job.command == "test" {
        let text = std::fs::read_to_string(out.path().join("tests.json")).context("tests.json")?;
        Some(norm(serde_json::from_str(&text)?))
    } else {
        None
    };
    Ok((
        Golden {
            exit,
            output: norm(output),
            suite,
        },
        c.elapsed,
    ))
}

/// `v` without wall-clock figures (and work, a weighted measure of them, and the seed, an
/// input every golden run leaves at 0), with the repository's and the output directory's paths
/// made relative.
fn normalise(v: Value, root: &str, tmp: &str) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.into_iter()
                .filter(|(k, _)| {
                    !k.ends_with("time_s") && k != "work_s" && k != "seed" && k != "elapsed"
                })
                .map(|(k, v)| (k, normalise(v, root, tmp)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.into_iter().map(|v| normalise(v, root, tmp)).collect()),
        Value::String(s) => Value::String(s.replace(tmp, "<out>").replace(root, "<root>")),
        v => v,
    }
}

/// Where `a` and `b` first differ, as a JSON pointer and both values (shortened).
fn first_difference(a: &Value, b: &Value, at: &str) -> String {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, v) in x {
                match y.get(k) {
                    Some(w) if v == w => {}
                    Some(w) => return first_difference(v, w, &format!("{at}/{k}")),
                    None => return format!("{at}/{k}: missing now"),
                }
            }
            match y.keys().find(|k| !x.contains_key(*k)) {
                Some(k) => format!("{at}/{k}: new"),
                None => format!("{at}: differs"),
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find(|(_, (v, w))| v != w)
            .map(|(i, (v, w))| first_difference(v, w, &format!("{at}/{i}")))
            .unwrap_or_else(|| format!("{at}: differs")),
        _ => format!("{at}: {} → {}", short(a), short(b)),
    }
}

fn short(v: &Value) -> String {
    let t = v.to_string();
    match t.char_indices().nth(160) {
        Some((i, _)) => format!("{}…", &t[..i]),
        None => t,
    }
}

/// Every run: each subcommand on each program of the corpus.
fn jobs(root: &Path) -> Result<Vec<Job>> {
    let mut out = Vec::new();
    for d in DIRS {
        let dir = root.join("tests").join(d);
        if !dir.is_dir() {
            continue;
        }
        for file in c_files(&dir)? {
            let header = Header::read(&file, &dir)?;
            let rel = file
                .strip_prefix(root)
                .unwrap_or(&file)
                .display()
                .to_string();
            for command in COMMANDS {
                let mut args = vec!["--json".to_string(), "--timeout".into(), BUDGET_S.into()];
                if command == "verify" {
                    args.push("--property".into());
                    args.push(header.property.clone());
                    args.extend(header.verify.iter().cloned());
                }
                args.extend(header.inputs.iter().cloned());
                args.extend(header.flags.iter().cloned());
                args.push(rel.clone());
                out.push(Job {
                    name: format!("{command}/{rel}"),
                    command,
                    args,
                });
            }
        }
    }
    Ok(out)
}

/// What a corpus program's first lines say about how to run it.
struct Header {
    /// The property `verify` checks (`// verify: PROPERTY ...`, else unreach-call).
    property: String,
    /// `verify`'s own arguments from that line (the engines, their bounds).
    verify: Vec<String>,
    /// That line's arguments that say what the inputs are (`--entry`, `--sym-stdin`, ...),
    /// for every subcommand.
    inputs: Vec<String>,
    /// `// flags: ...`, for every subcommand.
    flags: Vec<String>,
}

impl Header {
    fn read(file: &Path, dir: &Path) -> Result<Header> {
        let text = std::fs::read_to_string(file)?;
        let mut h = Header {
            property: "unreach-call".into(),
            verify: Vec::new(),
            inputs: Vec::new(),
            flags: Vec::new(),
        };
        // A spec file is named relative to the program.
        let resolve = |words: Vec<&str>| -> Vec<String> {
            let mut out = Vec::new();
            let mut spec = false;
            for w in words {
                out.push(if spec {
                    let p = dir.join(w);
                    p.strip_prefix(repo_root())
                        .unwrap_or(&p)
                        .display()
                        .to_string()
                } else {
                    w.to_string()
                });
                spec = w == "--entry-spec";
            }
            out
        };
        for line in text.lines().take(8) {
            if let Some(spec) = line.strip_prefix("// verify:") {
                let mut words = spec.split_whitespace();
                if let Some(p) = words.next() {
                    h.property = p.to_string();
                }
                let _verdict = words.next();
                let mut rest = Vec::new();
                while let Some(w) = words.next() {
                    match w {
                        "accelerated" => {}
                        // The expected line and the test's own time limit.
                        "line" | "timeout" => {
                            words.next();
                        }
                        w => rest.push(w),
                    }
                }
                let mut rest = resolve(rest).into_iter();
                while let Some(w) = rest.next() {
                    match w.as_str() {
                        "--bmc" | "--no-concrete-runs" | "--no-k-induction" | "--no-bmc" => {
                            h.verify.push(w)
                        }
                        "--loop-bound" | "--max-depth" | "--unwind" => {
                            h.verify.push(w);
                            h.verify.extend(rest.next());
                        }
                        _ => h.inputs.push(w),
                    }
                }
            } else if let Some(f) = line.strip_prefix("// flags:") {
                h.flags.extend(resolve(f.split_whitespace().collect()));
            }
        }
        Ok(h)
    }
}
