//! `pathsift replay` on hand-written suites over tests/replay: gcov's exact coverage
//! figures, reproduced and confirmed errors, entry harnesses, and rejected input.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{json, Value};

fn program(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/replay")
        .join(name);
    std::fs::canonicalize(&p)
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        .to_string_lossy()
        .into_owned()
}

fn pathsift(args: &[&str]) -> (i32, Value, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .args(args)
        .output()
        .expect("pathsift runs");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    let v = serde_json::from_str(&stdout).unwrap_or(Value::Null);
    (out.status.code().unwrap_or(-1), v, stderr)
}

fn int(value: &str) -> Value {
    json!({"name": "__VERIFIER_nondet_int", "type": "int", "value": value})
}

fn test(id: &str, inputs: Vec<Value>, error: Option<&str>) -> Value {
    json!({
        "id": id,
        "in_suite": true,
        "inputs": inputs,
        "decisions": [],
        "covers": [],
        "error": error.map(|k| json!({
            "kind": k,
            "message": "",
            "location": {"file": "", "line": 0, "column": 0, "function": "main"},
        })),
    })
}

/// A test directory holding `tests.json` for `file` with `tests` (and `entry`).
fn suite_dir(file: &str, model: &str, entry: Value, tests: Vec<Value>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    let suite = json!({
        "producer": "pathsift",
        "files": [program(file)],
        "data_model": model,
        "include_dirs": [],
        "defines": [],
        "entry": entry,
        "branches": [],
        "covered": [],
        "tests": tests,
    });
    std::fs::write(dir.path().join("tests.json"), suite.to_string()).expect("write tests.json");
    dir
}

fn replay_json(dir: &Path, extra: &[&str]) -> Value {
    let d = dir.to_string_lossy().to_string();
    let mut args = vec!["replay", "--json"];
    args.extend_from_slice(extra);
    args.push(&d);
    let (code, v, stderr) = pathsift(&args);
    assert_eq!(code, 0, "pathsift replay failed: {stderr}");
    v
}

fn figures(v: &Value) -> (f64, f64, u64, u64, u64, u64) {
    let c = &v["coverage"];
    (
        v["branch_coverage"].as_f64().expect("branch_coverage"),
        v["line_coverage"].as_f64().expect("line_coverage"),
        c["branches_covered"].as_u64().expect("branches_covered"),
        c["branches_total"].as_u64().expect("branches_total"),
        c["lines_covered"].as_u64().expect("lines_covered"),
        c["lines_total"].as_u64().expect("lines_total"),
    )
}

#[test]
fn covering_suite_reaches_full_gcov_coverage() {
    let mut hidden = test("test-2", vec![int("5")], None);
    hidden["in_suite"] = json!(false);
    let dir = suite_dir(
        "branches.c",
        "LP64",
        Value::Null,
        vec![
            test("test-0", vec![int("11"), int("-1")], None),
            test("test-1", vec![int("5"), int("3")], None),
            hidden,
        ],
    );
    let v = replay_json(dir.path(), &[]);
    assert_eq!(v["tests"], 2);
    assert_eq!(v["failed_to_run"], 0);
    assert_eq!(figures(&v), (1.0, 1.0, 4, 4, 10, 10));
    assert_eq!(v["hooks"], json!(["__VERIFIER_nondet_int"]));
    assert_eq!(v["results"][0]["exit_code"], 11);
    assert_eq!(v["results"][1]["exit_code"], 2);
    assert_eq!(v["results"][1]["inputs_missing"], 0);
    // --all adds the test outside the minimal suite; it asks for one input too many.
    let v = replay_json(dir.path(), &["--all"]);
    assert_eq!(v["tests"], 3);
    assert_eq!(v["results"][2]["id"], "test-2");
    assert_eq!(v["results"][2]["inputs_missing"], 1);
    assert_eq!(v["results"][2]["exit_code"], 2);
}

#[test]
fn one_test_fewer_gives_gcov_smaller_figures() {
    let dir = suite_dir(
        "branches.c",
        "LP64",
        Value::Null,
        vec![test("test-0", vec![int("11"), int("-1")], None)],
    );
    let v = replay_json(dir.path(), &[]);
    assert_eq!(figures(&v), (0.5, 0.9, 2, 4, 9, 10));
    let file = &v["coverage"]["files"][0];
    assert_eq!(file["file"], program("branches.c"));
    assert_eq!(file["uncovered_lines"], json!([11]));
    assert_eq!(file["partial_branch_lines"], json!([8, 12]));
}

