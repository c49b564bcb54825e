//! HTML reports, as scan-build makes them: an index of the findings and one page per finding
//! with its path drawn on the source (numbered steps at their lines, the error line
//! highlighted, the witness decoded by type, the commands that replay it); for `test`, the
//! source annotated with gcov's line and branch counts.
//!
//! Pages are built from the JSON result a subcommand prints (INTERFACE.md), never from the
//! engine's own types: `--html DIR` and `pathsift report RESULT.json --html DIR` then give
//! the same pages, and a result saved by CI can be rendered later. The files are static
//! (one stylesheet, no script, nothing fetched), so a CI system can publish the directory
//! as it is.

mod model;
mod page;

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde_json::Value;

use model::Report;

/// What was written.
#[derive(Debug)]
pub struct Written {
    /// `DIR/index.html`.
    pub index: PathBuf,
    /// Pages written (the index included).
    pub pages: usize,
    /// Findings the report shows.
    pub findings: usize,
}

/// Renders the result `v` (the JSON of `check`, `verify`, `test` or `fuzz`, or a suite's
/// `tests.json`) into `dir`, which is created if missing; `origin` is the file `v` was
/// read from, for a saved result.
pub fn render(v: &Value, dir: &Path, origin: Option<&Path>) -> Result<Written> {
    let report = model::Report::from_result(v, dir, origin)?;
    write(&report, v, dir)
}

fn write(report: &Report, v: &Value, dir: &Path) -> Result<Written> {
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let put = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))
    };
    put("style.css", page::STYLE)?;
    // Replay commands on the pages name this copy, so the directory stands on its own.
    put("result.json", &serde_json::to_string_pretty(v)?)?;
    put("index.html", &page::index(report))?;
    let mut pages = 1;
    for (k, f) in report.findings.iter().enumerate() {
        put(&page::finding_file(k), &page::finding(report, k, f))?;
        pages += 1;
    }
    if let Some(cov) = &report.coverage {
        for (k, file) in cov.files.iter().enumerate() {
            put(&page::coverage_file(k), &page::coverage(report, file))?;
            pages += 1;
        }
    }
    Ok(Written {
        index: dir.join("index.html"),
        pages,
        findings: report.findings.len(),
    })
}

/// `--html DIR`, on the subcommands that report findings.
#[derive(clap::Args, Debug, Default)]
pub struct HtmlArgs {
    /// Also write an HTML report into DIR: index.html, a page per finding with its path on
    /// the source (and for `test`, gcov's coverage of the suite)
    #[arg(long, value_name = "DIR")]
    pub html: Option<PathBuf>,
}

impl HtmlArgs {
    /// Writes the report of `v` when `--html` asked for one, and says where on stderr
    /// (stdout keeps the result alone).
    pub fn write(&self, v: &Value) -> Result<()> {
        if let Some(dir) = &self.html {
            let w = render(v, dir, None)?;
            eprintln!("HTML report: {}", w.index.display());
        }
        Ok(())
    }

    /// [`HtmlArgs::write`] of the result `result` makes, made only when needed.
    pub fn write_with(&self, result: impl FnOnce() -> Result<Value>) -> Result<()> {
        if self.wanted() {
            self.write(&result()?)?;
        }
        Ok(())
    }

    /// Whether the JSON result is needed for the report.
    pub fn wanted(&self) -> bool {
        self.html.is_some()
    }
}
