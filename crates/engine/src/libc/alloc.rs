//! Heap allocation: `malloc`, `calloc`, `realloc`, `free`.

use memory::{RegionKind, FIRST_ADDRESS};

use crate::error::ErrorKind;
use crate::machine::{Machine, Stop};

/// Requests above this many bytes fail (return NULL) like an exhausted native heap.
const MAX_ALLOCATION: u64 = 1 << 32;

impl Machine<'_, '_> {
    pub(crate) fn malloc(&mut self, size: u64) -> Result<u64, Stop> {
        if size > MAX_ALLOCATION {
            return Ok(0);
        }
        let site = self.current_loc().0;
        match self.mem.allocate(size, 16, RegionKind::Heap, site) {
            Ok(r) => Ok(self.mem.region(r).base),
            Err(_) => Ok(0),
        }
    }

    pub(crate) fn calloc(&mut self, n: u64, size: u64) -> Result<u64, Stop> {
        match n.checked_mul(size) {
            Some(total) => self.malloc(total),
            None => Ok(0),
        }
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
        let new = self.malloc(size)?;
        if new == 0 {
            return Ok(0);
        }
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
        Ok(())
    }

    /// The live heap block that starts at `p`, or the error `what(p)` commits.
    fn heap_block(&self, p: u64, what: &str) -> Result<memory::RegionId, Stop> {
        let invalid = |msg: String| Stop::Error(ErrorKind::InvalidFree, msg);
        if p < FIRST_ADDRESS {
            return Err(invalid(format!("{what} of invalid pointer {p:#x}")));
        }
        let Some(r) = self.mem.region_at(p) else {
            return Err(invalid(format!(
                "{what} of pointer {p:#x}, which points to no object"
            )));
        };
        let reg = self.mem.region(r);
        if reg.kind != RegionKind::Heap {
            return Err(invalid(format!(
                "{what} of a pointer to a {} object, not a heap block",
                reg.kind.name()
            )));
        }
        if p != reg.base {
            return Err(invalid(format!(
                "{what} of a pointer {} bytes into a heap block",
                p - reg.base
            )));
        }
        if !reg.live {
            return Err(Stop::Error(
                ErrorKind::DoubleFree,
                format!("{what} of an already freed heap block"),
            ));
        }
        Ok(r)
    }
}
