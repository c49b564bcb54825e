//! Test-Comp test suites: `metadata.xml` and one `testcase` file per test (the format of
//! sosy-lab.org/test-format, version 1.1).

use std::io::Cursor;
use std::path::Path;

use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
use quick_xml::{Reader, Writer};
use sha2::{Digest, Sha256};

use crate::error::{io, ReplayError};
use crate::suite::{Input, Suite, TestCase};

const METADATA_DOCTYPE: &str = r#"test-metadata PUBLIC "+//IDN sosy-lab.org//DTD test-format test-metadata 1.1//EN" "https://sosy-lab.org/test-format/test-metadata-1.1.dtd""#;
const TESTCASE_DOCTYPE: &str = r#"testcase PUBLIC "+//IDN sosy-lab.org//DTD test-format testcase 1.1//EN" "https://sosy-lab.org/test-format/testcase-1.1.dtd""#;

/// Facts about the program that `metadata.xml` records.
#[derive(Clone, Debug)]
pub struct Metadata {
    /// Name of the program file (the first input).
    pub program_file: String,
    /// SHA-256 of its contents, lower-case hex.
    pub program_hash: String,
    /// `main`, or the `--entry` function.
    pub entry_function: String,
    /// `32bit` or `64bit`.
    pub architecture: String,
    /// `YYYY-MM-DDTHH:MM:SSZ`.
    pub creation_time: String,
}

impl Metadata {
    /// Metadata for `suite`, hashing its first program file now.
    pub fn of(
        suite: &Suite,
        producer_time: std::time::SystemTime,
    ) -> Result<Metadata, ReplayError> {
        let first = suite
            .program
            .files
            .first()
            .map(String::as_str)
            .unwrap_or("");
        let bytes = std::fs::read(first).map_err(io(first))?;
        let hash: String = Sha256::digest(&bytes)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let secs = producer_time
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Ok(Metadata {
            program_file: first.to_string(),
            program_hash: hash,
            entry_function: suite
                .program
                .entry
                .as_ref()
                .map_or_else(|| "main".to_string(), |e| e.name.clone()),
            architecture: if suite.program.data_model == "ILP32" {
                "32bit".into()
            } else {
                "64bit".into()
            },
            creation_time: utc_timestamp(secs),
        })
    }
}

/// `YYYY-MM-DDTHH:MM:SSZ` for seconds since the Unix epoch (proleptic Gregorian calendar).
pub fn utc_timestamp(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Howard Hinnant's days-to-civil conversion.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

type Xml = Writer<Cursor<Vec<u8>>>;

fn start(doctype: &str) -> Result<Xml, ReplayError> {
    let mut w = Writer::new_with_indent(Cursor::new(Vec::new()), b' ', 2);
    w.write_event(Event::Decl(BytesDecl::new(
        "1.0",
        Some("UTF-8"),
        Some("no"),
    )))
    .and_then(|_| w.write_event(Event::DocType(BytesText::from_escaped(doctype))))
    .map_err(xml_error)?;
    Ok(w)
}

fn xml_error(e: impl std::fmt::Display) -> ReplayError {
    ReplayError::Xml(e.to_string())
}

fn text_element(w: &mut Xml, name: &str, text: &str) -> Result<(), ReplayError> {
    w.create_element(name)
        .write_text_content(BytesText::new(text))
        .map(|_| ())
        .map_err(xml_error)
}

fn finish(w: Xml) -> String {
    let mut s = String::from_utf8_lossy(&w.into_inner().into_inner()).into_owned();
    s.push('\n');
    s
}

/// The text of `metadata.xml`.
pub fn metadata_xml(m: &Metadata) -> Result<String, ReplayError> {
    let mut w = start(METADATA_DOCTYPE)?;
    w.write_event(Event::Start(BytesStart::new("test-metadata")))
        .map_err(xml_error)?;
    let producer = format!("pathsift {}", env!("CARGO_PKG_VERSION"));
    let spec = format!(
        "COVER( init({}()), FQL(COVER EDGES(@DECISIONEDGE)) )",
        m.entry_function
    );
    for (name, text) in [
        ("sourcecodelang", "C"),
        ("producer", producer.as_str()),
        ("specification", spec.as_str()),
        ("programfile", m.program_file.as_str()),
        ("programhash", m.program_hash.as_str()),
        ("entryfunction", m.entry_function.as_str()),
        ("architecture", m.architecture.as_str()),
        ("creationtime", m.creation_time.as_str()),
    ] {
        text_element(&mut w, name, text)?;
    }
    w.write_event(Event::End(BytesEnd::new("test-metadata")))
        .map_err(xml_error)?;
    Ok(finish(w))
}

/// The text of one test's `testcase` file: one `<input>` per input value, in order.
pub fn testcase_xml(test: &TestCase) -> Result<String, ReplayError> {
    let mut w = start(TESTCASE_DOCTYPE)?;
    let mut tc = BytesStart::new("testcase");
    if test.error.is_some() {
        tc.push_attribute(("coversError", "true"));
    }
    w.write_event(Event::Start(tc)).map_err(xml_error)?;
    for Input { name, ty, value } in &test.inputs {
        w.create_element("input")
            .with_attribute(("variable", name.as_str()))
            .with_attribute(("type", ty.as_str()))
            .write_text_content(BytesText::new(value))
            .map_err(xml_error)?;
    }
    w.write_event(Event::End(BytesEnd::new("testcase")))
        .map_err(xml_error)?;
    Ok(finish(w))
}

/// Writes `metadata.xml` and `<id>.xml` for each of `tests` into `dir`.
pub fn write_suite_dir<'a>(
    dir: &Path,
    meta: &Metadata,
    tests: impl IntoIterator<Item = &'a TestCase>,
) -> Result<(), ReplayError> {
    std::fs::create_dir_all(dir).map_err(io(dir))?;
    let path = dir.join("metadata.xml");
    std::fs::write(&path, metadata_xml(meta)?).map_err(io(&path))?;
    for t in tests {
        let path = dir.join(format!("{}.xml", t.id));
        std::fs::write(&path, testcase_xml(t)?).map_err(io(&path))?;
    }
    Ok(())
}

