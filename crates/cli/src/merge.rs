//! `pathsift merge`: the results of a split tree's shards combined into what one run over the
//! whole tree reports. `--jobs` combines its workers' results with the same rules.
//!
//! Each path belongs to exactly one shard ([`symex::shard`]), so the rules are unions: a
//! finding is reported once per (kind, location), a branch is covered if some shard covered
//! it, and a test suite is the minimal cover of every shard's tests. A verdict is `false` if
//! a shard found a violation (its witness replayed in that shard), `true` if a stage that
//! decides for the whole program proved it in a shard or if every shard explored its part
//! completely, and `unknown` otherwise, with the first undecided shard's reason.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::Args;
use serde_json::{json, Map, Value};

use crate::common::InputError;

/// Arguments of `pathsift merge`.
#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The results of every shard (`--shard I/N --json`), of `check`, `verify`, `test`,
    /// `loopbound`, `memusage` or `fuzz`
    #[arg(required = true, value_name = "RESULT.json")]
    results: Vec<PathBuf>,
    /// For `test` and `fuzz`: where to write the merged suite or corpus [default: the first
    /// shard's --out directory with `-merged` appended]
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

/// Runs `pathsift merge`: prints the merged result as JSON.
pub fn merge_cmd(a: MergeArgs) -> Result<ExitCode> {
    let mut parts = Vec::new();
    for p in &a.results {
        let text =
            std::fs::read_to_string(p).map_err(|e| InputError(format!("{}: {e}", p.display())))?;
        let v: Value = serde_json::from_str(&text).map_err(|e| {
            InputError(format!(
                "{}:{}:{}: not JSON: {e}",
                p.display(),
                e.line(),
                e.column()
            ))
        })?;
        parts.push((p.clone(), v));
    }
    let merged = merge(parts, a.out.as_deref())?;
    println!("{merged}");
    Ok(ExitCode::SUCCESS)
}

/// What a shard's JSON says about itself.
struct Part {
    file: PathBuf,
    index: u32,
    count: u32,
    command: String,
    v: Value,
}

/// Marks a shard's result so that [`merge`] can check it has every shard once.
pub fn mark(v: &mut Value, command: &str, shard: Option<symex::Shard>, elsewhere: u64) {
    if let Some(s) = shard {
        v["shard"] = json!({
            "index": s.index,
            "count": s.count,
            "command": command,
            "left_to_other_shards": elsewhere,
        });
    }
}

