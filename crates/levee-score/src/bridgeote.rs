//! Bridgeote's score (seed 004, "Compte des points"): the points of a deal and the game to
//! 1500 (or three games of 500).
//!
//! A contract is made when the declaring side's points, belote included, reach the bid (+50
//! at TA and SA; every trick for an announced capot). Undoubled, the declaring side then
//! scores the points it announced and the defenders their own points. Doubled or redoubled,
//! all the points of the deal, belotes included, doubled or quadrupled, go to the side that
//! won. What a failed undoubled contract costs is not in the seed: [`FailedContract`] holds
//! levee's reading and the common belote rule (`docs/rules.md`).

use levee_core::bridgeote::{self, Bridgeote, CapotValue, Contract, Target};
use levee_core::{BySide, Doubling, Play, Side};

/// What a failed, undoubled contract scores (the seed is silent).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum FailedContract {
    /// levee's reading of seed 004: the declaring side scores nothing (its announced points
    /// were not made) and the defenders score their own points, as they always do.
    #[default]
    OwnPoints,
    /// The common belote rule ("dedans"): the defenders score all the points of the deal
    /// (162, 258 or 260, or the capot) and their belotes; the declaring side keeps only its
    /// own belote.
    AllToDefenders,
}

/// How a deal is counted where players differ: what a failed contract costs and what a capot
/// is worth. A [`FailedContract`] alone converts into it, with the seed's capot values.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Counting {
    /// What a failed, undoubled contract scores.
    pub failed: FailedContract,
    /// What a capot is worth.
    pub capot: CapotValue,
}

impl From<FailedContract> for Counting {
    fn from(failed: FailedContract) -> Self {
        Counting { failed, capot: CapotValue::Table }
    }
}

/// The score of one deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DealScore {
    /// The contract.
    pub contract: Contract,
    /// Points each side made in play (cards, last trick or capot, belotes).
    pub made_points: BySide<u32>,
    /// Belote points of each side (included in `made_points`).
    pub belote: BySide<u32>,
    /// Was the contract made?
    pub made: bool,
    /// What each side writes on the score sheet.
    pub score: BySide<u32>,
}

impl core::fmt::Display for DealScore {
    /// `110♥ by North: made (NS made 96 points, belote 20); NS +110  EW +66`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let c = self.contract;
        let us = c.side();
        write!(
            f,
            "{:#}{} by {:#}: {} ({us} made {} points, belote {}); NS +{}  EW +{}",
            c.bid,
            c.doubling.suffix(),
            c.declarer,
            if self.made { "made" } else { "failed" },
            self.made_points[us],
            self.belote[us],
            self.score[Side::NorthSouth],
            self.score[Side::EastWest]
        )
    }
}

/// Scores a finished play of `contract`.
///
/// # Panics
/// When the play is not over (every trick must be played: Bridgeote has no claims).
#[must_use]
pub fn deal_score(contract: Contract, play: &Play<Bridgeote>, counting: impl Into<Counting>) -> DealScore {
    assert!(play.is_over(), "a Bridgeote deal is scored once its eight tricks are played");
    let counting = counting.into();
    let made_points = bridgeote::points_with(play, counting.capot);
    let mut belote = BySide::<u32>::default();
    for b in bridgeote::belotes(play.deal(), contract.bid.strain) {
        belote[b.seat.side()] += bridgeote::BELOTE_POINTS;
    }
    let tricks = BySide::from_fn(|s| u32::from(play.tricks_won(s)));
    score(contract, made_points, belote, tricks, counting)
}

