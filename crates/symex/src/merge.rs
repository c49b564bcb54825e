//! Merging two states at the same program point into one whose path condition is the
//! disjunction of theirs and whose values are `ite`s where they differ (the seed 002 and
//! KLEE-merging idea): states that went different ways through a loop body continue as one.
//!
//! Two paths of one deterministic program are disjoint sets of inputs, so choosing a value by
//! the first state's own constraints (those the other does not have) is exact.

use std::collections::HashSet;

use expr::ExprRef;
use ir::TyKind;
use memory::SVal;

use crate::exec::Executor;
use crate::state::{InputVar, State, Val};

/// What must be equal for two states to merge: where they are, in which loop iteration.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MergeKey {
    frames: Vec<(ir::FuncId, u32, u32)>,
    loops: Vec<(u32, ir::FuncId, ir::LoopId, u32)>,
    allocas: usize,
    inputs: usize,
    regions: usize,
}

impl State {
    /// The key two states must share to be merged.
    pub fn merge_key(&self) -> MergeKey {
        MergeKey {
            frames: self
                .frames
                .iter()
                .map(|f| (f.func, f.block, f.pc))
                .collect(),
            loops: self.loops.counter.entries(),
            allocas: self.allocas.len(),
            inputs: self.inputs.len(),
            regions: self.mem.len(),
        }
    }
}

/// The order in which states parked at join points go on (with
/// [`super::SymConfig::merge_joins`]): earliest first, so that a join point waits for the
/// states still before it. A position is compared frame by frame from the outermost: the
/// running loop entries' headers and iteration counts, then the block's reverse post-order
/// rank and the instruction. Counting iterations first keeps a loop's exits after its
/// iteration, and a block after the loops it follows.
#[derive(Debug, Default)]
pub(crate) struct Schedule {
    /// Per function: each block's rank in reverse post-order.
    rank: std::collections::HashMap<ir::FuncId, Vec<u64>>,
}

impl Schedule {
    /// Where `st` stands; lower goes first.
    pub(crate) fn position(&mut self, m: &ir::Module, st: &State) -> Vec<u64> {
        let entries = st.loops.counter.entries();
        let mut key = Vec::new();
        for (i, f) in st.frames.iter().enumerate() {
            let Some(body) = m.func(f.func).body.as_ref() else {
                continue;
            };
            let rank = self.rank.entry(f.func).or_insert_with(|| {
                let mut r = vec![u64::MAX; body.blocks.len()];
                for (k, b) in body.cfg.rpo.iter().enumerate() {
                    r[b.0 as usize] = k as u64;
                }
                r
            });
            let of = |b: u32| rank.get(b as usize).copied().unwrap_or(u64::MAX);
            for &(depth, func, lp, back) in &entries {
                if depth as usize == i + 1 && func == f.func {
                    key.push(of(body.loops.loops[lp.0 as usize].header.0));
                    key.push(u64::from(back));
                }
            }
            key.push(of(f.block));
            key.push(u64::from(f.pc));
        }
        key
    }

    /// Takes out of `parked` the states at the earliest position.
    pub(crate) fn earliest(&mut self, m: &ir::Module, parked: &mut Vec<State>) -> Vec<State> {
        let keys: Vec<Vec<u64>> = parked.iter().map(|s| self.position(m, s)).collect();
        let Some(first) = keys.iter().min().cloned() else {
            return Vec::new();
        };
        let mut now = Vec::new();
        for (s, k) in std::mem::take(parked).into_iter().zip(keys) {
            if k == first {
                now.push(s);
            } else {
                parked.push(s);
            }
        }
        now
    }
}

