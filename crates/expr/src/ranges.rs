//! Constraints that only bound one variable by constants (`n <u 100`, `!(5 <s x)`,
//! `x == 3`, and conjunctions and disjunctions of those), read as sets of unsigned intervals.
//!
//! Loops over a symbolic count add one such bound per iteration; as ranges they are decided
//! without a solver, and successive bounds on one variable fold into a single constraint.

use crate::{BinOp, CmpOp, Ctx, ExprRef, Kind, Node, VarId, Width};

/// A set of values of a `width`-bit variable: sorted, disjoint, non-adjacent inclusive
/// intervals of unsigned values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranges {
    width: Width,
    spans: Vec<(u128, u128)>,
}

fn max_of(width: Width) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

impl Ranges {
    /// Every value.
    pub fn full(width: Width) -> Ranges {
        Ranges {
            width,
            spans: vec![(0, max_of(width))],
        }
    }

    /// No value.
    pub fn empty(width: Width) -> Ranges {
        Ranges {
            width,
            spans: Vec::new(),
        }
    }

    /// The unsigned values `lo..=hi` (empty when `lo > hi`).
    pub fn unsigned(width: Width, lo: u128, hi: u128) -> Ranges {
        let hi = hi.min(max_of(width));
        if lo > hi {
            return Ranges::empty(width);
        }
        Ranges {
            width,
            spans: vec![(lo, hi)],
        }
    }

    /// The values whose two's-complement reading lies in `lo..=hi`.
    pub fn signed(width: Width, lo: i128, hi: i128) -> Ranges {
        if lo > hi || width == 0 || width > 127 {
            return Ranges::empty(width);
        }
        let m = 1i128 << width;
        let wrap = |v: i128| (if v < 0 { v + m } else { v }) as u128;
        if lo >= 0 || hi < 0 {
            Ranges::unsigned(width, wrap(lo), wrap(hi))
        } else {
            Ranges {
                width,
                spans: vec![(0, hi as u128), (wrap(lo), max_of(width))],
            }
        }
    }

    /// The variable's width.
    pub fn width(&self) -> Width {
        self.width
    }

    /// The intervals.
    pub fn spans(&self) -> &[(u128, u128)] {
        &self.spans
    }

    /// Whether no value is left.
    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// The smallest value.
    pub fn min(&self) -> Option<u128> {
        self.spans.first().map(|s| s.0)
    }

    /// The values in both.
    pub fn intersect(&self, o: &Ranges) -> Ranges {
        let mut spans = Vec::new();
        let (mut i, mut j) = (0, 0);
        while i < self.spans.len() && j < o.spans.len() {
            let (a, b) = self.spans[i];
            let (c, d) = o.spans[j];
            let lo = a.max(c);
            let hi = b.min(d);
            if lo <= hi {
                spans.push((lo, hi));
            }
            if b < d {
                i += 1;
            } else {
                j += 1;
            }
        }
        Ranges {
            width: self.width,
            spans,
        }
    }

    /// The values not in `self`.
    pub fn complement(&self) -> Ranges {
        let max = max_of(self.width);
        let mut spans = Vec::new();
        let mut next = Some(0u128);
        for &(a, b) in &self.spans {
            if let Some(n) = next {
                if a > n {
                    spans.push((n, a - 1));
                }
            }
            next = b.checked_add(1).filter(|&v| v <= max);
        }
        if let Some(n) = next {
            spans.push((n, max));
        }
        Ranges {
            width: self.width,
            spans,
        }
    }

    /// The values in either.
    pub fn union(&self, o: &Ranges) -> Ranges {
        self.complement().intersect(&o.complement()).complement()
    }
}

/// The most intervals a constraint may have to be read as ranges.
const MAX_SPANS: usize = 64;

/// The variable `e` bounds and the values it allows, when `e` (width 1) only compares one
/// variable with constants.
pub fn var_ranges(ctx: &Ctx, e: ExprRef) -> Option<(VarId, Ranges)> {
    let n = ctx.node(e);
    if n.width != 1 {
        return None;
    }
    match &n.kind {
        Kind::Var(v) => Some((*v, Ranges::unsigned(1, 1, 1))),
        Kind::Not(a) => var_ranges(ctx, *a).map(|(v, r)| (v, r.complement())),
        Kind::Bin(op @ (BinOp::And | BinOp::Or), a, b) => {
            let (va, ra) = var_ranges(ctx, *a)?;
            let (vb, rb) = var_ranges(ctx, *b)?;
            if va != vb {
                return None;
            }
            let r = if *op == BinOp::And {
                ra.intersect(&rb)
            } else {
                ra.union(&rb)
            };
            // Each `x != c` of a loop splits a span: past a few, the set is reparsed at every
            // constraint in time that grows with it, and the solver does better.
            (r.spans.len() <= MAX_SPANS).then_some((va, r))
        }
        Kind::Cmp(op, a, b) => {
            let (var, c, var_left) = match (&ctx.node(*a).kind, &ctx.node(*b).kind) {
                (Kind::Var(v), Kind::Const(c)) => (*v, *c, true),
                (Kind::Const(c), Kind::Var(v)) => (*v, *c, false),
                _ => return None,
            };
            let w = ctx.node(*a).width;
            if w == 0 || w > 64 {
                return None;
            }
            let max = max_of(w);
            let sc = crate::fold::sext_val(c, w, 128) as i128;
            let (smin, smax) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
            let r = match (op, var_left) {
                (CmpOp::Eq, _) => Ranges::unsigned(w, c, c),
                (CmpOp::Ult, true) if c == 0 => Ranges::empty(w),
                (CmpOp::Ult, true) => Ranges::unsigned(w, 0, c - 1),
                (CmpOp::Ult, false) if c == max => Ranges::empty(w),
                (CmpOp::Ult, false) => Ranges::unsigned(w, c + 1, max),
                (CmpOp::Ule, true) => Ranges::unsigned(w, 0, c),
                (CmpOp::Ule, false) => Ranges::unsigned(w, c, max),
                (CmpOp::Slt, true) => Ranges::signed(w, smin, sc - 1),
                (CmpOp::Slt, false) => Ranges::signed(w, sc + 1, smax),
                (CmpOp::Sle, true) => Ranges::signed(w, smin, sc),
                (CmpOp::Sle, false) => Ranges::signed(w, sc, smax),
            };
            Some((var, r))
        }
        _ => None,
    }
}

