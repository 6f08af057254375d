//! The scriptable subcommands: each parses its input into library types, calls the library
//! and prints text or `--json`. Bad input is a [`BadInput`](crate::BadInput): exit code 2.

use crate::game::rng_for;
use crate::{bad, render};
use anyhow::Result;
use clap::Args;
use levee_core::{
    Auction, AuctionInputError, AuctionResult, Board, Bridge, Card, Contract, Deal, Play, Rules, Seat, Side,
    Vulnerability,
};
use levee_score::{DealResult, Honours, RubberOptions, RubberSheet, Undertricks};
use serde_json::{Value, json};
use std::io::{BufRead, Write};
use std::process::ExitCode;

fn parse_deal(s: &str) -> Result<Deal> {
    s.parse::<Deal>().map_err(|e| bad(format!("bad deal {s:?}: {e}")))
}

fn parse_seat(s: &str) -> Result<Seat> {
    s.parse::<Seat>().map_err(|e| bad(e.to_string()))
}

fn parse_vul(s: &str) -> Result<Vulnerability> {
    s.parse::<Vulnerability>().map_err(|e| bad(e.to_string()))
}

#[derive(Args, Debug)]
pub(crate) struct DealArgs {
    /// Seed for a reproducible sequence of deals (random when absent; printed on stderr).
    #[arg(long)]
    pub(crate) seed: Option<u64>,
    /// How many deals (default 1; for a script, its own `produce`, else 40).
    #[arg(long)]
    pub(crate) count: Option<u32>,
    /// First board number: fixes each deal's dealer and vulnerability (16-board rotation).
    #[arg(long)]
    pub(crate) board: Option<u32>,
    /// One JSON object a line, with board, dealer and vulnerability.
    #[arg(long)]
    pub(crate) json: bool,
    /// Only deals that meet this condition, in the dealer language:
    /// "hcp(north) >= 15 && shape(north, any 4333 + any 4432 + any 5332)".
    #[arg(long = "where", value_name = "CONDITION", conflicts_with = "script")]
    pub(crate) condition: Option<String>,
    /// A dealer script (generate, produce, dealer, vulnerable, predeal, pointcount, variables,
    /// condition, action); its actions print (printall, printpbn, printoneline, average,
    /// frequency, ...).
    #[arg(long, value_name = "FILE")]
    pub(crate) script: Option<String>,
    /// With --where or --script: write the deals produced to this file instead, as PBN, LIN or
    /// JSON (by its extension), with board numbers, dealer and vulnerability.
    #[arg(long, value_name = "FILE")]
    pub(crate) out: Option<String>,
    /// With --where or --script: deal at most this many (default: the script's `generate`,
    /// else 10 000 000).
    #[arg(long)]
    pub(crate) generate: Option<u64>,
}

