//! The pages' markup. Every text from the program or the result is escaped; the pages link
//! only to each other and to `style.css`.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use formats::suite::Location;
use replay::gcov::FileCoverage;

use super::model::{percent, relative_path, Finding, Report};

/// The stylesheet every page links to.
pub const STYLE: &str = include_str!("style.css");

/// A file of at most this many lines is shown whole; a longer one as windows around the
/// path's steps.
const WHOLE_FILE_LINES: usize = 400;

/// Lines shown before and after a step in a window.
const CONTEXT: u32 = 6;

/// The page of finding `k`.
pub fn finding_file(k: usize) -> String {
    format!("finding-{k}.html")
}

/// The annotated source of covered file `k`.
pub fn coverage_file(k: usize) -> String {
    format!("coverage-{k}.html")
}

/// `s` as HTML text (also safe inside a double-quoted attribute).
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn file_name(path: &str) -> &str {
    Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(path)
}

fn place(l: &Location) -> String {
    let mut s = format!("{}:{}", file_name(&l.file), l.line);
    if l.column > 0 {
        let _ = write!(s, ":{}", l.column);
    }
    if !l.function.is_empty() {
        let _ = write!(s, " in {}", l.function);
    }
    s
}

fn frame(report: &Report, title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n\
         <body>\n<header><a class=\"home\" href=\"index.html\">pathsift {cmd}</a>\
         <span class=\"headline\">{headline}</span></header>\n<main>\n{body}</main>\n\
         </body>\n</html>\n",
        title = esc(title),
        cmd = report.source.name(),
        headline = esc(&report.headline),
    )
}

/// The source lines of `file` (empty when it cannot be read: the pages then say so).
fn source_lines(file: &str) -> Option<Vec<String>> {
    let bytes = std::fs::read(file).ok()?;
    Some(
        String::from_utf8_lossy(&bytes)
            .lines()
            .map(|l| l.replace('\t', "    "))
            .collect(),
    )
}

/// The index: the run's facts, its notes, the findings and the coverage per file.
pub fn index(report: &Report) -> String {
    let mut b = String::new();
    let _ = writeln!(
        b,
        "<h1>pathsift {}: {}</h1>",
        report.source.name(),
        esc(&report.headline)
    );
    b.push_str("<table class=\"facts\">\n");
    for (label, value) in &report.facts {
        let _ = writeln!(b, "<tr><th>{}</th><td>{}</td></tr>", esc(label), esc(value));
    }
    b.push_str("</table>\n");
    notes(&mut b, &report.notes);
    if !report.findings.is_empty() {
        let _ = writeln!(
            b,
            "<h2>Findings ({})</h2>\n<table class=\"findings\">\n<thead><tr><th>#</th>\
             <th>Kind</th><th>Location</th><th>Message</th><th>Witness</th><th>Steps</th>\
             </tr></thead>\n<tbody>",
            report.findings.len()
        );
        for (k, f) in report.findings.iter().enumerate() {
            let witness = folded(&f.witness).join("; ");
            let _ = writeln!(
                b,
                "<tr class=\"finding\"><td><a href=\"{page}\">{id}</a></td>\
                 <td><span class=\"kind\">{kind}</span></td><td><a href=\"{page}\">{at}</a></td>\
                 <td>{msg}</td><td><code>{w}</code></td><td>{n}</td></tr>",
                page = finding_file(k),
                id = esc(&f.id),
                kind = esc(&f.kind),
                at = esc(&place(&f.location)),
                msg = esc(&f.message),
                w = esc(&shorten(&witness, 120)),
                n = f.steps.len(),
            );
        }
        b.push_str("</tbody>\n</table>\n");
    }
    if let Some(cov) = &report.coverage {
        b.push_str(
            "<h2>Coverage of the minimal suite (gcov)</h2>\n<table class=\"files\">\n\
             <thead><tr><th>File</th><th>Lines</th><th>Branches</th></tr></thead>\n<tbody>\n",
        );
        for (k, f) in cov.files.iter().enumerate() {
            let _ = writeln!(
                b,
                "<tr><td><a href=\"{page}\">{name}</a></td><td>{lc}/{lt} ({lp})</td>\
                 <td>{bc}/{bt} ({bp})</td></tr>",
                page = coverage_file(k),
                name = esc(&relative_path(&f.file)),
                lc = f.lines_covered,
                lt = f.lines_total,
                lp = percent(f.line_coverage),
                bc = f.branches_covered,
                bt = f.branches_total,
                bp = percent(f.branch_coverage),
            );
        }
        b.push_str("</tbody>\n</table>\n");
    }
    frame(
        report,
        &format!("pathsift {}: {}", report.source.name(), report.headline),
        &b,
    )
}

