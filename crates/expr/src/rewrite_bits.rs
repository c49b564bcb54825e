//! Bit-level rules: `and`, `or`, `xor`, `not`, `concat`, `extract`, `zext`, `sext`.

use crate::fold::{concat_val, contiguous_ones, extract_val, mask, sext_val, trunc};
use crate::{BinOp, Ctx, ExprRef, Kind, Width};

impl Ctx {
    /// Whether one of `a`, `b` is the bitwise complement of the other.
    #[inline]
    pub(crate) fn is_complement(&self, a: ExprRef, b: ExprRef) -> bool {
        matches!(self.kind(a), Kind::Not(x) if x == b)
            || matches!(self.kind(b), Kind::Not(x) if x == a)
    }

    /// Whether `e` can be cut into `(high, low)` with a `wl`-bit low part without new logic.
    fn can_split(&self, e: ExprRef, wl: Width) -> bool {
        match self.kind(e) {
            Kind::Const(_) => true,
            Kind::Concat(_, l) => self.width(l) == wl,
            Kind::ZExt(x) => self.width(x) <= wl,
            _ => false,
        }
    }

    /// `(high, low)` of `e` with a `wl`-bit low part (after [`Ctx::can_split`] said yes).
    fn split_at(&mut self, e: ExprRef, wl: Width) -> (ExprRef, ExprRef) {
        let w = self.width(e);
        match self.kind(e) {
            Kind::Const(c) => {
                let h = self.constant(c >> wl, w - wl);
                let l = self.constant(trunc(c, wl), wl);
                (h, l)
            }
            Kind::Concat(h, l) => (h, l),
            Kind::ZExt(x) => {
                let h = self.zero(w - wl);
                let l = self.zext(x, wl);
                (h, l)
            }
            _ => unreachable!("split_at after can_split"),
        }
    }

    /// bitwise_split: `op(h1 ++ l1, h2 ++ l2) = op(h1, h2) ++ op(l1, l2)` when both operands
    /// are concats, zero extensions or constants cut at the same place.
    fn split_bitwise(&mut self, op: BinOp, a: ExprRef, b: ExprRef, w: Width) -> Option<ExprRef> {
        let low_of = |ctx: &Ctx, e: ExprRef| match ctx.kind(e) {
            Kind::Concat(_, l) => Some(ctx.width(l)),
            _ => None,
        };
        let zext_of = |ctx: &Ctx, e: ExprRef| match ctx.kind(e) {
            Kind::ZExt(x) => Some(ctx.width(x)),
            _ => None,
        };
        let zext_point = match (zext_of(self, a), zext_of(self, b)) {
            (Some(x), Some(y)) => Some(x.max(y)),
            (x, y) => x.or(y),
        };
        let wl = [low_of(self, a), low_of(self, b), zext_point]
            .into_iter()
            .flatten()
            .find(|&wl| wl > 0 && wl < w && self.can_split(a, wl) && self.can_split(b, wl))?;
        let (ha, la) = self.split_at(a, wl);
        let (hb, lb) = self.split_at(b, wl);
        let h = self.bin(op, ha, hb);
        let l = self.bin(op, la, lb);
        Some(self.concat(h, l))
    }

    pub(crate) fn mk_and(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        let (a, b) = self.order(a, b);
        if a == b {
            // and_self
            return a;
        }
        if let Some(c) = self.as_const(a) {
            if c == 0 {
                // and_zero
                return a;
            }
            if c == mask(w) {
                // and_ones (and(b, true) = b)
                return b;
            }
            if let Some((c2, x)) = self.const_operand(b, BinOp::And) {
                // and_const_const
                let k = self.constant(c & c2, w);
                return self.and(k, x);
            }
        } else {
            if self.is_complement(a, b) {
                // and_complement
                return self.zero(w);
            }
            for (x, y) in [(a, b), (b, a)] {
                match self.kind(y) {
                    // and_absorb: x & (x | z) = x
                    Kind::Bin(BinOp::Or, p, q) if p == x || q == x => return x,
                    // and_repeat: x & (x & z) = x & z
                    Kind::Bin(BinOp::And, p, q) if p == x || q == x => return y,
                    _ => {}
                }
            }
        }
        if let Some(r) = self.split_bitwise(BinOp::And, a, b, w) {
            return r;
        }
        if let Some(c) = self.as_const(a) {
            if let Some((lo, n)) = contiguous_ones(c) {
                // and_contiguous_mask: x & (ones at lo..lo+n) = zext(extract(x, lo, n) ++ 0_lo)
                let mid = self.extract(b, lo, n);
                let shifted = if lo > 0 {
                    let z = self.zero(lo);
                    self.concat(mid, z)
                } else {
                    mid
                };
                return self.zext(shifted, w);
            }
        }
        self.intern(Kind::Bin(BinOp::And, a, b), w)
    }

