//! Replaying the findings of `pathsift check --format json`, or the violation of a
//! `pathsift verify --json` result: each witness is a test expected to end in its error.

use std::path::Path;

use serde::Deserialize;

use crate::error::ReplayError;
use crate::session::{replay, ReplayOptions, Report};
use crate::suite::{Location, ProgramSpec, Suite, TestCase, TestError};

#[derive(Deserialize)]
struct CheckResult {
    /// check's findings (absent in a verify result).
    #[serde(default)]
    findings: Option<Vec<Finding>>,
    /// verify's verdict (absent in a check result); its violation is the top-level finding.
    #[serde(default)]
    verdict: Option<String>,
    /// verify's violation, when the verdict is `false`.
    #[serde(flatten)]
    violation: Finding,
    /// How the program was built (absent in results of older versions).
    #[serde(default)]
    program: Option<ProgramSpec>,
}

#[derive(Deserialize)]
struct Finding {
    #[serde(default)]
    kind: Option<String>,
    #[serde(default)]
    message: String,
    #[serde(default)]
    location: Option<Location>,
    #[serde(default)]
    witness: Option<Witness>,
}

use formats::Witness;

/// Whether `path` is a check or verify result rather than a test directory.
pub fn is_check_result(path: &Path) -> bool {
    path.is_file() && path.extension().is_some_and(|e| e == "json")
}

fn read_result(path: &Path) -> Result<CheckResult, ReplayError> {
    let bad = |message: String| ReplayError::BadSuite {
        path: path.to_path_buf(),
        message,
    };
    let text = std::fs::read_to_string(path).map_err(|e| bad(format!("cannot read: {e}")))?;
    let r: CheckResult = serde_json::from_str(&text).map_err(|e| {
        bad(format!(
            "not a `pathsift check` or `verify` JSON result: {e}"
        ))
    })?;
    if r.findings.is_none() && r.verdict.is_none() {
        return Err(bad(
            "not a `pathsift check` or `verify` JSON result: it has neither `findings` nor `verdict`"
                .into(),
        ));
    }
    Ok(r)
}

/// How the program of the check result at `path` was built, when the result records it.
pub fn checked_program(path: &Path) -> Result<Option<ProgramSpec>, ReplayError> {
    Ok(read_result(path)?.program)
}

/// The tests of the result at `path`: `finding-0`, `finding-1`, ... of a check result, or
/// `violation` for a verify result whose verdict is `false` (other verdicts have none).
pub fn finding_tests(path: &Path) -> Result<Vec<TestCase>, ReplayError> {
    let r = read_result(path)?;
    let named: Vec<(String, Finding)> = match r.findings {
        Some(findings) => findings
            .into_iter()
            .enumerate()
            .map(|(n, f)| (format!("finding-{n}"), f))
            .collect(),
        None if r.verdict.as_deref() == Some("false") => vec![("violation".into(), r.violation)],
        None => Vec::new(),
    };
    Ok(named
        .into_iter()
        .map(|(id, f)| TestCase {
            id,
            in_suite: true,
            heap: f.witness.as_ref().and_then(|w| w.heap.clone()),
            io: f.witness.as_ref().map(|w| w.io.clone()).unwrap_or_default(),
            inputs: f.witness.map(|w| w.inputs).unwrap_or_default(),
            decisions: Vec::new(),
            covers: Vec::new(),
            error: Some(TestError {
                kind: f.kind.unwrap_or_else(|| "error".into()),
                message: f.message,
                location: f.location.unwrap_or_default(),
            }),
        })
        .collect())
}

/// Replays the findings at `path` against the program `base` describes (files, data
/// model, flags, entry function; its tests are replaced), and says per finding whether it
/// is confirmed.
pub fn replay_findings(
    path: &Path,
    base: Suite,
    opts: &ReplayOptions,
) -> Result<Report, ReplayError> {
    let tests = finding_tests(path)?;
    let suite = Suite { tests, ..base };
    let mut report = replay(&suite, opts)?;
    for (r, t) in report.results.iter_mut().zip(&suite.tests) {
        r.confirmed = Some(r.reproduced);
        let expected = t.error.as_ref().map(|e| e.location.clone());
        r.line_matches = Some(match (&r.evidence_location, &expected) {
            (Some(seen), Some(want)) if want.line > 0 => Some(
                seen.line == want.line
                    && Path::new(&seen.file).file_name() == Path::new(&want.file).file_name(),
            ),
            _ => None,
        });
        r.expected_location = expected;
    }
    Ok(report)
}
