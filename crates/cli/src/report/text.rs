//! Compiler-style text rendering of a check report: one `codespan-reporting` diagnostic per
//! finding (source line with a marker, related places, the path and the witness).

use rustc_hash::FxHashMap as HashMap;
use std::ops::Range;

use checkers::{CheckReport, Finding};
use codespan_reporting::diagnostic::{Diagnostic, Label};
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term::termcolor::Buffer;
use codespan_reporting::term::{self, Chars, Config, Styles, StylesWriter};
use replay::Location;

use super::kind_info;
use crate::decode::CTypes;

/// The report as diagnostics (ANSI colours when `color`) followed by a summary line.
/// Witness values are decoded with `types`.
pub fn render(report: &CheckReport, color: bool, types: &CTypes) -> String {
    let mut sources = Sources::default();
    let mut out = String::new();
    for finding in &report.findings {
        out.push_str(&render_finding(finding, &mut sources, color, types));
    }
    out.push_str(&summary(report));
    out.push('\n');
    out
}

/// The source files the findings point into, each read once; `None` for unreadable ones.
#[derive(Default)]
struct Sources {
    files: SimpleFiles<String, String>,
    ids: HashMap<String, Option<usize>>,
}

impl Sources {
    fn id(&mut self, path: &str) -> Option<usize> {
        if let Some(id) = self.ids.get(path) {
            return *id;
        }
        // A file that is not UTF-8 still shows; its columns may then be a little off.
        let id = std::fs::read(path)
            .ok()
            .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
            .map(|text| self.files.add(crate::common::shown_path(path), text));
        self.ids.insert(path.to_string(), id);
        id
    }

    /// The file and byte range to mark for `loc`, when its file and line exist.
    fn span(&mut self, loc: &Location) -> Option<(usize, Range<usize>)> {
        if loc.file.is_empty() {
            return None;
        }
        let id = self.id(&loc.file)?;
        let text = self.files.get(id).ok()?.source();
        Some((id, marker(text, loc.line, loc.column)?))
    }
}

/// The byte range of the token at `line`:`column` (both 1-based; column 0 marks the
/// whole line), or `None` when the file has no such line.
fn marker(text: &str, line: u32, column: u32) -> Option<Range<usize>> {
    let index = usize::try_from(line).ok()?.checked_sub(1)?;
    let mut start = 0;
    for _ in 0..index {
        start += text[start..].find('\n')? + 1;
    }
    if start >= text.len() {
        return None;
    }
    let body = &text[start..];
    let line_text = body[..body.find('\n').unwrap_or(body.len())].trim_end_matches('\r');
    if column == 0 {
        let indent = line_text.len() - line_text.trim_start().len();
        return Some(start + indent..start + line_text.len());
    }
    // Clang's columns count bytes; a column past the end marks the last character.
    let mut at = (column as usize - 1).min(line_text.len());
    while at > 0 && (at == line_text.len() || !line_text.is_char_boundary(at)) {
        at -= 1;
    }
    let rest = &line_text[at..];
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let len = match rest.chars().next() {
        None => 0,
        Some(c) if is_ident(c) => rest.find(|c| !is_ident(c)).unwrap_or(rest.len()),
        Some(c) => c.len_utf8(),
    };
    Some(start + at..start + at + len)
}

/// `file:line:column`, leaving out what is unknown.
fn place(loc: &Location) -> String {
    let file = if loc.file.is_empty() {
        "<unknown>".to_string()
    } else {
        crate::common::shown_path(&loc.file)
    };
    match (loc.line, loc.column) {
        (0, _) => file.to_string(),
        (l, 0) => format!("{file}:{l}"),
        (l, c) => format!("{file}:{l}:{c}"),
    }
}

/// The path, with a step repeated in a row (a loop's test) written once with its count. A
/// step inside pathsift's C runtime (a file the user does not have) is shown as the
/// program's call that reached it, once for the steps of that call in a row.
fn path_note(finding: &Finding) -> String {
    let mut note = String::from("path:");
    let mut n = 0;
    let shown: Vec<(&Location, String, bool)> = finding
        .trace
        .iter()
        .map(|step| match &step.via {
            Some(call) => (&call.location, format!("in `{}`", call.callee), true),
            None => (&step.location, step.note.clone(), false),
        })
        .collect();
    for run in shown.chunk_by(|a, b| a == b) {
        let (location, what, call) = &run[0];
        n += 1;
        note.push_str(&format!("\n{n}. {}", place(location)));
        if !location.function.is_empty() {
            note.push_str(&format!(" in {}", location.function));
        }
        if !what.is_empty() {
            note.push_str(&format!(": {what}"));
        }
        if run.len() > 1 && !call {
            note.push_str(&format!(" ×{}", run.len()));
        }
    }
    if finding.trace.is_empty() {
        note.push_str(" not recorded");
    }
    note
}

