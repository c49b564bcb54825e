//! `pathsift report`: the HTML report of a result saved with `--json` (or of a suite's
//! `tests.json`), the same pages `--html DIR` writes at the end of a run.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;

use crate::common::InputError;

/// Arguments of `pathsift report`.
#[derive(Args, Debug)]
pub struct ReportArgs {
    /// A result of `check`, `verify`, `test` or `fuzz` saved with `--json`, or a suite's
    /// `tests.json`
    #[arg(value_name = "RESULT.json")]
    result: PathBuf,
    /// Directory to write the report into (created if missing): index.html, a page per
    /// finding, style.css
    #[arg(long, value_name = "DIR")]
    html: PathBuf,
    /// Print one JSON document: where the report is and what it holds.
    #[arg(long)]
    pub(crate) json: bool,
}

/// Runs `pathsift report`.
pub fn report(a: ReportArgs) -> Result<ExitCode> {
    let shown = a.result.display();
    let text =
        std::fs::read_to_string(&a.result).map_err(|e| InputError(format!("{shown}: {e}")))?;
    let v: serde_json::Value = serde_json::from_str(&text).map_err(|e| {
        InputError(format!(
            "{shown}:{}:{}: not JSON: {e}",
            e.line(),
            e.column()
        ))
    })?;
    let w = crate::report::html::render(&v, &a.html, Some(&a.result)).map_err(|e| match e
        .downcast::<InputError>()
    {
        Ok(InputError(m)) => InputError(format!("{shown}: {m}")).into(),
        Err(e) => e,
    })?;
    if a.json {
        println!(
            "{}",
            serde_json::json!({
                "index": w.index.display().to_string(),
                "pages": w.pages,
                "findings": w.findings,
            })
        );
    } else {
        println!(
            "{} ({} page{}, {} finding{})",
            w.index.display(),
            w.pages,
            if w.pages == 1 { "" } else { "s" },
            w.findings,
            if w.findings == 1 { "" } else { "s" }
        );
    }
    Ok(ExitCode::SUCCESS)
}
