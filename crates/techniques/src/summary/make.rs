//! Function summaries: a function explored once in an unknown context (its scalar parameters
//! fresh symbols, its pointer parameters pointing to fresh symbolic buffers, its writable
//! globals fresh symbolic contents), recorded as one case per feasible path — the path
//! condition, the return value, what it wrote through its pointer parameters and to globals,
//! the heap blocks it allocated and left reachable, the parameters it freed.
//! At a call site ([`super::instantiate`]) the cases are instantiated instead of executing the
//! body.
//!
//! A summary is only made when it is exact: every path explored to its return, no error, no
//! limit, no approximation, no access to memory it was not given (other than globals),
//! no library call with effects beyond the heap, and every block it allocated either freed or
//! reachable from what it returns or writes. Otherwise the function is executed inline and the
//! reason is reported.

use budget::Instant;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use expr::{ArrayId, Ctx, ExprRef, Leaves, Substitution, VarId, Width};
use ir::{FuncId, TyKind};
use memory::{Offset, RegionId, RegionKind, SVal, SymMemory};

use semantics::EntryParam;
use semantics::ScalarKind;
use symex::{Executor, InputVar, State, Step, SymInput, Term, Val};

use super::types::{
    lazies, Case, FnSummary, NewBlock, ParamSym, Probe, Summaries, Target, SUMMARY_BUFFER,
};

/// A function with more feasible paths is executed inline.
const MAX_CASES: usize = 64;
/// A function writing a larger global is executed inline (its words are compared one by one).
const MAX_GLOBAL_WRITTEN: u64 = 4096;
/// A summary run with more pending states is given up.
const MAX_PENDING: usize = 4096;

/// The start and meaning of the summary-run object whose range (one past its end included)
/// holds address `a`.
fn range_of(ranges: &[(u64, u64, Target)], a: u64) -> Option<(u64, Target)> {
    ranges
        .iter()
        .find(|r| (r.0..=r.1).contains(&a))
        .map(|&(lo, _, t)| (lo, t))
}

/// Leaves that change nothing and collect the constants that may be summary-run addresses.
struct AddressScan<'a> {
    ranges: &'a [(u64, u64, Target)],
    dead: &'a [(u64, u64)],
    pointer_bits: Width,
    reached: HashSet<usize>,
    dangling: bool,
}

impl Leaves for AddressScan<'_> {
    fn var(&mut self, _: &mut Ctx, _: VarId, _: Width) -> Option<ExprRef> {
        None
    }
    fn constant(&mut self, _: &mut Ctx, value: u128, width: Width) -> Option<ExprRef> {
        if width == self.pointer_bits {
            let a = value as u64;
            if let Some((_, Target::Block(j))) = range_of(self.ranges, a) {
                self.reached.insert(j);
            }
            if self.dead.iter().any(|&(lo, hi)| (lo..=hi).contains(&a)) {
                self.dangling = true;
            }
        }
        None
    }
    fn array(&mut self, _: &mut Ctx, _: ArrayId) -> Option<(expr::ArrRef, ExprRef)> {
        None
    }
}

