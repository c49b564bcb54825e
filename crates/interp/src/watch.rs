//! Which loops a concrete run is inside, with the blocks of their last iterations: what loop
//! acceleration watches, to know when a loop's iterations repeat.

use rustc_hash::FxHashMap as HashMap;

use ir::{BlockId, FuncId};

/// Most blocks recorded for one iteration (an outer loop's iteration holds its inner loops'
/// blocks; a longer one is not walked).
const MAX_TRACE: usize = 1 << 16;

/// The loops a run is inside, with the blocks of their last iterations.
#[derive(Debug, Default)]
pub(crate) struct Accel {
    tracks: Vec<Track>,
    /// Failed attempts per loop, to space out the next ones.
    pub(crate) failures: HashMap<(FuncId, BlockId), u32>,
    /// Iterations jumped over so far.
    pub skipped: u64,
}

/// One entry of a loop being watched.
#[derive(Debug)]
struct Track {
    depth: usize,
    func: FuncId,
    header: BlockId,
    /// The blocks of the iteration in progress, each with its call level below the loop's.
    current: Vec<(u32, BlockId)>,
    /// The iteration in progress went over `MAX_TRACE` blocks (`current` is dropped).
    long: bool,
    previous: Option<Vec<(u32, BlockId)>>,
    /// Iterations to let pass before the next attempt.
    wait: u32,
}

impl Accel {
    /// Records the edge `from → to` of `func` at call depth `depth`; says which watched loop
    /// just completed an iteration that repeats the previous one (its header and blocks).
    pub(crate) fn jump(
        &mut self,
        body: &ir::Body,
        depth: usize,
        func: FuncId,
        from: BlockId,
        to: BlockId,
    ) -> Option<Vec<(u32, BlockId)>> {
        // Tracks of frames that returned, and of loops this edge leaves.
        while let Some(t) = self.tracks.last() {
            let inside = |h: BlockId| {
                body.loops
                    .loop_with_header(h)
                    .is_some_and(|l| body.loops.loops[l.0 as usize].contains(to))
            };
            let left =
                t.depth > depth || (t.depth == depth && (t.func != func || !inside(t.header)));
            if !left {
                break;
            }
            self.tracks.pop();
        }
        for t in self.tracks.iter_mut() {
            if t.long {
                continue;
            }
            // Tracks of shallower frames see their callees' blocks one level down or more.
            t.current.push(((depth - t.depth) as u32, to));
            if t.current.len() > MAX_TRACE {
                t.long = true;
                t.current = Vec::new();
            }
        }
        let l = body.loops.loop_with_header(to)?;
        let back = body.loops.loops[l.0 as usize].contains(from);
        let top = self
            .tracks
            .iter()
            .rposition(|t| t.depth == depth && t.func == func && t.header == to);
        match top {
            Some(i) if back => {
                let t = &mut self.tracks[i];
                if t.long {
                    t.long = false;
                    t.previous = None;
                    t.current = vec![(0, to)];
                    return None;
                }
                // The iteration just done (without the header it ends at) becomes the
                // previous one; the buffers are swapped, not reallocated, every iteration.
                t.current.pop();
                let repeats = t.previous.as_ref() == Some(&t.current) && !t.current.is_empty();
                let previous = t.previous.get_or_insert_with(Vec::new);
                std::mem::swap(previous, &mut t.current);
                t.current.clear();
                t.current.push((0, to));
                if repeats && t.wait == 0 {
                    return t.previous.clone();
                }
                t.wait = t.wait.saturating_sub(1);
                None
            }
            _ => {
                if let Some(i) = top {
                    self.tracks.truncate(i);
                }
                let wait = self.failures.get(&(func, to)).map_or(0, |&f| f.min(20));
                self.tracks.push(Track {
                    depth,
                    func,
                    header: to,
                    current: vec![(0, to)],
                    long: false,
                    previous: None,
                    wait: (1u32 << wait) - 1,
                });
                None
            }
        }
    }

    /// Notes that acceleration failed on the loop at `header`: the next attempts are spaced
    /// further apart.
    pub(crate) fn failed(&mut self, func: FuncId, header: BlockId) {
        let f = self.failures.entry((func, header)).or_insert(0);
        *f = (*f + 1).min(20);
        if let Some(t) = self
            .tracks
            .iter_mut()
            .rev()
            .find(|t| t.func == func && t.header == header)
        {
            t.wait = (1u32 << *f) - 1;
        }
    }
}
