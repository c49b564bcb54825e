//! The interpreter loop: instruction semantics on register slots.

use ir::{BinOp, Operand, TyKind, ValueId};

use crate::arith::{self, mask64, sext};
use crate::error::ErrorKind;
use crate::machine::{Machine, Regs, Stop};

impl Machine<'_, '_> {
    /// Reads a one-slot operand.
    #[inline(always)]
    pub(crate) fn rd(&self, r: Regs<'_>, op: Operand) -> u64 {
        match op {
            Operand::Reg(v) => self.regs[r.base + r.slots[v.0 as usize] as usize],
            Operand::Const(c) => self.consts[self.const_slot[c.0 as usize] as usize],
        }
    }

    /// Reads a two-slot integer operand (more than 64 bits).
    pub(crate) fn rd_wide(&self, r: Regs<'_>, op: Operand) -> u128 {
        let (src, i) = self.slot_ref(r, op);
        u128::from(src[i]) | (u128::from(src.get(i + 1).copied().unwrap_or(0)) << 64)
    }

    fn slot_ref(&self, r: Regs<'_>, op: Operand) -> (&[u64], usize) {
        match op {
            Operand::Reg(v) => (&self.regs, r.base + r.slots[v.0 as usize] as usize),
            Operand::Const(c) => (&self.consts, self.const_slot[c.0 as usize] as usize),
        }
    }

    /// Appends `n` slots of an operand to `out`.
    pub(crate) fn rd_slots(&self, r: Regs<'_>, op: Operand, n: usize, out: &mut Vec<u64>) {
        let (src, i) = self.slot_ref(r, op);
        out.extend_from_slice(&src[i..i + n]);
    }

    /// Writes a one-slot register.
    #[inline(always)]
    pub(crate) fn wr(&mut self, r: Regs<'_>, dst: ValueId, v: u64) {
        self.regs[r.base + r.slots[dst.0 as usize] as usize] = v;
    }

    /// Writes a two-slot register.
    pub(crate) fn wr_wide(&mut self, r: Regs<'_>, dst: ValueId, v: u128) {
        let i = r.base + r.slots[dst.0 as usize] as usize;
        self.regs[i] = v as u64;
        self.regs[i + 1] = (v >> 64) as u64;
    }

    /// Writes several slots to a register.
    pub(crate) fn wr_slots(&mut self, r: Regs<'_>, dst: ValueId, vals: &[u64]) {
        let i = r.base + r.slots[dst.0 as usize] as usize;
        self.regs[i..i + vals.len()].copy_from_slice(vals);
    }

    /// Width in bits of a pointer.
    pub(crate) fn ptr_bits(&self) -> u32 {
        self.prog.module.model().pointer_bytes() * 8
    }

    /// The instruction limit in force: with none configured, one no run reaches (it leaves
    /// room to stop a run by setting the count to it).
    fn instruction_limit(&self) -> u64 {
        self.config.max_instructions.unwrap_or(u64::MAX - 1)
    }

    /// Executes until the program exits or stops on an error, charging the instructions
    /// run to the work clock (budgets that include concrete runs count them, not seconds).
    pub(crate) fn run_loop(&mut self) -> Stop {
        let before = self.instructions;
        let stop = self.run_frames();
        budget::charge_units(
            self.instructions.saturating_sub(before),
            budget::cost::CONCRETE_INSTRUCTION,
        );
        stop
    }

    fn run_frames(&mut self) -> Stop {
        let limit = self.instruction_limit();
        let prog = self.prog;
        loop {
            let Some(fr) = self.frames.last() else {
                return Stop::Exit(0);
            };
            let fid = fr.func;
            let Some(body) = prog.module.func(fid).body.as_ref() else {
                return Stop::Error(
                    ErrorKind::Unsupported,
                    "frame of a function without a body".into(),
                );
            };
            let insts = &body.insts[..];
            let r = Regs {
                base: fr.base,
                slots: &prog.layouts[fid.0 as usize].slot_of,
            };
            let pc = fr.pc as usize;
            let mut c = Cursor {
                m: self,
                r,
                body,
                pc,
                synced: false,
            };
            if let Some(stop) = c.run_frame(insts, limit) {
                return stop;
            }
        }
    }

