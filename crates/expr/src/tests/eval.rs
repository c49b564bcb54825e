//! Evaluation.

use super::T;
use crate::{Assignment, BinOp, Ctx, Kind, Node};

fn eval_bin(op: BinOp, a: u128, b: u128, w: u32) -> u128 {
    // Through raw nodes over variables, so that nothing folds at construction.
    let mut c = Ctx::new();
    let (x, y) = (c.fresh_var("x", w), c.fresh_var("y", w));
    let e = c.raw(Node {
        kind: Kind::Bin(op, x, y),
        width: w,
    });
    let mut asg = Assignment::default();
    for (v, val) in [(x, a), (y, b)] {
        if let Kind::Var(id) = c.node(v).kind {
            asg.vars.insert(id, val);
        }
    }
    let r = c.eval(e, &asg);
    // Folding agrees.
    let (ka, kb) = (c.constant(a, w), c.constant(b, w));
    let f = c.bin(op, ka, kb);
    assert_eq!(c.as_const(f), Some(r), "{op:?} {a:#x} {b:#x} /{w}");
    r
}

#[test]
fn division_by_zero_follows_smt_lib() {
    assert_eq!(eval_bin(BinOp::UDiv, 7, 0, 8), 0xff);
    assert_eq!(eval_bin(BinOp::URem, 7, 0, 8), 7);
    assert_eq!(
        eval_bin(BinOp::SDiv, 7, 0, 8),
        0xff,
        "non-negative / 0 = -1"
    );
    assert_eq!(eval_bin(BinOp::SDiv, 0xf9, 0, 8), 1, "negative / 0 = 1");
    assert_eq!(eval_bin(BinOp::SRem, 0xf9, 0, 8), 0xf9);
    assert_eq!(eval_bin(BinOp::UDiv, 5, 0, 128), u128::MAX);
    assert_eq!(eval_bin(BinOp::SDiv, 1 << 127, 0, 128), 1);
}

#[test]
fn signed_division_truncates_toward_zero() {
    assert_eq!(eval_bin(BinOp::SDiv, 0xf9, 2, 8), 0xfd, "-7 / 2 = -3");
    assert_eq!(eval_bin(BinOp::SRem, 0xf9, 2, 8), 0xff, "-7 % 2 = -1");
    assert_eq!(eval_bin(BinOp::SRem, 7, 0xfe, 8), 1, "7 % -2 = 1");
    assert_eq!(eval_bin(BinOp::SDiv, 0x80, 0xff, 8), 0x80, "min / -1 wraps");
    assert_eq!(eval_bin(BinOp::SRem, 0x80, 0xff, 8), 0);
    let min = 1u128 << 127;
    assert_eq!(eval_bin(BinOp::SDiv, min, u128::MAX, 128), min);
}

#[test]
fn shifts_out_of_range() {
    assert_eq!(eval_bin(BinOp::Shl, 0xff, 8, 8), 0);
    assert_eq!(eval_bin(BinOp::LShr, 0xff, 200, 8), 0);
    assert_eq!(eval_bin(BinOp::AShr, 0x80, 8, 8), 0xff);
    assert_eq!(eval_bin(BinOp::AShr, 0x40, 9, 8), 0);
    assert_eq!(eval_bin(BinOp::AShr, 0x80, 7, 8), 0xff);
    assert_eq!(eval_bin(BinOp::Shl, 1, 127, 128), 1 << 127);
    assert_eq!(eval_bin(BinOp::Shl, 1, 128, 128), 0);
    assert_eq!(eval_bin(BinOp::AShr, 1 << 127, 1000, 128), u128::MAX);
    assert_eq!(eval_bin(BinOp::Shl, 1, 1, 1), 0);
}

#[test]
fn extensions() {
    let mut t = T::new();
    let b = t.b;
    let z = t.rzext(b, 32);
    let s = t.raw(Kind::SExt(b), 32);
    let s128 = t.raw(Kind::SExt(b), 128);
    let mut asg = Assignment::default();
    if let Kind::Var(id) = t.c.node(b).kind {
        asg.vars.insert(id, 0x80);
    }
    assert_eq!(t.c.eval(z, &asg), 0x80);
    assert_eq!(t.c.eval(s, &asg), 0xffff_ff80);
    assert_eq!(t.c.eval(s128, &asg), u128::MAX - 0x7f);
    // Out-of-width assignment values are truncated.
    if let Kind::Var(id) = t.c.node(b).kind {
        asg.vars.insert(id, 0x1_7f);
    }
    assert_eq!(t.c.eval(s, &asg), 0x7f);
    assert_eq!(t.c.eval(b, &asg), 0x7f);
}

#[test]
fn arrays_read_assignment_bytes() {
    let mut c = Ctx::new();
    let a = c.fresh_array("in", 4, 32);
    let i = c.fresh_var("i", 32);
    let r = c.read_le(a, i, 4);
    let mut asg = Assignment::default();
    let (Kind::Var(iv), crate::ArrNode::Symbolic { id, .. }) =
        (c.node(i).kind.clone(), c.array_node(a).clone())
    else {
        unreachable!()
    };
    asg.arrays.insert(id, vec![1, 2, 3]);
    asg.vars.insert(iv, 1);
    assert_eq!(c.eval(r, &asg), 0x0000_0302, "missing bytes read 0");
    // A write at a symbolic index, read back at a concrete one.
    let v = c.fresh_var("v", 16);
    let w = c.write_le(a, i, v);
    let k2 = c.constant(2, 32);
    let r2 = c.read_le(w, k2, 2);
    asg.vars.insert(iv, 2);
    if let Kind::Var(vv) = c.node(v).kind {
        asg.vars.insert(vv, 0xbeef);
    }
    assert_eq!(c.eval(r2, &asg), 0xbeef);
    asg.vars.insert(iv, 1);
    // Bytes 2 and 3: byte 2 is v's high byte (written at 1 + 1), byte 3 is the input's (0).
    assert_eq!(c.eval(r2, &asg), 0x00be);
    let k = c.const_array(&[9], 32);
    let far = c.fresh_var("far", 32);
    let s = c.select(k, far);
    if let Kind::Var(f) = c.node(far).kind {
        asg.vars.insert(f, 1 << 31);
    }
    assert_eq!(c.eval(s, &asg), 0, "constant arrays read 0 beyond the end");
}

#[test]
fn deep_and_shared_expressions() {
    let mut c = Ctx::new();
    let x = c.fresh_var("x", 64);
    // A 200 000-deep chain evaluates without recursion.
    let mut e = x;
    for k in 0..200_000u32 {
        let v = c.fresh_var("v", 64);
        e = if k % 2 == 0 {
            c.bin(BinOp::Xor, e, v)
        } else {
            c.add(e, v)
        };
    }
    let asg = Assignment::default();
    assert_eq!(c.eval(e, &asg), 0);
    assert!(c.display(e).contains('@'), "deep display is cut");
    let syms = c.symbols(e);
    assert_eq!(syms.vars.len(), 200_001);
    // A DAG with 2^100 paths is evaluated once per node.
    let mut d = x;
    for _ in 0..100 {
        d = c.mul(d, d);
    }
    let mut asg = Assignment::default();
    if let Kind::Var(id) = c.node(x).kind {
        asg.vars.insert(id, 3);
    }
    let mut expect = 3u64;
    for _ in 0..100 {
        expect = expect.wrapping_mul(expect);
    }
    assert_eq!(c.eval(d, &asg), u128::from(expect));
}
