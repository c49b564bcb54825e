//! Typed lazy initialisation of an `--entry` function's input heap (generalised symbolic
//! execution, adapted to C): a pointer parameter to a struct gets a fresh object of that type,
//! and each pointer stored in an input object stays unread until an access touches it; then the
//! state forks into NULL, each existing object of the same type (aliasing, sharing, cycles) and
//! a fresh object (up to [`super::SymConfig::max_heap_objects`]). Objects are heap blocks, as if
//! the caller had malloc'd them; the witness lists them so that a harness builds the same heap.

use std::sync::Arc;

use expr::{ArrRef, ExprRef};
use ir::{Pointee, ShapeId};
use memory::{Offset, RegionId, RegionKind, SVal};

use crate::exec::{Executor, Term};
use crate::state::{InputVar, State};

/// What an input object is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ObjectKind {
    /// An object of a shape (a struct, a pointer variable).
    Shape(ShapeId),
    /// Plain data behind a pointer stored in an object: a buffer, NUL-terminated when a string.
    Data {
        /// Whether its last byte is a NUL.
        string: bool,
    },
}

/// One object of the input heap.
#[derive(Clone, Debug)]
pub struct HeapObject {
    /// Its block.
    pub region: RegionId,
    /// What it is.
    pub kind: ObjectKind,
    /// Its C type, for witnesses.
    pub ty: String,
    /// Its initial contents (pointer cells are given by [`Link`]s instead).
    pub contents: ArrRef,
    /// Part of an acyclic, unshared structure (`acyclic P`): its pointers are NULL or new
    /// objects, and no other pointer aliases it.
    pub tree: bool,
    /// Summarised into a list segment by abstraction: nothing reaches it any more.
    pub gone: bool,
    /// Where it comes from.
    pub origin: Origin,
}

/// Where an object of the heap comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The caller of an `--entry` function: an input, which the witness lists.
    Input,
    /// One of the program's own `malloc`s ([`crate::allocated`]).
    Program,
    /// A segment of the program's own blocks, unfolded.
    Unfolded,
}

impl HeapObject {
    /// Whether the program allocated it (not an input): absent from the witness; its block
    /// is freed when it is summarised.
    pub fn allocated(&self) -> bool {
        self.origin != Origin::Input
    }
}

/// A pointer cell of an input object whose value is not settled yet.
#[derive(Clone, Debug)]
pub enum Cell {
    /// Nothing has read it: it may be NULL, a new object or (outside acyclic structures) an
    /// alias of an object of its type.
    Unread(Pointee),
    /// It starts a summarised list segment ([`crate::subsume`]).
    Segment(Arc<Segment>),
    /// The back link of a doubly linked segment's end object: it holds the segment's last
    /// object, or the cell's holder when the segment is empty.
    Back(Arc<Segment>),
    /// A strategy's abstraction of what it holds ([`crate::AbstractCell`]).
    Abstract(Arc<dyn crate::AbstractCell>),
}

impl Cell {
    /// The segment it starts or ends, if any.
    pub fn segment(&self) -> Option<&Arc<Segment>> {
        match self {
            Cell::Segment(s) | Cell::Back(s) => Some(s),
            Cell::Unread(_) | Cell::Abstract(_) => None,
        }
    }
}

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

/// What a pointer cell of an input object was found to hold when it was first read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// NULL.
    Null,
    /// The start of input object `k`.
    Object(usize),
    /// A function of the program.
    Function(ir::FuncId),
}

/// A pointer cell whose value was chosen.
#[derive(Clone, Debug)]
pub struct Link {
    /// Input object holding the cell.
    pub object: usize,
    /// Offset of the cell in it.
    pub offset: u64,
    /// Its value.
    pub target: Target,
}

/// The input heap of a path.
#[derive(Clone, Debug, Default)]
pub struct InputHeap {
    /// Objects, in the order they were created (`o1` is the first).
    pub objects: imbl::Vector<HeapObject>,
    /// Pointer cells not settled yet (unread, or summarised segments), by block and offset.
    pub cells: imbl::OrdMap<(RegionId, u64), Cell>,
    /// Pointer cells read, with the value each was given.
    pub links: imbl::Vector<Link>,
    /// How many of the path's first inputs are the entry function's parameters.
    pub params: usize,
}

