//! Instructions and their operands.

use crate::types::{FloatTy, TyId};

/// A register (SSA value) of a function; parameters come first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueId(pub u32);

/// A basic block of a function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

/// An entry of the module's constant pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstId(pub u32);

/// A function of the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);

/// A global variable of the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(pub u32);

/// A source location in the module's location table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocId(pub u32);

/// An instruction operand: a register or a pool constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A register of the current function.
    Reg(ValueId),
    /// A module constant (may involve addresses of globals and functions).
    Const(ConstId),
}

/// Integer binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
}

/// Floating-point binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FBinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// Integer comparison predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntPred {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

/// Floating-point comparison predicates (ordered `O*`, unordered `U*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatPred {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Uno,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    True,
}

/// Conversions between scalar types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FpTrunc,
    FpExt,
    FpToUi,
    FpToSi,
    UiToFp,
    SiToFp,
    PtrToInt,
    IntToPtr,
    /// Reinterpretation of the same bits (same size).
    BitCast,
}

/// Read-modify-write operations of `atomicrmw`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
}

/// LLVM intrinsics with their semantics fixed by the IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Intrinsic {
    /// `memcpy(dst, src, len)` (regions must not overlap).
    MemCpy,
    /// `memmove(dst, src, len)`.
    MemMove,
    /// `memset(dst, byte, len)`.
    MemSet,
    Ctpop,
    /// Count leading zeros; the flag says whether zero input is poison.
    Ctlz,
    Cttz,
    Bswap,
    BitReverse,
    Fshl,
    Fshr,
    Abs,
    SMin,
    SMax,
    UMin,
    UMax,
    /// `{result, overflowed}` for signed addition.
    SAddOverflow,
    UAddOverflow,
    SSubOverflow,
    USubOverflow,
    SMulOverflow,
    UMulOverflow,
    SAddSat,
    UAddSat,
    SSubSat,
    USubSat,
    /// Abnormal termination (`__builtin_trap`).
    Trap,
    StackSave,
    StackRestore,
    VaStart,
    VaEnd,
    VaCopy,
    Fabs,
    Sqrt,
    Floor,
    Ceil,
    FTrunc,
    Round,
    RoundEven,
    Rint,
    Fma,
    FMulAdd,
    CopySign,
    MinNum,
    MaxNum,
    /// `llvm.expect`: returns its first argument.
    Expect,
    /// `llvm.is.constant`: always false at run time.
    IsConstant,
    /// `llvm.objectsize`: "unknown" (-1 or 0 depending on the min flag).
    ObjectSize,
    /// `llvm.assume`: a no-op for execution.
    Assume,
    /// `llvm.frameaddress` / `returnaddress`: an opaque non-null value.
    FrameAddress,
}

/// What a call calls.
#[derive(Clone, Debug, PartialEq)]
pub enum Callee {
    /// A function of the module (with or without a body).
    Direct(FuncId),
    /// A function pointer computed at run time.
    Indirect(Operand),
}

/// One index of a `getelementptr` with a run-time value: adds `value * scale` bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GepIndex {
    /// The index value (sign-extended from `bits`).
    pub value: Operand,
    /// Width of the index operand.
    pub bits: u32,
    /// Bytes per unit of the index.
    pub scale: i64,
}

/// An instruction's operation; registers it defines are named `dst`.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// Integer arithmetic on `bits`-wide operands.
    Bin {
        op: BinOp,
        bits: u32,
        dst: ValueId,
        a: Operand,
        b: Operand,
    },
    /// Floating-point arithmetic.
    FBin {
        op: FBinOp,
        fty: FloatTy,
        dst: ValueId,
        a: Operand,
        b: Operand,
    },
    /// Floating-point negation.
    FNeg {
        fty: FloatTy,
        dst: ValueId,
        a: Operand,
    },
    /// Integer (or pointer) comparison producing an `i1`.
    ICmp {
        pred: IntPred,
        bits: u32,
        dst: ValueId,
        a: Operand,
        b: Operand,
    },
    /// Floating-point comparison producing an `i1`.
    FCmp {
        pred: FloatPred,
        fty: FloatTy,
        dst: ValueId,
        a: Operand,
        b: Operand,
    },
    /// A scalar conversion from `from` to `to`.
    Cast {
        op: CastOp,
        from: TyId,
        to: TyId,
        dst: ValueId,
        a: Operand,
    },
    /// `cond ? a : b` for values of type `ty`.
    Select {
        ty: TyId,
        dst: ValueId,
        cond: Operand,
        a: Operand,
        b: Operand,
    },
    /// Stack allocation of `count` elements of `elem_size` bytes.
    Alloca {
        ty: TyId,
        elem_size: u64,
        count: Operand,
        count_bits: u32,
        align: u32,
        dst: ValueId,
    },
    /// Memory read of a value of type `ty`.
    Load {
        ty: TyId,
        dst: ValueId,
        ptr: Operand,
        volatile: bool,
    },
    /// Memory write of a value of type `ty`.
    Store {
        ty: TyId,
        ptr: Operand,
        val: Operand,
        volatile: bool,
    },
    /// Address arithmetic: `base + offset + Σ index·scale`.
    Gep {
        dst: ValueId,
        base: Operand,
        offset: i64,
        indices: Box<[GepIndex]>,
    },
    /// Reads `ty` at byte `offset` of an aggregate value.
    ExtractValue {
        ty: TyId,
        dst: ValueId,
        agg: Operand,
        offset: u64,
    },
    /// Copies aggregate `agg` of type `agg_ty` with `val` (type `ty`) written at byte `offset`.
    InsertValue {
        agg_ty: TyId,
        ty: TyId,
        dst: ValueId,
        agg: Operand,
        val: Operand,
        offset: u64,
    },
    /// A call; `dst` is absent for void results. `byval[i]` is the pointee type of a pointer
    /// argument passed by value (the callee gets a pointer to a fresh copy).
    Call {
        callee: Callee,
        args: Box<[Operand]>,
        arg_tys: Box<[TyId]>,
        byval: Box<[Option<TyId>]>,
        ret: TyId,
        dst: Option<ValueId>,
    },
    /// An LLVM intrinsic; `ty` is the overloaded type (result or first argument).
    Intrinsic {
        which: Intrinsic,
        ty: TyId,
        args: Box<[Operand]>,
        dst: Option<ValueId>,
    },
    /// `atomicrmw` (executed sequentially).
    AtomicRmw {
        op: RmwOp,
        ty: TyId,
        dst: ValueId,
        ptr: Operand,
        val: Operand,
    },
    /// `cmpxchg`, producing `{old, success}` of type `pair`.
    CmpXchg {
        ty: TyId,
        pair: TyId,
        dst: ValueId,
        ptr: Operand,
        expected: Operand,
        new: Operand,
    },
    /// The `va_arg` instruction (rare; clang lowers most `va_arg` uses inline).
    VaArg {
        ty: TyId,
        dst: ValueId,
        list: Operand,
    },
    /// Function return.
    Ret { val: Option<Operand> },
    /// Unconditional branch.
    Br { target: BlockId },
    /// Two-way branch on an `i1`.
    CondBr {
        cond: Operand,
        t: BlockId,
        f: BlockId,
    },
    /// Multi-way branch on a `bits`-wide integer.
    Switch {
        bits: u32,
        val: Operand,
        cases: Box<[(u128, BlockId)]>,
        default: BlockId,
    },
    /// Branch to a computed block address.
    IndirectBr {
        addr: Operand,
        targets: Box<[BlockId]>,
    },
    /// Control cannot reach here.
    Unreachable,
}