/// Summarises `f` in a state whose memory is `mem` (the program's initial memory), within
/// `deadline`. Calls to functions `table` has summarised already use their summaries.
pub fn summarise(
    ex: &mut Executor<'_, '_>,
    table: &mut Summaries,
    f: FuncId,
    mem: &SymMemory,
    deadline: Instant,
) -> Result<FnSummary, String> {
    let m = ex.prog.module;
    let func = m.func(f);
    if func.variadic {
        return Err("variadic".into());
    }
    let mut params = Vec::new();
    for (i, &t) in func.params.iter().enumerate() {
        let buffer = match m.types.kind(t) {
            TyKind::Int(_) => 0,
            TyKind::Ptr => SUMMARY_BUFFER,
            _ => {
                return Err(format!(
                    "parameter {} is not an integer or a pointer",
                    i + 1
                ))
            }
        };
        params.push(EntryParam::new(
            &format!("{}.arg{}", func.name, i),
            "",
            ScalarKind::Signed,
            buffer,
        ));
    }
    // The runs' paths are not the program's: no checker hears of them.
    let reporting = std::mem::replace(&mut ex.reporting, false);
    let saved_deadline = ex.deadline.replace(deadline);
    let tree_len = ex.tree.len();
    ex.solver.set_deadline(Some(deadline));
    // The runs see the summaries made so far, and the probe watches them.
    let fresh_probe = || Probe {
        n_init: mem.len(),
        ..Probe::default()
    };
    table.probe = Some(fresh_probe());
    ex.add_strategy(Box::new(std::mem::take(table)));
    let out = summary_run(ex, f, mem, &params, deadline, 0);
    let probe = running(ex).and_then(|t| t.probe.take()).unwrap_or_default();
    // The same function with its objects elsewhere: its cases must be the same up to
    // the addresses, or it depends on them in a way a summary cannot map back.
    if let Some(t) = running(ex) {
        t.probe = Some(fresh_probe());
    }
    let moved = match &out {
        Ok(_) => summary_run(ex, f, mem, &params, deadline, 4096),
        Err(why) => Err(why.clone()),
    };
    *table = ex
        .remove_strategy::<Summaries>()
        .map(|t| *t)
        .unwrap_or_default();
    table.probe = None;
    table.returned = None;
    ex.reporting = reporting;
    ex.deadline = saved_deadline;
    ex.solver.set_deadline(saved_deadline);
    ex.tree.truncate(tree_len);
    let RunOut {
        mut params,
        regions,
        globals,
        cases,
    } = out?;
    if let Some(why) = probe.outside {
        return Err(why);
    }
    let mut cases = address_free(ex, &params, &globals, cases, moved?)?;
    // Only the globals the function touches are its inputs (the others keep their values).
    let globals: Vec<(ArrayId, u64)> = globals
        .into_iter()
        .filter(|&(_, base)| {
            mem.region_at(base)
                .is_some_and(|r| probe.extent.contains_key(&r))
        })
        .collect();
    for (p, r) in params.iter_mut().zip(regions) {
        if let (
            ParamSym::Pointer {
                extent,
                read_extent,
                ..
            },
            Some(r),
        ) = (p, r)
        {
            *extent = probe.extent.get(&r).copied().unwrap_or(0);
            *read_extent = probe.read_extent.get(&r).copied().unwrap_or(0);
        }
    }
    for c in &mut cases {
        let ext = |r: &RegionId, m: &HashMap<RegionId, u64>| m.get(r).copied().unwrap_or(0);
        c.lazy_extents = c
            .lazy
            .iter()
            .map(|l| {
                (
                    ext(&l.region, &probe.extent),
                    ext(&l.region, &probe.read_extent),
                )
            })
            .collect();
        clip_writes(ex, c, &params);
    }
    Ok(FnSummary {
        func: f,
        params,
        cases,
        globals,
    })
}

/// The summaries registered while a summary is made.
fn running<'a>(ex: &'a mut Executor<'_, '_>) -> Option<&'a mut Summaries> {
    ex.strategy_mut::<Summaries>()
}

/// What a summary run found.
struct RunOut {
    /// The parameters' symbols.
    params: Vec<ParamSym>,
    /// Their buffers' regions.
    regions: Vec<Option<RegionId>>,
    /// The arrays standing for the writable globals, with the globals' addresses.
    globals: Vec<(ArrayId, u64)>,
    /// One per feasible path.
    cases: Vec<Case>,
}

/// A writable global made symbolic for a summary run: region, array, the array's reference.
type SymGlobal = (RegionId, ArrayId, expr::ArrRef);

/// Errors whose condition is about values only, not about where objects are: a summary case
/// can end in them (memory errors depend on the summary run's layout and are found inline).
fn value_error(kind: semantics::error::ErrorKind) -> bool {
    use semantics::error::ErrorKind as K;
    matches!(
        kind,
        K::Assertion
            | K::ReachError
            | K::Abort
            | K::DivByZero
            | K::Overflow
            | K::DivOverflow
            | K::UndefinedShift
    )
}

/// Text of a path end that stops a summary run before it starts.
fn term_text(t: Term) -> String {
    match t {
        Term::Abandoned(why) => why.to_string(),
        other => format!("{other:?}"),
    }
}

