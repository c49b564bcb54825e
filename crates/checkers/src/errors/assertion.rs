//! Failing `assert` (`__assert_fail`) and SV-COMP's `reach_error()`.

use semantics::ErrorKind;

use super::claim::ErrorChecker;

/// Reports `assertion`.
pub struct Assertion;

impl ErrorChecker for Assertion {
    fn name(&self) -> &'static str {
        "assertion"
    }
    fn claims(&self, kind: ErrorKind, _message: &str) -> Option<&'static str> {
        matches!(kind, ErrorKind::Assertion | ErrorKind::ReachError).then_some("assertion")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_assertions_and_reach_error() {
        assert_eq!(
            Assertion.claims(ErrorKind::Assertion, "x"),
            Some("assertion")
        );
        assert_eq!(
            Assertion.claims(ErrorKind::ReachError, "x"),
            Some("assertion")
        );
        assert_eq!(Assertion.claims(ErrorKind::Abort, "x"), None);
    }
}
