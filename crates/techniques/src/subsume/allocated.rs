//! The program's own list nodes as heap objects: a block that `main` mallocs and casts to a
//! struct with one link to its own type becomes an object of the heap graph, so that the list
//! abstraction summarises the lists a program builds in a loop as it does input lists, and
//! subsumption at the loop's header can end the loop's exploration.
//!
//! A summarised node's values are known by the facts its segment keeps: the constants its
//! bytes hold (`h = 1` becomes the fact `h == 1` of every node; nodes holding different
//! constants are not summarised together, so a list's last node holding 3 stays apart from
//! the 1s before it, unless they alternate in rounds, 1, 2, 1, 2), and what the path condition says of an input a field holds
//! (`assume(h > 0)` on `h = nondet()` becomes `h > 0`). A segment of them keeps one of
//! their blocks live where the first was linked, so leak checks see a lost segment as a lost
//! block; objects that nothing reaches are not compared by subsumption, which therefore
//! leaves alone a state holding unreachable memory when lost memory matters
//! ([`super::SymConfig::lost_memory_matters`]).

use rustc_hash::FxHashMap as HashMap;

use expr::{ArrRef, ExprRef, Kind, Substitution, VarId};
use ir::ValueId;
use memory::{Offset, SVal};

use symex::Executor;

use super::facts::Facts;
use symex::inputheap::{HeapObject, ObjectKind, Origin};
use symex::State;

impl Facts {
    /// After an allocation call stored the block's address `v` in `dst`: when the program
    /// casts that block to a list node's type, the block becomes an object of that shape.
    pub fn adopt_allocation(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        dst: ValueId,
        v: SVal,
    ) {
        let m = ex.prog.module;
        let (Some(fr), SVal::C(a)) = (st.frames.last(), v) else {
            return;
        };
        let Some(s) = m.shapes.alloc(fr.func, dst) else {
            return;
        };
        let shape = m.shapes.get(s);
        if !m.shapes.is_list_node(s) {
            return;
        }
        let Some(r) = u64::try_from(a).ok().and_then(|a| st.mem.region_at(a)) else {
            return;
        };
        let block = st.mem.region(r);
        if block.base as u128 != a || block.size != shape.size {
            return;
        }
        let k = st.heap.objects.len();
        // Stands for the bytes the program has not written, in facts about them.
        let contents = ex
            .ctx
            .fresh_array(&format!("block{}", k + 1), shape.size, ex.ptr_bits());
        st.heap.objects.push_back(HeapObject {
            region: r,
            kind: ObjectKind::Shape(s),
            ty: shape.name.clone(),
            contents,
            tree: true,
            gone: false,
            origin: Origin::Program,
        });
    }

    /// The contents of the program's object `k` now, as an array: its initial contents with
    /// every byte written since stored over them (its pointer cells excepted).
    pub fn current_contents(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        k: usize,
        cells: &[u64],
    ) -> ArrRef {
        let o = &st.heap.objects[k];
        let (r, mut arr) = (o.region, o.contents);
        if self.data_unchanged(ex, st, r, arr, cells) {
            return arr;
        }
        let iw = ex.ptr_bits();
        for (i, b) in self.written_data(ex, st, k, cells) {
            let idx = ex.ctx.constant(u128::from(i), iw);
            let e = b.expr(&mut ex.ctx, 8);
            arr = ex.ctx.store(arr, idx, e);
        }
        arr
    }

