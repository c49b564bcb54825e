//! Calls, returns and intrinsics in symbolic states.

use expr::ExprRef;
use ir::{Callee, FuncId, Intrinsic, LocId, Op, Operand, TyId, TyKind, ValueId};
use memory::{Offset, RegionId, RegionKind, SVal};

use crate::executor::{Executor, Flow};
use crate::state::{SFrame, State, Val};
use crate::term::{Abandon, Term};
use semantics::arith::{self, mask};
use semantics::error::ErrorKind;

/// Values a symbolic function pointer is tried with before the path is given up.
const MAX_CALL_TARGETS: usize = 64;

/// Bytes one `memset` may write in a symbolic state, each a term of its own: beyond, the
/// path is given up (with the reason) instead of exhausting memory.
const MAX_SYMBOLIC_FILL: u64 = 1 << 26;

/// Bytes a `memset` or `memcpy` of symbolic length writes as `i < len ? new : old`, so that
/// no length is chosen for the path; a length that may be longer is fixed to one value.
const MAX_SYMBOLIC_LENGTH: u64 = 1 << 12;

/// The bytes a symbolic length may cover: from `start` in `region`, `most` of them, the
/// first `least` surely.
struct Span {
    region: RegionId,
    start: u64,
    most: u64,
    least: u64,
    /// The length, 64 bits wide.
    len: ExprRef,
}

impl Executor<'_, '_> {
    /// The function a symbolic pointer `e` calls on this state. Each other function it may
    /// hold gets a state of its own that runs the call again under that constraint; values
    /// that are no function's address end in error states.
    fn function_pointer_target(&mut self, st: &mut State, e: expr::ExprRef) -> Result<u64, Term> {
        let pb = self.ptr_bits();
        let mut rest = self.ctx.bool(true);
        let mut targets: Vec<(u64, expr::ExprRef)> = Vec::new();
        for _ in 0..MAX_CALL_TARGETS {
            let v = self.value_where(st, rest, e)?;
            let vc = self.ctx.constant(u128::from(v), pb);
            let at = self.ctx.eq(e, vc);
            if self.addr_func.contains_key(&v) {
                targets.push((v, at));
            } else {
                let (kind, msg) = if v < memory::FIRST_ADDRESS {
                    (
                        ErrorKind::NullDeref,
                        "call through a null function pointer".to_string(),
                    )
                } else {
                    (
                        ErrorKind::InvalidDeref,
                        format!("call through {v:#x}, which is not a function"),
                    )
                };
                let bad = self.ctx.and(rest, at);
                self.spawn_error(st, bad, kind, msg);
            }
            let not_at = self.ctx.not(at);
            rest = self.ctx.and(rest, not_at);
            if !self.may(st, rest)? {
                let Some(&(first, first_at)) = targets.first() else {
                    return Err(Term::Infeasible);
                };
                for &(_, at) in &targets[1..] {
                    self.spawn_retry(st, at);
                }
                st.add_constraint(&mut self.ctx, first_at);
                return Ok(first);
            }
        }
        Err(Term::abandoned(format!(
            "a function pointer may hold more than {MAX_CALL_TARGETS} values"
        )))
    }

    /// The `jmp_buf` address a `setjmp`/`longjmp` call is given.
    fn jmp_buf(&mut self, st: &mut State, vals: &[Val]) -> Result<u64, Term> {
        let pb = self.ptr_bits();
        let p = match vals.first() {
            Some(Val::S(v)) => *v,
            _ => SVal::C(0),
        };
        Ok(self.concrete_or_unique(st, p, pb, "jmp_buf address")? as u64)
    }

    /// `setjmp(env)` on a path: records the return point and stores its number in `env`.
    fn sym_set_jump(&mut self, st: &mut State, env: u64, dst: Option<ValueId>) -> Result<(), Term> {
        let Some(f) = st.frames.last() else {
            return Err(Term::Exit(0));
        };
        let jp = semantics::jumps::JumpPoint {
            depth: st.frames.len(),
            func: f.func,
            pc: f.pc,
            block: f.block,
            dst,
            frame_mark: f.alloca_mark,
        };
        st.jumps.push_back(jp);
        let pb = u64::from(self.prog.module.model().pointer_bytes());
        let n = SVal::C(st.jumps.len() as u128);
        self.store_val(st, SVal::C(u128::from(env)), Val::S(n), pb, true)?;
        Ok(())
    }

