//! The concrete machine: memory, registers, frames, and the program's environment.

use rustc_hash::FxHashMap as HashMap;

use ir::{FuncId, LocId, TyKind, ValueId};
use memory::{Fault, Memory, RegionId, RegionKind};

use crate::error::{ErrorKind, RunError};
use crate::inputs::Inputs;
use crate::layout::Program;
use crate::output::Output;
pub use semantics::inputs::{MALLOC_FAILS_INPUT, UNINIT_INPUT};

/// The successors a run takes at chosen branch points, numbered as symbolic execution numbers
/// its decisions (a conditional branch: 0 true, 1 false; a switch: its distinct targets in
/// case order, then the default), so a concrete run's path reads like a symbolic path's.
#[derive(Clone, Debug)]
pub struct BranchLog {
    /// The branch points to log (the others are left out: a loop taken 10^5 times concretely
    /// would fill the log).
    pub at: std::collections::HashSet<LocId>,
    /// `(where, successor)`, in execution order.
    pub taken: Vec<(LocId, u32)>,
    /// The most entries kept (a loop that forked on each of its first iterations may run
    /// millions more concretely).
    pub limit: usize,
}

/// Limits and environment of a run.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Stop after this many instructions (`None`: no limit).
    pub max_instructions: Option<u64>,
    /// Deepest call stack allowed.
    pub max_call_depth: usize,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            max_instructions: None,
            max_call_depth: 100_000,
        }
    }
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The program exited with this status.
    Exit(i32),
    /// The program stopped on a detected error.
    Error(RunError),
    /// An assumption (`__VERIFIER_assume`) did not hold: the inputs are outside the program's domain.
    AssumptionFailed(LocId),
}

/// Why the interpreter loop stopped (internal control flow).
#[derive(Debug)]
pub(crate) enum Stop {
    Exit(i32),
    Error(ErrorKind, String),
    Assume,
}

impl From<Fault> for Stop {
    fn from(f: Fault) -> Stop {
        Stop::Error(ErrorKind::of_fault(&f), f.to_string())
    }
}

/// A program laid out in memory: globals initialised, functions given addresses.
#[derive(Debug)]
pub struct Image {
    /// The initial memory.
    pub mem: Memory,
    /// Constant pool values, slot by slot.
    pub consts: Vec<u64>,
    /// First slot of each constant.
    pub const_slot: Vec<u32>,
    /// Address of each function.
    pub func_addr: Vec<u64>,
    /// Function at each function address.
    pub addr_func: HashMap<u64, FuncId>,
    /// Approximations made while laying out (undefined external variables).
    pub approximations: Vec<String>,
}

/// One activation of a function.
#[derive(Clone, Debug)]
pub(crate) struct Frame {
    pub func: FuncId,
    /// First register slot.
    pub base: usize,
    /// Next instruction.
    pub pc: u32,
    /// Current block (for phis).
    pub block: u32,
    /// Where the caller wants the result.
    pub ret_dst: Option<ValueId>,
    /// Length of the alloca stack when the frame was entered.
    pub alloca_mark: usize,
    /// Address of the variadic argument area, if the call passed extra arguments.
    pub va_area: u64,
}

/// Register file access for the frame being executed.
#[derive(Clone, Copy)]
pub(crate) struct Regs<'a> {
    pub base: usize,
    pub slots: &'a [u32],
}

/// Addresses of the standard streams' `FILE` objects (0 until the program refers to one).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Files {
    pub stdin: u64,
    pub stdout: u64,
    pub stderr: u64,
}

