//! List abstraction at loop headers (seed 004, §5): a run of two or more objects of an acyclic
//! input list that nothing but the previous one points to becomes one list segment, with the
//! facts every object in it satisfies (or, where the program's nodes alternate, 1, 2, 1, 2,
//! the facts of each place of a round; [`crate::stretch`]). In a tree, a run of objects each
//! reached by one child pointer, their other children unread (the path a search walked down),
//! becomes a segment that unfolds into either child. Unlike the seed, the state goes on from
//! its abstraction (a segment unfolds again when read, [`crate::heap`]), so that the abstract
//! states explored cover every concrete one and subsumption can prove; the facts about the
//! summarised objects' values that no template keeps are dropped, which only adds behaviours.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::Arc;

use expr::{ArrRef, ExprRef};
use ir::ShapeId;
use memory::{Offset, RegionId, SVal};

use symex::Executor;

use super::facts::Facts;
use symex::inputheap::ObjectKind;

use super::heapview::{Content, HeapView};
use super::segments::{back_cell, start_cell, Consts, Segment, SegmentEnd};
use super::stretch::{stretch, Stretch, Unit};
use symex::State;

/// What a root (a register, a word outside input objects, a pointer into an object's middle)
/// adds to the in-degree of the object it points to: more than the two links of a doubly
/// linked node, so that an object a variable points to is never interior.
const ROOT: u32 = 3;

/// The input heap as a graph, for finding runs.
struct Graph<'a> {
    view: &'a HeapView,
    /// Which objects may be summarised.
    interior: &'a [bool],
    /// How many pointers reach each object.
    deg: &'a [u32],
    /// Which of their two links doubly linked runs follow; other runs are found in pass 0.
    pass: usize,
}

/// The cells by which the elements of a run link: to the next, and back to the previous.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Dir {
    link: Option<u64>,
    back: Option<u64>,
}

/// One element of a run being summarised.
enum Element {
    /// An object.
    Node(usize),
    /// A segment summarised before.
    Seg(Arc<Segment>),
}

impl Facts {
    /// Summarises the maximal runs of interior list objects of `st` into segments; true when
    /// it changed the state.
    pub fn abstract_lists(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        dead_regs: &HashSet<ir::ValueId>,
        dead_slots: &HashSet<RegionId>,
    ) -> bool {
        if !st.heap.objects.iter().any(|o| o.tree && !o.gone) {
            return false;
        }
        let view = HeapView::new(st);
        let Some(indegree) = self.indegrees(ex, st, &view, dead_regs, dead_slots) else {
            return false;
        };
        let interior: Vec<bool> = (0..st.heap.objects.len())
            .map(|k| self.is_interior(ex, st, &view, &indegree, k))
            .collect();
        let mut changed = false;
        // A doubly linked list is summarised along its first link where it can be, so that
        // states differing only in the order of their objects get the same segments.
        for pass in 0..2 {
            for a in 0..st.heap.objects.len() {
                if st.heap.objects[a].gone || interior[a] {
                    continue;
                }
                for (off, _) in self.object_cells(ex, st, a) {
                    let graph = Graph {
                        view: &view,
                        interior: &interior,
                        deg: &indegree,
                        pass,
                    };
                    changed |= self.summarise_from(ex, st, &graph, a, off);
                }
            }
        }
        if changed {
            st.abstracted = true;
            let gone: HashSet<expr::ArrayId> = st
                .heap
                .objects
                .iter()
                .filter(|o| o.gone)
                .filter_map(|o| self.array_id(ex, o.contents))
                .collect();
            let mut kept = Vec::new();
            for &c in &st.constraints {
                let syms = ex.ctx.symbols(c);
                if !syms.arrays.iter().any(|a| gone.contains(a)) {
                    kept.push(c);
                }
            }
            st.constraints = kept;
            st.reindex_ranges(&ex.ctx);
        }
        changed
    }

