//! Checkers for the errors the engine's memory and arithmetic model detects as a path ends
//! (the "path ended in an error" hook): each claims the terminations of its kind and names
//! the finding. Whether a kind is reported at all is the set of checkers plugged in.

mod assertion;
mod division;
mod double_free;
mod invalid_deref;
mod invalid_free;
mod null_deref;
mod out_of_bounds;
mod overflow;
mod use_after_free;

use semantics::ErrorKind;

pub use assertion::Assertion;
pub use division::Division;
pub use double_free::DoubleFree;
pub use invalid_deref::InvalidDeref;
pub use invalid_free::InvalidFree;
pub use null_deref::NullDeref;
pub use out_of_bounds::OutOfBounds;
pub use overflow::Overflow;
pub use use_after_free::UseAfterFree;

/// A checker of one class of errors that end a path.
pub trait ErrorChecker {
    /// Name in reports.
    fn name(&self) -> &'static str;
    /// The finding kind (INTERFACE.md) for a path that ended with `kind` and `message`, if
    /// this checker reports it.
    fn claims(&self, kind: ErrorKind, message: &str) -> Option<&'static str>;
}
