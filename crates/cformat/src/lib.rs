//! C printf-family formatting that reproduces glibc 2.36 byte for byte.
//!
//! The interpreter's libc model calls [`format`] for `printf`, `fprintf`, `sprintf`, `snprintf`,
//! `vprintf` and friends, supplying the variadic arguments and memory access through an
//! [`ArgSource`]. Covered: conversions `d i u o x X b B c s p f F e E g G a A n %` (`%b` is glibc 2.35+ binary) (and `m` when the
//! source provides errno text), flags `-+ #0'I`, widths and precisions (literal, `*`, `*N$`),
//! positional arguments `%N$`, length modifiers `hh h l ll L q j z Z t`, and glibc's handling of
//! unknown conversions (echoed verbatim) and of malformed formats.
//!
//! Integer arguments are requested at their promoted size: `%hhd`/`%hd` ask the source for a
//! 4-byte `int` and truncate it, `%ld` asks for `long_bytes`, `%lld`/`%jd` for 8, `%zd`/`%td`
//! for `pointer_bytes`. Only `%hhn`/`%hn` pass sizes 1 and 2 (to [`ArgSource::write_int`]).
//!
//! Not modelled (reported as [`FormatError::Unsupported`]): `long double` (`%Lf`), wide
//! characters and strings (`%lc %ls %C %S`), and `%m` unless [`ArgSource::strerror`] is provided.
//! Grouping (`'`) and locale digits (`I`) behave as in the C locale, i.e. change nothing.
#![forbid(unsafe_code)]

mod args;
mod bignum;
mod decimal;
mod error;
mod float;
mod hexfloat;
mod int;
mod out;
mod render;
mod sizes;
mod spec;

pub use error::FormatError;

/// What the formatter needs from the interpreter: the variadic arguments, and memory for %s / %n.
pub trait ArgSource {
    /// Next integer argument, as its raw bits zero-extended to u64; `bytes` is the C type's size (1,2,4,8) after default promotions, i.e. what the conversion's length modifier says under the target data model.
    fn next_int(&mut self, bytes: u32) -> Result<u64, FormatError>;
    /// Next `double` argument (floats are promoted to double by C).
    fn next_double(&mut self) -> Result<f64, FormatError>;
    /// Next pointer argument (address as u64).
    fn next_ptr(&mut self) -> Result<u64, FormatError>;
    /// Bytes of the NUL-terminated string at `addr`, without the NUL, reading at most `max` bytes when given (precision of %s).
    fn read_c_string(&mut self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, FormatError>;
    /// Told, before the next integer argument is read on the sequential path, what it is for:
    /// the conversion character (`*` for a field width or precision) and the bytes of it the
    /// conversion uses. Output never depends on it; a symbolic executor uses it to know how the
    /// output's length depends on the argument.
    fn int_use(&mut self, _conv: u8, _size: u32) {}
    /// Store `value` as an integer of `bytes` bytes at `addr` (for %n).
    fn write_int(&mut self, addr: u64, bytes: u32, value: u64) -> Result<(), FormatError>;
    /// Text for `%m` from the current `errno`: `strerror(errno)`, or with `name` (`%#m`) the
    /// error's name such as `EINVAL`; by default `%m` is unsupported.
    fn strerror(&mut self, name: bool) -> Result<Vec<u8>, FormatError> {
        Err(FormatError::Unsupported {
            spec: if name { "%#m" } else { "%m" }.to_owned(),
            reason: "the argument source provides no errno text",
        })
    }
}

/// Sizes of C types under the target data model (ILP32: long = 4 bytes, pointers 4; LP64: long 8, pointers 8).
#[derive(Clone, Copy, Debug)]
pub struct DataModel {
    /// `sizeof(long)`.
    pub long_bytes: u32,
    /// `sizeof(void *)` (also `size_t` and `ptrdiff_t`).
    pub pointer_bytes: u32,
}

impl DataModel {
    /// 32-bit `int`, `long` and pointers (e.g. i386).
    pub const ILP32: DataModel = DataModel {
        long_bytes: 4,
        pointer_bytes: 4,
    };
    /// 64-bit `long` and pointers (e.g. x86-64 Linux).
    pub const LP64: DataModel = DataModel {
        long_bytes: 8,
        pointer_bytes: 8,
    };
}

/// Format `fmt` (the bytes of the format string, without NUL) the way glibc's printf does, returning the output bytes.
pub fn format(
    fmt: &[u8],
    model: DataModel,
    args: &mut dyn ArgSource,
) -> Result<Vec<u8>, FormatError> {
    format_with_limit(fmt, model, args, i32::MAX as usize)
}

/// Like [`format`], but fails with [`FormatError::Overflow`] once the output would exceed `limit` bytes
/// (glibc's own limit, used by [`format`], is `INT_MAX`).
pub fn format_with_limit(
    fmt: &[u8],
    model: DataModel,
    args: &mut dyn ArgSource,
    limit: usize,
) -> Result<Vec<u8>, FormatError> {
    // glibc stops at the first NUL.
    let fmt = fmt.split(|&b| b == 0).next().unwrap_or_default();
    let mut r = render::Renderer::new(fmt, model, args, limit);
    match r.run() {
        Ok(()) => Ok(r.out.buf),
        Err(FormatError::IncompleteSpec { .. }) => {
            Err(FormatError::IncompleteSpec { partial: r.out.buf })
        }
        Err(FormatError::Overflow { limit, .. }) => Err(FormatError::Overflow {
            limit,
            partial: r.out.buf,
        }),
        Err(e) => Err(e),
    }
}
