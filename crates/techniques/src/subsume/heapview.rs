//! A state's input heap seen as a graph, for abstraction and subsumption: which object an
//! address falls in, what each pointer cell holds, and which words of the rest of the state
//! (registers, stack, globals, other blocks) point into input objects.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::Arc;

use expr::ExprRef;
use ir::{HeadLiveness, Pointee, ShapeId, ValueId};
use memory::{Offset, RegionId, SVal};

use symex::exec::concrete_le;
use symex::Executor;

use super::facts::Facts;
use symex::inputheap::{Cell, ObjectKind};

use super::segments::{segment_of, Segment};
use symex::{State, Val};

/// What a pointer cell of an input object holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Content {
    /// Not read yet.
    Unread,
    /// A summarised segment.
    Segment(Arc<Segment>),
    /// The back link of a doubly linked segment's end.
    Back(Arc<Segment>),
    /// NULL.
    Null,
    /// Input object `k`, at an offset.
    Object(usize, u64),
    /// Some other concrete value.
    Other(u128),
    /// A symbolic value.
    Symbolic,
}

/// Where input objects are.
pub struct HeapView {
    /// `(base, end, k)` of every object not summarised away, by base.
    spans: Vec<(u64, u64, usize)>,
    /// Blocks of all input objects, summarised or not.
    pub input_regions: HashMap<RegionId, usize>,
}

impl HeapView {
    /// The view of `st`'s input heap.
    pub fn new(st: &State) -> HeapView {
        let mut spans: Vec<(u64, u64, usize)> = st
            .heap
            .objects
            .iter()
            .enumerate()
            .filter(|(_, o)| !o.gone)
            .map(|(k, o)| {
                let r = st.mem.region(o.region);
                (r.base, r.base + r.size.max(1), k)
            })
            .collect();
        spans.sort_unstable();
        let input_regions = st
            .heap
            .objects
            .iter()
            .enumerate()
            .map(|(k, o)| (o.region, k))
            .collect();
        HeapView {
            spans,
            input_regions,
        }
    }

    /// The object `addr` falls in, with the offset.
    pub fn object_at(&self, addr: u128) -> Option<(usize, u64)> {
        span_of(&self.spans, addr).map(|(off, k)| (k, off))
    }

    /// Whether an expression's constants include an address inside an input object.
    pub fn mentions_object(&self, ex: &mut Executor<'_, '_>, e: ExprRef) -> bool {
        mentions_address(ex, e, |v| self.object_at(v).is_some())
    }
}

/// Where `addr` falls among `spans` (`(base, end, what)`, sorted by base): the offset from
/// the base, and what the span is.
pub fn span_of<T: Copy>(spans: &[(u64, u64, T)], addr: u128) -> Option<(u64, T)> {
    let a = u64::try_from(addr).ok()?;
    let i = spans.partition_point(|s| s.0 <= a).checked_sub(1)?;
    let (base, end, t) = spans[i];
    (a < end).then_some((a - base, t))
}

/// The pointers into input objects found in a sequence of bytes.
#[derive(Debug, Default)]
pub struct Words {
    /// `(position, object, offset)` of each window of concrete bytes holding such an address.
    pub pointers: Vec<(usize, usize, u64)>,
    /// Some symbolic byte may hold (part of) such an address.
    pub unknown: bool,
}

/// Whether some constant of `e` as wide as a pointer is an address `at` accepts.
pub fn mentions_address(ex: &mut Executor<'_, '_>, e: ExprRef, at: impl Fn(u128) -> bool) -> bool {
    let mut sub = expr::Substitution::new(expr::ArrayRenaming::default());
    sub.apply(&mut ex.ctx, e);
    let pb = ex.ptr_bits();
    sub.leaves.constants.iter().any(|&(v, w)| w >= pb && at(v))
}

impl Facts {
    /// The pointers into input objects among `bytes`.
    pub fn pointer_words(
        &mut self,
        ex: &mut Executor<'_, '_>,
        view: &HeapView,
        bytes: &[SVal],
    ) -> Words {
        let pw = (ex.ptr_bits() / 8) as usize;
        budget::charge_units(bytes.len() as u64, budget::cost::STATE_BYTE);
        let mut out = Words::default();
        for (i, b) in bytes.iter().enumerate() {
            if let SVal::S(e) = b {
                if view.mentions_object(ex, *e) {
                    out.unknown = true;
                }
            }
            let Some(window) = bytes.get(i..i + pw) else {
                continue;
            };
            if let Some((k, off)) = concrete_le(window).and_then(|v| view.object_at(v)) {
                out.pointers.push((i, k, off));
            }
        }
        out
    }

    /// The bytes of block `r` of `st`, one value each.
    pub fn region_bytes(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        r: RegionId,
    ) -> Vec<SVal> {
        let iw = ex.ptr_bits();
        let reg = st.mem.region(r);
        if reg.kind == memory::RegionKind::Function || !reg.live {
            return Vec::new();
        }
        budget::charge_units(reg.size, budget::cost::STATE_BYTE);
        (0..reg.size)
            .map(|i| {
                reg.read(&mut ex.ctx, Offset::C(i), 1, iw)
                    .unwrap_or(SVal::C(0))
            })
            .collect()
    }

    /// The bytes of input object `k` with its pointer cells zeroed (they are edges, compared
    /// and counted through [`Executor::content`]).
    pub fn data_bytes(&mut self, ex: &mut Executor<'_, '_>, st: &State, k: usize) -> Vec<SVal> {
        let mut bytes = self.region_bytes(ex, st, st.heap.objects[k].region);
        let pw = (ex.ptr_bits() / 8) as usize;
        for (off, _) in self.object_cells(ex, st, k) {
            for b in bytes.iter_mut().skip(off as usize).take(pw) {
                *b = SVal::C(0);
            }
        }
        bytes
    }

