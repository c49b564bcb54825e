//! The library functions the engine implements itself (the rest of libc is C code in
//! `runtime/libc`, linked into the program), by name, with what their effects are. Both
//! executors model them: the concrete machine in `interp::libc`, symbolic execution in
//! `symex::libc`.

use memory::{RegionKind, FIRST_ADDRESS};

use crate::error::ErrorKind;
use crate::inputs::ScalarKind;

/// A library function implemented by the engine.
#[derive(Clone, Copy, Debug)]
pub enum Builtin {
    /// `malloc`.
    Malloc,
    /// `calloc`.
    Calloc,
    /// `realloc`.
    Realloc,
    /// `free`.
    Free,
    /// `memcpy` / `memmove` called as functions.
    MemMove,
    /// `memset` called as a function.
    MemSet,
    /// printf-family and other output functions.
    Stdio(StdioFn),
    /// `exit`, `_exit`, `_Exit`.
    Exit,
    /// `abort`.
    Abort,
    /// `__assert_fail` (a failed `assert`).
    AssertFail,
    /// `atexit`.
    Atexit,
    /// `__VERIFIER_nondet_<type>`.
    Nondet(NondetTy),
    /// `__VERIFIER_assume`, `klee_assume`, `pathsift_assume`.
    Assume,
    /// `reach_error`, `__VERIFIER_error`.
    ReachError,
    /// `klee_make_symbolic(addr, size, name)` / `pathsift_symbolic(addr, size, name)`.
    MakeSymbolic,
    /// Functions that only matter to concurrent programs, executed as no-ops.
    NoOp,
    /// `setjmp(env)` and its variants: saves where the call returns to.
    SetJmp,
    /// `longjmp(env, value)` and its variants: returns from that `setjmp` again.
    LongJmp,
    /// A `math.h` function.
    Math(MathFn),
    /// UBSan's report of a signed overflow (programs compiled for the no-overflow check).
    OverflowReport,
    /// UBSan's report of an undefined shift (compiled together with the overflow checks).
    ShiftReport,
    /// The input environment the C runtime's stdio reads (`__pathsift_env_*`).
    Env(crate::io::EnvFn),
}

/// Whether `b`'s only effects are on the heap, the path condition or fresh inputs, or ending
/// the path in an error that depends on values only (a function calling nothing else can be
/// summarised).
pub fn summarisable(b: Builtin) -> bool {
    matches!(
        b,
        Builtin::Malloc
            | Builtin::AssertFail
            | Builtin::Abort
            | Builtin::ReachError
            | Builtin::OverflowReport
            | Builtin::ShiftReport
            | Builtin::Calloc
            | Builtin::Realloc
            | Builtin::Free
            | Builtin::MemMove
            | Builtin::MemSet
            | Builtin::Nondet(_)
            | Builtin::Assume
            | Builtin::NoOp
    )
}

impl Builtin {
    /// The model for a function named `name`, if there is one.
    pub fn by_name(name: &str) -> Option<Builtin> {
        Some(match name {
            "malloc" => Builtin::Malloc,
            "calloc" => Builtin::Calloc,
            "realloc" => Builtin::Realloc,
            "free" => Builtin::Free,
            "memcpy" | "memmove" => Builtin::MemMove,
            "memset" => Builtin::MemSet,
            "exit" | "_exit" | "_Exit" => Builtin::Exit,
            "abort" => Builtin::Abort,
            "__assert_fail" | "__assert_perror_fail" | "__assert" => Builtin::AssertFail,
            "atexit" => Builtin::Atexit,
            "__VERIFIER_assume" | "klee_assume" | "pathsift_assume" => Builtin::Assume,
            "reach_error" | "__VERIFIER_error" => Builtin::ReachError,
            "klee_make_symbolic" | "pathsift_symbolic" => Builtin::MakeSymbolic,
            "__VERIFIER_atomic_begin" | "__VERIFIER_atomic_end" => Builtin::NoOp,
            "setjmp" | "_setjmp" | "__sigsetjmp" | "sigsetjmp" => Builtin::SetJmp,
            "longjmp" | "_longjmp" | "siglongjmp" | "__longjmp_chk" => Builtin::LongJmp,
            "__ubsan_handle_add_overflow"
            | "__ubsan_handle_sub_overflow"
            | "__ubsan_handle_mul_overflow"
            | "__ubsan_handle_negate_overflow"
            | "__ubsan_handle_divrem_overflow" => Builtin::OverflowReport,
            "__ubsan_handle_shift_out_of_bounds" => Builtin::ShiftReport,
            _ => {
                if let Some(f) = StdioFn::by_name(name) {
                    Builtin::Stdio(f)
                } else if let Some(f) = crate::io::EnvFn::by_name(name) {
                    Builtin::Env(f)
                } else if let Some(t) = name
                    .strip_prefix("__VERIFIER_nondet_")
                    .and_then(NondetTy::parse)
                {
                    Builtin::Nondet(t)
                } else {
                    Builtin::Math(MathFn::by_name(name)?)
                }
            }
        })
    }
}

