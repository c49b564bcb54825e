//! What the analyses share: setting up an exploration from `main` or an entry function, and
//! saying why an exploration is incomplete.

use std::time::Duration;

use interp::{Inputs, Machine, Outcome, Output, RunConfig};
use semantics::{Program, RunError, Witness};
use symex::{EntryFunction, ExploreLimits, ExploreReport, Explorer, SearchKind, Shard, SymConfig};

/// How an analysis explores.
#[derive(Clone, Debug)]
pub struct ExploreSetup<'a> {
    /// Wall-clock budget.
    pub timeout: Option<Duration>,
    /// Exploration strategy.
    pub search: SearchKind,
    /// Per-loop unrolling bound.
    pub loop_bound: Option<u32>,
    /// Most states alive at once.
    pub max_states: usize,
    /// Per-query solver timeout in milliseconds (never more than the whole budget).
    pub solver_timeout_ms: u32,
    /// With `--entry`: the function and how its parameters are made symbolic.
    pub entry: Option<&'a EntryFunction>,
    /// Record the branch edges paths take.
    pub track_edges: bool,
    /// Count every loop entry's iterations on each path.
    pub count_loops: bool,
    /// Merge the paths that reach a loop's header in the same iteration.
    pub merge_loops: bool,
    /// Merge the paths that meet at any join point too (bounded model checking).
    pub merge_joins: bool,
    /// Instructions one path may run before it is given up (`None`: the engine's default).
    pub max_path_steps: Option<u64>,
    /// Branch decisions one path may take before it is given up.
    pub max_depth: Option<u32>,
    /// Resident memory (MiB) above which exploration stops.
    pub max_memory_mb: Option<u64>,
    /// Every allocation may fail.
    pub malloc_can_fail: bool,
    /// Abstract subsumption at loop headers.
    pub subsume: bool,
    /// With `subsume`: lost heap memory is a violation, so a state holding some is never
    /// covered.
    pub lost_memory_matters: bool,
    /// With `subsume`: allocation sites are reported, so program objects pair only with
    /// objects of the same site.
    pub sites_matter: bool,
    /// Count the heap bytes each path holds and their high-water mark.
    pub track_heap: bool,
    /// Interpolation and reuse of explored subtrees.
    pub reuse: bool,
    /// Forks after which exploration stops, incomplete.
    pub max_forks: Option<u64>,
    /// Queries sent to Z3 after which exploration stops, incomplete.
    pub max_z3_calls: Option<u64>,
    /// Varies every random choice (`--seed`; 0 is the default sequence).
    pub seed: u64,
    /// Explore only this part of the tree (`--shard`, `--jobs`).
    pub shard: Option<Shard>,
}

impl Default for ExploreSetup<'_> {
    /// No limit but the engine's own, from `main`, nothing recorded beyond what every
    /// analysis needs.
    fn default() -> Self {
        ExploreSetup {
            timeout: None,
            search: SearchKind::Interleaved,
            loop_bound: None,
            max_states: ExploreLimits::default().max_states,
            solver_timeout_ms: SymConfig::default().solver.timeout_ms,
            entry: None,
            track_edges: false,
            count_loops: false,
            merge_loops: false,
            merge_joins: false,
            max_path_steps: None,
            max_depth: None,
            max_memory_mb: None,
            seed: 0,
            malloc_can_fail: false,
            subsume: false,
            lost_memory_matters: false,
            sites_matter: false,
            track_heap: false,
            reuse: false,
            max_forks: None,
            max_z3_calls: None,
            shard: None,
        }
    }
}

/// An explorer of `prog` as `s` describes.
pub fn explorer<'p, 'm>(
    prog: &'p Program<'m>,
    s: &ExploreSetup<'_>,
) -> Result<Explorer<'p, 'm>, RunError> {
    let mut config = SymConfig {
        max_steps_per_path: s
            .max_path_steps
            .unwrap_or(SymConfig::default().max_steps_per_path),
        loop_bound: s.loop_bound,
        count_loops: s.count_loops,
        max_depth: s.max_depth,
        malloc_can_fail: s.malloc_can_fail,
        ..SymConfig::default()
    };
    let budget_ms = s.timeout.map_or(u128::MAX, |t| t.as_millis().max(1));
    config.solver.timeout_ms = u128::from(s.solver_timeout_ms).min(budget_ms) as u32;
    let limits = ExploreLimits {
        timeout: s.timeout,
        max_states: s.max_states,
        max_memory_mb: s.max_memory_mb,
        seed: s.seed,
        shard: s.shard,
        max_forks: s.max_forks,
        max_z3_calls: s.max_z3_calls,
        ..ExploreLimits::default()
    };
    let mut explorer = match s.entry {
        Some(e) => Explorer::new_entry(prog, config, s.search, limits, e),
        None => Explorer::new(prog, config, s.search, limits),
    }?;
    if s.track_edges {
        explorer.ex.add_strategy(Box::new(techniques::edges::Edges));
    }
    if s.merge_loops || s.merge_joins {
        let merge = techniques::merge::Merge::new(s.merge_loops, s.merge_joins, s.count_loops);
        explorer.ex.add_strategy(Box::new(merge));
    }
    if s.subsume {
        let subsume = techniques::subsume::Subsume::new(s.lost_memory_matters, s.sites_matter);
        explorer.ex.add_strategy(Box::new(subsume));
    }
    if s.track_heap {
        explorer
            .ex
            .add_strategy(Box::new(techniques::reuse::heapuse::HeapUse));
    }
    if s.reuse {
        use techniques::reuse::Objective;
        let objective = if s.track_heap {
            Objective::HeapMark
        } else if s.count_loops {
            Objective::LoopCounts
        } else {
            Objective::None
        };
        let reuse = techniques::reuse::Reuse::new(s.subsume, objective, !s.lost_memory_matters);
        explorer.ex.add_strategy(Box::new(reuse));
    }
    Ok(explorer)
}

