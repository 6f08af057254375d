//! Bridgeote (seed 004) on the command line: `levee auction|replay --game bridgeote`,
//! `levee autoplay --game bridgeote` (four robots, a whole game to 1500) and
//! `levee play --game bridgeote` (you against three robots).

use crate::bad;
use crate::game::rng_for;
use anyhow::Result;
use levee_core::bridgeote::{self, Auction, Bridgeote, Call, CapotValue, Contract, Outcome, Strain, announcement};
use levee_core::{BySide, Card, Deal, Hand, Phase, Play, Rules, Seat, Side, Suit};
use levee_score::bridgeote::{Counting, FailedContract, Finish, deal_score};
use levee_table::{AnyRound, Config, Dealing, Event, Intention, Notice, Robots, Scoring, Table, Viewer};
use serde_json::{Value, json};
use std::io::{BufRead, Write};
use std::process::ExitCode;

/// Bridgeote's options on the command line (`levee play` and `levee autoplay`).
#[derive(clap::Args, Debug)]
pub(crate) struct BridgeoteArgs {
    /// Bridgeote: three games of 500 instead of one game to 1500.
    #[arg(long)]
    three_games: bool,
    /// Bridgeote: what a failed undoubled contract scores: own-points or all-to-defenders.
    #[arg(long, default_value = "own-points")]
    failed: String,
    /// Bridgeote: which total wins: above (more than 1500, or 500, as the rules say) or reach.
    #[arg(long, default_value = "above")]
    finish: String,
    /// Bridgeote: what a capot is worth: table (250, 350 as the rules print it) or
    /// last-trick-100 (the cards and 100 for the last trick: 252, 348, 340).
    #[arg(long, default_value = "table")]
    capot: String,
}

impl BridgeoteArgs {
    /// The options, read.
    pub(crate) fn options(&self) -> Result<GameOptions> {
        Ok(GameOptions {
            three_games: self.three_games,
            failed: parse_failed(&self.failed)?,
            finish: parse_finish(&self.finish)?,
            capot: parse_capot(&self.capot)?,
        })
    }
}

/// How a game is scored: to 1500 or three games of 500, and what a failed contract costs.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GameOptions {
    pub(crate) three_games: bool,
    pub(crate) failed: FailedContract,
    pub(crate) finish: Finish,
    pub(crate) capot: CapotValue,
}

pub(crate) fn parse_finish(s: &str) -> Result<Finish> {
    match s {
        "above" => Ok(Finish::Above),
        "reach" => Ok(Finish::Reach),
        _ => Err(bad(format!("unknown --finish {s:?}: above (a total above 1500 wins) or reach (1500 wins)"))),
    }
}

pub(crate) fn parse_capot(s: &str) -> Result<CapotValue> {
    match s {
        "table" => Ok(CapotValue::Table),
        "last-trick-100" => Ok(CapotValue::LastTrick100),
        _ => Err(bad(format!(
            "unknown --capot {s:?}: table (250, 350: the rules' values) or last-trick-100 (the cards and 100)"
        ))),
    }
}

pub(crate) fn parse_failed(s: &str) -> Result<FailedContract> {
    match s {
        "own-points" => Ok(FailedContract::OwnPoints),
        "all-to-defenders" | "belote" => Ok(FailedContract::AllToDefenders),
        _ => {
            Err(bad(format!("unknown --failed {s:?}: own-points (the rules as levee reads them) or all-to-defenders")))
        }
    }
}

/// A suit's cards in the strain's order of power (trumps J 9 A 10 K Q 8 7).
fn suit_cards(hand: Hand, suit: Suit, strain: Option<Strain>) -> String {
    let trumps = strain.is_some_and(|s| s.ranks_as_trumps(suit));
    let mut cards: Vec<Card> = hand.in_suit(suit).iter().collect();
    cards.sort_by_key(|c| core::cmp::Reverse(bridgeote::power(c.rank(), trumps)));
    let ranks: Vec<String> = cards.iter().map(|c| format!("{:#}", c.rank())).collect();
    format!("{} {}", suit.symbol(), if ranks.is_empty() { "—".to_string() } else { ranks.join(" ") })
}

