//! Options shared by every subcommand, and loading of the program.

use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, Result};
use clap::Args;
use ir::DataModel;
use serde_json::{json, Value};

/// Input files and how to compile them.
#[derive(Args, Debug, Clone)]
pub struct InputArgs {
    /// When the command's `--timeout` runs out: compiling and lowering stop then too.
    #[arg(skip)]
    pub deadline: Option<std::time::Instant>,
    /// C sources (.c, .i) or LLVM files (.bc, .ll); several are linked.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Add a directory to the include search path.
    #[arg(short = 'I', value_name = "DIR")]
    pub include: Vec<PathBuf>,
    /// Define a preprocessor macro (NAME or NAME=VALUE).
    #[arg(short = 'D', value_name = "NAME[=V]")]
    pub define: Vec<String>,
    /// Data model of the target: ILP32 (32-bit) or LP64 (64-bit).
    #[arg(long, value_name = "MODEL", default_value = "LP64", value_parser = parse_model)]
    pub data_model: DataModel,
    /// An environment variable of the program (`getenv`); by default it has none.
    #[arg(long = "env", value_name = "NAME=V", value_parser = parse_env)]
    pub env: Vec<(String, String)>,
    /// stdin is N symbolic bytes (at most 1 MiB).
    #[arg(long, value_name = "N", value_parser = parse_sym_size)]
    pub sym_stdin: Option<u64>,
    /// A file NAME of N symbolic bytes that `open`/`fopen` can open (repeatable).
    #[arg(long, value_name = "NAME:N", value_parser = parse_sym_file)]
    pub sym_file: Vec<(String, u64)>,
    /// One more symbolic argument of up to N bytes, after the `-- ARGS` (repeatable).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=MAX_SYM_ARG))]
    pub sym_arg: Vec<u32>,
    /// Varies every random choice (the random-path search's, verify's random concrete
    /// runs'); the same seed gives the same run, and the JSON `stats.seed` reports it.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
    /// End the run (incomplete; for verify, unknown) when pathsift's resident memory passes
    /// SIZE: 512M, 4G, or a number of MiB [default: half the machine's memory, at most 8G].
    #[arg(long, value_name = "SIZE", value_parser = parse_memory)]
    pub max_memory: Option<u64>,
    /// Arguments passed to the program's main (argv[1]...).
    #[arg(last = true, value_name = "ARGS")]
    pub args: Vec<String>,
}

/// The largest symbolic stdin or file: each byte is a symbolic input, and a megabyte of them
/// is already far beyond what exploring them can cover.
const MAX_SYM_BYTES: u64 = 1 << 20;

/// The longest symbolic argument.
const MAX_SYM_ARG: i64 = 1 << 16;

fn parse_sym_size(s: &str) -> Result<u64, String> {
    let n: u64 = s
        .parse()
        .map_err(|_| format!("`{s}`: expected a number of bytes"))?;
    if n > MAX_SYM_BYTES {
        return Err(format!(
            "{n} symbolic bytes is more than the {MAX_SYM_BYTES} pathsift accepts"
        ));
    }
    Ok(n)
}

/// The smallest `--max-memory`: below it, loading the program alone would reach it.
pub(crate) const MIN_MEMORY_MB: u64 = 64;

/// `--max-memory`: `512M`, `4G`, `1T` or a bare number of MiB, in MiB.
fn parse_memory(s: &str) -> Result<u64, String> {
    let bad = || format!("`{s}`: expected a size such as 512M, 4G or a number of MiB");
    let t = s.trim();
    let (num, scale) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => {
            let scale = match c.to_ascii_uppercase() {
                'M' => 1,
                'G' => 1 << 10,
                'T' => 1 << 20,
                _ => return Err(bad()),
            };
            (&t[..i], scale)
        }
        _ => (t, 1),
    };
    let mb = num
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(scale))
        .ok_or_else(bad)?;
    if mb < MIN_MEMORY_MB {
        return Err(format!(
            "--max-memory {s}: at least {MIN_MEMORY_MB}M is needed"
        ));
    }
    Ok(mb)
}

/// Physical memory in MiB (`None` where /proc is unavailable).
fn machine_memory_mb() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024)
}

