//! Full values of integer constants wider than 64 bits. The `llvm-ir` crate reads constants
//! through LLVM's C API, which yields only their low 64 bits; the textual IR (llvm-dis-14)
//! has them whole, so they are collected from it, keyed by width and low 64 bits.

use rustc_hash::FxHashMap as HashMap;
use std::path::Path;
use std::process::Command;
use std::time::Instant;

use crate::error::FrontendError;

/// `(width, low 64 bits)` → every full value with that key found in the module.
pub(crate) type WideConsts = HashMap<(u32, u64), Vec<u128>>;

/// Collects the wide integer constants of the bitcode at `path`.
pub(crate) fn wide_constants(
    path: &Path,
    deadline: Option<Instant>,
) -> Result<WideConsts, FrontendError> {
    let mut cmd = Command::new("llvm-dis-14");
    cmd.arg(path).arg("-o").arg("-");
    let out = crate::compile::run_tool(&mut cmd, "llvm-dis-14", deadline)?;
    let text = String::from_utf8_lossy(&out.stdout);
    let mut map: WideConsts = HashMap::default();
    let mut words = text.split(|c: char| {
        c.is_whitespace() || c == ',' || c == '(' || c == ')' || c == '[' || c == '{'
    });
    // A literal follows its type directly (`i72 5`) or as the second operand of an
    // instruction that names the type once (`and i72 %x, 5`).
    let mut ty: Option<(u32, u8)> = None;
    for w in words.by_ref() {
        if w.is_empty() {
            continue;
        }
        if let Some(bits) = w.strip_prefix('i').and_then(|n| n.parse::<u32>().ok()) {
            ty = (bits > 64 && bits <= 128).then_some((bits, 2));
            continue;
        }
        if let Some((bits, left)) = ty {
            if let Some(v) = parse_int(w, bits) {
                let e = map.entry((bits, v as u64)).or_default();
                if !e.contains(&v) {
                    e.push(v);
                }
            }
            ty = (left > 1).then_some((bits, left - 1));
        }
    }
    Ok(map)
}

/// A decimal literal as `bits`-wide two's complement.
fn parse_int(w: &str, bits: u32) -> Option<u128> {
    let mask = if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    };
    match w.strip_prefix('-') {
        Some(n) => n.parse::<u128>().ok().map(|v| v.wrapping_neg() & mask),
        None => w.parse::<u128>().ok().map(|v| v & mask),
    }
}

#[cfg(test)]
mod tests {
    use super::parse_int;

    #[test]
    fn negative_wide_literals_are_twos_complement() {
        assert_eq!(
            parse_int("-36605257771267391489", 72),
            Some((1u128 << 72) - 36605257771267391489)
        );
        assert_eq!(parse_int("127", 72), Some(127));
        assert_eq!(parse_int("x", 72), None);
    }
}
