//! The exploration loop: runs states chosen by a searcher until every path ended or a limit hit.

use std::collections::BTreeMap;
use std::time::Duration;

use budget::Instant;

use ir::{Pointee, TyKind};
use memory::{Offset, RegionKind, SVal};

use crate::events::{AtStop, Counters};
use crate::executor::{Executor, Step, SymConfig};
use crate::inputheap::SizedArray;
use crate::inputheap::{ObjectKind, Origin};
use crate::search::{SearchKind, Searcher};
use crate::shard::{Partition, Shard};
use crate::state::{InputVar, State, SymInput, Val};
use crate::term::{Abandon, Term};
use interp::Inputs;
use interp::Output;
use interp::{Machine, RunConfig};
use semantics::error::{ErrorKind, RunError};
use semantics::inputs::{InputValue, ScalarKind, Witness};
use semantics::Program;
use semantics::{EntryFunction, EntryParam};

/// Limits of one exploration.
#[derive(Clone, Debug)]
pub struct ExploreLimits {
    /// Budget, on the work clock ([`budget`]): the same exploration stops at the same
    /// state whatever the machine's load.
    pub timeout: Option<Duration>,
    /// Most states alive at once; beyond it exploration stops (incomplete).
    pub max_states: usize,
    /// Instructions a state runs before the searcher chooses again.
    pub quantum: u64,
    /// Resident memory (MiB) above which exploration stops (incomplete).
    pub max_memory_mb: Option<u64>,
    /// Varies the searcher's random choices (`--seed`; 0 is the default sequence).
    pub seed: u64,
    /// Explore only this part of the tree ([`crate::shard`]); `None`: all of it.
    pub shard: Option<Shard>,
    /// Forks after which exploration stops (incomplete, as if the caller stopped it): a
    /// budget counted in work, not time, for a stage that gives way to another.
    pub max_forks: Option<u64>,
    /// Queries sent to Z3 after which exploration stops, as with `max_forks`.
    pub max_z3_calls: Option<u64>,
}

impl Default for ExploreLimits {
    fn default() -> Self {
        ExploreLimits {
            timeout: None,
            max_states: 200_000,
            quantum: 10_000,
            max_memory_mb: None,
            seed: 0,
            shard: None,
            max_forks: None,
            max_z3_calls: None,
        }
    }
}

/// What the caller wants after seeing a path end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathEnd {
    /// Keep exploring.
    Continue,
    /// Stop now (e.g. a violation was found).
    Stop,
}

/// What an exploration did.
#[derive(Clone, Debug, Default)]
pub struct ExploreReport {
    /// Paths that ran to an exit.
    pub paths_completed: u64,
    /// Paths that ended in a detected error.
    pub paths_error: u64,
    /// Paths given up (limits, unsupported constructs, solver failures).
    pub paths_abandoned: u64,
    /// Paths cut because an assumption could not hold.
    pub paths_infeasible: u64,
    /// Subtrees (and paths that ended above the split) left to the other shards.
    pub left_to_other_shards: u64,
    /// States never run because exploration stopped early.
    pub paths_unexplored: u64,
    /// Every path was explored to its end.
    pub exhausted: bool,
    /// The time budget ran out.
    pub timed_out: bool,
    /// The state limit was exceeded.
    pub state_limit: bool,
    /// The memory limit was exceeded.
    pub memory_limit: bool,
    /// The caller stopped the exploration.
    pub stopped: bool,
    /// The user asked the process to stop (SIGINT, SIGTERM).
    pub interrupted: bool,
    /// Reasons paths were abandoned, with counts.
    pub abandoned_reasons: BTreeMap<String, u64>,
    /// The same reasons, for callers to tell apart.
    pub abandoned: std::collections::BTreeSet<Abandon>,
    /// Approximations made on any path, with counts.
    pub approximations: BTreeMap<String, u64>,
    /// Wall-clock seconds.
    pub time_s: f64,
    /// Seconds of work ([`budget`]): what the budget was measured against.
    pub work_s: f64,
    /// What the strategies did, by counter name.
    pub counters: Counters,
    /// The strategies that ran, in order.
    pub techniques: Vec<&'static str>,
    /// The strategies left out because they cannot run with one that did, with why.
    pub left_out: Vec<(&'static str, String)>,
}

impl ExploreReport {
    /// What the strategies counted under `name` (0 when none did).
    pub fn counter(&self, name: &str) -> u64 {
        self.counters.get(name).copied().unwrap_or(0)
    }
}

/// Drives symbolic execution of a program from `main`.
pub struct Explorer<'p, 'm> {
    /// The executor (solver, expressions, statistics).
    pub ex: Executor<'p, 'm>,
    /// The pool of states.
    pub searcher: Searcher,
    limits: ExploreLimits,
    initial: Option<State>,
    partition: Option<Partition>,
}

impl<'p, 'm> Explorer<'p, 'm> {
    /// Lays out the program and prepares the initial state at `main`.
    pub fn new(
        prog: &'p Program<'m>,
        config: SymConfig,
        search: SearchKind,
        limits: ExploreLimits,
    ) -> Result<Self, RunError> {
        Self::start(prog, config, search, limits, "main", |ex, st, f| {
            main_args(ex, st, f)
        })
    }

