//! Reads and writes outside an object (for a symbolic index or size: when some feasible
//! input goes out of bounds).

use semantics::ErrorKind;

use super::claim::ErrorChecker;

/// Reports `out-of-bounds`.
pub struct OutOfBounds;

impl ErrorChecker for OutOfBounds {
    fn name(&self) -> &'static str {
        "out-of-bounds"
    }
    fn claims(&self, kind: ErrorKind, _message: &str) -> Option<&'static str> {
        (kind == ErrorKind::OutOfBounds).then_some("out-of-bounds")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_only_out_of_bounds_accesses() {
        assert_eq!(
            OutOfBounds.claims(ErrorKind::OutOfBounds, "x"),
            Some("out-of-bounds")
        );
        assert_eq!(OutOfBounds.claims(ErrorKind::UseAfterFree, "x"), None);
    }
}