    pub(crate) fn mk_or(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        let (a, b) = self.order(a, b);
        if a == b {
            // or_self
            return a;
        }
        if let Some(c) = self.as_const(a) {
            if c == 0 {
                // or_zero (or(b, false) = b)
                return b;
            }
            if c == mask(w) {
                // or_ones (or(b, true) = true)
                return a;
            }
            if let Some((c2, x)) = self.const_operand(b, BinOp::Or) {
                // or_const_const
                let k = self.constant(c | c2, w);
                return self.or(k, x);
            }
        } else {
            if self.is_complement(a, b) {
                // or_complement
                return self.ones(w);
            }
            for (x, y) in [(a, b), (b, a)] {
                match self.kind(y) {
                    // or_absorb: x | (x & z) = x
                    Kind::Bin(BinOp::And, p, q) if p == x || q == x => return x,
                    // or_repeat: x | (x | z) = x | z
                    Kind::Bin(BinOp::Or, p, q) if p == x || q == x => return y,
                    _ => {}
                }
            }
        }
        if let Some(r) = self.split_bitwise(BinOp::Or, a, b, w) {
            return r;
        }
        self.intern(Kind::Bin(BinOp::Or, a, b), w)
    }

    pub(crate) fn mk_xor(&mut self, a: ExprRef, b: ExprRef, w: Width) -> ExprRef {
        let (a, b) = self.order(a, b);
        if a == b {
            // xor_self
            return self.zero(w);
        }
        if let Some(c) = self.as_const(a) {
            if c == 0 {
                // xor_zero
                return b;
            }
            if c == mask(w) {
                // xor_ones: x ^ ones = ~x (xor(b, true) = not b)
                return self.not(b);
            }
            if let Some((c2, x)) = self.const_operand(b, BinOp::Xor) {
                // xor_const_const
                let k = self.constant(c ^ c2, w);
                return self.bin(BinOp::Xor, k, x);
            }
        } else {
            if self.is_complement(a, b) {
                // xor_complement
                return self.ones(w);
            }
            for (x, y) in [(a, b), (b, a)] {
                if let Kind::Bin(BinOp::Xor, p, q) = self.kind(y) {
                    // xor_cancel: x ^ (x ^ z) = z
                    if p == x {
                        return q;
                    }
                    if q == x {
                        return p;
                    }
                }
            }
        }
        if let Some(r) = self.split_bitwise(BinOp::Xor, a, b, w) {
            return r;
        }
        self.intern(Kind::Bin(BinOp::Xor, a, b), w)
    }