    /// Prepares the initial state at `entry`, its parameters symbolic as `params` describes
    /// (a library function analysed in an unknown context); returning from it ends the path.
    pub fn new_entry(
        prog: &'p Program<'m>,
        config: SymConfig,
        search: SearchKind,
        limits: ExploreLimits,
        entry: &EntryFunction,
    ) -> Result<Self, RunError> {
        let mut config = config;
        config.max_heap_objects = entry.max_heap_objects;
        config.heap_buffer = entry.heap_buffer;
        let params = entry.params.as_slice();
        Self::start(prog, config, search, limits, &entry.name, |ex, st, f| {
            // The path ends with status 0 when the function returns, whatever it returns.
            st.exiting = Some(0);
            let args = entry_args(ex, st, f, params)?;
            // `char *` parameters are strings: the last byte of their buffer is a NUL.
            for (inp, p) in st.inputs.clone().iter().zip(params) {
                if let (InputVar::Buffer(arr, n), true) = (&inp.var, p.is_string()) {
                    ex.end_with_nul(st, *arr, *n);
                }
            }
            // A size parameter is at most the size of the buffer it describes, and the buffer
            // ends where its elements do: an access past them is out of bounds, whatever room
            // the block has (an object of symbolic length).
            for (inp, p) in st.inputs.clone().iter().zip(params) {
                let (InputVar::Scalar(v), Some(b)) = (&inp.var, p.size_of) else {
                    continue;
                };
                let Some(buf) = params.get(b) else {
                    continue;
                };
                let w = ex.ctx.width(*v);
                let limit = ex.ctx.constant(u128::from(buf.elements()), w);
                let within = ex.ctx.ule(*v, limit);
                st.add_constraint(&mut ex.ctx, within);
                // Only a flat buffer: a pointer to a struct leads to lazily built objects.
                let (Some(Val::S(SVal::C(a))), None) = (args.get(b), &buf.pointee) else {
                    continue;
                };
                if let Some(r) = u64::try_from(*a).ok().and_then(|a| st.mem.region_at(a)) {
                    let pb = ex.ptr_bits();
                    let len = ex.ctx.zext(*v, pb);
                    let elem = ex.ctx.constant(u128::from(buf.elem.max(1)), pb);
                    st.mem.region_mut(r).limit = Some(ex.ctx.mul(len, elem));
                    ex.sized_arrays.push(SizedArray {
                        region: r,
                        len,
                        param: *v,
                        elem: buf.elem.max(1) as u32,
                    });
                }
            }
            for (a, p) in args.iter().zip(params) {
                if let (Val::S(SVal::C(c)), true) = (a, p.buffer > 0) {
                    ex.entry_roots.push(*c as u64);
                }
            }
            Ok(args)
        })
    }

