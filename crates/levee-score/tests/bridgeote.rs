//! Bridgeote's score (seed 004): made and failed contracts, contre and surcontre, capot, and
//! the game to 1500.

use levee_core::bridgeote::{self, Auction, Bid, Bridgeote, Contract, Outcome, Strain};
use levee_core::{BySide, Deal, Doubling, Play, Seat, Side};
use levee_score::bridgeote::{FailedContract, Finish, GameSheet, Match, deal_score, score};
use rand::SeedableRng;

const NS: Side = Side::NorthSouth;
const EW: Side = Side::EastWest;

fn contract(bid: &str, doubling: Doubling) -> Contract {
    let levee_core::bridgeote::Call::Bid(bid) = bid.parse().unwrap() else { panic!() };
    let doubled_by = (doubling != Doubling::Undoubled).then_some(Seat::East);
    Contract { bid, doubling, declarer: Seat::North, doubled_by }
}

fn sides(ns: u32, ew: u32) -> BySide<u32> {
    BySide([ns, ew])
}

#[test]
fn made_undoubled_scores_the_bid_and_the_defenders_their_points() {
    let s = score(
        contract("100H", Doubling::Undoubled),
        sides(110, 52),
        sides(0, 0),
        sides(5, 3),
        FailedContract::OwnPoints,
    );
    assert!(s.made);
    assert_eq!(s.score, sides(100, 52));
    // Exactly the bid is enough ("supérieurs ou égaux").
    let s = score(
        contract("100H", Doubling::Undoubled),
        sides(100, 62),
        sides(0, 0),
        sides(5, 3),
        FailedContract::OwnPoints,
    );
    assert!(s.made);
}

#[test]
fn belote_helps_make_the_contract() {
    // 90 card points + 20 belote = 110 >= 110.
    let s = score(
        contract("110S", Doubling::Undoubled),
        sides(110, 72),
        sides(20, 0),
        sides(5, 3),
        FailedContract::OwnPoints,
    );
    assert!(s.made);
    assert_eq!(s.score, sides(110, 72));
}

#[test]
fn all_trumps_and_no_trumps_need_fifty_more() {
    let s = score(
        contract("80TA", Doubling::Undoubled),
        sides(129, 129),
        sides(0, 0),
        sides(4, 4),
        FailedContract::OwnPoints,
    );
    assert!(!s.made);
    let s = score(
        contract("80SA", Doubling::Undoubled),
        sides(130, 130),
        sides(0, 0),
        sides(4, 4),
        FailedContract::OwnPoints,
    );
    assert!(s.made);
    assert_eq!(s.score, sides(130, 130));
}

#[test]
fn failed_undoubled_both_readings() {
    let c = contract("120D", Doubling::Undoubled);
    let s = score(c, sides(100, 82), sides(20, 0), sides(4, 4), FailedContract::OwnPoints);
    assert!(!s.made);
    assert_eq!(s.score, sides(0, 82));
    // The common belote rule: the defenders take the whole deal, the declarers keep their belote.
    let s = score(c, sides(100, 82), sides(20, 0), sides(4, 4), FailedContract::AllToDefenders);
    assert_eq!(s.score, sides(20, 162));
}

#[test]
fn contre_and_surcontre_give_everything_doubled_to_the_winner() {
    let s = score(
        contract("100H", Doubling::Doubled),
        sides(120, 62),
        sides(20, 0),
        sides(5, 3),
        FailedContract::OwnPoints,
    );
    assert!(s.made);
    assert_eq!(s.score, sides(364, 0));
    let s =
        score(contract("100H", Doubling::Doubled), sides(90, 92), sides(0, 0), sides(4, 4), FailedContract::OwnPoints);
    assert!(!s.made);
    assert_eq!(s.score, sides(0, 364));
    let s = score(
        contract("100H", Doubling::Redoubled),
        sides(90, 92),
        sides(0, 0),
        sides(4, 4),
        FailedContract::OwnPoints,
    );
    assert_eq!(s.score, sides(0, 728));
}

