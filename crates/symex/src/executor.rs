//! The symbolic core's executor: the program, the expressions and solver every state shares,
//! the strategies and checkers plugged in ([`Strategy`], [`Checker`]), and the operations
//! everything else builds on (forking a state, error states, solver questions on a path).
//! Instruction semantics are in the `exec` module and the modules beside it.

use rustc_hash::FxHashMap as HashMap;
use std::any::Any;
use std::sync::Arc;

use expr::{Ctx, ExprRef};
use interp::Image;
use ir::{FuncId, LocId, TyKind, ValueId};
use memory::{Offset, RegionId, SVal, SymMemory};
use semantics::builtins::Builtin;
use semantics::error::ErrorKind;
use semantics::Program;
use solver::{Solver, SolverConfig, SolverError};

use crate::events::{
    Absorbed, Access, AtStop, Call, Counters, Dropped, Interest, Jump, Needs, Report, Verdict,
};
use crate::ext::AbstractCell;
use crate::state::{Edge, State, Val};
use crate::term::{Abandon, Term};

/// Limits of symbolic execution.
#[derive(Clone, Debug)]
pub struct SymConfig {
    /// Instructions one path may execute before it is abandoned.
    pub max_steps_per_path: u64,
    /// Deepest call stack.
    pub max_call_depth: usize,
    /// Iterations of one loop (per entry) before the path is abandoned; `None`: unbounded.
    pub loop_bound: Option<u32>,
    /// Branch decisions (forks) one path may take before it is abandoned; `None`: unbounded.
    pub max_depth: Option<u32>,
    /// Solver chain configuration.
    pub solver: SolverConfig,
    /// Follow the branches of the source that clang compiles to `select`s and phis as
    /// branches ([`crate::Needs::source_branches`]).
    pub source_branches: bool,
    /// Count every loop entry's iterations in [`State::loop_max`] (for loop bounds).
    pub count_loops: bool,
    /// Every allocation may also fail (return NULL), decided by an input of its own.
    pub malloc_can_fail: bool,
    /// Most objects an `--entry` function's input heap may have.
    pub max_heap_objects: usize,
    /// Bytes of a buffer a pointer in an input object points to.
    pub heap_buffer: u64,
    /// Follow every path's loop entries ([`State::loops`]): a strategy needs them.
    pub follow_loops: bool,
    /// Name inputs by their position on the path ([`crate::Needs::named_inputs`]).
    pub named_inputs: bool,
}

impl SymConfig {
    /// Whether paths follow their loop entries (for a bound, counts, or a strategy that needs them).
    pub fn tracks_loops(&self) -> bool {
        self.loop_bound.is_some() || self.count_loops || self.follow_loops
    }
}

impl Default for SymConfig {
    fn default() -> Self {
        SymConfig {
            max_steps_per_path: 50_000_000,
            max_call_depth: 10_000,
            loop_bound: None,
            max_depth: None,
            solver: SolverConfig::default(),
            source_branches: false,
            count_loops: false,
            malloc_can_fail: false,
            max_heap_objects: 8,
            heap_buffer: 16,
            follow_loops: false,
            named_inputs: false,
        }
    }
}

/// Result of running a state for a while.
#[derive(Debug)]
pub enum Step {
    /// The budget ran out; the state can go on.
    Continue,
    /// The state forked; these are the other sides (the state itself took the first).
    Fork(Vec<State>),
    /// The path ended.
    Done(Term),
}

/// One fork of the execution tree: `child` split off `parent` at `loc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForkRecord {
    /// The state that forked (it continues on one side).
    pub parent: u64,
    /// The new state.
    pub child: u64,
    /// Where.
    pub loc: LocId,
}

/// What one instruction did to control.
pub enum Flow {
    Next,
    Fork(Vec<State>),
}

