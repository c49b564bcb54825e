//! Exact decimal expansion of a double and round-half-even rounding of digit strings.

use crate::bignum::BigUint;

/// A non-negative decimal number `0.d1 d2 d3 ... × 10^point`.
///
/// `digits` are ASCII digits without leading or trailing zeros; zero has no digits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Decimal {
    pub(crate) digits: Vec<u8>,
    pub(crate) point: i64,
}

impl Decimal {
    /// The exact decimal value of `|x|` for a finite `x` (every double is a finite decimal).
    pub(crate) fn from_f64(x: f64) -> Decimal {
        let bits = x.to_bits();
        let exp_field = ((bits >> 52) & 0x7ff) as i64;
        let frac = bits & ((1u64 << 52) - 1);
        let (mut m, mut e) = if exp_field == 0 {
            (frac, -1074i64)
        } else {
            (frac | (1u64 << 52), exp_field - 1075)
        };
        if m == 0 {
            return Decimal {
                digits: Vec::new(),
                point: 0,
            };
        }
        let tz = m.trailing_zeros();
        m >>= tz;
        e += i64::from(tz);
        let mut dec = if e >= 0 {
            let mut n = BigUint::from_u64(m);
            n.shl(e as u32);
            let digits = n.to_decimal();
            let point = digits.len() as i64;
            Decimal { digits, point }
        } else {
            // value = m / 2^k = int_part + frac / 2^k, and frac / 2^k = frac * 5^k / 10^k.
            let k = (-e) as u32;
            let (int_part, frac_part) = if k >= 64 {
                (0, m)
            } else {
                (m >> k, m & ((1u64 << k) - 1))
            };
            let mut digits = if int_part > 0 {
                int_part.to_string().into_bytes()
            } else {
                Vec::new()
            };
            let point = digits.len() as i64;
            let mut f = BigUint::from_u64(frac_part);
            f.mul_pow5(k);
            let frac_digits = f.to_decimal();
            let zeros = (k as usize).saturating_sub(frac_digits.len());
            digits.resize(digits.len() + zeros, b'0');
            digits.extend_from_slice(&frac_digits);
            Decimal { digits, point }
        };
        dec.normalize();
        dec
    }

    /// Strips leading zeros (adjusting `point`) and trailing zeros.
    fn normalize(&mut self) {
        let lead = self.digits.iter().take_while(|&&d| d == b'0').count();
        if lead == self.digits.len() {
            self.digits.clear();
            self.point = 0;
            return;
        }
        self.digits.drain(..lead);
        self.point -= lead as i64;
        while self.digits.last() == Some(&b'0') {
            self.digits.pop();
        }
    }

    /// Whether the value is zero.
    pub(crate) fn is_zero(&self) -> bool {
        self.digits.is_empty()
    }

    /// The digit at significant position `idx` (0 = first digit), `b'0'` outside the stored digits.
    pub(crate) fn digit(&self, idx: i64) -> u8 {
        if idx < 0 {
            return b'0';
        }
        usize::try_from(idx)
            .ok()
            .and_then(|i| self.digits.get(i).copied())
            .unwrap_or(b'0')
    }

    /// Rounds to `keep` significant digits (may be zero or negative), ties to even.
    pub(crate) fn round_to(&self, keep: i64) -> Decimal {
        let len = self.digits.len() as i64;
        if keep >= len {
            return self.clone();
        }
        let zero = Decimal {
            digits: Vec::new(),
            point: 0,
        };
        if keep < 0 {
            return zero;
        }
        let k = keep as usize;
        let first_dropped = self.digits.get(k).copied().unwrap_or(b'0');
        let rest_nonzero = self
            .digits
            .get(k + 1..)
            .is_some_and(|r| r.iter().any(|&d| d != b'0'));
        let last_kept_odd = k > 0 && self.digits.get(k - 1).is_some_and(|d| (d - b'0') % 2 == 1);
        let round_up = match first_dropped {
            b'6'..=b'9' => true,
            b'5' => rest_nonzero || last_kept_odd,
            _ => false,
        };
        let mut digits: Vec<u8> = self.digits.get(..k).map(<[u8]>::to_vec).unwrap_or_default();
        let mut point = self.point;
        if round_up {
            let mut carried_out = true;
            for d in digits.iter_mut().rev() {
                if *d == b'9' {
                    *d = b'0';
                } else {
                    *d += 1;
                    carried_out = false;
                    break;
                }
            }
            if carried_out {
                digits.insert(0, b'1');
                point += 1;
            }
        }
        let mut r = Decimal { digits, point };
        r.normalize();
        if r.is_zero() {
            return zero;
        }
        r
    }
}

#[cfg(test)]
mod tests {
    use super::Decimal;

    fn s(d: &Decimal) -> (String, i64) {
        (String::from_utf8_lossy(&d.digits).into_owned(), d.point)
    }

    #[test]
    fn exact_expansions() {
        assert_eq!(s(&Decimal::from_f64(0.5)), ("5".into(), 0));
        assert_eq!(s(&Decimal::from_f64(1234.0)), ("1234".into(), 4));
        assert_eq!(s(&Decimal::from_f64(100.0)), ("1".into(), 3));
        assert_eq!(
            s(&Decimal::from_f64(0.1)),
            (
                "1000000000000000055511151231257827021181583404541015625".into(),
                0
            )
        );
        let tiny = Decimal::from_f64(f64::from_bits(1));
        assert_eq!(tiny.point, -323);
        assert_eq!(tiny.digits.len(), 751);
        assert!(Decimal::from_f64(0.0).is_zero());
    }

    #[test]
    fn rounding_ties_to_even() {
        let half = Decimal::from_f64(0.5);
        assert!(half.round_to(0).is_zero());
        assert_eq!(s(&Decimal::from_f64(1.5).round_to(1)), ("2".into(), 1));
        assert_eq!(s(&Decimal::from_f64(2.5).round_to(1)), ("2".into(), 1));
        assert_eq!(s(&Decimal::from_f64(9.96).round_to(2)), ("1".into(), 2));
        assert_eq!(s(&Decimal::from_f64(0.75).round_to(0)), ("1".into(), 1));
        assert!(Decimal::from_f64(0.75).round_to(-1).is_zero());
    }
}
