//! Operations on symbolic scalars: concrete values go through the concrete semantics
//! ([`semantics::arith`]), symbolic ones become expressions with the same meaning.

use expr::{BinOp as EB, CmpOp, ExprRef};
use ir::{BinOp, CastOp, IntPred, TyId, TyKind};
use memory::SVal;

use crate::executor::Executor;
use crate::state::{State, Val};
use crate::term::Term;
use semantics::arith::{self, mask, Scalar};
use semantics::error::ErrorKind;

fn ebin(op: BinOp) -> EB {
    match op {
        BinOp::Add => EB::Add,
        BinOp::Sub => EB::Sub,
        BinOp::Mul => EB::Mul,
        BinOp::UDiv => EB::UDiv,
        BinOp::SDiv => EB::SDiv,
        BinOp::URem => EB::URem,
        BinOp::SRem => EB::SRem,
        BinOp::Shl => EB::Shl,
        BinOp::LShr => EB::LShr,
        BinOp::AShr => EB::AShr,
        BinOp::And => EB::And,
        BinOp::Or => EB::Or,
        BinOp::Xor => EB::Xor,
    }
}

impl Executor<'_, '_> {
    fn e(&mut self, v: SVal, w: u32) -> ExprRef {
        v.expr(&mut self.ctx, w)
    }

    fn of(&self, e: ExprRef) -> SVal {
        SVal::of(&self.ctx, e)
    }

