//! One table: its seats, the deal in progress, the boards finished, the score — a state
//! rebuilt from its events alone (event sourcing), so that what SQLite holds is the table.
//!
//! No I/O here. The server turns a client's intention into an [`Event`] with
//! [`Table::event_for`] (which checks it against `levee-core` on a copy), writes the event,
//! then [`Table::apply`]s it. Robots' actions are events too: a restarted server replays them
//! and never has to think again about the past.

use crate::belote::BeloteState;
use levee_bots::{Bidder, CardPlayer, Settings, can_claim_all};
use levee_core::{Board, Call, Card, Deal, Game, Phase, Seat, Side, Vulnerability};
use levee_formats::Record;
use levee_score::{ChicagoPartscore, ChicagoSheet, DealResult, RubberOptions, RubberSheet};
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::time::Duration;

/// How a table keeps its score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scoring {
    /// Board by board, duplicate scores (dealer and vulnerability from the board number).
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

/// Something that happened at a table. Seats, calls and cards are written as the game
/// writes them (`N`, `1S`, `HA`), so the database reads without levee.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// The table was made.
    Created {
        /// `bridge`, `minibridge` or `bridgeote`.
        game: String,
        /// The scoring.
        scoring: Scoring,
        /// Robots take the empty seats.
        robots: bool,
        /// Seed of the deals.
        seed: u64,
    },
    /// A person sat.
    Sat {
        /// The seat.
        seat: String,
        /// The digest of the seat's secret token (`guard::token_digest`, bound to the table
        /// and the seat): the log never holds a token. (Files written before digests hold the
        /// token itself; it is digested as it is read.)
        token: String,
        /// The name shown.
        name: String,
    },
    /// A person left; a robot (if on) takes the seat.
    Left {
        /// The seat.
        seat: String,
    },
    /// A call.
    Called {
        /// Who.
        seat: String,
        /// The call.
        call: String,
        /// What it means (the robots' explanation), if known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        meaning: Option<String>,
    },
    /// A card, chosen by `seat` (declarer for dummy).
    Played {
        /// Who chose it.
        seat: String,
        /// The card.
        card: String,
    },
    /// A claim.
    Claimed {
        /// Who.
        seat: String,
        /// Tricks for the claimer's side of those left.
        tricks: u8,
    },
    /// The other side's answer to a claim.
    Answered {
        /// Who.
        seat: String,
        /// Accepted?
        accept: bool,
    },
    /// The next board is dealt.
    NextBoard,
    /// Bridgeote: the holder of the four sevens cancels the deal (seed 004).
    Annulled {
        /// Who.
        seat: String,
    },
}

/// What a client asks for.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Intention {
    /// A call: `P`, `X`, `XX`, `1S`...
    Call {
        /// The call.
        call: String,
    },
    /// A card: `SA`, `H10`...
    Card {
        /// The card.
        card: String,
    },
    /// Claim this many of the remaining tricks.
    Claim {
        /// Tricks.
        tricks: u8,
    },
    /// Accept the opponents' claim.
    Accept,
    /// Reject it.
    Reject,
    /// Deal the next board (after the end of one).
    Next,
    /// Bridgeote: cancel the deal with the four sevens.
    Annul,
}

/// Why an action was refused; the message is what the client shows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    /// The rules say no (the message names the Law).
    #[error("{0}")]
    Rules(String),
    /// Not this seat's turn.
    #[error("not your turn: {0}")]
    NotYourTurn(String),
    /// Bad input.
    #[error("{0}")]
    Bad(String),
    /// The seat is taken.
    #[error("seat {0} is taken")]
    SeatTaken(String),
}

/// A finished board.
#[derive(Debug, Clone)]
pub struct Finished {
    /// Board number.
    pub board: u32,
    /// The record (deal, auction, play, result).
    pub record: Record,
    /// North-South's duplicate score.
    pub ns_score: i32,
}

