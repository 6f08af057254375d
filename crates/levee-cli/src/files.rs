//! Files of boards: `levee convert`, `levee show FILE`, and reading them for `levee solve`.

use crate::{bad, render};
use anyhow::Result;
use clap::Args;
use levee_core::Seat;
use levee_formats::{Charset, ContractTag, Format, PartialDeal, ReadOutcome, Record, Severity};
use std::io::{Read, Write};
use std::process::ExitCode;

/// Reads a file (`-`: standard input) in the given format, or the one its name or content
/// says, whatever its encoding (PBN's Latin-1, UTF-8, or the charset the file names).
pub(crate) fn read_file(path: &str, format: Option<&str>) -> Result<(Format, ReadOutcome)> {
    let bytes = read_bytes(path)?;
    let decoded = levee_formats::encoding::decode(&bytes);
    let format = match format {
        Some(f) => Format::from_name(f).ok_or_else(|| bad(format!("unknown format {f:?}: use pbn, lin or json")))?,
        None => Format::from_path(path)
            .or_else(|| Format::sniff(&decoded.text))
            .ok_or_else(|| bad(format!("{path}: not PBN, LIN or JSON (name the format with --from)")))?,
    };
    let mut read = format.read(&decoded.text);
    read.encoding = Some(decoded.encoding);
    read.notes.splice(0..0, decoded.warnings);
    Ok((format, read))
}

/// A text file (`-`: standard input) in any encoding, as [`read_file`] reads one.
pub(crate) fn read_text(path: &str) -> Result<String> {
    Ok(levee_formats::encoding::decode(&read_bytes(path)?).text)
}

fn read_bytes(path: &str) -> Result<Vec<u8>> {
    if path == "-" {
        let mut b = Vec::new();
        std::io::stdin().read_to_end(&mut b)?;
        Ok(b)
    } else {
        std::fs::read(path).map_err(|e| bad(format!("{path}: {e}")))
    }
}

/// The charset asked with `--encoding`, or the format's own (Latin-1 for PBN, UTF-8 else).
pub(crate) fn charset(asked: Option<&str>, format: Format) -> Result<Charset> {
    match asked {
        None => Ok(format.default_charset()),
        Some(name) => Charset::from_name(name)
            .ok_or_else(|| bad(format!("unknown encoding {name:?}: use latin1 (ISO-8859-1) or utf8"))),
    }
}

/// Writes records as a file's bytes; each character the charset cannot hold is named on
/// standard error (it is written `?`). Returns how many there were.
pub(crate) fn write_records(
    path: &str,
    format: Format,
    records: &[Record],
    charset: Charset,
    out: &mut dyn Write,
) -> Result<usize> {
    let encoded = format.write_bytes(records, charset).map_err(|e| bad(format!("{path}: {e}")))?;
    for u in &encoded.unmappable {
        eprintln!("{path}: {u} (--encoding utf8 keeps it)");
    }
    if path == "-" {
        out.write_all(&encoded.bytes)?;
    } else {
        std::fs::write(path, &encoded.bytes).map_err(|e| bad(format!("{path}: {e}")))?;
    }
    Ok(encoded.unmappable.len())
}

/// Adds the deal a table has just finished (auction, play, result, score, who sat where) at
/// the end of a PBN file: `levee play --pbn`, at one keyboard, against the robots, line by line
/// or full screen.
pub(crate) fn append_finished_deal(path: &str, table: &levee_table::Table, players: [&str; 4]) -> Result<()> {
    let board = table.board();
    let mut r = match table.round() {
        levee_table::AnyRound::Bridge(g) => {
            let mut r = Record::from_game(g, Some(board));
            r.fill_score(|res, tricks, vul| levee_score::board_score(res, tricks, vul).ok());
            r
        }
        levee_table::AnyRound::Minibridge(g) => Record::from_round(g, Some(board)),
        _ => return Err(bad("only bridge and minibridge deals are written as PBN")),
    };
    for (seat, name) in Seat::ALL.iter().zip(players) {
        r.players[*seat] = Some(name.to_string());
    }
    let scoring = table.session().scoring().pbn_tag(table.variant());
    r.tags.push(levee_formats::Tag { name: "Scoring".into(), value: scoring.into(), section: Vec::new() });
    append_pbn(path, std::slice::from_ref(&r))
}

/// Adds boards at the end of a PBN file, made with its header when new or empty, in the
/// file's own charset (Latin-1, the standard's, for a new one).
pub(crate) fn append_pbn(path: &str, records: &[Record]) -> Result<()> {
    let existing = std::fs::read(path).unwrap_or_default();
    let charset = if existing.is_empty() {
        Charset::Latin1
    } else if levee_formats::encoding::decode(&existing).encoding == "UTF-8" {
        Charset::Utf8
    } else {
        Charset::Latin1
    };
    let mut text = if existing.is_empty() { levee_formats::pbn::write_in(&[], charset) } else { String::new() };
    if existing.last().is_some_and(|b| *b != b'\n') {
        text.push('\n');
    }
    if !existing.is_empty() && !existing.ends_with(b"\n\n") && !existing.ends_with(b"\r\n\r\n") {
        text.push('\n');
    }
    for r in records {
        levee_formats::pbn::write_record(r, &mut text);
        text.push('\n');
    }
    let (bytes, unmappable) = levee_formats::encoding::encode(&text, charset);
    for u in &unmappable {
        eprintln!("{path}: {u}");
    }
    let mut f =
        std::fs::OpenOptions::new().create(true).append(true).open(path).map_err(|e| bad(format!("{path}: {e}")))?;
    f.write_all(&bytes)?;
    Ok(())
}

