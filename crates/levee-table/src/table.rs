//! A table: its seats, the deal in progress, the deals finished and the session's score — a
//! state rebuilt from its events alone, so that what a host stores is the table.

use crate::call::AnyCall;
use crate::event::{Event, Intention, Refused};
use crate::notice::Notice;
use crate::pace::Pace;
use crate::round::AnyRound;
use crate::session::{Finished, Options, Scoring, Session};
use crate::words::Said;
use levee_core::bridgeote::{self, Bridgeote};
use levee_core::minibridge::Procedure;
use levee_core::{Auction, Card, Deal, Ending, Phase, Round, Seat, Side, Variant};
use levee_i18n::{Arg, Text};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

/// Where a table's deals come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dealing {
    /// Each deal from the table's seed and its number (a deal thrown in is drawn again from
    /// the same generator): any deal can be rebuilt without the ones before it. The server's.
    PerDeal,
    /// One generator from the seed, deal after deal: `levee play --seed S` and `levee autoplay`.
    Stream,
    /// These deals, in order (a hand-record file, or one deal given); the table stops after
    /// the last.
    Given(Arc<Vec<GivenDeal>>),
}

/// A deal given to a table: 52 cards (bridge, minibridge, la bataille) or 32 (Bridgeote).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GivenDeal {
    /// A bridge deal.
    Cards(Deal),
    /// A Bridgeote deal.
    Belote(Deal<Bridgeote>),
}

/// What a table is: the game, its scoring, who fills empty seats, where the deals come from.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    /// The game.
    pub variant: Variant,
    /// The scoring.
    pub scoring: Scoring,
    /// Robots take the empty seats.
    pub robots: bool,
    /// Robots act only once a person has sat down (a server's table waits for its first
    /// player instead of dealing itself boards); off, robots play from the start (autoplay).
    pub robots_wait: bool,
    /// Seed of the deals (and of the robots' layouts).
    pub seed: u64,
    /// Where the deals come from.
    pub dealing: Dealing,
    /// The number of the first deal (a board number: it fixes dealer and vulnerability).
    pub first_board: u32,
    /// La bataille's volunteer leader (default: the dealer's left).
    pub leader: Option<Seat>,
    /// Minibridge: the table makes every player's announcement (seed 003's procedure run
    /// for them); off, each person says their own (a learner) and robots say theirs.
    pub announce_for_people: bool,
    /// The rules players differ on.
    pub options: Options,
    /// How fast the robots act (the front end waits; [`Pace::NONE`] for autoplay and tests).
    pub pace: Pace,
    /// Only deals of this kind (a teacher's table: 1NT openings, weak twos, ...), drawn from
    /// the same generators until one fits.
    pub deals: Option<&'static levee_dealer::Preset>,
}

impl Config {
    /// A table as a server's `Created` event makes it.
    #[must_use]
    pub fn new(variant: Variant, scoring: Scoring, robots: bool, seed: u64) -> Config {
        Config {
            variant,
            scoring,
            robots,
            robots_wait: true,
            seed,
            dealing: Dealing::PerDeal,
            first_board: 1,
            leader: None,
            announce_for_people: true,
            options: Options::default(),
            pace: Pace::NONE,
            deals: None,
        }
    }
}

/// A person at a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sitter {
    /// The name shown.
    pub name: String,
    /// What proves the seat to the host (a digest): opaque to the table.
    pub token: String,
}

/// A table.
#[derive(Debug, Clone)]
pub struct Table {
    config: Config,
    seats: [Option<Sitter>; 4],
    /// The deal in progress's number at the table (a board number).
    board: u32,
    round: AnyRound,
    deck: Deck,
    /// The calls' explanations, by call.
    meanings: Vec<Option<Text>>,
    /// Bridgeote's « belote » and « rebelote », by card index in the play.
    said: Vec<(usize, Seat, &'static str)>,
    /// The deals finished (shared: checking an event copies nothing).
    finished: Arc<Vec<Finished>>,
    session: Session,
    /// Events applied (the `Created` one is 1).
    version: u64,
    /// The people ready for the next deal.
    ready: Vec<Seat>,
    /// Why the last claim was refused, until the next card.
    claim_refused: Option<Text>,
    /// What the people said to the table, the latest [`TALK_KEPT`] (the events keep all).
    talk: Vec<Talk>,
}

/// What a person said to the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Talk {
    /// Who.
    pub seat: Seat,
    /// Their name when they said it.
    pub name: String,
    /// The words.
    pub text: String,
}

