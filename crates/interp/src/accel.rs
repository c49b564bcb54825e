//! Loop acceleration for concrete runs: when a loop's last two iterations took the same blocks
//! and each changed its variables by the same amounts, the iterations ahead are evaluated once
//! with every variable an affine function `base + j·step` of the iteration number `j`. The
//! largest `J` for which every branch of the walk keeps its direction (a comparison of affine
//! values flips at most once while nothing wraps) is computed, and the run jumps `J`
//! iterations ahead, exactly. Calls to functions with a body are walked through. The walk
//! gives up on anything it cannot show to be affine (calls without a body, loads from moving
//! addresses, a division of a moving value, uninitialised bytes), and the run then goes on
//! one iteration at a time.
//!
//! Induction: the variables of iteration `j` are `base + j·step`; memory the loop does not
//! write and registers defined before the loop do not change; so for `j < J` iteration `j`
//! takes the recorded blocks and leaves `base + (j+1)·step`, which the walk checks.

use rustc_hash::FxHashMap as HashMap;

use ir::{
    BinOp, BlockId, Callee, CastOp, FBinOp, FloatPred, FloatTy, FuncId, GepIndex, IntPred,
    Intrinsic, LocId, Operand, RmwOp, TyId, TyKind, ValueId,
};
use semantics::{step::Domain, ErrorKind};

use crate::arith::{self, mask64, sext};
use crate::machine::{Machine, Regs};

/// Fewest iterations worth jumping over (below it, running them costs less than walking).
const MIN_JUMP: u128 = 64;

/// Most iterations jumped over at once.
const MAX_JUMP: u128 = 1 << 40;

/// A value of the iteration ahead: `base + j·step + C(j,2)·step2` on `bits` bits, `j` the
/// iteration number. A sum of a moving value (`sum += i`) has a second difference; such a
/// value may be stored and added to, but not compared, used as an address or extended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Aff {
    base: u64,
    step: u64,
    step2: u64,
    bits: u32,
}

/// How a carried variable changes per iteration: its first and second differences.
type Diff = (u64, u64);

impl Aff {
    fn constant(v: u64, bits: u32) -> Aff {
        Aff::poly(v, 0, 0, bits)
    }

    fn new(base: u64, step: u64, bits: u32) -> Aff {
        Aff::poly(base, step, 0, bits)
    }

    fn poly(base: u64, step: u64, step2: u64, bits: u32) -> Aff {
        Aff {
            base: mask64(base, bits),
            step: mask64(step, bits),
            step2: mask64(step2, bits),
            bits,
        }
    }

    /// The same value read on `bits` bits (modular, so exact).
    fn on(self, bits: u32) -> Aff {
        Aff::poly(self.base, self.step, self.step2, bits)
    }

    /// Whether the value changes from one iteration to the next.
    fn moving(self) -> bool {
        self.step != 0 || self.step2 != 0
    }

    fn at(self, j: u128) -> u64 {
        let pairs = (j * j.saturating_sub(1) / 2) as u64;
        let v = self
            .base
            .wrapping_add(self.step.wrapping_mul(j as u64))
            .wrapping_add(self.step2.wrapping_mul(pairs));
        mask64(v, self.bits)
    }

    /// The value one iteration later, as a function of `j`: `C(j+1,2) = C(j,2) + j`.
    fn next(self) -> Aff {
        Aff::poly(
            self.base.wrapping_add(self.step),
            self.step.wrapping_add(self.step2),
            self.step2,
            self.bits,
        )
    }

    /// How many iterations from 0 the value stays inside the range of its signed (or
    /// unsigned) reading, as an exact line `start + j·slope` there.
    fn unwrapped(self, signed: bool) -> (i128, i128, u128) {
        if self.step2 != 0 {
            // Not a line: no iteration is vouched for.
            return (0, 0, 0);
        }
        let s = sext(u128::from(self.step), self.bits);
        let (start, lo, hi) = if signed {
            let half = 1i128 << (self.bits - 1);
            (sext(u128::from(self.base), self.bits), -half, half - 1)
        } else {
            (i128::from(self.base), 0, (1i128 << self.bits) - 1)
        };
        let n = match s {
            0 => MAX_JUMP,
            s if s > 0 => ((hi - start) / s + 1) as u128,
            s => ((start - lo) / -s + 1) as u128,
        };
        (start, s, n)
    }
}

/// Whether a walk left a variable that was `now` with differences `d` on its line, `next`
/// being what the walk left; if not, `d` takes the second difference that the walk shows.
fn settle(d: &mut Diff, now: u64, next: &Aff) -> bool {
    if *next == Aff::poly(now, d.0, d.1, next.bits).next() {
        return true;
    }
    d.1 = next.step.wrapping_sub(d.0);
    false
}

