//! Z3 equivalence: for random expressions, `simplified != raw` is unsatisfiable, so the rules
//! (and the constant folding, which Z3 redoes on the raw form) agree with SMT-LIB semantics.

mod common;

use std::collections::HashMap;

use common::{interesting, Rng, World};
use expr::{ArrNode, ArrRef, BinOp, CmpOp, Ctx, ExprRef, Kind};
use z3::ast::{Array, Bool, BV};
use z3::{Params, SatResult, Solver, Sort};

/// A memoising translation of expressions into Z3 terms (width 1 becomes a 1-bit vector).
struct Z3Tr<'a> {
    ctx: &'a Ctx,
    exprs: HashMap<ExprRef, BV>,
    arrays: HashMap<ArrRef, Array>,
}

impl<'a> Z3Tr<'a> {
    fn new(ctx: &'a Ctx) -> Self {
        Z3Tr {
            ctx,
            exprs: HashMap::new(),
            arrays: HashMap::new(),
        }
    }

    fn bit(b: &Bool) -> BV {
        b.ite(&BV::from_u64(1, 1), &BV::from_u64(0, 1))
    }

    fn constant(v: u128, w: u32) -> BV {
        BV::from_str(w, &v.to_string()).expect("a numeral")
    }

    fn expr(&mut self, e: ExprRef) -> BV {
        if let Some(t) = self.exprs.get(&e) {
            return t.clone();
        }
        let node = self.ctx.node(e).clone();
        let w = node.width;
        let t = match node.kind {
            Kind::Const(v) => Self::constant(v, w),
            Kind::Var(v) => BV::new_const(format!("v{}", v.0), w),
            Kind::Select { array, index } => {
                let (a, i) = (self.array(array), self.expr(index));
                a.select(&i).as_bv().expect("a byte")
            }
            Kind::Not(x) => self.expr(x).bvnot(),
            Kind::Neg(x) => self.expr(x).bvneg(),
            Kind::Bin(op, x, y) => {
                let (a, b) = (self.expr(x), self.expr(y));
                match op {
                    BinOp::Add => a.bvadd(&b),
                    BinOp::Sub => a.bvsub(&b),
                    BinOp::Mul => a.bvmul(&b),
                    BinOp::UDiv => a.bvudiv(&b),
                    BinOp::SDiv => a.bvsdiv(&b),
                    BinOp::URem => a.bvurem(&b),
                    BinOp::SRem => a.bvsrem(&b),
                    BinOp::Shl => a.bvshl(&b),
                    BinOp::LShr => a.bvlshr(&b),
                    BinOp::AShr => a.bvashr(&b),
                    BinOp::And => a.bvand(&b),
                    BinOp::Or => a.bvor(&b),
                    BinOp::Xor => a.bvxor(&b),
                }
            }
            Kind::Cmp(op, x, y) => {
                let (a, b) = (self.expr(x), self.expr(y));
                let c = match op {
                    CmpOp::Eq => a.eq(&b),
                    CmpOp::Ult => a.bvult(&b),
                    CmpOp::Ule => a.bvule(&b),
                    CmpOp::Slt => a.bvslt(&b),
                    CmpOp::Sle => a.bvsle(&b),
                };
                Self::bit(&c)
            }
            Kind::Ite(c, t, f) => {
                let c = self.expr(c).eq(BV::from_u64(1, 1));
                let (t, f) = (self.expr(t), self.expr(f));
                c.ite(&t, &f)
            }
            Kind::Concat(h, l) => {
                let (h, l) = (self.expr(h), self.expr(l));
                h.concat(&l)
            }
            Kind::Extract { e: x, lo } => self.expr(x).extract(lo + w - 1, lo),
            Kind::ZExt(x) => {
                let wx = self.ctx.width(x);
                self.expr(x).zero_ext(w - wx)
            }
            Kind::SExt(x) => {
                let wx = self.ctx.width(x);
                self.expr(x).sign_ext(w - wx)
            }
            // Float nodes are checked against Z3 in the solver's tests (solver/tests/float.rs).
            Kind::FBin(..) | Kind::FCmp(..) | Kind::FConv(..) => {
                unreachable!("the random generator makes no float nodes")
            }
        };
        self.exprs.insert(e, t.clone());
        t
    }

