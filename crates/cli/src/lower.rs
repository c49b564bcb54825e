//! `pathsift lower`: compile and lower only, to inspect the IR or check that a program is supported.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use serde_json::json;

use crate::common::InputArgs;

/// Arguments of `pathsift lower`.
#[derive(Args, Debug)]
pub struct LowerArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,
    /// Print the whole IR instead of a summary.
    #[arg(long)]
    dump: bool,
    /// Do not link pathsift's C runtime models.
    #[arg(long)]
    no_runtime: bool,
    /// Print one JSON document.
    #[arg(long)]
    pub(crate) json: bool,
}

/// Runs `pathsift lower`.
pub fn lower(a: LowerArgs) -> Result<ExitCode> {
    let m = a.input.load(a.no_runtime)?;
    if a.dump {
        print!("{}", ir::display::dump(&m)?);
        return Ok(ExitCode::SUCCESS);
    }
    let s = m.stats();
    let prog = semantics::Program::new(&m);
    let unmodelled: Vec<&str> = prog
        .unmodelled()
        .iter()
        .map(|&f| m.func(f).name.as_str())
        .collect();
    if a.json {
        let v = json!({
            "data_model": m.model().name(),
            "functions": s.functions,
            "declarations": s.declarations,
            "globals": s.globals,
            "blocks": s.blocks,
            "instructions": s.instructions,
            "loops": s.loops,
            "unmodelled_functions": unmodelled,
        });
        println!("{v}");
    } else {
        println!(
            "lowered ({}): {} functions, {} blocks, {} instructions, {} loops, {} globals",
            m.model().name(),
            s.functions,
            s.blocks,
            s.instructions,
            s.loops,
            s.globals
        );
        if !unmodelled.is_empty() {
            println!(
                "functions without a body or a model: {}",
                unmodelled.join(", ")
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}
