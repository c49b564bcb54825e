//! Floating-point conversions `%f %F %e %E %g %G` (exact, round-half-even like glibc's `__printf_fp`).

use crate::decimal::Decimal;
use crate::hexfloat;
use crate::out::{Out, Params};
use crate::FormatError;

/// The sign prefix glibc prints for a value with the given sign bit.
pub(crate) fn sign_prefix(negative: bool, p: &Params) -> &'static [u8] {
    if negative {
        b"-"
    } else if p.plus {
        b"+"
    } else if p.space {
        b" "
    } else {
        b""
    }
}

/// Writes `x` for conversion `conv` (one of `fFeEgGaA`).
pub(crate) fn write_float(out: &mut Out, x: f64, conv: u8, p: &Params) -> Result<(), FormatError> {
    let upper = conv.is_ascii_uppercase();
    let sign = sign_prefix(x.is_sign_negative(), p);
    if !x.is_finite() {
        let text: &[u8] = match (x.is_nan(), upper) {
            (true, false) => b"nan",
            (true, true) => b"NAN",
            (false, false) => b"inf",
            (false, true) => b"INF",
        };
        // Special values are always padded with spaces.
        let fill = p.fill(sign.len() + 3);
        if !p.left {
            out.pad(b' ', fill)?;
        }
        out.extend(sign)?;
        out.extend(text)?;
        if p.left {
            out.pad(b' ', fill)?;
        }
        return Ok(());
    }
    let lower = conv.to_ascii_lowercase();
    if lower == b'a' {
        return hexfloat::write_hex_float(out, x, upper, sign, p);
    }
    let dec = Decimal::from_f64(x);
    // The body can never be longer than what is left of the output limit.
    let room = out.room();
    let body = match lower {
        b'f' => fixed(&dec, p.prec.unwrap_or(6), p.alt, room),
        b'e' => exponential(&dec, p.prec.unwrap_or(6), p.alt, upper, room),
        _ => general(&dec, p.prec, p.alt, upper, room),
    }
    .ok_or_else(|| out.overflow())?;
    let fill = p.fill(sign.len().saturating_add(body.len()));
    if !p.left && !p.pad_zero {
        out.pad(b' ', fill)?;
    }
    out.extend(sign)?;
    if !p.left && p.pad_zero {
        out.pad(b'0', fill)?;
    }
    out.extend(&body)?;
    if p.left {
        // glibc pads with its pad character, which is '0' only in the positional
        // path's "0 flag with negative `*` width" case.
        out.pad(if p.pad_zero { b'0' } else { b' ' }, fill)?;
    }
    Ok(())
}

/// Appends `count` digits of `dec` starting at significant position `from` (zeros outside).
fn push_digits(buf: &mut Vec<u8>, dec: &Decimal, from: i64, count: usize) {
    let end = from.saturating_add(count as i64);
    let mut pos = from;
    if pos < 0 {
        let z = (-pos).min(end - pos);
        buf.resize(buf.len() + z as usize, b'0');
        pos += z;
    }
    let avail_end = (dec.digits.len() as i64).min(end);
    if pos < avail_end {
        if let Some(s) = dec.digits.get(pos as usize..avail_end as usize) {
            buf.extend_from_slice(s);
        }
        pos = avail_end;
    }
    if pos < end {
        buf.resize(buf.len() + (end - pos) as usize, b'0');
    }
}

/// `%f` body: `dec` rounded to `prec` fractional digits; `None` if longer than `room`.
fn fixed(dec: &Decimal, prec: usize, alt: bool, room: usize) -> Option<Vec<u8>> {
    let r = dec.round_to(dec.point.saturating_add(prec as i64));
    fixed_rounded(&r, prec, alt, room)
}

/// `%f` body of an already rounded value.
fn fixed_rounded(r: &Decimal, prec: usize, alt: bool, room: usize) -> Option<Vec<u8>> {
    let int_len = if r.point > 0 { r.point as usize } else { 1 };
    let dot = usize::from(prec > 0 || alt);
    let len = int_len.checked_add(dot)?.checked_add(prec)?;
    if len > room {
        return None;
    }
    let mut buf = Vec::with_capacity(len);
    if r.point > 0 {
        push_digits(&mut buf, r, 0, int_len);
    } else {
        buf.push(b'0');
    }
    if dot == 1 {
        buf.push(b'.');
    }
    push_digits(&mut buf, r, r.point, prec);
    Some(buf)
}

/// `%e` body: `prec` digits after the point; `None` if longer than `room`.
fn exponential(dec: &Decimal, prec: usize, alt: bool, upper: bool, room: usize) -> Option<Vec<u8>> {
    let r = dec.round_to((prec as i64).saturating_add(1));
    exponential_rounded(&r, prec, alt, upper, room)
}

