//! Score sheets drawn above and below the line: rubber bridge (seed 002, part A) and
//! Chicago. North–South are "We", East–West "They".
//!
//! Below the line goes only the trick points of contracts bid and made; a side reaching 100
//! there wins a game, a line is drawn and both part-scores start again from zero. Everything
//! else (overtricks, undertricks, honours, slam and doubled-contract bonuses, and in the end
//! the rubber bonus) goes above the line.

use crate::ScoreError;
use crate::duplicate::{Undertricks, breakdown_with};
use levee_core::{BySide, Contract, Seat, Side, Strain, Vulnerability};

/// Honours held in one hand, claimed by the players (seed 002, "Les primes d'honneurs").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Honours {
    /// Four of the five trump honours (A K Q J 10): 100.
    FourTrumps,
    /// All five trump honours: 150.
    FiveTrumps,
    /// The four aces at notrump: 150.
    FourAces,
}

impl Honours {
    /// The bonus.
    #[must_use]
    pub const fn points(self) -> i32 {
        match self {
            Honours::FourTrumps => 100,
            Honours::FiveTrumps | Honours::FourAces => 150,
        }
    }

    /// Reads `100`/`150` for a strain: at notrump 150 is the four aces, in a suit 100 is four
    /// trump honours and 150 five.
    #[must_use]
    pub fn from_points(points: i32, strain: Strain) -> Option<Honours> {
        match (points, strain) {
            (150, Strain::NoTrump) => Some(Honours::FourAces),
            (100, s) if s != Strain::NoTrump => Some(Honours::FourTrumps),
            (150, s) if s != Strain::NoTrump => Some(Honours::FiveTrumps),
            _ => None,
        }
    }
}

/// One deal's result, as a rubber or Chicago sheet records it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DealResult {
    /// The contract and declarer; `None` when passed out.
    pub contract: Option<(Contract, Seat)>,
    /// Tricks taken by declarer's side.
    pub tricks: u8,
    /// Honours claimed, and the side holding them.
    pub honours: Option<(Side, Honours)>,
}

/// What an entry on the sheet is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EntryKind {
    /// Trick points bid and made, below the line, in game number `game` (0-based).
    Below {
        /// Which game (the lines drawn before it).
        game: usize,
    },
    /// Overtricks.
    Overtricks,
    /// Bonus for a doubled or redoubled contract made.
    Insult,
    /// Slam bonus.
    Slam,
    /// Honours.
    Honours,
    /// Penalty for the opponents' undertricks.
    Undertricks,
    /// Game bonus (Chicago: at once; rubber: only for an unfinished rubber).
    Game,
    /// Rubber bonus (700 or 500).
    Rubber,
    /// Part-score bonus (unfinished rubber, Chicago's fourth deal).
    Partscore,
}

/// One number written on the sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Entry {
    /// The column: NS = We, EW = They.
    pub side: Side,
    /// The points.
    pub points: i32,
    /// What for.
    pub kind: EntryKind,
    /// The deal it came from (0-based), `None` for end-of-rubber bonuses.
    pub deal: Option<usize>,
}

impl Entry {
    /// True for entries below the line.
    #[must_use]
    pub const fn is_below(&self) -> bool {
        matches!(self.kind, EntryKind::Below { .. })
    }
}

/// Why a result cannot go on the sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SheetError {
    /// The tricks are impossible.
    #[error(transparent)]
    Score(#[from] ScoreError),
    /// The rubber (or Chicago) is already over.
    #[error("the rubber is over: start a new sheet")]
    Finished,
    /// Honours that do not exist in this strain.
    #[error("honours of {0} points cannot be held at {1}: 100 or 150 in a suit, 150 (four aces) at notrump")]
    BadHonours(i32, Strain),
}

/// The above/below entries of one result, before any game accounting.
fn result_entries(
    r: &DealResult,
    deal: usize,
    game: usize,
    vulnerable: BySide<bool>,
    rule: Undertricks,
) -> Result<Vec<Entry>, SheetError> {
    let mut out = Vec::new();
    if let Some((side, h)) = r.honours {
        out.push(Entry { side, points: h.points(), kind: EntryKind::Honours, deal: Some(deal) });
    }
    let Some((contract, declarer)) = r.contract else { return Ok(out) };
    let side = declarer.side();
    let b = breakdown_with(contract, vulnerable[side], r.tricks, rule)?;
    let mut push = |side, points, kind| {
        if points != 0 {
            out.push(Entry { side, points, kind, deal: Some(deal) });
        }
    };
    push(side, b.trick_points, EntryKind::Below { game });
    push(side, b.overtricks, EntryKind::Overtricks);
    push(side, b.insult, EntryKind::Insult);
    push(side, b.slam_bonus, EntryKind::Slam);
    push(side.opponents(), b.undertricks, EntryKind::Undertricks);
    Ok(out)
}

