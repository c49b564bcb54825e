//! Modules, functions, blocks, globals, constants and source locations.

use rustc_hash::FxHashMap as HashMap;

use crate::cfg::{Cfg, Dominators};
use crate::inst::*;
use crate::loops::LoopForest;
use crate::types::{DataModel, FloatTy, TyId, Types};

/// A source position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Loc {
    /// Index into [`Module::files`]; `u32::MAX` when unknown.
    pub file: u32,
    /// 1-based line (0 when unknown).
    pub line: u32,
    /// 1-based column (0 when unknown).
    pub col: u32,
}

/// A basic block: a contiguous range of a function's instructions, the last one a terminator.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// The block's phi nodes, evaluated on entry.
    pub phis: Vec<Phi>,
    /// Index of the first instruction in [`Function::insts`].
    pub start: u32,
    /// One past the terminator's index.
    pub end: u32,
    /// The LLVM label, for diagnostics.
    pub name: String,
}

impl Block {
    /// Index of the terminator instruction.
    pub fn terminator(&self) -> u32 {
        self.end - 1
    }
}

/// The function body: blocks, flat instructions, and the analyses computed on them.
#[derive(Clone, Debug)]
pub struct Body {
    /// Blocks; block 0 is the entry.
    pub blocks: Vec<Block>,
    /// All instructions, block after block.
    pub insts: Vec<Inst>,
    /// Control-flow graph.
    pub cfg: Cfg,
    /// Dominator tree.
    pub doms: Dominators,
    /// Natural loops.
    pub loops: LoopForest,
}

/// A function, defined or only declared.
#[derive(Clone, Debug)]
pub struct Function {
    /// Linker name.
    pub name: String,
    /// Parameter types (the parameters are registers `0..params.len()`).
    pub params: Vec<TyId>,
    /// Return type.
    pub ret: TyId,
    /// Whether it takes `...`.
    pub variadic: bool,
    /// Type of every register.
    pub values: Vec<TyId>,
    /// The code, absent for declarations.
    pub body: Option<Body>,
    /// Where the function is defined.
    pub loc: LocId,
}

/// How a loop's iterations are counted and where the loop is shown.
#[derive(Clone, Debug)]
pub struct LoopShape {
    /// The loop statement's keyword (`for`, `while`, `do`).
    pub loc: LocId,
    /// Blocks whose exit edges leave before the iteration's body runs: the test of a `for` or
    /// `while`. An exit from any other block (a `break`, a `return`, a `do`-while's test) ends
    /// an iteration whose body ran. Sorted.
    pub pre_body_exits: Vec<BlockId>,
}

impl Function {
    /// Block that contains instruction `inst`.
    pub fn block_of(&self, inst: u32) -> Option<BlockId> {
        let body = self.body.as_ref()?;
        let i = body.blocks.partition_point(|b| b.end <= inst);
        (i < body.blocks.len()).then_some(BlockId(i as u32))
    }
}

/// A global variable.
#[derive(Clone, Debug)]
pub struct Global {
    /// Linker name.
    pub name: String,
    /// Type of the stored value.
    pub ty: TyId,
    /// Alignment in bytes.
    pub align: u32,
    /// Initial value; absent for external declarations.
    pub init: Option<ConstId>,
    /// Whether the program may not write it.
    pub constant: bool,
    /// Where it is declared.
    pub loc: LocId,
}

/// A constant of the pool; address constants are resolved when memory is laid out.
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    /// An integer (value zero-extended from its width).
    Int { bits: u32, value: u128 },
    /// A floating-point value as its bit pattern (F80: 80 low bits).
    Float { fty: FloatTy, bits: u128 },
    /// The null pointer.
    Null,
    /// An undefined or poison value of a type (executed as zero).
    Undef(TyId),
    /// All-zero value of a type.
    Zero(TyId),
    /// Address of a global.
    Global(GlobalId),
    /// Address of a function.
    Func(FuncId),
    /// A struct or array value, element by element.
    Aggregate { ty: TyId, elems: Vec<ConstId> },
    /// Address `base + offset` (constant `getelementptr`).
    Offset { base: ConstId, offset: i64 },
    /// A scalar conversion of a constant.
    Cast {
        op: CastOp,
        from: TyId,
        to: TyId,
        val: ConstId,
    },
    /// Integer arithmetic on constants.
    Bin {
        op: BinOp,
        bits: u32,
        a: ConstId,
        b: ConstId,
    },
    /// Integer comparison of constants.
    ICmp {
        pred: IntPred,
        bits: u32,
        a: ConstId,
        b: ConstId,
    },
    /// `cond ? a : b` on constants.
    Select {
        cond: ConstId,
        a: ConstId,
        b: ConstId,
    },
}