/// Runs the program concretely on the inputs of witness `w` (to confirm what symbolic
/// execution found), with loop acceleration when `accelerate` (a witness of a run that
/// used it); the machine is returned for a look at its final memory.
pub fn replay_witness<'p, 'm>(
    prog: &'p Program<'m>,
    w: &Witness,
    entry: Option<&EntryFunction>,
    accelerate: bool,
) -> Option<(Machine<'p, 'm>, Outcome)> {
    replay_witness_with(prog, w, entry, accelerate, |_| {})
}

/// [`replay_witness`], with `prepare` given the machine before it runs (to log what it does).
pub fn replay_witness_with<'p, 'm>(
    prog: &'p Program<'m>,
    w: &Witness,
    entry: Option<&EntryFunction>,
    accelerate: bool,
    prepare: impl FnOnce(&mut Machine<'p, 'm>),
) -> Option<(Machine<'p, 'm>, Outcome)> {
    let mut m = witness_machine(prog, w, 2_000_000_000).ok()?;
    prepare(&mut m);
    if accelerate {
        m.accelerate_loops();
    }
    let outcome = match entry {
        Some(e) => m.run_entry(&e.name, &e.params),
        None => m.run_main(),
    };
    Some((m, outcome))
}

/// A concrete machine for `prog` whose inputs come from `w`, its output captured, stopping
/// after `max_instructions`. It tracks which bytes were written, so that never-written bytes
/// take their values from the witness, as symbolic execution made them inputs.
pub fn witness_machine<'p, 'm>(
    prog: &'p Program<'m>,
    w: &Witness,
    max_instructions: u64,
) -> Result<Machine<'p, 'm>, RunError> {
    let config = RunConfig {
        max_instructions: Some(max_instructions),
        ..RunConfig::default()
    };
    let mut m = Machine::new(
        prog,
        config,
        Output::capture(),
        Inputs::from_witness(w.clone()),
    )?;
    m.mem.track_initialization();
    Ok(m)
}

/// The leak a concrete run that exited ends in (valid-memtrack's: heap blocks no pointer
/// reaches any more), as the error `pathsift run --check-leaks` reports; `None` when every
/// block is still reachable or freed.
pub fn leak_at_exit(prog: &Program<'_>, m: &Machine<'_, '_>) -> Option<RunError> {
    let pb = prog.module.model().pointer_bytes() as usize;
    let lost = memory::lost_heap(&m.mem, pb);
    (!lost.unreachable.is_empty()).then(|| RunError {
        kind: semantics::ErrorKind::MemoryLeak,
        message: format!(
            "{} heap block(s) unreachable at exit",
            lost.unreachable.len()
        ),
        loc: ir::LocId(0),
        function: String::new(),
    })
}

/// valid-memcleanup's leak: heap blocks still allocated when a concrete run exits, whether
/// or not something still points to them.
pub fn unfreed_at_exit(_prog: &Program<'_>, m: &Machine<'_, '_>) -> Option<RunError> {
    let n = m.mem.live_heap().count();
    (n > 0).then(|| RunError {
        kind: semantics::ErrorKind::MemoryLeak,
        message: format!("{n} heap block(s) still allocated at exit"),
        loc: ir::LocId(0),
        function: String::new(),
    })
}

/// An error's kind and line, as a finding that was not confirmed is named (`abort at line 3`).
pub fn error_at(m: &ir::Module, kind: semantics::ErrorKind, loc: ir::LocId) -> String {
    format!("{} at line {}", kind.name(), m.loc(loc).line)
}

/// Why an exploration did not cover every path exactly: limits hit, paths given up,
/// approximations made.
pub fn incomplete_reasons(s: &ExploreReport) -> Vec<String> {
    let mut why = Vec::new();
    if s.timed_out {
        why.push(format!(
            "time budget spent with {} states unexplored",
            s.paths_unexplored
        ));
    }
    if s.interrupted {
        why.push(format!(
            "interrupted with {} states unexplored",
            s.paths_unexplored
        ));
    }
    if s.state_limit {
        why.push("state limit reached".into());
    }
    if s.memory_limit {
        why.push("memory limit reached".into());
    }
    for (r, n) in &s.abandoned_reasons {
        why.push(format!("{n} path(s) given up: {r}"));
    }
    for (a, n) in &s.approximations {
        why.push(format!("approximation on {n} path(s): {a}"));
    }
    why
}

/// Whether a run that stops with this error stops as the native program would (an assertion,
/// `abort`, `reach_error`); after any other error the program's behaviour is undefined.
pub fn ends_cleanly(kind: semantics::ErrorKind) -> bool {
    use semantics::ErrorKind as K;
    matches!(
        kind,
        K::Assertion | K::Abort | K::ReachError | K::MemoryLeak
    )
}
