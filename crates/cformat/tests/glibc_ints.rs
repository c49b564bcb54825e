//! Integer conversions compared with glibc's snprintf.

mod common;

use common::Checker;

const INT_VALUES: &[i64] = &[
    0,
    1,
    -1,
    7,
    42,
    -42,
    127,
    128,
    -128,
    255,
    256,
    32767,
    -32768,
    65535,
    65536,
    i32::MAX as i64,
    i32::MIN as i64,
    u32::MAX as i64,
    0x1234_5678_9abc,
    i64::MAX,
    i64::MIN,
    -1_000_000_007,
];

/// Every combination of these flags.
const FLAGS: &[&str] = &["-", "+", " ", "#", "0"];

fn flag_sets() -> Vec<String> {
    (0..1u32 << FLAGS.len())
        .map(|mask| {
            FLAGS
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, f)| *f)
                .collect()
        })
        .collect()
}

#[test]
fn int_flag_width_precision_grid() {
    let mut ck = Checker::default();
    let widths = ["", "1", "6", "25"];
    let precs = ["", ".", ".0", ".1", ".4", ".30"];
    let values = [0i64, 1, -1, 42, -42, 255, i32::MIN as i64, i32::MAX as i64];
    for flags in flag_sets() {
        for w in widths {
            for p in precs {
                for conv in ["d", "i", "u", "o", "x", "X", "b", "B"] {
                    let f = format!("[%{flags}{w}{p}{conv}]");
                    for &v in &values {
                        check!(ck, f, v as i32);
                    }
                    let f = format!("[%{flags}{w}{p}ll{conv}]");
                    for &v in &[0i64, -1, i64::MIN, i64::MAX, 0x1234_5678_9abc] {
                        check!(ck, f, v);
                    }
                }
            }
        }
    }
    ck.finish();
}

#[test]
fn int_length_modifiers() {
    let mut ck = Checker::default();
    for conv in ["d", "i", "u", "o", "x", "X", "b", "B"] {
        for &v in INT_VALUES {
            for m in ["hh", "h", ""] {
                for spec in ["", "5", "-+8.3", "#012"] {
                    check!(ck, format!("%{spec}{m}{conv}|"), v as i32);
                }
            }
            for m in ["l", "ll", "j", "z", "Z", "t", "q", "L"] {
                for spec in ["", "5", "-+8.3", "#012", " .20"] {
                    check!(ck, format!("%{spec}{m}{conv}|"), v);
                }
            }
        }
    }
    ck.finish();
}

#[test]
fn int_star_width_and_precision() {
    let mut ck = Checker::default();
    for w in [-20i32, -5, -1, 0, 1, 5, 20] {
        for p in [-3i32, -1, 0, 1, 4, 12] {
            for flags in ["", "-", "0", "+", "#", "-0", "0#"] {
                for conv in ["d", "x", "o", "u", "b"] {
                    check!(ck, format!("<%{flags}*.*{conv}>"), w, p, 1234i32);
                    check!(ck, format!("<%{flags}*.*{conv}>"), w, p, 0i32);
                    check!(ck, format!("<%{flags}*{conv}>"), w, -77i32);
                    check!(ck, format!("<%{flags}.*{conv}>"), p, -77i32);
                }
            }
        }
    }
    ck.finish();
}

#[test]
fn int_extremes_in_text() {
    let mut ck = Checker::default();
    check!(ck, "INT_MIN=%d INT_MAX=%d", i32::MIN, i32::MAX);
    check!(ck, "LLONG_MIN=%lld LLONG_MAX=%lld", i64::MIN, i64::MAX);
    check!(
        ck,
        "ULLONG_MAX=%llu %llx %llo",
        u64::MAX,
        u64::MAX,
        u64::MAX
    );
    check!(
        ck,
        "%hhd %hhu %hd %hu",
        0x17f_i32,
        0x1ff_i32,
        0x18000_i32,
        0x1ffff_i32
    );
    check!(ck, "%'d %'ld %Id", 1_234_567i32, -9_876_543_210i64, 5i32);
    check!(ck, "%5%|%-5%|%05%|%.3%");
    check!(ck, "%*%|%d", 7i32, 3i32);
    ck.finish();
}
