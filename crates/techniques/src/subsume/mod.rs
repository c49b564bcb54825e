//! Abstract subsumption (seed 004, §4) at loop headers and at the entries of recursive
//! functions: a state that gets there is abstracted (its input lists summarised into
//! segments, [`abstraction`]; its sized arrays into facts about segments of elements,
//! [`arrays`]) and compared with the states already explored from there ([`compare`]); when
//! one of them stands for every concrete state it stands for, it goes no further. Otherwise
//! it is stored and explored from its abstraction, so that a `true` verdict rests on states
//! that cover every concrete one; an error on an abstracted path needs confirming.
//!
//! Only states with an input heap or sized arrays stop: without one the comparisons cost
//! more than they save (on SV-COMP's memsafety tasks from `main`, a 10⁵-iteration loop
//! timed out). The program's own list nodes join the input heap when they are allocated
//! ([`allocated`]); a segment cell unfolds when it is read ([`segments`]).

pub mod abstraction;
pub mod allocated;
pub mod arrays;
pub mod blocks;
pub mod collapse;
pub mod compare;
pub mod facts;
pub mod heapview;
pub mod segments;
pub mod shapekey;
pub mod stretch;

use rustc_hash::FxHashMap as HashMap;
use std::sync::Arc;

use ir::{FuncId, ValueId};
use memory::{RegionId, SVal};
use symex::{Access, AtStop, Counters, Executor, Interest, Jump, State, Strategy, Term, Verdict};

pub use facts::Facts;

use collapse::Collapse;
use compare::{head_key, HeadKey, Pair, Required};
use heapview::HeapView;

/// Stored states of the same shape key compared with a new one, latest first.
const TRIES: usize = 32;

/// States stored per loop header (a state not stored only covers nothing).
const STORED_MAX: usize = 512;

/// The states stored at one loop header, by [`Facts::shape_key`].
#[derive(Default)]
struct Head {
    by_shape: HashMap<u64, Vec<(State, HeapView, Collapse)>>,
    stored: usize,
}

/// Abstract subsumption.
#[derive(Default)]
pub struct Subsume {
    facts: Facts,
    heads: HashMap<HeadKey, Head>,
    /// Comparisons made.
    pub checks: u64,
    /// States found covered (not explored further).
    pub subsumed: u64,
    /// States whose input lists or arrays were summarised.
    pub abstractions: u64,
}

impl Subsume {
    /// Subsumption where lost memory is a violation (`lost_memory_matters`) and where
    /// allocation sites are reported (`sites_matter`).
    pub fn new(lost_memory_matters: bool, sites_matter: bool) -> Subsume {
        Subsume {
            facts: Facts {
                lost_memory_matters,
                sites_matter,
                ..Facts::default()
            },
            ..Subsume::default()
        }
    }

    /// `st` at a loop header, abstracted, or covered when an explored state covers it.
    fn visit(&mut self, ex: &mut Executor<'_, '_>, mut st: State) -> AtStop {
        if st.pending.is_some() || crate::summary::in_summary_run(&st) {
            return AtStop::Go(st);
        }
        let facts = &mut self.facts;
        if facts.lost_memory_matters && facts.holds_lost_memory(ex, &st) {
            // Its lost blocks are not compared: a stored state without them would cover it.
            return AtStop::Go(st);
        }
        let collapse = facts.collapse(ex, &st);
        let live = facts.head_liveness(ex, &st);
        let (regs, mut slots) = facts.dead_parts(&st, &live);
        slots.extend(collapse.blocks.iter().copied());
        if facts.abstract_lists(ex, &mut st, &regs, &slots) {
            self.abstractions += 1;
        }
        if facts.abstract_arrays(ex, &mut st, &slots) {
            self.abstractions += 1;
        }
        let key = head_key(&st, &collapse);
        let view = HeapView::new(&st);
        let shape = facts.shape_key(ex, &st, &view, &regs, &slots, &collapse);
        let head = self.heads.entry(key).or_default();
        let list = head.by_shape.entry(shape).or_default();
        for (old, old_view, old_collapse) in list.iter().rev().take(TRIES) {
            self.checks += 1;
            let pair = Pair {
                s: old,
                n: &st,
                vs: old_view,
                vn: &view,
                cs: old_collapse,
                cn: &collapse,
            };
            if facts.covers(
                ex,
                &pair,
                &regs,
                &slots,
                Required::PathCondition(&old.constraints),
            ) {
                self.subsumed += 1;
                return AtStop::Covered(st);
            }
        }
        if head.stored < STORED_MAX {
            head.stored += 1;
            list.push((st.clone(), view, collapse));
        }
        AtStop::Go(st)
    }
}

impl Strategy for Subsume {
    symex::strategy_basics!();

    fn name(&self) -> &'static str {
        "subsume"
    }

    /// Merged states stand for several paths, and stop where subsumption would compare them
    /// first: the two do not run together.
    fn conflicts(&self) -> &'static [&'static str] {
        &["merge"]
    }

    fn interest(&self) -> Interest {
        Interest {
            jump: true,
            enter: true,
            heap: true,
            access: true,
            cells: true,
            ..Interest::default()
        }
    }

    fn on_jump(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, j: &Jump) -> Verdict {
        if j.header && self.facts.subsumes(ex, st) {
            Verdict::Stop
        } else {
            Verdict::Go
        }
    }

    /// The entries of recursive functions are checkpoints for subsumption, as loop headers
    /// are: a tail-recursive walk over a list ends there.
    fn on_enter(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, f: FuncId) -> Verdict {
        if self.facts.subsumes(ex, st) && self.facts.is_recursive(ex, f) {
            Verdict::Stop
        } else {
            Verdict::Go
        }
    }

    fn on_allocated(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, dst: ValueId, v: SVal) {
        self.facts.adopt_allocation(ex, st, dst, v);
    }

    fn on_access(&mut self, ex: &mut Executor<'_, '_>, st: &mut State, a: &Access) {
        if !a.write && arrays::abstracted(st) {
            self.facts
                .instantiate_array_facts(ex, st, a.region, a.offset);
        }
    }

    fn on_abstract_cell(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        r: RegionId,
        at: u64,
        cell: &Arc<dyn symex::AbstractCell>,
    ) -> Result<bool, Term> {
        let Some(c) = cell.as_any().downcast_ref::<segments::SegCell>() else {
            return Ok(false);
        };
        let seg = c.seg.clone();
        if c.back {
            self.facts.unfold_back(ex, st, r, at, &seg)?;
        } else {
            self.facts.unfold_segment(ex, st, r, at, &seg)?;
        }
        Ok(true)
    }

    fn at_stop(&mut self, ex: &mut Executor<'_, '_>, st: State) -> AtStop {
        self.visit(ex, st)
    }

    fn stats(&self, out: &mut Counters) {
        *out.entry("subsumed").or_default() += self.subsumed;
        *out.entry("abstractions").or_default() += self.abstractions;
    }
}
