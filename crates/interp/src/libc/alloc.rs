//! Heap allocation: `malloc`, `calloc`, `realloc`, `free`.

use memory::RegionKind;

use crate::error::ErrorKind;
use crate::machine::{Machine, Stop};
use semantics::builtins::check_heap_block;

/// Requests above this many bytes fail (return NULL) like an exhausted native heap.
const MAX_ALLOCATION: u64 = 1 << 32;

/// Bytes a run may hold live (heap blocks, stack and globals) once a heap allocation is
/// made: beyond, the run stops at the resource limit (natively the allocation might succeed,
/// so it does not return NULL), instead of the interpreter exhausting the machine's memory.
const MAX_LIVE_BYTES: u64 = 2 << 30;

impl Machine<'_, '_> {
    pub(crate) fn malloc(&mut self, size: u64) -> Result<u64, Stop> {
        let p = self.allocate_block(size)?;
        self.count_heap(p, size, None);
        Ok(p)
    }

    /// Counts block `p` (0: none) of `size` bytes, replacing `old`, when heap use is tracked.
    fn count_heap(&mut self, p: u64, size: u64, old: Option<memory::RegionId>) {
        if self.heap_use.is_none() || p == 0 {
            return;
        }
        let Some(r) = self.mem.region_at(p) else {
            return;
        };
        let m = self.prog.module;
        let path: Vec<ir::LocId> = self
            .frames
            .iter()
            .rev()
            .map(|f| m.inst_loc(f.func, f.pc))
            .collect();
        if let Some(h) = self.heap_use.as_deref_mut() {
            h.allocated(r, size, old, path);
        }
    }

    fn allocate_block(&mut self, size: u64) -> Result<u64, Stop> {
        if size > MAX_ALLOCATION {
            return Ok(0);
        }
        // A witness of `--malloc-can-fail` says whether this allocation fails.
        let fails = crate::machine::MALLOC_FAILS_INPUT;
        if self.inputs.next_is(fails)
            && self
                .inputs
                .next_scalar(fails, "_Bool", 1, crate::ScalarKind::Unsigned)
                & 1
                == 1
        {
            return Ok(0);
        }
        if self.mem.live_bytes().saturating_add(size) > MAX_LIVE_BYTES {
            return Err(Stop::Error(
                ErrorKind::ResourceLimit,
                format!(
                    "more than {} GiB of memory would be live: the interpreter's limit",
                    MAX_LIVE_BYTES >> 30
                ),
            ));
        }
        let site = self.current_loc().0;
        match self.mem.allocate(size, 16, RegionKind::Heap, site) {
            Ok(r) => Ok(self.mem.region(r).base),
            Err(_) => Ok(0),
        }
    }

    pub(crate) fn calloc(&mut self, n: u64, size: u64) -> Result<u64, Stop> {
        let p = match n.checked_mul(size) {
            Some(total) => self.malloc(total)?,
            None => return Ok(0),
        };
        if let Some(r) = self.mem.region_at(p).filter(|_| p != 0) {
            self.mem.mark_initialized(r);
        }
        Ok(p)
    }

    pub(crate) fn realloc(&mut self, p: u64, size: u64) -> Result<u64, Stop> {
        if p == 0 {
            return self.malloc(size);
        }
        let old = self.heap_block(p, "realloc")?;
        if size == 0 {
            self.free(p)?;
            return Ok(0);
        }
        let new = self.allocate_block(size)?;
        if new == 0 {
            return Ok(0);
        }
        self.count_heap(new, size, Some(old));
        let keep = self.mem.region(old).size.min(size);
        self.mem.copy(new, p, keep)?;
        let site = self.current_loc().0;
        self.mem.kill(old, site);
        Ok(new)
    }

    pub(crate) fn free(&mut self, p: u64) -> Result<(), Stop> {
        if p == 0 {
            return Ok(());
        }
        let r = self.heap_block(p, "free")?;
        let site = self.current_loc().0;
        self.mem.kill(r, site);
        if let Some(h) = self.heap_use.as_deref_mut() {
            h.freed(r);
        }
        Ok(())
    }

    /// The live heap block that starts at `p`, or the error `what(p)` commits.
    fn heap_block(&self, p: u64, what: &str) -> Result<memory::RegionId, Stop> {
        let r = self.mem.region_at(p);
        let info = r.map(|r| {
            let reg = self.mem.region(r);
            (reg.kind, reg.base, reg.live)
        });
        check_heap_block(p, info, what).map_err(|(k, m)| Stop::Error(k, m))?;
        r.ok_or_else(|| Stop::Error(ErrorKind::InvalidFree, format!("{what} of pointer {p:#x}")))
    }
}
