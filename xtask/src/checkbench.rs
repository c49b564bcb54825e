//! `cargo xtask checkbench`: `pathsift check` over the SV-COMP memory-safety tasks of a
//! benchmark directory: false alarms on tasks expected true, and bugs of the violated
//! subproperty's kind found on tasks expected false.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{bail, Result};
use serde_json::Value;

use crate::pathsift;
use crate::process::{par_map, run_captured, Ending};
use crate::svcomp::{read_manifest, Row};

/// Arguments of `cargo xtask checkbench`.
#[derive(clap::Args)]
pub struct Args {
    /// Benchmark directory holding `manifest.csv`.
    #[arg(long, default_value = "../shared/bench/sv-benchmarks")]
    dir: PathBuf,
    /// Property whose tasks to check: valid-memsafety or valid-memcleanup.
    #[arg(long, default_value = "valid-memsafety", value_parser = ["valid-memsafety", "valid-memcleanup"])]
    property: String,
    /// Categories to run (default: all that have the property).
    #[arg(long = "category", value_name = "C")]
    categories: Vec<String>,
    /// Seconds per task (passed to `pathsift check --timeout`).
    #[arg(long, default_value_t = 10)]
    timeout: u64,
    /// Tasks checked in parallel.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// Print every task's findings, not only the table and the false alarms.
    #[arg(long)]
    verbose: bool,
    /// Analyse from this function as `pathsift check --entry` does (callees summarised).
    #[arg(long, value_name = "FUNC")]
    entry: Option<String>,
    /// With --entry: execute callees inline instead of applying summaries.
    #[arg(long)]
    no_summaries: bool,
    /// Run `pathsift check --no-subsumption` (no abstraction or subsumption at loop headers).
    #[arg(long)]
    no_subsumption: bool,
    #[command(flatten)]
    shard: crate::process::ShardArg,
}

/// What `pathsift check` said about one task.
#[derive(Debug, Default)]
struct Outcome {
    /// `(kind, file:line)` of every finding.
    findings: Vec<(String, String)>,
    /// With --entry: what became of the callees.
    summaries: SummaryCounts,
    /// The report says every path was explored (no finding was missed).
    complete: bool,
    /// Why the check produced no result (crash, timeout, bad input), if it did not.
    failure: Option<String>,
}

impl Outcome {
    /// No result, for the reason `why`.
    fn failed(why: String) -> Outcome {
        Outcome {
            failure: Some(why),
            ..Outcome::default()
        }
    }
}

/// With --entry: callees summarised, and why the others are executed inline.
#[derive(Debug, Default)]
struct SummaryCounts {
    made: u32,
    inline: Vec<String>,
}

/// How one task counts in the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Score {
    /// Expected true, no finding.
    Clean,
    /// Expected true, some finding.
    FalseAlarm,
    /// Expected false, a finding of the violated subproperty's kind.
    Found,
    /// Expected false, no finding of that kind.
    Missed,
    /// No result.
    Failed,
}

/// The finding kinds that show a violation of an SV-COMP memory subproperty (`None`: the
/// manifest names none, and any memory finding counts).
fn kinds_for(subproperty: Option<&str>) -> &'static [&'static str] {
    const DEREF: &[&str] = &[
        "null-deref",
        "invalid-deref",
        "out-of-bounds",
        "use-after-free",
    ];
    const FREE: &[&str] = &["double-free", "invalid-free"];
    const LEAK: &[&str] = &["memory-leak"];
    const ANY: &[&str] = &[
        "null-deref",
        "invalid-deref",
        "out-of-bounds",
        "use-after-free",
        "double-free",
        "invalid-free",
        "memory-leak",
    ];
    match subproperty {
        Some("valid-deref") => DEREF,
        Some("valid-free") => FREE,
        Some("valid-memtrack" | "valid-memcleanup") => LEAK,
        _ => ANY,
    }
}

fn score(row: &Row, outcome: &Outcome) -> Score {
    if outcome.failure.is_some() {
        return Score::Failed;
    }
    let kinds = kinds_for(row.subproperty.as_deref());
    match (row.expected, outcome.findings.is_empty()) {
        (true, true) => Score::Clean,
        (true, false) => Score::FalseAlarm,
        (false, _)
            if outcome
                .findings
                .iter()
                .any(|(k, _)| kinds.contains(&k.as_str())) =>
        {
            Score::Found
        }
        (false, _) => Score::Missed,
    }
}