/// How many of the latest messages a table shows.
pub const TALK_KEPT: usize = 50;

/// Where the next deal comes from.
#[derive(Debug, Clone)]
struct Deck {
    /// The stream of deals (`Dealing::Stream`).
    stream: Option<ChaCha8Rng>,
    /// Deals drawn at the current number (a redeal draws again).
    draws: u32,
    /// The next given deal (`Dealing::Given`).
    cursor: usize,
}

fn bad(msg: impl Into<Text>) -> Refused {
    Refused::Bad(msg.into())
}

impl Table {
    /// A new table with its first deal.
    ///
    /// # Errors
    /// When the scoring does not fit the game.
    pub fn new(config: Config) -> Result<Table, Refused> {
        config.scoring.check(config.variant).map_err(bad)?;
        let session = Session::new(config.scoring, config.options);
        let stream = matches!(config.dealing, Dealing::Stream).then(|| ChaCha8Rng::seed_from_u64(config.seed));
        let mut deck = Deck { stream, draws: 0, cursor: 0 };
        let board = config.first_board.max(1);
        let round = deck.deal(&config, &session, board).ok_or_else(|| bad("no deal to play"))?;
        let mut t = Table {
            seats: Default::default(),
            board,
            round,
            deck,
            meanings: Vec::new(),
            said: Vec::new(),
            finished: Arc::new(Vec::new()),
            session,
            version: 1,
            ready: Vec::new(),
            claim_refused: None,
            talk: Vec::new(),
            config,
        };
        t.announce();
        Ok(t)
    }

    /// The table a stored `Created` event makes (a server's defaults for the rest).
    ///
    /// # Errors
    /// When the event is not `Created`, or its scoring does not fit its game.
    pub fn create(ev: &Event) -> Result<Table, Refused> {
        let Event::Created { game, scoring, robots, seed, pace, deals, given } = ev else {
            return Err(bad("a table starts with its Created event"));
        };
        let mut config = Config::new(*game, *scoring, *robots, *seed);
        config.pace = pace.map_or(Pace::PEOPLE, Pace::ms);
        if !given.is_empty() {
            if *game == Variant::Bridgeote {
                return Err(bad("a list of deals is for the 52-card games (bridge, minibridge)"));
            }
            let list = given
                .iter()
                .map(|d| d.parse::<Deal>().map(GivenDeal::Cards).map_err(|e| bad(format!("a given deal {d:?}: {e}"))))
                .collect::<Result<Vec<_>, _>>()?;
            config.dealing = Dealing::Given(Arc::new(list));
        }
        if let Some(name) = deals {
            if *game == Variant::Bridgeote {
                return Err(bad("deals of a kind are for the 52-card games (bridge, minibridge)"));
            }
            let names: Vec<&str> = levee_dealer::PRESETS.iter().map(|p| p.name).collect();
            config.deals = Some(
                levee_dealer::Preset::named(name)
                    .ok_or_else(|| bad(format!("no deals {name:?}: {}", names.join(", "))))?,
            );
        }
        Table::new(config)
    }

    /// The next deal at this number: from the seed, the stream or the list.
    fn deal_round(&mut self) -> Option<AnyRound> {
        self.meanings.clear();
        self.said.clear();
        self.deck.deal(&self.config, &self.session, self.board)
    }