/// Prints the problems of a read on standard error: every error, and warnings when asked
/// (else their count). Returns the number of broken records.
pub(crate) fn report(path: &str, o: &ReadOutcome, warnings: bool) -> usize {
    for n in &o.notes {
        eprintln!("{path}: warning: {n}");
    }
    if warnings && let Some(e) = o.encoding {
        eprintln!("{path}: read as {}", if e == "windows-1252" { "ISO-8859-1 (Latin-1)" } else { e });
    }
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
    /// The output's character set: latin1 (ISO-8859-1, PBN's standard and the default for
    /// PBN) or utf8 (the default for LIN and JSON; JSON is UTF-8 only). Any input is read:
    /// Latin-1, UTF-8, or the charset the file names.
    #[arg(long, value_name = "latin1|utf8")]
    encoding: Option<String>,
}

/// `levee convert IN OUT`: the good boards are written; each broken one is named (board and
/// line), as is each character the output's charset cannot hold, and the exit code is 1.
pub(crate) fn convert(a: &ConvertArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let (_, read) = read_file(&a.input, a.from.as_deref())?;
    let to = match a.to.as_deref() {
        Some(f) => Format::from_name(f).ok_or_else(|| bad(format!("unknown format {f:?}: use pbn, lin or json")))?,
        None => Format::from_path(&a.output)
            .ok_or_else(|| bad(format!("{}: name the output format with --to (pbn, lin, json)", a.output)))?,
    };
    let charset = charset(a.encoding.as_deref(), to)?;
    let broken = report(&a.input, &read, a.warnings);
    let good = read.good();
    let lost = write_records(&a.output, to, &good, charset, out)?;
    if to == Format::Lin {
        // Say what LIN cannot hold rather than drop it without a word.
        let mut names: Vec<(String, usize)> = Vec::new();
        for r in &good {
            for n in levee_formats::lin::left_out(r) {
                match names.iter_mut().find(|(x, _)| *x == n) {
                    Some((_, c)) => *c += 1,
                    None => names.push((n, 1)),
                }
            }
        }
        if !names.is_empty() {
            let list: Vec<String> = names.iter().map(|(n, c)| format!("{n} ({c})")).collect();
            eprintln!("{}: warning: LIN has no place for {}: left out", a.output, list.join(", "));
        }
    }
    eprintln!("{}: {} board(s) written, {broken} broken board(s) left out", a.output, good.len());
    Ok(if broken > 0 || lost > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
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

fn show_record(r: &Record, lang: levee_i18n::Lang, out: &mut dyn Write) -> Result<()> {
    let m = |key: &str, args: &[(&str, &str)]| levee_i18n::message(lang, key, args);
    let mut header = Vec::new();
    let mut h = String::new();
    if let Some(b) = r.board {
        h.push_str(&format!("{}   ", m("show-board", &[("board", &b.to_string())])));
    }
    if let Some(d) = r.dealer {
        h.push_str(&format!("{}   ", m("show-dealer", &[("dealer", &render::seat_name(d, lang))])));
    }
    if let Some(v) = r.vulnerability {
        h.push_str(&m("show-vul", &[("vul", &render::vul_in(v, lang))]));
    }
    header.push(h.trim_end().to_string());
    let names: Vec<String> =
        Seat::ALL.iter().filter_map(|s| r.players[*s].as_ref().map(|n| format!("{}: {n}", s.letter()))).collect();
    if !names.is_empty() {
        header.push(names.join("  "));
    }
    let deal = r.deal.unwrap_or_default();
    write!(out, "{}", render::diagram(Seat::ALL.map(|s| deal.hands[s]), &header, lang))?;
    for l in auction_grid(r).iter().map(|l| render::grid_line_in(l, lang)) {
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

/// `levee show FILE`: every board of a PBN, LIN or JSON file, or every deal of a file of deal
/// strings (one a line, as `levee deal` prints them: numbered as boards from 1).
pub(crate) fn show_file(
    path: &str,
    from: Option<&str>,
    lang: levee_i18n::Lang,
    out: &mut dyn Write,
) -> Result<ExitCode> {
    let text = read_text(path)?;
    let format = match from {
        Some(f) if f.eq_ignore_ascii_case("deals") => None,
        Some(f) => Some(
            Format::from_name(f).ok_or_else(|| bad(format!("unknown format {f:?}: use pbn, lin, json or deals")))?,
        ),
        None => Format::from_path(path).or_else(|| Format::sniff(&text)),
    };
    let Some(format) = format else {
        return show_deal_lines(path, &text, lang, out);
    };
    let mut read = format.read(&text);
    read.encoding = None;
    let broken = report(path, &read, false);
    for (i, r) in read.records.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        show_record(r, lang, out)?;
    }
    Ok(if broken > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

fn show_deal_lines(path: &str, text: &str, lang: levee_i18n::Lang, out: &mut dyn Write) -> Result<ExitCode> {
    let mut shown = 0;
    for (n, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let deal: levee_core::Deal = t.parse().map_err(|e| {
            bad(format!("{path}: line {}: not a deal ({e}); a file of boards is PBN, LIN or JSON (--from)", n + 1))
        })?;
        if shown > 0 {
            writeln!(out)?;
        }
        shown += 1;
        render::show_deal(&deal, u32::try_from(shown).ok(), lang, out)?;
    }
    if shown == 0 {
        return Err(bad(format!("{path}: no deal or board in it")));
    }
    Ok(ExitCode::SUCCESS)
}