fn parse_sym_file(s: &str) -> Result<(String, u64), String> {
    let bad = || format!("`{s}`: expected NAME:N (a file name and its size in bytes)");
    let (name, n) = s.rsplit_once(':').ok_or_else(bad)?;
    n.parse::<u64>().map_err(|_| bad())?;
    let n = parse_sym_size(n)?;
    if name.is_empty() {
        return Err(bad());
    }
    Ok((name.to_string(), n))
}

fn parse_env(s: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((k, v)) if !k.is_empty() => Ok((k.to_string(), v.to_string())),
        _ => Err(format!("`{s}`: expected NAME=VALUE")),
    }
}

impl InputArgs {
    /// `--max-memory` in MiB, or its default: half the machine's memory, at most 8 GiB.
    pub fn max_memory_mb(&self) -> u64 {
        if let Some(mb) = crate::worker::worker().and_then(|w| w.memory_mb) {
            return mb;
        }
        self.max_memory.unwrap_or_else(|| {
            machine_memory_mb().map_or(4 << 10, |m| (m / 2).clamp(MIN_MEMORY_MB, 8 << 10))
        })
    }

    /// Records `--seed` for the reports (every analysing command calls this once).
    pub fn record_seed(&self) -> u64 {
        let _ = SEED.set(self.seed);
        self.seed
    }

    /// argv, stdin and files as the options give them. A symbolic run without `--sym-stdin`
    /// sees stdin empty (an approximation when it is read); a concrete one reads the host's.
    pub fn io(&self) -> semantics::io::IoEnv {
        use semantics::io::{Arg, IoEnv, Stream};
        let symbolic = |len| Stream::Symbolic { len, sized: false };
        let mut args: Vec<Arg> = self
            .args
            .iter()
            .map(|a| Arg::Text(a.as_bytes().to_vec()))
            .collect();
        args.extend(self.sym_arg.iter().map(|&n| Arg::Symbolic(n)));
        IoEnv {
            args,
            stdin: self.sym_stdin.map_or(Stream::Unspecified, symbolic),
            files: self
                .sym_file
                .iter()
                .map(|(n, len)| (n.clone(), symbolic(*len)))
                .collect(),
            host_files: true,
            host_stdin: false,
        }
    }

    /// The loaded `module` as a program with the options' environment and I/O.
    pub fn program<'m>(&self, module: &'m ir::Module) -> semantics::Program<'m> {
        semantics::Program::new(module)
            .with_env(self.env.clone())
            .with_io(self.io())
    }

    /// How the program is built, with absolute paths, as results record it for `replay`.
    pub fn program_spec(
        &self,
        entry: Option<::replay::EntrySpec>,
    ) -> Result<::replay::ProgramSpec> {
        let absolute = |p: &std::path::Path| {
            std::fs::canonicalize(p)
                .map(|p| p.display().to_string())
                .map_err(|e| anyhow::Error::from(InputError(format!("{}: {e}", p.display()))))
        };
        Ok(::replay::ProgramSpec {
            files: self
                .files
                .iter()
                .map(|f| absolute(f))
                .collect::<Result<_>>()?,
            data_model: self.data_model.name().to_string(),
            include_dirs: self
                .include
                .iter()
                .map(|d| absolute(d))
                .collect::<Result<_>>()?,
            defines: self.define.clone(),
            env: self.env.iter().map(|(k, v)| format!("{k}={v}")).collect(),
            malloc_can_fail: false,
            entry,
        })
    }
}

fn parse_model(s: &str) -> Result<DataModel, String> {
    DataModel::parse(s).ok_or_else(|| format!("unknown data model `{s}` (expected ILP32 or LP64)"))
}

/// An error caused by the user's input (exit code 1), as opposed to an internal failure.
#[derive(Debug)]
pub struct InputError(pub String);

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InputError {}

/// Exit code for an error: 1 for bad input, 2 for internal errors.
pub fn exit_code_of(e: &anyhow::Error) -> u8 {
    if e.downcast_ref::<InputError>().is_some()
        || e.downcast_ref::<frontend::FrontendError>().is_some()
    {
        1
    } else {
        2
    }
}

impl InputArgs {
    /// Compiles and lowers the inputs.
    pub fn load(&self, no_runtime: bool) -> Result<ir::Module> {
        self.load_with(no_runtime, false)
    }

