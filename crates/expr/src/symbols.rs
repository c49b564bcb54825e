//! The symbols an expression depends on, computed bottom-up once per node and shared by `Arc`.

use std::sync::Arc;

use crate::hash::FxHashSet;
use crate::{ArrNode, ArrRef, Ctx, ExprRef, Kind, Symbols};

/// A node of either sort.
#[derive(Clone, Copy)]
enum Item {
    E(ExprRef),
    A(ArrRef),
}

/// The length of the union of two sorted, duplicate-free lists.
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
                | Kind::FConv(_, x)
                | Kind::Extract { e: x, .. } => [Some(Item::E(x)), None, None],
                Kind::Bin(_, x, y)
                | Kind::Cmp(_, x, y)
                | Kind::Concat(x, y)
                | Kind::FBin(_, x, y)
                | Kind::FCmp(_, x, y) => [Some(Item::E(x)), Some(Item::E(y)), None],
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
            // Arrays are walked through (their symbols are never asked for alone).
            Item::A(_) => None,
        }
    }

    /// Implements [`Ctx::symbols`]: one walk over the uncached part of the DAG (without
    /// recursion: expressions can be very deep), reusing the sets of nodes asked before. Only
    /// the asked node is cached, so a long chain asked at its end costs linear, not quadratic,
    /// memory.
    pub(crate) fn symbols_of(&mut self, root: ExprRef) -> Arc<Symbols> {
        if let Some(s) = self.sym_cache.get(root.0 as usize).and_then(Option::as_ref) {
            return s.clone();
        }
        self.sym_cache.resize(self.nodes.len(), None);
        let mut seen_e: FxHashSet<ExprRef> = FxHashSet::default();
        let mut seen_a: FxHashSet<ArrRef> = FxHashSet::default();
        let mut leaves = Symbols::default();
        let mut cached: Vec<Arc<Symbols>> = Vec::new();
        let mut stack = vec![Item::E(root)];
        while let Some(item) = stack.pop() {
            let fresh = match item {
                Item::E(e) => seen_e.insert(e),
                Item::A(a) => seen_a.insert(a),
            };
            if !fresh {
                continue;
            }
            if let Some(s) = self.sym_cached(item) {
                if !s.vars.is_empty() || !s.arrays.is_empty() {
                    cached.push(s.clone());
                }
                continue;
            }
            match item {
                Item::E(e) => {
                    if let Kind::Var(v) = self.kind(e) {
                        leaves.vars.push(v);
                    }
                }
                Item::A(a) => {
                    if let ArrNode::Symbolic { id, .. } = *self.array_node(a) {
                        leaves.arrays.push(id);
                    }
                }
            }
            stack.extend(self.sym_children(item).into_iter().flatten());
        }
        leaves.vars.sort_unstable();
        leaves.vars.dedup();
        leaves.arrays.sort_unstable();
        leaves.arrays.dedup();
        let mut acc: Option<Arc<Symbols>> = None;
        if !leaves.vars.is_empty() || !leaves.arrays.is_empty() {
            acc = Some(Arc::new(leaves));
        }
        for s in &cached {
            acc = Some(match acc {
                None => s.clone(),
                Some(prev) => union(&prev, s),
            });
        }
        let result = acc.unwrap_or_else(|| self.no_symbols.clone());
        self.sym_cache[root.0 as usize] = Some(result.clone());
        result
    }
}

impl Ctx {
    /// How deeply `e` nests: 1 for a leaf, else one more than its deepest operand (arrays
    /// count as nodes: a chain of n stores is n deep). Cached per node; computed without
    /// recursion.
    pub fn depth(&mut self, e: ExprRef) -> u32 {
        self.depth_e.resize(self.nodes.len(), 0);
        self.depth_a.resize(self.arrays.len(), 0);
        let mut stack = vec![(Item::E(e), false)];
        while let Some((item, expanded)) = stack.pop() {
            if self.known_depth(item) > 0 {
                continue;
            }
            let children = self.sym_children(item);
            if expanded {
                let deepest = children
                    .iter()
                    .flatten()
                    .map(|&c| self.known_depth(c))
                    .max()
                    .unwrap_or(0);
                match item {
                    Item::E(x) => self.depth_e[x.0 as usize] = deepest + 1,
                    Item::A(a) => self.depth_a[a.0 as usize] = deepest + 1,
                }
            } else {
                stack.push((item, true));
                stack.extend(
                    children
                        .into_iter()
                        .flatten()
                        .filter(|&c| self.known_depth(c) == 0)
                        .map(|c| (c, false)),
                );
            }
        }
        self.depth_e[e.0 as usize]
    }

    /// The cached depth of `item` (0: not computed).
    fn known_depth(&self, item: Item) -> u32 {
        match item {
            Item::E(e) => self.depth_e[e.0 as usize],
            Item::A(a) => self.depth_a[a.0 as usize],
        }
    }
}
