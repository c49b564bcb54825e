//! The printf family in symbolic states.
//!
//! When every argument a format consumes is concrete, the output and its length are exact
//! (glibc's, through cformat). A symbolic integer argument changes only how many characters
//! its conversion prints, and that count is constant between the powers of the conversion's
//! base: the length is then an exact expression of the argument (an `ite` over those
//! intervals), found by formatting one representative per interval. The output's bytes are
//! not known then; callers that store them record an approximation.

use rustc_hash::FxHashMap as HashMap;

use cformat::{ArgSource, DataModel as FmtModel, FormatError};
use expr::ExprRef;
use ir::{FuncId, Operand};
use memory::{Offset, SVal, SymMemory};
use semantics::Program;

use crate::executor::Executor;
use crate::state::State;

/// The concrete bytes of a NUL-terminated string in symbolic memory, if none is symbolic.
pub fn concrete_string(mem: &SymMemory, addr: u64, max: Option<usize>) -> Result<Vec<u8>, String> {
    let (r, off) = mem.check(addr, 0).map_err(|e| e.to_string())?;
    let bytes = mem
        .region(r)
        .concrete_bytes()
        .ok_or("a string with symbolic bytes")?;
    let data = bytes.get(off as usize..).unwrap_or(&[]);
    let limit = max.unwrap_or(usize::MAX).min(data.len());
    match data[..limit].iter().position(|&b| b == 0) {
        Some(n) => Ok(data[..n].to_vec()),
        None if max.is_some_and(|m| m <= data.len()) => Ok(data[..limit].to_vec()),
        None => Err("an unterminated string".into()),
    }
}

/// Whether a call of `f` with `args` only writes its number arguments to the program's
/// output, so that what they are decides nothing but the length printed: `printf` and
/// `fprintf` (and their `v` forms) with a constant format that uses every number it reads
/// as a number to print, `puts`, `fputs`, `putchar`, `fputc`, `fflush`. Not the `sprintf`
/// family, which stores the text, nor `fwrite`, whose numbers say how much it reads.
pub fn only_prints(prog: &Program<'_>, f: FuncId, args: &[Operand]) -> bool {
    use semantics::builtins::{Builtin::Stdio, StdioFn::*};
    let format = match prog.builtins.get(f.0 as usize) {
        Some(Some(Stdio(Printf | Vprintf))) => 0,
        Some(Some(Stdio(Fprintf | Vfprintf))) => 1,
        Some(Some(Stdio(Puts | Fputs | Putchar | Fputc | Fflush))) => return true,
        _ => return false,
    };
    args.get(format)
        .and_then(|a| prog.module.constant_text(a))
        .is_some_and(|t| numbers_only_printed(&t))
}

/// Whether glibc's printf, on `format`, reads every integer argument to print it: none is a
/// `*` width or precision (which can decide how much of a string is read), none is read on
/// the positional path (whose uses the formatter does not announce), and no `%n` stores.
/// The formatter itself answers, on zero arguments.
fn numbers_only_printed(format: &[u8]) -> bool {
    #[derive(Default)]
    struct Probe {
        announced: Option<u8>,
        other_use: bool,
    }
    impl ArgSource for Probe {
        fn int_use(&mut self, conv: u8, _: u32) {
            self.announced = Some(conv);
        }
        fn next_int(&mut self, _: u32) -> Result<u64, FormatError> {
            if self.announced.take().is_none_or(|c| c == b'*') {
                self.other_use = true;
            }
            Ok(0)
        }
        fn next_double(&mut self) -> Result<f64, FormatError> {
            Ok(0.0)
        }
        fn next_ptr(&mut self) -> Result<u64, FormatError> {
            Ok(0)
        }
        fn read_c_string(&mut self, _: u64, _: Option<usize>) -> Result<Vec<u8>, FormatError> {
            Ok(Vec::new())
        }
        fn write_int(&mut self, _: u64, _: u32, _: u64) -> Result<(), FormatError> {
            self.other_use = true;
            Ok(())
        }
    }
    let mut probe = Probe::default();
    cformat::format(format, FmtModel::LP64, &mut probe).is_ok() && !probe.other_use
}

