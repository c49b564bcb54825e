//! `pathsift check` on tests/check: every program's findings are exactly the (kind, line)
//! pairs its `// expect:` lines name, each with a witness and a path ending at the finding;
//! a sample of findings is confirmed by a native sanitizer run (`pathsift replay`), and the
//! SARIF output validates against the official schema.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde_json::Value;

#[path = "support/sarif_schema.rs"]
mod sarif_schema;

#[path = "support/programs.rs"]
mod programs_support;

use programs_support::pathsift;

/// The test programs' directory.
fn dir() -> PathBuf {
    programs_support::test_dir("check")
}

/// Every `.c` program of tests/check, sorted.
fn programs() -> Vec<PathBuf> {
    programs_support::c_programs("check")
}

/// What a program's header says: the expected (kind, line) pairs and the extra flags.
struct Expectation {
    findings: BTreeSet<(String, u32)>,
    flags: Vec<String>,
}

/// Reads the `// expect: KIND line N` / `// expect: none` / `// flags: ...` header.
fn expectation(path: &Path) -> Expectation {
    let text = std::fs::read_to_string(path).expect("program is readable");
    let mut findings = BTreeSet::new();
    let mut flags = Vec::new();
    let mut said_none = false;
    for line in text.lines().take_while(|l| l.starts_with("// ")) {
        if let Some(rest) = line.strip_prefix("// expect: ") {
            if rest == "none" {
                said_none = true;
                continue;
            }
            let words: Vec<&str> = rest.split(' ').collect();
            match words.as_slice() {
                [kind, "line", n] => {
                    let n = n
                        .parse()
                        .unwrap_or_else(|_| panic!("{}: {line}", path.display()));
                    findings.insert((kind.to_string(), n));
                }
                _ => panic!("{}: malformed `{line}`", path.display()),
            }
        } else if let Some(rest) = line.strip_prefix("// flags: ") {
            flags.extend(rest.split_whitespace().map(String::from));
        }
    }
    assert!(
        said_none == findings.is_empty(),
        "{}: give either `// expect: none` or expected findings",
        path.display()
    );
    Expectation { findings, flags }
}

/// `pathsift check --json` (plus `extra` and the program's own flags) on `path`.
fn check_json(path: &Path, extra: &[&str]) -> Value {
    let flags = expectation(path).flags;
    let file = path.to_string_lossy();
    let mut args = vec!["check", "--json"];
    args.extend_from_slice(extra);
    args.extend(flags.iter().map(String::as_str));
    args.push(&file);
    let (code, stdout, stderr) = pathsift(&args);
    assert_eq!(code, 0, "{args:?} exited {code}: {stderr}");
    serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("{args:?}: stdout is not JSON ({e}): {stdout}"))
}

fn findings(result: &Value) -> &Vec<Value> {
    result["findings"]
        .as_array()
        .expect("`findings` is an array")
}

