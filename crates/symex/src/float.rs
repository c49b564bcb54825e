//! Floating point on symbolic values: binary32/binary64 arithmetic, comparisons and
//! conversions become [`expr`] float nodes, which the solver decides in Z3's floating-point
//! theory with the concrete interpreter's x86 semantics ([`semantics::arith`] uses the same
//! definitions). `frem` (C's `fmod`), x87's 80-bit `long double` and conversions to integers
//! wider than 64 bits are still fixed to one value, recorded as an approximation.

use expr::{ExprRef, FpBin, FpCmp, FpConv};
use ir::{CastOp, FloatPred, FloatTy};
use memory::SVal;

use crate::exec::fbits;
use crate::executor::Executor;
use crate::state::State;
use crate::term::Term;
use semantics::arith::{self, ieee_op, ieee_width, Scalar};

/// The operands of a float operation.
enum Operands {
    /// Both concrete bit patterns.
    Concrete(u64, u64),
    /// Both expressions.
    Symbolic(ExprRef, ExprRef),
}

/// LLVM's predicate `pred` on `x`, `y` from the primitive comparisons.
fn predicate(ctx: &mut expr::Ctx, pred: FloatPred, x: ExprRef, y: ExprRef) -> ExprRef {
    use FloatPred as P;
    let mut c = |op, a, b| ctx.fp_cmp(op, a, b);
    let (base, negate) = match pred {
        P::False => return ctx.bool(false),
        P::True => return ctx.bool(true),
        P::Oeq => (c(FpCmp::Eq, x, y), false),
        P::Ogt => (c(FpCmp::Lt, y, x), false),
        P::Oge => (c(FpCmp::Le, y, x), false),
        P::Olt => (c(FpCmp::Lt, x, y), false),
        P::Ole => (c(FpCmp::Le, x, y), false),
        P::One => {
            let (l, g) = (c(FpCmp::Lt, x, y), c(FpCmp::Lt, y, x));
            (ctx.or(l, g), false)
        }
        P::Ord => (c(FpCmp::Uno, x, y), true),
        P::Uno => (c(FpCmp::Uno, x, y), false),
        P::Ueq => {
            let (u, e) = (c(FpCmp::Uno, x, y), c(FpCmp::Eq, x, y));
            (ctx.or(u, e), false)
        }
        P::Ugt => (c(FpCmp::Le, x, y), true),
        P::Uge => (c(FpCmp::Lt, x, y), true),
        P::Ult => (c(FpCmp::Le, y, x), true),
        P::Ule => (c(FpCmp::Lt, y, x), true),
        P::Une => (c(FpCmp::Eq, x, y), true),
    };
    if negate {
        ctx.not(base)
    } else {
        base
    }
}

impl Executor<'_, '_> {
    /// The operands of a float operation on `fty`: both concrete (as given, or fixed to one
    /// value each when `exact` is false or the type has no expression form: `why` names the
    /// approximation), or both as expressions of the type's width.
    fn float_operands(
        &mut self,
        st: &mut State,
        fty: FloatTy,
        (a, b): (SVal, SVal),
        exact: bool,
        why: &str,
    ) -> Result<Operands, Term> {
        if let (SVal::C(x), SVal::C(y)) = (a, b) {
            return Ok(Operands::Concrete(x as u64, y as u64));
        }
        if let (Some(w), true) = (ieee_width(fty), exact) {
            let (x, y) = (a.expr(&mut self.ctx, w), b.expr(&mut self.ctx, w));
            return Ok(Operands::Symbolic(x, y));
        }
        let bits = fbits(fty);
        let x = self.concretize(st, a, bits, why)?;
        let y = self.concretize(st, b, bits, why)?;
        Ok(Operands::Concrete(x as u64, y as u64))
    }

    /// `a op b` on floats of type `fty`.
    pub fn float_bin(
        &mut self,
        st: &mut State,
        op: ir::FBinOp,
        fty: FloatTy,
        a: SVal,
        b: SVal,
    ) -> Result<SVal, Term> {
        let e = ieee_op(op);
        let why = "floating-point operand";
        Ok(
            match (self.float_operands(st, fty, (a, b), e.is_some(), why)?, e) {
                (Operands::Symbolic(x, y), Some(e)) => {
                    let r = self.ctx.fp_bin(e, x, y);
                    SVal::of(&self.ctx, r)
                }
                (Operands::Concrete(x, y), _) => SVal::C(arith::float_bin(op, fty, x, y).into()),
                (Operands::Symbolic(..), None) => unreachable!("no expression form was asked for"),
            },
        )
    }

    /// The comparison `pred` of floats of type `fty` (width 1).
    pub fn float_cmp(
        &mut self,
        st: &mut State,
        pred: FloatPred,
        fty: FloatTy,
        a: SVal,
        b: SVal,
    ) -> Result<SVal, Term> {
        let why = "floating-point comparison";
        Ok(match self.float_operands(st, fty, (a, b), true, why)? {
            Operands::Symbolic(x, y) => {
                let r = predicate(&mut self.ctx, pred, x, y);
                SVal::of(&self.ctx, r)
            }
            Operands::Concrete(x, y) => SVal::C(arith::float_cmp(pred, fty, x, y).into()),
        })
    }

    /// The float conversion `op` of the symbolic `v` as an expression, when it has one.
    pub fn float_conv(
        &mut self,
        op: CastOp,
        from: Scalar,
        to: Scalar,
        v: ExprRef,
    ) -> Option<ExprRef> {
        let ctx = &mut self.ctx;
        let fw = |s| match s {
            Scalar::Float(f) => ieee_width(f),
            Scalar::Int(_) => None,
        };
        let int = |s| match s {
            Scalar::Int(b) => Some(b),
            Scalar::Float(_) => None,
        };
        Some(match op {
            CastOp::FpTrunc | CastOp::FpExt => ctx.fp_conv(FpConv::Resize, v, fw(to)?),
            CastOp::SiToFp => ctx.fp_conv(FpConv::FromSigned, v, fw(to)?),
            CastOp::UiToFp => ctx.fp_conv(FpConv::FromUnsigned, v, fw(to)?),
            CastOp::FpToSi => {
                // x86 converts to at least 32 bits and truncates for narrower types.
                let (_, tb) = (fw(from)?, int(to)?);
                let n = tb.max(32);
                if n > 64 {
                    return None;
                }
                let r = ctx.fp_conv(FpConv::ToSigned, v, n);
                ctx.extract(r, 0, tb)
            }
            CastOp::FpToUi => {
                let (_, tb) = (fw(from)?, int(to)?);
                if tb > 64 {
                    return None;
                }
                let x = ctx.fp_conv(FpConv::Resize, v, 64);
                let low = ctx.fp_conv(FpConv::ToSigned, x, 64);
                let r = if tb <= 32 {
                    low
                } else {
                    // At or above 2^63: convert x - 2^63 and set the top bit (what clang emits).
                    let two63 = ctx.constant(u128::from(2f64.powi(63).to_bits()), 64);
                    let high_range = ctx.fp_cmp(FpCmp::Le, two63, x);
                    let shifted = ctx.fp_bin(FpBin::Sub, x, two63);
                    let shifted = ctx.fp_conv(FpConv::ToSigned, shifted, 64);
                    let top = ctx.constant(1u128 << 63, 64);
                    let high = ctx.bin(expr::BinOp::Xor, shifted, top);
                    ctx.ite(high_range, high, low)
                };
                ctx.extract(r, 0, tb)
            }
            _ => return None,
        })
    }
}