    /// How many pointers reach each input object (roots count as [`ROOT`], so that an object a
    /// variable points to is never interior); `None` when a symbolic value may point into one.
    fn indegrees(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        view: &HeapView,
        dead_regs: &HashSet<ir::ValueId>,
        dead_slots: &HashSet<RegionId>,
    ) -> Option<Vec<u32>> {
        let mut deg = vec![0u32; st.heap.objects.len()];
        let waiting = self.waiting_dead_regs(ex, st);
        for (fi, fr) in st.frames.iter().enumerate() {
            let dead = waiting.get(fi).map_or(dead_regs, |w| &**w);
            for (ri, v) in fr.regs.iter().enumerate() {
                if dead.contains(&ir::ValueId(ri as u32)) {
                    continue;
                }
                let bytes = self.reg_bytes(v);
                let w = self.pointer_words(ex, view, &bytes);
                if w.unknown {
                    return None;
                }
                for (_, k, _) in w.pointers {
                    deg[k] += ROOT;
                }
            }
        }
        let regions: Vec<RegionId> = st
            .mem
            .iter()
            .filter(|(_, r)| r.live)
            .map(|(i, _)| i)
            .collect();
        for r in regions {
            if dead_slots.contains(&r) {
                continue;
            }
            let object = view.input_regions.get(&r).copied();
            if object.is_some_and(|k| st.heap.objects[k].gone) {
                continue;
            }
            // An object's pointer cells are edges, counted below; anything else is a root.
            let bytes = match object {
                Some(k) => self.data_bytes(ex, st, k),
                None => self.region_bytes(ex, st, r),
            };
            let w = self.pointer_words(ex, view, &bytes);
            if w.unknown {
                return None;
            }
            for (_, k, _) in w.pointers {
                deg[k] += ROOT;
            }
            if let Some(k) = object {
                for (off, _) in self.object_cells(ex, st, k) {
                    match self.content(ex, st, view, k, off) {
                        Content::Object(j, 0) => deg[j] += 1,
                        Content::Object(j, _) => deg[j] += ROOT,
                        Content::Segment(s) => {
                            if let SegmentEnd::Object(j) = s.end {
                                deg[j] += 1;
                            }
                            // Its first node (or its end, when empty) points back here.
                            if s.back.is_some() {
                                deg[k] += 1;
                            }
                        }
                        Content::Symbolic => return None,
                        _ => {}
                    }
                }
            }
        }
        Some(deg)
    }

    /// Whether object `k` may be summarised: a live object of an acyclic list, reached by
    /// one link alone, whose other pointers are unread and whose data is as it came.
    fn is_interior(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        view: &HeapView,
        deg: &[u32],
        k: usize,
    ) -> bool {
        let o = &st.heap.objects[k];
        let ObjectKind::Shape(s) = o.kind else {
            return false;
        };
        if !o.tree || o.gone || !st.mem.region(o.region).live {
            return false;
        }
        if self.doubly(ex, st, k) {
            // Which links make the run is [`Executor::summarise_from`]'s to check.
            return (deg[k] == 1 || deg[k] == 2)
                && self.object_cells(ex, st, k).iter().all(|(off, _)| {
                    matches!(
                        self.content(ex, st, view, k, *off),
                        Content::Null
                            | Content::Object(_, 0)
                            | Content::Segment(_)
                            | Content::Back(_)
                    )
                });
        }
        if deg[k] != 1 {
            return false;
        }
        let Some(link) = self.node_link(ex, st, view, k, s) else {
            return false;
        };
        let (region, contents) = (o.region, o.contents);
        let mut cells = Vec::new();
        for (off, _) in self.object_cells(ex, st, k) {
            let c = self.content(ex, st, view, k, off);
            let ok = if off == link {
                matches!(
                    c,
                    Content::Unread | Content::Segment(_) | Content::Null | Content::Object(_, 0)
                )
            } else {
                c == Content::Unread
            };
            if !ok {
                return false;
            }
            cells.push(off);
        }
        // The program's own nodes are summarised by their values now; inputs only as they came.
        o.allocated() || self.data_unchanged(ex, st, region, contents, &cells)
    }

    /// The cell through which object `k` (of shape `s`) links to the next one of a run: a
    /// list's link; in a tree, the one child pointer that was read (none if more were).
    fn node_link(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        view: &HeapView,
        k: usize,
        s: ShapeId,
    ) -> Option<u64> {
        if let Some(l) = self.list_link(ex, s) {
            return Some(l);
        }
        let mut read = None;
        for l in self.self_links(ex, s) {
            if self.content(ex, st, view, k, l) != Content::Unread {
                if read.is_some() {
                    return None;
                }
                read = Some(l);
            }
        }
        read
    }