/// A hand on one line, colours alternating (♠ ♥ ♣ ♦), each suit in its order of power.
pub(crate) fn hand_text(hand: Hand, strain: Option<Strain>) -> String {
    [Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds]
        .iter()
        .map(|&s| suit_cards(hand, s, strain))
        .collect::<Vec<_>>()
        .join("  ")
}

/// The auction as the "enchères muettes" show it: each bid with its +1/+2/+3 mark.
pub(crate) fn auction_text(a: &Auction) -> String {
    let marks = a.marks();
    a.calls_by_seat()
        .zip(marks)
        .map(|((s, c), m)| match (c, m) {
            (Call::Bid(_), Some(m)) => format!("{s}:{c:#}(+{m})"),
            _ => format!("{s}:{c:#}"),
        })
        .collect::<Vec<_>>()
        .join(" – ")
}

fn outcome_text(a: &Auction) -> String {
    match a.outcome() {
        None => format!("auction not over: {:#} to call", a.to_call().unwrap_or(a.dealer())),
        Some(Outcome::ThrownIn) => "four passes: the deal is thrown in".to_string(),
        Some(Outcome::Contract(c)) => contract_text(&c, a.opening_leader()),
    }
}

fn contract_text(c: &Contract, leader: Seat) -> String {
    let need = match c.bid.required() {
        Some(p) => format!("{p} points"),
        None => "every trick".to_string(),
    };
    format!("{c:#} ({} to make {need}; {leader:#} leads)", c.side())
}

