//! Comparisons, `ite` and width-1 (boolean) rules.
//!
//! [`Ctx::cmp`] has already folded constant operands and reflexive comparisons.

use crate::fold::{mask, neg_val, sext_val, smax, smin, to_signed, trunc};
use crate::{BinOp, CmpOp, Ctx, ExprRef, Kind, Width};

/// The inverse of the odd `c` modulo `2^w` (Newton's iteration doubles the correct bits).
fn odd_inverse(c: u128, w: Width) -> u128 {
    let mut x = c;
    for _ in 0..7 {
        x = x.wrapping_mul(2u128.wrapping_sub(c.wrapping_mul(x)));
    }
    trunc(x, w)
}

impl Ctx {
    pub(crate) fn mk_eq(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        let (a, b) = self.order(a, b);
        if let Some(c) = self.as_const(a) {
            if w == 1 {
                // eq_bool_const: (b == true) = b, (b == false) = !b
                return if c == 1 { b } else { self.not(b) };
            }
            if let Some((c2, x)) = self.const_add_parts(b) {
                // eq_const_add: c == c2 + x  <=>  c - c2 == x
                let k = self.constant(c.wrapping_sub(c2), w);
                return self.eq(k, x);
            }
            if let Some((c2, x)) = self.const_operand(b, BinOp::Xor) {
                // eq_const_xor: c == c2 ^ x  <=>  c ^ c2 == x
                let k = self.constant(c ^ c2, w);
                return self.eq(k, x);
            }
            if let Some((c2, x)) = self.const_operand(b, BinOp::Mul) {
                if c2 & 1 == 1 {
                    // eq_const_mul_odd: an odd factor is invertible
                    let k = self.constant(c.wrapping_mul(odd_inverse(c2, w)), w);
                    return self.eq(k, x);
                }
            }
            match self.kind(b) {
                Kind::Bin(BinOp::Sub, p, q) => {
                    if let Some(c2) = self.as_const(p) {
                        // eq_const_sub: c == c2 - x  <=>  c2 - c == x
                        let k = self.constant(c2.wrapping_sub(c), w);
                        return self.eq(k, q);
                    }
                }
                Kind::Not(x) => {
                    // eq_const_not
                    let k = self.constant(!c, w);
                    return self.eq(k, x);
                }
                Kind::Neg(x) => {
                    // eq_const_neg
                    let k = self.constant(neg_val(c, w), w);
                    return self.eq(k, x);
                }
                Kind::ZExt(x) => {
                    // eq_const_zext: false when c does not fit
                    let wx = self.width(x);
                    if c > mask(wx) {
                        return self.bool(false);
                    }
                    let k = self.constant(c, wx);
                    return self.eq(k, x);
                }
                Kind::SExt(x) => {
                    // eq_const_sext: false when c is not a sign extension
                    let wx = self.width(x);
                    if sext_val(trunc(c, wx), wx, w) != c {
                        return self.bool(false);
                    }
                    let k = self.constant(c, wx);
                    return self.eq(k, x);
                }
                Kind::Concat(h, l) => {
                    // eq_const_concat: compare the parts
                    let wl = self.width(l);
                    let kh = self.constant(c >> wl, w - wl);
                    let kl = self.constant(c, wl);
                    let eh = self.eq(kh, h);
                    let el = self.eq(kl, l);
                    return self.and(eh, el);
                }
                Kind::Ite(cond, t, f) => {
                    if let (Some(ct), Some(cf)) = (self.as_const(t), self.as_const(f)) {
                        // eq_const_ite
                        return match (c == ct, c == cf) {
                            (true, true) => self.bool(true),
                            (true, false) => cond,
                            (false, true) => self.not(cond),
                            (false, false) => self.bool(false),
                        };
                    }
                }
                _ => {}
            }
        } else {
            if self.is_complement(a, b) {
                // eq_complement: x == ~x never holds
                return self.bool(false);
            }
            match (self.kind(a), self.kind(b)) {
                // eq_ext_ext: equal extensions of equal widths
                (Kind::ZExt(x), Kind::ZExt(y)) | (Kind::SExt(x), Kind::SExt(y))
                    if self.width(x) == self.width(y) =>
                {
                    return self.eq(x, y);
                }
                (Kind::Concat(h1, l1), Kind::Concat(h2, l2))
                    if self.width(l1) == self.width(l2) =>
                {
                    // eq_concat_concat
                    let eh = self.eq(h1, h2);
                    let el = self.eq(l1, l2);
                    return self.and(eh, el);
                }
                _ => {}
            }
        }
        self.intern(Kind::Cmp(CmpOp::Eq, a, b), 1)
    }

    /// `a != b`.
    fn mk_ne(&mut self, a: ExprRef, b: ExprRef) -> ExprRef {
        let e = self.eq(a, b);
        self.not(e)
    }