/// Merges the shards' results (file, JSON). A `test` suite or a `fuzz` corpus goes to `out`,
/// by default the first shard's `--out` with `-merged` appended.
pub fn merge(parts: Vec<(PathBuf, Value)>, out: Option<&Path>) -> Result<Value> {
    let mut shards = Vec::new();
    for (file, v) in parts {
        let s = &v["shard"];
        let (Some(index), Some(count), Some(command)) = (
            s["index"].as_u64(),
            s["count"].as_u64(),
            s["command"].as_str(),
        ) else {
            return Err(InputError(format!(
                "{}: not the result of a run with --shard (no `shard` object)",
                file.display()
            ))
            .into());
        };
        let command = command.to_string();
        shards.push(Part {
            file,
            index: index as u32,
            count: count as u32,
            command,
            v,
        });
    }
    shards.sort_by_key(|p| p.index);
    let first = &shards[0];
    for p in &shards {
        if p.count != first.count || p.command != first.command {
            return Err(InputError(format!(
                "{} is shard {}/{} of `{}`, {} is {}/{} of `{}`: not one split",
                first.file.display(),
                first.index,
                first.count,
                first.command,
                p.file.display(),
                p.index,
                p.count,
                p.command
            ))
            .into());
        }
    }
    let have: BTreeSet<u32> = shards.iter().map(|p| p.index).collect();
    if have.len() != shards.len() {
        let twice = shards
            .windows(2)
            .find(|w| w[0].index == w[1].index)
            .map_or(0, |w| w[0].index);
        return Err(InputError(format!("shard {twice}/{} is given twice", first.count)).into());
    }
    let missing: Vec<String> = (0..first.count)
        .filter(|i| !have.contains(i))
        .map(|i| i.to_string())
        .collect();
    if !missing.is_empty() {
        return Err(InputError(format!(
            "shards {} of {} are missing: a merged result needs every shard",
            missing.join(", "),
            first.count
        ))
        .into());
    }
    let count = first.count;
    let command = first.command.clone();
    let stats: Vec<&Value> = shards.iter().map(|p| &p.v["stats"]).collect();
    let stats = merge_numbers(&stats, "");
    let warnings = union_strings(shards.iter().map(|p| &p.v["warnings"]));
    let vs: Vec<Value> = shards.into_iter().map(|p| p.v).collect();
    let dir = out;
    let mut out = match command.as_str() {
        "check" => merge_check(&vs),
        "verify" => merge_verify(&vs),
        "test" => merge_test(&vs, dir)?,
        "loopbound" => merge_loopbound(&vs),
        "memusage" => merge_memusage(&vs),
        "fuzz" => merge_fuzz(&vs, dir)?,
        other => return Err(InputError(format!("results of `{other}` cannot be merged")).into()),
    };
    if let Some(o) = out.as_object_mut() {
        o.remove("shard");
    }
    let fuzz_stats = (command == "fuzz").then(|| out["stats"].clone());
    out["stats"] = stats;
    // A fuzzing run's coverage and end are the union's, not sums.
    if let Some(Value::Object(fixed)) = fuzz_stats {
        for (k, v) in fixed {
            out["stats"][k] = v;
        }
    }
    out["stats"]["shards"] = json!(count);
    if vs[0].get("warnings").is_some() {
        out["warnings"] = warnings;
    }
    Ok(out)
}

/// Sums of the shards' counters (`all`, under `key`); `time_s` is the longest shard's (what
/// a cluster running them side by side takes), `seed` is the run's.
fn merge_numbers(all: &[&Value], key: &str) -> Value {
    let Some(first) = all.first() else {
        return Value::Null;
    };
    match first {
        Value::Object(m) => {
            let mut out = Map::new();
            for k in m.keys() {
                let sub: Vec<&Value> = all.iter().filter_map(|v| v.get(k)).collect();
                out.insert(k.clone(), merge_numbers(&sub, k));
            }
            Value::Object(out)
        }
        Value::Number(_) if key == "seed" => (*first).clone(),
        Value::Number(_) if key == "time_s" || key.ends_with("_max") => {
            json!(all.iter().filter_map(|v| v.as_f64()).fold(0.0, f64::max))
        }
        Value::Number(n) if n.is_u64() && all.iter().all(|v| v.is_u64()) => {
            json!(all.iter().filter_map(|v| v.as_u64()).sum::<u64>())
        }
        Value::Number(_) => json!(all.iter().filter_map(|v| v.as_f64()).sum::<f64>()),
        _ => (*first).clone(),
    }
}

/// The strings of every shard's list, each once, in the order the shards name them.
fn union_strings<'a>(lists: impl Iterator<Item = &'a Value>) -> Value {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for l in lists {
        for s in l.as_array().into_iter().flatten() {
            if seen.insert(s.to_string()) {
                out.push(s.clone());
            }
        }
    }
    Value::Array(out)
}

/// A finding's identity: its kind and where.
fn finding_key(f: &Value) -> (String, u64, u64, String, String) {
    let l = &f["location"];
    (
        l["file"].as_str().unwrap_or("").to_string(),
        l["line"].as_u64().unwrap_or(0),
        l["column"].as_u64().unwrap_or(0),
        f["kind"].as_str().unwrap_or("").to_string(),
        l["function"].as_str().unwrap_or("").to_string(),
    )
}

