//! Club play: `levee movement` prints a movement as the table cards a director hands out;
//! `levee session rank` ranks a file of results by matchpoints.

use crate::bad;
use anyhow::Result;
use clap::Args;
use levee_club::{BoardResult, Movement};
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub(crate) struct MovementArgs {
    /// mitchell (any number of tables), howell (3 to 8 tables), teams (a two-table match);
    /// for a teams event, roundrobin (--teams N) or swiss (the next round from --scores).
    kind: String,
    /// Teams in a round robin.
    #[arg(long, default_value_t = 0)]
    teams: u32,
    /// Swiss: each team's score so far, `TEAM:SCORE` separated by commas (`1:45.5,2:30`).
    #[arg(long, value_delimiter = ',')]
    scores: Vec<String>,
    /// Swiss: the matches already played, `A-B` separated by commas.
    #[arg(long, value_delimiter = ',')]
    met: Vec<String>,
    /// Swiss: the teams that have had a bye.
    #[arg(long, value_delimiter = ',')]
    byes: Vec<u32>,
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
    /// Mitchell: switch the arrow in these rounds (East-West pairs sit North-South), so that
    /// one field is ranked; e.g. `--arrow-switch 7`.
    #[arg(long, value_delimiter = ',')]
    arrow_switch: Vec<u32>,
    /// Print the movement as JSON: each round's seatings (table, ns, ew, set) and the boards.
    #[arg(long)]
    json: bool,
}