    pub(crate) fn mk_ult(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if w == 1 {
            // bool_ult: a < b  <=>  !a & b
            let na = self.not(a);
            return self.and(na, b);
        }
        let m = mask(w);
        match (self.as_const(a), self.as_const(b)) {
            // ult_zero_rhs: x < 0 never
            (_, Some(0)) => return self.bool(false),
            // ult_max_lhs: max < x never
            (Some(c), _) if c == m => return self.bool(false),
            // ult_zero_lhs: 0 < x  <=>  x != 0
            (Some(0), _) => return self.mk_ne(a, b),
            // ult_one_rhs: x < 1  <=>  x == 0
            (_, Some(1)) => {
                let z = self.zero(w);
                return self.eq(z, a);
            }
            // ult_max_rhs: x < max  <=>  x != max
            (_, Some(c)) if c == m => return self.mk_ne(b, a),
            // ult_below_max_lhs: max-1 < x  <=>  x == max
            (Some(c), _) if c == m - 1 => {
                let k = self.ones(w);
                return self.eq(k, b);
            }
            _ => {}
        }
        match (self.kind(a), self.kind(b)) {
            (Kind::Const(c), Kind::ZExt(x)) => {
                // ult_const_zext
                let wx = self.width(x);
                if c >= mask(wx) {
                    return self.bool(false);
                }
                let k = self.constant(c, wx);
                return self.ult(k, x);
            }
            (Kind::ZExt(x), Kind::Const(c)) => {
                // ult_zext_const
                let wx = self.width(x);
                if c > mask(wx) {
                    return self.bool(true);
                }
                let k = self.constant(c, wx);
                return self.ult(x, k);
            }
            (Kind::ZExt(x), Kind::ZExt(y)) if self.width(x) == self.width(y) => {
                // ult_zext_zext
                return self.ult(x, y);
            }
            _ => {}
        }
        self.intern(Kind::Cmp(CmpOp::Ult, a, b), 1)
    }

    pub(crate) fn mk_ule(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if w == 1 {
            // bool_ule: a <= b  <=>  !a | b
            let na = self.not(a);
            return self.or(na, b);
        }
        let m = mask(w);
        match (self.as_const(a), self.as_const(b)) {
            // ule_trivial: 0 <= x, x <= max
            (Some(0), _) => return self.bool(true),
            (_, Some(c)) if c == m => return self.bool(true),
            (_, Some(c)) => {
                // ule_const_rhs: x <= c  <=>  x < c + 1
                let k = self.constant(c + 1, w);
                return self.ult(a, k);
            }
            (Some(c), _) => {
                // ule_const_lhs: c <= x  <=>  c - 1 < x
                let k = self.constant(c - 1, w);
                return self.ult(k, b);
            }
            _ => {}
        }
        if let (Kind::ZExt(x), Kind::ZExt(y)) = (self.kind(a), self.kind(b)) {
            if self.width(x) == self.width(y) {
                // ule_zext_zext
                return self.ule(x, y);
            }
        }
        self.intern(Kind::Cmp(CmpOp::Ule, a, b), 1)
    }

    /// Rules for `a <s b` / `a <=s b` over extensions of equal widths.
    fn signed_ext_ext(
        &mut self,
        strict: bool,
        a: ExprRef,
        b: ExprRef,
        w: Width,
    ) -> Option<ExprRef> {
        match (self.kind(a), self.kind(b)) {
            (Kind::SExt(x), Kind::SExt(y)) if self.width(x) == self.width(y) => {
                // scmp_sext_sext
                Some(if strict {
                    self.slt(x, y)
                } else {
                    self.sle(x, y)
                })
            }
            (Kind::ZExt(x), Kind::ZExt(y))
                if self.width(x) == self.width(y) && self.width(x) < w =>
            {
                // scmp_zext_zext: both non-negative, so signed is unsigned
                Some(if strict {
                    self.ult(x, y)
                } else {
                    self.ule(x, y)
                })
            }
            _ => None,
        }
    }

