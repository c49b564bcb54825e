//! The Z3 layer on small bit-vector and array facts, through the public API, with the chain
//! bare (constants then Z3) and full.

mod common;

use common::{bare, full, satisfies};
use expr::{Assignment, BinOp, Ctx, ExprRef};
use solver::{SatResult, Solver, SolverError};

fn both() -> [Solver; 2] {
    [bare(), full()]
}

#[test]
fn x_plus_one_is_zero_gives_255() {
    for mut s in both() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 8);
        let one = ctx.constant(1, 8);
        let zero = ctx.constant(0, 8);
        let sum = ctx.add(x, one);
        let c = ctx.eq(sum, zero);
        assert_eq!(s.value(&mut ctx, &[c], x).ok(), Some(255));
        let m = s.model(&mut ctx, &[c]).ok().flatten().unwrap_or_default();
        assert_eq!(m.vars.len(), 1);
        assert!(satisfies(&ctx, &[c], &m));
    }
}

#[test]
fn no_byte_squares_to_two() {
    let brute = (0u16..256).any(|x| (x * x) % 256 == 2);
    for mut s in both() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 8);
        let sq = ctx.mul(x, x);
        let two = ctx.constant(2, 8);
        let c = ctx.eq(sq, two);
        let r = s.check(&mut ctx, &[c], None).ok();
        assert_eq!(
            r,
            Some(if brute {
                SatResult::Sat
            } else {
                SatResult::Unsat
            })
        );
        assert!(matches!(
            s.value(&mut ctx, &[c], x),
            Err(SolverError::Unsat)
        ));
        assert!(matches!(s.model(&mut ctx, &[c]), Ok(None)));
        // But 9 is a square (3 * 3, 253 * 253, ...).
        let nine = ctx.constant(9, 8);
        let c9 = ctx.eq(sq, nine);
        let v = s.value(&mut ctx, &[c9], x).unwrap_or(0);
        assert_eq!((v * v) % 256, 9);
    }
}

#[test]
fn signed_and_unsigned_comparisons() {
    for mut s in both() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 8);
        let zero = ctx.constant(0, 8);
        let neg = ctx.slt(x, zero);
        let c200 = ctx.constant(200, 8);
        let c128 = ctx.constant(128, 8);
        let big = ctx.ult(c200, x);
        let small = ctx.ult(x, c128);
        assert_eq!(
            s.check(&mut ctx, &[neg, big], None).ok(),
            Some(SatResult::Sat)
        );
        assert_eq!(
            s.check(&mut ctx, &[neg, small], None).ok(),
            Some(SatResult::Unsat)
        );
        assert_eq!(s.must_be_true(&mut ctx, &[neg], big).ok(), Some(false));
        let ge128 = ctx.ule(c128, x);
        assert_eq!(s.must_be_true(&mut ctx, &[neg], ge128).ok(), Some(true));
        let v = s.value(&mut ctx, &[neg, big], x).unwrap_or(0);
        assert!(v > 200);
        let m1 = ctx.constant(0xff, 8);
        let sle = ctx.sle(x, m1);
        let c = ctx.slt(m1, x);
        assert_eq!(s.may_be_true(&mut ctx, &[sle], c).ok(), Some(false));
    }
}

/// Values of `op` computed by Z3 (operands pinned by constraints) against `ctx`'s folding.
#[test]
fn division_shift_semantics_agree_with_eval() {
    use BinOp::*;
    let ops = [
        Add, Sub, Mul, UDiv, SDiv, URem, SRem, Shl, LShr, AShr, And, Or, Xor,
    ];
    for w in [8u32, 128] {
        let top = if w == 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        };
        let vals = [
            0,
            1,
            3,
            7,
            top,
            top - 2,
            top >> 1,
            (top >> 1) + 1,
            w as u128 + 1,
        ];
        let mut s = bare();
        let mut ctx = Ctx::new();
        let a = ctx.fresh_var("a", w);
        let b = ctx.fresh_var("b", w);
        for &va in &vals {
            for &vb in &[0, 1, 3, top, (top >> 1) + 1, w as u128 - 1, w as u128] {
                let (ca, cb) = (ctx.constant(va, w), ctx.constant(vb, w));
                let pa = ctx.eq(a, ca);
                let pb = ctx.eq(b, cb);
                let mut asg = Assignment::default();
                if let (Some(ia), Some(ib)) = (var_of(&ctx, a), var_of(&ctx, b)) {
                    asg.vars.insert(ia, va);
                    asg.vars.insert(ib, vb);
                }
                for op in ops {
                    let e = ctx.bin(op, a, b);
                    let expect = ctx.eval(e, &asg);
                    let folded = ctx.bin(op, ca, cb);
                    assert_eq!(ctx.as_const(folded), Some(expect), "{op:?} {va} {vb} /{w}");
                    let got = s.value(&mut ctx, &[pa, pb], e).ok();
                    assert_eq!(got, Some(expect), "{op:?} {va} {vb} /{w}");
                }
            }
        }
    }
}

