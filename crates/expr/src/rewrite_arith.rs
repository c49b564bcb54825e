//! Arithmetic rules: `add`, `sub`, `mul`, division, remainder, shifts and `neg`.
//!
//! Both operands constant has been folded by [`Ctx::bin`] before any of these runs.

use crate::fold::{self, mask, neg_val};
use crate::{BinOp, Ctx, ExprRef, Kind, Width};

impl Ctx {
    /// Commutative normal order: a constant first, otherwise the older node first.
    #[inline]
    pub(crate) fn order(&self, a: ExprRef, b: ExprRef) -> (ExprRef, ExprRef) {
        match (self.is_const(a), self.is_const(b)) {
            (false, true) => (b, a),
            (true, false) => (a, b),
            _ if b < a => (b, a),
            _ => (a, b),
        }
    }

    /// `Some((c, x))` when `e` is `c + x` with `c` constant.
    #[inline]
    pub(crate) fn const_add_parts(&self, e: ExprRef) -> Option<(u128, ExprRef)> {
        match self.kind(e) {
            Kind::Bin(BinOp::Add, p, q) => match (self.as_const(p), self.as_const(q)) {
                (Some(c), _) => Some((c, q)),
                (None, Some(c)) => Some((c, p)),
                _ => None,
            },
            _ => None,
        }
    }

    /// `Some((c, x))` when `e` is `op(c, x)` (either side) with `c` constant.
    #[inline]
    pub(crate) fn const_operand(&self, e: ExprRef, op: BinOp) -> Option<(u128, ExprRef)> {
        match self.kind(e) {
            Kind::Bin(o, p, q) if o == op => match (self.as_const(p), self.as_const(q)) {
                (Some(c), _) => Some((c, q)),
                (None, Some(c)) => Some((c, p)),
                _ => None,
            },
            _ => None,
        }
    }

    pub(crate) fn mk_add(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if w == 1 {
            // bool_add_is_xor
            return self.mk_xor(a, b, w);
        }
        let (a, b) = self.order(a, b);
        if let Some(c) = self.as_const(a) {
            if c == 0 {
                // add_zero
                return b;
            }
            if let Some((c2, x)) = self.const_add_parts(b) {
                // add_const_const: c1 + (c2 + x) = (c1 + c2) + x
                let k = self.constant(c.wrapping_add(c2), w);
                return self.add(k, x);
            }
            if let Kind::Bin(BinOp::Sub, p, q) = self.kind(b) {
                if let Some(c2) = self.as_const(p) {
                    // add_const_sub: c1 + (c2 - x) = (c1 + c2) - x
                    let k = self.constant(c.wrapping_add(c2), w);
                    return self.sub(k, q);
                }
            }
        } else {
            for (x, y) in [(a, b), (b, a)] {
                if let Some((c, z)) = self.const_add_parts(y) {
                    // add_float_const: x + (c + z) = c + (x + z)
                    let s = self.add(x, z);
                    let k = self.constant(c, w);
                    return self.add(k, s);
                }
            }
            for (x, y) in [(a, b), (b, a)] {
                match self.kind(y) {
                    // add_neg: x + -z = x - z
                    Kind::Neg(z) => return self.sub(x, z),
                    // add_sub_cancel: x + (z - x) = z
                    Kind::Bin(BinOp::Sub, p, q) if q == x => return p,
                    _ => {}
                }
            }
        }
        self.intern(Kind::Bin(BinOp::Add, a, b), w)
    }