    /// Whether every byte of block `r` outside the pointer cells at `cells` still holds its
    /// initial value from `contents`.
    pub fn data_unchanged(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        r: RegionId,
        contents: ArrRef,
        cells: &[u64],
    ) -> bool {
        let pw = u64::from(ex.ptr_bits() / 8);
        let iw = ex.ptr_bits();
        let size = st.mem.region(r).size;
        (0..size)
            .filter(|i| !cells.iter().any(|c| (*c..c + pw).contains(i)))
            .all(|i| {
                let idx = ex.ctx.constant(u128::from(i), iw);
                let init = ex.ctx.select(contents, idx);
                let now = st.mem.region(r).read(&mut ex.ctx, Offset::C(i), 1, iw);
                now.map(|v| v.expr(&mut ex.ctx, 8)) == Some(init)
            })
    }

    /// Whether object `k` is one of the program's nodes with two links to its own type (a
    /// doubly linked list's), whose runs may be linked both ways.
    fn doubly(&self, ex: &mut Executor<'_, '_>, st: &State, k: usize) -> bool {
        let o = &st.heap.objects[k];
        match o.kind {
            ObjectKind::Shape(s) => o.allocated() && self.self_links(ex, s).len() == 2,
            ObjectKind::Data { .. } => false,
        }
    }

    /// How node `x` (of shape `s`), which `prev` leads to and whose predecessor holds it at
    /// `holder` (block of shape `from`, cell `off`), links on: its link and back cells, the
    /// back cell when it points to `prev` (a doubly linked run) or none when it is NULL.
    fn doubly_dir(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        g: &Graph<'_>,
        (x, s): (usize, ShapeId),
        (from, off): (Option<ShapeId>, u64),
        prev: &Content,
    ) -> Option<Dir> {
        let links = self.self_links(ex, s);
        let link = if from == Some(s) { off } else { links[0] };
        if links.get(g.pass) != Some(&link) {
            return None;
        }
        let other = links.into_iter().find(|&l| l != link)?;
        let back = match self.content(ex, st, g.view, x, other) {
            Content::Null => None,
            ref c if c == prev => Some(other),
            _ => return None,
        };
        let deg = if back.is_some() { 2 } else { 1 };
        (g.deg[x] == deg).then_some(Dir {
            link: Some(link),
            back,
        })
    }

