//! Deterministic shards of the execution tree, for `--shard I/N` and `--jobs N`.
//!
//! A path is named by its prefix: the index of the side it took at each fork (the state that
//! forked is side 0, the states split off follow in the order the executor made them). That
//! name does not depend on the searcher, on the machine or on what another path did, so
//! every process that explores the same program with the same options names the same
//! subtrees the same way, without talking to the others (ranged symbolic execution's idea).
//!
//! Every shard runs the tree's first [`Shard::depth`] forks in full. A state that takes its
//! `depth`-th fork, or a path that ends before that, belongs to the shard its prefix hashes
//! to; the other shards drop it there. So each path is explored, and reported, by exactly
//! one shard, and the replicated top of the tree is the split's overhead.
//!
//! Until a state belongs to its shard the explorer runs it past every strategy's stop: a
//! state there is explored only in part by each shard, so no strategy may hold it, store it
//! or count it as covering another. Below the split a shard owns whole subtrees, and the
//! strategies work there as in a single run.

use rustc_hash::FxHashMap as HashMap;

use crate::state::State;

/// The part `index` of `count` of the execution tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which part, from 0.
    pub index: u32,
    /// How many parts.
    pub count: u32,
}

/// The most shards a split makes: beyond it the replicated top of the tree would be most of
/// each shard's work.
pub const MAX_SHARDS: u32 = 4096;

impl Shard {
    /// The whole tree as one shard: explored unsplit, but as the tree a split would share out
    /// (an exploration given a shard may hand over to `--jobs` workers, see
    /// [`crate::live::hand_over_after`]).
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// Parses `I/N` (0 ≤ I < N ≤ [`MAX_SHARDS`]).
    pub fn parse(s: &str) -> Result<Shard, String> {
        let bad = || format!("`{s}`: expected I/N, a shard index I from 0 and a count N");
        let (i, n) = s.split_once('/').ok_or_else(bad)?;
        let index: u32 = i.trim().parse().map_err(|_| bad())?;
        let count: u32 = n.trim().parse().map_err(|_| bad())?;
        if count == 0 || count > MAX_SHARDS {
            return Err(format!("`{s}`: the shard count must be 1 to {MAX_SHARDS}"));
        }
        if index >= count {
            return Err(format!(
                "`{s}`: shard {index} of {count} does not exist (shards are 0 to {})",
                count - 1
            ));
        }
        Ok(Shard { index, count })
    }

    /// The fork at which a path's shard is decided: in a bushy tree, about 16 subtrees per
    /// shard, so that hashing spreads the work evenly, while the top every shard runs stays
    /// about 16 × count states (a few percent of a tree worth splitting).
    pub fn depth(&self) -> u32 {
        4 + self.count.next_power_of_two().trailing_zeros()
    }

    /// Whether a piece of work named by `key` is this shard's: for a client that splits
    /// work by names of its own (the same key on every machine, one shard each).
    pub fn owns(&self, key: u64) -> bool {
        splitmix(key) % u64::from(self.count) == u64::from(self.index)
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// Where a state above the split is: its forks so far and the hash of its prefix.
#[derive(Clone, Copy, Debug)]
struct Prefix {
    depth: u32,
    hash: u64,
}

impl Prefix {
    const ROOT: Prefix = Prefix {
        depth: 0,
        hash: 0x5348_4152_445f_5245,
    };

    fn child(self, side: usize) -> Prefix {
        Prefix {
            depth: self.depth + 1,
            hash: splitmix(self.hash ^ (side as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)),
        }
    }
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The explorer's bookkeeping of one shard: the states still above the split, by id.
pub(crate) struct Partition {
    shard: Shard,
    depth: u32,
    open: HashMap<u64, Prefix>,
    /// Subtrees (and paths ended above the split) left to the other shards.
    pub(crate) elsewhere: u64,
}

impl Partition {
    pub(crate) fn new(shard: Shard) -> Partition {
        Partition {
            shard,
            depth: shard.depth(),
            open: HashMap::default(),
            elsewhere: 0,
        }
    }

    /// The states exploration starts from: one is the root; several (an entry function's
    /// nullable pointers split) are the root's first fork.
    pub(crate) fn start(&mut self, states: Vec<State>) -> Vec<State> {
        match states.len() {
            1 => {
                self.open.insert(states[0].id, Prefix::ROOT);
                states
            }
            _ => self.split(Prefix::ROOT, states),
        }
    }

    /// Whether the state is above the split (every shard runs it).
    pub(crate) fn is_open(&self, st: &State) -> bool {
        self.open.contains_key(&st.id)
    }

    /// The sides of a fork of `first` (the state that forked, then the others) that this
    /// shard explores.
    pub(crate) fn fork(&mut self, first: State, others: Vec<State>) -> Vec<State> {
        let all = std::iter::once(first).chain(others).collect::<Vec<_>>();
        match self.open.remove(&all[0].id) {
            Some(p) => self.split(p, all),
            None => all,
        }
    }

    fn split(&mut self, p: Prefix, states: Vec<State>) -> Vec<State> {
        let mut keep = Vec::with_capacity(states.len());
        for (side, st) in states.into_iter().enumerate() {
            let c = p.child(side);
            if c.depth < self.depth {
                self.open.insert(st.id, c);
                keep.push(st);
            } else if self.owns(c) {
                keep.push(st);
            } else {
                self.elsewhere += 1;
            }
        }
        keep
    }

    /// Whether a path that ended is this shard's to report (one above the split belongs to
    /// the shard its prefix hashes to, as if it had forked on to the split).
    pub(crate) fn owns_end(&mut self, st: &State) -> bool {
        match self.open.remove(&st.id) {
            Some(p) if !self.owns(p) => {
                self.elsewhere += 1;
                false
            }
            _ => true,
        }
    }

    fn owns(&self, p: Prefix) -> bool {
        p.hash % u64::from(self.shard.count) == u64::from(self.shard.index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_accepts_indices_below_the_count_only() {
        assert_eq!(Shard::parse("3/8"), Ok(Shard { index: 3, count: 8 }));
        assert_eq!(Shard::parse("0/1"), Ok(Shard { index: 0, count: 1 }));
        assert!(Shard::parse("8/8").is_err());
        assert!(Shard::parse("1/0").is_err());
        assert!(Shard::parse("3").is_err());
        assert!(Shard::parse("-1/4").is_err());
    }

    #[test]
    fn every_prefix_belongs_to_exactly_one_shard() {
        for count in [1u32, 2, 3, 8] {
            let mut p = Prefix::ROOT;
            for side in [0usize, 1, 0, 2, 1, 1, 0, 3] {
                p = p.child(side);
                let owners = (0..count)
                    .filter(|&index| Partition::new(Shard { index, count }).owns(p))
                    .count();
                assert_eq!(owners, 1);
            }
        }
    }
}
