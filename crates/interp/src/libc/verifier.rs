//! SV-COMP and KLEE input hooks in a concrete run: values come from the witness, else zero.

use ir::FuncId;

use crate::machine::{Machine, Stop};
use semantics::builtins::NondetTy;

impl Machine<'_, '_> {
    /// The next value of a nondet call to `fid`.
    pub(crate) fn nondet(&mut self, fid: FuncId, t: NondetTy) -> u64 {
        let bytes = t.bytes(self.prog.module.model().pointer_bytes());
        let name = &self.prog.module.func(fid).name;
        let v = self.inputs.next_scalar(name, t.c_name, bytes, t.kind);
        if t.c_name == "_Bool" {
            v & 1
        } else {
            v
        }
    }

    /// Fills `size` bytes at `addr` with the next input buffer.
    pub(crate) fn make_symbolic(&mut self, addr: u64, size: u64, name: u64) -> Result<(), Stop> {
        let label = self
            .mem
            .read_c_string(name, Some(256))
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .unwrap_or_else(|_| "input".into());
        self.mem.check(addr, size)?;
        let bytes = self.inputs.next_bytes(&label, size as usize);
        self.mem.write(addr, &bytes)?;
        Ok(())
    }
}
