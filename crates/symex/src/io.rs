//! The environment builtins on a symbolic path: stdin, files and argv as input bytes.

use memory::{Offset, RegionKind, SVal};

use crate::executor::Executor;
use crate::format::concrete_string;
use crate::state::{InputVar, State, SymInput, Val};
use crate::term::Term;
use semantics::io::{lookup, Arg, EnvFn, Opened, Stream};
use semantics::ScalarKind;

/// `SymInput::ty` of stdin's bytes.
pub const STDIN_INPUT: &str = "stdin";
/// `SymInput::ty` of a symbolic file's bytes (named by the file).
pub const FILE_INPUT: &str = "file";
/// `SymInput::ty` of a stream's length, when it is an input (named by the stream).
pub const SIZE_INPUT: &str = "size";
/// `SymInput::ty` of a symbolic argument's bytes (named `argvK`).
pub const ARG_INPUT: &str = "argv";

impl Executor<'_, '_> {
    /// `n` fresh byte variables named `label[i]`, recorded as input `label` of type `ty`.
    /// One variable per byte, as `__VERIFIER_nondet_char` makes them: a read at a symbolic
    /// offset still builds an array term from these bytes, other reads none.
    pub fn input_bytes(&mut self, st: &mut State, label: &str, ty: &str, n: u64) -> Vec<SVal> {
        let vars: imbl::Vector<_> = (0..n)
            .map(|i| self.ctx.fresh_var(&format!("{label}[{i}]"), 8))
            .collect();
        let bytes = vars.iter().map(|&v| SVal::S(v)).collect();
        st.inputs.push_back(SymInput {
            name: label.to_string(),
            ty: ty.into(),
            bytes: u32::try_from(n).unwrap_or(u32::MAX),
            kind: ScalarKind::Unsigned,
            var: InputVar::Bytes(vars),
        });
        bytes
    }

    /// Runs `__pathsift_env_open/_data/_size` on argument `a`.
    pub fn sym_env(&mut self, st: &mut State, f: EnvFn, a: SVal) -> Result<SVal, Term> {
        let pb = self.ptr_bits();
        match f {
            EnvFn::Open => {
                let p = self.concrete_or_unique(st, a, pb, "file name pointer")? as u64;
                let name = match p {
                    0 => None,
                    p => Some(
                        concrete_string(&st.mem, p, Some(4096))
                            .map(|b| String::from_utf8_lossy(&b).into_owned())
                            .map_err(|e| Term::abandoned(format!("a file name: {e}")))?,
                    ),
                };
                if let Some(i) = st.opened.iter().position(|o| o.name == name) {
                    return Ok(SVal::C(i as u128));
                }
                let Some(stream) = lookup(&self.prog.io, name.as_deref()) else {
                    return Ok(SVal::C(semantics::arith::mask(u128::MAX, pb)));
                };
                let stream = stream.into_owned();
                let label = name.clone().unwrap_or_else(|| "stdin".into());
                let ty = if name.is_none() {
                    STDIN_INPUT
                } else {
                    FILE_INPUT
                };
                let (bytes, size) = match stream {
                    Stream::Bytes(b) => {
                        let n = b.len() as u128;
                        (
                            b.into_iter().map(|x| SVal::C(u128::from(x))).collect(),
                            SVal::C(n),
                        )
                    }
                    Stream::Unspecified => {
                        st.approximations.push(
                            "stdin was read but is not an input (give --sym-stdin N): it is empty here"
                                .into(),
                        );
                        (Vec::new(), SVal::C(0))
                    }
                    Stream::Symbolic { len, sized } => {
                        let bytes = self.input_bytes(st, &label, ty, len);
                        let size = if sized {
                            let v = self.ctx.fresh_var(&format!("{label}.size"), pb);
                            let cap = self.ctx.constant(u128::from(len), pb);
                            let fits = self.ctx.ule(v, cap);
                            st.add_constraint(&mut self.ctx, fits);
                            st.inputs.push_back(SymInput {
                                name: label.clone(),
                                ty: SIZE_INPUT.into(),
                                bytes: pb / 8,
                                kind: ScalarKind::Unsigned,
                                var: InputVar::Scalar(v),
                            });
                            SVal::S(v)
                        } else {
                            SVal::C(u128::from(len))
                        };
                        (bytes, size)
                    }
                };
                let (r, addr) =
                    self.alloc(st, (bytes.len() as u64).max(1), 16, RegionKind::Runtime)?;
                self.write_bytes(st, r, Offset::C(0), &bytes);
                st.opened.push(Opened { name, addr, size });
                Ok(SVal::C(st.opened.len() as u128 - 1))
            }
            EnvFn::Data | EnvFn::Size => {
                let i = self.concrete_or_unique(st, a, pb, "stream index")? as usize;
                Ok(match (st.opened.get(i), f) {
                    (Some(o), EnvFn::Data) => SVal::C(u128::from(o.addr)),
                    (Some(o), _) => o.size,
                    (None, _) => SVal::C(0),
                })
            }
        }
    }

