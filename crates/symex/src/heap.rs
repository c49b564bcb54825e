//! Typed lazy initialisation of an `--entry` function's input heap (generalised symbolic
//! execution, adapted to C): a pointer parameter to a struct gets a fresh object of that type,
//! and each pointer stored in an input object stays unread until an access touches it; then the
//! state forks into NULL, each existing object of the same type (aliasing, sharing, cycles) and
//! a fresh object (up to [`super::SymConfig::max_heap_objects`]). Objects are heap blocks, as if
//! the caller had malloc'd them; the witness lists them so that a harness builds the same heap.

use expr::ExprRef;
use ir::Pointee;
use memory::{Offset, RegionId, RegionKind, SVal};

use crate::executor::Executor;
use crate::inputheap::{Cell, Choice, HeapObject, Link, ObjectKind, Origin, Target};
use crate::state::{InputVar, State};
use crate::term::{Abandon, Term};

impl Executor<'_, '_> {
    /// A fresh object of `kind` (in an acyclic structure when `tree`) from `origin`; returns
    /// its index and address.
    pub fn new_heap_object(
        &mut self,
        st: &mut State,
        kind: ObjectKind,
        tree: bool,
        origin: Origin,
    ) -> Result<(usize, u64), Term> {
        let m = self.prog.module;
        let pb = self.ptr_bits();
        let (size, ty, cells) = match kind {
            ObjectKind::Shape(s) => {
                let shape = m.shapes.get(s);
                (shape.size, shape.name.clone(), shape.pointers.clone())
            }
            ObjectKind::Data { .. } => (self.config.heap_buffer, "bytes".to_string(), Vec::new()),
        };
        let (r, base) = self.alloc(st, size.max(1), 16, RegionKind::Heap)?;
        let k = st.heap.objects.len();
        let contents = self.fill_symbolic(st, r, &format!("o{}", k + 1));
        let pw = u64::from(pb / 8);
        for (off, pointee) in cells {
            // Unread cells hold NULL for whoever looks without an access (reachability).
            let zero = vec![SVal::C(0); pw as usize];
            self.write_bytes(st, r, Offset::C(off), &zero);
            st.heap.cells.insert((r, off), Cell::Unread(pointee));
        }
        if let ObjectKind::Data { string: true } = kind {
            self.end_with_nul(st, contents, size);
        }
        st.heap.objects.push_back(HeapObject {
            region: r,
            kind,
            ty,
            contents,
            tree,
            gone: false,
            origin,
        });
        Ok((k, base))
    }

    /// Before an access of `len` bytes at `off` of block `r`: the unread pointer cells it
    /// touches get their values (forking over the choices), except those a write covers whole.
    pub fn touch_heap_cells(
        &mut self,
        st: &mut State,
        r: RegionId,
        off: Offset,
        len: u64,
        write: bool,
    ) -> Result<(), Term> {
        if st.heap.cells.is_empty() {
            return Ok(());
        }
        let pw = u64::from(self.ptr_bits() / 8);
        let (lo, hi) = match off {
            Offset::C(o) => (o, o.saturating_add(len)),
            Offset::S(_) => (0, u64::MAX),
        };
        let touched: Vec<(u64, Cell)> = st
            .heap
            .cells
            .range((r, lo.saturating_sub(pw - 1))..(r, hi))
            .filter(|((_, c), _)| c + pw > lo)
            .map(|((_, c), p)| (*c, p.clone()))
            .collect();
        for (at, cell) in touched {
            st.heap.cells.remove(&(r, at));
            let covered = matches!(off, Offset::C(o) if o <= at && at + pw <= o + len);
            // An abstraction held at another cell too is not dropped alone.
            let elsewhere = matches!(&cell, Cell::Abstract(a) if a.held_elsewhere());
            if write && covered && !elsewhere {
                continue;
            }
            match cell {
                Cell::Unread(pointee) => self.choose_cell(st, r, at, &pointee)?,
                Cell::Abstract(a) => {
                    let mut done: Result<(), Term> = Ok(());
                    self.first_strategy(|s, ex| match s.on_abstract_cell(ex, st, r, at, &a) {
                        Ok(false) => None,
                        Ok(true) => Some(()),
                        Err(t) => {
                            done = Err(t);
                            Some(())
                        }
                    });
                    done?;
                }
            }
        }
        Ok(())
    }

