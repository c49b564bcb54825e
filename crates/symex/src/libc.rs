//! Library models in symbolic states: heap, inputs, assumptions, termination, output.

use ir::{FuncId, TyId, TyKind, ValueId};
use memory::{RegionKind, SVal};

use crate::executor::{Executor, Flow};
use crate::format::{concrete_string, FmtArgs};
use crate::state::{InputVar, State, SymInput, Val};
use crate::term::Term;
use semantics::builtins::Builtin;
use semantics::builtins::StdioFn;
use semantics::error::ErrorKind;

/// Requests above this many bytes fail (return NULL), as in the concrete interpreter.
const MAX_ALLOCATION: u64 = 1 << 32;

/// Largest block made for a symbolic size; larger sizes are an approximation.
const SYMBOLIC_SIZE_CAP: u64 = 1 << 16;

/// The largest block of symbolic size the path condition may bound without an
/// approximation: the block's storage is this large in every state that holds it.
const SYMBOLIC_SIZE_BOUNDED: u64 = 1 << 20;

impl Executor<'_, '_> {
    fn scalar(&mut self, v: &Val) -> SVal {
        match v {
            Val::S(s) => *s,
            Val::Bytes(b) => self.bytes_to_sval(b),
        }
    }

    /// Executes builtin `b`; the result goes to the call's destination.
    pub fn builtin(
        &mut self,
        st: &mut State,
        b: Builtin,
        fid: FuncId,
        vals: &[Val],
        tys: &[TyId],
    ) -> Result<Option<SVal>, Term> {
        let pb = self.ptr_bits();
        let a: Vec<SVal> = vals.iter().map(|v| self.scalar(v)).collect();
        let arg = |i: usize| a.get(i).copied().unwrap_or(SVal::C(0));
        let width = |i: usize| -> u32 {
            let m = self.prog.module;
            match tys.get(i).map(|t| m.types.kind(*t)) {
                Some(TyKind::Int(b)) => *b,
                _ => pb,
            }
        };
        match b {
            Builtin::Malloc => {
                let p = match arg(0) {
                    SVal::S(e) => self.heap_alloc_symbolic(st, e)?,
                    SVal::C(n) => self.heap_alloc(st, n as u64)?,
                };
                self.heap_allocated(st, p, arg(0), None);
                Ok(p)
            }
            Builtin::Calloc => {
                let (p, t) = match (arg(0), arg(1)) {
                    (SVal::C(n), SVal::C(s)) => {
                        let Some(t) = (n as u64).checked_mul(s as u64) else {
                            return Ok(Some(SVal::C(0)));
                        };
                        (self.heap_alloc(st, t)?, SVal::C(u128::from(t)))
                    }
                    (n, s) => {
                        // A symbolic product: the block is as large as it can be, and a
                        // product that overflows the size type fails like a huge request.
                        let (n, s) = (
                            n.expr(&mut self.ctx, width(0)),
                            s.expr(&mut self.ctx, width(1)),
                        );
                        let (n, s) = (self.ctx.zext(n, 128), self.ctx.zext(s, 128));
                        let t = self.ctx.mul(n, s);
                        let max = self.ctx.constant(u128::from(u64::MAX), 128);
                        let over = self.ctx.ult(max, t);
                        if self.may(st, over)? {
                            if self.must(st, over)? {
                                st.fail_next_alloc = false;
                                return Ok(Some(SVal::C(0)));
                            }
                            self.spawn_retry(st, over).fail_next_alloc = true;
                            let fits = self.ctx.not(over);
                            st.add_constraint(&mut self.ctx, fits);
                        }
                        let t = self.ctx.extract(t, 0, 64);
                        (self.heap_alloc_symbolic(st, t)?, SVal::S(t))
                    }
                };
                self.heap_allocated(st, p, t, None);
                if let Some(SVal::C(a)) = p {
                    if let Some(r) = st.mem.region_at(a as u64).filter(|_| a != 0) {
                        st.mem.region_mut(r).mark_all_initialized();
                    }
                }
                Ok(p)
            }
            Builtin::Realloc => {
                let p = self.concrete_or_unique(st, arg(0), pb, "realloc pointer")? as u64;
                let n = self.concretize(st, arg(1), width(1), "realloc size")? as u64;
                if p == 0 {
                    let p = self.heap_alloc(st, n)?;
                    self.heap_allocated(st, p, SVal::C(u128::from(n)), None);
                    return Ok(p);
                }
                let old = self.heap_block(st, p, "realloc")?;
                if n == 0 {
                    let site = st.loc(self.prog.module).0;
                    st.mem.kill(old, site);
                    self.heap_freed(st, old);
                    return Ok(Some(SVal::C(0)));
                }
                let Some(SVal::C(new)) = self.heap_alloc(st, n)? else {
                    return Ok(Some(SVal::C(0)));
                };
                if new == 0 {
                    return Ok(Some(SVal::C(0)));
                }
                let keep = st.mem.region(old).size.min(n);
                self.copy_mem(st, SVal::C(new), SVal::C(u128::from(p)), keep)?;
                let site = st.loc(self.prog.module).0;
                st.mem.kill(old, site);
                self.heap_allocated(st, Some(SVal::C(new)), SVal::C(u128::from(n)), Some(old));
                Ok(Some(SVal::C(new)))
            }
            Builtin::Free => {
                if let (true, SVal::S(e)) = (self.interest().access, arg(0)) {
                    // A strategy that resolves pointers itself frees that object.
                    let mut found = Ok(None);
                    self.first_strategy(|s, ex| match s.on_resolve(ex, st, e, 0) {
                        Ok(None) => None,
                        r => {
                            found = r;
                            Some(())
                        }
                    });
                    if let Some((r, off)) = found? {
                        if off != memory::Offset::C(0) {
                            return Err(self.error(
                                st,
                                ErrorKind::InvalidFree,
                                "free of an interior pointer",
                            ));
                        }
                        let site = st.loc(self.prog.module).0;
                        st.mem.kill(r, site);
                        return Ok(None);
                    }
                }
                let p = self.concrete_or_unique(st, arg(0), pb, "freed pointer")? as u64;
                if p != 0 {
                    let r = self.heap_block(st, p, "free")?;
                    let site = st.loc(self.prog.module).0;
                    st.mem.kill(r, site);
                    self.heap_freed(st, r);
                }
                Ok(None)
            }
            Builtin::MemMove => {
                self.check_span(st, arg(0), arg(2), true, "memcpy")?;
                self.check_span(st, arg(1), arg(2), false, "memcpy")?;
                self.copy_len(st, arg(0), arg(1), arg(2), width(2))?;
                Ok(Some(arg(0)))
            }
            Builtin::MemSet => {
                self.check_span(st, arg(0), arg(2), true, "memset")?;
                self.fill_len(st, arg(0), arg(1), arg(2), width(2))?;
                Ok(Some(arg(0)))
            }
            Builtin::Stdio(f) => self.sym_stdio(st, f, &a),
            Builtin::Exit => {
                let code = self.exit_status(st, arg(0))?;
                let at = st.loc(self.prog.module);
                self.exit(st, code, at, None).map(|_: Flow| None)
            }
            Builtin::Abort => Err(self.error(st, ErrorKind::Abort, "abort() called")),
            Builtin::AssertFail => {
                let text = |ex: &Self, v: SVal| match v {
                    SVal::C(addr) => concrete_string(&st.mem, addr as u64, Some(4096))
                        .map(|b| String::from_utf8_lossy(&b).into_owned())
                        .unwrap_or_default(),
                    SVal::S(_) => {
                        let _ = ex;
                        String::new()
                    }
                };
                let msg = format!(
                    "{}: Assertion `{}' failed.",
                    text(self, arg(1)),
                    text(self, arg(0))
                );
                Err(self.error(st, ErrorKind::Assertion, msg))
            }
            Builtin::Atexit => {
                let p = self.concrete_or_unique(st, arg(0), pb, "atexit handler")? as u64;
                match self.addr_func.get(&p) {
                    Some(&f) => {
                        st.atexit.push(f);
                        Ok(Some(SVal::C(0)))
                    }
                    None => Ok(Some(SVal::C(u128::MAX))),
                }
            }
            Builtin::Nondet(t) => {
                let bytes = t.bytes(self.prog.module.model().pointer_bytes());
                let name = self.prog.module.func(fid).name.clone();
                let k = st.inputs.len();
                let v = if t.c_name == "_Bool" {
                    let b = self.input_var(&format!("{name}#{k}"), 1);
                    st.inputs.push_back(SymInput {
                        name,
                        ty: t.c_name.into(),
                        bytes,
                        kind: t.kind,
                        var: InputVar::Scalar(b),
                    });
                    self.ctx.zext(b, 8)
                } else {
                    let v = self.input_var(&format!("{name}#{k}"), bytes * 8);
                    st.inputs.push_back(SymInput {
                        name,
                        ty: t.c_name.into(),
                        bytes,
                        kind: t.kind,
                        var: InputVar::Scalar(v),
                    });
                    v
                };
                Ok(Some(SVal::S(v)))
            }
            Builtin::Assume => {
                let c = match arg(0) {
                    SVal::C(0) => return Err(Term::Infeasible),
                    SVal::C(_) => return Ok(None),
                    SVal::S(e) => {
                        let w = self.ctx.width(e);
                        let z = self.ctx.constant(0, w);
                        self.ctx.ne(e, z)
                    }
                };
                if !self.may(st, c)? {
                    return Err(Term::Infeasible);
                }
                st.add_constraint(&mut self.ctx, c);
                Ok(None)
            }
            Builtin::ReachError => {
                Err(self.error(st, ErrorKind::ReachError, "reach_error() called"))
            }
            Builtin::MakeSymbolic => {
                let addr =
                    self.concrete_or_unique(st, arg(0), pb, "symbolic object address")? as u64;
                let size = self.concretize(st, arg(1), width(1), "symbolic object size")? as u64;
                let label = match arg(2) {
                    SVal::C(p) => concrete_string(&st.mem, p as u64, Some(256))
                        .map(|b| String::from_utf8_lossy(&b).into_owned())
                        .unwrap_or_else(|_| "input".into()),
                    SVal::S(_) => "input".into(),
                };
                let (r, off) = self.resolve_range(st, SVal::C(u128::from(addr)), size, true)?;
                let bytes = self.input_bytes(st, &label, "bytes", size);
                self.write_bytes(st, r, off, &bytes);
                Ok(None)
            }
            Builtin::NoOp => Ok(None),
            // Need the call's destination: `Executor::call` runs them.
            Builtin::SetJmp | Builtin::LongJmp => {
                Err(Term::abandoned("setjmp/longjmp outside a call"))
            }
            Builtin::ShiftReport => {
                Err(self.error(st, ErrorKind::UndefinedShift, "undefined shift"))
            }
            Builtin::OverflowReport => {
                Err(self.error(st, ErrorKind::Overflow, "signed integer overflow"))
            }
            Builtin::Env(f) => self.sym_env(st, f, arg(0)).map(Some),
            Builtin::Math(f) => {
                let mut c = Vec::with_capacity(a.len());
                for (i, v) in a.iter().enumerate() {
                    let w = match tys.get(i).map(|t| self.prog.module.types.kind(*t)) {
                        Some(TyKind::Float(ir::FloatTy::F32)) => 32,
                        _ => 64,
                    };
                    c.push(self.concretize(st, *v, w, "argument of a math function")? as u64);
                }
                Ok(Some(SVal::C(u128::from(f.apply(&c)))))
            }
        }
    }