/// What walking one iteration found: the values it leaves, and for how many iterations from
/// the first the walk holds.
struct Walk {
    regs: Vec<(ValueId, Aff)>,
    stores: HashMap<u64, (u32, Aff)>,
    limit: u128,
}

impl Machine<'_, '_> {
    /// At the header of a loop whose last two iterations took `trace`: jumps as many
    /// iterations ahead as the walk allows, or leaves the state as it was.
    pub(crate) fn accelerate(
        &mut self,
        r: Regs<'_>,
        func: FuncId,
        body: &ir::Body,
        trace: &[(u32, BlockId)],
    ) {
        let header = trace[0].1;
        let done = self.try_accelerate(r, body, trace);
        let Some(acc) = self.accel.as_deref_mut() else {
            return;
        };
        match done {
            Some(n) => {
                acc.skipped += n;
                // The loop's next entries may jump again at once.
                acc.failures.remove(&(func, header));
            }
            None => acc.failed(func, header),
        }
    }

    fn try_accelerate(
        &mut self,
        r: Regs<'_>,
        body: &ir::Body,
        trace: &[(u32, BlockId)],
    ) -> Option<u64> {
        let header = trace[0].1;
        let phis = &body.blocks[header.0 as usize].phis;
        let reg_now = |p: &ir::Phi| self.regs[r.base + r.slots[p.dst.0 as usize] as usize];
        // The iteration as it runs now, to learn each variable's change.
        let once = self.walk(r, body, trace, &HashMap::default(), &HashMap::default())?;
        let mut reg_steps: HashMap<ValueId, Diff> = HashMap::default();
        for (p, (dst, next)) in phis.iter().zip(&once.regs) {
            reg_steps.insert(*dst, (next.base.wrapping_sub(reg_now(p)), 0));
        }
        // The stored locations' values now, read once: the walks leave memory as it is.
        let mut mem_now: HashMap<u64, u64> = HashMap::default();
        let mut mem_steps: HashMap<u64, (u32, Diff)> = HashMap::default();
        for (&addr, &(size, next)) in &once.stores {
            let now = self.mem.read_uint(addr, size as usize).ok()?;
            mem_now.insert(addr, now);
            mem_steps.insert(addr, (size, (next.base.wrapping_sub(now), 0)));
        }
        // First as lines; a variable whose step changes by a fixed amount each iteration
        // (a sum of a moving value) is then walked again with that second difference.
        let mut ahead = None;
        for _ in 0..2 {
            let w = self.walk(r, body, trace, &reg_steps, &mem_steps)?;
            if w.stores.len() != mem_steps.len() {
                return None;
            }
            let mut exact = true;
            for (p, (_, next)) in phis.iter().zip(&w.regs) {
                exact &= settle(reg_steps.get_mut(&p.dst)?, reg_now(p), next);
            }
            for (addr, (_, next)) in &w.stores {
                let (_, d) = mem_steps.get_mut(addr)?;
                exact &= settle(d, *mem_now.get(addr)?, next);
            }
            if exact {
                ahead = Some(w);
                break;
            }
        }
        let n = ahead?.limit.min(MAX_JUMP);
        if n < MIN_JUMP {
            return None;
        }
        // Every new value first, so that nothing is written unless all of it is.
        let mut regs = Vec::with_capacity(phis.len());
        for p in phis {
            let (d1, d2) = reg_steps.get(&p.dst).copied().unwrap_or((0, 0));
            let i = r.base + r.slots[p.dst.0 as usize] as usize;
            regs.push((i, Aff::poly(reg_now(p), d1, d2, self.aff_bits(p.ty)?).at(n)));
        }
        let mut mems = Vec::with_capacity(mem_steps.len());
        for (addr, (size, (d1, d2))) in mem_steps {
            let now = mem_now.get(&addr).copied()?;
            mems.push((addr, size, Aff::poly(now, d1, d2, size * 8).at(n)));
        }
        for (i, v) in regs {
            self.regs[i] = v;
        }
        for (addr, size, v) in mems {
            // The walks checked that the iteration may write it.
            self.mem.write_uint(addr, size as usize, v).ok()?;
        }
        Some(n as u64)
    }

    /// Width of a register of type `ty` the walk can follow.
    fn aff_bits(&self, ty: ir::TyId) -> Option<u32> {
        match self.prog.module.types.kind(ty) {
            TyKind::Int(b) if *b <= 64 => Some(*b),
            TyKind::Ptr => Some(self.ptr_bits()),
            _ => None,
        }
    }

