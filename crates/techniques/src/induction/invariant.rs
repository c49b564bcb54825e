//! Candidate loop invariants that strengthen k-induction's step (Houdini). The step stands
//! for the loop's state after any number of iterations by making every written slot fresh;
//! alone, that loses every relation the loop keeps (`x + 2*y` constant, `y` odd, `i <= n`),
//! and the step is refuted for every k. So each step also assumes candidate relations between
//! the slots' fresh values and their values at the loop's entry:
//!
//! - `a*x + b*y == a*x0 + b*y0` for written integer slots `x`, `y` of one width and small
//!   coefficients (sums and differences kept);
//! - `x ≡ x0 (mod 2^j)`, j = 1..3 (parity and alignment kept);
//! - `x >= x0` and `x <= x0`, signed (counters that only grow or shrink);
//! - `x <= y`, signed, for `y` any integer slot of the function (`i <= n`), when it holds at
//!   the entry.
//!
//! A candidate is assumed only if it holds at that entry (the first three hold there by
//! construction); each time a step comes back to the head after its first iteration, the
//! candidates must hold again at the new values (one query for all of them; a model that
//! breaks some drops those and asks again). A candidate that fails is **refuted**: it is
//! recorded, and a run in which one was refuted proves nothing (its steps assumed it); the
//! next run leaves it out. A run with no refutation has checked that every assumed candidate
//! holds at every entry and is kept by every iteration from any state satisfying them all, so
//! they are invariants and the step's assumptions are sound.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::Arc;

use expr::{CmpOp, ExprRef};
use ir::{BlockId, FuncId, LoopId, Module, Op, ValueId};
use memory::{Offset, SVal};

use symex::{Executor, State, Val};

/// A relation between a loop's slots now and at the loop's entry (`x0`, `y0`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relation {
    /// `a*x + b*y == a*x0 + b*y0` (wrapping).
    Linear {
        /// First slot.
        x: ValueId,
        /// Second slot.
        y: ValueId,
        /// Coefficient of `x`.
        a: i8,
        /// Coefficient of `y`.
        b: i8,
    },
    /// `x - x0` is a multiple of `2^log2`.
    Congruent {
        /// The slot.
        x: ValueId,
        /// The power of two.
        log2: u8,
    },
    /// `x >= x0` (`up`) or `x <= x0`, signed.
    Monotone {
        /// The slot.
        x: ValueId,
        /// Whether the slot only grows.
        up: bool,
    },
    /// `x <= y`, signed.
    Order {
        /// The smaller slot.
        x: ValueId,
        /// The larger slot.
        y: ValueId,
    },
}

impl Relation {
    /// The slots the relation is about.
    fn slots(&self) -> Vec<ValueId> {
        match *self {
            Relation::Linear { x, y, .. } | Relation::Order { x, y } => vec![x, y],
            Relation::Congruent { x, .. } | Relation::Monotone { x, .. } => vec![x],
        }
    }
}

/// A candidate invariant of one loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Candidate {
    /// The loop's function.
    pub func: FuncId,
    /// The loop.
    pub lp: LoopId,
    /// The relation.
    pub rel: Relation,
}

/// What a step assumes: its candidates and the slots' values at the loop's entry.
#[derive(Debug, PartialEq, Eq)]
pub struct Assumed {
    cands: Vec<Candidate>,
    entry: Vec<(ValueId, ExprRef)>,
}

/// The integer slots of a loop's function: those an iteration writes and the others.
#[derive(Debug, Default)]
pub struct Slots {
    written: Vec<(ValueId, u32)>,
    others: Vec<(ValueId, u32)>,
}

/// The integer allocas of `f` (8 to 64 bits), split by whether `written` holds them.
pub fn slots(m: &Module, f: FuncId, written: &[ValueId]) -> Slots {
    let mut s = Slots::default();
    let Some(body) = m.func(f).body.as_ref() else {
        return s;
    };
    for b in 0..body.blocks.len() {
        for inst in block_insts(m, f, ir::BlockId(b as u32)) {
            let Op::Alloca {
                ty,
                dst,
                count: ir::Operand::Const(_),
                ..
            } = inst.op
            else {
                continue;
            };
            let ir::TyKind::Int(bits) = m.types.kind(ty) else {
                continue;
            };
            if ![8, 16, 32, 64].contains(bits) {
                continue;
            }
            if written.contains(&dst) {
                s.written.push((dst, *bits));
            } else {
                s.others.push((dst, *bits));
            }
        }
    }
    s
}

/// Coefficient pairs of the linear candidates.
const COEFFICIENTS: [(i8, i8); 6] = [(1, 1), (1, -1), (1, 2), (1, -2), (2, 1), (2, -1)];

