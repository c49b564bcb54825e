//! Lowering of an `llvm_ir::Module` into an [`ir::Module`].

mod consts;
mod func;
mod intrinsics;
mod shapes;
mod types;

use rustc_hash::FxHashMap as HashMap;
use std::path::Path;
use std::time::Instant;

use ir::{ConstId, DataModel, FuncId, Function, Global, GlobalId, Loc, LocId, TyId};
use llvm_ir::{ConstantRef, TypeRef};

use crate::error::FrontendError;

/// Reads bitcode at `path` and lowers it.
pub(crate) fn lower_file(
    path: &Path,
    model: DataModel,
    deadline: Option<Instant>,
) -> Result<ir::Module, FrontendError> {
    let display = path.display().to_string();
    // llvm-ir panics on a few constructs it cannot represent; keep that from reaching the user.
    let parsed = std::panic::catch_unwind(|| llvm_ir::Module::from_bc_path(path))
        .map_err(|p| FrontendError::Bitcode {
            path: display.clone(),
            reason: panic_text(&p),
        })?
        .map_err(|reason| FrontendError::Bitcode {
            path: display.clone(),
            reason,
        })?;
    past(deadline, "reading the bitcode")?;
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        lower_module(&parsed, model, path, deadline)
    }))
    .map_err(|p| FrontendError::Bitcode {
        path: display,
        reason: panic_text(&p),
    })?
}

fn panic_text(p: &Box<dyn std::any::Any + Send>) -> String {
    let msg = p
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "unknown failure".into());
    format!("the bitcode reader failed: {msg}")
}

/// Lowers a parsed module.
pub(crate) fn lower_module(
    lm: &llvm_ir::Module,
    model: DataModel,
    bitcode: &Path,
    deadline: Option<Instant>,
) -> Result<ir::Module, FrontendError> {
    let mut cx = Lowerer::new(lm, model, bitcode, deadline);
    cx.declare_all()?;
    cx.record_param_shapes()?;
    cx.lower_globals()?;
    for f in &lm.functions {
        cx.lower_function(f)?;
        past(deadline, "lowering")?;
    }
    Ok(cx.m)
}

/// A timeout error once `deadline` has passed, naming what was under way.
fn past(deadline: Option<Instant>, doing: &str) -> Result<(), FrontendError> {
    match deadline {
        Some(d) if Instant::now() >= d => {
            Err(FrontendError::Timeout(format!("{doing} was not finished")))
        }
        _ => Ok(()),
    }
}

/// Shared state of one module's lowering.
pub(crate) struct Lowerer<'a> {
    pub(crate) lm: &'a llvm_ir::Module,
    pub(crate) m: ir::Module,
    ty_cache: HashMap<TypeRef, TyId>,
    const_cache: HashMap<usize, ConstId>,
    /// The bitcode file, for the full values of integer constants wider than 64 bits.
    bitcode: &'a Path,
    /// Those values, read from the disassembly when the first such constant is lowered
    /// (disassembling a large module costs seconds, and most have none).
    wide: Option<crate::wide::WideConsts>,
    /// When the command must end (the disassembly for wide constants is killed then).
    deadline: Option<Instant>,
    file_index: HashMap<String, u32>,
    loc_index: HashMap<Loc, LocId>,
    aliases: HashMap<String, ConstantRef>,
    /// The shape of each LLVM type met so far, so that a type has one shape.
    shape_cache: HashMap<TypeRef, ir::ShapeId>,
}

impl<'a> Lowerer<'a> {
    fn new(
        lm: &'a llvm_ir::Module,
        model: DataModel,
        bitcode: &'a Path,
        deadline: Option<Instant>,
    ) -> Self {
        Lowerer {
            lm,
            m: ir::Module::new(model),
            ty_cache: HashMap::default(),
            const_cache: HashMap::default(),
            bitcode,
            wide: None,
            deadline,
            file_index: HashMap::default(),
            loc_index: HashMap::default(),
            aliases: HashMap::default(),
            shape_cache: HashMap::default(),
        }
    }