    /// `longjmp(env, v)` on a path: pops the frames above the point `env` names; its
    /// `setjmp` returns `v` (1 for 0).
    fn sym_long_jump(&mut self, st: &mut State, env: u64, v: SVal) -> Result<(), Term> {
        let pb = self.prog.module.model().pointer_bytes();
        let (r, off) = self.resolve(st, SVal::C(u128::from(env)), u64::from(pb), false)?;
        let n = match self.read_region(st, r, off, pb) {
            SVal::C(n) => n as u64,
            SVal::S(_) => {
                return Err(Term::abandoned("longjmp with a symbolic jmp_buf"));
            }
        };
        let jp = semantics::jumps::jump_point(
            n,
            |i| st.jumps.get(i).cloned(),
            |i| st.frames.get(i).map(|f| (f.func, f.alloca_mark)),
        )
        .map_err(|(k, m)| self.error(st, k, m))?;
        let site = st.loc(self.prog.module).0;
        while st.frames.len() > jp.depth {
            if self.config.tracks_loops() {
                st.loops.frame_popped(st.frames.len() as u32);
            }
            if self.interest().frame_pop {
                self.each_strategy(|_, s, ex| s.on_frame_pop(ex, st));
            }
            if let Some(fr) = st.frames.pop() {
                let killed: Vec<memory::RegionId> = st.allocas.drain(fr.alloca_mark..).collect();
                for r in killed {
                    st.mem.kill(r, site);
                }
            }
        }
        if let Some(top) = st.frames.last_mut() {
            top.pc = jp.pc;
            top.block = jp.block;
        }
        if let Some(d) = jp.dst {
            let value = match v {
                SVal::C(c) => SVal::C(u128::from(semantics::jumps::resumed_value(c as u64))),
                SVal::S(e) => {
                    let w = self.ctx.width(e);
                    let e32 = if w > 32 {
                        self.ctx.extract(e, 0, 32)
                    } else {
                        e
                    };
                    let zero = self.ctx.constant(0, 32);
                    let one = self.ctx.constant(1, 32);
                    let is_zero = self.ctx.eq(e32, zero);
                    let r = self.ctx.ite(is_zero, one, e32);
                    SVal::of(&self.ctx, r)
                }
            };
            Self::set(st, d, Val::S(value));
        }
        Ok(())
    }

    /// A call instruction.
    #[allow(clippy::too_many_arguments)]
    pub fn call(
        &mut self,
        st: &mut State,
        callee: &Callee,
        args: &[Operand],
        arg_tys: &[TyId],
        byval: &[Option<TyId>],
        ret: TyId,
        dst: Option<ValueId>,
    ) -> Result<Flow, Term> {
        let fid = match callee {
            Callee::Direct(f) => *f,
            Callee::Indirect(op) => {
                let a = match self.sval(st, *op) {
                    SVal::C(c) => c as u64,
                    SVal::S(e) => self.function_pointer_target(st, e)?,
                };
                match self.addr_func.get(&a) {
                    Some(&f) => f,
                    None if a < memory::FIRST_ADDRESS => {
                        return Err(self.error(
                            st,
                            ErrorKind::NullDeref,
                            "call through a null function pointer",
                        ))
                    }
                    None => {
                        return Err(self.error(
                            st,
                            ErrorKind::InvalidDeref,
                            format!("call through {a:#x}, which is not a function"),
                        ))
                    }
                }
            }
        };
        let prog = self.prog;
        let f = prog.module.func(fid);
        if prog.is_error_function(fid) {
            return Err(self.error(st, ErrorKind::ReachError, format!("{}() called", f.name)));
        }
        let vals: Vec<Val> = args.iter().map(|&a| self.val(st, a)).collect();
        if f.body.is_some() {
            if self.interest().call {
                let c = crate::events::Call {
                    func: fid,
                    args: &vals,
                    byval,
                    ret,
                    dst,
                };
                let mut flow = Ok(None);
                self.first_strategy(|s, ex| match s.on_call(ex, st, &c) {
                    Ok(None) => None,
                    r => {
                        flow = r;
                        Some(())
                    }
                });
                if let Some(flow) = flow? {
                    return Ok(flow);
                }
            }
            let mark = st.allocas.len();
            let mut passed = Vec::with_capacity(vals.len());
            for (i, v) in vals.into_iter().enumerate() {
                match byval.get(i).copied().flatten() {
                    Some(pointee) => {
                        let size = prog.module.types.size(pointee);
                        let align = u64::from(prog.module.types.get(pointee).align);
                        let src = match v {
                            Val::S(s) => s,
                            Val::Bytes(b) => self.bytes_to_sval(&b),
                        };
                        let copy = self.alloc(st, size, align, RegionKind::Stack)?;
                        st.allocas.push(copy.0);
                        self.copy_mem(st, SVal::C(u128::from(copy.1)), src, size)?;
                        passed.push(Val::S(SVal::C(u128::from(copy.1))));
                    }
                    None => passed.push(v),
                }
            }
            self.push_frame(st, fid, passed, arg_tys, dst, mark)?;
            return Ok(Flow::Next);
        }
        let Some(b) = prog.builtins[fid.0 as usize] else {
            let name = &f.name;
            st.approximations.push(format!(
                "call to `{name}`, which has neither a body nor a model"
            ));
            return Err(Term::abandoned(format!(
                "call to `{name}`, which has neither a body nor a model"
            )));
        };
        if self.interest().call {
            self.each_strategy(|_, s, ex| s.on_builtin(ex, st, fid, b));
        }
        match b {
            semantics::builtins::Builtin::SetJmp => {
                let env = self.jmp_buf(st, &vals)?;
                self.sym_set_jump(st, env, dst)?;
                if let Some(d) = dst {
                    Self::set(st, d, Val::S(SVal::C(0)));
                }
                return Ok(Flow::Next);
            }
            semantics::builtins::Builtin::LongJmp => {
                let env = self.jmp_buf(st, &vals)?;
                let v = match vals.get(1) {
                    Some(Val::S(v)) => *v,
                    _ => SVal::C(0),
                };
                self.sym_long_jump(st, env, v)?;
                return Ok(Flow::Next);
            }
            _ => {}
        }
        let result = self.builtin(st, b, fid, &vals, arg_tys)?;
        if let (Some(d), Some(v)) = (dst, result) {
            let v = match (prog.module.types.kind(ret), v) {
                (TyKind::Int(bits), SVal::C(c)) => SVal::C(mask(c, *bits)),
                // A model may compute at another width than the declared return type (`_Bool`).
                (TyKind::Int(bits), SVal::S(e)) if self.ctx.width(e) != *bits => {
                    let w = self.ctx.width(e);
                    if w > *bits {
                        self.trunc_to(v, *bits, w)
                    } else {
                        self.ext(v, w, *bits, false)
                    }
                }
                (_, v) => v,
            };
            Self::set(st, d, Val::S(v));
            let allocates = matches!(
                b,
                semantics::builtins::Builtin::Malloc | semantics::builtins::Builtin::Calloc
            );
            if allocates && self.interest().heap {
                self.each_strategy(|_, s, ex| s.on_allocated(ex, st, d, v));
            }
        }
        Ok(Flow::Next)
    }

