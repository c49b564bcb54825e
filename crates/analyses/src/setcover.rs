//! Smallest subsets of tests covering the same branches: exact branch and bound for the
//! sizes test suites have, greedy when the search budget runs out.

use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeSet;

/// A chosen cover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cover {
    /// Indices of the chosen sets, ascending.
    pub chosen: Vec<usize>,
    /// Whether the cover is proved smallest (the search finished within its budget).
    pub exact: bool,
}

/// A smallest set of indices into `sets` whose union equals the union of all `sets`;
/// `budget` bounds the search nodes (beyond it the best cover found so far is returned).
pub fn minimum_cover(sets: &[Vec<u32>], budget: u64) -> Cover {
    // Elements renumbered densely so that covered-sets are small bitsets.
    let mut ids: HashMap<u32, usize> = HashMap::default();
    for s in sets {
        for &e in s {
            let n = ids.len();
            ids.entry(e).or_insert(n);
        }
    }
    let n = ids.len();
    let words = n.div_ceil(64);
    let bits: Vec<Vec<u64>> = sets
        .iter()
        .map(|s| {
            let mut b = vec![0u64; words];
            for e in s {
                let i = ids[e];
                b[i / 64] |= 1 << (i % 64);
            }
            b
        })
        .collect();
    let candidates = undominated(&bits);
    let greedy = greedy_cover(&bits, &candidates, n);
    let mut search = Search {
        bits: &bits,
        candidates: &candidates,
        n,
        best: greedy,
        nodes: 0,
        budget,
    };
    let covered = vec![0u64; words];
    let mut chosen = Vec::new();
    search.branch(&covered, &mut chosen);
    let mut best = search.best;
    best.sort_unstable();
    Cover {
        chosen: best,
        exact: search.nodes <= search.budget,
    }
}

/// Sets not contained in another set (of equal sets, the first is kept).
fn undominated(bits: &[Vec<u64>]) -> Vec<usize> {
    let subset = |a: &[u64], b: &[u64]| a.iter().zip(b).all(|(x, y)| x & !y == 0);
    (0..bits.len())
        .filter(|&i| {
            bits[i].iter().any(|&w| w != 0)
                && !(0..bits.len()).any(|j| {
                    j != i && subset(&bits[i], &bits[j]) && (!subset(&bits[j], &bits[i]) || j < i)
                })
        })
        .collect()
}

fn count_new(set: &[u64], covered: &[u64]) -> u32 {
    set.iter()
        .zip(covered)
        .map(|(s, c)| (s & !c).count_ones())
        .sum()
}

fn greedy_cover(bits: &[Vec<u64>], candidates: &[usize], n: usize) -> Vec<usize> {
    let mut covered = vec![0u64; n.div_ceil(64)];
    let mut chosen = Vec::new();
    loop {
        let best = candidates
            .iter()
            .map(|&i| (count_new(&bits[i], &covered), i))
            .filter(|&(k, _)| k > 0)
            .max_by_key(|&(k, i)| (k, std::cmp::Reverse(i)));
        let Some((_, i)) = best else { break };
        for (c, s) in covered.iter_mut().zip(&bits[i]) {
            *c |= s;
        }
        chosen.push(i);
    }
    chosen
}

struct Search<'a> {
    bits: &'a [Vec<u64>],
    candidates: &'a [usize],
    n: usize,
    best: Vec<usize>,
    nodes: u64,
    budget: u64,
}

