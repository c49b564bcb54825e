//! `cargo xtask fuzzbench`: whitebox fuzzing (`pathsift fuzz`) against AFL++ on the programs
//! of bench/fuzz. Each program has one memory-safety bug, named in its header
//! (`// bug: KIND line N`, with `// input: stdin|file`), and a seed `NAME.seed` that does not
//! trigger it. Each tool fuzzes each program for the same time from that seed; the table
//! says whether it found the bug, how soon (wall time from the tool's start until the first
//! crashing input of that bug appeared in its crash directory, polled every 50 ms; for
//! pathsift the `found_s` of its JSON, which `--jobs N` runs report too), how many
//! runs it made, and the branch coverage (gcov, branches taken at least once) of a native
//! `--coverage` build replaying the seed and the tool's queue.
//!
//! AFL++ fuzzes an `AFL_USE_ASAN=1 afl-clang-fast -fno-delete-null-pointer-checks` build with
//! CmpLog on (`-c` with an `AFL_LLVM_CMPLOG=1` build of the same source: input-to-state
//! replacement of compared operands, RedQueen's technique, which is what lets a greybox fuzzer
//! match magic values and check words); a crash it saves counts as the bug when a native `-fsanitize=address,undefined` build
//! reports the bug's kind at its line on that input. pathsift's crashes count when the kind
//! and line of its JSON report match.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, ensure, Context, Result};
use serde_json::Value;

use crate::process::{repo_root, run_captured, run_captured_stdin, run_watched, Captured, Ending};
use crate::{pathsift, setup};

/// Arguments of `cargo xtask fuzzbench`.
#[derive(clap::Args)]
pub struct Args {
    /// Seconds per tool per program.
    #[arg(long, value_name = "S", default_value_t = 60)]
    time: u64,
    /// Run only this program of bench/fuzz (its file name without `.c`, e.g. `tlv`).
    #[arg(long, value_name = "NAME")]
    only: Option<String>,
    /// Run pathsift only, not AFL++.
    #[arg(long)]
    no_afl: bool,
    /// Worker processes of each `pathsift fuzz` run (`fuzz --jobs N`); AFL++ runs one
    /// instance whatever N.
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: u32,
    #[command(flatten)]
    shard: crate::process::ShardArg,
}

/// The finding kinds of `pathsift fuzz` (and of the `// bug:` headers).
const KINDS: &[&str] = &[
    "out-of-bounds",
    "null-deref",
    "invalid-deref",
    "use-after-free",
    "double-free",
    "invalid-free",
    "division-by-zero",
    "assertion",
    "overflow",
    "abort",
];

/// How often the crash directories are polled.
const POLL: Duration = Duration::from_millis(50);
/// Time limit of one native run of a program (sanitizer replay, coverage replay).
const REPLAY_LIMIT: Duration = Duration::from_secs(10);

/// Where a program reads its input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Input {
    /// From stdin.
    Stdin,
    /// From the file named by `argv[1]`.
    File,
}

impl Input {
    fn as_str(self) -> &'static str {
        match self {
            Input::Stdin => "stdin",
            Input::File => "file",
        }
    }
}

/// A bug: its kind and the line where it happens.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Bug {
    kind: String,
    line: u32,
}

impl std::fmt::Display for Bug {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} at line {}", self.kind, self.line)
    }
}

/// One program of bench/fuzz.
struct Program {
    name: String,
    source: PathBuf,
    seed: PathBuf,
    input: Input,
    bug: Bug,
}

/// What one tool did on one program.
#[derive(Debug, Default)]
struct Outcome {
    /// Seconds from the tool's start until an input triggering the program's bug appeared.
    found: Option<f64>,
    /// Program runs (pathsift) or executions (AFL++).
    runs: Option<u64>,
    /// Percent of the program's branches taken at least once by the seed and the queue.
    coverage: Option<f64>,
    /// Other crashes the tool reported.
    others: Vec<String>,
    /// Things worth knowing: warnings, abandoned runs.
    notes: Vec<String>,
    /// Why the tool gave no result, if it did not.
    failure: Option<String>,
}

