//! What a block does not need from the state that reaches it: registers that no path from
//! it reads before defining them again, and stack slots it stores before loading them.
//! Subsumption at loop heads and reuse at join points compare only the rest of two states.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::inst::{BlockId, FuncId, Op, Operand, ValueId};
use crate::module::{Body, Const, Module};

/// The parts of a frame dead on entry to a block.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeadLiveness {
    /// Registers not live on entry (after the block's phis): no path from the block reads
    /// them before their definition runs again.
    pub dead_regs: Vec<ValueId>,
    /// `alloca` registers whose slot is only loaded and stored (its address never escapes)
    /// and is stored whole before any load on every path from the header.
    pub dead_slots: Vec<ValueId>,
}

impl Module {
    /// What is dead on entry to block `header` of function `f` (empty without a body).
    pub fn head_liveness(&self, f: FuncId, header: BlockId) -> HeadLiveness {
        if self.func(f).body.is_none() {
            return HeadLiveness::default();
        }
        let live = self.live_at_entry(f, header);
        let dead_regs: Vec<ValueId> = (0..self.func(f).values.len())
            .filter(|&v| !live[v])
            .map(|v| ValueId(v as u32))
            .collect();
        let dead_slots = self
            .local_slots(f)
            .into_iter()
            .filter(|&(slot, size)| !self.slot_live_at(f, slot, size, header))
            .map(|(slot, _)| slot)
            .collect();
        HeadLiveness {
            dead_regs,
            dead_slots,
        }
    }

    /// Registers live on entry to each block reachable from block `b` (before its phis).
    fn live_in_from(&self, f: FuncId, b: BlockId) -> HashMap<usize, HashSet<u32>> {
        let n = self.func(f).values.len();
        let Some(body) = self.func(f).body.as_ref() else {
            return HashMap::default();
        };
        let reg = |o: &Operand| reg_of(o, n);
        let blocks = body.blocks.len();
        let mut reach = vec![false; blocks];
        let mut order = vec![b.0 as usize];
        reach[b.0 as usize] = true;
        let mut next = 0;
        while let Some(&i) = order.get(next) {
            next += 1;
            for s in &body.cfg.succs[i] {
                if !std::mem::replace(&mut reach[s.0 as usize], true) {
                    order.push(s.0 as usize);
                }
            }
        }
        // Per reachable block: registers read before any definition in it (phi inputs of its
        // successors included, read at its end), and the registers it defines.
        let mut exposed: HashMap<usize, HashSet<u32>> = HashMap::default();
        let mut defined: HashMap<usize, HashSet<u32>> = HashMap::default();
        for &i in &order {
            let blk = &body.blocks[i];
            let (ex, def) = (exposed.entry(i).or_default(), defined.entry(i).or_default());
            def.extend(blk.phis.iter().map(|p| p.dst.0));
            for inst in &body.insts[blk.start as usize..blk.end as usize] {
                for v in inst.op.operands().iter().filter_map(reg) {
                    if !def.contains(&v) {
                        ex.insert(v);
                    }
                }
                if let Some(d) = inst.op.dst() {
                    def.insert(d.0);
                }
            }
            for s in &body.cfg.succs[i] {
                for p in &body.blocks[s.0 as usize].phis {
                    for (from, o) in &p.incoming {
                        if from.0 as usize == i {
                            if let Some(v) = reg(o).filter(|v| !def.contains(v)) {
                                ex.insert(v);
                            }
                        }
                    }
                }
            }
        }
        // Registers live on entry to each reachable block (before its phis), to a fixpoint.
        let mut live_in: HashMap<usize, HashSet<u32>> = HashMap::default();
        let mut work: Vec<usize> = order.clone();
        let mut queued = reach.clone();
        while let Some(i) = work.pop() {
            queued[i] = false;
            let mut inn = exposed[&i].clone();
            for s in &body.cfg.succs[i] {
                if let Some(l) = live_in.get(&(s.0 as usize)) {
                    inn.extend(l.iter().filter(|v| !defined[&i].contains(v)));
                }
            }
            if live_in.get(&i) != Some(&inn) {
                live_in.insert(i, inn);
                for p in &body.cfg.preds[i] {
                    let p = p.0 as usize;
                    if reach[p] && !std::mem::replace(&mut queued[p], true) {
                        work.push(p);
                    }
                }
            }
        }
        live_in
    }

    /// Registers of function `f` that some path from instruction `pc` (an index into its
    /// instructions, in block `b`) on reads before defining them again: what a caller's frame
    /// waiting at a call still needs.
    pub fn live_after(&self, f: FuncId, b: BlockId, pc: u32) -> Vec<bool> {
        let n = self.func(f).values.len();
        let Some(body) = self.func(f).body.as_ref() else {
            return vec![true; n];
        };
        let reg = |o: &Operand| reg_of(o, n);
        let i = b.0 as usize;
        let blk = &body.blocks[i];
        let live_in = self.live_in_from(f, b);
        let mut live = vec![false; n];
        let mut defined = HashSet::default();
        let from = pc.clamp(blk.start, blk.end) as usize;
        for inst in &body.insts[from..blk.end as usize] {
            for v in inst.op.operands().iter().filter_map(reg) {
                if !defined.contains(&v) {
                    live[v as usize] = true;
                }
            }
            if let Some(d) = inst.op.dst() {
                defined.insert(d.0);
            }
        }
        for v in live_out(body, &live_in, i, n) {
            if !defined.contains(&v) {
                live[v as usize] = true;
            }
        }
        live
    }

