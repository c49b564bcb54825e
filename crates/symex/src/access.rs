//! Memory accesses through possibly symbolic pointers: resolution to regions, bounds, liveness.

use expr::ExprRef;
use ir::{Operand, TyId, TyKind, ValueId};
use memory::{Fault, Offset, RegionId, RegionKind, SVal};

use crate::executor::{Executor, Flow};
use crate::state::{State, Val};
use crate::term::Term;
use semantics::error::ErrorKind;

/// The constant base address of a pointer expression `base + offset` (pointer arithmetic
/// on a known object), if it has that shape.
fn base_object(ctx: &expr::Ctx, e: ExprRef) -> Option<u64> {
    match &ctx.node(e).kind {
        expr::Kind::Bin(expr::BinOp::Add, a, b) => ctx
            .as_const(*a)
            .or_else(|| ctx.as_const(*b))
            .map(|c| c as u64),
        _ => None,
    }
}

/// Bytes of a global a concolic run still accesses at a symbolic offset: a small table of
/// the program's state indexed by one field and read back at another (a flag set per tool,
/// tested per command) relates the two fields only through its contents. A local buffer
/// is scratch (a name being copied) and a constant table relates nothing (an opcode's
/// length, read at every instruction of an interpreter, made each of its conditions a
/// select that Z3 took seconds over): both are read at the seed's offset.
const CONCOLIC_ARRAY_BYTES: u64 = 64;

/// Most regions one symbolic pointer is resolved to before the path is given up.
const MAX_CANDIDATES: usize = 16;

impl Executor<'_, '_> {
    fn fault_term(&self, st: &State, f: &Fault) -> Term {
        self.error(st, ErrorKind::of_fault(f), f.to_string())
    }

    /// Resolves an access of `len` bytes through `p` to one region and offset. Other feasible
    /// targets become forked states that re-execute the instruction; infeasible-to-access
    /// remainders become error states.
    pub fn resolve(
        &mut self,
        st: &mut State,
        p: SVal,
        len: u64,
        write: bool,
    ) -> Result<(RegionId, Offset), Term> {
        let lazy = match p {
            SVal::S(e) if self.interest().access => {
                let mut found = Ok(None);
                self.first_strategy(|s, ex| match s.on_resolve(ex, st, e, len) {
                    Ok(None) => None,
                    r => {
                        found = r;
                        Some(())
                    }
                });
                found?
            }
            _ => None,
        };
        let (r, mut off) = match lazy {
            Some(t) => t,
            None => self.resolve_target(st, p, len, write)?,
        };
        if let Some(limit) = st.mem.region(r).limit {
            self.check_symbolic_size(st, limit, off, len)?;
        }
        if self.interest().access {
            let a = crate::events::Access {
                region: r,
                offset: off,
                len,
                write,
            };
            self.each_strategy(|_, s, ex| s.on_access(ex, st, &a));
        }
        let small = {
            let region = st.mem.region(r);
            region.kind == RegionKind::Global
                && !region.read_only
                && region.size <= CONCOLIC_ARRAY_BYTES
        };
        if let (Offset::S(e), true, false) = (off, self.solver.is_concolic(), small) {
            // A concolic run follows one input, whose offset is known: reading at it keeps
            // later conditions free of array selects over the whole object (as SAGE and CUTE
            // concretise addresses). The bounds were checked above; the equality is recorded,
            // so negating it still makes a child that accesses elsewhere.
            let pb = self.ptr_bits();
            let c = self.concretize(st, SVal::S(e), pb, "offset of a concolic access")?;
            off = Offset::C(c as u64);
        }
        self.touch_heap_cells(st, r, off, len, write)?;
        if self.interest().access {
            let a = crate::events::Access {
                region: r,
                offset: off,
                len,
                write,
            };
            self.each_strategy(|_, s, ex| s.on_accessed(ex, st, &a));
        }
        Ok((r, off))
    }

    /// An access of `len` bytes at `off` into a block of symbolic size `limit`: the sizes it
    /// overruns are an error state, the others go on.
    fn check_symbolic_size(
        &mut self,
        st: &mut State,
        limit: ExprRef,
        off: Offset,
        len: u64,
    ) -> Result<(), Term> {
        let pb = self.ptr_bits();
        let start = self.offset_expr(off);
        let n = self.ctx.constant(u128::from(len), pb);
        let end = self.ctx.add(start, n);
        let fits = self.ctx.ule(end, limit);
        self.require(
            st,
            fits,
            ErrorKind::OutOfBounds,
            format!("access of {len} bytes may fall outside an object of symbolic size"),
        )
    }

