//! The README is a guide whose commands work: every command of its `sh` blocks runs as
//! written, from the repository's root, with this build's `pathsift` on the `PATH`, and
//! succeeds (a command that is meant to fail says so with `|| echo`). The set-up commands
//! (`cargo xtask ...`) are what CI itself runs, so they are not run again here.

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "support/fences.rs"]
#[allow(dead_code)]
mod fences;
#[path = "support/subcommands.rs"]
mod subcommands;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn every_command_of_the_readme_runs_as_written() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    assert!(
        readme.lines().count() <= 250,
        "README.md is a guide of at most 250 lines; reference material goes under docs/"
    );
    let commands: Vec<String> = fences::sh_commands(&readme)
        .into_iter()
        .filter(|c| !c.starts_with("cargo "))
        .collect();
    assert!(commands.len() >= 15, "{commands:?}");
    let bin = Path::new(env!("CARGO_BIN_EXE_pathsift"))
        .parent()
        .expect("the binary's directory")
        .to_path_buf();
    let path = std::env::join_paths(std::iter::once(bin).chain(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    )))
    .expect("PATH");
    for c in &commands {
        let out = Command::new("bash")
            .args(["-c", c])
            .current_dir(root())
            .env("PATH", &path)
            .output()
            .expect("bash runs");
        assert!(
            out.status.success(),
            "README command failed ({}): {c}\nstdout: {}\nstderr: {}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn the_tour_shows_what_the_commands_print() {
    // The README quotes `check`'s answer on the tour: it must stay what pathsift prints.
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let out = Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .args(["check", "--color", "never", "examples/tour/tour_named.c"])
        .current_dir(root())
        .output()
        .expect("pathsift runs");
    let printed = String::from_utf8_lossy(&out.stdout);
    let quoted = readme
        .split("```text\n")
        .nth(1)
        .and_then(|s| s.split("```").next())
        .expect("a text block");
    assert_eq!(printed.trim_end(), quoted.trim_end());
}

#[test]
fn each_subcommand_has_a_reference_page_with_its_current_options() {
    for sub in subcommands::ANALYSING
        .into_iter()
        .chain(subcommands::MANUAL)
    {
        let file = root().join(format!("docs/reference/{sub}.md"));
        let page = std::fs::read_to_string(&file)
            .unwrap_or_else(|e| panic!("{}: {e} (run `cargo xtask reference`)", file.display()));
        let out = Command::new(env!("CARGO_BIN_EXE_pathsift"))
            .args([sub, "--help"])
            .output()
            .expect("pathsift runs");
        let help = String::from_utf8_lossy(&out.stdout);
        let block = format!("$ pathsift {sub} --help\n{}\n```", help.trim_end());
        assert!(
            page.contains(&block),
            "docs/reference/{sub}.md is stale: run `cargo xtask reference`"
        );
    }
}
