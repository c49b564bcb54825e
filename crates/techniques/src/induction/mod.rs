//! k-induction over loops. When a path enters a loop whose writes are known
//! ([`plan::plan`]), it splits in two. The **base** is the path itself: it runs the loop as
//! it is, and is cut when it reaches the loop's head for the k-th time. The **step** is the
//! same state with everything one iteration may write made fresh, which stands for the state
//! at the head after any number of iterations: in it, an error of the first k iterations is
//! assumed away (the induction hypothesis: the base shows it for the first k states, and
//! induction for the later ones), a path that comes back to the head after iteration k+1 is
//! covered, and any other error refutes the step for this k. Base and step together, with no
//! error anywhere and the step never refuted, prove the loop safe for any number of
//! iterations. Steps assume candidate invariants ([`invariant`]) unless told not to.

pub mod invariant;
pub mod plan;

use rustc_hash::FxHashMap as HashMap;
use std::sync::Arc;

use ir::{BlockId, FuncId, LoopId, Operand};
use memory::{Offset, SVal};
use symex::{
    Counters, Executor, Interest, Jump, MergeExt, State, StateExt, Strategy, Term, Val, Verdict,
};

use invariant::{Assumed, InvariantBook};
use plan::{plan, HavocPlan};

pub use plan::has_inductive_loop;

/// One loop entry a path is inside, under k-induction.
#[derive(Clone, Debug, PartialEq, Eq)]
struct InductionFrame {
    /// Call depth of the loop's function.
    depth: u32,
    /// The loop's function.
    func: FuncId,
    /// The loop.
    lp: LoopId,
    /// Back edges taken since the entry.
    iter: u32,
    /// The step case (else the base case).
    step: bool,
    /// A step inside its first k iterations, whose errors the hypothesis excludes.
    hypothesis: bool,
    /// A step's candidate invariants ([`invariant`]).
    assumed: Option<Arc<Assumed>>,
}

/// What k-induction knows about a path: the loop entries it is inside.
#[derive(Clone, Debug, Default)]
pub struct Entries {
    frames: Vec<InductionFrame>,
    /// The path runs on from a step case's last iteration: its errors refute the step.
    step_world: bool,
}

impl StateExt for Entries {
    symex::state_ext_basics!();

    /// k-induction does not run with merging: a merged state keeps the first one's entries.
    fn merge(&self, _: &dyn StateExt, _: &mut expr::Ctx) -> MergeExt {
        MergeExt::Keep
    }

    /// Subsumption and reuse do not run with k-induction: the entries are not compared.
    fn covers(&self, _: &dyn StateExt) -> bool {
        true
    }
}

/// What an error on a path means under k-induction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InductionRole {
    /// The path is a real execution: its errors are real.
    Real,
    /// The path is inside a step's first k iterations: its errors are assumed away.
    Hypothesis,
    /// The path is a step's last iteration or runs on from it: an error refutes the step.
    Step,
}

/// What an error on `st`'s path means under k-induction.
pub fn role(st: &State) -> InductionRole {
    let Some(e) = st.ext::<Entries>() else {
        return InductionRole::Real;
    };
    if e.frames.iter().any(|f| f.step && f.hypothesis) {
        InductionRole::Hypothesis
    } else if e.step_world || e.frames.iter().any(|f| f.step) {
        InductionRole::Step
    } else {
        InductionRole::Real
    }
}

/// k-induction with one k over every eligible loop.
#[derive(Debug)]
pub struct Induction {
    k: u32,
    /// Steps assume candidate invariants.
    invariants: bool,
    /// What each loop's iteration may write (`None`: unknown), computed once.
    havoc_plans: HashMap<(FuncId, LoopId), Option<Arc<HavocPlan>>>,
    /// Step states split off at loop entries.
    steps: u64,
    /// Paths ended because the induction covers them (the base's k-th head, a step's k+2-th).
    covered: u64,
    /// Step paths ended by the hypothesis (errors or exits in its first k iterations).
    dropped: u64,
    /// Candidates refuted (give it the earlier runs' before exploring) and refutations in
    /// this run.
    pub book: InvariantBook,
}

impl Induction {
    /// k-induction with `k`; steps assume candidate invariants when `invariants`, except
    /// those `book` has refuted already.
    pub fn new(k: u32, invariants: bool, book: InvariantBook) -> Induction {
        Induction {
            k,
            invariants,
            havoc_plans: HashMap::default(),
            steps: 0,
            covered: 0,
            dropped: 0,
            book,
        }
    }
}

impl Strategy for Induction {
    symex::strategy_basics!();

    fn name(&self) -> &'static str {
        "induction"
    }

    fn interest(&self) -> Interest {
        Interest {
            jump: true,
            frame_pop: true,
            ..Interest::default()
        }
    }

    fn on_jump(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, j: &Jump) -> Verdict {
        self.jump(ex, st, j.func, j.to);
        Verdict::Go
    }

    fn on_frame_pop(&mut self, _: &mut Executor<'_, '_>, st: &mut State) {
        let depth = st.frames.len() as u32;
        while st
            .ext::<Entries>()
            .and_then(|e| e.frames.last())
            .is_some_and(|t| t.depth >= depth)
        {
            if self.leave_loop(st) {
                return;
            }
        }
    }

    fn stats(&self, out: &mut Counters) {
        *out.entry("induction_steps").or_default() += self.steps;
        *out.entry("induction_covered").or_default() += self.covered;
        *out.entry("induction_dropped").or_default() += self.dropped;
        *out.entry("invariants_refuted").or_default() += self.book.refutations;
    }
}

