//! A heap bound as an expression over the program's named inputs (`16*n + 64`), read off
//! the worst path's mark and checked at several values of those inputs: there the
//! expression must equal the largest mark any explored path reaches, and a concrete run on
//! an input with those values must peak at exactly that many bytes.

use std::fmt;

use expr::{BinOp, CmpOp, ExprRef, Kind};
use memory::SVal;
use semantics::Witness;
use symex::{Executor, InputVar, State};

/// An expression of INTERFACE.md's grammar.
#[derive(Clone, Debug, PartialEq)]
enum Bx {
    Const(i128),
    Name(usize),
    Add(Box<Bx>, Box<Bx>),
    Sub(Box<Bx>, Box<Bx>),
    Mul(Box<Bx>, Box<Bx>),
    Div(Box<Bx>, Box<Bx>),
    Min(Box<Bx>, Box<Bx>),
    Max(Box<Bx>, Box<Bx>),
}

/// A named input: its name and its value as one expression.
struct Named {
    name: String,
    value: ExprRef,
}

impl Bx {
    fn eval(&self, vals: &[i128]) -> Option<i128> {
        let two = |a: &Bx, b: &Bx| Some((a.eval(vals)?, b.eval(vals)?));
        Some(match self {
            Bx::Const(c) => *c,
            Bx::Name(i) => *vals.get(*i)?,
            Bx::Add(a, b) => two(a, b).map(|(x, y)| x.checked_add(y))??,
            Bx::Sub(a, b) => two(a, b).map(|(x, y)| x.checked_sub(y))??,
            Bx::Mul(a, b) => two(a, b).map(|(x, y)| x.checked_mul(y))??,
            // C's division truncates toward zero, as i128's does.
            Bx::Div(a, b) => two(a, b).map(|(x, y)| x.checked_div(y))??,
            Bx::Min(a, b) => two(a, b).map(|(x, y)| x.min(y))?,
            Bx::Max(a, b) => two(a, b).map(|(x, y)| x.max(y))?,
        })
    }

    /// Writes `self` with the names of `names`; `tight`: inside a product or a quotient.
    fn write(&self, f: &mut fmt::Formatter<'_>, names: &[String], tight: bool) -> fmt::Result {
        match self {
            Bx::Const(c) => write!(f, "{c}"),
            Bx::Name(i) => write!(f, "{}", names[*i]),
            Bx::Add(a, b) | Bx::Sub(a, b) => {
                if tight {
                    write!(f, "(")?;
                }
                a.write(f, names, false)?;
                write!(
                    f,
                    " {} ",
                    if matches!(self, Bx::Add(..)) {
                        "+"
                    } else {
                        "-"
                    }
                )?;
                b.write(f, names, matches!(self, Bx::Sub(..)))?;
                if tight {
                    write!(f, ")")?;
                }
                Ok(())
            }
            Bx::Mul(a, b) | Bx::Div(a, b) => {
                a.write(f, names, true)?;
                // C reads `a*b/c` left to right: a right operand that is itself a product or
                // a quotient needs its parentheses.
                let grouped = matches!(**b, Bx::Mul(..) | Bx::Div(..));
                write!(
                    f,
                    "{}",
                    if matches!(self, Bx::Mul(..)) {
                        "*"
                    } else {
                        "/"
                    }
                )?;
                if grouped {
                    write!(f, "(")?;
                    b.write(f, names, false)?;
                    write!(f, ")")
                } else {
                    b.write(f, names, true)
                }
            }
            Bx::Min(a, b) | Bx::Max(a, b) => {
                write!(
                    f,
                    "{}(",
                    if matches!(self, Bx::Min(..)) {
                        "min"
                    } else {
                        "max"
                    }
                )?;
                a.write(f, names, false)?;
                write!(f, ", ")?;
                b.write(f, names, false)?;
                write!(f, ")")
            }
        }
    }
}

/// `Bx` printed with names.
struct Shown<'a>(&'a Bx, &'a [String]);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write(f, self.1, false)
    }
}

/// The bound as an expression over the named inputs: `max`/`min`/`+`/`-`/`*`/`/` at `W`
/// bits, wide enough that no product of two 64-bit inputs wraps.
const W: u32 = 128;

