//! `pathsift`: symbolic execution for C. See INTERFACE.md for the command-line contract.

mod check;
mod common;
mod decode;
mod entry;
mod fuzz;
mod loopbound;
mod lower;
mod manual;
mod memusage;
mod merge;
mod parallel;
mod progress;
mod replay;
mod report;
mod run;
mod saved;
mod suite;
mod test;
mod verify;
mod worker;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Symbolic execution for C programs.
#[derive(Parser, Debug)]
#[command(name = "pathsift", version, about, long_about = None)]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Colour text output: auto (a terminal, and NO_COLOR unset), always or never.
    #[arg(long, global = true, value_enum, default_value = "auto")]
    color: common::ColorChoice,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Execute a program concretely (nondet inputs are zero, or come from --inputs).
    Run(run::RunArgs),
    /// Compile and lower a program to pathsift's IR, and print a summary or a dump.
    Lower(lower::LowerArgs),
    /// Decide an SV-COMP property: true, false (with a replayable witness) or unknown.
    Verify(verify::VerifyArgs),
    /// Generate tests covering the program's feasible branches (Test-Comp XML, tests.json).
    Test(test::TestArgs),
    /// Find bugs on feasible paths (memory errors, leaks, division, assertions) with witnesses.
    Check(check::CheckArgs),
    /// Replay a test suite (or check findings) natively: gcov coverage, sanitizer evidence.
    Replay(replay::ReplayArgs),
    /// Each loop's inner bound: the most iterations one entry reaches, with the input reaching it.
    Loopbound(loopbound::LoopboundArgs),
    /// The worst-case heap high-water mark, with the input reaching it.
    Memusage(memusage::MemusageArgs),
    /// Whitebox fuzzing from seed inputs: concolic runs, generational search, AFL++'s corpus layout.
    Fuzz(fuzz::FuzzArgs),
    /// Combine the JSON results of a split run's shards (--shard I/N) into one result.
    Merge(merge::MergeArgs),
    /// Write the HTML report of a saved result (check, verify, test or fuzz --json).
    Report(saved::ReportArgs),
    /// Print a shell's completion script (bash, zsh, fish, elvish, powershell).
    Completions(manual::CompletionsArgs),
    /// Print the manual page pathsift(1), or write one per subcommand with --out DIR.
    Man(manual::ManArgs),
}

/// The outer limits of a command (wall-clock timeout, memory) and what it prints when they
/// end it before it reports; `None` for the commands that explore nothing.
fn guard_of(c: &Command) -> Option<(Option<f64>, u64, progress::Fallback)> {
    use common::ResultFacts;
    let incomplete = ResultFacts {
        findings: false,
        unknown: true,
        incomplete: true,
    };
    let fallback = |json: bool, fail: &common::FailArgs| progress::Fallback {
        json,
        property: None,
        exit_code: fail.code(incomplete),
    };
    let none = common::FailArgs::default();
    Some(match c {
        Command::Verify(a) => {
            let mut f = fallback(a.json || a.format != report::Format::Text, &a.fail);
            f.property = Some(
                a.property
                    .clone()
                    .unwrap_or_else(|| analyses::Property::Assertions.name().into()),
            );
            let t = a.timeout.or(Some(verify::DEFAULT_TIMEOUT_S));
            (t, a.input.max_memory_mb(), f)
        }
        Command::Check(a) => (
            Some(a.timeout),
            a.input.max_memory_mb(),
            fallback(a.json || a.format != report::Format::Text, &a.fail),
        ),
        Command::Test(a) => (
            Some(a.timeout),
            a.input.max_memory_mb(),
            fallback(a.json, &none),
        ),
        Command::Loopbound(a) => (
            Some(a.timeout),
            a.input.max_memory_mb(),
            fallback(a.json, &none),
        ),
        Command::Memusage(a) => (
            Some(a.timeout),
            a.input.max_memory_mb(),
            fallback(a.json, &none),
        ),
        Command::Fuzz(a) => (
            Some(a.timeout),
            a.input.max_memory_mb(),
            fallback(true, &none),
        ),
        Command::Run(a) => (
            a.timeout,
            a.input.max_memory_mb(),
            progress::Fallback {
                json: a.json,
                property: None,
                exit_code: run::TIMEOUT_EXIT,
            },
        ),
        Command::Lower(_)
        | Command::Merge(_)
        | Command::Replay(_)
        | Command::Report(_)
        | Command::Completions(_)
        | Command::Man(_) => return None,
    })
}

/// Stack of the thread that does the work.
const STACK_BYTES: usize = 4 << 30;

fn main() -> ExitCode {
    // Like other Unix tools, die quietly when the reader of our output goes away
    // (`pathsift ... | head`) instead of failing a write.
    // SAFETY: called before any other thread exists; SIG_DFL is a valid disposition.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    // A malformed command line is bad input: exit 1 (INTERFACE.md), not clap's 2.
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    // Expressions over large symbolic arrays are deep (a store per element written), and the
    // simplifier, the evaluator and Z3 all recurse over them: the work runs on a thread whose
    // stack is large enough (only the pages touched are ever allocated).
    if matches!(
        cli.command,
        Command::Verify(_)
            | Command::Test(_)
            | Command::Check(_)
            | Command::Loopbound(_)
            | Command::Memusage(_)
            | Command::Fuzz(_)
    ) {
        progress::stop_on_signals();
    }
    common::set_color(cli.color);
    let start = std::time::Instant::now();
    worker::mark_start();
    let _guard = guard_of(&cli.command).map(|(timeout, memory, mut fallback)| {
        // A worker of `--jobs` cut off without its result fails, so that the run says so
        // rather than merging a result that is not there.
        if worker::worker().is_some() {
            fallback.exit_code = 2;
        }
        progress::Guard::start(start, timeout, memory, fallback)
    });
    let worker = std::thread::Builder::new()
        .name("pathsift".into())
        .stack_size(STACK_BYTES)
        .spawn(move || match cli.command {
            Command::Run(a) => run::run(a),
            Command::Lower(a) => lower::lower(a),
            Command::Verify(a) => verify::verify(a),
            Command::Test(a) => test::test(a),
            Command::Check(a) => check::check(a),
            Command::Loopbound(a) => loopbound::loopbound(a),
            Command::Memusage(a) => memusage::memusage(a),
            Command::Replay(a) => replay::replay(a),
            Command::Report(a) => saved::report(a),
            Command::Merge(a) => merge::merge_cmd(a),
            Command::Fuzz(a) => fuzz::fuzz(a),
            Command::Completions(a) => manual::completions(a),
            Command::Man(a) => manual::man(a),
        });
    let result = match worker.map(|h| h.join()) {
        Ok(Ok(r)) => r,
        Ok(Err(_)) => Err(anyhow::anyhow!(
            "internal error: the analysis thread panicked"
        )),
        Err(e) => Err(anyhow::anyhow!("cannot start the analysis thread: {e}")),
    };
    worker::forget_kept();
    match result {
        Ok(code) => code,
        Err(e) => {
            let code = common::exit_code_of(&e);
            eprintln!("pathsift: error: {e:#}");
            ExitCode::from(code)
        }
    }
}
