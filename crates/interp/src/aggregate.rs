//! Values wider than one slot: aggregates and 128-bit integers, kept as their memory image.

use ir::{Operand, TyId, TyKind, ValueId};
use memory::Fault;

use crate::machine::Machine;
use crate::machine::Regs;
use semantics::abi::{bytes_to_slots, slots_to_bytes};

impl Machine<'_, '_> {
    /// Loads a multi-slot value of type `ty` from `addr`.
    pub(crate) fn load_wide(
        &mut self,
        r: Regs<'_>,
        ty: TyId,
        dst: ValueId,
        addr: u64,
    ) -> Result<(), Fault> {
        let d = self.prog.module.types.get(ty);
        let mut bytes = vec![0u8; d.store_size as usize];
        self.mem.read(addr, &mut bytes)?;
        let mut slots = vec![0u64; self.prog.nslots(ty)];
        bytes_to_slots(&bytes, &mut slots);
        self.wr_slots(r, dst, &slots);
        Ok(())
    }

    /// Stores a multi-slot value of type `ty` at `addr`.
    pub(crate) fn store_wide(
        &mut self,
        r: Regs<'_>,
        ty: TyId,
        val: Operand,
        addr: u64,
    ) -> Result<(), Fault> {
        let mut slots = Vec::new();
        self.rd_slots(r, val, self.prog.nslots(ty), &mut slots);
        let bytes = slots_to_bytes(&slots);
        let size = self.prog.module.types.get(ty).store_size as usize;
        self.mem.write(addr, &bytes[..size])
    }

    fn operand_bytes(&self, r: Regs<'_>, op: Operand, ty: TyId) -> Vec<u8> {
        let mut slots = Vec::new();
        self.rd_slots(r, op, self.prog.nslots(ty), &mut slots);
        slots_to_bytes(&slots)
    }

    fn write_bytes_as(&mut self, r: Regs<'_>, dst: ValueId, ty: TyId, bytes: &[u8]) {
        let d = self.prog.module.types.get(ty);
        let mut slots = vec![0u64; self.prog.nslots(ty)];
        let keep = (d.store_size as usize).min(bytes.len());
        bytes_to_slots(&bytes[..keep], &mut slots);
        if let TyKind::Int(bits) = d.kind {
            if bits < 64 {
                slots[0] &= (1u64 << bits) - 1;
            }
        }
        self.wr_slots(r, dst, &slots);
    }

    /// `extractvalue`: the member of type `ty` at byte `offset`.
    pub(crate) fn extract_value(
        &mut self,
        r: Regs<'_>,
        ty: TyId,
        dst: ValueId,
        agg: Operand,
        offset: u64,
    ) {
        let agg_ty = self.operand_ty(r, agg);
        let bytes = self.operand_bytes(r, agg, agg_ty);
        let start = (offset as usize).min(bytes.len());
        let part = bytes[start..].to_vec();
        self.write_bytes_as(r, dst, ty, &part);
    }

    /// `insertvalue`: a copy of `agg` with `val` written at byte `offset`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn insert_value(
        &mut self,
        r: Regs<'_>,
        agg_ty: TyId,
        ty: TyId,
        dst: ValueId,
        agg: Operand,
        val: Operand,
        offset: u64,
    ) {
        let mut bytes = self.operand_bytes(r, agg, agg_ty);
        let vb = self.operand_bytes(r, val, ty);
        let n = self.prog.module.types.get(ty).store_size as usize;
        let off = offset as usize;
        if off + n <= bytes.len() {
            bytes[off..off + n].copy_from_slice(&vb[..n]);
        }
        self.write_bytes_as(r, dst, agg_ty, &bytes);
    }

    /// The type of an operand in the current frame.
    pub(crate) fn operand_ty(&self, _r: Regs<'_>, op: Operand) -> TyId {
        match op {
            Operand::Const(c) => self.prog.module.const_tys[c.0 as usize],
            Operand::Reg(v) => {
                let f = self.frames.last().map(|f| f.func).unwrap_or(ir::FuncId(0));
                self.prog.module.func(f).values[v.0 as usize]
            }
        }
    }
}
