//! The parts of a state no decision below it reads ([`ir::Relevance`]): registers, stack
//! slots and globals that only flow into each other, into the entry function's result or
//! nowhere. Reuse compares two states without them, as it does without dead registers.
//! Left out where lost memory is a violation: a block is lost when no variable points to
//! it, and the analysis does not follow what a variable's value is, only where it flows.

use rustc_hash::FxHashSet as HashSet;

use ir::{Relevance, ValueId};
use memory::{RegionId, SVal};
use symex::{Executor, State, Val};

/// What the program's decisions never read, found once per run.
pub struct Ignored {
    relevance: Relevance,
    /// The blocks of the globals nothing relevant reads.
    globals: Vec<RegionId>,
}

impl Ignored {
    /// The analysis of the executor's program; `st` is any state (globals are the same
    /// blocks in every one).
    pub fn new(ex: &Executor<'_, '_>, st: &State) -> Ignored {
        // The outermost frame is the engine's call (of `main` or the `--entry` function).
        let entry = st.frames.first().map_or(ir::FuncId(0), |f| f.func);
        let relevance = ex
            .prog
            .module
            .relevance(entry, &|f, args| symex::only_prints(ex.prog, f, args));
        let globals = relevance
            .irrelevant_globals()
            .iter()
            .filter_map(|&c| region_of(st, &ex.val(st, ir::Operand::Const(c))))
            .collect();
        Ignored { relevance, globals }
    }

    /// Adds to `regs` the innermost frame's irrelevant registers and to `slots` the blocks
    /// of every frame's irrelevant slots and of the irrelevant globals.
    pub fn extend(&self, st: &State, regs: &mut HashSet<ValueId>, slots: &mut HashSet<RegionId>) {
        if let Some(fr) = st.frames.last() {
            regs.extend(self.relevance.irrelevant_regs(fr.func));
        }
        for fr in &st.frames {
            for v in self.relevance.irrelevant_slots(fr.func) {
                slots.extend(fr.regs.get(v.0 as usize).and_then(|r| region_of(st, r)));
            }
        }
        slots.extend(&self.globals);
    }
}

/// The block a concrete address points into.
fn region_of(st: &State, v: &Val) -> Option<RegionId> {
    match v {
        Val::S(SVal::C(a)) => u64::try_from(*a).ok().and_then(|a| st.mem.region_at(a)),
        _ => None,
    }
}
