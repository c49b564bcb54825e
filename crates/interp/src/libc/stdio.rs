//! Output functions of `stdio.h` (printf family, puts, putchar, fputs, fwrite) on stdout and stderr.

use cformat::{ArgSource, DataModel as FmtModel, FormatError};
use ir::{TyId, TyKind};
use memory::{Fault, Memory, RegionId, RegionKind};

use crate::error::ErrorKind;
use crate::machine::{Machine, Stop};
use semantics::builtins::StdioFn;

/// Largest output of one printf call before it fails like glibc's (-1); bounds memory use.
const OUTPUT_LIMIT: usize = 1 << 26;

/// Size given to the runtime's `FILE` objects (glibc's `struct _IO_FILE` on x86-64).
const FILE_SIZE: u64 = 216;

/// Sets up an external global the program declares but does not define.
impl Machine<'_, '_> {
    pub(crate) fn init_extern_global(
        &mut self,
        name: &str,
        region: RegionId,
    ) -> Result<(), String> {
        let m = self;
        let slot = match name {
            "stdin" => Some(0),
            "stdout" => Some(1),
            "stderr" => Some(2),
            _ => None,
        };
        let Some(which) = slot else {
            m.approximations.push(format!(
                "external variable `{name}` has no definition; it starts as zero"
            ));
            return Ok(());
        };
        let file = m
            .mem
            .allocate(FILE_SIZE, 16, RegionKind::Runtime, 0)
            .map_err(|e| e.to_string())?;
        let addr = m.mem.region(file).base;
        match which {
            0 => m.files.stdin = addr,
            1 => m.files.stdout = addr,
            _ => m.files.stderr = addr,
        }
        let pb = m.prog.module.model().pointer_bytes() as usize;
        m.mem.bytes_mut(region)[..pb].copy_from_slice(&addr.to_le_bytes()[..pb]);
        Ok(())
    }
}

/// Variadic arguments passed directly to a printf-family call.
struct CallArgs<'a> {
    mem: &'a mut Memory,
    fault: Option<Fault>,
    vals: &'a [u64],
    kinds: Vec<Option<TyKind>>,
    next: usize,
}

/// Variadic arguments read through a `va_list` (the vprintf family).
struct ListArgs<'a> {
    mem: &'a mut Memory,
    fault: Option<Fault>,
    cursor: u64,
    slot: u64,
}

/// Keeps a memory fault for the caller (its kind matters) and hands the formatter a message.
fn src_err(slot: &mut Option<Fault>, e: Fault) -> FormatError {
    let msg = e.to_string();
    *slot = Some(e);
    FormatError::Source(msg)
}

impl CallArgs<'_> {
    fn take(&mut self) -> Result<(u64, Option<TyKind>), FormatError> {
        let v = self
            .vals
            .get(self.next)
            .copied()
            .ok_or(FormatError::MissingArgument)?;
        let k = self.kinds.get(self.next).cloned().flatten();
        self.next += 1;
        Ok((v, k))
    }
}

impl ArgSource for CallArgs<'_> {
    fn next_int(&mut self, bytes: u32) -> Result<u64, FormatError> {
        let (v, _) = self.take()?;
        Ok(if bytes >= 8 {
            v
        } else {
            v & ((1u64 << (bytes * 8)) - 1)
        })
    }
    fn next_double(&mut self) -> Result<f64, FormatError> {
        let (v, k) = self.take()?;
        Ok(match k {
            Some(TyKind::Float(ir::FloatTy::F32)) => f64::from(f32::from_bits(v as u32)),
            _ => f64::from_bits(v),
        })
    }
    fn next_ptr(&mut self) -> Result<u64, FormatError> {
        Ok(self.take()?.0)
    }
    fn read_c_string(&mut self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, FormatError> {
        self.mem
            .read_c_string(addr, max)
            .map_err(|e| src_err(&mut self.fault, e))
    }
    fn write_int(&mut self, addr: u64, bytes: u32, value: u64) -> Result<(), FormatError> {
        self.mem
            .write_uint(addr, bytes as usize, value)
            .map_err(|e| src_err(&mut self.fault, e))
    }
}

impl ListArgs<'_> {
    fn take(&mut self, bytes: u64) -> Result<u64, FormatError> {
        let v = self
            .mem
            .read_uint(self.cursor, bytes.min(8) as usize)
            .map_err(|e| src_err(&mut self.fault, e))?;
        self.cursor += bytes.div_ceil(self.slot) * self.slot;
        Ok(v)
    }
}

