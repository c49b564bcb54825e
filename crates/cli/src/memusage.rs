//! `pathsift memusage`: the worst-case heap high-water mark, with the input that reaches it.

use std::process::ExitCode;
use std::time::Instant;

use analyses::{MemusageOptions, MemusageReport};
use anyhow::Result;
use clap::Args;
use serde_json::json;

use crate::common::{secs, short_location, InputArgs, InputError};
use crate::decode::witness_text;

/// Arguments of `pathsift memusage`.
#[derive(Args, Debug)]
pub struct MemusageArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,
    #[command(flatten)]
    entry: crate::entry::EntryArgs,
    /// Time budget in seconds.
    #[arg(
        long,
        value_name = "S",
        visible_alias = "max-time",
        default_value_t = 60.0
    )]
    pub(crate) timeout: f64,
    /// Explore every subtree, even where an explored one's interpolant covers it.
    #[arg(long)]
    no_reuse: bool,
    /// Search strategy (every one reaches the same bound when exploration completes).
    #[arg(long, default_value = "dfs", value_parser = crate::common::SEARCH_NAMES)]
    search: String,
    /// Print one JSON document.
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) fail: crate::common::FailArgs,
    #[command(flatten)]
    pub(crate) parallel: crate::common::ParallelArgs,
}

/// Runs `pathsift memusage`.
pub fn memusage(mut a: MemusageArgs) -> Result<ExitCode> {
    let start = Instant::now();
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
    let entry = a.entry.spec(&a.input, &module)?.map(|(_, e)| e);
    let opts = MemusageOptions {
        seed: a.input.record_seed(),
        timeout: Some(timeout),
        reuse: !a.no_reuse,
        search,
        max_memory_mb: Some(a.input.max_memory_mb()),
        shard: crate::parallel::tree(shard, leads),
        ..MemusageOptions::default()
    };
    let pool = crate::parallel::pool(leads, || {
        crate::parallel::Jobs::new(a.parallel.jobs(), &a.input, (false, false))
    })?;
    let live = crate::progress::Live::start(!a.json, Some(a.timeout));
    let r = analyses::memusage(&prog, &opts, entry.as_ref());
    drop(live);
    crate::progress::reporting();
    let r = r.map_err(|e| InputError(e.message))?;
    if let Some(pool) = crate::parallel::handed_over(pool) {
        let v = pool.finish()?;
        return merged_output(&a, &v);
    }
    let elapsed = secs(start);
    if a.json || shard.is_some() {
        let mut stats =
            crate::common::stats_json(elapsed, &r.summary, r.instructions, r.forks, &r.solver);
        stats["stored_subtrees"] = json!(r.stored);
        let checks: Vec<_> = r
            .expr_checks
            .iter()
            .map(|(vals, bound)| {
                let at: serde_json::Map<String, serde_json::Value> =
                    vals.iter().map(|(n, v)| (n.clone(), json!(v))).collect();
                json!({"inputs": at, "bound_bytes": bound})
            })
            .collect();
        let mut v = json!({
            "bound_bytes": r.bound_bytes,
            "bound_expr": r.bound_expr,
            "exact": r.exact,
            "witness": r.witness,
            "complete": r.complete,
            "incomplete": r.incomplete,
            "states": r.states,
            "reuses": r.reuses,
            "at_peak": peak_json(&module, &r),
            "bound_expr_checks": checks,
            "bound_expr_proved": r.bound_expr_proved,
            "warnings": warnings,
            "stats": stats,
        });
        crate::merge::mark(&mut v, "memusage", shard, r.summary.left_to_other_shards);
        if crate::parallel::deliver(&v)? {
            return Ok(ExitCode::SUCCESS);
        }
        println!("{v}");
    } else {
        let types = crate::decode::CTypes::lookup(&a.input, r.witness.iter());
        print_report(&module, &r, elapsed, &types);
    }
    Ok(a.fail.exit(crate::common::ResultFacts {
        findings: false,
        unknown: !r.exact,
        incomplete: !r.complete,
    }))
}

/// The blocks live at the peak, largest first, with their allocation call paths.
fn peak_json(m: &ir::Module, r: &MemusageReport) -> serde_json::Value {
    let blocks: Vec<_> = sorted_blocks(r)
        .into_iter()
        .map(|b| {
            let path: Vec<String> = b
                .call_path
                .iter()
                .map(|l| crate::common::location_absolute(m, *l))
                .collect();
            json!({"size": b.size, "call_path": path})
        })
        .collect();
    json!(blocks)
}

fn sorted_blocks(r: &MemusageReport) -> Vec<&interp::heapuse::PeakBlock> {
    let mut b: Vec<_> = r.at_peak.iter().collect();
    b.sort_by_key(|x| std::cmp::Reverse(x.size));
    b
}

