//! Natural loops: headers, bodies, exits and nesting.

use crate::cfg::{Cfg, Dominators};
use crate::inst::BlockId;

/// Index of a loop in [`LoopForest::loops`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LoopId(pub u32);

/// A natural loop (all back edges to one header merged).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    /// The header, which dominates every block of the loop.
    pub header: BlockId,
    /// Sources of the back edges.
    pub latches: Vec<BlockId>,
    /// Every block of the loop (including nested loops), sorted.
    pub blocks: Vec<BlockId>,
    /// Edges `(inside, outside)` that leave the loop.
    pub exits: Vec<(BlockId, BlockId)>,
    /// The innermost enclosing loop.
    pub parent: Option<LoopId>,
    /// Nesting depth (1 for outermost loops).
    pub depth: u32,
}

impl Loop {
    /// Whether `b` belongs to the loop.
    pub fn contains(&self, b: BlockId) -> bool {
        self.blocks.binary_search(&b).is_ok()
    }
}

/// The loops of a function.
#[derive(Clone, Debug, Default)]
pub struct LoopForest {
    /// Loops, outer ones before the loops they contain.
    pub loops: Vec<Loop>,
    /// Innermost loop of each block.
    pub innermost: Vec<Option<LoopId>>,
}

impl LoopForest {
    /// Finds the natural loops of `cfg`.
    pub fn new(cfg: &Cfg, doms: &Dominators) -> LoopForest {
        let n = cfg.succs.len();
        let mut loops: Vec<Loop> = Vec::new();
        for &h in &cfg.rpo {
            let latches: Vec<BlockId> = cfg.preds[h.0 as usize]
                .iter()
                .copied()
                .filter(|&p| doms.reachable(p) && doms.dominates(h, p))
                .collect();
            if latches.is_empty() {
                continue;
            }
            let mut in_loop = vec![false; n];
            in_loop[h.0 as usize] = true;
            let mut work: Vec<BlockId> = latches.clone();
            while let Some(b) = work.pop() {
                if std::mem::replace(&mut in_loop[b.0 as usize], true) {
                    continue;
                }
                for &p in &cfg.preds[b.0 as usize] {
                    if doms.reachable(p) && !in_loop[p.0 as usize] {
                        work.push(p);
                    }
                }
            }
            let blocks: Vec<BlockId> = (0..n)
                .filter(|&i| in_loop[i])
                .map(|i| BlockId(i as u32))
                .collect();
            let mut exits = Vec::new();
            for &b in &blocks {
                for &s in &cfg.succs[b.0 as usize] {
                    if !in_loop[s.0 as usize] {
                        exits.push((b, s));
                    }
                }
            }
            loops.push(Loop {
                header: h,
                latches,
                blocks,
                exits,
                parent: None,
                depth: 1,
            });
        }
        // Headers in RPO order put every outer loop before the loops nested in it.
        for i in 0..loops.len() {
            let parent = (0..i).rev().find(|&j| {
                loops[j].contains(loops[i].header) && loops[j].header != loops[i].header
            });
            if let Some(j) = parent {
                loops[i].parent = Some(LoopId(j as u32));
                loops[i].depth = loops[j].depth + 1;
            }
        }
        let mut innermost = vec![None; n];
        for (i, l) in loops.iter().enumerate() {
            for b in &l.blocks {
                innermost[b.0 as usize] = Some(LoopId(i as u32));
            }
        }
        LoopForest { loops, innermost }
    }

    /// The loop whose header is `b`, if any.
    pub fn loop_with_header(&self, b: BlockId) -> Option<LoopId> {
        // A header's innermost loop is the one it heads.
        let l = (*self.innermost.get(b.0 as usize)?)?;
        (self.loops[l.0 as usize].header == b).then_some(l)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inst::{ConstId, Inst, LocId, Op, Operand};
    use crate::module::Block;

    fn body(edges: &[&[u32]]) -> (Cfg, Dominators) {
        let mut blocks = Vec::new();
        let mut insts = Vec::new();
        for (i, e) in edges.iter().enumerate() {
            let op = match e {
                [] => Op::Ret { val: None },
                [t] => Op::Br {
                    target: BlockId(*t),
                },
                [t, f] => Op::CondBr {
                    cond: Operand::Const(ConstId(0)),
                    t: BlockId(*t),
                    f: BlockId(*f),
                },
                _ => unreachable!(),
            };
            insts.push(Inst { op, loc: LocId(0) });
            blocks.push(Block {
                phis: vec![],
                start: i as u32,
                end: i as u32 + 1,
                name: String::new(),
            });
        }
        let cfg = Cfg::new(&blocks, &insts);
        let doms = Dominators::new(&cfg);
        (cfg, doms)
    }

    #[test]
    fn nested_loops_are_found_with_exits_and_depth() {
        // 0 -> 1(outer header) -> 2(inner header) -> 3 -> 2 | 4 -> 1 | 5
        let (cfg, doms) = body(&[&[1], &[2, 5], &[3, 4], &[2], &[1], &[]]);
        let f = LoopForest::new(&cfg, &doms);
        assert_eq!(f.loops.len(), 2);
        let outer = &f.loops[0];
        assert_eq!(outer.header, BlockId(1));
        assert_eq!(
            outer.blocks,
            vec![BlockId(1), BlockId(2), BlockId(3), BlockId(4)]
        );
        assert_eq!(outer.exits, vec![(BlockId(1), BlockId(5))]);
        let inner = &f.loops[1];
        assert_eq!(inner.header, BlockId(2));
        assert_eq!(inner.parent, Some(LoopId(0)));
        assert_eq!(inner.depth, 2);
        assert_eq!(inner.exits, vec![(BlockId(2), BlockId(4))]);
        assert_eq!(f.innermost[3], Some(LoopId(1)));
        assert!(doms.dominates(BlockId(1), BlockId(4)));
        assert!(!doms.dominates(BlockId(3), BlockId(4)));
    }

    #[test]
    fn dominance_agrees_with_the_definition_on_an_else_if_chain() {
        // An `else if` chain: test k branches to arm (returns via the join 3n) or test k+1;
        // the last test falls through to the join. Plus an unreachable block.
        let n = 40u32;
        let mut edges: Vec<Vec<u32>> = Vec::new();
        for k in 0..n {
            let next = if k + 1 < n { 2 * (k + 1) } else { 2 * n };
            edges.push(vec![2 * k + 1, next]);
            edges.push(vec![2 * n]);
        }
        edges.push(vec![]);
        edges.push(vec![2 * n]);
        let refs: Vec<&[u32]> = edges.iter().map(Vec::as_slice).collect();
        let (cfg, doms) = body(&refs);
        // a dominates b iff b cannot be reached from the entry once a is removed (every
        // block dominates itself).
        let reach_without = |a: usize| {
            let mut seen = vec![false; edges.len()];
            let mut work = vec![0usize];
            while let Some(b) = work.pop() {
                if b == a || std::mem::replace(&mut seen[b], true) {
                    continue;
                }
                work.extend(cfg.succs[b].iter().map(|s| s.0 as usize));
            }
            seen
        };
        let all = reach_without(usize::MAX);
        for a in 0..edges.len() {
            let seen = reach_without(a);
            for b in 0..edges.len() {
                let expected = a == b || (all[a] && all[b] && !seen[b]);
                assert_eq!(
                    doms.dominates(BlockId(a as u32), BlockId(b as u32)),
                    expected,
                    "{a} dominates {b}"
                );
            }
        }
    }
}