    fn start(
        prog: &'p Program<'m>,
        config: SymConfig,
        search: SearchKind,
        limits: ExploreLimits,
        entry: &str,
        make_args: impl FnOnce(&mut Executor<'p, 'm>, &mut State, ir::FuncId) -> Result<Vec<Val>, Term>,
    ) -> Result<Self, RunError> {
        let m = prog.module;
        let mach = Machine::new(
            prog,
            RunConfig::default(),
            Output::capture(),
            Inputs::default(),
        )?;
        let (mut ex, mem) = Executor::new(prog, mach.into_image(), config);
        let no_main = || RunError {
            kind: ErrorKind::Unsupported,
            message: format!("the program has no function `{entry}` with a body"),
            loc: ir::LocId(0),
            function: String::new(),
        };
        let main = m
            .func_by_name(entry)
            .filter(|&f| m.func(f).body.is_some())
            .ok_or_else(no_main)?;
        let mut st = State::new(mem);
        st.loops.cap = ex.config.loop_bound;
        st.approximations = ex.init_approximations.clone();
        let start_error = |t: Term| RunError {
            kind: match t {
                Term::Abandoned(_) => ErrorKind::Unsupported,
                _ => ErrorKind::ResourceLimit,
            },
            message: match t {
                Term::Abandoned(why) => why.to_string(),
                t => format!("{t:?}"),
            },
            loc: m.func(main).loc,
            function: entry.into(),
        };
        let args = make_args(&mut ex, &mut st, main).map_err(start_error)?;
        let tys = m.func(main).params.clone();
        ex.push_frame(&mut st, main, args, &tys, None, 0)
            .map_err(start_error)?;
        let seed = 0x9e37_79b9_7f4a_7c15 ^ limits.seed.wrapping_mul(0x2545_f491_4f6c_dd1d);
        Ok(Explorer {
            ex,
            searcher: {
                let mut s = Searcher::new(search, seed);
                s.set_drain_above(limits.max_states / 10 * 9);
                s
            },
            partition: limits.shard.filter(|s| s.count > 1).map(Partition::new),
            limits,
            initial: Some(st),
        })
    }

    /// The state exploration starts from, until it starts.
    pub fn initial_state(&self) -> Option<&State> {
        self.initial.as_ref()
    }

    /// Takes `spent` (time spent preparing, such as a strategy's set-up) out of the
    /// exploration's budget.
    pub fn spend(&mut self, spent: Duration) {
        if let Some(t) = &mut self.limits.timeout {
            *t = t.saturating_sub(spent).max(Duration::from_millis(1));
        }
    }

