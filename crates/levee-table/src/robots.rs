//! The robots in a table's empty seats. A robot acts on what its seat may see: its hand,
//! dummy once faced, the calls and the cards played — the play it is given is rebuilt from
//! that alone ([`seen_play`]), the cards it cannot see placed anyhow, so no robot can use a
//! card it should not know.

use crate::call::AnyCall;
use crate::call::bidder;
use crate::event::Event;
use crate::round::AnyRound;
use crate::table::Table;
use levee_bots::bidding::Shape;
use levee_bots::{CardPlayer, Settings};
use levee_core::minibridge::Say;
use levee_core::{BySeat, Deal, Hand, Play, Rules, Seat, bridgeote};
use levee_i18n::{Arg, Text};

/// How the robots think.
#[derive(Debug, Clone, Copy)]
pub struct Robots {
    /// The bridge card robot (its seed is replaced by the table's); no layouts (`samples` 0):
    /// the quick baseline robot.
    pub card: Settings,
    /// Bridgeote: layouts per card (0: the baseline card).
    pub belote_samples: usize,
    /// Bridgeote's bidder: layouts per estimate (0: it counts its hand).
    pub belote_bid_samples: usize,
}

impl Robots {
    /// Robots solving `samples` layouts a card, with the card robot's default timing.
    #[must_use]
    pub fn with_samples(samples: usize) -> Robots {
        Robots { card: Settings { samples, ..Settings::default() }, belote_samples: samples, belote_bid_samples: 0 }
    }
}

/// The play as `me` sees it: its own hand and dummy (once faced) as they are, every card
/// played where it was played, and the cards `me` cannot see dealt to the hidden hands in a
/// fixed order, only their number right. A robot given this play cannot tell it from the
/// real one except by cards it may not see.
#[must_use]
pub fn seen_play<R: Rules>(play: &Play<R>, me: Seat) -> Play<R> {
    let visible = |s: Seat| s == me || (play.dummy_visible() && play.dummy() == Some(s));
    let mut played: BySeat<Hand> = BySeat::from_fn(|_| Hand::EMPTY);
    for (s, c) in play.cards_played() {
        played[s].insert(c);
    }
    let mut unseen = R::DECK;
    for s in Seat::ALL {
        unseen = unseen - played[s];
        if visible(s) {
            unseen = unseen - play.hand(s);
        }
    }
    let mut pool = unseen.iter();
    let hands: BySeat<Hand> = BySeat::from_fn(|s| {
        let now = if visible(s) { play.hand(s) } else { pool.by_ref().take(play.hand(s).len() as usize).collect() };
        now | played[s]
    });
    let deal = Deal::<R>::new(hands).unwrap_or_else(|e| unreachable!("the seen hands make a deal: {e}"));
    let leader = play.tricks().first().unwrap_or(play.current_trick()).leader();
    let mut seen = Play::with_leader(deal, play.strain(), play.declarer(), leader);
    for (_, c) in play.cards_played() {
        seen.play_unchecked(c);
    }
    seen
}

/// What minibridge's announcements told of each hand: a pass is under 12, an opening 12 or
/// more, announced points are exact, and a total makes the partner's exact too.
fn minibridge_told(said: &[(Seat, Say)]) -> [Shape; 4] {
    let mut told = [Shape::ANY; 4];
    let mut exact: [Option<u32>; 4] = [None; 4];
    let mut opened = false;
    for &(seat, w) in said {
        match w {
            Say::Pass if !opened => told[seat.index()] = Shape::hcp(0, 11),
            Say::Open => {
                opened = true;
                told[seat.index()] = Shape::hcp(12, 37);
            }
            Say::Points(n) => exact[seat.index()] = Some(n),
            Say::Pass | Say::Contract(_) => {}
        }
    }
    for (i, e) in exact.iter().enumerate() {
        if let Some(h) = e {
            let h = u8::try_from(*h).unwrap_or(40);
            told[i] = Shape::hcp(h, h);
        }
    }
    told
}

