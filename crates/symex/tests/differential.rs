//! Differential test of the two executors: symbolic execution following one input
//! concolically (every question answered by the input, here all zeros, as the concrete
//! machine's inputs default) must enter the same blocks in the same order, and end the same
//! way, as the concrete machine on that input. Over `tests/programs` and `tests/csmith`,
//! whose programs read no input: the symbolic run is then the program's one path, and any
//! difference is a difference in what an instruction means to the two executors.

use std::path::{Path, PathBuf};
use std::time::Duration;

use interp::{Inputs, Machine, Outcome, Output, RunConfig};
use ir::FuncId;
use semantics::{ErrorKind, Program};
use solver::Concolic;
use symex::{
    Executor, ExploreLimits, Explorer, Interest, Jump, MergeExt, PathEnd, SearchKind, State,
    StateExt, Strategy, SymConfig, Term, Verdict,
};

/// The blocks a path enters, in order.
#[derive(Clone, Debug, Default)]
struct Blocks(Vec<(FuncId, u32)>);

impl StateExt for Blocks {
    symex::state_ext_basics!();
    /// The test follows one path: nothing is merged.
    fn merge(&self, _: &dyn StateExt, _: &mut expr::Ctx) -> MergeExt {
        MergeExt::Refuse
    }
    /// Nothing is compared.
    fn covers(&self, _: &dyn StateExt) -> bool {
        false
    }
}

/// Records the blocks each path enters.
struct Trace;

impl Strategy for Trace {
    symex::strategy_basics!();
    fn name(&self) -> &'static str {
        "trace"
    }
    fn interest(&self) -> Interest {
        Interest {
            jump: true,
            enter: true,
            ..Interest::default()
        }
    }
    fn on_jump(&mut self, _: &mut Executor<'_, '_>, st: &mut State, j: &Jump) -> Verdict {
        st.ext_mut::<Blocks>().0.push((j.func, j.to.0));
        Verdict::Go
    }
    fn on_enter(&mut self, _: &mut Executor<'_, '_>, st: &mut State, f: FuncId) -> Verdict {
        st.ext_mut::<Blocks>().0.push((f, 0));
        Verdict::Go
    }
}

/// How a run ended, comparably.
#[derive(Debug, PartialEq, Eq)]
enum End {
    Exit(i32),
    Error(ErrorKind, ir::LocId),
    Other(String),
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The programs of `dir` with their data model (a first line `// data-model: ILP32`).
fn programs(dir: &str) -> Vec<(PathBuf, ir::DataModel)> {
    let mut out: Vec<(PathBuf, ir::DataModel)> = std::fs::read_dir(root().join("tests").join(dir))
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap_or_default();
            let ilp32 = text.lines().next().is_some_and(|l| l.contains("ILP32"));
            let model = if ilp32 {
                ir::DataModel::Ilp32
            } else {
                ir::DataModel::Lp64
            };
            (p, model)
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// The concrete run's blocks and end.
fn concrete(prog: &Program<'_>) -> (Vec<(FuncId, u32)>, End) {
    let config = RunConfig {
        max_instructions: Some(2_000_000_000),
        ..RunConfig::default()
    };
    let mut m = Machine::new(prog, config, Output::capture(), Inputs::default())
        .expect("the program lays out");
    m.block_trace = Some(Vec::new());
    let end = match m.run_main() {
        Outcome::Exit(c) => End::Exit(c),
        Outcome::Error(e) => End::Error(e.kind, e.loc),
        Outcome::AssumptionFailed(_) => End::Other("assumption failed".into()),
    };
    (m.block_trace.take().unwrap_or_default(), end)
}

/// The symbolic run's blocks and end, following all-zero inputs; `None` when it did not
/// end within the test's budget.
fn symbolic(prog: &Program<'_>, main: FuncId) -> Option<(Vec<(FuncId, u32)>, End)> {
    let limits = ExploreLimits {
        timeout: Some(Duration::from_secs(120)),
        ..ExploreLimits::default()
    };
    let mut x = Explorer::new(prog, SymConfig::default(), SearchKind::Dfs, limits)
        .expect("the program lays out");
    x.ex.add_strategy(Box::new(Trace));
    x.ex.solver
        .set_concolic(Some(Concolic::new(Default::default())));
    let mut ended = Vec::new();
    let report = x.explore(|_, st, term| {
        let blocks = st.ext::<Blocks>().map(|b| b.0.clone()).unwrap_or_default();
        let end = match term {
            Term::Exit(c) => End::Exit(*c),
            Term::Error { kind, loc, .. } => End::Error(*kind, *loc),
            t => End::Other(format!("{t:?}")),
        };
        ended.push((blocks, end));
        PathEnd::Continue
    });
    if !report.exhausted {
        return None;
    }
    assert_eq!(ended.len(), 1, "one input is one path");
    let (mut blocks, end) = ended.pop()?;
    // `main`'s frame was pushed before the strategy was plugged in.
    blocks.insert(0, (main, 0));
    Some((blocks, end))
}

fn compare(dir: &str) -> usize {
    let mut failures = Vec::new();
    let mut compared = 0;
    for (file, model) in programs(dir) {
        let opts = frontend::CompileOptions {
            data_model: model,
            include_dirs: vec![PathBuf::from("/usr/include/csmith")],
            ..Default::default()
        };
        let module =
            frontend::load(std::slice::from_ref(&file), &opts).expect("the program compiles");
        let prog = Program::new(&module);
        let main = module.func_by_name("main").expect("a main");
        let (cb, ce) = concrete(&prog);
        let Some((sb, se)) = symbolic(&prog, main) else {
            continue;
        };
        compared += 1;
        let name = file.file_name().map(|n| n.to_string_lossy().to_string());
        if ce != se {
            failures.push(format!(
                "{name:?}: ends {ce:?} concretely, {se:?} symbolically"
            ));
        }
        if let Some(i) = (0..cb.len().max(sb.len())).find(|&i| cb.get(i) != sb.get(i)) {
            let name_of =
                |b: Option<&(FuncId, u32)>| b.map(|(f, k)| format!("{}:{k}", module.func(*f).name));
            failures.push(format!(
                "{name:?}: block {i} of {} is {:?} concretely, {:?} symbolically",
                cb.len(),
                name_of(cb.get(i)),
                name_of(sb.get(i))
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "the executors differ:\n{}",
        failures.join("\n")
    );
    compared
}

#[test]
fn symbolic_execution_follows_the_concrete_machine_on_the_program_corpus() {
    let n = compare("programs");
    eprintln!("{n} programs compared");
    assert!(n >= 40, "only {n} programs were compared");
}

#[test]
fn symbolic_execution_follows_the_concrete_machine_on_csmith_programs() {
    let n = compare("csmith");
    eprintln!("{n} csmith programs compared");
    assert!(n >= 1, "no csmith program was compared");
}
