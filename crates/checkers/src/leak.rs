//! Memory leaks as the thesis defines them: a heap block leaks when the last reference to it
//! is lost on a feasible path — a pointer overwritten, a function's variables going out of
//! scope at its return, the program exiting with the block unreachable from globals and the
//! stack (SV-COMP's valid-memtrack) and, in cleanup mode, exiting with it still allocated
//! (valid-memcleanup). A block that escapes through a return value, a global, a pointer
//! parameter's target or a field of a reachable block is not lost.

use ir::LocId;
use memory::RegionId;
use semantics::ErrorKind;
use symex::{Dropped, Report, Strategy};
use symex::{Executor, State};

/// Which leaks are reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeakMode {
    /// Lost references only (valid-memtrack).
    Memtrack,
    /// Also blocks still allocated at exit (valid-memcleanup).
    Cleanup,
}

/// The leak checker.
pub struct Leaks {
    /// Source lines of the files read so far (to recognise `return` statements).
    sources: rustc_hash::FxHashMap<String, Vec<String>>,
    mode: LeakMode,
    /// With `--entry`, the analysed function's return ends the path: its caller may free
    /// what is still reachable, so exit-time checks do not apply.
    entry: bool,
}

impl Leaks {
    /// A leak checker in `mode`; `entry` when a function is analysed in an unknown context.
    pub fn new(mode: LeakMode, entry: bool) -> Leaks {
        Leaks {
            sources: rustc_hash::FxHashMap::default(),
            mode,
            entry,
        }
    }

    /// Where a return drops its pointers: the `return` statement that jumped to a shared
    /// return block (`via`, when the source there says `return`), else the return instruction.
    fn statement(&mut self, ex: &Executor<'_, '_>, at: LocId, via: Option<LocId>) -> LocId {
        let Some(via) = via else { return at };
        let m = ex.prog.module;
        let l = m.loc(via);
        let Some(file) = m.file_of(l) else { return at };
        let lines = self.sources.entry(file.to_string()).or_insert_with(|| {
            std::fs::read_to_string(file)
                .map(|t| t.lines().map(str::to_string).collect())
                .unwrap_or_default()
        });
        let is_return = lines
            .get(l.line.saturating_sub(1) as usize)
            .and_then(|line| line.get(l.col.saturating_sub(1) as usize..))
            .is_some_and(|rest| rest.starts_with("return"));
        if is_return {
            via
        } else {
            at
        }
    }
}

/// Mark of a block already reported lost on a path (so it is reported once).
fn mark(r: RegionId) -> u64 {
    0x4c45_414b_0000_0000 | u64::from(r.0)
}

fn location_text(ex: &Executor<'_, '_>, loc: LocId) -> String {
    let m = ex.prog.module;
    let l = m.loc(loc);
    match m.file_of(l) {
        Some(f) => format!("{f}:{}", l.line),
        None => "an unknown place".into(),
    }
}

/// The report that block `r` is lost at `loc` (and the mark that keeps it from being
/// reported again on this path).
fn leak_report(
    ex: &Executor<'_, '_>,
    st: &mut State,
    r: RegionId,
    loc: LocId,
    function: &str,
    why: &str,
) -> Report {
    st.marks.insert(mark(r));
    let reg = st.mem.region(r);
    let site = LocId(reg.site);
    Report {
        kind: ErrorKind::MemoryLeak,
        message: format!(
            "the {}-byte heap block allocated at {} is lost: {why}",
            reg.size,
            location_text(ex, site)
        ),
        loc,
        function: function.to_string(),
        related: vec![(site, "the leaked block is allocated here".into())],
        subject: Some(site),
    }
}

fn function_of(ex: &Executor<'_, '_>, st: &State) -> String {
    st.top()
        .map(|f| ex.prog.module.func(f.func).name.clone())
        .unwrap_or_default()
}

impl Leaks {
    /// Blocks among `d.pointers`' targets that nothing references any more.
    fn lost(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        d: &Dropped,
        how: &str,
    ) -> Vec<Report> {
        let pb = ex.prog.module.model().pointer_bytes() as usize;
        let mut candidates: Vec<RegionId> = d
            .pointers
            .iter()
            .filter_map(|&p| st.mem.region_at(p))
            .filter(|&r| !st.marks.contains(&mark(r)))
            .collect();
        candidates.sort_unstable_by_key(|r| r.0);
        candidates.dedup();
        if candidates.is_empty() {
            return Vec::new();
        }
        let lost = memory::lost_heap_from(&st.mem, pb, d.held.iter().copied());
        if lost.uncertain {
            // A symbolic word might be a pointer to the block: no claim.
            return Vec::new();
        }
        let loc = self.statement(ex, d.at, d.via);
        let function = function_of(ex, st);
        let mut out = Vec::new();
        for r in candidates
            .into_iter()
            .filter(|r| lost.unreachable.contains(r))
        {
            out.push(leak_report(ex, st, r, loc, &function, how));
        }
        out
    }
}

impl Strategy for Leaks {
    symex::strategy_basics!();

    fn name(&self) -> &'static str {
        "memory-leak"
    }

    fn interest(&self) -> symex::Interest {
        symex::Interest {
            reports: true,
            ..symex::Interest::default()
        }
    }

    fn reports_only(&self) -> bool {
        true
    }

    fn on_pointers_overwritten(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        d: &Dropped,
    ) -> Vec<Report> {
        self.lost(ex, st, d, "its last pointer is overwritten here")
    }

    fn on_frame_popped(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        d: &Dropped,
    ) -> Vec<Report> {
        let f = function_of(ex, st);
        self.lost(
            ex,
            st,
            d,
            &format!("the last pointer to it goes out of scope when `{f}` returns"),
        )
    }

    fn on_program_exit(
        &mut self,
        ex: &mut Executor<'_, '_>,
        st: &mut State,
        at: LocId,
        via: Option<LocId>,
    ) -> Vec<Report> {
        if self.entry {
            return Vec::new();
        }
        let pb = ex.prog.module.model().pointer_bytes() as usize;
        let lost = memory::lost_heap(&st.mem, pb);
        let loc = self.statement(ex, at, via);
        // With no frame left, the program is returning from `main`.
        let function = match function_of(ex, st) {
            f if f.is_empty() => "main".to_string(),
            f => f,
        };
        let live: Vec<RegionId> = st
            .mem
            .live_heap()
            .map(|(r, _)| r)
            .filter(|&r| !st.marks.contains(&mark(r)))
            .collect();
        let mut out = Vec::new();
        for r in live {
            let unreachable = lost.unreachable.contains(&r);
            let why = if unreachable && !lost.uncertain {
                "it is unreachable when the program exits"
            } else if self.mode == LeakMode::Cleanup {
                "it is never freed before the program exits"
            } else {
                continue;
            };
            out.push(leak_report(ex, st, r, loc, &function, why));
        }
        out
    }
}