fn merge_check(vs: &[Value]) -> Value {
    let mut out = vs[0].clone();
    let mut seen = BTreeSet::new();
    let mut findings: Vec<Value> = Vec::new();
    for v in vs {
        for f in v["findings"].as_array().into_iter().flatten() {
            if seen.insert(finding_key(f)) {
                findings.push(f.clone());
            }
        }
    }
    // In source order: which shard found a finding first depends on the split.
    findings.sort_by_key(finding_key);
    out["findings"] = Value::Array(findings);
    out["complete"] = json!(vs.iter().all(|v| v["complete"] == json!(true)));
    let incomplete = union_strings(vs.iter().map(|v| &v["incomplete"]));
    match incomplete.as_array().is_some_and(|a| a.is_empty()) {
        true => {
            if let Some(o) = out.as_object_mut() {
                o.remove("incomplete");
            }
        }
        false => out["incomplete"] = incomplete,
    }
    out
}

fn merge_verify(vs: &[Value]) -> Value {
    let verdict = |v: &Value| v["verdict"].as_str().unwrap_or("unknown").to_string();
    if let Some(v) = vs.iter().find(|v| verdict(v) == "false") {
        return v.clone();
    }
    // A stage before path exploration decides for every path.
    if let Some(v) = vs
        .iter()
        .find(|v| verdict(v) == "true" && v["engine"].as_str() != Some("paths"))
    {
        return v.clone();
    }
    if vs.iter().all(|v| verdict(v) == "true") {
        let mut out = vs[0].clone();
        out["reason"] = json!(format!(
            "every path explored in each of the {} shards of the tree",
            vs.len()
        ));
        return out;
    }
    let Some((i, v)) = vs.iter().enumerate().find(|(_, v)| verdict(v) != "true") else {
        return vs[0].clone();
    };
    let mut out = v.clone();
    out["reason"] = json!(format!(
        "shard {i}/{}: {}",
        vs.len(),
        v["reason"].as_str().unwrap_or("")
    ));
    out
}

fn merge_loopbound(vs: &[Value]) -> Value {
    let mut out = vs[0].clone();
    let Some(loops) = out["loops"].as_array_mut() else {
        return out;
    };
    for (i, l) in loops.iter_mut().enumerate() {
        let others: Vec<&Value> = vs.iter().map(|v| &v["loops"][i]).collect();
        let best = others
            .iter()
            .filter(|o| o["inner_bound"].is_u64())
            .max_by_key(|o| o["inner_bound"].as_u64().unwrap_or(0));
        if let Some(b) = best {
            *l = (*b).clone();
        }
        // Exact only if every shard knows its part's bound (or that its part never
        // reaches the loop).
        l["exact"] = json!(others.iter().all(|o| o["exact"] == json!(true)));
        l["capped"] = json!(others.iter().any(|o| o["capped"] == json!(true)));
    }
    out["complete"] = json!(vs.iter().all(|v| v["complete"] == json!(true)));
    out
}

fn merge_memusage(vs: &[Value]) -> Value {
    let best = vs
        .iter()
        .filter(|v| v["bound_bytes"].is_u64())
        .max_by_key(|v| v["bound_bytes"].as_u64().unwrap_or(0));
    let mut out = best.unwrap_or(&vs[0]).clone();
    out["complete"] = json!(vs.iter().all(|v| v["complete"] == json!(true)));
    out["exact"] = json!(
        out["bound_bytes"].is_u64()
            && vs
                .iter()
                .all(|v| v["exact"] == json!(true) || v["bound_bytes"].is_null())
    );
    for k in ["states", "reuses"] {
        out[k] = json!(vs.iter().filter_map(|v| v[k].as_u64()).sum::<u64>());
    }
    // Each shard's expression bounds its part: the whole's bound is their maximum (a shard
    // without one contributes its constant mark).
    let mut parts: Vec<String> = Vec::new();
    for v in vs {
        let part = match (v["bound_expr"].as_str(), v["bound_bytes"].as_u64()) {
            (Some(e), _) => e.to_string(),
            (None, Some(n)) => n.to_string(),
            (None, None) => continue,
        };
        if !parts.contains(&part) {
            parts.push(part);
        }
    }
    let any_expr = vs.iter().any(|v| v["bound_expr"].is_string());
    out["bound_expr"] = match (any_expr, parts.split_last()) {
        (true, Some((last, rest))) => json!(rest
            .iter()
            .rev()
            .fold(last.clone(), |acc, p| format!("max({p}, {acc})"))),
        _ => Value::Null,
    };
    out["bound_expr_proved"] = json!(
        any_expr
            && vs.iter().all(|v| {
                v["bound_expr_proved"] == json!(true)
                    || (v["bound_expr"].is_null() && v["exact"] == json!(true))
            })
    );
    out
}

