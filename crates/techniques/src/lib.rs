//! The techniques of pathsift's source documents, each a [`symex::Strategy`] on the symbolic
//! core's events with its own per-state data ([`symex::StateExt`]). The core knows none of
//! them: an analysis picks the ones it wants and registers them in order
//! ([`symex::Executor::add_strategy`]).

pub mod edges;
pub mod induction;
pub mod merge;
pub mod reuse;
pub mod subsume;
pub mod summary;