/// The `// input:` and `// bug:` lines of a program's header comment.
fn parse_header(text: &str) -> Result<(Input, Bug)> {
    let mut input = None;
    let mut bug = None;
    for line in text.lines().take_while(|l| l.starts_with("//")) {
        let line = line.trim_start_matches('/').trim();
        if let Some(v) = line.strip_prefix("input:") {
            input = Some(match v.trim() {
                "stdin" => Input::Stdin,
                "file" => Input::File,
                other => bail!("`// input: {other}`: expected stdin or file"),
            });
        } else if let Some(v) = line.strip_prefix("bug:") {
            let words: Vec<&str> = v.split_whitespace().collect();
            let [kind, "line", n] = words.as_slice() else {
                bail!("`// bug:{v}`: expected `// bug: KIND line N`");
            };
            ensure!(
                KINDS.contains(kind),
                "`// bug:{v}`: unknown kind {kind} (one of {})",
                KINDS.join(", ")
            );
            let line = n
                .parse()
                .with_context(|| format!("`// bug:{v}`: bad line number"))?;
            bug = Some(Bug {
                kind: kind.to_string(),
                line,
            });
        }
    }
    match (input, bug) {
        (Some(i), Some(b)) => Ok((i, b)),
        (None, _) => bail!("no `// input: stdin|file` line in the header comment"),
        (_, None) => bail!("no `// bug: KIND line N` line in the header comment"),
    }
}

/// The programs of `dir` (every `NAME.c` with a `NAME.seed`), by name; only `only` if given.
fn programs(dir: &Path, only: Option<&str>) -> Result<Vec<Program>> {
    let sources = crate::process::c_files(dir)?;
    let mut out = Vec::new();
    for source in sources {
        let name = source
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        if only.is_some_and(|o| o != name) {
            continue;
        }
        let text =
            fs::read_to_string(&source).with_context(|| format!("reading {}", source.display()))?;
        let (input, bug) = parse_header(&text).with_context(|| source.display().to_string())?;
        let seed = source.with_extension("seed");
        ensure!(seed.is_file(), "{} has no seed {}", name, seed.display());
        out.push(Program {
            name,
            source,
            seed,
            input,
            bug,
        });
    }
    if out.is_empty() {
        match only {
            Some(o) => bail!("no program {o}.c in {}", dir.display()),
            None => bail!("no program in {}", dir.display()),
        }
    }
    Ok(out)
}

/// Runs a native build on one input, fed as the program's header says.
fn replay(bin: &Path, input: Input, file: &Path, env: &[(&str, &str)]) -> Result<Captured> {
    let mut cmd = Command::new(bin);
    cmd.envs(env.iter().copied());
    let stdin = match input {
        Input::Stdin => Stdio::from(
            fs::File::open(file).with_context(|| format!("opening {}", file.display()))?,
        ),
        Input::File => {
            cmd.arg(file);
            Stdio::null()
        }
    };
    run_captured_stdin(&mut cmd, stdin, REPLAY_LIMIT)
}

/// Runs a compiler (or other build step) and fails with its first lines of output unless it
/// succeeds.
fn build(cmd: &mut Command) -> Result<()> {
    let c = run_captured(cmd, Duration::from_secs(300))?;
    if c.ending != Ending::Exited(0) {
        let text = format!("{}{}", String::from_utf8_lossy(&c.stdout), c.stderr_text());
        let first: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .take(5)
            .collect();
        bail!(
            "`{}` failed ({}): {}",
            crate::process::display(cmd),
            c.ending,
            first.join(" / ")
        );
    }
    Ok(())
}

/// The native builds of a program: with ASan and UBSan, to confirm crashes; with gcov's
/// instrumentation, to measure coverage.
struct Native {
    asan: PathBuf,
    cov_dir: PathBuf,
    cov_bin: PathBuf,
    /// The source's file name in `cov_dir`.
    cov_source: String,
}

/// Environment of the sanitizer build's runs: no leak check (ptrace may be denied), a stack
/// trace for `abort`.
const SANITIZER_ENV: &[(&str, &str)] = &[
    ("ASAN_OPTIONS", "detect_leaks=0:handle_abort=1"),
    ("UBSAN_OPTIONS", "print_stacktrace=1"),
];

impl Native {
    fn build(prog: &Program, work: &Path) -> Result<Native> {
        let asan = work.join(format!("{}-asan", prog.name));
        build(
            Command::new("gcc")
                .args(["-g", "-O0", "-fsanitize=address,undefined"])
                .arg("-fno-omit-frame-pointer")
                .arg("-o")
                .arg(&asan)
                .arg(&prog.source),
        )?;
        let cov_dir = work.join("cov");
        fs::create_dir_all(&cov_dir).with_context(|| format!("creating {}", cov_dir.display()))?;
        let cov_source = format!("{}.c", prog.name);
        fs::copy(&prog.source, cov_dir.join(&cov_source))
            .with_context(|| format!("copying {}", prog.source.display()))?;
        let object = format!("{}.o", prog.name);
        build(
            Command::new("gcc")
                .args(["--coverage", "-O0", "-g", "-c", &cov_source, "-o", &object])
                .current_dir(&cov_dir),
        )?;
        build(
            Command::new("gcc")
                .args(["--coverage", &object, "-o", &prog.name])
                .current_dir(&cov_dir),
        )?;
        Ok(Native {
            asan,
            cov_bin: cov_dir.join(&prog.name),
            cov_dir,
            cov_source,
        })
    }

