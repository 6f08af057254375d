//! Bridgeote (seed 004) on the command line: `levee auction|replay --game bridgeote`,
//! `levee autoplay --game bridgeote` (four robots, a whole game to 1500) and
//! `levee play --game bridgeote` (you against three robots).

use crate::bad;
use crate::cmd::rng_for;
use anyhow::Result;
use levee_bots::bridgeote::{Bidder, CardPlayer, Settings, Solver};
use levee_core::bridgeote::{
    self, Auction, Bridgeote, Call, Contract, Outcome, Strain, announcement, deal_cut, four_sevens,
};
use levee_core::{BySide, Card, Deal, Hand, Play, Rules, Seat, Side, Suit};
use levee_score::bridgeote::{DealScore, FailedContract, Finish, Match, deal_score};
use rand::Rng;
use serde_json::{Value, json};
use std::io::{BufRead, Write};
use std::process::ExitCode;

/// How a game is scored: to 1500 or three games of 500, and what a failed contract costs.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GameOptions {
    pub(crate) three_games: bool,
    pub(crate) failed: FailedContract,
    pub(crate) finish: Finish,
}

pub(crate) fn parse_finish(s: &str) -> Result<Finish> {
    match s {
        "above" => Ok(Finish::Above),
        "reach" => Ok(Finish::Reach),
        _ => Err(bad(format!("unknown --finish {s:?}: above (a total above 1500 wins) or reach (1500 wins)"))),
    }
}

pub(crate) fn parse_failed(s: &str) -> Result<FailedContract> {
    match s {
        "own-points" => Ok(FailedContract::OwnPoints),
        "all-to-defenders" | "belote" => Ok(FailedContract::AllToDefenders),
        _ => Err(bad(format!("unknown --failed {s:?}: own-points (levee's reading of seed 004) or all-to-defenders"))),
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
    failed: FailedContract,
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
    let pts = bridgeote::points(&play);
    let score = play.is_over().then(|| deal_score(contract, &play, failed));
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

/// Who sits where: robots everywhere, or one person.
struct Table<'a> {
    person: Option<Seat>,
    lines: Option<&'a mut dyn Iterator<Item = std::io::Result<String>>>,
    /// Milliseconds the card robot took for each card it chose (one legal card excluded).
    card_ms: Vec<f64>,
}

/// One deal: deal, auction, (cancel), play, score. `None` for a deal thrown in or cancelled.
#[allow(clippy::too_many_arguments)]
fn one_deal(
    n: u32,
    dealer: Seat,
    rng: &mut impl Rng,
    bidder: &Bidder,
    player: &CardPlayer,
    solver: &mut Solver,
    table: &mut Table<'_>,
    opts: GameOptions,
    out: &mut dyn Write,
) -> Result<Option<Option<DealScore>>> {
    let mut deck: Vec<Card> = Bridgeote::DECK.iter().collect();
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.random_range(0..=i));
    }
    let cut = rng.random_range(1..deck.len());
    let deal = deal_cut(&deck, cut, dealer);
    writeln!(out, "Deal {n}   Dealer {dealer:#}   (cut by {:#}, dealt 3-2-3)", dealer.rho())?;
    match table.person {
        Some(me) => writeln!(out, "your hand ({me:#}): {}", hand_text(deal.hand(me), None))?,
        None => {
            for s in Seat::ALL {
                writeln!(out, "  {s}: {}", hand_text(deal.hand(s), None))?;
            }
        }
    }
    let mut auction = Auction::new(dealer);
    let sevens = four_sevens(&deal).filter(|s| Some(*s) == table.person);
    if sevens.is_some() {
        writeln!(
            out,
            "you hold the four sevens: type 'annul' at any call, or before the first trick ends, to cancel the deal"
        )?;
    }
    while let Some(seat) = auction.to_call() {
        if Some(seat) == table.person {
            let Some(word) = ask(table, out, &format!("your call ({}):", legal_calls_text(&auction)))? else {
                return Ok(None);
            };
            // Seed 004: « même après les enchères »: during them too.
            if word.eq_ignore_ascii_case("annul") && sevens == Some(seat) {
                writeln!(out, "you show the four sevens: the deal is cancelled")?;
                return Ok(Some(None));
            }
            if word == "hint" || word == "robot" {
                let e = bidder.call(&auction, deal.hand(seat), solver);
                writeln!(out, "{word}: {:#} — {}", e.call, e.meaning)?;
                if word == "hint" || auction.call(e.call).is_ok() {
                    continue;
                }
                auction.call(Call::Pass).expect("a pass is legal");
                continue;
            }
            match auction
                .parse_call(&word)
                .map_err(|e| e.to_string())
                .and_then(|c| auction.call(c).map_err(|e| e.to_string()))
            {
                Ok(()) => {}
                Err(e) => writeln!(out, "{e}")?,
            }
        } else {
            let e = bidder.call(&auction, deal.hand(seat), solver);
            let call = if auction.call(e.call).is_ok() {
                e.call
            } else {
                auction.call(Call::Pass).expect("a pass is legal");
                Call::Pass
            };
            let mark = auction.marks().last().copied().flatten().map(|m| format!("(+{m})")).unwrap_or_default();
            writeln!(out, "{seat:#}: {call:#}{mark}   [{}]", e.meaning)?;
        }
    }
    writeln!(out, "auction: {}", auction_text(&auction))?;
    let Some(Outcome::Contract(contract)) = auction.outcome() else {
        writeln!(out, "four passes: the deal is thrown in; the next player deals")?;
        return Ok(Some(None));
    };
    writeln!(out, "contract: {}", contract_text(&contract, auction.opening_leader()))?;
    if let Some(s) = four_sevens(&deal) {
        if Some(s) != table.person {
            writeln!(out, "{s:#} shows the four sevens and cancels the deal (seed 004)")?;
            return Ok(Some(None));
        }
        writeln!(out, "you still hold the four sevens: type 'annul' before the first trick ends to cancel the deal")?;
    }
    let mut play = auction.play(deal, &contract);
    while let Some(seat) = play.to_play() {
        let card = if Some(seat) == table.person {
            let legal: Vec<String> = play.legal_plays().iter().map(|c| c.to_string()).collect();
            let shown = hand_text(play.hand(seat), Some(play.strain()));
            // The whole auction stays in view until the end of the deal (seed 004).
            let prompt =
                format!("auction: {}\nyour hand: {shown}\nyour card ({}):", auction_text(&auction), legal.join(" "));
            let Some(word) = ask(table, out, &prompt)? else {
                return Ok(None);
            };
            let lower = word.to_ascii_lowercase();
            if lower == "annul" && four_sevens(&deal) == Some(seat) && play.tricks().is_empty() {
                writeln!(out, "you show the four sevens: the deal is cancelled")?;
                return Ok(Some(None));
            }
            if lower == "hint" {
                let ch = player.choose(&play, solver);
                writeln!(out, "hint: {} (average over {} layouts: {})", ch.card, ch.layouts, values_text(&ch.values))?;
                continue;
            }
            if lower == "robot" {
                player.choose(&play, solver).card
            } else {
                match word
                    .parse::<Card>()
                    .map_err(|e| e.to_string())
                    .and_then(|c| play.check(c).map(|()| c).map_err(|e| e.to_string()))
                {
                    Ok(c) => c,
                    Err(e) => {
                        writeln!(out, "{e}")?;
                        continue;
                    }
                }
            }
        } else {
            let t = std::time::Instant::now();
            let many = play.legal_plays().len() > 1;
            let c = player.choose(&play, solver).card;
            if many {
                table.card_ms.push(t.elapsed().as_secs_f64() * 1000.0);
            }
            c
        };
        let said = announcement(&play, seat, card);
        let done = play.tricks().len();
        play.try_play(card).expect("checked");
        let say = said.map(|w| format!(" \"{w}\"")).unwrap_or_default();
        writeln!(out, "{seat:#}: {card}{say}")?;
        if let Some(t) = play.tricks().get(done) {
            writeln!(out, "  trick {}: {}", done + 1, trick_line(t, &play))?;
        }
    }
    let s = deal_score(contract, &play, opts.failed);
    writeln!(out, "{s}")?;
    Ok(Some(Some(s)))
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

