//! The board record that every format reads into and writes from: one board as played at one
//! table (PBN calls it a game), with what the file said and nothing invented.

use levee_core::{
    Auction, BySeat, Call, Card, Contract, Deal, DealBuilder, Hand, Play, Seat, Strain, TrickTable, Vulnerability,
};
use std::fmt;

/// A deal where some hands may be unknown (PBN writes `-` for a hand it does not give).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PartialDeal {
    /// Each seat's hand, when known.
    pub hands: BySeat<Option<Hand>>,
}

impl PartialDeal {
    /// A complete deal as a partial one.
    #[must_use]
    pub fn from_deal(deal: &Deal) -> PartialDeal {
        PartialDeal { hands: BySeat::from_fn(|s| Some(deal.hand(s))) }
    }

    /// The validated deal, when all four hands are known and make one.
    #[must_use]
    pub fn full(&self) -> Option<Deal> {
        let mut b = DealBuilder::default();
        for s in Seat::ALL {
            b.hands[s] = self.hands[s]?;
        }
        b.build().ok()
    }

    /// Reads a PBN deal value: `N:AKQ.JT9.876.5432 - ...`, a hand `-` unknown. When exactly
    /// one full hand is missing and the others hold 13 cards each, it is the remaining cards.
    ///
    /// # Errors
    /// A missing first seat, a wrong hand count, a bad hand, or a card held twice.
    pub fn parse_pbn(text: &str) -> Result<PartialDeal, String> {
        let t = text.trim();
        let (first, rest) = t.split_once(':').ok_or_else(|| format!("deal {t:?}: no first seat (\"N:\")"))?;
        let first: Seat = first.trim().parse().map_err(|_| format!("deal {t:?}: bad first seat {first:?}"))?;
        let parts: Vec<&str> = rest.split_whitespace().collect();
        if parts.len() != 4 {
            return Err(format!("deal {t:?}: four hands expected, found {}", parts.len()));
        }
        let mut deal = PartialDeal::default();
        let mut seen = Hand::EMPTY;
        for (seat, part) in first.from_here().into_iter().zip(parts) {
            if part == "-" {
                continue;
            }
            let hand: Hand = part.parse().map_err(|e| format!("deal: {seat:#}'s hand {part:?}: {e}"))?;
            if let Some(c) = (Hand::from_bits_truncate(hand.bits() & seen.bits())).first() {
                return Err(format!("deal: {c} is in two hands"));
            }
            seen = Hand::from_bits_truncate(seen.bits() | hand.bits());
            deal.hands[seat] = Some(hand);
        }
        deal.complete();
        Ok(deal)
    }

    /// Gives the last unknown hand the cards nobody else holds, when three hands of 13 are known.
    pub fn complete(&mut self) {
        let unknown: Vec<Seat> = Seat::ALL.into_iter().filter(|s| self.hands[*s].is_none()).collect();
        if unknown.len() != 1 || Seat::ALL.iter().any(|s| self.hands[*s].is_some_and(|h| h.len() != 13)) {
            return;
        }
        let held = Seat::ALL.iter().filter_map(|s| self.hands[*s]).fold(0u64, |a, h| a | h.bits());
        self.hands[unknown[0]] = Some(Hand::from_bits_truncate(Hand::DECK_52.bits() & !held));
    }

    /// The PBN deal value, starting with `first`.
    #[must_use]
    pub fn to_pbn(&self, first: Seat) -> String {
        let mut s = format!("{}:", first.letter());
        for (i, seat) in first.from_here().into_iter().enumerate() {
            if i > 0 {
                s.push(' ');
            }
            match self.hands[seat] {
                Some(h) => s.push_str(&h.to_string()),
                None => s.push('-'),
            }
        }
        s
    }
}

/// The final contract as a file records it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContractTag {
    /// Four passes: no contract.
    PassedOut,
    /// A contract.
    Contract(Contract),
}

impl fmt::Display for ContractTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ContractTag::PassedOut => f.write_str("Pass"),
            ContractTag::Contract(c) => write!(f, "{c}"),
        }
    }
}

/// How a recorded auction or play ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SectionEnd {
    /// Written out to its natural end, or simply stopping.
    #[default]
    Open,
    /// PBN `*`: the record stops here; the rest is not known.
    Stopped,
    /// PBN `+`: the auction or play went on; the rest is not recorded.
    Continues,
}