    pub(crate) fn mk_not(&mut self, a: ExprRef) -> ExprRef {
        let w = self.width(a);
        match self.kind(a) {
            Kind::Const(c) => self.constant(!c, w),
            // not_not
            Kind::Not(x) => x,
            // not_cmp_flip: !(p < q) = q <= p, !(p <= q) = q < p (Eq stays under a Not)
            Kind::Cmp(op, p, q) if op != crate::CmpOp::Eq => {
                let dual = match op {
                    crate::CmpOp::Ult => crate::CmpOp::Ule,
                    crate::CmpOp::Ule => crate::CmpOp::Ult,
                    crate::CmpOp::Slt => crate::CmpOp::Sle,
                    _ => crate::CmpOp::Slt,
                };
                self.cmp(dual, q, p)
            }
            Kind::Bin(BinOp::Xor, p, q) if self.is_const(p) || self.is_const(q) => {
                // not_xor_const: ~(c ^ x) = ~c ^ x
                let (c, x) = if self.is_const(p) { (p, q) } else { (q, p) };
                let nc = self.not(c);
                self.bin(BinOp::Xor, nc, x)
            }
            Kind::Ite(c, t, e) if self.is_const(t) && self.is_const(e) => {
                // not_ite_const
                let nt = self.not(t);
                let ne = self.not(e);
                self.ite(c, nt, ne)
            }
            _ => self.intern(Kind::Not(a), w),
        }
    }

    pub(crate) fn mk_concat(&mut self, hi: ExprRef, lo: ExprRef) -> ExprRef {
        let (wh, wl) = (self.width(hi), self.width(lo));
        let w = wh + wl;
        let (kh, kl) = (self.kind(hi), self.kind(lo));
        match (&kh, &kl) {
            // concat_const
            (Kind::Const(h), Kind::Const(l)) => return self.constant(concat_val(*h, *l, wl), w),
            // concat_zero_is_zext
            (Kind::Const(0), _) => return self.zext(lo, w),
            // concat_right_assoc: (a ++ b) ++ lo = a ++ (b ++ lo)
            (Kind::Concat(a, b), _) => {
                let r = self.concat(*b, lo);
                return self.concat(*a, r);
            }
            (Kind::Const(h), Kind::Concat(p, q)) => {
                if let Some(l) = self.as_const(*p) {
                    // concat_const_const: c1 ++ (c2 ++ x) = (c1 ++ c2) ++ x
                    let k = self.constant(concat_val(*h, l, self.width(*p)), wh + self.width(*p));
                    return self.concat(k, *q);
                }
            }
            // concat_adjacent_extracts: x[i+k..] ++ x[i..i+k] = x[i..]
            (Kind::Extract { e: x, lo: i }, Kind::Extract { e: y, lo: j })
                if x == y && j + wl == *i =>
            {
                return self.extract(*x, *j, w);
            }
            (Kind::Extract { e: x, lo: i }, Kind::Concat(l1, l2)) => {
                if let Kind::Extract { e: y, lo: j } = self.kind(*l1) {
                    let w1 = self.width(*l1);
                    if *x == y && j + w1 == *i {
                        // concat_adjacent_extracts_nested
                        let m = self.extract(y, j, wh + w1);
                        return self.concat(m, *l2);
                    }
                }
            }
            _ => {}
        }
        self.intern(Kind::Concat(hi, lo), w)
    }

    /// Whether extracting `lo .. lo + width` of `e` is sure to simplify (used before pushing an
    /// extract into an operator, so that it never grows the expression much).
    fn extract_is_cheap(&self, e: ExprRef, lo: Width, width: Width) -> bool {
        match self.kind(e) {
            Kind::Const(_) | Kind::Extract { .. } | Kind::ZExt(_) | Kind::SExt(_) => true,
            Kind::Concat(_, l) => {
                let wl = self.width(l);
                lo + width <= wl || lo >= wl
            }
            _ => false,
        }
    }

    /// Whether `e` is a constant whose bits `lo .. lo + width` are all zeros or all ones (an
    /// identity or an absorbing element of the bitwise operators once extracted).
    fn extract_is_trivial_const(&self, e: ExprRef, lo: Width, width: Width) -> bool {
        self.as_const(e).is_some_and(|c| {
            let v = extract_val(c, lo, width);
            v == 0 || v == mask(width)
        })
    }

