//! Program termination: failed assertions.

use crate::error::ErrorKind;
use crate::machine::{Machine, Stop};

impl Machine<'_, '_> {
    /// `__assert_fail(expr, file, line, function)`: the message glibc prints, as an error.
    pub(crate) fn assert_fail(&mut self, expr: u64, file: u64, line: u64, func: u64) -> Stop {
        let text = |addr: u64| {
            self.mem
                .read_c_string(addr, Some(4096))
                .map(|b| String::from_utf8_lossy(&b).into_owned())
                .unwrap_or_default()
        };
        let (e, f, fun) = (text(expr), text(file), text(func));
        Stop::Error(
            ErrorKind::Assertion,
            format!("{f}:{}: {fun}: Assertion `{e}' failed.", line as u32),
        )
    }
}
