//! `pathsift verify` on tests/verify: exact verdicts, violation lines, and witnesses that replay.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

struct Expectation {
    property: String,
    verdict: String,
    line: Option<u64>,
    /// Seconds for verify (`timeout N`; an `unknown` program runs until it).
    timeout: Option<String>,
    /// `accelerated`: the witness replays with `--accelerate-loops` (its loops run billions
    /// of iterations one by one).
    accelerated: bool,
    extra: Vec<String>,
}

fn expectation(file: &Path) -> Expectation {
    let text = std::fs::read_to_string(file).expect("test program is readable");
    let first = text.lines().next().unwrap_or_default();
    let spec = first
        .strip_prefix("// verify:")
        .unwrap_or_else(|| panic!("{}: no `// verify:` line", file.display()));
    let mut words = spec.split_whitespace();
    let property = words.next().expect("property").to_string();
    let verdict = words.next().expect("verdict").to_string();
    let mut line = None;
    let mut timeout = None;
    let mut accelerated = false;
    let mut extra = Vec::new();
    while let Some(w) = words.next() {
        if w == "accelerated" {
            accelerated = true;
        } else if w == "line" {
            line = words.next().and_then(|n| n.parse().ok());
        } else if w == "timeout" {
            timeout = words.next().map(str::to_string);
        } else {
            extra.push(w.to_string());
        }
    }
    Expectation {
        property,
        verdict,
        line,
        timeout,
        accelerated,
        extra,
    }
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

/// `pathsift verify --json --property unreach-call ARGS tests/verify/PROGRAM`, which must exit 0.
fn verify_json(program: &str, args: &[&str]) -> Value {
    verify_file_json(&root().join("tests/verify").join(program), args)
}

/// `verify --json --property unreach-call ARGS FILE`, which must exit 0.
fn verify_file_json(file: &Path, args: &[&str]) -> Value {
    verify_property_json(file, "unreach-call", args)
}

/// `verify --json --property PROPERTY ARGS FILE`, which must exit 0.
fn verify_property_json(file: &Path, property: &str, args: &[&str]) -> Value {
    let f = file.to_string_lossy().to_string();
    let mut all = vec!["verify", "--json", "--property", property];
    all.extend_from_slice(args);
    all.push(&f);
    let (code, v, stderr) = pathsift(&all);
    assert_eq!(code, 0, "{f} {args:?}: {stderr}");
    v
}

/// `verify --property P` on `tests/verify/<program>` by paths alone (no k-induction, BMC or
/// concrete runs) for 3 seconds, with `extra` options.
fn verify_paths_only(program: &str, property: &str, extra: &[&str]) -> Value {
    verify_paths_only_for(program, property, 3, extra)
}

/// [`verify_paths_only`] for `seconds`.
fn verify_paths_only_for(program: &str, property: &str, seconds: u32, extra: &[&str]) -> Value {
    let file = root().join("tests/verify").join(program);
    let timeout = seconds.to_string();
    let paths_only = [
        "--timeout",
        &timeout,
        "--no-k-induction",
        "--no-bmc",
        "--no-concrete-runs",
    ];
    verify_property_json(&file, property, &[&paths_only[..], extra].concat())
}

#[test]
fn verdicts_locations_and_witnesses() {
    let dir = root().join("tests/verify");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/verify exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "expected the verify corpus");
    let mut failures = Vec::new();
    for f in &files {
        let exp = expectation(f);
        let fs = f.to_string_lossy().to_string();
        let mut args = vec![
            "verify",
            "--json",
            "--timeout",
            exp.timeout.as_deref().unwrap_or("60"),
            "--property",
            exp.property.as_str(),
            fs.as_str(),
        ];
        // A spec file is named relative to the test program.
        let extra: Vec<String> = exp
            .extra
            .iter()
            .scan(false, |spec, a| {
                let out = if *spec {
                    dir.join(a).to_string_lossy().to_string()
                } else {
                    a.clone()
                };
                *spec = a == "--entry-spec";
                Some(out)
            })
            .collect();
        args.extend(extra.iter().map(String::as_str));
        let (code, v, stderr) = pathsift(&args);
        let name = f
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        if code != 0 {
            failures.push(format!("{name}: exit {code}: {stderr}"));
            continue;
        }
        let verdict = v["verdict"].as_str().unwrap_or("?");
        if verdict != exp.verdict {
            failures.push(format!(
                "{name}: verdict {verdict}, expected {} ({})",
                exp.verdict, v["reason"]
            ));
            continue;
        }
        if verdict != "false" {
            continue;
        }
        let line = v["location"]["line"].as_u64();
        // A leak is found at exit, which has no source line.
        let exp_line = if v["kind"] == "memory-leak" {
            Some(0)
        } else {
            exp.line
        };
        if line != exp_line {
            failures.push(format!(
                "{name}: violation at line {line:?}, expected {:?}",
                exp.line
            ));
        }
        if exp.extra.iter().any(|a| a == "--entry") {
            // `run` starts at main: an entry function's witness (an input heap, or flat
            // buffers' bytes) is checked by verify itself, which says false only when the
            // concrete interpreter, building those inputs, replays it.
            let count = |p: &str| {
                v["witness"]
                    .pointer(p)
                    .and_then(Value::as_array)
                    .map_or(0, Vec::len)
            };
            if count("/heap/params") == 0 && count("/inputs") == 0 {
                failures.push(format!("{name}: no input heap in the witness: {v}"));
            }
            continue;
        }
        // The witness must drive the concrete interpreter to the same error at the same line.
        let w = tempfile::NamedTempFile::new().expect("temp file");
        std::fs::write(w.path(), v["witness"].to_string()).expect("write witness");
        let wp = w.path().to_string_lossy().to_string();
        let mut run_args = vec!["run", "--json", "--inputs", wp.as_str(), fs.as_str()];
        if exp.property == "no-overflow" {
            run_args.push("--check-overflow");
        }
        if v["kind"] == "memory-leak" {
            run_args.push("--check-leaks");
        }
        if exp.accelerated {
            run_args.push("--accelerate-loops");
        }
        let (_, run, _) = pathsift(&run_args);
        let kind = &run["error"]["kind"];
        if exp.property == "unreach-call" && v["kind"] != "reach-error" {
            failures.push(format!("{name}: violation kind {}", v["kind"]));
        }
        if *kind != v["kind"] || run["error"]["location"]["line"].as_u64() != exp_line {
            failures.push(format!(
                "{name}: witness replays to {} at line {}",
                kind, run["error"]["location"]["line"]
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "verify failures:\n{}",
        failures.join("\n")
    );
}

/// A violation reached only through signed overflow is no evidence (C gives the rest of the
/// run no meaning): unknown, naming the overflow and its line, whether a concrete run (a
/// sum past INT_MAX in a loop of 10^5 iterations) or the symbolic engines (the one input
/// that overflows) get there; `--property no-overflow` reports the overflow itself.
#[test]
fn a_violation_reached_only_after_signed_overflow_is_unknown_naming_it() {
    for (program, line) in [
        ("overflow_then_error_unknown.c", 13),
        ("overflow_input_then_error_unknown.c", 11),
    ] {
        let v = verify_json(program, &[]);
        assert_eq!(v["verdict"], "unknown", "{program}: {v}");
        let reason = v["reason"].as_str().unwrap_or("");
        assert!(
            reason.contains("overflow") && reason.contains(&format!("{program}:{line}")),
            "{program}: {reason}"
        );
        let file = root().join("tests/verify").join(program);
        let o = verify_property_json(&file, "no-overflow", &[]);
        assert_eq!(o["verdict"], "false", "{program}: {o}");
        assert_eq!(o["location"]["line"], line, "{program}: {o}");
    }
}

/// A violation's path is the program's decisions: the branch clang's overflow check adds at
/// `x + 1` (line 9), which the symbolic path forks at, is not one of its steps.
#[test]
fn a_violation_path_leaves_out_the_overflow_checks() {
    let v = verify_paths_only("sum_then_assert_false.c", "assertions", &[]);
    assert_eq!(v["verdict"], "false", "{v}");
    let steps: Vec<(u64, &str)> = v["trace"]
        .as_array()
        .expect("trace")
        .iter()
        .map(|s| {
            (
                s["line"].as_u64().unwrap_or(0),
                s["note"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        steps,
        vec![(10, "condition true"), (11, "condition false")],
        "{v}"
    );
}

/// Errors that many inputs reach, behind a long loop or many forks, are found by the
/// portfolio's concrete runs (zero inputs, with loop acceleration; random inputs, taking
/// turns with the runs that loop long), and not by the symbolic engines in the same time.
#[test]
fn concrete_runs_find_errors_that_symbolic_engines_do_not_reach_in_time() {
    for (program, how) in [
        ("accelerated_false.c", "with every input zero"),
        ("concrete_random_false.c", "with random inputs"),
        // Seeds 1, 2 and 4 draw equal neighbours and loop as long as the zero run; seed 3
        // draws arbitrary 32-bit values.
        ("concrete_turns_false.c", "with random inputs (seed 3)"),
    ] {
        let v = verify_json(program, &["--timeout", "30"]);
        assert_eq!(v["verdict"], "false", "{program}: {v}");
        assert_eq!(v["engine"], "paths", "{program}");
        let reason = v["reason"].as_str().unwrap_or("");
        assert!(reason.contains(how), "{program}: {reason}");
        let v = verify_json(program, &["--timeout", "3", "--no-concrete-runs"]);
        assert_eq!(
            v["verdict"], "unknown",
            "{program} without concrete runs: {v}"
        );
    }
    let v = verify_json("accelerated_false.c", &[]);
    assert_eq!(v["witness"]["inputs"], serde_json::json!([]));
    let v = verify_json("concrete_random_false.c", &[]);
    let negative = v["witness"]["inputs"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter(|i| i["value"].as_str().is_some_and(|t| t.starts_with('-')))
                .count()
        })
        .unwrap_or(0);
    assert_eq!(
        v["witness"]["inputs"].as_array().map(Vec::len),
        Some(20_000)
    );
    assert!(negative > 100, "{negative} negative inputs");
}

#[test]
fn json_has_the_interface_stats() {
    let f = root().join("tests/verify/branch_false.c");
    let (_, v, _) = pathsift(&[
        "verify",
        "--json",
        "--property",
        "unreach-call",
        &f.to_string_lossy(),
    ]);
    for k in [
        "time_s",
        "instructions",
        "paths_completed",
        "paths_pruned",
        "forks",
        "solver_queries",
        "solver_time_s",
    ] {
        assert!(v["stats"].get(k).is_some(), "stats.{k} missing in {v}");
    }
    let s = &v["stats"]["solver"];
    for k in [
        "constant_hits",
        "query_cache_hits",
        "cex_cache_hits",
        "z3_calls",
    ] {
        assert!(s.get(k).is_some(), "stats.solver.{k} missing in {v}");
    }
    assert_eq!(v["witness"]["inputs"][0]["name"], "__VERIFIER_nondet_int");
    let x: i64 = v["witness"]["inputs"][0]["value"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("x value");
    let y: i64 = v["witness"]["inputs"][1]["value"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("y value");
    assert!(
        x > 1000 && x < 1010 && y == 3 * x + 7,
        "witness x={x} y={y}"
    );
}

/// The list and tree functions proved `true` above need abstraction and subsumption: without
/// them the exploration of lists and trees of any size stops at the input-heap limit and the
/// answer is unknown. The buggy ones' errors (and a doubly linked removal's, which needs two
/// nodes linked both ways) reproduce natively: `check` finds the same line and `replay`
/// confirms it from a harness that builds the witness's heap.
#[test]
fn list_proofs_need_subsumption_and_list_bugs_replay_natively() {
    let dir = root().join("tests/verify");
    let spec = |s: &str| dir.join(s).to_string_lossy().to_string();
    let cases = [
        ("list_partition_true.c", "partition", "list.spec"),
        ("list_find_true.c", "find", "list.spec"),
        ("list_reverse_true.c", "reverse", "list.spec"),
        ("list_remove_all_true.c", "remove_all", "list.spec"),
        ("list_append_true.c", "append", "append.spec"),
        ("list_insert_true.c", "insert_sorted", "insert.spec"),
        ("tree_insert_true.c", "insert", "tree.spec"),
    ];
    for (file, entry, s) in cases {
        let verify = |extra: &[&str]| verify_entry(file, entry, s, "unreach-call", "30", extra);
        let (code, v, stderr) = verify(&["--no-subsumption"]);
        assert_eq!(code, 0, "{file}: {stderr}");
        assert_eq!(v["verdict"], "unknown", "{file} without subsumption: {v}");
        assert_eq!(v["stats"]["subsumed"], 0, "{file}: {v}");
        let (_, v, _) = verify(&[]);
        assert!(
            v["stats"]["subsumed"].as_u64().unwrap_or(0) > 0,
            "{file}: nothing subsumed: {v}"
        );
    }
    for (file, entry, line, s) in [
        ("list_partition_false.c", "partition", 29, Some("list.spec")),
        (
            "list_insert_false.c",
            "insert_sorted",
            19,
            Some("insert.spec"),
        ),
        ("tree_insert_false.c", "insert", 38, Some("tree.spec")),
        ("dll_remove_false.c", "dll_remove", 24, None),
        // Past the n elements `size n a` gives, though inside the block: the harness
        // allocates exactly n elements, so ASan confirms it.
        (
            "array_prefix_sum_false.c",
            "prefix_sum",
            14,
            Some("prefix.spec"),
        ),
    ] {
        let f = dir.join(file).to_string_lossy().to_string();
        let s = s.map(spec);
        let mut args = vec!["check", "--json", "--timeout", "30", &f, "--entry", entry];
        if let Some(s) = &s {
            args.extend(["--entry-spec", s]);
        }
        let (code, v, stderr) = pathsift(&args);
        assert_eq!(code, 0, "{file}: {stderr}");
        let found = v["findings"].as_array().cloned().unwrap_or_default();
        assert_eq!(found.len(), 1, "{file}: {v}");
        assert_eq!(found[0]["location"]["line"], line, "{file}: {v}");
        assert_replays(&v, file);
    }
}

/// `pathsift verify --json` of entry `entry` in tests/verify/`file`, with the spec
/// tests/verify/`spec`.
fn verify_entry(
    file: &str,
    entry: &str,
    spec: &str,
    property: &str,
    timeout: &str,
    extra: &[&str],
) -> (i32, Value, String) {
    let dir = root().join("tests/verify");
    let f = dir.join(file).to_string_lossy().to_string();
    let s = dir.join(spec).to_string_lossy().to_string();
    let mut args = vec![
        "verify",
        "--json",
        "--timeout",
        timeout,
        "--property",
        property,
        &f,
        "--entry",
        entry,
        "--entry-spec",
        &s,
    ];
    args.extend_from_slice(extra);
    pathsift(&args)
}

/// `pathsift replay` confirms the error of result `v` natively.
fn assert_replays(v: &Value, what: &str) {
    let tmp = tempfile::tempdir().expect("temp dir");
    let json = tmp.path().join("result.json");
    std::fs::write(&json, v.to_string()).expect("write result.json");
    let (code, r, stderr) = pathsift(&["replay", &json.to_string_lossy(), "--json"]);
    assert_eq!(code, 0, "replay of {what}: {stderr}");
    assert_eq!(r["results"][0]["confirmed"], true, "{what}: {r}");
}

/// Arrays of symbolic length up to 128 elements (`size n a`, 512-byte buffers): the loops
/// over them do not end on paths alone, and at each loop header the index variables keep
/// only their order and the array its segments' facts, so subsumption proves the seed's
/// fixed partition, a Lomuto partition, and a fill then search over two arrays (whose
/// segment outlives its loop's index). The seed's buggy partition reads past the n
/// elements; the witness replays under ASan.
#[test]
fn array_proofs_need_subsumption_and_array_bugs_replay_natively() {
    for (file, entry, property, spec) in [
        (
            "array_apartition_true.c",
            "apartition",
            "valid-memsafety",
            "apartition.spec",
        ),
        (
            "array_partition_true.c",
            "partition",
            "unreach-call",
            "partition.spec",
        ),
        (
            "array_fill_find_true.c",
            "fill_find",
            "unreach-call",
            "fill_find.spec",
        ),
    ] {
        let buffer = ["--buffer-size", "512"];
        let without = ["--buffer-size", "512", "--no-subsumption"];
        let (code, v, stderr) = verify_entry(file, entry, spec, property, "5", &without);
        assert_eq!(code, 0, "{file}: {stderr}");
        assert_eq!(v["verdict"], "unknown", "{file} without subsumption: {v}");
        // Budgets are work, counted to hold on a loaded machine: room for a proof there.
        let (code, v, stderr) = verify_entry(file, entry, spec, property, "300", &buffer);
        assert_eq!(code, 0, "{file}: {stderr}");
        assert_eq!(v["verdict"], "true", "{file}: {v}");
        assert!(
            v["stats"]["subsumed"].as_u64().unwrap_or(0) > 0,
            "{file}: nothing subsumed: {v}"
        );
    }
    let (code, v, stderr) = verify_entry(
        "array_apartition_false.c",
        "apartition",
        "apartition.spec",
        "valid-memsafety",
        "60",
        &["--buffer-size", "512"],
    );
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(v["verdict"], "false", "{v}");
    assert_eq!(v["subproperty"], "valid-deref", "{v}");
    assert_eq!(v["location"]["line"], 13, "{v}");
    assert_replays(&v, "array_apartition_false.c");
}

/// Lists that `main` builds in a loop of any length: the program's own nodes are summarised
/// into segments with the facts their bytes share, so paths alone prove the correct program,
/// and time out without subsumption. An error that needs a summarised node is first met on an
/// abstracted state, which is not reported: the exploration without abstraction finds it with
/// a witness that replays.
#[test]
fn lists_main_builds_are_summarised_and_their_proofs_need_subsumption() {
    let paths_only = ["--no-k-induction", "--no-bmc", "--no-concrete-runs"];
    let run = |program: &str, extra: &[&str]| {
        verify_json(
            program,
            &[&["--timeout", "3"], &paths_only[..], extra].concat(),
        )
    };
    let v = run("built_list_true.c", &[]);
    assert_eq!(v["verdict"], "true", "{v}");
    assert!(v["stats"]["subsumed"].as_u64().unwrap_or(0) > 0, "{v}");
    assert!(v["stats"]["abstractions"].as_u64().unwrap_or(0) > 0, "{v}");
    let v = run("built_list_true.c", &["--no-subsumption"]);
    assert_eq!(v["verdict"], "unknown", "{v}");
    // A field's input (assume(0 < key < 100)) is carried by the segment's facts, and the
    // state with the next node's input is covered by giving the stored one that input.
    let v = run("built_list_inputs_true.c", &[]);
    assert_eq!(v["verdict"], "true", "{v}");
    assert!(v["stats"]["subsumed"].as_u64().unwrap_or(0) > 0, "{v}");
    let v = run("built_list_false.c", &[]);
    assert_eq!(v["verdict"], "false", "{v}");
    assert_eq!(v["location"]["line"], 29, "{v}");
    assert!(v["stats"]["abstractions"].as_u64().unwrap_or(0) > 0, "{v}");
    // A list of 1s ended by a 3: nodes whose constants differ are not summarised together,
    // so the walk to the 3 never steps past the segment's end into NULL.
    let v = run("built_list_sentinel_true.c", &[]);
    assert_eq!(v["verdict"], "true", "{v}");
    assert!(v["stats"]["subsumed"].as_u64().unwrap_or(0) > 0, "{v}");
    let v = run("built_list_sentinel_true.c", &["--no-subsumption"]);
    assert_eq!(v["verdict"], "unknown", "{v}");
    let v = run("built_list_sentinel_false.c", &[]);
    assert_eq!(v["verdict"], "false", "{v}");
    assert_eq!(v["location"]["line"], 30, "{v}");
    assert!(v["stats"]["abstractions"].as_u64().unwrap_or(0) > 0, "{v}");
    assert_replays(&v, "built_list_sentinel_false.c");
}

/// valid-memsafety over a list `main` builds and frees: a segment of the program's nodes keeps
/// one live block, so that losing the segment is losing memory. The proof needs subsumption;
/// a node left unfreed in a long list is found (first on an abstracted path, then without
/// abstraction, with a witness that replays).
#[test]
fn lists_main_builds_and_frees_are_proved_memory_safe() {
    let run = |program: &str, extra: &[&str]| verify_paths_only(program, "valid-memsafety", extra);
    let v = run("built_list_memsafe_true.c", &[]);
    assert_eq!(v["verdict"], "true", "{v}");
    assert!(v["stats"]["subsumed"].as_u64().unwrap_or(0) > 0, "{v}");
    let v = run("built_list_memsafe_true.c", &["--no-subsumption"]);
    assert_eq!(v["verdict"], "unknown", "{v}");
    let v = run("built_list_memsafe_false.c", &[]);
    assert_eq!(v["verdict"], "false", "{v}");
    assert_eq!(v["subproperty"], "valid-memtrack", "{v}");
    assert!(v["stats"]["abstractions"].as_u64().unwrap_or(0) > 0, "{v}");
}

/// Doubly linked lists `main` builds, and lists built by helper functions then walked by a
/// callee: segments held at both ends, runs along either link, and the caller's frame waiting
/// at the call compared by what it still needs. The proofs need subsumption; the bugs, which
/// need a list of three nodes or more, replay.
#[test]
fn doubly_linked_lists_and_lists_walked_by_callees_are_proved() {
    for program in ["built_dll_true.c", "built_list_callee_true.c"] {
        let v = verify_paths_only(program, "unreach-call", &[]);
        assert_eq!(v["verdict"], "true", "{program}: {v}");
        assert!(v["stats"]["subsumed"].as_u64().unwrap_or(0) > 0, "{v}");
        let v = verify_paths_only(program, "unreach-call", &["--no-subsumption"]);
        assert_eq!(v["verdict"], "unknown", "{program}: {v}");
    }
    let v = verify_paths_only("built_dll_true.c", "valid-memsafety", &[]);
    assert_eq!(v["verdict"], "true", "{v}");
    for (program, line) in [("built_dll_false.c", 31), ("built_list_callee_false.c", 34)] {
        let v = verify_paths_only(program, "unreach-call", &[]);
        assert_eq!(v["verdict"], "false", "{program}: {v}");
        assert_eq!(v["location"]["line"], line, "{program}: {v}");
        assert_replays(&v, program);
    }
}

#[test]
fn lists_walked_by_callees_after_build_loops_of_any_lengths_are_proved() {
    // The callees' locals are other blocks after build loops of other lengths, and the build
    // loops' conditions stay in the path condition: subsumption pairs the blocks and leaves
    // those conditions out.
    let run = |program: &str, extra: &[&str]| verify_paths_only(program, "unreach-call", extra);
    let v = run("built_list_marks_true.c", &[]);
    assert_eq!(v["verdict"], "true", "{v}");
    assert!(v["stats"]["subsumed"].as_u64().unwrap_or(0) > 0, "{v}");
    let v = run("built_list_marks_true.c", &["--no-subsumption"]);
    assert_eq!(v["verdict"], "unknown", "{v}");
    let v = run("built_list_marks_false.c", &[]);
    assert_eq!(v["verdict"], "false", "{v}");
    assert_eq!(v["location"]["line"], 57, "{v}");
    assert_eq!(v["location"]["function"], "walk_back", "{v}");
    assert_replays(&v, "built_list_marks_false.c");
}

#[test]
fn alternating_lists_are_summarised_by_rounds_of_two_nodes() {
    // No two neighbours hold the same kind, so only a segment of rounds (request, reply)
    // summarises the list; the conversation is proved, and freed whole.
    for property in ["unreach-call", "valid-memsafety"] {
        let v = verify_paths_only("alternating_pairs_true.c", property, &[]);
        assert_eq!(v["verdict"], "true", "{property}: {v}");
        assert!(v["stats"]["subsumed"].as_u64().unwrap_or(0) > 0, "{v}");
    }
    let v = verify_paths_only(
        "alternating_pairs_true.c",
        "unreach-call",
        &["--no-subsumption"],
    );
    assert_eq!(v["verdict"], "unknown", "{v}");
    // A reply sent twice breaks the rounds: the check fails on three nodes.
    let v = verify_paths_only("alternating_pairs_false.c", "unreach-call", &[]);
    assert_eq!(v["verdict"], "false", "{v}");
    assert_eq!(v["location"]["line"], 62, "{v}");
    assert_eq!(v["location"]["function"], "main", "{v}");
    assert_replays(&v, "alternating_pairs_false.c");
}

#[test]
fn tail_recursive_walks_are_proved_at_their_calls_entries() {
    let run = |program: &str, extra: &[&str]| verify_paths_only(program, "unreach-call", extra);
    let entry = ["--entry", "check", "--entry-spec"];
    let spec = root().join("tests/verify/list.spec");
    let spec = spec.to_string_lossy();
    let entry = [&entry[..], &[spec.as_ref()]].concat();
    for (program, extra) in [
        ("recursive_search_true.c", &[][..]),
        ("recursive_entry_true.c", &entry[..]),
    ] {
        let v = run(program, extra);
        assert_eq!(v["verdict"], "true", "{program}: {v}");
        assert!(v["stats"]["subsumed"].as_u64().unwrap_or(0) > 0, "{v}");
        let v = run(program, &[extra, &["--no-subsumption"]].concat());
        assert_eq!(v["verdict"], "unknown", "{program}: {v}");
    }
    // A frame that adds to its callee's result stays compared: leaving it out would lose the
    // path that returns through four of them.
    for (program, extra, line) in [
        ("recursive_search_false.c", &[][..], 32),
        ("recursive_entry_false.c", &entry[..], 20),
        ("recursive_count_false.c", &[][..], 31),
    ] {
        let v = run(program, extra);
        assert_eq!(v["verdict"], "false", "{program}: {v}");
        assert_eq!(v["location"]["line"], line, "{program}: {v}");
        assert_replays(&v, program);
    }
}

#[test]
fn candidate_invariants_prove_what_plain_k_induction_cannot() {
    for (program, engine_unwind) in [
        ("kind_parity_true.c", 1),
        ("kind_linear_true.c", 1),
        ("kind_order_true.c", 1),
    ] {
        let run = |extra: &[&str]| verify_json(program, &[&["--timeout", "5"], extra].concat());
        let v = run(&[]);
        assert_eq!(v["verdict"], "true", "{program}: {v}");
        assert_eq!(v["engine"], "kinduction", "{program}: {v}");
        assert_eq!(v["unwind"], engine_unwind, "{program}: {v}");
        let v = run(&["--no-invariants"]);
        assert_eq!(v["verdict"], "unknown", "{program} without invariants: {v}");
    }
}

#[test]
fn k_induction_proves_an_unbounded_loop_that_paths_cannot() {
    let run = |extra: &[&str]| {
        verify_json(
            "kind_unbounded_true.c",
            &[&["--timeout", "5"], extra].concat(),
        )
    };
    let v = run(&[]);
    assert_eq!(v["verdict"], "true", "{v}");
    assert_eq!(v["engine"], "kinduction", "{v}");
    assert_eq!(v["unwind"], 1, "{v}");
    let v = run(&["--k-induction"]);
    assert_eq!(
        (v["verdict"].as_str(), v["engine"].as_str()),
        (Some("true"), Some("kinduction")),
        "{v}"
    );
    // Path exploration alone never ends this loop.
    let v = run(&["--no-k-induction"]);
    assert_eq!(
        (v["verdict"].as_str(), v["engine"].as_str()),
        (Some("unknown"), Some("paths")),
        "{v}"
    );
    // The error of the fourth iteration, behind a callee's write, is found and replays.
    let g = root()
        .join("tests/verify/kind_callee_global_false.c")
        .to_string_lossy()
        .to_string();
    let (code, v, stderr) = pathsift(&[
        "verify",
        "--json",
        "--property",
        "unreach-call",
        "--timeout",
        "20",
        "--k-induction",
        &g,
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(v["verdict"], "false", "{v}");
    assert_eq!(v["location"]["line"], 16, "{v}");
    // Refuted for k = 1..3 (g is fresh in the step), found by the base case of k = 4.
    assert_eq!(v["unwind"], 4, "{v}");
}

#[test]
fn bmc_merges_the_paths_that_path_exploration_enumerates() {
    let run = |extra: &[&str]| verify_json("bmc_diamond_true.c", extra);
    let v = run(&["--bmc", "--timeout", "30"]);
    assert_eq!(v["verdict"], "true", "{v}");
    assert_eq!(v["engine"], "bmc", "{v}");
    assert_eq!(v["unwind"], 32, "{v}");
    assert!(v["stats"]["merges"].as_u64().unwrap_or(0) >= 24, "{v}");
    // 24 iterations need 25 arrivals at the loop's header: 16 unrollings do not suffice.
    let v = run(&["--bmc", "--unwind", "16", "--timeout", "30"]);
    assert_eq!(v["verdict"], "unknown", "{v}");
    assert_eq!(v["unwind"], 16, "{v}");
    assert!(
        v["reason"]
            .as_str()
            .unwrap_or_default()
            .starts_with("unwinding assertion"),
        "{v}"
    );
    // One path at a time, 2^24 of them do not fit in the budget.
    let v = run(&["--no-k-induction", "--no-reuse", "--timeout", "3"]);
    assert_eq!(v["verdict"], "unknown", "{v}");
    assert_eq!(v["engine"], "paths", "{v}");
}

/// `--merge` merges the paths of the path explorer where they meet (joins and loop headers):
/// the diamond's 2^24 paths become one state per iteration, and an error that needs one
/// exact choice per iteration is found through the merged formula, its witness replaying.
#[test]
fn merging_joins_makes_path_exploration_prove_and_find_what_it_enumerates() {
    let paths_only = [
        "--no-k-induction",
        "--no-bmc",
        "--no-reuse",
        "--no-concrete-runs",
    ];
    let run = |program: &str, merge: bool| {
        let mut args = paths_only.to_vec();
        if merge {
            args.extend(["--merge", "--timeout", "20"]);
        } else {
            args.extend(["--timeout", "3"]);
        }
        verify_json(program, &args)
    };
    let v = run("bmc_diamond_true.c", true);
    assert_eq!(v["verdict"], "true", "{v}");
    assert_eq!(v["engine"], "paths", "{v}");
    assert_eq!(v["stats"]["merges"], 24, "{v}");
    assert_eq!(v["stats"]["paths_completed"], 1, "{v}");
    let v = run("bmc_diamond_true.c", false);
    assert_eq!(v["verdict"], "unknown", "{v}");
    let v = run("bmc_bits_false.c", true);
    assert_eq!(v["verdict"], "false", "{v}");
    assert_eq!(v["location"]["line"], 16, "{v}");
    assert_eq!(v["stats"]["merges"], 20, "{v}");
    assert_eq!(v["stats"]["paths_completed"], 1, "{v}");
    // One path at a time, the error is one of 2^20 leaves: not reached in the same time.
    let v = run("bmc_bits_false.c", false);
    assert_eq!(v["verdict"], "unknown", "{v}");
}

/// A status word and a failure count that only the exit status reads (globals written by a
/// helper): paths alone prove the program with reuse in a fraction of the paths, since a
/// state at a join stands for another whatever their status. The twin that tests the status
/// word is still found, with a witness that replays.
#[test]
fn reuse_ignores_a_status_word_that_no_decision_reads() {
    let paths = |program: &str, extra: &[&str]| {
        let mut args = vec!["--no-merge", "--jobs", "1"];
        args.extend_from_slice(extra);
        verify_paths_only_for(program, "unreach-call", 60, &args)
    };
    let with = paths("status_word_true.c", &[]);
    let without = paths("status_word_true.c", &["--no-reuse"]);
    assert_eq!(with["verdict"], "true", "{with}");
    assert_eq!(without["verdict"], "true", "{without}");
    assert_eq!(without["stats"]["paths_completed"], 512, "{without}");
    assert_eq!(with["stats"]["paths_completed"], 12, "{with}");
    // Depth first, each subtree is finished before its sibling arrives at the join.
    let dfs = paths("status_word_true.c", &["--search", "dfs"]);
    assert_eq!(dfs["verdict"], "true", "{dfs}");
    assert_eq!(dfs["stats"]["paths_completed"], 2, "{dfs}");
    for extra in [&[][..], &["--search", "dfs"][..]] {
        let v = paths("status_word_false.c", extra);
        assert_eq!(v["verdict"], "false", "{extra:?}: {v}");
        assert_eq!(v["location"]["line"], 30, "{extra:?}: {v}");
        assert_replays(&v, "status_word_false.c");
    }
}

#[test]
fn the_portfolio_proves_with_bmc_what_k_induction_and_paths_cannot() {
    let run = |extra: &[&str]| verify_json("bmc_portfolio_true.c", extra);
    // BMC gets a fifth of the budget; its one query took 0.6 to 1.6 s alone, and more than
    // the 2 s of a 10 s budget once on a loaded CI machine.
    let v = run(&["--timeout", "20"]);
    assert_eq!(v["verdict"], "true", "{v}");
    assert_eq!(v["engine"], "bmc", "{v}");
    assert_eq!(v["unwind"], 32, "{v}");
    let v = run(&["--timeout", "4", "--no-bmc"]);
    assert_eq!(v["verdict"], "unknown", "{v}");
    assert!(
        v["reason"]
            .as_str()
            .unwrap_or_default()
            .contains("the induction step fails for k = 8"),
        "{v}"
    );
}

/// A generated program in the style of SV-COMP's ECA/RERS tasks: one function whose
/// `else if` chain has `arms` arms; the last one calls `reach_error()` for input `arms`.
fn else_if_chain(arms: usize) -> String {
    let mut c = String::from(
        "extern void abort(void);\nextern void reach_error(void);\n\
         extern int __VERIFIER_nondet_int(void);\n\
         int a0, a1, a2, a3, a4, a5, a6, a7, a8, a9;\n\
         int step(int input) {\n    if (input == 0) { a0 = 1; return 0; }\n",
    );
    for k in 1..arms {
        c.push_str(&format!(
            "    else if (input == {k} && a{} == 0) {{ a{} = {}; return {k}; }}\n",
            k % 10,
            k * 7 % 10,
            k % 5
        ));
    }
    c.push_str(&format!(
        "    else if (input == {arms}) {{ reach_error(); abort(); }}\n    return -1;\n}}\n\
         int main(void) {{\n    step(__VERIFIER_nondet_int());\n    return 0;\n}}\n"
    ));
    c
}

#[test]
fn a_twelve_thousand_arm_else_if_chain_compiles_and_the_timeout_covers_the_front_end() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("chain.c");
    std::fs::write(&file, else_if_chain(12_000)).expect("write program");
    // clang needs more than its usual 8 MiB of stack for this nesting (it crashed before);
    // the error is in the chain's last arm: line 12,006 (5 lines of head, one per arm).
    let v = verify_file_json(&file, &["--no-k-induction", "--no-bmc", "--timeout", "900"]);
    assert_eq!(v["verdict"], "false", "{v}");
    assert_eq!(v["location"]["line"], 12_006, "{v}");
    assert_eq!(v["witness"]["inputs"][0]["value"], "12000", "{v}");
    // A deadline that passes while clang is still compiling ends the run there, unknown.
    let v = verify_file_json(&file, &["--timeout", "0.2"]);
    assert_eq!(v["verdict"], "unknown", "{v}");
    assert_eq!(v["engine"], "front-end", "{v}");
    assert!(
        v["reason"]
            .as_str()
            .unwrap_or_default()
            .starts_with("timeout in the front-end: clang-14 was still running"),
        "{v}"
    );
}
