//! Helpers shared by the integration tests.
#![allow(dead_code)]

use expr::{Assignment, Ctx, ExprRef};
use solver::{Solver, SolverConfig};

/// A chain with every layer on.
pub fn full() -> Solver {
    Solver::new(SolverConfig::default())
}

/// A chain with every switchable layer off (constants, then Z3).
pub fn bare() -> Solver {
    Solver::new(SolverConfig {
        slicing: false,
        ranges: false,
        query_cache: false,
        cex_cache: false,
        ..SolverConfig::default()
    })
}

/// Whether `m` satisfies every constraint according to `ctx.eval`.
pub fn satisfies(ctx: &Ctx, cs: &[ExprRef], m: &Assignment) -> bool {
    cs.iter().all(|&c| ctx.eval(c, m) == 1)
}

/// A small deterministic xorshift generator.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}