/// Each input decoded by its C type, then the program's stdin, files and arguments.
fn witness_note(finding: &Finding, types: &CTypes) -> String {
    let lines = crate::decode::witness_lines(&finding.witness, types);
    if lines.is_empty() {
        return "witness: no inputs".to_string();
    }
    let mut note = String::from("witness:");
    // Inputs a loop asks for often repeat: a run of equal ones is written once with its count.
    for run in lines.chunk_by(|a, b| a == b) {
        note.push('\n');
        note.push_str(&run[0]);
        if run.len() > 1 {
            note.push_str(&format!(" ×{}", run.len()));
        }
    }
    note
}

/// One finding as a diagnostic, as `check` shows it: `verify` shows its violation so.
pub fn render_one(finding: &Finding, color: bool, types: &CTypes) -> String {
    render_finding(finding, &mut Sources::default(), color, types)
}

/// At most [`REASON_CHARS`] characters of a reason (the JSON has it whole).
pub fn short_reason(text: &str) -> String {
    if text.chars().count() <= REASON_CHARS {
        return text.to_string();
    }
    let cut: String = text.chars().take(REASON_CHARS - 1).collect();
    format!("{cut}…")
}

/// Longest reason printed in text output.
const REASON_CHARS: usize = 200;

fn render_finding(finding: &Finding, sources: &mut Sources, color: bool, types: &CTypes) -> String {
    let mut notes = Vec::new();
    let mut labels = Vec::new();
    let primary = sources.span(&finding.location);
    if let Some((id, range)) = primary.clone() {
        let label = kind_info(&finding.kind).map_or("here", |k| k.label);
        labels.push(Label::primary(id, range).with_message(label));
    }
    for related in &finding.related {
        // Without the primary snippet, a related snippet's `-->` line would read as the
        // finding's own location, so related places become notes too.
        match primary.as_ref().and(sources.span(&related.location)) {
            Some((id, range)) => {
                labels.push(Label::secondary(id, range).with_message(&related.message))
            }
            None => notes.push(format!(
                "related: {}: {}",
                place(&related.location),
                related.message
            )),
        }
    }
    notes.push(path_note(finding));
    notes.push(witness_note(finding, types));
    if !finding.assumptions.is_empty() {
        notes.push(format!("assumes: {}", finding.assumptions.join("; ")));
    }
    let diagnostic = Diagnostic::error()
        .with_code(&finding.kind)
        .with_message(&finding.message)
        .with_notes(notes);
    let rich = diagnostic.clone().with_labels(labels);
    if primary.is_some() {
        if let Some(text) = emit(&sources.files, &rich, color) {
            return text;
        }
    }
    // No source to show: the header, a plain location line, then the notes.
    let bare = diagnostic.with_labels(Vec::new());
    let text = emit(&sources.files, &bare, color).unwrap_or_else(|| {
        format!(
            "error[{}]: {}\n",
            finding.kind,
            finding.message.replace('\n', " ")
        )
    });
    let (header, rest) = text.split_at(text.find('\n').map_or(text.len(), |n| n + 1));
    // Codespan indents the notes of a label-less diagnostic by one column; so does this.
    format!("{header} --> {}\n{rest}", place(&finding.location))
}

/// One diagnostic as text; `None` when codespan cannot place a label.
fn emit(
    files: &SimpleFiles<String, String>,
    diagnostic: &Diagnostic<usize>,
    color: bool,
) -> Option<String> {
    let config = Config {
        chars: Chars::ascii(),
        ..Config::default()
    };
    if color {
        let styles = Styles::default();
        let mut buffer = Buffer::ansi();
        let mut writer = StylesWriter::new(&mut buffer, &styles);
        term::emit_to_write_style(&mut writer, &config, files, diagnostic).ok()?;
        Some(String::from_utf8_lossy(buffer.as_slice()).into_owned())
    } else {
        term::emit_into_string(&config, files, diagnostic).ok()
    }
}

