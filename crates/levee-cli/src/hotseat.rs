//! `levee play --hotseat`: people at one keyboard take every seat, bid and play a whole deal.
//! Every call and card goes through the table engine (`levee-table`), so every rule is
//! enforced; the screen shows what the player to act may see (their hand, and dummy once
//! exposed).
//! Input is read line by line, so the same code path is driven by a script in the tests.

use crate::game::{next_word, rng_for};
use crate::{bad, render};
use anyhow::Result;
use clap::Args;
use levee_core::{Board, Deal, Phase, Seat, Side, Variant};
use levee_table::{AnyRound, Config, Dealing, Event, GivenDeal, Intention, Notice, Scoring, Table, Viewer};
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Args, Debug)]
pub(crate) struct PlayArgs {
    /// People at one keyboard take all four seats (without it: you against three robots).
    #[arg(long)]
    hotseat: bool,
    /// Your seat against the robots.
    #[arg(long, default_value = "S")]
    seat: String,
    /// Layouts the card-play robot solves per card.
    #[arg(long, default_value_t = 50)]
    samples: usize,
    /// Keep a rubber score sheet across deals, until the rubber is won.
    #[arg(long)]
    rubber: bool,
    /// Minibridge: a teacher's hints (points, the side's total, the table's row, why this
    /// contract, and the robot's card at each turn).
    #[arg(long)]
    teach: bool,
    /// Minibridge: deal so that you declare every deal (each deal turned so that the
    /// procedure makes your seat declarer).
    #[arg(long)]
    declare: bool,
    /// La bataille: who leads (default: the dealer's left).
    #[arg(long)]
    leader: Option<String>,
    /// Seed for the deal (random when absent).
    #[arg(long)]
    seed: Option<u64>,
    /// Board number: dealer and vulnerability (default 1).
    #[arg(long, default_value_t = 1)]
    board: u32,
    /// Play this deal (a PBN deal string) instead of a random one.
    #[arg(long)]
    deal: Option<String>,
    /// The game: bridge, minibridge (the contract comes from the points), bataille
    /// (minibridge's first deal: no contract, most tricks wins), or bridgeote (32 cards, a
    /// belote auction, played to 1500).
    #[arg(long, default_value = "bridge")]
    game: String,
    /// Add each finished deal (auction, play, result, score, players) to this PBN file: against
    /// the robots (line by line or full screen) and at one keyboard; not yet for Bridgeote.
    #[arg(long)]
    pbn: Option<String>,
    /// Line by line (a prompt, a typed answer) even on a terminal; without it `levee play`
    /// against the robots is drawn full screen when input and output are a terminal.
    #[arg(long)]
    lines: bool,
    /// Milliseconds between two robot actions, so that you can follow them (a finished trick
    /// stays in view longer); default 800 on a terminal, 0 (no waiting) for scripts and pipes.
    #[arg(long)]
    pace: Option<u32>,
    /// Play the boards of this file in order against the robots (PBN, LIN or JSON: a hand
    /// record, or the deals `levee deal --where ... --out FILE` wrote), from its first board's
    /// number.
    #[arg(long, value_name = "FILE", conflicts_with = "deal")]
    deals: Option<String>,
    /// The language of the game and of the minibridge teacher: fr or en (default: the
    /// environment's locale).
    #[arg(long, value_name = "fr|en")]
    lang: Option<String>,
    #[command(flatten)]
    bridgeote: crate::belote::BridgeoteArgs,
}

const HELP: &str = "commands: a call (P, X, XX, 1C..7NT) or a card (SA, H10, DT...); \
undo; claim N (tricks for your side); accept / reject (a claim); hand; help; quit";

impl PlayArgs {
    /// `--lang`, else the environment's locale.
    fn lang(&self) -> Result<levee_i18n::Lang> {
        match &self.lang {
            Some(l) => levee_i18n::Lang::from_tag(l).ok_or_else(|| bad(format!("--lang {l:?}: fr or en"))),
            None => Ok(levee_i18n::Lang::from_env()),
        }
    }
}

