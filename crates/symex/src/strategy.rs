//! The extension points of the symbolic core. A technique (merging, state matching,
//! induction, summaries, coverage, ...) is a [`Strategy`]: it subscribes to the core's events
//! and keeps what it knows about a path in the state's [`Exts`], so that adding one touches
//! no core code (the Clang Static Analyzer's checkers are the model).
//!
//! Events fire in the order the strategies were registered ([`Executor::add_strategy`]); a
//! strategy never receives an event that its own handler caused (its slot is empty while it
//! runs), the others do. [`Interest`] says which events a strategy wants at all: the core
//! skips the hot ones (jumps, memory accesses) when nobody listens.
//!
//! A strategy may stop a state after the current instruction ([`Verdict::Stop`] from a
//! jump or a function entry): the explorer then hands it to that strategy's
//! [`Strategy::at_stop`], which lets it go on, covers it (it is not explored further) or
//! holds it (to release it later, as merging does). Stopped states are dispatched to the
//! first strategy, in registration order, that stopped them.
//!
//! Techniques that cannot run together say so ([`Strategy::conflicts`]); the list is
//! checked when it is built ([`Executor::add_strategy`]) and the run reports which
//! techniques ran and which were left out, and why ([`Executor::techniques`]).

use std::any::{Any, TypeId};
use std::collections::BTreeMap;
use std::sync::Arc;

use expr::ExprRef;
use ir::{BlockId, FuncId, ValueId};
use memory::{Offset, RegionId, SVal};
use semantics::builtins::Builtin;

use crate::exec::{Executor, Flow, Term};
use crate::state::{Edge, State, Val};

/// Which events a strategy wants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Interest {
    /// [`Strategy::on_jump`].
    pub jump: bool,
    /// [`Strategy::on_branch`].
    pub branch: bool,
    /// [`Strategy::on_enter`].
    pub enter: bool,
    /// [`Strategy::on_frame_pop`].
    pub frame_pop: bool,
    /// [`Strategy::on_call`] and [`Strategy::on_builtin`].
    pub call: bool,
    /// [`Strategy::on_allocated`], [`Strategy::on_heap_alloc`] and [`Strategy::on_heap_free`].
    pub heap: bool,
    /// [`Strategy::on_resolve`], [`Strategy::on_access`] and [`Strategy::on_accessed`].
    pub access: bool,
    /// [`Strategy::on_abstract_cell`].
    pub cells: bool,
    /// [`Strategy::on_top_return`].
    pub top_return: bool,
}

impl Interest {
    /// Every event.
    pub const ALL: Interest = Interest {
        jump: true,
        branch: true,
        enter: true,
        frame_pop: true,
        call: true,
        heap: true,
        access: true,
        cells: true,
        top_return: true,
    };

    fn union(self, o: Interest) -> Interest {
        Interest {
            jump: self.jump || o.jump,
            branch: self.branch || o.branch,
            enter: self.enter || o.enter,
            frame_pop: self.frame_pop || o.frame_pop,
            call: self.call || o.call,
            heap: self.heap || o.heap,
            access: self.access || o.access,
            cells: self.cells || o.cells,
            top_return: self.top_return || o.top_return,
        }
    }
}

/// What a strategy needs the core to do for it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Needs {
    /// Follow every path's loop entries ([`State::loops`]).
    pub loops: bool,
    /// Name inputs by their position on the path, so that states that read inputs after a
    /// fork still agree on them ([`expr::Ctx::named_var`]).
    pub named_inputs: bool,
    /// Follow the branches of the source that clang compiles to `select`s (`?:`) and phis
    /// (the last operand of `&&`/`||`) as branches: fork on them and report their edges.
    pub source_branches: bool,
}

/// A strategy's answer to an event that may stop the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The state goes on.
    Go,
    /// The state stops after this instruction and goes to this strategy's
    /// [`Strategy::at_stop`].
    Stop,
}

/// What became of a state a strategy stopped.
#[derive(Debug)]
pub enum AtStop {
    /// It goes on.
    Go(State),
    /// Something explored already stands for it: it goes no further (the state is handed
    /// back so that the other strategies hear of it: [`Strategy::on_dropped`]).
    Covered(State),
    /// The strategy keeps it, to hand it back later ([`Strategy::release`]).
    Held,
}