    pub(crate) fn mk_extract(&mut self, e: ExprRef, lo: Width, width: Width) -> ExprRef {
        let we = self.width(e);
        if width == we {
            // extract_full
            return e;
        }
        match self.kind(e) {
            Kind::Const(c) => return self.constant(extract_val(c, lo, width), width),
            // extract_extract
            Kind::Extract { e: x, lo: l2 } => return self.extract(x, lo + l2, width),
            Kind::Concat(h, l) => {
                let wl = self.width(l);
                if lo + width <= wl {
                    // extract_concat_low
                    return self.extract(l, lo, width);
                }
                if lo >= wl {
                    // extract_concat_high
                    return self.extract(h, lo - wl, width);
                }
                // extract_concat_straddle
                let hp = self.extract(h, 0, lo + width - wl);
                let lp = self.extract(l, lo, wl - lo);
                return self.concat(hp, lp);
            }
            Kind::ZExt(x) => {
                let wx = self.width(x);
                if lo + width <= wx {
                    // extract_zext_inner
                    return self.extract(x, lo, width);
                }
                if lo >= wx {
                    // extract_zext_zeros
                    return self.zero(width);
                }
                // extract_zext_straddle
                let p = self.extract(x, lo, wx - lo);
                return self.zext(p, width);
            }
            Kind::SExt(x) => {
                let wx = self.width(x);
                if lo + width <= wx {
                    // extract_sext_inner
                    return self.extract(x, lo, width);
                }
                // extract_sext_sign: only sign bits, or a straddle
                let from = lo.min(wx - 1);
                let p = self.extract(x, from, wx - from);
                return self.sext(p, width);
            }
            Kind::Not(x) if self.extract_is_cheap(x, lo, width) => {
                // extract_not
                let p = self.extract(x, lo, width);
                return self.not(p);
            }
            Kind::Ite(c, t, f) if self.is_const(t) && self.is_const(f) => {
                // extract_ite_const
                let pt = self.extract(t, lo, width);
                let pf = self.extract(f, lo, width);
                return self.ite(c, pt, pf);
            }
            Kind::Bin(op @ (BinOp::And | BinOp::Or | BinOp::Xor), p, q)
                if (self.extract_is_cheap(p, lo, width) && self.extract_is_cheap(q, lo, width))
                    || self.extract_is_trivial_const(p, lo, width)
                    || self.extract_is_trivial_const(q, lo, width) =>
            {
                // extract_bitwise
                let xp = self.extract(p, lo, width);
                let xq = self.extract(q, lo, width);
                return self.bin(op, xp, xq);
            }
            Kind::Bin(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), p, q)
                if lo == 0
                    && self.extract_is_cheap(p, 0, width)
                    && self.extract_is_cheap(q, 0, width) =>
            {
                // extract_low_arith: the low bits of +, -, * depend only on the low bits
                let xp = self.extract(p, 0, width);
                let xq = self.extract(q, 0, width);
                return self.bin(op, xp, xq);
            }
            Kind::Neg(x) if lo == 0 && self.extract_is_cheap(x, 0, width) => {
                // extract_low_neg
                let p = self.extract(x, 0, width);
                return self.neg(p);
            }
            _ => {}
        }
        self.intern(Kind::Extract { e, lo }, width)
    }

    pub(crate) fn mk_zext(&mut self, e: ExprRef, width: Width) -> ExprRef {
        let we = self.width(e);
        if width == we {
            // zext_same
            return e;
        }
        if width < we {
            // zext_truncate
            return self.extract(e, 0, width);
        }
        match self.kind(e) {
            Kind::Const(c) => self.constant(c, width),
            // zext_zext
            Kind::ZExt(x) => self.zext(x, width),
            _ => self.intern(Kind::ZExt(e), width),
        }
    }

    pub(crate) fn mk_sext(&mut self, e: ExprRef, width: Width) -> ExprRef {
        let we = self.width(e);
        if width == we {
            // sext_same
            return e;
        }
        if width < we {
            // sext_truncate
            return self.extract(e, 0, width);
        }
        match self.kind(e) {
            Kind::Const(c) => self.constant(sext_val(c, we, width), width),
            // sext_sext
            Kind::SExt(x) => self.sext(x, width),
            // sext_zext: a strict zero extension has sign bit 0
            Kind::ZExt(x) if self.width(x) < we => self.zext(x, width),
            _ => self.intern(Kind::SExt(e), width),
        }
    }
}
