//! Whitebox fuzzing (SAGE, seed 001): each input runs concolically — the engine follows the
//! path that input takes, its solver answering from the input (`solver::Concolic`), and
//! records the conditions decided on the way — and generational search negates those
//! conditions one by one from the input's bound onwards, solving each with the prefix
//! before it, to make children that take a new branch. Children are scored by the branch
//! edges they cover first (then by whether they grew their parent's loops, see [`Score`]),
//! and the best one is expanded next.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::{BTreeMap, BTreeSet, BinaryHeap};
use std::time::Duration;

use budget::Instant;

use ir::LocId;
use semantics::io::{Arg, Stream};
use semantics::{ErrorKind, Program, RunError, Witness};
use solver::{Concolic, SolverStats};
use symex::{Edge, InputVar, PathEnd, SearchKind, Term};

/// Where an input goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FuzzInput {
    /// It is the program's stdin.
    Stdin,
    /// It is a file whose name is `argv[1]`.
    File,
}

/// Name of the input file in `--input file` mode (what `argv[1]` holds).
pub const INPUT_FILE: &str = "input";

/// How to fuzz.
#[derive(Clone, Debug)]
pub struct FuzzOptions {
    /// Where an input goes.
    pub input: FuzzInput,
    /// Wall-clock budget.
    pub timeout: Duration,
    /// Most program runs (concolic executions), if any.
    pub max_runs: Option<u64>,
    /// Per-query solver timeout in milliseconds.
    pub solver_timeout_ms: u32,
    /// Instructions one run may execute; `None` calibrates it from the seeds' runs.
    pub max_path_steps: Option<u64>,
    /// The part of the search this session makes, when split (see [`Session::owns`]).
    pub shard: Option<symex::Shard>,
}

/// Whether `shard` negates condition `j` of `input`'s run (see [`Session::owns`]).
fn negates(shard: symex::Shard, input: &[u8], shared: bool, j: usize) -> bool {
    if !shared || j < shard.depth() as usize {
        return true;
    }
    let mut h = rustc_hash::FxHasher::default();
    std::hash::Hasher::write(&mut h, input);
    std::hash::Hasher::write_usize(&mut h, j);
    shard.owns(std::hash::Hasher::finish(&h))
}

/// Calibration (as AFL++ sets its hang timeout from the seeds' run times): a run may take
/// this many times the instructions of the longest seed run...
pub const CALIBRATION_FACTOR: u64 = 2;
/// ...but never fewer than this many. A mutated loop count can make one child run orders
/// of magnitude longer than its parent, and generational search pays for such a run twice:
/// in the run and in a negation per condition it decided.
pub const MIN_RUN_STEPS: u64 = 2_000;
/// At most this many times the calibrated instructions for an input longer than the seeds:
/// a long run's trace costs every later step (expansion, repairs) in proportion too.
const MAX_STEP_SCALE: u128 = 4;
/// Decisions at one site a run may make for its conditions to count as checks of a field
/// (a test per record of a few) in optimistic solving, not as a loop's iterations, whose
/// count the negation is free to change.
const LOCAL_SITE: u32 = 8;
/// Expression nodes a computation compared with stored bytes may have and still be solved
/// with the rest (a product of fields), not left out as a checksum (a loop over a frame)...
const SMALL_COMPUTATION: u32 = 48;
/// ...and input bytes it may cover (an XOR over a sentence is small but spans it).
const MANY_BYTES: usize = 8;
/// Nodes of a sum or xor checksum left out that a brief query with the whole prefix still
/// takes on.
const LIGHT_CHECKSUM: u32 = 1024;
/// Work that brief query may take.
const LIGHT_PREFIX_WORK: Duration = Duration::from_millis(100);
/// Work a run's repair in place may take (its pairs together): with 100 ms, the repairs
/// of an 80-byte IGMP message, folded to functions of the two bytes solved for, still
/// timed out.
const IN_PLACE_WORK: Duration = Duration::from_millis(400);
/// One expansion may take this share of the session's work before the rest of its
/// negations wait behind the queue's other inputs. On frame.c, one grown input's expansion
/// (a scan over 500 zero bytes, a 4,000-condition prefix at its 512th byte) took 100 s of
/// a 60 s session, 10 s a negation, while the input one field from the bug waited.
const EXPANSION_SHARE: u32 = 8;
/// Checksum repairs in a row after one new input (one per frame it broke, a few frames).
const MAX_REPAIRS: usize = 8;
/// Conditions per site a run's expansion negates before the back-off (see [`Window`]);
/// each round that runs out of inputs multiplies it by 8.
const SITE_ALLOWANCE: u32 = 8;

/// An input that makes the program fail.
#[derive(Clone, Debug)]
pub struct Crash {
    /// Kind as `check` names it (`abort` for a call to `abort`).
    pub kind: &'static str,
    /// The engine's message.
    pub message: String,
    /// Where.
    pub loc: LocId,
    /// In which function.
    pub function: String,
    /// The input.
    pub input: Vec<u8>,
    /// The run (from 1) that found it.
    pub run: u64,
}

/// What a fuzzing session found as it goes (so files are written at once).
pub enum Found<'a> {
    /// An input that covered a new branch edge.
    Queue(&'a [u8]),
    /// A new crash (kind and location not seen before), confirmed by a concrete run.
    Crash(&'a Crash),
}

/// Progress figures.
#[derive(Clone, Copy, Debug, Default)]
pub struct FuzzProgress {
    /// Runs so far.
    pub runs: u64,
    /// Branch edges covered.
    pub covered: usize,
    /// Branch edges of the program.
    pub total: usize,
    /// Distinct crashes.
    pub crashes: usize,
    /// Inputs kept for new coverage.
    pub queue: usize,
}

/// What a fuzzing session did.
#[derive(Clone, Debug, Default)]
pub struct FuzzResult {
    /// Final figures.
    pub progress: FuzzProgress,
    /// Distinct crashes, in the order found.
    pub crashes: Vec<Crash>,
    /// Children solved for (negated conditions with a model).
    pub solved: u64,
    /// Negated conditions found unsatisfiable (or not decided in time).
    pub unsolved: u64,
    /// Children whose stored checksum was set to the value computed over them.
    pub repaired: u64,
    /// Children solved optimistically: the prefix ruled the negation out, the negation with
    /// only the prefix's field checks on its own bytes did not.
    pub optimistic: u64,
    /// Children solved as preimages of a sum of input bytes (a string hash compared with a
    /// keyword's), which the solver ran out of time on (see [`solver::linear`]).
    pub preimages: u64,
    /// Children of a loop's exit negated that run it more times than the nearest child
    /// (see [`STRETCHES`]).
    pub stretched: u64,
    /// Crashes seen on a concolic run that the concrete interpreter did not reproduce.
    pub unconfirmed: u64,
    /// Runs given up (a limit, an unsupported construct).
    pub abandoned: u64,
    /// Why the session ended: `time`, `runs` or `exhausted` (no input left to expand).
    pub ended_by: &'static str,
    /// Seconds spent.
    pub time_s: f64,
    /// Instructions a run could execute (given, or calibrated from the seeds).
    pub run_step_budget: u64,
    /// Negations skipped by the per-site back-off.
    pub backed_off: u64,
    /// Rounds that widened the back-off's allowance after the search ran out of inputs.
    pub rounds: u32,
    /// Runs cut at that budget (their coverage counts; a crash beyond the cut is not seen).
    pub runs_cut: u64,
    /// Expansions that used up their share of the work, the rest of their negations queued
    /// behind the inputs that scored as well.
    pub expansions_deferred: u64,
    /// Inputs whose error checks were negated as soon as they ran
    /// ([`Session::check_guards`]), and the children those gave.
    pub guard_passes: u64,
    pub guard_children: u64,
    /// Solver figures of the expansions.
    pub solver: SolverStats,
    /// The branch edges covered, by index (see [`crate::testgen::branch_edges`]).
    pub covered: Vec<u32>,
}

/// How one concolic run ended.
struct RunEnd {
    edges: BTreeSet<u32>,
    term: Option<Term>,
    /// Instructions it executed.
    steps: u64,
    /// When the run was an expansion: the children (bytes, bound) solved from the
    /// conditions it decided.
    children: Vec<(Vec<u8>, usize)>,
    /// When the run was an expansion: the input bytes its decisions tested (the fields its
    /// children's checksum repairs in place must leave as solved).
    tested: Vec<usize>,
    /// The input with every checksum it failed mended, if it failed one.
    repaired: Option<Vec<u8>>,
    /// When the expansion used up its share of the work: the condition its negations
    /// go on from.
    resume: Option<usize>,
    /// The conditions it decided at each site (see [`Score`]).
    counts: Vec<(u64, u32)>,
}

/// Which of a run's decided conditions an expansion negates: those from `bound` on that
/// the back-off per site lets through under `allowance` and did not under `done` (the
/// allowance of the input's previous expansion, 0 for none).
///
/// The back-off is QSYM's basic-block pruning, within a run: the n-th condition a run
/// decides at one instruction is negated when n ≤ allowance or n is a power of two. A loop
/// over input data decides a new condition at the same site each iteration; negating all of
/// them costs a query each and makes children that differ only in how many iterations run.
/// The last decision at a site is negated whatever its n: it is where a loop left, and its
/// negation the one that runs the loop longer (a count of 8 records raised to the table's
/// 16 was the 9th decision at its test, held back).
struct Window {
    bound: usize,
    allowance: u32,
    done: u32,
    /// Only the checks that rule an error out are negated (see [`Session::check_guards`]).
    guards_only: bool,
    /// Whether the input is one every shard runs (see [`Session::owns`]).
    shared: bool,
}

impl Window {
    /// Whether the n-th condition at its site (the `last` there) is negated under
    /// `allowance`.
    fn admits(n: u32, last: bool, allowance: u32) -> bool {
        allowance > 0 && (last || n <= allowance || n.is_power_of_two())
    }

    /// Whether this expansion negates the n-th condition of a site.
    fn takes(&self, n: u32, last: bool) -> bool {
        Self::admits(n, last, self.allowance)
    }

    /// Whether an earlier expansion of the same input negated it already.
    fn taken_before(&self, n: u32, last: bool) -> bool {
        Self::admits(n, last, self.done)
    }
}

/// What a run added: the edges it covered first (and a new crash); with none, whether it
/// grew its parent: took every edge the parent took and decided conditions at some
/// instruction into a higher hit-count bucket than the parent did (AFL's buckets: 1, 2, 3,
/// 4–7, 8–15, 16–31, 32–127, 128+ decisions there).
///
/// A count raised with its records inserted takes no new branch, but the bug past a table's
/// end may be one negation from it: among inputs with no new edge, those are expanded first
/// (in the order found). Measured against the parent, not every run before: a broken input
/// that ran the same loop as far came earlier (bench/fuzz/bytecode.c); and favouring every
/// new bucket or count maximum, as AFL and PerfFuzz do, expanded tests/fuzz/interp.c's
/// longest runs first, 280 s of work for 200 runs instead of 47 s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Score {
    edges: usize,
    grows: bool,
}

