//! Shared test support: a Vec-backed [`ArgSource`] and a differential checker against glibc's `snprintf`.
#![allow(dead_code)]

use cformat::{format, ArgSource, DataModel, FormatError};
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_long, c_void, CString};

/// One fake variadic argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Integer bits, sign- or zero-extended to 64 bits as the C value would be.
    Int(u64),
    /// A double.
    Double(f64),
    /// A pointer (0 = NULL).
    Ptr(u64),
    /// A pointer to a NUL-terminated string held by the fake memory.
    Str(u64, Vec<u8>),
}

/// A Vec-backed argument source with a tiny memory for strings and `%n`.
#[derive(Default, Debug)]
pub struct FakeArgs {
    pub args: Vec<Arg>,
    pub next: usize,
    pub strings: HashMap<u64, Vec<u8>>,
    pub writes: Vec<(u64, u32, u64)>,
    /// Sizes asked of `next_int`, in order.
    pub int_sizes: Vec<u32>,
    pub errno_text: Option<Vec<u8>>,
}

impl FakeArgs {
    pub fn new(args: Vec<Arg>) -> Self {
        let mut strings = HashMap::new();
        for a in &args {
            if let Arg::Str(addr, s) = a {
                strings.insert(*addr, s.clone());
            }
        }
        FakeArgs {
            args,
            strings,
            ..Default::default()
        }
    }

    fn take(&mut self) -> Result<Arg, FormatError> {
        let a = self
            .args
            .get(self.next)
            .cloned()
            .ok_or(FormatError::MissingArgument)?;
        self.next += 1;
        Ok(a)
    }
}

fn mask(v: u64, bytes: u32) -> u64 {
    if bytes >= 8 {
        v
    } else {
        v & ((1u64 << (8 * bytes)) - 1)
    }
}

impl ArgSource for FakeArgs {
    fn next_int(&mut self, bytes: u32) -> Result<u64, FormatError> {
        self.int_sizes.push(bytes);
        match self.take()? {
            Arg::Int(v) | Arg::Ptr(v) | Arg::Str(v, _) => Ok(mask(v, bytes)),
            Arg::Double(_) => Err(FormatError::Source("int wanted, double given".into())),
        }
    }

    fn next_double(&mut self) -> Result<f64, FormatError> {
        match self.take()? {
            Arg::Double(d) => Ok(d),
            other => Err(FormatError::Source(format!(
                "double wanted, {other:?} given"
            ))),
        }
    }

    fn next_ptr(&mut self) -> Result<u64, FormatError> {
        match self.take()? {
            Arg::Int(v) | Arg::Ptr(v) | Arg::Str(v, _) => Ok(v),
            Arg::Double(_) => Err(FormatError::Source("pointer wanted, double given".into())),
        }
    }