impl Bx {
    /// The inputs it names, by index, in order.
    fn names(&self) -> Vec<usize> {
        fn walk(b: &Bx, out: &mut Vec<usize>) {
            match b {
                Bx::Const(_) => {}
                Bx::Name(i) => {
                    if !out.contains(i) {
                        out.push(*i);
                    }
                }
                Bx::Add(a, b)
                | Bx::Sub(a, b)
                | Bx::Mul(a, b)
                | Bx::Div(a, b)
                | Bx::Min(a, b)
                | Bx::Max(a, b) => {
                    walk(a, out);
                    walk(b, out);
                }
            }
        }
        let mut out = Vec::new();
        walk(self, &mut out);
        out.sort_unstable();
        out
    }

    fn lower(&self, ex: &mut Executor<'_, '_>, named: &[Named]) -> ExprRef {
        let two =
            |a: &Bx, b: &Bx, ex: &mut Executor<'_, '_>| (a.lower(ex, named), b.lower(ex, named));
        match self {
            Bx::Const(c) => ex.ctx.constant(*c as u128, W),
            Bx::Name(i) => {
                let v = named[*i].value;
                ex.ctx.zext(v, W)
            }
            Bx::Add(a, b) => {
                let (a, b) = two(a, b, ex);
                ex.ctx.add(a, b)
            }
            Bx::Sub(a, b) => {
                let (a, b) = two(a, b, ex);
                ex.ctx.sub(a, b)
            }
            Bx::Mul(a, b) => {
                let (a, b) = two(a, b, ex);
                ex.ctx.mul(a, b)
            }
            Bx::Div(a, b) => {
                let (a, b) = two(a, b, ex);
                ex.ctx.bin(BinOp::SDiv, a, b)
            }
            Bx::Min(a, b) | Bx::Max(a, b) => {
                let (a, b) = two(a, b, ex);
                let lt = ex.ctx.slt(a, b);
                if matches!(self, Bx::Max(..)) {
                    ex.ctx.ite(lt, b, a)
                } else {
                    ex.ctx.ite(lt, a, b)
                }
            }
        }
    }
}

/// The inputs a bound may name: `pathsift_symbolic` buffers of 1, 2, 4 or 8 bytes (read as
/// one little-endian integer) and, with `--entry`, the scalar parameters.
fn named_inputs(ex: &mut Executor<'_, '_>, st: &State) -> Vec<Named> {
    let mut out = Vec::new();
    for (i, inp) in st.inputs.iter().enumerate() {
        let ident = !inp.name.is_empty()
            && inp
                .name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_')
            && !inp.name.starts_with(|c: char| c.is_ascii_digit());
        if !ident {
            continue;
        }
        let value = match &inp.var {
            InputVar::Bytes(bytes) if matches!(bytes.len(), 1 | 2 | 4 | 8) => {
                let mut v = bytes[bytes.len() - 1];
                for &b in bytes.iter().rev().skip(1) {
                    v = ex.ctx.concat(v, b);
                }
                v
            }
            InputVar::Scalar(e) if i < st.heap.params => *e,
            _ => continue,
        };
        out.push(Named {
            name: inp.name.clone(),
            value,
        });
    }
    out
}