    /// Gives the cell at `cell` of `r` its value: NULL here, every other choice in a fork that
    /// runs the instruction again.
    pub fn choose_cell(
        &mut self,
        st: &mut State,
        r: RegionId,
        cell: u64,
        pointee: &Pointee,
    ) -> Result<(), Term> {
        let Some(object) = st.heap.object_of(r) else {
            return Ok(());
        };
        let tree = st.heap.objects[object].tree;
        let mut others: Vec<Choice> = Vec::new();
        match pointee {
            Pointee::Object(s) => {
                for (k, o) in st.heap.objects.iter().enumerate() {
                    if !tree && !o.tree && !o.gone && o.kind == ObjectKind::Shape(*s) {
                        others.push(Choice::Existing(k));
                    }
                }
                others.push(Choice::Fresh(ObjectKind::Shape(*s)));
            }
            Pointee::Data { elem } => {
                others.push(Choice::Fresh(ObjectKind::Data { string: *elem == 1 }))
            }
            Pointee::Function { .. } => {
                for f in self.functions_of_type(pointee) {
                    others.push(Choice::Function(f));
                }
            }
        }
        for choice in others {
            let mut o = self.fork_state(st);
            if matches!(choice, Choice::Fresh(_)) && self.heap_full(&mut o, 1) {
                self.spawned.push(o);
                continue;
            }
            let done = self.apply_choice(&mut o, object, r, cell, choice);
            self.rerun(o, done);
        }
        self.apply_choice(st, object, r, cell, Choice::Null)
    }

    /// Whether `st` has no room for `more` objects; then it is marked to end, abandoned.
    pub fn heap_full(&self, st: &mut State, more: usize) -> bool {
        if st.heap.live_objects() + more <= self.config.max_heap_objects {
            return false;
        }
        st.pending = Some(Term::Abandoned(Abandon::HeapLimit(
            self.config.max_heap_objects,
        )));
        true
    }

    /// Queues fork `o`, which runs the current instruction again once `done` settled a cell.
    pub fn rerun(&mut self, mut o: State, done: Result<(), Term>) {
        match done {
            Ok(()) => {
                if let Some(f) = o.frames.last_mut() {
                    f.pc -= 1;
                }
            }
            Err(t) => o.pending = Some(t),
        }
        self.spawned.push(o);
    }

    /// Stores the chosen value in the cell and records it.
    pub fn apply_choice(
        &mut self,
        st: &mut State,
        object: usize,
        r: RegionId,
        cell: u64,
        choice: Choice,
    ) -> Result<(), Term> {
        let (addr, target) = match choice {
            Choice::Null => (0, Target::Null),
            Choice::Existing(k) => (
                st.mem.region(st.heap.objects[k].region).base,
                Target::Object(k),
            ),
            Choice::Fresh(kind) => {
                let holder = &st.heap.objects[object];
                let origin = match holder.origin {
                    Origin::Input => Origin::Input,
                    Origin::Program | Origin::Unfolded => Origin::Unfolded,
                };
                let (k, a) = self.new_heap_object(st, kind, holder.tree, origin)?;
                (a, Target::Object(k))
            }
            Choice::Function(f) => (self.func_addr[f.0 as usize], Target::Function(f)),
        };
        self.write_pointer(st, r, cell, addr);
        st.heap.links.push_back(Link {
            object,
            offset: cell,
            target,
        });
        Ok(())
    }

    /// Stores the address `to` in the pointer cell at `cell` of block `r`, as an abstraction
    /// does behind the program's back (no checker hears of it).
    pub fn write_pointer(&mut self, st: &mut State, r: RegionId, cell: u64, to: u64) {
        let pw = self.ptr_bits() / 8;
        let iw = self.ptr_bits();
        let v = SVal::C(u128::from(to));
        st.mem
            .region_mut(r)
            .write(&mut self.ctx, Offset::C(cell), pw, v, iw);
    }

    /// The program's functions (with a body) a pointer to `pointee` may point to: those of
    /// the same signature, in the module's order.
    pub fn functions_of_type(&self, pointee: &Pointee) -> Vec<ir::FuncId> {
        let m = self.prog.module;
        let Pointee::Function {
            params,
            ret,
            variadic,
        } = pointee
        else {
            return Vec::new();
        };
        (0..m.functions.len() as u32)
            .map(ir::FuncId)
            .filter(|&f| {
                let func = m.func(f);
                func.body.is_some()
                    && m.is_program_function(f)
                    && &func.params == params
                    && func.ret == *ret
                    && func.variadic == *variadic
            })
            .collect()
    }

