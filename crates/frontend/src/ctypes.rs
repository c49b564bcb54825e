//! C types the IR has lost, read back from clang for readable witnesses: the declared type of
//! a variable a program makes symbolic by name (`pathsift_symbolic(&n, sizeof n, "n")`
//! records only bytes), and the fields of the structs an `--entry` heap holds.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use crate::compile::{model_flag, run_tool, CompileOptions, CLANG};
use crate::error::FrontendError;

/// A field of a struct as clang lays it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// Byte offset in the struct.
    pub offset: u64,
    /// Its name.
    pub name: String,
    /// Its type as written (`struct node *`, `int`).
    pub ty: String,
}

fn clang(src: &Path, opts: &CompileOptions) -> Result<Command, FrontendError> {
    let mut cmd = Command::new(CLANG);
    cmd.arg("-Wno-everything").arg(model_flag(opts.data_model));
    for d in &opts.include_dirs {
        cmd.arg("-I").arg(d);
    }
    cmd.arg("-idirafter").arg(crate::compile::include_dir()?);
    for d in &opts.defines {
        cmd.arg(format!("-D{d}"));
    }
    cmd.arg(src);
    Ok(cmd)
}

fn c_sources(inputs: &[PathBuf]) -> impl Iterator<Item = &PathBuf> {
    inputs
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "c" || e == "i"))
}

/// The declared type (typedefs resolved) of each of `names` that some C file among `inputs`
/// declares as a variable or field with exactly that name and one type; a name declared
/// with different types is left out, as the bytes could then be either.
pub fn variable_types(
    inputs: &[PathBuf],
    opts: &CompileOptions,
    names: &[String],
) -> Result<HashMap<String, String>, FrontendError> {
    let mut found: HashMap<String, Option<String>> = HashMap::new();
    for name in names {
        for src in c_sources(inputs) {
            let mut cmd = clang(src, opts)?;
            cmd.args(["-fsyntax-only", "-Xclang", "-ast-dump=json", "-Xclang"])
                .arg(format!("-ast-dump-filter={name}"));
            let out = run_tool(&mut cmd, CLANG, opts.deadline)?;
            if !out.status.success() {
                continue;
            }
            let text = String::from_utf8_lossy(&out.stdout);
            let docs = serde_json::Deserializer::from_str(&text).into_iter::<Value>();
            for doc in docs.map_while(Result::ok) {
                collect_decls(&doc, name, &mut found);
            }
        }
    }
    Ok(found
        .into_iter()
        .filter_map(|(n, t)| Some((n, t?)))
        .collect())
}

fn collect_decls(node: &Value, name: &str, found: &mut HashMap<String, Option<String>>) {
    let kind = node["kind"].as_str().unwrap_or("");
    if matches!(kind, "VarDecl" | "FieldDecl" | "ParmVarDecl") && node["name"] == name {
        let ty = &node["type"];
        let text = ty["desugaredQualType"]
            .as_str()
            .or_else(|| ty["qualType"].as_str())
            .map(str::to_string);
        if let Some(text) = text {
            found
                .entry(name.to_string())
                .and_modify(|seen| {
                    if seen.as_deref() != Some(text.as_str()) {
                        *seen = None;
                    }
                })
                .or_insert(Some(text));
        }
    }
    if let Some(inner) = node["inner"].as_array() {
        for n in inner {
            collect_decls(n, name, found);
        }
    }
}

/// The layout of every struct the C files among `inputs` use, by type name (`struct node`).
pub fn record_layouts(
    inputs: &[PathBuf],
    opts: &CompileOptions,
) -> Result<HashMap<String, Vec<Field>>, FrontendError> {
    let mut layouts = HashMap::new();
    for src in c_sources(inputs) {
        let mut cmd = clang(src, opts)?;
        // Layouts are computed (and dumped) for code generation only.
        cmd.args([
            "-S",
            "-emit-llvm",
            "-o",
            "/dev/null",
            "-Xclang",
            "-fdump-record-layouts",
        ]);
        let out = run_tool(&mut cmd, CLANG, opts.deadline)?;
        if out.status.success() {
            layouts.extend(parse_layouts(&String::from_utf8_lossy(&out.stdout)));
        }
    }
    Ok(layouts)
}

/// Top-level fields of each record of clang's `-fdump-record-layouts` text: after
/// `*** Dumping AST Record Layout`, lines `OFFSET | TYPE` for the record, then `OFFSET |   TYPE
/// NAME` for its fields (deeper indentation for members of nested structs, `OFFSET:BITS-BITS`
/// for bit-fields, which are left out).
pub fn parse_layouts(text: &str) -> HashMap<String, Vec<Field>> {
    let mut layouts = HashMap::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim() != "*** Dumping AST Record Layout" {
            continue;
        }
        let Some((_, record)) = lines.next().and_then(|l| l.split_once('|')) else {
            continue;
        };
        let record = record.trim().to_string();
        let mut fields = Vec::new();
        for line in lines.by_ref() {
            let Some((offset, rest)) = line.split_once('|') else {
                break;
            };
            // Fields of the record itself are indented by two more spaces than the record.
            let Some(decl) = rest.strip_prefix("   ") else {
                continue;
            };
            if decl.starts_with(' ') || rest.trim_start().starts_with('[') {
                continue;
            }
            let Ok(offset) = offset.trim().parse::<u64>() else {
                continue;
            };
            let Some((ty, name)) = decl.trim_end().rsplit_once(' ') else {
                continue;
            };
            fields.push(Field {
                offset,
                name: name.to_string(),
                ty: ty.trim().to_string(),
            });
        }
        layouts.insert(record, fields);
    }
    layouts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_keep_top_level_fields_with_offsets() {
        let dump = "
*** Dumping AST Record Layout
         0 | struct node
         0 |   struct node * next
         8 |   int v
        12 |   struct pair p
        12 |     int a
        16 |     int b
     20:0-3 |   unsigned int flags
           | [sizeof=24, align=8]

*** Dumping IRgen Record Layout
";
        let layouts = parse_layouts(dump);
        let fields = &layouts["struct node"];
        let shown: Vec<(u64, &str, &str)> = fields
            .iter()
            .map(|f| (f.offset, f.name.as_str(), f.ty.as_str()))
            .collect();
        assert_eq!(
            shown,
            vec![
                (0, "next", "struct node *"),
                (8, "v", "int"),
                (12, "p", "struct pair")
            ]
        );
    }
}
