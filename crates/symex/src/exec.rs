//! The symbolic executor: one instruction at a time on a [`State`].

use std::sync::Arc;

use expr::ExprRef;
use ir::{FuncId, LocId, Op, Operand, TyKind, ValueId};
use memory::SVal;

use crate::executor::{Executor, Flow, Step};
use crate::state::{Decision, State, Val};
use crate::term::{Abandon, Term};
use semantics::error::ErrorKind;

impl<'p, 'm> Executor<'p, 'm> {
    /// Replaces a symbolic value by one feasible value, constraining the path to it (recorded).
    pub fn concretize(
        &mut self,
        st: &mut State,
        v: SVal,
        width: u32,
        why: &str,
    ) -> Result<u128, Term> {
        match v {
            SVal::C(c) => Ok(c),
            SVal::S(e) => {
                let c = self
                    .solver
                    .value(&mut self.ctx, &st.constraints, e)
                    .map_err(Self::solver_term)?;
                Ok(self.fix_to(st, e, c, width, why))
            }
        }
    }

    /// The bytes an `alloca` of `count` elements takes, and the symbolic size it is checked
    /// against when the count is symbolic (a variable-length array: as large as the count can
    /// be, like a `malloc` of symbolic size).
    fn alloca_size(
        &mut self,
        st: &mut State,
        count: SVal,
        count_bits: u32,
        elem_size: u64,
    ) -> Result<(u64, Option<ExprRef>), Term> {
        let why = "variable-length array size";
        if let (SVal::S(e), true) = (count, elem_size > 0) {
            let pb = self.ptr_bits();
            let n = if count_bits < pb {
                self.ctx.zext(e, pb)
            } else {
                self.ctx.extract(e, 0, pb)
            };
            if let Some(most) = self.symbolic_capacity(st, n, elem_size, why)? {
                let unit = self.ctx.constant(u128::from(elem_size), pb);
                let bytes = self.ctx.mul(n, unit);
                return Ok((most * elem_size, Some(bytes)));
            }
        }
        let n = self.concretize(st, count, count_bits, why)?;
        Ok((elem_size.saturating_mul(n as u64), None))
    }

    /// Constrains `e` to the feasible value `c` on `st`'s path and records the approximation.
    fn fix_to(&mut self, st: &mut State, e: ExprRef, c: u128, width: u32, why: &str) -> u128 {
        let ce = self.ctx.constant(c, width);
        let eq = self.ctx.eq(e, ce);
        if self.ctx.as_const(eq).is_none() {
            st.add_constraint(&mut self.ctx, eq);
            self.solver.note_decided(&mut self.ctx, eq);
        }
        st.approximations
            .push(format!("{why}: a symbolic value was fixed to {c}"));
        c
    }

    /// Like [`Self::concretize`], but without an approximation when the value is unique.
    pub fn concrete_or_unique(
        &mut self,
        st: &mut State,
        v: SVal,
        width: u32,
        why: &str,
    ) -> Result<u128, Term> {
        match v {
            SVal::C(c) => Ok(c),
            SVal::S(e) => {
                let c = self
                    .solver
                    .value(&mut self.ctx, &st.constraints, e)
                    .map_err(Self::solver_term)?;
                let ce = self.ctx.constant(c, width);
                let eq = self.ctx.eq(e, ce);
                if self.must(st, eq)? {
                    return Ok(c);
                }
                // Not unique: keep the value already found rather than asking the solver again.
                Ok(self.fix_to(st, e, c, width, why))
            }
        }
    }

    /// Reads an operand.
    pub fn val(&self, st: &State, op: Operand) -> Val {
        match op {
            Operand::Reg(v) => st
                .frames
                .last()
                .and_then(|f| f.regs.get(v.0 as usize))
                .cloned()
                .unwrap_or_default(),
            Operand::Const(c) => self.consts[c.0 as usize].clone(),
        }
    }

    /// Reads a scalar operand.
    pub fn sval(&mut self, st: &State, op: Operand) -> SVal {
        match self.val(st, op) {
            Val::S(s) => s,
            Val::Bytes(b) => self.bytes_to_sval(&b),
        }
    }