pub(crate) fn deal(a: &DealArgs, out: &mut dyn Write) -> Result<ExitCode> {
    if a.condition.is_some() || a.script.is_some() {
        return crate::dealer::constrained(a, out);
    }
    let (mut rng, seed) = rng_for(a.seed);
    if a.seed.is_none() {
        eprintln!("# seed {seed}");
    }
    let first = a.board.unwrap_or(1);
    if first == 0 {
        return Err(bad("board numbers start at 1"));
    }
    for i in 0..a.count.unwrap_or(1) {
        let board = Board::new(first + i).ok_or_else(|| bad("board number out of range"))?;
        let d: Deal = Deal::random(&mut rng, board.dealer());
        if a.json {
            let v = json!({
                "board": board.number(),
                "dealer": board.dealer().to_string(),
                "vulnerable": board.vulnerability().pbn(),
                "deal": d.to_string(),
            });
            writeln!(out, "{v}")?;
        } else {
            writeln!(out, "{d}")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub(crate) struct ShowArgs {
    /// The deal, as a PBN deal string: "N:AKQ.JT9.876.5432 ...", or a file (`-`: standard
    /// input) to show every board of: PBN, LIN, JSON, or deal strings one a line (as `levee
    /// deal` prints them).
    deal: String,
    /// Board number, for the dealer and vulnerability in the heading.
    #[arg(long)]
    board: Option<u32>,
    /// The file's format when its name and content do not say: pbn, lin, json or deals.
    #[arg(long)]
    from: Option<String>,
    /// The language of the diagram's words (seats, points, heading): fr or en (default: the
    /// environment's locale).
    #[arg(long)]
    lang: Option<String>,
}

pub(crate) fn show(a: &ShowArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let lang = match &a.lang {
        Some(l) => levee_i18n::Lang::from_tag(l).ok_or_else(|| bad(format!("--lang {l:?}: fr or en")))?,
        None => levee_i18n::Lang::from_env(),
    };
    if a.deal == "-" || !a.deal.contains(':') {
        if a.deal != "-" && !std::path::Path::new(&a.deal).exists() {
            return Err(bad(format!("{}: no such file (a deal is written \"N:AKQ.JT9.876.5432 ...\")", a.deal)));
        }
        return crate::files::show_file(&a.deal, a.from.as_deref(), lang, out);
    }
    render::show_deal(&parse_deal(&a.deal)?, a.board, lang, out)?;
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub(crate) struct AuctionArgs {
    /// The dealer, who calls first.
    #[arg(long, default_value = "N")]
    dealer: String,
    /// The calls, separated by spaces: P, X, XX, 1C .. 7NT (Bridgeote: 80S, 110TA, CAPOTH).
    calls: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// The game: bridge, or bridgeote (its auction from 80 to 160).
    #[arg(long, default_value = "bridge")]
    game: String,
}

fn result_json(r: Option<AuctionResult>) -> Value {
    match r {
        None => json!({"complete": false}),
        Some(AuctionResult::PassedOut) => json!({"complete": true, "passed_out": true}),
        Some(AuctionResult::Contract { contract, declarer }) => json!({
            "complete": true,
            "passed_out": false,
            "contract": contract.to_string(),
            "declarer": declarer.to_string(),
            "dummy": declarer.partner().to_string(),
        }),
    }
}

fn describe_result(auction: &Auction) -> String {
    match auction.result() {
        None => format!("auction not over: {:#} to call", auction.to_call().unwrap_or(auction.dealer())),
        Some(AuctionResult::PassedOut) => "passed out".to_string(),
        Some(AuctionResult::Contract { contract, declarer }) => {
            format!("{contract} by {declarer:#} (dummy {:#})", declarer.partner())
        }
    }
}

/// An illegal call at position `i`, printed as text or JSON, exit code 2.
fn illegal_call(out: &mut dyn Write, json: bool, i: usize, e: &AuctionInputError) -> Result<ExitCode> {
    if json {
        let mut v = json!({"error": e.to_string(), "index": i});
        if let AuctionInputError::Illegal { seat, call, error } = e {
            v["call"] = json!(call.to_string());
            v["seat"] = json!(seat.map(|s| s.to_string()));
            v["rule"] = json!(error.to_string());
        }
        writeln!(out, "{v}")?;
    } else {
        writeln!(out, "illegal call #{}: {e}", i + 1)?;
    }
    Ok(ExitCode::from(2))
}

pub(crate) fn auction(a: &AuctionArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let dealer = parse_seat(&a.dealer)?;
    match a.game.as_str() {
        "bridge" | "minibridge" => {}
        "bridgeote" => return crate::belote::auction(dealer, &a.calls, a.json, out),
        g => return Err(bad(format!("unknown game {g:?}: bridge or bridgeote"))),
    }
    let auction = match Auction::from_calls(dealer, &a.calls) {
        Ok(x) => x,
        Err((i, e)) => return illegal_call(out, a.json, i, &e),
    };
    if a.json {
        let mut v = result_json(auction.result());
        v["dealer"] = json!(dealer.to_string());
        v["calls"] = json!(auction.calls().iter().map(ToString::to_string).collect::<Vec<_>>());
        if let Some(s) = auction.to_call() {
            v["next"] = json!(s.to_string());
        }
        writeln!(out, "{v}")?;
    } else {
        writeln!(out, "{}", describe_result(&auction))?;
    }
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub(crate) struct ReplayArgs {
    /// The deal, as a PBN deal string.
    deal: String,
    /// The dealer.
    #[arg(long, default_value = "N")]
    dealer: String,
    /// The auction (must end in a contract).
    #[arg(long)]
    auction: String,
    /// The cards played, in order: "SA S2 S3 S4 HK ...".
    #[arg(long, default_value = "")]
    play: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// The game: bridge, or bridgeote (32-card deals, its own auction, card points).
    #[arg(long, default_value = "bridge")]
    game: String,
    /// Bridgeote: what a failed undoubled contract scores: own-points or all-to-defenders.
    #[arg(long, default_value = "own-points")]
    failed: String,
    /// Bridgeote: what a capot is worth: table (250, 350) or last-trick-100 (252, 348, 340).
    #[arg(long, default_value = "table")]
    capot: String,
}

fn cards_json(h: levee_core::Hand) -> Value {
    json!(h.iter_desc().map(|c| c.to_string()).collect::<Vec<_>>())
}

fn trick_json<R: Rules>(t: &levee_core::Trick, strain: R::Strain, complete: bool) -> Value {
    let mut v = json!({
        "leader": t.leader().to_string(),
        "cards": t.iter().map(|(_, c)| c.to_string()).collect::<Vec<_>>(),
    });
    if complete {
        v["winner"] = json!(R::trick_winner(t, strain).to_string());
    }
    v
}

pub(crate) fn replay(a: &ReplayArgs, out: &mut dyn Write) -> Result<ExitCode> {
    match a.game.as_str() {
        "bridge" => {}
        "bridgeote" => {
            let dealer = parse_seat(&a.dealer)?;
            let counting = levee_score::bridgeote::Counting {
                failed: crate::belote::parse_failed(&a.failed)?,
                capot: crate::belote::parse_capot(&a.capot)?,
            };
            return crate::belote::replay(&a.deal, dealer, &a.auction, &a.play, counting, a.json, out);
        }
        g => return Err(bad(format!("unknown game {g:?}: bridge or bridgeote"))),
    }
    let deal = parse_deal(&a.deal)?;
    let dealer = parse_seat(&a.dealer)?;
    let auction = match Auction::from_calls(dealer, &a.auction) {
        Ok(x) => x,
        Err((i, e)) => return illegal_call(out, a.json, i, &e),
    };
    let Some(AuctionResult::Contract { contract, declarer }) = auction.result() else {
        return Err(bad(format!(
            "the auction must end in a contract to replay the play ({})",
            describe_result(&auction)
        )));
    };
    let mut play: Play<Bridge> = Play::new(deal, contract.strain, declarer);
    let mut error = None;
    for (i, word) in a.play.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).enumerate() {
        let card: Card = match word.parse() {
            Ok(c) => c,
            Err(e) => {
                error = Some((i, word.to_string(), play.to_play(), e.to_string()));
                break;
            }
        };
        let seat = play.to_play();
        if let Err(e) = play.try_play(card) {
            error = Some((i, word.to_string(), seat, e.to_string()));
            break;
        }
    }
    let next = play.to_play();
    if a.json {
        let mut tricks: Vec<Value> =
            play.tricks().iter().map(|t| trick_json::<Bridge>(t, contract.strain, true)).collect();
        if !play.current_trick().is_empty() {
            tricks.push(trick_json::<Bridge>(play.current_trick(), contract.strain, false));
        }
        let mut v = json!({
            "contract": contract.to_string(),
            "declarer": declarer.to_string(),
            "dummy": declarer.partner().to_string(),
            "tricks": tricks,
            "ns_tricks": play.tricks_won(Side::NorthSouth),
            "ew_tricks": play.tricks_won(Side::EastWest),
            "over": play.is_over(),
        });
        if let Some(s) = next {
            v["next"] = json!({"seat": s.to_string(), "legal": cards_json(play.legal_plays())});
        }
        if let Some((i, card, seat, why)) = &error {
            v["error"] = json!({"index": i, "card": card, "seat": seat.map(|s| s.to_string()), "rule": why});
        }
        writeln!(out, "{v}")?;
    } else {
        writeln!(out, "{contract} by {declarer:#}, dummy {:#}; {:#} leads", declarer.partner(), declarer.lho())?;
        let show = |t: &levee_core::Trick| t.iter().map(|(s, c)| format!("{s} {c}")).collect::<Vec<_>>().join("  ");
        for (n, t) in play.tricks().iter().enumerate() {
            let w = Bridge::trick_winner(t, contract.strain);
            writeln!(out, "{:>2}. {}  -> {w}", n + 1, show(t))?;
        }
        if !play.current_trick().is_empty() {
            writeln!(out, "{:>2}. {}  ...", play.tricks().len() + 1, show(play.current_trick()))?;
        }
        writeln!(out, "tricks: NS {}  EW {}", play.tricks_won(Side::NorthSouth), play.tricks_won(Side::EastWest))?;
        if let Some((i, card, seat, why)) = &error {
            let who = seat.map_or("nobody".into(), |s| format!("{s:#}"));
            writeln!(out, "illegal card #{} ({card} by {who}): {why}", i + 1)?;
        }
        match next {
            Some(s) => {
                let acting = if Some(s) == play.dummy() {
                    format!(" (declarer {:#} plays it)", declarer)
                } else {
                    String::new()
                };
                let legal: Vec<String> = play.legal_plays().iter_desc().map(|c| c.to_string()).collect();
                writeln!(out, "next: {s:#}{acting}; legal: {}", legal.join(" "))?;
            }
            None => {
                let made = i32::from(play.tricks_won(declarer.side())) - i32::from(contract.tricks_needed());
                let res = if made >= 0 {
                    format!("made {}", if made == 0 { "exactly".into() } else { format!("+{made}") })
                } else {
                    format!("down {}", -made)
                };
                writeln!(out, "play over: {contract} by {declarer:#} {res}")?;
            }
        }
    }
    Ok(if error.is_some() { ExitCode::from(2) } else { ExitCode::SUCCESS })
}

#[derive(Args, Debug)]
pub(crate) struct ScoreArgs {
    /// The contract (4S, 3NTX, 6HXX; P for a board passed out, which scores 0), or `-` to read
    /// "CONTRACT DECLARER TRICKS VUL" lines (or "P") from standard input.
    contract: String,
    /// The declarer: N, E, S or W.
    declarer: Option<String>,
    /// Tricks taken by declarer's side, 0 to 13.
    tricks: Option<String>,
    /// Vulnerability: none, ns, ew or all.
    #[arg(long, default_value = "none")]
    vul: String,
    /// Show how the score is made up.
    #[arg(long)]
    explain: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

struct Scored {
    contract: Contract,
    declarer: Seat,
    tricks: u8,
    vul: Vulnerability,
    breakdown: levee_score::Breakdown,
}

impl Scored {
    fn side_and_points(&self) -> (Side, i32) {
        let total = self.breakdown.total();
        let side = self.declarer.side();
        if total >= 0 { (side, total) } else { (side.opponents(), -total) }
    }

    fn ns(&self) -> i32 {
        let t = self.breakdown.total();
        if self.declarer.side() == Side::NorthSouth { t } else { -t }
    }
}

fn score_one(contract: &str, declarer: &str, tricks: &str, vul: &str) -> Result<Scored> {
    let contract: Contract = contract.parse().map_err(|e: levee_core::ParseContractError| bad(e.to_string()))?;
    let declarer = parse_seat(declarer)?;
    let tricks: u8 = tricks.parse().map_err(|_| bad(format!("tricks {tricks:?}: a number from 0 to 13")))?;
    let vul = parse_vul(vul)?;
    let breakdown =
        levee_score::breakdown(contract, vul.is_vulnerable(declarer.side()), tricks).map_err(|e| bad(e.to_string()))?;
    Ok(Scored { contract, declarer, tricks, vul, breakdown })
}

/// A board passed out: `P` (or `Pass`, « passe »).
fn is_pass(word: &str) -> bool {
    matches!(word.to_ascii_lowercase().as_str(), "p" | "pass" | "passe" | "passed")
}

/// Seed 002: « zéro en cas de Passe général ».
fn print_passed_out(out: &mut dyn Write, json: bool) -> Result<()> {
    if json {
        writeln!(out, "{}", json!({"contract": "P", "passed_out": true, "points": 0, "ns": 0}))?;
    } else {
        writeln!(out, "0 (passed out)")?;
    }
    Ok(())
}

fn print_score(out: &mut dyn Write, s: &Scored, json: bool, explain: bool) -> Result<()> {
    let (side, points) = s.side_and_points();
    if json {
        let b = &s.breakdown;
        let v = json!({
            "contract": s.contract.to_string(),
            "declarer": s.declarer.to_string(),
            "tricks": s.tricks,
            "vulnerable": s.vul.pbn(),
            "side": side.code(),
            "points": points,
            "ns": s.ns(),
            "breakdown": {
                "trick_points": b.trick_points, "overtricks": b.overtricks, "insult": b.insult,
                "partscore": b.partscore_bonus, "game": b.game_bonus, "slam": b.slam_bonus,
                "undertricks": b.undertricks,
            },
        });
        writeln!(out, "{v}")?;
    } else {
        writeln!(out, "{side} +{points}")?;
        if explain {
            let vulnerable = s.vul.is_vulnerable(s.declarer.side());
            for line in s.breakdown.explain(s.contract, vulnerable, s.tricks) {
                writeln!(out, "  {line}")?;
            }
        }
    }
    Ok(())
}

pub(crate) fn score(a: &ScoreArgs, out: &mut dyn Write) -> Result<ExitCode> {
    if a.contract == "-" {
        let mut code = ExitCode::SUCCESS;
        for (n, line) in std::io::stdin().lock().lines().enumerate() {
            let line = line?;
            let words: Vec<&str> = line.split_whitespace().collect();
            if words.is_empty() || words[0].starts_with('#') {
                continue;
            }
            let result = match words.as_slice() {
                [p] | [p, _] if is_pass(p) => {
                    print_passed_out(out, a.json)?;
                    continue;
                }
                [c, d, t] => score_one(c, d, t, "none"),
                [c, d, t, v] => score_one(c, d, t, v),
                _ => Err(bad("expected CONTRACT DECLARER TRICKS [VUL], or P for a board passed out")),
            };
            match result {
                Ok(s) => print_score(out, &s, a.json, a.explain)?,
                Err(e) => {
                    eprintln!("levee: line {}: {e}", n + 1);
                    writeln!(out, "error")?;
                    code = ExitCode::from(2);
                }
            }
        }
        return Ok(code);
    }
    if is_pass(&a.contract) {
        if a.declarer.is_some() || a.tricks.is_some() {
            return Err(bad("a board passed out has no declarer and no tricks: levee score P"));
        }
        print_passed_out(out, a.json)?;
        return Ok(ExitCode::SUCCESS);
    }
    let (Some(d), Some(t)) = (&a.declarer, &a.tricks) else {
        return Err(bad("usage: levee score CONTRACT DECLARER TRICKS [--vul none|ns|ew|all], or levee score P"));
    };
    let s = score_one(&a.contract, d, t, &a.vul)?;
    print_score(out, &s, a.json, a.explain)?;
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub(crate) struct ImpsArgs {
    /// The score difference (may be negative).
    #[arg(allow_hyphen_values = true)]
    diff: i32,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

pub(crate) fn imps(a: &ImpsArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let n = levee_score::imps(a.diff);
    if a.json {
        writeln!(out, "{}", json!({"diff": a.diff, "imps": n}))?;
    } else {
        writeln!(out, "{n}")?;
    }
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub(crate) struct VpArgs {
    /// The IMP margin (may be negative or fractional).
    #[arg(allow_hyphen_values = true)]
    imps: f64,
    /// Boards in the match.
    #[arg(long)]
    boards: u32,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

pub(crate) fn vp(a: &VpArgs, out: &mut dyn Write) -> Result<ExitCode> {
    if a.boards == 0 {
        return Err(bad("a match has at least one board"));
    }
    if !a.imps.is_finite() {
        return Err(bad("the IMP margin must be a number"));
    }
    let (x, y) = levee_score::victory_points(a.imps, a.boards);
    if a.json {
        writeln!(out, "{}", json!({"imps": a.imps, "boards": a.boards, "vp": [x, y]}))?;
    } else {
        writeln!(out, "{x:.2} - {y:.2}")?;
    }
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub(crate) struct RubberArgs {
    /// A file with one result a line: "4S N 10", "3NTX E 7", "P" (passed out), optional
    /// honours "H100" / "H150" (for declarer's side, or "H100EW" for a side), "stop" to end
    /// an unfinished rubber; `#` starts a comment. `-` reads standard input.
    file: String,
    /// Use the modern (1987) doubled-undertrick rule instead of the classic table.
    #[arg(long)]
    modern: bool,
    /// Score a rubber left unfinished at the end of the file (300 a game, 100 a part-score).
    #[arg(long)]
    stop: bool,
    /// The stake per hundred points: each loser pays one opponent the stake times the
    /// difference in hundreds (the « tarif »), e.g. 0.5.
    #[arg(long)]
    stake: Option<f64>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn parse_rubber_line(line: &str) -> Result<Option<DealResult>> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if matches!(words.as_slice(), [p] if p.eq_ignore_ascii_case("p") || p.eq_ignore_ascii_case("pass")) {
        return Ok(Some(DealResult { contract: None, tricks: 0, honours: None }));
    }
    let (c, d, t, rest) = match words.as_slice() {
        [c, d, t, rest @ ..] if rest.len() <= 1 => (c, d, t, rest),
        _ => return Err(bad("expected CONTRACT DECLARER TRICKS [H100|H150[NS|EW]] or P")),
    };
    let contract: Contract = c.parse().map_err(|e: levee_core::ParseContractError| bad(e.to_string()))?;
    let declarer = parse_seat(d)?;
    let tricks: u8 = t.parse().map_err(|_| bad(format!("tricks {t:?}: a number from 0 to 13")))?;
    if tricks > 13 {
        return Err(bad(format!("{tricks} tricks: a deal has 13 tricks")));
    }
    let honours = match rest.first() {
        None => None,
        Some(h) => {
            let h = h.to_ascii_uppercase();
            let body = h.strip_prefix('H').ok_or_else(|| bad(format!("honours {h:?}: write H100 or H150")))?;
            let (pts, side) = match body.len() {
                3 => (&body[..3], declarer.side()),
                5 => (
                    &body[..3],
                    match &body[3..] {
                        "NS" => Side::NorthSouth,
                        "EW" => Side::EastWest,
                        s => return Err(bad(format!("honours side {s:?}: NS or EW"))),
                    },
                ),
                _ => return Err(bad(format!("honours {h:?}: write H100, H150, H100NS ..."))),
            };
            let pts: i32 = pts.parse().map_err(|_| bad(format!("honours {h:?}")))?;
            let hon = Honours::from_points(pts, contract.strain)
                .ok_or_else(|| bad(format!("honours of {pts} cannot be held at {}", contract.strain)))?;
            Some((side, hon))
        }
    };
    Ok(Some(DealResult { contract: Some((contract, declarer)), tricks, honours }))
}

fn sheet_json(s: &RubberSheet, stake: Option<f64>) -> Value {
    let t = s.totals();
    let pays = stake.and_then(|st| levee_score::rubber_payment(s, st)).map(|(_, x)| x);
    json!({
        "stake": stake,
        "each_loser_pays": pays,
        "finished": s.is_finished(),
        "games": {"NS": s.games()[Side::NorthSouth], "EW": s.games()[Side::EastWest]},
        "entries": s.entries().iter().map(|e| json!({
            "side": e.side.code(),
            "points": e.points,
            "below": e.is_below(),
            "kind": format!("{:?}", e.kind),
            "deal": e.deal.map(|d| d + 1),
        })).collect::<Vec<_>>(),
        "totals": {"NS": t[Side::NorthSouth], "EW": t[Side::EastWest]},
        "result": s.result_in_hundreds().map(|(side, h)| json!({"winner": side.code(), "hundreds": h})),
    })
}

pub(crate) fn rubber(a: &RubberArgs, out: &mut dyn Write) -> Result<ExitCode> {
    if a.stake.is_some_and(|s| !s.is_finite() || s < 0.0) {
        return Err(bad("--stake: a number of at least 0 (the stake per hundred points)"));
    }
    let text = crate::files::read_text(&a.file)?;
    let options = RubberOptions {
        undertricks: if a.modern { Undertricks::Modern } else { Undertricks::Classic },
        ..RubberOptions::default()
    };
    let mut sheets = vec![RubberSheet::new(options)];
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let at = |e: anyhow::Error| bad(format!("{}: line {}: {e}", a.file, n + 1));
        if sheets.last().is_some_and(RubberSheet::is_finished) {
            sheets.push(RubberSheet::new(options));
        }
        let sheet = sheets.last_mut().expect("one sheet at least");
        if line.eq_ignore_ascii_case("stop") {
            sheet.stop();
            continue;
        }
        let r = parse_rubber_line(line).map_err(at)?.expect("a result");
        sheet.record(&r).map_err(|e| at(bad(e.to_string())))?;
    }
    if a.stop
        && let Some(s) = sheets.last_mut()
    {
        s.stop();
    }
    if sheets.last().is_some_and(|s| s.deals() == 0 && !s.is_finished()) && sheets.len() > 1 {
        sheets.pop();
    }
    if a.json {
        let v: Vec<Value> = sheets.iter().map(|s| sheet_json(s, a.stake)).collect();
        writeln!(out, "{}", json!({"rubbers": v}))?;
        return Ok(ExitCode::SUCCESS);
    }
    for (i, s) in sheets.iter().enumerate() {
        if sheets.len() > 1 {
            writeln!(out, "Rubber {}", i + 1)?;
        }
        write!(out, "{}", render::rubber_sheet(s))?;
        match (s.is_finished(), s.result_in_hundreds()) {
            (false, _) => writeln!(
                out,
                "rubber not finished (games NS {} EW {}); --stop scores it as it stands",
                s.games()[Side::NorthSouth],
                s.games()[Side::EastWest]
            )?,
            (true, Some((side, h))) => {
                let t = s.totals();
                let diff = (t[Side::NorthSouth] - t[Side::EastWest]).abs();
                writeln!(out, "{side} win by {diff} points: {h} (in hundreds)")?;
                if let Some((_, pays)) = a.stake.and_then(|st| levee_score::rubber_payment(s, st)) {
                    let stake = a.stake.unwrap_or_default();
                    writeln!(
                        out,
                        "at {stake:.2} a hundred, each {} player pays {pays:.2} to an {side} player",
                        side.opponents()
                    )?;
                }
            }
            (true, None) => writeln!(out, "a tie")?,
        }
        if i + 1 < sheets.len() {
            writeln!(out)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
