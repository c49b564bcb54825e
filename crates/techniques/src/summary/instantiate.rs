//! Applying a function summary at a call site: each case whose instantiated path condition
//! is feasible becomes a state (the first continues in place, the others fork), with the
//! case's blocks allocated, its writes stored (so the leak checker sees overwritten pointers),
//! its frees done and its return value set.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use expr::{ArrRef, ArrayId, Ctx, ExprRef, Leaves, Substitution, VarId, Width};
use ir::{TyId, TyKind, ValueId};
use memory::{Offset, RegionId, RegionKind, SVal};

use symex::{Executor, Flow, ForkRecord, InputVar, State, SymInput, Term, Val};

use super::types::{Case, FnSummary, ParamSym, Summaries, Target};

/// The leaves of a summary at one call site.
struct CallLeaves<'a> {
    vars: HashMap<VarId, ExprRef>,
    /// The caller's memory before the call, and per summary array the caller's region and
    /// the address the parameter points to.
    mem: &'a memory::SymMemory,
    buffers: &'a [(ArrayId, RegionId, u64)],
    /// The summary's arrays for globals, with the globals' addresses.
    globals: &'a [(ArrayId, u64)],
    holders: &'a [(VarId, Target)],
    params: &'a [u64],
    blocks: &'a [u64],
    pointer_bits: Width,
}

impl Leaves for CallLeaves<'_> {
    fn var(&mut self, ctx: &mut Ctx, v: VarId, width: Width) -> Option<ExprRef> {
        if let Some(&e) = self.vars.get(&v) {
            return Some(e);
        }
        let &(_, t) = self.holders.iter().find(|h| h.0 == v)?;
        let to = match t {
            Target::Param(i) => self.params[i],
            Target::Block(j) => self.blocks[j],
        };
        Some(ctx.constant(u128::from(to), width))
    }
    fn constant(&mut self, _: &mut Ctx, _: u128, _: Width) -> Option<ExprRef> {
        None
    }
    fn array(&mut self, ctx: &mut Ctx, a: ArrayId) -> Option<(ArrRef, ExprRef)> {
        if let Some(&(_, base)) = self.globals.iter().find(|g| g.0 == a) {
            let reg = self.mem.region(self.mem.region_at(base)?);
            let arr = reg.as_array(ctx, self.pointer_bits);
            return Some((arr, ctx.constant(0, self.pointer_bits)));
        }
        let &(_, r, addr) = self.buffers.iter().find(|b| b.0 == a)?;
        let reg = self.mem.region(r);
        let arr = reg.as_array(ctx, self.pointer_bits);
        Some((
            arr,
            ctx.constant(u128::from(addr - reg.base), self.pointer_bits),
        ))
    }
}

/// Per case: the addresses of the parameters and of the case's lazy objects, and the
/// (summary array, caller region, address) of every object the case reads.
struct Objects {
    addrs: Vec<u64>,
    buffers: Vec<(ArrayId, RegionId, u64)>,
    /// Some lazy object's pointer is null at this call.
    null: bool,
}

/// Where a call's pointer arguments point, when the call gives what the summary assumed.
struct Actuals {
    vars: HashMap<VarId, ExprRef>,
    addrs: Vec<u64>,
    /// (array of the summary, region of the caller, address) per dereferenced pointer.
    buffers: Vec<(ArrayId, RegionId, u64)>,
    /// The summary's arrays for globals, with the globals' addresses.
    globals: Vec<(ArrayId, u64)>,
}