/// One call of a recorded auction, with its annotations.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CallEntry {
    /// The call; `None` for PBN's `-` (a call not known).
    pub call: Option<Call>,
    /// Alerted (PBN `!`, LIN `2H!`).
    pub alert: bool,
    /// The explanation (PBN note text, LIN `an`).
    pub explanation: Option<String>,
    /// Any other suffix annotation kept as written (`?`, `!!`, `$2`).
    pub suffix: Option<String>,
}

impl CallEntry {
    /// A plain call.
    #[must_use]
    pub fn new(call: Call) -> CallEntry {
        CallEntry { call: Some(call), ..CallEntry::default() }
    }
}

/// A recorded auction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuctionRecord {
    /// Who called first (the dealer).
    pub dealer: Seat,
    /// The calls in order.
    pub calls: Vec<CallEntry>,
    /// How the record ends.
    pub end: SectionEnd,
}

impl AuctionRecord {
    /// The known calls up to the first unknown one.
    pub fn known_calls(&self) -> impl Iterator<Item = Call> + '_ {
        self.calls.iter().map_while(|c| c.call)
    }

    /// The auction replayed by the rules, up to the first call that is unknown or illegal.
    #[must_use]
    pub fn replay(&self) -> Auction {
        let mut a = Auction::new(self.dealer);
        for c in self.known_calls() {
            if a.try_call(c).is_err() {
                break;
            }
        }
        a
    }
}

/// One card of a recorded play, with its annotations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardEntry {
    /// The card.
    pub card: Card,
    /// The explanation (a PBN note).
    pub explanation: Option<String>,
    /// A suffix annotation kept as written.
    pub suffix: Option<String>,
}

impl CardEntry {
    /// A plain card.
    #[must_use]
    pub fn new(card: Card) -> CardEntry {
        CardEntry { card, explanation: None, suffix: None }
    }
}

/// A recorded play, trick by trick, each trick by seat (PBN's layout: a `None` is `-`, a card
/// not played or not known).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayRecord {
    /// The opening leader.
    pub leader: Seat,
    /// Each trick's cards by seat.
    pub tricks: Vec<BySeat<Option<CardEntry>>>,
    /// How the record ends.
    pub end: SectionEnd,
}

impl PlayRecord {
    /// A play from cards in the order played; the tricks' winners come from the rules. Cards
    /// after an illegal one are dropped, and the error returned with its index.
    ///
    /// # Errors
    /// The index of the first card that is not legal, and why.
    pub fn from_sequence(
        deal: &Deal,
        strain: Strain,
        declarer: Seat,
        leader: Seat,
        cards: &[Card],
    ) -> Result<PlayRecord, (usize, PlayRecord, String)> {
        let mut play = Play::with_leader(*deal, strain, Some(declarer), leader);
        let mut rec = PlayRecord { leader, tricks: Vec::new(), end: SectionEnd::Open };
        for (i, &card) in cards.iter().enumerate() {
            let Some(seat) = play.to_play() else {
                return Err((i, rec, "the play is over".into()));
            };
            if let Err(e) = play.check(card) {
                return Err((i, rec, e.to_string()));
            }
            if play.current_trick().is_empty() {
                rec.tricks.push(BySeat::from_fn(|_| None));
            }
            if let Some(t) = rec.tricks.last_mut() {
                t[seat] = Some(CardEntry::new(card));
            }
            play.play_unchecked(card);
        }
        Ok(rec)
    }

    /// The same tricks with each card placed at the seat that holds it in `deal`: files that
    /// write a trick in playing order rather than in PBN's seat columns read right this way.
    /// `None` when a trick holds two cards of one seat.
    #[must_use]
    pub fn reseated(&self, deal: &Deal) -> Option<PlayRecord> {
        let mut tricks = Vec::with_capacity(self.tricks.len());
        for trick in &self.tricks {
            let mut row: BySeat<Option<CardEntry>> = BySeat::from_fn(|_| None);
            for e in trick.0.iter().flatten() {
                let seat = deal.holder(e.card)?;
                if row[seat].is_some() {
                    return None;
                }
                row[seat] = Some(e.clone());
            }
            tricks.push(row);
        }
        Some(PlayRecord { leader: self.leader, tricks, end: self.end })
    }