/// An input waiting to be expanded, best score first, then first found.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct Pending {
    score: Score,
    order: std::cmp::Reverse<u64>,
    index: usize,
}

/// The fuzzer's state across runs.
struct Session<'a, 'm> {
    base: &'a Program<'m>,
    opts: &'a FuzzOptions,
    index: HashMap<Edge, u32>,
    covered: BTreeSet<u32>,
    crashes: HashSet<(&'static str, LocId)>,
    result: FuzzResult,
    /// When fuzzing started, on the work clock: every budget is counted there.
    start: Instant,
    /// When fuzzing started, for the report's wall-clock time.
    wall: std::time::Instant,
    checkers: Vec<Box<dyn checkers::errors::ErrorChecker>>,
    /// Every input run so far (bytes, bound, the allowance it was last expanded with, whether
    /// every shard runs it), and those waiting to be expanded.
    inputs: Vec<(Vec<u8>, usize, u32, bool)>,
    /// Negations the back-off held back in this round.
    held_back: u64,
    work: BinaryHeap<Pending>,
    /// Instructions a run may execute (the engine's default while the seeds run uncalibrated).
    step_budget: u64,
    /// Bytes of the longest seed, when `step_budget` was calibrated on the seeds: a longer
    /// input gets a budget in proportion (a parser's run is as long as its input).
    calibrated_on: Option<usize>,
    /// Every input run or queued, so that none runs twice.
    seen: HashSet<Vec<u8>>,
    /// Whether the inputs run now come from [`Session::check_guards`] (which they do not
    /// start again).
    guarding: bool,
    /// The most decisions a growing input made at each instruction it grew.
    peaks: HashMap<u64, u32>,
}

/// Fuzzes `prog` (its `io` gives the other arguments, in file mode after the input's name)
/// from `seeds`; `found` sees each new queue entry and crash, `progress` each run.
pub fn fuzz(
    prog: &Program<'_>,
    seeds: &[Vec<u8>],
    opts: &FuzzOptions,
    mut found: impl FnMut(Found<'_>),
    mut progress: impl FnMut(FuzzProgress),
) -> Result<FuzzResult, RunError> {
    let branches = crate::testgen::branch_edges(prog.module, None);
    let mut s = Session {
        base: prog,
        opts,
        index: branches
            .iter()
            .enumerate()
            .map(|(i, b)| (b.edge, i as u32))
            .collect(),
        covered: BTreeSet::new(),
        crashes: HashSet::default(),
        result: FuzzResult::default(),
        start: Instant::now(),
        wall: std::time::Instant::now(),
        checkers: checkers::CheckConfig::default().error_checkers(),
        inputs: Vec::new(),
        work: BinaryHeap::new(),
        step_budget: opts
            .max_path_steps
            .unwrap_or(symex::SymConfig::default().max_steps_per_path),
        held_back: 0,
        seen: HashSet::default(),
        calibrated_on: None,
        guarding: false,
        peaks: HashMap::default(),
    };
    s.result.progress.total = branches.len();
    let mut longest_seed = 0;
    let seeds: Vec<Vec<u8>> = if seeds.is_empty() {
        vec![Vec::new()]
    } else {
        seeds.to_vec()
    };
    let longest_input = seeds.iter().map(Vec::len).max().unwrap_or(0).max(1);
    for seed in seeds {
        if s.out_of_budget().is_some() {
            break;
        }
        if s.seen.insert(seed.clone()) {
            longest_seed = longest_seed.max(s.add(seed, 0, true, &[], None, &mut found)?);
            progress(s.result.progress);
        }
    }
    if opts.max_path_steps.is_none() {
        s.step_budget = longest_seed
            .saturating_mul(CALIBRATION_FACTOR)
            .max(MIN_RUN_STEPS);
        s.calibrated_on = Some(longest_input);
    }
    s.result.run_step_budget = s.step_budget;
    s.result.ended_by = "exhausted";
    let mut allowance = SITE_ALLOWANCE;
    'search: loop {
        while let Some(next) = s.work.pop() {
            if let Some(why) = s.out_of_budget() {
                s.result.ended_by = why;
                break 'search;
            }
            let (bytes, bound, done, shared) = s.inputs[next.index].clone();
            s.inputs[next.index].2 = allowance;
            let window = Window {
                bound,
                allowance,
                done,
                guards_only: false,
                shared,
            };
            let mut end = s.run(&bytes, Some(window), &[])?;
            if let Some(from) = end.resume {
                // The rest of the expansion waits behind the inputs that scored as well.
                s.queue(bytes.clone(), from, next.score, done, shared);
            }
            for (child, cbound) in std::mem::take(&mut end.children) {
                if let Some(why) = s.out_of_budget() {
                    s.result.ended_by = why;
                    break 'search;
                }
                if !s.seen.insert(child.clone()) {
                    continue;
                }
                let shared = s.shared_child(shared, cbound);
                s.add(child, cbound, shared, &end.tested, Some(&end), &mut found)?;
                progress(s.result.progress);
            }
        }
        // Every input was expanded under this allowance: when the back-off held some
        // negations back, a wider allowance takes them up (only those), input by input.
        if std::mem::take(&mut s.held_back) == 0 {
            break;
        }
        allowance = allowance.saturating_mul(8);
        s.result.rounds += 1;
        for index in 0..s.inputs.len() {
            s.work.push(Pending {
                score: Score::default(),
                order: std::cmp::Reverse(index as u64),
                index,
            });
        }
    }
    s.result.time_s = s.wall.elapsed().as_secs_f64();
    s.result.covered = s.covered.iter().copied().collect();
    Ok(s.result)
}

impl<'m> Session<'_, 'm> {
    /// Runs a new input and queues it for expansion with its score; returns the
    /// instructions its run took.
    fn add(
        &mut self,
        bytes: Vec<u8>,
        bound: usize,
        shared: bool,
        keep: &[usize],
        parent: Option<&RunEnd>,
        found: &mut dyn FnMut(Found<'_>),
    ) -> Result<u64, RunError> {
        let mut end = self.run(&bytes, None, keep)?;
        self.settle(bytes, &end, (bound, shared), keep, parent, found)?;
        let steps = end.steps;
        // A failed checksum is mended at once, the mended input run (and mended in turn) in
        // the same turn: the chain of frames a child broke is repaired in as many runs,
        // before the queue's other inputs.
        let mut repaired = end.repaired.take();
        for _ in 0..MAX_REPAIRS {
            let Some(child) = repaired.take() else {
                break;
            };
            if self.out_of_budget().is_some() || !self.seen.insert(child.clone()) {
                break;
            }
            self.result.repaired += 1;
            end = self.run(&child, None, keep)?;
            self.settle(child, &end, (bound, shared), keep, parent, found)?;
            repaired = end.repaired.take();
        }
        Ok(steps)
    }

    /// Takes a new input's run into the session and queues the input with its score, after
    /// its check pass if it grew further than any input before.
    fn settle(
        &mut self,
        input: Vec<u8>,
        end: &RunEnd,
        (bound, shared): (usize, bool),
        keep: &[usize],
        parent: Option<&RunEnd>,
        found: &mut dyn FnMut(Found<'_>),
    ) -> Result<(), RunError> {
        let (score, peaked) = self.absorb(&input, end, parent, found);
        if peaked {
            self.check_guards(&input, (bound, shared), keep, found)?;
        }
        self.queue(input, bound, score, 0, shared);
        Ok(())
    }

    /// Negates at once the checks of `input`'s run that rule an error out (an access in
    /// bounds, a divisor not zero), from `bound` on, and runs the children. Done for an input
    /// that grew its parent past every growing input before at some instruction (a count
    /// raised with its records, higher than ever): the bug past a table's end is then one
    /// query away, while the input's whole expansion may wait behind many others, each
    /// taking seconds (bench/fuzz/bytecode.c: 16 constants, the 17th read). Not for every
    /// growing input: bench/fuzz/frame.c grows a byte scan 166 times in 60 s, and the runs
    /// and queries of as many passes cost it its bug.
    fn check_guards(
        &mut self,
        input: &[u8],
        (bound, shared): (usize, bool),
        keep: &[usize],
        found: &mut dyn FnMut(Found<'_>),
    ) -> Result<(), RunError> {
        if self.guarding || self.out_of_budget().is_some() {
            return Ok(());
        }
        self.guarding = true;
        let window = Window {
            bound,
            allowance: SITE_ALLOWANCE,
            done: 0,
            guards_only: true,
            shared,
        };
        self.result.guard_passes += 1;
        let outcome = self.run(input, Some(window), keep).and_then(|end| {
            self.result.guard_children += end.children.len() as u64;
            for (child, cbound) in &end.children {
                if self.out_of_budget().is_some() {
                    break;
                }
                if self.seen.insert(child.clone()) {
                    let shared = self.shared_child(shared, *cbound);
                    self.add(
                        child.clone(),
                        *cbound,
                        shared,
                        &end.tested,
                        Some(&end),
                        found,
                    )?;
                }
            }
            Ok(())
        });
        self.guarding = false;
        outcome
    }

    /// Queues an input that ran for expansion, with its score and the allowance its
    /// negations were taken under already (0 for a new input).
    fn queue(&mut self, bytes: Vec<u8>, bound: usize, score: Score, done: u32, shared: bool) {
        self.work.push(Pending {
            score,
            order: std::cmp::Reverse(self.inputs.len() as u64),
            index: self.inputs.len(),
        });
        self.inputs.push((bytes, bound, done, shared));
    }

    /// Whether this session negates condition `j` of `input`'s run.
    ///
    /// A split search (`--shard`, `--jobs`) divides the children of the generational search
    /// as a split exploration divides paths: the inputs whose negated condition lies in
    /// the first [`Shard::depth`](symex::Shard::depth) decisions of a run every shard makes
    /// (`shared`; the seeds are), and each child of such an input beyond that is made by
    /// the one shard its name (the input and the condition) hashes to, which also makes all
    /// of that child's descendants (their conditions lie past their bound, beyond it too).
    /// So each shard searches its own subtrees, and every child is some shard's.
    fn owns(&self, input: &[u8], shared: bool, j: usize) -> bool {
        self.opts
            .shard
            .is_none_or(|shard| negates(shard, input, shared, j))
    }

    /// Whether a child made with `bound` of an input (`shared` or not) is one every shard
    /// runs (see [`Session::owns`]).
    fn shared_child(&self, shared: bool, bound: usize) -> bool {
        shared && self.opts.shard.is_none_or(|s| bound <= s.depth() as usize)
    }

    /// Why the session must stop now, if it must.
    fn out_of_budget(&self) -> Option<&'static str> {
        if symex::live::stop_requested() || self.start.elapsed() >= self.opts.timeout {
            Some("time")
        } else if self
            .opts
            .max_runs
            .is_some_and(|m| self.result.progress.runs >= m)
        {
            Some("runs")
        } else {
            None
        }
    }

    /// The program with `input` in place (symbolic, its length an input, room to grow).
    fn program(&self, input: &[u8]) -> (Program<'m>, String) {
        let stream = Stream::Symbolic {
            len: room(input),
            sized: true,
        };
        let mut io = self.base.io.clone();
        let label = match self.opts.input {
            FuzzInput::Stdin => {
                io.stdin = stream;
                "stdin".to_string()
            }
            FuzzInput::File => {
                io.files.insert(INPUT_FILE.into(), stream);
                io.args.insert(0, Arg::Text(INPUT_FILE.as_bytes().to_vec()));
                INPUT_FILE.to_string()
            }
        };
        (self.base.clone().with_io(io), label)
    }

    /// The witness that gives the program `input`.
    fn witness(&self, input: &[u8], prog: &Program<'_>) -> Witness {
        let hex = semantics::io::bytes_to_hex(input);
        let mut w = Witness::default();
        match self.opts.input {
            FuzzInput::Stdin => w.io.stdin = Some(hex),
            FuzzInput::File => {
                w.io.files.insert(INPUT_FILE.into(), hex);
            }
        }
        let args = prog.io.args.iter().map(|a| match a {
            Arg::Text(t) => semantics::io::arg_text(t),
            Arg::Symbolic(_) => String::new(),
        });
        w.io.argv = Some(args.collect());
        w
    }

    /// Runs `input` concolically; with `expand`, also solves for its children: one per
    /// decided condition in the window, negated, with the prefix.
    fn run(
        &mut self,
        input: &[u8],
        expand: Option<Window>,
        keep: &[usize],
    ) -> Result<RunEnd, RunError> {
        self.result.progress.runs += 1;
        let (prog, label) = self.program(input);
        let left = self.opts.timeout.saturating_sub(self.start.elapsed());
        let mut explorer = crate::session::explorer(
            &prog,
            &crate::session::ExploreSetup {
                timeout: Some(left.max(Duration::from_millis(1))),
                search: SearchKind::Dfs,
                solver_timeout_ms: self.opts.solver_timeout_ms,
                track_edges: true,
                max_path_steps: Some(self.steps_for(input)),
                ..Default::default()
            },
        )?;
        let mut seed: HashMap<String, u128> = input
            .iter()
            .enumerate()
            .map(|(i, &b)| (format!("{label}[{i}]"), u128::from(b)))
            .collect();
        seed.insert(format!("{label}.size"), input.len() as u128);
        explorer.ex.solver.set_concolic(Some(Concolic::new(seed)));
        let (mut edges, mut term, mut size, mut steps) = (BTreeSet::new(), None, None, 0);
        let index = &self.index;
        explorer.explore(|_, st, t| {
            if term.is_none() && !matches!(t, Term::Infeasible) {
                term = Some(t.clone());
                steps = st.steps;
                edges = techniques::edges::taken(st)
                    .filter_map(|e| index.get(e).copied())
                    .collect();
                size = st.inputs.iter().find_map(|i| match i.var {
                    InputVar::Scalar(v) if i.ty == symex::SIZE_INPUT && i.name == label => Some(v),
                    _ => None,
                });
            }
            PathEnd::Continue
        });
        let mut concolic = explorer.ex.solver.set_concolic(None).unwrap_or_default();
        let (trace, sites, visits, pins, guards) = (
            std::mem::take(&mut concolic.trace),
            std::mem::take(&mut concolic.sites),
            std::mem::take(&mut concolic.visits),
            std::mem::take(&mut concolic.pins),
            std::mem::take(&mut concolic.guards),
        );
        let counts: Vec<(u64, u32)> = {
            let mut per_site: BTreeMap<u64, u32> = BTreeMap::new();
            for &site in &sites {
                *per_site.entry(site).or_default() += 1;
            }
            per_site.into_iter().collect()
        };
        // Checks of a computed value against stored bytes (checksums) this input failed:
        // the stored bytes take the value computed over this input, one small query each
        // (for a new input: an expansion's children are new inputs, mended when they run).
        let mut repaired: Option<Vec<u8>> = None;
        for &c in trace.iter().filter(|_| expand.is_none()) {
            let base = repaired.as_deref().unwrap_or(input);
            match repair(&mut explorer.ex, &mut concolic, c, &trace, base, &label) {
                Some(Repair::Mended(child)) => repaired = Some(child),
                Some(Repair::Widened(child)) => {
                    repaired = Some(child);
                    break;
                }
                None => {}
            }
        }
        if expand.is_none() && repaired.is_none() {
            // Briefly: a check the solver cannot invert at once (a CRC's bits) is left alone.
            let session_end = self.start + self.opts.timeout;
            let brief = (Instant::now() + IN_PLACE_WORK).min(session_end);
            explorer.ex.solver.set_deadline(Some(brief));
            repaired = repair_in_place(&mut explorer.ex, &trace, input, &label, keep);
            explorer.ex.solver.set_deadline(Some(session_end));
        }
        let mut children = Vec::new();
        let mut tested_bytes_of_run: Vec<usize> = Vec::new();
        let mut resume = None;
        if let Some(window) = expand {
            let ex = &mut explorer.ex;
            // No query of the expansion outlives the session's budget.
            ex.solver.set_deadline(Some(self.start + self.opts.timeout));
            // The length input with its variable, found once.
            let size = size.and_then(|v| Some((v, *ex.ctx.symbols(v).vars.first()?)));
            // Every byte read tests the length (`pos < size`): negating each would make one
            // truncated child per byte. Only the first and the last such test are negated
            // (the shortest input, and the one that reads on past the end).
            let length_only: Vec<usize> = match size {
                Some((_, var)) => (0..trace.len())
                    .filter(|&j| only_mentions(&mut ex.ctx, trace[j], var))
                    .collect(),
                None => Vec::new(),
            };
            // A condition the trace already holds earlier (a loop testing the same byte again)
            // cannot be negated under its own prefix: no query for it.
            let mut seen = HashSet::default();
            let repeated: Vec<bool> = trace.iter().map(|&c| !seen.insert(c)).collect();
            let per_site: HashMap<u64, u32> = counts.iter().copied().collect();
            // The back-off counts a site's conditions per rank within one execution: a
            // switch decides one per case each time, and the fifth record's fourth case is
            // its fifth test of that case, not its twentieth of the switch.
            let mut per_rank: HashMap<(u64, u32), u32> = HashMap::default();
            let occurrence: Vec<u32> = (0..sites.len())
                .map(|j| {
                    let rank = (0..j)
                        .rev()
                        .take_while(|&i| visits.get(i) == visits.get(j) && sites[i] == sites[j])
                        .count();
                    let n = per_rank
                        .entry((sites[j], u32::try_from(rank).unwrap_or(u32::MAX)))
                        .or_default();
                    *n += 1;
                    *n
                })
                .collect();
            let mut last = vec![false; sites.len()];
            let mut later = HashSet::default();
            for j in (0..sites.len()).rev() {
                last[j] = later.insert(sites[j]);
            }
            let skip = |j: usize| {
                repeated[j]
                    || (length_only.binary_search(&j).is_ok()
                        && length_only.first() != Some(&j)
                        && length_only.last() != Some(&j))
            };
            // The conditions before a negated one, less the checksums: a child that changes
            // checksummed bytes fails its checksum, and the repair above mends it in the
            // next generation, where solving the checksum's computation would cost the
            // solver seconds (CRC-32 over a frame) or more. A small computation over a few
            // fields (a size against the product of the dimensions, whose 16-bit
            // wrap-around may be the bug) is the program's logic, and the solver handles it
            // at once: it stays.
            // An aggregate check (a sum over its own check word) is left out too where a
            // repair in place can mend it: where it has a check word (a sum over decoded hex
            // digits, each tested, has none).
            let tested = tested_bytes(&mut ex.ctx, &trace);
            tested_bytes_of_run = tested
                .iter()
                .filter_map(|&v| byte_index(&ex.ctx, v, &label))
                .collect();
            tested_bytes_of_run.sort_unstable();
            // The computed side of each checksum left out (an aggregate's whole condition).
            let left_out: Vec<Option<expr::ExprRef>> = trace
                .iter()
                .map(|&c| {
                    checksum_parts(&mut ex.ctx, c)
                        .map(|(computed, _)| computed)
                        .filter(|&computed| {
                            ex.ctx.symbols(computed).vars.len() >= MANY_BYTES
                                || !within(&ex.ctx, computed, SMALL_COMPUTATION)
                        })
                        .or_else(|| {
                            (aggregate(&mut ex.ctx, c)
                                && !check_words(&mut ex.ctx, &tested, c, &label).is_empty())
                            .then_some(c)
                        })
                })
                .collect();
            let relaxed: Vec<bool> = left_out.iter().map(Option::is_some).collect();
            // The input bytes each condition tests (none for a checksum left out): where a
            // loop's records lie, for a raised count's records to be inserted.
            let tested_at: Vec<Vec<usize>> = trace
                .iter()
                .zip(&relaxed)
                .map(|(&c, &r)| {
                    if r {
                        return Vec::new();
                    }
                    let syms = ex.ctx.symbols(c);
                    syms.vars
                        .iter()
                        .filter_map(|&v| byte_index(&ex.ctx, v, &label))
                        .collect()
                })
                .collect();
            // Of those, the ones the solver would take long over (a CRC's shifts and xors
            // per bit, not a sentence's xor per byte).
            let heavy: Vec<bool> = left_out
                .iter()
                .map(|c| c.is_some_and(|computed| !light(&ex.ctx, computed, LIGHT_CHECKSUM)))
                .collect();
            let share_end = Instant::now() + self.opts.timeout / EXPANSION_SHARE;
            for j in window.bound..trace.len() {
                if window.guards_only && !guards[j] {
                    continue;
                }
                if !self.owns(input, window.shared, j) {
                    continue;
                }
                if skip(j) || window.taken_before(occurrence[j], last[j]) {
                    continue;
                }
                if !window.takes(occurrence[j], last[j]) {
                    // The input's own expansion takes them up.
                    if !window.guards_only {
                        self.result.backed_off += 1;
                        self.held_back += 1;
                    }
                    continue;
                }
                // The command's wall-clock guard asks to stop when the work clock runs
                // behind it (slow solver queries on a loaded machine): the session reports
                // what it has rather than being cut off.
                if symex::live::stop_requested() || self.start.elapsed() >= self.opts.timeout {
                    break;
                }
                if Instant::now() >= share_end {
                    if !window.guards_only {
                        self.result.expansions_deferred += 1;
                        resume = Some(j);
                    }
                    break;
                }
                let negated = ex.ctx.not(trace[j]);
                let prefix: Vec<expr::ExprRef> = trace[..j]
                    .iter()
                    .zip(&relaxed)
                    .filter(|&(_, &r)| !r)
                    .map(|(&c, _)| c)
                    .collect();
                // A read past the end wants a longer input: take all the room there is at
                // once (when the condition allows it) rather than one more byte a generation.
                let mut model = None;
                if let Some((v, _)) = size.filter(|&(_, var)| mentions(&mut ex.ctx, negated, var)) {
                    let w = ex.ctx.width(v);
                    let cap = ex.ctx.constant(u128::from(room(input)), w);
                    let longest = ex.ctx.eq(v, cap);
                    let mut cs = prefix.clone();
                    cs.push(longest);
                    model = ex
                        .solver
                        .model_around(&mut ex.ctx, &cs, negated)
                        .ok()
                        .flatten();
                }
                let model = match model {
                    Some(m) => Ok(Some(m)),
                    None => match self.solve(ex, &prefix, negated) {
                        Ok(Some(m)) => Ok(Some(nearer(ex, &mut concolic, &prefix, negated, m))),
                        other => other,
                    },
                };
                // Where only light checksums were left out, the whole prefix is tried too,
                // briefly: the child then keeps them, with no repair to wait for.
                if prefix.len() < j && !heavy[..j].contains(&true) {
                    let session_end = self.start + self.opts.timeout;
                    let brief = (Instant::now() + LIGHT_PREFIX_WORK).min(session_end);
                    ex.solver.set_deadline(Some(brief));
                    if let Ok(Some(m)) = ex.solver.model_around(&mut ex.ctx, &trace[..j], negated) {
                        self.result.solved += 1;
                        children.push((child_bytes(&ex.ctx, &m, input, &label), j + 1));
                    }
                    ex.solver.set_deadline(Some(session_end));
                }
                // Optimistic solving (QSYM): where the prefix rules the negation out, often
                // through a pointer the seed's run pinned to its address (a field found at
                // an offset that a length gives), the negated condition with only the
                // prefix's checks of its own bytes still makes a child worth a run: it takes
                // the branch if the pins did not matter. The checks that read other bytes too
                // are kept first, those bytes held at their values (a count against a limit
                // another field sets: without it the count may come out anything), the length
                // left free for a raised count to grow the input; when they rule the
                // negation out as well, the same checks with those bytes free (a length that
                // must agree with a raised count moves with it), and last only the checks of
                // its own bytes.
                // The conditions the child's model satisfies (for a stretched sibling).
                let mut basis = prefix.clone();
                let optimistic = !matches!(model, Ok(Some(_)));
                let model = match model {
                    // Where the prefix rules an error out, no bug is there to guess at.
                    Ok(None) | Err(_) if !window.guards_only => {
                        let own = ex.ctx.symbols(negated);
                        let at: Vec<usize> = (0..j)
                            .filter(|&k| {
                                !relaxed[k]
                                    && per_site.get(&sites[k]).is_some_and(|&n| n <= LOCAL_SITE)
                            })
                            .filter(|&k| {
                                let s = ex.ctx.symbols(trace[k]);
                                s.arrays.is_empty()
                                    && s.vars.iter().any(|v| own.vars.binary_search(v).is_ok())
                            })
                            .collect();
                        let checks: Vec<expr::ExprRef> = at.iter().map(|&k| trace[k]).collect();
                        let local: Vec<expr::ExprRef> = checks
                            .iter()
                            .copied()
                            .filter(|&c| {
                                let s = ex.ctx.symbols(c);
                                s.vars.iter().all(|v| own.vars.binary_search(v).is_ok())
                            })
                            .collect();
                        // The checks with the seed run's pins left out (an address a
                        // length gave): a raised count moves the records after it.
                        let mut unpinned: Vec<expr::ExprRef> = at
                            .iter()
                            .filter(|&&k| !pins[k])
                            .map(|&k| trace[k])
                            .collect();
                        let mut held = checks.clone();
                        let foreign: BTreeSet<expr::VarId> = checks
                            .iter()
                            .flat_map(|&c| ex.ctx.symbols(c).vars.clone())
                            .filter(|v| {
                                own.vars.binary_search(v).is_err()
                                    && size.is_none_or(|(_, size)| *v != size)
                            })
                            .collect();
                        if let Some((size, _)) = size {
                            let cap = ex.ctx.constant(u128::from(room(input)), ex.ctx.width(size));
                            let fits = ex.ctx.cmp(expr::CmpOp::Ule, size, cap);
                            held.push(fits);
                            unpinned.push(fits);
                        }
                        // With the other bytes free, a pin would be met by moving them (the
                        // length before a record changed to keep the record's offset). They
                        // keep their form: the run's checks of each alone (a digit stays
                        // a digit), whatever instruction made them.
                        let mut free = unpinned.clone();
                        free.extend((0..j).filter(|&k| !relaxed[k] && !pins[k]).filter_map(|k| {
                            let s = ex.ctx.symbols(trace[k]);
                            match s.vars.as_slice() {
                                [v] if s.arrays.is_empty() && foreign.contains(v) => Some(trace[k]),
                                _ => None,
                            }
                        }));
                        for v in foreign {
                            let (_, eq) = at_seed(&mut ex.ctx, &mut concolic, v);
                            held.push(eq);
                            unpinned.push(eq);
                        }
                        let mut alone = self.solve(ex, &held, negated);
                        basis = held;
                        for tier in [unpinned, free] {
                            if matches!(alone, Ok(Some(_))) || tier == basis {
                                continue;
                            }
                            alone = self.solve(ex, &tier, negated);
                            basis = tier;
                        }
                        if !matches!(alone, Ok(Some(_))) && local.len() < basis.len() {
                            alone = self.solve(ex, &local, negated);
                            basis = local;
                        }
                        if let Ok(Some(m)) = &alone {
                            self.result.optimistic += 1;
                            // A field the child raised may be a length the input has no
                            // room for (the last frame's): a variant grows the input by as
                            // much, its new bytes zero, for the checksum repair to fill.
                            let child = child_bytes(&ex.ctx, m, input, &label);
                            if let Some(g) = grown(input, &child) {
                                children.push((g, j + 1));
                            }
                        }
                        alone
                    }
                    found => found,
                };
                match model {
                    Ok(Some(m)) if window.guards_only => {
                        self.result.solved += 1;
                        children.push((child_bytes(&ex.ctx, &m, input, &label), j + 1));
                    }
                    Ok(Some(m)) => {
                        self.result.solved += 1;
                        // A loop's exit negated gives one more iteration; a bug past the
                        // end of a table wants many more, which one generation a time
                        // would take a dozen children without new coverage to find.
                        let looped = per_site.get(&sites[j]).is_some_and(|&n| n > 1);
                        // A count raised in the middle of the input: its records inserted.
                        let splice = |ctx: &mut expr::Ctx,
                                      concolic: &mut Concolic,
                                      m: &expr::Assignment,
                                      child: &[u8]| {
                            looped
                                .then(|| {
                                    spliced(ctx, concolic, &trace, &tested_at, &sites, j, m, child)
                                })
                                .flatten()
                        };
                        let nearest = child_bytes(&ex.ctx, &m, input, &label);
                        children.extend(
                            splice(&mut ex.ctx, &mut concolic, &m, &nearest).map(|g| (g, j + 1)),
                        );
                        let farther =
                            stretch(&mut ex.ctx, &mut concolic, trace[j], &m, looped, &STRETCHES);
                        // The least step the conditions refused so far (the steps go down).
                        let mut refused = None;
                        for (step, far) in farther {
                            let mut cs = basis.clone();
                            cs.push(far);
                            let Ok(Some(mut far_m)) =
                                ex.solver.model_around(&mut ex.ctx, &cs, negated)
                            else {
                                refused = Some(step);
                                continue;
                            };
                            // Between this step and the one refused above it, the farthest
                            // the conditions allow: a count at its limit (a table of 16
                            // that the count is checked against) is where a bug past the
                            // table's end is.
                            if let Some(mut hi) = refused {
                                let mut lo = step;
                                for _ in 0..STRETCH_SEARCH {
                                    let mid = lo + (hi - lo) / 2;
                                    if mid == lo {
                                        break;
                                    }
                                    let Some((_, c)) = stretch(
                                        &mut ex.ctx,
                                        &mut concolic,
                                        trace[j],
                                        &m,
                                        looped,
                                        &[mid],
                                    )
                                    .pop() else {
                                        break;
                                    };
                                    let mut cs = basis.clone();
                                    cs.push(c);
                                    match ex.solver.model_around(&mut ex.ctx, &cs, negated) {
                                        Ok(Some(mm)) => (lo, far_m) = (mid, mm),
                                        _ => hi = mid,
                                    }
                                }
                            }
                            self.result.stretched += 1;
                            let child = child_bytes(&ex.ctx, &far_m, input, &label);
                            // Optimistic, the length of the input was held: a count raised
                            // this far needs the room its records take.
                            if optimistic {
                                children.extend(grown(input, &child).map(|g| (g, j + 1)));
                            }
                            children.extend(
                                splice(&mut ex.ctx, &mut concolic, &far_m, &child)
                                    .map(|g| (g, j + 1)),
                            );
                            children.push((child, j + 1));
                            break;
                        }
                        children.push((nearest, j + 1));
                    }
                    _ => self.result.unsolved += 1,
                }
            }
        }
        // The figures of the whole run: its repairs' queries too.
        self.result.solver += explorer.ex.solver.stats();
        Ok(RunEnd {
            edges,
            term,
            steps,
            children,
            tested: tested_bytes_of_run,
            repaired,
            resume,
            counts,
        })
    }

    /// The instructions a run of `input` may take: the calibrated budget, scaled up for an
    /// input longer than the longest seed (a count raised with its records).
    fn steps_for(&self, input: &[u8]) -> u64 {
        match self.calibrated_on {
            Some(seed) if input.len() > seed => {
                let scale = (input.len() as u128).min(seed as u128 * MAX_STEP_SCALE);
                let scaled = u128::from(self.step_budget) * scale / seed as u128;
                u64::try_from(scaled).unwrap_or(u64::MAX)
            }
            _ => self.step_budget,
        }
    }

    /// A model of `cs` ∧ `focus` for a child: a sum of input bytes against a constant (a
    /// string hash against a keyword's) by its preimages, which the solver would take tens
    /// of seconds over, anything else by the solver.
    fn solve(
        &mut self,
        ex: &mut symex::Executor<'_, '_>,
        cs: &[expr::ExprRef],
        focus: expr::ExprRef,
    ) -> Result<Option<expr::Assignment>, solver::SolverError> {
        match ex.solver.model_linear(&mut ex.ctx, cs, focus) {
            Some(Ok(found)) => {
                self.result.preimages += u64::from(found.is_some());
                Ok(found)
            }
            Some(Err(_)) | None => ex.solver.model_around(&mut ex.ctx, cs, focus),
        }
    }

    /// Takes a run's coverage and crash into the session; returns its score and whether
    /// it grew its parent further than any input before (see [`Session::check_guards`]).
    fn absorb(
        &mut self,
        input: &[u8],
        end: &RunEnd,
        parent: Option<&RunEnd>,
        found: &mut dyn FnMut(Found<'_>),
    ) -> (Score, bool) {
        let fresh: Vec<u32> = end
            .edges
            .iter()
            .copied()
            .filter(|e| !self.covered.contains(e))
            .collect();
        self.covered.extend(fresh.iter().copied());
        self.result.progress.covered = self.covered.len();
        let is_new_crash = match &end.term {
            Some(Term::Error {
                kind,
                message,
                loc,
                function,
            }) => self.crash(input, *kind, message, *loc, function, found),
            Some(Term::Abandoned(_)) if end.steps >= self.steps_for(input) => {
                self.result.runs_cut += 1;
                false
            }
            Some(Term::Abandoned(_)) => {
                self.result.abandoned += 1;
                false
            }
            _ => false,
        };
        if !fresh.is_empty() || self.result.progress.runs == 1 {
            self.result.progress.queue += 1;
            found(Found::Queue(input));
        }
        // Whether it did all its parent did and ran a loop into a higher bucket (a count
        // raised with its records), and whether it made more decisions at an instruction it
        // grew than any growing input before.
        let (mut grows, mut peaked) = (false, false);
        if let Some(p) = parent.filter(|p| end.edges.is_superset(&p.edges)) {
            for &(site, n) in &end.counts {
                let before = p
                    .counts
                    .binary_search_by_key(&site, |&(s, _)| s)
                    .map_or(0, |k| count_bucket(p.counts[k].1));
                let bucket = count_bucket(n);
                if bucket > before {
                    grows = true;
                    let peak = self.peaks.entry(site).or_default();
                    peaked |= n > *peak;
                    *peak = (*peak).max(n);
                }
            }
        }
        let edges = fresh.len() + usize::from(is_new_crash);
        // Only below the inputs with new edges, whose order stays theirs.
        let score = Score {
            edges,
            grows: edges == 0 && grows,
        };
        (score, peaked)
    }

    /// Records a crash of `input` if its kind and place are new and a concrete run
    /// reproduces it; returns whether it was recorded.
    fn crash(
        &mut self,
        input: &[u8],
        kind: ErrorKind,
        message: &str,
        loc: LocId,
        function: &str,
        found: &mut dyn FnMut(Found<'_>),
    ) -> bool {
        let name = if kind == ErrorKind::Abort {
            Some("abort")
        } else {
            self.checkers.iter().find_map(|c| c.claims(kind, message))
        };
        let Some(name) = name else {
            return false;
        };
        if self.crashes.contains(&(name, loc)) {
            return false;
        }
        let (prog, _) = self.program(input);
        let w = self.witness(input, &prog);
        let replayed = matches!(crate::session::replay_witness(&prog, &w, None, false),
            Some((_, interp::Outcome::Error(e))) if e.kind.same_error(kind) && e.loc == loc);
        if !replayed {
            self.result.unconfirmed += 1;
            return false;
        }
        self.crashes.insert((name, loc));
        let c = Crash {
            kind: name,
            message: message.to_string(),
            loc,
            function: function.to_string(),
            input: input.to_vec(),
            run: self.result.progress.runs,
        };
        found(Found::Crash(&c));
        self.result.crashes.push(c);
        self.result.progress.crashes = self.result.crashes.len();
        true
    }
}

/// When `c` is an equality between a value computed from several input bytes and one read
/// from a few others (a checksum, a magic number, a length against its copy; under a
/// negation when it failed): the computed side and the stored side.
fn checksum_parts(ctx: &mut expr::Ctx, c: expr::ExprRef) -> Option<(expr::ExprRef, expr::ExprRef)> {
    let eq = match ctx.node(c).kind {
        expr::Kind::Not(x) => x,
        _ => c,
    };
    // A 16-bit check word compared byte by byte (the expression builder splits an equality
    // of concatenations so): the bytes' parts put back together.
    if let expr::Kind::Bin(expr::BinOp::And, x, y) = ctx.node(eq).kind {
        let (cx, sx) = checksum_parts(ctx, x)?;
        let (cy, sy) = checksum_parts(ctx, y)?;
        let (computed, stored) = (ctx.concat(cx, cy), ctx.concat(sx, sy));
        let (sc, ss) = (ctx.symbols(computed), ctx.symbols(stored));
        let apart = !sc.vars.iter().any(|v| ss.vars.binary_search(v).is_ok());
        return (apart && ss.vars.len() <= MAX_STORED_BYTES).then_some((computed, stored));
    }
    let expr::Kind::Cmp(expr::CmpOp::Eq, a, b) = ctx.node(eq).kind else {
        return None;
    };
    let (sa, sb) = (ctx.symbols(a), ctx.symbols(b));
    if !sa.arrays.is_empty() || !sb.arrays.is_empty() {
        return None;
    }
    if sa.vars.iter().any(|v| sb.vars.binary_search(v).is_ok()) {
        return None;
    }
    let stored_and_computed = |stored: &expr::Symbols, computed: &expr::Symbols| {
        (1..=MAX_STORED_BYTES).contains(&stored.vars.len())
            && computed.vars.len() >= MIN_COMPUTED_BYTES
    };
    match (stored_and_computed(&sb, &sa), stored_and_computed(&sa, &sb)) {
        (true, false) => Some((a, b)),
        (false, true) => Some((b, a)),
        (false, false) => None,
        // Either side could be the stored one (a CRC over four bytes against four bytes):
        // the stored side is the one that only assembles bytes, else the one of fewer.
        (true, true) => match (assembles(ctx, b, 64), assembles(ctx, a, 64)) {
            (true, false) => Some((a, b)),
            (false, true) => Some((b, a)),
            _ if sb.vars.len() < sa.vars.len() => Some((a, b)),
            _ if sa.vars.len() < sb.vars.len() => Some((b, a)),
            _ => None,
        },
    }
}

/// Whether `e` has at most `limit` distinct nodes.
fn within(ctx: &expr::Ctx, e: expr::ExprRef, limit: u32) -> bool {
    walk_within(ctx, e, limit, |_| true)
}

/// Whether `e` is a sum or an xor of bytes (additions, subtractions, xors, extensions and
/// extractions only, in at most `limit` nodes): what the solver takes on at once, unlike
/// a CRC's per-bit shifts or a Fletcher sum's remainders.
fn light(ctx: &expr::Ctx, e: expr::ExprRef, limit: u32) -> bool {
    walk_within(ctx, e, limit, |k| {
        matches!(
            k,
            expr::Kind::Const(_)
                | expr::Kind::Var(_)
                | expr::Kind::Not(_)
                | expr::Kind::ZExt(_)
                | expr::Kind::SExt(_)
                | expr::Kind::Extract { .. }
                | expr::Kind::Concat(..)
                | expr::Kind::Bin(expr::BinOp::Add | expr::BinOp::Sub | expr::BinOp::Xor, ..)
        )
    })
}

/// Whether `e` has at most `limit` distinct nodes, each of a kind `allowed` admits (an
/// array read never: it stands for a whole buffer).
fn walk_within(
    ctx: &expr::Ctx,
    e: expr::ExprRef,
    limit: u32,
    allowed: impl Fn(&expr::Kind) -> bool,
) -> bool {
    let mut seen: HashSet<expr::ExprRef> = HashSet::default();
    let mut stack = vec![e];
    // Charged as a static analysis' steps: a long run's trace walked condition by condition
    // (the repairs' search for an aggregate) is work the budget has to see.
    let walked = |seen: &HashSet<expr::ExprRef>| {
        budget::charge(seen.len() as u64 * budget::cost::STATIC_STEP);
    };
    while let Some(x) = stack.pop() {
        if !seen.insert(x) {
            continue;
        }
        let kind = &ctx.node(x).kind;
        if seen.len() as u32 > limit || !allowed(kind) {
            walked(&seen);
            return false;
        }
        match kind {
            expr::Kind::Const(_) | expr::Kind::Var(_) => {}
            expr::Kind::Not(a)
            | expr::Kind::Neg(a)
            | expr::Kind::ZExt(a)
            | expr::Kind::SExt(a)
            | expr::Kind::Extract { e: a, .. }
            | expr::Kind::FConv(_, a) => stack.push(*a),
            expr::Kind::Bin(_, a, b)
            | expr::Kind::Cmp(_, a, b)
            | expr::Kind::Concat(a, b)
            | expr::Kind::FBin(_, a, b)
            | expr::Kind::FCmp(_, a, b) => stack.extend([*a, *b]),
            expr::Kind::Ite(c, a, b) => stack.extend([*c, *a, *b]),
            expr::Kind::Select { .. } => {
                walked(&seen);
                return false;
            }
        }
    }
    walked(&seen);
    true
}

/// Whether `e` only puts input bytes together (extensions, shifts, ors, ands,
/// concatenations, as a little- or big-endian field is read), within `limit` nodes.
fn assembles(ctx: &expr::Ctx, e: expr::ExprRef, limit: u32) -> bool {
    walk_within(ctx, e, limit, assembling)
}

/// Whether a node of kind `k` is one that puts input bytes together (see [`assembles`]).
fn assembling(k: &expr::Kind) -> bool {
    matches!(
        k,
        expr::Kind::Const(_)
            | expr::Kind::Var(_)
            | expr::Kind::ZExt(_)
            | expr::Kind::Extract { .. }
            | expr::Kind::Concat(..)
            | expr::Kind::Bin(
                expr::BinOp::Or | expr::BinOp::Shl | expr::BinOp::LShr | expr::BinOp::And,
                ..
            )
    )
}

/// When `c` compares an assembled field with a constant of 16 bits or more: the constant and
/// the field. A checksum computed through a table arrives so, every lookup having read at
/// the index the input gave (and a magic number too, which a repair then sets, as a
/// negation would).
fn constant_check(ctx: &mut expr::Ctx, c: expr::ExprRef) -> Option<(expr::ExprRef, expr::ExprRef)> {
    let expr::Kind::Not(eq) = ctx.node(c).kind else {
        return None;
    };
    let expr::Kind::Cmp(expr::CmpOp::Eq, a, b) = ctx.node(eq).kind else {
        return None;
    };
    let (k, field) = match (&ctx.node(a).kind, &ctx.node(b).kind) {
        (expr::Kind::Const(_), _) => (a, b),
        (_, expr::Kind::Const(_)) => (b, a),
        _ => return None,
    };
    let vars = ctx.symbols(field).vars.len();
    (ctx.width(k) >= 16 && (1..=MAX_STORED_BYTES).contains(&vars) && assembles(ctx, field, 64))
        .then_some((k, field))
}

/// Input bytes a check covers at least to count as an aggregate: more than two offsets
/// and a length (a bound on one field that others give is the parser's logic).
const AGGREGATE_BYTES: usize = 16;

/// Whether `c` tests a computation over many input bytes (a one's-complement sum that
/// includes its own check word, `sum % 255 == 0`, and the folds on the way), not fields
/// against fields or constants (two addresses compared, a 64-bit magic number).
fn aggregate(ctx: &mut expr::Ctx, c: expr::ExprRef) -> bool {
    let syms = ctx.symbols(c);
    syms.arrays.is_empty()
        && syms.vars.len() >= AGGREGATE_BYTES
        && !walk_within(ctx, c, 256, |k| {
            matches!(k, expr::Kind::Not(_) | expr::Kind::Cmp(..)) || assembling(k)
        })
}

/// The input's byte a variable stands for, if it stands for one.
fn byte_index(ctx: &expr::Ctx, v: expr::VarId, label: &str) -> Option<usize> {
    ctx.var_info(v)
        .0
        .strip_prefix(label)?
        .strip_prefix('[')?
        .strip_suffix(']')?
        .parse()
        .ok()
}

/// Last decisions of a run [`repair_in_place`] looks for the failed check among.
const IN_PLACE_WINDOW: usize = 256;

/// Pairs of adjacent bytes [`repair_in_place`] tries as the check word.
const IN_PLACE_TRIES: usize = 3;

/// Repair of a check over bytes that include its own check word (the Internet checksum):
/// no bytes stand apart as the stored value, so two adjacent bytes that only the check
/// reads (no other decision of the run tests them) are solved for with every other byte
/// kept. Only the run's last failed check of that kind is mended: that is where the run
/// gave up.
fn repair_in_place(
    ex: &mut symex::Executor<'_, '_>,
    trace: &[expr::ExprRef],
    input: &[u8],
    label: &str,
    keep: &[usize],
) -> Option<Vec<u8>> {
    // A run that fails such a check gives up soon after it: only its last decisions are
    // looked at (the symbols of every condition of a long run are not cheap).
    let at = (trace.len().saturating_sub(IN_PLACE_WINDOW)..trace.len())
        .rev()
        .find(|&i| aggregate(&mut ex.ctx, trace[i]))?;
    // A check against stored bytes is [`repair`]'s.
    if checksum_parts(&mut ex.ctx, trace[at]).is_some()
        || constant_check(&mut ex.ctx, trace[at]).is_some()
    {
        return None;
    }
    let vars = ex.ctx.symbols(trace[at]).vars.clone();
    // A run that passed the check goes on to read the bytes it covered; one that failed it
    // gives up on them.
    let read_after = trace[at + 1..].iter().any(|&c| {
        let later = ex.ctx.symbols(c);
        later.vars.iter().any(|v| vars.binary_search(v).is_ok())
    });
    if read_after {
        return None;
    }
    // A run that failed the check tested little else: the bytes its parent's run tested
    // (the fields the child was solved for) are kept too.
    let mut tested = tested_bytes(&mut ex.ctx, trace);
    tested.extend(vars.iter().copied().filter(|&v| {
        byte_index(&ex.ctx, v, label).is_some_and(|i| keep.binary_search(&i).is_ok())
    }));
    let holds = ex.ctx.not(trace[at]);
    for word in check_words(&mut ex.ctx, &tested, trace[at], label) {
        // The kept bytes are substituted, not constrained: the check then folds to a
        // function of the word alone. Given the whole sum with equalities, Z3 did not
        // answer within 100 ms over the Internet checksum of an 80-byte IGMP message.
        let mut fixed = Fixed(HashMap::default());
        for &v in vars.iter().filter(|v| !word.contains(v)) {
            let value = match byte_index(&ex.ctx, v, label) {
                Some(i) => u128::from(*input.get(i)?),
                None if ex.ctx.var_info(v).0 == format!("{label}.size") => input.len() as u128,
                None => return None,
            };
            fixed.0.insert(v, value);
        }
        let check = expr::Substitution::new(fixed).apply(&mut ex.ctx, holds);
        if let Ok(Some(m)) = ex.solver.model_around(&mut ex.ctx, &[], check) {
            return Some(child_bytes(&ex.ctx, &m, input, label));
        }
    }
    None
}

/// Variables replaced by constants.
struct Fixed(HashMap<expr::VarId, u128>);

impl expr::Leaves for Fixed {
    fn var(
        &mut self,
        ctx: &mut expr::Ctx,
        v: expr::VarId,
        w: expr::Width,
    ) -> Option<expr::ExprRef> {
        self.0.get(&v).map(|&value| ctx.constant(value, w))
    }
    fn constant(&mut self, _: &mut expr::Ctx, _: u128, _: expr::Width) -> Option<expr::ExprRef> {
        None
    }
    fn array(
        &mut self,
        _: &mut expr::Ctx,
        _: expr::ArrayId,
    ) -> Option<(expr::ArrRef, expr::ExprRef)> {
        None
    }
}

/// The variables a run's decisions test, aggregates aside.
fn tested_bytes(ctx: &mut expr::Ctx, trace: &[expr::ExprRef]) -> HashSet<expr::VarId> {
    let mut tested = HashSet::default();
    for &c in trace {
        if !aggregate(ctx, c) {
            tested.extend(ctx.symbols(c).vars.iter().copied());
        }
    }
    tested
}

/// Pairs of adjacent input bytes that only the check `c` reads, none of them `tested`:
/// where a check word may be (at most [`IN_PLACE_TRIES`]).
fn check_words(
    ctx: &mut expr::Ctx,
    tested: &HashSet<expr::VarId>,
    c: expr::ExprRef,
    label: &str,
) -> Vec<[expr::VarId; 2]> {
    let mut bytes: Vec<(usize, expr::VarId)> = ctx
        .symbols(c)
        .vars
        .iter()
        .filter(|v| !tested.contains(v))
        .filter_map(|&v| Some((byte_index(ctx, v, label)?, v)))
        .collect();
    bytes.sort_unstable();
    bytes
        .windows(2)
        .filter(|w| w[0].0 + 1 == w[1].0)
        .map(|w| [w[0].1, w[1].1])
        .take(IN_PLACE_TRIES)
        .collect()
}

/// How many more iterations a stretched child asks for than the nearest one, tried in
/// turn until one is feasible: a table overrun wants a count past the table, which a
/// limit the input sets elsewhere (a length the count must fit) may leave little room for.
const STRETCHES: [i128; 6] = [256, 64, 16, 8, 4, 2];

/// Queries of the search for the farthest stretch between two of [`STRETCHES`].
const STRETCH_SEARCH: usize = 6;

/// When `c` is a loop's exit compared with a constant (a counter against a count the input
/// gives; a site decided once is taken for a loop's first test when the constant is zero):
/// the count and whether it compares signed.
fn loop_count(ctx: &expr::Ctx, c: expr::ExprRef, looped: bool) -> Option<(expr::ExprRef, bool)> {
    let cmp = match ctx.node(c).kind {
        expr::Kind::Not(x) => x,
        _ => c,
    };
    let expr::Kind::Cmp(op, a, b) = ctx.node(cmp).kind else {
        return None;
    };
    let signed = match op {
        expr::CmpOp::Ult | expr::CmpOp::Ule => false,
        expr::CmpOp::Slt | expr::CmpOp::Sle => true,
        expr::CmpOp::Eq => return None,
    };
    let (e, k) = match (&ctx.node(a).kind, &ctx.node(b).kind) {
        (expr::Kind::Const(_), expr::Kind::Const(_)) => return None,
        (expr::Kind::Const(k), _) => (b, *k),
        (_, expr::Kind::Const(k)) => (a, *k),
        _ => return None,
    };
    // A loop that did not iterate tested its counter once, at its start (zero).
    (looped || k == 0).then_some((e, signed))
}

/// `x` of `w` bits as a number, signed or not.
fn ordered(x: u128, w: expr::Width, signed: bool) -> i128 {
    if signed {
        semantics::arith::sext(x, w)
    } else {
        x as i128
    }
}

/// For a loop's exit `c` (see [`loop_count`]) negated by `m`: conditions that take the
/// count further the way `m` moved it, by each of `steps`, with the step.
fn stretch(
    ctx: &mut expr::Ctx,
    concolic: &mut Concolic,
    c: expr::ExprRef,
    m: &expr::Assignment,
    looped: bool,
    steps: &[i128],
) -> Vec<(i128, expr::ExprRef)> {
    let Some((e, signed)) = loop_count(ctx, c, looped) else {
        return Vec::new();
    };
    let w = ctx.width(e);
    let (was, now) = (concolic.eval(ctx, e), ctx.eval(e, m));
    let order = |x: u128| ordered(x, w, signed);
    let (lo, hi) = if signed {
        (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
    } else {
        (0, (1i128 << w.min(126)) - 1)
    };
    let (now, up) = match order(now).cmp(&order(was)) {
        std::cmp::Ordering::Greater => (order(now), true),
        std::cmp::Ordering::Less => (order(now), false),
        std::cmp::Ordering::Equal => return Vec::new(),
    };
    let op = if signed {
        expr::CmpOp::Sle
    } else {
        expr::CmpOp::Ule
    };
    steps
        .iter()
        .filter_map(|&step| {
            let target = if up { now + step } else { now - step };
            if !(lo..=hi).contains(&target) {
                return None;
            }
            let t = ctx.constant(target as u128, w);
            Some((
                step,
                if up {
                    ctx.cmp(op, t, e)
                } else {
                    ctx.cmp(op, e, t)
                },
            ))
        })
        .collect()
}

/// The records a count governs, for a child that raised the count of the loop whose exit
/// is `trace[j]` (at `sites[j]`): they start after the last byte tested before the loop's
/// first test (the count and the fields before it) and end at the first byte past them
/// that the first decision after its exit tests (the next field), so many bytes per
/// iteration. `child` with as many more records, copies of the last (each leading byte
/// moved on by the copy's rank), inserted there:
/// raised in place, the count would take the fields after its records for records.
/// `None` when the records cannot be told so.
#[allow(clippy::too_many_arguments)]
fn spliced(
    ctx: &mut expr::Ctx,
    concolic: &mut Concolic,
    trace: &[expr::ExprRef],
    tested: &[Vec<usize>],
    sites: &[u64],
    j: usize,
    m: &expr::Assignment,
    child: &[u8],
) -> Option<Vec<u8>> {
    let (e, signed) = loop_count(ctx, trace[j], true)?;
    let w = ctx.width(e);
    let was = ordered(concolic.eval(ctx, e), w, signed);
    let now = ordered(ctx.eval(e, m), w, signed);
    let more = usize::try_from(now.checked_sub(was)?)
        .ok()
        .filter(|&d| d > 0)?;
    let iterations = usize::try_from(was).ok().filter(|&n| n > 0)?;
    // The loop tested its exit once per iteration and once more to leave: the first of
    // those tests is where its records begin. A rotated loop (`for` compiled with its first
    // test before the body, at an instruction of its own) has one test fewer here.
    let tests = || (0..=j).rev().filter(|&k| sites[k] == sites[j]);
    let first_test = tests()
        .nth(iterations)
        .or_else(|| tests().nth(iterations - 1))?;
    let start = 1 + tested[..first_test].iter().flatten().max()?;
    let end = tested[j + 1..]
        .iter()
        .find_map(|bytes| bytes.iter().filter(|&&i| i >= start).min())
        .copied()?;
    // The bytes the iterations themselves test, where they do (each source compared with
    // those listed), are the records exactly: the fields around them may have bytes no
    // decision reads (a group address tested by its top byte alone).
    let inside = tested[first_test..j]
        .iter()
        .flatten()
        .copied()
        .filter(|&i| (start..end).contains(&i));
    let (start, end) = match (inside.clone().min(), inside.max()) {
        (Some(lo), Some(hi)) if (hi + 1 - lo) % iterations == 0 => (lo, hi + 1),
        _ => (start, end),
    };
    let span = end - start;
    if span == 0 || span % iterations != 0 || end > child.len() {
        return None;
    }
    let stride = span / iterations;
    if more.checked_mul(stride)? > MAX_GROWTH {
        return None;
    }
    let last = &child[end - stride..end];
    let mut out = child[..end].to_vec();
    // Each copy's leading byte is moved on by its rank: a table keyed by a record's first
    // field (a set of addresses, of ids) drops a record it already holds, and copies
    // equal to the last would add nothing to it.
    for k in 1..=more {
        let at = out.len();
        out.extend_from_slice(last);
        out[at] = out[at].wrapping_add(k as u8);
    }
    out.extend_from_slice(&child[end..]);
    Some(out)
}

/// AFL's hit-count bucket of `n` decisions: 1, 2, 3, 4–7, 8–15, 16–31, 32–127, 128+.
fn count_bucket(n: u32) -> u8 {
    match n {
        0..=3 => n as u8,
        4..=7 => 4,
        8..=15 => 5,
        16..=31 => 6,
        32..=127 => 7,
        _ => 8,
    }
}

/// Bytes a stored checksum spans at most (a 64-bit value, or 16 hex digits).
const MAX_STORED_BYTES: usize = 16;

/// Input bytes a computed checksum covers at least: fewer is a field compared with a field.
const MIN_COMPUTED_BYTES: usize = 3;

/// The seed's value of `v`, and the condition that `v` has it.
fn at_seed(ctx: &mut expr::Ctx, concolic: &mut Concolic, v: expr::VarId) -> (u128, expr::ExprRef) {
    let x = ctx.var_expr(v);
    let value = concolic.eval(ctx, x);
    let k = ctx.constant(value, ctx.width(x));
    (value, ctx.eq(x, k))
}

/// `m`, a model of `cs` ∧ `focus`, with the input bytes it changed that `focus` does not
/// read put back to the seed's values where `cs` ∧ `focus` allow: the solver picks any
/// value for a byte the conditions merely relate to the negated one (a record's auxiliary
/// length beside the count raised), and the child would change a field for nothing.
fn nearer(
    ex: &mut symex::Executor<'_, '_>,
    concolic: &mut Concolic,
    cs: &[expr::ExprRef],
    focus: expr::ExprRef,
    m: expr::Assignment,
) -> expr::Assignment {
    let own = ex.ctx.symbols(focus);
    let mut kept = cs.to_vec();
    for (&v, &value) in &m.vars {
        if own.vars.binary_search(&v).is_ok() {
            continue;
        }
        let (seed, eq) = at_seed(&mut ex.ctx, concolic, v);
        if seed != value {
            kept.push(eq);
        }
    }
    if kept.len() == cs.len() {
        return m;
    }
    match ex.solver.model_around(&mut ex.ctx, &kept, focus) {
        Ok(Some(near)) => near,
        _ => m,
    }
}

/// What a failed checksum's repair made of the input.
enum Repair {
    /// The stored bytes hold the computed value.
    Mended(Vec<u8>),
    /// The stored field cannot hold the value in as many bytes as it has (a decimal checksum
    /// that needs one more digit): a copy of its first byte inserted before it, for the
    /// repair of the next run to solve one byte wider. Later bytes moved, so the other
    /// checks of this run no longer name the input's bytes.
    Widened(Vec<u8>),
}

/// Input-to-state repair (RedQueen): when `c` is a failed checksum, the input with the
/// stored bytes solved (alone) to hold the value the computation has under this input.
/// The run's checks of the stored bytes alone (a digit is a digit) hold too: a value that
/// only a byte outside them could spell is no repair, and it says the field must widen.
fn repair(
    ex: &mut symex::Executor<'_, '_>,
    concolic: &mut Concolic,
    c: expr::ExprRef,
    trace: &[expr::ExprRef],
    input: &[u8],
    label: &str,
) -> Option<Repair> {
    if !matches!(ex.ctx.node(c).kind, expr::Kind::Not(_)) {
        return None;
    }
    let (computed, stored) =
        checksum_parts(&mut ex.ctx, c).or_else(|| constant_check(&mut ex.ctx, c))?;
    let value = concolic.eval(&mut ex.ctx, computed);
    let w = ex.ctx.width(computed);
    let k = ex.ctx.constant(value, w);
    let holds = ex.ctx.eq(stored, k);
    let field = ex.ctx.symbols(stored);
    let form: Vec<expr::ExprRef> = trace
        .iter()
        .copied()
        .filter(|&t| {
            let s = ex.ctx.symbols(t);
            s.arrays.is_empty()
                && !s.vars.is_empty()
                && s.vars.iter().all(|v| field.vars.binary_search(v).is_ok())
        })
        .collect();
    let mended = |ex: &mut symex::Executor<'_, '_>, form: &[expr::ExprRef]| {
        let m = ex.solver.model_around(&mut ex.ctx, form, holds).ok()??;
        Some(Repair::Mended(child_bytes(&ex.ctx, &m, input, label)))
    };
    if let Some(r) = mended(ex, &form) {
        return Some(r);
    }
    if form.is_empty() {
        return None;
    }
    // Too narrow only if no value the field's form allows reaches the computed one; else
    // the form itself is in the way (a sign that makes a decimal negative), and the field
    // is mended as it would be with no form, leaving the next run to take another branch.
    let above = ex.ctx.cmp(expr::CmpOp::Ult, k, stored);
    let first = field
        .vars
        .iter()
        .filter_map(|&v| byte_index(&ex.ctx, v, label))
        .min()
        .filter(|&i| i < input.len());
    match first {
        Some(i) if matches!(ex.solver.model_around(&mut ex.ctx, &form, above), Ok(None)) => {
            let mut wider = input.to_vec();
            wider.insert(i, input[i]);
            Some(Repair::Widened(wider))
        }
        _ => mended(ex, &[]),
    }
}

/// `child` with as many zero bytes appended as the most one of its fields grew over
/// `input`'s: a byte, or two adjacent bytes read as a 16-bit little- or big-endian length
/// (at most [`MAX_GROWTH`]); `None` when none grew. A raised count of records says how much
/// more the input needs, which the input's room (twice its length) may not hold.
fn grown(input: &[u8], child: &[u8]) -> Option<Vec<u8>> {
    let n = input.len().min(child.len());
    let word = |b: &[u8], i: usize, little: bool| {
        let (lo, hi) = if little {
            (b[i], b[i + 1])
        } else {
            (b[i + 1], b[i])
        };
        usize::from(hi) << 8 | usize::from(lo)
    };
    let mut d = 0;
    for i in 0..n {
        if input[i] == child[i] && (i + 1 >= n || input[i + 1] == child[i + 1]) {
            continue;
        }
        let mut deltas = vec![usize::from(child[i].saturating_sub(input[i]))];
        // Either byte may be a word's: a big-endian length raised past 255 changes its high
        // byte alone (IPv4's total length).
        if i + 1 < n {
            for little in [true, false] {
                deltas.push(word(child, i, little).saturating_sub(word(input, i, little)));
            }
        }
        d = deltas
            .into_iter()
            .filter(|&x| x <= MAX_GROWTH)
            .fold(d, usize::max);
    }
    if d == 0 {
        return None;
    }
    let mut g = child.to_vec();
    g.resize(g.len() + d, 0);
    Some(g)
}

/// Bytes an optimistic child's input grows by at most.
const MAX_GROWTH: usize = 1024;

/// The parent `input` with the bytes and length model `m` gives: a child input.
fn child_bytes(ctx: &expr::Ctx, m: &expr::Assignment, input: &[u8], label: &str) -> Vec<u8> {
    let mut bytes = input.to_vec();
    let mut len = input.len();
    let size_name = format!("{label}.size");
    let prefix = format!("{label}[");
    for (&v, &value) in &m.vars {
        let name = ctx.var_info(v).0;
        if name == size_name {
            // The model of a query that left the stream's capacity out may ask for more.
            len = value.min(u128::from(room(input))) as usize;
        } else if let Some(i) = name
            .strip_prefix(&prefix)
            .and_then(|r| r.strip_suffix(']'))
            .and_then(|i| i.parse::<usize>().ok())
        {
            if bytes.len() <= i {
                bytes.resize(i + 1, 0);
            }
            bytes[i] = value as u8;
        }
    }
    bytes.resize(len, 0);
    bytes
}

/// The most bytes a run of `input` may read: room to grow to twice its size (64 bytes at
/// least) in one generation.
fn room(input: &[u8]) -> u64 {
    let len = input.len() as u64;
    len + len.max(64)
}

/// Whether `e` depends on the variable `var`.
fn mentions(ctx: &mut expr::Ctx, e: expr::ExprRef, var: expr::VarId) -> bool {
    ctx.symbols(e).vars.contains(&var)
}

/// Whether `e` depends on the variable `var` alone.
fn only_mentions(ctx: &mut expr::Ctx, e: expr::ExprRef, var: expr::VarId) -> bool {
    let syms = ctx.symbols(e);
    syms.arrays.is_empty() && syms.vars.as_slice() == [var]
}

#[cfg(test)]
mod tests {
    use super::{
        aggregate, check_words, checksum_parts, count_bucket, grown, negates, stretch, Window,
        STRETCHES,
    };
    use expr::{BinOp, Ctx};
    use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

    /// Input bytes `input[from..from + n]` as 8-bit variables.
    fn bytes(ctx: &mut Ctx, from: usize, n: usize) -> Vec<expr::ExprRef> {
        (from..from + n)
            .map(|i| ctx.named_var(&format!("input[{i}]"), 8))
            .collect()
    }

    /// A little-endian field: the bytes extended and shifted into place, or-ed.
    fn le(ctx: &mut Ctx, bs: &[expr::ExprRef]) -> expr::ExprRef {
        let mut v = ctx.constant(0, 32);
        for (k, &b) in bs.iter().enumerate() {
            let w = ctx.zext(b, 32);
            let sh = ctx.constant(8 * k as u128, 32);
            let placed = ctx.bin(BinOp::Shl, w, sh);
            v = ctx.bin(BinOp::Or, v, placed);
        }
        v
    }

    /// A rotate-and-add checksum over the bytes (not an assembly of them).
    fn sum(ctx: &mut Ctx, bs: &[expr::ExprRef]) -> expr::ExprRef {
        let mut v = ctx.constant(7, 32);
        for &b in bs {
            let w = ctx.zext(b, 32);
            let three = ctx.constant(3, 32);
            let m = ctx.mul(v, three);
            v = ctx.add(m, w);
        }
        v
    }

    #[test]
    fn a_check_word_compared_byte_by_byte_is_one_checksum() {
        let mut ctx = Ctx::new();
        let data = bytes(&mut ctx, 0, 6);
        let stored = bytes(&mut ctx, 6, 2);
        let computed = sum(&mut ctx, &data);
        let (hi, lo) = (ctx.extract(computed, 8, 8), ctx.extract(computed, 0, 8));
        let (eh, el) = (ctx.eq(stored[0], hi), ctx.eq(stored[1], lo));
        let both = ctx.and(eh, el);
        let failed = ctx.not(both);
        let parts = checksum_parts(&mut ctx, failed);
        let (c, s) = (ctx.concat(hi, lo), ctx.concat(stored[0], stored[1]));
        assert_eq!(parts, Some((c, s)));
        // Byte by byte against bytes the computation covers: no stored side.
        let (e1, e2) = (ctx.eq(data[0], hi), ctx.eq(stored[1], lo));
        let mixed = ctx.and(e1, e2);
        assert_eq!(checksum_parts(&mut ctx, mixed), None);
    }

    /// The variable of an input byte.
    fn var(ctx: &mut Ctx, b: expr::ExprRef) -> expr::VarId {
        ctx.symbols(b).vars[0]
    }

    #[test]
    fn a_sum_over_its_own_check_word_is_an_aggregate_with_untested_words() {
        let mut ctx = Ctx::new();
        let data = bytes(&mut ctx, 0, 20);
        let mut total = ctx.constant(0, 32);
        for pair in data.chunks(2) {
            let word = ctx.concat(pair[0], pair[1]);
            let word = ctx.zext(word, 32);
            total = ctx.add(total, word);
        }
        let ffff = ctx.constant(0xFFFF, 32);
        let check = ctx.eq(total, ffff);
        assert!(aggregate(&mut ctx, check));
        let failed = ctx.not(check);
        assert!(aggregate(&mut ctx, failed));
        // Fields compared with fields, however many bytes they span, are not.
        let (a, b) = (le(&mut ctx, &data[0..4]), le(&mut ctx, &data[4..8]));
        let (c, d) = (le(&mut ctx, &data[8..12]), le(&mut ctx, &data[12..16]));
        let (ab, cd) = (ctx.eq(a, b), ctx.eq(c, d));
        let fields = ctx.and(ab, cd);
        assert!(!aggregate(&mut ctx, fields));
        // Nor is a small sum (a bound on a length that two offsets give).
        let short = sum(&mut ctx, &data[..8]);
        let k = ctx.constant(40, 32);
        let bound = ctx.cmp(expr::CmpOp::Ult, short, k);
        assert!(!aggregate(&mut ctx, bound));
        // The check word may be where no other decision tests a byte: bytes 10 and 11 here,
        // and 18, 19; never a pair with a tested byte, nor two bytes apart.
        let mut tested = HashSet::default();
        for (i, &b) in data.iter().enumerate() {
            if !matches!(i, 10 | 11 | 13 | 18 | 19) {
                tested.insert(var(&mut ctx, b));
            }
        }
        let words = check_words(&mut ctx, &tested, failed, "input");
        let want =
            [[10, 11], [18, 19]].map(|[x, y]| [var(&mut ctx, data[x]), var(&mut ctx, data[y])]);
        assert_eq!(words, want);
    }

    #[test]
    fn a_loop_exit_is_stretched_the_way_the_negation_moved_the_count() {
        let mut ctx = Ctx::new();
        let count = ctx.named_var("input.count", 32);
        let four = ctx.constant(4, 32);
        // The run left the loop after 4 iterations: `4 < count` was false, count 4.
        let exit = ctx.cmp(expr::CmpOp::Ult, four, count);
        let taken = ctx.not(exit);
        let mut seed = HashMap::default();
        seed.insert("input.count".to_string(), 4);
        let mut concolic = solver::Concolic::new(seed);
        let v = var(&mut ctx, count);
        let mut nearest = expr::Assignment::default();
        nearest.vars.insert(v, 5);
        let farther = stretch(&mut ctx, &mut concolic, taken, &nearest, true, &STRETCHES);
        assert_eq!(farther.len(), STRETCHES.len());
        for (&step, &(at_step, far)) in STRETCHES.iter().zip(&farther) {
            assert_eq!(step, at_step);
            let at = |value: u128| {
                let mut a = expr::Assignment::default();
                a.vars.insert(v, value);
                ctx.eval(far, &a) & 1 == 1
            };
            assert!(at(5 + step as u128) && !at(4 + step as u128), "step {step}");
        }
        // A site decided once is a loop's first test only against zero.
        assert!(stretch(&mut ctx, &mut concolic, taken, &nearest, false, &STRETCHES).is_empty());
        // An equality has no direction.
        let eq = ctx.eq(count, four);
        assert!(stretch(&mut ctx, &mut concolic, eq, &nearest, true, &STRETCHES).is_empty());
    }

    #[test]
    fn a_stored_field_against_a_computation_is_a_checksum_either_way_round() {
        let mut ctx = Ctx::new();
        let data = bytes(&mut ctx, 0, 4);
        let stored = bytes(&mut ctx, 4, 4);
        let computed = sum(&mut ctx, &data);
        let field = le(&mut ctx, &stored);
        // Four bytes against four bytes: the assembled field is the stored side.
        for (a, b) in [(computed, field), (field, computed)] {
            let eq = ctx.eq(a, b);
            assert_eq!(checksum_parts(&mut ctx, eq), Some((computed, field)));
            let failed = ctx.not(eq);
            assert_eq!(checksum_parts(&mut ctx, failed), Some((computed, field)));
        }
        // Two fields compared, or a value against its own bytes, are not.
        let other = bytes(&mut ctx, 8, 1);
        let small = le(&mut ctx, &other);
        let one = le(&mut ctx, &data[..1]);
        let eq = ctx.eq(small, one);
        assert_eq!(checksum_parts(&mut ctx, eq), None);
        let own = le(&mut ctx, &data);
        let eq = ctx.eq(computed, own);
        assert_eq!(checksum_parts(&mut ctx, eq), None);
    }

    #[test]
    fn a_raised_field_grows_the_input_by_as_much() {
        // 5 to 9: four bytes more, or 0x0501 to 0x0901 read big endian, the larger.
        assert_eq!(grown(&[5, 1, 2], &[9, 1, 2]).map(|g| g.len()), Some(1027));
        assert_eq!(grown(&[5], &[9]), Some(vec![9, 0, 0, 0, 0]));
        assert_eq!(grown(&[5, 1, 2], &[5, 0, 2]), None);
        // A 16-bit length, either byte order: 44 to 344 in little endian, 0x0010 to 0x0120
        // in big endian.
        assert_eq!(
            grown(&[7, 44, 0, 9], &[7, 88, 1, 9]).map(|g| g.len()),
            Some(304)
        );
        assert_eq!(grown(&[0, 16, 3], &[1, 32, 3]).map(|g| g.len()), Some(275));
        assert_eq!(grown(&[0, 16, 3], &[1, 16, 3]).map(|g| g.len()), Some(259));
        // Not by more than MAX_GROWTH: a raised 16-bit value that is not a length.
        assert_eq!(grown(&[0, 0], &[0, 200]).map(|g| g.len()), Some(202));
        assert_eq!(grown(&[0, 0, 0], &[0, 0, 200]).map(|g| g.len()), Some(203));
    }

    #[test]
    fn each_negation_past_the_shared_decisions_is_one_shards() {
        for count in [2u32, 3, 8] {
            let shards: Vec<symex::Shard> = (0..count)
                .map(|i| symex::Shard::parse(&format!("{i}/{count}")).expect("a shard"))
                .collect();
            let depth = shards[0].depth() as usize;
            for input in [&b""[..], b"SM\x03abc", &[0xff; 40]] {
                for j in 0..depth + 40 {
                    let owners = shards
                        .iter()
                        .filter(|&&s| negates(s, input, true, j))
                        .count();
                    let want = if j < depth { count as usize } else { 1 };
                    assert_eq!(owners, want, "{count} shards, condition {j}");
                    // A shard's own input is all its own.
                    assert!(shards.iter().all(|&s| negates(s, input, false, j)));
                }
            }
        }
    }

    /// Which occurrences (1..=40, the 40th the last) of a site an expansion under
    /// `allowance` after `done` takes.
    fn taken(allowance: u32, done: u32) -> Vec<u32> {
        let w = Window {
            bound: 0,
            allowance,
            done,
            guards_only: false,
            shared: true,
        };
        (1..=40)
            .filter(|&n| w.takes(n, n == 40) && !w.taken_before(n, n == 40))
            .collect()
    }

    #[test]
    fn hit_counts_fall_into_afl_buckets() {
        let buckets: Vec<u8> = [1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 127, 128, 100_000]
            .iter()
            .map(|&n| count_bucket(n))
            .collect();
        assert_eq!(buckets, vec![1, 2, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8]);
    }

    #[test]
    fn back_off_takes_the_first_occurrences_powers_of_two_and_the_last() {
        assert_eq!(taken(8, 0), vec![1, 2, 3, 4, 5, 6, 7, 8, 16, 32, 40]);
    }

    #[test]
    fn a_wider_round_takes_exactly_what_the_narrower_one_held_back() {
        let second = taken(64, 8);
        let mut expected: Vec<u32> = (9..40).filter(|n| *n != 16 && *n != 32).collect();
        expected.sort_unstable();
        assert_eq!(second, expected);
        let mut all = taken(8, 0);
        all.extend(second);
        all.sort_unstable();
        assert_eq!(all, (1..=40).collect::<Vec<_>>());
        assert!(taken(64, 64).is_empty());
    }
}
