//! Dereferences of pointers into no object, into code, or writes to read-only memory.

use semantics::ErrorKind;

use super::claim::ErrorChecker;

/// Reports `invalid-deref`.
pub struct InvalidDeref;

impl ErrorChecker for InvalidDeref {
    fn name(&self) -> &'static str {
        "invalid-deref"
    }
    fn claims(&self, kind: ErrorKind, _message: &str) -> Option<&'static str> {
        (kind == ErrorKind::InvalidDeref).then_some("invalid-deref")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_only_invalid_dereferences() {
        assert_eq!(
            InvalidDeref.claims(ErrorKind::InvalidDeref, "x"),
            Some("invalid-deref")
        );
        assert_eq!(InvalidDeref.claims(ErrorKind::NullDeref, "x"), None);
    }
}
