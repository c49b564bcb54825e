//! Random small constraint sets: the full chain and the bare chain agree with each other and
//! with brute force (`ctx.eval` over every assignment), and every model satisfies its set.

mod common;

use common::{bare, full, satisfies, Rng};
use expr::{Assignment, BinOp, CmpOp, Ctx, ExprRef, VarId};
use std::collections::HashSet;

use solver::{SatResult, SolverError};

const W: u32 = 3;
const OPS: [BinOp; 13] = [
    BinOp::Add,
    BinOp::Sub,
    BinOp::Mul,
    BinOp::UDiv,
    BinOp::SDiv,
    BinOp::URem,
    BinOp::SRem,
    BinOp::Shl,
    BinOp::LShr,
    BinOp::AShr,
    BinOp::And,
    BinOp::Or,
    BinOp::Xor,
];
const CMPS: [CmpOp; 5] = [CmpOp::Eq, CmpOp::Ult, CmpOp::Ule, CmpOp::Slt, CmpOp::Sle];

/// A random `W`-bit term over `vars`.
fn term(ctx: &mut Ctx, r: &mut Rng, vars: &[ExprRef], depth: u32) -> ExprRef {
    if depth == 0 || r.below(4) == 0 {
        return if r.below(3) == 0 {
            ctx.constant(u128::from(r.below(1 << W)), W)
        } else {
            vars[r.below(vars.len() as u64) as usize]
        };
    }
    let a = term(ctx, r, vars, depth - 1);
    match r.below(8) {
        0 => ctx.not(a),
        1 => ctx.neg(a),
        2 => {
            let c = boolean(ctx, r, vars, depth - 1);
            let b = term(ctx, r, vars, depth - 1);
            ctx.ite(c, a, b)
        }
        3 => {
            let lo = r.below(u64::from(W) - 1) as u32;
            let x = ctx.extract(a, lo, 2);
            if r.below(2) == 0 {
                ctx.zext(x, W)
            } else {
                ctx.sext(x, W)
            }
        }
        4 => {
            let b = term(ctx, r, vars, depth - 1);
            let hi = ctx.extract(a, 0, 1);
            let lo = ctx.extract(b, 1, 2);
            ctx.concat(hi, lo)
        }
        _ => {
            let b = term(ctx, r, vars, depth - 1);
            ctx.bin(OPS[r.below(OPS.len() as u64) as usize], a, b)
        }
    }
}

/// A random width-1 expression over `vars`.
fn boolean(ctx: &mut Ctx, r: &mut Rng, vars: &[ExprRef], depth: u32) -> ExprRef {
    let a = term(ctx, r, vars, depth);
    let b = term(ctx, r, vars, depth);
    let c = ctx.cmp(CMPS[r.below(CMPS.len() as u64) as usize], a, b);
    match r.below(6) {
        0 => ctx.not(c),
        1 if depth > 0 => {
            let d = boolean(ctx, r, vars, depth - 1);
            ctx.or(c, d)
        }
        _ => c,
    }
}

/// What brute force over every assignment of the `W`-bit variables says.
#[derive(Default)]
struct Truth {
    /// Some assignment satisfies the constraints.
    sat: bool,
    /// Some satisfying one makes `e` true.
    may: bool,
    /// Every satisfying one makes `e` true.
    must: bool,
    /// The values `t` takes under satisfying ones.
    values: HashSet<u128>,
}

fn brute(ctx: &mut Ctx, cs: &[ExprRef], e: ExprRef, t: ExprRef) -> Truth {
    let mut vars: Vec<VarId> = cs
        .iter()
        .chain([&e, &t])
        .flat_map(|&c| ctx.symbols(c).vars.clone())
        .collect();
    vars.sort();
    vars.dedup();
    let n = vars.len() as u32;
    let mut truth = Truth {
        must: true,
        ..Truth::default()
    };
    for bits in 0..1u128 << (W * n) {
        let mut m = Assignment::default();
        for (k, &v) in vars.iter().enumerate() {
            m.vars.insert(v, (bits >> (W * k as u32)) & ((1 << W) - 1));
        }
        if !satisfies(ctx, cs, &m) {
            continue;
        }
        truth.sat = true;
        if ctx.eval(e, &m) == 1 {
            truth.may = true;
        } else {
            truth.must = false;
        }
        truth.values.insert(ctx.eval(t, &m));
    }
    truth
}