    /// The bugs the sanitizers report when the program runs on `file`.
    fn sanitizer_findings(&self, prog: &Program, file: &Path) -> Result<Vec<Bug>> {
        let c = replay(&self.asan, prog.input, file, SANITIZER_ENV)?;
        Ok(sanitizer_findings(
            &c.stderr_text(),
            &format!("{}.c", prog.name),
        ))
    }

    /// Branch coverage (percent of branches taken at least once) of the program run on
    /// `inputs`, one after the other.
    fn coverage(&self, prog: &Program, inputs: &[PathBuf]) -> Result<f64> {
        let gcda = self.cov_dir.join(format!("{}.gcda", prog.name));
        match fs::remove_file(&gcda) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e).with_context(|| format!("removing {}", gcda.display())),
        }
        for file in inputs {
            // A crash or a hang loses that run's counts, no more.
            replay(&self.cov_bin, prog.input, file, &[])?;
        }
        let mut cmd = Command::new("gcov");
        cmd.args(["-b", "--json-format", "--stdout", &self.cov_source])
            .current_dir(&self.cov_dir);
        let c = run_captured(&mut cmd, Duration::from_secs(60))?;
        ensure!(
            c.ending == Ending::Exited(0),
            "gcov failed ({}): {}",
            c.ending,
            c.stderr_text().trim()
        );
        let (taken, total) = gcov_branches(&String::from_utf8_lossy(&c.stdout), &self.cov_source)?;
        ensure!(total > 0, "gcov counted no branch in {}", self.cov_source);
        Ok(100.0 * taken as f64 / total as f64)
    }
}

/// Branches taken at least once and all branches of `source` in `gcov --json-format
/// --stdout -b` output (one JSON document per line).
fn gcov_branches(out: &str, source: &str) -> Result<(usize, usize)> {
    let (mut taken, mut total) = (0, 0);
    for line in out.lines().filter(|l| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).context("unreadable gcov JSON")?;
        for f in v["files"].as_array().into_iter().flatten() {
            let name = f["file"].as_str().unwrap_or("");
            if Path::new(name).file_name() != Some(source.as_ref()) {
                continue;
            }
            let branches = f["lines"]
                .as_array()
                .into_iter()
                .flatten()
                .flat_map(|l| l["branches"].as_array().into_iter().flatten());
            for b in branches {
                total += 1;
                if b["count"].as_u64().is_some_and(|n| n > 0) {
                    taken += 1;
                }
            }
        }
    }
    Ok((taken, total))
}

/// The bugs in a sanitizer report (ASan errors, UBSan runtime errors, failed assertions),
/// each at its first line in `source` (a file name).
fn sanitizer_findings(stderr: &str, source: &str) -> Vec<Bug> {
    let in_source = |path: &str| path == source || path.ends_with(&format!("/{source}"));
    let mut out = Vec::new();
    let lines: Vec<&str> = stderr.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        if let Some(pos) = l.find("ERROR: AddressSanitizer: ") {
            let what = &l[pos + "ERROR: AddressSanitizer: ".len()..];
            let kind = asan_kind(what);
            // The error's own stack: the frames up to the first blank line.
            let frame = lines[i + 1..]
                .iter()
                .take_while(|f| !f.trim().is_empty())
                .filter_map(|f| frame_location(f))
                .find(|(path, _)| in_source(path));
            if let (Some(kind), Some((_, line))) = (kind, frame) {
                out.push(Bug {
                    kind: kind.to_string(),
                    line,
                });
            }
        } else if let Some(pos) = l.find(": runtime error: ") {
            // FILE:LINE:COL: runtime error: MESSAGE
            let mut parts = l[..pos].rsplitn(3, ':');
            let (_col, line, path) = (parts.next(), parts.next(), parts.next());
            let kind = ubsan_kind(&l[pos + ": runtime error: ".len()..]);
            if let (Some(kind), Some(Ok(line)), Some(path)) = (kind, line.map(str::parse), path) {
                if in_source(path) {
                    out.push(Bug {
                        kind: kind.to_string(),
                        line,
                    });
                }
            }
        } else if let Some(pos) = l.find(": Assertion `") {
            // PROG: FILE:LINE: FUNCTION: Assertion `COND' failed.
            let at = l[..pos].split(": ").find_map(|field| {
                let (path, line) = field.rsplit_once(':')?;
                in_source(path.trim()).then(|| line.parse().ok())?
            });
            if let Some(line) = at {
                out.push(Bug {
                    kind: "assertion".to_string(),
                    line,
                });
            }
        }
    }
    out
}

