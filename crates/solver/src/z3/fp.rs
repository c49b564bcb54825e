//! Floating-point terms: the IEEE bit patterns of [`expr::FpBin`], [`expr::FpCmp`] and
//! [`expr::FpConv`] translated through Z3's floating-point theory, with x86's NaN results
//! spelled out (Z3 leaves the bits of a NaN unspecified, so every NaN result is chosen by an
//! `ite` before `fp.to_ieee_bv` could be asked for one).
//!
//! The z3 crate lacks `fp.eq`, the conversions and `to_fp` from a bit-vector, so these go
//! through z3-sys on the thread's context. Every term z3-sys makes is wrapped into a z3 crate
//! object at once: the context counts references, and an unreferenced term may be freed by
//! the next call.

use ::z3::ast::{Ast, Bool, Dynamic, Float, BV};
use ::z3::{Context, Sort};
use expr::{FpBin, FpCmp, FpConv, Width};
use z3_sys::{Z3_ast, Z3_context};

use crate::SolverError;

/// This thread's Z3 context and its raw handle.
struct Fp {
    ctx: Context,
    c: Z3_context,
}

impl Fp {
    fn new() -> Fp {
        let ctx = Context::thread_local();
        let c = ctx.get_z3_context();
        Fp { ctx, c }
    }

    /// Takes ownership of a term z3-sys made (`None`: Z3 refused it).
    fn keep<T: Ast>(&self, what: &str, ast: Option<Z3_ast>) -> Result<T, SolverError> {
        let ast =
            ast.ok_or_else(|| SolverError::Z3(format!("Z3 refused a floating-point {what}")))?;
        // SAFETY: `ast` was just made in this context; `wrap` takes a reference to it.
        Ok(unsafe { T::wrap(&self.ctx, ast) })
    }

    /// The float whose IEEE bits are `x`.
    fn float(&self, x: &BV, w: Width) -> Result<Float, SolverError> {
        let s = sort(w);
        // SAFETY: live terms and sort of this context.
        self.keep("conversion", unsafe {
            z3_sys::Z3_mk_fpa_to_fp_bv(self.c, x.get_z3_ast(), s.get_z3_sort())
        })
    }

    fn rounding(&self, toward_zero: bool) -> Result<Dynamic, SolverError> {
        // SAFETY: the context is live.
        self.keep("rounding mode", unsafe {
            if toward_zero {
                z3_sys::Z3_mk_fpa_rtz(self.c)
            } else {
                z3_sys::Z3_mk_fpa_rne(self.c)
            }
        })
    }

    /// The IEEE bits of the non-NaN float `f`.
    fn bits(&self, f: &Float) -> Result<BV, SolverError> {
        // SAFETY: `f` is live.
        self.keep("conversion", unsafe {
            z3_sys::Z3_mk_fpa_to_ieee_bv(self.c, f.get_z3_ast())
        })
    }

    fn is_nan(&self, f: &Float) -> Result<Bool, SolverError> {
        // SAFETY: `f` is live.
        self.keep("test", unsafe {
            z3_sys::Z3_mk_fpa_is_nan(self.c, f.get_z3_ast())
        })
    }

    /// The float numeral `v` of `w` bits.
    fn numeral(&self, v: f64, w: Width) -> Result<Float, SolverError> {
        let s = sort(w);
        // SAFETY: `s` is a live float sort.
        self.keep("numeral", unsafe {
            z3_sys::Z3_mk_fpa_numeral_double(self.c, v, s.get_z3_sort())
        })
    }
}

/// The floating-point sort of `w` bits.
fn sort(w: Width) -> Sort {
    if w == 32 {
        Sort::float32()
    } else {
        Sort::double()
    }
}

/// `x` with its quiet bit set.
fn quieted(x: &BV, w: Width) -> BV {
    x.bvor(BV::from_u64(1u64 << (if w == 32 { 22 } else { 51 }), w))
}

/// x86's default NaN of `w` bits.
fn default_nan(w: Width) -> BV {
    if w == 32 {
        BV::from_u64(0xffc0_0000, 32)
    } else {
        BV::from_u64(0xfff8_0000_0000_0000, 64)
    }
}

/// `x op y` on `w`-bit patterns, as [`expr::fp_bin_bits`].
pub(crate) fn bin(op: FpBin, x: &BV, y: &BV, w: Width) -> Result<BV, SolverError> {
    let z = Fp::new();
    let (fx, fy, rm) = (z.float(x, w)?, z.float(y, w)?, z.rounding(false)?);
    let (a, b, m) = (fx.get_z3_ast(), fy.get_z3_ast(), rm.get_z3_ast());
    // SAFETY: all operands are live terms of this context of matching sorts.
    let r: Float = z.keep("operation", unsafe {
        match op {
            FpBin::Add => z3_sys::Z3_mk_fpa_add(z.c, m, a, b),
            FpBin::Sub => z3_sys::Z3_mk_fpa_sub(z.c, m, a, b),
            FpBin::Mul => z3_sys::Z3_mk_fpa_mul(z.c, m, a, b),
            FpBin::Div => z3_sys::Z3_mk_fpa_div(z.c, m, a, b),
        }
    })?;
    let result = z.is_nan(&r)?.ite(&default_nan(w), &z.bits(&r)?);
    let result = z.is_nan(&fy)?.ite(&quieted(y, w), &result);
    Ok(z.is_nan(&fx)?.ite(&quieted(x, w), &result))
}

