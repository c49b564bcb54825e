//! List segments: what abstraction (the `abstraction` module) leaves in the pointer cell of
//! the object before a run of summarised objects, and how reading that cell unfolds it
//! again (the segment is empty, or one more round of nodes satisfying its facts comes
//! first). A doubly linked segment is held at both ends: its holder's cell and its end
//! object's back cell.

use std::sync::Arc;

use expr::{ArrRef, ExprRef};
use ir::{Pointee, ShapeId};
use memory::{Offset, RegionId, SVal};
use symex::inputheap::{Cell, Choice, ObjectKind};
use symex::{AbstractCell, Executor, State, Term};

use super::facts::Facts;

/// A list segment that abstraction summarised: zero or more rounds of `period()` objects of
/// one shape, each linked to the next by the cell at `link`, the last one's link being `end`;
/// the object at place `q` of a round satisfies `phases[q]` (a list of alternating 1s and 2s
/// is one segment of period 2). A path down a tree is one too (of period 1): each object
/// links to the next by one of its pointers to its own shape, its others unread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    /// The objects' shape.
    pub shape: ShapeId,
    /// Offset of the link cell in each object; `None` for a path down a tree.
    pub link: Option<u64>,
    /// For a doubly linked segment, the offset of the cell in each object that holds the
    /// previous one (the first object's holds the segment's holder); the end object's cell
    /// there is a [`Cell::Back`].
    pub back: Option<u64>,
    /// What the last object's link holds.
    pub end: SegmentEnd,
    /// Facts about the object at each place of a round, over the array that stands for one
    /// node's contents (`Executor::segment_hole`); never empty.
    pub phases: Vec<Vec<ExprRef>>,
    /// The constants the object at each place of a round holds at the data bytes the program
    /// wrote them to (`phases` has them as facts); a node holding others is not summarised
    /// with the segment.
    pub consts: Vec<Consts>,
    /// For the program's own nodes: the one block kept live for all of them, where the first
    /// was linked, pointing on to the segment's end, so that leak checks see the segment.
    pub rep: Option<RegionId>,
    /// Where the program allocated every node the segment stands for (an IR location id),
    /// when that is one place: the nodes it unfolds are blocks of that site, so that a leak
    /// found through the abstraction names the same place as one found without it.
    pub site: Option<u32>,
}

impl Segment {
    /// How many objects a round holds: the segment stands for a multiple of it.
    pub fn period(&self) -> usize {
        self.phases.len()
    }
}

/// Constant data bytes of a node, by offset.
pub type Consts = std::collections::BTreeMap<u64, u8>;

/// Where a list segment leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SegmentEnd {
    /// NULL.
    Null,
    /// Input object `k`.
    Object(usize),
    /// A cell nothing has read.
    Unread,
}

/// A pointer cell holding a segment: its start (in the holder's cell), or, for a doubly
/// linked segment, its back link (in the end object's back cell).
#[derive(Debug)]
pub struct SegCell {
    /// The segment.
    pub seg: Arc<Segment>,
    /// The back cell of the segment's end object (else the holder's link cell).
    pub back: bool,
}

impl AbstractCell for SegCell {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    /// A doubly linked segment is held at both ends: one is not dropped alone.
    fn held_elsewhere(&self) -> bool {
        self.seg.back.is_some()
    }
}

/// The cell holding the start of a segment.
pub fn start_cell(seg: Arc<Segment>) -> Cell {
    Cell::Abstract(Arc::new(SegCell { seg, back: false }))
}

/// The back cell of a doubly linked segment's end object.
pub fn back_cell(seg: Arc<Segment>) -> Cell {
    Cell::Abstract(Arc::new(SegCell { seg, back: true }))
}

/// The segment a cell holds, and whether as its back link.
pub fn segment_of(c: &Cell) -> Option<(&Arc<Segment>, bool)> {
    match c {
        Cell::Abstract(a) => a
            .as_any()
            .downcast_ref::<SegCell>()
            .map(|s| (&s.seg, s.back)),
        Cell::Unread(_) => None,
    }
}

/// The cell holding the start of segment `seg` (the one with this very segment).
pub fn segment_holder(st: &State, seg: &Arc<Segment>) -> Option<(RegionId, u64)> {
    st.heap
        .cells
        .iter()
        .find_map(|(key, c)| match segment_of(c) {
            Some((s, false)) if Arc::ptr_eq(s, seg) => Some(*key),
            _ => None,
        })
}

