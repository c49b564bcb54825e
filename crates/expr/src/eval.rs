//! Concrete evaluation under an [`Assignment`], without recursion and with sharing.

use crate::fold::{self, concat_val, extract_val, mask, neg_val, sext_val};
use crate::hash::FxHashMap;
use crate::{ArrNode, ArrRef, Assignment, Ctx, ExprRef, Kind, VarId};

/// Values of nodes under one assignment that only grows (a variable's value never changes),
/// kept across evaluations so that each node is evaluated once.
#[derive(Clone, Debug, Default)]
pub struct EvalMemo(FxHashMap<ExprRef, u128>);

/// One evaluation: values of the nodes seen so far and the work list.
struct Eval<'a> {
    ctx: &'a Ctx,
    asg: &'a Assignment,
    /// Value of a variable `asg` does not give (0 when absent).
    missing: Option<&'a mut dyn FnMut(VarId) -> u128>,
    memo: &'a mut FxHashMap<ExprRef, u128>,
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
            Kind::Var(v) => {
                let value = match (self.asg.vars.get(&v), &mut self.missing) {
                    (Some(&x), _) => x,
                    (None, Some(f)) => f(v),
                    (None, None) => 0,
                };
                fold::trunc(value, w)
            }
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
            Kind::FBin(op, x, y) => {
                let (a, b) = (self.need(x), self.need(y));
                crate::fp_bin_bits(op, w, a?, b?)
            }
            Kind::FCmp(op, x, y) => {
                let (a, b) = (self.need(x), self.need(y));
                u128::from(crate::fp_cmp_bits(op, self.ctx.width(x), a?, b?))
            }
            Kind::FConv(op, x) => crate::fp_conv_bits(op, self.ctx.width(x), w, self.need(x)?),
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
    run(Eval {
        ctx,
        asg,
        missing: None,
        memo: &mut FxHashMap::default(),
        stack: vec![root],
    })
}

/// Implements [`Ctx::eval_memo`].
pub(crate) fn eval_memo(
    ctx: &Ctx,
    root: ExprRef,
    asg: &Assignment,
    memo: &mut EvalMemo,
    missing: &mut dyn FnMut(VarId) -> u128,
) -> u128 {
    if let Kind::Const(c) = ctx.node(root).kind {
        return c;
    }
    if let Some(&v) = memo.0.get(&root) {
        return v;
    }
    run(Eval {
        ctx,
        asg,
        missing: Some(missing),
        memo: &mut memo.0,
        stack: vec![root],
    })
}

/// Evaluates the node at the bottom of `ev`'s stack.
fn run(mut ev: Eval<'_>) -> u128 {
    let Some(&root) = ev.stack.first() else {
        return 0;
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
