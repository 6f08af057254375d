//! `levee session new|enter|adjust|rank|report`: a pairs session kept in a SQLite file — the
//! session (movement, names: `levee_club::ClubSession`), the boards' deals, and the results,
//! each written in the transaction that checked it, so that nothing entered is lost when a
//! later line is refused.

use crate::bad;
use anyhow::Result;
use levee_club::movement::Line;
use levee_club::{ClubSession, Entry, Pair, Rounding, Standing, rank_matchpoints_rounded};
use levee_core::{AuctionResult, Board, Contract, Deal, Seat};
use rand::SeedableRng;
use rusqlite::{Connection, params};
use std::collections::BTreeMap;
use std::io::Write;
use std::process::ExitCode;

/// Whether `path` is a session's file (a SQLite database).
pub(crate) fn is_session(path: &str) -> bool {
    let mut head = [0u8; 16];
    std::fs::File::open(path).and_then(|mut f| std::io::Read::read_exact(&mut f, &mut head)).is_ok()
        && &head == b"SQLite format 3\0"
}

fn db_err(path: &str) -> impl Fn(rusqlite::Error) -> anyhow::Error + '_ {
    move |e| bad(format!("{path}: {e}"))
}

fn open(path: &str) -> Result<Connection> {
    if !is_session(path) {
        return Err(bad(format!("{path}: not a session's file (make one with levee session new)")));
    }
    Connection::open(path).map_err(db_err(path))
}

/// The session, its deals by board, from the file.
fn load(c: &Connection, path: &str) -> Result<(ClubSession, BTreeMap<u32, Deal>)> {
    let json: String = c.query_row("SELECT json FROM session WHERE id = 1", [], |r| r.get(0)).map_err(db_err(path))?;
    let mut s: ClubSession = serde_json::from_str(&json).map_err(|e| bad(format!("{path}: {e}")))?;
    let mut stmt = c.prepare("SELECT json FROM entries ORDER BY seq").map_err(db_err(path))?;
    let rows = stmt.query_map([], |r| r.get::<_, String>(0)).map_err(db_err(path))?;
    for row in rows {
        let e: Entry = serde_json::from_str(&row.map_err(db_err(path))?).map_err(|e| bad(format!("{path}: {e}")))?;
        s.entries.push(e);
    }
    let mut deals = BTreeMap::new();
    let mut stmt = c.prepare("SELECT board, deal FROM deals").map_err(db_err(path))?;
    let rows = stmt.query_map([], |r| Ok((r.get::<_, u32>(0)?, r.get::<_, String>(1)?))).map_err(db_err(path))?;
    for row in rows {
        let (b, d) = row.map_err(db_err(path))?;
        deals.insert(b, d.parse::<Deal>().map_err(|e| bad(format!("{path}: board {b}: {e}")))?);
    }
    Ok((s, deals))
}

