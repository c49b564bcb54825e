//! Whether a state explored already stands for a new one at the same place, the check that
//! both subsumption and reuse rest on. It is sound, so that
//! a `true` verdict may rest on it: the states must be at the same place, with their own
//! blocks paired one by one ([`BlockPairing`]); their input objects must match as graphs
//! from the same roots (registers and memory words, compared position by position), with
//! unread cells against unread cells and segments against segments whose facts are weaker;
//! every strategy's data must allow it ([`symex::StateExt::covers`]); and the new state's
//! path condition must imply the part of the stored one's about what was compared
//! ([`Facts::relevant`]) and the equality of every value compared, once the stored objects'
//! contents are renamed to their partners'. Dead registers and stack slots of the header
//! ([`ir::HeadLiveness`]) are not compared.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::Arc;

use expr::ExprRef;
use ir::FuncId;
use memory::{RegionId, SVal};
use symex::{Executor, State};

use super::blocks::BlockPairing;
use super::collapse::{owned_allocas, Collapse};
use super::facts::Facts;
use super::heapview::{Content, HeapView};
use super::segments::{segment_holder, Segment, SegmentEnd};

/// Where a state stands: its frames' places and its number of stack blocks, without the
/// frames it leaves out.
pub type HeadKey = (Vec<(FuncId, u32, u32)>, usize);

/// Where `st` stands, without the frames `c` leaves out.
pub fn head_key(st: &State, c: &Collapse) -> HeadKey {
    (
        c.kept(st).map(|(_, f)| (f.func, f.block, f.pc)).collect(),
        c.kept_allocas(st).len(),
    )
}

/// What of the stored state's path condition a covered state must imply.
#[derive(Clone, Copy)]
pub enum Required<'a> {
    /// Its path condition, of which only the part about the values compared matters
    /// ([`Executor::relevant`]).
    PathCondition(&'a [ExprRef]),
    /// An interpolant of the subtree explored from it, kept whole.
    Interpolant(&'a [ExprRef]),
}

/// A stored state and a new one at the same header, with their input heaps' views.
pub struct Pair<'a> {
    pub s: &'a State,
    pub n: &'a State,
    pub vs: &'a HeapView,
    pub vn: &'a HeapView,
    /// The frames each leaves out.
    pub cs: &'a Collapse,
    pub cn: &'a Collapse,
}

/// A matching of the stored state's input objects onto the new state's, being built.
struct Matching {
    /// The other blocks, paired.
    blocks: BlockPairing,
    to_new: HashMap<usize, usize>,
    to_old: HashMap<usize, usize>,
    queue: Vec<(usize, usize)>,
    /// Values that must be equal: (stored side, new side).
    equal: Vec<(ExprRef, ExprRef)>,
    /// Symbolic values the same on both sides (they must stay so when the stored state's
    /// variables are instantiated).
    same: Vec<ExprRef>,
    /// Segments matched: (stored, new).
    segments: Vec<(Arc<Segment>, Arc<Segment>)>,
}

impl Matching {
    /// An empty matching over paired blocks.
    fn new(blocks: BlockPairing) -> Matching {
        Matching {
            blocks,
            to_new: HashMap::default(),
            to_old: HashMap::default(),
            queue: Vec::new(),
            equal: Vec::new(),
            same: Vec::new(),
            segments: Vec::new(),
        }
    }

    /// Pairs stored object `a` with new object `b`; false when either has another partner.
    fn bind(&mut self, a: usize, b: usize) -> bool {
        match (self.to_new.get(&a), self.to_old.get(&b)) {
            (Some(&x), Some(&y)) => x == b && y == a,
            (None, None) => {
                self.to_new.insert(a, b);
                self.to_old.insert(b, a);
                self.queue.push((a, b));
                true
            }
            _ => false,
        }
    }
}

/// Slots of at most this many bytes are compared first, for a cheap rejection.
const SMALL_SLOT: u64 = 16;

impl Facts {
    /// Whether `st` stops at loop headers and recursive calls' entries for subsumption: only
    /// with an input heap or sized arrays, since without one the comparisons cost more than
    /// they save (on SV-COMP's memsafety tasks from main, a 10^5-iteration loop timed out).
    pub fn subsumes(&self, ex: &mut Executor<'_, '_>, st: &State) -> bool {
        !st.heap.objects.is_empty() || !ex.sized_arrays.is_empty()
    }

