//! `setjmp`/`longjmp` on the concrete machine: the return points it keeps per run, the
//! `jmp_buf` written and read in its memory, and the frames `longjmp` pops (what a return
//! point is and when one is still live: [`semantics::jumps`]).

use ir::ValueId;

use crate::machine::{Machine, Stop};
use semantics::jumps::{jump_point, resumed_value, JumpPoint};

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
