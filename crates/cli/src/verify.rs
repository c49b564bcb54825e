//! `pathsift verify`: a verdict on an SV-COMP property.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use analyses::{Engines, Property, Task, VerifyOptions};
use anyhow::Result;
use clap::Args;
use serde_json::json;

use crate::common::{location_json, location_of, secs, InputArgs, InputError};
use crate::report::sarif::{self, Base};
use crate::report::Format;

/// Arguments of `pathsift verify`.
#[derive(Args, Debug)]
pub struct VerifyArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,
    #[command(flatten)]
    entry: crate::entry::EntryArgs,
    #[command(flatten)]
    html: crate::report::html::HtmlArgs,
    /// assertions (the default: a failing assert, klee_assert or pathsift_assert, or a call
    /// of reach_error()), unreach-call (SV-COMP's: reach_error() only), valid-memsafety,
    /// valid-memcleanup, no-overflow, or an SV-COMP `.prp` file.
    #[arg(long, value_name = "P")]
    pub(crate) property: Option<String>,
    /// Budget in seconds (of work: the same answer on a loaded machine; the wall clock
    /// ends the command shortly after it at the latest) [default: 60, printed].
    #[arg(long, value_name = "S", alias = "max-time")]
    pub(crate) timeout: Option<f64>,
    /// Search strategy.
    #[arg(long, default_value = "default", value_parser = crate::common::SEARCH_NAMES)]
    search: String,
    /// Give up a path after this many iterations of one loop (the verdict is then UNKNOWN);
    /// with --bmc, the unwinding K: each loop's header is reached at most K times per entry
    /// (a loop of K iterations needs K + 1, as with CBMC), and one more fails the unwinding
    /// assertion.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    loop_bound: Option<u32>,
    /// Give up a path after this many branch decisions (the verdict is then UNKNOWN).
    #[arg(long, value_name = "N")]
    max_depth: Option<u32>,
    /// Merge paths where they meet: at a loop's header in the same iteration, and at every
    /// join point of the control flow (fewer states; the verdicts are the same).
    #[arg(long, overrides_with = "no_merge")]
    merge: bool,
    /// Do not merge paths (the default).
    #[arg(long, overrides_with = "merge")]
    no_merge: bool,
    /// Every malloc/calloc/realloc may also fail and return NULL (an input decides which).
    #[arg(long)]
    malloc_can_fail: bool,
    /// Do not abstract input lists and prune states covered at loop headers (abstract
    /// subsumption, on by default).
    #[arg(long)]
    no_subsumption: bool,
    /// Explore every subtree, even where an explored one's interpolant covers the state
    /// (interpolation and reuse, on by default).
    #[arg(long)]
    no_reuse: bool,
    /// k-induction's step assumes no candidate invariants (relations between the loop's
    /// variables, kept when they hold at the entry and survive an iteration; on by default).
    #[arg(long)]
    no_invariants: bool,
    /// Prove loops by k-induction alone (k = 1, 2, ...), without path exploration after it;
    /// with --bmc, an unwinding that does not suffice goes on to k-induction's step.
    #[arg(long, conflicts_with = "no_k_induction")]
    k_induction: bool,
    /// Bounded model checking: paths merged at every join point into one formula, loops
    /// unrolled K times with unwinding assertions (K = 1, 2, 4, ... without --unwind).
    #[arg(long, conflicts_with = "no_k_induction")]
    bmc: bool,
    /// The old name of --loop-bound with --bmc.
    #[arg(long, value_name = "K", requires = "bmc", hide = true, value_parser = clap::value_parser!(u32).range(1..))]
    unwind: Option<u32>,
    /// Path exploration alone (by default k-induction and BMC get a share of the time first).
    #[arg(long)]
    no_k_induction: bool,
    /// The default portfolio leaves out bounded model checking (k-induction, then paths).
    #[arg(long, conflicts_with = "bmc")]
    no_bmc: bool,
    /// The default portfolio does not start with concrete runs (every input zero, then
    /// random inputs), which find errors that many inputs reach.
    #[arg(long)]
    no_concrete_runs: bool,
    #[command(flatten)]
    pub(crate) fail: crate::common::FailArgs,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub(crate) format: Format,
    /// Same as `--format json`.
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) parallel: crate::common::ParallelArgs,
}

