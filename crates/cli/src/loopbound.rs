//! `pathsift loopbound`: each loop's inner bound, with the input that reaches it.

use std::process::ExitCode;
use std::time::Instant;

use analyses::{LoopBound, LoopboundOptions};
use anyhow::Result;
use clap::Args;
use serde_json::json;

use crate::common::{location_json, secs, InputArgs, InputError};
use crate::decode::witness_text;

/// Arguments of `pathsift loopbound`.
#[derive(Args, Debug)]
pub struct LoopboundArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,
    #[command(flatten)]
    entry: crate::entry::EntryArgs,
    /// Budget in seconds (of work: the same result on a loaded machine; the wall clock ends
    /// the command shortly after it at the latest).
    #[arg(long, value_name = "S", alias = "max-time", default_value_t = 60.0)]
    pub(crate) timeout: f64,
    /// Stop following one loop entry after this many iterations (the loop is then `capped`).
    #[arg(
        long,
        value_name = "N",
        default_value_t = 5_000_000,
        alias = "max-iterations"
    )]
    loop_bound: u32,
    /// Search strategy.
    #[arg(long, default_value = "loop-deep", value_parser = crate::common::SEARCH_NAMES)]
    search: String,
    /// Merge the paths that reach a loop's header in the same iteration (the default).
    #[arg(long, overrides_with = "no_merge")]
    merge: bool,
    /// Do not merge the paths that reach a loop's header in the same iteration (every path
    /// through a loop body is then explored on its own).
    #[arg(long, overrides_with = "merge")]
    no_merge: bool,
    /// Never run a small input domain concretely, input by input (by default, when the
    /// inputs read before the first loop have at most 262,144 values together, every one
    /// of them runs and the bounds are exact whatever the loops' shapes).
    #[arg(long)]
    no_enumerate: bool,
    /// Explore every subtree, even where one explored before covers it (by default, a state
    /// that a stored subtree's interpolant covers, in the same loop iterations and with
    /// counts at least as high, takes that subtree's counts without exploring it again).
    #[arg(long)]
    no_reuse: bool,
    /// Print one JSON document.
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) fail: crate::common::FailArgs,
    #[command(flatten)]
    pub(crate) parallel: crate::common::ParallelArgs,
}