/// Where the variadic arguments are.
pub enum FmtArgs<'a> {
    /// Passed to the call itself.
    Direct(&'a [SVal]),
    /// Read through a `va_list`: the first argument's address and the slot size.
    List { cursor: u64, slot: u64 },
}

/// A formatted output.
pub struct SymFormatted {
    /// The output, exact when `symbolic` is false (symbolic integers printed as 0 otherwise).
    pub bytes: Vec<u8>,
    /// printf's return value, a 32-bit value.
    pub len: SVal,
    /// Whether some printed integer was symbolic (the bytes are then not the output).
    pub symbolic: bool,
}

/// A symbolic integer argument: its ordinal among the consumed arguments, value, and use.
struct SymInt {
    ordinal: usize,
    value: ExprRef,
    /// (conversion character, bytes used) of each use.
    uses: Vec<(u8, u32)>,
}

/// Reads arguments from symbolic memory; symbolic integers read as their override or 0.
struct Source<'a, 'b> {
    ctx: &'a mut expr::Ctx,
    mem: &'a SymMemory,
    args: &'a FmtArgs<'b>,
    cursor: u64,
    ordinal: usize,
    pending_use: Option<(u8, u32)>,
    ints: Vec<SymInt>,
    overrides: &'a HashMap<usize, u64>,
    pointer_bits: u32,
}

fn source(why: &str) -> FormatError {
    FormatError::Source(why.to_owned())
}

impl Source<'_, '_> {
    /// The next argument as `bytes` bytes.
    fn next(&mut self, bytes: u64) -> Result<SVal, FormatError> {
        let v = match self.args {
            FmtArgs::Direct(vals) => *vals.get(self.ordinal).ok_or(FormatError::MissingArgument)?,
            FmtArgs::List { slot, .. } => {
                let (r, off) = self
                    .mem
                    .check(self.cursor, bytes)
                    .map_err(|e| source(&e.to_string()))?;
                let len = u32::try_from(bytes).unwrap_or(8);
                let v = self
                    .mem
                    .region(r)
                    .read(self.ctx, Offset::C(off), len, self.pointer_bits)
                    .ok_or_else(|| source("an unreadable va_list argument"))?;
                self.cursor += bytes.div_ceil(*slot) * slot;
                v
            }
        };
        self.ordinal += 1;
        Ok(v)
    }
}

