//! `--entry FUNC`: the entry function's C prototype as harnesses and witnesses need it, how
//! the engine makes each of its parameters symbolic, and the facts of an `--entry-spec` file
//! that narrow those inputs (a buffer's size, a string, a length parameter, a nullable
//! pointer, an acyclic structure).
//!
//! The C prototype comes from clang's AST ([`frontend::CSignature`]): the IR alone does not
//! say whether an `i32` is `unsigned` or what a parameter is called, and a harness must
//! declare the function exactly as the program does.

use formats::suite::{EntrySpec, Length, Param, ParamKind};
use frontend::CSignature;
use ir::{FuncId, LocId, Module, Pointee, TyKind};
use semantics::ScalarKind;
use symex::EntryParam;

/// Why a function cannot be an entry point.
#[derive(Debug, thiserror::Error)]
pub enum EntryError {
    /// No function of that name with a body.
    #[error("the program defines no function `{0}`")]
    NoFunction(String),
    /// A structure passed or returned by value (defined at `loc`).
    #[error("`{name}` passes or returns a structure by value, which --entry does not support")]
    ByValue { loc: LocId, name: String },
    /// A parameter of a type no input can stand for (the function is defined at `loc`).
    #[error("parameter `{param}` of `{name}` has a type --entry cannot make symbolic")]
    Untypable {
        loc: LocId,
        name: String,
        param: String,
    },
}

impl EntryError {
    /// Where the function is defined, when the error is about its definition.
    pub fn loc(&self) -> Option<LocId> {
        match self {
            EntryError::NoFunction(_) => None,
            EntryError::ByValue { loc, .. } | EntryError::Untypable { loc, .. } => Some(*loc),
        }
    }
}

/// A line of an `--entry-spec` file that says nothing valid.
#[derive(Debug, thiserror::Error)]
#[error("{line}: {what}")]
pub struct FactError {
    /// The line's number, from 1.
    pub line: usize,
    pub what: String,
}

/// The function named `name`, when the program defines one with a body.
pub fn entry_function(m: &Module, name: &str) -> Result<FuncId, EntryError> {
    m.func_by_name(name)
        .filter(|&f| m.func(f).body.is_some())
        .ok_or_else(|| EntryError::NoFunction(name.to_string()))
}