/// Runs `pathsift loopbound`.
pub fn loopbound(mut a: LoopboundArgs) -> Result<ExitCode> {
    let start = Instant::now();
    if a.loop_bound == 0 {
        return Err(InputError("--loop-bound must be at least 1".into()).into());
    }
    // An absurd --timeout is bad input before anything runs.
    crate::common::seconds(a.timeout)?;
    let search = crate::common::search_kind(&a.search)?;
    let leads = crate::parallel::leads(a.parallel.jobs(), &a.parallel.shard);
    let shard = a.parallel.shard()?;
    let timeout = crate::common::seconds(crate::parallel::run_budget(a.timeout))?;
    a.input.set_deadline(start, Some(a.timeout));
    let module = a.input.load(false)?;
    let prog = a.input.program(&module);
    let warnings = crate::common::unmodelled_warnings(&prog);
    let entry = a.entry.spec(&a.input, &module)?;
    let entry = entry.map(|(_, e)| e);
    let opts = LoopboundOptions {
        seed: a.input.record_seed(),
        timeout: Some(timeout),
        max_iterations: a.loop_bound,
        max_memory_mb: Some(a.input.max_memory_mb()),
        search,
        merge: !a.no_merge,
        enumerate: !a.no_enumerate,
        reuse: !a.no_reuse,
        shard: crate::parallel::tree(shard, leads),
        ..LoopboundOptions::default()
    };
    let pool = crate::parallel::pool(leads, || {
        crate::parallel::Jobs::new(a.parallel.jobs(), &a.input, (false, false))
    })?;
    let live = crate::progress::Live::start(!a.json, Some(a.timeout));
    let r = analyses::loopbound(&prog, &opts, entry.as_ref());
    drop(live);
    crate::progress::reporting();
    let r = r.map_err(|e| InputError(e.message))?;
    if let Some(pool) = crate::parallel::handed_over(pool) {
        let v = pool.finish()?;
        return merged_output(&a, &v);
    }
    let elapsed = secs(start);
    if a.json || shard.is_some() {
        let loops: Vec<_> = r
            .loops
            .iter()
            .map(|l| {
                json!({
                    "location": location_json(&module, l.loc, &l.function),
                    "inner_bound": l.inner_bound,
                    "exact": l.exact,
                    "capped": l.capped,
                    "witness": l.witness,
                    "reason": l.reason,
                })
            })
            .collect();
        let mut stats =
            crate::common::stats_json(elapsed, &r.summary, r.instructions, r.forks, &r.solver);
        stats["replays"] = json!(r.replays);
        stats["merges"] = json!(r.merges);
        stats["enumerated"] = json!(r.enumerated);
        let mut v = json!({
            "loops": loops,
            "complete": r.complete,
            "incomplete": r.incomplete,
            "warnings": warnings,
            "stats": stats,
        });
        crate::merge::mark(&mut v, "loopbound", shard, r.summary.left_to_other_shards);
        if crate::parallel::deliver(&v)? {
            return Ok(ExitCode::SUCCESS);
        }
        println!("{v}");
    } else {
        let types = crate::decode::CTypes::lookup(
            &a.input,
            r.loops.iter().filter_map(|l| l.witness.as_ref()),
        );
        print_table(&module, &r.loops, &types);
        println!(
            "{} loops: {} exact, {} lower bounds, {} without a bound{}",
            r.loops.len(),
            r.loops
                .iter()
                .filter(|l| l.exact && l.inner_bound.is_some())
                .count(),
            r.loops
                .iter()
                .filter(|l| !l.exact && l.inner_bound.is_some())
                .count(),
            r.loops.iter().filter(|l| l.inner_bound.is_none()).count(),
            if r.complete {
                String::new()
            } else {
                format!("; incomplete: {}", r.incomplete.join("; "))
            }
        );
        println!(
            "stats: {:.2}s, {} instructions, {} paths, {} forks, {} merges, {} solver queries, {} replays{}",
            elapsed,
            r.instructions,
            r.summary.paths_completed
                + r.summary.paths_error
                + r.summary.paths_infeasible
                + r.summary.paths_abandoned,
            r.forks,
            r.merges,
            r.solver.queries,
            r.replays,
            if r.enumerated > 0 {
                format!(", {} inputs run concretely", r.enumerated)
            } else {
                String::new()
            }
        );
    }
    Ok(a.fail.exit(crate::common::ResultFacts {
        findings: false,
        // A bound that is not known to be exact (or a loop with none) is this command's
        // "unknown".
        unknown: r.loops.iter().any(|l| !l.exact || l.inner_bound.is_none()),
        incomplete: !r.complete,
    }))
}

/// One line per loop: where, bound (exact or ≥), and the witness's inputs.
fn print_table(m: &ir::Module, loops: &[LoopBound], types: &crate::decode::CTypes) {
    let rows: Vec<[String; 4]> = loops
        .iter()
        .map(|l| {
            let bound = match (l.inner_bound, l.exact, l.capped) {
                (None, true, _) => "unreachable".to_string(),
                (None, false, _) => "?".to_string(),
                (Some(n), true, _) => n.to_string(),
                (Some(n), false, _) => format!("≥ {n}"),
            };
            let detail = match &l.witness {
                Some(w) if l.reason.is_empty() || l.exact => witness_text(w, types),
                Some(w) => format!("{} ({})", witness_text(w, types), l.reason),
                None => l.reason.clone(),
            };
            [
                crate::common::short_location(m, l.loc),
                l.function.clone(),
                bound,
                detail,
            ]
        })
        .collect();
    print_rows(&rows);
}

