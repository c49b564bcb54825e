//! SARIF 2.1.0 logs of `check`, `verify` and `fuzz` (built with `serde-sarif`'s types).
//!
//! The three producers describe their results as [`Item`]s and share the rest: the rules,
//! locations whose URIs are relative to the working directory (`SRCROOT`) so that a log
//! made in a CI checkout matches the repository, code flows, and fingerprints that do not
//! change when the code around a result moves.

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::path::{Component, Path, PathBuf};

use checkers::CheckReport;
use replay::Location;
use serde_json::{json, Value};
use serde_sarif::sarif;

use super::{kind_info, KINDS};

/// The `uriBaseId` of files under the working directory.
pub const SRCROOT: &str = "SRCROOT";

/// The key of pathsift's partial fingerprint; a new recipe needs a new key, as viewers
/// compare fingerprints of the same key across runs.
pub const FINGERPRINT: &str = "pathsift/v1";

/// Where relative artifact URIs start, and the source text that fingerprints read.
pub struct Base {
    /// The working directory, when known (as UTF-8, since URIs are made from it).
    root: Option<PathBuf>,
    /// Lines of the source files read so far (`None`: unreadable).
    sources: RefCell<HashMap<String, Option<Vec<String>>>>,
}

impl Base {
    /// URIs relative to the current working directory.
    pub fn current() -> Base {
        Base::at(std::env::current_dir().ok())
    }

    /// URIs relative to `root` (absolute), or all absolute without one.
    pub fn at(root: Option<PathBuf>) -> Base {
        Base {
            root: root.filter(|r| r.is_absolute() && r.to_str().is_some()),
            sources: RefCell::new(HashMap::new()),
        }
    }

    /// `path` relative to the root, when it lies under it.
    fn relative(&self, path: &str) -> Option<String> {
        let root = self.root.as_ref()?;
        let rest = normalize(&root.join(path))
            .strip_prefix(root)
            .ok()?
            .to_str()?
            .to_string();
        (!rest.is_empty()).then_some(rest)
    }

    /// Where `path` is: relative to `SRCROOT` under the root, an absolute `file://` URI
    /// elsewhere.
    pub fn artifact(&self, path: &str) -> sarif::ArtifactLocation {
        if let Some(rel) = self.relative(path) {
            return sarif::ArtifactLocation {
                uri_base_id: Some(SRCROOT.to_string()),
                ..sarif::ArtifactLocation::builder().uri(encode(&rel)).build()
            };
        }
        let absolute = match &self.root {
            Some(root) => normalize(&root.join(path)).to_string_lossy().into_owned(),
            None => path.to_string(),
        };
        sarif::ArtifactLocation::builder()
            .uri(uri(&absolute))
            .build()
    }

    /// `SRCROOT`'s meaning, for the run's `originalUriBaseIds`.
    fn base_ids(&self) -> Option<BTreeMap<String, sarif::ArtifactLocation>> {
        let root = self.root.as_ref()?.to_str()?;
        let mut u = uri(root);
        // A base URI must end with `/`, or resolving against it drops its last segment.
        if !u.ends_with('/') {
            u.push('/');
        }
        Some(BTreeMap::from([(
            SRCROOT.to_string(),
            sarif::ArtifactLocation::builder().uri(u).build(),
        )]))
    }

    /// Line `line` (from 1) of `file`, trimmed; empty when it cannot be read.
    fn source_line(&self, file: &str, line: u32) -> String {
        let mut sources = self.sources.borrow_mut();
        let lines = sources.entry(file.to_string()).or_insert_with(|| {
            let path = match &self.root {
                Some(root) => root.join(file),
                None => PathBuf::from(file),
            };
            std::fs::read(path).ok().map(|bytes| {
                String::from_utf8_lossy(&bytes)
                    .lines()
                    .map(|l| l.trim().to_string())
                    .collect()
            })
        });
        let index = (line as usize).checked_sub(1);
        lines
            .as_ref()
            .zip(index)
            .and_then(|(ls, i)| ls.get(i).cloned())
            .unwrap_or_default()
    }

