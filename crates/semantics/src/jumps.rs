//! `setjmp`/`longjmp`: a `jmp_buf` holds the number of a saved return point (its index plus
//! one), which each executor keeps per run or path; `longjmp` pops the frames above that
//! point and the `setjmp` call returns again.

use ir::{FuncId, ValueId};

use crate::error::ErrorKind;

/// Where a `setjmp` call returns to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JumpPoint {
    /// Frames on the stack when `setjmp` ran (its caller's is the last).
    pub depth: usize,
    /// The caller.
    pub func: FuncId,
    /// The instruction after the call, and its block.
    pub pc: u32,
    /// Block of the call.
    pub block: u32,
    /// Where the call's result goes.
    pub dst: Option<ValueId>,
    /// What tells that caller's frame from a later one at the same depth.
    pub frame_mark: usize,
}

/// The value `setjmp` returns the second time: `v`, or 1 for 0 (C11 7.13.2.1).
pub fn resumed_value(v: u64) -> u64 {
    if v & 0xffff_ffff == 0 {
        1
    } else {
        v & 0xffff_ffff
    }
}

/// The return point numbered `n` among `saved`, if the frame it returns to is still the one
/// at its depth (`frame(i)`: function and mark of the `i`-th frame); else why `longjmp`
/// cannot go there.
pub fn jump_point(
    n: u64,
    saved: impl Fn(usize) -> Option<JumpPoint>,
    frame: impl Fn(usize) -> Option<(FuncId, usize)>,
) -> Result<JumpPoint, (ErrorKind, String)> {
    let bad = |what: &str| (ErrorKind::InvalidDeref, what.to_string());
    let jp = n
        .checked_sub(1)
        .and_then(|i| saved(i as usize))
        .ok_or_else(|| bad("longjmp with a jmp_buf no setjmp filled"))?;
    let live = jp.depth >= 1
        && frame(jp.depth - 1).is_some_and(|(f, mark)| f == jp.func && mark == jp.frame_mark);
    if live {
        Ok(jp)
    } else {
        Err(bad("longjmp into a function that has returned"))
    }
}