    /// Summarises the run of interior objects that cell `off` of object `a` leads to, when it
    /// has two elements or more.
    fn summarise_from(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        g: &Graph<'_>,
        a: usize,
        off: u64,
    ) -> bool {
        let view = g.view;
        let mut run: Vec<Element> = Vec::new();
        let mut shape = None;
        // The links of a run of doubly linked nodes, set by its first element.
        let mut dir: Option<Dir> = None;
        let allocated = st.heap.objects[a].allocated();
        let from = match st.heap.objects[a].kind {
            ObjectKind::Shape(s) => Some(s),
            ObjectKind::Data { .. } => None,
        };
        // What the next node's back cell holds in a doubly linked run.
        let mut prev = Content::Object(a, 0);
        let mut cur = self.content(ex, st, view, a, off);
        let end = loop {
            match cur {
                Content::Object(x, 0) if g.interior[x] => {
                    let ObjectKind::Shape(s) = st.heap.objects[x].kind else {
                        return false;
                    };
                    if *shape.get_or_insert(s) != s {
                        break None;
                    }
                    if st.heap.objects[x].allocated() != allocated {
                        break Some(SegmentEnd::Object(x));
                    }
                    let link = if self.doubly(ex, st, x) {
                        let d = self.doubly_dir(ex, st, g, (x, s), (from, off), &prev);
                        match (d, dir) {
                            (Some(d), None) => dir = Some(d),
                            (Some(d), Some(e)) if d == e => {}
                            _ => break Some(SegmentEnd::Object(x)),
                        }
                        match d.and_then(|d| d.link) {
                            Some(l) => l,
                            None => break Some(SegmentEnd::Object(x)),
                        }
                    } else if g.pass > 0 {
                        return false;
                    } else {
                        match self.node_link(ex, st, view, x, s) {
                            Some(l) => l,
                            None => return false,
                        }
                    };
                    if run.len() > st.heap.objects.len() {
                        return false;
                    }
                    run.push(Element::Node(x));
                    prev = Content::Object(x, 0);
                    cur = self.content(ex, st, view, x, link);
                }
                Content::Segment(seg) => {
                    if *shape.get_or_insert(seg.shape) != seg.shape
                        || seg.rep.is_some() != allocated
                    {
                        break None;
                    }
                    if seg.back.is_some() || dir.is_some() {
                        let d = Dir {
                            link: seg.link,
                            back: seg.back,
                        };
                        if *dir.get_or_insert(d) != d {
                            break None;
                        }
                    }
                    cur = match seg.end {
                        SegmentEnd::Null => Content::Null,
                        SegmentEnd::Unread => Content::Unread,
                        SegmentEnd::Object(j) => Content::Object(j, 0),
                    };
                    prev = Content::Back(seg.clone());
                    run.push(Element::Seg(seg));
                }
                Content::Null => break Some(SegmentEnd::Null),
                Content::Unread => break Some(SegmentEnd::Unread),
                Content::Object(j, 0) => break Some(SegmentEnd::Object(j)),
                _ => break None,
            }
        };
        let (Some(mut end), Some(shape)) = (end, shape) else {
            return false;
        };
        let back = dir.and_then(|d| d.back);
        if let (Some(b), SegmentEnd::Object(e)) = (back, end) {
            // The end must point back to the run's last element, or that node ends the run.
            if self.content(ex, st, view, e, b) != prev {
                match run.pop() {
                    Some(Element::Node(x)) => end = SegmentEnd::Object(x),
                    _ => return false,
                }
            }
        }
        if back.is_some() && end == SegmentEnd::Unread {
            return false;
        }
        let cells = self.pointer_cells(ex, shape);
        let units: Vec<Unit> = run
            .iter()
            .map(|e| Unit {
                segment: matches!(e, Element::Seg(_)),
                round: self.element_round(ex, st, e, &cells),
            })
            .collect();
        let link_of = |f: &mut Self, ex: &mut Executor<'_, '_>, x: usize| match dir {
            Some(d) => d.link,
            None => f.node_link(ex, st, view, x, shape),
        };
        let link = dir.map_or_else(|| self.list_link(ex, shape), |d| d.link);
        // Rounds of several places need a plain list: a tree path or a doubly linked run
        // unfolds one object at a time.
        let periodic = back.is_none() && link.is_some();
        let (mut from, mut cell, mut i) = (a, off, 0);
        let mut cuts = Vec::new();
        while i < run.len() {
            // The node after the segment made here, or the next node when none starts here:
            // it holds the next segment, which a segment cannot.
            let next = match stretch(&units, i, periodic) {
                Some(found) => {
                    let stop = found.stop;
                    let group_end = match run.get(stop) {
                        None => end,
                        Some(Element::Node(x)) => SegmentEnd::Object(*x),
                        Some(Element::Seg(_)) => break,
                    };
                    cuts.push(((from, cell), i..stop, group_end, found));
                    stop
                }
                None => i,
            };
            let node = run
                .iter()
                .enumerate()
                .skip(next)
                .find_map(|(k, e)| match e {
                    Element::Node(x) => Some((k, *x)),
                    Element::Seg(_) => None,
                });
            let Some((k, x)) = node else { break };
            let Some(l) = link_of(self, ex, x) else { break };
            (from, cell, i) = (x, l, k + 1);
        }
        let d = Dir { link, back };
        let changed = !cuts.is_empty();
        for (holder, range, group_end, found) in cuts {
            let group = &run[range];
            self.summarise_run(ex, st, holder, group, shape, group_end, found, d);
        }
        changed
    }

    /// The offsets of the pointer cells of shape `s`.
    fn pointer_cells(&self, ex: &mut Executor<'_, '_>, s: ShapeId) -> Vec<u64> {
        let pointers = &ex.prog.module.shapes.get(s).pointers;
        pointers.iter().map(|(off, _)| *off).collect()
    }