/// A jump between blocks of one function.
#[derive(Clone, Copy, Debug)]
pub struct Jump {
    /// The function.
    pub func: FuncId,
    /// The block left.
    pub from: BlockId,
    /// The block entered.
    pub to: BlockId,
    /// `to` is a loop's header.
    pub header: bool,
    /// The edge is a loop's back edge.
    pub back_edge: bool,
    /// Several edges lead into `to`.
    pub join: bool,
}

/// A call of a function with a body, before its frame is pushed.
#[derive(Debug)]
pub struct Call<'a> {
    /// The callee.
    pub func: FuncId,
    /// Argument values.
    pub args: &'a [Val],
    /// Which arguments are passed by value (their pointee type).
    pub byval: &'a [Option<ir::TyId>],
    /// The call's return type.
    pub ret: ir::TyId,
    /// Where the result goes.
    pub dst: Option<ValueId>,
}

/// A memory access, resolved to a block and an offset.
#[derive(Clone, Copy, Debug)]
pub struct Access {
    /// The block.
    pub region: RegionId,
    /// Where in it.
    pub offset: Offset,
    /// Bytes accessed.
    pub len: u64,
    /// A write.
    pub write: bool,
}

/// Named counters a strategy reports (`subsumed`, `merges`, ...), summed over strategies.
pub type Counters = BTreeMap<&'static str, u64>;

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

    /// For [`Executor::strategy`].
    fn as_any(&self) -> &dyn Any;

    /// For [`Executor::strategy_mut`].
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

/// A pointer cell of an `--entry` input object that a strategy replaced by an abstraction
/// of what it holds (a summarised list segment): reading it asks that strategy
/// ([`Strategy::on_abstract_cell`]).
pub trait AbstractCell: Any + Send + Sync + std::fmt::Debug {
    /// For the strategy that made it.
    fn as_any(&self) -> &dyn Any;

    /// Whether a write over the whole cell must still settle it (the abstraction is held
    /// elsewhere too, and does not end with this cell).
    fn held_elsewhere(&self) -> bool;
}

/// A strategy's data on a state. States fork by cloning, so it is shared copy-on-write.
pub trait StateExt: Any + Send + Sync + std::fmt::Debug {
    /// For [`State::ext`].
    fn as_any(&self) -> &dyn Any;

    /// For [`State::ext_mut`].
    fn as_any_mut(&mut self) -> &mut dyn Any;

    /// A copy, for a state about to change a shared one.
    fn clone_ext(&self) -> Arc<dyn StateExt>;

    /// What a state that never touched it holds (the type's default).
    fn fresh(&self) -> Arc<dyn StateExt>;

    /// Two states are merged into one; this is the first's data, `other` the second's (of
    /// the same type). `Refuse` when the states cannot be merged for this data's sake.
    fn merge(&self, other: &dyn StateExt, ex: &mut Executor<'_, '_>) -> MergeExt;

    /// A state explored already, with this data, is compared with a new one, with `other`
    /// (of the same type): whether this data does not stand in the way of the first
    /// covering the second.
    fn covers(&self, other: &dyn StateExt) -> bool;
}

/// What the merge of two states does with one strategy's data.
#[derive(Debug)]
pub enum MergeExt {
    /// The merged state keeps the first state's.
    Keep,
    /// The merged state gets this.
    Replace(Arc<dyn StateExt>),
    /// The states cannot be merged.
    Refuse,
}

/// The strategies' data on a state, by type.
#[derive(Clone, Debug, Default)]
pub struct Exts(Vec<(TypeId, Arc<dyn StateExt>)>);

impl Exts {
    /// The data of type `T`, if the state has some.
    pub fn get<T: StateExt>(&self) -> Option<&T> {
        let id = TypeId::of::<T>();
        self.0
            .iter()
            .find(|(t, _)| *t == id)
            .and_then(|(_, e)| e.as_any().downcast_ref())
    }

