//! One replay: build the program with its harness, run the tests, measure coverage.

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Serialize;

use crate::build::{build, Build, BuildOptions, PROGRAM_MAIN};
use crate::diagnose::{self, Diagnosis, SourceLine};
use crate::entry::{entry_harness, BAD_INPUT_EXIT};
use crate::error::{io, ReplayError};
use crate::gcov::{self, Coverage};
use crate::hooks::{ASSUME_FAILED, EXHAUSTED, INPUTS_ENV, MARKER, MISSING};
use crate::run;
use crate::suite::{Location, Suite, TestCase};

/// How to replay, beyond what the suite says.
#[derive(Clone, Debug)]
pub struct ReplayOptions {
    /// Replay every test, not only the minimal suite.
    pub all: bool,
    /// Time limit per test.
    pub timeout: Duration,
    /// Build with AddressSanitizer and UndefinedBehaviorSanitizer.
    pub sanitize: bool,
    /// Build in this directory and keep it (default: a temporary directory).
    pub keep: Option<PathBuf>,
}

impl Default for ReplayOptions {
    fn default() -> Self {
        ReplayOptions {
            all: false,
            timeout: Duration::from_secs(10),
            sanitize: false,
            keep: None,
        }
    }
}

/// The native run of one test.
#[derive(Clone, Debug, Serialize)]
pub struct TestResult {
    /// The test's id.
    pub id: String,
    /// Exit status, when the test exited.
    pub exit_code: Option<i32>,
    /// The signal it died of (`SIGSEGV`, ...).
    pub signal: Option<String>,
    /// It ran past the time limit.
    pub timed_out: bool,
    /// It could not be run to an end (timeout, harness rejected its inputs, spawn failure).
    pub failed_to_run: bool,
    /// The error kind pathsift expects on this path.
    pub expected_error: Option<String>,
    /// The error kind the native run shows (`crash`: a bare SIGSEGV/SIGBUS).
    pub observed_error: Option<String>,
    /// The native run shows the expected error.
    pub reproduced: bool,
    /// First relevant line of the report (sanitizer, glibc, harness) or the signal.
    pub evidence: Option<String>,
    /// The program line the report points at.
    pub evidence_location: Option<SourceLine>,
    /// Times the program asked for an input the test does not have (it got 0).
    pub inputs_missing: u32,
    /// An assumption was false: the path is infeasible natively and the test exited 0.
    pub assumption_failed: bool,
    /// For a check finding: the native run confirms it (same as `reproduced`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub confirmed: Option<bool>,
    /// For a check finding: the report's line is the finding's line (`null`: unknown).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line_matches: Option<Option<bool>>,
    /// For a check finding: where pathsift located it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected_location: Option<Location>,
}

/// The result of a replay.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// Tests run.
    pub tests: usize,
    /// Tests that could not be run to an end.
    pub failed_to_run: usize,
    /// Tests expecting an error whose native run shows it.
    pub errors_reproduced: usize,
    /// Tests expecting an error.
    pub errors_expected: usize,
    /// Branch coverage of the program's files, from gcov.
    pub branch_coverage: f64,
    /// Line coverage of the program's files, from gcov.
    pub line_coverage: f64,
    /// Whether the build used sanitizers.
    pub sanitized: bool,
    /// `-m32` build.
    pub ilp32: bool,
    /// Input hooks the harness defined.
    pub hooks: Vec<String>,
    /// Totals and per-file figures.
    pub coverage: Coverage,
    /// One per test, in order.
    pub results: Vec<TestResult>,
    /// The kept build directory.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub build_dir: Option<String>,
}