/// The prototype of `f` as harnesses and witnesses need it, and how the engine makes each
/// parameter symbolic (each pointer to `buffer_size` bytes). `sig` is its C prototype when a
/// C file defines it.
pub fn entry_spec(
    m: &Module,
    f: FuncId,
    sig: Option<&CSignature>,
    buffer_size: u64,
) -> Result<(EntrySpec, Vec<EntryParam>), EntryError> {
    let func = m.func(f);
    let name = func.name.as_str();
    if let Some(s) = sig {
        if s.params.len() != func.params.len() {
            return Err(EntryError::ByValue {
                loc: func.loc,
                name: name.to_string(),
            });
        }
    }
    let mut spec_params = Vec::new();
    let mut engine_params = Vec::new();
    for (i, &t) in func.params.iter().enumerate() {
        let c = sig.and_then(|s| s.params.get(i));
        let pname = c.map_or_else(|| format!("p{i}"), |c| c.name.clone());
        let canonical = c.map_or("", |c| c.canonical.as_str());
        let unsigned = canonical.contains("unsigned") || canonical == "_Bool";
        let sign = if unsigned {
            ScalarKind::Unsigned
        } else {
            ScalarKind::Signed
        };
        let (harness_type, kind, bytes, pkind) = match m.types.kind(t) {
            TyKind::Int(1) => (
                "_Bool".to_string(),
                ScalarKind::Unsigned,
                1,
                ParamKind::Scalar,
            ),
            TyKind::Int(b @ (8 | 16 | 32 | 64)) => (
                format!("{}int{b}_t", if unsigned { "u" } else { "" }),
                sign,
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
                sign,
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
                return Err(EntryError::Untypable {
                    loc: func.loc,
                    name: name.to_string(),
                    param: pname,
                })
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
            Some(Pointee::Data { elem }) => {
                param.elem = *elem;
                (pkind, bytes)
            }
            Some(p) => {
                param.pointee = Some(p.clone());
                let kind = match p {
                    Pointee::Function { .. } => ParamKind::Function,
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

/// Applies the facts of an `--entry-spec` file's `text`: one a line, `#` starts a comment.
pub fn apply_facts(
    text: &str,
    spec: &mut EntrySpec,
    params: &mut [EntryParam],
) -> Result<(), FactError> {
    for (no, line) in text.lines().enumerate() {
        let fail = |what: String| FactError { line: no + 1, what };
        let words: Vec<&str> = line
            .split('#')
            .next()
            .unwrap_or_default()
            .split_whitespace()
            .collect();
        let index = |name: &str| {
            params
                .iter()
                .position(|p| p.name == name)
                .ok_or_else(|| fail(format!("`{}` has no parameter `{name}`", spec.name)))
        };
        let pointer = |k: usize| {
            if params[k].buffer == 0 {
                return Err(fail(format!("`{}` is not a pointer", params[k].name)));
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
                if !matches!(params[k].pointee, Some(Pointee::Object(_))) {
                    return Err(fail(format!(
                        "`{p}` does not point to a struct, so `acyclic` says nothing of it"
                    )));
                }
                params[k].acyclic = true;
            }
            ["buffer", p, n] => {
                let k = pointer(index(p)?)?;
                let n: u64 = n
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| fail(format!("`{n}` is not a positive size")))?;
                untyped(&mut params[k], &mut spec.params[k]);
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
                    return Err(fail(format!("`{len}` is not an integer")));
                }
                params[l].size_of = Some(b);
                spec.params[b].length = Some(Length {
                    param: l,
                    elem: params[b].elem.max(1),
                });
            }
            _ => {
                return Err(fail(format!(
                    "expected `buffer P N`, `string P`, `bytes P`, `size LEN BUF`, `nullable P` or `acyclic P`, not `{}`",
                    line.trim()
                )))
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

#[cfg(test)]
mod tests {
    use super::*;

    fn param(name: &str, buffer: u64) -> EntryParam {
        EntryParam::new(name, "int", ScalarKind::Signed, buffer)
    }

    fn spec_of(params: &[EntryParam]) -> EntrySpec {
        EntrySpec {
            name: "f".into(),
            params: params
                .iter()
                .map(|p| Param {
                    name: p.name.clone(),
                    c_type: p.c_type.clone(),
                    harness_type: p.c_type.clone(),
                    kind: if p.buffer == 0 {
                        ParamKind::Scalar
                    } else {
                        ParamKind::Buffer
                    },
                    bytes: if p.buffer == 0 { 4 } else { p.buffer as u32 },
                    length: None,
                })
                .collect(),
            ret: None,
        }
    }

    #[test]
    fn facts_narrow_the_parameters_they_name() {
        let mut params = vec![param("buf", 16), param("len", 0), param("s", 16)];
        let mut spec = spec_of(&params);
        let text = "# a comment\nbuffer buf 32\nsize len buf  # trailing\n\nstring s\nnullable s\n";
        assert!(apply_facts(text, &mut spec, &mut params).is_ok());
        assert_eq!(params[0].buffer, 32);
        assert_eq!(spec.params[0].bytes, 32);
        assert_eq!(params[1].size_of, Some(0));
        assert_eq!(spec.params[0].length.as_ref().map(|l| l.param), Some(1));
        assert_eq!(params[2].string, Some(true));
        assert!(params[2].nullable);
    }

    #[test]
    fn a_wrong_fact_names_its_line_and_what_is_wrong() {
        let mut params = vec![param("buf", 16), param("n", 0)];
        let mut spec = spec_of(&params);
        let cases = [
            ("buffer buf 0", "1: `0` is not a positive size"),
            ("\nnullable n", "2: `n` is not a pointer"),
            ("string q", "1: `f` has no parameter `q`"),
            ("size buf buf", "1: `buf` is not an integer"),
            ("acyclic buf", "1: `buf` does not point to a struct, so `acyclic` says nothing of it"),
            ("frobnicate buf", "1: expected `buffer P N`, `string P`, `bytes P`, `size LEN BUF`, `nullable P` or `acyclic P`, not `frobnicate buf`"),
        ];
        for (text, want) in cases {
            let got = apply_facts(text, &mut spec, &mut params).map_err(|e| e.to_string());
            assert_eq!(got, Err(want.to_string()), "{text}");
        }
    }
}