    /// The cards in the order they were played, as far as the record allows (it stops at
    /// a `-` or an illegal card), with the play replayed by the rules.
    #[must_use]
    pub fn sequence(&self, deal: &Deal, strain: Strain, declarer: Seat) -> (Vec<Card>, Play<levee_core::Bridge>) {
        let mut play = Play::with_leader(*deal, strain, Some(declarer), self.leader);
        let mut out = Vec::new();
        'tricks: for trick in &self.tricks {
            for _ in 0..4 {
                let Some(seat) = play.to_play() else { break 'tricks };
                let Some(entry) = &trick[seat] else { break 'tricks };
                if play.check(entry.card).is_err() {
                    break 'tricks;
                }
                play.play_unchecked(entry.card);
                out.push(entry.card);
            }
        }
        (out, play)
    }
}

/// A tag the model does not interpret, kept as written (name, value, the section lines that
/// follow it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tag {
    /// The tag name.
    pub name: String,
    /// The value.
    pub value: String,
    /// Section lines (as for `OptimumResultTable`).
    pub section: Vec<String>,
}

/// One board as played at one table.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Record {
    /// Board number.
    pub board: Option<u32>,
    /// The dealer.
    pub dealer: Option<Seat>,
    /// Vulnerability.
    pub vulnerability: Option<Vulnerability>,
    /// The cards.
    pub deal: Option<PartialDeal>,
    /// Player names.
    pub players: BySeat<Option<String>>,
    /// The declarer.
    pub declarer: Option<Seat>,
    /// The contract.
    pub contract: Option<ContractTag>,
    /// Tricks declarer took.
    pub result: Option<u8>,
    /// The auction.
    pub auction: Option<AuctionRecord>,
    /// The play.
    pub play: Option<PlayRecord>,
    /// The double-dummy table.
    pub dd_table: Option<TrickTable>,
    /// Every other tag, in file order.
    pub tags: Vec<Tag>,
    /// Comments, in file order.
    pub comments: Vec<String>,
}

/// How bad a problem is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// The record is kept; something in it disagrees with something else.
    Warning,
    /// The record breaks the rules or cannot be read: it is left out of conversions.
    Error,
}

/// Where in a record a problem sits; readers turn it into a line number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spot {
    /// The record as a whole.
    Record,
    /// The deal.
    Deal,
    /// The n-th call (from 0).
    Call(usize),
    /// A card: the trick (from 0) and the seat.
    Card(usize, Seat),
    /// The contract, declarer or result.
    Contract,
}

/// Something wrong with a record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// Warning or error.
    pub severity: Severity,
    /// Where.
    pub spot: Spot,
    /// What, in words (citing the Law when a rule is broken).
    pub message: String,
}

impl Problem {
    fn error(spot: Spot, message: impl Into<String>) -> Problem {
        Problem { severity: Severity::Error, spot, message: message.into() }
    }
    fn warning(spot: Spot, message: impl Into<String>) -> Problem {
        Problem { severity: Severity::Warning, spot, message: message.into() }
    }
}

impl Record {
    /// The board as the rules see it: the contract and declarer, from the tags, else from the
    /// auction.
    #[must_use]
    pub fn contract_and_declarer(&self) -> Option<(ContractTag, Option<Seat>)> {
        if let Some(c) = self.contract {
            return Some((c, self.declarer));
        }
        let auction = self.auction.as_ref()?.replay();
        match auction.result()? {
            levee_core::AuctionResult::PassedOut => Some((ContractTag::PassedOut, None)),
            levee_core::AuctionResult::Contract { contract, declarer } => {
                Some((ContractTag::Contract(contract), Some(declarer)))
            }
        }
    }