    /// Allocates a region in `st`, returning its id and address.
    pub fn alloc(
        &mut self,
        st: &mut State,
        size: u64,
        align: u64,
        kind: RegionKind,
    ) -> Result<(memory::RegionId, u64), Term> {
        let site = st.loc(self.prog.module).0;
        let r = st
            .mem
            .allocate(size, align, kind, site)
            .map_err(|e| self.error(st, ErrorKind::ResourceLimit, e.to_string()))?;
        Ok((r, st.mem.region(r).base))
    }

    /// Copies `len` bytes from `src` to `dst` (byte by byte, so overlapping copies work as memmove).
    pub fn copy_mem(&mut self, st: &mut State, dst: SVal, src: SVal, len: u64) -> Result<(), Term> {
        if len == 0 {
            return Ok(());
        }
        let (sr, so) = self.resolve_range(st, src, len, false)?;
        let (dr, doff) = self.resolve_range(st, dst, len, true)?;
        let mut bytes = Vec::with_capacity(len as usize);
        let mut uninit = Vec::new();
        for i in 0..len {
            let o = self.offset_plus(so, i);
            if !st.mem.region(sr).initialized(o, 1) {
                uninit.push(i);
            }
            bytes.push(self.read_region_raw(st, sr, o, 1));
        }
        self.write_bytes(st, dr, doff, &bytes);
        if let Offset::C(d) = doff {
            for i in uninit {
                st.mem.region_mut(dr).mark_uninitialized(d + i, 1);
            }
        }
        Ok(())
    }

    /// Sets `len` bytes at `dst` to `byte`.
    pub fn fill_mem(
        &mut self,
        st: &mut State,
        dst: SVal,
        byte: SVal,
        len: u64,
    ) -> Result<(), Term> {
        if len == 0 {
            return Ok(());
        }
        if len > MAX_SYMBOLIC_FILL {
            return Err(Term::abandoned(format!(
                "memset of {len} bytes (more than the symbolic engine writes one by one)"
            )));
        }
        let (dr, doff) = self.resolve_range(st, dst, len, true)?;
        let b = self.trunc_to(byte, 8, 32);
        let bytes = vec![b; len as usize];
        self.write_bytes(st, dr, doff, &bytes);
        Ok(())
    }

    /// `memcpy`/`memmove` of `len` bytes; a symbolic length stays symbolic where
    /// [`Self::copy_symbolic`] applies, and is fixed to one value (an approximation) elsewhere.
    pub fn copy_len(
        &mut self,
        st: &mut State,
        dst: SVal,
        src: SVal,
        len: SVal,
        bits: u32,
    ) -> Result<(), Term> {
        if let SVal::S(e) = len {
            if self.copy_symbolic(st, dst, src, e)? {
                return Ok(());
            }
        }
        let n = self.concretize(st, len, bits, "memcpy length")? as u64;
        self.copy_mem(st, dst, src, n)
    }