/// Where a merged suite or corpus goes: `dir`, else the first shard's with `-merged`.
fn merged_dir(vs: &[Value], dir: Option<&Path>) -> PathBuf {
    dir.map_or_else(
        || {
            let mut d = std::ffi::OsString::from(vs[0]["out"].as_str().unwrap_or("suite"));
            d.push("-merged");
            PathBuf::from(d)
        },
        Path::to_path_buf,
    )
}

/// Every shard's corpus, one corpus in `dir` (see [`merge`]) as `fuzz` writes it: each queue
/// input once (a shared input is in every shard's queue), each crash once by kind and
/// location (the first shard's), coverage the union of the shards' edges. The statistics
/// that are no sums are replaced here.
fn merge_fuzz(vs: &[Value], dir: Option<&Path>) -> Result<Value> {
    let dir = merged_dir(vs, dir);
    let io = |p: &Path, e: std::io::Error| InputError(format!("{}: {e}", p.display()));
    let (queue, crashes_dir) = (dir.join("queue"), dir.join("crashes"));
    for d in [&queue, &crashes_dir] {
        std::fs::create_dir_all(d).map_err(|e| io(d, e))?;
    }
    let mut seen = std::collections::HashSet::new();
    for v in vs {
        let from = PathBuf::from(v["out"].as_str().unwrap_or("")).join("queue");
        let mut files: Vec<PathBuf> = std::fs::read_dir(&from)
            .map_err(|e| io(&from, e))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        files.sort();
        for f in files {
            let bytes = std::fs::read(&f).map_err(|e| io(&f, e))?;
            if seen.insert(bytes.clone()) {
                let to = queue.join(crate::suite::queue_name(seen.len() - 1));
                std::fs::write(&to, bytes).map_err(|e| io(&to, e))?;
            }
        }
    }
    // Each crash once, found when the first shard found it.
    let mut keys = std::collections::BTreeMap::new();
    let mut crashes: Vec<Value> = Vec::new();
    for c in vs
        .iter()
        .flat_map(|v| v["crashes"].as_array().into_iter().flatten())
    {
        match keys.entry(finding_key(c)) {
            std::collections::btree_map::Entry::Occupied(k) => {
                let kept: &mut Value = &mut crashes[*k.get()];
                if let (Some(a), Some(b)) = (kept["found_s"].as_f64(), c["found_s"].as_f64()) {
                    kept["found_s"] = json!(a.min(b));
                }
                continue;
            }
            std::collections::btree_map::Entry::Vacant(k) => {
                k.insert(crashes.len());
            }
        }
        let from = PathBuf::from(c["input"].as_str().unwrap_or(""));
        let bytes = std::fs::read(&from).map_err(|e| io(&from, e))?;
        let kind = c["kind"].as_str().unwrap_or("crash");
        let to = crashes_dir.join(crate::suite::crash_name(crashes.len(), kind));
        std::fs::write(&to, bytes).map_err(|e| io(&to, e))?;
        let mut c = c.clone();
        c["input"] = json!(to.display().to_string());
        crashes.push(c);
    }
    let covered: BTreeSet<u64> = vs
        .iter()
        .flat_map(|v| v["covered_edges"].as_array().into_iter().flatten())
        .filter_map(Value::as_u64)
        .collect();
    let total = vs[0]["stats"]["branches"].as_u64().unwrap_or(0);
    let ended_by = vs
        .iter()
        .map(|v| v["stats"]["ended_by"].as_str().unwrap_or(""))
        .find(|e| *e != "exhausted")
        .unwrap_or("exhausted");
    let mut out = vs[0].clone();
    if let Some(o) = out.as_object_mut() {
        o.remove("covered_edges");
        o.remove("out");
    }
    out["runs"] = json!(vs.iter().filter_map(|v| v["runs"].as_u64()).sum::<u64>());
    out["queue"] = json!(seen.len());
    out["crashes"] = Value::Array(crashes);
    out["branch_coverage"] = json!(if total == 0 {
        1.0
    } else {
        covered.len() as f64 / total as f64
    });
    // A run's instruction limit is each shard's own, not a sum.
    let step_budget = vs
        .iter()
        .filter_map(|v| v["stats"]["run_step_budget"].as_u64())
        .max();
    out["stats"] = json!({
        "branches_covered": covered.len(),
        "branches": total,
        "ended_by": ended_by,
        "run_step_budget": step_budget,
    });
    Ok(out)
}

