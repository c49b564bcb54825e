//! Shell completions and manual pages: generated from the command line's own definitions,
//! they name every subcommand and its options, and the shells accept the scripts.

use std::process::{Command, Output};

#[path = "support/subcommands.rs"]
mod subcommands;
use subcommands::ANALYSING as SUBCOMMANDS;

fn pathsift(args: &[&str]) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .args(args)
        .output()
        .expect("pathsift runs");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn stdout(args: &[&str]) -> String {
    String::from_utf8(pathsift(args).stdout).expect("utf-8")
}

#[test]
fn the_bash_script_parses_and_completes_every_subcommand_and_its_options() {
    let script = stdout(&["completions", "bash"]);
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("pathsift.bash");
    std::fs::write(&file, &script).expect("written");
    // Source it and ask for the completions of `pathsift ch` and `pathsift check --ti` as
    // bash does on Tab: the words in COMP_WORDS, then the command, the word and the one before.
    let probe = format!(
        "source {}\n\
         COMP_WORDS=(pathsift ch); COMP_CWORD=1; _pathsift pathsift ch pathsift; echo \"${{COMPREPLY[@]}}\"\n\
         COMP_WORDS=(pathsift check --ti); COMP_CWORD=2; _pathsift pathsift --ti check; echo \"${{COMPREPLY[@]}}\"\n",
        file.display()
    );
    let out = Command::new("bash")
        .args(["-c", &probe])
        .output()
        .expect("bash runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    assert_eq!(lines, vec!["check".to_string(), "--timeout".to_string()]);
    for sub in SUBCOMMANDS {
        assert!(script.contains(&format!("pathsift,{sub})")), "{sub}");
    }
}

#[test]
fn zsh_and_fish_scripts_name_every_subcommand() {
    let zsh = stdout(&["completions", "zsh"]);
    assert!(zsh.starts_with("#compdef pathsift"));
    let fish = stdout(&["completions", "fish"]);
    for sub in SUBCOMMANDS {
        assert!(zsh.contains(&format!("'{sub}:")), "zsh: {sub}");
        assert!(fish.contains(&format!("-a \"{sub}\"")), "fish: {sub}");
    }
}

#[test]
fn man_prints_pathsift_1_and_writes_a_page_per_subcommand() {
    let page = stdout(&["man"]);
    assert!(page.contains(".TH pathsift 1"), "{page}");
    for sub in SUBCOMMANDS.into_iter().chain(subcommands::MANUAL) {
        assert!(page.contains(&format!("pathsift\\-{sub}(1)")), "{sub}");
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let dir_s = dir.path().to_str().expect("utf-8");
    pathsift(&["man", "--out", dir_s]);
    for sub in SUBCOMMANDS {
        let text = std::fs::read_to_string(dir.path().join(format!("pathsift-{sub}.1")))
            .unwrap_or_else(|e| panic!("pathsift-{sub}.1: {e}"));
        assert!(text.contains(&format!(".TH pathsift-{sub} 1")), "{sub}");
        assert!(
            text.contains(&format!("\\fBpathsift {sub}\\fR")),
            "{sub}: synopsis"
        );
    }
    let check = std::fs::read_to_string(dir.path().join("pathsift-check.1")).expect("read");
    assert!(
        check.contains("\\-\\-timeout"),
        "check's page lists --timeout"
    );
    assert!(
        check.contains("\\-\\-fail\\-on"),
        "check's page lists --fail-on"
    );
}
