//! Random expressions built twice: through the simplifying constructors and raw.
#![allow(dead_code)]

use expr::{ArrNode, ArrRef, Assignment, BinOp, CmpOp, Ctx, ExprRef, Kind, Node, VarId, Width};

/// splitmix64: small, fast and reproducible.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    pub fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len() as u64) as usize]
    }
    pub fn u128(&mut self) -> u128 {
        (u128::from(self.next()) << 64) | u128::from(self.next())
    }
}

/// `default`, or the seed in the `EXPR_SEED` environment variable (to fuzz longer by hand).
pub fn seed(default: u64) -> u64 {
    std::env::var("EXPR_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

pub fn mask(w: Width) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// A value of `w` bits that is often an edge case.
pub fn interesting(rng: &mut Rng, w: Width) -> u128 {
    let m = mask(w);
    let smin = 1u128 << (w - 1);
    let v = match rng.below(14) {
        0 => 0,
        1 => 1,
        2 => m,
        3 => m - 1,
        4 => smin,
        5 => smin.wrapping_sub(1),
        6 => smin + 1,
        7 => 1u128 << rng.below(u64::from(w)),
        8 | 9 => u128::from(rng.below(17)),
        10 => (1u128 << rng.below(u64::from(w))) - 1,
        11 => 0xff,
        _ => rng.u128(),
    };
    v & m
}

pub const WIDTHS: [Width; 6] = [1, 8, 16, 32, 64, 128];
/// Index width of the arrays.
pub const IW: Width = 32;

/// An expression to build.
#[derive(Clone, Debug)]
pub enum Spec {
    Const(u128, Width),
    Var(usize),
    Bin(BinOp, Box<Spec>, Box<Spec>),
    Cmp(CmpOp, Box<Spec>, Box<Spec>),
    Not(Box<Spec>),
    Neg(Box<Spec>),
    Ite(Box<Spec>, Box<Spec>, Box<Spec>),
    Concat(Box<Spec>, Box<Spec>),
    Extract(Box<Spec>, Width, Width),
    ZExt(Box<Spec>, Width),
    SExt(Box<Spec>, Width),
    Select(Box<ArrSpec>, Box<Spec>),
    ReadLe(Box<ArrSpec>, Box<Spec>, u32),
}

/// An array to build.
#[derive(Clone, Debug)]
pub enum ArrSpec {
    Base(usize),
    Store(Box<ArrSpec>, Box<Spec>, Box<Spec>),
    WriteLe(Box<ArrSpec>, Box<Spec>, Box<Spec>),
}

/// The leaves shared by every expression of a test.
pub struct World {
    pub ctx: Ctx,
    /// Variables with their widths (two of each width, then the index variable).
    pub vars: Vec<(ExprRef, Width)>,
    /// Index of the 32-bit variable used mostly as an array index.
    pub index_var: usize,
    /// Base arrays: symbolic, symbolic, constant, all-zero constant.
    pub arrays: Vec<ArrRef>,
    /// Size in bytes of the symbolic arrays.
    pub sym_size: usize,
    /// Multiplication, division and remainder only up to this width (Z3 is slow on wide ones).
    pub max_hard_width: Width,
}

impl World {
    pub fn new() -> World {
        let mut ctx = Ctx::new();
        let mut vars = Vec::new();
        for &w in &WIDTHS {
            for k in 0..2 {
                vars.push((ctx.fresh_var(&format!("v{w}_{k}"), w), w));
            }
        }
        let index_var = vars.len();
        vars.push((ctx.fresh_var("i", IW), IW));
        let arrays = vec![
            ctx.fresh_array("a", 8, IW),
            ctx.fresh_array("b", 8, IW),
            ctx.const_array(&[0x11, 0x80, 0xff, 0, 7, 0x42], IW),
            ctx.const_array(&[0; 8], IW),
        ];
        World {
            ctx,
            vars,
            index_var,
            arrays,
            sym_size: 8,
            max_hard_width: 128,
        }
    }

    fn vars_of(&self, w: Width) -> Vec<usize> {
        (0..self.vars.len())
            .filter(|&i| self.vars[i].1 == w)
            .collect()
    }

    /// A random expression of width `w`.
    pub fn gen(&self, rng: &mut Rng, w: Width, depth: u32) -> Spec {
        if depth == 0 || rng.chance(20) {
            return self.leaf(rng, w);
        }
        let d = depth - 1;
        loop {
            match rng.below(16) {
                0..=3 => {
                    let op = rng.pick(&[
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
                    ]);
                    let hard = matches!(
                        op,
                        BinOp::Mul | BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem
                    );
                    let op = if hard && w > self.max_hard_width {
                        BinOp::Sub
                    } else {
                        op
                    };
                    let a = self.gen(rng, w, d);
                    let b = if rng.chance(40) {
                        let amount = if matches!(op, BinOp::Shl | BinOp::LShr | BinOp::AShr) {
                            u128::from(rng.below(u64::from(w) + 2))
                        } else {
                            interesting(rng, w)
                        };
                        Spec::Const(amount & mask(w), w)
                    } else if rng.chance(15) {
                        a.clone()
                    } else {
                        self.gen(rng, w, d)
                    };
                    let (a, b) = if rng.chance(50) { (a, b) } else { (b, a) };
                    return Spec::Bin(op, Box::new(a), Box::new(b));
                }
                4 if w == 1 => {
                    let op = rng.pick(&[
                        CmpOp::Eq,
                        CmpOp::Eq,
                        CmpOp::Ult,
                        CmpOp::Ule,
                        CmpOp::Slt,
                        CmpOp::Sle,
                    ]);
                    let cw = rng.pick(&WIDTHS);
                    let a = self.gen(rng, cw, d);
                    let b = if rng.chance(40) {
                        Spec::Const(interesting(rng, cw), cw)
                    } else if rng.chance(10) {
                        a.clone()
                    } else {
                        self.gen(rng, cw, d)
                    };
                    let (a, b) = if rng.chance(50) { (a, b) } else { (b, a) };
                    return Spec::Cmp(op, Box::new(a), Box::new(b));
                }
                5 => {
                    let a = self.gen(rng, w, d);
                    let a = if rng.chance(30) {
                        Spec::Not(Box::new(a))
                    } else {
                        a
                    };
                    return if rng.chance(50) {
                        Spec::Not(Box::new(a))
                    } else {
                        Spec::Neg(Box::new(a))
                    };
                }
                6 => {
                    let c = self.gen(rng, 1, d);
                    let t = self.gen(rng, w, d);
                    let e = if rng.chance(10) {
                        t.clone()
                    } else {
                        self.gen(rng, w, d)
                    };
                    return Spec::Ite(Box::new(c), Box::new(t), Box::new(e));
                }
                7 | 8 if w >= 2 => {
                    let wl = if w & 7 == 0 && rng.chance(60) {
                        8 * (1 + rng.below(u64::from(w / 8 - 1).max(1)) as Width)
                            .min(w / 8 - 1)
                            .max(1)
                    } else {
                        1 + rng.below(u64::from(w - 1)) as Width
                    };
                    let wl = wl.min(w - 1);
                    let (h, l) = if rng.chance(30) {
                        // Adjacent slices of one expression.
                        let src = self.gen(rng, w, d);
                        (
                            Spec::Extract(Box::new(src.clone()), wl, w - wl),
                            Spec::Extract(Box::new(src), 0, wl),
                        )
                    } else {
                        (self.gen(rng, w - wl, d), self.gen(rng, wl, d))
                    };
                    return Spec::Concat(Box::new(h), Box::new(l));
                }
                9 | 10 => {
                    let wider: Vec<Width> = WIDTHS.iter().copied().filter(|&x| x >= w).collect();
                    let sw = rng.pick(&wider);
                    let lo = rng.below(u64::from(sw - w) + 1) as Width;
                    let lo = if rng.chance(50) { lo - lo % 8 } else { lo };
                    return Spec::Extract(Box::new(self.gen(rng, sw, d)), lo, w);
                }
                11 | 12 => {
                    let cw = rng.pick(&WIDTHS);
                    let a = self.gen(rng, cw, d);
                    return if rng.chance(50) {
                        Spec::ZExt(Box::new(a), w)
                    } else {
                        Spec::SExt(Box::new(a), w)
                    };
                }
                13 if w == 8 => {
                    let arr = self.gen_arr(rng, d);
                    return Spec::Select(Box::new(arr), Box::new(self.gen_index(rng, d)));
                }
                14 if matches!(w, 16 | 32 | 64) => {
                    let arr = self.gen_arr(rng, d);
                    return Spec::ReadLe(Box::new(arr), Box::new(self.gen_index(rng, d)), w / 8);
                }
                15 => return self.leaf(rng, w),
                _ => {}
            }
        }
    }

    fn leaf(&self, rng: &mut Rng, w: Width) -> Spec {
        let vs = self.vars_of(w);
        if !vs.is_empty() && rng.chance(60) {
            Spec::Var(rng.pick(&vs))
        } else {
            Spec::Const(interesting(rng, w), w)
        }
    }

    /// An array index: mostly small constants and `i + c`, so that store rules fire.
    pub fn gen_index(&self, rng: &mut Rng, depth: u32) -> Spec {
        let i = Spec::Var(self.index_var);
        match rng.below(6) {
            0 | 1 => Spec::Const(u128::from(rng.below(10)), IW),
            2 => i,
            3 => Spec::Bin(
                BinOp::Add,
                Box::new(i),
                Box::new(Spec::Const(u128::from(rng.below(4)), IW)),
            ),
            4 => Spec::Bin(
                BinOp::Add,
                Box::new(Spec::Const(u128::from(rng.below(4)), IW)),
                Box::new(i),
            ),
            _ => self.gen(rng, IW, depth.min(2)),
        }
    }

    pub fn gen_arr(&self, rng: &mut Rng, depth: u32) -> ArrSpec {
        let mut a = ArrSpec::Base(rng.below(self.arrays.len() as u64) as usize);
        let d = depth.min(2);
        for _ in 0..rng.below(4) {
            let idx = self.gen_index(rng, d);
            a = if rng.chance(60) {
                ArrSpec::Store(Box::new(a), Box::new(idx), Box::new(self.gen(rng, 8, d)))
            } else {
                let vw = rng.pick(&[8, 16, 32]);
                ArrSpec::WriteLe(Box::new(a), Box::new(idx), Box::new(self.gen(rng, vw, d)))
            };
        }
        a
    }

    // ---- building ----

    /// Builds `s` through the simplifying constructors.
    pub fn build(&mut self, s: &Spec) -> ExprRef {
        self.build_with(s, &mut || true)
    }

    /// Builds `s` node for node, without any simplification.
    pub fn build_raw(&mut self, s: &Spec) -> ExprRef {
        self.build_with(s, &mut || false)
    }

    /// Builds `s` choosing per node (bottom-up) between the constructors (`simplify()` true)
    /// and a raw node: rules then also see operands that are not in normal form.
    pub fn build_with(&mut self, s: &Spec, simplify: &mut dyn FnMut() -> bool) -> ExprRef {
        let ctx_w = |w: &World, e: ExprRef| w.ctx.width(e);
        match s {
            Spec::Const(v, w) => self.ctx.constant(*v, *w),
            Spec::Var(i) => self.vars[*i].0,
            Spec::Bin(op, a, b) => {
                let (a, b) = (self.build_with(a, simplify), self.build_with(b, simplify));
                if simplify() {
                    self.ctx.bin(*op, a, b)
                } else {
                    let w = ctx_w(self, a);
                    self.raw(Kind::Bin(*op, a, b), w)
                }
            }
            Spec::Cmp(op, a, b) => {
                let (a, b) = (self.build_with(a, simplify), self.build_with(b, simplify));
                if simplify() {
                    self.ctx.cmp(*op, a, b)
                } else {
                    self.raw(Kind::Cmp(*op, a, b), 1)
                }
            }
            Spec::Not(a) => {
                let a = self.build_with(a, simplify);
                if simplify() {
                    self.ctx.not(a)
                } else {
                    let w = ctx_w(self, a);
                    self.raw(Kind::Not(a), w)
                }
            }
            Spec::Neg(a) => {
                let a = self.build_with(a, simplify);
                if simplify() {
                    self.ctx.neg(a)
                } else {
                    let w = ctx_w(self, a);
                    self.raw(Kind::Neg(a), w)
                }
            }
            Spec::Ite(c, t, e) => {
                let c = self.build_with(c, simplify);
                let (t, e) = (self.build_with(t, simplify), self.build_with(e, simplify));
                if simplify() {
                    self.ctx.ite(c, t, e)
                } else {
                    let w = ctx_w(self, t);
                    self.raw(Kind::Ite(c, t, e), w)
                }
            }
            Spec::Concat(h, l) => {
                let (h, l) = (self.build_with(h, simplify), self.build_with(l, simplify));
                if simplify() {
                    self.ctx.concat(h, l)
                } else {
                    let w = ctx_w(self, h) + ctx_w(self, l);
                    self.raw(Kind::Concat(h, l), w)
                }
            }
            Spec::Extract(e, lo, w) => {
                let e = self.build_with(e, simplify);
                if simplify() {
                    self.ctx.extract(e, *lo, *w)
                } else {
                    self.raw(Kind::Extract { e, lo: *lo }, *w)
                }
            }
            Spec::ZExt(e, w) | Spec::SExt(e, w) => {
                let e = self.build_with(e, simplify);
                let zero = matches!(s, Spec::ZExt(..));
                if simplify() {
                    if zero {
                        self.ctx.zext(e, *w)
                    } else {
                        self.ctx.sext(e, *w)
                    }
                } else if ctx_w(self, e) > *w {
                    self.raw(Kind::Extract { e, lo: 0 }, *w)
                } else if zero {
                    self.raw(Kind::ZExt(e), *w)
                } else {
                    self.raw(Kind::SExt(e), *w)
                }
            }
            Spec::Select(a, i) => {
                let (array, index) = (
                    self.build_arr_with(a, simplify),
                    self.build_with(i, simplify),
                );
                if simplify() {
                    self.ctx.select(array, index)
                } else {
                    self.raw(Kind::Select { array, index }, 8)
                }
            }
            Spec::ReadLe(a, i, n) => {
                let (array, index) = (
                    self.build_arr_with(a, simplify),
                    self.build_with(i, simplify),
                );
                if simplify() {
                    return self.ctx.read_le(array, index, *n);
                }
                let mut acc = self.raw(Kind::Select { array, index }, 8);
                for k in 1..*n {
                    let kc = self.raw(Kind::Const(u128::from(k)), IW);
                    let idx = self.raw(Kind::Bin(BinOp::Add, index, kc), IW);
                    let b = self.raw(Kind::Select { array, index: idx }, 8);
                    acc = self.raw(Kind::Concat(b, acc), 8 * (k + 1));
                }
                acc
            }
        }
    }

    /// Builds an array, choosing per node like [`World::build_with`].
    pub fn build_arr_with(&mut self, s: &ArrSpec, simplify: &mut dyn FnMut() -> bool) -> ArrRef {
        match s {
            ArrSpec::Base(i) => self.arrays[*i],
            ArrSpec::Store(a, i, v) => {
                let array = self.build_arr_with(a, simplify);
                let (index, value) = (self.build_with(i, simplify), self.build_with(v, simplify));
                if simplify() {
                    self.ctx.store(array, index, value)
                } else {
                    self.ctx.raw_array(ArrNode::Store {
                        array,
                        index,
                        value,
                    })
                }
            }
            ArrSpec::WriteLe(a, i, v) => {
                let mut array = self.build_arr_with(a, simplify);
                let (index, value) = (self.build_with(i, simplify), self.build_with(v, simplify));
                if simplify() {
                    return self.ctx.write_le(array, index, value);
                }
                for k in 0..self.ctx.width(value) / 8 {
                    let idx = if k == 0 {
                        index
                    } else {
                        let kc = self.raw(Kind::Const(u128::from(k)), IW);
                        self.raw(Kind::Bin(BinOp::Add, kc, index), IW)
                    };
                    let b = self.raw(
                        Kind::Extract {
                            e: value,
                            lo: 8 * k,
                        },
                        8,
                    );
                    array = self.ctx.raw_array(ArrNode::Store {
                        array,
                        index: idx,
                        value: b,
                    });
                }
                array
            }
        }
    }

    fn raw(&mut self, kind: Kind, width: Width) -> ExprRef {
        self.ctx.raw(Node { kind, width })
    }

    /// A random assignment: edge values for the variables, small values for the index.
    pub fn assignment(&self, rng: &mut Rng) -> Assignment {
        let mut a = Assignment::default();
        for (k, &(e, w)) in self.vars.iter().enumerate() {
            let v = if k == self.index_var && rng.chance(80) {
                u128::from(rng.below(10))
            } else {
                interesting(rng, w)
            };
            if let Kind::Var(id) = self.ctx.node(e).kind {
                a.vars.insert(id, v);
            }
        }
        for id in 0..2u32 {
            let n = rng.below(self.sym_size as u64 + 1) as usize;
            let bytes = (0..n).map(|_| rng.next() as u8).collect();
            a.arrays.insert(expr::ArrayId(id), bytes);
        }
        a
    }

    pub fn var_id(&self, k: usize) -> VarId {
        match self.ctx.node(self.vars[k].0).kind {
            Kind::Var(v) => v,
            _ => unreachable!(),
        }
    }
}

impl Default for World {
    fn default() -> World {
        World::new()
    }
}
