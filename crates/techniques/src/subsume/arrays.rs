//! Array abstraction at loop headers (seed 004, §5.2), for the buffers of symbolic length an
//! entry function takes (`size n a`). The live integer variables that index such an array
//! (their values lie in `[0, n]`) become fresh values that keep only their order relative to
//! each other, 0 and `n`; the array's contents become a fresh array with, for every segment
//! between two of those bounds, the comparisons every element in it satisfies with a live
//! variable or 0 (seed: summarised runs of cells between interruptions). The state goes on
//! from that abstraction: a read instantiates the facts at the index it reads, so the facts
//! stay quantifier-free. The abstract state stands for more states than the concrete one,
//! hence subsumption at the header can end loops over arrays of any length.

use rustc_hash::FxHashSet as HashSet;
use std::sync::Arc;

use expr::{ArrRef, CmpOp, ExprRef};
use memory::{Offset, RegionId, SVal};

use symex::Executor;

use super::facts::Facts;
use symex::{MergeExt, SizedArray, State, StateExt};

/// Integer variables of the header considered as indices, at most.
const MAX_ROOTS: usize = 6;

/// Variables the elements are compared with (besides 0), at most.
const MAX_OPERANDS: usize = 4;

/// What a segment bound was abstracted from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// Index 0.
    Zero,
    /// The length of the sized array with this block.
    Len(RegionId),
    /// The index variable in this stack slot.
    Slot(RegionId),
    /// One past the dead index variable in this stack slot (the element it indexes alone).
    Next(RegionId),
}

/// How every element of a segment compares with the operand (signed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rel {
    /// At most.
    Le,
    /// Below.
    Lt,
    /// At least.
    Ge,
    /// Above.
    Gt,
    /// Equal.
    Eq,
    /// Different.
    Ne,
}

impl Rel {
    /// Whether `self` holding means `weaker` holds.
    fn implies(self, weaker: Rel) -> bool {
        use Rel::*;
        self == weaker
            || matches!(
                (self, weaker),
                (Lt, Le | Ne) | (Gt, Ge | Ne) | (Eq, Le | Ge)
            )
    }
}

/// Every element of `[lo, hi)` of an abstracted array is `rel` to `operand`.
#[derive(Clone, Debug)]
pub struct ElemFact {
    /// Where the bounds and the operand come from: a fact of a stored state is implied by the
    /// new state's fact with the same key and a comparison at least as strong.
    pub key: (Mark, Mark, Option<RegionId>),
    /// First element index (pointer-wide).
    pub lo: ExprRef,
    /// One past the last element index (pointer-wide).
    pub hi: ExprRef,
    /// The comparison.
    pub rel: Rel,
    /// What the elements are compared with (element-wide).
    pub operand: ExprRef,
}

/// An array whose contents abstraction replaced by `base`, about which `facts` hold.
#[derive(Clone, Debug)]
pub struct AbstractArray {
    /// Its block.
    pub region: RegionId,
    /// The fresh array of its contents at the abstraction.
    pub base: ArrRef,
    /// Bytes per element.
    pub elem: u32,
    /// What every element of some segment satisfies.
    pub facts: Vec<ElemFact>,
}

/// The array abstraction of one path (shared by its forks).
#[derive(Clone, Debug, Default)]
pub struct ArrayAbstraction {
    /// The arrays abstracted.
    pub arrays: Vec<AbstractArray>,
    /// The fresh index values (their constraints are replaced at the next abstraction).
    pub roots: Vec<ExprRef>,
}

/// A path's array abstraction, as its per-state data: the one of the last loop header
/// (shared by the path's forks).
#[derive(Clone, Debug, Default)]
pub struct ArrayFacts(pub Arc<ArrayAbstraction>);

impl StateExt for ArrayFacts {
    symex::state_ext_basics!();

