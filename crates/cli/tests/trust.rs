//! Answers a C developer can act on: verify's default property, no verdict through undefined
//! behaviour, exit codes for CI, `--json` everywhere, and limits that hold.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn pathsift(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .current_dir(root())
        .args(args)
        .output()
        .expect("pathsift runs")
}

fn json_of(out: &Output) -> Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not one JSON document ({e}): {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

fn code(out: &Output) -> i32 {
    out.status.code().expect("exited")
}

/// `verify`'s answer on `file` with `args`, and the replay of its witness by `run`.
fn verify(file: &str, args: &[&str]) -> (Value, Output) {
    let mut all = vec!["verify", "--json", "--timeout", "30"];
    all.extend_from_slice(args);
    all.push(file);
    let out = pathsift(&all);
    (json_of(&out), out)
}

#[test]
fn a_failing_assert_is_false_by_default_and_its_witness_replays() {
    for (file, line) in [
        ("tests/check/assertion-bad.c", 18),
        ("tests/trust/pathsift_assert_bad.c", 7),
        ("tests/trust/klee_assert_bad.c", 6),
    ] {
        let (v, out) = verify(file, &[]);
        assert_eq!(v["verdict"], "false", "{file}: {v}");
        assert_eq!(v["property"], "assertions");
        assert_eq!(v["kind"], "assertion");
        assert_eq!(v["location"]["line"], line, "{file}");
        assert_eq!(code(&out), 0);
        let dir = tempfile::tempdir().expect("temp dir");
        let result = dir.path().join("result.json");
        std::fs::write(&result, &out.stdout).expect("write");
        let replay = pathsift(&[
            "run",
            "--json",
            "--inputs",
            result.to_str().expect("utf-8"),
            file,
        ]);
        let r = json_of(&replay);
        assert_eq!(r["error"]["kind"], "assertion", "{file}: {r}");
        assert_eq!(r["error"]["location"]["line"], line, "{file}");
    }
}

#[test]
fn unreach_call_keeps_sv_comp_meaning() {
    let (v, _) = verify(
        "tests/check/assertion-bad.c",
        &["--property", "unreach-call"],
    );
    assert_eq!(v["verdict"], "true", "{v}");
}

#[test]
fn no_false_through_signed_overflow() {
    for property in ["assertions", "unreach-call"] {
        let (v, _) = verify(
            "tests/trust/overflow_reach_error.c",
            &["--property", property],
        );
        assert_eq!(v["verdict"], "unknown", "{property}: {v}");
        let reason = v["reason"].as_str().unwrap_or_default();
        assert!(
            reason.contains("overflow") && reason.contains("overflow_reach_error.c:7"),
            "{property}: {reason}"
        );
    }
}

#[test]
fn an_unknown_property_lists_the_valid_ones() {
    let out = pathsift(&[
        "verify",
        "--property",
        "reach",
        "tests/check/assertion-bad.c",
    ]);
    assert_eq!(code(&out), 1);
    let err = String::from_utf8_lossy(&out.stderr);
    for p in [
        "assertions",
        "unreach-call",
        "valid-memsafety",
        "valid-memcleanup",
        "no-overflow",
    ] {
        assert!(err.contains(p), "{err}");
    }
}

#[test]
fn without_timeout_verify_prints_its_default_budget() {
    let out = pathsift(&["verify", "tests/check/assertion-bad.c"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("budget: 60 s"), "{err}");
}

/// One row of the exit-code table per test below.
#[test]
fn exit_code_0_for_a_result_whatever_it_is() {
    let (_, f) = verify("tests/check/assertion-bad.c", &[]);
    assert_eq!(code(&f), 0);
    let u = pathsift(&[
        "verify",
        "--json",
        "--timeout",
        "2",
        "tests/trust/endless.c",
    ]);
    assert_eq!(json_of(&u)["verdict"], "unknown");
    assert_eq!(code(&u), 0);
}

#[test]
fn exit_code_1_for_bad_input() {
    assert_eq!(code(&pathsift(&["verify", "no/such/file.c"])), 1);
    assert_eq!(
        code(&pathsift(&[
            "check",
            "--timeout",
            "-3",
            "tests/check/assertion-bad.c"
        ])),
        1
    );
    let absurd = pathsift(&[
        "memusage",
        "--sym-stdin",
        "4294967297",
        "tests/check/assertion-bad.c",
    ]);
    assert_eq!(code(&absurd), 1);
    assert!(String::from_utf8_lossy(&absurd.stderr).contains("symbolic bytes"));
    assert_eq!(
        code(&pathsift(&[
            "check",
            "--max-memory",
            "1K",
            "tests/check/assertion-bad.c"
        ])),
        1
    );
}

#[test]
fn exit_code_3_for_findings_when_asked() {
    let f = pathsift(&[
        "verify",
        "--fail-on",
        "findings",
        "tests/check/assertion-bad.c",
    ]);
    assert_eq!(code(&f), 3);
    // The older spelling stays.
    let f = pathsift(&["check", "--fail-on-findings", "tests/check/assertion-bad.c"]);
    assert_eq!(code(&f), 3);
    // A run with no finding passes.
    let ok = pathsift(&["verify", "--fail-on", "findings", "examples/inventory.c"]);
    assert_eq!(code(&ok), 0);
}

#[test]
fn exit_code_4_for_unknown_when_asked() {
    let u = pathsift(&[
        "verify",
        "--fail-on",
        "findings,unknown",
        "--timeout",
        "2",
        "tests/trust/endless.c",
    ]);
    assert_eq!(code(&u), 4);
}

#[test]
fn exit_code_5_for_incomplete_when_asked() {
    let i = pathsift(&[
        "check",
        "--fail-on",
        "incomplete",
        "--timeout",
        "2",
        "tests/trust/endless.c",
    ]);
    assert_eq!(code(&i), 5);
    let c = pathsift(&["check", "--fail-on", "incomplete", "examples/inventory.c"]);
    assert_eq!(code(&c), 0);
}

#[test]
fn exit_code_6_when_replay_does_not_reproduce_an_expected_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let result = dir.path().join("check.json");
    let found = pathsift(&["check", "--json", "tests/replay/uaf.c"]);
    assert_eq!(json_of(&found)["findings"][0]["kind"], "use-after-free");
    std::fs::write(&result, &found.stdout).expect("write");
    let result = result.to_str().expect("utf-8");
    // On the program it came from, the finding replays.
    assert_eq!(
        code(&pathsift(&[
            "replay",
            "--json",
            "tests/replay/uaf.c",
            result
        ])),
        0
    );
    // On the fixed program, the error it expects does not happen.
    let fixed = pathsift(&["replay", "--json", "tests/trust/uaf_fixed.c", result]);
    assert_eq!(
        code(&fixed),
        6,
        "{}",
        String::from_utf8_lossy(&fixed.stdout)
    );
    assert_eq!(json_of(&fixed)["errors_reproduced"], 0);
}

#[test]
fn exit_code_124_when_run_times_out() {
    let start = Instant::now();
    let out = pathsift(&["run", "--timeout", "2", "tests/trust/spin.c"]);
    assert!(
        start.elapsed() < Duration::from_secs(4),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(code(&out), 124);
    assert!(String::from_utf8_lossy(&out.stderr).contains("--timeout"));
}

#[test]
fn the_seed_is_reported_and_varies_random_runs() {
    let (v, _) = verify("tests/check/assertion-bad.c", &["--seed", "5"]);
    assert_eq!(v["stats"]["seed"], 5, "{v}");
    assert_eq!(v["verdict"], "false");
    let (w, _) = verify("tests/check/assertion-bad.c", &["--seed", "5"]);
    assert_eq!(
        v["witness"], w["witness"],
        "the same seed, the same witness"
    );
}

#[test]
fn every_subcommand_prints_one_json_document() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("suite");
    let out = out.to_str().expect("utf-8");
    let fuzz_out = dir.path().join("fuzz");
    let fuzz_out = fuzz_out.to_str().expect("utf-8");
    let f = "examples/inventory.c";
    for args in [
        vec!["run", "--json", f],
        vec!["lower", "--json", f],
        vec!["verify", "--json", f],
        vec!["check", "--json", f],
        vec!["test", "--json", "--out", out, f],
        vec!["loopbound", "--json", f],
        vec!["memusage", "--json", f],
        vec!["replay", "--json", f, out],
        vec![
            "fuzz",
            "--json",
            "--max-runs",
            "3",
            "--out",
            fuzz_out,
            "tests/fuzz/checksum.c",
        ],
    ] {
        let o = pathsift(&args);
        assert!(json_of(&o).is_object(), "{args:?}");
    }
}

#[test]
fn timeout_bounds_the_whole_command() {
    let start = Instant::now();
    let out = pathsift(&[
        "verify",
        "--json",
        "--timeout",
        "5",
        "tests/trust/endless.c",
    ]);
    let took = start.elapsed();
    assert!(took < Duration::from_secs(6), "took {took:?}");
    let v = json_of(&out);
    assert_eq!(v["verdict"], "unknown");
    assert!(
        v["reason"].as_str().unwrap_or_default().contains("timeout"),
        "{v}"
    );
}

#[test]
fn max_memory_ends_a_run_that_would_grow_past_it() {
    let out = pathsift(&[
        "check",
        "--json",
        "--max-memory",
        "1G",
        "tests/trust/grow.c",
    ]);
    let v = json_of(&out);
    assert_eq!(v["complete"], false, "{v}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("memory limit"), "{err}");
}
