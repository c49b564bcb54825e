//! Small input domains: when every input a program reads before its first loop is confined
//! by the path's assumptions to a few values, the whole domain can be run concretely, input
//! by input, and what the runs show (loop counts) is exact by construction, whatever the
//! shape of the code. Symbolic search follows a direction (more iterations on this side of
//! a branch) and misses counts that are not monotone in any input: Euclid's steps, Collatz
//! sequences, digit sums.
//!
//! The domain is found symbolically. Exploration runs the loop-free prefix of every path and
//! stops each path as it first enters a loop header (`CutAtLoop`); at that point each
//! integer input read so far is bounded by the solver over the path's condition (its least
//! and largest values). The boxes of all these prefixes cover every feasible input: an
//! input takes one prefix to the loop, and its values lie in that prefix's box. Running
//! each point of each box concretely (a point outside the path condition fails an
//! assumption or takes another, also real, path) therefore runs every feasible input. A
//! run that reads an input beyond its box (an input read inside a loop) means the domain is
//! not closed: the enumeration is given up, and the caller searches symbolically.

use std::collections::HashSet;
use std::time::Duration;

use semantics::inputs::InputValue;
use semantics::{Program, ScalarKind, Witness};
use solver::SolverStats;
use symex::{
    AtStop, EntryFunction, Executor, InputVar, Interest, Jump, SearchKind, State, Strategy, Term,
    Verdict,
};

/// Most paths up to the first loop the probe follows: a prefix with more branches than this
/// is no small domain anyway.
const MAX_PREFIXES: usize = 256;

/// Branch decisions one prefix may take before the probe gives up.
const MAX_PREFIX_DEPTH: u32 = 64;

/// Work the probe may take at most: prefixes that take longer are not a small domain's.
const MAX_PROBE_WORK: Duration = Duration::from_secs(2);

/// Instructions one prefix may run (a recursion without loops never reaches a header).
const MAX_PREFIX_STEPS: u64 = 1_000_000;

/// One input of a box: its least and largest value (signed values as `i128`).
#[derive(Clone, Debug)]
pub struct Axis {
    name: String,
    ty: String,
    lo: i128,
    hi: i128,
}

/// The inputs one prefix reads before its loop, each within its range.
#[derive(Clone, Debug, Default)]
pub struct InputBox {
    axes: Vec<Axis>,
}

impl InputBox {
    /// The witness giving its inputs the values `p`.
    fn witness(&self, p: &[i128]) -> Witness {
        let inputs = self
            .axes
            .iter()
            .zip(p)
            .map(|(a, v)| InputValue {
                name: a.name.clone(),
                ty: a.ty.clone(),
                value: v.to_string(),
            })
            .collect();
        Witness {
            inputs,
            ..Witness::default()
        }
    }

    /// How many points it holds (saturating).
    fn points(&self) -> u128 {
        self.axes.iter().fold(1u128, |n, a| {
            n.saturating_mul((a.hi - a.lo + 1).max(0) as u128)
        })
    }
}

/// Every feasible input lies in one of these boxes.
#[derive(Clone, Debug)]
pub struct Domain {
    /// One box per prefix that reaches a loop.
    pub boxes: Vec<InputBox>,
}

impl Domain {
    /// Points over all boxes (a point in two boxes counts twice).
    pub fn points(&self) -> u128 {
        self.boxes
            .iter()
            .fold(0u128, |n, b| n.saturating_add(b.points()))
    }

    /// Every distinct point as a witness, in a fixed order, and how many of them come first
    /// as corners. The corners are each box's least and largest point (every input at its
    /// least value, every input at its largest): where counts that grow with the inputs are
    /// longest, so what runs there tells what a run may cost. The rest follow box by box,
    /// each in lexicographic order of its inputs.
    pub fn witnesses(&self) -> (usize, impl Iterator<Item = Witness> + '_) {
        let mut seen: HashSet<Vec<(String, i128)>> = HashSet::new();
        let mut fresh = move |b: &InputBox, p: &[i128]| {
            let key = b
                .axes
                .iter()
                .zip(p)
                .map(|(a, v)| (a.name.clone(), *v))
                .collect();
            seen.insert(key)
        };
        let mut corners = Vec::new();
        for b in &self.boxes {
            for p in [
                b.axes.iter().map(|a| a.hi).collect::<Vec<_>>(),
                b.axes.iter().map(|a| a.lo).collect(),
            ] {
                if fresh(b, &p) {
                    corners.push(b.witness(&p));
                }
            }
        }
        let first = corners.len();
        let rest = self
            .boxes
            .iter()
            .flat_map(|b| BoxPoints::new(b).map(move |p| (b, p)))
            .filter_map(move |(b, p)| fresh(b, &p).then(|| b.witness(&p)));
        (first, corners.into_iter().chain(rest))
    }
}

/// The points of one box, the last input varying fastest.
struct BoxPoints<'a> {
    b: &'a InputBox,
    next: Option<Vec<i128>>,
}

impl<'a> BoxPoints<'a> {
    fn new(b: &'a InputBox) -> Self {
        let first = b.axes.iter().all(|a| a.lo <= a.hi);
        BoxPoints {
            b,
            next: first.then(|| b.axes.iter().map(|a| a.lo).collect()),
        }
    }
}

impl Iterator for BoxPoints<'_> {
    type Item = Vec<i128>;

    fn next(&mut self) -> Option<Vec<i128>> {
        let cur = self.next.take()?;
        let mut succ = cur.clone();
        for (i, a) in self.b.axes.iter().enumerate().rev() {
            if succ[i] < a.hi {
                succ[i] += 1;
                self.next = Some(succ);
                return Some(cur);
            }
            succ[i] = a.lo;
        }
        Some(cur)
    }
}

