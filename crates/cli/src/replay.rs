//! `pathsift replay`: native replay of a test suite (or of check findings) with coverage.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use ::replay::{ReplayError, ReplayOptions, Report, Suite};
use anyhow::Result;
use clap::Args;

use crate::common::InputError;

/// Arguments of `pathsift replay`.
#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The program's files (default: the ones tests.json names), then the directory
    /// `pathsift test` wrote, or a `pathsift check` JSON result.
    #[arg(required = true, value_name = "FILE... DIR")]
    paths: Vec<PathBuf>,
    /// Add a directory to the include search path (default: the suite's).
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// Define a preprocessor macro (default: the suite's definitions).
    #[arg(short = 'D', value_name = "NAME[=V]")]
    define: Vec<String>,
    /// Data model: ILP32 (built with -m32) or LP64 (default: the suite's, else LP64).
    #[arg(long, value_name = "MODEL", value_parser = parse_model)]
    data_model: Option<String>,
    /// Replay every test, not only the minimal suite.
    #[arg(long)]
    all: bool,
    /// Time limit per test, in seconds.
    #[arg(long, value_name = "S", default_value_t = 10.0)]
    pub(crate) timeout: f64,
    /// Build with AddressSanitizer and UndefinedBehaviorSanitizer (default when a replayed
    /// test or finding expects an error).
    #[arg(long)]
    sanitize: bool,
    /// Never build with sanitizers.
    #[arg(long, conflicts_with = "sanitize")]
    no_sanitize: bool,
    /// Build in DIR and keep it (sources, objects, harness, gcov data).
    #[arg(long, value_name = "DIR")]
    keep: Option<PathBuf>,
    /// Also print per-file coverage and uncovered lines (the JSON always has them).
    #[arg(long)]
    coverage: bool,
    /// Print one JSON document.
    #[arg(long)]
    pub(crate) json: bool,
}

fn parse_model(s: &str) -> Result<String, String> {
    match s.to_ascii_uppercase().as_str() {
        m @ ("ILP32" | "LP64") => Ok(m.to_string()),
        _ => Err(format!("unknown data model `{s}` (expected ILP32 or LP64)")),
    }
}

fn to_anyhow(e: ReplayError) -> anyhow::Error {
    if e.is_input_error() {
        InputError(e.to_string()).into()
    } else {
        e.into()
    }
}

/// Runs `pathsift replay`.
pub fn replay(a: ReplayArgs) -> Result<ExitCode> {
    let Some((target, files)) = a.paths.split_last() else {
        return Err(InputError("give the test directory".into()).into());
    };
    if !(a.timeout > 0.0 && a.timeout.is_finite()) {
        return Err(InputError(format!(
            "--timeout {}: expected a positive number",
            a.timeout
        ))
        .into());
    }
    let check = ::replay::is_check_result(target);
    // Sanitizers wherever an error is expected: without them most memory errors go unseen.
    let opts = |errors_expected: bool| ReplayOptions {
        all: a.all,
        timeout: Duration::from_secs_f64(a.timeout),
        sanitize: a.sanitize || (errors_expected && !a.no_sanitize),
        keep: a.keep.clone(),
    };
    let report = if check {
        let recorded = ::replay::checked_program(target).map_err(to_anyhow)?;
        if files.is_empty() && recorded.is_none() {
            return Err(InputError(format!(
                "{}: a check result does not name the program: give its files before it",
                target.display()
            ))
            .into());
        }
        let base = Suite::of_program(recorded.unwrap_or_else(|| ::replay::ProgramSpec {
            data_model: "LP64".into(),
            ..Default::default()
        }));
        ::replay::replay_findings(target, with_overrides(base, &a, files), &opts(true))
    } else {
        if !target.is_dir() {
            return Err(InputError(format!(
                "{}: not a test directory (with tests.json) or a check result (.json)",
                target.display()
            ))
            .into());
        }
        ::replay::load_suite(target).and_then(|suite| {
            let errors = suite
                .tests
                .iter()
                .any(|t| t.error.is_some() && (a.all || t.in_suite));
            ::replay::replay(&with_overrides(suite, &a, files), &opts(errors))
        })
    }
    .map_err(to_anyhow)?;
    if a.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        print_summary(&report, check, a.coverage);
    }
    // A test or finding that should show an error and does not is a failed replay: the
    // witness does not stand up natively, and CI must see it.
    if report.errors_reproduced < report.errors_expected {
        return Ok(ExitCode::from(crate::common::NOT_REPRODUCED_EXIT));
    }
    Ok(ExitCode::SUCCESS)
}

