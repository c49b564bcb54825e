//! Preimages of linear checks: an equality `L == K` where `L` is a sum of small variables
//! (input bytes, zero- or sign-extended) times constants, modulo 2^w — a polynomial string
//! hash (djb2's `h * 33 + c`, sdbm's, Java's `31 * h + c`) compared with a constant.
//!
//! Z3 bit-blasts the carries of such a sum, and over seven bytes limited to letters it takes
//! tens of seconds (4.8.12, either the SMT core or the `qfbv` tactic): a keyword dispatched by
//! its hash stays out of reach. A meet in the middle over the values each variable's own
//! constraints allow finds the candidates in milliseconds: the sums of one half of the
//! variables are tabled, and each combination of the other half looks up the sum it needs.
//! Candidates are only proposals: the caller checks each against all the constraints.

use std::collections::BTreeMap;

use rustc_hash::FxHashMap as HashMap;

use expr::{Assignment, BinOp, CmpOp, Ctx, ExprRef, Kind, VarId, Width};

/// Most entries of the table of one half's sums (16 bytes each).
const MAX_TABLE: u64 = 1 << 20;
/// Most combinations of the other half enumerated against it.
const MAX_PROBES: u64 = 1 << 24;
/// Fewest variables a sum has to have to be searched here: Z3 is quick on fewer.
pub const MIN_VARS: usize = 4;
/// Widest variable whose values are enumerated.
const MAX_VAR_WIDTH: Width = 8;
/// Bits beyond the sum's width that the values kept may span (about 2^SPARE_BITS solutions
/// when the sums spread evenly).
const SPARE_BITS: Width = 5;
/// Expression nodes a linear form may be read from.
const MAX_NODES: usize = 4096;

/// What an expression's variables are, as far as a leaf of a sum goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Vars {
    None,
    One(VarId),
    Many,
}

/// `Σ coef · leaf + constant` modulo 2^width, each leaf an expression over one variable (a
/// byte, extended in whatever way the program and the expression builder chose).
#[derive(Clone, Debug, Default)]
struct Form {
    terms: BTreeMap<ExprRef, u128>,
    constant: u128,
}

fn mask(w: Width) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

impl Form {
    fn scaled(&self, k: u128, m: u128) -> Form {
        Form {
            terms: self
                .terms
                .iter()
                .map(|(&t, &c)| (t, c.wrapping_mul(k) & m))
                .filter(|&(_, c)| c != 0)
                .collect(),
            constant: self.constant.wrapping_mul(k) & m,
        }
    }

    fn plus(&self, other: &Form, sign: u128, m: u128) -> Form {
        let mut f = self.clone();
        for (&t, &c) in &other.terms {
            let e = f.terms.entry(t).or_insert(0);
            *e = e.wrapping_add(c.wrapping_mul(sign)) & m;
        }
        f.terms.retain(|_, c| *c != 0);
        f.constant = f.constant.wrapping_add(other.constant.wrapping_mul(sign)) & m;
        f
    }
}

/// Reads `e` as a linear form modulo 2^width(e), if it is one.
struct Reader<'c> {
    ctx: &'c Ctx,
    memo: HashMap<ExprRef, Option<Form>>,
    vars: HashMap<ExprRef, Vars>,
    /// The variable of each leaf.
    leaves: HashMap<ExprRef, VarId>,
}