/// At most this many slots take part in pairwise candidates (the query grows with their square).
const MAX_PAIR_SLOTS: usize = 8;

/// Every candidate of loop `lp` of `func` over `slots`.
fn candidates(func: FuncId, lp: LoopId, slots: &Slots) -> Vec<Candidate> {
    let mut rels = Vec::new();
    let w = &slots.written;
    for &(x, _) in w {
        for log2 in 1..=3 {
            rels.push(Relation::Congruent { x, log2 });
        }
        rels.push(Relation::Monotone { x, up: true });
        rels.push(Relation::Monotone { x, up: false });
    }
    let pairable = w.len() <= MAX_PAIR_SLOTS;
    for (i, &(x, bx)) in w.iter().enumerate() {
        if !pairable {
            break;
        }
        for &(y, by) in &w[i + 1..] {
            if bx != by {
                continue;
            }
            for (a, b) in COEFFICIENTS {
                rels.push(Relation::Linear { x, y, a, b });
            }
            rels.push(Relation::Order { x, y });
            rels.push(Relation::Order { x: y, y: x });
        }
        for &(y, by) in slots.others.iter().take(MAX_PAIR_SLOTS) {
            if bx == by {
                rels.push(Relation::Order { x, y });
                rels.push(Relation::Order { x: y, y: x });
            }
        }
    }
    rels.into_iter()
        .map(|rel| Candidate { func, lp, rel })
        .collect()
}

impl InvariantBook {
    /// The value of the integer slot `v` (an alloca of the innermost frame) of `bits` bits.
    fn slot_value(ex: &mut Executor<'_, '_>, st: &State, v: ValueId, bits: u32) -> Option<ExprRef> {
        let fr = st.frames.last()?;
        let Some(Val::S(SVal::C(addr))) = fr.regs.get(v.0 as usize) else {
            return None;
        };
        let r = st.mem.region_at(u64::try_from(*addr).ok()?)?;
        let region = st.mem.region(r);
        if !region.initialized(Offset::C(0), u64::from(bits / 8)) {
            // A never-written slot becomes a fresh input when the program reads it: the
            // zeros memory holds now are not its value.
            return None;
        }
        let iw = ex.ptr_bits();
        let val = region.read(&mut ex.ctx, Offset::C(0), bits / 8, iw)?;
        Some(val.expr(&mut ex.ctx, bits))
    }

    /// The candidate `c` over the current values of `st` and the entry values `entry`.
    fn relation(
        ex: &mut Executor<'_, '_>,
        st: &State,
        c: &Candidate,
        entry: &HashMap<ValueId, ExprRef>,
    ) -> Option<ExprRef> {
        let bits = |ctx: &expr::Ctx, e: ExprRef| ctx.width(e);
        let ctx_now = |ex: &mut Executor<'_, '_>, v: ValueId| {
            let w = bits(&ex.ctx, *entry.get(&v)?);
            Self::slot_value(ex, st, v, w)
        };
        Some(match c.rel {
            Relation::Linear { x, y, a, b } => {
                let (xn, yn) = (ctx_now(ex, x)?, ctx_now(ex, y)?);
                let (x0, y0) = (*entry.get(&x)?, *entry.get(&y)?);
                let now = Self::combination(ex, xn, yn, a, b);
                let then = Self::combination(ex, x0, y0, a, b);
                ex.ctx.eq(now, then)
            }
            Relation::Congruent { x, log2 } => {
                let (xn, x0) = (ctx_now(ex, x)?, *entry.get(&x)?);
                let w = bits(&ex.ctx, xn);
                let low = ex.ctx.constant((1u128 << log2) - 1, w);
                let d = ex.ctx.sub(xn, x0);
                let masked = ex.ctx.bin(expr::BinOp::And, d, low);
                let zero = ex.ctx.constant(0, w);
                ex.ctx.eq(masked, zero)
            }
            Relation::Monotone { x, up } => {
                let (xn, x0) = (ctx_now(ex, x)?, *entry.get(&x)?);
                if up {
                    ex.ctx.cmp(CmpOp::Sle, x0, xn)
                } else {
                    ex.ctx.cmp(CmpOp::Sle, xn, x0)
                }
            }
            Relation::Order { x, y } => {
                let (xn, yn) = (ctx_now(ex, x)?, ctx_now(ex, y)?);
                ex.ctx.cmp(CmpOp::Sle, xn, yn)
            }
        })
    }

    /// `a*x + b*y`.
    fn combination(ex: &mut Executor<'_, '_>, x: ExprRef, y: ExprRef, a: i8, b: i8) -> ExprRef {
        let w = ex.ctx.width(x);
        let ca = ex.ctx.constant(a as i128 as u128, w);
        let cb = ex.ctx.constant(b as i128 as u128, w);
        let (ax, by) = (ex.ctx.mul(ca, x), ex.ctx.mul(cb, y));
        ex.ctx.add(ax, by)
    }