impl Ctx {
    /// The variable `v` as an expression.
    pub fn var_expr(&mut self, v: VarId) -> ExprRef {
        let (_, width) = self.var_info(v);
        self.raw(Node {
            kind: Kind::Var(v),
            width,
        })
    }

    /// A width-1 expression that holds exactly when variable `v` lies in `r`.
    pub fn in_ranges(&mut self, v: VarId, r: &Ranges) -> ExprRef {
        let x = self.var_expr(v);
        let w = r.width();
        let max = max_of(w);
        let mut out = self.bool(false);
        for &(lo, hi) in r.spans() {
            let part = if lo == 0 && hi == max {
                self.bool(true)
            } else if lo == hi {
                let c = self.constant(lo, w);
                self.eq(x, c)
            } else if lo == 0 {
                let c = self.constant(hi, w);
                self.ule(x, c)
            } else if hi == max {
                let c = self.constant(lo, w);
                self.ule(c, x)
            } else {
                let (l, h) = (self.constant(lo, w), self.constant(hi, w));
                let a = self.ule(l, x);
                let b = self.ule(x, h);
                self.and(a, b)
            };
            out = self.or(out, part);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_fold_into_one_range_and_back_into_one_constraint() {
        let mut ctx = Ctx::new();
        let n = ctx.fresh_var("n", 32);
        let Kind::Var(v) = ctx.node(n).kind else {
            panic!("a variable")
        };
        let hi = ctx.constant(100_000, 32);
        let le = ctx.ule(n, hi);
        let k = ctx.constant(41, 32);
        let gt = ctx.ult(k, n);
        let (_, a) = var_ranges(&ctx, le).expect("a bound");
        let (_, b) = var_ranges(&ctx, gt).expect("a bound");
        let both = a.intersect(&b);
        assert_eq!(both.spans(), &[(42, 100_000)]);
        let e = ctx.in_ranges(v, &both);
        let (_, back) = var_ranges(&ctx, e).expect("still a bound");
        assert_eq!(back, both);
        // Signed: x <s 0 is the upper half of the unsigned values.
        let zero = ctx.constant(0, 32);
        let neg = ctx.slt(n, zero);
        let (_, r) = var_ranges(&ctx, neg).expect("a bound");
        assert_eq!(r.spans(), &[(0x8000_0000, 0xffff_ffff)]);
        let nn = ctx.not(neg);
        let (_, r) = var_ranges(&ctx, nn).expect("a bound");
        assert_eq!(r.spans(), &[(0, 0x7fff_ffff)]);
        // -5 <=s x <=s 5 wraps around zero.
        let m5 = ctx.constant((-5i32) as u32 as u128, 32);
        let p5 = ctx.constant(5, 32);
        let a = ctx.sle(m5, n);
        let b = ctx.sle(n, p5);
        let ab = ctx.and(a, b);
        let (_, r) = var_ranges(&ctx, ab).expect("a bound");
        assert_eq!(r.spans(), &[(0, 5), (0xffff_fffb, 0xffff_ffff)]);
        assert_eq!(r.complement().union(&r), Ranges::full(32));
    }

    #[test]
    fn a_set_of_many_holes_is_left_to_the_solver() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 32);
        let holes = |ctx: &mut Ctx, n: u128| {
            let mut all = ctx.constant(1, 1);
            for k in 0..n {
                let c = ctx.constant(2 * k + 1, 32);
                let eq = ctx.eq(x, c);
                let ne = ctx.not(eq);
                all = ctx.and(all, ne);
            }
            all
        };
        let few = holes(&mut ctx, 20);
        let (_, r) = var_ranges(&ctx, few).expect("20 holes are ranges");
        assert_eq!(r.spans().len(), 21);
        let many = holes(&mut ctx, MAX_SPANS as u128);
        assert!(var_ranges(&ctx, many).is_none());
    }
}
