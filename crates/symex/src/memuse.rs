//! The heap bytes a symbolic path holds and their high-water mark (for `memusage`), as
//! expressions when allocation sizes are symbolic. The twin of [`interp::heapuse`].

use expr::ExprRef;
use memory::{RegionId, SVal};

use crate::exec::Executor;
use crate::state::State;

/// Heap use on one path: every value is a 64-bit byte count.
#[derive(Clone, Debug)]
pub struct SymHeapUse {
    /// Bytes live now.
    pub live: SVal,
    /// The most bytes live at once on the path so far.
    pub peak: SVal,
    /// The most bytes live at once since the path entered its innermost reuse node
    /// ([`crate::reuse`]): what that node's subtree adds to the mark.
    pub local: SVal,
    blocks: imbl::HashMap<RegionId, SVal>,
}

impl SymHeapUse {
    /// The blocks counted, in order (two states with the same blocks hold the same bytes).
    pub fn blocks_key(&self) -> Vec<RegionId> {
        let mut k: Vec<RegionId> = self.blocks.keys().copied().collect();
        k.sort_unstable();
        k
    }
}

impl Default for SymHeapUse {
    fn default() -> Self {
        SymHeapUse {
            live: SVal::C(0),
            peak: SVal::C(0),
            local: SVal::C(0),
            blocks: imbl::HashMap::new(),
        }
    }
}

impl Executor<'_, '_> {
    /// With [`super::SymConfig::track_heap`]: the block at `p` (a returned pointer; NULL
    /// counts nothing) of `size` bytes was allocated, replacing block `old` (a `realloc`).
    pub fn count_alloc(
        &mut self,
        st: &mut State,
        p: Option<SVal>,
        size: SVal,
        old: Option<RegionId>,
    ) {
        if !self.config.track_heap {
            return;
        }
        let Some(SVal::C(a)) = p.filter(|a| *a != SVal::C(0)) else {
            return;
        };
        let Some(r) = st.mem.region_at(a as u64) else {
            return;
        };
        if let Some(o) = old {
            self.count_free(st, o);
        }
        let size = self.bytes64(size);
        let h = &mut st.heap_use;
        h.blocks.insert(r, size);
        let live = h.live;
        let live = self.add64(live, size);
        st.heap_use.live = live;
        st.heap_use.peak = self.max64(st.heap_use.peak, live);
        st.heap_use.local = self.max64(st.heap_use.local, live);
    }

    /// With [`super::SymConfig::track_heap`]: block `r` was freed.
    pub fn count_free(&mut self, st: &mut State, r: RegionId) {
        if !self.config.track_heap {
            return;
        }
        if let Some(size) = st.heap_use.blocks.remove(&r) {
            st.heap_use.live = match (st.heap_use.live, size) {
                (SVal::C(a), SVal::C(b)) => SVal::C(a.wrapping_sub(b) & u128::from(u64::MAX)),
                (a, b) => {
                    let (a, b) = (a.expr(&mut self.ctx, 64), b.expr(&mut self.ctx, 64));
                    {
                        let e = self.ctx.sub(a, b);
                        self.count_val(e)
                    }
                }
            };
        }
    }

    /// A byte count as a 64-bit value.
    fn bytes64(&mut self, v: SVal) -> SVal {
        match v {
            SVal::C(c) => SVal::C(c & u128::from(u64::MAX)),
            SVal::S(e) => {
                let e = match self.ctx.width(e) {
                    w if w < 64 => self.ctx.zext(e, 64),
                    w if w > 64 => self.ctx.extract(e, 0, 64),
                    _ => e,
                };
                self.count_val(e)
            }
        }
    }

    fn add64(&mut self, a: SVal, b: SVal) -> SVal {
        match (a, b) {
            (SVal::C(x), SVal::C(y)) => SVal::C(x.wrapping_add(y) & u128::from(u64::MAX)),
            (a, b) => {
                let (a, b) = (a.expr(&mut self.ctx, 64), b.expr(&mut self.ctx, 64));
                {
                    let e = self.ctx.add(a, b);
                    self.count_val(e)
                }
            }
        }
    }

    /// The larger of two byte counts.
    pub fn max64(&mut self, a: SVal, b: SVal) -> SVal {
        match (a, b) {
            (SVal::C(x), SVal::C(y)) => SVal::C(x.max(y)),
            (a, b) if a == b => a,
            (a, b) => {
                let (a, b) = (a.expr(&mut self.ctx, 64), b.expr(&mut self.ctx, 64));
                let lt = self.ctx.ult(a, b);
                {
                    let e = self.ctx.ite(lt, b, a);
                    self.count_val(e)
                }
            }
        }
    }

    fn count_val(&self, e: ExprRef) -> SVal {
        match self.ctx.as_const(e) {
            Some(c) => SVal::C(c),
            None => SVal::S(e),
        }
    }

    /// Appends to `constraints` that mark `v` reaches `value` (nothing when `v` is concrete).
    pub fn require_mark(&mut self, constraints: &mut Vec<ExprRef>, v: SVal, value: u64) {
        if let SVal::S(e) = v {
            let c = self.ctx.constant(u128::from(value), 64);
            constraints.push(self.ctx.ule(c, e));
        }
    }

    /// The largest value `v` can take under `constraints`, by bisection over the solver
    /// (every question it asks is one the reuse log records).
    pub fn max_value(
        &mut self,
        constraints: &[ExprRef],
        v: SVal,
    ) -> Result<u64, solver::SolverError> {
        let e = match v {
            SVal::C(c) => return Ok(c as u64),
            SVal::S(e) => e,
        };
        let mut lo = self.solver.value(&mut self.ctx, constraints, e)? as u64;
        let mut hi = u64::MAX;
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            let m = self.ctx.constant(u128::from(mid), 64);
            let above = self.ctx.ule(m, e);
            if self.solver.may_be_true(&mut self.ctx, constraints, above)? {
                lo = self
                    .solver
                    .value(&mut self.ctx, &[constraints, &[above]].concat(), e)?
                    as u64;
            } else {
                hi = mid - 1;
            }
        }
        Ok(lo)
    }
}
