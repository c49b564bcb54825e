//! Interpolation and reuse (TracerX; seed 003): a subtree of the execution tree explored
//! once is not explored again from a state its interpolant covers.
//!
//! Where paths meet (blocks several edges lead to), a state opens a *node*; the node stays
//! open while any state below it runs. Every question the solver answers "unsatisfiable"
//! below it (a branch side cut, an error ruled out, a bound on an allocation's size) records
//! the symbols of the constraints it needed ([`solver::UnsatSymbols`]). When the last state
//! below a node ends, its *interpolant* is the part of the node's path condition that
//! mentions one of those symbols: under it, every question of the subtree gets the same
//! answer, so the same paths exist and the same results hold. The node is stored with the
//! state it started from. A later state at the same point whose registers and memory
//! (dead parts and what no decision reads aside: [`ignored`]) equal the stored state's, and
//! whose path condition implies the interpolant, is covered: the subtree is not explored
//! again ([`Executor::covers`], shared with abstract subsumption).
//!
//! Subtrees whose paths ended in an error, were given up, or made an approximation are
//! not stored, so a reuse never hides what a fresh exploration would have reported.
//!
//! With an objective (the heap high-water mark of `memusage`), a node also keeps the best
//! mark reached below it (relative to the node: [`crate::memuse::SymHeapUse::local`]) and
//! the path that reaches it. Reuse then also needs that path to stay feasible in the new
//! context with the mark still reached (the seed's dominating condition), since the
//! interpolant alone only says the new context cannot do better. With loop counts as the
//! objective (`loopbound`), a node keeps, per loop, a path with the most iterations below it
//! ([`counts`]).
//!
//! Merging at loop headers (`loopbound`'s) runs alongside: a state merged into another
//! ([`Strategy::on_absorbed`]) goes on as the other's paths. The nodes it was in that the
//! other is not in miss those paths, so they are not stored; the nodes both are in have
//! every path, and keep them.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use expr::ExprRef;
use memory::{RegionId, SVal};
use solver::UnsatSymbols;

pub mod counts;
pub mod heapuse;
mod ignored;
mod path;

use crate::subsume::collapse::Collapse;
use crate::subsume::compare::{head_key, HeadKey, Pair, Required};
use crate::subsume::heapview::HeapView;
use crate::subsume::Facts;
use std::sync::Arc;
use symex::{
    Absorbed, AtStop, Counters, Executor, Interest, Jump, MergeExt, State, StateExt, Strategy,
    SymInput, Term, Verdict,
};

use counts::{CountPath, Counts, ReusedCounts};

use heapuse::HeapMark;
use ignored::Ignored;

/// Stored subtrees compared with a new state, latest first.
const TRIES: usize = 16;

/// Subtrees stored per program point.
const STORED_MAX: usize = 256;

/// Subtrees stored in all: each holds a state.
const STORED_TOTAL: u64 = 4096;

/// Nodes open at once: each holds the state that opened it, so a long path that decides at
/// every iteration would otherwise keep one per iteration.
const OPEN_MAX: usize = 1024;

/// The best heap mark found in a subtree and a path that reaches it.
#[derive(Clone, Debug)]
pub struct Best {
    /// The mark in bytes.
    pub value: u64,
    /// The path condition of a path that reaches it.
    pub constraints: Vec<ExprRef>,
    /// The inputs that path asked for.
    pub inputs: imbl::Vector<SymInput>,
}

/// A heap mark reached through a reused subtree, for the analysis' maximum.
#[derive(Clone, Debug)]
pub struct ReusedMark {
    /// The mark in bytes (the new state's own so far, or the subtree's).
    pub value: u64,
    /// A state whose path condition and inputs reach it (for a witness).
    pub state: State,
}

/// One open node of the reuse tree.
struct Node {
    parent: Option<usize>,
    /// States and open child nodes below it.
    open: u32,
    symbols: UnsatSymbols,
    /// A path below ended in an error, was given up, or approximated.
    tainted: bool,
    /// A state below was merged into one outside it: the paths it stood for went on
    /// elsewhere. Unlike `tainted`, the parent does not inherit it.
    partial: bool,
    /// The state that opened it, with its dead parts, as stored when it closes.
    start: Box<State>,
    dead_regs: HashSet<ir::ValueId>,
    /// The best mark below, relative to the node's start.
    best: Option<Best>,
    /// The parent's mark on the path before this node started, maximised when it closes.
    before: Option<Pending>,
    /// With loop counts as the objective: the best paths below.
    counts: Counts,
    /// Some path below it ended feasibly.
    reached_end: bool,
}