/// The score from the points and tricks each side made (what [`deal_score`] computes from a
/// play); `made_points` includes the belotes given in `belote`.
#[must_use]
pub fn score(
    contract: Contract,
    made_points: BySide<u32>,
    belote: BySide<u32>,
    tricks: BySide<u32>,
    counting: impl Into<Counting>,
) -> DealScore {
    let Counting { failed, capot } = counting.into();
    let us = contract.side();
    let them = us.opponents();
    let strain = contract.bid.strain;
    let made = match contract.bid.required() {
        Some(required) => made_points[us] >= required,
        None => tricks[us] == 8,
    };
    let announced = match contract.bid.target {
        Target::Points(_) => contract.bid.required().unwrap_or(0),
        Target::Capot => strain.capot_value(capot),
    };
    let mut score = BySide::<u32>::default();
    let multiplier = match contract.doubling {
        Doubling::Undoubled => None,
        Doubling::Doubled => Some(2),
        Doubling::Redoubled => Some(4),
    };
    if let Some(m) = multiplier {
        let all = made_points[us] + made_points[them];
        score[if made { us } else { them }] = all * m;
    } else if made {
        score[us] = announced;
        score[them] = made_points[them];
    } else {
        match failed {
            FailedContract::OwnPoints => score[them] = made_points[them],
            FailedContract::AllToDefenders => {
                let all_tricks = tricks[us] == 8 || tricks[them] == 8;
                let deal_points = if all_tricks { strain.capot_value(capot) } else { strain.total_points() };
                score[them] = deal_points + belote[them];
                score[us] = belote[us];
            }
        }
    }
    DealScore { contract, made_points, belote, made, score }
}

/// One line of a Bridgeote score sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SheetLine {
    /// The deal's score, `None` for a deal thrown in or cancelled (four sevens).
    pub deal: Option<DealScore>,
    /// The totals after the deal.
    pub totals: BySide<u32>,
}

/// When a total ends a game (seed 004: « un total de points supérieure à 1 500 »).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Finish {
    /// The seed's words: a total above the target (1510 wins a game to 1500, 1500 does not).
    #[default]
    Above,
    /// A total that reaches the target (1500 wins): how many tables play « arriver à 1 500 »,
    /// the seed's other sentence.
    Reach,
}

impl Finish {
    fn ends(self, total: u32, target: u32) -> bool {
        match self {
            Finish::Above => total > target,
            Finish::Reach => total >= target,
        }
    }
}

/// A game of Bridgeote to a target (1500, or 500 for one of three games).
///
/// Seed 004: « L'équipe gagne si elle obtient un total de points supérieure à 1 500 … à
/// condition de jouer le dernier contrat ou en contrant les adversaires. Si le nombre de point
/// est dépassé, par exemple sur un contrat chuté (non réussi) et non contré, la partie n'est pas
/// terminée : il faudra dépasser les points des adversaires en prenant ou en contrant. » A side
/// wins on a deal only by taking — it declared and made its contract — or by doubling — it
/// doubled the contract and defeated it; its total must then pass the target (see [`Finish`])
/// and the opponents' total. Otherwise play goes on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSheet {
    target: u32,
    finish: Finish,
    lines: Vec<SheetLine>,
    totals: BySide<u32>,
    winner: Option<Side>,
}

impl GameSheet {
    /// A game to `target` points.
    #[must_use]
    pub fn new(target: u32) -> GameSheet {
        GameSheet { target, finish: Finish::default(), lines: Vec::new(), totals: BySide::default(), winner: None }
    }

    /// The target.
    #[must_use]
    pub fn target(&self) -> u32 {
        self.target
    }

    /// The totals.
    #[must_use]
    pub fn totals(&self) -> BySide<u32> {
        self.totals
    }

    /// The same sheet ending the game as `finish` says.
    #[must_use]
    pub fn with_finish(mut self, finish: Finish) -> GameSheet {
        self.finish = finish;
        self
    }

    /// The lines so far.
    #[must_use]
    pub fn lines(&self) -> &[SheetLine] {
        &self.lines
    }

    /// The winner, once there is one.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// Writes a deal (or a deal thrown in: `None`); returns the winner if the game is over.
    /// Deals after the end are ignored.
    pub fn record(&mut self, deal: Option<DealScore>) -> Option<Side> {
        if self.winner.is_some() {
            return self.winner;
        }
        if let Some(d) = deal {
            for s in Side::ALL {
                self.totals[s] += d.score[s];
            }
            let c = d.contract;
            // « en prenant ou en contrant »: the declaring side by making its contract, the
            // doubling side by defeating the contract it doubled.
            let took = |s: Side| s == c.side() && d.made;
            let doubled = |s: Side| c.doubled_by.is_some_and(|x| x.side() == s) && !d.made;
            self.winner = Side::ALL.into_iter().find(|&s| {
                (took(s) || doubled(s))
                    && self.finish.ends(self.totals[s], self.target)
                    && self.totals[s] > self.totals[s.opponents()]
            });
        }
        self.lines.push(SheetLine { deal, totals: self.totals });
        self.winner
    }
}