/// `x op y` on `w`-bit patterns, as [`expr::fp_cmp_bits`].
pub(crate) fn cmp(op: FpCmp, x: &BV, y: &BV, w: Width) -> Result<Bool, SolverError> {
    let z = Fp::new();
    let (fx, fy) = (z.float(x, w)?, z.float(y, w)?);
    if op == FpCmp::Uno {
        return Ok(Bool::or(&[&z.is_nan(&fx)?, &z.is_nan(&fy)?]));
    }
    let (a, b) = (fx.get_z3_ast(), fy.get_z3_ast());
    // SAFETY: both operands are live float terms of one sort.
    z.keep("comparison", unsafe {
        match op {
            FpCmp::Eq => z3_sys::Z3_mk_fpa_eq(z.c, a, b),
            FpCmp::Lt => z3_sys::Z3_mk_fpa_lt(z.c, a, b),
            _ => z3_sys::Z3_mk_fpa_leq(z.c, a, b),
        }
    })
}

/// The conversion of the `from`-bit `x` to `to` bits, as [`expr::fp_conv_bits`].
pub(crate) fn conv(op: FpConv, x: &BV, from: Width, to: Width) -> Result<BV, SolverError> {
    let z = Fp::new();
    match op {
        FpConv::ToSigned => {
            let fx = z.float(x, from)?;
            // ±2^(to-1) are exact in both formats.
            let lim = 2f64.powi(to as i32 - 1);
            let (hi, lo) = (z.numeral(lim, from)?, z.numeral(-lim, from)?);
            let rtz = z.rounding(true)?;
            let a = fx.get_z3_ast();
            // SAFETY: live float terms of one sort and a live rounding mode.
            let below: Bool = z.keep("comparison", unsafe {
                z3_sys::Z3_mk_fpa_lt(z.c, a, hi.get_z3_ast())
            })?;
            let above: Bool = z.keep("comparison", unsafe {
                z3_sys::Z3_mk_fpa_geq(z.c, a, lo.get_z3_ast())
            })?;
            let t: BV = z.keep("conversion", unsafe {
                z3_sys::Z3_mk_fpa_to_sbv(z.c, rtz.get_z3_ast(), a, to)
            })?;
            let in_range = Bool::and(&[&below, &above]);
            Ok(in_range.ite(&t, &BV::from_u64(1u64 << (to - 1), to)))
        }
        FpConv::FromSigned | FpConv::FromUnsigned => {
            let (s, rm) = (sort(to), z.rounding(false)?);
            let (m, a, s) = (rm.get_z3_ast(), x.get_z3_ast(), s.get_z3_sort());
            // SAFETY: `x` is a live bit-vector term, `s` a live float sort.
            let f: Float = z.keep("conversion", unsafe {
                if op == FpConv::FromSigned {
                    z3_sys::Z3_mk_fpa_to_fp_signed(z.c, m, a, s)
                } else {
                    z3_sys::Z3_mk_fpa_to_fp_unsigned(z.c, m, a, s)
                }
            })?;
            // An integer never converts to NaN.
            z.bits(&f)
        }
        FpConv::Resize => {
            let fx = z.float(x, from)?;
            let (s, rm) = (sort(to), z.rounding(false)?);
            // SAFETY: live float term, rounding mode and sort.
            let f: Float = z.keep("conversion", unsafe {
                z3_sys::Z3_mk_fpa_to_fp_float(
                    z.c,
                    rm.get_z3_ast(),
                    fx.get_z3_ast(),
                    s.get_z3_sort(),
                )
            })?;
            Ok(z.is_nan(&fx)?.ite(&resized_nan(x, from, to), &z.bits(&f)?))
        }
    }
}

/// The NaN `x` of `from` bits in the `to`-bit format: sign kept, quieted, the payload's top
/// bits kept (`cvtss2sd`/`cvtsd2ss`).
fn resized_nan(x: &BV, from: Width, to: Width) -> BV {
    let sign = x.extract(from - 1, from - 1);
    let result = if to > from {
        // sign, 11 exponent ones, the 23-bit field, 29 zeros.
        sign.concat(BV::from_u64(0x7ff, 11))
            .concat(x.extract(22, 0))
            .concat(BV::from_u64(0, 29))
    } else {
        sign.concat(BV::from_u64(0xff, 8)).concat(x.extract(51, 29))
    };
    quieted(&result, to)
}
