//! The HTML report as a person sees it: rendered by headless Chromium (Debian's `chromium`,
//! which `cargo xtask setup` installs), its DOM read back and its screenshot looked at.
//! `tests/report/frame.c` has one bug: a frame of kind '*' with a length of 8 or more reads
//! past `table` at line 13, after the decisions at lines 9 and 11.

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "support/programs.rs"]
#[allow(dead_code)] // shared with tests that use the rest of it
mod programs;

use programs::{pathsift, test_dir};

/// Lines of frame.c the path takes a decision on, then the error's.
const PATH_LINES: [u32; 3] = [9, 11, 13];
const ERROR_LINE: u32 = 13;

/// Where screenshots stay after the run, for a person to look at.
fn shots() -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("html-report");
    std::fs::create_dir_all(&d).expect("screenshot directory");
    d
}

/// Runs headless Chromium on `page` with `action` (`--dump-dom`, `--screenshot=...`) and
/// returns its stdout.
fn chromium(page: &Path, action: &str) -> String {
    let profile = tempfile::tempdir().expect("profile directory");
    // Without the background-networking flags Chromium keeps dialling Google's hosts,
    // which a closed CI network refuses.
    let out = Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--window-size=1200,1300",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg(action)
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("chromium runs (cargo xtask setup installs Debian's chromium)");
    assert!(
        out.status.success(),
        "chromium {action}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The values of attribute `attr` of the elements whose opening tag starts with `open`,
/// in document order.
fn attributes(dom: &str, open: &str, attr: &str) -> Vec<String> {
    let key = format!("{attr}=\"");
    dom.match_indices(open)
        .filter_map(|(i, _)| {
            let tag = &dom[i..i + dom[i..].find('>')?];
            let start = tag.find(&key)? + key.len();
            Some(tag[start..start + tag[start..].find('"')?].to_string())
        })
        .collect()
}

/// The text of the first element with `class="{class}"`, tags removed and entities of
/// Chromium's serialisation decoded.
fn text_of(dom: &str, class: &str) -> String {
    let open = format!("class=\"{class}\">");
    let start = dom
        .find(&open)
        .unwrap_or_else(|| panic!("no {class} in the DOM"))
        + open.len();
    let rest = &dom[start..];
    let end = rest
        .find("</pre>")
        .or_else(|| rest.find("</td>"))
        .unwrap_or(rest.len());
    let mut text = String::new();
    let mut in_tag = false;
    for c in rest[..end].chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// Pixels of the screenshot `png` whose colour is `rgb`.
fn pixels_of(png_file: &Path, rgb: [u8; 3]) -> usize {
    let decoder = png::Decoder::new(std::fs::File::open(png_file).expect("screenshot"));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).expect("a frame");
    let channels = info.color_type.samples();
    buf[..info.buffer_size()]
        .chunks(channels)
        .filter(|p| p[..3] == rgb)
        .count()
}

/// The error line's background in style.css (`--error`).
const ERROR_BACKGROUND: [u8; 3] = [0xff, 0xeb, 0xe9];

/// Checks the finding page of `dir` as a reader sees it: the error line highlighted, the
/// path's steps in order at their lines, the witness decoded; saves its screenshot as
/// `name.png` and checks the highlight is on it.
fn finding_page_shows_the_path(dir: &Path, name: &str) {
    let page = dir.join("finding-0.html");
    let dom = chromium(&page, "--dump-dom");
    let error_rows = attributes(&dom, "<tr class=\"line on-path error-line\"", "id");
    assert_eq!(error_rows, [format!("f0-L{ERROR_LINE}")], "{dom}");
    let step_lines: Vec<u32> = attributes(&dom, "<li class=\"step", "data-line")
        .iter()
        .map(|l| l.parse().expect("a line number"))
        .collect();
    assert_eq!(step_lines, PATH_LINES);
    // The badges on the source are numbered in path order, and the last is the error.
    let badges = attributes(&dom, "<span class=\"badge", "id");
    assert_eq!(badges, ["step-1", "step-2", "step-3"]);
    assert!(dom.contains("<span class=\"badge error\" id=\"step-3\">3</span>"));
    let witness = text_of(&dom, "witness");
    let values: Vec<&str> = witness.lines().collect();
    assert_eq!(values.len(), 2, "{witness}");
    assert_eq!(values[0], "__VERIFIER_nondet_uchar = '*' (42)");
    let len: u32 = values[1]
        .rsplit_once('(')
        .and_then(|(_, n)| n.trim_end_matches(')').parse().ok())
        .unwrap_or_else(|| panic!("a decoded length: {}", values[1]));
    assert!(
        len >= 8,
        "the witness's length {len} must read past table[8]"
    );
    assert!(text_of(&dom, "replay").contains("pathsift "));
    let shot = shots().join(format!("{name}.png"));
    chromium(&page, &format!("--screenshot={}", shot.display()));
    // The highlighted source line is drawn: a line's height across the table, far more
    // than the kind's label in the same colour.
    let highlighted = pixels_of(&shot, ERROR_BACKGROUND);
    assert!(
        highlighted > 15_000,
        "{}: {highlighted} pixels of the error highlight",
        shot.display()
    );
}

fn frame() -> String {
    test_dir("report").join("frame.c").display().to_string()
}

#[test]
fn check_report_draws_the_path_to_the_bug() {
    let dir = tempfile::tempdir().expect("temp dir");
    let html = dir.path().join("html");
    let (code, out, err) = pathsift(&["check", "--html", &html.to_string_lossy(), &frame()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("HTML report:"), "{err}");
    let index = chromium(&html.join("index.html"), "--dump-dom");
    assert_eq!(
        attributes(&index, "<tr class=\"finding\"", "class").len(),
        1,
        "{index}"
    );
    assert!(index.contains("frame.c:13:12 in decode"), "{index}");
    finding_page_shows_the_path(&html, "check");
}

#[test]
fn verify_false_report_and_the_report_of_a_saved_result_agree() {
    let dir = tempfile::tempdir().expect("temp dir");
    let html = dir.path().join("html");
    let (code, out, err) = pathsift(&[
        "verify",
        "--property",
        "valid-memsafety",
        "--timeout",
        "20",
        "--json",
        "--html",
        &html.to_string_lossy(),
        &frame(),
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("verify's JSON");
    assert_eq!(v["verdict"], "false");
    let index = chromium(&html.join("index.html"), "--dump-dom");
    assert!(index.contains("verdict: false"), "{index}");
    finding_page_shows_the_path(&html, "verify");
    // The same pages from the saved result.
    let saved = dir.path().join("result.json");
    std::fs::write(&saved, &out).expect("save the result");
    let again = dir.path().join("again");
    let (code, out, err) = pathsift(&[
        "report",
        &saved.to_string_lossy(),
        "--html",
        &again.to_string_lossy(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    for page in ["index.html", "finding-0.html"] {
        let rendered = |d: &Path| {
            std::fs::read_to_string(d.join(page))
                .expect("page")
                // Replay commands name the directory they are in.
                .replace(&*html.to_string_lossy(), "DIR")
                .replace(&*again.to_string_lossy(), "DIR")
        };
        assert_eq!(rendered(&html), rendered(&again), "{page}");
    }
}

#[test]
fn test_report_shows_gcov_coverage_on_the_source() {
    let dir = tempfile::tempdir().expect("temp dir");
    let suite = dir.path().join("suite");
    let html = dir.path().join("html");
    let (code, out, err) = pathsift(&[
        "test",
        "--out",
        &suite.to_string_lossy(),
        "--html",
        &html.to_string_lossy(),
        &frame(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let index = chromium(&html.join("index.html"), "--dump-dom");
    assert!(index.contains("Branch coverage (gcov)"), "{index}");
    // The failing test is a finding with its path.
    finding_page_shows_the_path(&html, "test");
    let page = html.join("coverage-0.html");
    let dom = chromium(&page, "--dump-dom");
    // Every branch of decode is taken by the suite (both sides of lines 9 and 11), every
    // line of code runs, and lines without code carry no count.
    for line in [9, 11] {
        let row = format!("<tr class=\"line covered\" id=\"L{line}\">");
        let at = dom.find(&row).unwrap_or_else(|| panic!("{row} in {dom}"));
        assert!(
            dom[at..].starts_with(&row)
                && dom[at..at + 200].contains("<td class=\"branches\">2/2</td>"),
            "{}",
            &dom[at..at + 200]
        );
    }
    assert_eq!(
        attributes(&dom, "<tr class=\"line uncovered\"", "id").len(),
        0
    );
    assert!(dom.contains("<tr class=\"line nocode\" id=\"L1\">"));
    chromium(
        &page,
        &format!("--screenshot={}", shots().join("coverage.png").display()),
    );
}

#[test]
fn report_of_something_else_is_bad_input() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("x.json");
    let report_of = |text: &str| {
        std::fs::write(&file, text).expect("write");
        let (code, _, err) = pathsift(&[
            "report",
            &file.to_string_lossy(),
            "--html",
            &dir.path().join("h").to_string_lossy(),
        ]);
        assert_eq!(code, 1, "{err}");
        err
    };
    let err = report_of("{\"hello\": 1}");
    assert!(
        err.contains("x.json") && err.contains("not a result"),
        "{err}"
    );
    let err = report_of("{\"findings\": [");
    assert!(err.contains("x.json:1:"), "{err}");
}
