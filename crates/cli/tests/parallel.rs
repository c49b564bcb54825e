//! `--jobs`, `--shard` and `pathsift merge` on a tree large enough to be split, and the
//! cluster scripts of deploy/ (checked with their tools, and the Slurm array run locally).
//! `cargo xtask golden --split 2 --split 4 --shards 8` checks the same on every golden run
//! of tests/verify, tests/check, tests/testgen and tests/loopbound.

#[path = "support/programs.rs"]
mod programs_support;

use std::path::{Path, PathBuf};
use std::process::Command;

use programs_support::{c_programs, pathsift, test_dir};
use serde_json::Value;

fn lexer() -> String {
    let all = c_programs("parallel");
    let lexer = all
        .iter()
        .find(|p| p.ends_with("lexer.c"))
        .expect("tests/parallel/lexer.c");
    lexer.display().to_string()
}

fn json(args: &[&str]) -> Value {
    let (code, out, err) = pathsift(args);
    assert_eq!(code, 0, "pathsift {args:?}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("pathsift {args:?}: {e}: {out}"))
}

/// (kind, line) of every finding, sorted.
fn findings(v: &Value) -> Vec<(String, u64)> {
    let mut f: Vec<(String, u64)> = v["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| {
            (
                f["kind"].as_str().unwrap_or("").to_string(),
                f["location"]["line"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    f.sort();
    f
}

fn expected() -> Vec<(String, u64)> {
    vec![("div-by-zero".into(), 38), ("out-of-bounds".into(), 32)]
}

#[test]
fn jobs_two_and_four_split_the_tree_and_find_what_one_job_finds() {
    let lexer = lexer();
    let one = json(&["check", "--json", "--jobs", "1", &lexer]);
    assert_eq!(one["complete"], true);
    assert_eq!(findings(&one), expected());
    assert!(one["stats"].get("shards").is_none());
    for jobs in ["2", "4"] {
        let v = json(&["check", "--json", "--jobs", jobs, &lexer]);
        assert_eq!(v["complete"], true, "--jobs {jobs}");
        assert_eq!(findings(&v), expected(), "--jobs {jobs}");
        // It did split: four shards per worker, every path in exactly one of them.
        let n: u64 = jobs.parse().unwrap_or(0);
        assert_eq!(v["stats"]["shards"], n * 4, "--jobs {jobs}");
        assert_eq!(
            v["stats"]["paths_completed"], one["stats"]["paths_completed"],
            "--jobs {jobs}: the shards' paths add up to the run's"
        );
        assert!(v.get("shard").is_none());
    }
}

#[test]
fn shards_run_apart_and_merged_give_the_single_run_and_every_path_once() {
    let lexer = lexer();
    let one = json(&["check", "--json", &lexer]);
    let dir = tempfile::tempdir().expect("a scratch directory");
    let mut files = Vec::new();
    let mut paths = 0;
    for i in 0..8 {
        let shard = format!("{i}/8");
        let v = json(&["check", "--json", "--shard", &shard, &lexer]);
        assert_eq!(v["shard"]["index"], i);
        assert_eq!(v["shard"]["count"], 8);
        assert_eq!(v["complete"], true, "shard {shard}");
        paths += v["stats"]["paths_completed"].as_u64().unwrap_or(0);
        let f = dir.path().join(format!("shard-{i}.json"));
        std::fs::write(&f, v.to_string()).expect("write a shard's result");
        files.push(f.display().to_string());
    }
    assert_eq!(Some(paths), one["stats"]["paths_completed"].as_u64());
    let mut args = vec!["merge"];
    args.extend(files.iter().map(String::as_str));
    let merged = json(&args);
    assert_eq!(merged["complete"], true);
    assert_eq!(findings(&merged), findings(&one));
    assert_eq!(merged["stats"]["shards"], 8);
    assert_eq!(merged["stats"]["paths_completed"], paths);

    // Any shard missing, or one given twice, is refused: no claim on paths nobody explored.
    let (code, _, err) = pathsift(&["merge", &files[0], &files[1]]);
    assert_eq!(code, 1);
    assert!(
        err.contains("shards 2, 3, 4, 5, 6, 7 of 8 are missing"),
        "{err}"
    );
    let mut twice: Vec<&str> = vec!["merge"];
    twice.extend(files.iter().map(String::as_str));
    twice.push(&files[3]);
    let (code, _, err) = pathsift(&twice);
    assert_eq!(code, 1);
    assert!(err.contains("shard 3/8 is given twice"), "{err}");
}

/// Without `--jobs` (and without PATHSIFT_JOBS, which the workspace sets to 1 for its
/// tests), a run takes every core it may use: the lexer's tree is split 4 ways per core and
/// gives one job's findings. On one core it is one process.
#[test]
fn the_default_is_one_job_per_core() {
    let lexer = lexer();
    let one = json(&["check", "--json", "--jobs", "1", &lexer]);
    let out = Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .args(["check", "--json", &lexer])
        .env_remove("PATHSIFT_JOBS")
        .output()
        .expect("pathsift runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    match cores {
        1 => assert!(v["stats"].get("shards").is_none(), "{v}"),
        n => assert_eq!(v["stats"]["shards"], n.min(256) * 4),
    }
    assert_eq!(findings(&v), findings(&one));
    assert_eq!(v["covered_branches"], one["covered_branches"]);
}

/// verify's path stage on a safe task is handed over to the workers once the first process
/// has seen the tree is wide (4,096 paths), and the shards prove it as one run does.
#[test]
fn verify_hands_a_wide_safe_tree_over_and_proves_it() {
    let all = c_programs("parallel");
    let bits = all
        .iter()
        .find(|p| p.ends_with("bits.c"))
        .expect("tests/parallel/bits.c")
        .display()
        .to_string();
    let verify = |jobs: &str| {
        json(&[
            "verify",
            "--json",
            "--property",
            "unreach-call",
            "--no-k-induction",
            "--no-reuse",
            "--timeout",
            "120",
            "--jobs",
            jobs,
            &bits,
        ])
    };
    let one = verify("1");
    assert_eq!(one["verdict"], "true", "{one}");
    assert_eq!(one["stats"]["paths_completed"], 4096);
    for jobs in ["2", "4"] {
        let v = verify(jobs);
        assert_eq!(v["verdict"], "true", "--jobs {jobs}: {v}");
        let n: u64 = jobs.parse().expect("a number");
        assert_eq!(
            v["stats"]["shards"],
            n * 4,
            "--jobs {jobs}: not handed over"
        );
        assert_eq!(v["stats"]["paths_completed"], 4096, "--jobs {jobs}");
    }
}

/// A tree too narrow to be worth splitting (three paths, each with costly queries on the
/// clock's values) is not split: every shard would run almost all of it again (it took 3.7
/// times as long with `--jobs 2` when it was). `--jobs 2` ends in this process with exactly
/// `--jobs 1`'s run, while the lexer's wide tree (above) is handed over to the workers.
#[test]
fn a_tree_too_narrow_to_split_runs_once_as_with_one_job() {
    let program = test_dir("check").join("clock-bad.c");
    let program = program.display().to_string();
    let one = json(&["check", "--json", "--jobs", "1", &program]);
    let two = json(&["check", "--json", "--jobs", "2", &program]);
    assert_eq!(findings(&one), vec![("out-of-bounds".to_string(), 16)]);
    assert_eq!(findings(&two), findings(&one));
    assert!(two["stats"].get("shards").is_none(), "split: {two}");
    for counter in ["forks", "instructions", "paths_completed", "solver_queries"] {
        assert_eq!(two["stats"][counter], one["stats"][counter], "{counter}");
    }
}

#[test]
fn verify_shards_decide_as_one_run() {
    let lexer = lexer();
    // valid-memsafety: the write past the table is a violation; only the shard whose
    // subtrees hold it says false, and the merge says false with its witness.
    let dir = tempfile::tempdir().expect("a scratch directory");
    let mut files = Vec::new();
    let mut falses = 0;
    for i in 0..4 {
        let shard = format!("{i}/4");
        let v = json(&[
            "verify",
            "--json",
            "--property",
            "valid-memsafety",
            "--timeout",
            "120",
            "--shard",
            &shard,
            &lexer,
        ]);
        falses += u32::from(v["verdict"] == "false");
        let f = dir.path().join(format!("{i}.json"));
        std::fs::write(&f, v.to_string()).expect("write a shard's result");
        files.push(f.display().to_string());
    }
    assert!(falses >= 1);
    let mut args = vec!["merge"];
    args.extend(files.iter().map(String::as_str));
    let merged = json(&args);
    assert_eq!(merged["verdict"], "false");
    assert_eq!(merged["kind"], "out-of-bounds");
    assert_eq!(merged["location"]["line"], 32);
    let jobs = json(&[
        "verify",
        "--json",
        "--property",
        "valid-memsafety",
        "--timeout",
        "120",
        "--jobs",
        "2",
        &lexer,
    ]);
    assert_eq!(jobs["verdict"], "false");
    assert_eq!(jobs["location"]["line"], 32);
}

#[test]
fn test_shards_merge_into_one_minimal_suite() {
    let lexer = lexer();
    let dir = tempfile::tempdir().expect("a scratch directory");
    let one_out = dir.path().join("one");
    // Results agree for runs that end within their budget: give both room to finish.
    let one = json(&[
        "test",
        "--json",
        "--exhaustive",
        "--timeout",
        "300",
        "--out",
        &one_out.display().to_string(),
        &lexer,
    ]);
    let split_out = dir.path().join("split");
    let split = json(&[
        "test",
        "--json",
        "--exhaustive",
        "--timeout",
        "300",
        "--jobs",
        "2",
        "--out",
        &split_out.display().to_string(),
        &lexer,
    ]);
    assert_eq!(one["exploration_complete"], true);
    for k in ["covered_branches", "total_branches", "exploration_complete"] {
        assert_eq!(split[k], one[k], "{k}");
    }
    let errors = |v: &Value| {
        let mut e: Vec<String> = v["errors"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|e| format!("{} {}", e["kind"], e["location"]["line"]))
            .collect();
        e.sort();
        e
    };
    assert_eq!(errors(&split), errors(&one));
    let suite: Value = serde_json::from_str(
        &std::fs::read_to_string(split_out.join("tests.json")).expect("the merged tests.json"),
    )
    .expect("tests.json is JSON");
    let tests = suite["tests"].as_array().expect("tests");
    assert_eq!(tests.len() as u64, split["tests"].as_u64().unwrap_or(0));
    let chosen = tests.iter().filter(|t| t["in_suite"] == true).count();
    assert_eq!(chosen as u64, split["suite_tests"].as_u64().unwrap_or(0));
    assert_eq!(
        std::fs::read_dir(split_out.join("test-suite"))
            .expect("test-suite/")
            .count(),
        chosen + 1,
        "one file per chosen test, and metadata.xml"
    );
}

/// The raw inputs of a corpus directory (`queue/` or `crashes/`), sorted.
fn corpus(dir: &Path) -> Vec<Vec<u8>> {
    let mut files: Vec<Vec<u8>> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| std::fs::read(e.expect("an entry").path()).expect("a corpus file"))
        .collect();
    files.sort();
    files
}

/// tests/fuzz/meter.c: from its seed, the split search of `fuzz --jobs 2` finds the bug at
/// line 54, writes one corpus (each input once) whose crash file makes `pathsift run` fail
/// there, and 8 `--shard` processes merged by `pathsift merge` give the same corpus, runs,
/// crashes and coverage (each shard has an eighth of the runs, as a `--jobs` worker has).
#[test]
fn fuzz_jobs_and_shards_merge_into_one_corpus_whose_crash_replays() {
    let prog = test_dir("fuzz").join("meter.c").display().to_string();
    let seeds = test_dir("fuzz").join("seeds/meter").display().to_string();
    let dir = tempfile::tempdir().expect("a scratch directory");
    let jobs_out = dir.path().join("jobs");
    let fuzz = |out: &Path, extra: &[&str]| {
        let out = out.display().to_string();
        let mut args = vec![
            "fuzz",
            "--json",
            "--seeds",
            &seeds,
            "--out",
            &out,
            "--timeout",
            "300",
        ];
        args.extend(extra);
        args.push(&prog);
        json(&args)
    };
    let started = std::time::Instant::now();
    let jobs = fuzz(&jobs_out, &["--jobs", "2", "--max-runs", "200"]);
    let elapsed = started.elapsed().as_secs_f64();
    assert_eq!(jobs["stats"]["shards"], 8, "the workers searched: {jobs}");
    assert!(jobs["runs"].as_u64().is_some_and(|r| r <= 200), "{jobs}");
    let crash = &jobs["crashes"][0];
    assert_eq!(
        (&crash["kind"], &crash["location"]["line"]),
        (&Value::from("out-of-bounds"), &Value::from(54)),
        "{jobs}"
    );
    // When a worker found it, counted from the run's start (for time-to-crash figures).
    let found = crash["found_s"].as_f64().expect("found_s");
    assert!((0.0..elapsed).contains(&found), "{found} s of {elapsed} s");
    let queue = corpus(&jobs_out.join("queue"));
    assert_eq!(queue.len() as u64, jobs["queue"].as_u64().unwrap_or(0));
    let mut distinct = queue.clone();
    distinct.dedup();
    assert_eq!(distinct.len(), queue.len(), "each input once in the queue");
    let file = crash["input"].as_str().expect("the crash file");
    assert!(
        Path::new(file).starts_with(jobs_out.join("crashes")),
        "{file}"
    );
    let mut run = Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .args(["run", &prog])
        .stdin(std::fs::File::open(file).expect("the crash file"))
        .output()
        .expect("pathsift run");
    run.stderr.truncate(4096);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(139), "{stderr}");
    assert!(stderr.contains(":54:"), "{stderr}");

    let mut parts = Vec::new();
    for i in 0..8 {
        let out = dir.path().join(format!("shard-{i}"));
        let v = fuzz(&out, &["--shard", &format!("{i}/8"), "--max-runs", "25"]);
        let file = dir.path().join(format!("shard-{i}.json"));
        std::fs::write(&file, v.to_string()).expect("a shard's result written");
        parts.push(file.display().to_string());
    }
    let merged_out = dir.path().join("merged");
    let mut args = vec!["merge", "--out", merged_out.to_str().expect("utf-8")];
    args.extend(parts.iter().map(String::as_str));
    let merged = json(&args);
    for k in ["runs", "queue", "branch_coverage"] {
        assert_eq!(merged[k], jobs[k], "{k}");
    }
    let crashes = |v: &Value| {
        v["crashes"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| format!("{} {} {}", c["kind"], c["location"]["line"], c["run"]))
            .collect::<Vec<_>>()
    };
    assert_eq!(crashes(&merged), crashes(&jobs));
    assert_eq!(corpus(&merged_out.join("queue")), queue);
    assert_eq!(
        corpus(&merged_out.join("crashes")),
        corpus(&jobs_out.join("crashes"))
    );
}

fn deploy() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../deploy")
}

#[test]
fn slurm_scripts_pass_bash_n() {
    for s in [
        "submit.sh",
        "pathsift-shards.sbatch",
        "pathsift-merge.sbatch",
    ] {
        let path = deploy().join("slurm").join(s);
        let out = Command::new("bash")
            .arg("-n")
            .arg(&path)
            .output()
            .expect("bash runs");
        assert!(
            out.status.success(),
            "{}: {}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn a_slurm_array_run_here_merges_into_the_single_run() {
    let lexer = lexer();
    let results = tempfile::tempdir().expect("a scratch directory");
    // An sbatch script as Slurm would run it, with pathsift and the results directory.
    let sbatch = |script: &str, args: &[&str], task: Option<u32>| {
        let mut cmd = Command::new("bash");
        cmd.arg(deploy().join("slurm").join(script))
            .args(args)
            .env("PATHSIFT", env!("CARGO_BIN_EXE_pathsift"))
            .env("PATHSIFT_RESULTS", results.path());
        if let Some(i) = task {
            cmd.env("SLURM_ARRAY_TASK_ID", i.to_string())
                .env("SLURM_ARRAY_TASK_COUNT", "4");
        }
        let out = cmd.output().expect("bash runs");
        assert!(
            out.status.success(),
            "{script}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    for i in 0..4 {
        sbatch(
            "pathsift-shards.sbatch",
            &["check", "--timeout", "120", &lexer],
            Some(i),
        );
    }
    sbatch("pathsift-merge.sbatch", &[], None);
    let merged: Value = serde_json::from_str(
        &std::fs::read_to_string(results.path().join("merged.json")).expect("merged.json"),
    )
    .expect("merged.json is JSON");
    assert_eq!(merged["complete"], true);
    assert_eq!(findings(&merged), expected());
    assert_eq!(merged["stats"]["shards"], 4);
}

#[test]
fn shard_auto_takes_the_index_from_the_scheduler() {
    let lexer = lexer();
    let by_hand = json(&["check", "--json", "--shard", "2/4", &lexer]);
    for var in ["SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX"] {
        let out = Command::new(env!("CARGO_BIN_EXE_pathsift"))
            .args(["check", "--json", "--shard", "auto/4", &lexer])
            .env_remove("SLURM_ARRAY_TASK_ID")
            .env_remove("JOB_COMPLETION_INDEX")
            .env(var, "2")
            .output()
            .expect("pathsift runs");
        let v: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(v["shard"], by_hand["shard"], "{var}");
        assert_eq!(
            v["stats"]["paths_completed"], by_hand["stats"]["paths_completed"],
            "{var}"
        );
    }
    let out = Command::new(env!("CARGO_BIN_EXE_pathsift"))
        .args(["check", "--json", "--shard", "auto/4", &lexer])
        .env_remove("SLURM_ARRAY_TASK_ID")
        .env_remove("JOB_COMPLETION_INDEX")
        .output()
        .expect("pathsift runs");
    assert_eq!(out.status.code(), Some(1));
    for (bad, says) in [
        ("4/4", "does not exist"),
        ("1", "expected I/N"),
        ("0/0", "1 to"),
    ] {
        let (code, _, err) = pathsift(&["check", "--shard", bad, &lexer]);
        assert_eq!(code, 1, "--shard {bad}");
        assert!(err.contains(says), "--shard {bad}: {err}");
    }
}

/// The Kubernetes manifests as JSON, each checked against the part of the API's schema
/// they use (tests/schemas/k8s-manifests.schema.json).
#[test]
fn kubernetes_manifests_match_the_schema_and_the_shard_count() {
    let schema_path = test_dir("schemas").join("k8s-manifests.schema.json");
    let schema: Value = serde_json::from_str(
        &std::fs::read_to_string(&schema_path).expect("the manifests' schema"),
    )
    .expect("the schema is JSON");
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    let k8s = deploy().join("k8s");
    let mut kinds = Vec::new();
    for name in ["shards-job.yaml", "merge-job.yaml", "results-pvc.yaml"] {
        let text = std::fs::read_to_string(k8s.join(name)).expect("a manifest");
        let v: Value = serde_yaml_ng::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let errors: Vec<String> = validator.iter_errors(&v).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{name}: {}", errors.join("; "));
        kinds.push(v["kind"].as_str().unwrap_or("").to_string());
        if name == "shards-job.yaml" {
            assert_eq!(v["spec"]["completionMode"], "Indexed");
            let n = v["spec"]["completions"].as_u64().expect("completions");
            let command = v["spec"]["template"]["spec"]["containers"][0]["args"][0]
                .as_str()
                .expect("the shard's command");
            assert!(
                command.contains(&format!("--shard auto/{n}")),
                "the shard count must be the Job's completions: {command}"
            );
        }
    }
    assert_eq!(kinds, ["Job", "Job", "PersistentVolumeClaim"]);
    let docker = std::fs::read_to_string(deploy().join("Dockerfile")).expect("the Dockerfile");
    assert!(docker.contains("FROM debian:12-slim"));
    for package in ["clang-14", "libz3-4", "libllvm14", "gcc"] {
        assert!(docker.contains(package), "the image needs {package}");
    }
}
