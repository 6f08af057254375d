//! `levee session rank FILE` on a PBN file of results as scoring programs export them: each
//! board's `ScoreTable` (a traveller), the session's `TotalScoreTable` (the ranking). levee
//! ranks the results itself and says where it parts from the file: a board's matchpoints, a
//! pair's matchpoints, percentage or place.

use crate::bad;
use anyhow::Result;
use levee_club::movement::{Line, Pair};
use levee_club::{Assigned, BoardResult, Outcome, Rounding, Standing};
use levee_formats::Record;
use std::io::Write;
use std::process::ExitCode;

/// The results of a file, and the matchpoints its travellers print beside them.
struct Travellers {
    results: Vec<BoardResult>,
    /// (North-South, East-West) as printed, for each result.
    printed: Vec<Option<(f64, f64)>>,
    /// The most decimals a printed matchpoint has: the program's rounding of a board.
    decimals: Option<u8>,
}

/// Decimals a number is printed with (`28.3` → 1).
fn decimals(v: &str) -> u8 {
    v.split_once('.').map_or(0, |(_, f)| f.len().min(6) as u8)
}

/// Half a unit of the last printed decimal: how far a printed value may be from an exact one.
fn slack(v: &str) -> f64 {
    half_unit(decimals(v))
}

/// Half a unit of the `decimals`-th decimal (and a hair for the float's error).
fn half_unit(decimals: u8) -> f64 {
    0.5 * 10f64.powi(-i32::from(decimals)) + 1e-9
}

/// Every board's results. `field`: the pairs are numbered across the field (a Howell, or a
/// Mitchell with the arrow switched), else North-South 1 and East-West 1 are two pairs.
fn travellers(records: &[Record], field: bool) -> Result<Travellers> {
    let mut t = Travellers { results: Vec::new(), printed: Vec::new(), decimals: None };
    for r in records {
        let Some(tag) = r.tags.iter().find(|t| t.name == "ScoreTable") else { continue };
        let Some(board) = r.board else { continue };
        let (columns, rows) = levee_formats::pbn::table(tag);
        let col = |name: &str| columns.iter().position(|c| c.eq_ignore_ascii_case(name));
        let (Some(pns), Some(pew)) = (col("PairId_NS"), col("PairId_EW")) else {
            return Err(bad(format!("board {board}: the ScoreTable has no PairId_NS and PairId_EW columns")));
        };
        let (sns, sew) = (col("Score_NS"), col("Score_EW"));
        let (pcns, pcew) = (col("Percentage_NS"), col("Percentage_EW"));
        let (mns, mew) = (col("MP_NS"), col("MP_EW"));
        for row in rows {
            let text = |i: Option<usize>| i.and_then(|i| row.get(i)).map(String::as_str);
            let num = |i: Option<usize>| text(i).and_then(|v| v.trim_start_matches('+').parse::<i32>().ok());
            let real = |i: Option<usize>| text(i).and_then(|v| v.parse::<f64>().ok());
            let id = |i: usize| row.get(i).and_then(|v| v.parse::<u32>().ok());
            let (Some(n), Some(e)) = (id(pns), id(pew)) else { continue };
            let outcome = match (num(sns), num(sew)) {
                (Some(s), _) => Outcome::Score(s),
                (None, Some(s)) => Outcome::Score(-s),
                // No score: the director's assigned one, as its percentages (else average).
                _ => match (real(pcns), real(pcew)) {
                    (Some(n), Some(e)) => Outcome::Assigned { ns: Assigned::Percent(n), ew: Assigned::Percent(e) },
                    _ => Outcome::Assigned { ns: Assigned::Average, ew: Assigned::Average },
                },
            };
            let printed = real(mns).zip(real(mew));
            if printed.is_some() {
                let d = decimals(text(mns).unwrap_or("")).max(decimals(text(mew).unwrap_or("")));
                t.decimals = Some(t.decimals.unwrap_or(0).max(d));
            }
            let pair = |line, number| Pair { line: if field { Line::Field } else { line }, number };
            t.results.push(BoardResult { board, ns: pair(Line::NorthSouth, n), ew: pair(Line::EastWest, e), outcome });
            t.printed.push(printed);
        }
    }
    Ok(t)
}

/// Every board's results, the pairs numbered as the file numbers them: across the field if that
/// ranks, else by line (a Mitchell has a North-South 1 and an East-West 1, who then meet the same
/// boards at two tables).
pub(crate) fn results(records: &[Record]) -> Result<Vec<BoardResult>> {
    Ok(numbered(records)?.0.results)
}

fn numbered(records: &[Record]) -> Result<(Travellers, Vec<Vec<Standing>>)> {
    let field = travellers(records, true)?;
    let rounding = field.decimals.map_or(Rounding::Exact, Rounding::Decimals);
    if let Ok(r) = levee_club::rank_matchpoints_rounded(&field.results, rounding) {
        return Ok((field, r));
    }
    let lines = travellers(records, false)?;
    let r = levee_club::rank_matchpoints_rounded(&lines.results, rounding).map_err(|e| bad(e.to_string()))?;
    Ok((lines, r))
}

