//! Development aid: every table hit and every sure-trick cut re-checked by a plain search, on
//! random endings, and every ending's value checked against the plain search (no table, no
//! sure-trick bounds).
use levee_core::{Deal, Seat, Strain};
use levee_dds::{Position, Solver, Techniques};
use rand::{Rng, SeedableRng};
fn main() {
    let tricks: u8 = std::env::args().nth(1).unwrap().parse().unwrap();
    let n: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let seed: u64 = std::env::args().nth(3).map_or(9, |s| s.parse().unwrap());
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut full =
        Solver::new().with_techniques(Techniques { verify_hits: true, verify_cuts: true, ..Techniques::default() });
    let mut plain = Solver::new().with_techniques(Techniques {
        transposition: false,
        quick_tricks: false,
        verify_hits: false,
        verify_cuts: false,
    });
    for _ in 0..n {
        let deal: Deal = Deal::random(&mut rng, Seat::North);
        let strain = Strain::ASC[rng.random_range(0..5)];
        let mut pos = Position::new(&deal, strain, Seat::from_index(rng.random_range(0..4)));
        while pos.remaining_tricks() > tricks {
            let legal: Vec<_> = pos.legal_plays().iter().collect();
            pos.play(legal[rng.random_range(0..legal.len())]);
        }
        assert_eq!(full.ns_tricks(&pos), plain.ns_tricks(&pos), "{pos:?}");
    }
    println!("ok {n} endings of {tricks}");
}
