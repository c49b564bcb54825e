//! Hash-consing, symbols and printing.

use std::sync::Arc;

use super::{cv, T};
use crate::{ArrayId, BinOp, Ctx, Kind};

#[test]
fn hash_consing() {
    let mut t = T::new();
    let (x, y) = (t.x, t.y);
    let a = t.c.add(x, y);
    let n = t.c.len();
    assert_eq!(t.c.add(x, y), a);
    assert_eq!(t.c.len(), n, "no new node");
    let v1 = t.c.fresh_var("x", 32);
    assert_ne!(v1, x, "fresh variables never merge");
    assert_eq!(
        t.c.var_info(match t.c.node(v1).kind {
            Kind::Var(v) => v,
            _ => unreachable!(),
        }),
        ("x", 32)
    );
    assert_eq!(
        cv!(t, constant(0x1ff, 8)),
        Some(0xff),
        "constants are truncated"
    );
    assert!(!t.c.is_empty());
}

#[test]
fn symbols_include_arrays_and_indices() {
    let mut c = Ctx::new();
    let (x, y, z) = (
        c.fresh_var("x", 32),
        c.fresh_var("y", 32),
        c.fresh_var("z", 8),
    );
    let a = c.fresh_array("a", 8, 32);
    let b = c.fresh_array("b", 8, 32);
    let s = c.store(b, y, z);
    let r = c.select(s, x);
    let r2 = c.select(a, x);
    let e = c.bin(BinOp::Xor, r, r2);
    let syms = c.symbols(e);
    let ids = |e| match c.node(e).kind {
        Kind::Var(v) => v,
        _ => unreachable!(),
    };
    let mut vars = vec![ids(x), ids(y), ids(z)];
    vars.sort();
    assert_eq!(syms.vars, vars);
    assert_eq!(syms.arrays, vec![ArrayId(0), ArrayId(1)]);
    assert!(Arc::ptr_eq(&syms, &c.symbols(e)), "cached");
    let k = c.constant(1, 8);
    assert!(c.symbols(k).vars.is_empty());
    // Sharing: a node whose symbols are one child's reuses that child's set.
    let k32 = c.constant(3, 32);
    let xk = c.add(k32, x);
    let sx = c.symbols(x);
    assert!(Arc::ptr_eq(&c.symbols(xk), &sx));
}

/// The variables and arrays `e` reads, by plain recursion (no cache).
type Naive = (
    std::collections::BTreeSet<u32>,
    std::collections::BTreeSet<u32>,
);

fn naive_symbols(c: &Ctx, e: crate::ExprRef, out: &mut Naive) {
    match c.node(e).kind {
        Kind::Var(v) => {
            out.0.insert(v.0);
        }
        Kind::Select { array, index } => {
            naive_symbols(c, index, out);
            let mut a = array;
            loop {
                match *c.array_node(a) {
                    crate::ArrNode::Store {
                        array,
                        index,
                        value,
                    } => {
                        naive_symbols(c, index, out);
                        naive_symbols(c, value, out);
                        a = array;
                    }
                    crate::ArrNode::Symbolic { id, .. } => {
                        out.1.insert(id.0);
                        break;
                    }
                    crate::ArrNode::Constant { .. } => break,
                }
            }
        }
        Kind::Bin(_, x, y) | Kind::Cmp(_, x, y) => {
            naive_symbols(c, x, out);
            naive_symbols(c, y, out);
        }
        Kind::Ite(x, y, z) => {
            naive_symbols(c, x, out);
            naive_symbols(c, y, out);
            naive_symbols(c, z, out);
        }
        Kind::Not(x) | Kind::ZExt(x) | Kind::SExt(x) | Kind::Extract { e: x, .. } => {
            naive_symbols(c, x, out)
        }
        Kind::Concat(x, y) => {
            naive_symbols(c, x, out);
            naive_symbols(c, y, out);
        }
        _ => {}
    }
}

#[test]
fn symbols_of_a_long_run_match_a_fresh_walk() {
    // A running sum over 200 bytes (past the per-node cache limit) and a running product of
    // two variables (its set stays small), with a condition on each step asked in turn, as
    // the fuzzer asks every condition of a run; and a store chain read at every step.
    let mut c = Ctx::new();
    let mem = c.fresh_array("mem", 256, 32);
    let (mut sum, mut prod, mut arr) = (c.constant(0, 32), c.constant(1, 32), mem);
    let p = c.fresh_var("p", 32);
    let q = c.fresh_var("q", 32);
    let zero = c.constant(0, 32);
    let mut conds = Vec::new();
    for i in 0..200u128 {
        let b = c.fresh_var(&format!("in[{i}]"), 8);
        let wide = c.zext(b, 32);
        sum = c.add(sum, wide);
        prod = c.mul(prod, if i % 2 == 0 { p } else { q });
        let at = c.constant(i, 32);
        arr = c.store(arr, at, b);
        let read = c.select(arr, p);
        conds.push(c.ne(sum, zero));
        conds.push(c.ne(prod, zero));
        let none = c.constant(0, 8);
        conds.push(c.ne(read, none));
    }
    for &e in &conds {
        let got = c.symbols(e);
        let mut want = Naive::default();
        naive_symbols(&c, e, &mut want);
        let vars: Vec<u32> = got.vars.iter().map(|v| v.0).collect();
        let arrays: Vec<u32> = got.arrays.iter().map(|a| a.0).collect();
        assert_eq!(vars, want.0.into_iter().collect::<Vec<_>>());
        assert_eq!(arrays, want.1.into_iter().collect::<Vec<_>>());
    }
}

#[test]
fn display_is_smt_lib_like() {
    let mut t = T::new();
    let (x, p) = (t.x, t.p);
    let k = t.k(5, 32);
    let e = t.c.add(k, x);
    assert_eq!(t.c.display(e), "(bvadd (_ bv5 32) x)");
    let lt = t.c.ult(x, k);
    let n = t.c.and(p, lt);
    assert_eq!(t.c.display(n), "(and p (bvult x (_ bv5 32)))");
    let ex = t.c.extract(x, 8, 8);
    let z = t.c.zext(ex, 16);
    assert_eq!(t.c.display(z), "((_ zero_extend 8) ((_ extract 15 8) x))");
    let a = t.c.const_array(&[1, 0xab], 32);
    let s = t.c.select(a, x);
    assert_eq!(t.c.display(s), "(select (bytes #x01ab) x)");
    let tr = t.c.bool(true);
    assert_eq!(t.c.display(tr), "true");
}
