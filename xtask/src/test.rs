//! `cargo xtask test`: the whole test suite, as CI runs it.

use std::process::Command;

use anyhow::{bail, Result};

use crate::process::{cargo, describe, repo_root, run_status};
use crate::setup;

/// Arguments of `cargo xtask test`.
#[derive(clap::Args)]
pub struct Args {
    /// Extra arguments forwarded to `cargo test --workspace`.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub cargo_args: Vec<String>,
}

/// Runs cargo's tests, the runtime's shell tests and the golden comparison; fails if any failed.
pub fn run(args: &Args) -> Result<()> {
    setup::ensure_installed()?;
    let root = repo_root();
    let mut failed = Vec::new();

    let mut cargo_test = Command::new(cargo());
    cargo_test
        .args(["test", "--workspace"])
        .args(&args.cargo_args)
        .current_dir(&root);
    let status = run_status(&mut cargo_test)?;
    if !status.success() {
        failed.push(format!("cargo test --workspace ({})", describe(status)));
    }

    let runtime_tests = root.join("runtime/tests/run.sh");
    if runtime_tests.is_file() {
        let status = run_status(Command::new("bash").arg(&runtime_tests).current_dir(&root))?;
        if !status.success() {
            failed.push(format!("runtime/tests/run.sh ({})", describe(status)));
        }
    }

    // The golden counters: every complete run over tests/ must give what tests/golden/ holds.
    if let Err(e) = crate::golden::compare_all() {
        failed.push(format!("cargo xtask golden ({e:#})"));
    }
    // A run split over workers gives one run's results.
    if let Err(e) = crate::golden::compare_split_ci() {
        failed.push(format!("cargo xtask golden --split 4 ({e:#})"));
    }

    if !failed.is_empty() {
        bail!("failed: {}", failed.join(", "));
    }
    Ok(())
}