/// A line of the file's own ranking.
struct Theirs {
    pair: u32,
    direction: String,
    place: Option<u32>,
    matchpoints: Option<String>,
    percent: Option<String>,
    name: Option<String>,
}

/// The file's ranking, and which columns it came from: a file of one session of several carries
/// the running totals in `TotalScoreMP` and this session's in `SessionScoreMP`, which is what its
/// boards can be checked against.
fn their_ranking(records: &[Record]) -> (Vec<Theirs>, &'static str) {
    let Some(tag) = records.iter().find_map(|r| r.tags.iter().find(|t| t.name == "TotalScoreTable")) else {
        return (Vec::new(), "");
    };
    let (columns, rows) = levee_formats::pbn::table(tag);
    let col = |name: &str| columns.iter().position(|c| c.eq_ignore_ascii_case(name));
    let session = col("SessionPercentage").is_some();
    let (rank, mp, pct, which) = if session {
        (col("SessionRank"), col("SessionScoreMP"), col("SessionPercentage"), "its Session columns")
    } else {
        (col("Rank"), col("TotalScoreMP"), col("TotalPercentage"), "")
    };
    let (pid, dir, names) = (col("PairId"), col("Direction"), col("Names").or(col("Name")));
    let theirs = rows
        .iter()
        .filter_map(|row| {
            let get = |i: Option<usize>| i.and_then(|i| row.get(i)).cloned();
            Some(Theirs {
                pair: get(pid)?.parse().ok()?,
                direction: get(dir).unwrap_or_default(),
                place: get(rank).and_then(|v| v.parse().ok()),
                matchpoints: get(mp).filter(|v| v.parse::<f64>().is_ok()),
                percent: get(pct).filter(|v| v.parse::<f64>().is_ok()),
                name: get(names).filter(|n| !n.is_empty()),
            })
        })
        .collect();
    (theirs, which)
}

/// The pairs' names as the file's ranking gives them.
pub(crate) fn names(records: &[Record]) -> impl Fn(Pair) -> String {
    let theirs = their_ranking(records).0;
    move |p: Pair| line_of(&theirs, p).and_then(|x| x.name.clone()).unwrap_or_else(|| p.to_string())
}

/// A pair's line in the file's ranking: its number, and its direction when the file ranks each
/// line of a Mitchell apart.
fn line_of(theirs: &[Theirs], p: Pair) -> Option<&Theirs> {
    let line = match p.line {
        Line::NorthSouth => "NS",
        Line::EastWest => "EW",
        Line::Field => "",
    };
    theirs.iter().find(|x| {
        let d = x.direction.replace('-', "");
        x.pair == p.number && (line.is_empty() || d.is_empty() || d.eq_ignore_ascii_case(line))
    })
}

