//! Hash-consed bit-vector and byte-array expressions.
//!
//! Every expression lives in a [`Ctx`]; structurally equal expressions are one node, so an
//! [`ExprRef`] compares and hashes by id. Constructors simplify as they build (constant
//! folding, identities, extract/concat/extension propagation, ...), so what the engine holds
//! is always in simplified form.
//!
//! Semantics: widths are 1..=128 and values are kept zero-extended in a `u128`; width 1 is a
//! boolean. Division and remainder by zero follow SMT-LIB (`bvudiv x 0` is all ones, `bvurem x
//! 0` is `x`, `bvsdiv`/`bvsrem` likewise), shifts by the width or more give 0 (`shl`, `lshr`) or
//! all sign bits (`ashr`). An [`ArrNode::Constant`] array reads 0 beyond its length; a symbolic
//! array reads the bytes of its [`Assignment`] entry (0 where missing).
//!
//! The rewrite rules live in small named functions grouped by topic: `fold` (constant
//! semantics), `rewrite_arith`, `rewrite_bits`, `rewrite_bool` (comparisons, `ite`, width-1
//! logic), `arrays`; `eval`, `display` and `symbols` read expressions. Every rule holds for any
//! operands (also ones built with [`Ctx::raw`]); the normal forms the constructors keep (constants
//! on the left of commutative operators, right-leaning `concat`, `zext` for zero high bits,
//! shifts by constants as `extract`/`concat`/`zext`/`sext`) only make rules fire more often.

use rustc_hash::FxHashMap as HashMap;
use std::sync::Arc;

mod arrays;
mod display;
mod eval;
mod float;
mod fold;
mod hash;
pub mod ranges;
mod rewrite_arith;
mod rewrite_bits;
mod rewrite_bool;
mod subst;
mod symbols;
#[cfg(test)]
mod tests;

pub use eval::EvalMemo;
pub use float::{
    fp_bin_bits, fp_cmp_bits, fp_conv_bits, is_float_width, is_nan_bits, FpBin, FpCmp, FpConv,
};
use hash::FxHashMap;
pub use subst::{ArrayRenaming, Leaves, Substitution};

/// Bit width of a bit-vector expression (1..=128; width 1 is a boolean).
pub type Width = u32;

/// A hash-consed bit-vector expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExprRef(pub u32);

/// A hash-consed byte array (memory contents): an initial array plus stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArrRef(pub u32);

/// A symbolic scalar variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);

/// A symbolic byte array (an input buffer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArrayId(pub u32);

/// Binary bit-vector operations (operands and result have the same width).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// Wrapping addition.
    Add,
    /// Wrapping subtraction.
    Sub,
    /// Wrapping multiplication.
    Mul,
    /// Unsigned division; division by zero gives all ones (SMT-LIB semantics).
    UDiv,
    /// Signed division; by zero: SMT-LIB semantics.
    SDiv,
    /// Unsigned remainder; by zero gives the dividend.
    URem,
    /// Signed remainder (sign of the dividend); by zero gives the dividend.
    SRem,
    /// Shift left; amounts >= width give 0.
    Shl,
    /// Logical shift right; amounts >= width give 0.
    LShr,
    /// Arithmetic shift right; amounts >= width give all sign bits.
    AShr,
    /// Bitwise and (boolean and at width 1).
    And,
    /// Bitwise or (boolean or at width 1).
    Or,
    /// Bitwise exclusive or.
    Xor,
}

/// Comparisons (result width 1). Others are derived: `ne = not(eq)`, `ugt(a,b) = ult(b,a)`, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    /// Equality.
    Eq,
    /// Unsigned less-than.
    Ult,
    /// Unsigned less-or-equal.
    Ule,
    /// Signed less-than.
    Slt,
    /// Signed less-or-equal.
    Sle,
}

/// The shape of an expression node.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A constant, zero-extended into 128 bits.
    Const(u128),
    /// A symbolic variable.
    Var(VarId),
    /// The byte at `index` of an array (width 8).
    Select { array: ArrRef, index: ExprRef },
    /// Bitwise complement.
    Not(ExprRef),
    /// Two's-complement negation.
    Neg(ExprRef),
    /// A binary operation.
    Bin(BinOp, ExprRef, ExprRef),
    /// A comparison (width 1).
    Cmp(CmpOp, ExprRef, ExprRef),
    /// `if c then t else e` (c has width 1).
    Ite(ExprRef, ExprRef, ExprRef),
    /// `hi ++ lo` (width is the sum).
    Concat(ExprRef, ExprRef),
    /// Bits `lo .. lo + width` of an expression.
    Extract { e: ExprRef, lo: Width },
    /// Zero extension to the node's width.
    ZExt(ExprRef),
    /// Sign extension to the node's width.
    SExt(ExprRef),
    /// IEEE arithmetic on float bit patterns (see [`FpBin`]).
    FBin(FpBin, ExprRef, ExprRef),
    /// IEEE comparison of float bit patterns (width 1).
    FCmp(FpCmp, ExprRef, ExprRef),
    /// A conversion between floats and integers, to the node's width.
    FConv(FpConv, ExprRef),
}

