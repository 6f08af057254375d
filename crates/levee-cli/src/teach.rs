//! The minibridge teacher (`levee play --game minibridge --teach`): the learner says their own
//! words of seed 003's procedure (« J'ouvre », « J'ai 10 points », « Contrat de 9 levées »),
//! the teacher says what to count before and corrects a wrong word, and during the play speaks
//! to a beginner. In French: the seed's words are the learner's.

use crate::game::next_word;
use crate::robots::LineGame;
use anyhow::Result;
use levee_core::minibridge::{Say, procedure};
use levee_core::{Deal, Phase, Seat};
use levee_table::{AnyRound, GivenDeal, Intention, Viewer};
use rand::SeedableRng;
use std::io::Write;

/// The decision table as the teacher reads it out.
const TABLE: &str = "20-22 → 7, 23-24 → 8, 25-26 → 9, 27-29 → 10, 30-32 → 11, 33-36 → 12, 37-40 → 13";

/// A seat in full in the game's language (« Nord », "North").
pub(crate) fn seat_name(g: &LineGame, s: Seat) -> String {
    levee_i18n::message(g.lang, &format!("seat-name-{}", s.letter()), &[])
}

/// The teacher's words: a message of the language files, said as the teacher says it.
pub(crate) fn teacher(g: &LineGame, out: &mut dyn Write, words: &str) -> std::io::Result<()> {
    writeln!(out, "{}", levee_i18n::message(g.lang, "teacher", &[("words", words)]))
}

fn say(g: &LineGame, key: &str, args: &[(&str, &str)]) -> String {
    levee_i18n::message(g.lang, key, args)
}

/// The learner's procedure: the robots' words as they come, the learner's typed and checked.
/// Returns true when the learner quits.
pub(crate) fn procedure_by_the_learner(
    g: &mut LineGame,
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    out: &mut dyn Write,
) -> Result<bool> {
    let me = g.me;
    let mut shown = 0;
    let mut wrong = 0;
    let mut redeals = g.table.redeals();
    loop {
        if g.table.redeals() != redeals {
            // Nobody opened: the same dealer deals again (seed 003).
            redeals = g.table.redeals();
            shown = 0;
            let hand = g.table.round().hand(me);
            teacher(g, out, &say(g, "teach-redeal", &[]))?;
            let (line, points) = (crate::robots::hand_line(hand), hand.hcp().to_string());
            writeln!(out, "{}", say(g, "mini-hand", &[("hand", &line), ("points", &points)]))?;
        }
        let told = g.table.view(Viewer::Spectator).told;
        for t in &told[shown..] {
            let seat = t.seat.parse::<Seat>().map_or(t.seat.clone(), |s| seat_name(g, s));
            writeln!(out, "{}", say(g, "mini-told", &[("seat", &seat), ("says", &t.says)]))?;
        }
        shown = told.len();
        let AnyRound::Minibridge(m) = g.table.round() else { return Ok(false) };
        if m.phase() != Phase::Auction {
            return Ok(false);
        }
        let Some((seat, expected)) = m.bidding().expected() else { return Ok(false) };
        if seat != me {
            // A robot's turn: the table makes robots' announcements itself.
            return Ok(false);
        }
        let mine = m.cards().hand(me).hcp();
        let partner_said = told
            .iter()
            .rev()
            .find_map(|t| (t.seat.parse::<Seat>().ok() == Some(me.partner())).then(|| points_in(&t.says)).flatten());
        if wrong == 0 {
            teacher(g, out, &prompt(g, &told, expected, partner_said, mine))?;
        }
        write!(out, "> ")?;
        out.flush()?;
        let Some(word) = next_word(lines, out)? else { continue };
        let word = match word.to_ascii_lowercase().as_str() {
            "quit" | "exit" => return Ok(true),
            // The teacher says it for the learner.
            "r" | "robot" => expected.to_string(),
            _ => word,
        };
        match g.table.event_for(me, &Intention::Call { call: word }) {
            Ok(ev) => {
                g.table.apply(&ev).map_err(|e| crate::bad(e.to_string()))?;
                teacher(g, out, &say(g, if wrong == 0 { "teach-bravo" } else { "teach-right" }, &[]))?;
                wrong = 0;
            }
            Err(_) => {
                wrong += 1;
                let why = correction(g, expected, mine, partner_said);
                teacher(g, out, &say(g, "teach-not-quite", &[("why", &why)]))?;
            }
        }
    }
}

/// The points in « J'ai 9 points ».
fn points_in(says: &str) -> Option<u32> {
    says.split_whitespace().find_map(|w| w.parse().ok())
}

