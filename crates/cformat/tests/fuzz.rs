//! Random formats: glibc agreement on integer-only formats, and no panics on arbitrary bytes.

mod common;

use cformat::{format, format_with_limit, ArgSource, DataModel, FormatError};
use common::{Arg, Checker, FakeArgs, Rng};

/// A random but reasonably sized format built from glibc's specification grammar (integer,
/// pointer and unknown conversions only, at most four specifications).
///
/// With `positional`, specifications may name arguments (`%N$`, `*N$`); to keep every
/// argument's C type unambiguous (glibc reads garbage otherwise), such formats only use
/// `int`-sized conversions.
fn random_int_format(rng: &mut Rng, positional: bool) -> Vec<u8> {
    let mut f = Vec::new();
    let specs = 1 + rng.below(4);
    let lengths: &[&[u8]] = if positional {
        &[b"", b"", b"h", b"hh", b"hl"]
    } else {
        &[
            b"", b"", b"", b"h", b"hh", b"l", b"ll", b"j", b"z", b"t", b"q", b"L", b"Z", b"hl",
        ]
    };
    let convs: &[u8] = if positional {
        b"diouxXbBcdxy%k!wHdd"
    } else {
        b"diouxXbBpcdxy%k!wHdd"
    };
    for _ in 0..specs {
        for _ in 0..rng.below(3) {
            f.push(rng.pick(b"Z -|9"));
        }
        f.push(b'%');
        if positional && rng.below(3) == 0 {
            f.extend_from_slice(format!("{}$", 1 + rng.below(12)).as_bytes());
        }
        for _ in 0..rng.below(4) {
            f.push(rng.pick(b"-+ #0'I"));
        }
        match rng.below(6) {
            0 => f.push(b'*'),
            1 if positional => f.extend_from_slice(format!("*{}$", 1 + rng.below(12)).as_bytes()),
            2 | 3 => f.extend_from_slice(rng.below(40).to_string().as_bytes()),
            _ => {}
        }
        match rng.below(7) {
            0 => f.push(b'.'),
            1 => f.extend_from_slice(b".*"),
            2 if positional => f.extend_from_slice(format!(".*{}$", 1 + rng.below(12)).as_bytes()),
            3 | 4 => f.extend_from_slice(format!(".{}", rng.below(40)).as_bytes()),
            _ => {}
        }
        let len = rng.pick(lengths);
        f.extend_from_slice(len);
        let mut conv = rng.pick(convs);
        if conv == b'c' && !len.is_empty() && !len.starts_with(b"h") {
            conv = b'd';
        }
        if rng.below(40) != 0 || f.len() > 60 {
            f.push(conv);
        } else {
            // Occasionally end the format inside the specification.
            break;
        }
    }
    f
}

fn random_args(rng: &mut Rng) -> Vec<i64> {
    (0..12)
        .map(|_| {
            // Small low 32 bits (these may become `*` widths), random high bits.
            let lo = (rng.below(81) as i64 - 40) as u32;
            let hi = if rng.below(2) == 0 {
                0
            } else {
                rng.next_u64() >> 32
            };
            ((hi << 32) | u64::from(lo)) as i64
        })
        .collect()
}

#[test]
fn random_integer_formats_match_glibc() {
    let mut rng = Rng(0xC0FF_EE00_1234_5678);
    let mut ck = Checker::default();
    // CFORMAT_FUZZ_ITERS scales the run up for a deeper local search.
    let iters: u64 = std::env::var("CFORMAT_FUZZ_ITERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000);
    if let Ok(seed) = std::env::var("CFORMAT_FUZZ_SEED") {
        rng = Rng(seed.parse().unwrap_or(1) | 1);
    }
    for i in 0..iters {
        let f = random_int_format(&mut rng, i % 3 == 0);
        let a = random_args(&mut rng);
        check!(ck, f, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11]);
    }
    ck.finish();
}

/// A source that answers every request, mixing in errors.
struct Chaos(Rng);

impl ArgSource for Chaos {
    fn next_int(&mut self, _bytes: u32) -> Result<u64, FormatError> {
        match self.0.below(20) {
            0 => Err(FormatError::MissingArgument),
            1 => Ok(u64::MAX),
            2 => Ok(0x8000_0000),
            _ => Ok(self.0.below(100)),
        }
    }
    fn next_double(&mut self) -> Result<f64, FormatError> {
        match self.0.below(10) {
            0 => Err(FormatError::Source("no double".into())),
            _ => Ok(f64::from_bits(self.0.next_u64())),
        }
    }
    fn next_ptr(&mut self) -> Result<u64, FormatError> {
        Ok(self.0.below(3))
    }
    fn read_c_string(&mut self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, FormatError> {
        if addr == 2 {
            return Err(FormatError::Source("bad address".into()));
        }
        // Deliberately ignore `max`: the formatter must cope.
        let _ = max;
        Ok(b"chaos string".to_vec())
    }
    fn write_int(&mut self, _addr: u64, _bytes: u32, _value: u64) -> Result<(), FormatError> {
        Ok(())
    }
}

#[test]
fn arbitrary_bytes_never_panic() {
    let mut rng = Rng(7);
    let alphabet = b"%%%%%%$$*.0123456789-+ #'IhlLqjzZtdiouxXbBcsSpnmCfFeEgGaAy\0\xff\x80";
    for i in 0..30_000 {
        let len = rng.below(32) as usize;
        let fmt: Vec<u8> = (0..len)
            .map(|_| {
                if rng.below(4) == 0 {
                    rng.next_u64() as u8
                } else {
                    rng.pick(alphabet)
                }
            })
            .collect();
        let model = if i % 2 == 0 {
            DataModel::LP64
        } else {
            DataModel::ILP32
        };
        let mut chaos = Chaos(Rng(i as u64 + 1));
        let _ = format(&fmt, model, &mut chaos);
        let mut chaos = Chaos(Rng(i as u64 + 1));
        let _ = format_with_limit(&fmt, model, &mut chaos, 16);
        let mut empty = FakeArgs::new(vec![]);
        let _ = format(&fmt, model, &mut empty);
        let mut mixed = FakeArgs::new(vec![Arg::Double(1.5), Arg::Int(3), Arg::Ptr(0)]);
        let _ = format(&fmt, model, &mut mixed);
    }
}