/// `levee session new`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn new(
    path: &str,
    movement: &str,
    tables: u32,
    boards: u32,
    relay: bool,
    arrow_switch: &[u32],
    title: &str,
    seed: Option<u64>,
    deals_from: Option<&str>,
    names: Option<&str>,
    out: &mut dyn Write,
) -> Result<ExitCode> {
    if std::path::Path::new(path).exists() {
        return Err(bad(format!("{path} exists: a new session needs a new file")));
    }
    if !["howell", "mitchell", "teams"].contains(&movement) {
        return Err(bad(format!("unknown movement {movement:?}: howell, mitchell or teams")));
    }
    let mut s = ClubSession::new(title, movement, tables, boards, relay).map_err(|e| bad(e.to_string()))?;
    s.arrow_switch = arrow_switch.to_vec();
    let m = s.build().map_err(|e| bad(e.to_string()))?;
    let last = s.last_board();
    if let Some(file) = names {
        let labels: Vec<String> = m.pairs().iter().map(ToString::to_string).collect();
        for (i, line) in crate::files::read_text(file)?.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            // `1 Ana - Bea`, or `NS 1 Ana - Bea` in a Mitchell.
            let (label, name) = match line.split_once(char::is_whitespace) {
                Some((l, rest)) if l.eq_ignore_ascii_case("NS") || l.eq_ignore_ascii_case("EW") => {
                    let (n, name) = rest.trim().split_once(char::is_whitespace).unwrap_or((rest.trim(), ""));
                    (format!("{} {n}", l.to_ascii_uppercase()), name.trim().to_string())
                }
                Some((n, name)) => (format!("pair {n}"), name.trim().to_string()),
                None => return Err(bad(format!("{file}:{}: write a pair's number, then its players", i + 1))),
            };
            if !labels.contains(&label) {
                return Err(bad(format!("{file}:{}: no {label} in this movement ({})", i + 1, labels.join(", "))));
            }
            s.names.push((label, name));
        }
    }
    let deals: BTreeMap<u32, Deal> = match deals_from {
        Some(file) => {
            let (_, read) = crate::files::read_file(file, None)?;
            crate::files::report(file, &read, false);
            let got: BTreeMap<u32, Deal> =
                read.good().iter().filter_map(|r| Some((r.board?, r.deal.as_ref()?.full()?))).collect();
            if let Some(missing) = (1..=last).find(|b| !got.contains_key(b)) {
                return Err(bad(format!("{file}: no deal for board {missing} (the session has boards 1 to {last})")));
            }
            got.into_iter().filter(|(b, _)| *b <= last).collect()
        }
        None => {
            let (_, seed) = crate::game::rng_for(seed);
            writeln!(out, "boards dealt from seed {seed}")?;
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            (1..=last).map(|b| (b, Deal::random(&mut rng, Board::new(b).expect("a board").dealer()))).collect()
        }
    };
    let c = Connection::open(path).map_err(db_err(path))?;
    c.execute_batch(
        "CREATE TABLE session (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
         CREATE TABLE deals (board INTEGER PRIMARY KEY, deal TEXT NOT NULL);
         CREATE TABLE entries (seq INTEGER PRIMARY KEY, board INTEGER NOT NULL, json TEXT NOT NULL);",
    )
    .map_err(db_err(path))?;
    c.execute("INSERT INTO session (id, json) VALUES (1, ?1)", params![serde_json::to_string(&s)?])
        .map_err(db_err(path))?;
    for (b, d) in &deals {
        c.execute("INSERT INTO deals (board, deal) VALUES (?1, ?2)", params![b, d.to_string()])
            .map_err(db_err(path))?;
    }
    writeln!(out, "{path}: {} — {} pairs, {} rounds, boards 1 to {last}", s.title, m.pairs().len(), m.rounds.len())?;
    write!(out, "{}", m.table_cards())?;
    Ok(ExitCode::SUCCESS)
}

/// One traveller line: `BOARD NS EW CONTRACT DECLARER TRICKS [LEAD]` or `BOARD NS EW P`.
fn parse_line(line: &str) -> Result<Entry, String> {
    let w: Vec<&str> = line.split_whitespace().collect();
    let num = |i: usize, what: &str| -> Result<u32, String> {
        w.get(i).and_then(|x| x.parse().ok()).ok_or_else(|| format!("{what} must be a number"))
    };
    let (board, ns, ew) = (num(0, "the board")?, num(1, "the NS pair")?, num(2, "the EW pair")?);
    let mut e = Entry::new(board, ns, ew);
    let vul = Board::new(board).ok_or("the board must be 1 or more")?.vulnerability();
    match w.get(3).copied() {
        Some(p) if p.eq_ignore_ascii_case("P") || p.eq_ignore_ascii_case("pass") => {
            e.contract = Some("P".into());
            e.score = Some(0);
        }
        Some(contract) => {
            let c: Contract = contract.parse().map_err(|x| format!("{x}"))?;
            let d: Seat = w.get(4).ok_or("declarer missing (N, E, S or W)")?.parse().map_err(|x| format!("{x}"))?;
            let t: u8 = w.get(5).and_then(|x| x.parse().ok()).filter(|t| *t <= 13).ok_or("tricks must be 0 to 13")?;
            let score = levee_score::board_score(AuctionResult::Contract { contract: c, declarer: d }, t, vul)
                .map_err(|x| x.to_string())?;
            e.contract = Some(contract.to_ascii_uppercase());
            e.declarer = Some(d.letter().to_string());
            e.tricks = Some(t);
            e.lead = w.get(6).map(|l| l.to_ascii_uppercase());
            e.score = Some(score);
        }
        None => return Err("the contract is missing (or P for a board passed out)".into()),
    }
    Ok(e)
}