fn summary(report: &CheckReport) -> String {
    let n = report.findings.len();
    let mut line = format!("{n} finding{}", if n == 1 { "" } else { "s" });
    if !report.complete {
        line.push_str("; exploration incomplete");
        if !report.incomplete.is_empty() {
            line.push_str(": ");
            let short: Vec<String> = report.incomplete.iter().map(|r| short_reason(r)).collect();
            line.push_str(&short.join("; "));
        }
    }
    let subsumed = report.stats.get("subsumed").and_then(|v| v.as_u64());
    if let Some(n) = subsumed.filter(|&n| n > 0) {
        let s = if n == 1 { "" } else { "s" };
        line.push_str(&format!(" ({n} state{s} subsumed)"));
    }
    let summarised: Vec<String> = report
        .summaries
        .iter()
        .filter_map(|s| {
            let n = s.cases?;
            Some(format!(
                "{} ({n} path{})",
                s.function,
                if n == 1 { "" } else { "s" }
            ))
        })
        .collect();
    let inlined: Vec<String> = report
        .summaries
        .iter()
        .filter_map(|s| Some(format!("{} ({})", s.function, s.inlined.as_ref()?)))
        .collect();
    if !summarised.is_empty() {
        line.push_str("\nsummarised: ");
        line.push_str(&summarised.join(", "));
    }
    if !inlined.is_empty() {
        line.push_str("\nexecuted inline: ");
        line.push_str(&inlined.join(", "));
    }
    line
}

#[cfg(test)]
mod tests {
    use checkers::{Related, TraceStep, Witness};
    use replay::Input;

    use super::*;

    fn at(file: &str, line: u32, column: u32, function: &str) -> Location {
        Location {
            file: file.to_string(),
            line,
            column,
            function: function.to_string(),
        }
    }

    fn step(location: Location, note: &str) -> TraceStep {
        TraceStep {
            location,
            note: note.to_string(),
            via: None,
        }
    }

    fn int(value: &str) -> Input {
        Input {
            name: "__VERIFIER_nondet_int".to_string(),
            ty: "int".to_string(),
            value: value.to_string(),
        }
    }

    const SOURCE: &str = r#"#include <stdlib.h>
int main(void) {
    int *p = malloc(4);
    if (__VERIFIER_nondet_int())
        p = 0;
    return *p;
}
"#;

    fn report(file: &str) -> CheckReport {
        let gone = "/nonexistent/gone.c";
        CheckReport {
            complete: false,
            incomplete: vec!["time limit (1 s)".to_string(), "loop bound".to_string()],
            findings: vec![
                Finding {
                    kind: "null-deref".to_string(),
                    message: "dereference of a null pointer `p`".to_string(),
                    location: at(file, 6, 13, "main"),
                    trace: vec![
                        step(at(file, 4, 9, "main"), "branch taken: true"),
                        step(at(file, 6, 13, "main"), ""),
                    ],
                    witness: Witness {
                        inputs: vec![int("1")],
                        ..Default::default()
                    },
                    related: vec![
                        Related {
                            location: at(file, 3, 14, "main"),
                            message: "the block `p` pointed to".to_string(),
                        },
                        Related {
                            location: at(file, 5, 11, "main"),
                            message: "`p` set to NULL here".to_string(),
                        },
                    ],
                    checker: "memory".to_string(),
                    assumptions: Vec::new(),
                },
                Finding {
                    kind: "memory-leak".to_string(),
                    message: "heap block of 4 bytes is lost".to_string(),
                    location: at(gone, 9, 5, "f"),
                    trace: Vec::new(),
                    witness: Witness::default(),
                    related: vec![Related {
                        location: at(file, 3, 14, "main"),
                        message: "allocated here".to_string(),
                    }],
                    checker: "leak".to_string(),
                    assumptions: Vec::new(),
                },
            ],
            stats: serde_json::Value::Null,
            summaries: Vec::new(),
        }
    }