#[test]
fn division_by_zero_is_reproduced_with_and_without_sanitizers() {
    let dir = suite_dir(
        "divzero.c",
        "LP64",
        Value::Null,
        vec![
            test("ok", vec![int("6"), int("3")], None),
            test("div", vec![int("6"), int("0")], Some("div-by-zero")),
        ],
    );
    let v = replay_json(dir.path(), &["--no-sanitize"]);
    assert_eq!(v["errors_reproduced"], 1);
    assert_eq!(v["errors_expected"], 1);
    let r = &v["results"][1];
    assert_eq!(r["signal"], "SIGFPE");
    assert_eq!(r["reproduced"], true);
    assert_eq!(r["evidence"], "killed by SIGFPE");
    assert_eq!(v["results"][0]["reproduced"], false);
    assert_eq!(v["results"][0]["exit_code"], 2);

    // A test expects an error: sanitizers are on by default.
    let v = replay_json(dir.path(), &[]);
    let r = &v["results"][1];
    assert_eq!(r["reproduced"], true);
    assert_eq!(r["observed_error"], "div-by-zero");
    assert_eq!(r["evidence_location"]["line"], 7);
    assert_eq!(
        r["evidence"],
        format!(
            "{}:7:12: runtime error: division by zero",
            program("divzero.c")
        )
    );
    // Coverage comes from the uninstrumented build: UBSan's checks add no branches.
    assert_eq!(figures(&v), (1.0, 1.0, 0, 0, 4, 4));
}

#[test]
fn entry_suite_with_scalar_and_buffer_covers_the_function() {
    let entry = json!({
        "name": "classify",
        "params": [
            {"name": "n", "c_type": "int", "harness_type": "int32_t", "kind": "scalar", "bytes": 4},
            {"name": "buf", "c_type": "unsigned char *", "harness_type": "uint8_t *",
             "kind": "buffer", "bytes": 4},
        ],
        "ret": "int32_t",
    });
    let n = |v: &str| json!({"name": "n", "type": "int", "value": v});
    let buf = |v: &str| json!({"name": "buf", "type": "bytes", "value": v});
    let dir = suite_dir(
        "entry.c",
        "LP64",
        entry,
        vec![
            test("small", vec![n("-3"), buf("0x00000000")], None),
            test("a", vec![n("4"), buf("0x41000000")], None),
            test("other", vec![n("4"), buf("0x42")], None),
        ],
    );
    let v = replay_json(dir.path(), &[]);
    assert_eq!(v["tests"], 3);
    assert_eq!(v["failed_to_run"], 0);
    // The program's own main is replaced by the harness and not counted.
    assert_eq!(figures(&v), (1.0, 1.0, 4, 4, 6, 6));
}

#[test]
fn ilp32_long_input_reaches_the_error() {
    let long = json!({"name": "__VERIFIER_nondet_long", "type": "long", "value": "4294967295"});
    let dir = suite_dir(
        "long32.c",
        "ILP32",
        Value::Null,
        vec![test("t", vec![long], Some("reach-error"))],
    );
    let v = replay_json(dir.path(), &[]);
    assert_eq!(v["ilp32"], true);
    let r = &v["results"][0];
    assert_eq!(r["signal"], "SIGABRT");
    assert_eq!(r["reproduced"], true);
    assert_eq!(r["evidence"], "pathsift-replay: reach_error called");
    // Counters survive the abort; only `return 0` (line 9) and the false edge are missed.
    assert_eq!(figures(&v), (0.5, 0.8, 1, 2, 4, 5));
    assert_eq!(v["coverage"]["files"][0]["uncovered_lines"], json!([9]));
}

#[test]
fn failed_assumption_and_timeout_are_reported() {
    let dir = suite_dir(
        "assume.c",
        "LP64",
        Value::Null,
        vec![test("neg", vec![int("-1")], None)],
    );
    let v = replay_json(dir.path(), &[]);
    let r = &v["results"][0];
    assert_eq!(r["assumption_failed"], true);
    assert_eq!(r["exit_code"], 0);
    assert_eq!(figures(&v).4, 3);

    let dir = suite_dir(
        "loop.c",
        "LP64",
        Value::Null,
        vec![test("spin", vec![int("1")], None)],
    );
    let v = replay_json(dir.path(), &["--timeout", "0.5"]);
    assert_eq!(v["failed_to_run"], 1);
    assert_eq!(v["results"][0]["timed_out"], true);
    // The support code dumps gcov's counters on SIGTERM: the hung test still counts.
    assert_eq!((figures(&v).2, figures(&v).3), (1, 2));
}

