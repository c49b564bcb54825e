//! The `--entry` options, and the C prototype read from the program's source to build the
//! entry function's inputs ([`analyses::entry`] says what they are).

use std::path::Path;

use anyhow::Result;
use formats::suite::EntrySpec;
use ir::Module;
use symex::{EntryFunction, EntryParam};

use crate::common::{InputArgs, InputError};

/// The `--entry` options of the commands that take them (check, test, loopbound).
#[derive(clap::Args, Debug)]
pub struct EntryArgs {
    /// Analyse this function instead of `main`: its parameters are the inputs.
    #[arg(long = "entry", value_name = "FUNC")]
    pub name: Option<String>,
    /// Bytes of the symbolic buffer each pointer parameter of the entry function points to.
    #[arg(long, value_name = "N", default_value_t = 16)]
    pub buffer_size: u64,
    /// With --entry: facts about the parameters, one a line: `buffer P N`, `string P`,
    /// `bytes P` (not a string), `size LEN BUF` (LEN is at most the size of BUF's buffer),
    /// `nullable P` (the pointer P may be NULL), `acyclic P` (P leads to a NULL-terminated
    /// list or a tree that nothing else points into).
    #[arg(long, value_name = "FILE", requires = "name")]
    pub entry_spec: Option<std::path::PathBuf>,
    /// With --entry: most objects the input heap may have (pointers to structs are
    /// initialised lazily; a path that needs more is given up, so no `true` rests on it).
    #[arg(long, value_name = "N", default_value_t = 8)]
    pub max_heap_objects: usize,
}

impl EntryArgs {
    /// The entry function's prototype and parameters, when `--entry` was given.
    pub fn spec(
        &self,
        input: &InputArgs,
        m: &Module,
    ) -> Result<Option<(EntrySpec, EntryFunction)>> {
        let found = optional_entry_spec(
            input,
            self.buffer_size,
            m,
            self.name.as_deref(),
            self.entry_spec.as_deref(),
        )?;
        Ok(found.map(|(spec, params)| {
            let entry = EntryFunction {
                name: spec.name.clone(),
                params,
                max_heap_objects: self.max_heap_objects,
                heap_buffer: self.buffer_size.max(1),
            };
            (spec, entry)
        }))
    }
}

/// [`entry_spec`] of `--entry NAME` when one was given, with the facts of `facts`.
pub fn optional_entry_spec(
    input: &InputArgs,
    buffer_size: u64,
    m: &Module,
    name: Option<&str>,
    facts: Option<&Path>,
) -> Result<Option<(EntrySpec, Vec<EntryParam>)>> {
    let Some(n) = name else {
        return Ok(None);
    };
    let (mut spec, mut params) = entry_spec(input, buffer_size, m, n)?;
    if let Some(path) = facts {
        let text = std::fs::read_to_string(path)
            .map_err(|e| InputError(format!("{}: {e}", path.display())))?;
        analyses::entry::apply_facts(&text, &mut spec, &mut params)
            .map_err(|e| InputError(format!("{}:{e}", path.display())))?;
    }
    Ok(Some((spec, params)))
}

/// The entry function's prototype as harnesses and witnesses need it, and how the engine
/// makes each parameter symbolic.
pub fn entry_spec(
    input: &InputArgs,
    buffer_size: u64,
    m: &Module,
    name: &str,
) -> Result<(EntrySpec, Vec<EntryParam>)> {
    let bad = |e: analyses::entry::EntryError| match e.loc() {
        Some(loc) => InputError(format!("{}: {e}", crate::common::location_text(m, loc))),
        None => InputError(e.to_string()),
    };
    let f = analyses::entry::entry_function(m, name).map_err(bad)?;
    let opts = frontend::CompileOptions {
        data_model: input.data_model,
        include_dirs: input.include.clone(),
        defines: input.define.clone(),
        no_runtime: false,
        check_overflow: false,
        deadline: input.deadline,
    };
    let sig = frontend::c_signature(&input.files, &opts, name)?;
    Ok(analyses::entry::entry_spec(m, f, sig.as_ref(), buffer_size).map_err(bad)?)
}
