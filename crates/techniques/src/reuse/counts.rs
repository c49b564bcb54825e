//! Loop counts as a subtree's result (`loopbound`): per loop, the most body executions of one
//! entry on any path below a node, with a path that reaches it.
//!
//! A path's counts are absolute (the core's [`semantics::loops::LoopStats`]: the largest
//! count of every loop entry that ended on the path, the running ones included at its end),
//! so a subtree's result depends on where its start stood: which loop entries run and at
//! which iteration, and the counts before it. A stored subtree therefore covers a new state
//! only when both run the same loop entries at the same iterations and the new state has
//! counted at least as much of every loop as the stored start had. Then each stored path
//! counts, from the new state, the larger of the new state's counts and its own, loop by
//! loop: where a stored path counted more than its start, those iterations were its own;
//! where it did not, the new state's count is at least as large. A loop's best over the
//! new subtree is then its best stored path's, provided that path stays feasible after the
//! new state's condition (the dominating condition, as with the heap mark): the interpolant
//! only says that no path does better.

use std::collections::BTreeMap;
use std::sync::Arc;

use expr::ExprRef;
use semantics::loops::LoopKey;
use symex::{Executor, State, SymInput};

/// A path's loop counts, with its condition and inputs (a model of them is an input that
/// runs it).
#[derive(Debug)]
pub struct CountPath {
    /// Its path condition.
    pub constraints: Vec<ExprRef>,
    /// The inputs it asked for.
    pub inputs: imbl::Vector<SymInput>,
    /// Per loop, the most body executions of one entry, sorted by loop.
    pub counts: Vec<(LoopKey, u32)>,
}

impl CountPath {
    /// `st`'s path as it ends: `body_running` as in [`semantics::loops::LoopStats::counts`].
    pub fn of(st: &State, body_running: bool) -> CountPath {
        let mut counts: Vec<(LoopKey, u32)> = st.loops.counts(body_running).into_iter().collect();
        counts.sort_unstable();
        CountPath {
            constraints: st.constraints.clone(),
            inputs: st.inputs.clone(),
            counts,
        }
    }
}

/// The best paths below a node: the first that ended (so that a subtree without loops
/// still has a path that reaches its end) and, per loop, one with the most iterations.
#[derive(Clone, Debug, Default)]
pub struct Counts {
    any: Option<Arc<CountPath>>,
    best: BTreeMap<LoopKey, (u32, Arc<CountPath>)>,
}

impl Counts {
    /// Takes path `p` into account.
    pub fn add(&mut self, p: &Arc<CountPath>) {
        if self.any.is_none() {
            self.any = Some(Arc::clone(p));
        }
        for &(k, c) in &p.counts {
            if self.best.get(&k).is_none_or(|(b, _)| c > *b) {
                self.best.insert(k, (c, Arc::clone(p)));
            }
        }
    }

    /// The distinct paths kept, the first one first, then by loop.
    pub fn paths(&self) -> Vec<Arc<CountPath>> {
        let mut out: Vec<Arc<CountPath>> = Vec::new();
        for p in self.any.iter().chain(self.best.values().map(|(_, p)| p)) {
            if !out.iter().any(|q| Arc::ptr_eq(q, p)) {
                out.push(Arc::clone(p));
            }
        }
        out
    }

    /// No path below reached an end.
    pub fn is_empty(&self) -> bool {
        self.any.is_none()
    }

    /// The same paths with only what they added after `start` (their conditions' new
    /// constraints, their new inputs), to be stored with `start`.
    pub fn after(&self, start: &State) -> Counts {
        let mut out = Counts::default();
        for p in self.paths() {
            let (constraints, inputs) = super::path::after_start(start, &p.constraints, &p.inputs);
            out.add(&Arc::new(CountPath {
                constraints,
                inputs,
                counts: p.counts.clone(),
            }));
        }
        out
    }
}