    /// Whether `f` may call itself.
    pub fn is_recursive(&mut self, ex: &mut Executor<'_, '_>, f: FuncId) -> bool {
        let m = ex.prog.module;
        *self
            .recursive
            .entry(f)
            .or_insert_with(|| symex::callgraph::recursive(m, f))
    }

    /// Whether a live heap block of `st` is unreachable (symbolic words taken as no pointer);
    /// an entry function's input objects are its caller's, so they and what they reach are not.
    pub fn holds_lost_memory(&self, ex: &mut Executor<'_, '_>, st: &State) -> bool {
        let pb = ex.prog.module.model().pointer_bytes() as usize;
        let held = ex.entry_held(st);
        !memory::lost_heap_from(&st.mem, pb, held)
            .unreachable
            .is_empty()
    }

    /// Whether the stored state stands for every concrete state of the new one, given the
    /// part of the stored path condition that matters (all of it, or an interpolant).
    pub fn covers(
        &mut self,
        ex: &mut Executor<'_, '_>,
        p: &Pair<'_>,
        dead_regs: &HashSet<ir::ValueId>,
        dead_slots: &HashSet<RegionId>,
        required: Required<'_>,
    ) -> bool {
        let (s, n) = (p.s, p.n);
        // The strategies' data first: it is compared without the solver.
        if !symex::ext::exts_cover(&s.exts, &n.exts) {
            return false;
        }
        let Some(blocks) = BlockPairing::new(s, p.vs, &p.cs.blocks, n, p.vn, &p.cn.blocks) else {
            return false;
        };
        let (ks, kn): (Vec<_>, Vec<_>) = (p.cs.kept(s).collect(), p.cn.kept(n).collect());
        let same_frames = ks.len() == kn.len()
            && ks.iter().zip(&kn).all(|(&(i, a), &(j, b))| {
                (a.func, a.block, a.pc, a.ret_dst, owned_allocas(s, i))
                    == (b.func, b.block, b.pc, b.ret_dst, owned_allocas(n, j))
                    && blocks.same_value(a.va_area.into(), b.va_area.into())
            });
        let (slots_s, slots_n) = (p.cs.kept_allocas(s), p.cn.kept_allocas(n));
        let same_slots = slots_s.len() == slots_n.len()
            && slots_s
                .iter()
                .zip(&slots_n)
                .all(|(&a, &b)| blocks.partner(a) == Some(b));
        // Streams opened: the same, their bytes compared as blocks.
        let same_streams = s.opened.len() == n.opened.len()
            && s.opened.iter().zip(&n.opened).all(|(a, b)| {
                a.name == b.name
                    && a.size == b.size
                    && blocks.same_value(a.addr.into(), b.addr.into())
            });
        if !same_frames
            || !same_slots
            || !same_streams
            || s.atexit != n.atexit
            || s.exiting != n.exiting
            || s.fail_next_alloc != n.fail_next_alloc
            || s.jumps != n.jumps
            || s.heap.params != n.heap.params
            || !s.marks.clone().is_subset(n.marks.clone())
        {
            return false;
        }
        let mut m = Matching::new(blocks);
        // The frames are at the same places, so what they no longer need is the same.
        let waiting = self.waiting_dead_regs(ex, n);
        for (&(_, fa), &(fi, fb)) in ks.iter().zip(&kn) {
            let dead = waiting.get(fi).map_or(dead_regs, |w| &**w);
            for (ri, (a, b)) in fa.regs.iter().zip(&fb.regs).enumerate() {
                if dead.contains(&ir::ValueId(ri as u32)) {
                    continue;
                }
                let (ba, bb) = (self.reg_bytes(a), self.reg_bytes(b));
                if !self.match_bytes(ex, p, &mut m, &ba, &bb, None) {
                    return false;
                }
            }
        }
        if !self.match_regions(ex, p, &mut m, dead_slots) {
            return false;
        }
        while let Some((a, b)) = m.queue.pop() {
            if !self.match_objects(ex, p, &mut m, a, b) {
                return false;
            }
        }
        let shared = |st: &State, k: usize| !st.heap.objects[k].tree && !st.heap.objects[k].gone;
        if (0..n.heap.objects.len()).any(|k| shared(n, k) && !m.to_old.contains_key(&k))
            || (0..s.heap.objects.len()).any(|k| shared(s, k) && !m.to_new.contains_key(&k))
        {
            return false;
        }
        self.implied(ex, p, &m, required)
    }

