//! Division and remainder by zero, and `INT_MIN / -1` (which traps like a division by zero
//! on x86 and is undefined in C whether or not overflow checking is on).

use semantics::ErrorKind;

use super::ErrorChecker;

/// Reports `div-by-zero` (the engine names `INT_MIN / -1` a division overflow).
pub struct Division;

impl ErrorChecker for Division {
    fn name(&self) -> &'static str {
        "division"
    }
    fn claims(&self, kind: ErrorKind, message: &str) -> Option<&'static str> {
        match kind {
            ErrorKind::DivByZero => Some("div-by-zero"),
            ErrorKind::Overflow if message.contains("division overflow") => Some("div-by-zero"),
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
                ErrorKind::Overflow,
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
