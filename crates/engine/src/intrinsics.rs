//! LLVM intrinsics and atomics.

use ir::{Intrinsic, Operand, RmwOp, TyId, TyKind, ValueId};

use crate::arith::{mask, mask64, sext, to_f64};
use crate::error::ErrorKind;
use crate::exec::Regs;
use crate::machine::{Machine, Stop};

impl Machine<'_, '_> {
    fn int_bits(&self, ty: TyId) -> u32 {
        match self.prog.module.types.kind(ty) {
            TyKind::Int(b) => *b,
            _ => self.ptr_bits(),
        }
    }

    fn rd_int(&self, r: Regs<'_>, op: Operand, bits: u32) -> u128 {
        if bits <= 64 {
            u128::from(self.rd(r, op))
        } else {
            self.rd_wide(r, op)
        }
    }

    fn wr_int(&mut self, r: Regs<'_>, dst: ValueId, bits: u32, v: u128) {
        if bits <= 64 {
            self.wr(r, dst, v as u64);
        } else {
            self.wr_wide(r, dst, v);
        }
    }

    /// Writes an `{iN, i1}` overflow-intrinsic result.
    fn wr_pair(&mut self, r: Regs<'_>, dst: ValueId, bits: u32, v: u128, flag: bool) {
        let align = self.prog.module.model().int_align(bits) as usize;
        let size = (bits as usize).div_ceil(8).div_ceil(align) * align;
        let mut bytes = v.to_le_bytes()[..size.min(16)].to_vec();
        bytes.push(u8::from(flag));
        let n = bytes.len().div_ceil(8);
        let mut slots = vec![0u64; n];
        crate::consts::bytes_to_slots(&bytes, &mut slots);
        self.wr_slots(r, dst, &slots);
    }

