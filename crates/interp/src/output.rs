//! Where the program's stdout and stderr go.

use std::io::Write;

/// The program's two output streams: passed through, or captured.
pub struct Output {
    stdout: Box<dyn Write>,
    stderr: Box<dyn Write>,
    captured: Option<(Vec<u8>, Vec<u8>)>,
}

impl std::fmt::Debug for Output {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Output")
            .field("captured", &self.captured.is_some())
            .finish()
    }
}

impl Output {
    /// Writes to this process's stdout and stderr.
    pub fn passthrough() -> Output {
        Output {
            stdout: Box::new(std::io::BufWriter::new(std::io::stdout())),
            stderr: Box::new(std::io::stderr()),
            captured: None,
        }
    }

    /// Keeps both streams in memory (see [`Output::captured`]).
    pub fn capture() -> Output {
        Output {
            stdout: Box::new(std::io::sink()),
            stderr: Box::new(std::io::sink()),
            captured: Some((Vec::new(), Vec::new())),
        }
    }

    /// Appends to the program's stdout.
    pub fn out(&mut self, bytes: &[u8]) {
        match &mut self.captured {
            Some((o, _)) => o.extend_from_slice(bytes),
            // A closed stdout (e.g. a pipe to `head`) must not stop the analysis.
            None => drop(self.stdout.write_all(bytes)),
        }
    }

    /// Appends to the program's stderr (stdout is flushed first to keep the order).
    pub fn err(&mut self, bytes: &[u8]) {
        match &mut self.captured {
            Some((_, e)) => e.extend_from_slice(bytes),
            None => {
                let _ = self.stdout.flush();
                let _ = self.stderr.write_all(bytes);
            }
        }
    }

    /// Flushes buffered output.
    pub fn flush(&mut self) {
        let _ = self.stdout.flush();
        let _ = self.stderr.flush();
    }

    /// The captured stdout and stderr, if capturing.
    pub fn captured(&self) -> Option<(&[u8], &[u8])> {
        self.captured
            .as_ref()
            .map(|(o, e)| (o.as_slice(), e.as_slice()))
    }
}
