//! `cargo xtask example`: build pathsift and show what it does on examples/.

use std::process::Command;

use anyhow::{bail, Result};

use crate::process::{describe, repo_root, run_status};
use crate::{pathsift, setup};

/// One demonstration: a pathsift invocation and what it shows.
struct Step {
    /// What the step demonstrates.
    title: &'static str,
    /// Arguments passed to `pathsift` (paths relative to the repository root).
    args: &'static [&'static str],
    /// The exit code pathsift should end with.
    expect_code: i32,
}

/// The demonstration, in order; add a step here for each new pathsift feature.
const STEPS: &[Step] = &[
    Step {
        title: "Run a C program concretely (structs, function pointers, loops, malloc)",
        args: &["run", "examples/inventory.c"],
        expect_code: 0,
    },
    Step {
        title: "Verify that reach_error() is unreachable: pathsift finds the input that reaches it",
        args: &[
            "verify",
            "--property",
            "unreach-call",
            "examples/parse_packet.c",
        ],
        expect_code: 0,
    },
    Step {
        title: "Generate tests covering every feasible branch (Test-Comp XML, tests.json)",
        args: &[
            "test",
            "examples/parse_packet.c",
            "--out",
            "target/example-suite",
        ],
        expect_code: 0,
    },
    Step {
        title: "Replay the suite natively with gcc --coverage: gcov confirms the branch coverage",
        args: &["replay", "target/example-suite"],
        expect_code: 0,
    },
    Step {
        title: "Find bugs with the inputs that trigger them: a leak and an out-of-bounds read",
        args: &["check", "examples/ring_buffer.c"],
        expect_code: 0,
    },
];

/// Runs the demonstration.
pub fn run() -> Result<()> {
    setup::ensure_installed()?;
    let bin = pathsift::build_release()?;
    let mut failed = Vec::new();
    for step in STEPS {
        println!();
        println!("==> {}", step.title);
        let status = run_status(Command::new(&bin).args(step.args).current_dir(repo_root()))?;
        println!("[pathsift ended with {}]", describe(status));
        if status.code() != Some(step.expect_code) {
            failed.push(format!(
                "pathsift {}: expected exit code {}, got {}",
                step.args.join(" "),
                step.expect_code,
                describe(status)
            ));
        }
    }
    if !failed.is_empty() {
        bail!("example steps failed:\n  {}", failed.join("\n  "));
    }
    Ok(())
}