impl InputHeap {
    /// The input object whose block is `r`.
    pub fn object_of(&self, r: RegionId) -> Option<usize> {
        self.objects.iter().position(|o| o.region == r)
    }

    /// Objects not summarised away, but for the program's own blocks (its code bounds those).
    pub fn live_objects(&self) -> usize {
        self.objects
            .iter()
            .filter(|o| !o.gone && o.origin != Origin::Program)
            .count()
    }
}

impl Executor<'_, '_> {
    /// A fresh object of `kind` (in an acyclic structure when `tree`) from `origin`; returns
    /// its index and address.
    pub fn new_heap_object(
        &mut self,
        st: &mut State,
        kind: ObjectKind,
        tree: bool,
        origin: Origin,
    ) -> Result<(usize, u64), Term> {
        let m = self.prog.module;
        let pb = self.ptr_bits();
        let (size, ty, cells) = match kind {
            ObjectKind::Shape(s) => {
                let shape = m.shapes.get(s);
                (shape.size, shape.name.clone(), shape.pointers.clone())
            }
            ObjectKind::Data { .. } => (self.config.heap_buffer, "bytes".to_string(), Vec::new()),
        };
        let (r, base) = self.alloc(st, size.max(1), 16, RegionKind::Heap)?;
        let k = st.heap.objects.len();
        let contents = self.fill_symbolic(st, r, &format!("o{}", k + 1));
        let pw = u64::from(pb / 8);
        for (off, pointee) in cells {
            // Unread cells hold NULL for whoever looks without an access (reachability).
            let zero = vec![SVal::C(0); pw as usize];
            self.write_bytes(st, r, Offset::C(off), &zero);
            st.heap.cells.insert((r, off), Cell::Unread(pointee));
        }
        if let ObjectKind::Data { string: true } = kind {
            self.end_with_nul(st, contents, size);
        }
        st.heap.objects.push_back(HeapObject {
            region: r,
            kind,
            ty,
            contents,
            tree,
            gone: false,
            origin,
        });
        Ok((k, base))
    }

    /// Before an access of `len` bytes at `off` of block `r`: the unread pointer cells it
    /// touches get their values (forking over the choices), except those a write covers whole.
    pub fn touch_heap_cells(
        &mut self,
        st: &mut State,
        r: RegionId,
        off: Offset,
        len: u64,
        write: bool,
    ) -> Result<(), Term> {
        if st.heap.cells.is_empty() {
            return Ok(());
        }
        let pw = u64::from(self.ptr_bits() / 8);
        let (lo, hi) = match off {
            Offset::C(o) => (o, o.saturating_add(len)),
            Offset::S(_) => (0, u64::MAX),
        };
        let touched: Vec<(u64, Cell)> = st
            .heap
            .cells
            .range((r, lo.saturating_sub(pw - 1))..(r, hi))
            .filter(|((_, c), _)| c + pw > lo)
            .map(|((_, c), p)| (*c, p.clone()))
            .collect();
        for (at, cell) in touched {
            st.heap.cells.remove(&(r, at));
            let covered = matches!(off, Offset::C(o) if o <= at && at + pw <= o + len);
            // A doubly linked segment is held at both ends: one is not dropped alone.
            let doubly = match &cell {
                Cell::Abstract(a) => a.held_elsewhere(),
                c => c.segment().is_some_and(|s| s.back.is_some()),
            };
            if write && covered && !doubly {
                continue;
            }
            match cell {
                Cell::Unread(pointee) => self.choose_cell(st, r, at, &pointee)?,
                Cell::Segment(seg) => self.unfold_segment(st, r, at, &seg)?,
                Cell::Back(seg) => self.unfold_back(st, r, at, &seg)?,
                Cell::Abstract(a) => {
                    let mut done: Result<(), Term> = Ok(());
                    self.first_strategy(|s, ex| match s.on_abstract_cell(ex, st, r, at, &a) {
                        Ok(false) => None,
                        Ok(true) => Some(()),
                        Err(t) => {
                            done = Err(t);
                            Some(())
                        }
                    });
                    done?;
                }
            }
        }
        Ok(())
    }