    /// Compiles and lowers the inputs, optionally with signed-overflow checks.
    pub fn load_with(&self, no_runtime: bool, check_overflow: bool) -> Result<ir::Module> {
        let opts = self.compile_options(no_runtime, check_overflow);
        // A worker of `--jobs` lowers what its parent compiled for it, if the same build.
        if let Some(linked) = crate::worker::worker()
            .and_then(|w| w.module)
            .filter(|m| m.flags == (no_runtime, check_overflow))
        {
            return Ok(frontend::load_linked(&linked.path, &opts)?);
        }
        if crate::worker::leads() {
            let dir = tempfile::Builder::new()
                .prefix("pathsift-jobs-")
                .tempdir()
                .context("a directory for the program the workers share")?;
            let path = dir.path().join("program.bc");
            frontend::link(&self.files, &opts, &path)?;
            let module = frontend::load_linked(&path, &opts)?;
            crate::worker::keep(crate::worker::Kept {
                linked: crate::worker::Linked {
                    path,
                    flags: (no_runtime, check_overflow),
                },
                _dir: dir,
            });
            return Ok(module);
        }
        Ok(frontend::load(&self.files, &opts)?)
    }

    /// How the inputs are compiled.
    pub fn compile_options(
        &self,
        no_runtime: bool,
        check_overflow: bool,
    ) -> frontend::CompileOptions {
        frontend::CompileOptions {
            data_model: self.data_model,
            include_dirs: self.include.clone(),
            defines: self.define.clone(),
            no_runtime,
            check_overflow,
            deadline: self.deadline,
        }
    }

    /// Makes compiling and lowering end with the command's `--timeout` of `secs` from `start`.
    pub fn set_deadline(&mut self, start: std::time::Instant, secs: Option<f64>) {
        self.deadline = secs.map(|t| start + std::time::Duration::from_secs_f64(t));
    }
}

/// `{"file", "line", "column", "function"}` for an IR location.
pub fn location_json(m: &ir::Module, loc: ir::LocId, function: &str) -> Value {
    let l = m.loc(loc);
    json!({
        "file": m.file_of(l).unwrap_or(""),
        "line": l.line,
        "column": l.col,
        "function": function,
    })
}

/// An IR location as the reports' [`replay::Location`].
pub fn location_of(m: &ir::Module, loc: ir::LocId, function: &str) -> replay::Location {
    let l = m.loc(loc);
    replay::Location {
        file: m.file_of(l).unwrap_or("").to_string(),
        line: l.line,
        column: l.col,
        function: function.to_string(),
    }
}

/// A file as text output names it: relative to the working directory when it lies under
/// it (as the user most likely gave it), absolute otherwise. JSON keeps absolute paths,
/// which scripts and `replay` read.
pub fn shown_path(file: &str) -> String {
    let path = std::path::Path::new(file);
    std::env::current_dir()
        .ok()
        .and_then(|cwd| path.strip_prefix(cwd).ok().map(|p| p.display().to_string()))
        .filter(|p| !p.is_empty())
        .unwrap_or_else(|| file.to_string())
}

/// `file:line:col` for an IR location with the file's absolute path, as JSON gives it.
pub fn location_absolute(m: &ir::Module, loc: ir::LocId) -> String {
    let l = m.loc(loc);
    match m.file_of(l) {
        Some(f) => format!("{f}:{}:{}", l.line, l.col),
        None => "an unknown location".into(),
    }
}

/// `file:line:col` for an IR location, the file as text output names it ([`shown_path`]).
pub fn location_text(m: &ir::Module, loc: ir::LocId) -> String {
    let l = m.loc(loc);
    match m.file_of(l) {
        Some(f) => format!("{}:{}:{}", shown_path(f), l.line, l.col),
        None => "an unknown location".into(),
    }
}

/// `file:line` with the file's name only (for tables).
pub fn short_location(m: &ir::Module, loc: ir::LocId) -> String {
    let l = m.loc(loc);
    let file = m.file_of(l).unwrap_or("?");
    let file = std::path::Path::new(file)
        .file_name()
        .map_or(file.into(), |f| f.to_string_lossy());
    format!("{file}:{}", l.line)
}

/// Seconds since `t`.
pub fn secs(t: Instant) -> f64 {
    t.elapsed().as_secs_f64()
}