/// Replays `suite`'s tests (the minimal suite unless `opts.all`).
pub fn replay(suite: &Suite, opts: &ReplayOptions) -> Result<Report, ReplayError> {
    let ilp32 = match suite.program.data_model.to_ascii_uppercase().as_str() {
        "ILP32" => true,
        "LP64" => false,
        other => {
            return Err(ReplayError::Usage(format!(
                "unknown data model `{other}` (expected ILP32 or LP64)"
            )))
        }
    };
    let temp;
    let dir = match &opts.keep {
        Some(d) => {
            std::fs::create_dir_all(d).map_err(io(d))?;
            // gcc and the tests run in subdirectories: a relative path would not reach it.
            std::fs::canonicalize(d).map_err(io(d))?
        }
        None => {
            temp = tempfile::Builder::new()
                .prefix("pathsift-replay-")
                .tempdir()
                .map_err(io(std::env::temp_dir()))?;
            temp.path().to_path_buf()
        }
    };
    let base = BuildOptions {
        files: suite.program.files.iter().map(PathBuf::from).collect(),
        include_dirs: suite.program.include_dirs.clone(),
        defines: suite.program.defines.clone(),
        ilp32,
        sanitize: false,
        coverage: true,
        entry_harness: suite.program.entry.as_ref().map(|_| entry_harness(suite)),
        harness_functions: crate::entry::harness_functions(suite),
        malloc_can_fail: suite.program.malloc_can_fail,
    };
    // UBSan's checks are branches gcov would count, so coverage comes from a plain build
    // and the error evidence from a second, sanitized one.
    let cov_dir = dir.join("coverage");
    let cov = build(&base, &make_dir(cov_dir.clone())?)?;
    let san = if opts.sanitize {
        let san_opts = BuildOptions {
            sanitize: true,
            coverage: false,
            ..base.clone()
        };
        Some(build(&san_opts, &make_dir(dir.join("sanitized"))?)?)
    } else {
        None
    };
    // Runs accumulate counters; counters of an earlier replay in a kept directory must go.
    for obj in &cov.objects {
        let gcda = obj.with_extension("gcda");
        if gcda.exists() {
            std::fs::remove_file(&gcda).map_err(io(&gcda))?;
        }
    }
    let mut results = Vec::new();
    for (index, test) in suite.tests.iter().enumerate() {
        if opts.all || test.in_suite {
            let r = run_test(suite, index, &dir, &cov, san.as_ref(), opts.timeout)?;
            results.push(result_of(test, &r, &cov.sources));
        }
    }
    // In an entry suite the program's main is replaced by the harness: no test can run it.
    let skip = suite.program.entry.as_ref().map(|_| PROGRAM_MAIN);
    let coverage = gcov::measure(&cov_dir, &cov.objects, skip)?;
    let kept = opts
        .keep
        .as_ref()
        .map(|_| dir.to_string_lossy().into_owned());
    Ok(Report {
        tests: results.len(),
        failed_to_run: results.iter().filter(|r| r.failed_to_run).count(),
        errors_reproduced: results.iter().filter(|r| r.reproduced).count(),
        errors_expected: results
            .iter()
            .filter(|r| r.expected_error.is_some())
            .count(),
        branch_coverage: coverage.branch_coverage,
        line_coverage: coverage.line_coverage,
        sanitized: opts.sanitize,
        ilp32,
        hooks: cov.hooks,
        coverage,
        results,
        build_dir: kept,
    })
}

/// Runs test `index` of `suite` on the coverage build, then on the sanitized build if any
/// (whose outcome is the one reported).
fn run_test(
    suite: &Suite,
    index: usize,
    dir: &Path,
    cov: &Build,
    san: Option<&Build>,
    limit: Duration,
) -> Result<run::Outcome, ReplayError> {
    let test = &suite.tests[index];
    // An entry harness passes the parameters itself; later inputs feed the hooks.
    let skip = suite.program.entry.as_ref().map_or(0, |e| e.params.len());
    let inputs_file = dir.join(format!("inputs-{index}.txt"));
    let lines: String = test
        .inputs
        .iter()
        .skip(skip)
        .map(|i| format!("{}\n", i.value.trim()))
        .collect();
    std::fs::write(&inputs_file, lines).map_err(io(&inputs_file))?;
    let args: Vec<OsString> = match (&suite.program.entry, &test.io.argv) {
        (Some(_), _) => vec![index.to_string().into()],
        (None, Some(argv)) => argv
            .iter()
            .map(|a| OsString::from_vec(formats::arg_bytes(a)))
            .collect(),
        (None, None) => Vec::new(),
    };
    let cwd = match test_dir(dir, index, &test.io)? {
        Ok(cwd) => cwd,
        Err(why) => {
            return Ok(run::Outcome {
                spawn_error: Some(why),
                ..run::Outcome::default()
            })
        }
    };
    let stdin = test.io.stdin.as_ref().map(|_| cwd.join(STDIN_FILE));
    let mut env = vec![
        (INPUTS_ENV, inputs_file.to_string_lossy().into_owned()),
        ("ASAN_OPTIONS", "abort_on_error=0:detect_leaks=1".into()),
        ("UBSAN_OPTIONS", "print_stacktrace=1".into()),
    ];
    // The variables the analysis gave the program (`--env`), and no others.
    env.extend(
        suite
            .program
            .env
            .iter()
            .filter_map(|v| v.split_once('='))
            .map(|(k, v)| (k, v.to_string())),
    );
    let stdin = stdin.as_deref();
    let outcome = run::run(&cov.exe, &args, &env, &cwd, stdin, limit);
    Ok(match san {
        Some(san) => {
            // The coverage run may have changed the files it was given.
            test_dir(dir, index, &test.io)?.map_err(ReplayError::Usage)?;
            run::run(&san.exe, &args, &env, &cwd, stdin, limit)
        }
        None => outcome,
    })
}

