//! The input heap of an `--entry` function (its objects, the pointer cells not settled yet,
//! the links chosen) and its buffers of symbolic length: the data that lazy initialisation
//! (the `heap` module) builds as paths read them.

use std::sync::Arc;

use expr::ArrRef;
use ir::{Pointee, ShapeId};
use memory::RegionId;

/// What an input object is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ObjectKind {
    /// An object of a shape (a struct, a pointer variable).
    Shape(ShapeId),
    /// Plain data behind a pointer stored in an object: a buffer, NUL-terminated when a string.
    Data {
        /// Whether its last byte is a NUL.
        string: bool,
    },
}

/// One object of the input heap.
#[derive(Clone, Debug)]
pub struct HeapObject {
    /// Its block.
    pub region: RegionId,
    /// What it is.
    pub kind: ObjectKind,
    /// Its C type, for witnesses.
    pub ty: String,
    /// Its initial contents (pointer cells are given by [`Link`]s instead).
    pub contents: ArrRef,
    /// Part of an acyclic, unshared structure (`acyclic P`): its pointers are NULL or new
    /// objects, and no other pointer aliases it.
    pub tree: bool,
    /// A technique abstracted it away (into an abstraction of several objects): nothing
    /// reaches it any more.
    pub gone: bool,
    /// Where it comes from.
    pub origin: Origin,
}

/// Where an object of the heap comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The caller of an `--entry` function: an input, which the witness lists.
    Input,
    /// One of the program's own `malloc`s, made an object by a technique.
    Program,
    /// A new object in a cell of the program's own objects (an abstraction of them, unfolded).
    Unfolded,
}

impl HeapObject {
    /// Whether the program allocated it (not an input): absent from the witness; its block
    /// is freed when it is abstracted away.
    pub fn allocated(&self) -> bool {
        self.origin != Origin::Input
    }
}

/// A pointer cell of an input object whose value is not settled yet.
#[derive(Clone, Debug)]
pub enum Cell {
    /// Nothing has read it: it may be NULL, a new object or (outside acyclic structures) an
    /// alias of an object of its type.
    Unread(Pointee),
    /// A strategy's abstraction of what it holds ([`crate::AbstractCell`]): reading it asks
    /// that strategy to settle it.
    Abstract(Arc<dyn crate::AbstractCell>),
}

/// What a pointer cell of an input object was found to hold when it was first read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// NULL.
    Null,
    /// The start of input object `k`.
    Object(usize),
    /// A function of the program.
    Function(ir::FuncId),
}

/// A pointer cell whose value was chosen.
#[derive(Clone, Debug)]
pub struct Link {
    /// Input object holding the cell.
    pub object: usize,
    /// Offset of the cell in it.
    pub offset: u64,
    /// Its value.
    pub target: Target,
}

/// The input heap of a path.
#[derive(Clone, Debug, Default)]
pub struct InputHeap {
    /// Objects, in the order they were created (`o1` is the first).
    pub objects: imbl::Vector<HeapObject>,
    /// Pointer cells not settled yet (unread, or abstractions), by block and offset.
    pub cells: imbl::OrdMap<(RegionId, u64), Cell>,
    /// Pointer cells read, with the value each was given.
    pub links: imbl::Vector<Link>,
    /// How many of the path's first inputs are the entry function's parameters.
    pub params: usize,
}

impl InputHeap {
    /// The input object whose block is `r`.
    pub fn object_of(&self, r: RegionId) -> Option<usize> {
        self.objects.iter().position(|o| o.region == r)
    }

    /// Objects not abstracted away, but for the program's own blocks (its code bounds those).
    pub fn live_objects(&self) -> usize {
        self.objects
            .iter()
            .filter(|o| !o.gone && o.origin != Origin::Program)
            .count()
    }
}

/// One value a pointer cell may get.
#[derive(Clone, Copy, Debug)]
pub enum Choice {
    /// NULL.
    Null,
    /// Input object `k`.
    Existing(usize),
    /// A new object.
    Fresh(ObjectKind),
    /// A function of the program.
    Function(ir::FuncId),
}

/// A flat input buffer of an `--entry` function whose length is another parameter (`size n
/// a`): an object of symbolic length.
#[derive(Clone, Copy, Debug)]
pub struct SizedArray {
    /// Its block.
    pub region: memory::RegionId,
    /// Its length in elements, pointer-wide.
    pub len: expr::ExprRef,
    /// The length parameter's own value.
    pub param: expr::ExprRef,
    /// Bytes per element.
    pub elem: u32,
}