    /// Which registers some path from the entry of block `b` (its phis already evaluated)
    /// reads before it defines them again: backward liveness over the blocks reachable from
    /// `b` only, with a phi's incoming value read at the end of its predecessor. The sets are
    /// sparse: generated programs have functions of 10⁵ blocks and 10⁵ registers, where
    /// a dense set per block does not fit in memory.
    fn live_at_entry(&self, f: FuncId, b: BlockId) -> Vec<bool> {
        let n = self.func(f).values.len();
        let Some(body) = self.func(f).body.as_ref() else {
            return vec![true; n];
        };
        let reg = |o: &Operand| reg_of(o, n);
        let live_in = self.live_in_from(f, b);
        let mut live = vec![false; n];
        let i = b.0 as usize;
        for &v in live_in.get(&i).into_iter().flatten() {
            live[v as usize] = true;
        }
        // At the block's entry its phis hold values: those read later are live too (a phi
        // defined here and read here or after is exposed at the entry once its own
        // definition is discounted).
        let blk = &body.blocks[i];
        let mut read_later: HashSet<u32> = body.insts[blk.start as usize..blk.end as usize]
            .iter()
            .flat_map(|inst| {
                inst.op
                    .operands()
                    .iter()
                    .filter_map(reg)
                    .collect::<Vec<_>>()
            })
            .collect();
        read_later.extend(live_out(body, &live_in, i, n));
        for p in &blk.phis {
            if read_later.contains(&p.dst.0) {
                live[p.dst.0 as usize] = true;
            }
        }
        live
    }

    /// The function's single-element `alloca`s (with their sizes) whose address is used only
    /// as the pointer of loads and stores.
    fn local_slots(&self, f: FuncId) -> Vec<(ValueId, u64)> {
        let Some(body) = self.func(f).body.as_ref() else {
            return Vec::new();
        };
        let mut slots: Vec<(ValueId, u64)> = body
            .insts
            .iter()
            .filter_map(|i| match &i.op {
                Op::Alloca {
                    elem_size,
                    count: Operand::Const(c),
                    dst,
                    ..
                } if matches!(
                    self.consts.get(c.0 as usize),
                    Some(Const::Int { value: 1, .. })
                ) =>
                {
                    Some((*dst, *elem_size))
                }
                _ => None,
            })
            .collect();
        let escapes = |v: ValueId| {
            let as_reg = Operand::Reg(v);
            body.blocks.iter().any(|b| {
                b.phis
                    .iter()
                    .any(|p| p.incoming.iter().any(|(_, o)| *o == as_reg))
            }) || body.insts.iter().any(|i| match &i.op {
                Op::Load { .. } => false,
                Op::Store { val, .. } => *val == as_reg,
                op => op.operands().contains(&as_reg),
            })
        };
        slots.retain(|&(v, _)| !escapes(v));
        slots
    }

    /// Whether some path from `header` loads `slot` before storing all its `size` bytes.
    fn slot_live_at(&self, f: FuncId, slot: ValueId, size: u64, header: BlockId) -> bool {
        let Some(body) = self.func(f).body.as_ref() else {
            return true;
        };
        let reg = Operand::Reg(slot);
        // Per block: Some(true) when it loads the slot first, Some(false) when it stores it
        // whole first, None when it does neither.
        let first: Vec<Option<bool>> = body
            .blocks
            .iter()
            .map(|blk| {
                body.insts[blk.start as usize..blk.end as usize]
                    .iter()
                    .find_map(|i| match &i.op {
                        Op::Load { ptr, .. } if *ptr == reg => Some(true),
                        Op::Store { ptr, ty, .. } if *ptr == reg => {
                            (self.types.get(*ty).store_size == size).then_some(false)
                        }
                        _ => None,
                    })
            })
            .collect();
        let mut live_in: Vec<bool> = first.iter().map(|f| *f == Some(true)).collect();
        loop {
            let mut changed = false;
            for b in (0..body.blocks.len()).rev() {
                if first[b].is_some() || live_in[b] {
                    continue;
                }
                let out = body.cfg.succs[b].iter().any(|s| live_in[s.0 as usize]);
                if out {
                    live_in[b] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        live_in[header.0 as usize]
    }
}

/// The register operand `o` reads, when it is one of a function's `n` registers.
fn reg_of(o: &Operand, n: usize) -> Option<u32> {
    match o {
        Operand::Reg(v) if (v.0 as usize) < n => Some(v.0),
        _ => None,
    }
}

/// The registers read after block `i` ends: those live on entry to its successors (in
/// `live_in`) and the values their phis take from it.
fn live_out(
    body: &Body,
    live_in: &HashMap<usize, HashSet<u32>>,
    i: usize,
    n: usize,
) -> HashSet<u32> {
    let mut out = HashSet::default();
    for s in &body.cfg.succs[i] {
        out.extend(live_in.get(&(s.0 as usize)).into_iter().flatten().copied());
        for p in &body.blocks[s.0 as usize].phis {
            out.extend(
                p.incoming
                    .iter()
                    .filter(|(from, _)| from.0 as usize == i)
                    .filter_map(|(_, o)| reg_of(o, n)),
            );
        }
    }
    out
}
