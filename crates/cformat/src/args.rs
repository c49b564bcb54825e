//! Fetching variadic arguments, sequentially or through glibc's positional argument table.

use crate::{ArgSource, FormatError};

/// One variadic argument as read from the [`ArgSource`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Value {
    /// An integer (raw bits, zero-extended).
    Int(u64),
    /// A double.
    Double(f64),
    /// A pointer.
    Ptr(u64),
}

/// The C type an argument is read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ArgType {
    /// An integer of this many bytes (4 or 8).
    Int(u32),
    /// `double`.
    Double,
    /// `long double` (not supported).
    LongDouble,
    /// A pointer.
    Ptr,
}

/// Reads arguments from the source, remembering every value read so that glibc's switch to
/// the positional path (which re-reads the argument list from the start) can reuse them.
pub(crate) struct Args<'a> {
    pub(crate) src: &'a mut dyn ArgSource,
    pub(crate) consumed: Vec<Value>,
}

impl<'a> Args<'a> {
    /// Wraps the source.
    pub(crate) fn new(src: &'a mut dyn ArgSource) -> Self {
        Args {
            src,
            consumed: Vec::new(),
        }
    }

    /// Reads the next argument as `ty`; `spec` names the conversion for error messages.
    pub(crate) fn read(&mut self, ty: ArgType, spec: &[u8]) -> Result<Value, FormatError> {
        let v = match ty {
            ArgType::Int(bytes) => Value::Int(self.src.next_int(bytes)?),
            ArgType::Double => Value::Double(self.src.next_double()?),
            ArgType::Ptr => Value::Ptr(self.src.next_ptr()?),
            ArgType::LongDouble => {
                return Err(FormatError::Unsupported {
                    spec: String::from_utf8_lossy(spec).into_owned(),
                    reason: "long double arguments are not supported",
                })
            }
        };
        self.consumed.push(v);
        Ok(v)
    }
}

/// The integer bits of argument `index` (zero-based) of the positional table.
pub(crate) fn table_int(table: &[Value], index: usize) -> Result<u64, FormatError> {
    match table.get(index) {
        Some(Value::Int(v) | Value::Ptr(v)) => Ok(*v),
        Some(Value::Double(_)) => Err(FormatError::ConflictingArgumentTypes { index: index + 1 }),
        None => Err(FormatError::MissingArgument),
    }
}

/// The double value of argument `index` (zero-based) of the positional table.
pub(crate) fn table_double(table: &[Value], index: usize) -> Result<f64, FormatError> {
    match table.get(index) {
        Some(Value::Double(v)) => Ok(*v),
        Some(_) => Err(FormatError::ConflictingArgumentTypes { index: index + 1 }),
        None => Err(FormatError::MissingArgument),
    }
}
