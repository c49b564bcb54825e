//! Signed integer overflow in `+`, `-`, `*` and negation (opt-in: the program is compiled
//! with clang's overflow checks, whose handlers end the path).

use semantics::ErrorKind;

use super::claim::ErrorChecker;

/// Reports `overflow`.
pub struct Overflow;

impl ErrorChecker for Overflow {
    fn name(&self) -> &'static str {
        "overflow"
    }
    fn claims(&self, kind: ErrorKind, _: &str) -> Option<&'static str> {
        (kind == ErrorKind::Overflow).then_some("overflow")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_arithmetic_overflow_but_not_division() {
        assert_eq!(
            Overflow.claims(ErrorKind::Overflow, "signed integer overflow"),
            Some("overflow")
        );
        assert_eq!(
            Overflow.claims(
                ErrorKind::DivOverflow,
                "signed division overflow (INT_MIN / -1)"
            ),
            None
        );
    }
}