    /// Facts to try on a segment of the program's objects, from object `k`, over the array
    /// `hole` standing for one node: each byte it holds a constant in, and what the path
    /// condition says of a field that holds an input alone (`n->key = nondet()` with
    /// `assume(n->key > 0)` gives `key > 0`).
    pub fn value_facts(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        k: usize,
        cells: &[u64],
        hole: ArrRef,
    ) -> Vec<ExprRef> {
        let iw = ex.ptr_bits();
        let written = self.written_data(ex, st, k, cells);
        let mut facts = Vec::new();
        for (i, c) in constants(&written) {
            let idx = ex.ctx.constant(u128::from(i), iw);
            let byte = ex.ctx.select(hole, idx);
            let c = ex.ctx.constant(u128::from(c), 8);
            facts.push(ex.ctx.eq(byte, c));
        }
        let fields = self.input_fields(ex, st, k, &written);
        if fields.is_empty() {
            return facts;
        }
        for &c in &st.constraints {
            let syms = ex.ctx.symbols(c);
            let ([v], []) = (syms.vars.as_slice(), syms.arrays.as_slice()) else {
                continue;
            };
            let Some(&(i, w)) = fields.get(v) else {
                continue;
            };
            let word = self.hole_word(ex, hole, i, w);
            let mut ren = expr::ArrayRenaming::default();
            ren.vars.insert(*v, word);
            let fact = Substitution::new(ren).apply(&mut ex.ctx, c);
            facts.push(fact);
        }
        facts
    }

    /// The constant each data byte of object `k` holds, where the program wrote one.
    pub fn constant_bytes(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        k: usize,
        cells: &[u64],
    ) -> Vec<(u64, u8)> {
        constants(&self.written_data(ex, st, k, cells)).collect()
    }

    /// The inputs that fields of object `k` hold whole, with the field's offset and bytes.
    fn input_fields(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        k: usize,
        written: &[(u64, SVal)],
    ) -> HashMap<VarId, (u64, u32)> {
        let iw = ex.ptr_bits();
        let reg = st.mem.region(st.heap.objects[k].region);
        let mut out = HashMap::default();
        for w in [8u32, 4, 2, 1] {
            for &(i, _) in written {
                let whole = i % u64::from(w) == 0
                    && (i..i + u64::from(w)).all(|j| written.iter().any(|(x, _)| *x == j));
                if !whole {
                    continue;
                }
                if let Some(SVal::S(e)) = reg.read(&mut ex.ctx, Offset::C(i), w, iw) {
                    if let Kind::Var(v) = ex.ctx.node(e).kind {
                        out.entry(v).or_insert((i, w));
                    }
                }
            }
        }
        out
    }

    /// The `w`-byte little-endian word at offset `i` of `hole`.
    fn hole_word(&mut self, ex: &mut Executor<'_, '_>, hole: ArrRef, i: u64, w: u32) -> ExprRef {
        let iw = ex.ptr_bits();
        let idx = ex.ctx.constant(u128::from(i), iw);
        let mut word = ex.ctx.select(hole, idx);
        for j in 1..u64::from(w) {
            let idx = ex.ctx.constant(u128::from(i + j), iw);
            let byte = ex.ctx.select(hole, idx);
            word = ex.ctx.concat(byte, word);
        }
        word
    }

    /// The bytes of object `k` outside its pointer cells `cells` that the program wrote, by
    /// offset.
    fn written_data(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &State,
        k: usize,
        cells: &[u64],
    ) -> Vec<(u64, SVal)> {
        let pw = u64::from(ex.ptr_bits() / 8);
        let iw = ex.ptr_bits();
        let reg = st.mem.region(st.heap.objects[k].region);
        (0..reg.size)
            .filter(|i| !cells.iter().any(|c| (*c..c + pw).contains(i)))
            .filter(|&i| reg.initialized(Offset::C(i), 1))
            .filter_map(|i| Some((i, reg.read(&mut ex.ctx, Offset::C(i), 1, iw)?)))
            .collect()
    }
}

/// The bytes among `written` that hold a constant, with it.
fn constants(written: &[(u64, SVal)]) -> impl Iterator<Item = (u64, u8)> + '_ {
    written.iter().filter_map(|&(i, b)| match b {
        SVal::C(c) => Some((i, (c & 0xff) as u8)),
        SVal::S(_) => None,
    })
}