/// A teams event's rounds: a round robin, or the next Swiss round.
fn teams_event(a: &MovementArgs, out: &mut dyn Write) -> Result<ExitCode> {
    use levee_club::teams::{TeamsRound, round_robin, swiss};
    let rounds: Vec<TeamsRound> = if a.kind == "roundrobin" {
        if a.teams < 2 {
            return Err(bad("a round robin needs --teams 2 or more"));
        }
        round_robin(a.teams)
    } else {
        let mut scores = Vec::new();
        for s in &a.scores {
            let (t, v) = s.split_once(':').ok_or_else(|| bad(format!("--scores {s:?}: write TEAM:SCORE")))?;
            let t: u32 = t.trim().parse().map_err(|_| bad(format!("--scores {s:?}: a team is a number")))?;
            let v: f64 = v.trim().parse().map_err(|_| bad(format!("--scores {s:?}: a score is a number")))?;
            scores.push((t, v));
        }
        if scores.len() < 2 {
            return Err(bad("a Swiss round needs --scores for two teams or more"));
        }
        let mut met = std::collections::BTreeSet::new();
        for m in &a.met {
            let (x, y) = m
                .split_once('-')
                .and_then(|(x, y)| Some((x.trim().parse::<u32>().ok()?, y.trim().parse::<u32>().ok()?)))
                .ok_or_else(|| bad(format!("--met {m:?}: write A-B")))?;
            met.insert((x.min(y), x.max(y)));
        }
        let byes = a.byes.iter().copied().collect();
        let r = swiss(&scores, &met, &byes)
            .ok_or_else(|| bad("no Swiss pairing avoids a repeat: every way pairs two teams that have met"))?;
        vec![TeamsRound { number: a.met.len() as u32 / (scores.len() as u32 / 2).max(1) + 1, ..r }]
    };
    if a.json {
        writeln!(out, "{}", serde_json::to_string(&rounds)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    for r in &rounds {
        let matches: Vec<String> = r.matches.iter().map(|(h, v)| format!("{h} v {v}")).collect();
        let bye = r.bye.map_or(String::new(), |b| format!("; bye: {b}"));
        writeln!(out, "round {}: {}{bye}", r.number, matches.join(", "))?;
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn movement(a: &MovementArgs, out: &mut dyn Write) -> Result<ExitCode> {
    if a.kind == "roundrobin" || a.kind == "swiss" {
        return teams_event(a, out);
    }
    let m = match a.kind.as_str() {
        "mitchell" => Movement::mitchell(a.tables, a.boards, a.relay).map(|m| m.arrow_switch(&a.arrow_switch)),
        "howell" => Movement::howell(a.tables, a.boards),
        "teams" => Movement::teams(a.boards),
        k => return Err(bad(format!("unknown movement {k:?}: mitchell, howell, teams, roundrobin or swiss"))),
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
    /// Rank a session's file, or a PBN file whose boards carry their results (`ScoreTable`, as scoring programs
    /// export them) by matchpoints, and compare with the file's own `TotalScoreTable`.
    Rank(RankArgs),
    /// A « partie libre »: series of 6 deals, the partners drawn at random among the players
    /// present for each series, played by robots in their names; each player's running total.
    Libre(LibreArgs),
    /// A new pairs session kept in a SQLite file: the movement, the boards, the pairs' names.
    New(NewArgs),
    /// Enter results, a traveller line each: `BOARD NS EW CONTRACT DECLARER TRICKS [LEAD]`
    /// (`4S N 10 HK`), or `BOARD NS EW P` for a board passed out. Every line is checked
    /// against the movement; if one is wrong, none of the file is entered.
    Enter(EnterArgs),
    /// The director's assigned score on a board (Law 12C2): avg+, avg, avg- or a percentage
    /// for each side.
    Adjust(AdjustArgs),
    /// The ranking and the travellers as a static HTML page and as PBN (ScoreTable,
    /// TotalScoreTable, the double-dummy table and par of every board).
    Report(ReportArgs),
}

#[derive(Args, Debug)]
struct NewArgs {
    /// The session's file (SQLite; must not exist yet).
    file: String,
    /// howell (3 to 8 tables), mitchell, or teams (a two-table match: team 1 is pairs 1 and 2,
    /// team 2 pairs 3 and 4; ranked in IMPs and victory points).
    #[arg(long, default_value = "howell")]
    movement: String,
    /// Tables (a teams match: always 2).
    #[arg(long)]
    tables: Option<u32>,
    /// Boards a round.
    #[arg(long, default_value_t = 2)]
    boards: u32,
    /// Mitchell with an even number of tables: the relay stand.
    #[arg(long)]
    relay: bool,
    /// Mitchell: the rounds with the arrow switched (one field ranked).
    #[arg(long, value_delimiter = ',')]
    arrow_switch: Vec<u32>,
    /// The title on the report.
    #[arg(long, default_value = "Pairs session")]
    title: String,
    /// Deal the boards from this seed (random when absent)...
    #[arg(long)]
    seed: Option<u64>,
    /// ...or take them from a hand-record file (PBN, LIN or JSON, by board number).
    #[arg(long)]
    deals: Option<String>,
    /// The pairs' names, a line each: `1 Ana Martin - Bea Roux` (a Mitchell: `NS 1 ...`).
    #[arg(long)]
    names: Option<String>,
}

#[derive(Args, Debug)]
struct EnterArgs {
    /// The session's file.
    file: String,
    /// The results (`-`: standard input).
    results: String,
}

#[derive(Args, Debug)]
struct AdjustArgs {
    /// The session's file.
    file: String,
    /// The board.
    board: u32,
    /// North-South's pair number.
    ns: u32,
    /// East-West's pair number.
    ew: u32,
    /// North-South's score: avg+, avg, avg- or a percentage.
    ns_score: String,
    /// East-West's (default: the complement of an average-plus or minus, else the same).
    ew_score: Option<String>,
}

#[derive(Args, Debug)]
struct ReportArgs {
    /// The session's file.
    file: String,
    /// Write the HTML page here.
    #[arg(long)]
    html: Option<String>,
    /// Write the PBN here.
    #[arg(long)]
    pbn: Option<String>,
}

#[derive(Args, Debug)]
struct LibreArgs {
    /// The players present, separated by commas (four or more).
    #[arg(long, value_delimiter = ',', required = true)]
    players: Vec<String>,
    /// Series of 6 deals to play.
    #[arg(long, default_value_t = 3)]
    series: u32,
    /// Seed of the draws and the deals (random when absent).
    #[arg(long)]
    seed: Option<u64>,
    /// How a series is scored: duplicate (each deal on its own, the board's vulnerability),
    /// chicago (Chicago sheets of four deals: the series' 5th and 6th deals open a second one)
    /// or rubber (rubbers one after another; the one still open after the 6th deal is closed as
    /// seed 002 scores an unfinished rubber). Each player gains their side's net score.
    #[arg(long, default_value = "duplicate", value_parser = ["duplicate", "chicago", "rubber"])]
    scoring: String,
    /// Layouts per robot card.
    #[arg(long, default_value_t = 8)]
    samples: usize,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Args, Debug)]
struct RankArgs {
    /// The session's file, or a PBN file (`-`: standard input).
    file: String,
    /// Rank by IMPs across the field instead of matchpoints: cross (each score against every
    /// other, averaged) or butler (against the datum, the mean without the top and bottom).
    #[arg(long, value_name = "cross|butler", num_args = 0..=1, default_missing_value = "cross")]
    imps: Option<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// Show the file's warnings (else their count).
    #[arg(long)]
    warnings: bool,
}

pub(crate) fn session(a: &SessionArgs, out: &mut dyn Write) -> Result<ExitCode> {
    match &a.command {
        SessionCommand::Rank(r) => rank(r, out),
        SessionCommand::Libre(l) => libre(l, out),
        SessionCommand::New(a) if !a.arrow_switch.is_empty() && a.movement != "mitchell" => {
            Err(bad("--arrow-switch is for a Mitchell"))
        }
        SessionCommand::New(a) => crate::clubfile::new(
            &a.file,
            a.movement.as_str(),
            match (a.tables, a.movement.as_str()) {
                (_, "teams") => 2,
                (Some(t), _) => t,
                (None, _) => return Err(bad("say how many tables: --tables N")),
            },
            a.boards,
            a.relay,
            &a.arrow_switch,
            &a.title,
            a.seed,
            a.deals.as_deref(),
            a.names.as_deref(),
            out,
        ),
        SessionCommand::Enter(a) => crate::clubfile::enter(&a.file, &a.results, out),
        SessionCommand::Adjust(a) => {
            crate::clubfile::adjust(&a.file, a.board, a.ns, a.ew, &a.ns_score, a.ew_score.as_deref(), out)
        }
        SessionCommand::Report(a) => crate::clubfile::report(&a.file, a.html.as_deref(), a.pbn.as_deref(), out),
    }
}

/// A partie libre played by robots: each series drawn, its 6 deals played at a table of the
/// engine (each deal scored on its own, with the board's vulnerability), the totals after it.
fn libre(a: &LibreArgs, out: &mut dyn Write) -> Result<ExitCode> {
    use levee_club::libre::{DEALS_PER_SERIES, Libre};
    use levee_table::{Config, Dealing, Scoring, Table};
    use rand::Rng;
    let players: Vec<String> = a.players.iter().map(|p| p.trim().to_string()).filter(|p| !p.is_empty()).collect();
    let (mut rng, seed) = crate::game::rng_for(a.seed);
    let robots = crate::game::robots(a.samples, 2.0, 10.0);
    let mut l = Libre::new();
    let mut series_json = Vec::new();
    if !a.json {
        writeln!(out, "partie libre: {} players, seed {seed} (--seed {seed} replays it)", players.len())?;
    }
    let scoring = match a.scoring.as_str() {
        "chicago" => Scoring::Chicago,
        "rubber" => Scoring::Rubber,
        _ => Scoring::Duplicate,
    };
    // A sheet's net score for North–South: a Chicago as it stands, a rubber closed first.
    let sheet_net = |t: &Table| -> i32 {
        let totals = match scoring {
            Scoring::Chicago => t.session().chicago().map(levee_score::ChicagoSheet::totals),
            Scoring::Rubber => t.session().rubber().cloned().map(|mut r| {
                if !r.is_finished() {
                    r.stop();
                }
                r.totals()
            }),
            _ => None,
        };
        totals.map_or(0, |x| x[levee_core::Side::NorthSouth] - x[levee_core::Side::EastWest])
    };
    for n in 0..a.series {
        let s = l.draw(&players, |k| rng.random_range(0..k)).map_err(|e| bad(e.to_string()))?.clone();
        let new_table = |k: u64| -> Result<Table> {
            let mut config = Config::new(
                levee_core::Variant::Bridge,
                scoring,
                true,
                seed.wrapping_add(u64::from(n)).wrapping_add(k << 32),
            );
            config.dealing = Dealing::Stream;
            config.robots_wait = false;
            Table::new(config).map_err(|e| bad(e.to_string()))
        };
        let mut sheets = 0u64;
        let what = if scoring == Scoring::Chicago { "Chicago" } else { "rubber" };
        let mut sheet_scores = Vec::new();
        let mut table = new_table(sheets)?;
        if !a.json {
            writeln!(
                out,
                "\nSeries {}: {} and {} (NS) against {} and {} (EW){}",
                s.number,
                s.seats[0],
                s.seats[2],
                s.seats[1],
                s.seats[3],
                if s.sitting_out.is_empty() {
                    String::new()
                } else {
                    format!("; sitting out: {}", s.sitting_out.join(", "))
                }
            )?;
        }
        let mut deals = Vec::new();
        for d in 0..DEALS_PER_SERIES {
            if d > 0 && table.is_over() {
                // A Chicago or a rubber ended inside the series: its score counts, a new one starts.
                let net = sheet_net(&table);
                l.score(net);
                sheet_scores.push(net);
                if !a.json {
                    writeln!(out, "  {} {}: NS {net:+}", what, sheets + 1)?;
                }
                sheets += 1;
                table = new_table(sheets)?;
            } else if d > 0 {
                table.apply(&levee_table::Event::NextBoard).map_err(|e| bad(e.to_string()))?;
            }
            while table.round().phase() != levee_core::Phase::Over {
                let ev = table.robot_event(&robots).ok_or_else(|| bad("the robots have nothing to do"))?;
                table.apply(&ev).map_err(|e| bad(e.to_string()))?;
            }
            let f = table.finished().last().expect("a finished deal");
            if scoring == Scoring::Duplicate {
                l.score(f.ns_score);
            }
            if !a.json {
                writeln!(out, "  deal {}: {}", d + 1, f.line)?;
            }
            deals.push(serde_json::json!({"deal": d + 1, "line": f.line, "ns": f.ns_score}));
        }
        if scoring != Scoring::Duplicate {
            let net = sheet_net(&table);
            l.score(net);
            sheet_scores.push(net);
            if !a.json {
                let open = if table.is_over() { "" } else { ", still open after deal 6" };
                writeln!(out, "  {} {}{open}: NS {net:+}", what, sheets + 1)?;
            }
        }
        let totals = l.standings();
        if !a.json {
            let line: Vec<String> = totals.iter().map(|(p, t)| format!("{p} {t:+}")).collect();
            writeln!(out, "  totals after series {}: {}", s.number, line.join(", "))?;
        }
        series_json.push(serde_json::json!({"series": s, "deals": deals, "sheets_ns": sheet_scores, "totals": totals}));
    }
    if a.json {
        let standings: Vec<_> =
            l.standings().into_iter().map(|(p, t)| serde_json::json!({"player": p, "total": t})).collect();
        writeln!(out, "{}", serde_json::json!({"seed": seed, "series": series_json, "standings": standings}))?;
    } else {
        writeln!(out, "\nStandings")?;
        for (i, (p, t)) in l.standings().iter().enumerate() {
            writeln!(out, "{:>3}. {p:<16} {t:+}", i + 1)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The ranking by IMPs across the field: `cross` or `butler`.
pub(crate) fn rank_by_imps(results: &[BoardResult], kind: &str) -> Result<Vec<Vec<levee_club::ImpStanding>>> {
    let r = match kind {
        "cross" => levee_club::rank_imps(results, levee_score::cross_imps),
        "butler" => {
            levee_club::rank_imps(results, |s: &[i32]| levee_score::butler_imps(s).into_iter().map(f64::from).collect())
        }
        k => return Err(bad(format!("--imps {k:?}: cross or butler"))),
    };
    r.map_err(|e| bad(e.to_string()))
}

/// Prints a ranking by IMPs (a pair's name from `name`).
pub(crate) fn print_imps(
    groups: &[Vec<levee_club::ImpStanding>],
    name: impl Fn(levee_club::Pair) -> String,
    kind: &str,
    json: bool,
    out: &mut dyn Write,
) -> Result<()> {
    if json {
        let v: Vec<_> = groups
            .iter()
            .flatten()
            .map(|s| {
                serde_json::json!({"place": s.place, "tied": s.tied, "pair": s.pair.to_string(), "name": name(s.pair),
                    "imps": (s.imps * 100.0).round() / 100.0, "boards": s.boards})
            })
            .collect();
        writeln!(out, "{}", serde_json::json!({"scoring": format!("{kind} IMPs"), "ranking": v}))?;
        return Ok(());
    }
    for (i, group) in groups.iter().enumerate() {
        if groups.len() > 1 {
            writeln!(out, "{}", if i == 0 { "North-South" } else { "East-West" })?;
        }
        for s in group {
            let place = format!("{}{}", s.place, if s.tied { "=" } else { "" });
            let n = name(s.pair);
            let n = if n == s.pair.to_string() { String::new() } else { n };
            writeln!(
                out,
                "{place:>4}  {:<8} {n:<28} {:>+8.2} IMPs  {:>+6.2} a board  {} boards ({kind})",
                s.pair.to_string(),
                s.imps,
                s.imps / f64::from(s.boards.max(1)),
                s.boards
            )?;
        }
    }
    Ok(())
}

fn rank(a: &RankArgs, out: &mut dyn Write) -> Result<ExitCode> {
    if crate::clubfile::is_session(&a.file) {
        return crate::clubfile::rank(&a.file, a.json, a.imps.as_deref(), out);
    }
    let (_, read) = crate::files::read_file(&a.file, Some("pbn"))?;
    crate::files::report(&a.file, &read, a.warnings);
    if let Some(kind) = &a.imps {
        let results = crate::resultfile::results(&read.records)?;
        if results.is_empty() {
            return Err(bad(format!("{}: no board has a ScoreTable with results", a.file)));
        }
        let groups = rank_by_imps(&results, kind)?;
        print_imps(&groups, crate::resultfile::names(&read.records), kind, a.json, out)?;
        return Ok(ExitCode::SUCCESS);
    }
    crate::resultfile::rank(&a.file, &read.records, a.json, out)
}
