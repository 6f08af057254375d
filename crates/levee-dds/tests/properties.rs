//! Properties the solver must have, over seeded random deals and endings.

use levee_core::{BySeat, Deal, Seat, Side, Strain};
use levee_dds::{Position, Solver};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Seed and sizes: full tables take about a second each, so a handful of deals; endings of
/// 8 tricks are fast, so a few dozen.
const SEED: u64 = 11;
const DEALS: usize = 4;
const ENDINGS: usize = 40;

fn ending(rng: &mut ChaCha8Rng, tricks: u8) -> Position {
    let deal: Deal = Deal::random(rng, Seat::North);
    let strain = Strain::ASC[rng.random_range(0..5)];
    let mut pos = Position::new(&deal, strain, Seat::from_index(rng.random_range(0..4)));
    while pos.remaining_tricks() > tricks {
        let legal: Vec<_> = pos.legal_plays().iter().collect();
        pos.play(legal[rng.random_range(0..legal.len())]);
    }
    pos
}

// Along a line of perfect play the value never changes, and no card is worth more than the
// position; the best card is worth exactly the position.
#[test]
fn value_is_constant_along_perfect_play() {
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let mut solver = Solver::new();
    for _ in 0..ENDINGS / 4 {
        let mut pos = ending(&mut rng, 7);
        let mut won_ns = 0u8;
        let total = solver.ns_tricks(&pos);
        while pos.remaining_tricks() > 0 {
            let here = solver.tricks(&pos);
            let values = solver.card_values(&pos);
            assert!(values.iter().all(|v| v.tricks <= here), "a card worth more than the position");
            let best = values[0];
            assert_eq!(best.tricks, here, "the best card is worth the position");
            if pos.play(best.card).is_some_and(|w| w.side() == Side::NorthSouth) {
                won_ns += 1;
            }
            let rest = if pos.remaining_tricks() == 0 { 0 } else { solver.ns_tricks(&pos) };
            assert_eq!(won_ns + rest, total, "value changed along perfect play");
        }
    }
}

// For a fixed leader, North–South's tricks plus East–West's are the tricks remaining.
#[test]
fn sides_sum_to_remaining() {
    let mut rng = ChaCha8Rng::seed_from_u64(SEED + 1);
    let mut solver = Solver::new();
    for _ in 0..ENDINGS {
        let pos = ending(&mut rng, 8);
        let mover = solver.tricks(&pos);
        let ns = solver.ns_tricks(&pos);
        let mover_ns = pos.to_play().side() == Side::NorthSouth;
        let other = if mover_ns { pos.remaining_tricks() - ns } else { ns };
        assert_eq!(mover + other, pos.remaining_tricks());
    }
}

// Rotating every seat (the deal, the leader) rotates the answers.
#[test]
fn rotation_does_not_change_results() {
    let mut rng = ChaCha8Rng::seed_from_u64(SEED + 2);
    let mut solver = Solver::new();
    for _ in 0..DEALS {
        let deal: Deal = Deal::random(&mut rng, Seat::North);
        let t = solver.table(&deal);
        let r = solver.table(&deal.rotated(1));
        for s in Strain::ASC {
            for d in Seat::ALL {
                assert_eq!(t.get(s, d), r.get(s, d.lho()), "{deal} {s} {d}");
            }
        }
    }
    // Endings too, with the trick in progress.
    for _ in 0..ENDINGS / 2 {
        let pos = ending(&mut rng, 6);
        let cards: Vec<_> = pos.trick_cards().collect();
        let leader = Seat::from_index(pos.to_play().index() + 4 - cards.len());
        let hands = BySeat::from_fn(|s| pos.hand(s.add(3)));
        let rotated = Position::from_parts(hands, pos.strain(), leader.lho(), &cards).unwrap();
        assert_eq!(solver.tricks(&pos), solver.tricks(&rotated));
    }
}

// Solving in parallel gives the answers of solving one by one.
#[test]
fn parallel_equals_serial() {
    let mut rng = ChaCha8Rng::seed_from_u64(SEED + 3);
    let deals: Vec<Deal> = (0..DEALS).map(|_| Deal::random(&mut rng, Seat::North)).collect();
    let mut solver = Solver::new();
    let serial: Vec<_> = deals.iter().map(|d| solver.table(d)).collect();
    let parallel = levee_dds::tables_parallel(&deals, &|| {});
    assert_eq!(serial, parallel);
}

// A deadline that passes stops the search with `TimeUp`; what the table kept from the aborted
// search is only proven bounds, so the same solver then answers exactly as a fresh one.
#[test]
fn a_deadline_stops_the_search_and_poisons_nothing() {
    use std::time::{Duration, Instant};
    let mut rng = ChaCha8Rng::seed_from_u64(SEED + 1);
    let mut solver = Solver::new();
    for _ in 0..3 {
        let deal: Deal = Deal::random(&mut rng, Seat::North);
        let mut pos = Position::new(&deal, Strain::NoTrump, Seat::West);
        let lead = pos.legal_plays().iter().next().unwrap();
        pos.play(lead);
        let past = Instant::now();
        assert!(solver.card_values_within(&pos, past).is_err(), "a full deal needs more than a few nodes");
        assert!(solver.ns_tricks_within(&pos, past).is_err());
        let fresh = Solver::new().card_values(&pos);
        assert_eq!(solver.card_values(&pos), fresh, "the aborted searches left nothing false behind");
        let later = Instant::now() + Duration::from_secs(3600);
        assert_eq!(solver.card_values_within(&pos, later).unwrap(), fresh);
        assert_eq!(solver.ns_tricks_within(&pos, later).unwrap(), Solver::new().ns_tricks(&pos));
    }
}