/// The finding kind of an ASan error line (the text after `ERROR: AddressSanitizer: `).
fn asan_kind(what: &str) -> Option<&'static str> {
    let first = what.split_whitespace().next().unwrap_or("");
    if first.contains("buffer-overflow") || first.contains("buffer-underflow") {
        Some("out-of-bounds")
    } else if first == "heap-use-after-free" {
        Some("use-after-free")
    } else if what.starts_with("attempting double-free") {
        Some("double-free")
    } else if what.starts_with("attempting free") || first == "bad-free" {
        Some("invalid-free")
    } else if first == "SEGV" {
        // "SEGV on unknown address 0x000000000010 ...": the zero page is a null pointer's.
        let addr = what
            .split_whitespace()
            .find_map(|w| w.strip_prefix("0x"))
            .and_then(|h| u64::from_str_radix(h, 16).ok());
        Some(match addr {
            Some(a) if a < 4096 => "null-deref",
            _ => "invalid-deref",
        })
    } else if first == "FPE" {
        Some("division-by-zero")
    } else if first == "ABRT" {
        Some("abort")
    } else if first == "unknown-crash" || first.starts_with("stack-use-after") {
        Some("invalid-deref")
    } else {
        None
    }
}

/// The finding kind of a UBSan message.
fn ubsan_kind(msg: &str) -> Option<&'static str> {
    if msg.contains("out of bounds") || msg.contains("insufficient space") {
        Some("out-of-bounds")
    } else if msg.contains("null pointer") {
        Some("null-deref")
    } else if msg.contains("division by zero") {
        Some("division-by-zero")
    } else if msg.contains("overflow") || msg.contains("negation of") || msg.contains("shift") {
        Some("overflow")
    } else if msg.contains("misaligned") {
        Some("invalid-deref")
    } else {
        None
    }
}

/// `(path, line)` of a sanitizer stack frame (`#0 0x4f2a in main /path/x.c:57:3`).
fn frame_location(frame: &str) -> Option<(&str, u32)> {
    let frame = frame.trim_start();
    if !frame.starts_with('#') {
        return None;
    }
    let loc = frame.split_whitespace().last()?;
    let mut parts = loc.split(':');
    let path = parts.next()?;
    let line = parts.next()?.parse().ok()?;
    Some((path, line))
}

/// When each file of a directory first appeared, polled while a fuzzer runs.
struct DirWatch {
    dir: PathBuf,
    start: Instant,
    seen: BTreeMap<String, f64>,
}

impl DirWatch {
    fn new(dir: PathBuf) -> DirWatch {
        DirWatch {
            dir,
            start: Instant::now(),
            seen: BTreeMap::new(),
        }
    }

    /// Records the files not seen before at the current time (AFL++'s README.txt aside).
    fn scan(&mut self) {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return;
        };
        let now = self.start.elapsed().as_secs_f64();
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name != "README.txt" {
                self.seen.entry(name).or_insert(now);
            }
        }
    }
}

/// The files of `dir` (not its subdirectories), by name.
fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_file())
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// The seed and the queue's files: the inputs whose coverage a tool is credited with.
fn corpus(prog: &Program, queue: &Path) -> Vec<PathBuf> {
    let mut inputs = vec![prog.seed.clone()];
    inputs.extend(files_in(queue));
    inputs
}

/// The distinct warnings in pathsift's stderr.
fn warnings(stderr: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for l in stderr.lines() {
        if let Some(pos) = l.find("warning: ") {
            let w = l[pos + "warning: ".len()..].trim().to_string();
            if !out.contains(&w) {
                out.push(w);
            }
        }
    }
    out
}

/// A crash of a `pathsift fuzz` report.
#[derive(Debug, PartialEq)]
struct PsCrash {
    bug: Bug,
    /// The file name (no directory) of its location.
    source: String,
    /// The crash file's name in OUT/crashes.
    file: String,
    /// When pathsift found it (seconds into the run, `found_s`), if it says.
    found_s: Option<f64>,
}