    /// The fingerprint of a result: a hash of its kind, its file (as the log names it),
    /// its function and its source line's text, but not of its line number, so that it
    /// survives lines added or removed above it.
    pub fn fingerprint(&self, kind: &str, loc: &Location) -> String {
        let file = self.relative(&loc.file).unwrap_or_else(|| loc.file.clone());
        let text = self.source_line(&loc.file, loc.line);
        let mut h = FNV_OFFSET;
        for part in [kind, &file, &loc.function, &text] {
            h = fnv1a(h, part.as_bytes());
            // A separator keeps ("ab", "c") and ("a", "bc") apart.
            h = fnv1a(h, &[0]);
        }
        format!("{h:016x}")
    }

    /// A SARIF location: the file, the line and column when known, and the function.
    fn location(&self, loc: &Location, message: Option<&str>) -> sarif::Location {
        let region = (loc.line > 0).then(|| sarif::Region {
            start_column: (loc.column > 0).then_some(i64::from(loc.column)),
            ..sarif::Region::builder()
                .start_line(i64::from(loc.line))
                .build()
        });
        let physical = sarif::PhysicalLocation {
            region,
            ..sarif::PhysicalLocation::builder()
                .artifact_location(self.artifact(&loc.file))
                .build()
        };
        let logical = (!loc.function.is_empty()).then(|| {
            vec![sarif::LogicalLocation::builder()
                .name(&loc.function)
                .kind("function")
                .build()]
        });
        sarif::Location {
            logical_locations: logical,
            message: message.map(sarif::Message::from),
            ..sarif::Location::builder()
                .physical_location(physical)
                .build()
        }
    }

    /// One SARIF result; `rules` gives its `ruleIndex`.
    fn result(&self, item: Item<'_>, rules: &[String]) -> sarif::Result {
        let flow: Vec<sarif::ThreadFlowLocation> = item
            .flow
            .iter()
            .map(|(l, note)| {
                sarif::ThreadFlowLocation::builder()
                    .location(self.location(l, *note))
                    .build()
            })
            .collect();
        let code_flows = (!flow.is_empty()).then(|| {
            vec![sarif::CodeFlow::builder()
                .thread_flows(vec![sarif::ThreadFlow::builder().locations(flow).build()])
                .build()]
        });
        let related: Vec<sarif::Location> = item
            .related
            .iter()
            .enumerate()
            .map(|(n, (l, message))| {
                let mut l = self.location(l, Some(message));
                l.id = Some(n as i64);
                l
            })
            .collect();
        let result = sarif::Result::builder()
            .rule_id(item.kind)
            .level(sarif::ResultLevel::Error)
            .message(item.message)
            .locations(vec![self.location(item.location, None)])
            .partial_fingerprints(BTreeMap::from([(
                FINGERPRINT.to_string(),
                self.fingerprint(item.kind, item.location),
            )]))
            .properties(bag(item.properties))
            .build();
        // The builder's type changes with every field set, so optional fields go in afterwards.
        sarif::Result {
            rule_index: rules.iter().position(|r| r == item.kind).map(|n| n as i64),
            code_flows,
            related_locations: (!related.is_empty()).then_some(related),
            attachments: (!item.attachments.is_empty()).then_some(item.attachments),
            ..result
        }
    }

    /// A log with one run of `items`.
    fn log(
        &self,
        items: Vec<Item<'_>>,
        properties: BTreeMap<String, Value>,
        invocation: sarif::Invocation,
    ) -> Value {
        let rules = rule_ids(items.iter().map(|i| i.kind));
        let driver = sarif::ToolComponent::builder()
            .name("pathsift")
            .version(env!("CARGO_PKG_VERSION"))
            .semantic_version(env!("CARGO_PKG_VERSION"))
            .rules(rules.iter().map(|r| descriptor(r)).collect::<Vec<_>>())
            .build();
        let results: Vec<sarif::Result> =
            items.into_iter().map(|i| self.result(i, &rules)).collect();
        let run = sarif::Run {
            original_uri_base_ids: self.base_ids(),
            ..sarif::Run::builder()
                .tool(driver)
                .results(results)
                .invocations(vec![invocation])
                .properties(bag(properties))
                .build()
        };
        let log = sarif::Sarif::builder()
            .schema(sarif::SCHEMA_URL)
            .version(json!("2.1.0"))
            .runs(vec![run])
            .build();
        // Serialising plain data structures with string keys cannot fail.
        serde_json::to_value(log).unwrap_or(Value::Null)
    }
}

