//! Drives clang-14 and llvm-link-14: C sources and the C runtime become one bitcode file.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ir::DataModel;

use crate::error::FrontendError;

include!(concat!(env!("OUT_DIR"), "/runtime_files.rs"));

pub(crate) const CLANG: &str = "clang-14";
const LLVM_LINK: &str = "llvm-link-14";

/// How C inputs are compiled.
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    /// Target data model (`-m32` for ILP32, `-m64` for LP64).
    pub data_model: DataModel,
    /// `-I` directories.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` definitions (`NAME` or `NAME=VALUE`).
    pub defines: Vec<String>,
    /// Leave out pathsift's C runtime models (for inspecting a program's own IR).
    pub no_runtime: bool,
    /// Instrument signed arithmetic with overflow checks (`-fsanitize=signed-integer-overflow`);
    /// the engine turns the sanitizer's handler calls into `overflow` errors.
    pub check_overflow: bool,
    /// When the whole command must end: a tool still running then is killed, and lowering
    /// stops, with [`FrontendError::Timeout`].
    pub deadline: Option<Instant>,
}

pub(crate) fn model_flag(model: DataModel) -> &'static str {
    match model {
        DataModel::Ilp32 => "-m32",
        DataModel::Lp64 => "-m64",
    }
}

/// Runs `cmd` to completion and collects its output; past `deadline` it is killed.
pub(crate) fn run_tool(
    cmd: &mut Command,
    tool: &str,
    deadline: Option<Instant>,
) -> Result<std::process::Output, FrontendError> {
    let cannot = |e: std::io::Error| {
        FrontendError::Tool(format!(
            "cannot run {tool}: {e} (run `cargo xtask setup` to install it)"
        ))
    };
    let Some(deadline) = deadline else {
        return cmd.output().map_err(cannot);
    };
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(cannot)?;
    // Readers on their own threads, so that a tool filling a pipe never blocks the wait.
    let drain = |pipe: Option<Box<dyn std::io::Read + Send>>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut p) = pipe {
                // A read error leaves what was read: the exit status reports the failure.
                let _ = p.read_to_end(&mut buf);
            }
            buf
        })
    };
    let out = drain(child.stdout.take().map(|p| Box::new(p) as _));
    let err = drain(child.stderr.take().map(|p| Box::new(p) as _));
    let status = loop {
        if let Some(status) = child.try_wait().map_err(cannot)? {
            break status;
        }
        if Instant::now() >= deadline {
            // Already exited or not killable: either way its result is no longer wanted.
            let _ = child.kill();
            let _ = child.wait();
            return Err(FrontendError::Timeout(format!("{tool} was still running")));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let joined = |h: std::thread::JoinHandle<Vec<u8>>| h.join().unwrap_or_default();
    Ok(std::process::Output {
        status,
        stdout: joined(out),
        stderr: joined(err),
    })
}

/// The diagnostics of a failed tool run: its stderr, and the signal if it crashed.
pub(crate) fn failure_text(tool: &str, output: &std::process::Output) -> String {
    let mut text = String::from_utf8_lossy(&output.stderr)
        .trim_end()
        .to_string();
    if output.status.code().is_none() {
        use std::os::unix::process::ExitStatusExt;
        let signal = output.status.signal().unwrap_or(0);
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&format!(
            "{tool} crashed (signal {signal}); for clang, very deep nesting (e.g. tens of thousands of `else if`) exhausts its stack"
        ));
    }
    text
}

/// Lets clang (a child, which inherits the limit) nest as deep as generated programs do:
/// with the usual 8 MiB stack it crashes on a few thousand chained `else if`s.
fn raise_stack_limit() {
    use nix::sys::resource::{getrlimit, setrlimit, Resource};
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        const WANTED: u64 = 1 << 30;
        if let Ok((soft, hard)) = getrlimit(Resource::RLIMIT_STACK) {
            if soft < WANTED {
                // Best effort: without it only very deep programs fail, with a clear message.
                let _ = setrlimit(Resource::RLIMIT_STACK, WANTED.min(hard), hard);
            }
        }
    });
}