/// A closed subtree stored for reuse.
struct Entry {
    start: State,
    view: HeapView,
    dead_regs: HashSet<ir::ValueId>,
    interpolant: Vec<ExprRef>,
    /// The best mark below, with only the constraints the subtree added.
    best: Option<Best>,
    /// The best counts below, with only the constraints the subtree added.
    counts: Counts,
}

/// Where a path is in the reuse tree: the innermost open node it is in, and the number of
/// decisions it had when it entered it.
#[derive(Clone, Debug, Default)]
pub struct InNode(Option<(usize, usize)>);

impl StateExt for InNode {
    symex::state_ext_basics!();

    /// A merged state goes on in the first one's node; the other's is told
    /// ([`Strategy::on_absorbed`]).
    fn merge(&self, _: &dyn StateExt, _: &mut expr::Ctx) -> MergeExt {
        MergeExt::Keep
    }

    /// Where a path is in the reuse tree says nothing of what it can do.
    fn covers(&self, _: &dyn StateExt) -> bool {
        true
    }
}

fn node_of(st: &State) -> Option<(usize, usize)> {
    st.ext::<InNode>().and_then(|n| n.0)
}

/// What a subtree's result is, besides which errors it can reach.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Objective {
    /// Nothing more (`verify`).
    #[default]
    None,
    /// The heap high-water mark ([`heapuse::HeapUse`], `memusage`).
    HeapMark,
    /// Each loop's most iterations of one entry ([`counts`], `loopbound`).
    LoopCounts,
}

/// The reuse tree, the stored subtrees, and what reuse did.
#[derive(Default)]
pub struct Reuse {
    /// Subsumption runs too: it handles the states with an input heap or sized arrays.
    with_subsumption: bool,
    /// The heap mark objective: subtrees keep their best mark.
    objective: bool,
    /// The loop counts objective: subtrees keep their best counts.
    counting: bool,
    /// What the comparison computes once per program point.
    facts: Facts,
    nodes: Vec<Option<Node>>,
    free: Vec<usize>,
    table: HashMap<HeadKey, Vec<Entry>>,
    /// States not explored further because a stored subtree covered them.
    pub reuses: u64,
    /// Subtrees stored.
    pub stored: u64,
    /// With the heap objective: marks reached through reused subtrees.
    pub marks: Vec<ReusedMark>,
    /// With loop counts as the objective: counts reached through reused subtrees.
    pub counted: Vec<ReusedCounts>,
    /// Work spent at join points, and when the first state arrived at one (on the work
    /// clock, so that when reuse gives up does not depend on the machine's load).
    spent: std::time::Duration,
    since: Option<budget::Instant>,
    /// Reuse stopped looking: it cost more than half of the exploration's time.
    pub gave_up: bool,
    /// Compare states without what no decision reads (not where lost memory matters).
    relevance: bool,
    ignored: Option<Ignored>,
}

/// Work at join points after which reuse may give up, when it takes most of the time.
const GIVE_UP_AFTER: std::time::Duration = std::time::Duration::from_secs(1);

impl Reuse {
    /// Reuse of explored subtrees at join points; `with_subsumption`: subsumption handles
    /// the states with an input heap or sized arrays; `objective`: what a subtree's result
    /// is besides its errors; `relevance`: states are compared without what no decision
    /// reads ([`ignored`]), which a run that reports lost memory must not do.
    pub fn new(with_subsumption: bool, objective: Objective, relevance: bool) -> Reuse {
        Reuse {
            with_subsumption,
            objective: objective == Objective::HeapMark,
            counting: objective == Objective::LoopCounts,
            relevance,
            ..Reuse::default()
        }
    }
}

impl Strategy for Reuse {
    symex::strategy_basics!();

