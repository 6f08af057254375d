//! Perft: the number of legal card sequences from a position, to a given depth, checked
//! against counts stored in `tests/data/endings.perft` and against an independent counter
//! written here from the rules (follow suit; highest trump, else highest of the suit led).
//!
//! Format of the data file (one record per blank-line-separated block):
//! `id NAME`, `deal PBN`, `strain C|D|H|S|NT`, `declarer N|E|S|W`, `prefix CARDS...` (the
//! cards played before the ending, possibly empty), then `perft DEPTH COUNT` lines.

use levee_core::*;

fn perft(play: &mut Play<Bridge>, depth: u32) -> u64 {
    if depth == 0 || play.is_over() {
        return 1;
    }
    let mut n = 0;
    for card in play.legal_plays() {
        let mut next = play.clone();
        next.play_unchecked(card);
        n += perft(&mut next, depth - 1);
    }
    n
}

/// The independent counter: hands as plain vectors, no use of the engine's legality.
#[derive(Clone)]
struct Naive {
    hands: [Vec<(u8, u8)>; 4], // (suit 0..3 = C D H S, rank)
    trump: Option<u8>,
    leader: usize,
    trick: Vec<(usize, (u8, u8))>,
}

impl Naive {
    fn count(&self, depth: u32) -> u64 {
        if depth == 0 || self.hands.iter().all(Vec::is_empty) {
            return 1;
        }
        let seat = (self.leader + self.trick.len()) % 4;
        let hand = &self.hands[seat];
        let led = self.trick.first().map(|t| t.1.0);
        let follows: Vec<(u8, u8)> = hand.iter().copied().filter(|c| Some(c.0) == led).collect();
        let choices = if follows.is_empty() { hand.clone() } else { follows };
        let mut n = 0;
        for card in choices {
            let mut next = self.clone();
            next.hands[seat].retain(|c| *c != card);
            next.trick.push((seat, card));
            if next.trick.len() == 4 {
                let led = next.trick[0].1.0;
                let key = |c: (u8, u8)| {
                    if Some(c.0) == self.trump {
                        200 + c.1 as u32
                    } else if c.0 == led {
                        100 + c.1 as u32
                    } else {
                        0
                    }
                };
                let winner = next.trick.iter().max_by_key(|(_, c)| key(*c)).unwrap().0;
                next.leader = winner;
                next.trick.clear();
            }
            n += next.count(depth - 1);
        }
        n
    }
}

fn naive_from(play: &Play<Bridge>) -> Naive {
    let hands = Seat::ALL.map(|s| play.hand(s).iter().map(|c| (c.suit() as u8, c.rank().get())).collect());
    let t = play.current_trick();
    Naive {
        hands,
        trump: play.strain().trump().map(|s| s as u8),
        leader: t.leader().index(),
        trick: t.iter().map(|(s, c)| (s.index(), (c.suit() as u8, c.rank().get()))).collect(),
    }
}

struct Record {
    id: String,
    play: Play<Bridge>,
    counts: Vec<(u32, u64)>,
}

fn records() -> Vec<Record> {
    let text = include_str!("data/endings.perft");
    let mut out = Vec::new();
    for block in text.split("\n\n").filter(|b| b.lines().any(|l| l.starts_with("id "))) {
        let mut id = String::new();
        let (mut deal, mut strain, mut declarer, mut prefix) = (None, None, None, Vec::new());
        let mut counts = Vec::new();
        for line in block.lines().filter(|l| !l.starts_with('#')) {
            let (key, val) = line.split_once(' ').unwrap_or((line, ""));
            match key {
                "id" => id = val.to_string(),
                "deal" => deal = Some(val.parse::<Deal>().unwrap()),
                "strain" => strain = Some(val.parse::<Strain>().unwrap()),
                "declarer" => declarer = Some(val.parse::<Seat>().unwrap()),
                "prefix" => prefix = val.split_whitespace().map(|c| c.parse::<Card>().unwrap()).collect(),
                "perft" => {
                    let (d, n) = val.split_once(' ').unwrap();
                    counts.push((d.parse().unwrap(), n.parse().unwrap()));
                }
                _ => panic!("unknown key {key}"),
            }
        }
        let mut play = Play::new(deal.unwrap(), strain.unwrap(), declarer.unwrap());
        for c in prefix {
            play.try_play(c).unwrap_or_else(|e| panic!("{id}: prefix card {c}: {e}"));
        }
        out.push(Record { id, play, counts });
    }
    out
}