/// A program being executed.
pub struct Machine<'p, 'm> {
    pub(crate) prog: &'p Program<'m>,
    /// The memory.
    pub mem: Memory,
    pub(crate) regs: Vec<u64>,
    pub(crate) frames: Vec<Frame>,
    pub(crate) allocas: Vec<RegionId>,
    pub(crate) consts: Vec<u64>,
    pub(crate) const_slot: Vec<u32>,
    pub(crate) global_addr: Vec<u64>,
    pub(crate) func_addr: Vec<u64>,
    pub(crate) addr_func: HashMap<u64, FuncId>,
    /// Output streams of the program.
    pub out: Output,
    /// Input values and the log of what was read.
    pub inputs: Inputs,
    /// Instructions executed so far.
    pub instructions: u64,
    pub(crate) config: RunConfig,
    pub(crate) files: Files,
    pub(crate) scratch: Vec<u64>,
    /// Exit status while `atexit` handlers run.
    pub(crate) exiting: Option<i32>,
    /// Handlers registered with `atexit`, run last-first.
    pub(crate) atexit: Vec<FuncId>,
    pub(crate) last_loc: LocId,
    /// Approximations made so far (e.g. an undefined external variable read as zero).
    pub approximations: Vec<String>,
    /// When set, every loop entry's iterations are counted here.
    pub loop_stats: Option<Box<crate::loops::LoopStats>>,
    /// With [`Machine::accelerate_loops`]: the loops being watched for acceleration.
    pub(crate) accel: Option<Box<crate::watch::Accel>>,
    /// When set, the heap bytes the program holds and their high-water mark.
    pub heap_use: Option<Box<crate::heapuse::HeapUse>>,
    /// When set, every block the run enters, in order (a function's entry block when it is
    /// called): what the differential test compares with symbolic execution.
    pub block_trace: Option<Vec<(FuncId, u32)>>,
    /// When set, the branches taken at the conditional branches and switches it names.
    pub branch_log: Option<BranchLog>,
    /// Where each `setjmp` so far returns to (a `jmp_buf` holds the index plus one).
    pub(crate) jumps: Vec<semantics::jumps::JumpPoint>,
    /// argv, stdin and files of this run (the program's, with a witness' values).
    pub(crate) io: crate::io::IoEnv,
    /// Streams opened so far (`__pathsift_env_open`).
    pub(crate) opened: Vec<crate::io::Opened<u64>>,
}

impl<'p, 'm> Machine<'p, 'm> {
    /// Lays out functions, globals and constants in memory.
    pub fn new(
        prog: &'p Program<'m>,
        config: RunConfig,
        out: Output,
        inputs: Inputs,
    ) -> Result<Self, RunError> {
        let m = prog.module;
        let mut mem = Memory::new(m.model().pointer_bytes());
        let mut func_addr = Vec::with_capacity(m.functions.len());
        let mut addr_func = HashMap::default();
        let load_err = |e: Fault| RunError {
            kind: ErrorKind::ResourceLimit,
            message: format!("cannot lay out the program: {e}"),
            loc: LocId(0),
            function: String::new(),
        };
        for (i, f) in m.functions.iter().enumerate() {
            let r = mem
                .allocate(1, 16, RegionKind::Function, f.loc.0)
                .map_err(load_err)?;
            let a = mem.region(r).base;
            func_addr.push(a);
            addr_func.insert(a, FuncId(i as u32));
        }
        let mut global_addr = Vec::with_capacity(m.globals.len());
        let mut global_regions = Vec::with_capacity(m.globals.len());
        for g in &m.globals {
            let size = m.types.size(g.ty);
            let r = mem
                .allocate(size, u64::from(g.align), RegionKind::Global, g.loc.0)
                .map_err(load_err)?;
            global_addr.push(mem.region(r).base);
            global_regions.push(r);
        }
        let inputs_io = inputs.io.clone();
        let mut mach = Machine {
            prog,
            mem,
            regs: Vec::with_capacity(1 << 16),
            frames: Vec::new(),
            allocas: Vec::new(),
            consts: Vec::new(),
            const_slot: Vec::new(),
            global_addr,
            func_addr,
            addr_func,
            out,
            inputs,
            instructions: 0,
            config,
            files: Files::default(),
            scratch: Vec::new(),
            exiting: None,
            atexit: Vec::new(),
            last_loc: LocId(0),
            approximations: Vec::new(),
            loop_stats: None,
            accel: None,
            heap_use: None,
            block_trace: None,
            branch_log: None,
            jumps: Vec::new(),
            io: prog.io.with_witness(&inputs_io),
            opened: Vec::new(),
        };
        mach.eval_consts();
        mach.init_globals(&global_regions).map_err(|e| RunError {
            kind: ErrorKind::Unsupported,
            message: e,
            loc: LocId(0),
            function: String::new(),
        })?;
        mach.init_environment(&global_regions).map_err(load_err)?;
        Ok(mach)
    }

    /// Gives the never-written bytes a load is about to read the next input's values, as the
    /// symbolic executor makes them inputs (one input per load, its uninitialised bytes in
    /// address order): C gives them no value, and a witness says which one a path needs.
    pub(crate) fn feed_uninitialized(&mut self, addr: u64, size: u64) -> Result<(), Fault> {
        let at = self.mem.uninitialized_in(addr, size);
        if at.is_empty() {
            return Ok(());
        }
        let values = self.inputs.next_bytes(UNINIT_INPUT, at.len());
        for (a, v) in at.into_iter().zip(values) {
            self.mem.write(a, &[v])?;
        }
        Ok(())
    }

