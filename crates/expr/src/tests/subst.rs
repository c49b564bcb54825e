//! Substitution of variables, constants and arrays.

use crate::{ArrNode, ArrRef, ArrayId, Ctx, ExprRef, Leaves, Substitution, VarId, Width};

/// `v := 5`, the constant 100 (32 bits) := 200, array `from` := `to` shifted by 4.
struct L {
    v: VarId,
    from: ArrayId,
    to: ArrRef,
}

impl Leaves for L {
    fn var(&mut self, ctx: &mut Ctx, v: VarId, w: Width) -> Option<ExprRef> {
        (v == self.v).then(|| ctx.constant(5, w))
    }
    fn constant(&mut self, ctx: &mut Ctx, value: u128, w: Width) -> Option<ExprRef> {
        (value == 100 && w == 32).then(|| ctx.constant(200, w))
    }
    fn array(&mut self, ctx: &mut Ctx, a: ArrayId) -> Option<(ArrRef, ExprRef)> {
        (a == self.from).then(|| (self.to, ctx.constant(4, 32)))
    }
}

fn var_id(c: &Ctx, e: ExprRef) -> VarId {
    match c.node(e).kind {
        crate::Kind::Var(v) => v,
        _ => panic!("not a variable"),
    }
}

fn array_id(c: &Ctx, a: ArrRef) -> ArrayId {
    match c.array_node(a) {
        ArrNode::Symbolic { id, .. } => *id,
        _ => panic!("not symbolic"),
    }
}

#[test]
fn leaves_are_replaced_and_the_result_simplified() {
    let mut c = Ctx::new();
    let x = c.fresh_var("x", 32);
    let y = c.fresh_var("y", 32);
    let hundred = c.constant(100, 32);
    let sum = c.add(x, hundred);
    let e = c.add(sum, y);
    let (v, y_id) = (var_id(&c, x), var_id(&c, y));
    let from = c.fresh_array("in", 8, 32);
    let to = c.const_array(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 32);
    let mut s = Substitution::new(L {
        v,
        from: array_id(&c, from),
        to,
    });
    let r = s.apply(&mut c, e);
    // 5 + 200 + y
    let k = c.constant(205, 32);
    let want = c.add(k, y);
    assert_eq!(r, want);
    let syms = c.symbols(r);
    assert_eq!(syms.vars, vec![y_id]);
    // in[2] reads to[6]; a store at a symbolic index moves with the shift.
    let two = c.constant(2, 32);
    let sel = c.select(from, two);
    let r = s.apply(&mut c, sel);
    assert_eq!(c.as_const(r), Some(6));
    let b = c.constant(0xaa, 8);
    let st = c.store(from, y, b);
    let read = c.select(st, y);
    let r = s.apply(&mut c, read);
    assert_eq!(
        c.as_const(r),
        Some(0xaa),
        "select of the stored index after the shift"
    );
}
