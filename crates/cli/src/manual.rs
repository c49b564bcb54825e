//! `pathsift completions SHELL` and `pathsift man`: shell completion scripts and manual pages,
//! both generated from the same clap definitions as `--help`, so that none of them can
//! drift from the options the binary accepts.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::CommandFactory;

/// Options of `pathsift completions`.
#[derive(clap::Args, Debug)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

/// Options of `pathsift man`.
#[derive(clap::Args, Debug)]
pub struct ManArgs {
    /// Write pathsift.1 and a page per subcommand (pathsift-check.1, ...) into DIR instead
    /// of printing pathsift.1.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

/// Prints the completion script for `a.shell`.
pub fn completions(a: CompletionsArgs) -> Result<ExitCode> {
    let mut cmd = crate::Cli::command();
    let mut out = std::io::stdout().lock();
    clap_complete::generate(a.shell, &mut cmd, "pathsift", &mut out);
    out.flush().context("writing the completion script")?;
    Ok(ExitCode::SUCCESS)
}

/// Prints pathsift(1), or writes every page into `a.out`.
pub fn man(a: ManArgs) -> Result<ExitCode> {
    let cmd = crate::Cli::command();
    let Some(dir) = a.out else {
        let mut out = std::io::stdout().lock();
        clap_mangen::Man::new(cmd)
            .render(&mut out)
            .context("writing the manual page")?;
        return Ok(ExitCode::SUCCESS);
    };
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let mut pages = vec![("pathsift.1".to_string(), cmd.clone())];
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = format!("pathsift-{}", sub.get_name());
        // The page's title and synopsis name the command as it is typed.
        let sub = sub
            .clone()
            .display_name(name.clone())
            .version(env!("CARGO_PKG_VERSION"))
            .bin_name(format!("pathsift {}", sub.get_name()));
        pages.push((format!("{name}.1"), sub));
    }
    for (file, page) in pages {
        let path = dir.join(&file);
        let mut buf = Vec::new();
        clap_mangen::Man::new(page)
            .render(&mut buf)
            .with_context(|| format!("rendering {file}"))?;
        std::fs::write(&path, buf).with_context(|| format!("writing {}", path.display()))?;
        println!("{}", path.display());
    }
    Ok(ExitCode::SUCCESS)
}
