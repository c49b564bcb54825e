//! Caching layers: the query cache and the counter-example cache (KLEE's `CachingSolver` and
//! `CexCachingSolver`), both bounded.

use rustc_hash::FxHashMap as HashMap;
use std::collections::VecDeque;

use expr::{Assignment, Ctx, ExprRef};

use crate::{Answer, Layer, Query, SolverError, SolverStats};

/// Entries the query cache keeps (oldest evicted first).
pub const QUERY_CACHE_CAPACITY: usize = 16_384;
/// Models the counter-example cache keeps (least recently useful evicted first).
pub const CEX_MODELS_CAPACITY: usize = 128;
/// Unsatisfiable sets the counter-example cache keeps.
pub const CEX_UNSAT_CAPACITY: usize = 128;

/// The sorted, deduplicated constraint ids of `q`: the cache key.
fn key(q: &Query) -> Vec<ExprRef> {
    let mut k = q.constraints.clone();
    k.sort_unstable();
    k.dedup();
    k
}

/// Whether sorted `small` is a subset of sorted `big`.
fn is_subset(small: &[ExprRef], big: &[ExprRef]) -> bool {
    let mut it = big.iter();
    small.iter().all(|s| it.by_ref().any(|b| b == s))
}

/// Query cache: answers exact repeats of a constraint set.
pub struct QueryCache {
    next: Box<dyn Layer>,
    map: HashMap<Vec<ExprRef>, Answer>,
    order: VecDeque<Vec<ExprRef>>,
    capacity: usize,
}

impl QueryCache {
    /// The layer in front of `next`, holding at most [`QUERY_CACHE_CAPACITY`] entries.
    pub fn new(next: Box<dyn Layer>) -> QueryCache {
        QueryCache::with_capacity(next, QUERY_CACHE_CAPACITY)
    }

    /// The layer in front of `next`, holding at most `capacity` entries.
    pub fn with_capacity(next: Box<dyn Layer>, capacity: usize) -> QueryCache {
        QueryCache {
            next,
            map: HashMap::default(),
            order: VecDeque::new(),
            capacity: capacity.max(1),
        }
    }

    /// Number of cached answers.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether nothing is cached.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

impl Layer for QueryCache {
    fn solve(
        &mut self,
        ctx: &mut Ctx,
        q: &Query,
        stats: &mut SolverStats,
    ) -> Result<Answer, SolverError> {
        let k = key(q);
        if let Some(a) = self.map.get(&k) {
            stats.query_cache_hits += 1;
            return Ok(a.clone());
        }
        let a = self.next.solve(ctx, q, stats)?;
        while self.map.len() >= self.capacity {
            match self.order.pop_front() {
                Some(old) => {
                    self.map.remove(&old);
                }
                None => break,
            }
        }
        self.order.push_back(k.clone());
        self.map.insert(k, a.clone());
        Ok(a)
    }
}

/// Counter-example cache: stored models are tried on new sets by evaluation, and a stored
/// unsatisfiable set that is a subset of a new set makes it unsatisfiable.
pub struct CexCache {
    next: Box<dyn Layer>,
    models: VecDeque<Assignment>,
    unsat: VecDeque<Vec<ExprRef>>,
}

impl CexCache {
    /// The layer in front of `next`.
    pub fn new(next: Box<dyn Layer>) -> CexCache {
        CexCache {
            next,
            models: VecDeque::new(),
            unsat: VecDeque::new(),
        }
    }

    /// The index of a stored model satisfying every constraint of `k`.
    fn find_model(&self, ctx: &Ctx, k: &[ExprRef]) -> Option<usize> {
        // Newest constraints first: they are the likeliest to fail.
        self.models
            .iter()
            .position(|m| k.iter().rev().all(|&c| ctx.eval(c, m) & 1 == 1))
    }
}

impl Layer for CexCache {
    fn solve(
        &mut self,
        ctx: &mut Ctx,
        q: &Query,
        stats: &mut SolverStats,
    ) -> Result<Answer, SolverError> {
        let k = key(q);
        if self.unsat.iter().any(|u| is_subset(u, &k)) {
            stats.cex_cache_hits += 1;
            return Ok(Answer::Unsat);
        }
        if let Some(i) = self.find_model(ctx, &k) {
            stats.cex_cache_hits += 1;
            let m = self.models.remove(i).unwrap_or_default();
            self.models.push_front(m.clone());
            return Ok(Answer::Sat(m));
        }
        let a = self.next.solve(ctx, q, stats)?;
        match &a {
            Answer::Sat(m) => {
                self.models.push_front(m.clone());
                self.models.truncate(CEX_MODELS_CAPACITY);
            }
            Answer::Unsat => {
                self.unsat.push_front(k);
                self.unsat.truncate(CEX_UNSAT_CAPACITY);
            }
        }
        Ok(a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::tests_support::Recorder;

    #[test]
    fn subset_of_sorted_slices() {
        let e = |i| ExprRef(i);
        assert!(is_subset(&[e(1), e(3)], &[e(1), e(2), e(3)]));
        assert!(is_subset(&[], &[e(1)]));
        assert!(!is_subset(&[e(1), e(4)], &[e(1), e(2), e(3)]));
        assert!(!is_subset(&[e(2)], &[]));
    }

    #[test]
    fn query_cache_answers_repeats_and_stays_bounded() {
        let mut ctx = Ctx::new();
        let x = ctx.fresh_var("x", 8);
        let (rec, log) = Recorder::new();
        let mut layer = QueryCache::with_capacity(Box::new(rec), 2);
        let mut stats = SolverStats::default();
        let cs: Vec<ExprRef> = (0..3u128)
            .map(|i| {
                let c = ctx.constant(i, 8);
                ctx.ne(x, c)
            })
            .collect();
        for &c in &cs {
            let q = Query {
                constraints: vec![c],
                focus: None,
            };
            assert!(layer.solve(&mut ctx, &q, &mut stats).is_ok());
            assert!(layer.solve(&mut ctx, &q, &mut stats).is_ok());
        }
        assert_eq!(stats.query_cache_hits, 3);
        assert_eq!(layer.len(), 2);
        assert_eq!(log.lock().map(|l| l.len()).unwrap_or(0), 3);
    }
}