    /// The scalar whose little-endian image is `bytes`.
    pub fn bytes_to_sval(&mut self, bytes: &[SVal]) -> SVal {
        if let Some(v) = concrete_le(bytes) {
            return SVal::C(v);
        }
        let mut acc: Option<ExprRef> = None;
        for b in bytes.iter().take(16).rev() {
            let e = b.expr(&mut self.ctx, 8);
            acc = Some(match acc {
                None => e,
                Some(hi) => self.ctx.concat(hi, e),
            });
        }
        match acc {
            Some(e) => SVal::of(&self.ctx, e),
            None => SVal::C(0),
        }
    }

    /// The little-endian byte image of a value of `size` bytes.
    pub fn val_bytes(&mut self, v: &Val, size: usize) -> Vec<SVal> {
        match v {
            Val::Bytes(b) => {
                let mut out = b.to_vec();
                out.resize(size, SVal::C(0));
                out
            }
            Val::S(SVal::C(c)) => (0..size)
                .map(|i| SVal::C(if i < 16 { (c >> (8 * i)) & 0xff } else { 0 }))
                .collect(),
            Val::S(SVal::S(e)) => {
                let w = self.ctx.width(*e);
                (0..size as u32)
                    .map(|i| {
                        if 8 * i + 8 <= w {
                            let b = self.ctx.extract(*e, 8 * i, 8);
                            SVal::of(&self.ctx, b)
                        } else {
                            SVal::C(0)
                        }
                    })
                    .collect()
            }
        }
    }

    /// Writes a register of the innermost frame.
    pub fn set(st: &mut State, dst: ir::ValueId, v: Val) {
        if let Some(f) = st.frames.last_mut() {
            if let Some(r) = f.regs.get_mut(dst.0 as usize) {
                *r = v;
            }
        }
    }

    /// Runs `st` for up to `budget` instructions.
    pub fn run(&mut self, st: &mut State, budget: u64) -> Step {
        let step = self.run_steps(st, budget);
        if matches!(step, Step::Done(_)) {
            self.settle_unmodelled_results(st);
        }
        step
    }

    fn run_steps(&mut self, st: &mut State, budget: u64) -> Step {
        for i in 0..budget {
            if i % 256 == 255 && self.deadline.is_some_and(|d| budget::Instant::now() >= d) {
                return Step::Continue;
            }
            if st.steps >= self.config.max_steps_per_path {
                return Step::Done(Term::Abandoned(Abandon::PathLength(
                    self.config.max_steps_per_path,
                )));
            }
            if let Some(t) = st.pending.take() {
                return Step::Done(t);
            }
            if let Some(max) = self.config.max_depth {
                if st.decisions.len() as u32 > max {
                    return Step::Done(Term::Abandoned(Abandon::Depth(max)));
                }
            }
            st.steps += 1;
            self.instructions += 1;
            budget::charge(if self.solver.is_concolic() {
                budget::cost::CONCOLIC_INSTRUCTION
            } else {
                budget::cost::SYMBOLIC_INSTRUCTION
            });
            if let Some(fr) = st.frames.last() {
                self.solver
                    .concolic_site((u64::from(fr.func.0) << 32) | u64::from(fr.pc));
            }
            match self.exec(st) {
                Ok(Flow::Next) if st.stops != 0 && self.spawned.is_empty() => {
                    return Step::Continue
                }
                Ok(Flow::Next) if self.spawned.is_empty() => {}
                Ok(Flow::Next) => return Step::Fork(std::mem::take(&mut self.spawned)),
                Ok(Flow::Fork(mut others)) => {
                    others.append(&mut self.spawned);
                    return Step::Fork(others);
                }
                Err(t) => {
                    if !self.spawned.is_empty() {
                        // The state ends, but the sides it split off live on.
                        st.pending = Some(t);
                        return Step::Fork(std::mem::take(&mut self.spawned));
                    }
                    return Step::Done(t);
                }
            }
        }
        Step::Continue
    }

