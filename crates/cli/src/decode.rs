//! Witness values as a C programmer reads them: integers in decimal, characters and byte
//! buffers as C literals, an `--entry` heap as object diagrams. The JSON keeps the exact
//! values (`value`, hex bytes); this is what text output shows beside or instead of them.

use std::collections::HashMap;

use formats::{Heap, InputValue, Witness};
use frontend::ctypes::Field;

/// Most bytes of a buffer shown as a string (the JSON has them all).
const SHOWN_BYTES: usize = 128;

/// What clang tells about the program's types, which the witness does not record.
#[derive(Clone, Debug, Default)]
pub struct CTypes {
    /// Declared type of each variable made symbolic by name (`pathsift_symbolic`).
    pub vars: HashMap<String, String>,
    /// Fields of each struct, by type name (`struct node`).
    pub records: HashMap<String, Vec<Field>>,
}

impl CTypes {
    /// What clang says about the types the witnesses of `witnesses` need; empty when clang
    /// cannot tell (a `.bc` input, a compile error): the text then falls back to hex.
    pub fn lookup<'w>(
        input: &crate::common::InputArgs,
        witnesses: impl IntoIterator<Item = &'w Witness> + Clone,
    ) -> CTypes {
        Self::lookup_with(input, witnesses, true)
    }

    /// [`CTypes::lookup`], with struct layouts only when `records` (JSON needs none).
    pub fn lookup_with<'w>(
        input: &crate::common::InputArgs,
        witnesses: impl IntoIterator<Item = &'w Witness> + Clone,
        records: bool,
    ) -> CTypes {
        let opts = frontend::CompileOptions {
            data_model: input.data_model,
            include_dirs: input.include.clone(),
            defines: input.define.clone(),
            no_runtime: true,
            check_overflow: false,
            deadline: None,
        };
        Self::lookup_files(&input.files, &opts, witnesses, records)
    }

    /// [`CTypes::lookup`] for a program a saved result records (`"program"` of a check or
    /// verify result, or a `tests.json`), with struct layouts.
    pub fn lookup_recorded<'w>(
        program: &formats::suite::ProgramSpec,
        witnesses: impl IntoIterator<Item = &'w Witness> + Clone,
    ) -> CTypes {
        let data_model = if program.data_model == ir::DataModel::Ilp32.name() {
            ir::DataModel::Ilp32
        } else {
            ir::DataModel::Lp64
        };
        let opts = frontend::CompileOptions {
            data_model,
            include_dirs: program.include_dirs.iter().map(Into::into).collect(),
            defines: program.defines.clone(),
            no_runtime: true,
            check_overflow: false,
            deadline: None,
        };
        let files: Vec<std::path::PathBuf> = program.files.iter().map(Into::into).collect();
        Self::lookup_files(&files, &opts, witnesses, true)
    }

    fn lookup_files<'w>(
        files: &[std::path::PathBuf],
        opts: &frontend::CompileOptions,
        witnesses: impl IntoIterator<Item = &'w Witness> + Clone,
        records: bool,
    ) -> CTypes {
        let mut names: Vec<String> = witnesses
            .clone()
            .into_iter()
            .flat_map(|w| &w.inputs)
            .filter(|i| i.ty == "bytes" && is_identifier(&i.name))
            .map(|i| i.name.clone())
            .collect();
        names.sort();
        names.dedup();
        let heap = records && witnesses.into_iter().any(|w| w.heap.is_some());
        let vars = if names.is_empty() {
            HashMap::new()
        } else {
            frontend::ctypes::variable_types(files, opts, &names).unwrap_or_default()
        };
        let records = if heap {
            frontend::ctypes::record_layouts(files, opts).unwrap_or_default()
        } else {
            HashMap::new()
        };
        CTypes { vars, records }
    }
}

fn is_identifier(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with(|c: char| c.is_ascii_digit())
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// How a scalar C type's bits read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Signed,
    Unsigned,
    Char { signed: bool },
    Bool,
    Float,
}

