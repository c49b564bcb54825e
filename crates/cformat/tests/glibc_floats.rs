//! Floating-point conversions compared with glibc's snprintf.

mod common;

use common::{Checker, Rng};

fn special_values() -> Vec<f64> {
    vec![
        0.0,
        -0.0,
        0.1,
        -0.1,
        0.5,
        1.5,
        2.5,
        3.5,
        -2.5,
        0.125,
        0.375,
        1.0,
        -1.0,
        9.5,
        99.5,
        999_999.5,
        9_999_995.0,
        0.000_099_999_95,
        123_456.789,
        1e-310,
        -1e-310,
        5e-324,
        1e300,
        -1e300,
        1e22,
        1e23,
        f64::MAX,
        f64::MIN_POSITIVE,
        f64::MIN_POSITIVE / 2.0,
        f64::EPSILON,
        std::f64::consts::PI,
        std::f64::consts::E,
        1.0 / 3.0,
        2.0 / 3.0,
        0.000_123_456,
        0.0001,
        0.00001,
        100_000.0,
        1_000_000.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        -f64::NAN,
        4503599627370496.5,
        9007199254740993.0,
        0.049_999_999_999_999_996,
        1.000_000_000_000_000_2,
    ]
}

const FORMATS: &[&str] = &[
    "%f",
    "%.0f",
    "%.1f",
    "%.2f",
    "%.3f",
    "%.20f",
    "%#.0f",
    "%+f",
    "% f",
    "%010.3f",
    "%-12.4f|",
    "%F",
    "%e",
    "%.0e",
    "%.1e",
    "%.3e",
    "%#.0e",
    "%+.2e",
    "%E",
    "%-15.3E|",
    "%015.4e",
    "%.20e",
    "%g",
    "%.0g",
    "%.1g",
    "%.3g",
    "%.10g",
    "%.17g",
    "%#g",
    "%#.3g",
    "%#.0g",
    "%G",
    "%+g",
    "% G",
    "%012g",
    "%-12g|",
    "%.60g",
    "%#.20G",
    "%a",
    "%A",
    "%.0a",
    "%.1a",
    "%.3a",
    "%.13a",
    "%.20a",
    "%#a",
    "%#.0a",
    "%+a",
    "% A",
    "%020a",
    "%-20a|",
    "%20.2a",
    "%020.2A",
    "%08.3f",
    "%+08.3e",
    "%-+08.3g|",
    "% 010.0f",
    "%.40f",
    "%.30e",
    "%.350f",
    "%.800e",
];

#[test]
fn float_formats_on_special_values() {
    let mut ck = Checker::default();
    for fmt in FORMATS {
        for &v in &special_values() {
            check!(ck, *fmt, v);
        }
    }
    ck.finish();
}

#[test]
fn float_examples_from_the_brief() {
    let mut ck = Checker::default();
    check!(ck, "%.20f", 0.1);
    check!(ck, "%.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5);
    check!(ck, "%f", 1e300);
    check!(ck, "%f", f64::MAX);
    check!(ck, "%.1074f", 5e-324);
    check!(ck, "%.1100e", 5e-324);
    check!(ck, "%a %a %a", 1.0, 0.1, 5e-324);
    check!(
        ck,
        "%f %F %e %E %g %G %a %A",
        f64::NAN,
        -f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        f64::INFINITY,
        -f64::NAN,
        f64::NEG_INFINITY
    );
    check!(
        ck,
        "%05f|%-05f|%+05e|% 5g",
        f64::INFINITY,
        f64::NAN,
        f64::INFINITY,
        f64::NAN
    );
    check!(
        ck,
        "%lf %hf %hhf %jf %zf %tf",
        1.25,
        2.5,
        3.75,
        4.0,
        5.5,
        6.0
    );
    ck.finish();
}

/// Doubles drawn from every exponent range, plus decimal-looking and exactly-halfway values.
fn random_doubles(rng: &mut Rng, n: usize) -> Vec<f64> {
    let mut v = Vec::with_capacity(n);
    while v.len() < n {
        let x = match rng.below(4) {
            0 => f64::from_bits(rng.next_u64()),
            1 => (rng.below(2_000_000) as f64 - 1_000_000.0) / 10f64.powi(rng.below(8) as i32),
            2 => {
                // k + 1/2 scaled by a power of two: exact ties for many precisions.
                let k = rng.below(1 << 20) as f64 + 0.5;
                k * 2f64.powi(rng.below(40) as i32 - 30)
            }
            _ => {
                let m = rng.next_u64() >> 11;
                m as f64 * 2f64.powi(rng.below(200) as i32 - 100)
            }
        };
        if !x.is_nan() {
            v.push(x);
        }
    }
    v
}

#[test]
fn random_doubles_match_glibc() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut ck = Checker::default();
    let fmts = [
        "%f", "%.0f", "%.3e", "%g", "%.10g", "%a", "%#g", "%+.2e", "%010.3f", "%.17g", "%.1f",
        "%.5a", "%.0e", "%#.0f", "%-14.6G|", "%.25e", "%.2a", "%.0a", "% .8g", "%.12f", "%.330f",
        "%.120e", "%#.90g", "%.300a", "%.40g",
    ];
    for x in random_doubles(&mut rng, 3000) {
        for f in fmts {
            check!(ck, f, x);
        }
    }
    ck.finish();
}

#[test]
fn random_float_specs_match_glibc() {
    let mut rng = Rng(12345);
    let mut ck = Checker::default();
    let flags = ["", "-", "+", " ", "#", "0", "'", "I"];
    let convs = ["f", "F", "e", "E", "g", "G", "a", "A"];
    // CFORMAT_FUZZ_ITERS scales the run up for a deeper local search.
    let n = std::env::var("CFORMAT_FUZZ_ITERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4000);
    for x in random_doubles(&mut rng, n) {
        let mut f = String::from("%");
        for fl in flags {
            if rng.below(3) == 0 {
                f.push_str(fl);
            }
        }
        if rng.below(2) == 0 {
            f.push_str(&rng.below(30).to_string());
        }
        if rng.below(3) != 0 {
            f.push('.');
            if rng.below(8) != 0 {
                f.push_str(&rng.below(40).to_string());
            }
        }
        f.push_str(rng.pick(&convs));
        check!(ck, f, x);
        // Precision and width through arguments too.
        let w = rng.below(40) as i32 - 20;
        let p = rng.below(30) as i32 - 5;
        check!(
            ck,
            format!("%{}*.*{}", rng.pick(&flags), rng.pick(&convs)),
            w,
            p,
            x
        );
    }
    ck.finish();
}

#[test]
fn g_style_rounding_carries() {
    let mut ck = Checker::default();
    let mut values = vec![];
    for k in 0..18 {
        let nines = 10f64.powi(k) - 1.0;
        for scale in [1.0, 0.1, 0.001, 1e-5, 1e-7, 1e5] {
            values.push((nines + 0.5) * scale);
            values.push((nines + 0.6) * scale);
            values.push((nines + 0.4) * scale);
            values.push(nines * scale);
        }
    }
    for v in values {
        for p in ["", ".0", ".1", ".2", ".3", ".5", ".6", ".7", ".12"] {
            for flag in ["", "#"] {
                check!(ck, format!("%{flag}{p}g|%{flag}{p}e|%{flag}{p}f"), v, v, v);
            }
        }
    }
    ck.finish();
}