    /// The constants the data bytes of element `e` hold where the program wrote them, for
    /// each place of a round: a node's alone, or a segment's.
    fn element_round(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        e: &Element,
        cells: &[u64],
    ) -> Vec<Consts> {
        match e {
            Element::Seg(s) => s.consts.clone(),
            Element::Node(x) if st.heap.objects[*x].allocated() => {
                vec![self.constant_bytes(ex, st, *x, cells).into_iter().collect()]
            }
            Element::Node(_) => vec![Consts::new()],
        }
    }

    /// Replaces `run`, which the cell at offset `off` of object `a` leads to, by one segment
    /// of links `dir` ending at `end` whose rounds repeat `stretch`'s.
    #[allow(clippy::too_many_arguments)]
    fn summarise_run(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        (a, off): (usize, u64),
        run: &[Element],
        shape: ShapeId,
        end: SegmentEnd,
        stretch: Stretch,
        Dir { link, back }: Dir,
    ) {
        let phases = (0..stretch.round.len())
            .map(|place| self.segment_facts(ex, st, run, &stretch.places, place))
            .collect();
        let rep = run.iter().find_map(|e| match e {
            Element::Node(x) if st.heap.objects[*x].allocated() => Some(st.heap.objects[*x].region),
            Element::Node(_) => None,
            Element::Seg(s) => s.rep,
        });
        let mut sites = run.iter().map(|e| match e {
            Element::Node(x) if st.heap.objects[*x].allocated() => {
                Some(st.mem.region(st.heap.objects[*x].region).site)
            }
            Element::Node(_) => None,
            Element::Seg(s) => s.site,
        });
        let first = sites.next().flatten();
        let site = first.filter(|&f| sites.all(|s| s == Some(f)));
        let seg = Arc::new(Segment {
            shape,
            link,
            back,
            end,
            phases,
            consts: stretch.round,
            rep,
            site,
        });
        let r = st.heap.objects[a].region;
        self.hold_segment(ex, st, r, off, start_cell(seg.clone()));
        if let (Some(b), SegmentEnd::Object(e)) = (back, end) {
            let er = st.heap.objects[e].region;
            self.hold_segment(ex, st, er, b, back_cell(seg));
        }
        let site = st.loc(ex.prog.module).0;
        if let Some(rep) = rep {
            self.link_rep(ex, st, rep, link, end);
        }
        for e in run {
            if let Element::Seg(s) = e {
                // One block stands for the whole segment now.
                if let Some(other) = s.rep.filter(|&o| Some(o) != rep) {
                    st.mem.kill(other, site);
                }
            }
            if let Element::Node(x) = e {
                let xr = st.heap.objects[*x].region;
                st.heap.objects[*x].gone = true;
                if st.heap.objects[*x].allocated() && Some(xr) != rep {
                    // The segment stands for it now; its block would otherwise stay live.
                    st.mem.kill(xr, site);
                }
                let keys: Vec<(RegionId, u64)> = st
                    .heap
                    .cells
                    .range((xr, 0)..(RegionId(xr.0 + 1), 0))
                    .map(|(k, _)| *k)
                    .collect();
                for key in keys {
                    st.heap.cells.remove(&key);
                }
            }
        }
    }

    /// Makes block `rep` stand for a segment: its data cleared (nothing reads it), its `link`
    /// cell pointing to the segment's `end`, so that what reaches it reaches the end.
    fn link_rep(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        rep: RegionId,
        link: Option<u64>,
        end: SegmentEnd,
    ) {
        let size = st.mem.region(rep).size;
        let zero = vec![SVal::C(0); size as usize];
        ex.write_bytes(st, rep, Offset::C(0), &zero);
        let to = match end {
            SegmentEnd::Object(j) => st.mem.region(st.heap.objects[j].region).base,
            SegmentEnd::Null | SegmentEnd::Unread => 0,
        };
        if let Some(l) = link {
            ex.write_pointer(st, rep, l, to);
        }
    }