    /// Moves the stdin, file and argument inputs of `w` to its `stdin`, `files` and `argv`
    /// (a stream whose length is an input keeps that many bytes).
    pub fn io_witness(&self, w: &mut formats::Witness) {
        let io = |ty: &str| matches!(ty, STDIN_INPUT | FILE_INPUT | SIZE_INPUT | ARG_INPUT);
        let (env, rest): (Vec<_>, Vec<_>) = w.inputs.drain(..).partition(|i| io(&i.ty));
        w.inputs = rest;
        let sizes: rustc_hash::FxHashMap<&str, usize> = env
            .iter()
            .filter(|i| i.ty == SIZE_INPUT)
            .filter_map(|i| Some((i.name.as_str(), i.value.parse().ok()?)))
            .collect();
        let mut args: Vec<String> = Vec::new();
        for i in &env {
            let mut bytes = semantics::io::hex_to_bytes(&i.value);
            if let Some(&n) = sizes.get(i.name.as_str()) {
                bytes.truncate(n);
            }
            match i.ty.as_str() {
                STDIN_INPUT => w.io.stdin = Some(semantics::inputs::hex_text(&bytes)),
                FILE_INPUT => {
                    w.io.files
                        .insert(i.name.clone(), semantics::inputs::hex_text(&bytes));
                }
                ARG_INPUT => {
                    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
                    args.push(semantics::io::arg_text(&bytes[..end]));
                }
                _ => {}
            }
        }
        if !self.prog.io.args.is_empty() {
            let mut symbolic = args.into_iter();
            let argv = self.prog.io.args.iter().map(|a| match a {
                Arg::Text(t) => semantics::io::arg_text(t),
                Arg::Symbolic(_) => symbolic.next().unwrap_or_default(),
            });
            w.io.argv = Some(argv.collect());
        }
    }

    /// `argc`, `argv` and `envp` for `main`, built in the state's memory: the arguments of
    /// the program's environment, a symbolic one as input bytes with a NUL after them.
    pub fn main_args(&mut self, st: &mut State) -> Result<Vec<Val>, Term> {
        let pb = u64::from(self.prog.module.model().pointer_bytes());
        let args = self.prog.io.args.clone();
        // Same allocations in the same order as the concrete interpreter, so addresses agree.
        let (ar, aa) = self.alloc(st, (args.len() as u64 + 2) * pb, 16, RegionKind::Runtime)?;
        let mut strings: Vec<Vec<SVal>> = vec![b"program\0"
            .iter()
            .map(|&b| SVal::C(u128::from(b)))
            .collect()];
        for (k, a) in args.iter().enumerate() {
            strings.push(match a {
                Arg::Text(t) => t
                    .iter()
                    .chain(&[0])
                    .map(|&b| SVal::C(u128::from(b)))
                    .collect(),
                Arg::Symbolic(n) => {
                    let mut b =
                        self.input_bytes(st, &format!("argv{}", k + 1), ARG_INPUT, u64::from(*n));
                    b.push(SVal::C(0));
                    b
                }
            });
        }
        let iw = (pb * 8) as u32;
        for (i, s) in strings.iter().enumerate() {
            let (sr, sa) = self.alloc(st, s.len() as u64, 1, RegionKind::Runtime)?;
            self.write_bytes(st, sr, Offset::C(0), s);
            st.mem.region_mut(ar).write(
                &mut self.ctx,
                Offset::C(i as u64 * pb),
                pb as u32,
                SVal::C(u128::from(sa)),
                iw,
            );
        }
        let (_, ea) = self.alloc(st, pb, 16, RegionKind::Runtime)?;
        Ok(vec![
            Val::S(SVal::C(strings.len() as u128)),
            Val::S(SVal::C(u128::from(aa))),
            Val::S(SVal::C(u128::from(ea))),
        ])
    }
}
