//! What an error checker is: it claims the path ends of one class of errors.

use semantics::ErrorKind;

/// A checker of one class of errors that end a path.
pub trait ErrorChecker {
    /// Name in reports.
    fn name(&self) -> &'static str;
    /// The finding kind (INTERFACE.md) for a path that ended with `kind` and `message`, if
    /// this checker reports it.
    fn claims(&self, kind: ErrorKind, message: &str) -> Option<&'static str>;
}
