//! What a report shows, read from a subcommand's JSON result: the facts of the run, the
//! findings with their paths, witnesses and replay commands, and for a test suite gcov's
//! coverage of a native replay.

use std::path::{Path, PathBuf};

use anyhow::Result;
use formats::suite::{Location, ProgramSpec, Suite};
use formats::Witness;
use replay::gcov::Coverage;
use serde_json::Value;

use crate::common::InputError;
use crate::decode::{self, CTypes};

/// The subcommand whose result a report shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// `pathsift check`.
    Check,
    /// `pathsift verify`.
    Verify,
    /// `pathsift test` (its stdout, or the suite's `tests.json`).
    Test,
    /// `pathsift fuzz`.
    Fuzz,
}

impl Source {
    /// The subcommand's name.
    pub fn name(self) -> &'static str {
        match self {
            Source::Check => "check",
            Source::Verify => "verify",
            Source::Test => "test",
            Source::Fuzz => "fuzz",
        }
    }
}

/// One step of a finding's path.
#[derive(Clone, Debug)]
pub struct Step {
    /// Where it happens.
    pub location: Location,
    /// What happens there (`condition true`, `the error`, ...).
    pub note: String,
}

/// One finding: an error with the path and the input that reach it.
#[derive(Clone, Debug)]
pub struct Finding {
    /// How the result names it (`finding-0`, `test-0002`, a crash file's name).
    pub id: String,
    /// INTERFACE.md kind.
    pub kind: String,
    /// What went wrong.
    pub message: String,
    /// Where.
    pub location: Location,
    /// The path, in order; the last step is the error.
    pub steps: Vec<Step>,
    /// The witness, a line per input (decoded by its C type) or per heap object.
    pub witness: Vec<String>,
    /// Shell commands that replay it.
    pub replay: Vec<String>,
}

/// A whole report.
#[derive(Debug)]
pub struct Report {
    /// Whose result it is.
    pub source: Source,
    /// The one-line answer (`verdict: false`, `2 findings`, ...).
    pub headline: String,
    /// Facts of the run, as label and value.
    pub facts: Vec<(String, String)>,
    /// Why a result is incomplete, warnings, what could not be measured.
    pub notes: Vec<String>,
    /// The findings.
    pub findings: Vec<Finding>,
    /// gcov's coverage of the suite's native replay (`test`).
    pub coverage: Option<Coverage>,
}

fn bad(message: impl Into<String>) -> anyhow::Error {
    InputError(message.into()).into()
}

fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

fn location(v: &Value) -> Location {
    serde_json::from_value(v.clone()).unwrap_or_else(|_| Location {
        file: text(&v["file"]),
        line: v["line"].as_u64().unwrap_or(0) as u32,
        column: v["column"].as_u64().unwrap_or(0) as u32,
        function: text(&v["function"]),
    })
}

/// A word as a POSIX shell reads it back.
pub(super) fn shell_word(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c));
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// `path` relative to the working directory when it lies under it, as the user named it.
pub(super) fn relative_path(path: &str) -> String {
    let p = Path::new(path);
    std::env::current_dir()
        .ok()
        .and_then(|cwd| p.strip_prefix(cwd).ok().map(Path::to_path_buf))
        .unwrap_or_else(|| p.to_path_buf())
        .display()
        .to_string()
}

/// `path` as the user's shell would name it.
fn shown_path(path: &str) -> String {
    shell_word(&relative_path(path))
}

/// The options and files that rebuild `program` on a `pathsift` command line.
fn program_words(program: &ProgramSpec) -> String {
    let mut words: Vec<String> = Vec::new();
    if program.data_model != "LP64" && !program.data_model.is_empty() {
        words.push(format!("--data-model {}", program.data_model));
    }
    for d in &program.include_dirs {
        words.push(format!("-I {}", shown_path(d)));
    }
    for d in &program.defines {
        words.push(format!("-D {}", shell_word(d)));
    }
    for e in &program.env {
        words.push(format!("--env {}", shell_word(e)));
    }
    words.extend(program.files.iter().map(|f| shown_path(f)));
    words.join(" ")
}

fn witness_lines(w: &Value, types: &CTypes) -> Vec<String> {
    match serde_json::from_value::<Witness>(w.clone()) {
        Ok(w) => {
            let lines = decode::witness_lines(&w, types);
            if lines.is_empty() {
                vec!["(no inputs)".to_string()]
            } else {
                lines
            }
        }
        Err(_) => Vec::new(),
    }
}

fn recorded_program(v: &Value) -> Option<ProgramSpec> {
    serde_json::from_value(v.get("program")?.clone()).ok()
}

