//! Text output of witnesses and paths on tests/witness: inputs decoded by their C type, stdin
//! as escaped text, `--entry` heaps as object diagrams, and no step in pathsift's C runtime.

#[path = "support/programs.rs"]
#[allow(dead_code)]
mod programs_support;

use programs_support::{pathsift, test_dir};

/// stdout of `pathsift ARGS... DIR/program`, with DIR written `DIR`, and without the `stats:`
/// line (its times vary); exit code 0 required.
fn text_of(program: &str, args: &[&str]) -> String {
    let dir = test_dir("witness");
    let file = dir.join(program);
    let file = file.to_string_lossy();
    let mut all: Vec<&str> = args.to_vec();
    all.push(&file);
    let (code, out, err) = pathsift(&all);
    assert_eq!(code, 0, "pathsift {all:?} failed: {err}");
    out.replace(&*dir.to_string_lossy(), "DIR")
        .lines()
        .filter(|l| !l.starts_with("stats:"))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn inputs_made_symbolic_by_name_read_as_their_declared_types() {
    let expected = r#"error[assertion]: DIR/symbolic_int.c: Assertion `0' failed.
   --> DIR/symbolic_int.c:11:9
   |
11 |         assert(0);
   |         ^^^^^^ assertion fails here
   |
   = path:
     1. DIR/symbolic_int.c:10:19 in main: condition true
     2. DIR/symbolic_int.c:10:9 in main: condition true
     3. DIR/symbolic_int.c:11:9 in main: the error
   = witness:
     n = 4096
     delta = -5

1 finding
"#;
    assert_eq!(text_of("symbolic_int.c", &["check"]), expected);
}

#[test]
fn the_json_witness_keeps_its_value_and_adds_the_decoded_text() {
    let out = text_of("symbolic_int.c", &["check", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON document");
    let inputs = &v["findings"][0]["witness"]["inputs"];
    assert_eq!(
        inputs,
        &serde_json::json!([
            {"name": "n", "type": "bytes", "value": "0x00100000", "text": "4096"},
            {"name": "delta", "type": "bytes", "value": "0xfbff", "text": "-5"},
        ])
    );
}

#[test]
fn a_stdin_driven_bug_shows_stdin_as_text_and_the_programs_calls() {
    let expected = r#"error[out-of-bounds]: access of 4 bytes at offset 16 of a 16-byte object
   --> DIR/stdin_command.c:11:12
   |
11 |     return table[k];
   |            ^^^^^ out-of-bounds access here
   |
   = path:
     1. DIR/stdin_command.c:8:10 in main: in `fgets`
     2. DIR/stdin_command.c:10:13 in main: in `strcmp`
     3. DIR/stdin_command.c:11:12 in main: the error
   = witness:
     stdin = "quit\n\0" (0x717569740a00)

1 finding
"#;
    assert_eq!(
        text_of("stdin_command.c", &["check", "--sym-stdin", "6"]),
        expected
    );
}

#[test]
fn an_entry_heap_reads_as_an_object_diagram() {
    let expected = r#"error[assertion]: DIR/list_entry.c: Assertion `0' failed.
   --> DIR/list_entry.c:11:9
   |
11 |         assert(0);
   |         ^^^^^^ assertion fails here
   |
   = path:
     1. DIR/list_entry.c:10:30 in second: condition true
     2. DIR/list_entry.c:10:9 in second: condition true
     3. DIR/list_entry.c:11:9 in second: the error
   = witness:
     list = o1
     o1 = {next: o2, v: 3}
     o2 = {next: NULL, v: -1}
   = assumes: `list` points to a `struct node` of its own, whose pointers are NULL, new objects or aliases of objects of their type

1 finding
"#;
    assert_eq!(
        text_of("list_entry.c", &["check", "--entry", "second"]),
        expected
    );
}

#[test]
fn a_verify_path_through_strlen_and_memcpy_names_the_programs_calls() {
    let expected = r#"verdict: false
property: unreach-call
error[reach-error]: reach_error() called
   --> DIR/strlen_memcpy.c:14:9
   |
14 |         reach_error();
   |         ^^^^^^^^^^^ reach_error() called here
   |
   = path:
     1. DIR/strlen_memcpy.c:9:10 in main: in `fgets`
     2. DIR/strlen_memcpy.c:11:16 in main: in `strlen`
     3. DIR/strlen_memcpy.c:13:9 in main: condition true
     4. DIR/strlen_memcpy.c:14:9 in main: the error
   = witness:
     stdin = "a\x01\n\0\0\0" (0x61010a000000)

reason: reach-error at the reported location; the witness replays
engine: bmc (4 unrollings)
"#;
    let out = text_of(
        "strlen_memcpy.c",
        &["verify", "--property", "unreach-call", "--sym-stdin", "6"],
    );
    assert!(!out.contains("runtime/"), "{out}");
    assert_eq!(out, expected);
}