#[test]
fn announced_capot() {
    let s = score(
        contract("CAPOTS", Doubling::Undoubled),
        sides(250, 0),
        sides(0, 0),
        sides(8, 0),
        FailedContract::OwnPoints,
    );
    assert!(s.made);
    assert_eq!(s.score, sides(250, 0));
    let s = score(
        contract("CAPOTTA", Doubling::Undoubled),
        sides(350, 0),
        sides(0, 0),
        sides(8, 0),
        FailedContract::OwnPoints,
    );
    assert_eq!(s.score, sides(350, 0));
    // One trick lost: failed, however many points.
    let s = score(
        contract("CAPOTS", Doubling::Undoubled),
        sides(152, 10),
        sides(0, 0),
        sides(7, 1),
        FailedContract::OwnPoints,
    );
    assert!(!s.made);
    assert_eq!(s.score, sides(0, 10));
}

#[test]
fn points_of_a_whole_play() {
    // A real deal played out by its legal cards: the sides' points add up to the strain's
    // total plus the belotes, and the score follows.
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    for strain in Strain::ALL {
        let deal: Deal<Bridgeote> = Deal::random(&mut rng, Seat::North);
        let auction = Auction::from_calls(Seat::North, &format!("80{strain} P P P")).unwrap();
        let Some(Outcome::Contract(c)) = auction.outcome() else { panic!() };
        assert_eq!(c.declarer, Seat::East);
        let mut play: Play<Bridgeote> = auction.play(deal, &c);
        assert_eq!(play.to_play(), Some(Seat::East));
        while play.to_play().is_some() {
            let card = play.legal_plays().first().unwrap();
            play.try_play(card).unwrap();
        }
        let s = deal_score(c, &play, FailedContract::OwnPoints);
        let belote = bridgeote::belotes(&deal, strain).len() as u32 * 20;
        let capot = play.tricks_won(NS) == 8 || play.tricks_won(EW) == 8;
        let total = if capot { strain.capot_points() } else { strain.total_points() };
        assert_eq!(s.made_points[NS] + s.made_points[EW], total + belote, "{strain}");
        assert_eq!(s.made, s.made_points[EW] >= Bid::points(80, strain).unwrap().required().unwrap());
    }
}

#[test]
fn the_game_is_won_only_by_the_side_that_played_or_doubled_the_last_contract() {
    let mut g = GameSheet::new(1500);
    // NS build up 1450.
    for _ in 0..10 {
        let d = score(
            contract("140S", Doubling::Undoubled),
            sides(145, 17),
            sides(0, 0),
            sides(7, 1),
            FailedContract::OwnPoints,
        );
        assert_eq!(g.record(Some(d)), None);
    }
    assert_eq!(g.totals(), sides(1400, 170));
    // EW play and fail: NS (defenders, not doubling) pass 1500 but do not win.
    let mut ew = contract("160H", Doubling::Undoubled);
    ew.declarer = Seat::East;
    let d = score(ew, sides(120, 62), sides(0, 0), sides(6, 2), FailedContract::OwnPoints);
    assert_eq!(g.record(Some(d)), None);
    assert_eq!(g.totals(), sides(1520, 170));
    // A deal thrown in changes nothing.
    assert_eq!(g.record(None), None);
    // NS now play a contract: they win.
    let d =
        score(contract("80C", Doubling::Undoubled), sides(90, 72), sides(0, 0), sides(5, 3), FailedContract::OwnPoints);
    assert_eq!(g.record(Some(d)), Some(NS));
    assert_eq!(g.winner(), Some(NS));
    assert_eq!(g.lines().len(), 13);
}

#[test]
fn doubling_the_last_contract_can_win_the_game() {
    let mut g = GameSheet::new(500);
    let mut ew = contract("100H", Doubling::Doubled);
    ew.declarer = Seat::West;
    ew.doubled_by = Some(Seat::North);
    let d = score(ew, sides(92, 90), sides(0, 0), sides(4, 4), FailedContract::OwnPoints);
    assert_eq!(d.score, sides(364, 0));
    assert_eq!(g.record(Some(d)), None);
    let d = score(ew, sides(92, 90), sides(0, 0), sides(4, 4), FailedContract::OwnPoints);
    assert_eq!(g.record(Some(d)), Some(NS));
}