    /// The data of type `T` for writing (made from `T::default()` when absent, copied first
    /// when shared with another state).
    pub fn get_mut<T: StateExt + Default + Clone>(&mut self) -> &mut T {
        let id = TypeId::of::<T>();
        let i = match self.0.iter().position(|(t, _)| *t == id) {
            Some(i) => i,
            None => {
                self.0.push((id, Arc::new(T::default())));
                self.0.len() - 1
            }
        };
        let slot = &mut self.0[i].1;
        if Arc::get_mut(slot).is_none() {
            *slot = slot.clone_ext();
        }
        let unique = Arc::get_mut(slot).map(|e| e.as_any_mut().downcast_mut::<T>());
        match unique {
            Some(Some(t)) => t,
            // A slot holds the type its id names, and was just made unique.
            _ => unreachable!("state extension of the wrong type"),
        }
    }

    /// Every strategy's data.
    pub fn iter(&self) -> impl Iterator<Item = (TypeId, &Arc<dyn StateExt>)> {
        self.0.iter().map(|(t, e)| (*t, e))
    }

    /// The data of type `id`.
    pub fn by_id(&self, id: TypeId) -> Option<&Arc<dyn StateExt>> {
        self.0.iter().find(|(t, _)| *t == id).map(|(_, e)| e)
    }

    /// Replaces (or adds) the data of type `id`.
    pub fn set(&mut self, id: TypeId, e: Arc<dyn StateExt>) {
        match self.0.iter_mut().find(|(t, _)| *t == id) {
            Some(slot) => slot.1 = e,
            None => self.0.push((id, e)),
        }
    }
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

/// A state's stop marks: bit `i` is set when strategy `i` stopped it.
pub type Stops = u32;

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

    /// Which techniques run, in order, and which were left out with why.
    pub fn techniques(&self) -> (Vec<&'static str>, Vec<(&'static str, String)>) {
        (
            self.strategies.names.clone(),
            self.strategies.left_out.clone(),
        )
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

/// Merges the strategies' data of two states (`a`'s first): `None` when one refuses. A
/// state without some strategy's data holds that data's default.
pub fn merge_exts(ex: &mut Executor<'_, '_>, a: &Exts, b: &Exts) -> Option<Exts> {
    let mut out = a.clone();
    for (id, x, y) in pairs(a, b) {
        match x.merge(&*y, ex) {
            MergeExt::Keep if a.by_id(id).is_none() => out.set(id, x),
            MergeExt::Keep => {}
            MergeExt::Replace(e) => out.set(id, e),
            MergeExt::Refuse => return None,
        }
    }
    Some(out)
}

/// Whether the strategies' data of a stored state (`s`) lets it cover a new one (`n`). A
/// state without some strategy's data holds that data's default.
pub fn exts_cover(s: &Exts, n: &Exts) -> bool {
    pairs(s, n).all(|(_, x, y)| x.covers(&*y))
}

/// Each strategy's data of `a` and `b` side by side (a default where one has none).
fn pairs<'e>(
    a: &'e Exts,
    b: &'e Exts,
) -> impl Iterator<Item = (TypeId, Arc<dyn StateExt>, Arc<dyn StateExt>)> + 'e {
    let only_b = b.iter().filter(|(t, _)| a.by_id(*t).is_none());
    a.iter().chain(only_b).map(|(id, e)| {
        let x = a.by_id(id).cloned().unwrap_or_else(|| e.fresh());
        let y = b.by_id(id).cloned().unwrap_or_else(|| e.fresh());
        (id, x, y)
    })
}

/// The methods every [`StateExt`] implements the same way (inside its `impl StateExt`).
#[macro_export]
macro_rules! state_ext_basics {
    () => {
        fn as_any(&self) -> &dyn std::any::Any {
            self
        }
        fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
            self
        }
        fn clone_ext(&self) -> std::sync::Arc<dyn $crate::StateExt> {
            std::sync::Arc::new(self.clone())
        }
        fn fresh(&self) -> std::sync::Arc<dyn $crate::StateExt> {
            std::sync::Arc::new(Self::default())
        }
    };
}

/// The methods every [`Strategy`] implements the same way (inside its `impl Strategy`).
#[macro_export]
macro_rules! strategy_basics {
    () => {
        fn as_any(&self) -> &dyn std::any::Any {
            self
        }
        fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
            self
        }
    };
}
