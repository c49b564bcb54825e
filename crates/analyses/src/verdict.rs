//! What verification answers: the verdict, the violation with its witness, what the engine
//! did, and whether a witness replays to a violation (the one check every `false` passes).

use interp::Outcome;
use ir::LocId;
use semantics::{EntryFunction, ErrorKind, Program, Witness};
use solver::SolverStats;
use symex::ExploreReport;

use crate::property::Property;

/// The answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The property holds on every execution.
    True,
    /// A replayed execution violates it.
    False,
    /// Neither could be established.
    Unknown,
}

impl Verdict {
    /// `true`, `false` or `unknown`.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::True => "true",
            Verdict::False => "false",
            Verdict::Unknown => "unknown",
        }
    }
}

/// A violation with the inputs that reach it.
#[derive(Clone, Debug)]
pub struct Violation {
    /// Error kind.
    pub kind: ErrorKind,
    /// SV-COMP (sub)property violated.
    pub subproperty: &'static str,
    /// Explanation.
    pub message: String,
    /// Where.
    pub loc: LocId,
    /// In which function.
    pub function: String,
    /// Locations of the branch decisions of the path.
    pub trace: Vec<LocId>,
    /// The branch decisions of `trace` with their functions and, for those inside
    /// pathsift's C runtime, the program's call that reached them (text output shows that
    /// instead of a runtime file); empty when the path was not recorded.
    pub decisions: Vec<symex::Decision>,
    /// Inputs reaching it.
    pub witness: Witness,
}

/// Result of verification.
#[derive(Clone, Debug)]
pub struct VerifyResult {
    /// The verdict.
    pub verdict: Verdict,
    /// Why (for UNKNOWN: what prevented a verdict).
    pub reason: String,
    /// The violation, for FALSE.
    pub violation: Option<Violation>,
    /// What exploration did.
    pub summary: ExploreReport,
    /// Solver statistics.
    pub solver: SolverStats,
    /// Instructions executed over all paths.
    pub instructions: u64,
    /// Forks.
    pub forks: u64,
    /// States merged at loop headers (with `merge`).
    pub merges: u64,
    /// The engine whose result this is: `paths` or `kinduction`.
    pub engine: &'static str,
    /// With k-induction: the k of the last run.
    pub unwind: Option<u32>,
    /// What the stage found besides the verdict, for the portfolio to act on.
    pub flags: StageFlags,
}

/// What a stage of the portfolio found besides its verdict.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StageFlags {
    /// Some loop was about to run more iterations than the stage's loop bound (a failed
    /// unwinding assertion, under bounded model checking).
    pub unwinding_failed: bool,
    /// An error refuted k-induction's step for this k (a larger k may prove the property).
    pub step_refuted: bool,
}

/// Replays `w` concretely (loops accelerated when `accelerate`) and reports whether the run
/// shows the violation `kind` (for a leak: the program exits with heap memory still
/// allocated).
pub(crate) fn replays(
    prog: &Program<'_>,
    w: &Witness,
    kind: ErrorKind,
    property: Property,
    entry: Option<&EntryFunction>,
    accelerate: bool,
) -> bool {
    let Some((m, outcome)) = crate::session::replay_witness(prog, w, entry, accelerate) else {
        return false;
    };
    match outcome {
        Outcome::Error(e) => e.kind.same_error(kind),
        Outcome::Exit(_) if kind == ErrorKind::MemoryLeak => match property {
            // valid-memtrack: some block is unreachable; valid-memcleanup: some block is left.
            Property::ValidMemsafety => crate::session::leak_at_exit(prog, &m).is_some(),
            _ => m.mem.live_heap().next().is_some(),
        },
        Outcome::Exit(_) => false,
        Outcome::AssumptionFailed(_) => false,
    }
}

/// Makes a FALSE verdict UNKNOWN when its witness, replayed on `checked` (the same program
/// compiled with signed-overflow and shift checks), meets undefined behaviour before the
/// violation: C gives the rest of such a run no meaning, so the violation it reaches is no
/// evidence (SV-COMP labels such programs by their defined runs). A FALSE of `no-overflow`
/// is itself that undefined behaviour and is left alone.
pub fn require_defined(
    checked: &Program<'_>,
    r: &mut VerifyResult,
    property: Property,
    entry: Option<&EntryFunction>,
) {
    if property == Property::NoOverflow {
        return;
    }
    let Some(v) = &r.violation else {
        return;
    };
    let undefined = match crate::session::replay_witness(checked, &v.witness, entry, true) {
        Some((_, Outcome::Error(e)))
            if matches!(
                e.kind,
                ErrorKind::Overflow | ErrorKind::DivOverflow | ErrorKind::UndefinedShift
            ) && !v.kind.same_error(e.kind) =>
        {
            let l = checked.module.loc(e.loc);
            let file = checked.module.file_of(l).unwrap_or("?");
            format!(
                "{} at {file}:{}:{} ({}) before the {} the witness reaches: C gives the rest of that run no meaning",
                e.kind.name(),
                l.line,
                l.col,
                e.message,
                v.kind.name()
            )
        }
        _ => return,
    };
    r.verdict = Verdict::Unknown;
    r.violation = None;
    r.reason = undefined;
}
