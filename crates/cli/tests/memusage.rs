//! `pathsift memusage` on tests/memusage: every program's worst-case heap is exactly what its
//! header says (`// memusage: N`, and `// memusage-expr: E` for a bound in a named input),
//! exact, the same with and without reuse, and its witness replays (`pathsift run --heap`)
//! to exactly that many bytes. Reuse's effect is asserted on the twelve-branch program and on
//! bookkeeping no decision reads, and random programs get the same bounds and verdicts with
//! and without it.

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

fn json(args: &[&str]) -> Value {
    let (code, stdout, stderr) = pathsift(args);
    assert_eq!(code, 0, "{args:?} exited {code}: {stderr}");
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {stdout}"))
}

/// The value of header line `// KEY: value`.
fn header(path: &Path, key: &str) -> Option<String> {
    let text = std::fs::read_to_string(path).expect("program is readable");
    let prefix = format!("// {key}: ");
    text.lines()
        .take_while(|l| l.starts_with("//"))
        .find_map(|l| l.strip_prefix(&prefix).map(|v| v.trim().to_string()))
}

fn memusage(path: &Path, reuse: bool) -> Value {
    let p = path.to_str().expect("utf-8 path");
    let mut args = vec!["memusage", p, "--json", "--timeout", "120"];
    if !reuse {
        args.push("--no-reuse");
    }
    json(&args)
}