/// Callees summarised, and the reasons of those executed inline (line numbers left out, so
/// that reasons group), in a `pathsift check --json` result.
fn summary_counts(v: &Value) -> SummaryCounts {
    let list = v["summaries"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default();
    let mut c = SummaryCounts::default();
    for s in list {
        match s["inlined"].as_str() {
            Some(why) => {
                let short = why.split(" at line").next().unwrap_or(why);
                c.inline.push(short.to_string());
            }
            None => c.made += 1,
        }
    }
    c
}

/// The findings, the callees' summaries and whether the report is complete.
type Parsed = (Vec<(String, String)>, SummaryCounts, bool);

/// The findings, the summary counts and completeness of a `pathsift check --json` result.
fn parse(stdout: &[u8]) -> Result<Parsed, String> {
    let v: Value = serde_json::from_slice(stdout).map_err(|e| format!("bad JSON: {e}"))?;
    let findings = v["findings"]
        .as_array()
        .ok_or_else(|| "no `findings` array".to_string())?;
    let findings = findings
        .iter()
        .map(|f| {
            let loc = &f["location"];
            let file = loc["file"].as_str().unwrap_or("?");
            let file = file.rsplit('/').next().unwrap_or(file);
            (
                f["kind"].as_str().unwrap_or("?").to_string(),
                format!("{file}:{}", loc["line"]),
            )
        })
        .collect();
    let complete = v["complete"].as_bool().unwrap_or(false);
    Ok((findings, summary_counts(&v), complete))
}

fn check_task(bin: &PathBuf, args: &Args, row: &Row) -> Outcome {
    let leaks = if args.property == "valid-memcleanup" {
        "cleanup"
    } else {
        "memtrack"
    };
    let mut cmd = Command::new(bin);
    cmd.args(["check", "--json", "--timeout", &args.timeout.to_string()])
        .args(["--data-model", &row.data_model, "--leaks", leaks])
        .arg(&row.input);
    if let Some(f) = &args.entry {
        cmd.args(["--entry", f]);
    }
    if args.no_summaries {
        cmd.arg("--no-summaries");
    }
    if args.no_subsumption {
        cmd.arg("--no-subsumption");
    }
    let limit = Duration::from_secs(args.timeout + 30);
    match run_captured(&mut cmd, limit) {
        Ok(c) if c.ending == Ending::Exited(0) => match parse(&c.stdout) {
            Ok((findings, summaries, complete)) => Outcome {
                findings,
                summaries,
                complete,
                failure: None,
            },
            Err(e) => Outcome::failed(e),
        },
        Ok(c) => Outcome::failed(format!(
            "{}: {}",
            c.ending,
            c.stderr_text().lines().next().unwrap_or("")
        )),
        Err(e) => Outcome::failed(e.to_string()),
    }
}

fn describe(findings: &[(String, String)]) -> String {
    if findings.is_empty() {
        return "no finding".to_string();
    }
    findings
        .iter()
        .map(|(k, at)| format!("{k} at {at}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Runs check on every selected task and prints the table and the false alarms.
pub fn run(args: &Args) -> Result<()> {
    let mut rows = read_manifest(&args.dir, &args.property)?;
    if !args.categories.is_empty() {
        rows.retain(|r| args.categories.contains(&r.category));
    }
    let rows = args.shard.keep(rows)?;
    if rows.is_empty() {
        bail!(
            "no task in {} has the property {}",
            args.dir.display(),
            args.property
        );
    }
    let bin = pathsift::build_release()?;
    let start = Instant::now();
    let outcomes = par_map(&rows, args.jobs, |_, row| check_task(&bin, args, row));
    let scores: Vec<Score> = rows
        .iter()
        .zip(&outcomes)
        .map(|(r, o)| score(r, o))
        .collect();
    let complete: Vec<bool> = outcomes.iter().map(|o| o.complete).collect();
    print_table(&rows, &scores, &complete);
    println!("time: {:.0} s", start.elapsed().as_secs_f64());
    if args.entry.is_some() {
        let made: u32 = outcomes.iter().map(|o| o.summaries.made).sum();
        let mut why: BTreeMap<&str, u32> = BTreeMap::new();
        for r in outcomes.iter().flat_map(|o| &o.summaries.inline) {
            *why.entry(r).or_default() += 1;
        }
        let inline: u32 = why.values().sum();
        println!("callees summarised: {made}; executed inline: {inline}");
        let mut why: Vec<(&str, u32)> = why.into_iter().collect();
        why.sort_by_key(|w| std::cmp::Reverse(w.1));
        for (r, n) in why {
            println!("  {n:4}  {r}");
        }
    }
    for ((row, outcome), s) in rows.iter().zip(&outcomes).zip(&scores) {
        match (s, &outcome.failure) {
            (Score::FalseAlarm, _) => {
                println!("FALSE ALARM {}: {}", row.yml, describe(&outcome.findings))
            }
            (_, Some(why)) if args.verbose => println!("FAILED {}: {why}", row.yml),
            _ if args.verbose => println!(
                "{:?} {} (expected {}{}): {}",
                s,
                row.yml,
                row.expected,
                row.subproperty
                    .as_deref()
                    .map(|p| format!(", {p}"))
                    .unwrap_or_default(),
                describe(&outcome.findings)
            ),
            _ => {}
        }
    }
    Ok(())
}

fn print_table(rows: &[Row], scores: &[Score], complete: &[bool]) {
    // Per category: tasks, expected true, false alarms, expected false, found, failed, and
    // expected true with a complete report and no finding.
    let mut by_cat: BTreeMap<&str, [u32; 7]> = BTreeMap::new();
    for ((row, s), &done) in rows.iter().zip(scores).zip(complete) {
        let c = by_cat.entry(&row.category).or_default();
        c[0] += 1;
        if row.expected {
            c[1] += 1;
        } else {
            c[3] += 1;
        }
        match s {
            Score::FalseAlarm => c[2] += 1,
            Score::Found => c[4] += 1,
            Score::Failed => c[5] += 1,
            Score::Clean if done => c[6] += 1,
            Score::Clean | Score::Missed => {}
        }
    }
    println!("| category | tasks | expected true: with a finding (false alarms) | expected true: complete, no finding | expected false: with a finding of the violated kind | check failed |");
    println!("|---|---|---|---|---|---|");
    let mut total = [0u32; 7];
    for (cat, c) in &by_cat {
        println!(
            "| {cat} | {} | {} / {} | {} / {} | {} / {} | {} |",
            c[0], c[2], c[1], c[6], c[1], c[4], c[3], c[5]
        );
        for (t, v) in total.iter_mut().zip(c) {
            *t += v;
        }
    }
    let t = total;
    println!(
        "| **total** | {} | {} / {} | {} / {} | {} / {} | {} |",
        t[0], t[2], t[1], t[6], t[1], t[4], t[3], t[5]
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(expected: bool, subproperty: Option<&str>) -> Row {
        Row {
            category: "c".into(),
            yml: "c/t.yml".into(),
            input: PathBuf::from("t.i"),
            expected,
            subproperty: subproperty.map(String::from),
            data_model: "ILP32".into(),
        }
    }

    fn found(kinds: &[&str]) -> Outcome {
        Outcome {
            findings: kinds
                .iter()
                .map(|k| (k.to_string(), "t.i:1".to_string()))
                .collect(),
            summaries: SummaryCounts::default(),
            complete: true,
            failure: None,
        }
    }

    #[test]
    fn only_the_violated_subproperty_kind_counts_as_found() {
        let deref = row(false, Some("valid-deref"));
        assert_eq!(score(&deref, &found(&["out-of-bounds"])), Score::Found);
        assert_eq!(score(&deref, &found(&["use-after-free"])), Score::Found);
        assert_eq!(score(&deref, &found(&["memory-leak"])), Score::Missed);
        let free = row(false, Some("valid-free"));
        assert_eq!(
            score(&free, &found(&["null-deref", "double-free"])),
            Score::Found
        );
        assert_eq!(score(&free, &found(&["null-deref"])), Score::Missed);
        let track = row(false, Some("valid-memtrack"));
        assert_eq!(score(&track, &found(&["memory-leak"])), Score::Found);
        let cleanup = row(false, Some("valid-memcleanup"));
        assert_eq!(score(&cleanup, &found(&["invalid-free"])), Score::Missed);
    }

    #[test]
    fn any_finding_on_a_true_task_is_a_false_alarm() {
        let t = row(true, None);
        assert_eq!(score(&t, &found(&[])), Score::Clean);
        assert_eq!(score(&t, &found(&["assertion"])), Score::FalseAlarm);
        assert_eq!(score(&t, &Outcome::failed("timeout".into())), Score::Failed);
    }

    #[test]
    fn findings_are_read_from_the_check_json() {
        let json = br#"{"complete": true, "findings": [{"kind": "double-free",
            "location": {"file": "/b/memsafety/x.i", "line": 12, "column": 3, "function": "main"}}]}"#;
        assert_eq!(
            parse(json).map(|(findings, _, _)| findings),
            Ok(vec![("double-free".to_string(), "x.i:12".to_string())])
        );
        assert!(parse(b"{}").is_err());
    }
}