/// Every shard's tests, one suite: the union of what they covered, and the minimal cover of
/// it chosen again, written to `dir` (see [`merge`]) as `test` writes a suite.
fn merge_test(vs: &[Value], dir: Option<&Path>) -> Result<Value> {
    let dir = merged_dir(vs, dir);
    let dir = dir.as_path();
    let mut suites = Vec::new();
    for v in vs {
        let from = PathBuf::from(v["out"].as_str().unwrap_or(""));
        let path = from.join("tests.json");
        let text = std::fs::read_to_string(&path)
            .map_err(|e| InputError(format!("{}: {e}", path.display())))?;
        let suite: formats::suite::Suite = serde_json::from_str(&text)
            .map_err(|e| InputError(format!("{}: {e}", path.display())))?;
        suites.push(suite);
    }
    let mut merged = suites[0].clone();
    // One test per error, as one run keeps (the first shard's).
    let mut errors_seen = BTreeSet::new();
    merged.tests = suites
        .iter()
        .flat_map(|s| s.tests.iter().cloned())
        .filter(|t| {
            t.error.as_ref().is_none_or(|e| {
                let l = &e.location;
                errors_seen.insert((e.kind.clone(), l.file.clone(), l.line, l.column))
            })
        })
        .collect();
    let covered: BTreeSet<u32> = suites
        .iter()
        .flat_map(|s| s.covered.iter().copied())
        .collect();
    merged.covered = covered.iter().copied().collect();
    let sets: Vec<Vec<u32>> = merged.tests.iter().map(|t| t.covers.clone()).collect();
    let cover = analyses::setcover::minimum_cover(
        &sets,
        analyses::testgen::TestGenOptions::default().cover_budget,
    );
    let chosen: BTreeSet<usize> = cover.chosen.iter().copied().collect();
    for (i, t) in merged.tests.iter_mut().enumerate() {
        t.id = crate::suite::test_id(i);
        t.in_suite = chosen.contains(&i);
    }
    crate::suite::write_out(dir, &merged).with_context(|| dir.display().to_string())?;
    let errors: Vec<Value> = merged
        .tests
        .iter()
        .filter_map(|t| {
            t.error.as_ref().map(|e| {
                json!({"test": t.id, "kind": e.kind, "message": e.message, "location": e.location})
            })
        })
        .collect();
    let total = merged.branches.len();
    let mut out = vs[0].clone();
    out["tests"] = json!(merged.tests.len());
    out["suite_tests"] = json!(chosen.len());
    out["suite_minimal"] = json!(cover.exact);
    out["covered_branches"] = json!(covered.len());
    out["branch_coverage"] = json!(if total == 0 {
        1.0
    } else {
        covered.len() as f64 / total as f64
    });
    out["errors"] = Value::Array(errors);
    out["exploration_complete"] =
        json!(vs.iter().all(|v| v["exploration_complete"] == json!(true)));
    out["incomplete"] = union_strings(vs.iter().map(|v| &v["incomplete"]));
    out["out"] = json!(dir.display().to_string());
    Ok(out)
}
