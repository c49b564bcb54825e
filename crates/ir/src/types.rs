//! Types with sizes, alignments and field offsets for a data model.

use rustc_hash::FxHashMap as HashMap;

/// The C data model a module was compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum DataModel {
    /// 32-bit int, long and pointers (i386).
    Ilp32,
    /// 32-bit int, 64-bit long and pointers (x86-64).
    #[default]
    Lp64,
}

impl DataModel {
    /// Size of a pointer in bytes.
    pub fn pointer_bytes(self) -> u32 {
        match self {
            DataModel::Ilp32 => 4,
            DataModel::Lp64 => 8,
        }
    }
    /// Size of C `long` in bytes.
    pub fn long_bytes(self) -> u32 {
        self.pointer_bytes()
    }
    /// Parses `ILP32` / `LP64` (case-insensitive).
    pub fn parse(s: &str) -> Option<DataModel> {
        match s.to_ascii_uppercase().as_str() {
            "ILP32" => Some(DataModel::Ilp32),
            "LP64" => Some(DataModel::Lp64),
            _ => None,
        }
    }
    /// The name used on the command line and in task files.
    pub fn name(self) -> &'static str {
        match self {
            DataModel::Ilp32 => "ILP32",
            DataModel::Lp64 => "LP64",
        }
    }
    /// ABI alignment of an integer of `bits` bits.
    pub fn int_align(self, bits: u32) -> u32 {
        let bytes = bits.div_ceil(8).next_power_of_two();
        match self {
            DataModel::Lp64 => bytes.min(16),
            DataModel::Ilp32 => bytes.min(4),
        }
    }
}

/// Index of a type in [`Types`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TyId(pub u32);

/// Floating-point formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatTy {
    /// IEEE binary32.
    F32,
    /// IEEE binary64.
    F64,
    /// x87 80-bit extended (C `long double` on x86).
    F80,
}

/// The shape of a type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TyKind {
    /// No value.
    Void,
    /// An integer of the given width in bits (1..=128).
    Int(u32),
    /// A floating-point number.
    Float(FloatTy),
    /// A pointer (all pointers are alike to the IR).
    Ptr,
    /// A fixed-size array.
    Array { elem: TyId, len: u64 },
    /// An LLVM vector (only moved through memory and registers as a whole; clang uses
    /// them for small float structs in the x86-64 ABI).
    Vector { elem: TyId, len: u64 },
    /// A struct with resolved field offsets.
    Struct {
        fields: Vec<TyId>,
        offsets: Vec<u64>,
        packed: bool,
    },
    /// A function type (only behind pointers).
    Func,
}

/// A type with its layout.
#[derive(Clone, Debug)]
pub struct TyData {
    /// The type's shape.
    pub kind: TyKind,
    /// Allocation size in bytes (including tail padding).
    pub size: u64,
    /// Bytes a load or store of this type touches.
    pub store_size: u64,
    /// ABI alignment in bytes.
    pub align: u32,
}

/// The interned types of a module.
#[derive(Clone, Debug, Default)]
pub struct Types {
    data: Vec<TyData>,
    index: HashMap<TyKind, TyId>,
    /// The data model the layouts were computed for.
    pub model: DataModel,
}

impl Types {
    /// An empty table for `model`.
    pub fn new(model: DataModel) -> Types {
        Types {
            data: Vec::new(),
            index: HashMap::default(),
            model,
        }
    }

    /// The layout of `ty`.
    pub fn get(&self, ty: TyId) -> &TyData {
        &self.data[ty.0 as usize]
    }

    /// Number of interned types.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether no type is interned.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Shape of `ty`.
    pub fn kind(&self, ty: TyId) -> &TyKind {
        &self.get(ty).kind
    }

    /// Allocation size of `ty` in bytes.
    pub fn size(&self, ty: TyId) -> u64 {
        self.get(ty).size
    }

    /// Interns `kind`, computing its layout.
    pub fn intern(&mut self, kind: TyKind) -> TyId {
        if let Some(&id) = self.index.get(&kind) {
            return id;
        }
        let (size, store_size, align) = self.layout(&kind);
        let id = TyId(self.data.len() as u32);
        self.data.push(TyData {
            kind: kind.clone(),
            size,
            store_size,
            align,
        });
        self.index.insert(kind, id);
        id
    }

