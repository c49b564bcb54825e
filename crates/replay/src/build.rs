//! The native build: the program's files with `--coverage`, the support code, and (for an
//! entry suite) the entry harness, linked by gcc.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::error::{io, ReplayError};
use crate::hooks;

/// What the program's `main` is renamed to when an entry harness provides `main`.
pub const PROGRAM_MAIN: &str = "__pathsift_program_main";

/// How to build the program.
#[derive(Clone, Debug, Default)]
pub struct BuildOptions {
    /// The program's C files (`.c` or `.i`).
    pub files: Vec<PathBuf>,
    /// `-I` directories.
    pub include_dirs: Vec<String>,
    /// `-D` definitions.
    pub defines: Vec<String>,
    /// Build for ILP32 (`-m32`).
    pub ilp32: bool,
    /// Build with AddressSanitizer and UndefinedBehaviorSanitizer.
    pub sanitize: bool,
    /// Instrument the program's files for gcov.
    pub coverage: bool,
    /// Source of the entry harness; the program's `main` is then renamed.
    pub entry_harness: Option<String>,
    /// The functions the entry harness names (the entry, pointers it passes): made visible
    /// to it even when `static`.
    pub harness_functions: Vec<String>,
    /// Allocations may fail, as inputs say (`--malloc-can-fail`).
    pub malloc_can_fail: bool,
}

/// A finished build.
#[derive(Debug)]
pub struct Build {
    /// The executable.
    pub exe: PathBuf,
    /// The program's object files (the ones gcov reads when built for coverage).
    pub objects: Vec<PathBuf>,
    /// The program's sources as gcc was given them (absolute).
    pub sources: Vec<String>,
    /// The input hooks the support code defines.
    pub hooks: Vec<String>,
}

/// Flags of every compilation and of the link.
fn common_flags(o: &BuildOptions) -> Vec<String> {
    let mut f = vec!["-O0".to_string(), "-g".into(), "-w".into()];
    if o.ilp32 {
        f.push("-m32".into());
    }
    if o.sanitize {
        f.extend(
            [
                "-fsanitize=address,undefined",
                "-fno-sanitize-recover=all",
                "-fno-omit-frame-pointer",
            ]
            .map(String::from),
        );
    }
    f
}

fn gcc(args: &[String], cwd: &Path) -> Result<Output, ReplayError> {
    Command::new("gcc")
        .args(args)
        .current_dir(cwd)
        .output()
        .map_err(|source| ReplayError::Tool {
            tool: "gcc".into(),
            source,
        })
}

fn stderr_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).trim_end().to_string()
}

/// The absolute path of a program file gcc can compile.
fn source_path(file: &Path) -> Result<PathBuf, ReplayError> {
    match file.extension().and_then(|e| e.to_str()) {
        Some("bc" | "ll") => return Err(ReplayError::NotNative { path: file.into() }),
        Some("c" | "i") => {}
        _ => {
            return Err(ReplayError::Usage(format!(
                "{}: not a C file (.c or .i)",
                file.display()
            )))
        }
    }
    std::fs::canonicalize(file).map_err(|e| ReplayError::Usage(format!("{}: {e}", file.display())))
}

/// Flags for a preprocessed (`.i`) file: gcc is told to preprocess it again (a no-op for
/// its text, but `-D` then applies), and when clang's headers made it, their typedefs of
/// `_Float32`/`_Float64`/`_Float32x`/`_Float64x` (keywords to gcc) get other names.
fn preprocessed_flags(src: &Path) -> Vec<String> {
    let mut f = vec!["-x".to_string(), "c".to_string()];
    let text = std::fs::read_to_string(src).unwrap_or_default();
    for name in ["_Float32", "_Float64", "_Float32x", "_Float64x"] {
        let typedef = text.contains(&format!(" {name};"))
            && text
                .lines()
                .any(|l| l.starts_with("typedef") && l.trim_end().ends_with(&format!(" {name};")));
        if typedef {
            f.push(format!("-D{name}=__pathsift{name}"));
        }
    }
    f
}