fn notes(b: &mut String, notes: &[String]) {
    if notes.is_empty() {
        return;
    }
    b.push_str("<ul class=\"notes\">\n");
    for n in notes {
        let _ = writeln!(b, "<li>{}</li>", esc(n));
    }
    b.push_str("</ul>\n");
}

/// `lines` with runs of equal lines as one (`x = 0 ×4`).
fn folded(lines: &[String]) -> Vec<String> {
    let mut runs: Vec<(&String, usize)> = Vec::new();
    for l in lines {
        match runs.last_mut() {
            Some((last, n)) if *last == l => *n += 1,
            _ => runs.push((l, 1)),
        }
    }
    runs.into_iter()
        .map(|(l, n)| {
            if n > 1 {
                format!("{l} ×{n}")
            } else {
                l.clone()
            }
        })
        .collect()
}

fn shorten(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let head: String = s.chars().take(max).collect();
    format!("{head}…")
}

/// The page of one finding: what and where, the witness, the path drawn on the source,
/// then its steps as a list and the commands that replay it.
pub fn finding(report: &Report, k: usize, f: &Finding) -> String {
    let mut b = String::new();
    let _ = writeln!(
        b,
        "<nav><a href=\"index.html\">all findings</a>{prev}{next}</nav>",
        prev = if k > 0 {
            format!(" · <a href=\"{}\">previous</a>", finding_file(k - 1))
        } else {
            String::new()
        },
        next = if k + 1 < report.findings.len() {
            format!(" · <a href=\"{}\">next</a>", finding_file(k + 1))
        } else {
            String::new()
        },
    );
    let _ = writeln!(
        b,
        "<h1><span class=\"kind\">{}</span> {}</h1>\n<p class=\"where\">{} <span class=\"id\">({})</span></p>",
        esc(&f.kind),
        esc(&f.message),
        esc(&place(&f.location)),
        esc(&f.id),
    );
    let _ = writeln!(
        b,
        "<section id=\"witness\"><h2>Witness</h2>\n<pre class=\"witness\">{}</pre></section>",
        esc(&f.witness.join("\n"))
    );
    // The files the path visits, in the order it first enters them.
    let mut files: Vec<&str> = Vec::new();
    for s in &f.steps {
        if !s.location.file.is_empty() && !files.contains(&s.location.file.as_str()) {
            files.push(&s.location.file);
        }
    }
    for (fi, file) in files.iter().enumerate() {
        source_with_steps(&mut b, fi, file, f);
    }
    if !f.replay.is_empty() {
        let cmds: Vec<String> = f.replay.iter().map(|c| format!("$ {}", esc(c))).collect();
        let _ = writeln!(
            b,
            "<section id=\"replay\"><h2>Replay</h2>\n<pre class=\"replay\">{}</pre></section>",
            cmds.join("\n")
        );
    }
    b.push_str("<section id=\"path\"><h2>Steps</h2>\n<ol class=\"steps\">\n");
    let last = f.steps.len();
    for (i, s) in f.steps.iter().enumerate() {
        let n = i + 1;
        let _ = writeln!(
            b,
            "<li class=\"{cls}\" data-line=\"{line}\"><a href=\"#step-{n}\">{at}</a>: {note}</li>",
            cls = if n == last { "step error" } else { "step" },
            line = s.location.line,
            at = esc(&place(&s.location)),
            note = esc(&s.note),
        );
    }
    b.push_str("</ol>\n</section>\n");
    frame(report, &format!("{}: {}", f.kind, f.message), &b)
}