fn check_honours(r: &DealResult) -> Result<(), SheetError> {
    if let (Some((_, h)), Some((c, _))) = (r.honours, r.contract) {
        let ok = matches!((h, c.strain), (Honours::FourAces, Strain::NoTrump))
            || (!matches!(h, Honours::FourAces) && c.strain != Strain::NoTrump);
        if !ok {
            return Err(SheetError::BadHonours(h.points(), c.strain));
        }
    }
    Ok(())
}

/// Options of a rubber.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RubberOptions {
    /// Doubled undertricks: seed 002's rubber table is the classic rule (default); the
    /// modern 1987 rule of duplicate is the option.
    pub undertricks: Undertricks,
    /// Bonus for a part-score in an unfinished game when the rubber stops early (seed 002: 100).
    pub unfinished_partscore: i32,
    /// Bonus for the only game won in an unfinished rubber (seed 002: 300).
    pub unfinished_game: i32,
}

impl Default for RubberOptions {
    fn default() -> Self {
        RubberOptions { undertricks: Undertricks::Classic, unfinished_partscore: 100, unfinished_game: 300 }
    }
}

/// A rubber bridge score sheet (seed 002, "A. Le Robre").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RubberSheet {
    options: RubberOptions,
    entries: Vec<Entry>,
    games: BySide<u8>,
    below: BySide<i32>,
    game: usize,
    deals: usize,
    finished: bool,
}

impl RubberSheet {
    /// The sheet drawn as seed 002 draws it: We | They, the entries above the line stacked
    /// upward (the latest on top), a line, then each game below with a line under it, and
    /// the totals. Plain text, one line per row.
    #[must_use]
    pub fn draw(&self) -> String {
        draw_sheet(self, &|w| w.to_string())
    }