fn var_of(ctx: &Ctx, e: ExprRef) -> Option<expr::VarId> {
    match ctx.node(e).kind {
        expr::Kind::Var(v) => Some(v),
        _ => None,
    }
}

#[test]
fn division_models_satisfy_eval() {
    let mut s = bare();
    let mut ctx = Ctx::new();
    let a = ctx.fresh_var("a", 8);
    let b = ctx.fresh_var("b", 8);
    let q = ctx.bin(BinOp::SDiv, a, b);
    let r = ctx.bin(BinOp::SRem, a, b);
    let five = ctx.constant(5, 8);
    let m3 = ctx.constant(0xfd, 8);
    let c1 = ctx.eq(q, m3); // a / b == -3
    let c2 = ctx.eq(r, five); // a % b == 5
    let m = s.model(&mut ctx, &[c1, c2]).ok().flatten();
    assert!(m.is_some_and(|m| satisfies(&ctx, &[c1, c2], &m)));
    // Division by zero: udiv gives all ones, urem the dividend.
    let zero = ctx.constant(0, 8);
    let bz = ctx.eq(b, zero);
    let ud = ctx.bin(BinOp::UDiv, a, b);
    let ff = ctx.constant(0xff, 8);
    let all_ones = ctx.eq(ud, ff);
    assert_eq!(s.must_be_true(&mut ctx, &[bz], all_ones).ok(), Some(true));
    let ur = ctx.bin(BinOp::URem, a, b);
    let dividend = ctx.eq(ur, a);
    assert_eq!(s.must_be_true(&mut ctx, &[bz], dividend).ok(), Some(true));
}

#[test]
fn store_then_select_with_symbolic_indices() {
    for mut s in both() {
        let mut ctx = Ctx::new();
        let buf = ctx.fresh_array("buf", 16, 32);
        let i = ctx.fresh_var("i", 32);
        let j = ctx.fresh_var("j", 32);
        let sixteen = ctx.constant(16, 32);
        let ib = ctx.ult(i, sixteen);
        let jb = ctx.ult(j, sixteen);
        let a41 = ctx.constant(0x41, 8);
        let stored = ctx.store(buf, i, a41);
        let read = ctx.select(stored, j);
        let orig = ctx.select(buf, j);
        let hit = ctx.eq(read, a41);
        let not_orig = ctx.ne(orig, a41);
        let cs = [ib, jb, hit, not_orig];
        let same = ctx.eq(i, j);
        assert_eq!(s.must_be_true(&mut ctx, &cs, same).ok(), Some(true));
        let m = s.model(&mut ctx, &cs).ok().flatten().unwrap_or_default();
        assert!(satisfies(&ctx, &cs, &m));
        assert_eq!(
            m.arrays.values().map(Vec::len).collect::<Vec<_>>(),
            vec![16]
        );
        // The input bytes: a little-endian word read from the buffer.
        let word = ctx.read_le(buf, i, 4);
        let magic = ctx.constant(0xdead_beef, 32);
        let wc = ctx.eq(word, magic);
        let twelve = ctx.constant(12, 32);
        let fits = ctx.ule(i, twelve);
        let m = s
            .model(&mut ctx, &[wc, fits])
            .ok()
            .flatten()
            .unwrap_or_default();
        assert!(satisfies(&ctx, &[wc, fits], &m));
    }
}

#[test]
fn constant_array_with_symbolic_index() {
    for mut s in both() {
        let mut ctx = Ctx::new();
        let table = ctx.const_array(&[1, 2, 3, 4, 0, 9], 64);
        let i = ctx.fresh_var("i", 64);
        let v = ctx.select(table, i);
        let three = ctx.constant(3, 8);
        let c = ctx.eq(v, three);
        assert_eq!(s.value(&mut ctx, &[c], i).ok(), Some(2));
        let nine = ctx.constant(9, 8);
        let c9 = ctx.eq(v, nine);
        let two = ctx.constant(2, 64);
        let is5 = ctx.constant(5, 64);
        let e = ctx.eq(i, is5);
        assert_eq!(s.must_be_true(&mut ctx, &[c9], e).ok(), Some(true));
        let ne2 = ctx.ne(i, two);
        assert_eq!(s.may_be_true(&mut ctx, &[c], ne2).ok(), Some(false));
    }
}

