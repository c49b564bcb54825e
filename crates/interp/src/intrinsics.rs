//! LLVM intrinsics and atomics.

use ir::{Intrinsic, Operand, RmwOp, TyId, TyKind, ValueId};

use crate::arith::{mask, mask64, sext};
use crate::error::ErrorKind;
use crate::machine::Regs;
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
        semantics::abi::bytes_to_slots(&bytes, &mut slots);
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
            I::Ctpop
            | I::Ctlz
            | I::Cttz
            | I::Bswap
            | I::BitReverse
            | I::Fshl
            | I::Fshr
            | I::Abs
            | I::SMin
            | I::SMax
            | I::UMin
            | I::UMax
            | I::SAddOverflow
            | I::UAddOverflow
            | I::SSubOverflow
            | I::USubOverflow
            | I::SMulOverflow
            | I::UMulOverflow
            | I::SAddSat
            | I::UAddSat
            | I::SSubSat
            | I::USubSat => {
                let vals: Vec<u128> = args.iter().map(|&o| self.rd_int(r, o, bits)).collect();
                match crate::pure::int_intrinsic(which, bits, &vals) {
                    Some(crate::pure::PureOut::Pair(v, flag)) => {
                        if let Some(d) = dst {
                            self.wr_pair(r, d, bits, v, flag);
                        }
                        None
                    }
                    Some(crate::pure::PureOut::Int(v)) => Some(v),
                    None => None,
                }
            }
            I::Trap => {
                return Err(Stop::Error(
                    ErrorKind::Trap,
                    "__builtin_trap() executed".into(),
                ))
            }
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
            I::Fabs
            | I::Sqrt
            | I::Floor
            | I::Ceil
            | I::FTrunc
            | I::Round
            | I::RoundEven
            | I::Rint
            | I::Fma
            | I::FMulAdd
            | I::CopySign
            | I::MinNum
            | I::MaxNum => {
                let TyKind::Float(fty) = *self.prog.module.types.kind(ty) else {
                    return Err(Stop::Error(
                        ErrorKind::Unsupported,
                        format!("{which:?} on a non-float"),
                    ));
                };
                let vals = [arg(self, 0), arg(self, 1), arg(self, 2)].map(u128::from);
                crate::pure::float_intrinsic(which, fty, &vals).map(u128::from)
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
            I::FrameAddress => Some(u128::from(
                self.frames.last().map_or(0, |f| f.base as u64) + 0x1000,
            )),
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
            RmwOp::Max => {
                if so >= sv {
                    old
                } else {
                    v
                }
            }
            RmwOp::Min => {
                if so <= sv {
                    old
                } else {
                    v
                }
            }
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
        semantics::abi::bytes_to_slots(&bytes, &mut slots);
        self.wr_slots(r, dst, &slots);
        Ok(())
    }

    /// The `va_arg` instruction: reads the next variadic argument of type `ty`.
    pub(crate) fn va_arg_inst(
        &mut self,
        r: Regs<'_>,
        ty: TyId,
        dst: ValueId,
        list: Operand,
    ) -> Result<(), Stop> {
        let ap = self.rd(r, list);
        let (cursor_at, pb) = if self.ptr_bits() == 64 {
            (ap + 8, 8usize)
        } else {
            (ap, 4usize)
        };
        let cursor = self.mem.read_uint(cursor_at, pb)?;
        let (offs, total) = self.va_layout(&[ty]);
        let at = cursor + offs.first().copied().unwrap_or(0);
        let size = self.prog.module.types.get(ty).store_size as usize;
        let mut bytes = vec![0u8; size];
        self.mem.read(at, &mut bytes)?;
        let mut slots = vec![0u64; self.prog.nslots(ty)];
        semantics::abi::bytes_to_slots(&bytes, &mut slots);
        self.wr_slots(r, dst, &slots);
        self.mem.write_uint(cursor_at, pb, cursor + total)?;
        Ok(())
    }
}