    /// Two paths merge only with the same abstraction (or none): each instantiates its
    /// facts where it reads.
    fn merge(&self, other: &dyn StateExt, _: &mut expr::Ctx) -> MergeExt {
        match other.as_any().downcast_ref::<ArrayFacts>() {
            Some(o) if Arc::ptr_eq(&self.0, &o.0) => MergeExt::Keep,
            _ => MergeExt::Refuse,
        }
    }

    /// Subsumption compares the abstracted arrays themselves ([`Facts::array_cover`]).
    fn covers(&self, _: &dyn StateExt) -> bool {
        true
    }
}

/// The array abstraction of `st`'s path (empty before the first).
pub fn current(st: &State) -> Arc<ArrayAbstraction> {
    st.ext::<ArrayFacts>()
        .map(|a| a.0.clone())
        .unwrap_or_default()
}

/// Whether `st`'s path has abstracted arrays (whose reads instantiate facts).
pub fn abstracted(st: &State) -> bool {
    st.ext::<ArrayFacts>()
        .is_some_and(|a| !a.0.arrays.is_empty())
}

/// The known order of two bounds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Order {
    Lt,
    Le,
    Eq,
    Ge,
    Gt,
    Unknown,
}

/// A bound being abstracted: where from, its value now, its value after, whether its
/// variable is dead at the header.
struct Bound {
    mark: Mark,
    old: ExprRef,
    new: ExprRef,
    dead: bool,
}

impl Facts {
    /// Abstracts the sized arrays of `st` and the variables indexing them; true when it did.
    pub fn abstract_arrays(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        dead_slots: &HashSet<RegionId>,
    ) -> bool {
        let sized: Vec<SizedArray> = ex
            .sized_arrays
            .iter()
            .copied()
            .filter(|a| (a.region.0 as usize) < st.mem.len() && st.mem.region(a.region).live)
            .collect();
        if sized.is_empty() || st.pending.is_some() {
            return false;
        }
        let pb = ex.ptr_bits();
        let zero = ex.ctx.constant(0, pb);
        let mut bounds = vec![Bound {
            mark: Mark::Zero,
            old: zero,
            new: zero,
            dead: false,
        }];
        for a in &sized {
            bounds.push(Bound {
                mark: Mark::Len(a.region),
                old: a.len,
                new: a.len,
                dead: false,
            });
        }
        let roots = self.index_roots(ex, st, &sized, dead_slots);
        if roots.iter().all(|&(r, _, _)| dead_slots.contains(&r)) {
            return false;
        }
        let mut fresh_roots = Vec::new();
        let mut root_writes = Vec::new();
        for &(r, size, old) in &roots {
            if dead_slots.contains(&r) {
                // A dead index keeps its value: the segments it bounds keep their facts
                // after its loop (`for (i...) b[i] = k;` leaves b's first i elements k).
                bounds.push(Bound {
                    mark: Mark::Slot(r),
                    old,
                    new: old,
                    dead: true,
                });
                continue;
            }
            let v = ex.ctx.fresh_var("index", 8 * size);
            fresh_roots.push(v);
            root_writes.push((r, size, v));
            let new = ex.ctx.sext(v, pb);
            bounds.push(Bound {
                mark: Mark::Slot(r),
                old,
                new,
                dead: false,
            });
        }
        let Ok(order) = self.orders(ex, st, &bounds) else {
            return false;
        };
        let operands = self.operands(ex, st, &roots, &sized, dead_slots);
        let previous = current(st);
        let mut arrays = Vec::new();
        for a in &sized {
            let Ok(facts) =
                self.array_segment_facts(ex, st, a, &bounds, &order, &operands, &previous)
            else {
                return false;
            };
            let size = st.mem.region(a.region).size;
            let base = ex.ctx.fresh_array("array", size, pb);
            arrays.push(AbstractArray {
                region: a.region,
                base,
                elem: a.elem,
                facts,
            });
        }
        // What the old contents and index values were constrained by goes: the bounds'
        // order and the segments' facts say what is kept of it.
        let mut gone_arrays = HashSet::default();
        for a in &sized {
            let arr = st.mem.region(a.region).as_array(&mut ex.ctx, pb);
            let probe = ex.ctx.read_le(arr, zero, 1);
            gone_arrays.extend(ex.ctx.symbols(probe).arrays.iter().copied());
        }
        let gone_vars: HashSet<expr::VarId> = previous
            .roots
            .iter()
            .flat_map(|&v| ex.ctx.symbols(v).vars.clone())
            .collect();
        let mut kept = Vec::new();
        for &c in &st.constraints {
            let syms = ex.ctx.symbols(c);
            if !syms.arrays.iter().any(|a| gone_arrays.contains(a))
                && !syms.vars.iter().any(|v| gone_vars.contains(v))
            {
                kept.push(c);
            }
        }
        st.constraints = kept;
        st.reindex_ranges(&ex.ctx);
        for (i, x) in bounds.iter().enumerate() {
            for (j, y) in bounds.iter().enumerate().skip(i + 1) {
                if !matches!(x.mark, Mark::Slot(_)) && !matches!(y.mark, Mark::Slot(_)) {
                    continue;
                }
                let c = match order[i][j] {
                    Order::Lt => ex.ctx.slt(x.new, y.new),
                    Order::Le => ex.ctx.sle(x.new, y.new),
                    Order::Eq => ex.ctx.eq(x.new, y.new),
                    Order::Ge => ex.ctx.sle(y.new, x.new),
                    Order::Gt => ex.ctx.slt(y.new, x.new),
                    Order::Unknown => continue,
                };
                st.add_constraint(&mut ex.ctx, c);
            }
        }
        for (r, size, v) in root_writes {
            st.mem
                .region_mut(r)
                .write(&mut ex.ctx, Offset::C(0), size, SVal::S(v), pb);
        }
        for a in &arrays {
            st.mem.region_mut(a.region).set_contents(a.base);
        }
        st.ext_mut::<ArrayFacts>().0 = Arc::new(ArrayAbstraction {
            arrays,
            roots: fresh_roots,
        });
        st.abstracted = true;
        true
    }