impl Table {
    /// A robot with something to do now (a call, a card, an answer to a claim, the four
    /// sevens).
    #[must_use]
    pub fn robot_to_act(&self) -> bool {
        let r = self.round();
        if r.may_cancel().is_some_and(|s| self.is_robot(s)) && r.phase() == levee_core::Phase::Play {
            return true;
        }
        match r.pending_claim() {
            Some(c) => self.is_robot(c.by.lho()) || self.is_robot(c.by.rho()),
            None => r.to_act().is_some_and(|s| self.is_robot(s)),
        }
    }

    /// The robots' next action, if a robot is to act. Deterministic: the same table always
    /// gives the same action (the card robot's seed is the table's).
    #[must_use]
    pub fn robot_event(&self, robots: &Robots) -> Option<Event> {
        let r = self.round();
        // A robot holding the four sevens cancels once the auction is over (the weakest hand
        // there is).
        if let Some(s) = r.may_cancel()
            && self.is_robot(s)
            && r.phase() == levee_core::Phase::Play
        {
            return Some(Event::Annulled { seat: s });
        }
        if let Some(c) = r.pending_claim() {
            let seat = [c.by.lho(), c.by.rho()].into_iter().find(|&s| self.is_robot(s))?;
            return self.robot_choice(seat, robots).map(|c| c.event);
        }
        let seat = r.to_act()?;
        if !self.is_robot(seat) {
            return None;
        }
        self.robot_choice(seat, robots).map(|c| c.event)
    }

    /// What the robot would do for `seat` now — a robot's seat, or a person's asking for a
    /// hint or letting the robot act: the call, card, claim or answer to a claim, and why.
    #[must_use]
    pub fn robot_choice(&self, seat: Seat, robots: &Robots) -> Option<Choice> {
        let r = self.round();
        let seed = self.config().seed;
        if let Some(c) = r.pending_claim() {
            if c.by.side() == seat.side() {
                return None;
            }
            // The claimer's hand is faced (Law 68): accept a claim that holds whatever the
            // others hold.
            let refuted = match r {
                AnyRound::Bridge(x) => x.play().map(|p| levee_bots::claim_refutation(p, c.by, c.tricks)),
                AnyRound::Minibridge(x) => x.play().map(|p| levee_bots::claim_refutation(p, c.by, c.tricks)),
                _ => None,
            };
            let accept = matches!(refuted, Some(None));
            let why = match &refuted {
                Some(Some((hands, t))) => {
                    // The layout that defeats it: the hands the claimer cannot see.
                    let hidden: Vec<String> = Seat::ALL
                        .into_iter()
                        .filter(|s| *s != c.by && (Some(*s) != r.dummy() || !r.dummy_visible()))
                        .map(|s| format!("{s} {}", hands[s]))
                        .collect();
                    Text::message("claim-defeated-by")
                        .with("hands", Arg::plain(hidden.join(", ")))
                        .with("tricks", Arg::plain(t))
                }
                _ if accept => Text::message("claim-holds"),
                _ => Text::message("claim-defeated"),
            };
            let event = Event::Answered { seat, accept, why: (!accept).then(|| why.clone()) };
            return Some(Choice { event, why: why.english(), values: Vec::new() });
        }
        if r.to_act() != Some(seat) {
            return None;
        }
        let hand = r.hand(seat);
        match r {
            AnyRound::Bridge(x) if r.phase() == levee_core::Phase::Auction => {
                let e = bidder().call(x.auction(), x.vulnerability(), hand);
                let call = if x.auction().check(e.call).is_ok() { e.call } else { levee_core::Call::Pass };
                let why = e.to_string();
                Some(Choice {
                    event: Event::Called { seat, call: AnyCall::from(call), meaning: Some(Text::from(e.meaning)) },
                    why,
                    values: Vec::new(),
                })
            }
            AnyRound::Minibridge(x) if r.phase() == levee_core::Phase::Auction => {
                let (_, say) = x.bidding().expected()?;
                Some(Choice {
                    event: Event::Called { seat, call: AnyCall::Say(say), meaning: None },
                    why: format!("« {say} »: minibridge's procedure"),
                    values: Vec::new(),
                })
            }
            AnyRound::Bridgeote(x) if r.phase() == levee_core::Phase::Auction => {
                let bidder = bridgeote_bidder(robots, seed);
                let mut solver = levee_bots::bridgeote::Solver::new();
                let e = bidder.call(x.bidding(), hand, &mut solver);
                let call = if x.bidding().check(e.call).is_ok() { e.call } else { bridgeote::Call::Pass };
                Some(Choice {
                    why: e.meaning.english(),
                    event: Event::Called { seat, call: AnyCall::from(call), meaning: Some(e.meaning) },
                    values: Vec::new(),
                })
            }
            AnyRound::Bridge(x) => {
                let shown = bidder().read(x.auction()).shown;
                let bidding =
                    levee_bots::Bidding { bidder: bidder(), auction: x.auction(), vulnerability: x.vulnerability() };
                self.bridge_card(x.play()?, seat, robots, shown, Some(bidding))
            }
            AnyRound::Minibridge(x) => {
                let shown = minibridge_told(x.bidding().said());
                self.bridge_card(x.play()?, seat, robots, shown, None)
            }
            AnyRound::Bataille(x) => self.bridge_card(x.play()?, seat, robots, [Shape::ANY; 4], None),
            AnyRound::Bridgeote(x) => {
                let play = x.play()?;
                let me = play.to_play()?;
                let seen = seen_play(play, me);
                let (card, values) = if robots.belote_samples == 0 {
                    (levee_bots::bridgeote::baseline_card(&seen), Vec::new())
                } else {
                    let player = levee_bots::bridgeote::CardPlayer::new(levee_bots::bridgeote::Settings {
                        samples: robots.belote_samples,
                        seed,
                    });
                    let c = player.choose(&seen, &mut levee_bots::bridgeote::Solver::new());
                    (c.card, c.values)
                };
                Some(Choice {
                    event: Event::Played { seat, card },
                    why: format!("{} layouts", robots.belote_samples),
                    values,
                })
            }
        }
    }

