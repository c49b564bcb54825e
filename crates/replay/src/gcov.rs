//! Line and branch coverage from gcov's JSON format (`gcov -t -j -b`, gcc 12).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use serde::{Deserialize, Serialize};

use crate::error::ReplayError;

/// One gcov JSON document (one per object file).
#[derive(Debug, Deserialize)]
struct Doc {
    files: Vec<DocFile>,
}

#[derive(Debug, Deserialize)]
struct DocFile {
    file: String,
    #[serde(default)]
    lines: Vec<DocLine>,
}

// Counts are signed: gcov derives uncounted arcs from flow conservation, which a run that
// died inside a block breaks, and then prints negative counts (taken as not executed).
#[derive(Debug, Deserialize)]
struct DocLine {
    line_number: u32,
    count: i64,
    #[serde(default)]
    function_name: String,
    #[serde(default)]
    branches: Vec<DocBranch>,
}

#[derive(Debug, Deserialize)]
struct DocBranch {
    count: i64,
    // Exception edges cannot be taken in C; gcov lists them for C++.
    #[serde(default)]
    throw: bool,
}

/// Coverage of one source file.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FileCoverage {
    /// The source file as gcc was given it.
    pub file: String,
    /// Lines with code.
    pub lines_total: u32,
    /// Lines with code executed at least once.
    pub lines_covered: u32,
    /// Branch edges.
    pub branches_total: u32,
    /// Branch edges taken at least once.
    pub branches_covered: u32,
    /// `lines_covered / lines_total` (1 when there are no lines).
    pub line_coverage: f64,
    /// `branches_covered / branches_total` (1 when there are no branches).
    pub branch_coverage: f64,
    /// Lines with code never executed.
    pub uncovered_lines: Vec<u32>,
    /// Lines with a branch edge never taken.
    pub partial_branch_lines: Vec<u32>,
    /// Every line with code, in order (what an annotated listing shows; the figures above
    /// summarise it, so JSON leaves it out).
    #[serde(skip)]
    pub lines: Vec<LineCount>,
}

/// What gcov counted on one source line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineCount {
    /// 1-based line number.
    pub line: u32,
    /// Times the line ran (0 when gcov's count is negative: see [`DocLine`]).
    pub count: u64,
    /// Branch edges on the line.
    pub branches: u32,
    /// Of those, edges taken at least once.
    pub taken: u32,
}

/// Coverage of the whole program.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Coverage {
    /// Lines with code.
    pub lines_total: u32,
    /// Lines with code executed at least once.
    pub lines_covered: u32,
    /// Branch edges.
    pub branches_total: u32,
    /// Branch edges taken at least once.
    pub branches_covered: u32,
    /// `lines_covered / lines_total` (1 when there are no lines).
    pub line_coverage: f64,
    /// `branches_covered / branches_total` (1 when there are no branches).
    pub branch_coverage: f64,
    /// Per source file, sorted by name.
    pub files: Vec<FileCoverage>,
}

fn ratio(covered: u32, total: u32) -> f64 {
    if total == 0 {
        1.0
    } else {
        f64::from(covered) / f64::from(total)
    }
}

#[derive(Default)]
struct Acc {
    // Line number → its counts; a line listed twice (two functions on it) is one line.
    lines: BTreeMap<u32, LineCount>,
    branches: u32,
    taken: u32,
    partial: BTreeSet<u32>,
}