/// The file name of a location (the check may print paths as given or resolved).
fn file_name(loc: &Value) -> String {
    let file = loc["file"].as_str().unwrap_or_default();
    Path::new(file)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Where a finding or trace step is: (file name, line, column).
fn place(loc: &Value) -> (String, u64, u64) {
    (
        file_name(loc),
        loc["line"].as_u64().unwrap_or(0),
        loc["column"].as_u64().unwrap_or(0),
    )
}

/// What is wrong with one finding's witness and trace (empty when nothing).
fn finding_problems(name: &str, f: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let what = format!("{name}: {} at line {}", f["kind"], f["location"]["line"]);
    match f["witness"]["inputs"].as_array() {
        None => problems.push(format!("{what}: no witness inputs array")),
        Some(inputs) => {
            for input in inputs {
                if !["name", "type", "value"]
                    .iter()
                    .all(|k| input[*k].is_string())
                {
                    problems.push(format!("{what}: malformed witness input {input}"));
                }
            }
        }
    }
    match f["trace"].as_array().and_then(|t| t.last()) {
        None => problems.push(format!("{what}: empty trace")),
        Some(last) if place(last) != place(&f["location"]) => problems.push(format!(
            "{what}: trace ends at {:?}, not at the finding {:?}",
            place(last),
            place(&f["location"])
        )),
        Some(_) => {}
    }
    if file_name(&f["location"]) != name {
        problems.push(format!("{what}: located in {}", f["location"]["file"]));
    }
    problems
}

#[test]
fn every_program_has_exactly_its_expected_findings() {
    let programs = programs();
    assert!(programs.len() >= 40, "tests/check has {}", programs.len());
    let mut problems = Vec::new();
    for path in &programs {
        let name = path
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        let want = expectation(path);
        let result = check_json(path, &[]);
        let got: BTreeSet<(String, u32)> = findings(&result)
            .iter()
            .map(|f| {
                (
                    f["kind"].as_str().unwrap_or("?").to_string(),
                    f["location"]["line"].as_u64().unwrap_or(0) as u32,
                )
            })
            .collect();
        if got != want.findings {
            problems.push(format!(
                "{name}: expected {:?}, found {got:?}",
                want.findings
            ));
        }
        for f in findings(&result) {
            problems.extend(finding_problems(&name, f));
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// The `// summaries: f=N g=inline` header: per callee, its number of summary paths, or
/// `None` when it must be executed inline.
fn expected_summaries(path: &Path) -> Option<BTreeMap<String, Option<u64>>> {
    let text = std::fs::read_to_string(path).expect("program");
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("// summaries: "))?;
    Some(
        line.split_whitespace()
            .map(|kv| {
                let (k, v) = kv.split_once('=').expect("name=N or name=inline");
                (k.to_string(), v.parse().ok())
            })
            .collect(),
    )
}

#[test]
fn entry_callees_get_the_expected_summaries() {
    let mut problems = Vec::new();
    let mut seen = 0;
    for path in programs() {
        let Some(want) = expected_summaries(&path) else {
            continue;
        };
        seen += 1;
        let result = check_json(&path, &[]);
        let got: BTreeMap<String, Option<u64>> = result["summaries"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default()
            .iter()
            .map(|s| {
                assert!(
                    s["cases"].is_u64() != s["inlined"].is_string(),
                    "{s}: either cases or a reason"
                );
                (
                    s["function"].as_str().unwrap_or("?").to_string(),
                    s["cases"].as_u64(),
                )
            })
            .collect();
        if got != want {
            problems.push(format!(
                "{}: expected {want:?}, got {got:?}",
                path.display()
            ));
        }
    }
    assert!(seen >= 6, "only {seen} programs state their summaries");
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn summaries_find_the_same_bugs_as_inline_execution() {
    // Where a callee's write overwrites the caller's last pointer, the summary reports the
    // leak at the call and inline execution at the store inside the callee: kinds are compared.
    let mut problems = Vec::new();
    for path in programs() {
        if !expectation(&path).flags.iter().any(|f| f == "--entry") {
            continue;
        }
        let kinds = |r: &Value| -> Vec<String> {
            let mut k: Vec<String> = findings(r)
                .iter()
                .map(|f| f["kind"].as_str().unwrap_or("?").to_string())
                .collect();
            k.sort();
            k
        };
        let with = check_json(&path, &[]);
        let without = check_json(&path, &["--no-summaries"]);
        assert!(without.get("summaries").is_none(), "{}", path.display());
        if kinds(&with) != kinds(&without) {
            problems.push(format!(
                "{}: with summaries {:?}, inline {:?}",
                path.display(),
                kinds(&with),
                kinds(&without)
            ));
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// Checks `program`, replays its findings natively under ASan/UBSan from the check result
/// alone (it records how the program was built), and asserts that every finding is confirmed.
fn replay_confirms(program: &str) {
    let path = dir().join(program);
    let result = check_json(&path, &[]);
    confirmed_natively(program, &result);
}

/// `pathsift replay` confirms every finding of check result `result` natively.
fn confirmed_natively(program: &str, result: &Value) {
    let n = findings(result).len();
    assert!(n > 0, "{program}: no finding to replay");
    let tmp = tempfile::tempdir().expect("temp dir");
    let json = tmp.path().join("result.json");
    std::fs::write(&json, result.to_string()).expect("write result.json");
    let json = json.to_string_lossy();
    let (code, stdout, stderr) = pathsift(&["replay", &json, "--json"]);
    assert_eq!(code, 0, "replay of {program} exited {code}: {stderr}");
    let report: Value = serde_json::from_str(&stdout).expect("replay prints JSON");
    let results = report["results"].as_array().expect("results");
    assert_eq!(results.len(), n, "{program}: {report}");
    for r in results {
        assert_eq!(
            r["confirmed"], true,
            "{program}: finding not confirmed natively: {r}"
        );
    }
}

#[test]
fn an_entry_finding_replays_without_main() {
    replay_confirms("entry-static-bad.c");
    // It says what it assumes about the parameters.
    let result = check_json(&dir().join("entry-static-bad.c"), &[]);
    assert_eq!(
        findings(&result)[0]["assumptions"],
        serde_json::json!(["`s` is a NUL-terminated string of at most 15 characters"]),
        "{result}"
    );
}

#[test]
fn a_finding_behind_getenv_replays_in_the_same_environment() {
    replay_confirms("getenv-bad.c");
}

#[test]
fn a_finding_behind_the_clock_replays() {
    replay_confirms("clock-bad.c");
}

#[test]
fn an_unchecked_allocation_that_may_fail_replays() {
    replay_confirms("malloc-unchecked-bad.c");
}

#[test]
fn a_block_lost_on_two_paths_is_one_finding_that_replays() {
    replay_confirms("memory-leak-once-bad.c");
}

#[test]
fn an_overrun_of_a_symbolically_sized_block_replays() {
    replay_confirms("symbolic-size-bad.c");
}

#[test]
fn an_overrun_behind_float_rounding_replays() {
    replay_confirms("float-rounding-bad.c");
}

#[test]
fn an_entry_spec_relates_a_size_to_its_buffer() {
    let root = dir().join("../entry-spec");
    let file = root.join("checksum.c");
    let spec = root.join("checksum.spec");
    let args = ["--entry", "checksum"];
    let without = check_json(&file, &args);
    assert_eq!(findings(&without).len(), 1, "{without}");
    assert_eq!(findings(&without)[0]["kind"], "out-of-bounds");
    let spec = spec.to_string_lossy();
    let with = check_json(&file, &["--entry", "checksum", "--entry-spec", &spec]);
    assert_eq!(findings(&with).len(), 0, "{with}");
    assert_eq!(with["complete"], true, "{with}");
    // A fact about a parameter the function does not have is bad input, with file and line.
    let bad = tempfile::tempdir().expect("temp dir");
    let bad_spec = bad.path().join("bad.spec");
    std::fs::write(&bad_spec, "# facts\nstring nosuch\n").expect("write");
    let (code, _, err) = pathsift(&[
        "check",
        "--entry",
        "checksum",
        "--entry-spec",
        &bad_spec.to_string_lossy(),
        &file.to_string_lossy(),
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("bad.spec:2: `checksum` has no parameter `nosuch`"),
        "{err}"
    );
}

#[test]
fn null_deref_replays() {
    replay_confirms("null-deref-bad.c");
}

#[test]
fn use_after_free_replays() {
    replay_confirms("use-after-free-bad.c");
}

#[test]
fn double_free_replays() {
    replay_confirms("double-free-bad.c");
}

#[test]
fn invalid_free_replays() {
    replay_confirms("invalid-free-stack-bad.c");
}

#[test]
fn out_of_bounds_replays() {
    replay_confirms("out-of-bounds-write-bad.c");
}

#[test]
fn div_by_zero_replays() {
    replay_confirms("div-by-zero-bad.c");
}

#[test]
fn klee_helpers_replay() {
    replay_confirms("klee-helpers-bad.c");
    // The witness respects klee_range and klee_assume.
    let result = check_json(&dir().join("klee-helpers-bad.c"), &[]);
    let inputs = &findings(&result)[0]["witness"]["inputs"];
    let bytes = |name: &str| {
        inputs
            .as_array()
            .and_then(|a| a.iter().find(|i| i["name"] == name))
            .and_then(|i| i["value"].as_str())
            .map(str::to_string)
    };
    assert_eq!(bytes("mode").as_deref(), Some("0x03000000"), "{inputs}");
    assert_eq!(bytes("x").as_deref(), Some("0x2a000000"), "{inputs}");
}

#[test]
fn symbolic_buffer_read_at_a_symbolic_offset_replays() {
    replay_confirms("symbolic-buffer-index-bad.c");
    let result = check_json(&dir().join("symbolic-buffer-index-bad.c"), &[]);
    let value = findings(&result)[0]["witness"]["inputs"][0]["value"].clone();
    let hex = value.as_str().unwrap_or_default();
    let byte = |i: usize| u8::from_str_radix(&hex[2 + 2 * i..4 + 2 * i], 16).ok();
    // buf[0] selects byte 5, which must be 'Z', and buf[1] must be 'a'.
    assert_eq!(byte(0).map(|b| b & 7), Some(5), "{value}");
    assert_eq!((byte(1), byte(5)), (Some(b'a'), Some(b'Z')), "{value}");
}

#[test]
fn sprintf_past_a_buffer_sized_by_snprintf_replays() {
    replay_confirms("snprintf-length-bad.c");
}

#[test]
fn overflow_replays() {
    replay_confirms("overflow-bad.c");
}

/// The finding of each program whose bugs lie behind signed overflow or an undefined shift:
/// that undefined behaviour, at its line, naming what the path then reaches as related, its
/// path ending there (not at the later bug), replayed natively under UBSan; and the same as
/// `--check-overflow` reports and as two jobs report.
#[test]
fn undefined_behaviour_before_a_bug_is_the_finding() {
    for (program, related) in [
        ("overflow-before-assert-bad.c", vec![("assertion", 15)]),
        (
            "overflow-before-two-bugs-bad.c",
            vec![("null-deref", 16), ("out-of-bounds", 16)],
        ),
        ("shift-before-assert-bad.c", vec![("assertion", 14)]),
    ] {
        let path = dir().join(program);
        let result = check_json(&path, &["--jobs", "1"]);
        let f = findings(&result);
        assert_eq!(f.len(), 1, "{program}: {result}");
        let ub = &f[0];
        assert_eq!(ub["kind"], "overflow", "{program}: {ub}");
        assert!(
            ub["message"]
                .as_str()
                .is_some_and(|m| m.ends_with("(undefined behaviour)")),
            "{program}: {ub}"
        );
        let mut got: Vec<(String, u64)> = ub["related"]
            .as_array()
            .expect("related places")
            .iter()
            .map(|r| {
                let m = r["message"].as_str().unwrap_or("");
                let kind = m
                    .strip_prefix("the ")
                    .and_then(|m| m.split(' ').next())
                    .unwrap_or("?");
                (
                    kind.to_string(),
                    r["location"]["line"].as_u64().unwrap_or(0),
                )
            })
            .collect();
        got.sort();
        let want: Vec<(String, u64)> = related.iter().map(|&(k, l)| (k.to_string(), l)).collect();
        assert_eq!(got, want, "{program}: {ub}");
        let line = ub["location"]["line"].as_u64().unwrap_or(0);
        assert!(
            ub["trace"]
                .as_array()
                .expect("trace")
                .iter()
                .all(|s| s["line"].as_u64().unwrap_or(0) <= line),
            "{program}: the path goes past the undefined behaviour: {ub}"
        );
        confirmed_natively(program, &result);
        let checked = check_json(&path, &["--check-overflow", "--jobs", "1"]);
        assert_eq!(
            kinds_and_lines(&checked),
            kinds_and_lines(&result),
            "{program}: --check-overflow: {checked}"
        );
        let two = check_json(&path, &["--jobs", "2"]);
        assert_eq!(
            kinds_and_lines(&two),
            kinds_and_lines(&result),
            "{program}: --jobs 2: {two}"
        );
        assert_eq!(two["findings"][0]["related"], ub["related"], "{program}");
    }
}

/// A bug that some inputs reach through overflow and others without: it stays, with a witness
/// free of undefined behaviour (the first exploration's model of `a` was INT_MIN, which
/// overflows `maybe_first(z) + second(x)` on the way), confirmed natively under UBSan.
#[test]
fn a_bug_also_reached_without_overflow_keeps_a_defined_witness() {
    let program = "summary-list-null-bad.c";
    let result = check_json(&dir().join(program), &["--jobs", "1"]);
    assert_eq!(
        kinds_and_lines(&result),
        vec![
            ("null-deref".to_string(), 13),
            ("use-after-free".to_string(), 25)
        ],
        "{result}"
    );
    // Its path is the program's decisions: not the overflow check clang adds at line 23.
    let lines: Vec<u64> = findings(&result)[0]["trace"]
        .as_array()
        .expect("trace")
        .iter()
        .map(|s| s["line"].as_u64().unwrap_or(0))
        .collect();
    assert_eq!(lines, vec![25, 26, 13], "{result}");
    confirmed_natively(program, &result);
}

/// Two cursors at symbolic positions into a 16-word buffer: every access is proved in
/// bounds and the exploration ends (a query over the buffer read at both positions used to
/// run out of its budget).
#[test]
fn a_buffer_read_at_two_symbolic_positions_is_checked_completely() {
    let result = check_json(&dir().join("symbolic-index-pair-ok.c"), &["--jobs", "1"]);
    assert_eq!(result["complete"], true, "{result}");
    assert!(findings(&result).is_empty(), "{result}");
}

#[test]
fn leak_unreachable_at_exit_replays() {
    replay_confirms("memory-leak-exit-bad.c");
}

#[test]
fn sarif_output_is_valid_and_matches_the_json() {
    for program in [
        "memory-leak-scope-bad.c",
        "null-deref-bad.c",
        "overflow-bad.c",
        "div-by-zero-ok.c",
    ] {
        let path = dir().join(program);
        let json = check_json(&path, &[]);
        let flags = expectation(&path).flags;
        let file = path.to_string_lossy();
        let mut args = vec!["check", "--format", "sarif"];
        args.extend(flags.iter().map(String::as_str));
        args.push(&file);
        let (code, stdout, stderr) = pathsift(&args);
        assert_eq!(code, 0, "{args:?} exited {code}: {stderr}");
        let log: Value = serde_json::from_str(&stdout).expect("SARIF is JSON");
        assert_eq!(
            sarif_schema::sarif_violations(&log),
            Vec::<String>::new(),
            "{program}"
        );
        let results = log["runs"][0]["results"].as_array().expect("results");
        let rule_ids: Vec<&Value> = results.iter().map(|r| &r["ruleId"]).collect();
        let kinds: Vec<&Value> = findings(&json).iter().map(|f| &f["kind"]).collect();
        assert_eq!(rule_ids, kinds, "{program}");
        for (r, f) in results.iter().zip(findings(&json)) {
            let region = &r["locations"][0]["physicalLocation"]["region"];
            assert_eq!(region["startLine"], f["location"]["line"], "{program}");
            assert_eq!(r["properties"]["witness"], f["witness"], "{program}");
        }
    }
}

#[test]
fn fail_on_findings_exits_3_only_when_there_is_one() {
    let bad = dir().join("assertion-bad.c");
    let ok = dir().join("assertion-ok.c");
    for (path, want) in [(&bad, 3), (&ok, 0)] {
        let file = path.to_string_lossy();
        let (code, _, stderr) =
            pathsift(&["check", "--fail-on-findings", "--max-time", "30", &file]);
        assert_eq!(code, want, "{file}: {stderr}");
    }
    let verify = |name: &str| {
        let p = dir().join("../verify").join(name);
        let file = p.to_string_lossy().to_string();
        pathsift(&[
            "verify",
            "--property",
            "unreach-call",
            "--fail-on-findings",
            &file,
        ])
        .0
    };
    assert_eq!(verify("branch_false.c"), 3);
    assert_eq!(verify("branch_true.c"), 0);
    // Without the flag the contract's exit codes hold.
    let (code, _, _) = pathsift(&["check", "--max-time", "30", &bad.to_string_lossy()]);
    assert_eq!(code, 0);
}

#[test]
fn a_function_without_body_or_model_is_named_in_a_warning() {
    let path = dir().join("unmodelled-call.c");
    let file = path.to_string_lossy();
    let (code, stdout, stderr) = pathsift(&["check", "--json", "--timeout", "10", &file]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stderr.contains("warning: `lib_parse` has neither a body nor a model"),
        "{stderr}"
    );
    let v: Value = serde_json::from_str(&stdout).expect("JSON");
    let warnings = v["warnings"].as_array().expect("warnings");
    assert_eq!(warnings.len(), 1, "{v}");
    assert!(warnings[0].as_str().unwrap_or("").contains("lib_parse"));
    assert_eq!(v["complete"], false, "{v}");
    // LLVM's own intrinsics are not such functions.
    let (_, _, stderr) = pathsift(&[
        "check",
        "--timeout",
        "10",
        &dir().join("assertion-bad.c").to_string_lossy(),
    ]);
    assert!(!stderr.contains("warning"), "{stderr}");
}

#[test]
fn a_malformed_command_line_is_bad_input() {
    let file = dir().join("assertion-ok.c");
    let (code, _, stderr) = pathsift(&["check", "--search", "bogus", &file.to_string_lossy()]);
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stderr.contains("possible values") && stderr.contains("loop-deep"),
        "{stderr}"
    );
}

#[test]
fn heap_bugs_needing_two_nodes_or_an_alias_replay_with_their_heap() {
    replay_confirms("heap-two-nodes-bad.c");
    replay_confirms("heap-alias-bad.c");
    // Two distinct nodes, the second's value two above the first's.
    let result = check_json(&dir().join("heap-two-nodes-bad.c"), &[]);
    let heap = &findings(&result)[0]["witness"]["heap"];
    assert_eq!(
        heap["params"],
        serde_json::json!([{"name": "l", "value": "o1"}])
    );
    assert_eq!(
        heap["pointers"],
        serde_json::json!([{"object": "o1", "offset": 8, "target": "o2", "target_offset": 0}])
    );
    let elem = |k: usize| {
        let hex = heap["objects"][k]["bytes"].as_str().unwrap_or_default();
        let b = |i: usize| u32::from_str_radix(&hex[2 + 2 * i..4 + 2 * i], 16).unwrap_or(0);
        (b(0) | b(1) << 8 | b(2) << 16 | b(3) << 24) as i32
    };
    assert_eq!(elem(1).wrapping_sub(elem(0)), 2, "{heap}");
    // Both fields of the pair point to one buffer.
    let result = check_json(&dir().join("heap-alias-bad.c"), &[]);
    let heap = &findings(&result)[0]["witness"]["heap"];
    let target = |offset: u64| {
        heap["pointers"]
            .as_array()
            .and_then(|ps| {
                ps.iter()
                    .find(|p| p["object"] == "o1" && p["offset"] == offset)
            })
            .map(|p| p["target"].clone())
    };
    assert_eq!(target(0), Some(serde_json::json!("o2")), "{heap}");
    assert_eq!(target(8), Some(serde_json::json!("o2")), "{heap}");
    assert_eq!(heap["objects"][1]["type"], "struct buf", "{heap}");
}

/// A library-style program (tests/entry/library.c): structs holding strings, lists and
/// callbacks, string, buffer and function-pointer parameters. Each entry function has
/// exactly its planted bug (or none), and every finding replays natively.
#[test]
fn a_library_has_its_planted_bugs_and_no_false_alarm() {
    let root = dir().join("../entry");
    let file = root.join("library.c");
    let cases: [(&str, Option<(&str, u64)>); 8] = [
        ("item_label", Some(("out-of-bounds", 27))),
        // `apply-nullable.spec` lets the callback be NULL, which `apply` does not check.
        ("apply-nullable", Some(("null-deref", 56))),
        ("table_scale", Some(("div-by-zero", 44))),
        ("sum_first", Some(("out-of-bounds", 51))),
        ("table_count", None),
        ("apply", None),
        ("bounded_length", None),
        ("find_initial", None),
    ];
    let tmp = tempfile::tempdir().expect("temp dir");
    for (function, expected) in cases {
        let spec = root.join(format!("{function}.spec"));
        let entry = function.split('-').next().unwrap_or(function);
        let mut args = vec!["--entry", entry, "--timeout", "3"];
        let spec_text = spec.to_string_lossy().into_owned();
        if spec.exists() {
            args.extend(["--entry-spec", &spec_text]);
        }
        let file_text = file.to_string_lossy();
        let mut argv = vec!["check", "--json"];
        argv.extend(args.iter().copied());
        argv.push(&file_text);
        let (code, stdout, stderr) = pathsift(&argv);
        assert_eq!(code, 0, "{argv:?}: {stderr}");
        let result: Value = serde_json::from_str(&stdout).expect("check prints JSON");
        let got = kinds_and_lines(&result);
        let want: Vec<(String, u64)> = expected.iter().map(|(k, l)| (k.to_string(), *l)).collect();
        assert_eq!(got, want, "{function}: {result}");
        if got.is_empty() {
            continue;
        }
        let json = tmp.path().join(format!("{function}.json"));
        std::fs::write(&json, result.to_string()).expect("write result");
        let (code, stdout, stderr) = pathsift(&["replay", &json.to_string_lossy(), "--json"]);
        assert_eq!(code, 0, "replay of {function}: {stderr}");
        let report: Value = serde_json::from_str(&stdout).expect("replay prints JSON");
        assert_eq!(
            report["results"][0]["confirmed"], true,
            "{function}: {report}"
        );
    }
}

/// `pathsift check --json ARGS...` on a program of tests/verify (which has no `// expect:`
/// header), with `--entry-spec` files named relative to that directory.
fn check_verify_program(program: &str, args: &[&str]) -> Value {
    let root = dir().join("../verify");
    let file = root.join(program).to_string_lossy().into_owned();
    let args: Vec<String> = args
        .iter()
        .map(|a| match a.strip_suffix(".spec") {
            Some(_) => root.join(a).to_string_lossy().into_owned(),
            None => a.to_string(),
        })
        .collect();
    let mut argv = vec!["check", "--json"];
    argv.extend(args.iter().map(String::as_str));
    argv.push(&file);
    let (code, stdout, stderr) = pathsift(&argv);
    assert_eq!(code, 0, "{argv:?}: {stderr}");
    serde_json::from_str(&stdout).expect("check prints JSON")
}

/// The (kind, line) of each finding, in order.
fn kinds_and_lines(result: &Value) -> Vec<(String, u64)> {
    findings(result)
        .iter()
        .map(|f| {
            let kind = f["kind"].as_str().unwrap_or_default().to_string();
            (kind, f["location"]["line"].as_u64().unwrap_or(0))
        })
        .collect()
}

#[test]
fn subsumption_completes_the_check_of_a_list_the_program_builds() {
    let ok = dir().join("list-built-free-ok.c");
    // Budgets are work, not seconds: a loaded test machine needs the wall-clock room.
    let with = check_json(&ok, &["--timeout", "60"]);
    assert_eq!(with["complete"], true, "{with}");
    assert!(with["stats"]["subsumed"].as_u64() > Some(0), "{with}");
    let without = check_json(&ok, &["--timeout", "3", "--no-subsumption"]);
    assert_eq!(without["complete"], false, "{without}");
    assert_eq!(without["stats"]["subsumed"], 0, "{without}");
    // Uninitialised reads are not kept through a summarised node: no subsumption with them.
    let uninit = check_json(&ok, &["--timeout", "3", "--check-uninit"]);
    assert_eq!(uninit["complete"], false, "{uninit}");
    assert_eq!(uninit["stats"]["subsumed"], 0, "{uninit}");

    // A leak found through the abstraction is confirmed by a concrete path: still complete.
    let bad = dir().join("list-built-leak-bad.c");
    let result = check_json(&bad, &["--timeout", "20"]);
    assert_eq!(
        kinds_and_lines(&result),
        [("memory-leak".to_string(), 31)],
        "{result}"
    );
    assert_eq!(result["complete"], true, "{result}");
    confirmed_natively("list-built-leak-bad.c", &result);
}

#[test]
fn subsumption_completes_the_check_of_list_and_tree_functions() {
    for (program, entry, spec) in [
        ("list_reverse_true.c", "reverse", "list.spec"),
        ("tree_insert_true.c", "insert", "tree.spec"),
    ] {
        let args = ["--entry", entry, "--entry-spec", spec, "--timeout", "20"];
        let with = check_verify_program(program, &args);
        assert_eq!(with["complete"], true, "{program}: {with}");
        assert!(findings(&with).is_empty(), "{program}: {with}");
        let mut plain = args.to_vec();
        plain.push("--no-subsumption");
        let without = check_verify_program(program, &plain);
        assert_eq!(without["complete"], false, "{program}: {without}");
        let why = without["incomplete"].to_string();
        assert!(why.contains("--max-heap-objects"), "{program}: {without}");
    }
    // The seed's buggy partition: its one bug, and nothing else, with a heap that replays.
    let args = ["--entry", "partition", "--entry-spec", "list.spec"];
    let result = check_verify_program("list_partition_false.c", &args);
    assert_eq!(
        kinds_and_lines(&result),
        [("assertion".to_string(), 29)],
        "{result}"
    );
    assert_eq!(result["complete"], true, "{result}");
    confirmed_natively("list_partition_false.c", &result);
}