impl Induction {
    /// Follows the path's loop entries at a jump to `target` in function `fid`: entries
    /// split off a step state, back edges count, exits end the entry.
    fn jump(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, fid: FuncId, target: BlockId) {
        let k = self.k;
        let m = ex.prog.module;
        let Some(body) = m.func(fid).body.as_ref() else {
            return;
        };
        let depth = st.frames.len() as u32;
        // Leaving loops (innermost first; a `break` may leave several).
        while let Some(top) = st.ext::<Entries>().and_then(|e| e.frames.last()) {
            if top.depth != depth
                || top.func != fid
                || body
                    .loops
                    .loops
                    .get(top.lp.0 as usize)
                    .is_none_or(|l| l.contains(target))
            {
                break;
            }
            if self.leave_loop(st) {
                return;
            }
        }
        let Some(lp) = body.loops.loop_with_header(target) else {
            return;
        };
        let entered = st
            .ext::<Entries>()
            .and_then(|e| e.frames.last())
            .is_some_and(|t| t.depth == depth && t.func == fid && t.lp == lp);
        if entered {
            let Some(top) = st.ext_mut::<Entries>().frames.last_mut() else {
                return;
            };
            top.iter += 1;
            top.hypothesis = top.step && top.iter < k;
            if top.iter == 1 {
                // Back after the step's first iteration: the candidates must hold again.
                if let Some(a) = top.assumed.clone() {
                    self.book.check_candidates(ex, st, &a);
                }
            }
            let Some(top) = st.ext_mut::<Entries>().frames.last_mut() else {
                return;
            };
            // The base's k-th state at the head, and anything after the step's iteration,
            // are covered by the induction.
            let covered = if top.step {
                top.iter > k
            } else {
                top.iter >= k
            };
            if covered {
                st.pending = Some(Term::Infeasible);
                self.covered += 1;
            }
            return;
        }
        let Some(plan) = self.havoc_plan(ex, fid, lp) else {
            return;
        };
        let frame = InductionFrame {
            depth,
            func: fid,
            lp,
            iter: 0,
            step: false,
            hypothesis: false,
            assumed: None,
        };
        let assumed = if self.invariants {
            self.book.entry_candidates(ex, st, fid, lp, &plan.slots)
        } else {
            None
        };
        let mut step = ex.fork_state(st);
        st.ext_mut::<Entries>().frames.push(frame.clone());
        self.havoc(ex, &mut step, &plan);
        if let Some(a) = &assumed {
            self.book.assume_candidates(ex, &mut step, a);
        }
        step.ext_mut::<Entries>().frames.push(InductionFrame {
            step: true,
            hypothesis: k > 0,
            assumed,
            ..frame
        });
        self.steps += 1;
        ex.spawn(step);
    }

    /// Ends the innermost loop entry of `st`; says whether that ends the path (a step
    /// leaving the loop in an iteration the hypothesis covers).
    fn leave_loop(&mut self, st: &mut State) -> bool {
        let Some(top) = st.ext_mut::<Entries>().frames.pop() else {
            return false;
        };
        if top.step {
            if top.iter < self.k {
                // All of a hypothesis iteration is assumed safe, the rest of the program
                // after the exit included.
                st.pending = Some(Term::Infeasible);
                self.dropped += 1;
                return true;
            }
            st.ext_mut::<Entries>().step_world = true;
        }
        false
    }

    /// The plan for loop `lp` of `f`, computed once.
    fn havoc_plan(
        &mut self,
        ex: &Executor<'_, '_>,
        f: FuncId,
        lp: LoopId,
    ) -> Option<Arc<HavocPlan>> {
        let m = ex.prog.module;
        self.havoc_plans
            .entry((f, lp))
            .or_insert_with(|| plan(m, f, lp).map(Arc::new))
            .clone()
    }

    /// Makes fresh everything `plan` says one iteration may write.
    fn havoc(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, plan: &HavocPlan) {
        let Some(fr) = st.frames.last() else { return };
        let func_id = fr.func;
        let mut addrs: Vec<u128> = Vec::new();
        for &a in &plan.allocas {
            if let Some(Val::S(SVal::C(addr))) = fr.regs.get(a.0 as usize) {
                addrs.push(*addr);
            }
        }
        for &c in &plan.globals {
            if let Val::S(SVal::C(addr)) = ex.val(st, Operand::Const(c)) {
                addrs.push(addr);
            }
        }
        let mut regions: Vec<memory::RegionId> = addrs
            .into_iter()
            .filter_map(|a| st.mem.region_at(u64::try_from(a).ok()?))
            .collect();
        regions.sort_unstable_by_key(|r| r.0);
        regions.dedup();
        for r in regions {
            let n = st.mem.region(r).size;
            let label = format!("havoc{}", self.steps);
            if n <= 8 && n.is_power_of_two() {
                // One variable per scalar slot, so that the solver sees the variable itself.
                let v = ex.ctx.fresh_var(&label, (n * 8) as u32);
                let bytes: Vec<SVal> = (0..n)
                    .map(|i| SVal::S(ex.ctx.extract(v, (i * 8) as u32, 8)))
                    .collect();
                ex.write_bytes(st, r, Offset::C(0), &bytes);
            } else {
                ex.fill_symbolic(st, r, &label);
            }
        }
        let m = ex.prog.module;
        let func = m.func(func_id);
        for &p in &plan.phis {
            if let ir::TyKind::Int(bits) = m.types.kind(func.values[p.0 as usize]) {
                let v = ex.ctx.fresh_var("havoc-phi", *bits);
                Executor::set(st, p, Val::S(SVal::S(v)));
            }
        }
    }
}
