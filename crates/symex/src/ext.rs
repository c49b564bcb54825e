//! A strategy's data on a state ([`StateExt`]): what a technique knows about one path, kept
//! in the state's [`Exts`] by type, copied on write when forked states share it, and merged
//! and compared through [`StateExt::merge`] and [`StateExt::covers`], which have no default,
//! so that no technique's data can be forgotten there. Also the cells of the input heap
//! that a strategy abstracted ([`AbstractCell`]).

use std::any::{Any, TypeId};
use std::sync::Arc;

use expr::Ctx;

/// A pointer cell of an `--entry` input object that a strategy replaced by an abstraction
/// of what it holds (a segment of several objects): reading it asks that strategy
/// ([`Strategy::on_abstract_cell`]).
pub trait AbstractCell: Any + Send + Sync + std::fmt::Debug {
    /// For the strategy that made it.
    fn as_any(&self) -> &dyn Any;

    /// Whether a write over the whole cell must still settle it (the abstraction is held
    /// elsewhere too, and does not end with this cell).
    fn held_elsewhere(&self) -> bool;
}

/// A strategy's data on a state. States fork by cloning, so it is shared copy-on-write.
pub trait StateExt: Any + Send + Sync + std::fmt::Debug {
    /// For [`State::ext`].
    fn as_any(&self) -> &dyn Any;

    /// For [`State::ext_mut`].
    fn as_any_mut(&mut self) -> &mut dyn Any;

    /// A copy, for a state about to change a shared one.
    fn clone_ext(&self) -> Arc<dyn StateExt>;

    /// What a state that never touched it holds (the type's default).
    fn fresh(&self) -> Arc<dyn StateExt>;

    /// Two states are merged into one; this is the first's data, `other` the second's (of
    /// the same type). `Refuse` when the states cannot be merged for this data's sake.
    fn merge(&self, other: &dyn StateExt, ctx: &mut Ctx) -> MergeExt;

    /// A state explored already, with this data, is compared with a new one, with `other`
    /// (of the same type): whether this data does not stand in the way of the first
    /// covering the second.
    fn covers(&self, other: &dyn StateExt) -> bool;
}

/// What the merge of two states does with one strategy's data.
#[derive(Debug)]
pub enum MergeExt {
    /// The merged state keeps the first state's.
    Keep,
    /// The merged state gets this.
    Replace(Arc<dyn StateExt>),
    /// The states cannot be merged.
    Refuse,
}

/// The strategies' data on a state, by type.
#[derive(Clone, Debug, Default)]
pub struct Exts(Vec<(TypeId, Arc<dyn StateExt>)>);

impl Exts {
    /// The data of type `T`, if the state has some.
    pub fn get<T: StateExt>(&self) -> Option<&T> {
        let id = TypeId::of::<T>();
        self.0
            .iter()
            .find(|(t, _)| *t == id)
            .and_then(|(_, e)| e.as_any().downcast_ref())
    }

    /// The data of type `T` for writing (made from `T::default()` when absent, copied first
    /// when shared with another state).
    pub fn get_mut<T: StateExt + Default + Clone>(&mut self) -> &mut T {
        let id = TypeId::of::<T>();
        let i = match self.0.iter().position(|(t, _)| *t == id) {
            Some(i) => i,
            None => {
                self.0.push((id, Arc::new(T::default())));
                self.0.len() - 1
            }
        };
        let slot = &mut self.0[i].1;
        if Arc::get_mut(slot).is_none() {
            *slot = slot.clone_ext();
        }
        let unique = Arc::get_mut(slot).map(|e| e.as_any_mut().downcast_mut::<T>());
        match unique {
            Some(Some(t)) => t,
            // A slot holds the type its id names, and was just made unique.
            _ => unreachable!("state extension of the wrong type"),
        }
    }

    /// Every strategy's data.
    pub fn iter(&self) -> impl Iterator<Item = (TypeId, &Arc<dyn StateExt>)> {
        self.0.iter().map(|(t, e)| (*t, e))
    }

    /// The data of type `id`.
    pub fn by_id(&self, id: TypeId) -> Option<&Arc<dyn StateExt>> {
        self.0.iter().find(|(t, _)| *t == id).map(|(_, e)| e)
    }

    /// Replaces (or adds) the data of type `id`.
    pub fn set(&mut self, id: TypeId, e: Arc<dyn StateExt>) {
        match self.0.iter_mut().find(|(t, _)| *t == id) {
            Some(slot) => slot.1 = e,
            None => self.0.push((id, e)),
        }
    }
}

/// A state's stop marks: bit `i` is set when strategy `i` stopped it.
pub type Stops = u32;

/// Merges the strategies' data of two states (`a`'s first): `None` when one refuses. A
/// state without some strategy's data holds that data's default.
pub fn merge_exts(ctx: &mut Ctx, a: &Exts, b: &Exts) -> Option<Exts> {
    let mut out = a.clone();
    for (id, x, y) in pairs(a, b) {
        match x.merge(&*y, ctx) {
            MergeExt::Keep if a.by_id(id).is_none() => out.set(id, x),
            MergeExt::Keep => {}
            MergeExt::Replace(e) => out.set(id, e),
            MergeExt::Refuse => return None,
        }
    }
    Some(out)
}

/// Whether the strategies' data of a stored state (`s`) lets it cover a new one (`n`). A
/// state without some strategy's data holds that data's default.
pub fn exts_cover(s: &Exts, n: &Exts) -> bool {
    pairs(s, n).all(|(_, x, y)| x.covers(&*y))
}

/// Each strategy's data of `a` and `b` side by side (a default where one has none).
fn pairs<'e>(
    a: &'e Exts,
    b: &'e Exts,
) -> impl Iterator<Item = (TypeId, Arc<dyn StateExt>, Arc<dyn StateExt>)> + 'e {
    let only_b = b.iter().filter(|(t, _)| a.by_id(*t).is_none());
    a.iter().chain(only_b).map(|(id, e)| {
        let x = a.by_id(id).cloned().unwrap_or_else(|| e.fresh());
        let y = b.by_id(id).cloned().unwrap_or_else(|| e.fresh());
        (id, x, y)
    })
}

/// The methods every [`StateExt`] implements the same way (inside its `impl StateExt`).
#[macro_export]
macro_rules! state_ext_basics {
    () => {
        fn as_any(&self) -> &dyn std::any::Any {
            self
        }
        fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
            self
        }
        fn clone_ext(&self) -> std::sync::Arc<dyn $crate::StateExt> {
            std::sync::Arc::new(self.clone())
        }
        fn fresh(&self) -> std::sync::Arc<dyn $crate::StateExt> {
            std::sync::Arc::new(Self::default())
        }
    };
}

/// The methods every [`Strategy`] implements the same way (inside its `impl Strategy`).
#[macro_export]
macro_rules! strategy_basics {
    () => {
        fn as_any(&self) -> &dyn std::any::Any {
            self
        }
        fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
            self
        }
    };
}
