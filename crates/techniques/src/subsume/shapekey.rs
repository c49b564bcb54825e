//! A canonical key of a state's heap graph, the same for two states whenever one covers the
//! other ([`Executor::covers`]), so that a state at a loop header is compared only with the
//! stored states that share its key, however many others the header has.
//!
//! The key numbers input objects in the order a fixed walk meets them (registers frame by
//! frame, without the frames left out ([`crate::collapse`]), then the program's blocks in the order they were made, then each object's cells)
//! and hashes what subsumption matches by position: where each address is, which object it
//! names by that number, and each object's cells. Subsumption pairs objects one to one along
//! the same edges, so a covered state's walk meets its partners in the same order.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use ir::{ShapeId, ValueId};
use memory::{RegionId, SVal};

use super::blocks::own_blocks;
use super::collapse::Collapse;
use symex::Executor;

use super::facts::Facts;
use super::heapview::{Content, HeapView};
use super::segments::{segment_holder, SegmentEnd};
use symex::State;

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

impl Facts {
    /// The canonical key of `st`'s heap graph as subsumption compares it (see the module).
    pub fn shape_key(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        view: &HeapView,
        dead_regs: &HashSet<ValueId>,
        dead_slots: &HashSet<RegionId>,
        collapse: &Collapse,
    ) -> u64 {
        let mut h = DefaultHasher::new();
        let mut num = Numbering::default();
        let waiting = self.waiting_dead_regs(ex, st);
        for (ki, (fi, fr)) in collapse.kept(st).enumerate() {
            let dead = waiting.get(fi).map_or(dead_regs, |w| &**w);
            for (ri, v) in fr.regs.iter().enumerate() {
                if dead.contains(&ValueId(ri as u32)) {
                    continue;
                }
                let bytes = self.reg_bytes(v);
                (ki, ri, self.word_places(ex, view, &bytes, &mut num)).hash(&mut h);
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
            let bytes = self.region_bytes(ex, st, r);
            (bi, self.word_places(ex, view, &bytes, &mut num)).hash(&mut h);
        }
        let mut next = 0;
        while let Some(&k) = num.queue.get(next) {
            next += 1;
            let o = &st.heap.objects[k];
            let g = st.mem.region(o.region);
            (o.kind, o.tree, o.allocated(), g.size, g.live).hash(&mut h);
            if !g.live {
                continue;
            }
            for (off, _) in self.object_cells(ex, st, k) {
                let content = self.content(ex, st, view, k, off);
                self.cell_tag(st, content, &mut num).hash(&mut h);
            }
            let bytes = self.data_bytes(ex, st, k);
            self.word_places(ex, view, &bytes, &mut num).hash(&mut h);
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
        ex: &mut Executor<'_, '_>,
        view: &HeapView,
        bytes: &[SVal],
        num: &mut Numbering,
    ) -> Vec<(usize, usize, u64)> {
        let w = self.pointer_words(ex, view, bytes);
        w.pointers
            .iter()
            .map(|&(i, k, off)| (i, num.of(k), off))
            .collect()
    }

    /// What a cell holds, objects named by their numbers.
    fn cell_tag(&self, st: &State, c: Content, num: &mut Numbering) -> CellTag {
        match c {
            Content::Unread => CellTag::Unread,
            Content::Segment(s) => CellTag::Segment {
                shape: s.shape,
                end: match s.end {
                    SegmentEnd::Null => SegmentEnd::Null,
                    SegmentEnd::Unread => SegmentEnd::Unread,
                    SegmentEnd::Object(k) => SegmentEnd::Object(num.of(k)),
                },
                link: s.link,
                back: s.back,
                period: s.period(),
            },
            Content::Back(s) => CellTag::Back(
                segment_holder(st, &s)
                    .and_then(|(r, off)| Some((num.of(st.heap.object_of(r)?), off))),
            ),
            Content::Null => CellTag::Null,
            Content::Object(k, off) => CellTag::Object(num.of(k), off),
            Content::Other(_) => CellTag::Other,
            Content::Symbolic => CellTag::Symbolic,
        }
    }
}

/// A cell's [`Content`] with objects named by their numbers (and other values left out).
#[derive(Hash)]
enum CellTag {
    Unread,
    Segment {
        shape: ShapeId,
        end: SegmentEnd,
        link: Option<u64>,
        back: Option<u64>,
        period: usize,
    },
    /// The holder of the segment, as (object, cell).
    Back(Option<(usize, u64)>),
    Null,
    Object(usize, u64),
    Other,
    Symbolic,
}