/// The class of scalar type `ty` (typedefs of the standard headers included), if it is one.
fn class(ty: &str) -> Option<Class> {
    let t = ty
        .trim()
        .trim_start_matches("const ")
        .trim_start_matches("volatile ")
        .trim();
    // A pointer's bytes are its pointee's (an `--entry` buffer), not a number.
    if t.contains('*') || t.contains('(') {
        return None;
    }
    Some(match t {
        "char" | "signed char" => Class::Char { signed: true },
        "unsigned char" | "uint8_t" | "u_char" => Class::Char { signed: false },
        "_Bool" | "bool" => Class::Bool,
        "float" | "double" | "long double" => Class::Float,
        "size_t" | "uintptr_t" | "uintmax_t" => Class::Unsigned,
        "ssize_t" | "intptr_t" | "intmax_t" | "ptrdiff_t" | "loff_t" | "off_t" => Class::Signed,
        _ if t.starts_with("unsigned") || (t.starts_with("uint") && t.ends_with("_t")) => {
            Class::Unsigned
        }
        "int"
        | "signed"
        | "signed int"
        | "short"
        | "short int"
        | "signed short"
        | "signed short int"
        | "long"
        | "long int"
        | "signed long"
        | "signed long int"
        | "long long"
        | "long long int"
        | "signed long long"
        | "signed long long int"
        | "int8_t"
        | "int16_t"
        | "int32_t"
        | "int64_t" => Class::Signed,
        _ => return None,
    })
}

/// `'a'`, `'\n'`, `'\x01'`: `b` as a C character literal.
pub fn char_literal(b: u8) -> String {
    let body = match b {
        b'\'' => "\\'".to_string(),
        b'"' => "\"".to_string(),
        _ => escape(b, None),
    };
    format!("'{body}'")
}

/// The escape of `b` inside a C literal; `next` is the byte after it in a string, which a
/// hex escape would swallow when it is a hex digit (an octal one then ends after 3 digits).
fn escape(b: u8, next: Option<u8>) -> String {
    match b {
        b'\n' => "\\n".into(),
        b'\r' => "\\r".into(),
        b'\t' => "\\t".into(),
        b'\\' => "\\\\".into(),
        b'"' => "\\\"".into(),
        0 if !next.is_some_and(|n| n.is_ascii_digit()) => "\\0".into(),
        b' '..=b'~' => char::from(b).to_string(),
        _ if next.is_some_and(|n| n.is_ascii_hexdigit()) => format!("\\{b:03o}"),
        _ => format!("\\x{b:02x}"),
    }
}

/// `bytes` as a C string literal (at most [`SHOWN_BYTES`] of them, then `…`).
pub fn string_literal(bytes: &[u8]) -> String {
    let shown = &bytes[..bytes.len().min(SHOWN_BYTES)];
    let mut out = String::from("\"");
    for (i, &b) in shown.iter().enumerate() {
        out.push_str(&escape(b, shown.get(i + 1).copied()));
    }
    out.push('"');
    if bytes.len() > shown.len() {
        out.push_str(&format!("… ({} bytes)", bytes.len()));
    }
    out
}

/// Bytes read as text, with their hex beside when some are not printable text.
pub fn bytes_text(bytes: &[u8]) -> String {
    let text = |b: &u8| b.is_ascii_graphic() || matches!(b, b' ' | b'\n' | b'\r' | b'\t');
    let literal = string_literal(bytes);
    if bytes.iter().all(text) {
        literal
    } else {
        let hex: String = bytes
            .iter()
            .take(SHOWN_BYTES)
            .map(|b| format!("{b:02x}"))
            .collect();
        format!("{literal} (0x{hex})")
    }
}

/// A scalar of type `ty` whose value is `value` (decimal text, as witnesses write scalars)
/// as C reads it; `None` when `ty` is not a scalar type this knows.
fn scalar_from_decimal(ty: &str, value: &str) -> Option<String> {
    match class(ty)? {
        Class::Char { .. } => {
            let v: i64 = value.trim().parse().ok()?;
            Some(format!("{} ({v})", char_literal(v as u8)))
        }
        Class::Bool => Some(match value.trim() {
            "0" => "false".into(),
            _ => "true".into(),
        }),
        Class::Signed | Class::Unsigned | Class::Float => None,
    }
}

