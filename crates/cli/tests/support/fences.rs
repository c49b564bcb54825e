//! The commands of a Markdown file's fenced blocks, by the convention the README and docs/
//! follow: in a fence whose info string is `sh`, every non-empty line that is not a `#`
//! comment is a command; in any other fence, a line starting with `$ ` is a command and
//! the lines after it, up to the next `$ ` or the fence's end, are the output it shows.
//! A trailing `\` continues a command on the next line (the lines are joined as written,
//! without the `\`).

/// One command of a fenced block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FencedCommand {
    /// The command, continued lines joined.
    pub command: String,
    /// Whether it comes from a `sh` block.
    pub sh: bool,
    /// The 1-based line of the file where the command starts.
    pub line: usize,
    /// The output shown after it (a `$ ` command's lines up to the next one), as written.
    pub shown: Vec<String>,
}

/// Every command of the fenced blocks of `text`, in order.
pub fn commands(text: &str) -> Vec<FencedCommand> {
    let mut out: Vec<FencedCommand> = Vec::new();
    // The info string of the fence we are in, if any.
    let mut fence: Option<&str> = None;
    // A command being continued with `\`, and the line it started on.
    let mut pending: Option<(String, usize)> = None;
    // Whether output lines belong to the last command (a `$ ` command of this fence).
    let mut collecting = false;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if let Some(info) = t.strip_prefix("```") {
            fence = match fence {
                None => Some(info.trim()),
                Some(_) => None,
            };
            collecting = false;
            continue;
        }
        let Some(info) = fence else { continue };
        let sh = info == "sh";
        if sh && (t.is_empty() || t.starts_with('#')) {
            continue;
        }
        let head = match pending.take() {
            Some((mut so_far, start)) => {
                if let Some(more) = t.strip_suffix('\\') {
                    so_far.push_str(more);
                    pending = Some((so_far, start));
                    continue;
                }
                so_far.push_str(t);
                out.push(FencedCommand {
                    command: so_far,
                    sh,
                    line: start,
                    shown: Vec::new(),
                });
                collecting = !sh;
                continue;
            }
            None if sh => t,
            None => match line.trim_start().strip_prefix("$ ") {
                Some(command) => command.trim(),
                None => {
                    if collecting {
                        if let Some(last) = out.last_mut() {
                            last.shown.push(line.to_string());
                        }
                    }
                    continue;
                }
            },
        };
        if let Some(start) = head.strip_suffix('\\') {
            pending = Some((start.to_string(), i + 1));
            continue;
        }
        out.push(FencedCommand {
            command: head.to_string(),
            sh,
            line: i + 1,
            shown: Vec::new(),
        });
        collecting = !sh;
    }
    out
}

/// The commands of the `sh` blocks of `text`, in order (`\`-continued lines joined).
pub fn sh_commands(text: &str) -> Vec<String> {
    commands(text)
        .into_iter()
        .filter(|c| c.sh)
        .map(|c| c.command)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sh_blocks_and_dollar_lines() {
        let text = "intro\n```sh\n# a comment\npathsift check a.c\n\npathsift verify \\\n  b.c\n```\n\
                    ```\n$ pathsift run c.c || echo \"exit code $?\"\nexit code 134\n...\n\
                    $ pathsift lower \\\n    d.c\nlowered\n```\n```text\n$ not a command? yes it is\n```\n";
        let cs = commands(text);
        let texts: Vec<&str> = cs.iter().map(|c| c.command.as_str()).collect();
        assert_eq!(
            texts,
            [
                "pathsift check a.c",
                "pathsift verify b.c",
                "pathsift run c.c || echo \"exit code $?\"",
                "pathsift lower d.c",
                "not a command? yes it is",
            ]
        );
        assert_eq!(cs[2].shown, ["exit code 134", "..."]);
        assert_eq!(cs[3].shown, ["lowered"]);
        assert_eq!(cs[1].line, 6);
        assert_eq!(
            sh_commands(text),
            ["pathsift check a.c", "pathsift verify b.c"]
        );
    }
}
