//! The frames subsumption leaves out: those of the innermost frame's function that wait at a
//! call whose result they hand back ([`ir::Module::hands_back`]). Such a frame returns what
//! its callee returns and reads nothing of its own again, and no pointer to its slots exists,
//! so a tail-recursive walk ten calls deep stands where the same walk two calls deep does:
//! both are compared without those frames and their stack blocks.

use rustc_hash::FxHashSet as HashSet;

use memory::RegionId;

use symex::Executor;

use super::facts::Facts;
use symex::{SFrame, State};

/// The frames of a state that subsumption leaves out, and their stack blocks.
#[derive(Clone, Debug, Default)]
pub struct Collapse {
    /// Per frame, whether it is left out (none when shorter).
    hidden: Vec<bool>,
    /// The stack blocks of the frames left out.
    pub blocks: HashSet<RegionId>,
}

impl Collapse {
    /// The frames kept, with their indices.
    pub fn kept<'s>(&'s self, st: &'s State) -> impl Iterator<Item = (usize, &'s SFrame)> + 's {
        st.frames
            .iter()
            .enumerate()
            .filter(|(k, _)| self.hidden.get(*k) != Some(&true))
    }

    /// The stack blocks of the frames kept, in order.
    pub fn kept_allocas(&self, st: &State) -> Vec<RegionId> {
        st.allocas
            .iter()
            .filter(|r| !self.blocks.contains(r))
            .copied()
            .collect()
    }
}

/// How many stack blocks frame `k` of `st` holds.
pub fn owned_allocas(st: &State, k: usize) -> usize {
    let end = st
        .frames
        .get(k + 1)
        .map_or(st.allocas.len(), |f| f.alloca_mark);
    end.saturating_sub(st.frames[k].alloca_mark)
}

impl Facts {
    /// The frames of `st` subsumption leaves out.
    pub fn collapse(&mut self, ex: &mut Executor<'_, '_>, st: &State) -> Collapse {
        let Some(top) = st.frames.last().map(|f| f.func) else {
            return Collapse::default();
        };
        let m = ex.prog.module;
        let mut out = Collapse {
            hidden: vec![false; st.frames.len()],
            blocks: HashSet::default(),
        };
        for k in 0..st.frames.len() - 1 {
            let fr = &st.frames[k];
            if fr.func != top {
                continue;
            }
            let hands_back = *self
                .hands_back
                .entry((fr.func, fr.block, fr.pc))
                .or_insert_with(|| m.hands_back(fr.func, ir::BlockId(fr.block), fr.pc));
            if hands_back {
                out.hidden[k] = true;
                let mark = fr.alloca_mark;
                let own = st.allocas.iter().skip(mark).take(owned_allocas(st, k));
                out.blocks.extend(own.copied());
            }
        }
        out
    }
}
