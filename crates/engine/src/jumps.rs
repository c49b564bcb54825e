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

/// Why a `longjmp` cannot go where its `jmp_buf` says.
pub(crate) fn bad_jump(returned: bool) -> (ErrorKind, String) {
    let what = if returned {
        "longjmp into a function that has returned"
    } else {
        "longjmp with a jmp_buf no setjmp filled"
    };
    (ErrorKind::InvalidDeref, what.to_string())
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
        let Some(jp) = n
            .checked_sub(1)
            .and_then(|i| self.jumps.get(i as usize))
            .cloned()
        else {
            let (k, m) = bad_jump(false);
            return Err(Stop::Error(k, m));
        };
        let live = jp.depth >= 1
            && self
                .frames
                .get(jp.depth - 1)
                .is_some_and(|f| f.func == jp.func && f.base == jp.frame_mark);
        if !live {
            let (k, m) = bad_jump(true);
            return Err(Stop::Error(k, m));
        }
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
