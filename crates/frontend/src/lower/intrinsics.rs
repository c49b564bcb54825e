//! Names of LLVM intrinsics to their IR meaning.

use ir::Intrinsic;

/// What to do with a call of an `llvm.*` function.
pub(crate) enum IntrinsicUse {
    /// Has no effect on execution (debug info, lifetime markers, ...): dropped.
    Drop,
    /// Executed as this intrinsic.
    Op(Intrinsic),
}

/// Classifies an intrinsic by name (`llvm.ctpop.i32` → `Ctpop`); `None` when unknown.
pub(crate) fn classify(name: &str) -> Option<IntrinsicUse> {
    let rest = name.strip_prefix("llvm.")?;
    let base = |prefix: &str| rest == prefix || rest.starts_with(&format!("{prefix}."));
    const DROPPED: &[&str] = &[
        "dbg.declare",
        "dbg.value",
        "dbg.label",
        "dbg.addr",
        "lifetime.start",
        "lifetime.end",
        "invariant.start",
        "invariant.end",
        "var.annotation",
        "ptr.annotation",
        "annotation",
        "donothing",
        "sideeffect",
        "prefetch",
        "experimental.noalias.scope.decl",
    ];
    if DROPPED.iter().any(|p| base(p)) {
        return Some(IntrinsicUse::Drop);
    }
    use Intrinsic as I;
    const TABLE: &[(&str, Intrinsic)] = &[
        ("memcpy", I::MemCpy),
        ("memcpy.inline", I::MemCpy),
        ("memmove", I::MemMove),
        ("memset", I::MemSet),
        ("ctpop", I::Ctpop),
        ("ctlz", I::Ctlz),
        ("cttz", I::Cttz),
        ("bswap", I::Bswap),
        ("bitreverse", I::BitReverse),
        ("fshl", I::Fshl),
        ("fshr", I::Fshr),
        ("abs", I::Abs),
        ("smin", I::SMin),
        ("smax", I::SMax),
        ("umin", I::UMin),
        ("umax", I::UMax),
        ("sadd.with.overflow", I::SAddOverflow),
        ("uadd.with.overflow", I::UAddOverflow),
        ("ssub.with.overflow", I::SSubOverflow),
        ("usub.with.overflow", I::USubOverflow),
        ("smul.with.overflow", I::SMulOverflow),
        ("umul.with.overflow", I::UMulOverflow),
        ("sadd.sat", I::SAddSat),
        ("uadd.sat", I::UAddSat),
        ("ssub.sat", I::SSubSat),
        ("usub.sat", I::USubSat),
        ("trap", I::Trap),
        ("debugtrap", I::Trap),
        ("stacksave", I::StackSave),
        ("stackrestore", I::StackRestore),
        ("va_start", I::VaStart),
        ("va_end", I::VaEnd),
        ("va_copy", I::VaCopy),
        ("fabs", I::Fabs),
        ("sqrt", I::Sqrt),
        ("floor", I::Floor),
        ("ceil", I::Ceil),
        ("trunc", I::FTrunc),
        ("round", I::Round),
        ("roundeven", I::RoundEven),
        ("rint", I::Rint),
        ("nearbyint", I::Rint),
        ("fma", I::Fma),
        ("fmuladd", I::FMulAdd),
        ("copysign", I::CopySign),
        ("minnum", I::MinNum),
        ("maxnum", I::MaxNum),
        ("expect", I::Expect),
        ("expect.with.probability", I::Expect),
        ("is.constant", I::IsConstant),
        ("objectsize", I::ObjectSize),
        ("assume", I::Assume),
        ("frameaddress", I::FrameAddress),
        ("returnaddress", I::FrameAddress),
    ];
    // Longest prefix first, so that `memcpy.inline` is not taken for `memcpy`.
    TABLE
        .iter()
        .filter(|(p, _)| base(p))
        .max_by_key(|(p, _)| p.len())
        .map(|(_, i)| IntrinsicUse::Op(*i))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn op(name: &str) -> Option<Intrinsic> {
        match classify(name) {
            Some(IntrinsicUse::Op(i)) => Some(i),
            _ => None,
        }
    }

    #[test]
    fn overloaded_names_map_to_their_base() {
        assert_eq!(op("llvm.memcpy.p0i8.p0i8.i64"), Some(Intrinsic::MemCpy));
        assert_eq!(
            op("llvm.umul.with.overflow.i32"),
            Some(Intrinsic::UMulOverflow)
        );
        assert_eq!(op("llvm.umin.i32"), Some(Intrinsic::UMin));
        assert_eq!(op("llvm.trunc.f64"), Some(Intrinsic::FTrunc));
        assert!(matches!(
            classify("llvm.dbg.declare"),
            Some(IntrinsicUse::Drop)
        ));
        assert!(classify("llvm.x86.sse2.pause").is_none());
        assert!(classify("memcpy").is_none());
    }
}