    /// Walks `trace` once with the header's phis and the memory at `mem_steps` moving by
    /// their steps per iteration (none: the iteration about to run, exactly). Calls are
    /// followed into their callees, whose blocks the trace holds one call level down; their
    /// stack variables live in the walk alone.
    fn walk(
        &self,
        r: Regs<'_>,
        body: &ir::Body,
        trace: &[(u32, BlockId)],
        reg_steps: &HashMap<ValueId, Diff>,
        mem_steps: &HashMap<u64, (u32, Diff)>,
    ) -> Option<Walk> {
        let func = self.frames.last()?.func;
        let header = trace[0].1;
        let mut env = HashMap::default();
        for p in &body.blocks[header.0 as usize].phis {
            let bits = self.aff_bits(p.ty)?;
            let now = self.regs[r.base + r.slots[p.dst.0 as usize] as usize];
            let (d1, d2) = reg_steps.get(&p.dst).copied().unwrap_or((0, 0));
            env.insert(p.dst, Aff::poly(now, d1, d2, bits));
        }
        let mut w = Walker {
            m: self,
            r,
            frames: vec![WalkFrame {
                func,
                body,
                env,
                locals: HashMap::default(),
                block: header,
                resume: 0,
                ret_dst: None,
            }],
            local_mem: HashMap::default(),
            local_sizes: Vec::new(),
            stores: HashMap::default(),
            mem_steps,
            limit: MAX_JUMP,
        };
        let mut t = 0;
        let mut pc = body.blocks[header.0 as usize].start as usize;
        let mut walked = 0u32;
        loop {
            walked += 1;
            if walked > MAX_WALK {
                return None;
            }
            let fbody = w.frames.last()?.body;
            match semantics::step::step(&mut w, &fbody.insts[pc]).ok()? {
                Flow::Next => pc += 1,
                Flow::Jump(target) => {
                    let depth = w.frames.len() as u32 - 1;
                    t += 1;
                    if depth == 0 && t == trace.len() {
                        if target != header {
                            return None;
                        }
                        break;
                    }
                    if trace.get(t) != Some(&(depth, target)) {
                        return None;
                    }
                    let from = w.frames.last()?.block;
                    let blk = &fbody.blocks[target.0 as usize];
                    w.phis(blk, from)?;
                    w.frames.last_mut()?.block = target;
                    pc = blk.start as usize;
                }
                Flow::Call(frame) => {
                    if w.frames.len() >= MAX_CALL_DEPTH {
                        return None;
                    }
                    w.frames.last_mut()?.resume = pc + 1;
                    pc = frame.body.blocks.first()?.start as usize;
                    w.frames.push(frame);
                }
                Flow::Ret(v) => {
                    let done = w.frames.pop()?;
                    let caller = w.frames.last_mut()?;
                    if let (Some(dst), Some(v)) = (done.ret_dst, v) {
                        caller.env.insert(dst, v);
                    }
                    pc = caller.resume;
                }
            }
        }
        // The back edge: the header's phis give the next iteration's values.
        let last = trace.last()?.1;
        let mut regs = Vec::new();
        for p in &body.blocks[header.0 as usize].phis {
            let (_, v) = p.incoming.iter().find(|(b, _)| *b == last)?;
            regs.push((p.dst, w.val(*v, self.aff_bits(p.ty)?)?));
        }
        Some(Walk {
            regs,
            stores: w.stores,
            limit: w.limit,
        })
    }
}

/// Most instructions one walk follows.
const MAX_WALK: u32 = 1 << 20;

/// Most frames one walk follows (the loop's and its callees').
const MAX_CALL_DEPTH: usize = 16;

/// A function activation in a walk.
struct WalkFrame<'b> {
    func: FuncId,
    body: &'b ir::Body,
    env: HashMap<ValueId, Aff>,
    /// Registers holding the address of one of the walk's own stack variables (a callee's
    /// allocas), as (variable, offset).
    locals: HashMap<ValueId, (u32, u64)>,
    block: BlockId,
    /// Where the caller goes on after the call.
    resume: usize,
    ret_dst: Option<ValueId>,
}

/// What an instruction does to the walk's control.
enum Flow<'b> {
    Next,
    Jump(BlockId),
    Call(WalkFrame<'b>),
    Ret(Option<Aff>),
}

/// The state of one walk over an iteration.
struct Walker<'a, 'p, 'm> {
    m: &'a Machine<'p, 'm>,
    r: Regs<'a>,
    frames: Vec<WalkFrame<'a>>,
    /// The callees' stack variables: (variable, offset) to (size, value).
    local_mem: HashMap<(u32, u64), (u32, Aff)>,
    /// The size of each of those variables.
    local_sizes: Vec<u64>,
    stores: HashMap<u64, (u32, Aff)>,
    mem_steps: &'a HashMap<u64, (u32, Diff)>,
    limit: u128,
}

