//! What the program's pointers point to, read from LLVM's typed pointers: the shapes that typed
//! lazy initialisation (`--entry`) builds input objects from.

use rustc_hash::FxHashMap as HashMap;

use crate::{FuncId, TyId, ValueId};

/// Index of a shape in [`Shapes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShapeId(pub u32);

/// What a pointer points to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pointee {
    /// An object of a shape: a struct, an array of them, or a pointer variable (`T **`).
    Object(ShapeId),
    /// Plain data: elements of `elem` bytes (scalars, `void`, incomplete types).
    Data {
        /// Bytes of one element (1 for `char`, `void` and incomplete types).
        elem: u64,
    },
    /// A function of this signature.
    Function {
        /// Parameter types.
        params: Vec<TyId>,
        /// Result type.
        ret: TyId,
        /// Whether it takes `...`.
        variadic: bool,
    },
}

/// An object lazy initialisation can create.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Its C type: `struct node`, `struct node *`.
    pub name: String,
    /// Bytes.
    pub size: u64,
    /// The pointers it holds: offset and pointee, by offset.
    pub pointers: Vec<(u64, Pointee)>,
}

/// The shapes of a module and the pointees of its functions' pointer parameters.
#[derive(Clone, Debug, Default)]
pub struct Shapes {
    list: Vec<Shape>,
    params: HashMap<FuncId, Vec<Option<Pointee>>>,
    allocs: HashMap<(FuncId, ValueId), ShapeId>,
}

impl Shapes {
    /// The shape `s`.
    pub fn get(&self, s: ShapeId) -> &Shape {
        &self.list[s.0 as usize]
    }

    /// Adds a shape; its pointers may come later ([`Self::set_pointers`]), as they may
    /// point to it.
    pub fn add(&mut self, shape: Shape) -> ShapeId {
        self.list.push(shape);
        ShapeId(self.list.len() as u32 - 1)
    }

    /// Sets the pointers of shape `s`.
    pub fn set_pointers(&mut self, s: ShapeId, pointers: Vec<(u64, Pointee)>) {
        self.list[s.0 as usize].pointers = pointers;
    }

    /// What parameter `i` of `f` points to (`None`: not a pointer, or unknown).
    pub fn param(&self, f: FuncId, i: usize) -> Option<&Pointee> {
        self.params.get(&f)?.get(i)?.as_ref()
    }

    /// The shape the program casts the block that the allocation call with result `v` in
    /// `f` returns to (`(struct node *) malloc(...)`), if any.
    pub fn alloc(&self, f: FuncId, v: ValueId) -> Option<ShapeId> {
        self.allocs.get(&(f, v)).copied()
    }

    /// Whether every pointer of shape `s` links to its own type, with one or two such links:
    /// a singly or doubly linked list's node (or a binary tree's), which the engine's list
    /// abstraction follows.
    pub fn is_list_node(&self, s: ShapeId) -> bool {
        let links = self.self_links(s).len();
        (1..=2).contains(&links) && self.get(s).pointers.len() == links
    }

    /// The offsets of the pointers of shape `s` to objects of shape `s` (a list's links, a
    /// tree's children).
    pub fn self_links(&self, s: ShapeId) -> Vec<u64> {
        self.get(s)
            .pointers
            .iter()
            .filter(|(_, p)| *p == Pointee::Object(s))
            .map(|(off, _)| *off)
            .collect()
    }

    /// Whether some allocation's block is cast to a list node's shape ([`Self::is_list_node`]).
    pub fn allocates_list_nodes(&self) -> bool {
        self.allocs.values().any(|&s| self.is_list_node(s))
    }

    /// Records that the block allocated into `v` in `f` is an object of shape `s`.
    pub fn set_alloc(&mut self, f: FuncId, v: ValueId, s: ShapeId) {
        self.allocs.insert((f, v), s);
    }

    /// Records the pointees of `f`'s parameters.
    pub fn set_params(&mut self, f: FuncId, pointees: Vec<Option<Pointee>>) {
        self.params.insert(f, pointees);
    }
}
