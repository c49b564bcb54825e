//! `pathsift test`: inputs that drive the program down its feasible paths, one test per path
//! that covers a branch edge (or reaches an error) no earlier test did, and a smallest suite
//! covering the same edges.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::BTreeSet;
use std::time::Duration;

use ir::{FuncId, LocId, Module, Op, TyKind};
use semantics::{ErrorKind, Program, RunError, Witness};
use solver::SolverStats;
use symex::{
    distinct_successors, short_circuit_operand, Decision, Edge, EntryFunction, ExploreReport,
    PathEnd, SearchKind, State, Term,
};

use crate::setcover::{minimum_cover, Cover};

/// Options of test generation.
#[derive(Clone, Debug)]
pub struct TestGenOptions {
    /// Wall-clock budget.
    pub timeout: Duration,
    /// Exploration strategy (coverage-guided by default).
    pub search: SearchKind,
    /// Per-loop unrolling bound.
    pub loop_bound: Option<u32>,
    /// Most states alive at once.
    pub max_states: usize,
    /// Per-query solver timeout in milliseconds.
    pub solver_timeout_ms: u32,
    /// With `--entry`: the function and how its parameters are made symbolic.
    pub entry: Option<EntryFunction>,
    /// Keep exploring after every branch edge is covered (to find more errors).
    pub exhaustive: bool,
    /// Search nodes the minimal-suite search may use before settling for its best cover.
    pub cover_budget: u64,
    /// Every allocation may fail (`--malloc-can-fail`).
    pub malloc_can_fail: bool,
    /// Varies every random choice (`--seed`; 0 is the default sequence).
    pub seed: u64,
    /// Explore only this part of the execution tree (`--shard`, `--jobs`).
    pub shard: Option<symex::Shard>,
}

impl Default for TestGenOptions {
    fn default() -> Self {
        TestGenOptions {
            seed: 0,
            shard: None,
            timeout: Duration::from_secs(30),
            search: SearchKind::CoverageNew,
            loop_bound: None,
            max_states: 100_000,
            solver_timeout_ms: 10_000,
            entry: None,
            exhaustive: false,
            cover_budget: 2_000_000,
            malloc_can_fail: false,
        }
    }
}

/// A branch edge of the program's own code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BranchEdge {
    /// The edge.
    pub edge: Edge,
    /// Location of the branching instruction.
    pub loc: LocId,
}

/// How a test's path ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TestEnd {
    /// The program exited.
    Exit(i32),
    /// A detected error.
    Error {
        /// Its kind.
        kind: ErrorKind,
        /// Explanation.
        message: String,
        /// Where.
        loc: LocId,
        /// In which function.
        function: String,
    },
    /// The path was given up (a limit), or was still running when time was up.
    Unfinished(String),
}

/// One generated test.
#[derive(Clone, Debug)]
pub struct GeneratedTest {
    /// Inputs driving the program down the path.
    pub witness: Witness,
    /// Branch edges the path covers (indices into [`TestGenResult::branches`]).
    pub covers: Vec<u32>,
    /// The path's branch decisions.
    pub decisions: Vec<Decision>,
    /// How the path ended.
    pub end: TestEnd,
}

/// Progress figures, reported at every path end.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// Paths ended so far.
    pub paths: u64,
    /// Tests kept so far.
    pub tests: usize,
    /// Branch edges covered so far.
    pub covered: usize,
    /// Branch edges in the program.
    pub total: usize,
}

/// What test generation produced.
#[derive(Clone, Debug)]
pub struct TestGenResult {
    /// Every branch edge of the program's own functions.
    pub branches: Vec<BranchEdge>,
    /// Every test, in the order found.
    pub tests: Vec<GeneratedTest>,
    /// Edges covered by the tests.
    pub covered: BTreeSet<u32>,
    /// Indices of the tests in the minimal suite.
    pub suite: Cover,
    /// What exploration did.
    pub summary: ExploreReport,
    /// Solver statistics.
    pub solver: SolverStats,
    /// Instructions executed over all paths.
    pub instructions: u64,
    /// Forks.
    pub forks: u64,
    /// Paths whose inputs could not be computed, with the reason.
    pub witness_failures: Vec<String>,
}

