//! Checkers for the errors the engine's memory and arithmetic model detects as a path ends
//! (the "path ended in an error" hook): each claims the terminations of its kind and names
//! the finding. Whether a kind is reported at all is the set of checkers plugged in.

mod assertion;
mod claim;
mod division;
mod double_free;
mod invalid_deref;
mod invalid_free;
mod null_deref;
mod out_of_bounds;
mod overflow;
mod use_after_free;

pub use assertion::Assertion;
pub use claim::ErrorChecker;
pub use division::Division;
pub use double_free::DoubleFree;
pub use invalid_deref::InvalidDeref;
pub use invalid_free::InvalidFree;
pub use null_deref::NullDeref;
pub use out_of_bounds::OutOfBounds;
pub use overflow::Overflow;
pub use use_after_free::UseAfterFree;
