//! The region store. Every allocation (stack variable, global, heap block, function, ...) is a
//! region with its own address range; addresses are never reused, and a gap separates
//! neighbouring regions, so an access is attributed to exactly one region and checked against
//! its bounds and liveness. Pointers are plain addresses: `(region, offset)` is recovered by
//! looking the address up, which keeps pointer/integer casts exact.

mod fault;
mod region;

pub use fault::Fault;
pub use region::{Region, RegionId, RegionKind};
pub use sym::{Offset, SVal, SymMemory, SymRegion};

mod reach;
mod sym;

pub use reach::{lost_heap, lost_heap_from, Lost, RegionScan};

use std::cell::Cell;

/// Lowest address handed out: everything below is treated as a NULL-pointer dereference.
pub const FIRST_ADDRESS: u64 = 0x10000;
/// Bytes left unallocated after every region, so that overflows land in no region.
const GAP: u64 = 16;

/// Addresses' lines [`Memory::region_at`] remembers the region of.
const RECENT: usize = 1024;

/// The memory of one execution.
#[derive(Clone, Debug)]
pub struct Memory {
    regions: Vec<Region>,
    /// Each region's base, in the same order (increasing): searched without touching the
    /// regions themselves.
    bases: Vec<u64>,
    next: u64,
    limit: u64,
    /// The region last found for an address, by the address' 16-byte line: a program
    /// touches a few arrays and its frames over and over, and a hit here saves a binary
    /// search over every region ever allocated.
    recent: Box<[Cell<u32>]>,
    /// Stack and heap regions allocated from now on record which bytes were written.
    track_init: bool,
    /// Reads that touched a never-written byte of such a region.
    uninit_reads: Cell<u64>,
    /// Bytes held by live regions.
    live_bytes: u64,
}

impl Memory {
    /// An empty memory for pointers of `pointer_bytes` bytes.
    pub fn new(pointer_bytes: u32) -> Memory {
        let limit = if pointer_bytes >= 8 {
            1 << 47
        } else {
            0xffff_0000
        };
        Memory {
            regions: Vec::new(),
            bases: Vec::new(),
            next: FIRST_ADDRESS,
            limit,
            recent: (0..RECENT).map(|_| Cell::new(0)).collect(),
            track_init: false,
            uninit_reads: Cell::new(0),
            live_bytes: 0,
        }
    }

    /// From now on, stack and heap regions record which bytes were written, and reads of
    /// others are counted ([`Memory::uninitialized_reads`]): natively they read garbage.
    pub fn track_initialization(&mut self) {
        self.track_init = true;
    }

    /// Whether stack and heap regions record which bytes were written.
    pub fn tracks_initialization(&self) -> bool {
        self.track_init
    }

    /// Reads so far that touched never-written stack or heap bytes (with tracking on).
    pub fn uninitialized_reads(&self) -> u64 {
        self.uninit_reads.get()
    }

    /// The addresses of the never-written bytes of `[addr, addr + len)` (with tracking on;
    /// none when the range is not inside one region). Counted as an uninitialised read.
    pub fn uninitialized_in(&self, addr: u64, len: u64) -> Vec<u64> {
        let Ok((id, off)) = self.check(addr, len) else {
            return Vec::new();
        };
        let r = &self.regions[id.0 as usize];
        if r.is_initialized(off, len) {
            return Vec::new();
        }
        self.uninit_reads.set(self.uninit_reads.get() + 1);
        (0..len)
            .filter(|&i| !r.is_initialized(off + i, 1))
            .map(|i| addr + i)
            .collect()
    }

    /// Marks every byte of region `id` as written (`calloc`, contents set from outside).
    pub fn mark_initialized(&mut self, id: RegionId) {
        let r = &mut self.regions[id.0 as usize];
        r.init = None;
    }

    fn note_read(&self, r: &Region, off: u64, len: u64) {
        if !r.is_initialized(off, len) {
            self.uninit_reads.set(self.uninit_reads.get() + 1);
        }
    }

    /// All regions, in address order.
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// The region `id`.
    pub fn region(&self, id: RegionId) -> &Region {
        &self.regions[id.0 as usize]
    }

    /// Allocates a zero-filled region of `size` bytes aligned to `align`.
    pub fn allocate(
        &mut self,
        size: u64,
        align: u64,
        kind: RegionKind,
        site: u32,
    ) -> Result<RegionId, Fault> {
        let align = align.clamp(16, 4096).next_power_of_two();
        let base = self.next.div_ceil(align) * align;
        let end = base.checked_add(size).filter(|&e| e <= self.limit);
        let Some(end) = end else {
            return Err(Fault::Exhausted { requested: size });
        };
        if size > (1 << 32) {
            return Err(Fault::Exhausted { requested: size });
        }
        self.next = end + GAP;
        let id = RegionId(self.regions.len() as u32);
        let mut region = Region::new(base, size, kind, site);
        if self.track_init && matches!(kind, RegionKind::Stack | RegionKind::Heap) {
            region.init = Some(vec![0u64; (size as usize).div_ceil(64)]);
        }
        self.regions.push(region);
        self.bases.push(base);
        if kind != RegionKind::Function {
            self.live_bytes += size;
        }
        Ok(id)
    }

