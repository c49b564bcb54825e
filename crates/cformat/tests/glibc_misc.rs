//! Strings, characters, pointers, `%n`, unknown conversions, positional arguments and
//! malformed formats compared with glibc's snprintf.

mod common;

use cformat::{format, FormatError};
use common::{Arg, Checker, FakeArgs, Glibc, LP64, P, S};
use std::ffi::{c_int, CString};

#[test]
fn checker_detects_a_mismatch() {
    let mut ck = Checker::default();
    // glibc printed "7" but the fake argument says 8.
    ck.compare(
        b"%d",
        Glibc {
            ret: 1,
            bytes: b"7".to_vec(),
        },
        vec![Arg::Int(8)],
    );
    assert_eq!(ck.failures.len(), 1);
}

#[test]
fn strings_and_chars() {
    let mut ck = Checker::default();
    for fmt in [
        "%s|", "%10s|", "%-10s|", "%.2s|", "%.0s|", "%10.3s|", "%-10.3s|", "%010s|", "%+ #s|",
        "%.10s|", "%hs|", "%hhs|", "%.s|",
    ] {
        for s in ["", "a", "hello", "hello, world!"] {
            check!(ck, fmt, S::new(s));
        }
    }
    for fmt in [
        "%s|", "%.3s|", "%.5s|", "%.6s|", "%.7s|", "%10s|", "%-10.6s|", "%.0s|",
    ] {
        check!(ck, fmt, S::null());
    }
    for fmt in ["%c|", "%5c|", "%-5c|", "%05c|", "%.0c|", "%hhc|", "%hc|"] {
        for c in [65i32, 0x141, 255, -1, 32] {
            check!(ck, fmt, c);
        }
    }
    check!(ck, "%c%c%c", 0x61i32, 0x62i32, 0x63i32);
    check!(
        ck,
        "%*s|%-*s|%.*s|",
        8i32,
        S::new("ab"),
        -8i32,
        S::new("cd"),
        1i32,
        S::new("ef")
    );
    ck.finish();
}

#[test]
fn pointers() {
    let mut ck = Checker::default();
    for fmt in [
        "%p|", "%20p|", "%-20p|", "%020p|", "%.20p|", "%+p|", "% p|", "%#p|", "%.0p|", "%.3p|",
        "%10.4p|", "%-010p|", "%lp|", "%hhp|",
    ] {
        for p in [0usize, 1, 0x1234, 0xdead_beef, 0x7fff_ffff_ffff, usize::MAX] {
            check!(ck, fmt, P(p));
        }
    }
    ck.finish();
}

#[test]
fn unknown_conversions_are_echoed() {
    let mut ck = Checker::default();
    for fmt in [
        "%y",
        "%ly",
        "%lly",
        "%-+ #05.3y",
        "%'Iy",
        "%0$d",
        "%$d",
        "%5-d",
        "%.-5d",
        "%hhhd",
        "%hld",
        "%lhd",
        "%lll",
        "%.5.3d",
        "%Lh",
        "%w|%d",
        "%k%k",
        "%-0y",
        "% +y",
        "%'#0-Iy",
        "%5 d",
        "%r",
        "%v",
        "%H",
        "%N",
        "%O",
        "%U",
        "%D",
        "%\u{7f}",
        "%!",
        "%~",
        "%@",
        "%[",
        "%{",
        "%\"",
        "%?",
    ] {
        check!(ck, fmt, 5i32);
    }
    check!(ck, "%*.*y|%d", 7i32, 3i32, 9i32);
    check!(ck, "%*.*y|%d", -7i32, -3i32, 9i32);
    check!(ck, "%0*y|%d", -7i32, 9i32);
    check!(ck, "%*5d|%d", 3i32, 4i32);
    check!(ck, "%.*5d|%d", 3i32, 4i32);
    check!(ck, "%d %y %d %s", 1i32, 2i32, S::new("x"));
    // Non-ASCII conversion bytes.
    let mut ck2 = Checker::default();
    for b in [0x80u8, 0xc3, 0xff] {
        let fmt = vec![b'%', b, b'|'];
        check!(ck2, fmt, 1i32);
    }
    ck.finish();
    ck2.finish();
}

#[test]
fn positional_arguments() {
    let mut ck = Checker::default();
    check!(ck, "%2$d %1$d", 5i32, 6i32);
    check!(ck, "%1$d %1$d %1$x", 255i32);
    check!(ck, "%3$s-%1$s-%2$s", S::new("a"), S::new("b"), S::new("c"));
    check!(ck, "%1$*2$d|", 5i32, 10i32);
    check!(ck, "%1$-*2$d|", 5i32, 10i32);
    check!(ck, "%1$*2$d|", 5i32, -10i32);
    check!(ck, "%1$.*2$f|", 12.345_67, 2i32);
    check!(ck, "%2$.*1$f|", 3i32, 2.5);
    check!(ck, "%1$s %2$.*3$d", S::new("a"), 5i32, 3i32);
    check!(ck, "%3$d", 1i32, 2i32, 3i32);
    check!(ck, "%1$d %d", 5i32, 6i32);
    check!(ck, "%d %1$d", 1i32, 2i32);
    check!(ck, "%1$d %y %d", 1i32, 2i32, 3i32);
    check!(ck, "%2$f %1$d %2$e", 7i32, 0.5);
    check!(ck, "%1$lld %2$hhd %3$hd", i64::MIN, 0x17fi32, 0x18000i32);
    check!(ck, "%1$p %2$p", P(0), P(0xabc));
    check!(ck, "%1$c%2$c%1$c", 0x61i32, 0x62i32);
    check!(ck, "%1$%|%1$d", 4i32);
    check!(ck, "%-1$d|%d", 4i32);
    check!(ck, "%01$d|", 4i32);
    check!(ck, "%1$#08x|%1$-8o|", 255i32);
    check!(ck, "%2$*1$.*1$f|", 6i32, 1.5);
    // glibc's positional path reads `%Ld`/`%qd` as int on LP64, and keeps the 0 flag with a
    // negative `*` width (floats then pad on the right with zeros).
    check!(ck, "%y%Ld|%qd", 0x1_0000_0005i64, 0x1_0000_0007i64);
    check!(ck, "%Ld|%y", 0x1_0000_0005i64);
    check!(
        ck,
        "%y%0*f|%0*e|%0*g|%0*a|%0*d|%0*s|",
        -14i32,
        1.5,
        -16i32,
        1.5,
        -16i32,
        1.5,
        -14i32,
        1.5,
        -9i32,
        12i32,
        -5i32,
        S::new("x")
    );
    check!(ck, "%y%0*f|%-0*f|", -14i32, f64::INFINITY, -14i32, 2.0);
    check!(ck, "%hf|%0*f|", 1.5, -12i32, 2.5);
    check!(
        ck,
        "%hc%hs%hp%0*f|",
        0x41i32,
        S::new("s"),
        P(16),
        -12i32,
        2.5
    );
    ck.finish();
}

