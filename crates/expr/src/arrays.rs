//! Array rules: `store`, `select`, and the little-endian multi-byte helpers.

use crate::{ArrNode, ArrRef, Ctx, ExprRef, Kind, Width};

impl Ctx {
    /// `e` as `constant offset + optional base` (`c + x`, `x` or `c`).
    #[inline]
    fn offset_parts(&self, e: ExprRef) -> (u128, Option<ExprRef>) {
        match self.kind(e) {
            Kind::Const(c) => (c, None),
            _ => match self.const_add_parts(e) {
                Some((c, x)) => (c, Some(x)),
                None => (0, Some(e)),
            },
        }
    }

    /// Whether two indices are surely equal (`Some(true)`), surely different (`Some(false)`)
    /// or unknown: decided for equal nodes and for `c1 + x` against `c2 + x` (also constants).
    #[inline]
    pub(crate) fn index_relation(&self, i: ExprRef, j: ExprRef) -> Option<bool> {
        if i == j {
            return Some(true);
        }
        let (ci, bi) = self.offset_parts(i);
        let (cj, bj) = self.offset_parts(j);
        (bi == bj).then_some(ci == cj)
    }

    /// Panics unless `index` fits `array`'s index width.
    fn check_index(&self, array: ArrRef, index: ExprRef) {
        let (wi, wa) = (self.width(index), self.index_width(array));
        assert_eq!(
            wi, wa,
            "array index of width {wi}, the array's indices have {wa} bits"
        );
    }

    pub(crate) fn mk_store(&mut self, array: ArrRef, index: ExprRef, value: ExprRef) -> ArrRef {
        self.check_index(array, index);
        assert_eq!(self.width(value), 8, "store: the value is not a byte");
        if let Kind::Select {
            array: a2,
            index: i2,
        } = self.kind(value)
        {
            if a2 == array && self.index_relation(i2, index) == Some(true) {
                // store_read_back: a[i] := a[i] is a no-op
                return array;
            }
        }
        if let ArrNode::Store {
            array: inner,
            index: i2,
            value: v2,
        } = *self.array_node(array)
        {
            if self.index_relation(i2, index) == Some(true) {
                if v2 == value {
                    // store_same_value: storing again what the last store put there
                    return array;
                }
                // store_overwrite: the newer store hides the older one at the same index
                return self.mk_store(inner, index, value);
            }
        }
        self.intern_array(ArrNode::Store {
            array,
            index,
            value,
        })
    }

    pub(crate) fn mk_select(&mut self, array: ArrRef, index: ExprRef) -> ExprRef {
        self.check_index(array, index);
        /// What one step down the store chain found.
        enum Step {
            Value(ExprRef),
            Next(ArrRef),
            Byte(u8),
            Stop,
        }
        let mut a = array;
        loop {
            let step = match self.array_node(a) {
                &ArrNode::Store {
                    array: inner,
                    index: i,
                    value: v,
                } => match self.index_relation(i, index) {
                    // select_store_hit
                    Some(true) => Step::Value(v),
                    // select_store_skip
                    Some(false) => Step::Next(inner),
                    None => Step::Stop,
                },
                ArrNode::Constant { bytes, .. } => match self.as_const(index) {
                    // select_const_array: 0 beyond the end
                    Some(k) => Step::Byte(
                        usize::try_from(k)
                            .ok()
                            .and_then(|k| bytes.get(k))
                            .copied()
                            .unwrap_or(0),
                    ),
                    // select_zero_array
                    None if self.array_facts[a.0 as usize].all_zero => Step::Byte(0),
                    None => Step::Stop,
                },
                ArrNode::Symbolic { .. } => Step::Stop,
            };
            match step {
                Step::Value(v) => return v,
                Step::Next(inner) => a = inner,
                Step::Byte(b) => return self.constant(u128::from(b), 8),
                Step::Stop => break,
            }
        }
        self.intern(Kind::Select { array: a, index }, 8)
    }

    /// `index + i` in the array's index width (`index` itself for `i == 0`).
    fn index_plus(&mut self, index: ExprRef, i: u32, iw: Width) -> ExprRef {
        if i == 0 {
            return index;
        }
        let k = self.constant(u128::from(i), iw);
        self.add(k, index)
    }

    pub(crate) fn mk_read_le(&mut self, array: ArrRef, index: ExprRef, len: u32) -> ExprRef {
        assert!(
            (1..=16).contains(&len),
            "read_le: {len} bytes (1..=16 expected)"
        );
        let iw = self.index_width(array);
        let mut acc = self.select(array, index);
        for i in 1..len {
            let idx = self.index_plus(index, i, iw);
            let b = self.select(array, idx);
            acc = self.concat(b, acc);
        }
        acc
    }

    pub(crate) fn mk_write_le(&mut self, array: ArrRef, index: ExprRef, value: ExprRef) -> ArrRef {
        let w = self.width(value);
        assert!(w & 7 == 0, "write_le: a {w}-bit value is not whole bytes");
        let iw = self.index_width(array);
        let mut a = array;
        for i in 0..w / 8 {
            let idx = self.index_plus(index, i, iw);
            let b = self.extract(value, 8 * i, 8);
            a = self.store(a, idx, b);
        }
        a
    }
}
