//! Comparison, `ite` and width-1 rules.

use super::{cv, T};
use crate::BinOp::*;
use crate::CmpOp::*;
use crate::Kind;

#[test]
fn comparison_folding_and_reflexivity() {
    let mut t = T::new();
    let x = t.x;
    let (a, b) = (t.k(0xff, 8), t.k(1, 8));
    assert_eq!(cv!(t, eq(a, b)), Some(0));
    assert_eq!(cv!(t, ult(b, a)), Some(1));
    assert_eq!(cv!(t, slt(a, b)), Some(1), "-1 <s 1");
    assert_eq!(cv!(t, sle(b, a)), Some(0));
    assert_eq!(cv!(t, ule(a, a)), Some(1));
    for (op, r) in [(Eq, 1), (Ult, 0), (Ule, 1), (Slt, 0), (Sle, 1)] {
        assert_eq!(cv!(t, cmp(op, x, x)), Some(r), "cmp_reflexive {op:?}");
    }
}

#[test]
fn eq_rules() {
    let mut t = T::new();
    let (x, y, b, h, p) = (t.x, t.y, t.b, t.h, t.p);
    let (tr, fa) = (t.c.bool(true), t.c.bool(false));
    assert_eq!(t.c.eq(p, tr), p, "eq_bool_const (true)");
    let e = t.c.eq(fa, p);
    assert_eq!(e, t.rnot(p), "eq_bool_const (false)");
    let (k3, k10) = (t.k(3, 32), t.k(10, 32));
    let k7 = t.k(7, 32);
    let a = t.c.add(k3, x);
    let e = t.c.eq(a, k10);
    assert_eq!(e, t.rcmp(Eq, k7, x), "eq_const_add");
    let xr = t.c.bin(Xor, k3, x);
    let e = t.c.eq(k10, xr);
    let k9 = t.k(9, 32);
    assert_eq!(e, t.rcmp(Eq, k9, x), "eq_const_xor");
    let m = t.c.mul(k3, x);
    let e = t.c.eq(k9, m);
    assert_eq!(e, t.rcmp(Eq, k3, x), "eq_const_mul_odd");
    let raw = t.rcmp(Eq, k9, m);
    t.agree(e, raw);
    let s = t.c.sub(k10, x);
    let e = t.c.eq(k3, s);
    assert_eq!(e, t.rcmp(Eq, k7, x), "eq_const_sub");
    let nx = t.c.not(x);
    let e = t.c.eq(k3, nx);
    let nk = t.k(!3, 32);
    assert_eq!(e, t.rcmp(Eq, nk, x), "eq_const_not");
    let ng = t.c.neg(x);
    let e = t.c.eq(k3, ng);
    let m3 = t.k((-3i32) as u32 as u128, 32);
    assert_eq!(e, t.rcmp(Eq, m3, x), "eq_const_neg");
    let zb = t.c.zext(b, 32);
    let e = t.c.eq(k10, zb);
    let k10b = t.k(10, 8);
    assert_eq!(e, t.rcmp(Eq, k10b, b), "eq_const_zext");
    let big = t.k(0x100, 32);
    assert_eq!(t.c.eq(big, zb), fa, "eq_const_zext (does not fit)");
    let sb = t.c.sext(b, 32);
    let kneg = t.k(0xffff_fff0, 32);
    let e = t.c.eq(kneg, sb);
    let kb = t.k(0xf0, 8);
    assert_eq!(e, t.rcmp(Eq, kb, b), "eq_const_sext");
    let k80 = t.k(0x80, 32);
    assert_eq!(t.c.eq(k80, sb), fa, "eq_const_sext (not a sign extension)");
    let cat = t.c.concat(h, b);
    let k = t.k(0x12_3456, 24);
    let e = t.c.eq(k, cat);
    let (kh, kl) = (t.k(0x1234, 16), t.k(0x56, 8));
    let (eh, el) = (t.rcmp(Eq, kh, h), t.rcmp(Eq, kl, b));
    assert_eq!(e, t.rbin(And, eh, el), "eq_const_concat");
    let (one, two) = (t.k(1, 32), t.k(2, 32));
    let ite = t.c.ite(p, one, two);
    assert_eq!(t.c.eq(one, ite), p, "eq_const_ite (then)");
    let e = t.c.eq(two, ite);
    assert_eq!(e, t.rnot(p), "eq_const_ite (else)");
    assert_eq!(t.c.eq(k3, ite), fa, "eq_const_ite (neither)");
    assert_eq!(t.c.eq(x, nx), fa, "eq_complement");
    let (zx, zy) = (t.c.zext(b, 32), t.c.zext(t.b, 32));
    assert_eq!(zx, zy);
    let b2 = t.c.fresh_var("b2", 8);
    let zb2 = t.c.zext(b2, 32);
    let e = t.c.eq(zb, zb2);
    assert_eq!(e, t.rcmp(Eq, b, b2), "eq_ext_ext");
    let c1 = t.c.concat(h, b);
    let h2 = t.c.fresh_var("h2", 16);
    let c2 = t.c.concat(h2, b2);
    let e = t.c.eq(c1, c2);
    let (eh, el) = (t.rcmp(Eq, h, h2), t.rcmp(Eq, b, b2));
    let (eh, el) = if eh < el { (eh, el) } else { (el, eh) };
    assert_eq!(e, t.rbin(And, eh, el), "eq_concat_concat");
    let e = t.c.eq(y, x);
    assert_eq!(e, t.rcmp(Eq, x, y), "eq is ordered");
}