/// Compiles one C file to bitcode at `out`.
fn compile_c(
    src: &Path,
    out: &Path,
    opts: &CompileOptions,
    display: &str,
    debug_dir: Option<&Path>,
) -> Result<(), FrontendError> {
    raise_stack_limit();
    let mut cmd = Command::new(CLANG);
    cmd.args([
        "-c",
        "-emit-llvm",
        "-g",
        "-O0",
        "-Xclang",
        "-disable-O0-optnone",
    ])
    .args([
        "-ffp-contract=off",
        "-fno-color-diagnostics",
        "-Wno-everything",
        "-fbracket-depth=4096",
        // `int x;` in several files is one variable, as C compilers long made it (and
        // gcc still does with -fcommon): programs written that way must link.
        "-fcommon",
    ])
    .arg(model_flag(opts.data_model));
    if opts.check_overflow {
        // Shifts are checked too: an undefined shift is not an overflow, but it is undefined
        // behaviour that must keep `verify` from answering TRUE.
        cmd.arg("-fsanitize=signed-integer-overflow,shift");
    }
    for d in &opts.include_dirs {
        cmd.arg("-I").arg(d);
    }
    if debug_dir.is_none() {
        // pathsift.h and klee/klee.h, after the program's own headers.
        cmd.arg("-idirafter").arg(include_dir()?);
    }
    for d in &opts.defines {
        cmd.arg(format!("-D{d}"));
    }
    if let Some(dir) = debug_dir {
        // Runtime sources are named `runtime/libc/...` in debug info, whatever the build directory.
        cmd.arg(format!(
            "-fdebug-prefix-map={}={}",
            dir.display(),
            ir::RUNTIME_SOURCE_DIR
        ));
    }
    cmd.arg("-o").arg(out).arg(src);
    let output = run_tool(&mut cmd, CLANG, opts.deadline)?;
    if !output.status.success() {
        return Err(FrontendError::Compile {
            path: display.to_string(),
            diagnostics: failure_text(CLANG, &output),
        });
    }
    Ok(())
}

fn link(
    inputs: &[PathBuf],
    only_needed: Option<&Path>,
    out: &Path,
    deadline: Option<Instant>,
) -> Result<(), FrontendError> {
    let mut cmd = Command::new(LLVM_LINK);
    cmd.args(inputs);
    if let Some(rt) = only_needed {
        cmd.arg("--only-needed").arg(rt);
    }
    cmd.arg("-o").arg(out);
    let output = run_tool(&mut cmd, LLVM_LINK, deadline)?;
    if !output.status.success() {
        return Err(FrontendError::Link(failure_text(LLVM_LINK, &output)));
    }
    Ok(())
}

/// The directory holding pathsift's headers (`pathsift.h`, `klee/klee.h`), written once per
/// version into the temporary directory; searched after the program's own directories.
pub fn include_dir() -> Result<PathBuf, FrontendError> {
    let mut h = DefaultHasher::new();
    INCLUDE_FILES.hash(&mut h);
    let dir = std::env::temp_dir().join(format!("pathsift-include-{:016x}", h.finish()));
    let io = |e: std::io::Error| FrontendError::Io(format!("{}: {e}", dir.display()));
    if dir.join(".complete").exists() {
        return Ok(dir);
    }
    // Written aside and renamed, so that a concurrent run never sees half the headers.
    let staged = dir.with_extension(format!("{}.tmp", std::process::id()));
    for (name, text) in INCLUDE_FILES {
        let path = staged.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(io)?;
        }
        std::fs::write(&path, text).map_err(io)?;
    }
    std::fs::write(staged.join(".complete"), "").map_err(io)?;
    if std::fs::rename(&staged, &dir).is_err() {
        // Another run got there first.
        let _ = std::fs::remove_dir_all(&staged);
    }
    Ok(dir)
}

