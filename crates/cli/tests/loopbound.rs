//! `pathsift loopbound` on tests/loopbound: every loop's bound, exactness and (where only one
//! input reaches the bound) witness are exactly what the program's header says, and every
//! witness replays concretely (`pathsift run --loops`) to exactly that many iterations.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

#[path = "support/programs.rs"]
mod programs_support;

#[path = "support/heap_witness.rs"]
mod heap_witness;

#[path = "support/rng.rs"]
mod rng;
use rng::Rng;

use programs_support::pathsift;

/// The test programs' directory.
fn dir() -> PathBuf {
    programs_support::test_dir("loopbound")
}

/// Every `.c` program of tests/loopbound, sorted.
fn programs() -> Vec<PathBuf> {
    programs_support::c_programs("loopbound")
}

/// One `// loop LINE: BOUND KIND [witness V...]` line.
#[derive(Debug, PartialEq)]
struct Expected {
    bound: Option<u64>,
    kind: String,
    witness: Option<Vec<String>>,
}

/// The header: expected loops by line, and extra flags.
fn header(path: &Path) -> (BTreeMap<u64, Expected>, Vec<String>) {
    let text = std::fs::read_to_string(path).expect("program is readable");
    let mut loops = BTreeMap::new();
    let mut flags = Vec::new();
    for line in text.lines().take_while(|l| l.starts_with("// ")) {
        if let Some(rest) = line.strip_prefix("// loop ") {
            let (at, what) = rest
                .split_once(": ")
                .unwrap_or_else(|| panic!("{}: malformed `{line}`", path.display()));
            let words: Vec<&str> = what.split_whitespace().collect();
            let bound = match words.first() {
                Some(&"-") => None,
                Some(n) => Some(n.parse().expect("a bound")),
                None => panic!("{}: malformed `{line}`", path.display()),
            };
            let kind = words.get(1).expect("exact|lower|capped|unreachable");
            let witness = match words.get(2) {
                Some(&"witness") => Some(words[3..].iter().map(|s| s.to_string()).collect()),
                Some(w) => panic!("{}: unexpected `{w}`", path.display()),
                None => None,
            };
            let n = at.parse().expect("a line number");
            loops.insert(
                n,
                Expected {
                    bound,
                    kind: kind.to_string(),
                    witness,
                },
            );
        } else if let Some(rest) = line.strip_prefix("// flags: ") {
            flags.extend(rest.split_whitespace().map(String::from));
        }
    }
    assert!(!loops.is_empty(), "{}: no `// loop` line", path.display());
    (loops, flags)
}

fn json(args: &[&str]) -> Value {
    let (code, stdout, stderr) = pathsift(args);
    assert_eq!(code, 0, "{args:?} exited {code}: {stderr}");
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {stdout}"))
}

/// What the report says of one loop, in the header's words.
fn observed(l: &Value) -> Expected {
    let bound = l["inner_bound"].as_u64();
    let exact = l["exact"].as_bool().unwrap_or(false);
    let kind = match (bound, exact, l["capped"].as_bool().unwrap_or(false)) {
        (None, true, _) => "unreachable",
        (Some(_), true, _) => "exact",
        (Some(_), false, true) => "capped",
        _ => "lower",
    };
    Expected {
        bound,
        kind: kind.into(),
        witness: None,
    }
}