    /// Interns a source location.
    pub(crate) fn loc(&mut self, d: Option<&llvm_ir::DebugLoc>) -> LocId {
        let Some(d) = d else { return LocId(0) };
        let file = match self.file_index.get(&d.filename) {
            Some(&f) => f,
            None => {
                let f = self.m.files.len() as u32;
                self.m.files.push(source_path(d));
                self.file_index.insert(d.filename.clone(), f);
                f
            }
        };
        let loc = Loc {
            file,
            line: d.line,
            col: d.col.unwrap_or(0),
        };
        *self.loc_index.entry(loc).or_insert_with(|| {
            self.m.locs.push(loc);
            LocId(self.m.locs.len() as u32 - 1)
        })
    }

    /// `file:line` of a location, for error messages.
    pub(crate) fn where_(&self, loc: LocId) -> String {
        let l = self.m.loc(loc);
        match self.m.file_of(l) {
            Some(f) => format!("{f}:{}", l.line),
            None => "an unknown location".into(),
        }
    }

    pub(crate) fn unsupported(&self, what: impl Into<String>, loc: LocId) -> FrontendError {
        FrontendError::Unsupported {
            what: what.into(),
            location: self.where_(loc),
        }
    }

    fn declare_all(&mut self) -> Result<(), FrontendError> {
        let lm = self.lm;
        for a in &lm.global_aliases {
            self.aliases.insert(name_str(&a.name), a.aliasee.clone());
        }
        let mut sigs = Vec::new();
        for f in &lm.functions {
            sigs.push((
                f.name.clone(),
                f.parameters.clone(),
                f.return_type.clone(),
                f.is_var_arg,
                f.debugloc.clone(),
            ));
        }
        for f in &lm.func_declarations {
            sigs.push((
                f.name.clone(),
                f.parameters.clone(),
                f.return_type.clone(),
                f.is_var_arg,
                f.debugloc.clone(),
            ));
        }
        for (name, params, ret, variadic, dl) in sigs {
            let loc = self.loc(dl.as_ref());
            let mut ptys = Vec::with_capacity(params.len());
            // Intrinsic declarations take metadata and tokens, which no executed value has.
            let intrinsic = name.starts_with("llvm.");
            for p in &params {
                match self.ty(&p.ty, loc) {
                    Ok(t) => ptys.push(t),
                    Err(_) if intrinsic => ptys.push(self.m.types.void()),
                    Err(e) => return Err(e),
                }
            }
            let ret = self.ty(&ret, loc)?;
            let id = FuncId(self.m.functions.len() as u32);
            self.m.func_index.insert(name.clone(), id);
            self.m.functions.push(Function {
                name,
                values: ptys.clone(),
                params: ptys,
                ret,
                variadic,
                body: None,
                loc,
            });
        }
        for g in &lm.global_vars {
            let loc = self.loc(g.debugloc.as_ref());
            let vt = match g.ty.as_ref() {
                llvm_ir::Type::PointerType { pointee_type, .. } => pointee_type.clone(),
                _ => return Err(self.unsupported("global whose type is not a pointer", loc)),
            };
            let name = name_str(&g.name);
            let ty = self.ty(&vt, loc)?;
            let align = g.alignment.max(self.m.types.get(ty).align);
            let id = GlobalId(self.m.globals.len() as u32);
            self.m.global_index.insert(name.clone(), id);
            self.m.globals.push(Global {
                name,
                ty,
                align,
                init: None,
                constant: g.is_constant,
                loc,
            });
        }
        Ok(())
    }

    fn lower_globals(&mut self) -> Result<(), FrontendError> {
        let lm = self.lm;
        for (i, g) in lm.global_vars.iter().enumerate() {
            if let Some(init) = &g.initializer {
                let loc = self.m.globals[i].loc;
                let c = self.constant(init, loc)?;
                self.m.globals[i].init = Some(c);
            }
        }
        Ok(())
    }
}

/// The text of an LLVM name (`%3` becomes `3`).
pub(crate) fn name_str(n: &llvm_ir::Name) -> String {
    match n {
        llvm_ir::Name::Name(s) => s.to_string(),
        llvm_ir::Name::Number(k) => k.to_string(),
    }
}

/// The path of a location's source file: clang records it relative to the compilation
/// directory when it lies below it, so it is joined back (the runtime's sources keep their
/// `runtime/libc/` name).
fn source_path(d: &llvm_ir::DebugLoc) -> String {
    let name = std::path::Path::new(&d.filename);
    match &d.directory {
        Some(dir) if name.is_relative() && !d.filename.starts_with(ir::RUNTIME_SOURCE_DIR) => {
            std::path::Path::new(dir).join(name).display().to_string()
        }
        _ => d.filename.clone(),
    }
}
