//! Array rules.

use super::{cv, T};
use crate::{ArrNode, Kind};

#[test]
fn select_through_stores() {
    let mut t = T::new();
    let (x, b) = (t.x, t.b);
    let a = t.c.fresh_array("in", 16, 32);
    let (k1, k2) = (t.k(1, 32), t.k(2, 32));
    let s = t.c.store(a, k1, b);
    assert_eq!(t.c.select(s, k1), b, "select_store_hit (equal constants)");
    let e = t.c.select(s, k2);
    assert_eq!(
        e,
        t.raw(
            Kind::Select {
                array: a,
                index: k2
            },
            8
        ),
        "select_store_skip"
    );
    let s2 = t.c.store(a, x, b);
    assert_eq!(t.c.select(s2, x), b, "select_store_hit (same index node)");
    let e = t.c.select(s2, k1);
    assert_eq!(
        e,
        t.raw(
            Kind::Select {
                array: s2,
                index: k1
            },
            8
        ),
        "unknown relation stops"
    );
    // i + 1 and i + 2 differ, i + 1 and 1 + i are one node.
    let x1 = t.c.add(x, k1);
    let x2 = t.c.add(k2, x);
    let s3 = t.c.store(a, x1, b);
    let e = t.c.select(s3, x2);
    assert_eq!(
        e,
        t.raw(
            Kind::Select {
                array: a,
                index: x2
            },
            8
        ),
        "select_store_skip (offsets)"
    );
    let x1b = t.c.add(k1, x);
    assert_eq!(t.c.select(s3, x1b), b, "select_store_hit (offsets)");
    let s4 = t.c.store(a, x, b);
    let e = t.c.select(s4, x1);
    assert_eq!(
        e,
        t.raw(
            Kind::Select {
                array: a,
                index: x1
            },
            8
        ),
        "x and x + 1 differ"
    );
}

#[test]
fn constant_arrays() {
    let mut t = T::new();
    let x = t.x;
    let a = t.c.const_array(&[1, 2, 3], 32);
    let k2 = t.k(2, 32);
    assert_eq!(cv!(t, select(a, k2)), Some(3), "select_const_array");
    let k9 = t.k(9, 32);
    assert_eq!(cv!(t, select(a, k9)), Some(0), "beyond the end reads 0");
    let e = t.c.select(a, x);
    assert_eq!(e, t.raw(Kind::Select { array: a, index: x }, 8));
    let z = t.c.const_array(&[0; 64], 32);
    assert_eq!(cv!(t, select(z, x)), Some(0), "select_zero_array");
    let k0 = t.k(0, 32);
    let r = t.c.read_le(a, k0, 4);
    assert_eq!(
        t.c.as_const(r),
        Some(0x0003_0201),
        "read_le of a constant array"
    );
}

#[test]
fn store_rules() {
    let mut t = T::new();
    let (x, b) = (t.x, t.b);
    let a = t.c.fresh_array("in", 16, 32);
    let v = t.c.select(a, x);
    assert_eq!(t.c.store(a, x, v), a, "store_read_back");
    let s = t.c.store(a, x, b);
    assert_eq!(t.c.store(s, x, b), s, "store_same_value");
    let b2 = t.c.fresh_var("b2", 8);
    let s2 = t.c.store(s, x, b2);
    assert_eq!(
        *t.c.array_node(s2),
        ArrNode::Store {
            array: a,
            index: x,
            value: b2
        },
        "store_overwrite"
    );
    assert_eq!(t.c.index_width(s2), 32);
}

#[test]
fn read_le_write_le_round_trip() {
    let mut t = T::new();
    let (x, y) = (t.x, t.y);
    let a = t.c.fresh_array("in", 16, 32);
    // At a symbolic index: the read gives back the written value itself.
    let w = t.c.write_le(a, x, y);
    assert_eq!(t.c.read_le(w, x, 4), y);
    // One byte of it.
    let k2 = t.k(2, 32);
    let x2 = t.c.add(x, k2);
    let e = t.c.select(w, x2);
    assert_eq!(e, t.rext(y, 16, 8));
    // A read of a read_le's byte is the select (extract of a select-concat).
    let r = t.c.read_le(a, x, 4);
    let e = t.c.extract(r, 8, 8);
    let k1 = t.k(1, 32);
    let x1 = t.c.add(k1, x);
    assert_eq!(
        e,
        t.raw(
            Kind::Select {
                array: a,
                index: x1
            },
            8
        )
    );
    // At constant indices, over an older write.
    let (k0, k4) = (t.k(0, 32), t.k(4, 32));
    let w1 = t.c.write_le(a, k0, y);
    let w2 = t.c.write_le(w1, k4, x);
    assert_eq!(t.c.read_le(w2, k0, 4), y);
    assert_eq!(t.c.read_le(w2, k4, 4), x);
    // Two bytes in the middle of the 64-bit value: x's low half then y's high half.
    let k2 = t.k(2, 32);
    let e = t.c.read_le(w2, k2, 4);
    let (yh, xl) = (t.rext(y, 16, 16), t.rext(x, 0, 16));
    assert_eq!(e, t.rconcat(xl, yh));
}
