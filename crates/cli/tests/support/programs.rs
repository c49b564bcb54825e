// The C programs of a folder of tests/, shared by the integration tests that run pathsift
// over every program of their folder, and the way they run it.

use std::path::{Path, PathBuf};
use std::process::Command;

/// `tests/<name>`, resolved.
pub fn test_dir(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests")
        .join(name);
    std::fs::canonicalize(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display()))
}

/// Every `.c` file of `tests/<name>`, sorted.
pub fn c_programs(name: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(test_dir(name))
        .unwrap_or_else(|e| panic!("tests/{name}: {e}"))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    files
}

/// Runs pathsift with `args`; returns its exit code, stdout and stderr.
pub fn pathsift(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .args(args)
        .output()
        .expect("pathsift runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