    /// Explores; `on_end` sees every finished path (with its final state) and may stop the search.
    pub fn explore(
        &mut self,
        mut on_end: impl FnMut(&mut Executor<'p, 'm>, &State, &Term) -> PathEnd,
    ) -> ExploreReport {
        let start = Instant::now();
        let wall = std::time::Instant::now();
        self.ex.deadline = self.limits.timeout.map(|t| start + t);
        self.ex.solver.set_deadline(self.ex.deadline);
        self.ex.solver.record_unsat(false);
        self.ex.each_strategy(|_, s, ex| s.on_start(ex));
        let mut s = ExploreReport::default();
        if let Some(st) = self.initial.take() {
            let mut first = self.ex.split_nullable(st);
            if let Some(p) = &mut self.partition {
                first = p.start(first);
            }
            for st in first {
                self.searcher.push(st);
            }
        }
        let mut rounds = 0u64;
        loop {
            let idle = self.searcher.is_empty();
            let mut released = Vec::new();
            let mut absorbed = Vec::new();
            self.ex.each_strategy(|i, s, ex| {
                released.extend(s.release(ex, idle));
                absorbed.extend(s.take_absorbed().into_iter().map(|a| (i, a)));
            });
            for (i, a) in &absorbed {
                self.ex.each_strategy(|j, s, ex| {
                    if j != *i {
                        s.on_absorbed(ex, a);
                    }
                });
            }
            for st in released {
                self.searcher.push(st);
            }
            let Some(mut st) = self.searcher.pop() else {
                break;
            };
            // Out of budget, or the workers of `--jobs` take the tree from here (only the tree
            // they split: an exploration with a shard), which ends this run as its budget would.
            if self.limits.timeout.is_some_and(|t| start.elapsed() >= t)
                || (self.limits.shard.is_some() && crate::live::hand_over_due())
            {
                s.timed_out = true;
                self.searcher.push(st);
                break;
            }
            if self.limits.max_forks.is_some_and(|m| self.ex.forks >= m)
                || self
                    .limits
                    .max_z3_calls
                    .is_some_and(|m| self.ex.solver.stats().z3_calls >= m)
            {
                s.stopped = true;
                self.searcher.push(st);
                break;
            }
            if let Some(why) = crate::live::stop_reason() {
                match why {
                    crate::live::StopReason::Interrupt => s.interrupted = true,
                    crate::live::StopReason::WallClock => s.timed_out = true,
                    crate::live::StopReason::Memory => s.memory_limit = true,
                }
                self.searcher.push(st);
                break;
            }
            rounds += 1;
            if rounds.is_multiple_of(64) {
                self.publish(&s);
            }
            if rounds.is_multiple_of(256)
                && self
                    .limits
                    .max_memory_mb
                    .is_some_and(|mb| resident_mb() > mb)
            {
                s.memory_limit = true;
                self.searcher.push(st);
                break;
            }
            self.searcher.cover(&st);
            let step = self.ex.run(&mut st, self.limits.quantum);
            self.ex.each_strategy(|_, s, ex| s.after_run(ex, &st));
            match step {
                Step::Continue => {
                    if let Some(st) = self.settle(st) {
                        self.searcher.push(st);
                    }
                }
                Step::Fork(others) => {
                    if !others.is_empty() {
                        crate::live::count_fork();
                    }
                    self.ex.each_strategy(|_, s, ex| s.on_fork(ex, &others));
                    let sides = match &mut self.partition {
                        Some(p) if !others.is_empty() => p.fork(st, others),
                        _ => std::iter::once(st).chain(others).collect(),
                    };
                    let go: Vec<State> = sides.into_iter().filter_map(|o| self.settle(o)).collect();
                    self.searcher.push_fork(go);
                    let mut held = 0;
                    self.ex.each_strategy(|_, s, _| held += s.held());
                    if self.searcher.len() + held > self.limits.max_states {
                        s.state_limit = true;
                        break;
                    }
                }
                Step::Done(term) => {
                    if self.partition.as_mut().is_some_and(|p| !p.owns_end(&st)) {
                        continue;
                    }
                    for a in &st.approximations {
                        *s.approximations.entry(a.clone()).or_default() += 1;
                    }
                    match &term {
                        Term::Exit(_) => s.paths_completed += 1,
                        Term::Error { .. } => s.paths_error += 1,
                        Term::Infeasible => s.paths_infeasible += 1,
                        Term::Abandoned(why) => {
                            s.paths_abandoned += 1;
                            *s.abandoned_reasons.entry(why.to_string()).or_default() += 1;
                            s.abandoned.insert(why.clone());
                        }
                    }
                    let next = on_end(&mut self.ex, &st, &term);
                    self.ex
                        .each_strategy(|_, s, ex| s.on_path_end(ex, &st, &term));
                    if next == PathEnd::Stop {
                        s.stopped = true;
                        break;
                    }
                }
            }
        }
        let mut drained = Vec::new();
        self.ex.each_strategy(|_, s, _| drained.extend(s.drain()));
        for st in drained {
            self.searcher.push(st);
        }
        // Witnesses of what was found may still be computed after the budget.
        self.ex.solver.set_deadline(None);
        s.paths_unexplored = self.searcher.len() as u64;
        s.left_to_other_shards = self.partition.as_ref().map_or(0, |p| p.elsewhere);
        s.counters = self.ex.strategy_stats();
        (s.techniques, s.left_out) = self.ex.techniques();
        s.exhausted = self.searcher.is_empty() && !s.stopped;
        s.time_s = wall.elapsed().as_secs_f64();
        s.work_s = start.elapsed().as_secs_f64();
        self.publish(&s);
        s
    }

    /// Ends the exploration for good: the states still pending and the expressions are freed
    /// on a thread of their own. After a timeout hundreds of thousands of states and
    /// millions of expressions may be left, and freeing them took up to a second, after the
    /// budget.
    pub fn release_in_background(&mut self) {
        let pending = self.searcher.take();
        let ctx = std::mem::replace(&mut self.ex.ctx, expr::Ctx::new());
        std::thread::spawn(move || drop((pending, ctx)));
    }

