//! Checker hooks: the events on a path that plug-in checkers observe (pointers overwritten
//! or dropped, program exit, reads of uninitialised memory), and the reports they make
//! about paths that go on.

use memory::{RegionId, RegionKind, SVal};

use crate::events::{PathReport, Report};
use crate::executor::{Executor, Strategy};
use crate::state::{State, Val};

impl Executor<'_, '_> {
    /// Whether a checker listens (the report events cost nothing otherwise).
    pub fn has_checkers(&self) -> bool {
        self.reporting && self.interest().reports
    }

    /// Runs `f` on every strategy and keeps the new reports, each once per kind and subject
    /// (its location unless it names another).
    pub fn notify(
        &mut self,
        st: &mut State,
        mut f: impl FnMut(&mut dyn Strategy, &mut Executor<'_, '_>, &mut State) -> Vec<Report>,
    ) {
        self.each_strategy(|_, c, ex| {
            let name = c.name();
            for r in f(c, ex, st) {
                let key = r.key();
                if !ex.reported.insert(key) {
                    continue;
                }
                match ex.witness(st) {
                    Ok(witness) => ex.path_reports.push(PathReport {
                        report: r,
                        checker: name,
                        witness,
                        decisions: st.decisions.iter().copied().collect(),
                        abstracted: st.abstracted,
                    }),
                    Err(_) => {
                        ex.reported.remove(&key);
                    }
                }
            }
        });
    }

    /// Whether `v` points into a live heap block of `st`.
    pub fn is_heap_pointer(st: &State, v: u64) -> bool {
        st.mem.region_at(v).is_some_and(|r| {
            let reg = st.mem.region(r);
            reg.live && reg.kind == RegionKind::Heap
        })
    }

    /// Concrete pointer values in the registers of `frames` (values a path still holds).
    pub fn register_pointers(st: &State, frames: std::ops::Range<usize>) -> Vec<u64> {
        let mut out = Vec::new();
        for fr in &st.frames[frames] {
            for v in &fr.regs {
                Self::pointers_in_value(st, v, &mut out);
            }
        }
        out
    }

    /// Heap pointers a register value holds: a scalar (both halves of a 128-bit one, which
    /// may be a coerced struct) or the aligned words of an aggregate's image.
    pub fn pointers_in_value(st: &State, v: &Val, out: &mut Vec<u64>) {
        let pb = st.mem.pointer_bytes() as usize;
        let mut push = |w: u64| {
            if Self::is_heap_pointer(st, w) {
                out.push(w);
            }
        };
        match v {
            Val::S(SVal::C(c)) => {
                let mask = if pb == 8 {
                    u64::MAX
                } else {
                    u64::from(u32::MAX)
                };
                for k in 0..16 / pb {
                    push((*c >> (8 * pb * k)) as u64 & mask);
                }
            }
            Val::S(SVal::S(_)) => {}
            Val::Bytes(bytes) => {
                for chunk in bytes.chunks(pb) {
                    let mut w = 0u64;
                    let mut concrete = true;
                    for (i, b) in chunk.iter().enumerate() {
                        match b {
                            SVal::C(x) => w |= ((*x as u64) & 0xff) << (8 * i),
                            SVal::S(_) => concrete = false,
                        }
                    }
                    if concrete {
                        push(w);
                    }
                }
            }
        }
    }

    /// Pointer-aligned words of region `r` that point into live heap blocks.
    pub fn heap_pointers_in(&self, st: &State, r: RegionId) -> Vec<u64> {
        let pb = u64::from(self.prog.module.model().pointer_bytes());
        let reg = st.mem.region(r);
        (0..reg.size / pb)
            .filter_map(|i| reg.concrete_word(i * pb, pb as usize))
            .filter(|&v| Self::is_heap_pointer(st, v))
            .collect()
    }
}