    pub(crate) fn mk_slt(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if w == 1 {
            // bool_slt: a <s b  <=>  a & !b (1 is -1)
            let nb = self.not(b);
            return self.and(a, nb);
        }
        let (mn, mx) = (smin(w), smax(w));
        match (self.as_const(a), self.as_const(b)) {
            // slt_never: x < min, max < x
            (_, Some(c)) if c == mn => return self.bool(false),
            (Some(c), _) if c == mx => return self.bool(false),
            // slt_min_lhs: min < x  <=>  x != min
            (Some(c), _) if c == mn => return self.mk_ne(a, b),
            // slt_max_rhs: x < max  <=>  x != max
            (_, Some(c)) if c == mx => return self.mk_ne(b, a),
            // slt_min_plus_one: x < min+1  <=>  x == min
            (_, Some(c)) if c == mn + 1 => {
                let k = self.constant(mn, w);
                return self.eq(k, a);
            }
            // slt_max_minus_one: max-1 < x  <=>  x == max
            (Some(c), _) if c == mx - 1 => {
                let k = self.constant(mx, w);
                return self.eq(k, b);
            }
            _ => {}
        }
        if let Some(r) = self.signed_ext_ext(true, a, b, w) {
            return r;
        }
        match (self.kind(a), self.kind(b)) {
            (Kind::SExt(x), Kind::Const(c)) => {
                // slt_sext_const
                let wx = self.width(x);
                let (lo, hi) = (to_signed(smin(wx), wx), to_signed(smax(wx), wx));
                let cs = to_signed(c, w);
                if cs > hi {
                    return self.bool(true);
                }
                if cs <= lo {
                    return self.bool(false);
                }
                let k = self.constant(c, wx);
                return self.slt(x, k);
            }
            (Kind::Const(c), Kind::SExt(x)) => {
                // slt_const_sext
                let wx = self.width(x);
                let (lo, hi) = (to_signed(smin(wx), wx), to_signed(smax(wx), wx));
                let cs = to_signed(c, w);
                if cs < lo {
                    return self.bool(true);
                }
                if cs >= hi {
                    return self.bool(false);
                }
                let k = self.constant(c, wx);
                return self.slt(k, x);
            }
            (Kind::ZExt(x), Kind::Const(c)) if self.width(x) < w => {
                // slt_zext_const: a strict zero extension is non-negative
                let wx = self.width(x);
                if to_signed(c, w) <= 0 {
                    return self.bool(false);
                }
                if c > mask(wx) {
                    return self.bool(true);
                }
                let k = self.constant(c, wx);
                return self.ult(x, k);
            }
            (Kind::Const(c), Kind::ZExt(x)) if self.width(x) < w => {
                // slt_const_zext
                let wx = self.width(x);
                if to_signed(c, w) < 0 {
                    return self.bool(true);
                }
                if c >= mask(wx) {
                    return self.bool(false);
                }
                let k = self.constant(c, wx);
                return self.ult(k, x);
            }
            _ => {}
        }
        self.intern(Kind::Cmp(CmpOp::Slt, a, b), 1)
    }

    pub(crate) fn mk_sle(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if w == 1 {
            // bool_sle: a <=s b  <=>  a | !b
            let nb = self.not(b);
            return self.or(a, nb);
        }
        let (mn, mx) = (smin(w), smax(w));
        match (self.as_const(a), self.as_const(b)) {
            // sle_trivial: min <= x, x <= max
            (Some(c), _) if c == mn => return self.bool(true),
            (_, Some(c)) if c == mx => return self.bool(true),
            (_, Some(c)) => {
                // sle_const_rhs: x <=s c  <=>  x <s c + 1
                let k = self.constant(c.wrapping_add(1), w);
                return self.slt(a, k);
            }
            (Some(c), _) => {
                // sle_const_lhs: c <=s x  <=>  c - 1 <s x
                let k = self.constant(c.wrapping_sub(1), w);
                return self.slt(k, b);
            }
            _ => {}
        }
        if let Some(r) = self.signed_ext_ext(false, a, b, w) {
            return r;
        }
        self.intern(Kind::Cmp(CmpOp::Sle, a, b), 1)
    }

    pub(crate) fn mk_ite(&mut self, c: ExprRef, t: ExprRef, e: ExprRef) -> ExprRef {
        if let Some(v) = self.as_const(c) {
            // ite_const_cond
            return if v == 1 { t } else { e };
        }
        if t == e {
            // ite_same
            return t;
        }
        if let Kind::Not(x) = self.kind(c) {
            // ite_not_cond
            return self.ite(x, e, t);
        }
        let w = self.width(t);
        if w == 1 {
            match (self.as_const(t), self.as_const(e)) {
                // ite_bool_identity: c ? true : false = c
                (Some(1), Some(0)) => return c,
                // ite_bool_not: c ? false : true = !c
                (Some(0), Some(1)) => return self.not(c),
                // ite_bool_or: c ? true : e = c | e
                (Some(1), _) => return self.or(c, e),
                // ite_bool_and_not: c ? false : e = !c & e
                (Some(0), _) => {
                    let nc = self.not(c);
                    return self.and(nc, e);
                }
                // ite_bool_and: c ? t : false = c & t
                (_, Some(0)) => return self.and(c, t),
                // ite_bool_or_not: c ? t : true = !c | t
                (_, Some(1)) => {
                    let nc = self.not(c);
                    return self.or(nc, t);
                }
                _ => {}
            }
            if t == c {
                // ite_bool_cond_then: c ? c : e = c | e
                return self.or(c, e);
            }
            if e == c {
                // ite_bool_cond_else: c ? t : c = c & t
                return self.and(c, t);
            }
        }
        if let Kind::Ite(c2, t2, _) = self.kind(t) {
            if c2 == c {
                // ite_nested_then: c ? (c ? x : _) : y = c ? x : y
                return self.ite(c, t2, e);
            }
        }
        if let Kind::Ite(c2, _, e2) = self.kind(e) {
            if c2 == c {
                // ite_nested_else: c ? x : (c ? _ : y) = c ? x : y
                return self.ite(c, t, e2);
            }
        }
        self.intern(Kind::Ite(c, t, e), w)
    }
}
