//! The engine is generic over `Rules`: a 32-card variant dealt 3-2-3 (Bridgeote's deck and
//! dealing, seed 004) fits without copying the bridge code. Bridgeote's own play rules come
//! with its issue; here the variant keeps bridge's follow-suit rule.

use levee_core::{Card, Deal, DealBuilder, DealError, Hand, Play, Rank, Rules, Seat, Strain, Suit};
use rand::SeedableRng;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct ShortDeck;

impl Rules for ShortDeck {
    const NAME: &'static str = "short";
    const DECK: Hand = Hand::DECK_32;
    const HAND_SIZE: u32 = 8;
    const DEAL_PACKETS: &'static [u32] = &[3, 2, 3];
    type Strain = Strain;
    fn trump(strain: Strain) -> Option<Suit> {
        strain.trump()
    }
}

#[test]
fn dealt_three_two_three_from_dealers_left() {
    // The deck in a known order: the dealer's left (East, North dealing) gets cards 0-2,
    // South 3-5, ..., then East 12-13, and so on.
    let order: Vec<Card> = Hand::DECK_32.iter().collect();
    let d: Deal<ShortDeck> = Deal::from_dealing_order(&order, Seat::North);
    let east: Vec<Card> = d.hand(Seat::East).iter().collect();
    let expected: Vec<Card> = [0, 1, 2, 12, 13, 20, 21, 22].iter().map(|i| order[*i]).collect();
    assert_eq!(east, expected);
    for s in Seat::ALL {
        assert_eq!(d.hand(s).len(), 8);
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let r: Deal<ShortDeck> = Deal::random(&mut rng, Seat::South);
    assert!(Seat::ALL.iter().all(|s| r.hand(*s).is_subset(Hand::DECK_32)));
}

#[test]
fn short_deck_validation() {
    // A deuce is not in the 32-card deck; 13-card hands are the wrong size.
    let mut b = DealBuilder::default();
    b.hands[Seat::North].insert(Card::new(Suit::Spades, Rank::TWO));
    assert!(matches!(b.build::<ShortDeck>(), Err(DealError::NotInDeck { .. })));
    let bridge: Deal = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432".parse().unwrap();
    assert!(matches!(DealBuilder { hands: bridge.hands() }.build::<ShortDeck>(), Err(DealError::NotInDeck { .. })));
}

#[test]
fn play_of_eight_tricks() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
    let d: Deal<ShortDeck> = Deal::random(&mut rng, Seat::North);
    let mut play = Play::new(d, Strain::Hearts, Seat::South);
    while let Some(c) = play.legal_plays().first() {
        play.try_play(c).unwrap();
    }
    assert_eq!(play.tricks().len(), 8);
    assert!(play.is_over());
}
