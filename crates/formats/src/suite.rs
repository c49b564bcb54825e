//! The on-disk test-suite description (`DIR/tests.json`) shared by `pathsift test` and
//! `pathsift replay`.

use serde::{Deserialize, Serialize};

/// One input value as INTERFACE.md writes it (a witness entry).
pub use crate::InputValue as Input;

/// A source location as INTERFACE.md writes it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    /// Source file.
    pub file: String,
    /// 1-based line (0 when unknown).
    pub line: u32,
    /// 1-based column (0 when unknown).
    pub column: u32,
    /// Enclosing function.
    pub function: String,
}

/// A branch decision on a test's path.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DecisionRec {
    /// Where the branch is.
    pub location: Location,
    /// Successor taken: 0 = true side / first case, 1 = false side, k = k-th switch target.
    pub taken: u32,
}

/// An error a test's path ends in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestError {
    /// INTERFACE.md error kind (`div-by-zero`, `null-deref`, `assertion`, ...).
    pub kind: String,
    /// Human-readable message.
    pub message: String,
    /// Where it happens.
    pub location: Location,
}

/// One generated test.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestCase {
    /// Stable name, e.g. `test-0003`; the Test-Comp file is `<id>.xml`.
    pub id: String,
    /// Whether the test is in the minimal suite (`DIR/test-suite/`); all are in `DIR/all/`.
    pub in_suite: bool,
    /// Inputs in the order the program asks for them (with `--entry`: the parameters).
    pub inputs: Vec<Input>,
    /// Branch decisions of the path (forks only: branches with both sides feasible).
    pub decisions: Vec<DecisionRec>,
    /// Branch edges (by index into [`Suite::branches`]) the path covers.
    pub covers: Vec<u32>,
    /// The error the path ends in, if any.
    pub error: Option<TestError>,
    /// The input heap the call starts from (`--entry` with pointers to structs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heap: Option<crate::Heap>,
    /// The stdin, files and arguments the run reads (`--sym-stdin`, `--sym-file`, ...).
    #[serde(flatten)]
    pub io: crate::ProgramIo,
}

/// A branch edge of the program (one outcome of one conditional branch or switch).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Branch {
    /// Location of the branch instruction.
    pub location: Location,
    /// Successor index (0 = true side / first distinct target).
    pub succ: u32,
}

/// How a parameter of the entry function is passed by a harness.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ParamKind {
    /// An integer, pointer-sized integer or float passed by value.
    Scalar,
    /// A pointer to a buffer of `buffer_size` bytes (the input value is its hex content).
    Buffer,
    /// A pointer into the test's input heap (the input value is `oN` or `null`).
    Object,
    /// A function pointer (the input value is a function's name or `null`).
    Function,
}

/// One parameter of the entry function.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Param {
    /// Source name (`p0`, `p1`, ... when unknown).
    pub name: String,
    /// The C type as written in the source.
    pub c_type: String,
    /// A C type a harness can declare without the program's headers
    /// (`int32_t`, `uint8_t`, `double`, `void *`, ...).
    pub harness_type: String,
    /// How the value is passed.
    pub kind: ParamKind,
    /// Bytes of the scalar, or of the buffer the pointer points to.
    pub bytes: u32,
    /// For a buffer, the parameter that says how many elements it holds (`size LEN BUF`):
    /// the harness allocates exactly those.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length: Option<Length>,
}

/// The parameter that gives a buffer's number of elements, and their size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Length {
    /// Index of the length parameter.
    pub param: usize,
    /// Bytes of one element.
    pub elem: u64,
}

/// The function tests call with `--entry`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntrySpec {
    /// Function name.
    pub name: String,
    /// Parameters, in order.
    pub params: Vec<Param>,
    /// Harness type of the result (`None` for `void` or a type the harness cannot declare).
    pub ret: Option<String>,
}

/// The whole `tests.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Suite {
    /// Always `pathsift`.
    pub producer: String,
    /// How the program was built (its fields sit at the top level of `tests.json`).
    #[serde(flatten)]
    pub program: ProgramSpec,
    /// Every branch edge of the program's own functions.
    pub branches: Vec<Branch>,
    /// Edges some test covers (by index into `branches`).
    pub covered: Vec<u32>,
    /// Every test, in the order they were found.
    pub tests: Vec<TestCase>,
}

/// How an analysed program was built, recorded in `check` results so that `replay` rebuilds
/// exactly that program (the same files, data model, flags and entry function).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProgramSpec {
    /// The program's files (absolute paths).
    pub files: Vec<String>,
    /// `ILP32` or `LP64`.
    pub data_model: String,
    /// `-I` directories.
    pub include_dirs: Vec<String>,
    /// `-D` definitions.
    pub defines: Vec<String>,
    /// Allocations may fail, as inputs say (`--malloc-can-fail`).
    #[serde(default)]
    pub malloc_can_fail: bool,
    /// The environment the program ran in (`NAME=VALUE`, from `--env`).
    #[serde(default)]
    pub env: Vec<String>,
    /// The entry function with `--entry`; `None`: tests run `main` with nondet inputs.
    pub entry: Option<EntrySpec>,
}

impl Suite {
    /// A suite of no tests over the program `p`.
    pub fn of_program(program: ProgramSpec) -> Suite {
        Suite {
            producer: "pathsift".into(),
            program,
            branches: Vec::new(),
            covered: Vec::new(),
            tests: Vec::new(),
        }
    }
}