/// Whether the loop entries `st` runs and what it counted so far let the subtree stored
/// with `start` stand for `st`'s (see the module's comment); cheap, so asked first.
pub fn comparable(start: &State, st: &State) -> bool {
    start.loops.counter.entries() == st.loops.counter.entries()
        && start
            .loops
            .max
            .iter()
            .all(|(k, m)| st.loops.max.get(k).is_some_and(|n| n >= m))
}

/// The stored subtree's paths (`stored`, kept by [`Counts::after`]) as `st`'s: each stays
/// feasible after `st`'s condition, with the counts it reaches from `st`; `None` when one
/// does not (or the solver gives up), and the subtree cannot stand for `st`'s.
pub fn dominated(
    ex: &mut Executor<'_, '_>,
    st: &State,
    stored: &Counts,
) -> Option<Vec<Arc<CountPath>>> {
    let mut out = Vec::new();
    for p in stored.paths() {
        let (constraints, inputs) = super::path::continued(ex, st, &p.constraints, &p.inputs)?;
        let mut counts: BTreeMap<LoopKey, u32> =
            st.loops.max.iter().map(|(k, c)| (*k, *c)).collect();
        for &(k, c) in &p.counts {
            let e = counts.entry(k).or_default();
            *e = (*e).max(c);
        }
        out.push(Arc::new(CountPath {
            constraints,
            inputs,
            counts: counts.into_iter().collect(),
        }));
    }
    Some(out)
}

/// Counts reached through a reused subtree, for the analysis' bounds.
#[derive(Clone, Debug)]
pub struct ReusedCounts {
    /// Per loop, the most body executions of one entry.
    pub counts: Vec<(LoopKey, u32)>,
    /// A state whose path condition and inputs reach them (for a witness).
    pub state: State,
}

impl ReusedCounts {
    /// `p`, reached from `st`.
    pub fn new(st: &State, p: &CountPath) -> ReusedCounts {
        let mut state = st.clone();
        state.constraints = p.constraints.clone();
        state.inputs = p.inputs.clone();
        ReusedCounts {
            counts: p.counts.clone(),
            state,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::{FuncId, LoopId};

    /// A state whose ended loop entries counted `max` (loop index, count) of function 0.
    fn counted(max: &[(u32, u32)]) -> State {
        let mem = memory::SymMemory::from_concrete(&memory::Memory::new(8), 8);
        let mut st = State::new(mem);
        for &(l, c) in max {
            st.loops.max.insert((FuncId(0), LoopId(l)), c);
        }
        st
    }

    #[test]
    fn a_stored_subtree_stands_only_for_states_that_counted_at_least_as_much() {
        let start = counted(&[(0, 5), (1, 2)]);
        assert!(comparable(&start, &counted(&[(0, 5), (1, 2)])));
        assert!(comparable(&start, &counted(&[(0, 9), (1, 2), (2, 1)])));
        // A path below the start that counted nothing new for loop 0 holds 5 from its start:
        // from a state with 3, that path counts 3, not 5.
        assert!(!comparable(&start, &counted(&[(0, 3), (1, 2)])));
        assert!(!comparable(&start, &counted(&[(0, 5)])));
    }

    #[test]
    fn the_best_path_per_loop_and_the_first_are_kept_once_each() {
        let path = |counts: &[(u32, u32)]| {
            Arc::new(CountPath {
                constraints: Vec::new(),
                inputs: imbl::Vector::new(),
                counts: counts
                    .iter()
                    .map(|&(l, c)| ((FuncId(0), LoopId(l)), c))
                    .collect(),
            })
        };
        let mut c = Counts::default();
        assert!(c.is_empty());
        let first = path(&[(0, 1)]);
        let both = path(&[(0, 4), (1, 4)]);
        c.add(&first);
        c.add(&both);
        c.add(&path(&[(0, 4), (1, 3)]));
        let kept = c.paths();
        assert_eq!(kept.len(), 2);
        assert!(Arc::ptr_eq(&kept[0], &first));
        assert!(Arc::ptr_eq(&kept[1], &both));
    }
}
