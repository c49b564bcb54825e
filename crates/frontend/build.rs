//! Embeds the C runtime sources (runtime/libc) into the front-end.

use std::fmt::Write;
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../runtime/libc");
    println!("cargo:rerun-if-changed={}", dir.display());
    // A binary without its runtime would fail on every program: refuse to build one.
    let mut entries: Vec<_> = match std::fs::read_dir(&dir) {
        Ok(rd) => rd.filter_map(Result::ok).map(|e| e.path()).collect(),
        Err(e) => panic!("cannot read the C runtime at {}: {e}", dir.display()),
    };
    entries.retain(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("c" | "h")));
    assert!(
        !entries.is_empty(),
        "no C runtime files in {}",
        dir.display()
    );
    entries.sort();
    let mut out = String::from("/// The C runtime's files: (name, contents).\npub const RUNTIME_FILES: &[(&str, &str)] = &[\n");
    for p in &entries {
        println!("cargo:rerun-if-changed={}", p.display());
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let _ = writeln!(
            out,
            "    ({name:?}, include_str!({:?})),",
            p.display().to_string()
        );
    }
    out.push_str("];\n");
    // The headers programs may include (`pathsift.h`, `klee/klee.h`), with their paths.
    let inc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../runtime/include");
    println!("cargo:rerun-if-changed={}", inc.display());
    out.push_str("/// The headers offered to programs: (path under the include directory, contents).\npub const INCLUDE_FILES: &[(&str, &str)] = &[\n");
    let mut stack = vec![inc.clone()];
    let mut headers = Vec::new();
    while let Some(d) = stack.pop() {
        println!("cargo:rerun-if-changed={}", d.display());
        for p in std::fs::read_dir(&d)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
        {
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "h") {
                headers.push(p);
            }
        }
    }
    headers.sort();
    assert!(!headers.is_empty(), "no headers in {}", inc.display());
    for p in &headers {
        println!("cargo:rerun-if-changed={}", p.display());
        let rel = p
            .strip_prefix(&inc)
            .map(|r| r.to_string_lossy().into_owned())
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "    ({rel:?}, include_str!({:?})),",
            p.display().to_string()
        );
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap_or_default()).join("runtime_files.rs");
    if let Err(e) = std::fs::write(&dest, out) {
        panic!("cannot write {}: {e}", dest.display());
    }
}
