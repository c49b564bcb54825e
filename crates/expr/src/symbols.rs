//! The symbols an expression depends on, computed bottom-up once per node and shared by `Arc`.

use std::sync::Arc;

use crate::{ArrNode, ArrRef, Ctx, ExprRef, Kind, Symbols};

/// A node of either sort.
#[derive(Clone, Copy)]
enum Item {
    E(ExprRef),
    A(ArrRef),
}

/// The union of two sorted, duplicate-free lists, or `None` when it is `a` or `b` itself.
fn union_len<T: Ord + Copy>(a: &[T], b: &[T]) -> usize {
    let (mut i, mut j, mut n) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                i += 1;
                j += 1;
            }
        }
        n += 1;
    }
    n + (a.len() - i) + (b.len() - j)
}

/// Merges two sorted, duplicate-free lists.
fn merge<T: Ord + Copy>(a: &[T], b: &[T]) -> Vec<T> {
    let mut out = Vec::with_capacity(union_len(a, b));
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => {
                out.push(a[i]);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(b[j]);
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

/// `a ∪ b`, reusing `a` or `b` when one contains the other (no allocation then).
fn union(a: &Arc<Symbols>, b: &Arc<Symbols>) -> Arc<Symbols> {
    if Arc::ptr_eq(a, b) {
        return a.clone();
    }
    let nv = union_len(&a.vars, &b.vars);
    let na = union_len(&a.arrays, &b.arrays);
    if nv == a.vars.len() && na == a.arrays.len() {
        return a.clone();
    }
    if nv == b.vars.len() && na == b.arrays.len() {
        return b.clone();
    }
    Arc::new(Symbols {
        vars: merge(&a.vars, &b.vars),
        arrays: merge(&a.arrays, &b.arrays),
    })
}

impl Ctx {
    /// The children of a node (at most three).
    fn sym_children(&self, item: Item) -> [Option<Item>; 3] {
        match item {
            Item::E(e) => match self.kind(e) {
                Kind::Const(_) | Kind::Var(_) => [None, None, None],
                Kind::Select { array, index } => [Some(Item::A(array)), Some(Item::E(index)), None],
                Kind::Not(x)
                | Kind::Neg(x)
                | Kind::ZExt(x)
                | Kind::SExt(x)
                | Kind::Extract { e: x, .. } => [Some(Item::E(x)), None, None],
                Kind::Bin(_, x, y) | Kind::Cmp(_, x, y) | Kind::Concat(x, y) => {
                    [Some(Item::E(x)), Some(Item::E(y)), None]
                }
                Kind::Ite(c, t, f) => [Some(Item::E(c)), Some(Item::E(t)), Some(Item::E(f))],
            },
            Item::A(a) => match *self.array_node(a) {
                ArrNode::Store {
                    array,
                    index,
                    value,
                } => [
                    Some(Item::A(array)),
                    Some(Item::E(index)),
                    Some(Item::E(value)),
                ],
                ArrNode::Symbolic { .. } | ArrNode::Constant { .. } => [None, None, None],
            },
        }
    }

    /// The cached symbols of `item`, if computed.
    fn sym_cached(&self, item: Item) -> Option<&Arc<Symbols>> {
        match item {
            Item::E(e) => self.sym_cache[e.0 as usize].as_ref(),
            Item::A(a) => self.array_sym_cache[a.0 as usize].as_ref(),
        }
    }

    /// The symbols of a leaf (or `None` for an inner node).
    fn sym_leaf(&self, item: Item) -> Option<Arc<Symbols>> {
        match item {
            Item::E(e) => match self.kind(e) {
                Kind::Const(_) => Some(self.no_symbols.clone()),
                Kind::Var(v) => Some(Arc::new(Symbols {
                    vars: vec![v],
                    arrays: Vec::new(),
                })),
                _ => None,
            },
            Item::A(a) => match *self.array_node(a) {
                ArrNode::Symbolic { id, .. } => Some(Arc::new(Symbols {
                    vars: Vec::new(),
                    arrays: vec![id],
                })),
                ArrNode::Constant { .. } => Some(self.no_symbols.clone()),
                ArrNode::Store { .. } => None,
            },
        }
    }

    /// Implements [`Ctx::symbols`] without recursion (expressions can be very deep).
    pub(crate) fn symbols_of(&mut self, root: ExprRef) -> Arc<Symbols> {
        if let Some(s) = self.sym_cache.get(root.0 as usize).and_then(Option::as_ref) {
            return s.clone();
        }
        self.sym_cache.resize(self.nodes.len(), None);
        self.array_sym_cache.resize(self.arrays.len(), None);
        let mut stack = vec![Item::E(root)];
        while let Some(&item) = stack.last() {
            if self.sym_cached(item).is_some() {
                stack.pop();
                continue;
            }
            let result = match self.sym_leaf(item) {
                Some(s) => s,
                None => {
                    let children = self.sym_children(item);
                    let mut missing = false;
                    for c in children.into_iter().flatten() {
                        if self.sym_cached(c).is_none() {
                            stack.push(c);
                            missing = true;
                        }
                    }
                    if missing {
                        continue;
                    }
                    let mut acc: Option<Arc<Symbols>> = None;
                    for c in children.into_iter().flatten() {
                        let s = self.sym_cached(c).expect("children computed first");
                        acc = Some(match acc {
                            None => s.clone(),
                            Some(prev) => union(&prev, s),
                        });
                    }
                    acc.unwrap_or_else(|| self.no_symbols.clone())
                }
            };
            match item {
                Item::E(e) => self.sym_cache[e.0 as usize] = Some(result),
                Item::A(a) => self.array_sym_cache[a.0 as usize] = Some(result),
            }
            stack.pop();
        }
        self.sym_cache[root.0 as usize]
            .clone()
            .expect("root computed")
    }
}
