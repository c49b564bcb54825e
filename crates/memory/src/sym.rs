//! The region store of symbolic execution: the same regions and addresses as [`crate::Memory`],
//! with contents that may be symbolic, shared between forked states (copy-on-write per region).

use std::collections::BTreeMap;
use std::sync::Arc;

use expr::{ArrRef, Ctx, ExprRef};

use crate::{Fault, Memory, RegionId, RegionKind, FIRST_ADDRESS};

/// A scalar value: concrete bits (zero-extended) or an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SVal {
    /// Known bits.
    C(u128),
    /// A symbolic expression.
    S(ExprRef),
}

impl SVal {
    /// The expression of this value at `width` bits.
    pub fn expr(self, ctx: &mut Ctx, width: u32) -> ExprRef {
        match self {
            SVal::C(v) => ctx.constant(v, width),
            SVal::S(e) => e,
        }
    }

    /// A value from an expression, concrete when the expression is a constant.
    pub fn of(ctx: &Ctx, e: ExprRef) -> SVal {
        match ctx.as_const(e) {
            Some(v) => SVal::C(v),
            None => SVal::S(e),
        }
    }
}

/// An offset into a region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offset {
    /// A known offset.
    C(u64),
    /// A symbolic offset (pointer-width expression).
    S(ExprRef),
}

/// One allocation with possibly symbolic contents.
#[derive(Clone, Debug)]
pub struct SymRegion {
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
    /// Allocation site (IR location id).
    pub site: u32,
    /// Where it was freed (IR location id).
    pub freed_at: u32,
    /// For a block of symbolic size: that size (pointer-wide); `size` is then the largest it
    /// can be, and accesses are checked against this expression.
    pub limit: Option<ExprRef>,
    conc: Vec<u8>,
    sym: BTreeMap<u64, ExprRef>,
    /// Once accessed at a symbolic offset, the contents are this array expression.
    arr: Option<ArrRef>,
    /// Which bytes were written (one bit each); `None` when all are (globals, `calloc`).
    init: Option<Vec<u64>>,
}

impl SymRegion {
    fn fresh(base: u64, size: u64, kind: RegionKind, site: u32) -> SymRegion {
        let conc = if kind == RegionKind::Function {
            Vec::new()
        } else {
            vec![0; size as usize]
        };
        SymRegion {
            base,
            size,
            kind,
            live: true,
            read_only: false,
            site,
            freed_at: 0,
            limit: None,
            conc,
            sym: BTreeMap::new(),
            arr: None,
            // Stack variables and malloc'd blocks start uninitialised: C gives them no value.
            init: matches!(kind, RegionKind::Stack | RegionKind::Heap)
                .then(|| vec![0u64; (size as usize).div_ceil(64)]),
        }
    }

    /// The little-endian value of the `len` (at most 8) bytes at `off` when all of them are
    /// concrete (other bytes of the region may be symbolic).
    pub fn concrete_word(&self, off: u64, len: usize) -> Option<u64> {
        if self.arr.is_some() || self.sym.range(off..off + len as u64).next().is_some() {
            return None;
        }
        let mut b = [0u8; 8];
        b[..len].copy_from_slice(self.conc.get(off as usize..off as usize + len)?);
        Some(u64::from_le_bytes(b))
    }

    /// Whether every byte of `[off, off + len)` was written (all bytes, for a symbolic offset).
    pub fn initialized(&self, off: Offset, len: u64) -> bool {
        let Some(bits) = &self.init else { return true };
        let (lo, hi) = match off {
            Offset::C(o) => (o, (o + len).min(self.size)),
            Offset::S(_) => (0, self.size),
        };
        (lo..hi).all(|i| bits[(i / 64) as usize] & (1 << (i % 64)) != 0)
    }