    /// Executes one instruction ([`semantics::step::step`] in the symbolic domain).
    fn exec(&mut self, st: &mut State) -> Result<Flow, Term> {
        let prog = self.prog;
        let m = prog.module;
        let Some(fr) = st.frames.last_mut() else {
            return Err(Term::Exit(0));
        };
        let fid = fr.func;
        let Some(body) = m.func(fid).body.as_ref() else {
            return Err(Term::abandoned("frame of a function without a body"));
        };
        let Some(inst) = body.insts.get(fr.pc as usize) else {
            return Err(Term::abandoned("ran past the end of a block"));
        };
        fr.pc += 1;
        let mut d = SymStep {
            ex: self,
            st,
            m,
            fid,
            body,
            inst,
        };
        semantics::step::step(&mut d, inst)
    }

    /// Type of an operand in the innermost frame.
    pub fn operand_ty(&self, st: &State, op: Operand) -> ir::TyId {
        let m = self.prog.module;
        match op {
            Operand::Const(c) => m.const_tys[c.0 as usize],
            Operand::Reg(v) => {
                let f = st.top().map_or(FuncId(0), |f| f.func);
                m.func(f).values[v.0 as usize]
            }
        }
    }

    /// A register value of type `ty` from its byte image.
    pub fn bytes_as(&mut self, ty: ir::TyId, bytes: &[SVal]) -> Val {
        let m = self.prog.module;
        let d = m.types.get(ty);
        let scalar = matches!(d.kind, TyKind::Int(_) | TyKind::Float(_) | TyKind::Ptr);
        if scalar {
            let n = d.store_size as usize;
            let v = self.bytes_to_sval(&bytes[..n.min(bytes.len())]);
            let bits = match d.kind {
                TyKind::Int(b) => b,
                _ => (n * 8) as u32,
            };
            Val::S(self.trunc_to(v, bits, (n * 8) as u32))
        } else {
            Val::Bytes(Arc::from(bytes))
        }
    }

    /// Moves to `target`, evaluating its phis.
    pub fn jump(&mut self, st: &mut State, target: ir::BlockId) {
        let m = self.prog.module;
        let Some(fr) = st.frames.last() else { return };
        let fid = fr.func;
        let from = ir::BlockId(fr.block);
        let Some(body) = m.func(fid).body.as_ref() else {
            return;
        };
        if self.config.source_branches && is_branching(body, from) {
            let site = body.blocks[from.0 as usize].terminator();
            let succs = distinct_successors(&body.insts[site as usize].op);
            if let Some(k) = succs.iter().position(|&s| s == target) {
                self.branch_taken(st, fid, site, k as u32);
            }
        }
        let blk = &body.blocks[target.0 as usize];
        let vals: Vec<(ir::ValueId, Val)> = blk
            .phis
            .iter()
            .map(|p| {
                let v = p
                    .incoming
                    .iter()
                    .find(|(b, _)| *b == from)
                    .map(|(_, v)| self.val(st, *v))
                    .unwrap_or_default();
                (p.dst, v)
            })
            .collect();
        for (d, v) in vals {
            Self::set(st, d, v);
        }
        let jump_loc = body
            .insts
            .get(body.blocks[from.0 as usize].terminator() as usize)
            .map_or(LocId(0), |i| i.loc);
        if let Some(fr) = st.frames.last_mut() {
            fr.block = target.0;
            fr.pc = blk.start;
            fr.last_jump = jump_loc;
        }
        if self.interest().jump {
            let loop_of = body.loops.loop_with_header(target);
            let j = crate::events::Jump {
                func: fid,
                from,
                to: target,
                header: loop_of.is_some(),
                back_edge: loop_of.is_some_and(|l| body.loops.loops[l.0 as usize].contains(from)),
                join: body.cfg.preds[target.0 as usize].len() > 1,
            };
            self.dispatch_stop(st, |s, ex, st| s.on_jump(ex, st, &j));
        }
        if self.config.tracks_loops() {
            let depth = st.frames.len() as u32;
            let prog = self.prog;
            let over = st
                .loops
                .jump(m, &prog.loop_shapes, depth, fid, from, target);
            if let (Some(bound), Some(_)) = (self.config.loop_bound, over) {
                st.approximations
                    .push(format!("loop bound {bound} reached"));
                st.pending = Some(Term::Abandoned(Abandon::LoopBound(bound)));
            }
        }
    }

