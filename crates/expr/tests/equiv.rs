//! Property test: an expression built through the simplifying constructors evaluates like the
//! same expression built raw, under many random assignments.

mod common;

use common::{Rng, World, WIDTHS};

#[test]
fn simplified_and_raw_evaluate_equally() {
    let mut world = World::new();
    let mut rng = Rng::new(common::seed(0x5eed_0001));
    let assignments: Vec<_> = (0..24).map(|_| world.assignment(&mut rng)).collect();
    let mut checked = 0usize;
    let mut changed = 0usize;
    for case in 0..20_000u32 {
        let w = if case % 7 == 0 { 1 } else { rng.pick(&WIDTHS) };
        let spec = world.gen(&mut rng, w, 1 + case % 5);
        let simp = world.build(&spec);
        let raw = world.build_raw(&spec);
        assert_eq!(world.ctx.width(simp), world.ctx.width(raw));
        if simp != raw {
            changed += 1;
        }
        for (k, a) in assignments.iter().enumerate() {
            let (vs, vr) = (world.ctx.eval(simp, a), world.ctx.eval(raw, a));
            assert_eq!(
                vs,
                vr,
                "case {case}, assignment {k}:\n spec {spec:?}\n simplified {}\n raw {}\n assignment {a:?}",
                world.ctx.display(simp),
                world.ctx.display(raw)
            );
            checked += 1;
        }
    }
    assert!(
        changed > 3000,
        "the rules changed only {changed} expressions"
    );
    assert!(checked >= 400_000);
}

#[test]
fn rules_hold_on_operands_not_in_normal_form() {
    // Each node is simplified or raw at random, so rules see raw operands (constants on the
    // right, left-leaning concats, shifts, ...) and must still be right.
    let mut world = World::new();
    let mut rng = Rng::new(common::seed(0x5eed_0004));
    let mut coin = Rng::new(7);
    let assignments: Vec<_> = (0..16).map(|_| world.assignment(&mut rng)).collect();
    for case in 0..8000u32 {
        let w = if case % 7 == 0 { 1 } else { rng.pick(&WIDTHS) };
        let spec = world.gen(&mut rng, w, 1 + case % 5);
        let mixed = world.build_with(&spec, &mut || coin.chance(50));
        let raw = world.build_raw(&spec);
        for (k, a) in assignments.iter().enumerate() {
            let (vm, vr) = (world.ctx.eval(mixed, a), world.ctx.eval(raw, a));
            assert_eq!(
                vm,
                vr,
                "case {case}, assignment {k}:\n spec {spec:?}\n mixed {}\n raw {}\n assignment {a:?}",
                world.ctx.display(mixed),
                world.ctx.display(raw)
            );
        }
    }
}
