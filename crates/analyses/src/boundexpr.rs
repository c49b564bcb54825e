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
                write!(
                    f,
                    "{}",
                    if matches!(self, Bx::Mul(..)) {
                        "*"
                    } else {
                        "/"
                    }
                )?;
                b.write(f, names, true)
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
    let not = ex.ctx.not(x);
    let lo = !ex.max_value(cs, SVal::S(not)).ok()?;
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

/// The bound as text over the named inputs, with the checks it passed; `None` when the
/// worst path's mark `peak` is not such an expression or a check fails. `best` is the
/// worst path's state (its last constraint reaches the mark), `ends` every path's
/// condition and mark, `replay` a witness' concrete peak.
pub(crate) fn bound_expr(
    ex: &mut Executor<'_, '_>,
    best: &State,
    peak: ExprRef,
    ends: &[(Vec<ExprRef>, SVal)],
    replay: impl Fn(&Witness) -> Option<u64>,
) -> Option<(String, ExprChecks)> {
    let named = named_inputs(ex, best);
    let path = &best.constraints[..best.constraints.len().saturating_sub(1)];
    let bx = lift(ex, path, &named, peak)?;
    let names: Vec<String> = named.iter().map(|n| n.name.clone()).collect();
    let ranges: Vec<(u64, u64)> = named
        .iter()
        .map(|n| range(ex, path, n.value))
        .collect::<Option<_>>()?;
    let mut checks: ExprChecks = Vec::new();
    let mut tried: Vec<Vec<u64>> = Vec::new();
    for (num, den) in [(0u64, 1u64), (1, 1), (1, 2), (1, 3), (1, 7)] {
        let vals: Vec<u64> = ranges
            .iter()
            .map(|&(lo, hi)| {
                lo + ((u128::from(hi - lo) * u128::from(num)) / u128::from(den)) as u64
            })
            .collect();
        if tried.contains(&vals) {
            continue;
        }
        tried.push(vals.clone());
        let fixed: Vec<ExprRef> = named
            .iter()
            .zip(&vals)
            .map(|(n, &v)| {
                let x = widen(ex, n.value);
                let c = ex.ctx.constant(u128::from(v), 64);
                ex.ctx.eq(x, c)
            })
            .collect();
        // The largest mark any path reaches with these values, and that path.
        let mut top: Option<(u64, Vec<ExprRef>, SVal)> = None;
        for (cs, mark) in ends {
            let mut all = cs.clone();
            all.extend(fixed.iter().copied());
            if ex.solver.model(&mut ex.ctx, &all).ok()?.is_none() {
                continue;
            }
            let v = ex.max_value(&all, *mark).ok()?;
            if top.as_ref().is_none_or(|t| v > t.0) {
                top = Some((v, all, *mark));
            }
        }
        let Some((v, mut cs, mark)) = top else {
            continue;
        };
        let ivals: Vec<i128> = vals.iter().map(|&v| i128::from(v)).collect();
        if bx.eval(&ivals) != Some(i128::from(v)) {
            return None;
        }
        ex.require_mark(&mut cs, mark, v);
        let mut st = best.clone();
        st.constraints = cs;
        let w = ex.witness(&st).ok()?;
        if replay(&w) != Some(v) {
            return None;
        }
        checks.push((names.iter().cloned().zip(ivals).collect(), v));
    }
    (checks.len() >= 2).then(|| (Shown(&bx, &names).to_string(), checks))
}
