//! `cargo xtask setup`: make sure the system packages pathsift needs are installed.

use std::path::Path;
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::process::{describe, display};

/// A Debian package and how to tell that it is installed without asking apt.
struct Requirement {
    /// The Debian package that provides it.
    package: &'static str,
    /// Returns true when the package's files are present.
    present: fn() -> bool,
}

const REQUIREMENTS: &[Requirement] = &[
    Requirement {
        package: "clang-14",
        present: || on_path("clang-14"),
    },
    Requirement {
        package: "llvm-14-dev",
        present: || on_path("llvm-config-14") && exists("/usr/lib/llvm-14/lib/libLLVM-14.so"),
    },
    Requirement {
        package: "libz3-dev",
        present: || exists("/usr/include/z3.h"),
    },
    Requirement {
        package: "csmith",
        present: || on_path("csmith"),
    },
    Requirement {
        package: "libcsmith-dev",
        present: || exists("/usr/include/csmith/csmith.h"),
    },
    Requirement {
        package: "gcc",
        present: || on_path("gcc") && on_path("gcov"),
    },
    Requirement {
        package: "gcc-multilib",
        present: has_multilib,
    },
    // The HTML report's test renders it as a user sees it.
    Requirement {
        package: "chromium",
        present: || on_path("chromium"),
    },
    Requirement {
        package: "fonts-dejavu-core",
        present: || exists("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
    },
];

/// What `cargo xtask fuzzbench` needs to run AFL++: afl++ itself, and clang's ASan runtime,
/// which `AFL_USE_ASAN=1 afl-clang-fast` links (Debian's afl++ does not pull it in, and its
/// GCC plugin mode, `afl-gcc-fast`, refuses to load into Debian's gcc 12).
const AFL_REQUIREMENTS: &[Requirement] = &[
    Requirement {
        package: "afl++",
        present: || on_path("afl-fuzz") && on_path("afl-clang-fast"),
    },
    Requirement {
        package: "libclang-rt-14-dev",
        present: has_clang_asan,
    },
];

/// Runs the setup step (silent when everything is present).
pub fn run() -> Result<()> {
    ensure_installed()
}

/// Installs whatever is missing (as root) or explains how to (otherwise).
pub fn ensure_installed() -> Result<()> {
    ensure("pathsift", REQUIREMENTS)
}

/// Installs AFL++ (with clang's ASan runtime) when it is missing, as [`ensure_installed`] does.
pub fn ensure_afl_installed() -> Result<()> {
    ensure("AFL++ (cargo xtask fuzzbench)", AFL_REQUIREMENTS)
}

fn ensure(who: &str, requirements: &[Requirement]) -> Result<()> {
    let missing = missing_packages(requirements);
    if missing.is_empty() {
        return Ok(());
    }
    let list = missing.join(" ");
    if !is_root() {
        eprintln!("{who} needs these Debian packages: {list}");
        eprintln!("install them with:");
        eprintln!(
            "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive \
             apt-get install -y --no-install-recommends {list}"
        );
        bail!("missing system packages: {list}");
    }
    println!("xtask setup: installing {list}");
    apt(&["update"])?;
    let mut install = vec!["install", "-y", "--no-install-recommends"];
    install.extend(missing.iter().copied());
    apt(&install)?;
    let still = missing_packages(requirements);
    if !still.is_empty() {
        bail!("still missing after apt-get install: {}", still.join(" "));
    }
    Ok(())
}

fn missing_packages(requirements: &[Requirement]) -> Vec<&'static str> {
    requirements
        .iter()
        .filter(|r| !(r.present)())
        .map(|r| r.package)
        .collect()
}

fn apt(args: &[&str]) -> Result<()> {
    let mut cmd = Command::new("apt-get");
    cmd.args(args).env("DEBIAN_FRONTEND", "noninteractive");
    println!("$ {}", display(&cmd));
    let status = cmd
        .status()
        .with_context(|| format!("cannot run `{}`", display(&cmd)))?;
    if !status.success() {
        bail!("`{}` failed ({})", display(&cmd), describe(status));
    }
    Ok(())
}

fn exists(path: &str) -> bool {
    Path::new(path).exists()
}

/// True when an executable named `name` is in a PATH directory.
fn on_path(name: &str) -> bool {
    std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).any(|dir| dir.join(name).is_file()))
        .unwrap_or(false)
}

/// gcc can link `-m32` programs: a 32-bit libgcc and 32-bit glibc headers exist.
fn has_multilib() -> bool {
    let libgcc32 = std::fs::read_dir("/usr/lib/gcc/x86_64-linux-gnu")
        .map(|entries| {
            entries
                .flatten()
                .any(|e| e.path().join("32").join("libgcc.a").is_file())
        })
        .unwrap_or(false);
    libgcc32 && exists("/usr/include/x86_64-linux-gnu/gnu/stubs-32.h")
}

/// clang 14 can link `-fsanitize=address` programs: its ASan runtime exists.
fn has_clang_asan() -> bool {
    std::fs::read_dir("/usr/lib/llvm-14/lib/clang")
        .map(|versions| {
            versions.flatten().any(|v| {
                v.path()
                    .join("lib/linux/libclang_rt.asan-x86_64.a")
                    .is_file()
            })
        })
        .unwrap_or(false)
}

fn is_root() -> bool {
    if let Ok(status) = std::fs::read_to_string("/proc/self/status") {
        if let Some(line) = status.lines().find(|l| l.starts_with("Uid:")) {
            // Fields: real, effective, saved, filesystem uid; apt needs effective 0.
            return line.split_whitespace().nth(2) == Some("0");
        }
    }
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}