/// Executes states of one program.
pub struct Executor<'p, 'm> {
    /// The program.
    pub prog: &'p Program<'m>,
    /// Expressions of every state.
    pub ctx: Ctx,
    /// The solver chain.
    pub solver: Solver,
    pub(crate) consts: Vec<Val>,
    pub(crate) addr_func: HashMap<u64, FuncId>,
    /// Address of each function, by id.
    pub(crate) func_addr: Vec<u64>,
    /// Approximations of the initial image (apply to every path).
    pub init_approximations: Vec<String>,
    /// Limits.
    pub config: SymConfig,
    /// Instructions executed over all paths.
    pub instructions: u64,
    /// Number of forks.
    pub forks: u64,
    next_id: u64,
    /// States split off by the current instruction besides the branch itself (error sides).
    pub(crate) spawned: Vec<State>,
    /// The execution tree, as the list of its forks.
    pub tree: Vec<ForkRecord>,
    /// When running states must yield to the explorer (its budget, on the work clock).
    pub deadline: Option<budget::Instant>,
    /// Whether the strategies' reports are taken (not while a technique runs paths of its
    /// own).
    pub reporting: bool,
    /// What checkers reported on paths that went on, with witnesses.
    pub path_reports: Vec<crate::events::PathReport>,
    /// (kind, location) pairs already reported by checkers.
    pub(crate) reported: rustc_hash::FxHashSet<(ErrorKind, LocId)>,
    /// With `--entry`: addresses of the blocks the parameters point to (the caller holds them).
    pub entry_roots: Vec<u64>,
    /// With `--entry`: the buffers of symbolic length (`size n a`), abstracted at loop headers.
    pub sized_arrays: Vec<crate::inputheap::SizedArray>,
    /// The strategies plugged in (the techniques and checkers of an analysis).
    pub(crate) strategies: Strategies,
}

impl<'p, 'm> Executor<'p, 'm> {
    /// An executor for `prog` starting from the laid-out `image`; returns it and the initial state at `main`.
    pub fn new(prog: &'p Program<'m>, image: Image, config: SymConfig) -> (Self, SymMemory) {
        let m = prog.module;
        let consts = (0..m.consts.len())
            .map(|i| {
                let s = image.const_slot[i] as usize;
                let n = prog.nslots(m.const_tys[i]);
                let slots = &image.consts[s..s + n];
                if prog.is_small_scalar(m.const_tys[i]) {
                    Val::S(SVal::C(u128::from(slots[0])))
                } else {
                    let size = m.types.get(m.const_tys[i]).store_size.max(1) as usize;
                    let bytes = semantics::abi::slots_to_bytes(slots);
                    if size <= 16 && matches!(m.types.kind(m.const_tys[i]), TyKind::Int(_)) {
                        Val::S(SVal::C(
                            u128::from(slots[0]) | (u128::from(*slots.get(1).unwrap_or(&0)) << 64),
                        ))
                    } else {
                        Val::Bytes(
                            bytes[..size]
                                .iter()
                                .map(|&b| SVal::C(u128::from(b)))
                                .collect(),
                        )
                    }
                }
            })
            .collect();
        let mem = SymMemory::from_concrete(&image.mem, m.model().pointer_bytes());
        let ex = Executor {
            prog,
            ctx: Ctx::new(),
            solver: Solver::new(config.solver.clone()),
            consts,
            addr_func: image.addr_func,
            func_addr: image.func_addr,
            init_approximations: image.approximations,
            config,
            instructions: 0,
            forks: 0,
            next_id: 1,
            spawned: Vec::new(),
            strategies: Default::default(),
            tree: Vec::new(),
            deadline: None,
            reporting: true,
            path_reports: Vec::new(),
            reported: rustc_hash::FxHashSet::default(),
            entry_roots: Vec::new(),
            sized_arrays: Vec::new(),
        };
        (ex, mem)
    }

    /// A fresh state id.
    pub fn fresh_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// Forks `st`: the copy gets a new id, and the fork is recorded in the execution tree.
    pub fn fork_state(&mut self, st: &State) -> State {
        self.forks += 1;
        budget::charge(budget::cost::FORK);
        let mut c = st.clone();
        c.id = self.fresh_id();
        self.tree.push(ForkRecord {
            parent: st.id,
            child: c.id,
            loc: st.loc(self.prog.module),
        });
        c
    }

    /// The error termination for the instruction `st` is executing.
    pub fn error(&self, st: &State, kind: ErrorKind, message: impl Into<String>) -> Term {
        let m = self.prog.module;
        let frames: Vec<(FuncId, u32)> = st.frames.iter().map(|f| (f.func, f.pc)).collect();
        let (function, loc, message) = semantics::error::blamed(m, &frames, message.into());
        Term::Error {
            kind,
            message,
            loc: loc.unwrap_or_else(|| st.loc(m)),
            function,
        }
    }

