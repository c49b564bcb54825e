//! `pathsift run`: concrete execution.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result};
use clap::Args;
use interp::{Inputs, Machine, Outcome, Output, RunConfig};
use semantics::{Program, Witness};
use serde_json::json;

use crate::common::{location_json, location_text, secs, InputArgs, InputError};

/// Arguments of `pathsift run`.
#[derive(Args, Debug)]
pub struct RunArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,
    /// Run a function other than `main`, its parameters taken from the inputs (a witness of
    /// `loopbound`, `check` or `test` with the same `--entry`).
    #[command(flatten)]
    entry: crate::entry::EntryArgs,
    /// Inputs that feed the nondet calls, in order: a witness, a verify or check result
    /// (JSON), a `tests.json`, or a Test-Comp testcase (XML).
    #[arg(long, value_name = "FILE")]
    inputs: Option<PathBuf>,
    /// Which finding (`finding-K`) or test (`test-NNNN`) of the --inputs file to run, when
    /// it holds several.
    #[arg(long, value_name = "ID", requires = "inputs")]
    pick: Option<String>,
    /// Stop after this many IR instructions.
    #[arg(long, value_name = "N", alias = "max-instructions")]
    max_steps: Option<u64>,
    /// End the run after this many seconds (exit code 124, as timeout(1)).
    #[arg(long, value_name = "S", alias = "max-time")]
    pub(crate) timeout: Option<f64>,
    /// Print one JSON document (program output is captured into it).
    #[arg(long)]
    pub(crate) json: bool,
    /// Stop on signed integer overflow (compiles with UBSan's overflow checks, as verify does for no-overflow).
    #[arg(long)]
    check_overflow: bool,
    /// Leak checking at exit: memtrack (heap blocks no longer reachable from globals or live
    /// stack variables), cleanup (any block still allocated) or none, as `check --leaks`.
    #[arg(
        long,
        value_enum,
        default_value = "none",
        default_value_if("check_leaks", "true", "memtrack")
    )]
    leaks: crate::check::Leaks,
    /// The old name of `--leaks memtrack`.
    #[arg(long, hide = true)]
    check_leaks: bool,
    /// Count each loop's iterations per entry and report the most one entry ran (JSON `loops`;
    /// otherwise a line per loop on stderr).
    #[arg(long)]
    loops: bool,
    /// Count the heap bytes the program holds and report their high-water mark (JSON
    /// `heap_peak_bytes`; otherwise a line on stderr), as `memusage` counts them.
    #[arg(long)]
    heap: bool,
    /// With --loops: stop the run when one entry of a loop is about to run more iterations.
    #[arg(long, value_name = "N", requires = "loops", alias = "max-iterations")]
    loop_bound: Option<u32>,
    /// Jump over loop iterations whose effect is affine, exactly (as verify's concrete runs
    /// do; JSON `iterations_jumped`); not with --loops or --heap, which count every iteration.
    #[arg(long, conflicts_with_all = ["loops", "heap"])]
    accelerate_loops: bool,
}

/// The inputs in `path`: a witness, a verify or check result, a `tests.json` (one test
/// chosen by `pick`, e.g. `test-0003`), or a Test-Comp `testcase` XML file.
fn read_witness(path: &Path, pick: Option<&str>) -> Result<Witness> {
    let bad = |m: String| InputError(format!("{}: {m}", path.display()));
    let text = std::fs::read_to_string(path).map_err(|e| bad(e.to_string()))?;
    if text.trim_start().starts_with('<') {
        let inputs = ::replay::testcomp::read_testcase(&text).map_err(|e| bad(e.to_string()))?;
        return Ok(Witness {
            inputs,
            ..Witness::default()
        });
    }
    let v: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| bad(format!("invalid JSON: {e}")))?;
    let w = if let Some(findings) = v.get("findings").and_then(|f| f.as_array()) {
        let ids: Vec<String> = (0..findings.len())
            .map(|k| format!("finding-{k}"))
            .collect();
        let k = chosen(&ids, pick).map_err(bad)?;
        findings[k].get("witness").cloned().unwrap_or_default()
    } else if let Some(tests) = v.get("tests").and_then(|t| t.as_array()) {
        let ids: Vec<String> = tests
            .iter()
            .map(|t| t["id"].as_str().unwrap_or_default().to_string())
            .collect();
        let k = chosen(&ids, pick).map_err(bad)?;
        serde_json::json!({ "inputs": tests[k]["inputs"], "heap": tests[k]["heap"] })
    } else {
        v.get("witness").cloned().unwrap_or(v)
    };
    serde_json::from_value(w).map_err(|e| bad(format!("not a witness: {e}")).into())
}

/// The index of the case `pick` names among `ids`; without `pick`, the only one.
fn chosen(ids: &[String], pick: Option<&str>) -> std::result::Result<usize, String> {
    match (pick, ids) {
        (Some(p), _) => ids
            .iter()
            .position(|id| id == p)
            .ok_or_else(|| format!("no `{p}` here (there are: {})", ids.join(", "))),
        (None, [_]) => Ok(0),
        (None, []) => Err("holds no inputs to run".into()),
        (None, _) => Err(format!(
            "holds {} cases: choose one with --pick ({})",
            ids.len(),
            ids.join(", ")
        )),
    }
}

/// Exit code of a run its `--timeout` ended.
pub const TIMEOUT_EXIT: u8 = 124;