/// One result, as a producer describes it.
pub struct Item<'a> {
    /// The finding kind: the rule id.
    pub kind: &'a str,
    /// What went wrong.
    pub message: &'a str,
    /// Where.
    pub location: &'a Location,
    /// The path to it, in order, each step with an optional note.
    pub flow: Vec<(&'a Location, Option<&'a str>)>,
    /// Other places that matter, each with what happened there.
    pub related: Vec<(&'a Location, &'a str)>,
    /// The result's property bag.
    pub properties: BTreeMap<String, Value>,
    /// Files that go with it.
    pub attachments: Vec<sarif::Attachment>,
}

/// The run's rules: every kind `check` reports, in order (so `check`'s rule indices do not
/// depend on its results), then each other kind the results name.
fn rule_ids<'a>(kinds: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut ids: Vec<String> = KINDS.iter().map(|k| k.kind.to_string()).collect();
    for kind in kinds {
        if !ids.iter().any(|i| i == kind) {
            ids.push(kind.to_string());
        }
    }
    ids
}

/// The rule of `kind`.
fn descriptor(kind: &str) -> sarif::ReportingDescriptor {
    let (name, description) = match kind_info(kind) {
        Some(k) => (k.name.to_string(), k.description.to_string()),
        None => (pascal_case(kind), format!("pathsift reports `{kind}`.")),
    };
    sarif::ReportingDescriptor::builder()
        .id(kind)
        .name(name)
        .short_description(&description)
        .default_configuration(
            sarif::ReportingConfiguration::builder()
                .level(json!("error"))
                .build(),
        )
        .build()
}

/// `use-after-free` as `UseAfterFree`.
fn pascal_case(kind: &str) -> String {
    kind.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut cs = w.chars();
            cs.next()
                .map(|c| c.to_ascii_uppercase().to_string() + cs.as_str())
                .unwrap_or_default()
        })
        .collect()
}

fn bag(properties: BTreeMap<String, Value>) -> sarif::PropertyBag {
    sarif::PropertyBag::builder()
        .additional_properties(properties)
        .build()
}

/// A successful invocation with `properties`, and a notification at `level` when given.
fn invocation(
    notification: Option<(&str, String)>,
    properties: BTreeMap<String, Value>,
) -> sarif::Invocation {
    let notifications = notification.map(|(level, text)| {
        vec![sarif::Notification {
            level: Some(json!(level)),
            ..sarif::Notification::builder()
                .message(sarif::Message::from(text.as_str()))
                .build()
        }]
    });
    sarif::Invocation {
        tool_execution_notifications: notifications,
        ..sarif::Invocation::builder()
            .execution_successful(true)
            .properties(bag(properties))
            .build()
    }
}

/// `check`'s report as a SARIF log.
pub fn check(report: &CheckReport, base: &Base) -> Value {
    let items = report
        .findings
        .iter()
        .map(|f| Item {
            kind: &f.kind,
            message: &f.message,
            location: &f.location,
            flow: f
                .trace
                .iter()
                .map(|s| (&s.location, (!s.note.is_empty()).then_some(s.note.as_str())))
                .collect(),
            related: f
                .related
                .iter()
                .map(|r| (&r.location, r.message.as_str()))
                .collect(),
            properties: BTreeMap::from([
                (
                    "witness".to_string(),
                    serde_json::to_value(&f.witness).unwrap_or(Value::Null),
                ),
                ("checker".to_string(), json!(f.checker)),
            ]),
            attachments: Vec::new(),
        })
        .collect();
    // Without a finding, an incomplete search is no clean bill: say so where viewers look.
    let notification = (!report.complete).then(|| {
        (
            "warning",
            format!(
                "the search was incomplete ({}): code without results is not proved free of bugs",
                report.incomplete.join("; ")
            ),
        )
    });
    let status = BTreeMap::from([
        ("complete".to_string(), json!(report.complete)),
        ("incomplete".to_string(), json!(report.incomplete)),
    ]);
    let mut properties = status.clone();
    properties.insert("stats".to_string(), report.stats.clone());
    base.log(items, properties, invocation(notification, status))
}

