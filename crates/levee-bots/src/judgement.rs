//! Judgement by simulation: where the table's rules bid a game and a slam may be there, the
//! robot deals the hidden hands as the auction described them, solves each layout double
//! dummy in the game's strain, and bids the slam when, over those layouts, it gains IMPs
//! against the game. Point counts miss what makes most slams: the fit, the shortness
//! opposite partner's honours, the controls; the layouts see them. The same for a game
//! against partner's part-score (both ways: the game the rules pass, and the game they bid),
//! and for four of a major against the rules' 3NT.
//!
//! A layout keeps the hidden hands that fit what each call showed and, mostly, would have
//! made those calls: the shapes say what a call showed, not what the calls not made deny
//! (partner's 1♠ showed four spades; with five, partner would have rebid them).

use crate::bidding::{Shape, Turn};
use crate::play::CALL_MISSED;
use levee_core::{BySeat, Call, Contract, Doubling, Hand, Level, Seat, Strain};
use levee_dds::{Position, Solver};
use levee_score::{contract_score, imps};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Layouts solved for one decision.
pub(crate) const LAYOUTS: usize = 32;

/// Layouts solved before giving up on a slam that none of them makes.
const EARLY: usize = 8;

/// Partner's hands drawn to find them (an auction that describes partner narrowly, 20-21
/// balanced, accepts about one draw in twenty).
const DRAWS: usize = 8_000;

/// Draws of the opponents' hands for one hand of partner's.
const OPPONENT_DRAWS: usize = 20;

/// IMPs a board another game must gain over the rules' game in notrump. On layouts that fit
/// the shapes alone a margin of 2 did better on example3 (+262 IMPs over 182 results, -112
/// over 310 at 0.5); kept to the calls, 0.5 did better still (+332 over 334).
const STRAIN_MARGIN: f64 = 0.5;

/// IMPs a board another game loses after the first layouts, past which the judgement of a
/// game's strain stops there.
const STRAIN_EARLY_LOSS: f64 = 2.0;

/// IMPs a board the higher contract must gain on average over the layouts: a slam bid on a
/// coin's toss gains nothing, and the layouts are an estimate. On example3, 2 IMPs for the
/// slams and 1 for the games did as well (28 IMPs fewer over 7 632 results, 14 more at par);
/// for the grand over the small slam, 2 gained 136 IMPs where 0.5 gained 262.
const MARGIN: f64 = 0.5;

/// IMPs a board that hearing partner's answer to a control bid must be worth over the
/// layouts (the slam decided on each answer apart against the slam decided on all at once).
const ASK_MARGIN: f64 = 1.0;

/// What the layouts said: the contract to bid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Verdict {
    /// The strain to bid.
    pub(crate) strain: Strain,
    /// The level to bid.
    pub(crate) level: u8,
}

/// The question: `seat`, holding `hand`, would stop at `level` of `strain` (bid it, or pass
/// it); `declarer` plays the contract; `shown` is what each seat's calls showed; `seed` makes
/// the draw repeatable.
pub(crate) struct Question<'a> {
    pub(crate) seat: Seat,
    pub(crate) hand: Hand,
    pub(crate) shown: &'a [Shape; 4],
    pub(crate) strain: Strain,
    pub(crate) level: u8,
    pub(crate) declarer: Seat,
    /// Other strains for the higher contract, each with its declarer (a minor fit beside
    /// the game in notrump).
    pub(crate) others: &'a [(Strain, Seat)],
    pub(crate) vulnerable: bool,
    pub(crate) seed: u64,
    /// The other players' calls, each with its turn read once.
    pub(crate) calls: &'a [(Seat, Turn<'a>, Call)],
}

/// Whether to keep a drawn hand of `seat`: a hand that would have made each of its calls
/// always, one that would have called otherwise less often, as the card robot weighs its
/// layouts (`CALL_MISSED` a call made otherwise).
fn keep(q: &Question<'_>, seat: Seat, hand: Hand, rng: &mut ChaCha8Rng) -> bool {
    let missed = q.calls.iter().filter(|(s, turn, call)| *s == seat && turn.call(hand) != *call).count();
    missed == 0 || rng.random::<f64>() < CALL_MISSED.powi(missed as i32)
}