    /// Interns a struct from its field types, computing offsets.
    pub fn intern_struct(&mut self, fields: Vec<TyId>, packed: bool) -> TyId {
        let mut offsets = Vec::with_capacity(fields.len());
        let mut off = 0u64;
        for &f in &fields {
            let d = self.get(f);
            let a = if packed { 1 } else { u64::from(d.align) };
            off = off.div_ceil(a) * a;
            offsets.push(off);
            off += d.size;
        }
        self.intern(TyKind::Struct {
            fields,
            offsets,
            packed,
        })
    }

    /// Interned integer type of `bits` bits.
    pub fn int(&mut self, bits: u32) -> TyId {
        self.intern(TyKind::Int(bits))
    }

    /// Interned pointer type.
    pub fn ptr(&mut self) -> TyId {
        self.intern(TyKind::Ptr)
    }

    /// Interned void type.
    pub fn void(&mut self) -> TyId {
        self.intern(TyKind::Void)
    }

    fn layout(&self, kind: &TyKind) -> (u64, u64, u32) {
        let m = self.model;
        match kind {
            TyKind::Void | TyKind::Func => (0, 0, 1),
            TyKind::Int(bits) => {
                let store = u64::from(bits.div_ceil(8));
                let align = m.int_align(*bits);
                (
                    store.div_ceil(u64::from(align)) * u64::from(align),
                    store,
                    align,
                )
            }
            TyKind::Float(FloatTy::F32) => (4, 4, 4),
            TyKind::Float(FloatTy::F64) => match m {
                DataModel::Lp64 => (8, 8, 8),
                DataModel::Ilp32 => (8, 8, 4),
            },
            TyKind::Float(FloatTy::F80) => match m {
                DataModel::Lp64 => (16, 10, 16),
                DataModel::Ilp32 => (12, 10, 4),
            },
            TyKind::Ptr => {
                let p = u64::from(m.pointer_bytes());
                (p, p, m.pointer_bytes())
            }
            TyKind::Array { elem, len } => {
                let e = self.get(*elem);
                let size = e.size.saturating_mul(*len);
                (size, size, e.align)
            }
            TyKind::Vector { elem, len } => {
                let bytes = self.get(*elem).size.saturating_mul(*len);
                let align = bytes.max(1).next_power_of_two();
                (bytes.div_ceil(align) * align, bytes, align.min(64) as u32)
            }
            TyKind::Struct {
                fields,
                offsets,
                packed,
            } => {
                let mut align = 1u32;
                if !packed {
                    for f in fields {
                        align = align.max(self.get(*f).align);
                    }
                }
                let end = match (fields.last(), offsets.last()) {
                    (Some(f), Some(o)) => o + self.get(*f).size,
                    _ => 0,
                };
                let size = end.div_ceil(u64::from(align)) * u64::from(align);
                (size, size, align)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn struct_layout_follows_abi() {
        for (model, size, off) in [(DataModel::Lp64, 16, 8), (DataModel::Ilp32, 12, 4)] {
            let mut t = Types::new(model);
            let c = t.int(8);
            let d = t.intern(TyKind::Float(FloatTy::F64));
            let i = t.int(32);
            let s = t.intern_struct(vec![c, d, i], false);
            assert_eq!(
                t.size(s),
                size + if model == DataModel::Lp64 { 8 } else { 4 }
            );
            match t.kind(s) {
                TyKind::Struct { offsets, .. } => assert_eq!(offsets[1], off),
                _ => unreachable!(),
            }
        }
    }

    #[test]
    fn packed_struct_and_odd_ints() {
        let mut t = Types::new(DataModel::Lp64);
        let c = t.int(8);
        let i = t.int(32);
        let s = t.intern_struct(vec![c, i], true);
        assert_eq!(t.size(s), 5);
        let i24 = t.int(24);
        assert_eq!(
            (t.get(i24).size, t.get(i24).store_size, t.get(i24).align),
            (4, 3, 4)
        );
        let i40 = t.int(40);
        assert_eq!((t.get(i40).size, t.get(i40).store_size), (8, 5));
    }
}