impl Reader<'_> {
    /// The variables of `e`, if at most one.
    fn vars(&mut self, e: ExprRef) -> Vars {
        if let Some(&v) = self.vars.get(&e) {
            return v;
        }
        if self.vars.len() >= MAX_NODES {
            return Vars::Many;
        }
        let join = |a: Vars, b: Vars| match (a, b) {
            (Vars::None, x) | (x, Vars::None) => x,
            (Vars::One(x), Vars::One(y)) if x == y => Vars::One(x),
            _ => Vars::Many,
        };
        let v = match self.ctx.node(e).kind.clone() {
            Kind::Const(_) => Vars::None,
            Kind::Var(v) => Vars::One(v),
            Kind::Select { .. } | Kind::FBin(..) | Kind::FCmp(..) | Kind::FConv(..) => Vars::Many,
            Kind::Not(x)
            | Kind::Neg(x)
            | Kind::Extract { e: x, .. }
            | Kind::ZExt(x)
            | Kind::SExt(x) => self.vars(x),
            Kind::Bin(_, a, b) | Kind::Cmp(_, a, b) | Kind::Concat(a, b) => {
                let va = self.vars(a);
                join(va, self.vars(b))
            }
            Kind::Ite(c, t, f) => {
                let (vc, vt) = (self.vars(c), self.vars(t));
                join(join(vc, vt), self.vars(f))
            }
        };
        self.vars.insert(e, v);
        v
    }

    fn form(&mut self, e: ExprRef) -> Option<Form> {
        if let Some(f) = self.memo.get(&e) {
            return f.clone();
        }
        if self.memo.len() >= MAX_NODES {
            return None;
        }
        let f = self.read(e);
        self.memo.insert(e, f.clone());
        f
    }

    fn read(&mut self, e: ExprRef) -> Option<Form> {
        let node = self.ctx.node(e);
        let w = node.width;
        if w > 64 {
            return None;
        }
        let m = mask(w);
        // Whatever is built from one byte alone is a function of it that enumeration
        // evaluates: an extension, a sign spread through the bytes of a stored word.
        if let Vars::One(v) = self.vars(e) {
            if self.ctx.var_info(v).1 <= MAX_VAR_WIDTH {
                self.leaves.insert(e, v);
                return Some(Form {
                    terms: BTreeMap::from([(e, 1)]),
                    constant: 0,
                });
            }
        }
        match node.kind.clone() {
            Kind::Const(c) => Some(Form {
                terms: BTreeMap::new(),
                constant: c & m,
            }),
            // Truncation keeps a sum's low bits: a form modulo 2^w' read modulo 2^w.
            Kind::Extract { e: x, lo: 0 } => {
                let f = self.form(x)?;
                Some(f.scaled(1, m))
            }
            // The expression builder splits the low byte off a sum (`extract(31, 8)(x) ++
            // (k + c)`): when the low part is the sum's own low bits, the whole is the sum.
            // A shift left by a constant, as the expression builder spells it: `a ++ 0`.
            // `a` is exact modulo 2^(w-k), so a·2^k is exact modulo 2^w.
            Kind::Concat(hi, lo) if self.ctx.as_const(lo) == Some(0) => {
                let k = self.ctx.width(lo);
                Some(self.form(hi)?.scaled(1u128 << k, m))
            }
            Kind::Concat(hi, lo) => {
                let Kind::Extract { e: x, lo: k } = self.ctx.node(hi).kind else {
                    return None;
                };
                if self.ctx.width(x) != w || self.ctx.width(lo) != k {
                    return None;
                }
                let whole = self.form(x)?;
                let low = self.form(lo)?;
                let cut = whole.scaled(1, mask(k));
                (cut.terms == low.terms && cut.constant == low.constant).then_some(whole)
            }
            Kind::Neg(x) => Some(self.form(x)?.scaled(m, m)),
            Kind::Bin(op, a, b) => match op {
                BinOp::Add => Some(self.form(a)?.plus(&self.form(b)?, 1, m)),
                BinOp::Sub => Some(self.form(a)?.plus(&self.form(b)?, m, m)),
                BinOp::Mul => match (self.ctx.as_const(a), self.ctx.as_const(b)) {
                    (Some(k), _) => Some(self.form(b)?.scaled(k, m)),
                    (_, Some(k)) => Some(self.form(a)?.scaled(k, m)),
                    _ => None,
                },
                BinOp::Shl => {
                    let k = self.ctx.as_const(b)?;
                    if k >= u128::from(w) {
                        return Some(Form::default());
                    }
                    Some(self.form(a)?.scaled(1u128 << k, m))
                }
                _ => None,
            },
            _ => None,
        }
    }
}

/// What [`preimages`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Preimages {
    /// Values of the variables that make the focus hold, each allowed by the constraints
    /// over that variable alone (the others are not checked), in a fixed order.
    pub candidates: Vec<Vec<(VarId, u128)>>,
    /// Whether every combination of the variables' allowed values was looked at: no
    /// candidate then proves the focus unsatisfiable with the constraints.
    pub exhaustive: bool,
}