impl ArgSource for Source<'_, '_> {
    fn int_use(&mut self, conv: u8, size: u32) {
        self.pending_use = Some((conv, size));
    }
    fn next_int(&mut self, bytes: u32) -> Result<u64, FormatError> {
        let ordinal = self.ordinal;
        let used = self.pending_use.take();
        let v = match self.next(u64::from(bytes).max(4))? {
            SVal::C(c) => c as u64,
            SVal::S(e) => {
                // A use the formatter did not announce (the positional path) has no known shape.
                let u = used.ok_or_else(|| source("a symbolic value in a positional format"))?;
                match self.ints.iter_mut().find(|s| s.ordinal == ordinal) {
                    Some(s) => s.uses.push(u),
                    None => self.ints.push(SymInt {
                        ordinal,
                        value: e,
                        uses: vec![u],
                    }),
                }
                self.overrides.get(&ordinal).copied().unwrap_or(0)
            }
        };
        Ok(if bytes >= 8 {
            v
        } else {
            v & ((1u64 << (bytes * 8)) - 1)
        })
    }
    fn next_double(&mut self) -> Result<f64, FormatError> {
        match self.next(8)? {
            SVal::C(c) => Ok(f64::from_bits(c as u64)),
            SVal::S(_) => Err(source("a symbolic floating-point value")),
        }
    }
    fn next_ptr(&mut self) -> Result<u64, FormatError> {
        let pb = u64::from(self.pointer_bits / 8);
        match self.next(pb)? {
            SVal::C(c) => Ok(c as u64),
            SVal::S(_) => Err(source("a symbolic pointer")),
        }
    }
    fn read_c_string(&mut self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, FormatError> {
        concrete_string(self.mem, addr, max).map_err(|e| source(&e))
    }
    fn write_int(&mut self, _addr: u64, _bytes: u32, _value: u64) -> Result<(), FormatError> {
        Err(source("%n"))
    }
}

/// Starts of the intervals of `[0, 2^(8*size))` on which a conversion prints a constant
/// number of characters: zero, then each power of the base, for signed conversions on both
/// sides of zero.
fn interval_starts(conv: u8, size: u32) -> Vec<u128> {
    let bits = 8 * size;
    let top: u128 = 1 << bits;
    let base: u128 = match conv {
        b'd' | b'i' | b'u' => 10,
        b'o' => 8,
        b'x' | b'X' => 16,
        b'b' | b'B' => 2,
        _ => return vec![0],
    };
    let signed = matches!(conv, b'd' | b'i');
    let limit = if signed { top / 2 } else { top };
    let mut starts = vec![0, 1];
    let mut p = base;
    while p < limit {
        starts.push(p);
        if signed {
            // -(p - 1) .. -(p / base): the negatives with as many digits as p - 1.
            starts.push(top - (p - 1));
        }
        p *= base;
    }
    if signed {
        // The most negative values, down to -2^(bits-1), have the most digits.
        starts.push(top / 2);
    }
    starts.retain(|&s| s < top);
    starts.sort_unstable();
    starts.dedup();
    starts
}

impl Executor<'_, '_> {
    /// Formats `fmt` with `args` as glibc would; `Err` names what makes it inexact.
    pub fn sym_format(
        &mut self,
        st: &State,
        fmt: SVal,
        args: &FmtArgs<'_>,
    ) -> Result<SymFormatted, String> {
        let SVal::C(fmt) = fmt else {
            return Err("a symbolic format pointer".into());
        };
        let fmt = concrete_string(&st.mem, fmt as u64, None)
            .map_err(|e| format!("a format string with {e}"))?;
        let none = HashMap::default();
        let (bytes, ints) = self.format_once(st, &fmt, args, &none)?;
        let base = bytes.len() as u128;
        if ints.is_empty() {
            return Ok(SymFormatted {
                len: SVal::C(base),
                bytes,
                symbolic: false,
            });
        }
        if ints.len() > 1 && ints.iter().any(|s| s.uses.iter().any(|u| u.0 == b'*')) {
            return Err("a symbolic field width or precision".into());
        }
        // Lengths add up: each argument changes only its own conversions' widths.
        let mut total = self.ctx.constant(0, 32);
        for s in &ints {
            let contribution = self.length_of(st, &fmt, args, s, base)?;
            total = self.ctx.add(total, contribution);
        }
        let b = self.ctx.constant(base, 32);
        let len = self.ctx.add(total, b);
        Ok(SymFormatted {
            bytes,
            len: SVal::of(&self.ctx, len),
            symbolic: true,
        })
    }

    /// One formatting run with `overrides` for symbolic integers; the output and those met.
    fn format_once(
        &mut self,
        st: &State,
        fmt: &[u8],
        args: &FmtArgs<'_>,
        overrides: &HashMap<usize, u64>,
    ) -> Result<(Vec<u8>, Vec<SymInt>), String> {
        let pb = self.prog.module.model().pointer_bytes();
        let model = FmtModel {
            long_bytes: pb,
            pointer_bytes: pb,
        };
        let cursor = match args {
            FmtArgs::List { cursor, .. } => *cursor,
            FmtArgs::Direct(_) => 0,
        };
        let mut src = Source {
            ctx: &mut self.ctx,
            mem: &st.mem,
            args,
            cursor,
            ordinal: 0,
            pending_use: None,
            ints: Vec::new(),
            overrides,
            pointer_bits: pb * 8,
        };
        match cformat::format_with_limit(fmt, model, &mut src, 1 << 26) {
            Ok(out) => Ok((out, src.ints)),
            Err(FormatError::Source(why)) => Err(why),
            Err(e) => Err(format!("a format glibc rejects ({e})")),
        }
    }

