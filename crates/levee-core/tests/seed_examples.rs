//! Every example of seeds 000 (mechanics) and 001 (rules), as tests.
//!
//! The seeds' suit symbols were lost in extraction ("1 ? passe 4 ?"); where the text around
//! an example fixes the suit we use it, otherwise the reading is recorded in docs/rules.md.

use levee_core::*;

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

fn trick(leader: Seat, cards: &str) -> Trick {
    let mut t = Trick::new(leader);
    for w in cards.split_whitespace() {
        t.push(c(w));
    }
    t
}

fn winner(strain: Strain, cards: &str) -> Seat {
    Bridge::trick_winner(&trick(Seat::North, cards), strain)
}

// Seed 000, "Au Bridge on joue avec un atout ou sans atout" and "on ne peut couper que si
// on ne peut suivre": seven tricks, N E S W in order, and who wins each.
#[test]
fn seed000_trick_winners() {
    // Atout Trèfles: ♠A ♠9 ♠3 ♣2 — the ♣2 (West) wins.
    assert_eq!(winner(Strain::Clubs, "SA S9 S3 C2"), Seat::West);
    // Sans atout, Trèfles demandé: ♣A ♣4 ♣8 ♣V — the ace.
    assert_eq!(winner(Strain::NoTrump, "CA C4 C8 CJ"), Seat::North);
    // Sans atout, Trèfles demandé: ♣V ♣4 ♣8 ♥A — the jack: a discard never wins.
    assert_eq!(winner(Strain::NoTrump, "CJ C4 C8 HA"), Seat::North);
    // Atout Piques, Trèfles demandé: ♣V ♣4 ♣8 ♥A — the jack.
    assert_eq!(winner(Strain::Spades, "CJ C4 C8 HA"), Seat::North);
    // Atout Piques, Trèfles demandé: ♣A ♣4 ♣8 ♣V — the ace.
    assert_eq!(winner(Strain::Spades, "CA C4 C8 CJ"), Seat::North);
    // Atout Cœurs: ♠A ♠9 ♠3 ♥2 — the ♥2.
    assert_eq!(winner(Strain::Hearts, "SA S9 S3 H2"), Seat::West);
    // Atout Carreaux: ♠A ♦3 ♦4 ♠9 — the higher trump, ♦4 (South).
    assert_eq!(winner(Strain::Diamonds, "SA D3 D4 S9"), Seat::South);
}

// Seed 001: "La levée va alors au joueur qui a coupé, ou à celui qui a fourni le plus fort
// Atout en cas de coupes multiples"; "à Sans-Atout, il n'est possible que de défausser".
#[test]
fn seed001_ruffs_and_discards() {
    assert_eq!(winner(Strain::Hearts, "SA H3 S2 H4"), Seat::West);
    assert_eq!(winner(Strain::Hearts, "SA H5 S2 H4"), Seat::East);
    assert_eq!(winner(Strain::NoTrump, "S2 HA DA CA"), Seat::North);
}

fn contract_of(dealer: Seat, calls: &str) -> AuctionResult {
    Auction::from_calls(dealer, calls).unwrap().result().expect("the auction is closed")
}

fn expect_contract(dealer: Seat, calls: &str, contract: &str, declarer: Seat) {
    match contract_of(dealer, calls) {
        AuctionResult::Contract { contract: got, declarer: d } => {
            assert_eq!(got.to_string(), contract, "{calls}");
            assert_eq!(d, declarer, "{calls}");
        }
        AuctionResult::PassedOut => panic!("{calls} passed out"),
    }
}

// Seed 000, "Passer ou enchérir, fin des enchères": three examples with North dealing.
#[test]
fn seed000_auctions() {
    // 1♠ passe 4♠ passe passe passe: North–South, 4♠, North declares (named spades first).
    expect_contract(Seat::North, "1S P 4S P P P", "4S", Seat::North);
    // passe 1♥ passe 2♣ / passe 3♣ passe 5♣ / passe passe passe: East–West, 5♣; West named
    // clubs first, so West declares.
    expect_contract(Seat::North, "P 1H P 2C P 3C P 5C P P P", "5C", Seat::West);
    // passe 1SA passe 3SA passe passe passe: East–West, 3SA by East.
    expect_contract(Seat::North, "P 1NT P 3NT P P P", "3NT", Seat::East);
}

// Seed 000, "Hiérarchie des couleurs": South must go to the 2 level for diamonds over 1♠,
// West may stay at 2 for hearts over 2♦; 2♣ over 2♠ is illegal, 3♣ is the least.
#[test]
fn seed000_strain_ranking() {
    let mut a = Auction::from_calls(Seat::North, "P 1S").unwrap();
    let one_d: Call = "1D".parse().unwrap();
    assert!(matches!(a.try_call(one_d), Err(IllegalCall::InsufficientBid { .. })));
    a.try_call("2D".parse().unwrap()).unwrap();
    a.try_call("2H".parse().unwrap()).unwrap();
    assert_eq!(a.to_string(), "P 1S 2D 2H");

    let mut b = Auction::from_calls(Seat::North, "2S").unwrap();
    let err = b.try_call("2C".parse().unwrap()).unwrap_err();
    assert_eq!(err.to_string(), "Law 18: insufficient bid: 2C must be higher than the last bid 2S");
    assert!(b.try_call("2NT".parse().unwrap()).is_ok());
    let mut b = Auction::from_calls(Seat::North, "2S").unwrap();
    assert!(b.try_call("3C".parse().unwrap()).is_ok());
}

