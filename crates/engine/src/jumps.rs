//! `setjmp`/`longjmp`: a `jmp_buf` holds the number of a saved return point (its index plus
//! one), which each executor keeps per run or path; `longjmp` pops the frames above that
//! point and the `setjmp` call returns again.

use ir::{FuncId, ValueId};

use crate::error::ErrorKind;
use crate::machine::{Machine, Stop};

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
pub(crate) fn resumed_value(v: u64) -> u64 {
    if v & 0xffff_ffff == 0 {
        1
    } else {
        v & 0xffff_ffff
    }
}

/// The return point numbered `n` among `saved`, if the frame it returns to is still the one
/// at its depth (`frame(i)`: function and mark of the `i`-th frame); else why `longjmp`
/// cannot go there.
pub(crate) fn jump_point(
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

impl Machine<'_, '_> {
    /// `setjmp(env)`: records the return point and stores its number in `env`.
    pub(crate) fn set_jump(&mut self, env: u64, dst: Option<ValueId>) -> Result<(), Stop> {
        let Some(f) = self.frames.last() else {
            return Err(Stop::Exit(0));
        };
        self.jumps.push(JumpPoint {
            depth: self.frames.len(),
            func: f.func,
            pc: f.pc,
            block: f.block,
            dst,
            frame_mark: f.base,
        });
        let pb = self.prog.module.model().pointer_bytes() as usize;
        self.mem.write_uint(env, pb, self.jumps.len() as u64)?;
        Ok(())
    }

    /// `longjmp(env, v)`: back to the return point `env` names, `setjmp` returning `v`.
    pub(crate) fn long_jump(&mut self, env: u64, v: u64) -> Result<(), Stop> {
        let pb = self.prog.module.model().pointer_bytes() as usize;
        let n = self.mem.read_uint(env, pb)?;
        let jp = jump_point(
            n,
            |i| self.jumps.get(i).cloned(),
            |i| self.frames.get(i).map(|f| (f.func, f.base)),
        )
        .map_err(|(k, m)| Stop::Error(k, m))?;
        while self.frames.len() > jp.depth {
            self.pop_frame();
        }
        let prog = self.prog;
        let Some(top) = self.frames.last_mut() else {
            return Err(Stop::Exit(0));
        };
        top.pc = jp.pc;
        top.block = jp.block;
        let base = top.base;
        if let Some(d) = jp.dst {
            let slot = prog.layouts[jp.func.0 as usize].slot_of[d.0 as usize] as usize;
            self.regs[base + slot] = resumed_value(v);
        }
        Ok(())
    }
}