/// A whole program, linked.
#[derive(Clone, Debug)]
pub struct Module {
    /// Type table (and the data model).
    pub types: Types,
    /// Every function.
    pub functions: Vec<Function>,
    /// Every global.
    pub globals: Vec<Global>,
    /// Constant pool.
    pub consts: Vec<Const>,
    /// Type of each pool constant.
    pub const_tys: Vec<TyId>,
    /// Source file names.
    pub files: Vec<String>,
    /// Location table.
    pub locs: Vec<Loc>,
    /// Functions by name.
    pub func_index: HashMap<String, FuncId>,
    /// Globals by name.
    pub global_index: HashMap<String, GlobalId>,
    /// What pointer parameters point to (for typed lazy initialisation).
    pub shapes: crate::Shapes,
}

impl Module {
    /// Where loop `l` of `f` is and which of its exits test before the body. clang -O0 gives an
    /// unconditional back edge (`for`, `while`; the earliest, as a `continue` is one too) and
    /// the branch into a `do`-while the location of the loop statement, and a `for`/`while` test's final branch that location too (also
    /// with `&&`/`||`, which it merges with a phi), while a `do`-while's test is located at its
    /// `while`. Without debug information, the header's own exits are taken as the test.
    pub fn loop_shape(&self, f: FuncId, l: crate::loops::LoopId) -> LoopShape {
        let Some(body) = self.func(f).body.as_ref() else {
            return LoopShape {
                loc: LocId(0),
                pre_body_exits: Vec::new(),
            };
        };
        let lp = &body.loops.loops[l.0 as usize];
        let term = |b: BlockId| &body.insts[body.blocks[b.0 as usize].terminator() as usize];
        // A `continue` is another unconditional back edge, located inside the body, after
        // the keyword.
        let back = lp
            .latches
            .iter()
            .map(|&b| term(b))
            .filter(|i| matches!(i.op, Op::Br { .. }) && i.loc != LocId(0))
            .map(|i| i.loc)
            .min_by_key(|&l| {
                let x = self.loc(l);
                (x.line, x.col)
            });
        let entering = || {
            body.cfg.preds[lp.header.0 as usize]
                .iter()
                .filter(|&&p| !lp.contains(p))
                .map(|&p| term(p).loc)
                .find(|&l| l != LocId(0))
        };
        let loc = back
            .or_else(entering)
            .unwrap_or_else(|| term(lp.header).loc);
        let same_place = |a: LocId, b: LocId| {
            let (x, y) = (self.loc(a), self.loc(b));
            (x.file, x.line, x.col) == (y.file, y.line, y.col)
        };
        let mut pre_body_exits: Vec<BlockId> = lp
            .exits
            .iter()
            .map(|&(b, _)| b)
            .filter(|&b| {
                let t = term(b);
                matches!(t.op, Op::CondBr { .. } | Op::Switch { .. })
                    && if loc == LocId(0) {
                        b == lp.header
                    } else {
                        t.loc != LocId(0) && same_place(t.loc, loc)
                    }
            })
            .collect();
        pre_body_exits.sort();
        pre_body_exits.dedup();
        LoopShape {
            loc,
            pre_body_exits,
        }
    }

    /// An empty module for `model`.
    pub fn new(model: DataModel) -> Module {
        let mut m = Module {
            types: Types::new(model),
            functions: Vec::new(),
            globals: Vec::new(),
            consts: Vec::new(),
            const_tys: Vec::new(),
            files: Vec::new(),
            locs: Vec::new(),
            func_index: HashMap::default(),
            global_index: HashMap::default(),
            shapes: crate::Shapes::default(),
        };
        m.locs.push(Loc {
            file: u32::MAX,
            line: 0,
            col: 0,
        });
        m
    }

    /// The data model.
    pub fn model(&self) -> DataModel {
        self.types.model
    }