fn parse_property(text: &str) -> Result<Property> {
    let from_file = if text.ends_with(".prp") {
        std::fs::read_to_string(text).ok()
    } else {
        None
    };
    Property::parse(from_file.as_deref().unwrap_or(text)).ok_or_else(|| {
        InputError(format!(
            "unknown property `{text}` (expected one of: {}, or an SV-COMP .prp file)",
            Property::NAMES.join(", ")
        ))
        .into()
    })
}

/// The budget of a `verify` given no `--timeout`.
pub(crate) const DEFAULT_TIMEOUT_S: f64 = 60.0;

/// The `unknown` verdict of a run whose `--timeout` passed before the program was compiled
/// and lowered, as SV-COMP's limits count that time too.
fn front_end_timeout(
    a: &VerifyArgs,
    property: Property,
    reason: &str,
    elapsed: f64,
) -> Result<ExitCode> {
    let stats = json!({ "time_s": elapsed });
    let v = json!({
        "verdict": "unknown",
        "property": property.name(),
        "reason": reason,
        "engine": "front-end",
        "stats": stats,
    });
    let mut marked = v.clone();
    crate::merge::mark(&mut marked, "verify", a.parallel.shard()?, 0);
    if crate::parallel::deliver(&marked)? {
        return Ok(ExitCode::SUCCESS);
    }
    a.html.write(&v)?;
    match Format::chosen(a.format, a.json) {
        Format::Json => println!("{v}"),
        Format::Sarif => {
            let verdict = sarif::Verdict {
                verdict: "unknown",
                property: property.name(),
                reason,
                engine: "front-end",
                violation: None,
                stats,
            };
            println!(
                "{}",
                serde_json::to_string_pretty(&sarif::verify(&verdict, &Base::current()))?
            );
        }
        Format::Text => {
            println!("verdict: unknown");
            println!("property: {}", property.name());
            println!("reason: {reason}");
            println!("stats: {elapsed:.2}s");
        }
    }
    Ok(a.fail.exit(crate::common::ResultFacts {
        findings: false,
        unknown: true,
        incomplete: true,
    }))
}

/// The violation as a finding of `check`'s, so that it reads the same: its source line, the
/// path (runtime steps as the program's calls) and the decoded witness.
fn violation_finding(m: &ir::Module, v: &analyses::Violation) -> checkers::Finding {
    let loc = |l: ir::LocId, function: &str| {
        let at = m.loc(l);
        replay::Location {
            file: m.file_of(at).unwrap_or("").to_string(),
            line: at.line,
            column: at.col,
            function: function.to_string(),
        }
    };
    let mut trace: Vec<checkers::TraceStep> = v
        .decisions
        .iter()
        .filter(|d| checkers::report::shown(m, d))
        .map(|d| checkers::TraceStep {
            location: loc(d.loc, &m.func(d.func).name),
            note: checkers::report::branch_note(d.succ),
            via: d.via.map(|c| checkers::Call {
                location: loc(c.loc, &m.func(c.func).name),
                callee: m.func(c.callee).name.clone(),
            }),
        })
        .collect();
    let at = loc(v.loc, &v.function);
    trace.push(checkers::TraceStep {
        location: at.clone(),
        note: "the error".into(),
        via: None,
    });
    checkers::Finding {
        kind: v.kind.name().to_string(),
        message: v.message.clone(),
        location: at,
        trace,
        witness: v.witness.clone(),
        related: Vec::new(),
        checker: String::new(),
        assumptions: Vec::new(),
    }
}

/// The path's branch decisions as JSON locations, each with the side taken (`note`), as
/// check's trace has them.
fn trace_json(m: &ir::Module, v: &analyses::Violation) -> Vec<serde_json::Value> {
    v.decisions
        .iter()
        .filter(|d| checkers::report::shown(m, d))
        .map(|d| {
            let mut l = location_json(m, d.loc, &m.func(d.func).name);
            l["note"] = json!(checkers::report::branch_note(d.succ));
            l
        })
        .collect()
}

