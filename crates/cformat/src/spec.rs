//! Parsing of one conversion specification.
//!
//! glibc has two parsers: the fast one inside `vfprintf` and `__parse_one_specmb`, used by the
//! positional path. [`parse`] mirrors the latter (which decides the output once any `%N$` or
//! unknown conversion appears); [`fast_scan`] mirrors how far the former gets on a specification.

/// A length modifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Length {
    /// No modifier.
    None,
    /// `h`.
    H,
    /// `hh`.
    Hh,
    /// `l`.
    L,
    /// `ll`.
    Ll,
    /// `L` or `q`.
    BigL,
    /// `j`.
    J,
    /// `z`, `Z` or `t`.
    SizeT,
}

/// A width or precision as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Count {
    /// Not given (or, in the positional parser, too large to read).
    None,
    /// A literal number.
    Lit(usize),
    /// `*`, with a zero-based argument index when written `*N$`.
    Star(Option<usize>),
}

/// The flag characters of a specification.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Flags {
    /// `#`.
    pub(crate) alt: bool,
    /// ` `.
    pub(crate) space: bool,
    /// `+`.
    pub(crate) plus: bool,
    /// `-`.
    pub(crate) minus: bool,
    /// `0`.
    pub(crate) zero: bool,
    /// `'` (grouping; a no-op in the C locale).
    pub(crate) group: bool,
    /// `I` (locale digits; a no-op in the C locale).
    pub(crate) i18n: bool,
}

/// A conversion specification as parsed by glibc's `__parse_one_specmb`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Spec {
    /// Index of the `%` in the format.
    pub(crate) start: usize,
    /// Index just past the conversion character (the format's length when it is missing).
    pub(crate) end: usize,
    /// Zero-based argument index from a leading `N$`.
    pub(crate) data_arg: Option<usize>,
    /// Flags.
    pub(crate) flags: Flags,
    /// Field width.
    pub(crate) width: Count,
    /// Precision.
    pub(crate) prec: Count,
    /// Length modifier.
    pub(crate) length: Length,
    /// The conversion character; `None` when the format ends first.
    pub(crate) conv: Option<u8>,
}

/// Reads a decimal number at `*i` like glibc's `read_int`: all digits are consumed, and
/// `None` means the value exceeds `INT_MAX`.
fn read_int(fmt: &[u8], i: &mut usize) -> Option<usize> {
    let mut value: Option<usize> = Some(0);
    while let Some(&c) = fmt.get(*i) {
        if !c.is_ascii_digit() {
            break;
        }
        value = value
            .and_then(|v| v.checked_mul(10))
            .and_then(|v| v.checked_add(usize::from(c - b'0')))
            .filter(|&v| v <= i32::MAX as usize);
        *i += 1;
    }
    value
}

fn is_digit_at(fmt: &[u8], i: usize) -> bool {
    fmt.get(i).is_some_and(u8::is_ascii_digit)
}

/// Reads `*N$` after a `*` at `*i - 1`: on success consumes it and returns the index, otherwise
/// leaves `*i` just past the `*`.
fn star_position(fmt: &[u8], i: &mut usize) -> Option<usize> {
    let begin = *i;
    if is_digit_at(fmt, begin) {
        let n = read_int(fmt, i);
        if n != Some(0) && fmt.get(*i) == Some(&b'$') {
            if let Some(n) = n {
                *i += 1;
                return Some(n - 1);
            }
        }
    }
    *i = begin;
    None
}

/// Parses the specification whose `%` is at `start`, like `__parse_one_specmb`.
pub(crate) fn parse(fmt: &[u8], start: usize) -> Spec {
    let mut i = start + 1;
    let mut data_arg = None;
    if is_digit_at(fmt, i) {
        let begin = i;
        let n = read_int(fmt, &mut i);
        if n != Some(0) && fmt.get(i) == Some(&b'$') {
            i += 1;
            data_arg = n.map(|n| n - 1);
        } else {
            i = begin;
        }
    }
    let mut flags = Flags::default();
    while let Some(&c) = fmt.get(i) {
        match c {
            b' ' => flags.space = true,
            b'+' => flags.plus = true,
            b'-' => flags.minus = true,
            b'#' => flags.alt = true,
            b'0' => flags.zero = true,
            b'\'' => flags.group = true,
            b'I' => flags.i18n = true,
            _ => break,
        }
        i += 1;
    }
    let width = match fmt.get(i) {
        Some(b'*') => {
            i += 1;
            Count::Star(star_position(fmt, &mut i))
        }
        Some(c) if c.is_ascii_digit() => read_int(fmt, &mut i).map_or(Count::None, Count::Lit),
        _ => Count::None,
    };
    let mut prec = Count::None;
    if fmt.get(i) == Some(&b'.') {
        i += 1;
        prec = match fmt.get(i) {
            Some(b'*') => {
                i += 1;
                Count::Star(star_position(fmt, &mut i))
            }
            Some(c) if c.is_ascii_digit() => read_int(fmt, &mut i).map_or(Count::None, Count::Lit),
            _ => Count::Lit(0),
        };
    }
    let length = match fmt.get(i) {
        Some(b'h') if fmt.get(i + 1) == Some(&b'h') => {
            i += 2;
            Length::Hh
        }
        Some(b'h') => {
            i += 1;
            Length::H
        }
        Some(b'l') if fmt.get(i + 1) == Some(&b'l') => {
            i += 2;
            Length::Ll
        }
        Some(b'l') => {
            i += 1;
            Length::L
        }
        Some(b'L' | b'q') => {
            i += 1;
            Length::BigL
        }
        Some(b'j') => {
            i += 1;
            Length::J
        }
        Some(b'z' | b'Z' | b't') => {
            i += 1;
            Length::SizeT
        }
        _ => Length::None,
    };
    let conv = fmt.get(i).copied();
    let end = if conv.is_some() { i + 1 } else { fmt.len() };
    Spec {
        start,
        end,
        data_arg,
        flags,
        width,
        prec,
        length,
        conv,
    }
}