    /// The integer stack variables whose value lies in `[0, len]` of a sized array: live
    /// ones, and dead ones with a symbolic value (slot, bytes, value pointer-wide).
    fn index_roots(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        sized: &[SizedArray],
        dead_slots: &HashSet<RegionId>,
    ) -> Vec<(RegionId, u32, ExprRef)> {
        let pb = ex.ptr_bits();
        let params: HashSet<ExprRef> = sized.iter().map(|a| a.param).collect();
        let mut roots = Vec::new();
        for &r in &st.allocas {
            let reg = st.mem.region(r);
            if !reg.live || !matches!(reg.size, 4 | 8) {
                continue;
            }
            let size = reg.size as u32;
            let Some(v) = reg.read(&mut ex.ctx, Offset::C(0), size, pb) else {
                continue;
            };
            let dead = dead_slots.contains(&r);
            if dead && matches!(v, SVal::C(_)) {
                continue;
            }
            let v = v.expr(&mut ex.ctx, 8 * size);
            if params.contains(&v) {
                continue;
            }
            let wide = ex.ctx.sext(v, pb);
            let zero = ex.ctx.constant(0, pb);
            let low = ex.ctx.sle(zero, wide);
            let mut inside = false;
            for a in sized {
                let high = ex.ctx.sle(wide, a.len);
                let both = ex.ctx.and(low, high);
                if ex.must(st, both).unwrap_or(false) {
                    inside = true;
                    break;
                }
            }
            if inside {
                roots.push((r, size, wide));
                if roots.len() == MAX_ROOTS {
                    break;
                }
            }
        }
        roots
    }

