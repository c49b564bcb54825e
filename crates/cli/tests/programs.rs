//! End-to-end tests of `pathsift run` on the project's C corpus:
//! tests/programs and tests/csmith must reproduce their native stdout and exit
//! code exactly, tests/errors must stop with the expected error at the
//! expected line, and bad input must be rejected with exit code 1.
//!
//! Expected results come from native builds (tests/programs/regen.sh).

use std::collections::BTreeSet;
use std::ffi::OsString;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

const PATHSIFT: &str = env!("CARGO_BIN_EXE_pathsift");

/// Generous: the test binary of pathsift is a debug build.
const TIMEOUT: Duration = Duration::from_secs(300);

/// Programs run in parallel at most (the machines have 2 cores).
const JOBS: usize = 2;

/// Where csmith's runtime headers are (Debian package libcsmith-dev).
const CSMITH_INCLUDE: &str = "/usr/include/csmith";

fn repo_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    fs::canonicalize(&root).unwrap_or(root)
}

/// `src` relative to the repository root (pathsift runs there), for short messages.
fn arg_path(src: &Path) -> OsString {
    let root = repo_root();
    src.strip_prefix(&root)
        .unwrap_or(src)
        .as_os_str()
        .to_owned()
}

/// The `.c` files of a corpus directory (given relative to the repository root), sorted.
fn c_files(dir: &str) -> Vec<PathBuf> {
    let dir = repo_root().join(dir);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .c files in {}", dir.display());
    files
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// `Some("ILP32")` when the first line is `// data-model: ILP32`.
fn data_model(src: &Path) -> Option<String> {
    let text = fs::read_to_string(src).expect("readable source");
    let first = text.lines().next().unwrap_or("");
    first
        .strip_prefix("// data-model:")
        .map(|m| m.trim().to_string())
}

/// Outcome of one pathsift invocation.
struct Run {
    /// Exit code; None when killed by a signal or by the time limit.
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
    timed_out: bool,
}

fn run_pathsift(args: &[OsString]) -> Run {
    let mut child = Command::new(PATHSIFT)
        .args(args)
        .current_dir(repo_root())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start pathsift");
    let mut out_pipe = child.stdout.take().expect("stdout pipe");
    let mut err_pipe = child.stderr.take().expect("stderr pipe");
    let out_reader = thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out_pipe.read_to_end(&mut buf);
        buf
    });
    let err_reader = thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err_pipe.read_to_end(&mut buf);
        buf
    });
    let deadline = Instant::now() + TIMEOUT;
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for pathsift") {
            break status;
        }
        if Instant::now() >= deadline {
            timed_out = true;
            let _ = child.kill();
            break child.wait().expect("wait for killed pathsift");
        }
        thread::sleep(Duration::from_millis(10));
    };
    Run {
        code: if timed_out { None } else { status.code() },
        stdout: out_reader.join().unwrap_or_default(),
        stderr: String::from_utf8_lossy(&err_reader.join().unwrap_or_default()).into_owned(),
        timed_out,
    }
}

/// Runs `f` on every item with at most JOBS threads; collects the error messages.
fn check_all<T: Sync>(items: &[T], f: impl Fn(&T) -> Result<(), String> + Sync) -> Vec<String> {
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    thread::scope(|scope| {
        for _ in 0..JOBS {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(item) = items.get(i) else { break };
                if let Err(msg) = f(item) {
                    failures.lock().expect("failure list").push(msg);
                }
            });
        }
    });
    let mut failures = failures.into_inner().expect("failure list");
    failures.sort();
    failures
}

fn report(what: &str, total: usize, failures: Vec<String>) {
    if !failures.is_empty() {
        panic!(
            "{} of {total} {what} failed:\n\n{}",
            failures.len(),
            failures.join("\n\n")
        );
    }
}

fn describe(run: &Run) -> String {
    if run.timed_out {
        format!("timed out after {} s", TIMEOUT.as_secs())
    } else {
        match run.code {
            Some(code) => format!("exit code {code}"),
            None => "killed by a signal".to_string(),
        }
    }
}

/// Where two outputs first differ, for the failure message.
fn first_difference(expected: &[u8], actual: &[u8]) -> String {
    let expected = String::from_utf8_lossy(expected);
    let actual = String::from_utf8_lossy(actual);
    let mut exp_lines = expected.split_inclusive('\n');
    let mut act_lines = actual.split_inclusive('\n');
    let mut line = 1;
    loop {
        match (exp_lines.next(), act_lines.next()) {
            (Some(e), Some(a)) if e == a => line += 1,
            (e, a) => {
                return format!(
                    "stdout differs at line {line}:\n    expected {:?}\n    actual   {:?}",
                    e.unwrap_or("<end of output>"),
                    a.unwrap_or("<end of output>")
                )
            }
        }
    }
}