/// Builds the program in `dir`.
pub fn build(o: &BuildOptions, dir: &Path) -> Result<Build, ReplayError> {
    let sources = o
        .files
        .iter()
        .map(|f| source_path(f))
        .collect::<Result<Vec<_>, _>>()?;
    if sources.is_empty() {
        return Err(ReplayError::Usage("no program files to build".into()));
    }
    if o.ilp32 {
        check_multilib(o, dir)?;
    }
    let common = common_flags(o);
    let mut objects = Vec::new();
    for (k, src) in sources.iter().enumerate() {
        let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("file");
        let obj = dir.join(format!("prog{k}_{stem}.o"));
        let mut args = common.clone();
        args.push("-c".into());
        if o.coverage {
            args.push("--coverage".into());
        }
        args.extend(o.include_dirs.iter().map(|d| format!("-I{d}")));
        args.extend(o.defines.iter().map(|d| format!("-D{d}")));
        if o.entry_harness.is_some() {
            // The harness has its own main.
            args.push(format!("-Dmain={PROGRAM_MAIN}"));
            // A `static` entry must exist in the object to be made global below.
            args.push("-fkeep-static-functions".into());
        }
        if o.malloc_can_fail {
            for f in ["malloc", "calloc", "realloc"] {
                args.push(format!("-D{f}=pathsift_replay_{f}"));
            }
        }
        if src.extension().is_some_and(|e| e == "i") {
            args.extend(preprocessed_flags(src));
        }
        args.push(src.to_string_lossy().into_owned());
        args.push("-o".into());
        args.push(obj.to_string_lossy().into_owned());
        let out = gcc(&args, dir)?;
        if !out.status.success() {
            return Err(ReplayError::Compile {
                path: src.clone(),
                message: stderr_of(&out),
            });
        }
        for name in &o.harness_functions {
            globalize(&obj, name, dir)?;
        }
        objects.push(obj);
    }
    let hooks = hooks::hooks_needed(&undefined_symbols(&objects)?);
    let mut harness_files = vec![("support.c", hooks::support_source(&hooks))];
    if let Some(h) = &o.entry_harness {
        harness_files.push(("harness.c", h.clone()));
    }
    let mut link_inputs = objects.clone();
    for (name, text) in harness_files {
        let src = dir.join(name);
        std::fs::write(&src, text).map_err(io(&src))?;
        let obj = src.with_extension("o");
        let mut args = common.clone();
        args.extend(["-c".to_string(), src.to_string_lossy().into_owned()]);
        args.extend(["-o".to_string(), obj.to_string_lossy().into_owned()]);
        let out = gcc(&args, dir)?;
        if !out.status.success() {
            return Err(ReplayError::Compile {
                path: src,
                message: stderr_of(&out),
            });
        }
        link_inputs.push(obj);
    }
    let exe = dir.join("program");
    let mut args = common;
    // libgcov is linked either way: the support code calls __gcov_dump.
    args.push("--coverage".into());
    args.extend(link_inputs.iter().map(|p| p.to_string_lossy().into_owned()));
    args.extend([
        "-o".to_string(),
        exe.to_string_lossy().into_owned(),
        "-lm".into(),
    ]);
    let out = gcc(&args, dir)?;
    if !out.status.success() {
        return Err(ReplayError::Link(stderr_of(&out)));
    }
    Ok(Build {
        exe,
        objects,
        sources: sources
            .iter()
            .map(|s| s.to_string_lossy().into_owned())
            .collect(),
        hooks,
    })
}

/// Makes `name` a global symbol of `obj` (a no-op when it is global or absent), so that the
/// entry harness can call a `static` function.
fn globalize(obj: &Path, name: &str, cwd: &Path) -> Result<(), ReplayError> {
    let out = Command::new("objcopy")
        .arg(format!("--globalize-symbol={name}"))
        .arg(obj)
        .current_dir(cwd)
        .output()
        .map_err(|source| ReplayError::Tool {
            tool: "objcopy".into(),
            source,
        })?;
    if out.status.success() {
        Ok(())
    } else {
        Err(ReplayError::Link(stderr_of(&out)))
    }
}

/// Fails with [`ReplayError::NoMultilib`] unless gcc can compile and link `-m32` programs.
fn check_multilib(o: &BuildOptions, dir: &Path) -> Result<(), ReplayError> {
    let src = dir.join("m32-probe.c");
    std::fs::write(&src, "#include <stdio.h>\nint main(void) { return 0; }\n").map_err(io(&src))?;
    let mut args = common_flags(o);
    args.extend([
        src.to_string_lossy().into_owned(),
        "-o".into(),
        dir.join("m32-probe").to_string_lossy().into_owned(),
    ]);
    let out = gcc(&args, dir)?;
    if out.status.success() {
        Ok(())
    } else {
        Err(ReplayError::NoMultilib(stderr_of(&out)))
    }
}

/// Symbols some object uses and no object defines (`nm -P`: name, type, ...).
fn undefined_symbols(objects: &[PathBuf]) -> Result<BTreeSet<String>, ReplayError> {
    let out = Command::new("nm")
        .arg("-P")
        .args(objects)
        .output()
        .map_err(|source| ReplayError::Tool {
            tool: "nm".into(),
            source,
        })?;
    if !out.status.success() {
        return Err(ReplayError::Link(format!("nm failed: {}", stderr_of(&out))));
    }
    Ok(undefined_in(&String::from_utf8_lossy(&out.stdout)))
}

/// The undefined symbols of an `nm -P` listing of several objects.
fn undefined_in(listing: &str) -> BTreeSet<String> {
    let mut used = BTreeSet::new();
    let mut defined = BTreeSet::new();
    for line in listing.lines() {
        let mut words = line.split_whitespace();
        let (Some(name), Some(ty)) = (words.next(), words.next()) else {
            continue;
        };
        // Object-name headers (`file.o:`) have no type letter of one character.
        if ty.len() != 1 {
            continue;
        }
        if ty == "U" || ty == "w" || ty == "v" {
            used.insert(name.to_string());
        } else {
            defined.insert(name.to_string());
        }
    }
    used.difference(&defined).cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undefined_means_used_somewhere_and_defined_nowhere() {
        let listing = "a.o:\nmain T 0 10\n__VERIFIER_nondet_int U\nhelper U\n\nb.o:\nhelper T 0 4\nweak_hook w\n";
        let u: Vec<String> = undefined_in(listing).into_iter().collect();
        assert_eq!(u, ["__VERIFIER_nondet_int", "weak_hook"]);
    }
}