    /// The maximal runs `[lo, hi)` of never-written bytes (empty when all are written).
    pub fn uninitialized_runs(&self) -> Vec<(u64, u64)> {
        let Some(bits) = &self.init else {
            return Vec::new();
        };
        let mut runs = Vec::new();
        let mut start = None;
        for i in 0..self.size {
            let set = bits[(i / 64) as usize] & (1 << (i % 64)) != 0;
            match (set, start) {
                (false, None) => start = Some(i),
                (true, Some(s)) => {
                    runs.push((s, i));
                    start = None;
                }
                _ => {}
            }
        }
        if let Some(s) = start {
            runs.push((s, self.size));
        }
        runs
    }

    /// Marks `[off, off + len)` written (a write at a symbolic offset marks nothing: which bytes is unknown).
    pub fn mark_initialized(&mut self, off: Offset, len: u64) {
        let (Some(bits), Offset::C(o)) = (&mut self.init, off) else {
            return;
        };
        for i in o..(o + len).min(self.size) {
            bits[(i / 64) as usize] |= 1 << (i % 64);
        }
    }

    /// Marks `[off, off + len)` as never written (copies of uninitialised bytes stay uninitialised).
    pub fn mark_uninitialized(&mut self, off: u64, len: u64) {
        let words = (self.size as usize).div_ceil(64);
        let bits = self.init.get_or_insert_with(|| vec![u64::MAX; words]);
        for i in off..(off + len).min(self.size) {
            bits[(i / 64) as usize] &= !(1 << (i % 64));
        }
    }

    /// Marks every byte written (e.g. after `calloc`).
    pub fn mark_all_initialized(&mut self) {
        self.init = None;
    }

    /// Whether any byte is symbolic.
    pub fn is_symbolic(&self) -> bool {
        self.arr.is_some() || !self.sym.is_empty()
    }

    /// The array form of the contents, if the region is in array form.
    pub fn array(&self) -> Option<ArrRef> {
        self.arr
    }

    /// Replaces the contents by `arr` (every byte initialised): a region whose value is unknown.
    pub fn set_contents(&mut self, arr: ArrRef) {
        self.sym.clear();
        self.arr = Some(arr);
        self.init = None;
    }

    /// The contents as an array expression (the region keeps its form).
    pub fn as_array(&self, ctx: &mut Ctx, index_width: u32) -> ArrRef {
        if let Some(a) = self.arr {
            return a;
        }
        // A block filled from one array (an input buffer) is that array wherever its bytes
        // still are: storing them back would give the solver a chain as long as the block.
        let source = |ctx: &Ctx, off: u64, e: ExprRef| match ctx.node(e).kind {
            expr::Kind::Select { array, index } if ctx.as_const(index) == Some(u128::from(off)) => {
                Some(array)
            }
            _ => None,
        };
        let base = self
            .sym
            .iter()
            .next()
            .and_then(|(&off, &e)| source(ctx, off, e))
            .filter(|&b| {
                let kept = self
                    .sym
                    .iter()
                    .filter(|&(&off, &e)| source(ctx, off, e) == Some(b))
                    .count();
                kept as u64 * 2 > self.size && ctx.index_width(b) == index_width
            });
        let Some(b) = base else {
            let mut a = ctx.const_array(&self.conc, index_width);
            for (&off, &e) in &self.sym {
                let i = ctx.constant(u128::from(off), index_width);
                a = ctx.store(a, i, e);
            }
            return a;
        };
        let mut a = b;
        for off in 0..self.size {
            let byte = match self.sym.get(&off) {
                Some(&e) if source(ctx, off, e) == Some(b) => continue,
                Some(&e) => e,
                None => ctx.constant(u128::from(self.conc[off as usize]), 8),
            };
            let i = ctx.constant(u128::from(off), index_width);
            a = ctx.store(a, i, byte);
        }
        a
    }

    /// Switches to array form (needed for accesses at symbolic offsets).
    pub fn make_array(&mut self, ctx: &mut Ctx, index_width: u32) -> ArrRef {
        let a = self.as_array(ctx, index_width);
        self.sym.clear();
        self.arr = Some(a);
        a
    }