impl<'a> Walker<'a, '_, '_> {
    /// An operand's value: defined in the walk, or (in the loop's own frame) fixed for the
    /// whole loop. A walk-local address is no value.
    fn value(&self, op: Operand) -> Option<Aff> {
        let f = self.frames.last()?;
        match op {
            Operand::Reg(v) => {
                if f.locals.contains_key(&v) {
                    return None;
                }
                match f.env.get(&v) {
                    Some(a) => Some(*a),
                    None if self.frames.len() == 1 => {
                        Some(Aff::constant(self.m.rd(self.r, op), 64))
                    }
                    None => None,
                }
            }
            Operand::Const(_) => Some(Aff::constant(self.m.rd(self.r, op), 64)),
        }
    }

    /// The walk-local address an operand holds, if it holds one.
    fn local(&self, op: Operand) -> Option<(u32, u64)> {
        match op {
            Operand::Reg(v) => self.frames.last()?.locals.get(&v).copied(),
            Operand::Const(_) => None,
        }
    }

    /// An operand read on `bits` bits.
    fn val(&self, op: Operand, bits: u32) -> Option<Aff> {
        Some(self.value(op)?.on(bits))
    }

    fn set(&mut self, dst: ValueId, a: Aff) {
        if let Some(f) = self.frames.last_mut() {
            f.env.insert(dst, a);
        }
    }

    /// Keeps the walk to the iterations in which `a`'s reading stays on its line.
    fn no_wrap(&mut self, a: Aff, signed: bool) {
        self.limit = self.limit.min(a.unwrapped(signed).2);
    }

    fn phis(&mut self, blk: &ir::Block, from: BlockId) -> Option<()> {
        let mut vals = Vec::new();
        for p in &blk.phis {
            let (_, v) = p.incoming.iter().find(|(b, _)| *b == from)?;
            let bits = self.m.aff_bits(p.ty)?;
            vals.push((p.dst, self.val(*v, bits)?));
        }
        for (d, a) in vals {
            self.set(d, a);
        }
        Some(())
    }

