//! `free` (or `realloc`) of something that is not the start of a live heap block: a stack
//! or global address, an interior pointer, a wild pointer.

use semantics::ErrorKind;

use super::claim::ErrorChecker;

/// Reports `invalid-free`.
pub struct InvalidFree;

impl ErrorChecker for InvalidFree {
    fn name(&self) -> &'static str {
        "invalid-free"
    }
    fn claims(&self, kind: ErrorKind, _message: &str) -> Option<&'static str> {
        (kind == ErrorKind::InvalidFree).then_some("invalid-free")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_only_invalid_frees() {
        assert_eq!(
            InvalidFree.claims(ErrorKind::InvalidFree, "x"),
            Some("invalid-free")
        );
        assert_eq!(InvalidFree.claims(ErrorKind::DoubleFree, "x"), None);
    }
}