    /// A state that ran: `None` when the strategy that stopped it covers or holds it. Above
    /// a shard's split no strategy sees the state ([`crate::shard`]).
    fn settle(&mut self, mut st: State) -> Option<State> {
        if self.partition.as_ref().is_some_and(|p| p.is_open(&st)) {
            st.stops = 0;
            return Some(st);
        }
        self.stopped(st)
    }

    /// A state some strategy stopped goes to the first (in registration order) that did:
    /// `None` when it covers or keeps it. A covered state is announced to the others.
    fn stopped(&mut self, mut st: State) -> Option<State> {
        if st.stops == 0 {
            return Some(st);
        }
        let i = st.stops.trailing_zeros() as usize;
        st.stops &= !(1 << i);
        if i >= self.ex.strategy_count() {
            return Some(st);
        }
        let Some(after) = self.ex.with_strategy(i, |s, ex| s.at_stop(ex, st)) else {
            unreachable!("the explorer runs no strategy while it dispatches a stop");
        };
        match after {
            AtStop::Go(st) => Some(st),
            AtStop::Held => None,
            AtStop::Covered(st) => {
                self.ex.each_strategy(|j, s, ex| {
                    if j != i {
                        s.on_dropped(ex, &st);
                    }
                });
                None
            }
        }
    }

    /// Makes the figures so far visible to the progress display.
    fn publish(&self, s: &ExploreReport) {
        crate::live::publish(crate::live::Snapshot {
            paths: s.paths_completed + s.paths_error + s.paths_abandoned,
            errors: s.paths_error,
            pending: self.searcher.len() as u64,
            covered_blocks: self.searcher.covered().len() as u64,
        });
    }
}

/// Resident set size of this process in MiB (0 where /proc is unavailable).
fn resident_mb() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    pages * 4096 / (1 << 20)
}

/// `argc`, `argv` and `envp` for `main`, built in the state's memory.
fn main_args(
    ex: &mut Executor<'_, '_>,
    st: &mut State,
    main: ir::FuncId,
) -> Result<Vec<Val>, Term> {
    let m = ex.prog.module;
    let params = m.func(main).params.clone();
    if params.is_empty() {
        return Ok(Vec::new());
    }
    let mut out = ex.main_args(st)?;
    out.truncate(params.len());
    while out.len() < params.len() {
        out.push(Val::default());
    }
    for (v, t) in out.iter_mut().zip(&params) {
        if let (TyKind::Int(b), Val::S(SVal::C(c))) = (m.types.kind(*t), &v) {
            *v = Val::S(SVal::C(semantics::arith::mask(*c, *b)));
        }
    }
    Ok(out)
}