fn witness_values(l: &Value) -> Vec<String> {
    l["witness"]["inputs"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|i| i["value"].as_str().unwrap_or("?").to_string())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn every_loop_gets_the_expected_bound_and_its_witness_replays_to_it() {
    let mut problems = Vec::new();
    for path in programs() {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string();
        let (expected, flags) = header(&path);
        let file = path.to_string_lossy().to_string();
        let mut args = vec!["loopbound", "--json"];
        if !flags.iter().any(|f| f == "--timeout") {
            args.extend(["--timeout", "120"]);
        }
        args.extend(flags.iter().map(String::as_str));
        args.push(&file);
        let r = json(&args);
        let loops = r["loops"].as_array().expect("`loops` is an array");
        let mut seen = BTreeMap::new();
        for l in loops {
            let line = l["location"]["line"].as_u64().unwrap_or(0);
            let mut got = observed(l);
            if let Some(e) = expected.get(&line) {
                if e.witness.is_some() {
                    got.witness = Some(witness_values(l));
                }
            }
            seen.insert(line, got);
            // The witness runs concretely to exactly the bound.
            if let (Some(bound), Some(w)) = (l["inner_bound"].as_u64(), l.get("witness")) {
                let wfile = std::env::temp_dir().join(format!("loopbound-{name}-{line}.json"));
                std::fs::write(&wfile, w.to_string()).expect("witness written");
                let wpath = wfile.to_string_lossy().to_string();
                let cap = flags
                    .iter()
                    .position(|f| f == "--max-iterations")
                    .and_then(|i| flags.get(i + 1));
                let mut rargs = vec!["run", "--json", "--loops", "--inputs", &wpath];
                if let Some(c) = cap {
                    rargs.extend(["--max-iterations", c.as_str()]);
                }
                if let Some(e) = flags.iter().position(|f| f == "--entry") {
                    rargs.extend(
                        flags[e..(e + 2).min(flags.len())]
                            .iter()
                            .map(String::as_str),
                    );
                }
                rargs.push(&file);
                let out = std::process::Command::new(env!("CARGO_BIN_EXE_pathsift"))
                    .args(&rargs)
                    .output()
                    .expect("pathsift runs");
                let run: Value = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
                let replayed = run["loops"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|x| x["location"]["line"].as_u64() == Some(line))
                    .filter_map(|x| x["max_iterations"].as_u64())
                    .max();
                if replayed != Some(bound) {
                    problems.push(format!(
                        "{name}:{line}: bound {bound}, the witness replays to {replayed:?}"
                    ));
                }
            }
        }
        if seen != expected {
            problems.push(format!(
                "{name}: expected {expected:?}\n   got {seen:?}\n   reasons: {}",
                loops
                    .iter()
                    .map(|l| format!("{}: {}", l["location"]["line"], l["reason"]))
                    .collect::<Vec<_>>()
                    .join("; ")
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn without_merging_or_reuse_a_loop_with_two_paths_per_iteration_is_only_a_lower_bound() {
    let file = dir().join("inloop_branches.c");
    let file = file.to_string_lossy();
    let r = json(&[
        "loopbound",
        "--json",
        "--no-merge",
        "--no-reuse",
        "--no-enumerate",
        "--timeout",
        "3",
        &file,
    ]);
    let l = r["loops"]
        .as_array()
        .and_then(|ls| ls.iter().find(|l| l["location"]["line"] == 15))
        .expect("the loop at line 15");
    assert_eq!(l["exact"], false, "{l}");
    assert_eq!(r["complete"], false);
    let merged = json(&[
        "loopbound",
        "--json",
        "--no-reuse",
        "--no-enumerate",
        "--timeout",
        "120",
        &file,
    ]);
    assert!(
        merged["stats"]["merges"].as_u64().unwrap_or(0) >= 200,
        "{merged}"
    );
    assert_eq!(bounds(&merged)[&15], (Some(200), true), "{merged}");
    // Reuse alone: the two states of an iteration differ only in `s`, which no decision
    // reads, so the second one's subtree is the first one's.
    let reused = json(&[
        "loopbound",
        "--json",
        "--no-merge",
        "--no-enumerate",
        "--timeout",
        "120",
        &file,
    ]);
    assert_eq!(bounds(&reused)[&15], (Some(200), true), "{reused}");
    assert!(
        reused["stats"]["reuses"].as_u64().unwrap_or(0) >= 199,
        "{reused}"
    );
}

/// Early decisions that only set bits of a status word the loops never read: reuse explores
/// a small part of the states merging alone does, and finds the same exact bounds.
#[test]
fn reuse_explores_far_fewer_states_for_the_same_bounds() {
    // Input bytes checked inline; checks through two pointers into one record, before and
    // after a loop (the record's address kept in pointer variables, which the relevance
    // analysis follows).
    for (program, loops, reuses) in [
        (
            "reuse_status_bytes.c",
            &[(29, Some(39)), (30, Some(8))][..],
            12,
        ),
        ("reuse_two_pointers.c", &[(35, Some(12))][..], 7),
    ] {
        let file = dir().join(program);
        let file = file.to_string_lossy();
        let run = |extra: &[&str]| {
            let mut args = vec!["loopbound", "--json", "--timeout", "120"];
            args.extend(extra);
            args.push(&file);
            json(&args)
        };
        let with = run(&[]);
        let without = run(&["--no-reuse"]);
        assert_eq!(bounds(&with), bounds(&without), "{with}\n{without}");
        for &(line, bound) in loops {
            assert_eq!(bounds(&with)[&line], (bound, true), "{program}: {with}");
        }
        let states = |r: &Value| r["stats"]["forks"].as_u64().unwrap_or(0) + 1;
        assert!(
            states(&with) * 8 <= states(&without),
            "{program}: {} states with reuse, {} without",
            states(&with),
            states(&without)
        );
        assert!(
            with["stats"]["reuses"].as_u64().unwrap_or(0) >= reuses,
            "{program}: {with}"
        );
    }
}

/// Loop line → (bound, exact) of a report.
fn bounds(r: &Value) -> BTreeMap<u64, (Option<u64>, bool)> {
    r["loops"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|l| {
            (
                l["location"]["line"].as_u64().unwrap_or(0),
                (l["inner_bound"].as_u64(), l["exact"] == true),
            )
        })
        .collect()
}

#[test]
fn the_symbolic_search_agrees_with_running_every_input_of_a_small_domain() {
    // Where the whole domain ran concretely the bounds are exact by construction; the
    // symbolic search (with its merged states) may find less in its budget, but never more,
    // never claims exactness for less, and reports what its witnesses replay to.
    let mut compared = 0;
    let mut problems = Vec::new();
    for path in programs() {
        let (_, flags) = header(&path);
        let file = path.to_string_lossy().to_string();
        if flags.iter().any(|f| f == "--timeout") {
            continue;
        }
        let mut args = vec!["loopbound", "--json", "--timeout", "120"];
        args.extend(flags.iter().map(String::as_str));
        args.push(&file);
        let whole = json(&args);
        if whole["stats"]["enumerated"].as_u64().unwrap_or(0) == 0 || whole["complete"] != true {
            continue;
        }
        compared += 1;
        args[3] = "10";
        args.insert(1, "--no-enumerate");
        let symbolic = json(&args);
        let exact = bounds(&whole);
        for (line, (bound, is_exact)) in bounds(&symbolic) {
            let Some(&(Some(truth), true)) = exact.get(&line) else {
                problems.push(format!("{file}:{line}: no exact bound by enumeration"));
                continue;
            };
            let ok = match bound {
                Some(b) if is_exact => b == truth,
                Some(b) => b <= truth,
                None => !is_exact,
            };
            if !ok {
                problems.push(format!(
                    "{file}:{line}: symbolic {bound:?} (exact: {is_exact}) against {truth}"
                ));
            }
        }
        for l in symbolic["loops"].as_array().into_iter().flatten() {
            if l["reason"]
                .as_str()
                .is_some_and(|r| r.contains("symbolic execution counted"))
            {
                problems.push(format!("{file}: {}", l["reason"]));
            }
        }
    }
    assert!(
        compared >= 8,
        "only {compared} programs ran their whole domain"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_list_walk_from_an_entry_is_bounded_below_by_the_heap_limit() {
    // The list is an input built lazily: each `next` read adds a node until the heap limit,
    // where the path is given up, so the bound is the limit and only a lower bound.
    let file = programs_support::test_dir("entry").join("list_walks.c");
    let spec = programs_support::test_dir("entry").join("list_walks.spec");
    for limit in [3u64, 5] {
        let r = json(&[
            "loopbound",
            "--json",
            "--entry",
            "length",
            "--entry-spec",
            &spec.to_string_lossy(),
            "--max-heap-objects",
            &limit.to_string(),
            &file.to_string_lossy(),
        ]);
        let l = &r["loops"][0];
        assert_eq!(l["location"]["line"], 15, "{r}");
        assert_eq!(l["inner_bound"], limit, "{r}");
        assert_eq!(l["exact"], false, "{r}");
        assert!(
            l["reason"]
                .as_str()
                .is_some_and(|s| s.contains("--max-heap-objects")),
            "{r}"
        );
        assert_eq!(r["complete"], false, "{r}");
        let list = heap_witness::list_from(&l["witness"], "l");
        assert_eq!(list.map(|o| o.len() as u64), Some(limit), "{r}");
    }
}

#[test]
fn bad_input_is_an_error_naming_the_file() {
    let missing = dir().join("no-such-file.c");
    let (code, _, stderr) = pathsift(&["loopbound", &missing.to_string_lossy()]);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("no-such-file.c"), "{stderr}");
    let (code, _, stderr) = pathsift(&[
        "loopbound",
        "--max-iterations",
        "0",
        &dir().join("concrete.c").to_string_lossy(),
    ]);
    assert_eq!(code, 1, "{stderr}");
}

/// A random program over eight input bytes: a loop first, then branches (some update
/// variables that only the result reads, some update the ones later loops count to, some
/// inside a loop), then loops bounded by those variables and by input bytes.
fn random_program(seed: u64) -> String {
    let mut r = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let vars = ["a", "b", "c", "d"];
    let mut body = String::new();
    body.push_str(&format!(
        "    for (int i = 0; i < in[7] % {}; i++) {} += 1;\n",
        2 + r.next(5),
        vars[r.next(4) as usize]
    ));
    for _ in 0..(4 + r.next(5)) {
        let x = r.next(7);
        let k = r.next(256);
        let op = ["<", ">", "==", "!="][r.next(4) as usize];
        let v = vars[r.next(4) as usize];
        let then = match r.next(4) {
            0 => format!("{v} += {};", 1 + r.next(3)),
            1 => format!("s |= {}u;", 1u64 << r.next(16)),
            2 => format!(
                "for (int j = 0; j < 3; j++) if (in[{}] & (1 << j)) s++;",
                r.next(7)
            ),
            _ => format!(
                "if (in[{}] < {}) {v}++; else s ^= 1;",
                r.next(7),
                r.next(256)
            ),
        };
        body.push_str(&format!("    if (in[{x}] {op} {k}) {{ {then} }}\n"));
    }
    for _ in 0..(1 + r.next(3)) {
        let bound = match r.next(3) {
            0 => format!("{} % 5", vars[r.next(4) as usize]),
            1 => format!("in[{}] % {}", r.next(7), 3 + r.next(6)),
            _ => format!(
                "{} + {}",
                vars[r.next(4) as usize],
                vars[r.next(4) as usize]
            ),
        };
        body.push_str(&format!("    for (int k = 0; k < {bound}; k++) t += k;\n"));
    }
    format!(
        "#include <pathsift.h>\n\
         int main(void) {{\n    unsigned char in[8];\n    pathsift_symbolic(in, sizeof in, \"in\");\n\
         \x20   int a = 0, b = 1, c = 2, d = 0, t = 0;\n    unsigned s = 0;\n{body}\
         \x20   return (int)((s + t) & 1);\n}}\n"
    )
}

/// Reuse (with and without merging) finds exactly the bounds merging alone finds, on random
/// programs where some early decisions matter to the loops and some do not.
#[test]
fn reuse_changes_no_bound_on_random_programs() {
    let dir =
        std::env::temp_dir().join(format!("pathsift-loopbound-random-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut reused = 0;
    for seed in 1..=12u64 {
        let path = dir.join(format!("random{seed}.c"));
        std::fs::write(&path, random_program(seed)).expect("program written");
        let file = path.to_string_lossy().to_string();
        let run = |extra: &[&str]| {
            let mut args = vec!["loopbound", "--json", "--no-enumerate", "--timeout", "120"];
            args.extend(extra);
            args.push(&file);
            json(&args)
        };
        let merged = run(&["--no-reuse"]);
        assert_eq!(merged["complete"], true, "seed {seed}: {merged}");
        for extra in [&[][..], &["--no-merge"][..]] {
            let r = run(extra);
            assert_eq!(bounds(&r), bounds(&merged), "seed {seed} {extra:?}: {r}");
            reused += r["stats"]["reuses"].as_u64().unwrap_or(0);
        }
    }
    assert!(reused > 0, "no random program reused a subtree");
}