    fn read_c_string(&mut self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, FormatError> {
        let s = self
            .strings
            .get(&addr)
            .ok_or_else(|| FormatError::Source(format!("bad string address {addr:#x}")))?;
        Ok(match max {
            Some(n) => s.iter().take(n).copied().collect(),
            None => s.clone(),
        })
    }

    fn write_int(&mut self, addr: u64, bytes: u32, value: u64) -> Result<(), FormatError> {
        self.writes.push((addr, bytes, value));
        Ok(())
    }

    fn strerror(&mut self, name: bool) -> Result<Vec<u8>, FormatError> {
        let _ = name;
        self.errno_text
            .clone()
            .ok_or(FormatError::Source("no errno".into()))
    }
}

/// A Rust value that can be passed both to glibc's variadic `snprintf` and to the fake source.
pub trait TestArg {
    /// The promoted C type.
    type Ffi;
    /// The value for the FFI call.
    fn ffi(&self) -> Self::Ffi;
    /// The value for [`FakeArgs`].
    fn fake(&self) -> Arg;
}

impl TestArg for i32 {
    type Ffi = c_int;
    fn ffi(&self) -> c_int {
        *self
    }
    fn fake(&self) -> Arg {
        Arg::Int(i64::from(*self) as u64)
    }
}

impl TestArg for u32 {
    type Ffi = std::ffi::c_uint;
    fn ffi(&self) -> std::ffi::c_uint {
        *self
    }
    fn fake(&self) -> Arg {
        Arg::Int(u64::from(*self))
    }
}

impl TestArg for i64 {
    type Ffi = c_long;
    fn ffi(&self) -> c_long {
        *self
    }
    fn fake(&self) -> Arg {
        Arg::Int(*self as u64)
    }
}

impl TestArg for u64 {
    type Ffi = std::ffi::c_ulong;
    fn ffi(&self) -> std::ffi::c_ulong {
        *self
    }
    fn fake(&self) -> Arg {
        Arg::Int(*self)
    }
}

impl TestArg for f64 {
    type Ffi = f64;
    fn ffi(&self) -> f64 {
        *self
    }
    fn fake(&self) -> Arg {
        Arg::Double(*self)
    }
}

/// A pointer value for `%p` (never dereferenced).
#[derive(Clone, Copy, Debug)]
pub struct P(pub usize);

impl TestArg for P {
    type Ffi = *const c_void;
    fn ffi(&self) -> *const c_void {
        std::ptr::null::<u8>().wrapping_add(self.0).cast()
    }
    fn fake(&self) -> Arg {
        Arg::Ptr(self.0 as u64)
    }
}

/// A C string argument for `%s`; `None` passes NULL.
#[derive(Debug)]
pub struct S(pub Option<CString>);

impl S {
    pub fn new(s: &str) -> S {
        S(Some(CString::new(s).expect("no interior NUL")))
    }
    pub fn null() -> S {
        S(None)
    }
}

impl TestArg for S {
    type Ffi = *const c_char;
    fn ffi(&self) -> *const c_char {
        self.0.as_ref().map_or(std::ptr::null(), |c| c.as_ptr())
    }
    fn fake(&self) -> Arg {
        match &self.0 {
            Some(c) => Arg::Str(c.as_ptr() as u64, c.as_bytes().to_vec()),
            None => Arg::Ptr(0),
        }
    }
}

/// What glibc produced: the return value and the bytes in the buffer.
#[derive(Debug, Clone, PartialEq)]
pub struct Glibc {
    pub ret: i32,
    pub bytes: Vec<u8>,
}

/// Collects mismatches between glibc and cformat, reporting them all at the end.
#[derive(Default)]
pub struct Checker {
    pub checked: usize,
    pub failures: Vec<String>,
}

pub const LP64: DataModel = DataModel {
    long_bytes: 8,
    pointer_bytes: 8,
};

impl Checker {
    /// Compares glibc's result with ours for one format.
    pub fn compare(&mut self, fmt: &[u8], glibc: Glibc, args: Vec<Arg>) {
        self.checked += 1;
        let mut fake = FakeArgs::new(args);
        let ours = format(fmt, LP64, &mut fake);
        let ok = match (&ours, glibc.ret) {
            (Ok(out), n) if n >= 0 => *out == glibc.bytes && out.len() == n as usize,
            (Err(FormatError::IncompleteSpec { partial }), -1)
            | (Err(FormatError::Overflow { partial, .. }), -1) => {
                // glibc's -1 leaves no length: compare up to the first NUL like the buffer.
                let end = partial
                    .iter()
                    .position(|&b| b == 0)
                    .unwrap_or(partial.len());
                partial[..end] == glibc.bytes[..]
            }
            _ => false,
        };
        if !ok {
            self.failures.push(format!(
                "fmt {:?}: glibc ret={} {:?}, cformat {:?}",
                String::from_utf8_lossy(fmt),
                glibc.ret,
                String::from_utf8_lossy(&glibc.bytes),
                ours.map(|o| String::from_utf8_lossy(&o).into_owned())
            ));
        }
    }

    /// Panics listing the mismatches, if any.
    pub fn finish(self) {
        assert!(
            self.failures.is_empty(),
            "{} of {} formats differ from glibc:\n{}",
            self.failures.len(),
            self.checked,
            self.failures
                .iter()
                .take(60)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n")
        );
        assert!(self.checked > 0, "nothing was checked");
    }
}

/// Calls glibc's `snprintf` with the given format and [`TestArg`] arguments, growing the
/// buffer as needed, and compares with cformat in the given [`Checker`].
#[macro_export]
macro_rules! check {
    ($ck:expr, $fmt:expr $(, $arg:expr)* $(,)?) => {{
        let fmt_bytes: Vec<u8> = AsRef::<[u8]>::as_ref(&$fmt).to_vec();
        let c_fmt = std::ffi::CString::new(fmt_bytes.clone()).expect("format without NUL");
        let mut size = 512usize;
        let glibc = loop {
            let mut buf = vec![0u8; size];
            // SAFETY: the buffer is `size` bytes long, the format is NUL-terminated and the
            // arguments have the promoted C types the conversions expect.
            let ret = unsafe {
                libc::snprintf(buf.as_mut_ptr().cast(), size, c_fmt.as_ptr() $(, $crate::common::TestArg::ffi(&$arg))*)
            };
            if ret >= 0 && ret as usize >= size {
                size = ret as usize + 1;
                continue;
            }
            let end = buf.iter().position(|&b| b == 0).unwrap_or(0);
            buf.truncate(if ret >= 0 { ret as usize } else { end });
            break $crate::common::Glibc { ret, bytes: buf };
        };
        let args: Vec<$crate::common::Arg> = vec![$($crate::common::TestArg::fake(&$arg)),*];
        $ck.compare(&fmt_bytes, glibc, args);
    }};
}

/// A small deterministic xorshift64* generator.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}
