//! Renderers of a `pathsift check` report: compiler-style text and SARIF 2.1.0.

pub mod sarif;
pub mod text;

/// What the renderers say about one finding kind.
pub struct KindInfo {
    /// INTERFACE.md kind (the SARIF rule id).
    pub kind: &'static str,
    /// SARIF rule name (PascalCase, as SARIF viewers show it).
    pub name: &'static str,
    /// One-line description of the rule.
    pub description: &'static str,
    /// Text under the marker at the finding's location.
    pub label: &'static str,
}

/// Every kind `pathsift check` reports, in INTERFACE.md's order.
pub const KINDS: &[KindInfo] = &[
    KindInfo {
        kind: "memory-leak",
        name: "MemoryLeak",
        description:
            "A heap block becomes unreachable (or stays unfreed at exit) without being freed.",
        label: "last reference to the block lost here",
    },
    KindInfo {
        kind: "null-deref",
        name: "NullDereference",
        description: "A null pointer is dereferenced.",
        label: "null pointer dereferenced here",
    },
    KindInfo {
        kind: "invalid-deref",
        name: "InvalidDereference",
        description: "A pointer that points to no live object is dereferenced.",
        label: "invalid pointer dereferenced here",
    },
    KindInfo {
        kind: "use-after-free",
        name: "UseAfterFree",
        description: "A heap block is accessed after it was freed.",
        label: "freed memory accessed here",
    },
    KindInfo {
        kind: "double-free",
        name: "DoubleFree",
        description: "A heap block is freed twice.",
        label: "freed again here",
    },
    KindInfo {
        kind: "invalid-free",
        name: "InvalidFree",
        description: "free() is given a pointer that is not the start of a live heap block.",
        label: "invalid pointer freed here",
    },
    KindInfo {
        kind: "out-of-bounds",
        name: "OutOfBounds",
        description: "An access falls outside the object its pointer points into.",
        label: "out-of-bounds access here",
    },
    KindInfo {
        kind: "div-by-zero",
        name: "DivisionByZero",
        description: "An integer division or remainder by zero, or INT_MIN / -1.",
        label: "division here",
    },
    KindInfo {
        kind: "assertion",
        name: "AssertionFailure",
        description: "An assert() fails.",
        label: "assertion fails here",
    },
    KindInfo {
        kind: "overflow",
        name: "SignedOverflow",
        description: "A signed integer operation overflows.",
        label: "overflow here",
    },
    KindInfo {
        kind: "uninitialized-read",
        name: "UninitializedRead",
        description: "A value is read from memory that was never written.",
        label: "uninitialized value read here",
    },
];

/// The description of `kind`, if it is one of [`KINDS`].
pub fn kind_info(kind: &str) -> Option<&'static KindInfo> {
    KINDS.iter().find(|k| k.kind == kind)
}
