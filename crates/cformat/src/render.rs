//! The driver: glibc's fast loop over the format, and its switch to the positional path.

use crate::args::{table_double, table_int, ArgType, Args, Value};
use crate::float::write_float;
use crate::int::{signed_parts, truncate, write_number};
use crate::out::{write_padded, Out, Params};
use crate::sizes::{int_size, len_flags, promoted};
use crate::spec::{fast_scan, parse, Count, Fast, Spec};
use crate::{DataModel, FormatError};

/// Most arguments a positional format may refer to.
const MAX_POSITIONAL_ARGS: usize = 1 << 16;

/// Where a conversion's data argument comes from.
#[derive(Clone, Copy, Debug)]
enum Slot {
    /// The next argument of the source.
    Next,
    /// Entry of the positional table.
    Table(usize),
}

/// Argument positions of one specification on the positional path.
#[derive(Clone, Copy, Debug, Default)]
struct Assigned {
    width: Option<usize>,
    prec: Option<usize>,
    data: Option<usize>,
}

/// State of one `format` call.
pub(crate) struct Renderer<'f, 'a> {
    fmt: &'f [u8],
    model: DataModel,
    pub(crate) out: Out,
    args: Args<'a>,
    table: Vec<Value>,
}

fn incomplete() -> FormatError {
    FormatError::IncompleteSpec {
        partial: Vec::new(),
    }
}

/// glibc's own overflow (a number in the format above `INT_MAX`).
fn int_overflow() -> FormatError {
    FormatError::Overflow {
        limit: i32::MAX as usize,
        partial: Vec::new(),
    }
}

fn find_percent(fmt: &[u8], from: usize) -> Option<usize> {
    fmt.get(from..)
        .and_then(|rest| rest.iter().position(|&b| b == b'%'))
        .map(|p| p + from)
}

/// Whether `__parse_one_specmb` gives conversion `c` a data argument.
fn takes_data(c: Option<u8>) -> bool {
    matches!(
        c,
        Some(
            b'd' | b'i'
                | b'b'
                | b'B'
                | b'u'
                | b'o'
                | b'x'
                | b'X'
                | b'e'
                | b'E'
                | b'f'
                | b'F'
                | b'g'
                | b'G'
                | b'a'
                | b'A'
                | b'c'
                | b'C'
                | b's'
                | b'S'
                | b'p'
                | b'n'
        )
    )
}

/// Applies a `*` width value: negative means left-justify.
fn star_width(v: u64) -> (usize, bool) {
    let w = i64::from(v as u32 as i32);
    (w.unsigned_abs() as usize, w < 0)
}

/// Applies a `*` precision value: negative means none.
fn star_prec(v: u64) -> Option<usize> {
    usize::try_from(v as u32 as i32).ok()
}

impl<'f, 'a> Renderer<'f, 'a> {
    /// A renderer for `fmt` writing at most `limit` bytes.
    pub(crate) fn new(
        fmt: &'f [u8],
        model: DataModel,
        src: &'a mut dyn crate::ArgSource,
        limit: usize,
    ) -> Self {
        Renderer {
            fmt,
            model,
            out: Out::new(limit),
            args: Args::new(src),
            table: Vec::new(),
        }
    }

    /// Formats the whole string.
    pub(crate) fn run(&mut self) -> Result<(), FormatError> {
        let fmt = self.fmt;
        let Some(first) = find_percent(fmt, 0) else {
            return self.out.extend(fmt);
        };
        let mut pos = 0;
        let mut done = 0usize;
        loop {
            let Some(pct) = find_percent(fmt, pos) else {
                return self.out.extend(fmt.get(pos..).unwrap_or_default());
            };
            self.out.extend(fmt.get(pos..pct).unwrap_or_default())?;
            match fast_scan(fmt, pct) {
                Fast::Incomplete => return Err(incomplete()),
                Fast::Overflow => return Err(int_overflow()),
                Fast::Positional { star_reads } => {
                    let text = fmt.get(pct..).unwrap_or_default();
                    for _ in 0..star_reads {
                        self.args.read(ArgType::Int(4), text)?;
                    }
                    return self.positional(first, done);
                }
                Fast::Plain => {
                    let spec = parse(fmt, pct);
                    let params = self.fast_params(&spec)?;
                    self.convert(&spec, params, false, Slot::Next)?;
                    pos = spec.end;
                    done += 1;
                }
            }
        }
    }