fn types_for(program: Option<&ProgramSpec>, witnesses: impl Iterator<Item = Value>) -> CTypes {
    let Some(program) = program else {
        return CTypes::default();
    };
    let ws: Vec<Witness> = witnesses
        .filter_map(|w| serde_json::from_value(w).ok())
        .collect();
    CTypes::lookup_recorded(program, ws.iter())
}

fn steps_of(trace: &Value, at: &Location, error_note: &str) -> Vec<Step> {
    let mut steps: Vec<Step> = trace
        .as_array()
        .map(|t| {
            t.iter()
                .map(|s| Step {
                    location: location(s),
                    note: match s["note"].as_str() {
                        Some(n) => n.to_string(),
                        None => "the path passes here".to_string(),
                    },
                })
                .collect()
        })
        .unwrap_or_default();
    // check's trace ends with the error itself; verify's lists only the decisions.
    let ends_at_error = steps
        .last()
        .is_some_and(|s| s.location.line == at.line && s.note == "the error");
    if !ends_at_error {
        steps.push(Step {
            location: at.clone(),
            note: error_note.to_string(),
        });
    }
    steps
}

fn stat(v: &Value, key: &str) -> Option<String> {
    let s = &v["stats"][key];
    match s {
        Value::Number(n) if key.ends_with("_s") => n.as_f64().map(|t| format!("{t:.2} s")),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn notes_of(v: &Value) -> Vec<String> {
    let mut notes: Vec<String> = Vec::new();
    for key in ["incomplete", "warnings"] {
        if let Some(a) = v[key].as_array() {
            notes.extend(a.iter().map(text).filter(|t| !t.is_empty()));
        }
    }
    notes
}

impl Report {
    /// The report of the result `v`; `dir` is where its pages go (replay commands name
    /// the copy of the result written there); `origin` the file `v` was read from, if any.
    pub fn from_result(v: &Value, dir: &Path, origin: Option<&Path>) -> Result<Report> {
        let saved = shown_path(&dir.join("result.json").display().to_string());
        if v.get("findings").is_some_and(Value::is_array) {
            Ok(Self::check(v, &saved))
        } else if v.get("verdict").is_some() {
            Ok(Self::verify(v, &saved))
        } else if v.get("crashes").is_some_and(Value::is_array) {
            Ok(Self::fuzz(v))
        } else if v.get("producer").is_some() && v.get("tests").is_some_and(Value::is_array) {
            let suite: Suite = serde_json::from_value(v.clone())
                .map_err(|e| bad(format!("not a pathsift tests.json: {e}")))?;
            let out = origin.map(|o| o.parent().unwrap_or(Path::new(".")).to_path_buf());
            Ok(Self::test(&suite, None, out.as_deref()))
        } else if let (Some(out), Some(_)) = (v["out"].as_str(), v["tests"].as_u64()) {
            let out = PathBuf::from(out);
            let suite = replay::load_suite(&out).map_err(|e| bad(e.to_string()))?;
            Ok(Self::test(&suite, Some(v), Some(&out)))
        } else {
            Err(bad(
                "not a result of pathsift check, verify, test or fuzz (--json), nor a tests.json",
            ))
        }
    }

    fn check(v: &Value, saved: &str) -> Report {
        let findings = v["findings"].as_array().cloned().unwrap_or_default();
        let program = recorded_program(v);
        let types = types_for(
            program.as_ref(),
            findings.iter().map(|f| f["witness"].clone()),
        );
        let findings: Vec<Finding> = findings
            .iter()
            .enumerate()
            .map(|(k, f)| {
                let at = location(&f["location"]);
                let id = format!("finding-{k}");
                let mut replay = Vec::new();
                if let Some(p) = program.as_ref().filter(|p| p.entry.is_none()) {
                    replay.push(format!(
                        "pathsift run --inputs {saved} --pick {id} {}",
                        program_words(p)
                    ));
                }
                if program.is_some() {
                    replay.push(format!("pathsift replay {saved}"));
                }
                Finding {
                    kind: text(&f["kind"]),
                    message: text(&f["message"]),
                    steps: steps_of(&f["trace"], &at, "the error"),
                    witness: witness_lines(&f["witness"], &types),
                    location: at,
                    replay,
                    id,
                }
            })
            .collect();
        let complete = v["complete"].as_bool().unwrap_or(false);
        let mut facts = vec![(
            "Exploration".to_string(),
            if complete {
                "complete: every feasible path explored".to_string()
            } else {
                "incomplete".to_string()
            },
        )];
        facts.extend(Self::common_facts(v, program.as_ref()));
        Report {
            source: Source::Check,
            headline: match findings.len() {
                0 if complete => "no findings on any path".to_string(),
                0 => "no findings on the paths explored".to_string(),
                1 => "1 finding".to_string(),
                n => format!("{n} findings"),
            },
            facts,
            notes: notes_of(v),
            findings,
            coverage: None,
        }
    }

    fn common_facts(v: &Value, program: Option<&ProgramSpec>) -> Vec<(String, String)> {
        let mut facts = Vec::new();
        if let Some(p) = program {
            let files: Vec<String> = p.files.iter().map(|f| shown_path(f)).collect();
            facts.push(("Program".to_string(), files.join(" ")));
            if let Some(e) = &p.entry {
                facts.push(("Entry".to_string(), e.name.clone()));
            }
        }
        for (label, key) in [
            ("Time", "time_s"),
            ("Paths completed", "paths_completed"),
            ("Instructions", "instructions"),
            ("Solver queries", "solver_queries"),
        ] {
            if let Some(s) = stat(v, key) {
                facts.push((label.to_string(), s));
            }
        }
        facts
    }

    fn verify(v: &Value, saved: &str) -> Report {
        let program = recorded_program(v);
        let verdict = text(&v["verdict"]);
        let mut findings = Vec::new();
        if verdict == "false" && v["location"].is_object() {
            let at = location(&v["location"]);
            let types = types_for(program.as_ref(), std::iter::once(v["witness"].clone()));
            let mut replay = Vec::new();
            if let Some(p) = program.as_ref().filter(|p| p.entry.is_none()) {
                replay.push(format!(
                    "pathsift run --inputs {saved} {}",
                    program_words(p)
                ));
            }
            if program.is_some() {
                replay.push(format!("pathsift replay {saved}"));
            }
            let kind = text(&v["kind"]);
            let message = match v["message"].as_str() {
                Some(m) => m.to_string(),
                None => crate::report::kind_info(&kind)
                    .map(|k| k.description.to_string())
                    .unwrap_or_else(|| kind.clone()),
            };
            findings.push(Finding {
                id: "finding-0".to_string(),
                kind,
                message,
                steps: steps_of(&v["trace"], &at, "the error"),
                witness: witness_lines(&v["witness"], &types),
                location: at,
                replay,
            });
        }
        let mut facts = vec![
            ("Verdict".to_string(), verdict.clone()),
            ("Property".to_string(), text(&v["property"])),
            ("Reason".to_string(), text(&v["reason"])),
        ];
        if let Some(e) = v["engine"].as_str() {
            facts.push(("Engine".to_string(), e.to_string()));
        }
        facts.extend(Self::common_facts(v, program.as_ref()));
        Report {
            source: Source::Verify,
            headline: format!("verdict: {verdict}"),
            facts,
            notes: notes_of(v),
            findings,
            coverage: None,
        }
    }

    fn fuzz(v: &Value) -> Report {
        let program = recorded_program(v);
        let file_mode = v["input_mode"].as_str() == Some("file");
        let args: Vec<String> = v["args"]
            .as_array()
            .map(|a| a.iter().map(|s| shell_word(&text(s))).collect())
            .unwrap_or_default();
        let findings: Vec<Finding> = v["crashes"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|c| {
                let at = location(&c["location"]);
                let input = text(&c["input"]);
                let witness = match std::fs::read(&input) {
                    Ok(bytes) => vec![format!("input ({} bytes) = {}", bytes.len(), {
                        decode::bytes_text(&bytes)
                    })],
                    Err(e) => vec![format!("{input}: {e}")],
                };
                let replay = program
                    .as_ref()
                    .map(|p| {
                        let mut cmd = format!("pathsift run {}", program_words(p));
                        if file_mode {
                            cmd.push_str(&format!(" -- {}", shown_path(&input)));
                        } else if !args.is_empty() {
                            cmd.push_str(" --");
                        }
                        for a in &args {
                            cmd.push(' ');
                            cmd.push_str(a);
                        }
                        if !file_mode {
                            cmd.push_str(&format!(" < {}", shown_path(&input)));
                        }
                        vec![cmd]
                    })
                    .unwrap_or_default();
                Finding {
                    id: Path::new(&input)
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_else(|| input.clone()),
                    kind: text(&c["kind"]),
                    message: text(&c["message"]),
                    steps: vec![Step {
                        location: at.clone(),
                        note: "the crash".to_string(),
                    }],
                    witness,
                    location: at,
                    replay,
                }
            })
            .collect();
        let mut facts = vec![
            ("Runs".to_string(), text(&v["runs"])),
            ("Inputs in the queue".to_string(), text(&v["queue"])),
        ];
        if let Some(c) = v["branch_coverage"].as_f64() {
            facts.push(("Branch coverage".to_string(), percent(c)));
        }
        facts.extend(Self::common_facts(v, program.as_ref()));
        Report {
            source: Source::Fuzz,
            headline: match findings.len() {
                1 => "1 crash".to_string(),
                n => format!("{n} crashes"),
            },
            facts,
            notes: notes_of(v),
            findings,
            coverage: None,
        }
    }

    /// A suite's report: its failing tests as findings (the path is the test's branch
    /// decisions) and gcov's coverage of a native replay of the minimal suite. `printed`
    /// is `test`'s stdout when the report starts from it; `out` the suite's directory.
    fn test(suite: &Suite, printed: Option<&Value>, out: Option<&Path>) -> Report {
        let program = &suite.program;
        let tests_json = out.map(|o| shown_path(&o.join("tests.json").display().to_string()));
        let types = types_for(
            Some(program),
            suite
                .tests
                .iter()
                .filter(|t| t.error.is_some())
                .filter_map(|t| {
                    serde_json::to_value(Witness {
                        inputs: t.inputs.clone(),
                        heap: t.heap.clone(),
                        io: t.io.clone(),
                    })
                    .ok()
                }),
        );
        let findings: Vec<Finding> = suite
            .tests
            .iter()
            .filter_map(|t| {
                let e = t.error.as_ref()?;
                let mut steps: Vec<Step> = t
                    .decisions
                    .iter()
                    .map(|d| Step {
                        location: d.location.clone(),
                        note: checkers::report::branch_note(d.taken),
                    })
                    .collect();
                steps.push(Step {
                    location: e.location.clone(),
                    note: "the error".to_string(),
                });
                let w = Witness {
                    inputs: t.inputs.clone(),
                    heap: t.heap.clone(),
                    io: t.io.clone(),
                };
                let mut witness = decode::witness_lines(&w, &types);
                if witness.is_empty() {
                    witness.push("(no inputs)".to_string());
                }
                let mut replay = Vec::new();
                if let Some(tj) = tests_json.as_ref().filter(|_| program.entry.is_none()) {
                    replay.push(format!(
                        "pathsift run --inputs {tj} --pick {} {}",
                        t.id,
                        program_words(program)
                    ));
                }
                if let Some(o) = out {
                    replay.push(format!(
                        "pathsift replay --all {}",
                        shown_path(&o.display().to_string())
                    ));
                }
                Some(Finding {
                    id: t.id.clone(),
                    kind: e.kind.clone(),
                    message: e.message.clone(),
                    location: e.location.clone(),
                    steps,
                    witness,
                    replay,
                })
            })
            .collect();
        let in_suite = suite.tests.iter().filter(|t| t.in_suite).count();
        let mut facts = vec![
            (
                "Tests".to_string(),
                format!("{} ({in_suite} in the minimal suite)", suite.tests.len()),
            ),
            (
                "Branches covered (pathsift)".to_string(),
                format!(
                    "{}/{} ({})",
                    suite.covered.len(),
                    suite.branches.len(),
                    percent(if suite.branches.is_empty() {
                        1.0
                    } else {
                        suite.covered.len() as f64 / suite.branches.len() as f64
                    })
                ),
            ),
        ];
        let mut notes = printed.map(notes_of).unwrap_or_default();
        let coverage = match replay::replay(suite, &replay::ReplayOptions::default()) {
            Ok(r) => {
                let c = r.coverage;
                facts.push((
                    "Line coverage (gcov)".to_string(),
                    format!(
                        "{}/{} ({})",
                        c.lines_covered,
                        c.lines_total,
                        percent(c.line_coverage)
                    ),
                ));
                facts.push((
                    "Branch coverage (gcov)".to_string(),
                    format!(
                        "{}/{} ({})",
                        c.branches_covered,
                        c.branches_total,
                        percent(c.branch_coverage)
                    ),
                ));
                Some(c)
            }
            Err(e) => {
                notes.push(format!(
                    "no gcov coverage: the native replay of the suite failed: {e}"
                ));
                None
            }
        };
        let files: Vec<String> = program.files.iter().map(|f| shown_path(f)).collect();
        facts.push(("Program".to_string(), files.join(" ")));
        if let Some(e) = &program.entry {
            facts.push(("Entry".to_string(), e.name.clone()));
        }
        if let Some(v) = printed {
            if let Some(s) = stat(v, "time_s") {
                facts.push(("Time".to_string(), s));
            }
        }
        Report {
            source: Source::Test,
            headline: format!("{} tests, {} failing", suite.tests.len(), findings.len()),
            facts,
            notes,
            findings,
            coverage,
        }
    }
}

/// `0.8333` as `83.3 %`.
pub(super) fn percent(x: f64) -> String {
    format!("{:.1} %", 100.0 * x)
}
