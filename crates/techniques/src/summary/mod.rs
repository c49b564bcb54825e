//! Function summaries (thesis ch. 9; Chu et al.): the functions an entry calls are explored
//! once each, bottom-up over the call graph, in an unknown context ([`make`]), and where a
//! summary applies its cases are instantiated at the call instead of executing the body
//! ([`instantiate`]). While a summary is made, pointers read from the function's inputs
//! point to objects of their own ([`lazy`]), and a probe records what the run accesses.

pub mod instantiate;
pub mod lazy;
pub mod make;
pub mod types;

use std::sync::Arc;
use std::time::Duration;

use budget::Instant;

use expr::ExprRef;
use ir::FuncId;
use memory::{Offset, RegionId};
use semantics::builtins::Builtin;
use symex::{Access, Call, Executor, Explorer, Flow, Interest, State, Strategy, Term, Val};

pub use types::{
    in_summary_run, Case, FnSummary, LazyObject, ParamSym, Summaries, SummaryOutcome,
    SUMMARY_BUFFER,
};

impl Strategy for Summaries {
    symex::strategy_basics!();

    fn name(&self) -> &'static str {
        "summaries"
    }

    fn interest(&self) -> Interest {
        Interest {
            call: true,
            access: self.probe.is_some(),
            top_return: self.probe.is_some(),
            ..Interest::default()
        }
    }

    fn on_call(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        c: &Call<'_>,
    ) -> Result<Option<Flow>, Term> {
        let Some(sum) = self.summaries.get(&c.func).cloned() else {
            return Ok(None);
        };
        if !c.byval.iter().all(Option::is_none) {
            return Ok(None);
        }
        self.apply_summary(ex, st, &sum, c.args, c.ret, c.dst)
    }

    fn on_builtin(&mut self, ex: &mut Executor<'_, '_>, _: &mut State, f: FuncId, b: Builtin) {
        if let Some(probe) = self.probe.as_mut().filter(|p| p.outside.is_none()) {
            if !semantics::builtins::summarisable(b) {
                probe.outside = Some(format!("calls `{}`", ex.prog.module.func(f).name));
            }
        }
    }

    /// In a summary run, a pointer read from the function's inputs points to an object of
    /// its own.
    fn on_resolve(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        p: ExprRef,
        len: u64,
    ) -> Result<Option<(RegionId, Offset)>, Term> {
        if self.probe.is_none() {
            return Ok(None);
        }
        lazy::lazy_target(ex, st, p, len)
    }

    fn on_accessed(&mut self, _: &mut Executor<'_, '_>, st: &mut State, a: &Access) {
        if let Some(probe) = &mut self.probe {
            probe.note(&st.mem, a.region, a.offset, a.len, a.write);
        }
    }

    fn on_top_return(&mut self, _: &mut Executor<'_, '_>, _: &mut State, v: &Option<Val>) {
        if self.probe.is_some() {
            self.returned = Some(v.clone());
        }
    }
}

/// Summarises the functions `explorer`'s entry calls, bottom-up over the call graph (callees
/// first, so a summary run already uses its callees' summaries), within `budget`, and plugs
/// the summaries in: they are applied at calls from then on. Recursive functions and those a
/// summary cannot describe exactly are executed inline; the outcome says which and why. The
/// time spent comes out of the exploration's budget.
pub fn summarise_callees(explorer: &mut Explorer<'_, '_>, budget: Duration) -> Vec<SummaryOutcome> {
    let Some(init) = explorer.initial_state() else {
        return Vec::new();
    };
    let Some(root) = init.frames.first().map(|f| f.func) else {
        return Vec::new();
    };
    let mem = init.mem.clone();
    let m = explorer.ex.prog.module;
    let end = Instant::now() + budget;
    let mut table = Summaries::default();
    let mut out = Vec::new();
    for (f, recursive) in symex::callgraph::bottom_up(m, root) {
        let result = if recursive {
            Err("recursive".to_string())
        } else if Instant::now() >= end {
            Err("the time for summaries ran out".to_string())
        } else {
            let share = (end - Instant::now()).min(Duration::from_secs(5));
            let deadline = Instant::now() + share;
            make::summarise(&mut explorer.ex, &mut table, f, &mem, deadline).map(|s| {
                let n = s.cases.len();
                table.summaries.insert(f, Arc::new(s));
                n
            })
        };
        out.push(SummaryOutcome {
            function: m.func(f).name.clone(),
            result,
        });
    }
    explorer.ex.add_strategy(Box::new(table));
    explorer.spend(budget.saturating_sub(end.saturating_duration_since(Instant::now())));
    out
}
