//! What a native test run shows: the error kind its death or its sanitizer report
//! stands for, the line of evidence, and the program line the report points at.

use std::path::Path;

use serde::Serialize;

use crate::hooks::{MARKER, REACH_ERROR};

/// A program source line a report points at.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SourceLine {
    /// The source file, as the report names it.
    pub file: String,
    /// 1-based line.
    pub line: u32,
}

/// The error a native run shows, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Diagnosis {
    /// An INTERFACE.md error kind, or `crash` (an unexplained SIGSEGV/SIGBUS).
    pub kind: Option<String>,
    /// The first relevant line of stderr (or a description of the signal).
    pub evidence: Option<String>,
    /// The program line the report points at, when the report says.
    pub location: Option<SourceLine>,
}

/// Signal numbers of Linux/x86 that tests die of.
pub const SIGILL: i32 = 4;
/// Signal number of `abort()`.
pub const SIGABRT: i32 = 6;
/// Signal number of bus errors.
pub const SIGBUS: i32 = 7;
/// Signal number of arithmetic traps (integer division by zero, `INT_MIN / -1`).
pub const SIGFPE: i32 = 8;
/// Signal number of invalid memory accesses.
pub const SIGSEGV: i32 = 11;

/// The conventional name of signal `sig`.
pub fn signal_name(sig: i32) -> String {
    match sig {
        1 => "SIGHUP".into(),
        2 => "SIGINT".into(),
        SIGILL => "SIGILL".into(),
        5 => "SIGTRAP".into(),
        SIGABRT => "SIGABRT".into(),
        SIGBUS => "SIGBUS".into(),
        SIGFPE => "SIGFPE".into(),
        9 => "SIGKILL".into(),
        SIGSEGV => "SIGSEGV".into(),
        13 => "SIGPIPE".into(),
        15 => "SIGTERM".into(),
        n => format!("signal {n}"),
    }
}

/// Diagnoses a run from its stderr and how it ended; `program_files` are the sources a
/// report's stack frames are matched against.
pub fn diagnose(stderr: &str, signal: Option<i32>, program_files: &[String]) -> Diagnosis {
    for line in stderr.lines() {
        let Some(kind) = report_kind(line) else {
            continue;
        };
        let location = own_location(line)
            .filter(|l| is_program_file(&l.file, program_files))
            .or_else(|| first_program_frame(stderr, program_files));
        return Diagnosis {
            kind: Some(kind.to_string()),
            evidence: Some(line.trim().to_string()),
            location,
        };
    }
    let by_signal = match signal {
        Some(SIGFPE) => Some("div-by-zero"),
        Some(SIGSEGV) | Some(SIGBUS) => Some("crash"),
        Some(SIGABRT) => Some("abort"),
        Some(SIGILL) | Some(5) => Some("trap"),
        _ => None,
    };
    match by_signal {
        Some(kind) => Diagnosis {
            kind: Some(kind.to_string()),
            evidence: signal.map(|s| format!("killed by {}", signal_name(s))),
            location: None,
        },
        None => Diagnosis::default(),
    }
}

/// The error kind a line of a sanitizer, glibc or harness report stands for.
fn report_kind(line: &str) -> Option<&'static str> {
    if line.starts_with(REACH_ERROR) {
        return Some("reach-error");
    }
    if line.starts_with(MARKER) {
        return None;
    }
    if line.contains("Assertion `") && line.contains("' failed") {
        return Some("assertion");
    }
    if line.contains("ERROR: LeakSanitizer: detected memory leaks") {
        return Some("memory-leak");
    }
    if let Some(rest) = line.split("ERROR: AddressSanitizer: ").nth(1) {
        return Some(asan_kind(rest));
    }
    if let Some(rest) = line.split(": runtime error: ").nth(1) {
        return Some(ubsan_kind(rest));
    }
    None
}

fn asan_kind(what: &str) -> &'static str {
    let first = what.split_whitespace().next().unwrap_or("");
    match first {
        "heap-use-after-free" | "stack-use-after-return" | "stack-use-after-scope" => {
            "use-after-free"
        }
        "heap-buffer-overflow"
        | "stack-buffer-overflow"
        | "stack-buffer-underflow"
        | "global-buffer-overflow"
        | "dynamic-stack-buffer-overflow"
        | "container-overflow" => "out-of-bounds",
        "attempting" if what.contains("double-free") => "double-free",
        "attempting" | "alloc-dealloc-mismatch" | "bad-free" => "invalid-free",
        "SEGV" | "BUS" => match fault_address(what) {
            // The first page is never mapped: an access there is through a null pointer.
            Some(a) if a < 4096 => "null-deref",
            _ => "invalid-deref",
        },
        "FPE" => "div-by-zero",
        _ => "invalid-deref",
    }
}