    /// A solver failure ends the path as abandoned (it cannot be decided, so it is not explored).
    pub fn solver_term(e: SolverError) -> Term {
        Term::Abandoned(Abandon::Solver(e.to_string()))
    }

    /// Splits off a state in which `cond` holds and the path ends with error `kind` here.
    pub fn spawn_error(
        &mut self,
        st: &State,
        cond: ExprRef,
        kind: ErrorKind,
        message: impl Into<String>,
    ) {
        let mut o = self.fork_state(st);
        o.add_constraint(&mut self.ctx, cond);
        o.pending = Some(self.error(&o, kind, message));
        self.spawned.push(o);
    }

    /// A copy of `st` constrained by `cond` that runs the current instruction again (another
    /// target of a pointer, another outcome of an allocation); returned to be adjusted.
    pub fn spawn_retry(&mut self, st: &State, cond: ExprRef) -> &mut State {
        let mut o = self.fork_state(st);
        o.add_constraint(&mut self.ctx, cond);
        if let Some(f) = o.frames.last_mut() {
            f.pc -= 1;
        }
        self.spawned.push(o);
        let last = self.spawned.len() - 1;
        &mut self.spawned[last]
    }

    /// Requires `ok` on `st`'s path: the inputs where it fails end in an error state of
    /// `kind`, the path goes on with it (or ends, infeasible, when it cannot hold).
    pub fn require(
        &mut self,
        st: &mut State,
        ok: ExprRef,
        kind: ErrorKind,
        message: impl Into<String>,
    ) -> Result<(), Term> {
        let fails = self.ctx.not(ok);
        if self.may_fail(st, fails)? {
            self.spawn_error(st, fails, kind, message);
        }
        if !self.may(st, ok)? {
            return Err(Term::Infeasible);
        }
        if !self.must(st, ok)? {
            st.add_constraint(&mut self.ctx, ok);
        }
        Ok(())
    }

    /// A value `e` can take on `st`'s path where `extra` also holds.
    pub fn value_where(&mut self, st: &State, extra: ExprRef, e: ExprRef) -> Result<u64, Term> {
        let mut cs = st.constraints.clone();
        cs.push(extra);
        self.solver
            .value(&mut self.ctx, &cs, e)
            .map(|v| v as u64)
            .map_err(Self::solver_term)
    }

    /// Whether `e` may be true on `st`'s path.
    pub fn may(&mut self, st: &State, e: ExprRef) -> Result<bool, Term> {
        if let Some(v) = self.ctx.as_const(e) {
            return Ok(v != 0);
        }
        self.solver
            .may_be_true(&mut self.ctx, &st.constraints, e)
            .map_err(Self::solver_term)
    }

    /// Whether the error condition `bad` may hold on `st`'s path: [`Executor::may`], which a
    /// concolic run records as a check that rules an error out (whitebox fuzzing negates
    /// the checks alone of an input that grew a loop further than any before).
    pub fn may_fail(&mut self, st: &State, bad: ExprRef) -> Result<bool, Term> {
        self.solver.concolic_guarding(true);
        let may = self.may(st, bad);
        self.solver.concolic_guarding(false);
        may
    }

    /// Whether `e` must be true on `st`'s path.
    pub fn must(&mut self, st: &State, e: ExprRef) -> Result<bool, Term> {
        if let Some(v) = self.ctx.as_const(e) {
            return Ok(v != 0);
        }
        self.solver
            .must_be_true(&mut self.ctx, &st.constraints, e)
            .map_err(Self::solver_term)
    }

    /// The variable of an input the program asks for on a path (named by its position among
    /// the path's inputs). With [`SymConfig::named_inputs`], paths share the variables of
    /// inputs at the same position, so that states which went different ways and then read
    /// more inputs still merge; otherwise each is fresh.
    pub fn input_var(&mut self, name: &str, width: u32) -> ExprRef {
        if self.config.named_inputs {
            self.ctx.named_var(name, width)
        } else {
            self.ctx.fresh_var(name, width)
        }
    }

