//! Loop iterations counted per entry of a loop, one way for the concrete interpreter and the
//! symbolic executor: both report their control-flow edges, returns and ends here.
//!
//! A loop's count in one entry is the number of times its body ran: back edges taken, plus
//! one when the entry ends with the body running (a `break`, a `return`, a `do`-while's test,
//! the end of the run) rather than in the test of a `for` or `while` (`ir::LoopShape`).

use rustc_hash::FxHashMap as HashMap;

use ir::{BlockId, FuncId, LoopId, Module};

/// A loop of the program: its function and its index in that function's loop forest.
pub type LoopKey = (FuncId, LoopId);

/// One entry of a loop that has not ended yet.
#[derive(Clone, Copy, Debug)]
struct Active {
    depth: u32,
    func: FuncId,
    lp: LoopId,
    back: u32,
}

/// The loop entries a run is inside, innermost last; cheap to clone with a forked state.
#[derive(Clone, Debug, Default)]
pub struct LoopCounter {
    active: imbl::Vector<Active>,
}

/// An entry of a loop that ended, and how many times its body ran in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finished {
    /// The loop.
    pub key: LoopKey,
    /// Body executions in this entry.
    pub count: u32,
}

impl LoopCounter {
    /// Records the edge `from → to` of `func`, running at call depth `depth`; pushes the loop
    /// entries it ends to `out`.
    #[allow(clippy::too_many_arguments)]
    pub fn jump(
        &mut self,
        m: &Module,
        shapes: &[Vec<ir::LoopShape>],
        depth: u32,
        func: FuncId,
        from: BlockId,
        to: BlockId,
        out: &mut Vec<Finished>,
    ) {
        let Some(body) = m.func(func).body.as_ref() else {
            return;
        };
        while let Some(a) = self.active.last().copied() {
            if a.depth != depth || a.func != func {
                break;
            }
            if body.loops.loops[a.lp.0 as usize].contains(to) {
                break;
            }
            let before_body = shapes[func.0 as usize]
                .get(a.lp.0 as usize)
                .is_some_and(|s| s.pre_body_exits.binary_search(&from).is_ok());
            self.active.pop_back();
            out.push(Finished {
                key: (a.func, a.lp),
                count: a.back + u32::from(!before_body),
            });
        }
        let Some(l) = body.loops.loop_with_header(to) else {
            return;
        };
        let back_edge = body.loops.loops[l.0 as usize].contains(from);
        match self.active.back_mut() {
            Some(a) if back_edge && a.depth == depth && a.func == func && a.lp == l => {
                a.back = a.back.saturating_add(1);
            }
            _ => self.active.push_back(Active {
                depth,
                func,
                lp: l,
                back: 0,
            }),
        }
    }

    /// Orders runs by how deep they are in loops: entries running, then the innermost one's
    /// iteration.
    pub fn depth_key(&self) -> (usize, u32) {
        (self.active.len(), self.current().map_or(0, |(_, n)| n))
    }

    /// The running entries, outermost first: (call depth, function, loop, back edges taken).
    pub fn entries(&self) -> Vec<(u32, FuncId, LoopId, u32)> {
        self.active
            .iter()
            .map(|a| (a.depth, a.func, a.lp, a.back))
            .collect()
    }

    /// The innermost running entry and the iteration it is in (1 for the first).
    pub fn current(&self) -> Option<(LoopKey, u32)> {
        self.active
            .last()
            .map(|a| ((a.func, a.lp), a.back.saturating_add(1)))
    }

    /// The frame at call depth `depth` returned: the entries inside it end with their body
    /// running.
    pub fn frame_popped(&mut self, depth: u32, out: &mut Vec<Finished>) {
        while let Some(a) = self.active.last().copied() {
            if a.depth < depth {
                break;
            }
            self.active.pop_back();
            out.push(Finished {
                key: (a.func, a.lp),
                count: a.back.saturating_add(1),
            });
        }
    }

    /// The run ended: every running entry ends. A run that stops on its own (an exit, an
    /// error) was inside the body; one that was stopped from outside (a limit) is only sure
    /// of the iterations whose back edge it took.
    pub fn finish_all(&mut self, body_running: bool, out: &mut Vec<Finished>) {
        while let Some(a) = self.active.pop_back() {
            out.push(Finished {
                key: (a.func, a.lp),
                count: a.back + u32::from(body_running),
            });
        }
    }
}

/// What one run (concrete) or path (symbolic) knows of its loops: the running entries, the
/// largest count of each loop whose entry ended, and an optional iteration cap. Both
/// executors report their edges, returns and end here; cheap to clone with a forked state.
#[derive(Clone, Debug, Default)]
pub struct LoopStats {
    /// The running entries.
    pub counter: LoopCounter,
    /// The largest count of each loop whose entry ended.
    pub max: imbl::HashMap<LoopKey, u32>,
    /// Stop when an entry is about to run more iterations than this.
    pub cap: Option<u32>,
    /// The run was stopped at `cap`, in this loop.
    pub capped: Option<LoopKey>,
}

impl LoopStats {
    /// Counting with no entry allowed more than `cap` iterations (when given).
    pub fn with_cap(cap: Option<u32>) -> LoopStats {
        LoopStats {
            cap,
            ..LoopStats::default()
        }
    }

    /// Records the edge `from → to` of `func` at call depth `depth`; returns the loop whose
    /// running entry went over the cap, if one did (the run must stop).
    #[allow(clippy::too_many_arguments)]
    pub fn jump(
        &mut self,
        m: &Module,
        shapes: &[Vec<ir::LoopShape>],
        depth: u32,
        func: FuncId,
        from: BlockId,
        to: BlockId,
    ) -> Option<LoopKey> {
        let mut done = Vec::new();
        self.counter
            .jump(m, shapes, depth, func, from, to, &mut done);
        self.note(done);
        let (key, n) = self.counter.current()?;
        if self.cap.is_some_and(|c| n > c) {
            self.capped = Some(key);
            return Some(key);
        }
        None
    }

    /// The frame at call depth `depth` returned.
    pub fn frame_popped(&mut self, depth: u32) {
        let mut done = Vec::new();
        self.counter.frame_popped(depth, &mut done);
        self.note(done);
    }

    /// The run ended (see [`LoopCounter::finish_all`]).
    pub fn finish(&mut self, body_running: bool) {
        let mut done = Vec::new();
        self.counter.finish_all(body_running, &mut done);
        self.note(done);
    }

    /// The largest count of each loop, the entries still running included, as if the run
    /// ended here.
    pub fn counts(&self, body_running: bool) -> HashMap<LoopKey, u32> {
        let mut all = self.clone();
        all.finish(body_running);
        all.max.into_iter().collect()
    }

    fn note(&mut self, done: Vec<Finished>) {
        for f in done {
            // Most entries do not raise the maximum: a look costs less than a write.
            if self.max.get(&f.key).is_none_or(|&m| f.count > m) {
                self.max.insert(f.key, f.count);
            }
        }
    }
}

/// The shape of every loop of every function, indexed by function then loop.
pub fn all_shapes(m: &Module) -> Vec<Vec<ir::LoopShape>> {
    m.functions
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let n = f.body.as_ref().map_or(0, |b| b.loops.loops.len());
            (0..n)
                .map(|l| m.loop_shape(FuncId(i as u32), LoopId(l as u32)))
                .collect()
        })
        .collect()
}
