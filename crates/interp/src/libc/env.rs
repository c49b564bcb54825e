//! The environment builtins in a concrete run: stdin and files as blocks of bytes.

use memory::RegionKind;

use crate::io::{lookup, EnvFn, Opened, Stream};
use crate::machine::{Machine, Stop};

impl Machine<'_, '_> {
    /// Runs `__pathsift_env_open/_data/_size` on argument `a`.
    pub(crate) fn env_builtin(&mut self, f: EnvFn, a: u64) -> Result<u64, Stop> {
        let pb = self.prog.module.model().pointer_bytes();
        let minus_one = crate::arith::mask64(u64::MAX, pb * 8);
        let opened = |m: &Self| m.opened.get(a as usize).cloned();
        match f {
            EnvFn::Open => {
                let name = match a {
                    0 => None,
                    p => Some(
                        String::from_utf8_lossy(&self.mem.read_c_string(p, None)?).into_owned(),
                    ),
                };
                if let Some(i) = self.opened.iter().position(|o| o.name == name) {
                    return Ok(i as u64);
                }
                let Some(stream) = lookup(&self.io, name.as_deref()) else {
                    return Ok(minus_one);
                };
                let bytes = match stream.as_ref() {
                    Stream::Bytes(b) => b.clone(),
                    // No witness value: the symbolic bytes read as zeros.
                    Stream::Symbolic { len, .. } => vec![0; *len as usize],
                    Stream::Unspecified => {
                        crate::io::host_bytes(&self.io, name.as_deref()).unwrap_or_default()
                    }
                };
                let r = self
                    .mem
                    .allocate(bytes.len().max(1) as u64, 16, RegionKind::Runtime, 0)?;
                let addr = self.mem.region(r).base;
                self.mem.write(addr, &bytes)?;
                self.opened.push(Opened {
                    name,
                    addr,
                    size: bytes.len() as u64,
                });
                Ok(self.opened.len() as u64 - 1)
            }
            EnvFn::Data => Ok(opened(self).map_or(0, |o| o.addr)),
            EnvFn::Size => Ok(opened(self).map_or(0, |o| o.size)),
        }
    }
}