/// Runs every program of `dir` and compares with its `.stdout` and `.code` files.
fn check_against_native(dir: &str, extra_args: &[&str]) {
    let files = c_files(dir);
    let failures = check_all(&files, |src| {
        let name = file_name(src);
        let expected_out = fs::read(src.with_extension("stdout")).map_err(|e| {
            format!("{name}: no expected .stdout ({e}); run tests/programs/regen.sh")
        })?;
        let expected_code: i32 = fs::read_to_string(src.with_extension("code"))
            .map_err(|e| format!("{name}: no expected .code ({e})"))?
            .trim()
            .parse()
            .map_err(|e| format!("{name}: bad .code file ({e})"))?;
        let mut args: Vec<OsString> = vec!["run".into()];
        if let Some(model) = data_model(src) {
            args.push("--data-model".into());
            args.push(model.into());
        }
        args.extend(extra_args.iter().map(OsString::from));
        args.push(arg_path(src));
        let run = run_pathsift(&args);
        let mut problems = Vec::new();
        if run.code != Some(expected_code) {
            problems.push(format!(
                "expected exit code {expected_code}, got {}",
                describe(&run)
            ));
        }
        if run.stdout != expected_out {
            problems.push(first_difference(&expected_out, &run.stdout));
        }
        if problems.is_empty() {
            return Ok(());
        }
        let stderr_tail: Vec<&str> = run.stderr.lines().rev().take(6).collect();
        let stderr_tail: Vec<&str> = stderr_tail.into_iter().rev().collect();
        Err(format!(
            "{name}: {}\n    stderr: {}",
            problems.join("\n  "),
            stderr_tail.join("\n            ")
        ))
    });
    report(&format!("programs in {dir}"), files.len(), failures);
}

#[test]
fn programs_match_native_execution() {
    check_against_native("tests/programs", &[]);
}

#[test]
fn csmith_programs_match_native_execution() {
    check_against_native("tests/csmith", &["-I", CSMITH_INCLUDE]);
}

/// Jumping over loop iterations must not change what a program does: the acceleration
/// corpus, and every program of the main corpus, print what their native runs print.
#[test]
fn accelerated_runs_match_native_execution() {
    check_against_native("tests/accelerate", &["--accelerate-loops"]);
    check_against_native("tests/programs", &["--accelerate-loops"]);
}

/// The affine loops of the corpus (1.5 billion iterations natively) are jumped over, not run.
#[test]
fn affine_loops_are_jumped_over() {
    let run = run_pathsift(&[
        "run".into(),
        "--json".into(),
        "--accelerate-loops".into(),
        "tests/accelerate/affine_loops.c".into(),
    ]);
    let v: serde_json::Value = serde_json::from_slice(&run.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", describe(&run)));
    let jumped = v["stats"]["iterations_jumped"].as_u64().unwrap_or(0);
    let executed = v["stats"]["instructions"].as_u64().unwrap_or(u64::MAX);
    assert!(jumped >= 1_400_000_000, "iterations jumped: {jumped}");
    assert!(executed < 1_000_000, "instructions executed: {executed}");
}

/// The `// expect: KIND at line N` header of an error program.
fn expectation(src: &Path) -> (String, u64) {
    let text = fs::read_to_string(src).expect("readable source");
    let header = text.lines().next().unwrap_or("");
    let parsed = header.strip_prefix("// expect: ").and_then(|rest| {
        let (kind, line) = rest.split_once(" at line ")?;
        Some((kind.trim().to_string(), line.trim().parse().ok()?))
    });
    parsed.unwrap_or_else(|| panic!("{}: bad header {header:?}", src.display()))
}

/// The exit code pathsift uses for an error kind (like the native signal).
fn exit_code_for(kind: &str) -> i32 {
    match kind {
        "div-by-zero" | "overflow" => 136,
        "assertion" | "abort" => 134,
        _ => 139,
    }
}

#[test]
fn errors_are_detected_at_the_right_line() {
    let files = c_files("tests/errors");
    let failures = check_all(&files, |src| {
        let name = file_name(src);
        let (kind, line) = expectation(src);

        let run = run_pathsift(&["run".into(), "--json".into(), arg_path(src)]);
        let json: serde_json::Value = serde_json::from_slice(&run.stdout).map_err(|e| {
            format!(
                "{name}: --json output is not JSON ({e}); {}; stderr: {}",
                describe(&run),
                run.stderr.trim()
            )
        })?;
        let error = &json["error"];
        let got_kind = error["kind"].as_str().unwrap_or("<none>");
        let got_line = error["location"]["line"].as_u64();
        let got_file = error["location"]["file"].as_str().unwrap_or("");
        let mut problems = Vec::new();
        if got_kind != kind {
            problems.push(format!("kind {got_kind:?}, expected {kind:?}"));
        }
        if got_line != Some(line) {
            problems.push(format!("line {got_line:?}, expected {line}"));
        }
        if !got_file.ends_with(&name) {
            problems.push(format!("file {got_file:?}, expected …{name}"));
        }

        let plain = run_pathsift(&["run".into(), arg_path(src)]);
        let expected_code = exit_code_for(&kind);
        if plain.code != Some(expected_code) {
            problems.push(format!(
                "without --json: expected exit code {expected_code}, got {}",
                describe(&plain)
            ));
        }
        let prefix = format!("pathsift: error: {kind}: ");
        let location = format!("{name}:{line}:");
        let diagnosed = plain
            .stderr
            .lines()
            .any(|l| l.starts_with(&prefix) && l.contains(&location));
        if !diagnosed {
            problems.push(format!(
                "stderr has no line starting {prefix:?} naming {location:?}: {}",
                plain.stderr.trim()
            ));
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{name}: {}\n    error JSON: {error}",
                problems.join("; ")
            ))
        }
    });
    report("error programs", files.len(), failures);
}