    /// Executes intrinsic `which` with overloaded type `ty`.
    pub(crate) fn intrinsic(
        &mut self,
        r: Regs<'_>,
        which: Intrinsic,
        ty: TyId,
        args: &[Operand],
        dst: Option<ValueId>,
    ) -> Result<(), Stop> {
        use Intrinsic as I;
        let arg = |m: &Self, i: usize| args.get(i).map_or(0, |&a| m.rd(r, a));
        let bits = self.int_bits(ty);
        let result: Option<u128> = match which {
            I::MemCpy | I::MemMove => {
                let len = arg(self, 2);
                self.mem.copy(arg(self, 0), arg(self, 1), len)?;
                None
            }
            I::MemSet => {
                let len = arg(self, 2);
                self.mem.fill(arg(self, 0), arg(self, 1) as u8, len)?;
                None
            }
            I::Ctpop => Some(u128::from(self.rd_int(r, args[0], bits).count_ones())),
            I::Ctlz => Some(u128::from(self.rd_int(r, args[0], bits).leading_zeros() - (128 - bits))),
            I::Cttz => Some(u128::from(self.rd_int(r, args[0], bits).trailing_zeros().min(bits))),
            I::Bswap => {
                let v = self.rd_int(r, args[0], bits);
                Some(v.swap_bytes() >> (128 - bits))
            }
            I::BitReverse => {
                let v = self.rd_int(r, args[0], bits);
                Some(v.reverse_bits() >> (128 - bits))
            }
            I::Fshl | I::Fshr => {
                let (a, b) = (self.rd_int(r, args[0], bits), self.rd_int(r, args[1], bits));
                let s = (self.rd_int(r, args[2], bits) % u128::from(bits)) as u32;
                let v = if s == 0 {
                    if which == I::Fshl {
                        a
                    } else {
                        b
                    }
                } else if which == I::Fshl {
                    (a << s) | (b >> (bits - s))
                } else {
                    (a << (bits - s)) | (b >> s)
                };
                Some(mask(v, bits))
            }
            I::Abs => {
                let v = sext(self.rd_int(r, args[0], bits), bits);
                Some(mask(v.wrapping_abs() as u128, bits))
            }
            I::SMin | I::SMax | I::UMin | I::UMax => {
                let (a, b) = (self.rd_int(r, args[0], bits), self.rd_int(r, args[1], bits));
                let (sa, sb) = (sext(a, bits), sext(b, bits));
                Some(match which {
                    I::SMin => if sa <= sb { a } else { b },
                    I::SMax => if sa >= sb { a } else { b },
                    I::UMin => a.min(b),
                    _ => a.max(b),
                })
            }
            I::SAddOverflow | I::UAddOverflow | I::SSubOverflow | I::USubOverflow | I::SMulOverflow
            | I::UMulOverflow => {
                let (a, b) = (self.rd_int(r, args[0], bits), self.rd_int(r, args[1], bits));
                let (v, flag) = overflow_op(which, bits, a, b);
                if let Some(d) = dst {
                    self.wr_pair(r, d, bits, v, flag);
                }
                None
            }
            I::SAddSat | I::UAddSat | I::SSubSat | I::USubSat => {
                let (a, b) = (self.rd_int(r, args[0], bits), self.rd_int(r, args[1], bits));
                Some(saturating_op(which, bits, a, b))
            }
            I::Trap => return Err(Stop::Error(ErrorKind::Trap, "__builtin_trap() executed".into())),
            I::StackSave => Some(self.allocas.len() as u128),
            I::StackRestore => {
                let mark = (arg(self, 0) as usize).min(self.allocas.len());
                let floor = self.frames.last().map_or(0, |f| f.alloca_mark);
                for reg in self.allocas.drain(mark.max(floor)..) {
                    self.mem.kill(reg, 0);
                }
                None
            }
            I::VaStart => {
                let ap = arg(self, 0);
                let area = self.frames.last().map_or(0, |f| f.va_area);
                if self.ptr_bits() == 64 {
                    self.mem.write_uint(ap, 4, 48)?;
                    self.mem.write_uint(ap + 4, 4, 176)?;
                    self.mem.write_uint(ap + 8, 8, area)?;
                    self.mem.write_uint(ap + 16, 8, area)?;
                } else {
                    self.mem.write_uint(ap, 4, area)?;
                }
                None
            }
            I::VaEnd => None,
            I::VaCopy => {
                let len = if self.ptr_bits() == 64 { 24 } else { 4 };
                self.mem.copy(arg(self, 0), arg(self, 1), len)?;
                None
            }
            I::Fabs | I::Sqrt | I::Floor | I::Ceil | I::FTrunc | I::Round | I::RoundEven | I::Rint => {
                let TyKind::Float(fty) = *self.prog.module.types.kind(ty) else {
                    return Err(Stop::Error(ErrorKind::Unsupported, format!("{which:?} on a non-float")));
                };
                let x = to_f64(fty, arg(self, 0));
                let v = match which {
                    I::Fabs => x.abs(),
                    I::Sqrt => x.sqrt(),
                    I::Floor => x.floor(),
                    I::Ceil => x.ceil(),
                    I::FTrunc => x.trunc(),
                    I::Round => x.round(),
                    _ => x.round_ties_even(),
                };
                // f32 operations are exact in f64 and round once on the way back.
                let v = if fty == ir::FloatTy::F32 && which == I::Sqrt {
                    u64::from(f32::from_bits(arg(self, 0) as u32).sqrt().to_bits())
                } else {
                    crate::arith::from_f64(fty, v)
                };
                Some(u128::from(v))
            }
            I::Fma | I::FMulAdd | I::CopySign | I::MinNum | I::MaxNum => {
                let TyKind::Float(fty) = *self.prog.module.types.kind(ty) else {
                    return Err(Stop::Error(ErrorKind::Unsupported, format!("{which:?} on a non-float")));
                };
                Some(u128::from(float3(which, fty, arg(self, 0), arg(self, 1), arg(self, 2))))
            }
            I::Expect => Some(self.rd_int(r, args[0], bits)),
            I::IsConstant => Some(0),
            I::ObjectSize => {
                let min = arg(self, 1) & 1 == 1;
                let rb = dst.map_or(64, |d| {
                    let f = self.frames.last().map_or(ir::FuncId(0), |f| f.func);
                    self.int_bits(self.prog.module.func(f).values[d.0 as usize])
                });
                Some(if min { 0 } else { mask(u128::MAX, rb) })
            }
            I::Assume => None,
            I::FrameAddress => Some(u128::from(self.frames.last().map_or(0, |f| f.base as u64) + 0x1000)),
        };
        if let (Some(d), Some(v)) = (dst, result) {
            let rbits = {
                let f = self.frames.last().map_or(ir::FuncId(0), |f| f.func);
                let t = self.prog.module.func(f).values[d.0 as usize];
                match self.prog.module.types.kind(t) {
                    TyKind::Int(b) => *b,
                    _ => 64,
                }
            };
            self.wr_int(r, d, rbits, mask(v, rbits));
        }
        Ok(())
    }

