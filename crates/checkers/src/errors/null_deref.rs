//! Dereferences of NULL (and of the unmapped page around it).

use semantics::ErrorKind;

use super::claim::ErrorChecker;

/// Reports `null-deref`.
pub struct NullDeref;

impl ErrorChecker for NullDeref {
    fn name(&self) -> &'static str {
        "null-deref"
    }
    fn claims(&self, kind: ErrorKind, _message: &str) -> Option<&'static str> {
        (kind == ErrorKind::NullDeref).then_some("null-deref")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_only_null_dereferences() {
        assert_eq!(
            NullDeref.claims(ErrorKind::NullDeref, "x"),
            Some("null-deref")
        );
        assert_eq!(NullDeref.claims(ErrorKind::InvalidDeref, "x"), None);
    }
}
