//! The score of a session at one table: duplicate boards, a rubber (honours counted from the
//! cards), Chicago, minibridge's running totals, la bataille's tricks, or a Bridgeote game to
//! 1500 (or three games of 500). Each finished deal is recorded once; the dealer and the
//! vulnerability of the next deal follow from it.

use crate::round::AnyRound;
use levee_core::bridgeote::CapotValue;
use levee_core::{Board, BySide, Contract, Deal, Ending, Rank, Seat, Side, Strain, Suit, Variant, Vulnerability};
use levee_i18n::{Arg, Text};
use levee_score::bridgeote::{Counting, DealScore, FailedContract, Finish, Match};
use levee_score::{ChicagoPartscore, ChicagoSheet, DealResult, Honours, RubberOptions, RubberSheet};
use serde::{Deserialize, Serialize};

/// How a table keeps its score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scoring {
    /// Board by board, duplicate scores (dealer and vulnerability from the board number);
    /// minibridge scores by seed 003's table, la bataille counts tricks.
    Duplicate,
    /// A rubber sheet (seed 002), until the rubber is won.
    Rubber,
    /// Chicago: four deals.
    Chicago,
    /// Bridgeote: one game to 1500 (seed 004).
    Game1500,
    /// Bridgeote: three games of 500.
    ThreeGames,
}

impl Scoring {
    /// The name events and the server use.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Scoring::Duplicate => "duplicate",
            Scoring::Rubber => "rubber",
            Scoring::Chicago => "chicago",
            Scoring::Game1500 => "game1500",
            Scoring::ThreeGames => "three_games",
        }
    }

    /// The value of a PBN `Scoring` tag for a deal of `variant` scored this way: `IMP` (each
    /// deal scored on its own), `Rubber`, `Chicago`, `Minibridge`, `Bridgeote`.
    #[must_use]
    pub const fn pbn_tag(self, variant: Variant) -> &'static str {
        match (self, variant) {
            (_, Variant::Minibridge) => "Minibridge",
            (Scoring::Rubber, _) => "Rubber",
            (Scoring::Chicago, _) => "Chicago",
            (Scoring::Game1500 | Scoring::ThreeGames, _) => "Bridgeote",
            _ => "IMP",
        }
    }

    /// As players say it: `game to 1500`, `rubber`.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Scoring::Duplicate => "duplicate",
            Scoring::Rubber => "rubber",
            Scoring::Chicago => "Chicago",
            Scoring::Game1500 => "game to 1500",
            Scoring::ThreeGames => "three games of 500",
        }
    }

    /// Whether this scoring fits the game, and why not.
    ///
    /// # Errors
    /// The scorings the game has.
    pub fn check(self, variant: Variant) -> Result<(), String> {
        let belote = matches!(self, Scoring::Game1500 | Scoring::ThreeGames);
        match variant {
            Variant::Bridgeote if !belote => Err("Bridgeote is scored as a game to 1500 or three games of 500".into()),
            Variant::Bridgeote => Ok(()),
            _ if belote => Err("a game to 1500 and three games of 500 are Bridgeote's scorings".into()),
            Variant::Minibridge | Variant::Bataille if self != Scoring::Duplicate => {
                Err(format!("{variant} is scored deal by deal (scoring: duplicate)"))
            }
            _ => Ok(()),
        }
    }
}

/// The rules a table chose where players differ.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Options {
    /// The rubber's options (classic or modern doubled undertricks, the unfinished rubber).
    pub rubber: RubberOptions,
    /// Chicago's fourth-deal part-score.
    pub chicago: ChicagoPartscore,
    /// Bridgeote: what a failed undoubled contract scores.
    pub failed: FailedContract,
    /// Bridgeote: which total wins a game.
    pub finish: Finish,
    /// Bridgeote: what a capot is worth.
    pub capot: CapotValue,
}

/// A deal that ended, as the session recorded it.
#[derive(Debug, Clone, PartialEq)]
pub struct Finished {
    /// Its number at the table (the board number; Bridgeote counts deals).
    pub board: u32,
    /// The round as it ended: cards, calls, play.
    pub round: AnyRound,
    /// North–South's score of the deal (duplicate points, minibridge's table, tricks at la
    /// bataille, Bridgeote's points less East–West's), for the table's running totals.
    pub ns_score: i32,
    /// What happened, in a line: `4♥ by S, 10 tricks: NS +420`.
    pub line: String,
    /// The same line as words to say in the reader's language.
    pub said: Text,
    /// Bridgeote: the deal's score.
    pub belote: Option<DealScore>,
}

/// A session's score.
#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    scoring: Scoring,
    options: Options,
    rubber: Option<RubberSheet>,
    chicago: Option<ChicagoSheet>,
    belote: Option<Match>,
    totals: BySide<i32>,
}