    /// `memset` of `len` bytes, as [`Self::copy_len`] does for copies.
    pub fn fill_len(
        &mut self,
        st: &mut State,
        dst: SVal,
        byte: SVal,
        len: SVal,
        bits: u32,
    ) -> Result<(), Term> {
        if let SVal::S(e) = len {
            if self.memset_symbolic(st, dst, byte, e)? {
                return Ok(());
            }
        }
        let n = self.concretize(st, len, bits, "memset length")? as u64;
        self.fill_mem(st, dst, byte, n)
    }

    /// `memset(dst, byte, len)` with a symbolic `len`; `false` when it does not apply (see
    /// [`Self::symbolic_span`]) and the caller fixes the length instead.
    fn memset_symbolic(
        &mut self,
        st: &mut State,
        dst: SVal,
        byte: SVal,
        len: ExprRef,
    ) -> Result<bool, Term> {
        let Some(span) = self.symbolic_span(st, dst, len)? else {
            return Ok(false);
        };
        let b = self.trunc_to(byte, 8, 32);
        let bytes = vec![b; span.most as usize];
        self.write_below(st, &span, &bytes);
        Ok(true)
    }

    /// `memcpy(dst, src, len)` with a symbolic `len`; `false` when it does not apply to
    /// either side and the caller fixes the length instead.
    fn copy_symbolic(
        &mut self,
        st: &mut State,
        dst: SVal,
        src: SVal,
        len: ExprRef,
    ) -> Result<bool, Term> {
        let (Some(from), Some(to)) = (
            self.symbolic_span(st, src, len)?,
            self.symbolic_span(st, dst, len)?,
        ) else {
            return Ok(false);
        };
        // Read everything first: the two may overlap (memmove).
        let bytes: Vec<SVal> = (0..to.most)
            .map(|i| self.read_region_raw(st, from.region, Offset::C(from.start + i), 1))
            .collect();
        // What was never written stays so in the copy (as copy_mem keeps it).
        let unset: Vec<u64> = (0..to.least.min(to.most))
            .filter(|&i| {
                !st.mem
                    .region(from.region)
                    .initialized(Offset::C(from.start + i), 1)
            })
            .collect();
        self.write_below(st, &to, &bytes);
        for i in unset {
            st.mem
                .region_mut(to.region)
                .mark_uninitialized(to.start + i, 1);
        }
        Ok(true)
    }

    /// The bytes a symbolic length `len` may cover from `p`: all in one block's storage, at a
    /// known offset, at most [`MAX_SYMBOLIC_LENGTH`] of them. `None` otherwise.
    fn symbolic_span(
        &mut self,
        st: &mut State,
        p: SVal,
        len: ExprRef,
    ) -> Result<Option<Span>, Term> {
        let len = if self.ctx.width(len) < 64 {
            self.ctx.zext(len, 64)
        } else {
            len
        };
        let most = self
            .max_value(&st.constraints, SVal::S(len))
            .map_err(Self::solver_term)?;
        if most > MAX_SYMBOLIC_LENGTH {
            return Ok(None);
        }
        let least = self
            .min_value(&st.constraints, SVal::S(len))
            .map_err(Self::solver_term)?;
        if most == 0 {
            return Ok(Some(Span {
                region: RegionId(0),
                start: 0,
                most,
                least,
                len,
            }));
        }
        let (region, off) = self.resolve_range(st, p, 1, false)?;
        let Offset::C(start) = off else {
            return Ok(None);
        };
        if start
            .checked_add(most)
            .is_none_or(|end| end > st.mem.region(region).size)
        {
            return Ok(None);
        }
        // Filling a block of symbolic size to its end (`memset(p, 0, size)`) sets every byte
        // of it: the bytes past `len` are past the block too.
        let to_end = match st.mem.region(region).limit {
            Some(limit) => {
                let limit = if self.ctx.width(limit) < 64 {
                    self.ctx.zext(limit, 64)
                } else {
                    limit
                };
                let from = self.ctx.constant(u128::from(start), 64);
                let end = self.ctx.add(from, len);
                let covers = self.ctx.ule(limit, end);
                self.must(st, covers)?
            }
            None => false,
        };
        let least = if to_end { most } else { least };
        Ok(Some(Span {
            region,
            start,
            most,
            least,
            len,
        }))
    }