    /// Queues `st` as a state the current instruction split off (it goes to the explorer
    /// with the state that runs it, as a fork).
    pub fn spawn(&mut self, st: State) {
        self.spawned.push(st);
    }

    /// Pointer width in bits.
    pub fn ptr_bits(&self) -> u32 {
        self.prog.module.model().pointer_bytes() * 8
    }
}

/// A technique or checker plugged into the core. Every event has a default that does
/// nothing, so a strategy implements only what it needs.
#[allow(unused_variables)]
pub trait Strategy: Any + Send {
    /// Its name, as the JSON's `techniques` lists it.
    fn name(&self) -> &'static str;

    /// The strategies it cannot run with (by name): the later one registered is left out.
    fn conflicts(&self) -> &'static [&'static str] {
        &[]
    }

    /// Which events it wants.
    fn interest(&self) -> Interest;

    /// What it needs the core to track.
    fn needs(&self) -> Needs {
        Needs::default()
    }

    /// `st` moved between blocks (its phis are evaluated, its frame is in `j.to`).
    fn on_jump(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, j: &Jump) -> Verdict {
        Verdict::Go
    }

    /// `st` took a branch edge of the source (a conditional branch, a switch, a `?:` or the
    /// last operand of `&&`/`||` when source branches are followed).
    fn on_branch(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, e: Edge) {}

    /// `st` entered function `f` (its frame was just pushed).
    fn on_enter(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, f: FuncId) -> Verdict {
        Verdict::Go
    }

    /// `st`'s innermost frame is about to be popped (a return, or a `longjmp` past it).
    fn on_frame_pop(&mut self, ex: &mut Executor<'_, '_>, st: &mut State) {}

    /// `st` calls a function with a body: a strategy may execute the call itself (its
    /// flow), else the frame is pushed.
    fn on_call(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        c: &Call<'_>,
    ) -> Result<Option<Flow>, Term> {
        Ok(None)
    }

    /// `st` calls the library model `b` (function `f`).
    fn on_builtin(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, f: FuncId, b: Builtin) {}

    /// `malloc` or `calloc` returned `v` into register `dst`.
    fn on_allocated(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, dst: ValueId, v: SVal) {}

    /// A heap block at `p` (NULL: none) of `size` bytes was allocated, replacing `old` (a
    /// `realloc`).
    fn on_heap_alloc(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        p: Option<SVal>,
        size: SVal,
        old: Option<RegionId>,
    ) {
    }

    /// Heap block `r` was freed.
    fn on_heap_free(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, r: RegionId) {}

    /// An access of `len` bytes through the symbolic pointer `p`, before the core resolves
    /// it: a strategy may resolve it itself.
    fn on_resolve(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        p: ExprRef,
        len: u64,
    ) -> Result<Option<(RegionId, Offset)>, Term> {
        Ok(None)
    }

    /// An access was resolved (bounds checked), before the pointer cells it touches are
    /// settled.
    fn on_access(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, a: &Access) {}

    /// An access was resolved and the cells it touches settled.
    fn on_accessed(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, a: &Access) {}

    /// An access touches cell `at` of `r`, which holds an abstraction ([`AbstractCell`]):
    /// the strategy that made it settles it (`Ok(true)`), forking as it needs.
    fn on_abstract_cell(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        r: RegionId,
        at: u64,
        cell: &Arc<dyn AbstractCell>,
    ) -> Result<bool, Term> {
        Ok(false)
    }

    /// The outermost frame returned `v`.
    fn on_top_return(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, v: &Option<Val>) {}

    /// Exploration starts.
    fn on_start(&mut self, ex: &mut Executor<'_, '_>) {}

    /// `st` ran for a while (it forked, stopped, ended or used up its quantum).
    fn after_run(&mut self, ex: &mut Executor<'_, '_>, st: &State) {}

    /// A state forked into `others` besides itself.
    fn on_fork(&mut self, ex: &mut Executor<'_, '_>, others: &[State]) {}

    /// `st` stopped for this strategy ([`Verdict::Stop`]).
    fn at_stop(&mut self, ex: &mut Executor<'_, '_>, st: State) -> AtStop {
        AtStop::Go(st)
    }

    /// Another strategy covered `st`: it goes no further.
    fn on_dropped(&mut self, ex: &mut Executor<'_, '_>, st: &State) {}

    /// States it holds that go on now (`idle`: no other state is waiting).
    fn release(&mut self, ex: &mut Executor<'_, '_>, idle: bool) -> Vec<State> {
        Vec::new()
    }

    /// The states it merged into others since the last call, when some strategy listens
    /// ([`Interest::absorbed`]); the explorer announces them after [`Self::release`].
    fn take_absorbed(&mut self) -> Vec<Absorbed> {
        Vec::new()
    }

    /// Another strategy merged `a.away` into `a.into`: the former's paths go on as the
    /// latter's.
    fn on_absorbed(&mut self, ex: &mut Executor<'_, '_>, a: &Absorbed) {}

    /// How many states it holds.
    fn held(&self) -> usize {
        0
    }

    /// Exploration stopped: the states it still holds, which were never explored.
    fn drain(&mut self) -> Vec<State> {
        Vec::new()
    }

    /// `st`'s path ended with `t` (after the analysis saw it).
    fn on_path_end(&mut self, ex: &mut Executor<'_, '_>, st: &State, t: &Term) {}

    /// Adds what it did to `out`.
    fn stats(&self, out: &mut Counters) {}

    /// Whether it only reports (a checker): it is not listed among the techniques that ran.
    fn reports_only(&self) -> bool {
        false
    }

    /// A store overwrote pointers into live heap blocks (`d.pointers`); `st` is after the
    /// store. What the strategy finds is reported once per kind and subject, with a witness.
    fn on_pointers_overwritten(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        d: &Dropped,
    ) -> Vec<Report> {
        Vec::new()
    }

    /// A function returned: its stack variables, which held `d.pointers`, are gone.
    fn on_frame_popped(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        d: &Dropped,
    ) -> Vec<Report> {
        Vec::new()
    }

    /// The program is about to exit (after `atexit` handlers) at `at` (the `exit` call, or
    /// `main`'s return instruction; `via` as in [`Dropped::via`]).
    fn on_program_exit(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        at: LocId,
        via: Option<LocId>,
    ) -> Vec<Report> {
        Vec::new()
    }

    /// A load in the program's own code read bytes never written.
    fn on_uninitialized_read(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        r: RegionId,
    ) -> Vec<Report> {
        Vec::new()
    }

    /// For [`Executor::strategy`].
    fn as_any(&self) -> &dyn Any;

    /// For [`Executor::strategy_mut`].
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

