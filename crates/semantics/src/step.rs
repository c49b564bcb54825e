//! One instruction, dispatched once for every executor: [`step`] reads an instruction and
//! calls the [`Domain`] operation that gives its meaning on the executor's values. The
//! concrete machine's domain is `u64` register slots and flat memory; symbolic execution's
//! is expressions over a state that may fork; loop acceleration's is affine functions of the
//! iteration number. What an instruction reads, what it defines, which block it transfers to
//! and what the IR's own errors are (a computed goto, an `unreachable`) is decided here; the
//! arithmetic both concrete domains share is [`crate::arith`] and [`crate::pure`], the ABI
//! [`crate::abi`], the library models' table [`crate::builtins`].
//!
//! A domain's operations are `#[inline]` and [`step`] is generic: each executor gets its own
//! copy of the dispatch, compiled into its loop, with no indirect call per instruction.

use ir::{
    BinOp, BlockId, Callee, CastOp, FBinOp, FloatPred, FloatTy, GepIndex, Inst, IntPred, Intrinsic,
    LocId, Op, Operand, RmwOp, TyId, ValueId,
};

use crate::error::ErrorKind;

/// What one executor makes of each instruction. `Out` is what an instruction hands back to
/// the executor's loop (the next instruction, a jump, a fork), `Err` how it stops.
#[allow(clippy::too_many_arguments)]
pub trait Domain {
    /// What the executor's loop gets after an instruction.
    type Out;
    /// How an instruction stops the run or path.
    type Err;

    /// Go on with the next instruction.
    fn next(&mut self) -> Self::Out;

    /// The IR itself says the run cannot go on: `kind` with `message`.
    fn fail(&mut self, kind: ErrorKind, message: &str) -> Self::Err;

