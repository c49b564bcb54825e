//! The heap bytes a symbolic path holds and their high-water mark (seed 003's objective, for
//! `memusage`), as expressions when allocation sizes are symbolic: the symbolic twin of the
//! concrete machine's `interp::heapuse`. Only blocks the program asked for count (`malloc`,
//! `calloc`, `realloc`), with their requested sizes, until they are freed.

use expr::ExprRef;
use memory::{RegionId, SVal};
use symex::{Executor, Interest, MergeExt, State, StateExt, Strategy};

/// Counts each path's heap bytes ([`HeapMark`]).
#[derive(Debug, Default)]
pub struct HeapUse;

/// Heap use on one path: every value is a 64-bit byte count.
#[derive(Clone, Debug)]
pub struct HeapMark {
    /// Bytes live now.
    pub live: SVal,
    /// The most bytes live at once on the path so far.
    pub peak: SVal,
    /// The most bytes live at once since the path entered its innermost reuse node
    /// ([`super`]): what that node's subtree adds to the mark.
    pub local: SVal,
    blocks: imbl::HashMap<RegionId, SVal>,
}

impl HeapMark {
    /// The blocks counted, in order (two states with the same blocks hold the same bytes).
    pub fn blocks_key(&self) -> Vec<RegionId> {
        let mut k: Vec<RegionId> = self.blocks.keys().copied().collect();
        k.sort_unstable();
        k
    }
}

impl Default for HeapMark {
    fn default() -> Self {
        HeapMark {
            live: SVal::C(0),
            peak: SVal::C(0),
            local: SVal::C(0),
            blocks: imbl::HashMap::default(),
        }
    }
}

impl StateExt for HeapMark {
    symex::state_ext_basics!();

    /// Merging does not run with the heap objective: a merged state keeps the first's count.
    fn merge(&self, _: &dyn StateExt, _: &mut expr::Ctx) -> MergeExt {
        MergeExt::Keep
    }

    /// Two states with the same blocks counted hold the same bytes (their sizes are the
    /// blocks'); with others, the stored state's subtree says nothing of the new one's.
    fn covers(&self, other: &dyn StateExt) -> bool {
        other
            .as_any()
            .downcast_ref::<HeapMark>()
            .is_some_and(|o| o.blocks_key() == self.blocks_key())
    }
}

/// The heap mark of `st`'s path so far.
pub fn mark(st: &State) -> HeapMark {
    st.ext::<HeapMark>().cloned().unwrap_or_default()
}

impl Strategy for HeapUse {
    symex::strategy_basics!();

    fn name(&self) -> &'static str {
        "heap-use"
    }

    fn interest(&self) -> Interest {
        Interest {
            heap: true,
            ..Interest::default()
        }
    }

    /// The block at `p` (NULL counts nothing) of `size` bytes was allocated, replacing
    /// block `old` (a `realloc`).
    fn on_heap_alloc(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        p: Option<SVal>,
        size: SVal,
        old: Option<RegionId>,
    ) {
        let Some(SVal::C(a)) = p.filter(|a| *a != SVal::C(0)) else {
            return;
        };
        let Some(r) = st.mem.region_at(a as u64) else {
            return;
        };
        if let Some(o) = old {
            self.on_heap_free(ex, st, o);
        }
        let size = bytes64(ex, size);
        let h = st.ext_mut::<HeapMark>();
        h.blocks.insert(r, size);
        let (live, peak, local) = (h.live, h.peak, h.local);
        let live = add64(ex, live, size);
        let peak = max64(ex, peak, live);
        let local = max64(ex, local, live);
        let h = st.ext_mut::<HeapMark>();
        h.live = live;
        h.peak = peak;
        h.local = local;
    }

    fn on_heap_free(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, r: RegionId) {
        let Some(size) = st.ext_mut::<HeapMark>().blocks.remove(&r) else {
            return;
        };
        let live = match (st.ext_mut::<HeapMark>().live, size) {
            (SVal::C(a), SVal::C(b)) => SVal::C(a.wrapping_sub(b) & u128::from(u64::MAX)),
            (a, b) => {
                let (a, b) = (a.expr(&mut ex.ctx, 64), b.expr(&mut ex.ctx, 64));
                let e = ex.ctx.sub(a, b);
                count_val(ex, e)
            }
        };
        st.ext_mut::<HeapMark>().live = live;
    }
}

/// A byte count as a 64-bit value.
fn bytes64(ex: &mut Executor<'_, '_>, v: SVal) -> SVal {
    match v {
        SVal::C(c) => SVal::C(c & u128::from(u64::MAX)),
        SVal::S(e) => {
            let e = match ex.ctx.width(e) {
                w if w < 64 => ex.ctx.zext(e, 64),
                w if w > 64 => ex.ctx.extract(e, 0, 64),
                _ => e,
            };
            count_val(ex, e)
        }
    }
}

fn add64(ex: &mut Executor<'_, '_>, a: SVal, b: SVal) -> SVal {
    match (a, b) {
        (SVal::C(x), SVal::C(y)) => SVal::C(x.wrapping_add(y) & u128::from(u64::MAX)),
        (a, b) => {
            let (a, b) = (a.expr(&mut ex.ctx, 64), b.expr(&mut ex.ctx, 64));
            let e = ex.ctx.add(a, b);
            count_val(ex, e)
        }
    }
}

/// The larger of two byte counts.
fn max64(ex: &mut Executor<'_, '_>, a: SVal, b: SVal) -> SVal {
    match (a, b) {
        (SVal::C(x), SVal::C(y)) => SVal::C(x.max(y)),
        (a, b) if a == b => a,
        (a, b) => {
            let (a, b) = (a.expr(&mut ex.ctx, 64), b.expr(&mut ex.ctx, 64));
            let lt = ex.ctx.ult(a, b);
            let e = ex.ctx.ite(lt, b, a);
            count_val(ex, e)
        }
    }
}

fn count_val(ex: &Executor<'_, '_>, e: ExprRef) -> SVal {
    match ex.ctx.as_const(e) {
        Some(c) => SVal::C(c),
        None => SVal::S(e),
    }
}