    fn array(&mut self, a: ArrRef) -> Array {
        if let Some(t) = self.arrays.get(&a) {
            return t.clone();
        }
        let t = match self.ctx.array_node(a).clone() {
            ArrNode::Symbolic {
                id, index_width, ..
            } => Array::new_const(
                format!("arr{}", id.0),
                &Sort::bitvector(index_width),
                &Sort::bitvector(8),
            ),
            ArrNode::Constant { bytes, index_width } => {
                // 0 everywhere, then the bytes: reads beyond the end give 0.
                let mut t = Array::const_array(&Sort::bitvector(index_width), &BV::from_u64(0, 8));
                for (k, &b) in bytes.iter().enumerate() {
                    if b != 0 {
                        t = t.store(
                            &BV::from_u64(k as u64, index_width),
                            &BV::from_u64(u64::from(b), 8),
                        );
                    }
                }
                t
            }
            ArrNode::Store {
                array,
                index,
                value,
            } => {
                let (a, i, v) = (self.array(array), self.expr(index), self.expr(value));
                a.store(&i, &v)
            }
        };
        self.arrays.insert(a, t.clone());
        t
    }
}

#[test]
fn simplified_and_raw_are_equivalent_in_z3() {
    let mut world = World::new();
    world.max_hard_width = 64;
    let mut rng = Rng::new(common::seed(0x5eed_0002));
    let solver = Solver::new();
    let mut params = Params::new();
    params.set_u32("timeout", 2_000);
    solver.set_params(&params);
    let (mut proved, mut identical, mut unknown) = (0, 0, 0);
    for case in 0..1500u32 {
        // Mostly narrow widths (wide multiplications and divisions are slow to bit-blast).
        let w = match case % 10 {
            0 | 1 => 1,
            2 | 3 => 8,
            4 | 5 => 16,
            6 | 7 => 32,
            8 => 64,
            _ => 128,
        };
        let spec = world.gen(&mut rng, w, 1 + case % 4);
        let simp = world.build(&spec);
        let raw = world.build_raw(&spec);
        if simp == raw {
            identical += 1;
            continue;
        }
        let mut tr = Z3Tr::new(&world.ctx);
        let (zs, zr) = (tr.expr(simp), tr.expr(raw));
        solver.push();
        solver.assert(zs.eq(&zr).not());
        match solver.check() {
            SatResult::Unsat => proved += 1,
            SatResult::Unknown => {
                eprintln!("unknown: case {case}: {}", world.ctx.display(raw));
                unknown += 1
            }
            SatResult::Sat => panic!(
                "case {case}: not equivalent\n spec {spec:?}\n simplified {}\n raw {}\n model {:?}",
                world.ctx.display(simp),
                world.ctx.display(raw),
                solver.get_model()
            ),
        }
        solver.pop(1);
    }
    eprintln!("z3 equivalence: {proved} proved, {identical} unchanged, {unknown} unknown");
    assert!(unknown <= 5, "{unknown} queries timed out");
    assert!(
        proved >= 800,
        "only {proved} expressions were changed and proved"
    );
}