    /// `dst = a op b` on `bits`-wide integers.
    fn bin(
        &mut self,
        op: BinOp,
        bits: u32,
        dst: ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<(), Self::Err>;

    /// `dst = a pred b` on `bits`-wide integers.
    fn icmp(
        &mut self,
        pred: IntPred,
        bits: u32,
        dst: ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<(), Self::Err>;

    /// `dst = a op b` on floats.
    fn fbin(
        &mut self,
        op: FBinOp,
        fty: FloatTy,
        dst: ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<(), Self::Err>;

    /// `dst = -a` on floats.
    fn fneg(&mut self, fty: FloatTy, dst: ValueId, a: Operand) -> Result<(), Self::Err>;

    /// `dst = a pred b` on floats.
    fn fcmp(
        &mut self,
        pred: FloatPred,
        fty: FloatTy,
        dst: ValueId,
        a: Operand,
        b: Operand,
    ) -> Result<(), Self::Err>;

    /// `dst = (to) a` from `from`.
    fn cast(
        &mut self,
        op: CastOp,
        from: TyId,
        to: TyId,
        dst: ValueId,
        a: Operand,
    ) -> Result<(), Self::Err>;

    /// `dst = cond ? a : b` (a branch of the source, which a domain may fork on).
    fn select(
        &mut self,
        ty: TyId,
        dst: ValueId,
        cond: Operand,
        a: Operand,
        b: Operand,
    ) -> Result<Self::Out, Self::Err>;

    /// `dst = base + offset + Σ index·scale`.
    fn gep(
        &mut self,
        dst: ValueId,
        base: Operand,
        offset: i64,
        indices: &[GepIndex],
    ) -> Result<(), Self::Err>;

    /// `dst = *(ty *) ptr`.
    fn load(&mut self, ty: TyId, dst: ValueId, ptr: Operand) -> Result<Self::Out, Self::Err>;

    /// `*(ty *) ptr = val`.
    fn store(&mut self, ty: TyId, ptr: Operand, val: Operand) -> Result<Self::Out, Self::Err>;

    /// `dst` = a new stack block of `count` (`count_bits` wide) elements of `elem_size`
    /// bytes, made at `loc`.
    fn alloca(
        &mut self,
        elem_size: u64,
        count: Operand,
        count_bits: u32,
        align: u32,
        dst: ValueId,
        loc: LocId,
    ) -> Result<(), Self::Err>;

    /// `dst` = the `ty` at byte `offset` of aggregate `agg`.
    fn extract_value(
        &mut self,
        ty: TyId,
        dst: ValueId,
        agg: Operand,
        offset: u64,
    ) -> Result<(), Self::Err>;

    /// `dst` = aggregate `agg` (of `agg_ty`) with `val` (of `ty`) at byte `offset`.
    fn insert_value(
        &mut self,
        agg_ty: TyId,
        ty: TyId,
        dst: ValueId,
        agg: Operand,
        val: Operand,
        offset: u64,
    ) -> Result<(), Self::Err>;

    /// Go to `target`.
    fn br(&mut self, target: BlockId) -> Result<Self::Out, Self::Err>;

    /// Go to `t` when `cond`, else to `f` (the branch is at `loc`).
    fn cond_br(
        &mut self,
        cond: Operand,
        t: BlockId,
        f: BlockId,
        loc: LocId,
    ) -> Result<Self::Out, Self::Err>;

    /// Go to the block of the case `val` equals, else to `default` (at `loc`).
    fn switch(
        &mut self,
        bits: u32,
        val: Operand,
        cases: &[(u128, BlockId)],
        default: BlockId,
        loc: LocId,
    ) -> Result<Self::Out, Self::Err>;

    /// Return `val` to the caller.
    fn ret(&mut self, val: Option<Operand>) -> Result<Self::Out, Self::Err>;

    /// Call `callee`.
    fn call(
        &mut self,
        callee: &Callee,
        args: &[Operand],
        arg_tys: &[TyId],
        byval: &[Option<TyId>],
        ret: TyId,
        dst: Option<ValueId>,
    ) -> Result<Self::Out, Self::Err>;

    /// An LLVM intrinsic.
    fn intrinsic(
        &mut self,
        which: Intrinsic,
        ty: TyId,
        args: &[Operand],
        dst: Option<ValueId>,
    ) -> Result<Self::Out, Self::Err>;

    /// `atomicrmw`, executed sequentially.
    fn atomic_rmw(
        &mut self,
        op: RmwOp,
        ty: TyId,
        dst: ValueId,
        ptr: Operand,
        val: Operand,
    ) -> Result<Self::Out, Self::Err>;

    /// `cmpxchg`, executed sequentially.
    fn cmpxchg(
        &mut self,
        ty: TyId,
        pair: TyId,
        dst: ValueId,
        ptr: Operand,
        expected: Operand,
        new: Operand,
    ) -> Result<Self::Out, Self::Err>;

    /// The `va_arg` instruction.
    fn va_arg(&mut self, ty: TyId, dst: ValueId, list: Operand) -> Result<Self::Out, Self::Err>;
}

/// Executes `inst` in domain `d`.
#[inline(always)]
pub fn step<D: Domain>(d: &mut D, inst: &Inst) -> Result<D::Out, D::Err> {
    match &inst.op {
        Op::Bin {
            op,
            bits,
            dst,
            a,
            b,
        } => d.bin(*op, *bits, *dst, *a, *b).map(|()| d.next()),
        Op::ICmp {
            pred,
            bits,
            dst,
            a,
            b,
        } => d.icmp(*pred, *bits, *dst, *a, *b).map(|()| d.next()),
        Op::FBin { op, fty, dst, a, b } => d.fbin(*op, *fty, *dst, *a, *b).map(|()| d.next()),
        Op::FNeg { fty, dst, a } => d.fneg(*fty, *dst, *a).map(|()| d.next()),
        Op::FCmp {
            pred,
            fty,
            dst,
            a,
            b,
        } => d.fcmp(*pred, *fty, *dst, *a, *b).map(|()| d.next()),
        Op::Cast {
            op,
            from,
            to,
            dst,
            a,
        } => d.cast(*op, *from, *to, *dst, *a).map(|()| d.next()),
        Op::Select {
            ty,
            dst,
            cond,
            a,
            b,
        } => d.select(*ty, *dst, *cond, *a, *b),
        Op::Gep {
            dst,
            base,
            offset,
            indices,
        } => d.gep(*dst, *base, *offset, indices).map(|()| d.next()),
        Op::Load { ty, dst, ptr, .. } => d.load(*ty, *dst, *ptr),
        Op::Store { ty, ptr, val, .. } => d.store(*ty, *ptr, *val),
        Op::Alloca {
            ty: _,
            elem_size,
            count,
            count_bits,
            align,
            dst,
        } => d
            .alloca(*elem_size, *count, *count_bits, *align, *dst, inst.loc)
            .map(|()| d.next()),
        Op::ExtractValue {
            ty,
            dst,
            agg,
            offset,
        } => d.extract_value(*ty, *dst, *agg, *offset).map(|()| d.next()),
        Op::InsertValue {
            agg_ty,
            ty,
            dst,
            agg,
            val,
            offset,
        } => d
            .insert_value(*agg_ty, *ty, *dst, *agg, *val, *offset)
            .map(|()| d.next()),
        Op::Br { target } => d.br(*target),
        Op::CondBr { cond, t, f } => d.cond_br(*cond, *t, *f, inst.loc),
        Op::Switch {
            bits,
            val,
            cases,
            default,
        } => d.switch(*bits, *val, cases, *default, inst.loc),
        Op::IndirectBr { .. } => Err(d.fail(ErrorKind::Unsupported, "computed goto (indirectbr)")),
        Op::Unreachable => Err(d.fail(
            ErrorKind::Trap,
            "reached an `unreachable` point (undefined behaviour)",
        )),
        Op::Ret { val } => d.ret(*val),
        Op::Call {
            callee,
            args,
            arg_tys,
            byval,
            ret,
            dst,
        } => d.call(callee, args, arg_tys, byval, *ret, *dst),
        Op::Intrinsic {
            which,
            ty,
            args,
            dst,
        } => d.intrinsic(*which, *ty, args, *dst),
        Op::AtomicRmw {
            op,
            ty,
            dst,
            ptr,
            val,
        } => d.atomic_rmw(*op, *ty, *dst, *ptr, *val),
        Op::CmpXchg {
            ty,
            pair,
            dst,
            ptr,
            expected,
            new,
        } => d.cmpxchg(*ty, *pair, *dst, *ptr, *expected, *new),
        Op::VaArg { ty, dst, list } => d.va_arg(*ty, *dst, *list),
    }
}
