//! levee's JSON: a list of boards, each field in the words of the game (`"deal":
//! "N:AKQ..."`, `"calls": [{"call": "1NT", "alert": true}]`), so that people and the server
//! read the same text.

use crate::model::{
    AuctionRecord, CallEntry, CardEntry, ContractTag, PartialDeal, PlayRecord, Record, SectionEnd, Tag,
};
use crate::{FileProblem, ReadOutcome};
use levee_core::{BySeat, Contract, Seat, Strain, TrickTable, Vulnerability};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One board in JSON.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct BoardJson {
    /// Board number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<u32>,
    /// `N`, `E`, `S`, `W`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<String>,
    /// `None`, `NS`, `EW`, `All`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vulnerable: Option<String>,
    /// A PBN deal string, `-` for an unknown hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<String>,
    /// Player names by seat letter.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub players: BTreeMap<String, String>,
    /// The auction.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auction: Option<AuctionJson>,
    /// `4SX`, `Pass`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract: Option<String>,
    /// The declarer's seat letter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declarer: Option<String>,
    /// Tricks declarer took.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<u8>,
    /// The play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<PlayJson>,
    /// Double-dummy tricks: strain (`NT`, `S`, `H`, `D`, `C`) → tricks for N, E, S, W.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub double_dummy: Option<BTreeMap<String, [u8; 4]>>,
    /// Other tags as written.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<TagJson>,
    /// Comments.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub comments: Vec<String>,
}

/// An auction in JSON.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct AuctionJson {
    /// Who called first.
    pub dealer: String,
    /// The calls.
    pub calls: Vec<CallJson>,
    /// `stopped` (`*`) or `continues` (`+`) when the record ends early.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
}

/// A call in JSON.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CallJson {
    /// `P`, `X`, `XX`, `1NT`; `-` when not known.
    pub call: String,
    /// Alerted.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub alert: bool,
    /// Its explanation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
    /// Another annotation as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotation: Option<String>,
}

/// The play in JSON: each trick's cards by seat letter (`-` not known).
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct PlayJson {
    /// The opening leader.
    pub leader: String,
    /// Each trick: seat letter → card (`SA`), or `-`.
    pub tricks: Vec<BTreeMap<String, String>>,
    /// Annotations: `"trick.seat"` (`"3.W"`) → note text.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub notes: BTreeMap<String, String>,
    /// `stopped` or `continues`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
}

/// A tag in JSON.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct TagJson {
    /// Its name.
    pub name: String,
    /// Its value.
    pub value: String,
    /// Its section lines.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub section: Vec<String>,
}

fn end_name(e: SectionEnd) -> Option<String> {
    match e {
        SectionEnd::Open => None,
        SectionEnd::Stopped => Some("stopped".into()),
        SectionEnd::Continues => Some("continues".into()),
    }
}

fn end_from(s: Option<&str>) -> Result<SectionEnd, String> {
    match s {
        None | Some("" | "open") => Ok(SectionEnd::Open),
        Some("stopped") => Ok(SectionEnd::Stopped),
        Some("continues") => Ok(SectionEnd::Continues),
        Some(x) => Err(format!("end {x:?}: use stopped or continues")),
    }
}

impl From<&Record> for BoardJson {
    fn from(r: &Record) -> BoardJson {
        let mut players = BTreeMap::new();
        for s in Seat::ALL {
            if let Some(p) = &r.players[s] {
                players.insert(s.letter().to_string(), p.clone());
            }
        }
        let auction = r.auction.as_ref().map(|a| AuctionJson {
            dealer: a.dealer.letter().to_string(),
            calls: a
                .calls
                .iter()
                .map(|c| CallJson {
                    call: c.call.map_or_else(|| "-".to_string(), |c| c.to_string()),
                    alert: c.alert,
                    explanation: c.explanation.clone(),
                    annotation: c.suffix.clone(),
                })
                .collect(),
            end: end_name(a.end),
        });
        let play = r.play.as_ref().map(|p| {
            let mut notes = BTreeMap::new();
            let tricks = p
                .tricks
                .iter()
                .enumerate()
                .map(|(t, trick)| {
                    Seat::ALL
                        .iter()
                        .map(|s| {
                            let card = trick[*s].as_ref().map_or_else(
                                || "-".to_string(),
                                |e| {
                                    let key = format!("{}.{}", t + 1, s.letter());
                                    if let Some(x) = &e.explanation {
                                        notes.insert(key.clone(), x.clone());
                                    }
                                    match &e.suffix {
                                        Some(sfx) => format!("{}{sfx}", e.card),
                                        None => e.card.to_string(),
                                    }
                                },
                            );
                            (s.letter().to_string(), card)
                        })
                        .collect()
                })
                .collect();
            PlayJson { leader: p.leader.letter().to_string(), tricks, notes, end: end_name(p.end) }
        });
        let double_dummy = r
            .dd_table
            .map(|t| Strain::DESC.iter().map(|s| (s.code().to_string(), Seat::ALL.map(|d| t.get(*s, d)))).collect());
        BoardJson {
            board: r.board,
            dealer: r.dealer.map(|d| d.letter().to_string()),
            vulnerable: r.vulnerability.map(|v| v.pbn().to_string()),
            deal: r.deal.map(|d| d.to_pbn(r.dealer.unwrap_or(Seat::North))),
            players,
            auction,
            contract: r.contract.map(|c| c.to_string()),
            declarer: r.declarer.map(|d| d.letter().to_string()),
            result: r.result,
            play,
            double_dummy,
            tags: r
                .tags
                .iter()
                .map(|t| TagJson { name: t.name.clone(), value: t.value.clone(), section: t.section.clone() })
                .collect(),
            comments: r.comments.clone(),
        }
    }
}

