//! Human-readable dump of the IR (`pathsift lower --dump`).

use std::fmt::{self, Write};

use crate::module::Module;

/// Writes a textual listing of every defined function of `m`.
pub fn dump(m: &Module) -> Result<String, fmt::Error> {
    let mut out = String::new();
    for (i, g) in m.globals.iter().enumerate() {
        writeln!(
            out,
            "global g{i} @{} : {:?} init={:?}",
            g.name,
            m.types.kind(g.ty),
            g.init
        )?;
    }
    for f in &m.functions {
        let Some(body) = &f.body else {
            writeln!(out, "declare @{}", f.name)?;
            continue;
        };
        writeln!(
            out,
            "define @{} ({} params, {} values) {{",
            f.name,
            f.params.len(),
            f.values.len()
        )?;
        for (bi, b) in body.blocks.iter().enumerate() {
            writeln!(out, " b{bi} ({}):", b.name)?;
            for p in &b.phis {
                writeln!(out, "   %{} = phi {:?}", p.dst.0, p.incoming)?;
            }
            for inst in &body.insts[b.start as usize..b.end as usize] {
                let loc = m.loc(inst.loc);
                writeln!(out, "   {:?}    ; line {}:{}", inst.op, loc.line, loc.col)?;
            }
        }
        for (li, l) in body.loops.loops.iter().enumerate() {
            writeln!(
                out,
                " loop {li}: header b{} depth {} blocks {:?}",
                l.header.0, l.depth, l.blocks
            )?;
        }
        writeln!(out, "}}")?;
    }
    Ok(out)
}
