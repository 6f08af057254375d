//! Development aid (needs `--features dds-bridge`): levee and DDS on one position and on each
//! move from it, for one North–South target — the tricks each search completed — to walk
//! down to where the two trees part.
//!
//! `ddsdrill "N:hands" LEADER STRAIN NS_TARGET [CARD...]` (the cards played first)
use contract_bridge::deal::PartialDeal;
use dds_bridge::{Board, CurrentTrick, Objective, Target, TrickCount};
use levee_core::{BySeat, Hand, Seat, Side, Strain};
use levee_dds::{Position, Solver};

#[path = "dds_common/mod.rs"]
mod common;

/// Whether North–South take `target` from `pos`, and the tricks each solver's search completed
/// (DDS's answer `None` where the bindings fail: they panic on some scores).
fn both(pos: &Position, target: u8) -> (bool, u64, Option<bool>, u32) {
    let mut s = Solver::new();
    let ours = s.ns_at_least(pos, target);
    let n = s.stats().tricks;
    let pbn = common::pbn_hands(pos);
    let remaining: PartialDeal = pbn.parse().expect("DDS reads the position");
    let dstrain = common::dstrain(pos.strain());
    let cards: Vec<contract_bridge::hand::Card> =
        pos.trick_cards().map(|c| c.to_string().parse().expect("DDS reads a card")).collect();
    let to_play = pos.to_play();
    let leader = Seat::from_index((to_play.index() + 4 - cards.len()) % 4);
    let trick = CurrentTrick::from_slice(dstrain, common::dseat(leader), &cards).expect("a trick");
    let board = Board::try_new(remaining, trick).expect("a board");
    // DDS aims for the side to play; tricks already won in the trick count for nobody yet.
    let r = pos.remaining_tricks();
    let ns = to_play.side() == Side::NorthSouth;
    let side_target = if ns { target } else { r + 1 - target };
    if side_target == 0 || side_target > r {
        return (ours, n, Some((side_target == 0) == ns), 0);
    }
    let mut dds = dds_bridge::Solver::default();
    let objective = Objective { board, target: Target::Any(Some(TrickCount::new(side_target))) };
    let Ok(found) = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| dds.solve_board(&objective))) else {
        return (ours, n, None, 0);
    };
    let side_makes = !found.plays.is_empty() && u8::from(found.plays[0].score) >= side_target;
    (ours, n, Some(side_makes == ns), found.nodes)
}

fn main() {
    std::panic::set_hook(Box::new(|_| {}));
    let a: Vec<String> = std::env::args().collect();
    let hands: Vec<Hand> = a[1][2..].split(' ').map(|h| h.parse().expect("hand")).collect();
    let strain: Strain = a[3].parse().expect("a strain: NT S H D C");
    let target: u8 = a[4].parse().expect("a target");
    let mut pos = Position::from_parts(
        BySeat([hands[0], hands[1], hands[2], hands[3]]),
        strain,
        a[2].parse().expect("a seat: N E S W"),
        &[],
    )
    .expect("a position");
    let mut t = target;
    for m in &a[5..] {
        if let Some(w) = pos.play(m.parse().expect("a card"))
            && w.side() == Side::NorthSouth
        {
            t -= 1;
        }
    }
    let (o, n, d, dn) = both(&pos, t);
    println!(
        "here NS>={t}: levee {o} {n} tricks | DDS {d:?} {dn} tricks  [{}, {:?} to play]",
        common::pbn_hands(&pos),
        pos.to_play()
    );
    for c in pos.legal_plays() {
        let mut p = pos;
        let tt = if p.play(c).is_some_and(|w| w.side() == Side::NorthSouth) { t - 1 } else { t };
        let (o, n, d, dn) = both(&p, tt);
        let differ = d.is_some_and(|d| d != o);
        println!("  {c}: levee {o} {n} | DDS {d:?} {dn}{}", if differ { "  DIFFERENT" } else { "" });
    }
}
