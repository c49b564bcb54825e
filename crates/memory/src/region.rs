//! Regions: one allocation each.

/// Index of a region in [`crate::Memory`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegionId(pub u32);

/// What a region was allocated for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegionKind {
    /// A local variable (`alloca`), dead after its function returns.
    Stack,
    /// A global variable.
    Global,
    /// A `malloc`/`calloc`/`realloc` block.
    Heap,
    /// A function's address; not readable as data.
    Function,
    /// Storage the runtime owns (variadic argument areas, `argv`, `FILE` objects).
    Runtime,
}

impl RegionKind {
    /// Lower-case name for messages.
    pub fn name(self) -> &'static str {
        match self {
            RegionKind::Stack => "stack",
            RegionKind::Global => "global",
            RegionKind::Heap => "heap",
            RegionKind::Function => "function",
            RegionKind::Runtime => "runtime",
        }
    }
}

/// One allocation.
#[derive(Clone, Debug)]
pub struct Region {
    /// First address.
    pub base: u64,
    /// Size in bytes.
    pub size: u64,
    /// What it is.
    pub kind: RegionKind,
    /// Whether it may still be accessed.
    pub live: bool,
    /// Whether writes are errors.
    pub read_only: bool,
    /// Where it was allocated (an IR location id, 0 if unknown).
    pub site: u32,
    /// Where it was freed (an IR location id, 0 if unknown or live).
    pub freed_at: u32,
    /// Its bytes (empty once dead).
    pub data: Vec<u8>,
    /// With [`crate::Memory::track_initialization`], for stack and heap regions: which bytes
    /// were written (one bit each).
    pub(crate) init: Option<Vec<u64>>,
}

impl Region {
    pub(crate) fn new(base: u64, size: u64, kind: RegionKind, site: u32) -> Region {
        let data = if kind == RegionKind::Function {
            Vec::new()
        } else {
            vec![0; size as usize]
        };
        Region {
            base,
            size,
            kind,
            live: true,
            read_only: false,
            site,
            freed_at: 0,
            data,
            init: None,
        }
    }

    /// Whether bytes `[off, off + len)` were all written (true when not tracked).
    pub(crate) fn is_initialized(&self, off: u64, len: u64) -> bool {
        let Some(bits) = &self.init else { return true };
        (off..off + len).all(|i| bits[(i / 64) as usize] & (1 << (i % 64)) != 0)
    }

    /// Marks bytes `[off, off + len)` as written (or not).
    pub(crate) fn set_initialized(&mut self, off: u64, len: u64, yes: bool) {
        let Some(bits) = &mut self.init else { return };
        for i in off..off + len {
            let (w, b) = ((i / 64) as usize, 1u64 << (i % 64));
            if yes {
                bits[w] |= b;
            } else {
                bits[w] &= !b;
            }
        }
    }
}