/// A `verify` verdict, as its SARIF log reports it.
pub struct Verdict<'a> {
    /// `true`, `false` or `unknown`.
    pub verdict: &'a str,
    /// The property checked.
    pub property: &'a str,
    /// Why the verdict (for `unknown`: what prevented one).
    pub reason: &'a str,
    /// The engine that decided.
    pub engine: &'a str,
    /// The violation, for `false`.
    pub violation: Option<Violation<'a>>,
    /// INTERFACE.md's stats.
    pub stats: Value,
}

/// A violation found by `verify`.
pub struct Violation<'a> {
    /// Its kind (the rule id).
    pub kind: &'a str,
    /// The SV-COMP (sub)property violated.
    pub subproperty: &'a str,
    /// What went wrong.
    pub message: &'a str,
    /// Where.
    pub location: Location,
    /// The locations of the path's branch decisions, in order.
    pub trace: Vec<Location>,
    /// The inputs reaching it.
    pub witness: Value,
}

/// `verify`'s verdict as a SARIF log: a result for a violation, and the verdict with its
/// reason in the invocation, so that a viewer shows an `unknown` as no proof.
pub fn verify(v: &Verdict<'_>, base: &Base) -> Value {
    let items = v
        .violation
        .iter()
        .map(|x| {
            let mut flow: Vec<(&Location, Option<&str>)> =
                x.trace.iter().map(|l| (l, None)).collect();
            // The trace holds the branch decisions; the flow ends where the error is.
            let at_error = x.trace.last().is_some_and(|l| {
                (&l.file, l.line, l.column)
                    == (&x.location.file, x.location.line, x.location.column)
            });
            if !at_error {
                flow.push((&x.location, Some("the error")));
            }
            Item {
                kind: x.kind,
                message: x.message,
                location: &x.location,
                flow,
                related: Vec::new(),
                properties: BTreeMap::from([
                    ("witness".to_string(), x.witness.clone()),
                    ("subproperty".to_string(), json!(x.subproperty)),
                ]),
                attachments: Vec::new(),
            }
        })
        .collect();
    let level = if v.verdict == "unknown" {
        "warning"
    } else {
        "note"
    };
    let notification = (
        level,
        format!("verdict {} for {}: {}", v.verdict, v.property, v.reason),
    );
    let status = BTreeMap::from([
        ("verdict".to_string(), json!(v.verdict)),
        ("property".to_string(), json!(v.property)),
        ("reason".to_string(), json!(v.reason)),
        ("engine".to_string(), json!(v.engine)),
    ]);
    let properties = BTreeMap::from([
        ("property".to_string(), json!(v.property)),
        ("stats".to_string(), v.stats.clone()),
    ]);
    base.log(items, properties, invocation(Some(notification), status))
}

/// A crash found by `fuzz`.
pub struct Crash<'a> {
    /// Its kind (the rule id).
    pub kind: &'a str,
    /// What went wrong.
    pub message: &'a str,
    /// Where.
    pub location: Location,
    /// The file holding the input that makes the program fail.
    pub input: &'a str,
    /// The run (from 1) that found it.
    pub run: u64,
}