/// An expression node.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    /// Its shape.
    pub kind: Kind,
    /// Its width in bits.
    pub width: Width,
}

/// An array node.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArrNode {
    /// A fully symbolic array of `size` bytes (indices have `index_width` bits).
    Symbolic {
        id: ArrayId,
        size: u64,
        index_width: Width,
    },
    /// A concrete array.
    Constant {
        bytes: std::sync::Arc<[u8]>,
        index_width: Width,
    },
    /// `array` with the byte at `index` replaced by `value` (width 8).
    Store {
        array: ArrRef,
        index: ExprRef,
        value: ExprRef,
    },
}

/// Values for the symbols of expressions (unmentioned ones are zero).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Assignment {
    /// Scalar variables.
    pub vars: HashMap<VarId, u128>,
    /// Symbolic arrays' bytes (missing bytes are zero).
    pub arrays: HashMap<ArrayId, Vec<u8>>,
}

/// The symbols an expression depends on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Symbols {
    /// Scalar variables, sorted, without duplicates.
    pub vars: Vec<VarId>,
    /// Arrays, sorted, without duplicates.
    pub arrays: Vec<ArrayId>,
}

/// The expression arena: every node of a run lives here.
#[derive(Debug, Default)]
pub struct Ctx {
    nodes: Vec<Node>,
    index: FxHashMap<Node, ExprRef>,
    arrays: Vec<ArrNode>,
    array_index: FxHashMap<ArrNode, ArrRef>,
    var_names: Vec<(String, Width)>,
    array_names: Vec<(String, u64)>,
    /// Per array node: facts used by the rules.
    array_facts: Vec<ArrFacts>,
    /// Per expression node and per array node: its symbols, once computed (see
    /// `symbols.rs`).
    sym_e: Vec<symbols::SymSlot>,
    sym_a: Vec<symbols::SymSlot>,
    /// The shared empty symbol set.
    no_symbols: Arc<Symbols>,
    /// Per expression node and per array node: its nesting depth once asked for (0: not yet).
    depth_e: Vec<u32>,
    depth_a: Vec<u32>,
    /// The variables [`Ctx::named_var`] made, by name and width.
    named: FxHashMap<(String, Width), ExprRef>,
}

/// Facts about an array node, computed once when it is interned.
#[derive(Clone, Copy, Debug)]
struct ArrFacts {
    /// Width of the indices.
    index_width: Width,
    /// A constant array whose bytes are all zero (so every read gives 0).
    all_zero: bool,
}

/// Panics unless `w` is a valid width.
#[inline]
fn check_width(w: Width) {
    assert!(
        (1..=128).contains(&w),
        "expression width {w} not in 1..=128"
    );
}

impl Ctx {
    /// An empty context.
    pub fn new() -> Ctx {
        Ctx::default()
    }

    // ---- inspection ----

    /// The node of `e`.
    pub fn node(&self, e: ExprRef) -> &Node {
        &self.nodes[e.0 as usize]
    }
    /// The width of `e`.
    pub fn width(&self, e: ExprRef) -> Width {
        self.node(e).width
    }
    /// The value of `e` if it is a constant.
    pub fn as_const(&self, e: ExprRef) -> Option<u128> {
        match self.node(e).kind {
            Kind::Const(v) => Some(v),
            _ => None,
        }
    }
    /// The array node `a`.
    pub fn array_node(&self, a: ArrRef) -> &ArrNode {
        &self.arrays[a.0 as usize]
    }
    /// Name and width of a variable.
    pub fn var_info(&self, v: VarId) -> (&str, Width) {
        let (n, w) = &self.var_names[v.0 as usize];
        (n, *w)
    }
    /// Name and size of a symbolic array.
    pub fn array_info(&self, a: ArrayId) -> (&str, u64) {
        let (n, s) = &self.array_names[a.0 as usize];
        (n, *s)
    }
    /// Number of expression nodes (for statistics).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }
    /// Whether no node exists.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }
    /// The symbols `e` depends on (cached per node; cheap to call repeatedly).
    pub fn symbols(&mut self, e: ExprRef) -> std::sync::Arc<Symbols> {
        self.symbols_of(e)
    }
    /// The index width of array `a`.
    pub fn index_width(&self, a: ArrRef) -> Width {
        self.array_facts[a.0 as usize].index_width
    }
    /// Number of array nodes (for statistics).
    pub fn array_len(&self) -> usize {
        self.arrays.len()
    }

