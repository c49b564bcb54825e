//! The structure the design asks for, checked on the sources: the symbolic core knows no
//! technique by name, and no crate of the engine has modules that use each other in a circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn crates() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Every `.rs` file under `dir`, with its path relative to `dir`.
fn sources(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).expect("source directory is readable") {
            let p = e.expect("directory entry").path();
            if p.is_dir() {
                todo.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&p).expect("source is readable");
                let rel = p.strip_prefix(dir).expect("under dir").to_path_buf();
                out.push((rel, text));
            }
        }
    }
    out.sort();
    out
}

/// The words that name a technique of `crates/techniques`. The core's interface to them
/// (`StateExt::merge`, `MergeExt`) is the one thing merging shares with the core.
const TECHNIQUES: [&str; 12] = [
    "subsum",
    "reuse",
    "induction",
    "invariant",
    "interpolant",
    "summar",
    "heap use",
    "heap_use",
    "heapuse",
    "memuse",
    "merging",
    "merge_",
];

#[test]
fn the_symbolic_core_names_no_technique() {
    let mut found = Vec::new();
    for (file, text) in sources(&crates().join("symex/src")) {
        for (i, line) in text.lines().enumerate() {
            let lower = line.to_lowercase();
            for w in TECHNIQUES {
                if lower.contains(w) && !lower.contains("merge_exts") {
                    found.push(format!("{}:{}: `{w}` in {line}", file.display(), i + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "technique names in symex:\n{}",
        found.join("\n")
    );
}

/// Module name (`a::b`) of a source file relative to its crate's `src`.
fn module_of(rel: &Path) -> String {
    let s = rel.with_extension("").display().to_string();
    let s = s.strip_suffix("/mod").unwrap_or(&s).replace('/', "::");
    match s.as_str() {
        "lib" | "main" => "crate".to_string(),
        _ => s,
    }
}

/// The identifier-and-`::` paths of `text` that start with `prefix` (`crate::`, `super::`,
/// or nothing for a module's own children), as segment lists.
fn paths_after(text: &str, prefix: &str) -> Vec<Vec<String>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(k) = text[i..].find(prefix) {
        let start = i + k;
        i = start + prefix.len().max(1);
        let before = start.checked_sub(1).map(|b| bytes[b]);
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b':') {
            continue;
        }
        let rest = &text[start + prefix.len()..];
        let path: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':')
            .collect();
        let segs: Vec<String> = path
            .split("::")
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        if !segs.is_empty() {
            out.push(segs);
        }
    }
    out
}

/// Which modules of the crate in `src` each module refers to by path.
fn module_graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let files = sources(src);
    let names: BTreeSet<String> = files.iter().map(|(f, _)| module_of(f)).collect();
    let mut g = BTreeMap::new();
    for (file, text) in &files {
        let me = module_of(file);
        let parent = match me.rsplit_once("::") {
            Some((p, _)) => p.to_string(),
            None => "crate".to_string(),
        };
        let mut deps = BTreeSet::new();
        // The longest prefix of `base::segs` that is a module.
        let longest = |base: &str, segs: &[String]| {
            (1..=segs.len()).rev().find_map(|k| {
                let tail = segs[..k].join("::");
                let cand = if base == "crate" {
                    tail
                } else {
                    format!("{base}::{tail}")
                };
                names.contains(&cand).then_some(cand)
            })
        };
        for segs in paths_after(text, "crate::") {
            deps.extend(longest("crate", &segs));
        }
        for segs in paths_after(text, "super::") {
            match longest(&parent, &segs) {
                Some(m) => {
                    deps.insert(m);
                }
                None => {
                    deps.insert(parent.clone());
                }
            }
        }
        // A module's own children, named without a prefix.
        for w in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':')) {
            if let Some((head, _)) = w.split_once("::") {
                let cand = if me == "crate" {
                    head.to_string()
                } else {
                    format!("{me}::{head}")
                };
                if names.contains(&cand) && !w.starts_with("crate::") && !w.starts_with("super::") {
                    deps.insert(cand);
                }
            }
        }
        deps.remove(&me);
        deps.remove("crate");
        g.insert(me, deps);
    }
    g
}

/// A circle of modules in `g`, if there is one.
fn circle(g: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        g: &BTreeMap<String, BTreeSet<String>>,
        v: &str,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = stack.iter().position(|s| s == v) {
            return Some(stack[i..].to_vec());
        }
        if done.contains(v) {
            return None;
        }
        stack.push(v.to_string());
        for w in g.get(v).into_iter().flatten() {
            if let Some(c) = visit(g, w, stack, done) {
                return Some(c);
            }
        }
        stack.pop();
        done.insert(v.to_string());
        None
    }
    let mut done = BTreeSet::new();
    for v in g.keys() {
        if let Some(c) = visit(g, v, &mut Vec::new(), &mut done) {
            return Some(c);
        }
    }
    None
}

#[test]
fn no_module_circle_in_any_crate_of_the_engine_or_its_users() {
    for krate in [
        "semantics",
        "interp",
        "symex",
        "techniques",
        "checkers",
        "analyses",
        "cli",
    ] {
        let g = module_graph(&crates().join(krate).join("src"));
        assert!(g.len() > 3, "{krate}: modules were found");
        if let Some(c) = circle(&g) {
            panic!(
                "{krate}: modules use each other in a circle: {}",
                c.join(" -> ")
            );
        }
    }
}

#[test]
fn the_module_graph_sees_a_circle() {
    let g: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec![]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.into_iter().map(str::to_string).collect()))
    .collect();
    assert_eq!(circle(&g).map(|c| c.len()), Some(3));
    let paths = paths_after("use crate::exec::{Executor}; x::y; super::Facts", "crate::");
    assert_eq!(paths, vec![vec!["exec".to_string()]]);
}

#[test]
fn techniques_and_checkers_do_not_know_each_other_and_the_core_knows_neither() {
    let deps = |krate: &str| {
        std::fs::read_to_string(crates().join(krate).join("Cargo.toml")).expect("manifest")
    };
    assert!(!deps("techniques").contains("checkers"));
    assert!(!deps("checkers").contains("techniques"));
    for core in ["semantics", "interp", "symex"] {
        let m = deps(core);
        assert!(
            !m.contains("techniques") && !m.contains("checkers"),
            "{core}"
        );
    }
}
