//! `--entry FUNC`: the entry function's C prototype, as harnesses and witnesses need it,
//! and how the engine makes each of its parameters symbolic.

use std::path::Path;

use anyhow::Result;
use ir::{Module, TyKind};
use replay::suite::{EntrySpec, Param, ParamKind};
use semantics::ScalarKind;
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

/// [`entry_spec`] of `--entry NAME` when one was given.
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
        apply_facts(path, &mut spec, &mut params)?;
    }
    Ok(Some((spec, params)))
}

/// Applies an `--entry-spec` file: one fact a line, `#` starts a comment.
fn apply_facts(path: &Path, spec: &mut EntrySpec, params: &mut [EntryParam]) -> Result<()> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| InputError(format!("{}: {e}", path.display())))?;
    for (no, line) in text.lines().enumerate() {
        let at = format!("{}:{}", path.display(), no + 1);
        let words: Vec<&str> = line
            .split('#')
            .next()
            .unwrap_or_default()
            .split_whitespace()
            .collect();
        let index = |name: &str| {
            params.iter().position(|p| p.name == name).ok_or_else(|| {
                InputError(format!("{at}: `{}` has no parameter `{name}`", spec.name))
            })
        };
        let pointer = |k: usize| -> Result<usize> {
            if params[k].buffer == 0 {
                return Err(
                    InputError(format!("{at}: `{}` is not a pointer", params[k].name)).into(),
                );
            }
            Ok(k)
        };
        match words.as_slice() {
            [] => {}
            ["nullable", p] => {
                let k = pointer(index(p)?)?;
                params[k].nullable = true;
            }
            ["acyclic", p] => {
                let k = pointer(index(p)?)?;
                if !matches!(params[k].pointee, Some(ir::Pointee::Object(_))) {
                    return Err(InputError(format!(
                        "{at}: `{p}` does not point to a struct, so `acyclic` says nothing of it"
                    ))
                    .into());
                }
                params[k].acyclic = true;
            }
            ["buffer", p, n] => {
                let k = pointer(index(p)?)?;
                untyped(&mut params[k], &mut spec.params[k]);
                let n: u64 = n
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| InputError(format!("{at}: `{n}` is not a positive size")))?;
                params[k].buffer = n;
                spec.params[k].bytes = u32::try_from(n).unwrap_or(u32::MAX);
            }
            ["string", p] => {
                let k = pointer(index(p)?)?;
                untyped(&mut params[k], &mut spec.params[k]);
                params[k].string = Some(true);
            }
            ["bytes", p] => {
                let k = pointer(index(p)?)?;
                untyped(&mut params[k], &mut spec.params[k]);
                params[k].string = Some(false);
            }
            ["size", len, buf] => {
                let (l, b) = (index(len)?, pointer(index(buf)?)?);
                if params[l].buffer != 0 || params[l].kind == ScalarKind::Float {
                    return Err(InputError(format!("{at}: `{len}` is not an integer")).into());
                }
                params[l].size_of = Some(b);
                spec.params[b].length = Some(replay::suite::Length {
                    param: l,
                    elem: params[b].elem.max(1),
                });
            }
            _ => {
                return Err(InputError(format!(
                "{at}: expected `buffer P N`, `string P`, `bytes P`, `size LEN BUF`, `nullable P` or `acyclic P`, not `{}`",
                line.trim()
            ))
                .into())
            }
        }
    }
    Ok(())
}

/// Makes a typed pointer parameter a flat buffer (a fact said it holds bytes).
fn untyped(p: &mut EntryParam, spec: &mut Param) {
    if p.pointee.take().is_some() {
        spec.kind = ParamKind::Buffer;
        spec.bytes = u32::try_from(p.buffer).unwrap_or(u32::MAX);
    }
}