/// A modelled output function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StdioFn {
    Printf,
    Fprintf,
    Sprintf,
    Snprintf,
    Vprintf,
    Vfprintf,
    Vsprintf,
    Vsnprintf,
    Puts,
    Putchar,
    Fputs,
    Fputc,
    Fwrite,
    Fflush,
}

impl StdioFn {
    /// The function called `name`, if modelled.
    pub fn by_name(name: &str) -> Option<StdioFn> {
        use StdioFn::*;
        Some(match name {
            "printf" => Printf,
            "fprintf" => Fprintf,
            "sprintf" => Sprintf,
            "snprintf" => Snprintf,
            "vprintf" => Vprintf,
            "vfprintf" => Vfprintf,
            "vsprintf" => Vsprintf,
            "vsnprintf" => Vsnprintf,
            "puts" => Puts,
            "putchar" | "putchar_unlocked" => Putchar,
            "fputs" | "fputs_unlocked" => Fputs,
            "fputc" | "putc" | "_IO_putc" | "fputc_unlocked" | "putc_unlocked" => Fputc,
            "fwrite" | "fwrite_unlocked" => Fwrite,
            "fflush" => Fflush,
            _ => return None,
        })
    }
}

/// A modelled `math.h` function.
#[derive(Clone, Copy, Debug)]
pub struct MathFn {
    op: MathOp,
    /// Whether this is the `float` variant (`sinf`).
    single: bool,
}

#[derive(Clone, Copy, Debug)]
enum MathOp {
    Unary(fn(f64) -> f64, fn(f32) -> f32),
    Binary(fn(f64, f64) -> f64, fn(f32, f32) -> f32),
}

macro_rules! unary {
    ($m:ident) => {
        MathOp::Unary(f64::$m, f32::$m)
    };
}
macro_rules! binary {
    ($m:ident) => {
        MathOp::Binary(f64::$m, f32::$m)
    };
}

fn fmod64(a: f64, b: f64) -> f64 {
    a % b
}
fn fmod32(a: f32, b: f32) -> f32 {
    a % b
}
fn fdim64(a: f64, b: f64) -> f64 {
    if a > b {
        a - b
    } else if a.is_nan() || b.is_nan() {
        f64::NAN
    } else {
        0.0
    }
}
fn fdim32(a: f32, b: f32) -> f32 {
    fdim64(f64::from(a), f64::from(b)) as f32
}

impl MathFn {
    /// The model of the function called `name`.
    pub fn by_name(name: &str) -> Option<MathFn> {
        let (base, single) = match name.strip_suffix('f') {
            Some(b) if !matches!(name, "erf" | "modf" | "frexpf") => (b, true),
            _ => (name, false),
        };
        let op = match base {
            "sqrt" => unary!(sqrt),
            "fabs" => unary!(abs),
            "floor" => unary!(floor),
            "ceil" => unary!(ceil),
            "round" => unary!(round),
            "trunc" => unary!(trunc),
            "rint" | "nearbyint" => unary!(round_ties_even),
            "exp" => unary!(exp),
            "exp2" => unary!(exp2),
            "expm1" => unary!(exp_m1),
            "log" => unary!(ln),
            "log2" => unary!(log2),
            "log10" => unary!(log10),
            "log1p" => unary!(ln_1p),
            "sin" => unary!(sin),
            "cos" => unary!(cos),
            "tan" => unary!(tan),
            "asin" => unary!(asin),
            "acos" => unary!(acos),
            "atan" => unary!(atan),
            "sinh" => unary!(sinh),
            "cosh" => unary!(cosh),
            "tanh" => unary!(tanh),
            "cbrt" => unary!(cbrt),
            "pow" => binary!(powf),
            "atan2" => binary!(atan2),
            "hypot" => binary!(hypot),
            "fmin" => binary!(min),
            "fmax" => binary!(max),
            "copysign" => binary!(copysign),
            "fmod" => MathOp::Binary(fmod64, fmod32),
            "fdim" => MathOp::Binary(fdim64, fdim32),
            _ => return None,
        };
        Some(MathFn { op, single })
    }
}