/// A person at a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sitter {
    /// The digest of the secret that proves the seat.
    pub digest: String,
    /// The name shown.
    pub name: String,
}

/// A table.
#[derive(Debug, Clone)]
pub struct Table {
    /// The table's id.
    pub id: String,
    /// Scoring.
    pub scoring: Scoring,
    /// Robots in empty seats.
    pub robots: bool,
    /// Minibridge (seed 003): the contract comes from the points, no auction.
    pub minibridge: bool,
    /// Seed of the deals.
    pub seed: u64,
    /// Minibridge: what each player said in the contract procedure.
    told: Vec<(Seat, String)>,
    /// People seated.
    pub seats: [Option<Sitter>; 4],
    /// The board in progress (1-based).
    pub board: u32,
    game: Game,
    meanings: Vec<Option<String>>,
    /// Boards finished (shared: checking an action copies the table, not its history).
    pub finished: std::sync::Arc<Vec<Finished>>,
    rubber: Option<RubberSheet>,
    chicago: Option<ChicagoSheet>,
    /// Events applied.
    pub version: u64,
    /// A Bridgeote table's game (`game` above is then unused: a bridge deal nobody plays,
    /// kept so that the bridge code paths need no second type).
    belote: Option<Box<BeloteState>>,
}

fn seat_of(s: &str) -> Result<Seat, Refused> {
    s.parse::<Seat>().map_err(|e| Refused::Bad(e.to_string()))
}

impl Table {
    /// The table a `Created` event makes.
    ///
    /// # Errors
    /// When the event is not `Created` or names a game not served.
    pub fn create(id: &str, ev: &Event) -> Result<Table, Refused> {
        let Event::Created { game, scoring, robots, seed } = ev else {
            return Err(Refused::Bad("a table starts with its Created event".into()));
        };
        let (minibridge, belote) = match game.as_str() {
            "bridge" => (false, false),
            "minibridge" => (true, false),
            "bridgeote" => (false, true),
            _ => return Err(Refused::Bad(format!("no game {game:?}: bridge, minibridge or bridgeote"))),
        };
        let belote_scoring = matches!(scoring, Scoring::Game1500 | Scoring::ThreeGames);
        if belote != belote_scoring {
            return Err(Refused::Bad(if belote {
                "Bridgeote is scored as a game to 1500 (game1500) or three games of 500 (three_games)".into()
            } else {
                "game1500 and three_games are Bridgeote's scorings".into()
            }));
        }
        if minibridge && *scoring != Scoring::Duplicate {
            return Err(Refused::Bad("minibridge is scored board by board (seed 003's table)".into()));
        }
        let rubber = (*scoring == Scoring::Rubber).then(|| RubberSheet::new(RubberOptions::default()));
        let chicago =
            (*scoring == Scoring::Chicago).then(|| ChicagoSheet::new(Seat::North, ChicagoPartscore::default()));
        let (game, told) = deal_game(minibridge, *scoring, 1, *seed, rubber.as_ref(), chicago.as_ref());
        Ok(Table {
            id: id.to_string(),
            scoring: *scoring,
            robots: *robots,
            minibridge,
            seed: *seed,
            told,
            seats: Default::default(),
            board: 1,
            game,
            meanings: Vec::new(),
            finished: std::sync::Arc::new(Vec::new()),
            rubber,
            chicago,
            version: 1,
            belote: belote.then(|| Box::new(BeloteState::new(*seed, *scoring == Scoring::ThreeGames))),
        })
    }

    /// Bridgeote's finished deals, a line each (bridge boards are in `finished`).
    #[must_use]
    pub fn belote_results(&self) -> &[String] {
        self.belote.as_ref().map_or(&[], |b| b.results())
    }

