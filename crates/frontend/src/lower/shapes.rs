//! The pointees of function parameters, from LLVM 14's typed pointers (`ir::Shapes`).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use ir::{FuncId, LocId, Pointee, Shape, ShapeId, TyKind, ValueId};
use llvm_ir::types::NamedStructDef;
use llvm_ir::{Instruction, Name, Type, TypeRef};

use super::Lowerer;
use crate::error::FrontendError;

/// Array elements looked into for pointers; larger arrays of structs keep their first ones.
const MAX_ELEMENTS: u64 = 64;

impl Lowerer<'_> {
    /// Records what each pointer parameter of every defined function points to.
    pub(crate) fn record_param_shapes(&mut self) -> Result<(), FrontendError> {
        let lm = self.lm;
        let mut cache = std::mem::take(&mut self.shape_cache);
        for f in &lm.functions {
            let Some(id) = self.m.func_by_name(&f.name) else {
                continue;
            };
            let loc = self.m.func(id).loc;
            let mut pointees = Vec::with_capacity(f.parameters.len());
            for p in &f.parameters {
                pointees.push(match p.ty.as_ref() {
                    Type::PointerType { pointee_type, .. } => {
                        Some(self.pointee(pointee_type, loc, &mut cache)?)
                    }
                    _ => None,
                });
            }
            self.m.shapes.set_params(id, pointees);
        }
        self.shape_cache = cache;
        Ok(())
    }

    /// Records the shape of each block `f` allocates and casts at once to a pointer to a
    /// struct (`(struct node *) malloc(sizeof *p)`), by the allocation call's result.
    pub(crate) fn record_alloc_shapes(
        &mut self,
        f: &llvm_ir::Function,
        fid: FuncId,
        values: &HashMap<Name, ValueId>,
        loc: LocId,
    ) -> Result<(), FrontendError> {
        let mut allocs = HashSet::default();
        for inst in f.basic_blocks.iter().flat_map(|b| &b.instrs) {
            if let Instruction::Call(c) = inst {
                let callee = c
                    .function
                    .as_ref()
                    .right()
                    .and_then(super::func::direct_callee);
                if let (Some("malloc" | "calloc"), Some(d)) = (callee.as_deref(), &c.dest) {
                    allocs.insert(d.clone());
                }
            }
        }
        if allocs.is_empty() {
            return Ok(());
        }
        let mut cache = std::mem::take(&mut self.shape_cache);
        for inst in f.basic_blocks.iter().flat_map(|b| &b.instrs) {
            let Instruction::BitCast(bc) = inst else {
                continue;
            };
            let llvm_ir::Operand::LocalOperand { name, .. } = &bc.operand else {
                continue;
            };
            let Type::PointerType { pointee_type, .. } = bc.to_type.as_ref() else {
                continue;
            };
            let Some(&v) = values.get(name).filter(|_| allocs.contains(name)) else {
                continue;
            };
            if let Type::NamedStructType { name: sn } = pointee_type.as_ref() {
                if let Some(NamedStructDef::Defined(_)) = self.lm.types.named_struct_def(sn) {
                    let s = self.shape(pointee_type, loc, &mut cache)?;
                    self.m.shapes.set_alloc(fid, v, s);
                }
            }
        }
        self.shape_cache = cache;
        Ok(())
    }

    /// What a pointer to `t` points to.
    fn pointee(
        &mut self,
        t: &TypeRef,
        loc: LocId,
        cache: &mut HashMap<TypeRef, ShapeId>,
    ) -> Result<Pointee, FrontendError> {
        let data = |elem: u64| Pointee::Data { elem: elem.max(1) };
        Ok(match t.as_ref() {
            Type::FuncType {
                result_type,
                param_types,
                is_var_arg,
            } => {
                let ret = self.ty(result_type, loc)?;
                let mut params = Vec::with_capacity(param_types.len());
                for p in param_types {
                    params.push(self.ty(p, loc)?);
                }
                Pointee::Function {
                    params,
                    ret,
                    variadic: *is_var_arg,
                }
            }
            Type::IntegerType { .. } | Type::FPType(_) | Type::VectorType { .. } => {
                let ty = self.ty(t, loc)?;
                data(self.m.types.size(ty))
            }
            Type::ArrayType { element_type, .. }
                if !self.holds_pointers(element_type) && !self.is_struct(element_type) =>
            {
                let ty = self.ty(element_type, loc)?;
                data(self.m.types.size(ty))
            }
            Type::NamedStructType { name } => match self.lm.types.named_struct_def(name) {
                Some(NamedStructDef::Defined(_)) => Pointee::Object(self.shape(t, loc, cache)?),
                // An incomplete type: the program only passes the pointer around.
                _ => data(1),
            },
            Type::VoidType => data(1),
            _ => Pointee::Object(self.shape(t, loc, cache)?),
        })
    }

    /// Whether `t` is a struct (named or literal).
    fn is_struct(&self, t: &TypeRef) -> bool {
        matches!(
            t.as_ref(),
            Type::StructType { .. } | Type::NamedStructType { .. }
        )
    }

    /// Whether `t` is or contains a pointer (arrays only; structs are shapes anyway).
    fn holds_pointers(&self, t: &TypeRef) -> bool {
        match t.as_ref() {
            Type::PointerType { .. } => true,
            Type::ArrayType { element_type, .. } => self.holds_pointers(element_type),
            _ => false,
        }
    }

    /// The shape of an object of type `t`.
    fn shape(
        &mut self,
        t: &TypeRef,
        loc: LocId,
        cache: &mut HashMap<TypeRef, ShapeId>,
    ) -> Result<ShapeId, FrontendError> {
        if let Some(&s) = cache.get(t) {
            return Ok(s);
        }
        let ty = self.ty(t, loc)?;
        // Registered before its pointers are read, which may lead back to it (`next`).
        let id = self.m.shapes.add(Shape {
            name: self.c_name(t),
            size: self.m.types.size(ty),
            pointers: Vec::new(),
        });
        cache.insert(t.clone(), id);
        let mut pointers = Vec::new();
        self.collect_pointers(t, 0, loc, cache, &mut pointers)?;
        self.m.shapes.set_pointers(id, pointers);
        Ok(id)
    }

    /// The pointers inside an object of type `t` at offset `base`.
    fn collect_pointers(
        &mut self,
        t: &TypeRef,
        base: u64,
        loc: LocId,
        cache: &mut HashMap<TypeRef, ShapeId>,
        out: &mut Vec<(u64, Pointee)>,
    ) -> Result<(), FrontendError> {
        match t.as_ref() {
            Type::PointerType { pointee_type, .. } => {
                let p = self.pointee(pointee_type, loc, cache)?;
                out.push((base, p));
            }
            Type::NamedStructType { name } => {
                if let Some(NamedStructDef::Defined(def)) = self.lm.types.named_struct_def(name) {
                    let def = def.clone();
                    self.collect_pointers(&def, base, loc, cache, out)?;
                }
            }
            Type::StructType { element_types, .. } => {
                let ty = self.ty(t, loc)?;
                let offsets = match self.m.types.kind(ty) {
                    TyKind::Struct { offsets, .. } => offsets.clone(),
                    _ => Vec::new(),
                };
                for (e, off) in element_types.iter().zip(offsets) {
                    self.collect_pointers(e, base + off, loc, cache, out)?;
                }
            }
            Type::ArrayType {
                element_type,
                num_elements,
            } if self.holds_pointers(element_type) || self.is_struct(element_type) => {
                let ety = self.ty(element_type, loc)?;
                let size = self.m.types.size(ety);
                for k in 0..(*num_elements as u64).min(MAX_ELEMENTS) {
                    self.collect_pointers(element_type, base + k * size, loc, cache, out)?;
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// A C-like name of `t`: `struct node`, `struct node *`, `int[4]`.
    fn c_name(&self, t: &TypeRef) -> String {
        match t.as_ref() {
            Type::NamedStructType { name } => {
                // clang names `struct.node`, `union.u`; linking may append `.12`.
                let mut parts: Vec<&str> = name.split('.').collect();
                while parts.len() > 2 && parts.last().is_some_and(|p| p.parse::<u32>().is_ok()) {
                    parts.pop();
                }
                match parts.as_slice() {
                    [kind @ ("struct" | "union"), rest @ ..] if !rest.is_empty() => {
                        format!("{kind} {}", rest.join("."))
                    }
                    _ => name.clone(),
                }
            }
            Type::PointerType { pointee_type, .. } => format!("{} *", self.c_name(pointee_type)),
            Type::ArrayType {
                element_type,
                num_elements,
            } => format!("{}[{num_elements}]", self.c_name(element_type)),
            Type::IntegerType { bits } => format!("int{bits}_t"),
            Type::StructType { .. } => "struct (anonymous)".into(),
            other => other.to_string(),
        }
    }
}