    /// Minibridge with the table speaking for people: every announcement the rule gives, at
    /// once. Robots' announcements are made here too (they need no thought).
    fn announce(&mut self) {
        // A learner's table says nothing before its learner sits down.
        if !self.config.announce_for_people && self.seats.iter().all(Option::is_none) {
            return;
        }
        loop {
            let AnyRound::Minibridge(r) = &mut self.round else { return };
            let Some((seat, say)) = r.bidding().expected() else { break };
            let person = self.seats[seat.index()].is_some();
            if person && !self.config.announce_for_people {
                break;
            }
            if r.call(seat, say).is_err() {
                break;
            }
            self.meanings.push(None);
        }
        self.settle_redeal();
    }

    /// Minibridge: a procedure where nobody opened is dealt again at once by the same dealer
    /// (seed 003: « on redistribue les cartes »).
    fn settle_redeal(&mut self) {
        if let AnyRound::Minibridge(_) = self.round
            && self.round.ending() == Some(Ending::Redeal)
            && let Some(next) = self.deal_round()
        {
            self.round = next;
            self.announce();
        }
    }

    /// The configuration.
    #[must_use]
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The game.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.config.variant
    }

    /// The people seated.
    #[must_use]
    pub fn seats(&self) -> &[Option<Sitter>; 4] {
        &self.seats
    }

    /// The deal in progress's number.
    #[must_use]
    pub fn board(&self) -> u32 {
        self.board
    }

    /// The deal in progress.
    #[must_use]
    pub fn round(&self) -> &AnyRound {
        &self.round
    }

    /// The deals finished.
    #[must_use]
    pub fn finished(&self) -> &[Finished] {
        &self.finished
    }

    /// The session's score.
    #[must_use]
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// How many times the deal in progress was dealt again at this number before it
    /// (minibridge: nobody opened).
    #[must_use]
    pub fn redeals(&self) -> u32 {
        if self.variant() == Variant::Minibridge { self.deck.draws.saturating_sub(1) } else { 0 }
    }

    /// Events applied so far (`Created` is 1).
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The calls' explanations, by call.
    #[must_use]
    pub fn meanings(&self) -> &[Option<Text>] {
        &self.meanings
    }

    /// What the people said to the table, the latest last.
    #[must_use]
    pub fn talk(&self) -> &[Talk] {
        &self.talk
    }

    /// Bridgeote's announcements with the cards: (card index, seat, word).
    #[must_use]
    pub fn said(&self) -> &[(usize, Seat, &'static str)] {
        &self.said
    }

    /// Whether the session is over (a rubber, a Chicago, a Bridgeote game won; the last given
    /// deal played).
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.session.is_over() || (self.round.phase() == Phase::Over && self.given_exhausted())
    }

    fn given_exhausted(&self) -> bool {
        match &self.config.dealing {
            Dealing::Given(list) => self.deck.cursor >= list.len(),
            _ => false,
        }
    }

    /// Is `seat` played by a robot?
    #[must_use]
    pub fn is_robot(&self, seat: Seat) -> bool {
        self.config.robots
            && self.seats[seat.index()].is_none()
            && (!self.config.robots_wait || self.seats.iter().any(Option::is_some))
    }

    /// The seat a host's proof belongs to (`same` compares two proofs, in constant time for
    /// a server).
    #[must_use]
    pub fn seat_where(&self, mut same: impl FnMut(Seat, &str) -> bool) -> Option<Seat> {
        let mut found = None;
        for s in Seat::ALL {
            if let Some(x) = &self.seats[s.index()]
                && same(s, &x.token)
            {
                found = Some(s);
            }
        }
        found
    }

    /// Whether `ev` applies here, checked on the table as it stands (nothing is copied).
    ///
    /// # Errors
    /// [`Refused`] with the reason.
    pub fn check(&self, ev: &Event) -> Result<(), Refused> {
        let rules = Refused::Rules;
        match ev {
            Event::Created { .. } => Err(bad("the table exists")),
            Event::Sat { seat, .. } => match &self.seats[seat.index()] {
                Some(_) => Err(Refused::SeatTaken(*seat)),
                None => Ok(()),
            },
            Event::Left { .. } => Ok(()),
            Event::Called { seat, call, .. } => {
                self.turn(*seat, Phase::Auction)?;
                self.round.check_call(*seat, *call).map_err(rules)
            }
            Event::Played { seat, card } => {
                self.turn(*seat, Phase::Play)?;
                self.round.check_card(*seat, *card).map_err(rules)
            }
            Event::Claimed { seat, tricks } => {
                if Some(seat.side()) != self.round.to_act().map(Seat::side) {
                    return Err(Refused::NotYourTurn("claim when your side is to play".into()));
                }
                self.round.check_claim(*seat, *tricks).map_err(rules)
            }
            Event::Answered { seat, .. } => match self.round.pending_claim() {
                Some(c) if c.by.side() != seat.side() => Ok(()),
                _ => Err(rules("Law 69: no claim pending for your side to answer".into())),
            },
            Event::NextBoard | Event::Ready { .. } => {
                if self.round.phase() != Phase::Over {
                    return Err(rules("the deal is not over".into()));
                }
                if let Event::Ready { seat } = ev
                    && self.seats[seat.index()].is_none()
                {
                    return Err(bad("only a person at the table says when to go on"));
                }
                if self.is_over() {
                    return Err(rules(match self.session.scoring() {
                        Scoring::Game1500 | Scoring::ThreeGames => "the game is over".into(),
                        _ if self.given_exhausted() => "that was the last deal".into(),
                        _ => "the rubber (or Chicago) is over".into(),
                    }));
                }
                Ok(())
            }
            Event::Talked { seat, text } => {
                if self.seats[seat.index()].is_none() {
                    return Err(bad("only a person at the table talks to it"));
                }
                if text.trim().is_empty() {
                    return Err(bad("say something: the message is empty"));
                }
                if text.chars().count() > crate::event::MAX_TALK {
                    return Err(bad(
                        Text::message("refused-talk-too-long").with("max", Arg::plain(crate::event::MAX_TALK))
                    ));
                }
                Ok(())
            }
            Event::Undone { seat } => {
                if self.seats[seat.index()].is_none() {
                    return Err(bad("only a person at the table takes back a call or a card"));
                }
                if self.others_seated(*seat) {
                    return Err(rules("a call or a card is taken back only at a table of robots".into()));
                }
                match self.undo_steps(*seat) {
                    Some(_) => Ok(()),
                    None => Err(rules("nothing of yours to take back in this deal".into())),
                }
            }
            Event::Annulled { seat } => {
                if self.round.may_cancel() == Some(*seat) {
                    Ok(())
                } else if self.variant() == Variant::Bridgeote {
                    Err(rules(
                        "only the holder of the four sevens may cancel, before the first trick is complete".into(),
                    ))
                } else {
                    Err(rules("only a Bridgeote deal is cancelled (the four sevens)".into()))
                }
            }
        }
    }

    fn turn(&self, seat: Seat, phase: Phase) -> Result<(), Refused> {
        if self.round.pending_claim().is_some() {
            return Err(Refused::Rules("Law 68: a claim is pending; accept or reject it first".into()));
        }
        if self.round.phase() != phase {
            return Err(Refused::Rules(Text::message(match self.round.phase() {
                Phase::Auction => "refused-phase-auction",
                Phase::Play => "refused-phase-play",
                Phase::Over => "refused-phase-over",
            })));
        }
        match self.round.to_act() {
            Some(s) if s == seat => Ok(()),
            Some(s) => Err(Refused::NotYourTurn(Text::message("refused-turn-of").with("seat", Arg::seat(s)))),
            None => Err(Refused::Rules("the deal is over".into())),
        }
    }

    /// Applies an event: checked first, so a refused one changes nothing. Returns what
    /// happened, for printers.
    ///
    /// # Errors
    /// [`Refused`] with the reason; the table is unchanged.
    pub fn apply(&mut self, ev: &Event) -> Result<Vec<Notice>, Refused> {
        self.check(ev)?;
        let mut notices = Vec::new();
        let rules = Refused::Rules;
        match ev {
            Event::Created { .. } => unreachable!("refused by check"),
            Event::Sat { seat, token, name } => {
                self.seats[seat.index()] = Some(Sitter { name: name.clone(), token: token.clone() });
                notices.push(Notice::Sat { seat: *seat, name: name.clone() });
                // A learner at a minibridge table that waits for them may now speak.
                self.announce();
            }
            Event::Left { seat } => {
                self.seats[seat.index()] = None;
                notices.push(Notice::Left { seat: *seat });
                self.announce();
            }
            Event::Called { seat, call, meaning } => {
                let before = self.round.phase();
                self.round.call(*seat, *call).map_err(rules)?;
                self.meanings.push(meaning.clone());
                notices.push(Notice::Called { seat: *seat, call: *call, meaning: meaning.clone() });
                self.announce();
                if before == Phase::Auction && self.round.phase() != Phase::Auction {
                    self.contract_notices(&mut notices);
                }
            }
            Event::Played { seat, card } => {
                self.claim_refused = None;
                let whose = self.round.to_play().unwrap_or(*seat);
                let words = self.belote_words(whose, *card);
                let faced = self.round.dummy_visible();
                let done = self.round.play_card(*seat, *card).map_err(rules)?;
                notices.push(Notice::Played { seat: whose, card: *card, by: *seat });
                if let Some(w) = words {
                    self.said.push((self.round.cards_played().len() - 1, whose, w));
                    notices.push(Notice::Said { seat: whose, words: w });
                }
                if !faced
                    && self.round.dummy_visible()
                    && let Some(d) = self.round.dummy()
                {
                    notices.push(Notice::DummyFaced { seat: d, hand: self.round.hand(d) });
                }
                if let Some(trick) = done {
                    let won = (self.round.tricks_won(Side::NorthSouth), self.round.tricks_won(Side::EastWest));
                    notices.push(Notice::Trick { number: self.round.tricks().len(), trick, won });
                }
            }
            Event::Claimed { seat, tricks } => {
                self.claim_refused = None;
                self.round.claim(*seat, *tricks).map_err(rules)?;
                notices.push(Notice::Claimed { seat: *seat, tricks: *tricks });
            }
            Event::Answered { seat, accept, why } => {
                let by = self.round.pending_claim().map(|c| (c.by, c.tricks));
                self.round.answer_claim(*seat, *accept).map_err(rules)?;
                notices.push(Notice::Answered { seat: *seat, accept: *accept });
                if let (Some((by, tricks)), false) = (by, *accept) {
                    let said = Text::message(if why.is_some() { "claim-rejected-because" } else { "claim-rejected" })
                        .with("seat", Arg::seat(seat))
                        .with("by", Arg::seat(by))
                        .with("tricks", Arg::plain(tricks));
                    self.claim_refused = Some(match why {
                        Some(w) => said.with("why", Arg::Text(Box::new(w.clone()))),
                        None => said,
                    });
                }
            }
            Event::Ready { seat } => {
                if !self.ready.contains(seat) {
                    self.ready.push(*seat);
                }
                if self.everyone_ready() {
                    // The last person ready deals the next deal (the version counts one event).
                    return self.apply(&Event::NextBoard).map(|mut n| {
                        n.insert(0, Notice::Ready { seat: *seat });
                        n
                    });
                }
                notices.push(Notice::Ready { seat: *seat });
            }
            Event::NextBoard => {
                self.ready.clear();
                self.board += 1;
                self.deck.draws = 0;
                self.round = self.deal_round().ok_or_else(|| bad("no deal left to play"))?;
                notices.push(Notice::Dealt { board: self.board, dealer: self.round.dealer() });
                self.announce();
            }
            Event::Annulled { seat } => {
                self.round.cancel(*seat).map_err(rules)?;
            }
            Event::Undone { seat } => {
                for _ in 0..self.undo_steps(*seat).unwrap_or(0) {
                    self.take_back();
                }
                self.claim_refused = None;
            }
            Event::Talked { seat, text } => {
                let name = self.seats[seat.index()].as_ref().map_or_else(String::new, |p| p.name.clone());
                if self.talk.len() == TALK_KEPT {
                    self.talk.remove(0);
                }
                self.talk.push(Talk { seat: *seat, name, text: text.clone() });
                notices.push(Notice::Talked { seat: *seat, text: text.clone() });
            }
        }
        if self.round.phase() == Phase::Over && self.finished.last().is_none_or(|f| f.board != self.board) {
            let f = self.session.record(self.board, &self.round);
            notices.push(Notice::Ended { board: self.board, line: f.line.clone() });
            Arc::make_mut(&mut self.finished).push(f);
            if self.is_over() {
                notices.push(Notice::SessionOver);
            }
        }
        self.version += 1;
        Ok(notices)
    }

    /// Takes back the last call, card or claim of the deal in progress, in words (practice
    /// tables only: it is not an event, so a stored table has none). `None` when nothing can
    /// be taken back (the deal is over, or nothing was done yet).
    pub fn undo(&mut self) -> Option<String> {
        let what = self.take_back()?;
        self.version += 1;
        Some(what)
    }

    fn take_back(&mut self) -> Option<String> {
        let calls = self.round.calls().len();
        let what = self.round.undo()?;
        self.meanings.truncate(self.round.calls().len().min(calls));
        let cards = self.round.cards_played().len();
        self.said.retain(|(i, _, _)| *i < cards);
        Some(what)
    }

    /// How many actions to take back so that `seat` is to act again, having taken back its
    /// own last one; `None` when it has none to take back in the deal in progress.
    fn undo_steps(&self, seat: Seat) -> Option<usize> {
        let mut round = self.round.clone();
        let mut steps = 0;
        while round.undo().is_some() {
            steps += 1;
            if round.to_act() == Some(seat) {
                return Some(steps);
            }
        }
        None
    }

    /// Whether people other than `seat` sit at the table.
    fn others_seated(&self, seat: Seat) -> bool {
        Seat::ALL.iter().any(|s| *s != seat && self.seats[s.index()].is_some())
    }

    /// Whether every person at the table is ready for the next deal.
    fn everyone_ready(&self) -> bool {
        Seat::ALL.iter().all(|s| self.seats[s.index()].is_none() || self.ready.contains(s))
    }

    /// The people ready for the next deal.
    #[must_use]
    pub fn ready(&self) -> &[Seat] {
        &self.ready
    }

    /// Why the last claim was refused (until the next card).
    #[must_use]
    pub fn claim_refused(&self) -> Option<&Text> {
        self.claim_refused.as_ref()
    }

    fn contract_notices(&self, notices: &mut Vec<Notice>) {
        if let Some((contract, declarer)) = self.round.contract() {
            notices.push(Notice::Contract { contract, declarer });
        }
    }

    /// Bridgeote: « belote » or « rebelote » said with this card, if it is one of a belote.
    fn belote_words(&self, seat: Seat, card: Card) -> Option<&'static str> {
        match &self.round {
            AnyRound::Bridgeote(r) => r.play().and_then(|p| bridgeote::announcement(p, seat, card)),
            _ => None,
        }
    }

    /// The event a seat's intention makes, checked (not applied).
    ///
    /// # Errors
    /// [`Refused`] with the reason; nothing changes.
    pub fn event_for(&self, seat: Seat, intention: &Intention) -> Result<Event, Refused> {
        let ev = match intention {
            Intention::Call { call } => {
                self.turn(seat, Phase::Auction)?;
                let call = self.read_call(call)?;
                let meaning = self.meaning_of(call);
                Event::Called { seat, call, meaning }
            }
            Intention::Card { card } => {
                self.turn(seat, Phase::Play)?;
                let card: Card = card.trim().parse().map_err(|e: levee_core::ParseCardError| bad(e.said()))?;
                Event::Played { seat, card }
            }
            Intention::Claim { tricks } => Event::Claimed { seat, tricks: *tricks },
            Intention::Accept => Event::Answered { seat, accept: true, why: None },
            Intention::Reject => Event::Answered { seat, accept: false, why: None },
            // With other people at the table, the next deal waits until they are ready too.
            Intention::Next if self.seats[seat.index()].is_some() && self.others_seated(seat) => Event::Ready { seat },
            Intention::Next => Event::NextBoard,
            Intention::Annul => Event::Annulled { seat },
            Intention::Undo => Event::Undone { seat },
            Intention::Say { text } => Event::Talked { seat, text: text.trim().to_string() },
        };
        if !self.round.variant_has_claims()
            && matches!(intention, Intention::Claim { .. } | Intention::Accept | Intention::Reject)
        {
            return Err(Refused::Rules(Text::message("refused-no-claims")));
        }
        self.check(&ev)?;
        Ok(ev)
    }

    /// Reads a call as this game's players type it.
    fn read_call(&self, text: &str) -> Result<AnyCall, Refused> {
        // Bridgeote: a bare « capot » is a capot in the last bid's strain.
        if let AnyRound::Bridgeote(r) = &self.round {
            return r.bidding().parse_call(text).map(AnyCall::from).map_err(|e| bad(e.said()));
        }
        AnyCall::parse_for(self.variant(), text.trim()).map_err(bad)
    }

    /// What a bridge call means in the robots' system (shown to the other players).
    fn meaning_of(&self, call: AnyCall) -> Option<Text> {
        match (&self.round, call.bridge()) {
            (AnyRound::Bridge(r), Some(c)) => Some(Text::from(crate::call::bidder().explain(r.auction(), c).meaning)),
            _ => None,
        }
    }
}

