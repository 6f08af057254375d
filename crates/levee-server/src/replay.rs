//! A finished board as the replay viewer steps through it: the four hands, each call and card
//! in order with who made it, the tricks as they fall, and double dummy's word on every card
//! (the tricks North-South take with best play from there, and the cards that cost a trick),
//! with the board's double-dummy table and par. Built from a record, so a board of a table
//! and a board of a file a player uploads are shown alike.

use levee_core::{Bridge, Play, Seat, Side, Suit};
use levee_formats::{ContractTag, Record};
use serde_json::{Value, json};

/// The suits in the order a hand is shown.
const ORDER: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

/// A record's board for the viewer; `None` when it has no whole deal (nothing to show).
#[must_use]
pub fn board(record: &Record, solved: Option<Value>) -> Option<Value> {
    let deal = record.deal.as_ref()?.full()?;
    let dealer = record.dealer.unwrap_or(Seat::North);
    let vul = record.vulnerability.unwrap_or_default();
    let hands: Vec<Vec<String>> = Seat::ALL.iter().map(|&s| levee_table::view::in_order(deal.hand(s), ORDER)).collect();
    let mut steps: Vec<Value> = Vec::new();
    if let Some(a) = &record.auction {
        let mut seat = a.dealer;
        for call in a.known_calls() {
            steps.push(json!({"kind": "call", "seat": seat.to_string(), "call": call.to_string()}));
            seat = seat.lho();
        }
    }
    let contract = match (&record.contract, record.declarer) {
        (Some(ContractTag::Contract(c)), Some(d)) => Some((*c, d)),
        _ => None,
    };
    let mut ns_before = None;
    if let (Some((c, declarer)), Some(p)) = (contract, &record.play) {
        let (cards, _) = p.sequence(&deal, c.strain, declarer);
        let review = levee_bots::review::review(&deal, c.strain, declarer, &cards);
        ns_before = Some(review.ns_before);
        // The tricks as they fall: who won each, and the count after each card.
        let mut play: Play<Bridge> = Play::new(deal, c.strain, declarer);
        for step in &review.steps {
            let won = play.play_unchecked(step.card);
            steps.push(json!({
                "kind": "card",
                "seat": step.seat.to_string(),
                "card": step.card.to_string(),
                "ns_after": step.ns_after,
                "lost": step.lost,
                "won_by": won.map(|w| w.to_string()),
                "ns": play.tricks_won(Side::NorthSouth),
                "ew": play.tricks_won(Side::EastWest),
            }));
        }
    }
    // The table's own hand record may have solved the deal already.
    let analysis = solved.unwrap_or_else(|| crate::table::analysis(&deal, dealer, vul).0);
    let players: Vec<Option<String>> = Seat::ALL.iter().map(|&s| record.players[s].clone()).collect();
    Some(json!({
        "board": record.board,
        "dealer": dealer.to_string(),
        "vulnerability": vul.to_string(),
        "hands": hands,
        "players": players,
        "contract": record.contract.as_ref().map(ToString::to_string),
        "declarer": record.declarer.map(|d| d.to_string()),
        "result": record.result,
        "ns_before": ns_before,
        "steps": steps,
        "analysis": analysis,
    }))
}

/// The boards of a file's text (PBN, LIN or levee's JSON), a line each for the viewer's list:
/// their number, contract and declarer, result, and whether the deal is whole.
///
/// # Errors
/// When the text is none of those formats, or holds no board.
pub fn read_file(text: &str) -> Result<Vec<Record>, String> {
    let format =
        levee_formats::Format::sniff(text).ok_or("not a PBN, LIN or levee JSON file: nothing to replay".to_string())?;
    let records: Vec<Record> = format.read(text).good().into_iter().filter(|r| r.deal.is_some()).collect();
    if records.is_empty() {
        return Err("the file holds no board with a deal".into());
    }
    Ok(records)
}

/// A line of a file's list of boards.
#[must_use]
pub fn summary(k: usize, r: &Record) -> Value {
    json!({
        "index": k,
        "board": r.board,
        "contract": r.contract.as_ref().map(ToString::to_string),
        "declarer": r.declarer.map(|d| d.to_string()),
        "result": r.result,
        "whole": r.deal.as_ref().and_then(levee_formats::PartialDeal::full).is_some(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use levee_core::Card;

    /// Cards a hand still holds after `played`.
    fn still_held(hand: &[String], played: &[Card]) -> usize {
        hand.iter().filter(|c| !played.iter().any(|p| p.to_string() == **c)).count()
    }

    #[test]
    fn a_played_board_steps_through_every_call_and_card() {
        let pbn = r#"[Board "3"]
[Dealer "S"]
[Vulnerable "EW"]
[Deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 AK5.AQ3.KQ9.A765 T942.T84.32.KJ32"]
[Declarer "S"]
[Contract "3NT"]
[Result "10"]
[Auction "S"]
2NT Pass 3NT Pass
Pass Pass
[Play "W"]
S2 SQ S3 SA
"#;
        let records = read_file(pbn).unwrap();
        let b = board(&records[0], None).unwrap();
        assert_eq!(b["dealer"], "S");
        assert_eq!(b["contract"], "3NT");
        let steps = b["steps"].as_array().unwrap();
        let calls: Vec<&str> =
            steps.iter().filter(|s| s["kind"] == "call").map(|s| s["call"].as_str().unwrap()).collect();
        assert_eq!(calls, ["2NT", "P", "3NT", "P", "P", "P"]);
        assert_eq!(steps[0]["seat"], "S");
        let cards: Vec<&Value> = steps.iter().filter(|s| s["kind"] == "card").collect();
        assert_eq!(cards.len(), 4);
        assert_eq!((cards[0]["seat"].as_str(), cards[0]["card"].as_str()), (Some("W"), Some("S2")));
        assert_eq!(cards[3]["won_by"], "S");
        assert_eq!((cards[3]["ns"].as_u64(), cards[3]["ew"].as_u64()), (Some(1), Some(0)));
        assert!(cards[2]["won_by"].is_null());
        // Double dummy's word agrees with the board's table: 3NT by South's tricks before the
        // lead are North-South's total then.
        let nt_south = b["analysis"]["double_dummy"][0]["tricks"][2].as_u64().unwrap();
        assert_eq!(b["ns_before"].as_u64(), Some(nt_south));
        let hands = b["hands"].as_array().unwrap();
        let played: Vec<Card> = ["S2", "SQ", "S3", "SA"].iter().map(|c| c.parse().unwrap()).collect();
        let held: usize = hands
            .iter()
            .map(|h| {
                still_held(
                    &h.as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect::<Vec<_>>(),
                    &played,
                )
            })
            .sum();
        assert_eq!(held, 48);
        assert!(read_file("hello").is_err());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

        // Whatever a player uploads: a list or a plain error, and any board read shows or is
        // refused, never a panic.
        #[test]
        fn any_file_is_read_or_refused(text in "(\\[[A-Za-z]{1,8} \"[^\"]{0,40}\"\\]\n|[A-Za-z0-9 .|,]{0,30}\n){0,12}") {
            if let Ok(records) = read_file(&text) {
                for r in &records {
                    let _ = summary(0, r);
                    let _ = board(r, None);
                }
            }
        }
    }
}
