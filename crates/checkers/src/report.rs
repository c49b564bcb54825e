//! The result of `pathsift check`: findings with their path and witness (INTERFACE.md's JSON).

use serde::{Deserialize, Serialize};

pub use formats::suite::{Input, Location};

/// One step of a finding's path: a branch decision, a call, or the event itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TraceStep {
    /// Where.
    #[serde(flatten)]
    pub location: Location,
    /// What happened there (`branch taken: true`, `heap block allocated`, ...).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
    /// For a step inside pathsift's C runtime: the program's own call that reached it, which
    /// text output shows instead (the JSON keeps the step as it is).
    #[serde(skip)]
    pub via: Option<Call>,
}

/// A call of the program's into pathsift's C runtime.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    /// Where the program calls (`function` is the caller).
    pub location: Location,
    /// The function called, as the program names it.
    pub callee: String,
}

/// Inputs that drive the program to the finding (INTERFACE.md's witness).
pub use formats::Witness;

/// A source location related to a finding (e.g. where a leaked block was allocated).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Related {
    /// Where.
    pub location: Location,
    /// Why it matters.
    pub message: String,
}

/// One bug on a feasible path.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    /// INTERFACE.md kind: `memory-leak`, `null-deref`, `invalid-deref`, `use-after-free`,
    /// `double-free`, `invalid-free`, `out-of-bounds`, `div-by-zero`, `assertion`,
    /// `overflow`, `uninitialized-read`.
    pub kind: String,
    /// One-sentence explanation.
    pub message: String,
    /// Where the bug happens (for a leak: where the last reference is lost).
    pub location: Location,
    /// The path: branch decisions and notable events, in order, ending at `location`.
    pub trace: Vec<TraceStep>,
    /// Inputs reaching it.
    pub witness: Witness,
    /// Other places that explain the finding.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub related: Vec<Related>,
    /// The checker that reported it.
    pub checker: String,
    /// What the finding rests on besides its path: with `--entry`, the assumptions made
    /// about the parameters (buffer sizes, strings).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub assumptions: Vec<String>,
}

/// How one function called from the entry was analysed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SummaryInfo {
    /// The function.
    pub function: String,
    /// Number of feasible paths of its summary, when it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cases: Option<usize>,
    /// Why it is executed inline at its calls instead, when it has no summary.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inlined: Option<String>,
}

/// The whole result of a check run.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CheckReport {
    /// Every feasible path was explored with nothing approximated (no finding was missed).
    pub complete: bool,
    /// Why the exploration is not complete (time, bounds, approximations).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub incomplete: Vec<String>,
    /// Findings, one per (kind, location), in the order found.
    pub findings: Vec<Finding>,
    /// With `--entry`: the callees summarised bottom-up, and those executed inline (and why).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub summaries: Vec<SummaryInfo>,
    /// INTERFACE.md statistics.
    pub stats: serde_json::Value,
}