/// Coverage from the concatenated JSON documents `text`, counting only files `keep`
/// accepts and leaving out the lines of function `skip`.
pub fn parse(
    text: &str,
    keep: impl Fn(&str) -> bool,
    skip: Option<&str>,
) -> Result<Coverage, ReplayError> {
    let mut acc: BTreeMap<String, Acc> = BTreeMap::new();
    for doc in serde_json::Deserializer::from_str(text).into_iter::<Doc>() {
        let doc = doc.map_err(|e| ReplayError::Gcov(format!("unexpected JSON: {e}")))?;
        for f in doc.files.into_iter().filter(|f| keep(&f.file)) {
            let a = acc.entry(f.file).or_default();
            for l in f
                .lines
                .into_iter()
                .filter(|l| Some(l.function_name.as_str()) != skip)
            {
                let line = a.lines.entry(l.line_number).or_insert(LineCount {
                    line: l.line_number,
                    count: 0,
                    branches: 0,
                    taken: 0,
                });
                line.count += u64::try_from(l.count).unwrap_or(0);
                for b in l.branches.iter().filter(|b| !b.throw) {
                    a.branches += 1;
                    line.branches += 1;
                    if b.count > 0 {
                        a.taken += 1;
                        line.taken += 1;
                    } else {
                        a.partial.insert(l.line_number);
                    }
                }
            }
        }
    }
    let files: Vec<FileCoverage> = acc
        .into_iter()
        .map(|(file, a)| {
            let lines_total = a.lines.len() as u32;
            let lines_covered = a.lines.values().filter(|c| c.count > 0).count() as u32;
            FileCoverage {
                file,
                lines_total,
                lines_covered,
                branches_total: a.branches,
                branches_covered: a.taken,
                line_coverage: ratio(lines_covered, lines_total),
                branch_coverage: ratio(a.taken, a.branches),
                uncovered_lines: a
                    .lines
                    .iter()
                    .filter(|(_, c)| c.count == 0)
                    .map(|(n, _)| *n)
                    .collect(),
                partial_branch_lines: a.partial.into_iter().collect(),
                lines: a.lines.into_values().collect(),
            }
        })
        .collect();
    let sum = |f: fn(&FileCoverage) -> u32| files.iter().map(f).sum::<u32>();
    let (lt, lc) = (sum(|f| f.lines_total), sum(|f| f.lines_covered));
    let (bt, bc) = (sum(|f| f.branches_total), sum(|f| f.branches_covered));
    Ok(Coverage {
        lines_total: lt,
        lines_covered: lc,
        branches_total: bt,
        branches_covered: bc,
        line_coverage: ratio(lc, lt),
        branch_coverage: ratio(bc, bt),
        files,
    })
}

/// Runs gcov on `objects` (compiled with `--coverage`, run from `build_dir`) and returns
/// the coverage of the program's own files (system headers, `/usr/...`, are left out)
/// without function `skip`.
pub fn measure(
    build_dir: &Path,
    objects: &[PathBuf],
    skip: Option<&str>,
) -> Result<Coverage, ReplayError> {
    let out = Command::new("gcov")
        .args(["-t", "-j", "-b"])
        .args(objects)
        .current_dir(build_dir)
        .output()
        .map_err(|source| ReplayError::Tool {
            tool: "gcov".into(),
            source,
        })?;
    if !out.status.success() {
        return Err(ReplayError::Gcov(
            String::from_utf8_lossy(&out.stderr).trim().to_string(),
        ));
    }
    parse(
        &String::from_utf8_lossy(&out.stdout),
        |f| !f.starts_with("/usr/") && !f.starts_with('<'),
        skip,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"{"gcc_version": "12.2.0", "files": [{"lines": [
{"branches": [], "count": 1, "line_number": 2, "unexecuted_block": false, "function_name": "main"},
{"branches": [{"fallthrough": true, "count": 1, "throw": false}, {"fallthrough": false, "count": 0, "throw": false},
  {"fallthrough": true, "count": 2, "throw": false}, {"fallthrough": false, "count": 0, "throw": true}],
 "count": 1, "line_number": 4, "unexecuted_block": false, "function_name": "main"},
{"branches": [], "count": 0, "line_number": 6, "unexecuted_block": true, "function_name": "main"}],
"functions": [], "file": "/src/q.c"},
{"lines": [{"branches": [], "count": 3, "line_number": 10, "unexecuted_block": false, "function_name": "f"}],
 "functions": [], "file": "/usr/include/x86_64-linux-gnu/bits/stdio2.h"}],