    /// The game's name: `bridge`, `minibridge` or `bridgeote`.
    #[must_use]
    pub fn game_name(&self) -> &'static str {
        if self.belote.is_some() {
            "bridgeote"
        } else if self.minibridge {
            "minibridge"
        } else {
            "bridge"
        }
    }

    fn new_game(&self) -> (Game, Vec<(Seat, String)>) {
        deal_game(self.minibridge, self.scoring, self.board, self.seed, self.rubber.as_ref(), self.chicago.as_ref())
    }

    /// The game in progress.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Is `seat` played by a robot? Robots play only once a person has sat down: a table
    /// waits for its first player instead of dealing itself boards.
    #[must_use]
    pub fn is_robot(&self, seat: Seat) -> bool {
        self.robots && self.seats[seat.index()].is_none() && self.seats.iter().any(Option::is_some)
    }

    /// The seat a token belongs to (every seat's digest compared, in constant time).
    #[must_use]
    pub fn seat_of_token(&self, token: &str) -> Option<Seat> {
        let mut found = None;
        for s in Seat::ALL {
            if let Some(x) = &self.seats[s.index()]
                && crate::guard::same_secret(&x.digest, &crate::guard::token_digest(&self.id, s, token))
            {
                found = Some(s);
            }
        }
        found
    }

    /// Applies an event.
    ///
    /// # Errors
    /// When the event is not legal here (the table is unchanged).
    pub fn apply(&mut self, ev: &Event) -> Result<(), Refused> {
        *self = self.applied(ev)?;
        Ok(())
    }

    /// The table after an event, this one unchanged.
    ///
    /// # Errors
    /// When the event is not legal here.
    pub fn applied(&self, ev: &Event) -> Result<Table, Refused> {
        let mut next = self.clone();
        next.apply_in_place(ev)?;
        next.version += 1;
        Ok(next)
    }

    fn apply_in_place(&mut self, ev: &Event) -> Result<(), Refused> {
        let rules = |e: levee_core::GameError| Refused::Rules(e.to_string());
        match ev {
            Event::Created { .. } => return Err(Refused::Bad("the table exists".into())),
            Event::Sat { seat, token, name } => {
                let s = seat_of(seat)?;
                if self.seats[s.index()].is_some() {
                    return Err(Refused::SeatTaken(seat.clone()));
                }
                let digest = if token.starts_with("sha256:") {
                    token.clone()
                } else {
                    crate::guard::token_digest(&self.id, s, token)
                };
                self.seats[s.index()] = Some(Sitter { digest, name: name.clone() });
            }
            Event::Left { seat } => {
                let s = seat_of(seat)?;
                self.seats[s.index()] = None;
            }
            _ if self.belote.is_some() => {
                let seat = match ev {
                    Event::Called { seat, .. } | Event::Played { seat, .. } => Some(seat_of(seat)?),
                    _ => None,
                };
                let b = self.belote.as_mut().expect("a Bridgeote table");
                b.apply(ev, seat)?;
                self.board = b.number;
                return Ok(());
            }
            Event::Annulled { .. } => return Err(Refused::Rules("only Bridgeote deals are cancelled".into())),
            Event::Called { seat, call, meaning } => {
                let s = seat_of(seat)?;
                let c: Call = call.parse().map_err(|e: levee_core::ParseCallError| Refused::Bad(e.to_string()))?;
                self.game.call(s, c).map_err(rules)?;
                self.meanings.push(meaning.clone());
            }
            Event::Played { seat, card } => {
                let s = seat_of(seat)?;
                let c: Card = card.parse().map_err(|e: levee_core::ParseCardError| Refused::Bad(e.to_string()))?;
                self.game.play_card(s, c).map_err(rules)?;
            }
            Event::Claimed { seat, tricks } => {
                let s = seat_of(seat)?;
                if Some(s.side()) != self.game.to_act().map(Seat::side) {
                    return Err(Refused::NotYourTurn("claim when your side is to play".into()));
                }
                self.game.claim(s, *tricks).map_err(rules)?;
            }
            Event::Answered { seat, accept } => {
                let s = seat_of(seat)?;
                self.game.answer_claim(s, *accept).map_err(rules)?;
            }
            Event::NextBoard => {
                if self.game.phase() != Phase::Over {
                    return Err(Refused::Rules("the board is not over".into()));
                }
                if self.is_over() {
                    return Err(Refused::Rules("the rubber (or Chicago) is over".into()));
                }
                self.board += 1;
                (self.game, self.told) = self.new_game();
                self.meanings.clear();
            }
        }
        if self.game.phase() == Phase::Over && self.finished.last().is_none_or(|f| f.board != self.board) {
            self.finish_board();
        }
        Ok(())
    }

    fn finish_board(&mut self) {
        let mut record = Record::from_game(&self.game, Some(self.board));
        record.fill_score();
        let result = self.game.result();
        let tricks = self.game.declarer_tricks().unwrap_or(0);
        let ns_score = match (self.minibridge, self.game.contract()) {
            (true, Some((c, declarer))) => {
                let s = levee_score::minibridge::score(c.level.get(), tricks).unwrap_or(0);
                if declarer.side() == Side::NorthSouth { s } else { -s }
            }
            _ => result.map_or(0, |r| levee_score::board_score(r, tricks, self.game.vulnerability()).unwrap_or(0)),
        };
        let dr = DealResult { contract: self.game.contract(), tricks, honours: None };
        if let Some(r) = &mut self.rubber {
            let _ = r.record(&dr);
        }
        if let Some(c) = &mut self.chicago {
            let _ = c.record(&dr);
        }
        std::sync::Arc::make_mut(&mut self.finished).push(Finished { board: self.board, record, ns_score });
    }

    /// True when a rubber or a Chicago is finished (duplicate tables never end).
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.belote.as_ref().is_some_and(|b| b.is_over())
            || self.rubber.as_ref().is_some_and(RubberSheet::is_finished)
            || self.chicago.as_ref().is_some_and(ChicagoSheet::is_finished)
    }

    /// The event a seat's intention makes, checked on a copy of the table.
    ///
    /// # Errors
    /// [`Refused`] with the reason; nothing changes.
    pub fn event_for(&self, seat: Seat, intention: &Intention) -> Result<Event, Refused> {
        let s = seat.to_string();
        if let Some(b) = &self.belote {
            let ev = match intention {
                Intention::Call { call } => b.call_event(seat, call)?,
                Intention::Card { card } => b.card_event(seat, card)?,
                Intention::Annul => Event::Annulled { seat: s },
                Intention::Next => Event::NextBoard,
                Intention::Claim { .. } | Intention::Accept | Intention::Reject => {
                    return Err(Refused::Rules("Bridgeote has no claims: every card is played (seed 004)".into()));
                }
            };
            self.applied(&ev)?;
            return Ok(ev);
        }
        let ev = match intention {
            Intention::Annul => {
                return Err(Refused::Rules("only a Bridgeote deal is cancelled (the four sevens)".into()));
            }
            Intention::Call { call } => {
                self.turn(seat, Phase::Auction)?;
                let text = call.trim().to_uppercase();
                // A person's call is explained by the system too, for the other players.
                let meaning = text.parse::<Call>().ok().map(|c| bidder().explain(self.game.auction(), c).meaning);
                Event::Called { seat: s, call: text, meaning }
            }
            Intention::Card { card } => {
                self.turn(seat, Phase::Play)?;
                Event::Played { seat: s, card: card.trim().to_uppercase() }
            }
            Intention::Claim { tricks } => Event::Claimed { seat: s, tricks: *tricks },
            Intention::Accept => Event::Answered { seat: s, accept: true },
            Intention::Reject => Event::Answered { seat: s, accept: false },
            Intention::Next => Event::NextBoard,
        };
        self.applied(&ev)?;
        Ok(ev)
    }

    fn turn(&self, seat: Seat, phase: Phase) -> Result<(), Refused> {
        if self.pending_claim().is_some() {
            return Err(Refused::Rules("Law 68: a claim is pending; accept or reject it first".into()));
        }
        if self.game.phase() != phase {
            return Err(Refused::Rules(format!("not now: the deal is in its {:?} phase", self.game.phase())));
        }
        match self.game.to_act() {
            Some(s) if s == seat => Ok(()),
            Some(s) => Err(Refused::NotYourTurn(format!("it is {s:#}'s turn"))),
            None => Err(Refused::Rules("the board is over".into())),
        }
    }

    fn pending_claim(&self) -> Option<levee_core::Claim> {
        self.game.play().and_then(levee_core::Play::pending_claim)
    }

    /// Is a robot to act (a call, a card, or an answer to a claim)?
    #[must_use]
    pub fn robot_to_act(&self) -> bool {
        if let Some(b) = &self.belote {
            return b.actors().any(|s| self.is_robot(s));
        }
        match self.pending_claim() {
            Some(c) => self.is_robot(c.by.lho()) || self.is_robot(c.by.rho()),
            None => self.game.to_act().is_some_and(|s| self.is_robot(s)),
        }
    }

    /// The robots' next action, if a robot is to act: a call, a card, a claim of all the
    /// tricks when it holds against every layout, an answer to a claim. Deterministic: the
    /// same table always gives the same action (the card robot's seed is the table's).
    #[must_use]
    pub fn robot_event(&self, samples: usize) -> Option<Event> {
        if let Some(b) = &self.belote {
            return b.actors().filter(|&s| self.is_robot(s)).find_map(|s| b.robot_event(s, samples));
        }
        if let Some(c) = self.pending_claim() {
            let answerer = c.by.lho();
            let other = c.by.rho();
            let robot = [answerer, other].into_iter().find(|&s| self.is_robot(s))?;
            // A robot accepts a claim of every trick that holds against every layout, or a
            // concession; otherwise it asks for play to go on.
            let play = self.game.play()?;
            let remaining = play.remaining_tricks();
            let accept = c.tricks == 0 || (c.tricks == remaining && can_claim_all(play));
            return Some(Event::Answered { seat: robot.to_string(), accept });
        }
        let seat = self.game.to_act()?;
        if !self.is_robot(seat) {
            return None;
        }
        match self.game.phase() {
            Phase::Auction => {
                let e = bidder().call(self.game.auction(), self.game.deal().hand(seat));
                let call = if self.game.auction().check(e.call).is_ok() { e.call } else { Call::Pass };
                Some(Event::Called { seat: seat.to_string(), call: call.to_string(), meaning: Some(e.meaning) })
            }
            Phase::Play => {
                let play = self.game.play()?;
                let declarer_side = play.declarer().map(Seat::side);
                // Claim only when robots answer: a person who rejected would be asked again.
                let robots_answer = self.is_robot(seat.lho()) && self.is_robot(seat.rho());
                if robots_answer
                    && can_claim_all(play)
                    && declarer_side == Some(seat.side())
                    && play.remaining_tricks() > 1
                {
                    return Some(Event::Claimed { seat: seat.to_string(), tricks: play.remaining_tricks() });
                }
                // No layouts: the quick baseline robot (tests and load runs).
                if samples == 0 {
                    let card = levee_bots::baseline_card(play);
                    return Some(Event::Played { seat: seat.to_string(), card: card.to_string() });
                }
                let player = CardPlayer::new(Settings {
                    samples,
                    seed: self.seed,
                    // The sample count decides (reproducible games); the hard budget keeps a
                    // table from waiting on one pathological layout.
                    time_per_card: Duration::from_secs(3600),
                    max_time_per_card: Duration::from_secs(30),
                    ..Settings::default()
                });
                let shown = bidder().read(self.game.auction()).shown;
                let card = player.choose(play, &shown).card;
                Some(Event::Played { seat: seat.to_string(), card: card.to_string() })
            }
            Phase::Over => None,
        }
    }

    /// What `viewer` may see now (`None`: a spectator): its own hand, dummy after the opening
    /// lead, the auction with the robots' explanations, the cards played, and every hand once
    /// the board is over. Nothing else of the deal leaves the server.
    #[must_use]
    pub fn view(&self, viewer: Option<Seat>) -> Value {
        if let Some(b) = &self.belote {
            let mut v = b.view(viewer);
            v["type"] = json!("view");
            v["table"] = json!(self.id);
            v["version"] = json!(self.version);
            v["you"] = json!(viewer.map(|s| s.to_string()));
            v["scoring"] = json!(self.scoring);
            v["seats"] = json!(self.seats_json());
            return v;
        }
        let game = &self.game;
        let over = game.phase() == Phase::Over;
        let play = game.play();
        let dummy = play.filter(|p| p.dummy_visible()).and_then(levee_core::Play::dummy);
        let hands: Vec<Value> = Seat::ALL
            .iter()
            .map(|&s| {
                let visible = over || Some(s) == viewer || Some(s) == dummy;
                if !visible {
                    return Value::Null;
                }
                let h = play.map_or(game.deal().hand(s), |p| if over { game.deal().hand(s) } else { p.hand(s) });
                // In the order a player sees it: seed 003's for a hand, trumps first for dummy.
                let order = match play {
                    Some(p) if p.dummy() == Some(s) => levee_core::Suit::dummy_order(p.strain().trump()),
                    _ => levee_core::Suit::IN_HAND,
                };
                json!(in_order(h, order))
            })
            .collect();
        let counts: Vec<u32> = Seat::ALL.iter().map(|&s| play.map_or(13, |p| p.hand(s).len())).collect();
        let calls: Vec<Value> = game
            .auction()
            .calls()
            .iter()
            .enumerate()
            .map(|(i, c)| {
                json!({"seat": game.dealer().add(i).to_string(), "call": c.to_string(),
                       "meaning": self.meanings.get(i).cloned().flatten()})
            })
            .collect();
        let tricks: Vec<Value> = play.map_or(Vec::new(), |p| {
            p.tricks()
                .iter()
                .map(|t| {
                    json!({"leader": t.leader().to_string(),
                           "cards": t.iter().map(|(_, c)| c.to_string()).collect::<Vec<_>>(),
                           "winner": <levee_core::Bridge as levee_core::Rules>::trick_winner(t, p.strain()).to_string()})
                })
                .collect()
        });
        let current: Value = play.map_or(Value::Null, |p| {
            let t = p.current_trick();
            json!({"leader": t.leader().to_string(), "cards": t.iter().map(|(_, c)| c.to_string()).collect::<Vec<_>>()})
        });
        let to_act = game.to_act();
        let mut legal = Value::Null;
        if let (Some(v), Some(a)) = (viewer, to_act)
            && v == a
            && self.pending_claim().is_none()
        {
            legal = match game.phase() {
                Phase::Auction => {
                    let calls = legal_calls(game);
                    // The bidding box shows what each call would say (on hover or tap).
                    let meanings: serde_json::Map<String, Value> = calls
                        .iter()
                        .filter_map(|c| {
                            let call: Call = c.parse().ok()?;
                            Some((c.clone(), json!(bidder().explain(game.auction(), call).meaning)))
                        })
                        .collect();
                    json!({"calls": calls, "meanings": meanings})
                }
                Phase::Play => {
                    json!({"cards": play.map_or(Vec::new(), |p| p.legal_plays().iter_desc().map(|c| c.to_string()).collect::<Vec<_>>())})
                }
                Phase::Over => Value::Null,
            };
        }
        let seats = self.seats_json();
        let mut v = json!({
            "type": "view",
            "table": self.id,
            "version": self.version,
            "you": viewer.map(|s| s.to_string()),
            "board": self.board,
            "dealer": game.dealer().to_string(),
            "vulnerability": game.vulnerability().to_string(),
            "scoring": self.scoring,
            "seats": seats,
            "phase": format!("{:?}", game.phase()).to_lowercase(),
            "hands": hands,
            "counts": counts,
            "auction": calls,
            "tricks": tricks,
            "current": current,
            "to_act": to_act.map(|s| s.to_string()),
            "legal": legal,
            "ns_tricks": play.map_or(0, |p| p.tricks_won(Side::NorthSouth)),
            "ew_tricks": play.map_or(0, |p| p.tricks_won(Side::EastWest)),
            "claim": self.pending_claim().map(|c| json!({"by": c.by.to_string(), "tricks": c.tricks})),
            "scores": self.finished.iter().map(|f| json!({"board": f.board, "ns": f.ns_score,
                "contract": f.record.contract.map(|c| c.to_string()), "declarer": f.record.declarer.map(|d| d.to_string()),
                "result": f.record.result})).collect::<Vec<_>>(),
            "match_over": self.is_over(),
            "game": self.game_name(),
            "told": self.told.iter().map(|(s, t)| json!({"seat": s.to_string(), "says": t})).collect::<Vec<_>>(),
        });
        if let Some((c, d)) = game.contract() {
            v["contract"] = json!({"contract": c.to_string(), "declarer": d.to_string()});
        }
        if let Some(r) = &self.rubber {
            v["sheet"] = sheet_json(r.entries(), r.totals());
            // The sheet drawn We | They, above and below the line, as seed 002 draws it.
            v["sheet"]["drawn"] = json!(r.draw());
        }
        if let Some(c) = &self.chicago {
            v["sheet"] = sheet_json(c.entries(), c.totals());
        }
        if over {
            v["deal"] = json!(game.deal().to_string());
        }
        v
    }

    fn seats_json(&self) -> Vec<Value> {
        Seat::ALL
            .iter()
            .map(|&s| match &self.seats[s.index()] {
                Some(p) => json!({"seat": s.to_string(), "name": p.name, "robot": false}),
                None => {
                    json!({"seat": s.to_string(), "name": if self.robots { "robot" } else { "" }, "robot": self.robots})
                }
            })
            .collect()
    }

    /// The finished boards as PBN, with the double-dummy tags of the boards in `solved`.
    #[must_use]
    pub fn pbn(&self, solved: &std::collections::HashMap<u32, levee_core::TrickTable>) -> String {
        let records: Vec<Record> = self
            .finished
            .iter()
            .map(|f| {
                let mut r = f.record.clone();
                if let Some(t) = solved.get(&f.board) {
                    r.fill_double_dummy(*t);
                }
                r
            })
            .collect();
        levee_formats::pbn::write(&records)
    }
}