    /// Writes `bytes[i]` where `i < len` and keeps the old byte elsewhere; a byte the length
    /// may not cover keeps its initialisation as it was.
    fn write_below(&mut self, st: &mut State, span: &Span, bytes: &[SVal]) {
        let iw = self.ptr_bits();
        for (i, &new) in (0u64..).zip(bytes) {
            let at = Offset::C(span.start + i);
            let v = if i < span.least {
                new
            } else {
                let was_set = st.mem.region(span.region).initialized(at, 1);
                let old = self.read_region_raw(st, span.region, at, 1);
                let (new, old) = (self.byte_expr(new), self.byte_expr(old));
                let k = self.ctx.constant(u128::from(i), 64);
                let below = self.ctx.ult(k, span.len);
                let v = SVal::S(self.ctx.ite(below, new, old));
                if !was_set {
                    st.mem
                        .region_mut(span.region)
                        .write(&mut self.ctx, at, 1, v, iw);
                    st.mem
                        .region_mut(span.region)
                        .mark_uninitialized(span.start + i, 1);
                    continue;
                }
                v
            };
            st.mem
                .region_mut(span.region)
                .write(&mut self.ctx, at, 1, v, iw);
        }
    }

    fn byte_expr(&mut self, v: SVal) -> ExprRef {
        match v {
            SVal::C(c) => self.ctx.constant(c & 0xff, 8),
            SVal::S(e) => e,
        }
    }

    /// Enters `fid` with argument values `args`.
    pub fn push_frame(
        &mut self,
        st: &mut State,
        fid: FuncId,
        args: Vec<Val>,
        arg_tys: &[TyId],
        ret_dst: Option<ValueId>,
        alloca_mark: usize,
    ) -> Result<(), Term> {
        if st.frames.len() >= self.config.max_call_depth {
            return Err(Term::Abandoned(Abandon::CallDepth(
                self.config.max_call_depth,
            )));
        }
        let m = self.prog.module;
        let f = m.func(fid);
        let Some(body) = f.body.as_ref() else {
            return Err(Term::abandoned(format!("`{}` has no body", f.name)));
        };
        let mut regs = crate::state::Regs::new(f.values.len());
        for (i, v) in args.iter().enumerate().take(f.params.len().min(regs.len())) {
            regs[i] = v.clone();
        }
        let mut va_area = 0;
        if f.variadic {
            let extra: Vec<TyId> = arg_tys.iter().skip(f.params.len()).copied().collect();
            let (offsets, total) = self.va_layout(&extra);
            let (r, base) = self.alloc(st, total, 16, RegionKind::Runtime)?;
            st.allocas.push(r);
            va_area = base;
            for ((t, off), v) in extra
                .iter()
                .zip(offsets)
                .zip(args.iter().skip(f.params.len()))
            {
                let size = m.types.get(*t).store_size as usize;
                let bytes = self.val_bytes(v, size);
                self.write_bytes(st, r, Offset::C(off), &bytes);
            }
        }
        st.frames.push(SFrame {
            func: fid,
            regs,
            pc: body.blocks.first().map_or(0, |b| b.start),
            block: 0,
            ret_dst,
            alloca_mark,
            va_area,
            last_jump: LocId(0),
        });
        if self.interest().enter {
            self.dispatch_stop(st, |s, ex, st| s.on_enter(ex, st, fid));
        }
        Ok(())
    }

    /// Offsets of variadic arguments (the layout the target's `va_arg` code expects).
    fn va_layout(&self, tys: &[TyId]) -> (Vec<u64>, u64) {
        semantics::abi::va_layout(&self.prog.module.types, tys)
    }

    /// A return.
    pub fn ret(&mut self, st: &mut State, v: Option<Val>) -> Result<Flow, Term> {
        if self.config.tracks_loops() {
            st.loops.frame_popped(st.frames.len() as u32);
        }
        if self.interest().frame_pop {
            self.each_strategy(|_, s, ex| s.on_frame_pop(ex, st));
        }
        let Some(fr) = st.frames.pop() else {
            return Err(Term::Exit(0));
        };
        let site = st.loc(self.prog.module).0;
        let killed: Vec<memory::RegionId> = st.allocas.drain(fr.alloca_mark..).collect();
        // Heap pointers the frame held (its variables and registers) are dropped with it.
        let dropped = if self.has_checkers() {
            let mut d: Vec<u64> = killed
                .iter()
                .flat_map(|&r| self.heap_pointers_in(st, r))
                .collect();
            for v in &fr.regs {
                Self::pointers_in_value(st, v, &mut d);
            }
            d
        } else {
            Vec::new()
        };
        for r in killed {
            st.mem.kill(r, site);
        }
        if !dropped.is_empty() {
            let mut held = Self::register_pointers(st, 0..st.frames.len());
            if let Some(v) = &v {
                Self::pointers_in_value(st, v, &mut held);
            }
            held.extend(self.entry_held(st));
            let d = crate::events::Dropped {
                pointers: dropped,
                held,
                at: self.return_location(st, &fr).0,
                via: self.return_location(st, &fr).1,
            };
            // The report's location is the return being executed: the frame is still on top.
            st.frames.push(fr.clone());
            self.notify(st, |c, ex, st| c.on_frame_popped(ex, st, &d));
            st.frames.pop();
        }
        match st.frames.last_mut() {
            Some(caller) => {
                if let (Some(d), Some(v)) = (fr.ret_dst, v) {
                    if let Some(slot) = caller.regs.get_mut(d.0 as usize) {
                        *slot = v;
                    }
                }
                Ok(Flow::Next)
            }
            None => {
                if self.interest().top_return {
                    self.each_strategy(|_, s, ex| s.on_top_return(ex, st, &v));
                }
                let code = match (st.exiting, v) {
                    (Some(c), _) => c,
                    (None, Some(Val::S(s))) => self.exit_status(st, s)?,
                    _ => 0,
                };
                let (at, via) = self.return_location(st, &fr);
                self.exit(st, code, at, via)
            }
        }
    }