    fn spec_text(&self, spec: &Spec) -> &'f [u8] {
        self.fmt.get(spec.start..spec.end).unwrap_or_default()
    }

    /// Width and precision on the fast path, reading `*` arguments in order.
    fn fast_params(&mut self, spec: &Spec) -> Result<Params, FormatError> {
        let text = self.spec_text(spec);
        let f = spec.flags;
        let mut p = Params {
            left: f.minus,
            pad_zero: f.zero && !f.minus,
            plus: f.plus,
            space: f.space,
            alt: f.alt,
            width: 0,
            prec: None,
        };
        match spec.width {
            Count::None => {}
            Count::Lit(n) => p.width = n,
            Count::Star(_) => {
                self.args.src.int_use(b'*', 4);
                let Value::Int(v) = self.args.read(ArgType::Int(4), text)? else {
                    return Err(FormatError::MissingArgument);
                };
                let (w, neg) = star_width(v);
                p.width = w;
                if neg {
                    p.left = true;
                    p.pad_zero = false;
                }
            }
        }
        match spec.prec {
            Count::None => {}
            Count::Lit(n) => p.prec = Some(n),
            Count::Star(_) => {
                self.args.src.int_use(b'*', 4);
                let Value::Int(v) = self.args.read(ArgType::Int(4), text)? else {
                    return Err(FormatError::MissingArgument);
                };
                p.prec = star_prec(v);
            }
        }
        Ok(p)
    }

    /// Width and precision on the positional path (a negative `*` width keeps the `0` flag).
    fn positional_params(&self, spec: &Spec, a: Assigned) -> Result<Params, FormatError> {
        let f = spec.flags;
        let mut p = Params {
            left: f.minus,
            pad_zero: f.zero && !f.minus,
            plus: f.plus,
            space: f.space,
            alt: f.alt,
            width: 0,
            prec: None,
        };
        if let Count::Lit(n) = spec.width {
            p.width = n;
        }
        if let Some(i) = a.width {
            let (w, neg) = star_width(table_int(&self.table, i)?);
            p.width = w;
            p.left |= neg;
        }
        if let Count::Lit(n) = spec.prec {
            p.prec = Some(n);
        }
        if let Some(i) = a.prec {
            p.prec = star_prec(table_int(&self.table, i)?);
        }
        Ok(p)
    }

    /// The type `__parse_one_specmb` records for a specification's data argument.
    fn data_type(&self, spec: &Spec) -> ArgType {
        let lf = len_flags(spec.length, self.model, true);
        match spec.conv {
            Some(b'e' | b'E' | b'f' | b'F' | b'g' | b'G' | b'a' | b'A') => {
                if lf.long_double {
                    ArgType::LongDouble
                } else {
                    ArgType::Double
                }
            }
            Some(b's' | b'S' | b'p' | b'n') => ArgType::Ptr,
            Some(b'c' | b'C') => ArgType::Int(4),
            _ => ArgType::Int(promoted(int_size(lf, self.model))),
        }
    }

    /// glibc's `printf_positional`: parse every specification from the first `%`, read all
    /// arguments by their recorded types, then output the specifications not yet done.
    fn positional(&mut self, first: usize, done: usize) -> Result<(), FormatError> {
        let fmt = self.fmt;
        let mut specs: Vec<(Spec, usize)> = Vec::new();
        let mut i = first;
        while i < fmt.len() {
            let spec = parse(fmt, i);
            let next = find_percent(fmt, spec.end).unwrap_or(fmt.len());
            i = next;
            specs.push((spec, next));
        }
        let mut posn = 0usize;
        let mut max_ref = 0usize;
        let mut assigned = Vec::with_capacity(specs.len());
        for (spec, _) in &specs {
            if let Some(k) = spec.data_arg {
                max_ref = max_ref.max(k + 1);
            }
            let mut a = Assigned::default();
            let mut star = |c: Count| match c {
                Count::Star(Some(k)) => {
                    max_ref = max_ref.max(k + 1);
                    Some(k)
                }
                Count::Star(None) => {
                    posn += 1;
                    Some(posn - 1)
                }
                _ => None,
            };
            a.width = star(spec.width);
            a.prec = star(spec.prec);
            if takes_data(spec.conv) {
                a.data = Some(spec.data_arg.unwrap_or_else(|| {
                    posn += 1;
                    posn - 1
                }));
            }
            assigned.push(a);
        }
        let nargs = posn.max(max_ref);
        if nargs > MAX_POSITIONAL_ARGS {
            return Err(FormatError::TooManyArguments { index: nargs });
        }
        let mut types = vec![ArgType::Int(4); nargs];
        for ((spec, _), a) in specs.iter().zip(&assigned) {
            for k in [a.width, a.prec].into_iter().flatten() {
                if let Some(t) = types.get_mut(k) {
                    *t = ArgType::Int(4);
                }
            }
            if let Some(t) = a.data.and_then(|k| types.get_mut(k)) {
                *t = self.data_type(spec);
            }
        }
        let mut table = Vec::with_capacity(nargs);
        for (k, ty) in types.iter().enumerate() {
            let v = match self.args.consumed.get(k) {
                Some(v) => *v,
                None => {
                    let text = specs
                        .iter()
                        .zip(&assigned)
                        .find(|(_, a)| a.data == Some(k))
                        .map_or(&b"%"[..], |((s, _), _)| self.spec_text(s));
                    self.args.read(*ty, text)?
                }
            };
            table.push(v);
        }
        self.table = table;
        for ((spec, next), a) in specs.iter().zip(&assigned).skip(done) {
            let params = self.positional_params(spec, *a)?;
            let slot = a.data.map_or(Slot::Next, Slot::Table);
            self.convert(spec, params, true, slot)?;
            self.out
                .extend(fmt.get(spec.end..*next).unwrap_or_default())?;
        }
        Ok(())
    }

    /// Tells the source what the next sequential integer argument is for.
    fn announce(&mut self, slot: Slot, conv: u8, size: u32) {
        if matches!(slot, Slot::Next) {
            self.args.src.int_use(conv, size);
        }
    }

    fn fetch(&mut self, slot: Slot, ty: ArgType, text: &[u8]) -> Result<u64, FormatError> {
        match slot {
            Slot::Next => match self.args.read(ty, text)? {
                Value::Int(v) | Value::Ptr(v) => Ok(v),
                Value::Double(_) => Err(FormatError::MissingArgument),
            },
            Slot::Table(i) => table_int(&self.table, i),
        }
    }

    fn fetch_double(&mut self, slot: Slot, text: &[u8]) -> Result<f64, FormatError> {
        match slot {
            Slot::Next => match self.args.read(ArgType::Double, text)? {
                Value::Double(v) => Ok(v),
                _ => Err(FormatError::MissingArgument),
            },
            Slot::Table(i) => table_double(&self.table, i),
        }
    }

    /// Outputs one conversion.
    fn convert(
        &mut self,
        spec: &Spec,
        mut p: Params,
        positional: bool,
        slot: Slot,
    ) -> Result<(), FormatError> {
        let text = self.spec_text(spec);
        let Some(conv) = spec.conv else {
            // Only the positional path gets here: it echoes the unfinished specification.
            return self.unknown(None, &p, spec);
        };
        let lf = len_flags(spec.length, self.model, positional);
        let unsupported = |reason: &'static str| FormatError::Unsupported {
            spec: String::from_utf8_lossy(text).into_owned(),
            reason,
        };
        match conv {
            b'%' => self.out.push(b'%'),
            b'd' | b'i' => {
                let size = int_size(lf, self.model);
                self.announce(slot, conv, size);
                let raw = self.fetch(slot, ArgType::Int(promoted(size)), text)?;
                let (neg, mag) = signed_parts(raw, size);
                write_number(&mut self.out, neg, mag, 10, b'x', &p)
            }
            b'u' | b'o' | b'x' | b'X' | b'b' | b'B' => {
                let size = int_size(lf, self.model);
                self.announce(slot, conv, size);
                let raw = self.fetch(slot, ArgType::Int(promoted(size)), text)?;
                let base = match conv {
                    b'u' => 10,
                    b'o' => 8,
                    b'b' | b'B' => 2,
                    _ => 16,
                };
                p.plus = false;
                p.space = false;
                write_number(&mut self.out, false, truncate(raw, size), base, conv, &p)
            }
            b'e' | b'E' | b'f' | b'F' | b'g' | b'G' | b'a' | b'A' => {
                if lf.long_double {
                    return Err(unsupported("long double arguments are not supported"));
                }
                let x = self.fetch_double(slot, text)?;
                write_float(&mut self.out, x, conv, &p)
            }
            b'c' => {
                if lf.long {
                    return Err(unsupported("wide characters are not supported"));
                }
                self.announce(slot, conv, 1);
                let raw = self.fetch(slot, ArgType::Int(4), text)?;
                write_padded(&mut self.out, &[raw as u8], &p)
            }
            b's' => {
                if lf.long {
                    return Err(unsupported("wide strings are not supported"));
                }
                let addr = self.fetch(slot, ArgType::Ptr, text)?;
                let s = if addr == 0 {
                    if !matches!(p.prec, Some(n) if n < 6) {
                        b"(null)".to_vec()
                    } else {
                        Vec::new()
                    }
                } else {
                    let mut s = self.args.src.read_c_string(addr, p.prec)?;
                    if let Some(n) = p.prec {
                        s.truncate(n);
                    }
                    s
                };
                write_padded(&mut self.out, &s, &p)
            }
            b'p' => {
                let addr = self.fetch(slot, ArgType::Ptr, text)?;
                if addr == 0 {
                    write_padded(&mut self.out, b"(nil)", &p)
                } else {
                    p.alt = true;
                    write_number(&mut self.out, false, addr, 16, b'x', &p)
                }
            }
            b'n' => {
                let addr = self.fetch(slot, ArgType::Ptr, text)?;
                let size = int_size(lf, self.model);
                let done = truncate(self.out.len() as u64, size);
                self.args.src.write_int(addr, size, done)
            }
            b'm' => {
                let mut s = self.args.src.strerror(p.alt)?;
                if let Some(n) = p.prec {
                    s.truncate(n);
                }
                write_padded(&mut self.out, &s, &p)
            }
            b'C' | b'S' => Err(unsupported("wide characters are not supported")),
            _ => self.unknown(Some(conv), &p, spec),
        }
    }

    /// glibc's `__printf_unknown`: echo the specification without its length modifier.
    fn unknown(&mut self, conv: Option<u8>, p: &Params, spec: &Spec) -> Result<(), FormatError> {
        let f = spec.flags;
        let mut s = vec![b'%'];
        if f.alt {
            s.push(b'#');
        }
        if f.group {
            s.push(b'\'');
        }
        if f.plus {
            s.push(b'+');
        } else if f.space {
            s.push(b' ');
        }
        if p.left {
            s.push(b'-');
        }
        if p.pad_zero {
            s.push(b'0');
        }
        if f.i18n {
            s.push(b'I');
        }
        if p.width != 0 {
            s.extend_from_slice(p.width.to_string().as_bytes());
        }
        if let Some(n) = p.prec {
            s.push(b'.');
            s.extend_from_slice(n.to_string().as_bytes());
        }
        s.extend(conv);
        self.out.extend(&s)
    }
}