#[test]
fn malformed_formats() {
    let mut ck = Checker::default();
    for fmt in [
        "abc%", "abc%5", "abc%l", "%-", "%.", "%*", "%1$", "%hh", "x%ll", "%.*", "%5.", "%#",
        "%y%", "%y%5", "%d%", "%'", "%I", "%L", "%q", "%j", "%z", "%t", "%Z",
    ] {
        check!(ck, fmt, 5i32, 6i32);
    }
    // Numbers above INT_MAX: the fast path fails with EOVERFLOW, the positional one ignores them.
    check!(ck, "ab%99999999999d|%y", 5i32);
    check!(ck, "%y%99999999999d|", 5i32);
    check!(ck, "%y%.99999999999d|", 5i32);
    check!(ck, "%y%99999999999$d|", 5i32, 6i32);
    check!(ck, "%y%*99999999999d|", 5i32, 6i32);
    check!(ck, "%*99999999999d|", 5i32, 6i32);
    check!(ck, "%.*99999999999d|", 5i32, 6i32);
    check!(ck, "%.99999999999d|", 5i32);
    ck.finish();
}

#[test]
fn percent_n_matches_glibc() {
    let fmts = [
        ("%dabc%n", 4),
        ("%5d%n", 4),
        ("%s%hhn", 1),
        ("%s%hn", 2),
        ("%s%ln", 8),
        ("%s%lln", 8),
        ("%s%jn", 8),
        ("%s%zn", 8),
        ("%s%tn", 8),
    ];
    let long = "x".repeat(300);
    for (fmt, size) in fmts {
        let mut target = [0u8; 8];
        let c_fmt = CString::new(fmt).expect("format");
        let arg = CString::new(long.clone()).expect("arg");
        let mut buf = vec![0u8; 512];
        // SAFETY: the buffer is 512 bytes; `target` has room for the widest store; the
        // format's first conversion takes an int or a string, the last a pointer.
        let ret = unsafe {
            if fmt.starts_with("%s") {
                libc::snprintf(
                    buf.as_mut_ptr().cast(),
                    buf.len(),
                    c_fmt.as_ptr(),
                    arg.as_ptr(),
                    target.as_mut_ptr(),
                )
            } else {
                libc::snprintf(
                    buf.as_mut_ptr().cast(),
                    buf.len(),
                    c_fmt.as_ptr(),
                    7 as c_int,
                    target.as_mut_ptr(),
                )
            }
        };
        let first = if fmt.starts_with("%s") {
            Arg::Str(0x1000, long.clone().into_bytes())
        } else {
            Arg::Int(7)
        };
        let mut fake = FakeArgs::new(vec![first, Arg::Ptr(0x2000)]);
        let out = format(fmt.as_bytes(), LP64, &mut fake).expect("format");
        assert_eq!(out.len(), ret as usize, "{fmt}");
        assert_eq!(fake.writes.len(), 1, "{fmt}");
        let (addr, bytes, value) = fake.writes[0];
        assert_eq!((addr, bytes), (0x2000, size), "{fmt}");
        let mut expect = [0u8; 8];
        expect[..size as usize].copy_from_slice(&target[..size as usize]);
        assert_eq!(value, u64::from_le_bytes(expect), "{fmt}");
    }
}

#[test]
fn percent_m_uses_the_source() {
    let mut fake = FakeArgs::new(vec![]);
    fake.errno_text = Some(b"Invalid argument".to_vec());
    let out = format(b"[%m|%.7m|%20m]", LP64, &mut fake).expect("format");
    assert_eq!(
        out,
        b"[Invalid argument|Invalid|    Invalid argument]".to_vec()
    );
    struct NoErrno;
    impl cformat::ArgSource for NoErrno {
        fn next_int(&mut self, _: u32) -> Result<u64, FormatError> {
            Err(FormatError::MissingArgument)
        }
        fn next_double(&mut self) -> Result<f64, FormatError> {
            Err(FormatError::MissingArgument)
        }
        fn next_ptr(&mut self) -> Result<u64, FormatError> {
            Err(FormatError::MissingArgument)
        }
        fn read_c_string(&mut self, _: u64, _: Option<usize>) -> Result<Vec<u8>, FormatError> {
            Err(FormatError::MissingArgument)
        }
        fn write_int(&mut self, _: u64, _: u32, _: u64) -> Result<(), FormatError> {
            Err(FormatError::MissingArgument)
        }
    }
    assert!(matches!(
        format(b"%m", LP64, &mut NoErrno),
        Err(FormatError::Unsupported { .. })
    ));
}