    /// Where `fr` returns: the return instruction and, when that instruction sits alone in
    /// a block that several paths jump to (clang's shared return block), the branch that
    /// jumped there (a `return` statement, or the end of an `if`).
    fn return_location(&self, st: &State, fr: &crate::state::SFrame) -> (LocId, Option<LocId>) {
        let m = self.prog.module;
        let f = m.func(fr.func);
        let Some(body) = f.body.as_ref() else {
            return (st.loc(m), None);
        };
        let ret = body
            .insts
            .get(fr.pc.saturating_sub(1) as usize)
            .map_or(f.loc, |i| i.loc);
        let shared = body.blocks.get(fr.block as usize).is_some_and(|b| {
            let ops = &body.insts[b.start as usize..b.end as usize];
            body.cfg
                .preds
                .get(fr.block as usize)
                .is_some_and(|p| p.len() > 1)
                && ops
                    .iter()
                    .all(|i| matches!(i.op, Op::Load { .. } | Op::Ret { .. }))
        });
        (ret, (shared && fr.last_jump.0 != 0).then_some(fr.last_jump))
    }

    /// A value for a (possibly symbolic) exit status: it decides no branch, so no constraint is added.
    pub fn exit_status(&mut self, st: &State, s: SVal) -> Result<i32, Term> {
        match s {
            SVal::C(c) => Ok(c as u32 as i32),
            SVal::S(e) => {
                let v = self
                    .solver
                    .value(&mut self.ctx, &st.constraints, e)
                    .map_err(Self::solver_term)?;
                Ok(v as u32 as i32)
            }
        }
    }

    /// Program exit with `code`: runs the next `atexit` handler, or ends the path.
    pub fn exit(
        &mut self,
        st: &mut State,
        code: i32,
        at: LocId,
        via: Option<LocId>,
    ) -> Result<Flow, Term> {
        match st.atexit.pop() {
            Some(h) => {
                st.exiting = Some(code);
                st.frames.clear();
                let mark = st.allocas.len();
                self.push_frame(st, h, Vec::new(), &[], None, mark)?;
                Ok(Flow::Next)
            }
            None => {
                if self.has_checkers() {
                    self.notify(st, |c, ex, st| c.on_program_exit(ex, st, at, via));
                }
                Err(Term::Exit(code))
            }
        }
    }

    /// `atomicrmw`, `cmpxchg` and `va_arg`: executed concretely on concrete operands.
    pub fn rare_memory_op(&mut self, st: &mut State, op: &Op) -> Result<Flow, Term> {
        match op {
            Op::AtomicRmw {
                op,
                ty,
                dst,
                ptr,
                val,
            } => {
                let m = self.prog.module;
                let d = m.types.get(*ty);
                let bits = match d.kind {
                    TyKind::Int(b) => b,
                    _ => self.ptr_bits(),
                };
                let p = self.sval(st, *ptr);
                let (r, off) = self.resolve(st, p, d.store_size, true)?;
                self.fill_uninitialized(st, r, off, d.store_size);
                let old = self.read_region(st, r, off, d.store_size as u32);
                let v = self.sval(st, *val);
                let binop = match op {
                    ir::RmwOp::Xchg => None,
                    ir::RmwOp::Add => Some(ir::BinOp::Add),
                    ir::RmwOp::Sub => Some(ir::BinOp::Sub),
                    ir::RmwOp::And => Some(ir::BinOp::And),
                    ir::RmwOp::Or => Some(ir::BinOp::Or),
                    ir::RmwOp::Xor => Some(ir::BinOp::Xor),
                    _ => return Err(Term::abandoned("atomicrmw min/max/nand")),
                };
                let new = match binop {
                    None => v,
                    Some(b) => self.bin(st, b, bits, old, v)?,
                };
                let iw = self.ptr_bits();
                st.mem
                    .region_mut(r)
                    .write(&mut self.ctx, off, d.store_size as u32, new, iw);
                Self::set(st, *dst, Val::S(old));
                Ok(Flow::Next)
            }
            _ => Err(Term::abandoned(
                "cmpxchg / va_arg instruction in symbolic execution",
            )),
        }
    }