/// The robots' bidding system, built once (its table is a few hundred rules).
fn bidder() -> &'static Bidder {
    static BIDDER: std::sync::OnceLock<Bidder> = std::sync::OnceLock::new();
    BIDDER.get_or_init(Bidder::new)
}

/// The deal of a board: dealer and vulnerability by the scoring, cards from the table's seed
/// and the board number. Minibridge runs seed 003's procedure and deals again (a new draw of
/// the same board) until someone opens; what each player said comes back with the game.
fn deal_game(
    minibridge: bool,
    scoring: Scoring,
    board: u32,
    seed: u64,
    rubber: Option<&RubberSheet>,
    chicago: Option<&ChicagoSheet>,
) -> (Game, Vec<(Seat, String)>) {
    let (dealer, vul) = match scoring {
        // Bridgeote tables keep a bridge deal nobody plays (see `Table::belote`).
        Scoring::Duplicate | Scoring::Game1500 | Scoring::ThreeGames => {
            let b = Board::new(board).expect("boards from 1");
            (b.dealer(), if minibridge { Vulnerability::None } else { b.vulnerability() })
        }
        Scoring::Rubber => {
            (Seat::ALL[(board as usize - 1) % 4], rubber.map_or(Vulnerability::None, RubberSheet::vulnerability))
        }
        Scoring::Chicago => {
            let i = chicago.map_or(0, ChicagoSheet::deals) % 4;
            chicago.map_or((Seat::North, Vulnerability::None), |c| (c.dealer(i), c.vulnerability(i)))
        }
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ u64::from(board).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    loop {
        let deal = Deal::random(&mut rng, dealer);
        if !minibridge {
            return (Game::new(deal, dealer, vul), Vec::new());
        }
        let p = levee_core::minibridge::procedure(&deal, dealer);
        let told: Vec<(Seat, String)> = p.steps.iter().map(say).collect();
        if let levee_core::minibridge::MiniOutcome::Contract { declarer, tricks, .. } = p.outcome {
            let contract = levee_core::Contract::new(
                levee_core::Level::new(tricks - 6),
                levee_core::Strain::NoTrump,
                levee_core::Doubling::Undoubled,
            );
            return (Game::with_contract(deal, dealer, vul, contract, declarer), told);
        }
    }
}

/// What a player says in seed 003's procedure.
fn say(a: &levee_core::minibridge::Announcement) -> (Seat, String) {
    (a.seat(), a.to_string())
}

/// The hand record's analysis of a deal: the double-dummy table (tricks for each declarer in
/// each strain) and par for the dealer and vulnerability.
#[must_use]
pub fn analysis(deal: &Deal, dealer: Seat, vul: Vulnerability) -> (Value, levee_core::TrickTable) {
    let table = levee_dds::Solver::new().table(deal);
    let par = levee_score::par(&table, vul, dealer.side());
    let rows: Vec<Value> = levee_core::Strain::DESC
        .iter()
        .map(|&s| json!({"strain": s.to_string(), "tricks": Seat::ALL.map(|d| table.get(s, d))}))
        .collect();
    let contracts: Vec<String> = par
        .contracts
        .iter()
        .map(|c| {
            let by: String = c.declarers.iter().map(ToString::to_string).collect();
            let level = if c.levels.0 == c.levels.1 {
                c.levels.0.to_string()
            } else {
                format!("{}-{}", c.levels.0, c.levels.1)
            };
            format!("{level}{}{} by {by}", c.strain, if c.sacrifice { "X" } else { "" })
        })
        .collect();
    (json!({"double_dummy": rows, "par": {"ns": par.score, "contracts": contracts}}), table)
}

fn legal_calls(game: &Game) -> Vec<String> {
    let a = game.auction();
    let mut out = Vec::new();
    for c in ["P", "X", "XX"] {
        let call: Call = c.parse().expect("a call");
        if a.check(call).is_ok() {
            out.push(c.to_string());
        }
    }
    for level in 1..=7 {
        for s in ["C", "D", "H", "S", "NT"] {
            let text = format!("{level}{s}");
            let call: Call = text.parse().expect("a bid");
            if a.check(call).is_ok() {
                out.push(text);
            }
        }
    }
    out
}

fn sheet_json(entries: &[levee_score::Entry], totals: levee_core::BySide<i32>) -> Value {
    json!({
        "entries": entries.iter().map(|e| json!({"side": if e.side == Side::NorthSouth { "we" } else { "they" },
            "points": e.points, "below": e.is_below()})).collect::<Vec<_>>(),
        "we": totals[Side::NorthSouth],
        "they": totals[Side::EastWest],
    })
}

/// A hand's cards as the pages show them: suit by suit in `order`, each from the ace down.
pub(crate) fn in_order(h: levee_core::Hand, order: [levee_core::Suit; 4]) -> Vec<String> {
    order.iter().flat_map(|s| h.in_suit(*s).iter_desc().map(|c| c.to_string())).collect()
}