/// `e` in the grammar, with named inputs as names (`None`: it uses something else).
fn lift(ex: &mut Executor<'_, '_>, cs: &[ExprRef], named: &[Named], e: ExprRef) -> Option<Bx> {
    if let Some(i) = named.iter().position(|n| n.value == e) {
        return Some(Bx::Name(i));
    }
    let node = ex.ctx.node(e).clone();
    let w = node.width;
    Some(match node.kind {
        Kind::Const(c) => {
            // A constant near 2^w is a negative one (how `x - 16` is built).
            if (2..=64).contains(&w) && c >> (w - 1) == 1 {
                Bx::Const(c as i128 - (1i128 << w))
            } else {
                Bx::Const(c as i128)
            }
        }
        Kind::ZExt(x) | Kind::SExt(x) => lift(ex, cs, named, x)?,
        Kind::Extract { e: x, lo: 0 } => lift(ex, cs, named, x)?,
        Kind::Bin(op, a, b) => {
            let (a, b) = (
                Box::new(lift(ex, cs, named, a)?),
                Box::new(lift(ex, cs, named, b)?),
            );
            match op {
                // Constants last: `16*n + 64`.
                BinOp::Add => match (*a, *b) {
                    (x, Bx::Const(c)) | (Bx::Const(c), x) if c < 0 => {
                        Bx::Sub(Box::new(x), Box::new(Bx::Const(-c)))
                    }
                    (c @ Bx::Const(_), x) | (x, c) => Bx::Add(Box::new(x), Box::new(c)),
                },
                BinOp::Sub => Bx::Sub(a, b),
                BinOp::Mul => Bx::Mul(a, b),
                BinOp::UDiv | BinOp::SDiv => Bx::Div(a, b),
                BinOp::Shl => match *b {
                    Bx::Const(k) if (0..63).contains(&k) => Bx::Mul(a, Box::new(Bx::Const(1 << k))),
                    _ => return None,
                },
                BinOp::LShr | BinOp::AShr => match *b {
                    Bx::Const(k) if (0..63).contains(&k) => Bx::Div(a, Box::new(Bx::Const(1 << k))),
                    _ => return None,
                },
                _ => return None,
            }
        }
        Kind::Ite(c, t, f) => {
            // `c ? 0 : size` where c means size == 0 (an allocation of 0 bytes) is `size`:
            // an arm the other equals whenever it is taken says nothing.
            let same = ex.ctx.eq(t, f);
            let not_c = ex.ctx.not(c);
            let when_c = ex.ctx.or(not_c, same);
            if ex
                .solver
                .must_be_true(&mut ex.ctx, cs, when_c)
                .unwrap_or(false)
            {
                return lift(ex, cs, named, f);
            }
            let when_not_c = ex.ctx.or(c, same);
            if ex
                .solver
                .must_be_true(&mut ex.ctx, cs, when_not_c)
                .unwrap_or(false)
            {
                return lift(ex, cs, named, t);
            }
            let Kind::Cmp(CmpOp::Ult | CmpOp::Slt, x, y) = ex.ctx.node(c).kind.clone() else {
                return None;
            };
            let (bx, by) = (lift(ex, cs, named, x)?, lift(ex, cs, named, y)?);
            let (bt, bf) = (lift(ex, cs, named, t)?, lift(ex, cs, named, f)?);
            // x < y ? y : x is max(x, y); x < y ? x : y is min(x, y); on the path, one
            // side may always be the larger.
            let signed = matches!(ex.ctx.node(c).kind, Kind::Cmp(CmpOp::Slt, ..));
            let always_le = |ex: &mut Executor<'_, '_>, a: ExprRef, b: ExprRef| {
                let le = if signed {
                    ex.ctx.sle(a, b)
                } else {
                    ex.ctx.ule(a, b)
                };
                ex.solver.must_be_true(&mut ex.ctx, cs, le).unwrap_or(false)
            };
            let (max, min) = (bt == by && bf == bx, bt == bx && bf == by);
            if !(max || min) {
                return None;
            }
            let (small, large) = if always_le(ex, x, y) {
                (Some(bx.clone()), Some(by.clone()))
            } else if always_le(ex, y, x) {
                (Some(by.clone()), Some(bx.clone()))
            } else {
                (None, None)
            };
            match (max, large, small) {
                (true, Some(l), _) => l,
                (false, _, Some(s)) => s,
                (true, ..) => Bx::Max(Box::new(bx), Box::new(by)),
                (false, ..) => Bx::Min(Box::new(bx), Box::new(by)),
            }
        }
        _ => return None,
    })
}

/// The range of `x` (as a 64-bit unsigned value) under `cs`.
fn range(ex: &mut Executor<'_, '_>, cs: &[ExprRef], x: ExprRef) -> Option<(u64, u64)> {
    let x = widen(ex, x);
    let hi = ex.max_value(cs, SVal::S(x)).ok()?;
    let lo = ex.min_value(cs, SVal::S(x)).ok()?;
    Some((lo, hi))
}

fn widen(ex: &mut Executor<'_, '_>, x: ExprRef) -> ExprRef {
    match ex.ctx.width(x) {
        w if w < 64 => ex.ctx.zext(x, 64),
        _ => x,
    }
}

/// Checks of a bound expression: the named inputs' values and the bound there.
pub(crate) type ExprChecks = Vec<(Vec<(String, i128)>, u64)>;

/// A bound expression that held at every point it was checked at.
pub(crate) struct FoundExpr {
    /// Over the named inputs, in INTERFACE.md's grammar.
    pub text: String,
    /// Where it was checked: the largest mark any path reaches there equals it, and a
    /// concrete run of a witness for those values peaks at it.
    pub checks: ExprChecks,
    /// The solver showed that no path's mark exceeds it anywhere in the domain.
    pub proved: bool,
}

/// Where the bound's inputs were fixed to check it: per input a fraction of its range,
/// shifted between inputs so that the points do not all lie on the diagonal.
const FRACTIONS: [(u64, u64); 8] = [
    (0, 1),
    (1, 1),
    (1, 2),
    (1, 3),
    (1, 7),
    (2, 3),
    (5, 7),
    (1, 5),
];

/// Ends of paths a bound is searched for over at most: each end's mark is a candidate (`max`
/// over them), and every point of a fitted bound asks about each end.
const MAX_TERMS_ENDS: usize = 256;