    /// Compares the blocks that are not input objects, partner with partner.
    fn match_regions(
        &mut self,
        ex: &mut Executor<'_, '_>,
        p: &Pair<'_>,
        m: &mut Matching,
        dead_slots: &HashSet<RegionId>,
    ) -> bool {
        let (s, n) = (p.s, p.n);
        let pairs = m.blocks.pairs().to_vec();
        // Small live slots first (loop counters): two different constants there reject the
        // pair before any large object is compared. Only without input objects and blocks
        // that moved: pointers to those may differ and still match.
        let plain = s.heap.objects.is_empty()
            && n.heap.objects.is_empty()
            && !crate::summary::in_summary_run(s)
            && !crate::summary::in_summary_run(n)
            && !m.blocks.any_moved();
        for &(ra, rb) in pairs.iter().filter(|_| plain) {
            if s.mem.region(ra).size > SMALL_SLOT
                || dead_slots.contains(&rb)
                || (ra == rb && s.mem.shares_region(&n.mem, ra))
            {
                continue;
            }
            let (ba, bb) = (self.region_bytes(ex, s, ra), self.region_bytes(ex, n, rb));
            let differ = ba.iter().zip(&bb).any(|(x, y)| match (x, y) {
                (SVal::C(x), SVal::C(y)) => x != y,
                _ => false,
            });
            if differ {
                return false;
            }
        }
        for (ra, rb) in pairs {
            // Dead slots are the new state's; the places are the same, so are the slots.
            if dead_slots.contains(&rb) {
                continue;
            }
            match self.array_cover(s, n, ra, rb) {
                Some(Some(equal)) => {
                    m.equal.extend(equal);
                    continue;
                }
                Some(None) => return false,
                None => {}
            }
            if ra == rb && s.mem.shares_region(&n.mem, ra) {
                // Unchanged since a common ancestor: only its pointers need partners.
                let bytes = self.region_bytes(ex, s, ra);
                if !self.match_bytes(ex, p, m, &bytes, &bytes, None) {
                    return false;
                }
                continue;
            }
            let (ba, bb) = (self.region_bytes(ex, s, ra), self.region_bytes(ex, n, rb));
            if !self.match_bytes(ex, p, m, &ba, &bb, Some((ra, rb))) {
                return false;
            }
        }
        true
    }

    /// Compares stored object `a` with new object `b`.
    fn match_objects(
        &mut self,
        ex: &mut Executor<'_, '_>,
        p: &Pair<'_>,
        m: &mut Matching,
        a: usize,
        b: usize,
    ) -> bool {
        let (s, n, vs, vn) = (p.s, p.n, p.vs, p.vn);
        let (oa, ob) = (&s.heap.objects[a], &n.heap.objects[b]);
        // An input's contents are an array of the path condition, a program's block its bytes.
        if oa.kind != ob.kind
            || oa.tree != ob.tree
            || oa.allocated() != ob.allocated()
            || oa.gone
            || ob.gone
        {
            return false;
        }
        let (ra, rb) = (oa.region, ob.region);
        let (ga, gb) = (s.mem.region(ra), n.mem.region(rb));
        if ga.size != gb.size || ga.live != gb.live || (self.sites_matter && ga.site != gb.site) {
            return false;
        }
        if !ga.live {
            return true;
        }
        for (off, _) in &self.object_cells(ex, s, a) {
            let (ca, cb) = (
                self.content(ex, s, vs, a, *off),
                self.content(ex, n, vn, b, *off),
            );
            let ok = match (ca, cb) {
                (Content::Unread, Content::Unread) | (Content::Null, Content::Null) => true,
                (Content::Segment(x), Content::Segment(y)) => {
                    let ends = match (x.end, y.end) {
                        (SegmentEnd::Null, SegmentEnd::Null)
                        | (SegmentEnd::Unread, SegmentEnd::Unread) => true,
                        (SegmentEnd::Object(p), SegmentEnd::Object(q)) => m.bind(p, q),
                        _ => false,
                    };
                    let same = (x.shape, x.link, x.back, x.period())
                        == (y.shape, y.link, y.back, y.period())
                        && (!self.sites_matter || x.site == y.site);
                    m.segments.push((x, y));
                    ends && same
                }
                (Content::Back(x), Content::Back(y)) => {
                    // The segments' holders are partners, which compares the segments.
                    let holders = (segment_holder(s, &x), segment_holder(n, &y));
                    let (Some((hx, ox)), Some((hy, oy))) = holders else {
                        return false;
                    };
                    let (Some(p), Some(q)) = (s.heap.object_of(hx), n.heap.object_of(hy)) else {
                        return false;
                    };
                    ox == oy && m.bind(p, q)
                }
                (Content::Object(p, i), Content::Object(q, j)) => i == j && m.bind(p, q),
                (Content::Other(x), Content::Other(y)) => m.blocks.same_value(x, y),
                _ => false,
            };
            if !ok {
                return false;
            }
        }
        let (ba, bb) = (self.data_bytes(ex, s, a), self.data_bytes(ex, n, b));
        self.match_bytes(ex, p, m, &ba, &bb, Some((ra, rb)))
    }