    /// How many passes the auction lacks before its first call, when it reaches the record's
    /// contract with another declarer and the passes left out would make the two agree: some
    /// vugraph exports (example3.pbn's) start the section at the first bid while its tag names
    /// the dealer. Only a count that gives a legal auction ending in the very contract and
    /// declarer of the tags is returned, so a record that merely disagrees stays as it is.
    #[must_use]
    pub fn passes_left_out(&self) -> Option<usize> {
        let a = self.auction.as_ref()?;
        let (Some(ContractTag::Contract(contract)), Some(declarer)) = (self.contract, self.declarer) else {
            return None;
        };
        // A section that opens with a pass did not leave the passes out.
        if self.dealer.is_some_and(|d| d != a.dealer)
            || a.calls.iter().any(|c| c.call.is_none())
            || !matches!(a.calls.first().and_then(|c| c.call), Some(Call::Bid(_)))
        {
            return None;
        }
        // The tags' contract is compared without its doubling, which the same exports drop
        // now and then (`4S` where the auction ends in `4SX`): that disagreement stays a
        // warning of its own.
        let ends_in = |passes: usize| {
            let mut auction = Auction::new(a.dealer);
            let calls = std::iter::repeat_n(Call::Pass, passes).chain(a.known_calls());
            for c in calls {
                auction.try_call(c).ok()?;
            }
            match auction.result()? {
                levee_core::AuctionResult::Contract { contract: c, declarer: d }
                    if (c.level, c.strain) == (contract.level, contract.strain) =>
                {
                    Some(d)
                }
                _ => None,
            }
        };
        ends_in(0)?;
        (1..=3).find(|k| ends_in(*k) == Some(declarer))
    }

    /// When the play breaks the rules as laid out but is legal with each card at the seat that
    /// holds it, lays it out that way and says so (a warning); the record is otherwise left
    /// as it is. Returns the problems of the record as it ends up.
    pub fn validate_repairing(&mut self) -> Vec<Problem> {
        let found = self.validate();
        let card_error = found.iter().any(|p| p.severity == Severity::Error && matches!(p.spot, Spot::Card(..)));
        if !card_error {
            return found;
        }
        let Some(deal) = self.deal.as_ref().and_then(PartialDeal::full) else { return found };
        let Some(fixed) = self.play.as_ref().and_then(|p| p.reseated(&deal)) else { return found };
        let leader = fixed.leader;
        let before = self.play.replace(fixed);
        let mut again = self.validate();
        if again.iter().any(|p| p.severity == Severity::Error) {
            self.play = before;
            return found;
        }
        again.push(Problem::warning(
            Spot::Card(0, leader),
            "the play is not laid out in seat columns (PBN 2.1, the Play section); each card is read as played by the seat holding it",
        ));
        again
    }

    /// Checks the record against the rules: every call (Laws 18-40), every card (Laws 44-59),
    /// and that the contract, declarer and result agree with the auction and play.
    #[must_use]
    pub fn validate(&self) -> Vec<Problem> {
        let mut out = Vec::new();
        let deal = self.deal.as_ref().and_then(PartialDeal::full);
        if let Some(p) = &self.deal
            && deal.is_none()
            && Seat::ALL.iter().all(|s| p.hands[*s].is_some())
        {
            out.push(Problem::error(Spot::Deal, "the four hands do not make a deal of 13 cards each"));
        }
        let mut auction_result = None;
        if let Some(a) = &self.auction {
            if let Some(d) = self.dealer
                && d != a.dealer
            {
                out.push(Problem::warning(
                    Spot::Call(0),
                    format!("the auction starts with {:#}, the dealer is {d:#}", a.dealer),
                ));
            }
            let mut auction = Auction::new(a.dealer);
            for (i, entry) in a.calls.iter().enumerate() {
                let Some(call) = entry.call else { break };
                if let Err(e) = auction.try_call(call) {
                    out.push(Problem::error(Spot::Call(i), format!("call {} ({call}): {e}", i + 1)));
                    break;
                }
            }
            auction_result = auction.result();
        }
        if let (Some(result), Some(tag)) = (auction_result, self.contract) {
            let from_auction = match result {
                levee_core::AuctionResult::PassedOut => (ContractTag::PassedOut, None),
                levee_core::AuctionResult::Contract { contract, declarer } => {
                    (ContractTag::Contract(contract), Some(declarer))
                }
            };
            if from_auction.0 != tag || (from_auction.1.is_some() && self.declarer != from_auction.1) {
                let said = match self.declarer {
                    Some(d) => format!("{tag} by {d}"),
                    None => tag.to_string(),
                };
                let found = match from_auction.1 {
                    Some(d) => format!("{} by {d}", from_auction.0),
                    None => from_auction.0.to_string(),
                };
                out.push(Problem::warning(
                    Spot::Contract,
                    format!("the contract is given as {said}, the auction ends in {found}"),
                ));
            }
        }
        if let Some(r) = self.result
            && r > 13
        {
            out.push(Problem::error(Spot::Contract, format!("result {r}: at most 13 tricks")));
        }
        if let Some(p) = &self.play {
            self.validate_play(p, deal.as_ref(), &mut out);
        }
        out
    }

