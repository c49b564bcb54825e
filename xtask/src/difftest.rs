//! `cargo xtask difftest`: differential testing of pathsift against native
//! gcc builds of csmith-generated programs.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use anyhow::{bail, Context, Result};

use crate::process::{par_map, repo_root, run_captured, Captured, Ending};
use crate::{pathsift, setup};

/// Where csmith's runtime headers (csmith.h) are installed by libcsmith-dev.
pub const CSMITH_INCLUDE: &str = "/usr/include/csmith";

/// Options given to every csmith invocation besides `--seed`
/// (e.g. add "--no-packed-struct" here if packed structs get in the way).
const CSMITH_OPTIONS: &[&str] = &[];

/// At most this many programs are tested at once (the machines have 2 cores).
const JOBS: usize = 2;

/// Arguments of `cargo xtask difftest`.
#[derive(clap::Args)]
pub struct Args {
    /// Number of programs to generate.
    #[arg(long)]
    count: u64,
    /// Seed of the first program; program i uses seed + i.
    #[arg(long)]
    seed: u64,
    /// Time limit in seconds for each native run and each pathsift run.
    #[arg(long, default_value_t = 10)]
    timeout: u64,
    /// Directory receiving the programs and outputs of disagreements and crashes.
    #[arg(long, default_value = "difftest-failures")]
    keep: PathBuf,
    /// Data model: LP64 (native -m64) or ILP32 (native -m32).
    #[arg(long, default_value = "LP64", value_parser = ["LP64", "ILP32"])]
    data_model: String,
    /// Run pathsift with `--accelerate-loops` (iterations with an affine effect jumped over).
    #[arg(long)]
    accelerate_loops: bool,
}

/// The verdict for one seed.
enum Verdict {
    Agree,
    Disagree(String),
    NativeBuildFailed(String),
    NativeTimeout,
    /// csmith itself did not produce a program (it sometimes loops on a seed).
    GenerationFailed(String),
    PathsiftTimeout,
    Rejected(String),
    Crash(String),
}

impl Verdict {
    fn label(&self) -> &'static str {
        match self {
            Verdict::Agree => "agree",
            Verdict::Disagree(_) => "DISAGREE",
            Verdict::NativeBuildFailed(_) => "native build failed (skipped)",
            Verdict::NativeTimeout => "native timeout (skipped)",
            Verdict::GenerationFailed(_) => "csmith failed (skipped)",
            Verdict::PathsiftTimeout => "pathsift timeout",
            Verdict::Rejected(_) => "pathsift rejected",
            Verdict::Crash(_) => "CRASH",
        }
    }
}

/// Runs the differential test.
pub fn run(args: &Args) -> Result<()> {
    setup::ensure_installed()?;
    let bin = pathsift::build_release()?;
    let work = tempfile::Builder::new()
        .prefix("pathsift-difftest")
        .tempdir()
        .context("cannot create a scratch directory")?;
    let keep = repo_root().join(&args.keep);
    let seeds: Vec<u64> = (0..args.count).map(|i| args.seed + i).collect();
    let ctx = Ctx {
        bin,
        work: work.path().to_path_buf(),
        keep,
        timeout: Duration::from_secs(args.timeout),
        ilp32: args.data_model == "ILP32",
        data_model: args.data_model.clone(),
        accelerate_loops: args.accelerate_loops,
    };
    println!(
        "difftest: {} programs from seed {} ({}, {} s limit)",
        args.count, args.seed, args.data_model, args.timeout
    );
    let verdicts = par_map(&seeds, JOBS, |_, &seed| {
        let verdict = ctx
            .check_seed(seed)
            .unwrap_or_else(|e| Verdict::Crash(format!("xtask: {e:#}")));
        let detail = match &verdict {
            Verdict::Disagree(d) | Verdict::Rejected(d) | Verdict::Crash(d) => format!(": {d}"),
            Verdict::NativeBuildFailed(d) | Verdict::GenerationFailed(d) => format!(": {d}"),
            _ => String::new(),
        };
        println!("seed {seed}: {}{detail}", verdict.label());
        verdict
    });
    summarize(&seeds, &verdicts, &ctx.keep)
}

