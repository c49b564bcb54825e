//! A hard query under a tiny timeout comes back as an error, never as an answer.

use expr::Ctx;
use solver::{Solver, SolverConfig, SolverError};

#[test]
fn factoring_under_one_millisecond_times_out() {
    // (2^32 - 5) and (2^32 - 17) are the two largest 32-bit primes.
    let (p, q) = (4_294_967_291u128, 4_294_967_279u128);
    let mut ctx = Ctx::new();
    let x = ctx.fresh_var("x", 64);
    let y = ctx.fresh_var("y", 64);
    let n = ctx.constant(p * q, 64);
    let prod = ctx.mul(x, y);
    let one = ctx.constant(1, 64);
    let limit = ctx.constant(1 << 32, 64);
    let cs = [
        ctx.eq(prod, n),
        ctx.ult(one, x),
        ctx.ult(one, y),
        ctx.ult(x, limit),
        ctx.ult(y, limit),
    ];
    let config = SolverConfig {
        timeout_ms: 1,
        ..SolverConfig::default()
    };
    let mut s = Solver::new(config);
    let r = s.model(&mut ctx, &cs);
    assert!(
        matches!(r, Err(SolverError::Timeout | SolverError::Unknown(_))),
        "{r:?}"
    );
    let r = s.value(&mut ctx, &cs, x);
    assert!(
        matches!(r, Err(SolverError::Timeout | SolverError::Unknown(_))),
        "{r:?}"
    );
    assert_eq!(s.stats().z3_calls, 2, "errors are not cached");
    if matches!(r, Err(SolverError::Timeout)) {
        assert_eq!(s.stats().timeouts, 2);
    }
}
