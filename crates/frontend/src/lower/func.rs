//! Function bodies: LLVM instructions and terminators to IR operations.

use rustc_hash::FxHashMap as HashMap;

use either::Either;
use ir::{
    BinOp, Block, BlockId, Callee, CastOp, FBinOp, FloatPred, FloatTy, Inst, LocId, Op, Operand,
    Phi, RmwOp, TyId, TyKind, ValueId,
};
use llvm_ir::instruction::RMWBinOp;
use llvm_ir::{Constant, HasDebugLoc, Instruction, Name, Terminator};

use super::consts::{int_pred, sext, GepIdx};
use super::intrinsics::{classify, IntrinsicUse};
use super::{name_str, Lowerer};
use crate::error::FrontendError;

/// Per-function lowering state: names of registers and blocks.
struct FnCx {
    values: HashMap<Name, ValueId>,
    tys: Vec<TyId>,
    blocks: HashMap<Name, BlockId>,
}

impl FnCx {
    fn block(&self, n: &Name) -> Option<BlockId> {
        self.blocks.get(n).copied()
    }
}

impl Lowerer<'_> {
    fn operand(
        &mut self,
        fx: &FnCx,
        o: &llvm_ir::Operand,
        loc: LocId,
    ) -> Result<Operand, FrontendError> {
        match o {
            llvm_ir::Operand::LocalOperand { name, .. } => {
                match fx.values.get(name) {
                    Some(&v) => Ok(Operand::Reg(v)),
                    None => Err(self
                        .unsupported(format!("use of undefined value %{}", name_str(name)), loc)),
                }
            }
            llvm_ir::Operand::ConstantOperand(c) => Ok(Operand::Const(self.constant(c, loc)?)),
            llvm_ir::Operand::MetadataOperand => Err(self.unsupported("metadata operand", loc)),
        }
    }

    fn op_ty(&mut self, o: &llvm_ir::Operand, loc: LocId) -> Result<TyId, FrontendError> {
        let t = self.lm.type_of(o);
        self.ty(&t, loc)
    }

    fn fty(&mut self, o: &llvm_ir::Operand, loc: LocId) -> Result<FloatTy, FrontendError> {
        let t = self.op_ty(o, loc)?;
        match self.m.types.kind(t) {
            TyKind::Float(FloatTy::F80) => {
                Err(self.unsupported("long double (x86_fp80) arithmetic", loc))
            }
            TyKind::Float(f) => Ok(*f),
            _ => Err(self.unsupported("vector floating-point operation", loc)),
        }
    }

    /// Lowers one defined function into its declared slot.
    pub(crate) fn lower_function(&mut self, f: &llvm_ir::Function) -> Result<(), FrontendError> {
        let Some(fid) = self.m.func_by_name(&f.name) else {
            return Err(FrontendError::Io(format!(
                "function {} was not declared",
                f.name
            )));
        };
        let fn_loc = self.loc(f.debugloc.as_ref());
        let mut fx = FnCx {
            values: HashMap::default(),
            tys: self.m.func(fid).params.clone(),
            blocks: HashMap::default(),
        };
        for (i, p) in f.parameters.iter().enumerate() {
            fx.values.insert(p.name.clone(), ValueId(i as u32));
        }
        for (i, bb) in f.basic_blocks.iter().enumerate() {
            fx.blocks.insert(bb.name.clone(), BlockId(i as u32));
            for inst in &bb.instrs {
                if let Some(dest) = inst.try_get_result() {
                    let t = self.lm.type_of(inst);
                    let ty = self.ty(&t, fn_loc)?;
                    fx.values.insert(dest.clone(), ValueId(fx.tys.len() as u32));
                    fx.tys.push(ty);
                }
            }
        }
        self.record_alloc_shapes(f, fid, &fx.values, fn_loc)?;
        let mut blocks = Vec::with_capacity(f.basic_blocks.len());
        let mut insts = Vec::new();
        let mut last_loc = fn_loc;
        for bb in &f.basic_blocks {
            let start = insts.len() as u32;
            let mut phis = Vec::new();
            for inst in &bb.instrs {
                if let Some(dl) = inst.get_debug_loc() {
                    last_loc = self.loc(Some(dl));
                }
                let loc = last_loc;
                if let Instruction::Phi(p) = inst {
                    phis.push(self.phi(&fx, p, loc)?);
                    continue;
                }
                if let Some(op) = self.instruction(&fx, inst, loc)? {
                    insts.push(Inst { op, loc });
                }
            }
            if let Some(dl) = bb.term.get_debug_loc() {
                last_loc = self.loc(Some(dl));
            }
            let op = self.terminator(&fx, &bb.term, last_loc)?;
            insts.push(Inst { op, loc: last_loc });
            blocks.push(Block {
                phis,
                start,
                end: insts.len() as u32,
                name: name_str(&bb.name),
            });
        }
        let func = &mut self.m.functions[fid.0 as usize];
        func.values = fx.tys;
        func.loc = fn_loc;
        func.body = Some(ir::make_body(blocks, insts));
        Ok(())
    }

    fn phi(
        &mut self,
        fx: &FnCx,
        p: &llvm_ir::instruction::Phi,
        loc: LocId,
    ) -> Result<Phi, FrontendError> {
        let dst = self.dest(fx, &p.dest, loc)?;
        let ty = self.ty(&p.to_type, loc)?;
        let mut incoming = Vec::with_capacity(p.incoming_values.len());
        for (v, b) in &p.incoming_values {
            let Some(b) = fx.block(b) else {
                return Err(self.unsupported("phi from an unknown block", loc));
            };
            incoming.push((b, self.operand(fx, v, loc)?));
        }
        Ok(Phi {
            dst,
            ty,
            incoming: incoming.into(),
        })
    }

    fn dest(&self, fx: &FnCx, n: &Name, loc: LocId) -> Result<ValueId, FrontendError> {
        fx.values
            .get(n)
            .copied()
            .ok_or_else(|| self.unsupported("instruction without a result slot", loc))
    }

    fn bin(
        &mut self,
        fx: &FnCx,
        op: BinOp,
        a: &llvm_ir::Operand,
        b: &llvm_ir::Operand,
        dest: &Name,
        loc: LocId,
    ) -> Result<Op, FrontendError> {
        let bits = self.int_bits_of(&self.lm.type_of(a), loc)?;
        Ok(Op::Bin {
            op,
            bits,
            dst: self.dest(fx, dest, loc)?,
            a: self.operand(fx, a, loc)?,
            b: self.operand(fx, b, loc)?,
        })
    }

    fn fbin(
        &mut self,
        fx: &FnCx,
        op: FBinOp,
        a: &llvm_ir::Operand,
        b: &llvm_ir::Operand,
        dest: &Name,
        loc: LocId,
    ) -> Result<Op, FrontendError> {
        let fty = self.fty(a, loc)?;
        Ok(Op::FBin {
            op,
            fty,
            dst: self.dest(fx, dest, loc)?,
            a: self.operand(fx, a, loc)?,
            b: self.operand(fx, b, loc)?,
        })
    }

    fn cast(
        &mut self,
        fx: &FnCx,
        op: CastOp,
        a: &llvm_ir::Operand,
        to: &llvm_ir::TypeRef,
        dest: &Name,
        loc: LocId,
    ) -> Result<Op, FrontendError> {
        let from = self.op_ty(a, loc)?;
        let to = self.ty(to, loc)?;
        for t in [from, to] {
            match self.m.types.kind(t) {
                TyKind::Float(FloatTy::F80) => {
                    return Err(self.unsupported("long double (x86_fp80) conversion", loc))
                }
                TyKind::Int(_) | TyKind::Float(_) | TyKind::Ptr => {}
                // Bit casts between equally sized values (e.g. a vector and a double) keep the bytes.
                _ if op == CastOp::BitCast && self.m.types.size(from) == self.m.types.size(to) => {}
                _ => return Err(self.unsupported("conversion of a non-scalar value", loc)),
            }
        }
        Ok(Op::Cast {
            op,
            from,
            to,
            dst: self.dest(fx, dest, loc)?,
            a: self.operand(fx, a, loc)?,
        })
    }

    /// Byte offset and type reached by aggregate `indices` into `agg`.
    fn agg_path(
        &self,
        mut agg: TyId,
        indices: &[u32],
        loc: LocId,
    ) -> Result<(u64, TyId), FrontendError> {
        let mut off = 0;
        for &i in indices {
            let (o, t) = self.member(agg, u64::from(i), loc)?;
            off += o;
            agg = t;
        }
        Ok((off, agg))
    }

    fn instruction(
        &mut self,
        fx: &FnCx,
        inst: &Instruction,
        loc: LocId,
    ) -> Result<Option<Op>, FrontendError> {
        use Instruction as I;
        Ok(Some(match inst {
            I::Add(x) => self.bin(fx, BinOp::Add, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::Sub(x) => self.bin(fx, BinOp::Sub, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::Mul(x) => self.bin(fx, BinOp::Mul, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::UDiv(x) => self.bin(fx, BinOp::UDiv, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::SDiv(x) => self.bin(fx, BinOp::SDiv, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::URem(x) => self.bin(fx, BinOp::URem, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::SRem(x) => self.bin(fx, BinOp::SRem, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::And(x) => self.bin(fx, BinOp::And, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::Or(x) => self.bin(fx, BinOp::Or, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::Xor(x) => self.bin(fx, BinOp::Xor, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::Shl(x) => self.bin(fx, BinOp::Shl, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::LShr(x) => self.bin(fx, BinOp::LShr, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::AShr(x) => self.bin(fx, BinOp::AShr, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::FAdd(x) => self.fbin(fx, FBinOp::Add, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::FSub(x) => self.fbin(fx, FBinOp::Sub, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::FMul(x) => self.fbin(fx, FBinOp::Mul, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::FDiv(x) => self.fbin(fx, FBinOp::Div, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::FRem(x) => self.fbin(fx, FBinOp::Rem, &x.operand0, &x.operand1, &x.dest, loc)?,
            I::FNeg(x) => {
                let fty = self.fty(&x.operand, loc)?;
                Op::FNeg {
                    fty,
                    dst: self.dest(fx, &x.dest, loc)?,
                    a: self.operand(fx, &x.operand, loc)?,
                }
            }
            I::ICmp(x) => {
                let bits = self.int_bits_of(&self.lm.type_of(&x.operand0), loc)?;
                Op::ICmp {
                    pred: int_pred(x.predicate),
                    bits,
                    dst: self.dest(fx, &x.dest, loc)?,
                    a: self.operand(fx, &x.operand0, loc)?,
                    b: self.operand(fx, &x.operand1, loc)?,
                }
            }
            I::FCmp(x) => Op::FCmp {
                pred: float_pred(x.predicate),
                fty: self.fty(&x.operand0, loc)?,
                dst: self.dest(fx, &x.dest, loc)?,
                a: self.operand(fx, &x.operand0, loc)?,
                b: self.operand(fx, &x.operand1, loc)?,
            },
            I::Trunc(x) => self.cast(fx, CastOp::Trunc, &x.operand, &x.to_type, &x.dest, loc)?,
            I::ZExt(x) => self.cast(fx, CastOp::ZExt, &x.operand, &x.to_type, &x.dest, loc)?,
            I::SExt(x) => self.cast(fx, CastOp::SExt, &x.operand, &x.to_type, &x.dest, loc)?,
            I::FPTrunc(x) => {
                self.cast(fx, CastOp::FpTrunc, &x.operand, &x.to_type, &x.dest, loc)?
            }
            I::FPExt(x) => self.cast(fx, CastOp::FpExt, &x.operand, &x.to_type, &x.dest, loc)?,
            I::FPToUI(x) => self.cast(fx, CastOp::FpToUi, &x.operand, &x.to_type, &x.dest, loc)?,
            I::FPToSI(x) => self.cast(fx, CastOp::FpToSi, &x.operand, &x.to_type, &x.dest, loc)?,
            I::UIToFP(x) => self.cast(fx, CastOp::UiToFp, &x.operand, &x.to_type, &x.dest, loc)?,
            I::SIToFP(x) => self.cast(fx, CastOp::SiToFp, &x.operand, &x.to_type, &x.dest, loc)?,
            I::PtrToInt(x) => {
                self.cast(fx, CastOp::PtrToInt, &x.operand, &x.to_type, &x.dest, loc)?
            }
            I::IntToPtr(x) => {
                self.cast(fx, CastOp::IntToPtr, &x.operand, &x.to_type, &x.dest, loc)?
            }
            I::BitCast(x) => {
                self.cast(fx, CastOp::BitCast, &x.operand, &x.to_type, &x.dest, loc)?
            }
            I::AddrSpaceCast(x) => {
                self.cast(fx, CastOp::BitCast, &x.operand, &x.to_type, &x.dest, loc)?
            }
            I::Freeze(x) => {
                let t = self.lm.type_of(&x.operand);
                self.cast(fx, CastOp::BitCast, &x.operand, &t, &x.dest, loc)?
            }
            I::Select(x) => {
                let ty = self.op_ty(&x.true_value, loc)?;
                Op::Select {
                    ty,
                    dst: self.dest(fx, &x.dest, loc)?,
                    cond: self.operand(fx, &x.condition, loc)?,
                    a: self.operand(fx, &x.true_value, loc)?,
                    b: self.operand(fx, &x.false_value, loc)?,
                }
            }
            I::Alloca(x) => {
                let ty = self.ty(&x.allocated_type, loc)?;
                let count_bits = self.int_bits_of(&self.lm.type_of(&x.num_elements), loc)?;
                Op::Alloca {
                    ty,
                    elem_size: self.m.types.size(ty),
                    count: self.operand(fx, &x.num_elements, loc)?,
                    count_bits,
                    align: x.alignment.max(self.m.types.get(ty).align),
                    dst: self.dest(fx, &x.dest, loc)?,
                }
            }
            I::Load(x) => {
                let dst = self.dest(fx, &x.dest, loc)?;
                let ty = fx.tys[dst.0 as usize];
                self.check_memory_ty(ty, loc)?;
                Op::Load {
                    ty,
                    dst,
                    ptr: self.operand(fx, &x.address, loc)?,
                    volatile: x.volatile,
                }
            }
            I::Store(x) => {
                let ty = self.op_ty(&x.value, loc)?;
                self.check_memory_ty(ty, loc)?;
                Op::Store {
                    ty,
                    ptr: self.operand(fx, &x.address, loc)?,
                    val: self.operand(fx, &x.value, loc)?,
                    volatile: x.volatile,
                }
            }
            I::GetElementPtr(x) => {
                let src = self.ty(&x.source_element_type, loc)?;
                let mut idx = Vec::with_capacity(x.indices.len());
                for i in &x.indices {
                    idx.push(match i {
                        llvm_ir::Operand::ConstantOperand(c) => match c.as_ref() {
                            Constant::Int { bits, value } => GepIdx::Const(sext(*value, *bits)),
                            _ => GepIdx::Dyn(
                                self.operand(fx, i, loc)?,
                                self.int_bits_of(&self.lm.type_of(i), loc)?,
                            ),
                        },
                        _ => GepIdx::Dyn(
                            self.operand(fx, i, loc)?,
                            self.int_bits_of(&self.lm.type_of(i), loc)?,
                        ),
                    });
                }
                let (offset, indices) = self.gep_walk(src, idx, loc)?;
                Op::Gep {
                    dst: self.dest(fx, &x.dest, loc)?,
                    base: self.operand(fx, &x.address, loc)?,
                    offset,
                    indices: indices.into(),
                }
            }
            I::ExtractValue(x) => {
                let agg_ty = self.op_ty(&x.aggregate, loc)?;
                let (offset, ty) = self.agg_path(agg_ty, &x.indices, loc)?;
                Op::ExtractValue {
                    ty,
                    dst: self.dest(fx, &x.dest, loc)?,
                    agg: self.operand(fx, &x.aggregate, loc)?,
                    offset,
                }
            }
            I::InsertValue(x) => {
                let agg_ty = self.op_ty(&x.aggregate, loc)?;
                let (offset, ty) = self.agg_path(agg_ty, &x.indices, loc)?;
                Op::InsertValue {
                    agg_ty,
                    ty,
                    dst: self.dest(fx, &x.dest, loc)?,
                    agg: self.operand(fx, &x.aggregate, loc)?,
                    val: self.operand(fx, &x.element, loc)?,
                    offset,
                }
            }
            I::Call(x) => return self.call(fx, x, loc),
            I::VAArg(x) => Op::VaArg {
                ty: self.ty(&x.cur_type, loc)?,
                dst: self.dest(fx, &x.dest, loc)?,
                list: self.operand(fx, &x.arg_list, loc)?,
            },
            I::Fence(_) => return Ok(None),
            I::AtomicRMW(x) => {
                let op = match x.operation {
                    RMWBinOp::Xchg => RmwOp::Xchg,
                    RMWBinOp::Add => RmwOp::Add,
                    RMWBinOp::Sub => RmwOp::Sub,
                    RMWBinOp::And => RmwOp::And,
                    RMWBinOp::Nand => RmwOp::Nand,
                    RMWBinOp::Or => RmwOp::Or,
                    RMWBinOp::Xor => RmwOp::Xor,
                    RMWBinOp::Max => RmwOp::Max,
                    RMWBinOp::Min => RmwOp::Min,
                    RMWBinOp::UMax => RmwOp::UMax,
                    RMWBinOp::UMin => RmwOp::UMin,
                    _ => return Err(self.unsupported("floating-point atomicrmw", loc)),
                };
                Op::AtomicRmw {
                    op,
                    ty: self.op_ty(&x.value, loc)?,
                    dst: self.dest(fx, &x.dest, loc)?,
                    ptr: self.operand(fx, &x.address, loc)?,
                    val: self.operand(fx, &x.value, loc)?,
                }
            }
            I::CmpXchg(x) => {
                let dst = self.dest(fx, &x.dest, loc)?;
                Op::CmpXchg {
                    ty: self.op_ty(&x.expected, loc)?,
                    pair: fx.tys[dst.0 as usize],
                    dst,
                    ptr: self.operand(fx, &x.address, loc)?,
                    expected: self.operand(fx, &x.expected, loc)?,
                    new: self.operand(fx, &x.replacement, loc)?,
                }
            }
            I::Phi(_) => return Err(self.unsupported("phi after the start of a block", loc)),
            I::ExtractElement(_) | I::InsertElement(_) | I::ShuffleVector(_) => {
                return Err(self.unsupported("vector operations", loc))
            }
            other => return Err(self.unsupported(format!("instruction `{other}`"), loc)),
        }))
    }

    fn check_memory_ty(&self, ty: TyId, loc: LocId) -> Result<(), FrontendError> {
        match self.m.types.kind(ty) {
            TyKind::Float(FloatTy::F80) => {
                Err(self.unsupported("long double (x86_fp80) values", loc))
            }
            _ => Ok(()),
        }
    }

    fn call(
        &mut self,
        fx: &FnCx,
        c: &llvm_ir::instruction::Call,
        loc: LocId,
    ) -> Result<Option<Op>, FrontendError> {
        let target = match &c.function {
            Either::Left(_) => return Err(self.unsupported("inline assembly", loc)),
            Either::Right(op) => op,
        };
        let direct = direct_callee(target);
        if let Some(name) = &direct {
            if let Some(IntrinsicUse::Drop) = classify(name) {
                return Ok(None);
            }
        }
        let dst = match &c.dest {
            Some(d) => Some(self.dest(fx, d, loc)?),
            None => None,
        };
        let mut args = Vec::with_capacity(c.arguments.len());
        let mut arg_tys = Vec::with_capacity(c.arguments.len());
        let mut byval = Vec::with_capacity(c.arguments.len());
        for (a, attrs) in &c.arguments {
            let mut bv = None;
            for at in attrs {
                if let llvm_ir::function::ParameterAttribute::ByVal(t) = at {
                    bv = Some(self.ty(t, loc)?);
                }
            }
            byval.push(bv);
            arg_tys.push(self.op_ty(a, loc)?);
            args.push(self.operand(fx, a, loc)?);
        }
        let ret_l = self.lm.type_of(c);
        let ret = self.ty(&ret_l, loc)?;
        let callee = match direct {
            Some(name) if name.starts_with("llvm.") => {
                return match classify(&name) {
                    Some(IntrinsicUse::Op(which)) => {
                        let ty = arg_tys.first().copied().unwrap_or(ret);
                        Ok(Some(Op::Intrinsic {
                            which,
                            ty,
                            args: args.into(),
                            dst,
                        }))
                    }
                    _ => Err(self.unsupported(format!("LLVM intrinsic {name}"), loc)),
                };
            }
            Some(name) => match self.m.func_by_name(&name) {
                Some(f) => Callee::Direct(f),
                None => Callee::Indirect(self.operand(fx, target, loc)?),
            },
            None => Callee::Indirect(self.operand(fx, target, loc)?),
        };
        Ok(Some(Op::Call {
            callee,
            args: args.into(),
            arg_tys: arg_tys.into(),
            byval: byval.into(),
            ret,
            dst,
        }))
    }

    fn terminator(&mut self, fx: &FnCx, t: &Terminator, loc: LocId) -> Result<Op, FrontendError> {
        let block = |s: &Self, n: &Name| {
            fx.block(n)
                .ok_or_else(|| s.unsupported("branch to an unknown block", loc))
        };
        Ok(match t {
            Terminator::Ret(r) => Op::Ret {
                val: match &r.return_operand {
                    Some(o) => Some(self.operand(fx, o, loc)?),
                    None => None,
                },
            },
            Terminator::Br(b) => Op::Br {
                target: block(self, &b.dest)?,
            },
            Terminator::CondBr(b) => Op::CondBr {
                cond: self.operand(fx, &b.condition, loc)?,
                t: block(self, &b.true_dest)?,
                f: block(self, &b.false_dest)?,
            },
            Terminator::Switch(s) => {
                let bits = self.int_bits_of(&self.lm.type_of(&s.operand), loc)?;
                let mut cases = Vec::with_capacity(s.dests.len());
                for (c, n) in &s.dests {
                    let v = match c.as_ref() {
                        Constant::Int { value, .. } => u128::from(*value),
                        _ => return Err(self.unsupported("non-integer switch case", loc)),
                    };
                    cases.push((v, block(self, n)?));
                }
                Op::Switch {
                    bits,
                    val: self.operand(fx, &s.operand, loc)?,
                    cases: cases.into(),
                    default: block(self, &s.default_dest)?,
                }
            }
            Terminator::IndirectBr(b) => {
                let mut targets = Vec::new();
                for n in &b.possible_dests {
                    targets.push(block(self, n)?);
                }
                Op::IndirectBr {
                    addr: self.operand(fx, &b.operand, loc)?,
                    targets: targets.into(),
                }
            }
            Terminator::Unreachable(_) => Op::Unreachable,
            other => return Err(self.unsupported(format!("terminator `{other}`"), loc)),
        })
    }
}

/// The name of the function a call operand refers to directly (through casts).
pub(crate) fn direct_callee(o: &llvm_ir::Operand) -> Option<String> {
    let llvm_ir::Operand::ConstantOperand(c) = o else {
        return None;
    };
    let mut c = c.clone();
    loop {
        match c.as_ref() {
            Constant::GlobalReference { name, .. } => return Some(name_str(name)),
            Constant::BitCast(b) => c = b.operand.clone(),
            _ => return None,
        }
    }
}

fn float_pred(p: llvm_ir::FPPredicate) -> FloatPred {
    use llvm_ir::FPPredicate as P;
    match p {
        P::False => FloatPred::False,
        P::OEQ => FloatPred::Oeq,
        P::OGT => FloatPred::Ogt,
        P::OGE => FloatPred::Oge,
        P::OLT => FloatPred::Olt,
        P::OLE => FloatPred::Ole,
        P::ONE => FloatPred::One,
        P::ORD => FloatPred::Ord,
        P::UNO => FloatPred::Uno,
        P::UEQ => FloatPred::Ueq,
        P::UGT => FloatPred::Ugt,
        P::UGE => FloatPred::Uge,
        P::ULT => FloatPred::Ult,
        P::ULE => FloatPred::Ule,
        P::UNE => FloatPred::Une,
        P::True => FloatPred::True,
    }
}