/// Every branch edge of the program's own functions (of `only` when given), in function and
/// block order.
pub fn branch_edges(m: &Module, only: Option<&[FuncId]>) -> Vec<BranchEdge> {
    let mut out = Vec::new();
    for (i, f) in m.functions.iter().enumerate() {
        let fid = FuncId(i as u32);
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        if !m.is_program_function(fid) || only.is_some_and(|o| !o.contains(&fid)) {
            continue;
        }
        for (site, inst) in body.insts.iter().enumerate() {
            let outcomes = match &inst.op {
                Op::Select { ty, .. } => {
                    let scalar = matches!(
                        m.types.kind(*ty),
                        TyKind::Int(_) | TyKind::Ptr | TyKind::Float(_)
                    );
                    if scalar {
                        2
                    } else {
                        0
                    }
                }
                // A branch on the phi that merges `&&`/`||` outcomes adds no edge of its own:
                // its outcomes are those of the operands (which are edges already).
                Op::CondBr {
                    cond: ir::Operand::Reg(r),
                    ..
                } if merges_short_circuit(body, f.block_of(site as u32), *r) => 0,
                // `if (0)` kept for its labels, and `if (c) {} else {}`: no decision to cover
                // (gcc emits no branch for either).
                Op::CondBr {
                    cond: ir::Operand::Const(_),
                    ..
                } => 0,
                Op::CondBr { t, f: e, .. }
                    if through_empty(body, *t) == through_empty(body, *e) =>
                {
                    0
                }
                op @ (Op::CondBr { .. } | Op::Switch { .. }) => distinct_successors(op).len(),
                Op::Br { .. } => {
                    let b = f.block_of(site as u32).unwrap_or(ir::BlockId(0));
                    if short_circuit_operand(m, body, b).is_some() {
                        2
                    } else {
                        0
                    }
                }
                _ => 0,
            };
            if outcomes < 2 {
                continue;
            }
            for k in 0..outcomes as u32 {
                out.push(BranchEdge {
                    edge: Edge {
                        func: fid,
                        site: site as u32,
                        succ: k,
                    },
                    loc: inst.loc,
                });
            }
        }
    }
    out
}

/// The block control reaches from `b` through blocks that only jump on (no phis, no work).
fn through_empty(body: &ir::Body, mut b: ir::BlockId) -> ir::BlockId {
    for _ in 0..body.blocks.len() {
        let Some(blk) = body.blocks.get(b.0 as usize) else {
            break;
        };
        let only_jump = blk.phis.is_empty() && blk.end == blk.start + 1;
        match body.insts.get(blk.start as usize).map(|i| &i.op) {
            Some(Op::Br { target }) if only_jump => b = *target,
            _ => break,
        }
    }
    b
}

fn merges_short_circuit(body: &ir::Body, b: Option<ir::BlockId>, r: ir::ValueId) -> bool {
    b.and_then(|b| body.blocks.get(b.0 as usize))
        .is_some_and(|blk| blk.phis.iter().any(|p| p.dst == r))
}

