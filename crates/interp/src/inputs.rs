//! Values for the program's nondeterministic inputs in a concrete run, and the log of what
//! was consumed (the witness format of INTERFACE.md).

use std::collections::VecDeque;

pub use formats::{Heap, InputValue, Witness};
pub use semantics::inputs::{hex_text, ScalarKind};

/// What a concrete run consumed.
pub type InputLog = Vec<InputValue>;

/// The source of input values: a witness, then zeros (or, with `fill`, random values).
#[derive(Clone, Debug, Default)]
pub struct Inputs {
    queue: VecDeque<InputValue>,
    /// Where the witness runs out: random values instead of zeros (logged like any other).
    pub fill: Option<Fill>,
    /// Every value handed to the program, in order.
    pub log: InputLog,
    /// How many inputs were defaulted to zero because the witness ran out.
    pub defaulted: usize,
    /// The input heap an `--entry` run starts from.
    pub heap: Option<Heap>,
    /// The witness' stdin, files and argv.
    pub io: formats::ProgramIo,
}

pub(crate) use formats::hex_bytes;

/// Parses decimal (signed or unsigned) or `0x` hex text into raw bits.
fn parse_scalar(text: &str) -> Option<u128> {
    let t = text.trim();
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return u128::from_str_radix(h, 16).ok();
    }
    if let Some(n) = t.strip_prefix('-') {
        return n.parse::<u128>().ok().map(|v| v.wrapping_neg());
    }
    t.parse::<u128>().ok()
}

impl Inputs {
    /// Inputs taken from `w`, in order.
    pub fn from_witness(w: Witness) -> Inputs {
        Inputs {
            queue: w.inputs.into(),
            fill: None,
            log: Vec::new(),
            defaulted: 0,
            heap: w.heap,
            io: w.io,
        }
    }

    /// Next input as its text (a pointer parameter's `oN`, `null` or function name).
    pub fn next_text(&mut self, name: &str, ty: &str) -> Option<String> {
        let v = self.queue.pop_front();
        if v.is_none() {
            self.defaulted += 1;
        }
        let value = v.map(|v| v.value);
        self.log.push(InputValue {
            name: name.into(),
            ty: ty.into(),
            value: value.clone().unwrap_or_else(|| "null".into()),
        });
        value
    }

    /// Whether the next value of the witness is named `name`.
    pub fn next_is(&self, name: &str) -> bool {
        self.queue.front().is_some_and(|v| v.name == name)
    }

    /// Next scalar input of `bytes` bytes, named `name` with C type `ty`.
    pub fn next_scalar(&mut self, name: &str, ty: &str, bytes: u32, kind: ScalarKind) -> u64 {
        let is_float = kind == ScalarKind::Float;
        let raw = match self.queue.pop_front() {
            Some(v) => {
                if is_float {
                    v.value.trim().parse::<f64>().ok().map(|f| {
                        if bytes == 4 {
                            u128::from((f as f32).to_bits())
                        } else {
                            u128::from(f.to_bits())
                        }
                    })
                } else {
                    parse_scalar(&v.value)
                }
            }
            None => {
                self.defaulted += 1;
                self.fill
                    .as_mut()
                    .map(|f| f.scalar(ty, bytes, kind) as u128)
            }
        };
        let v = raw.unwrap_or(0) as u64;
        let v = if bytes >= 8 {
            v
        } else {
            v & ((1u64 << (bytes * 8)) - 1)
        };
        let text = if is_float {
            if bytes == 4 {
                format!("{}", f32::from_bits(v as u32))
            } else {
                format!("{}", f64::from_bits(v))
            }
        } else if kind == ScalarKind::Signed {
            let s = 64 - bytes.min(8) * 8;
            (((v << s) as i64) >> s).to_string()
        } else {
            v.to_string()
        };
        self.log.push(InputValue {
            name: name.into(),
            ty: ty.into(),
            value: text,
        });
        v
    }

    /// Next byte-buffer input of `len` bytes.
    pub fn next_bytes(&mut self, name: &str, len: usize) -> Vec<u8> {
        let out = match self.queue.pop_front() {
            Some(v) => hex_bytes(&v.value, len),
            None => {
                self.defaulted += 1;
                match self.fill.as_mut() {
                    Some(f) => f.bytes(len),
                    None => vec![0u8; len],
                }
            }
        };
        self.log.push(InputValue {
            name: name.into(),
            ty: "bytes".into(),
            value: hex_text(&out),
        });
        out
    }
}

/// Random input values from a seed. Most seeds draw so that small numbers, signs and the
/// limits of a type come up often (a program's branches compare inputs with those far more
/// often than with arbitrary bit patterns); seeds 3 and 7 draw arbitrary bit patterns only
/// (inputs all distinct, as a sort or a search wants them), seeds 4 and 8 small numbers only
/// (many equal inputs).
#[derive(Clone, Debug)]
pub struct Fill {
    rng: fastrand::Rng,
    profile: Profile,
}

/// How a [`Fill`] draws an integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Profile {
    /// Small numbers, limits and arbitrary bits, mixed.
    Mixed,
    /// Arbitrary bits only.
    Wide,
    /// Numbers from -16 to 16 only.
    Small,
}

