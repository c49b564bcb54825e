//! Pure semantics of integer and floating-point operations on slot values, matching x86.
//!
//! Integers of up to 128 bits are carried zero-extended in a `u128`; the 64-bit fast path
//! in the interpreter uses the same functions through `u64` wrappers.

use ir::{BinOp, CastOp, FloatPred, FloatTy, IntPred};

/// Keeps the low `bits` bits of `v`.
#[inline]
pub fn mask(v: u128, bits: u32) -> u128 {
    if bits >= 128 {
        v
    } else {
        v & ((1u128 << bits) - 1)
    }
}

/// Keeps the low `bits` (≤ 64) bits of `v`.
#[inline]
pub fn mask64(v: u64, bits: u32) -> u64 {
    if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    }
}

/// Sign-extends the low `bits` bits of `v`.
#[inline]
pub fn sext(v: u128, bits: u32) -> i128 {
    if bits >= 128 || bits == 0 {
        v as i128
    } else {
        let s = 128 - bits;
        ((v << s) as i128) >> s
    }
}

/// Why an integer operation has no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithError {
    /// Division or remainder by zero.
    DivByZero,
    /// `INT_MIN / -1` or `INT_MIN % -1`, which traps on x86.
    DivOverflow,
}

/// Effective shift amount: x86 masks the count to the operand width (5 or 6 bits).
fn shift_amount(b: u128, bits: u32) -> u32 {
    let m = if bits <= 32 {
        31
    } else if bits <= 64 {
        63
    } else {
        127
    };
    (b as u32) & m
}

/// Integer binary operation on zero-extended `bits`-wide operands.
pub fn int_bin(op: BinOp, bits: u32, a: u128, b: u128) -> Result<u128, ArithError> {
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    let min = sext(1u128 << (bits - 1), bits);
    let r = match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::UDiv | BinOp::URem | BinOp::SDiv | BinOp::SRem if b == 0 => {
            return Err(ArithError::DivByZero)
        }
        BinOp::UDiv => a / b,
        BinOp::URem => a % b,
        BinOp::SDiv | BinOp::SRem if sa == min && sb == -1 => return Err(ArithError::DivOverflow),
        BinOp::SDiv => sa.wrapping_div(sb) as u128,
        BinOp::SRem => sa.wrapping_rem(sb) as u128,
        BinOp::Shl => {
            let s = shift_amount(b, bits);
            if s >= bits {
                0
            } else {
                a << s
            }
        }
        BinOp::LShr => {
            let s = shift_amount(b, bits);
            if s >= bits {
                0
            } else {
                a >> s
            }
        }
        BinOp::AShr => {
            let s = shift_amount(b, bits).min(bits - 1);
            (sa >> s) as u128
        }
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
    };
    Ok(mask(r, bits))
}

/// Integer comparison.
pub fn int_cmp(pred: IntPred, bits: u32, a: u128, b: u128) -> bool {
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    match pred {
        IntPred::Eq => a == b,
        IntPred::Ne => a != b,
        IntPred::Ugt => a > b,
        IntPred::Uge => a >= b,
        IntPred::Ult => a < b,
        IntPred::Ule => a <= b,
        IntPred::Sgt => sa > sb,
        IntPred::Sge => sa >= sb,
        IntPred::Slt => sa < sb,
        IntPred::Sle => sa <= sb,
    }
}

/// A float slot's value as `f64` (exact for `F32`).
#[inline]
pub fn to_f64(fty: FloatTy, bits: u64) -> f64 {
    match fty {
        FloatTy::F32 => f64::from(f32::from_bits(bits as u32)),
        _ => f64::from_bits(bits),
    }
}

/// The width of a float type whose operations have an expression form (binary32/64).
pub fn ieee_width(fty: FloatTy) -> Option<u32> {
    match fty {
        FloatTy::F32 => Some(32),
        FloatTy::F64 => Some(64),
        FloatTy::F80 => None,
    }
}

