//! `ir::Module::relevance` on C as clang lowers it: which globals and stack variables no
//! decision reads. Reuse compares states without them, so a variable wrongly found
//! irrelevant would let one state stand for another that behaves differently.

use std::path::PathBuf;

use ir::{Const, Module, Operand};
use semantics::Program;

fn module(name: &str, src: &str) -> Module {
    let dir = std::env::temp_dir().join(format!("pathsift-relevance-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file: PathBuf = dir.join(format!("{name}.c"));
    std::fs::write(&file, src).expect("program written");
    frontend::load(
        std::slice::from_ref(&file),
        &frontend::CompileOptions::default(),
    )
    .expect("the program compiles")
}

/// The names of the program's globals that no decision reads, sorted, with no call taken
/// for one that only prints.
fn irrelevant_globals(m: &Module) -> Vec<String> {
    irrelevant_globals_with(m, &|_, _| false)
}

/// The same with `prints` telling the calls that only print.
fn irrelevant_globals_with(
    m: &Module,
    prints: &dyn Fn(ir::FuncId, &[Operand]) -> bool,
) -> Vec<String> {
    let main = m.func_by_name("main").expect("a main");
    let mut names: Vec<String> = m
        .relevance(main, prints)
        .irrelevant_globals()
        .iter()
        .filter_map(|c| match m.consts.get(c.0 as usize) {
            Some(Const::Global(g)) => Some(m.globals[g.0 as usize].name.clone()),
            _ => None,
        })
        .collect();
    names.sort();
    names
}

/// How many stack variables of `main` no decision reads.
fn irrelevant_slots_of_main(m: &Module) -> usize {
    let f = m.func_by_name("main").expect("a main");
    m.relevance(f, &|_, _| false).irrelevant_slots(f).len()
}

#[test]
fn globals_only_written_or_returned_are_irrelevant_and_the_rest_are_not() {
    let m = module(
        "globals",
        r#"
        extern int input(void);
        extern int printf(const char *, ...);
        unsigned status;                 /* only or-ed and returned */
        unsigned count;                  /* only counted */
        int mode;                        /* decides a branch */
        int printed;                     /* passed to printf */
        int divisor = 1;                 /* divides */
        int index_;                      /* indexes an array */
        int through;                     /* copied into mode, which decides */
        int escapes;                     /* its address is taken, only to read it back */
        int compared;                    /* its address is compared */
        int table[4];                    /* stored, never read: irrelevant too */
        static void note(unsigned bit) { status |= bit; count++; }
        int main(void) {
          int *p = &escapes;
          if (&compared == (int *)(long)input()) return 2;
          through = input();
          mode = through + 1;
          for (int k = 0; k < 4; k++) if (input()) note(1u << k);
          if (mode > 2) printed = 1;
          printf("%d\n", printed);
          table[index_] = 100 / divisor;
          return (int)(status + count) + *p;
        }
        "#,
    );
    assert_eq!(
        irrelevant_globals(&m),
        ["count", "escapes", "status", "table"]
    );
}

#[test]
fn a_number_only_printed_decides_nothing_but_a_width_or_a_length_printed_does() {
    let m = module(
        "printed",
        r#"
        extern int input(void);
        extern int printf(const char *, ...);
        unsigned errors;                 /* printed */
        double ratio;                    /* printed */
        int width;                       /* a `*` width: how much of a string is read */
        int shown;                       /* printed, and the length printed decides */
        const char *fmt = "%d\n";        /* not a constant format */
        int through_fmt;
        int main(void) {
          for (int k = 0; k < 4; k++) if (input()) errors++;
          ratio = errors / 4.0;
          width = input();
          shown = input();
          through_fmt = input();
          printf("%u errors (%.2f%%)\n", errors, ratio);
          printf("%.*s\n", width, "abcdef");
          if (printf("%d", shown) > 2) return 1;
          printf(fmt, through_fmt);
          return 0;
        }
        "#,
    );
    // printf as the engine models it.
    let prog = Program::new(&m);
    let printf = |f: ir::FuncId, args: &[Operand]| symex::only_prints(&prog, f, args);
    assert_eq!(irrelevant_globals_with(&m, &printf), ["errors", "ratio"]);
    // Without the model, printf is a function like any other.
    assert_eq!(irrelevant_globals(&m), Vec::<String>::new());
}

#[test]
fn a_value_returned_by_a_helper_is_relevant_only_where_a_caller_decides_on_it() {
    let m = module(
        "helpers",
        r#"
        extern int input(void);
        int seen, kept, passed;
        static int bump(int *unused, int v) { return v + 1; }
        static int twice(int v) { return 2 * v; }
        static void check(int v) { if (v > 9) input(); }
        int main(void) {
          seen = twice(input());          /* only returned */
          kept = bump(0, input());        /* decides below */
          passed = input();
          check(passed);                  /* decides in the callee */
          if (kept > 3) return 1;
          return seen;
        }
        "#,
    );
    assert_eq!(irrelevant_globals(&m), ["seen"]);
}

#[test]
fn stack_variables_structs_and_arrays_follow_their_reads() {
    let m = module(
        "locals",
        r#"
        #include <string.h>
        extern int input(void);
        struct stats { unsigned lines; unsigned long bytes; short classes[4]; };
        int main(void) {
          struct stats st;                 /* irrelevant: memset, fields written, returned */
          unsigned flags = 0;              /* irrelevant */
          int limit = input();             /* relevant: bounds the loop */
          int cursor[2] = {0, 0};          /* relevant: one element decides */
          memset(&st, 0, sizeof st);
          for (int i = 0; i < limit; i++) {   /* i: relevant */
            st.lines++;
            st.classes[i & 3] += 1;
            flags |= 1u << (i & 7);
            cursor[i & 1]++;
          }
          if (cursor[1] > 5) return -1;
          return (int)(st.lines + flags);
        }
        "#,
    );
    // st, flags, and the slot clang gives main's return value.
    assert_eq!(irrelevant_slots_of_main(&m), 3);
    let m = module(
        "decides",
        r#"
        extern int input(void);
        int main(void) {
          unsigned flags = 0;
          for (int i = 0; i < 3; i++) if (input()) flags |= 1u << i;
          if (flags == 5) return 1;        /* now it decides */
          return 0;
        }
        "#,
    );
    // Only the return value's slot.
    assert_eq!(irrelevant_slots_of_main(&m), 1);
    let m = module(
        "pointers",
        r#"
        extern int input(void);
        extern void use(int *);
        int main(void) {
          int a = 0, b = 0;
          int *p = input() ? &a : &b;     /* p may point to a or b */
          *p = 3;
          use(&b);                        /* b escapes */
          a++;
          return a + b;
        }
        "#,
    );
    // p is a pointer: never a cell. a is only written (through p too) and returned; b
    // escapes, and so does what p points to when p's own address escapes (below).
    assert_eq!(irrelevant_slots_of_main(&m), 2);
    let m = module(
        "pointer_escapes",
        r#"
        extern int input(void);
        extern void use(int **);
        int main(void) {
          int a = 0;
          int *p = &a;
          use(&p);                        /* whoever gets &p can read a */
          a++;
          return a;
        }
        "#,
    );
    assert_eq!(irrelevant_slots_of_main(&m), 1);
}

/// Counters, configurations and records that a helper fills through a pointer, as C code
/// keeps them: the analysis follows the address into the helper (whose parameter clang
/// spills to a stack slot at -O0) and back.
#[test]
fn cells_filled_through_pointers_by_helpers_follow_their_reads() {
    let m = module(
        "helpers_fill",
        r#"
        extern int input(void);
        struct config { int verbose; int retries; };
        static void classify(int sample, int counts[3]) {
          if (sample < 0) counts[0]++; else counts[1]++;
        }
        static void parse(struct config *c) {
          c->verbose = input() > 3;
          c->retries = input();
        }
        static int *pick(int *x) { return x; }
        int main(void) {
          int counts[3] = {0, 0, 0};      /* irrelevant: only counted and returned */
          struct config cfg;               /* relevant: retries bounds a loop */
          int seen = 0;                    /* relevant: returned by pick, then decides */
          unsigned mask = 0;
          unsigned *m = &mask;             /* mask: irrelevant, written through m */
          for (int k = 0; k < 4; k++) classify(input(), counts);
          parse(&cfg);
          for (int r = 0; r < cfg.retries; r++) *m |= 1u << (r & 7);
          if (*pick(&seen) > 2) return 1;
          return counts[0] + (int)mask;
        }
        "#,
    );
    // counts, mask, and the slot clang gives main's return value; before pointers were
    // followed, only the last (counts is passed to classify, mask's address kept in m).
    assert_eq!(irrelevant_slots_of_main(&m), 3);
}

/// An `--entry` function's pointer parameters point where the engine put them: what is
/// stored through them may be read by anyone, even when the program's own calls pass
/// stack variables.
#[test]
fn an_entry_functions_pointer_parameter_is_not_a_cell() {
    let m = module(
        "entry_param",
        r#"
        extern int input(void);
        int fill(int *out) { *out = input(); return 0; }
        int main(void) {
          int local = 0;                   /* irrelevant from main: only written */
          fill(&local);
          return 0;
        }
        "#,
    );
    let main = m.func_by_name("main").expect("a main");
    let fill = m.func_by_name("fill").expect("fill");
    // From main, `local` is only written (in fill, through `out`): with the return slot,
    // two slots no decision reads.
    assert_eq!(
        m.relevance(main, &|_, _| false)
            .irrelevant_slots(main)
            .len(),
        2
    );
    // With `fill` as the entry, `*out = input()` writes memory the engine gave it, which
    // the engine may read back: the value stored is relevant there.
    let from_fill = m.relevance(fill, &|_, _| false).irrelevant_regs(fill).len();
    let from_main = m.relevance(main, &|_, _| false).irrelevant_regs(fill).len();
    assert!(from_fill < from_main, "{from_fill} {from_main}");
}
