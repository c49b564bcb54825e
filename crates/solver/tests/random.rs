//! Random small constraint sets: the full chain and the bare chain agree with each other and
//! with brute force (`ctx.eval` over every assignment), and every model satisfies its set.

mod common;

use common::{bare, full, satisfies, Rng};
use expr::{Assignment, BinOp, CmpOp, Ctx, ExprRef, Kind, VarId};
use solver::SatResult;

const W: u32 = 4;
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
            ctx.constant(u128::from(r.below(16)), W)
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
            let lo = r.below(3) as u32;
            let x = ctx.extract(a, lo, 2);
            if r.below(2) == 0 {
                ctx.zext(x, W)
            } else {
                ctx.sext(x, W)
            }
        }
        4 => {
            let b = term(ctx, r, vars, depth - 1);
            let hi = ctx.extract(a, 0, 2);
            let lo = ctx.extract(b, 2, 2);
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

/// Whether some assignment of the `W`-bit `vars` satisfies `cs` (by `ctx.eval`).
fn brute_sat(ctx: &Ctx, vars: &[VarId], cs: &[ExprRef]) -> bool {
    let n = vars.len() as u32;
    (0..1u128 << (W * n)).any(|bits| {
        let mut m = Assignment::default();
        for (k, &v) in vars.iter().enumerate() {
            m.vars.insert(v, (bits >> (W * k as u32)) & 0xf);
        }
        satisfies(ctx, cs, &m)
    })
}

fn var_id(ctx: &Ctx, e: ExprRef) -> Option<VarId> {
    match ctx.node(e).kind {
        Kind::Var(v) => Some(v),
        _ => None,
    }
}

#[test]
fn chains_agree_with_brute_force() {
    let mut ctx = Ctx::new();
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    let vars: Vec<ExprRef> = (0..3).map(|i| ctx.fresh_var(&format!("v{i}"), W)).collect();
    let ids: Vec<VarId> = vars.iter().filter_map(|&v| var_id(&ctx, v)).collect();
    let (mut on, mut off) = (full(), bare());
    let (mut sat_sets, mut unsat_sets) = (0, 0);
    for round in 0..300 {
        let n = 1 + r.below(4) as usize;
        let cs: Vec<ExprRef> = (0..n)
            .map(|_| boolean(&mut ctx, &mut r, &vars, 2))
            .collect();
        let truth = brute_sat(&ctx, &ids, &cs);
        let expect = if truth {
            SatResult::Sat
        } else {
            SatResult::Unsat
        };
        let shown: Vec<String> = cs.iter().map(|&c| ctx.display(c)).collect();
        for s in [&mut on, &mut off] {
            assert_eq!(
                s.check(&mut ctx, &cs, None).ok(),
                Some(expect.clone()),
                "{round}: {shown:?}"
            );
            let m = s.model(&mut ctx, &cs).ok().flatten();
            assert_eq!(m.is_some(), truth, "{round}: {shown:?}");
            if let Some(m) = m {
                assert!(satisfies(&ctx, &cs, &m), "{round}: {shown:?} {m:?}");
            }
        }
        if !truth {
            unsat_sets += 1;
            continue;
        }
        sat_sets += 1;
        // Questions about an expression under a satisfiable set.
        let e = boolean(&mut ctx, &mut r, &vars, 1);
        let mut with_e = cs.clone();
        with_e.push(e);
        let may = brute_sat(&ctx, &ids, &with_e);
        let not_e = ctx.not(e);
        with_e.pop();
        with_e.push(not_e);
        let must = !brute_sat(&ctx, &ids, &with_e);
        let t = term(&mut ctx, &mut r, &vars, 2);
        for s in [&mut on, &mut off] {
            assert_eq!(
                s.may_be_true(&mut ctx, &cs, e).ok(),
                Some(may),
                "{round}: {shown:?}"
            );
            assert_eq!(
                s.must_be_true(&mut ctx, &cs, e).ok(),
                Some(must),
                "{round}: {shown:?}"
            );
            let v = s.value(&mut ctx, &cs, t).unwrap_or(u128::MAX);
            let tv = ctx.constant(v, W);
            let feasible = ctx.eq(t, tv);
            let mut with_v = cs.clone();
            with_v.push(feasible);
            assert!(
                v < 16 && brute_sat(&ctx, &ids, &with_v),
                "{round}: {shown:?} value {v}"
            );
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