/// The bound, how sure it is, the witness, and where the peak happens.
fn print_report(m: &ir::Module, r: &MemusageReport, elapsed: f64, types: &crate::decode::CTypes) {
    match r.bound_bytes {
        None => println!("no path ran to an end: no bound"),
        Some(n) => {
            let sure = if r.exact { "exact" } else { "at least" };
            println!("worst-case heap: {n} bytes ({sure})");
        }
    }
    if let Some(e) = &r.bound_expr {
        let at: Vec<String> = r
            .expr_checks
            .iter()
            .map(|(vals, b)| {
                let v: Vec<String> = vals.iter().map(|(n, x)| format!("{n}={x}")).collect();
                format!("{} → {b}", v.join(","))
            })
            .collect();
        let proved = if r.bound_expr_proved {
            "proved over the inputs' domain, "
        } else {
            ""
        };
        println!("bound: {e}   ({proved}checked at {})", at.join("; "));
    }
    if let Some(w) = &r.witness {
        println!("witness: {}", witness_text(w, types));
    }
    if !r.at_peak.is_empty() {
        println!("live at the peak:");
        for b in sorted_blocks(r) {
            let mut path = b.call_path.iter().map(|l| short_location(m, *l));
            let site = path.next().unwrap_or_default();
            let callers: Vec<String> = path.collect();
            if callers.is_empty() {
                println!("  {:>10} bytes  allocated at {site}", b.size);
            } else {
                println!(
                    "  {:>10} bytes  allocated at {site}, called from {}",
                    b.size,
                    callers.join(" ← ")
                );
            }
        }
    }
    if !r.incomplete.is_empty() {
        println!("not exact: {}", r.incomplete.join("; "));
    }
    println!(
        "stats: {:.2}s, {} states, {} reuses, {} subtrees stored, {} instructions, {} solver queries",
        elapsed, r.states, r.reuses, r.stored, r.instructions, r.solver.queries
    );
}

/// Prints the merged result of a `--jobs` run: its JSON, or the report one run prints.
fn merged_output(a: &MemusageArgs, v: &serde_json::Value) -> Result<ExitCode> {
    let exact = v["exact"] == json!(true);
    let complete = v["complete"] == json!(true);
    if a.json {
        println!("{v}");
    } else {
        match v["bound_bytes"].as_u64() {
            None => println!("no path ran to an end: no bound"),
            Some(n) => {
                let sure = if exact { "exact" } else { "at least" };
                println!("worst-case heap: {n} bytes ({sure})");
            }
        }
        if let Some(e) = v["bound_expr"].as_str() {
            let proved = if v["bound_expr_proved"] == json!(true) {
                " (proved over the inputs' domain)"
            } else {
                ""
            };
            println!("bound: {e}{proved}");
        }
        if !v["witness"].is_null() {
            let w: formats::Witness =
                serde_json::from_value(v["witness"].clone()).unwrap_or_default();
            let types = crate::decode::CTypes::lookup(&a.input, [&w]);
            println!("witness: {}", witness_text(&w, &types));
        }
        let blocks = v["at_peak"].as_array().cloned().unwrap_or_default();
        if !blocks.is_empty() {
            println!("live at the peak:");
            for b in &blocks {
                let path: Vec<&str> = b["call_path"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|l| l.as_str())
                    .collect();
                let site = path.first().copied().unwrap_or_default();
                match path.get(1..).filter(|c| !c.is_empty()) {
                    None => println!("  {:>10} bytes  allocated at {site}", b["size"]),
                    Some(callers) => println!(
                        "  {:>10} bytes  allocated at {site}, called from {}",
                        b["size"],
                        callers.join(" ← ")
                    ),
                }
            }
        }
        let incomplete: Vec<&str> = v["incomplete"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|s| s.as_str())
            .collect();
        if !incomplete.is_empty() {
            println!("not exact: {}", incomplete.join("; "));
        }
        let st = &v["stats"];
        let k = |k: &str| st[k].as_u64().unwrap_or(0);
        println!(
            "stats: {:.2}s, {} states, {} reuses, {} subtrees stored, {} instructions, {} solver queries, {} shards",
            st["time_s"].as_f64().unwrap_or(0.0),
            v["states"].as_u64().unwrap_or(0),
            v["reuses"].as_u64().unwrap_or(0),
            k("stored_subtrees"),
            k("instructions"),
            k("solver_queries"),
            k("shards")
        );
    }
    Ok(a.fail.exit(crate::common::ResultFacts {
        findings: false,
        unknown: !exact,
        incomplete: !complete,
    }))
}