/// Explores `f` from a fresh state over `mem`, each path to its end.
fn summary_run(
    ex: &mut Executor<'_, '_>,
    f: FuncId,
    mem: &SymMemory,
    params: &[EntryParam],
    deadline: Instant,
    shift: u64,
) -> Result<RunOut, String> {
    let m = ex.prog.module;
    let mut st = State::new(mem.clone());
    st.loops.cap = ex.config.loop_bound;
    if shift > 0 {
        st.mem
            .allocate(shift, 16, RegionKind::Runtime, 0)
            .map_err(|e| e.to_string())?;
    }
    let n_init = st.mem.len();
    let pb = ex.ptr_bits();
    let writable: Vec<RegionId> = st
        .mem
        .iter()
        .filter(|(_, r)| r.kind == RegionKind::Global && !r.read_only && r.live && r.size > 0)
        .map(|(id, _)| id)
        .collect();
    let mut globals: Vec<SymGlobal> = Vec::new();
    for id in writable {
        let (base, size) = (st.mem.region(id).base, st.mem.region(id).size);
        let arr = ex.ctx.fresh_array(&format!("global@{base:#x}"), size, pb);
        let expr::ArrNode::Symbolic { id: aid, .. } = *ex.ctx.array_node(arr) else {
            continue;
        };
        st.mem.region_mut(id).set_contents(arr);
        globals.push((id, aid, arr));
    }
    st.exiting = Some(0);
    let args = symex::explore::entry_args(ex, &mut st, f, params).map_err(term_text)?;
    let mut syms = Vec::new();
    let mut regions = Vec::new();
    for (inp, a) in st.inputs.iter().zip(&args) {
        match (&inp.var, a) {
            (InputVar::Scalar(e), _) => {
                let expr::Kind::Var(v) = ex.ctx.node(*e).kind else {
                    return Err("parameter symbol is not a variable".into());
                };
                syms.push(ParamSym::Scalar(v, ex.ctx.width(*e)));
                regions.push(None);
            }
            (InputVar::Buffer(arr, _), Val::S(SVal::C(addr))) => {
                let expr::ArrNode::Symbolic { id, .. } = *ex.ctx.array_node(*arr) else {
                    return Err("parameter buffer is not symbolic".into());
                };
                syms.push(ParamSym::Pointer {
                    array: id,
                    extent: 0,
                    read_extent: 0,
                });
                regions.push(st.mem.region_at(*addr as u64));
            }
            _ => return Err("unexpected parameter".into()),
        }
    }
    let start = st.clone();
    let tys = m.func(f).params.clone();
    ex.push_frame(&mut st, f, args, &tys, None, 0)
        .map_err(term_text)?;
    let mut pending = vec![st];
    let mut cases = Vec::new();
    while let Some(mut s) = pending.pop() {
        if Instant::now() >= deadline {
            return Err("its time budget ran out".into());
        }
        if symex::live::stop_requested() {
            return Err("the run was interrupted".into());
        }
        match ex.run(&mut s, 10_000) {
            Step::Continue => pending.push(s),
            Step::Fork(others) => {
                pending.push(s);
                pending.extend(others);
                if pending.len() > MAX_PENDING {
                    return Err(format!("more than {MAX_PENDING} pending paths"));
                }
            }
            Step::Done(Term::Infeasible) => {}
            Step::Done(Term::Exit(_)) => {
                let Some(ret) = running(ex).and_then(|t| t.returned.take()) else {
                    return Err("a path exits the program".into());
                };
                // An unmodelled result may leave through the return value or memory.
                let unmodelled = s.unmodelled_results.front().map(|(_, why)| why);
                if let Some(a) = s.approximations.first().or(unmodelled) {
                    return Err(format!("approximation: {a}"));
                }
                let ends = (&s, &start, n_init);
                let case = case_of(ex, ends, Ok(ret), &syms, &regions, &globals)?;
                cases.push(case);
                if cases.len() > MAX_CASES {
                    return Err(format!("more than {MAX_CASES} feasible paths"));
                }
            }
            Step::Done(t @ Term::Error { kind, .. }) if value_error(kind) => {
                let ends = (&s, &start, n_init);
                let case = case_of(ex, ends, Err(t), &syms, &regions, &globals)?;
                cases.push(case);
                if cases.len() > MAX_CASES {
                    return Err(format!("more than {MAX_CASES} feasible paths"));
                }
            }
            Step::Done(Term::Error { kind, loc, .. }) => {
                return Err(format!(
                    "a path ends in {} at line {}",
                    kind.name(),
                    m.loc(loc).line
                ))
            }
            Step::Done(Term::Abandoned(why)) => return Err(why.to_string()),
        }
    }
    let globals = globals
        .iter()
        .map(|&(r, a, _)| (a, mem.region(r).base))
        .collect();
    Ok(RunOut {
        params: syms,
        regions,
        globals,
        cases,
    })
}

