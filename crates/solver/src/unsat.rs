//! The symbols of the questions answered "unsatisfiable": what an interpolant must keep.
//!
//! A question `C ∧ e` found unsatisfiable stays so under any `C'` that implies the
//! constraints of `C` related (sharing symbols, transitively) to `e`. Recording the symbols
//! of that slice is enough to rebuild such a `C'` later: the constraints of a path condition
//! that mention one of them (see `engine::sym::reuse`).

use std::collections::BTreeSet;

use expr::{ArrayId, Ctx, ExprRef, VarId};

/// Symbols of unsatisfiable questions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UnsatSymbols {
    /// Scalar variables.
    pub vars: BTreeSet<VarId>,
    /// Arrays.
    pub arrays: BTreeSet<ArrayId>,
}

impl UnsatSymbols {
    /// Adds the symbols of `e`.
    pub fn add_expr(&mut self, ctx: &mut Ctx, e: ExprRef) {
        let s = ctx.symbols(e);
        self.vars.extend(s.vars.iter().copied());
        self.arrays.extend(s.arrays.iter().copied());
    }

    /// Adds the symbols of `other`.
    pub fn extend(&mut self, other: &UnsatSymbols) {
        self.vars.extend(other.vars.iter().copied());
        self.arrays.extend(other.arrays.iter().copied());
    }

    /// Whether `e` mentions one of these symbols.
    pub fn touches(&self, ctx: &mut Ctx, e: ExprRef) -> bool {
        let s = ctx.symbols(e);
        s.vars.iter().any(|v| self.vars.contains(v))
            || s.arrays.iter().any(|a| self.arrays.contains(a))
    }

    /// Whether nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.vars.is_empty() && self.arrays.is_empty()
    }

    /// Records the question `constraints ∧ extra` that was found unsatisfiable.
    pub(crate) fn record(
        &mut self,
        ctx: &mut Ctx,
        constraints: &[ExprRef],
        extra: Option<ExprRef>,
    ) {
        match extra {
            Some(e) => {
                for c in crate::slicing::slice(ctx, constraints, e) {
                    self.add_expr(ctx, c);
                }
                self.add_expr(ctx, e);
            }
            None => {
                for &c in constraints {
                    self.add_expr(ctx, c);
                }
            }
        }
    }
}
