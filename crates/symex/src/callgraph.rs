//! The call graph of direct calls: which functions may call themselves, and the functions
//! reachable from one in bottom-up order (callees before callers).

use ir::{Callee, FuncId, Module, Op};

/// Program functions reachable from `root` by direct calls, callees before callers (`root`
/// excluded), each with whether it is recursive (in a cycle of the call graph).
pub fn bottom_up(m: &Module, root: FuncId) -> Vec<(FuncId, bool)> {
    let mut t = Tarjan {
        m,
        index: vec![None; m.functions.len()],
        low: vec![0; m.functions.len()],
        on_stack: vec![false; m.functions.len()],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    t.visit(root);
    t.out.retain(|&(f, _)| f != root);
    t.out
}

/// The program functions a run from `root` can execute: `root` and what it reaches by
/// direct calls; `None` when one of them calls through a pointer (then any function may run).
pub fn reachable_functions(m: &Module, root: FuncId) -> Option<Vec<FuncId>> {
    let mut all: Vec<FuncId> = bottom_up(m, root).into_iter().map(|(f, _)| f).collect();
    all.push(root);
    let indirect = all.iter().any(|&f| {
        m.func(f).body.as_ref().is_some_and(|b| {
            b.insts.iter().any(|i| {
                matches!(
                    &i.op,
                    Op::Call {
                        callee: Callee::Indirect(_),
                        ..
                    }
                )
            })
        })
    });
    (!indirect).then_some(all)
}

/// Whether `f` may call itself, directly or through other program functions.
pub fn recursive(m: &Module, f: FuncId) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    let mut todo = callees(m, f);
    while let Some(g) = todo.pop() {
        if g == f {
            return true;
        }
        if seen.insert(g) {
            todo.extend(callees(m, g));
        }
    }
    false
}

/// Direct callees of `f` that have bodies in the program.
fn callees(m: &Module, f: FuncId) -> Vec<FuncId> {
    let Some(body) = m.func(f).body.as_ref() else {
        return Vec::new();
    };
    let mut out: Vec<FuncId> = body
        .insts
        .iter()
        .filter_map(|i| match &i.op {
            Op::Call {
                callee: Callee::Direct(g),
                ..
            } if m.func(*g).body.is_some() && m.is_program_function(*g) => Some(*g),
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Tarjan's strongly connected components; components come out callees first.
struct Tarjan<'m> {
    m: &'m Module,
    index: Vec<Option<u32>>,
    low: Vec<u32>,
    on_stack: Vec<bool>,
    stack: Vec<FuncId>,
    next: u32,
    out: Vec<(FuncId, bool)>,
}

impl Tarjan<'_> {
    fn visit(&mut self, f: FuncId) {
        let i = f.0 as usize;
        self.index[i] = Some(self.next);
        self.low[i] = self.next;
        self.next += 1;
        self.stack.push(f);
        self.on_stack[i] = true;
        let succ = callees(self.m, f);
        for &g in &succ {
            let j = g.0 as usize;
            match self.index[j] {
                None => {
                    self.visit(g);
                    self.low[i] = self.low[i].min(self.low[j]);
                }
                Some(ix) if self.on_stack[j] => self.low[i] = self.low[i].min(ix),
                Some(_) => {}
            }
        }
        if Some(self.low[i]) == self.index[i] {
            let mut comp = Vec::new();
            while let Some(g) = self.stack.pop() {
                self.on_stack[g.0 as usize] = false;
                comp.push(g);
                if g == f {
                    break;
                }
            }
            let recursive = comp.len() > 1 || succ.contains(&f);
            self.out.extend(comp.into_iter().map(|g| (g, recursive)));
        }
    }
}