/// Symbolic arguments for the entry function: fresh scalars, and pointers to fresh buffers.
pub fn entry_args(
    ex: &mut Executor<'_, '_>,
    st: &mut State,
    f: ir::FuncId,
    params: &[EntryParam],
) -> Result<Vec<Val>, Term> {
    let m = ex.prog.module;
    let mut out = Vec::new();
    for (i, &t) in m.func(f).params.iter().enumerate() {
        let Some(p) = params.get(i) else {
            return Err(Term::abandoned(format!(
                "parameter {} of the entry function is not described",
                i + 1
            )));
        };
        let label = format!("{}#{}", p.name, st.inputs.len());
        let (var, val, bytes, kind) = match m.types.kind(t) {
            TyKind::Int(bits) => {
                let v = ex.ctx.fresh_var(&label, *bits);
                (InputVar::Scalar(v), SVal::S(v), bits.div_ceil(8), p.kind)
            }
            TyKind::Float(ft) => {
                let bits = semantics::arith::float_bits(*ft);
                let v = ex.ctx.fresh_var(&label, bits);
                (InputVar::Scalar(v), SVal::S(v), bits / 8, ScalarKind::Float)
            }
            TyKind::Ptr => match &p.pointee {
                Some(Pointee::Object(s)) => {
                    let (k, a) = ex.new_heap_object(st, ObjectKind::Shape(*s), p.acyclic, Origin::Input)?;
                    let pb = ex.ptr_bits();
                    let (val, null) = if p.nullable {
                        let n = ex.ctx.fresh_var(&format!("{label}.null"), 1);
                        let zero = ex.ctx.constant(0, pb);
                        let ac = ex.ctx.constant(u128::from(a), pb);
                        (SVal::S(ex.ctx.ite(n, zero, ac)), Some(n))
                    } else {
                        (SVal::C(u128::from(a)), None)
                    };
                    let var = InputVar::Object { object: k, null };
                    (var, val, pb / 8, ScalarKind::Unsigned)
                }
                Some(pointee @ Pointee::Function { .. }) => {
                    let (var, val) = function_choice(ex, st, &label, pointee, p.nullable);
                    (var, val, ex.ptr_bits() / 8, ScalarKind::Unsigned)
                }
                _ => {
                    let n = p.buffer.max(1);
                    let (r, a) = ex.alloc(st, n, 16, RegionKind::Heap)?;
                    let arr = ex.fill_symbolic(st, r, &label);
                    let bytes = u32::try_from(n).unwrap_or(u32::MAX);
                    (
                        InputVar::Buffer(arr, n),
                        SVal::C(u128::from(a)),
                        bytes,
                        ScalarKind::Unsigned,
                    )
                }
            },
            _ => {
                return Err(Term::abandoned(format!(
                    "parameter `{}` ({}) is passed by value as an aggregate, which --entry cannot make symbolic",
                    p.name, p.c_type
                )))
            }
        };
        st.inputs.push_back(SymInput {
            name: p.name.clone(),
            ty: if matches!(var, InputVar::Buffer(..)) {
                "bytes".into()
            } else {
                p.c_type.clone()
            },
            bytes,
            kind,
            var,
        });
        out.push(Val::S(val));
    }
    st.heap.params = out.len();
    Ok(out)
}

/// A function-pointer parameter: one of the program's functions of its type (or NULL when
/// it may be, or when no function has that type), chosen by a fresh selector input.
fn function_choice(
    ex: &mut Executor<'_, '_>,
    st: &mut State,
    label: &str,
    pointee: &Pointee,
    nullable: bool,
) -> (InputVar, SVal) {
    let pb = ex.ptr_bits();
    let mut options: Vec<Option<ir::FuncId>> = ex
        .functions_of_type(pointee)
        .into_iter()
        .map(Some)
        .collect();
    if nullable || options.is_empty() {
        options.insert(0, None);
    }
    let selector = ex.ctx.fresh_var(label, 32);
    let count = ex.ctx.constant(options.len() as u128, 32);
    let within = ex.ctx.ult(selector, count);
    st.add_constraint(&mut ex.ctx, within);
    let address =
        |ex: &Executor<'_, '_>, o: &Option<ir::FuncId>| o.map_or(0, |f| ex.func_addr[f.0 as usize]);
    let last = address(ex, options.last().unwrap_or(&None));
    let mut val = ex.ctx.constant(u128::from(last), pb);
    for (i, o) in options.iter().enumerate().rev().skip(1) {
        let a = address(ex, o);
        let ac = ex.ctx.constant(u128::from(a), pb);
        let ic = ex.ctx.constant(i as u128, 32);
        let is = ex.ctx.eq(selector, ic);
        val = ex.ctx.ite(is, ac, val);
    }
    let val = match ex.ctx.as_const(val) {
        Some(c) => SVal::C(c),
        None => SVal::S(val),
    };
    (InputVar::Choice { selector, options }, val)
}