impl Summaries {
    /// Whether the call's arguments fit `sum`: scalars of the right width; pointers concrete,
    /// non-null, into distinct objects with as many bytes as the function used (writable if it
    /// writes, the start of a live heap block if it frees).
    fn actuals(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        sum: &FnSummary,
        args: &[Val],
    ) -> Option<Actuals> {
        let mut a = Actuals {
            vars: HashMap::default(),
            addrs: vec![0; sum.params.len()],
            buffers: Vec::new(),
            globals: sum.globals.clone(),
        };
        let mut seen = HashSet::default();
        for (i, p) in sum.params.iter().enumerate() {
            let Some(Val::S(v)) = args.get(i) else {
                return None;
            };
            match *p {
                ParamSym::Scalar(var, w) => {
                    let e = v.expr(&mut ex.ctx, w);
                    if ex.ctx.width(e) != w {
                        return None;
                    }
                    a.vars.insert(var, e);
                }
                ParamSym::Pointer {
                    array,
                    extent,
                    read_extent,
                    ..
                } => {
                    let SVal::C(addr) = *v else { return None };
                    let addr = addr as u64;
                    let r = st
                        .mem
                        .region_at(addr)
                        .filter(|_| addr >= memory::FIRST_ADDRESS)?;
                    // Distinct objects, none of them a global the function also reads directly.
                    if !seen.insert(r) || Self::is_summary_global(st, sum, r) {
                        return None;
                    }
                    let reg = st.mem.region(r);
                    let writes = sum.cases.iter().any(|c| c.writes.iter().any(|w| w.0 == i));
                    if extent > 0 {
                        st.mem.check(addr, extent).ok()?;
                        if writes && reg.read_only {
                            return None;
                        }
                        // A summary reads the caller's bytes as they are: never-written ones
                        // would be read as zero without the approximation being recorded.
                        let off = Offset::C(addr - reg.base);
                        if !reg.initialized(off, read_extent) {
                            return None;
                        }
                        a.buffers.push((array, r, addr));
                        // Inside another summary run, the callee's accesses are the caller's.
                        if let Some(p) = &mut self.probe {
                            p.note(&st.mem, r, off, extent, true);
                            p.note(&st.mem, r, off, read_extent, false);
                        }
                    }
                    let frees = sum.cases.iter().any(|c| c.frees.contains(&i));
                    // What free() would accept.
                    if frees && ex.heap_block(st, addr, "free").is_err() {
                        return None;
                    }
                    a.addrs[i] = addr;
                }
            }
        }
        Some(a)
    }

    /// Whether region `r` is a global that `sum` reads or writes directly.
    fn is_summary_global(st: &State, sum: &FnSummary, r: RegionId) -> bool {
        sum.globals
            .iter()
            .any(|&(_, base)| st.mem.region_at(base) == Some(r))
    }

    /// The objects `case`'s lazy objects stand for at this call: the addresses of the parameters
    /// and lazy objects, and the buffers to read them from. `Err(())`: the case does not apply
    /// here (the call runs inline).
    fn lazy_actuals(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        sum: &FnSummary,
        case: &Case,
        actuals: &Actuals,
    ) -> Result<Objects, ()> {
        let mut addrs = actuals.addrs.clone();
        let mut buffers = actuals.buffers.clone();
        let mut taken: HashSet<RegionId> = actuals
            .addrs
            .iter()
            .filter_map(|&a| st.mem.region_at(a).filter(|_| a != 0))
            .collect();
        let pb = ex.ptr_bits();
        let pbytes = u64::from(pb / 8);
        let n = sum.params.len();
        let mut null = false;
        for (j, l) in case.lazy.iter().enumerate() {
            let from = buffers
                .iter()
                .find(|b| b.0 == l.source)
                .map(|b| b.2)
                .or_else(|| {
                    actuals
                        .globals
                        .iter()
                        .find(|g| g.0 == l.source)
                        .map(|g| g.1)
                })
                .ok_or(())?;
            let (sr, so) = st.mem.check(from + l.offset, pbytes).map_err(|_| ())?;
            let reg = st.mem.region(sr);
            if !reg.initialized(Offset::C(so), pbytes) {
                return Err(());
            }
            let word = reg.read(&mut ex.ctx, Offset::C(so), pbytes as u32, pb);
            let Some(SVal::C(a)) = word else {
                return Err(());
            };
            let a = a as u64;
            if a == 0 {
                // The case needs an object here: it applies to no input of this call, or to
                // inputs whose path derefs or frees null (the call then runs inline).
                null = true;
                addrs.push(0);
                continue;
            }
            let (extent, read_extent) = case.lazy_extents.get(j).copied().unwrap_or((0, 0));
            let r = st.mem.region_at(a).ok_or(())?;
            let fresh = a >= memory::FIRST_ADDRESS && taken.insert(r);
            if !fresh || Self::is_summary_global(st, sum, r) {
                return Err(());
            }
            let (_, off) = st.mem.check(a, extent.max(1)).map_err(|_| ())?;
            let obj = st.mem.region(r);
            let writes = case.writes.iter().any(|w| w.0 == n + j);
            let frees = case.frees.contains(&(n + j));
            if (writes && obj.read_only)
                || (frees && ex.heap_block(st, a, "free").is_err())
                || !obj.initialized(Offset::C(off), read_extent)
            {
                return Err(());
            }
            addrs.push(a);
            buffers.push((l.array, r, a));
        }
        Ok(Objects {
            addrs,
            buffers,
            null,
        })
    }

