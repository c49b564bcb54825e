//! Bit-level rules.

use super::{cv, T};
use crate::BinOp::*;
use crate::{CmpOp, Kind};

#[test]
fn and_rules() {
    let mut t = T::new();
    let (x, y, p) = (t.x, t.y, t.p);
    let (zero, ones) = (t.k(0, 32), t.k(u128::MAX, 32));
    assert_eq!(t.c.and(x, x), x, "and_self");
    assert_eq!(t.c.and(x, zero), zero, "and_zero");
    assert_eq!(t.c.and(x, ones), x, "and_ones");
    let (tr, fa) = (t.c.bool(true), t.c.bool(false));
    assert_eq!(t.c.and(p, tr), p, "and(b, true)");
    assert_eq!(t.c.and(p, fa), fa, "and(b, false)");
    let (k1, k2) = (t.k(0xf0f0f, 32), t.k(0xff0ff, 32));
    let xy = t.c.bin(Or, x, y);
    let inner = t.c.and(k1, xy);
    let e = t.c.and(k2, inner);
    let k3 = t.k(0xf000f, 32);
    assert_eq!(e, t.rbin(And, k3, xy), "and_const_const");
    let nx = t.c.not(x);
    assert_eq!(t.c.and(x, nx), zero, "and_complement");
    assert_eq!(t.c.and(x, xy), x, "and_absorb");
    let axy = t.c.and(x, y);
    assert_eq!(t.c.and(axy, x), axy, "and_repeat");
}

#[test]
fn and_masks_become_extracts() {
    let mut t = T::new();
    let x = t.x;
    let k = t.k(0xff, 32);
    let e = t.c.and(x, k);
    let lo = t.rext(x, 0, 8);
    assert_eq!(e, t.rzext(lo, 32), "and_contiguous_mask (low)");
    let k = t.k(0xff00, 32);
    let e = t.c.and(k, x);
    let mid = t.rext(x, 8, 8);
    let z8 = t.k(0, 8);
    let cat = t.rconcat(mid, z8);
    assert_eq!(e, t.rzext(cat, 32), "and_contiguous_mask (middle)");
    let raw = t.rbin(crate::BinOp::And, k, x);
    t.agree(e, raw);
}

#[test]
fn bitwise_split_rules() {
    let mut t = T::new();
    let (b, h) = (t.b, t.h);
    // zext(b) & zext(h) = zext(zext(b) & h)
    let (zb, zh) = (t.c.zext(b, 32), t.c.zext(h, 32));
    let e = t.c.and(zb, zh);
    let zb16 = t.rzext(b, 16);
    let inner = t.rcomm(And, zb16, h);
    assert_eq!(e, t.rzext(inner, 32), "bitwise_split (zext, zext)");
    // (b ++ 0) | zext(b2) = b ++ b2: the byte-assembly pattern.
    let b2 = t.c.fresh_var("b2", 8);
    let z8 = t.k(0, 8);
    let hi = t.c.concat(b, z8);
    let lo = t.c.zext(b2, 16);
    let e = t.c.or(hi, lo);
    assert_eq!(e, t.rconcat(b, b2), "bitwise_split (concat, zext)");
    // c ^ (h ++ b) splits the constant.
    let cat = t.c.concat(h, b);
    let k = t.k(0x00_ff00, 24);
    let e = t.c.bin(Xor, k, cat);
    // 0x00ff ^ h stays an xor; 0x00 ^ b = b.
    let kh = t.k(0xff, 16);
    let xh = t.rbin(Xor, kh, h);
    let expected = t.rconcat(xh, b);
    assert_eq!(e, expected, "bitwise_split (const, concat)");
}

#[test]
fn or_rules() {
    let mut t = T::new();
    let (x, y, p) = (t.x, t.y, t.p);
    let (zero, ones) = (t.k(0, 32), t.k(u128::MAX, 32));
    assert_eq!(t.c.or(x, x), x, "or_self");
    assert_eq!(t.c.or(x, zero), x, "or_zero");
    assert_eq!(t.c.or(x, ones), ones, "or_ones");
    let (tr, fa) = (t.c.bool(true), t.c.bool(false));
    assert_eq!(t.c.or(p, fa), p, "or(b, false)");
    assert_eq!(t.c.or(p, tr), tr, "or(b, true)");
    let axy = t.c.bin(Xor, x, y);
    let (k1, k2) = (t.k(0xf0, 32), t.k(0x0f, 32));
    let inner = t.c.or(k1, axy);
    let e = t.c.or(k2, inner);
    let k3 = t.k(0xff, 32);
    assert_eq!(e, t.rbin(Or, k3, axy), "or_const_const");
    let nx = t.c.not(x);
    assert_eq!(t.c.or(nx, x), ones, "or_complement");
    let and = t.c.and(x, y);
    assert_eq!(t.c.or(x, and), x, "or_absorb");
    let or = t.c.or(x, y);
    assert_eq!(t.c.or(y, or), or, "or_repeat");
}