#[test]
fn unsigned_comparison_rules() {
    let mut t = T::new();
    let (x, b, p, q) = (t.x, t.b, t.p, t.q);
    let (zero, one, max) = (t.k(0, 32), t.k(1, 32), t.k(0xffff_ffff, 32));
    let fa = t.c.bool(false);
    let tr = t.c.bool(true);
    let np = t.rnot(p);
    let e = t.c.ult(p, q);
    assert_eq!(e, t.rcomm(And, np, q), "bool_ult");
    assert_eq!(t.c.ult(x, zero), fa, "ult_zero_rhs");
    assert_eq!(t.c.ult(max, x), fa, "ult_max_lhs");
    let e = t.c.ult(zero, x);
    let eq0 = t.rcmp(Eq, zero, x);
    assert_eq!(e, t.rnot(eq0), "ult_zero_lhs");
    assert_eq!(t.c.ult(x, one), eq0, "ult_one_rhs");
    let e = t.c.ult(x, max);
    let eqm = t.rcmp(Eq, max, x);
    assert_eq!(e, t.rnot(eqm), "ult_max_rhs");
    let below = t.k(0xffff_fffe, 32);
    assert_eq!(t.c.ult(below, x), eqm, "ult_below_max_lhs");
    let zb = t.c.zext(b, 32);
    let k300 = t.k(300, 32);
    assert_eq!(t.c.ult(zb, k300), tr, "ult_zext_const (always)");
    let k100 = t.k(100, 32);
    let e = t.c.ult(zb, k100);
    let k100b = t.k(100, 8);
    assert_eq!(e, t.rcmp(Ult, b, k100b), "ult_zext_const");
    let e = t.c.ult(k100, zb);
    assert_eq!(e, t.rcmp(Ult, k100b, b), "ult_const_zext");
    let k255 = t.k(255, 32);
    assert_eq!(t.c.ult(k255, zb), fa, "ult_const_zext (never)");
    let b2 = t.c.fresh_var("b2", 8);
    let zb2 = t.c.zext(b2, 32);
    let e = t.c.ult(zb, zb2);
    assert_eq!(e, t.rcmp(Ult, b, b2), "ult_zext_zext");
    let e = t.c.ule(zb, zb2);
    assert_eq!(e, t.rcmp(Ule, b, b2), "ule_zext_zext");
    let e = t.c.ule(p, q);
    assert_eq!(e, t.rcomm(Or, np, q), "bool_ule");
    assert_eq!(t.c.ule(zero, x), tr, "ule_trivial");
    assert_eq!(t.c.ule(x, max), tr, "ule_trivial");
    let e = t.c.ule(x, k100);
    let k101 = t.k(101, 32);
    assert_eq!(e, t.rcmp(Ult, x, k101), "ule_const_rhs");
    let e = t.c.ule(k100, x);
    let k99 = t.k(99, 32);
    assert_eq!(e, t.rcmp(Ult, k99, x), "ule_const_lhs");
    assert_eq!(t.c.ule(x, zero), eq0, "ule x 0");
}