    /// Compares two byte sequences: addresses of input objects must be at the same places
    /// and become partners; the other bytes must be equal, as equations for the solver where
    /// symbolic. A byte the stored state never wrote matches anything (`regions` says which
    /// blocks the bytes are from, for that).
    fn match_bytes(
        &mut self,
        ex: &mut Executor<'_, '_>,
        p: &Pair<'_>,
        m: &mut Matching,
        a: &[SVal],
        b: &[SVal],
        regions: Option<(RegionId, RegionId)>,
    ) -> bool {
        let (s, n, vs, vn) = (p.s, p.n, p.vs, p.vn);
        if a.len() != b.len() {
            return false;
        }
        let (wa, wb) = (self.pointer_words(ex, vs, a), self.pointer_words(ex, vn, b));
        if wa.unknown || wb.unknown || wa.pointers.len() != wb.pointers.len() {
            return false;
        }
        let pw = (ex.ptr_bits() / 8) as usize;
        let mut covered = vec![false; a.len()];
        for (&(i, p, x), &(j, q, y)) in wa.pointers.iter().zip(&wb.pointers) {
            if i != j || x != y || !m.bind(p, q) {
                return false;
            }
            for c in covered.iter_mut().skip(i).take(pw) {
                *c = true;
            }
        }
        if !m.blocks.match_moved_words(a, b, pw, &mut covered) {
            return false;
        }
        for i in 0..a.len() {
            if covered[i] {
                continue;
            }
            if let Some((ra, rb)) = regions {
                let off = memory::Offset::C(i as u64);
                if !s.mem.region(ra).initialized(off, 1) {
                    continue;
                }
                if !n.mem.region(rb).initialized(off, 1) {
                    return false;
                }
            }
            match (a[i], b[i]) {
                (SVal::S(x), SVal::S(y)) if x == y => m.same.push(x),
                (x, y) if x == y => {}
                (SVal::C(_), SVal::C(_)) => return false,
                (x, y) => {
                    let (ex, ey) = (x.expr(&mut ex.ctx, 8), y.expr(&mut ex.ctx, 8));
                    m.equal.push((ex, ey));
                }
            }
        }
        true
    }

    /// The values the stored state's variables take to stand for the new state: a variable
    /// whose every byte the stored state holds where the new one holds other values becomes
    /// those values (a field that held one input in the stored state and another in the new
    /// one). The stored state stands for every value its path condition allows, so any
    /// choice is sound; this one makes the equations hold.
    fn instantiation(
        &mut self,
        ex: &mut Executor<'_, '_>,
        equal: &[(ExprRef, ExprRef)],
    ) -> HashMap<expr::VarId, ExprRef> {
        let mut bytes: HashMap<expr::VarId, Vec<Option<ExprRef>>> = HashMap::default();
        let mut whole = HashMap::default();
        for &(x, y) in equal {
            match ex.ctx.node(x).kind {
                expr::Kind::Var(v) if ex.ctx.width(y) == ex.ctx.width(x) => {
                    whole.entry(v).or_insert(y);
                }
                expr::Kind::Extract { e, lo } if ex.ctx.width(x) == 8 && lo % 8 == 0 => {
                    if let expr::Kind::Var(v) = ex.ctx.node(e).kind {
                        let w = (ex.ctx.width(e) / 8) as usize;
                        let slot = bytes.entry(v).or_insert_with(|| vec![None; w]);
                        if let Some(b @ None) = slot.get_mut((lo / 8) as usize) {
                            *b = Some(y);
                        }
                    }
                }
                _ => {}
            }
        }
        for (v, parts) in bytes {
            let mut it = parts.into_iter().rev();
            let Some(Some(mut word)) = it.next() else {
                continue;
            };
            let mut complete = true;
            for b in it {
                match b {
                    Some(b) => word = ex.ctx.concat(word, b),
                    None => complete = false,
                }
            }
            if complete {
                whole.entry(v).or_insert(word);
            }
        }
        whole
    }

