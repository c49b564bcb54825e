//! How inputs are named and written as text, for both executors and their witnesses.

pub use formats::{Heap, InputValue, Witness};

/// Name of the input that says whether an allocation fails (with `--malloc-can-fail`).
pub const MALLOC_FAILS_INPUT: &str = "malloc_fails";

/// Name of the input that gives never-written bytes their value.
pub const UNINIT_INPUT: &str = "uninit";

/// How an input's bits are read and written as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarKind {
    /// Two's-complement signed integer.
    Signed,
    /// Unsigned integer (and pointers, `_Bool`).
    Unsigned,
    /// IEEE float (4 bytes) or double (8 bytes).
    Float,
}

/// Bytes as INTERFACE.md writes them: `0x` and two hex digits each, in memory order.
pub fn hex_text(bytes: &[u8]) -> String {
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!("0x{hex}")
}