/// `levee auction --game bridgeote`.
pub(crate) fn auction(dealer: Seat, calls: &str, json_out: bool, out: &mut dyn Write) -> Result<ExitCode> {
    let a = match Auction::from_calls(dealer, calls) {
        Ok(a) => a,
        Err((i, e)) => {
            if json_out {
                writeln!(out, "{}", json!({"error": e, "index": i - 1}))?;
            } else {
                writeln!(out, "illegal call #{i}: {e}")?;
            }
            return Ok(ExitCode::from(2));
        }
    };
    if json_out {
        let marks = a.marks();
        let calls: Vec<Value> = a
            .calls_by_seat()
            .zip(marks)
            .map(|((s, c), m)| json!({"seat": s.to_string(), "call": c.to_string(), "mark": m}))
            .collect();
        let mut v = json!({"game": "bridgeote", "dealer": dealer.to_string(), "calls": calls, "complete": a.is_over()});
        match a.outcome() {
            Some(Outcome::ThrownIn) => v["thrown_in"] = json!(true),
            Some(Outcome::Contract(c)) => {
                v["contract"] = json!(format!("{}{}", c.bid, c.doubling.suffix()));
                v["declarer"] = json!(c.declarer.to_string());
                v["required"] = json!(c.bid.required());
                v["leader"] = json!(a.opening_leader().to_string());
            }
            None => {
                v["next"] = json!(a.to_call().map(|s| s.to_string()));
                v["legal"] = json!(a.legal_calls().iter().map(ToString::to_string).collect::<Vec<_>>());
            }
        }
        writeln!(out, "{v}")?;
    } else {
        if !a.calls().is_empty() {
            writeln!(out, "{}", auction_text(&a))?;
        }
        writeln!(out, "{}", outcome_text(&a))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn trick_line(t: &levee_core::Trick, play: &Play<Bridgeote>) -> String {
    let strain = play.strain();
    let cards: Vec<String> = t.iter().map(|(s, c)| format!("{s} {c}")).collect();
    let mut line = cards.join("  ");
    if t.is_complete() {
        let w = Bridgeote::trick_winner(t, strain);
        line.push_str(&format!("  -> {w} ({} pts)", bridgeote::trick_points(t, strain)));
    }
    line
}

/// `levee replay --game bridgeote`.
pub(crate) fn replay(
    deal: &str,
    dealer: Seat,
    calls: &str,
    cards: &str,
    counting: Counting,
    json_out: bool,
    out: &mut dyn Write,
) -> Result<ExitCode> {
    let deal: Deal<Bridgeote> = deal.parse().map_err(|e| bad(format!("bad Bridgeote deal {deal:?}: {e}")))?;
    let a = match Auction::from_calls(dealer, calls) {
        Ok(a) => a,
        Err((i, e)) => {
            writeln!(out, "illegal call #{i}: {e}")?;
            return Ok(ExitCode::from(2));
        }
    };
    let Some(Outcome::Contract(contract)) = a.outcome() else {
        return Err(bad(format!("the auction must end in a contract to replay the play ({})", outcome_text(&a))));
    };
    let mut play = a.play(deal, &contract);
    let mut said: Vec<(usize, Seat, &'static str)> = Vec::new();
    let mut error = None;
    for (i, word) in cards.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).enumerate() {
        let seat = play.to_play();
        let card: Card = match word.parse() {
            Ok(c) => c,
            Err(e) => {
                error = Some((i, word.to_string(), seat, format!("{e}")));
                break;
            }
        };
        let ann = seat.and_then(|s| announcement(&play, s, card));
        if let Err(e) = play.try_play(card) {
            error = Some((i, word.to_string(), seat, e.to_string()));
            break;
        }
        if let (Some(s), Some(w)) = (seat, ann) {
            said.push((i, s, w));
        }
    }
    let pts = bridgeote::points_with(&play, counting.capot);
    let score = play.is_over().then(|| deal_score(contract, &play, counting));
    if json_out {
        let strain = play.strain();
        let mut tricks: Vec<Value> = play
            .tricks()
            .iter()
            .map(|t| {
                json!({
                    "leader": t.leader().to_string(),
                    "cards": t.iter().map(|(_, c)| c.to_string()).collect::<Vec<_>>(),
                    "winner": Bridgeote::trick_winner(t, strain).to_string(),
                    "points": bridgeote::trick_points(t, strain),
                })
            })
            .collect();
        if !play.current_trick().is_empty() {
            let t = play.current_trick();
            tricks.push(json!({"leader": t.leader().to_string(), "cards": t.iter().map(|(_, c)| c.to_string()).collect::<Vec<_>>()}));
        }
        let mut v = json!({
            "game": "bridgeote",
            "contract": format!("{}{}", contract.bid, contract.doubling.suffix()),
            "declarer": contract.declarer.to_string(),
            "tricks": tricks,
            "announcements": said.iter().map(|(i, s, w)| json!({"index": i, "seat": s.to_string(), "says": w})).collect::<Vec<_>>(),
            "points": {"NS": pts[Side::NorthSouth], "EW": pts[Side::EastWest]},
            "over": play.is_over(),
        });
        if let Some(s) = play.to_play() {
            v["next"] = json!({"seat": s.to_string(), "legal": play.legal_plays().iter().map(|c| c.to_string()).collect::<Vec<_>>()});
        }
        if let Some(sc) = score {
            v["made"] = json!(sc.made);
            v["score"] = json!({"NS": sc.score[Side::NorthSouth], "EW": sc.score[Side::EastWest]});
        }
        if let Some((i, card, seat, why)) = &error {
            v["error"] = json!({"index": i, "card": card, "seat": seat.map(|s| s.to_string()), "rule": why});
        }
        writeln!(out, "{v}")?;
    } else {
        writeln!(out, "{}", auction_text(&a))?;
        writeln!(out, "{}", contract_text(&contract, a.opening_leader()))?;
        for (n, t) in play.tricks().iter().enumerate() {
            writeln!(out, "{:>2}. {}", n + 1, trick_line(t, &play))?;
        }
        if !play.current_trick().is_empty() {
            writeln!(out, "{:>2}. {}  ...", play.tricks().len() + 1, trick_line(play.current_trick(), &play))?;
        }
        for (i, s, w) in &said {
            writeln!(out, "card #{}: {s:#} says \"{w}\"", i + 1)?;
        }
        writeln!(out, "points: NS {}  EW {}", pts[Side::NorthSouth], pts[Side::EastWest])?;
        if let Some((i, card, seat, why)) = &error {
            let who = seat.map_or("nobody".into(), |s| format!("{s:#}"));
            writeln!(out, "illegal card #{} ({card} by {who}): {why}", i + 1)?;
        }
        match (play.to_play(), score) {
            (Some(s), _) => {
                let legal: Vec<String> = play.legal_plays().iter().map(|c| c.to_string()).collect();
                writeln!(out, "next: {s:#}; legal: {}", legal.join(" "))?;
            }
            (None, Some(sc)) => writeln!(out, "{sc}")?,
            (None, None) => {}
        }
    }
    Ok(if error.is_some() { ExitCode::from(2) } else { ExitCode::SUCCESS })
}

/// Who sits where (robots everywhere, or one person), and the robots' time.
struct Seating<'a> {
    person: Option<Seat>,
    lines: Option<&'a mut dyn Iterator<Item = std::io::Result<String>>>,
    /// Milliseconds the card robot took for each card it chose (one legal card excluded).
    card_ms: Vec<f64>,
}

/// The Bridgeote auction of the deal in progress.
fn auction_of(table: &Table) -> &Auction {
    match table.round() {
        AnyRound::Bridgeote(r) => r.bidding(),
        _ => unreachable!("a Bridgeote table"),
    }
}

/// One deal: the auction, (the four sevens), the play, the score. `None` when the person
/// quits; `Some(())` when the deal is over (played, thrown in or cancelled).
fn one_deal(table: &mut Table, robots: &Robots, seating: &mut Seating<'_>, out: &mut dyn Write) -> Result<Option<()>> {
    let n = table.board();
    let dealer = table.round().dealer();
    writeln!(out, "Deal {n}   Dealer {dealer:#}   (cut by {:#}, dealt 3-2-3)", dealer.rho())?;
    match seating.person {
        Some(me) => writeln!(out, "your hand ({me:#}): {}", hand_text(table.round().hand(me), None))?,
        None => {
            for s in Seat::ALL {
                writeln!(out, "  {s}: {}", hand_text(table.round().hand(s), None))?;
            }
        }
    }
    let person = seating.person;
    let sevens = table.round().may_cancel().filter(|s| Some(*s) == person);
    if sevens.is_some() {
        writeln!(
            out,
            "you hold the four sevens: type 'annul' at any call, or before the first trick ends, to cancel the deal"
        )?;
    }
    let apply = |table: &mut Table, ev: &Event| table.apply(ev).map(drop).map_err(|e| bad(e.to_string()));
    while table.round().phase() == Phase::Auction {
        let seat = table.round().to_act().expect("a seat to call");
        if Some(seat) == person {
            let legal = legal_calls_text(auction_of(table));
            let Some(word) = ask(seating, out, &format!("your call ({legal}):"))? else {
                return Ok(None);
            };
            // Seed 004: « même après les enchères »: during them too.
            if word.eq_ignore_ascii_case("annul") && table.round().may_cancel() == Some(seat) {
                apply(table, &Event::Annulled { seat })?;
                writeln!(out, "you show the four sevens: the deal is cancelled")?;
                return Ok(Some(()));
            }
            if word == "hint" || word == "robot" {
                let Some(c) = table.robot_choice(seat, robots) else { continue };
                if let Event::Called { call, .. } = &c.event {
                    writeln!(out, "{word}: {call:#} — {}", c.why)?;
                }
                if word == "robot" {
                    apply(table, &c.event)?;
                }
                continue;
            }
            match table.event_for(seat, &Intention::Call { call: word }) {
                Ok(ev) => apply(table, &ev)?,
                Err(e) => writeln!(out, "{e}")?,
            }
        } else {
            crate::game::wait_pace(table, out);
            let Some(c) = table.robot_choice(seat, robots) else { break };
            apply(table, &c.event)?;
            let shown = table.view(Viewer::Spectator).auction.last().map(|x| x.call.clone()).unwrap_or_default();
            writeln!(out, "{seat:#}: {shown}   [{}]", c.why)?;
        }
    }
    writeln!(out, "auction: {}", auction_text(auction_of(table)))?;
    let AnyRound::Bridgeote(r) = table.round() else { unreachable!("a Bridgeote table") };
    let Some(contract) = r.settled_contract() else {
        writeln!(out, "four passes: the deal is thrown in; the next player deals")?;
        return Ok(Some(()));
    };
    writeln!(out, "contract: {}", contract_text(&contract, auction_of(table).opening_leader()))?;
    if let Some(s) = table.round().may_cancel() {
        if Some(s) != person {
            apply(table, &Event::Annulled { seat: s })?;
            writeln!(out, "{s:#} shows the four sevens and cancels the deal")?;
            return Ok(Some(()));
        }
        writeln!(out, "you still hold the four sevens: type 'annul' before the first trick ends to cancel the deal")?;
    }
    while table.round().phase() == Phase::Play {
        let seat = table.round().to_act().expect("a seat to play");
        let ev = if Some(seat) == person {
            let legal: Vec<String> = table.round().legal_cards().iter().map(|c| c.to_string()).collect();
            let strain = table.round().trump_strain();
            let shown = hand_text(table.round().hand(seat), strain);
            // The whole auction stays in view until the end of the deal (seed 004).
            let prompt = format!(
                "auction: {}\nyour hand: {shown}\nyour card ({}):",
                auction_text(auction_of(table)),
                legal.join(" ")
            );
            let Some(word) = ask(seating, out, &prompt)? else {
                return Ok(None);
            };
            let lower = word.to_ascii_lowercase();
            if lower == "annul" && table.round().may_cancel() == Some(seat) {
                apply(table, &Event::Annulled { seat })?;
                writeln!(out, "you show the four sevens: the deal is cancelled")?;
                return Ok(Some(()));
            }
            if lower == "hint" {
                if let Some(c) = table.robot_choice(seat, robots)
                    && let Event::Played { card, .. } = c.event
                {
                    writeln!(out, "hint: {card} (average over {}: {})", c.why, values_text(&c.values))?;
                }
                continue;
            }
            if lower == "robot" {
                table.robot_choice(seat, robots).map(|c| c.event).ok_or_else(|| bad("nothing to play"))?
            } else {
                match table.event_for(seat, &Intention::Card { card: word }) {
                    Ok(ev) => ev,
                    Err(e) => {
                        writeln!(out, "{e}")?;
                        continue;
                    }
                }
            }
        } else {
            crate::game::wait_pace(table, out);
            let t = std::time::Instant::now();
            let many = table.round().legal_cards().len() > 1;
            let c = table.robot_choice(seat, robots).ok_or_else(|| bad("a robot has no card"))?;
            if many {
                seating.card_ms.push(t.elapsed().as_secs_f64() * 1000.0);
            }
            c.event
        };
        let notices = table.apply(&ev).map_err(|e| bad(e.to_string()))?;
        let mut said = String::new();
        for n in &notices {
            if let Notice::Said { words, .. } = n {
                said = format!(" \"{words}\"");
            }
        }
        for n in notices {
            match n {
                Notice::Played { seat, card, .. } => writeln!(out, "{seat:#}: {card}{said}")?,
                Notice::Trick { number, trick, .. } => {
                    let cards: Vec<String> =
                        trick.cards.iter().enumerate().map(|(i, c)| format!("{} {c}", trick.leader.add(i))).collect();
                    let w = trick.winner.unwrap_or(trick.leader);
                    let strain = contract.bid.strain;
                    let pts: u32 = trick.cards.iter().map(|c| bridgeote::card_points(*c, strain)).sum();
                    writeln!(out, "  trick {number}: {}  -> {w} ({pts} pts)", cards.join("  "))?;
                }
                _ => {}
            }
        }
    }
    if let Some(s) = table.finished().last().and_then(|f| f.belote) {
        writeln!(out, "{s}")?;
    }
    Ok(Some(()))
}

fn values_text(v: &[(Card, f64)]) -> String {
    v.iter().map(|(c, x)| format!("{c} {x:+.0}")).collect::<Vec<_>>().join(", ")
}

fn legal_calls_text(a: &Auction) -> String {
    let legal = a.legal_calls();
    let mut shown: Vec<String> = legal.iter().take(10).map(|c| format!("{c:#}")).collect();
    if legal.len() > 10 {
        shown.push("...".into());
    }
    shown.join(" ")
}

fn ask(seating: &mut Seating<'_>, out: &mut dyn Write, prompt: &str) -> Result<Option<String>> {
    loop {
        writeln!(out, "{prompt}")?;
        out.flush()?;
        let Some(lines) = seating.lines.as_mut() else { return Ok(None) };
        let Some(line) = lines.next() else {
            return Err(bad("input ended before the game was over"));
        };
        let w = line?.trim().to_string();
        if w.eq_ignore_ascii_case("quit") {
            return Ok(None);
        }
        if !w.is_empty() {
            return Ok(Some(w));
        }
    }
}

fn run_game(
    seed: Option<u64>,
    samples: usize,
    opts: GameOptions,
    pace: levee_table::Pace,
    max_deals: u32,
    seating: &mut Seating<'_>,
    out: &mut dyn Write,
) -> Result<ExitCode> {
    let (_, seed) = rng_for(seed);
    writeln!(out, "seed {seed} (--seed {seed} replays this game)")?;
    let scoring = if opts.three_games { Scoring::ThreeGames } else { Scoring::Game1500 };
    let mut config = Config::new(levee_core::Variant::Bridgeote, scoring, true, seed);
    config.robots_wait = false;
    config.dealing = Dealing::Stream;
    config.options.failed = opts.failed;
    config.options.finish = opts.finish;
    config.options.capot = opts.capot;
    config.pace = pace;
    let mut table = Table::new(config).map_err(|e| bad(e.to_string()))?;
    if let Some(me) = seating.person {
        table
            .apply(&Event::Sat { seat: me, token: String::new(), name: "you".into() })
            .map_err(|e| bad(e.to_string()))?;
    }
    let robots = crate::game::robots(samples, 2.0, 10.0);
    let start = std::time::Instant::now();
    let draw = |t: &Table| t.session().belote().map(levee_score::bridgeote::Match::draw).unwrap_or_default();
    loop {
        if one_deal(&mut table, &robots, seating, out)?.is_none() {
            writeln!(out, "{}", draw(&table))?;
            return Ok(ExitCode::SUCCESS);
        }
        let m = table.session().belote().expect("a Bridgeote game");
        let totals = m.games().last().map_or(BySide::default(), levee_score::bridgeote::GameSheet::totals);
        writeln!(out, "totals: NS {}  EW {}\n", totals[Side::NorthSouth], totals[Side::EastWest])?;
        if table.is_over() || table.board() >= max_deals {
            break;
        }
        table.apply(&Event::NextBoard).map_err(|e| bad(e.to_string()))?;
    }
    let deals = table.board();
    writeln!(out, "score sheet")?;
    write!(out, "{}", draw(&table))?;
    match table.session().belote().and_then(levee_score::bridgeote::Match::winner) {
        Some(w) => writeln!(out, "{w} win the game after {deals} deals")?,
        None => writeln!(out, "no winner after {deals} deals (--max-deals)")?,
    }
    writeln!(out, "time: {:.1} s", start.elapsed().as_secs_f64())?;
    let mut ms = seating.card_ms.clone();
    if !ms.is_empty() {
        ms.sort_by(f64::total_cmp);
        let mean = ms.iter().sum::<f64>() / ms.len() as f64;
        writeln!(
            out,
            "robot cards (with a choice): {}, median {:.1} ms, mean {:.1} ms, p90 {:.1} ms, max {:.1} ms ({samples} layouts a card)",
            ms.len(),
            ms[ms.len() / 2],
            mean,
            ms[ms.len() * 9 / 10],
            ms[ms.len() - 1]
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `levee autoplay --game bridgeote`: four robots play a whole game and print the sheet.
pub(crate) fn autoplay(
    seed: Option<u64>,
    samples: usize,
    opts: GameOptions,
    max_deals: u32,
    out: &mut dyn Write,
) -> Result<ExitCode> {
    let seating = &mut Seating { person: None, lines: None, card_ms: Vec::new() };
    run_game(seed, samples, opts, levee_table::Pace::NONE, max_deals, seating, out)
}

/// `levee play --game bridgeote`: you at one seat, robots at the others, to the end of the game.
pub(crate) fn play(
    seed: Option<u64>,
    me: Seat,
    samples: usize,
    opts: GameOptions,
    pace: levee_table::Pace,
    out: &mut dyn Write,
) -> Result<ExitCode> {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    writeln!(
        out,
        "Bridgeote: calls such as 80S, 110TA, 120SA, CAPOTH, P, X, XX; cards such as SJ, H9; 'hint', 'quit'"
    )?;
    run_game(
        seed,
        samples,
        opts,
        pace,
        u32::MAX,
        &mut Seating { person: Some(me), lines: Some(&mut lines), card_ms: Vec::new() },
        out,
    )
}
