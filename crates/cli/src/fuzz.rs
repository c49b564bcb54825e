//! `pathsift fuzz`: whitebox fuzzing from seed inputs (concolic runs, generational search),
//! writing AFL++'s corpus layout (`OUT/queue`, `OUT/crashes`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use analyses::fuzz::{fuzz as run_fuzz, Found, FuzzInput, FuzzOptions, FuzzProgress};
use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use serde_json::{json, Value};

use crate::common::{location_json, location_of, location_text, InputArgs, InputError};
use crate::report::sarif::{self, Base};
use crate::report::Format;

/// Where an input goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum InputMode {
    /// The program's stdin.
    Stdin,
    /// A file: the program runs as `prog FILE ARGS...`.
    File,
}

/// Arguments of `pathsift fuzz`.
#[derive(Args, Debug)]
pub struct FuzzArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,
    /// Directory of seed inputs (one file each); without it, fuzzing starts from an empty input.
    #[arg(long, value_name = "DIR")]
    seeds: Option<PathBuf>,
    /// Output directory: `queue/` (inputs reaching new branches) and `crashes/`.
    #[arg(long, value_name = "OUT")]
    out: PathBuf,
    /// Where an input goes.
    #[arg(long = "input", value_enum, default_value = "stdin")]
    mode: InputMode,
    /// Budget in seconds (of work: the same runs on a loaded machine; the wall clock ends
    /// the command shortly after it at the latest).
    #[arg(long, value_name = "S", default_value_t = 60.0, alias = "max-time")]
    pub(crate) timeout: f64,
    /// Stop after this many program runs.
    #[arg(long, value_name = "N")]
    max_runs: Option<u64>,
    /// Per-query solver budget in milliseconds of work (Z3's resource limit).
    #[arg(long, value_name = "MS", default_value_t = 2000)]
    solver_timeout: u32,
    /// Instructions one run may execute [default: calibrated from the seeds' runs]
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub(crate) format: Format,
    /// Same as `--format json`.
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) fail: crate::common::FailArgs,
    #[command(flatten)]
    html: crate::report::html::HtmlArgs,
}

/// The seed files of `dir`, sorted by name.
fn read_seeds(dir: &Path) -> Result<Vec<Vec<u8>>> {
    let bad = |e: std::io::Error| InputError(format!("{}: {e}", dir.display()));
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(bad)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    names.sort();
    names
        .iter()
        .map(|p| std::fs::read(p).map_err(|e| InputError(format!("{}: {e}", p.display())).into()))
        .collect()
}