/// The heap mark of a concrete run of `path` on `witness`.
fn replayed_peak(path: &Path, witness: &Value, tag: &str) -> u64 {
    let dir = std::env::temp_dir().join(format!("pathsift-memusage-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let w = dir.join(format!("{tag}.json"));
    std::fs::write(&w, witness.to_string()).expect("witness written");
    let args = [
        "run",
        path.to_str().expect("utf-8 path"),
        "--inputs",
        w.to_str().expect("utf-8 path"),
        "--heap",
        "--json",
    ];
    // `run` exits with the program's own status, which may say that checks failed.
    let (code, stdout, stderr) = pathsift(&args);
    let v: Value = serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("{args:?} exited {code}: {stderr} ({e})"));
    assert_eq!(
        Some(i64::from(code)),
        v["exit_code"].as_i64(),
        "{args:?}: {stderr}"
    );
    v["heap_peak_bytes"]
        .as_u64()
        .unwrap_or_else(|| panic!("no heap_peak_bytes: {v}"))
}

#[test]
fn every_program_gets_its_exact_bound_with_a_witness_that_replays() {
    let programs: Vec<PathBuf> = programs_support::c_programs("memusage");
    assert!(programs.len() >= 8);
    for path in programs {
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("?");
        let expected: u64 = header(&path, "memusage")
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{name}: no `// memusage: N` header"));
        let r = memusage(&path, true);
        assert_eq!(r["bound_bytes"].as_u64(), Some(expected), "{name}: {r}");
        assert_eq!(r["exact"], true, "{name}: {r}");
        assert_eq!(r["complete"], true, "{name}: {r}");
        assert_eq!(
            replayed_peak(&path, &r["witness"], name),
            expected,
            "{name}: the witness does not replay to the bound"
        );
        assert_eq!(
            r["bound_expr"].as_str().map(String::from),
            header(&path, "memusage-expr"),
            "{name}: {r}"
        );
        // A bound expression is proved over its domain, not only checked at points.
        let expr = header(&path, "memusage-expr").is_some();
        assert_eq!(r["bound_expr_proved"], expr, "{name}: {r}");
        let plain = memusage(&path, false);
        assert_eq!(plain["bound_bytes"], r["bound_bytes"], "{name}: {plain}");
        assert_eq!(plain["exact"], true, "{name}: {plain}");
        assert_eq!(plain["reuses"], 0, "{name}: {plain}");
    }
}

#[test]
fn reuse_cuts_the_states_of_twelve_independent_branches() {
    let path = programs_support::test_dir("memusage").join("branches12.c");
    let with = memusage(&path, true);
    let without = memusage(&path, false);
    assert_eq!(without["states"], 4096, "{without}");
    // The score is only returned: no decision reads it, so every state at a join stands for
    // the others (before, with the score compared, 79 states and 66 reuses).
    assert_eq!(with["states"], 13, "{with}");
    assert_eq!(with["reuses"], 12, "{with}");
    assert_eq!(with["bound_bytes"], without["bound_bytes"]);
    let (a, b) = (
        with["states"].as_u64().unwrap_or(u64::MAX),
        without["states"].as_u64().unwrap_or(0),
    );
    assert!(a * 8 <= b, "{a} states with reuse, {b} without");
}

/// A status word, counters and statistics that only the exit status reads: in locals, in
/// globals written by a helper, in a struct with an array cleared by `memset`, in a record a
/// helper updates through a pointer and a second pointer prints. States that differ there
/// alone reach the same allocations, so each join's first subtree stands for every later
/// state. A count that sizes the allocation is compared.
#[test]
fn reuse_ignores_what_no_decision_reads() {
    for (program, states_with, states_without) in [
        ("status_local.c", 8, 96),
        ("status_global.c", 24, 3072),
        ("status_struct.c", 7, 64),
        // Before pointers were followed into helpers: 128 states with reuse too.
        ("status_through_pointers.c", 8, 128),
    ] {
        let path = programs_support::test_dir("memusage").join(program);
        let with = memusage(&path, true);
        let without = memusage(&path, false);
        assert_eq!(with["bound_bytes"], without["bound_bytes"], "{program}");
        assert_eq!(with["states"], states_with, "{program}: {with}");
        assert_eq!(without["states"], states_without, "{program}: {without}");
        assert!(
            states_with * 8 <= states_without,
            "{program}: {states_with} states with reuse, {states_without} without"
        );
    }
    // Ten counted bits: 1,024 paths, 11 counts, so states meet again only with equal counts.
    let path = programs_support::test_dir("memusage").join("status_sized.c");
    let with = memusage(&path, true);
    assert_eq!(with["bound_bytes"], 80, "{with}");
    assert_eq!(with["states"], 56, "{with}");
}

/// A random program over six input bytes: branches on them (some nested, some contradicting
/// earlier ones), counters, allocations and frees of sizes that depend on the branches, and
/// an assertion that may or may not hold.
fn random_program(seed: u64) -> String {
    let mut r = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut body = String::new();
    let vars = ["a", "b", "c"];
    for i in 0..(4 + r.next(4)) {
        let x = r.next(6);
        let k = r.next(256);
        let v = vars[r.next(3) as usize];
        let op = ["<", ">", "==", "!="][r.next(4) as usize];
        let size = 8 * (1 + r.next(16));
        let then = match r.next(4) {
            0 => format!("{v} += {};", r.next(5)),
            1 => format!("free(p[{i}]); p[{i}] = malloc({size});"),
            2 => {
                let k = r.next(8);
                format!("free(p[{k}]); p[{k}] = 0;")
            }
            _ => format!("if (in[{}] < {}) {v}++;", r.next(6), r.next(256)),
        };
        let other = match r.next(3) {
            0 => format!("{v} -= 1;"),
            1 => format!("q = malloc({v} & 63); free(q);"),
            _ => String::new(),
        };
        body.push_str(&format!(
            "    if (in[{x}] {op} {k}) {{ {then} }} else {{ {other} }}\n"
        ));
    }
    let (v, w) = (vars[r.next(3) as usize], vars[r.next(3) as usize]);
    let bound = r.next(12);
    format!(
        "#include <stdlib.h>\n#include <pathsift.h>\nextern void reach_error(void);\n\
         int main(void) {{\n    unsigned char in[6];\n    pathsift_symbolic(in, sizeof in, \"in\");\n\
         \x20   int a = 0, b = 1, c = 2;\n    char *p[8] = {{0}}; char *q;\n{body}\
         \x20   if ({v} - {w} > {bound}) reach_error();\n\
         \x20   for (int i = 0; i < 8; i++) free(p[i]);\n    return 0;\n}}\n"
    )
}

#[test]
fn reuse_changes_no_bound_and_no_verdict_on_random_programs() {
    let dir = std::env::temp_dir().join(format!("pathsift-reuse-random-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut reused = 0;
    for seed in 1..=16u64 {
        let path = dir.join(format!("random{seed}.c"));
        std::fs::write(&path, random_program(seed)).expect("program written");
        let p = path.to_str().expect("utf-8 path");
        let with = memusage(&path, true);
        let without = memusage(&path, false);
        assert_eq!(with["bound_bytes"], without["bound_bytes"], "seed {seed}");
        assert_eq!(with["exact"], without["exact"], "seed {seed}");
        reused += with["reuses"].as_u64().unwrap_or(0);
        let verify = |reuse: bool| {
            let mut args = vec!["verify", p, "--property", "unreach-call", "--json"];
            if !reuse {
                args.push("--no-reuse");
            }
            json(&args)
        };
        let (vw, vn) = (verify(true), verify(false));
        assert_eq!(vw["verdict"], vn["verdict"], "seed {seed}: {vw} / {vn}");
        assert_ne!(vw["verdict"], "unknown", "seed {seed}: {vw}");
    }
    assert!(reused > 0, "no random program reused a subtree");
}

#[test]
fn a_list_copied_from_an_entry_costs_a_node_per_input_node_up_to_the_heap_limit() {
    // Each node of the lazily built input list is copied: the peak is one new node per input
    // node, and the input heap's limit makes it a lower bound.
    let file = programs_support::test_dir("entry").join("list_walks.c");
    let spec = programs_support::test_dir("entry").join("list_walks.spec");
    for limit in [2u64, 4] {
        let r = json(&[
            "memusage",
            "--json",
            "--entry",
            "copy",
            "--entry-spec",
            &spec.to_string_lossy(),
            "--max-heap-objects",
            &limit.to_string(),
            &file.to_string_lossy(),
        ]);
        // `struct node` is an int and a pointer: 16 bytes in LP64.
        assert_eq!(r["bound_bytes"], 16 * limit, "{r}");
        assert_eq!(r["exact"], false, "{r}");
        assert_eq!(
            r["at_peak"].as_array().map(Vec::len),
            Some(limit as usize),
            "{r}"
        );
        assert!(
            r["incomplete"][0]
                .as_str()
                .is_some_and(|s| s.contains("--max-heap-objects")),
            "{r}"
        );
        let list = heap_witness::list_from(&r["witness"], "l");
        assert_eq!(list.map(|o| o.len() as u64), Some(limit), "{r}");
    }
}

/// `// memusage-domain: k 0..8, n 0..512`: each named input with its range.
fn domain(path: &Path) -> Vec<(String, i128, i128)> {
    let Some(text) = header(path, "memusage-domain") else {
        return Vec::new();
    };
    text.split(',')
        .map(|part| {
            let (name, range) = part.trim().split_once(' ').expect("`NAME LO..HI`");
            let (lo, hi) = range.split_once("..").expect("`LO..HI`");
            let num = |s: &str| s.trim().parse::<i128>().expect("a number");
            (name.to_string(), num(lo), num(hi))
        })
        .collect()
}

/// The value of a bound expression of INTERFACE.md's grammar (integers, names, `+ - * /`,
/// parentheses, `min(a,b)`, `max(a,b)`) where the names have `vals`.
fn eval(expr: &str, vals: &[(String, i128)]) -> i128 {
    struct P<'a> {
        s: &'a [u8],
        i: usize,
        vals: &'a [(String, i128)],
    }
    impl P<'_> {
        fn skip(&mut self) {
            while self.s.get(self.i) == Some(&b' ') {
                self.i += 1;
            }
        }
        fn eat(&mut self, c: u8) -> bool {
            self.skip();
            let ok = self.s.get(self.i) == Some(&c);
            self.i += usize::from(ok);
            ok
        }
        fn sum(&mut self) -> i128 {
            let mut v = self.product();
            loop {
                if self.eat(b'+') {
                    v += self.product();
                } else if self.eat(b'-') {
                    v -= self.product();
                } else {
                    return v;
                }
            }
        }
        fn product(&mut self) -> i128 {
            let mut v = self.atom();
            loop {
                if self.eat(b'*') {
                    v *= self.atom();
                } else if self.eat(b'/') {
                    v /= self.atom();
                } else {
                    return v;
                }
            }
        }
        fn atom(&mut self) -> i128 {
            self.skip();
            if self.eat(b'(') {
                let v = self.sum();
                assert!(self.eat(b')'), "unbalanced parentheses");
                return v;
            }
            let start = self.i;
            while self
                .s
                .get(self.i)
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
            {
                self.i += 1;
            }
            let word = std::str::from_utf8(&self.s[start..self.i]).expect("ASCII");
            if let Ok(n) = word.parse() {
                return n;
            }
            if word == "min" || word == "max" {
                assert!(self.eat(b'('));
                let a = self.sum();
                assert!(self.eat(b','));
                let b = self.sum();
                assert!(self.eat(b')'));
                return if word == "min" { a.min(b) } else { a.max(b) };
            }
            self.vals
                .iter()
                .find(|(n, _)| n == word)
                .unwrap_or_else(|| panic!("unknown name {word:?}"))
                .1
        }
    }
    let mut p = P {
        s: expr.as_bytes(),
        i: 0,
        vals,
    };
    let v = p.sum();
    p.skip();
    assert_eq!(p.i, expr.len(), "trailing text in {expr:?}");
    v
}

/// `count` points of the domain: its corners, then values spread by a fixed generator.
fn points(dom: &[(String, i128, i128)], count: usize) -> Vec<Vec<(String, i128)>> {
    let mut out: Vec<Vec<(String, i128)>> = Vec::new();
    for corner in 0..(1u32 << dom.len()) {
        out.push(
            dom.iter()
                .enumerate()
                .map(|(j, (n, lo, hi))| (n.clone(), if corner >> j & 1 == 0 { *lo } else { *hi }))
                .collect(),
        );
    }
    let mut r = Rng(0x5eed);
    while out.len() < count {
        let p: Vec<(String, i128)> = dom
            .iter()
            .map(|(n, lo, hi)| (n.clone(), lo + i128::from(r.next((hi - lo + 1) as u64))))
            .collect();
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

#[test]
fn bound_expressions_equal_the_worst_case_at_fifty_points_of_their_domain() {
    // At each point the program fixes its named inputs (`-D AT_n=v`) and memusage finds the
    // worst case over the other inputs by itself: the expression must give that number.
    let mut programs = 0;
    for path in programs_support::c_programs("memusage") {
        let dom = domain(&path);
        let Some(expr) = header(&path, "memusage-expr") else {
            continue;
        };
        assert!(!dom.is_empty(), "{}: no memusage-domain", path.display());
        programs += 1;
        for point in points(&dom, 50) {
            let defines: Vec<String> = point.iter().map(|(n, v)| format!("AT_{n}={v}")).collect();
            let mut args = vec!["memusage", path.to_str().expect("utf-8 path"), "--json"];
            for d in &defines {
                args.extend(["-D", d.as_str()]);
            }
            let r = json(&args);
            assert_eq!(r["exact"], true, "{} at {point:?}: {r}", path.display());
            assert_eq!(
                r["bound_bytes"].as_i64().map(i128::from),
                Some(eval(&expr, &point)),
                "{}: {expr} at {point:?}",
                path.display()
            );
        }
    }
    assert!(programs >= 5, "{programs} programs with a bound expression");
}