/// Compiles the C runtime for `model` once and caches the bitcode; returns its path.
pub fn runtime_bitcode(model: DataModel) -> Result<PathBuf, FrontendError> {
    let mut h = DefaultHasher::new();
    RUNTIME_FILES.hash(&mut h);
    ir::RUNTIME_SOURCE_DIR.hash(&mut h);
    let cache = std::env::temp_dir().join(format!(
        "pathsift-runtime-{:016x}-{}.bc",
        h.finish(),
        model.name()
    ));
    if cache.exists() {
        return Ok(cache);
    }
    let work =
        tempfile::tempdir().map_err(|e| FrontendError::Io(format!("temporary directory: {e}")))?;
    let mut bcs = Vec::new();
    for (name, text) in RUNTIME_FILES {
        let path = work.path().join(name);
        std::fs::write(&path, text)
            .map_err(|e| FrontendError::Io(format!("{}: {e}", path.display())))?;
    }
    for (name, _) in RUNTIME_FILES.iter().filter(|(n, _)| n.ends_with(".c")) {
        let bc = work.path().join(format!("{name}.bc"));
        let opts = CompileOptions {
            data_model: model,
            ..CompileOptions::default()
        };
        compile_c(
            &work.path().join(name),
            &bc,
            &opts,
            &format!("{}/{name}", ir::RUNTIME_SOURCE_DIR),
            Some(work.path()),
        )?;
        bcs.push(bc);
    }
    if bcs.is_empty() {
        return Err(FrontendError::Io(
            "the C runtime has no source files".into(),
        ));
    }
    let tmp = work.path().join("runtime.bc");
    link(&bcs, None, &tmp, None)?;
    // Rename within one file system makes the cache entry appear atomically.
    let staged = cache.with_extension(format!("{}.tmp", std::process::id()));
    std::fs::copy(&tmp, &staged)
        .and_then(|_| std::fs::rename(&staged, &cache))
        .map_err(|e| FrontendError::Io(format!("{}: {e}", cache.display())))?;
    Ok(cache)
}

/// Compiles every input, links them and the runtime into `work/linked.bc`.
pub(crate) fn compile_and_link(
    inputs: &[PathBuf],
    opts: &CompileOptions,
    work: &Path,
) -> Result<PathBuf, FrontendError> {
    if inputs.is_empty() {
        return Err(FrontendError::Input {
            path: "(none)".into(),
            reason: "no input files".into(),
        });
    }
    let mut bcs = Vec::new();
    for (i, input) in inputs.iter().enumerate() {
        let display = input.display().to_string();
        let meta = std::fs::metadata(input).map_err(|e| FrontendError::Input {
            path: display.clone(),
            reason: e.to_string(),
        })?;
        if !meta.is_file() {
            return Err(FrontendError::Input {
                path: display,
                reason: "not a regular file".into(),
            });
        }
        match input.extension().and_then(|e| e.to_str()) {
            Some("c" | "i") => {
                let out = work.join(format!("input{i}.bc"));
                compile_c(input, &out, opts, &display, None)?;
                bcs.push(out);
            }
            Some("bc" | "ll") => bcs.push(input.clone()),
            _ => {
                return Err(FrontendError::Input {
                    path: display,
                    reason: "not a C source or LLVM file (expected .c, .i, .bc or .ll)".into(),
                })
            }
        }
    }
    let user = if bcs.len() == 1 {
        bcs.remove(0)
    } else {
        let out = work.join("user.bc");
        link(&bcs, None, &out, opts.deadline)?;
        out
    };
    if opts.no_runtime {
        return Ok(user);
    }
    let rt = runtime_bitcode(opts.data_model)?;
    let out = work.join("linked.bc");
    link(&[user], Some(&rt), &out, opts.deadline)?;
    Ok(out)
}
