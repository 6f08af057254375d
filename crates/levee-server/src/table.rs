//! A table as the server hosts it: the engine's table (`levee-table`: seats, the deal in
//! progress, events, views, robots, the session's score) with its id, the seats' tokens
//! checked against the digests the events keep, views as the pages' JSON, and the finished
//! boards as PBN. Everything about the game is the engine's.

use crate::guard;
use levee_core::{Deal, Seat, Strain, Vulnerability};
use levee_formats::Record;
use levee_table::{AnyRound, Robots, Table, Viewer};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::time::Duration;

pub use levee_table::{Event, Intention, Refused, Scoring};

/// A hosted table: the engine's table and its id.
#[derive(Debug, Clone)]
pub struct Hosted {
    /// The table's id.
    pub id: String,
    /// The table.
    pub table: Table,
}

impl Hosted {
    /// The table a `Created` event makes.
    ///
    /// # Errors
    /// When the event is not `Created` or its scoring does not fit its game.
    pub fn create(id: &str, ev: &Event) -> Result<Hosted, Refused> {
        Ok(Hosted { id: id.to_string(), table: Table::create(ev)? })
    }

    /// Applies a stored event. A `Sat` written before tokens were kept as digests holds the
    /// token itself: it is digested as it is read.
    ///
    /// # Errors
    /// When the event does not apply here.
    pub fn replay(&mut self, ev: &Event) -> Result<(), Refused> {
        match ev {
            Event::Sat { seat, token, name } if !token.starts_with("sha256:") => {
                let digest = guard::token_digest(&self.id, *seat, token);
                self.table.apply(&Event::Sat { seat: *seat, token: digest, name: name.clone() }).map(|_| ())
            }
            _ => self.table.apply(ev).map(|_| ()),
        }
    }

    /// The seat a token belongs to (every seat's digest compared, in constant time).
    #[must_use]
    pub fn seat_of_token(&self, token: &str) -> Option<Seat> {
        self.table.seat_where(|s, digest| guard::same_secret(digest, &guard::token_digest(&self.id, s, token)))
    }

    /// What `viewer` may see, as the pages read it (`None`: a spectator).
    #[must_use]
    pub fn view(&self, viewer: Option<Seat>) -> Value {
        self.view_in(viewer, levee_i18n::Lang::En)
    }

    /// What `viewer` may see, the engine's words in `lang`.
    #[must_use]
    pub fn view_in(&self, viewer: Option<Seat>, lang: levee_i18n::Lang) -> Value {
        let v = self.table.view_in(viewer.map_or(Viewer::Spectator, Viewer::Seat), lang);
        let mut v = serde_json::to_value(v).unwrap_or_else(|e| unreachable!("a view serialises: {e}"));
        v["type"] = json!("view");
        v["table"] = json!(self.id);
        v
    }

    /// The finished bridge and minibridge boards as PBN, with the double-dummy tags of the
    /// boards in `solved`.
    #[must_use]
    pub fn pbn(&self, solved: &HashMap<u32, levee_core::TrickTable>) -> String {
        let scoring = self.table.session().scoring().pbn_tag(self.table.variant());
        let records: Vec<Record> = self
            .table
            .finished()
            .iter()
            .filter_map(|f| {
                let mut r = self.record(f)?;
                r.tags.push(levee_formats::Tag { name: "Scoring".into(), value: scoring.into(), section: Vec::new() });
                if let Some(t) = solved.get(&f.board) {
                    r.fill_double_dummy(*t, levee_score::par_forms);
                }
                Some(r)
            })
            .collect();
        levee_formats::pbn::write(&records)
    }

    /// A finished bridge or minibridge board's record: the deal, the auction, the play, the
    /// score and who sat where (a robot where nobody does).
    #[must_use]
    pub fn record(&self, f: &levee_table::Finished) -> Option<Record> {
        let players = Seat::ALL.map(|s| match &self.table.seats()[s.index()] {
            Some(p) => p.name.clone(),
            None if self.table.config().robots => "levee robot".to_string(),
            None => "?".to_string(),
        });
        let mut r = match &f.round {
            AnyRound::Bridge(g) => Record::from_game(g, Some(f.board)),
            AnyRound::Minibridge(g) => Record::from_round(g, Some(f.board)),
            _ => return None,
        };
        r.fill_score(|res, tricks, vul| levee_score::board_score(res, tricks, vul).ok());
        for (seat, name) in Seat::ALL.iter().zip(players) {
            r.players[*seat] = Some(name);
        }
        Some(r)
    }

    /// The last finished board's deal, dealer and vulnerability, for its hand record (bridge
    /// and minibridge).
    #[must_use]
    pub fn last_board(&self) -> Option<(u32, Deal, Seat, Vulnerability)> {
        let f = self.table.finished().last()?;
        match &f.round {
            AnyRound::Bridge(g) => Some((f.board, *g.deal(), g.dealer(), g.vulnerability())),
            AnyRound::Minibridge(g) => Some((f.board, *g.cards(), g.dealer(), g.vulnerability())),
            _ => None,
        }
    }
}

/// The robots at the server's tables: few layouts (a table must not wait), reproducible
/// games (the sample count decides, the hard budget keeps a table from waiting on one
/// pathological layout), the quick baseline robot with none.
#[must_use]
pub fn robots(samples: usize) -> Robots {
    Robots {
        card: levee_bots::Settings {
            samples,
            time_per_card: Duration::from_secs(3600),
            max_time_per_card: Duration::from_secs(30),
            ..levee_bots::Settings::default()
        },
        belote_samples: samples,
        belote_bid_samples: 0,
    }
}

/// The hand record's analysis of a deal: the double-dummy table (tricks for each declarer in
/// each strain) and par for the dealer and vulnerability.
#[must_use]
pub fn analysis(deal: &Deal, dealer: Seat, vul: Vulnerability) -> (Value, levee_core::TrickTable) {
    let table = levee_dds::Solver::new().table(deal);
    let par = levee_score::par(&table, vul, dealer.side());
    let rows: Vec<Value> = Strain::DESC
        .iter()
        .map(|&s| json!({"strain": s.to_string(), "tricks": Seat::ALL.map(|d| table.get(s, d))}))
        .collect();
    let contracts: Vec<String> = par.contracts.iter().map(levee_score::ParContract::people_form).collect();
    (json!({"double_dummy": rows, "par": {"ns": par.score, "contracts": contracts}}), table)
}
