//! The file formats of INTERFACE.md, shared by the engine that writes them and the native
//! replay that reads them: the witness (input values in the order a program asks for them,
//! and for `--entry` the input heap a harness builds before the call), here at the root, and
//! the test suite's `tests.json` ([`suite`]).

use serde::{Deserialize, Serialize};

pub mod suite;

/// One input value as INTERFACE.md writes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InputValue {
    /// Name of the input (the nondet function, the symbolic object, or the parameter).
    pub name: String,
    /// C type name, e.g. `int`, `unsigned char`, `bytes`.
    #[serde(rename = "type")]
    pub ty: String,
    /// Decimal text for scalars, `0x..` hex for byte buffers, `oN`/`null`/a function name
    /// for pointer parameters of an input heap.
    pub value: String,
}

/// A witness: the inputs in the order the program asked for them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Witness {
    /// The values.
    pub inputs: Vec<InputValue>,
    /// With `--entry` and pointer parameters to typed objects: the heap they point into.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heap: Option<Heap>,
    /// With `--sym-stdin`, `--sym-file`, `--sym-arg` or `-- ARGS`: what the program reads.
    #[serde(flatten)]
    pub io: ProgramIo,
}

/// The program's environment a witness fixes: stdin, the files it opens, its arguments.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProgramIo {
    /// With `--sym-stdin`: the bytes stdin holds, `0x` hex.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin: Option<String>,
    /// With `--sym-file`: each symbolic file's bytes, `0x` hex, by name.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub files: std::collections::BTreeMap<String, String>,
    /// With `--sym-arg` or `-- ARGS`: the arguments after `argv[0]` (`0x` hex when they are
    /// not UTF-8 text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub argv: Option<Vec<String>>,
}

impl ProgramIo {
    /// Whether the witness fixes nothing beyond the default environment.
    pub fn is_empty(&self) -> bool {
        self.stdin.is_none() && self.files.is_empty() && self.argv.is_none()
    }
}

/// The bytes of `0x` hex text (malformed digit pairs are zero).
pub fn hex_to_bytes(text: &str) -> Vec<u8> {
    let h = text.trim().trim_start_matches("0x");
    hex_bytes(h, h.len() / 2)
}

/// The first `len` bytes of `0x` hex text (missing or malformed ones are zero).
pub fn hex_bytes(text: &str, len: usize) -> Vec<u8> {
    let h = text.trim().trim_start_matches("0x");
    (0..len)
        .map(|i| {
            h.get(2 * i..2 * i + 2)
                .and_then(|s| u8::from_str_radix(s, 16).ok())
                .unwrap_or(0)
        })
        .collect()
}

/// The bytes of an argument a witness holds: `0x` hex when it is not UTF-8 text, else the text.
pub fn arg_bytes(text: &str) -> Vec<u8> {
    let hex = text
        .strip_prefix("0x")
        .filter(|h| h.len() % 2 == 0 && h.bytes().all(|b| b.is_ascii_hexdigit()));
    match hex {
        Some(_) => hex_to_bytes(text),
        None => text.as_bytes().to_vec(),
    }
}

/// The objects an `--entry` function's pointers lead to, as the caller must build them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Heap {
    /// Every object, each a `malloc`'d block.
    pub objects: Vec<HeapObject>,
    /// The pointers stored in them (bytes there are zero in `bytes`).
    pub pointers: Vec<HeapPointer>,
    /// Every parameter's value: `oN`, `null`, a function name, hex bytes or decimal text.
    pub params: Vec<HeapParam>,
}

/// One object of an input heap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeapObject {
    /// `o1`, `o2`, ...
    pub id: String,
    /// Its C type (`struct node`; `bytes` for plain data).
    #[serde(rename = "type")]
    pub ty: String,
    /// Bytes.
    pub size: u64,
    /// Contents, `0x` hex in memory order.
    pub bytes: String,
}

/// A pointer stored in an object of an input heap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeapPointer {
    /// The object holding it.
    pub object: String,
    /// Where in that object.
    pub offset: u64,
    /// The object it points to (`None` with `function`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    /// Offset into the target.
    #[serde(default)]
    pub target_offset: u64,
    /// The function it points to, for a function pointer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub function: Option<String>,
}

/// A parameter's value in an input heap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeapParam {
    /// Parameter name.
    pub name: String,
    /// `oN`, `null`, a function name, `0x` hex bytes of a buffer, or decimal text.
    pub value: String,
}

/// The number `N` of an input object's id `oN` (from 1).
pub fn object_number(id: &str) -> Option<usize> {
    let digits = id.strip_prefix('o')?;
    let ascii = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
    ascii
        .then(|| digits.parse().ok())
        .flatten()
        .filter(|&k| k > 0)
}

impl Heap {
    /// The object named `id`, by index.
    pub fn object_index(&self, id: &str) -> Option<usize> {
        self.objects.iter().position(|o| o.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heap_round_trips_in_interface_shape() {
        let text = r#"{"inputs":[{"name":"list","type":"struct node *","value":"o1"}],
            "heap":{"objects":[{"id":"o1","type":"struct node","size":16,"bytes":"0x05"}],
            "pointers":[{"object":"o1","offset":8,"target":"o1","target_offset":0}],
            "params":[{"name":"list","value":"o1"}]}}"#;
        let w: Witness = serde_json::from_str(text).expect("parses");
        let heap = w.heap.as_ref().expect("heap");
        assert_eq!(heap.object_index("o1"), Some(0));
        assert_eq!(object_number("o12"), Some(12));
        assert_eq!(object_number("o0"), None);
        assert_eq!(object_number("o+1"), None);
        assert_eq!(object_number("cmp"), None);
        assert_eq!(heap.pointers[0].target.as_deref(), Some("o1"));
        let again: Witness =
            serde_json::from_str(&serde_json::to_string(&w).expect("prints")).expect("reparses");
        assert_eq!(again, w);
    }
}
