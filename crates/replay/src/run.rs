//! Running one test natively with a time limit, keeping its stderr.

use std::ffi::OsString;
use std::io::Read;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// Most stderr kept per test (its first and last halves); sanitizer reports fit easily.
const STDERR_LIMIT: usize = 1 << 20;

/// How a test run ended.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// Exit status, when the process exited.
    pub exit_code: Option<i32>,
    /// The signal that killed it (not counting the one a timeout sends).
    pub signal: Option<i32>,
    /// It ran past its time limit and was killed.
    pub timed_out: bool,
    /// Its stderr (the first and the last half MiB when longer).
    pub stderr: String,
    /// Why it could not be started.
    pub spawn_error: Option<String>,
}

/// Runs `exe args` in `cwd` with exactly the environment `env` (the analysis ran the program
/// with no other variables) and `stdin` (none: empty), for at most `limit`.
pub fn run(
    exe: &Path,
    args: &[OsString],
    env: &[(&str, String)],
    cwd: &Path,
    stdin: Option<&Path>,
    limit: Duration,
) -> Outcome {
    let input = match stdin.map(std::fs::File::open).transpose() {
        Ok(f) => f.map_or_else(Stdio::null, Stdio::from),
        Err(e) => {
            return Outcome {
                spawn_error: Some(format!("cannot open the test's stdin: {e}")),
                ..Outcome::default()
            }
        }
    };
    let mut cmd = Command::new(exe);
    cmd.args(args)
        .current_dir(cwd)
        .stdin(input)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .env_clear();
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            return Outcome {
                spawn_error: Some(format!("cannot run {}: {e}", exe.display())),
                ..Outcome::default()
            }
        }
    };
    // Read stderr while waiting, or a chatty test blocks on a full pipe and looks hung.
    let reader = child.stderr.take().map(|mut pipe| {
        thread::spawn(move || {
            // The start (the program's own messages) and the end (where reports are).
            let mut head = Vec::new();
            let mut tail = Vec::new();
            let mut dropped = false;
            let mut buf = [0u8; 8192];
            while let Ok(n) = pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let room = (STDERR_LIMIT / 2).saturating_sub(head.len());
                head.extend_from_slice(&buf[..n.min(room)]);
                tail.extend_from_slice(&buf[n.min(room)..n]);
                if tail.len() > STDERR_LIMIT {
                    tail.drain(..tail.len() - STDERR_LIMIT / 2);
                    dropped = true;
                }
            }
            if tail.len() > STDERR_LIMIT / 2 {
                tail.drain(..tail.len() - STDERR_LIMIT / 2);
                dropped = true;
            }
            if dropped {
                head.extend_from_slice(b"\n[...]\n");
            }
            head.extend_from_slice(&tail);
            head
        })
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Ok(status),
            Ok(None) if start.elapsed() >= limit && !timed_out => {
                timed_out = true;
                terminate(child.id());
            }
            Ok(None) if timed_out && start.elapsed() >= limit + Duration::from_secs(2) => {
                let _ = child.kill();
                break child.wait();
            }
            Ok(None) => thread::sleep(Duration::from_millis(5)),
            Err(e) => break Err(e),
        }
    };
    let stderr = reader
        .and_then(|h| h.join().ok())
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default();
    match status {
        Ok(status) => Outcome {
            exit_code: status.code(),
            signal: if timed_out { None } else { status.signal() },
            timed_out,
            stderr,
            spawn_error: None,
        },
        Err(e) => Outcome {
            timed_out,
            stderr,
            spawn_error: Some(format!("waiting for {}: {e}", exe.display())),
            ..Outcome::default()
        },
    }
}

/// Sends SIGTERM, which the support code turns into a gcov dump before dying, so a test
/// that hangs still counts for coverage.
fn terminate(pid: u32) {
    let _ = Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes_signals_and_timeouts() {
        let sh = Path::new("/bin/sh");
        let cwd = Path::new("/");
        let sec = Duration::from_secs(5);
        let o = run(
            sh,
            &["-c".into(), "echo oops >&2; exit 3".into()],
            &[],
            cwd,
            None,
            sec,
        );
        assert_eq!((o.exit_code, o.signal, o.timed_out), (Some(3), None, false));
        assert_eq!(o.stderr, "oops\n");
        let o = run(
            sh,
            &["-c".into(), "kill -SEGV $$".into()],
            &[],
            cwd,
            None,
            sec,
        );
        assert_eq!((o.exit_code, o.signal), (None, Some(11)));
        let o = run(
            sh,
            &["-c".into(), "echo $V >&2".into()],
            &[("V", "x".into())],
            cwd,
            None,
            sec,
        );
        assert_eq!(o.stderr, "x\n");
        let o = run(
            sh,
            &["-c".into(), "exec sleep 30".into()],
            &[],
            cwd,
            None,
            Duration::from_millis(200),
        );
        assert!(o.timed_out);
        assert_eq!(o.signal, None);
        // 3 MB of stderr: the first and last half MiB are kept, around a gap.
        let o = run(
            sh,
            &[
                "-c".into(),
                "head -c 3000000 /dev/zero | tr '\\0' a >&2; echo END >&2".into(),
            ],
            &[],
            cwd,
            None,
            sec,
        );
        assert_eq!(o.stderr.len(), STDERR_LIMIT + "\n[...]\n".len());
        assert!(o.stderr.ends_with("aaaEND\n"));
        assert!(o.stderr.contains("a\n[...]\na"));
        let o = run(Path::new("/nonexistent/prog"), &[], &[], cwd, None, sec);
        assert!(o.spawn_error.is_some());
        // stdin from a file.
        let input = std::env::temp_dir().join(format!("pathsift-run-stdin-{}", std::process::id()));
        std::fs::write(&input, "from stdin").expect("write");
        let o = run(
            sh,
            &["-c".into(), "cat >&2".into()],
            &[],
            cwd,
            Some(&input),
            sec,
        );
        let _ = std::fs::remove_file(&input);
        assert_eq!(o.stderr, "from stdin");
        let o = run(sh, &[], &[], cwd, Some(Path::new("/nonexistent/in")), sec);
        assert!(o.spawn_error.is_some());
    }
}
