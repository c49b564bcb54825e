//! Which heap blocks can still be reached from the program's roots (globals, live stack
//! variables, runtime data) by following pointers stored in memory: the rest is lost.

use std::collections::VecDeque;

use crate::{Memory, RegionId, RegionKind, SymMemory};

/// A memory whose regions can be scanned for pointers.
pub trait RegionScan {
    /// Number of regions.
    fn count(&self) -> usize;
    /// `(base, size, kind, live)` of region `i`.
    fn info(&self, i: usize) -> (u64, u64, RegionKind, bool);
    /// The little-endian word of `len` bytes at `off` of region `i`, `None` if any byte is symbolic.
    fn word(&self, i: usize, off: u64, len: usize) -> Option<u64>;
    /// The region containing `addr`, live or not.
    fn containing(&self, addr: u64) -> Option<usize>;
}

/// Result of a reachability scan.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lost {
    /// Live heap blocks no root leads to.
    pub unreachable: Vec<RegionId>,
    /// Some scanned word was symbolic, so a pointer may have been missed.
    pub uncertain: bool,
}

/// Live heap blocks not reachable from live global, stack and runtime regions through
/// pointer-aligned words (interior pointers count as references).
pub fn lost_heap(m: &impl RegionScan, pointer_bytes: usize) -> Lost {
    lost_heap_from(m, pointer_bytes, std::iter::empty())
}

/// [`lost_heap`] with more roots: pointer values held outside memory (registers) and the
/// blocks a caller can see (with `--entry`, the buffers the parameters point to).
pub fn lost_heap_from(
    m: &impl RegionScan,
    pointer_bytes: usize,
    extra_roots: impl IntoIterator<Item = u64>,
) -> Lost {
    let n = m.count();
    let mut seen = vec![false; n];
    let mut queue = VecDeque::new();
    for v in extra_roots {
        if let Some(j) = m.containing(v) {
            let (_, _, kind, live) = m.info(j);
            if live && kind == RegionKind::Heap && !seen[j] {
                seen[j] = true;
                queue.push_back(j);
            }
        }
    }
    for (i, s) in seen.iter_mut().enumerate() {
        let (_, _, kind, live) = m.info(i);
        if live
            && matches!(
                kind,
                RegionKind::Global | RegionKind::Stack | RegionKind::Runtime
            )
        {
            *s = true;
            queue.push_back(i);
        }
    }
    let mut uncertain = false;
    while let Some(i) = queue.pop_front() {
        let (_, size, _, _) = m.info(i);
        let mut off = 0;
        while off + pointer_bytes as u64 <= size {
            match m.word(i, off, pointer_bytes) {
                None => uncertain = true,
                Some(v) => {
                    if let Some(j) = m.containing(v) {
                        let (_, _, kind, live) = m.info(j);
                        if live && kind == RegionKind::Heap && !seen[j] {
                            seen[j] = true;
                            queue.push_back(j);
                        }
                    }
                }
            }
            off += pointer_bytes as u64;
        }
    }
    let unreachable = (0..n)
        .filter(|&i| {
            let (_, _, kind, live) = m.info(i);
            live && kind == RegionKind::Heap && !seen[i]
        })
        .map(|i| RegionId(i as u32))
        .collect();
    Lost {
        unreachable,
        uncertain,
    }
}

impl RegionScan for Memory {
    fn count(&self) -> usize {
        self.regions().len()
    }
    fn info(&self, i: usize) -> (u64, u64, RegionKind, bool) {
        let r = &self.regions()[i];
        (r.base, r.size, r.kind, r.live)
    }
    fn word(&self, i: usize, off: u64, len: usize) -> Option<u64> {
        let d = &self.regions()[i].data;
        let mut b = [0u8; 8];
        b[..len].copy_from_slice(d.get(off as usize..off as usize + len)?);
        Some(u64::from_le_bytes(b))
    }
    fn containing(&self, addr: u64) -> Option<usize> {
        self.region_at(addr).map(|r| r.0 as usize)
    }
}

impl RegionScan for SymMemory {
    fn count(&self) -> usize {
        self.len()
    }
    fn info(&self, i: usize) -> (u64, u64, RegionKind, bool) {
        let r = self.region(RegionId(i as u32));
        (r.base, r.size, r.kind, r.live)
    }
    fn word(&self, i: usize, off: u64, len: usize) -> Option<u64> {
        let r = self.region(RegionId(i as u32));
        if !r.live {
            return Some(0);
        }
        r.concrete_word(off, len)
    }
    fn containing(&self, addr: u64) -> Option<usize> {
        self.region_at(addr).map(|r| r.0 as usize)
    }
}
