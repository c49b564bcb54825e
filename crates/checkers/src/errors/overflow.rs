//! Signed integer overflow in `+`, `-`, `*` and negation, and shifts past an integer's width
//! or out of a signed one's range (opt-in: the program is compiled with clang's overflow and
//! shift checks, whose handlers end the path). INTERFACE.md has one kind for both.

use semantics::ErrorKind;

use super::claim::ErrorChecker;

/// Reports `overflow`.
pub struct Overflow;

impl ErrorChecker for Overflow {
    fn name(&self) -> &'static str {
        "overflow"
    }
    fn claims(&self, kind: ErrorKind, _: &str) -> Option<&'static str> {
        matches!(kind, ErrorKind::Overflow | ErrorKind::UndefinedShift).then_some("overflow")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_overflow_and_shifts_but_not_division() {
        assert_eq!(
            Overflow.claims(ErrorKind::Overflow, "signed integer overflow"),
            Some("overflow")
        );
        assert_eq!(
            Overflow.claims(ErrorKind::UndefinedShift, "undefined shift"),
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
