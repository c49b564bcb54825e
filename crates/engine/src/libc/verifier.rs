//! SV-COMP and KLEE input hooks in a concrete run: values come from the witness, else zero.

use ir::FuncId;

use crate::inputs::ScalarKind;
use crate::machine::{Machine, Stop};

/// The C type a `__VERIFIER_nondet_<type>` function returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NondetTy {
    /// C type name for witnesses.
    pub c_name: &'static str,
    /// Size in bytes under LP64.
    pub lp64_bytes: u32,
    /// Size in bytes under ILP32.
    pub ilp32_bytes: u32,
    /// How the bits are interpreted.
    pub kind: ScalarKind,
}

impl NondetTy {
    /// Parses the suffix of `__VERIFIER_nondet_<suffix>`.
    pub fn parse(suffix: &str) -> Option<NondetTy> {
        use ScalarKind::{Float, Signed, Unsigned};
        let t = |c_name, lp64_bytes, ilp32_bytes, kind| NondetTy {
            c_name,
            lp64_bytes,
            ilp32_bytes,
            kind,
        };
        Some(match suffix {
            "int" | "s32" | "int32" => t("int", 4, 4, Signed),
            "uint" | "unsigned" | "unsigned_int" | "u32" | "uint32" => {
                t("unsigned int", 4, 4, Unsigned)
            }
            "char" | "s8" => t("char", 1, 1, Signed),
            "uchar" | "unsigned_char" | "u8" => t("unsigned char", 1, 1, Unsigned),
            "short" | "s16" => t("short", 2, 2, Signed),
            "ushort" | "unsigned_short" | "u16" => t("unsigned short", 2, 2, Unsigned),
            "long" => t("long", 8, 4, Signed),
            "ulong" | "unsigned_long" => t("unsigned long", 8, 4, Unsigned),
            "longlong" | "long_long" | "s64" => t("long long", 8, 8, Signed),
            "ulonglong" | "unsigned_long_long" | "u64" => t("unsigned long long", 8, 8, Unsigned),
            "bool" | "_Bool" => t("_Bool", 1, 1, Unsigned),
            "pointer" => t("void *", 8, 4, Unsigned),
            "size_t" => t("size_t", 8, 4, Unsigned),
            "loff_t" => t("loff_t", 8, 8, Signed),
            "float" => t("float", 4, 4, Float),
            "double" => t("double", 8, 8, Float),
            _ => return None,
        })
    }

    /// Size under the data model with `pointer_bytes`-byte pointers.
    pub fn bytes(self, pointer_bytes: u32) -> u32 {
        if pointer_bytes == 8 {
            self.lp64_bytes
        } else {
            self.ilp32_bytes
        }
    }
}

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