    // ---- leaves ----

    /// The constant `value` (truncated to `width` bits).
    pub fn constant(&mut self, value: u128, width: Width) -> ExprRef {
        check_width(width);
        self.intern(Kind::Const(fold::trunc(value, width)), width)
    }
    /// The boolean constant.
    pub fn bool(&mut self, b: bool) -> ExprRef {
        self.constant(u128::from(b), 1)
    }
    /// A fresh symbolic variable (never equal to an earlier one, whatever its name).
    pub fn fresh_var(&mut self, name: &str, width: Width) -> ExprRef {
        check_width(width);
        let id = VarId(u32::try_from(self.var_names.len()).expect("fewer than 2^32 variables"));
        self.var_names.push((name.to_owned(), width));
        self.intern(Kind::Var(id), width)
    }
    /// The variable named `name` of `width`, made on first request and the same one after:
    /// paths that name their inputs alike (by position) share them, so that two states of
    /// one program point can be merged without renaming.
    pub fn named_var(&mut self, name: &str, width: Width) -> ExprRef {
        if let Some(&v) = self.named.get(&(name.to_owned(), width)) {
            return v;
        }
        let v = self.fresh_var(name, width);
        self.named.insert((name.to_owned(), width), v);
        v
    }
    /// A fresh fully symbolic byte array of `size` bytes.
    pub fn fresh_array(&mut self, name: &str, size: u64, index_width: Width) -> ArrRef {
        check_width(index_width);
        let id = ArrayId(u32::try_from(self.array_names.len()).expect("fewer than 2^32 arrays"));
        self.array_names.push((name.to_owned(), size));
        self.intern_array(ArrNode::Symbolic {
            id,
            size,
            index_width,
        })
    }
    /// A concrete byte array.
    pub fn const_array(&mut self, bytes: &[u8], index_width: Width) -> ArrRef {
        check_width(index_width);
        self.intern_array(ArrNode::Constant {
            bytes: Arc::from(bytes),
            index_width,
        })
    }

    // ---- arrays ----

    /// `array` with byte `index` set to `value` (8 bits).
    pub fn store(&mut self, array: ArrRef, index: ExprRef, value: ExprRef) -> ArrRef {
        self.mk_store(array, index, value)
    }
    /// The byte at `index` (simplifies through stores with constant indices and constant arrays).
    pub fn select(&mut self, array: ArrRef, index: ExprRef) -> ExprRef {
        self.mk_select(array, index)
    }

    // ---- operations (all simplify while building) ----