/// The bound over the named inputs, checked at several points of their domain and, when
/// `all_ends` (every path's end is in `ends`), proved an upper bound over all of it; `None`
/// when no candidate passes. Candidates: the worst path's mark (`peak`, `best` its state:
/// its last constraint reaches the mark), the largest of every path's mark (a `max` over
/// branches), and a polynomial of degree two fitted to the largest marks at a grid of
/// points (a loop of allocations). `replay` gives a witness' concrete peak.
pub(crate) fn bound_expr(
    ex: &mut Executor<'_, '_>,
    best: &State,
    peak: SVal,
    ends: &[(Vec<ExprRef>, SVal)],
    all_ends: bool,
    replay: impl Fn(&Witness) -> Option<u64>,
) -> Option<FoundExpr> {
    let named = named_inputs(ex, best);
    if named.is_empty() {
        return None;
    }
    let names: Vec<String> = named.iter().map(|n| n.name.clone()).collect();
    let path = &best.constraints[..best.constraints.len().saturating_sub(1)];
    let ranges = domain(ex, &named, path, ends)?;
    let mut candidates: Vec<Bx> = Vec::new();
    let add = |b: Option<Bx>, candidates: &mut Vec<Bx>| {
        if let Some(b) = b.filter(|b| !candidates.contains(b)) {
            candidates.push(b);
        }
    };
    if let SVal::S(peak) = peak {
        add(lift(ex, path, &named, peak), &mut candidates);
    }
    // The worst path's own mark, when it names every input, is the answer if it holds: the
    // searches below ask the solver far more.
    if candidates
        .first()
        .is_some_and(|b| b.names().len() == named.len())
    {
        let first = candidates.remove(0);
        if let Some((checks, proved)) =
            settle(ex, best, &named, &ranges, ends, all_ends, &first, &replay)
        {
            return Some(FoundExpr {
                text: Shown(&first, &names).to_string(),
                checks,
                proved,
            });
        }
    }
    add(max_of_ends(ex, &named, &ranges, ends), &mut candidates);
    // Fits over every set of the inputs, the others left to take their worst values; each
    // point of a fit asks about every end, so only for a modest number of ends.
    let m = if ends.len() <= MAX_TERMS_ENDS {
        named.len().min(3)
    } else {
        0
    };
    for set in 1..(1usize << m) {
        let used: Vec<usize> = (0..m).filter(|i| set >> i & 1 == 1).collect();
        add(fitted(ex, &named, &used, &ranges, ends), &mut candidates);
    }
    for u in 0..m {
        add(rounded(ex, &named, u, &ranges, ends), &mut candidates);
    }
    // A bound that names more inputs says more (`k*n` rather than `8*n`, its worst over k).
    candidates.sort_by_key(|b| std::cmp::Reverse(b.names().len()));
    for bx in candidates {
        if let Some((checks, proved)) =
            settle(ex, best, &named, &ranges, ends, all_ends, &bx, &replay)
        {
            return Some(FoundExpr {
                text: Shown(&bx, &names).to_string(),
                checks,
                proved,
            });
        }
    }
    None
}

/// The candidate `bx`'s checks, and whether it is proved, when it passes them and no path is
/// found to exceed it (it is proved when `all_ends` and the solver answered every question).
#[allow(clippy::too_many_arguments)] // the search's context, as the other helpers take it
fn settle(
    ex: &mut Executor<'_, '_>,
    best: &State,
    named: &[Named],
    ranges: &[(u64, u64)],
    ends: &[(Vec<ExprRef>, SVal)],
    all_ends: bool,
    bx: &Bx,
    replay: &impl Fn(&Witness) -> Option<u64>,
) -> Option<(ExprChecks, bool)> {
    let used = bx.names();
    let checks = check(ex, best, named, &used, ranges, ends, bx, replay)?;
    let proved = if all_ends {
        match exceeded(ex, named, ranges, ends, bx) {
            Some(true) => return None,
            Some(false) => true,
            None => false,
        }
    } else {
        false
    };
    Some((checks, proved))
}

