// Validation against the official SARIF 2.1.0 JSON schema (tests/schemas/), shared by the
// renderer's unit tests and the `check` integration tests.
//
// The schema file is a verbatim copy of `src/schema.json` from the `serde-sarif` 0.8.0 crate
// (the schema its types are generated from); its `$id` is the OASIS TC's
// `Schemata/sarif-schema-2.1.0.json`.

use serde_json::Value;

/// The schema's path in the repository.
const SCHEMA: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../tests/schemas/sarif-schema-2.1.0.json"
);

/// Every schema violation of `log` (`instance path: message`), formats included.
pub fn sarif_violations(log: &Value) -> Vec<String> {
    let text = std::fs::read_to_string(SCHEMA).unwrap_or_else(|e| panic!("{SCHEMA}: {e}"));
    // The official `language` pattern `^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$` has an
    // unescaped `]`, a literal in ECMA-262's Annex B syntax that jsonschema's strict regex
    // check rejects; escaping it keeps the meaning and lets the schema compile.
    let text = text.replace(r#"{2}]?$""#, r#"{2}\\]?$""#);
    let schema: Value = serde_json::from_str(&text).expect("the schema is JSON");
    let validator = jsonschema::options()
        .should_validate_formats(true)
        .build(&schema)
        .expect("the schema compiles");
    validator
        .iter_errors(log)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .collect()
}