    /// A call to a function with a body, as a frame for the walk.
    fn callee_frame(
        &self,
        callee: &ir::Callee,
        args: &[Operand],
        byval: &[Option<ir::TyId>],
        dst: Option<ValueId>,
    ) -> Option<WalkFrame<'a>> {
        let ir::Callee::Direct(fid) = callee else {
            return None;
        };
        let f = self.m.prog.module.func(*fid);
        // An error function stops the run however it is defined.
        if self.m.prog.is_error_function(*fid) {
            return None;
        }
        if f.variadic || byval.iter().any(Option::is_some) || args.len() != f.params.len() {
            return None;
        }
        let body = self.m.prog.module.func(*fid).body.as_ref()?;
        let mut env = HashMap::default();
        let mut locals = HashMap::default();
        for (k, (a, ty)) in args.iter().zip(&f.params).enumerate() {
            let reg = ValueId(k as u32);
            match self.local(*a) {
                Some(l) => {
                    locals.insert(reg, l);
                }
                None => {
                    env.insert(reg, self.val(*a, self.m.aff_bits(*ty)?)?);
                }
            }
        }
        Some(WalkFrame {
            func: *fid,
            body,
            env,
            locals,
            block: BlockId(0),
            resume: 0,
            ret_dst: dst,
        })
    }

    /// Whether `[addr, addr + size)` meets a location written in this walk (or moving with
    /// the loop) other than exactly that one.
    fn overlaps(&self, addr: u64, size: u32, stores_too: bool) -> bool {
        let meets =
            |a: u64, s: u32| a != addr && a < addr + u64::from(size) && addr < a + u64::from(s);
        let partial = |a: u64, s: u32| a == addr && s != size;
        self.mem_steps
            .iter()
            .any(|(&a, &(s, _))| meets(a, s) || partial(a, s))
            || (stores_too
                && self
                    .stores
                    .iter()
                    .any(|(&a, &(s, _))| meets(a, s) || partial(a, s)))
    }

    /// The value at `addr` in the iteration: stored earlier in it, moving with the loop, or
    /// fixed (initialised memory the loop does not write).
    fn read_at(&self, addr: u64, size: u32) -> Option<Aff> {
        if let Some(&(s, v)) = self.stores.get(&addr) {
            return (s == size).then_some(v);
        }
        if self.overlaps(addr, size, true) {
            return None;
        }
        let mem = &self.m.mem;
        if mem.tracks_initialization() && !mem.uninitialized_in(addr, u64::from(size)).is_empty() {
            return None;
        }
        let now = mem.read_uint(addr, size as usize).ok()?;
        let (d1, d2) = self.mem_steps.get(&addr).map_or((0, 0), |&(_, d)| d);
        Some(Aff::poly(now, d1, d2, size * 8))
    }

    fn aff_bin(&mut self, op: BinOp, bits: u32, x: Aff, y: Aff) -> Option<Aff> {
        // Sums, differences and products by a fixed factor keep every difference exact.
        let scale = |a: Aff, k: u64| {
            Aff::poly(
                a.base.wrapping_mul(k),
                a.step.wrapping_mul(k),
                a.step2.wrapping_mul(k),
                bits,
            )
        };
        Some(match op {
            BinOp::Add => Aff::poly(
                x.base.wrapping_add(y.base),
                x.step.wrapping_add(y.step),
                x.step2.wrapping_add(y.step2),
                bits,
            ),
            BinOp::Sub => Aff::poly(
                x.base.wrapping_sub(y.base),
                x.step.wrapping_sub(y.step),
                x.step2.wrapping_sub(y.step2),
                bits,
            ),
            BinOp::Mul if !y.moving() => scale(x, y.base),
            BinOp::Mul if !x.moving() => scale(y, x.base),
            BinOp::Shl if !y.moving() && y.base < u64::from(bits) => scale(x, 1u64 << y.base),
            _ if !x.moving() && !y.moving() => {
                let v = arith::int_bin(op, bits, u128::from(x.base), u128::from(y.base)).ok()?;
                Aff::constant(v as u64, bits)
            }
            _ => return None,
        })
    }

    /// The comparison's result, which must stay the same in every iteration walked: the
    /// walk's limit shrinks to the iterations before it would change.
    fn cmp(&mut self, pred: IntPred, x: Aff, y: Aff) -> bool {
        let (now, keeps) = comparison(pred, x, y);
        self.limit = self.limit.min(keeps);
        now
    }

    fn aff_cast(&mut self, op: CastOp, from: ir::TyId, to: ir::TyId, a: Operand) -> Option<Aff> {
        let m = self.m;
        let (fb, tb) = (m.aff_bits(from), m.aff_bits(to));
        let x = self.value(a)?;
        if !x.moving() {
            let (fs, ts) = (m.scalar(from), m.scalar(to));
            if m.prog.nslots(from) != 1 || m.prog.nslots(to) != 1 {
                return None;
            }
            let bits = match m.prog.module.types.kind(to) {
                TyKind::Float(_) => 64,
                _ => tb?,
            };
            let v = arith::cast(op, fs, ts, u128::from(mask64(x.base, fb.unwrap_or(64))));
            return Some(Aff::constant(v as u64, bits));
        }
        let (fb, tb) = (fb?, tb?);
        let x = x.on(fb);
        Some(match op {
            CastOp::Trunc | CastOp::PtrToInt | CastOp::IntToPtr | CastOp::BitCast if tb <= fb => {
                x.on(tb)
            }
            _ if x.step2 != 0 => return None,
            CastOp::ZExt | CastOp::PtrToInt | CastOp::IntToPtr | CastOp::BitCast => {
                self.no_wrap(x, false);
                let (s, k, _) = x.unwrapped(false);
                Aff::new(s as u64, k as u64, tb)
            }
            CastOp::SExt => {
                self.no_wrap(x, true);
                let (s, k, _) = x.unwrapped(true);
                Aff::new(s as u64, k as u64, tb)
            }
            _ => return None,
        })
    }
}

/// The walk as a domain of [`semantics::step`]: values are affine functions of the iteration
/// number. An operation the walk cannot follow exactly (floats, intrinsics, a branch on a
/// moving value, memory it cannot place) gives up (`Err(())`) and the loop runs as it is.
impl<'a> Domain for Walker<'a, '_, '_> {
    type Out = Flow<'a>;
    type Err = ();