impl Facts {
    /// Reads the link cell at `cell` of `r` that starts segment `seg`: here the segment is
    /// empty (the cell holds its end); in a fork it starts with a new object satisfying the
    /// segment's facts, whose own link starts the rest of the segment.
    pub fn unfold_segment(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        r: RegionId,
        cell: u64,
        seg: &Arc<Segment>,
    ) -> Result<(), Term> {
        let Some(object) = st.heap.object_of(r) else {
            return Ok(());
        };
        let links = match seg.link {
            Some(l) => vec![l],
            None => self.self_links(ex, seg.shape),
        };
        for link in links {
            self.fork_with_node(ex, st, seg, |f, ex, o| {
                f.segment_node(ex, o, object, r, cell, seg, link)
            });
        }
        self.release_rep(ex, st, seg);
        if let (Some(b), SegmentEnd::Object(k)) = (seg.back, seg.end) {
            let er = st.heap.objects[k].region;
            st.heap.cells.remove(&(er, b));
            ex.apply_choice(st, k, er, b, Choice::Existing(object))?;
        }
        match seg.end {
            SegmentEnd::Null => ex.apply_choice(st, object, r, cell, Choice::Null),
            SegmentEnd::Object(k) => ex.apply_choice(st, object, r, cell, Choice::Existing(k)),
            SegmentEnd::Unread => ex.choose_cell(st, r, cell, &Pointee::Object(seg.shape)),
        }
    }

    /// A new object of `seg`'s shape in cell `cell` of `r` (of object `object`): its index
    /// and block.
    fn fresh_node(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        object: usize,
        r: RegionId,
        cell: u64,
        seg: &Segment,
    ) -> Result<(usize, RegionId), Term> {
        let kind = ObjectKind::Shape(seg.shape);
        ex.apply_choice(st, object, r, cell, Choice::Fresh(kind))?;
        let k = st.heap.objects.len() - 1;
        let node = st.heap.objects[k].region;
        if let Some(site) = seg.site {
            st.mem.region_mut(node).site = site;
        }
        Ok((k, node))
    }

    /// Puts a round of new objects of `seg` (one per place of its period) at the start of the
    /// segment in cell `cell` of `r`, each linked to the next by its cell `link`, the rest of
    /// the segment in the last one's; false when the segment's facts cannot hold for them.
    #[allow(clippy::too_many_arguments)] // The executor besides the cell and the segment.
    fn segment_node(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        object: usize,
        r: RegionId,
        cell: u64,
        seg: &Arc<Segment>,
        link: u64,
    ) -> Result<bool, Term> {
        let (mut holder, mut hr, mut hcell) = (object, r, cell);
        for place in 0..seg.period() {
            // The previous object's link is settled here, to the new one.
            st.heap.cells.remove(&(hr, hcell));
            let (k, node) = self.fresh_node(ex, st, holder, hr, hcell, seg)?;
            let before = st.mem.region(hr).base;
            self.settle_program_cells(ex, st, seg, k, link, before);
            if !self.assume_segment_facts(ex, st, seg, place, k)? {
                return Ok(false);
            }
            (holder, hr, hcell) = (k, node, link);
        }
        self.hold_segment(ex, st, hr, hcell, start_cell(seg.clone()));
        Ok(true)
    }

    /// Reads the back cell at `cell` of `r` (the end object of doubly linked segment `seg`):
    /// here the segment is empty (the cell holds the segment's holder, whose link now holds
    /// this object); in a fork its last object is a new one, before which the rest ends.
    pub fn unfold_back(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        r: RegionId,
        cell: u64,
        seg: &Arc<Segment>,
    ) -> Result<(), Term> {
        let (Some(end), Some(_)) = (st.heap.object_of(r), seg.link) else {
            return Ok(());
        };
        let Some((hr, hoff)) = segment_holder(st, seg) else {
            return Err(Term::abandoned(
                "a doubly linked segment lost its first link",
            ));
        };
        let Some(holder) = st.heap.object_of(hr) else {
            return Ok(());
        };
        self.fork_with_node(ex, st, seg, |f, ex, o| {
            f.segment_last(ex, o, end, r, cell, seg, (hr, hoff))
        });
        self.release_rep(ex, st, seg);
        st.heap.cells.remove(&(hr, hoff));
        ex.apply_choice(st, holder, hr, hoff, Choice::Existing(end))?;
        ex.apply_choice(st, end, r, cell, Choice::Existing(holder))
    }

