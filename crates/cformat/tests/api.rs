//! Behaviour that needs no glibc: data-model sizes (ILP32), errors, limits.

mod common;

use cformat::{format, format_with_limit, DataModel, FormatError};
use common::{Arg, FakeArgs, LP64};

const ILP32: DataModel = DataModel::ILP32;

fn run(fmt: &str, model: DataModel, args: Vec<Arg>) -> (Result<String, FormatError>, FakeArgs) {
    let mut fake = FakeArgs::new(args);
    let r =
        format(fmt.as_bytes(), model, &mut fake).map(|o| String::from_utf8_lossy(&o).into_owned());
    (r, fake)
}

#[test]
fn ilp32_long_is_four_bytes() {
    let (r, fake) = run(
        "%ld %lu %lx",
        ILP32,
        vec![
            Arg::Int(u64::MAX),
            Arg::Int(u64::MAX),
            Arg::Int(0x1_0000_00ff),
        ],
    );
    assert_eq!(r.as_deref(), Ok("-1 4294967295 ff"));
    assert_eq!(fake.int_sizes, vec![4, 4, 4]);
}

#[test]
fn ilp32_sizes_of_every_modifier() {
    let (r, fake) = run(
        "%hhd %hd %d %ld %lld %jd %zd %td %qd %Ld",
        ILP32,
        (0..10).map(|_| Arg::Int(u64::MAX)).collect(),
    );
    assert_eq!(r.as_deref(), Ok("-1 -1 -1 -1 -1 -1 -1 -1 -1 -1"));
    assert_eq!(fake.int_sizes, vec![4, 4, 4, 4, 8, 8, 4, 4, 8, 8]);
    let (_, fake) = run(
        "%hhd %hd %d %ld %lld %jd %zd %td %qd %Ld",
        LP64,
        (0..10).map(|_| Arg::Int(u64::MAX)).collect(),
    );
    assert_eq!(fake.int_sizes, vec![4, 4, 4, 8, 8, 8, 8, 8, 8, 8]);
}

#[test]
fn ilp32_zu_of_large_value_truncates() {
    let (r, _) = run(
        "%zu %llu",
        ILP32,
        vec![Arg::Int(0xffff_ffff), Arg::Int(u64::MAX)],
    );
    assert_eq!(r.as_deref(), Ok("4294967295 18446744073709551615"));
}

#[test]
fn ilp32_percent_n_sizes() {
    let (r, fake) = run(
        "ab%hhn%hn%n%ln%lln%zn%jn",
        ILP32,
        (1..=7).map(|a| Arg::Ptr(a * 16)).collect(),
    );
    assert_eq!(r.as_deref(), Ok("ab"));
    let sizes: Vec<u32> = fake.writes.iter().map(|w| w.1).collect();
    assert_eq!(sizes, vec![1, 2, 4, 4, 8, 4, 8]);
    assert!(fake.writes.iter().all(|w| w.2 == 2));
}

#[test]
fn ilp32_pointer_and_intmax_float() {
    let (r, _) = run("%p %p", ILP32, vec![Arg::Ptr(0xbffff000), Arg::Ptr(0)]);
    assert_eq!(r.as_deref(), Ok("0xbffff000 (nil)"));
    // On ILP32 glibc `j` makes a float conversion read a long double.
    let (r, _) = run("%jf", ILP32, vec![Arg::Double(1.0)]);
    assert!(matches!(r, Err(FormatError::Unsupported { .. })));
    let (r, _) = run("%jf", LP64, vec![Arg::Double(1.0)]);
    assert_eq!(r.as_deref(), Ok("1.000000"));
}

#[test]
fn hh_and_h_request_promoted_int() {
    let (r, fake) = run("%hhx %hx", LP64, vec![Arg::Int(0x1234), Arg::Int(0x12345)]);
    assert_eq!(r.as_deref(), Ok("34 2345"));
    assert_eq!(fake.int_sizes, vec![4, 4]);
}

#[test]
fn unsupported_conversions_are_named() {
    for (fmt, args) in [
        ("%Lf", vec![Arg::Double(1.0)]),
        ("%llf", vec![Arg::Double(1.0)]),
        ("%qe", vec![Arg::Double(1.0)]),
        ("%lc", vec![Arg::Int(65)]),
        ("%ls", vec![Arg::Ptr(8)]),
        ("%C", vec![Arg::Int(65)]),
        ("%S", vec![Arg::Ptr(8)]),
        ("%m", vec![]),
    ] {
        let (r, _) = run(fmt, LP64, args);
        match r {
            Err(FormatError::Unsupported { spec, reason }) => {
                assert!(!reason.is_empty());
                assert!(spec.starts_with('%'), "{fmt}: {spec}");
            }
            // `%m` goes to the fake, which has no errno text.
            Err(FormatError::Source(_)) if fmt == "%m" => {}
            other => panic!("{fmt}: {other:?}"),
        }
    }
    let (r, _) = run("%Lf", LP64, vec![Arg::Double(1.0)]);
    assert_eq!(
        r,
        Err(FormatError::Unsupported {
            spec: "%Lf".into(),
            reason: "long double arguments are not supported"
        })
    );
}

