//! docs/ is documentation whose commands work: every command of the fenced blocks of
//! docs/**/*.md (by the convention of support/fences.rs: every line of a `sh` block, every
//! `$ ` line of another block) runs as written, with this build's `pathsift` first on the
//! `PATH`, and succeeds (a command that is meant to fail says so with `|| echo`). The pages
//! of docs/reference/ generated from `--help` (`cargo xtask reference`) are left out; the
//! hand-written ones there are not.
//!
//! The commands of one page run in order, in a scratch directory of their own in which
//! `tests`, `examples` and `docs` are the repository's: what they write (`r.json`, `suite/`,
//! `out/`) stays out of the checkout. Each output line a page shows that starts with
//! `verdict:` or `error[` must be a line of what the command prints (trimmed; a path under
//! the scratch directory counts as relative to it, as it is written from the repository's
//! root).

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "support/fences.rs"]
mod fences;
#[path = "support/subcommands.rs"]
mod subcommands;

use fences::FencedCommand;

/// How many commands docs/ has at least: a page whose blocks stop being found (a fence
/// renamed, a file moved) fails here rather than passing with nothing run.
const AT_LEAST: usize = 71;

fn root() -> PathBuf {
    let r = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::canonicalize(&r).unwrap_or_else(|e| panic!("{}: {e}", r.display()))
}

/// The Markdown files under `dir`, recursively, sorted.
fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            markdown_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "md") {
            out.push(p);
        }
    }
}

/// Whether `page` is one that `cargo xtask reference` writes from `--help`.
fn generated(root: &Path, page: &Path) -> bool {
    let reference = root.join("docs/reference");
    page.parent() == Some(reference.as_path())
        && page
            .file_stem()
            .and_then(|s| s.to_str())
            .is_some_and(|stem| {
                stem == "README"
                    || subcommands::ANALYSING
                        .into_iter()
                        .chain(subcommands::MANUAL)
                        .any(|sub| sub == stem)
            })
}

/// The pages of docs/ whose commands the test runs, with their commands.
fn pages() -> Vec<(PathBuf, Vec<FencedCommand>)> {
    let root = root();
    let mut files = Vec::new();
    markdown_files(&root.join("docs"), &mut files);
    files
        .into_iter()
        .filter(|p| !generated(&root, p))
        .map(|p| {
            let text =
                std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            (p, fences::commands(&text))
        })
        .filter(|(_, cs)| !cs.is_empty())
        .collect()
}

/// The `PATH` with this build's `pathsift` first.
fn path_with_pathsift() -> std::ffi::OsString {
    let bin = Path::new(env!("CARGO_BIN_EXE_pathsift"))
        .parent()
        .expect("the binary's directory")
        .to_path_buf();
    std::env::join_paths(std::iter::once(bin).chain(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    )))
    .expect("PATH")
}

/// The lines of a command's shown output that its real output must have.
fn checked_lines(c: &FencedCommand) -> impl Iterator<Item = &str> {
    c.shown
        .iter()
        .map(|l| l.trim())
        .filter(|l| l.starts_with("verdict:") || l.starts_with("error["))
}

#[test]
fn every_command_of_docs_runs_as_written_and_prints_what_it_shows() {
    let root = root();
    let path = path_with_pathsift();
    let pages = pages();
    let total: usize = pages.iter().map(|(_, cs)| cs.len()).sum();
    assert!(
        total >= AT_LEAST,
        "{total} commands found in docs/, expected at least {AT_LEAST}"
    );
    let mut failures = Vec::new();
    for (page, commands) in &pages {
        let rel = page
            .strip_prefix(&root)
            .unwrap_or(page)
            .display()
            .to_string();
        let scratch = tempfile::tempdir().expect("a scratch directory");
        for dir in ["tests", "examples", "docs"] {
            std::os::unix::fs::symlink(root.join(dir), scratch.path().join(dir))
                .expect("symlink into the scratch directory");
        }
        // How the scratch directory appears in absolute paths that pathsift prints.
        let mut prefixes = vec![format!("{}/", scratch.path().display())];
        if let Ok(real) = std::fs::canonicalize(scratch.path()) {
            prefixes.push(format!("{}/", real.display()));
        }
        for c in commands {
            let out = Command::new("sh")
                .args(["-c", &c.command])
                .current_dir(scratch.path())
                .env("PATH", &path)
                .output()
                .expect("sh runs");
            let mut stdout = String::from_utf8_lossy(&out.stdout).into_owned();
            for p in &prefixes {
                stdout = stdout.replace(p.as_str(), "");
            }
            let context = || {
                format!(
                    "{rel}:{}: {}\n--- stdout:\n{stdout}\n--- stderr:\n{}",
                    c.line,
                    c.command,
                    String::from_utf8_lossy(&out.stderr)
                )
            };
            if !out.status.success() {
                failures.push(format!("failed ({}): {}", out.status, context()));
                continue;
            }
            let printed: Vec<&str> = stdout.lines().map(str::trim).collect();
            for shown in checked_lines(c) {
                if !printed.contains(&shown) {
                    failures.push(format!("does not print `{shown}`: {}", context()));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {total} commands of docs/ do not work as written:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn no_benchmark_is_a_command_of_docs() {
    // The benchmarks run for hours: docs/benchmarks.md lists them in a table, not in a
    // block whose commands this test would run.
    for (page, commands) in pages() {
        for c in commands {
            assert!(
                !c.command.starts_with("cargo xtask"),
                "{}:{}: `{}` is a benchmark or a set-up step: list it outside a code block",
                page.display(),
                c.line,
                c.command
            );
        }
    }
}