/// Layouts of the three hidden hands that fit what their calls showed, at most `n`.
fn layouts(q: &Question<'_>, n: usize) -> Vec<BySeat<Hand>> {
    let mut rng = ChaCha8Rng::seed_from_u64(q.seed);
    let partner = q.seat.partner();
    let (lho, rho) = (q.seat.lho(), q.seat.rho());
    let mut unseen: Vec<_> = Hand::from_bits_truncate(Hand::DECK_52.bits() & !q.hand.bits()).iter().collect();
    let mut found = Vec::with_capacity(n);
    for _ in 0..DRAWS {
        if found.len() == n {
            break;
        }
        unseen.shuffle(&mut rng);
        let p: Hand = unseen[..13].iter().copied().collect();
        if !q.shown[partner.index()].fits(p) || !keep(q, partner, p, &mut rng) {
            continue;
        }
        let mut rest = unseen[13..].to_vec();
        for _ in 0..OPPONENT_DRAWS {
            rest.shuffle(&mut rng);
            let l: Hand = rest[..13].iter().copied().collect();
            let r: Hand = rest[13..].iter().copied().collect();
            if q.shown[lho.index()].fits(l)
                && q.shown[rho.index()].fits(r)
                && keep(q, lho, l, &mut rng)
                && keep(q, rho, r, &mut rng)
            {
                let mut hands = BySeat::from_fn(|_| Hand::EMPTY);
                hands[q.seat] = q.hand;
                hands[partner] = p;
                hands[lho] = l;
                hands[rho] = r;
                found.push(hands);
                break;
            }
        }
    }
    found
}

/// The score of `level` of `strain` with `tricks`, for declarer's side.
fn score(strain: Strain, vulnerable: bool, level: u8, tricks: u8) -> i32 {
    scored(Doubling::Undoubled, strain, vulnerable, level, tricks)
}

/// The score of `level` of `strain`, so doubled, with `tricks`, for declarer's side.
fn scored(doubling: Doubling, strain: Strain, vulnerable: bool, level: u8, tricks: u8) -> i32 {
    contract_score(Contract::new(Level::new(level), strain, doubling), vulnerable, tricks).unwrap_or(0)
}

/// One strain's tricks on each layout, declarer's side's.
struct Line {
    strain: Strain,
    declarer: Seat,
    tricks: Vec<u8>,
}

/// The mean IMPs `high` of `to`'s strain gains over `low` of `from`'s, layout by layout.
fn gain(vulnerable: bool, from: &Line, low: u8, to: &Line, high: u8) -> f64 {
    mean_imps(from, to, |f, t| score(to.strain, vulnerable, high, t) - score(from.strain, vulnerable, low, f))
}

/// The mean over the layouts of the IMPs `swing` gives each pair of tricks (`a`'s, `b`'s).
fn mean_imps(a: &Line, b: &Line, swing: impl Fn(u8, u8) -> i32) -> f64 {
    let total: i32 = a.tricks.iter().zip(&b.tricks).map(|(x, y)| imps(swing(*x, *y))).sum();
    f64::from(total) / a.tricks.len().max(1) as f64
}

/// Declarer's side's tricks in `strain` on `hands`, exact between `floor - 1` and `top`: the
/// threshold `mid` first, up from there when it makes, down when it fails. Only a few
/// thresholds change the scores compared, so null-window searches, not the exact count.
fn count(solver: &mut Solver, hands: &BySeat<Hand>, strain: Strain, declarer: Seat, floor: u8, mid: u8, top: u8) -> u8 {
    let pos = Position::from_parts(*hands, strain, declarer.lho(), &[])
        .unwrap_or_else(|e| unreachable!("a layout is four hands of 13 cards: {e}"));
    let side = declarer.side();
    if solver.at_least(&pos, side, mid) {
        (mid + 1..=top.min(13)).take_while(|t| solver.at_least(&pos, side, *t)).last().unwrap_or(mid)
    } else {
        (floor..mid).rev().find(|t| solver.at_least(&pos, side, *t)).unwrap_or(floor - 1)
    }
}

