//! Building the pathsift binary and interpreting its diagnostics.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use anyhow::{ensure, Context, Result};
use serde_json::Value;

use crate::process::{cargo, repo_root, run_captured, run_checked, Ending};

/// Environment variable naming a prebuilt pathsift binary to use instead of building one.
pub const BIN_ENV: &str = "PATHSIFT_BIN";

/// Builds `target/release/pathsift` (`cargo build --release -p cli`) and returns
/// its path; when `PATHSIFT_BIN` is set, returns that binary without building.
pub fn build_release() -> Result<PathBuf> {
    if let Some(bin) = std::env::var_os(BIN_ENV) {
        let bin = PathBuf::from(bin);
        ensure!(bin.is_file(), "{BIN_ENV}={} is not a file", bin.display());
        return Ok(bin);
    }
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

/// Runs `bin ARGS FILE` (a subcommand given `--json`) for at most `limit`; it must exit 0.
/// Returns its JSON output and its wall time.
pub fn json_run(
    bin: &Path,
    args: &[&str],
    file: &Path,
    limit: Duration,
) -> Result<(Value, Duration)> {
    let mut cmd = Command::new(bin);
    cmd.args(args).arg(file);
    let c = run_captured(&mut cmd, limit)?;
    ensure!(
        c.ending == Ending::Exited(0),
        "{}: {}: {}",
        file.display(),
        c.ending,
        c.stderr_text()
    );
    let what = args.first().copied().unwrap_or("pathsift");
    let v: Value = serde_json::from_slice(&c.stdout).with_context(|| format!("{what} JSON"))?;
    Ok((v, c.elapsed))
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
    let line = stderr
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("(no message)");
    strip_location(line).to_string()
}

/// [`rejection_reason`] with the given input paths replaced by `<input>`, so
/// that the same message about different files groups together.
pub fn rejection_reason_for(stderr: &str, inputs: &[&Path]) -> String {
    let mut reason = rejection_reason(stderr);
    for input in inputs {
        let shown = input.display().to_string();
        if !shown.is_empty() {
            reason = reason.replace(&shown, "<input>");
        }
    }
    reason
}

/// Drops a leading `FILE:LINE:COL: ` or `FILE:LINE: ` (as in clang's
/// diagnostics), so that the same message in different files groups together.
fn strip_location(line: &str) -> &str {
    let mut rest = line;
    while let Some(pos) = rest.find(':') {
        let after = &rest[pos + 1..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 {
            let tail = &after[digits..];
            if let Some(msg) = tail.strip_prefix(": ") {
                return msg;
            }
            if let Some(col_and_msg) = tail.strip_prefix(':') {
                let col = col_and_msg.bytes().take_while(u8::is_ascii_digit).count();
                if let Some(msg) = col_and_msg[col..].strip_prefix(": ") {
                    return msg;
                }
            }
        }
        rest = after;
    }
    line
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
        assert_eq!(
            rejection_reason("/a/b.c:12:3: fatal error: too deep\n"),
            "fatal error: too deep"
        );
        assert_eq!(rejection_reason("x.c:4: error: bad"), "error: bad");
    }

    #[test]
    fn reason_without_paths() {
        let msg = "pathsift: error: /a/b/t.i: compilation failed: x\n";
        assert_eq!(
            super::rejection_reason_for(msg, &[std::path::Path::new("/a/b/t.i")]),
            "pathsift: error: <input>: compilation failed: x"
        );
    }
}
