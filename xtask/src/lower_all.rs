//! `cargo xtask lower-all DIR`: lower every task of a benchmark directory
//! (SV-COMP task-definition format 2.0) and classify the outcomes.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use serde::Deserialize;

use crate::pathsift;
use crate::process::{par_map, run_captured, Ending};

/// Arguments of `cargo xtask lower-all`.
#[derive(clap::Args)]
pub struct Args {
    /// Directory searched recursively for task `.yml` files.
    dir: PathBuf,
    /// Time limit in seconds for lowering one task.
    #[arg(long, default_value_t = 60)]
    timeout: u64,
    /// Number of tasks lowered in parallel.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
}

/// The parts of a task definition (format 2.0) that matter here.
#[derive(Deserialize)]
struct TaskDef {
    input_files: OneOrMany,
    #[serde(default)]
    options: TaskOptions,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum OneOrMany {
    One(String),
    Many(Vec<String>),
}

#[derive(Deserialize, Default)]
struct TaskOptions {
    data_model: Option<String>,
}

/// A task ready to lower.
struct Task {
    yml: PathBuf,
    inputs: Vec<PathBuf>,
    data_model: String,
}

/// How lowering one task ended.
enum Outcome {
    Lowered,
    Rejected(String),
    Panicked(String),
    Timeout,
}

/// Lowers every task and prints the classified results.
pub fn run(args: &Args) -> Result<()> {
    let dir = fs::canonicalize(&args.dir)
        .with_context(|| format!("cannot open {}", args.dir.display()))?;
    let mut ymls = Vec::new();
    find_ymls(&dir, &mut ymls)?;
    ymls.sort();
    if ymls.is_empty() {
        bail!("no task .yml files under {}", dir.display());
    }
    let mut tasks = Vec::new();
    for yml in &ymls {
        tasks.push(load_task(yml)?);
    }
    let bin = pathsift::build_release()?;
    let timeout = Duration::from_secs(args.timeout);
    println!("lower-all: {} tasks under {}", tasks.len(), dir.display());
    let outcomes = par_map(&tasks, args.jobs, |i, task| {
        let outcome = lower(&bin, task, timeout)
            .unwrap_or_else(|e| Outcome::Panicked(format!("xtask: {e:#}")));
        if !matches!(outcome, Outcome::Lowered) {
            let name = task.yml.strip_prefix(&dir).unwrap_or(&task.yml);
            let what = match &outcome {
                Outcome::Rejected(r) => format!("rejected: {r}"),
                Outcome::Panicked(r) => format!("PANICKED: {r}"),
                Outcome::Timeout => "timeout".to_string(),
                Outcome::Lowered => String::new(),
            };
            println!("[{}/{}] {}: {what}", i + 1, tasks.len(), name.display());
        }
        outcome
    });
    report(&dir, &tasks, &outcomes);
    Ok(())
}

fn find_ymls(dir: &Path, out: &mut Vec<PathBuf>) -> Result<()> {
    let entries = fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))?;
    for entry in entries {
        let path = entry?.path();
        if path.is_dir() {
            find_ymls(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "yml" || e == "yaml") {
            out.push(path);
        }
    }
    Ok(())
}

fn load_task(yml: &Path) -> Result<Task> {
    let text = fs::read_to_string(yml).with_context(|| format!("cannot read {}", yml.display()))?;
    let def: TaskDef = serde_yaml_ng::from_str(&text)
        .with_context(|| format!("cannot parse {}", yml.display()))?;
    let base = yml.parent().unwrap_or(Path::new("."));
    let names = match def.input_files {
        OneOrMany::One(name) => vec![name],
        OneOrMany::Many(names) => names,
    };
    let data_model = def
        .options
        .data_model
        .unwrap_or_else(|| "ILP32".to_string());
    Ok(Task {
        yml: yml.to_path_buf(),
        inputs: names.iter().map(|n| base.join(n)).collect(),
        data_model,
    })
}

fn lower(bin: &Path, task: &Task, timeout: Duration) -> Result<Outcome> {
    let mut cmd = Command::new(bin);
    cmd.args(["lower", "--data-model", &task.data_model])
        .args(&task.inputs);
    let run = run_captured(&mut cmd, timeout)?;
    let stderr = run.stderr_text();
    Ok(match run.ending {
        Ending::Exited(0) => Outcome::Lowered,
        Ending::TimedOut => Outcome::Timeout,
        Ending::Exited(101) => Outcome::Panicked(panic_reason(&stderr)),
        Ending::Signaled(sig) => Outcome::Panicked(format!("killed by signal {sig}")),
        Ending::Exited(_) => {
            let inputs: Vec<&Path> = task.inputs.iter().map(PathBuf::as_path).collect();
            Outcome::Rejected(pathsift::rejection_reason_for(&stderr, &inputs))
        }
    })
}

fn panic_reason(stderr: &str) -> String {
    let mut lines = stderr.lines();
    while let Some(line) = lines.next() {
        if line.contains("panicked at") {
            let msg = lines.next().unwrap_or("").trim();
            return format!("panic: {msg}");
        }
    }
    pathsift::rejection_reason(stderr)
}

fn report(dir: &Path, tasks: &[Task], outcomes: &[Outcome]) {
    let mut lowered = 0;
    let mut timeouts = Vec::new();
    let mut rejected: BTreeMap<&str, Vec<&Path>> = BTreeMap::new();
    let mut panicked: BTreeMap<&str, Vec<&Path>> = BTreeMap::new();
    for (task, outcome) in tasks.iter().zip(outcomes) {
        let name = task.yml.strip_prefix(dir).unwrap_or(&task.yml);
        match outcome {
            Outcome::Lowered => lowered += 1,
            Outcome::Timeout => timeouts.push(name),
            Outcome::Rejected(r) => rejected.entry(r).or_default().push(name),
            Outcome::Panicked(r) => panicked.entry(r).or_default().push(name),
        }
    }
    let count = |m: &BTreeMap<&str, Vec<&Path>>| m.values().map(Vec::len).sum::<usize>();
    println!();
    println!("{:<10} {:>6}", "outcome", "tasks");
    println!("{:-<10} {:->6}", "", "");
    println!("{:<10} {lowered:>6}", "lowered");
    println!("{:<10} {:>6}", "rejected", count(&rejected));
    println!("{:<10} {:>6}", "panicked", count(&panicked));
    println!("{:<10} {:>6}", "timeout", timeouts.len());
    println!("{:<10} {:>6}", "total", tasks.len());
    print_groups("rejected", &rejected);
    print_groups("panicked", &panicked);
    if let Some(first) = timeouts.first() {
        println!();
        println!("timeouts: {} (e.g. {})", timeouts.len(), first.display());
    }
}

fn print_groups(what: &str, groups: &BTreeMap<&str, Vec<&Path>>) {
    if groups.is_empty() {
        return;
    }
    let mut sorted: Vec<_> = groups.iter().collect();
    sorted.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(b.0)));
    println!();
    println!("{what} (tasks, reason, example):");
    for (reason, names) in sorted {
        let example = names
            .first()
            .map(|p| p.display().to_string())
            .unwrap_or_default();
        println!("  {:>5}  {reason}  [{example}]", names.len());
    }
}