/// The layouts of `q`, and a line for the rules' strain then each of `q.others`, no tricks
/// yet; `None` when too few layouts fit the auction to judge.
fn start(q: &Question<'_>) -> Option<(Vec<BySeat<Hand>>, Vec<Line>)> {
    start_with(q, LAYOUTS)
}

/// As [`start`], with `n` layouts at most.
fn start_with(q: &Question<'_>, n: usize) -> Option<(Vec<BySeat<Hand>>, Vec<Line>)> {
    let found = layouts(q, n);
    if found.len() < n / 2 {
        return None;
    }
    let lines = std::iter::once((q.strain, q.declarer))
        .chain(q.others.iter().copied())
        .map(|(strain, declarer)| Line { strain, declarer, tricks: Vec::with_capacity(found.len()) })
        .collect();
    Some((found, lines))
}

/// Whether no line takes `tricks` on more than one of the layouts counted so far.
fn out_of_reach(lines: &[Line], tricks: u8) -> bool {
    lines.iter().all(|l| l.tricks.iter().filter(|t| **t >= tricks).count() <= 1)
}

/// The contract to bid in place of `low` of `q.strain` (the level the rules stop at): one of
/// `highs` (the levels worth a try, lowest first, each tried only when the one below it
/// pays), in that strain or one of `q.others`, if the layouts say one pays; `None` when too
/// few layouts fit the auction to judge.
fn higher(q: &Question<'_>, solver: &mut Solver, low: u8, highs: &[u8], margin: f64) -> Option<Verdict> {
    let (&first, &top) = (highs.first()?, highs.last()?);
    let (found, mut lines) = start(q)?;
    for (i, hands) in found.iter().enumerate() {
        // Most contracts the points let through are far from the higher one: when the first
        // layouts make it once at most, it is not there (were it a fair chance, the first
        // eight would show it twice or more 29 times in 30).
        if i == EARLY && out_of_reach(&lines, first + 6) {
            return None;
        }
        for (k, line) in lines.iter_mut().enumerate() {
            // The rules' strain from the rules' level; another only around the higher ones.
            let floor = if k == 0 { low + 6 } else { first + 5 };
            line.tricks.push(count(solver, hands, line.strain, line.declarer, floor, first + 6, top + 6));
        }
    }
    let rules = &lines[0];
    let (best, _) = lines
        .iter()
        .enumerate()
        .map(|(k, line)| (k, gain(q.vulnerable, rules, low, line, first)))
        .filter(|(_, g)| *g > margin)
        .max_by(|a, b| a.1.total_cmp(&b.1))?;
    let line = &lines[best];
    let mut level = first;
    for &high in &highs[1..] {
        if gain(q.vulnerable, line, level, line, high) <= margin {
            break;
        }
        level = high;
    }
    Some(Verdict { strain: line.strain, level })
}

/// The game to bid in place of the rules' game (`q.level` of `q.strain`): one of `q.others`
/// at its own game level (`game_level`), the one that gains most over the layouts if any
/// gains more than the margin; `None` when it stays.
pub(crate) fn strain(q: &Question<'_>, solver: &mut Solver, game_level: fn(Strain) -> u8) -> Option<Verdict> {
    if q.others.is_empty() {
        return None;
    }
    let (found, mut lines) = start(q)?;
    let levels: Vec<u8> = std::iter::once(q.level).chain(q.others.iter().map(|o| game_level(o.0))).collect();
    let gains = |lines: &[Line]| -> Vec<f64> {
        lines[1..]
            .iter()
            .zip(&levels[1..])
            .map(|(l, level)| gain(q.vulnerable, &lines[0], q.level, l, *level))
            .collect()
    };
    for (i, hands) in found.iter().enumerate() {
        // A game that loses clearly on the first layouts will not gain over all of them.
        if i == EARLY && gains(&lines).iter().all(|g| *g < -STRAIN_EARLY_LOSS) {
            return None;
        }
        for (line, level) in lines.iter_mut().zip(&levels) {
            // Each game counted from one down to one over: a search at a game's own threshold
            // is the slowest there is, and further tricks change the IMPs little.
            line.tricks.push(count(solver, hands, line.strain, line.declarer, level + 6, level + 6, level + 7));
        }
    }
    let (k, _) =
        gains(&lines).into_iter().enumerate().filter(|(_, g)| *g > STRAIN_MARGIN).max_by(|a, b| a.1.total_cmp(&b.1))?;
    Some(Verdict { strain: lines[k + 1].strain, level: levels[k + 1] })
}