    pub(crate) fn mk_sub(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if w == 1 {
            // bool_sub_is_xor
            return self.mk_xor(a, b, w);
        }
        if a == b {
            // sub_self
            return self.zero(w);
        }
        if let Some(c) = self.as_const(b) {
            // sub_const: x - c = (-c) + x (also x - 0 = x)
            let k = self.constant(neg_val(c, w), w);
            return self.add(k, a);
        }
        if let Some(c) = self.as_const(a) {
            if c == 0 {
                // sub_from_zero: 0 - x = -x
                return self.neg(b);
            }
            if let Some((c2, x)) = self.const_add_parts(b) {
                // sub_const_add: c1 - (c2 + x) = (c1 - c2) - x
                let k = self.constant(c.wrapping_sub(c2), w);
                return self.sub(k, x);
            }
            match self.kind(b) {
                Kind::Bin(BinOp::Sub, p, q) => {
                    if let Some(c2) = self.as_const(p) {
                        // sub_const_sub: c1 - (c2 - x) = (c1 - c2) + x
                        let k = self.constant(c.wrapping_sub(c2), w);
                        return self.add(k, q);
                    }
                }
                Kind::Neg(x) => {
                    // sub_const_neg: c - (-x) = c + x
                    return self.add(a, x);
                }
                _ => {}
            }
        } else {
            if let Some((c, x)) = self.const_add_parts(a) {
                // sub_float_const_left: (c + x) - y = c + (x - y)
                let d = self.sub(x, b);
                let k = self.constant(c, w);
                return self.add(k, d);
            }
            if let Some((c, y)) = self.const_add_parts(b) {
                // sub_float_const_right: x - (c + y) = (-c) + (x - y)
                let d = self.sub(a, y);
                let k = self.constant(neg_val(c, w), w);
                return self.add(k, d);
            }
            if let Kind::Bin(BinOp::Add, p, q) = self.kind(a) {
                // sub_add_cancel: (x + y) - x = y, (x + y) - y = x
                if p == b {
                    return q;
                }
                if q == b {
                    return p;
                }
            }
            match self.kind(b) {
                // sub_sub_cancel: x - (x - y) = y
                Kind::Bin(BinOp::Sub, p, q) if p == a => return q,
                // sub_neg: x - (-y) = x + y
                Kind::Neg(y) => return self.add(a, y),
                _ => {}
            }
        }
        self.intern(Kind::Bin(BinOp::Sub, a, b), w)
    }

    pub(crate) fn mk_mul(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if w == 1 {
            // bool_mul_is_and
            return self.mk_and(a, b, w);
        }
        let (a, b) = self.order(a, b);
        if let Some(c) = self.as_const(a) {
            if c == 0 {
                // mul_zero
                return a;
            }
            if c == 1 {
                // mul_one
                return b;
            }
            if c == mask(w) {
                // mul_minus_one
                return self.neg(b);
            }
            if let Some((c2, x)) = self.const_operand(b, BinOp::Mul) {
                // mul_const_const: c1 * (c2 * x) = (c1 * c2) * x
                let k = self.constant(c.wrapping_mul(c2), w);
                return self.mul(k, x);
            }
            if let Some((c2, x)) = self.const_add_parts(b) {
                // mul_const_distribute: c1 * (c2 + x) = c1*c2 + c1*x
                let k = self.constant(c.wrapping_mul(c2), w);
                let m = self.mul(a, x);
                return self.add(k, m);
            }
            if let Kind::Neg(x) = self.kind(b) {
                // mul_const_neg: c * -x = (-c) * x
                let k = self.constant(neg_val(c, w), w);
                return self.mul(k, x);
            }
        }
        self.intern(Kind::Bin(BinOp::Mul, a, b), w)
    }

    pub(crate) fn mk_udiv(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if let Some(c) = self.as_const(b) {
            if c == 0 {
                // udiv_by_zero: x / 0 = all ones
                return self.ones(w);
            }
            if let Some(k) = fold::log2_exact(c) {
                // udiv_pow2: x / 2^k = x >> k (also x / 1 = x)
                let s = self.constant(u128::from(k), w);
                return self.bin(BinOp::LShr, a, s);
            }
        }
        self.intern(Kind::Bin(BinOp::UDiv, a, b), w)
    }

    pub(crate) fn mk_sdiv(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if let Some(c) = self.as_const(b) {
            if c == 1 {
                // sdiv_one
                return a;
            }
            if c == mask(w) {
                // sdiv_minus_one: x /s -1 = -x
                return self.neg(a);
            }
        }
        self.intern(Kind::Bin(BinOp::SDiv, a, b), w)
    }