    fn name(&self) -> &'static str {
        "reuse"
    }

    /// Reuse follows merged states ([`Strategy::on_absorbed`]) for `loopbound`, which
    /// merges at loop headers only. `verify --merge` also merges at every join point, where
    /// states wait for each other and the nodes they are in stay open until the end: reuse
    /// stays out of that run, whose answers are as they were without it.
    fn conflicts(&self) -> &'static [&'static str] {
        if self.counting {
            &[]
        } else {
            &["merge"]
        }
    }

    fn interest(&self) -> Interest {
        Interest {
            jump: true,
            absorbed: true,
            ..Interest::default()
        }
    }

    /// Interpolation points are where paths meet (several edges lead in), for states
    /// without an input heap or sized arrays (those go to subsumption).
    fn on_jump(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, j: &Jump) -> Verdict {
        if j.join
            && st.heap.objects.is_empty()
            && (!self.with_subsumption || ex.sized_arrays.is_empty())
        {
            Verdict::Stop
        } else {
            Verdict::Go
        }
    }

    fn on_start(&mut self, ex: &mut Executor<'_, '_>) {
        ex.solver.record_unsat(true);
    }

    fn after_run(&mut self, ex: &mut Executor<'_, '_>, st: &State) {
        self.note(ex, st);
    }

    fn on_fork(&mut self, _: &mut Executor<'_, '_>, others: &[State]) {
        self.forked(others);
    }

    fn at_stop(&mut self, ex: &mut Executor<'_, '_>, st: State) -> AtStop {
        self.arrive(ex, st)
    }

    fn on_dropped(&mut self, ex: &mut Executor<'_, '_>, st: &State) {
        self.path_dropped(ex, node_of(st));
    }

    fn on_absorbed(&mut self, ex: &mut Executor<'_, '_>, a: &Absorbed) {
        self.absorbed(ex, a);
    }

    fn on_path_end(&mut self, ex: &mut Executor<'_, '_>, st: &State, t: &Term) {
        self.path_ended(ex, st, t);
    }

    fn stats(&self, out: &mut Counters) {
        *out.entry("reuses").or_default() += self.reuses;
    }
}

impl Reuse {
    /// `st` forked into `others`: they are below the same node.
    fn forked(&mut self, others: &[State]) {
        for o in others {
            if let Some(n) = node_of(o).and_then(|(k, _)| self.node_mut(k)) {
                n.open += 1;
            }
        }
    }

    /// The solver's record since the last call belongs to `st`'s path.
    fn note(&mut self, ex: &mut Executor<'_, '_>, st: &State) {
        let u = ex.solver.take_unsat();
        if u.is_empty() {
            return;
        }
        if let Some(n) = node_of(st).and_then(|(k, _)| self.node_mut(k)) {
            n.symbols.extend(&u);
        }
    }

    fn node_mut(&mut self, k: usize) -> Option<&mut Node> {
        self.nodes.get_mut(k).and_then(Option::as_mut)
    }

    /// `st` reached a join point: covered when a stored subtree covers it; otherwise the
    /// state goes on, in a new node when it decided something since its last one.
    fn arrive(&mut self, ex: &mut Executor<'_, '_>, st: State) -> AtStop {
        let start = budget::Instant::now();
        let since = *self.since.get_or_insert(start);
        let out = self.arrive_timed(ex, st);
        self.spent += start.elapsed();
        // Giving up is sound (no reuse is always allowed), and keeps a program whose states
        // never meet again (a state machine over many variables) from paying for nothing.
        if self.spent > GIVE_UP_AFTER && self.spent * 2 > since.elapsed() {
            self.gave_up = true;
        }
        out
    }

    fn arrive_timed(&mut self, ex: &mut Executor<'_, '_>, mut st: State) -> AtStop {
        if self.gave_up
            || st.pending.is_some()
            || !st.heap.objects.is_empty()
            || crate::summary::in_summary_run(&st)
        {
            return AtStop::Go(st);
        }
        let key = head_key(&st, &Collapse::default());
        let decided = st.decisions.len();
        let open = self.nodes.len() - self.free.len();
        let opens = node_of(&st).is_none_or(|(_, d)| d != decided) && open < OPEN_MAX;
        // Liveness and the dead parts cost more than most joins are worth: only when a
        // stored subtree may cover the state, or a node opens.
        if !opens && !self.table.contains_key(&key) {
            return AtStop::Go(st);
        }
        let live = self.facts.head_liveness(ex, &st);
        let (mut regs, mut slots) = self.facts.dead_parts(&st, &live);
        if self.relevance {
            let ignored = self.ignored.get_or_insert_with(|| Ignored::new(ex, &st));
            ignored.extend(&st, &mut regs, &mut slots);
        }
        if let Some(r) = self.covered(ex, &key, &st, &regs, &slots) {
            self.reuses += 1;
            self.marks.extend(r.mark);
            self.counted
                .extend(r.counts.iter().map(|p| ReusedCounts::new(&st, p)));
            self.end_path(ex, &st, Ending::Reused(r.local, r.counts));
            return AtStop::Covered(st);
        }
        if !opens {
            return AtStop::Go(st);
        }
        self.open(&mut st, regs);
        AtStop::Go(st)
    }

