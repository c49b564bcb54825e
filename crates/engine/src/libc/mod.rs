//! Models of C library functions that are executed natively in Rust. The rest of libc
//! (string.h, ctype.h, most of stdlib.h) is C code in `runtime/libc`, linked into the program.

mod alloc;
mod env;
mod math;
mod process;
pub(crate) mod stdio;
mod verifier;

pub(crate) use alloc::check_heap_block;
pub use math::MathFn;
pub use verifier::NondetTy;

use ir::{FuncId, TyId};

use crate::machine::{Machine, Stop};

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
    Stdio(stdio::StdioFn),
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
pub(crate) fn summarisable(b: Builtin) -> bool {
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
                if let Some(f) = stdio::StdioFn::by_name(name) {
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

impl Machine<'_, '_> {
    /// Executes builtin `b` (called as function `fid`) on argument values `args`.
    pub(crate) fn builtin(
        &mut self,
        b: Builtin,
        fid: FuncId,
        args: &[u64],
        tys: &[TyId],
    ) -> Result<Option<u64>, Stop> {
        let a = |i: usize| args.get(i).copied().unwrap_or(0);
        match b {
            Builtin::Malloc => self.malloc(a(0)).map(Some),
            Builtin::Calloc => self.calloc(a(0), a(1)).map(Some),
            Builtin::Realloc => self.realloc(a(0), a(1)).map(Some),
            Builtin::Free => self.free(a(0)).map(|()| None),
            Builtin::MemMove => {
                self.mem.copy(a(0), a(1), a(2))?;
                Ok(Some(a(0)))
            }
            Builtin::MemSet => {
                self.mem.fill(a(0), a(1) as u8, a(2))?;
                Ok(Some(a(0)))
            }
            Builtin::Stdio(f) => self.stdio(f, args, tys),
            Builtin::Exit => Err(Stop::Exit(a(0) as u32 as i32)),
            Builtin::Abort => Err(Stop::Error(
                crate::ErrorKind::Abort,
                "abort() called".into(),
            )),
            Builtin::AssertFail => Err(self.assert_fail(a(0), a(1), a(2), a(3))),
            Builtin::Atexit => match self.addr_func.get(&a(0)) {
                Some(&f) => {
                    self.atexit.push(f);
                    Ok(Some(0))
                }
                None => Ok(Some(u64::MAX)),
            },
            Builtin::Nondet(t) => Ok(Some(self.nondet(fid, t))),
            Builtin::Assume => {
                if a(0) == 0 {
                    Err(Stop::Assume)
                } else {
                    Ok(None)
                }
            }
            Builtin::ReachError => Err(Stop::Error(
                crate::ErrorKind::ReachError,
                "reach_error() called".into(),
            )),
            Builtin::MakeSymbolic => self.make_symbolic(a(0), a(1), a(2)).map(|()| None),
            Builtin::NoOp => Ok(None),
            // Need the call's frame and destination: `Machine::call` runs them.
            Builtin::SetJmp | Builtin::LongJmp => Err(Stop::Error(
                crate::ErrorKind::Unsupported,
                "setjmp/longjmp outside a call".into(),
            )),
            Builtin::Math(f) => self.math(f, args),
            Builtin::OverflowReport => Err(Stop::Error(
                crate::ErrorKind::Overflow,
                "signed integer overflow".into(),
            )),
            Builtin::ShiftReport => Err(Stop::Error(
                crate::ErrorKind::UndefinedShift,
                "undefined shift".into(),
            )),
            Builtin::Env(f) => self.env_builtin(f, a(0)).map(Some),
        }
    }
}