/// `levee session rank FILE` on a PBN file of results.
pub(crate) fn rank(file: &str, records: &[Record], json: bool, out: &mut dyn Write) -> Result<ExitCode> {
    let (t, ranking) = numbered(records).map_err(|e| bad(format!("{file}: {e}")))?;
    if t.results.is_empty() {
        return Err(bad(format!("{file}: no board has a ScoreTable with results")));
    }
    let rounding = t.decimals.map_or(Rounding::Exact, Rounding::Decimals);

    // Each board's matchpoints against the ones its traveller prints.
    let ours = levee_club::traveller_matchpoints(&t.results, rounding).map_err(|e| bad(e.to_string()))?;
    let mut board_lines = 0;
    let mut board_differ = Vec::new();
    for ((r, printed), (ns, ew)) in t.results.iter().zip(&t.printed).zip(&ours) {
        let Some((pns, pew)) = printed else { continue };
        board_lines += 1;
        let unit = half_unit(t.decimals.unwrap_or(0));
        if (pns - ns).abs() > unit || (pew - ew).abs() > unit {
            board_differ.push(format!(
                "board {}, {} v {}: levee {ns:.2} and {ew:.2}, the file {pns} and {pew}",
                r.board, r.ns, r.ew
            ));
        }
    }

    let (theirs, which) = their_ranking(records);
    let mut compared: Vec<&str> = Vec::new();
    if theirs.iter().any(|x| x.matchpoints.is_some()) {
        compared.push("matchpoints");
    }
    if theirs.iter().any(|x| x.percent.is_some()) {
        compared.push("percentages");
    }
    if theirs.iter().any(|x| x.place.is_some()) {
        compared.push("places");
    }
    let mut differ = 0;
    let mut rows = Vec::new();
    for (i, group) in ranking.iter().enumerate() {
        if !json && ranking.len() > 1 {
            writeln!(out, "{}", if i == 0 { "North-South" } else { "East-West" })?;
        }
        for s in group {
            let file = line_of(&theirs, s.pair);
            // What the file says that levee does not, as "(the file: ...)" prints it.
            let mut parts = Vec::new();
            if let Some(f) = file {
                if let Some(p) = f.place.filter(|p| *p != s.place) {
                    parts.push(format!("place {p}"));
                }
                if let Some(m) = f
                    .matchpoints
                    .as_deref()
                    .filter(|m| (m.parse::<f64>().unwrap_or(0.0) - s.matchpoints).abs() > slack(m))
                {
                    parts.push(format!("{m} matchpoints"));
                }
                if let Some(p) =
                    f.percent.as_deref().filter(|p| (p.parse::<f64>().unwrap_or(0.0) - s.percent).abs() > slack(p))
                {
                    parts.push(format!("{p}%"));
                }
            }
            if !parts.is_empty() {
                differ += 1;
            }
            let name = file.and_then(|f| f.name.clone());
            if json {
                rows.push(serde_json::json!({
                    "place": s.place, "tied": s.tied, "pair": s.pair.to_string(), "name": name,
                    "matchpoints": (s.matchpoints * 100.0).round() / 100.0, "unrounded": s.unrounded,
                    "top": s.top, "percent": (s.percent * 100.0).round() / 100.0, "boards": s.boards,
                    "file_place": file.and_then(|f| f.place),
                    "file_matchpoints": file.and_then(|f| f.matchpoints.as_deref()?.parse::<f64>().ok()),
                    "file_percent": file.and_then(|f| f.percent.as_deref()?.parse::<f64>().ok()),
                }));
                continue;
            }
            let place = format!("{}{}", s.place, if s.tied { "=" } else { "" });
            let check = if parts.is_empty() { String::new() } else { format!("   (the file: {})", parts.join(", ")) };
            let name = name.map(|n| format!("  {n}")).unwrap_or_default();
            writeln!(
                out,
                "{place:>4}  {:<8} {:>6.2}%  {:>7.2} of {:<6} {} boards{name}{check}",
                s.pair.to_string(),
                s.percent,
                s.matchpoints,
                s.top,
                s.boards
            )?;
        }
    }
    let total_of = |d: Option<u8>| match d {
        None => "exact".to_string(),
        Some(d) => format!("each board's rounded to {d} decimal(s), as the file prints them"),
    };
    if json {
        writeln!(
            out,
            "{}",
            serde_json::json!({
                "ranking": rows, "compared": !theirs.is_empty(), "differ": differ, "columns": which,
                "matchpoints": total_of(t.decimals), "board_lines": board_lines,
                "board_lines_differ": board_differ,
            })
        )?;
    } else {
        if board_lines > 0 {
            writeln!(out, "matchpoints: {}", total_of(t.decimals))?;
            if board_differ.is_empty() {
                writeln!(out, "every board's matchpoints as its ScoreTable prints them ({board_lines} lines)")?;
            } else {
                for d in &board_differ {
                    writeln!(out, "{d}")?;
                }
                writeln!(out, "{} of {board_lines} board lines differ from the file's ScoreTable", board_differ.len())?;
            }
        }
        if !theirs.is_empty() {
            let what = match compared.as_slice() {
                [] => "nothing to compare".to_string(),
                [one] => (*one).to_string(),
                [init @ .., last] => format!("{} and {last}", init.join(", ")),
            };
            let cols = if which.is_empty() { String::new() } else { format!(" ({which})") };
            if differ == 0 {
                writeln!(out, "the same {what} as the file's TotalScoreTable{cols}")?;
            } else {
                writeln!(out, "{differ} pair(s) differ from the file's TotalScoreTable{cols}")?;
            }
        }
    }
    Ok(if differ > 0 || !board_differ.is_empty() { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A real result file, session 1 of the FFB's final (tests/data/real/README.md).
    const FILE: &[u8] = include_bytes!("../tests/data/real/ffb-2022-open2-dn1-finale-seance1.pbn");

    fn rank_bytes(bytes: &[u8]) -> (Result<ExitCode>, String) {
        let text = levee_formats::encoding::decode(bytes).text;
        let read = levee_formats::Format::Pbn.read(&text);
        let mut out = Vec::new();
        let r = rank("file", &read.records, false, &mut out);
        (r, String::from_utf8_lossy(&out).into_owned())
    }

    #[test]
    fn the_real_file_ranks_as_it_says() {
        let (r, out) = rank_bytes(FILE);
        assert_eq!(r.ok(), Some(ExitCode::SUCCESS), "{out}");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// A result file damaged anywhere (a stretch of bytes overwritten with others, or cut
        /// out): a ranking, a named difference or a clear error, never a panic.
        #[test]
        fn a_damaged_file_never_panics(at in 0..FILE.len(), len in 1usize..400, fill in any::<u8>(), cut in any::<bool>()) {
            let mut bytes = FILE.to_vec();
            let end = (at + len).min(bytes.len());
            if cut {
                bytes.drain(at..end);
            } else {
                bytes[at..end].fill(fill);
            }
            let (r, out) = rank_bytes(&bytes);
            if let Err(e) = r {
                prop_assert!(!e.to_string().is_empty());
            } else {
                prop_assert!(!out.is_empty());
            }
        }
    }
}
