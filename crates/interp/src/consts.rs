//! Evaluation of the constant pool once memory is laid out (constants may hold addresses).

use ir::{Const, ConstId, TyKind};

use crate::arith::{cast, int_bin, int_cmp, mask, Scalar};
use crate::machine::Machine;
use semantics::abi::{bytes_to_slots, slots_to_bytes};

impl Machine<'_, '_> {
    /// The scalar kind of a type, for casts.
    pub(crate) fn scalar(&self, ty: ir::TyId) -> Scalar {
        let m = self.prog.module;
        match m.types.kind(ty) {
            TyKind::Float(f) => Scalar::Float(*f),
            TyKind::Int(b) => Scalar::Int(*b),
            _ => Scalar::Int(m.model().pointer_bytes() * 8),
        }
    }

    /// A constant's value as up to 128 bits.
    fn const_wide(&self, c: ConstId) -> u128 {
        let s = self.const_slot[c.0 as usize] as usize;
        let lo = u128::from(self.consts[s]);
        let hi = self.consts.get(s + 1).copied().unwrap_or(0);
        let bits = match self
            .prog
            .module
            .types
            .kind(self.prog.module.const_tys[c.0 as usize])
        {
            TyKind::Int(b) => *b,
            _ => 64,
        };
        if bits > 64 {
            lo | (u128::from(hi) << 64)
        } else {
            lo
        }
    }

    /// Memory image of constant `c`, at least `size` bytes.
    pub(crate) fn const_bytes(&self, c: ConstId, size: usize) -> Vec<u8> {
        let s = self.const_slot[c.0 as usize] as usize;
        let n = self.prog.nslots(self.prog.module.const_tys[c.0 as usize]);
        let mut b = slots_to_bytes(&self.consts[s..s + n]);
        b.resize(b.len().max(size), 0);
        b
    }

    /// Evaluates every pool constant in order (operands precede their users).
    pub(crate) fn eval_consts(&mut self) {
        let m = self.prog.module;
        let pb = m.model().pointer_bytes() * 8;
        for (i, c) in m.consts.iter().enumerate() {
            let ty = m.const_tys[i];
            let n = self.prog.nslots(ty);
            let start = self.consts.len();
            self.const_slot.push(start as u32);
            let mut image: Vec<u8> = Vec::new();
            let wide: u128 = match c {
                Const::Int { value, .. } => *value,
                Const::Float { bits, .. } => *bits,
                Const::Null | Const::Undef(_) | Const::Zero(_) => 0,
                Const::Global(g) => u128::from(self.global_addr[g.0 as usize]),
                Const::Func(f) => u128::from(self.func_addr[f.0 as usize]),
                Const::Aggregate { ty, elems } => {
                    image = vec![0u8; m.types.size(*ty) as usize];
                    let (offsets, elem_tys): (Vec<u64>, Vec<ir::TyId>) = match m.types.kind(*ty) {
                        TyKind::Struct {
                            fields, offsets, ..
                        } => (offsets.clone(), fields.clone()),
                        TyKind::Array { elem, len } | TyKind::Vector { elem, len } => {
                            let es = m.types.size(*elem);
                            (
                                (0..*len).map(|k| k * es).collect(),
                                vec![*elem; *len as usize],
                            )
                        }
                        _ => (Vec::new(), Vec::new()),
                    };
                    for ((e, off), et) in elems.iter().zip(offsets).zip(elem_tys) {
                        let es = m.types.get(et).store_size as usize;
                        let eb = self.const_bytes(*e, es);
                        let off = off as usize;
                        if off + es <= image.len() {
                            image[off..off + es].copy_from_slice(&eb[..es]);
                        }
                    }
                    0
                }
                Const::Offset { base, offset } => mask(
                    self.const_wide(*base).wrapping_add(*offset as i128 as u128),
                    pb,
                ),
                Const::Cast { op, from, to, val } => {
                    let v = self.const_wide(*val);
                    if self.prog.is_small_scalar(*from)
                        || matches!(m.types.kind(*from), TyKind::Int(_))
                    {
                        cast(*op, self.scalar(*from), self.scalar(*to), v)
                    } else {
                        image = self.const_bytes(*val, m.types.size(*to) as usize);
                        0
                    }
                }
                Const::Bin { op, bits, a, b } => {
                    int_bin(*op, *bits, self.const_wide(*a), self.const_wide(*b)).unwrap_or(0)
                }
                Const::ICmp { pred, bits, a, b } => u128::from(int_cmp(
                    *pred,
                    *bits,
                    self.const_wide(*a),
                    self.const_wide(*b),
                )),
                Const::Select { cond, a, b } => {
                    let pick = if self.const_wide(*cond) & 1 == 1 {
                        a
                    } else {
                        b
                    };
                    image = self.const_bytes(*pick, n * 8);
                    0
                }
            };
            if image.is_empty() {
                self.consts.push(wide as u64);
                if n > 1 {
                    self.consts.push((wide >> 64) as u64);
                }
                self.consts.resize(start + n, 0);
            } else {
                self.consts.resize(start + n, 0);
                bytes_to_slots(&image, &mut self.consts[start..start + n]);
            }
        }
    }
}