/// Each named input's range over the paths that end holding some heap: the domain a bound
/// speaks of (a path that returns early on out-of-range inputs holds nothing). `None` when
/// there are too many such paths to ask about at once.
fn domain(
    ex: &mut Executor<'_, '_>,
    named: &[Named],
    path: &[ExprRef],
    ends: &[(Vec<ExprRef>, SVal)],
) -> Option<Vec<(u64, u64)>> {
    let mut any: Option<ExprRef> = None;
    let mut growing = 0;
    for (cs, mark) in ends {
        let holds = match *mark {
            SVal::C(c) => c != 0,
            SVal::S(m) => {
                let zero = ex.ctx.constant(0, ex.ctx.width(m));
                let nonzero = ex.ctx.ne(m, zero);
                ex.solver.may_be_true(&mut ex.ctx, cs, nonzero).ok()?
            }
        };
        if !holds {
            continue;
        }
        growing += 1;
        if growing > MAX_DOMAIN_ENDS {
            return None;
        }
        let all = cs.iter().copied().reduce(|a, b| ex.ctx.and(a, b));
        let Some(all) = all else {
            // A path with no condition: the domain is everything the worst path allows.
            any = None;
            break;
        };
        any = Some(match any {
            None => all,
            Some(a) => ex.ctx.or(a, all),
        });
    }
    let within: Vec<ExprRef> = match any {
        Some(a) => vec![a],
        None => path.to_vec(),
    };
    named.iter().map(|n| range(ex, &within, n.value)).collect()
}

/// Paths holding heap whose conditions the domain is read from, at most.
const MAX_DOMAIN_ENDS: usize = 1024;

/// The domain as constraints on the named inputs.
fn in_domain(ex: &mut Executor<'_, '_>, named: &[Named], ranges: &[(u64, u64)]) -> Vec<ExprRef> {
    let mut out = Vec::new();
    for (n, &(lo, hi)) in named.iter().zip(ranges) {
        let x = widen(ex, n.value);
        let (l, h) = (
            ex.ctx.constant(u128::from(lo), 64),
            ex.ctx.constant(u128::from(hi), 64),
        );
        out.push(ex.ctx.ule(l, x));
        out.push(ex.ctx.ule(x, h));
    }
    out
}

/// The largest of every path's mark, each lifted under its own path condition, without the
/// marks another one is never below in the domain.
fn max_of_ends(
    ex: &mut Executor<'_, '_>,
    named: &[Named],
    ranges: &[(u64, u64)],
    ends: &[(Vec<ExprRef>, SVal)],
) -> Option<Bx> {
    if ends.len() > MAX_TERMS_ENDS {
        return None;
    }
    let mut terms: Vec<Bx> = Vec::new();
    for (cs, mark) in ends {
        let t = match *mark {
            SVal::C(c) => Bx::Const(c as i128),
            SVal::S(e) => lift(ex, cs, named, e)?,
        };
        if !terms.contains(&t) {
            terms.push(t);
        }
    }
    let dom = in_domain(ex, named, ranges);
    let lowered: Vec<ExprRef> = terms.iter().map(|t| t.lower(ex, named)).collect();
    // Whether `a` may exceed `b` somewhere in the domain (unknown counts as may).
    let may_exceed = |ex: &mut Executor<'_, '_>, a: ExprRef, b: ExprRef| {
        let above = ex.ctx.slt(b, a);
        let mut q = dom.clone();
        q.push(above);
        !matches!(ex.solver.model(&mut ex.ctx, &q), Ok(None))
    };
    let mut kept: Vec<usize> = Vec::new();
    for i in 0..terms.len() {
        // A term is left out when another is never below it (the first of equal ones stays).
        let dominated = (0..terms.len()).any(|j| {
            j != i
                && !may_exceed(ex, lowered[i], lowered[j])
                && (j < i || may_exceed(ex, lowered[j], lowered[i]))
        });
        if !dominated {
            kept.push(i);
        }
    }
    let mut kept = kept.into_iter().map(|i| terms[i].clone());
    let first = kept.next()?;
    Some(kept.fold(first, |acc, t| Bx::Max(Box::new(acc), Box::new(t))))
}

