//! Concrete evaluation under an [`Assignment`], without recursion and with sharing.

use crate::fold::{self, concat_val, extract_val, mask, neg_val, sext_val};
use crate::hash::FxHashMap;
use crate::{ArrNode, ArrRef, Assignment, Ctx, ExprRef, Kind};

/// One evaluation: values of the nodes seen so far and the work list.
struct Eval<'a> {
    ctx: &'a Ctx,
    asg: &'a Assignment,
    memo: FxHashMap<ExprRef, u128>,
    stack: Vec<ExprRef>,
}

impl Eval<'_> {
    /// The value of `e` if known; otherwise schedules it and gives `None`.
    #[inline]
    fn need(&mut self, e: ExprRef) -> Option<u128> {
        if let Kind::Const(c) = self.ctx.node(e).kind {
            return Some(c);
        }
        let v = self.memo.get(&e).copied();
        if v.is_none() {
            self.stack.push(e);
        }
        v
    }

    /// The value of `e` once its operands are known (`None`: operands were scheduled).
    fn step(&mut self, e: ExprRef) -> Option<u128> {
        let node = self.ctx.node(e);
        let w = node.width;
        Some(match node.kind {
            Kind::Const(c) => c,
            Kind::Var(v) => fold::trunc(self.asg.vars.get(&v).copied().unwrap_or(0), w),
            Kind::Select { array, index } => return self.select(array, index),
            Kind::Not(x) => fold::trunc(!self.need(x)?, w),
            Kind::Neg(x) => neg_val(self.need(x)?, w),
            Kind::Bin(op, x, y) => {
                let (a, b) = (self.need(x), self.need(y));
                fold::bin_const(op, a?, b?, w)
            }
            Kind::Cmp(op, x, y) => {
                let (a, b) = (self.need(x), self.need(y));
                u128::from(fold::cmp_const(op, a?, b?, self.ctx.width(x)))
            }
            Kind::Ite(c, t, f) => {
                // Only the chosen branch is evaluated.
                if self.need(c)? & 1 == 1 {
                    self.need(t)?
                } else {
                    self.need(f)?
                }
            }
            Kind::Concat(h, l) => {
                let (a, b) = (self.need(h), self.need(l));
                concat_val(a?, b?, self.ctx.width(l))
            }
            Kind::Extract { e: x, lo } => extract_val(self.need(x)?, lo, w),
            Kind::ZExt(x) => self.need(x)? & mask(w),
            Kind::SExt(x) => sext_val(self.need(x)?, self.ctx.width(x), w),
        })
    }

    /// A byte of an array: walks the stores, scheduling every unknown store index at once.
    fn select(&mut self, array: ArrRef, index: ExprRef) -> Option<u128> {
        let j = self.need(index)?;
        let mut a = array;
        let mut missing = false;
        loop {
            match self.ctx.array_node(a) {
                &ArrNode::Store {
                    array: inner,
                    index: i,
                    value: v,
                } => {
                    match self.need(i) {
                        Some(iv) if iv == j && !missing => return self.need(v),
                        Some(_) => {}
                        None => missing = true,
                    }
                    a = inner;
                }
                _ if missing => return None,
                ArrNode::Constant { bytes, .. } => {
                    let b = usize::try_from(j)
                        .ok()
                        .and_then(|k| bytes.get(k))
                        .copied()
                        .unwrap_or(0);
                    return Some(u128::from(b));
                }
                &ArrNode::Symbolic { id, .. } => {
                    let b = self
                        .asg
                        .arrays
                        .get(&id)
                        .and_then(|bytes| usize::try_from(j).ok().and_then(|k| bytes.get(k)))
                        .copied()
                        .unwrap_or(0);
                    return Some(u128::from(b));
                }
            }
        }
    }
}

/// Implements [`Ctx::eval`].
pub(crate) fn eval(ctx: &Ctx, root: ExprRef, asg: &Assignment) -> u128 {
    let node = ctx.node(root);
    match node.kind {
        Kind::Const(c) => return c,
        Kind::Var(v) => return fold::trunc(asg.vars.get(&v).copied().unwrap_or(0), node.width),
        _ => {}
    }
    let mut ev = Eval {
        ctx,
        asg,
        memo: FxHashMap::default(),
        stack: vec![root],
    };
    while let Some(&e) = ev.stack.last() {
        if ev.memo.contains_key(&e) {
            ev.stack.pop();
            continue;
        }
        let depth = ev.stack.len();
        if let Some(v) = ev.step(e) {
            debug_assert_eq!(ev.stack.len(), depth, "a computed node scheduled nothing");
            ev.memo.insert(e, v);
            ev.stack.pop();
        }
    }
    ev.memo.get(&root).copied().expect("the root was evaluated")
}