    /// `{result, overflowed}` of an overflow intrinsic on `bits` (≤ 64) -bit operands, as expressions.
    fn overflow_op(&mut self, which: Intrinsic, bits: u32, a: SVal, b: SVal) -> (SVal, SVal) {
        use expr::BinOp as B;
        use Intrinsic as I;
        let (x, y) = (a.expr(&mut self.ctx, bits), b.expr(&mut self.ctx, bits));
        let signed = matches!(which, I::SAddOverflow | I::SSubOverflow | I::SMulOverflow);
        let op = match which {
            I::SAddOverflow | I::UAddOverflow => B::Add,
            I::SSubOverflow | I::USubOverflow => B::Sub,
            _ => B::Mul,
        };
        // Compute exactly in twice the width; overflow is the exact result not fitting.
        let wide = 2 * bits;
        let ext = |ctx: &mut expr::Ctx, e| {
            if signed {
                ctx.sext(e, wide)
            } else {
                ctx.zext(e, wide)
            }
        };
        let (xw, yw) = (ext(&mut self.ctx, x), ext(&mut self.ctx, y));
        let exact = self.ctx.bin(op, xw, yw);
        let r = self.ctx.extract(exact, 0, bits);
        let back = ext(&mut self.ctx, r);
        let flag = self.ctx.ne(exact, back);
        (SVal::of(&self.ctx, r), SVal::of(&self.ctx, flag))
    }