/// A scratch directory for inputs written by a test.
fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(test);
    fs::create_dir_all(&dir).expect("create scratch directory");
    dir
}

/// pathsift must reject `path` with exit code 1 and a message naming `must_mention`.
fn assert_bad_input(path: &Path, must_mention: &str) {
    let run = run_pathsift(&["run".into(), path.as_os_str().to_owned()]);
    assert_eq!(
        run.code,
        Some(1),
        "pathsift run {}: expected exit code 1, got {}; stderr: {}",
        path.display(),
        describe(&run),
        run.stderr
    );
    assert!(
        run.stderr.contains(must_mention),
        "pathsift run {}: stderr should mention {must_mention:?}: {}",
        path.display(),
        run.stderr
    );
}

/// A run that would hold more heap than the interpreter allows stops at the resource limit
/// (exit 3, the allocation named), instead of exhausting the machine: natively the
/// allocation might succeed, so it does not return NULL either.
#[test]
fn a_run_past_the_interpreters_memory_stops_at_the_resource_limit() {
    let path = scratch("memory_limit").join("three_gib.c");
    fs::write(
        &path,
        "#include <stdlib.h>\nint main(void) {\n  char *p[3];\n  for (int i = 0; i < 3; i++)\n    p[i] = malloc(1u << 30);\n  return p[2] != 0;\n}\n",
    )
    .expect("write test input");
    let run = run_pathsift(&["run".into(), path.as_os_str().to_owned()]);
    assert_eq!(run.code, Some(3), "{}", describe(&run));
    assert!(
        run.stderr.contains("resource-limit") && run.stderr.contains("three_gib.c:5:"),
        "{}",
        run.stderr
    );
}

#[test]
fn missing_file_is_bad_input() {
    let path = scratch("missing_file").join("does-not-exist.c");
    let _ = fs::remove_file(&path);
    assert_bad_input(&path, "does-not-exist.c");
}

#[test]
fn syntax_error_is_bad_input() {
    let path = scratch("syntax_error").join("broken.c");
    fs::write(
        &path,
        "#include <stdio.h>\nint main(void) {\n    int x = 1 +;\n    return x;\n}\n",
    )
    .expect("write test input");
    assert_bad_input(&path, "broken.c:3");
}

#[test]
fn non_c_file_is_bad_input() {
    let dir = scratch("non_c_file");
    let text = dir.join("notes.txt");
    fs::write(&text, "These are notes, not a C program.\n").expect("write test input");
    assert_bad_input(&text, "notes.txt");
    let binary = dir.join("blob.c");
    fs::write(
        &binary,
        [0x7f, b'E', b'L', b'F', 2, 1, 1, 0, 0, 0xff, 0xfe, 0],
    )
    .expect("write test input");
    assert_bad_input(&binary, "blob.c");
}

/// Every corpus directory has its expected files (catches a forgotten regen).
/// Programs of tests/stderr write to stderr what their native build writes there (built
/// with clang-14 at test time, so the expectation is glibc's own), and the same stdout and
/// exit code.
#[test]
fn stderr_matches_native_execution() {
    let failures = check_all(&c_files("tests/stderr"), |src| {
        let name = file_name(src);
        let exe = scratch("stderr").join(&name).with_extension("native");
        let built = Command::new("clang-14")
            .arg(src)
            .arg("-o")
            .arg(&exe)
            .status()
            .map_err(|e| format!("{name}: clang-14 does not start: {e}"))?;
        if !built.success() {
            return Err(format!("{name}: native build failed"));
        }
        let native = Command::new(&exe)
            .current_dir(repo_root())
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("{name}: native run: {e}"))?;
        let run = run_pathsift(&["run".into(), arg_path(src)]);
        let native_err = String::from_utf8_lossy(&native.stderr);
        if run.code != native.status.code()
            || run.stdout != native.stdout
            || run.stderr != native_err
        {
            return Err(format!(
                "{name}: native exit {:?}, stderr {native_err:?}; pathsift {}, stderr {:?}",
                native.status.code(),
                describe(&run),
                run.stderr
            ));
        }
        Ok(())
    });
    report(
        "programs in tests/stderr",
        c_files("tests/stderr").len(),
        failures,
    );
}

#[test]
fn corpus_is_complete() {
    let mut missing = BTreeSet::new();
    for dir in ["tests/programs", "tests/csmith", "tests/accelerate"] {
        for src in c_files(dir) {
            for ext in ["stdout", "code"] {
                if !src.with_extension(ext).is_file() {
                    missing.insert(format!("{}.{ext}", src.display()));
                }
            }
        }
    }
    assert!(missing.is_empty(), "missing expected files: {missing:?}");
    for src in c_files("tests/errors") {
        let _ = expectation(&src);
    }
}