/// The suite with the command line's files and flags in place of its own, where given, and
/// pathsift's headers (`pathsift.h`, `klee/klee.h`) searched last, as when it was analysed.
fn with_overrides(suite: Suite, a: &ReplayArgs, files: &[PathBuf]) -> Suite {
    let mut suite = overridden(suite, a, files);
    if let Ok(dir) = frontend::include_dir() {
        suite
            .program
            .include_dirs
            .push(dir.to_string_lossy().into_owned());
    }
    suite
}

fn overridden(mut suite: Suite, a: &ReplayArgs, files: &[PathBuf]) -> Suite {
    if !files.is_empty() {
        suite.program.files = files
            .iter()
            .map(|f| f.to_string_lossy().into_owned())
            .collect();
    }
    if !a.include.is_empty() {
        suite.program.include_dirs = a
            .include
            .iter()
            .map(|d| d.to_string_lossy().into_owned())
            .collect();
    }
    if !a.define.is_empty() {
        suite.program.defines = a.define.clone();
    }
    if let Some(m) = &a.data_model {
        suite.program.data_model = m.clone();
    }
    suite
}

fn percent(f: f64) -> String {
    format!("{:.1}%", f * 100.0)
}

fn print_summary(r: &Report, check: bool, per_file: bool) {
    for t in &r.results {
        let ending = match (&t.signal, t.exit_code, t.timed_out) {
            (_, _, true) => "timed out".to_string(),
            (Some(s), _, _) => format!("killed by {s}"),
            (None, Some(c), _) => format!("exit {c}"),
            (None, None, false) => "did not run".to_string(),
        };
        let verdict = match (&t.expected_error, check) {
            (Some(k), true) if t.reproduced => format!("  {k}: confirmed"),
            (Some(k), true) => format!("  {k}: NOT confirmed"),
            (Some(k), false) if t.reproduced => format!("  {k}: reproduced"),
            (Some(k), false) => format!("  {k}: not reproduced"),
            (None, _) => String::new(),
        };
        let at = t
            .evidence_location
            .as_ref()
            .map(|l| format!(" at {}:{}", l.file, l.line))
            .unwrap_or_default();
        let evidence = match (
            &t.evidence,
            t.expected_error.is_some() || t.observed_error.is_some(),
        ) {
            (Some(e), true) => format!(" ({e}{at})"),
            _ => String::new(),
        };
        let mut notes = String::new();
        if t.assumption_failed {
            notes.push_str("; an assumption failed");
        }
        if t.inputs_missing > 0 {
            notes.push_str(&format!(
                "; {} inputs missing (read as 0)",
                t.inputs_missing
            ));
        }
        println!("{}: {ending}{verdict}{evidence}{notes}", t.id);
    }
    println!(
        "{} tests, {} failed to run, {} of {} expected errors {}",
        r.tests,
        r.failed_to_run,
        r.errors_reproduced,
        r.errors_expected,
        if check { "confirmed" } else { "reproduced" }
    );
    let c = &r.coverage;
    println!(
        "coverage (gcov): branches {} ({}/{}), lines {} ({}/{})",
        percent(c.branch_coverage),
        c.branches_covered,
        c.branches_total,
        percent(c.line_coverage),
        c.lines_covered,
        c.lines_total
    );
    if per_file {
        for f in &c.files {
            println!(
                "  {}: branches {} ({}/{}), lines {} ({}/{})",
                f.file,
                percent(f.branch_coverage),
                f.branches_covered,
                f.branches_total,
                percent(f.line_coverage),
                f.lines_covered,
                f.lines_total
            );
            if !f.uncovered_lines.is_empty() {
                let l: Vec<String> = f.uncovered_lines.iter().map(u32::to_string).collect();
                println!("    lines never run: {}", l.join(", "));
            }
            if !f.partial_branch_lines.is_empty() {
                let l: Vec<String> = f.partial_branch_lines.iter().map(u32::to_string).collect();
                println!("    branches not taken on lines: {}", l.join(", "));
            }
        }
    }
    if let Some(d) = &r.build_dir {
        println!("build directory: {d}");
    }
}