fn ask(table: &mut Table<'_>, out: &mut dyn Write, prompt: &str) -> Result<Option<String>> {
    loop {
        writeln!(out, "{prompt}")?;
        out.flush()?;
        let Some(lines) = table.lines.as_mut() else { return Ok(None) };
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
    max_deals: u32,
    table: &mut Table<'_>,
    out: &mut dyn Write,
) -> Result<ExitCode> {
    let (mut rng, seed) = rng_for(seed);
    writeln!(out, "seed {seed} (--seed {seed} replays this game)")?;
    let bidder = Bidder { samples: 0, seed };
    let player = CardPlayer::new(Settings { samples, seed });
    let mut solver = Solver::new();
    let mut m = if opts.three_games { Match::three_games() } else { Match::to_1500() }.with_finish(opts.finish);
    let mut dealer = Seat::North;
    let mut deals = 0;
    let start = std::time::Instant::now();
    while m.winner().is_none() && deals < max_deals {
        deals += 1;
        let Some(result) = one_deal(deals, dealer, &mut rng, &bidder, &player, &mut solver, table, opts, out)? else {
            writeln!(out, "{}", m.draw())?;
            return Ok(ExitCode::SUCCESS);
        };
        m.record(result);
        let totals = m.games().last().map_or(BySide::default(), levee_score::bridgeote::GameSheet::totals);
        writeln!(out, "totals: NS {}  EW {}\n", totals[Side::NorthSouth], totals[Side::EastWest])?;
        dealer = dealer.lho();
    }
    writeln!(out, "score sheet")?;
    write!(out, "{}", m.draw())?;
    match m.winner() {
        Some(w) => writeln!(out, "{w} win the game after {deals} deals")?,
        None => writeln!(out, "no winner after {deals} deals (--max-deals)")?,
    }
    writeln!(out, "time: {:.1} s", start.elapsed().as_secs_f64())?;
    let mut ms = table.card_ms.clone();
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
    run_game(seed, samples, opts, max_deals, &mut Table { person: None, lines: None, card_ms: Vec::new() }, out)
}

/// `levee play --game bridgeote`: you at one seat, robots at the others, to the end of the game.
pub(crate) fn play(
    seed: Option<u64>,
    me: Seat,
    samples: usize,
    opts: GameOptions,
    out: &mut dyn Write,
) -> Result<ExitCode> {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    writeln!(
        out,
        "Bridgeote (seed 004): calls such as 80S, 110TA, 120SA, CAPOTH, P, X, XX; cards such as SJ, H9; 'hint', 'quit'"
    )?;
    run_game(
        seed,
        samples,
        opts,
        u32::MAX,
        &mut Table { person: Some(me), lines: Some(&mut lines), card_ms: Vec::new() },
        out,
    )
}