/// `levee session enter`: all the file's lines or none.
pub(crate) fn enter(path: &str, results: &str, out: &mut dyn Write) -> Result<ExitCode> {
    let mut c = open(path)?;
    let (mut s, _) = load(&c, path)?;
    let text = crate::files::read_text(results)?;
    let mut problems = Vec::new();
    let mut added = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        match parse_line(line).and_then(|e| s.enter(e.clone()).map(|()| e).map_err(|x| x.to_string())) {
            Ok(e) => added.push(e),
            Err(msg) => problems.push(format!("{results}:{}: {msg}", i + 1)),
        }
    }
    if !problems.is_empty() {
        for p in &problems {
            eprintln!("{p}");
        }
        return Err(bad(format!("{} line(s) refused: nothing from {results} was entered", problems.len())));
    }
    let tx = c.transaction().map_err(db_err(path))?;
    for e in &added {
        tx.execute("INSERT INTO entries (board, json) VALUES (?1, ?2)", params![e.board, serde_json::to_string(e)?])
            .map_err(db_err(path))?;
    }
    tx.commit().map_err(db_err(path))?;
    let boards: std::collections::BTreeSet<u32> = s.entries.iter().map(|e| e.board).collect();
    writeln!(
        out,
        "{path}: {} result(s) entered; {} in all, on {} board(s)",
        added.len(),
        s.entries.len(),
        boards.len()
    )?;
    Ok(ExitCode::SUCCESS)
}

fn assigned(word: &str) -> Result<f64> {
    match word.to_ascii_lowercase().as_str() {
        "avg+" | "a+" | "60" => Ok(60.0),
        "avg" | "a" | "50" => Ok(50.0),
        "avg-" | "a-" | "40" => Ok(40.0),
        p => p
            .trim_end_matches('%')
            .parse::<f64>()
            .ok()
            .filter(|x| (0.0..=100.0).contains(x))
            .ok_or_else(|| bad(format!("{word:?}: avg+, avg, avg- or a percentage"))),
    }
}

/// `levee session adjust`.
pub(crate) fn adjust(
    path: &str,
    board: u32,
    ns: u32,
    ew: u32,
    ns_score: &str,
    ew_score: Option<&str>,
    out: &mut dyn Write,
) -> Result<ExitCode> {
    let c = open(path)?;
    let (mut s, _) = load(&c, path)?;
    let n = assigned(ns_score)?;
    let e = match ew_score {
        Some(w) => assigned(w)?,
        None if (n - 50.0).abs() < f64::EPSILON => 50.0,
        None => 100.0 - n,
    };
    let entry = Entry { assigned: Some((n, e)), ..Entry::new(board, ns, ew) };
    s.enter(entry.clone()).map_err(|x| bad(x.to_string()))?;
    c.execute("INSERT INTO entries (board, json) VALUES (?1, ?2)", params![board, serde_json::to_string(&entry)?])
        .map_err(db_err(path))?;
    writeln!(out, "board {board}: NS {ns} {n}%, EW {ew} {e}% (assigned)")?;
    Ok(ExitCode::SUCCESS)
}

