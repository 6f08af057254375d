//! What one seat may see of a table — the only way anything of a deal leaves the table. A
//! seat sees its own hand, dummy once the opening lead is faced, the calls with what they
//! meant, the cards played, its legal calls or cards when it is to act (declarer for dummy),
//! the scores; a spectator sees what is public; at the end of a deal everyone sees every hand.

use crate::round::AnyRound;
use crate::table::Table;
use levee_core::{Phase, Seat, Side, Suit, Variant};
use levee_i18n::Lang;
use serde::Serialize;

/// Who looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// A player at this seat.
    Seat(Seat),
    /// Someone watching: only what is public.
    Spectator,
}

impl Viewer {
    fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        }
    }
}

/// A seat as the view shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// `N`, `E`, `S`, `W`.
    pub seat: String,
    /// The person's name, `robot`, or empty.
    pub name: String,
    /// A robot plays it.
    pub robot: bool,
}

/// A call as the view shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CallView {
    /// Who.
    pub seat: String,
    /// The call as players write it (Bridgeote with its jump mark: `90♠(+2)`).
    pub call: String,
    /// What it means, when known.
    pub meaning: Option<String>,
}

/// A trick as the view shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TrickView {
    /// Who led.
    pub leader: String,
    /// The cards from the leader (`HA`).
    pub cards: Vec<String>,
    /// Who won it (complete tricks only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
}

/// What the seat to act may do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Legal {
    /// Calls, with what each would mean (bridge) or how it is written (Bridgeote's symbols).
    Calls {
        /// The calls as typed (`1S`, `80H`).
        calls: Vec<String>,
        /// What each would mean in the robots' system.
        #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
        meanings: std::collections::BTreeMap<String, String>,
        /// How each is shown (`80♥`).
        #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
        labels: std::collections::BTreeMap<String, String>,
    },
    /// Cards.
    Cards {
        /// The cards as typed (`HA`).
        cards: Vec<String>,
    },
}

/// A finished board in the score list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScoreLine {
    /// Its number.
    pub board: u32,
    /// North–South's score.
    pub ns: i32,
    /// The contract, if one was played.
    pub contract: Option<String>,
    /// Its declarer.
    pub declarer: Option<String>,
    /// Tricks taken by declarer's side.
    pub result: Option<u8>,
}

/// A score sheet (rubber, Chicago, Bridgeote's game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SheetView {
    /// Entries above and below the line (rubber and Chicago).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub entries: Vec<SheetEntry>,
    /// North–South's total.
    pub we: i32,
    /// East–West's total.
    pub they: i32,
    /// The sheet drawn as the seeds draw it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drawn: Option<String>,
    /// Its title.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// One entry of a sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SheetEntry {
    /// `we` (North–South) or `they`.
    pub side: &'static str,
    /// Points.
    pub points: i32,
    /// Below the line.
    pub below: bool,
}

