//! Constant semantics of every operator on zero-extended `u128` values (shared by folding and
//! evaluation, so the two can never disagree).

use crate::{BinOp, CmpOp, Width};

/// The all-ones value of `w` bits.
#[inline]
pub(crate) fn mask(w: Width) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// `v` truncated to `w` bits.
#[inline]
pub(crate) fn trunc(v: u128, w: Width) -> u128 {
    v & mask(w)
}

/// Whether the sign bit of the `w`-bit value `v` is set.
#[inline]
pub(crate) fn is_neg(v: u128, w: Width) -> bool {
    (v >> (w - 1)) & 1 == 1
}

/// The `w`-bit value `v` as a signed number.
#[inline]
pub(crate) fn to_signed(v: u128, w: Width) -> i128 {
    let s = 128 - w;
    ((v << s) as i128) >> s
}

/// The `from`-bit value `v` sign-extended to `to` bits.
#[inline]
pub(crate) fn sext_val(v: u128, from: Width, to: Width) -> u128 {
    trunc(to_signed(v, from) as u128, to)
}

/// The smallest signed `w`-bit value (as bits).
#[inline]
pub(crate) fn smin(w: Width) -> u128 {
    1u128 << (w - 1)
}

/// The largest signed `w`-bit value.
#[inline]
pub(crate) fn smax(w: Width) -> u128 {
    smin(w) - 1
}

/// Two's-complement negation in `w` bits.
#[inline]
pub(crate) fn neg_val(v: u128, w: Width) -> u128 {
    trunc(v.wrapping_neg(), w)
}

/// `a op b` in `w` bits (SMT-LIB semantics for division by zero and long shifts).
pub(crate) fn bin_const(op: BinOp, a: u128, b: u128, w: Width) -> u128 {
    let m = mask(w);
    let r = match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::UDiv => a.checked_div(b).unwrap_or(m),
        BinOp::URem => {
            if b == 0 {
                a
            } else {
                a % b
            }
        }
        BinOp::SDiv => sdiv(a, b, w),
        BinOp::SRem => srem(a, b, w),
        BinOp::Shl => {
            if b >= u128::from(w) {
                0
            } else {
                a << b
            }
        }
        BinOp::LShr => {
            if b >= u128::from(w) {
                0
            } else {
                a >> b
            }
        }
        BinOp::AShr => {
            let sh = if b >= u128::from(w) { w - 1 } else { b as u32 };
            (to_signed(a, w) >> sh) as u128
        }
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
    };
    r & m
}

/// SMT-LIB `bvsdiv`: by zero gives all ones for a non-negative dividend and 1 otherwise.
fn sdiv(a: u128, b: u128, w: Width) -> u128 {
    let (na, nb) = (is_neg(a, w), is_neg(b, w));
    let ua = if na { neg_val(a, w) } else { a };
    let ub = if nb { neg_val(b, w) } else { b };
    let q = ua.checked_div(ub).unwrap_or(mask(w));
    if na != nb {
        neg_val(q, w)
    } else {
        q
    }
}

/// SMT-LIB `bvsrem` (the sign of the dividend): by zero gives the dividend.
fn srem(a: u128, b: u128, w: Width) -> u128 {
    let (na, nb) = (is_neg(a, w), is_neg(b, w));
    let ua = if na { neg_val(a, w) } else { a };
    let ub = if nb { neg_val(b, w) } else { b };
    let r = if ub == 0 { ua } else { ua % ub };
    if na {
        neg_val(r, w)
    } else {
        r
    }
}

/// `a op b` on `w`-bit values.
pub(crate) fn cmp_const(op: CmpOp, a: u128, b: u128, w: Width) -> bool {
    match op {
        CmpOp::Eq => a == b,
        CmpOp::Ult => a < b,
        CmpOp::Ule => a <= b,
        CmpOp::Slt => to_signed(a, w) < to_signed(b, w),
        CmpOp::Sle => to_signed(a, w) <= to_signed(b, w),
    }
}

/// Bits `lo .. lo + w` of `v`.
#[inline]
pub(crate) fn extract_val(v: u128, lo: Width, w: Width) -> u128 {
    trunc(v >> lo, w)
}

/// `hi ++ lo` where `lo` has `wl` bits (`wl < 128`).
#[inline]
pub(crate) fn concat_val(hi: u128, lo: u128, wl: Width) -> u128 {
    (hi << wl) | lo
}

/// `Some(k)` when `v` is `2^k`.
#[inline]
pub(crate) fn log2_exact(v: u128) -> Option<u32> {
    (v != 0 && v & (v - 1) == 0).then(|| v.trailing_zeros())
}

/// `Some((lo, len))` when `v`'s one bits are one contiguous run.
#[inline]
pub(crate) fn contiguous_ones(v: u128) -> Option<(u32, u32)> {
    if v == 0 {
        return None;
    }
    let lo = v.trailing_zeros();
    let run = v >> lo;
    // `run` is all ones from bit 0 iff `run + 1` is a power of two (or `run` is all ones).
    if run == u128::MAX || run & run.wrapping_add(1) == 0 {
        Some((lo, run.count_ones()))
    } else {
        None
    }
}