    pub(crate) fn mk_urem(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if let Some(c) = self.as_const(b) {
            if c == 0 {
                // urem_by_zero: x % 0 = x
                return a;
            }
            if fold::log2_exact(c).is_some() {
                // urem_pow2: x % 2^k = x & (2^k - 1) (also x % 1 = 0)
                let m = self.constant(c - 1, w);
                return self.bin(BinOp::And, m, a);
            }
        }
        self.intern(Kind::Bin(BinOp::URem, a, b), w)
    }

    pub(crate) fn mk_srem(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if let Some(c) = self.as_const(b) {
            if c == 0 {
                // srem_by_zero: x %s 0 = x
                return a;
            }
            if c == 1 || c == mask(w) {
                // srem_one: x %s 1 = x %s -1 = 0
                return self.zero(w);
            }
        }
        self.intern(Kind::Bin(BinOp::SRem, a, b), w)
    }

    pub(crate) fn mk_shl(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if self.as_const(a) == Some(0) {
            // shift_of_zero
            return a;
        }
        if let Some(c) = self.as_const(b) {
            if c == 0 {
                // shift_by_zero
                return a;
            }
            if c >= u128::from(w) {
                // shl_too_far: all bits shifted out
                return self.zero(w);
            }
            // shl_const: x << c = extract(x, 0, w - c) ++ 0_c
            let c = c as Width;
            let kept = self.extract(a, 0, w - c);
            let z = self.zero(c);
            return self.concat(kept, z);
        }
        self.intern(Kind::Bin(BinOp::Shl, a, b), w)
    }

    pub(crate) fn mk_lshr(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if self.as_const(a) == Some(0) {
            // shift_of_zero
            return a;
        }
        if let Some(c) = self.as_const(b) {
            if c == 0 {
                // shift_by_zero
                return a;
            }
            if c >= u128::from(w) {
                // lshr_too_far
                return self.zero(w);
            }
            // lshr_const: x >> c = zext(extract(x, c, w - c))
            let c = c as Width;
            let kept = self.extract(a, c, w - c);
            return self.zext(kept, w);
        }
        self.intern(Kind::Bin(BinOp::LShr, a, b), w)
    }

    pub(crate) fn mk_ashr(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        if let Some(v) = self.as_const(a) {
            if v == 0 || v == mask(w) {
                // ashr_of_zero_or_ones
                return a;
            }
        }
        if let Some(c) = self.as_const(b) {
            if c == 0 || w == 1 {
                // shift_by_zero (a 1-bit value is its own sign)
                return a;
            }
            // ashr_const: x >>s c = sext(extract(x, c, w - c)); c >= w acts as w - 1
            let c = c.min(u128::from(w - 1)) as Width;
            let kept = self.extract(a, c, w - c);
            return self.sext(kept, w);
        }
        self.intern(Kind::Bin(BinOp::AShr, a, b), w)
    }

    pub(crate) fn mk_neg(&mut self, a: ExprRef) -> ExprRef {
        let w = self.width(a);
        if let Some(c) = self.as_const(a) {
            return self.constant(neg_val(c, w), w);
        }
        if w == 1 {
            // bool_neg: -x = x in one bit
            return a;
        }
        match self.kind(a) {
            // neg_neg
            Kind::Neg(x) => return x,
            // neg_sub: -(x - y) = y - x
            Kind::Bin(BinOp::Sub, p, q) => return self.sub(q, p),
            _ => {}
        }
        if let Some((c, x)) = self.const_add_parts(a) {
            // neg_const_add: -(c + x) = (-c) - x
            let k = self.constant(neg_val(c, w), w);
            return self.sub(k, x);
        }
        if let Some((c, x)) = self.const_operand(a, BinOp::Mul) {
            // neg_const_mul: -(c * x) = (-c) * x
            let k = self.constant(neg_val(c, w), w);
            return self.mul(k, x);
        }
        self.intern(Kind::Neg(a), w)
    }
}