    /// Applies `sum` to the call `st` is executing; `None` when it does not apply there (the
    /// body is executed instead).
    pub fn apply_summary(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        sum: &FnSummary,
        args: &[Val],
        ret: TyId,
        dst: Option<ValueId>,
    ) -> Result<Option<Flow>, Term> {
        let pb = ex.ptr_bits();
        let ret_bits = match ex.prog.module.types.kind(ret) {
            TyKind::Int(b) => *b,
            _ => pb,
        };
        let Some(actuals) = self.actuals(ex, st, sum, args) else {
            return Ok(None);
        };
        let mut out = Vec::new();
        for case in &sum.cases {
            let Ok(objects) = self.lazy_actuals(ex, st, sum, case, &actuals) else {
                return Ok(None);
            };
            let mut s = st.clone();
            match self.apply_case(ex, &mut s, case, &actuals, &objects, ret_bits, dst)? {
                Some(true) => out.push(s),
                Some(false) => {}
                None => return Ok(None),
            }
        }
        if out.len() == 1 {
            // The call's outcome was decided by the caller's path: no decision in the callee.
            out[0].decisions.truncate(st.decisions.len());
        }
        let mut it = out.into_iter();
        let Some(first) = it.next() else {
            return Ok(None);
        };
        let loc = st.loc(ex.prog.module);
        let mut others = Vec::new();
        for mut o in it {
            o.id = ex.fresh_id();
            ex.forks += 1;
            ex.tree.push(ForkRecord {
                parent: st.id,
                child: o.id,
                loc,
            });
            others.push(o);
        }
        *st = first;
        Ok(Some(if others.is_empty() {
            Flow::Next
        } else {
            Flow::Fork(others)
        }))
    }