    /// Splits `st` on the i1 value `c` at branch site `site` (a `select` or the last operand
    /// of `&&`/`||`: branches in the source that clang does not compile to branches).
    /// Returns the side `st` takes (0 = true) and, when both are feasible, the other state,
    /// which takes the false side. Both record their edge.
    fn split_on(
        &mut self,
        st: &mut State,
        fid: FuncId,
        site: u32,
        c: SVal,
    ) -> Result<(u32, Option<State>), Term> {
        let e = match c {
            SVal::C(v) => {
                let side = u32::from(v & 1 == 0);
                self.branch_taken(st, fid, site, side);
                return Ok((side, None));
            }
            SVal::S(e) => e,
        };
        let can_t = self.may(st, e)?;
        let can_f = if can_t { !self.must(st, e)? } else { true };
        let loc = st.loc(self.prog.module);
        let via = st.program_call(self.prog.module);
        let block = st.top().map_or(0, |f| f.block);
        let mut other = None;
        if can_t && can_f {
            let mut o = self.fork_state(st);
            let ne = self.ctx.not(e);
            o.add_constraint(&mut self.ctx, ne);
            o.decisions.push_back(Decision {
                loc,
                func: fid,
                block,
                succ: 1,
                via,
            });
            self.branch_taken(&mut o, fid, site, 1);
            other = Some(o);
            st.add_constraint(&mut self.ctx, e);
            st.decisions.push_back(Decision {
                loc,
                func: fid,
                block,
                succ: 0,
                via,
            });
        }
        let side = u32::from(!can_t);
        self.branch_taken(st, fid, site, side);
        Ok((side, other))
    }

