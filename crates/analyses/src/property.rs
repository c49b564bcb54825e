//! The SV-COMP properties `pathsift verify` decides.

use semantics::ErrorKind;

/// A property to verify.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Property {
    /// No `assert`, `klee_assert` or `pathsift_assert` fails and `reach_error()` is never
    /// called: what a C developer means by "verify my program" (`verify`'s default).
    Assertions,
    /// `reach_error()` is never called (SV-COMP's unreach-call: a failing `assert` just
    /// ends the path).
    UnreachCall,
    /// No invalid dereference, invalid free, or lost memory (SV-COMP valid-memsafety).
    ValidMemsafety,
    /// All allocated memory is freed at exit.
    ValidMemcleanup,
    /// No signed integer overflow.
    NoOverflow,
}

impl Property {
    /// Parses a property name (`unreach-call`, ...) or the text of an SV-COMP `.prp` file.
    pub fn parse(s: &str) -> Option<Property> {
        let t = s.trim();
        let by_name = match t {
            "assertions" => Some(Property::Assertions),
            "unreach-call" => Some(Property::UnreachCall),
            "valid-memsafety" => Some(Property::ValidMemsafety),
            "valid-memcleanup" => Some(Property::ValidMemcleanup),
            "no-overflow" => Some(Property::NoOverflow),
            _ => None,
        };
        by_name.or_else(|| {
            if t.contains("call(reach_error())") || t.contains("call(__VERIFIER_error())") {
                Some(Property::UnreachCall)
            } else if t.contains("valid-memcleanup") {
                Some(Property::ValidMemcleanup)
            } else if t.contains("valid-deref")
                || t.contains("valid-free")
                || t.contains("valid-memtrack")
            {
                Some(Property::ValidMemsafety)
            } else if t.contains("! overflow") {
                Some(Property::NoOverflow)
            } else {
                None
            }
        })
    }

    /// The property's name.
    pub fn name(self) -> &'static str {
        match self {
            Property::Assertions => "assertions",
            Property::UnreachCall => "unreach-call",
            Property::ValidMemsafety => "valid-memsafety",
            Property::ValidMemcleanup => "valid-memcleanup",
            Property::NoOverflow => "no-overflow",
        }
    }

    /// Whether an error of `kind` violates this property; `Some(subproperty)` names the SV-COMP subproperty.
    pub fn violated_by(self, kind: ErrorKind) -> Option<&'static str> {
        match (self, kind) {
            (Property::UnreachCall | Property::Assertions, ErrorKind::ReachError) => {
                Some("unreach-call")
            }
            (Property::Assertions, ErrorKind::Assertion) => Some("assertion"),
            (
                Property::ValidMemsafety,
                ErrorKind::NullDeref
                | ErrorKind::InvalidDeref
                | ErrorKind::OutOfBounds
                | ErrorKind::UseAfterFree,
            ) => Some("valid-deref"),
            (Property::ValidMemsafety, ErrorKind::DoubleFree | ErrorKind::InvalidFree) => {
                Some("valid-free")
            }
            (Property::NoOverflow, ErrorKind::Overflow | ErrorKind::DivOverflow) => {
                Some("no-overflow")
            }
            (Property::ValidMemcleanup, ErrorKind::MemoryLeak) => Some("valid-memcleanup"),
            (Property::ValidMemsafety, ErrorKind::MemoryLeak) => Some("valid-memtrack"),
            _ => None,
        }
    }

    /// Whether a path that ends in `kind` (not a violation) just ends normally for this property.
    pub fn ends_path_normally(self, kind: ErrorKind) -> bool {
        // abort() and failed assert() end a path; for unreach-call only reach_error() counts.
        matches!(kind, ErrorKind::Abort | ErrorKind::Assertion)
    }

    /// The names `--property` takes, for the message that lists them.
    pub const NAMES: [&'static str; 5] = [
        "assertions",
        "unreach-call",
        "valid-memsafety",
        "valid-memcleanup",
        "no-overflow",
    ];

    /// Whether the property is about what `main`'s paths reach (an error call or a
    /// failing assertion), as opposed to memory or arithmetic safety.
    pub fn is_reachability(self) -> bool {
        matches!(self, Property::Assertions | Property::UnreachCall)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_prp_texts_parse() {
        assert_eq!(Property::parse("unreach-call"), Some(Property::UnreachCall));
        assert_eq!(
            Property::parse("CHECK( init(main()), LTL(G ! call(reach_error())) )"),
            Some(Property::UnreachCall)
        );
        assert_eq!(
            Property::parse("CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )"),
            Some(Property::ValidMemsafety)
        );
        assert_eq!(
            Property::parse("CHECK( init(main()), LTL(G ! overflow) )"),
            Some(Property::NoOverflow)
        );
        assert_eq!(Property::parse("termination"), None);
        assert_eq!(Property::parse("assertions"), Some(Property::Assertions));
        for n in Property::NAMES {
            assert_eq!(Property::parse(n).map(Property::name), Some(n));
        }
    }

    #[test]
    fn a_failing_assert_violates_assertions_only() {
        assert_eq!(
            Property::Assertions.violated_by(ErrorKind::Assertion),
            Some("assertion")
        );
        assert_eq!(
            Property::Assertions.violated_by(ErrorKind::ReachError),
            Some("unreach-call")
        );
        assert_eq!(
            Property::UnreachCall.violated_by(ErrorKind::Assertion),
            None
        );
        assert!(Property::UnreachCall.ends_path_normally(ErrorKind::Assertion));
    }
}
