//! The solver against a slow, obviously correct minimax (no pruning, no table, every card
//! tried) on endings of up to four tricks, and against itself.

use levee_core::{Deal, Seat, Side, Strain};
use levee_dds::{Position, Solver};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Tricks North–South take with best play from `pos`.
fn minimax(pos: &Position) -> u8 {
    if pos.remaining_tricks() == 0 {
        return 0;
    }
    let ns_to_move = pos.to_play().side() == Side::NorthSouth;
    let mut best: Option<u8> = None;
    for c in pos.legal_plays() {
        let mut next = *pos;
        let w = next.play(c);
        let v = u8::from(w.is_some_and(|w| w.side() == Side::NorthSouth)) + minimax(&next);
        best = Some(match best {
            None => v,
            Some(b) if ns_to_move => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best.unwrap_or(0)
}

/// Random endings: a random deal, random legal cards until `tricks` remain (and sometimes a
/// card or two into the trick).
fn endings(seed: u64, n: usize, tricks: u8) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..n)
        .map(|_| {
            let deal: Deal = Deal::random(&mut rng, Seat::North);
            let strain = Strain::ASC[rng.random_range(0..5)];
            let mut pos = Position::new(&deal, strain, Seat::from_index(rng.random_range(0..4)));
            let extra = rng.random_range(0..4);
            while pos.remaining_tricks() > tricks
                || (pos.remaining_tricks() == tricks && extra > 0 && pos.trick_cards().count() < extra)
            {
                let legal: Vec<_> = pos.legal_plays().iter().collect();
                pos.play(legal[rng.random_range(0..legal.len())]);
            }
            pos
        })
        .collect()
}

// Constants: 300 endings of each size keep the unoptimised minimax to a few seconds.
#[test]
fn agrees_with_minimax_on_small_endings() {
    let mut solver = Solver::new();
    for tricks in 1..=4u8 {
        for pos in endings(u64::from(tricks), 300, tricks) {
            let expected = minimax(&pos);
            assert_eq!(solver.ns_tricks(&pos), expected, "{pos:?}");
        }
    }
}

// The table and quick tricks change nothing: the full solver against the plain search on
// bigger endings (constants: 200 endings of 5 to 7 tricks keep this under a few seconds).
#[test]
fn techniques_agree_on_larger_endings() {
    use levee_dds::Techniques;
    let mut full = Solver::new();
    let mut plain = Solver::new().with_techniques(Techniques {
        transposition: false,
        quick_tricks: false,
        verify_hits: false,
        verify_cuts: false,
    });
    for tricks in 5..=7u8 {
        for pos in endings(100 + u64::from(tricks), 200, tricks) {
            let a = full.ns_tricks(&pos);
            let b = plain.ns_tricks(&pos);
            assert_eq!(a, b, "{tricks} tricks: {pos:?}");
        }
    }
}

/// North–South's tricks by a plain alpha-beta over every card (no table, no bounds, no
/// equivalent cards, no pruning of small cards): independent of the solver's shortcuts.
fn alpha_beta(pos: &Position, mut alpha: u8, mut beta: u8) -> u8 {
    if pos.remaining_tricks() == 0 {
        return 0;
    }
    let ns_to_move = pos.to_play().side() == Side::NorthSouth;
    for c in pos.legal_plays() {
        let mut next = *pos;
        let w = next.play(c);
        let won = u8::from(w.is_some_and(|w| w.side() == Side::NorthSouth));
        let v = won + alpha_beta(&next, alpha.saturating_sub(won), beta.saturating_sub(won));
        if ns_to_move {
            alpha = alpha.max(v);
        } else {
            beta = beta.min(v);
        }
        if alpha >= beta {
            break;
        }
    }
    if ns_to_move { alpha } else { beta }
}

// The solver's shortcuts (the table, sure tricks, equivalent and interchangeable small cards)
// against the plain alpha-beta on endings of 5 and 6 tricks (constants: a few seconds).
#[test]
fn agrees_with_plain_alpha_beta_on_endings_of_5_and_6_tricks() {
    let mut solver = Solver::new();
    for (tricks, n) in [(5u8, 600usize), (6, 200)] {
        for pos in endings(100 + u64::from(tricks), n, tricks) {
            let expected = alpha_beta(&pos, 0, pos.remaining_tricks());
            assert_eq!(solver.ns_tricks(&pos), expected, "{pos:?}");
        }
    }
}

/// A threshold asked of either side agrees with the exact count, on endings and whole deals.
#[test]
fn at_least_agrees_with_the_count_for_both_sides() {
    let mut solver = Solver::new();
    let mut positions = endings(31, 40, 6);
    let mut rng = ChaCha8Rng::seed_from_u64(31);
    for _ in 0..6 {
        let deal = Deal::random(&mut rng, Seat::North);
        let strain = Strain::ASC[rng.random_range(0..5)];
        positions.push(Position::new(&deal, strain, Seat::ALL[rng.random_range(0..4)]));
    }
    for pos in &positions {
        let ns = solver.ns_tricks(pos);
        let ew = pos.remaining_tricks() - ns;
        for (side, n) in [(Side::NorthSouth, ns), (Side::EastWest, ew)] {
            assert!(solver.at_least(pos, side, n), "{pos:?} {side:?} {n}");
            assert!(!solver.at_least(pos, side, n + 1), "{pos:?} {side:?} {}", n + 1);
        }
    }
}