pub(crate) fn play(a: &PlayArgs, out: &mut dyn Write) -> Result<ExitCode> {
    if !a.hotseat {
        let deal = match &a.deal {
            Some(s) => Some(s.parse::<Deal>().map_err(|e| bad(format!("bad deal: {e}")))?),
            None => None,
        };
        let seat: Seat = a.seat.parse().map_err(|e: levee_core::ParseSeatError| bad(e.to_string()))?;
        if a.game == "minibridge" || a.game == "bataille" {
            let leader = match &a.leader {
                Some(l) => Some(l.parse::<Seat>().map_err(|e| bad(e.to_string()))?),
                None => None,
            };
            return crate::robots::play_minibridge(
                &crate::robots::MiniPlayArgs {
                    pbn: if a.game == "bataille" { None } else { a.pbn.clone() },
                    seed: a.seed,
                    seat,
                    samples: a.samples,
                    deal,
                    teach: a.teach,
                    declare: a.declare,
                    bataille: a.game == "bataille",
                    leader,
                    pace: crate::game::pace_for(a.pace),
                    lang: a.lang()?,
                },
                out,
            );
        }
        if a.game == "bridgeote" {
            let opts = a.bridgeote.options()?;
            return crate::belote::play(a.seed, seat, a.samples.min(64), opts, crate::game::pace_for(a.pace), out);
        }
        if a.game != "bridge" {
            return Err(bad(format!("unknown game {:?}: bridge, minibridge, bataille or bridgeote", a.game)));
        }
        let (deals, first) = match &a.deals {
            Some(file) => {
                let (_, read) = crate::files::read_file(file, None)?;
                crate::files::report(file, &read, false);
                let good = read.good();
                let deals: Vec<Deal> =
                    good.iter().filter_map(|r| r.deal.as_ref().and_then(levee_formats::PartialDeal::full)).collect();
                if deals.is_empty() {
                    return Err(bad(format!("{file}: no board with all 52 cards")));
                }
                (deals, good.iter().find_map(|r| r.board).unwrap_or(a.board))
            }
            None => (Vec::new(), a.board),
        };
        let args = crate::robots::PlayRobotsArgs {
            seed: a.seed,
            seat,
            board: first,
            samples: a.samples,
            rubber: a.rubber,
            deal,
            pbn: a.pbn.clone(),
            pace: crate::game::pace_for(a.pace),
            lang: a.lang()?,
            deals,
        };
        // Full screen for a person at a terminal; scripts and pipes get the line game (the
        // same game underneath).
        use std::io::IsTerminal;
        if !a.lines && std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
            crate::tui::play(&args)?;
            return Ok(ExitCode::SUCCESS);
        }
        return crate::robots::play_robots(&args, out);
    }
    let board = Board::new(a.board).ok_or_else(|| bad("board numbers start at 1"))?;
    let variant = match a.game.as_str() {
        "bridge" => Variant::Bridge,
        "minibridge" => Variant::Minibridge,
        g => return Err(bad(format!("unknown game {g:?} at one keyboard: bridge or minibridge"))),
    };
    let (_, seed) = rng_for(a.seed);
    let dealing = match &a.deal {
        Some(s) => {
            let d: Deal = s.parse().map_err(|e| bad(format!("bad deal: {e}")))?;
            Dealing::Given(Arc::new(vec![GivenDeal::Cards(d)]))
        }
        None => {
            writeln!(out, "seed {seed}")?;
            Dealing::Stream
        }
    };
    let mut config = Config::new(variant, Scoring::Duplicate, false, seed);
    config.dealing = dealing;
    config.first_board = a.board;
    let mut table = Table::new(config).map_err(|e| bad(e.to_string()))?;
    if variant == Variant::Minibridge {
        // Seed 003: the procedure sets the contract; nobody with 12 points → deal again.
        for t in table.view(Viewer::Spectator).told {
            writeln!(out, "{}: {}", full_seat(&t.seat), t.says)?;
        }
        match table.round().contract() {
            Some((c, d)) => {
                let tricks = c.trim_end_matches("NT").parse::<u8>().unwrap_or(1) + 6;
                writeln!(out, "contract: {tricks} tricks ({c}) by {d:#}")?;
            }
            None => {
                writeln!(out, "nobody has 12 points: redeal")?;
                return Ok(ExitCode::SUCCESS);
            }
        }
    }
    writeln!(out, "Board {board}   Dealer {:#}   Vulnerable {}", board.dealer(), table.round().vulnerability())?;
    writeln!(out, "{HELP}")?;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    show_turn(&table, out)?;
    while table.round().phase() != Phase::Over {
        write!(out, "> ")?;
        out.flush()?;
        let Some(word) = next_word(&mut lines, out)? else { continue };
        match step(&mut table, &word) {
            Ok(Step::Quit) => {
                writeln!(out, "deal abandoned")?;
                return Ok(ExitCode::SUCCESS);
            }
            Ok(Step::Say(msg)) => writeln!(out, "{msg}")?,
            Ok(Step::Done) => {}
            Err(e) => {
                writeln!(out, "refused: {e}")?;
                continue;
            }
        }
        if table.round().phase() != Phase::Over {
            show_turn(&table, out)?;
        }
    }
    finish(&table, out)?;
    if let Some(path) = &a.pbn {
        crate::files::append_finished_deal(path, &table, ["Player N", "Player E", "Player S", "Player W"])?;
        writeln!(out, "written to {path}")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `North` for `N`.
fn full_seat(s: &str) -> String {
    s.parse::<Seat>().map_or_else(|_| s.to_string(), |x| format!("{x:#}"))
}

enum Step {
    Done,
    Say(String),
    Quit,
}

fn step(table: &mut Table, word: &str) -> Result<Step, String> {
    let lower = word.to_ascii_lowercase();
    let actor = table.round().to_act().ok_or("the deal is over")?;
    match lower.as_str() {
        "quit" | "exit" => return Ok(Step::Quit),
        "help" | "?" => return Ok(Step::Say(HELP.to_string())),
        "hand" => return Ok(Step::Done),
        "undo" => {
            return match table.undo() {
                Some(u) => Ok(Step::Say(format!("took back {u}"))),
                None => Err("nothing to take back".into()),
            };
        }
        _ => {}
    }
    if let Some(pending) = table.round().pending_claim() {
        // The claimer's left-hand opponent answers for the other side at a shared keyboard.
        let answer = match lower.as_str() {
            "accept" | "a" | "y" | "yes" => true,
            "reject" | "r" | "n" | "no" => false,
            _ => return Err(format!("{:#} claims {}: answer accept or reject", pending.by, pending.tricks)),
        };
        table
            .apply(&Event::Answered { seat: pending.by.lho(), accept: answer, why: None })
            .map_err(|e| e.to_string())?;
        return Ok(Step::Say(if answer { "claim accepted".into() } else { "claim rejected: play on".into() }));
    }
    let intention = if let Some(n) = lower.strip_prefix("claim") {
        let n: u8 = n.trim().parse().map_err(|_| "write claim N, the tricks your side takes from here")?;
        Intention::Claim { tricks: n }
    } else if table.round().phase() == Phase::Auction {
        Intention::Call { call: word.to_string() }
    } else {
        Intention::Card { card: word.to_string() }
    };
    let ev = table.event_for(actor, &intention).map_err(|e| e.to_string())?;
    let notices = table.apply(&ev).map_err(|e| e.to_string())?;
    for n in notices {
        match n {
            Notice::Claimed { seat, tricks } => {
                return Ok(Step::Say(format!(
                    "{seat:#} claims {tricks} of the remaining tricks; the other side: accept or reject?"
                )));
            }
            Notice::Trick { number, trick, won: (ns, ew) } => {
                let w = trick.winner.unwrap_or(trick.leader);
                return Ok(Step::Say(format!("trick {number} to {w:#}: NS {ns} EW {ew}")));
            }
            _ => {}
        }
    }
    Ok(Step::Done)
}

fn show_turn(table: &Table, out: &mut dyn Write) -> Result<()> {
    let r = table.round();
    let Some(actor) = r.to_act() else { return Ok(()) };
    match r.phase() {
        Phase::Auction => {
            let calls: Vec<String> = r.calls().iter().map(|(s, c)| format!("{s}:{c:#}")).collect();
            writeln!(out, "auction: {}", if calls.is_empty() { "(none)".into() } else { calls.join(" ") })?;
            writeln!(out, "{actor:#} to call. {:#}'s hand: {}", actor, render::hand_inline(r.hand(actor)))?;
            let legal: Vec<String> = r.legal_calls().iter().map(ToString::to_string).collect();
            let shown = if legal.len() > 8 {
                format!("{} ... {}", legal[..6].join(" "), legal.last().unwrap_or(&String::new()))
            } else {
                legal.join(" ")
            };
            writeln!(out, "legal: {shown}")?;
        }
        Phase::Play => {
            let seat = r.to_play().expect("a seat to play");
            if let Some(c) = r.pending_claim() {
                writeln!(out, "{:#} claims {} tricks: {:#}'s side, accept or reject?", c.by, c.tricks, c.by.lho())?;
                return Ok(());
            }
            if let (true, Some(d)) = (r.dummy_visible(), r.dummy()) {
                writeln!(out, "dummy ({d:#}): {}", render::hand_inline(r.hand(d)))?;
            }
            let t = r.current_trick().expect("a trick in progress");
            let cards: Vec<String> =
                t.cards.iter().enumerate().map(|(i, c)| format!("{}:{c:#}", t.leader.add(i))).collect();
            writeln!(
                out,
                "trick {}: {}",
                r.tricks().len() + 1,
                if cards.is_empty() { "(lead)".into() } else { cards.join(" ") }
            )?;
            let whose =
                if seat == actor { format!("{seat:#}") } else { format!("{actor:#} plays from dummy {seat:#}") };
            writeln!(out, "{whose} to play: {}", render::hand_inline(r.hand(seat)))?;
            if seat != actor {
                writeln!(out, "({actor:#}'s own hand: {})", render::hand_inline(r.hand(actor)))?;
            }
            let legal: Vec<String> = r.legal_cards().iter_desc().map(|c| c.to_string()).collect();
            writeln!(out, "legal: {}", legal.join(" "))?;
        }
        Phase::Over => {}
    }
    Ok(())
}

fn finish(table: &Table, out: &mut dyn Write) -> Result<()> {
    let r = table.round();
    let header = vec![format!("Dealer {:#}   Vulnerable {}", r.dealer(), r.vulnerability())];
    write!(out, "{}", render::diagram(Seat::ALL.map(|s| Some(r.dealt(s))), &header, levee_i18n::Lang::En))?;
    let (Some((contract, declarer)), Some(f)) = (r.contract(), table.finished().last()) else {
        writeln!(out, "passed out: no score")?;
        return Ok(());
    };
    if let AnyRound::Bridge(g) = r {
        writeln!(out, "auction: {}", g.auction())?;
    }
    let (ns, ew) = (r.tricks_won(Side::NorthSouth), r.tricks_won(Side::EastWest));
    let tricks = if declarer.side() == Side::NorthSouth { ns } else { ew };
    writeln!(out, "contract {contract} by {declarer:#}: {tricks} tricks (NS {ns} EW {ew})")?;
    // Minibridge scores from seed 003's table; bridge as a duplicate board.
    let (side, pts) = if f.ns_score >= 0 { (Side::NorthSouth, f.ns_score) } else { (Side::EastWest, -f.ns_score) };
    writeln!(out, "score: {side} +{pts}")?;
    Ok(())
}
