//! Division and remainder by zero, and `INT_MIN / -1` (which traps like a division by zero
//! on x86 and is undefined in C whether or not overflow checking is on).

use semantics::ErrorKind;

use super::claim::ErrorChecker;

/// Reports `div-by-zero`, for `INT_MIN / -1` too.
pub struct Division;

impl ErrorChecker for Division {
    fn name(&self) -> &'static str {
        "division"
    }
    fn claims(&self, kind: ErrorKind, _: &str) -> Option<&'static str> {
        match kind {
            ErrorKind::DivByZero | ErrorKind::DivOverflow => Some("div-by-zero"),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_zero_divisors_and_int_min_by_minus_one() {
        assert_eq!(
            Division.claims(ErrorKind::DivByZero, "division by zero"),
            Some("div-by-zero")
        );
        assert_eq!(
            Division.claims(
                ErrorKind::DivOverflow,
                "signed division overflow (INT_MIN / -1)"
            ),
            Some("div-by-zero")
        );
        assert_eq!(
            Division.claims(ErrorKind::Overflow, "signed integer overflow"),
            None
        );
    }
}