    /// `atomicrmw`, executed as a plain read-modify-write.
    pub(crate) fn atomic_rmw(
        &mut self,
        r: Regs<'_>,
        op: RmwOp,
        ty: TyId,
        dst: ValueId,
        ptr: Operand,
        val: Operand,
    ) -> Result<(), Stop> {
        let bits = self.int_bits(ty);
        let size = self.prog.module.types.get(ty).store_size as usize;
        let addr = self.rd(r, ptr);
        let old = self.mem.read_uint(addr, size)?;
        let v = self.rd(r, val);
        let (so, sv) = (sext(u128::from(old), bits), sext(u128::from(v), bits));
        let new = match op {
            RmwOp::Xchg => v,
            RmwOp::Add => old.wrapping_add(v),
            RmwOp::Sub => old.wrapping_sub(v),
            RmwOp::And => old & v,
            RmwOp::Nand => !(old & v),
            RmwOp::Or => old | v,
            RmwOp::Xor => old ^ v,
            RmwOp::Max => if so >= sv { old } else { v },
            RmwOp::Min => if so <= sv { old } else { v },
            RmwOp::UMax => old.max(v),
            RmwOp::UMin => old.min(v),
        };
        self.mem.write_uint(addr, size, mask64(new, bits))?;
        self.wr(r, dst, old);
        Ok(())
    }

    /// `cmpxchg`, producing `{old, success}`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn cmpxchg(
        &mut self,
        r: Regs<'_>,
        ty: TyId,
        pair: TyId,
        dst: ValueId,
        ptr: Operand,
        expected: Operand,
        new: Operand,
    ) -> Result<(), Stop> {
        let size = self.prog.module.types.get(ty).store_size as usize;
        let addr = self.rd(r, ptr);
        let old = self.mem.read_uint(addr, size)?;
        let ok = old == self.rd(r, expected);
        if ok {
            let n = self.rd(r, new);
            self.mem.write_uint(addr, size, n)?;
        }
        let off = match self.prog.module.types.kind(pair) {
            TyKind::Struct { offsets, .. } => offsets.get(1).copied().unwrap_or(8) as usize,
            _ => 8,
        };
        let mut bytes = vec![0u8; self.prog.nslots(pair) * 8];
        bytes[..size].copy_from_slice(&old.to_le_bytes()[..size]);
        if off < bytes.len() {
            bytes[off] = u8::from(ok);
        }
        let mut slots = vec![0u64; self.prog.nslots(pair)];
        crate::consts::bytes_to_slots(&bytes, &mut slots);
        self.wr_slots(r, dst, &slots);
        Ok(())
    }

    /// The `va_arg` instruction: reads the next variadic argument of type `ty`.
    pub(crate) fn va_arg_inst(&mut self, r: Regs<'_>, ty: TyId, dst: ValueId, list: Operand) -> Result<(), Stop> {
        let ap = self.rd(r, list);
        let (cursor_at, pb) = if self.ptr_bits() == 64 { (ap + 8, 8usize) } else { (ap, 4usize) };
        let cursor = self.mem.read_uint(cursor_at, pb)?;
        let (offs, total) = self.va_layout(&[ty]);
        let at = cursor + offs.first().copied().unwrap_or(0);
        let size = self.prog.module.types.get(ty).store_size as usize;
        let mut bytes = vec![0u8; size];
        self.mem.read(at, &mut bytes)?;
        let mut slots = vec![0u64; self.prog.nslots(ty)];
        crate::consts::bytes_to_slots(&bytes, &mut slots);
        self.wr_slots(r, dst, &slots);
        self.mem.write_uint(cursor_at, pb, cursor + total)?;
        Ok(())
    }
}

