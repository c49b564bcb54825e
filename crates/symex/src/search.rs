//! Searchers: which state runs next.
//!
//! Every strategy selects in O(log n) or amortised O(1): with 10⁵ pending states a linear scan
//! per step costs more than running the states.

use rustc_hash::FxHashSet as HashSet;
use std::collections::{BTreeMap, VecDeque};

use indexmap::{IndexMap, IndexSet};
use ir::FuncId;

use crate::state::State;

/// The exploration strategies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchKind {
    /// Depth-first: the newest state.
    Dfs,
    /// Breadth-first: the oldest state.
    Bfs,
    /// KLEE's random path: states with fewer branch decisions are exponentially more likely.
    RandomPath,
    /// States about to run code not yet covered first.
    CoverageNew,
    /// KLEE's default: random path and coverage-new, alternating.
    Interleaved,
    /// Depth-first, and of the states a fork makes, the one that stays inside the most loop
    /// entries first: drives a loop to its largest iteration count before anything else.
    LoopDeep,
}

impl SearchKind {
    /// Parses a name as used on the command line.
    pub fn parse(s: &str) -> Option<SearchKind> {
        Some(match s {
            "dfs" => SearchKind::Dfs,
            "bfs" => SearchKind::Bfs,
            "random-path" => SearchKind::RandomPath,
            "coverage-new" | "nurs:covnew" => SearchKind::CoverageNew,
            "default" | "interleaved" => SearchKind::Interleaved,
            "loop-deep" => SearchKind::LoopDeep,
            _ => return None,
        })
    }

    /// Whether states are taken in the order they came (no random choice).
    fn ordered(self) -> bool {
        matches!(
            self,
            SearchKind::Dfs | SearchKind::Bfs | SearchKind::LoopDeep
        )
    }
}

/// A block of a function, as the coverage heuristics count it.
type BlockKey = (FuncId, u32);

/// Where a state is about to run.
fn block_of(st: &State) -> Option<BlockKey> {
    st.top().map(|f| (f.func, f.block))
}

/// States indexed for the randomised strategies.
#[derive(Debug, Default)]
struct Indexed {
    next_id: u64,
    states: IndexMap<u64, State>,
    /// State ids by number of branch decisions (random path samples a depth, then a state).
    by_depth: BTreeMap<usize, IndexSet<u64>>,
    /// State ids by the block they are about to run, for blocks not yet covered only.
    fresh: IndexMap<BlockKey, IndexSet<u64>>,
}

impl Indexed {
    fn push(&mut self, st: State, covered: &HashSet<BlockKey>) {
        let id = self.next_id;
        self.next_id += 1;
        self.by_depth
            .entry(st.decisions.len())
            .or_default()
            .insert(id);
        if let Some(b) = block_of(&st).filter(|b| !covered.contains(b)) {
            self.fresh.entry(b).or_default().insert(id);
        }
        self.states.insert(id, st);
    }

    fn remove(&mut self, id: u64) -> Option<State> {
        let st = self.states.swap_remove(&id)?;
        let d = st.decisions.len();
        if let Some(set) = self.by_depth.get_mut(&d) {
            set.swap_remove(&id);
            if set.is_empty() {
                self.by_depth.remove(&d);
            }
        }
        if let Some(b) = block_of(&st) {
            if let Some(set) = self.fresh.get_mut(&b) {
                set.swap_remove(&id);
                if set.is_empty() {
                    self.fresh.swap_remove(&b);
                }
            }
        }
        Some(st)
    }
}

/// The pending states, kept as the strategy needs them.
#[derive(Debug)]
enum Pool {
    Ordered(VecDeque<State>),
    Indexed(Indexed),
}

/// The pool of runnable states.
#[derive(Debug)]
pub struct Searcher {
    kind: SearchKind,
    pool: Pool,
    rng: u64,
    turn: u64,
    /// Blocks (function, block) some state has entered.
    covered: HashSet<BlockKey>,
    /// Pending states above which the randomised strategies turn depth-first until the pool
    /// is down to three quarters of it: finishing paths keeps the exploration under its state
    /// limit instead of stopping it there.
    drain_above: usize,
    draining: bool,
}

impl Searcher {
    /// An empty pool.
    pub fn new(kind: SearchKind, seed: u64) -> Searcher {
        let pool = if kind.ordered() {
            Pool::Ordered(VecDeque::new())
        } else {
            Pool::Indexed(Indexed::default())
        };
        Searcher {
            kind,
            pool,
            rng: seed | 1,
            turn: 0,
            covered: HashSet::default(),
            drain_above: usize::MAX,
            draining: false,
        }
    }