/// The preimages of `focus`, an equality of linear forms over at least [`MIN_VARS`] byte
/// variables, under the constraints over one of those variables each; at most `limit`.
/// `None` when `focus` is not such an equality or the search would be too large.
pub fn preimages(
    ctx: &mut Ctx,
    constraints: &[ExprRef],
    focus: ExprRef,
    limit: usize,
) -> Option<Preimages> {
    let own: Vec<(ExprRef, Option<VarId>)> = constraints
        .iter()
        .map(|&c| {
            let s = ctx.symbols(c);
            (
                c,
                match (&s.vars[..], s.arrays.is_empty()) {
                    ([v], true) => Some(*v),
                    _ => None,
                },
            )
        })
        .collect();
    let ctx: &Ctx = ctx;
    let Kind::Cmp(CmpOp::Eq, a, b) = ctx.node(focus).kind else {
        return None;
    };
    let w = ctx.width(a);
    let m = mask(w);
    let mut reader = Reader {
        ctx,
        memo: HashMap::default(),
        vars: HashMap::default(),
        leaves: HashMap::default(),
    };
    let (fa, fb) = (reader.form(a)?, reader.form(b)?);
    // a - b == 0: the terms' sum must be the constants' difference.
    let diff = fa.plus(&fb, m, m);
    let target = diff.constant.wrapping_neg() & m;
    // Each variable's contribution at each value its own constraints allow.
    let mut by_var: BTreeMap<VarId, Vec<(ExprRef, u128)>> = BTreeMap::new();
    for (&leaf, &c) in &diff.terms {
        by_var
            .entry(reader.leaves[&leaf])
            .or_default()
            .push((leaf, c));
    }
    if by_var.len() < MIN_VARS {
        return None;
    }
    let mut unary: HashMap<VarId, Vec<ExprRef>> = HashMap::default();
    for &(c, v) in &own {
        if let Some(v) = v.filter(|v| by_var.contains_key(v)) {
            unary.entry(v).or_default().push(c);
        }
    }
    let mut vars: Vec<(VarId, Vec<(u128, u128)>)> = Vec::new();
    for (v, terms) in &by_var {
        let vw = ctx.var_info(*v).1;
        if vw > MAX_VAR_WIDTH {
            return None;
        }
        let own = unary.get(v).map_or(&[][..], Vec::as_slice);
        let mut values = Vec::new();
        for x in 0..(1u128 << vw) {
            let mut at = Assignment::default();
            at.vars.insert(*v, x);
            if own.iter().all(|&c| ctx.eval(c, &at) != 0) {
                let sum = terms.iter().fold(0u128, |s, &(leaf, c)| {
                    s.wrapping_add(c.wrapping_mul(ctx.eval(leaf, &at))) & m
                });
                values.push((x, sum));
            }
        }
        if values.is_empty() {
            return Some(Preimages {
                candidates: Vec::new(),
                exhaustive: true,
            });
        }
        // Bytes compared with a keyword's hash are text: letters and digits come first when
        // the domain has to be cut.
        values.sort_by_key(|&(x, _)| text_rank(x));
        vars.push((*v, values));
    }
    // A sum of w bits takes each value about total / 2^w times: values enough for a few
    // dozen solutions are plenty, and the rest would only make the halves larger.
    let enough = f64::from(w + SPARE_BITS).exp2();
    let mut exhaustive = true;
    loop {
        let total: f64 = vars.iter().map(|(_, d)| d.len() as f64).product();
        let Some((_, widest)) = vars.iter_mut().max_by_key(|(_, d)| d.len()) else {
            break;
        };
        if total <= enough || widest.len() < 2 {
            break;
        }
        widest.truncate(widest.len().div_ceil(2));
        exhaustive = false;
    }
    // The left half is tabled: as many variables as keep it within the table and near the
    // square root of the whole product, so the right half enumerates about as many.
    let total: f64 = vars.iter().map(|(_, d)| d.len() as f64).product();
    let mut split = 0;
    let mut left = 1u64;
    while split < vars.len() - 1 {
        let next = left * vars[split].1.len() as u64;
        if next > MAX_TABLE || (left as f64) * (left as f64) >= total {
            break;
        }
        left = next;
        split += 1;
    }
    let right: f64 = vars[split..].iter().map(|(_, d)| d.len() as f64).product();
    if split == 0 || right > MAX_PROBES as f64 {
        return None;
    }
    let (lo, hi) = vars.split_at(split);
    let mut table: Vec<(u128, u64)> = Vec::with_capacity(left as usize);
    odometer(lo, m, &mut |idx, sum| {
        table.push((sum, idx));
        true
    });
    table.sort_unstable();
    // Tabling and probing cost about what a static analysis' step does.
    budget::charge((left + right as u64).saturating_mul(budget::cost::STATIC_STEP));
    let mut found = Vec::new();
    odometer(hi, m, &mut |ridx, rsum| {
        let need = target.wrapping_sub(rsum) & m;
        let start = table.partition_point(|&(s, _)| s < need);
        for &(s, lidx) in &table[start..] {
            if s != need || found.len() >= limit {
                break;
            }
            let mut values = decode(lo, lidx);
            values.extend(decode(hi, ridx));
            found.push(values);
        }
        found.len() < limit
    });
    Some(Preimages {
        exhaustive: exhaustive && found.len() < limit,
        candidates: found,
    })
}