    /// [`Self::resolve`] without the strategies.
    fn resolve_target(
        &mut self,
        st: &mut State,
        p: SVal,
        len: u64,
        write: bool,
    ) -> Result<(RegionId, Offset), Term> {
        let pb = self.ptr_bits();
        let e = match p {
            SVal::C(addr) => {
                let (r, off) = st
                    .mem
                    .check(addr as u64, len)
                    .map_err(|f| self.fault_term(st, &f))?;
                if write && st.mem.region(r).read_only {
                    return Err(self.error(
                        st,
                        ErrorKind::InvalidDeref,
                        "write to read-only memory",
                    ));
                }
                return Ok((r, Offset::C(off)));
            }
            SVal::S(e) => e,
        };
        // A constant base plus a symbolic offset is pointer arithmetic on that base's object:
        // leaving it is an out-of-bounds access, wherever the address lands.
        let home = base_object(&self.ctx, e)
            .and_then(|b| st.mem.region_at(b))
            .filter(|&h| st.mem.region(h).live);
        let mut rest = self.ctx.bool(true);
        let mut candidates: Vec<(RegionId, ExprRef)> = Vec::new();
        // Whether every value the pointer may hold was looked at.
        let mut all_seen = false;
        for _ in 0..MAX_CANDIDATES {
            let v = self.value_where(st, rest, e)?;
            let Some(r) = st
                .mem
                .region_near(v)
                .filter(|&r| v - st.mem.region(r).base < st.mem.region(r).size + 16)
            else {
                // The pointer can hold an address in no object.
                let vc = self.ctx.constant(u128::from(v), pb);
                let at = self.ctx.eq(e, vc);
                let cond = self.ctx.and(rest, at);
                let (kind, msg) = match home {
                    Some(r) if v >= memory::FIRST_ADDRESS => (
                        ErrorKind::OutOfBounds,
                        format!(
                            "access at a symbolic offset may fall outside a {}-byte object",
                            st.mem.region(r).size
                        ),
                    ),
                    _ if v < memory::FIRST_ADDRESS => (
                        ErrorKind::NullDeref,
                        format!(
                            "dereference of a pointer that can be {v:#x}, which is in no object"
                        ),
                    ),
                    _ => (
                        ErrorKind::InvalidDeref,
                        format!(
                            "dereference of a pointer that can be {v:#x}, which is in no object"
                        ),
                    ),
                };
                self.spawn_error(st, cond, kind, msg);
                let not_at = self.ctx.not(at);
                rest = self.ctx.and(rest, not_at);
                if !self.may_with(st, rest)? {
                    all_seen = true;
                    break;
                }
                continue;
            };
            if let Some(h) = home.filter(|&h| h != r) {
                // Near another object than the one the arithmetic started from.
                let basec = self.ctx.constant(u128::from(st.mem.region(r).base), pb);
                let off = self.ctx.sub(e, basec);
                let lim = self
                    .ctx
                    .constant(u128::from(st.mem.region(r).size + 16), pb);
                let near = self.ctx.ult(off, lim);
                let bad = self.ctx.and(rest, near);
                let size = st.mem.region(h).size;
                self.spawn_error(
                    st,
                    bad,
                    ErrorKind::OutOfBounds,
                    format!("access at a symbolic offset may fall outside a {size}-byte object"),
                );
                let not_near = self.ctx.not(near);
                rest = self.ctx.and(rest, not_near);
                if !self.may_with(st, rest)? {
                    all_seen = true;
                    break;
                }
                continue;
            }
            let reg = st.mem.region(r);
            let (base, size, live, kind, ro) =
                (reg.base, reg.size, reg.live, reg.kind, reg.read_only);
            let basec = self.ctx.constant(u128::from(base), pb);
            let off = self.ctx.sub(e, basec);
            let near_lim = self.ctx.constant(u128::from(size + 16), pb);
            let near = self.ctx.ult(off, near_lim);
            let near_rest = self.ctx.and(rest, near);
            let inb = if size >= len && live && kind != RegionKind::Function {
                let lim = self.ctx.constant(u128::from(size - len), pb);
                self.ctx.ule(off, lim)
            } else {
                self.ctx.bool(false)
            };
            let bad = {
                let n = self.ctx.not(inb);
                self.ctx.and(near_rest, n)
            };
            if self.may_fail(st, bad)? {
                let (k, msg) = if !live && kind == RegionKind::Stack {
                    (
                        ErrorKind::InvalidDeref,
                        "access to a local variable of a function that has returned".to_string(),
                    )
                } else if !live {
                    (
                        ErrorKind::UseAfterFree,
                        "access to freed memory through a symbolic pointer".to_string(),
                    )
                } else {
                    (
                        ErrorKind::OutOfBounds,
                        format!("access of {len} bytes may fall outside a {size}-byte object"),
                    )
                };
                self.spawn_error(st, bad, k, msg);
            }
            let good = self.ctx.and(rest, inb);
            if self.may_with(st, good)? {
                if write && ro {
                    self.spawn_error(
                        st,
                        good,
                        ErrorKind::InvalidDeref,
                        "write to read-only memory",
                    );
                } else {
                    candidates.push((r, inb));
                }
            }
            let not_near = self.ctx.not(near);
            rest = self.ctx.and(rest, not_near);
            if !self.may_with(st, rest)? {
                all_seen = true;
                break;
            }
            if candidates.len() + self.spawned.len() >= MAX_CANDIDATES {
                return Err(Term::abandoned(
                    "a symbolic pointer may point to too many objects",
                ));
            }
        }
        if !all_seen {
            // Values the loop did not reach are still possible: dropping them would hide
            // what happens there.
            return Err(Term::abandoned(
                "a symbolic pointer may point to too many objects",
            ));
        }
        let Some(&(first, first_c)) = candidates.first() else {
            return Err(Term::Infeasible);
        };
        for &(_, c) in &candidates[1..] {
            // The other targets re-execute this instruction under their own constraint.
            self.spawn_retry(st, c);
        }
        if !self.must(st, first_c)? {
            st.add_constraint(&mut self.ctx, first_c);
        }
        let base = st.mem.region(first).base;
        let basec = self.ctx.constant(u128::from(base), pb);
        let off = self.ctx.sub(e, basec);
        Ok((
            first,
            match self.ctx.as_const(off) {
                Some(c) => Offset::C(c as u64),
                None => Offset::S(off),
            },
        ))
    }

