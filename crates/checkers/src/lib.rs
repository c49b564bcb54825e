//! Bug checkers as plug-ins: strategies on the symbolic core's events that only report
//! (leaks, uninitialised reads), and claims on the errors a path ends in (dereferences,
//! frees, bounds, division, assertions, overflow). [`CheckConfig`] picks the set.

pub mod errors;
pub mod leak;
pub mod report;
pub mod uninit;

pub use errors::ErrorChecker;
pub use leak::LeakMode;
pub use report::{Call, CheckReport, Finding, Related, SummaryInfo, TraceStep, Witness};

/// Which checkers run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckConfig {
    /// Signed integer overflow (opt-in; the program must be compiled with overflow checks).
    pub overflow: bool,
    /// Reads of uninitialised memory (opt-in).
    pub uninit: bool,
    /// Leak reporting, or `None` for no leak checker.
    pub leaks: Option<LeakMode>,
}

impl Default for CheckConfig {
    fn default() -> Self {
        CheckConfig {
            overflow: false,
            uninit: false,
            leaks: Some(LeakMode::Memtrack),
        }
    }
}

impl CheckConfig {
    /// The error checkers this configuration enables.
    pub fn error_checkers(&self) -> Vec<Box<dyn ErrorChecker>> {
        let mut v: Vec<Box<dyn ErrorChecker>> = vec![
            Box::new(errors::NullDeref),
            Box::new(errors::InvalidDeref),
            Box::new(errors::UseAfterFree),
            Box::new(errors::DoubleFree),
            Box::new(errors::InvalidFree),
            Box::new(errors::OutOfBounds),
            Box::new(errors::Division),
            Box::new(errors::Assertion),
        ];
        if self.overflow {
            v.push(Box::new(errors::Overflow));
        }
        v
    }

    /// The checkers on the engine's report events this configuration enables (strategies
    /// that only report); `entry` when a function is analysed in an unknown context.
    pub fn hook_checkers(&self, entry: bool) -> Vec<Box<dyn symex::Strategy>> {
        let mut v: Vec<Box<dyn symex::Strategy>> = Vec::new();
        if let Some(mode) = self.leaks {
            v.push(Box::new(leak::Leaks::new(mode, entry)));
        }
        if self.uninit {
            v.push(Box::new(uninit::Uninitialized));
        }
        v
    }
}
