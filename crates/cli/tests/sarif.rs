//! SARIF 2.1.0 from `check`, `verify` and `fuzz`: each log validates against the official
//! schema, files under the working directory are named relative to `SRCROOT`, and a
//! result's fingerprint does not change when lines are added above it.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

#[path = "support/sarif_schema.rs"]
mod sarif_schema;

/// The repository's root, resolved.
fn root() -> PathBuf {
    let r = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::canonicalize(&r).unwrap_or_else(|e| panic!("{}: {e}", r.display()))
}

/// Runs pathsift with `args` from `cwd`; the SARIF log it prints, after checking that it
/// exited 0 and that the log is valid SARIF 2.1.0.
fn sarif(args: &[&str], cwd: &Path) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .args(args)
        .current_dir(cwd)
        .output()
        .expect("pathsift runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
    let log: Value = serde_json::from_slice(&out.stdout).expect("the log is JSON");
    assert_eq!(
        sarif_schema::sarif_violations(&log),
        Vec::<String>::new(),
        "{args:?}"
    );
    log
}

/// `file://` and the directory, ending with `/`.
fn dir_uri(dir: &Path) -> String {
    format!("file://{}/", dir.display())
}

/// Every `uri` in `v` that starts with `file://` (the absolute ones).
fn absolute_uris(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                match x {
                    Value::String(s) if k == "uri" && s.starts_with("file://") => {
                        out.push(s.clone())
                    }
                    _ => absolute_uris(x, out),
                }
            }
        }
        Value::Array(xs) => xs.iter().for_each(|x| absolute_uris(x, out)),
        _ => {}
    }
}

/// The start lines of a result's first code flow, in order.
fn flow_lines(result: &Value) -> Vec<u64> {
    result["codeFlows"][0]["threadFlows"][0]["locations"]
        .as_array()
        .expect("a code flow")
        .iter()
        .map(|l| {
            l["location"]["physicalLocation"]["region"]["startLine"]
                .as_u64()
                .expect("a line")
        })
        .collect()
}

#[test]
fn check_names_files_relative_to_srcroot() {
    let root = root();
    let log = sarif(
        &["check", "--format", "sarif", "tests/check/assertion-bad.c"],
        &root,
    );
    let run = &log["runs"][0];
    assert_eq!(run["originalUriBaseIds"]["SRCROOT"]["uri"], dir_uri(&root));
    let results = run["results"].as_array().expect("results");
    assert_eq!(results.len(), 1, "{log}");
    let r = &results[0];
    assert_eq!(r["ruleId"], "assertion");
    assert_eq!(
        r["locations"][0]["physicalLocation"]["artifactLocation"],
        serde_json::json!({"uri": "tests/check/assertion-bad.c", "uriBaseId": "SRCROOT"})
    );
    assert_eq!(
        r["locations"][0]["physicalLocation"]["region"]["startLine"],
        18
    );
    assert_eq!(flow_lines(r).last(), Some(&18));
    let fp = r["partialFingerprints"]["pathsift/v1"]
        .as_str()
        .expect("fp");
    assert_eq!(fp.len(), 16);
    assert!(fp.bytes().all(|b| b.is_ascii_hexdigit()), "{fp}");
    // The base is the only absolute URI.
    let mut uris = Vec::new();
    absolute_uris(&log, &mut uris);
    assert_eq!(uris, [dir_uri(&root)]);
    assert_eq!(run["invocations"][0]["executionSuccessful"], true);
}

#[test]
fn a_file_outside_the_working_directory_keeps_an_absolute_uri() {
    let cwd = tempfile::tempdir().expect("temp dir");
    let file = root().join("tests/check/assertion-bad.c");
    let log = sarif(
        &["check", "--format", "sarif", file.to_str().expect("utf-8")],
        cwd.path(),
    );
    assert_eq!(
        log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"],
        serde_json::json!({"uri": format!("file://{}", file.display())})
    );
}

#[test]
fn verify_false_is_one_result_with_its_path_and_witness() {
    let log = sarif(
        &[
            "verify",
            "--property",
            "unreach-call",
            "--format",
            "sarif",
            "tests/verify/branch_false.c",
        ],
        &root(),
    );
    let run = &log["runs"][0];
    let results = run["results"].as_array().expect("results");
    assert_eq!(results.len(), 1, "{log}");
    let r = &results[0];
    assert_eq!(r["ruleId"], "reach-error");
    assert_eq!(r["level"], "error");
    assert_eq!(
        r["locations"][0]["physicalLocation"]["artifactLocation"],
        serde_json::json!({"uri": "tests/verify/branch_false.c", "uriBaseId": "SRCROOT"})
    );
    assert_eq!(
        r["locations"][0]["physicalLocation"]["region"]["startLine"],
        9
    );
    // The branch decisions at lines 7 and 8, then the error at line 9.
    let lines = flow_lines(r);
    assert_eq!(lines.last(), Some(&9), "{lines:?}");
    assert!(lines.contains(&7) && lines.contains(&8), "{lines:?}");
    assert!(lines.windows(2).all(|w| w[0] <= w[1]), "{lines:?}");
    let inputs = r["properties"]["witness"]["inputs"]
        .as_array()
        .expect("witness");
    assert_eq!(inputs.len(), 2, "{r}");
    let x: i64 = inputs[0]["value"]
        .as_str()
        .and_then(|v| v.parse().ok())
        .expect("x");
    let y: i64 = inputs[1]["value"]
        .as_str()
        .and_then(|v| v.parse().ok())
        .expect("y");
    assert!(x > 1000 && x < 1010 && y == x * 3 + 7, "{x} {y}");
    let inv = &run["invocations"][0];
    assert_eq!(inv["executionSuccessful"], true);
    assert_eq!(inv["properties"]["verdict"], "false");
    assert_eq!(inv["properties"]["property"], "unreach-call");
}

