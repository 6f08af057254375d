//! Robots on the command line: `levee play` (a person against three robots, line by line;
//! the full screen in `tui.rs` drives the same [`LineGame`]) and `levee autoplay` (robots at
//! every seat, measured against par and against a baseline). The game is the table engine's
//! (`levee-table`): this module reads what the person types and prints what happened.

use crate::game::{next_word, rng_for, robots, table_for_person};
use crate::{bad, render};
use anyhow::Result;
use clap::Args;
use levee_bots::bidding::call_symbol;
use levee_core::{AuctionResult, Board, Card, Deal, Phase, Seat, Side, TrickTable, Vulnerability};
use levee_dds::Solver;
use levee_table::{AnyRound, Config, Dealing, Event, GivenDeal, Intention, Notice, Robots, Scoring, Table, Viewer};
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The deal given on the command line, or the stream of deals from the seed.
fn dealing(deal: Option<Deal>) -> Dealing {
    match deal {
        Some(d) => Dealing::Given(Arc::new(vec![GivenDeal::Cards(d)])),
        None => Dealing::Stream,
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
    #[command(flatten)]
    bridgeote: crate::belote::BridgeoteArgs,
    /// Bridgeote: stop after this many deals even without a winner.
    #[arg(long, default_value_t = 200)]
    max_deals: u32,
    /// Bid and play the boards of this file (PBN, LIN or JSON) with each board's dealer and
    /// vulnerability; where the file holds a contract, compare the robots' with it, both scored
    /// double dummy.
    #[arg(long, value_name = "FILE")]
    pbn: Option<String>,
    /// With --pbn: stop after the auction (the contracts are scored double dummy).
    #[arg(long)]
    bid_only: bool,
    /// With --pbn: print JSON.
    #[arg(long)]
    json: bool,
    /// A bidding match on --boards random deals: the robots against the same robots without
    /// a family of rules (`preempts`, `invitations`, `valuation`, `balancing`, `competing`,
    /// `slams`, `rebids`, `tries`, `keycards`, `notrump`, `strength`, `advances`, `doubles`,
    /// `reopening`, `splinters`, `sacrifices`, `penalties`, `defence`, `light`, `simulation`,
    /// `contest`, `outbid`, `balanced`, `controls`, `stops`, `overcalled`, `intervened`, `doubled`, `support`, `jumps`, `raised`, `seconds`, `responder`, `reverses`, `opposite`), each deal bid both ways (the full
    /// system North-South at one table, East-West at the other), each contract scored double dummy: IMPs a board and
    /// their standard error. With `signals` (the
    /// defenders' carding), `leads` (reading the opening lead), `calls` (the layouts weighed by
    /// how likely each player's calls were) or a list of them (`signals,leads`), a card-play
    /// match: each deal bid and played both ways, scored as played.
    #[arg(long, value_name = "FAMILY")]
    match_without: Option<String>,
}

/// `levee autoplay`: robots at all four seats, board by board, then a summary.
pub(crate) fn autoplay(a: &AutoplayArgs, out: &mut dyn Write) -> Result<ExitCode> {
    match a.game.as_str() {
        "bridge" => {}
        "bridgeote" => {
            let opts = a.bridgeote.options()?;
            return crate::belote::autoplay(a.seed, a.samples.min(64), opts, a.max_deals, out);
        }
        g => return Err(bad(format!("unknown game {g:?}: bridge or bridgeote"))),
    }
    if let Some(file) = &a.pbn {
        return autoplay_file(a, file, out);
    }
    if let Some(family) = &a.match_without {
        return match family.as_str() {
            f if !f.is_empty() && f.split(',').all(|x| matches!(x, "signals" | "leads" | "calls")) => {
                play_match(a, family, out)
            }
            _ => bidding_match(a, family, out),
        };
    }
    let (mut rng, seed) = rng_for(a.seed);
    writeln!(out, "seed {seed}")?;
    let ours = robots(a.samples, a.time_per_card, a.max_time_per_card);
    let mut solver = Solver::new();
    let (mut diff_sum, mut par_hits, mut imps_sum) = (0i64, 0u32, 0i64);
    let mut stats = Stats::default();
    for n in 1..=a.boards {
        let board = Board::new(n).expect("boards start at 1");
        let deal: Deal = Deal::random(&mut rng, board.dealer());
        let played = robot_board(&ours, seed, &deal, n, None, false, &mut stats)?;
        let simple = Robots { card: levee_bots::Settings { samples: 0, ..ours.card }, ..ours };
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
            let t1 = robot_board(&ours, seed, &deal, n, Some((Side::EastWest, &simple)), false, &mut stats)?;
            let t2 = robot_board(&ours, seed, &deal, n, Some((Side::NorthSouth, &simple)), false, &mut stats)?;
            let imps = levee_score::imps(t1.ns_score - t2.ns_score);
            imps_sum += i64::from(imps);
            line.push_str(&format!(
                "   vs baseline: {} NS {:+} / {} NS {:+} = {imps:+} IMPs",
                contract_text(t1.result, t1.tricks),
                t1.ns_score,
                contract_text(t2.result, t2.tricks),
                t2.ns_score
            ));
        }
        writeln!(out, "{line}")?;
        if a.auctions {
            writeln!(out, "    {deal}  (dealer {}, {})", board.dealer().letter(), board.vulnerability())?;
            let calls: Vec<String> = played.calls.iter().map(|c| call_symbol(*c)).collect();
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
    let mut card_ms = stats.card_ms.clone();
    card_ms.sort_by(f64::total_cmp);
    let pct = |p: f64| {
        card_ms.get(((card_ms.len() as f64 * p) as usize).min(card_ms.len().saturating_sub(1))).copied().unwrap_or(0.0)
    };
    writeln!(
        out,
        "time: {:.2} ms a call; a card: mean {:.0} ms, median {:.0} ms, p90 {:.0} ms, max {:.0} ms ({} calls, {} cards chosen by the card robot, {} layouts a card)",
        stats.call_time.as_secs_f64() * 1000.0 / stats.calls.max(1) as f64,
        stats.card_time.as_secs_f64() * 1000.0 / stats.cards.max(1) as f64,
        pct(0.5),
        pct(0.9),
        card_ms.last().copied().unwrap_or(0.0),
        stats.calls,
        stats.cards,
        a.samples
    )?;
    Ok(ExitCode::SUCCESS)
}

/// The robots' time, measured by the observer that drives them.
#[derive(Debug, Default)]
struct Stats {
    call_time: Duration,
    calls: usize,
    card_time: Duration,
    cards: usize,
    card_ms: Vec<f64>,
}

/// The result of one board at one table.
struct Played {
    calls: Vec<levee_core::Call>,
    /// Each call's explanation, as the table gives it (`1♦: Opening, longest minor (...)`).
    why: Vec<String>,
    result: Option<AuctionResult>,
    tricks: u8,
    ns_score: i32,
}

/// Robots bid and play a deal at a table of their own; the seats of `others`' side play the
/// other robots' cards (only `ours` are timed).
fn robot_board(
    ours: &Robots,
    seed: u64,
    deal: &Deal,
    board: u32,
    others: Option<(Side, &Robots)>,
    bid_only: bool,
    stats: &mut Stats,
) -> Result<Played> {
    let mut config = Config::new(levee_core::Variant::Bridge, Scoring::Duplicate, true, seed);
    config.robots_wait = false;
    config.first_board = board;
    config.dealing = dealing(Some(*deal));
    let mut t = Table::new(config).map_err(|e| bad(e.to_string()))?;
    let mut why = Vec::new();
    loop {
        let r = t.round();
        let seat = match r.pending_claim() {
            Some(c) => c.by.lho(),
            None => match r.to_act() {
                Some(s) => s,
                None => break,
            },
        };
        let auction = r.phase() == Phase::Auction;
        if bid_only && !auction {
            break;
        }
        let theirs = others.filter(|(side, _)| !auction && *side == seat.side()).map(|(_, r)| r);
        let which = theirs.unwrap_or(ours);
        let t0 = Instant::now();
        let choice = t.robot_choice(seat, which).ok_or_else(|| bad("the robots have nothing to do"))?;
        let took = t0.elapsed();
        if auction {
            stats.call_time += took;
            stats.calls += 1;
            why.push(choice.why.clone());
        } else if matches!(choice.event, Event::Played { .. }) && theirs.is_none() {
            stats.card_time += took;
            stats.cards += 1;
            stats.card_ms.push(took.as_secs_f64() * 1000.0);
        }
        t.apply(&choice.event).map_err(|e| bad(format!("a robot's {:?}: {e}", choice.event)))?;
    }
    let AnyRound::Bridge(g) = t.round() else { unreachable!("a bridge table") };
    let ns_score = if bid_only { 0 } else { t.finished().last().ok_or_else(|| bad("the board did not end"))?.ns_score };
    Ok(Played {
        calls: g.auction().calls().to_vec(),
        why,
        result: g.result(),
        tricks: g.declarer_tricks().unwrap_or(0),
        ns_score,
    })
}

/// The board of the 16-board cycle with this dealer and vulnerability (each pair appears once).
fn board_like(dealer: levee_core::Seat, vul: levee_core::Vulnerability) -> u32 {
    (1..=16).find(|b| Board::new(*b).is_some_and(|x| x.dealer() == dealer && x.vulnerability() == vul)).unwrap_or(1)
}

/// A contract's North–South score when declarer takes the double-dummy tricks.
fn dd_score(result: Option<AuctionResult>, table: &levee_core::TrickTable, vul: levee_core::Vulnerability) -> i32 {
    match result {
        Some(r @ AuctionResult::Contract { contract, declarer }) => {
            levee_score::board_score(r, table.get(contract.strain, declarer), vul).unwrap_or(0)
        }
        _ => 0,
    }
}

/// `levee autoplay --match-without FAMILY`: the full bidding system against itself without a
/// family of rules, each deal bid at two tables with the systems' seats swapped; the two
/// contracts scored double dummy, the difference in IMPs for the full system.
fn bidding_match(a: &AutoplayArgs, family: &str, out: &mut dyn Write) -> Result<ExitCode> {
    use levee_bots::bidding::{Families, System};
    let (mut rng, seed) = rng_for(a.seed);
    writeln!(out, "seed {seed}")?;
    let full = levee_bots::Bidder::new();
    let less = levee_bots::Bidder::with_system(System::sef_with(Families::without(family).map_err(bad)?));
    let mut solver = Solver::new();
    let mut imps: Vec<f64> = Vec::new();
    let mut differ = 0;
    for n in 1..=a.boards {
        let board = Board::new(n).expect("boards start at 1");
        let deal: Deal = Deal::random(&mut rng, board.dealer());
        let (one, _) = levee_bots::bid_deal_sides(&full, &less, &deal, board.dealer(), board.vulnerability());
        let (two, _) = levee_bots::bid_deal_sides(&less, &full, &deal, board.dealer(), board.vulnerability());
        if one.calls() == two.calls() {
            imps.push(0.0);
            continue;
        }
        differ += 1;
        let table = solver.table(&deal);
        let vul = board.vulnerability();
        let (ns_one, ns_two) = (dd_score(one.result(), &table, vul), dd_score(two.result(), &table, vul));
        // The full system sits North-South at table one and East-West at table two.
        let x = levee_score::imps(ns_one - ns_two);
        imps.push(f64::from(x));
        let text = |au: &levee_core::Auction| au.calls().iter().map(|c| call_symbol(*c)).collect::<Vec<_>>().join(" ");
        writeln!(
            out,
            "board {n:>3}  full NS: {:<10} NS {ns_one:>+5} | full EW: {:<10} NS {ns_two:>+5}  {x:+} IMPs",
            contract_text(one.result(), table_tricks(one.result(), &table)),
            contract_text(two.result(), table_tricks(two.result(), &table))
        )?;
        if a.auctions {
            writeln!(out, "    {deal}  (dealer {}, {})", board.dealer().letter(), vul)?;
            writeln!(out, "    full NS: {}", text(&one))?;
            writeln!(out, "    full EW: {}", text(&two))?;
        }
    }
    let (mean, error) = mean_and_error(&imps);
    writeln!(out, "boards {}, bid differently {differ}", imps.len())?;
    writeln!(
        out,
        "the robots against the robots without {family}: {mean:+.2} IMPs a board (standard error {error:.2}), each deal bid both ways, contracts scored double dummy"
    )?;
    Ok(ExitCode::SUCCESS)
}

/// `levee autoplay --match-without signals` (or `leads`, or `signals,leads`): the card robots
/// against the same robots without the defenders' signals (or without reading the opening
/// lead, or without both: the robots of before either), each deal bid
/// and played at two tables with the robots' seats swapped. The auctions are the same; the
/// play decides, scored as played.
fn play_match(a: &AutoplayArgs, feature: &str, out: &mut dyn Write) -> Result<ExitCode> {
    let (mut rng, seed) = rng_for(a.seed);
    writeln!(out, "seed {seed}")?;
    let full = robots(a.samples, a.time_per_card, a.max_time_per_card);
    let card = levee_bots::Settings {
        signals: full.card.signals && !feature.contains("signals"),
        leads: full.card.leads && !feature.contains("leads"),
        calls: full.card.calls && !feature.contains("calls"),
        ..full.card
    };
    let less = Robots { card, ..full };
    let mut stats = Stats::default();
    let mut imps: Vec<f64> = Vec::new();
    let mut differ = 0;
    for n in 1..=a.boards {
        let board = Board::new(n).expect("boards start at 1");
        let deal: Deal = Deal::random(&mut rng, board.dealer());
        // The full robots sit North-South at table one and East-West at table two.
        let one = robot_board(&full, seed, &deal, n, Some((Side::EastWest, &less)), false, &mut stats)?;
        let two = robot_board(&full, seed, &deal, n, Some((Side::NorthSouth, &less)), false, &mut stats)?;
        let x = levee_score::imps(one.ns_score - two.ns_score);
        imps.push(f64::from(x));
        if one.tricks != two.tricks || one.result != two.result {
            differ += 1;
        }
        writeln!(
            out,
            "board {n:>3}  full NS: {:<10} NS {:>+5} | full EW: {:<10} NS {:>+5}  {x:+} IMPs",
            contract_text(one.result, one.tricks),
            one.ns_score,
            contract_text(two.result, two.tricks),
            two.ns_score
        )?;
    }
    let (mean, error) = mean_and_error(&imps);
    writeln!(out, "boards {}, played to a different result {differ}", imps.len())?;
    writeln!(
        out,
        "the robots against the robots without {feature}: {mean:+.2} IMPs a board (standard error {error:.2}), each deal played both ways, {} layouts a card",
        a.samples
    )?;
    Ok(ExitCode::SUCCESS)
}

/// A match's IMPs a board and the standard error of that mean.
fn mean_and_error(imps: &[f64]) -> (f64, f64) {
    let n = imps.len().max(1) as f64;
    let mean = imps.iter().sum::<f64>() / n;
    let var = imps.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, (var / n).sqrt())
}

/// Declarer's double-dummy tricks in the contract (none when passed out).
fn table_tricks(result: Option<AuctionResult>, table: &TrickTable) -> u8 {
    match result {
        Some(AuctionResult::Contract { contract, declarer }) => table.get(contract.strain, declarer),
        _ => 0,
    }
}

/// `levee autoplay --pbn FILE`: the robots bid (and play) the file's boards; where the file
/// holds a contract, both contracts are scored double dummy and compared with par. The robots
/// gain on a board what the file's contract loses to par in IMPs, less what theirs loses.
fn autoplay_file(a: &AutoplayArgs, file: &str, out: &mut dyn Write) -> Result<ExitCode> {
    let (_, read) = crate::files::read_file(file, None)?;
    crate::files::report(file, &read, false);
    let seed = a.seed.unwrap_or(1);
    let ours = robots(a.samples, a.time_per_card, a.max_time_per_card);
    let (mut boards, mut compared, mut gained, mut at_par, mut diff_sum) = (0u32, 0u32, 0i64, 0u32, 0i64);
    // Par reached on the compared boards, by the file's contracts and by the robots': the
    // share the experts themselves reach is the measure of the robots' own.
    let (mut file_at_par, mut ours_at_par_compared) = (0u32, 0u32);
    let mut rows = Vec::new();
    let mut partings = Partings::default();
    let mut kinds = ParKinds::default();
    let full: Vec<_> = read
        .good()
        .into_iter()
        .filter_map(|r| {
            let deal = r.deal.as_ref().and_then(levee_formats::PartialDeal::full);
            if deal.is_none() {
                eprintln!(
                    "{file}: board {}: not all 52 cards: left out",
                    r.board.map_or("?".into(), |b| b.to_string())
                );
            }
            deal.map(|d| (r, d))
        })
        .collect();
    // A results file holds each deal once per table: each distinct deal is solved once, the
    // deals over all cores.
    let mut distinct: Vec<Deal> = full.iter().map(|(_, d)| *d).collect();
    distinct.sort_by_key(|d| d.to_string());
    distinct.dedup();
    let tables: std::collections::HashMap<Deal, TrickTable> =
        distinct.iter().copied().zip(levee_dds::tables_parallel(&distinct, &|| {})).collect();
    // Each board's dealer and vulnerability, in the file's order.
    let mut numbered = Vec::with_capacity(full.len());
    for (r, deal) in full {
        let number = r.board.unwrap_or(numbered.len() as u32 + 1);
        let std = Board::new(number).unwrap_or_else(|| Board::new(1).expect("board 1"));
        let (dealer, vul) = (r.dealer.unwrap_or(std.dealer()), r.vulnerability.unwrap_or(std.vulnerability()));
        numbered.push((r, deal, number, dealer, vul));
    }
    // The robots bid (and play) each distinct board once: the same cards, dealer and
    // vulnerability make the same auction at every table of the file. The auctions alone,
    // which no clock limits, over all cores; the play in turn, its time per card measured.
    let mut keys: Vec<(Deal, Seat, Vulnerability)> = numbered.iter().map(|(_, d, _, dl, v)| (*d, *dl, *v)).collect();
    keys.sort_by_key(|(d, dl, v)| (d.to_string(), dl.index(), v.pbn()));
    keys.dedup();
    let robots_at = |(deal, dealer, vul): &(Deal, Seat, Vulnerability)| {
        robot_board(&ours, seed, deal, board_like(*dealer, *vul), None, a.bid_only, &mut Stats::default())
    };
    let played: Vec<Played> = if a.bid_only {
        use rayon::prelude::*;
        keys.par_iter().map(robots_at).collect::<Result<_>>()?
    } else {
        keys.iter().map(robots_at).collect::<Result<_>>()?
    };
    let by_board: std::collections::HashMap<_, _> = keys.into_iter().zip(played).collect();
    for (r, deal, number, dealer, vul) in numbered {
        let played = &by_board[&(deal, dealer, vul)];
        let table = tables[&deal];
        let par = levee_score::par(&table, vul, dealer.side());
        let ours_dd = dd_score(played.result, &table, vul);
        boards += 1;
        let ours_at_par = reached_par(played.result, &par);
        at_par += u32::from(ours_at_par);
        diff_sum += i64::from(ours_dd - par.score);
        // The file's auction, when it is whole and legal, says the contract; the tags only
        // when it is not (exports drop a double from the Contract tag now and then).
        let file_auction = r.auction.as_ref().map(levee_formats::AuctionRecord::replay);
        let theirs = match (file_auction.as_ref().and_then(levee_core::Auction::result), &r.contract, r.declarer) {
            (Some(AuctionResult::PassedOut), _, _) => Some(None),
            (Some(result), _, _) => Some(Some(result)),
            (None, Some(levee_formats::ContractTag::Contract(c)), Some(d)) => {
                Some(Some(AuctionResult::Contract { contract: *c, declarer: d }))
            }
            (None, Some(levee_formats::ContractTag::PassedOut), _) => Some(None),
            _ => None,
        };
        // Where the two auctions part, when the file's starts with this board's dealer.
        let file_calls: Option<Vec<levee_core::Call>> =
            file_auction.as_ref().filter(|f| f.dealer() == dealer).map(|f| f.calls().to_vec());
        let parts_at = file_calls.as_ref().and_then(|f| first_parting(&played.calls, f));
        let loss = |ns: i32| i64::from(levee_score::imps((ns - par.score).abs()));
        let swing = theirs.map(|t| {
            let their_dd = dd_score(t, &table, vul);
            (t, their_dd, loss(their_dd) - loss(ours_dd))
        });
        let theirs_at_par = theirs.map(|t| reached_par(t, &par));
        kinds.add(ParKind::of(&par), ours_at_par, theirs_at_par);
        if let Some((_, _, imps)) = swing {
            compared += 1;
            gained += imps;
            file_at_par += u32::from(theirs_at_par == Some(true));
            ours_at_par_compared += u32::from(ours_at_par);
            if let Some(f) = &file_calls {
                partings.add(&played.calls, f, parts_at, imps);
            }
        }
        let calls: Vec<String> = played.calls.iter().map(|c| call_symbol(*c)).collect();
        let ours_text = if a.bid_only {
            played.result.map_or("passed out".into(), |x| match x {
                AuctionResult::Contract { contract, declarer } => format!("{contract} {}", declarer.letter()),
                _ => "passed out".into(),
            })
        } else {
            contract_text(played.result, played.tricks)
        };
        if a.json {
            rows.push(serde_json::json!({
                "board": number, "dealer": dealer.to_string(), "vulnerable": vul.pbn(), "deal": deal.to_string(),
                "auction": calls, "explanations": played.why, "contract": ours_text, "ns_score": if a.bid_only { None } else { Some(played.ns_score) },
                "double_dummy_ns": ours_dd, "par_ns": par.score, "par_kind": ParKind::of(&par).name(),
                "par": par.contracts.iter().map(levee_score::ParContract::people_form).collect::<Vec<_>>(),
                "file_contract": swing.map(|(t, _, _)| contract_text(t, 0).split(' ').take(2).collect::<Vec<_>>().join(" ")),
                "file_double_dummy_ns": swing.map(|(_, d, _)| d), "imps": swing.map(|(_, _, i)| i),
                "file_auction": file_calls.as_ref().map(|f| f.iter().map(|c| call_symbol(*c)).collect::<Vec<_>>()),
                "parts_at": parts_at, "at_par": ours_at_par, "file_at_par": theirs_at_par,
            }));
        } else {
            let file_part = swing.map_or_else(String::new, |(t, d, i)| {
                let name = match t {
                    Some(AuctionResult::Contract { contract, declarer }) => format!("{contract} {}", declarer.letter()),
                    _ => "passed out".into(),
                };
                format!("   file {name:<8} dd NS {d:>+5}   {i:+} IMPs")
            });
            writeln!(
                out,
                "board {number:>3}  robots {ours_text:<10} dd NS {ours_dd:>+5}{}   par NS {:>+5}{file_part}",
                if a.bid_only { String::new() } else { format!("  played NS {:>+5}", played.ns_score) },
                par.score
            )?;
            if a.auctions {
                writeln!(out, "    {}", calls.join(" "))?;
                if let Some(f) = &file_calls {
                    let file: Vec<String> = f.iter().map(|c| call_symbol(*c)).collect();
                    let part = parts_at.map_or("the same".into(), |i| format!("parts at call {}", i + 1));
                    writeln!(out, "    file: {} ({part})", file.join(" "))?;
                }
            }
        }
    }
    let per = |x: i64, n: u32| x as f64 / f64::from(n.max(1));
    if a.json {
        writeln!(
            out,
            "{}",
            serde_json::json!({"file": file, "boards": boards, "compared": compared,
                "imps_against_file": gained, "imps_a_board": (per(gained, compared) * 100.0).round() / 100.0,
                "at_par": at_par, "file_at_par": file_at_par, "at_par_compared": ours_at_par_compared,
                "average_score_minus_par": (per(diff_sum, boards) * 10.0).round() / 10.0,
                "same_auction": partings.same, "partings": partings.json(),
                "par_kinds": kinds.json(), "rows": rows})
        )?;
    } else {
        writeln!(out, "boards {boards}")?;
        if compared > 0 {
            writeln!(
                out,
                "against the file's auctions: {:+.2} IMPs a board over {compared} boards (each contract scored double dummy, measured from par)",
                per(gained, compared)
            )?;
            partings.print(out)?;
        }
        writeln!(
            out,
            "par contract reached (strain and level): {:.0}%",
            100.0 * f64::from(at_par) / f64::from(boards.max(1))
        )?;
        if compared > 0 {
            let share = |n: u32| 100.0 * f64::from(n) / f64::from(compared);
            writeln!(
                out,
                "the file's contracts at par: {:.0}% of the {compared} boards compared (the robots': {:.0}% of the same boards)",
                share(file_at_par),
                share(ours_at_par_compared)
            )?;
        }
        kinds.print(out, compared > 0)?;
        writeln!(out, "average score - par (NS, double dummy): {:+.1}", per(diff_sum, boards))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// What a deal's par is: a part-score, a game, a slam, a grand slam, the other side's
/// doubled sacrifice, or no contract. Where the robots reach par and where they miss it
/// reads by kind (the exact level of a contested part-score, a sacrifice) far better than
/// in one share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ParKind {
    PartScore,
    Game,
    Slam,
    Grand,
    Sacrifice,
    PassedOut,
}

impl ParKind {
    const ALL: [ParKind; 6] =
        [ParKind::PartScore, ParKind::Game, ParKind::Slam, ParKind::Grand, ParKind::Sacrifice, ParKind::PassedOut];

    /// The kind of the first par contract (they are all of one kind: one side's contracts
    /// making, or one side's sacrifices), at its lowest par level.
    fn of(par: &levee_score::Par) -> ParKind {
        let Some(c) = par.contracts.first() else { return ParKind::PassedOut };
        let game = match c.strain {
            levee_core::Strain::NoTrump => 3,
            levee_core::Strain::Spades | levee_core::Strain::Hearts => 4,
            _ => 5,
        };
        match c.levels.0 {
            _ if c.sacrifice => ParKind::Sacrifice,
            7 => ParKind::Grand,
            6 => ParKind::Slam,
            l if l >= game => ParKind::Game,
            _ => ParKind::PartScore,
        }
    }

    fn name(self) -> &'static str {
        match self {
            ParKind::PartScore => "part-score",
            ParKind::Game => "game",
            ParKind::Slam => "slam",
            ParKind::Grand => "grand slam",
            ParKind::Sacrifice => "sacrifice",
            ParKind::PassedOut => "passed out",
        }
    }
}

/// Boards and par reached, by kind of par: the robots' on every board, and the file's
/// contracts beside the robots' on the boards compared.
#[derive(Debug, Default)]
struct ParKinds {
    /// Per kind (in `ParKind::ALL`'s order): boards, robots at par, boards compared, the
    /// file's contracts at par, the robots at par on the boards compared.
    counts: [[u32; 5]; 6],
}

impl ParKinds {
    fn add(&mut self, kind: ParKind, ours: bool, theirs: Option<bool>) {
        let i = ParKind::ALL.iter().position(|k| *k == kind).unwrap_or(0);
        let c = &mut self.counts[i];
        c[0] += 1;
        c[1] += u32::from(ours);
        if let Some(theirs) = theirs {
            c[2] += 1;
            c[3] += u32::from(theirs);
            c[4] += u32::from(ours);
        }
    }

    fn json(&self) -> serde_json::Value {
        let kinds: Vec<_> = ParKind::ALL
            .iter()
            .zip(&self.counts)
            .filter(|(_, c)| c[0] > 0)
            .map(|(k, c)| {
                serde_json::json!({"kind": k.name(), "boards": c[0], "at_par": c[1], "compared": c[2],
                    "file_at_par": c[3], "at_par_compared": c[4]})
            })
            .collect();
        serde_json::Value::Array(kinds)
    }

    fn print(&self, out: &mut dyn Write, compared: bool) -> Result<()> {
        let pct = |n: u32, of: u32| 100.0 * f64::from(n) / f64::from(of.max(1));
        let parts: Vec<String> = ParKind::ALL
            .iter()
            .zip(&self.counts)
            .filter(|(_, c)| c[0] > 0)
            .map(|(k, c)| {
                if compared && c[2] > 0 {
                    format!("{} {:.0}% ({:.0}%) of {}", k.name(), pct(c[4], c[2]), pct(c[3], c[2]), c[2])
                } else {
                    format!("{} {:.0}% of {}", k.name(), pct(c[1], c[0]), c[0])
                }
            })
            .collect();
        let whose = if compared { " (robots, and the file's in brackets, on the boards compared)" } else { "" };
        writeln!(out, "par reached by kind of par{whose}: {}", parts.join(", "))?;
        Ok(())
    }
}

/// The first call where the robots' auction leaves the file's (both from the dealer); `None`
/// when they agree as far as the file's goes.
fn first_parting(ours: &[levee_core::Call], file: &[levee_core::Call]) -> Option<usize> {
    ours.iter().zip(file).position(|(a, b)| a != b)
}

/// The IMPs of each board summed where the robots' auction first left the file's: by the
/// auction so far, the file's call and the robots' there. What a board gains or loses is
/// put down to that first difference (later calls follow from it).
#[derive(Default)]
struct Partings {
    same: u32,
    same_imps: i64,
    by_place: std::collections::HashMap<Place, (i64, u32)>,
}

/// Where two auctions part: the calls so far, and the file's and the robots' next call.
#[derive(PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Place {
    before: String,
    file: String,
    ours: String,
}