    /// `a op b`.
    pub fn bin(&mut self, op: BinOp, a: ExprRef, b: ExprRef) -> ExprRef {
        let w = self.width(a);
        assert_eq!(w, self.width(b), "{op:?}: operand widths differ");
        if let (Some(x), Some(y)) = (self.as_const(a), self.as_const(b)) {
            return self.constant(fold::bin_const(op, x, y, w), w);
        }
        match op {
            BinOp::Add => self.mk_add(a, b, w),
            BinOp::Sub => self.mk_sub(a, b, w),
            BinOp::Mul => self.mk_mul(a, b, w),
            BinOp::UDiv => self.mk_udiv(a, b, w),
            BinOp::SDiv => self.mk_sdiv(a, b, w),
            BinOp::URem => self.mk_urem(a, b, w),
            BinOp::SRem => self.mk_srem(a, b, w),
            BinOp::Shl => self.mk_shl(a, b, w),
            BinOp::LShr => self.mk_lshr(a, b, w),
            BinOp::AShr => self.mk_ashr(a, b, w),
            BinOp::And => self.mk_and(a, b, w),
            BinOp::Or => self.mk_or(a, b, w),
            BinOp::Xor => self.mk_xor(a, b, w),
        }
    }
    /// `a op b`, width 1.
    pub fn cmp(&mut self, op: CmpOp, a: ExprRef, b: ExprRef) -> ExprRef {
        let w = self.width(a);
        assert_eq!(w, self.width(b), "{op:?}: operand widths differ");
        if let (Some(x), Some(y)) = (self.as_const(a), self.as_const(b)) {
            return self.bool(fold::cmp_const(op, x, y, w));
        }
        if a == b {
            // cmp_reflexive
            return self.bool(matches!(op, CmpOp::Eq | CmpOp::Ule | CmpOp::Sle));
        }
        match op {
            CmpOp::Eq => self.mk_eq(a, b, w),
            CmpOp::Ult => self.mk_ult(a, b, w),
            CmpOp::Ule => self.mk_ule(a, b, w),
            CmpOp::Slt => self.mk_slt(a, b, w),
            CmpOp::Sle => self.mk_sle(a, b, w),
        }
    }
    /// Bitwise complement.
    pub fn not(&mut self, a: ExprRef) -> ExprRef {
        self.mk_not(a)
    }
    /// Negation.
    pub fn neg(&mut self, a: ExprRef) -> ExprRef {
        self.mk_neg(a)
    }
    /// `c ? t : e`.
    pub fn ite(&mut self, c: ExprRef, t: ExprRef, e: ExprRef) -> ExprRef {
        assert_eq!(self.width(c), 1, "ite: condition is not width 1");
        assert_eq!(self.width(t), self.width(e), "ite: branch widths differ");
        self.mk_ite(c, t, e)
    }
    /// `hi ++ lo`.
    pub fn concat(&mut self, hi: ExprRef, lo: ExprRef) -> ExprRef {
        let w = self.width(hi) + self.width(lo);
        assert!(w <= 128, "concat: width {w} over 128");
        self.mk_concat(hi, lo)
    }
    /// Bits `lo .. lo + width` of `e`.
    pub fn extract(&mut self, e: ExprRef, lo: Width, width: Width) -> ExprRef {
        let we = self.width(e);
        assert!(
            width >= 1 && lo.checked_add(width).is_some_and(|end| end <= we),
            "extract: bits {lo}..{lo}+{width} out of a {we}-bit value"
        );
        self.mk_extract(e, lo, width)
    }
    /// Zero-extends (or truncates) `e` to `width`.
    pub fn zext(&mut self, e: ExprRef, width: Width) -> ExprRef {
        check_width(width);
        self.mk_zext(e, width)
    }
    /// Sign-extends (or truncates) `e` to `width`.
    pub fn sext(&mut self, e: ExprRef, width: Width) -> ExprRef {
        check_width(width);
        self.mk_sext(e, width)
    }

    // ---- conveniences (derived) ----

    /// `a + b`.
    pub fn add(&mut self, a: ExprRef, b: ExprRef) -> ExprRef {
        self.bin(BinOp::Add, a, b)
    }
    /// `a - b`.
    pub fn sub(&mut self, a: ExprRef, b: ExprRef) -> ExprRef {
        self.bin(BinOp::Sub, a, b)
    }
    /// `a * b`.
    pub fn mul(&mut self, a: ExprRef, b: ExprRef) -> ExprRef {
        self.bin(BinOp::Mul, a, b)
    }
    /// `a == b`.
    pub fn eq(&mut self, a: ExprRef, b: ExprRef) -> ExprRef {
        self.cmp(CmpOp::Eq, a, b)
    }
    /// `a != b`.
    pub fn ne(&mut self, a: ExprRef, b: ExprRef) -> ExprRef {
        let e = self.eq(a, b);
        self.not(e)
    }
    /// `a <u b`.
    pub fn ult(&mut self, a: ExprRef, b: ExprRef) -> ExprRef {
        self.cmp(CmpOp::Ult, a, b)
    }
    /// `a <=u b`.
    pub fn ule(&mut self, a: ExprRef, b: ExprRef) -> ExprRef {
        self.cmp(CmpOp::Ule, a, b)
    }
    /// `a <s b`.
    pub fn slt(&mut self, a: ExprRef, b: ExprRef) -> ExprRef {
        self.cmp(CmpOp::Slt, a, b)
    }
    /// `a <=s b`.
    pub fn sle(&mut self, a: ExprRef, b: ExprRef) -> ExprRef {
        self.cmp(CmpOp::Sle, a, b)
    }
    /// Boolean and of width-1 expressions.
    pub fn and(&mut self, a: ExprRef, b: ExprRef) -> ExprRef {
        self.bin(BinOp::And, a, b)
    }
    /// Boolean or of width-1 expressions.
    pub fn or(&mut self, a: ExprRef, b: ExprRef) -> ExprRef {
        self.bin(BinOp::Or, a, b)
    }

