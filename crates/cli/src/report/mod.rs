//! Renderers of reports: compiler-style text of `check`, SARIF 2.1.0 of `check`, `verify`
//! and `fuzz`, and HTML pages of their JSON results.

pub mod html;
pub mod sarif;
pub mod text;

/// Output formats of the subcommands that report findings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Human-readable text.
    Text,
    /// INTERFACE.md's JSON.
    Json,
    /// SARIF 2.1.0.
    Sarif,
}

impl Format {
    /// The format asked for: `--json` is an older spelling of `--format json` and wins.
    pub fn chosen(format: Format, json: bool) -> Format {
        if json {
            Format::Json
        } else {
            format
        }
    }
}

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

/// Kinds that `verify` and `fuzz` report besides [`KINDS`]: SARIF gives each a rule too.
pub const OTHER_KINDS: &[KindInfo] = &[
    KindInfo {
        kind: "reach-error",
        name: "ReachError",
        description: "reach_error() is called (SV-COMP's unreach-call property).",
        label: "reach_error() called here",
    },
    KindInfo {
        kind: "abort",
        name: "Abort",
        description: "abort() is called.",
        label: "abort() called here",
    },
    KindInfo {
        kind: "trap",
        name: "Trap",
        description: "The program executes a trap instruction.",
        label: "trap here",
    },
    KindInfo {
        kind: "undefined-shift",
        name: "UndefinedShift",
        description: "A shift by a negative amount or by at least its operand's width.",
        label: "shift here",
    },
];

/// The description of `kind`, if it is one of [`KINDS`] or [`OTHER_KINDS`].
pub fn kind_info(kind: &str) -> Option<&'static KindInfo> {
    KINDS.iter().chain(OTHER_KINDS).find(|k| k.kind == kind)
}