// Seed 000, "Contre et surcontre".
#[test]
fn seed000_double_redouble() {
    expect_contract(Seat::North, "4S X P P P", "4SX", Seat::North);
    expect_contract(Seat::North, "4S X XX P P P", "4SXX", Seat::North);
}

// Seed 000, "Un dialogue riche": 1♠ passe 2♣ passe 2♦ passe 2SA passe passe passe: 2SA by
// South; then the two sequences that end in 3♣ and in 2♣, both played by North.
#[test]
fn seed000_dialogue_examples() {
    expect_contract(Seat::North, "1S P 2C P 2D P 2NT P P P", "2NT", Seat::South);
    expect_contract(Seat::North, "1S P 2H P 3C P P P", "3C", Seat::North);
    expect_contract(Seat::North, "1S P 1NT P 2C P P P", "2C", Seat::North);
}

// Seed 001: "Le joueur du camp attaquant qui a le premier nommé la couleur du contrat final
// devient le Déclarant".
#[test]
fn seed001_declarer_is_first_to_name_strain() {
    expect_contract(Seat::North, "1S P 2H P 4H P P P", "4H", Seat::South);
    expect_contract(Seat::North, "1H P 2C P 2H P 4H P P P", "4H", Seat::North);
    // The opponents naming the strain first does not make them declarer.
    expect_contract(Seat::North, "1H 2S 3S P 4S P P P", "4S", Seat::South);
    expect_contract(Seat::North, "1H 2H P P 3S P 4S P P P", "4S", Seat::North);
    expect_contract(Seat::East, "1S 2H 2S 3H P P P", "3H", Seat::South);
}

// Seed 001: "Si aucun des joueurs n'ouvre, il y a passe générale"; "une enchère est
// considérée comme définitive après trois passe consécutifs".
#[test]
fn seed001_passed_out_and_end() {
    assert_eq!(contract_of(Seat::South, "P P P P"), AuctionResult::PassedOut);
    let a = Auction::from_calls(Seat::South, "P P P").unwrap();
    assert!(!a.is_closed());
    assert_eq!(a.to_call(), Some(Seat::East));
    let mut a = Auction::from_calls(Seat::North, "1C P P P").unwrap();
    assert!(a.is_closed());
    assert_eq!(a.try_call(Call::Pass), Err(IllegalCall::AuctionClosed));
}

// Seed 001: contre only the opponents' last bid; surcontre only one's own side's doubled bid.
#[test]
fn seed001_double_rules() {
    let err = |dealer, calls: &str, call: &str| {
        let mut a = Auction::from_calls(dealer, calls).unwrap();
        a.try_call(call.parse().unwrap()).unwrap_err()
    };
    assert_eq!(err(Seat::North, "", "X"), IllegalCall::DoubleWithoutBid);
    assert!(matches!(err(Seat::North, "1S P", "X"), IllegalCall::DoubleOwnSide { .. }));
    assert!(matches!(err(Seat::North, "1S X", "X"), IllegalCall::DoubleOwnSide { .. }));
    assert!(matches!(err(Seat::North, "1S X P", "X"), IllegalCall::AlreadyDoubled { .. }));
    assert_eq!(err(Seat::North, "1S P", "XX"), IllegalCall::RedoubleWithoutDouble);
    assert!(matches!(err(Seat::North, "1S X P", "XX"), IllegalCall::RedoubleOpponents { .. }));
    assert!(matches!(err(Seat::North, "1S X XX", "XX"), IllegalCall::AlreadyRedoubled { .. }));
    assert!(matches!(err(Seat::North, "1S X XX", "X"), IllegalCall::AlreadyDoubled { .. }));
    // Partner of the doubled bidder may redouble; partner of the doubler may double nothing.
    assert!(Auction::from_calls(Seat::North, "1S X P P XX").is_ok());
    assert!(matches!(err(Seat::North, "1S X P", "X"), IllegalCall::AlreadyDoubled { .. }));
    // Doubling a bid after two passes (balancing) is legal.
    assert!(Auction::from_calls(Seat::North, "1S P P X").is_ok());
    // A new bid cancels the double: 2C after 1S X may be doubled again.
    let a = Auction::from_calls(Seat::North, "1S X 2C X").unwrap();
    assert_eq!(a.to_string(), "1S X 2C X");
}

#[test]
fn call_out_of_turn() {
    let mut a = Auction::new(Seat::East);
    assert_eq!(
        a.try_call_by(Seat::North, Call::Pass),
        Err(IllegalCall::OutOfTurn { expected: Seat::East, seat: Seat::North })
    );
    assert!(a.try_call_by(Seat::East, Call::Pass).is_ok());
    assert!(a.calls().len() == 1);
}