    /// Marks a region dead and releases its bytes.
    pub fn kill(&mut self, id: RegionId, site: u32) {
        let r = &mut self.regions[id.0 as usize];
        if r.live && r.kind != RegionKind::Function {
            self.live_bytes -= r.size;
        }
        r.live = false;
        r.freed_at = site;
        r.data = Vec::new();
    }

    /// Bytes held by the regions still live.
    pub fn live_bytes(&self) -> u64 {
        self.live_bytes
    }

    /// The region whose range (or, for zero-sized regions, base) contains `addr`, live or not.
    pub fn region_at(&self, addr: u64) -> Option<RegionId> {
        let slot = &self.recent[(addr >> 4) as usize % RECENT];
        let h = slot.get() as usize;
        if let Some(r) = self.regions.get(h) {
            if r.base <= addr && addr < r.base + r.size.max(1) {
                return Some(RegionId(h as u32));
            }
        }
        // A new frame's variables are the last regions: look there before searching.
        let tail = self.bases.len().saturating_sub(8);
        let i = match self.bases[tail..].iter().rposition(|&b| b <= addr) {
            Some(j) => tail + j,
            None => self.bases.partition_point(|&b| b <= addr).checked_sub(1)?,
        };
        let r = &self.regions[i];
        (addr < r.base + r.size.max(1)).then(|| {
            slot.set(i as u32);
            RegionId(i as u32)
        })
    }

    /// Checks an access of `len` bytes at `addr` and returns its region and offset.
    pub fn check(&self, addr: u64, len: u64) -> Result<(RegionId, u64), Fault> {
        if addr < FIRST_ADDRESS {
            return Err(Fault::Null { addr });
        }
        let Some(id) = self.region_at(addr) else {
            return Err(self.unmapped(addr, len));
        };
        let r = &self.regions[id.0 as usize];
        let off = addr - r.base;
        if !r.live {
            return Err(fault::dead_access(r.kind, id, off));
        }
        if off.checked_add(len).is_none_or(|e| e > r.size) {
            return Err(Fault::OutOfBounds {
                region: id,
                offset: off as i64,
                len,
                size: r.size,
            });
        }
        if r.kind == RegionKind::Function {
            return Err(Fault::NotData { region: id });
        }
        Ok((id, off))
    }

    /// Explains an access to no region: out of bounds of the region just below or just above it.
    fn unmapped(&self, addr: u64, len: u64) -> Fault {
        let above = self.regions.partition_point(|r| r.base <= addr);
        match nearest_region(
            self.regions.len(),
            |i| (self.regions[i].base, self.regions[i].size),
            above,
            addr,
        ) {
            Some(i) => {
                let r = &self.regions[i];
                let offset = addr.wrapping_sub(r.base) as i64;
                if !r.live {
                    return fault::dead_access(r.kind, RegionId(i as u32), offset as u64);
                }
                Fault::OutOfBounds {
                    region: RegionId(i as u32),
                    offset,
                    len,
                    size: r.size,
                }
            }
            None => Fault::Unmapped { addr },
        }
    }

    /// Reads `buf.len()` bytes at `addr`.
    pub fn read(&self, addr: u64, buf: &mut [u8]) -> Result<(), Fault> {
        let (id, off) = self.check(addr, buf.len() as u64)?;
        let r = &self.regions[id.0 as usize];
        self.note_read(r, off, buf.len() as u64);
        buf.copy_from_slice(&r.data[off as usize..off as usize + buf.len()]);
        Ok(())
    }