/// What one viewer may see of a table now.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    /// The game's name.
    pub game: &'static str,
    /// Events applied so far.
    pub version: u64,
    /// The viewer's seat, if seated.
    pub you: Option<String>,
    /// The deal's number.
    pub board: u32,
    /// The dealer.
    pub dealer: String,
    /// The vulnerability (`—` where the game has none).
    pub vulnerability: String,
    /// The scoring's name (`game1500`: what programs send).
    pub scoring: &'static str,
    /// The scoring as players say it (`game to 1500`: what pages show).
    pub scoring_label: &'static str,
    /// The seats.
    pub seats: Vec<SeatView>,
    /// `auction`, `play` or `over`.
    pub phase: &'static str,
    /// Each seat's cards, as players see them sorted (dummy with its trumps first), where the
    /// viewer may see them.
    pub hands: Vec<Option<Vec<String>>>,
    /// Cards each seat holds.
    pub counts: Vec<u32>,
    /// The calls (bridge and Bridgeote).
    pub auction: Vec<CallView>,
    /// Minibridge: what each player said (« J'ouvre »...).
    pub told: Vec<Told>,
    /// The tricks completed.
    pub tricks: Vec<TrickView>,
    /// The trick in progress, once the play has begun.
    pub current: Option<TrickView>,
    /// Who acts now.
    pub to_act: Option<String>,
    /// What the viewer may do, when it is to act.
    pub legal: Option<Legal>,
    /// Tricks won.
    pub ns_tricks: u8,
    /// Tricks won.
    pub ew_tricks: u8,
    /// A pending claim.
    pub claim: Option<ClaimView>,
    /// Why the last claim was refused, until the next card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claim_refused: Option<String>,
    /// The seats that asked for the next deal, while others have not yet.
    pub ready: Vec<String>,
    /// The boards finished (bridge, minibridge, la bataille).
    pub scores: Vec<ScoreLine>,
    /// The session is over.
    pub match_over: bool,
    /// The contract and declarer, once set.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contract: Option<ContractView>,
    /// A score sheet (rubber, Chicago, Bridgeote).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheet: Option<SheetView>,
    /// The whole deal, once it is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deal: Option<String>,
    /// How the last deal ended, in a line, once it has.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended: Option<String>,
    /// The viewer may cancel the deal (the four sevens).
    pub can_annul: bool,
    /// Whether the viewer may take back their last call or card (a person alone with robots).
    pub can_undo: bool,
    /// Bridgeote: the card points each side has made this deal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<Points>,
    /// Bridgeote: « belote » and « rebelote » said with the cards.
    pub said: Vec<SaidView>,
    /// What the people at the table said to it, the latest last.
    pub talk: Vec<TalkView>,
    /// Bridgeote: one line per finished deal.
    pub results: Vec<String>,
    /// Bridgeote: the current game's totals, target and winner.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub totals: Option<Totals>,
}

/// A Bridgeote game's totals.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Totals {
    /// North–South.
    pub ns: u32,
    /// East–West.
    pub ew: u32,
    /// The target (1500, or 500).
    pub target: u32,
    /// The winner, once there is one.
    pub winner: Option<String>,
}

/// What a minibridge player said.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Told {
    /// Who.
    pub seat: String,
    /// What, with the points behind it.
    pub says: String,
}

/// A pending claim.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClaimView {
    /// Who claims.
    pub by: String,
    /// Tricks of those left.
    pub tricks: u8,
}

/// The contract.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ContractView {
    /// As players write it.
    pub contract: String,
    /// Declarer.
    pub declarer: String,
}

/// Bridgeote's card points this deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Points {
    /// North–South.
    pub ns: u32,
    /// East–West.
    pub ew: u32,
}

/// A message said to the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TalkView {
    /// Who.
    pub seat: String,
    /// Their name.
    pub name: String,
    /// The words (text: a page shows them as text, never as markup).
    pub text: String,
}

/// A Bridgeote announcement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SaidView {
    /// The card's index in the play.
    pub card: usize,
    /// Who.
    pub seat: String,
    /// « belote » or « rebelote ».
    pub says: &'static str,
}

/// A hand's cards in the order the pages show them: suit by suit in `order`, each from the
/// top down.
#[must_use]
pub fn in_order(h: levee_core::Hand, order: [Suit; 4]) -> Vec<String> {
    order.iter().flat_map(|s| h.in_suit(*s).iter_desc().map(|c| c.to_string())).collect()
}

impl Table {
    /// What `viewer` may see now, its words in English.
    #[must_use]
    pub fn view(&self, viewer: Viewer) -> View {
        self.view_in(viewer, Lang::En)
    }