const DEAL: &str = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";

// Seed 001, the play: declarer's left leads, dummy is exposed after the lead, declarer plays
// dummy's cards, the winner leads next — from dummy when dummy won.
#[test]
fn seed001_play_mechanics() {
    let deal: Deal = DEAL.parse().unwrap();
    let mut game = Game::new(deal, Seat::North, Vulnerability::None);
    for (seat, call) in [(Seat::North, "P"), (Seat::East, "P"), (Seat::South, "1NT"), (Seat::West, "P")] {
        game.call(seat, call.parse().unwrap()).unwrap();
    }
    // A call out of turn is refused and changes nothing.
    assert!(matches!(game.call(Seat::West, Call::Pass), Err(GameError::Call(IllegalCall::OutOfTurn { .. }))));
    game.call(Seat::North, Call::Pass).unwrap();
    assert_eq!(game.phase(), Phase::Auction);
    game.call(Seat::East, Call::Pass).unwrap();
    assert_eq!(game.phase(), Phase::Play);
    assert!(matches!(game.call(Seat::South, Call::Pass), Err(GameError::WrongPhase(Phase::Play))));
    // South declares 1NT; West leads.
    let (contract, declarer) = game.contract().unwrap();
    assert_eq!((contract.to_string().as_str(), declarer), ("1NT", Seat::South));
    assert_eq!(game.to_act(), Some(Seat::West));
    let play = game.play().unwrap();
    assert!(!play.dummy_visible());
    assert_eq!(
        game.clone().play_card(Seat::North, c("SA")),
        Err(GameError::Play(IllegalPlay::DummyPlays { dummy: Seat::North }))
    );
    game.play_card(Seat::West, c("SA")).unwrap();
    assert!(game.play().unwrap().dummy_visible());
    // North is dummy: South chooses North's card.
    assert_eq!(game.play().unwrap().to_play(), Some(Seat::North));
    assert_eq!(game.to_act(), Some(Seat::South));
    assert!(matches!(game.play_card(Seat::North, c("SQ")), Err(GameError::Play(IllegalPlay::DummyPlays { .. }))));
    // Dummy must follow suit too.
    assert_eq!(game.play_card(Seat::South, c("HK")), Err(GameError::Play(IllegalPlay::Revoke { led: Suit::Spades })));
    game.play_card(Seat::South, c("S6")).unwrap();
    game.play_card(Seat::East, c("S3")).unwrap();
    game.play_card(Seat::South, c("S5")).unwrap();
    // West's ace won: West leads again.
    assert_eq!(game.to_act(), Some(Seat::West));
    game.play_card(Seat::West, c("S2")).unwrap();
    game.play_card(Seat::South, c("SQ")).unwrap(); // dummy's queen
    game.play_card(Seat::East, c("S7")).unwrap();
    game.play_card(Seat::South, c("SK")).unwrap();
    // South's king won: South leads. Now test dummy winning: South leads a heart to dummy's K.
    assert_eq!(game.play().unwrap().to_play(), Some(Seat::South));
    game.play_card(Seat::South, c("H3")).unwrap();
    game.play_card(Seat::West, c("H4")).unwrap();
    game.play_card(Seat::South, c("HK")).unwrap();
    game.play_card(Seat::East, c("H7")).unwrap();
    // "Si le dernier pli a été fait par une carte du Mort, le Déclarant joue en premier une
    // carte du Mort."
    let play = game.play().unwrap();
    assert_eq!(play.to_play(), Some(Seat::North));
    assert_eq!(play.to_act(), Some(Seat::South));
    assert_eq!(play.tricks_won(Side::NorthSouth), 2);
    assert_eq!(play.tricks_won(Side::EastWest), 1);
}

// Seed 000: "un joueur ne possédant pas de cartes de la couleur demandée peut, mais sans
// obligation, fournir un atout": discarding is legal when void, even at a trump contract.
#[test]
fn seed000_ruffing_is_optional() {
    let deal: Deal = DEAL.parse().unwrap();
    let mut play = Play::new(deal, Strain::Hearts, Seat::South);
    // West leads; then South wins a club and loses the next club to West's king.
    for card in ["SA", "S6", "S3", "S5", "S2", "SQ", "S7", "SK", "CA", "C3", "C8", "C4", "C2", "CK", "C9", "CQ"] {
        play.try_play(c(card)).unwrap();
    }
    assert_eq!(play.current_trick().leader(), Seat::West);
    play.try_play(c("S4")).unwrap();
    play.try_play(c("SJ")).unwrap();
    play.try_play(c("S8")).unwrap();
    // South is void in spades: a trump, or a discard, both legal.
    let legal = play.legal_plays();
    assert_eq!(legal, play.hand(Seat::South));
    assert!(play.check(c("H3")).is_ok());
    assert!(play.check(c("C7")).is_ok());
    assert!(matches!(play.check(c("CA")), Err(IllegalPlay::CardNotHeld { .. })));
}
