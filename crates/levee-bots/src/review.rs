//! What double dummy says of a board's play, card by card: the tricks North-South would take
//! from each position with perfect play, and the cards that cost their side a trick. The
//! terminal's post-mortem and the browser's replay viewer both read it.

use levee_core::{Bridge, Card, Deal, Play, Seat, Side, Strain};
use levee_dds::{Position, Solver};

/// One card of the play, as double dummy judges it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// Who played it (dummy's seat for dummy's cards).
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// Tricks North-South take in all with best play from here on (those already won
    /// included).
    pub ns_after: u8,
    /// The tricks this card cost the side that played it (0: none).
    pub lost: u8,
}

/// The play of a board judged card by card, and North-South's tricks with best play before
/// the opening lead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    /// North-South's tricks with best play before the first card.
    pub ns_before: u8,
    /// Each card in order.
    pub steps: Vec<Step>,
}

/// Judges `cards` (the play so far or whole, in order) of `deal` in `strain` by `declarer`.
/// Cards that are not legal in turn end the review there.
#[must_use]
pub fn review(deal: &Deal, strain: Strain, declarer: Seat, cards: &[Card]) -> Review {
    let mut solver = Solver::new();
    let mut play: Play<Bridge> = Play::new(*deal, strain, declarer);
    let ns_before = solver.ns_tricks(&Position::from_play(&play));
    let mut before = ns_before;
    let mut steps = Vec::with_capacity(cards.len());
    for &card in cards {
        let Some(seat) = play.to_play() else { break };
        if play.try_play(card).is_err() {
            break;
        }
        let won = play.tricks_won(Side::NorthSouth);
        let ns_after = if play.is_over() { won } else { won + solver.ns_tricks(&Position::from_play(&play)) };
        let lost = match seat.side() {
            Side::NorthSouth => before.saturating_sub(ns_after),
            Side::EastWest => ns_after.saturating_sub(before),
        };
        steps.push(Step { seat, card, ns_after, lost });
        before = ns_after;
    }
    Review { ns_before, steps }
}

#[cfg(test)]
mod tests {
    use super::*;

    // A side never gains by its own card against double dummy, and a card that costs nothing
    // leaves the total where it was: the total moves only by the tricks a card loses.
    #[test]
    fn only_mistakes_move_the_total() {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        for _ in 0..4 {
            let deal = Deal::random(&mut rng, Seat::North);
            let mut play: Play<Bridge> = Play::new(deal, Strain::NoTrump, Seat::South);
            let mut cards = Vec::new();
            while let Some(c) = play.legal_plays().iter().next() {
                play.try_play(c).unwrap();
                cards.push(c);
            }
            let r = review(&deal, Strain::NoTrump, Seat::South, &cards);
            assert_eq!(r.steps.len(), 52);
            let mut before = r.ns_before;
            for s in &r.steps {
                let moved = i16::from(s.ns_after) - i16::from(before);
                let expected = match s.seat.side() {
                    Side::NorthSouth => -i16::from(s.lost),
                    Side::EastWest => i16::from(s.lost),
                };
                assert_eq!(moved, expected, "{s:?}");
                before = s.ns_after;
            }
            assert_eq!(r.steps.last().unwrap().ns_after, play.tricks_won(Side::NorthSouth));
        }
    }
}