impl ArgSource for ListArgs<'_> {
    fn next_int(&mut self, bytes: u32) -> Result<u64, FormatError> {
        self.take(u64::from(bytes).max(4)).map(|v| {
            if bytes >= 8 {
                v
            } else {
                v & ((1u64 << (bytes * 8)) - 1)
            }
        })
    }
    fn next_double(&mut self) -> Result<f64, FormatError> {
        self.take(8).map(f64::from_bits)
    }
    fn next_ptr(&mut self) -> Result<u64, FormatError> {
        let s = self.slot;
        self.take(s)
    }
    fn read_c_string(&mut self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, FormatError> {
        self.mem
            .read_c_string(addr, max)
            .map_err(|e| src_err(&mut self.fault, e))
    }
    fn write_int(&mut self, addr: u64, bytes: u32, value: u64) -> Result<(), FormatError> {
        self.mem
            .write_uint(addr, bytes as usize, value)
            .map_err(|e| src_err(&mut self.fault, e))
    }
}

/// Where a stream's bytes go.
enum Sink {
    Out,
    Err,
    /// A stream the C runtime opened for writing (its output is not kept).
    Discard,
}

/// First word of a stream the C runtime's `fopen` hands out (`runtime/libc/stdio_in.c`).
pub(crate) const STREAM_MAGIC: u32 = 0x3146_5350;

/// Mode bit of such a stream that allows writing.
pub(crate) const STREAM_WRITABLE: u32 = 2;

impl Machine<'_, '_> {
    fn fmt_model(&self) -> FmtModel {
        let pb = self.prog.module.model().pointer_bytes();
        FmtModel {
            long_bytes: pb,
            pointer_bytes: pb,
        }
    }

    fn stream(&self, file: u64) -> Result<Sink, Stop> {
        if file != 0 && file == self.files.stdout {
            Ok(Sink::Out)
        } else if file != 0 && file == self.files.stderr {
            Ok(Sink::Err)
        } else if file == 0 {
            Err(Stop::Error(
                ErrorKind::NullDeref,
                "output to a NULL stream".into(),
            ))
        } else if self.mem.read_uint(file, 4).ok() == Some(u64::from(STREAM_MAGIC)) {
            let mode = self.mem.read_uint(file + 4, 4)? as u32;
            if mode & STREAM_WRITABLE != 0 {
                Ok(Sink::Discard)
            } else {
                Err(Stop::Error(
                    ErrorKind::UnmodelledCall,
                    "output to a stream opened for reading only".into(),
                ))
            }
        } else {
            Err(Stop::Error(
                ErrorKind::UnmodelledCall,
                "output to a stream other than stdout/stderr or a file the program opened".into(),
            ))
        }
    }

    fn emit(&mut self, sink: Sink, bytes: &[u8]) {
        match sink {
            Sink::Out => self.out.out(bytes),
            Sink::Err => self.out.err(bytes),
            Sink::Discard => {}
        }
    }

    fn c_string(&self, addr: u64) -> Result<Vec<u8>, Stop> {
        Ok(self.mem.read_c_string(addr, None)?)
    }

    /// Formats with the call's own variadic arguments starting at `first`.
    fn format_direct(
        &mut self,
        fmt: u64,
        args: &[u64],
        tys: &[TyId],
        first: usize,
    ) -> Result<Formatted, Stop> {
        let f = self.c_string(fmt)?;
        let model = self.fmt_model();
        let types = &self.prog.module.types;
        let kinds = tys
            .iter()
            .skip(first)
            .map(|&t| Some(types.kind(t).clone()))
            .collect();
        let mut src = CallArgs {
            mem: &mut self.mem,
            fault: None,
            vals: args.get(first..).unwrap_or(&[]),
            kinds,
            next: 0,
        };
        finish(
            cformat::format_with_limit(&f, model, &mut src, OUTPUT_LIMIT),
            src.fault.take(),
        )
    }

    /// Formats with arguments from the `va_list` argument `ap`.
    fn format_list(&mut self, fmt: u64, ap: u64) -> Result<Formatted, Stop> {
        let f = self.c_string(fmt)?;
        let model = self.fmt_model();
        let (cursor, slot) = if self.ptr_bits() == 64 {
            // `va_list` decays to a pointer to the x86-64 `__va_list_tag`; its overflow area
            // holds every argument, since `va_start` marks the register area as used.
            (self.mem.read_uint(ap + 8, 8)?, 8)
        } else {
            (ap, 4)
        };
        let mut src = ListArgs {
            mem: &mut self.mem,
            fault: None,
            cursor,
            slot,
        };
        finish(
            cformat::format_with_limit(&f, model, &mut src, OUTPUT_LIMIT),
            src.fault.take(),
        )
    }