impl Executor<'_, '_> {
    /// Fills region `r` with the bytes of a fresh symbolic array named `label`; returns it.
    pub fn fill_symbolic(
        &mut self,
        st: &mut State,
        r: memory::RegionId,
        label: &str,
    ) -> expr::ArrRef {
        let pb = self.ptr_bits();
        let n = st.mem.region(r).size;
        let arr = self.ctx.fresh_array(label, n, pb);
        if st.mem.region(r).array().is_some() {
            // Written byte by byte, a region in array form would stack one store per byte on
            // contents that no longer matter (a havoc of a 10^5-element array).
            st.mem.region_mut(r).set_contents(arr);
            return arr;
        }
        let bytes: Vec<SVal> = (0..n)
            .map(|k| {
                let idx = self.ctx.constant(u128::from(k), pb);
                SVal::S(self.ctx.select(arr, idx))
            })
            .collect();
        self.write_bytes(st, r, Offset::C(0), &bytes);
        arr
    }

    /// The first `len` bytes of input array `arr` under `model`.
    pub fn array_bytes(
        &mut self,
        arr: expr::ArrRef,
        len: u64,
        model: &expr::Assignment,
    ) -> Vec<u8> {
        let pb = self.ptr_bits();
        (0..len)
            .map(|i| {
                let idx = self.ctx.constant(u128::from(i), pb);
                let b = self.ctx.select(arr, idx);
                self.ctx.eval(b, model) as u8
            })
            .collect()
    }

    /// Constrains the last of the `n` bytes of input array `arr` to be a NUL (a string).
    pub fn end_with_nul(&mut self, st: &mut State, arr: expr::ArrRef, n: u64) {
        let pb = self.ptr_bits();
        let last = self.ctx.constant(u128::from(n.max(1) - 1), pb);
        let byte = self.ctx.select(arr, last);
        let zero = self.ctx.constant(0, 8);
        let nul = self.ctx.eq(byte, zero);
        st.add_constraint(&mut self.ctx, nul);
    }

    /// Concrete inputs that drive a run down `st`'s path (a model of its path condition).
    pub fn witness(&mut self, st: &State) -> Result<Witness, String> {
        let model = self
            .solver
            .model(&mut self.ctx, &st.constraints)
            .map_err(|e| e.to_string())?
            .ok_or("the path condition is unsatisfiable")?;
        let inputs: Vec<InputValue> = st
            .inputs
            .iter()
            .map(|inp| {
                let value = match &inp.var {
                    InputVar::Scalar(e) => {
                        let v = self.ctx.eval(*e, &model);
                        scalar_text(v, inp.bytes, inp.kind)
                    }
                    InputVar::Buffer(arr, len) => {
                        semantics::inputs::hex_text(&self.array_bytes(*arr, *len, &model))
                    }
                    InputVar::Object { object, null } => {
                        match null.map(|n| self.ctx.eval(n, &model)) {
                            Some(1) => "null".to_string(),
                            _ => format!("o{}", object + 1),
                        }
                    }
                    InputVar::Choice { selector, options } => {
                        let k = self.ctx.eval(*selector, &model) as usize;
                        match options.get(k).copied().flatten() {
                            Some(f) => self.prog.module.func(f).name.clone(),
                            None => "null".to_string(),
                        }
                    }
                    InputVar::Bytes(vars) => {
                        let bytes: Vec<u8> = vars
                            .iter()
                            .map(|&b| self.ctx.eval(b, &model) as u8)
                            .collect();
                        semantics::inputs::hex_text(&bytes)
                    }
                };
                InputValue {
                    name: inp.name.clone(),
                    ty: inp.ty.clone(),
                    value,
                }
            })
            .collect();
        let heap = Self::has_heap_inputs(st).then(|| {
            let params = &inputs[..st.heap.params.min(inputs.len())];
            self.heap_witness(st, &model, params)
        });
        let mut w = Witness {
            inputs,
            heap,
            ..Witness::default()
        };
        self.io_witness(&mut w);
        Ok(w)
    }
}

/// Decimal text of an input value as INTERFACE.md writes it.
fn scalar_text(v: u128, bytes: u32, kind: ScalarKind) -> String {
    let bits = bytes * 8;
    match kind {
        ScalarKind::Signed => semantics::arith::sext(v, bits).to_string(),
        ScalarKind::Unsigned => semantics::arith::mask(v, bits).to_string(),
        ScalarKind::Float if bytes == 4 => format!("{}", f32::from_bits(v as u32)),
        ScalarKind::Float => format!("{}", f64::from_bits(v as u64)),
    }
}