    /// Whether a stored subtree covers `st`, and what it reaches from there.
    fn covered(
        &mut self,
        ex: &mut Executor<'_, '_>,
        key: &HeadKey,
        st: &State,
        regs: &HashSet<ir::ValueId>,
        slots: &HashSet<RegionId>,
    ) -> Option<Reached> {
        let entries = self.table.get(key)?;
        let mut view = None;
        // Reuse compares whole stacks.
        let whole = Collapse::default();
        for e in entries.iter().rev().take(TRIES) {
            if self.counting && !counts::comparable(&e.start, st) {
                continue;
            }
            let view = view.get_or_insert_with(|| HeapView::new(st));
            // Both sides' dead registers: what either does not need is not compared. Dead
            // slots are the new state's: the place is the same, so are the slots, and a
            // stored block's number may belong to another block here.
            let regs: HashSet<ir::ValueId> = regs.union(&e.dead_regs).copied().collect();
            let pair = Pair {
                s: &e.start,
                n: st,
                vs: &e.view,
                vn: view,
                cs: &whole,
                cn: &whole,
            };
            if !self.facts.covers(
                ex,
                &pair,
                &regs,
                slots,
                Required::Interpolant(&e.interpolant),
            ) {
                continue;
            }
            if self.counting {
                if let Some(counts) = counts::dominated(ex, st, &e.counts) {
                    return Some(Reached {
                        counts,
                        ..Reached::default()
                    });
                }
                continue;
            }
            if !self.objective {
                return Some(Reached::default());
            }
            if let Some((mark, local)) = dominated(ex, st, e.best.as_ref()) {
                return Some(Reached {
                    mark,
                    local,
                    counts: Vec::new(),
                });
            }
        }
        None
    }

    /// Opens a node for `st` below its current one.
    fn open(&mut self, st: &mut State, dead_regs: HashSet<ir::ValueId>) {
        let parent = node_of(st).map(|(k, _)| k);
        let before = self.objective.then(|| Pending {
            mark: heapuse::mark(st).local,
            constraints: st.constraints.clone(),
            inputs: st.inputs.clone(),
        });
        if self.objective {
            let h = st.ext_mut::<HeapMark>();
            h.local = h.live;
        }
        let node = Node {
            parent,
            open: 1,
            symbols: UnsatSymbols::default(),
            tainted: false,
            start: Box::new(st.clone()),
            dead_regs,
            best: None,
            before,
            counts: Counts::default(),
            partial: false,
            reached_end: false,
        };
        let k = match self.free.pop() {
            Some(k) => {
                self.nodes[k] = Some(node);
                k
            }
            None => {
                self.nodes.push(Some(node));
                self.nodes.len() - 1
            }
        };
        // An approximation on the way here was made inside the parent's subtree.
        if let Some(p) = parent.and_then(|p| self.nodes[p].as_ref()) {
            if st.approximations.len() > p.start.approximations.len() {
                self.taint(parent);
            }
        }
        st.ext_mut::<InNode>().0 = Some((k, st.decisions.len()));
    }

    fn taint(&mut self, k: Option<usize>) {
        if let Some(n) = k.and_then(|k| self.node_mut(k)) {
            n.tainted = true;
        }
    }

    /// `st`'s path ended with `term` (after the analysis saw it).
    fn path_ended(&mut self, ex: &mut Executor<'_, '_>, st: &State, term: &Term) {
        self.end_path(ex, st, Ending::Term(term));
    }

    /// A path in `node` was not explored further for a reason reuse cannot follow (covered
    /// by subsumption): its nodes are never stored.
    fn path_dropped(&mut self, ex: &mut Executor<'_, '_>, node: Option<(usize, usize)>) {
        if let Some((k, _)) = node {
            self.taint(Some(k));
            self.release(ex, k);
        }
    }