impl Partings {
    fn add(&mut self, ours: &[levee_core::Call], file: &[levee_core::Call], at: Option<usize>, imps: i64) {
        let Some(i) = at else {
            // A file's auction cut short agrees as far as it goes: neither the same nor parted.
            if ours.len() == file.len() {
                self.same += 1;
                self.same_imps += imps;
            }
            return;
        };
        let words = |calls: &[levee_core::Call]| calls.iter().map(|c| call_symbol(*c)).collect::<Vec<_>>().join(" ");
        let place = Place { before: words(&file[..i]), file: call_symbol(file[i]), ours: call_symbol(ours[i]) };
        let e = self.by_place.entry(place).or_default();
        e.0 += imps;
        e.1 += 1;
    }

    /// The places, the costliest first.
    fn sorted(&self) -> Vec<(&Place, &(i64, u32))> {
        let mut v: Vec<_> = self.by_place.iter().collect();
        v.sort_by(|a, b| a.1.0.cmp(&b.1.0).then(b.1.1.cmp(&a.1.1)).then(a.0.cmp(b.0)));
        v
    }

    fn json(&self) -> serde_json::Value {
        let rows: Vec<_> = self
            .sorted()
            .into_iter()
            .map(|(p, (imps, n))| {
                serde_json::json!({"after": p.before, "file_call": p.file, "robots_call": p.ours, "imps": imps, "boards": n})
            })
            .collect();
        serde_json::Value::Array(rows)
    }