/// The entry function's prototype as harnesses and witnesses need it, and how the engine
/// makes each parameter symbolic.
pub fn entry_spec(
    input: &InputArgs,
    buffer_size: u64,
    m: &Module,
    name: &str,
) -> Result<(EntrySpec, Vec<EntryParam>)> {
    let f = m
        .func_by_name(name)
        .filter(|&f| m.func(f).body.is_some())
        .ok_or_else(|| InputError(format!("the program defines no function `{name}`")))?;
    let opts = frontend::CompileOptions {
        data_model: input.data_model,
        include_dirs: input.include.clone(),
        defines: input.define.clone(),
        no_runtime: false,
        check_overflow: false,
        deadline: input.deadline,
    };
    let sig = frontend::c_signature(&input.files, &opts, name)?;
    let func = m.func(f);
    let where_ = crate::common::location_text(m, func.loc);
    if let Some(s) = &sig {
        if s.params.len() != func.params.len() {
            return Err(InputError(format!(
                "{where_}: `{name}` passes or returns a structure by value, which --entry does not support"
            ))
            .into());
        }
    }
    let mut spec_params = Vec::new();
    let mut engine_params = Vec::new();
    for (i, &t) in func.params.iter().enumerate() {
        let c = sig.as_ref().and_then(|s| s.params.get(i));
        let pname = c.map_or_else(|| format!("p{i}"), |c| c.name.clone());
        let canonical = c.map_or("", |c| c.canonical.as_str());
        let unsigned = canonical.contains("unsigned") || canonical == "_Bool";
        let (harness_type, kind, bytes, pkind) = match m.types.kind(t) {
            TyKind::Int(1) => (
                "_Bool".to_string(),
                ScalarKind::Unsigned,
                1,
                ParamKind::Scalar,
            ),
            TyKind::Int(b @ (8 | 16 | 32 | 64)) => (
                format!("{}int{b}_t", if unsigned { "u" } else { "" }),
                if unsigned {
                    ScalarKind::Unsigned
                } else {
                    ScalarKind::Signed
                },
                b / 8,
                ParamKind::Scalar,
            ),
            TyKind::Int(128) => (
                if unsigned {
                    "unsigned __int128"
                } else {
                    "__int128"
                }
                .to_string(),
                if unsigned {
                    ScalarKind::Unsigned
                } else {
                    ScalarKind::Signed
                },
                16,
                ParamKind::Scalar,
            ),
            TyKind::Float(ir::FloatTy::F32) => {
                ("float".into(), ScalarKind::Float, 4, ParamKind::Scalar)
            }
            TyKind::Float(ir::FloatTy::F64) => {
                ("double".into(), ScalarKind::Float, 8, ParamKind::Scalar)
            }
            TyKind::Ptr => (
                "void *".into(),
                ScalarKind::Unsigned,
                u32::try_from(buffer_size).unwrap_or(u32::MAX),
                ParamKind::Buffer,
            ),
            _ => {
                return Err(InputError(format!(
                "{where_}: parameter `{pname}` of `{name}` has a type --entry cannot make symbolic"
            ))
                .into())
            }
        };
        let c_type = c.map_or_else(|| harness_type.clone(), |c| c.ty.clone());
        let buffer = if pkind == ParamKind::Buffer {
            buffer_size
        } else {
            0
        };
        let mut param = EntryParam::new(&pname, &c_type, kind, buffer);
        // Pointers to structs and functions are initialised lazily, by type; data stays a
        // flat buffer of elements.
        let (pkind, bytes) = match m.shapes.param(f, i) {
            Some(ir::Pointee::Data { elem }) => {
                param.elem = *elem;
                (pkind, bytes)
            }
            Some(p) => {
                param.pointee = Some(p.clone());
                let kind = match p {
                    ir::Pointee::Function { .. } => ParamKind::Function,
                    _ => ParamKind::Object,
                };
                (kind, m.model().pointer_bytes())
            }
            None => (pkind, bytes),
        };
        engine_params.push(param);
        spec_params.push(Param {
            name: pname,
            c_type,
            harness_type,
            kind: pkind,
            bytes,
            length: None,
        });
    }
    let ret = match m.types.kind(func.ret) {
        TyKind::Int(1) => Some("_Bool".to_string()),
        TyKind::Int(b @ (8 | 16 | 32 | 64)) => Some(format!("int{b}_t")),
        TyKind::Float(ir::FloatTy::F32) => Some("float".into()),
        TyKind::Float(ir::FloatTy::F64) => Some("double".into()),
        TyKind::Ptr => Some("void *".into()),
        _ => None,
    };
    Ok((
        EntrySpec {
            name: name.to_string(),
            params: spec_params,
            ret,
        },
        engine_params,
    ))
}