    /// A `select` in the program's own code when edges are tracked: a source-level `?:`, so
    /// both outcomes are explored (and covered) like a branch's.
    #[allow(clippy::too_many_arguments)]
    fn select_as_branch(
        &mut self,
        st: &mut State,
        fid: FuncId,
        site: u32,
        c: SVal,
        dst: ir::ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<Flow, Term> {
        let (side, other) = self.split_on(st, fid, site, c)?;
        let r = self.val(st, if side == 0 { a } else { b });
        Self::set(st, dst, r);
        Ok(match other {
            Some(mut o) => {
                let r = self.val(&o, b);
                Self::set(&mut o, dst, r);
                Flow::Fork(vec![o])
            }
            None => Flow::Next,
        })
    }

    /// A conditional branch: forks when both sides are feasible.
    fn branch(
        &mut self,
        st: &mut State,
        c: SVal,
        t: ir::BlockId,
        f: ir::BlockId,
        loc: LocId,
    ) -> Result<Flow, Term> {
        let e = match c {
            SVal::C(v) => {
                self.jump(st, if v & 1 == 1 { t } else { f });
                return Ok(Flow::Next);
            }
            SVal::S(e) => e,
        };
        let ne = self.ctx.not(e);
        let can_t = self.may(st, e)?;
        let can_f = if can_t { !self.must(st, e)? } else { true };
        let (fid, block) = st.top().map_or((FuncId(0), 0), |fr| (fr.func, fr.block));
        let via = st.program_call(self.prog.module);
        match (can_t, can_f) {
            (true, true) => {
                let mut other = self.fork_state(st);
                st.add_constraint(&mut self.ctx, e);
                st.decisions.push_back(Decision {
                    loc,
                    func: fid,
                    block,
                    succ: 0,
                    via,
                });
                other.add_constraint(&mut self.ctx, ne);
                other.decisions.push_back(Decision {
                    loc,
                    func: fid,
                    block,
                    succ: 1,
                    via,
                });
                self.jump(st, t);
                self.jump(&mut other, f);
                Ok(Flow::Fork(vec![other]))
            }
            (true, false) => {
                self.jump(st, t);
                Ok(Flow::Next)
            }
            _ => {
                self.jump(st, f);
                Ok(Flow::Next)
            }
        }
    }

    /// A switch: one state per feasible target.
    fn switch(
        &mut self,
        st: &mut State,
        bits: u32,
        v: SVal,
        cases: &[(u128, ir::BlockId)],
        default: ir::BlockId,
        loc: LocId,
    ) -> Result<Flow, Term> {
        let e = match v {
            SVal::C(c) => {
                let target = cases
                    .iter()
                    .find(|(k, _)| *k == c)
                    .map_or(default, |(_, b)| *b);
                self.jump(st, target);
                return Ok(Flow::Next);
            }
            SVal::S(e) => e,
        };
        // Group cases by target so that each successor is one state.
        let mut targets: Vec<(ir::BlockId, ExprRef)> = Vec::new();
        let mut not_any = self.ctx.bool(true);
        for (k, b) in cases {
            let kc = self.ctx.constant(*k, bits);
            let eq = self.ctx.eq(e, kc);
            let neq = self.ctx.not(eq);
            not_any = self.ctx.and(not_any, neq);
            match targets.iter_mut().find(|(t, _)| t == b) {
                Some((_, c)) => *c = self.ctx.or(*c, eq),
                None => targets.push((*b, eq)),
            }
        }
        match targets.iter_mut().find(|(t, _)| *t == default) {
            Some((_, c)) => *c = self.ctx.or(*c, not_any),
            None => targets.push((default, not_any)),
        }
        let mut feasible = Vec::new();
        for (i, (b, c)) in targets.iter().enumerate() {
            if self.may(st, *c)? {
                feasible.push((i as u32, *b, *c));
            }
        }
        let (fid, block) = st.top().map_or((FuncId(0), 0), |fr| (fr.func, fr.block));
        let via = st.program_call(self.prog.module);
        let Some(&(first_i, first_b, first_c)) = feasible.first() else {
            return Err(Term::Infeasible);
        };
        if feasible.len() == 1 {
            self.jump(st, first_b);
            return Ok(Flow::Next);
        }
        let mut others = Vec::new();
        for &(i, b, c) in &feasible[1..] {
            let mut o = self.fork_state(st);
            o.add_constraint(&mut self.ctx, c);
            o.decisions.push_back(Decision {
                loc,
                func: fid,
                block,
                succ: i,
                via,
            });
            self.jump(&mut o, b);
            others.push(o);
        }
        st.add_constraint(&mut self.ctx, first_c);
        st.decisions.push_back(Decision {
            loc,
            func: fid,
            block,
            succ: first_i,
            via,
        });
        self.jump(st, first_b);
        Ok(Flow::Fork(others))
    }
}

/// The successors of a terminator, each once, in [`Op::successors`] order.
pub fn distinct_successors(op: &Op) -> Vec<ir::BlockId> {
    let mut out: Vec<ir::BlockId> = Vec::new();
    for s in op.successors() {
        if !out.contains(&s) {
            out.push(s);
        }
    }
    out
}

impl Executor<'_, '_> {
    /// Tells the strategies that `st` took branch edge `succ` of the branch at `site`.
    fn branch_taken(&mut self, st: &mut State, func: FuncId, site: u32, succ: u32) {
        if self.interest().branch {
            let e = crate::state::Edge { func, site, succ };
            self.each_strategy(|_, s, ex| s.on_branch(ex, st, e));
        }
    }
}

/// When `b` ends in an unconditional branch that feeds a register into an `i1` phi of its
/// target, that register: the last operand of `&&`/`||`, whose two outcomes are branch
/// edges in the source (and for gcov) although clang merges them with a phi.
pub fn short_circuit_operand(m: &ir::Module, body: &ir::Body, b: ir::BlockId) -> Option<Operand> {
    let blk = body.blocks.get(b.0 as usize)?;
    let Op::Br { target } = &body.insts.get(blk.terminator() as usize)?.op else {
        return None;
    };
    body.blocks
        .get(target.0 as usize)?
        .phis
        .iter()
        .filter(|p| matches!(m.types.kind(p.ty), TyKind::Int(1)))
        .find_map(|p| {
            p.incoming
                .iter()
                .find(|(from, v)| *from == b && matches!(v, Operand::Reg(_)))
                .map(|(_, v)| *v)
        })
}

/// Whether `b` ends in a conditional branch or a switch (its outgoing edges are branch edges).
pub fn is_branching(body: &ir::Body, b: ir::BlockId) -> bool {
    body.blocks.get(b.0 as usize).is_some_and(|blk| {
        matches!(
            body.insts.get(blk.terminator() as usize).map(|i| &i.op),
            Some(Op::CondBr { .. } | Op::Switch { .. })
        )
    })
}

fn fr_pc(st: &State) -> u32 {
    st.top().map_or(0, |f| f.pc)
}

pub(crate) use semantics::arith::float_bits as fbits;

/// The value whose little-endian image is `bytes` (16 at most), when all are concrete.
pub fn concrete_le(bytes: &[SVal]) -> Option<u128> {
    let mut v = 0u128;
    for b in bytes.iter().take(16).rev() {
        match b {
            SVal::C(c) => v = (v << 8) | (c & 0xff),
            SVal::S(_) => return None,
        }
    }
    Some(v)
}

/// One instruction of one state: the symbolic domain of [`semantics::step::Domain`].
struct SymStep<'a, 'p, 'm> {
    ex: &'a mut Executor<'p, 'm>,
    st: &'a mut State,
    m: &'m ir::Module,
    fid: FuncId,
    body: &'m ir::Body,
    inst: &'m ir::Inst,
}

