//! Files of boards: `levee convert`, `levee show FILE`, and reading them for `levee solve`.

use crate::{bad, render};
use anyhow::Result;
use clap::Args;
use levee_core::Seat;
use levee_formats::{ContractTag, Format, PartialDeal, ReadOutcome, Record, Severity};
use std::io::Write;
use std::process::ExitCode;

/// Reads a file (`-`: standard input) in the given format, or the one its name or content
/// says.
pub(crate) fn read_file(path: &str, format: Option<&str>) -> Result<(Format, ReadOutcome)> {
    let text = if path == "-" {
        std::io::read_to_string(std::io::stdin())?
    } else {
        std::fs::read_to_string(path).map_err(|e| bad(format!("{path}: {e}")))?
    };
    let format = match format {
        Some(f) => Format::from_name(f).ok_or_else(|| bad(format!("unknown format {f:?}: use pbn, lin or json")))?,
        None => Format::from_path(path)
            .or_else(|| Format::sniff(&text))
            .ok_or_else(|| bad(format!("{path}: not PBN, LIN or JSON (name the format with --from)")))?,
    };
    Ok((format, format.read(&text)))
}

/// Prints the problems of a read on standard error: every error, and warnings when asked
/// (else their count). Returns the number of broken records.
pub(crate) fn report(path: &str, o: &ReadOutcome, warnings: bool) -> usize {
    let mut n_warn = 0;
    for p in &o.problems {
        if p.severity == Severity::Warning {
            n_warn += 1;
            if !warnings {
                continue;
            }
        }
        eprintln!("{path}: {p}");
    }
    if n_warn > 0 && !warnings {
        eprintln!("{path}: {n_warn} warning(s) (--warnings shows them)");
    }
    (0..o.records.len()).filter(|i| o.is_broken(*i)).count()
}

#[derive(Args, Debug)]
pub(crate) struct ConvertArgs {
    /// The file to read (`-`: standard input).
    input: String,
    /// The file to write (`-`: standard output).
    output: String,
    /// The input format, when its name does not say: pbn, lin or json.
    #[arg(long)]
    from: Option<String>,
    /// The output format, when its name does not say: pbn, lin or json.
    #[arg(long)]
    to: Option<String>,
    /// Print every warning (by default only errors and a count of warnings).
    #[arg(long)]
    warnings: bool,
}