/// `%e` body of an already rounded value.
fn exponential_rounded(
    r: &Decimal,
    prec: usize,
    alt: bool,
    upper: bool,
    room: usize,
) -> Option<Vec<u8>> {
    let exp = if r.is_zero() { 0 } else { r.point - 1 };
    let exp_digits = exp.unsigned_abs().to_string();
    let dot = usize::from(prec > 0 || alt);
    let len = 1usize
        .checked_add(dot)?
        .checked_add(prec)?
        .checked_add(2 + exp_digits.len().max(2))?;
    if len > room {
        return None;
    }
    let mut buf = Vec::with_capacity(len);
    buf.push(r.digit(0));
    if dot == 1 {
        buf.push(b'.');
    }
    push_digits(&mut buf, r, 1, prec);
    buf.push(if upper { b'E' } else { b'e' });
    buf.push(if exp < 0 { b'-' } else { b'+' });
    if exp_digits.len() < 2 {
        buf.push(b'0');
    }
    buf.extend_from_slice(exp_digits.as_bytes());
    Some(buf)
}

/// `%g` body: `P` significant digits, style chosen by the exponent, trailing zeros removed unless `#`.
fn general(
    dec: &Decimal,
    prec: Option<usize>,
    alt: bool,
    upper: bool,
    room: usize,
) -> Option<Vec<u8>> {
    let p = match prec {
        None => 6,
        Some(0) => 1,
        Some(n) => n,
    } as i64;
    let r = dec.round_to(p);
    let x = if r.is_zero() { 0 } else { r.point - 1 };
    if alt && x == p && dec.point == p {
        // glibc quirk: it picks the style from the unrounded exponent (P - 1, so `%f` style
        // with no fractional digits); when rounding then carries to 10^P it switches to
        // `%e` style but keeps zero fractional digits, printing e.g. "1.e+06" for
        // `%#g` of 999999.5 where C asks for "1.00000e+06".
        return exponential_rounded(&r, 0, true, upper, room);
    }
    // Digits after the first that carry information (the rest would be stripped).
    let sig_after_first = (r.digits.len() as i64 - 1).max(0);
    if x < p && x >= -4 {
        let full = p - 1 - x;
        let frac = if alt {
            full
        } else {
            // Fractional digits up to the last non-zero one.
            (r.digits.len() as i64 - r.point).clamp(0, full)
        };
        fixed_rounded(&r, frac as usize, alt, room)
    } else {
        let full = p - 1;
        let frac = if alt { full } else { sig_after_first.min(full) };
        exponential_rounded(&r, frac as usize, alt, upper, room)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f64, conv: u8, prec: Option<usize>, alt: bool) -> String {
        let mut out = Out::new(1 << 20);
        let p = Params {
            prec,
            alt,
            ..Params::default()
        };
        write_float(&mut out, x, conv, &p).expect("format");
        String::from_utf8(out.buf).expect("ascii")
    }

    #[test]
    fn basics() {
        assert_eq!(f(0.5, b'f', Some(0), false), "0");
        assert_eq!(f(2.5, b'f', Some(0), false), "2");
        assert_eq!(f(0.1, b'f', Some(20), false), "0.10000000000000000555");
        assert_eq!(f(1.0, b'e', None, false), "1.000000e+00");
        assert_eq!(f(1e-310, b'e', Some(3), false), "1.000e-310");
        assert_eq!(f(0.0001, b'g', None, false), "0.0001");
        assert_eq!(f(0.00001, b'g', None, false), "1e-05");
        assert_eq!(f(123456.0, b'g', None, false), "123456");
        assert_eq!(f(1234567.0, b'g', None, false), "1.23457e+06");
        assert_eq!(f(1.0, b'g', None, true), "1.00000");
        assert_eq!(f(0.0, b'g', None, true), "0.00000");
        assert_eq!(f(999999.5, b'g', None, false), "1e+06");
        assert_eq!(f(999999.5, b'g', None, true), "1.e+06");
        assert_eq!(f(99.5, b'g', Some(2), true), "1.e+02");
        assert_eq!(f(99.99996, b'g', Some(3), true), "100.");
        assert_eq!(f(-0.0, b'f', Some(1), false), "-0.0");
        assert_eq!(f(f64::NAN, b'F', None, false), "NAN");
    }

    #[test]
    fn room_limits_body() {
        let mut out = Out::new(10);
        let p = Params {
            prec: Some(100),
            ..Params::default()
        };
        assert!(write_float(&mut out, 1.0, b'f', &p).is_err());
    }
}
