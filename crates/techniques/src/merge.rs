//! Merging two states at the same program point into one whose path condition is the
//! disjunction of theirs and whose values are `ite`s where they differ (seed 002's merging
//! at loop headers, and KLEE's): states that went different ways through a loop body
//! continue as one. With merging at every join point as well, path exploration becomes
//! bounded model checking's one formula per program point.
//!
//! A state that takes a loop's back edge (or, with joins, enters any block several edges
//! lead into) stops and is held. When no other state waits (or too many are held), the
//! held states at the same point of the same iteration ([`merge_key`]) are merged; with
//! joins, only those at the earliest position go on ([`Schedule`]), so that a join waits
//! for every state before it. Inputs are then named by their position on the path, so
//! that states that read inputs after a fork still merge.
//!
//! Two paths of one deterministic program are disjoint sets of inputs, so choosing a value
//! by the first state's own constraints (those the other does not have) is exact.

use rustc_hash::FxHashSet as HashSet;

use expr::ExprRef;
use ir::TyKind;
use memory::SVal;
use symex::{
    Absorbed, AtStop, Counters, Executor, InputVar, Interest, Jump, Needs, State, Strategy, Val,
    Verdict,
};

/// Held states beyond which they are merged without waiting for the others to arrive.
const PARKED_MAX: usize = 4096;

/// Merges tried for one held state.
const MERGE_TRIES: usize = 8;

/// Merges states at loops' back edges (and, with `joins`, at every join point).
#[derive(Debug, Default)]
pub struct Merge {
    /// Stop at loops' back edges.
    loops: bool,
    /// Stop at every join point too.
    joins: bool,
    /// Keep the states merged into others whose counts of an ended loop entry the merged
    /// state does not keep (their own path conditions reach what they counted).
    keep_counted: bool,
    parked: Vec<State>,
    schedule: Schedule,
    /// Merges made.
    pub merges: u64,
    /// With `keep_counted`: the states merged away that counted more than the result.
    pub merged_away: Vec<State>,
    /// States merged away since the last [`Strategy::take_absorbed`], with the state that
    /// stands for them.
    absorbed: Vec<Absorbed>,
}

impl Merge {
    /// Merging at loops' back edges (`loops`) and at every join point (`joins`); with
    /// `keep_counted`, the states merged away that counted more iterations of some loop
    /// entry than the merged state keeps are kept in [`Merge::merged_away`].
    pub fn new(loops: bool, joins: bool, keep_counted: bool) -> Merge {
        Merge {
            loops,
            joins,
            keep_counted,
            ..Merge::default()
        }
    }
}

impl Strategy for Merge {
    symex::strategy_basics!();

    fn name(&self) -> &'static str {
        "merge"
    }

    fn interest(&self) -> Interest {
        Interest {
            jump: true,
            ..Interest::default()
        }
    }

    fn needs(&self) -> Needs {
        Needs {
            loops: true,
            named_inputs: self.joins,
            ..Needs::default()
        }
    }

    fn on_jump(&mut self, _: &mut Executor<'_, '_>, _: &mut State, j: &Jump) -> Verdict {
        if (self.loops && j.back_edge) || (self.joins && j.join) {
            Verdict::Stop
        } else {
            Verdict::Go
        }
    }

    fn at_stop(&mut self, _: &mut Executor<'_, '_>, st: State) -> AtStop {
        self.parked.push(st);
        AtStop::Held
    }

    fn release(&mut self, ex: &mut Executor<'_, '_>, idle: bool) -> Vec<State> {
        if !(self.parked.len() >= PARKED_MAX || (idle && !self.parked.is_empty())) {
            return Vec::new();
        }
        if self.joins && self.parked.len() < PARKED_MAX {
            let mut now = self.schedule.earliest(ex.prog.module, &mut self.parked);
            self.merge_parked(ex, &mut now)
        } else {
            let mut all = std::mem::take(&mut self.parked);
            self.merge_parked(ex, &mut all)
        }
    }

    fn take_absorbed(&mut self) -> Vec<Absorbed> {
        std::mem::take(&mut self.absorbed)
    }

    fn held(&self) -> usize {
        self.parked.len()
    }

    fn drain(&mut self) -> Vec<State> {
        std::mem::take(&mut self.parked)
    }

    fn stats(&self, out: &mut Counters) {
        *out.entry("merges").or_default() += self.merges;
    }
}

