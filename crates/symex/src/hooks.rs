//! Checker hooks: the events on a path that plug-in checkers observe (pointers overwritten
//! or dropped, program exit, reads of uninitialised memory), and the reports they make
//! about paths that go on.

use ir::LocId;
use memory::{RegionId, RegionKind, SVal};

use crate::exec::Executor;
use crate::state::{Decision, State, Val};
use semantics::error::ErrorKind;
use semantics::Witness;

/// A problem a checker found on a path that goes on (a leak, an uninitialised read).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Kind of problem.
    pub kind: ErrorKind,
    /// Explanation.
    pub message: String,
    /// Where.
    pub loc: LocId,
    /// Enclosing function.
    pub function: String,
    /// Other places that explain it (e.g. the allocation site of a leaked block).
    pub related: Vec<(LocId, String)>,
    /// What the report is about when that is not its location (a leaked block: where it was
    /// allocated): a problem is reported once per kind and subject, where it is first found.
    pub subject: Option<LocId>,
}

impl Report {
    /// What tells reports apart: a problem is reported once per kind and subject (its
    /// location unless it names another).
    pub fn key(&self) -> (ErrorKind, LocId) {
        (self.kind, self.subject.unwrap_or(self.loc))
    }
}

/// A report with the inputs and the path that lead to it.
#[derive(Clone, Debug)]
pub struct PathReport {
    /// The report.
    pub report: Report,
    /// The checker that made it.
    pub checker: &'static str,
    /// Inputs reaching it.
    pub witness: Witness,
    /// Branch decisions of the path up to it.
    pub decisions: Vec<Decision>,
    /// The path went through an abstraction ([`State::abstracted`]): its witness need not
    /// reach the report.
    pub abstracted: bool,
}

/// A heap-pointer event: pointers into live heap blocks that a path just dropped.
#[derive(Clone, Debug)]
pub struct Dropped {
    /// The dropped pointer values (each points into a live heap block).
    pub pointers: Vec<u64>,
    /// Pointer values still held outside memory (registers of the frames below, a
    /// function's return value): roots besides globals and live stack variables.
    pub held: Vec<u64>,
    /// Where the source drops them (the overwriting store, the return instruction).
    pub at: LocId,
    /// For a return from a block several paths jump to: the branch that jumped there, which
    /// is the `return` statement when the source has one there.
    pub via: Option<LocId>,
}

/// A checker that observes paths through the engine's hooks. Every hook has a default that
/// does nothing, so a checker implements only the events it needs.
pub trait Checker {
    /// Name in reports.
    fn name(&self) -> &'static str;

    /// A store overwrote pointers into live heap blocks (`d.pointers`); `st` is after the store.
    fn pointers_overwritten(
        &mut self,
        _ex: &mut Executor<'_, '_>,
        _st: &mut State,
        _d: &Dropped,
    ) -> Vec<Report> {
        Vec::new()
    }

    /// A function returned: its stack variables, which held `d.pointers`, are gone.
    fn frame_popped(
        &mut self,
        _ex: &mut Executor<'_, '_>,
        _st: &mut State,
        _d: &Dropped,
    ) -> Vec<Report> {
        Vec::new()
    }

    /// The program is about to exit (after `atexit` handlers) at `at` (the `exit` call, or
    /// `main`'s return instruction; `via` as in [`Dropped::via`]).
    fn program_exit(
        &mut self,
        _ex: &mut Executor<'_, '_>,
        _st: &mut State,
        _at: LocId,
        _via: Option<LocId>,
    ) -> Vec<Report> {
        Vec::new()
    }

    /// A load in the program's own code read bytes never written.
    fn uninitialized_read(
        &mut self,
        _ex: &mut Executor<'_, '_>,
        _st: &mut State,
        _r: RegionId,
    ) -> Vec<Report> {
        Vec::new()
    }
}

impl Executor<'_, '_> {
    /// Whether any checker is plugged in (hooks cost nothing otherwise).
    pub fn has_checkers(&self) -> bool {
        !self.checkers.is_empty()
    }

    /// Runs `f` on every checker and keeps the new reports, each once per kind and subject
    /// (its location unless it names another).
    pub fn notify(
        &mut self,
        st: &mut State,
        mut f: impl FnMut(&mut dyn Checker, &mut Executor<'_, '_>, &mut State) -> Vec<Report>,
    ) {
        let mut checkers = std::mem::take(&mut self.checkers);
        for c in checkers.iter_mut() {
            let name = c.name();
            for r in f(c.as_mut(), self, st) {
                let key = r.key();
                if !self.reported.insert(key) {
                    continue;
                }
                match self.witness(st) {
                    Ok(witness) => self.path_reports.push(PathReport {
                        report: r,
                        checker: name,
                        witness,
                        decisions: st.decisions.iter().copied().collect(),
                        abstracted: st.abstracted,
                    }),
                    Err(_) => {
                        self.reported.remove(&key);
                    }
                }
            }
        }
        self.checkers = checkers;
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