/// The slam to bid in place of the game at `q.level`, if the layouts say one pays.
pub(crate) fn slam(q: &Question<'_>, solver: &mut Solver) -> Option<Verdict> {
    higher(q, solver, q.level, &[6, 7], MARGIN)
}

/// The grand slam to bid in place of the rules' small slam, if the layouts say it pays: the
/// small slam must pay over the game at `q.level` and the grand over the small slam (a grand
/// weighed against a failing small slam loses only an undertrick more, and would look good).
pub(crate) fn grand(q: &Question<'_>, solver: &mut Solver) -> Option<Verdict> {
    higher(q, solver, q.level, &[6, 7], MARGIN).filter(|v| v.level == 7)
}

/// Whether partner's answer to a control bid is worth asking for, in place of the game at
/// `q.level` the slam judgement kept: over the layouts, the slam decided on each answer apart
/// (bid where it gains more than the margin) gains `ASK_MARGIN` more than on all at once.
/// `answer` is partner's answers holding a hand (a control bid's exchange may take several).
pub(crate) fn ask(q: &Question<'_>, solver: &mut Solver, answer: &dyn Fn(Hand) -> Vec<Call>) -> bool {
    let Some((found, mut lines)) = start(q) else { return false };
    lines.truncate(1);
    for (i, hands) in found.iter().enumerate() {
        // As for the slam: the first layouts making it once at most say no answer will.
        if i == EARLY && out_of_reach(&lines, 12) {
            return false;
        }
        let line = &mut lines[0];
        line.tricks.push(count(solver, hands, line.strain, line.declarer, q.level + 6, 12, 12));
    }
    let line = &lines[0];
    let slam_gain = |l: &Line| gain(q.vulnerable, l, q.level, l, 6);
    let decided = |gain: f64| if gain > MARGIN { gain } else { 0.0 };
    let answers: Vec<Vec<Call>> = found.iter().map(|hands| answer(hands[q.seat.partner()])).collect();
    let n = found.len() as f64;
    let mut apart = 0.0;
    let mut seen: Vec<&Vec<Call>> = Vec::new();
    for a in &answers {
        if seen.contains(&a) {
            continue;
        }
        seen.push(a);
        let tricks: Vec<u8> = line.tricks.iter().zip(&answers).filter(|(_, b)| *b == a).map(|(t, _)| *t).collect();
        let these = Line { strain: line.strain, declarer: line.declarer, tricks };
        apart += these.tricks.len() as f64 / n * decided(slam_gain(&these));
    }
    apart - decided(slam_gain(line)) > ASK_MARGIN
}

/// The game to bid in place of passing partner's part-score at `q.level`, if the layouts
/// say it pays.
pub(crate) fn game(q: &Question<'_>, solver: &mut Solver, game_level: u8) -> Option<Verdict> {
    higher(q, solver, q.level, &[game_level], MARGIN)
}

/// IMPs a board the rules' game must lose against partner's part-score on the layouts for
/// the robot to pass the part-score. The game against a part-score swings 5 to 10 IMPs a
/// layout, so the mean of 32 layouts wanders by more than an IMP: at 0.5 the stops were
/// coin tosses (example3: -78 IMPs over 192 results, 30 fewer at par); at 2, +108 and 10
/// more; at 2 on 64 layouts, +124 and 14 more.
pub(crate) const STOP_MARGIN: f64 = 2.0;