/// `levee convert IN OUT`: the good boards are written; each broken one is named (board and
/// line) and the exit code is 1.
pub(crate) fn convert(a: &ConvertArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let (_, read) = read_file(&a.input, a.from.as_deref())?;
    let to = match a.to.as_deref() {
        Some(f) => Format::from_name(f).ok_or_else(|| bad(format!("unknown format {f:?}: use pbn, lin or json")))?,
        None => Format::from_path(&a.output)
            .ok_or_else(|| bad(format!("{}: name the output format with --to (pbn, lin, json)", a.output)))?,
    };
    let broken = report(&a.input, &read, a.warnings);
    let good = read.good();
    let text = to.write(&good);
    if a.output == "-" {
        out.write_all(text.as_bytes())?;
    } else {
        std::fs::write(&a.output, text).map_err(|e| bad(format!("{}: {e}", a.output)))?;
    }
    eprintln!("{}: {} board(s) written, {broken} broken board(s) left out", a.output, good.len());
    Ok(if broken > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

fn auction_grid(r: &Record) -> Vec<String> {
    let Some(a) = &r.auction else { return Vec::new() };
    let order = [Seat::West, Seat::North, Seat::East, Seat::South];
    let mut lines =
        vec![order.iter().map(|s| format!("{:<7}", format!("{s:#}"))).collect::<String>().trim_end().to_string()];
    let start = order.iter().position(|s| *s == a.dealer).unwrap_or(0);
    let mut cells: Vec<String> = vec![String::new(); start];
    let mut notes = Vec::new();
    for c in &a.calls {
        let mut t = c.call.map_or_else(
            || "-".to_string(),
            |c| match c {
                levee_core::Call::Pass => "Pass".to_string(),
                levee_core::Call::Bid(b) => format!("{}{:#}", b.level, b.strain),
                other => other.to_string(),
            },
        );
        if c.alert {
            t.push('!');
        }
        if let Some(e) = &c.explanation {
            notes.push(e.clone());
            t.push_str(&format!("({})", notes.len()));
        }
        cells.push(t);
    }
    for row in cells.chunks(4) {
        lines.push(row.iter().map(|c| format!("{c:<7}")).collect::<String>().trim_end().to_string());
    }
    for (i, n) in notes.iter().enumerate() {
        lines.push(format!("  ({}) {n}", i + 1));
    }
    lines
}

fn show_record(r: &Record, out: &mut dyn Write) -> Result<()> {
    let mut header = Vec::new();
    let mut h = String::new();
    if let Some(b) = r.board {
        h.push_str(&format!("Board {b}   "));
    }
    if let Some(d) = r.dealer {
        h.push_str(&format!("Dealer {d:#}   "));
    }
    if let Some(v) = r.vulnerability {
        h.push_str(&format!("Vulnerable {v}"));
    }
    header.push(h.trim_end().to_string());
    let names: Vec<String> =
        Seat::ALL.iter().filter_map(|s| r.players[*s].as_ref().map(|n| format!("{}: {n}", s.letter()))).collect();
    if !names.is_empty() {
        header.push(names.join("  "));
    }
    let deal = r.deal.unwrap_or_default();
    write!(out, "{}", render::diagram(Seat::ALL.map(|s| deal.hands[s]), &header))?;
    for l in auction_grid(r) {
        writeln!(out, "{l}")?;
    }
    let contract = match (r.contract, r.declarer) {
        (Some(ContractTag::Contract(c)), Some(d)) => format!("{c:#} by {d:#}"),
        (Some(c), _) => c.to_string(),
        _ => "contract not given".into(),
    };
    let result = match (r.contract, r.result) {
        (Some(ContractTag::Contract(c)), Some(n)) => {
            let need = c.tricks_needed();
            let diff = i32::from(n) - i32::from(need);
            let label = match diff {
                0 => "made".to_string(),
                d if d > 0 => format!("made +{d}"),
                d => format!("down {}", -d),
            };
            format!(", {n} tricks ({label})")
        }
        (_, Some(n)) => format!(", {n} tricks"),
        _ => String::new(),
    };
    writeln!(out, "{contract}{result}")?;
    if let (Some(p), Some(full), Some(ContractTag::Contract(c)), Some(d)) =
        (&r.play, r.deal.as_ref().and_then(PartialDeal::full), r.contract, r.declarer)
    {
        let (_, play) = p.sequence(&full, c.strain, d);
        for (i, t) in play.tricks().iter().enumerate() {
            let cards: Vec<String> = t.iter().map(|(s, c)| format!("{}:{c:#}", s.letter())).collect();
            let w = <levee_core::Bridge as levee_core::Rules>::trick_winner(t, c.strain);
            writeln!(out, "{:>2}. {}  -> {}", i + 1, cards.join(" "), w.letter())?;
        }
        let shown = play.tricks().len();
        if shown < p.tricks.len() {
            writeln!(out, "    (then {} trick(s) not in playing order)", p.tricks.len() - shown)?;
        }
    }
    if let Some(t) = &r.dd_table {
        writeln!(out, "double dummy (NT S H D C, each N E S W): {t}")?;
    }
    Ok(())
}

/// `levee show FILE`: every board of a PBN, LIN or JSON file.
pub(crate) fn show_file(path: &str, out: &mut dyn Write) -> Result<ExitCode> {
    let (_, read) = read_file(path, None)?;
    let broken = report(path, &read, false);
    for (i, r) in read.records.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        show_record(r, out)?;
    }
    Ok(if broken > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}
