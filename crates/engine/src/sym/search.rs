//! Searchers: which state runs next.

use std::collections::{HashSet, VecDeque};

use ir::FuncId;

use super::state::State;

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
}

/// The pool of runnable states.
#[derive(Debug)]
pub struct Searcher {
    kind: SearchKind,
    states: VecDeque<State>,
    rng: u64,
    turn: u64,
    /// Blocks (function, block) some state has entered.
    pub covered: HashSet<(FuncId, u32)>,
}

impl Searcher {
    /// An empty pool.
    pub fn new(kind: SearchKind, seed: u64) -> Searcher {
        Searcher {
            kind,
            states: VecDeque::new(),
            rng: seed | 1,
            turn: 0,
            covered: HashSet::new(),
        }
    }

    /// The runnable states (e.g. to turn unfinished paths into tests when time is up).
    pub fn states(&self) -> impl Iterator<Item = &State> {
        self.states.iter()
    }

    /// Number of runnable states.
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// Whether no state is left.
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// Adds a state.
    pub fn push(&mut self, st: State) {
        self.states.push_back(st);
    }

    /// Adds the states of one fork, the one that went on first.
    pub fn push_fork(&mut self, mut all: Vec<State>) {
        if self.kind == SearchKind::LoopDeep {
            // Stable: states as deep in loops keep their order; the deepest is popped first.
            all.sort_by_key(|s| s.loops.counter.depth_key());
        }
        for s in all {
            self.states.push_back(s);
        }
    }

    /// Marks the block `st` is in as covered.
    pub fn cover(&mut self, st: &State) {
        if let Some(f) = st.top() {
            self.covered.insert((f.func, f.block));
        }
    }

    fn next_rand(&mut self) -> u64 {
        // xorshift64*: deterministic for a given seed, so runs are reproducible.
        self.rng ^= self.rng >> 12;
        self.rng ^= self.rng << 25;
        self.rng ^= self.rng >> 27;
        self.rng.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Takes the next state to run.
    pub fn pop(&mut self) -> Option<State> {
        if self.states.is_empty() {
            return None;
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
        let i = match kind {
            SearchKind::Dfs | SearchKind::LoopDeep => self.states.len() - 1,
            SearchKind::Bfs => 0,
            SearchKind::RandomPath => self.random_path(),
            SearchKind::CoverageNew | SearchKind::Interleaved => self.coverage_new(),
        };
        self.states.swap_remove_back(i)
    }

    fn random_path(&mut self) -> usize {
        let min = self
            .states
            .iter()
            .map(|s| s.decisions.len())
            .min()
            .unwrap_or(0);
        // Sample a depth level with probability halving per extra decision, then a state at it.
        let mut extra = 0usize;
        while self.next_rand() & 1 == 1 && extra < 64 {
            extra += 1;
        }
        let target = min + extra;
        let best = self
            .states
            .iter()
            .enumerate()
            .min_by_key(|(_, s)| s.decisions.len().abs_diff(target))
            .map_or(0, |(i, _)| i);
        let same: Vec<usize> = (0..self.states.len())
            .filter(|&i| self.states[i].decisions.len() == self.states[best].decisions.len())
            .collect();
        same[(self.next_rand() % same.len() as u64) as usize]
    }

    fn coverage_new(&mut self) -> usize {
        let fresh: Vec<usize> = (0..self.states.len())
            .filter(|&i| {
                self.states[i]
                    .top()
                    .is_some_and(|f| !self.covered.contains(&(f.func, f.block)))
            })
            .collect();
        if fresh.is_empty() {
            (self.next_rand() % self.states.len() as u64) as usize
        } else {
            fresh[(self.next_rand() % fresh.len() as u64) as usize]
        }
    }
}
