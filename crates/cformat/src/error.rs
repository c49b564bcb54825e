//! The error type shared by the formatter and [`crate::ArgSource`] implementations.

/// Why a format could not be rendered.
///
/// The variants carrying `partial` correspond to glibc's printf returning -1 after it has
/// already written `partial` to the stream (snprintf leaves it in the buffer).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    /// The conversions asked for more variadic arguments than the call supplied.
    #[error("missing variadic argument")]
    MissingArgument,
    /// An error reported by the [`crate::ArgSource`] (e.g. an invalid memory access).
    #[error("argument source: {0}")]
    Source(String),
    /// A conversion the formatter does not model (long double, wide characters, `%m` without errno support).
    #[error("unsupported conversion `{spec}`: {reason}")]
    Unsupported {
        /// The conversion specification as written in the format string.
        spec: String,
        /// What is not supported about it.
        reason: &'static str,
    },
    /// The format string ends inside a conversion specification (glibc: -1, `EINVAL`).
    #[error("format string ends inside a conversion specification")]
    IncompleteSpec {
        /// Output produced before the incomplete specification.
        partial: Vec<u8>,
    },
    /// The output (or a width/precision in the format) would exceed `limit` bytes
    /// (glibc: -1, `EOVERFLOW`, with `limit` = `INT_MAX`).
    #[error("output would exceed {limit} bytes")]
    Overflow {
        /// The limit in force: `INT_MAX` for [`crate::format`].
        limit: usize,
        /// Output produced before the limit was hit.
        partial: Vec<u8>,
    },
    /// A positional format (`%N$`) refers to more arguments than the formatter accepts.
    #[error("positional argument index {index} is too large")]
    TooManyArguments {
        /// The one-based argument number requested.
        index: usize,
    },
    /// Positional conversions use the same argument both as a floating-point value and as an integer/pointer.
    #[error("argument {index} is used with conflicting types")]
    ConflictingArgumentTypes {
        /// The one-based argument number.
        index: usize,
    },
}