/// Layouts solved for a stop: twice the others, the margin being narrow beside the swing.
const STOP_LAYOUTS: usize = 2 * LAYOUTS;

/// Whether to pass partner's part-score at `q.level` of `q.strain` in place of the game at
/// `game_level` the rules bid: the game loses more than `STOP_MARGIN` over the layouts.
/// `false` when too few layouts fit the auction to judge.
pub(crate) fn stop(q: &Question<'_>, solver: &mut Solver, game_level: u8) -> bool {
    let Some((found, mut lines)) = start_with(q, STOP_LAYOUTS) else { return false };
    lines.truncate(1);
    let line = &mut lines[0];
    for hands in &found {
        line.tricks.push(count(solver, hands, line.strain, line.declarer, q.level + 6, game_level + 6, game_level + 6));
    }
    gain(q.vulnerable, line, q.level, line, game_level) < -STOP_MARGIN
}

/// The mean IMPs our contract (`ours` at `level`, our side `vulnerable`) gains over
/// defending theirs (`theirs` at `their_level`), layout by layout.
fn gain_over_theirs(
    theirs: &Line,
    their_level: u8,
    their_vulnerable: bool,
    ours: &Line,
    level: u8,
    vulnerable: bool,
    doubled_when_down: bool,
) -> f64 {
    // Their score as declarer is our loss: the two add.
    mean_imps(theirs, ours, |t, o| {
        let doubling = if doubled_when_down && o < level + 6 { Doubling::Doubled } else { Doubling::Undoubled };
        scored(doubling, ours.strain, vulnerable, level, o) + score(theirs.strain, their_vulnerable, their_level, t)
    })
}

