//! Calls whose caller only hands the result back. From such a call on, the caller stores the
//! result into its own stack slots, reads it back, and returns it, and does nothing else;
//! its slots' addresses never leave it. A frame waiting there is the identity on its callee's
//! result, and nothing reads its registers or slots again, so subsumption may leave it out
//! (a tail-recursive search compared at its recursive call's entry).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::{BlockId, FuncId, Module, Op, Operand};

impl Module {
    /// Whether a frame of `f` waiting at the call just before instruction `pc` (an index into
    /// its instructions, in block `b`) hands the call's result back and does nothing else.
    pub fn hands_back(&self, f: FuncId, b: BlockId, pc: u32) -> bool {
        let Some(body) = self.func(f).body.as_ref() else {
            return false;
        };
        let Some(call) = pc.checked_sub(1).and_then(|i| body.insts.get(i as usize)) else {
            return false;
        };
        let Op::Call { dst, .. } = &call.op else {
            return false;
        };
        if body
            .blocks
            .get(b.0 as usize)
            .is_none_or(|blk| pc <= blk.start || pc > blk.end)
        {
            return false;
        }
        let slots: HashSet<u32> = body
            .insts
            .iter()
            .filter_map(|i| match i.op {
                Op::Alloca { dst, .. } => Some(dst.0),
                _ => None,
            })
            .collect();
        if !slots_private(body, &slots) {
            return false;
        }
        let slot = |o: &Operand| match o {
            Operand::Reg(r) if slots.contains(&r.0) => Some(r.0),
            _ => None,
        };
        // Registers holding the result, and slots holding it (with the type stored).
        let mut carriers: HashSet<u32> = dst.iter().map(|d| d.0).collect();
        let mut held: HashMap<u32, crate::TyId> = HashMap::default();
        let mut entered = HashSet::default();
        let mut i = pc as usize;
        loop {
            let Some(inst) = body.insts.get(i) else {
                return false;
            };
            match &inst.op {
                Op::Store { ty, ptr, val, .. } => {
                    let Some(s) = slot(ptr) else {
                        return false;
                    };
                    match val {
                        Operand::Reg(v) if carriers.contains(&v.0) => held.insert(s, *ty),
                        _ => held.remove(&s),
                    };
                }
                // A slot read before this continuation wrote it would be a value the frame
                // still needs.
                Op::Load { ty, dst, ptr, .. } => match slot(ptr) {
                    Some(s) if held.get(&s) == Some(ty) => {
                        carriers.insert(dst.0);
                    }
                    _ => return false,
                },
                Op::Br { target } => {
                    if !entered.insert(*target) {
                        return false;
                    }
                    // A phi would read the frame's registers.
                    let Some(blk) = body.blocks.get(target.0 as usize) else {
                        return false;
                    };
                    if !blk.phis.is_empty() {
                        return false;
                    }
                    i = blk.start as usize;
                    continue;
                }
                Op::Ret { val: None } => return dst.is_none(),
                Op::Ret {
                    val: Some(Operand::Reg(v)),
                } => return carriers.contains(&v.0),
                _ => return false,
            }
            i += 1;
        }
    }
}

/// Whether every use of a stack slot's address in `body` is as the address of a load or a
/// store.
fn slots_private(body: &crate::Body, slots: &HashSet<u32>) -> bool {
    let is_slot = |o: &Operand| matches!(o, Operand::Reg(r) if slots.contains(&r.0));
    body.insts.iter().all(|inst| match &inst.op {
        Op::Load { .. } => true,
        Op::Store { val, .. } => !is_slot(val),
        op => !op.operands().iter().any(is_slot),
    })
}