/// The address in `SEGV on unknown address 0x...`.
fn fault_address(what: &str) -> Option<u64> {
    let hex = what.split("address 0x").nth(1)?;
    let digits: String = hex.chars().take_while(char::is_ascii_hexdigit).collect();
    u64::from_str_radix(&digits, 16).ok()
}

fn ubsan_kind(what: &str) -> &'static str {
    if what.contains("division by zero") {
        "div-by-zero"
    } else if what.starts_with("shift exponent") || what.starts_with("left shift") {
        "undefined-shift"
    } else if what.contains("null pointer") {
        "null-deref"
    } else if what.contains("out of bounds") {
        "out-of-bounds"
    } else if what.contains("overflow") || what.contains("cannot be represented") {
        "overflow"
    } else {
        "undefined-behavior"
    }
}

/// `file:line` at the start of a UBSan line or in glibc's assertion message.
fn own_location(line: &str) -> Option<SourceLine> {
    if let Some(idx) = line.find(": runtime error: ") {
        return file_line(&line[..idx]);
    }
    if line.contains("Assertion `") {
        // `prog: file.c:12: func: Assertion `x' failed.`
        let mut parts = line.split(": ");
        parts.next()?;
        return file_line(parts.next()?);
    }
    None
}

/// Parses `file:line[:col]`.
fn file_line(text: &str) -> Option<SourceLine> {
    let (head, last) = text.trim().rsplit_once(':')?;
    let last: u32 = last.parse().ok()?;
    if let Some((file, line)) = head.rsplit_once(':') {
        if let Ok(line) = line.parse() {
            return Some(SourceLine {
                file: file.to_string(),
                line,
            });
        }
    }
    Some(SourceLine {
        file: head.to_string(),
        line: last,
    })
}

/// The first stack frame (`#N 0x... in func file:line:col`) in one of the program's files.
fn first_program_frame(stderr: &str, program_files: &[String]) -> Option<SourceLine> {
    stderr
        .lines()
        .filter(|l| l.trim_start().starts_with('#'))
        .filter_map(|l| l.split_whitespace().nth(4).and_then(file_line))
        .find(|l| is_program_file(&l.file, program_files))
}

fn is_program_file(file: &str, program_files: &[String]) -> bool {
    // Reports name files as gcc was given them; a relative name still matches by base name.
    let base = Path::new(file).file_name();
    program_files
        .iter()
        .any(|p| p == file || (base.is_some() && Path::new(p).file_name() == base))
}