#[test]
fn check_findings_are_confirmed_by_asan() {
    let dir = tempfile::tempdir().expect("temp dir");
    let uaf = program("uaf.c");
    let finding = |input: &str| {
        json!({
            "kind": "use-after-free",
            "message": "read of freed memory",
            "location": {"file": uaf, "line": 12, "column": 11, "function": "main"},
            "trace": [],
            "witness": {"inputs": [int(input)]},
        })
    };
    let result = json!({"complete": true, "findings": [finding("42"), finding("1")], "stats": {}});
    let path: PathBuf = dir.path().join("check.json");
    std::fs::write(&path, result.to_string()).expect("write check.json");
    let p = path.to_string_lossy().to_string();
    let (code, v, stderr) = pathsift(&["replay", "--json", "--sanitize", &uaf, &p]);
    // finding-1 (input 1) does not happen natively: a replay that does not reproduce an
    // expected error fails.
    assert_eq!(code, 6, "{stderr}");
    assert_eq!(v["sanitized"], true);
    let r = &v["results"][0];
    assert_eq!(r["id"], "finding-0");
    assert_eq!(r["confirmed"], true);
    assert_eq!(r["observed_error"], "use-after-free");
    assert_eq!(r["line_matches"], true);
    assert_eq!(r["evidence_location"], json!({"file": uaf, "line": 12}));
    let ev = r["evidence"].as_str().expect("evidence");
    assert!(
        ev.contains("ERROR: AddressSanitizer: heap-use-after-free on address"),
        "{ev}"
    );
    let r = &v["results"][1];
    assert_eq!(r["confirmed"], false);
    assert_eq!(r["observed_error"], Value::Null);
    assert_eq!(r["line_matches"], Value::Null);
    assert_eq!(v["errors_reproduced"], 1);
}

#[test]
fn bad_input_is_rejected_with_exit_1() {
    let dir = suite_dir(
        "broken.c",
        "LP64",
        Value::Null,
        vec![test("t", vec![], None)],
    );
    let d = dir.path().to_string_lossy().to_string();
    let (code, _, stderr) = pathsift(&["replay", &d]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains(&format!("{}: gcc failed:", program("broken.c"))),
        "{stderr}"
    );
    assert!(stderr.contains("undeclared_variable"), "{stderr}");

    let (code, _, stderr) = pathsift(&["replay", "prog.ll", &d]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("prog.ll: LLVM files (.bc, .ll) cannot be replayed natively"),
        "{stderr}"
    );

    let (code, _, stderr) = pathsift(&["replay", "/nonexistent-dir"]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("/nonexistent-dir: not a test directory"),
        "{stderr}"
    );

    let empty = tempfile::tempdir().expect("temp dir");
    let e = empty.path().to_string_lossy().to_string();
    let (code, _, stderr) = pathsift(&["replay", &e]);
    assert_eq!(code, 1);
    assert!(stderr.contains("tests.json: cannot read"), "{stderr}");
}

