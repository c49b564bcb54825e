//! The live heap bytes of a concrete run and their high-water mark (for `memusage`).
//!
//! Only blocks the program asked for count (malloc, calloc, realloc): their requested sizes
//! from the allocation until `free`. A `realloc` releases the old block and takes the new one
//! at the same instant, so the mark never holds both.

use std::collections::BTreeMap;

use ir::LocId;
use memory::RegionId;

/// One heap block live at the high-water mark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeakBlock {
    /// Requested bytes.
    pub size: u64,
    /// Where it was allocated, innermost first: the allocation, then each call site.
    pub call_path: Vec<LocId>,
}

/// The heap use of one run.
#[derive(Clone, Debug, Default)]
pub struct HeapUse {
    /// Bytes live now.
    pub live: u64,
    /// The most bytes live at once so far.
    pub peak: u64,
    /// The blocks live when the peak was first reached.
    pub at_peak: Vec<PeakBlock>,
    blocks: BTreeMap<RegionId, PeakBlock>,
}

impl HeapUse {
    /// Block `r` of `size` bytes replaced `old` (a `realloc`; `None`: a new allocation).
    pub(crate) fn allocated(
        &mut self,
        r: RegionId,
        size: u64,
        old: Option<RegionId>,
        call_path: Vec<LocId>,
    ) {
        if let Some(o) = old {
            self.freed(o);
        }
        self.live += size;
        self.blocks.insert(r, PeakBlock { size, call_path });
        if self.live > self.peak {
            self.peak = self.live;
            self.at_peak = self.blocks.values().cloned().collect();
        }
    }

    /// Block `r` was released (blocks the program did not allocate are ignored).
    pub(crate) fn freed(&mut self, r: RegionId) {
        if let Some(b) = self.blocks.remove(&r) {
            self.live -= b.size;
        }
    }
}