    /// Whether `e` may hold together with the path condition.
    fn may_with(&mut self, st: &State, e: ExprRef) -> Result<bool, Term> {
        self.may(st, e)
    }

    /// Reads `len` bytes of region `r` at `off` as one scalar of `8 * len` bits. Reading bytes
    /// never written is recorded as an approximation: C gives them no value, the engine reads
    /// them as zero (as the concrete interpreter does, so witnesses still replay).
    pub fn read_region(&mut self, st: &mut State, r: RegionId, off: Offset, len: u32) -> SVal {
        if !st.mem.region(r).initialized(off, u64::from(len))
            && self.may_read_uninit(st, r, off, len)
        {
            let what = "read of uninitialized memory (taken as zero)";
            if !st.approximations.iter().any(|a| a == what) {
                st.approximations.push(what.to_string());
            }
            self.report_uninitialized_read(st, r);
        }
        self.read_region_raw(st, r, off, len)
    }

    /// Tells the checkers that the program's own code reads never-written bytes of `r`.
    fn report_uninitialized_read(&mut self, st: &mut State, r: RegionId) {
        let own = st
            .top()
            .is_some_and(|f| self.prog.module.is_program_function(f.func));
        if self.has_checkers() && own {
            self.notify(st, |c, ex, st| c.on_uninitialized_read(ex, st, r));
        }
    }