/// How glibc's fast (non-positional) parser fares on a specification.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fast {
    /// A plain specification, parsed exactly as [`parse`] parses it.
    Plain,
    /// Switches glibc to the positional path (`N$` or an unknown conversion) after it has
    /// read `star_reads` `*` arguments of this specification.
    Positional {
        /// `*` arguments consumed before the switch.
        star_reads: usize,
    },
    /// A width or precision exceeds `INT_MAX` (glibc: -1, `EOVERFLOW`).
    Overflow,
    /// The format ends inside the specification (glibc: -1, `EINVAL`).
    Incomplete,
}

/// Conversions the fast parser accepts, and the narrower set it accepts after a single `h`.
const FAST_CONVERSIONS: &[u8] = b"%diouxXbBeEfFgGaAcsSpnmC";
const FAST_AFTER_H: &[u8] = b"%diouxXbBn";

/// Follows glibc's fast parser over the specification at `start`.
pub(crate) fn fast_scan(fmt: &[u8], start: usize) -> Fast {
    let mut i = start + 1;
    while matches!(
        fmt.get(i),
        Some(b' ' | b'+' | b'-' | b'#' | b'0' | b'\'' | b'I')
    ) {
        i += 1;
    }
    let mut star_reads = 0;
    // Reads `N` after a `*` and reports whether it is `N$`.
    let star = |i: usize| -> Result<bool, Fast> {
        if is_digit_at(fmt, i) {
            let mut j = i;
            match read_int(fmt, &mut j) {
                None => return Err(Fast::Overflow),
                Some(n) => return Ok(n != 0 && fmt.get(j) == Some(&b'$')),
            }
        }
        Ok(false)
    };
    match fmt.get(i) {
        Some(b'1'..=b'9') => match read_int(fmt, &mut i) {
            None => return Fast::Overflow,
            Some(_) if fmt.get(i) == Some(&b'$') => return Fast::Positional { star_reads },
            Some(_) => {}
        },
        Some(b'*') => {
            i += 1;
            match star(i) {
                Err(e) => return e,
                Ok(true) => return Fast::Positional { star_reads },
                Ok(false) => star_reads += 1,
            }
        }
        _ => {}
    }
    if fmt.get(i) == Some(&b'.') {
        i += 1;
        match fmt.get(i) {
            Some(b'*') => {
                i += 1;
                match star(i) {
                    Err(e) => return e,
                    Ok(true) => return Fast::Positional { star_reads },
                    Ok(false) => star_reads += 1,
                }
            }
            Some(c) if c.is_ascii_digit() => {
                let value = read_int(fmt, &mut i);
                if value.is_none() {
                    return Fast::Overflow;
                }
            }
            _ => {}
        }
    }
    let mut allowed = FAST_CONVERSIONS;
    match fmt.get(i) {
        Some(b'h') if fmt.get(i + 1) == Some(&b'h') => i += 2,
        Some(b'h') => {
            i += 1;
            allowed = FAST_AFTER_H;
        }
        Some(b'l') if fmt.get(i + 1) == Some(&b'l') => i += 2,
        Some(b'l' | b'L' | b'q' | b'j' | b'z' | b'Z' | b't') => i += 1,
        _ => {}
    }
    match fmt.get(i) {
        None => Fast::Incomplete,
        Some(c) if allowed.contains(c) => Fast::Plain,
        Some(_) => Fast::Positional { star_reads },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_full_spec() {
        let s = parse(b"%2$-+#08.3lld", 0);
        assert_eq!(s.data_arg, Some(1));
        assert!(s.flags.minus && s.flags.plus && s.flags.alt && s.flags.zero);
        assert_eq!(s.width, Count::Lit(8));
        assert_eq!(s.prec, Count::Lit(3));
        assert_eq!(s.length, Length::Ll);
        assert_eq!(s.conv, Some(b'd'));
        assert_eq!(s.end, 13);
    }

    #[test]
    fn star_forms() {
        let s = parse(b"%*3$.*d", 0);
        assert_eq!(s.width, Count::Star(Some(2)));
        assert_eq!(s.prec, Count::Star(None));
        let s = parse(b"%*5d", 0);
        assert_eq!(s.width, Count::Star(None));
        assert_eq!(s.conv, Some(b'5'));
        let s = parse(b"%.x", 0);
        assert_eq!(s.prec, Count::Lit(0));
    }

    #[test]
    fn fast_outcomes() {
        assert_eq!(fast_scan(b"%d", 0), Fast::Plain);
        assert_eq!(fast_scan(b"%1$d", 0), Fast::Positional { star_reads: 0 });
        assert_eq!(fast_scan(b"%*y", 0), Fast::Positional { star_reads: 1 });
        assert_eq!(fast_scan(b"%hf", 0), Fast::Positional { star_reads: 0 });
        assert_eq!(fast_scan(b"%hhf", 0), Fast::Plain);
        assert_eq!(fast_scan(b"%99999999999d", 0), Fast::Overflow);
        assert_eq!(fast_scan(b"%5", 0), Fast::Incomplete);
    }
}
