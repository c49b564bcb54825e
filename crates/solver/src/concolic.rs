//! Concolic mode: every question is answered by one input (the seed) instead of the solver,
//! so an executor asking it follows exactly the path that input takes, and the conditions it
//! decided on the way are recorded in order (the path condition whitebox fuzzing negates).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use expr::{Assignment, Ctx, EvalMemo, ExprRef};

/// The input a concolic run follows and the conditions decided so far.
#[derive(Clone, Debug, Default)]
pub struct Concolic {
    /// Values of variables by name (a variable not named here is 0).
    pub seed: HashMap<String, u128>,
    /// The seed as an assignment of the variables met so far.
    model: Assignment,
    /// Each decided condition, as the seed makes it true, in the order decided.
    pub trace: Vec<ExprRef>,
    /// The site (as the caller named it with `site`) of each condition of `trace`.
    pub sites: Vec<u64>,
    /// Where the run is now: the caller's name for the instruction being executed.
    pub site: u64,
    /// Which execution of an instruction each condition of `trace` was decided in (a count
    /// of the caller's `site` announcements): a switch decides one condition per case in
    /// one execution.
    pub visits: Vec<u64>,
    /// The current execution's number.
    pub visit: u64,
    /// Which conditions of `trace` pin a symbolic value to the seed's (an address the run
    /// concretised) rather than decide a branch.
    pub pins: Vec<bool>,
    /// Which conditions of `trace` rule an error out (an access in bounds, a divisor not
    /// zero): negated, each is a bug if its prefix allows it.
    pub guards: Vec<bool>,
    /// Whether the conditions decided now are such checks.
    pub guarding: bool,
    recorded: HashSet<ExprRef>,
    /// Values of the nodes evaluated so far (the model only grows, so they stay valid).
    memo: EvalMemo,
}

impl Concolic {
    /// A run following `seed`.
    pub fn new(seed: HashMap<String, u128>) -> Concolic {
        Concolic {
            seed,
            ..Concolic::default()
        }
    }

    /// The value of `e` under the seed (variables first met get their seed value).
    pub fn eval(&mut self, ctx: &mut Ctx, e: ExprRef) -> u128 {
        let ctx: &Ctx = ctx;
        let seed = &self.seed;
        let mut met = Vec::new();
        let value = ctx.eval_memo(e, &self.model, &mut self.memo, &mut |v| {
            let value = seed.get(ctx.var_info(v).0).copied().unwrap_or(0);
            met.push((v, value));
            value
        });
        self.model.vars.extend(met);
        value
    }

    /// Whether `e` holds for the seed; a condition on the input is recorded as decided.
    pub fn decide(&mut self, ctx: &mut Ctx, e: ExprRef) -> bool {
        self.record(ctx, e, false)
    }

    /// Records `e`, which holds for the seed, as a pin of a value the run concretised.
    pub fn pin(&mut self, ctx: &mut Ctx, e: ExprRef) {
        self.record(ctx, e, true);
    }

    fn record(&mut self, ctx: &mut Ctx, e: ExprRef, pin: bool) -> bool {
        let holds = self.eval(ctx, e) != 0;
        if ctx.as_const(e).is_none() {
            let taken = if holds { e } else { ctx.not(e) };
            if self.recorded.insert(taken) {
                self.trace.push(taken);
                self.sites.push(self.site);
                self.visits.push(self.visit);
                self.pins.push(pin);
                self.guards.push(self.guarding);
            }
        }
        holds
    }

    /// The seed restricted to the variables met so far.
    pub fn model(&self) -> Assignment {
        self.model.clone()
    }
}