    fn print(&self, out: &mut dyn Write) -> Result<()> {
        writeln!(out, "the same auction as the file's: {} boards ({:+} IMPs)", self.same, self.same_imps)?;
        let places = self.sorted();
        if places.is_empty() {
            return Ok(());
        }
        writeln!(out, "where the robots' auction first leaves the file's, the costliest (IMPs over the boards):")?;
        for (p, (imps, n)) in places.into_iter().take(10) {
            let before = if p.before.is_empty() { "(the first call)" } else { &p.before };
            writeln!(out, "  {imps:+5} over {n:>4}   after {before}: file {}, robots {}", p.file, p.ours)?;
        }
        Ok(())
    }
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
    /// The PBN file each finished deal is added to.
    pub(crate) pbn: Option<String>,
    /// The robots' pace.
    #[arg(skip = levee_table::Pace::NONE)]
    pub(crate) pace: levee_table::Pace,
    /// The full-screen game's language.
    #[arg(skip)]
    pub(crate) lang: levee_i18n::Lang,
    /// The boards of a file, played in order (then the game ends).
    #[arg(skip)]
    pub(crate) deals: Vec<Deal>,
}

/// Hands as seed 003 sorts them (♠ ♥ ♣ ♦, each from the ace down).
pub(crate) fn hand_line(h: levee_core::Hand) -> String {
    render::hand_sorted(h)
}