    /// Before a load at a concrete offset: never-written bytes it reads become fresh symbols,
    /// one input per load (C gives them no value; a witness says which one a path needs, and
    /// the concrete interpreter feeds it back the same way: `Machine::feed_uninitialized`).
    pub fn fill_uninitialized(&mut self, st: &mut State, r: RegionId, off: Offset, size: u64) {
        let Offset::C(o) = off else {
            return;
        };
        if st.mem.region(r).initialized(off, size) {
            return;
        }
        self.report_uninitialized_read(st, r);
        let iw = self.ptr_bits();
        let name = format!("{}#{}", semantics::inputs::UNINIT_INPUT, st.inputs.len());
        let unwritten: Vec<u64> = (0..size)
            .filter(|&k| !st.mem.region(r).initialized(Offset::C(o + k), 1))
            .collect();
        let mut vars = imbl::Vector::new();
        if unwritten.len() as u64 == size && matches!(size, 2 | 4 | 8 | 16) {
            // One variable for a whole scalar: bounds on it fold into one range constraint.
            let v = self.input_var(&name, (size * 8) as u32);
            st.mem
                .region_mut(r)
                .write(&mut self.ctx, off, size as u32, SVal::S(v), iw);
            for k in 0..size {
                vars.push_back(self.ctx.extract(v, (8 * k) as u32, 8));
            }
        } else {
            for k in unwritten {
                let v = self.input_var(&format!("{name}[{k}]"), 8);
                st.mem
                    .region_mut(r)
                    .write(&mut self.ctx, Offset::C(o + k), 1, SVal::S(v), iw);
                vars.push_back(v);
            }
        }
        st.inputs.push_back(crate::state::SymInput {
            name: semantics::inputs::UNINIT_INPUT.into(),
            ty: "bytes".into(),
            bytes: u32::try_from(vars.len()).unwrap_or(u32::MAX),
            kind: semantics::ScalarKind::Unsigned,
            var: crate::state::InputVar::Bytes(vars),
        });
    }

    /// Whether a read at `off` can touch a never-written byte (asks the solver for symbolic offsets).
    fn may_read_uninit(&mut self, st: &State, r: RegionId, off: Offset, len: u32) -> bool {
        let Offset::S(e) = off else { return true };
        let runs = st.mem.region(r).uninitialized_runs();
        if runs.len() > 32 {
            return true;
        }
        let w = self.ctx.width(e);
        let mut any = self.ctx.bool(false);
        for (lo, hi) in runs {
            // [off, off + len) meets [lo, hi)  ⇔  off < hi ∧ lo < off + len  ⇔  off < hi ∧ off + len - 1 ≥ lo
            let hic = self.ctx.constant(u128::from(hi), w);
            let before_end = self.ctx.ult(e, hic);
            let first = u128::from(lo.saturating_sub(u64::from(len) - 1));
            let loc = self.ctx.constant(first, w);
            let after_start = self.ctx.ule(loc, e);
            let meets = self.ctx.and(before_end, after_start);
            any = self.ctx.or(any, meets);
        }
        self.may(st, any).unwrap_or(true)
    }

    /// [`Self::read_region`] without the initialisation check (for copies, which carry it over).
    pub fn read_region_raw(&mut self, st: &mut State, r: RegionId, off: Offset, len: u32) -> SVal {
        let iw = self.ptr_bits();
        if let Some(v) = st.mem.region(r).read(&mut self.ctx, off, len, iw) {
            return v;
        }
        st.mem.region_mut(r).make_array(&mut self.ctx, iw);
        st.mem
            .region(r)
            .read(&mut self.ctx, off, len, iw)
            .unwrap_or(SVal::C(0))
    }

    /// Reads a value of type `ty` at `(r, off)`.
    fn read_typed(&mut self, st: &mut State, r: RegionId, off: Offset, ty: TyId) -> Val {
        let d = self.prog.module.types.get(ty);
        let size = d.store_size;
        self.fill_uninitialized(st, r, off, size);
        match d.kind {
            TyKind::Int(bits) if size <= 16 => {
                let v = self.read_region(st, r, off, size as u32);
                Val::S(self.trunc_to(v, bits, (size * 8) as u32))
            }
            TyKind::Float(_) | TyKind::Ptr => Val::S(self.read_region(st, r, off, size as u32)),
            _ => {
                let bytes: Vec<SVal> = (0..size)
                    .map(|i| {
                        let o = self.offset_plus(off, i);
                        self.read_region(st, r, o, 1)
                    })
                    .collect();
                Val::Bytes(bytes.into())
            }
        }
    }

    /// `off + k`.
    /// An offset as a pointer-wide expression.
    pub fn offset_expr(&mut self, off: Offset) -> ExprRef {
        match off {
            Offset::C(o) => {
                let pb = self.ptr_bits();
                self.ctx.constant(u128::from(o), pb)
            }
            Offset::S(e) => e,
        }
    }

    pub fn offset_plus(&mut self, off: Offset, k: u64) -> Offset {
        match off {
            Offset::C(o) => Offset::C(o + k),
            Offset::S(e) => {
                let w = self.ctx.width(e);
                let kc = self.ctx.constant(u128::from(k), w);
                let s = self.ctx.add(e, kc);
                Offset::S(s)
            }
        }
    }