impl AnyRound {
    /// Whether the game has claims.
    #[must_use]
    pub fn variant_has_claims(&self) -> bool {
        matches!(self, AnyRound::Bridge(_) | AnyRound::Minibridge(_))
    }
}

impl Deck {
    /// The next deal at number `board`: from the seed and the number (a redeal at the same
    /// number draws again from the same generator), the stream, or the list.
    fn deal(&mut self, config: &Config, session: &Session, board: u32) -> Option<AnyRound> {
        let variant = config.variant;
        let (dealer, vul) = session.dealer_and_vulnerability(variant, board);
        let draw = self.draws;
        self.draws += 1;
        let given = match &config.dealing {
            Dealing::Given(list) => {
                let d = *list.get(self.cursor)?;
                self.cursor += 1;
                Some(d)
            }
            _ => None,
        };
        let mut per_deal =
            ChaCha8Rng::seed_from_u64(config.seed ^ u64::from(board).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (rng, skip) = match &mut self.stream {
            Some(r) => (r, 0),
            None => (&mut per_deal, draw),
        };
        if variant == Variant::Bridgeote {
            let cards = match given {
                Some(GivenDeal::Belote(d)) => d,
                Some(GivenDeal::Cards(_)) => return None,
                None => {
                    for _ in 0..skip {
                        let _ = bridgeote::shuffle_and_deal(rng, dealer);
                    }
                    bridgeote::shuffle_and_deal(rng, dealer)
                }
            };
            return Some(AnyRound::Bridgeote(Round::<bridgeote::Auction>::start(cards, dealer, vul)));
        }
        let cards = match given {
            Some(GivenDeal::Cards(d)) => d,
            Some(GivenDeal::Belote(_)) => return None,
            None => {
                let script = config.deals.map(levee_dealer::Preset::script);
                let next = |rng: &mut ChaCha8Rng| -> Deal {
                    match (config.deals, &script) {
                        (Some(p), Some(s)) => p.deal(s, rng, dealer),
                        _ => Deal::random(rng, dealer),
                    }
                };
                for _ in 0..skip {
                    let _ = next(rng);
                }
                next(rng)
            }
        };
        Some(match variant {
            Variant::Bridge => AnyRound::Bridge(Round::<Auction>::start(cards, dealer, vul)),
            Variant::Minibridge => AnyRound::Minibridge(Round::<Procedure>::start(cards, dealer, vul)),
            _ => AnyRound::Bataille(Round::bataille(cards, dealer, config.leader.unwrap_or(dealer.lho()))),
        })
    }
}