    /// Addresses of the blocks the caller of an `--entry` function holds: the parameters'
    /// buffers and every input object.
    pub fn entry_held(&self, st: &State) -> Vec<u64> {
        let mut held = self.entry_roots.clone();
        held.extend(
            st.heap
                .objects
                .iter()
                .filter(|o| !o.allocated())
                .map(|o| st.mem.region(o.region).base),
        );
        held
    }

    /// The input heap of `st` under `model`, when the path has one.
    pub fn heap_witness(
        &mut self,
        st: &State,
        model: &expr::Assignment,
        params: &[formats::InputValue],
    ) -> formats::Heap {
        let m = self.prog.module;
        let pb = self.ptr_bits();
        let pw = u64::from(pb / 8);
        // The program's own blocks are not inputs: the witness numbers the others.
        let mut ids = Vec::with_capacity(st.heap.objects.len());
        let mut next = 0;
        for o in &st.heap.objects {
            ids.push((!o.allocated()).then(|| {
                next += 1;
                format!("o{next}")
            }));
        }
        let objects = st
            .heap
            .objects
            .iter()
            .enumerate()
            .filter_map(|(k, o)| Some((ids[k].clone()?, k, o)))
            .map(|(id, k, o)| {
                let size = st.mem.region(o.region).size;
                let cells: Vec<u64> = st
                    .heap
                    .links
                    .iter()
                    .filter(|l| l.object == k)
                    .map(|l| l.offset)
                    .collect();
                let mut bytes = self.array_bytes(o.contents, size, model);
                // Pointer cells are given by the links.
                for c in cells {
                    for b in bytes.iter_mut().skip(c as usize).take(pw as usize) {
                        *b = 0;
                    }
                }
                formats::HeapObject {
                    id,
                    ty: o.ty.clone(),
                    size,
                    bytes: semantics::inputs::hex_text(&bytes),
                }
            })
            .collect();
        let pointers = st
            .heap
            .links
            .iter()
            .filter(|l| l.target != Target::Null)
            .filter_map(|l| {
                let target = match l.target {
                    Target::Object(k) => Some(ids[k].clone()?),
                    _ => None,
                };
                Some((ids[l.object].clone()?, l, target))
            })
            .map(|(object, l, target)| formats::HeapPointer {
                object,
                offset: l.offset,
                target,
                target_offset: 0,
                function: match l.target {
                    Target::Function(f) => Some(m.func(f).name.clone()),
                    _ => None,
                },
            })
            .collect();
        formats::Heap {
            objects,
            pointers,
            params: params
                .iter()
                .map(|p| formats::HeapParam {
                    name: p.name.clone(),
                    value: p.value.clone(),
                })
                .collect(),
        }
    }

    /// The initial state `st` of an entry function, split on each parameter that may be NULL:
    /// one state where it is, one where it points to its object (a pointer that is an `ite`
    /// would make every access through it symbolic).
    pub fn split_nullable(&mut self, st: State) -> Vec<State> {
        let nullable: Vec<(usize, ExprRef, usize)> = st
            .inputs
            .iter()
            .take(st.heap.params)
            .enumerate()
            .filter_map(|(i, input)| match input.var {
                InputVar::Object {
                    object,
                    null: Some(n),
                } => Some((i, n, object)),
                _ => None,
            })
            .collect();
        let mut out = vec![st];
        for (i, n, object) in nullable {
            let mut next = Vec::new();
            for s in out {
                let mut null = self.fork_state(&s);
                null.add_constraint(&mut self.ctx, n);
                Self::set(
                    &mut null,
                    ir::ValueId(i as u32),
                    crate::state::Val::S(SVal::C(0)),
                );
                let mut not_null = s;
                let not_n = self.ctx.not(n);
                not_null.add_constraint(&mut self.ctx, not_n);
                let a = not_null
                    .mem
                    .region(not_null.heap.objects[object].region)
                    .base;
                Self::set(
                    &mut not_null,
                    ir::ValueId(i as u32),
                    crate::state::Val::S(SVal::C(u128::from(a))),
                );
                next.push(not_null);
                next.push(null);
            }
            out = next;
        }
        out
    }

    /// Whether `st`'s inputs include a pointer parameter of the input heap.
    pub fn has_heap_inputs(st: &State) -> bool {
        st.heap.objects.iter().any(|o| !o.allocated())
            || st
                .inputs
                .iter()
                .any(|i| matches!(i.var, InputVar::Object { .. } | InputVar::Choice { .. }))
    }
}
