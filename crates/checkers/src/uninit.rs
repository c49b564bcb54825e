//! Reads of memory never written (opt-in): C gives such bytes no value.

use memory::{RegionId, RegionKind};
use semantics::ErrorKind;
use symex::{Executor, State};
use symex::{Report, Strategy};

/// The uninitialised-read checker.
pub struct Uninitialized;

impl Strategy for Uninitialized {
    symex::strategy_basics!();

    fn name(&self) -> &'static str {
        "uninitialized-read"
    }

    fn interest(&self) -> symex::Interest {
        symex::Interest {
            reports: true,
            ..symex::Interest::default()
        }
    }

    fn reports_only(&self) -> bool {
        true
    }

    fn on_uninitialized_read(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        r: RegionId,
    ) -> Vec<Report> {
        let m = ex.prog.module;
        let what = match st.mem.region(r).kind {
            RegionKind::Heap => "a heap block",
            _ => "a local variable",
        };
        vec![Report {
            kind: ErrorKind::UninitializedRead,
            message: format!("read of {what} before it is written"),
            loc: st.loc(m),
            function: st
                .top()
                .map(|f| m.func(f.func).name.clone())
                .unwrap_or_default(),
            related: vec![(
                ir::LocId(st.mem.region(r).site),
                "the memory is allocated here".into(),
            )],
            subject: None,
        }]
    }
}
