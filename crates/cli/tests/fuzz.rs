//! `pathsift fuzz` on tests/fuzz: from a valid seed (tests/fuzz/seeds/NAME/), each program's
//! bug — behind a magic value computed with arithmetic, a checksum over the data, or two
//! length fields that must agree — is found within a fixed number of runs, at the line its
//! `// crash:` header names, and the crash file makes `pathsift run` stop with a memory
//! error at that line.

use std::path::Path;

use serde_json::Value;

#[path = "support/programs.rs"]
mod programs_support;

use programs_support::pathsift;

/// Runs allowed per program unless its `// runs:` header says otherwise: generational
/// search needs a few dozen here; random mutation would need millions for the four magic
/// bytes alone.
const MAX_RUNS: u64 = 200;

/// The header's `// input: stdin|file`, `// crash: KIND line N` and runs allowed.
fn header(path: &Path) -> (String, String, u64, u64) {
    let text = std::fs::read_to_string(path).expect("program is readable");
    let field = |key: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(key))
            .unwrap_or_else(|| panic!("{}: no `{key}` line", path.display()))
            .trim()
            .to_string()
    };
    let input = field("// input:");
    let crash = field("// crash:");
    let (kind, line) = crash.split_once(" line ").expect("`KIND line N`");
    let runs = text
        .lines()
        .find_map(|l| l.strip_prefix("// runs:"))
        .map_or(MAX_RUNS, |n| n.trim().parse().expect("`// runs: N`"));
    (
        input,
        kind.to_string(),
        line.parse().expect("line number"),
        runs,
    )
}

#[test]
fn fuzz_finds_guarded_bugs_from_valid_seeds_and_crashes_replay() {
    let dir = programs_support::test_dir("fuzz");
    let programs = programs_support::c_programs("fuzz");
    assert!(programs.len() >= 3, "tests/fuzz has its programs");
    let mut problems = Vec::new();
    for prog in &programs {
        let name = prog.file_stem().and_then(|s| s.to_str()).expect("name");
        let (input, kind, line, max_runs) = header(prog);
        let out = tempfile::tempdir().expect("temp dir");
        let seeds = dir.join("seeds").join(name);
        let (code, stdout, stderr) = pathsift(&[
            "fuzz",
            "--json",
            prog.to_str().expect("utf-8 path"),
            "--seeds",
            seeds.to_str().expect("utf-8 path"),
            "--out",
            out.path().to_str().expect("utf-8 path"),
            "--input",
            &input,
            "--max-runs",
            &max_runs.to_string(),
            "--timeout",
            "300",
        ]);
        if code != 0 {
            problems.push(format!("{name}: exit {code}: {stderr}"));
            continue;
        }
        let v: Value = serde_json::from_str(&stdout).expect("fuzz prints JSON");
        let runs = v["runs"].as_u64().expect("runs");
        assert!(
            runs <= max_runs,
            "{name}: {runs} runs for a budget of {max_runs}"
        );
        let crash = v["crashes"].as_array().and_then(|cs| {
            cs.iter()
                .find(|c| c["kind"] == kind.as_str() && c["location"]["line"] == line)
        });
        let Some(crash) = crash else {
            problems.push(format!(
                "{name}: no {kind} at line {line} in {runs} runs: {stdout}"
            ));
            continue;
        };
        // The queue holds the seed and what brought new coverage, as raw files.
        let queued = std::fs::read_dir(out.path().join("queue"))
            .expect("queue")
            .count();
        assert_eq!(
            queued as u64,
            v["queue"].as_u64().expect("queue count"),
            "{name}"
        );
        // The crash file is the raw input: the interpreter stops on the same error there.
        let file = crash["input"].as_str().expect("crash file");
        let bytes = std::fs::read(file).expect("crash file exists");
        let (code, _, stderr) = if input == "file" {
            pathsift(&["run", prog.to_str().expect("path"), "--", file])
        } else {
            let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_pathsift"))
                .args(["run", prog.to_str().expect("path")])
                .stdin(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .stdout(std::process::Stdio::null())
                .spawn()
                .expect("pathsift runs");
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(&bytes)
                .expect("input written");
            let out = child.wait_with_output().expect("pathsift ends");
            (
                out.status.code().unwrap_or(-1),
                String::new(),
                String::from_utf8_lossy(&out.stderr).into_owned(),
            )
        };
        // A wild index may land in another block, which the interpreter names by that
        // block (e.g. a dead stack slot): a memory error at the same line either way.
        if code != 139 || !stderr.contains(&format!(":{line}:")) {
            problems.push(format!(
                "{name}: the crash input ran with exit {code}: {stderr}"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Fuzzes tests/fuzz/checksum.c from its seed for 200 runs with `extra` flags, from `cwd`.
fn fuzz_checksum(extra: &[&str], out: &Path, cwd: &Path) -> (i32, String, String) {
    let dir = programs_support::test_dir("fuzz");
    let prog = dir.join("checksum.c");
    let seeds = dir.join("seeds").join("checksum");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .arg("fuzz")
        .args(extra)
        .arg(&prog)
        .arg("--seeds")
        .arg(&seeds)
        .arg("--out")
        .arg(out)
        .args(["--max-runs", &MAX_RUNS.to_string(), "--timeout", "300"])
        .current_dir(cwd)
        .output()
        .expect("pathsift runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn json_is_one_document_on_request_and_text_by_default() {
    let cwd = tempfile::tempdir().expect("temp dir");
    for flags in [&["--json"][..], &["--format", "json"][..]] {
        let (code, stdout, stderr) = fuzz_checksum(flags, Path::new("out-json"), cwd.path());
        assert_eq!(code, 0, "{flags:?}: {stderr}");
        let v: Value = serde_json::from_str(&stdout).expect("stdout is one JSON document");
        let crashes = v["crashes"].as_array().expect("crashes");
        assert_eq!(crashes.len(), 1, "{v}");
        assert_eq!(crashes[0]["kind"], "out-of-bounds");
        assert_eq!(crashes[0]["location"]["line"], 31);
        assert_eq!(
            crashes[0]["input"],
            "out-json/crashes/id:000000,kind:out-of-bounds"
        );
        assert!(v["runs"].as_u64().is_some_and(|r| r <= 200), "{v}");
    }
    let (code, stdout, stderr) = fuzz_checksum(&[], Path::new("out-text"), cwd.path());
    assert_eq!(code, 0, "{stderr}");
    assert!(serde_json::from_str::<Value>(&stdout).is_err(), "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert!(
        lines[0].ends_with(" inputs in out-text/queue, 1 crash in out-text/crashes"),
        "{stdout}"
    );
    assert!(
        lines[1].starts_with("crash: out-of-bounds at ")
            && lines[1].contains("checksum.c:31:30 in main (")
            && lines[1].contains("input out-text/crashes/id:000000,kind:out-of-bounds (run "),
        "{stdout}"
    );
    assert!(lines[2].starts_with("branch coverage: "), "{stdout}");
}