/// The strategies of an executor, in registration order.
#[derive(Default)]
pub struct Strategies {
    /// Each strategy; a slot is empty while its strategy handles an event.
    slots: Vec<Option<Box<dyn Strategy>>>,
    /// Their names, in order.
    names: Vec<&'static str>,
    /// What they want, together.
    interest: Interest,
    /// Strategies left out, with why.
    left_out: Vec<(&'static str, String)>,
}

impl std::fmt::Debug for Strategies {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(&self.names).finish()
    }
}

impl Executor<'_, '_> {
    /// Plugs in `s` after the strategies already there, unless it conflicts with one of
    /// them (then it is left out, and [`Self::techniques`] says why). Returns whether it runs.
    pub fn add_strategy(&mut self, s: Box<dyn Strategy>) -> bool {
        let name = s.name();
        let clash = self.strategies.names.iter().find(|n| {
            s.conflicts().contains(n)
                || self
                    .strategies
                    .slots
                    .iter()
                    .flatten()
                    .any(|o| o.name() == **n && o.conflicts().contains(&name))
        });
        if let Some(other) = clash {
            let why = format!("cannot run with {other}");
            self.strategies.left_out.push((name, why));
            return false;
        }
        let needs = s.needs();
        self.config.follow_loops |= needs.loops;
        self.config.named_inputs |= needs.named_inputs;
        self.config.source_branches |= needs.source_branches;
        self.strategies.interest = self.strategies.interest.union(s.interest());
        self.strategies.names.push(name);
        self.strategies.slots.push(Some(s));
        true
    }