#[test]
fn three_games_of_five_hundred() {
    let mut m = Match::three_games();
    let win_ns = || {
        score(contract("160S", Doubling::Doubled), sides(162, 0), sides(0, 0), sides(7, 1), FailedContract::OwnPoints)
    };
    let mut ew = contract("160S", Doubling::Doubled);
    ew.declarer = Seat::East;
    let win_ew = score(ew, sides(0, 162), sides(0, 0), sides(1, 7), FailedContract::OwnPoints);
    // 324 a deal: two deals win a game.
    assert_eq!(m.record(Some(win_ns())), None);
    assert_eq!(m.record(Some(win_ns())), None);
    assert_eq!(m.games_won(), sides(1, 0));
    assert_eq!(m.record(Some(win_ew)), None);
    assert_eq!(m.record(Some(win_ew)), None);
    assert_eq!(m.games_won(), sides(1, 1));
    assert_eq!(m.record(Some(win_ns())), None);
    assert_eq!(m.record(Some(win_ns())), Some(NS));
    assert_eq!(m.games().len(), 3);
    // The sheet: each game with its deals, running totals and winner.
    m.record(None);
    let sheet = m.draw();
    assert_eq!(sheet.matches("(to 500)").count(), 3, "{sheet}");
    assert_eq!(sheet.matches("won by").count(), 3, "{sheet}");
    assert!(sheet.contains("160♠X N"), "{sheet}");
    let first = sheet.lines().nth(3).unwrap();
    assert!(first.trim_start().starts_with('2') && first.ends_with("648     0"), "{first}");
}

#[test]
fn the_sheet_marks_failed_and_thrown_in_deals() {
    let mut m = Match::to_1500();
    let failed = score(
        contract("120H", Doubling::Undoubled),
        sides(60, 102),
        sides(0, 0),
        sides(3, 5),
        FailedContract::OwnPoints,
    );
    m.record(Some(failed));
    m.record(None);
    let sheet = m.draw();
    assert!(sheet.starts_with("game 1 (to 1500)\n"), "{sheet}");
    assert!(sheet.contains("120♥ N down"), "{sheet}");
    assert!(sheet.contains("thrown in"), "{sheet}");
    assert!(!sheet.contains("won by"), "{sheet}");
}

/// A sheet where North–South have `ns` and East–West `ew`, with no winner: each side's total
/// is what it made defending the other's failed 80♣.
fn sheet_at(target: u32, ns: u32, ew: u32, finish: Finish) -> GameSheet {
    let mut g = GameSheet::new(target).with_finish(finish);
    let mut east = contract("80C", Doubling::Undoubled);
    east.declarer = Seat::East;
    g.record(Some(score(east, sides(ns, 0), sides(0, 0), sides(4, 4), FailedContract::OwnPoints)));
    g.record(Some(score(
        contract("80C", Doubling::Undoubled),
        sides(0, ew),
        sides(0, 0),
        sides(4, 4),
        FailedContract::OwnPoints,
    )));
    assert_eq!(g.winner(), None);
    g
}

// Seed 004: « L'équipe gagne si elle obtient un total de points supérieure à 1 500 … à condition
// de jouer le dernier contrat ou en contrant les adversaires. Si le nombre de point est dépassé,
// par exemple sur un contrat chuté (non réussi) et non contré, la partie n'est pas terminée : il
// faudra dépasser les points des adversaires en prenant ou en contrant. »
#[test]
fn a_side_wins_by_making_its_contract_or_defeating_the_one_it_doubled() {
    // East–West, past 1500 on points they made in defence, play 90SA undoubled and fail: a
    // failed contract wins nothing (`levee autoplay --game bridgeote --seed 26`).
    let mut g = sheet_at(1500, 200, 1520, Finish::Above);
    let mut ew = contract("90NT", Doubling::Undoubled);
    ew.declarer = Seat::West;
    let d = score(ew, sides(90, 72), sides(0, 0), sides(4, 4), FailedContract::OwnPoints);
    assert!(!d.made);
    assert_eq!(g.record(Some(d)), None);
    assert!(g.totals()[EW] > 1500 && g.totals()[EW] > g.totals()[NS]);
    // With the common rule for a failed contract (the defenders take every point) the same.
    let mut g = sheet_at(1500, 200, 1520, Finish::Above);
    let d = score(ew, sides(90, 72), sides(0, 0), sides(4, 4), FailedContract::AllToDefenders);
    assert_eq!(g.record(Some(d)), None);
    // North–South play 160SA, doubled by East–West, and fail: the doubled points go to East–West
    // (`--seed 6`); North–South, past 1500 already, do not win on their own failed contract.
    let mut g = sheet_at(1500, 1560, 100, Finish::Above);
    let mut ns = contract("160NT", Doubling::Doubled);
    ns.doubled_by = Some(Seat::East);
    let d = score(ns, sides(150, 110), sides(0, 0), sides(4, 4), FailedContract::OwnPoints);
    assert!(!d.made);
    assert_eq!(g.record(Some(d)), None, "the declarers failed");
    // East–West, who doubled and defeated it, now lead with 620: still short of 1500.
    assert_eq!(g.totals(), sides(1560, 620));
    // The same doubled failure with East–West near the target: the doubling side wins.
    let mut g = sheet_at(1500, 1560, 1400, Finish::Above);
    assert_eq!(g.record(Some(d)), Some(EW));
    // Making it, North–South win.
    let mut g = sheet_at(1500, 1400, 100, Finish::Above);
    let d = score(ns, sides(230, 30), sides(0, 0), sides(6, 2), FailedContract::OwnPoints);
    assert!(d.made);
    assert_eq!(g.record(Some(d)), Some(NS));
    // An undoubled contract made by the other side does not end it for the side past 1500.
    let mut g = sheet_at(1500, 1560, 100, Finish::Above);
    let mut ew = contract("80D", Doubling::Undoubled);
    ew.declarer = Seat::East;
    let d = score(ew, sides(40, 122), sides(0, 0), sides(3, 5), FailedContract::OwnPoints);
    assert_eq!(g.record(Some(d)), None);
}

