//! Lazy objects of a summary run: when a function dereferences a pointer it read from one of
//! its inputs (a parameter's buffer, a global, or another such object), the pointer is taken to
//! point to a fresh symbolic object. The case records where the pointer was read, and where the
//! summary is applied the caller's pointer must lead to a distinct object of its own (or be
//! null, which rules the case out); otherwise the call runs inline.

use expr::{ArrNode, ArrayId, BinOp, ExprRef, Kind};
use memory::{Offset, RegionId, RegionKind};

use symex::{Executor, State, Term};

use super::make::words;
use super::types::{lazies, Lazies, LazyObject, SUMMARY_BUFFER};

/// `(array, k)` when `e` is the pointer-sized little-endian word at constant offset `k` of a
/// symbolic input array.
fn input_word(ctx: &expr::Ctx, e: ExprRef, pointer_bits: u32) -> Option<(ArrayId, u64)> {
    if ctx.width(e) != pointer_bits {
        return None;
    }
    let mut bytes = Vec::new();
    let mut cur = e;
    loop {
        match ctx.node(cur).kind {
            Kind::Concat(hi, lo) => {
                bytes.push(hi);
                cur = lo;
            }
            _ => {
                bytes.push(cur);
                break;
            }
        }
    }
    // Most significant first; the last one is at the lowest index.
    let mut at: Option<(ArrayId, u64)> = None;
    for (i, &b) in bytes.iter().rev().enumerate() {
        let Kind::Select { array, index } = ctx.node(b).kind else {
            return None;
        };
        let ArrNode::Symbolic { id, .. } = *ctx.array_node(array) else {
            return None;
        };
        let k = ctx.as_const(index)? as u64;
        match at {
            None => at = Some((id, k)),
            Some((a, k0)) if a == id && k == k0 + i as u64 => {}
            _ => return None,
        }
    }
    (bytes.len() as u32 * 8 == pointer_bits)
        .then_some(at)
        .flatten()
}

/// In a summary run, an access of `len` bytes through `e`: if `e` is (a constant offset
/// from) a pointer read from an input that may be non-null, the access goes to the object
/// standing for that pointer on this path (created on first use). The path condition does
/// not mention the object's address: where the summary is applied, the caller's pointer is
/// the object.
pub fn lazy_target(
    ex: &mut Executor<'_, '_>,
    st: &mut State,
    e: ExprRef,
    len: u64,
) -> Result<Option<(RegionId, Offset)>, Term> {
    let pb = ex.ptr_bits();
    let (word, delta) = match ex.ctx.node(e).kind {
        Kind::Bin(BinOp::Add, c, x) => match ex.ctx.as_const(c) {
            Some(d) => (x, d as u64),
            None => (e, 0),
        },
        _ => (e, 0),
    };
    let Some((source, offset)) = input_word(&ex.ctx, word, pb) else {
        return Ok(None);
    };
    let known = lazies(st)
        .iter()
        .find(|l| l.source == source && l.offset == offset)
        .map(|l| l.region);
    let region = match known {
        Some(r) => r,
        None => {
            let null = ex.ctx.constant(0, pb);
            let non_null = ex.ctx.ne(word, null);
            if !ex.may(st, non_null)? {
                return Ok(None);
            }
            new_lazy(ex, st, source, offset)?
        }
    };
    if !st.mem.region(region).live {
        return Err(ex.error(
            st,
            semantics::error::ErrorKind::UseAfterFree,
            "access to an object a pointer read from an input points to, after it was freed",
        ));
    }
    let size = st.mem.region(region).size;
    let delta = if pb == 64 { delta } else { delta & 0xffff_ffff };
    // A negative offset wraps around: it is out of the object like one past its end.
    if delta.checked_add(len).is_none_or(|end| end > size) {
        return Err(ex.error(
            st,
            semantics::error::ErrorKind::OutOfBounds,
            "access outside the object a pointer read from an input points to",
        ));
    }
    Ok(Some((region, Offset::C(delta))))
}

/// A fresh object for the pointer at `offset` of input array `source`.
fn new_lazy(
    ex: &mut Executor<'_, '_>,
    st: &mut State,
    source: ArrayId,
    offset: u64,
) -> Result<RegionId, Term> {
    // A heap block, so that the function may free it (the caller's object must then be one).
    let (region, _) = ex.alloc(st, SUMMARY_BUFFER, 16, RegionKind::Heap)?;
    let label = format!("lazy#{}", lazies(st).len());
    let arr = ex.fill_symbolic(st, region, &label);
    let ArrNode::Symbolic { id: array, .. } = *ex.ctx.array_node(arr) else {
        return Ok(region);
    };
    let initial = words(ex, st, region).into();
    st.ext_mut::<Lazies>().0.push_back(LazyObject {
        source,
        offset,
        array,
        region,
        initial,
    });
    Ok(region)
}