/// Our contract in place of defending theirs (`q.level` of `q.strain`, declared by
/// `q.declarer`): one of `q.others`, each at its level in `levels`, the one that gains most
/// over the layouts if any gains more than the margin; `None` when defending stays.
/// Our contract at `doubled_from` or higher that fails is scored doubled: they double what
/// goes down over their game, and a four-level bid over their part-score.
pub(crate) fn contest(
    q: &Question<'_>,
    solver: &mut Solver,
    their_vulnerable: bool,
    levels: &[u8],
    doubled_from: u8,
) -> Option<Verdict> {
    let (found, mut lines) = start(q)?;
    let gains = |lines: &[Line]| -> Vec<f64> {
        lines[1..]
            .iter()
            .zip(levels)
            .map(|(l, level)| {
                let doubled = *level >= doubled_from;
                gain_over_theirs(&lines[0], q.level, their_vulnerable, l, *level, q.vulnerable, doubled)
            })
            .collect()
    };
    for (i, hands) in found.iter().enumerate() {
        if i == EARLY && gains(&lines).iter().all(|g| *g < -STRAIN_EARLY_LOSS) {
            return None;
        }
        // Each contract counted from three down to one over: the undertricks are the score.
        // Doubled, every undertrick: a sacrifice five down counted as three looks cheap.
        for (k, line) in lines.iter_mut().enumerate() {
            let level = if k == 0 { q.level } else { levels[k - 1] };
            let floor = if k > 0 && level >= doubled_from { level + 1 } else { level + 4 };
            line.tricks.push(count(solver, hands, line.strain, line.declarer, floor, level + 6, level + 7));
        }
    }
    let (k, _) =
        gains(&lines).into_iter().enumerate().filter(|(_, g)| *g > MARGIN).max_by(|a, b| a.1.total_cmp(&b.1))?;
    Some(Verdict { strain: lines[k + 1].strain, level: levels[k] })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_fit_what_each_seat_showed() {
        let hand: Hand = "AQ985.A86.AJ7.KT".parse().unwrap();
        let mut shown = [Shape::ANY; 4];
        // Partner (North, this hand South) showed 10-12 and four spades; East 0-11.
        shown[Seat::North.index()] = Shape::hcp(10, 12).len(levee_core::Suit::Spades, 4, 13);
        shown[Seat::East.index()] = Shape::hcp(0, 11);
        let q = Question {
            seat: Seat::South,
            hand,
            shown: &shown,
            strain: Strain::Spades,
            level: 4,
            declarer: Seat::South,
            others: &[],
            vulnerable: false,
            seed: 7,
            calls: &[],
        };
        let found = layouts(&q, LAYOUTS);
        assert_eq!(found.len(), LAYOUTS);
        for hands in &found {
            assert_eq!(hands[Seat::South], hand);
            assert!(shown[Seat::North.index()].fits(hands[Seat::North]), "{hands:?}");
            assert!(shown[Seat::East.index()].fits(hands[Seat::East]), "{hands:?}");
            let all = Seat::ALL.iter().fold(0u64, |a, s| {
                assert_eq!(hands[*s].len(), 13);
                assert_eq!(a & hands[*s].bits(), 0);
                a | hands[*s].bits()
            });
            assert_eq!(all, Hand::DECK_52.bits());
        }
        // The same seed draws the same layouts.
        assert_eq!(layouts(&q, LAYOUTS), found);
    }

    /// Partner's 1♠ then 2♦ showed five spades or more and four diamonds, and the shapes say
    /// no more; a hand that fits them may still have called otherwise (six spades rebid, a
    /// pass from a hand too weak to open): the layouts kept to the calls hold hands that
    /// would have made them.
    #[test]
    fn layouts_keep_the_hands_that_made_the_calls() {
        let bidder = crate::Bidder::new();
        let auction = levee_core::Auction::from_calls(Seat::North, "1S P 2C P 2D P").unwrap();
        let reading = bidder.read(&auction);
        let calls = bidder.others_turns(&auction, levee_core::Vulnerability::None);
        let hand: Hand = "72.KQ3.A95.AKJ87".parse().unwrap();
        let mut q = Question {
            seat: Seat::South,
            hand,
            shown: &reading.shown,
            strain: Strain::NoTrump,
            level: 3,
            declarer: Seat::South,
            others: &[],
            vulnerable: false,
            seed: 11,
            calls: &[],
        };
        let made = |found: &[BySeat<Hand>]| {
            found.iter().filter(|h| calls.iter().all(|(seat, turn, call)| turn.call(h[*seat]) == *call)).count()
        };
        let shapes = layouts(&q, 40);
        q.calls = &calls;
        let kept = layouts(&q, 40);
        assert_eq!((shapes.len(), kept.len()), (40, 40));
        // 34 of 40 fitting the shapes alone, 40 of 40 kept to the calls.
        assert!(made(&kept) >= 38 && made(&kept) > made(&shapes) + 4, "{} {}", made(&kept), made(&shapes));
    }

    #[test]
    fn a_slam_pays_when_it_makes_and_costs_when_it_fails() {
        let line = |tricks: &[u8]| Line { strain: Strain::Spades, declarer: Seat::South, tricks: tricks.to_vec() };
        // 6♠ made against 4♠ with an overtrick or two: +980 against +480, 11 IMPs.
        assert!((gain(false, &line(&[12, 12]), 4, &line(&[12, 12]), 6) - 11.0).abs() < 1e-9);
        // One down against 4♠ making eleven: -50 against +450, -11 IMPs.
        assert!((gain(false, &line(&[11]), 4, &line(&[11]), 6) + 11.0).abs() < 1e-9);
        assert!(gain(false, &line(&[12, 11]), 4, &line(&[12, 11]), 6).abs() < 1e-9);
        // 6♣ making twelve where 3NT makes ten, vulnerable: +1370 against +630, 12 IMPs.
        let notrump = Line { strain: Strain::NoTrump, declarer: Seat::South, tricks: vec![10] };
        let clubs = Line { strain: Strain::Clubs, declarer: Seat::South, tricks: vec![12] };
        assert!((gain(true, &notrump, 3, &clubs, 6) - 12.0).abs() < 1e-9);
    }
}