#[test]
fn source_errors_propagate() {
    let (r, _) = run("%d %d", LP64, vec![Arg::Int(1)]);
    assert_eq!(r, Err(FormatError::MissingArgument));
    let (r, _) = run("%s", LP64, vec![Arg::Ptr(0x99)]);
    assert!(matches!(r, Err(FormatError::Source(_))));
    let (r, _) = run("%f", LP64, vec![Arg::Int(1)]);
    assert!(matches!(r, Err(FormatError::Source(_))));
}

#[test]
fn incomplete_spec_keeps_partial_output() {
    let (r, _) = run("abc%d%", LP64, vec![Arg::Int(7)]);
    assert_eq!(
        r,
        Err(FormatError::IncompleteSpec {
            partial: b"abc7".to_vec()
        })
    );
    // In the positional path glibc echoes the unfinished specification instead.
    let (r, _) = run("%y%-5.3", LP64, vec![]);
    assert_eq!(r.as_deref(), Ok("%y%-5.3"));
}

#[test]
fn output_limits() {
    let mut fake = FakeArgs::new(vec![Arg::Int(5)]);
    let r = format_with_limit(b"abcdef%20d", LP64, &mut fake, 10);
    assert_eq!(
        r,
        Err(FormatError::Overflow {
            limit: 10,
            partial: b"abcdef".to_vec()
        })
    );
    let mut fake = FakeArgs::new(vec![Arg::Double(1.0)]);
    let r = format_with_limit(b"%.100000000f", LP64, &mut fake, 1000);
    assert!(matches!(r, Err(FormatError::Overflow { limit: 1000, .. })));
    // A negative `*` width of INT_MIN exceeds INT_MAX once made positive.
    let mut fake = FakeArgs::new(vec![Arg::Int(i32::MIN as u32 as u64), Arg::Int(1)]);
    let r = format(b"%*d", LP64, &mut fake);
    assert!(matches!(r, Err(FormatError::Overflow { .. })));
    // Widths above INT_MAX in the format are glibc's EOVERFLOW.
    let mut fake = FakeArgs::new(vec![Arg::Int(1)]);
    let r = format(b"x%4294967296d", LP64, &mut fake);
    assert_eq!(
        r,
        Err(FormatError::Overflow {
            limit: i32::MAX as usize,
            partial: b"x".to_vec()
        })
    );
}

#[test]
fn huge_positional_index_is_refused() {
    let (r, _) = run("%70000$d", LP64, vec![]);
    assert_eq!(r, Err(FormatError::TooManyArguments { index: 70000 }));
}

#[test]
fn format_stops_at_nul() {
    let (r, fake) = run("ab\0%d", LP64, vec![Arg::Int(1)]);
    assert_eq!(r.as_deref(), Ok("ab"));
    assert_eq!(fake.next, 0);
}

#[test]
fn large_precision_and_exact_digits() {
    let (r, _) = run("%.60f", LP64, vec![Arg::Double(0.1)]);
    assert_eq!(
        r.as_deref(),
        Ok("0.100000000000000005551115123125782702118158340454101562500000")
    );
    let (r, _) = run(
        "%.0f|%.0f|%.0f|%.2f",
        LP64,
        vec![
            Arg::Double(0.5),
            Arg::Double(1.5),
            Arg::Double(2.5),
            Arg::Double(0.125),
        ],
    );
    assert_eq!(r.as_deref(), Ok("0|2|2|0.12"));
    let (r, _) = run(
        "%a|%a|%a|%.0a",
        LP64,
        vec![
            Arg::Double(1.0),
            Arg::Double(0.1),
            Arg::Double(5e-324),
            Arg::Double(1.5),
        ],
    );
    assert_eq!(
        r.as_deref(),
        Ok("0x1p+0|0x1.999999999999ap-4|0x0.0000000000001p-1022|0x2p+0")
    );
    let (r, _) = run(
        "%f|%F|%e",
        LP64,
        vec![
            Arg::Double(-f64::NAN),
            Arg::Double(f64::INFINITY),
            Arg::Double(f64::NEG_INFINITY),
        ],
    );
    assert_eq!(r.as_deref(), Ok("-nan|INF|-inf"));
}