    fn validate_play(&self, p: &PlayRecord, deal: Option<&Deal>, out: &mut Vec<Problem>) {
        let Some((contract, declarer)) = self.contract_and_declarer() else { return };
        let (ContractTag::Contract(contract), Some(declarer)) = (contract, declarer) else {
            if contract == ContractTag::PassedOut && p.tricks.iter().any(|t| Seat::ALL.iter().any(|s| t[*s].is_some()))
            {
                out.push(Problem::error(Spot::Card(0, p.leader), "cards are played on a passed-out board"));
            }
            return;
        };
        if p.leader != declarer.lho() {
            out.push(Problem::warning(
                Spot::Card(0, p.leader),
                format!(
                    "{:#} leads; the opening leader is declarer's left-hand opponent {:#} (Law 41)",
                    p.leader,
                    declarer.lho()
                ),
            ));
        }
        let Some(deal) = deal else { return };
        let mut play = Play::with_leader(*deal, contract.strain, Some(declarer), p.leader);
        let mut played = Hand::EMPTY;
        let mut stopped = false;
        for (t, trick) in p.tricks.iter().enumerate() {
            // Within a trick, follow the rotation from its leader; a gap stops the rules check
            // (the next leader is not known), but every card must still be held and be new.
            for seat in trick_order(&play, p, t) {
                let Some(entry) = &trick[seat] else {
                    stopped = true;
                    continue;
                };
                let card = entry.card;
                if deal.holder(card) != Some(seat) {
                    let holder = deal.holder(card).map_or_else(|| "nobody".to_string(), |h| format!("{h:#}"));
                    out.push(Problem::error(
                        Spot::Card(t, seat),
                        format!("trick {}: {:#} plays {card}, which {holder} holds", t + 1, seat),
                    ));
                    return;
                }
                if played.contains(card) {
                    out.push(Problem::error(Spot::Card(t, seat), format!("trick {}: {card} is played twice", t + 1)));
                    return;
                }
                played.insert(card);
                if stopped {
                    continue;
                }
                if let Err(e) = play.check(card) {
                    out.push(Problem::error(
                        Spot::Card(t, seat),
                        format!("trick {}: {:#} plays {card}: {e}", t + 1, seat),
                    ));
                    return;
                }
                play.play_unchecked(card);
            }
        }
        if !stopped
            && play.is_over()
            && let (Some(r), Some(won)) = (self.result, play.declarer_tricks())
            && r != won
        {
            out.push(Problem::warning(Spot::Contract, format!("result {r}, but the play gives declarer {won} tricks")));
        }
    }
}

/// The seats of trick `t` in playing order: from the rules while they are known, else the
/// PBN column order.
fn trick_order(play: &Play<levee_core::Bridge>, p: &PlayRecord, t: usize) -> [Seat; 4] {
    match play.to_play() {
        Some(s) if play.tricks().len() == t && play.current_trick().is_empty() => s.from_here(),
        _ => p.leader.from_here(),
    }
}

/// The vulnerability written on a standard board.
#[must_use]
pub fn board_vulnerability(board: u32) -> Option<Vulnerability> {
    levee_core::Board::new(board).map(levee_core::Board::vulnerability)
}

impl Record {
    /// The record of a game levee ran (hotseat, robots): the deal, every call, every card,
    /// the contract and the result (a claim included).
    #[must_use]
    pub fn from_game(game: &levee_core::Game, board: Option<u32>) -> Record {
        let mut r = Record::from_round(game, board);
        if !game.auction().calls().is_empty() {
            r.auction = Some(AuctionRecord {
                dealer: game.dealer(),
                calls: game.auction().calls().iter().map(|c| CallEntry::new(*c)).collect(),
                end: SectionEnd::Open,
            });
        }
        r
    }

