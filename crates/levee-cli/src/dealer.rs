//! `levee deal --where` and `--script`: constrained deals in the dealer language.

use crate::bad;
use crate::cmd::DealArgs;
use anyhow::Result;
use levee_core::{Board, Seat};
use levee_formats::{Format, PartialDeal, Record};
use serde_json::json;
use std::io::Write;
use std::process::ExitCode;

/// Deals on every core until the condition has produced its deals; prints them as `levee deal`
/// does (`--where`), as the script's actions ask (`--script`), or writes them to `--out`.
pub(crate) fn constrained(a: &DealArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let (script, name, src) = match (&a.condition, &a.script) {
        (Some(c), _) => (levee_dealer::parse_condition(c), "--where".to_string(), c.clone()),
        (None, Some(file)) => {
            let src = crate::files::read_text(file)?;
            (levee_dealer::parse(&src), file.clone(), src)
        }
        (None, None) => unreachable!("called with a condition or a script"),
    };
    let script = script.map_err(|e| bad(e.show(&name, &src)))?;
    let seed = a.seed.unwrap_or_else(rand::random);
    let default_count =
        if a.script.is_some() { script.produce.unwrap_or(if script.prints_deals() { 40 } else { 100_000 }) } else { 1 };
    let produce = a.count.map_or(default_count, u64::from);
    let generate = a.generate.or(script.generate).unwrap_or(10_000_000);
    let started = std::time::Instant::now();
    let run = levee_dealer::run(&script, seed, produce, generate);
    eprintln!(
        "# seed {seed}: {} deals produced of {} dealt in {:.2} s (--seed {seed} deals them again)",
        run.produced.len(),
        run.generated,
        started.elapsed().as_secs_f64()
    );
    let first = a.board.unwrap_or(1);
    if first == 0 {
        return Err(bad("board numbers start at 1"));
    }
    // A script's dealer and vulnerability hold for every deal; otherwise each board's own.
    let board_of = |i: usize| -> Result<(u32, Seat, levee_core::Vulnerability)> {
        let board = Board::new(first + i as u32).ok_or_else(|| bad("board number out of range"))?;
        Ok((
            board.number(),
            script.dealer.unwrap_or_else(|| board.dealer()),
            script.vulnerable.unwrap_or_else(|| board.vulnerability()),
        ))
    };
    if let Some(path) = &a.out {
        let format =
            Format::from_path(path).ok_or_else(|| bad(format!("{path}: name the file .pbn, .lin or .json")))?;
        let mut records = Vec::new();
        for (i, p) in run.produced.iter().enumerate() {
            let (board, dealer, vul) = board_of(i)?;
            records.push(Record {
                board: Some(board),
                dealer: Some(dealer),
                vulnerability: Some(vul),
                deal: Some(PartialDeal::from_deal(&p.deal)),
                ..Record::default()
            });
        }
        let charset = crate::files::charset(None, format)?;
        crate::files::write_records(path, format, &records, charset, out)?;
        writeln!(out, "{path}: {} deals", records.len())?;
    } else if a.script.is_some() {
        write!(out, "{}", levee_dealer::report(&script, &run))?;
    } else {
        for (i, p) in run.produced.iter().enumerate() {
            if a.json {
                let (board, dealer, vul) = board_of(i)?;
                let v = json!({"board": board, "dealer": dealer.to_string(), "vulnerable": vul.pbn(), "deal": p.deal.to_string()});
                writeln!(out, "{v}")?;
            } else {
                writeln!(out, "{}", p.deal)?;
            }
        }
    }
    if (run.produced.len() as u64) < produce {
        eprintln!(
            "levee: only {} of {produce} deals met the condition in {} dealt (--generate deals more)",
            run.produced.len(),
            run.generated
        );
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}