/// `fuzz`'s crashes as a SARIF log, each with its input file attached; `properties` are the
/// run's (runs, queue, coverage, stats).
pub fn fuzz(crashes: &[Crash<'_>], properties: BTreeMap<String, Value>, base: &Base) -> Value {
    let items = crashes
        .iter()
        .map(|c| Item {
            kind: c.kind,
            message: c.message,
            location: &c.location,
            flow: Vec::new(),
            related: Vec::new(),
            properties: BTreeMap::from([
                ("input".to_string(), json!(c.input)),
                ("run".to_string(), json!(c.run)),
            ]),
            attachments: vec![sarif::Attachment {
                description: Some(sarif::Message::from(
                    "the input that makes the program fail (raw bytes)",
                )),
                ..sarif::Attachment::builder()
                    .artifact_location(base.artifact(c.input))
                    .build()
            }],
        })
        .collect();
    base.log(items, properties, invocation(None, BTreeMap::new()))
}

/// `path` with `.` and `..` resolved without the file system (a `..` at the root stays
/// there, as the kernel does).
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// FNV-1a (64 bits) of `bytes`, continuing from `h`: written out because std's hashers may
/// change between Rust releases, and fingerprints are compared across releases of pathsift.
fn fnv1a(mut h: u64, bytes: &[u8]) -> u64 {
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(FNV_PRIME);
    }
    h
}

/// `path` as a URI reference: `file://` for absolute paths, relative otherwise.
fn uri(path: &str) -> String {
    if path.starts_with('/') {
        format!("file://{}", encode(path))
    } else {
        encode(path)
    }
}

