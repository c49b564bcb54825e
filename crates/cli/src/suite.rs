//! A test suite's directory as `test` writes it (and `merge`, for the suite of a split
//! run): tests.json, the Test-Comp suite of the minimal cover, every test, the harness; and
//! the names of a fuzzing corpus's files, which `fuzz` and `merge` write in AFL++'s layout.

use std::path::Path;
use std::time::SystemTime;

use ::replay::suite::Suite;
use ::replay::testcomp::{write_suite_dir, Metadata};
use anyhow::{Context, Result};

/// The name of the `i`-th input (from 0) in a corpus's `queue/`.
pub(crate) fn queue_name(i: usize) -> String {
    format!("id:{i:06}")
}

/// The name of the `i`-th crash (from 0) of `kind` in a corpus's `crashes/`.
pub(crate) fn crash_name(i: usize, kind: &str) -> String {
    format!("id:{i:06},kind:{kind}")
}

/// The name of the `i`-th test (from 0).
pub(crate) fn test_id(i: usize) -> String {
    format!("test-{:04}", i + 1)
}

/// Writes `tests.json`, `test-suite/` (the minimal suite), `all/` and, for `--entry`, `harness.c`.
pub(crate) fn write_out(dir: &Path, suite: &Suite) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| dir.display().to_string())?;
    for sub in ["test-suite", "all"] {
        // Stale test files of an earlier run would be taken for part of this suite.
        let d = dir.join(sub);
        if d.exists() {
            std::fs::remove_dir_all(&d).with_context(|| d.display().to_string())?;
        }
    }
    let meta = Metadata::of(suite, SystemTime::now())?;
    write_suite_dir(
        &dir.join("test-suite"),
        &meta,
        suite.tests.iter().filter(|t| t.in_suite),
    )?;
    write_suite_dir(&dir.join("all"), &meta, &suite.tests)?;
    let path = dir.join("tests.json");
    let text = serde_json::to_string_pretty(suite)?;
    std::fs::write(&path, text).with_context(|| path.display().to_string())?;
    let harness = dir.join("harness.c");
    if suite.program.entry.is_some() {
        std::fs::write(&harness, ::replay::entry_harness(suite))
            .with_context(|| harness.display().to_string())?;
    } else if harness.exists() {
        std::fs::remove_file(&harness).with_context(|| harness.display().to_string())?;
    }
    Ok(())
}