/// What the search for a small domain found, and what it cost.
pub struct Probe {
    /// The domain; `None` when it is larger than asked, not made of bounded integer inputs,
    /// or the prefixes could not all be followed to their loop without approximation.
    pub domain: Option<Domain>,
    /// Solver statistics of the prefixes' exploration.
    pub solver: SolverStats,
    /// Instructions it executed.
    pub instructions: u64,
    /// Forks it made.
    pub forks: u64,
}

/// Finds the domain of the inputs read before the first loop, if it holds at most
/// `max_points` points (within `budget` of work, and never more than two seconds).
pub fn small_domain(
    prog: &Program<'_>,
    entry: Option<&EntryFunction>,
    seed: u64,
    max_points: u128,
    budget: Option<Duration>,
) -> Probe {
    let none = Probe {
        domain: None,
        solver: SolverStats::default(),
        instructions: 0,
        forks: 0,
    };
    let explorer = crate::session::explorer(
        prog,
        &crate::session::ExploreSetup {
            search: SearchKind::Dfs,
            timeout: Some(budget.map_or(MAX_PROBE_WORK, |b| b.min(MAX_PROBE_WORK))),
            entry,
            max_depth: Some(MAX_PREFIX_DEPTH),
            max_path_steps: Some(MAX_PREFIX_STEPS),
            max_states: MAX_PREFIXES,
            seed,
            ..Default::default()
        },
    );
    let Ok(mut explorer) = explorer else {
        return none;
    };
    explorer.ex.add_strategy(Box::new(CutAtLoop {
        boxes: Vec::new(),
        points: 0,
        max_points,
        failed: false,
    }));
    let mut ended = 0usize;
    let mut unclean = false;
    let summary = explorer.explore(|_, st, term| {
        ended += 1;
        let clean = match term {
            Term::Exit(_) | Term::Infeasible => true,
            Term::Error { kind, .. } => crate::session::ends_cleanly(*kind),
            Term::Abandoned(_) => false,
        };
        unclean |= !clean || !st.approximations.is_empty();
        if unclean || ended > MAX_PREFIXES {
            symex::PathEnd::Stop
        } else {
            symex::PathEnd::Continue
        }
    });
    let Some(cut) = explorer.ex.strategy_mut::<CutAtLoop>() else {
        return none;
    };
    let boxes = std::mem::take(&mut cut.boxes);
    let usable = summary.exhausted
        && !unclean
        && !cut.failed
        && !boxes.is_empty()
        && boxes.len() <= MAX_PREFIXES;
    Probe {
        domain: usable.then_some(Domain { boxes }),
        solver: explorer.ex.solver.stats().clone(),
        instructions: explorer.ex.instructions,
        forks: explorer.ex.forks,
    }
}

/// Stops every path as it first enters a loop, keeping the box of the inputs it read.
struct CutAtLoop {
    boxes: Vec<InputBox>,
    points: u128,
    max_points: u128,
    /// Some prefix's inputs are not a small box of integers.
    failed: bool,
}

impl Strategy for CutAtLoop {
    symex::strategy_basics!();

    fn name(&self) -> &'static str {
        "domain-probe"
    }

    fn interest(&self) -> Interest {
        Interest {
            jump: true,
            ..Interest::default()
        }
    }

    fn on_jump(&mut self, _: &mut Executor<'_, '_>, _: &mut State, j: &Jump) -> Verdict {
        if j.header && !j.back_edge {
            Verdict::Stop
        } else {
            Verdict::Go
        }
    }

    fn at_stop(&mut self, ex: &mut Executor<'_, '_>, st: State) -> AtStop {
        if !self.failed {
            match input_box(ex, &st) {
                Some(b) if st.approximations.is_empty() => {
                    self.points = self.points.saturating_add(b.points());
                    self.failed = self.points > self.max_points;
                    self.boxes.push(b);
                }
                _ => self.failed = true,
            }
        }
        // The prefix is done with: what lies past the loop header the concrete runs see.
        AtStop::Covered(st)
    }
}

/// The box of `st`'s inputs: each one's least and largest value under its path condition.
fn input_box(ex: &mut Executor<'_, '_>, st: &State) -> Option<InputBox> {
    let mut axes = Vec::new();
    let mut points = 1u128;
    for inp in &st.inputs {
        let InputVar::Scalar(e) = &inp.var else {
            return None;
        };
        let bits = inp.bytes * 8;
        if bits == 0 || bits > 64 || inp.kind == ScalarKind::Float {
            return None;
        }
        let signed = inp.kind == ScalarKind::Signed;
        let lo = ex.extreme_value(&st.constraints, *e, signed, false).ok()?;
        let hi = ex.extreme_value(&st.constraints, *e, signed, true).ok()?;
        let value = |u: u128| {
            if signed {
                semantics::arith::sext(u, bits)
            } else {
                u as i128
            }
        };
        let (lo, hi) = (value(lo), value(hi));
        points = points.saturating_mul((hi - lo + 1).max(0) as u128);
        axes.push(Axis {
            name: inp.name.clone(),
            ty: inp.ty.clone(),
            lo,
            hi,
        });
        // Bail out before asking about the rest of a box already too large.
        if points > u128::from(u64::MAX) {
            return None;
        }
    }
    Some(InputBox { axes })
}
