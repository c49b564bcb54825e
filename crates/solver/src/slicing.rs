//! Slicing layer (KLEE's independence solver).
//!
//! A query about an expression keeps only the constraints that share symbols with it,
//! transitively; the others cannot change the answer when they are satisfiable (the chain's
//! precondition). A query about a whole set is split into independent groups, solved one by
//! one, and their models are merged.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use expr::{ArrayId, Assignment, Ctx, ExprRef, VarId};

use crate::{Answer, Layer, Query, SolverError, SolverStats};

/// A symbol: a scalar variable or a symbolic array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Sym {
    Var(VarId),
    Arr(ArrayId),
}

/// Union-find over `0..n`.
struct UnionFind {
    parent: Vec<usize>,
}

impl UnionFind {
    fn new(n: usize) -> UnionFind {
        UnionFind {
            parent: (0..n).collect(),
        }
    }

    fn find(&mut self, mut i: usize) -> usize {
        while self.parent[i] != i {
            self.parent[i] = self.parent[self.parent[i]];
            i = self.parent[i];
        }
        i
    }

    fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent[ra] = rb;
        }
    }
}

/// The symbols of `e`.
fn syms(ctx: &mut Ctx, e: ExprRef) -> Vec<Sym> {
    let s = ctx.symbols(e);
    s.vars
        .iter()
        .map(|&v| Sym::Var(v))
        .chain(s.arrays.iter().map(|&a| Sym::Arr(a)))
        .collect()
}

/// Union-find over `items` (element `i` for `items[i]`): items sharing a symbol are joined.
/// Also which item first held each symbol.
fn partition(ctx: &mut Ctx, items: &[ExprRef]) -> (UnionFind, HashMap<Sym, usize>) {
    let mut uf = UnionFind::new(items.len());
    let mut owner: HashMap<Sym, usize> = HashMap::default();
    for (i, &e) in items.iter().enumerate() {
        for s in syms(ctx, e) {
            match owner.get(&s) {
                Some(&o) => uf.union(i, o),
                None => {
                    owner.insert(s, i);
                }
            }
        }
    }
    (uf, owner)
}

/// The constraints sharing symbols, transitively, with `focus` (in their original order).
pub fn slice(ctx: &mut Ctx, constraints: &[ExprRef], focus: ExprRef) -> Vec<ExprRef> {
    related(ctx, constraints, &[focus], &[])
}

/// The constraints sharing symbols, transitively, with any of `focus` or `arrays` (in their
/// original order). The others, satisfiable with them, say nothing about those symbols.
pub fn related(
    ctx: &mut Ctx,
    constraints: &[ExprRef],
    focus: &[ExprRef],
    arrays: &[ArrayId],
) -> Vec<ExprRef> {
    let mut items = constraints.to_vec();
    items.extend_from_slice(focus);
    let (mut uf, owner) = partition(ctx, &items);
    let mut roots: HashSet<usize> = (constraints.len()..items.len())
        .map(|i| uf.find(i))
        .collect();
    for a in arrays {
        if let Some(&o) = owner.get(&Sym::Arr(*a)) {
            roots.insert(uf.find(o));
        }
    }
    (0..constraints.len())
        .filter(|&i| roots.contains(&uf.find(i)))
        .map(|i| constraints[i])
        .collect()
}

/// The independent groups of `constraints`: no symbol is shared between two groups.
pub fn groups(ctx: &mut Ctx, constraints: &[ExprRef]) -> Vec<Vec<ExprRef>> {
    let (mut uf, _) = partition(ctx, constraints);
    let mut index: HashMap<usize, usize> = HashMap::default();
    let mut out: Vec<Vec<ExprRef>> = Vec::new();
    for (i, &c) in constraints.iter().enumerate() {
        let r = uf.find(i);
        let g = *index.entry(r).or_insert_with(|| {
            out.push(Vec::new());
            out.len() - 1
        });
        out[g].push(c);
    }
    out
}

/// Copies into `into` the values `from` gives the symbols of `group`.
fn merge(ctx: &mut Ctx, group: &[ExprRef], from: &Assignment, into: &mut Assignment) {
    let mut seen: HashSet<Sym> = HashSet::default();
    for &c in group {
        for s in syms(ctx, c) {
            if !seen.insert(s) {
                continue;
            }
            match s {
                Sym::Var(v) => {
                    if let Some(&x) = from.vars.get(&v) {
                        into.vars.insert(v, x);
                    }
                }
                Sym::Arr(a) => {
                    if let Some(b) = from.arrays.get(&a) {
                        into.arrays.insert(a, b.clone());
                    }
                }
            }
        }
    }
}

