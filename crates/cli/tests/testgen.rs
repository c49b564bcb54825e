//! `pathsift test` on tests/testgen, checked by `pathsift replay`: every feasible branch is
//! covered, the branch counts pathsift claims are exactly gcov's, the minimal suite covers
//! what all tests cover, the files follow the Test-Comp format, and errors replay natively.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

fn program(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/testgen")
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

/// Generates tests for `name` and returns the result, tests.json and the output directory.
fn generate(name: &str, extra: &[&str]) -> (Value, Value, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().to_string_lossy().to_string();
    let file = program(name);
    let mut args = vec!["test", file.as_str(), "--out", out.as_str(), "--json"];
    args.extend_from_slice(extra);
    let (code, v, err) = pathsift(&args);
    assert_eq!(code, 0, "{name}: {err}");
    let suite: Value = serde_json::from_str(
        &std::fs::read_to_string(dir.path().join("tests.json")).expect("tests.json"),
    )
    .expect("tests.json is JSON");
    (v, suite, dir)
}

fn replay(dir: &Path, all: bool) -> Value {
    let d = dir.to_string_lossy().to_string();
    let mut args = vec!["replay", d.as_str(), "--json"];
    if all {
        args.push("--all");
    }
    let (code, v, err) = pathsift(&args);
    assert_eq!(code, 0, "replay: {err}");
    v
}

fn covers(t: &Value) -> BTreeSet<u64> {
    t["covers"]
        .as_array()
        .expect("covers")
        .iter()
        .filter_map(Value::as_u64)
        .collect()
}

/// Full coverage claimed, and gcov counts exactly the same branches, all taken.
fn assert_full_coverage_confirmed(name: &str, extra: &[&str]) -> (Value, Value, tempfile::TempDir) {
    let (v, suite, dir) = generate(name, extra);
    let total = v["total_branches"].as_u64().expect("total");
    assert!(total > 0, "{name}: no branches");
    assert_eq!(v["covered_branches"].as_u64(), Some(total), "{name}: {v}");
    let r = replay(dir.path(), false);
    assert_eq!(r["failed_to_run"], 0, "{name}: {r}");
    assert_eq!(
        r["coverage"]["branches_total"].as_u64(),
        Some(total),
        "{name}: {r}"
    );
    assert_eq!(
        r["coverage"]["branches_covered"].as_u64(),
        Some(total),
        "{name}: {r}"
    );
    assert_eq!(r["branch_coverage"].as_f64(), Some(1.0), "{name}: {r}");
    assert_eq!(r["line_coverage"].as_f64(), Some(1.0), "{name}: {r}");
    (v, suite, dir)
}

#[test]
fn string_parsing_is_fully_covered() {
    assert_full_coverage_confirmed("strings.c", &[]);
}

#[test]
fn nested_conditions_are_fully_covered() {
    assert_full_coverage_confirmed("nested.c", &[]);
}

#[test]
fn switch_cases_are_fully_covered() {
    assert_full_coverage_confirmed("switch.c", &[]);
}

#[test]
fn a_static_entry_function_links_and_is_fully_covered() {
    assert_full_coverage_confirmed("switch.c", &["--entry", "dispatch"]);
}

#[test]
fn loops_over_symbolic_lengths_are_fully_covered() {
    assert_full_coverage_confirmed("loops.c", &[]);
}

#[test]
fn arithmetic_conditions_are_fully_covered() {
    let (_, suite, _) = assert_full_coverage_confirmed("arith.c", &[]);
    // x * x == 1764 within (-1000, 1000) has only the solutions 42 and -42.
    let squares: Vec<i64> = suite["tests"]
        .as_array()
        .expect("tests")
        .iter()
        .filter_map(|t| t["inputs"][0]["value"].as_str()?.parse().ok())
        .filter(|x: &i64| x * x == 1764)
        .collect();
    assert!(!squares.is_empty(), "{suite}");
}

#[test]
fn struct_inputs_are_fully_covered() {
    let (_, suite, _) = assert_full_coverage_confirmed("structs.c", &[]);
    let first = &suite["tests"][0]["inputs"][0];
    assert_eq!(first["name"], "packet");
    assert_eq!(first["type"], "bytes");
    // sizeof(struct packet) is 12 on LP64: 0x and 24 hex digits.
    assert_eq!(first["value"].as_str().map(str::len), Some(26));
}

#[test]
fn entry_functions_get_a_harness_and_full_coverage() {
    let (v, suite, dir) =
        assert_full_coverage_confirmed("entry.c", &["--entry", "count_in", "--buffer-size", "8"]);
    assert_eq!(v["tests"], suite["tests"].as_array().map_or(0, Vec::len));
    let entry = &suite["entry"];
    assert_eq!(entry["name"], "count_in");
    assert_eq!(entry["params"][0]["name"], "r");
    assert_eq!(entry["params"][0]["c_type"], "const struct range *");
    // A pointer to a struct is an object of that type, built by the harness.
    assert_eq!(entry["params"][0]["kind"], "object");
    assert_eq!(entry["params"][1]["name"], "x");
    assert_eq!(entry["params"][1]["harness_type"], "int32_t");
    let harness = std::fs::read_to_string(dir.path().join("harness.c")).expect("harness.c");
    assert!(harness.contains("count_in("), "{harness}");
    assert!(harness.contains("t0_o1 = malloc(8);"), "{harness}");
    for t in suite["tests"].as_array().expect("tests") {
        assert_eq!(t["inputs"][0]["value"], "o1", "{t}");
        let object = &t["heap"]["objects"][0];
        assert_eq!(object["type"], "struct range", "{t}");
        // sizeof(struct range) is 8: 0x and 16 hex digits.
        assert_eq!(object["bytes"].as_str().map(str::len), Some(18), "{t}");
        assert_eq!(t["heap"]["params"][0]["value"], "o1", "{t}");
    }
}

#[test]
fn the_minimal_suite_covers_exactly_what_all_tests_cover() {
    let (v, suite, dir) = generate("nested.c", &[]);
    let tests = suite["tests"].as_array().expect("tests");
    let all: BTreeSet<u64> = tests.iter().flat_map(covers).collect();
    let chosen: BTreeSet<u64> = tests
        .iter()
        .filter(|t| t["in_suite"] == true)
        .flat_map(covers)
        .collect();
    let claimed: BTreeSet<u64> = suite["covered"]
        .as_array()
        .expect("covered")
        .iter()
        .filter_map(Value::as_u64)
        .collect();
    assert_eq!(chosen, all);
    assert_eq!(claimed, all);
    let n_suite = tests.iter().filter(|t| t["in_suite"] == true).count();
    assert_eq!(v["suite_tests"].as_u64(), Some(n_suite as u64));
    assert!(n_suite < tests.len(), "nested.c has redundant tests: {v}");
    // No test can be dropped from the suite without losing an edge.
    for drop in tests.iter().filter(|t| t["in_suite"] == true) {
        let rest: BTreeSet<u64> = tests
            .iter()
            .filter(|t| t["in_suite"] == true && t["id"] != drop["id"])
            .flat_map(covers)
            .collect();
        assert_ne!(rest, all, "{} is redundant", drop["id"]);
    }
    // gcov agrees: the suite and all tests reach the same branches natively.
    let r_suite = replay(dir.path(), false);
    let r_all = replay(dir.path(), true);
    assert_eq!(
        r_suite["coverage"]["branches_covered"],
        r_all["coverage"]["branches_covered"]
    );
    assert_eq!(r_all["tests"].as_u64(), Some(tests.len() as u64));
    // Test-Comp files: one per test, one <input> per input value.
    let count_xml = |sub: &str| {
        std::fs::read_dir(dir.path().join(sub))
            .expect("dir")
            .filter(|e| e.as_ref().is_ok_and(|e| e.file_name() != "metadata.xml"))
            .count()
    };
    assert_eq!(count_xml("test-suite"), n_suite);
    assert_eq!(count_xml("all"), tests.len());
    for t in tests {
        let id = t["id"].as_str().expect("id");
        let xml = std::fs::read_to_string(dir.path().join("all").join(format!("{id}.xml")))
            .expect("test xml");
        assert!(xml.contains("<!DOCTYPE testcase PUBLIC"));
        let n = t["inputs"].as_array().map_or(0, Vec::len);
        assert_eq!(xml.matches("<input ").count(), n, "{xml}");
        assert_eq!(n, 3, "nested.c asks for three inputs on every path");
    }
    let meta =
        std::fs::read_to_string(dir.path().join("test-suite/metadata.xml")).expect("metadata");
    assert!(
        meta.contains("<entryfunction>main</entryfunction>"),
        "{meta}"
    );
    assert!(
        meta.contains("<architecture>64bit</architecture>"),
        "{meta}"
    );
}

#[test]
fn an_error_path_yields_a_test_that_reproduces_natively() {
    let (v, suite, dir) = generate("divzero.c", &[]);
    let errors = v["errors"].as_array().expect("errors");
    assert_eq!(errors.len(), 1, "{v}");
    assert_eq!(errors[0]["kind"], "div-by-zero");
    assert_eq!(errors[0]["location"]["line"], 8);
    let id = errors[0]["test"].as_str().expect("test id");
    let t = suite["tests"]
        .as_array()
        .expect("tests")
        .iter()
        .find(|t| t["id"] == id)
        .expect("the error's test");
    let a: i64 = t["inputs"][0]["value"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("a");
    assert!(a > 10, "{t}");
    assert_eq!(t["inputs"][1]["value"], "3");
    let r = replay(dir.path(), false);
    assert_eq!(r["errors_reproduced"], 1, "{r}");
}

#[test]
fn errors_behind_vsnprintf_lengths_reproduce() {
    let (v, _, dir) = generate("vsnprintf.c", &["--exhaustive"]);
    let errors = v["errors"].as_array().expect("errors");
    assert_eq!(errors.len(), 1, "{v}");
    assert_eq!(errors[0]["kind"], "div-by-zero");
    // vsnprintf with concrete arguments is exact: nothing approximated.
    assert_eq!(v["incomplete"], serde_json::json!([]), "{v}");
    assert_eq!(v["exploration_complete"], true, "{v}");
    let r = replay(dir.path(), true);
    assert_eq!(r["errors_expected"], 1, "{r}");
    assert_eq!(r["errors_reproduced"], 1, "{r}");
}

#[test]
fn run_takes_inputs_from_tests_json_testcase_xml_and_check_results() {
    let (v, _, dir) = generate("divzero.c", &[]);
    let id = v["errors"][0]["test"]
        .as_str()
        .expect("error test")
        .to_string();
    let file = program("divzero.c");
    let tests = dir.path().join("tests.json").to_string_lossy().to_string();
    let xml = dir.path().join("all").join(format!("{id}.xml"));
    let xml = xml.to_string_lossy().to_string();
    let run = |extra: &[&str]| {
        let mut args = vec!["run", "--json", file.as_str()];
        args.extend_from_slice(extra);
        let (code, v, err) = pathsift(&args);
        assert_eq!(code, 136, "{extra:?}: {v} {err}");
        assert_eq!(v["error"]["kind"], "div-by-zero", "{extra:?}: {v}");
    };
    run(&["--inputs", &tests, "--pick", &id]);
    run(&["--inputs", &xml]);
    // A check result holding one finding needs no --pick.
    let (_, result, _) = pathsift(&["check", "--json", &file]);
    let check = dir.path().join("check.json");
    std::fs::write(&check, result.to_string()).expect("write check.json");
    run(&["--inputs", &check.to_string_lossy()]);
    // tests.json holds several tests: which one must be said.
    let (code, _, err) = pathsift(&["run", &file, "--inputs", &tests]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("--pick"), "{err}");
}

#[test]
fn entry_coverage_counts_only_what_the_entry_can_run() {
    let (v, _, _) = generate("entry_reach.c", &["--entry", "classify"]);
    // classify's `x == 42` and sign's `x < 0` and `x > 0 ? :` (a select): 3 branches, 6 edges.
    assert_eq!(v["total_branches"], 6, "{v}");
    assert_eq!(v["covered_branches"], 6, "{v}");
    let (whole, _, _) = generate("entry_reach.c", &[]);
    assert!(whole["total_branches"].as_u64() > Some(6), "{whole}");
}

#[test]
fn a_missing_entry_function_is_bad_input() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().to_string_lossy().to_string();
    let (code, _, err) = pathsift(&[
        "test",
        &program("entry.c"),
        "--out",
        &out,
        "--entry",
        "nosuch",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("no function `nosuch`"), "{err}");
}

#[test]
fn clang_preprocessed_files_replay_with_the_same_branch_counts() {
    let dir = tempfile::tempdir().expect("temp dir");
    let i_file = dir.path().join("preprocessed.i");
    let status = Command::new("clang-14")
        .args(["-E", "-P", &program("preprocessed.c"), "-o"])
        .arg(&i_file)
        .status()
        .expect("clang-14 runs");
    assert!(status.success());
    let out = dir.path().join("suite");
    let (code, v, err) = pathsift(&[
        "test",
        &i_file.to_string_lossy(),
        "--out",
        &out.to_string_lossy(),
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    // malloc never fails in pathsift's model, so `if (!e) abort();` keeps one edge uncovered.
    assert_eq!(v["total_branches"], 12, "{v}");
    assert_eq!(v["covered_branches"], 11, "{v}");
    let r = replay(&out, false);
    assert_eq!(r["coverage"]["branches_total"], 12, "{r}");
    assert_eq!(r["coverage"]["branches_covered"], 11, "{r}");
}

#[test]
fn empty_ifs_and_if_zero_are_not_branches() {
    let (v, _, _) = assert_full_coverage_confirmed("cil_shapes.c", &[]);
    assert_eq!(v["total_branches"], 4, "{v}");
}

#[test]
fn list_functions_get_heap_inputs_the_harness_builds() {
    let spec = program("list-entry.spec");
    let (_, suite, _) = assert_full_coverage_confirmed(
        "list-entry.c",
        &["--entry", "classify", "--entry-spec", &spec],
    );
    let tests = suite["tests"].as_array().expect("tests");
    // `l` may be NULL (the spec says so), and one test needs three nodes, the third 42.
    assert!(
        tests.iter().any(|t| t["inputs"][0]["value"] == "null"),
        "{suite}"
    );
    // One test reaches `return 4`: following `next` twice from `l` leads to a node holding 42
    // (a third node, or the first again when the input list is cyclic).
    let next = |heap: &Value, object: &str| {
        heap["pointers"]
            .as_array()
            .and_then(|ps| {
                ps.iter()
                    .find(|p| p["object"] == object && p["offset"] == 8)
            })
            .and_then(|p| p["target"].as_str())
            .map(str::to_string)
    };
    let elem = |heap: &Value, object: &str| {
        heap["objects"]
            .as_array()
            .and_then(|os| os.iter().find(|o| o["id"] == object))
            .and_then(|o| o["bytes"].as_str())
            .map(|b| {
                i32::from_le_bytes(std::array::from_fn(|i| {
                    u8::from_str_radix(&b[2 + 2 * i..4 + 2 * i], 16).unwrap_or(0)
                }))
            })
    };
    let three = tests.iter().find(|t| {
        let heap = &t["heap"];
        let third = next(heap, "o1").and_then(|o| next(heap, &o));
        third.and_then(|o| elem(heap, &o)) == Some(42)
    });
    assert!(three.is_some(), "{suite}");
}
