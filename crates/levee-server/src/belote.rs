//! A Bridgeote table (seed 004): the deal in progress (auction, play, the four sevens), the
//! game sheet to 1500 (or three games of 500), the robots' actions and what each seat may see.
//!
//! Like the bridge table it is rebuilt from events alone: the deals come from the table's
//! seed and the deal number, so replaying the calls and cards gives back the same table.

use crate::table::{Event, Refused};
use levee_bots::bridgeote::{self as bots, Bidder, CardPlayer, Settings, Solver};
use levee_core::bridgeote::{Auction, Bridgeote, Call, Contract, Outcome, announcement, deal_cut, four_sevens, points};
use levee_core::{Card, Deal, Play, Rules, Seat, Side};
use levee_score::bridgeote::{DealScore, FailedContract, Match, deal_score};
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

/// Where a deal stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stage {
    Auction,
    Play,
    Over,
}

/// A Bridgeote game at a table.
#[derive(Debug, Clone)]
pub(crate) struct BeloteState {
    seed: u64,
    /// The deal in progress, from 1.
    pub(crate) number: u32,
    dealer: Seat,
    deal: Deal<Bridgeote>,
    auction: Auction,
    meanings: Vec<Option<String>>,
    play: Option<Play<Bridgeote>>,
    contract: Option<Contract>,
    /// "belote"/"rebelote" said with a card, by the card's index in the play.
    said: Vec<(usize, Seat, &'static str)>,
    /// Why the deal ended without play (thrown in, four sevens), once it has.
    ended: Option<String>,
    sheet: Match,
    /// One line per finished deal.
    results: Vec<String>,
}

/// Deal `number` of a table: the 32 cards shuffled from the table's seed and the number, cut
/// by the dealer's right-hand opponent and dealt 3-2-3 from the dealer's left (seed 004).
fn deal_for(seed: u64, number: u32, dealer: Seat) -> Deal<Bridgeote> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ u64::from(number).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut deck: Vec<Card> = Bridgeote::DECK.iter().collect();
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.random_range(0..=i));
    }
    let cut = rng.random_range(1..deck.len());
    deal_cut(&deck, cut, dealer)
}

fn bidder(seed: u64) -> Bidder {
    // The counting bidder (no layouts): quick enough to answer at once on a server.
    Bidder { samples: 0, seed }
}

impl BeloteState {
    /// A game to 1500, or three games of 500.
    pub(crate) fn new(seed: u64, three_games: bool) -> BeloteState {
        let sheet = if three_games { Match::three_games() } else { Match::to_1500() };
        BeloteState::deal(seed, 1, sheet, Vec::new())
    }

    fn deal(seed: u64, number: u32, sheet: Match, results: Vec<String>) -> BeloteState {
        // The deal passes to the left each time, thrown in or not.
        let dealer = Seat::ALL[(number as usize - 1) % 4];
        BeloteState {
            seed,
            number,
            dealer,
            deal: deal_for(seed, number, dealer),
            auction: Auction::new(dealer),
            meanings: Vec::new(),
            play: None,
            contract: None,
            said: Vec::new(),
            ended: None,
            sheet,
            results,
        }
    }

    pub(crate) fn stage(&self) -> Stage {
        if self.ended.is_some() {
            Stage::Over
        } else if !self.auction.is_over() {
            Stage::Auction
        } else {
            Stage::Play
        }
    }

    /// Who is to act: to call, or to play a card.
    pub(crate) fn to_act(&self) -> Option<Seat> {
        match self.stage() {
            Stage::Auction => self.auction.to_call(),
            Stage::Play => self.play.as_ref().and_then(Play::to_play),
            Stage::Over => None,
        }
    }

    /// The game (or the three games) is won.
    pub(crate) fn is_over(&self) -> bool {
        self.sheet.winner().is_some()
    }

    /// The seat holding the four sevens, while it may still cancel the deal: during the
    /// auction and until the first trick is complete (seed 004: « même après les enchères … au
    /// plus tard au premier tour »).
    fn may_annul(&self) -> Option<Seat> {
        match self.stage() {
            Stage::Auction => {}
            Stage::Play if self.play.as_ref()?.tricks().is_empty() => {}
            _ => return None,
        }
        four_sevens(&self.deal)
    }

    fn turn(&self, seat: Seat, stage: Stage) -> Result<(), Refused> {
        if self.stage() != stage {
            return Err(Refused::Rules(format!("not now: the deal is in its {:?} phase", self.stage())));
        }
        match self.to_act() {
            Some(s) if s == seat => Ok(()),
            Some(s) => Err(Refused::NotYourTurn(format!("it is {s:#}'s turn"))),
            None => Err(Refused::Rules("the deal is over".into())),
        }
    }

    /// The event of a call by a person.
    pub(crate) fn call_event(&self, seat: Seat, text: &str) -> Result<Event, Refused> {
        self.turn(seat, Stage::Auction)?;
        let call = self.auction.parse_call(text).map_err(|e| Refused::Bad(e.to_string()))?;
        Ok(Event::Called { seat: seat.to_string(), call: call.to_string(), meaning: None })
    }

