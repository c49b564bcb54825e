//! A path below a node as it is stored and as it is reused: what it added to the node's
//! start (the constraints not in the start's condition, the inputs read after it), and
//! those additions continued from a new state covered by the node.

use rustc_hash::FxHashSet as HashSet;

use expr::ExprRef;
use symex::{Executor, State, SymInput};

/// The part of a path (`constraints`, `inputs`) that came after `start`.
pub fn after_start(
    start: &State,
    constraints: &[ExprRef],
    inputs: &imbl::Vector<SymInput>,
) -> (Vec<ExprRef>, imbl::Vector<SymInput>) {
    let before: HashSet<ExprRef> = start.constraints.iter().copied().collect();
    (
        constraints
            .iter()
            .copied()
            .filter(|c| !before.contains(c))
            .collect(),
        inputs.skip(start.inputs.len().min(inputs.len())),
    )
}

/// `st`'s path followed by a stored path's additions ([`after_start`]), when that path is
/// feasible (`None`: it is not, or the solver gave up).
pub fn continued(
    ex: &mut Executor<'_, '_>,
    st: &State,
    constraints: &[ExprRef],
    inputs: &imbl::Vector<SymInput>,
) -> Option<(Vec<ExprRef>, imbl::Vector<SymInput>)> {
    let mut cs = st.constraints.clone();
    cs.extend(constraints.iter().copied());
    ex.solver.model(&mut ex.ctx, &cs).ok()??;
    let mut all = st.inputs.clone();
    all.extend(inputs.iter().cloned());
    Some((cs, all))
}