#[test]
fn verify_true_has_no_result_but_the_verdict_in_the_invocation() {
    let root = root();
    let log = sarif(
        &[
            "verify",
            "--property",
            "unreach-call",
            "--format",
            "sarif",
            "tests/verify/branch_true.c",
        ],
        &root,
    );
    let run = &log["runs"][0];
    assert_eq!(run["results"], serde_json::json!([]));
    let inv = &run["invocations"][0];
    assert_eq!(inv["executionSuccessful"], true);
    assert_eq!(inv["properties"]["verdict"], "true");
    let reason = inv["properties"]["reason"].as_str().expect("reason");
    assert!(!reason.is_empty());
    let note = &inv["toolExecutionNotifications"][0];
    assert_eq!(note["level"], "note");
    assert_eq!(
        note["message"]["text"],
        format!("verdict true for unreach-call: {reason}")
    );
    // --json is still `--format json`, and wins over --format.
    let out = Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .args([
            "verify",
            "--property",
            "unreach-call",
            "--json",
            "--format",
            "sarif",
            "tests/verify/branch_true.c",
        ])
        .current_dir(&root)
        .output()
        .expect("pathsift runs");
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v["verdict"], "true");
}

#[test]
fn fuzz_crashes_are_results_with_their_input() {
    let root = root();
    let out = tempfile::tempdir_in(root.join("target")).expect("temp dir under the root");
    let rel_out = out
        .path()
        .strip_prefix(&root)
        .expect("under the root")
        .to_str()
        .expect("utf-8")
        .to_string();
    let log = sarif(
        &[
            "fuzz",
            "--format",
            "sarif",
            "tests/fuzz/checksum.c",
            "--seeds",
            "tests/fuzz/seeds/checksum",
            "--out",
            &rel_out,
            "--max-runs",
            "200",
            "--timeout",
            "300",
        ],
        &root,
    );
    let run = &log["runs"][0];
    let results = run["results"].as_array().expect("results");
    assert_eq!(results.len(), 1, "{log}");
    let r = &results[0];
    assert_eq!(r["ruleId"], "out-of-bounds");
    assert_eq!(
        r["locations"][0]["physicalLocation"]["artifactLocation"],
        serde_json::json!({"uri": "tests/fuzz/checksum.c", "uriBaseId": "SRCROOT"})
    );
    assert_eq!(
        r["locations"][0]["physicalLocation"]["region"]["startLine"],
        31
    );
    let input = format!("{rel_out}/crashes/id:000000,kind:out-of-bounds");
    assert_eq!(r["properties"]["input"], input.as_str());
    assert_eq!(
        r["attachments"][0]["artifactLocation"]["uri"],
        format!("{rel_out}/crashes/id%3A000000%2Ckind%3Aout-of-bounds")
    );
    assert_eq!(
        r["attachments"][0]["artifactLocation"]["uriBaseId"],
        "SRCROOT"
    );
    assert!(root.join(&input).is_file(), "{input}");
    assert!(run["properties"]["runs"].as_u64().is_some_and(|n| n <= 200));
}

/// The result of `args` (the program last, as `prog.c`) run from `dir`.
fn only_result(args: &[&str], dir: &Path) -> Value {
    let log = sarif(args, dir);
    let results = log["runs"][0]["results"].as_array().expect("results");
    assert_eq!(results.len(), 1, "{log}");
    results[0].clone()
}

#[test]
fn fingerprints_survive_lines_added_above_the_bug() {
    let root = root();
    for (source, args) in [
        (
            "tests/check/assertion-bad.c",
            &["check", "--format", "sarif", "prog.c"][..],
        ),
        (
            "tests/verify/branch_false.c",
            &[
                "verify",
                "--property",
                "unreach-call",
                "--format",
                "sarif",
                "prog.c",
            ][..],
        ),
    ] {
        let text = std::fs::read_to_string(root.join(source)).expect("program");
        let (first, rest) = text.split_once('\n').expect("a header line");
        let dirs = tempfile::tempdir().expect("temp dir");
        let (a, b) = (dirs.path().join("a"), dirs.path().join("b"));
        for d in [&a, &b] {
            std::fs::create_dir_all(d).expect("mkdir");
        }
        std::fs::write(a.join("prog.c"), &text).expect("write");
        std::fs::write(b.join("prog.c"), format!("{first}\n\n\n\n{rest}")).expect("write");
        let (ra, rb) = (only_result(args, &a), only_result(args, &b));
        let line = |r: &Value| {
            r["locations"][0]["physicalLocation"]["region"]["startLine"]
                .as_u64()
                .expect("line")
        };
        assert_eq!(line(&rb), line(&ra) + 3, "{source}");
        let fp = |r: &Value| r["partialFingerprints"]["pathsift/v1"].clone();
        assert!(fp(&ra).is_string(), "{ra}");
        assert_eq!(fp(&ra), fp(&rb), "{source}");
    }
}
