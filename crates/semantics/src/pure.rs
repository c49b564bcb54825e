//! Pure semantics of LLVM intrinsics on concrete values, shared by the concrete interpreter
//! and symbolic execution (which uses it when the operands are concrete).

use ir::{FloatTy, Intrinsic};

use crate::arith::{from_f64, mask, sext, to_f64};

/// Result of an integer intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PureOut {
    /// A plain value.
    Int(u128),
    /// `{value, overflowed}` of the `*.with.overflow` intrinsics.
    Pair(u128, bool),
}

/// Integer intrinsics on `bits`-wide operands; `None` for intrinsics that are not pure integer functions.
pub fn int_intrinsic(which: Intrinsic, bits: u32, a: &[u128]) -> Option<PureOut> {
    use Intrinsic as I;
    let x = a.first().copied().unwrap_or(0);
    let y = a.get(1).copied().unwrap_or(0);
    let (sx, sy) = (sext(x, bits), sext(y, bits));
    let v = match which {
        I::Ctpop => u128::from(x.count_ones()),
        I::Ctlz => u128::from(x.leading_zeros() - (128 - bits)),
        I::Cttz => u128::from(x.trailing_zeros().min(bits)),
        I::Bswap => x.swap_bytes() >> (128 - bits),
        I::BitReverse => x.reverse_bits() >> (128 - bits),
        I::Fshl | I::Fshr => {
            let s = (a.get(2).copied().unwrap_or(0) % u128::from(bits)) as u32;
            let v = match (s, which) {
                (0, I::Fshl) => x,
                (0, _) => y,
                (_, I::Fshl) => (x << s) | (y >> (bits - s)),
                _ => (x << (bits - s)) | (y >> s),
            };
            mask(v, bits)
        }
        I::Abs => mask(sx.wrapping_abs() as u128, bits),
        I::SMin => {
            if sx <= sy {
                x
            } else {
                y
            }
        }
        I::SMax => {
            if sx >= sy {
                x
            } else {
                y
            }
        }
        I::UMin => x.min(y),
        I::UMax => x.max(y),
        I::SAddOverflow
        | I::UAddOverflow
        | I::SSubOverflow
        | I::USubOverflow
        | I::SMulOverflow
        | I::UMulOverflow => {
            let (v, f) = overflow_op(which, bits, x, y);
            return Some(PureOut::Pair(v, f));
        }
        I::SAddSat | I::UAddSat | I::SSubSat | I::USubSat => saturating_op(which, bits, x, y),
        _ => return None,
    };
    Some(PureOut::Int(v))
}

/// `{result, overflowed}` of an overflow intrinsic.
fn overflow_op(which: Intrinsic, bits: u32, a: u128, b: u128) -> (u128, bool) {
    use Intrinsic as I;
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    let smin = -(1i128 << (bits - 1).min(126));
    let smax = (1i128 << (bits - 1).min(126)) - 1;
    let umax = mask(u128::MAX, bits);
    let signed_out = |e: Option<i128>| e.is_none_or(|e| e < smin || e > smax);
    match which {
        I::SAddOverflow => (
            mask(a.wrapping_add(b), bits),
            signed_out(sa.checked_add(sb)),
        ),
        I::SSubOverflow => (
            mask(a.wrapping_sub(b), bits),
            signed_out(sa.checked_sub(sb)),
        ),
        I::SMulOverflow => (
            mask(a.wrapping_mul(b), bits),
            signed_out(sa.checked_mul(sb)),
        ),
        I::UAddOverflow => (
            mask(a.wrapping_add(b), bits),
            a.checked_add(b).is_none_or(|e| e > umax),
        ),
        I::USubOverflow => (mask(a.wrapping_sub(b), bits), b > a),
        _ => (
            mask(a.wrapping_mul(b), bits),
            a.checked_mul(b).is_none_or(|e| e > umax),
        ),
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

/// Floating-point intrinsics on bit patterns of type `fty`; `None` for non-float intrinsics.
pub fn float_intrinsic(which: Intrinsic, fty: FloatTy, a: &[u128]) -> Option<u64> {
    use Intrinsic as I;
    let bits = |i: usize| a.get(i).copied().unwrap_or(0) as u64;
    match which {
        I::Fabs | I::Sqrt | I::Floor | I::Ceil | I::FTrunc | I::Round | I::RoundEven | I::Rint => {
            if fty == FloatTy::F32 && which == I::Sqrt {
                // sqrt of a float is correctly rounded in single precision.
                return Some(u64::from(f32::from_bits(bits(0) as u32).sqrt().to_bits()));
            }
            let x = to_f64(fty, bits(0));
            let v = match which {
                I::Fabs => x.abs(),
                I::Sqrt => x.sqrt(),
                I::Floor => x.floor(),
                I::Ceil => x.ceil(),
                I::FTrunc => x.trunc(),
                I::Round => x.round(),
                _ => x.round_ties_even(),
            };
            Some(from_f64(fty, v))
        }
        I::Fma | I::FMulAdd | I::CopySign | I::MinNum | I::MaxNum => {
            Some(float3(which, fty, bits(0), bits(1), bits(2)))
        }
        _ => None,
    }
}

/// Three-operand float intrinsics.
fn float3(which: Intrinsic, fty: FloatTy, a: u64, b: u64, c: u64) -> u64 {
    use Intrinsic as I;
    if fty == FloatTy::F32 {
        let (x, y, z) = (
            f32::from_bits(a as u32),
            f32::from_bits(b as u32),
            f32::from_bits(c as u32),
        );
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