    /// The sheet drawn with its words (`We (NS)`, `tricks`, `Total`...) said by `word`, for a
    /// reader of another language.
    #[must_use]
    pub fn draw_in(&self, word: &dyn Fn(&'static str) -> String) -> String {
        draw_sheet(self, word)
    }

    /// An empty sheet.
    #[must_use]
    pub fn new(options: RubberOptions) -> RubberSheet {
        RubberSheet {
            options,
            entries: Vec::new(),
            games: BySide::default(),
            below: BySide::default(),
            game: 0,
            deals: 0,
            finished: false,
        }
    }

    /// The vulnerability now: a side that has won a game is vulnerable.
    #[must_use]
    pub fn vulnerability(&self) -> Vulnerability {
        Vulnerability::from_sides(self.games[Side::NorthSouth] > 0, self.games[Side::EastWest] > 0)
    }

    /// Games won by each side.
    #[must_use]
    pub fn games(&self) -> BySide<u8> {
        self.games
    }

    /// The current part-scores below the line (since the last line drawn).
    #[must_use]
    pub fn partscores(&self) -> BySide<i32> {
        self.below
    }

    /// Every entry in the order written.
    #[must_use]
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Lines drawn so far below the line (games completed).
    #[must_use]
    pub fn games_played(&self) -> usize {
        self.game
    }

    /// True once a side has won two games, or the rubber was stopped.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Deals recorded (passed-out deals included).
    #[must_use]
    pub fn deals(&self) -> usize {
        self.deals
    }

    /// Records a deal; returns the entries it wrote.
    ///
    /// # Errors
    /// [`SheetError`] when the rubber is over, the tricks are impossible or the honours
    /// do not fit the strain. The sheet is unchanged then.
    pub fn record(&mut self, r: &DealResult) -> Result<Vec<Entry>, SheetError> {
        if self.finished {
            return Err(SheetError::Finished);
        }
        check_honours(r)?;
        let vul = BySide::from_fn(|s| self.games[s] > 0);
        let mut new = result_entries(r, self.deals, self.game, vul, self.options.undertricks)?;
        self.deals += 1;
        for e in &new {
            if e.is_below() {
                self.below[e.side] += e.points;
            }
        }
        if let Some(side) = Side::ALL.into_iter().find(|s| self.below[*s] >= 100) {
            self.games[side] += 1;
            self.below = BySide::default();
            self.game += 1;
            if self.games[side] == 2 {
                let bonus = if self.games[side.opponents()] == 0 { 700 } else { 500 };
                new.push(Entry { side, points: bonus, kind: EntryKind::Rubber, deal: None });
                self.finished = true;
            }
        }
        self.entries.extend_from_slice(&new);
        Ok(new)
    }

    /// Stops an unfinished rubber: 300 to a side with the only game won, and the part-score
    /// bonus to a side with a part-score in the unfinished game (seed 002, "Les primes de
    /// manche"). Does nothing to a finished rubber.
    pub fn stop(&mut self) -> Vec<Entry> {
        if self.finished {
            return Vec::new();
        }
        let mut new = Vec::new();
        for side in Side::ALL {
            if self.games[side] == 1 && self.games[side.opponents()] == 0 {
                new.push(Entry { side, points: self.options.unfinished_game, kind: EntryKind::Game, deal: None });
            }
            if self.below[side] > 0 {
                new.push(Entry {
                    side,
                    points: self.options.unfinished_partscore,
                    kind: EntryKind::Partscore,
                    deal: None,
                });
            }
        }
        self.finished = true;
        self.entries.extend_from_slice(&new);
        new
    }

    /// Each column's total, above and below the line together.
    #[must_use]
    pub fn totals(&self) -> BySide<i32> {
        let mut t = BySide::default();
        for e in &self.entries {
            t[e.side] += e.points;
        }
        t
    }

    /// The winner and the difference in hundreds ("fiches"), rounded as seed 002 explains:
    /// 1350 is 13, 1360 is 14 (a remainder of 50 or less is dropped). `None` on a tie.
    #[must_use]
    pub fn result_in_hundreds(&self) -> Option<(Side, u32)> {
        let t = self.totals();
        let diff = t[Side::NorthSouth] - t[Side::EastWest];
        if diff == 0 {
            return None;
        }
        let side = if diff > 0 { Side::NorthSouth } else { Side::EastWest };
        Some((side, hundreds(diff.unsigned_abs())))
    }
}

/// What the rubber is worth at a stake per hundred points (seed 002: « chaque joueur perdant
/// paie à l'un de ses adversaires le tarif multiplié par la différence de points arrondie par
/// cent »): the winning side, and what each player of the losing side pays one opponent.
/// `None` for a tie.
#[must_use]
pub fn rubber_payment(sheet: &RubberSheet, stake: f64) -> Option<(Side, f64)> {
    sheet.result_in_hundreds().map(|(side, h)| (side, f64::from(h) * stake))
}

/// Points to hundreds as seed 002 counts "fiches": a remainder over 50 rounds up.
#[must_use]
pub const fn hundreds(points: u32) -> u32 {
    (points + 49) / 100
}

/// Rules for the part-score bonus of Chicago's fourth deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ChicagoPartscore {
    /// A side that makes a part-score contract on the fourth deal that does not complete a
    /// game scores 100 (the common rule).
    #[default]
    MadeOnFourth,
    /// After the fourth deal, any side with an unfinished part-score scores 100.
    AnyUnfinished,
}

/// A Chicago: four deals with set vulnerability (none; dealer's side; dealer's side; both),
/// games scored at once (300 / 500) and a part-score bonus on the fourth deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChicagoSheet {
    first_dealer: Seat,
    partscore_rule: ChicagoPartscore,
    entries: Vec<Entry>,
    below: BySide<i32>,
    game: usize,
    deals: usize,
}

impl ChicagoSheet {
    /// A new Chicago whose first deal is dealt by `first_dealer`.
    #[must_use]
    pub fn new(first_dealer: Seat, partscore_rule: ChicagoPartscore) -> ChicagoSheet {
        ChicagoSheet { first_dealer, partscore_rule, entries: Vec::new(), below: BySide::default(), game: 0, deals: 0 }
    }

    /// The dealer of deal `i` (0-based).
    #[must_use]
    pub fn dealer(&self, i: usize) -> Seat {
        self.first_dealer.add(i)
    }

    /// The vulnerability of deal `i` (0-based): none, dealer's side, dealer's side, both.
    #[must_use]
    pub fn vulnerability(&self, i: usize) -> Vulnerability {
        match i % 4 {
            0 => Vulnerability::None,
            3 => Vulnerability::Both,
            _ => match self.dealer(i).side() {
                Side::NorthSouth => Vulnerability::NorthSouth,
                Side::EastWest => Vulnerability::EastWest,
            },
        }
    }

    /// Deals recorded.
    #[must_use]
    pub fn deals(&self) -> usize {
        self.deals
    }