    /// The order the path condition implies between every two bounds (by their old values).
    fn orders(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        bounds: &[Bound],
    ) -> Result<Vec<Vec<Order>>, ()> {
        let n = bounds.len();
        let mut order = vec![vec![Order::Unknown; n]; n];
        for i in 0..n {
            order[i][i] = Order::Eq;
            for j in i + 1..n {
                let (x, y) = (bounds[i].old, bounds[j].old);
                let o = if self.order_implied(ex, st, CmpOp::Eq, x, y)? {
                    Order::Eq
                } else if self.order_implied(ex, st, CmpOp::Slt, x, y)? {
                    Order::Lt
                } else if self.order_implied(ex, st, CmpOp::Slt, y, x)? {
                    Order::Gt
                } else if self.order_implied(ex, st, CmpOp::Sle, x, y)? {
                    Order::Le
                } else if self.order_implied(ex, st, CmpOp::Sle, y, x)? {
                    Order::Ge
                } else {
                    Order::Unknown
                };
                order[i][j] = o;
                order[j][i] = match o {
                    Order::Lt => Order::Gt,
                    Order::Gt => Order::Lt,
                    Order::Le => Order::Ge,
                    Order::Ge => Order::Le,
                    o => o,
                };
            }
        }
        Ok(order)
    }

    /// Whether the path condition implies `x op y`.
    fn order_implied(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        op: CmpOp,
        x: ExprRef,
        y: ExprRef,
    ) -> Result<bool, ()> {
        let c = ex.ctx.cmp(op, x, y);
        ex.must(st, c).map_err(|_| ())
    }

    /// The live stack variables the elements may be compared with: (slot, value), besides
    /// the index roots.
    fn operands(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        roots: &[(RegionId, u32, ExprRef)],
        sized: &[SizedArray],
        dead_slots: &HashSet<RegionId>,
    ) -> Vec<(RegionId, ExprRef)> {
        let pb = ex.ptr_bits();
        let lengths: HashSet<ExprRef> = sized.iter().map(|a| a.param).collect();
        let mut out = Vec::new();
        for &r in &st.allocas {
            let reg = st.mem.region(r);
            if !reg.live
                || dead_slots.contains(&r)
                || !matches!(reg.size, 1 | 2 | 4 | 8)
                || roots.iter().any(|&(x, _, _)| x == r)
            {
                continue;
            }
            let size = reg.size as u32;
            if let Some(v) = reg.read(&mut ex.ctx, Offset::C(0), size, pb) {
                let v = v.expr(&mut ex.ctx, 8 * size);
                if lengths.contains(&v) {
                    continue;
                }
                out.push((r, v));
                if out.len() == MAX_OPERANDS {
                    break;
                }
            }
        }
        out
    }