/// A board's matchpoints as travellers print them, to a tenth (as the FFB's scoring program
/// does); the ranking adds up these, so that a reader of the report finds the same totals.
const PRINTED: Rounding = Rounding::Decimals(1);

fn ranking(s: &ClubSession) -> Result<Vec<Vec<Standing>>> {
    rank_matchpoints_rounded(&s.results(), PRINTED).map_err(|e| bad(e.to_string()))
}

/// `levee session rank` of a session's file.
pub(crate) fn rank(path: &str, json: bool, imps: Option<&str>, out: &mut dyn Write) -> Result<ExitCode> {
    let c = open(path)?;
    let (s, _) = load(&c, path)?;
    if s.movement == "teams" {
        return rank_teams(&s, json, out);
    }
    if let Some(kind) = imps {
        let groups = crate::club::rank_by_imps(&s.results(), kind)?;
        if !json {
            writeln!(out, "{}", s.title)?;
        }
        crate::club::print_imps(&groups, |p| s.name(p), kind, json, out)?;
        return Ok(ExitCode::SUCCESS);
    }
    let groups = ranking(&s)?;
    if json {
        let v: Vec<_> = groups
            .iter()
            .flatten()
            .map(|st| {
                serde_json::json!({"place": st.place, "tied": st.tied, "pair": st.pair.to_string(),
                    "name": s.name(st.pair), "matchpoints": st.matchpoints, "top": st.top,
                    "percent": (st.percent * 100.0).round() / 100.0, "boards": st.boards})
            })
            .collect();
        writeln!(out, "{}", serde_json::json!({"title": s.title, "ranking": v}))?;
        return Ok(ExitCode::SUCCESS);
    }
    writeln!(out, "{}", s.title)?;
    for (i, group) in groups.iter().enumerate() {
        if groups.len() > 1 {
            writeln!(out, "{}", if i == 0 { "North-South" } else { "East-West" })?;
        }
        for st in group {
            let place = format!("{}{}", st.place, if st.tied { "=" } else { "" });
            let name = named(&s, st.pair);
            writeln!(
                out,
                "{place:>4}  {:<8} {name:<28} {:>6.2}%  {:>7.2} of {:<6} {} boards",
                st.pair.to_string(),
                st.percent,
                st.matchpoints,
                st.top,
                st.boards
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A team's name: its two pairs' players.
fn team_name(s: &ClubSession, team: u32) -> String {
    let pairs = if team == 1 { [1, 2] } else { [3, 4] };
    let names: Vec<String> =
        pairs.iter().map(|&n| named(s, Pair { line: Line::Field, number: n })).filter(|n| !n.is_empty()).collect();
    if names.is_empty() { format!("team {team}") } else { format!("team {team} ({})", names.join(", ")) }
}

/// A teams match's score: the swings, each team's IMPs, and the WBF victory points.
fn teams_score(s: &ClubSession) -> (levee_club::TeamsMatch, (f64, f64)) {
    let m = levee_club::teams_match(&s.results(), s.last_board(), levee_score::imps);
    // The scale is the match's length, whether or not every board has its two results yet.
    let vp = levee_score::victory_points(m.team1 - m.team2, s.last_board().max(1));
    (m, vp)
}

fn outcome_text(o: Option<levee_club::Outcome>) -> String {
    match o {
        Some(levee_club::Outcome::Score(x)) => format!("{x:+}"),
        Some(levee_club::Outcome::Assigned { ns, ew }) => format!("{}%/{}%", ns.percent(), ew.percent()),
        None => "-".into(),
    }
}

/// `levee session rank` of a teams match.
fn rank_teams(s: &ClubSession, json: bool, out: &mut dyn Write) -> Result<ExitCode> {
    let (m, (vp1, vp2)) = teams_score(s);
    if json {
        let boards: Vec<_> = m
            .swings
            .iter()
            .map(|w| {
                let score = |o: Option<levee_club::Outcome>| match o {
                    Some(levee_club::Outcome::Score(x)) => serde_json::json!(x),
                    Some(levee_club::Outcome::Assigned { ns, ew }) => {
                        serde_json::json!({"assigned_ns": ns.percent(), "assigned_ew": ew.percent()})
                    }
                    None => serde_json::Value::Null,
                };
                serde_json::json!({"board": w.board, "table1": score(w.table1), "table2": score(w.table2), "imps_team1": w.imps})
            })
            .collect();
        writeln!(
            out,
            "{}",
            serde_json::json!({"title": s.title, "teams": [team_name(s, 1), team_name(s, 2)],
                "imps": [m.team1, m.team2], "vp": [vp1, vp2], "boards_scored": m.boards, "boards": boards})
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    writeln!(out, "{}", s.title)?;
    writeln!(out, "board  table 1  table 2   team 1  team 2")?;
    for w in &m.swings {
        let (a, b) = match w.imps {
            Some(x) if x > 0.0 => (format!("{x}"), String::new()),
            Some(x) if x < 0.0 => (String::new(), format!("{}", -x)),
            Some(_) => ("0".into(), "0".into()),
            None => ("not yet".into(), String::new()),
        };
        writeln!(out, "{:>5}  {:>7}  {:>7}   {a:>6}  {b:>6}", w.board, outcome_text(w.table1), outcome_text(w.table2))?;
    }
    writeln!(out, "IMPs   {}: {}, {}: {}", team_name(s, 1), m.team1, team_name(s, 2), m.team2)?;
    writeln!(out, "VPs    {vp1:.2} - {vp2:.2} (WBF scale, a match of {} boards, {} scored)", s.last_board(), m.boards)?;
    Ok(ExitCode::SUCCESS)
}

/// The players' names of a pair, or nothing when the session has none for it.
fn named(s: &ClubSession, p: Pair) -> String {
    let n = s.name(p);
    if n == p.to_string() { String::new() } else { n }
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// A pair's number as a ScoreTable writes it.
fn pair_id(p: Pair) -> u32 {
    p.number
}

/// `levee session report`: HTML and PBN.
pub(crate) fn report(path: &str, html: Option<&str>, pbn: Option<&str>, out: &mut dyn Write) -> Result<ExitCode> {
    let c = open(path)?;
    let (s, deals) = load(&c, path)?;
    let groups = ranking(&s)?;
    let results = s.results();
    let mitchell = results.iter().any(|r| r.ns.line == Line::NorthSouth);
    // A teams match is scored in IMPs between its two tables, not in matchpoints.
    let teams = (s.movement == "teams").then(|| teams_score(&s));
    // Boards played fewer times are factored up to the full count (Neuberg), as in the ranking.
    let full = deals.keys().map(|b| results.iter().filter(|r| r.board == *b).count()).max().unwrap_or(0);
    // Each board's matchpoints, rounded as printed: the travellers and the pairs' cards show
    // the same numbers, and they add up to the ranking's totals.
    let board_mps: BTreeMap<u32, Vec<(f64, f64)>> = deals
        .keys()
        .map(|&b| {
            let outcomes: Vec<_> = results.iter().filter(|r| r.board == b).map(|r| r.outcome).collect();
            let mps = levee_club::board_matchpoints(&outcomes, full);
            (b, mps.into_iter().map(|(n, e)| (PRINTED.round(n), PRINTED.round(e))).collect())
        })
        .collect();
    let mut solver = levee_dds::Solver::new();
    let mut boards_html = String::new();
    let mut records = Vec::new();
    for (&b, deal) in &deals {
        let board = Board::new(b).expect("a board");
        let table = solver.table(deal);
        let par = levee_score::par(&table, board.vulnerability(), board.dealer().side());
        let par_text: Vec<String> = par.contracts.iter().map(levee_score::ParContract::people_form).collect();
        let on: Vec<&Entry> = s.entries.iter().filter(|e| e.board == b).collect();
        let res: Vec<_> = results.iter().filter(|r| r.board == b).collect();
        let mps = &board_mps[&b];
        // HTML: the hand record and the traveller.
        boards_html.push_str(&format!(
            "<section><h3>Board {b}</h3><p>Dealer {:#}, vulnerable {}</p><pre>{}</pre>",
            board.dealer(),
            board.vulnerability(),
            esc(&crate::render::diagram(Seat::ALL.map(|st| Some(deal.hand(st))), &[], levee_i18n::Lang::En))
        ));
        boards_html.push_str("<table class=dd><tr><th></th><th>NT</th><th>♠</th><th>♥</th><th>♦</th><th>♣</th></tr>");
        for d in Seat::ALL {
            boards_html.push_str(&format!("<tr><th>{d}</th>"));
            for strain in levee_core::Strain::DESC {
                boards_html.push_str(&format!("<td>{}</td>", table.get(strain, d)));
            }
            boards_html.push_str("</tr>");
        }
        boards_html.push_str(&format!(
            "</table><p>Par: NS {:+} ({})</p><table><tr><th>NS</th><th>EW</th><th>Contract</th><th>By</th><th>Tricks</th><th>Lead</th><th>NS score</th><th>MP NS</th><th>MP EW</th></tr>",
            par.score,
            esc(&par_text.join(", "))
        ));
        let mut rows = Vec::new();
        for ((e, r), (mn, me)) in on.iter().zip(&res).zip(mps) {
            let score = e
                .score
                .map_or_else(|| e.assigned.map_or(String::new(), |(n, w)| format!("{n}%/{w}%")), |x| format!("{x:+}"));
            boards_html.push_str(&format!(
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{score}</td><td>{mn:.1}</td><td>{me:.1}</td></tr>",
                esc(&s.name(r.ns)),
                esc(&s.name(r.ew)),
                esc(e.contract.as_deref().unwrap_or("")),
                esc(e.declarer.as_deref().unwrap_or("")),
                e.tricks.map_or(String::new(), |t| t.to_string()),
                esc(e.lead.as_deref().unwrap_or("")),
            ));
            let (sns, sew) = match e.score {
                Some(x) if x >= 0 => (x.to_string(), String::from("-")),
                Some(x) => (String::from("-"), (-x).to_string()),
                None => (String::from("-"), String::from("-")),
            };
            // The columns every ScoreTable row starts with; then a match's IMPs or the MPs.
            let head = format!(
                "{:>2} {:>2} {:<5} {:<1} {:>2} {:>5} {:>5}",
                pair_id(r.ns),
                pair_id(r.ew),
                e.contract.as_deref().unwrap_or("-"),
                e.declarer.as_deref().unwrap_or("-"),
                e.tricks.map_or("-".to_string(), |t| t.to_string()),
                sns,
                sew
            );
            if let Some((m, _)) = &teams {
                // Team 1 is North–South at table 1 (pair 1) and East–West at table 2.
                let swing = m.swings.iter().find(|w| w.board == b).and_then(|w| w.imps);
                let ns = swing.map_or("-".into(), |x| format!("{}", if r.ns.number == 1 { x } else { -x }));
                let ew = swing.map_or("-".into(), |x| format!("{}", if r.ns.number == 1 { -x } else { x }));
                rows.push(format!("{head} {ns:>3} {ew:>3}"));
                continue;
            }
            // Each side's share of the top: an assigned score's is its whole result.
            let top = 2.0 * (full as f64 - 1.0).max(1.0);
            let (pn, pe) = e.assigned.unwrap_or((100.0 * mn / top, 100.0 * me / top));
            rows.push(format!("{head} {mn:.1} {me:.1} {pn:.2} {pe:.2}"));
        }
        boards_html.push_str("</table></section>\n");
        let mut r = levee_formats::Record {
            board: Some(b),
            dealer: Some(board.dealer()),
            vulnerability: Some(board.vulnerability()),
            deal: Some(levee_formats::PartialDeal::from_deal(deal)),
            ..levee_formats::Record::default()
        };
        r.tags.push(levee_formats::Tag { name: "Event".into(), value: s.title.clone(), section: Vec::new() });
        r.fill_double_dummy(table, levee_score::par_forms);
        r.tags.push(levee_formats::Tag {
            name: "ScoreTable".into(),
            value: if teams.is_some() {
                "PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R;IMP_NS\\3R;IMP_EW\\3R"
            } else {
                "PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\6R;Percentage_EW\\6R"
            }
            .into(),
            section: rows,
        });
        records.push(r);
    }
    // The ranking: HTML, and PBN's TotalScoreTable on the first board.
    let mut ranking_html = String::new();
    let mut total_rows = Vec::new();
    for (i, group) in groups.iter().enumerate() {
        let dir = if !mitchell {
            ""
        } else if i == 0 {
            "NS"
        } else {
            "EW"
        };
        ranking_html.push_str(&format!(
            "<h2>{}</h2><table><tr><th>Place</th><th>Pair</th><th>Players</th><th>%</th><th>MP</th><th>Boards</th></tr>",
            if dir.is_empty() { "Ranking".to_string() } else { format!("Ranking {dir}") }
        ));
        for st in group {
            let place = format!("{}{}", st.place, if st.tied { "=" } else { "" });
            ranking_html.push_str(&format!(
                "<tr><td>{place}</td><td>{}</td><td>{}</td><td>{:.2}</td><td>{:.1} / {}</td><td>{}</td></tr>",
                esc(&st.pair.to_string()),
                esc(&named(&s, st.pair)),
                st.percent,
                st.matchpoints,
                st.top,
                st.boards
            ));
            total_rows.push(format!(
                "{:>2} {:>2} {:<2} {:>6.2} \"{}\"",
                st.place,
                st.pair.number,
                if dir.is_empty() { "-" } else { dir },
                st.percent,
                s.name(st.pair).replace('"', "'")
            ));
        }
        ranking_html.push_str("</table>");
    }
    if let Some((m, (vp1, vp2))) = &teams {
        ranking_html = format!(
            "<h2>Match</h2><table><tr><th>Team</th><th>IMPs</th><th>VPs</th></tr><tr><td>{}</td><td>{}</td><td>{vp1:.2}</td></tr><tr><td>{}</td><td>{}</td><td>{vp2:.2}</td></tr></table><table><tr><th>Board</th><th>Table 1</th><th>Table 2</th><th>Team 1</th><th>Team 2</th></tr>",
            esc(&team_name(&s, 1)),
            m.team1,
            esc(&team_name(&s, 2)),
            m.team2
        );
        for w in &m.swings {
            let (a, b) = match w.imps {
                Some(x) if x >= 0.0 => (format!("{x}"), String::new()),
                Some(x) => (String::new(), format!("{}", -x)),
                None => (String::new(), String::new()),
            };
            ranking_html.push_str(&format!(
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{a}</td><td>{b}</td></tr>",
                w.board,
                esc(&outcome_text(w.table1)),
                esc(&outcome_text(w.table2))
            ));
        }
        ranking_html.push_str("</table>");
        total_rows.clear();
    }
    if let Some(first) = records.first_mut().filter(|_| teams.is_none()) {
        first.tags.push(levee_formats::Tag {
            name: "TotalScoreTable".into(),
            value: "Rank\\2R;PairId\\2R;Direction\\2L;TotalPercentage\\6R;Names\\30L".into(),
            section: total_rows,
        });
    }
    // Each pair's card: its boards, against whom, the result and its matchpoints.
    let mut cards_html = String::from("<h2>Pairs' cards</h2>");
    if teams.is_some() {
        cards_html.clear();
    }
    let mut by_pair: BTreeMap<Pair, Vec<String>> = BTreeMap::new();
    for b in deals.keys() {
        let res: Vec<_> = results.iter().filter(|r| r.board == *b).collect();
        let on: Vec<&Entry> = s.entries.iter().filter(|e| e.board == *b).collect();
        let mps = &board_mps[b];
        let top = 2.0 * (full as f64 - 1.0).max(1.0);
        for ((r, e), (mn, me)) in res.iter().zip(&on).zip(mps) {
            let what = match (&e.contract, &e.declarer, e.tricks) {
                (Some(c), Some(d), Some(t)) => format!("{c} {d} {t}"),
                (Some(c), _, _) => c.clone(),
                _ => "assigned".into(),
            };
            let score = e.score.map_or(String::new(), |x| format!("{x:+}"));
            for (me_pair, other, dir, mp, signed) in [
                (r.ns, r.ew, "NS", mn, score.clone()),
                (r.ew, r.ns, "EW", me, e.score.map_or(String::new(), |x| format!("{:+}", -x))),
            ] {
                by_pair.entry(me_pair).or_default().push(format!(
                    "<tr><td>{b}</td><td>{dir}</td><td>{}</td><td>{}</td><td>{signed}</td><td>{mp:.1}</td><td>{:.0}%</td></tr>",
                    esc(&s.name(other)),
                    esc(&what),
                    100.0 * mp / top
                ));
            }
        }
    }
    for (p, rows) in by_pair.iter().filter(|_| teams.is_none()) {
        cards_html.push_str(&format!(
            "<h3>{} {}</h3><table><tr><th>Board</th><th>Sat</th><th>Against</th><th>Result</th><th>Score</th><th>MP</th><th>%</th></tr>{}</table>",
            esc(&p.to_string()),
            esc(&named(&s, *p)),
            rows.concat()
        ));
    }
    if let Some(file) = html {
        let page = format!(
            "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{t}</title><style>body{{font-family:system-ui,sans-serif;max-width:60rem;margin:auto;padding:1rem}}table{{border-collapse:collapse;margin:.5rem 0}}td,th{{border:1px solid #ccc;padding:.2rem .5rem;text-align:right}}pre{{font-size:.9rem}}</style></head><body><h1>{t}</h1>{ranking_html}<h2>Boards</h2>{boards_html}{cards_html}</body></html>\n",
            t = esc(&s.title)
        );
        std::fs::write(file, page).map_err(|e| bad(format!("{file}: {e}")))?;
        writeln!(out, "{file}: the ranking and {} boards", deals.len())?;
    }
    if let Some(file) = pbn {
        let charset = crate::files::charset(None, levee_formats::Format::Pbn)?;
        crate::files::write_records(file, levee_formats::Format::Pbn, &records, charset, out)?;
        writeln!(out, "{file}: {} boards with their travellers and the ranking", records.len())?;
    }
    if html.is_none() && pbn.is_none() {
        return Err(bad("say where: --html FILE and/or --pbn FILE"));
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traveller_lines_read_and_score() {
        let e = parse_line("5 1 2 4S N 10 HK").unwrap();
        assert_eq!(
            (e.contract.as_deref(), e.declarer.as_deref(), e.tricks, e.lead.as_deref()),
            (Some("4S"), Some("N"), Some(10), Some("HK"))
        );
        // Board 5: North-South vulnerable.
        assert_eq!(e.score, Some(620));
        assert_eq!(parse_line("2 3 4 P").unwrap().score, Some(0));
        assert!(parse_line("2 3 4 4S N 14").unwrap_err().contains("tricks"));
        assert!(parse_line("2 3 4 8S N 10").is_err());
        assert!(parse_line("x 3 4 P").unwrap_err().contains("board"));
    }
}
