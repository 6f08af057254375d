//! Development aid: descend to the smallest position where full and plain disagree.
use levee_core::{Card, Deal, Seat, Side, Strain};
use levee_dds::{Position, Solver, Techniques};
fn main() {
    let d: Deal = "N:96.KJ63.92.A6543 A87.9752.AQ63.87 KJ4.T8.KJT54.KQ2 QT532.AQ4.87.JT9".parse().unwrap();
    let mut pos = Position::new(&d, Strain::Diamonds, Seat::North);
    for c in "CA C7 CK C9 H6 H9 H8 HA S2 S9 SA SK".split(' ') {
        pos.play(c.parse::<Card>().unwrap());
    }
    let mut full = Solver::new().with_techniques(Techniques { transposition: true, quick_tricks: false, verify_hits: true });
    let mut plain = Solver::new().with_techniques(Techniques { transposition: false, quick_tricks: false, verify_hits: false });
    let mut line = vec![];
    loop {
        let a = full.ns_tricks(&pos);
        let b = plain.ns_tricks(&pos);
        println!("{} tricks left, {:?} to play: full {a} plain {b}  {:?}", pos.remaining_tricks(), pos.to_play(), Seat::ALL.map(|s| pos.hand(s).to_string()));
        if a == b { break; }
        // find a child that disagrees
        let mut found = false;
        for c in pos.legal_plays() {
            let mut next = pos;
            let w = next.play(c);
            let won = u8::from(w.is_some_and(|w| w.side() == Side::NorthSouth));
            if next.remaining_tricks() == 0 { continue; }
            let (x, y) = (full.ns_tricks(&next), plain.ns_tricks(&next));
            if x != y { println!("  child {c} disagrees: full {} plain {}", x + won, y + won); pos = next; line.push(c.to_string()); found = true; break; }
        }
        if !found { println!("all children agree: the node itself is wrong. line {}", line.join(" ")); 
            for c in pos.legal_plays() { let mut next = pos; let w = next.play(c); let won = u8::from(w.is_some_and(|w| w.side() == Side::NorthSouth)); let v = if next.remaining_tricks()==0 {0} else {plain.ns_tricks(&next)}; println!("   {c}: {}", v + won); }
            break; }
    }
}