// « supérieure à 1 500 »: a total of exactly 1500 does not win; `Finish::Reach` (« arriver à
// 1 500 points ») lets it.
#[test]
fn exactly_the_target_wins_only_when_reaching_it_is_enough() {
    for (finish, winner) in [(Finish::Above, None), (Finish::Reach, Some(NS))] {
        let mut g = sheet_at(1500, 1420, 100, finish);
        let d = score(
            contract("80C", Doubling::Undoubled),
            sides(90, 72),
            sides(0, 0),
            sides(5, 3),
            FailedContract::OwnPoints,
        );
        assert_eq!(g.record(Some(d)), winner, "{finish:?}");
        assert_eq!(g.totals()[NS], 1500);
    }
    let mut m = Match::three_games().with_finish(Finish::Reach);
    let d =
        score(contract("160S", Doubling::Doubled), sides(250, 0), sides(0, 0), sides(8, 0), FailedContract::OwnPoints);
    assert_eq!(d.score[NS], 500);
    m.record(Some(d));
    assert_eq!(m.games_won(), sides(1, 0));
    let mut m = Match::three_games();
    m.record(Some(d));
    assert_eq!(m.games_won(), sides(0, 0));
}

// Seed 004 prints 250 (suit) and 350 (TA, SA) for a capot; the literal reading of « le dernier
// plis vaut alors 100 pts » gives the cards and 100: 152 + 100, 248 + 100, 240 + 100.
#[test]
fn a_capot_counts_as_the_table_or_the_cards_and_100() {
    use levee_core::bridgeote::CapotValue;
    use levee_score::bridgeote::Counting;
    for (strain, table, literal) in
        [(Strain::Spades, 250, 252), (Strain::AllTrumps, 350, 348), (Strain::NoTrumps, 350, 340)]
    {
        assert_eq!(strain.capot_value(CapotValue::Table), table);
        assert_eq!(strain.capot_value(CapotValue::LastTrick100), literal);
    }
    let literal = Counting { failed: FailedContract::OwnPoints, capot: CapotValue::LastTrick100 };
    let c = contract("CAPOTTA", Doubling::Undoubled);
    assert_eq!(score(c, sides(348, 0), sides(0, 0), sides(8, 0), literal).score[NS], 348);
    assert_eq!(score(c, sides(350, 0), sides(0, 0), sides(8, 0), FailedContract::OwnPoints).score[NS], 350);
    // A failed contract under the belote rule: the defenders' capot is worth the same.
    let dedans = Counting { failed: FailedContract::AllToDefenders, capot: CapotValue::LastTrick100 };
    let d = score(contract("80S", Doubling::Undoubled), sides(0, 252), sides(0, 0), sides(0, 8), dedans);
    assert_eq!(d.score, sides(0, 252));
}
