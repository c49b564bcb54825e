//! Each layer seen through the public API and its statistics.

mod common;

use common::{bare, full, satisfies};

use expr::Ctx;
use solver::{SatResult, Solver, SolverConfig};

fn only(slicing: bool, query_cache: bool, cex_cache: bool) -> Solver {
    Solver::new(SolverConfig {
        slicing,
        ranges: false,
        query_cache,
        cex_cache,
        ..SolverConfig::default()
    })
}

#[test]
fn constants_are_answered_without_z3() {
    let mut s = full();
    let mut ctx = Ctx::new();
    let x = ctx.fresh_var("x", 8);
    let one = ctx.constant(1, 8);
    let c = ctx.ult(x, one);
    let t = ctx.bool(true);
    let f = ctx.bool(false);
    assert_eq!(
        s.check(&mut ctx, &[c, f], None).ok(),
        Some(SatResult::Unsat)
    );
    assert_eq!(s.check(&mut ctx, &[t], None).ok(), Some(SatResult::Sat));
    assert_eq!(s.must_be_true(&mut ctx, &[c], t).ok(), Some(true));
    assert_eq!(s.may_be_true(&mut ctx, &[c], f).ok(), Some(false));
    assert_eq!(s.value(&mut ctx, &[c], one).ok(), Some(1));
    assert_eq!(s.model(&mut ctx, &[]).ok(), Some(Some(Default::default())));
    assert_eq!(s.stats().z3_calls, 0);
    assert_eq!(s.stats().constant_hits, 6);
    assert_eq!(s.stats().queries, 6);
}

#[test]
fn slicing_drops_unrelated_constraints_and_keeps_answers() {
    let mut ctx = Ctx::new();
    let x = ctx.fresh_var("x", 8);
    let y = ctx.fresh_var("y", 8);
    let z = ctx.fresh_var("z", 8);
    let five = ctx.constant(5, 8);
    let cx = ctx.ult(x, five);
    let cy = ctx.ult(y, five);
    let cz = ctx.ult(z, y);
    let q = ctx.eq(x, five);
    let cs = [cx, cy, cz];
    let mut sliced = only(true, false, false);
    let mut whole = only(false, false, false);
    for s in [&mut sliced, &mut whole] {
        assert_eq!(s.may_be_true(&mut ctx, &cs, q).ok(), Some(false));
        assert_eq!(s.must_be_true(&mut ctx, &cs, cx).ok(), Some(true));
        let v = s.value(&mut ctx, &cs, x).unwrap_or(99);
        assert!(v < 5);
    }
    assert_eq!(sliced.stats().slicing_dropped_constraints, 6);
    assert_eq!(whole.stats().slicing_dropped_constraints, 0);
    // A whole-set model is solved group by group and merged.
    let m = sliced
        .model(&mut ctx, &cs)
        .ok()
        .flatten()
        .unwrap_or_default();
    assert!(satisfies(&ctx, &cs, &m));
    assert_eq!(m.vars.len(), 3);
}

#[test]
fn query_cache_hits_on_repeats() {
    let mut s = only(false, true, false);
    let mut ctx = Ctx::new();
    let x = ctx.fresh_var("x", 8);
    let five = ctx.constant(5, 8);
    let c = ctx.ult(x, five);
    let e = ctx.eq(x, five);
    assert_eq!(s.may_be_true(&mut ctx, &[c], e).ok(), Some(false));
    assert_eq!(s.may_be_true(&mut ctx, &[c], e).ok(), Some(false));
    assert_eq!(s.stats().z3_calls, 1);
    assert_eq!(s.stats().query_cache_hits, 1);
    // Order and duplicates do not matter.
    let four = ctx.constant(4, 8);
    let d = ctx.ne(x, four);
    assert_eq!(
        s.check(&mut ctx, &[c, d, c], None).ok(),
        Some(SatResult::Sat)
    );
    assert_eq!(s.check(&mut ctx, &[d, c], None).ok(), Some(SatResult::Sat));
    assert_eq!(s.stats().z3_calls, 2);
    assert_eq!(s.stats().query_cache_hits, 2);
}

#[test]
fn cex_cache_answers_weaker_and_stronger_queries_without_z3() {
    let mut s = only(false, false, true);
    let mut ctx = Ctx::new();
    let x = ctx.fresh_var("x", 8);
    let (c5, c10, c20, c3) = (
        ctx.constant(5, 8),
        ctx.constant(10, 8),
        ctx.constant(20, 8),
        ctx.constant(3, 8),
    );
    let gt10 = ctx.ult(c10, x);
    let lt20 = ctx.ult(x, c20);
    assert_eq!(
        s.check(&mut ctx, &[gt10, lt20], None).ok(),
        Some(SatResult::Sat)
    );
    let calls = s.stats().z3_calls;
    // A weaker set: the stored model satisfies it.
    let gt5 = ctx.ult(c5, x);
    assert_eq!(s.check(&mut ctx, &[gt5], None).ok(), Some(SatResult::Sat));
    let m = s.model(&mut ctx, &[gt5]).ok().flatten().unwrap_or_default();
    assert!(satisfies(&ctx, &[gt5], &m));
    assert_eq!(s.stats().z3_calls, calls);
    assert_eq!(s.stats().cex_cache_hits, 2);
    // An unsatisfiable set makes its supersets unsatisfiable.
    let lt3 = ctx.ult(x, c3);
    assert_eq!(
        s.check(&mut ctx, &[lt3, gt5], None).ok(),
        Some(SatResult::Unsat)
    );
    let calls = s.stats().z3_calls;
    let ne7 = {
        let c7 = ctx.constant(7, 8);
        ctx.ne(x, c7)
    };
    assert_eq!(
        s.check(&mut ctx, &[ne7, gt5, lt3], None).ok(),
        Some(SatResult::Unsat)
    );
    assert_eq!(s.stats().z3_calls, calls);
    assert_eq!(s.stats().cex_cache_hits, 3);
}

#[test]
fn full_chain_counts_every_layer() {
    // The range layer would answer every query below (bounds on x): it is tested on its own.
    let mut s = Solver::new(SolverConfig {
        ranges: false,
        ..SolverConfig::default()
    });
    let mut b = bare();
    let mut ctx = Ctx::new();
    let x = ctx.fresh_var("x", 16);
    let y = ctx.fresh_var("y", 16);
    let k = ctx.constant(1000, 16);
    let cx = ctx.ult(x, k);
    let cy = ctx.ult(k, y);
    let mut cs = vec![cx, cy];
    let c500 = ctx.constant(500, 16);
    let is500 = ctx.eq(x, c500);
    let mut asked = Vec::new();
    for i in 0..20u128 {
        let c = ctx.constant(i, 16);
        let e = ctx.ne(x, c);
        for q in [e, is500] {
            let expect = b.may_be_true(&mut ctx, &cs, q).ok();
            assert_eq!(s.may_be_true(&mut ctx, &cs, q).ok(), expect);
            asked.push((cs.clone(), q));
        }
        cs.push(e);
    }
    for (cs, q) in &asked {
        assert_eq!(s.may_be_true(&mut ctx, cs, *q).ok(), Some(true));
    }
    let st = s.stats();
    assert_eq!(st.queries, 80);
    assert!(st.slicing_dropped_constraints >= 80);
    assert!(st.cex_cache_hits >= 19);
    assert!(st.query_cache_hits >= 40);
    assert!(st.z3_calls < b.stats().z3_calls);
    assert!(st.z3_time_s >= 0.0);
}
