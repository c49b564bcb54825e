//! The output buffer, which enforces the length limit, and the resolved field parameters.

use crate::FormatError;

/// Output bytes produced so far, never longer than `limit`.
pub(crate) struct Out {
    pub(crate) buf: Vec<u8>,
    limit: usize,
}

impl Out {
    /// An empty buffer that refuses to grow beyond `limit` bytes.
    pub(crate) fn new(limit: usize) -> Self {
        Out {
            buf: Vec::new(),
            limit,
        }
    }

    /// Bytes written so far (glibc's `done`, reported by `%n`).
    pub(crate) fn len(&self) -> usize {
        self.buf.len()
    }

    /// The error reported when the limit would be exceeded (its `partial` is filled in by the caller).
    pub(crate) fn overflow(&self) -> FormatError {
        FormatError::Overflow {
            limit: self.limit,
            partial: Vec::new(),
        }
    }

    /// How many more bytes fit under the limit.
    pub(crate) fn room(&self) -> usize {
        self.limit.saturating_sub(self.buf.len())
    }

    /// Fails unless `extra` more bytes fit.
    pub(crate) fn reserve(&self, extra: usize) -> Result<(), FormatError> {
        match self.buf.len().checked_add(extra) {
            Some(total) if total <= self.limit => Ok(()),
            _ => Err(self.overflow()),
        }
    }

    /// Appends one byte.
    pub(crate) fn push(&mut self, b: u8) -> Result<(), FormatError> {
        self.reserve(1)?;
        self.buf.push(b);
        Ok(())
    }

    /// Appends bytes.
    pub(crate) fn extend(&mut self, s: &[u8]) -> Result<(), FormatError> {
        self.reserve(s.len())?;
        self.buf.extend_from_slice(s);
        Ok(())
    }

    /// Appends `n` copies of `b`.
    pub(crate) fn pad(&mut self, b: u8, n: usize) -> Result<(), FormatError> {
        self.reserve(n)?;
        self.buf.resize(self.buf.len() + n, b);
        Ok(())
    }
}

/// Flags, width and precision of one conversion after `*` arguments have been applied.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Params {
    /// `-`: left-justify.
    pub(crate) left: bool,
    /// glibc's `pad == '0'` (the `0` flag, unless `-` was given in the format).
    pub(crate) pad_zero: bool,
    /// `+`: always print a sign.
    pub(crate) plus: bool,
    /// ` `: a space in place of a `+` sign.
    pub(crate) space: bool,
    /// `#`: alternate form.
    pub(crate) alt: bool,
    /// Minimum field width (0 when none).
    pub(crate) width: usize,
    /// Precision, `None` when absent or negative.
    pub(crate) prec: Option<usize>,
}

impl Params {
    /// Padding needed to bring `len` bytes up to the field width.
    pub(crate) fn fill(&self, len: usize) -> usize {
        self.width.saturating_sub(len)
    }
}

/// Writes `s` right- or left-justified in the field, padding with spaces (glibc never zero-pads strings).
pub(crate) fn write_padded(out: &mut Out, s: &[u8], p: &Params) -> Result<(), FormatError> {
    let fill = p.fill(s.len());
    if !p.left {
        out.pad(b' ', fill)?;
    }
    out.extend(s)?;
    if p.left {
        out.pad(b' ', fill)?;
    }
    Ok(())
}
