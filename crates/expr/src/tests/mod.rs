//! Unit tests of the rewrite rules, evaluation, symbols and printing.

mod arith;
mod arrays;
mod bits;
mod boolean;
mod eval;
mod misc;
mod subst;

/// The constant value of `t.c.<call>` (builds, then reads; avoids a double borrow).
macro_rules! cv {
    ($t:ident, $($call:tt)*) => {{
        let e = $t.c.$($call)*;
        $t.c.as_const(e)
    }};
}
pub(super) use cv;

use crate::{Assignment, BinOp, CmpOp, Ctx, ExprRef, Kind, Node, Width};

/// A context with a few variables.
pub(super) struct T {
    pub c: Ctx,
    /// 32-bit variables.
    pub x: ExprRef,
    pub y: ExprRef,
    /// An 8-bit variable.
    pub b: ExprRef,
    /// A 16-bit variable.
    pub h: ExprRef,
    /// 1-bit variables.
    pub p: ExprRef,
    pub q: ExprRef,
}

impl T {
    pub fn new() -> T {
        let mut c = Ctx::new();
        let x = c.fresh_var("x", 32);
        let y = c.fresh_var("y", 32);
        let b = c.fresh_var("b", 8);
        let h = c.fresh_var("h", 16);
        let p = c.fresh_var("p", 1);
        let q = c.fresh_var("q", 1);
        T {
            c,
            x,
            y,
            b,
            h,
            p,
            q,
        }
    }
    /// A constant.
    pub fn k(&mut self, v: u128, w: Width) -> ExprRef {
        self.c.constant(v, w)
    }
    /// The node `kind` exactly (the expected result of a rule).
    pub fn raw(&mut self, kind: Kind, width: Width) -> ExprRef {
        self.c.raw(Node { kind, width })
    }
    /// The raw node `a op b`.
    pub fn rbin(&mut self, op: BinOp, a: ExprRef, b: ExprRef) -> ExprRef {
        let w = self.c.width(a);
        self.raw(Kind::Bin(op, a, b), w)
    }
    /// The raw node `a op b` for a commutative `op`, operands in the constructors' order
    /// (constant first, else older node first).
    pub fn rcomm(&mut self, op: BinOp, a: ExprRef, b: ExprRef) -> ExprRef {
        let (a, b) = match (self.c.is_const(a), self.c.is_const(b)) {
            (false, true) => (b, a),
            (true, false) => (a, b),
            _ => (a.min(b), a.max(b)),
        };
        self.rbin(op, a, b)
    }
    /// The raw node `a op b` (comparison).
    pub fn rcmp(&mut self, op: CmpOp, a: ExprRef, b: ExprRef) -> ExprRef {
        self.raw(Kind::Cmp(op, a, b), 1)
    }
    /// The raw node `extract(e, lo, w)`.
    pub fn rext(&mut self, e: ExprRef, lo: Width, w: Width) -> ExprRef {
        self.raw(Kind::Extract { e, lo }, w)
    }
    /// The raw `not`.
    pub fn rnot(&mut self, e: ExprRef) -> ExprRef {
        let w = self.c.width(e);
        self.raw(Kind::Not(e), w)
    }
    /// The raw `zext`.
    pub fn rzext(&mut self, e: ExprRef, w: Width) -> ExprRef {
        self.raw(Kind::ZExt(e), w)
    }
    /// The raw `concat`.
    pub fn rconcat(&mut self, h: ExprRef, l: ExprRef) -> ExprRef {
        let w = self.c.width(h) + self.c.width(l);
        self.raw(Kind::Concat(h, l), w)
    }
    /// Checks that `a` and `b` evaluate equally under a spread of assignments.
    pub fn agree(&self, a: ExprRef, b: ExprRef) {
        let vals: [u128; 8] = [0, 1, 2, 0x7f, 0x80, 0xff, 0x8000_0000, u128::MAX];
        for (i, &v) in vals.iter().enumerate() {
            for &u in &vals[i..] {
                let mut asg = Assignment::default();
                for (k, var) in [self.x, self.y, self.b, self.h, self.p, self.q]
                    .into_iter()
                    .enumerate()
                {
                    if let Kind::Var(id) = self.c.node(var).kind {
                        asg.vars.insert(id, if k % 2 == 0 { v } else { u });
                    }
                }
                assert_eq!(
                    self.c.eval(a, &asg),
                    self.c.eval(b, &asg),
                    "under {v:#x}/{u:#x}"
                );
            }
        }
    }
}