    /// Integer arithmetic; a divisor that may be zero (or `INT_MIN / -1`) is an error the path can take.
    pub fn bin(
        &mut self,
        st: &mut State,
        op: BinOp,
        bits: u32,
        a: SVal,
        b: SVal,
    ) -> Result<SVal, Term> {
        if let (SVal::C(x), SVal::C(y)) = (a, b) {
            return match arith::int_bin(op, bits, x, y) {
                Ok(v) => Ok(SVal::C(v)),
                Err(arith::ArithError::DivByZero) => {
                    Err(self.error(st, ErrorKind::DivByZero, "division by zero"))
                }
                Err(arith::ArithError::DivOverflow) => Err(self.error(
                    st,
                    ErrorKind::DivOverflow,
                    "signed division overflow (INT_MIN / -1)",
                )),
            };
        }
        let (x, y) = (self.e(a, bits), self.e(b, bits));
        if matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem) {
            let zero = self.ctx.constant(0, bits);
            let is_zero = self.ctx.eq(y, zero);
            if self.may_fail(st, is_zero)? {
                if self.must(st, is_zero)? {
                    return Err(self.error(st, ErrorKind::DivByZero, "division by zero"));
                }
                self.spawn_error(st, is_zero, ErrorKind::DivByZero, "division by zero");
                let nz = self.ctx.not(is_zero);
                st.add_constraint(&mut self.ctx, nz);
            }
            if matches!(op, BinOp::SDiv | BinOp::SRem) {
                let min = self.ctx.constant(1u128 << (bits - 1), bits);
                let m1 = self.ctx.constant(mask(u128::MAX, bits), bits);
                let c1 = self.ctx.eq(x, min);
                let c2 = self.ctx.eq(y, m1);
                let ovf = self.ctx.and(c1, c2);
                if self.may_fail(st, ovf)? {
                    let msg = "signed division overflow (INT_MIN / -1)";
                    if self.must(st, ovf)? {
                        return Err(self.error(st, ErrorKind::DivOverflow, msg));
                    }
                    self.spawn_error(st, ovf, ErrorKind::DivOverflow, msg);
                    let no = self.ctx.not(ovf);
                    st.add_constraint(&mut self.ctx, no);
                }
            }
        }
        let y = if matches!(op, BinOp::Shl | BinOp::LShr | BinOp::AShr) {
            // x86 masks shift counts to 5 or 6 bits, as the concrete interpreter does.
            let m = if bits <= 32 {
                31
            } else if bits <= 64 {
                63
            } else {
                127
            };
            let mc = self.ctx.constant(m, bits);
            self.ctx.bin(EB::And, y, mc)
        } else {
            y
        };
        let r = self.ctx.bin(ebin(op), x, y);
        Ok(self.of(r))
    }

    /// Integer comparison.
    pub fn icmp(&mut self, pred: IntPred, bits: u32, a: SVal, b: SVal) -> SVal {
        if let (SVal::C(x), SVal::C(y)) = (a, b) {
            return SVal::C(u128::from(arith::int_cmp(pred, bits, x, y)));
        }
        let (x, y) = (self.e(a, bits), self.e(b, bits));
        let r = match pred {
            IntPred::Eq => self.ctx.cmp(CmpOp::Eq, x, y),
            IntPred::Ne => self.ctx.ne(x, y),
            IntPred::Ult => self.ctx.cmp(CmpOp::Ult, x, y),
            IntPred::Ule => self.ctx.cmp(CmpOp::Ule, x, y),
            IntPred::Ugt => self.ctx.cmp(CmpOp::Ult, y, x),
            IntPred::Uge => self.ctx.cmp(CmpOp::Ule, y, x),
            IntPred::Slt => self.ctx.cmp(CmpOp::Slt, x, y),
            IntPred::Sle => self.ctx.cmp(CmpOp::Sle, x, y),
            IntPred::Sgt => self.ctx.cmp(CmpOp::Slt, y, x),
            IntPred::Sge => self.ctx.cmp(CmpOp::Sle, y, x),
        };
        self.of(r)
    }

    /// Zero- or sign-extends (or truncates) `v` from `from` to `to` bits.
    pub fn ext(&mut self, v: SVal, from: u32, to: u32, signed: bool) -> SVal {
        match v {
            SVal::C(c) => {
                let c = mask(c, from);
                SVal::C(if signed {
                    mask(arith::sext(c, from) as u128, to)
                } else {
                    mask(c, to)
                })
            }
            SVal::S(e) => {
                let r = if signed {
                    self.ctx.sext(e, to)
                } else {
                    self.ctx.zext(e, to)
                };
                self.of(r)
            }
        }
    }

    /// The low `to` bits of a `from`-bit value.
    pub fn trunc_to(&mut self, v: SVal, to: u32, from: u32) -> SVal {
        match v {
            SVal::C(c) => SVal::C(mask(c, to)),
            SVal::S(e) if to < from => {
                let r = self.ctx.extract(e, 0, to);
                self.of(r)
            }
            SVal::S(e) => SVal::S(e),
        }
    }

    /// `a + c` at `bits` bits.
    pub fn add_const(&mut self, a: SVal, c: u64, bits: u32) -> SVal {
        match a {
            SVal::C(x) => SVal::C(mask(x.wrapping_add(u128::from(c)), bits)),
            SVal::S(_) if c == 0 => a,
            SVal::S(e) => {
                let k = self.ctx.constant(u128::from(c), bits);
                let r = self.ctx.add(e, k);
                self.of(r)
            }
        }
    }

    /// `a * c` at `bits` bits.
    pub fn mul_const(&mut self, a: SVal, c: u64, bits: u32) -> SVal {
        match a {
            SVal::C(x) => SVal::C(mask(x.wrapping_mul(u128::from(c)), bits)),
            SVal::S(e) => {
                let k = self.ctx.constant(u128::from(c), bits);
                let r = self.ctx.mul(e, k);
                self.of(r)
            }
        }
    }

    /// `a + b` at `bits` bits.
    pub fn add(&mut self, a: SVal, b: SVal, bits: u32) -> SVal {
        match (a, b) {
            (SVal::C(x), SVal::C(y)) => SVal::C(mask(x.wrapping_add(y), bits)),
            _ => {
                let (x, y) = (self.e(a, bits), self.e(b, bits));
                let r = self.ctx.add(x, y);
                self.of(r)
            }
        }
    }

    /// `c ? a : b` on register values of type `ty`.
    pub fn select_val(&mut self, c: ExprRef, ty: TyId, a: Val, b: Val) -> Val {
        match (a, b) {
            (Val::S(x), Val::S(y)) => {
                if x == y {
                    return Val::S(x);
                }
                let w = match self.prog.module.types.kind(ty) {
                    TyKind::Int(b) => *b,
                    TyKind::Float(f) => semantics::arith::float_bits(*f),
                    _ => self.ptr_bits(),
                };
                let (xe, ye) = (self.e(x, w), self.e(y, w));
                let r = self.ctx.ite(c, xe, ye);
                Val::S(self.of(r))
            }
            (a, b) => {
                let n = match (&a, &b) {
                    (Val::Bytes(x), _) | (_, Val::Bytes(x)) => x.len(),
                    _ => 16,
                };
                let (xa, xb) = (self.val_bytes(&a, n), self.val_bytes(&b, n));
                let bytes: Vec<SVal> = xa
                    .into_iter()
                    .zip(xb)
                    .map(|(p, q)| {
                        if p == q {
                            p
                        } else {
                            let (pe, qe) = (self.e(p, 8), self.e(q, 8));
                            let r = self.ctx.ite(c, pe, qe);
                            self.of(r)
                        }
                    })
                    .collect();
                Val::Bytes(bytes.into())
            }
        }
    }

    fn scalar_of(&self, ty: TyId) -> Scalar {
        let m = self.prog.module;
        match m.types.kind(ty) {
            TyKind::Float(f) => Scalar::Float(*f),
            TyKind::Int(b) => Scalar::Int(*b),
            _ => Scalar::Int(self.ptr_bits()),
        }
    }

    /// A conversion.
    pub fn cast(
        &mut self,
        st: &mut State,
        op: CastOp,
        from: TyId,
        to: TyId,
        v: Val,
    ) -> Result<Val, Term> {
        let (fs, ts) = (self.scalar_of(from), self.scalar_of(to));
        let scalar_types = self.prog.is_small_scalar(from)
            || matches!(self.prog.module.types.kind(from), TyKind::Int(_));
        let v = match v {
            Val::S(s) if scalar_types => s,
            other => return Ok(other),
        };
        if let SVal::C(c) = v {
            return Ok(Val::S(SVal::C(arith::cast(op, fs, ts, c))));
        }
        let (fb, tb) = (width_of(fs), width_of(ts));
        let r = match (op, fs, ts) {
            (CastOp::Trunc | CastOp::PtrToInt | CastOp::IntToPtr | CastOp::ZExt, _, _) => {
                if tb <= fb {
                    self.trunc_to(v, tb, fb)
                } else {
                    self.ext(v, fb, tb, false)
                }
            }
            (CastOp::SExt, _, _) => self.ext(v, fb, tb, true),
            (CastOp::BitCast, _, _) => v,
            _ => match v {
                SVal::S(e) => match self.float_conv(op, fs, ts, e) {
                    Some(r) => SVal::of(&self.ctx, r),
                    None => {
                        let c = self.concretize(st, v, fb, "floating-point conversion")?;
                        SVal::C(arith::cast(op, fs, ts, c))
                    }
                },
                SVal::C(c) => SVal::C(arith::cast(op, fs, ts, c)),
            },
        };
        Ok(Val::S(r))
    }
}

fn width_of(s: Scalar) -> u32 {
    match s {
        Scalar::Int(b) => b,
        Scalar::Float(f) => semantics::arith::float_bits(f),
    }
}
