//! What a loop header does not need from the state that reaches it: registers that every
//! path from the header defines again before reading them, and stack slots it stores before
//! loading them. Subsumption at loop heads compares only the rest of two states.

use crate::inst::{BlockId, FuncId, Op, Operand, ValueId};
use crate::module::{Const, Module};

/// The parts of a frame dead on entry to a loop header.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeadLiveness {
    /// Registers defined in blocks the header dominates (every path from the header defines
    /// them before it reads them) and registers no block reachable from the header reads.
    pub dead_regs: Vec<ValueId>,
    /// `alloca` registers whose slot is only loaded and stored (its address never escapes)
    /// and is stored whole before any load on every path from the header.
    pub dead_slots: Vec<ValueId>,
}

impl Module {
    /// What is dead on entry to block `header` of function `f` (empty without a body).
    pub fn head_liveness(&self, f: FuncId, header: BlockId) -> HeadLiveness {
        let Some(body) = self.func(f).body.as_ref() else {
            return HeadLiveness::default();
        };
        let mut dead_regs = Vec::new();
        for (b, blk) in body.blocks.iter().enumerate() {
            if !body.doms.dominates(header, BlockId(b as u32)) {
                continue;
            }
            if b as u32 != header.0 {
                dead_regs.extend(blk.phis.iter().map(|p| p.dst));
            }
            for inst in &body.insts[blk.start as usize..blk.end as usize] {
                dead_regs.extend(inst.op.dst());
            }
        }
        // Registers no block reachable from the header reads are dead too (at -O0, the
        // parameters once stored to their slots).
        let mut reach = vec![false; body.blocks.len()];
        let mut stack = vec![header];
        while let Some(b) = stack.pop() {
            if std::mem::replace(&mut reach[b.0 as usize], true) {
                continue;
            }
            stack.extend(body.cfg.succs[b.0 as usize].iter().copied());
        }
        let mut used = vec![false; self.func(f).values.len()];
        let mut mark = |o: &Operand| {
            if let Operand::Reg(v) = o {
                if let Some(u) = used.get_mut(v.0 as usize) {
                    *u = true;
                }
            }
        };
        for (b, blk) in body.blocks.iter().enumerate() {
            if !reach[b] {
                continue;
            }
            for inst in &body.insts[blk.start as usize..blk.end as usize] {
                inst.op.operands().iter().for_each(&mut mark);
            }
            for p in &blk.phis {
                p.incoming
                    .iter()
                    .filter(|(from, _)| reach[from.0 as usize])
                    .for_each(|(_, o)| mark(o));
            }
        }
        dead_regs.extend(
            used.iter()
                .enumerate()
                .filter(|(_, u)| !**u)
                .map(|(v, _)| ValueId(v as u32)),
        );
        dead_regs.sort_unstable();
        dead_regs.dedup();
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
