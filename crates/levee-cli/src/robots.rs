//! Robots on the command line: `levee play` (a person against three robots) and
//! `levee autoplay` (robots at every seat, measured against par and against a baseline).

use crate::cmd::rng_for;
use crate::{bad, render};
use anyhow::Result;
use clap::Args;
use levee_bots::bidding::{Shape, call_symbol};
use levee_bots::{Bidder, CardPlayer, Settings};
use levee_core::{
    Auction, AuctionResult, Board, Bridge, Call, Card, Deal, Game, Phase, Play, Rules, Seat, Side, Strain, TrickTable,
    Vulnerability,
};
use levee_dds::{Position, Solver};
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The robots at a table.
pub(crate) struct Robots {
    pub(crate) bidder: Bidder,
    pub(crate) player: CardPlayer,
    /// What the players have told of their hands when there is no auction to read
    /// (minibridge's announcements).
    told: std::cell::Cell<Option<[Shape; 4]>>,
}

impl Robots {
    /// `time_per_card`: seconds after which the card robot stops sampling once it has solved
    /// its minimum; `max_time`: the hard budget per card.
    pub(crate) fn new(samples: usize, seed: u64, time_per_card: f64, max_time: f64) -> Robots {
        Robots {
            bidder: Bidder::new(),
            player: CardPlayer::new(Settings {
                samples,
                seed,
                time_per_card: Duration::from_secs_f64(time_per_card),
                max_time_per_card: Duration::from_secs_f64(max_time.max(time_per_card)),
                ..Settings::default()
            }),
            told: std::cell::Cell::new(None),
        }
    }

    fn shown(&self, auction: &Auction) -> [Shape; 4] {
        self.told.get().unwrap_or_else(|| self.bidder.read(auction).shown)
    }
}

/// The result of one board at one table.
struct Played {
    auction: Auction,
    result: Option<AuctionResult>,
    tricks: u8,
    ns_score: i32,
    call_time: Duration,
    calls: usize,
    card_time: Duration,
    cards_chosen: usize,
    card_ms: Vec<f64>,
}

/// Robots bid and play a deal; `baseline` seats play the simple robot's cards.
fn robot_board(robots: &Robots, deal: &Deal, board: Board, baseline: Option<Side>) -> Played {
    let mut game = Game::new(*deal, board.dealer(), board.vulnerability());
    let t = Instant::now();
    let mut calls = 0;
    while game.phase() == Phase::Auction {
        let seat = game.to_act().expect("a seat to call");
        let e = robots.bidder.call(game.auction(), deal.hand(seat));
        if game.call(seat, e.call).is_err() {
            let _ = game.call(seat, Call::Pass);
        }
        calls += 1;
    }
    let call_time = t.elapsed();
    let shown = robots.shown(game.auction());
    let mut card_time = Duration::ZERO;
    let mut cards_chosen = 0;
    let mut card_ms = Vec::new();
    while game.phase() == Phase::Play {
        let play = game.play().expect("play");
        let actor = game.to_act().expect("a seat to act");
        if levee_bots::can_claim_all(play) && play.declarer().is_some_and(|d| d.side() == actor.side()) {
            let rest = play.remaining_tricks();
            if game.claim(actor, rest).is_ok() && game.answer_claim(actor.lho(), true).is_ok() {
                break;
            }
        }
        let play = game.play().expect("play");
        let card = if baseline.is_some_and(|s| s == actor.side()) {
            levee_bots::baseline_card(play)
        } else {
            let t = Instant::now();
            let c = robots.player.choose(play, &shown).card;
            card_time += t.elapsed();
            card_ms.push(t.elapsed().as_secs_f64() * 1000.0);
            cards_chosen += 1;
            c
        };
        game.play_card(actor, card).expect("robots play legal cards");
    }
    let result = game.result();
    let auction = game.auction().clone();
    let tricks = game.declarer_tricks().unwrap_or(0);
    let ns_score = result.map_or(0, |r| levee_score::board_score(r, tricks, board.vulnerability()).unwrap_or(0));
    Played { auction, result, tricks, ns_score, call_time, calls, card_time, cards_chosen, card_ms }
}

fn contract_text(r: Option<AuctionResult>, tricks: u8) -> String {
    match r {
        Some(AuctionResult::Contract { contract, declarer }) => {
            let diff = i32::from(tricks) - i32::from(contract.tricks_needed());
            let res = if diff == 0 { "=".to_string() } else { format!("{diff:+}") };
            format!("{contract} {} {res}", declarer.letter())
        }
        _ => "passed out".into(),
    }
}