/// Honours held in one hand, for the rubber sheet (seed 002): the four aces at notrump, four
/// or five of the trump honours in a suit. Counted from the cards: nobody forgets them.
#[must_use]
pub fn honours(deal: &Deal, strain: Strain) -> Option<(Side, Honours)> {
    for seat in Seat::ALL {
        let h = deal.hand(seat);
        match strain.trump() {
            None => {
                if Suit::ASC.iter().all(|s| h.holding(*s).contains(Rank::ACE)) {
                    return Some((seat.side(), Honours::FourAces));
                }
            }
            Some(t) => {
                let n = [Rank::ACE, Rank::KING, Rank::QUEEN, Rank::JACK, Rank::TEN]
                    .iter()
                    .filter(|r| h.holding(t).contains(**r))
                    .count();
                if n == 5 {
                    return Some((seat.side(), Honours::FiveTrumps));
                }
                if n == 4 {
                    return Some((seat.side(), Honours::FourTrumps));
                }
            }
        }
    }
    None
}

impl Session {
    /// A new session.
    #[must_use]
    pub fn new(scoring: Scoring, options: Options) -> Session {
        let belote = match scoring {
            Scoring::Game1500 => Some(Match::to_1500().with_finish(options.finish)),
            Scoring::ThreeGames => Some(Match::three_games().with_finish(options.finish)),
            _ => None,
        };
        Session {
            scoring,
            options,
            rubber: (scoring == Scoring::Rubber).then(|| RubberSheet::new(options.rubber)),
            chicago: (scoring == Scoring::Chicago).then(|| ChicagoSheet::new(Seat::North, options.chicago)),
            belote,
            totals: BySide::default(),
        }
    }

    /// The scoring.
    #[must_use]
    pub fn scoring(&self) -> Scoring {
        self.scoring
    }

    /// The options.
    #[must_use]
    pub fn options(&self) -> Options {
        self.options
    }

    /// The dealer and vulnerability of deal `n` (from 1) of `variant` at this table.
    #[must_use]
    pub fn dealer_and_vulnerability(&self, variant: Variant, n: u32) -> (Seat, Vulnerability) {
        match self.scoring {
            Scoring::Duplicate => {
                let b = Board::new(n).expect("boards from 1");
                let vul = if variant == Variant::Bridge { b.vulnerability() } else { Vulnerability::None };
                (b.dealer(), vul)
            }
            Scoring::Rubber => (
                Seat::ALL[(n as usize - 1) % 4],
                self.rubber.as_ref().map_or(Vulnerability::None, RubberSheet::vulnerability),
            ),
            Scoring::Chicago => {
                let c = self.chicago.as_ref().expect("a Chicago sheet");
                let i = c.deals() % 4;
                (c.dealer(i), c.vulnerability(i))
            }
            // The deal passes to the left each time, thrown in or not (seed 004).
            Scoring::Game1500 | Scoring::ThreeGames => (Seat::ALL[(n as usize - 1) % 4], Vulnerability::None),
        }
    }

    /// Records a deal that ended; returns it as the table keeps it.
    pub fn record(&mut self, board: u32, round: &AnyRound) -> Finished {
        let ending = round.ending();
        let mut belote = None;
        let (ns_score, said) = match round {
            AnyRound::Bridge(r) => {
                let result = r.result();
                let tricks = r.declarer_tricks().unwrap_or(0);
                let ns = result.map_or(0, |res| levee_score::board_score(res, tricks, r.vulnerability()).unwrap_or(0));
                let (contract, honours) = match r.contract() {
                    Some((c, d)) => (Some((c, d)), honours(r.deal(), c.strain)),
                    None => (None, None),
                };
                let dr = DealResult { contract, tricks, honours };
                if let Some(s) = &mut self.rubber {
                    let _ = s.record(&dr);
                }
                if let Some(s) = &mut self.chicago {
                    let _ = s.record(&dr);
                }
                (ns, bridge_line(r.contract(), tricks, ns))
            }
            AnyRound::Minibridge(r) => {
                let tricks = r.declarer_tricks().unwrap_or(0);
                match r.contract() {
                    Some((c, d)) => {
                        let s = levee_score::minibridge::score(c.level.get(), tricks).unwrap_or(0);
                        let ns = if d.side() == Side::NorthSouth { s } else { -s };
                        (ns, bridge_line(Some((c, d)), tricks, ns))
                    }
                    None => (0, Text::message("result-redeal")),
                }
            }
            AnyRound::Bataille(_) => {
                let (ns, ew) = (round.tricks_won(Side::NorthSouth), round.tricks_won(Side::EastWest));
                let said = Text::message(if ns > ew { "result-bataille-ns" } else { "result-bataille-ew" })
                    .with("ns", Arg::plain(ns))
                    .with("ew", Arg::plain(ew));
                (i32::from(ns) - i32::from(ew), said)
            }
            AnyRound::Bridgeote(r) => match (ending, r.settled_contract(), r.play()) {
                (Some(Ending::Played), Some(c), Some(play)) => {
                    let s = levee_score::bridgeote::deal_score(
                        c,
                        play,
                        Counting { failed: self.options.failed, capot: self.options.capot },
                    );
                    if let Some(m) = &mut self.belote {
                        m.record(Some(s));
                    }
                    belote = Some(s);
                    let ns = i64::from(s.score[Side::NorthSouth]) - i64::from(s.score[Side::EastWest]);
                    let c = s.contract;
                    let us = c.side();
                    let said = Text::message(if s.made { "result-belote-made" } else { "result-belote-failed" })
                        .with("deal", Arg::plain(board))
                        .with("contract", Arg::Call(format!("{:#}{}", c.bid, c.doubling.suffix())))
                        .with("declarer", Arg::seat(c.declarer))
                        .with("side", Arg::Text(Box::new(Text::message(&format!("vul-{us}")))))
                        .with("points", Arg::plain(s.made_points[us]))
                        .with("belote", Arg::plain(s.belote[us]))
                        .with("ns", Arg::plain(s.score[Side::NorthSouth]))
                        .with("ew", Arg::plain(s.score[Side::EastWest]));
                    (ns as i32, said)
                }
                (end, _, _) => {
                    if let Some(m) = &mut self.belote {
                        m.record(None);
                    }
                    let said = match end {
                        Some(Ending::Cancelled(s)) => {
                            Text::message("result-belote-cancelled").with("seat", Arg::seat(s))
                        }
                        _ => Text::message("result-belote-thrown-in"),
                    }
                    .with("deal", Arg::plain(board));
                    (0, said)
                }
            },
        };
        if matches!(round, AnyRound::Bataille(_)) {
            self.totals[Side::NorthSouth] += i32::from(round.tricks_won(Side::NorthSouth));
            self.totals[Side::EastWest] += i32::from(round.tricks_won(Side::EastWest));
        } else if ns_score >= 0 {
            self.totals[Side::NorthSouth] += ns_score;
        } else {
            self.totals[Side::EastWest] -= ns_score;
        }
        Finished { board, round: round.clone(), ns_score, line: said.english(), said, belote }
    }