    /// Reads `len` bytes at `index` little-endian into one expression of `8 * len` bits.
    pub fn read_le(&mut self, array: ArrRef, index: ExprRef, len: u32) -> ExprRef {
        self.mk_read_le(array, index, len)
    }
    /// Writes the `8 * len`-bit `value` little-endian at `index`.
    pub fn write_le(&mut self, array: ArrRef, index: ExprRef, value: ExprRef) -> ArrRef {
        self.mk_write_le(array, index, value)
    }

    // ---- evaluation and printing ----

    /// The value of `e` under `a` (a width-1 expression gives 0 or 1).
    pub fn eval(&self, e: ExprRef, a: &Assignment) -> u128 {
        eval::eval(self, e, a)
    }
    /// The value of `e` under `a`, the values of variables `a` lacks from `missing`, with the
    /// nodes' values kept in `memo` (valid as long as no variable's value changes).
    pub fn eval_memo(
        &self,
        e: ExprRef,
        a: &Assignment,
        memo: &mut EvalMemo,
        missing: &mut dyn FnMut(VarId) -> u128,
    ) -> u128 {
        eval::eval_memo(self, e, a, memo, missing)
    }
    /// SMT-LIB-like text of `e`, for diagnostics and tests.
    pub fn display(&self, e: ExprRef) -> String {
        display::display(self, e)
    }

    // ---- building without simplification (tests) ----

    /// Interns `node` exactly as given, without simplification (for tests comparing forms).
    #[doc(hidden)]
    pub fn raw(&mut self, node: Node) -> ExprRef {
        check_width(node.width);
        self.intern(node.kind, node.width)
    }
    /// Interns the array node exactly as given, without simplification (for tests).
    #[doc(hidden)]
    pub fn raw_array(&mut self, node: ArrNode) -> ArrRef {
        self.intern_array(node)
    }

    // ---- internals ----

    /// The hash-consed node `kind` of `width` bits (no simplification).
    #[inline]
    fn intern(&mut self, kind: Kind, width: Width) -> ExprRef {
        use std::collections::hash_map::Entry;
        budget::charge(budget::cost::EXPR_NODE);
        match self.index.entry(Node { kind, width }) {
            Entry::Occupied(o) => *o.get(),
            Entry::Vacant(v) => {
                let id = ExprRef(
                    u32::try_from(self.nodes.len()).expect("fewer than 2^32 expression nodes"),
                );
                self.nodes.push(v.key().clone());
                v.insert(id);
                id
            }
        }
    }

    /// The hash-consed array node (no simplification).
    fn intern_array(&mut self, node: ArrNode) -> ArrRef {
        use std::collections::hash_map::Entry;
        budget::charge(budget::cost::EXPR_NODE);
        let facts = match &node {
            ArrNode::Symbolic { index_width, .. } => ArrFacts {
                index_width: *index_width,
                all_zero: false,
            },
            ArrNode::Constant { bytes, index_width } => ArrFacts {
                index_width: *index_width,
                all_zero: bytes.iter().all(|&b| b == 0),
            },
            ArrNode::Store { array, .. } => ArrFacts {
                all_zero: false,
                ..self.array_facts[array.0 as usize]
            },
        };
        match self.array_index.entry(node) {
            Entry::Occupied(o) => *o.get(),
            Entry::Vacant(v) => {
                let id =
                    ArrRef(u32::try_from(self.arrays.len()).expect("fewer than 2^32 array nodes"));
                self.arrays.push(v.key().clone());
                self.array_facts.push(facts);
                v.insert(id);
                id
            }
        }
    }

    /// The kind of `e` (a cheap copy: kinds hold no heap data).
    #[inline]
    fn kind(&self, e: ExprRef) -> Kind {
        self.nodes[e.0 as usize].kind.clone()
    }

    /// Whether `e` is a constant.
    #[inline]
    fn is_const(&self, e: ExprRef) -> bool {
        matches!(self.nodes[e.0 as usize].kind, Kind::Const(_))
    }

    /// The all-ones constant of `w` bits.
    #[inline]
    fn ones(&mut self, w: Width) -> ExprRef {
        self.constant(fold::mask(w), w)
    }

    /// The zero constant of `w` bits.
    #[inline]
    fn zero(&mut self, w: Width) -> ExprRef {
        self.constant(0, w)
    }
}