    /// True after four deals.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.deals >= 4
    }

    /// Every entry.
    #[must_use]
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Records the next deal.
    ///
    /// # Errors
    /// As [`RubberSheet::record`]; a passed-out deal counts as played.
    pub fn record(&mut self, r: &DealResult) -> Result<Vec<Entry>, SheetError> {
        if self.is_finished() {
            return Err(SheetError::Finished);
        }
        check_honours(r)?;
        let vul = self.vulnerability(self.deals);
        let vul = BySide::from_fn(|s| vul.is_vulnerable(s));
        let mut new = result_entries(r, self.deals, self.game, vul, Undertricks::Modern)?;
        let mut made_partscore = None;
        for e in &new {
            if e.is_below() {
                self.below[e.side] += e.points;
                made_partscore = Some(e.side);
            }
        }
        let deal = Some(self.deals);
        if let Some(side) = Side::ALL.into_iter().find(|s| self.below[*s] >= 100) {
            let points = if vul[side] { 500 } else { 300 };
            new.push(Entry { side, points, kind: EntryKind::Game, deal });
            self.below = BySide::default();
            self.game += 1;
        } else if self.deals == 3 {
            let bonus = |side| Entry { side, points: 100, kind: EntryKind::Partscore, deal };
            match self.partscore_rule {
                ChicagoPartscore::MadeOnFourth => new.extend(made_partscore.map(bonus)),
                ChicagoPartscore::AnyUnfinished => {
                    new.extend(Side::ALL.into_iter().filter(|s| self.below[*s] > 0).map(bonus));
                }
            }
        }
        self.deals += 1;
        self.entries.extend_from_slice(&new);
        Ok(new)
    }

    /// Each column's total.
    #[must_use]
    pub fn totals(&self) -> BySide<i32> {
        let mut t = BySide::default();
        for e in &self.entries {
            t[e.side] += e.points;
        }
        t
    }
}

fn kind_label(k: EntryKind) -> &'static str {
    match k {
        EntryKind::Below { .. } => "tricks",
        EntryKind::Overtricks => "overtricks",
        EntryKind::Insult => "doubled made",
        EntryKind::Slam => "slam",
        EntryKind::Honours => "honours",
        EntryKind::Undertricks => "undertricks",
        EntryKind::Game => "game",
        EntryKind::Rubber => "rubber",
        EntryKind::Partscore => "part-score",
    }
}

fn cell(e: Option<&Entry>, word: &dyn Fn(&'static str) -> String) -> String {
    e.map_or(String::new(), |e| format!("{} {}", e.points, word(kind_label(e.kind))))
}

/// A rubber sheet drawn as seed 002 draws it: We | They, the entries above the line stacked
/// upward (the latest on top), a line, then each game below with a line under it, and totals.
fn draw_sheet(sheet: &RubberSheet, word: &dyn Fn(&'static str) -> String) -> String {
    let w = 22;
    let mut out = format!("{:>w$} | {}\n", word("We (NS)"), word("They (EW)"));
    let above = |side: Side| -> Vec<&Entry> {
        sheet.entries().iter().filter(|e| e.side == side && !e.is_below()).rev().collect()
    };
    let (wa, ta) = (above(Side::NorthSouth), above(Side::EastWest));
    let rows = wa.len().max(ta.len());
    // Align the stacks on the line: pad the shorter column at the top.
    fn pick<'a>(v: &[&'a Entry], rows: usize, i: usize) -> Option<&'a Entry> {
        let skip = rows - v.len();
        if i >= skip { v.get(i - skip).copied() } else { None }
    }
    for i in 0..rows {
        out.push_str(&format!("{:>w$} | {}\n", cell(pick(&wa, rows, i), word), cell(pick(&ta, rows, i), word)));
    }
    out.push_str(&format!("{:=>w$}=+={:=<w$}\n", "", ""));
    let games = sheet.games_played() + 1;
    for g in 0..games {
        let below = |side: Side| -> Vec<&Entry> {
            sheet.entries().iter().filter(|e| e.side == side && e.kind == EntryKind::Below { game: g }).collect()
        };
        let (wb, tb) = (below(Side::NorthSouth), below(Side::EastWest));
        if wb.is_empty() && tb.is_empty() && g == games - 1 {
            break;
        }
        for i in 0..wb.len().max(tb.len()) {
            out.push_str(&format!("{:>w$} | {}\n", cell(wb.get(i).copied(), word), cell(tb.get(i).copied(), word)));
        }
        if g < sheet.games_played() {
            out.push_str(&format!("{:->w$}-+-{:-<w$}   ({})\n", "", "", word("game")));
        }
    }
    let t = sheet.totals();
    out.push_str(&format!("{:=>w$}=+={:=<w$}\n", "", ""));
    let total = word("Total");
    let (we, they) = (format!("{total} {}", t[Side::NorthSouth]), format!("{total} {}", t[Side::EastWest]));
    out.push_str(&format!("{we:>w$} | {they}\n"));
    out
}