/// `path` with every byte outside RFC 3986's unreserved set (and `/`) percent-encoded.
fn encode(path: &str) -> String {
    let mut out = String::new();
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uris_are_percent_encoded_references() {
        assert_eq!(uri("/tmp/a b/x.c"), "file:///tmp/a%20b/x.c");
        assert_eq!(uri("src/main.c"), "src/main.c");
        assert_eq!(uri("é.c"), "%C3%A9.c");
    }

    #[test]
    fn files_under_the_root_are_relative_to_srcroot() {
        let base = Base::at(Some(PathBuf::from("/repo")));
        let uri_of = |p: &str| serde_json::to_value(base.artifact(p)).expect("JSON");
        assert_eq!(
            uri_of("/repo/src/a b.c"),
            json!({"uri": "src/a%20b.c", "uriBaseId": "SRCROOT"})
        );
        assert_eq!(
            uri_of("./src/../x.c"),
            json!({"uri": "x.c", "uriBaseId": "SRCROOT"})
        );
        assert_eq!(
            uri_of("/repository/x.c"),
            json!({"uri": "file:///repository/x.c"})
        );
        assert_eq!(uri_of("../x.c"), json!({"uri": "file:///x.c"}));
        assert_eq!(
            serde_json::to_value(base.base_ids()).expect("JSON"),
            json!({"SRCROOT": {"uri": "file:///repo/"}})
        );
        let root = Base::at(Some(PathBuf::from("/")));
        assert_eq!(
            serde_json::to_value(root.base_ids()).expect("JSON"),
            json!({"SRCROOT": {"uri": "file:///"}})
        );
        // Without a working directory every URI is as given, and there is no base.
        let none = Base::at(None);
        assert_eq!(
            serde_json::to_value(none.artifact("/a/x.c")).expect("JSON"),
            json!({"uri": "file:///a/x.c"})
        );
        assert!(none.base_ids().is_none());
    }

    #[test]
    fn fnv1a_matches_the_reference_values() {
        // From the FNV reference test suite (Landon Curt Noll's fnv test vectors).
        assert_eq!(fnv1a(FNV_OFFSET, b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(FNV_OFFSET, b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(FNV_OFFSET, b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn fingerprints_follow_the_line_text_not_the_line_number() {
        let dir = tempfile::tempdir().expect("temp dir");
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        std::fs::create_dir_all(&a).expect("mkdir");
        std::fs::create_dir_all(&b).expect("mkdir");
        std::fs::write(a.join("p.c"), "int f(void) {\n  return 1 / 0;\n}\n").expect("write");
        std::fs::write(b.join("p.c"), "\n\nint f(void) {\n    return 1 / 0;  \n}\n")
            .expect("write");
        let at = |root: &Path, line: u32| Location {
            file: root.join("p.c").to_string_lossy().into_owned(),
            line,
            column: 3,
            function: "f".to_string(),
        };
        let fa = Base::at(Some(a.clone())).fingerprint("div-by-zero", &at(&a, 2));
        let fb = Base::at(Some(b.clone())).fingerprint("div-by-zero", &at(&b, 4));
        assert_eq!(fa, fb);
        assert_eq!(fa.len(), 16);
        // Another line, kind or function is another result.
        let base = Base::at(Some(a.clone()));
        assert_ne!(base.fingerprint("div-by-zero", &at(&a, 1)), fa);
        assert_ne!(base.fingerprint("overflow", &at(&a, 2)), fa);
        let mut g = at(&a, 2);
        g.function = "g".to_string();
        assert_ne!(base.fingerprint("div-by-zero", &g), fa);
        // The file's name counts, relative to the root: the same file under another root is
        // another name.
        assert_ne!(
            Base::at(Some(dir.path().to_path_buf())).fingerprint("div-by-zero", &at(&a, 2)),
            fa
        );
    }
}

#[cfg(test)]
mod schema_tests {
    use checkers::{Finding, Related, TraceStep, Witness};
    use replay::Input;

    use super::*;

    mod sarif_schema {
        include!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/support/sarif_schema.rs"
        ));
    }

    fn at(file: &str, line: u32, column: u32, function: &str) -> Location {
        Location {
            file: file.to_string(),
            line,
            column,
            function: function.to_string(),
        }
    }

    fn report() -> CheckReport {
        CheckReport {
            complete: false,
            incomplete: vec!["time limit".to_string()],
            findings: vec![
                Finding {
                    kind: "use-after-free".to_string(),
                    message: "read of freed memory".to_string(),
                    location: at("/src/list ops.c", 29, 16, "pop"),
                    trace: vec![
                        TraceStep {
                            location: at("/src/list ops.c", 38, 5, "main"),
                            note: "branch taken: true".to_string(),
                            via: None,
                        },
                        TraceStep {
                            location: at("/src/list ops.c", 29, 16, "pop"),
                            note: String::new(),
                            via: None,
                        },
                    ],
                    witness: Witness {
                        inputs: vec![Input {
                            name: "__VERIFIER_nondet_int".to_string(),
                            ty: "int".to_string(),
                            value: "-3".to_string(),
                        }],
                        ..Default::default()
                    },
                    related: vec![Related {
                        location: at("/src/list ops.c", 28, 5, "pop"),
                        message: "freed here".to_string(),
                    }],
                    checker: "memory".to_string(),
                    assumptions: Vec::new(),
                },
                // Unknown positions and an unlisted kind still make a valid log.
                Finding {
                    kind: "something-new".to_string(),
                    message: "m".to_string(),
                    location: at("rel/x.c", 0, 0, ""),
                    trace: Vec::new(),
                    witness: Witness::default(),
                    related: Vec::new(),
                    checker: "c".to_string(),
                    assumptions: Vec::new(),
                },
            ],
            stats: json!({"time_s": 0.5}),
            summaries: Vec::new(),
        }
    }

    #[test]
    fn the_log_is_valid_sarif() {
        let mut log = check(&report(), &Base::at(Some(PathBuf::from("/work"))));
        assert_eq!(sarif_schema::sarif_violations(&log), Vec::<String>::new());
        // The check has teeth: a bad level and a line 0 are both caught.
        log["runs"][0]["results"][0]["level"] = json!("fatal");
        log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] =
            json!(0);
        let violations = sarif_schema::sarif_violations(&log);
        assert_eq!(violations.len(), 2, "{violations:?}");
        assert!(
            violations[0].starts_with("/runs/0/results/0/"),
            "{violations:?}"
        );
    }

    #[test]
    fn findings_map_to_results_with_flows_and_witnesses() {
        let log = check(&report(), &Base::at(Some(PathBuf::from("/work"))));
        assert_eq!(log["version"], "2.1.0");
        let run = &log["runs"][0];
        let driver = &run["tool"]["driver"];
        assert_eq!(driver["name"], "pathsift");
        assert_eq!(driver["version"], env!("CARGO_PKG_VERSION"));
        let rules: Vec<&str> = driver["rules"]
            .as_array()
            .expect("rules")
            .iter()
            .map(|r| r["id"].as_str().expect("id"))
            .collect();
        let mut want: Vec<&str> = KINDS.iter().map(|k| k.kind).collect();
        // A kind outside the list gets a rule of its own after them.
        want.push("something-new");
        assert_eq!(rules, want);
        assert_eq!(driver["rules"][11]["name"], "SomethingNew");
        assert_eq!(
            driver["rules"][3]["shortDescription"]["text"],
            "A heap block is accessed after it was freed."
        );
        let r = &run["results"][0];
        assert_eq!(r["ruleId"], "use-after-free");
        assert_eq!(r["ruleIndex"], 3);
        assert_eq!(r["level"], "error");
        assert_eq!(r["message"]["text"], "read of freed memory");
        assert_eq!(
            r["locations"][0],
            json!({
                "physicalLocation": {
                    "artifactLocation": {"uri": "file:///src/list%20ops.c"},
                    "region": {"startLine": 29, "startColumn": 16},
                },
                "logicalLocations": [{"name": "pop", "kind": "function"}],
            })
        );
        let flow = &r["codeFlows"][0]["threadFlows"][0]["locations"];
        assert_eq!(flow.as_array().map(Vec::len), Some(2));
        assert_eq!(flow[0]["location"]["message"]["text"], "branch taken: true");
        assert_eq!(
            flow[0]["location"]["physicalLocation"]["region"],
            json!({"startLine": 38, "startColumn": 5})
        );
        assert!(flow[1]["location"].get("message").is_none());
        assert_eq!(r["relatedLocations"][0]["message"]["text"], "freed here");
        assert_eq!(
            r["relatedLocations"][0]["physicalLocation"]["region"]["startLine"],
            28
        );
        assert_eq!(
            r["properties"]["witness"],
            json!({"inputs": [{"name": "__VERIFIER_nondet_int", "type": "int", "value": "-3"}]})
        );
        assert_eq!(
            r["partialFingerprints"][FINGERPRINT].as_str().map(str::len),
            Some(16)
        );
        let bare = &run["results"][1];
        assert_eq!(bare["ruleIndex"], 11);
        assert!(bare.get("codeFlows").is_none());
        assert_eq!(
            bare["locations"][0],
            json!({"physicalLocation": {"artifactLocation": {"uri": "rel/x.c", "uriBaseId": "SRCROOT"}}})
        );
        assert_eq!(
            run["originalUriBaseIds"],
            json!({"SRCROOT": {"uri": "file:///work/"}})
        );
        assert_eq!(run["properties"]["complete"], false);
        assert_eq!(run["properties"]["incomplete"], json!(["time limit"]));
        let invocation = &run["invocations"][0];
        assert_eq!(invocation["executionSuccessful"], true);
        assert_eq!(invocation["properties"]["complete"], false);
        let note = &invocation["toolExecutionNotifications"][0];
        assert_eq!(note["level"], "warning");
        assert_eq!(
            note["message"]["text"],
            "the search was incomplete (time limit): code without results is not proved free of bugs"
        );
    }
}

#[cfg(test)]
mod producer_tests {
    use super::*;

    mod sarif_schema {
        include!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/support/sarif_schema.rs"
        ));
    }

    fn at(file: &str, line: u32, column: u32, function: &str) -> Location {
        Location {
            file: file.to_string(),
            line,
            column,
            function: function.to_string(),
        }
    }

    fn base() -> Base {
        Base::at(Some(PathBuf::from("/repo")))
    }

    #[test]
    fn a_false_verdict_is_one_result_whose_flow_ends_at_the_error() {
        let v = Verdict {
            verdict: "false",
            property: "unreach-call",
            reason: "reach-error at the reported location",
            engine: "paths",
            violation: Some(Violation {
                kind: "reach-error",
                subproperty: "unreach-call",
                message: "reach_error() called",
                location: at("/repo/t.c", 9, 7, "main"),
                trace: vec![at("/repo/t.c", 7, 16, ""), at("/repo/t.c", 8, 9, "")],
                witness: json!({"inputs": []}),
            }),
            stats: json!({"time_s": 0.1}),
        };
        let log = verify(&v, &base());
        assert_eq!(sarif_schema::sarif_violations(&log), Vec::<String>::new());
        let run = &log["runs"][0];
        let results = run["results"].as_array().expect("results");
        assert_eq!(results.len(), 1);
        let r = &results[0];
        assert_eq!(r["ruleId"], "reach-error");
        assert_eq!(r["ruleIndex"], KINDS.len());
        assert_eq!(
            run["tool"]["driver"]["rules"][KINDS.len()]["name"],
            "ReachError"
        );
        assert_eq!(r["level"], "error");
        assert_eq!(r["properties"]["subproperty"], "unreach-call");
        let lines: Vec<&Value> = r["codeFlows"][0]["threadFlows"][0]["locations"]
            .as_array()
            .expect("flow")
            .iter()
            .map(|l| &l["location"]["physicalLocation"]["region"]["startLine"])
            .collect();
        assert_eq!(lines, [7, 8, 9]);
        let inv = &run["invocations"][0];
        assert_eq!(inv["executionSuccessful"], true);
        assert_eq!(inv["properties"]["verdict"], "false");
        assert_eq!(inv["toolExecutionNotifications"][0]["level"], "note");
    }

    #[test]
    fn a_trace_ending_at_the_error_is_not_extended() {
        let v = Verdict {
            verdict: "false",
            property: "assertions",
            reason: "r",
            engine: "paths",
            violation: Some(Violation {
                kind: "assertion",
                subproperty: "assertions",
                message: "m",
                location: at("/repo/t.c", 9, 7, "main"),
                trace: vec![at("/repo/t.c", 9, 7, "")],
                witness: json!({"inputs": []}),
            }),
            stats: json!({}),
        };
        let log = verify(&v, &base());
        let flow = &log["runs"][0]["results"][0]["codeFlows"][0]["threadFlows"][0]["locations"];
        assert_eq!(flow.as_array().map(Vec::len), Some(1));
        assert_eq!(log["runs"][0]["results"][0]["ruleIndex"], 8);
    }

    #[test]
    fn an_unknown_verdict_has_no_result_but_a_warning() {
        let v = Verdict {
            verdict: "unknown",
            property: "unreach-call",
            reason: "time limit",
            engine: "paths",
            violation: None,
            stats: json!({}),
        };
        let log = verify(&v, &base());
        assert_eq!(sarif_schema::sarif_violations(&log), Vec::<String>::new());
        let run = &log["runs"][0];
        assert_eq!(run["results"], json!([]));
        let inv = &run["invocations"][0];
        assert_eq!(inv["executionSuccessful"], true);
        assert_eq!(
            inv["properties"],
            json!({"verdict": "unknown", "property": "unreach-call", "reason": "time limit", "engine": "paths"})
        );
        assert_eq!(
            inv["toolExecutionNotifications"][0],
            json!({"level": "warning", "message": {"text": "verdict unknown for unreach-call: time limit"}})
        );
    }

    #[test]
    fn a_crash_carries_its_input_file() {
        let crashes = [Crash {
            kind: "out-of-bounds",
            message: "access of 4 bytes",
            location: at("/repo/f.c", 31, 30, "parse"),
            input: "out/crashes/id:000000,kind:out-of-bounds",
            run: 19,
        }];
        let log = fuzz(
            &crashes,
            BTreeMap::from([("runs".to_string(), json!(20))]),
            &base(),
        );
        assert_eq!(sarif_schema::sarif_violations(&log), Vec::<String>::new());
        let run = &log["runs"][0];
        let r = &run["results"][0];
        assert_eq!(r["ruleId"], "out-of-bounds");
        assert_eq!(r["ruleIndex"], 6);
        assert_eq!(
            r["attachments"][0]["artifactLocation"],
            json!({"uri": "out/crashes/id%3A000000%2Ckind%3Aout-of-bounds", "uriBaseId": "SRCROOT"})
        );
        assert_eq!(
            r["properties"],
            json!({"input": "out/crashes/id:000000,kind:out-of-bounds", "run": 19})
        );
        assert_eq!(run["properties"]["runs"], 20);
        assert!(r.get("codeFlows").is_none());
    }
}