/// Runs `pathsift verify`.
pub fn verify(mut a: VerifyArgs) -> Result<ExitCode> {
    let start = Instant::now();
    let mut property = a.property.as_deref().map(parse_property).transpose()?;
    // A task file brings its inputs, data model and (if not given) its property.
    if a.input.files.len() == 1
        && a.input.files[0]
            .extension()
            .is_some_and(|e| e == "yml" || e == "yaml")
    {
        let task = Task::load(&a.input.files[0]).map_err(|e| InputError(e.to_string()))?;
        a.input.files = task.inputs.clone();
        a.input.data_model = task.data_model;
        if property.is_none() {
            let props: Vec<Property> = task.properties.iter().filter_map(|p| p.property).collect();
            match props.as_slice() {
                [p] => property = Some(*p),
                _ => {
                    return Err(InputError(
                        "the task has several properties: choose one with --property".into(),
                    )
                    .into())
                }
            }
        }
    }
    let property = property.unwrap_or(Property::Assertions);
    let leads = crate::parallel::leads(a.parallel.jobs(), &a.parallel.shard);
    let shard = a.parallel.shard()?;
    if a.timeout.is_none() {
        a.timeout = Some(DEFAULT_TIMEOUT_S);
        // The parent of `--jobs` workers said it already.
        if crate::worker::worker().is_none() {
            eprintln!(
                "pathsift: budget: {DEFAULT_TIMEOUT_S} s (the default; --timeout S sets another)"
            );
        }
    }
    let search = crate::common::search_kind(&a.search)?;
    if let Some(t) = a.timeout {
        crate::common::seconds(t)?;
    }
    a.input.set_deadline(start, a.timeout);
    // For `assertions`, undefined behaviour on a path keeps it from a verdict (C gives the
    // rest of the run no meaning), so signed overflow and shifts are checked; SV-COMP's
    // properties keep SV-COMP's meaning, where tasks are taken to be free of it (a `false`
    // is still confirmed free of it, below).
    let checked = matches!(property, Property::NoOverflow | Property::Assertions);
    let module = match a.input.load_with(false, checked) {
        Err(e) => match e.downcast_ref::<frontend::FrontendError>() {
            Some(frontend::FrontendError::Timeout(_)) => {
                return front_end_timeout(&a, property, &e.to_string(), secs(start));
            }
            _ => return Err(e),
        },
        Ok(m) => m,
    };
    let prog = a.input.program(&module);
    let warnings = crate::common::unmodelled_warnings(&prog);
    let entry = a.entry.spec(&a.input, &module)?;
    let mut program = a
        .input
        .program_spec(entry.as_ref().map(|(spec, _)| spec.clone()))?;
    program.malloc_can_fail = a.malloc_can_fail;
    let opts = VerifyOptions {
        seed: a.input.record_seed(),
        property,
        // All of it as work, whatever compiling took (see `check`).
        timeout: crate::parallel::budget(a.timeout).map(Duration::from_secs_f64),
        shard: crate::parallel::tree(shard, leads),
        search,
        loop_bound: a.loop_bound,
        max_depth: a.max_depth,
        max_memory_mb: Some(a.input.max_memory_mb()),
        merge: a.merge,
        merge_joins: a.merge,
        malloc_can_fail: a.malloc_can_fail,
        entry: entry.map(|(_, e)| e),
        subsume: !a.no_subsumption,
        reuse: !a.no_reuse,
        invariants: !a.no_invariants,
        engines: match (a.k_induction, a.no_k_induction) {
            _ if a.bmc => Engines::Bmc {
                unwind: a.unwind.or(a.loop_bound),
                induction: a.k_induction,
            },
            (true, _) => Engines::KInduction,
            (_, true) => Engines::Paths,
            // The parent of this worker ran the portfolio's stages.
            _ if crate::parallel::stages_done() => Engines::Paths,
            _ => Engines::Portfolio { bmc: !a.no_bmc },
        },
        concrete_runs: !a.no_concrete_runs,
        ..VerifyOptions::default()
    };
    let format = Format::chosen(a.format, a.json);
    // The workers explore the paths with the whole budget while this process runs the whole
    // run as `--jobs 1` does: the stages that decide for the whole program (the workers skip
    // them), then its paths, which it hands over to the workers once the tree is worth
    // splitting. BMC and k-induction alone have no paths to split.
    let split = matches!(opts.engines, Engines::Portfolio { .. } | Engines::Paths);
    let pool = crate::parallel::pool(leads && split, || crate::parallel::Jobs {
        left: opts.timeout.map(|t| t.as_secs_f64()),
        decisive: Some(|v| v["verdict"] == "false"),
        ..crate::parallel::Jobs::new(a.parallel.jobs(), &a.input, (false, checked))
    })?;
    let live = crate::progress::Live::start(format == Format::Text, a.timeout);
    let r = analyses::verify_tried(&prog, &opts);
    if let Some(pool) = crate::parallel::handed_over(pool) {
        drop(live);
        let mut v = pool.finish()?;
        if v["verdict"] == "unknown" {
            let tried = r.map(|(_, tried)| tried).unwrap_or_default();
            let reason = v["reason"].as_str().unwrap_or("").to_string();
            v["reason"] = json!(analyses::with_tried(&reason, &tried));
        }
        return merged_output(&a, property, v);
    }
    let r = r.map(|(r, _)| r);
    drop(live);
    crate::progress::reporting();
    let mut r = r.map_err(|e| InputError(e.message))?;
    if r.verdict == analyses::Verdict::False && !checked {
        // The checked build is only needed to confirm a violation, so it is compiled then.
        let checked_module = a.input.load_with(false, true)?;
        let checked = a.input.program(&checked_module);
        analyses::require_defined(&checked, &mut r, property, opts.entry.as_ref());
    }
    let elapsed = secs(start);
    let s = &r.summary;
    let stats = || crate::common::stats_json(elapsed, s, r.instructions, r.forks, &r.solver);
    // INTERFACE.md's JSON; the HTML report is drawn from it too.
    let result = || -> Result<serde_json::Value> {
        let mut v = json!({
            "verdict": r.verdict.name(),
            "property": property.name(),
            "subproperty": r.violation.as_ref().map(|v| v.subproperty),
            "kind": r.violation.as_ref().map(|v| v.kind.name()),
            "message": r.violation.as_ref().map(|v| &v.message),
            "reason": r.reason,
            "location": r.violation.as_ref().map(|v| location_json(&module, v.loc, &v.function)),
            "trace": r.violation.as_ref().map(|v| trace_json(&module, v)),
            "witness": r.violation.as_ref().map(|v| &v.witness),
            "warnings": warnings,
            "stats": stats(),
        });
        if let Some(violation) = &r.violation {
            let types = crate::decode::CTypes::lookup_with(&a.input, [&violation.witness], false);
            crate::decode::annotate(&mut v["witness"], &types);
        }
        // verify also shows the hits of every solver layer.
        v["stats"]["solver"] = json!(r.solver);
        v["stats"]["merges"] = json!(r.merges);
        v["engine"] = json!(r.engine);
        if let Some(k) = r.unwind {
            v["unwind"] = json!(k);
        }
        // What `pathsift replay RESULT.json` rebuilds to run the witness natively.
        v["program"] = serde_json::to_value(&program)?;
        crate::merge::mark(&mut v, "verify", shard, s.left_to_other_shards);
        Ok(v)
    };
    if shard.is_some() && crate::parallel::deliver(&result()?)? {
        return Ok(ExitCode::SUCCESS);
    }
    a.html.write_with(result)?;
    if format == Format::Sarif {
        let violation = r.violation.as_ref().map(|v| sarif::Violation {
            kind: v.kind.name(),
            subproperty: v.subproperty,
            message: &v.message,
            location: location_of(&module, v.loc, &v.function),
            trace: v
                .trace
                .iter()
                .map(|l| location_of(&module, *l, ""))
                .collect(),
            witness: serde_json::to_value(&v.witness).unwrap_or(serde_json::Value::Null),
        });
        let verdict = sarif::Verdict {
            verdict: r.verdict.name(),
            property: property.name(),
            reason: &r.reason,
            engine: r.engine,
            violation,
            stats: stats(),
        };
        println!(
            "{}",
            serde_json::to_string_pretty(&sarif::verify(&verdict, &Base::current()))?
        );
    } else if format == Format::Json {
        println!("{}", result()?);
    } else {
        println!("verdict: {}", r.verdict.name());
        println!("property: {}", property.name());
        if let Some(v) = &r.violation {
            let types = crate::decode::CTypes::lookup(&a.input, [&v.witness]);
            let color = crate::common::color();
            let finding = violation_finding(&module, v);
            print!(
                "{}",
                crate::report::text::render_one(&finding, color, &types)
            );
        }
        println!("reason: {}", crate::report::text::short_reason(&r.reason));
        match r.unwind {
            Some(k) if r.engine == "bmc" => println!("engine: bmc ({k} unrollings)"),
            Some(k) => println!("engine: {} (k = {k})", r.engine),
            None => println!("engine: {}", r.engine),
        }
        println!(
            "stats: {:.2}s, {} instructions, {} paths, {} forks, {} merges, {} solver queries, {} states subsumed, {} reuses",
            elapsed,
            r.instructions,
            s.paths_completed + s.paths_error + s.paths_infeasible + s.paths_abandoned,
            r.forks,
            r.merges,
            r.solver.queries,
            s.counter("subsumed"),
            s.counter("reuses")
        );
    }
    Ok(a.fail.exit(crate::common::ResultFacts {
        findings: r.verdict == analyses::Verdict::False,
        unknown: r.verdict == analyses::Verdict::Unknown,
        incomplete: r.verdict == analyses::Verdict::Unknown,
    }))
}