/// A match of three games of 500 (seed 004's alternative): the first side to win two.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match {
    games: Vec<GameSheet>,
    target: u32,
    needed: u32,
    finish: Finish,
}

impl Match {
    /// Best of three games of 500.
    #[must_use]
    pub fn three_games() -> Match {
        Match { games: vec![GameSheet::new(500)], target: 500, needed: 2, finish: Finish::default() }
    }

    /// The same match ending games as `finish` says.
    #[must_use]
    pub fn with_finish(mut self, finish: Finish) -> Match {
        self.finish = finish;
        for g in &mut self.games {
            g.finish = finish;
        }
        self
    }

    /// One game to 1500.
    #[must_use]
    pub fn to_1500() -> Match {
        Match { games: vec![GameSheet::new(1500)], target: 1500, needed: 1, finish: Finish::default() }
    }

    /// The games so far (the last one in progress unless the match is over).
    #[must_use]
    pub fn games(&self) -> &[GameSheet] {
        &self.games
    }

    /// Games won by each side.
    #[must_use]
    pub fn games_won(&self) -> BySide<u32> {
        let mut w = BySide::<u32>::default();
        for g in &self.games {
            if let Some(s) = g.winner() {
                w[s] += 1;
            }
        }
        w
    }

    /// The match winner.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        let w = self.games_won();
        Side::ALL.into_iter().find(|&s| w[s] >= self.needed)
    }

    /// The score sheet as the players keep it: for each game, each deal's contract (`down`
    /// when it failed; `thrown in` for a deal passed out or cancelled), what each side wrote,
    /// the running totals, and the winner.
    #[must_use]
    pub fn draw(&self) -> String {
        self.draw_in(&|w| w.to_string())
    }

    /// The sheet drawn with its words (`game`, `thrown in`, `won by`...) said by `word`, for
    /// a reader of another language.
    #[must_use]
    pub fn draw_in(&self, word: &dyn Fn(&'static str) -> String) -> String {
        let mut s = String::new();
        for (g, game) in self.games.iter().enumerate() {
            s.push_str(&format!("{} {} ({} {})\n", word("game"), g + 1, word("to"), game.target()));
            s.push_str(&format!(
                "{:<5} {:<16} {:>4}  {:>4}  | {:>8}  {:>4}\n",
                word("deal"),
                word("contract"),
                "NS",
                word("EW"),
                word("total NS"),
                word("EW")
            ));
            for (i, line) in game.lines().iter().enumerate() {
                let (c, ns, ew) = match &line.deal {
                    Some(d) => (
                        format!(
                            "{:#}{} {}{}",
                            d.contract.bid,
                            d.contract.doubling.suffix(),
                            d.contract.declarer,
                            if d.made { String::new() } else { format!(" {}", word("down")) }
                        ),
                        d.score[Side::NorthSouth],
                        d.score[Side::EastWest],
                    ),
                    None => (word("thrown in"), 0, 0),
                };
                s.push_str(&format!(
                    "{:>4}  {c:<16} {ns:>4}  {ew:>4}  | {:>8}  {:>4}\n",
                    i + 1,
                    line.totals[Side::NorthSouth],
                    line.totals[Side::EastWest]
                ));
            }
            if let Some(w) = game.winner() {
                s.push_str(&format!("{} {w}\n", word("won by")));
            }
        }
        s
    }

    /// Writes a deal in the current game, starting the next game when one is won.
    pub fn record(&mut self, deal: Option<DealScore>) -> Option<Side> {
        if self.winner().is_some() {
            return self.winner();
        }
        let current = self.games.last_mut().expect("a match has a game");
        if current.record(deal).is_some() && self.winner().is_none() {
            self.games.push(GameSheet::new(self.target).with_finish(self.finish));
        }
        self.winner()
    }
}