    /// A register's value as bytes (little-endian, 16 bytes for a concrete scalar). Unlike
    /// [`Executor::val_bytes`], a symbolic scalar stays one whole expression: narrower than a
    /// byte (an `i1`), it would otherwise become a zero byte and compare equal to anything.
    pub fn reg_bytes(&mut self, v: &Val) -> Vec<SVal> {
        match v {
            Val::Bytes(b) => b.to_vec(),
            Val::S(SVal::C(c)) => (0..16).map(|i| SVal::C((c >> (8 * i)) & 0xff)).collect(),
            Val::S(s @ SVal::S(_)) => vec![*s],
        }
    }

    /// What cell `off` of input object `k` holds.
    pub fn content(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        view: &HeapView,
        k: usize,
        off: u64,
    ) -> Content {
        let r = st.heap.objects[k].region;
        match st.heap.cells.get(&(r, off)) {
            Some(Cell::Unread(_)) => return Content::Unread,
            Some(c) => match segment_of(c) {
                Some((s, false)) => return Content::Segment(s.clone()),
                Some((s, true)) => return Content::Back(s.clone()),
                None => return Content::Other(u128::MAX),
            },
            None => {}
        }
        if !st.mem.region(r).live {
            // A freed object's cells are not there to be read.
            return Content::Other(u128::MAX);
        }
        let pw = ex.ptr_bits() / 8;
        let iw = ex.ptr_bits();
        match st.mem.region(r).read(&mut ex.ctx, Offset::C(off), pw, iw) {
            Some(SVal::C(0)) => Content::Null,
            Some(SVal::C(v)) => match view.object_at(v) {
                Some((j, o)) => Content::Object(j, o),
                None => Content::Other(v),
            },
            _ => Content::Symbolic,
        }
    }

    /// The pointer cells of input object `k` (none for plain data).
    pub fn object_cells(
        &self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        k: usize,
    ) -> Vec<(u64, Pointee)> {
        match st.heap.objects[k].kind {
            ObjectKind::Shape(s) => ex.prog.module.shapes.get(s).pointers.clone(),
            ObjectKind::Data { .. } => Vec::new(),
        }
    }

    /// The offset of the one pointer of shape `s` to an object of shape `s`, if it has
    /// exactly one (a singly linked list's `next`).
    pub fn list_link(&self, ex: &mut Executor<'_, '_>, s: ShapeId) -> Option<u64> {
        match self.self_links(ex, s).as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// The offsets of the pointers of shape `s` to objects of shape `s` (a tree's children).
    pub fn self_links(&self, ex: &mut Executor<'_, '_>, s: ShapeId) -> Vec<u64> {
        ex.prog.module.shapes.self_links(s)
    }

    /// What is dead on entry to the innermost frame's block (a loop header).
    pub fn head_liveness(&mut self, ex: &mut Executor<'_, '_>, st: &State) -> Arc<HeadLiveness> {
        let Some(fr) = st.frames.last() else {
            return Arc::default();
        };
        let key = (fr.func, fr.block);
        if let Some(l) = self.head_live.get(&key) {
            return l.clone();
        }
        // Its cost grows with the function's size: in a function of thousands of join points
        // it is most of reuse's work, which gives up when its work outweighs its worth.
        let insts = ex
            .prog
            .module
            .func(fr.func)
            .body
            .as_ref()
            .map_or(0, |b| b.insts.len());
        budget::charge_units(insts as u64, budget::cost::STATIC_STEP);
        let l = Arc::new(ex.prog.module.head_liveness(fr.func, ir::BlockId(fr.block)));
        self.head_live.insert(key, l.clone());
        l
    }

    /// For each frame of `st` but the innermost, the registers it no longer needs where it
    /// waits for its call to return.
    pub fn waiting_dead_regs(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
    ) -> Vec<Arc<HashSet<ValueId>>> {
        let waiting = st.frames.len().saturating_sub(1);
        st.frames[..waiting]
            .iter()
            .map(|fr| {
                let key = (fr.func, fr.block, fr.pc);
                if let Some(d) = self.waiting_dead.get(&key) {
                    return d.clone();
                }
                let live = ex
                    .prog
                    .module
                    .live_after(fr.func, ir::BlockId(fr.block), fr.pc);
                let dead: HashSet<ValueId> = (0..live.len())
                    .filter(|&v| !live[v])
                    .map(|v| ValueId(v as u32))
                    .collect();
                let d = Arc::new(dead);
                self.waiting_dead.insert(key, d.clone());
                d
            })
            .collect()
    }

    /// The innermost frame's dead registers and the blocks of its dead stack slots.
    pub fn dead_parts(
        &mut self,
        st: &State,
        live: &HeadLiveness,
    ) -> (HashSet<ValueId>, HashSet<RegionId>) {
        let regs: HashSet<ValueId> = live.dead_regs.iter().copied().collect();
        let mut slots = HashSet::default();
        if let Some(fr) = st.frames.last() {
            for v in &live.dead_slots {
                if let Some(Val::S(SVal::C(a))) = fr.regs.get(v.0 as usize) {
                    if let Some(r) = u64::try_from(*a).ok().and_then(|a| st.mem.region_at(a)) {
                        slots.insert(r);
                    }
                }
            }
        }
        (regs, slots)
    }
}