/// Whether `s` counted more iterations of some ended loop entry than `merged` keeps (the
/// merged state keeps what both sides reached).
fn counts_more(s: &State, merged: &State) -> bool {
    s.loops
        .max
        .iter()
        .any(|(k, &n)| merged.loops.max.get(k).is_none_or(|&m| n > m))
}

impl Merge {
    /// Merges the held states that stand at the same point of the same iteration; returns
    /// the results to go on, in the order their groups first appear.
    fn merge_parked(&mut self, ex: &mut Executor<'_, '_>, parked: &mut Vec<State>) -> Vec<State> {
        // Groups in the order they first appear, so that exploration stays deterministic.
        let mut index: rustc_hash::FxHashMap<MergeKey, usize> = Default::default();
        let mut groups: Vec<Vec<State>> = Vec::new();
        for st in parked.drain(..) {
            let i = *index.entry(merge_key(&st)).or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            groups[i].push(st);
        }
        let announce = ex.interest().absorbed;
        let mut out = Vec::new();
        for states in groups {
            let mut done: Vec<State> = Vec::new();
            // States merged away, with the index in `done` of the state standing for them.
            let mut away: Vec<(State, usize)> = Vec::new();
            for st in states {
                // The latest results first, and only a few: a merge that fails costs a
                // comparison of both memories.
                let merged = done
                    .iter()
                    .enumerate()
                    .rev()
                    .take(MERGE_TRIES)
                    .find_map(|(i, d)| merge(ex, d, &st).map(|m| (i, m)));
                match merged {
                    Some((i, m)) => {
                        self.merges += 1;
                        let before = std::mem::replace(&mut done[i], m);
                        if self.keep_counted && counts_more(&before, &done[i]) {
                            self.merged_away.push(before);
                        }
                        if self.keep_counted && counts_more(&st, &done[i]) {
                            self.merged_away.push(st.clone());
                        }
                        // The merged state keeps `before`'s extensions: it goes on as
                        // `before` did, and `st` is the one that ends here.
                        if announce {
                            away.push((st, i));
                        }
                    }
                    None => done.push(st),
                }
            }
            for (st, i) in away {
                self.absorbed.push(Absorbed {
                    away: st,
                    into: done[i].clone(),
                });
            }
            out.extend(done);
        }
        out
    }
}

/// What must be equal for two states to merge: where they are, in which loop iteration.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MergeKey {
    frames: Vec<(ir::FuncId, u32, u32)>,
    loops: Vec<(u32, ir::FuncId, ir::LoopId, u32)>,
    allocas: usize,
    inputs: usize,
    regions: usize,
}

/// The key two states must share to be merged.
pub fn merge_key(st: &State) -> MergeKey {
    MergeKey {
        frames: st.frames.iter().map(|f| (f.func, f.block, f.pc)).collect(),
        loops: st.loops.counter.entries(),
        allocas: st.allocas.len(),
        inputs: st.inputs.len(),
        regions: st.mem.len(),
    }
}

/// The order in which states held at join points go on: earliest first, so that a join
/// point waits for the states still before it. A position is compared frame by frame from
/// the outermost: the running loop entries' headers and iteration counts, then the block's
/// reverse post-order rank and the instruction. Counting iterations first keeps a loop's
/// exits after its iteration, and a block after the loops it follows.
#[derive(Debug, Default)]
struct Schedule {
    /// Per function: each block's rank in reverse post-order.
    rank: rustc_hash::FxHashMap<ir::FuncId, Vec<u64>>,
}

