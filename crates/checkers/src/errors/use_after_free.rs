//! Accesses to freed heap blocks and to stack variables of returned functions.

use semantics::ErrorKind;

use super::claim::ErrorChecker;

/// Reports `use-after-free`.
pub struct UseAfterFree;

impl ErrorChecker for UseAfterFree {
    fn name(&self) -> &'static str {
        "use-after-free"
    }
    fn claims(&self, kind: ErrorKind, _message: &str) -> Option<&'static str> {
        (kind == ErrorKind::UseAfterFree).then_some("use-after-free")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_only_uses_after_free() {
        assert_eq!(
            UseAfterFree.claims(ErrorKind::UseAfterFree, "x"),
            Some("use-after-free")
        );
        assert_eq!(UseAfterFree.claims(ErrorKind::DoubleFree, "x"), None);
    }
}