/// `file` with the steps of `f` that lie in it drawn under their lines.
fn source_with_steps(b: &mut String, fi: usize, file: &str, f: &Finding) {
    let last = f.steps.len();
    let mut at: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    for (i, s) in f.steps.iter().enumerate() {
        if s.location.file == file {
            at.entry(s.location.line).or_default().push(i + 1);
        }
    }
    let error_line = (f.location.file == file).then_some(f.location.line);
    let _ = writeln!(
        b,
        "<section class=\"source\" id=\"file-{fi}\"><h2>{}</h2>",
        esc(&relative_path(file))
    );
    let Some(lines) = source_lines(file) else {
        let _ = writeln!(
            b,
            "<p class=\"missing\">The source is not readable here; the steps are listed below.</p></section>"
        );
        return;
    };
    let shown = shown_lines(lines.len(), at.keys().copied());
    b.push_str("<table class=\"code\">\n");
    let mut previous: Option<u32> = None;
    for n in shown {
        if previous.is_some_and(|p| n > p + 1) {
            b.push_str("<tr class=\"gap\"><td class=\"ln\">⋮</td><td></td></tr>\n");
        }
        previous = Some(n);
        let mut class = String::from("line");
        if at.contains_key(&n) {
            class.push_str(" on-path");
        }
        if error_line == Some(n) {
            class.push_str(" error-line");
        }
        let _ = writeln!(
            b,
            "<tr class=\"{class}\" id=\"f{fi}-L{n}\"><td class=\"ln\">{n}</td>\
             <td class=\"src\"><code>{}</code></td></tr>",
            esc(&lines[n as usize - 1])
        );
        for &step in at.get(&n).into_iter().flatten() {
            let s = &f.steps[step - 1];
            let is_error = step == last;
            let note = if is_error {
                format!("{}: {}", f.kind, f.message)
            } else {
                s.note.clone()
            };
            let _ = writeln!(
                b,
                "<tr class=\"annotation{err}\"><td></td><td><span class=\"badge{err}\" \
                 id=\"step-{step}\">{step}</span> <span class=\"note\">{note}</span></td></tr>",
                err = if is_error { " error" } else { "" },
                note = esc(&note),
            );
        }
    }
    b.push_str("</table>\n</section>\n");
}

/// The line numbers (from 1) to show of a file of `total` lines with steps at `marked`.
fn shown_lines(total: usize, marked: impl Iterator<Item = u32>) -> Vec<u32> {
    let total = total as u32;
    if total as usize <= WHOLE_FILE_LINES {
        return (1..=total).collect();
    }
    let mut keep = std::collections::BTreeSet::new();
    for m in marked.filter(|m| *m >= 1 && *m <= total) {
        keep.extend(m.saturating_sub(CONTEXT).max(1)..=(m + CONTEXT).min(total));
    }
    keep.into_iter().collect()
}

/// One source file with gcov's counts: how often each line ran, how many of its branch
/// edges were taken.
pub fn coverage(report: &Report, f: &FileCoverage) -> String {
    let mut b = String::new();
    let _ = writeln!(
        b,
        "<nav><a href=\"index.html\">all files</a></nav>\n<h1>{}</h1>\n\
         <p class=\"where\">lines {}/{} ({}), branches {}/{} ({}), from gcov on the minimal suite</p>",
        esc(&relative_path(&f.file)),
        f.lines_covered,
        f.lines_total,
        percent(f.line_coverage),
        f.branches_covered,
        f.branches_total,
        percent(f.branch_coverage),
    );
    let Some(lines) = source_lines(&f.file) else {
        b.push_str("<p class=\"missing\">The source is not readable here.</p>\n");
        return frame(report, &f.file, &b);
    };
    let counts: BTreeMap<u32, &replay::gcov::LineCount> =
        f.lines.iter().map(|l| (l.line, l)).collect();
    b.push_str(
        "<table class=\"code coverage\">\n<thead><tr><th class=\"ln\">Line</th><th>Runs</th>\
         <th>Branches</th><th>Source</th></tr></thead>\n<tbody>\n",
    );
    for (i, text) in lines.iter().enumerate() {
        let n = i as u32 + 1;
        let (class, runs, branches) = match counts.get(&n) {
            None => ("nocode", String::new(), String::new()),
            Some(c) => {
                let class = if c.count == 0 {
                    "uncovered"
                } else if c.taken < c.branches {
                    "partial"
                } else {
                    "covered"
                };
                let branches = if c.branches > 0 {
                    format!("{}/{}", c.taken, c.branches)
                } else {
                    String::new()
                };
                (class, format!("{}", c.count), branches)
            }
        };
        let _ = writeln!(
            b,
            "<tr class=\"line {class}\" id=\"L{n}\"><td class=\"ln\">{n}</td>\
             <td class=\"count\">{runs}</td><td class=\"branches\">{branches}</td>\
             <td class=\"src\"><code>{}</code></td></tr>",
            esc(text)
        );
    }
    b.push_str("</tbody>\n</table>\n");
    frame(report, &f.file, &b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_program_text_is_escaped() {
        assert_eq!(
            esc("if (a<b && c>\"d\") x='y';"),
            "if (a&lt;b &amp;&amp; c&gt;&quot;d&quot;) x=&#39;y&#39;;"
        );
    }

    #[test]
    fn long_files_show_windows_around_the_steps() {
        assert_eq!(
            shown_lines(12, [3].into_iter()),
            (1..=12).collect::<Vec<_>>()
        );
        let w = shown_lines(1000, [3, 500, 503].into_iter());
        assert_eq!(w.first(), Some(&1));
        assert!(w.contains(&9) && !w.contains(&10));
        assert!(w.contains(&494) && w.contains(&509) && !w.contains(&510));
    }
}