    /// Points the runtime's `__pathsift_environ` (what its `getenv` reads) at a
    /// NULL-terminated array of the program's `NAME=VALUE` strings.
    fn init_environment(&mut self, regions: &[RegionId]) -> Result<(), Fault> {
        let m = self.prog.module;
        let Some(i) = m
            .globals
            .iter()
            .position(|g| g.name == "__pathsift_environ")
        else {
            return Ok(());
        };
        if self.prog.env.is_empty() {
            return Ok(());
        }
        let pb = m.model().pointer_bytes() as usize;
        let n = self.prog.env.len();
        let array = self
            .mem
            .allocate(((n + 1) * pb) as u64, 16, RegionKind::Runtime, 0)?;
        let array_addr = self.mem.region(array).base;
        for (k, (name, value)) in self.prog.env.iter().enumerate() {
            let text = format!("{name}={value}\0");
            let s = self
                .mem
                .allocate(text.len() as u64, 1, RegionKind::Runtime, 0)?;
            let sa = self.mem.region(s).base;
            self.mem.write(sa, text.as_bytes())?;
            self.mem.write_uint(array_addr + (k * pb) as u64, pb, sa)?;
        }
        let g = self.mem.region(regions[i]).base;
        self.mem.write_uint(g, pb, array_addr)?;
        Ok(())
    }

    fn init_globals(&mut self, regions: &[RegionId]) -> Result<(), String> {
        let m = self.prog.module;
        for (i, g) in m.globals.iter().enumerate() {
            let r = regions[i];
            match g.init {
                Some(c) => {
                    let size = m.types.size(g.ty) as usize;
                    let bytes = self.const_bytes(c, size);
                    self.mem.bytes_mut(r).copy_from_slice(&bytes[..size]);
                    if g.constant {
                        self.mem.set_read_only(r);
                    }
                }
                None => self.init_extern_global(&g.name, r)?,
            }
        }
        Ok(())
    }

    /// Runs `main` to completion.
    pub fn run_main(&mut self) -> Outcome {
        let m = self.prog.module;
        let Some(main) = m.func_by_name("main").filter(|&f| m.func(f).body.is_some()) else {
            return Outcome::Error(RunError {
                kind: ErrorKind::Unsupported,
                message: "the program has no `main` function".into(),
                loc: LocId(0),
                function: String::new(),
            });
        };
        let args = match self.main_args(main) {
            Ok(a) => a,
            Err(stop) => return self.outcome(stop),
        };
        let tys = m.func(main).params.clone();
        let stop = match self.push_frame(main, &args, &tys, None, 0) {
            Ok(()) => self.run_loop(),
            Err(s) => s,
        };
        self.finish(stop)
    }

    /// Sets the instruction limit of the runs to come.
    pub fn set_instruction_limit(&mut self, max_instructions: u64) {
        self.config.max_instructions = Some(max_instructions);
    }

    /// Continues a run that stopped at its instruction limit, now `max_instructions`, from
    /// the instruction it had not executed.
    pub fn resume(&mut self, max_instructions: u64) -> Outcome {
        self.set_instruction_limit(max_instructions);
        // The stop before noted the reads so far; this one notes them all.
        let note = uninit_note(self.mem.uninitialized_reads());
        self.approximations.retain(|a| *a != note);
        let stop = self.run_loop();
        self.finish(stop)
    }

