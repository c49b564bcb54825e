//! SMT-LIB-like text of expressions, for diagnostics and tests.

use std::fmt::Write;

use crate::{ArrNode, ArrRef, BinOp, CmpOp, Ctx, ExprRef, FpBin, FpCmp, FpConv, Kind};

/// Subterms nested deeper than this print as `@id` (node id) instead.
const MAX_DEPTH: usize = 256;
/// Once the text is this long, the remaining subterms print as `@id`.
const MAX_LEN: usize = 1 << 20;
/// Constant arrays show at most this many bytes.
const MAX_BYTES: usize = 32;

/// The SMT-LIB name of a binary operator (width 1 uses the Boolean names).
fn bin_name(op: BinOp, boolean: bool) -> &'static str {
    match (op, boolean) {
        (BinOp::And, true) => "and",
        (BinOp::Or, true) => "or",
        (BinOp::Xor, true) => "xor",
        (BinOp::Add, _) => "bvadd",
        (BinOp::Sub, _) => "bvsub",
        (BinOp::Mul, _) => "bvmul",
        (BinOp::UDiv, _) => "bvudiv",
        (BinOp::SDiv, _) => "bvsdiv",
        (BinOp::URem, _) => "bvurem",
        (BinOp::SRem, _) => "bvsrem",
        (BinOp::Shl, _) => "bvshl",
        (BinOp::LShr, _) => "bvlshr",
        (BinOp::AShr, _) => "bvashr",
        (BinOp::And, _) => "bvand",
        (BinOp::Or, _) => "bvor",
        (BinOp::Xor, _) => "bvxor",
    }
}

/// The SMT-LIB name of a comparison.
fn cmp_name(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Eq => "=",
        CmpOp::Ult => "bvult",
        CmpOp::Ule => "bvule",
        CmpOp::Slt => "bvslt",
        CmpOp::Sle => "bvsle",
    }
}

/// The printer state.
struct Printer<'a> {
    ctx: &'a Ctx,
    out: String,
}

impl Printer<'_> {
    fn expr(&mut self, e: ExprRef, depth: usize) {
        if depth > MAX_DEPTH || self.out.len() > MAX_LEN {
            let _ = write!(self.out, "@{}", e.0);
            return;
        }
        let node = self.ctx.node(e);
        let w = node.width;
        let d = depth + 1;
        match node.kind {
            Kind::Const(c) if w == 1 => self.out.push_str(if c == 1 { "true" } else { "false" }),
            Kind::Const(c) => {
                let _ = write!(self.out, "(_ bv{c} {w})");
            }
            Kind::Var(v) => self.out.push_str(self.ctx.var_info(v).0),
            Kind::Select { array, index } => {
                self.out.push_str("(select ");
                self.array(array, d);
                self.out.push(' ');
                self.expr(index, d);
                self.out.push(')');
            }
            Kind::Not(x) => self.app(if w == 1 { "not" } else { "bvnot" }, &[x], d),
            Kind::Neg(x) => self.app("bvneg", &[x], d),
            Kind::Bin(op, x, y) => self.app(bin_name(op, w == 1), &[x, y], d),
            Kind::Cmp(op, x, y) => self.app(cmp_name(op), &[x, y], d),
            Kind::Ite(c, t, f) => self.app("ite", &[c, t, f], d),
            Kind::Concat(h, l) => self.app("concat", &[h, l], d),
            Kind::Extract { e: x, lo } => {
                let _ = write!(self.out, "((_ extract {} {lo}) ", lo + w - 1);
                self.expr(x, d);
                self.out.push(')');
            }
            Kind::ZExt(x) => {
                let _ = write!(self.out, "((_ zero_extend {}) ", w - self.ctx.width(x));
                self.expr(x, d);
                self.out.push(')');
            }
            Kind::SExt(x) => {
                let _ = write!(self.out, "((_ sign_extend {}) ", w - self.ctx.width(x));
                self.expr(x, d);
                self.out.push(')');
            }
            Kind::FBin(op, x, y) => {
                let name = match op {
                    FpBin::Add => "fp.add",
                    FpBin::Sub => "fp.sub",
                    FpBin::Mul => "fp.mul",
                    FpBin::Div => "fp.div",
                };
                self.app(name, &[x, y], d)
            }
            Kind::FCmp(op, x, y) => {
                let name = match op {
                    FpCmp::Eq => "fp.eq",
                    FpCmp::Lt => "fp.lt",
                    FpCmp::Le => "fp.leq",
                    FpCmp::Uno => "fp.unordered",
                };
                self.app(name, &[x, y], d)
            }
            Kind::FConv(op, x) => {
                let name = match op {
                    FpConv::ToSigned => "fp.to_sbv",
                    FpConv::FromSigned => "to_fp_signed",
                    FpConv::FromUnsigned => "to_fp_unsigned",
                    FpConv::Resize => "to_fp",
                };
                let _ = write!(self.out, "((_ {name} {w}) ");
                self.expr(x, d);
                self.out.push(')');
            }
        }
    }

    fn app(&mut self, name: &str, args: &[ExprRef], depth: usize) {
        self.out.push('(');
        self.out.push_str(name);
        for &a in args {
            self.out.push(' ');
            self.expr(a, depth);
        }
        self.out.push(')');
    }

    fn array(&mut self, a: ArrRef, depth: usize) {
        if depth > MAX_DEPTH || self.out.len() > MAX_LEN {
            let _ = write!(self.out, "@a{}", a.0);
            return;
        }
        match self.ctx.array_node(a) {
            ArrNode::Symbolic { id, .. } => self.out.push_str(self.ctx.array_info(*id).0),
            ArrNode::Constant { bytes, .. } => {
                self.out.push_str("(bytes #x");
                for b in bytes.iter().take(MAX_BYTES) {
                    let _ = write!(self.out, "{b:02x}");
                }
                if bytes.len() > MAX_BYTES {
                    let _ = write!(self.out, "... {} bytes", bytes.len());
                }
                self.out.push(')');
            }
            &ArrNode::Store {
                array,
                index,
                value,
            } => {
                self.out.push_str("(store ");
                self.array(array, depth + 1);
                self.out.push(' ');
                self.expr(index, depth + 1);
                self.out.push(' ');
                self.expr(value, depth + 1);
                self.out.push(')');
            }
        }
    }
}

/// Implements [`Ctx::display`]: subterms deeper than 256 levels, or past 1 MiB of text, print
/// as `@id`; variables and arrays print as their names.
pub(crate) fn display(ctx: &Ctx, e: ExprRef) -> String {
    let mut p = Printer {
        ctx,
        out: String::new(),
    };
    p.expr(e, 0);
    p.out
}