struct Ctx {
    bin: PathBuf,
    work: PathBuf,
    keep: PathBuf,
    timeout: Duration,
    ilp32: bool,
    data_model: String,
    accelerate_loops: bool,
}

impl Ctx {
    fn check_seed(&self, seed: u64) -> Result<Verdict> {
        let dir = self.work.join(seed.to_string());
        fs::create_dir_all(&dir)?;
        let source = dir.join(format!("csmith-{seed}.c"));
        if let Err(e) = generate(seed, &source) {
            return Ok(Verdict::GenerationFailed(format!("{e:#}")));
        }

        let exe = dir.join("native");
        let mut gcc = Command::new("gcc");
        gcc.args(["-O0", "-w", "-I", CSMITH_INCLUDE]);
        if self.ilp32 {
            gcc.arg("-m32");
        }
        gcc.arg(&source).arg("-o").arg(&exe);
        let build = run_captured(&mut gcc, Duration::from_secs(120))?;
        if build.ending != Ending::Exited(0) {
            return Ok(Verdict::NativeBuildFailed(first_line(&build.stderr_text())));
        }
        let native = run_captured(&mut Command::new(&exe), self.timeout)?;
        if native.ending == Ending::TimedOut {
            return Ok(Verdict::NativeTimeout);
        }

        let mut cmd = Command::new(&self.bin);
        cmd.args([
            "run",
            "--data-model",
            &self.data_model,
            "-I",
            CSMITH_INCLUDE,
        ])
        .args(self.accelerate_loops.then_some("--accelerate-loops"))
        .arg(&source);
        let ours = run_captured(&mut cmd, self.timeout)?;
        let verdict = classify(&native, &ours, &source);
        if matches!(verdict, Verdict::Disagree(_) | Verdict::Crash(_)) {
            self.keep_failure(seed, &source, &native, &ours, &verdict)?;
        }
        Ok(verdict)
    }

    fn keep_failure(
        &self,
        seed: u64,
        source: &Path,
        native: &Captured,
        ours: &Captured,
        verdict: &Verdict,
    ) -> Result<()> {
        let dir = self.keep.join(format!("seed-{seed}"));
        fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
        fs::copy(source, dir.join(format!("csmith-{seed}.c")))?;
        fs::write(dir.join("native.stdout"), &native.stdout)?;
        fs::write(dir.join("pathsift.stdout"), &ours.stdout)?;
        fs::write(dir.join("pathsift.stderr"), &ours.stderr)?;
        let about = format!(
            "verdict: {}\nnative: {}\npathsift: {}\nrerun: {} run --data-model {} -I {} csmith-{seed}.c\n",
            verdict.label(),
            native.ending,
            ours.ending,
            self.bin.display(),
            self.data_model,
            CSMITH_INCLUDE,
        );
        fs::write(dir.join("README"), about)?;
        Ok(())
    }
}

fn generate(seed: u64, out: &Path) -> Result<()> {
    let mut csmith = Command::new("csmith");
    // csmith writes a platform.info file into its working directory.
    if let Some(dir) = out.parent() {
        csmith.current_dir(dir);
    }
    csmith
        .args(CSMITH_OPTIONS)
        .args(["--seed", &seed.to_string(), "-o"])
        .arg(out);
    let gen = run_captured(&mut csmith, Duration::from_secs(60))?;
    if gen.ending != Ending::Exited(0) {
        bail!(
            "csmith --seed {seed} failed ({}): {}",
            gen.ending,
            gen.stderr_text()
        );
    }
    Ok(())
}

