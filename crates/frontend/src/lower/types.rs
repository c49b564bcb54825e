//! LLVM types to IR types.

use ir::{FloatTy, LocId, TyId, TyKind};
use llvm_ir::types::{FPType, NamedStructDef};
use llvm_ir::{Type, TypeRef};

use super::Lowerer;
use crate::error::FrontendError;

impl Lowerer<'_> {
    /// The IR type of an LLVM type; `loc` names the use for errors.
    pub(crate) fn ty(&mut self, t: &TypeRef, loc: LocId) -> Result<TyId, FrontendError> {
        if let Some(&id) = self.ty_cache.get(t) {
            return Ok(id);
        }
        let id = match t.as_ref() {
            Type::VoidType => self.m.types.void(),
            Type::IntegerType { bits } => {
                if *bits == 0 || *bits > 128 {
                    return Err(self.unsupported(format!("{bits}-bit integers"), loc));
                }
                self.m.types.int(*bits)
            }
            Type::PointerType { .. } => self.m.types.ptr(),
            Type::FPType(FPType::Single) => self.m.types.intern(TyKind::Float(FloatTy::F32)),
            Type::FPType(FPType::Double) => self.m.types.intern(TyKind::Float(FloatTy::F64)),
            Type::FPType(FPType::X86_FP80) => self.m.types.intern(TyKind::Float(FloatTy::F80)),
            Type::FPType(other) => {
                return Err(self.unsupported(format!("floating-point type {other:?}"), loc))
            }
            Type::FuncType { .. } => self.m.types.intern(TyKind::Func),
            Type::ArrayType {
                element_type,
                num_elements,
            } => {
                let elem = self.ty(element_type, loc)?;
                self.m.types.intern(TyKind::Array {
                    elem,
                    len: *num_elements as u64,
                })
            }
            Type::StructType {
                element_types,
                is_packed,
            } => {
                let mut fields = Vec::with_capacity(element_types.len());
                for e in element_types {
                    fields.push(self.ty(e, loc)?);
                }
                self.m.types.intern_struct(fields, *is_packed)
            }
            Type::NamedStructType { name } => match self.lm.types.named_struct_def(name) {
                Some(NamedStructDef::Defined(def)) => {
                    let def = def.clone();
                    self.ty(&def, loc)?
                }
                // An opaque struct has no layout; only pointers to it are usable.
                _ => self.m.types.intern(TyKind::Struct {
                    fields: vec![],
                    offsets: vec![],
                    packed: false,
                }),
            },
            Type::VectorType {
                element_type,
                num_elements,
                ..
            } => {
                let elem = self.ty(element_type, loc)?;
                self.m.types.intern(TyKind::Vector {
                    elem,
                    len: *num_elements as u64,
                })
            }
            other => return Err(self.unsupported(format!("type {other}"), loc)),
        };
        self.ty_cache.insert(t.clone(), id);
        Ok(id)
    }

    /// Byte offset of member `index` of aggregate `agg` and the member's type.
    pub(crate) fn member(
        &self,
        agg: TyId,
        index: u64,
        loc: LocId,
    ) -> Result<(u64, TyId), FrontendError> {
        match self.m.types.kind(agg) {
            TyKind::Struct {
                fields, offsets, ..
            } => match (fields.get(index as usize), offsets.get(index as usize)) {
                (Some(&f), Some(&o)) => Ok((o, f)),
                _ => Err(self.unsupported("struct member index out of range", loc)),
            },
            TyKind::Array { elem, .. } | TyKind::Vector { elem, .. } => {
                Ok((index.wrapping_mul(self.m.types.size(*elem)), *elem))
            }
            _ => Err(self.unsupported("member access into a non-aggregate type", loc)),
        }
    }
}