    /// Moves to block `target`, evaluating its phis against the current block; returns the new pc.
    fn jump(&mut self, r: Regs<'_>, body: &ir::Body, target: ir::BlockId) -> usize {
        let Some(fr) = self.frames.last_mut() else {
            return 0;
        };
        let from = ir::BlockId(fr.block);
        fr.block = target.0;
        let func = fr.func;
        if let Some(t) = self.block_trace.as_mut() {
            t.push((func, target.0));
        }
        if let Some(ls) = self.loop_stats.as_deref_mut() {
            let depth = self.frames.len() as u32;
            let prog = self.prog;
            if ls
                .jump(prog.module, &prog.loop_shapes, depth, func, from, target)
                .is_some()
            {
                // The run stops at its next instruction, as at the instruction limit.
                self.instructions = self.instruction_limit();
            }
        }
        let blk = &body.blocks[target.0 as usize];
        if !blk.phis.is_empty() {
            // Phis read their inputs in parallel: gather every value first, then write.
            let mut buf = std::mem::take(&mut self.scratch);
            buf.clear();
            for p in &blk.phis {
                let n = self.prog.nslots(p.ty);
                match p.incoming.iter().find(|(b, _)| *b == from) {
                    Some((_, v)) => self.rd_slots(r, *v, n, &mut buf),
                    None => buf.extend(std::iter::repeat_n(0, n)),
                }
            }
            let mut at = 0;
            for p in &blk.phis {
                let n = self.prog.nslots(p.ty);
                let i = r.base + r.slots[p.dst.0 as usize] as usize;
                self.regs[i..i + n].copy_from_slice(&buf[at..at + n]);
                at += n;
            }
            self.scratch = buf;
        }
        if self.accel.is_some() && self.loop_stats.is_none() && self.heap_use.is_none() {
            let depth = self.frames.len();
            let trace = self
                .accel
                .as_deref_mut()
                .and_then(|a| a.jump(body, depth, func, from, target));
            if let Some(trace) = trace {
                self.accelerate(r, func, body, &trace);
            }
        }
        blk.start as usize
    }
}

fn arith_kind(e: arith::ArithError) -> ErrorKind {
    match e {
        arith::ArithError::DivByZero => ErrorKind::DivByZero,
        arith::ArithError::DivOverflow => ErrorKind::DivOverflow,
    }
}

fn arith_msg(e: arith::ArithError) -> String {
    match e {
        arith::ArithError::DivByZero => "division by zero".into(),
        arith::ArithError::DivOverflow => "signed division overflow (INT_MIN / -1)".into(),
    }
}

/// Where the interpreter loop goes after an instruction.
pub(crate) enum Control {
    /// The next instruction.
    Next,
    /// The instruction at this index of the frame's function (a jump).
    Goto(usize),
    /// The frames changed (a call or a return): the loop reloads the innermost one.
    Frames,
}

/// One instruction of the innermost frame: the concrete domain of
/// [`semantics::step::Domain`], on `u64` register slots.
struct Cursor<'a, 'p, 'm> {
    m: &'a mut Machine<'p, 'm>,
    r: Regs<'a>,
    body: &'m ir::Body,
    /// The index of the next instruction.
    pc: usize,
    /// The frame's place was written back (before a call, a return, an intrinsic).
    synced: bool,
}

impl Cursor<'_, '_, '_> {
    /// Runs the innermost frame's instructions until the frames change (`None`: the loop
    /// reloads the innermost one) or the run stops.
    #[inline(always)]
    fn run_frame(&mut self, insts: &[ir::Inst], limit: u64) -> Option<Stop> {
        loop {
            let inst = &insts[self.pc];
            self.pc += 1;
            self.m.instructions += 1;
            if self.m.instructions > limit {
                // The instruction is not executed: a resumed run starts with it.
                self.pc -= 1;
                self.m.instructions -= 1;
                self.sync();
                return Some(Stop::Error(
                    ErrorKind::InstructionLimit,
                    format!("instruction limit of {limit} reached"),
                ));
            }
            self.synced = false;
            match semantics::step::step(self, inst) {
                Ok(Control::Next) => {}
                Ok(Control::Goto(to)) => self.pc = to,
                Ok(Control::Frames) => return None,
                Err(s) => {
                    // An operation that read the frame's place left it in the frame.
                    if !self.synced {
                        self.sync();
                    }
                    return Some(*s);
                }
            }
        }
    }

    /// Writes the place back into the frame, for operations that read or change frames.
    #[inline(always)]
    fn sync(&mut self) {
        if let Some(f) = self.m.frames.last_mut() {
            f.pc = self.pc as u32;
        }
        self.synced = true;
    }
}