/// Runs `pathsift fuzz`.
pub fn fuzz(a: FuzzArgs) -> Result<ExitCode> {
    if a.input.sym_stdin.is_some() || !a.input.sym_file.is_empty() || !a.input.sym_arg.is_empty() {
        return Err(InputError(
            "fuzz makes its own input symbolic (--input stdin|file): --sym-stdin, --sym-file and --sym-arg do not apply".into(),
        )
        .into());
    }
    let seeds = match &a.seeds {
        Some(d) => read_seeds(d)?,
        None => Vec::new(),
    };
    let module = a.input.load(false)?;
    let prog = a.input.program(&module);
    crate::common::unmodelled_warnings(&prog);
    let queue = a.out.join("queue");
    let crashes = a.out.join("crashes");
    for d in [&queue, &crashes] {
        std::fs::create_dir_all(d).with_context(|| format!("creating {}", d.display()))?;
    }
    let opts = FuzzOptions {
        input: match a.mode {
            InputMode::Stdin => FuzzInput::Stdin,
            InputMode::File => FuzzInput::File,
        },
        timeout: crate::common::seconds(a.timeout)?,
        max_runs: a.max_runs,
        solver_timeout_ms: a.solver_timeout,
        max_path_steps: a.max_steps,
    };
    let bar = crate::progress::bar(true, Some(a.timeout));
    let m = prog.module;
    let (mut nq, mut crash_files) = (0usize, Vec::new());
    let mut write_error = None;
    let result = run_fuzz(
        &prog,
        &seeds,
        &opts,
        |f| {
            let (path, bytes) = match f {
                Found::Queue(b) => {
                    nq += 1;
                    (queue.join(format!("id:{:06}", nq - 1)), b)
                }
                Found::Crash(c) => {
                    let p = crashes.join(format!("id:{:06},kind:{}", crash_files.len(), c.kind));
                    crash_files.push(p.clone());
                    (p, &c.input[..])
                }
            };
            if let Err(e) = std::fs::write(&path, bytes) {
                write_error.get_or_insert(format!("{}: {e}", path.display()));
            }
        },
        |p: FuzzProgress| {
            if let Some(b) = &bar {
                b.set_message(format!(
                    "{} runs, {}/{} branches, {} crashes, {} in queue",
                    p.runs, p.covered, p.total, p.crashes, p.queue
                ));
            }
        },
    )
    .map_err(|e| InputError(e.message))?;
    crate::progress::reporting();
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    if let Some(e) = write_error {
        anyhow::bail!("cannot write the corpus: {e}");
    }
    let p = result.progress;
    let format = Format::chosen(a.format, a.json);
    // The text summary lists the crashes itself; the other formats get them on stderr too.
    if format != Format::Text {
        for (c, path) in result.crashes.iter().zip(&crash_files) {
            eprintln!(
                "crash: {} at {} ({}), input {} (run {})",
                c.kind,
                location_text(m, c.loc),
                c.message,
                path.display(),
                c.run
            );
        }
    }
    let coverage = if p.total == 0 {
        1.0
    } else {
        p.covered as f64 / p.total as f64
    };
    let s = &result.solver;
    let stats = json!({
        "branches_covered": p.covered,
        "branches": p.total,
        "children_solved": result.solved,
        "children_repaired": result.repaired,
        "children_optimistic": result.optimistic,
        "children_stretched": result.stretched,
        "children_preimage": result.preimages,
        "negations_unsat_or_unknown": result.unsolved,
        "crashes_unconfirmed": result.unconfirmed,
        "runs_abandoned": result.abandoned,
        "run_step_budget": result.run_step_budget,
        "runs_cut": result.runs_cut,
        "negations_backed_off": result.backed_off,
        "expansions_deferred": result.expansions_deferred,
        "guard_passes": result.guard_passes,
        "guard_children": result.guard_children,
        "backoff_rounds": result.rounds,
        "ended_by": result.ended_by,
        "time_s": result.time_s,
        "solver_queries": s.queries,
        "z3_calls": s.z3_calls,
        "z3_time_s": s.z3_time_s,
    });
    let inputs: Vec<String> = crash_files
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    let result_json = || -> Result<Value> {
        let crashes: Vec<_> = result
            .crashes
            .iter()
            .zip(&inputs)
            .map(|(c, input)| {
                json!({
                    "kind": c.kind,
                    "message": c.message,
                    "location": location_json(m, c.loc, &c.function),
                    "input": input,
                    "run": c.run,
                })
            })
            .collect();
        Ok(json!({
            "runs": p.runs,
            "queue": p.queue,
            "crashes": crashes,
            "branch_coverage": coverage,
            "stats": stats.clone(),
            // How to run a crash again: the program, where its input goes, its arguments.
            "program": a.input.program_spec(None)?,
            "input_mode": match a.mode {
                InputMode::Stdin => "stdin",
                InputMode::File => "file",
            },
            "args": a.input.args,
        }))
    };
    a.html.write_with(result_json)?;
    match format {
        Format::Json => println!("{}", serde_json::to_string_pretty(&result_json()?)?),
        Format::Sarif => {
            let crashes: Vec<sarif::Crash> = result
                .crashes
                .iter()
                .zip(&inputs)
                .map(|(c, input)| sarif::Crash {
                    kind: c.kind,
                    message: &c.message,
                    location: location_of(m, c.loc, &c.function),
                    input,
                    run: c.run,
                })
                .collect();
            let properties = std::collections::BTreeMap::from([
                ("runs".to_string(), json!(p.runs)),
                ("queue".to_string(), json!(p.queue)),
                ("branch_coverage".to_string(), json!(coverage)),
                ("stats".to_string(), stats),
            ]);
            let log: Value = sarif::fuzz(&crashes, properties, &Base::current());
            println!("{}", serde_json::to_string_pretty(&log)?);
        }
        Format::Text => {
            println!(
                "{} runs, {} inputs in {}, {} crash{} in {}",
                p.runs,
                p.queue,
                queue.display(),
                result.crashes.len(),
                if result.crashes.len() == 1 { "" } else { "es" },
                crashes.display()
            );
            for (c, input) in result.crashes.iter().zip(&inputs) {
                println!(
                    "crash: {} at {} in {} ({}), input {} (run {})",
                    c.kind,
                    location_text(m, c.loc),
                    c.function,
                    c.message,
                    input,
                    c.run
                );
            }
            println!(
                "branch coverage: {}/{} ({:.1}%), ended by {}, {:.2}s",
                p.covered,
                p.total,
                coverage * 100.0,
                result.ended_by,
                result.time_s
            );
        }
    }
    Ok(a.fail.exit(crate::common::ResultFacts {
        findings: !result.crashes.is_empty(),
        unknown: false,
        // Fuzzing never shows that every path was run.
        incomplete: true,
    }))
}
