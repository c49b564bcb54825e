//! Integer conversions: `%d %i %u %o %x %X %b %B` and non-null `%p`.

use crate::out::{Out, Params};
use crate::FormatError;

/// Sign-extends the low `bytes` bytes of `raw`, returning (negative, magnitude).
pub(crate) fn signed_parts(raw: u64, bytes: u32) -> (bool, u64) {
    let v = match bytes {
        1 => i64::from(raw as u8 as i8),
        2 => i64::from(raw as u16 as i16),
        4 => i64::from(raw as u32 as i32),
        _ => raw as i64,
    };
    (v < 0, v.unsigned_abs())
}

/// The low `bytes` bytes of `raw`.
pub(crate) fn truncate(raw: u64, bytes: u32) -> u64 {
    match bytes {
        1 => raw & 0xff,
        2 => raw & 0xffff,
        4 => raw & 0xffff_ffff,
        _ => raw,
    }
}

/// Digits of `v` in `base` (8, 10 or 16).
fn digits(mut v: u64, base: u64, upper: bool) -> Vec<u8> {
    let table: &[u8; 16] = if upper {
        b"0123456789ABCDEF"
    } else {
        b"0123456789abcdef"
    };
    let mut rev = Vec::with_capacity(22);
    loop {
        rev.push(table[(v % base) as usize]);
        v /= base;
        if v == 0 {
            break;
        }
    }
    rev.reverse();
    rev
}

/// Writes a number the way glibc's `LABEL (number)` does.
///
/// `conv` is the conversion letter: it selects upper-case hex digits for `X` and follows the
/// `0` of the `#` prefix in bases 16 and 2 (`%p` passes `x`).
/// `p.plus`/`p.space` must already be cleared for unsigned conversions.
pub(crate) fn write_number(
    out: &mut Out,
    negative: bool,
    magnitude: u64,
    base: u64,
    conv: u8,
    p: &Params,
) -> Result<(), FormatError> {
    let upper = conv == b'X';
    // An explicit precision disables zero padding.
    let (prec, pad_zero) = match p.prec {
        None => (1usize, p.pad_zero),
        Some(n) => (n, false),
    };
    let mut body = if prec == 0 && magnitude == 0 {
        if base == 8 && p.alt {
            vec![b'0']
        } else {
            Vec::new()
        }
    } else {
        digits(magnitude, base, upper)
    };
    let nonzero = magnitude != 0;
    if prec <= body.len() && nonzero && p.alt && base == 8 {
        body.insert(0, b'0');
    }
    let prec_zeros = prec.saturating_sub(body.len());
    let prefix_chars = [b'0', conv];
    let prefix: &[u8] = if nonzero && p.alt && (base == 16 || base == 2) {
        &prefix_chars
    } else {
        b""
    };
    let sign: &[u8] = if negative {
        b"-"
    } else if p.plus {
        b"+"
    } else if p.space {
        b" "
    } else {
        b""
    };
    let used = body
        .len()
        .saturating_add(prec_zeros)
        .saturating_add(prefix.len() + sign.len());
    let fill = p.fill(used);
    out.reserve(used.saturating_add(fill))?;
    if !p.left && !pad_zero {
        out.pad(b' ', fill)?;
    }
    out.extend(sign)?;
    out.extend(prefix)?;
    if !p.left && pad_zero {
        out.pad(b'0', fill)?;
    }
    out.pad(b'0', prec_zeros)?;
    out.extend(&body)?;
    if p.left {
        out.pad(b' ', fill)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_extension() {
        assert_eq!(signed_parts(0xff, 1), (true, 1));
        assert_eq!(signed_parts(0x17f, 1), (false, 0x7f));
        assert_eq!(signed_parts(0x8000_0000, 4), (true, 0x8000_0000));
        assert_eq!(signed_parts(i64::MIN as u64, 8), (true, 1u64 << 63));
        assert_eq!(truncate(0x1_2345, 2), 0x2345);
    }
}
