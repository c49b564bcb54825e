//! Building the pathsift binary and interpreting its diagnostics.

use std::path::PathBuf;
use std::process::Command;

use anyhow::{ensure, Result};

use crate::process::{cargo, repo_root, run_checked};

/// Builds `target/release/pathsift` (`cargo build --release -p cli`) and returns its path.
pub fn build_release() -> Result<PathBuf> {
    run_checked(
        Command::new(cargo())
            .args(["build", "--release", "-p", "cli"])
            .current_dir(repo_root()),
    )?;
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_root().join("target"));
    let bin = target.join("release").join("pathsift");
    ensure!(bin.is_file(), "{} was not built", bin.display());
    Ok(bin)
}

/// Groups a rejection message: the text after `unsupported: ` up to ` at `,
/// else the first non-empty line of stderr.
pub fn rejection_reason(stderr: &str) -> String {
    if let Some(pos) = stderr.find("unsupported: ") {
        let rest = &stderr[pos + "unsupported: ".len()..];
        let line = rest.lines().next().unwrap_or("");
        let reason = line.find(" at ").map_or(line, |end| &line[..end]);
        return format!("unsupported: {}", reason.trim());
    }
    stderr
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("(no message)")
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::rejection_reason;

    #[test]
    fn reason_of_unsupported() {
        let msg = "error: unsupported: inline assembly at foo.c:12\n";
        assert_eq!(rejection_reason(msg), "unsupported: inline assembly");
    }

    #[test]
    fn reason_of_other_error() {
        assert_eq!(
            rejection_reason("\nerror: cannot read x.c\nmore\n"),
            "error: cannot read x.c"
        );
        assert_eq!(rejection_reason(""), "(no message)");
    }
}