/// The expression form of a float operation (`frem`, C's `fmod`, has none).
pub fn ieee_op(op: ir::FBinOp) -> Option<expr::FpBin> {
    use ir::FBinOp as F;
    match op {
        F::Add => Some(expr::FpBin::Add),
        F::Sub => Some(expr::FpBin::Sub),
        F::Mul => Some(expr::FpBin::Mul),
        F::Div => Some(expr::FpBin::Div),
        F::Rem => None,
    }
}

/// Floating-point binary operation, rounded once in the operation's own precision.
pub fn float_bin(op: ir::FBinOp, fty: FloatTy, a: u64, b: u64) -> u64 {
    use ir::FBinOp as F;
    if let (Some(w), Some(e)) = (ieee_width(fty), ieee_op(op)) {
        // The symbolic executor's semantics, NaN bits included.
        return expr::fp_bin_bits(e, w, a.into(), b.into()) as u64;
    }
    match fty {
        FloatTy::F32 => {
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            let r = match op {
                F::Add => x + y,
                F::Sub => x - y,
                F::Mul => x * y,
                F::Div => x / y,
                F::Rem => x % y,
            };
            u64::from(r.to_bits())
        }
        _ => {
            let (x, y) = (f64::from_bits(a), f64::from_bits(b));
            let r = match op {
                F::Add => x + y,
                F::Sub => x - y,
                F::Mul => x * y,
                F::Div => x / y,
                F::Rem => x % y,
            };
            r.to_bits()
        }
    }
}

/// Floating-point comparison.
pub fn float_cmp(pred: FloatPred, fty: FloatTy, a: u64, b: u64) -> bool {
    let (x, y) = (to_f64(fty, a), to_f64(fty, b));
    let uno = x.is_nan() || y.is_nan();
    match pred {
        FloatPred::False => false,
        FloatPred::True => true,
        FloatPred::Ord => !uno,
        FloatPred::Uno => uno,
        FloatPred::Oeq => !uno && x == y,
        FloatPred::Ogt => !uno && x > y,
        FloatPred::Oge => !uno && x >= y,
        FloatPred::Olt => !uno && x < y,
        FloatPred::Ole => !uno && x <= y,
        FloatPred::One => !uno && x != y,
        FloatPred::Ueq => uno || x == y,
        FloatPred::Ugt => uno || x > y,
        FloatPred::Uge => uno || x >= y,
        FloatPred::Ult => uno || x < y,
        FloatPred::Ule => uno || x <= y,
        FloatPred::Une => uno || x != y,
    }
}

/// Stores an `f64` result in a slot of type `fty` (rounding to `f32` when needed).
#[inline]
pub fn from_f64(fty: FloatTy, v: f64) -> u64 {
    match fty {
        FloatTy::F32 => u64::from((v as f32).to_bits()),
        _ => v.to_bits(),
    }
}

/// x86 `cvttsd2si`: truncation toward zero, and the "integer indefinite" value when out of range.
fn x86_truncate(v: f64, bits: u32) -> u128 {
    let lim = 2f64.powi(bits as i32 - 1);
    if v.is_nan() || v >= lim || v < -lim {
        1u128 << (bits - 1)
    } else {
        v.trunc() as i128 as u128
    }
}

/// Scalar kind of a cast operand, for [`cast`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// Integer or pointer of this many bits.
    Int(u32),
    /// Floating point.
    Float(FloatTy),
}