    /// A bridge card (or a claim) for `seat`, the seat to act, from what it sees.
    fn bridge_card(
        &self,
        play: &Play<levee_core::Bridge>,
        seat: Seat,
        robots: &Robots,
        shown: [Shape; 4],
        bidding: Option<levee_bots::Bidding<'_>>,
    ) -> Option<Choice> {
        let seen = seen_play(play, seat);
        // Claim only when robots answer: a person who rejected would be asked again.
        let robots_answer = self.is_robot(seat.lho()) && self.is_robot(seat.rho());
        if self.round().variant_has_claims()
            && robots_answer
            && play.declarer().is_some_and(|d| d.side() == seat.side())
            && play.remaining_tricks() > 1
            && levee_bots::can_claim_all(&seen)
        {
            let tricks = play.remaining_tricks();
            return Some(Choice {
                event: Event::Claimed { seat, tricks },
                why: format!("claims the remaining {tricks} trick(s): every card is a winner"),
                values: Vec::new(),
            });
        }
        if robots.card.samples == 0 {
            let card = levee_bots::baseline_card(&seen);
            return Some(Choice {
                event: Event::Played { seat, card },
                why: "the simple rule (win cheaply, else play low)".into(),
                values: Vec::new(),
            });
        }
        let player = CardPlayer::new(Settings { seed: self.config().seed, ..robots.card });
        let c = player.choose_after(&seen, &shown, bidding);
        Some(Choice { event: Event::Played { seat, card: c.card }, why: c.why, values: c.values })
    }
}

/// What a robot would do, and why.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    /// The action.
    pub event: Event,
    /// Why, in words a player reads.
    pub why: String,
    /// Each legal card with its average over the layouts solved, best first (cards only).
    pub values: Vec<(levee_core::Card, f64)>,
}

fn bridgeote_bidder(robots: &Robots, seed: u64) -> levee_bots::bridgeote::Bidder {
    levee_bots::bridgeote::Bidder { samples: robots.belote_bid_samples, seed }
}
