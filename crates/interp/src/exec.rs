//! The interpreter loop: instruction semantics on register slots.

use ir::{BinOp, Op, Operand, TyKind, ValueId};

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

    /// Executes until the program exits or stops on an error.
    pub(crate) fn run_loop(&mut self) -> Stop {
        let limit = self.instruction_limit();
        let prog = self.prog;
        'frames: loop {
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
            let mut pc = fr.pc as usize;
            macro_rules! sync {
                () => {
                    if let Some(f) = self.frames.last_mut() {
                        f.pc = pc as u32;
                    }
                };
            }
            macro_rules! fail {
                ($kind:expr, $msg:expr) => {{
                    sync!();
                    return Stop::Error($kind, $msg);
                }};
            }
            macro_rules! tri {
                ($e:expr) => {
                    match $e {
                        Ok(v) => v,
                        Err(s) => {
                            sync!();
                            return Stop::from(s);
                        }
                    }
                };
            }
            loop {
                let inst = &insts[pc];
                pc += 1;
                self.instructions += 1;
                if self.instructions > limit {
                    // The instruction is not executed: a resumed run starts with it.
                    pc -= 1;
                    self.instructions -= 1;
                    fail!(
                        ErrorKind::InstructionLimit,
                        format!("instruction limit of {limit} reached")
                    );
                }
                match &inst.op {
                    Op::Bin {
                        op,
                        bits,
                        dst,
                        a,
                        b,
                    } => {
                        let bits = *bits;
                        if bits <= 64 {
                            let (x, y) = (self.rd(r, *a), self.rd(r, *b));
                            let v = match op {
                                BinOp::Add => x.wrapping_add(y),
                                BinOp::Sub => x.wrapping_sub(y),
                                BinOp::Mul => x.wrapping_mul(y),
                                BinOp::And => x & y,
                                BinOp::Or => x | y,
                                BinOp::Xor => x ^ y,
                                _ => {
                                    match arith::int_bin(*op, bits, u128::from(x), u128::from(y)) {
                                        Ok(v) => v as u64,
                                        Err(e) => fail!(arith_kind(e), arith_msg(e)),
                                    }
                                }
                            };
                            self.wr(r, *dst, mask64(v, bits));
                        } else {
                            let (x, y) = (self.rd_wide(r, *a), self.rd_wide(r, *b));
                            match arith::int_bin(*op, bits, x, y) {
                                Ok(v) => self.wr_wide(r, *dst, v),
                                Err(e) => fail!(arith_kind(e), arith_msg(e)),
                            }
                        }
                    }
                    Op::ICmp {
                        pred,
                        bits,
                        dst,
                        a,
                        b,
                    } => {
                        let res = if *bits <= 64 {
                            arith::int_cmp(
                                *pred,
                                *bits,
                                u128::from(self.rd(r, *a)),
                                u128::from(self.rd(r, *b)),
                            )
                        } else {
                            arith::int_cmp(*pred, *bits, self.rd_wide(r, *a), self.rd_wide(r, *b))
                        };
                        self.wr(r, *dst, u64::from(res));
                    }
                    Op::FBin { op, fty, dst, a, b } => {
                        let v = arith::float_bin(*op, *fty, self.rd(r, *a), self.rd(r, *b));
                        self.wr(r, *dst, v);
                    }
                    Op::FNeg { fty, dst, a } => {
                        let sign = if *fty == ir::FloatTy::F32 {
                            1u64 << 31
                        } else {
                            1u64 << 63
                        };
                        let v = self.rd(r, *a) ^ sign;
                        self.wr(r, *dst, v);
                    }
                    Op::FCmp {
                        pred,
                        fty,
                        dst,
                        a,
                        b,
                    } => {
                        let v = arith::float_cmp(*pred, *fty, self.rd(r, *a), self.rd(r, *b));
                        self.wr(r, *dst, u64::from(v));
                    }
                    Op::Cast {
                        op,
                        from,
                        to,
                        dst,
                        a,
                    } => {
                        let (fs, ts) = (prog.nslots(*from), prog.nslots(*to));
                        if fs == 1 && ts == 1 {
                            let v = arith::cast(
                                *op,
                                self.scalar(*from),
                                self.scalar(*to),
                                u128::from(self.rd(r, *a)),
                            );
                            self.wr(r, *dst, v as u64);
                        } else if prog.is_small_scalar(*from)
                            || matches!(prog.module.types.kind(*from), TyKind::Int(_))
                        {
                            let x = if fs == 1 {
                                u128::from(self.rd(r, *a))
                            } else {
                                self.rd_wide(r, *a)
                            };
                            let v = arith::cast(*op, self.scalar(*from), self.scalar(*to), x);
                            if ts == 1 {
                                self.wr(r, *dst, v as u64);
                            } else {
                                self.wr_wide(r, *dst, v);
                            }
                        } else {
                            let mut buf = std::mem::take(&mut self.scratch);
                            buf.clear();
                            self.rd_slots(r, *a, fs, &mut buf);
                            buf.resize(ts, 0);
                            self.wr_slots(r, *dst, &buf);
                            self.scratch = buf;
                        }
                    }
                    Op::Select {
                        ty,
                        dst,
                        cond,
                        a,
                        b,
                    } => {
                        let pick = if self.rd(r, *cond) & 1 == 1 { *a } else { *b };
                        let n = prog.nslots(*ty);
                        if n == 1 {
                            let v = self.rd(r, pick);
                            self.wr(r, *dst, v);
                        } else {
                            let mut buf = std::mem::take(&mut self.scratch);
                            buf.clear();
                            self.rd_slots(r, pick, n, &mut buf);
                            self.wr_slots(r, *dst, &buf);
                            self.scratch = buf;
                        }
                    }
                    Op::Gep {
                        dst,
                        base,
                        offset,
                        indices,
                    } => {
                        let mut addr = self.rd(r, *base).wrapping_add(*offset as u64);
                        for ix in indices.iter() {
                            let v = sext(u128::from(self.rd(r, ix.value)), ix.bits) as i64;
                            addr = addr.wrapping_add(v.wrapping_mul(ix.scale) as u64);
                        }
                        let pb = self.ptr_bits();
                        self.wr(r, *dst, mask64(addr, pb));
                    }
                    Op::Load { ty, dst, ptr, .. } => {
                        let addr = self.rd(r, *ptr);
                        if self.mem.tracks_initialization() {
                            let size = prog.module.types.get(*ty).store_size;
                            tri!(self.feed_uninitialized(addr, size));
                        }
                        if prog.is_small_scalar(*ty) {
                            let d = prog.module.types.get(*ty);
                            let mut v = tri!(self.mem.read_uint(addr, d.store_size as usize));
                            if let TyKind::Int(bits) = d.kind {
                                v = mask64(v, bits);
                            }
                            self.wr(r, *dst, v);
                        } else {
                            tri!(self.load_wide(r, *ty, *dst, addr));
                        }
                    }
                    Op::Store { ty, ptr, val, .. } => {
                        let addr = self.rd(r, *ptr);
                        if prog.is_small_scalar(*ty) {
                            let size = prog.module.types.get(*ty).store_size as usize;
                            let v = self.rd(r, *val);
                            tri!(self.mem.write_uint(addr, size, v));
                        } else {
                            tri!(self.store_wide(r, *ty, *val, addr));
                        }
                    }
                    Op::Alloca {
                        ty: _,
                        elem_size,
                        count,
                        count_bits,
                        align,
                        dst,
                    } => {
                        let n = mask64(self.rd(r, *count), *count_bits);
                        let size = elem_size.saturating_mul(n);
                        let loc = inst.loc.0;
                        let reg = tri!(self.mem.allocate(
                            size,
                            u64::from(*align),
                            memory::RegionKind::Stack,
                            loc
                        ));
                        self.allocas.push(reg);
                        let a = self.mem.region(reg).base;
                        self.wr(r, *dst, a);
                    }
                    Op::ExtractValue {
                        ty,
                        dst,
                        agg,
                        offset,
                    } => {
                        self.extract_value(r, *ty, *dst, *agg, *offset);
                    }
                    Op::InsertValue {
                        agg_ty,
                        ty,
                        dst,
                        agg,
                        val,
                        offset,
                    } => {
                        self.insert_value(r, *agg_ty, *ty, *dst, *agg, *val, *offset);
                    }
                    Op::Br { target } => {
                        pc = self.jump(r, body, *target);
                    }
                    Op::CondBr { cond, t, f } => {
                        let target = if self.rd(r, *cond) & 1 == 1 { *t } else { *f };
                        pc = self.jump(r, body, target);
                    }
                    Op::Switch {
                        bits,
                        val,
                        cases,
                        default,
                    } => {
                        let v = if *bits <= 64 {
                            u128::from(self.rd(r, *val))
                        } else {
                            self.rd_wide(r, *val)
                        };
                        let target = cases
                            .iter()
                            .find(|(c, _)| *c == v)
                            .map_or(*default, |(_, b)| *b);
                        pc = self.jump(r, body, target);
                    }
                    Op::IndirectBr { .. } => {
                        fail!(ErrorKind::Unsupported, "computed goto (indirectbr)".into());
                    }
                    Op::Unreachable => {
                        fail!(
                            ErrorKind::Trap,
                            "reached an `unreachable` point (undefined behaviour)".into()
                        );
                    }
                    Op::Ret { val } => {
                        sync!();
                        if let Err(s) = self.ret(r, *val) {
                            return s;
                        }
                        continue 'frames;
                    }
                    Op::Call {
                        callee,
                        args,
                        arg_tys,
                        byval,
                        ret,
                        dst,
                    } => {
                        sync!();
                        match self.call(r, callee, args, arg_tys, byval, *ret, *dst) {
                            Ok(true) => continue 'frames,
                            Ok(false) => {}
                            Err(s) => return s,
                        }
                    }
                    Op::Intrinsic {
                        which,
                        ty,
                        args,
                        dst,
                    } => {
                        sync!();
                        if let Err(s) = self.intrinsic(r, *which, *ty, args, *dst) {
                            return s;
                        }
                    }
                    Op::AtomicRmw {
                        op,
                        ty,
                        dst,
                        ptr,
                        val,
                    } => {
                        sync!();
                        if self.mem.tracks_initialization() {
                            let addr = self.rd(r, *ptr);
                            let size = prog.module.types.get(*ty).store_size;
                            tri!(self.feed_uninitialized(addr, size));
                        }
                        if let Err(s) = self.atomic_rmw(r, *op, *ty, *dst, *ptr, *val) {
                            return s;
                        }
                    }
                    Op::CmpXchg {
                        ty,
                        pair,
                        dst,
                        ptr,
                        expected,
                        new,
                    } => {
                        sync!();
                        if let Err(s) = self.cmpxchg(r, *ty, *pair, *dst, *ptr, *expected, *new) {
                            return s;
                        }
                    }
                    Op::VaArg { ty, dst, list } => {
                        sync!();
                        if let Err(s) = self.va_arg_inst(r, *ty, *dst, *list) {
                            return s;
                        }
                    }
                }
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
