//! Per-program tables computed once before execution: register slot layouts and builtins.

use ir::{FuncId, Module, TyId, TyKind};

use crate::builtins::Builtin;

/// Where each register of a function lives in its frame.
#[derive(Clone, Debug)]
pub struct FnLayout {
    /// First slot of each register.
    pub slot_of: Vec<u32>,
    /// Slots in a frame.
    pub nslots: u32,
}

/// A module prepared for execution.
#[derive(Clone, Debug)]
pub struct Program<'m> {
    /// The module.
    pub module: &'m Module,
    pub layouts: Vec<FnLayout>,
    ty_slots: Vec<u32>,
    pub builtins: Vec<Option<Builtin>>,
    /// Functions whose call is the property violation of `unreach-call` (`reach_error`, ...).
    error_functions: Vec<bool>,
    /// How each loop of each function is counted (by function, then loop).
    pub loop_shapes: Vec<Vec<ir::LoopShape>>,
    /// The environment the program runs in (`getenv`), as (name, value): empty by default,
    /// so that no result depends on the analysing machine's variables.
    pub env: Vec<(String, String)>,
    /// argv, stdin and the files the program may open.
    pub io: crate::io::IoEnv,
}

/// Number of 8-byte slots a value of `size` bytes occupies.
pub fn slots_for(size: u64) -> u32 {
    size.div_ceil(8).max(1) as u32
}

impl<'m> Program<'m> {
    /// Computes slot layouts and resolves declared functions to builtins.
    pub fn new(module: &'m Module) -> Program<'m> {
        let ntys = module.types.len();
        let ty_slots = (0..ntys as u32)
            .map(|i| slots_for(module.types.get(TyId(i)).size))
            .collect::<Vec<_>>();
        let layouts = module
            .functions
            .iter()
            .map(|f| {
                let mut slot_of = Vec::with_capacity(f.values.len());
                let mut next = 0u32;
                for &t in &f.values {
                    slot_of.push(next);
                    next += ty_slots[t.0 as usize];
                }
                FnLayout {
                    slot_of,
                    nslots: next,
                }
            })
            .collect();
        let builtins = module
            .functions
            .iter()
            .map(|f| {
                if f.body.is_some() {
                    None
                } else {
                    Builtin::by_name(&f.name)
                }
            })
            .collect();
        let error_functions = module
            .functions
            .iter()
            .map(|f| matches!(f.name.as_str(), "reach_error" | "__VERIFIER_error"))
            .collect();
        Program {
            module,
            layouts,
            ty_slots,
            builtins,
            error_functions,
            loop_shapes: crate::loops::all_shapes(module),
            env: Vec::new(),
            io: crate::io::IoEnv::default(),
        }
    }

    /// The same program with argv, stdin and files `io`.
    pub fn with_io(mut self, io: crate::io::IoEnv) -> Program<'m> {
        self.io = io;
        self
    }

    /// The same program run in the environment `env`.
    pub fn with_env(mut self, env: Vec<(String, String)>) -> Program<'m> {
        self.env = env;
        self
    }

    /// Whether calling `f` is reaching the error (`reach_error` or `__VERIFIER_error`).
    pub fn is_error_function(&self, f: FuncId) -> bool {
        self.error_functions
            .get(f.0 as usize)
            .copied()
            .unwrap_or(false)
    }

    /// Where a loop is and how its iterations are counted.
    pub fn loop_shape(&self, key: crate::loops::LoopKey) -> Option<&ir::LoopShape> {
        self.loop_shapes
            .get(key.0 .0 as usize)?
            .get(key.1 .0 as usize)
    }

    /// Slots a value of type `ty` occupies.
    #[inline]
    pub fn nslots(&self, ty: TyId) -> usize {
        self.ty_slots[ty.0 as usize] as usize
    }

    /// Whether `ty` is a scalar that fits one slot (integers up to 64 bits, floats, pointers).
    pub fn is_small_scalar(&self, ty: TyId) -> bool {
        match self.module.types.kind(ty) {
            TyKind::Int(b) => *b <= 64,
            TyKind::Float(_) | TyKind::Ptr => true,
            _ => false,
        }
    }

    /// Functions the program calls that have neither a body nor a model (LLVM's own
    /// intrinsics, which the lowering handles or drops, are not among them).
    pub fn unmodelled(&self) -> Vec<FuncId> {
        (0..self.module.functions.len())
            .filter(|&i| {
                let f = &self.module.functions[i];
                f.body.is_none() && self.builtins[i].is_none() && !f.name.starts_with("llvm.")
            })
            .map(|i| FuncId(i as u32))
            .collect()
    }
}