#[test]
fn chains_agree_with_brute_force() {
    let mut ctx = Ctx::new();
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    let vars: Vec<ExprRef> = (0..3).map(|i| ctx.fresh_var(&format!("v{i}"), W)).collect();
    let (mut on, mut off) = (full(), bare());
    let (mut sat_sets, mut unsat_sets) = (0, 0);
    for round in 0..500 {
        let n = 1 + r.below(4) as usize;
        let cs: Vec<ExprRef> = (0..n)
            .map(|_| boolean(&mut ctx, &mut r, &vars, 2))
            .collect();
        let e = boolean(&mut ctx, &mut r, &vars, 1);
        let t = term(&mut ctx, &mut r, &vars, 2);
        let truth = brute(&mut ctx, &cs, e, t);
        let expect = if truth.sat {
            SatResult::Sat
        } else {
            SatResult::Unsat
        };
        let shown: Vec<String> = cs.iter().map(|&c| ctx.display(c)).collect();
        for s in [&mut on, &mut off] {
            let got = s.check(&mut ctx, &cs, None).ok();
            assert_eq!(got, Some(expect.clone()), "{round}: {shown:?}");
            let m = s.model(&mut ctx, &cs).ok().flatten();
            assert_eq!(m.is_some(), truth.sat, "{round}: {shown:?}");
            if let Some(m) = m {
                assert!(satisfies(&ctx, &cs, &m), "{round}: {shown:?} {m:?}");
            }
            if !truth.sat {
                // Only the constraints related to `t` are looked at (none for a constant).
                let partial = s.config().slicing || ctx.as_const(t).is_some();
                let v = s.value(&mut ctx, &cs, t);
                assert!(
                    matches!(v, Err(SolverError::Unsat)) || (partial && v.is_ok()),
                    "{v:?}"
                );
                continue;
            }
            // Questions about an expression under a satisfiable set.
            let e_shown = ctx.display(e);
            let may = s.may_be_true(&mut ctx, &cs, e).ok();
            assert_eq!(may, Some(truth.may), "{round}: {shown:?} {e_shown}");
            let must = s.must_be_true(&mut ctx, &cs, e).ok();
            assert_eq!(must, Some(truth.must), "{round}: {shown:?} {e_shown}");
            let v = s.value(&mut ctx, &cs, t).ok();
            assert!(
                v.is_some_and(|v| truth.values.contains(&v)),
                "{round}: {shown:?} {v:?}"
            );
        }
        if truth.sat {
            sat_sets += 1;
        } else {
            unsat_sets += 1;
        }
    }
    assert!(
        sat_sets > 50 && unsat_sets > 10,
        "{sat_sets} sat, {unsat_sets} unsat"
    );
    assert!(on.stats().z3_calls < off.stats().z3_calls);
}
#[test]
fn random_array_sets_agree_and_models_satisfy() {
    let mut ctx = Ctx::new();
    let mut r = Rng(0x1234_5678_9abc_def1);
    let buf = ctx.fresh_array("buf", 4, 8);
    let i = ctx.fresh_var("i", 8);
    let j = ctx.fresh_var("j", 8);
    let (mut on, mut off) = (full(), bare());
    for round in 0..150 {
        let mut arr = buf;
        for _ in 0..r.below(3) {
            let idx = if r.below(2) == 0 {
                i
            } else {
                ctx.constant(u128::from(r.below(6)), 8)
            };
            let val = ctx.constant(u128::from(r.below(4)), 8);
            arr = ctx.store(arr, idx, val);
        }
        let mut cs = Vec::new();
        for _ in 0..1 + r.below(3) {
            let idx = match r.below(3) {
                0 => i,
                1 => j,
                _ => ctx.constant(u128::from(r.below(6)), 8),
            };
            let byte = ctx.select(arr, idx);
            let k = ctx.constant(u128::from(r.below(4)), 8);
            let op = CMPS[r.below(CMPS.len() as u64) as usize];
            let c = ctx.cmp(op, byte, k);
            cs.push(if r.below(3) == 0 { ctx.not(c) } else { c });
        }
        let shown: Vec<String> = cs.iter().map(|&c| ctx.display(c)).collect();
        let a = on.model(&mut ctx, &cs).ok();
        let b = off.model(&mut ctx, &cs).ok();
        assert!(a.is_some() && b.is_some(), "{round}: {shown:?}");
        let (a, b) = (a.flatten(), b.flatten());
        assert_eq!(a.is_some(), b.is_some(), "{round}: {shown:?}");
        for m in [a, b].into_iter().flatten() {
            assert!(satisfies(&ctx, &cs, &m), "{round}: {shown:?} {m:?}");
        }
    }
}