/// Little-endian `bytes` read as C type `ty`: a scalar, or an array `T [N]` of them.
pub fn from_bytes(ty: &str, bytes: &[u8]) -> Option<String> {
    if let Some((elem, n)) = array_type(ty) {
        let width = bytes.len().checked_div(n).filter(|w| *w > 0)?;
        if width * n != bytes.len() {
            return None;
        }
        if matches!(class(elem)?, Class::Char { .. }) {
            return Some(bytes_text(bytes));
        }
        let items: Option<Vec<String>> = bytes.chunks(width).map(|c| from_bytes(elem, c)).collect();
        return Some(format!("{{{}}}", items?.join(", ")));
    }
    let c = class(ty)?;
    if bytes.is_empty() || bytes.len() > 16 {
        return None;
    }
    let mut raw = [0u8; 16];
    raw[..bytes.len()].copy_from_slice(bytes);
    let u = u128::from_le_bytes(raw);
    let bits = bytes.len() as u32 * 8;
    let signed = || {
        let shift = 128 - bits;
        ((u << shift) as i128) >> shift
    };
    Some(match c {
        Class::Unsigned => u.to_string(),
        Class::Signed => signed().to_string(),
        Class::Char { signed: s } => {
            let v = if s { signed() } else { u as i128 };
            format!("{} ({v})", char_literal(bytes[0]))
        }
        Class::Bool => (if u == 0 { "false" } else { "true" }).into(),
        Class::Float => match bytes.len() {
            4 => format!("{}", f32::from_bits(u as u32)),
            8 => format!("{}", f64::from_bits(u as u64)),
            _ => return None,
        },
    })
}

/// `int [4]` → (`int`, 4).
fn array_type(ty: &str) -> Option<(&str, usize)> {
    let open = ty.rfind('[')?;
    let n = ty.get(open + 1..)?.strip_suffix(']')?.trim().parse().ok()?;
    Some((ty[..open].trim(), n))
}

/// An input's value as text: decoded by its type (from the witness, or for a buffer made
/// symbolic by name, the variable's declared type); a buffer of unknown type as a string
/// with its hex.
pub fn input_text(input: &InputValue, types: &CTypes) -> String {
    if input.ty == "bytes" {
        let bytes = formats::hex_to_bytes(&input.value);
        let declared = types.vars.get(&input.name);
        return declared
            .and_then(|t| from_bytes(t, &bytes))
            .unwrap_or_else(|| bytes_text(&bytes));
    }
    scalar_from_decimal(&input.ty, &input.value).unwrap_or_else(|| input.value.clone())
}

/// The text shown for JSON's decoded field, when it says more than `value` does.
pub fn decoded(input: &InputValue, types: &CTypes) -> Option<String> {
    let text = input_text(input, types);
    (text != input.value).then_some(text)
}

/// Adds to each input object of the witness JSON `w` a `text` field with its value decoded
/// by its C type, where that says more than `value` (the other fields stay as they are).
pub fn annotate(w: &mut serde_json::Value, types: &CTypes) {
    let Some(inputs) = w.get_mut("inputs").and_then(|i| i.as_array_mut()) else {
        return;
    };
    for v in inputs {
        let Ok(input) = serde_json::from_value::<InputValue>(v.clone()) else {
            continue;
        };
        if let (Some(text), Some(obj)) = (decoded(&input, types), v.as_object_mut()) {
            obj.insert("text".into(), serde_json::Value::String(text));
        }
    }
}

/// `name = value` per input, then the program's environment (stdin, files, argv).
pub fn witness_lines(w: &Witness, types: &CTypes) -> Vec<String> {
    let mut lines = input_lines(w, types);
    lines.extend(env_lines(w));
    lines
}

/// `name = value` per input, and with an `--entry` heap, each object's diagram.
pub fn input_lines(w: &Witness, types: &CTypes) -> Vec<String> {
    match &w.heap {
        Some(heap) => heap_lines(w, heap, types),
        None => w
            .inputs
            .iter()
            .map(|i| format!("{} = {}", i.name, input_text(i, types)))
            .collect(),
    }
}