    /// The facts every element of each segment of `a` between two ordered bounds satisfies.
    #[allow(clippy::too_many_arguments)] // The executor besides the cell and the segment.
    fn array_segment_facts(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        a: &SizedArray,
        bounds: &[Bound],
        order: &[Vec<Order>],
        operands: &[(RegionId, ExprRef)],
        previous: &ArrayAbstraction,
    ) -> Result<Vec<ElemFact>, ()> {
        let pb = ex.ptr_bits();
        let ew = 8 * a.elem;
        let len_at = bounds
            .iter()
            .position(|b| b.mark == Mark::Len(a.region))
            .ok_or(())?;
        let cur = st.mem.region(a.region).as_array(&mut ex.ctx, pb);
        let j = ex.ctx.fresh_var("element", pb);
        // The earlier abstraction's facts hold of its array at `j` too.
        let mut known = ex.ctx.bool(true);
        if let Some(old) = previous.arrays.iter().find(|o| o.region == a.region) {
            for f in &old.facts {
                let c = self.fact_at(ex, old.base, old.elem, f, j);
                known = ex.ctx.and(known, c);
            }
        }
        let value = self.element(ex, cur, a.elem, j);
        let zero = ex.ctx.constant(0, ew);
        let mut against: Vec<(Option<RegionId>, ExprRef)> = vec![(None, zero)];
        for &(r, v) in operands {
            if ex.ctx.width(v) == ew {
                against.push((Some(r), v));
            }
        }
        // Segments between two ordered bounds, and the element each dead index indexes (a
        // search's result: its loop is over, so the element is what code after it reads).
        let mut segments: Vec<(&Bound, &Bound, Option<RegionId>)> = Vec::new();
        for (x, bx) in bounds.iter().enumerate() {
            let from_zero = matches!(order[0][x], Order::Lt | Order::Le | Order::Eq);
            if !from_zero {
                continue;
            }
            let below = |a: usize, b: usize| matches!(order[a][b], Order::Lt | Order::Le);
            for (y, by) in bounds.iter().enumerate() {
                let within = matches!(order[y][len_at], Order::Lt | Order::Le | Order::Eq);
                // Only from a bound to the next ones: the segments between them cover the
                // longer ones, and their number stays linear in the bounds'.
                let next = below(x, y) && !(0..bounds.len()).any(|z| below(x, z) && below(z, y));
                if next && within {
                    segments.push((bx, by, None));
                }
            }
            if let (Mark::Slot(r), Order::Lt, true) = (bx.mark, order[x][len_at], bx.dead) {
                segments.push((bx, bx, Some(r)));
            }
        }
        let one = ex.ctx.constant(1, pb);
        let mut facts = Vec::new();
        for (bx, by, cell) in segments {
            let (hi_old, hi_new, hi_mark) = match cell {
                Some(r) => (
                    ex.ctx.add(bx.old, one),
                    ex.ctx.add(bx.new, one),
                    Mark::Next(r),
                ),
                None => (by.old, by.new, by.mark),
            };
            let lo_ok = ex.ctx.sle(bx.old, j);
            let hi_ok = ex.ctx.slt(j, hi_old);
            let inside = ex.ctx.and(lo_ok, hi_ok);
            let premise = ex.ctx.and(inside, known);
            for &(slot, operand) in &against {
                if let Some(rel) = self.relations(ex, st, premise, value, operand)? {
                    facts.push(ElemFact {
                        key: (bx.mark, hi_mark, slot),
                        lo: bx.new,
                        hi: hi_new,
                        rel,
                        operand,
                    });
                }
            }
        }
        Ok(facts)
    }

    /// The strongest comparison of `value` with `operand` that holds wherever `premise` does.
    fn relations(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        premise: ExprRef,
        value: ExprRef,
        operand: ExprRef,
    ) -> Result<Option<Rel>, ()> {
        let le = self.holds(ex, st, premise, Rel::Le, value, operand)?;
        let ge = self.holds(ex, st, premise, Rel::Ge, value, operand)?;
        Ok(match (le, ge) {
            (true, true) => Some(Rel::Eq),
            (true, false) if self.holds(ex, st, premise, Rel::Lt, value, operand)? => Some(Rel::Lt),
            (true, false) => Some(Rel::Le),
            (false, true) if self.holds(ex, st, premise, Rel::Gt, value, operand)? => Some(Rel::Gt),
            (false, true) => Some(Rel::Ge),
            (false, false) if self.holds(ex, st, premise, Rel::Ne, value, operand)? => {
                Some(Rel::Ne)
            }
            (false, false) => None,
        })
    }

    /// Whether the path condition implies `premise → value rel operand`.
    fn holds(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        premise: ExprRef,
        rel: Rel,
        value: ExprRef,
        operand: ExprRef,
    ) -> Result<bool, ()> {
        let c = self.compare(ex, rel, value, operand);
        let not_premise = ex.ctx.not(premise);
        let e = ex.ctx.or(not_premise, c);
        ex.must(st, e).map_err(|_| ())
    }