#[test]
fn perft_matches_data_and_naive_counter() {
    let recs = records();
    assert!(recs.len() >= 6);
    for mut r in recs {
        let naive = naive_from(&r.play);
        for (depth, expected) in &r.counts {
            assert_eq!(perft(&mut r.play, *depth), *expected, "{} depth {depth}", r.id);
            assert_eq!(naive.count(*depth), *expected, "{} depth {depth} (naive)", r.id);
        }
    }
}

// Rotating the seats, or swapping two non-trump suits, gives the same counts.
#[test]
fn perft_symmetries() {
    for r in records() {
        let (depth, expected) = *r.counts.last().unwrap();
        let played: Vec<Card> = r.play.cards_played().map(|(_, c)| c).collect();
        let declarer = r.play.declarer().unwrap();
        let rotated = r.play.deal().rotated(1);
        let mut p = Play::new(rotated, r.play.strain(), declarer.lho());
        for c in &played {
            p.try_play(*c).unwrap();
        }
        assert_eq!(perft(&mut p, depth), expected, "{} rotated", r.id);
    }
}

/// Prints new records from seeded random deals (run with `--ignored --nocapture` to extend
/// the data file; the counts come from the naive counter, never from the engine).
#[test]
#[ignore = "generator for tests/data/endings.perft"]
fn generate_records() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    for (i, (cards_left, strain)) in
        [(2, "NT"), (3, "S"), (3, "NT"), (4, "H"), (4, "C"), (5, "D"), (5, "NT")].into_iter().enumerate()
    {
        let deal: Deal = Deal::random(&mut rng, Seat::North);
        let strain: Strain = strain.parse().unwrap();
        let declarer = Seat::from_index(i);
        let mut play = Play::new(deal, strain, declarer);
        let mut prefix = Vec::new();
        while play.tricks().len() < 13 - cards_left {
            let legal: Vec<Card> = play.legal_plays().iter().collect();
            let c = legal[rng.random_range(0..legal.len())];
            prefix.push(c.to_string());
            play.try_play(c).unwrap();
        }
        let naive = naive_from(&play);
        println!("id ending-{}-{cards_left}-{strain}", i + 1);
        println!("deal {deal}\nstrain {strain}\ndeclarer {declarer}\nprefix {}", prefix.join(" "));
        for d in [1, 4, 8, cards_left * 4] {
            if d <= cards_left * 4 {
                println!("perft {d} {}", naive.count(d as u32));
            }
        }
        println!();
    }
}

fn auction_perft(a: &mut Auction, depth: u32) -> u64 {
    if depth == 0 || a.is_closed() {
        return 1;
    }
    let mut n = 0;
    for c in a.legal_calls() {
        a.try_call(c).unwrap();
        n += auction_perft(a, depth - 1);
        a.undo();
    }
    n
}

// Counted by hand: the first call is a pass or one of 35 bids (36). After a pass, 36 again;
// after the i-th bid (i = 0..34): pass, double and the 34 - i higher bids. So depth 2 is
// 36 + sum(2 + 34 - i) = 36 + 70 + 595 = 701.
#[test]
fn auction_perft_by_hand() {
    let mut a = Auction::new(Seat::North);
    assert_eq!(auction_perft(&mut a, 1), 36);
    assert_eq!(auction_perft(&mut a, 2), 701);
    // Four passes end the auction: P P P has 36 continuations, one of them final.
    let mut p = Auction::from_calls(Seat::North, "P P P").unwrap();
    assert_eq!(auction_perft(&mut p, 1), 36);
    assert_eq!(auction_perft(&mut p, 2), 1 + (0..35).map(|i| 2 + 34 - i).sum::<u64>());
}
