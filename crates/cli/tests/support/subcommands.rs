//! The subcommands, for the tests that go over every one of them.

/// Those that analyse or run a program.
pub const ANALYSING: [&str; 11] = [
    "run",
    "lower",
    "verify",
    "test",
    "check",
    "replay",
    "loopbound",
    "memusage",
    "fuzz",
    "report",
    "merge",
];

/// Those that print something about pathsift itself.
pub const MANUAL: [&str; 2] = ["completions", "man"];
