//! Why a memory access failed.

use thiserror::Error;

use crate::RegionId;

/// An invalid memory operation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Fault {
    /// An access through a (near-)NULL pointer.
    #[error("null pointer dereference (address {addr:#x})")]
    Null { addr: u64 },
    /// An access to an address that belongs to no region.
    #[error("invalid pointer dereference (address {addr:#x} is in no object)")]
    Unmapped { addr: u64 },
    /// An access that leaves its region.
    #[error("access of {len} bytes at offset {offset} of a {size}-byte object")]
    OutOfBounds {
        region: RegionId,
        offset: i64,
        len: u64,
        size: u64,
    },
    /// An access to a freed heap block.
    #[error("access to freed memory (offset {offset})")]
    UseAfterFree { region: RegionId, offset: u64 },
    /// An access to a local variable of a function that has returned.
    #[error("access to a local variable of a function that has returned (offset {offset})")]
    DeadLocal { region: RegionId, offset: u64 },
    /// A write to read-only memory.
    #[error("write to read-only memory")]
    ReadOnly { region: RegionId },
    /// A data access to a function's address.
    #[error("data access to a function's address")]
    NotData { region: RegionId },
    /// The address space is used up.
    #[error("out of memory: cannot allocate {requested} bytes")]
    Exhausted { requested: u64 },
}

/// The fault of an access to a region that is no longer live: a freed heap block, or a
/// local variable of a function that has returned.
pub fn dead_access(kind: crate::RegionKind, region: RegionId, offset: u64) -> Fault {
    if kind == crate::RegionKind::Stack {
        Fault::DeadLocal { region, offset }
    } else {
        Fault::UseAfterFree { region, offset }
    }
}
