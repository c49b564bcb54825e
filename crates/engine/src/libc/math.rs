//! `math.h` functions, computed with the host's libm (glibc), so results match a native run.

use crate::machine::{Machine, Stop};

/// A modelled `math.h` function.
#[derive(Clone, Copy, Debug)]
pub struct MathFn {
    op: MathOp,
    /// Whether this is the `float` variant (`sinf`).
    single: bool,
}

#[derive(Clone, Copy, Debug)]
enum MathOp {
    Unary(fn(f64) -> f64, fn(f32) -> f32),
    Binary(fn(f64, f64) -> f64, fn(f32, f32) -> f32),
}

macro_rules! unary {
    ($m:ident) => {
        MathOp::Unary(f64::$m, f32::$m)
    };
}
macro_rules! binary {
    ($m:ident) => {
        MathOp::Binary(f64::$m, f32::$m)
    };
}

fn fmod64(a: f64, b: f64) -> f64 {
    a % b
}
fn fmod32(a: f32, b: f32) -> f32 {
    a % b
}
fn fdim64(a: f64, b: f64) -> f64 {
    if a > b {
        a - b
    } else if a.is_nan() || b.is_nan() {
        f64::NAN
    } else {
        0.0
    }
}
fn fdim32(a: f32, b: f32) -> f32 {
    fdim64(f64::from(a), f64::from(b)) as f32
}

impl MathFn {
    /// The model of the function called `name`.
    pub fn by_name(name: &str) -> Option<MathFn> {
        let (base, single) = match name.strip_suffix('f') {
            Some(b) if !matches!(name, "erf" | "modf" | "frexpf") => (b, true),
            _ => (name, false),
        };
        let op = match base {
            "sqrt" => unary!(sqrt),
            "fabs" => unary!(abs),
            "floor" => unary!(floor),
            "ceil" => unary!(ceil),
            "round" => unary!(round),
            "trunc" => unary!(trunc),
            "rint" | "nearbyint" => unary!(round_ties_even),
            "exp" => unary!(exp),
            "exp2" => unary!(exp2),
            "expm1" => unary!(exp_m1),
            "log" => unary!(ln),
            "log2" => unary!(log2),
            "log10" => unary!(log10),
            "log1p" => unary!(ln_1p),
            "sin" => unary!(sin),
            "cos" => unary!(cos),
            "tan" => unary!(tan),
            "asin" => unary!(asin),
            "acos" => unary!(acos),
            "atan" => unary!(atan),
            "sinh" => unary!(sinh),
            "cosh" => unary!(cosh),
            "tanh" => unary!(tanh),
            "cbrt" => unary!(cbrt),
            "pow" => binary!(powf),
            "atan2" => binary!(atan2),
            "hypot" => binary!(hypot),
            "fmin" => binary!(min),
            "fmax" => binary!(max),
            "copysign" => binary!(copysign),
            "fmod" => MathOp::Binary(fmod64, fmod32),
            "fdim" => MathOp::Binary(fdim64, fdim32),
            _ => return None,
        };
        Some(MathFn { op, single })
    }
}

impl MathFn {
    /// The result's bits for argument bits `args`.
    pub(crate) fn apply(self, args: &[u64]) -> u64 {
        let a = |i: usize| args.get(i).copied().unwrap_or(0);
        match (self.op, self.single) {
            (MathOp::Unary(d, _), false) => d(f64::from_bits(a(0))).to_bits(),
            (MathOp::Unary(_, s), true) => u64::from(s(f32::from_bits(a(0) as u32)).to_bits()),
            (MathOp::Binary(d, _), false) => {
                d(f64::from_bits(a(0)), f64::from_bits(a(1))).to_bits()
            }
            (MathOp::Binary(_, s), true) => {
                u64::from(s(f32::from_bits(a(0) as u32), f32::from_bits(a(1) as u32)).to_bits())
            }
        }
    }
}

impl Machine<'_, '_> {
    /// Applies a math function to float or double arguments.
    pub(crate) fn math(&mut self, f: MathFn, args: &[u64]) -> Result<Option<u64>, Stop> {
        Ok(Some(f.apply(args)))
    }
}
