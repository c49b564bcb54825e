//! `--entry FUNC`: the entry function's C prototype, as harnesses and witnesses need it,
//! and how the engine makes each of its parameters symbolic.

use anyhow::Result;
use engine::sym::EntryParam;
use engine::ScalarKind;
use ir::{Module, TyKind};
use replay::suite::{EntrySpec, Param, ParamKind};

use crate::common::{InputArgs, InputError};

/// [`entry_spec`] of `--entry NAME` when one was given.
pub fn optional_entry_spec(
    input: &InputArgs,
    buffer_size: u64,
    m: &Module,
    name: Option<&str>,
) -> Result<Option<(EntrySpec, Vec<EntryParam>)>> {
    name.map(|n| entry_spec(input, buffer_size, m, n))
        .transpose()
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
        engine_params.push(EntryParam {
            name: pname.clone(),
            c_type: c_type.clone(),
            kind,
            buffer: buffer_size,
        });
        spec_params.push(Param {
            name: pname,
            c_type,
            harness_type,
            kind: pkind,
            bytes,
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