#[test]
fn signed_comparison_rules() {
    let mut t = T::new();
    let (x, b, p, q) = (t.x, t.b, t.p, t.q);
    let (min, max) = (t.k(0x8000_0000, 32), t.k(0x7fff_ffff, 32));
    let (tr, fa) = (t.c.bool(true), t.c.bool(false));
    let nq = t.rnot(q);
    let e = t.c.slt(p, q);
    assert_eq!(e, t.rcomm(And, p, nq), "bool_slt");
    let e = t.c.sle(p, q);
    assert_eq!(e, t.rcomm(Or, p, nq), "bool_sle");
    assert_eq!(t.c.slt(x, min), fa, "slt_never");
    assert_eq!(t.c.slt(max, x), fa, "slt_never");
    let e = t.c.slt(min, x);
    let eqmin = t.rcmp(Eq, min, x);
    assert_eq!(e, t.rnot(eqmin), "slt_min_lhs");
    let e = t.c.slt(x, max);
    let eqmax = t.rcmp(Eq, max, x);
    assert_eq!(e, t.rnot(eqmax), "slt_max_rhs");
    let min1 = t.k(0x8000_0001, 32);
    assert_eq!(t.c.slt(x, min1), eqmin, "slt_min_plus_one");
    let max1 = t.k(0x7fff_fffe, 32);
    assert_eq!(t.c.slt(max1, x), eqmax, "slt_max_minus_one");
    assert_eq!(t.c.sle(min, x), tr, "sle_trivial");
    assert_eq!(t.c.sle(x, max), tr, "sle_trivial");
    let k5 = t.k(5, 32);
    let e = t.c.sle(x, k5);
    let k6 = t.k(6, 32);
    assert_eq!(e, t.rcmp(Slt, x, k6), "sle_const_rhs");
    let e = t.c.sle(k6, x);
    assert_eq!(e, t.rcmp(Slt, k5, x), "sle_const_lhs");
    let b2 = t.c.fresh_var("b2", 8);
    let (sb, sb2) = (t.c.sext(b, 32), t.c.sext(b2, 32));
    let e = t.c.slt(sb, sb2);
    assert_eq!(e, t.rcmp(Slt, b, b2), "scmp_sext_sext");
    let (zb, zb2) = (t.c.zext(b, 32), t.c.zext(b2, 32));
    let e = t.c.sle(zb, zb2);
    assert_eq!(e, t.rcmp(Ule, b, b2), "scmp_zext_zext");
    let k200 = t.k(200, 32);
    assert_eq!(t.c.slt(sb, k200), tr, "slt_sext_const (above the range)");
    let km200 = t.k((-200i32) as u32 as u128, 32);
    assert_eq!(t.c.slt(sb, km200), fa, "slt_sext_const (below the range)");
    let e = t.c.slt(sb, k5);
    let k5b = t.k(5, 8);
    assert_eq!(e, t.rcmp(Slt, b, k5b), "slt_sext_const");
    let e = t.c.slt(k5, sb);
    assert_eq!(e, t.rcmp(Slt, k5b, b), "slt_const_sext");
    assert_eq!(t.c.slt(km200, sb), tr, "slt_const_sext (below)");
    let e = t.c.slt(zb, k5);
    assert_eq!(e, t.rcmp(Ult, b, k5b), "slt_zext_const");
    let m1 = t.k(0xffff_ffff, 32);
    assert_eq!(t.c.slt(zb, m1), fa, "slt_zext_const (negative bound)");
    let e = t.c.slt(k5, zb);
    assert_eq!(e, t.rcmp(Ult, k5b, b), "slt_const_zext");
    assert_eq!(t.c.slt(m1, zb), tr, "slt_const_zext (negative)");
}

#[test]
fn ite_rules() {
    let mut t = T::new();
    let (x, y, p, q) = (t.x, t.y, t.p, t.q);
    let (tr, fa) = (t.c.bool(true), t.c.bool(false));
    assert_eq!(t.c.ite(tr, x, y), x, "ite_const_cond");
    assert_eq!(t.c.ite(fa, x, y), y, "ite_const_cond");
    assert_eq!(t.c.ite(p, x, x), x, "ite_same");
    let np = t.c.not(p);
    let e = t.c.ite(np, x, y);
    assert_eq!(e, t.raw(Kind::Ite(p, y, x), 32), "ite_not_cond");
    assert_eq!(t.c.ite(p, tr, fa), p, "ite_bool_identity");
    let e = t.c.ite(p, fa, tr);
    assert_eq!(e, t.rnot(p), "ite_bool_not");
    let e = t.c.ite(p, tr, q);
    assert_eq!(e, t.rbin(Or, p, q), "ite_bool_or");
    let e = t.c.ite(p, q, fa);
    assert_eq!(e, t.rbin(And, p, q), "ite_bool_and");
    let e = t.c.ite(p, fa, q);
    let rnp = t.rnot(p);
    let (a, b) = if rnp < q { (rnp, q) } else { (q, rnp) };
    assert_eq!(e, t.rbin(And, a, b), "ite_bool_and_not");
    let e = t.c.ite(p, q, tr);
    assert_eq!(e, t.rbin(Or, a, b), "ite_bool_or_not");
    let e = t.c.ite(p, p, q);
    assert_eq!(e, t.rbin(Or, p, q), "ite_bool_cond_then");
    let e = t.c.ite(p, q, p);
    assert_eq!(e, t.rbin(And, p, q), "ite_bool_cond_else");
    let z = t.c.fresh_var("z", 32);
    let inner = t.c.ite(p, x, y);
    let e = t.c.ite(p, inner, z);
    assert_eq!(e, t.raw(Kind::Ite(p, x, z), 32), "ite_nested_then");
    let e = t.c.ite(p, z, inner);
    assert_eq!(e, t.raw(Kind::Ite(p, z, y), 32), "ite_nested_else");
}