/// Generates tests for `prog` (from `main`, or from the entry function of `opts`).
pub fn generate(
    prog: &Program<'_>,
    opts: &TestGenOptions,
    mut progress: impl FnMut(Progress),
) -> Result<TestGenResult, RunError> {
    let m = prog.module;
    // With --entry, coverage counts what the entry can run: main and the rest do not count.
    let reachable = opts
        .entry
        .as_ref()
        .and_then(|e| m.func_by_name(&e.name))
        .and_then(|f| symex::reachable_functions(m, f));
    let branches = branch_edges(m, reachable.as_deref());
    let index: HashMap<Edge, u32> = branches
        .iter()
        .enumerate()
        .map(|(i, b)| (b.edge, i as u32))
        .collect();
    let mut explorer = crate::session::explorer(
        prog,
        &crate::session::ExploreSetup {
            timeout: Some(opts.timeout),
            search: opts.search,
            loop_bound: opts.loop_bound,
            max_states: opts.max_states,
            solver_timeout_ms: opts.solver_timeout_ms,
            entry: opts.entry.as_ref(),
            track_edges: true,
            seed: opts.seed,
            shard: opts.shard,
            malloc_can_fail: opts.malloc_can_fail,
            ..Default::default()
        },
    )?;
    let mut gen = Collector {
        index: &index,
        covered: BTreeSet::new(),
        errors: HashSet::default(),
        tests: Vec::new(),
        witness_failures: Vec::new(),
    };
    let total = branches.len();
    let mut paths = 0u64;
    let summary = explorer.explore(|ex, st, term| {
        paths += 1;
        let Some(end) = test_end(term) else {
            return PathEnd::Continue;
        };
        gen.offer(ex, st, end);
        progress(Progress {
            paths,
            tests: gen.tests.len(),
            covered: gen.covered.len(),
            total,
        });
        if !opts.exhaustive && total > 0 && gen.covered.len() == total {
            PathEnd::Stop
        } else {
            PathEnd::Continue
        }
    });
    // Paths still running when time ran out have covered edges too: their prefixes are tests.
    let pending: Vec<State> = explorer.searcher.states().cloned().collect();
    for st in &pending {
        // A forked error side waits for its turn only to end: it is an error test already.
        let end = match &st.pending {
            Some(t @ Term::Error { .. }) => test_end(t),
            _ => None,
        };
        let end = end.unwrap_or_else(|| TestEnd::Unfinished("time budget spent".into()));
        gen.offer(&mut explorer.ex, st, end);
    }
    // Each error test also covers an element of its own, so that the suite keeps every one.
    let first_error = u32::try_from(branches.len()).unwrap_or(u32::MAX);
    let sets: Vec<Vec<u32>> = gen
        .tests
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let mut set = t.covers.clone();
            if matches!(t.end, TestEnd::Error { .. }) {
                set.push(first_error.saturating_add(u32::try_from(i).unwrap_or(u32::MAX)));
            }
            set
        })
        .collect();
    let suite = minimum_cover(&sets, opts.cover_budget);
    let ex = &explorer.ex;
    Ok(TestGenResult {
        branches,
        tests: gen.tests,
        covered: gen.covered,
        suite,
        solver: ex.solver.stats().clone(),
        instructions: ex.instructions,
        forks: ex.forks,
        summary,
        witness_failures: gen.witness_failures,
    })
}

/// Keeps the paths that bring something new.
struct Collector<'a> {
    index: &'a HashMap<Edge, u32>,
    covered: BTreeSet<u32>,
    errors: HashSet<(ErrorKind, LocId)>,
    tests: Vec<GeneratedTest>,
    witness_failures: Vec<String>,
}

impl Collector<'_> {
    fn offer(&mut self, ex: &mut symex::Executor<'_, '_>, st: &State, end: TestEnd) {
        let mut covers: Vec<u32> = techniques::edges::taken(st)
            .filter_map(|e| self.index.get(e).copied())
            .collect();
        covers.sort_unstable();
        let new_edge = covers.iter().any(|e| !self.covered.contains(e));
        let new_error = match &end {
            TestEnd::Error { kind, loc, .. } => !self.errors.contains(&(*kind, *loc)),
            _ => false,
        };
        if !new_edge && !new_error {
            return;
        }
        let witness = match ex.witness(st) {
            Ok(w) => w,
            Err(e) => {
                self.witness_failures.push(e);
                return;
            }
        };
        if let TestEnd::Error { kind, loc, .. } = &end {
            self.errors.insert((*kind, *loc));
        }
        self.covered.extend(covers.iter().copied());
        self.tests.push(GeneratedTest {
            witness,
            covers,
            decisions: st.decisions.iter().copied().collect(),
            end,
        });
    }
}

/// How a path that ended with `term` ends as a test; `None` for an infeasible path.
fn test_end(term: &Term) -> Option<TestEnd> {
    Some(match term {
        Term::Infeasible => return None,
        Term::Exit(c) => TestEnd::Exit(*c),
        Term::Error {
            kind,
            message,
            loc,
            function,
        } => TestEnd::Error {
            kind: *kind,
            message: message.clone(),
            loc: *loc,
            function: function.clone(),
        },
        Term::Abandoned(why) => TestEnd::Unfinished(why.to_string()),
    })
}