#[derive(Args, Debug)]
pub(crate) struct AutoplayArgs {
    /// Boards to play.
    #[arg(long, default_value_t = 16)]
    boards: u32,
    /// Seed of the deals (random when absent).
    #[arg(long)]
    seed: Option<u64>,
    /// Layouts the card-play robot solves per card.
    #[arg(long, default_value_t = 50)]
    samples: usize,
    /// Seconds the card-play robot may think per card (it still solves 12 layouts).
    #[arg(long, default_value_t = 2.0)]
    time_per_card: f64,
    /// The hard limit in seconds per card: every solve stops there (the layouts solved by
    /// then decide; with none, a simple rule plays).
    #[arg(long, default_value_t = 10.0)]
    max_time_per_card: f64,
    /// Print each board's deal and auction too.
    #[arg(long)]
    auctions: bool,
    /// Also play each board against the baseline robot (a teams match: ours North-South at
    /// one table, East-West at the other) and report IMPs.
    #[arg(long)]
    against_baseline: bool,
    /// The game: bridge, or bridgeote (a whole game to 1500 by four robots; --boards is
    /// then ignored and --samples is the layouts per card).
    #[arg(long, default_value = "bridge")]
    game: String,
    /// Bridgeote: three games of 500 instead of one game to 1500.
    #[arg(long)]
    three_games: bool,
    /// Bridgeote: what a failed undoubled contract scores: own-points or all-to-defenders.
    #[arg(long, default_value = "own-points")]
    failed: String,
    /// Bridgeote: which total wins: above (more than 1500, or 500, as the rules say) or reach.
    #[arg(long, default_value = "above")]
    finish: String,
    /// Bridgeote: stop after this many deals even without a winner.
    #[arg(long, default_value_t = 200)]
    max_deals: u32,
}

/// `levee autoplay`: robots at all four seats, board by board, then a summary.
pub(crate) fn autoplay(a: &AutoplayArgs, out: &mut dyn Write) -> Result<ExitCode> {
    match a.game.as_str() {
        "bridge" => {}
        "bridgeote" => {
            let opts = crate::belote::GameOptions {
                three_games: a.three_games,
                failed: crate::belote::parse_failed(&a.failed)?,
                finish: crate::belote::parse_finish(&a.finish)?,
            };
            return crate::belote::autoplay(a.seed, a.samples.min(64), opts, a.max_deals, out);
        }
        g => return Err(bad(format!("unknown game {g:?}: bridge or bridgeote"))),
    }
    let (mut rng, seed) = rng_for(a.seed);
    writeln!(out, "seed {seed}")?;
    let robots = Robots::new(a.samples, seed, a.time_per_card, a.max_time_per_card);
    let mut solver = Solver::new();
    let (mut diff_sum, mut par_hits, mut imps_sum) = (0i64, 0u32, 0i64);
    let (mut call_time, mut calls, mut card_time, mut cards) = (Duration::ZERO, 0usize, Duration::ZERO, 0usize);
    let mut card_ms: Vec<f64> = Vec::new();
    for n in 1..=a.boards {
        let board = Board::new(n).expect("boards start at 1");
        let deal: Deal = Deal::random(&mut rng, board.dealer());
        let played = robot_board(&robots, &deal, board, None);
        call_time += played.call_time;
        calls += played.calls;
        card_time += played.card_time;
        cards += played.cards_chosen;
        card_ms.extend(&played.card_ms);
        let table = solver.table(&deal);
        let par = levee_score::par(&table, board.vulnerability(), board.dealer().side());
        let hit = reached_par(played.result, &par);
        par_hits += u32::from(hit);
        diff_sum += i64::from(played.ns_score - par.score);
        let mut line = format!(
            "board {n:>3}  {:<10} NS {:>+5}   par NS {:>+5}{}",
            contract_text(played.result, played.tricks),
            played.ns_score,
            par.score,
            if hit { "  (par contract)" } else { "" }
        );
        if a.against_baseline {
            let t1 = robot_board(&robots, &deal, board, Some(Side::EastWest));
            let t2 = robot_board(&robots, &deal, board, Some(Side::NorthSouth));
            let imps = levee_score::imps(t1.ns_score - t2.ns_score);
            imps_sum += i64::from(imps);
            line.push_str(&format!(
                "   vs baseline: {} NS {:+} / {} NS {:+} = {imps:+} IMPs",
                contract_text(t1.result, t1.tricks),
                t1.ns_score,
                contract_text(t2.result, t2.tricks),
                t2.ns_score
            ));
            card_time += t1.card_time + t2.card_time;
            cards += t1.cards_chosen + t2.cards_chosen;
            card_ms.extend(t1.card_ms.iter().chain(&t2.card_ms));
        }
        writeln!(out, "{line}")?;
        if a.auctions {
            writeln!(out, "    {deal}  (dealer {}, {})", board.dealer().letter(), board.vulnerability())?;
            let calls: Vec<String> = played.auction.calls().iter().map(|c| call_symbol(*c)).collect();
            writeln!(out, "    {}", calls.join(" "))?;
        }
    }
    let boards = f64::from(a.boards.max(1));
    writeln!(out, "boards {}", a.boards)?;
    writeln!(out, "average score - par (NS): {:+.1}", diff_sum as f64 / boards)?;
    writeln!(out, "par contract reached (strain and level): {:.0}%", 100.0 * f64::from(par_hits) / boards)?;
    if a.against_baseline {
        writeln!(
            out,
            "against the baseline robot: {:+} IMPs, {:+.2} IMPs a board",
            imps_sum,
            imps_sum as f64 / boards
        )?;
    }
    card_ms.sort_by(f64::total_cmp);
    let pct = |p: f64| {
        card_ms.get(((card_ms.len() as f64 * p) as usize).min(card_ms.len().saturating_sub(1))).copied().unwrap_or(0.0)
    };
    writeln!(
        out,
        "time: {:.2} ms a call; a card: mean {:.0} ms, median {:.0} ms, p90 {:.0} ms, max {:.0} ms ({} calls, {} cards chosen by the card robot, {} layouts a card)",
        call_time.as_secs_f64() * 1000.0 / calls.max(1) as f64,
        card_time.as_secs_f64() * 1000.0 / cards.max(1) as f64,
        pct(0.5),
        pct(0.9),
        card_ms.last().copied().unwrap_or(0.0),
        calls,
        cards,
        a.samples
    )?;
    Ok(ExitCode::SUCCESS)
}