impl semantics::step::Domain for Cursor<'_, '_, '_> {
    type Out = Control;
    // Boxed: errors are rare, and a small result keeps the loop's registers free.
    type Err = Box<Stop>;

    #[inline(always)]
    fn next(&mut self) -> Control {
        Control::Next
    }

    #[inline]
    fn fail(&mut self, kind: ErrorKind, message: &str) -> Box<Stop> {
        Box::new(Stop::Error(kind, message.into()))
    }

    #[inline(always)]
    fn bin(
        &mut self,
        op: BinOp,
        bits: u32,
        dst: ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<(), Box<Stop>> {
        let (m, r) = (&mut *self.m, self.r);
        if bits <= 64 {
            let (x, y) = (m.rd(r, a), m.rd(r, b));
            let v = match op {
                BinOp::Add => x.wrapping_add(y),
                BinOp::Sub => x.wrapping_sub(y),
                BinOp::Mul => x.wrapping_mul(y),
                BinOp::And => x & y,
                BinOp::Or => x | y,
                BinOp::Xor => x ^ y,
                _ => match arith::int_bin(op, bits, u128::from(x), u128::from(y)) {
                    Ok(v) => v as u64,
                    Err(e) => return Err(Box::new(Stop::Error(arith_kind(e), arith_msg(e)))),
                },
            };
            m.wr(r, dst, mask64(v, bits));
        } else {
            let (x, y) = (m.rd_wide(r, a), m.rd_wide(r, b));
            match arith::int_bin(op, bits, x, y) {
                Ok(v) => m.wr_wide(r, dst, v),
                Err(e) => return Err(Box::new(Stop::Error(arith_kind(e), arith_msg(e)))),
            }
        }
        Ok(())
    }

    #[inline(always)]
    fn icmp(
        &mut self,
        pred: ir::IntPred,
        bits: u32,
        dst: ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<(), Box<Stop>> {
        let (m, r) = (&mut *self.m, self.r);
        let res = if bits <= 64 {
            arith::int_cmp(pred, bits, u128::from(m.rd(r, a)), u128::from(m.rd(r, b)))
        } else {
            arith::int_cmp(pred, bits, m.rd_wide(r, a), m.rd_wide(r, b))
        };
        m.wr(r, dst, u64::from(res));
        Ok(())
    }

    #[inline(always)]
    fn fbin(
        &mut self,
        op: ir::FBinOp,
        fty: ir::FloatTy,
        dst: ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<(), Box<Stop>> {
        let (m, r) = (&mut *self.m, self.r);
        let v = arith::float_bin(op, fty, m.rd(r, a), m.rd(r, b));
        m.wr(r, dst, v);
        Ok(())
    }

    #[inline(always)]
    fn fneg(&mut self, fty: ir::FloatTy, dst: ValueId, a: Operand) -> Result<(), Box<Stop>> {
        let (m, r) = (&mut *self.m, self.r);
        let sign = if fty == ir::FloatTy::F32 {
            1u64 << 31
        } else {
            1u64 << 63
        };
        let v = m.rd(r, a) ^ sign;
        m.wr(r, dst, v);
        Ok(())
    }

    #[inline(always)]
    fn fcmp(
        &mut self,
        pred: ir::FloatPred,
        fty: ir::FloatTy,
        dst: ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<(), Box<Stop>> {
        let (m, r) = (&mut *self.m, self.r);
        let v = arith::float_cmp(pred, fty, m.rd(r, a), m.rd(r, b));
        m.wr(r, dst, u64::from(v));
        Ok(())
    }

    #[inline(always)]
    fn cast(
        &mut self,
        op: ir::CastOp,
        from: ir::TyId,
        to: ir::TyId,
        dst: ValueId,
        a: Operand,
    ) -> Result<(), Box<Stop>> {
        let (m, r) = (&mut *self.m, self.r);
        let prog = m.prog;
        let (fs, ts) = (prog.nslots(from), prog.nslots(to));
        if fs == 1 && ts == 1 {
            let v = arith::cast(op, m.scalar(from), m.scalar(to), u128::from(m.rd(r, a)));
            m.wr(r, dst, v as u64);
        } else if prog.is_small_scalar(from)
            || matches!(prog.module.types.kind(from), TyKind::Int(_))
        {
            let x = if fs == 1 {
                u128::from(m.rd(r, a))
            } else {
                m.rd_wide(r, a)
            };
            let v = arith::cast(op, m.scalar(from), m.scalar(to), x);
            if ts == 1 {
                m.wr(r, dst, v as u64);
            } else {
                m.wr_wide(r, dst, v);
            }
        } else {
            let mut buf = std::mem::take(&mut m.scratch);
            buf.clear();
            m.rd_slots(r, a, fs, &mut buf);
            buf.resize(ts, 0);
            m.wr_slots(r, dst, &buf);
            m.scratch = buf;
        }
        Ok(())
    }

    #[inline(always)]
    fn select(
        &mut self,
        ty: ir::TyId,
        dst: ValueId,
        cond: Operand,
        a: Operand,
        b: Operand,
    ) -> Result<Control, Box<Stop>> {
        let (m, r) = (&mut *self.m, self.r);
        let pick = if m.rd(r, cond) & 1 == 1 { a } else { b };
        let n = m.prog.nslots(ty);
        if n == 1 {
            let v = m.rd(r, pick);
            m.wr(r, dst, v);
        } else {
            let mut buf = std::mem::take(&mut m.scratch);
            buf.clear();
            m.rd_slots(r, pick, n, &mut buf);
            m.wr_slots(r, dst, &buf);
            m.scratch = buf;
        }
        Ok(Control::Next)
    }

    #[inline(always)]
    fn gep(
        &mut self,
        dst: ValueId,
        base: Operand,
        offset: i64,
        indices: &[ir::GepIndex],
    ) -> Result<(), Box<Stop>> {
        let (m, r) = (&mut *self.m, self.r);
        let mut addr = m.rd(r, base).wrapping_add(offset as u64);
        for ix in indices.iter() {
            let v = sext(u128::from(m.rd(r, ix.value)), ix.bits) as i64;
            addr = addr.wrapping_add(v.wrapping_mul(ix.scale) as u64);
        }
        let pb = m.ptr_bits();
        m.wr(r, dst, mask64(addr, pb));
        Ok(())
    }

    #[inline(always)]
    fn load(&mut self, ty: ir::TyId, dst: ValueId, ptr: Operand) -> Result<Control, Box<Stop>> {
        let (m, r) = (&mut *self.m, self.r);
        let prog = m.prog;
        let addr = m.rd(r, ptr);
        if m.mem.tracks_initialization() {
            let size = prog.module.types.get(ty).store_size;
            m.feed_uninitialized(addr, size).map_err(halt)?;
        }
        if prog.is_small_scalar(ty) {
            let d = prog.module.types.get(ty);
            let mut v = m.mem.read_uint(addr, d.store_size as usize).map_err(halt)?;
            if let TyKind::Int(bits) = d.kind {
                v = mask64(v, bits);
            }
            m.wr(r, dst, v);
        } else {
            m.load_wide(r, ty, dst, addr).map_err(halt)?;
        }
        Ok(Control::Next)
    }

    #[inline(always)]
    fn store(&mut self, ty: ir::TyId, ptr: Operand, val: Operand) -> Result<Control, Box<Stop>> {
        let (m, r) = (&mut *self.m, self.r);
        let prog = m.prog;
        let addr = m.rd(r, ptr);
        if prog.is_small_scalar(ty) {
            let size = prog.module.types.get(ty).store_size as usize;
            let v = m.rd(r, val);
            m.mem.write_uint(addr, size, v).map_err(halt)?;
        } else {
            m.store_wide(r, ty, val, addr).map_err(halt)?;
        }
        Ok(Control::Next)
    }

    #[inline(always)]
    fn alloca(
        &mut self,
        elem_size: u64,
        count: Operand,
        count_bits: u32,
        align: u32,
        dst: ValueId,
        loc: ir::LocId,
    ) -> Result<(), Box<Stop>> {
        let (m, r) = (&mut *self.m, self.r);
        let n = mask64(m.rd(r, count), count_bits);
        let size = elem_size.saturating_mul(n);
        let reg = m
            .mem
            .allocate(size, u64::from(align), memory::RegionKind::Stack, loc.0)
            .map_err(halt)?;
        m.allocas.push(reg);
        let a = m.mem.region(reg).base;
        m.wr(r, dst, a);
        Ok(())
    }

    #[inline]
    fn extract_value(
        &mut self,
        ty: ir::TyId,
        dst: ValueId,
        agg: Operand,
        offset: u64,
    ) -> Result<(), Box<Stop>> {
        self.m.extract_value(self.r, ty, dst, agg, offset);
        Ok(())
    }

    #[inline]
    fn insert_value(
        &mut self,
        agg_ty: ir::TyId,
        ty: ir::TyId,
        dst: ValueId,
        agg: Operand,
        val: Operand,
        offset: u64,
    ) -> Result<(), Box<Stop>> {
        self.m
            .insert_value(self.r, agg_ty, ty, dst, agg, val, offset);
        Ok(())
    }

    #[inline(always)]
    fn br(&mut self, target: ir::BlockId) -> Result<Control, Box<Stop>> {
        Ok(Control::Goto(self.m.jump(self.r, self.body, target)))
    }

    #[inline(always)]
    fn cond_br(
        &mut self,
        cond: Operand,
        t: ir::BlockId,
        f: ir::BlockId,
        loc: ir::LocId,
    ) -> Result<Control, Box<Stop>> {
        let taken = self.m.rd(self.r, cond) & 1 == 1;
        let target = if taken { t } else { f };
        if let Some(log) = self.m.branch_log.as_mut() {
            if log.taken.len() < log.limit && log.at.contains(&loc) {
                log.taken.push((loc, u32::from(!taken)));
            }
        }
        Ok(Control::Goto(self.m.jump(self.r, self.body, target)))
    }

    #[inline]
    fn switch(
        &mut self,
        bits: u32,
        val: Operand,
        cases: &[(u128, ir::BlockId)],
        default: ir::BlockId,
        loc: ir::LocId,
    ) -> Result<Control, Box<Stop>> {
        let (m, r) = (&mut *self.m, self.r);
        let v = if bits <= 64 {
            u128::from(m.rd(r, val))
        } else {
            m.rd_wide(r, val)
        };
        let target = cases
            .iter()
            .find(|(c, _)| *c == v)
            .map_or(default, |(_, b)| *b);
        if let Some(log) = m.branch_log.as_mut() {
            if log.taken.len() < log.limit && log.at.contains(&loc) {
                let mut targets: Vec<ir::BlockId> = Vec::new();
                for &(_, b) in cases.iter().chain(std::iter::once(&(0, default))) {
                    if !targets.contains(&b) {
                        targets.push(b);
                    }
                }
                let succ = targets.iter().position(|&b| b == target).unwrap_or(0);
                log.taken.push((loc, succ as u32));
            }
        }
        Ok(Control::Goto(m.jump(r, self.body, target)))
    }

    #[inline]
    fn ret(&mut self, val: Option<Operand>) -> Result<Control, Box<Stop>> {
        self.sync();
        self.m.ret(self.r, val).map_err(halt)?;
        Ok(Control::Frames)
    }

    #[inline]
    fn call(
        &mut self,
        callee: &ir::Callee,
        args: &[Operand],
        arg_tys: &[ir::TyId],
        byval: &[Option<ir::TyId>],
        ret: ir::TyId,
        dst: Option<ValueId>,
    ) -> Result<Control, Box<Stop>> {
        self.sync();
        match self
            .m
            .call(self.r, callee, args, arg_tys, byval, ret, dst)?
        {
            true => Ok(Control::Frames),
            false => Ok(Control::Next),
        }
    }

    #[inline]
    fn intrinsic(
        &mut self,
        which: ir::Intrinsic,
        ty: ir::TyId,
        args: &[Operand],
        dst: Option<ValueId>,
    ) -> Result<Control, Box<Stop>> {
        self.sync();
        self.m
            .intrinsic(self.r, which, ty, args, dst)
            .map_err(halt)?;
        Ok(Control::Next)
    }

    fn atomic_rmw(
        &mut self,
        op: ir::RmwOp,
        ty: ir::TyId,
        dst: ValueId,
        ptr: Operand,
        val: Operand,
    ) -> Result<Control, Box<Stop>> {
        self.sync();
        let (m, r) = (&mut *self.m, self.r);
        if m.mem.tracks_initialization() {
            let addr = m.rd(r, ptr);
            let size = m.prog.module.types.get(ty).store_size;
            m.feed_uninitialized(addr, size).map_err(halt)?;
        }
        m.atomic_rmw(r, op, ty, dst, ptr, val).map_err(halt)?;
        Ok(Control::Next)
    }

    fn cmpxchg(
        &mut self,
        ty: ir::TyId,
        pair: ir::TyId,
        dst: ValueId,
        ptr: Operand,
        expected: Operand,
        new: Operand,
    ) -> Result<Control, Box<Stop>> {
        self.sync();
        self.m
            .cmpxchg(self.r, ty, pair, dst, ptr, expected, new)
            .map_err(halt)?;
        Ok(Control::Next)
    }

    fn va_arg(&mut self, ty: ir::TyId, dst: ValueId, list: Operand) -> Result<Control, Box<Stop>> {
        self.sync();
        self.m.va_arg_inst(self.r, ty, dst, list).map_err(halt)?;
        Ok(Control::Next)
    }
}

/// An error of the machine's operations, as the domain returns it.
#[cold]
fn halt(e: impl Into<Stop>) -> Box<Stop> {
    Box::new(e.into())
}
