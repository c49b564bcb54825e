//! Control-flow graph and dominator tree of a function body.

use crate::inst::{BlockId, Inst};
use crate::module::Block;

/// Successor and predecessor lists, plus a reverse post-order of the reachable blocks.
#[derive(Clone, Debug, Default)]
pub struct Cfg {
    /// Successors of each block.
    pub succs: Vec<Vec<BlockId>>,
    /// Predecessors of each block.
    pub preds: Vec<Vec<BlockId>>,
    /// Reachable blocks in reverse post-order from the entry.
    pub rpo: Vec<BlockId>,
}

impl Cfg {
    /// Computes the CFG of `blocks`.
    pub fn new(blocks: &[Block], insts: &[Inst]) -> Cfg {
        let n = blocks.len();
        let mut succs = Vec::with_capacity(n);
        let mut preds = vec![Vec::new(); n];
        for (i, b) in blocks.iter().enumerate() {
            let s = match b.end.checked_sub(1).and_then(|t| insts.get(t as usize)) {
                Some(inst) => inst.op.successors(),
                None => Vec::new(),
            };
            for &t in &s {
                if let Some(p) = preds.get_mut(t.0 as usize) {
                    p.push(BlockId(i as u32));
                }
            }
            succs.push(s);
        }
        let rpo = reverse_post_order(&succs);
        Cfg { succs, preds, rpo }
    }
}

fn reverse_post_order(succs: &[Vec<BlockId>]) -> Vec<BlockId> {
    let n = succs.len();
    let mut order = Vec::with_capacity(n);
    if n == 0 {
        return order;
    }
    let mut seen = vec![false; n];
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    seen[0] = true;
    while let Some(top) = stack.last_mut() {
        let (b, i) = *top;
        if let Some(s) = succs[b].get(i) {
            top.1 += 1;
            let s = s.0 as usize;
            if s < n && !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(BlockId(b as u32));
            stack.pop();
        }
    }
    order.reverse();
    order
}

/// Immediate dominators (Cooper, Harvey and Kennedy's iterative algorithm).
#[derive(Clone, Debug, Default)]
pub struct Dominators {
    /// Immediate dominator of each reachable block; the entry's is itself, unreachable blocks have none.
    pub idom: Vec<Option<BlockId>>,
    rpo_index: Vec<u32>,
    /// Entry and exit times of a depth-first walk of the dominator tree, so that a dominance
    /// query is two comparisons instead of a walk up a tree as deep as an `else if` chain.
    enter: Vec<u32>,
    leave: Vec<u32>,
}

impl Dominators {
    /// Computes the dominator tree of `cfg`.
    pub fn new(cfg: &Cfg) -> Dominators {
        let n = cfg.succs.len();
        let mut rpo_index = vec![u32::MAX; n];
        for (i, b) in cfg.rpo.iter().enumerate() {
            rpo_index[b.0 as usize] = i as u32;
        }
        let mut idom: Vec<Option<BlockId>> = vec![None; n];
        if n == 0 {
            return Dominators {
                idom,
                rpo_index,
                enter: Vec::new(),
                leave: Vec::new(),
            };
        }
        idom[0] = Some(BlockId(0));
        let mut changed = true;
        while changed {
            changed = false;
            for &b in cfg.rpo.iter().skip(1) {
                let mut new: Option<BlockId> = None;
                for &p in &cfg.preds[b.0 as usize] {
                    if idom[p.0 as usize].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(cur) => intersect(&idom, &rpo_index, p, cur),
                    });
                }
                if new.is_some() && idom[b.0 as usize] != new {
                    idom[b.0 as usize] = new;
                    changed = true;
                }
            }
        }
        let (enter, leave) = tree_times(&idom);
        Dominators {
            idom,
            rpo_index,
            enter,
            leave,
        }
    }

    /// Whether `a` dominates `b` (every block dominates itself).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        if !self.reachable(a) || !self.reachable(b) {
            return false;
        }
        let (a, b) = (a.0 as usize, b.0 as usize);
        self.enter[a] <= self.enter[b] && self.leave[b] <= self.leave[a]
    }

    /// Whether `b` is reachable from the entry.
    pub fn reachable(&self, b: BlockId) -> bool {
        self.rpo_index
            .get(b.0 as usize)
            .is_some_and(|&i| i != u32::MAX)
    }
}

/// Entry and exit times of an iterative depth-first walk of the tree `idom` describes (the
/// entry is its own parent; unreachable blocks get none).
fn tree_times(idom: &[Option<BlockId>]) -> (Vec<u32>, Vec<u32>) {
    let n = idom.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, d) in idom.iter().enumerate() {
        if let Some(d) = d {
            if d.0 as usize != b {
                children[d.0 as usize].push(b);
            }
        }
    }
    let (mut enter, mut leave) = (vec![u32::MAX; n], vec![u32::MAX; n]);
    let mut clock = 0u32;
    let mut stack = vec![(0usize, 0usize)];
    enter[0] = 0;
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        if let Some(&c) = children[b].get(*next) {
            *next += 1;
            clock += 1;
            enter[c] = clock;
            stack.push((c, 0));
        } else {
            clock += 1;
            leave[b] = clock;
            stack.pop();
        }
    }
    (enter, leave)
}

fn intersect(idom: &[Option<BlockId>], rpo: &[u32], mut a: BlockId, mut b: BlockId) -> BlockId {
    while a != b {
        while rpo[a.0 as usize] > rpo[b.0 as usize] {
            a = idom[a.0 as usize].unwrap_or(BlockId(0));
        }
        while rpo[b.0 as usize] > rpo[a.0 as usize] {
            b = idom[b.0 as usize].unwrap_or(BlockId(0));
        }
    }
    a
}