/// `{result, overflowed}` of an overflow intrinsic.
fn overflow_op(which: Intrinsic, bits: u32, a: u128, b: u128) -> (u128, bool) {
    use Intrinsic as I;
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    let smin = -(1i128 << (bits - 1).min(126));
    let smax = (1i128 << (bits - 1).min(126)) - 1;
    let umax = mask(u128::MAX, bits);
    match which {
        I::SAddOverflow => {
            let exact = sa.checked_add(sb);
            (mask(a.wrapping_add(b), bits), exact.is_none_or(|e| e < smin || e > smax))
        }
        I::SSubOverflow => {
            let exact = sa.checked_sub(sb);
            (mask(a.wrapping_sub(b), bits), exact.is_none_or(|e| e < smin || e > smax))
        }
        I::SMulOverflow => {
            let exact = sa.checked_mul(sb);
            (mask(a.wrapping_mul(b), bits), exact.is_none_or(|e| e < smin || e > smax))
        }
        I::UAddOverflow => {
            let exact = a.checked_add(b);
            (mask(a.wrapping_add(b), bits), exact.is_none_or(|e| e > umax))
        }
        I::USubOverflow => (mask(a.wrapping_sub(b), bits), b > a),
        _ => {
            let exact = a.checked_mul(b);
            (mask(a.wrapping_mul(b), bits), exact.is_none_or(|e| e > umax))
        }
    }
}

fn saturating_op(which: Intrinsic, bits: u32, a: u128, b: u128) -> u128 {
    use Intrinsic as I;
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    let smin = -(1i128 << (bits - 1).min(126));
    let smax = (1i128 << (bits - 1).min(126)) - 1;
    let umax = mask(u128::MAX, bits);
    match which {
        I::SAddSat => mask(sa.saturating_add(sb).clamp(smin, smax) as u128, bits),
        I::SSubSat => mask(sa.saturating_sub(sb).clamp(smin, smax) as u128, bits),
        I::UAddSat => a.saturating_add(b).min(umax),
        _ => a.saturating_sub(b),
    }
}

/// Three-operand float intrinsics.
fn float3(which: Intrinsic, fty: ir::FloatTy, a: u64, b: u64, c: u64) -> u64 {
    use Intrinsic as I;
    if fty == ir::FloatTy::F32 {
        let (x, y, z) = (f32::from_bits(a as u32), f32::from_bits(b as u32), f32::from_bits(c as u32));
        let v = match which {
            I::Fma => x.mul_add(y, z),
            // Unfused like gcc -O0 on x86-64 without FMA instructions.
            I::FMulAdd => x * y + z,
            I::CopySign => x.copysign(y),
            I::MinNum => x.min(y),
            _ => x.max(y),
        };
        u64::from(v.to_bits())
    } else {
        let (x, y, z) = (f64::from_bits(a), f64::from_bits(b), f64::from_bits(c));
        let v = match which {
            I::Fma => x.mul_add(y, z),
            I::FMulAdd => x * y + z,
            I::CopySign => x.copysign(y),
            I::MinNum => x.min(y),
            _ => x.max(y),
        };
        v.to_bits()
    }
}