    /// The part of the stored path condition about the stored state's values that were
    /// compared (and the objects, segments and blocks that were paired). The rest is about
    /// variables the state no longer holds, such as the conditions of loops that ended after
    /// other numbers of turns: satisfiable on its own, it restricts none of those values, so
    /// dropping it leaves the set of states the stored state stands for as it is.
    fn relevant(
        &mut self,
        ex: &mut Executor<'_, '_>,
        s: &State,
        m: &Matching,
        required: &[ExprRef],
    ) -> Vec<ExprRef> {
        let mut focus: Vec<ExprRef> = m.equal.iter().map(|&(x, _)| x).collect();
        focus.extend(&m.same);
        focus.extend(
            m.segments
                .iter()
                .flat_map(|(x, _)| x.phases.iter().flatten().copied()),
        );
        let blocks = m.blocks.pairs().iter().map(|&(ra, _)| ra);
        let objects = m.to_new.keys().map(|&a| s.heap.objects[a].region);
        focus.extend(blocks.chain(objects).filter_map(|r| s.mem.region(r).limit));
        for o in &s.opened {
            if let SVal::S(e) = o.size {
                focus.push(e);
            }
        }
        let arrays: Vec<expr::ArrayId> = m
            .to_new
            .keys()
            .filter_map(|&a| self.array_id(ex, s.heap.objects[a].contents))
            .collect();
        solver::slicing::related(&mut ex.ctx, required, &focus, &arrays)
    }

    /// Whether the new path condition implies the stored one, the equations and the facts of
    /// the stored segments, with the stored objects' contents renamed to their partners' and
    /// its variables instantiated ([`Executor::instantiation`]).
    fn implied(
        &mut self,
        ex: &mut Executor<'_, '_>,
        p: &Pair<'_>,
        m: &Matching,
        required: Required<'_>,
    ) -> bool {
        let (s, n, vs, vn) = (p.s, p.n, p.vs, p.vn);
        let mut ren = expr::ArrayRenaming::default();
        for (&a, &b) in &m.to_new {
            if let Some(id) = self.array_id(ex, s.heap.objects[a].contents) {
                ren.arrays.insert(id, n.heap.objects[b].contents);
            }
        }
        ren.vars = self.instantiation(ex, &m.equal);
        let mut sub = expr::Substitution::new(ren);
        let have: HashSet<ExprRef> = n.constraints.iter().copied().collect();
        let mut goals = Vec::new();
        let required = match required {
            Required::PathCondition(c) => self.relevant(ex, s, m, c),
            Required::Interpolant(c) => c.to_vec(),
        };
        for c in required {
            let c2 = sub.apply(&mut ex.ctx, c);
            if !have.contains(&c2) {
                goals.push(c2);
            }
        }
        let same: Vec<(ExprRef, ExprRef)> = if sub.leaves.vars.is_empty() {
            Vec::new()
        } else {
            m.same.iter().map(|&x| (x, x)).collect()
        };
        for &(x, y) in m.equal.iter().chain(&same) {
            let moved = m.blocks.any_moved()
                && super::heapview::mentions_address(ex, y, |v| m.blocks.in_moved_new(v));
            if vn.mentions_object(ex, y) || moved {
                return false;
            }
            let x2 = sub.apply(&mut ex.ctx, x);
            if x2 != y {
                let e = ex.ctx.eq(x2, y);
                goals.push(e);
            }
        }
        let mut seg_goals = Vec::new();
        for (x, y) in &m.segments {
            // Periods are equal (`match_objects`): each place's facts cover the same place's.
            for (place, facts) in x.phases.iter().enumerate() {
                for &p in facts {
                    let p2 = sub.apply(&mut ex.ctx, p);
                    if !y.phases.get(place).is_some_and(|f| f.contains(&p2)) {
                        seg_goals.push((y.clone(), place, p2));
                    }
                }
            }
        }
        let pb = ex.ptr_bits();
        if sub
            .leaves
            .constants
            .iter()
            .any(|&(v, w)| w >= pb && (vs.object_at(v).is_some() || m.blocks.in_moved(v)))
        {
            return false;
        }
        for (y, place, p) in seg_goals {
            if !self.seg_implies(ex, n, &y, place, p) {
                return false;
            }
        }
        if goals.is_empty() {
            return true;
        }
        let mut all = ex.ctx.bool(true);
        for g in goals {
            all = ex.ctx.and(all, g);
        }
        ex.must(n, all).unwrap_or(false)
    }
}