impl Executor<'_, '_> {
    /// One state standing for both `a` and `b`, or `None` when they cannot be merged exactly
    /// (different calls, allocations or inputs, contents in forms that do not combine).
    pub fn merge(&mut self, a: &State, b: &State) -> Option<State> {
        if a.merge_key() != b.merge_key()
            || a.pending.is_some()
            || b.pending.is_some()
            || !a.lazy.is_empty()
            || !b.lazy.is_empty()
            || a.allocas != b.allocas
            || a.atexit != b.atexit
            || a.exiting != b.exiting
            || a.marks != b.marks
            || a.opened != b.opened
            || !std::sync::Arc::ptr_eq(&a.array_abs, &b.array_abs)
            || !same_inputs(a, b)
        {
            return None;
        }
        let exts = crate::strategy::merge_exts(self, &a.exts, &b.exts)?;
        let in_b: HashSet<ExprRef> = b.constraints.iter().copied().collect();
        let in_a: HashSet<ExprRef> = a.constraints.iter().copied().collect();
        let common: Vec<ExprRef> = a
            .constraints
            .iter()
            .copied()
            .filter(|c| in_b.contains(c))
            .collect();
        let own = |cs: &[ExprRef], other: &HashSet<ExprRef>| -> Vec<ExprRef> {
            cs.iter().copied().filter(|c| !other.contains(c)).collect()
        };
        let (only_a, only_b) = (own(&a.constraints, &in_b), own(&b.constraints, &in_a));
        if only_a.is_empty() || only_b.is_empty() {
            // One condition contains the other: as paths are disjoint, that one is the path.
            return None;
        }
        let ca = self.conjunction(&only_a);
        let cb = self.conjunction(&only_b);
        let mut m = a.clone();
        m.mem = a.mem.merged(&b.mem, &mut self.ctx, ca)?;
        for (fi, (fa, fb)) in a.frames.iter().zip(&b.frames).enumerate() {
            let tys = &self.prog.module.func(fa.func).values;
            for ri in fa.regs.differing(&fb.regs) {
                let (va, vb) = (&fa.regs[ri], &fb.regs[ri]);
                let width = tys.get(ri).map_or(64, |&t| self.reg_width(t));
                let v = self.merge_val(ca, va, vb, width)?;
                m.frames[fi].regs[ri] = v;
            }
        }
        let either = self.ctx.or(ca, cb);
        m.constraints = common;
        m.ranged = imbl::HashMap::new();
        m.reindex_ranges(&self.ctx);
        m.add_constraint(&mut self.ctx, either);
        let shared = a
            .decisions
            .iter()
            .zip(b.decisions.iter())
            .take_while(|(x, y)| x == y)
            .count();
        m.decisions = a.decisions.take(shared);
        m.exts = exts;
        for u in &b.unmodelled_results {
            if !m.unmodelled_results.contains(u) {
                m.unmodelled_results.push_back(u.clone());
            }
        }
        for ap in &b.approximations {
            if !m.approximations.contains(ap) {
                m.approximations.push(ap.clone());
            }
        }
        m.steps = a.steps.max(b.steps);
        // Only the counts both sides reach hold for every input of the merged state.
        m.loops.max = a
            .loops
            .max
            .iter()
            .filter_map(|(k, &x)| b.loops.max.get(k).map(|&y| (*k, x.min(y))))
            .collect();
        Some(m)
    }

    /// The variable of an input the program asks for on a path (named by its position among
    /// the path's inputs). With [`super::SymConfig::merge_joins`], paths share the variables
    /// of inputs at the same position, so that states which went different ways and then
    /// read more inputs still merge; otherwise each is fresh.
    pub(crate) fn input_var(&mut self, name: &str, width: u32) -> ExprRef {
        if self.config.merge_joins {
            self.ctx.named_var(name, width)
        } else {
            self.ctx.fresh_var(name, width)
        }
    }

    fn conjunction(&mut self, cs: &[ExprRef]) -> ExprRef {
        let mut out = self.ctx.bool(true);
        for &c in cs {
            out = self.ctx.and(out, c);
        }
        out
    }

    /// Bits of a register of type `t` held as one scalar.
    fn reg_width(&self, t: ir::TyId) -> u32 {
        let m = self.prog.module;
        match m.types.kind(t) {
            TyKind::Int(b) => *b,
            TyKind::Float(f) => crate::exec::fbits(*f),
            TyKind::Ptr => self.ptr_bits(),
            _ => (m.types.get(t).store_size * 8) as u32,
        }
    }

    fn merge_val(&mut self, c: ExprRef, a: &Val, b: &Val, width: u32) -> Option<Val> {
        match (a, b) {
            (Val::S(x), Val::S(y)) => Some(Val::S(self.ite_sval(c, *x, *y, width))),
            (Val::Bytes(x), Val::Bytes(y)) if x.len() == y.len() => {
                let bytes: Vec<SVal> = x
                    .iter()
                    .zip(y.iter())
                    .map(|(p, q)| {
                        if p == q {
                            *p
                        } else {
                            self.ite_sval(c, *p, *q, 8)
                        }
                    })
                    .collect();
                Some(Val::Bytes(bytes.into()))
            }
            _ => None,
        }
    }

    fn ite_sval(&mut self, c: ExprRef, x: SVal, y: SVal, width: u32) -> SVal {
        let (ex, ey) = (x.expr(&mut self.ctx, width), y.expr(&mut self.ctx, width));
        let e = self.ctx.ite(c, ex, ey);
        SVal::of(&self.ctx, e)
    }
}

/// Both states asked for the same inputs (the same variables, in the same order).
fn same_inputs(a: &State, b: &State) -> bool {
    a.inputs.len() == b.inputs.len()
        && a.inputs
            .iter()
            .zip(&b.inputs)
            .all(|(x, y)| match (&x.var, &y.var) {
                (InputVar::Scalar(p), InputVar::Scalar(q)) => p == q,
                (InputVar::Buffer(p, n), InputVar::Buffer(q, k)) => p == q && n == k,
                (InputVar::Bytes(p), InputVar::Bytes(q)) => p == q,
                _ => false,
            })
}