/// Where a test's stdin is kept, in its directory.
const STDIN_FILE: &str = ".pathsift-stdin";

/// The directory test `index` runs in, made afresh with the files it reads and its stdin;
/// `Err` (inner) says why it cannot be made: a file the test names lies outside it.
fn test_dir(
    dir: &Path,
    index: usize,
    inputs: &formats::ProgramIo,
) -> Result<Result<PathBuf, String>, ReplayError> {
    let cwd = dir.join(format!("run-{index}"));
    if cwd.exists() {
        std::fs::remove_dir_all(&cwd).map_err(io(&cwd))?;
    }
    std::fs::create_dir_all(&cwd).map_err(io(&cwd))?;
    for (name, hex) in &inputs.files {
        let inside = !name.is_empty()
            && name != STDIN_FILE
            && Path::new(name)
                .components()
                .all(|c| matches!(c, std::path::Component::Normal(_)));
        if !inside {
            return Ok(Err(format!(
                "the test reads file `{name}`, which cannot be written inside its directory"
            )));
        }
        let path = cwd.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(io(parent))?;
        }
        std::fs::write(&path, formats::hex_to_bytes(hex)).map_err(io(&path))?;
    }
    if let Some(hex) = &inputs.stdin {
        let path = cwd.join(STDIN_FILE);
        std::fs::write(&path, formats::hex_to_bytes(hex)).map_err(io(&path))?;
    }
    Ok(Ok(cwd))
}

fn result_of(test: &TestCase, o: &run::Outcome, sources: &[String]) -> TestResult {
    let d: Diagnosis = diagnose::diagnose(&o.stderr, o.signal, sources);
    let bad_input = o.exit_code == Some(BAD_INPUT_EXIT)
        && o.stderr
            .lines()
            .any(|l| l.starts_with(MARKER) && l.contains("bad input"));
    let expected = test.error.as_ref().map(|e| e.kind.clone());
    let reproduced = !o.timed_out
        && expected
            .as_deref()
            .is_some_and(|k| diagnose::reproduces(k, &d, o.signal));
    let evidence = match (&o.spawn_error, o.timed_out, bad_input) {
        (Some(e), _, _) => Some(e.clone()),
        (None, true, _) => Some("timed out".to_string()),
        (None, false, true) => o
            .stderr
            .lines()
            .find(|l| l.starts_with(MARKER))
            .map(str::to_string),
        _ => d.evidence,
    };
    TestResult {
        id: test.id.clone(),
        exit_code: o.exit_code,
        signal: o.signal.map(diagnose::signal_name),
        timed_out: o.timed_out,
        failed_to_run: o.spawn_error.is_some() || o.timed_out || bad_input,
        expected_error: expected,
        observed_error: if o.timed_out { None } else { d.kind },
        reproduced,
        evidence,
        evidence_location: d.location,
        inputs_missing: inputs_missing(&o.stderr),
        assumption_failed: o.stderr.lines().any(|l| l == ASSUME_FAILED),
        confirmed: None,
        line_matches: None,
        expected_location: None,
    }
}

fn make_dir(d: PathBuf) -> Result<PathBuf, ReplayError> {
    std::fs::create_dir_all(&d).map_err(io(&d))?;
    Ok(d)
}

/// The count the support code reports at the end, or at least 1 if the test died too hard
/// to report (SIGKILL) after running out.
fn inputs_missing(stderr: &str) -> u32 {
    let reported = stderr
        .lines()
        .filter_map(|l| l.strip_prefix(MISSING))
        .filter_map(|n| n.trim().parse().ok())
        .next_back();
    reported.unwrap_or_else(|| u32::from(stderr.lines().any(|l| l.starts_with(EXHAUSTED))))
}

/// Reads `DIR/tests.json`.
pub fn load_suite(dir: &Path) -> Result<Suite, ReplayError> {
    let path = dir.join("tests.json");
    let text = std::fs::read_to_string(&path).map_err(|e| ReplayError::BadSuite {
        path: path.clone(),
        message: format!("cannot read: {e}"),
    })?;
    serde_json::from_str(&text).map_err(|e| ReplayError::BadSuite {
        path,
        message: e.to_string(),
    })
}