#[test]
fn xor_rules() {
    let mut t = T::new();
    let (x, y, p) = (t.x, t.y, t.p);
    let (zero, ones) = (t.k(0, 32), t.k(u128::MAX, 32));
    assert_eq!(t.c.bin(Xor, x, x), zero, "xor_self");
    assert_eq!(t.c.bin(Xor, x, zero), x, "xor_zero");
    let e = t.c.bin(Xor, x, ones);
    assert_eq!(e, t.rnot(x), "xor_ones");
    let tr = t.c.bool(true);
    let e = t.c.bin(Xor, p, tr);
    assert_eq!(e, t.rnot(p), "xor(b, true) = not b");
    let (k1, k2) = (t.k(0xf0, 32), t.k(0xff, 32));
    let inner = t.c.bin(Xor, k1, y);
    let e = t.c.bin(Xor, k2, inner);
    let k3 = t.k(0x0f, 32);
    assert_eq!(e, t.rbin(Xor, k3, y), "xor_const_const");
    let nx = t.c.not(x);
    assert_eq!(t.c.bin(Xor, x, nx), ones, "xor_complement");
    let xy = t.c.bin(Xor, x, y);
    assert_eq!(t.c.bin(Xor, xy, x), y, "xor_cancel");
    assert_eq!(t.c.bin(Xor, y, xy), x, "xor_cancel");
}

#[test]
fn not_rules() {
    let mut t = T::new();
    let (x, y, p) = (t.x, t.y, t.p);
    let k = t.k(0xff, 32);
    assert_eq!(cv!(t, not(k)), Some(0xffff_ff00), "fold");
    let nx = t.c.not(x);
    assert_eq!(t.c.not(nx), x, "not_not");
    let lt = t.c.ult(x, y);
    let e = t.c.not(lt);
    assert_eq!(e, t.rcmp(CmpOp::Ule, y, x), "not_cmp_flip (ult)");
    let le = t.c.sle(x, y);
    let e = t.c.not(le);
    assert_eq!(e, t.rcmp(CmpOp::Slt, y, x), "not_cmp_flip (sle)");
    let eq = t.c.eq(x, y);
    let e = t.c.not(eq);
    assert_eq!(e, t.rnot(eq), "not of eq stays");
    let xr = t.c.bin(Xor, k, x);
    let e = t.c.not(xr);
    let nk = t.k(0xffff_ff00, 32);
    assert_eq!(e, t.rbin(Xor, nk, x), "not_xor_const");
    let (one, two) = (t.k(1, 32), t.k(2, 32));
    let ite = t.c.ite(p, one, two);
    let e = t.c.not(ite);
    let (n1, n2) = (t.k(!1, 32), t.k(!2, 32));
    assert_eq!(e, t.raw(Kind::Ite(p, n1, n2), 32), "not_ite_const");
}

#[test]
fn concat_rules() {
    let mut t = T::new();
    let (x, b, h) = (t.x, t.b, t.h);
    let (k1, k2) = (t.k(0x12, 8), t.k(0x34, 8));
    assert_eq!(cv!(t, concat(k1, k2)), Some(0x1234), "concat_const");
    let z = t.k(0, 24);
    let e = t.c.concat(z, b);
    assert_eq!(e, t.rzext(b, 32), "concat_zero_is_zext");
    let hb = t.c.concat(h, b);
    let e = t.c.concat(hb, b);
    let bb = t.rconcat(b, b);
    assert_eq!(e, t.rconcat(h, bb), "concat_right_assoc");
    let kb = t.c.concat(k2, b);
    let e = t.c.concat(k1, kb);
    let k = t.k(0x1234, 16);
    assert_eq!(e, t.rconcat(k, b), "concat_const_const");
    let (x1, x0) = (t.c.extract(x, 8, 8), t.c.extract(x, 0, 8));
    let e = t.c.concat(x1, x0);
    assert_eq!(e, t.rext(x, 0, 16), "concat_adjacent_extracts");
    // Right-leaning, as read_le builds: x[24..32] ++ (x[16..24] ++ (x[8..16] ++ x[0..8])) = x.
    let (x3, x2) = (t.c.extract(x, 24, 8), t.c.extract(x, 16, 8));
    let r = t.c.concat(x1, x0);
    let r = t.c.concat(x2, r);
    assert_eq!(t.c.concat(x3, r), x, "concat_adjacent_extracts (whole)");
    let low = t.c.concat(x1, b);
    let e = t.c.concat(x2, low);
    let x12 = t.rext(x, 8, 16);
    assert_eq!(e, t.rconcat(x12, b), "concat_adjacent_extracts_nested");
}