/// Warns on stderr about each function the program calls that has neither a body nor a model
/// (a source file left out?) and returns the warnings for the JSON output.
pub fn unmodelled_warnings(prog: &semantics::Program<'_>) -> Vec<String> {
    let m = prog.module;
    prog.unmodelled()
        .into_iter()
        .map(|f| {
            let w = format!(
                "`{}` has neither a body nor a model (a source file left out?): paths that call it are given up",
                m.func(f).name
            );
            eprintln!("pathsift: warning: {w}");
            w
        })
        .collect()
}

/// The names `--search` takes (KLEE's `nurs:covnew` too).
pub const SEARCH_NAMES: [&str; 8] = [
    "default",
    "interleaved",
    "dfs",
    "bfs",
    "random-path",
    "coverage-new",
    "nurs:covnew",
    "loop-deep",
];

/// What a result may fail a CI job on (`--fail-on`), each with its own exit code.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FailOn {
    /// A finding: a bug, a `false` verdict, a crash (exit code 3).
    Findings,
    /// No verdict: `verify` answered `unknown`, a bound is not known exact (exit code 4).
    Unknown,
    /// The exploration did not cover every path (exit code 5).
    Incomplete,
}

impl FailOn {
    /// The exit code of a result that meets this condition.
    pub fn exit_code(self) -> u8 {
        match self {
            FailOn::Findings => 3,
            FailOn::Unknown => 4,
            FailOn::Incomplete => 5,
        }
    }
}

/// Exit code of `replay` when a test or finding expected to show an error does not.
pub const NOT_REPRODUCED_EXIT: u8 = 6;

/// `--fail-on`, shared by every subcommand that reaches a result.
#[derive(Args, Debug, Clone, Default)]
pub struct FailArgs {
    /// Exit with a distinct status when the result has findings (3), is unknown (4) or is
    /// incomplete (5), for CI jobs; the output is unchanged. Repeatable or comma-separated.
    #[arg(long, value_enum, value_name = "WHAT", value_delimiter = ',')]
    pub fail_on: Vec<FailOn>,
    /// The same as `--fail-on findings` (the older name).
    #[arg(long, hide = true)]
    pub fail_on_findings: bool,
}

/// What a result shows, for `--fail-on`.
#[derive(Debug, Clone, Copy, Default)]
pub struct ResultFacts {
    /// Bugs, a `false` verdict or crashes were reported.
    pub findings: bool,
    /// No verdict (or a bound not known to be exact).
    pub unknown: bool,
    /// Some path was not explored to its end.
    pub incomplete: bool,
}

impl FailArgs {
    /// The exit code for a result with `facts`: the first condition asked for that holds,
    /// in the order findings, unknown, incomplete; 0 when none does.
    pub fn exit(&self, facts: ResultFacts) -> std::process::ExitCode {
        std::process::ExitCode::from(self.code(facts))
    }

    /// [`FailArgs::exit`]'s code as a number.
    pub fn code(&self, facts: ResultFacts) -> u8 {
        let asked =
            |c| self.fail_on.contains(&c) || (c == FailOn::Findings && self.fail_on_findings);
        let hit = [
            (FailOn::Findings, facts.findings),
            (FailOn::Unknown, facts.unknown),
            (FailOn::Incomplete, facts.incomplete),
        ]
        .into_iter()
        .find(|&(c, holds)| holds && asked(c));
        hit.map_or(0, |(c, _)| c.exit_code())
    }
}

/// The search strategy named on the command line.
pub fn search_kind(name: &str) -> Result<symex::SearchKind> {
    symex::SearchKind::parse(name)
        .ok_or_else(|| InputError(format!("unknown search `{name}`")).into())
}

/// The longest `--timeout`: a year, so that deadlines computed from it cannot overflow.
const MAX_TIMEOUT_S: f64 = 365.0 * 24.0 * 3600.0;

/// A `--timeout` in seconds, which must be positive and finite.
pub fn seconds(t: f64) -> Result<std::time::Duration> {
    if t.is_finite() && t > 0.0 && t <= MAX_TIMEOUT_S {
        Ok(std::time::Duration::from_secs_f64(t))
    } else {
        Err(InputError(format!(
            "--timeout {t}: expected a positive number of seconds, at most a year"
        ))
        .into())
    }
}

/// The work clock's reading when the command started: the analysis thread's clock starts
/// at zero.
const WORK_ORIGIN: budget::Instant = budget::Instant::ZERO;

