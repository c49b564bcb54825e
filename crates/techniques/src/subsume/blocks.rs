//! The program's own blocks of two states at the same place (stack slots, globals, blocks
//! that are not input objects), paired in the order they were made. A callee's stack slots
//! get other numbers and addresses when the loops before the call allocated more blocks in
//! one state than in the other; subsumption compares them through this pairing, and a
//! pointer into a paired block through its partner's address, as it does input objects.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use memory::{RegionId, SVal};

use super::heapview::{span_of, HeapView};
use symex::exec::concrete_le;
use symex::State;

/// Live blocks of two states that are not input objects, paired in order.
pub struct BlockPairing {
    pairs: Vec<(RegionId, RegionId)>,
    to_new: HashMap<RegionId, RegionId>,
    /// `(base, end, partner's base)` of the stored blocks whose partner has another address,
    /// sorted by base.
    moved: Vec<(u64, u64, u64)>,
    /// `(base, end, ())` of those partners, sorted.
    moved_new: Vec<(u64, u64, ())>,
}

/// The live blocks of `st` that are not input objects or `hidden`, in the order they were
/// made.
pub fn own_blocks(st: &State, view: &HeapView, hidden: &HashSet<RegionId>) -> Vec<RegionId> {
    st.mem
        .iter()
        .filter(|(r, g)| g.live && !view.input_regions.contains_key(r) && !hidden.contains(r))
        .map(|(r, _)| r)
        .collect()
}

impl BlockPairing {
    /// The pairing of the stored state's blocks with the new state's; `None` when they are
    /// not alike one by one (number, size, kind, allocation site). The `hidden` blocks of
    /// each (frames left out, [`crate::collapse`]) take no part.
    pub fn new(
        s: &State,
        vs: &HeapView,
        hidden_s: &HashSet<RegionId>,
        n: &State,
        vn: &HeapView,
        hidden_n: &HashSet<RegionId>,
    ) -> Option<BlockPairing> {
        let (ls, ln) = (own_blocks(s, vs, hidden_s), own_blocks(n, vn, hidden_n));
        if ls.len() != ln.len() {
            return None;
        }
        let mut out = BlockPairing {
            pairs: Vec::with_capacity(ls.len()),
            to_new: HashMap::default(),
            moved: Vec::new(),
            moved_new: Vec::new(),
        };
        for (&ra, &rb) in ls.iter().zip(&ln) {
            let (a, b) = (s.mem.region(ra), n.mem.region(rb));
            if (a.size, a.kind, a.read_only, a.limit, a.site)
                != (b.size, b.kind, b.read_only, b.limit, b.site)
            {
                return None;
            }
            if a.base != b.base {
                let end = |base: u64| base + a.size.max(1);
                out.moved.push((a.base, end(a.base), b.base));
                out.moved_new.push((b.base, end(b.base), ()));
            }
            out.pairs.push((ra, rb));
            out.to_new.insert(ra, rb);
        }
        out.moved.sort_unstable();
        out.moved_new.sort_unstable();
        Some(out)
    }

    /// The pairs, stored block first.
    pub fn pairs(&self) -> &[(RegionId, RegionId)] {
        &self.pairs
    }

    /// The new state's block paired with the stored state's block `r`.
    pub fn partner(&self, r: RegionId) -> Option<RegionId> {
        self.to_new.get(&r).copied()
    }

    /// Whether a stored value `x` and a new value `y` are the same, an address into a block
    /// that moved standing for its partner's address at the same offset.
    pub fn same_value(&self, x: u128, y: u128) -> bool {
        match span_of(&self.moved, x) {
            Some((off, base)) => y == u128::from(base) + u128::from(off),
            None => x == y && !self.in_moved_new(y),
        }
    }

    /// Matches the windows of `a` (stored) and `b` (new) not yet `covered` that hold an
    /// address into a block that moved: both sides must, at the same offset of partners.
    /// Marks them covered; false on a mismatch.
    pub fn match_moved_words(
        &self,
        a: &[SVal],
        b: &[SVal],
        pw: usize,
        covered: &mut [bool],
    ) -> bool {
        if self.moved.is_empty() {
            return true;
        }
        let mut i = 0;
        while i + pw <= a.len().min(b.len()) {
            if covered[i..i + pw].iter().any(|&c| c) {
                i += 1;
                continue;
            }
            let (x, y) = (concrete_le(&a[i..i + pw]), concrete_le(&b[i..i + pw]));
            let from = x.and_then(|x| span_of(&self.moved, x));
            let to = y.filter(|&y| self.in_moved_new(y));
            match (from, to) {
                (None, None) => {
                    i += 1;
                    continue;
                }
                (Some((off, base)), Some(y)) if y == u128::from(base) + u128::from(off) => {
                    covered[i..i + pw].iter_mut().for_each(|c| *c = true);
                    i += pw;
                }
                _ => return false,
            }
        }
        true
    }

    /// Whether some block moved (its partner has another address).
    pub fn any_moved(&self) -> bool {
        !self.moved.is_empty()
    }

    /// Whether `addr` falls in a stored block whose partner has another address.
    pub fn in_moved(&self, addr: u128) -> bool {
        span_of(&self.moved, addr).is_some()
    }

    /// Whether `addr` falls in a new block whose partner has another address.
    pub fn in_moved_new(&self, addr: u128) -> bool {
        span_of(&self.moved_new, addr).is_some()
    }
}