    /// Instantiates `case` in `s`; false when its path condition is infeasible there, `None`
    /// when it is feasible but needs an object where the caller has a null pointer.
    #[allow(clippy::too_many_arguments)] // The executor besides the call and the case.
    fn apply_case(
        &mut self,
        ex: &mut Executor<'_, '_>,
        s: &mut State,
        case: &Case,
        actuals: &Actuals,
        objects: &Objects,
        ret_bits: u32,
        dst: Option<ValueId>,
    ) -> Result<Option<bool>, Term> {
        let pb = ex.ptr_bits();
        let mut vars = actuals.vars.clone();
        for inp in &case.inputs {
            let InputVar::Scalar(e) = inp.var else {
                continue;
            };
            let expr::Kind::Var(v) = ex.ctx.node(e).kind else {
                continue;
            };
            let w = ex.ctx.width(e);
            let fresh = ex
                .ctx
                .fresh_var(&format!("{}#{}", inp.name, s.inputs.len()), w);
            vars.insert(v, fresh);
            s.inputs.push_back(SymInput {
                var: InputVar::Scalar(fresh),
                ..inp.clone()
            });
        }
        let mut blocks = Vec::new();
        for b in &case.blocks {
            let (r, a) = ex.alloc(s, b.size, 16, RegionKind::Heap)?;
            s.mem.region_mut(r).site = b.site;
            blocks.push((r, a));
        }
        let block_addrs: Vec<u64> = blocks.iter().map(|b| b.1).collect();
        let mut sub = Substitution::new(CallLeaves {
            vars,
            mem: &s.mem,
            buffers: &objects.buffers,
            globals: &actuals.globals,
            holders: &case.holders,
            params: &objects.addrs,
            blocks: &block_addrs,
            pointer_bits: pb,
        });
        let mut cond = ex.ctx.bool(true);
        let mut conds = Vec::new();
        for &c in &case.cond {
            let c = sub.apply(&mut ex.ctx, c);
            cond = ex.ctx.and(cond, c);
            if ex.ctx.as_const(c) != Some(1) && !s.constraints.contains(&c) {
                conds.push(c);
            }
        }
        // Every value is instantiated over the memory before the call, then written.
        let mut inst = |ctx: &mut Ctx, v: SVal, bits: u32| {
            let e = v.expr(ctx, bits);
            let r = sub.apply(ctx, e);
            SVal::of(ctx, r)
        };
        let ret_v = case.ret.map(|v| inst(&mut ex.ctx, v, ret_bits));
        let mut writes: Vec<(u64, u32, SVal)> = case
            .writes
            .iter()
            .map(|&(i, off, len, v)| (objects.addrs[i] + off, len, inst(&mut ex.ctx, v, len * 8)))
            .collect();
        for &(addr, len, v) in &case.global_writes {
            writes.push((addr, len, inst(&mut ex.ctx, v, len * 8)));
        }
        let contents: Vec<Vec<(u64, u32, SVal)>> = case
            .blocks
            .iter()
            .map(|b| {
                b.contents
                    .iter()
                    .map(|&(off, len, v)| (off, len, inst(&mut ex.ctx, v, len * 8)))
                    .collect()
            })
            .collect();
        drop(sub);
        if !ex.may(s, cond)? {
            return Ok(Some(false));
        }
        if objects.null {
            return Ok(None);
        }
        // One constraint per condition, so that the solver can still slice them apart.
        for c in conds {
            s.add_constraint(&mut ex.ctx, c);
        }
        if let Some(end) = &case.end {
            s.decisions.extend(case.decisions.iter().copied());
            s.pending = Some(end.clone());
            return Ok(Some(true));
        }
        for ((b, &(r, _)), words) in case.blocks.iter().zip(&blocks).zip(contents) {
            let reg = s.mem.region_mut(r);
            for (off, len, v) in words {
                reg.write(&mut ex.ctx, Offset::C(off), len, v, pb);
            }
            for &(lo, hi) in &b.uninit {
                reg.mark_uninitialized(lo, hi - lo);
            }
        }
        // Frees first (writes into freed objects were dropped), then writes; pointers they
        // overwrote are checked once all are done (a callee may move a pointer, not lose it).
        let site = s.loc(ex.prog.module).0;
        for &i in &case.frees {
            if let Some(r) = s.mem.region_at(objects.addrs[i]) {
                s.mem.kill(r, site);
            }
        }
        let mut overwritten = Vec::new();
        for (addr, len, v) in writes {
            let p = SVal::C(u128::from(addr));
            if let Some(w) = ex.store_val(s, p, Val::S(v), u64::from(len), true)? {
                overwritten.push(w);
            }
        }
        overwritten.retain(|&w| Executor::is_heap_pointer(s, w));
        if !overwritten.is_empty() {
            ex.notify_overwritten(s, overwritten);
        }
        s.decisions.extend(case.decisions.iter().copied());
        if let (Some(d), Some(v)) = (dst, ret_v) {
            Executor::set(s, d, Val::S(v));
        }
        Ok(Some(true))
    }
}
