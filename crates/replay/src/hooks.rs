//! The support file linked into every replay build: definitions of the input hooks the
//! program uses but does not define, and the signal handling that keeps gcov's counters
//! when a test dies.

use std::collections::BTreeSet;

/// Environment variable naming the file a test's inputs are read from, one per line.
pub const INPUTS_ENV: &str = "PATHSIFT_REPLAY_INPUTS";
/// Prefix of every line the support code writes to stderr.
pub const MARKER: &str = "pathsift-replay:";
/// What the support code prints the first time the program asks for more inputs than the
/// test has.
pub const EXHAUSTED: &str = "pathsift-replay: inputs exhausted at";
/// What the support code prints when the test ends, followed by how many inputs were missing.
pub const MISSING: &str = "pathsift-replay: inputs missing";
/// What the support code prints when an assumption is false (the test then exits 0).
pub const ASSUME_FAILED: &str = "pathsift-replay: assumption failed";
/// What the support code prints before aborting in `reach_error`.
pub const REACH_ERROR: &str = "pathsift-replay: reach_error called";

/// How a nondet hook's value is read.
#[derive(Clone, Copy)]
enum Read {
    Int,
    Bool,
    Float,
    Double,
}

/// The C return type and reader of `__VERIFIER_nondet_<suffix>`, mirroring the engine's
/// `NondetTy::parse` table; the C types take their ILP32/LP64 sizes from the `-m32` build.
fn nondet_type(suffix: &str) -> Option<(&'static str, Read)> {
    Some(match suffix {
        "int" | "s32" | "int32" => ("int", Read::Int),
        "uint" | "unsigned" | "unsigned_int" | "u32" | "uint32" => ("unsigned int", Read::Int),
        "char" | "s8" => ("char", Read::Int),
        "uchar" | "unsigned_char" | "u8" => ("unsigned char", Read::Int),
        "short" | "s16" => ("short", Read::Int),
        "ushort" | "unsigned_short" | "u16" => ("unsigned short", Read::Int),
        "long" => ("long", Read::Int),
        "ulong" | "unsigned_long" => ("unsigned long", Read::Int),
        "longlong" | "long_long" | "s64" | "loff_t" => ("long long", Read::Int),
        "ulonglong" | "unsigned_long_long" | "u64" => ("unsigned long long", Read::Int),
        "bool" | "_Bool" => ("_Bool", Read::Bool),
        "pointer" => ("void *", Read::Int),
        "size_t" => ("__SIZE_TYPE__", Read::Int),
        "float" => ("float", Read::Float),
        "double" => ("double", Read::Double),
        _ => return None,
    })
}