fn reached_par(result: Option<AuctionResult>, par: &levee_score::Par) -> bool {
    match result {
        Some(AuctionResult::Contract { contract, declarer }) => par.contracts.iter().any(|p| {
            p.strain == contract.strain
                && p.side == declarer.side()
                && (p.levels.0..=p.levels.1).contains(&contract.level.get())
        }),
        _ => par.contracts.is_empty(),
    }
}

#[derive(Args, Debug)]
pub(crate) struct PlayRobotsArgs {
    /// Seed of the deals (random when absent): the same seed gives the same deals.
    pub(crate) seed: Option<u64>,
    /// Your seat.
    pub(crate) seat: Seat,
    /// First board number.
    pub(crate) board: u32,
    /// Layouts per robot card.
    pub(crate) samples: usize,
    /// Keep a rubber score sheet across deals.
    pub(crate) rubber: bool,
    /// A fixed deal.
    pub(crate) deal: Option<Deal>,
}

const HELP: &str = "commands: a call (P, X, XX, 1C..7NT) or a card (SA, H10, DT...); hint (the robot's \
choice and why); robot (let the robot act for you); explain (what each call meant); undo; claim N; \
next (after a deal); help; quit";

/// Hands as seed 003 sorts them (♠ ♥ ♣ ♦, each from the ace down).
fn hand_line(h: levee_core::Hand) -> String {
    render::hand_sorted(h)
}

/// The double-dummy value of a position for North–South.
fn ns_dd(solver: &mut Solver, play: &Play<Bridge>) -> u8 {
    let pos = Position::from_play(play);
    solver.ns_tricks(&pos)
}

/// The trick being played: `trick 3: W:♣2 N:♣K`, or `(your lead)`.
fn trick_line(play: &Play<Bridge>) -> String {
    let cards: Vec<String> = play.current_trick().iter().map(|(s, c)| format!("{}:{c:#}", s.letter())).collect();
    let shown = if cards.is_empty() { "(your lead)".to_string() } else { cards.join(" ") };
    format!("trick {}: {shown}", play.tricks().len() + 1)
}

/// Asks for another deal: true for `next` (or an empty line).
fn ask_next(lines: &mut impl Iterator<Item = std::io::Result<String>>, out: &mut dyn Write) -> Result<bool> {
    write!(out, "next deal? (next / quit) > ")?;
    out.flush()?;
    Ok(matches!(lines.next(), Some(Ok(l)) if l.trim().eq_ignore_ascii_case("next") || l.trim().is_empty()))
}

/// Post-mortem: each card where the side that played it lost a trick against double dummy.
fn post_mortem(deal: &Deal, game: &Game, out: &mut dyn Write) -> Result<()> {
    let mut solver = Solver::new();
    let table: TrickTable = solver.table(deal);
    let vul: Vulnerability = game.vulnerability();
    let par = levee_score::par(&table, vul, game.dealer().side());
    writeln!(out, "double dummy (NT S H D C, each N E S W): {table}")?;
    let forms: Vec<String> = par.contracts.iter().map(levee_score::ParContract::dealer_form).collect();
    writeln!(out, "par: NS {:+} ({})", par.score, if forms.is_empty() { "pass".into() } else { forms.join(", ") })?;
    let Some(AuctionResult::Contract { contract, declarer }) = game.result() else { return Ok(()) };
    let Some(p) = game.play() else { return Ok(()) };
    let cards: Vec<(Seat, Card)> = p.cards_played().collect();
    let mut replay: Play<Bridge> = Play::new(*deal, contract.strain, declarer);
    let mut before = ns_dd(&mut solver, &replay);
    let mut ns_won = 0u8;
    let mut mistakes = 0;
    for (i, (seat, card)) in cards.iter().enumerate() {
        replay.play_unchecked(*card);
        let won_before = ns_won;
        ns_won = replay.tricks_won(Side::NorthSouth);
        let after = if replay.is_over() { 0 } else { ns_dd(&mut solver, &replay) };
        let total_before = before;
        let total_after = after + (ns_won - won_before);
        if total_after != total_before {
            let (loser, n) = if total_after < total_before {
                (Side::NorthSouth, total_before - total_after)
            } else {
                (Side::EastWest, total_after - total_before)
            };
            if seat.side() == loser {
                mistakes += 1;
                writeln!(
                    out,
                    "  trick {}, {seat:#} played {card:#}: {} lost {n} trick(s) against double dummy",
                    i / 4 + 1,
                    loser
                )?;
            }
        }
        before = after;
    }
    if mistakes == 0 && !cards.is_empty() {
        writeln!(out, "  no trick lost against double dummy by either side")?;
    }
    Ok(())
}