    /// Gives the cell at `cell` of `r` its value: NULL here, every other choice in a fork that
    /// runs the instruction again.
    fn choose_cell(
        &mut self,
        st: &mut State,
        r: RegionId,
        cell: u64,
        pointee: &Pointee,
    ) -> Result<(), Term> {
        let Some(object) = st.heap.object_of(r) else {
            return Ok(());
        };
        let tree = st.heap.objects[object].tree;
        let mut others: Vec<Choice> = Vec::new();
        match pointee {
            Pointee::Object(s) => {
                for (k, o) in st.heap.objects.iter().enumerate() {
                    if !tree && !o.tree && !o.gone && o.kind == ObjectKind::Shape(*s) {
                        others.push(Choice::Existing(k));
                    }
                }
                others.push(Choice::Fresh(ObjectKind::Shape(*s)));
            }
            Pointee::Data { elem } => {
                others.push(Choice::Fresh(ObjectKind::Data { string: *elem == 1 }))
            }
            Pointee::Function { .. } => {
                for f in self.functions_of_type(pointee) {
                    others.push(Choice::Function(f));
                }
            }
        }
        for choice in others {
            let mut o = self.fork_state(st);
            if matches!(choice, Choice::Fresh(_)) && self.heap_full(&mut o, 1) {
                self.spawned.push(o);
                continue;
            }
            let done = self.apply_choice(&mut o, object, r, cell, choice);
            self.rerun(o, done);
        }
        self.apply_choice(st, object, r, cell, Choice::Null)
    }

    /// Whether `st` has no room for `more` objects; then it is marked to end, abandoned.
    fn heap_full(&self, st: &mut State, more: usize) -> bool {
        if st.heap.live_objects() + more <= self.config.max_heap_objects {
            return false;
        }
        st.pending = Some(Term::Abandoned(format!(
            "input heap limit of {} objects reached (--max-heap-objects)",
            self.config.max_heap_objects
        )));
        true
    }

    /// Queues fork `o`, which runs the current instruction again once `done` settled a cell.
    fn rerun(&mut self, mut o: State, done: Result<(), Term>) {
        match done {
            Ok(()) => {
                if let Some(f) = o.frames.last_mut() {
                    f.pc -= 1;
                }
            }
            Err(t) => o.pending = Some(t),
        }
        self.spawned.push(o);
    }

