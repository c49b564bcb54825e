//! `%a`/`%A`: hexadecimal floating point the way glibc's `__printf_fphex` prints a double.

use crate::out::{Out, Params};
use crate::FormatError;

/// Writes the finite `x` in hexadecimal; `sign` is the already chosen sign prefix.
pub(crate) fn write_hex_float(
    out: &mut Out,
    x: f64,
    upper: bool,
    sign: &[u8],
    p: &Params,
) -> Result<(), FormatError> {
    let bits = x.to_bits();
    let exp_field = ((bits >> 52) & 0x7ff) as i32;
    let mantissa = bits & ((1u64 << 52) - 1);
    let table: &[u8; 16] = if upper {
        b"0123456789ABCDEF"
    } else {
        b"0123456789abcdef"
    };
    // The 13 hex digits of the 52-bit mantissa, as values 0..16.
    let mut num: Vec<u8> = (0..13)
        .map(|i| ((mantissa >> (48 - 4 * i)) & 0xf) as u8)
        .collect();
    let (mut leading, exp_neg, exponent) = if exp_field == 0 {
        if mantissa == 0 {
            (0u8, false, 0u32)
        } else {
            (0u8, true, 1022u32)
        }
    } else {
        let e = exp_field - 1023;
        (1u8, e < 0, e.unsigned_abs())
    };
    while num.last() == Some(&0) {
        num.pop();
    }
    let numlen = num.len();
    let prec = match p.prec {
        Some(prec) if prec < numlen => {
            let last = if prec > 0 {
                num.get(prec - 1).copied().unwrap_or(0)
            } else {
                leading
            };
            let next = num.get(prec).copied().unwrap_or(0);
            let more_bits = (next & 7) != 0 || prec + 1 < numlen;
            // Round to nearest, ties to even (glibc's round_away in FE_TONEAREST).
            if next >= 8 && (more_bits || last & 1 == 1) {
                let mut carry = true;
                for d in num.iter_mut().take(prec).rev() {
                    if *d == 15 {
                        *d = 0;
                    } else {
                        *d += 1;
                        carry = false;
                        break;
                    }
                }
                if carry {
                    leading += 1;
                }
            }
            num.truncate(prec);
            prec
        }
        Some(prec) => prec,
        None => numlen,
    };
    let shown = num.len().min(prec);
    let zero_fill = prec - shown;
    let exp_digits = exponent.to_string();
    let dot = usize::from(prec > 0 || p.alt);
    let len = [sign.len(), 3, dot, prec, 2, exp_digits.len()]
        .iter()
        .try_fold(0usize, |acc, &n| acc.checked_add(n))
        .ok_or_else(|| out.overflow())?;
    let fill = p.fill(len);
    out.reserve(len.saturating_add(fill))?;
    if !p.left && !p.pad_zero {
        out.pad(b' ', fill)?;
    }
    out.extend(sign)?;
    out.extend(if upper { b"0X" } else { b"0x" })?;
    if !p.left && p.pad_zero {
        out.pad(b'0', fill)?;
    }
    out.push(table[usize::from(leading & 0xf)])?;
    if dot == 1 {
        out.push(b'.')?;
    }
    for &d in num.iter().take(shown) {
        out.push(table[usize::from(d & 0xf)])?;
    }
    out.pad(b'0', zero_fill)?;
    out.push(if upper { b'P' } else { b'p' })?;
    out.push(if exp_neg { b'-' } else { b'+' })?;
    out.extend(exp_digits.as_bytes())?;
    // glibc pads a left-justified field with spaces, except that it adds nothing at all
    // when the pad character is '0' (positional path with a negative `*` width).
    if p.left && !p.pad_zero {
        out.pad(b' ', fill)?;
    }
    Ok(())
}