impl Op {
    /// Whether this operation ends a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            Op::Ret { .. }
                | Op::Br { .. }
                | Op::CondBr { .. }
                | Op::Switch { .. }
                | Op::IndirectBr { .. }
                | Op::Unreachable
        )
    }

    /// The blocks a terminator may transfer control to.
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            Op::Br { target } => vec![*target],
            Op::CondBr { t, f, .. } => vec![*t, *f],
            Op::Switch { cases, default, .. } => {
                let mut v = vec![*default];
                for (_, b) in cases.iter() {
                    if !v.contains(b) {
                        v.push(*b);
                    }
                }
                v
            }
            Op::IndirectBr { targets, .. } => targets.to_vec(),
            _ => Vec::new(),
        }
    }
}

/// An instruction with its source location.
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    /// What it does.
    pub op: Op,
    /// Where it came from in the C source.
    pub loc: LocId,
}

/// A phi node: the value of `dst` depends on the predecessor block.
#[derive(Clone, Debug, PartialEq)]
pub struct Phi {
    /// Defined register.
    pub dst: ValueId,
    /// Type of the value.
    pub ty: TyId,
    /// `(predecessor, value)` pairs.
    pub incoming: Box<[(BlockId, Operand)]>,
}

impl Op {
    /// The register this operation defines, if any.
    pub fn dst(&self) -> Option<ValueId> {
        match self {
            Op::Bin { dst, .. }
            | Op::FBin { dst, .. }
            | Op::FNeg { dst, .. }
            | Op::ICmp { dst, .. }
            | Op::FCmp { dst, .. }
            | Op::Cast { dst, .. }
            | Op::Select { dst, .. }
            | Op::Alloca { dst, .. }
            | Op::Load { dst, .. }
            | Op::Gep { dst, .. }
            | Op::ExtractValue { dst, .. }
            | Op::InsertValue { dst, .. }
            | Op::AtomicRmw { dst, .. }
            | Op::CmpXchg { dst, .. }
            | Op::VaArg { dst, .. } => Some(*dst),
            Op::Call { dst, .. } | Op::Intrinsic { dst, .. } => *dst,
            _ => None,
        }
    }

    /// The operands this operation reads.
    pub fn operands(&self) -> Vec<Operand> {
        match self {
            Op::Bin { a, b, .. }
            | Op::FBin { a, b, .. }
            | Op::ICmp { a, b, .. }
            | Op::FCmp { a, b, .. } => vec![*a, *b],
            Op::FNeg { a, .. } | Op::Cast { a, .. } => vec![*a],
            Op::Select { cond, a, b, .. } => vec![*cond, *a, *b],
            Op::Alloca { count, .. } => vec![*count],
            Op::Load { ptr, .. } => vec![*ptr],
            Op::Store { ptr, val, .. } | Op::AtomicRmw { ptr, val, .. } => vec![*ptr, *val],
            Op::Gep { base, indices, .. } => {
                let mut v = vec![*base];
                v.extend(indices.iter().map(|i| i.value));
                v
            }
            Op::ExtractValue { agg, .. } => vec![*agg],
            Op::InsertValue { agg, val, .. } => vec![*agg, *val],
            Op::Call { callee, args, .. } => {
                let mut v = args.to_vec();
                if let Callee::Indirect(f) = callee {
                    v.push(*f);
                }
                v
            }
            Op::Intrinsic { args, .. } => args.to_vec(),
            Op::CmpXchg {
                ptr, expected, new, ..
            } => vec![*ptr, *expected, *new],
            Op::VaArg { list, .. } => vec![*list],
            Op::Ret { val } => val.iter().copied().collect(),
            Op::CondBr { cond, .. } => vec![*cond],
            Op::Switch { val, .. } => vec![*val],
            Op::IndirectBr { addr, .. } => vec![*addr],
            Op::Br { .. } | Op::Unreachable => Vec::new(),
        }
    }
}