    /// Runs function `entry` alone, as `--entry` analyses it: each parameter takes the next
    /// input (a scalar, or the bytes of the buffer a pointer parameter points to, as `params`
    /// describes); returning from it ends the run with status 0.
    pub fn run_entry(&mut self, entry: &str, params: &[semantics::EntryParam]) -> Outcome {
        let m = self.prog.module;
        let unsupported = |message: String| {
            Outcome::Error(RunError {
                kind: ErrorKind::Unsupported,
                message,
                loc: LocId(0),
                function: entry.to_string(),
            })
        };
        let Some(f) = m.func_by_name(entry).filter(|&f| m.func(f).body.is_some()) else {
            return unsupported(format!("the program has no function `{entry}` with a body"));
        };
        let tys = m.func(f).params.clone();
        let objects = match self.build_input_heap() {
            Ok(o) => o,
            Err(why) => return unsupported(why),
        };
        let mut args = Vec::with_capacity(tys.len());
        // Buffers are allocated once every parameter is read: a size may come after its buffer.
        let mut buffers = Vec::new();
        for (i, &t) in tys.iter().enumerate() {
            let Some(p) = params.get(i) else {
                return unsupported(format!("parameter {} of `{entry}` is not described", i + 1));
            };
            let v = match m.types.kind(t) {
                TyKind::Int(bits) => {
                    let bytes = bits.div_ceil(8);
                    self.inputs.next_scalar(&p.name, &p.c_type, bytes, p.kind)
                }
                TyKind::Float(ft) => {
                    let bytes = semantics::arith::float_bits(*ft) / 8;
                    let kind = crate::ScalarKind::Float;
                    self.inputs.next_scalar(&p.name, &p.c_type, bytes, kind)
                }
                TyKind::Ptr if p.pointee.is_some() => {
                    let text = self.inputs.next_text(&p.name, &p.c_type);
                    match self.heap_value(text.as_deref().unwrap_or("null"), &objects) {
                        Ok(v) => v,
                        Err(why) => return unsupported(format!("parameter `{}`: {why}", p.name)),
                    }
                }
                TyKind::Ptr => {
                    let n = p.buffer.max(1);
                    buffers.push((i, self.inputs.next_bytes(&p.name, n as usize)));
                    0
                }
                _ => {
                    return unsupported(format!(
                        "parameter `{}` is passed by value as an aggregate",
                        p.name
                    ))
                }
            };
            args.push(v);
        }
        for (i, mut bytes) in buffers {
            // A buffer with a size parameter holds that many elements and no more.
            let length = params.iter().zip(&args).find(|(q, _)| q.size_of == Some(i));
            if let Some((_, &len)) = length {
                let elem = params[i].elem.max(1);
                let used = u128::from(len).saturating_mul(u128::from(elem));
                bytes.truncate(usize::try_from(used).unwrap_or(usize::MAX));
            }
            let r = match self
                .mem
                .allocate(bytes.len() as u64, 16, RegionKind::Heap, 0)
            {
                Ok(r) => r,
                Err(e) => return unsupported(e.to_string()),
            };
            self.mem.bytes_mut(r).copy_from_slice(&bytes);
            args[i] = self.mem.region(r).base;
        }
        self.exiting = Some(0);
        let stop = match self.push_frame(f, &args, &tys, None, 0) {
            Ok(()) => self.run_loop(),
            Err(s) => s,
        };
        self.finish(stop)
    }

    /// Allocates the objects of the witness's input heap and stores the pointers between them;
    /// returns their addresses, `o1` first.
    fn build_input_heap(&mut self) -> Result<Vec<u64>, String> {
        let Some(heap) = self.inputs.heap.clone() else {
            return Ok(Vec::new());
        };
        let mut regions = Vec::with_capacity(heap.objects.len());
        for o in &heap.objects {
            let size = o.size.max(1);
            let r = self
                .mem
                .allocate(size, 16, RegionKind::Heap, 0)
                .map_err(|e| e.to_string())?;
            let bytes = crate::inputs::hex_bytes(&o.bytes, size as usize);
            self.mem.bytes_mut(r).copy_from_slice(&bytes);
            regions.push(r);
        }
        let addresses: Vec<u64> = regions.iter().map(|&r| self.mem.region(r).base).collect();
        let pw = self.prog.module.model().pointer_bytes() as usize;
        for p in &heap.pointers {
            let from = heap
                .object_index(&p.object)
                .ok_or_else(|| format!("the input heap has no object `{}`", p.object))?;
            let value = match (&p.target, &p.function) {
                (Some(t), _) => self.heap_value(t, &addresses)? + p.target_offset,
                (None, Some(f)) => self.heap_value(f, &addresses)?,
                (None, None) => 0,
            };
            let at = p.offset as usize;
            let cell = self
                .mem
                .bytes_mut(regions[from])
                .get_mut(at..at + pw)
                .ok_or_else(|| format!("a pointer at offset {at} is outside `{}`", p.object))?;
            cell.copy_from_slice(&value.to_le_bytes()[..pw]);
        }
        Ok(addresses)
    }

    /// The address an input heap's text names: `null`, an object `oN`, or a function.
    fn heap_value(&self, text: &str, objects: &[u64]) -> Result<u64, String> {
        if text == "null" {
            return Ok(0);
        }
        if let Some(k) = formats::object_number(text) {
            return objects
                .get(k - 1)
                .copied()
                .ok_or_else(|| format!("the input heap has no object `{text}`"));
        }
        let m = self.prog.module;
        m.func_by_name(text)
            .map(|f| self.func_addr[f.0 as usize])
            .ok_or_else(|| format!("the program has no function `{text}`"))
    }

