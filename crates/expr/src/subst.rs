//! Substitution: rebuilding an expression with some of its leaves replaced (a function
//! summary's path condition and effects, instantiated at a call site).

use rustc_hash::FxHashMap as HashMap;

use crate::{ArrNode, ArrRef, ArrayId, Ctx, ExprRef, Kind, VarId, Width};

/// What replaces the leaves of an expression.
pub trait Leaves {
    /// The replacement of variable `v`, if any.
    fn var(&mut self, ctx: &mut Ctx, v: VarId, width: Width) -> Option<ExprRef>;
    /// The replacement of the constant `value` of `width` bits, if any.
    fn constant(&mut self, ctx: &mut Ctx, value: u128, width: Width) -> Option<ExprRef>;
    /// The replacement of symbolic array `a`: another array, and the offset every index into
    /// `a` is moved by (`a`'s byte `i` is the replacement's byte `i + offset`).
    fn array(&mut self, ctx: &mut Ctx, a: ArrayId) -> Option<(ArrRef, ExprRef)>;
}

/// Rebuilds expressions with the leaves `L` replaces; shared subterms are rebuilt once.
pub struct Substitution<L> {
    /// The replacements.
    pub leaves: L,
    exprs: HashMap<ExprRef, ExprRef>,
    arrays: HashMap<ArrRef, (ArrRef, Option<ExprRef>)>,
}

impl<L: Leaves> Substitution<L> {
    /// A substitution with the replacements `leaves`.
    pub fn new(leaves: L) -> Self {
        Substitution {
            leaves,
            exprs: HashMap::default(),
            arrays: HashMap::default(),
        }
    }

    /// `e` with its leaves replaced (simplified as it is rebuilt).
    pub fn apply(&mut self, ctx: &mut Ctx, e: ExprRef) -> ExprRef {
        if let Some(&r) = self.exprs.get(&e) {
            return r;
        }
        let node = ctx.node(e).clone();
        let w = node.width;
        let r = match node.kind {
            Kind::Const(c) => self.leaves.constant(ctx, c, w).unwrap_or(e),
            Kind::Var(v) => self.leaves.var(ctx, v, w).unwrap_or(e),
            Kind::Select { array, index } => {
                let (a, shift) = self.array(ctx, array);
                let i = self.apply(ctx, index);
                let i = match shift {
                    Some(s) => ctx.add(i, s),
                    None => i,
                };
                ctx.select(a, i)
            }
            Kind::Not(a) => {
                let a = self.apply(ctx, a);
                ctx.not(a)
            }
            Kind::Neg(a) => {
                let a = self.apply(ctx, a);
                ctx.neg(a)
            }
            Kind::Bin(op, a, b) => {
                let (a, b) = (self.apply(ctx, a), self.apply(ctx, b));
                ctx.bin(op, a, b)
            }
            Kind::Cmp(op, a, b) => {
                let (a, b) = (self.apply(ctx, a), self.apply(ctx, b));
                ctx.cmp(op, a, b)
            }
            Kind::Ite(c, t, f) => {
                let c = self.apply(ctx, c);
                let (t, f) = (self.apply(ctx, t), self.apply(ctx, f));
                ctx.ite(c, t, f)
            }
            Kind::Concat(hi, lo) => {
                let (hi, lo) = (self.apply(ctx, hi), self.apply(ctx, lo));
                ctx.concat(hi, lo)
            }
            Kind::Extract { e: a, lo } => {
                let a = self.apply(ctx, a);
                ctx.extract(a, lo, w)
            }
            Kind::ZExt(a) => {
                let a = self.apply(ctx, a);
                ctx.zext(a, w)
            }
            Kind::SExt(a) => {
                let a = self.apply(ctx, a);
                ctx.sext(a, w)
            }
            Kind::FBin(op, a, b) => {
                let (a, b) = (self.apply(ctx, a), self.apply(ctx, b));
                ctx.fp_bin(op, a, b)
            }
            Kind::FCmp(op, a, b) => {
                let (a, b) = (self.apply(ctx, a), self.apply(ctx, b));
                ctx.fp_cmp(op, a, b)
            }
            Kind::FConv(op, a) => {
                let a = self.apply(ctx, a);
                ctx.fp_conv(op, a, w)
            }
        };
        self.exprs.insert(e, r);
        r
    }

    /// `a` with its leaves replaced, and the offset its indices move by.
    fn array(&mut self, ctx: &mut Ctx, a: ArrRef) -> (ArrRef, Option<ExprRef>) {
        if let Some(&r) = self.arrays.get(&a) {
            return r;
        }
        let r = match ctx.array_node(a).clone() {
            ArrNode::Symbolic { id, .. } => match self.leaves.array(ctx, id) {
                Some((to, shift)) => (to, (ctx.as_const(shift) != Some(0)).then_some(shift)),
                None => (a, None),
            },
            ArrNode::Constant { .. } => (a, None),
            ArrNode::Store {
                array,
                index,
                value,
            } => {
                let (base, shift) = self.array(ctx, array);
                let i = self.apply(ctx, index);
                let i = match shift {
                    Some(s) => ctx.add(i, s),
                    None => i,
                };
                let v = self.apply(ctx, value);
                (ctx.store(base, i, v), shift)
            }
        };
        self.arrays.insert(a, r);
        r
    }
}

/// Replaces whole symbolic arrays by others (same indices) and some variables by expressions,
/// and records the constants it meets: the renaming of one state's input objects and values
/// onto another's.
#[derive(Clone, Debug, Default)]
pub struct ArrayRenaming {
    /// Array `a` becomes `arrays[a]`.
    pub arrays: HashMap<ArrayId, ArrRef>,
    /// Variable `v` becomes `vars[v]`.
    pub vars: HashMap<VarId, ExprRef>,
    /// Constants of the expressions rewritten so far, with their widths.
    pub constants: Vec<(u128, Width)>,
}

impl Leaves for ArrayRenaming {
    fn var(&mut self, _: &mut Ctx, v: VarId, _: Width) -> Option<ExprRef> {
        self.vars.get(&v).copied()
    }
    fn constant(&mut self, _: &mut Ctx, value: u128, width: Width) -> Option<ExprRef> {
        self.constants.push((value, width));
        None
    }
    fn array(&mut self, ctx: &mut Ctx, a: ArrayId) -> Option<(ArrRef, ExprRef)> {
        let to = *self.arrays.get(&a)?;
        let w = ctx.index_width(to);
        Some((to, ctx.constant(0, w)))
    }
}