    /// Reads `len` bytes at `off`, little-endian, as one value of `8 * len` bits; `None` when a
    /// symbolic offset needs the region in array form first ([`SymRegion::make_array`]).
    pub fn read(&self, ctx: &mut Ctx, off: Offset, len: u32, index_width: u32) -> Option<SVal> {
        Some(match (off, self.arr) {
            (Offset::C(o), None) => {
                let end = o + u64::from(len);
                if self.sym.range(o..end).next().is_none() {
                    let mut v = 0u128;
                    for i in (0..len as usize).rev() {
                        v = (v << 8) | u128::from(self.conc[o as usize + i]);
                    }
                    return Some(SVal::C(v));
                }
                let mut acc: Option<ExprRef> = None;
                for i in (0..u64::from(len)).rev() {
                    let b = match self.sym.get(&(o + i)) {
                        Some(&e) => e,
                        None => ctx.constant(u128::from(self.conc[(o + i) as usize]), 8),
                    };
                    acc = Some(match acc {
                        None => b,
                        Some(hi) => ctx.concat(hi, b),
                    });
                }
                let e = match acc {
                    Some(e) => e,
                    None => ctx.constant(0, 8),
                };
                SVal::of(ctx, e)
            }
            (_, None) => return None,
            (off, Some(a)) => {
                let idx = match off {
                    Offset::C(o) => ctx.constant(u128::from(o), index_width),
                    Offset::S(e) => e,
                };
                let e = ctx.read_le(a, idx, len);
                SVal::of(ctx, e)
            }
        })
    }

    /// Writes the `8 * len`-bit value `v` at `off`, little-endian.
    pub fn write(&mut self, ctx: &mut Ctx, off: Offset, len: u32, v: SVal, index_width: u32) {
        self.mark_initialized(off, u64::from(len));
        match (off, self.arr) {
            (Offset::C(o), None) => match v {
                SVal::C(bits) => {
                    for i in 0..len as usize {
                        self.conc[o as usize + i] = (bits >> (8 * i)) as u8;
                    }
                    let keys: Vec<u64> = self
                        .sym
                        .range(o..o + u64::from(len))
                        .map(|(k, _)| *k)
                        .collect();
                    for k in keys {
                        self.sym.remove(&k);
                    }
                }
                SVal::S(e) => {
                    for i in 0..len {
                        let b = ctx.extract(e, 8 * i, 8);
                        let at = o + u64::from(i);
                        match ctx.as_const(b) {
                            Some(c) => {
                                self.conc[at as usize] = c as u8;
                                self.sym.remove(&at);
                            }
                            None => {
                                self.sym.insert(at, b);
                            }
                        }
                    }
                }
            },
            (off, _) => {
                let a = self.make_array(ctx, index_width);
                let idx = match off {
                    Offset::C(o) => ctx.constant(u128::from(o), index_width),
                    Offset::S(e) => e,
                };
                let val = v.expr(ctx, 8 * len);
                self.arr = Some(ctx.write_le(a, idx, val));
            }
        }
    }

    /// Copies of the concrete bytes, if no byte is symbolic.
    pub fn concrete_bytes(&self) -> Option<&[u8]> {
        (!self.is_symbolic()).then_some(self.conc.as_slice())
    }
}

/// The memory of one symbolic state.
#[derive(Clone, Debug)]
pub struct SymMemory {
    regions: imbl::Vector<Arc<SymRegion>>,
    next: u64,
    limit: u64,
    /// Width of pointers and offsets in bits.
    pub index_width: u32,
}