    /// Writes the byte image `bytes` at `(r, off)`.
    pub fn write_bytes(&mut self, st: &mut State, r: RegionId, off: Offset, bytes: &[SVal]) {
        let iw = self.ptr_bits();
        for (i, b) in bytes.iter().enumerate() {
            let o = self.offset_plus(off, i as u64);
            st.mem.region_mut(r).write(&mut self.ctx, o, 1, *b, iw);
        }
    }

    /// A load instruction.
    pub fn load(
        &mut self,
        st: &mut State,
        ty: TyId,
        dst: ValueId,
        ptr: Operand,
    ) -> Result<Flow, Term> {
        let size = self.prog.module.types.get(ty).store_size;
        let p = self.sval(st, ptr);
        let (r, off) = self.resolve(st, p, size, false)?;
        let v = self.read_typed(st, r, off, ty);
        Self::set(st, dst, v);
        Ok(Flow::Next)
    }

    /// A store instruction.
    pub fn store(
        &mut self,
        st: &mut State,
        ty: TyId,
        ptr: Operand,
        val: Operand,
    ) -> Result<Flow, Term> {
        let d = self.prog.module.types.get(ty);
        let (size, scalar) = (
            d.store_size,
            matches!(d.kind, TyKind::Int(_) | TyKind::Float(_) | TyKind::Ptr),
        );
        let p = self.sval(st, ptr);
        let v = self.val(st, val);
        if let Some(w) = self.store_val(st, p, v, size, scalar)? {
            self.notify_overwritten(st, vec![w]);
        }
        Ok(Flow::Next)
    }

    /// Tells the checkers that the heap pointers `pointers` were overwritten here.
    pub fn notify_overwritten(&mut self, st: &mut State, pointers: Vec<u64>) {
        let n = st.frames.len().saturating_sub(1);
        let mut held = Self::register_pointers(st, 0..n);
        held.extend(self.entry_held(st));
        let d = crate::events::Dropped {
            pointers,
            held,
            at: st.loc(self.prog.module),
            via: None,
        };
        self.notify(st, |c, ex, st| c.on_pointers_overwritten(ex, st, &d));
    }

    /// Stores `v` (`size` bytes; `scalar` for integers, floats and pointers) at `p`; returns the
    /// heap pointer it overwrote, if any (when checkers run).
    pub fn store_val(
        &mut self,
        st: &mut State,
        p: SVal,
        v: Val,
        size: u64,
        scalar: bool,
    ) -> Result<Option<u64>, Term> {
        let (r, off) = self.resolve(st, p, size, true)?;
        let pb = u64::from(self.prog.module.model().pointer_bytes());
        // A pointer into a live heap block about to be overwritten (for the leak checkers).
        let old = match off {
            Offset::C(o) if self.has_checkers() && size == pb && o % pb == 0 => {
                st.mem.region(r).concrete_word(o, pb as usize).filter(|&w| {
                    Self::is_heap_pointer(st, w) && v != Val::S(SVal::C(u128::from(w)))
                })
            }
            _ => None,
        };
        match v {
            Val::S(s) if scalar && size <= 16 => {
                let iw = self.ptr_bits();
                let s = match s {
                    SVal::S(e) if self.ctx.width(e) != (size * 8) as u32 => {
                        let z = self.ctx.zext(e, (size * 8) as u32);
                        SVal::of(&self.ctx, z)
                    }
                    other => other,
                };
                st.mem
                    .region_mut(r)
                    .write(&mut self.ctx, off, size as u32, s, iw);
            }
            other => {
                let bytes = self.val_bytes(&other, size as usize);
                self.write_bytes(st, r, off, &bytes);
            }
        }
        Ok(old)
    }

    /// Resolves `[p, p + len)` for a bulk operation and returns the region and concrete start offset.
    pub fn resolve_range(
        &mut self,
        st: &mut State,
        p: SVal,
        len: u64,
        write: bool,
    ) -> Result<(RegionId, Offset), Term> {
        if len == 0 {
            let pb = self.ptr_bits();
            let a = self.concrete_or_unique(st, p, pb, "pointer of an empty memory operation")?;
            return Ok((RegionId(0), Offset::C(a as u64)));
        }
        self.resolve(st, p, len, write)
    }
}
