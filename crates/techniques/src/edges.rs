//! Branch coverage (KLEE's, for test generation and fuzzing): every branch edge of the
//! source a path takes. Clang compiles some branches of the source to `select`s (`?:`) and
//! phis (the last operand of `&&`/`||`): with this strategy the core forks on those too, so
//! that each outcome is a path of its own and an edge gcov counts.

use symex::{Edge, Interest, MergeExt, Needs, State, StateExt, Strategy};

/// Records the branch edges each path takes ([`taken`]).
#[derive(Debug, Default)]
pub struct Edges;

/// The branch edges a path took.
#[derive(Clone, Debug, Default)]
pub struct EdgeSet(imbl::HashSet<Edge>);

impl StateExt for EdgeSet {
    symex::state_ext_basics!();

    /// A merged state stands for both paths: it took the edges of either.
    fn merge(&self, other: &dyn StateExt, _: &mut expr::Ctx) -> MergeExt {
        let Some(o) = other.as_any().downcast_ref::<EdgeSet>() else {
            return MergeExt::Refuse;
        };
        MergeExt::Replace(std::sync::Arc::new(EdgeSet(
            self.0.clone().union(o.0.clone()),
        )))
    }

    /// The edges taken say nothing of what a state can still do.
    fn covers(&self, _: &dyn StateExt) -> bool {
        true
    }
}

impl Strategy for Edges {
    symex::strategy_basics!();

    fn name(&self) -> &'static str {
        "edges"
    }

    fn interest(&self) -> Interest {
        Interest {
            branch: true,
            ..Interest::default()
        }
    }

    fn needs(&self) -> Needs {
        Needs {
            source_branches: true,
            ..Needs::default()
        }
    }

    fn on_branch(&mut self, _: &mut symex::Executor<'_, '_>, st: &mut State, e: Edge) {
        let set = &mut st.ext_mut::<EdgeSet>().0;
        if !set.contains(&e) {
            set.insert(e);
        }
    }
}

/// The branch edges `st`'s path took.
pub fn taken(st: &State) -> impl Iterator<Item = &Edge> {
    st.ext::<EdgeSet>().into_iter().flat_map(|s| s.0.iter())
}