    /// The function with id `f`.
    pub fn func(&self, f: FuncId) -> &Function {
        &self.functions[f.0 as usize]
    }

    /// A function by linker name.
    pub fn func_by_name(&self, name: &str) -> Option<FuncId> {
        self.func_index.get(name).copied()
    }

    /// The bytes of the constant string operand `o` points to, up to its NUL: a format
    /// or a message the program passes as a literal.
    pub fn constant_text(&self, o: &Operand) -> Option<Vec<u8>> {
        let Operand::Const(mut c) = *o else {
            return None;
        };
        let mut offset = 0i64;
        let g = loop {
            match self.consts.get(c.0 as usize)? {
                Const::Global(g) => break *g,
                Const::Offset { base, offset: o } => {
                    offset += o;
                    c = *base;
                }
                Const::Cast {
                    op: CastOp::BitCast,
                    val,
                    ..
                } => c = *val,
                _ => return None,
            }
        };
        let gl = self.globals.get(g.0 as usize)?;
        if !gl.constant {
            return None;
        }
        let Const::Aggregate { elems, .. } = self.consts.get(gl.init?.0 as usize)? else {
            return None;
        };
        let bytes: Option<Vec<u8>> = elems
            .iter()
            .map(|e| match self.consts.get(e.0 as usize) {
                Some(Const::Int { bits: 8, value }) => Some(*value as u8),
                _ => None,
            })
            .collect();
        let bytes = bytes?;
        let rest = bytes.get(usize::try_from(offset).ok()?..)?;
        Some(rest.iter().take_while(|&&b| b != 0).copied().collect())
    }

    /// Adds a constant to the pool.
    pub fn add_const(&mut self, c: Const, ty: TyId) -> ConstId {
        self.consts.push(c);
        self.const_tys.push(ty);
        ConstId(self.consts.len() as u32 - 1)
    }

    /// The location `id`.
    pub fn loc(&self, id: LocId) -> Loc {
        self.locs.get(id.0 as usize).copied().unwrap_or_default()
    }

    /// File name of a location, if known.
    pub fn file_of(&self, loc: Loc) -> Option<&str> {
        self.files.get(loc.file as usize).map(String::as_str)
    }

    /// Whether `f` is the program's own code (not pathsift's C runtime); functions without
    /// debug information count as the program's.
    pub fn is_program_function(&self, f: FuncId) -> bool {
        let l = self.loc(self.func(f).loc);
        self.file_of(l)
            .is_none_or(|name| !name.starts_with(crate::RUNTIME_SOURCE_DIR))
    }

    /// Location of the instruction a frame of `f` runs when its next instruction is `pc`
    /// (the function's own location before its first).
    pub fn inst_loc(&self, f: FuncId, pc: u32) -> LocId {
        let func = self.func(f);
        func.body
            .as_ref()
            .and_then(|b| b.insts.get(pc.saturating_sub(1) as usize))
            .map_or(func.loc, |i| i.loc)
    }

    /// Counts of defined functions, blocks, instructions and loops.
    pub fn stats(&self) -> ModuleStats {
        let mut s = ModuleStats {
            globals: self.globals.len(),
            ..ModuleStats::default()
        };
        for f in &self.functions {
            match &f.body {
                Some(b) => {
                    s.functions += 1;
                    s.blocks += b.blocks.len();
                    s.instructions += b.insts.len();
                    s.loops += b.loops.loops.len();
                }
                None => s.declarations += 1,
            }
        }
        s
    }
}

/// Size figures of a module.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ModuleStats {
    /// Functions with a body.
    pub functions: usize,
    /// Functions without a body.
    pub declarations: usize,
    /// Global variables.
    pub globals: usize,
    /// Basic blocks.
    pub blocks: usize,
    /// Instructions (phis excluded).
    pub instructions: usize,
    /// Natural loops.
    pub loops: usize,
}

/// Builds a [`Body`] from blocks and instructions, computing CFG, dominators and loops.
pub fn make_body(blocks: Vec<Block>, insts: Vec<Inst>) -> Body {
    let cfg = Cfg::new(&blocks, &insts);
    let doms = Dominators::new(&cfg);
    let loops = LoopForest::new(&cfg, &doms);
    Body {
        blocks,
        insts,
        cfg,
        doms,
        loops,
    }
}