impl SymMemory {
    /// The symbolic counterpart of a laid-out concrete memory (same regions and addresses).
    pub fn from_concrete(m: &Memory, pointer_bytes: u32) -> SymMemory {
        let regions = m
            .regions()
            .iter()
            .map(|r| {
                Arc::new(SymRegion {
                    base: r.base,
                    size: r.size,
                    kind: r.kind,
                    live: r.live,
                    read_only: r.read_only,
                    site: r.site,
                    freed_at: r.freed_at,
                    limit: None,
                    conc: r.data.clone(),
                    sym: BTreeMap::new(),
                    arr: None,
                    init: None,
                })
            })
            .collect();
        let limit = if pointer_bytes >= 8 {
            1 << 47
        } else {
            0xffff_0000
        };
        let next = m
            .regions()
            .last()
            .map_or(FIRST_ADDRESS, |r| r.base + r.size + 16);
        SymMemory {
            regions,
            next,
            limit,
            index_width: pointer_bytes * 8,
        }
    }

    /// Number of regions.
    pub fn len(&self) -> usize {
        self.regions.len()
    }

    /// Whether there are no regions.
    pub fn is_empty(&self) -> bool {
        self.regions.is_empty()
    }

    /// The region `id`.
    pub fn region(&self, id: RegionId) -> &SymRegion {
        &self.regions[id.0 as usize]
    }

    /// The region `id`, for writing (copied first if shared with another state).
    pub fn region_mut(&mut self, id: RegionId) -> &mut SymRegion {
        Arc::make_mut(&mut self.regions[id.0 as usize])
    }

    /// Bytes of a pointer (the data model's).
    pub fn pointer_bytes(&self) -> u32 {
        self.index_width / 8
    }

    /// Allocates a zero-filled region.
    pub fn allocate(
        &mut self,
        size: u64,
        align: u64,
        kind: RegionKind,
        site: u32,
    ) -> Result<RegionId, Fault> {
        let align = align.clamp(16, 4096).next_power_of_two();
        let base = self.next.div_ceil(align) * align;
        match base.checked_add(size) {
            Some(end) if end <= self.limit && size <= (1 << 32) => {
                self.next = end + 16;
                self.regions
                    .push_back(Arc::new(SymRegion::fresh(base, size, kind, site)));
                Ok(RegionId(self.regions.len() as u32 - 1))
            }
            _ => Err(Fault::Exhausted { requested: size }),
        }
    }

    /// Marks a region dead.
    pub fn kill(&mut self, id: RegionId, site: u32) {
        let slot = &mut self.regions[id.0 as usize];
        if let Some(r) = Arc::get_mut(slot) {
            r.live = false;
            r.freed_at = site;
            r.conc = Vec::new();
            r.sym.clear();
            r.arr = None;
            return;
        }
        // Shared with another state: a dead copy without the contents, which copying first
        // would cost as much as the region is large (a 10^5-element local array at every
        // return).
        let r: &SymRegion = slot;
        *slot = Arc::new(SymRegion {
            live: false,
            freed_at: site,
            conc: Vec::new(),
            sym: BTreeMap::new(),
            arr: None,
            init: r.init.clone(),
            ..*r
        });
    }

    /// The region whose range contains `addr` (zero-sized regions: their base), live or not.
    pub fn region_at(&self, addr: u64) -> Option<RegionId> {
        let id = self.region_near(addr)?;
        let r = self.region(id);
        (addr < r.base + r.size.max(1)).then_some(id)
    }