#[test]
fn keep_accepts_a_relative_directory() {
    let dir = suite_dir(
        "divzero.c",
        "LP64",
        Value::Null,
        vec![test("ok", vec![int("6"), int("3")], None)],
    );
    let cwd = tempfile::tempdir().expect("temp dir");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .current_dir(cwd.path())
        .args(["replay", "--json", "--keep", "kept/build"])
        .arg(dir.path())
        .output()
        .expect("pathsift runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v["tests"], 1, "{v}");
    assert!(cwd.path().join("kept/build/coverage").is_dir());
}

/// Runs pathsift with `args` and writes its JSON output to `dir/name`; returns that path.
fn result_file(dir: &Path, name: &str, args: &[&str]) -> String {
    let (code, v, stderr) = pathsift(args);
    assert!(v.is_object(), "pathsift {args:?} exited {code}: {stderr}");
    let path = dir.join(name);
    std::fs::write(&path, v.to_string()).expect("write result");
    path.to_string_lossy().into_owned()
}

#[test]
fn tests_reading_stdin_files_and_argv_replay_natively() {
    let out = tempfile::tempdir().expect("temp dir");
    let o = out.path().to_string_lossy().to_string();
    let io = program("io.c");
    let (code, v, stderr) = pathsift(&[
        "test",
        "--json",
        "--timeout",
        "60",
        "--out",
        &o,
        "--sym-stdin",
        "3",
        "--sym-file",
        "data.bin:1",
        "--sym-arg",
        "1",
        &io,
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(v["tests"], 3, "{v}");
    // tests.json carries what each test reads.
    let suite: Value = serde_json::from_str(
        &std::fs::read_to_string(out.path().join("tests.json")).expect("tests.json"),
    )
    .expect("JSON");
    let failing: Vec<&Value> = suite["tests"]
        .as_array()
        .expect("tests")
        .iter()
        .filter(|t| !t["error"].is_null())
        .collect();
    assert_eq!(failing.len(), 1, "{suite}");
    let t = failing[0];
    assert_eq!(t["error"]["kind"], "div-by-zero");
    assert_eq!(t["argv"], json!(["x"]));
    assert_eq!(t["files"]["data.bin"], "0x7a");
    assert!(
        t["stdin"].as_str().is_some_and(|s| s.starts_with("0x79")),
        "{t}"
    );
    let v = replay_json(out.path(), &["--all"]);
    assert_eq!(v["failed_to_run"], 0, "{v}");
    assert_eq!(
        (
            v["errors_expected"].as_u64(),
            v["errors_reproduced"].as_u64()
        ),
        (Some(1), Some(1)),
        "{v}"
    );
    for r in v["results"].as_array().expect("results") {
        assert_eq!(r["inputs_missing"], 0, "{r}");
    }
    // Every line of main runs in some test: each test ran with its own stdin, file and argument.
    assert_eq!(v["line_coverage"].as_f64(), Some(1.0), "{v}");
}

#[test]
fn verify_and_check_results_with_program_inputs_replay_natively() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let verify_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/verify");
    let check_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/check");
    let file = verify_dir
        .join("file_false.c")
        .to_string_lossy()
        .into_owned();
    let argv = verify_dir
        .join("argv_false.c")
        .to_string_lossy()
        .into_owned();
    let stdin = verify_dir
        .join("stdin_fgets_false.c")
        .to_string_lossy()
        .into_owned();
    let overflow = check_dir
        .join("stdin_name_overflow.c")
        .to_string_lossy()
        .into_owned();
    let verify = |name: &str, src: &str, io: &[&str]| {
        let mut args = vec!["verify", "--json", "--property", "unreach-call", src];
        args.extend_from_slice(io);
        result_file(d, name, &args)
    };
    for (result, line) in [
        (
            verify("file.json", &file, &["--sym-file", "data.bin:4"]),
            17,
        ),
        (verify("argv.json", &argv, &["--sym-arg", "3"]), 6),
        (verify("stdin.json", &stdin, &["--sym-stdin", "6"]), 11),
    ] {
        let (code, v, stderr) = pathsift(&["replay", "--json", &result]);
        assert_eq!(code, 0, "{stderr}");
        let r = &v["results"][0];
        assert_eq!(r["id"], "violation", "{v}");
        assert_eq!(r["confirmed"], true, "{result}: {v}");
        assert_eq!(r["observed_error"], "reach-error", "{v}");
        assert_eq!(r["expected_location"]["line"], line, "{v}");
    }
    let check = result_file(
        d,
        "check.json",
        &["check", "--json", "--sym-stdin", "12", &overflow],
    );
    let (code, v, stderr) = pathsift(&["replay", "--json", &check]);
    assert_eq!(code, 0, "{stderr}");
    let r = &v["results"][0];
    assert_eq!(
        (r["confirmed"].as_bool(), r["line_matches"].as_bool()),
        (Some(true), Some(true)),
        "{v}"
    );
    assert_eq!(r["observed_error"], "out-of-bounds", "{v}");
    // A result that is neither a check nor a verify result is refused.
    let other = d.join("other.json");
    std::fs::write(&other, "{\"tests\": 3}").expect("write");
    let (code, _, stderr) = pathsift(&["replay", &other.to_string_lossy()]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("neither `findings` nor `verdict`"),
        "{stderr}"
    );
}
