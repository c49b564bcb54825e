//! Concrete runs at the start of `verify`'s portfolio: every input zero, then random inputs
//! from a few seeds. The interpreter runs a path at a hundred times the symbolic engine's
//! speed and asks no solver, so errors that many inputs reach, behind loops too long or
//! arrays too large to explore symbolically, are found in a fraction of a second. A run
//! that reaches an error is a violation with the run's inputs as its witness (replayed once
//! more, as every witness is); a run that does not proves nothing.

use std::collections::VecDeque;
use std::time::Duration;

use budget::Instant;

use interp::{Fill, Machine, Outcome};
use semantics::{ErrorKind, Program, Witness};

use crate::property::Property;
use crate::verdict::{replays, Verdict, VerifyResult, Violation};

/// Instructions a run executes before the next one takes its turn.
const SLICE_INSTRUCTIONS: u64 = 1_000_000;

/// Runs that take turns at once; when one ends, the next seed starts.
const LIVE_RUNS: usize = 4;

/// Instructions all runs together may execute when no budget is given.
const UNBUDGETED_INSTRUCTIONS: u64 = 260_000_000;

/// Random runs at most (seeds 1, 2, ...).
const RANDOM_RUNS: u64 = 8;

/// Instructions per second of the budget the runs may execute (the interpreter runs more
/// than 10⁸ a second), so that they do not outlast a short budget.
const INSTRUCTIONS_PER_SECOND: f64 = 100_000_000.0;

/// Runs `prog`'s `main` concretely, with zero inputs and with random ones from a few seeds,
/// until one violates `property`, every run has ended, or the budget is spent. A few runs
/// take turns, each executing a slice of instructions and then waiting for the others, so
/// that an input on which the program runs long does not take the time of the rest; a run
/// that ends makes room for the next seed. Only errors are looked for: a leak needs the
/// heap at exit, which these runs do not judge.
pub(crate) fn probe(
    prog: &Program<'_>,
    property: Property,
    budget: Option<Duration>,
    seed: u64,
) -> Option<VerifyResult> {
    // Each `--seed` draws its own inputs; seed 0 gives 1, 2, ...
    let first = seed.wrapping_mul(RANDOM_RUNS + 1);
    let start = Instant::now();
    let total = budget.map_or(UNBUDGETED_INSTRUCTIONS, |b| {
        (b.as_secs_f64() * INSTRUCTIONS_PER_SECOND) as u64
    });
    let mut spent = 0u64;
    let mut runs = 0u64;
    let mut seeds = 0..=RANDOM_RUNS;
    let mut live: VecDeque<(u64, Machine<'_, '_>)> = VecDeque::new();
    loop {
        // Until the zero run reads an input, the seeds would only repeat it.
        while live.len() < LIVE_RUNS
            && !live.iter().any(|(s, m)| *s == 0 && m.inputs.log.is_empty())
        {
            let Some(seed) = seeds.next() else { break };
            let mut m = crate::session::witness_machine(prog, &Witness::default(), 0).ok()?;
            if seed > 0 {
                m.inputs.fill = Some(Fill::new(first.wrapping_add(seed)));
            }
            m.accelerate_loops();
            live.push_back((
                if seed > 0 {
                    first.wrapping_add(seed)
                } else {
                    0
                },
                m,
            ));
            runs += 1;
        }
        let (seed, mut m) = live.pop_front()?;
        if spent >= total || budget.is_some_and(|b| start.elapsed() > b) {
            return None;
        }
        let before = m.instructions;
        let limit = before + SLICE_INSTRUCTIONS.min(total - spent);
        let outcome = if before == 0 {
            m.set_instruction_limit(limit);
            m.run_main()
        } else {
            m.resume(limit)
        };
        spent += m.instructions - before;
        if matches!(&outcome, Outcome::Error(e) if e.kind == ErrorKind::InstructionLimit) {
            live.push_back((seed, m));
            continue;
        }
        // A run that read no input is the program's only run: the seeds would repeat it.
        let only_run = m.inputs.log.is_empty();
        if let Some(found) = violation(prog, property, (seed, runs), &outcome, m) {
            return Some(found);
        }
        if only_run {
            return None;
        }
    }
}

/// The violation `outcome` shows when it is an error of `property` and the run's inputs,
/// `m`'s log, replay to it; `seed` is the run's (0: zero inputs), the `runs`-th so far.
fn violation(
    prog: &Program<'_>,
    property: Property,
    (seed, runs): (u64, u64),
    outcome: &Outcome,
    m: Machine<'_, '_>,
) -> Option<VerifyResult> {
    let Outcome::Error(e) = outcome else {
        return None;
    };
    let sub = property.violated_by(e.kind)?;
    let w = Witness {
        inputs: m.inputs.log.clone(),
        ..Witness::default()
    };
    let instructions = m.instructions;
    drop(m);
    if !replays(prog, &w, e.kind, property, None, true) {
        return None;
    }
    let how = if seed == 0 {
        "with every input zero".to_string()
    } else {
        format!("with random inputs (seed {seed})")
    };
    Some(VerifyResult {
        verdict: Verdict::False,
        reason: format!(
            "{} at the reported location, reached by a concrete run {how}; the witness replays",
            e.kind.name()
        ),
        violation: Some(Violation {
            kind: e.kind,
            subproperty: sub,
            message: e.message.clone(),
            loc: e.loc,
            function: e.function.clone(),
            trace: Vec::new(),
            decisions: Vec::new(),
            witness: w,
        }),
        summary: symex::ExploreReport {
            paths_completed: runs,
            ..Default::default()
        },
        solver: Default::default(),
        instructions,
        forks: 0,
        merges: 0,
        engine: "paths",
        unwind: None,
        flags: Default::default(),
    })
}
