//! C prototypes of defined functions, read from clang's JSON AST (the IR has lost parameter
//! names and source types, which `--entry` needs for witnesses and harnesses).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use crate::compile::{model_flag, run_tool, CompileOptions, CLANG};
use crate::error::FrontendError;

/// A parameter as the source declares it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CParam {
    /// Its name (`p<i>` when unnamed).
    pub name: String,
    /// The type as written (`u32`, `struct node *`).
    pub ty: String,
    /// The type with typedefs resolved (`unsigned int`).
    pub canonical: String,
}

/// A function's C prototype.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CSignature {
    /// Return type as written.
    pub ret: String,
    /// Return type with typedefs resolved.
    pub ret_canonical: String,
    /// Parameters in order.
    pub params: Vec<CParam>,
    /// Whether it takes `...`.
    pub variadic: bool,
}

/// The prototype of `name` as defined in one of the C files among `inputs` (`None` when no
/// C file defines it, e.g. for `.bc` inputs).
pub fn c_signature(
    inputs: &[PathBuf],
    opts: &CompileOptions,
    name: &str,
) -> Result<Option<CSignature>, FrontendError> {
    for src in inputs.iter().filter(|p| is_c_source(p)) {
        let mut cmd = Command::new(CLANG);
        cmd.args([
            "-fsyntax-only",
            "-Wno-everything",
            "-Xclang",
            "-ast-dump=json",
        ])
        .arg("-Xclang")
        .arg(format!("-ast-dump-filter={name}"))
        .arg(model_flag(opts.data_model));
        for d in &opts.include_dirs {
            cmd.arg("-I").arg(d);
        }
        cmd.arg("-idirafter").arg(crate::compile::include_dir()?);
        for d in &opts.defines {
            cmd.arg(format!("-D{d}"));
        }
        cmd.arg(src);
        let out = run_tool(&mut cmd, CLANG, opts.deadline)?;
        if !out.status.success() {
            return Err(FrontendError::Compile {
                path: src.display().to_string(),
                diagnostics: String::from_utf8_lossy(&out.stderr).trim_end().to_string(),
            });
        }
        let text = String::from_utf8_lossy(&out.stdout);
        if let Some(sig) = find_definition(&text, name) {
            return Ok(Some(sig));
        }
    }
    Ok(None)
}

fn is_c_source(p: &Path) -> bool {
    p.extension().is_some_and(|e| e == "c" || e == "i")
}

/// The definition of `name` in clang's dump: a stream of JSON documents, one per declaration
/// whose name contains the filter text.
fn find_definition(dump: &str, name: &str) -> Option<CSignature> {
    let docs = serde_json::Deserializer::from_str(dump).into_iter::<Value>();
    let mut found = None;
    for doc in docs.map_while(Result::ok) {
        if doc["kind"] != "FunctionDecl" || doc["name"] != name {
            continue;
        }
        let inner = doc["inner"].as_array().map(Vec::as_slice).unwrap_or(&[]);
        let has_body = inner.iter().any(|n| n["kind"] == "CompoundStmt");
        let sig = signature_of(&doc, inner);
        if has_body {
            return Some(sig);
        }
        found.get_or_insert(sig);
    }
    found
}

fn signature_of(decl: &Value, inner: &[Value]) -> CSignature {
    let fty = type_text(&decl["type"], false);
    let fcanon = type_text(&decl["type"], true);
    let params: Vec<CParam> = inner
        .iter()
        .filter(|n| n["kind"] == "ParmVarDecl")
        .enumerate()
        .map(|(i, n)| CParam {
            name: n["name"]
                .as_str()
                .map_or_else(|| format!("p{i}"), str::to_string),
            ty: type_text(&n["type"], false),
            canonical: type_text(&n["type"], true),
        })
        .collect();
    CSignature {
        ret: return_type(&fty),
        ret_canonical: return_type(&fcanon),
        variadic: decl["variadic"].as_bool().unwrap_or(false) || fty.ends_with("...)"),
        params,
    }
}

fn type_text(ty: &Value, canonical: bool) -> String {
    let q = ty["qualType"].as_str().unwrap_or("");
    if canonical {
        ty["desugaredQualType"].as_str().unwrap_or(q).to_string()
    } else {
        q.to_string()
    }
}

/// `int (int, char *)` → `int`; the first top-level `(` starts the parameter list.
fn return_type(fty: &str) -> String {
    let mut depth = 0i32;
    for (i, c) in fty.char_indices() {
        match c {
            '(' if depth == 0 && i > 0 => return fty[..i].trim().to_string(),
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
    }
    fty.trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn return_types_are_cut_at_the_parameter_list() {
        assert_eq!(return_type("int (int, char *)"), "int");
        assert_eq!(return_type("unsigned long (void)"), "unsigned long");
        assert_eq!(return_type("struct node *(struct node *)"), "struct node *");
    }

    #[test]
    fn definitions_win_over_declarations_and_names_match_exactly() {
        let dump = r#"{"kind":"FunctionDecl","name":"g","type":{"qualType":"int (u32)","desugaredQualType":"int (unsigned int)"},"inner":[{"kind":"ParmVarDecl","name":"k","type":{"qualType":"u32","desugaredQualType":"unsigned int"}}]}
{"kind":"FunctionDecl","name":"gg","type":{"qualType":"void (void)"}}
{"kind":"FunctionDecl","name":"g","type":{"qualType":"int (u32)"},"inner":[{"kind":"ParmVarDecl","name":"key","type":{"qualType":"u32","desugaredQualType":"unsigned int"}},{"kind":"CompoundStmt"}]}"#;
        let s = find_definition(dump, "g").expect("found");
        assert_eq!(s.ret, "int");
        assert_eq!(
            s.params,
            vec![CParam {
                name: "key".into(),
                ty: "u32".into(),
                canonical: "unsigned int".into()
            }]
        );
        assert!(find_definition(dump, "h").is_none());
    }
}
