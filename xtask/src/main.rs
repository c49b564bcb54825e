//! `cargo xtask`: pathsift's project automation (setup, tests, differential
//! testing against native builds, corpus lowering, benchmarks).

mod bench;
mod bench_loopbound;
mod bench_parallel;
mod bench_reuse;
mod bench_search;
mod checkbench;
mod determinism;
mod difftest;
mod example;
mod fuzzbench;
mod golden;
mod loopbench;
mod lower_all;
mod pathsift;
mod process;
mod reference;
mod setup;
mod svcomp;
mod test;
mod testcomp;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Command line of `cargo xtask`.
#[derive(Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    about = "pathsift project automation",
    after_help = "Subcommands that run pathsift build it with `cargo build --release -p cli`;\n\
                  set PATHSIFT_BIN=/path/to/pathsift to use a prebuilt binary instead."
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

/// The xtask subcommands.
#[derive(Subcommand)]
enum Cmd {
    /// Install the system packages pathsift needs (clang-14, LLVM 14, Z3, csmith, gcc-multilib).
    Setup,
    /// Build pathsift and run it on the example programs in examples/.
    Example,
    /// Run the whole test suite (cargo test --workspace, runtime tests).
    Test(test::Args),
    /// Differential testing: csmith programs, native gcc build vs. pathsift.
    Difftest(difftest::Args),
    /// Lower every task of an SV-COMP style benchmark directory and classify the results.
    LowerAll(lower_all::Args),
    /// Run a benchmark (e.g. `interp`); without a name, list them.
    Bench(bench::Args),
    /// Verify SV-COMP tasks and score the verdicts against the manifest.
    Svcomp(svcomp::Args),
    /// Run `pathsift check` on the memory-safety tasks: false alarms and bugs found.
    Checkbench(checkbench::Args),
    /// Generate and natively replay test suites for the Test-Comp (coverage-branches) tasks.
    Testcomp(testcomp::Args),
    /// Loop bounds on TACLeBench against its annotated bounds.
    Loopbench(loopbench::Args),
    /// Whitebox fuzzing (pathsift fuzz) against AFL++ on bench/fuzz: bugs found, time to them, branch coverage.
    Fuzzbench(fuzzbench::Args),
    /// Golden counters: every complete run over tests/ against tests/golden/ (--bless rewrites them).
    Golden(golden::Args),
    /// The same answer every run: check, verify, test and loopbound run repeatedly, some
    /// with another core busy, and their JSON compared.
    Determinism(determinism::Args),
    /// Write docs/reference/: a page per pathsift subcommand, from its --help.
    Reference,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.cmd {
        Cmd::Setup => setup::run(),
        Cmd::Example => example::run(),
        Cmd::Test(args) => test::run(&args),
        Cmd::Difftest(args) => difftest::run(&args),
        Cmd::LowerAll(args) => lower_all::run(&args),
        Cmd::Bench(args) => bench::run(&args),
        Cmd::Svcomp(args) => svcomp::run(&args),
        Cmd::Testcomp(args) => testcomp::run(&args),
        Cmd::Checkbench(args) => checkbench::run(&args),
        Cmd::Loopbench(args) => loopbench::run(&args),
        Cmd::Fuzzbench(args) => fuzzbench::run(&args),
        Cmd::Golden(args) => golden::run(&args),
        Cmd::Determinism(args) => determinism::run(&args),
        Cmd::Reference => reference::run(),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("xtask: error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};

    use super::{Cli, Cmd};

    #[test]
    fn cli_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn test_forwards_cargo_arguments() {
        let cli = Cli::try_parse_from(["cargo xtask", "test", "-p", "cli", "--", "--nocapture"])
            .expect("parses");
        let Cmd::Test(args) = cli.cmd else {
            panic!("not the test subcommand")
        };
        assert_eq!(args.cargo_args, ["-p", "cli", "--", "--nocapture"]);
    }
}