    /// `len(s = v) - len(all zero)` as a 32-bit expression of `s`'s value.
    fn length_of(
        &mut self,
        st: &State,
        fmt: &[u8],
        args: &FmtArgs<'_>,
        s: &SymInt,
        base: u128,
    ) -> Result<ExprRef, String> {
        let &(conv, size) = s.uses.first().ok_or("an unused argument")?;
        if conv == b'*' || s.uses.iter().any(|u| u.1 != size) {
            return Err("a symbolic field width or precision".into());
        }
        let mut starts: Vec<u128> = s
            .uses
            .iter()
            .flat_map(|&(c, sz)| interval_starts(c, sz))
            .collect();
        starts.sort_unstable();
        starts.dedup();
        let top: u128 = 1 << (8 * size);
        let mut pieces: Vec<(u128, u128)> = Vec::new();
        for (k, &lo) in starts.iter().enumerate() {
            let hi = starts.get(k + 1).map_or(top - 1, |n| n - 1);
            let mut len_at = |v: u128| -> Result<u128, String> {
                let o = HashMap::from_iter([(s.ordinal, v as u64)]);
                Ok(self.format_once(st, fmt, args, &o)?.0.len() as u128)
            };
            let (a, b) = (len_at(lo)?, len_at(hi)?);
            if a != b {
                return Err("a symbolic value whose printed length is not its digit count".into());
            }
            match pieces.last_mut() {
                Some(last) if last.1 == a => {}
                _ => pieces.push((lo, a)),
            }
        }
        let v = self.ctx.zext(s.value, 8 * size);
        // From the highest interval down: below the next start, this piece's length.
        let delta = |len: u128| len.wrapping_sub(base) & 0xffff_ffff;
        let (_, last) = *pieces.last().ok_or("no interval")?;
        let mut e = self.ctx.constant(delta(last), 32);
        for k in (0..pieces.len() - 1).rev() {
            let next = self.ctx.constant(pieces[k + 1].0, 8 * size);
            let below = self.ctx.ult(v, next);
            let here = self.ctx.constant(delta(pieces[k].1), 32);
            e = self.ctx.ite(below, here, e);
        }
        Ok(e)
    }
}

#[cfg(test)]
mod tests {
    use super::{interval_starts, numbers_only_printed};

    #[test]
    fn decimal_signed_bytes_split_at_powers_of_ten_on_both_sides() {
        // -128..-100, -99..-10, -9..-1, 0, 1..9, 10..99, 100..127
        let got = interval_starts(b'd', 1);
        assert_eq!(got, vec![0, 1, 10, 100, 128, 157, 247]);
    }

    #[test]
    fn hex_unsigned_shorts_split_at_powers_of_sixteen() {
        assert_eq!(interval_starts(b'x', 2), vec![0, 1, 16, 256, 4096]);
        assert_eq!(interval_starts(b'c', 4), vec![0]);
    }

    #[test]
    fn numbers_are_only_printed_unless_they_size_a_field_or_are_stored_or_positional() {
        for plain in [
            &b"%d errors (%.2f%%)\n"[..],
            b"%u %lx %c %s %p %5.3f %-8ld %#x %'d %zu",
            b"no conversion at all",
        ] {
            assert!(
                numbers_only_printed(plain),
                "{}",
                String::from_utf8_lossy(plain)
            );
        }
        for other in [
            &b"%*d"[..],
            b"%.*s",
            b"%'*d",
            b"%1$d",
            b"%1$.*2$s",
            b"%d%n",
            b"%m",
        ] {
            assert!(
                !numbers_only_printed(other),
                "{}",
                String::from_utf8_lossy(other)
            );
        }
    }
}
