//! IEEE binary32/binary64 operations on bit patterns, as x86-64's SSE instructions compute
//! them: round to nearest even, no flush to zero, and x86's NaN results (a NaN operand comes
//! out quieted, the first one when both are NaN; an invalid operation gives the negative
//! "default NaN"; conversions of NaN or out-of-range values to integers give the "integer
//! indefinite" `1 << (n - 1)`). The concrete interpreter, evaluation and the Z3 translation all
//! follow these definitions, so a model Z3 gives replays bit for bit.

use crate::fold::{mask, to_signed, trunc};
use crate::{Ctx, ExprRef, Kind, Width};

/// IEEE arithmetic on two operands of one format (32 or 64 bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FpBin {
    /// Addition.
    Add,
    /// Subtraction.
    Sub,
    /// Multiplication.
    Mul,
    /// Division.
    Div,
}

/// Primitive comparisons (width 1); LLVM's sixteen predicates are built from these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FpCmp {
    /// Ordered and equal (`+0 == -0`, NaN equals nothing).
    Eq,
    /// Ordered and less than.
    Lt,
    /// Ordered and less or equal.
    Le,
    /// Unordered: either operand is NaN.
    Uno,
}

/// Conversions; the result's width is the node's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FpConv {
    /// Float to a signed integer of the node's width (32 or 64), truncating toward zero;
    /// NaN and out-of-range values give `1 << (n - 1)` (`cvttss2si`/`cvttsd2si`).
    ToSigned,
    /// Signed integer (any width) to float, rounding to nearest even.
    FromSigned,
    /// Unsigned integer (any width) to float, rounding to nearest even.
    FromUnsigned,
    /// Float to the other float format (`cvtss2sd`/`cvtsd2ss`).
    Resize,
}

/// Whether `w` is a float width kept symbolic.
pub fn is_float_width(w: Width) -> bool {
    w == 32 || w == 64
}

/// Bits of the significand field of the `w`-bit format.
fn frac_bits(w: Width) -> u32 {
    if w == 32 {
        23
    } else {
        52
    }
}

/// The quiet bit of the `w`-bit format.
pub(crate) fn quiet_bit(w: Width) -> u128 {
    1u128 << (frac_bits(w) - 1)
}

/// x86's default NaN (sign set, quiet, zero payload) of the `w`-bit format.
pub(crate) fn default_nan(w: Width) -> u128 {
    let exp = mask(w - 1 - frac_bits(w)) << frac_bits(w);
    1u128 << (w - 1) | exp | quiet_bit(w)
}

/// Whether the `w`-bit pattern `v` is a NaN.
pub fn is_nan_bits(w: Width, v: u128) -> bool {
    let f = frac_bits(w);
    let exp = (v >> f) & mask(w - 1 - f);
    exp == mask(w - 1 - f) && v & mask(f) != 0
}

/// The value of the `w`-bit pattern as an `f64` (exact for both formats).
fn to_f64(w: Width, v: u128) -> f64 {
    if w == 32 {
        f64::from(f32::from_bits(v as u32))
    } else {
        f64::from_bits(v as u64)
    }
}

/// `a op b` on `w`-bit patterns.
pub fn fp_bin_bits(op: FpBin, w: Width, a: u128, b: u128) -> u128 {
    if is_nan_bits(w, a) {
        return a | quiet_bit(w);
    }
    if is_nan_bits(w, b) {
        return b | quiet_bit(w);
    }
    let (nan, bits) = if w == 32 {
        let r = apply(op, f32::from_bits(a as u32), f32::from_bits(b as u32));
        (r.is_nan(), u128::from(r.to_bits()))
    } else {
        let r = apply(op, f64::from_bits(a as u64), f64::from_bits(b as u64));
        (r.is_nan(), u128::from(r.to_bits()))
    };
    // An operation on non-NaN operands that gives NaN is invalid: x86's default NaN.
    if nan {
        default_nan(w)
    } else {
        bits
    }
}

/// `x op y` in the precision of `T` (rounded once, to nearest even).
fn apply<T>(op: FpBin, x: T, y: T) -> T
where
    T: std::ops::Add<Output = T>
        + std::ops::Sub<Output = T>
        + std::ops::Mul<Output = T>
        + std::ops::Div<Output = T>,
{
    match op {
        FpBin::Add => x + y,
        FpBin::Sub => x - y,
        FpBin::Mul => x * y,
        FpBin::Div => x / y,
    }
}

