//! Concrete runs at the start of `verify`'s portfolio: every input zero, then random inputs
//! from a few seeds. The interpreter runs a path at a hundred times the symbolic engine's
//! speed and asks no solver, so errors that many inputs reach, behind loops too long or
//! arrays too large to explore symbolically, are found in a fraction of a second. A run
//! that reaches an error is a violation with the run's inputs as its witness (replayed once
//! more, as every witness is); a run that does not proves nothing.

use std::time::{Duration, Instant};

use engine::{Fill, Outcome, Program, Witness};

use crate::property::Property;
use crate::verify::{replays, Verdict, VerifyResult, Violation};

/// Instructions the all-zero run may execute.
const ZERO_RUN_INSTRUCTIONS: u64 = 100_000_000;

/// Instructions each random run may execute.
const RANDOM_RUN_INSTRUCTIONS: u64 = 20_000_000;

/// Random runs at most (seeds 1, 2, ...).
const RANDOM_RUNS: u64 = 8;

/// Instructions per second of the budget a run may execute (the interpreter runs more than
/// 10⁸ a second), so that no run outlasts a short budget.
const INSTRUCTIONS_PER_SECOND: f64 = 100_000_000.0;

/// Runs `prog`'s `main` concretely, first with zero inputs, then with random ones, until one
/// violates `property`, the runs are done, or `budget` (when given) has passed. Only errors
/// are looked for: a leak needs the heap at exit, which these runs do not judge.
pub(crate) fn probe(
    prog: &Program<'_>,
    property: Property,
    budget: Option<Duration>,
) -> Option<VerifyResult> {
    let start = Instant::now();
    let mut longest = Duration::ZERO;
    for seed in 0..=RANDOM_RUNS {
        // A run is not started unless one as long as the longest so far fits in the budget.
        if seed > 0 && budget.is_some_and(|b| start.elapsed() + longest > b) {
            break;
        }
        let run_start = Instant::now();
        let cap = if seed == 0 {
            ZERO_RUN_INSTRUCTIONS
        } else {
            RANDOM_RUN_INSTRUCTIONS
        };
        let cap = budget.map_or(cap, |b| {
            cap.min((b.as_secs_f64() * INSTRUCTIONS_PER_SECOND) as u64)
        });
        let mut m = crate::session::witness_machine(prog, &Witness::default(), cap).ok()?;
        if seed > 0 {
            m.inputs.fill = Some(Fill::new(seed));
        }
        m.accelerate_loops();
        let outcome = m.run_main();
        longest = longest.max(run_start.elapsed());
        if let Outcome::Error(e) = &outcome {
            if let Some(sub) = property.violated_by(e.kind) {
                let w = Witness {
                    inputs: m.inputs.log.clone(),
                    ..Witness::default()
                };
                let instructions = m.instructions;
                drop(m);
                if replays(prog, &w, e.kind, property, None, true) {
                    let how = if seed == 0 {
                        "with every input zero".to_string()
                    } else {
                        format!("with random inputs (seed {seed})")
                    };
                    return Some(VerifyResult {
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
                            witness: w,
                        }),
                        summary: engine::sym::Summary {
                            paths_completed: seed + 1,
                            ..Default::default()
                        },
                        solver: Default::default(),
                        instructions,
                        forks: 0,
                        merges: 0,
                        engine: "paths",
                        unwind: None,
                    });
                }
                continue;
            }
        }
        // A run that read no input is the program's only run: other seeds repeat it.
        if m.inputs.log.is_empty() {
            break;
        }
    }
    None
}
