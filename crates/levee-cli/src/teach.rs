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

/// What is said around the table, as the teacher repeats it: « Nord : J'ouvre ».
pub(crate) fn seat_fr(s: Seat) -> &'static str {
    match s {
        Seat::North => "Nord",
        Seat::East => "Est",
        Seat::South => "Sud",
        Seat::West => "Ouest",
    }
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
            writeln!(out, "professeur : personne n'a 12 points, on redistribue les cartes.")?;
            writeln!(out, "your hand: {} ({} points)", crate::robots::hand_line(hand), hand.hcp())?;
        }
        let told = g.table.view(Viewer::Spectator).told;
        for t in &told[shown..] {
            let seat = t.seat.parse::<Seat>().map_or(t.seat.clone(), |s| seat_fr(s).to_string());
            writeln!(out, "{seat} : {}", t.says)?;
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
            writeln!(out, "professeur : {}", prompt(&told, expected, partner_said, mine))?;
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
                writeln!(out, "professeur : {}", if wrong == 0 { "bravo." } else { "c'est ça." })?;
                wrong = 0;
            }
            Err(_) => {
                wrong += 1;
                writeln!(out, "professeur : pas tout à fait. {}", correction(expected, mine, partner_said))?;
            }
        }
    }
}

/// The points in « J'ai 9 points ».
fn points_in(says: &str) -> Option<u32> {
    says.split_whitespace().find_map(|w| w.parse().ok())
}

/// What to count before speaking, without giving the answer.
fn prompt(told: &[levee_table::view::Told], expected: Say, partner: Option<u32>, mine: u32) -> String {
    let opened = told.iter().any(|t| t.says.contains("J'ouvre"));
    match (expected, partner) {
        (Say::Open | Say::Pass, _) if !opened => "à toi. Compte tes points d'honneur (As 4, Roi 3, Dame 2, Valet 1). \
             Avec 12 points ou plus, dis « J'ouvre » (O) ; sinon « Je passe » (P)."
            .into(),
        (Say::Points(_), _) => "annonce tes points : « J'ai N points » (N suivi du nombre, par exemple N9).".into(),
        (_, Some(p)) => format!(
            "ton partenaire a {p} points et toi {mine} : additionne. Avec 20 points ou plus pour ton camp, lis la \
             table de décision ({TABLE}) et annonce « Contrat de N levées » (C suivi du nombre, par exemple C9) ; \
             avec moins de 20, « Je passe » (P)."
        ),
        _ => "à toi de parler.".into(),
    }
}

/// The right word and why, after a wrong one.
fn correction(expected: Say, mine: u32, partner: Option<u32>) -> String {
    let side = mine + partner.unwrap_or(0);
    match expected {
        Say::Open => format!("Tu as {mine} points : avec 12 ou plus, on ouvre. Dis « J'ouvre » (O)."),
        Say::Pass if partner.is_some() => {
            format!("Ton camp n'a que {side} points, moins de 20 : tu passes. Dis « Je passe » (P).")
        }
        Say::Pass => format!("Tu as {mine} points : il en faut 12 pour ouvrir. Dis « Je passe » (P)."),
        Say::Points(n) => {
            format!("Recompte (As 4, Roi 3, Dame 2, Valet 1) : tu as {n} points. Dis « J'ai {n} points » (N{n}).")
        }
        Say::Contract(t) => format!(
            "Ton camp a {side} points : la table de décision donne {t} levées. Dis « Contrat de {t} levées » (C{t})."
        ),
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
            let pts = m.bidding().side_points().unwrap_or(0);
            words
                .push(format!("ton camp a {pts} points : la table dit {need} levées ; joue d'abord tes levées sûres."));
        }
        words.push(format!("il te faut {need} levées, tu en as {won}."));
    } else {
        words.push(format!(
            "pour faire chuter le contrat, ton camp doit faire {} levées ; vous en avez {won}.",
            14 - need
        ));
    }
    words.push(
        if leading {
            "tu entames : joue une carte maîtresse si tu en as une, sinon ta couleur la plus longue."
        } else {
            "fournis la couleur demandée ; gagne la levée si tu peux, sinon joue ta plus petite carte."
        }
        .into(),
    );
    if let Some(c) = g.table.robot_choice(g.table.round().to_act().unwrap_or(me), &g.robots)
        && let levee_table::Event::Played { card, .. } = c.event
    {
        words.push(format!("le robot jouerait {card:#}."));
    }
    writeln!(out, "professeur : {}", words.join(" "))?;
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