    /// Puts a new object of `seg` at its end, before object `end` whose back cell `cell` (of
    /// block `r`) held the segment; the rest of the segment, held at `holder`, ends at it.
    /// False when the segment's facts cannot hold for it.
    #[allow(clippy::too_many_arguments)] // The executor besides the cell and the segment.
    fn segment_last(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        end: usize,
        r: RegionId,
        cell: u64,
        seg: &Arc<Segment>,
        holder: (RegionId, u64),
    ) -> Result<bool, Term> {
        let (Some(link), Some(back)) = (seg.link, seg.back) else {
            return Ok(false);
        };
        let (k, node) = self.fresh_node(ex, st, end, r, cell, seg)?;
        let rest = Arc::new(Segment {
            end: SegmentEnd::Object(k),
            ..(**seg).clone()
        });
        st.heap.cells.insert(holder, start_cell(rest.clone()));
        self.hold_segment(ex, st, node, back, back_cell(rest));
        if let Some(rep) = seg.rep {
            let base = st.mem.region(node).base;
            ex.write_pointer(st, rep, link, base);
        }
        let after = st.mem.region(r).base;
        self.settle_program_cells(ex, st, seg, k, back, after);
        // Doubly linked segments have a period of one.
        self.assume_segment_facts(ex, st, seg, 0, k)
    }

    /// In a fork of `st`, puts one more round of `seg`'s nodes in place with `put` and runs
    /// the current instruction again; the fork is dropped when `put` finds the segment's facts
    /// cannot hold, and abandoned when the heap is full.
    fn fork_with_node(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        seg: &Segment,
        put: impl FnOnce(&mut Self, &mut Executor<'_, '_>, &mut State) -> Result<bool, Term>,
    ) {
        let mut o = ex.fork_state(st);
        if ex.heap_full(&mut o, seg.period()) {
            ex.spawn(o);
            return;
        }
        match put(self, ex, &mut o) {
            Ok(false) => {}
            done => ex.rerun(o, done.map(|_| ())),
        }
    }

    /// Frees the block segment `seg` keeps live, read empty here: it stood for no node.
    fn release_rep(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, seg: &Segment) {
        if let Some(rep) = seg.rep {
            let site = st.loc(ex.prog.module).0;
            st.mem.kill(rep, site);
        }
    }

    /// Makes the pointer cell at `off` of block `r` hold `cell` (a segment's start or its
    /// back link), its bytes the address of the block the segment keeps live, or NULL.
    pub fn hold_segment(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        r: RegionId,
        off: u64,
        cell: Cell,
    ) {
        let rep = segment_of(&cell).and_then(|(s, _)| s.rep);
        let to = rep.map_or(0, |rep| st.mem.region(rep).base);
        ex.write_pointer(st, r, off, to);
        st.heap.cells.insert((r, off), cell);
    }

    /// Gives new object `k` of the program's segment `seg` the links its nodes have: the
    /// cell opposite `kept` (its link or back cell) holds `neighbour`, other pointers NULL.
    fn settle_program_cells(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        seg: &Segment,
        k: usize,
        kept: u64,
        neighbour: u64,
    ) {
        if seg.rep.is_none() {
            return;
        }
        let node = st.heap.objects[k].region;
        let opposite = if Some(kept) == seg.link {
            seg.back
        } else {
            seg.link
        };
        for (off, _) in self.object_cells(ex, st, k) {
            if off == kept {
                continue;
            }
            st.heap.cells.remove(&(node, off));
            let to = if Some(off) == opposite { neighbour } else { 0 };
            ex.write_pointer(st, node, off, to);
        }
    }

    /// Assumes the facts of segment `seg` of its new object `k`, at `place` of a round; false
    /// when they cannot hold.
    fn assume_segment_facts(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        seg: &Segment,
        place: usize,
        k: usize,
    ) -> Result<bool, Term> {
        let hole = self.segment_hole(ex);
        let mut renaming = expr::ArrayRenaming::default();
        if let expr::ArrNode::Symbolic { id, .. } = ex.ctx.array_node(hole).clone() {
            renaming.arrays.insert(id, st.heap.objects[k].contents);
        }
        let mut sub = expr::Substitution::new(renaming);
        let facts: Vec<ExprRef> = seg.phases[place]
            .iter()
            .map(|&p| sub.apply(&mut ex.ctx, p))
            .collect();
        let mut all = ex.ctx.bool(true);
        for &c in &facts {
            all = ex.ctx.and(all, c);
        }
        if !ex.may(st, all)? {
            return Ok(false);
        }
        for c in facts {
            st.add_constraint(&mut ex.ctx, c);
        }
        // The facts hold these constants; holding them as bytes too lets the abstraction tell
        // an unfolded node from its neighbours, as it tells the program's own nodes apart.
        let region = st.heap.objects[k].region;
        for (&off, &b) in seg.consts.get(place).into_iter().flatten() {
            ex.write_bytes(st, region, Offset::C(off), &[SVal::C(b.into())]);
        }
        Ok(true)
    }

    /// The array standing for one object's contents in the facts of list segments.
    pub fn segment_hole(&mut self, ex: &mut Executor<'_, '_>) -> ArrRef {
        if let Some(h) = self.hole {
            return h;
        }
        let pb = ex.ptr_bits();
        let h = ex.ctx.fresh_array("segment_node", 1 << 16, pb);
        self.hole = Some(h);
        h
    }
}