/// The C definition of hook `symbol`, or `None` if it is not an input hook.
fn hook_definition(symbol: &str) -> Option<String> {
    if let Some(suffix) = symbol.strip_prefix("__VERIFIER_nondet_") {
        let (ty, read) = nondet_type(suffix)?;
        let body = match read {
            Read::Int => format!("return ({ty})ps_int(\"{symbol}\");"),
            // The engine keeps only the low bit of a _Bool input.
            Read::Bool => format!("return (_Bool)(ps_int(\"{symbol}\") & 1);"),
            Read::Float => format!("return ps_float(\"{symbol}\");"),
            Read::Double => format!("return ps_double(\"{symbol}\");"),
        };
        return Some(format!("{ty} {symbol}(void) {{ {body} }}\n"));
    }
    let def = match symbol {
        "__VERIFIER_assume" | "pathsift_assume" => {
            format!("void {symbol}(int c) {{ if (!c) ps_assume_failed(); }}\n")
        }
        "klee_assume" => {
            format!("void {symbol}(__UINTPTR_TYPE__ c) {{ if (!c) ps_assume_failed(); }}\n")
        }
        "klee_make_symbolic" | "pathsift_symbolic" => format!(
            "void {symbol}(void *p, __SIZE_TYPE__ n, const char *name) \
             {{ (void)name; ps_fill(p, n, \"{symbol}\"); }}\n"
        ),
        // KLEE's helpers, as pathsift's runtime defines them (runtime/libc/klee.c).
        "klee_int" => format!(
            "int {symbol}(const char *name) \
             {{ int x; (void)name; ps_fill(&x, sizeof x, \"{symbol}\"); return x; }}\n"
        ),
        "klee_range" => format!(
            "int {symbol}(int b, int e, const char *name) {{ int x; (void)name; \
             if (b >= e) abort(); if (b + 1 == e) return b; \
             ps_fill(&x, sizeof x, \"{symbol}\"); \
             if (!((x >= b) & (x < e))) ps_assume_failed(); return x; }}\n"
        ),
        "klee_assert" => format!(
            "extern void __assert_fail(const char *, const char *, unsigned int, const char *);\n\
             void {symbol}(int c) {{ if (!c) __assert_fail(\"klee_assert\", \"klee.c\", 0, \"{symbol}\"); }}\n"
        ),
        "klee_prefer_cex" => {
            format!("void {symbol}(void *o, __UINTPTR_TYPE__ c) {{ (void)o; (void)c; }}\n")
        }
        // With --malloc-can-fail the program's allocations are renamed to these (build.rs):
        // each takes a `malloc_fails` input where the engine made one.
        "pathsift_replay_malloc" => "void *pathsift_replay_malloc(size_t n) { \
             if ((unsigned long long)n > (1ULL << 32)) return NULL; \
             if (ps_int(\"malloc\") & 1) return NULL; return malloc(n); }\n"
            .to_string(),
        "pathsift_replay_calloc" => "void *pathsift_replay_calloc(size_t n, size_t s) { \
             size_t t; if (__builtin_mul_overflow(n, s, &t) || (unsigned long long)t > (1ULL << 32)) \
             return NULL; if (ps_int(\"calloc\") & 1) return NULL; return calloc(n, s); }\n"
            .to_string(),
        "pathsift_replay_realloc" => "void *pathsift_replay_realloc(void *p, size_t n) { \
             if (p && n == 0) return realloc(p, 0); \
             if ((unsigned long long)n > (1ULL << 32)) return NULL; \
             if (ps_int(\"realloc\") & 1) return NULL; return realloc(p, n); }\n"
            .to_string(),
        // The clock is an input, as pathsift's runtime models it (runtime/libc/time.c).
        "time" => "time_t time(time_t *t) { time_t v; ps_fill(&v, sizeof v, \"time\"); \
                   if (t) *t = v; return v; }\n"
            .to_string(),
        "clock" => {
            "clock_t clock(void) { clock_t v; ps_fill(&v, sizeof v, \"clock\"); return v; }\n"
                .to_string()
        }
        "gettimeofday" => "int gettimeofday(struct timeval *restrict tv, void *restrict tz) \
                           { (void)tz; if (tv) ps_fill(tv, sizeof *tv, \"gettimeofday\"); \
                           return 0; }\n"
            .to_string(),
        "clock_gettime" => "int clock_gettime(clockid_t c, struct timespec *ts) { (void)c; \
                            if (ts) ps_fill(ts, sizeof *ts, \"clock_gettime\"); return 0; }\n"
            .to_string(),
        "reach_error" | "__VERIFIER_error" => format!(
            "void {symbol}(void) {{ fprintf(stderr, \"{REACH_ERROR}\\n\"); \
             fflush(stderr); __gcov_dump(); abort(); }}\n"
        ),
        _ => return None,
    };
    Some(def)
}

/// The input hooks among `undefined` (symbols the program uses but does not define).
pub fn hooks_needed(undefined: &BTreeSet<String>) -> Vec<String> {
    undefined
        .iter()
        .filter(|s| hook_definition(s).is_some())
        .cloned()
        .collect()
}

const PRELUDE: &str = r#"/* Generated by pathsift replay: feeds a test's inputs to the program's hooks. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/time.h>
#include <time.h>

extern void __gcov_dump(void);
extern void __sanitizer_set_death_callback(void (*)(void)) __attribute__((weak));

static FILE *ps_in;
static unsigned long ps_missing;
static int ps_opened;
static char *ps_line;
static size_t ps_cap;

static const char *ps_next(const char *hook) {
  if (!ps_opened) {
    const char *path = getenv("@ENV@");
    ps_opened = 1;
    ps_in = path ? fopen(path, "r") : NULL;
  }
  ssize_t n = ps_in ? getline(&ps_line, &ps_cap, ps_in) : -1;
  if (n < 0) {
    /* Once, not per call: a loop over inputs would flood stderr. */
    if (ps_missing++ == 0) fprintf(stderr, "@EXHAUSTED@ %s\n", hook);
    return NULL;
  }
  if (n > 0 && ps_line[n - 1] == '\n') ps_line[n - 1] = 0;
  return ps_line;
}