/// The program's stdin, files and arguments as the witness fixes them.
pub fn env_lines(w: &Witness) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(s) = &w.io.stdin {
        lines.push(format!("stdin = {}", bytes_text(&formats::hex_to_bytes(s))));
    }
    for (name, data) in &w.io.files {
        lines.push(format!(
            "file {name} = {}",
            bytes_text(&formats::hex_to_bytes(data))
        ));
    }
    if let Some(argv) = &w.io.argv {
        let args: Vec<String> = argv
            .iter()
            .map(|a| string_literal(&formats::arg_bytes(a)))
            .collect();
        lines.push(format!("argv = {{{}}}", args.join(", ")));
    }
    lines
}

/// An `--entry` witness: each parameter, then each object as a C-like diagram with its
/// fields by name when the struct's layout is known, by offset (`+8`) otherwise.
fn heap_lines(w: &Witness, heap: &Heap, types: &CTypes) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let params = heap.params.len();
    for (k, input) in w.inputs.iter().enumerate() {
        let value = match input.value.as_str() {
            "null" if k < params => "NULL".to_string(),
            v if k < params && formats::object_number(v).is_some() => v.to_string(),
            _ => input_text(input, types),
        };
        lines.push(format!("{} = {value}", input.name));
    }
    for o in &heap.objects {
        lines.push(format!("{} = {}", o.id, object_text(o, heap, types)));
    }
    lines
}

fn object_text(o: &formats::HeapObject, heap: &Heap, types: &CTypes) -> String {
    let bytes = formats::hex_bytes(&o.bytes, o.size as usize);
    let pointers: Vec<&formats::HeapPointer> =
        heap.pointers.iter().filter(|p| p.object == o.id).collect();
    let pointer_at = |offset: u64| {
        pointers
            .iter()
            .find(|p| p.offset == offset)
            .map(|p| match (&p.target, &p.function) {
                (Some(t), _) if p.target_offset == 0 => t.clone(),
                (Some(t), _) => format!("{t}+{}", p.target_offset),
                (None, Some(f)) => f.clone(),
                (None, None) => "NULL".into(),
            })
    };
    let Some(fields) = types.records.get(&o.ty).filter(|f| !f.is_empty()) else {
        if o.ty == "bytes" || pointers.is_empty() && !o.ty.starts_with("struct") {
            return bytes_text(&bytes);
        }
        return by_offset(&bytes, &pointers, pointer_at);
    };
    let mut parts = Vec::new();
    for (k, f) in fields.iter().enumerate() {
        let end = fields.get(k + 1).map_or(o.size, |n| n.offset).min(o.size);
        let start = f.offset.min(end);
        let raw = &bytes[start as usize..end as usize];
        let value = if let Some(p) = pointer_at(f.offset) {
            p
        } else if f.ty.ends_with('*') {
            // The witness lists every non-NULL pointer; a pointer field without one is NULL.
            "NULL".into()
        } else {
            let width = scalar_width(&f.ty, raw.len());
            from_bytes(&f.ty, &raw[..width]).unwrap_or_else(|| crate::decode::hex(&raw[..width]))
        };
        parts.push(format!("{}: {value}", f.name));
    }
    format!("{{{}}}", parts.join(", "))
}

/// Bytes a field of type `ty` takes out of the `room` up to the next field (padding after a
/// scalar is not part of it).
fn scalar_width(ty: &str, room: usize) -> usize {
    let w = match class(ty) {
        Some(Class::Char { .. } | Class::Bool) => 1,
        _ if ty.starts_with("short") || ty.starts_with("unsigned short") => 2,
        _ if matches!(
            ty,
            "int" | "unsigned int" | "float" | "signed int" | "unsigned"
        ) =>
        {
            4
        }
        _ => room,
    };
    w.min(room)
}