    /// The record of a round of bridge or minibridge (whose contract is set without an
    /// auction): the deal, the contract, the play and the result.
    #[must_use]
    pub fn from_round<B>(game: &levee_core::Round<B>, board: Option<u32>) -> Record
    where
        B: levee_core::Bidding<Rules = levee_core::Bridge, Contract = (levee_core::Contract, Seat)>,
    {
        let deal = game.cards();
        let mut r = Record {
            board,
            dealer: Some(game.dealer()),
            vulnerability: Some(game.vulnerability()),
            deal: Some(PartialDeal::from_deal(deal)),
            ..Record::default()
        };
        match game.result() {
            Some(levee_core::AuctionResult::PassedOut) => r.contract = Some(ContractTag::PassedOut),
            Some(levee_core::AuctionResult::Contract { contract, declarer }) => {
                r.contract = Some(ContractTag::Contract(contract));
                r.declarer = Some(declarer);
                r.result = game.declarer_tricks();
                if let Some(play) = game.play() {
                    let cards: Vec<Card> = play.cards_played().map(|(_, c)| c).collect();
                    if !cards.is_empty()
                        && let Ok(p) =
                            PlayRecord::from_sequence(deal, contract.strain, declarer, declarer.lho(), &cards)
                    {
                        r.play = Some(p);
                    }
                }
            }
            None => {}
        }
        r
    }

    /// Sets a supplemental tag, replacing one of the same name.
    pub fn set_tag(&mut self, tag: Tag) {
        match self.tags.iter_mut().find(|t| t.name == tag.name) {
            Some(t) => *t = tag,
            None => self.tags.push(tag),
        }
    }

    /// Fills in the double-dummy analysis: `DoubleDummyTricks`, `OptimumResultTable`, and par
    /// (`ParContract`, `OptimumScore`) for the board's dealer and vulnerability (from its tags,
    /// else its number).
    pub fn fill_double_dummy(
        &mut self,
        table: levee_core::TrickTable,
        par: impl FnOnce(&levee_core::TrickTable, levee_core::Vulnerability, levee_core::Seat) -> (i32, Vec<String>),
    ) {
        self.dd_table = Some(table);
        self.set_tag(optimum_result_table(&table));
        let board = self.board.and_then(levee_core::Board::new);
        let dealer = self.dealer.or(board.map(levee_core::Board::dealer)).unwrap_or(levee_core::Seat::North);
        let vul = self.vulnerability.or(board.map(levee_core::Board::vulnerability)).unwrap_or_default();
        let (score, contracts) = par(&table, vul, dealer);
        let text = if contracts.is_empty() { "Pass".to_string() } else { contracts.join(" ") };
        self.set_tag(Tag { name: "ParContract".into(), value: text, section: Vec::new() });
        let score = if score >= 0 { format!("NS {score}") } else { format!("EW {}", -score) };
        self.set_tag(Tag { name: "OptimumScore".into(), value: score, section: Vec::new() });
    }

    /// Adds the `Score` tag (duplicate, from North–South's side) when the contract, declarer,
    /// result and vulnerability are known and the record has none. The score comes from the
    /// caller (`score(contract and declarer, tricks, vulnerability)`): a file format carries a
    /// score as data and computes none.
    pub fn fill_score(
        &mut self,
        score: impl FnOnce(levee_core::AuctionResult, u8, levee_core::Vulnerability) -> Option<i32>,
    ) {
        if self.tags.iter().any(|t| t.name == "Score") {
            return;
        }
        let ns = match (self.contract, self.declarer, self.result, self.vulnerability) {
            (Some(ContractTag::PassedOut), ..) => Some(0),
            (Some(ContractTag::Contract(contract)), Some(declarer), Some(tricks), Some(vul)) => {
                score(levee_core::AuctionResult::Contract { contract, declarer }, tricks, vul)
            }
            _ => None,
        };
        if let Some(ns) = ns {
            self.tags.push(Tag { name: "Score".into(), value: format!("NS {ns}"), section: Vec::new() });
        }
    }
}

/// The `OptimumResultTable` tag with its section, for all four declarers.
#[must_use]
pub fn optimum_result_table(t: &levee_core::TrickTable) -> Tag {
    let mut section = Vec::new();
    for seat in levee_core::Seat::ALL {
        for strain in levee_core::Strain::DESC {
            section.push(format!("{} {:>2} {:>2}", seat.letter(), strain.code(), t.get(strain, seat)));
        }
    }
    Tag { name: "OptimumResultTable".into(), value: "Declarer;Denomination\\2R;Result\\2R".into(), section }
}
