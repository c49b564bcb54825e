//! Errors that stop an execution.

use ir::LocId;
use memory::Fault;
use serde::Serialize;

/// The class of a detected error, as named in INTERFACE.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    /// Dereference of NULL.
    NullDeref,
    /// Dereference of an address that is in no object, or of the wrong kind.
    InvalidDeref,
    /// Access outside an object's bounds.
    OutOfBounds,
    /// Access to freed heap memory or a dead stack variable.
    UseAfterFree,
    /// `free` of an already freed block.
    DoubleFree,
    /// `free` of something that is not the start of a live heap block.
    InvalidFree,
    /// Division or remainder by zero.
    DivByZero,
    /// Signed arithmetic overflow (`+`, `-`, `*`, negation), reported by the overflow
    /// checks a program is compiled with for `no-overflow`.
    Overflow,
    /// `INT_MIN / -1` or `INT_MIN % -1`: undefined in C, a trap on x86 like a division by
    /// zero. Reports name it `overflow`, as SV-COMP's no-overflow does.
    #[serde(rename = "overflow")]
    DivOverflow,
    /// Heap memory left allocated (or unreachable) at exit.
    MemoryLeak,
    /// A shift by a negative amount or by at least the width, or of a negative or overflowing signed value.
    UndefinedShift,
    /// A failed `assert`.
    Assertion,
    /// A call of `reach_error` / `__VERIFIER_error`.
    ReachError,
    /// `abort()`.
    Abort,
    /// `__builtin_trap` or an `unreachable` instruction.
    Trap,
    /// The program called a function with neither a body nor a model.
    UnmodelledCall,
    /// A construct the interpreter does not execute.
    Unsupported,
    /// The instruction budget ran out.
    InstructionLimit,
    /// Call depth or memory limits were exceeded.
    ResourceLimit,
    /// A read of memory never written (reported only by the opt-in checker).
    UninitializedRead,
}

impl ErrorKind {
    /// Whether two kinds name the same error as far as replay is concerned.
    pub fn same_error(self, other: ErrorKind) -> bool {
        let access = |k| {
            matches!(
                k,
                ErrorKind::NullDeref
                    | ErrorKind::InvalidDeref
                    | ErrorKind::OutOfBounds
                    | ErrorKind::UseAfterFree
            )
        };
        // How an invalid access is named depends on where the bad address lands (near the
        // object or in no object), which differs between a witness and the path it models.
        self == other
            || (access(self)
                && access(other)
                && self != ErrorKind::NullDeref
                && other != ErrorKind::NullDeref)
    }

    /// The kebab-case name used in reports.
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::NullDeref => "null-deref",
            ErrorKind::InvalidDeref => "invalid-deref",
            ErrorKind::OutOfBounds => "out-of-bounds",
            ErrorKind::UseAfterFree => "use-after-free",
            ErrorKind::DoubleFree => "double-free",
            ErrorKind::InvalidFree => "invalid-free",
            ErrorKind::DivByZero => "div-by-zero",
            ErrorKind::Overflow | ErrorKind::DivOverflow => "overflow",
            ErrorKind::MemoryLeak => "memory-leak",
            ErrorKind::UndefinedShift => "undefined-shift",
            ErrorKind::Assertion => "assertion",
            ErrorKind::ReachError => "reach-error",
            ErrorKind::Abort => "abort",
            ErrorKind::Trap => "trap",
            ErrorKind::UnmodelledCall => "unmodelled-call",
            ErrorKind::Unsupported => "unsupported",
            ErrorKind::InstructionLimit => "instruction-limit",
            ErrorKind::ResourceLimit => "resource-limit",
            ErrorKind::UninitializedRead => "uninitialized-read",
        }
    }

    /// Exit status of `pathsift run` for this error, mirroring the signal a native run gets.
    pub fn exit_code(self) -> i32 {
        match self {
            ErrorKind::Assertion | ErrorKind::ReachError | ErrorKind::Abort => 134,
            ErrorKind::DivByZero | ErrorKind::Overflow | ErrorKind::DivOverflow => 136,
            ErrorKind::Trap => 132,
            ErrorKind::UnmodelledCall | ErrorKind::Unsupported => 1,
            ErrorKind::InstructionLimit | ErrorKind::ResourceLimit => 3,
            _ => 139,
        }
    }

    /// The kind of a memory fault.
    pub fn of_fault(f: &Fault) -> ErrorKind {
        match f {
            Fault::Null { .. } => ErrorKind::NullDeref,
            Fault::OutOfBounds { .. } => ErrorKind::OutOfBounds,
            Fault::UseAfterFree { .. } => ErrorKind::UseAfterFree,
            Fault::DeadLocal { .. } => ErrorKind::InvalidDeref,
            Fault::Exhausted { .. } => ErrorKind::ResourceLimit,
            Fault::Unmapped { .. } | Fault::ReadOnly { .. } | Fault::NotData { .. } => {
                ErrorKind::InvalidDeref
            }
        }
    }
}

/// An error that stopped the run, with where it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunError {
    /// What went wrong.
    pub kind: ErrorKind,
    /// Explanation for a person.
    pub message: String,
    /// Location of the faulting instruction.
    pub loc: LocId,
    /// Name of the function executing it.
    pub function: String,
}

/// The function, location and message an error is reported with. Inside the C runtime it is
/// the innermost frame of the program's own, at its call into the runtime, the message naming
/// the runtime function called; otherwise the innermost frame (`frames`: function and next
/// instruction, innermost last; no location when there is no frame).
pub fn blamed(
    m: &ir::Module,
    frames: &[(ir::FuncId, u32)],
    message: String,
) -> (String, Option<ir::LocId>, String) {
    let Some(&(top, pc)) = frames.last() else {
        return (String::new(), None, message);
    };
    let own = frames.iter().rposition(|&(f, _)| m.is_program_function(f));
    match own {
        Some(k) if k + 1 < frames.len() => {
            let (f, pc) = frames[k];
            let callee = &m.func(frames[k + 1].0).name;
            let message = format!("in `{callee}`: {message}");
            (m.func(f).name.clone(), Some(m.inst_loc(f, pc)), message)
        }
        _ => (m.func(top).name.clone(), Some(m.inst_loc(top, pc)), message),
    }
}