/// What a `pathsift fuzz` report says: runs, crashes, runs abandoned.
#[derive(Debug, PartialEq)]
struct PsReport {
    runs: u64,
    crashes: Vec<PsCrash>,
    abandoned: u64,
}

fn parse_pathsift(stdout: &[u8]) -> Result<PsReport> {
    let v: Value = serde_json::from_slice(stdout).context("unreadable JSON")?;
    let runs = v["runs"].as_u64().context("no `runs` in the JSON")?;
    let list = v["crashes"]
        .as_array()
        .context("no `crashes` array in the JSON")?;
    let crashes = list
        .iter()
        .map(|c| PsCrash {
            bug: Bug {
                kind: c["kind"].as_str().unwrap_or("?").to_string(),
                line: c["location"]["line"]
                    .as_u64()
                    .and_then(|l| u32::try_from(l).ok())
                    .unwrap_or(0),
            },
            source: c["location"]["file"]
                .as_str()
                .and_then(|p| Path::new(p).file_name())
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            file: c["input"]
                .as_str()
                .and_then(|p| Path::new(p).file_name())
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            found_s: c["found_s"].as_f64(),
        })
        .collect();
    Ok(PsReport {
        runs,
        crashes,
        abandoned: v["stats"]["runs_abandoned"].as_u64().unwrap_or(0),
    })
}

/// How `pathsift fuzz` runs: seconds, worker processes.
#[derive(Clone, Copy)]
struct Run {
    secs: u64,
    jobs: u32,
}

/// Fuzzes `prog` with `pathsift fuzz`.
fn run_pathsift(bin: &Path, prog: &Program, native: &Native, work: &Path, run: Run) -> Outcome {
    let mut o = Outcome::default();
    if let Err(e) = pathsift_into(&mut o, bin, prog, native, work, run) {
        o.failure = Some(format!("{e:#}"));
    }
    o
}

fn pathsift_into(
    o: &mut Outcome,
    bin: &Path,
    prog: &Program,
    native: &Native,
    work: &Path,
    Run { secs, jobs }: Run,
) -> Result<()> {
    let seeds = work.join("ps-seeds");
    fs::create_dir_all(&seeds).with_context(|| format!("creating {}", seeds.display()))?;
    fs::copy(&prog.seed, seeds.join(format!("{}.seed", prog.name)))
        .with_context(|| format!("copying {}", prog.seed.display()))?;
    let out = work.join("ps");
    let mut cmd = Command::new(bin);
    cmd.arg("fuzz")
        .arg("--json")
        .arg(&prog.source)
        .arg("--seeds")
        .arg(&seeds)
        .arg("--out")
        .arg(&out)
        .args(["--input", prog.input.as_str()])
        .args(["--timeout", &secs.to_string()])
        .args(["--jobs", &jobs.to_string()]);
    let mut watch = DirWatch::new(out.join("crashes"));
    let limit = Duration::from_secs(secs + 60);
    let c = run_watched(&mut cmd, limit, POLL, &mut || watch.scan())?;
    watch.scan();
    o.notes.extend(warnings(&c.stderr_text()));
    if c.ending != Ending::Exited(0) {
        let why = pathsift::rejection_reason_for(&c.stderr_text(), &[prog.source.as_path()]);
        bail!("pathsift fuzz: {}: {why}", c.ending);
    }
    let report = parse_pathsift(&c.stdout).context("pathsift fuzz")?;
    o.runs = Some(report.runs);
    if report.abandoned > 0 {
        o.notes.push(format!(
            "{} of {} runs abandoned",
            report.abandoned, report.runs
        ));
    }
    let end = c.elapsed.as_secs_f64();
    let source = format!("{}.c", prog.name);
    for crash in &report.crashes {
        if crash.bug == prog.bug && crash.source == source {
            // pathsift's own time, where it gives one: with --jobs the crash is first in a
            // worker's corpus, and in OUT/crashes only when the run ends.
            let at = crash
                .found_s
                .or_else(|| watch.seen.get(&crash.file).copied())
                .unwrap_or(end);
            o.found = Some(o.found.map_or(at, |t: f64| t.min(at)));
        } else {
            o.others.push(format!("{} ({})", crash.bug, crash.source));
        }
    }
    o.coverage = Some(native.coverage(prog, &corpus(prog, &out.join("queue")))?);
    Ok(())
}