fn seat(s: &str) -> Result<Seat, String> {
    s.parse().map_err(|_| format!("{s:?} is not a seat"))
}

impl TryFrom<&BoardJson> for Record {
    type Error = String;
    fn try_from(b: &BoardJson) -> Result<Record, String> {
        let mut r = Record { board: b.board, ..Record::default() };
        r.dealer = b.dealer.as_deref().map(seat).transpose()?;
        r.vulnerability =
            b.vulnerable.as_deref().map(|v| v.parse::<Vulnerability>().map_err(|e| e.to_string())).transpose()?;
        r.deal = b.deal.as_deref().map(PartialDeal::parse_pbn).transpose()?;
        for (k, v) in &b.players {
            r.players[seat(k)?] = Some(v.clone());
        }
        if let Some(a) = &b.auction {
            let mut calls = Vec::new();
            for c in &a.calls {
                let call = if c.call == "-" { None } else { Some(c.call.parse().map_err(|e| format!("{e}"))?) };
                calls.push(CallEntry {
                    call,
                    alert: c.alert,
                    explanation: c.explanation.clone(),
                    suffix: c.annotation.clone(),
                });
            }
            r.auction = Some(AuctionRecord { dealer: seat(&a.dealer)?, calls, end: end_from(a.end.as_deref())? });
        }
        r.contract = match b.contract.as_deref() {
            None => None,
            Some(c) if c.eq_ignore_ascii_case("pass") => Some(ContractTag::PassedOut),
            Some(c) => Some(ContractTag::Contract(c.parse::<Contract>().map_err(|e| e.to_string())?)),
        };
        r.declarer = b.declarer.as_deref().map(seat).transpose()?;
        r.result = b.result;
        if let Some(p) = &b.play {
            let mut tricks = Vec::new();
            for (t, trick) in p.tricks.iter().enumerate() {
                let mut row: BySeat<Option<CardEntry>> = BySeat::from_fn(|_| None);
                for (k, v) in trick {
                    let s = seat(k)?;
                    if v == "-" {
                        continue;
                    }
                    // The card, then its annotation glued on as the writer puts it: from the
                    // first `!`, `?` or `$` (a PBN read of `S6?S3` keeps `?S3` as the suffix).
                    let cut = v.find(['!', '?', '$']).unwrap_or(v.len());
                    let (card, sfx) = v.split_at(cut);
                    let mut e = CardEntry::new(card.parse().map_err(|e| format!("trick {}: {e}", t + 1))?);
                    if !sfx.is_empty() {
                        e.suffix = Some(sfx.to_string());
                    }
                    e.explanation = p.notes.get(&format!("{}.{}", t + 1, s.letter())).cloned();
                    row[s] = Some(e);
                }
                tricks.push(row);
            }
            r.play = Some(PlayRecord { leader: seat(&p.leader)?, tricks, end: end_from(p.end.as_deref())? });
        }
        if let Some(dd) = &b.double_dummy {
            let mut t = TrickTable::default();
            for (k, v) in dd {
                let strain: Strain = k.parse().map_err(|e: levee_core::ParseStrainError| e.to_string())?;
                for (d, n) in Seat::ALL.into_iter().zip(v) {
                    if *n > 13 {
                        return Err(format!("double_dummy {k}: {n} tricks"));
                    }
                    t.set(strain, d, *n);
                }
            }
            r.dd_table = Some(t);
        }
        r.tags = b
            .tags
            .iter()
            .map(|t| Tag { name: t.name.clone(), value: t.value.clone(), section: t.section.clone() })
            .collect();
        r.comments.clone_from(&b.comments);
        Ok(r)
    }
}

/// Reads levee's JSON: a list of boards (or one board). A board that does not read or breaks
/// the rules is reported by its index; the others are kept.
#[must_use]
pub fn read(text: &str) -> ReadOutcome {
    let mut outcome = ReadOutcome::default();
    let values: Vec<serde_json::Value> = match serde_json::from_str::<serde_json::Value>(text) {
        Ok(serde_json::Value::Array(v)) => v,
        Ok(v @ serde_json::Value::Object(_)) => vec![v],
        Ok(_) => {
            outcome.problems.push(FileProblem::error(0, None, 1, "JSON: expected a list of boards".into()));
            return outcome;
        }
        Err(e) => {
            outcome.problems.push(FileProblem::error(0, None, e.line(), format!("JSON: {e}")));
            return outcome;
        }
    };
    for (i, v) in values.into_iter().enumerate() {
        let board = v.get("board").and_then(serde_json::Value::as_u64).and_then(|n| u32::try_from(n).ok());
        let record =
            serde_json::from_value::<BoardJson>(v).map_err(|e| e.to_string()).and_then(|b| Record::try_from(&b));
        match record {
            Ok(r) => {
                for p in r.validate() {
                    outcome.problems.push(FileProblem {
                        record: i,
                        board,
                        line: 0,
                        severity: p.severity,
                        message: p.message,
                    });
                }
                outcome.records.push(r);
            }
            Err(e) => {
                outcome.problems.push(FileProblem::error(i, board, 0, format!("board {}: {e}", i + 1)));
                outcome.records.push(Record { board, ..Record::default() });
            }
        }
    }
    outcome
}

/// Writes records as a JSON list, one board an element.
#[must_use]
pub fn write(records: &[Record]) -> String {
    let boards: Vec<BoardJson> = records.iter().map(BoardJson::from).collect();
    let mut s = serde_json::to_string_pretty(&boards).unwrap_or_else(|_| "[]".into());
    s.push('\n');
    s
}
