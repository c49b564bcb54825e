//! SARIF 2.1.0 rendering of a check report (built with `serde-sarif`'s types).

use std::collections::BTreeMap;

use checkers::{CheckReport, Finding};
use replay::Location;
use serde_json::{json, Value};
use serde_sarif::sarif;

use super::KINDS;

/// The report as one SARIF 2.1.0 log with a single run.
pub fn render(report: &CheckReport) -> Value {
    let rules: Vec<sarif::ReportingDescriptor> = KINDS
        .iter()
        .map(|k| {
            sarif::ReportingDescriptor::builder()
                .id(k.kind)
                .name(k.name)
                .short_description(&k.description.to_string())
                .default_configuration(
                    sarif::ReportingConfiguration::builder()
                        .level(json!("error"))
                        .build(),
                )
                .build()
        })
        .collect();
    let driver = sarif::ToolComponent::builder()
        .name("pathsift")
        .version(env!("CARGO_PKG_VERSION"))
        .semantic_version(env!("CARGO_PKG_VERSION"))
        .rules(rules)
        .build();
    let mut run_properties = BTreeMap::new();
    run_properties.insert("complete".to_string(), json!(report.complete));
    run_properties.insert("incomplete".to_string(), json!(report.incomplete));
    run_properties.insert("stats".to_string(), report.stats.clone());
    let run = sarif::Run::builder()
        .tool(driver)
        .results(report.findings.iter().map(result).collect::<Vec<_>>())
        .properties(
            sarif::PropertyBag::builder()
                .additional_properties(run_properties)
                .build(),
        )
        .build();
    let log = sarif::Sarif::builder()
        .schema(sarif::SCHEMA_URL)
        .version(json!("2.1.0"))
        .runs(vec![run])
        .build();
    // Serialising plain data structures with string keys cannot fail.
    serde_json::to_value(log).unwrap_or(Value::Null)
}

fn result(finding: &Finding) -> sarif::Result {
    let flow: Vec<sarif::ThreadFlowLocation> = finding
        .trace
        .iter()
        .map(|step| {
            sarif::ThreadFlowLocation::builder()
                .location(location(
                    &step.location,
                    (!step.note.is_empty()).then_some(step.note.as_str()),
                ))
                .build()
        })
        .collect();
    let mut properties = BTreeMap::new();
    properties.insert(
        "witness".to_string(),
        serde_json::to_value(&finding.witness).unwrap_or(Value::Null),
    );
    properties.insert("checker".to_string(), json!(finding.checker));
    let result = sarif::Result::builder()
        .rule_id(&finding.kind)
        .level(sarif::ResultLevel::Error)
        .message(&finding.message)
        .locations(vec![location(&finding.location, None)])
        .properties(
            sarif::PropertyBag::builder()
                .additional_properties(properties)
                .build(),
        )
        .build();
    let code_flows = (!flow.is_empty()).then(|| {
        vec![sarif::CodeFlow::builder()
            .thread_flows(vec![sarif::ThreadFlow::builder().locations(flow).build()])
            .build()]
    });
    let related: Vec<sarif::Location> = finding
        .related
        .iter()
        .enumerate()
        .map(|(n, r)| {
            let mut l = location(&r.location, Some(&r.message));
            l.id = Some(n as i64);
            l
        })
        .collect();
    // The builder's type changes with every field set, so optional fields go in afterwards.
    sarif::Result {
        rule_index: KINDS
            .iter()
            .position(|k| k.kind == finding.kind)
            .map(|n| n as i64),
        code_flows,
        related_locations: (!related.is_empty()).then_some(related),
        ..result
    }
}

/// A SARIF location: the file, the line and column when known, and the function.
fn location(loc: &Location, message: Option<&str>) -> sarif::Location {
    let region = (loc.line > 0).then(|| sarif::Region {
        start_column: (loc.column > 0).then_some(i64::from(loc.column)),
        ..sarif::Region::builder()
            .start_line(i64::from(loc.line))
            .build()
    });
    let physical = sarif::PhysicalLocation {
        region,
        ..sarif::PhysicalLocation::builder()
            .artifact_location(
                sarif::ArtifactLocation::builder()
                    .uri(uri(&loc.file))
                    .build(),
            )
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

/// `path` as a URI reference: `file://` for absolute paths, relative otherwise, with
/// every byte outside RFC 3986's unreserved set (and `/`) percent-encoded.
fn uri(path: &str) -> String {
    let mut out = String::new();
    if path.starts_with('/') {
        out.push_str("file://");
    }
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
}

#[cfg(test)]
mod schema_tests {
    use checkers::{Related, TraceStep, Witness};
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
        let mut log = render(&report());
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
        let log = render(&report());
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
        assert_eq!(rules, KINDS.iter().map(|k| k.kind).collect::<Vec<_>>());
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
        let bare = &run["results"][1];
        assert!(bare.get("ruleIndex").is_none());
        assert!(bare.get("codeFlows").is_none());
        assert_eq!(
            bare["locations"][0],
            json!({"physicalLocation": {"artifactLocation": {"uri": "rel/x.c"}}})
        );
        assert_eq!(run["properties"]["complete"], false);
        assert_eq!(run["properties"]["incomplete"], json!(["time limit"]));
    }
}