impl MathFn {
    /// The result's bits for argument bits `args`.
    pub fn apply(self, args: &[u64]) -> u64 {
        let a = |i: usize| args.get(i).copied().unwrap_or(0);
        match (self.op, self.single) {
            (MathOp::Unary(d, _), false) => d(f64::from_bits(a(0))).to_bits(),
            (MathOp::Unary(_, s), true) => u64::from(s(f32::from_bits(a(0) as u32)).to_bits()),
            (MathOp::Binary(d, _), false) => {
                d(f64::from_bits(a(0)), f64::from_bits(a(1))).to_bits()
            }
            (MathOp::Binary(_, s), true) => {
                u64::from(s(f32::from_bits(a(0) as u32), f32::from_bits(a(1) as u32)).to_bits())
            }
        }
    }
}

/// The C type a `__VERIFIER_nondet_<type>` function returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NondetTy {
    /// C type name for witnesses.
    pub c_name: &'static str,
    /// Size in bytes under LP64.
    pub lp64_bytes: u32,
    /// Size in bytes under ILP32.
    pub ilp32_bytes: u32,
    /// How the bits are interpreted.
    pub kind: ScalarKind,
}

impl NondetTy {
    /// Parses the suffix of `__VERIFIER_nondet_<suffix>`.
    pub fn parse(suffix: &str) -> Option<NondetTy> {
        use ScalarKind::{Float, Signed, Unsigned};
        let t = |c_name, lp64_bytes, ilp32_bytes, kind| NondetTy {
            c_name,
            lp64_bytes,
            ilp32_bytes,
            kind,
        };
        Some(match suffix {
            "int" | "s32" | "int32" => t("int", 4, 4, Signed),
            "uint" | "unsigned" | "unsigned_int" | "u32" | "uint32" => {
                t("unsigned int", 4, 4, Unsigned)
            }
            "char" | "s8" => t("char", 1, 1, Signed),
            "uchar" | "unsigned_char" | "u8" => t("unsigned char", 1, 1, Unsigned),
            "short" | "s16" => t("short", 2, 2, Signed),
            "ushort" | "unsigned_short" | "u16" => t("unsigned short", 2, 2, Unsigned),
            "long" => t("long", 8, 4, Signed),
            "ulong" | "unsigned_long" => t("unsigned long", 8, 4, Unsigned),
            "longlong" | "long_long" | "s64" => t("long long", 8, 8, Signed),
            "ulonglong" | "unsigned_long_long" | "u64" => t("unsigned long long", 8, 8, Unsigned),
            "bool" | "_Bool" => t("_Bool", 1, 1, Unsigned),
            "pointer" => t("void *", 8, 4, Unsigned),
            "size_t" => t("size_t", 8, 4, Unsigned),
            "loff_t" => t("loff_t", 8, 8, Signed),
            "float" => t("float", 4, 4, Float),
            "double" => t("double", 8, 8, Float),
            _ => return None,
        })
    }

    /// Size under the data model with `pointer_bytes`-byte pointers.
    pub fn bytes(self, pointer_bytes: u32) -> u32 {
        if pointer_bytes == 8 {
            self.lp64_bytes
        } else {
            self.ilp32_bytes
        }
    }
}

/// Checks that `p` starts a live heap block, given the region containing `p` as
/// `(kind, base, live)`; otherwise returns the error that `what(p)` (free, realloc) commits.
pub fn check_heap_block(
    p: u64,
    region: Option<(RegionKind, u64, bool)>,
    what: &str,
) -> Result<(), (ErrorKind, String)> {
    let invalid = |msg: String| Err((ErrorKind::InvalidFree, msg));
    if p < FIRST_ADDRESS {
        return invalid(format!("{what} of invalid pointer {p:#x}"));
    }
    let Some((kind, base, live)) = region else {
        return invalid(format!(
            "{what} of pointer {p:#x}, which points to no object"
        ));
    };
    if kind != RegionKind::Heap {
        return invalid(format!(
            "{what} of a pointer to a {} object, not a heap block",
            kind.name()
        ));
    }
    if p != base {
        return invalid(format!(
            "{what} of a pointer {} bytes into a heap block",
            p - base
        ));
    }
    if !live {
        return Err((
            ErrorKind::DoubleFree,
            format!("{what} of an already freed heap block"),
        ));
    }
    Ok(())
}