impl semantics::step::Domain for SymStep<'_, '_, '_> {
    type Out = Flow;
    type Err = Term;

    #[inline]
    fn next(&mut self) -> Flow {
        Flow::Next
    }

    fn fail(&mut self, kind: ErrorKind, message: &str) -> Term {
        match kind {
            ErrorKind::Unsupported => Term::abandoned(message),
            kind => self.ex.error(self.st, kind, message),
        }
    }

    #[inline]
    fn bin(
        &mut self,
        op: ir::BinOp,
        bits: u32,
        dst: ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<(), Term> {
        let (ex, st) = (&mut *self.ex, &mut *self.st);
        let (x, y) = (ex.sval(st, a), ex.sval(st, b));
        let v = ex.bin(st, op, bits, x, y)?;
        Executor::set(st, dst, Val::S(v));
        Ok(())
    }

    #[inline]
    fn icmp(
        &mut self,
        pred: ir::IntPred,
        bits: u32,
        dst: ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<(), Term> {
        let (ex, st) = (&mut *self.ex, &mut *self.st);
        let (x, y) = (ex.sval(st, a), ex.sval(st, b));
        let v = ex.icmp(pred, bits, x, y);
        Executor::set(st, dst, Val::S(v));
        Ok(())
    }

    fn fbin(
        &mut self,
        op: ir::FBinOp,
        fty: ir::FloatTy,
        dst: ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<(), Term> {
        let (ex, st) = (&mut *self.ex, &mut *self.st);
        let (x, y) = (ex.sval(st, a), ex.sval(st, b));
        let v = ex.float_bin(st, op, fty, x, y)?;
        Executor::set(st, dst, Val::S(v));
        Ok(())
    }

    fn fneg(&mut self, fty: ir::FloatTy, dst: ValueId, a: Operand) -> Result<(), Term> {
        let (ex, st) = (&mut *self.ex, &mut *self.st);
        let bits = fbits(fty);
        let x = ex.sval(st, a);
        let sign = ex.ctx.constant(1u128 << (bits - 1), bits);
        let v = match x {
            SVal::C(c) => SVal::C(c ^ (1u128 << (bits - 1))),
            SVal::S(e) => {
                let r = ex.ctx.bin(expr::BinOp::Xor, e, sign);
                SVal::of(&ex.ctx, r)
            }
        };
        Executor::set(st, dst, Val::S(v));
        Ok(())
    }

    fn fcmp(
        &mut self,
        pred: ir::FloatPred,
        fty: ir::FloatTy,
        dst: ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<(), Term> {
        let (ex, st) = (&mut *self.ex, &mut *self.st);
        let (x, y) = (ex.sval(st, a), ex.sval(st, b));
        let v = ex.float_cmp(st, pred, fty, x, y)?;
        Executor::set(st, dst, Val::S(v));
        Ok(())
    }

    fn cast(
        &mut self,
        op: ir::CastOp,
        from: ir::TyId,
        to: ir::TyId,
        dst: ValueId,
        a: Operand,
    ) -> Result<(), Term> {
        let (ex, st) = (&mut *self.ex, &mut *self.st);
        let v = ex.val(st, a);
        let r = ex.cast(st, op, from, to, v)?;
        Executor::set(st, dst, r);
        Ok(())
    }

    fn select(
        &mut self,
        ty: ir::TyId,
        dst: ValueId,
        cond: Operand,
        a: Operand,
        b: Operand,
    ) -> Result<Flow, Term> {
        let (ex, st, m, fid) = (&mut *self.ex, &mut *self.st, self.m, self.fid);
        let c = ex.sval(st, cond);
        let scalar = matches!(
            m.types.kind(ty),
            TyKind::Int(_) | TyKind::Ptr | TyKind::Float(_)
        );
        if ex.config.source_branches && scalar && m.is_program_function(fid) {
            let site = fr_pc(st) - 1;
            return ex.select_as_branch(st, fid, site, c, dst, a, b);
        }
        let r = match c {
            SVal::C(c) => ex.val(st, if c & 1 == 1 { a } else { b }),
            SVal::S(ce) => {
                let (va, vb) = (ex.val(st, a), ex.val(st, b));
                ex.select_val(ce, ty, va, vb)
            }
        };
        Executor::set(st, dst, r);
        Ok(Flow::Next)
    }

    #[inline]
    fn gep(
        &mut self,
        dst: ValueId,
        base: Operand,
        offset: i64,
        indices: &[ir::GepIndex],
    ) -> Result<(), Term> {
        let (ex, st) = (&mut *self.ex, &mut *self.st);
        let pb = ex.ptr_bits();
        let mut addr = ex.sval(st, base);
        addr = ex.add_const(addr, offset as u64, pb);
        for ix in indices.iter() {
            let i = ex.sval(st, ix.value);
            let i = ex.ext(i, ix.bits, pb, true);
            let scaled = ex.mul_const(i, ix.scale as u64, pb);
            addr = ex.add(addr, scaled, pb);
        }
        Executor::set(st, dst, Val::S(addr));
        Ok(())
    }

    #[inline]
    fn load(&mut self, ty: ir::TyId, dst: ValueId, ptr: Operand) -> Result<Flow, Term> {
        self.ex.load(self.st, ty, dst, ptr)
    }

    #[inline]
    fn store(&mut self, ty: ir::TyId, ptr: Operand, val: Operand) -> Result<Flow, Term> {
        self.ex.store(self.st, ty, ptr, val)
    }

    fn alloca(
        &mut self,
        elem_size: u64,
        count: Operand,
        count_bits: u32,
        align: u32,
        dst: ValueId,
        loc: LocId,
    ) -> Result<(), Term> {
        let (ex, st) = (&mut *self.ex, &mut *self.st);
        let n = ex.sval(st, count);
        let (size, limit) = ex.alloca_size(st, n, count_bits, elem_size)?;
        let reg = st
            .mem
            .allocate(size, u64::from(align), memory::RegionKind::Stack, loc.0)
            .map_err(|e| ex.error(st, ErrorKind::ResourceLimit, e.to_string()))?;
        st.mem.region_mut(reg).limit = limit;
        st.allocas.push(reg);
        let a = st.mem.region(reg).base;
        Executor::set(st, dst, Val::S(SVal::C(u128::from(a))));
        Ok(())
    }

    fn extract_value(
        &mut self,
        ty: ir::TyId,
        dst: ValueId,
        agg: Operand,
        offset: u64,
    ) -> Result<(), Term> {
        let (ex, st, m) = (&mut *self.ex, &mut *self.st, self.m);
        let at = ex.operand_ty(st, agg);
        let size = m.types.get(at).size as usize;
        let av = ex.val(st, agg);
        let bytes = ex.val_bytes(&av, size);
        let n = m.types.get(ty).store_size as usize;
        let part: Vec<SVal> = bytes
            .iter()
            .skip(offset as usize)
            .take(n)
            .copied()
            .collect();
        let v = ex.bytes_as(ty, &part);
        Executor::set(st, dst, v);
        Ok(())
    }

    fn insert_value(
        &mut self,
        agg_ty: ir::TyId,
        ty: ir::TyId,
        dst: ValueId,
        agg: Operand,
        val: Operand,
        offset: u64,
    ) -> Result<(), Term> {
        let (ex, st, m) = (&mut *self.ex, &mut *self.st, self.m);
        let size = m.types.get(agg_ty).size as usize;
        let av = ex.val(st, agg);
        let mut bytes = ex.val_bytes(&av, size);
        let vv = ex.val(st, val);
        let n = m.types.get(ty).store_size as usize;
        let vb = ex.val_bytes(&vv, n);
        for (i, b) in vb.into_iter().enumerate() {
            if let Some(slot) = bytes.get_mut(offset as usize + i) {
                *slot = b;
            }
        }
        let v = ex.bytes_as(agg_ty, &bytes);
        Executor::set(st, dst, v);
        Ok(())
    }

    fn br(&mut self, target: ir::BlockId) -> Result<Flow, Term> {
        let (ex, st, m, fid) = (&mut *self.ex, &mut *self.st, self.m, self.fid);
        if ex.config.source_branches && m.is_program_function(fid) {
            let block = st.top().map_or(0, |f| f.block);
            if let Some(op) = short_circuit_operand(m, self.body, ir::BlockId(block)) {
                let c = ex.sval(st, op);
                let site = fr_pc(st) - 1;
                let (_, other) = ex.split_on(st, fid, site, c)?;
                ex.jump(st, target);
                if let Some(mut o) = other {
                    ex.jump(&mut o, target);
                    return Ok(Flow::Fork(vec![o]));
                }
                return Ok(Flow::Next);
            }
        }
        ex.jump(st, target);
        Ok(Flow::Next)
    }

    fn cond_br(
        &mut self,
        cond: Operand,
        t: ir::BlockId,
        f: ir::BlockId,
        loc: LocId,
    ) -> Result<Flow, Term> {
        let c = self.ex.sval(self.st, cond);
        self.ex.branch(self.st, c, t, f, loc)
    }

    fn switch(
        &mut self,
        bits: u32,
        val: Operand,
        cases: &[(u128, ir::BlockId)],
        default: ir::BlockId,
        loc: LocId,
    ) -> Result<Flow, Term> {
        let v = self.ex.sval(self.st, val);
        self.ex.switch(self.st, bits, v, cases, default, loc)
    }

    fn ret(&mut self, val: Option<Operand>) -> Result<Flow, Term> {
        let v = val.map(|o| self.ex.val(self.st, o));
        self.ex.ret(self.st, v)
    }

    fn call(
        &mut self,
        callee: &ir::Callee,
        args: &[Operand],
        arg_tys: &[ir::TyId],
        byval: &[Option<ir::TyId>],
        ret: ir::TyId,
        dst: Option<ValueId>,
    ) -> Result<Flow, Term> {
        self.ex
            .call(self.st, callee, args, arg_tys, byval, ret, dst)
    }

    fn intrinsic(
        &mut self,
        which: ir::Intrinsic,
        ty: ir::TyId,
        args: &[Operand],
        dst: Option<ValueId>,
    ) -> Result<Flow, Term> {
        self.ex.intrinsic(self.st, which, ty, args, dst)
    }

    fn atomic_rmw(
        &mut self,
        _: ir::RmwOp,
        _: ir::TyId,
        _: ValueId,
        _: Operand,
        _: Operand,
    ) -> Result<Flow, Term> {
        self.ex.rare_memory_op(self.st, &self.inst.op)
    }

    fn cmpxchg(
        &mut self,
        _: ir::TyId,
        _: ir::TyId,
        _: ValueId,
        _: Operand,
        _: Operand,
        _: Operand,
    ) -> Result<Flow, Term> {
        self.ex.rare_memory_op(self.st, &self.inst.op)
    }

    fn va_arg(&mut self, _: ir::TyId, _: ValueId, _: Operand) -> Result<Flow, Term> {
        self.ex.rare_memory_op(self.st, &self.inst.op)
    }
}