    /// Runs the `atexit` handlers after an exit, ends loop counting and flushes the output.
    fn finish(&mut self, mut stop: Stop) -> Outcome {
        while let Stop::Exit(code) = stop {
            match self.next_atexit(code) {
                Ok(true) => stop = self.run_loop(),
                Ok(false) => break,
                Err(s) => stop = s,
            }
        }
        let uninit = self.mem.uninitialized_reads();
        if uninit > 0 {
            self.approximations.push(uninit_note(uninit));
        }
        if let Some(ls) = self.loop_stats.as_deref_mut() {
            // An instruction limit stops the run from outside; anything else ends it inside.
            let inside = !matches!(&stop, Stop::Error(ErrorKind::InstructionLimit, _));
            ls.finish(inside);
        }
        self.out.flush();
        self.outcome(stop)
    }

    fn outcome(&mut self, stop: Stop) -> Outcome {
        match stop {
            Stop::Exit(c) => Outcome::Exit(c),
            Stop::Assume => Outcome::AssumptionFailed(self.current_loc()),
            Stop::Error(kind, message) => {
                let m = self.prog.module;
                let frames: Vec<(ir::FuncId, u32)> =
                    self.frames.iter().map(|f| (f.func, f.pc)).collect();
                let (function, loc, message) = crate::error::blamed(m, &frames, message);
                Outcome::Error(RunError {
                    kind,
                    message,
                    loc: loc.unwrap_or_else(|| self.current_loc()),
                    function,
                })
            }
        }
    }

    /// Location of the instruction being executed.
    pub(crate) fn current_loc(&self) -> LocId {
        let Some(fr) = self.frames.last() else {
            return self.last_loc;
        };
        self.prog.module.inst_loc(fr.func, fr.pc)
    }

    /// Builds `argc`/`argv` (and an empty `envp`) for `main`'s parameters.
    fn main_args(&mut self, main: FuncId) -> Result<Vec<u64>, Stop> {
        let m = self.prog.module;
        let params = &m.func(main).params;
        if params.is_empty() {
            return Ok(Vec::new());
        }
        let pb = m.model().pointer_bytes() as usize;
        // argv[0] is fixed so that memory layout (and so addresses) match symbolic execution's;
        // a symbolic argument's block has its full size there, so it has it here too.
        let mut args: Vec<(Vec<u8>, u64)> = vec![(b"program".to_vec(), 8)];
        for a in &self.io.args {
            args.push(match a {
                crate::io::Arg::Text(t) => (t.clone(), t.len() as u64 + 1),
                crate::io::Arg::Symbolic(n) => (Vec::new(), u64::from(*n) + 1),
            });
        }
        let argv = self
            .mem
            .allocate(((args.len() + 1) * pb) as u64, 16, RegionKind::Runtime, 0)?;
        let argv_addr = self.mem.region(argv).base;
        for (i, (a, size)) in args.iter().enumerate() {
            let s = self.mem.allocate(*size, 1, RegionKind::Runtime, 0)?;
            let sa = self.mem.region(s).base;
            self.mem.write(sa, a)?;
            self.mem.write_uint(argv_addr + (i * pb) as u64, pb, sa)?;
        }
        let envp = self.mem.allocate(pb as u64, 16, RegionKind::Runtime, 0)?;
        let envp_addr = self.mem.region(envp).base;
        let mut out = vec![args.len() as u64, argv_addr, envp_addr];
        out.truncate(params.len());
        while out.len() < params.len() {
            out.push(0);
        }
        for (v, &t) in out.iter_mut().zip(params) {
            if let TyKind::Int(b) = m.types.kind(t) {
                *v = crate::arith::mask64(*v, *b);
            }
        }
        Ok(out)
    }

    /// Jumps over loop iterations whose effect is affine from now on (the `accel` module); not
    /// with `loop_stats` or `heap_use`, which count iterations one by one.
    pub fn accelerate_loops(&mut self) {
        self.accel = Some(Box::default());
    }

    /// Loop iterations jumped over so far (not counted in `instructions`).
    pub fn iterations_jumped(&self) -> u64 {
        self.accel.as_ref().map_or(0, |a| a.skipped)
    }

    /// The laid-out memory and tables, before execution (the start of symbolic execution).
    pub fn into_image(self) -> Image {
        Image {
            mem: self.mem,
            consts: self.consts,
            const_slot: self.const_slot,
            func_addr: self.func_addr,
            addr_func: self.addr_func,
            approximations: self.approximations,
        }
    }

    /// Address of function `f`.
    pub fn func_address(&self, f: FuncId) -> u64 {
        self.func_addr[f.0 as usize]
    }
}

/// The approximation a run that read `n` never-written bytes reports.
fn uninit_note(n: u64) -> String {
    format!("{n} read(s) of never-written stack or heap bytes (natively: whatever is there)")
}
