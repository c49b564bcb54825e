//! A minimal arbitrary-precision unsigned integer, just enough for exact decimal expansion of doubles.

/// Unsigned integer stored as little-endian 32-bit limbs.
#[derive(Clone, Debug, Default)]
pub(crate) struct BigUint {
    limbs: Vec<u32>,
}

impl BigUint {
    /// The value `v`.
    pub(crate) fn from_u64(v: u64) -> Self {
        let mut n = BigUint {
            limbs: vec![v as u32, (v >> 32) as u32],
        };
        n.trim();
        n
    }

    /// Whether the value is zero.
    pub(crate) fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    /// Multiplies by `2^bits`.
    pub(crate) fn shl(&mut self, bits: u32) {
        if self.is_zero() {
            return;
        }
        let words = (bits / 32) as usize;
        let rem = bits % 32;
        if rem != 0 {
            let mut carry = 0u32;
            for limb in &mut self.limbs {
                let v = (u64::from(*limb) << rem) | u64::from(carry);
                *limb = v as u32;
                carry = (v >> 32) as u32;
            }
            if carry != 0 {
                self.limbs.push(carry);
            }
        }
        if words > 0 {
            let mut shifted = vec![0u32; words];
            shifted.extend_from_slice(&self.limbs);
            self.limbs = shifted;
        }
    }

    /// Multiplies by the small factor `m`.
    pub(crate) fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.limbs {
            let v = u64::from(*limb) * u64::from(m) + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
        self.trim();
    }

    /// Multiplies by `5^k`.
    pub(crate) fn mul_pow5(&mut self, mut k: u32) {
        const FIVE_13: u32 = 1_220_703_125; // 5^13 < 2^32
        while k >= 13 {
            self.mul_small(FIVE_13);
            k -= 13;
        }
        if k > 0 {
            self.mul_small(5u32.pow(k));
        }
    }

    /// Divides in place by the non-zero `d`, returning the remainder.
    fn divmod_small(&mut self, d: u32) -> u32 {
        let d = u64::from(d.max(1));
        let mut rem = 0u64;
        for limb in self.limbs.iter_mut().rev() {
            let cur = (rem << 32) | u64::from(*limb);
            *limb = (cur / d) as u32;
            rem = cur % d;
        }
        self.trim();
        rem as u32
    }

    /// Decimal digits (ASCII) of the value; `"0"` for zero.
    pub(crate) fn to_decimal(&self) -> Vec<u8> {
        if self.is_zero() {
            return vec![b'0'];
        }
        let mut n = self.clone();
        // Collect base-10^9 chunks, least significant first.
        let mut chunks = Vec::new();
        while !n.is_zero() {
            chunks.push(n.divmod_small(1_000_000_000));
        }
        let mut out = Vec::with_capacity(chunks.len() * 9);
        for (i, chunk) in chunks.iter().rev().enumerate() {
            if i == 0 {
                out.extend_from_slice(chunk.to_string().as_bytes());
            } else {
                out.extend_from_slice(format!("{chunk:09}").as_bytes());
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::BigUint;

    #[test]
    fn decimal_of_powers() {
        let mut n = BigUint::from_u64(1);
        n.shl(100);
        assert_eq!(n.to_decimal(), b"1267650600228229401496703205376".to_vec());
        let mut f = BigUint::from_u64(3);
        f.mul_pow5(30);
        assert_eq!(f.to_decimal(), b"2793967723846435546875".to_vec());
        assert_eq!(BigUint::from_u64(0).to_decimal(), b"0".to_vec());
        assert_eq!(
            BigUint::from_u64(u64::MAX).to_decimal(),
            u64::MAX.to_string().into_bytes()
        );
    }
}