/// The table of [`print_table`], from its cells.
fn print_rows(rows: &[[String; 4]]) {
    let head = ["loop", "function", "bound", "witness"];
    // Each column as wide as its widest cell or heading (`≥` is one character, three bytes).
    let width = |c: usize| {
        rows.iter()
            .map(|r| r[c].chars().count())
            .chain([head[c].len()])
            .max()
            .unwrap_or(0)
    };
    let (w0, w1, w2) = (width(0), width(1), width(2));
    println!(
        "{:w0$}  {:w1$}  {:>w2$}  {}",
        head[0], head[1], head[2], head[3]
    );
    for r in rows {
        let pad = w2 - r[2].chars().count();
        println!(
            "{:w0$}  {:w1$}  {}{}  {}",
            r[0],
            r[1],
            " ".repeat(pad),
            r[2],
            r[3]
        );
    }
}

/// Prints the merged result of a `--jobs` run: its JSON, or the table one run prints.
fn merged_output(a: &LoopboundArgs, v: &serde_json::Value) -> Result<ExitCode> {
    let loops = v["loops"].as_array().cloned().unwrap_or_default();
    let complete = v["complete"] == json!(true);
    if a.json {
        println!("{v}");
    } else {
        let witnesses: Vec<formats::Witness> = loops
            .iter()
            .map(|l| serde_json::from_value(l["witness"].clone()).unwrap_or_default())
            .collect();
        let types = crate::decode::CTypes::lookup(&a.input, witnesses.iter());
        let rows: Vec<[String; 4]> = loops
            .iter()
            .zip(&witnesses)
            .map(|(l, w)| {
                let exact = l["exact"] == json!(true);
                let bound = match (l["inner_bound"].as_u64(), exact) {
                    (None, true) => "unreachable".to_string(),
                    (None, false) => "?".to_string(),
                    (Some(n), true) => n.to_string(),
                    (Some(n), false) => format!("≥ {n}"),
                };
                let reason = l["reason"].as_str().unwrap_or("").to_string();
                let detail = match l["witness"].is_null() {
                    false if reason.is_empty() || exact => witness_text(w, &types),
                    false => format!("{} ({reason})", witness_text(w, &types)),
                    true => reason,
                };
                let at = &l["location"];
                let file = at["file"].as_str().unwrap_or("?");
                let file = std::path::Path::new(file)
                    .file_name()
                    .map_or(file.into(), |f| f.to_string_lossy());
                [
                    format!("{file}:{}", at["line"]),
                    at["function"].as_str().unwrap_or("").to_string(),
                    bound,
                    detail,
                ]
            })
            .collect();
        print_rows(&rows);
        let exact = |l: &&serde_json::Value| l["exact"] == json!(true);
        let bounded = |l: &&serde_json::Value| l["inner_bound"].is_u64();
        let incomplete: Vec<&str> = v["incomplete"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|s| s.as_str())
            .collect();
        println!(
            "{} loops: {} exact, {} lower bounds, {} without a bound{}",
            loops.len(),
            loops.iter().filter(|l| exact(l) && bounded(l)).count(),
            loops.iter().filter(|l| !exact(l) && bounded(l)).count(),
            loops.iter().filter(|l| !bounded(l)).count(),
            if complete {
                String::new()
            } else {
                format!("; incomplete: {}", incomplete.join("; "))
            }
        );
        let st = &v["stats"];
        let k = |k: &str| st[k].as_u64().unwrap_or(0);
        println!(
            "stats: {:.2}s, {} instructions, {} paths, {} forks, {} merges, {} solver queries, {} replays, {} shards",
            st["time_s"].as_f64().unwrap_or(0.0),
            k("instructions"),
            k("paths_completed") + k("paths_pruned") + k("paths_abandoned"),
            k("forks"),
            k("merges"),
            k("solver_queries"),
            k("replays"),
            k("shards")
        );
    }
    Ok(a.fail.exit(crate::common::ResultFacts {
        findings: false,
        unknown: loops
            .iter()
            .any(|l| l["exact"] != json!(true) || !l["inner_bound"].is_u64()),
        incomplete: !complete,
    }))
}