    /// The facts that every object at `place` of the rounds of `run` satisfies (`places` says
    /// where each element falls; a segment's rounds are aligned with the run's), over
    /// [`Executor::segment_hole`] (the array standing for one node's contents): the path
    /// condition's facts about one object alone (with the rest of the state), and those of
    /// segments already summarised.
    fn segment_facts(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        run: &[Element],
        places: &[usize],
        place: usize,
    ) -> Vec<ExprRef> {
        let hole = self.segment_hole(ex);
        let run: Vec<&Element> = run
            .iter()
            .zip(places)
            .filter(|(e, p)| matches!(e, Element::Seg(_)) || **p == place)
            .map(|(e, _)| e)
            .collect();
        let shape = run.iter().find_map(|e| match e {
            Element::Node(x) => match st.heap.objects[*x].kind {
                ObjectKind::Shape(s) => Some(s),
                ObjectKind::Data { .. } => None,
            },
            Element::Seg(s) => Some(s.shape),
        });
        let cells: Vec<u64> = shape.map_or_else(Vec::new, |s| self.pointer_cells(ex, s));
        // What each node's contents are now: its initial ones unless the program wrote it.
        let current: HashMap<usize, ArrRef> = run
            .iter()
            .filter_map(|e| match e {
                Element::Node(x) if st.heap.objects[*x].allocated() => {
                    Some((*x, self.current_contents(ex, st, *x, &cells)))
                }
                _ => None,
            })
            .collect();
        let nodes: HashMap<expr::ArrayId, ArrRef> = run
            .iter()
            .filter_map(|e| match e {
                Element::Node(x) => {
                    let c = st.heap.objects[*x].contents;
                    self.array_id(ex, c).map(|id| (id, c))
                }
                Element::Seg(_) => None,
            })
            .collect();
        let mut candidates: Vec<ExprRef> = Vec::new();
        for e in &run {
            match e {
                Element::Seg(s) => {
                    candidates.extend(s.phases.get(place).into_iter().flatten().copied())
                }
                Element::Node(x) if current.contains_key(x) => {
                    let facts = self.value_facts(ex, st, *x, &cells, hole);
                    candidates.extend(facts);
                }
                Element::Node(_) => {}
            }
        }
        for &c in &st.constraints {
            let syms = ex.ctx.symbols(c);
            let mine: Vec<&expr::ArrayId> = syms
                .arrays
                .iter()
                .filter(|a| nodes.contains_key(a))
                .collect();
            if let [one] = mine.as_slice() {
                let mut ren = expr::ArrayRenaming::default();
                ren.arrays.insert(**one, hole);
                let t = expr::Substitution::new(ren).apply(&mut ex.ctx, c);
                candidates.push(t);
            }
        }
        let mut seen = HashSet::default();
        candidates.retain(|c| seen.insert(*c));
        let hole_id = self.array_id(ex, hole);
        candidates
            .into_iter()
            .filter(|&t| {
                run.iter().all(|e| match e {
                    Element::Seg(s) => {
                        let known = s.phases.get(place).is_some_and(|f| f.contains(&t));
                        known || self.seg_implies(ex, st, s, place, t)
                    }
                    Element::Node(x) => {
                        let contents = current
                            .get(x)
                            .copied()
                            .unwrap_or(st.heap.objects[*x].contents);
                        let mut ren = expr::ArrayRenaming::default();
                        if let Some(h) = hole_id {
                            ren.arrays.insert(h, contents);
                        }
                        let inst = expr::Substitution::new(ren).apply(&mut ex.ctx, t);
                        st.constraints.contains(&inst) || ex.must(st, inst).unwrap_or(false)
                    }
                })
            })
            .collect()
    }

    /// Whether every object at `place` of segment `s`'s rounds satisfies the fact `t` on
    /// `st`'s path.
    pub fn seg_implies(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        s: &Segment,
        place: usize,
        t: ExprRef,
    ) -> bool {
        let Some(facts) = s.phases.get(place) else {
            return false;
        };
        let mut cs = st.constraints.clone();
        cs.extend(facts.iter().copied());
        ex.solver.must_be_true(&mut ex.ctx, &cs, t).unwrap_or(false)
    }

    /// The id of a symbolic array.
    pub fn array_id(&self, ex: &mut Executor<'_, '_>, a: ArrRef) -> Option<expr::ArrayId> {
        match ex.ctx.array_node(a) {
            expr::ArrNode::Symbolic { id, .. } => Some(*id),
            _ => None,
        }
    }
}