/// `len`-byte pieces of region `r` of `s`: pointer-sized words, then the remaining bytes.
pub fn words(ex: &mut Executor<'_, '_>, s: &State, r: RegionId) -> Vec<(u64, u32, SVal)> {
    let pb = ex.ptr_bits();
    let w = u64::from(pb / 8);
    let reg = s.mem.region(r);
    let mut out = Vec::new();
    let mut off = 0;
    while off < reg.size {
        let len = if off + w <= reg.size { w } else { 1 };
        let v = reg
            .read(&mut ex.ctx, Offset::C(off), len as u32, pb)
            .unwrap_or(SVal::C(0));
        out.push((off, len as u32, v));
        off += len;
    }
    out
}

/// The words of region `r` of `s` that differ from `before`.
fn changed_words(
    ex: &mut Executor<'_, '_>,
    s: &State,
    before: Vec<(u64, u32, SVal)>,
    r: RegionId,
) -> Vec<(u64, u32, SVal)> {
    words(ex, s, r)
        .into_iter()
        .zip(before)
        .filter(|(now, was)| now.2 != was.2)
        .map(|(now, _)| now)
        .collect()
}

/// The case of the path that ended in `s` (started as `start`), returning `ret`.
fn case_of(
    ex: &mut Executor<'_, '_>,
    (s, start, n_init): (&State, &State, usize),
    ret: Result<Option<Val>, Term>,
    syms: &[ParamSym],
    regions: &[Option<RegionId>],
    globals: &[SymGlobal],
) -> Result<Case, String> {
    let m = ex.prog.module;
    let pb = ex.ptr_bits();
    // Lazy objects are parameters beyond the declared ones.
    let mut regions = regions.to_vec();
    regions.extend(lazies(s).iter().map(|l| Some(l.region)));
    let regions = &regions[..];
    for (id, r) in start.mem.iter().take(n_init) {
        if r.live && !s.mem.region(id).live {
            return Err(format!("frees {} memory it was not given", r.kind.name()));
        }
    }
    let mut ranges = Vec::new();
    let mut dead = Vec::new();
    let mut blocks = Vec::new();
    for (id, r) in s.mem.iter().skip(n_init) {
        let span = (r.base, r.base + r.size);
        match regions.iter().position(|&x| x == Some(id)) {
            Some(i) if r.live => ranges.push((span.0, span.1, Target::Param(i))),
            None if r.live && r.kind == RegionKind::Heap => {
                ranges.push((span.0, span.1, Target::Block(blocks.len())));
                blocks.push(id);
            }
            _ => dead.push(span),
        }
    }
    let n_params = syms.len();
    let inputs: Vec<SymInput> = s.inputs.iter().skip(n_params).cloned().collect();
    if inputs
        .iter()
        .any(|i| matches!(i.var, InputVar::Buffer(..) | InputVar::Bytes(_)))
    {
        return Err("makes a buffer symbolic".into());
    }
    let ret = match ret {
        Ok(r) => r,
        // A path ending in an error has no effects: only its condition matters.
        Err(end) => {
            return Ok(Case {
                cond: s.constraints.clone(),
                ret: None,
                inputs,
                decisions: s.decisions.iter().copied().collect(),
                blocks: Vec::new(),
                writes: Vec::new(),
                frees: Vec::new(),
                ranges,
                holders: Vec::new(),
                global_writes: Vec::new(),
                end: Some(end),
                lazy: lazies(s).iter().cloned().collect(),
                lazy_extents: Vec::new(),
            })
        }
    };
    let frees: Vec<usize> = (0..regions.len())
        .filter(|&i| regions[i].is_some_and(|r| !s.mem.region(r).live))
        .collect();
    let mut writes = Vec::new();
    for (i, r) in regions.iter().enumerate() {
        let Some(r) = *r else { continue };
        if !s.mem.region(r).live {
            continue;
        }
        let before = match i.checked_sub(syms.len()) {
            Some(j) => lazies(s)[j].initial.to_vec(),
            None => words(ex, start, r),
        };
        for (off, len, v) in changed_words(ex, s, before, r) {
            writes.push((i, off, len, v));
        }
    }
    let mut global_writes = Vec::new();
    for &(r, _, arr) in globals {
        let reg = s.mem.region(r);
        if reg.array() == Some(arr) {
            continue;
        }
        if reg.size > MAX_GLOBAL_WRITTEN {
            return Err(format!(
                "writes a global of more than {MAX_GLOBAL_WRITTEN} bytes"
            ));
        }
        let base = reg.base;
        let before = words(ex, start, r);
        for (off, len, v) in changed_words(ex, s, before, r) {
            global_writes.push((base + off, len, v));
        }
    }
    let ret = match ret {
        None => None,
        Some(Val::S(v)) => Some(v),
        Some(Val::Bytes(_)) => return Err("returns an aggregate by value".into()),
    };
    let mut new_blocks: Vec<NewBlock> = Vec::new();
    for &r in &blocks {
        let contents = words(ex, s, r);
        let reg = s.mem.region(r);
        new_blocks.push(NewBlock {
            size: reg.size,
            site: reg.site,
            contents,
            uninit: reg.uninitialized_runs(),
        });
    }
    // Every value the case leaves behind, as expressions.
    let mut roots: Vec<ExprRef> = Vec::new();
    if let Some(v) = ret {
        let w = match v {
            SVal::S(e) => ex.ctx.width(e),
            SVal::C(_) => pb,
        };
        roots.push(v.expr(&mut ex.ctx, w));
    }
    for &(_, _, len, v) in &writes {
        roots.push(v.expr(&mut ex.ctx, len * 8));
    }
    for &(_, len, v) in &global_writes {
        roots.push(v.expr(&mut ex.ctx, len * 8));
    }
    // Blocks reachable from what the case leaves behind; the others are lost in the function.
    let mut scan = Substitution::new(AddressScan {
        ranges: &ranges,
        dead: &dead,
        pointer_bits: pb,
        reached: HashSet::default(),
        dangling: false,
    });
    for &e in &s.constraints {
        scan.apply(&mut ex.ctx, e);
    }
    let mut done = HashSet::default();
    loop {
        for e in std::mem::take(&mut roots) {
            scan.apply(&mut ex.ctx, e);
        }
        let next: Vec<usize> = scan
            .leaves
            .reached
            .iter()
            .copied()
            .filter(|j| done.insert(*j))
            .collect();
        if next.is_empty() {
            break;
        }
        for j in next {
            for &(_, len, v) in &new_blocks[j].contents {
                roots.push(v.expr(&mut ex.ctx, len * 8));
            }
        }
    }
    if scan.leaves.dangling {
        return Err("leaves a pointer to memory that is dead after it returns".into());
    }
    if let Some(j) = (0..new_blocks.len()).find(|j| !done.contains(j)) {
        let line = m.loc(ir::LocId(new_blocks[j].site)).line;
        return Err(format!(
            "the block allocated at line {line} is unreachable when it returns"
        ));
    }
    Ok(Case {
        cond: s.constraints.clone(),
        ret,
        inputs,
        decisions: s.decisions.iter().copied().collect(),
        blocks: new_blocks,
        writes,
        frees,
        ranges,
        holders: Vec::new(),
        global_writes,
        end: None,
        lazy: lazies(s).iter().cloned().collect(),
        lazy_extents: Vec::new(),
    })
}