/// What to count before speaking, without giving the answer.
fn prompt(g: &LineGame, told: &[levee_table::view::Told], expected: Say, partner: Option<u32>, mine: u32) -> String {
    let opened = told.iter().any(|t| t.says.contains("J'ouvre"));
    match (expected, partner) {
        (Say::Open | Say::Pass, _) if !opened => say(g, "teach-count", &[]),
        (Say::Points(_), _) => say(g, "teach-say-points", &[]),
        (_, Some(p)) => {
            say(g, "teach-add", &[("partner", &p.to_string()), ("mine", &mine.to_string()), ("table", TABLE)])
        }
        _ => say(g, "teach-your-turn", &[]),
    }
}

/// The right word and why, after a wrong one.
fn correction(g: &LineGame, expected: Say, mine: u32, partner: Option<u32>) -> String {
    let (mine, side) = (mine.to_string(), (mine + partner.unwrap_or(0)).to_string());
    match expected {
        Say::Open => say(g, "teach-fix-open", &[("mine", &mine)]),
        Say::Pass if partner.is_some() => say(g, "teach-fix-side-pass", &[("side", &side)]),
        Say::Pass => say(g, "teach-fix-pass", &[("mine", &mine)]),
        Say::Points(n) => say(g, "teach-fix-points", &[("n", &n.to_string())]),
        Say::Contract(t) => say(g, "teach-fix-contract", &[("side", &side), ("tricks", &t.to_string())]),
    }
}

/// A beginner's hint at the learner's turn to play: what the side needs, what it has, the
/// principle of the moment, and the robot's card.
pub(crate) fn play_hint(g: &LineGame, first: bool, out: &mut dyn Write) -> Result<()> {
    let AnyRound::Minibridge(m) = g.table.round() else { return Ok(()) };
    let Some((contract, declarer)) = m.contract() else { return Ok(()) };
    let me = g.me;
    let need = contract.tricks_needed();
    let side = me.side();
    let won = g.table.round().tricks_won(side);
    let leading = g.table.round().current_trick().is_none_or(|t| t.cards.is_empty());
    let mut words = Vec::new();
    if declarer.side() == side {
        if first {
            let pts = m.bidding().side_points().unwrap_or(0).to_string();
            words.push(say(g, "teach-side-plan", &[("points", &pts), ("need", &need.to_string())]));
        }
        words.push(say(g, "teach-need", &[("need", &need.to_string()), ("won", &won.to_string())]));
    } else {
        words.push(say(g, "teach-defend", &[("need", &(14 - need).to_string()), ("won", &won.to_string())]));
    }
    words.push(say(g, if leading { "teach-lead" } else { "teach-follow" }, &[]));
    if let Some(c) = g.table.robot_choice(g.table.round().to_act().unwrap_or(me), &g.robots)
        && let levee_table::Event::Played { card, .. } = c.event
    {
        let card = levee_i18n::card(g.lang, &format!("{card:#}"));
        words.push(say(g, "teach-robot", &[("card", &card)]));
    }
    teacher(g, out, &words.join(" "))?;
    Ok(())
}

/// Deals where the learner at `me` declares: from the seed's stream, each deal turned so that
/// seed 003's procedure makes `me` declarer with the board's dealer (a deal no turn fits, or
/// nobody opens, is skipped). Board numbers start at 1.
pub(crate) fn deals_to_declare(seed: u64, me: Seat, count: usize) -> Vec<GivenDeal> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let board = levee_core::Board::new(out.len() as u32 + 1).expect("a board number");
        let deal = Deal::random(&mut rng, Seat::North);
        let turned = (0..4).map(|k| rotate(&deal, k)).find(|d| {
            matches!(procedure(d, board.dealer()).outcome,
                levee_core::minibridge::MiniOutcome::Contract { declarer, .. } if declarer == me)
        });
        if let Some(d) = turned {
            out.push(GivenDeal::Cards(d));
        }
    }
    out
}

/// The deal with every hand moved `k` seats clockwise.
fn rotate(deal: &Deal, k: usize) -> Deal {
    Deal::new(levee_core::BySeat::from_fn(|s| deal.hand(s.add(4 - k % 4)))).expect("the same 52 cards")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deals_to_declare_make_the_learner_declarer() {
        for me in Seat::ALL {
            let deals = deals_to_declare(7, me, 12);
            for (i, d) in deals.iter().enumerate() {
                let GivenDeal::Cards(d) = d else { panic!("a bridge deal") };
                let board = levee_core::Board::new(i as u32 + 1).unwrap();
                match procedure(d, board.dealer()).outcome {
                    levee_core::minibridge::MiniOutcome::Contract { declarer, tricks, side_hcp } => {
                        assert_eq!(declarer, me);
                        assert_eq!(levee_core::minibridge::decision_table(side_hcp), Some(tricks));
                    }
                    levee_core::minibridge::MiniOutcome::Redeal => panic!("a deal nobody opens"),
                }
            }
        }
    }
}