/// Asks for another deal: true for `next` (or an empty line).
fn ask_next(
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    lang: levee_i18n::Lang,
    out: &mut dyn Write,
) -> Result<bool> {
    write!(out, "{} ", levee_i18n::message(lang, "line-next-deal", &[]))?;
    out.flush()?;
    Ok(matches!(lines.next(), Some(Ok(l)) if l.trim().eq_ignore_ascii_case("next") || l.trim().is_empty()))
}

/// A person against robots at one table, line by line: what the person types becomes the
/// table's events, the robots act on the table's own, and what happens is printed.
pub(crate) struct LineGame {
    /// The table.
    pub(crate) table: Table,
    /// The robots' settings.
    pub(crate) robots: Robots,
    /// The person's seat.
    pub(crate) me: Seat,
    /// The PBN file each finished deal is added to (`--pbn`).
    pub(crate) pbn: Option<String>,
    /// The language of the engine's words (refusals, explanations) to the person.
    pub(crate) lang: levee_i18n::Lang,
}

impl LineGame {
    /// Prints what happened, as the line game says it: the robots' calls and cards, tricks,
    /// dummy faced, claims.
    pub(crate) fn say(&self, notices: &[Notice], out: &mut dyn Write) -> Result<()> {
        let lang = self.lang;
        let m = |key: &str, args: &[(&str, &str)]| levee_i18n::message(lang, key, args);
        let who = |s: Seat| m(&format!("seat-name-{}", s.letter()), &[]);
        let card = |c: levee_core::Card| levee_i18n::card(lang, &format!("{c:#}"));
        for n in notices {
            match n {
                Notice::Called { seat, call, meaning } if *seat != self.me => {
                    let text = call.bridge().map_or_else(|| format!("{call:#}"), call_symbol);
                    let meaning = meaning.as_ref().map(|x| x.render(lang)).unwrap_or_default();
                    let call = levee_i18n::call(lang, &text);
                    writeln!(
                        out,
                        "{}",
                        m("line-bids", &[("seat", &who(*seat)), ("call", &call), ("meaning", &meaning)])
                    )?;
                }
                Notice::Played { seat, card: c, by } if *by != self.me => {
                    let (name, c) = (who(*by), card(*c));
                    if seat == by {
                        writeln!(out, "{}", m("line-plays", &[("seat", &name), ("card", &c)]))?;
                    } else {
                        let dummy = who(*seat);
                        writeln!(
                            out,
                            "{}",
                            m("line-plays-dummy", &[("seat", &name), ("card", &c), ("dummy", &dummy)])
                        )?;
                    }
                }
                Notice::DummyFaced { seat, hand } => {
                    writeln!(out, "{}", m("line-dummy", &[("seat", &who(*seat)), ("hand", &hand_line(*hand))]))?;
                }
                Notice::Trick { number, trick, won: (ns, ew) } => {
                    let cards: Vec<String> = trick
                        .cards
                        .iter()
                        .enumerate()
                        .map(|(i, c)| {
                            format!("{}:{}", m(&format!("seat-{}", trick.leader.add(i).letter()), &[]), card(*c))
                        })
                        .collect();
                    let w = who(trick.winner.unwrap_or(trick.leader));
                    let (number, ns, ew) = (number.to_string(), ns.to_string(), ew.to_string());
                    let args =
                        [("n", number.as_str()), ("cards", &cards.join(" ")), ("seat", &w), ("ns", &ns), ("ew", &ew)];
                    writeln!(out, "{}", m("line-trick", &args))?;
                }
                Notice::Claimed { seat, tricks } if *seat != self.me => {
                    writeln!(out, "{}", m("line-claims", &[("seat", &who(*seat)), ("tricks", &tricks.to_string())]))?;
                }
                Notice::Answered { accept, .. } => {
                    writeln!(out, "{}", m(if *accept { "line-claim-accepted" } else { "line-claim-rejected" }, &[]))?;
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Applies an event and prints what it did.
    pub(crate) fn act(&mut self, ev: &Event, out: &mut dyn Write) -> Result<(), String> {
        let notices = self.table.apply(ev).map_err(|e| e.to_string())?;
        self.say(&notices, out).map_err(|e| e.to_string())
    }

    /// The robots act until the person must, or the deal is over.
    pub(crate) fn robots_act(&mut self, out: &mut dyn Write) -> Result<()> {
        while self.table.robot_to_act() {
            crate::game::wait_pace(&self.table, out);
            let Some(ev) = self.table.robot_event(&self.robots) else { break };
            self.act(&ev, out).map_err(bad)?;
        }
        Ok(())
    }

    /// Prints the person's turn.
    pub(crate) fn prompt(&self, out: &mut dyn Write) -> Result<()> {
        let r = self.table.round();
        let me = self.me;
        match (r, r.phase()) {
            (AnyRound::Bridge(g), Phase::Auction) => {
                let calls: Vec<String> =
                    g.auction().iter().map(|(s, c)| format!("{}:{}", s.letter(), call_symbol(c))).collect();
                let m = |key: &str, args: &[(&str, &str)]| levee_i18n::message(self.lang, key, args);
                let calls = if calls.is_empty() {
                    m("line-no-calls", &[])
                } else {
                    render::calls_in(&calls.join(" "), self.lang)
                };
                writeln!(out, "{}", m("line-auction", &[("calls", &calls)]))?;
                for l in render::auction_grid(g.auction()) {
                    writeln!(out, "  {}", render::grid_line_in(&l, self.lang))?;
                }
                let bidding_box = render::calls_in(&render::bidding_box(g.auction()), self.lang);
                writeln!(out, "{}", m("line-bidding-box", &[("box", &bidding_box)]))?;
                let seat = render::seat_name(me, self.lang);
                writeln!(out, "{}", m("line-your-call", &[("seat", &seat), ("hand", &hand_line(r.hand(me)))]))?;
            }
            (_, Phase::Play) => {
                if let AnyRound::Bridge(g) = r {
                    write!(out, "{}", render::table_view(g.play().expect("play"), me, self.lang))?;
                } else if let AnyRound::Minibridge(g) = r {
                    write!(out, "{}", render::table_view(g.play().expect("play"), me, self.lang))?;
                }
                writeln!(out, "{}", self.trick_line())?;
                let seat = r.to_play().expect("a seat");
                let hand = hand_line(r.hand(seat));
                let line = if seat == me {
                    levee_i18n::message(self.lang, "line-play", &[("hand", &hand)])
                } else {
                    let dummy = levee_i18n::message(self.lang, &format!("seat-name-{}", seat.letter()), &[]);
                    levee_i18n::message(self.lang, "line-play-dummy", &[("hand", &hand), ("dummy", &dummy)])
                };
                writeln!(out, "{line}")?;
            }
            _ => {}
        }
        write!(out, "> ")?;
        out.flush()?;
        Ok(())
    }

    /// The trick being played: `trick 3: W:♣2 N:♣K`, or `(your lead)`.
    fn trick_line(&self) -> String {
        let m = |key: &str, args: &[(&str, &str)]| levee_i18n::message(self.lang, key, args);
        let r = self.table.round();
        let t = r.current_trick().expect("a trick");
        let cards: Vec<String> = t
            .cards
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let who = m(&format!("seat-{}", t.leader.add(i).letter()), &[]);
                format!("{who}:{}", levee_i18n::card(self.lang, &format!("{c:#}")))
            })
            .collect();
        let shown = if cards.is_empty() { m("line-your-lead", &[]) } else { cards.join(" ") };
        m("line-trick-now", &[("n", &(r.tricks().len() + 1).to_string()), ("cards", &shown)])
    }

    /// The robot's suggestion for the person, in words.
    fn hint(&self, out: &mut dyn Write) -> Result<(), String> {
        let Some(c) = self.table.robot_choice(self.me, &self.robots) else { return Ok(()) };
        let text = match &c.event {
            Event::Called { .. } => format!("the robot would bid {}", c.why),
            Event::Played { card, .. } => {
                let values: Vec<String> = c.values.iter().take(6).map(|(c, v)| format!("{c:#} {v:.2}")).collect();
                format!(
                    "the robot would play {card:#}: {}{}",
                    c.why,
                    if values.is_empty() { String::new() } else { format!(" [{}]", values.join(", ")) }
                )
            }
            Event::Claimed { tricks, .. } => format!("the robot would claim the remaining {tricks}"),
            _ => return Ok(()),
        };
        writeln!(out, "{text}").map_err(|e| e.to_string())
    }

    /// The person's command; true to quit.
    pub(crate) fn human(&mut self, word: &str, out: &mut dyn Write) -> Result<bool, String> {
        let me = self.me;
        let lower = word.to_ascii_lowercase();
        let io = |e: std::io::Error| e.to_string();
        match lower.as_str() {
            "quit" | "exit" => return Ok(true),
            "help" | "?" => {
                writeln!(out, "{}", levee_i18n::message(self.lang, "line-help", &[])).map_err(io)?;
                return Ok(false);
            }
            "explain" => {
                let v = self.table.view_in(Viewer::Seat(me), self.lang);
                for c in &v.auction {
                    let seat = c.seat.parse::<Seat>().map_or_else(|_| c.seat.clone(), |s| format!("{s:#}"));
                    writeln!(out, "  {seat}: {} — {}", c.call, c.meaning.as_deref().unwrap_or("")).map_err(io)?;
                }
                if v.auction.is_empty() {
                    writeln!(out, "  no call yet").map_err(io)?;
                }
                return Ok(false);
            }
            "hint" => {
                self.hint(out)?;
                return Ok(false);
            }
            "robot" | "r" => {
                let c = self.table.robot_choice(me, &self.robots).ok_or("nothing to do")?;
                let notices = self.table.apply(&c.event).map_err(|e| e.said().render(self.lang))?;
                // The robot acted for the person: say it as the robots' actions are said.
                let robot = LineGame {
                    table: self.table.clone(),
                    robots: self.robots,
                    me: me.lho(),
                    pbn: None,
                    lang: self.lang,
                };
                robot.say(&notices, out).map_err(|e| e.to_string())?;
                return Ok(false);
            }
            "undo" => {
                // Back to the person's previous turn: take back the robots' actions too.
                let mut undone = 0;
                while self.table.undo().is_some() {
                    undone += 1;
                    if self.table.round().to_act() == Some(me) {
                        break;
                    }
                }
                if undone == 0 {
                    return Err("nothing to take back".into());
                }
                writeln!(out, "took back {undone} action(s)").map_err(io)?;
                return Ok(false);
            }
            _ => {}
        }
        if let Some(n) = lower.strip_prefix("claim") {
            let n: u8 = n.trim().parse().map_err(|_| "write claim N, the tricks your side takes from here")?;
            let counter = match self.table.round() {
                AnyRound::Bridge(g) => g.play().and_then(|p| levee_bots::claim_refutation(p, me, n)),
                AnyRound::Minibridge(g) => g.play().and_then(|p| levee_bots::claim_refutation(p, me, n)),
                _ => return Err("no claims in this game: every card is played".into()),
            };
            if let Some((hands, t)) = counter {
                writeln!(out, "claim refused: with this layout of the unseen cards your side takes {t} only:")
                    .map_err(io)?;
                for s in Seat::ALL {
                    writeln!(out, "  {:#}: {}", s, hand_line(hands[s])).map_err(io)?;
                }
                return Ok(false);
            }
            let ev =
                self.table.event_for(me, &Intention::Claim { tricks: n }).map_err(|e| e.said().render(self.lang))?;
            self.table.apply(&ev).map_err(|e| e.said().render(self.lang))?;
            // The robots answer.
            if let Some(ev) = self.table.robot_event(&self.robots) {
                let accept = matches!(ev, Event::Answered { accept: true, .. });
                self.table.apply(&ev).map_err(|e| e.said().render(self.lang))?;
                let word = if accept { "accepted" } else { "rejected" };
                writeln!(out, "claim of {n} {word} by the robots").map_err(io)?;
            }
            return Ok(false);
        }
        let intention = match self.table.round().phase() {
            Phase::Auction => Intention::Call { call: word.to_string() },
            _ => Intention::Card { card: word.to_string() },
        };
        let ev = self.table.event_for(me, &intention).map_err(|e| e.said().render(self.lang))?;
        self.act(&ev, out)?;
        Ok(false)
    }

    /// Plays the deal in progress to its end; true when the person quits.
    pub(crate) fn run(
        &mut self,
        teach: bool,
        lines: &mut impl Iterator<Item = std::io::Result<String>>,
        out: &mut dyn Write,
    ) -> Result<bool> {
        loop {
            self.robots_act(out)?;
            if self.table.round().phase() == Phase::Over {
                return Ok(false);
            }
            if teach && self.table.round().phase() == Phase::Play {
                if let AnyRound::Minibridge(_) = self.table.round() {
                    // A beginner's words, not the robot's figures.
                    crate::teach::play_hint(self, self.table.round().tricks().is_empty(), out)?;
                } else {
                    let _ = self.hint(out);
                }
            }
            self.prompt(out)?;
            let Some(word) = next_word(lines, out)? else { continue };
            match self.human(&word, out) {
                Ok(true) => return Ok(true),
                Ok(false) => {}
                Err(e) => writeln!(out, "refused: {e}")?,
            }
        }
    }

    /// The end of a bridge deal: every hand, the result and score, the rubber sheet, and the
    /// post-mortem against double dummy.
    pub(crate) fn finish(&self, out: &mut dyn Write) -> Result<()> {
        let t = &self.table;
        let r = t.round();
        let lang = self.lang;
        let m = |key: &str, args: &[(&str, &str)]| levee_i18n::message(lang, key, args);
        let who = |s: Seat| m(&format!("seat-name-{}", s.letter()), &[]);
        let vul = m(&format!("vul-{}", r.vulnerability()), &[]);
        let header = vec![m("line-dealer", &[("dealer", &who(r.dealer())), ("vul", &vul)])];
        write!(out, "{}", render::diagram(Seat::ALL.map(|s| Some(r.dealt(s))), &header, lang))?;
        if let AnyRound::Bridge(g) = r {
            match (g.result(), t.finished().last()) {
                (Some(AuctionResult::Contract { .. }), Some(f)) => {
                    writeln!(out, "{}", m("line-result", &[("result", &f.said.render(lang))]))?;
                }
                _ => writeln!(out, "{}", m("result-passed-out", &[]))?,
            }
            if let Some(sheet) = t.session().rubber() {
                write!(out, "{}", render::rubber_sheet(sheet))?;
            }
            post_mortem(g, lang, out)?;
        }
        if let Some(path) = &self.pbn {
            let players = Seat::ALL.map(|s| if s == self.me { "You" } else { "levee robot" });
            crate::files::append_finished_deal(path, t, players)?;
            writeln!(out, "written to {path}")?;
        }
        Ok(())
    }
}

/// Post-mortem: each card where the side that played it lost a trick against double dummy.
fn post_mortem(game: &levee_core::Game, lang: levee_i18n::Lang, out: &mut dyn Write) -> Result<()> {
    let m = |key: &str, args: &[(&str, &str)]| levee_i18n::message(lang, key, args);
    let deal = game.deal();
    let mut solver = Solver::new();
    let table: TrickTable = solver.table(deal);
    let par = levee_score::par(&table, game.vulnerability(), game.dealer().side());
    // The table's strains as the header names them: symbols (and SA) in French.
    let strains = table
        .to_string()
        .split_whitespace()
        .map(|w| match (lang, w) {
            (levee_i18n::Lang::En, w) => w.to_string(),
            (_, "NT") => m("strain-nt", &[]),
            (_, "S") => "♠".into(),
            (_, "H") => "♥".into(),
            (_, "D") => "♦".into(),
            (_, "C") => "♣".into(),
            (_, w) => w.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ");
    writeln!(out, "{}", m("line-double-dummy", &[("table", &strains)]))?;
    let forms: Vec<String> = par
        .contracts
        .iter()
        .map(|c| {
            let form = levee_i18n::call(lang, &c.people_form());
            // « 4♠ par EO »: the declarers' side in the reader's words.
            match lang {
                levee_i18n::Lang::En => form,
                _ => form.replace(" by ", &format!(" {} ", m("par-by", &[]))).replace("EW", &m("vul-EW", &[])),
            }
        })
        .collect();
    let contracts = if forms.is_empty() { levee_i18n::call(lang, "Pass") } else { forms.join(", ") };
    writeln!(out, "{}", m("line-par", &[("score", &format!("{:+}", par.score)), ("contracts", &contracts)]))?;
    let Some(AuctionResult::Contract { contract, declarer }) = game.result() else { return Ok(()) };
    let Some(p) = game.play() else { return Ok(()) };
    let cards: Vec<Card> = p.cards_played().map(|(_, c)| c).collect();
    let review = levee_bots::review::review(deal, contract.strain, declarer, &cards);
    let mut mistakes = 0;
    for (i, step) in review.steps.iter().enumerate().filter(|(_, s)| s.lost > 0) {
        mistakes += 1;
        let (seat, card, n) = (step.seat, step.card, step.lost);
        let args = [
            ("trick", (i / 4 + 1).to_string()),
            ("seat", m(&format!("seat-name-{}", seat.letter()), &[])),
            ("card", levee_i18n::card(lang, &format!("{card:#}"))),
            ("side", m(&format!("vul-{}", seat.side()), &[])),
            ("n", n.to_string()),
        ];
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        writeln!(out, "  {}", m("line-lost", &args))?;
    }
    if mistakes == 0 && !cards.is_empty() {
        writeln!(out, "  {}", m("line-no-trick-lost", &[]))?;
    }
    Ok(())
}

/// `levee play`: the person at `seat`, robots at the other three.
pub(crate) fn play_robots(a: &PlayRobotsArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let mut g = new_line_game(a)?;
    let lang = g.lang;
    let m = |key: &str, args: &[(&str, &str)]| levee_i18n::message(lang, key, args);
    writeln!(out, "{}", m("line-seed-play", &[("seed", &g.table.config().seed.to_string())]))?;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        let r = g.table.round();
        let vul = render::vul_in(r.vulnerability(), lang);
        let board = g.table.board().to_string();
        let (dealer, you) = (render::seat_name(r.dealer(), lang), render::seat_name(a.seat, lang));
        let args = [("board", board.as_str()), ("dealer", &dealer), ("vul", &vul), ("you", &you)];
        writeln!(out, "{}", m("line-board", &args))?;
        writeln!(out, "{}", m("line-help", &[]))?;
        writeln!(out, "{}", m("line-your-hand", &[("hand", &hand_line(r.hand(a.seat)))]))?;
        if g.run(false, &mut lines, out)? {
            writeln!(out, "deal abandoned")?;
            return Ok(ExitCode::SUCCESS);
        }
        g.finish(out)?;
        if !next_deal(&mut g.table, &mut lines, lang, out)? {
            break;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// After a deal: the next one if the session goes on and the person asks for it.
fn next_deal(
    table: &mut Table,
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    lang: levee_i18n::Lang,
    out: &mut dyn Write,
) -> Result<bool> {
    if table.is_over() || !ask_next(lines, lang, out)? {
        return Ok(false);
    }
    table.apply(&Event::NextBoard).map_err(|e| bad(e.to_string()))?;
    Ok(true)
}

/// The line game `levee play` and the full screen share.
pub(crate) fn new_line_game(a: &PlayRobotsArgs) -> Result<LineGame> {
    let (_, seed) = rng_for(a.seed);
    let scoring = if a.rubber { Scoring::Rubber } else { Scoring::Duplicate };
    let mut config = Config::new(levee_core::Variant::Bridge, scoring, true, seed);
    config.dealing = if a.deals.is_empty() {
        dealing(a.deal)
    } else {
        Dealing::Given(Arc::new(a.deals.iter().map(|d| GivenDeal::Cards(*d)).collect()))
    };
    config.first_board = a.board;
    config.pace = a.pace;
    Ok(LineGame {
        table: table_for_person(config, a.seat)?,
        robots: robots(a.samples, 2.0, 10.0),
        me: a.seat,
        pbn: a.pbn.clone(),
        lang: a.lang,
    })
}

/// The decision table's row for a total: `25-26 points → 9 tricks`.
fn table_row(lang: levee_i18n::Lang, total: u32) -> String {
    use levee_core::minibridge::decision_table;
    match decision_table(total) {
        None => levee_i18n::message(lang, "teach-row-none", &[("total", &total.to_string())]),
        Some(t) => {
            let lo = (20..=total).rev().take_while(|x| decision_table(*x) == Some(t)).last().unwrap_or(total);
            let hi = (total..=40).take_while(|x| decision_table(*x) == Some(t)).last().unwrap_or(total);
            let (lo, hi, t) = (lo.to_string(), hi.to_string(), t.to_string());
            levee_i18n::message(lang, "teach-row", &[("low", &lo), ("high", &hi), ("tricks", &t)])
        }
    }
}

/// A seat in full in the game's language.
fn seat_name(g: &LineGame, s: Seat) -> String {
    crate::teach::seat_name(g, s)
}

/// A message in the minibridge game's language.
fn m2(a: &MiniPlayArgs, key: &str, args: &[(&str, &str)]) -> String {
    levee_i18n::message(a.lang, key, args)
}

/// `levee play --game minibridge|bataille` against robots (seed 003).
pub(crate) struct MiniPlayArgs {
    pub(crate) pbn: Option<String>,
    pub(crate) seed: Option<u64>,
    pub(crate) seat: Seat,
    pub(crate) samples: usize,
    pub(crate) deal: Option<Deal>,
    pub(crate) teach: bool,
    pub(crate) declare: bool,
    pub(crate) bataille: bool,
    pub(crate) leader: Option<Seat>,
    pub(crate) pace: levee_table::Pace,
    pub(crate) lang: levee_i18n::Lang,
}

pub(crate) fn play_minibridge(a: &MiniPlayArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let (_, seed) = rng_for(a.seed);
    writeln!(out, "{}", levee_i18n::message(a.lang, "line-seed", &[("seed", &seed.to_string())]))?;
    let variant = if a.bataille { levee_core::Variant::Bataille } else { levee_core::Variant::Minibridge };
    let mut config = Config::new(variant, Scoring::Duplicate, true, seed);
    config.dealing = dealing(a.deal);
    if a.declare && a.deal.is_none() && !a.bataille {
        config.dealing = Dealing::Given(Arc::new(crate::teach::deals_to_declare(seed, a.seat, 64)));
    }
    config.leader = a.leader;
    config.pace = a.pace;
    // A learner says their own words of the procedure; the teacher checks them.
    config.announce_for_people = !a.teach;
    let mut g = LineGame {
        table: table_for_person(config, a.seat)?,
        robots: robots(a.samples, 2.0, 10.0),
        me: a.seat,
        pbn: a.pbn.clone(),
        lang: a.lang,
    };
    let tr = |key: &str, args: &[(&str, &str)]| levee_i18n::message(a.lang, key, args);
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        for _ in 0..g.table.redeals() {
            writeln!(out, "{}", tr("result-redeal", &[]))?;
        }
        let r = g.table.round();
        let me = a.seat;
        let (n, dealer, you) = (g.table.board().to_string(), seat_name(&g, r.dealer()), seat_name(&g, me));
        writeln!(out, "{}", tr("mini-deal", &[("n", &n), ("dealer", &dealer), ("you", &you)]))?;
        let (line, points) = (hand_line(r.hand(me)), r.hand(me).hcp().to_string());
        writeln!(out, "{}", tr("mini-hand", &[("hand", &line), ("points", &points)]))?;
        if a.bataille {
            let leader = r.to_act().unwrap_or(me);
            writeln!(out, "{}", tr("mini-bataille", &[("leader", &seat_name(&g, leader))]))?;
            if run_bataille(&mut g, &mut lines, out)? {
                return Ok(ExitCode::SUCCESS);
            }
        } else if a.teach && crate::teach::procedure_by_the_learner(&mut g, &mut lines, out)? {
            writeln!(out, "{}", tr("mini-abandoned", &[]))?;
            return Ok(ExitCode::SUCCESS);
        } else {
            if !a.teach {
                for t in g.table.view(Viewer::Spectator).told {
                    let seat = t.seat.parse::<Seat>().map_or(t.seat.clone(), |s| seat_name(&g, s));
                    writeln!(out, "{}", tr("mini-told", &[("seat", &seat), ("says", &t.says)]))?;
                }
            }
            let AnyRound::Minibridge(m) = g.table.round() else { unreachable!("a minibridge table") };
            let Some((contract, declarer)) = m.contract() else {
                // A given deal nobody opens: nothing to play.
                writeln!(out, "{}", tr("mini-no-contract", &[]))?;
                return Ok(ExitCode::SUCCESS);
            };
            let tricks = contract.tricks_needed();
            let side_hcp = m.bidding().side_points().unwrap_or(0);
            let args = [
                ("tricks", tricks.to_string()),
                ("contract", contract.to_string()),
                ("declarer", seat_name(&g, declarer)),
                ("leader", seat_name(&g, declarer.lho())),
                ("dummy", seat_name(&g, declarer.partner())),
            ];
            let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
            writeln!(out, "{}", tr("mini-contract", &args))?;
            if a.teach {
                let mine = m.cards().hand(me).hcp();
                let side = mine + m.cards().hand(me.partner()).hcp();
                let (mine, side) = (mine.to_string(), side.to_string());
                crate::teach::teacher(&g, out, &m2(a, "teach-points", &[("mine", &mine), ("side", &side)]))?;
                let row = table_row(a.lang, side_hcp);
                let points = side_hcp.to_string();
                crate::teach::teacher(&g, out, &m2(a, "teach-table", &[("points", &points), ("row", &row)]))?;
                let tricks = tricks.to_string();
                let words = if declarer == me {
                    m2(a, "teach-you-play", &[("tricks", &tricks)])
                } else if declarer.side() == me.side() {
                    m2(a, "teach-partner-plays", &[("tricks", &tricks)])
                } else {
                    m2(a, "teach-they-play", &[("seat", &seat_name(&g, declarer)), ("tricks", &tricks)])
                };
                crate::teach::teacher(&g, out, &words)?;
            }
            if g.run(a.teach, &mut lines, out)? {
                writeln!(out, "{}", tr("mini-abandoned", &[]))?;
                return Ok(ExitCode::SUCCESS);
            }
            let AnyRound::Minibridge(m) = g.table.round() else { unreachable!("a minibridge table") };
            let made = m.declarer_tricks().unwrap_or(0);
            let ns = g.table.finished().last().map_or(0, |f| f.ns_score);
            let (side, pts) = if ns >= 0 { (Side::NorthSouth, ns) } else { (Side::EastWest, -ns) };
            let side = tr(&format!("vul-{side}"), &[]);
            let args = [
                ("declarer", seat_name(&g, declarer)),
                ("made", made.to_string()),
                ("tricks", tricks.to_string()),
                ("side", side),
                ("points", pts.to_string()),
            ];
            let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
            writeln!(out, "{}", tr("mini-took", &args))?;
            if let Some(path) = &a.pbn {
                let players = Seat::ALL.map(|s| if s == a.seat { "You" } else { "levee robot" });
                crate::files::append_finished_deal(path, &g.table, players)?;
                writeln!(out, "written to {path}")?;
            }
        }
        let totals = g.table.session().totals();
        let (ns, ew) = (totals[Side::NorthSouth].to_string(), totals[Side::EastWest].to_string());
        writeln!(out, "{}", tr("mini-session", &[("ns", &ns), ("ew", &ew)]))?;
        if !next_deal(&mut g.table, &mut lines, g.lang, out)? {
            break;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// "La bataille" (seed 003's first deal): no contract, a volunteer leads, the side with more
/// tricks wins. True when the person quits.
fn run_bataille(
    g: &mut LineGame,
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    out: &mut dyn Write,
) -> Result<bool> {
    let me = g.me;
    while g.table.round().phase() != Phase::Over {
        let seat = g.table.round().to_act().expect("a seat");
        let ev = if seat != me {
            g.table.robot_event(&g.robots).ok_or_else(|| bad("the robots have nothing to do"))?
        } else {
            writeln!(out, "{}", g.trick_line())?;
            write!(out, "play: {}\n> ", hand_line(g.table.round().hand(me)))?;
            out.flush()?;
            let Some(line) = lines.next() else { return Err(bad("input ended before the deal was over")) };
            let line = line?;
            let word = line.trim().to_ascii_lowercase();
            match word.as_str() {
                "" => continue,
                "quit" | "exit" => return Ok(true),
                "hint" => {
                    if let Some(c) = g.table.robot_choice(me, &g.robots)
                        && let Event::Played { card, .. } = c.event
                    {
                        writeln!(out, "the robot would play {card:#}: {}", c.why)?;
                    }
                    continue;
                }
                "robot" | "r" => {
                    g.table.robot_choice(me, &g.robots).map(|c| c.event).ok_or_else(|| bad("nothing to do"))?
                }
                _ => match g.table.event_for(me, &Intention::Card { card: word.clone() }) {
                    Ok(ev) => ev,
                    Err(e) => {
                        writeln!(out, "refused: {e}")?;
                        continue;
                    }
                },
            }
        };
        let notices = g.table.apply(&ev).map_err(|e| bad(e.to_string()))?;
        for n in notices {
            match n {
                Notice::Played { seat, card, .. } => writeln!(out, "{seat:#} plays {card:#}")?,
                Notice::Trick { number, trick, won: (ns, ew) } => {
                    writeln!(out, "trick {number} to {:#}   (NS {ns} EW {ew})", trick.winner.unwrap_or(trick.leader))?;
                }
                Notice::Ended { line, .. } => writeln!(out, "{line}")?,
                _ => {}
            }
        }
    }
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::ParKind;
    use levee_core::{Seat, Side, Strain};
    use levee_score::{Par, ParContract};

    fn par(strain: Strain, levels: (u8, u8), sacrifice: bool) -> Par {
        let contract =
            ParContract { side: Side::NorthSouth, declarers: vec![Seat::North], strain, levels, tricks: 9, sacrifice };
        Par { score: 0, contracts: vec![contract] }
    }

    #[test]
    fn a_par_is_read_by_its_kind_at_its_lowest_level() {
        assert_eq!(ParKind::of(&Par { score: 0, contracts: Vec::new() }), ParKind::PassedOut);
        assert_eq!(ParKind::of(&par(Strain::NoTrump, (3, 3), false)), ParKind::Game);
        assert_eq!(ParKind::of(&par(Strain::NoTrump, (2, 2), false)), ParKind::PartScore);
        assert_eq!(ParKind::of(&par(Strain::Hearts, (3, 3), false)), ParKind::PartScore);
        assert_eq!(ParKind::of(&par(Strain::Clubs, (4, 4), false)), ParKind::PartScore);
        assert_eq!(ParKind::of(&par(Strain::Diamonds, (5, 5), false)), ParKind::Game);
        assert_eq!(ParKind::of(&par(Strain::Spades, (6, 6), false)), ParKind::Slam);
        assert_eq!(ParKind::of(&par(Strain::Spades, (7, 7), false)), ParKind::Grand);
        assert_eq!(ParKind::of(&par(Strain::Diamonds, (5, 5), true)), ParKind::Sacrifice);
    }
}