/// Cuts the case's writes to the bytes its function accessed: words were read whole, but
/// the caller's object only needs to be as long as what the function used.
fn clip_writes(ex: &mut Executor<'_, '_>, c: &mut Case, params: &[ParamSym]) {
    let mut out = Vec::new();
    for &(i, off, len, v) in &c.writes {
        let extent = match params.get(i) {
            Some(ParamSym::Pointer { extent, .. }) => *extent,
            Some(ParamSym::Scalar(..)) => 0,
            None => c.lazy_extents.get(i - params.len()).map_or(0, |e| e.0),
        };
        if off + u64::from(len) <= extent {
            out.push((i, off, len, v));
            continue;
        }
        let e = v.expr(&mut ex.ctx, len * 8);
        for k in 0..u64::from(len) {
            if off + k < extent {
                let b = ex.ctx.extract(e, (8 * k) as u32, 8);
                out.push((i, off + k, 1, SVal::of(&ex.ctx, b)));
            }
        }
    }
    c.writes = out;
}

/// Leaves turning summary-run addresses into `holder + offset`, and (for a second run)
/// its symbols into the first run's.
struct Abstract<'a> {
    ranges: &'a [(u64, u64, Target)],
    holder: &'a dyn Fn(Target) -> ExprRef,
    vars: HashMap<VarId, ExprRef>,
    arrays: HashMap<ArrayId, expr::ArrRef>,
    pointer_bits: Width,
}