#[test]
fn reads_past_a_symbolic_array_are_zero_as_in_eval() {
    for mut s in both() {
        let mut ctx = Ctx::new();
        let buf = ctx.fresh_array("buf", 4, 32);
        let i = ctx.fresh_var("i", 32);
        let four = ctx.constant(4, 32);
        let out = ctx.ule(four, i);
        let byte = ctx.select(buf, i);
        let seven = ctx.constant(7, 8);
        let c = ctx.eq(byte, seven);
        assert_eq!(
            s.check(&mut ctx, &[out, c], None).ok(),
            Some(SatResult::Unsat)
        );
        let zero = ctx.constant(0, 8);
        let z = ctx.eq(byte, zero);
        assert_eq!(s.must_be_true(&mut ctx, &[out], z).ok(), Some(true));
        let m = s.model(&mut ctx, &[c]).ok().flatten().unwrap_or_default();
        assert!(satisfies(&ctx, &[c], &m));
    }
}

#[test]
fn values_of_128_bits() {
    for mut s in both() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 128);
        let one = ctx.constant(1, 128);
        let zero = ctx.constant(0, 128);
        let sum = ctx.add(x, one);
        let c = ctx.eq(sum, zero);
        assert_eq!(s.value(&mut ctx, &[c], x).ok(), Some(u128::MAX));
        let big = (1u128 << 100) + 5;
        let k = ctx.constant(big, 128);
        let three = ctx.constant(3, 128);
        let prod = ctx.mul(x, three);
        let kk = ctx.constant(big.wrapping_mul(3), 128);
        let c2 = ctx.eq(prod, kk);
        assert_eq!(s.value(&mut ctx, &[c2], x).ok(), Some(big));
        let hi = ctx.extract(x, 64, 64);
        let hic = ctx.constant(big >> 64, 64);
        let c3 = ctx.eq(hi, hic);
        let e = ctx.eq(x, k);
        assert_eq!(s.may_be_true(&mut ctx, &[c3], e).ok(), Some(true));
        let wide = ctx.sext(hi, 128);
        let m = s.model(&mut ctx, &[c3]).ok().flatten().unwrap_or_default();
        assert_eq!(ctx.eval(wide, &m), big >> 64);
    }
}

/// A small array of known places read at a symbolic index (which Z3 gets as a choice among
/// the places, not through its array theory) holds what its latest stores and its constant
/// bytes say, and 0 past them.
#[test]
fn a_small_array_read_at_a_symbolic_index_holds_its_latest_stores() {
    for mut s in both() {
        let mut ctx = Ctx::new();
        let base = ctx.const_array(&[1, 2, 3, 0, 5], 32);
        let x = ctx.fresh_var("x", 8);
        let i = ctx.fresh_var("i", 32);
        let mut a = base;
        for (at, v) in [(1u128, ctx.constant(7, 8)), (2, x), (1, ctx.constant(8, 8))] {
            let at = ctx.constant(at, 32);
            a = ctx.store(a, at, v);
        }
        let read = ctx.select(a, i);
        let five = ctx.constant(5, 32);
        let inside = ctx.ult(i, five);
        let forty_two = ctx.constant(42, 8);
        let x_is_42 = ctx.eq(x, forty_two);
        let is = |ctx: &mut Ctx, v: u128| {
            let v = ctx.constant(v, 8);
            ctx.eq(read, v)
        };
        // 7 was overwritten by 8; the 2 of the constant bytes by x.
        for gone in [7, 2] {
            let c = is(&mut ctx, gone);
            let r = s.check(&mut ctx, &[inside, x_is_42, c], None).ok();
            assert_eq!(r, Some(SatResult::Unsat), "{gone}");
        }
        for (v, at) in [(8, 1), (42, 2), (3, 2), (5, 4), (1, 0)] {
            let c = is(&mut ctx, v);
            let cs = [inside, x_is_42, c];
            if v == 3 {
                // Only x could be 3, and x is 42.
                let r = s.check(&mut ctx, &cs, None).ok();
                assert_eq!(r, Some(SatResult::Unsat));
                continue;
            }
            assert_eq!(s.value(&mut ctx, &cs, i).ok(), Some(at), "{v}");
        }
        // Index 3 holds 0, and so does every index past the array.
        let zero = is(&mut ctx, 0);
        let m = s
            .model(&mut ctx, &[x_is_42, zero])
            .ok()
            .flatten()
            .unwrap_or_default();
        assert!(satisfies(&ctx, &[x_is_42, zero], &m));
        assert_eq!(s.value(&mut ctx, &[inside, x_is_42, zero], i).ok(), Some(3));
    }
}