impl Fill {
    /// The values of seed `seed` (the same seed gives the same values).
    pub fn new(seed: u64) -> Fill {
        let profile = match seed.wrapping_sub(1) % 4 {
            2 => Profile::Wide,
            3 => Profile::Small,
            _ => Profile::Mixed,
        };
        Fill {
            rng: fastrand::Rng::with_seed(seed),
            profile,
        }
    }

    /// A scalar of `bytes` bytes (its bits; the caller truncates).
    fn scalar(&mut self, ty: &str, bytes: u32, kind: ScalarKind) -> u64 {
        if ty == "_Bool" {
            return self.rng.u64(0..2);
        }
        // Pointers other than a function's result stay null: a random address is no object.
        if ty.ends_with('*') {
            return 0;
        }
        if kind == ScalarKind::Float {
            let f = match self.rng.u8(0..4) {
                0 => self.rng.i32(-16..=16) as f64,
                1 => self.rng.f64() * 2.0 - 1.0,
                2 => (self.rng.f64() - 0.5) * 2e6,
                _ => f64::from_bits(self.rng.u64(..)),
            };
            // NaNs and infinities have no text in a witness that gives their bits back.
            return if bytes == 4 {
                let g = f as f32;
                u64::from(if g.is_finite() { g } else { 0.0 }.to_bits())
            } else {
                if f.is_finite() { f } else { 0.0 }.to_bits()
            };
        }
        let bits = bytes.min(8) * 8;
        let top = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let signed_max = top >> 1;
        let pick = match self.profile {
            Profile::Mixed => self.rng.u8(0..10),
            Profile::Wide => 9,
            Profile::Small => 0,
        };
        match pick {
            0..=3 => self.rng.i64(-16..=16) as u64,
            4 => [0, 1, top, signed_max, signed_max.wrapping_add(1)][self.rng.usize(0..5)],
            5 => self.rng.i64(-1000..=1000) as u64,
            _ => self.rng.u64(..),
        }
    }

    /// `len` random bytes.
    fn bytes(&mut self, len: usize) -> Vec<u8> {
        (0..len).map(|_| self.rng.u8(..)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn witness_values_are_consumed_in_order_then_zero() {
        let w: Witness = serde_json::from_str(
            r#"{"inputs":[{"name":"a","type":"int","value":"-5"},{"name":"b","type":"bytes","value":"0x4142"}]}"#,
        )
        .unwrap();
        let mut i = Inputs::from_witness(w);
        assert_eq!(
            i.next_scalar("a", "int", 4, ScalarKind::Signed),
            0xffff_fffb
        );
        assert_eq!(i.next_bytes("b", 3), vec![0x41, 0x42, 0]);
        assert_eq!(i.next_scalar("c", "char", 1, ScalarKind::Signed), 0);
        assert_eq!(i.defaulted, 1);
        assert_eq!(i.log[0].value, "-5");
    }

    #[test]
    fn seeds_draw_mixed_wide_and_small_values() {
        let draw = |seed: u64| -> Vec<i32> {
            let mut f = Fill::new(seed);
            (0..2000)
                .map(|_| f.scalar("int", 4, ScalarKind::Signed) as u32 as i32)
                .collect()
        };
        let small = |v: &i32| (-16..=16).contains(v);
        // Seed 3: arbitrary bits, so no two of 2,000 are equal and almost none are small.
        let wide = draw(3);
        let distinct: rustc_hash::FxHashSet<i32> = wide.iter().copied().collect();
        assert_eq!(distinct.len(), wide.len());
        assert!(wide.iter().filter(|v| small(v)).count() < 5);
        // Seed 4: -16 to 16 only.
        assert!(draw(4).iter().all(small));
        // Seed 1: both kinds.
        let mixed = draw(1);
        let n = mixed.iter().filter(|v| small(v)).count();
        assert!(n > 500 && n < 1500, "{n} small values of 2000");
    }

    #[test]
    fn filled_values_are_logged_and_replay_to_the_same_bits() {
        let mut i = Inputs {
            fill: Some(Fill::new(7)),
            ..Inputs::default()
        };
        let kinds = [
            ("int", 4, ScalarKind::Signed),
            ("unsigned char", 1, ScalarKind::Unsigned),
            ("long long", 8, ScalarKind::Signed),
            ("double", 8, ScalarKind::Float),
            ("float", 4, ScalarKind::Float),
            ("_Bool", 1, ScalarKind::Unsigned),
        ];
        let mut drawn = Vec::new();
        for _ in 0..50 {
            for (ty, bytes, kind) in kinds {
                drawn.push(i.next_scalar("x", ty, bytes, kind));
            }
        }
        assert!(drawn.iter().any(|&v| v != 0));
        assert!(drawn.chunks(6).all(|c| c[5] <= 1), "a _Bool is 0 or 1");
        let mut again = Inputs::from_witness(Witness {
            inputs: i.log.clone(),
            ..Witness::default()
        });
        for (k, &v) in drawn.iter().enumerate() {
            let (ty, bytes, kind) = kinds[k % 6];
            let r = again.next_scalar("x", ty, bytes, kind);
            assert_eq!(r, v, "input {k} ({ty})");
        }
        assert_eq!(again.defaulted, 0);
    }
}