/// `a op b` on `w`-bit patterns.
pub fn fp_cmp_bits(op: FpCmp, w: Width, a: u128, b: u128) -> bool {
    let (x, y) = (to_f64(w, a), to_f64(w, b));
    match op {
        FpCmp::Eq => x == y,
        FpCmp::Lt => x < y,
        FpCmp::Le => x <= y,
        FpCmp::Uno => x.is_nan() || y.is_nan(),
    }
}

/// The conversion of the `from`-bit value `v` to `to` bits.
pub fn fp_conv_bits(op: FpConv, from: Width, to: Width, v: u128) -> u128 {
    match op {
        FpConv::ToSigned => {
            let x = to_f64(from, v);
            let lim = 2f64.powi(to as i32 - 1);
            if x.is_nan() || x >= lim || x < -lim {
                1u128 << (to - 1)
            } else {
                trunc(x.trunc() as i128 as u128, to)
            }
        }
        FpConv::FromSigned => {
            let s = to_signed(v, from);
            if to == 32 {
                u128::from((s as f32).to_bits())
            } else {
                u128::from((s as f64).to_bits())
            }
        }
        FpConv::FromUnsigned => {
            let u = trunc(v, from);
            if to == 32 {
                u128::from((u as f32).to_bits())
            } else {
                u128::from((u as f64).to_bits())
            }
        }
        FpConv::Resize if from == to => v,
        FpConv::Resize if is_nan_bits(from, v) => resize_nan(from, to, v),
        FpConv::Resize => {
            let x = to_f64(from, v);
            if to == 32 {
                u128::from((x as f32).to_bits())
            } else {
                u128::from(x.to_bits())
            }
        }
    }
}

/// A NaN converted to the other format: sign kept, quieted, payload's top bits kept.
fn resize_nan(from: Width, to: Width, v: u128) -> u128 {
    let (ff, tf) = (frac_bits(from), frac_bits(to));
    let payload = v & mask(ff);
    let payload = if tf > ff {
        payload << (tf - ff)
    } else {
        payload >> (ff - tf)
    };
    let sign = (v >> (from - 1)) & 1;
    let exp = mask(to - 1 - tf) << tf;
    sign << (to - 1) | exp | payload | quiet_bit(to)
}

impl Ctx {
    /// IEEE `a op b` on two 32- or 64-bit float patterns.
    pub fn fp_bin(&mut self, op: FpBin, a: ExprRef, b: ExprRef) -> ExprRef {
        let w = self.width(a);
        assert!(is_float_width(w), "fp_bin: width {w} is no float format");
        assert_eq!(w, self.width(b), "fp_bin: operand widths differ");
        if let (Some(x), Some(y)) = (self.as_const(a), self.as_const(b)) {
            return self.constant(fp_bin_bits(op, w, x, y), w);
        }
        self.intern(Kind::FBin(op, a, b), w)
    }

    /// IEEE comparison `a op b` of two 32- or 64-bit float patterns (width 1).
    pub fn fp_cmp(&mut self, op: FpCmp, a: ExprRef, b: ExprRef) -> ExprRef {
        let w = self.width(a);
        assert!(is_float_width(w), "fp_cmp: width {w} is no float format");
        assert_eq!(w, self.width(b), "fp_cmp: operand widths differ");
        if let (Some(x), Some(y)) = (self.as_const(a), self.as_const(b)) {
            return self.bool(fp_cmp_bits(op, w, x, y));
        }
        self.intern(Kind::FCmp(op, a, b), 1)
    }