    /// Which techniques run, in order, and which were left out with why (checkers, which
    /// only report, are not techniques).
    pub fn techniques(&self) -> (Vec<&'static str>, Vec<(&'static str, String)>) {
        let running = self
            .strategies
            .slots
            .iter()
            .flatten()
            .filter(|s| !s.reports_only())
            .map(|s| s.name())
            .collect();
        (running, self.strategies.left_out.clone())
    }

    /// What the strategies want, together.
    pub fn interest(&self) -> Interest {
        self.strategies.interest
    }

    /// The strategy of type `T`, if one runs.
    pub fn strategy<T: Strategy>(&self) -> Option<&T> {
        self.strategies
            .slots
            .iter()
            .flatten()
            .find_map(|s| s.as_any().downcast_ref())
    }

    /// The strategy of type `T` for changing, if one runs.
    pub fn strategy_mut<T: Strategy>(&mut self) -> Option<&mut T> {
        self.strategies
            .slots
            .iter_mut()
            .flatten()
            .find_map(|s| s.as_any_mut().downcast_mut())
    }

    /// Takes strategy `T` out (to run it alone, or to keep what it found).
    pub fn remove_strategy<T: Strategy>(&mut self) -> Option<Box<T>> {
        let i = self
            .strategies
            .slots
            .iter()
            .position(|s| s.as_ref().is_some_and(|s| s.as_any().is::<T>()))?;
        self.strategies.names.remove(i);
        let s = self.strategies.slots.remove(i)?;
        let any: Box<dyn Any> = s;
        let t = any.downcast::<T>().ok();
        self.strategies.interest = self
            .strategies
            .slots
            .iter()
            .flatten()
            .fold(Interest::default(), |a, s| a.union(s.interest()));
        t
    }

    /// Counters of every strategy.
    pub fn strategy_stats(&self) -> Counters {
        let mut out = Counters::new();
        for s in self.strategies.slots.iter().flatten() {
            s.stats(&mut out);
        }
        out
    }

    /// Calls `f` on every strategy in order, each with the executor (its own slot empty
    /// meanwhile), and gives its index.
    pub fn each_strategy(&mut self, mut f: impl FnMut(usize, &mut dyn Strategy, &mut Self)) {
        for i in 0..self.strategies.slots.len() {
            let Some(mut s) = self.strategies.slots.get_mut(i).and_then(Option::take) else {
                continue;
            };
            f(i, s.as_mut(), self);
            if let Some(slot) = self.strategies.slots.get_mut(i) {
                *slot = Some(s);
            }
        }
    }

    /// Calls `f` on strategies in order until one returns `Some`, which it returns.
    pub fn first_strategy<R>(
        &mut self,
        mut f: impl FnMut(&mut dyn Strategy, &mut Self) -> Option<R>,
    ) -> Option<R> {
        for i in 0..self.strategies.slots.len() {
            let Some(mut s) = self.strategies.slots.get_mut(i).and_then(Option::take) else {
                continue;
            };
            let r = f(s.as_mut(), self);
            if let Some(slot) = self.strategies.slots.get_mut(i) {
                *slot = Some(s);
            }
            if r.is_some() {
                return r;
            }
        }
        None
    }

    /// Calls strategy `i` alone.
    pub fn with_strategy<R>(
        &mut self,
        i: usize,
        f: impl FnOnce(&mut dyn Strategy, &mut Self) -> R,
    ) -> Option<R> {
        let mut s = self.strategies.slots.get_mut(i).and_then(Option::take)?;
        let r = f(s.as_mut(), self);
        if let Some(slot) = self.strategies.slots.get_mut(i) {
            *slot = Some(s);
        }
        Some(r)
    }

    /// Number of strategies.
    pub fn strategy_count(&self) -> usize {
        self.strategies.slots.len()
    }

    /// A state's stop marks after strategy events that answered `verdicts`.
    pub fn dispatch_stop(
        &mut self,
        st: &mut State,
        mut event: impl FnMut(&mut dyn Strategy, &mut Self, &mut State) -> Verdict,
    ) {
        let mut stops = st.stops;
        self.each_strategy(|i, s, ex| {
            if event(s, ex, st) == Verdict::Stop {
                stops |= 1 << i;
            }
        });
        st.stops |= stops;
    }
}
