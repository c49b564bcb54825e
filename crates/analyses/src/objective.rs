//! The count as an objective: where a loop is first tested on a path, the solver is asked for
//! the inputs that push its test's operands to their extremes, and those inputs run
//! concretely, which counts their iterations exactly.
//!
//! The depth-first loop search follows the side of each fork that stays in the loop, so the
//! count it finds is the longest *it reached first*: where the count is a value built before
//! the loop (a number parsed from digits, another loop's result, a state machine's output)
//! the first path to the loop rarely carries the largest value, and every other path behind
//! the prefix waits its turn. On the first test of a loop entry (`k < n`, `x > lo`) the
//! state already holds every path's condition that reaches the loop there (merged states
//! hold several), so the largest `n` (the least `lo`) that condition allows is one bisection
//! over the solver away. Its model is only a candidate: the concrete run of its inputs says
//! how often each loop really iterates, so a candidate can raise a bound (with a witness
//! that replays by construction) but never make one wrong, and exactness still rests on
//! the exploration being complete.

use rustc_hash::FxHashMap as HashMap;

use expr::{CmpOp, ExprRef, Kind};
use ir::{Op, Operand};
use memory::SVal;
use semantics::loops::LoopKey;
use semantics::Witness;
use symex::{Executor, Interest, Jump, Needs, State, Strategy, Verdict};

/// Entries of one loop whose first test is probed: the first few carry the most distinct
/// prefixes, and each probe costs a few dozen solver questions.
const PROBES_PER_LOOP: u32 = 4;

/// Probes over all loops.
const MAX_PROBES: u32 = 64;

/// Asks, on each loop's first test, for the inputs that drive the test's operands furthest.
#[derive(Default)]
pub struct CountObjective {
    probes: HashMap<LoopKey, u32>,
    total: u32,
    /// The inputs found, in the order found, each once.
    pub candidates: Vec<Witness>,
}

impl CountObjective {
    /// When `j` leaves a loop's test (a `for` or `while` condition) into the loop on the
    /// entry's first iteration: the loop, the test's condition, and whether the condition
    /// holds on the edge taken.
    fn first_test(ex: &Executor<'_, '_>, st: &State, j: &Jump) -> Option<(LoopKey, Operand, bool)> {
        let f = ex.prog.module.func(j.func);
        let body = f.body.as_ref()?;
        let blk = body.blocks.get(j.from.0 as usize)?;
        let Op::CondBr { cond, t, f: fb } = &body.insts.get(blk.terminator() as usize)?.op else {
            return None;
        };
        if t == fb {
            return None;
        }
        let lp = (*body.loops.innermost.get(j.from.0 as usize)?)?;
        let key = (j.func, lp);
        let shape = ex.prog.loop_shape(key)?;
        let stays = body.loops.loops[lp.0 as usize].contains(j.to);
        let first = st.loops.counter.current() == Some((key, 1));
        (stays && first && shape.pre_body_exits.binary_search(&j.from).is_ok()).then_some((
            key,
            *cond,
            j.to == *t,
        ))
    }

    /// Inputs that take `x` (an operand of the test) to its largest value (`up`) or its
    /// least, as a witness; `None` when the solver gives up.
    fn extreme(
        ex: &mut Executor<'_, '_>,
        st: &State,
        x: ExprRef,
        signed: bool,
        up: bool,
    ) -> Option<Witness> {
        let v = ex.extreme_value(&st.constraints, x, signed, up).ok()?;
        let w = ex.ctx.width(x);
        let at = ex.ctx.constant(v, w);
        let pin = ex.ctx.eq(x, at);
        let mut pinned = st.clone();
        pinned.add_constraint(&mut ex.ctx, pin);
        ex.witness(&pinned).ok()
    }
}

impl Strategy for CountObjective {
    symex::strategy_basics!();

    fn name(&self) -> &'static str {
        "count-objective"
    }

    fn interest(&self) -> Interest {
        Interest {
            jump: true,
            ..Interest::default()
        }
    }

    fn needs(&self) -> Needs {
        Needs {
            loops: true,
            ..Needs::default()
        }
    }

    fn on_jump(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, j: &Jump) -> Verdict {
        if self.total >= MAX_PROBES {
            return Verdict::Go;
        }
        let Some((key, cond, stays_if)) = Self::first_test(ex, st, j) else {
            return Verdict::Go;
        };
        let n = self.probes.entry(key).or_default();
        if *n >= PROBES_PER_LOOP {
            return Verdict::Go;
        }
        let SVal::S(c) = ex.sval(st, cond) else {
            return Verdict::Go;
        };
        *n += 1;
        self.total += 1;
        // The edge taken is the side that stays in the loop: the comparison holds there
        // (or, under a negation, fails).
        let (holds, cmp) = match ex.ctx.node(c).kind.clone() {
            Kind::Not(inner) => (!stays_if, inner),
            _ => (stays_if, c),
        };
        let Kind::Cmp(op, a, b) = ex.ctx.node(cmp).kind.clone() else {
            return Verdict::Go;
        };
        let signed = matches!(op, CmpOp::Slt | CmpOp::Sle);
        // The loop goes on while `a < b`: more iterations lie towards a larger `b`, a
        // smaller `a` (the other way round while `a < b` fails). An equality has no side
        // (`0 < n` arrives simplified as `n != 0`): both extremes are tried.
        let goals: &[(ExprRef, bool)] = match op {
            CmpOp::Eq => &[(a, true), (a, false), (b, true), (b, false)],
            _ if holds => &[(b, true), (a, false)],
            _ => &[(a, true), (b, false)],
        };
        for &(x, up) in goals {
            if matches!(ex.ctx.node(x).kind, Kind::Const(_)) {
                continue;
            }
            if let Some(w) = Self::extreme(ex, st, x, signed, up) {
                if !self.candidates.contains(&w) {
                    self.candidates.push(w);
                }
            }
        }
        Verdict::Go
    }
}