fn classify(native: &Captured, ours: &Captured, source: &Path) -> Verdict {
    let native_code = match native.ending {
        Ending::Exited(c) => Some(c),
        _ => None,
    };
    match ours.ending {
        Ending::TimedOut => Verdict::PathsiftTimeout,
        Ending::Signaled(sig) => Verdict::Crash(format!("pathsift killed by signal {sig}")),
        Ending::Exited(101) => Verdict::Crash(format!("panic: {}", panic_message(ours))),
        Ending::Exited(2) if native_code != Some(2) => Verdict::Crash(format!(
            "internal error: {}",
            first_line(&ours.stderr_text())
        )),
        Ending::Exited(1) if native_code != Some(1) => Verdict::Rejected(
            pathsift::rejection_reason_for(&ours.stderr_text(), &[source]),
        ),
        Ending::Exited(code) => {
            let mut diffs = Vec::new();
            if native.ending != ours.ending {
                diffs.push(format!(
                    "native {} vs pathsift exit code {code}",
                    native.ending
                ));
            }
            if native.stdout != ours.stdout {
                diffs.push(stdout_difference(&native.stdout, &ours.stdout));
            }
            if diffs.is_empty() {
                Verdict::Agree
            } else {
                if let Some(err) = ours
                    .stderr_text()
                    .lines()
                    .find(|l| l.starts_with("pathsift: error:"))
                {
                    diffs.push(err.to_string());
                }
                Verdict::Disagree(diffs.join("; "))
            }
        }
    }
}

fn stdout_difference(native: &[u8], ours: &[u8]) -> String {
    let native = String::from_utf8_lossy(native);
    let ours = String::from_utf8_lossy(ours);
    let mut a = native.lines();
    let mut b = ours.lines();
    let mut line = 1;
    loop {
        match (a.next(), b.next()) {
            (Some(x), Some(y)) if x == y => line += 1,
            (x, y) => {
                return format!(
                    "stdout differs at line {line}: native {:?} vs pathsift {:?}",
                    x.unwrap_or("<end>"),
                    y.unwrap_or("<end>")
                )
            }
        }
    }
}

fn panic_message(run: &Captured) -> String {
    let text = run.stderr_text();
    text.lines()
        .find(|l| l.contains("panicked at"))
        .map(|l| {
            // "thread 'main' panicked at src/x.rs:1:2:" is followed by the message line.
            let mut it = text.lines().skip_while(|x| x != &l);
            let _ = it.next();
            format!("{} {}", l.trim(), it.next().unwrap_or("").trim())
        })
        .unwrap_or_else(|| first_line(&text))
}

fn first_line(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("(no message)")
        .to_string()
}

fn summarize(seeds: &[u64], verdicts: &[Verdict], keep: &Path) -> Result<()> {
    let mut counts: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut reasons: BTreeMap<&str, (usize, u64)> = BTreeMap::new();
    for (seed, v) in seeds.iter().zip(verdicts) {
        *counts.entry(v.label()).or_default() += 1;
        if let Verdict::Rejected(reason) = v {
            let e = reasons.entry(reason.as_str()).or_insert((0, *seed));
            e.0 += 1;
        }
    }
    println!();
    println!("{:<32} {:>6}", "outcome", "count");
    println!("{:-<32} {:->6}", "", "");
    let order = [
        "agree",
        "DISAGREE",
        "CRASH",
        "pathsift timeout",
        "pathsift rejected",
        "native timeout (skipped)",
        "native build failed (skipped)",
        "csmith failed (skipped)",
    ];
    for label in order {
        println!("{label:<32} {:>6}", counts.get(label).copied().unwrap_or(0));
    }
    println!("{:<32} {:>6}", "total", verdicts.len());
    if !reasons.is_empty() {
        println!();
        println!("rejections (count, first seed):");
        let mut sorted: Vec<_> = reasons.into_iter().collect();
        sorted.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(b.0)));
        for (reason, (n, seed)) in sorted {
            println!("  {n:>5}  seed {seed:<10} {reason}");
        }
    }
    let bad =
        counts.get("DISAGREE").copied().unwrap_or(0) + counts.get("CRASH").copied().unwrap_or(0);
    if bad > 0 {
        bail!(
            "{bad} disagreement(s)/crash(es); programs and outputs kept in {}",
            keep.display()
        );
    }
    Ok(())
}
