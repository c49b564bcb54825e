//! A canonical key of a state's heap graph, the same for two states whenever one covers the
//! other ([`Executor::covers`]), so that a state at a loop header is compared only with the
//! stored states that share its key, however many others the header has.
//!
//! The key numbers input objects in the order a fixed walk meets them (registers frame by
//! frame, without the frames left out ([`super::collapse`]), then the program's blocks in the order they were made, then each object's cells)
//! and hashes what subsumption matches by position: where each address is, which object it
//! names by that number, and each object's cells. Subsumption pairs objects one to one along
//! the same edges, so a covered state's walk meets its partners in the same order.

use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};

use ir::ValueId;
use memory::{RegionId, SVal};

use super::blocks::own_blocks;
use super::collapse::Collapse;
use super::exec::Executor;
use super::heap::{segment_holder, ObjectKind, SegmentEnd};
use super::heapview::{Content, HeapView};
use super::state::State;

/// Objects numbered in the order the walk meets them.
#[derive(Default)]
struct Numbering {
    number: HashMap<usize, usize>,
    queue: Vec<usize>,
}

impl Numbering {
    /// The number of object `k`, the next one when it is new.
    fn of(&mut self, k: usize) -> usize {
        let next = self.number.len();
        *self.number.entry(k).or_insert_with(|| {
            self.queue.push(k);
            next
        })
    }
}

impl Executor<'_, '_> {
    /// The canonical key of `st`'s heap graph as subsumption compares it (see the module).
    pub(super) fn shape_key(
        &mut self,
        st: &State,
        view: &HeapView,
        dead_regs: &HashSet<ValueId>,
        dead_slots: &HashSet<RegionId>,
        collapse: &Collapse,
    ) -> u64 {
        let mut h = DefaultHasher::new();
        let mut num = Numbering::default();
        let waiting = self.waiting_dead_regs(st);
        for (ki, (fi, fr)) in collapse.kept(st).enumerate() {
            let dead = waiting.get(fi).map_or(dead_regs, |w| &**w);
            for (ri, v) in fr.regs.iter().enumerate() {
                if dead.contains(&ValueId(ri as u32)) {
                    continue;
                }
                let bytes = self.reg_bytes(v);
                (ki, ri, self.word_places(view, &bytes, &mut num)).hash(&mut h);
            }
        }
        for (bi, r) in own_blocks(st, view, &collapse.blocks)
            .into_iter()
            .enumerate()
        {
            if dead_slots.contains(&r) {
                continue;
            }
            if self.fresh_array(st, r).is_some() {
                (bi, u64::MAX).hash(&mut h);
                continue;
            }
            let bytes = self.region_bytes(st, r);
            (bi, self.word_places(view, &bytes, &mut num)).hash(&mut h);
        }
        let mut next = 0;
        while let Some(&k) = num.queue.get(next) {
            next += 1;
            let o = &st.heap.objects[k];
            let g = st.mem.region(o.region);
            let kind = match o.kind {
                ObjectKind::Shape(s) => u64::from(s.0),
                ObjectKind::Data { string } => (1 << 40) | u64::from(string),
            };
            (kind, o.tree, o.allocated(), g.size, g.live).hash(&mut h);
            if !g.live {
                continue;
            }
            for (off, _) in self.object_cells(st, k) {
                let content = self.content(st, view, k, off);
                self.cell_tag(st, content, &mut num).hash(&mut h);
            }
            let bytes = self.data_bytes(st, k);
            self.word_places(view, &bytes, &mut num).hash(&mut h);
        }
        let unreached = st
            .heap
            .objects
            .iter()
            .enumerate()
            .filter(|(k, o)| !o.tree && !o.gone && !num.number.contains_key(k))
            .count();
        unreached.hash(&mut h);
        h.finish()
    }

    /// Where `bytes` hold addresses of input objects: (position, object's number, offset).
    fn word_places(
        &mut self,
        view: &HeapView,
        bytes: &[SVal],
        num: &mut Numbering,
    ) -> Vec<(usize, usize, u64)> {
        let w = self.pointer_words(view, bytes);
        w.pointers
            .iter()
            .map(|&(i, k, off)| (i, num.of(k), off))
            .collect()
    }

    /// What a cell holds, objects named by their numbers.
    fn cell_tag(&self, st: &State, c: Content, num: &mut Numbering) -> (u8, u64, u64, u64) {
        let none = u64::MAX;
        let object = |num: &mut Numbering, k: usize| num.of(k) as u64;
        match c {
            Content::Unread => (0, 0, 0, 0),
            Content::Segment(s) => {
                let end = match s.end {
                    SegmentEnd::Null => none,
                    SegmentEnd::Unread => none - 1,
                    SegmentEnd::Object(k) => object(num, k),
                };
                let link = s.link.unwrap_or(none);
                let back = s.back.unwrap_or(none);
                (1, (u64::from(s.shape.0) << 32) ^ end, link, back)
            }
            Content::Back(s) => {
                let holder =
                    segment_holder(st, &s).and_then(|(r, off)| Some((st.heap.object_of(r)?, off)));
                match holder {
                    Some((k, off)) => (2, object(num, k), off, 0),
                    None => (2, none, none, 0),
                }
            }
            Content::Null => (3, 0, 0, 0),
            Content::Object(k, off) => (4, object(num, k), off, 0),
            Content::Other(_) => (5, 0, 0, 0),
            Content::Symbolic => (6, 0, 0, 0),
        }
    }
}