/// `{+0: o2, +8: 0x03000000}`: an object whose fields are unknown, by offset: its pointers,
/// and the bytes between them.
fn by_offset(
    bytes: &[u8],
    pointers: &[&formats::HeapPointer],
    pointer_at: impl Fn(u64) -> Option<String>,
) -> String {
    let mut offsets: Vec<u64> = pointers.iter().map(|p| p.offset).collect();
    offsets.sort_unstable();
    offsets.dedup();
    let pointer_size = 8u64.min(bytes.len() as u64);
    let mut parts = Vec::new();
    let mut at = 0u64;
    let len = bytes.len() as u64;
    for &p in offsets.iter().chain(std::iter::once(&len)) {
        // Between pointers, pointer-sized words: a field is most often one or within one.
        while p > at {
            let end = (at + pointer_size.max(1)).min(p).min(len);
            let raw = &bytes[at as usize..end as usize];
            if raw.iter().any(|&b| b != 0) {
                parts.push(format!("+{at}: {}", hex(raw)));
            }
            at = end;
            if end == len {
                break;
            }
        }
        if p < len {
            if let Some(text) = pointer_at(p) {
                parts.push(format!("+{p}: {text}"));
            }
            at = p + pointer_size;
        }
    }
    format!("{{{}}}", parts.join(", "))
}

/// `0x..` hex of `bytes` in memory order.
pub fn hex(bytes: &[u8]) -> String {
    let h: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!("0x{h}")
}

