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

/// How a path's step tells the side a branch took (a decision's successor index).
pub fn branch_note(succ: u32) -> String {
    match succ {
        0 => "condition true".to_string(),
        1 => "condition false".to_string(),
        k => format!("switch target {k}"),
    }
}

/// Whether decision `d` is the program's own and belongs in a path shown to its user: not a
/// check that clang's overflow and shift instrumentation adds (a branch to a block that
/// calls a `__ubsan_handle_*` report), which would read as a `condition true` at a `+`.
pub fn shown(m: &ir::Module, d: &symex::Decision) -> bool {
    let Some(body) = m.func(d.func).body.as_ref() else {
        return true;
    };
    let Some(term) = body
        .blocks
        .get(d.block as usize)
        .and_then(|b| body.insts.get(b.terminator() as usize))
    else {
        return true;
    };
    let reports = |s: &ir::BlockId| {
        body.blocks.get(s.0 as usize).is_some_and(|b| {
            body.insts
                .get(b.start as usize..b.end as usize)
                .unwrap_or_default()
                .iter()
                .any(|i| match &i.op {
                    ir::Op::Call {
                        callee: ir::Callee::Direct(f),
                        ..
                    } => m.func(*f).name.starts_with("__ubsan_handle_"),
                    _ => false,
                })
        })
    };
    !term.op.successors().iter().any(reports)
}
