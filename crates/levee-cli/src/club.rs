//! Club play: `levee movement` prints a movement as the table cards a director hands out;
//! `levee session rank` ranks a file of results by matchpoints.

use crate::bad;
use anyhow::Result;
use clap::Args;
use levee_club::movement::{Line, Pair};
use levee_club::{Assigned, BoardResult, Movement, Outcome, rank_matchpoints};
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub(crate) struct MovementArgs {
    /// mitchell (any number of tables), howell (3 to 8 tables) or teams (a two-table match).
    kind: String,
    /// Tables (teams: always 2).
    #[arg(long, default_value_t = 2)]
    tables: u32,
    /// Boards played in a round.
    #[arg(long, default_value_t = 3)]
    boards: u32,
    /// Mitchell with an even number of tables: a relay stand and two tables sharing boards,
    /// rather than East-West skipping a table halfway.
    #[arg(long)]
    relay: bool,
    /// Print the movement as JSON: each round's seatings (table, ns, ew, set) and the boards.
    #[arg(long)]
    json: bool,
}

pub(crate) fn movement(a: &MovementArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let m = match a.kind.as_str() {
        "mitchell" => Movement::mitchell(a.tables, a.boards, a.relay),
        "howell" => Movement::howell(a.tables, a.boards),
        "teams" => Movement::teams(a.boards),
        k => return Err(bad(format!("unknown movement {k:?}: mitchell, howell or teams"))),
    }
    .map_err(|e| bad(e.to_string()))?;
    if a.json {
        let mut v = serde_json::to_value(&m)?;
        v["boards"] = (1..=m.sets).map(|s| serde_json::json!([m.boards(s).start(), m.boards(s).end()])).collect();
        writeln!(out, "{v}")?;
        return Ok(ExitCode::SUCCESS);
    }
    let pairs = m.pairs().len();
    writeln!(
        out,
        "{} tables, {pairs} pairs, {} rounds of {} boards ({} boards)",
        m.tables,
        m.rounds.len(),
        m.boards_per_set,
        m.sets * m.boards_per_set
    )?;
    write!(out, "{}", m.table_cards())?;
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub(crate) struct SessionArgs {
    #[command(subcommand)]
    command: SessionCommand,
}

#[derive(clap::Subcommand, Debug)]
enum SessionCommand {
    /// Rank a PBN file whose boards carry their results (`ScoreTable`, as scoring programs
    /// export them) by matchpoints, and compare with the file's own `TotalScoreTable`.
    Rank(RankArgs),
}

#[derive(Args, Debug)]
struct RankArgs {
    /// The PBN file (`-`: standard input).
    file: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

pub(crate) fn session(a: &SessionArgs, out: &mut dyn Write) -> Result<ExitCode> {
    match &a.command {
        SessionCommand::Rank(r) => rank(r, out),
    }
}

/// A pair as a scoring program names it, and the line it sat in on a board.
fn results_of(records: &[levee_formats::Record], field: bool) -> Result<Vec<BoardResult>> {
    let mut results = Vec::new();
    for r in records {
        let Some(tag) = r.tags.iter().find(|t| t.name == "ScoreTable") else { continue };
        let Some(board) = r.board else { continue };
        let (columns, rows) = levee_formats::pbn::table(tag);
        let col = |name: &str| columns.iter().position(|c| c.eq_ignore_ascii_case(name));
        let (Some(pns), Some(pew)) = (col("PairId_NS"), col("PairId_EW")) else {
            return Err(bad(format!("board {board}: the ScoreTable has no PairId_NS and PairId_EW columns")));
        };
        let (sns, sew) = (col("Score_NS"), col("Score_EW"));
        for row in rows {
            let num = |i: Option<usize>| {
                i.and_then(|i| row.get(i)).and_then(|v| v.trim_start_matches('+').parse::<i32>().ok())
            };
            let id = |i: usize| row.get(i).and_then(|v| v.parse::<u32>().ok());
            let (Some(n), Some(e)) = (id(pns), id(pew)) else { continue };
            let outcome = match (num(sns), num(sew)) {
                (Some(s), _) => Outcome::Score(s),
                (None, Some(s)) => Outcome::Score(-s),
                _ => Outcome::Assigned { ns: Assigned::Average, ew: Assigned::Average },
            };
            let pair = |line, number| Pair { line: if field { Line::Field } else { line }, number };
            results.push(BoardResult { board, ns: pair(Line::NorthSouth, n), ew: pair(Line::EastWest, e), outcome });
        }
    }
    Ok(results)
}

fn rank(a: &RankArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let (_, read) = crate::files::read_file(&a.file, Some("pbn"))?;
    crate::files::report(&a.file, &read, false);
    // A Howell numbers its pairs across the field; a Mitchell has an NS 1 and an EW 1, who
    // then meet the same boards at two tables.
    let field = results_of(&read.records, true)?;
    let (results, ranking) = match rank_matchpoints(&field) {
        Ok(r) => (field, r),
        Err(_) => {
            let lines = results_of(&read.records, false)?;
            let r = rank_matchpoints(&lines).map_err(|e| bad(format!("{}: {e}", a.file)))?;
            (lines, r)
        }
    };
    if results.is_empty() {
        return Err(bad(format!("{}: no board has a ScoreTable with results", a.file)));
    }
    // The file's own ranking, to compare with.
    let theirs: Vec<(String, u32, f64)> = read
        .records
        .iter()
        .find_map(|r| r.tags.iter().find(|t| t.name == "TotalScoreTable"))
        .map(|t| {
            let (columns, rows) = levee_formats::pbn::table(t);
            let col = |name: &str| columns.iter().position(|c| c.eq_ignore_ascii_case(name));
            let (pid, dir, pct) = (col("PairId"), col("Direction"), col("TotalPercentage"));
            rows.iter()
                .filter_map(|row| {
                    let get = |i: Option<usize>| i.and_then(|i| row.get(i)).cloned();
                    Some((get(dir).unwrap_or_default(), get(pid)?.parse().ok()?, get(pct)?.parse().ok()?))
                })
                .collect()
        })
        .unwrap_or_default();
    let mut differ = 0;
    let mut json = Vec::new();
    for (i, group) in ranking.iter().enumerate() {
        if !a.json && ranking.len() > 1 {
            writeln!(out, "{}", if i == 0 { "North-South" } else { "East-West" })?;
        }
        for s in group {
            let line = match s.pair.line {
                Line::NorthSouth => "NS",
                Line::EastWest => "EW",
                Line::Field => "",
            };
            let file = theirs
                .iter()
                .find(|(d, n, _)| {
                    *n == s.pair.number && (line.is_empty() || d.is_empty() || d.eq_ignore_ascii_case(line))
                })
                .map(|x| x.2);
            if file.is_some_and(|p| (p - s.percent).abs() > 0.01) {
                differ += 1;
            }
            if a.json {
                json.push(serde_json::json!({
                    "place": s.place, "tied": s.tied, "pair": s.pair.to_string(), "matchpoints": s.matchpoints,
                    "top": s.top, "percent": (s.percent * 100.0).round() / 100.0, "boards": s.boards, "file_percent": file,
                }));
                continue;
            }
            let place = format!("{}{}", s.place, if s.tied { "=" } else { "" });
            let check = match file {
                Some(p) if (p - s.percent).abs() <= 0.01 => String::new(),
                Some(p) => format!("   (the file: {p:.2}%)"),
                None => String::new(),
            };
            writeln!(
                out,
                "{place:>4}  {:<8} {:>6.2}%  {:>7.2} of {:<6} {} boards{check}",
                s.pair.to_string(),
                s.percent,
                s.matchpoints,
                s.top,
                s.boards
            )?;
        }
    }
    if a.json {
        writeln!(out, "{}", serde_json::json!({"ranking": json, "compared": !theirs.is_empty(), "differ": differ}))?;
    } else if !theirs.is_empty() {
        if differ == 0 {
            writeln!(out, "the same percentages as the file's TotalScoreTable")?;
        } else {
            writeln!(out, "{differ} pair(s) differ from the file's TotalScoreTable")?;
        }
    }
    Ok(if differ > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}