/// A polynomial of degree at most two in the inputs `used` (at most three) with integer
/// coefficients that gives the largest mark (over the other inputs) at every point of a grid
/// over their domain.
fn fitted(
    ex: &mut Executor<'_, '_>,
    named: &[Named],
    used: &[usize],
    ranges: &[(u64, u64)],
    ends: &[(Vec<ExprRef>, SVal)],
) -> Option<Bx> {
    let m = used.len();
    if !(1..=3).contains(&m) {
        return None;
    }
    // Monomials as the indices of their factors: 1, x, y, x*x, x*y, ...
    let mut monomials: Vec<Vec<usize>> = vec![vec![]];
    monomials.extend((0..m).map(|i| vec![i]));
    for i in 0..m {
        monomials.extend((i..m).map(|j| vec![i, j]));
    }
    let per_input = if m == 3 { 4 } else { 6 };
    let axes: Vec<Vec<u64>> = used
        .iter()
        .map(|&u| {
            let (lo, hi) = ranges[u];
            let span = hi - lo;
            let mut v = vec![
                lo,
                lo.saturating_add(1).min(hi),
                lo.saturating_add(2).min(hi),
            ];
            v.extend([span / 3, span / 2, span].iter().map(|d| lo + d));
            v.sort_unstable();
            v.dedup();
            v.truncate(per_input);
            v
        })
        .collect();
    let mut rows: Vec<(Vec<i128>, i128)> = Vec::new();
    let mut point = vec![0usize; m];
    loop {
        let vals: Vec<u64> = (0..m).map(|j| axes[j][point[j]]).collect();
        if let Some((v, ..)) = top(ex, named, used, &vals, ends)? {
            let x: Vec<i128> = vals.iter().map(|&v| i128::from(v)).collect();
            let row = monomials
                .iter()
                .map(|f| f.iter().try_fold(1i128, |p, &i| p.checked_mul(x[i])))
                .collect::<Option<Vec<i128>>>()?;
            rows.push((row, i128::from(v)));
        }
        // The next point of the grid.
        let mut j = 0;
        while j < m {
            point[j] += 1;
            if point[j] < axes[j].len() {
                break;
            }
            point[j] = 0;
            j += 1;
        }
        if j == m {
            break;
        }
    }
    if rows.len() < monomials.len() + 2 {
        return None;
    }
    let coefs = solve(&rows, monomials.len())?;
    // Terms from the highest degree down, the constant last: `k*n + 16`.
    let mut order: Vec<usize> = (0..monomials.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(monomials[i].len()));
    let mut acc: Option<Bx> = None;
    for i in order {
        let c = coefs[i];
        if c == 0 {
            continue;
        }
        let mono = monomials[i]
            .iter()
            .map(|&k| Bx::Name(used[k]))
            .reduce(|a, b| Bx::Mul(Box::new(a), Box::new(b)));
        let term = |c: i128| match &mono {
            None => Bx::Const(c),
            Some(x) if c == 1 => x.clone(),
            Some(x) => Bx::Mul(Box::new(Bx::Const(c)), Box::new(x.clone())),
        };
        acc = Some(match acc {
            None => term(c),
            Some(a) if c < 0 => Bx::Sub(Box::new(a), Box::new(term(-c))),
            Some(a) => Bx::Add(Box::new(a), Box::new(term(c))),
        });
    }
    Some(acc.unwrap_or(Bx::Const(0)))
}

/// Divisors a rounded size is tried with: `(n + 7)/8`, `n/64 + 1`, `(n + 99)/100`.
const DIVISORS: [u64; 16] = [
    2, 3, 4, 5, 8, 10, 16, 32, 64, 100, 128, 256, 512, 1000, 1024, 4096,
];

/// A bound `e*((x + b)/d) + c1*x + c0` in one input `x` (C's rounding division), fitted to
/// the largest marks at consecutive and spread values of `x`: the smallest divisor `d`, then
/// the smallest `b < d`, whose integer coefficients give every one.
fn rounded(
    ex: &mut Executor<'_, '_>,
    named: &[Named],
    u: usize,
    ranges: &[(u64, u64)],
    ends: &[(Vec<ExprRef>, SVal)],
) -> Option<Bx> {
    let (lo, hi) = ranges[u];
    let span = hi - lo;
    let mut xs: Vec<u64> = (lo..=hi.min(lo.saturating_add(23))).collect();
    xs.extend((1..=16).map(|k| lo + ((u128::from(span) * k) / 16) as u64));
    xs.sort_unstable();
    xs.dedup();
    let mut samples: Vec<(i128, i128)> = Vec::new();
    for x in xs {
        if let Some((v, ..)) = top(ex, named, &[u], &[x], ends)? {
            samples.push((i128::from(x), i128::from(v)));
        }
    }
    if samples.len() < 8 {
        return None;
    }
    for d in DIVISORS.into_iter().filter(|&d| d <= span) {
        let d = i128::from(d);
        for b in 0..d {
            let rows: Vec<(Vec<i128>, i128)> = samples
                .iter()
                .map(|&(x, y)| (vec![(x + b) / d, x, 1], y))
                .collect();
            let Some(c) = solve(&rows, 3) else {
                continue;
            };
            if c[0] == 0 {
                continue;
            }
            let x = || Box::new(Bx::Name(u));
            let inner = if b == 0 {
                Bx::Name(u)
            } else {
                Bx::Add(x(), Box::new(Bx::Const(b)))
            };
            let q = Bx::Div(Box::new(inner), Box::new(Bx::Const(d)));
            let mut acc = match c[0] {
                1 => q,
                k => Bx::Mul(Box::new(Bx::Const(k)), Box::new(q)),
            };
            for (k, term) in [(c[1], Some(Bx::Name(u))), (c[2], None)] {
                let t = |k: i128| match &term {
                    None => Bx::Const(k),
                    Some(t) if k == 1 => t.clone(),
                    Some(t) => Bx::Mul(Box::new(Bx::Const(k)), Box::new(t.clone())),
                };
                acc = match k {
                    0 => acc,
                    k if k < 0 => Bx::Sub(Box::new(acc), Box::new(t(-k))),
                    k => Bx::Add(Box::new(acc), Box::new(t(k))),
                };
            }
            return Some(acc);
        }
    }
    None
}