impl Leaves for Abstract<'_> {
    fn var(&mut self, _: &mut Ctx, v: VarId, _: Width) -> Option<ExprRef> {
        self.vars.get(&v).copied()
    }
    fn constant(&mut self, ctx: &mut Ctx, value: u128, width: Width) -> Option<ExprRef> {
        if width != self.pointer_bits {
            return None;
        }
        let a = value as u64;
        let (lo, t) = range_of(self.ranges, a)?;
        let h = (self.holder)(t);
        let off = ctx.constant(u128::from(a - lo), width);
        Some(ctx.add(h, off))
    }
    fn array(&mut self, ctx: &mut Ctx, a: ArrayId) -> Option<(expr::ArrRef, ExprRef)> {
        let to = *self.arrays.get(&a)?;
        Some((to, ctx.constant(0, self.pointer_bits)))
    }
}

/// The cases of the first run with addresses replaced by holder variables, if the second
/// run (objects elsewhere) gives the same cases; otherwise the function depends on
/// addresses in a way the summary could not map back (e.g. an address compared byte by byte).
fn address_free(
    ex: &mut Executor<'_, '_>,
    params: &[ParamSym],
    globals: &[(ArrayId, u64)],
    cases: Vec<Case>,
    moved: RunOut,
) -> Result<Vec<Case>, String> {
    let differs = || "its paths depend on where its objects are".to_string();
    let RunOut {
        params: params_b,
        globals: globals_b,
        cases: cases_b,
        ..
    } = moved;
    if cases.len() != cases_b.len() {
        return Err(differs());
    }
    let pb = ex.ptr_bits();
    let mut rename_vars = HashMap::default();
    let mut rename_arrays = HashMap::default();
    for (a, b) in params.iter().zip(&params_b) {
        match (a, b) {
            (ParamSym::Scalar(va, w), ParamSym::Scalar(vb, _)) => {
                let ea = ex.ctx.raw(expr::Node {
                    kind: expr::Kind::Var(*va),
                    width: *w,
                });
                rename_vars.insert(*vb, ea);
            }
            (ParamSym::Pointer { array: aa, .. }, ParamSym::Pointer { array: ab, .. }) => {
                let arr = symbolic_array(ex, *aa);
                rename_arrays.insert(*ab, arr);
            }
            _ => return Err(differs()),
        }
    }
    if globals.len() != globals_b.len() {
        return Err(differs());
    }
    for (&(ga, _), &(gb, _)) in globals.iter().zip(&globals_b) {
        let arr = symbolic_array(ex, ga);
        rename_arrays.insert(gb, arr);
    }
    let most_lazy = cases.iter().chain(&cases_b).map(|c| c.lazy.len()).max();
    let n = params.len() + most_lazy.unwrap_or(0);
    let holders_p: Vec<ExprRef> = (0..n)
        .map(|i| ex.ctx.fresh_var(&format!("&arg{i}"), pb))
        .collect();
    let mut out = Vec::new();
    for (a, b) in cases.into_iter().zip(cases_b) {
        let nb = a.blocks.len().max(b.blocks.len());
        let holders_b: Vec<ExprRef> = (0..nb)
            .map(|j| ex.ctx.fresh_var(&format!("&block{j}"), pb))
            .collect();
        let holder = |t: Target| match t {
            Target::Param(i) => holders_p[i],
            Target::Block(j) => holders_b[j],
        };
        let mut vars_b = rename_vars.clone();
        let mut arrays_b = rename_arrays.clone();
        if a.lazy.len() != b.lazy.len() {
            return Err(differs());
        }
        for (la, lb) in a.lazy.iter().zip(&b.lazy) {
            let source = arrays_b
                .get(&lb.source)
                .map(|&r| ex.ctx.array_node(r).clone());
            let same_source =
                matches!(source, Some(expr::ArrNode::Symbolic { id, .. }) if id == la.source);
            if !same_source || la.offset != lb.offset {
                return Err(differs());
            }
            let arr = symbolic_array(ex, la.array);
            arrays_b.insert(lb.array, arr);
        }
        if a.inputs.len() != b.inputs.len() {
            return Err(differs());
        }
        for (ia, ib) in a.inputs.iter().zip(&b.inputs) {
            if let (InputVar::Scalar(ea), InputVar::Scalar(eb)) = (&ia.var, &ib.var) {
                if let expr::Kind::Var(vb) = ex.ctx.node(*eb).kind {
                    vars_b.insert(vb, *ea);
                }
            }
        }
        let x = abstract_case(ex, a, &holder, HashMap::default(), HashMap::default());
        let y = abstract_case(ex, b, &holder, vars_b, arrays_b);
        let same = x.cond == y.cond
            && x.ret == y.ret
            && x.writes == y.writes
            && x.global_writes == y.global_writes
            && x.frees == y.frees
            && x.end == y.end
            && x.blocks.len() == y.blocks.len()
            && x.blocks.iter().zip(&y.blocks).all(|(p, q)| {
                p.size == q.size
                    && p.site == q.site
                    && p.contents == q.contents
                    && p.uninit == q.uninit
            });
        if !same {
            return Err(differs());
        }
        out.push(x);
    }
    Ok(out)
}