"format_version": "1", "current_working_directory": "/tmp", "data_file": "q.o"}
{"gcc_version": "12.2.0", "files": [{"lines": [
{"branches": [], "count": 1, "line_number": 6, "unexecuted_block": false, "function_name": "g"},
{"branches": [], "count": 0, "line_number": 8, "unexecuted_block": true, "function_name": "g"}],
"functions": [], "file": "/src/q.c"}], "format_version": "1", "current_working_directory": "/tmp", "data_file": "r.o"}
"#;

    #[test]
    fn sample_documents_are_merged_per_file() {
        let c = parse(SAMPLE, |f| !f.starts_with("/usr/"), None).expect("sample parses");
        assert_eq!(c.files.len(), 1);
        let f = &c.files[0];
        assert_eq!(f.file, "/src/q.c");
        // Lines 2, 4, 6 (executed in r.o), 8.
        assert_eq!((f.lines_covered, f.lines_total), (3, 4));
        assert_eq!(f.uncovered_lines, [8]);
        // The throw edge is not a C branch.
        assert_eq!((f.branches_covered, f.branches_total), (2, 3));
        assert_eq!(f.partial_branch_lines, [4]);
        // Line 6 ran once in r.o, though q.o never ran it.
        let counts: Vec<(u32, u64, u32, u32)> = f
            .lines
            .iter()
            .map(|l| (l.line, l.count, l.branches, l.taken))
            .collect();
        assert_eq!(
            counts,
            [(2, 1, 0, 0), (4, 1, 3, 2), (6, 1, 0, 0), (8, 0, 0, 0)]
        );
        assert_eq!(c.line_coverage, 0.75);
        assert_eq!(c.branch_coverage, 2.0 / 3.0);
        let without_g = parse(SAMPLE, |f| !f.starts_with("/usr/"), Some("g")).expect("parses");
        assert_eq!((without_g.lines_covered, without_g.lines_total), (2, 3));
        assert_eq!(without_g.files[0].uncovered_lines, [6]);
    }

    #[test]
    fn real_program_measured_by_gcov() {
        let dir = tempfile::tempdir().expect("temp dir");
        let src = dir.path().join("tiny.c");
        std::fs::write(
            &src,
            "int main(int argc, char **argv) {\n  (void)argv;\n  if (argc > 5)\n    return 1;\n  return 0;\n}\n",
        )
        .expect("write tiny.c");
        let obj = dir.path().join("tiny.o");
        let exe = dir.path().join("tiny");
        for args in [
            vec![
                "-c".into(),
                "-O0".into(),
                "--coverage".into(),
                src.clone(),
                "-o".into(),
                obj.clone(),
            ],
            vec!["--coverage".into(), obj.clone(), "-o".into(), exe.clone()],
        ] {
            let status = Command::new("gcc")
                .args(&args)
                .current_dir(dir.path())
                .status()
                .expect("gcc runs");
            assert!(status.success());
        }
        let ran = Command::new(&exe).status().expect("tiny runs");
        assert_eq!(ran.code(), Some(0));
        let c = measure(dir.path(), &[obj], None).expect("gcov runs");
        assert_eq!(c.files.len(), 1);
        assert_eq!(c.files[0].file, src.to_string_lossy());
        // Lines 1, 3, 4, 5; `return 1` never runs. One of the two edges of `if` is taken.
        assert_eq!((c.lines_covered, c.lines_total), (3, 4));
        assert_eq!(c.files[0].uncovered_lines, [4]);
        assert_eq!((c.branches_covered, c.branches_total), (1, 2));
    }

    #[test]
    fn not_gcov_json_is_an_error() {
        assert!(matches!(
            parse("{\"files\": 3}", |_| true, None),
            Err(ReplayError::Gcov(_))
        ));
    }
}