    fn end_path(&mut self, ex: &mut Executor<'_, '_>, st: &State, how: Ending<'_>) {
        let Some((k, _)) = node_of(st) else {
            return;
        };
        let Some(start_approx) = self.nodes[k].as_ref().map(|n| n.start.approximations.len())
        else {
            return;
        };
        let clean = match how {
            Ending::Term(Term::Exit(_)) | Ending::Term(Term::Infeasible) | Ending::Reused(..) => {
                st.approximations.len() == start_approx && st.unmodelled_results.is_empty()
            }
            _ => false,
        };
        let feasible = match &how {
            Ending::Term(t) => !matches!(t, Term::Infeasible),
            Ending::Reused(_, c) if self.counting => !c.is_empty(),
            Ending::Reused(b, _) => b.is_some() || !self.objective,
        };
        let ended: Vec<Arc<CountPath>> = match &how {
            Ending::Term(Term::Exit(_)) if self.counting => {
                vec![Arc::new(CountPath::of(st, true))]
            }
            Ending::Reused(_, c) => c.clone(),
            _ => Vec::new(),
        };
        let known = self.nodes[k]
            .as_ref()
            .and_then(|n| n.best.as_ref().map(|b| b.value));
        let (best, lost) = match how {
            Ending::Reused(b, _) => (b, false),
            Ending::Term(Term::Exit(_)) if self.objective => {
                let local = heapuse::mark(st).local;
                match mark_above(ex, &st.constraints, &st.inputs, local, known) {
                    Some(b) => (b, false),
                    None => (None, true),
                }
            }
            _ => (None, false),
        };
        self.note(ex, st);
        let objective_lost = self.objective && feasible && lost;
        if let Some(n) = self.node_mut(k) {
            n.tainted |= !clean || objective_lost;
            n.reached_end |= feasible;
            n.best = better(n.best.take(), best);
            for p in &ended {
                n.counts.add(p);
            }
        }
        self.release(ex, k);
    }

    /// `a.away` was merged into `a.into`: its paths go on in `a.into`'s nodes. What it
    /// counted so far is a path of its own node (the analysis counts it too); its nodes that
    /// are not `a.into`'s lose the paths it stood for.
    fn absorbed(&mut self, ex: &mut Executor<'_, '_>, a: &Absorbed) {
        let Some((k, _)) = node_of(&a.away) else {
            return;
        };
        let mut kept: HashSet<usize> = HashSet::default();
        let mut at = node_of(&a.into).map(|(j, _)| j);
        while let Some(j) = at {
            kept.insert(j);
            at = self.nodes[j].as_ref().and_then(|n| n.parent);
        }
        if self.counting {
            let p = Arc::new(CountPath::of(&a.away, false));
            if let Some(n) = self.node_mut(k) {
                n.counts.add(&p);
                n.reached_end = true;
            }
        }
        let mut at = Some(k);
        while let Some(j) = at.filter(|j| !kept.contains(j)) {
            let Some(n) = self.node_mut(j) else { break };
            n.partial = true;
            at = n.parent;
        }
        self.release(ex, k);
    }

    /// One state or child below node `k` is done; closes the nodes left with none.
    fn release(&mut self, ex: &mut Executor<'_, '_>, mut k: usize) {
        loop {
            let Some(n) = self.node_mut(k) else { return };
            n.open -= 1;
            if n.open > 0 {
                return;
            }
            let Some(mut n) = self.nodes[k].take() else {
                return;
            };
            self.free.push(k);
            let parent = n.parent;
            let known = parent
                .and_then(|p| self.nodes[p].as_ref())
                .and_then(|p| p.best.as_ref().map(|b| b.value))
                .max(n.best.as_ref().map(|b| b.value));
            let before = match (n.reached_end, n.before.take()) {
                (true, Some(b)) => match mark_above(ex, &b.constraints, &b.inputs, b.mark, known) {
                    Some(m) => m,
                    None => {
                        n.tainted = true;
                        None
                    }
                },
                _ => None,
            };
            // The questions that maximised the mark are the parent's.
            let asked = ex.solver.take_unsat();
            if let Some(p) = parent.and_then(|p| self.node_mut(p)) {
                p.symbols.extend(&n.symbols);
                p.symbols.extend(&asked);
                p.tainted |= n.tainted;
                p.reached_end |= n.reached_end;
                let best = match n.reached_end {
                    true => better(n.best.clone(), before),
                    false => None,
                };
                p.best = better(p.best.take(), best);
                for path in n.counts.paths() {
                    p.counts.add(&path);
                }
            }
            if !n.tainted && !n.partial {
                self.store(ex, n);
            }
            match parent {
                Some(p) => k = p,
                None => return,
            }
        }
    }