#[test]
fn constant_folding_agrees_with_z3() {
    // Every operator on edge-case constants at many widths (including 128 and division by
    // zero): the folded constant must be what Z3 computes.
    let mut ctx = Ctx::new();
    let mut rng = Rng::new(0x5eed_0003);
    let solver = Solver::new();
    let ops = [
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
    let cmps = [CmpOp::Eq, CmpOp::Ult, CmpOp::Ule, CmpOp::Slt, CmpOp::Sle];
    let mut checked = 0;
    for w in [1u32, 2, 3, 7, 8, 13, 16, 32, 63, 64, 65, 127, 128] {
        let mut facts: Vec<Bool> = Vec::new();
        for _ in 0..40 {
            let (x, y) = (interesting(&mut rng, w), interesting(&mut rng, w));
            let y = if rng.chance(15) { 0 } else { y };
            let (cx, cy) = (ctx.constant(x, w), ctx.constant(y, w));
            let (zx, zy) = (Z3Tr::constant(x, w), Z3Tr::constant(y, w));
            for op in ops {
                let r = ctx.bin(op, cx, cy);
                let v = ctx.as_const(r).expect("folded");
                let z = match op {
                    BinOp::Add => zx.bvadd(&zy),
                    BinOp::Sub => zx.bvsub(&zy),
                    BinOp::Mul => zx.bvmul(&zy),
                    BinOp::UDiv => zx.bvudiv(&zy),
                    BinOp::SDiv => zx.bvsdiv(&zy),
                    BinOp::URem => zx.bvurem(&zy),
                    BinOp::SRem => zx.bvsrem(&zy),
                    BinOp::Shl => zx.bvshl(&zy),
                    BinOp::LShr => zx.bvlshr(&zy),
                    BinOp::AShr => zx.bvashr(&zy),
                    BinOp::And => zx.bvand(&zy),
                    BinOp::Or => zx.bvor(&zy),
                    BinOp::Xor => zx.bvxor(&zy),
                };
                facts.push(z.eq(Z3Tr::constant(v, w)));
            }
            for op in cmps {
                let r = ctx.cmp(op, cx, cy);
                let v = ctx.as_const(r).expect("folded");
                let z = match op {
                    CmpOp::Eq => zx.eq(&zy),
                    CmpOp::Ult => zx.bvult(&zy),
                    CmpOp::Ule => zx.bvule(&zy),
                    CmpOp::Slt => zx.bvslt(&zy),
                    CmpOp::Sle => zx.bvsle(&zy),
                };
                facts.push(if v == 1 { z } else { z.not() });
            }
            for to in [w, w + 5, 128] {
                if to > 128 {
                    continue;
                }
                let s = ctx.sext(cx, to);
                facts.push(
                    zx.sign_ext(to - w)
                        .eq(Z3Tr::constant(ctx.as_const(s).expect("folded"), to)),
                );
                let z = ctx.zext(cx, to);
                facts.push(
                    zx.zero_ext(to - w)
                        .eq(Z3Tr::constant(ctx.as_const(z).expect("folded"), to)),
                );
            }
            let n = ctx.not(cx);
            facts.push(
                zx.bvnot()
                    .eq(Z3Tr::constant(ctx.as_const(n).expect("folded"), w)),
            );
            let n = ctx.neg(cx);
            facts.push(
                zx.bvneg()
                    .eq(Z3Tr::constant(ctx.as_const(n).expect("folded"), w)),
            );
        }
        checked += facts.len();
        let all = Bool::and(&facts);
        solver.push();
        solver.assert(all.not());
        assert_eq!(
            solver.check(),
            SatResult::Unsat,
            "width {w}: a folded constant differs from Z3"
        );
        solver.pop(1);
    }
    assert!(checked > 10_000);
}

#[test]
fn translator_finds_a_real_difference() {
    // The harness itself: two different expressions must not be proved equal.
    let mut world = World::new();
    let x = world.vars[4].0; // a 16-bit variable
    let one = world.ctx.constant(1, 16);
    let a = world.ctx.add(x, one);
    let solver = Solver::new();
    let mut tr = Z3Tr::new(&world.ctx);
    let (za, zx) = (tr.expr(a), tr.expr(x));
    solver.assert(za.eq(&zx).not());
    assert_eq!(solver.check(), SatResult::Sat);
}