    fn heap_alloc(&mut self, st: &mut State, n: u64) -> Result<Option<SVal>, Term> {
        if std::mem::take(&mut st.fail_next_alloc) || n > MAX_ALLOCATION {
            return Ok(Some(SVal::C(0)));
        }
        if self.config.malloc_can_fail {
            self.fork_allocation_failure(st);
        }
        match self.alloc(st, n, 16, RegionKind::Heap) {
            Ok((_, a)) => Ok(Some(SVal::C(u128::from(a)))),
            Err(_) => Ok(Some(SVal::C(0))),
        }
    }

    /// A block whose size is the symbolic `n`: as large as `n` can be (at most
    /// [`SYMBOLIC_SIZE_CAP`]), with accesses checked against `n` itself.
    fn heap_alloc_symbolic(
        &mut self,
        st: &mut State,
        n: expr::ExprRef,
    ) -> Result<Option<SVal>, Term> {
        let pb = self.ptr_bits();
        let n = self.ctx.zext(n, pb);
        if std::mem::take(&mut st.fail_next_alloc) {
            return Ok(Some(SVal::C(0)));
        }
        // Sizes over MAX_ALLOCATION fail, as in the interpreter: that side gets NULL.
        if pb > 32 {
            let max = self.ctx.constant(u128::from(MAX_ALLOCATION), pb);
            let huge = self.ctx.ult(max, n);
            if self.may(st, huge)? {
                if self.must(st, huge)? {
                    return Ok(Some(SVal::C(0)));
                }
                self.spawn_retry(st, huge).fail_next_alloc = true;
                let fits = self.ctx.not(huge);
                st.add_constraint(&mut self.ctx, fits);
            }
        }
        let Some(lo) = self.symbolic_capacity(st, n, 1, "malloc size")? else {
            let v = self.concretize(st, SVal::S(n), pb, "malloc size")? as u64;
            return self.heap_alloc(st, v);
        };
        let p = self.heap_alloc(st, lo)?;
        if let Some(SVal::C(a)) = p {
            if let Some(r) = st.mem.region_at(a as u64).filter(|_| a != 0) {
                st.mem.region_mut(r).limit = Some(n);
            }
        }
        Ok(p)
    }

