//! Development aid: the search's size below each move of a position (fresh table each).
//! `split "N:..." LEADER STRAIN NS_TARGET [CARD...]` (the cards played first)
use levee_core::{BySeat, Hand, Strain};
use levee_dds::{Position, Solver};

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let hands: Vec<Hand> = a[1][2..].split(' ').map(|h| h.parse().expect("hand")).collect();
    let strain: Strain = a[3].parse().expect("a strain: NT S H D C");
    let pos0 = Position::from_parts(
        BySeat([hands[0], hands[1], hands[2], hands[3]]),
        strain,
        a[2].parse().expect("a seat: N E S W"),
        &[],
    )
    .unwrap();
    let target: u8 = a[4].parse().unwrap();
    let mut pos = pos0;
    for m in &a[5..] {
        pos.play(m.parse().expect("a card"));
    }
    let mut s = Solver::new();
    let whole = s.ns_at_least(&pos, target);
    println!("root NS>={target}: {whole} {} tricks", s.stats().tricks);
    for c in pos.legal_plays() {
        let mut p = pos;
        p.play(c);
        let mut s = Solver::new();
        let r = s.ns_at_least(&p, target);
        println!("  {c}: NS>={target} {r}  {} tricks", s.stats().tricks);
    }
}
