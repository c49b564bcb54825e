//! The program's input environment: argv, stdin and the files it may open (INTERFACE.md's
//! `--sym-stdin`, `--sym-file`, `--sym-arg`, `-- ARGS`). The C runtime (`runtime/libc/stdio_in.c`)
//! models stdio and POSIX reading on three builtins, `__pathsift_env_open`, `_data` and
//! `_size`; this module says what they find, for both executors.

use std::collections::BTreeMap;

/// What one input stream (stdin or a named file) holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stream {
    /// Nothing is known about it (stdin only): a concrete run reads the host's when
    /// [`IoEnv::host_stdin`] allows it, else it is empty; a symbolic one sees it empty and
    /// records the approximation when it is read.
    Unspecified,
    /// These bytes.
    Bytes(Vec<u8>),
    /// `len` symbolic bytes. With `sized`, the length is an input too, at most `len`
    /// (whitebox fuzzing lets inputs grow or shrink); otherwise it is exactly `len`.
    Symbolic {
        /// Bytes (the most, when `sized`).
        len: u64,
        /// Whether the length is an input.
        sized: bool,
    },
}

/// One argument after `argv[0]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// These bytes (no NUL).
    Text(Vec<u8>),
    /// A symbolic string of at most this many bytes.
    Symbolic(u32),
}

/// argv, stdin and the files a program may open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IoEnv {
    /// The arguments after `argv[0]`.
    pub args: Vec<Arg>,
    /// stdin.
    pub stdin: Stream,
    /// Files by name (the name exactly as the program passes it to `open`/`fopen`).
    pub files: BTreeMap<String, Stream>,
    /// Whether a name not in `files` may open the host file of that name (read only).
    pub host_files: bool,
    /// Whether an unspecified stdin is the host's (`pathsift run`; never for the concrete
    /// replays an analysis makes).
    pub host_stdin: bool,
}

impl Default for IoEnv {
    fn default() -> Self {
        IoEnv {
            args: Vec::new(),
            stdin: Stream::Unspecified,
            files: BTreeMap::new(),
            host_files: true,
            host_stdin: false,
        }
    }
}

impl IoEnv {
    /// Whether any input of the environment is symbolic.
    pub fn is_symbolic(&self) -> bool {
        let sym = |s: &Stream| matches!(s, Stream::Symbolic { .. });
        sym(&self.stdin)
            || self.files.values().any(sym)
            || self.args.iter().any(|a| matches!(a, Arg::Symbolic(_)))
    }

    /// The environment a witness fixes: its stdin, files and argv replace the symbolic ones.
    pub fn with_witness(&self, w: &formats::ProgramIo) -> IoEnv {
        let mut env = self.clone();
        if let Some(s) = &w.stdin {
            env.stdin = Stream::Bytes(hex_to_bytes(s));
        }
        for (name, data) in &w.files {
            env.files
                .insert(name.clone(), Stream::Bytes(hex_to_bytes(data)));
        }
        if let Some(argv) = &w.argv {
            env.args = argv.iter().map(|a| Arg::Text(arg_bytes(a))).collect();
        }
        env
    }
}

pub use formats::{arg_bytes, hex_to_bytes};

/// Bytes as witnesses write them: `0x` and two hex digits each (inverse of [`hex_to_bytes`]).
pub fn bytes_to_hex(bytes: &[u8]) -> String {
    crate::inputs::hex_text(bytes)
}

/// An argument as a witness writes it: the text when it is UTF-8 without a NUL, else `0x` hex.
pub fn arg_text(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(s) if !s.starts_with("0x") => s.to_string(),
        _ => crate::inputs::hex_text(bytes),
    }
}

/// The environment builtins the C runtime calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnvFn {
    /// `long __pathsift_env_open(const char *name)`: the index of the stream (NULL: stdin), or -1.
    Open,
    /// `unsigned char *__pathsift_env_data(long i)`: its bytes.
    Data,
    /// `long __pathsift_env_size(long i)`: its length.
    Size,
}

impl EnvFn {
    /// The builtin called `name`, if it is one.
    pub fn by_name(name: &str) -> Option<EnvFn> {
        Some(match name {
            "__pathsift_env_open" => EnvFn::Open,
            "__pathsift_env_data" => EnvFn::Data,
            "__pathsift_env_size" => EnvFn::Size,
            _ => return None,
        })
    }
}

/// An opened stream of a run or a path: the block holding its bytes and its length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened<S> {
    /// `None` for stdin, else the file's name.
    pub name: Option<String>,
    /// Address of its bytes.
    pub addr: u64,
    /// Its length.
    pub size: S,
}

/// The host's bytes for stream `name` (`None`: stdin), when the environment lets a run read
/// them; `None` when there is no such file.
pub fn host_bytes(env: &IoEnv, name: Option<&str>) -> Option<Vec<u8>> {
    match name {
        None if env.host_stdin => {
            use std::io::Read;
            let mut buf = Vec::new();
            std::io::stdin().read_to_end(&mut buf).ok()?;
            Some(buf)
        }
        Some(n) if env.host_files => std::fs::read(n).ok(),
        _ => None,
    }
}

/// What a run finds when it opens `name` (`None`: stdin): the stream's description, or
/// `None` when no such file exists.
pub fn lookup<'e>(env: &'e IoEnv, name: Option<&str>) -> Option<std::borrow::Cow<'e, Stream>> {
    use std::borrow::Cow;
    match name {
        None => Some(Cow::Borrowed(&env.stdin)),
        Some(n) => match env.files.get(n) {
            Some(s) => Some(Cow::Borrowed(s)),
            None => host_bytes(env, Some(n)).map(|b| Cow::Owned(Stream::Bytes(b))),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_round_trip_as_text_or_hex() {
        for a in [&b"-v"[..], b"\xff\x01", b"0x12", b""] {
            assert_eq!(arg_bytes(&arg_text(a)), a);
        }
        assert_eq!(arg_text(b"abc"), "abc");
        assert_eq!(arg_text(b"\xff"), "0xff");
    }

    #[test]
    fn a_witness_fixes_the_symbolic_streams() {
        let env = IoEnv {
            stdin: Stream::Symbolic {
                len: 4,
                sized: false,
            },
            args: vec![Arg::Symbolic(3)],
            ..IoEnv::default()
        };
        let w = formats::ProgramIo {
            stdin: Some("0x4142".into()),
            argv: Some(vec!["xy".into()]),
            ..Default::default()
        };
        let fixed = env.with_witness(&w);
        assert_eq!(fixed.stdin, Stream::Bytes(b"AB".to_vec()));
        assert_eq!(fixed.args, vec![Arg::Text(b"xy".to_vec())]);
        assert!(!fixed.is_symbolic());
    }
}