    fn next(&mut self) -> Flow<'a> {
        Flow::Next
    }

    fn fail(&mut self, _: ErrorKind, _: &str) {}

    fn bin(&mut self, op: BinOp, bits: u32, dst: ValueId, a: Operand, b: Operand) -> Res<()> {
        if bits > 64 {
            return Err(());
        }
        let (x, y) = (self.val(a, bits).ok_or(())?, self.val(b, bits).ok_or(())?);
        let v = self.aff_bin(op, bits, x, y).ok_or(())?;
        self.set(dst, v);
        Ok(())
    }

    fn icmp(&mut self, pred: IntPred, bits: u32, dst: ValueId, a: Operand, b: Operand) -> Res<()> {
        if bits > 64 {
            return Err(());
        }
        let (x, y) = (self.val(a, bits).ok_or(())?, self.val(b, bits).ok_or(())?);
        let v = self.cmp(pred, x, y);
        self.set(dst, Aff::constant(u64::from(v), 1));
        Ok(())
    }

    fn fbin(&mut self, _: FBinOp, _: FloatTy, _: ValueId, _: Operand, _: Operand) -> Res<()> {
        Err(())
    }

    fn fneg(&mut self, _: FloatTy, _: ValueId, _: Operand) -> Res<()> {
        Err(())
    }

    fn fcmp(&mut self, _: FloatPred, _: FloatTy, _: ValueId, _: Operand, _: Operand) -> Res<()> {
        Err(())
    }

    fn cast(&mut self, op: CastOp, from: TyId, to: TyId, dst: ValueId, a: Operand) -> Res<()> {
        let v = self.aff_cast(op, from, to, a).ok_or(())?;
        self.set(dst, v);
        Ok(())
    }

    fn select(
        &mut self,
        ty: TyId,
        dst: ValueId,
        cond: Operand,
        a: Operand,
        b: Operand,
    ) -> Res<Flow<'a>> {
        let c = self.value(cond).ok_or(())?;
        let bits = self.m.aff_bits(ty).ok_or(())?;
        if c.moving() {
            return Err(());
        }
        let v = self
            .val(if c.base & 1 == 1 { a } else { b }, bits)
            .ok_or(())?;
        self.set(dst, v);
        Ok(Flow::Next)
    }

    fn gep(&mut self, dst: ValueId, base: Operand, offset: i64, indices: &[GepIndex]) -> Res<()> {
        let pb = self.m.ptr_bits();
        if let Some((k, off)) = self.local(base) {
            let mut off = off.wrapping_add(offset as u64);
            for ix in indices {
                let i = self.val(ix.value, ix.bits).ok_or(())?;
                if i.moving() {
                    return Err(());
                }
                let i = sext(u128::from(i.base), ix.bits) as i64;
                off = off.wrapping_add(i.wrapping_mul(ix.scale) as u64);
            }
            self.frames
                .last_mut()
                .ok_or(())?
                .locals
                .insert(dst, (k, off));
            return Ok(());
        }
        let mut addr = self.val(base, pb).ok_or(())?;
        if addr.step2 != 0 {
            return Err(());
        }
        addr = Aff::new(addr.base.wrapping_add(offset as u64), addr.step, pb);
        for ix in indices {
            let i = self.val(ix.value, ix.bits).ok_or(())?;
            if i.step2 != 0 {
                return Err(());
            }
            self.no_wrap(i, true);
            let (b, s) = (
                sext(u128::from(i.base), ix.bits) as i64,
                sext(u128::from(i.step), ix.bits) as i64,
            );
            addr = Aff::new(
                addr.base.wrapping_add(b.wrapping_mul(ix.scale) as u64),
                addr.step.wrapping_add(s.wrapping_mul(ix.scale) as u64),
                pb,
            );
        }
        self.set(dst, addr);
        Ok(())
    }

    fn load(&mut self, ty: TyId, dst: ValueId, ptr: Operand) -> Res<Flow<'a>> {
        let bits = self.m.aff_bits(ty).ok_or(())?;
        let size = self.m.prog.module.types.get(ty).store_size as u32;
        if let Some(at) = self.local(ptr) {
            // Written earlier in this walk, whole: nothing else is known of it.
            let &(s, v) = self.local_mem.get(&at).ok_or(())?;
            if s != size {
                return Err(());
            }
            self.set(dst, v.on(bits));
            return Ok(Flow::Next);
        }
        let addr = self.val(ptr, self.m.ptr_bits()).ok_or(())?;
        if addr.moving() {
            return Err(());
        }
        let v = self.read_at(addr.base, size).ok_or(())?;
        self.set(dst, v.on(bits));
        Ok(Flow::Next)
    }

    fn store(&mut self, ty: TyId, ptr: Operand, val: Operand) -> Res<Flow<'a>> {
        let bits = self.m.aff_bits(ty).ok_or(())?;
        let size = self.m.prog.module.types.get(ty).store_size as u32;
        if let Some((k, off)) = self.local(ptr) {
            let whole = *self.local_sizes.get(k as usize).ok_or(())?;
            let overlapping = self.local_mem.iter().any(|(&(k2, o2), &(s2, _))| {
                k2 == k && o2 != off && o2 < off + u64::from(size) && off < o2 + u64::from(s2)
            });
            if overlapping || off.checked_add(u64::from(size)).ok_or(())? > whole {
                return Err(());
            }
            let v = self.val(val, bits).ok_or(())?;
            self.local_mem.insert((k, off), (size, v.on(size * 8)));
            return Ok(Flow::Next);
        }
        let addr = self.val(ptr, self.m.ptr_bits()).ok_or(())?;
        if addr.moving() || self.overlaps(addr.base, size, true) {
            return Err(());
        }
        self.m
            .mem
            .check(addr.base, u64::from(size))
            .map_err(|_| ())?;
        let v = self.val(val, bits).ok_or(())?;
        self.stores.insert(addr.base, (size, v.on(size * 8)));
        Ok(Flow::Next)
    }

    fn alloca(
        &mut self,
        elem_size: u64,
        count: Operand,
        count_bits: u32,
        _: u32,
        dst: ValueId,
        _: LocId,
    ) -> Res<()> {
        // Only a callee's stack variable, which dies when the callee returns.
        if self.frames.len() <= 1 {
            return Err(());
        }
        let n = self.value(count).ok_or(())?;
        if n.moving() {
            return Err(());
        }
        let size = elem_size
            .checked_mul(mask64(n.base, count_bits))
            .ok_or(())?;
        let k = u32::try_from(self.local_sizes.len()).map_err(|_| ())?;
        self.local_sizes.push(size);
        self.frames.last_mut().ok_or(())?.locals.insert(dst, (k, 0));
        Ok(())
    }

    fn extract_value(&mut self, _: TyId, _: ValueId, _: Operand, _: u64) -> Res<()> {
        Err(())
    }

    fn insert_value(
        &mut self,
        _: TyId,
        _: TyId,
        _: ValueId,
        _: Operand,
        _: Operand,
        _: u64,
    ) -> Res<()> {
        Err(())
    }

    fn br(&mut self, target: BlockId) -> Res<Flow<'a>> {
        Ok(Flow::Jump(target))
    }

    fn cond_br(&mut self, cond: Operand, t: BlockId, f: BlockId, _: LocId) -> Res<Flow<'a>> {
        let c = self.value(cond).ok_or(())?;
        if c.moving() {
            return Err(());
        }
        Ok(Flow::Jump(if c.base & 1 == 1 { t } else { f }))
    }

    fn switch(
        &mut self,
        bits: u32,
        val: Operand,
        cases: &[(u128, BlockId)],
        default: BlockId,
        _: LocId,
    ) -> Res<Flow<'a>> {
        if bits > 64 {
            return Err(());
        }
        let v = self.val(val, bits).ok_or(())?;
        if v.moving() {
            return Err(());
        }
        let to = cases
            .iter()
            .find(|(c, _)| *c == u128::from(v.base))
            .map_or(default, |(_, b)| *b);
        Ok(Flow::Jump(to))
    }

    fn ret(&mut self, val: Option<Operand>) -> Res<Flow<'a>> {
        let f = self.frames.last().ok_or(())?;
        let v = match val {
            Some(v) => {
                let ret = self.m.prog.module.func(f.func).ret;
                let bits = self.m.aff_bits(ret).ok_or(())?;
                Some(self.val(v, bits).ok_or(())?)
            }
            None => None,
        };
        Ok(Flow::Ret(v))
    }

    fn call(
        &mut self,
        callee: &Callee,
        args: &[Operand],
        _: &[TyId],
        byval: &[Option<TyId>],
        _: TyId,
        dst: Option<ValueId>,
    ) -> Res<Flow<'a>> {
        let frame = self.callee_frame(callee, args, byval, dst).ok_or(())?;
        Ok(Flow::Call(frame))
    }

    fn intrinsic(
        &mut self,
        _: Intrinsic,
        _: TyId,
        _: &[Operand],
        _: Option<ValueId>,
    ) -> Res<Flow<'a>> {
        Err(())
    }

    fn atomic_rmw(
        &mut self,
        _: RmwOp,
        _: TyId,
        _: ValueId,
        _: Operand,
        _: Operand,
    ) -> Res<Flow<'a>> {
        Err(())
    }

    fn cmpxchg(
        &mut self,
        _: TyId,
        _: TyId,
        _: ValueId,
        _: Operand,
        _: Operand,
        _: Operand,
    ) -> Res<Flow<'a>> {
        Err(())
    }

    fn va_arg(&mut self, _: TyId, _: ValueId, _: Operand) -> Res<Flow<'a>> {
        Err(())
    }
}

