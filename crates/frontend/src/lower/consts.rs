//! LLVM constants (including constant expressions) to the module's constant pool.

use ir::{BinOp, CastOp, Const, ConstId, FloatTy, GepIndex, IntPred, LocId, Operand, TyId};
use llvm_ir::constant::Float;
use llvm_ir::{Constant, ConstantRef};

use super::{name_str, Lowerer};
use crate::error::FrontendError;

/// One `getelementptr` index, before scaling.
pub(crate) enum GepIdx {
    /// A constant index (sign-extended).
    Const(i64),
    /// A run-time index of the given width.
    Dyn(Operand, u32),
}

impl Lowerer<'_> {
    /// Folds the constant part of a GEP over `src_elem` and returns `(offset, run-time indices)`.
    pub(crate) fn gep_walk(
        &self,
        src_elem: TyId,
        indices: Vec<GepIdx>,
        loc: LocId,
    ) -> Result<(i64, Vec<GepIndex>), FrontendError> {
        let mut offset = 0i64;
        let mut dynamic = Vec::new();
        let mut cur = src_elem;
        for (i, idx) in indices.into_iter().enumerate() {
            let scale_ty = if i == 0 {
                cur
            } else {
                match self.m.types.kind(cur) {
                    ir::TyKind::Struct { .. } => {
                        let GepIdx::Const(k) = idx else {
                            return Err(
                                self.unsupported("non-constant struct index in getelementptr", loc)
                            );
                        };
                        let (o, f) = self.member(cur, k as u64, loc)?;
                        offset = offset.wrapping_add(o as i64);
                        cur = f;
                        continue;
                    }
                    ir::TyKind::Array { elem, .. } | ir::TyKind::Vector { elem, .. } => *elem,
                    _ => {
                        return Err(self.unsupported("getelementptr into a non-aggregate type", loc))
                    }
                }
            };
            let scale = self.m.types.size(scale_ty) as i64;
            match idx {
                GepIdx::Const(k) => offset = offset.wrapping_add(k.wrapping_mul(scale)),
                GepIdx::Dyn(value, bits) => dynamic.push(GepIndex { value, bits, scale }),
            }
            cur = scale_ty;
        }
        Ok((offset, dynamic))
    }

    /// The pool entry of a constant (deduplicated).
    pub(crate) fn constant(
        &mut self,
        c: &ConstantRef,
        loc: LocId,
    ) -> Result<ConstId, FrontendError> {
        if let Some(&id) = self.const_cache.get(&const_key(c)) {
            return Ok(id);
        }
        let lty = self.lm.type_of(c);
        let ty = self.ty(&lty, loc)?;
        let k = self.lower_const(c, ty, loc)?;
        let id = self.m.add_const(k, ty);
        self.const_cache.insert(const_key(c), id);
        Ok(id)
    }

    fn const_cast(
        &mut self,
        op: CastOp,
        val: &ConstantRef,
        to: TyId,
        loc: LocId,
    ) -> Result<Const, FrontendError> {
        let from_l = self.lm.type_of(val);
        let from = self.ty(&from_l, loc)?;
        let val = self.constant(val, loc)?;
        Ok(Const::Cast { op, from, to, val })
    }

    fn const_bin(
        &mut self,
        op: BinOp,
        a: &ConstantRef,
        b: &ConstantRef,
        loc: LocId,
    ) -> Result<Const, FrontendError> {
        let bits = self.int_bits_of(&self.lm.type_of(a), loc)?;
        let a = self.constant(a, loc)?;
        let b = self.constant(b, loc)?;
        Ok(Const::Bin { op, bits, a, b })
    }

    /// Width of an integer or pointer type.
    pub(crate) fn int_bits_of(
        &self,
        t: &llvm_ir::TypeRef,
        loc: LocId,
    ) -> Result<u32, FrontendError> {
        match t.as_ref() {
            llvm_ir::Type::IntegerType { bits } => Ok(*bits),
            llvm_ir::Type::PointerType { .. } => Ok(self.m.model().pointer_bytes() * 8),
            other => Err(self.unsupported(format!("integer operation on {other}"), loc)),
        }
    }

    fn lower_const(
        &mut self,
        c: &ConstantRef,
        ty: TyId,
        loc: LocId,
    ) -> Result<Const, FrontendError> {
        Ok(match c.as_ref() {
            Constant::Int { bits, value } if *bits > 64 => {
                // Only the low 64 bits come through llvm-ir; the full value comes from the text.
                if self.wide.is_none() {
                    self.wide = Some(crate::wide::wide_constants(self.bitcode, self.deadline)?);
                }
                let wide = self.wide.as_ref().and_then(|w| w.get(&(*bits, *value)));
                let full = match wide.map(Vec::as_slice) {
                    Some([v]) => *v,
                    None => u128::from(*value),
                    Some(_) => {
                        return Err(
                            self.unsupported(format!("ambiguous {bits}-bit integer constant"), loc)
                        )
                    }
                };
                Const::Int {
                    bits: *bits,
                    value: full,
                }
            }
            Constant::Int { bits, value } => Const::Int {
                bits: *bits,
                value: u128::from(*value),
            },
            Constant::Float(Float::Single(f)) => Const::Float {
                fty: FloatTy::F32,
                bits: u128::from(f.to_bits()),
            },
            Constant::Float(Float::Double(f)) => Const::Float {
                fty: FloatTy::F64,
                bits: u128::from(f.to_bits()),
            },
            Constant::Float(other) => {
                return Err(self.unsupported(
                    format!("floating-point constant of type {other:?} (long double)"),
                    loc,
                ))
            }
            Constant::Null(_) => Const::Null,
            Constant::AggregateZero(_) => Const::Zero(ty),
            Constant::Undef(_) | Constant::Poison(_) => Const::Undef(ty),
            Constant::Struct { values, .. } => {
                let mut elems = Vec::with_capacity(values.len());
                for v in values {
                    elems.push(self.constant(v, loc)?);
                }
                Const::Aggregate { ty, elems }
            }
            Constant::Array { elements, .. } => {
                let mut elems = Vec::with_capacity(elements.len());
                for v in elements {
                    elems.push(self.constant(v, loc)?);
                }
                Const::Aggregate { ty, elems }
            }
            Constant::GlobalReference { name, .. } => {
                let n = name_str(name);
                if let Some(&g) = self.m.global_index.get(&n) {
                    Const::Global(g)
                } else if let Some(f) = self.m.func_by_name(&n) {
                    Const::Func(f)
                } else if let Some(a) = self.aliases.get(&n).cloned() {
                    let inner = self.constant(&a, loc)?;
                    Const::Cast {
                        op: CastOp::BitCast,
                        from: ty,
                        to: ty,
                        val: inner,
                    }
                } else {
                    return Err(self.unsupported(format!("reference to unknown symbol @{n}"), loc));
                }
            }
            Constant::GetElementPtr(g) => {
                let pty = self.lm.type_of(&g.address);
                let src = match pty.as_ref() {
                    llvm_ir::Type::PointerType { pointee_type, .. } => {
                        self.ty(&pointee_type.clone(), loc)?
                    }
                    _ => return Err(self.unsupported("vector getelementptr", loc)),
                };
                let mut idx = Vec::with_capacity(g.indices.len());
                for i in &g.indices {
                    match i.as_ref() {
                        Constant::Int { bits, value } => {
                            idx.push(GepIdx::Const(sext(*value, *bits)))
                        }
                        _ => {
                            return Err(
                                self.unsupported("non-integer constant getelementptr index", loc)
                            )
                        }
                    }
                }
                let (offset, _) = self.gep_walk(src, idx, loc)?;
                let base = self.constant(&g.address, loc)?;
                Const::Offset { base, offset }
            }
            Constant::Add(x) => self.const_bin(BinOp::Add, &x.operand0, &x.operand1, loc)?,
            Constant::Sub(x) => self.const_bin(BinOp::Sub, &x.operand0, &x.operand1, loc)?,
            Constant::Mul(x) => self.const_bin(BinOp::Mul, &x.operand0, &x.operand1, loc)?,
            Constant::UDiv(x) => self.const_bin(BinOp::UDiv, &x.operand0, &x.operand1, loc)?,
            Constant::SDiv(x) => self.const_bin(BinOp::SDiv, &x.operand0, &x.operand1, loc)?,
            Constant::URem(x) => self.const_bin(BinOp::URem, &x.operand0, &x.operand1, loc)?,
            Constant::SRem(x) => self.const_bin(BinOp::SRem, &x.operand0, &x.operand1, loc)?,
            Constant::And(x) => self.const_bin(BinOp::And, &x.operand0, &x.operand1, loc)?,
            Constant::Or(x) => self.const_bin(BinOp::Or, &x.operand0, &x.operand1, loc)?,
            Constant::Xor(x) => self.const_bin(BinOp::Xor, &x.operand0, &x.operand1, loc)?,
            Constant::Shl(x) => self.const_bin(BinOp::Shl, &x.operand0, &x.operand1, loc)?,
            Constant::LShr(x) => self.const_bin(BinOp::LShr, &x.operand0, &x.operand1, loc)?,
            Constant::AShr(x) => self.const_bin(BinOp::AShr, &x.operand0, &x.operand1, loc)?,
            Constant::Trunc(x) => self.const_cast(CastOp::Trunc, &x.operand, ty, loc)?,
            Constant::ZExt(x) => self.const_cast(CastOp::ZExt, &x.operand, ty, loc)?,
            Constant::SExt(x) => self.const_cast(CastOp::SExt, &x.operand, ty, loc)?,
            Constant::FPTrunc(x) => self.const_cast(CastOp::FpTrunc, &x.operand, ty, loc)?,
            Constant::FPExt(x) => self.const_cast(CastOp::FpExt, &x.operand, ty, loc)?,
            Constant::FPToUI(x) => self.const_cast(CastOp::FpToUi, &x.operand, ty, loc)?,
            Constant::FPToSI(x) => self.const_cast(CastOp::FpToSi, &x.operand, ty, loc)?,
            Constant::UIToFP(x) => self.const_cast(CastOp::UiToFp, &x.operand, ty, loc)?,
            Constant::SIToFP(x) => self.const_cast(CastOp::SiToFp, &x.operand, ty, loc)?,
            Constant::PtrToInt(x) => self.const_cast(CastOp::PtrToInt, &x.operand, ty, loc)?,
            Constant::IntToPtr(x) => self.const_cast(CastOp::IntToPtr, &x.operand, ty, loc)?,
            Constant::BitCast(x) => self.const_cast(CastOp::BitCast, &x.operand, ty, loc)?,
            Constant::AddrSpaceCast(x) => self.const_cast(CastOp::BitCast, &x.operand, ty, loc)?,
            Constant::ICmp(x) => {
                let bits = self.int_bits_of(&self.lm.type_of(&x.operand0), loc)?;
                let a = self.constant(&x.operand0, loc)?;
                let b = self.constant(&x.operand1, loc)?;
                Const::ICmp {
                    pred: int_pred(x.predicate),
                    bits,
                    a,
                    b,
                }
            }
            Constant::Select(x) => {
                let cond = self.constant(&x.condition, loc)?;
                let a = self.constant(&x.true_value, loc)?;
                let b = self.constant(&x.false_value, loc)?;
                Const::Select { cond, a, b }
            }
            Constant::Vector(elements) => {
                let mut elems = Vec::with_capacity(elements.len());
                for v in elements {
                    elems.push(self.constant(v, loc)?);
                }
                Const::Aggregate { ty, elems }
            }
            Constant::BlockAddress => {
                return Err(self.unsupported("block addresses (computed goto)", loc))
            }
            other => return Err(self.unsupported(format!("constant expression {other}"), loc)),
        })
    }
}

/// Identity of a constant: llvm-ir shares one allocation per distinct constant.
fn const_key(c: &ConstantRef) -> usize {
    c.as_ref() as *const Constant as usize
}

/// Sign-extends the low `bits` of `v`.
pub(crate) fn sext(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        let s = 64 - bits;
        ((v << s) as i64) >> s
    }
}

/// The IR predicate of an LLVM integer predicate.
pub(crate) fn int_pred(p: llvm_ir::IntPredicate) -> IntPred {
    use llvm_ir::IntPredicate as P;
    match p {
        P::EQ => IntPred::Eq,
        P::NE => IntPred::Ne,
        P::UGT => IntPred::Ugt,
        P::UGE => IntPred::Uge,
        P::ULT => IntPred::Ult,
        P::ULE => IntPred::Ule,
        P::SGT => IntPred::Sgt,
        P::SGE => IntPred::Sge,
        P::SLT => IntPred::Slt,
        P::SLE => IntPred::Sle,
    }
}