    /// `snprintf`-style store: at most `cap - 1` bytes and a NUL; `None` means no limit.
    fn store_formatted(&mut self, buf: u64, cap: Option<u64>, bytes: &[u8]) -> Result<(), Stop> {
        let n = match cap {
            Some(0) => return Ok(()),
            Some(c) => (c - 1).min(bytes.len() as u64) as usize,
            None => bytes.len(),
        };
        let mut out = bytes[..n].to_vec();
        out.push(0);
        self.mem.write(buf, &out)?;
        Ok(())
    }

    /// Executes output function `f`.
    pub(crate) fn stdio(
        &mut self,
        f: StdioFn,
        args: &[u64],
        tys: &[TyId],
    ) -> Result<Option<u64>, Stop> {
        let a = |i: usize| args.get(i).copied().unwrap_or(0);
        let ret = |n: i64| Some(n as u64);
        match f {
            StdioFn::Printf => {
                let (s, n) = self.format_direct(a(0), args, tys, 1)?;
                self.emit(Sink::Out, &s);
                Ok(ret(n))
            }
            StdioFn::Fprintf => {
                let sink = self.stream(a(0))?;
                let (s, n) = self.format_direct(a(1), args, tys, 2)?;
                self.emit(sink, &s);
                Ok(ret(n))
            }
            StdioFn::Sprintf => {
                let (s, n) = self.format_direct(a(1), args, tys, 2)?;
                self.store_formatted(a(0), None, &s)?;
                Ok(ret(n))
            }
            StdioFn::Snprintf => {
                let (s, n) = self.format_direct(a(2), args, tys, 3)?;
                self.store_formatted(a(0), Some(a(1)), &s)?;
                Ok(ret(n))
            }
            StdioFn::Vprintf => {
                let (s, n) = self.format_list(a(0), a(1))?;
                self.emit(Sink::Out, &s);
                Ok(ret(n))
            }
            StdioFn::Vfprintf => {
                let sink = self.stream(a(0))?;
                let (s, n) = self.format_list(a(1), a(2))?;
                self.emit(sink, &s);
                Ok(ret(n))
            }
            StdioFn::Vsprintf => {
                let (s, n) = self.format_list(a(1), a(2))?;
                self.store_formatted(a(0), None, &s)?;
                Ok(ret(n))
            }
            StdioFn::Vsnprintf => {
                let (s, n) = self.format_list(a(2), a(3))?;
                self.store_formatted(a(0), Some(a(1)), &s)?;
                Ok(ret(n))
            }
            StdioFn::Puts => {
                let mut s = self.c_string(a(0))?;
                s.push(b'\n');
                self.emit(Sink::Out, &s);
                Ok(Some(s.len() as u64))
            }
            StdioFn::Putchar => {
                self.emit(Sink::Out, &[a(0) as u8]);
                Ok(Some(a(0) & 0xff))
            }
            StdioFn::Fputs => {
                let sink = self.stream(a(1))?;
                let s = self.c_string(a(0))?;
                self.emit(sink, &s);
                Ok(Some(1))
            }
            StdioFn::Fputc => {
                let sink = self.stream(a(1))?;
                self.emit(sink, &[a(0) as u8]);
                Ok(Some(a(0) & 0xff))
            }
            StdioFn::Fwrite => {
                let sink = self.stream(a(3))?;
                let total = a(1).saturating_mul(a(2));
                let mut buf = vec![0u8; total as usize];
                self.mem.read(a(0), &mut buf)?;
                self.emit(sink, &buf);
                Ok(Some(if a(1) == 0 { 0 } else { a(2) }))
            }
            StdioFn::Fflush => {
                self.out.flush();
                Ok(Some(0))
            }
        }
    }
}

/// Formatted output and printf's return value (-1 when glibc fails after partial output).
type Formatted = (Vec<u8>, i64);

fn finish(r: Result<Vec<u8>, FormatError>, fault: Option<Fault>) -> Result<Formatted, Stop> {
    match r {
        Ok(b) => {
            let n = b.len() as i64;
            Ok((b, n))
        }
        Err(FormatError::IncompleteSpec { partial } | FormatError::Overflow { partial, .. })
            if fault.is_none() =>
        {
            Ok((partial, -1))
        }
        Err(e) => Err(format_stop(e, fault)),
    }
}

fn format_stop(e: FormatError, fault: Option<Fault>) -> Stop {
    match (e, fault) {
        (_, Some(f)) => Stop::Error(ErrorKind::of_fault(&f), format!("printf argument: {f}")),
        (FormatError::MissingArgument, None) => Stop::Error(
            ErrorKind::InvalidDeref,
            "printf reads more arguments than the call passes".into(),
        ),
        (other, None) => Stop::Error(ErrorKind::Unsupported, format!("printf: {other}")),
    }
}
