//! The target's ABI as both executors lay it out: variadic argument areas (what the
//! target's `va_arg` code reads) and values held in 8-byte slots.

use ir::TyId;

/// Offsets of variadic arguments of types `tys` in their area, and its size: the layout the
/// target's `va_arg` code reads (x86-64: 8-byte slots, 16-aligned for 16-byte types; i386: 4-byte slots).
pub fn va_layout(types: &ir::Types, tys: &[TyId]) -> (Vec<u64>, u64) {
    let slot = u64::from(types.model.pointer_bytes());
    let mut off = 0u64;
    let mut out = Vec::with_capacity(tys.len());
    for &t in tys {
        let d = types.get(t);
        let align = if slot == 8 && d.align >= 16 { 16 } else { slot };
        off = off.div_ceil(align) * align;
        out.push(off);
        off += d.size.div_ceil(slot) * slot;
    }
    (out, off)
}

/// Little-endian bytes of slots.
pub fn slots_to_bytes(slots: &[u64]) -> Vec<u8> {
    slots.iter().flat_map(|s| s.to_le_bytes()).collect()
}

/// Slots holding `bytes` (zero-padded to whole slots).
pub fn bytes_to_slots(bytes: &[u8], out: &mut [u64]) {
    for (i, s) in out.iter_mut().enumerate() {
        let mut b = [0u8; 8];
        let start = (i * 8).min(bytes.len());
        let end = (i * 8 + 8).min(bytes.len());
        b[..end - start].copy_from_slice(&bytes[start..end]);
        *s = u64::from_le_bytes(b);
    }
}