    /// The region an address belongs to, or the nearest region below it (for attributing overflows).
    pub fn region_near(&self, addr: u64) -> Option<RegionId> {
        let (mut lo, mut hi) = (0usize, self.regions.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.regions[mid].base <= addr {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo.checked_sub(1).map(|i| RegionId(i as u32))
    }

    /// Checks a concrete access of `len` bytes at `addr`.
    pub fn check(&self, addr: u64, len: u64) -> Result<(RegionId, u64), Fault> {
        if addr < FIRST_ADDRESS {
            return Err(Fault::Null { addr });
        }
        let id = match self.region_at(addr) {
            Some(id) => id,
            None => {
                let above = self.region_near(addr).map_or(0, |r| r.0 as usize + 1);
                let span = |i: usize| (self.regions[i].base, self.regions[i].size);
                let Some(i) = crate::nearest_region(self.regions.len(), span, above, addr) else {
                    return Err(Fault::Unmapped { addr });
                };
                RegionId(i as u32)
            }
        };
        let r = self.region(id);
        let off = addr.wrapping_sub(r.base);
        if !r.live {
            return Err(crate::fault::dead_access(r.kind, id, off));
        }
        if off > r.size || off.checked_add(len).is_none_or(|e| e > r.size) {
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

    /// Live heap regions.
    pub fn live_heap(&self) -> impl Iterator<Item = (RegionId, &SymRegion)> {
        self.iter()
            .filter(|(_, r)| r.live && r.kind == RegionKind::Heap)
    }

    /// Whether region `id` is the very same (unchanged since a common ancestor) in `o`.
    pub fn shares_region(&self, o: &SymMemory, id: RegionId) -> bool {
        match (
            self.regions.get(id.0 as usize),
            o.regions.get(id.0 as usize),
        ) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }

    /// Every region with its id.
    pub fn iter(&self) -> impl Iterator<Item = (RegionId, &SymRegion)> {
        self.regions
            .iter()
            .enumerate()
            .map(|(i, r)| (RegionId(i as u32), r.as_ref()))
    }
}

impl SymRegion {
    /// The region that holds `self`'s bytes where `cond` holds and `o`'s elsewhere, when the
    /// two differ only in contents (same place, size, liveness and initialised bytes) and
    /// neither is in array form with other contents.
    fn merged(&self, o: &SymRegion, ctx: &mut Ctx, cond: ExprRef) -> Option<SymRegion> {
        let same_shape = (self.base, self.size, self.kind, self.live, self.read_only)
            == (o.base, o.size, o.kind, o.live, o.read_only)
            && (self.site, self.freed_at) == (o.site, o.freed_at)
            && self.limit == o.limit
            && self.init == o.init;
        if !same_shape {
            return None;
        }
        if self.arr.is_some() || o.arr.is_some() {
            let same = self.arr == o.arr && self.sym == o.sym && self.conc == o.conc;
            return same.then(|| self.clone());
        }
        let mut out = self.clone();
        let mut at: Vec<u64> = self.sym.keys().chain(o.sym.keys()).copied().collect();
        at.extend(
            (0..self.conc.len().min(o.conc.len()))
                .filter(|&i| self.conc[i] != o.conc[i])
                .map(|i| i as u64),
        );
        at.sort_unstable();
        at.dedup();
        let byte = |r: &SymRegion, i: u64| match r.sym.get(&i) {
            Some(&e) => SVal::S(e),
            None => SVal::C(u128::from(r.conc[i as usize])),
        };
        for i in at {
            let (a, b) = (byte(self, i), byte(o, i));
            if a == b {
                continue;
            }
            let (ea, eb) = (a.expr(ctx, 8), b.expr(ctx, 8));
            let e = ctx.ite(cond, ea, eb);
            match ctx.as_const(e) {
                Some(v) => {
                    out.sym.remove(&i);
                    out.conc[i as usize] = v as u8;
                }
                None => {
                    out.sym.insert(i, e);
                }
            }
        }
        Some(out)
    }
}

impl SymMemory {
    /// The memory that is `self` where `cond` holds and `o` elsewhere (for merging two
    /// states), when both have the same regions and each pair differs only in contents.
    pub fn merged(&self, o: &SymMemory, ctx: &mut Ctx, cond: ExprRef) -> Option<SymMemory> {
        if self.regions.len() != o.regions.len() || (self.next, self.limit) != (o.next, o.limit) {
            return None;
        }
        let mut out = self.clone();
        for (i, (a, b)) in self.regions.iter().zip(o.regions.iter()).enumerate() {
            if Arc::ptr_eq(a, b) {
                continue;
            }
            out.regions.set(i, Arc::new(a.merged(b, ctx, cond)?));
        }
        Some(out)
    }
}
