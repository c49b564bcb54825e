//! Calls and returns: frames, by-value arguments, variadic argument areas, `atexit`.

use ir::{Callee, FuncId, Operand, TyId, ValueId};
use memory::RegionKind;

use crate::error::ErrorKind;
use crate::machine::Regs;
use crate::machine::{Frame, Machine, Stop};
use semantics::abi::slots_to_bytes;

impl Machine<'_, '_> {
    /// Executes a call instruction; returns whether a new frame was entered.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn call(
        &mut self,
        r: Regs<'_>,
        callee: &Callee,
        args: &[Operand],
        arg_tys: &[TyId],
        byval: &[Option<TyId>],
        ret: TyId,
        dst: Option<ValueId>,
    ) -> Result<bool, Stop> {
        let fid = match callee {
            Callee::Direct(f) => *f,
            Callee::Indirect(op) => {
                let addr = self.rd(r, *op);
                match self.addr_func.get(&addr) {
                    Some(&f) => f,
                    None if addr < memory::FIRST_ADDRESS => {
                        return Err(Stop::Error(
                            ErrorKind::NullDeref,
                            "call through a null function pointer".into(),
                        ))
                    }
                    None => {
                        return Err(Stop::Error(
                            ErrorKind::InvalidDeref,
                            format!(
                                "call through {addr:#x}, which is not the address of a function"
                            ),
                        ))
                    }
                }
            }
        };
        let prog = self.prog;
        let f = prog.module.func(fid);
        if prog.is_error_function(fid) {
            return Err(Stop::Error(
                ErrorKind::ReachError,
                format!("{}() called", f.name),
            ));
        }
        if f.body.is_some() {
            let mark = self.allocas.len();
            let mut buf = Vec::with_capacity(args.len() + 2);
            for (i, (&a, &t)) in args.iter().zip(arg_tys).enumerate() {
                if let Some(Some(pointee)) = byval.get(i) {
                    let size = prog.module.types.size(*pointee);
                    let align = u64::from(prog.module.types.get(*pointee).align);
                    let src = self.rd(r, a);
                    let reg = self.mem.allocate(size, align, RegionKind::Stack, 0)?;
                    self.allocas.push(reg);
                    let copy = self.mem.region(reg).base;
                    self.mem.copy(copy, src, size)?;
                    buf.push(copy);
                } else {
                    self.rd_slots(r, a, prog.nslots(t), &mut buf);
                }
            }
            self.push_frame(fid, &buf, arg_tys, dst, mark)?;
            return Ok(true);
        }
        let Some(b) = prog.builtins[fid.0 as usize] else {
            return Err(Stop::Error(
                ErrorKind::UnmodelledCall,
                format!("call to `{}`, which has neither a body nor a model", f.name),
            ));
        };
        let vals: Vec<u64> = args.iter().map(|&a| self.rd(r, a)).collect();
        match b {
            crate::libc::Builtin::SetJmp => {
                let env = vals.first().copied().unwrap_or(0);
                self.set_jump(env, dst)?;
                if let Some(d) = dst {
                    self.wr(r, d, 0);
                }
                return Ok(false);
            }
            crate::libc::Builtin::LongJmp => {
                let (env, v) = (
                    vals.first().copied().unwrap_or(0),
                    vals.get(1).copied().unwrap_or(0),
                );
                self.long_jump(env, v)?;
                // The frames changed: the execution loop starts over from the new top.
                return Ok(true);
            }
            _ => {}
        }
        let result = self.builtin(b, fid, &vals, arg_tys)?;
        if let (Some(d), Some(v)) = (dst, result) {
            let v = match prog.module.types.kind(ret) {
                ir::TyKind::Int(bits) => crate::arith::mask64(v, *bits),
                _ => v,
            };
            self.wr(r, d, v);
        }
        Ok(false)
    }

    /// Enters `fid` with flattened argument slots `args` (typed by `arg_tys`).
    pub(crate) fn push_frame(
        &mut self,
        fid: FuncId,
        args: &[u64],
        arg_tys: &[TyId],
        ret_dst: Option<ValueId>,
        alloca_mark: usize,
    ) -> Result<(), Stop> {
        if self.frames.len() >= self.config.max_call_depth {
            return Err(Stop::Error(
                ErrorKind::ResourceLimit,
                format!(
                    "call depth exceeds {} (stack overflow)",
                    self.config.max_call_depth
                ),
            ));
        }
        let prog = self.prog;
        let f = prog.module.func(fid);
        let Some(body) = f.body.as_ref() else {
            return Err(Stop::Error(
                ErrorKind::Unsupported,
                format!("`{}` has no body", f.name),
            ));
        };
        let layout = &prog.layouts[fid.0 as usize];
        let base = self.regs.len();
        self.regs.resize(base + layout.nslots as usize, 0);
        let mut at = 0usize;
        for (i, &pty) in f.params.iter().enumerate() {
            let n = prog.nslots(pty);
            let Some(&aty) = arg_tys.get(i) else { break };
            let an = prog.nslots(aty);
            let dst = base + layout.slot_of[i] as usize;
            let k = n.min(an).min(args.len().saturating_sub(at));
            self.regs[dst..dst + k].copy_from_slice(&args[at..at + k]);
            at += an;
        }
        let mut va_area = 0;
        if f.variadic {
            let extra: Vec<TyId> = arg_tys.iter().skip(f.params.len()).copied().collect();
            let (offsets, total) = self.va_layout(&extra);
            let reg = self.mem.allocate(total, 16, RegionKind::Runtime, f.loc.0)?;
            self.allocas.push(reg);
            va_area = self.mem.region(reg).base;
            for (t, off) in extra.iter().zip(offsets) {
                let n = prog.nslots(*t);
                let bytes = slots_to_bytes(&args[at.min(args.len())..(at + n).min(args.len())]);
                let size = (prog.module.types.get(*t).store_size as usize).min(bytes.len());
                self.mem.write(va_area + off, &bytes[..size])?;
                at += n;
            }
        }
        self.frames.push(Frame {
            func: fid,
            base,
            pc: body.blocks.first().map_or(0, |b| b.start),
            block: 0,
            ret_dst,
            alloca_mark,
            va_area,
        });
        if let Some(t) = self.block_trace.as_mut() {
            t.push((fid, 0));
        }
        Ok(())
    }

    /// Offsets of variadic arguments in their area, as the target ABI's `va_arg` reads them.
    pub(crate) fn va_layout(&self, tys: &[TyId]) -> (Vec<u64>, u64) {
        semantics::abi::va_layout(&self.prog.module.types, tys)
    }

    /// Removes the innermost frame with its stack variables and registers.
    pub(crate) fn pop_frame(&mut self) -> Option<Frame> {
        if let Some(ls) = self.loop_stats.as_deref_mut() {
            ls.frame_popped(self.frames.len() as u32);
        }
        let fr = self.frames.pop()?;
        for reg in self.allocas.drain(fr.alloca_mark..) {
            self.mem.kill(reg, 0);
        }
        self.regs.truncate(fr.base);
        Some(fr)
    }

    /// Returns from the current frame with `val`.
    pub(crate) fn ret(&mut self, r: Regs<'_>, val: Option<Operand>) -> Result<(), Stop> {
        let prog = self.prog;
        let mut buf = Vec::new();
        if let (Some(v), Some(top)) = (val, self.frames.last()) {
            let ret_ty = prog.module.func(top.func).ret;
            self.rd_slots(r, v, prog.nslots(ret_ty), &mut buf);
        }
        let Some(fr) = self.pop_frame() else {
            return Err(Stop::Exit(0));
        };
        match self.frames.last() {
            Some(caller) => {
                if let (Some(dst), false) = (fr.ret_dst, buf.is_empty()) {
                    let slot =
                        prog.layouts[caller.func.0 as usize].slot_of[dst.0 as usize] as usize;
                    let i = caller.base + slot;
                    self.regs[i..i + buf.len()].copy_from_slice(&buf);
                }
                Ok(())
            }
            None => {
                let code = self
                    .exiting
                    .unwrap_or_else(|| buf.first().map_or(0, |&v| v as u32 as i32));
                Err(Stop::Exit(code))
            }
        }
    }

    /// Runs the next `atexit` handler for an exit with `code`; false when none is left.
    pub(crate) fn next_atexit(&mut self, code: i32) -> Result<bool, Stop> {
        let Some(h) = self.atexit.pop() else {
            return Ok(false);
        };
        self.exiting = Some(code);
        self.frames.clear();
        let mark = self.allocas.len();
        self.regs.clear();
        self.push_frame(h, &[], &[], None, mark)?;
        Ok(true)
    }
}