/// The array expression of symbolic array `id`.
fn symbolic_array(ex: &mut Executor<'_, '_>, id: ArrayId) -> expr::ArrRef {
    let size = ex.ctx.array_info(id).1;
    let index_width = ex.ptr_bits();
    ex.ctx.raw_array(expr::ArrNode::Symbolic {
        id,
        size,
        index_width,
    })
}

/// `c` with its addresses replaced by holders and its symbols renamed.
fn abstract_case(
    ex: &mut Executor<'_, '_>,
    mut c: Case,
    holder: &dyn Fn(Target) -> ExprRef,
    vars: HashMap<VarId, ExprRef>,
    arrays: HashMap<ArrayId, expr::ArrRef>,
) -> Case {
    let pb = ex.ptr_bits();
    let ranges = std::mem::take(&mut c.ranges);
    let mut sub = Substitution::new(Abstract {
        ranges: &ranges,
        holder,
        vars,
        arrays,
        pointer_bits: pb,
    });
    let ctx = &mut ex.ctx;
    let mut conv = |ctx: &mut Ctx, v: SVal, bits: u32| -> SVal {
        let e = v.expr(ctx, bits);
        let r = sub.apply(ctx, e);
        SVal::of(ctx, r)
    };
    c.cond = c
        .cond
        .iter()
        .map(|&e| match conv(ctx, SVal::S(e), 1) {
            SVal::S(r) => r,
            SVal::C(k) => ctx.constant(k, 1),
        })
        .collect();
    c.ret = c.ret.map(|v| match v {
        SVal::S(e) => {
            let w = ctx.width(e);
            conv(ctx, v, w)
        }
        SVal::C(_) => conv(ctx, v, pb),
    });
    for w in &mut c.writes {
        w.3 = conv(ctx, w.3, w.2 * 8);
    }
    for w in &mut c.global_writes {
        w.2 = conv(ctx, w.2, w.1 * 8);
    }
    for b in &mut c.blocks {
        for w in &mut b.contents {
            w.2 = conv(ctx, w.2, w.1 * 8);
        }
    }
    let mut holders = Vec::new();
    for &(_, _, t) in &ranges {
        let h = holder(t);
        if let expr::Kind::Var(v) = ctx.node(h).kind {
            holders.push((v, t));
        }
    }
    c.holders = holders;
    c
}