/// `levee play`: the person at `seat`, robots at the other three.
pub(crate) fn play_robots(a: &PlayRobotsArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let (mut rng, seed) = rng_for(a.seed);
    writeln!(out, "seed {seed} (levee play --seed {seed} replays these deals)")?;
    let robots = Robots::new(a.samples, seed, 2.0, 10.0);
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut sheet = levee_score::RubberSheet::new(levee_score::RubberOptions::default());
    let mut n = a.board;
    loop {
        let board = Board::new(n).ok_or_else(|| bad("board numbers start at 1"))?;
        let deal: Deal = match a.deal {
            Some(d) => d,
            None => Deal::random(&mut rng, board.dealer()),
        };
        let vul = if a.rubber { sheet.vulnerability() } else { board.vulnerability() };
        let mut game = Game::new(deal, board.dealer(), vul);
        writeln!(out, "Board {n}   Dealer {:#}   Vulnerable {}   You are {:#}", board.dealer(), vul, a.seat)?;
        writeln!(out, "{HELP}")?;
        writeln!(out, "your hand: {}", hand_line(deal.hand(a.seat)))?;
        let quit = run_deal(&robots, &mut game, a.seat, false, &mut lines, out)?;
        if quit {
            writeln!(out, "deal abandoned")?;
            return Ok(ExitCode::SUCCESS);
        }
        finish(&deal, &game, a.rubber.then_some(&mut sheet), out)?;
        if a.deal.is_some() || (a.rubber && sheet.is_finished()) {
            break;
        }
        if !ask_next(&mut lines, out)? {
            break;
        }
        n += 1;
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn finish(
    deal: &Deal,
    game: &Game,
    sheet: Option<&mut levee_score::RubberSheet>,
    out: &mut dyn Write,
) -> Result<()> {
    let header = vec![format!("Dealer {:#}   Vulnerable {}", game.dealer(), game.vulnerability())];
    write!(out, "{}", render::diagram(Seat::ALL.map(|s| Some(deal.hand(s))), &header))?;
    let tricks = game.declarer_tricks().unwrap_or(0);
    match game.result() {
        Some(r @ AuctionResult::Contract { contract, declarer }) => {
            let ns = levee_score::board_score(r, tricks, game.vulnerability()).unwrap_or(0);
            writeln!(out, "result: {}, duplicate score NS {ns:+}", contract_text(Some(r), tricks))?;
            if let Some(sheet) = sheet {
                let result = levee_score::DealResult {
                    contract: Some((contract, declarer)),
                    tricks,
                    honours: honours(deal, contract.strain),
                };
                sheet.record(&result)?;
                write!(out, "{}", render::rubber_sheet(sheet))?;
            }
        }
        _ => {
            writeln!(out, "passed out")?;
            if let Some(sheet) = sheet {
                sheet.record(&levee_score::DealResult { contract: None, tricks: 0, honours: None })?;
            }
        }
    }
    post_mortem(deal, game, out)?;
    Ok(())
}

/// Plays one deal; true when the person quits.
fn run_deal(
    robots: &Robots,
    game: &mut Game,
    me: Seat,
    teach: bool,
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    out: &mut dyn Write,
) -> Result<bool> {
    let mut shown_dummy = false;
    while game.phase() != Phase::Over {
        let actor = game.to_act().expect("someone acts");
        if game.phase() == Phase::Play
            && !shown_dummy
            && let Some(p) = game.play()
            && p.dummy_visible()
            && let Some(d) = p.dummy()
        {
            writeln!(out, "dummy ({d:#}): {}", hand_line(p.hand(d)))?;
            shown_dummy = true;
        }
        if actor != me {
            robot_act(robots, game, actor, out)?;
            continue;
        }
        if teach && game.phase() == Phase::Play {
            let _ = human(robots, game, me, "hint", out);
        }
        prompt(game, me, out)?;
        let Some(word) = crate::hotseat::next_word(lines, out)? else { continue };
        match human(robots, game, me, &word, out) {
            Ok(true) => return Ok(true),
            Ok(false) => {}
            Err(e) => writeln!(out, "refused: {e}")?,
        }
    }
    Ok(false)
}

fn prompt(game: &Game, me: Seat, out: &mut dyn Write) -> Result<()> {
    match game.phase() {
        Phase::Auction => {
            let calls: Vec<String> =
                game.auction().iter().map(|(s, c)| format!("{}:{}", s.letter(), call_symbol(c))).collect();
            writeln!(out, "auction: {}", if calls.is_empty() { "(none)".into() } else { calls.join(" ") })?;
            for l in render::auction_grid(game.auction()) {
                writeln!(out, "  {l}")?;
            }
            writeln!(out, "bidding box: {}", render::bidding_box(game.auction()))?;
            writeln!(out, "your call ({:#}): {}", me, hand_line(game.deal().hand(me)))?;
        }
        Phase::Play => {
            let p = game.play().expect("play");
            let seat = p.to_play().expect("a seat");
            write!(out, "{}", render::table_view(p, me))?;
            writeln!(out, "{}", trick_line(p))?;
            let from = if seat == me { String::new() } else { format!(" from dummy ({seat:#})") };
            writeln!(out, "play{from}: {}", hand_line(p.hand(seat)))?;
        }
        Phase::Over => {}
    }
    write!(out, "> ")?;
    out.flush()?;
    Ok(())
}

pub(crate) fn robot_act(robots: &Robots, game: &mut Game, actor: Seat, out: &mut dyn Write) -> Result<()> {
    match game.phase() {
        Phase::Auction => {
            let e = robots.bidder.call(game.auction(), game.deal().hand(actor));
            let call = if game.auction().check(e.call).is_ok() { e.call } else { Call::Pass };
            game.call(actor, call)?;
            writeln!(out, "{:#} bids {} — {}", actor, call_symbol(call), e.meaning)?;
        }
        Phase::Play => {
            let play = game.play().expect("play");
            if let Some(c) = play.pending_claim() {
                return Err(bad(format!("claim by {:#} pending", c.by)));
            }
            if levee_bots::can_claim_all(play) && play.declarer().is_some_and(|d| d.side() == actor.side()) {
                let rest = play.remaining_tricks();
                game.claim(actor, rest)?;
                game.answer_claim(actor.lho(), true)?;
                writeln!(out, "{actor:#} claims the remaining {rest} trick(s): every card is a winner")?;
                return Ok(());
            }
            let shown = robots.shown(game.auction());
            let seat = play.to_play().expect("a seat");
            let choice = robots.player.choose(play, &shown);
            game.play_card(actor, choice.card)?;
            let from = if seat == actor { String::new() } else { format!(" (from dummy {seat:#})") };
            writeln!(out, "{actor:#} plays {:#}{from}", choice.card)?;
            trick_done(game, out)?;
        }
        Phase::Over => {}
    }
    Ok(())
}

fn trick_done(game: &Game, out: &mut dyn Write) -> Result<()> {
    if let Some(p) = game.play()
        && p.current_trick().is_empty()
        && let Some(t) = p.tricks().last()
    {
        let w = Bridge::trick_winner(t, p.strain());
        let cards: Vec<String> = t.iter().map(|(s, c)| format!("{}:{c:#}", s.letter())).collect();
        writeln!(
            out,
            "trick {}: {}  -> {w:#}   (NS {} EW {})",
            p.tricks().len(),
            cards.join(" "),
            p.tricks_won(Side::NorthSouth),
            p.tricks_won(Side::EastWest)
        )?;
    }
    Ok(())
}

/// The person's command; true to quit.
pub(crate) fn human(
    robots: &Robots,
    game: &mut Game,
    me: Seat,
    word: &str,
    out: &mut dyn Write,
) -> Result<bool, String> {
    let lower = word.to_ascii_lowercase();
    match lower.as_str() {
        "quit" | "exit" => return Ok(true),
        "help" | "?" => {
            writeln!(out, "{HELP}").map_err(|e| e.to_string())?;
            return Ok(false);
        }
        "explain" => {
            let reading = robots.bidder.read(game.auction());
            for (seat, e) in &reading.calls {
                writeln!(out, "  {:#}: {e}", seat).map_err(|e| e.to_string())?;
            }
            if reading.calls.is_empty() {
                writeln!(out, "  no call yet").map_err(|e| e.to_string())?;
            }
            return Ok(false);
        }
        "hint" => {
            let text = match game.phase() {
                Phase::Auction => {
                    let e = robots.bidder.call(game.auction(), game.deal().hand(me));
                    format!("the robot would bid {e}")
                }
                Phase::Play => {
                    let play = game.play().ok_or("no play")?;
                    let c = robots.player.choose(play, &robots.shown(game.auction()));
                    let values: Vec<String> = c.values.iter().take(6).map(|(c, v)| format!("{c:#} {v:.2}")).collect();
                    format!(
                        "the robot would play {:#}: {}{}",
                        c.card,
                        c.why,
                        if values.is_empty() { String::new() } else { format!(" [{}]", values.join(", ")) }
                    )
                }
                Phase::Over => String::new(),
            };
            writeln!(out, "{text}").map_err(|e| e.to_string())?;
            return Ok(false);
        }
        "robot" | "r" => {
            robot_act(robots, game, me, out).map_err(|e| e.to_string())?;
            return Ok(false);
        }
        "undo" => {
            // Back to the person's previous turn: take back the robots' actions too.
            let mut undone = 0;
            while let Some(_u) = game.undo() {
                undone += 1;
                if game.to_act() == Some(me) && undone > 0 && game_turn_is_mine(game, me) {
                    break;
                }
            }
            if undone == 0 {
                return Err("nothing to take back".into());
            }
            writeln!(out, "took back {undone} action(s)").map_err(|e| e.to_string())?;
            return Ok(false);
        }
        _ => {}
    }
    if let Some(n) = lower.strip_prefix("claim") {
        let n: u8 = n.trim().parse().map_err(|_| "write claim N, the tricks your side takes from here")?;
        let play = game.play().ok_or("claims come in the play")?;
        if let Some(counter) = claim_counter(play, me, n) {
            writeln!(out, "claim refused: with this layout of the unseen cards your side takes {} only:", counter.1)
                .map_err(|e| e.to_string())?;
            for s in Seat::ALL {
                writeln!(out, "  {:#}: {}", s, hand_line(counter.0[s.index()])).map_err(|e| e.to_string())?;
            }
            return Ok(false);
        }
        game.claim(me, n).map_err(|e| e.to_string())?;
        game.answer_claim(me.lho(), true).map_err(|e| e.to_string())?;
        writeln!(out, "claim of {n} accepted by the robots").map_err(|e| e.to_string())?;
        return Ok(false);
    }
    match game.phase() {
        Phase::Auction => {
            let call: Call = word.parse().map_err(|e: levee_core::ParseCallError| e.to_string())?;
            game.call(me, call).map_err(|e| e.to_string())?;
        }
        Phase::Play => {
            let card: Card = word.parse().map_err(|e: levee_core::ParseCardError| e.to_string())?;
            game.play_card(me, card).map_err(|e| e.to_string())?;
            trick_done(game, out).map_err(|e| e.to_string())?;
        }
        Phase::Over => {}
    }
    Ok(false)
}

fn game_turn_is_mine(game: &Game, me: Seat) -> bool {
    game.to_act() == Some(me)
}

/// A layout of the cards the claimer cannot see where the claim fails double dummy, with the
/// tricks the claimer's side takes there; `None` when the claim holds in every layout tried
/// (all of them when there are few, else a few thousand).
fn claim_counter(play: &Play<Bridge>, me: Seat, claim: u8) -> Option<([levee_core::Hand; 4], u8)> {
    if !play.current_trick().is_empty() {
        // Claims are checked from the start of a trick; mid-trick, look at the position as is.
    }
    let visible: Vec<Seat> =
        Seat::ALL.into_iter().filter(|s| *s == me || (play.dummy_visible() && Some(*s) == play.dummy())).collect();
    let hidden: Vec<Seat> = Seat::ALL.into_iter().filter(|s| !visible.contains(s)).collect();
    let unseen: Vec<Card> = hidden.iter().flat_map(|s| play.hand(*s).iter()).collect();
    let counts: Vec<u32> = hidden.iter().map(|s| play.hand(*s).len()).collect();
    let mut solver = Solver::with_memory(16 << 20);
    let trick = play.current_trick();
    let trick_cards: Vec<Card> = trick.iter().map(|(_, c)| c).collect();
    let mut check = |hands: [levee_core::Hand; 4]| -> Option<u8> {
        let pos = Position::from_parts(levee_core::BySeat(hands), play.strain(), trick.leader(), &trick_cards).ok()?;
        let ns = solver.ns_tricks(&pos);
        let mine = if me.side() == Side::NorthSouth { ns } else { pos.remaining_tricks() - ns };
        (mine < claim).then_some(mine)
    };
    let base: [levee_core::Hand; 4] =
        Seat::ALL.map(|s| if visible.contains(&s) { play.hand(s) } else { levee_core::Hand::EMPTY });
    // Two hidden hands: every split when there are few, else a sample.
    if hidden.len() == 2 {
        let n = unseen.len();
        let k = counts[0] as usize;
        let total: f64 = (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64);
        if total <= 5000.0 {
            let mut idx: Vec<usize> = (0..k).collect();
            loop {
                let mut hands = base;
                for (i, c) in unseen.iter().enumerate() {
                    let s = if idx.contains(&i) { hidden[0] } else { hidden[1] };
                    hands[s.index()].insert(*c);
                }
                if let Some(t) = check(hands) {
                    return Some((hands, t));
                }
                // Next combination.
                let mut i = k;
                loop {
                    if i == 0 {
                        return None;
                    }
                    i -= 1;
                    if idx[i] < n - k + i {
                        idx[i] += 1;
                        for j in i + 1..k {
                            idx[j] = idx[j - 1] + 1;
                        }
                        break;
                    }
                }
                if k == 0 {
                    return None;
                }
            }
        }
    }
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(7);
    for _ in 0..300 {
        let mut cards = unseen.clone();
        rand::seq::SliceRandom::shuffle(cards.as_mut_slice(), &mut rng);
        let mut hands = base;
        let mut at = 0;
        for (s, n) in hidden.iter().zip(&counts) {
            for c in &cards[at..at + *n as usize] {
                hands[s.index()].insert(*c);
            }
            at += *n as usize;
        }
        if let Some(t) = check(hands) {
            return Some((hands, t));
        }
    }
    None
}

/// Honours held in one hand, for the rubber sheet (seed 002): the four aces at notrump, four
/// or five of the trump honours in a suit.
fn honours(deal: &Deal, strain: Strain) -> Option<(Side, levee_score::Honours)> {
    use levee_core::{Rank, Suit};
    for seat in Seat::ALL {
        let h = deal.hand(seat);
        match strain.trump() {
            None => {
                if Suit::ASC.iter().all(|s| h.holding(*s).contains(Rank::ACE)) {
                    return Some((seat.side(), levee_score::Honours::FourAces));
                }
            }
            Some(t) => {
                let n = [Rank::ACE, Rank::KING, Rank::QUEEN, Rank::JACK, Rank::TEN]
                    .iter()
                    .filter(|r| h.holding(t).contains(**r))
                    .count();
                if n == 5 {
                    return Some((seat.side(), levee_score::Honours::FiveTrumps));
                }
                if n == 4 {
                    return Some((seat.side(), levee_score::Honours::FourTrumps));
                }
            }
        }
    }
    None
}

/// What minibridge's announcements told of each hand: a pass is under 12, an opening 12 or
/// more, announced points are exact, and a total makes the partner's exact too.
fn minibridge_told(p: &levee_core::minibridge::MiniProcedure) -> [Shape; 4] {
    use levee_core::minibridge::Announcement;
    let mut told = [Shape::ANY; 4];
    let mut exact: [Option<u32>; 4] = [None; 4];
    for step in &p.steps {
        match *step {
            Announcement::Pass { seat, .. } => told[seat.index()] = Shape::hcp(0, 11),
            Announcement::Open { seat, .. } => told[seat.index()] = Shape::hcp(12, 37),
            Announcement::Points { seat, hcp } => exact[seat.index()] = Some(hcp),
            Announcement::OpenerPasses { seat, total } | Announcement::Contract { seat, total, .. } => {
                if let Some(k) = exact[seat.partner().index()] {
                    exact[seat.index()] = total.checked_sub(k);
                }
            }
        }
    }
    for (i, e) in exact.iter().enumerate() {
        if let Some(h) = e {
            let h = u8::try_from(*h).unwrap_or(40);
            told[i] = Shape::hcp(h, h);
        }
    }
    told
}

/// The decision table's row for a total: `25-26 → 9 tricks`.
fn table_row(total: u32) -> String {
    use levee_core::minibridge::decision_table;
    match decision_table(total) {
        None => format!("{total} < 20: no contract for this side"),
        Some(t) => {
            let lo = (20..=total).rev().take_while(|x| decision_table(*x) == Some(t)).last().unwrap_or(total);
            let hi = (total..=40).take_while(|x| decision_table(*x) == Some(t)).last().unwrap_or(total);
            format!("{lo}-{hi} points → {t} tricks")
        }
    }
}

/// `levee play --game minibridge|bataille` against robots (seed 003).
pub(crate) struct MiniPlayArgs {
    pub(crate) seed: Option<u64>,
    pub(crate) seat: Seat,
    pub(crate) samples: usize,
    pub(crate) deal: Option<Deal>,
    pub(crate) teach: bool,
    pub(crate) bataille: bool,
    pub(crate) leader: Option<Seat>,
}

pub(crate) fn play_minibridge(a: &MiniPlayArgs, out: &mut dyn Write) -> Result<ExitCode> {
    use levee_core::minibridge::{MiniOutcome, procedure};
    let (mut rng, seed) = rng_for(a.seed);
    writeln!(out, "seed {seed} (--seed {seed} replays these deals)")?;
    let robots = Robots::new(a.samples, seed, 2.0, 10.0);
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut totals = levee_core::BySide::from_fn(|_| 0i32);
    let mut n = 1u32;
    loop {
        let board = Board::new(n).ok_or_else(|| bad("board numbers start at 1"))?;
        let dealer = board.dealer();
        let deal: Deal = match a.deal {
            Some(d) => d,
            None => Deal::random(&mut rng, dealer),
        };
        writeln!(out, "Deal {n}   Dealer {dealer:#}   You are {:#}", a.seat)?;
        writeln!(out, "your hand: {} ({} points)", hand_line(deal.hand(a.seat)), deal.hand(a.seat).hcp())?;
        if a.bataille {
            let leader = a.leader.unwrap_or(dealer.lho());
            let quit = run_bataille(&robots, &deal, leader, a.seat, &mut lines, &mut totals, out)?;
            if quit {
                return Ok(ExitCode::SUCCESS);
            }
        } else {
            let p = procedure(&deal, dealer);
            for step in &p.steps {
                let (seat, text) = crate::mini::say(step);
                writeln!(out, "{seat:#}: {text}")?;
            }
            let MiniOutcome::Contract { declarer, tricks, side_hcp } = p.outcome else {
                // Seed 003: « si les quatre joueurs passent on redistribue les cartes »: the same
                // dealer deals again (docs/rules.md).
                writeln!(out, "nobody has 12 points: the same dealer deals again")?;
                if a.deal.is_some() {
                    return Ok(ExitCode::SUCCESS);
                }
                continue;
            };
            let contract =
                levee_core::Contract::new(levee_core::Level::new(tricks - 6), Strain::NoTrump, Default::default());
            writeln!(
                out,
                "contract: {tricks} tricks ({contract}) by {declarer:#}; {:#} leads, {:#} is dummy",
                declarer.lho(),
                declarer.partner()
            )?;
            if a.teach {
                let me = a.seat;
                let mine = deal.hand(me).hcp();
                let side = mine + deal.hand(me.partner()).hcp();
                writeln!(out, "teacher: you have {mine} points (A 4, K 3, Q 2, J 1); your side has {side}.")?;
                writeln!(
                    out,
                    "teacher: the declaring side has {side_hcp}: the table's row is {}.",
                    table_row(side_hcp)
                )?;
                let why = if declarer.side() == me.side() {
                    "your side has 20 or more"
                } else {
                    "the other side has 20 or more"
                };
                writeln!(out, "teacher: {declarer:#} plays {tricks} tricks in notrump because {why}.")?;
            }
            robots.told.set(Some(minibridge_told(&p)));
            let mut game = Game::with_contract(deal, dealer, Vulnerability::None, contract, declarer);
            let quit = run_deal(&robots, &mut game, a.seat, a.teach, &mut lines, out)?;
            if quit {
                writeln!(out, "deal abandoned")?;
                return Ok(ExitCode::SUCCESS);
            }
            let made = game.declarer_tricks().unwrap_or(0);
            let score = levee_score::minibridge::score(contract.level.get(), made).unwrap_or(0);
            // The table gives the declaring side's score; undertricks go to the defenders.
            let (side, pts) = if score >= 0 { (declarer.side(), score) } else { (declarer.side().opponents(), -score) };
            totals[side] += pts;
            writeln!(out, "{declarer:#} took {made} of {tricks}: {side} +{pts}")?;
        }
        writeln!(out, "session: NS {}  EW {}", totals[Side::NorthSouth], totals[Side::EastWest])?;
        if a.deal.is_some() {
            break;
        }
        if !ask_next(&mut lines, out)? {
            break;
        }
        n += 1;
    }
    Ok(ExitCode::SUCCESS)
}

/// "La bataille" (seed 003's first deal): no contract, a volunteer leads, the side with more
/// tricks wins. True when the person quits.
fn run_bataille(
    robots: &Robots,
    deal: &Deal,
    leader: Seat,
    me: Seat,
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    totals: &mut levee_core::BySide<i32>,
    out: &mut dyn Write,
) -> Result<bool> {
    writeln!(out, "la bataille: no contract, {leader:#} leads, the side with more tricks wins")?;
    let mut play: Play<Bridge> = Play::with_leader(*deal, Strain::NoTrump, None, leader);
    let told = [Shape::ANY; 4];
    while !play.is_over() {
        let seat = play.to_play().expect("a seat");
        let before = play.tricks().len();
        if seat != me {
            let c = robots.player.choose(&play, &told);
            play.try_play(c.card)?;
            writeln!(out, "{seat:#} plays {:#}", c.card)?;
        } else {
            writeln!(out, "{}", trick_line(&play))?;
            write!(out, "play: {}\n> ", hand_line(play.hand(me)))?;
            out.flush()?;
            let Some(line) = lines.next() else { return Err(bad("input ended before the deal was over")) };
            let line = line?;
            let word = line.trim().to_ascii_lowercase();
            match word.as_str() {
                "" => continue,
                "quit" | "exit" => return Ok(true),
                "hint" => {
                    let c = robots.player.choose(&play, &told);
                    writeln!(out, "the robot would play {:#}: {}", c.card, c.why)?;
                    continue;
                }
                "robot" | "r" => {
                    let c = robots.player.choose(&play, &told);
                    play.try_play(c.card)?;
                    writeln!(out, "{seat:#} plays {:#}", c.card)?;
                }
                _ => match word.parse::<Card>() {
                    Ok(c) => match play.try_play(c) {
                        Ok(()) => writeln!(out, "{seat:#} plays {c:#}")?,
                        Err(e) => writeln!(out, "refused: {e}")?,
                    },
                    Err(e) => writeln!(out, "refused: {e}")?,
                },
            }
        }
        if play.tricks().len() > before
            && let Some(t) = play.tricks().last()
        {
            let w = Bridge::trick_winner(t, Strain::NoTrump);
            writeln!(
                out,
                "trick {} to {w:#}   (NS {} EW {})",
                play.tricks().len(),
                play.tricks_won(Side::NorthSouth),
                play.tricks_won(Side::EastWest)
            )?;
        }
    }
    let (ns, ew) = (play.tricks_won(Side::NorthSouth), play.tricks_won(Side::EastWest));
    let winner = if ns > ew { "North-South win" } else { "East-West win" };
    writeln!(out, "la bataille: NS {ns} tricks, EW {ew}: {winner}")?;
    totals[Side::NorthSouth] += i32::from(ns);
    totals[Side::EastWest] += i32::from(ew);
    Ok(false)
}