/// `execs_done` of AFL++'s fuzzer_stats.
fn afl_execs(stats: &str) -> Option<u64> {
    stats.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        (k.trim() == "execs_done").then(|| v.trim().parse().ok())?
    })
}

/// `text` without ANSI escape sequences (AFL++ colours its messages).
fn strip_ansi(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // CSI: ESC [ parameters final-byte; other escapes: ESC and one more character.
            if chars.next() == Some('[') {
                for d in chars.by_ref() {
                    if ('@'..='~').contains(&d) {
                        break;
                    }
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Why afl-fuzz stopped: its `PROGRAM ABORT` message, else its last lines.
fn afl_abort_reason(c: &Captured) -> String {
    let text = strip_ansi(&format!(
        "{}{}",
        String::from_utf8_lossy(&c.stdout),
        c.stderr_text()
    ));
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    if let Some(l) = lines.iter().find(|l| l.contains("PROGRAM ABORT")) {
        return l.to_string();
    }
    lines[lines.len().saturating_sub(3)..].join(" / ")
}

/// Fuzzes `prog` with AFL++.
fn run_afl(prog: &Program, native: &Native, work: &Path, secs: u64) -> Outcome {
    let mut o = Outcome::default();
    if let Err(e) = afl_into(&mut o, prog, native, work, secs) {
        o.failure = Some(format!("{e:#}"));
    }
    o
}

fn afl_into(
    o: &mut Outcome,
    prog: &Program,
    native: &Native,
    work: &Path,
    secs: u64,
) -> Result<()> {
    // afl-clang-fast optimises (-O3): without -fno-delete-null-pointer-checks, clang turns a
    // path that dereferences a null pointer into `unreachable`, and the crash disappears.
    let afl_build = |suffix: &str, mode: &str| -> Result<PathBuf> {
        let out = work.join(format!("{}-{suffix}", prog.name));
        build(
            Command::new("afl-clang-fast")
                .args(["-g", "-fno-delete-null-pointer-checks", "-o"])
                .arg(&out)
                .arg(&prog.source)
                .env(mode, "1")
                .env("AFL_QUIET", "1"),
        )?;
        Ok(out)
    };
    let bin = afl_build("afl", "AFL_USE_ASAN")?;
    // The CmpLog build only logs comparisons: AFL++ runs it beside the instrumented one and
    // never needs a sanitizer in it.
    let cmplog = afl_build("cmplog", "AFL_LLVM_CMPLOG")?;
    let seeds = work.join("afl-in");
    fs::create_dir_all(&seeds).with_context(|| format!("creating {}", seeds.display()))?;
    fs::copy(&prog.seed, seeds.join(format!("{}.seed", prog.name)))
        .with_context(|| format!("copying {}", prog.seed.display()))?;
    let out = work.join("afl-out");
    let mut cmd = Command::new("afl-fuzz");
    cmd.arg("-i")
        .arg(&seeds)
        .arg("-o")
        .arg(&out)
        .arg("-c")
        .arg(&cmplog)
        .args(["-V", &secs.to_string(), "--"])
        .arg(&bin);
    if prog.input == Input::File {
        cmd.arg("@@");
    }
    // AFL++ sets the sanitizers' options it needs itself (and refuses others).
    cmd.env_remove("ASAN_OPTIONS")
        .env_remove("UBSAN_OPTIONS")
        .env("AFL_NO_UI", "1")
        .env("AFL_SKIP_CPUFREQ", "1")
        .env("AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES", "1")
        .env("AFL_NO_AFFINITY", "1");
    let default = out.join("default");
    let mut watch = DirWatch::new(default.join("crashes"));
    let limit = Duration::from_secs(secs + 120);
    let c = run_watched(&mut cmd, limit, POLL, &mut || watch.scan())?;
    watch.scan();
    if c.ending != Ending::Exited(0) {
        bail!("afl-fuzz: {}: {}", c.ending, afl_abort_reason(&c));
    }
    let stats_path = default.join("fuzzer_stats");
    let stats = fs::read_to_string(&stats_path)
        .with_context(|| format!("reading {}", stats_path.display()))?;
    o.runs = afl_execs(&stats);
    // When each crash appeared (polled; AFL++'s own `time:` in the name counts from its
    // start_time, set after its startup, where pathsift's times count from its process start).
    let mut crashes: Vec<(f64, String)> = watch
        .seen
        .iter()
        .map(|(name, &seen)| (seen, name.clone()))
        .collect();
    crashes.sort_by(|a, b| a.0.total_cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
    let mut others: Vec<String> = Vec::new();
    for (at, name) in crashes {
        let found = native.sanitizer_findings(prog, &default.join("crashes").join(&name))?;
        if found.contains(&prog.bug) {
            o.found.get_or_insert(at);
        } else {
            let what = match found.first() {
                Some(b) => b.to_string(),
                None => "no sanitizer report".to_string(),
            };
            if !others.contains(&what) {
                others.push(what);
            }
        }
    }
    o.others = others;
    o.coverage = Some(native.coverage(prog, &corpus(prog, &default.join("queue")))?);
    Ok(())
}

/// One program's results.
struct Row<'a> {
    prog: &'a Program,
    pathsift: Outcome,
    afl: Option<Outcome>,
}

/// Runs both tools on every selected program and prints the table.
pub fn run(args: &Args) -> Result<()> {
    let dir = repo_root().join("bench").join("fuzz");
    let progs = args.shard.keep(programs(&dir, args.only.as_deref())?)?;
    let bin = pathsift::build_release()?;
    if !args.no_afl {
        setup::ensure_afl_installed()?;
    }
    let start = Instant::now();
    let mut rows = Vec::new();
    for prog in &progs {
        let work = tempfile::tempdir().context("creating a temporary directory")?;
        let native = Native::build(prog, work.path())?;
        let seed_bugs = native.sanitizer_findings(prog, &prog.seed)?;
        if !seed_bugs.is_empty() {
            bail!(
                "{}: the seed {} triggers {}",
                prog.name,
                prog.seed.display(),
                seed_bugs[0]
            );
        }
        println!("{}: pathsift fuzz ({} s)", prog.name, args.time);
        let run = Run {
            secs: args.time,
            jobs: args.jobs,
        };
        let ps = run_pathsift(&bin, prog, &native, work.path(), run);
        let afl = if args.no_afl {
            None
        } else {
            println!("{}: afl-fuzz ({} s)", prog.name, args.time);
            Some(run_afl(prog, &native, work.path(), args.time))
        };
        rows.push(Row {
            prog,
            pathsift: ps,
            afl,
        });
    }
    print_table(&rows);
    println!("time: {:.0} s", start.elapsed().as_secs_f64());
    print_notes(&rows);
    Ok(())
}

/// The four cells of one tool: bug found, time to it, runs, branch coverage.
fn cells(o: Option<&Outcome>) -> [String; 4] {
    let dash = || "-".to_string();
    match o {
        None => [dash(), dash(), dash(), dash()],
        Some(o) if o.failure.is_some() && o.runs.is_none() => {
            ["failed".to_string(), dash(), dash(), dash()]
        }
        Some(o) => [
            if o.found.is_some() { "yes" } else { "no" }.to_string(),
            o.found.map_or_else(dash, |t| format!("{t:.1}")),
            o.runs.map_or_else(dash, |n| n.to_string()),
            o.coverage.map_or_else(dash, |c| format!("{c:.1}%")),
        ],
    }
}

fn found(o: Option<&Outcome>) -> bool {
    o.is_some_and(|o| o.found.is_some())
}

fn print_table(rows: &[Row]) {
    println!(
        "| program | bug | pathsift: found | time (s) | runs | branch cov. \
         | AFL++: found | time (s) | execs | branch cov. |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for r in rows {
        let p = cells(Some(&r.pathsift)).join(" | ");
        let a = cells(r.afl.as_ref()).join(" | ");
        println!("| {} | {} | {p} | {a} |", r.prog.name, r.prog.bug);
    }
    let n = rows.len();
    let ps: Vec<&str> = rows
        .iter()
        .filter(|r| found(Some(&r.pathsift)))
        .map(|r| r.prog.name.as_str())
        .collect();
    println!();
    print!("bugs found: pathsift {} / {n}", ps.len());
    if rows.iter().all(|r| r.afl.is_none()) {
        println!();
        return;
    }
    let afl: Vec<&str> = rows
        .iter()
        .filter(|r| found(r.afl.as_ref()))
        .map(|r| r.prog.name.as_str())
        .collect();
    println!(", AFL++ {} / {n}", afl.len());
    let only = |a: &[&str], b: &[&str]| {
        let v: Vec<&str> = a.iter().filter(|x| !b.contains(x)).copied().collect();
        if v.is_empty() {
            "none".to_string()
        } else {
            format!("{} ({})", v.len(), v.join(", "))
        }
    };
    println!("found by pathsift only: {}", only(&ps, &afl));
    println!("found by AFL++ only: {}", only(&afl, &ps));
}

fn print_notes(rows: &[Row]) {
    for r in rows {
        let tools = [("pathsift", Some(&r.pathsift)), ("AFL++", r.afl.as_ref())];
        for (tool, o) in tools {
            let Some(o) = o else { continue };
            if let Some(f) = &o.failure {
                println!("{} / {tool}: FAILED: {f}", r.prog.name);
            }
            if !o.others.is_empty() {
                println!(
                    "{} / {tool}: other crashes: {}",
                    r.prog.name,
                    o.others.join(", ")
                );
            }
            for n in &o.notes {
                println!("{} / {tool}: {n}", r.prog.name);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_names_input_and_bug() {
        let text =
            "// x.c: a parser\n// input: file\n// bug: null-deref line 81\n#include <stdio.h>\n";
        let (input, bug) = parse_header(text).expect("parses");
        assert_eq!(input, Input::File);
        assert_eq!(
            bug,
            Bug {
                kind: "null-deref".into(),
                line: 81
            }
        );
        assert!(parse_header("// input: stdin\n// bug: oob line 3\n").is_err());
        assert!(parse_header("// input: stdin\n").is_err());
    }

    #[test]
    fn sanitizer_reports_give_kind_and_line() {
        let asan = "=================================================================\n\
==1==ERROR: AddressSanitizer: stack-buffer-overflow on address 0x7ffe at pc 0x5 bp 0x7 sp 0x7\n\
WRITE of size 1 at 0x7ffebcdc4b24 thread T0\n\
    #0 0x55c253e8d95f in record /work/bench/fuzz/tlv.c:57\n\
    #1 0x55c253e8def8 in main /work/bench/fuzz/tlv.c:95\n\
\n\
    #0 0x55c253e8da2a in main /work/bench/fuzz/tlv.c:65\n";
        assert_eq!(
            sanitizer_findings(asan, "tlv.c"),
            [Bug {
                kind: "out-of-bounds".into(),
                line: 57
            }]
        );
        let segv = "/b/ini.c:95:27: runtime error: member access within null pointer of type 'struct section'\n\
==2==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000000 (pc 0x5 bp 0x7 sp 0x7 T0)\n\
    #0 0x55e6c1674072 in pair /b/ini.c:95\n";
        let found = sanitizer_findings(segv, "ini.c");
        assert_eq!(found.len(), 2);
        assert!(found.iter().all(|b| b.kind == "null-deref" && b.line == 95));
        let assertion = "prog: /b/x.c:12: main: Assertion `n < 4' failed.\n";
        assert_eq!(
            sanitizer_findings(assertion, "x.c"),
            [Bug {
                kind: "assertion".into(),
                line: 12
            }]
        );
    }

    #[test]
    fn pathsift_report_is_read() {
        let json = br#"{"runs": 7, "queue": 2, "crashes": [{"kind": "out-of-bounds",
            "message": "m", "location": {"file": "/b/tlv.c", "line": 57, "column": 9,
            "function": "record"}, "input": "/t/ps/crashes/id:000000,kind:out-of-bounds",
            "run": 3, "found_s": 0.25}], "branch_coverage": 0.5,
            "stats": {"runs_abandoned": 1}}"#;
        let r = parse_pathsift(json).expect("parses");
        assert_eq!(r.runs, 7);
        assert_eq!(r.abandoned, 1);
        assert_eq!(
            r.crashes,
            [PsCrash {
                bug: Bug {
                    kind: "out-of-bounds".into(),
                    line: 57
                },
                source: "tlv.c".into(),
                file: "id:000000,kind:out-of-bounds".into(),
                found_s: Some(0.25),
            }]
        );
    }

    #[test]
    fn afl_names_and_stats() {
        assert_eq!(
            afl_execs("run_time          : 10\nexecs_done        : 14397\n"),
            Some(14397)
        );
        assert_eq!(
            strip_ansi("\u{1b}[1;91m[-] PROGRAM ABORT : \u{1b}[0mx"),
            "[-] PROGRAM ABORT : x"
        );
    }

    #[test]
    fn gcov_json_branches_are_counted() {
        let out = r#"{"files": [{"file": "vm.c", "lines": [{"branches": [{"count": 0}, {"count": 3}]}, {"branches": []}]}, {"file": "/usr/include/x.h", "lines": [{"branches": [{"count": 1}]}]}]}"#;
        assert_eq!(gcov_branches(out, "vm.c").expect("parses"), (1, 2));
    }
}