/// Prints the merged result of a `--jobs` run (JSON as `pathsift merge` gives it; text and
/// SARIF drawn from it as from one run's result).
fn merged_output(a: &VerifyArgs, property: Property, v: serde_json::Value) -> Result<ExitCode> {
    a.html.write(&v)?;
    let verdict = v["verdict"].as_str().unwrap_or("unknown");
    let reason = v["reason"].as_str().unwrap_or("");
    let engine = v["engine"].as_str().unwrap_or("");
    let loc = |l: &serde_json::Value| -> replay::Location {
        serde_json::from_value(json!({
            "file": l["file"], "line": l["line"], "column": l["column"], "function": l["function"],
        }))
        .unwrap_or(replay::Location {
            file: String::new(),
            line: 0,
            column: 0,
            function: String::new(),
        })
    };
    let trace: Vec<replay::Location> = v["trace"]
        .as_array()
        .into_iter()
        .flatten()
        .map(loc)
        .collect();
    match Format::chosen(a.format, a.json) {
        Format::Json => println!("{v}"),
        Format::Sarif => {
            let violation = (verdict == "false").then(|| sarif::Violation {
                kind: v["kind"].as_str().unwrap_or(""),
                subproperty: v["subproperty"].as_str().unwrap_or(""),
                message: v["message"].as_str().unwrap_or(""),
                location: loc(&v["location"]),
                trace: trace.clone(),
                witness: v["witness"].clone(),
            });
            let shown = sarif::Verdict {
                verdict,
                property: property.name(),
                reason,
                engine,
                violation,
                stats: v["stats"].clone(),
            };
            println!(
                "{}",
                serde_json::to_string_pretty(&sarif::verify(&shown, &Base::current()))?
            );
        }
        Format::Text => {
            println!("verdict: {verdict}");
            println!("property: {}", property.name());
            if verdict == "false" {
                let witness: checkers::Witness =
                    serde_json::from_value(v["witness"].clone()).unwrap_or_default();
                let types = crate::decode::CTypes::lookup(&a.input, [&witness]);
                let at = loc(&v["location"]);
                let mut steps: Vec<checkers::TraceStep> = v["trace"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|d| checkers::TraceStep {
                        location: loc(d),
                        note: d["note"].as_str().unwrap_or("").to_string(),
                        via: None,
                    })
                    .collect();
                steps.push(checkers::TraceStep {
                    location: at.clone(),
                    note: "the error".into(),
                    via: None,
                });
                let finding = checkers::Finding {
                    kind: v["kind"].as_str().unwrap_or("").to_string(),
                    message: v["message"].as_str().unwrap_or("").to_string(),
                    location: at,
                    trace: steps,
                    witness,
                    related: Vec::new(),
                    checker: String::new(),
                    assumptions: Vec::new(),
                };
                let color = crate::common::color();
                print!(
                    "{}",
                    crate::report::text::render_one(&finding, color, &types)
                );
            }
            println!("reason: {}", crate::report::text::short_reason(reason));
            match v["unwind"].as_u64() {
                Some(k) if engine == "bmc" => println!("engine: bmc ({k} unrollings)"),
                Some(k) => println!("engine: {engine} (k = {k})"),
                None => println!("engine: {engine}"),
            }
            let st = &v["stats"];
            let n = |k: &str| st[k].as_u64().unwrap_or(0);
            println!(
                "stats: {:.2}s, {} instructions, {} paths, {} forks, {} merges, {} solver queries, {} states subsumed, {} reuses, {} shards",
                st["time_s"].as_f64().unwrap_or(0.0),
                n("instructions"),
                n("paths_completed") + n("paths_pruned") + n("paths_abandoned"),
                n("forks"),
                n("merges"),
                n("solver_queries"),
                n("subsumed"),
                n("reuses"),
                n("shards"),
            );
        }
    }
    Ok(a.fail.exit(crate::common::ResultFacts {
        findings: verdict == "false",
        unknown: verdict == "unknown",
        incomplete: verdict == "unknown",
    }))
}