/// Integer coefficients `c` with `row · c == value` for every row, by exact elimination over
/// the rationals (a free coefficient is 0); `None` when there are none.
fn solve(rows: &[(Vec<i128>, i128)], n: usize) -> Option<Vec<i128>> {
    // Each row as numerators over a common denominator (the last column is the value).
    let mut a: Vec<Vec<i128>> = rows
        .iter()
        .map(|(r, v)| r.iter().copied().chain([*v]).collect())
        .collect();
    let mut pivots: Vec<(usize, usize)> = Vec::new();
    let mut next = 0;
    for col in 0..n {
        let Some(p) = (next..a.len()).find(|&r| a[r][col] != 0) else {
            continue;
        };
        a.swap(next, p);
        for r in 0..a.len() {
            if r == next || a[r][col] == 0 {
                continue;
            }
            // row_r := row_r * pivot - row_next * a[r][col], then divided by the row's gcd.
            let (pv, f) = (a[next][col], a[r][col]);
            let pivot_row = a[next].clone();
            let mut g = 0i128;
            for (v, &q) in a[r].iter_mut().zip(&pivot_row) {
                *v = v.checked_mul(pv)?.checked_sub(q.checked_mul(f)?)?;
                g = gcd(g, *v);
            }
            if g > 1 {
                a[r].iter_mut().for_each(|v| *v /= g);
            }
        }
        pivots.push((next, col));
        next += 1;
    }
    // Rows without a pivot must read 0 = 0.
    if a[next..].iter().any(|r| r[n] != 0) {
        return None;
    }
    let mut c = vec![0i128; n];
    for (r, col) in pivots {
        let (p, v) = (a[r][col], a[r][n]);
        if v % p != 0 {
            return None;
        }
        c[col] = v / p;
    }
    Some(c)
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The largest mark any path reaches with the inputs `used` at `vals`, with that path's
/// condition (and the values) and its mark; `Ok(None)` when no path takes these values,
/// `None` when the solver fails.
#[allow(clippy::type_complexity)]
fn top(
    ex: &mut Executor<'_, '_>,
    named: &[Named],
    used: &[usize],
    vals: &[u64],
    ends: &[(Vec<ExprRef>, SVal)],
) -> Option<Option<(u64, Vec<ExprRef>, SVal)>> {
    let fixed: Vec<ExprRef> = used
        .iter()
        .zip(vals)
        .map(|(&u, &v)| {
            let x = widen(ex, named[u].value);
            let c = ex.ctx.constant(u128::from(v), 64);
            ex.ctx.eq(x, c)
        })
        .collect();
    let mut best: Option<(u64, Vec<ExprRef>, SVal)> = None;
    for (cs, mark) in ends {
        let mut all = cs.clone();
        all.extend(fixed.iter().copied());
        if ex.solver.model(&mut ex.ctx, &all).ok()?.is_none() {
            continue;
        }
        let v = most(ex, &all, *mark)?;
        if best.as_ref().is_none_or(|t| v > t.0) {
            best = Some((v, all, *mark));
        }
    }
    Some(best)
}

/// The largest value of `mark` under `cs`: with the inputs it depends on fixed, usually the
/// first value the solver gives, which one question confirms.
fn most(ex: &mut Executor<'_, '_>, cs: &[ExprRef], mark: SVal) -> Option<u64> {
    let SVal::S(e) = mark else {
        return ex.max_value(cs, mark).ok();
    };
    let first = ex.solver.value(&mut ex.ctx, cs, e).ok()?;
    let at = ex.ctx.constant(first, ex.ctx.width(e));
    let above = ex.ctx.ult(at, e);
    if ex.solver.may_be_true(&mut ex.ctx, cs, above).ok()? {
        ex.max_value(cs, mark).ok()
    } else {
        u64::try_from(first).ok()
    }
}

/// The points (values of the inputs `used`) where `bx` equals the largest mark of any path
/// and a witness reaching it replays to it; `None` when it fails at one or holds at fewer
/// than two.
#[allow(clippy::too_many_arguments)] // the search's context, as the other helpers take it
fn check(
    ex: &mut Executor<'_, '_>,
    best: &State,
    named: &[Named],
    used: &[usize],
    ranges: &[(u64, u64)],
    ends: &[(Vec<ExprRef>, SVal)],
    bx: &Bx,
    replay: &impl Fn(&Witness) -> Option<u64>,
) -> Option<ExprChecks> {
    let mut checks: ExprChecks = Vec::new();
    let mut tried: Vec<Vec<u64>> = Vec::new();
    for t in 0..FRACTIONS.len() {
        let vals: Vec<u64> = used
            .iter()
            .enumerate()
            .map(|(j, &u)| {
                let (lo, hi) = ranges[u];
                let (num, den) = FRACTIONS[(t + 3 * j) % FRACTIONS.len()];
                lo + ((u128::from(hi - lo) * u128::from(num)) / u128::from(den)) as u64
            })
            .collect();
        if tried.contains(&vals) {
            continue;
        }
        tried.push(vals.clone());
        let Some((v, mut cs, mark)) = top(ex, named, used, &vals, ends)? else {
            continue;
        };
        let ivals: Vec<i128> = vals.iter().map(|&v| i128::from(v)).collect();
        let mut all = vec![0i128; named.len()];
        for (&u, &v) in used.iter().zip(&ivals) {
            all[u] = v;
        }
        if bx.eval(&all) != Some(i128::from(v)) {
            return None;
        }
        ex.require_mark(&mut cs, mark, v);
        let mut st = best.clone();
        st.constraints = cs;
        let w = ex.witness(&st).ok()?;
        if replay(&w) != Some(v) {
            return None;
        }
        let names = used.iter().map(|&u| named[u].name.clone());
        checks.push((names.zip(ivals).collect(), v));
    }
    (checks.len() >= 2).then_some(checks)
}

/// Whether some path's mark exceeds `bx` in the domain (`Some(true)`), none does
/// (`Some(false)`), or the solver could not tell.
fn exceeded(
    ex: &mut Executor<'_, '_>,
    named: &[Named],
    ranges: &[(u64, u64)],
    ends: &[(Vec<ExprRef>, SVal)],
    bx: &Bx,
) -> Option<bool> {
    let bound = bx.lower(ex, named);
    let dom = in_domain(ex, named, ranges);
    for (cs, mark) in ends {
        let m = match *mark {
            SVal::C(c) => ex.ctx.constant(c, W),
            SVal::S(e) => ex.ctx.zext(e, W),
        };
        let above = ex.ctx.slt(bound, m);
        let mut q = cs.clone();
        q.extend(dom.iter().copied());
        q.push(above);
        match ex.solver.model(&mut ex.ctx, &q) {
            Ok(Some(_)) => return Some(true),
            Ok(None) => {}
            Err(_) => return None,
        }
    }
    Some(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_product_or_quotient_on_the_right_keeps_its_parentheses() {
        let n = || Box::new(Bx::Name(0));
        let c = |k| Box::new(Bx::Const(k));
        let names = ["n".to_string()];
        let q = Bx::Mul(c(64), Box::new(Bx::Div(n(), c(64))));
        assert_eq!(Shown(&q, &names).to_string(), "64*(n/64)");
        let r = Bx::Div(Box::new(Bx::Mul(c(3), n())), c(8));
        assert_eq!(Shown(&r, &names).to_string(), "3*n/8");
        assert_eq!(q.eval(&[130]), Some(128));
    }

    #[test]
    fn solve_finds_integer_coefficients_or_none() {
        // y = 3 + 2x + x*y over points (x, z): columns 1, x, x*z.
        let rows: Vec<(Vec<i128>, i128)> = [(0, 0), (1, 2), (2, 5), (3, 1), (4, 4)]
            .iter()
            .map(|&(x, z)| (vec![1, x, x * z], 3 + 2 * x + x * z))
            .collect();
        assert_eq!(solve(&rows, 3), Some(vec![3, 2, 1]));
        // y = x/2 has no integer linear form over 1, x.
        let halves: Vec<(Vec<i128>, i128)> = (0..6).map(|x| (vec![1, x], x / 2)).collect();
        assert_eq!(solve(&halves, 2), None);
    }
}