    /// Writes `bytes` at `addr`.
    pub fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), Fault> {
        let (id, off) = self.check(addr, bytes.len() as u64)?;
        let r = &mut self.regions[id.0 as usize];
        if r.read_only {
            return Err(Fault::ReadOnly { region: id });
        }
        r.data[off as usize..off as usize + bytes.len()].copy_from_slice(bytes);
        r.set_initialized(off, bytes.len() as u64, true);
        Ok(())
    }

    /// Reads a little-endian integer of `len` (1..=8) bytes, zero-extended.
    pub fn read_uint(&self, addr: u64, len: usize) -> Result<u64, Fault> {
        let mut b = [0u8; 8];
        self.read(addr, &mut b[..len])?;
        Ok(u64::from_le_bytes(b))
    }

    /// Writes the low `len` (1..=8) bytes of `v`, little-endian.
    pub fn write_uint(&mut self, addr: u64, len: usize, v: u64) -> Result<(), Fault> {
        self.write(addr, &v.to_le_bytes()[..len])
    }

    /// Bytes of the NUL-terminated string at `addr` (without the NUL), at most `max` bytes.
    pub fn read_c_string(&self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, Fault> {
        let (id, off) = self.check(addr, 0)?;
        let r = &self.regions[id.0 as usize];
        let data = &r.data[off as usize..];
        let limit = max.unwrap_or(usize::MAX).min(data.len());
        let read = data[..limit]
            .iter()
            .position(|&b| b == 0)
            .map_or(limit, |n| n + 1);
        self.note_read(r, off, read as u64);
        match data[..limit].iter().position(|&b| b == 0) {
            Some(n) => Ok(data[..n].to_vec()),
            None if limit < data.len() || max.is_some_and(|m| m <= data.len()) => {
                Ok(data[..limit].to_vec())
            }
            None => Err(Fault::OutOfBounds {
                region: id,
                offset: r.size as i64,
                len: 1,
                size: r.size,
            }),
        }
    }

    /// Copies `len` bytes from `src` to `dst` (overlap allowed).
    pub fn copy(&mut self, dst: u64, src: u64, len: u64) -> Result<(), Fault> {
        if len == 0 {
            return Ok(());
        }
        let (sid, soff) = self.check(src, len)?;
        let (did, doff) = self.check(dst, len)?;
        if self.regions[did.0 as usize].read_only {
            return Err(Fault::ReadOnly { region: did });
        }
        let (s, d, n) = (soff as usize, doff as usize, len as usize);
        // Copying never-written bytes is no use of them: the copies stay unwritten.
        let written: Option<Vec<bool>> = self.regions[did.0 as usize].init.as_ref().map(|_| {
            let src = &self.regions[sid.0 as usize];
            (0..len).map(|i| src.is_initialized(soff + i, 1)).collect()
        });
        if sid == did {
            self.regions[did.0 as usize].data.copy_within(s..s + n, d);
        } else {
            let bytes = self.regions[sid.0 as usize].data[s..s + n].to_vec();
            self.regions[did.0 as usize].data[d..d + n].copy_from_slice(&bytes);
        }
        if let Some(w) = written {
            let dst = &mut self.regions[did.0 as usize];
            for (i, yes) in w.into_iter().enumerate() {
                dst.set_initialized(doff + i as u64, 1, yes);
            }
        }
        Ok(())
    }

    /// Sets `len` bytes at `dst` to `byte`.
    pub fn fill(&mut self, dst: u64, byte: u8, len: u64) -> Result<(), Fault> {
        if len == 0 {
            return Ok(());
        }
        let (id, off) = self.check(dst, len)?;
        let r = &mut self.regions[id.0 as usize];
        if r.read_only {
            return Err(Fault::ReadOnly { region: id });
        }
        r.data[off as usize..(off + len) as usize].fill(byte);
        r.set_initialized(off, len, true);
        Ok(())
    }

    /// Makes a region read-only (string literals and `const` globals).
    pub fn set_read_only(&mut self, id: RegionId) {
        self.regions[id.0 as usize].read_only = true;
    }

    /// Mutable access to a region's bytes (for initialisation: all count as written).
    pub fn bytes_mut(&mut self, id: RegionId) -> &mut [u8] {
        let r = &mut self.regions[id.0 as usize];
        r.init = None;
        &mut r.data
    }

    /// Live heap regions.
    pub fn live_heap(&self) -> impl Iterator<Item = (RegionId, &Region)> {
        self.regions
            .iter()
            .enumerate()
            .filter(|(_, r)| r.live && r.kind == RegionKind::Heap)
            .map(|(i, r)| (RegionId(i as u32), r))
    }
}

/// The region an address outside every region belongs to: the one whose end is at most
/// [`GAP`] below it or whose start is at most [`GAP`] above it (the nearer one).
/// `above` is the index of the first region starting after `addr`.
/// `span(i)` gives region `i`'s base and size; there are `n` regions.
pub(crate) fn nearest_region(
    n: usize,
    span: impl Fn(usize) -> (u64, u64),
    above: usize,
    addr: u64,
) -> Option<usize> {
    let below = above.checked_sub(1).and_then(|i| {
        let (base, size) = span(i);
        let end = base + size;
        (addr >= end && addr - end < GAP).then_some((i, addr - end))
    });
    let upper = (above < n)
        .then(|| span(above))
        .and_then(|(base, _)| (base > addr && base - addr <= GAP).then_some((above, base - addr)));
    match (below, upper) {
        (Some(b), Some(u)) => Some(if u.1 < b.1 { u.0 } else { b.0 }),
        (b, u) => b.or(u).map(|x| x.0),
    }
}

#[cfg(test)]
mod tests;
