//! SIGINT and SIGTERM stop an exploration, and what it found so far is reported.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

use serde_json::Value;

fn program() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/interrupt/interrupted-bad.c")
}

/// Runs `pathsift ARGS` for two seconds, sends `signal`, and returns its exit code and stdout.
fn interrupted(args: &[&str], signal: &str) -> (i32, String) {
    let child = Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .args(args)
        .arg(program())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("pathsift starts");
    std::thread::sleep(Duration::from_secs(2));
    let killed = Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let out = child.wait_with_output().expect("pathsift ends");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn an_interrupted_check_reports_its_finding_as_incomplete() {
    for signal in ["-INT", "-TERM"] {
        let (code, out) = interrupted(&["check", "--json", "--timeout", "300"], signal);
        assert_eq!(code, 0, "{signal}: {out}");
        let v: Value = serde_json::from_str(&out).expect("JSON");
        let findings = v["findings"].as_array().expect("findings");
        assert_eq!(findings.len(), 1, "{v}");
        assert_eq!(findings[0]["kind"], "div-by-zero");
        assert_eq!(findings[0]["location"]["line"], 13);
        assert_eq!(v["complete"], false);
        let why = v["incomplete"][0].as_str().unwrap_or_default();
        assert!(why.starts_with("interrupted with "), "{v}");
    }
}

#[test]
fn an_interrupted_verify_is_unknown_and_says_why() {
    let (code, out) = interrupted(
        &[
            "verify",
            "--json",
            "--property",
            "no-overflow",
            "--timeout",
            "300",
        ],
        "-INT",
    );
    assert_eq!(code, 0, "{out}");
    let v: Value = serde_json::from_str(&out).expect("JSON");
    // No overflow is possible; the division error is not this property's: unknown, interrupted.
    assert_eq!(v["verdict"], "unknown", "{v}");
    let reason = v["reason"].as_str().unwrap_or_default();
    assert!(reason.contains("interrupted with "), "{v}");
}