    /// The largest count of `unit`-byte elements the symbolic `n` (pointer-wide) may be: at
    /// most [`SYMBOLIC_SIZE_BOUNDED`] bytes' worth when the path condition bounds it so, else
    /// at most [`SYMBOLIC_SIZE_CAP`] bytes' worth; `None` when `n` must exceed that. A count
    /// that only may exceed it is bounded to it, an approximation `what` names.
    pub fn symbolic_capacity(
        &mut self,
        st: &mut State,
        n: expr::ExprRef,
        unit: u64,
        what: &str,
    ) -> Result<Option<u64>, Term> {
        let pb = self.ptr_bits();
        let unit = unit.max(1);
        // A size the path condition already bounds to a moderate block gets a block that
        // large and no approximation; only a size that may be larger is capped.
        let bounded = SYMBOLIC_SIZE_BOUNDED / unit;
        let limit = self.ctx.constant(u128::from(bounded), pb);
        let within_bounded = self.ctx.ule(n, limit);
        let most = if self.must(st, within_bounded)? {
            bounded
        } else {
            SYMBOLIC_SIZE_CAP / unit
        };
        let cap = self.ctx.constant(u128::from(most), pb);
        let within = self.ctx.ule(n, cap);
        if !self.must(st, within)? {
            if !self.may(st, within)? {
                return Ok(None);
            }
            st.add_constraint(&mut self.ctx, within);
            st.approximations.push(format!(
                "{what}: a symbolic size was bounded to {SYMBOLIC_SIZE_CAP} bytes"
            ));
        }
        // The largest feasible count, by bisection (the range layer answers most of these).
        let (mut lo, mut hi) = (0u64, most);
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            let m = self.ctx.constant(u128::from(mid), pb);
            let above = self.ctx.ule(m, n);
            if self.may(st, above)? {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        Ok(Some(lo))
    }

    /// Makes whether this allocation fails an input (`malloc_fails`): the side where it is 1
    /// runs the call again and gets NULL; this state goes on with it 0.
    fn fork_allocation_failure(&mut self, st: &mut State) {
        let v = self.input_var(
            &format!(
                "{}#{}",
                semantics::inputs::MALLOC_FAILS_INPUT,
                st.inputs.len()
            ),
            8,
        );
        st.inputs.push_back(SymInput {
            name: semantics::inputs::MALLOC_FAILS_INPUT.into(),
            ty: "_Bool".into(),
            bytes: 1,
            kind: semantics::ScalarKind::Unsigned,
            var: InputVar::Scalar(v),
        });
        let (zero, one) = (self.ctx.constant(0, 8), self.ctx.constant(1, 8));
        let (succeeds, fails) = (self.ctx.eq(v, zero), self.ctx.eq(v, one));
        self.spawn_retry(st, fails).fail_next_alloc = true;
        st.add_constraint(&mut self.ctx, succeeds);
    }

    /// The live heap block starting at `p`, or the error that `what(p)` commits.
    pub fn heap_block(&self, st: &State, p: u64, what: &str) -> Result<memory::RegionId, Term> {
        let r = st.mem.region_at(p);
        let info = r.map(|r| {
            let reg = st.mem.region(r);
            (reg.kind, reg.base, reg.live)
        });
        semantics::builtins::check_heap_block(p, info, what)
            .map_err(|(k, m)| self.error(st, k, m))?;
        r.ok_or_else(|| {
            self.error(
                st,
                ErrorKind::InvalidFree,
                format!("{what} of pointer {p:#x}"),
            )
        })
    }

    /// Output functions: the printf family's return value is exact (an expression of its
    /// symbolic integer arguments), and what it stores into memory is exact when every
    /// argument is concrete.
    fn sym_stdio(&mut self, st: &mut State, f: StdioFn, a: &[SVal]) -> Result<Option<SVal>, Term> {
        use StdioFn::*;
        let arg = |i: usize| a.get(i).copied().unwrap_or(SVal::C(0));
        // (format argument, destination buffer, its capacity, arguments through a va_list)
        let (fmt_at, dest, cap, list) = match f {
            Printf => (0, None, None, false),
            Fprintf => (1, None, None, false),
            Sprintf => (1, Some(arg(0)), None, false),
            Snprintf => (2, Some(arg(0)), Some(arg(1)), false),
            Vprintf => (0, None, None, true),
            Vfprintf => (1, None, None, true),
            Vsprintf => (1, Some(arg(0)), None, true),
            Vsnprintf => (2, Some(arg(0)), Some(arg(1)), true),
            Putchar | Fputc => {
                let c = self.trunc_to(arg(0), 8, 32);
                return Ok(Some(self.ext(c, 8, 32, false)));
            }
            Puts | Fputs | Fflush => return Ok(Some(SVal::C(1))),
            Fwrite => return Ok(Some(arg(2))),
        };
        // Only messages use the C name: built when one is needed.
        let name = || format!("{f:?}").to_lowercase();
        let args = if list {
            match self.va_cursor(st, arg(fmt_at + 1)) {
                Some((cursor, slot)) => FmtArgs::List { cursor, slot },
                None => {
                    return self
                        .output_approximation(st, &format!("{} of a symbolic va_list", name()))
                }
            }
        } else {
            FmtArgs::Direct(a.get(fmt_at + 1..).unwrap_or(&[]))
        };
        let out = match self.sym_format(st, arg(fmt_at), &args) {
            Ok(o) => o,
            Err(why) => return self.output_approximation(st, &format!("{} of {why}", name())),
        };
        let Some(buf) = dest else {
            return Ok(Some(out.len));
        };
        let cap = match cap {
            Some(c) => {
                Some(self.concretize(st, c, self.ptr_bits(), "snprintf buffer size")? as u64)
            }
            None => None,
        };
        let n = match cap {
            Some(0) => return Ok(Some(out.len)),
            Some(c) => (c - 1).min(out.bytes.len() as u64),
            None => out.bytes.len() as u64,
        };
        if out.symbolic {
            self.check_text_fits(st, buf, out.len, cap, &name())?;
            st.approximations.push(format!(
                "{} stored a symbolic number as text: the length is exact, the characters are not modelled",
                name()
            ));
            return Ok(Some(out.len));
        }
        let mut bytes: Vec<SVal> = out.bytes[..n as usize]
            .iter()
            .map(|&b| SVal::C(u128::from(b)))
            .collect();
        bytes.push(SVal::C(0));
        let (r, off) = self.resolve_range(st, buf, n + 1, true)?;
        self.write_bytes(st, r, off, &bytes);
        Ok(Some(out.len))
    }

    /// Errors where a symbolic length `n` from `p` may run past `p`'s object, before the
    /// length is fixed to one value (which would check only that value).
    pub fn check_span(
        &mut self,
        st: &mut State,
        p: SVal,
        n: SVal,
        write: bool,
        what: &str,
    ) -> Result<(), Term> {
        let SVal::S(n) = n else {
            return Ok(());
        };
        let pb = self.ptr_bits();
        let (r, off) = self.resolve_range(st, p, 1, write)?;
        let size = st.mem.region(r).size;
        let start = self.offset_expr(off);
        let n = if self.ctx.width(n) < pb {
            self.ctx.zext(n, pb)
        } else {
            n
        };
        let end = self.ctx.add(start, n);
        // A block of symbolic size holds `limit` bytes; `size` is only the most it can be.
        let lim = match st.mem.region(r).limit {
            Some(l) if self.ctx.width(l) == pb => l,
            _ => self.ctx.constant(u128::from(size), pb),
        };
        let fits = self.ctx.ule(end, lim);
        let no_wrap = self.ctx.ule(start, end);
        let ok = self.ctx.and(fits, no_wrap);
        self.require(
            st,
            ok,
            ErrorKind::OutOfBounds,
            format!("{what} may run past the end of a {size}-byte object"),
        )
    }

    /// Errors when text of symbolic length `len` (at most `cap - 1` bytes) and its NUL may
    /// not fit the object at `buf`; otherwise constrains the path to the lengths that fit.
    fn check_text_fits(
        &mut self,
        st: &mut State,
        buf: SVal,
        len: SVal,
        cap: Option<u64>,
        name: &str,
    ) -> Result<(), Term> {
        let pb = self.ptr_bits();
        let (r, off) = self.resolve_range(st, buf, 1, true)?;
        let size = st.mem.region(r).size;
        let len = match len {
            SVal::C(c) => self.ctx.constant(c, pb),
            SVal::S(e) => self.ctx.zext(e, pb),
        };
        // Index of the NUL: the text's length, or cap - 1 when snprintf truncates.
        let nul = match cap {
            Some(c) => {
                let limit = self.ctx.constant(u128::from(c - 1), pb);
                let shorter = self.ctx.ult(len, limit);
                self.ctx.ite(shorter, len, limit)
            }
            None => len,
        };
        let start = self.offset_expr(off);
        let last = self.ctx.add(start, nul);
        let lim = self.ctx.constant(u128::from(size), pb);
        let fits = self.ctx.ult(last, lim);
        self.require(
            st,
            fits,
            ErrorKind::OutOfBounds,
            format!("{name} may write past the end of a {size}-byte object"),
        )
    }

    /// The first variadic argument's address and slot size of the `va_list` argument `ap`.
    fn va_cursor(&mut self, st: &State, ap: SVal) -> Option<(u64, u64)> {
        let SVal::C(ap) = ap else {
            return None;
        };
        let ap = ap as u64;
        if self.ptr_bits() == 64 {
            // x86-64 `__va_list_tag`: the overflow area holds every argument, as `va_start`
            // marks the register area used.
            let (r, off) = st.mem.check(ap + 8, 8).ok()?;
            Some((st.mem.region(r).concrete_word(off, 8)?, 8))
        } else {
            Some((ap, 4))
        }
    }

    /// An output call whose effect is not modelled symbolically: the path goes on, recorded.
    fn output_approximation(&mut self, st: &mut State, what: &str) -> Result<Option<SVal>, Term> {
        let v = self.ctx.fresh_var("printf_result", 32);
        st.unmodelled_results
            .push_back((v, format!("{what} (its result is not modelled)")));
        Ok(Some(SVal::S(v)))
    }

    /// At a path's end: an unmodelled result that reached the path condition is an
    /// approximation of this path; one that did not changed nothing the path decided.
    pub fn settle_unmodelled_results(&mut self, st: &mut State) {
        if st.unmodelled_results.is_empty() {
            return;
        }
        let mut used = rustc_hash::FxHashSet::default();
        for &c in &st.constraints {
            used.extend(self.ctx.symbols(c).vars.iter().copied());
        }
        let mut kept = imbl::Vector::new();
        for (e, why) in std::mem::take(&mut st.unmodelled_results) {
            let reached = match self.ctx.node(e).kind {
                expr::Kind::Var(v) => used.contains(&v),
                _ => true,
            };
            if reached {
                if !st.approximations.contains(&why) {
                    st.approximations.push(why);
                }
            } else {
                kept.push_back((e, why));
            }
        }
        st.unmodelled_results = kept;
    }

    /// Concrete evaluation of a pure intrinsic on concrete operands.
    pub fn pure_intrinsic(
        &mut self,
        st: &mut State,
        which: ir::Intrinsic,
        ty: TyId,
        vals: &[u128],
        dst: Option<ValueId>,
    ) -> Result<Flow, Term> {
        let m = self.prog.module;
        let pb = self.ptr_bits();
        let res = match *m.types.kind(ty) {
            TyKind::Float(fty) => semantics::pure::float_intrinsic(which, fty, vals)
                .map(|v| Val::S(SVal::C(u128::from(v)))),
            TyKind::Int(bits) => match semantics::pure::int_intrinsic(which, bits, vals) {
                Some(semantics::pure::PureOut::Int(v)) => Some(Val::S(SVal::C(v))),
                Some(semantics::pure::PureOut::Pair(v, flag)) => {
                    let align = m.model().int_align(bits) as usize;
                    let size = (bits as usize).div_ceil(8).div_ceil(align) * align;
                    let mut bytes: Vec<SVal> = (0..size)
                        .map(|i| SVal::C(if i < 16 { (v >> (8 * i)) & 0xff } else { 0 }))
                        .collect();
                    bytes.push(SVal::C(u128::from(flag)));
                    Some(Val::Bytes(bytes.into()))
                }
                None => None,
            },
            _ => None,
        };
        let res = match (res, which) {
            (Some(v), _) => Some(v),
            (None, ir::Intrinsic::ObjectSize) => {
                let min = vals.get(1).is_some_and(|v| v & 1 == 1);
                Some(Val::S(SVal::C(if min {
                    0
                } else {
                    semantics::arith::mask(u128::MAX, pb)
                })))
            }
            (None, ir::Intrinsic::FrameAddress) => Some(Val::S(SVal::C(0x1000))),
            (None, other) => {
                return Err(Term::abandoned(format!(
                    "intrinsic {other:?} in symbolic execution"
                )))
            }
        };
        if let (Some(d), Some(v)) = (dst, res) {
            Self::set(st, d, v);
        }
        Ok(Flow::Next)
    }
}

impl Executor<'_, '_> {
    /// A heap block at `p` of `size` bytes was allocated, replacing `old` (a `realloc`).
    fn heap_allocated(
        &mut self,
        st: &mut State,
        p: Option<SVal>,
        size: SVal,
        old: Option<memory::RegionId>,
    ) {
        if self.interest().heap {
            self.each_strategy(|_, s, ex| s.on_heap_alloc(ex, st, p, size, old));
        }
    }

    /// Heap block `r` was freed.
    fn heap_freed(&mut self, st: &mut State, r: memory::RegionId) {
        if self.interest().heap {
            self.each_strategy(|_, s, ex| s.on_heap_free(ex, st, r));
        }
    }
}
