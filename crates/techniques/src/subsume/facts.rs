//! What the comparison of states and the abstraction compute once per program point
//! (liveness at headers, frames that hand results back, recursive functions, the array
//! standing for a segment's node), and how they are configured. Every check and abstraction
//! of this technique is a method of [`Facts`], spread over the modules beside this one.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::Arc;

use expr::ArrRef;
use ir::{FuncId, HeadLiveness, ValueId};

/// What the comparison and the abstraction compute once per program point, and how they
/// are configured.
#[derive(Debug, Default)]
pub struct Facts {
    /// The array that stands for one object's contents in list segments' facts.
    pub(super) hole: Option<ArrRef>,
    /// What is dead on entry to each loop header met, by function and block.
    pub(super) head_live: HashMap<(FuncId, u32), Arc<HeadLiveness>>,
    /// The registers a caller's frame waiting at a call no longer needs, by function, block
    /// and instruction.
    pub(super) waiting_dead: HashMap<(FuncId, u32, u32), Arc<HashSet<ValueId>>>,
    /// Whether a frame waiting at a call hands its result back ([`ir::Module::hands_back`]),
    /// by function, block and instruction.
    pub(super) hands_back: HashMap<(FuncId, u32, u32), bool>,
    /// Whether each function met may call itself.
    pub(super) recursive: HashMap<FuncId, bool>,
    /// Lost heap memory is a violation (valid-memsafety, valid-memcleanup): a state with a
    /// heap block nothing reaches is never covered.
    pub lost_memory_matters: bool,
    /// Where a block was allocated is part of what is reported about it (`check`'s leak
    /// findings name it): the program's heap objects pair only with objects allocated at
    /// the same place.
    pub sites_matter: bool,
}

impl Facts {
    /// A comparison of states with nothing computed yet.
    pub fn new() -> Facts {
        Facts::default()
    }
}
