//! `pathsift fuzz`: whitebox fuzzing from seed inputs (concolic runs, generational search),
//! writing AFL++'s corpus layout (`OUT/queue`, `OUT/crashes`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use analyses::fuzz::{fuzz as run_fuzz, Found, FuzzInput, FuzzOptions, FuzzProgress};
use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use serde_json::{json, Value};

use crate::common::{location_json, InputArgs, InputError};
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
    /// Stop after this many program runs (with --jobs, in all shards together).
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
    #[command(flatten)]
    pub(crate) parallel: crate::common::ParallelArgs,
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
pub fn fuzz(mut a: FuzzArgs) -> Result<ExitCode> {
    if a.input.sym_stdin.is_some() || !a.input.sym_file.is_empty() || !a.input.sym_arg.is_empty() {
        return Err(InputError(
            "fuzz makes its own input symbolic (--input stdin|file): --sym-stdin, --sym-file and --sym-arg do not apply".into(),
        )
        .into());
    }
    crate::common::seconds(a.timeout)?;
    let leads = crate::parallel::leads(a.parallel.jobs(), &a.parallel.shard);
    let shard = a.parallel.shard()?;
    let worker = crate::worker::worker();
    if let Some(w) = &worker {
        a.out = w.suite_dir();
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
    let pool = crate::parallel::pool(leads, || crate::parallel::Jobs {
        out: Some(&a.out),
        ..crate::parallel::Jobs::new(a.parallel.jobs(), &a.input, (false, false))
    })?;
    let opts = FuzzOptions {
        input: match a.mode {
            InputMode::Stdin => FuzzInput::Stdin,
            InputMode::File => FuzzInput::File,
        },
        timeout: crate::common::seconds(match leads {
            // The first try, whose runs are not the shards' (see `parallel::probe`).
            true => crate::parallel::probe(a.timeout),
            false => crate::parallel::run_budget(a.timeout),
        })?,
        // A worker's share of the runs: the shards together make as many as one run would.
        max_runs: match &worker {
            Some(w) => a.max_runs.map(|m| m.div_ceil(u64::from(w.shard.count))),
            None => a.max_runs,
        },
        solver_timeout_ms: a.solver_timeout,
        max_path_steps: a.max_steps,
        shard,
    };
    let bar = crate::progress::bar(true, Some(a.timeout));
    let m = prog.module;
    let (mut queue_files, mut crash_files) = (Vec::new(), Vec::new());
    // When each crash was found (wall-clock seconds into the run), for time-to-crash figures.
    let mut crash_times = Vec::new();
    let mut write_error = None;
    let result = run_fuzz(
        &prog,
        &seeds,
        &opts,
        |f| {
            let (path, bytes) = match f {
                Found::Queue(b) => {
                    let p = queue.join(crate::suite::queue_name(queue_files.len()));
                    queue_files.push(p.clone());
                    (p, b)
                }
                Found::Crash(c) => {
                    let p = crashes.join(crate::suite::crash_name(crash_files.len(), c.kind));
                    crash_files.push(p.clone());
                    crash_times.push(crate::worker::since_run_start());
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
    // A first try that did not exhaust the search gives way to the workers, whose merged
    // corpus replaces what it wrote.
    if let Some(pool) = pool.filter(|_| result.ended_by != "exhausted") {
        for f in queue_files.iter().chain(&crash_files) {
            std::fs::remove_file(f).with_context(|| f.display().to_string())?;
        }
        let v = pool.finish()?;
        return output(&a, &v);
    }
    let p = result.progress;
    let coverage = if p.total == 0 {
        1.0
    } else {
        p.covered as f64 / p.total as f64
    };
    let s = &result.solver;
    let crashes: Vec<Value> = result
        .crashes
        .iter()
        .zip(&crash_files)
        .zip(&crash_times)
        .map(|((c, input), found_s)| {
            json!({
                "kind": c.kind,
                "message": c.message,
                "location": location_json(m, c.loc, &c.function),
                "input": input.display().to_string(),
                "run": c.run,
                "found_s": found_s,
            })
        })
        .collect();
    let mut v = json!({
        "runs": p.runs,
        "queue": p.queue,
        "crashes": crashes,
        "branch_coverage": coverage,
        "stats": {
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
        },
        // How to run a crash again: the program, where its input goes, its arguments.
        "program": a.input.program_spec(None)?,
        "input_mode": match a.mode {
            InputMode::Stdin => "stdin",
            InputMode::File => "file",
        },
        "args": a.input.args,
    });
    if shard.is_some() {
        // What `pathsift merge` needs beyond one run's result: the corpus and the edges.
        v["out"] = json!(a.out.display().to_string());
        v["covered_edges"] = json!(result.covered);
        crate::merge::mark(&mut v, "fuzz", shard, 0);
        if crate::parallel::deliver(&v)? {
            return Ok(ExitCode::SUCCESS);
        }
    }
    output(&a, &v)
}

/// Prints a fuzzing result (one session's, or the merged one of `--jobs`) as `a` asks.
fn output(a: &FuzzArgs, v: &Value) -> Result<ExitCode> {
    let crashes: Vec<Crash> = v["crashes"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| serde_json::from_value(c.clone()))
        .collect::<Result<_, _>>()
        .context("a crash of the result")?;
    let at = |c: &Crash| match c.location.file.as_str() {
        "" => "an unknown location".to_string(),
        f => format!(
            "{}:{}:{}",
            crate::common::shown_path(f),
            c.location.line,
            c.location.column
        ),
    };
    let format = Format::chosen(a.format, a.json);
    // The text summary lists the crashes itself; the other formats get them on stderr too.
    if format != Format::Text {
        for c in &crashes {
            eprintln!(
                "crash: {} at {} ({}), input {} (run {})",
                c.kind,
                at(c),
                c.message,
                c.input,
                c.run
            );
        }
    }
    a.html.write_with(|| Ok(v.clone()))?;
    let stats = &v["stats"];
    match format {
        Format::Json => println!("{}", serde_json::to_string_pretty(v)?),
        Format::Sarif => {
            let items: Vec<sarif::Crash> = crashes
                .iter()
                .map(|c| sarif::Crash {
                    kind: &c.kind,
                    message: &c.message,
                    location: c.location.clone(),
                    input: &c.input,
                    run: c.run,
                })
                .collect();
            let properties = ["runs", "queue", "branch_coverage", "stats"]
                .into_iter()
                .map(|k| (k.to_string(), v[k].clone()))
                .collect();
            let log: Value = sarif::fuzz(&items, properties, &Base::current());
            println!("{}", serde_json::to_string_pretty(&log)?);
        }
        Format::Text => {
            println!(
                "{} runs, {} inputs in {}, {} crash{} in {}",
                v["runs"],
                v["queue"],
                a.out.join("queue").display(),
                crashes.len(),
                if crashes.len() == 1 { "" } else { "es" },
                a.out.join("crashes").display()
            );
            for c in &crashes {
                println!(
                    "crash: {} at {} in {} ({}), input {} (run {})",
                    c.kind,
                    at(c),
                    c.location.function,
                    c.message,
                    c.input,
                    c.run
                );
            }
            println!(
                "branch coverage: {}/{} ({:.1}%), ended by {}, {:.2}s",
                stats["branches_covered"],
                stats["branches"],
                v["branch_coverage"].as_f64().unwrap_or(0.0) * 100.0,
                stats["ended_by"].as_str().unwrap_or(""),
                stats["time_s"].as_f64().unwrap_or(0.0)
            );
        }
    }
    Ok(a.fail.exit(crate::common::ResultFacts {
        findings: !crashes.is_empty(),
        unknown: false,
        // Fuzzing never shows that every path was run.
        incomplete: true,
    }))
}

/// A crash as the result's JSON gives it.
#[derive(serde::Deserialize)]
struct Crash {
    kind: String,
    message: String,
    location: replay::Location,
    input: String,
    run: u64,
}