    /// The conversion `op` of `a` to `width` bits.
    pub fn fp_conv(&mut self, op: FpConv, a: ExprRef, width: Width) -> ExprRef {
        let from = self.width(a);
        let (float_in, float_out) = match op {
            FpConv::ToSigned => (true, false),
            FpConv::FromSigned | FpConv::FromUnsigned => (false, true),
            FpConv::Resize => (true, true),
        };
        assert!(
            (!float_in || is_float_width(from)) && (!float_out || is_float_width(width)),
            "fp_conv: {op:?} from {from} to {width} bits"
        );
        assert!(
            float_out || width == 32 || width == 64,
            "fp_conv: integer result of {width} bits"
        );
        if op == FpConv::Resize && from == width {
            return a;
        }
        if let Some(x) = self.as_const(a) {
            return self.constant(fp_conv_bits(op, from, width, x), width);
        }
        self.intern(Kind::FConv(op, a), width)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nan_results_follow_sse() {
        let one = u128::from(1f32.to_bits());
        let zero = u128::from(0f32.to_bits());
        assert_eq!(fp_bin_bits(FpBin::Div, 32, zero, zero), 0xffc0_0000);
        let snan = 0x7f80_0001u128;
        assert_eq!(fp_bin_bits(FpBin::Add, 32, one, snan), 0x7fc0_0001);
        let (qa, qb) = (0x7fc0_0002u128, 0xffc0_0003u128);
        assert_eq!(fp_bin_bits(FpBin::Mul, 32, qa, qb), qa);
        assert_eq!(fp_bin_bits(FpBin::Mul, 32, qb, qa), qb);
        assert_eq!(
            fp_bin_bits(FpBin::Sub, 64, u128::from(f64::INFINITY.to_bits()), {
                u128::from(f64::INFINITY.to_bits())
            }),
            0xfff8_0000_0000_0000
        );
    }

    #[test]
    fn conversions_follow_cvt_instructions() {
        let f = |x: f64| u128::from(x.to_bits());
        assert_eq!(
            fp_conv_bits(FpConv::ToSigned, 64, 32, f(-2.9)),
            (-2i32) as u32 as u128
        );
        assert_eq!(fp_conv_bits(FpConv::ToSigned, 64, 32, f(3e9)), 0x8000_0000);
        assert_eq!(
            fp_conv_bits(FpConv::ToSigned, 64, 32, f(f64::NAN)),
            0x8000_0000
        );
        assert_eq!(
            fp_conv_bits(FpConv::ToSigned, 64, 64, f(-9.3e18)),
            1u128 << 63
        );
        assert_eq!(fp_conv_bits(FpConv::FromSigned, 8, 64, 0xff), f(-1.0));
        assert_eq!(
            fp_conv_bits(FpConv::FromUnsigned, 32, 32, 0xffff_ffff),
            u128::from(4294967296f32.to_bits())
        );
        // 2^24 + 1 rounds to even.
        assert_eq!(
            fp_conv_bits(FpConv::FromSigned, 32, 32, (1 << 24) + 1),
            u128::from(16777216f32.to_bits())
        );
        assert_eq!(
            fp_conv_bits(FpConv::Resize, 32, 64, 0xffc0_0001),
            0xfff8_0000_2000_0000
        );
        assert_eq!(
            fp_conv_bits(FpConv::Resize, 64, 32, 0x7ff0_0000_2000_0000),
            0x7fc0_0001
        );
        assert_eq!(
            fp_conv_bits(FpConv::Resize, 64, 32, f(0.1)),
            u128::from(0.1f32.to_bits())
        );
    }

    #[test]
    fn constants_fold_and_symbols_stay() {
        let mut ctx = Ctx::new();
        let a = ctx.constant(u128::from(1.5f64.to_bits()), 64);
        let b = ctx.constant(u128::from(2.25f64.to_bits()), 64);
        let s = ctx.fp_bin(FpBin::Add, a, b);
        assert_eq!(ctx.as_const(s), Some(u128::from(3.75f64.to_bits())));
        let x = ctx.fresh_var("x", 64);
        let y = ctx.fp_bin(FpBin::Mul, x, b);
        assert!(ctx.as_const(y).is_none());
        let lt = ctx.fp_cmp(FpCmp::Lt, y, a);
        let mut asg = crate::Assignment::default();
        asg.vars
            .insert(crate::VarId(0), u128::from(0.5f64.to_bits()));
        assert_eq!(ctx.eval(lt, &asg), 1);
        let i = ctx.fp_conv(FpConv::ToSigned, y, 32);
        assert_eq!(ctx.eval(i, &asg), 1);
    }
}