#[test]
fn extract_rules() {
    let mut t = T::new();
    let (x, b, h, p) = (t.x, t.b, t.h, t.p);
    assert_eq!(t.c.extract(x, 0, 32), x, "extract_full");
    let k = t.k(0x1234_5678, 32);
    assert_eq!(cv!(t, extract(k, 8, 16)), Some(0x3456), "fold");
    let inner = t.c.extract(x, 8, 16);
    let e = t.c.extract(inner, 4, 8);
    assert_eq!(e, t.rext(x, 12, 8), "extract_extract");
    let cat = t.c.concat(h, b);
    assert_eq!(t.c.extract(cat, 0, 8), b, "extract_concat_low");
    assert_eq!(t.c.extract(cat, 8, 16), h, "extract_concat_high");
    let e = t.c.extract(cat, 4, 8);
    let (hp, lp) = (t.rext(h, 0, 4), t.rext(b, 4, 4));
    assert_eq!(e, t.rconcat(hp, lp), "extract_concat_straddle");
    let z = t.c.zext(b, 32);
    let e = t.c.extract(z, 2, 4);
    assert_eq!(e, t.rext(b, 2, 4), "extract_zext_inner");
    assert_eq!(cv!(t, extract(z, 8, 16)), Some(0), "extract_zext_zeros");
    let e = t.c.extract(z, 4, 8);
    let hi = t.rext(b, 4, 4);
    assert_eq!(e, t.rzext(hi, 8), "extract_zext_straddle");
    let s = t.c.sext(b, 32);
    assert_eq!(t.c.extract(s, 0, 8), b, "extract_sext_inner");
    let e = t.c.extract(s, 16, 16);
    let sign = t.rext(b, 7, 1);
    assert_eq!(e, t.raw(Kind::SExt(sign), 16), "extract_sext_sign");
    let e = t.c.extract(s, 4, 8);
    assert_eq!(e, t.raw(Kind::SExt(hi), 8), "extract_sext_straddle");
    let nz = t.c.not(z);
    let e = t.c.extract(nz, 0, 8);
    assert_eq!(e, t.rnot(b), "extract_not");
    let (k1, k2) = (t.k(0x1ff, 32), t.k(0x200, 32));
    let ite = t.c.ite(p, k1, k2);
    let e = t.c.extract(ite, 0, 8);
    let (e1, e2) = (t.k(0xff, 8), t.k(0, 8));
    assert_eq!(e, t.raw(Kind::Ite(p, e1, e2), 8), "extract_ite_const");
    let zh = t.c.zext(h, 32);
    let o = t.c.or(zh, k1);
    let e = t.c.extract(o, 0, 8);
    assert_eq!(t.c.as_const(e), Some(0xff), "extract_bitwise");
    // The integer-promotion pattern: (char)((int)b + 1) = b + 1.
    let one = t.k(1, 32);
    let a = t.c.add(z, one);
    let e = t.c.extract(a, 0, 8);
    let one8 = t.k(1, 8);
    assert_eq!(e, t.rbin(crate::BinOp::Add, one8, b), "extract_low_arith");
    let n = t.c.neg(z);
    let e = t.c.extract(n, 0, 8);
    assert_eq!(e, t.raw(Kind::Neg(b), 8), "extract_low_neg");
    // An extract of an operator on plain variables stays one node.
    let y = t.y;
    let s = t.c.add(x, y);
    let e = t.c.extract(s, 0, 8);
    assert_eq!(e, t.rext(s, 0, 8));
}

#[test]
fn extension_rules() {
    let mut t = T::new();
    let (b, h) = (t.b, t.h);
    assert_eq!(t.c.zext(b, 8), b, "zext_same");
    assert_eq!(t.c.sext(b, 8), b, "sext_same");
    let e = t.c.zext(h, 8);
    assert_eq!(e, t.rext(h, 0, 8), "zext_truncate");
    let e = t.c.sext(h, 8);
    assert_eq!(e, t.rext(h, 0, 8), "sext_truncate");
    let k = t.k(0x80, 8);
    assert_eq!(cv!(t, zext(k, 16)), Some(0x80), "zext fold");
    assert_eq!(cv!(t, sext(k, 16)), Some(0xff80), "sext fold");
    let z = t.c.zext(b, 16);
    let e = t.c.zext(z, 32);
    assert_eq!(e, t.rzext(b, 32), "zext_zext");
    let s = t.c.sext(b, 16);
    let e = t.c.sext(s, 32);
    assert_eq!(e, t.raw(Kind::SExt(b), 32), "sext_sext");
    let e = t.c.sext(z, 32);
    assert_eq!(e, t.rzext(b, 32), "sext_zext");
}