impl Schedule {
    /// Where `st` stands; lower goes first.
    fn position(&mut self, m: &ir::Module, st: &State) -> Vec<u64> {
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
    fn earliest(&mut self, m: &ir::Module, parked: &mut Vec<State>) -> Vec<State> {
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

/// One state standing for both `a` and `b`, or `None` when they cannot be merged exactly
/// (different calls, allocations or inputs, contents in forms that do not combine, a
/// strategy's data that refuses: [`symex::StateExt::merge`]).
pub fn merge(ex: &mut Executor<'_, '_>, a: &State, b: &State) -> Option<State> {
    if merge_key(a) != merge_key(b)
        || a.pending.is_some()
        || b.pending.is_some()
        || a.allocas != b.allocas
        || a.atexit != b.atexit
        || a.exiting != b.exiting
        || a.marks != b.marks
        || a.opened != b.opened
        || !same_inputs(a, b)
    {
        return None;
    }
    let exts = symex::ext::merge_exts(&mut ex.ctx, &a.exts, &b.exts)?;
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
    let ca = conjunction(ex, &only_a);
    let cb = conjunction(ex, &only_b);
    let mut m = a.clone();
    m.mem = a.mem.merged(&b.mem, &mut ex.ctx, ca)?;
    for (fi, (fa, fb)) in a.frames.iter().zip(&b.frames).enumerate() {
        let tys = &ex.prog.module.func(fa.func).values;
        for ri in fa.regs.differing(&fb.regs) {
            let (va, vb) = (&fa.regs[ri], &fb.regs[ri]);
            let width = tys.get(ri).map_or(64, |&t| reg_width(ex, t));
            let v = merge_val(ex, ca, va, vb, width)?;
            m.frames[fi].regs[ri] = v;
        }
    }
    let either = ex.ctx.or(ca, cb);
    m.set_constraints(&ex.ctx, common);
    m.add_constraint(&mut ex.ctx, either);
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

fn conjunction(ex: &mut Executor<'_, '_>, cs: &[ExprRef]) -> ExprRef {
    let mut out = ex.ctx.bool(true);
    for &c in cs {
        out = ex.ctx.and(out, c);
    }
    out
}

/// Bits of a register of type `t` held as one scalar.
fn reg_width(ex: &Executor<'_, '_>, t: ir::TyId) -> u32 {
    let m = ex.prog.module;
    match m.types.kind(t) {
        TyKind::Int(b) => *b,
        TyKind::Float(f) => semantics::arith::float_bits(*f),
        TyKind::Ptr => ex.ptr_bits(),
        _ => (m.types.get(t).store_size * 8) as u32,
    }
}

fn merge_val(ex: &mut Executor<'_, '_>, c: ExprRef, a: &Val, b: &Val, width: u32) -> Option<Val> {
    match (a, b) {
        (Val::S(x), Val::S(y)) => Some(Val::S(ite_sval(ex, c, *x, *y, width))),
        (Val::Bytes(x), Val::Bytes(y)) if x.len() == y.len() => {
            let bytes: Vec<SVal> = x
                .iter()
                .zip(y.iter())
                .map(|(p, q)| {
                    if p == q {
                        *p
                    } else {
                        ite_sval(ex, c, *p, *q, 8)
                    }
                })
                .collect();
            Some(Val::Bytes(bytes.into()))
        }
        _ => None,
    }
}

fn ite_sval(ex: &mut Executor<'_, '_>, c: ExprRef, x: SVal, y: SVal, width: u32) -> SVal {
    let (vx, vy) = (x.expr(&mut ex.ctx, width), y.expr(&mut ex.ctx, width));
    let e = ex.ctx.ite(c, vx, vy);
    SVal::of(&ex.ctx, e)
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