/// The slicing layer.
pub struct Slicing {
    next: Box<dyn Layer>,
}

impl Slicing {
    /// The layer in front of `next`.
    pub fn new(next: Box<dyn Layer>) -> Slicing {
        Slicing { next }
    }
}

impl Layer for Slicing {
    fn solve(
        &mut self,
        ctx: &mut Ctx,
        q: &Query,
        stats: &mut SolverStats,
    ) -> Result<Answer, SolverError> {
        if let Some(f) = q.focus {
            let kept = slice(ctx, &q.constraints, f);
            stats.slicing_dropped_constraints += (q.constraints.len() - kept.len()) as u64;
            if kept.is_empty() {
                return Ok(Answer::Sat(Assignment::default()));
            }
            return self.next.solve(
                ctx,
                &Query {
                    constraints: kept,
                    focus: q.focus,
                },
                stats,
            );
        }
        let gs = groups(ctx, &q.constraints);
        if gs.len() <= 1 {
            return self.next.solve(ctx, q, stats);
        }
        let mut model = Assignment::default();
        for g in gs {
            match self.next.solve(
                ctx,
                &Query {
                    constraints: g.clone(),
                    focus: None,
                },
                stats,
            )? {
                Answer::Unsat => return Ok(Answer::Unsat),
                Answer::Sat(m) => merge(ctx, &g, &m, &mut model),
            }
        }
        Ok(Answer::Sat(model))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::tests_support::Recorder;

    #[test]
    fn slice_keeps_transitively_related_constraints() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 8);
        let y = ctx.fresh_var("y", 8);
        let z = ctx.fresh_var("z", 8);
        let w = ctx.fresh_var("w", 8);
        let xy = ctx.ult(x, y);
        let yz = ctx.ult(y, z);
        let w0 = ctx.constant(0, 8);
        let wc = ctx.ne(w, w0);
        let q = ctx.eq(x, w0);
        assert_eq!(slice(&mut ctx, &[xy, wc, yz], q), vec![xy, yz]);
        assert_eq!(
            groups(&mut ctx, &[xy, wc, yz]),
            vec![vec![xy, yz], vec![wc]]
        );
    }

    #[test]
    fn related_keeps_what_touches_any_focus_or_array() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 8);
        let y = ctx.fresh_var("y", 8);
        let w = ctx.fresh_var("w", 8);
        let a = ctx.fresh_array("a", 4, 32);
        let zero = ctx.constant(0, 32);
        let a0 = ctx.select(a, zero);
        let id = ctx.symbols(a0).arrays[0];
        let ay = ctx.ult(a0, y);
        let c0 = ctx.constant(0, 8);
        let xc = ctx.ne(x, c0);
        let wc = ctx.ne(w, c0);
        let cs = [ay, xc, wc];
        assert_eq!(related(&mut ctx, &cs, &[x], &[id]), vec![ay, xc]);
        assert_eq!(related(&mut ctx, &cs, &[w], &[]), vec![wc]);
        assert!(related(&mut ctx, &cs, &[], &[]).is_empty());
    }

    #[test]
    fn focus_queries_drop_unrelated_constraints() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 8);
        let y = ctx.fresh_var("y", 8);
        let five = ctx.constant(5, 8);
        let cx = ctx.ult(x, five);
        let cy = ctx.ult(y, five);
        let e = ctx.eq(x, five);
        let (rec, log) = Recorder::new();
        let mut layer = Slicing::new(Box::new(rec));
        let mut stats = SolverStats::default();
        let q = Query {
            constraints: vec![cx, cy, e],
            focus: Some(e),
        };
        assert!(layer.solve(&mut ctx, &q, &mut stats).is_ok());
        assert_eq!(stats.slicing_dropped_constraints, 1);
        let seen = log.lock().map(|l| l.clone()).unwrap_or_default();
        assert_eq!(seen, vec![vec![cx, e]]);
    }

    #[test]
    fn whole_set_queries_are_split_into_groups() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 8);
        let y = ctx.fresh_var("y", 8);
        let five = ctx.constant(5, 8);
        let cx = ctx.ult(x, five);
        let cy = ctx.ult(y, five);
        let (rec, log) = Recorder::new();
        let mut layer = Slicing::new(Box::new(rec));
        let mut stats = SolverStats::default();
        let q = Query {
            constraints: vec![cx, cy],
            focus: None,
        };
        assert!(layer.solve(&mut ctx, &q, &mut stats).is_ok());
        let seen = log.lock().map(|l| l.clone()).unwrap_or_default();
        assert_eq!(seen, vec![vec![cx], vec![cy]]);
    }
}
