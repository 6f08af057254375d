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
    // A script stops at `generate` as dealer does; a --where asked for --count deals.
    if a.script.is_none() && (run.produced.len() as u64) < produce {
        eprintln!(
            "levee: only {} of {produce} deals met the condition in {} dealt (--generate deals more)",
            run.produced.len(),
            run.generated
        );
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// The `dealer` program, when it is installed (Debian's package puts it in /usr/games).
fn reference_dealer() -> Option<std::path::PathBuf> {
    let candidates = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).map(|d| d.join("dealer")).collect::<Vec<_>>())
        .unwrap_or_default();
    candidates.into_iter().chain([std::path::PathBuf::from("/usr/games/dealer")]).find(|p| p.is_file())
}

/// `levee bench deal [SCRIPT|DIR]`: each script dealt by levee on every core and on one, and
/// by the reference `dealer` program on the same script when it is installed; the times and
/// the ratios, measured in the same run.
pub(crate) fn bench(path: Option<&str>, out: &mut dyn Write) -> Result<ExitCode> {
    let path = path.unwrap_or("crates/levee-dealer/benches");
    let mut files: Vec<std::path::PathBuf> = if std::path::Path::new(path).is_dir() {
        std::fs::read_dir(path)
            .map_err(|e| bad(format!("{path}: {e}")))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "dl"))
            .collect()
    } else {
        vec![path.into()]
    };
    files.sort();
    if files.is_empty() {
        return Err(bad(format!("{path}: no .dl script")));
    }
    let reference = reference_dealer();
    if reference.is_none() {
        writeln!(out, "(the dealer program is not installed: levee alone; `apt-get install dealer` adds it)")?;
    }
    let threads = rayon::current_num_threads();
    writeln!(
        out,
        "{:<22} {:>10} {:>9} {:>9} {:>11} {:>11} {:>11} {:>8} {:>8}",
        "script",
        "dealt",
        "produced",
        "(dealer)",
        format!("levee {threads}t"),
        "levee 1t",
        "dealer",
        "ratio",
        "ratio 1t"
    )?;
    for f in files {
        let name = f.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let src = std::fs::read_to_string(&f).map_err(|e| bad(format!("{}: {e}", f.display())))?;
        let script = levee_dealer::parse(&src).map_err(|e| bad(e.show(&name, &src)))?;
        let produce = script.produce.unwrap_or(u64::MAX);
        let generate = script.generate.unwrap_or(1_000_000);
        let t = std::time::Instant::now();
        let run = levee_dealer::run(&script, 1, produce, generate);
        let all = t.elapsed().as_secs_f64();
        let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().map_err(|e| bad(e.to_string()))?;
        let t = std::time::Instant::now();
        let one_run = pool.install(|| levee_dealer::run(&script, 1, produce, generate));
        let one = t.elapsed().as_secs_f64();
        debug_assert_eq!(one_run.generated, run.generated);
        let mut their_produced = None;
        let theirs = match &reference {
            Some(dealer) => {
                let t = std::time::Instant::now();
                let o = std::process::Command::new(dealer).arg("-s").arg("1").arg(&f).output()?;
                let secs = t.elapsed().as_secs_f64();
                let text = String::from_utf8_lossy(&o.stdout);
                let count = |what: &str| {
                    text.lines()
                        .find_map(|l| l.strip_prefix(what))
                        .and_then(|l| l.split_whitespace().next()?.parse::<u64>().ok())
                };
                let dealt = count("Generated ");
                their_produced = count("Produced ");
                if dealt != Some(run.generated) {
                    writeln!(out, "{name}: dealer dealt {dealt:?}, levee {}: not compared", run.generated)?;
                    None
                } else {
                    Some(secs)
                }
            }
            None => None,
        };
        let cell = |x: Option<f64>| x.map_or_else(|| "-".to_string(), |s| format!("{:.3} s", s));
        let ratio = |x: f64| theirs.map_or_else(|| "-".to_string(), |d| format!("{:.2}x", x / d));
        writeln!(
            out,
            "{name:<22} {:>10} {:>9} {:>9} {:>11} {:>11} {:>11} {:>8} {:>8}",
            run.generated,
            run.produced.len(),
            their_produced.map_or_else(|| "-".to_string(), |n| n.to_string()),
            cell(Some(all)),
            cell(Some(one)),
            cell(theirs),
            ratio(all),
            ratio(one)
        )?;
    }
    writeln!(
        out,
        "ratio: levee's time over dealer's on the same script, the same number of deals (below 1: levee faster)"
    )?;
    Ok(ExitCode::SUCCESS)
}