impl Search<'_> {
    fn branch(&mut self, covered: &[u64], chosen: &mut Vec<usize>) {
        self.nodes += 1;
        if self.nodes > self.budget {
            return;
        }
        let done: usize = covered.iter().map(|w| w.count_ones() as usize).sum();
        let left = self.n - done;
        if left == 0 {
            if chosen.len() < self.best.len() {
                self.best = chosen.clone();
            }
            return;
        }
        let widest = self
            .candidates
            .iter()
            .map(|&i| count_new(&self.bits[i], covered) as usize)
            .max()
            .unwrap_or(0);
        if widest == 0 || chosen.len() + left.div_ceil(widest) >= self.best.len() {
            return;
        }
        // Every cover contains some set covering the rarest uncovered element: branch on those.
        let Some(rare) = (0..self.n)
            .filter(|&e| covered[e / 64] & (1 << (e % 64)) == 0)
            .min_by_key(|&e| self.holders(e).count())
        else {
            return;
        };
        let mut options: Vec<usize> = self.holders(rare).collect();
        options.sort_by_key(|&i| std::cmp::Reverse(count_new(&self.bits[i], covered)));
        for i in options {
            let next: Vec<u64> = covered
                .iter()
                .zip(&self.bits[i])
                .map(|(c, s)| c | s)
                .collect();
            chosen.push(i);
            self.branch(&next, chosen);
            chosen.pop();
        }
    }

    fn holders(&self, e: usize) -> impl Iterator<Item = usize> + '_ {
        self.candidates
            .iter()
            .copied()
            .filter(move |&i| self.bits[i][e / 64] & (1 << (e % 64)) != 0)
    }
}

/// The union of the chosen sets (for checking a cover).
pub fn union_of(sets: &[Vec<u32>], chosen: &[usize]) -> BTreeSet<u32> {
    chosen
        .iter()
        .flat_map(|&i| sets[i].iter().copied())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brute_force_min(sets: &[Vec<u32>]) -> usize {
        let all = union_of(sets, &(0..sets.len()).collect::<Vec<_>>());
        (0u32..1 << sets.len())
            .filter(|m| {
                let idx: Vec<usize> = (0..sets.len()).filter(|i| m & (1 << i) != 0).collect();
                union_of(sets, &idx) == all
            })
            .map(|m| m.count_ones() as usize)
            .min()
            .unwrap_or(0)
    }

    #[test]
    fn greedy_trap_is_solved_exactly() {
        // Greedy takes the big middle set first and needs 3; the optimum is the two halves.
        let sets = vec![
            vec![1, 2, 3, 4, 5, 6, 7],
            vec![1, 2, 3, 4, 8, 9, 10, 11],
            vec![5, 6, 7, 12, 13, 14, 15],
            vec![8, 9, 10, 11, 12, 13, 14, 15],
        ];
        let c = minimum_cover(&sets, 1_000_000);
        assert_eq!(c.chosen.len(), 2);
        assert!(c.exact);
        assert_eq!(union_of(&sets, &c.chosen), union_of(&sets, &[0, 1, 2, 3]));
    }

    #[test]
    fn random_instances_match_brute_force() {
        let mut seed = 0x1234_5678_9abc_def1u64;
        let mut rand = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..300 {
            let k = (rand() % 12 + 1) as usize;
            let sets: Vec<Vec<u32>> = (0..k)
                .map(|_| (0..20u32).filter(|_| rand() % 4 == 0).collect())
                .collect();
            let c = minimum_cover(&sets, 1_000_000);
            assert!(c.exact);
            let all = union_of(&sets, &(0..k).collect::<Vec<_>>());
            assert_eq!(union_of(&sets, &c.chosen), all);
            assert_eq!(c.chosen.len(), brute_force_min(&sets), "{sets:?}");
        }
    }

    #[test]
    fn an_exhausted_budget_still_covers_everything() {
        let sets: Vec<Vec<u32>> = (0..40u32)
            .map(|i| vec![i, (i * 7) % 40, (i * 13) % 40])
            .collect();
        let c = minimum_cover(&sets, 5);
        assert!(!c.exact);
        assert_eq!(
            union_of(&sets, &c.chosen),
            union_of(&sets, &(0..40).collect::<Vec<_>>())
        );
    }

    #[test]
    fn empty_sets_need_no_test() {
        let c = minimum_cover(&[vec![], vec![]], 100);
        assert_eq!(c.chosen, Vec::<usize>::new());
        assert!(c.exact);
    }
}