/// INTERFACE.md's `stats` object, plus the abandoned and unexplored path counts and what
/// each technique did (states subsumed, abstractions, reuses, merges, induction steps).
pub fn stats_json(
    time_s: f64,
    s: &symex::ExploreReport,
    instructions: u64,
    forks: u64,
    solver: &analyses::SolverStats,
) -> Value {
    json!({
        "seed": crate::common::SEED.get().copied().unwrap_or(0),
        "time_s": time_s,
        "work_s": budget::Instant::now().saturating_duration_since(WORK_ORIGIN).as_secs_f64(),
        "instructions": instructions,
        "paths_completed": s.paths_completed + s.paths_error,
        "paths_pruned": s.paths_infeasible,
        "paths_abandoned": s.paths_abandoned,
        "paths_unexplored": s.paths_unexplored,
        "forks": forks,
        "solver_queries": solver.queries,
        "solver_time_s": solver.z3_time_s,
        "subsumed": s.counter("subsumed"),
        "abstractions": s.counter("abstractions"),
        "reuses": s.counter("reuses"),
        "merges": s.counter("merges"),
        "induction_steps": s.counter("induction_steps"),
        "induction_covered": s.counter("induction_covered"),
        "induction_dropped": s.counter("induction_dropped"),
        "invariants_refuted": s.counter("invariants_refuted"),
        "techniques": s.techniques,
        "left_out": s.left_out.iter().map(|(t, why)| (t.to_string(), json!(why))).collect::<serde_json::Map<String, Value>>(),
    })
}

/// When text output is coloured (`--color`).
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColorChoice {
    /// When stdout is a terminal and `NO_COLOR` is not set (no-color.org).
    #[default]
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

static COLOR: std::sync::OnceLock<bool> = std::sync::OnceLock::new();

/// The command's `--seed`, for the JSON `stats` that report it.
pub static SEED: std::sync::OnceLock<u64> = std::sync::OnceLock::new();

/// Decides once, for the whole command, whether text output is coloured.
pub fn set_color(choice: ColorChoice) {
    use std::io::IsTerminal;
    let on = match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::io::stdout().is_terminal()
        }
    };
    let _ = COLOR.set(on);
}

/// Whether text output is coloured.
pub fn color() -> bool {
    COLOR.get().copied().unwrap_or(false)
}

/// `--jobs` and `--shard`: how the execution tree is split (the `parallel` module).
#[derive(Args, Debug, Clone)]
pub struct ParallelArgs {
    /// Explore with N worker processes, which take the tree's shards in turn; the verdict,
    /// findings, covered branches and bounds of a run that completes are the same for
    /// every N. Default: the cores this process may use.
    #[arg(long, value_name = "N", env = "PATHSIFT_JOBS", hide_env_values = true,
          value_parser = clap::value_parser!(u32).range(1..=256))]
    pub jobs: Option<u32>,
    /// Explore only shard I of N of the execution tree (the same split on any machine), and
    /// mark the JSON so that `pathsift merge` combines the shards' results. I may be `auto`:
    /// the index then comes from SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX.
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
}

impl ParallelArgs {
    /// `--jobs`, or the cores this process may use (its CPU affinity and quota; 1 if they
    /// cannot be read).
    pub fn jobs(&self) -> u32 {
        self.jobs.unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map_or(1, |n| u32::try_from(n.get()).unwrap_or(256).min(256))
        })
    }

    /// The shard this process explores: `--shard`, or the one a `--jobs` run gave it.
    pub fn shard(&self) -> Result<Option<symex::Shard>> {
        if let Some(w) = crate::worker::worker() {
            return Ok(Some(w.shard));
        }
        let Some(s) = &self.shard else {
            return Ok(None);
        };
        let spec = match s.split_once('/') {
            Some(("auto", n)) => {
                let index = ["SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX"]
                    .iter()
                    .find_map(|v| std::env::var(v).ok())
                    .ok_or_else(|| {
                        InputError(format!(
                            "--shard {s}: neither SLURM_ARRAY_TASK_ID nor JOB_COMPLETION_INDEX is set"
                        ))
                    })?;
                format!("{index}/{n}")
            }
            _ => s.clone(),
        };
        let shard = symex::Shard::parse(&spec).map_err(|e| InputError(format!("--shard {e}")))?;
        Ok(Some(shard))
    }
}