static int ps_is_hex(const char *s) { return s[0] == '0' && (s[1] == 'x' || s[1] == 'X'); }

static unsigned long long ps_parse_int(const char *s) {
  if (s[0] == '-') return (unsigned long long)strtoll(s, NULL, 10);
  if (ps_is_hex(s)) return strtoull(s + 2, NULL, 16);
  return strtoull(s, NULL, 10);
}

static unsigned long long ps_int(const char *hook) {
  const char *s = ps_next(hook);
  return s ? ps_parse_int(s) : 0;
}

static float ps_float(const char *hook) {
  const char *s = ps_next(hook);
  return s ? strtof(s, NULL) : 0.0f;
}

static double ps_double(const char *hook) {
  const char *s = ps_next(hook);
  return s ? strtod(s, NULL) : 0.0;
}

static int ps_nibble(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Buffers are hex in memory order; a decimal value is stored little-endian. */
static void ps_fill(void *p, __SIZE_TYPE__ n, const char *hook) {
  unsigned char *b = p;
  const char *s = ps_next(hook);
  memset(b, 0, n);
  if (!s) return;
  if (ps_is_hex(s)) {
    s += 2;
    for (__SIZE_TYPE__ i = 0; i < n; i++) {
      int hi = ps_nibble(s[2 * i]), lo = hi < 0 ? -1 : ps_nibble(s[2 * i + 1]);
      if (lo < 0) break;
      b[i] = (unsigned char)(hi * 16 + lo);
    }
  } else {
    unsigned long long v = ps_parse_int(s);
    memcpy(b, &v, n < sizeof v ? n : sizeof v);
  }
}

static void ps_report(void) {
  static int done;
  if (ps_missing && !done) fprintf(stderr, "@MISSING@ %lu\n", ps_missing);
  done = 1;
}

static void ps_assume_failed(void) {
  fprintf(stderr, "@ASSUME@\n");
  exit(0);
}

/* A dying test still counts for coverage: gcov only writes its counters at exit. */
static void ps_on_signal(int sig) {
  ps_report();
  __gcov_dump();
  signal(sig, SIG_DFL);
  raise(sig);
}

static void ps_dump(void) {
  ps_report();
  __gcov_dump();
}

__attribute__((constructor)) static void ps_init(void) {
  static const int sigs[] = {SIGABRT, SIGSEGV, SIGFPE, SIGBUS, SIGILL, SIGTERM};
  for (unsigned i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
    struct sigaction old;
    /* Signals a sanitizer already handles are left to it: it reports, then dies. */
    if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_DFL)
      signal(sigs[i], ps_on_signal);
  }
  if (__sanitizer_set_death_callback) __sanitizer_set_death_callback(ps_dump);
  atexit(ps_report);
}

"#;

/// C source defining the support code and every hook in `hooks`.
pub fn support_source(hooks: &[String]) -> String {
    let mut out = PRELUDE
        .replace("@ENV@", INPUTS_ENV)
        .replace("@EXHAUSTED@", EXHAUSTED)
        .replace("@MISSING@", MISSING)
        .replace("@ASSUME@", ASSUME_FAILED);
    for h in hooks {
        if let Some(def) = hook_definition(h) {
            out.push_str(&def);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_known_hooks_are_defined() {
        let undefined: BTreeSet<String> = [
            "__VERIFIER_nondet_int",
            "__VERIFIER_nondet_ulong",
            "__VERIFIER_nondet_struct",
            "printf",
            "reach_error",
            "__assert_fail",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(
            hooks_needed(&undefined),
            [
                "__VERIFIER_nondet_int",
                "__VERIFIER_nondet_ulong",
                "reach_error"
            ]
        );
    }

    #[test]
    fn definitions_use_the_c_types_of_the_table() {
        let src = support_source(&[
            "__VERIFIER_nondet_ulong".into(),
            "__VERIFIER_nondet_bool".into(),
        ]);
        assert!(src.contains(
            "unsigned long __VERIFIER_nondet_ulong(void) { return (unsigned long)ps_int(\"__VERIFIER_nondet_ulong\"); }"
        ));
        assert!(src.contains("_Bool __VERIFIER_nondet_bool(void) { return (_Bool)(ps_int(\"__VERIFIER_nondet_bool\") & 1); }"));
        assert!(src.contains(INPUTS_ENV));
    }
}
