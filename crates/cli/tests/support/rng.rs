// A tiny deterministic generator (xorshift) for the tests that write random programs: the
// same seed gives the same programs on every run.

/// The generator's state.
pub struct Rng(pub u64);

impl Rng {
    /// A number below `n`.
    pub fn next(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}