/// Whether a run diagnosed as `d` (dying of `signal`) shows the `expected` error kind.
pub fn reproduces(expected: &str, d: &Diagnosis, signal: Option<i32>) -> bool {
    if d.kind.as_deref() == Some(expected) {
        return true;
    }
    match expected {
        // x86 traps on `INT_MIN / -1` too, which pathsift reports as an overflow.
        "div-by-zero" => signal == Some(SIGFPE),
        // `check` has one kind for arithmetic overflow and undefined shifts.
        "overflow" => signal == Some(SIGFPE) || d.kind.as_deref() == Some("undefined-shift"),
        // Without a sanitizer a bad access only shows as a segmentation fault.
        "null-deref" | "invalid-deref" | "out-of-bounds" => {
            d.kind.as_deref() == Some("crash")
                || (matches!(signal, Some(SIGSEGV) | Some(SIGBUS))
                    && matches!(
                        d.kind.as_deref(),
                        Some("null-deref" | "invalid-deref" | "out-of-bounds")
                    ))
        }
        // SV-COMP programs define reach_error() as a failing assert.
        "reach-error" => {
            d.kind.as_deref() == Some("assertion")
                && d.evidence
                    .as_deref()
                    .is_some_and(|e| e.contains(": reach_error: Assertion `"))
        }
        // `check` reports a call of an undefined reach_error() as a failed assertion; the
        // harness defines it to say it was called.
        "assertion" => d.kind.as_deref() == Some("reach-error"),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILES: &[&str] = &["/src/uaf.c"];

    fn files() -> Vec<String> {
        FILES.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn asan_use_after_free_points_at_the_program_frame() {
        let stderr = "=================================================================\n\
==123==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010 at pc 0x55 bp 0x7f sp 0x7f\n\
READ of size 4 at 0x602000000010 thread T0\n\
    #0 0x5555 in use /src/uaf.c:7:10\n\
    #1 0x5556 in main /src/uaf.c:12:3\n";
        let d = diagnose(stderr, None, &files());
        assert_eq!(d.kind.as_deref(), Some("use-after-free"));
        assert_eq!(
            d.evidence.as_deref(),
            Some("==123==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010 at pc 0x55 bp 0x7f sp 0x7f")
        );
        assert_eq!(
            d.location,
            Some(SourceLine {
                file: "/src/uaf.c".into(),
                line: 7
            })
        );
    }

    #[test]
    fn segv_near_zero_is_a_null_deref() {
        let d = diagnose(
            "==9==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000008 (pc 0x1 bp 0x2 sp 0x3 T0)\n",
            None,
            &files(),
        );
        assert_eq!(d.kind.as_deref(), Some("null-deref"));
        let d = diagnose(
            "==9==ERROR: AddressSanitizer: SEGV on unknown address 0x602000100000 (pc 0x1 bp 0x2 sp 0x3 T0)\n",
            None,
            &files(),
        );
        assert_eq!(d.kind.as_deref(), Some("invalid-deref"));
    }

    #[test]
    fn ubsan_and_assertions_carry_their_line() {
        let d = diagnose(
            "/src/uaf.c:4:12: runtime error: division by zero\n",
            None,
            &files(),
        );
        assert_eq!(d.kind.as_deref(), Some("div-by-zero"));
        assert_eq!(d.location.map(|l| l.line), Some(4));
        let d = diagnose(
            "prog: /src/uaf.c:21: main: Assertion `x > 0' failed.\n",
            Some(SIGABRT),
            &files(),
        );
        assert_eq!(d.kind.as_deref(), Some("assertion"));
        assert_eq!(d.location.map(|l| l.line), Some(21));
        // check reports an undefined shift as an overflow.
        let d = diagnose(
            "/src/uaf.c:13:17: runtime error: left shift of 1 by 31 places cannot be represented in type 'int'\n",
            None,
            &files(),
        );
        assert_eq!(d.kind.as_deref(), Some("undefined-shift"));
        assert!(reproduces("overflow", &d, None));
        assert!(!reproduces("div-by-zero", &d, None));
    }

    #[test]
    fn bare_signals_and_reproduction_rules() {
        let d = diagnose("", Some(SIGSEGV), &files());
        assert_eq!(d.kind.as_deref(), Some("crash"));
        assert_eq!(d.evidence.as_deref(), Some("killed by SIGSEGV"));
        assert!(reproduces("null-deref", &d, Some(SIGSEGV)));
        assert!(!reproduces("use-after-free", &d, Some(SIGSEGV)));
        let d = diagnose("", Some(SIGFPE), &files());
        assert!(reproduces("div-by-zero", &d, Some(SIGFPE)));
        let d = diagnose(
            "pathsift-replay: inputs exhausted at f\n",
            Some(SIGABRT),
            &files(),
        );
        assert_eq!(d.kind.as_deref(), Some("abort"));
        assert!(!reproduces("reach-error", &d, Some(SIGABRT)));
        let d = diagnose(
            "pathsift-replay: reach_error called\n",
            Some(SIGABRT),
            &files(),
        );
        assert!(reproduces("reach-error", &d, Some(SIGABRT)));
        let d = diagnose(
            "program: /src/uaf.c:3: reach_error: Assertion `0' failed.\n",
            Some(SIGABRT),
            &files(),
        );
        assert!(reproduces("reach-error", &d, Some(SIGABRT)));
        assert!(reproduces("assertion", &d, Some(SIGABRT)));
        let d = diagnose(
            "program: /src/uaf.c:9: main: Assertion `x' failed.\n",
            Some(SIGABRT),
            &files(),
        );
        assert!(!reproduces("reach-error", &d, Some(SIGABRT)));
    }
}