/// Order of preference of a byte's values: letters and digits, other printable characters,
/// the rest.
fn text_rank(x: u128) -> (u8, u128) {
    let class = match u8::try_from(x) {
        Ok(b) if b.is_ascii_alphanumeric() => 0,
        Ok(b) if b.is_ascii_graphic() => 1,
        _ => 2,
    };
    (class, x)
}

/// Calls `f(index, sum)` for each combination of the variables' values (the index in mixed
/// radix, the first variable fastest) until it returns false.
fn odometer(vars: &[(VarId, Vec<(u128, u128)>)], m: u128, f: &mut dyn FnMut(u64, u128) -> bool) {
    let mut digits = vec![0usize; vars.len()];
    let mut idx = 0u64;
    loop {
        let sum = vars
            .iter()
            .zip(&digits)
            .fold(0u128, |s, ((_, d), &i)| s.wrapping_add(d[i].1) & m);
        if !f(idx, sum) {
            return;
        }
        idx += 1;
        let mut k = 0;
        loop {
            if k == vars.len() {
                return;
            }
            digits[k] += 1;
            if digits[k] < vars[k].1.len() {
                break;
            }
            digits[k] = 0;
            k += 1;
        }
    }
}

/// The values of combination `idx` (as [`odometer`] numbers them).
fn decode(vars: &[(VarId, Vec<(u128, u128)>)], mut idx: u64) -> Vec<(VarId, u128)> {
    vars.iter()
        .map(|(v, d)| {
            let n = d.len() as u64;
            let i = (idx % n) as usize;
            idx /= n;
            (*v, d[i].0)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn djb2(s: &[u8]) -> u32 {
        s.iter().fold(5381u32, |h, &c| {
            h.wrapping_mul(33).wrapping_add(u32::from(c))
        })
    }

    /// Java's String.hashCode over signed chars.
    fn java(s: &[u8]) -> u32 {
        s.iter().fold(0u32, |h, &c| {
            h.wrapping_mul(31).wrapping_add(i32::from(c as i8) as u32)
        })
    }

    /// `n` byte variables, each constrained to `lo..=hi`, and their hash built as `step`
    /// builds it from the previous value and the byte.
    fn hashed(
        ctx: &mut Ctx,
        n: usize,
        (lo, hi): (u8, u8),
        init: u128,
        step: &dyn Fn(&mut Ctx, ExprRef, ExprRef) -> ExprRef,
    ) -> (Vec<ExprRef>, ExprRef) {
        let mut h = ctx.constant(init, 32);
        let mut cs = Vec::new();
        for i in 0..n {
            let c = ctx.named_var(&format!("in[{i}]"), 8);
            let (l, u) = (
                ctx.constant(u128::from(lo), 8),
                ctx.constant(u128::from(hi), 8),
            );
            cs.push(ctx.cmp(CmpOp::Ule, l, c));
            cs.push(ctx.cmp(CmpOp::Ule, c, u));
            h = step(ctx, h, c);
        }
        (cs, h)
    }

    fn bytes(values: &[(VarId, u128)]) -> Vec<u8> {
        values.iter().map(|&(_, x)| x as u8).collect()
    }

    #[test]
    fn djb2_preimages_over_lowercase_letters() {
        let mut ctx = Ctx::new();
        let (cs, h) = hashed(&mut ctx, 7, (b'a', b'z'), 5381, &|ctx, h, c| {
            let k = ctx.constant(33, 32);
            let x = ctx.zext(c, 32);
            let hk = ctx.bin(BinOp::Mul, h, k);
            ctx.bin(BinOp::Add, hk, x)
        });
        let target = ctx.constant(u128::from(djb2(b"extends")), 32);
        let focus = ctx.eq(h, target);
        let found = preimages(&mut ctx, &cs, focus, 4).expect("a linear form");
        assert!(!found.candidates.is_empty());
        for values in found.candidates {
            let b = bytes(&values);
            assert!(b.iter().all(u8::is_ascii_lowercase), "{b:?}");
            assert_eq!(djb2(&b), djb2(b"extends"));
        }
    }

    /// `31 * h + c` built as `(h << 5) - h`, the char sign-extended, the constant on the
    /// left: the same sum however it is spelled.
    #[test]
    fn a_java_hash_of_signed_chars_as_shifts_is_read_as_the_same_sum() {
        let mut ctx = Ctx::new();
        let (cs, h) = hashed(&mut ctx, 6, (b'a', b'z'), 0, &|ctx, h, c| {
            let five = ctx.constant(5, 32);
            let h32 = ctx.bin(BinOp::Shl, h, five);
            let h31 = ctx.bin(BinOp::Sub, h32, h);
            let x = ctx.sext(c, 32);
            ctx.bin(BinOp::Add, x, h31)
        });
        let want = java(b"recall");
        let target = ctx.constant(u128::from(want), 32);
        let focus = ctx.eq(target, h);
        let found = preimages(&mut ctx, &cs, focus, 8).expect("a linear form");
        assert!(found.candidates.iter().any(|v| bytes(v) == b"recall"));
        for values in &found.candidates {
            assert_eq!(java(&bytes(values)), want);
        }
    }

    /// sdbm: `h = c + (h << 6) + (h << 16) - h`, over digits and capitals.
    #[test]
    fn an_sdbm_hash_of_shifts_is_inverted() {
        let sdbm = |s: &[u8]| {
            s.iter().fold(0u32, |h, &c| {
                u32::from(c)
                    .wrapping_add(h << 6)
                    .wrapping_add(h << 16)
                    .wrapping_sub(h)
            })
        };
        let mut ctx = Ctx::new();
        let (cs, h) = hashed(&mut ctx, 6, (b'0', b'Z'), 0, &|ctx, h, c| {
            let (six, sixteen) = (ctx.constant(6, 32), ctx.constant(16, 32));
            let (a, b) = (ctx.bin(BinOp::Shl, h, six), ctx.bin(BinOp::Shl, h, sixteen));
            let x = ctx.zext(c, 32);
            let xa = ctx.bin(BinOp::Add, x, a);
            let xab = ctx.bin(BinOp::Add, xa, b);
            ctx.bin(BinOp::Sub, xab, h)
        });
        let want = sdbm(b"RESET9");
        let target = ctx.constant(u128::from(want), 32);
        let focus = ctx.eq(h, target);
        let found = preimages(&mut ctx, &cs, focus, 8).expect("a linear form");
        assert!(!found.candidates.is_empty());
        for values in &found.candidates {
            let b = bytes(values);
            assert!(b.iter().all(|c| (b'0'..=b'Z').contains(c)), "{b:?}");
            assert_eq!(sdbm(&b), want);
        }
    }

    /// With no domain cut, finding nothing is a proof: a brute force over the same domain
    /// agrees on the number of preimages.
    #[test]
    fn an_exhaustive_search_counts_exactly_the_preimages() {
        for word in [&b"pane"[..], b"port", b"pq"] {
            let mut ctx = Ctx::new();
            let (cs, h) = hashed(&mut ctx, 4, (b'a', b'p'), 5381, &|ctx, h, c| {
                let k = ctx.constant(33, 32);
                let x = ctx.zext(c, 32);
                let hk = ctx.bin(BinOp::Mul, h, k);
                ctx.bin(BinOp::Add, hk, x)
            });
            let want = djb2(word);
            let target = ctx.constant(u128::from(want), 32);
            let focus = ctx.eq(h, target);
            let found = preimages(&mut ctx, &cs, focus, 100).expect("a linear form");
            let letters = b'a'..=b'p';
            let mut brute = 0;
            for a in letters.clone() {
                for b in letters.clone() {
                    for c in letters.clone() {
                        for d in letters.clone() {
                            brute += usize::from(djb2(&[a, b, c, d]) == want);
                        }
                    }
                }
            }
            assert!(found.exhaustive, "{word:?}");
            assert_eq!(found.candidates.len(), brute, "{word:?}");
        }
    }

    #[test]
    fn fewer_bytes_than_a_hash_or_anything_else_is_left_to_the_solver() {
        let mut ctx = Ctx::new();
        let a = ctx.named_var("a", 8);
        let b = ctx.named_var("b", 8);
        let (a32, b32) = (ctx.zext(a, 32), ctx.zext(b, 32));
        let sum = ctx.bin(BinOp::Add, a32, b32);
        let ten = ctx.constant(10, 32);
        let two_bytes = ctx.eq(sum, ten);
        assert_eq!(preimages(&mut ctx, &[], two_bytes, 8), None);
        let product = ctx.bin(BinOp::Mul, a32, b32);
        let nonlinear = ctx.eq(product, ten);
        assert_eq!(preimages(&mut ctx, &[], nonlinear, 8), None);
    }
}
