//! How `--entry` runs a function alone: which function, and how each parameter becomes an
//! input (scalars, flat buffers, strings, typed objects built lazily, function pointers).
//! Both executors read it: symbolic execution to make the inputs, the concrete machine to
//! build them again from a witness.

use ir::Pointee;

use crate::inputs::ScalarKind;

/// An `--entry` function and how its inputs are made.
#[derive(Clone, Debug)]
pub struct EntryFunction {
    /// Its name.
    pub name: String,
    /// How each parameter is made symbolic.
    pub params: Vec<EntryParam>,
    /// Most objects its input heap may have.
    pub max_heap_objects: usize,
    /// Bytes of a buffer a pointer stored in an input object points to.
    pub heap_buffer: u64,
}

/// How `--entry` makes one parameter of the entry function symbolic.
#[derive(Clone, Debug)]
pub struct EntryParam {
    /// Source name of the parameter.
    pub name: String,
    /// Its C type, for witnesses.
    pub c_type: String,
    /// How a scalar's value is printed.
    pub kind: ScalarKind,
    /// For a pointer: bytes of the fresh symbolic buffer it points to (0 for scalars).
    pub buffer: u64,
    /// For a pointer: whether it is a NUL-terminated string; `None`: when it is a `char *`.
    pub string: Option<bool>,
    /// For an integer: the parameter (by index) whose buffer it is at most the size of.
    pub size_of: Option<usize>,
    /// For a pointer to a struct or a function: what it points to (typed lazy initialisation);
    /// `None`: a flat buffer of [`Self::buffer`] bytes.
    pub pointee: Option<Pointee>,
    /// For a pointer: whether it may also be NULL.
    pub nullable: bool,
    /// For a pointer to a struct: it leads to an acyclic, unshared structure (a
    /// NULL-terminated list, a tree): no pointer in it aliases another object.
    pub acyclic: bool,
    /// For a pointer to a buffer: bytes of one element (a size parameter counts elements).
    pub elem: u64,
}

impl EntryParam {
    /// A parameter described by its name, C type, print kind and buffer size alone.
    pub fn new(name: &str, c_type: &str, kind: ScalarKind, buffer: u64) -> EntryParam {
        EntryParam {
            name: name.to_string(),
            c_type: c_type.to_string(),
            kind,
            buffer,
            string: None,
            size_of: None,
            pointee: None,
            nullable: false,
            acyclic: false,
            elem: 1,
        }
    }

    /// Elements of the buffer a pointer parameter points to.
    pub fn elements(&self) -> u64 {
        self.buffer / self.elem.max(1)
    }

    /// A string parameter, whose buffer ends with a NUL: a `char *` (or `const char *`)
    /// unless said otherwise.
    pub fn is_string(&self) -> bool {
        let words: Vec<&str> = self
            .c_type
            .split_whitespace()
            .filter(|w| *w != "const")
            .collect();
        let char_pointer = matches!(words.join(" ").as_str(), "char *" | "char*");
        self.buffer > 0 && self.pointee.is_none() && self.string.unwrap_or(char_pointer)
    }

    /// What the analysis assumes about this parameter, when anything; `all` are the entry's
    /// parameters (a size names its buffer).
    pub fn assumption(&self, all: &[EntryParam]) -> Option<String> {
        if let Some(b) = self.size_of.and_then(|k| all.get(k)) {
            return Some(match b.elem {
                1 => format!(
                    "`{}` is at most the size of `{}` ({} bytes), which holds exactly `{}` bytes",
                    self.name, b.name, b.buffer, self.name
                ),
                e => format!(
                    "`{}` is at most the number of elements of `{}` ({} of {e} bytes), which holds exactly `{}` of them",
                    self.name,
                    b.name,
                    b.elements(),
                    self.name
                ),
            });
        }
        let null = if self.nullable { "is NULL or " } else { "" };
        match &self.pointee {
            Some(Pointee::Object(_)) if self.acyclic => {
                return Some(format!(
                    "`{}` {null}points to a `{}` of its own, whose pointers are NULL or new objects (an acyclic structure nothing else points into)",
                    self.name,
                    self.c_type.trim_end_matches('*').trim()
                ))
            }
            Some(Pointee::Object(_)) => {
                return Some(format!(
                    "`{}` {null}points to a `{}` of its own, whose pointers are NULL, new objects or aliases of objects of their type",
                    self.name,
                    self.c_type.trim_end_matches('*').trim()
                ))
            }
            Some(Pointee::Function { .. }) => {
                return Some(format!(
                    "`{}` {null}is one of the program's functions of its type",
                    self.name
                ))
            }
            _ => {}
        }
        match (self.buffer, self.is_string()) {
            (0, _) => None,
            (n, true) => Some(format!(
                "`{}` is a NUL-terminated string of at most {} characters",
                self.name,
                n - 1
            )),
            (n, false) => Some(format!("`{}` points to {n} bytes", self.name)),
        }
    }
}
