//! Float nodes: Z3's floating-point theory, as the solver translates it, gives exactly the
//! results of [`expr::Ctx::eval`] (the interpreter's x86 semantics), NaN bits included.

mod common;

use common::{bare, Rng};
use expr::{Ctx, ExprRef, FpBin, FpCmp, FpConv};
use solver::{SatResult, Solver};

/// Interesting bit patterns of the `w`-bit format, then random ones.
fn values(w: u32, rng: &mut Rng) -> Vec<u128> {
    let mut v: Vec<u128> = if w == 32 {
        [
            0.0f32,
            -0.0,
            1.0,
            -1.5,
            0.1,
            3.0e9,
            -3.0e9,
            f32::MAX,
            f32::MIN_POSITIVE,
            1.0e-45,
            f32::INFINITY,
            f32::NEG_INFINITY,
        ]
        .iter()
        .map(|x| u128::from(x.to_bits()))
        .chain([0x7fc0_1234, 0xff80_0001])
        .collect()
    } else {
        [
            0.0f64,
            -0.0,
            1.0,
            -1.5,
            0.1,
            9.3e18,
            -9.3e18,
            f64::MAX,
            f64::MIN_POSITIVE,
            5e-324,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ]
        .iter()
        .map(|x| u128::from(x.to_bits()))
        .chain([0x7ff8_0000_0000_1234, 0xfff0_0000_0000_0001])
        .collect()
    };
    let mask = if w == 32 { 0xffff_ffff } else { u64::MAX };
    for _ in 0..4 {
        v.push(u128::from(rng.next() & mask));
    }
    v
}

/// Asserts that, with `x = a` (and `y = b`), Z3 finds `e` equal to its evaluated value and
/// nothing else.
fn agrees(s: &mut Solver, ctx: &mut Ctx, pins: &[(ExprRef, u128)], e: ExprRef, what: &str) {
    let mut asg = expr::Assignment::default();
    let mut cs = Vec::new();
    for &(v, val) in pins {
        if let expr::Kind::Var(id) = ctx.node(v).kind {
            asg.vars.insert(id, val);
        }
        let w = ctx.width(v);
        let c = ctx.constant(val, w);
        cs.push(ctx.eq(v, c));
    }
    let expected = ctx.eval(e, &asg);
    let ce = ctx.constant(expected, ctx.width(e));
    let differs = ctx.ne(e, ce);
    cs.push(differs);
    let r = s.check(ctx, &cs, None);
    assert!(
        matches!(r, Ok(SatResult::Unsat)),
        "{what} with {pins:x?}: Z3 allows a value other than {expected:#x} ({r:?})"
    );
}

#[test]
fn arithmetic_and_comparisons_agree_with_evaluation() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut s = bare();
    for w in [32, 64] {
        let vals = values(w, &mut rng);
        let mut ctx = Ctx::new();
        let (x, y) = (ctx.fresh_var("x", w), ctx.fresh_var("y", w));
        for k in 0..24 {
            let a = vals[rng.below(vals.len() as u64) as usize];
            let b = vals[rng.below(vals.len() as u64) as usize];
            let op = [FpBin::Add, FpBin::Sub, FpBin::Mul, FpBin::Div][k % 4];
            let e = ctx.fp_bin(op, x, y);
            agrees(
                &mut s,
                &mut ctx,
                &[(x, a), (y, b)],
                e,
                &format!("{op:?}/{w}"),
            );
            let cmp = [FpCmp::Eq, FpCmp::Lt, FpCmp::Le, FpCmp::Uno][k % 4];
            let e = ctx.fp_cmp(cmp, x, y);
            agrees(
                &mut s,
                &mut ctx,
                &[(x, a), (y, b)],
                e,
                &format!("{cmp:?}/{w}"),
            );
        }
    }
}

#[test]
fn conversions_agree_with_evaluation() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut s = bare();
    let mut ctx = Ctx::new();
    for from in [32, 64] {
        let x = ctx.fresh_var("x", from);
        for a in values(from, &mut rng) {
            for to in [32, 64] {
                let e = ctx.fp_conv(FpConv::ToSigned, x, to);
                agrees(
                    &mut s,
                    &mut ctx,
                    &[(x, a)],
                    e,
                    &format!("to_signed {from}->{to}"),
                );
                let e = ctx.fp_conv(FpConv::Resize, x, to);
                agrees(
                    &mut s,
                    &mut ctx,
                    &[(x, a)],
                    e,
                    &format!("resize {from}->{to}"),
                );
            }
        }
    }
    for from in [8, 32, 64] {
        let i = ctx.fresh_var("i", from);
        for _ in 0..6 {
            let a = u128::from(rng.next()) & ((1u128 << from) - 1);
            for to in [32, 64] {
                for op in [FpConv::FromSigned, FpConv::FromUnsigned] {
                    let e = ctx.fp_conv(op, i, to);
                    agrees(
                        &mut s,
                        &mut ctx,
                        &[(i, a)],
                        e,
                        &format!("{op:?} {from}->{to}"),
                    );
                }
            }
        }
    }
}

#[test]
fn a_float_equation_gets_a_model_that_evaluates_true() {
    let mut s = bare();
    let mut ctx = Ctx::new();
    let x = ctx.fresh_var("x", 64);
    // x * 0.5 + 4.0 == 10.0 with x < 12.0: only rounding makes it true.
    let half = ctx.constant(u128::from(0.5f64.to_bits()), 64);
    let four = ctx.constant(u128::from(4.0f64.to_bits()), 64);
    let ten = ctx.constant(u128::from(10.0f64.to_bits()), 64);
    let twelve = ctx.constant(u128::from(12.0f64.to_bits()), 64);
    let m = ctx.fp_bin(FpBin::Mul, x, half);
    let sum = ctx.fp_bin(FpBin::Add, m, four);
    let eq = ctx.fp_cmp(FpCmp::Eq, sum, ten);
    let lt = ctx.fp_cmp(FpCmp::Lt, x, twelve);
    let cs = [eq, lt];
    let model = s.model(&mut ctx, &cs).ok().flatten().unwrap_or_default();
    assert!(cs.iter().all(|&c| ctx.eval(c, &model) == 1), "{model:?}");
    let v = model.vars.values().next().copied().unwrap_or(0);
    assert_eq!(v as u64, 11.999999999999998f64.to_bits());
}
