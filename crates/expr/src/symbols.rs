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

    /// What is known of `item`'s symbols.
    fn sym_slot(&self, item: Item) -> &SymSlot {
        let slot = match item {
            Item::E(e) => self.sym_e.get(e.0 as usize),
            Item::A(a) => self.sym_a.get(a.0 as usize),
        };
        slot.unwrap_or(&SymSlot::Unknown)
    }

    fn set_sym_slot(&mut self, item: Item, slot: SymSlot) {
        match item {
            Item::E(e) => self.sym_e[e.0 as usize] = slot,
            Item::A(a) => self.sym_a[a.0 as usize] = slot,
        }
    }

    /// Implements [`Ctx::symbols`]. Every node under `root` not seen before gets its set
    /// bottom-up, kept while it has at most [`CACHED_SYMBOLS`] symbols: the conditions of a
    /// long run share their operands (a loop's running product, a stack slot), and asking
    /// each condition's set would otherwise walk its whole history again. A node above the
    /// limit is marked as such, and a root above it is answered by one walk that collects
    /// leaves and the sets of cached nodes (without recursion: expressions can be very
    /// deep). Only that root keeps its large set, so a long chain (a checksum over every
    /// byte) asked at its end costs linear, not quadratic, memory.
    pub(crate) fn symbols_of(&mut self, root: ExprRef) -> Arc<Symbols> {
        if let SymSlot::Known(s) = self.sym_slot(Item::E(root)) {
            return s.clone();
        }
        self.sym_e.resize(self.nodes.len(), SymSlot::Unknown);
        self.sym_a.resize(self.arrays.len(), SymSlot::Unknown);
        self.cache_small(root);
        if let SymSlot::Known(s) = self.sym_slot(Item::E(root)) {
            return s.clone();
        }
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
            if let SymSlot::Known(s) = self.sym_slot(item) {
                if !s.vars.is_empty() || !s.arrays.is_empty() {
                    cached.push(s.clone());
                }
                continue;
            }
            self.own_symbol(item, &mut leaves);
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
        self.sym_e[root.0 as usize] = SymSlot::Known(result.clone());
        result
    }

    /// Adds the variable or symbolic array `item` is (if it is one) to `leaves`.
    fn own_symbol(&self, item: Item, leaves: &mut Symbols) {
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
    }

    /// Computes the set of every node under `root` whose slot is unknown, children first,
    /// and stores it, or [`SymSlot::Many`] for a node with more than [`CACHED_SYMBOLS`] or
    /// above such a node.
    fn cache_small(&mut self, root: ExprRef) {
        let mut stack = vec![(Item::E(root), false)];
        while let Some((item, ready)) = stack.pop() {
            if !matches!(self.sym_slot(item), SymSlot::Unknown) {
                continue;
            }
            let children = self.sym_children(item);
            if !ready {
                stack.push((item, true));
                for c in children.into_iter().flatten() {
                    if matches!(self.sym_slot(c), SymSlot::Unknown) {
                        stack.push((c, false));
                    }
                }
                continue;
            }
            let mut own = Symbols::default();
            self.own_symbol(item, &mut own);
            let mut acc = if own.vars.is_empty() && own.arrays.is_empty() {
                self.no_symbols.clone()
            } else {
                Arc::new(own)
            };
            let mut slot = None;
            for c in children.into_iter().flatten() {
                match self.sym_slot(c) {
                    SymSlot::Known(s) => acc = union(&acc, s),
                    // Every child was settled before its parent: `Unknown` cannot occur.
                    SymSlot::Many | SymSlot::Unknown => {
                        slot = Some(SymSlot::Many);
                        break;
                    }
                }
            }
            let slot = slot.unwrap_or_else(|| {
                if acc.vars.len() + acc.arrays.len() > CACHED_SYMBOLS {
                    SymSlot::Many
                } else {
                    SymSlot::Known(acc)
                }
            });
            self.set_sym_slot(item, slot);
        }
    }
}

/// Symbol sets of at most this many symbols are kept at every node (sets are shared by
/// `Arc` where a node adds no symbol to its operands', so most nodes cost a pointer).
const CACHED_SYMBOLS: usize = 64;

/// What is known of a node's symbols.
#[derive(Clone, Debug, Default)]
pub(crate) enum SymSlot {
    /// Not computed yet.
    #[default]
    Unknown,
    Known(Arc<Symbols>),
    /// More than [`CACHED_SYMBOLS`] (under this node or at it): walked through when asked.
    Many,
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