/// Converts `v` from `from` to `to` as the cast `op` does on x86.
pub fn cast(op: CastOp, from: Scalar, to: Scalar, v: u128) -> u128 {
    match (op, from, to) {
        (
            CastOp::Trunc | CastOp::ZExt | CastOp::PtrToInt | CastOp::IntToPtr,
            _,
            Scalar::Int(tb),
        ) => mask(v, tb),
        (CastOp::SExt, Scalar::Int(fb), Scalar::Int(tb)) => mask(sext(v, fb) as u128, tb),
        (CastOp::FpTrunc | CastOp::FpExt, Scalar::Float(f), Scalar::Float(t)) => {
            match (ieee_width(f), ieee_width(t)) {
                (Some(fw), Some(tw)) => expr::fp_conv_bits(expr::FpConv::Resize, fw, tw, v),
                _ => u128::from(from_f64(t, to_f64(f, v as u64))),
            }
        }
        (CastOp::FpToSi, Scalar::Float(f), Scalar::Int(tb)) => {
            let x = to_f64(f, v as u64);
            // x86 converts to at least 32 bits and truncates the result for narrower types.
            mask(x86_truncate(x, tb.max(32)), tb)
        }
        (CastOp::FpToUi, Scalar::Float(f), Scalar::Int(tb)) => {
            let x = to_f64(f, v as u64);
            if tb <= 32 {
                mask(x86_truncate(x, 64), tb)
            } else if tb <= 64 {
                let two63 = 2f64.powi(63);
                if x >= two63 {
                    mask(x86_truncate(x - two63, 64) ^ (1u128 << 63), tb)
                } else {
                    mask(x86_truncate(x, 64), tb)
                }
            } else if x.is_nan() || x < 0.0 {
                0
            } else {
                x as u128
            }
        }
        (CastOp::UiToFp, Scalar::Int(_), Scalar::Float(t)) => match t {
            FloatTy::F32 => u128::from((v as f32).to_bits()),
            _ => u128::from((v as f64).to_bits()),
        },
        (CastOp::SiToFp, Scalar::Int(fb), Scalar::Float(t)) => {
            let s = sext(v, fb);
            match t {
                FloatTy::F32 => u128::from((s as f32).to_bits()),
                _ => u128::from((s as f64).to_bits()),
            }
        }
        // Bit casts (int <-> float of equal size, pointer <-> pointer) keep the bits.
        _ => v,
    }
}

/// Width of a float type's bit pattern.
pub fn float_bits(f: FloatTy) -> u32 {
    match f {
        FloatTy::F32 => 32,
        FloatTy::F64 => 64,
        FloatTy::F80 => 80,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_division_and_shifts_follow_x86() {
        let m1 = mask((-7i128) as u128, 32);
        assert_eq!(sext(int_bin(BinOp::SDiv, 32, m1, 2).unwrap(), 32), -3);
        assert_eq!(sext(int_bin(BinOp::SRem, 32, m1, 2).unwrap(), 32), -1);
        assert_eq!(
            int_bin(BinOp::SDiv, 32, 0x8000_0000, 0xffff_ffff),
            Err(ArithError::DivOverflow)
        );
        assert_eq!(int_bin(BinOp::URem, 8, 5, 0), Err(ArithError::DivByZero));
        assert_eq!(int_bin(BinOp::Shl, 32, 1, 33).unwrap(), 2);
        assert_eq!(int_bin(BinOp::AShr, 8, 0x80, 7).unwrap(), 0xff);
        assert_eq!(int_bin(BinOp::Add, 128, u128::MAX, 2).unwrap(), 1);
    }

    #[test]
    fn float_to_int_conversions_match_cvttsd2si() {
        let f = |x: f64| u128::from(x.to_bits());
        let d = Scalar::Float(FloatTy::F64);
        assert_eq!(
            cast(CastOp::FpToSi, d, Scalar::Int(32), f(-2.9)),
            0xffff_fffe
        );
        assert_eq!(
            cast(CastOp::FpToSi, d, Scalar::Int(32), f(1e10)),
            0x8000_0000
        );
        assert_eq!(
            cast(CastOp::FpToSi, d, Scalar::Int(8), f(300.0)),
            300 & 0xff
        );
        assert_eq!(
            cast(CastOp::FpToUi, d, Scalar::Int(64), f(1.8e19)),
            18_000_000_000_000_000_000
        );
        assert_eq!(
            cast(CastOp::FpToUi, d, Scalar::Int(32), f(-1.0)),
            0xffff_ffff
        );
        let back = cast(CastOp::SiToFp, Scalar::Int(16), d, 0xffff);
        assert_eq!(f64::from_bits(back as u64), -1.0);
        assert!(float_cmp(
            FloatPred::Une,
            FloatTy::F64,
            f64::NAN.to_bits(),
            0
        ));
        assert!(!float_cmp(
            FloatPred::Oeq,
            FloatTy::F64,
            f64::NAN.to_bits(),
            f64::NAN.to_bits()
        ));
    }
}