    /// The pool as it is, leaving an empty one of the same kind in its place.
    pub fn take(&mut self) -> Searcher {
        let empty = Searcher::new(self.kind, self.rng);
        std::mem::replace(self, empty)
    }

    /// Sets the number of pending states above which paths are finished before new ones start.
    pub fn set_drain_above(&mut self, n: usize) {
        self.drain_above = n.max(1);
    }

    /// The runnable states (e.g. to turn unfinished paths into tests when time is up).
    pub fn states(&self) -> Box<dyn Iterator<Item = &State> + '_> {
        match &self.pool {
            Pool::Ordered(q) => Box::new(q.iter()),
            Pool::Indexed(ix) => Box::new(ix.states.values()),
        }
    }

    /// Number of runnable states.
    pub fn len(&self) -> usize {
        match &self.pool {
            Pool::Ordered(q) => q.len(),
            Pool::Indexed(ix) => ix.states.len(),
        }
    }

    /// Whether no state is left.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Blocks some state has been about to run when it was chosen.
    pub fn covered(&self) -> &HashSet<(FuncId, u32)> {
        &self.covered
    }

    /// Adds a state.
    pub fn push(&mut self, st: State) {
        match &mut self.pool {
            Pool::Ordered(q) => q.push_back(st),
            Pool::Indexed(ix) => ix.push(st, &self.covered),
        }
    }

    /// Adds the states of one fork, the one that went on first.
    pub fn push_fork(&mut self, mut all: Vec<State>) {
        if self.kind == SearchKind::LoopDeep {
            // Stable: states as deep in loops keep their order; the deepest is popped first.
            all.sort_by_key(|s| s.loops.counter.depth_key());
        }
        for s in all {
            self.push(s);
        }
    }

    /// Marks the block `st` is in as covered.
    pub fn cover(&mut self, st: &State) {
        if let Some(b) = block_of(st) {
            if self.covered.insert(b) {
                if let Pool::Indexed(ix) = &mut self.pool {
                    ix.fresh.swap_remove(&b);
                }
            }
        }
    }

    fn next_rand(&mut self) -> u64 {
        // xorshift64*: deterministic for a given seed, so runs are reproducible.
        self.rng ^= self.rng >> 12;
        self.rng ^= self.rng << 25;
        self.rng ^= self.rng >> 27;
        self.rng.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A uniform index below `n` (> 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next_rand() % n as u64) as usize
    }

    /// Takes the next state to run.
    pub fn pop(&mut self) -> Option<State> {
        let n = self.len();
        if n > self.drain_above {
            self.draining = true;
        } else if n <= self.drain_above / 4 * 3 {
            self.draining = false;
        }
        let kind = match self.kind {
            SearchKind::Interleaved => {
                self.turn += 1;
                if self.turn.is_multiple_of(2) {
                    SearchKind::RandomPath
                } else {
                    SearchKind::CoverageNew
                }
            }
            k => k,
        };
        let id = match &mut self.pool {
            Pool::Ordered(q) => {
                return if kind == SearchKind::Bfs {
                    q.pop_front()
                } else {
                    q.pop_back()
                };
            }
            Pool::Indexed(ix) if ix.states.is_empty() => return None,
            // The newest of the states with the most decisions: the closest to DFS's choice.
            Pool::Indexed(ix) if self.draining => ix
                .by_depth
                .last_key_value()
                .and_then(|(_, set)| set.last().copied()),
            Pool::Indexed(_) if kind == SearchKind::RandomPath => self.random_path(),
            Pool::Indexed(_) => self.coverage_new(),
        };
        match &mut self.pool {
            Pool::Indexed(ix) => ix.remove(id?),
            Pool::Ordered(_) => None,
        }
    }

    fn indexed(&self) -> Option<&Indexed> {
        match &self.pool {
            Pool::Indexed(ix) => Some(ix),
            Pool::Ordered(_) => None,
        }
    }

    /// A state of the depth nearest to a sampled one: depth `min + k` with probability 2^-(k+1).
    fn random_path(&mut self) -> Option<u64> {
        let mut extra = 0usize;
        while self.next_rand() & 1 == 1 && extra < 64 {
            extra += 1;
        }
        let ix = self.indexed()?;
        let min = *ix.by_depth.keys().next()?;
        let target = min + extra;
        let above = ix.by_depth.range(target..).next().map(|(d, _)| *d);
        let below = ix.by_depth.range(..target).next_back().map(|(d, _)| *d);
        let depth = match (below, above) {
            (Some(b), Some(a)) if target - b < a - target => b,
            (_, Some(a)) => a,
            (b, None) => b?,
        };
        let n = ix.by_depth.get(&depth)?.len();
        let k = self.below(n);
        self.indexed()?.by_depth.get(&depth)?.get_index(k).copied()
    }

    /// A state about to run a block nothing has run yet, else any state.
    fn coverage_new(&mut self) -> Option<u64> {
        let (blocks, n) = {
            let ix = self.indexed()?;
            (ix.fresh.len(), ix.states.len())
        };
        if blocks == 0 {
            let k = self.below(n);
            return self.indexed()?.states.get_index(k).map(|(id, _)| *id);
        }
        let b = self.below(blocks);
        let m = self.indexed()?.fresh.get_index(b)?.1.len();
        let k = self.below(m);
        self.indexed()?.fresh.get_index(b)?.1.get_index(k).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Decision, SFrame};
    use ir::LocId;

    /// A state `tag` (its id) with `depth` decisions, about to run `block` of function 0.
    fn state(tag: u64, depth: usize, block: u32) -> State {
        let mem = memory::SymMemory::from_concrete(&memory::Memory::new(8), 8);
        let mut st = State::new(mem);
        st.id = tag;
        st.frames.push(SFrame {
            func: FuncId(0),
            regs: crate::state::Regs::default(),
            pc: 0,
            block,
            ret_dst: None,
            alloca_mark: 0,
            va_area: 0,
            last_jump: LocId(0),
        });
        for _ in 0..depth {
            st.decisions.push_back(Decision {
                loc: LocId(0),
                func: FuncId(0),
                block: 0,
                succ: 0,
                via: None,
            });
        }
        st
    }

    fn order(s: &mut Searcher) -> Vec<u64> {
        std::iter::from_fn(|| s.pop().map(|st| st.id)).collect()
    }

    #[test]
    fn bfs_takes_the_oldest_and_dfs_the_newest() {
        for (kind, want) in [(SearchKind::Bfs, [1, 2, 3]), (SearchKind::Dfs, [3, 2, 1])] {
            let mut s = Searcher::new(kind, 7);
            for t in 1..=3 {
                s.push(state(t, 0, 0));
            }
            assert_eq!(order(&mut s), want);
        }
    }

    #[test]
    fn coverage_new_prefers_states_at_uncovered_blocks() {
        let mut s = Searcher::new(SearchKind::CoverageNew, 7);
        for t in 1..=50 {
            s.push(state(t, 0, 1));
        }
        s.push(state(99, 0, 2));
        // Block 1 is covered once a state there has been chosen; 2 is still new.
        s.cover(&state(0, 0, 1));
        assert_eq!(s.pop().map(|st| st.id), Some(99));
        // With nothing new left, every state still comes out, each once.
        let mut rest = order(&mut s);
        rest.sort_unstable();
        assert_eq!(rest, (1..=50).collect::<Vec<_>>());
    }

    #[test]
    fn random_path_favours_shallow_states() {
        let mut s = Searcher::new(SearchKind::RandomPath, 7);
        for t in 1..=20 {
            s.push(state(t, 40, 0));
        }
        s.push(state(100, 1, 0));
        // Depth 1 is chosen unless the sampled depth is nearer 40 than 1 (probability 2^-20).
        assert_eq!(s.pop().map(|st| st.id), Some(100));
        assert_eq!(s.len(), 20);
    }

    #[test]
    fn a_full_pool_finishes_its_deepest_states_first() {
        let mut s = Searcher::new(SearchKind::Interleaved, 7);
        s.set_drain_above(8);
        for t in 0..10 {
            s.push(state(t, t as usize, 0));
        }
        // Above 8 pending: the deepest states go first until 6 are left, then random again.
        let first: Vec<u64> = (0..4).filter_map(|_| s.pop().map(|st| st.id)).collect();
        assert_eq!(first, [9, 8, 7, 6]);
        assert_eq!(s.len(), 6);
        let mut rest = order(&mut s);
        rest.sort_unstable();
        assert_eq!(rest, [0, 1, 2, 3, 4, 5]);
    }
}