/// A walk's step: `Err(())` where the walk gives up.
type Res<T> = Result<T, ()>;

/// A comparison of affine values at iteration 0, and for how many iterations from 0 its
/// result stays the same while neither value wraps.
fn comparison(pred: IntPred, x: Aff, y: Aff) -> (bool, u128) {
    let now = arith::int_cmp(pred, x.bits, u128::from(x.base), u128::from(y.base));
    let same = x.step == y.step && x.step2 == y.step2;
    if same && (!x.moving() || matches!(pred, IntPred::Eq | IntPred::Ne)) {
        return (now, MAX_JUMP);
    }
    if x.step2 != 0 || y.step2 != 0 {
        return (now, 0);
    }
    let signed = matches!(
        pred,
        IntPred::Sgt | IntPred::Sge | IntPred::Slt | IntPred::Sle
    );
    let (xs, xk, xn) = x.unwrapped(signed);
    let (ys, yk, yn) = y.unwrapped(signed);
    let (d0, dk) = (xs - ys, xk - yk);
    let n = xn.min(yn);
    let holds = |j: u128| {
        let d = d0 + dk * j as i128;
        match pred {
            IntPred::Eq => d == 0,
            IntPred::Ne => d != 0,
            IntPred::Ugt | IntPred::Sgt => d > 0,
            IntPred::Uge | IntPred::Sge => d >= 0,
            IntPred::Ult | IntPred::Slt => d < 0,
            IntPred::Ule | IntPred::Sle => d <= 0,
        }
    };
    let keeps = match pred {
        // d is zero at one iteration at most.
        IntPred::Eq | IntPred::Ne => {
            if d0 == 0 {
                1
            } else if (-d0) % dk == 0 && (-d0) / dk > 0 {
                ((-d0) / dk) as u128
            } else {
                n
            }
        }
        // Monotone: the first iteration that differs, by bisection.
        _ => {
            let (mut lo, mut hi) = (1u128, n);
            if holds(hi - 1) == now {
                hi
            } else {
                while lo + 1 < hi {
                    let mid = lo + (hi - lo) / 2;
                    if holds(mid - 1) == now {
                        lo = mid;
                    } else {
                        hi = mid;
                    }
                }
                lo
            }
        }
    };
    (now, n.min(keeps))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_comparison_holds_until_the_iteration_that_flips_it() {
        let x = Aff::new(0, 2, 32);
        let limit = Aff::constant(0x0fff_ffff, 32);
        // 0, 2, ..., 0x0ffffffe are below: 0x08000000 iterations.
        assert_eq!(comparison(IntPred::Ult, x, limit), (true, 0x0800_0000));
        // Counting down by 2 from 0x0ffffff1 while above 1: 0x07fffff8 iterations.
        let down = Aff::new(0x0fff_fff1, 2u64.wrapping_neg(), 32);
        assert_eq!(
            comparison(IntPred::Ugt, down, Aff::constant(1, 32)),
            (true, 0x07ff_fff8)
        );
        // 7 + 2j reaches 101 at j = 47; != holds for 47 iterations.
        let odd = Aff::new(7, 2, 32);
        assert_eq!(
            comparison(IntPred::Ne, odd, Aff::constant(101, 32)),
            (true, 47)
        );
        // A signed char counting up stays non-negative for 128 values, then wraps.
        let c = Aff::new(0, 1, 8);
        assert_eq!(
            comparison(IntPred::Sge, c, Aff::constant(0, 8)),
            (true, 128)
        );
        // Unsigned, the same counter would wrap after 256: the limit is the wrap.
        assert_eq!(
            comparison(IntPred::Ult, c, Aff::constant(255, 8)),
            (true, 255)
        );
        // Equal steps keep an equality as it is.
        let (a, b) = (Aff::new(3, 5, 16), Aff::new(3, 5, 16));
        assert_eq!(comparison(IntPred::Eq, a, b), (true, MAX_JUMP));
    }

    #[test]
    fn a_sum_of_a_counter_is_a_second_difference() {
        // sum += i with i = 0, 1, 2, ...: the sum before iteration j is C(j, 2).
        let sum = Aff::poly(0, 0, 1, 32);
        assert_eq!(
            (0..6).map(|j| sum.at(j)).collect::<Vec<_>>(),
            [0, 0, 1, 3, 6, 10]
        );
        assert_eq!(sum.next().at(4), sum.at(5));
        // It wraps on its width like the machine's additions.
        assert_eq!(sum.at(100_000), ((100_000u64 * 99_999 / 2) & 0xffff_ffff));
        // And it is compared with nothing: no iteration is vouched for.
        assert_eq!(comparison(IntPred::Ult, sum, Aff::constant(1000, 32)).1, 0);
    }

    #[test]
    fn affine_values_wrap_like_the_machine() {
        let x = Aff::new(0xffff_fff0, 4, 32);
        assert_eq!(x.at(4), 0);
        assert_eq!(x.at(5), 4);
        assert_eq!(x.unwrapped(false).2, 4);
        assert_eq!(x.unwrapped(true), (-16, 4, (0x7fff_ffff + 16) / 4 + 1));
    }
}