/// `name = value, ...` with runs of equal inputs folded (`x = 0 ×199`), at most a few of
/// them (the JSON has every input), each decoded by its C type (`types`), then the
/// program's stdin, files and arguments; or `(no inputs)`.
pub fn witness_text(w: &Witness, types: &CTypes) -> String {
    const SHOWN: usize = 6;
    let inputs = input_lines(w, types);
    let env = env_lines(w);
    if inputs.is_empty() && env.is_empty() {
        return "(no inputs)".into();
    }
    let mut runs: Vec<(String, usize)> = Vec::new();
    for t in inputs.iter().cloned() {
        match runs.last_mut() {
            Some((last, n)) if *last == t => *n += 1,
            _ => runs.push((t, 1)),
        }
    }
    let mut parts: Vec<String> = runs
        .iter()
        .take(SHOWN)
        .map(|(t, n)| {
            if *n > 1 {
                format!("{t} ×{n}")
            } else {
                t.clone()
            }
        })
        .collect();
    if runs.len() > SHOWN {
        parts.push(format!("… ({} inputs in all)", inputs.len()));
    }
    parts.extend(env);
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(name: &str, ty: &str, value: &str) -> InputValue {
        InputValue {
            name: name.into(),
            ty: ty.into(),
            value: value.into(),
        }
    }

    #[test]
    fn integers_read_in_decimal_with_the_types_sign() {
        assert_eq!(from_bytes("int", &[0, 0x10, 0, 0]).as_deref(), Some("4096"));
        assert_eq!(
            from_bytes("int", &[0xfb, 0xff, 0xff, 0xff]).as_deref(),
            Some("-5")
        );
        assert_eq!(
            from_bytes("unsigned int", &[0xfb, 0xff, 0xff, 0xff]).as_deref(),
            Some("4294967291")
        );
        assert_eq!(from_bytes("short", &[0xff, 0xff]).as_deref(), Some("-1"));
        assert_eq!(from_bytes("_Bool", &[1]).as_deref(), Some("true"));
        assert_eq!(
            from_bytes("double", &1.5f64.to_le_bytes()).as_deref(),
            Some("1.5")
        );
        assert_eq!(
            from_bytes("int [2]", &[1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]).as_deref(),
            Some("{1, -1}")
        );
        assert_eq!(from_bytes("struct s", &[1, 2]), None);
    }

    #[test]
    fn characters_and_buffers_read_as_c_literals() {
        assert_eq!(char_literal(b'a'), "'a'");
        assert_eq!(char_literal(b'\n'), "'\\n'");
        assert_eq!(char_literal(1), "'\\x01'");
        assert_eq!(char_literal(b'\''), "'\\''");
        assert_eq!(from_bytes("char", &[0xff]).as_deref(), Some("'\\xff' (-1)"));
        assert_eq!(
            from_bytes("unsigned char", &[0xff]).as_deref(),
            Some("'\\xff' (255)")
        );
        assert_eq!(bytes_text(b"GET /\r\n"), "\"GET /\\r\\n\"");
        assert_eq!(bytes_text(b"ab\0"), "\"ab\\0\" (0x616200)");
        // An escape is never read on into the next character.
        assert_eq!(
            string_literal(&[0, b'1', 1, b'a', 2]),
            "\"\\0001\\001a\\x02\""
        );
        assert_eq!(
            from_bytes("char [3]", b"hi\0").as_deref(),
            Some("\"hi\\0\" (0x686900)")
        );
    }

    #[test]
    fn inputs_decode_by_their_recorded_or_declared_type() {
        let mut types = CTypes::default();
        types.vars.insert("n".into(), "int".into());
        assert_eq!(
            input_text(&input("n", "bytes", "0x00100000"), &types),
            "4096"
        );
        assert_eq!(
            input_text(&input("m", "bytes", "0x00100000"), &types),
            "\"\\0\\x10\\0\\0\" (0x00100000)"
        );
        assert_eq!(input_text(&input("x", "int", "-5"), &types), "-5");
        assert_eq!(input_text(&input("c", "char", "120"), &types), "'x' (120)");
        assert_eq!(input_text(&input("b", "_Bool", "1"), &types), "true");
        assert_eq!(decoded(&input("x", "int", "-5"), &types), None);
        assert_eq!(
            decoded(&input("n", "bytes", "0x00100000"), &types).as_deref(),
            Some("4096")
        );
    }

    #[test]
    fn heaps_read_as_object_diagrams() {
        let w: Witness = serde_json::from_str(
            r#"{"inputs":[{"name":"list","type":"struct node *","value":"o1"}],
            "heap":{"objects":[
              {"id":"o1","type":"struct node","size":16,"bytes":"0x00000000000000000300000000000000"},
              {"id":"o2","type":"struct node","size":16,"bytes":"0x0000000000000000ffffffff00000000"}],
            "pointers":[{"object":"o1","offset":0,"target":"o2","target_offset":0}],
            "params":[{"name":"list","value":"o1"}]}}"#,
        )
        .expect("parses");
        let mut types = CTypes::default();
        let lines = witness_lines(&w, &types);
        assert_eq!(
            lines,
            vec![
                "list = o1",
                "o1 = {+0: o2, +8: 0x0300000000000000}",
                "o2 = {+8: 0xffffffff00000000}"
            ]
        );
        types.records.insert(
            "struct node".into(),
            vec![
                Field {
                    offset: 0,
                    name: "next".into(),
                    ty: "struct node *".into(),
                },
                Field {
                    offset: 8,
                    name: "v".into(),
                    ty: "int".into(),
                },
            ],
        );
        assert_eq!(
            witness_lines(&w, &types),
            vec![
                "list = o1",
                "o1 = {next: o2, v: 3}",
                "o2 = {next: NULL, v: -1}"
            ]
        );
    }

    #[test]
    fn the_environment_reads_as_text() {
        let w: Witness = serde_json::from_str(
            r#"{"inputs":[],"stdin":"0x61620a00","files":{"in.txt":"0x4142"},"argv":["-v"]}"#,
        )
        .expect("parses");
        assert_eq!(
            witness_lines(&w, &CTypes::default()),
            vec![
                "stdin = \"ab\\n\\0\" (0x61620a00)",
                "file in.txt = \"AB\"",
                "argv = {\"-v\"}"
            ]
        );
    }

    #[test]
    fn a_pointer_parameter_reads_as_its_bytes_not_as_a_number() {
        assert_eq!(from_bytes("const unsigned char *", &[5, 0, 0]), None);
        assert_eq!(from_bytes("int (*)(int)", &[1, 0, 0, 0]), None);
        let input: InputValue =
            serde_json::from_str(r#"{"name":"buf","type":"bytes","value":"0x050041"}"#)
                .expect("parses");
        let types = CTypes {
            vars: [("buf".to_string(), "const unsigned char *".to_string())].into(),
            ..CTypes::default()
        };
        assert_eq!(input_text(&input, &types), "\"\\x05\\0A\" (0x050041)");
    }
}