/// Runs `pathsift run`.
pub fn run(a: RunArgs) -> Result<ExitCode> {
    let start = Instant::now();
    if let Some(t) = a.timeout {
        crate::common::seconds(t)?;
    }
    let inputs = match &a.inputs {
        Some(p) => Inputs::from_witness(read_witness(p, a.pick.as_deref())?),
        None => Inputs::default(),
    };
    let module = a.input.load_with(false, a.check_overflow)?;
    let mut io = a.input.io();
    io.host_stdin = true;
    let prog = a.input.program(&module).with_io(io);
    let entry = a.entry.spec(&a.input, &module)?.map(|(_, e)| e);
    let config = RunConfig {
        max_instructions: a.max_steps,
        ..RunConfig::default()
    };
    let out = if a.json {
        Output::capture()
    } else {
        Output::passthrough()
    };
    let mut mach = Machine::new(&prog, config, out, inputs).map_err(|e| InputError(e.message))?;
    if a.inputs.is_some() {
        // A witness gives never-written bytes the values its path needs (inputs `uninit`).
        mach.mem.track_initialization();
    }
    if a.loops {
        mach.loop_stats = Some(Box::new(semantics::loops::LoopStats::with_cap(
            a.loop_bound,
        )));
    }
    if a.heap {
        mach.heap_use = Some(Box::default());
    }
    if a.accelerate_loops {
        mach.accelerate_loops();
    }
    let exec_start = Instant::now();
    let mut outcome = match &entry {
        Some(e) => mach.run_entry(&e.name, &e.params),
        None => mach.run_main(),
    };
    let heap_peak = mach.heap_use.as_ref().map(|h| h.peak);
    if let (false, Some(p)) = (a.json, heap_peak) {
        eprintln!("pathsift: heap high-water mark: {p} bytes");
    }
    if let Outcome::Exit(_) = &outcome {
        let leak = match a.leaks {
            crate::check::Leaks::Memtrack => analyses::session::leak_at_exit(&prog, &mach),
            crate::check::Leaks::Cleanup => analyses::session::unfreed_at_exit(&prog, &mach),
            crate::check::Leaks::None => None,
        };
        if let Some(leak) = leak {
            outcome = Outcome::Error(leak);
        }
    }
    let exec_time = secs(exec_start);
    let stats = mach.loop_stats.take();
    if let (Some(ls), Outcome::Error(e)) = (&stats, &mut outcome) {
        if ls.capped.is_some() && e.kind == semantics::ErrorKind::InstructionLimit {
            e.message = format!(
                "a loop entry reached {} iterations (--loop-bound)",
                ls.cap.unwrap_or(0)
            );
        }
    }
    let loops = stats.map(|ls| loop_counts(&prog, &ls));
    if let (false, Some(loops)) = (a.json, &loops) {
        for (loc, function, n) in loops {
            eprintln!(
                "pathsift: loop at {} in {function}: at most {n} iterations in one entry",
                location_text(&module, *loc)
            );
        }
    }
    let elapsed = secs(start);
    let (code, error) = match &outcome {
        Outcome::Exit(c) => (*c, None),
        Outcome::AssumptionFailed(loc) => {
            if !a.json {
                eprintln!(
                    "pathsift: note: an assumption does not hold at {}; the run stops there",
                    location_text(&module, *loc)
                );
            }
            (0, None)
        }
        Outcome::Error(e) => {
            if !a.json {
                eprintln!(
                    "pathsift: error: {}: {} at {} in {}",
                    e.kind.name(),
                    e.message,
                    location_text(&module, e.loc),
                    e.function
                );
            }
            (e.kind.exit_code(), Some(e))
        }
    };
    if a.json {
        let (stdout, stderr) = mach.out.captured().context("output was not captured")?;
        let v = json!({
            "exit_code": code,
            "stdout": String::from_utf8_lossy(stdout),
            "stderr": String::from_utf8_lossy(stderr),
            "error": error.map(|e| json!({
                "kind": e.kind.name(),
                "message": e.message,
                "location": location_json(&module, e.loc, &e.function),
            })),
            "assumption_failed": matches!(outcome, Outcome::AssumptionFailed(_)),
            "inputs": mach.inputs.log,
            "approximations": mach.approximations,
            "loops": loops.map(|l| l.iter().map(|(loc, f, n)| json!({
                "location": location_json(&module, *loc, f),
                "max_iterations": n,
            })).collect::<Vec<_>>()),
            "stats": {"instructions": mach.instructions, "iterations_jumped": mach.iterations_jumped(), "time_s": elapsed, "exec_time_s": exec_time},
        });
        let mut v = v;
        if let Some(p) = heap_peak {
            v["heap_peak_bytes"] = json!(p);
        }
        println!("{v}");
    }
    Ok(ExitCode::from((code & 0xff) as u8))
}

/// Per loop that ran: where it is, its function, and the most iterations of one entry; in
/// source order.
fn loop_counts(
    prog: &Program<'_>,
    ls: &semantics::loops::LoopStats,
) -> Vec<(ir::LocId, String, u32)> {
    let m = prog.module;
    let mut out: Vec<(ir::LocId, String, u32)> = ls
        .max
        .iter()
        .filter(|(k, _)| m.is_program_function(k.0))
        .map(|(k, &n)| {
            let loc = prog.loop_shape(*k).map_or(ir::LocId(0), |s| s.loc);
            (loc, m.func(k.0).name.clone(), n)
        })
        .collect();
    out.sort_by_key(|(loc, _, _)| {
        let l = m.loc(*loc);
        (l.file, l.line, l.col)
    });
    out
}