    #[test]
    fn findings_render_as_compiler_diagnostics() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("prog.c");
        std::fs::write(&path, SOURCE).expect("write source");
        let file = path.to_string_lossy().into_owned();
        let text = render(&report(&file), false, &CTypes::default());
        let expected = r#"error[null-deref]: dereference of a null pointer `p`
  --> FILE:6:13
  |
3 |     int *p = malloc(4);
  |              ------ the block `p` pointed to
4 |     if (__VERIFIER_nondet_int())
5 |         p = 0;
  |           - `p` set to NULL here
6 |     return *p;
  |             ^ null pointer dereferenced here
  |
  = path:
    1. FILE:4:9 in main: branch taken: true
    2. FILE:6:13 in main
  = witness:
    __VERIFIER_nondet_int = 1

error[memory-leak]: heap block of 4 bytes is lost
 --> /nonexistent/gone.c:9:5
 = related: FILE:3:14: allocated here
 = path: not recorded
 = witness: no inputs

2 findings; exploration incomplete: time limit (1 s); loop bound
"#;
        assert_eq!(text, expected.replace("FILE", &file));
    }

    /// `text` without ANSI SGR sequences (`ESC [ ... m`).
    fn strip_ansi(text: &str) -> String {
        let mut out = String::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                chars.by_ref().find(|&c| c == 'm');
            } else {
                out.push(c);
            }
        }
        out
    }

    #[test]
    fn color_only_adds_escape_sequences() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("prog.c");
        std::fs::write(&path, SOURCE).expect("write source");
        let report = report(&path.to_string_lossy());
        let colored = render(&report, true, &CTypes::default());
        assert!(
            colored.contains("\x1b[1m\x1b[38;5;9merror[null-deref]"),
            "{colored:?}"
        );
        assert_eq!(
            strip_ansi(&colored),
            render(&report, false, &CTypes::default())
        );
    }

    #[test]
    fn an_empty_complete_report_is_one_summary_line() {
        let report = CheckReport {
            complete: true,
            ..CheckReport::default()
        };
        assert_eq!(render(&report, false, &CTypes::default()), "0 findings\n");
    }

    #[test]
    fn markers_cover_the_token_at_the_column() {
        let text = "int x;\n  foo_bar(1);\n\tp[i] = 0;\n";
        // An identifier is marked whole, punctuation one character, column 0 the line.
        assert_eq!(marker(text, 2, 3), Some(9..16));
        assert_eq!(marker(text, 2, 10), Some(16..17));
        assert_eq!(marker(text, 2, 0), Some(9..20));
        // A column past the end marks the last character; a missing line marks nothing.
        assert_eq!(marker(text, 1, 40), Some(5..6));
        assert_eq!(marker(text, 4, 1), None);
        assert_eq!(marker(text, 0, 1), None);
    }

    #[test]
    fn loop_steps_fold_and_character_inputs_read_as_text() {
        let f = Finding {
            kind: "out-of-bounds".to_string(),
            message: "m".to_string(),
            location: at("p.c", 20, 5, "main"),
            trace: [
                vec![step(at("p.c", 13, 3, "main"), "branch taken: true"); 34],
                vec![step(at("p.c", 13, 3, "main"), "branch taken: false")],
            ]
            .concat(),
            witness: Witness {
                inputs: vec![
                    Input {
                        name: "c".into(),
                        ty: "char".into(),
                        value: "120".into(),
                    },
                    Input {
                        name: "buf".into(),
                        ty: "bytes".into(),
                        value: "0x4869210a00".into(),
                    },
                    Input {
                        name: "raw".into(),
                        ty: "bytes".into(),
                        value: "0x00ff01".into(),
                    },
                ],
                ..Default::default()
            },
            related: Vec::new(),
            checker: "memory".to_string(),
            assumptions: Vec::new(),
        };
        assert_eq!(
            path_note(&f),
            "path:\n1. p.c:13:3 in main: branch taken: true ×34\n2. p.c:13:3 in main: branch taken: false"
        );
        assert_eq!(
            witness_note(&f, &CTypes::default()),
            "witness:\nc = 'x' (120)\nbuf = \"Hi!\\n\\0\" (0x4869210a00)\nraw = \"\\0\\xff\\x01\" (0x00ff01)"
        );
    }

    #[test]
    fn long_reasons_are_cut_in_text() {
        let long = "x".repeat(500);
        assert_eq!(short_reason(&long).chars().count(), 200);
        assert!(short_reason(&long).ends_with('…'));
        assert_eq!(short_reason("short"), "short");
    }
}