/// The inputs of a Test-Comp `testcase` file, in order (`variable` and `type` when given).
pub fn read_testcase(text: &str) -> Result<Vec<Input>, ReplayError> {
    let mut reader = Reader::from_str(text);
    let mut inputs = Vec::new();
    let mut open: Option<Input> = None;
    loop {
        match reader.read_event().map_err(xml_error)? {
            Event::Start(e) if e.name().as_ref() == "input" => {
                let attr = |key: &str| {
                    e.try_get_attribute(key)
                        .ok()
                        .flatten()
                        .and_then(|a| {
                            a.normalized_value(quick_xml::XmlVersion::Implicit1_0)
                                .ok()
                                .map(|v| v.into_owned())
                        })
                        .unwrap_or_default()
                };
                open = Some(Input {
                    name: attr("variable"),
                    ty: attr("type"),
                    value: String::new(),
                });
            }
            Event::Text(t) => {
                if let Some(i) = open.as_mut() {
                    i.value.push_str(t.as_ref());
                }
            }
            Event::End(e) if e.name().as_ref() == "input" => {
                if let Some(mut i) = open.take() {
                    i.value = i.value.trim().to_string();
                    inputs.push(i);
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    Ok(inputs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_utc_calendar_dates() {
        assert_eq!(utc_timestamp(0), "1970-01-01T00:00:00Z");
        assert_eq!(utc_timestamp(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(utc_timestamp(1_795_000_000), "2026-11-18T11:06:40Z");
    }

    #[test]
    fn testcases_list_inputs_in_order_and_escape_text() {
        let t = TestCase {
            heap: None,
            io: Default::default(),
            id: "test-0001".into(),
            in_suite: true,
            inputs: vec![
                Input {
                    name: "__VERIFIER_nondet_int".into(),
                    ty: "int".into(),
                    value: "-5".into(),
                },
                Input {
                    name: "a<b".into(),
                    ty: "bytes".into(),
                    value: "0x00ff".into(),
                },
            ],
            decisions: vec![],
            covers: vec![],
            error: None,
        };
        let x = testcase_xml(&t).expect("xml");
        assert_eq!(
            x,
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n\
             <!DOCTYPE testcase PUBLIC \"+//IDN sosy-lab.org//DTD test-format testcase 1.1//EN\" \"https://sosy-lab.org/test-format/testcase-1.1.dtd\">\n\
             <testcase>\n  \
             <input variable=\"__VERIFIER_nondet_int\" type=\"int\">-5</input>\n  \
             <input variable=\"a&lt;b\" type=\"bytes\">0x00ff</input>\n\
             </testcase>\n"
        );
    }

    #[test]
    fn testcases_read_back_in_order_with_or_without_attributes() {
        let t = TestCase {
            heap: None,
            io: Default::default(),
            id: "test-0001".into(),
            in_suite: true,
            inputs: vec![Input {
                name: "a<b".into(),
                ty: "int".into(),
                value: "-5".into(),
            }],
            decisions: vec![],
            covers: vec![],
            error: None,
        };
        let back = read_testcase(&testcase_xml(&t).expect("xml")).expect("parse");
        assert_eq!(back, t.inputs);
        let plain = "<testcase><input>7</input><input> 0x41 </input></testcase>";
        let values: Vec<String> = read_testcase(plain)
            .expect("parse")
            .into_iter()
            .map(|i| i.value)
            .collect();
        assert_eq!(values, ["7", "0x41"]);
    }
}