    /// An LLVM intrinsic.
    pub fn intrinsic(
        &mut self,
        st: &mut State,
        which: Intrinsic,
        ty: TyId,
        args: &[Operand],
        dst: Option<ValueId>,
    ) -> Result<Flow, Term> {
        use Intrinsic as I;
        let pb = self.ptr_bits();
        let a: Vec<SVal> = args.iter().map(|&o| self.sval(st, o)).collect();
        let arg = |i: usize| a.get(i).copied().unwrap_or(SVal::C(0));
        let bits = match self.prog.module.types.kind(ty) {
            TyKind::Int(b) => *b,
            _ => pb,
        };
        let res: Option<SVal> = match which {
            I::MemCpy | I::MemMove => {
                self.check_span(st, arg(0), arg(2), true, "memcpy")?;
                self.check_span(st, arg(1), arg(2), false, "memcpy")?;
                self.copy_len(st, arg(0), arg(1), arg(2), bits)?;
                None
            }
            I::MemSet => {
                let lb = match self.prog.module.types.kind(self.operand_ty(st, args[2])) {
                    TyKind::Int(b) => *b,
                    _ => pb,
                };
                self.check_span(st, arg(0), arg(2), true, "memset")?;
                self.fill_len(st, arg(0), arg(1), arg(2), lb)?;
                None
            }
            I::Trap => return Err(self.error(st, ErrorKind::Trap, "__builtin_trap() executed")),
            I::StackSave => Some(SVal::C(st.allocas.len() as u128)),
            I::StackRestore => {
                let mark = self.concretize(st, arg(0), pb, "stack restore")? as usize;
                let floor = st.top().map_or(0, |f| f.alloca_mark);
                let site = st.loc(self.prog.module).0;
                let from = mark.max(floor).min(st.allocas.len());
                for r in st.allocas.drain(from..).collect::<Vec<_>>() {
                    st.mem.kill(r, site);
                }
                None
            }
            I::VaStart => {
                let area = u128::from(st.top().map_or(0, |f| f.va_area));
                let ap = arg(0);
                let (r, off) = self.resolve(st, ap, if pb == 64 { 24 } else { 4 }, true)?;
                let iw = pb;
                let reg = st.mem.region_mut(r);
                if pb == 64 {
                    reg.write(&mut self.ctx, off, 4, SVal::C(48), iw);
                    let o4 = match off {
                        Offset::C(o) => Offset::C(o + 4),
                        s => s,
                    };
                    let o8 = match off {
                        Offset::C(o) => Offset::C(o + 8),
                        s => s,
                    };
                    let o16 = match off {
                        Offset::C(o) => Offset::C(o + 16),
                        s => s,
                    };
                    reg.write(&mut self.ctx, o4, 4, SVal::C(176), iw);
                    reg.write(&mut self.ctx, o8, 8, SVal::C(area), iw);
                    reg.write(&mut self.ctx, o16, 8, SVal::C(area), iw);
                } else {
                    reg.write(&mut self.ctx, off, 4, SVal::C(area), iw);
                }
                None
            }
            I::VaEnd | I::Assume => None,
            I::VaCopy => {
                self.copy_mem(st, arg(0), arg(1), if pb == 64 { 24 } else { 4 })?;
                None
            }
            I::Expect => Some(arg(0)),
            I::SAddOverflow
            | I::UAddOverflow
            | I::SSubOverflow
            | I::USubOverflow
            | I::SMulOverflow
            | I::UMulOverflow
                if bits <= 64 && a.iter().any(|v| matches!(v, SVal::S(_))) =>
            {
                let (r, flag) = self.overflow_op(which, bits, arg(0), arg(1));
                if let Some(d) = dst {
                    let align = self.prog.module.model().int_align(bits) as usize;
                    let size = (bits as usize).div_ceil(8).div_ceil(align) * align;
                    let mut bytes = self.val_bytes(&Val::S(r), size);
                    let f = match flag {
                        SVal::C(c) => SVal::C(c),
                        SVal::S(e) => SVal::S(self.ctx.zext(e, 8)),
                    };
                    bytes.push(f);
                    Self::set(st, d, Val::Bytes(bytes.into()));
                }
                None
            }
            I::SMin | I::SMax | I::UMin | I::UMax | I::Abs
                if a.iter().any(|v| matches!(v, SVal::S(_))) =>
            {
                let (x, y) = (
                    arg(0).expr(&mut self.ctx, bits),
                    arg(1).expr(&mut self.ctx, bits),
                );
                let r = match which {
                    I::SMin => {
                        let c = self.ctx.sle(x, y);
                        self.ctx.ite(c, x, y)
                    }
                    I::SMax => {
                        let c = self.ctx.sle(y, x);
                        self.ctx.ite(c, x, y)
                    }
                    I::UMin => {
                        let c = self.ctx.ule(x, y);
                        self.ctx.ite(c, x, y)
                    }
                    I::UMax => {
                        let c = self.ctx.ule(y, x);
                        self.ctx.ite(c, x, y)
                    }
                    _ => {
                        let zero = self.ctx.constant(0, bits);
                        let neg = self.ctx.slt(x, zero);
                        let minus = self.ctx.neg(x);
                        self.ctx.ite(neg, minus, x)
                    }
                };
                Some(SVal::of(&self.ctx, r))
            }
            I::IsConstant => Some(SVal::C(0)),
            I::Fabs | I::CopySign if a.iter().any(|v| matches!(v, SVal::S(_))) => {
                match self.prog.module.types.kind(ty) {
                    TyKind::Float(f) if arith::ieee_width(*f).is_some() => Some(self.float_sign(
                        which,
                        semantics::arith::float_bits(*f),
                        arg(0),
                        arg(1),
                    )),
                    _ => return self.concrete_intrinsic(st, which, ty, args, &a, dst),
                }
            }
            _ => return self.concrete_intrinsic(st, which, ty, args, &a, dst),
        };
        if let (Some(d), Some(v)) = (dst, res) {
            Self::set(st, d, Val::S(v));
        }
        Ok(Flow::Next)
    }

    /// `fabs(x)` or `copysign(x, y)`: bit operations on the sign.
    fn float_sign(&mut self, which: Intrinsic, bits: u32, x: SVal, y: SVal) -> SVal {
        let x = x.expr(&mut self.ctx, bits);
        let magnitude = self.ctx.constant((1u128 << (bits - 1)) - 1, bits);
        let abs = self.ctx.bin(expr::BinOp::And, x, magnitude);
        let r = if which == Intrinsic::CopySign {
            let y = y.expr(&mut self.ctx, bits);
            let sign = self.ctx.constant(1u128 << (bits - 1), bits);
            let s = self.ctx.bin(expr::BinOp::And, y, sign);
            self.ctx.bin(expr::BinOp::Or, abs, s)
        } else {
            abs
        };
        SVal::of(&self.ctx, r)
    }

    /// The remaining intrinsics are pure functions: computed on operands fixed to one value.
    fn concrete_intrinsic(
        &mut self,
        st: &mut State,
        which: Intrinsic,
        ty: TyId,
        args: &[Operand],
        a: &[SVal],
        dst: Option<ValueId>,
    ) -> Result<Flow, Term> {
        let pb = self.ptr_bits();
        let mut vals = Vec::with_capacity(a.len());
        for (i, v) in a.iter().enumerate() {
            let w = match self.prog.module.types.kind(self.operand_ty(st, args[i])) {
                TyKind::Int(b) => *b,
                TyKind::Float(f) => semantics::arith::float_bits(*f),
                _ => pb,
            };
            vals.push(self.concrete_or_unique(st, *v, w, "operand of an LLVM intrinsic")?);
        }
        self.pure_intrinsic(st, which, ty, &vals, dst)
    }
}
