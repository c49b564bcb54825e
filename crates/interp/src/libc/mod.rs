//! Models of C library functions that are executed natively in Rust. The rest of libc
//! (string.h, ctype.h, most of stdlib.h) is C code in `runtime/libc`, linked into the program.

mod alloc;
mod env;
mod math;
mod process;
pub(crate) mod stdio;
mod verifier;

pub use semantics::builtins::{check_heap_block, summarisable, Builtin, MathFn, NondetTy, StdioFn};

use ir::{FuncId, TyId};

use crate::machine::{Machine, Stop};

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