    /// What `viewer` may see now, the engine's words (results, refusals, the robots'
    /// explanations) in `lang`.
    #[must_use]
    pub fn view_in(&self, viewer: Viewer, lang: Lang) -> View {
        let r = self.round();
        let me = viewer.seat();
        let over = r.phase() == Phase::Over;
        let dummy = r.dummy().filter(|_| r.dummy_visible());
        let hands: Vec<Option<Vec<String>>> = Seat::ALL
            .iter()
            .map(|&s| {
                let visible = over || Some(s) == me || Some(s) == dummy;
                if !visible {
                    return None;
                }
                let h = if over { r.dealt(s) } else { r.hand(s) };
                // In the order a player sees it: seed 003's for a hand, trumps first for dummy.
                let order = if r.dummy() == Some(s) { Suit::dummy_order(r.trump()) } else { Suit::IN_HAND };
                Some(in_order(h, order))
            })
            .collect();
        let counts: Vec<u32> = Seat::ALL.iter().map(|&s| r.hand(s).len()).collect();
        let auction = self.calls_view(lang);
        let told: Vec<Told> = match r {
            AnyRound::Minibridge(x) => x
                .bidding()
                .announcements()
                .iter()
                .map(|a| Told { seat: a.seat().to_string(), says: a.to_string() })
                .collect(),
            _ => Vec::new(),
        };
        let tricks: Vec<TrickView> = r.tricks().iter().map(trick_view).collect();
        let current = r.current_trick().as_ref().map(trick_view);
        let to_act = r.to_act();
        let legal = match (me, to_act) {
            (Some(v), Some(a)) if v == a && r.pending_claim().is_none() => self.legal_view(lang),
            _ => None,
        };
        let scores: Vec<ScoreLine> = if self.variant() == Variant::Bridgeote {
            Vec::new()
        } else {
            self.finished()
                .iter()
                .map(|f| {
                    let contract = f.round.contract();
                    let result = match &f.round {
                        AnyRound::Bridge(x) => x.declarer_tricks(),
                        AnyRound::Minibridge(x) => x.declarer_tricks(),
                        _ => None,
                    };
                    ScoreLine {
                        board: f.board,
                        ns: f.ns_score,
                        contract: contract.as_ref().map(|c| c.0.clone()),
                        declarer: contract.map(|c| c.1.to_string()),
                        result,
                    }
                })
                .collect()
        };
        let belote = self.variant() == Variant::Bridgeote;
        let points = match r {
            AnyRound::Bridgeote(x) => x.play().map(|p| {
                let m = levee_core::bridgeote::points_with(p, self.session().options().capot);
                Points { ns: m[Side::NorthSouth], ew: m[Side::EastWest] }
            }),
            _ => None,
        };
        View {
            game: self.variant().name(),
            version: self.version(),
            you: me.map(|s| s.to_string()),
            board: self.board(),
            dealer: r.dealer().to_string(),
            vulnerability: if belote { "—".into() } else { r.vulnerability().to_string() },
            scoring: self.session().scoring().name(),
            scoring_label: self.session().scoring().label(),
            seats: self.seats_view(),
            phase: match r.phase() {
                Phase::Auction => "auction",
                Phase::Play => "play",
                Phase::Over => "over",
            },
            hands,
            counts,
            auction,
            told,
            tricks,
            current,
            to_act: to_act.map(|s| s.to_string()),
            legal,
            ns_tricks: r.tricks_won(Side::NorthSouth),
            ew_tricks: r.tricks_won(Side::EastWest),
            claim: r.pending_claim().map(|c| ClaimView { by: c.by.to_string(), tricks: c.tricks }),
            claim_refused: self.claim_refused().map(|t| t.render(lang)),
            ready: self.ready().iter().map(ToString::to_string).collect(),
            scores,
            match_over: self.is_over(),
            contract: r.contract().map(|(c, d)| ContractView { contract: c, declarer: d.to_string() }),
            sheet: self.sheet_view(lang),
            deal: over.then(|| r.deal_text()),
            ended: over.then(|| self.finished().last().map(|f| f.said.render(lang))).flatten(),
            can_annul: me.is_some() && me == r.may_cancel(),
            can_undo: me.is_some_and(|s| !over && self.check(&crate::Event::Undone { seat: s }).is_ok()),
            points,
            said: self.said().iter().map(|(i, s, w)| SaidView { card: *i, seat: s.to_string(), says: w }).collect(),
            talk: self
                .talk()
                .iter()
                .map(|t| TalkView { seat: t.seat.to_string(), name: t.name.clone(), text: t.text.clone() })
                .collect(),
            results: if belote { self.finished().iter().map(|f| f.said.render(lang)).collect() } else { Vec::new() },
            totals: self.session().belote().and_then(|m| m.games().last()).map(|g| {
                let t = g.totals();
                Totals {
                    ns: t[Side::NorthSouth],
                    ew: t[Side::EastWest],
                    target: g.target(),
                    winner: g.winner().map(|w| w.to_string()),
                }
            }),
        }
    }