    /// Whether the session is over: a rubber or a Chicago finished, a Bridgeote game (or
    /// match) won. Duplicate sessions go on.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.rubber.as_ref().is_some_and(RubberSheet::is_finished)
            || self.chicago.as_ref().is_some_and(ChicagoSheet::is_finished)
            || self.belote.as_ref().is_some_and(|m| m.winner().is_some())
    }

    /// Each side's running total: duplicate points scored, minibridge points, la bataille's
    /// tricks (a rubber's and a Bridgeote game's totals are on their sheets).
    #[must_use]
    pub fn totals(&self) -> BySide<i32> {
        self.totals
    }

    /// The rubber sheet.
    #[must_use]
    pub fn rubber(&self) -> Option<&RubberSheet> {
        self.rubber.as_ref()
    }

    /// The Chicago sheet.
    #[must_use]
    pub fn chicago(&self) -> Option<&ChicagoSheet> {
        self.chicago.as_ref()
    }

    /// The Bridgeote game (or match).
    #[must_use]
    pub fn belote(&self) -> Option<&Match> {
        self.belote.as_ref()
    }
}

/// `4♥ by South, 10 tricks: NS +420`, `passed out`.
fn bridge_line(contract: Option<(Contract, Seat)>, tricks: u8, ns: i32) -> Text {
    match contract {
        Some((c, d)) => Text::message("result-played")
            .with("contract", Arg::Call(c.to_string()))
            .with("declarer", Arg::seat(d))
            .with("tricks", Arg::plain(tricks))
            .with("score", Arg::plain(format!("{ns:+}"))),
        None => Text::message("result-passed-out"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use levee_core::{Auction, Round};

    /// A rubber deal scores the honours the cards hold (seed 002): four aces in one hand at
    /// notrump, 150 — at every table, the browser's included (they were never scored there).
    #[test]
    fn a_rubber_counts_the_honours_from_the_cards() {
        let deal: Deal = "N:AKQ2.AKQ.A32.AK2 J543.J43.J54.J54 T987.T98.T98.T98 6.7652.KQ76.Q763".parse().unwrap();
        let mut r = Round::<Auction>::new(deal, Seat::North, Vulnerability::None);
        for c in ["1NT", "P", "P", "P"] {
            let seat = r.to_act().unwrap();
            r.call(seat, c.parse().unwrap()).unwrap();
        }
        while let Some(actor) = r.to_act() {
            let card = r.play().unwrap().legal_plays().iter().next().unwrap();
            r.play_card(actor, card).unwrap();
        }
        let mut s = Session::new(Scoring::Rubber, Options::default());
        let f = s.record(1, &AnyRound::Bridge(r));
        let sheet = s.rubber().unwrap();
        assert!(sheet.entries().iter().any(|e| e.side == Side::NorthSouth && e.points == 150), "{:?}", sheet.entries());
        assert!(f.line.contains("1NT by North"), "{}", f.line);
        assert_eq!(honours(&deal, Strain::NoTrump), Some((Side::NorthSouth, Honours::FourAces)));
        assert_eq!(honours(&deal, Strain::Spades), None);
    }
}