    /// Stores closed node `n` with its interpolant.
    fn store(&mut self, ex: &mut Executor<'_, '_>, n: Node) {
        let start = *n.start;
        let interpolant: Vec<ExprRef> = start
            .constraints
            .iter()
            .copied()
            .filter(|&c| n.symbols.touches(&mut ex.ctx, c))
            .collect();
        let best = n.best.map(|b| {
            let (constraints, inputs) = path::after_start(&start, &b.constraints, &b.inputs);
            Best {
                value: b.value,
                constraints,
                inputs,
            }
        });
        let list = self
            .table
            .entry(head_key(&start, &Collapse::default()))
            .or_default();
        if list.len() >= STORED_MAX || self.stored >= STORED_TOTAL {
            return;
        }
        self.stored += 1;
        list.push(Entry {
            view: HeapView::new(&start),
            counts: n.counts.after(&start),
            start,
            dead_regs: n.dead_regs,
            interpolant,
            best,
        });
    }
}

/// How a path below a node ended.
enum Ending<'a> {
    Term(&'a Term),
    /// A stored subtree covered it; with the heap objective, the mark it reaches (`None`: no
    /// path below reached an end); with loop counts, the paths it reaches.
    Reused(Option<Best>, Vec<Arc<CountPath>>),
}

/// What a stored subtree that covers a state reaches from it.
#[derive(Default)]
struct Reached {
    /// With the heap objective: the mark it gives the whole program.
    mark: Option<ReusedMark>,
    /// With the heap objective: the best mark relative to the state's innermost node
    /// (`None`: no path below reached an end).
    local: Option<Best>,
    /// With loop counts: the paths it reaches (none: no path below reached an end).
    counts: Vec<Arc<CountPath>>,
}

/// The larger of two marks.
fn better(a: Option<Best>, b: Option<Best>) -> Option<Best> {
    match (a, b) {
        (Some(a), Some(b)) => Some(if b.value > a.value { b } else { a }),
        (a, b) => a.or(b),
    }
}

/// A mark not yet maximised: its value and the path that holds it.
struct Pending {
    mark: SVal,
    constraints: Vec<ExprRef>,
    inputs: imbl::Vector<SymInput>,
}

/// The largest value of mark `v` under `constraints` when it exceeds `known` (`Some(None)`:
/// it does not; `None`: the solver failed). One question settles most marks that do not.
fn mark_above(
    ex: &mut Executor<'_, '_>,
    constraints: &[ExprRef],
    inputs: &imbl::Vector<SymInput>,
    v: SVal,
    known: Option<u64>,
) -> Option<Option<Best>> {
    if let (Some(k), SVal::S(e)) = (known, v) {
        let c = ex.ctx.constant(u128::from(k), 64);
        let above = ex.ctx.ult(c, e);
        if !ex
            .solver
            .may_be_true(&mut ex.ctx, constraints, above)
            .ok()?
        {
            return Some(None);
        }
    }
    let value = ex.max_value(constraints, v).ok()?;
    if known.is_some_and(|k| value <= k) {
        return Some(None);
    }
    let mut cs = constraints.to_vec();
    ex.require_mark(&mut cs, v, value);
    Some(Some(Best {
        value,
        constraints: cs,
        inputs: inputs.clone(),
    }))
}

/// The largest value of mark `v` on `st`'s path, with that path (`None`: the solver failed).
fn mark_of(ex: &mut Executor<'_, '_>, st: &State, v: SVal) -> Option<Best> {
    mark_above(ex, &st.constraints, &st.inputs, v, None).flatten()
}

/// Whether the stored subtree's best path stays feasible from `st` with its mark (the
/// dominating condition); then the mark it gives the whole program, and the best mark
/// relative to `st`'s innermost node (`None`: no path below reached an end).
fn dominated(
    ex: &mut Executor<'_, '_>,
    st: &State,
    best: Option<&Best>,
) -> Option<(Option<ReusedMark>, Option<Best>)> {
    let Some(best) = best else {
        return Some((None, None));
    };
    let (constraints, inputs) = path::continued(ex, st, &best.constraints, &best.inputs)?;
    let mut state = st.clone();
    state.constraints = constraints;
    state.inputs = inputs;
    let reach = |value: u64, m: Option<Best>| match m {
        Some(m) if m.value > value => m,
        _ => Best {
            value,
            constraints: state.constraints.clone(),
            inputs: state.inputs.clone(),
        },
    };
    // The whole program's mark: this path's own so far, or the subtree's on top of it.
    let h = heapuse::mark(st);
    let own = reach(best.value, Some(mark_of(ex, &state, h.peak)?));
    let local = reach(best.value, Some(mark_of(ex, &state, h.local)?));
    let mut whole = state.clone();
    whole.constraints = own.constraints;
    let mark = ReusedMark {
        value: own.value,
        state: whole,
    };
    Some((Some(mark), Some(local)))
}