    fn seats_view(&self) -> Vec<SeatView> {
        Seat::ALL
            .iter()
            .map(|&s| match &self.seats()[s.index()] {
                Some(p) => SeatView { seat: s.to_string(), name: p.name.clone(), robot: false },
                None => {
                    let robot = self.config().robots;
                    SeatView { seat: s.to_string(), name: if robot { "robot".into() } else { String::new() }, robot }
                }
            })
            .collect()
    }

    fn calls_view(&self, lang: Lang) -> Vec<CallView> {
        let r = self.round();
        let meaning = |i: usize| self.meanings().get(i).cloned().flatten().map(|m| m.render(lang));
        match r {
            AnyRound::Bridge(x) => x
                .auction()
                .iter()
                .enumerate()
                .map(|(i, (s, c))| CallView { seat: s.to_string(), call: c.to_string(), meaning: meaning(i) })
                .collect(),
            AnyRound::Bridgeote(x) => {
                let marks = x.bidding().marks();
                x.bidding()
                    .calls_by_seat()
                    .enumerate()
                    .map(|(i, (s, c))| {
                        let mark = marks.get(i).copied().flatten().map(|m| format!("(+{m})")).unwrap_or_default();
                        CallView { seat: s.to_string(), call: format!("{c:#}{mark}"), meaning: meaning(i) }
                    })
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    fn legal_view(&self, lang: Lang) -> Option<Legal> {
        let r = self.round();
        match r.phase() {
            Phase::Auction => {
                let calls = r.legal_calls();
                let mut meanings = std::collections::BTreeMap::new();
                let mut labels = std::collections::BTreeMap::new();
                match r {
                    AnyRound::Bridge(x) => {
                        for c in &calls {
                            if let Some(b) = c.bridge() {
                                meanings.insert(
                                    c.to_string(),
                                    levee_i18n::phrase(lang, &crate::call::bidder().explain(x.auction(), b).meaning),
                                );
                            }
                        }
                    }
                    AnyRound::Bridgeote(_) => {
                        for c in &calls {
                            if let Some(b) = c.belote() {
                                labels.insert(c.to_string(), format!("{b:#}"));
                            }
                        }
                    }
                    _ => {}
                }
                Some(Legal::Calls { calls: calls.iter().map(ToString::to_string).collect(), meanings, labels })
            }
            Phase::Play => Some(Legal::Cards { cards: r.legal_cards().iter_desc().map(|c| c.to_string()).collect() }),
            Phase::Over => None,
        }
    }

    fn sheet_view(&self, lang: Lang) -> Option<SheetView> {
        let entries = |e: &[levee_score::Entry]| -> Vec<SheetEntry> {
            e.iter()
                .map(|e| SheetEntry {
                    side: if e.side == Side::NorthSouth { "we" } else { "they" },
                    points: e.points,
                    below: e.is_below(),
                })
                .collect()
        };
        let s = self.session();
        if let Some(r) = s.rubber() {
            let t = r.totals();
            return Some(SheetView {
                entries: entries(r.entries()),
                we: t[Side::NorthSouth],
                they: t[Side::EastWest],
                drawn: Some(r.draw_in(&|w| levee_i18n::phrase(lang, w))),
                title: None,
            });
        }
        if let Some(c) = s.chicago() {
            let t = c.totals();
            return Some(SheetView {
                entries: entries(c.entries()),
                we: t[Side::NorthSouth],
                they: t[Side::EastWest],
                drawn: None,
                title: None,
            });
        }
        s.belote().map(|m| {
            let t = m.games().last().map(|g| g.totals()).unwrap_or_default();
            SheetView {
                entries: Vec::new(),
                we: i32::try_from(t[Side::NorthSouth]).unwrap_or(i32::MAX),
                they: i32::try_from(t[Side::EastWest]).unwrap_or(i32::MAX),
                drawn: Some(m.draw_in(&|w| levee_i18n::phrase(lang, w))),
                title: Some("Bridgeote".into()),
            }
        })
    }
}

fn trick_view(t: &crate::round::TrickCards) -> TrickView {
    TrickView {
        leader: t.leader.to_string(),
        cards: t.cards.iter().map(ToString::to_string).collect(),
        winner: t.winner.map(|w| w.to_string()),
    }
}