    /// The event of a card by a person.
    pub(crate) fn card_event(&self, seat: Seat, text: &str) -> Result<Event, Refused> {
        self.turn(seat, Stage::Play)?;
        Ok(Event::Played { seat: seat.to_string(), card: text.trim().to_uppercase() })
    }

    /// Applies a call, a card, a cancellation or the next deal.
    pub(crate) fn apply(&mut self, ev: &Event, seat: Option<Seat>) -> Result<(), Refused> {
        match ev {
            Event::Called { call, meaning, .. } => {
                let seat = seat.ok_or_else(|| Refused::Bad("a call needs a seat".into()))?;
                self.turn(seat, Stage::Auction)?;
                let c: Call = self.auction.parse_call(call).map_err(|e| Refused::Bad(e.to_string()))?;
                self.auction.call(c).map_err(|e| Refused::Rules(e.to_string()))?;
                self.meanings.push(meaning.clone());
                match self.auction.outcome() {
                    Some(Outcome::ThrownIn) => self.end(None, "four passes: the deal is thrown in".into()),
                    Some(Outcome::Contract(contract)) => {
                        self.contract = Some(contract);
                        self.play = Some(self.auction.play(self.deal, &contract));
                    }
                    None => {}
                }
            }
            Event::Played { card, .. } => {
                let seat = seat.ok_or_else(|| Refused::Bad("a card needs a seat".into()))?;
                self.turn(seat, Stage::Play)?;
                let c: Card = card.parse().map_err(|e: levee_core::ParseCardError| Refused::Bad(e.to_string()))?;
                let play = self.play.as_mut().ok_or_else(|| Refused::Rules("no contract".into()))?;
                let said = announcement(play, seat, c);
                play.try_play(c).map_err(|e| Refused::Rules(e.to_string()))?;
                if let Some(w) = said {
                    let index = play.cards_played().count() - 1;
                    self.said.push((index, seat, w));
                }
                if play.is_over() {
                    let contract = self.contract.expect("a play has its contract");
                    let s = deal_score(contract, play, FailedContract::OwnPoints);
                    let line = format!("deal {}: {s}", self.number);
                    self.end(Some(s), line);
                }
            }
            Event::Annulled { seat: who } => {
                let who: Seat = who.parse().map_err(|e: levee_core::ParseSeatError| Refused::Bad(e.to_string()))?;
                if self.may_annul() != Some(who) {
                    return Err(Refused::Rules(
                        "seed 004: only the holder of the four sevens may cancel, before the first trick is complete"
                            .into(),
                    ));
                }
                self.end(None, format!("{who:#} shows the four sevens: the deal is cancelled"));
            }
            Event::NextBoard => {
                if self.stage() != Stage::Over {
                    return Err(Refused::Rules("the deal is not over".into()));
                }
                if self.is_over() {
                    return Err(Refused::Rules("the game is over".into()));
                }
                *self = BeloteState::deal(self.seed, self.number + 1, self.sheet.clone(), self.results.clone());
            }
            Event::Claimed { .. } | Event::Answered { .. } => {
                return Err(Refused::Rules("Bridgeote has no claims: every card is played (seed 004)".into()));
            }
            Event::Created { .. } | Event::Sat { .. } | Event::Left { .. } => {
                return Err(Refused::Bad("not a deal's event".into()));
            }
        }
        Ok(())
    }

    fn end(&mut self, score: Option<DealScore>, line: String) {
        self.sheet.record(score);
        let line = if score.is_some() { line } else { format!("deal {}: {line}", self.number) };
        self.results.push(line.clone());
        self.ended = Some(line);
    }

    /// One line per finished deal (for the history page).
    pub(crate) fn results(&self) -> &[String] {
        &self.results
    }

    /// The robot's action for `seat`, the seat to act (or the four sevens' holder).
    pub(crate) fn robot_event(&self, seat: Seat, samples: usize) -> Option<Event> {
        // A robot holding the four sevens always cancels (it is the weakest hand there is),
        // once the auction is over.
        if self.may_annul() == Some(seat) && self.stage() == Stage::Play {
            return Some(Event::Annulled { seat: seat.to_string() });
        }
        if self.to_act() != Some(seat) {
            return None;
        }
        let mut solver = Solver::new();
        match self.stage() {
            Stage::Auction => {
                let e = bidder(self.seed).call(&self.auction, self.deal.hand(seat), &mut solver);
                let call = if self.auction.check(e.call).is_ok() { e.call } else { Call::Pass };
                Some(Event::Called { seat: seat.to_string(), call: call.to_string(), meaning: Some(e.meaning) })
            }
            Stage::Play => {
                let play = self.play.as_ref()?;
                let card = if samples == 0 {
                    bots::baseline_card(play)
                } else {
                    CardPlayer::new(Settings { samples, seed: self.seed }).choose(play, &mut solver).card
                };
                Some(Event::Played { seat: seat.to_string(), card: card.to_string() })
            }
            Stage::Over => None,
        }
    }