    /// Reads the link cell at `cell` of `r` that starts segment `seg`: here the segment is
    /// empty (the cell holds its end); in a fork it starts with a new object satisfying the
    /// segment's facts, whose own link starts the rest of the segment.
    fn unfold_segment(
        &mut self,
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
            None => self.self_links(seg.shape),
        };
        for link in links {
            self.fork_with_node(st, seg, |ex, o| {
                ex.segment_node(o, object, r, cell, seg, link)
            });
        }
        self.release_rep(st, seg);
        if let (Some(b), SegmentEnd::Object(k)) = (seg.back, seg.end) {
            let er = st.heap.objects[k].region;
            st.heap.cells.remove(&(er, b));
            self.apply_choice(st, k, er, b, Choice::Existing(object))?;
        }
        match seg.end {
            SegmentEnd::Null => self.apply_choice(st, object, r, cell, Choice::Null),
            SegmentEnd::Object(k) => self.apply_choice(st, object, r, cell, Choice::Existing(k)),
            SegmentEnd::Unread => self.choose_cell(st, r, cell, &Pointee::Object(seg.shape)),
        }
    }

    /// A new object of `seg`'s shape in cell `cell` of `r` (of object `object`): its index
    /// and block.
    fn fresh_node(
        &mut self,
        st: &mut State,
        object: usize,
        r: RegionId,
        cell: u64,
        seg: &Segment,
    ) -> Result<(usize, RegionId), Term> {
        let kind = ObjectKind::Shape(seg.shape);
        self.apply_choice(st, object, r, cell, Choice::Fresh(kind))?;
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
    fn segment_node(
        &mut self,
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
            let (k, node) = self.fresh_node(st, holder, hr, hcell, seg)?;
            let before = st.mem.region(hr).base;
            self.settle_program_cells(st, seg, k, link, before);
            if !self.assume_segment_facts(st, seg, place, k)? {
                return Ok(false);
            }
            (holder, hr, hcell) = (k, node, link);
        }
        self.hold_segment(st, hr, hcell, Cell::Segment(seg.clone()));
        Ok(true)
    }

    /// Reads the back cell at `cell` of `r` (the end object of doubly linked segment `seg`):
    /// here the segment is empty (the cell holds the segment's holder, whose link now holds
    /// this object); in a fork its last object is a new one, before which the rest ends.
    fn unfold_back(
        &mut self,
        st: &mut State,
        r: RegionId,
        cell: u64,
        seg: &Arc<Segment>,
    ) -> Result<(), Term> {
        let (Some(end), Some(_)) = (st.heap.object_of(r), seg.link) else {
            return Ok(());
        };
        let Some((hr, hoff)) = segment_holder(st, seg) else {
            return Err(Term::Abandoned(
                "a doubly linked segment lost its first link".into(),
            ));
        };
        let Some(holder) = st.heap.object_of(hr) else {
            return Ok(());
        };
        self.fork_with_node(st, seg, |ex, o| {
            ex.segment_last(o, end, r, cell, seg, (hr, hoff))
        });
        self.release_rep(st, seg);
        st.heap.cells.remove(&(hr, hoff));
        self.apply_choice(st, holder, hr, hoff, Choice::Existing(end))?;
        self.apply_choice(st, end, r, cell, Choice::Existing(holder))
    }

    /// Puts a new object of `seg` at its end, before object `end` whose back cell `cell` (of
    /// block `r`) held the segment; the rest of the segment, held at `holder`, ends at it.
    /// False when the segment's facts cannot hold for it.
    fn segment_last(
        &mut self,
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
        let (k, node) = self.fresh_node(st, end, r, cell, seg)?;
        let rest = Arc::new(Segment {
            end: SegmentEnd::Object(k),
            ..(**seg).clone()
        });
        st.heap.cells.insert(holder, Cell::Segment(rest.clone()));
        self.hold_segment(st, node, back, Cell::Back(rest));
        if let Some(rep) = seg.rep {
            let base = st.mem.region(node).base;
            self.write_pointer(st, rep, link, base);
        }
        let after = st.mem.region(r).base;
        self.settle_program_cells(st, seg, k, back, after);
        // Doubly linked segments have a period of one.
        self.assume_segment_facts(st, seg, 0, k)
    }

    /// In a fork of `st`, puts one more round of `seg`'s nodes in place with `put` and runs
    /// the current instruction again; the fork is dropped when `put` finds the segment's facts
    /// cannot hold, and abandoned when the heap is full.
    fn fork_with_node(
        &mut self,
        st: &State,
        seg: &Segment,
        put: impl FnOnce(&mut Self, &mut State) -> Result<bool, Term>,
    ) {
        let mut o = self.fork_state(st);
        if self.heap_full(&mut o, seg.period()) {
            self.spawned.push(o);
            return;
        }
        match put(self, &mut o) {
            Ok(false) => {}
            done => self.rerun(o, done.map(|_| ())),
        }
    }

    /// Frees the block segment `seg` keeps live, read empty here: it stood for no node.
    fn release_rep(&mut self, st: &mut State, seg: &Segment) {
        if let Some(rep) = seg.rep {
            let site = st.loc(self.prog.module).0;
            st.mem.kill(rep, site);
        }
    }

    /// Makes the pointer cell at `off` of block `r` hold `cell` (a segment's start or its
    /// back link), its bytes the address of the block the segment keeps live, or NULL.
    pub fn hold_segment(&mut self, st: &mut State, r: RegionId, off: u64, cell: Cell) {
        let rep = cell.segment().and_then(|s| s.rep);
        let to = rep.map_or(0, |rep| st.mem.region(rep).base);
        self.write_pointer(st, r, off, to);
        st.heap.cells.insert((r, off), cell);
    }

    /// Gives new object `k` of the program's segment `seg` the links its nodes have: the
    /// cell opposite `kept` (its link or back cell) holds `neighbour`, other pointers NULL.
    fn settle_program_cells(
        &mut self,
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
        for (off, _) in self.object_cells(st, k) {
            if off == kept {
                continue;
            }
            st.heap.cells.remove(&(node, off));
            let to = if Some(off) == opposite { neighbour } else { 0 };
            self.write_pointer(st, node, off, to);
        }
    }

    /// Assumes the facts of segment `seg` of its new object `k`, at `place` of a round; false
    /// when they cannot hold.
    fn assume_segment_facts(
        &mut self,
        st: &mut State,
        seg: &Segment,
        place: usize,
        k: usize,
    ) -> Result<bool, Term> {
        let hole = self.segment_hole();
        let mut renaming = expr::ArrayRenaming::default();
        if let expr::ArrNode::Symbolic { id, .. } = self.ctx.array_node(hole).clone() {
            renaming.arrays.insert(id, st.heap.objects[k].contents);
        }
        let mut sub = expr::Substitution::new(renaming);
        let facts: Vec<ExprRef> = seg.phases[place]
            .iter()
            .map(|&p| sub.apply(&mut self.ctx, p))
            .collect();
        let mut all = self.ctx.bool(true);
        for &c in &facts {
            all = self.ctx.and(all, c);
        }
        if !self.may(st, all)? {
            return Ok(false);
        }
        for c in facts {
            st.add_constraint(&mut self.ctx, c);
        }
        // The facts hold these constants; holding them as bytes too lets the abstraction tell
        // an unfolded node from its neighbours, as it tells the program's own nodes apart.
        let region = st.heap.objects[k].region;
        for (&off, &b) in seg.consts.get(place).into_iter().flatten() {
            self.write_bytes(st, region, Offset::C(off), &[SVal::C(b.into())]);
        }
        Ok(true)
    }

    /// The array standing for one object's contents in the facts of list segments.
    pub fn segment_hole(&mut self) -> ArrRef {
        if let Some(h) = self.hole {
            return h;
        }
        let pb = self.ptr_bits();
        let h = self.ctx.fresh_array("segment_node", 1 << 16, pb);
        self.hole = Some(h);
        h
    }

    /// Stores the chosen value in the cell and records it.
    fn apply_choice(
        &mut self,
        st: &mut State,
        object: usize,
        r: RegionId,
        cell: u64,
        choice: Choice,
    ) -> Result<(), Term> {
        let (addr, target) = match choice {
            Choice::Null => (0, Target::Null),
            Choice::Existing(k) => (
                st.mem.region(st.heap.objects[k].region).base,
                Target::Object(k),
            ),
            Choice::Fresh(kind) => {
                let holder = &st.heap.objects[object];
                let origin = match holder.origin {
                    Origin::Input => Origin::Input,
                    Origin::Program | Origin::Unfolded => Origin::Unfolded,
                };
                let (k, a) = self.new_heap_object(st, kind, holder.tree, origin)?;
                (a, Target::Object(k))
            }
            Choice::Function(f) => (self.func_addr[f.0 as usize], Target::Function(f)),
        };
        self.write_pointer(st, r, cell, addr);
        st.heap.links.push_back(Link {
            object,
            offset: cell,
            target,
        });
        Ok(())
    }

    /// Stores the address `to` in the pointer cell at `cell` of block `r`, as the abstraction
    /// does behind the program's back (no checker hears of it).
    pub fn write_pointer(&mut self, st: &mut State, r: RegionId, cell: u64, to: u64) {
        let pw = self.ptr_bits() / 8;
        let iw = self.ptr_bits();
        let v = SVal::C(u128::from(to));
        st.mem
            .region_mut(r)
            .write(&mut self.ctx, Offset::C(cell), pw, v, iw);
    }

    /// The program's functions (with a body) a pointer to `pointee` may point to: those of
    /// the same signature, in the module's order.
    pub fn functions_of_type(&self, pointee: &Pointee) -> Vec<ir::FuncId> {
        let m = self.prog.module;
        let Pointee::Function {
            params,
            ret,
            variadic,
        } = pointee
        else {
            return Vec::new();
        };
        (0..m.functions.len() as u32)
            .map(ir::FuncId)
            .filter(|&f| {
                let func = m.func(f);
                func.body.is_some()
                    && m.is_program_function(f)
                    && &func.params == params
                    && func.ret == *ret
                    && func.variadic == *variadic
            })
            .collect()
    }

    /// Addresses of the blocks the caller of an `--entry` function holds: the parameters'
    /// buffers and every input object.
    pub fn entry_held(&self, st: &State) -> Vec<u64> {
        let mut held = self.entry_roots.clone();
        held.extend(
            st.heap
                .objects
                .iter()
                .filter(|o| !o.allocated())
                .map(|o| st.mem.region(o.region).base),
        );
        held
    }

    /// The input heap of `st` under `model`, when the path has one.
    pub fn heap_witness(
        &mut self,
        st: &State,
        model: &expr::Assignment,
        params: &[witness::InputValue],
    ) -> witness::Heap {
        let m = self.prog.module;
        let pb = self.ptr_bits();
        let pw = u64::from(pb / 8);
        // The program's own blocks are not inputs: the witness numbers the others.
        let mut ids = Vec::with_capacity(st.heap.objects.len());
        let mut next = 0;
        for o in &st.heap.objects {
            ids.push((!o.allocated()).then(|| {
                next += 1;
                format!("o{next}")
            }));
        }
        let objects = st
            .heap
            .objects
            .iter()
            .enumerate()
            .filter_map(|(k, o)| Some((ids[k].clone()?, k, o)))
            .map(|(id, k, o)| {
                let size = st.mem.region(o.region).size;
                let cells: Vec<u64> = st
                    .heap
                    .links
                    .iter()
                    .filter(|l| l.object == k)
                    .map(|l| l.offset)
                    .collect();
                let mut bytes = self.array_bytes(o.contents, size, model);
                // Pointer cells are given by the links.
                for c in cells {
                    for b in bytes.iter_mut().skip(c as usize).take(pw as usize) {
                        *b = 0;
                    }
                }
                witness::HeapObject {
                    id,
                    ty: o.ty.clone(),
                    size,
                    bytes: semantics::inputs::hex_text(&bytes),
                }
            })
            .collect();
        let pointers = st
            .heap
            .links
            .iter()
            .filter(|l| l.target != Target::Null)
            .filter_map(|l| {
                let target = match l.target {
                    Target::Object(k) => Some(ids[k].clone()?),
                    _ => None,
                };
                Some((ids[l.object].clone()?, l, target))
            })
            .map(|(object, l, target)| witness::HeapPointer {
                object,
                offset: l.offset,
                target,
                target_offset: 0,
                function: match l.target {
                    Target::Function(f) => Some(m.func(f).name.clone()),
                    _ => None,
                },
            })
            .collect();
        witness::Heap {
            objects,
            pointers,
            params: params
                .iter()
                .map(|p| witness::HeapParam {
                    name: p.name.clone(),
                    value: p.value.clone(),
                })
                .collect(),
        }
    }

    /// The initial state `st` of an entry function, split on each parameter that may be NULL:
    /// one state where it is, one where it points to its object (a pointer that is an `ite`
    /// would make every access through it symbolic).
    pub fn split_nullable(&mut self, st: State) -> Vec<State> {
        let nullable: Vec<(usize, ExprRef, usize)> = st
            .inputs
            .iter()
            .take(st.heap.params)
            .enumerate()
            .filter_map(|(i, input)| match input.var {
                InputVar::Object {
                    object,
                    null: Some(n),
                } => Some((i, n, object)),
                _ => None,
            })
            .collect();
        let mut out = vec![st];
        for (i, n, object) in nullable {
            let mut next = Vec::new();
            for s in out {
                let mut null = self.fork_state(&s);
                null.add_constraint(&mut self.ctx, n);
                Self::set(
                    &mut null,
                    ir::ValueId(i as u32),
                    crate::state::Val::S(SVal::C(0)),
                );
                let mut not_null = s;
                let not_n = self.ctx.not(n);
                not_null.add_constraint(&mut self.ctx, not_n);
                let a = not_null
                    .mem
                    .region(not_null.heap.objects[object].region)
                    .base;
                Self::set(
                    &mut not_null,
                    ir::ValueId(i as u32),
                    crate::state::Val::S(SVal::C(u128::from(a))),
                );
                next.push(not_null);
                next.push(null);
            }
            out = next;
        }
        out
    }

    /// Whether `st`'s inputs include a pointer parameter of the input heap.
    pub fn has_heap_inputs(st: &State) -> bool {
        st.heap.objects.iter().any(|o| !o.allocated())
            || st
                .inputs
                .iter()
                .any(|i| matches!(i.var, InputVar::Object { .. } | InputVar::Choice { .. }))
    }
}

/// The cell holding the start of segment `seg` (the one with this very segment).
pub fn segment_holder(st: &State, seg: &Arc<Segment>) -> Option<(RegionId, u64)> {
    st.heap.cells.iter().find_map(|(key, c)| match c {
        Cell::Segment(s) if Arc::ptr_eq(s, seg) => Some(*key),
        _ => None,
    })
}

/// One value a pointer cell may get.
#[derive(Clone, Copy, Debug)]
enum Choice {
    Null,
    Existing(usize),
    Fresh(ObjectKind),
    Function(ir::FuncId),
}