    /// `value rel operand`.
    fn compare(
        &mut self,
        ex: &mut Executor<'_, '_>,
        rel: Rel,
        value: ExprRef,
        operand: ExprRef,
    ) -> ExprRef {
        match rel {
            Rel::Le => ex.ctx.sle(value, operand),
            Rel::Lt => ex.ctx.slt(value, operand),
            Rel::Ge => ex.ctx.sle(operand, value),
            Rel::Gt => ex.ctx.slt(operand, value),
            Rel::Eq => ex.ctx.eq(value, operand),
            Rel::Ne => ex.ctx.ne(value, operand),
        }
    }

    /// Element `j` of `arr`, whose elements are `elem` bytes (little-endian).
    fn element(
        &mut self,
        ex: &mut Executor<'_, '_>,
        arr: ArrRef,
        elem: u32,
        j: ExprRef,
    ) -> ExprRef {
        let pb = ex.ptr_bits();
        let bytes = ex.ctx.constant(u128::from(elem), pb);
        let at = ex.ctx.mul(j, bytes);
        ex.ctx.read_le(arr, at, elem)
    }

    /// Fact `f` about `base` instantiated at element index `j`.
    fn fact_at(
        &mut self,
        ex: &mut Executor<'_, '_>,
        base: ArrRef,
        elem: u32,
        f: &ElemFact,
        j: ExprRef,
    ) -> ExprRef {
        let lo_ok = ex.ctx.sle(f.lo, j);
        let hi_ok = ex.ctx.slt(j, f.hi);
        let inside = ex.ctx.and(lo_ok, hi_ok);
        let value = self.element(ex, base, elem, j);
        let c = self.compare(ex, f.rel, value, f.operand);
        let outside = ex.ctx.not(inside);
        ex.ctx.or(outside, c)
    }

    /// A read at `off` of block `r`: the facts of its abstraction hold of the element read.
    pub fn instantiate_array_facts(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        r: RegionId,
        off: Offset,
    ) {
        let abs = current(st);
        let Some(a) = abs.arrays.iter().find(|a| a.region == r) else {
            return;
        };
        let pb = ex.ptr_bits();
        let start = ex.offset_expr(off);
        let bytes = ex.ctx.constant(u128::from(a.elem), pb);
        let j = ex.ctx.bin(expr::BinOp::UDiv, start, bytes);
        for f in &a.facts {
            let c = self.fact_at(ex, a.base, a.elem, f, j);
            st.add_constraint(&mut ex.ctx, c);
        }
    }

    /// The abstraction of block `r` of `st`, while the block still holds it.
    pub fn fresh_array(&self, st: &State, r: RegionId) -> Option<AbstractArray> {
        current(st)
            .arrays
            .iter()
            .find(|a| a.region == r && st.mem.region(r).array() == Some(a.base))
            .cloned()
    }

    /// For subsumption: how block `ra` stands in the stored state `s` and its partner `rb` in
    /// the new state `n`.
    /// `None` when neither holds a fresh abstraction there (compare its bytes); otherwise the
    /// value pairs that must be equal for `n`'s facts to imply `s`'s, or `Some(None)` when
    /// they cannot.
    pub fn array_cover(
        &self,
        s: &State,
        n: &State,
        ra: RegionId,
        rb: RegionId,
    ) -> Option<Option<Vec<(ExprRef, ExprRef)>>> {
        let (a, b) = match (self.fresh_array(s, ra), self.fresh_array(n, rb)) {
            (None, None) => return None,
            (Some(a), Some(b)) => (a, b),
            _ => return Some(None),
        };
        let mut equal = Vec::new();
        for f in &a.facts {
            let Some(g) = b
                .facts
                .iter()
                .find(|g| g.key == f.key && g.rel.implies(f.rel))
            else {
                return Some(None);
            };
            equal.extend([(f.lo, g.lo), (f.hi, g.hi), (f.operand, g.operand)]);
        }
        Some(Some(equal))
    }
}
