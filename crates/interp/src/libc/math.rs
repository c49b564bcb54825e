//! `math.h` functions, computed with the host's libm (glibc), so results match a native run.

use crate::machine::{Machine, Stop};
use semantics::builtins::MathFn;

impl Machine<'_, '_> {
    /// Applies a math function to float or double arguments.
    pub(crate) fn math(&mut self, f: MathFn, args: &[u64]) -> Result<Option<u64>, Stop> {
        Ok(Some(f.apply(args)))
    }
}
