//! A heap block freed twice.

use semantics::ErrorKind;

use super::claim::ErrorChecker;

/// Reports `double-free`.
pub struct DoubleFree;

impl ErrorChecker for DoubleFree {
    fn name(&self) -> &'static str {
        "double-free"
    }
    fn claims(&self, kind: ErrorKind, _message: &str) -> Option<&'static str> {
        (kind == ErrorKind::DoubleFree).then_some("double-free")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_only_double_frees() {
        assert_eq!(
            DoubleFree.claims(ErrorKind::DoubleFree, "x"),
            Some("double-free")
        );
        assert_eq!(DoubleFree.claims(ErrorKind::InvalidFree, "x"), None);
    }
}