    /// At a loop entry that splits off `step` from `entry_state` (before the havoc): the
    /// candidates not refuted yet that hold at this entry, with the slots' entry values.
    pub fn entry_candidates(
        &mut self,
        ex: &mut Executor<'_, '_>,
        entry_state: &State,
        func: FuncId,
        lp: LoopId,
        slots: &Slots,
    ) -> Option<Arc<Assumed>> {
        let mut entry = Vec::new();
        for &(v, bits) in slots.written.iter().chain(&slots.others) {
            if let Some(e) = Self::slot_value(ex, entry_state, v, bits) {
                entry.push((v, e));
            }
        }
        let map: HashMap<ValueId, ExprRef> = entry.iter().copied().collect();
        let mut cands = Vec::new();
        for c in candidates(func, lp, slots) {
            if self.refuted.contains(&c) || !c.rel.slots().iter().all(|v| map.contains_key(v)) {
                continue;
            }
            let holds = match c.rel {
                Relation::Order { .. } => Self::relation(ex, entry_state, &c, &map)
                    .is_some_and(|e| ex.must(entry_state, e).unwrap_or(false)),
                _ => true,
            };
            if holds {
                cands.push(c);
            }
        }
        (!cands.is_empty()).then(|| Arc::new(Assumed { cands, entry }))
    }

    /// Adds the assumed candidates, over `step`'s fresh values, to its path condition.
    pub fn assume_candidates(
        &mut self,
        ex: &mut Executor<'_, '_>,
        step: &mut State,
        assumed: &Assumed,
    ) {
        let map: HashMap<ValueId, ExprRef> = assumed.entry.iter().copied().collect();
        for c in &assumed.cands {
            if let Some(e) = Self::relation(ex, step, c, &map) {
                step.add_constraint(&mut ex.ctx, e);
            }
        }
    }

    /// At the head after a step's first iteration: refutes the assumed candidates this path
    /// may break.
    pub fn check_candidates(&mut self, ex: &mut Executor<'_, '_>, st: &State, assumed: &Assumed) {
        let map: HashMap<ValueId, ExprRef> = assumed.entry.iter().copied().collect();
        let mut live: Vec<(Candidate, ExprRef)> = Vec::new();
        for c in &assumed.cands {
            if self.refuted.contains(c) {
                continue;
            }
            match Self::relation(ex, st, c, &map) {
                Some(e) => live.push((*c, e)),
                None => self.refute(*c),
            }
        }
        while !live.is_empty() {
            let all = live
                .iter()
                .map(|&(_, e)| e)
                .reduce(|a, b| ex.ctx.and(a, b))
                .unwrap_or_else(|| ex.ctx.bool(true));
            let broken = ex.ctx.not(all);
            if ex.ctx.as_const(broken) == Some(0) {
                return;
            }
            let mut cs = st.constraints.clone();
            cs.push(broken);
            let model = match ex.solver.model(&mut ex.ctx, &cs) {
                Ok(Some(m)) => m,
                Ok(None) => return,
                Err(_) => {
                    // Undecided: none of them is known to hold.
                    for (c, _) in live {
                        self.refute(c);
                    }
                    return;
                }
            };
            let before = live.len();
            live.retain(|&(c, e)| {
                let keep = ex.ctx.eval(e, &model) == 1;
                if !keep {
                    self.refuted.insert(c);
                    self.refutations += 1;
                }
                keep
            });
            if live.len() == before {
                // The model breaks the conjunction but no single candidate: cannot happen
                // with exact evaluation; give them all up rather than loop.
                for (c, _) in live {
                    self.refute(c);
                }
                return;
            }
        }
    }

    fn refute(&mut self, c: Candidate) {
        if self.refuted.insert(c) {
            self.refutations += 1;
        }
    }
}

/// Candidates refuted so far (kept across runs) and refutations in this run.
#[derive(Clone, Debug, Default)]
pub struct InvariantBook {
    /// Candidates known not to be invariants.
    pub refuted: HashSet<Candidate>,
    /// Candidates refuted during this run: if any, the run's steps assumed a non-invariant.
    pub refutations: u64,
}

/// The instructions of block `b` of `f`.
pub fn block_insts(m: &Module, f: FuncId, b: BlockId) -> &[ir::Inst] {
    let Some(body) = m.func(f).body.as_ref() else {
        return &[];
    };
    let blk = &body.blocks[b.0 as usize];
    &body.insts[blk.start as usize..blk.end as usize]
}