    /// The seats that may act now: the one to act, and a four sevens' holder who may cancel.
    pub(crate) fn actors(&self) -> impl Iterator<Item = Seat> {
        self.to_act().into_iter().chain(self.may_annul())
    }

    /// What `viewer` may see: its own hand, the auction, the cards played; every hand at
    /// the end. Bridgeote has no dummy.
    pub(crate) fn view(&self, viewer: Option<Seat>) -> Value {
        let over = self.stage() == Stage::Over;
        let play = self.play.as_ref();
        let hands: Vec<Value> = Seat::ALL
            .iter()
            .map(|&s| {
                if !(over || Some(s) == viewer) {
                    return Value::Null;
                }
                let h = match play {
                    Some(p) if !over => p.hand(s),
                    _ => self.deal.hand(s),
                };
                json!(crate::table::in_order(h, levee_core::Suit::IN_HAND))
            })
            .collect();
        let counts: Vec<u32> = Seat::ALL.iter().map(|&s| play.map_or(8, |p| p.hand(s).len())).collect();
        let marks = self.auction.marks();
        let calls: Vec<Value> = self
            .auction
            .calls_by_seat()
            .enumerate()
            .map(|(i, (s, c))| {
                let mark = marks.get(i).copied().flatten().map(|m| format!("(+{m})")).unwrap_or_default();
                json!({"seat": s.to_string(), "call": format!("{c:#}{mark}"),
                       "meaning": self.meanings.get(i).cloned().flatten()})
            })
            .collect();
        let tricks: Vec<Value> = play.map_or(Vec::new(), |p| {
            p.tricks()
                .iter()
                .map(|t| {
                    json!({"leader": t.leader().to_string(),
                           "cards": t.iter().map(|(_, c)| c.to_string()).collect::<Vec<_>>(),
                           "winner": <Bridgeote as Rules>::trick_winner(t, p.strain()).to_string()})
                })
                .collect()
        });
        let current = play.map_or(Value::Null, |p| {
            let t = p.current_trick();
            json!({"leader": t.leader().to_string(), "cards": t.iter().map(|(_, c)| c.to_string()).collect::<Vec<_>>()})
        });
        let to_act = self.to_act();
        let mut legal = Value::Null;
        if viewer.is_some() && viewer == to_act {
            legal = match self.stage() {
                Stage::Auction => {
                    let calls = self.auction.legal_calls();
                    let labels: serde_json::Map<String, Value> =
                        calls.iter().map(|c| (c.to_string(), json!(format!("{c:#}")))).collect();
                    json!({"calls": calls.iter().map(ToString::to_string).collect::<Vec<_>>(), "labels": labels})
                }
                Stage::Play => {
                    json!({"cards": play.map_or(Vec::new(), |p| p.legal_plays().iter_desc().map(|c| c.to_string()).collect::<Vec<_>>())})
                }
                Stage::Over => Value::Null,
            };
        }
        let made = play.map(points);
        let said: Vec<Value> =
            self.said.iter().map(|(i, s, w)| json!({"card": i, "seat": s.to_string(), "says": w})).collect();
        let mut v = json!({
            "game": "bridgeote",
            "board": self.number,
            "dealer": self.dealer.to_string(),
            "vulnerability": "—",
            "phase": format!("{:?}", self.stage()).to_lowercase(),
            "hands": hands,
            "counts": counts,
            "auction": calls,
            "tricks": tricks,
            "current": current,
            "to_act": to_act.map(|s| s.to_string()),
            "legal": legal,
            "ns_tricks": play.map_or(0, |p| p.tricks_won(Side::NorthSouth)),
            "ew_tricks": play.map_or(0, |p| p.tricks_won(Side::EastWest)),
            "points": made.map(|m| json!({"ns": m[Side::NorthSouth], "ew": m[Side::EastWest]})),
            "said": said,
            "claim": Value::Null,
            "scores": [],
            "results": self.results,
            "can_annul": viewer.is_some() && viewer == self.may_annul(),
            "match_over": self.is_over(),
            "told": [],
            "sheet": {"title": "Bridgeote", "drawn": self.sheet.draw()},
        });
        if let Some(g) = self.sheet.games().last() {
            let t = g.totals();
            v["totals"] = json!({"ns": t[Side::NorthSouth], "ew": t[Side::EastWest], "target": g.target(),
                                 "winner": g.winner().map(|w| w.to_string())});
        }
        if let Some(c) = &self.contract {
            v["contract"] =
                json!({"contract": format!("{:#}{}", c.bid, c.doubling.suffix()), "declarer": c.declarer.to_string()});
        }
        if let Some(e) = &self.ended {
            v["ended"] = json!(e);
        }
        if over {
            v["deal"] = json!(self.deal.to_string());
        }
        v
    }
}
