//! LIN, the format of online play and vugraph archives: `key|value|` pairs. A board is the
//! players (`pn`), the deal (`md`), the board (`ah`, `qx`), vulnerability (`sv`), the calls
//! (`mb`, explained by `an`), the cards (`pc`) and a claim (`mc`).

use crate::model::{
    AuctionRecord, CallEntry, ContractTag, PartialDeal, PlayRecord, Record, SectionEnd, Severity, Spot,
};
use crate::{FileProblem, ReadOutcome};
use levee_core::{Bid, Call, Card, Hand, Rank, Seat, Strain, Suit, Vulnerability};
use std::fmt::Write as _;

/// LIN lists hands and players from South.
const LIN_ORDER: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

#[derive(Debug, Default)]
struct RawBoard {
    line: usize,
    pairs: Vec<(String, String, usize)>,
}

impl RawBoard {
    fn has(&self, key: &str) -> bool {
        self.pairs.iter().any(|(k, _, _)| k == key)
    }
}

/// Reads a LIN file: every board, each checked, problems with their lines.
#[must_use]
pub fn read(text: &str) -> ReadOutcome {
    let mut outcome = ReadOutcome::default();
    let mut header_players: Option<String> = None;
    for board in split_boards(text, &mut header_players) {
        let index = outcome.records.len();
        let (record, problems) = interpret(&board, header_players.as_deref());
        for (line, severity, message) in problems {
            outcome.problems.push(FileProblem { record: index, board: record.board, line, severity, message });
        }
        outcome.records.push(record);
    }
    outcome
}

/// The `key|value|` pairs, with the line each starts on, cut into boards: a board starts at
/// `qx`, or at `pn`/`md` when the board being read already has a deal.
fn split_boards(text: &str, header_players: &mut Option<String>) -> Vec<RawBoard> {
    let mut boards = Vec::new();
    let mut cur = RawBoard::default();
    let mut line = 1usize;
    let mut parts = text.split('|');
    while let Some(key_raw) = parts.next() {
        let key_line = line + key_raw.chars().take_while(|c| c.is_whitespace()).filter(|&c| c == '\n').count();
        line += key_raw.matches('\n').count();
        let key = key_raw.trim().to_ascii_lowercase();
        let Some(value) = parts.next() else { break };
        line += value.matches('\n').count();
        if key.is_empty() {
            continue;
        }
        let starts = key == "qx" || ((key == "pn" || key == "md") && cur.has("md"));
        if starts && !cur.pairs.is_empty() {
            boards.push(std::mem::take(&mut cur));
        }
        // In a vugraph file the players come once, before the first board.
        if key == "pn" && boards.is_empty() && !cur.has("md") && !cur.has("qx") && text.contains("qx|") {
            *header_players = Some(value.to_string());
            continue;
        }
        if cur.pairs.is_empty() {
            cur.line = key_line;
        }
        cur.pairs.push((key, value.trim().to_string(), key_line));
    }
    if cur.has("md") {
        boards.push(cur);
    }
    boards.retain(|b| b.has("md"));
    boards
}

fn lin_seat(d: char) -> Option<Seat> {
    match d {
        '1' => Some(Seat::South),
        '2' => Some(Seat::West),
        '3' => Some(Seat::North),
        '4' => Some(Seat::East),
        _ => None,
    }
}

fn seat_digit(s: Seat) -> char {
    match s {
        Seat::South => '1',
        Seat::West => '2',
        Seat::North => '3',
        Seat::East => '4',
    }
}

/// `SAKH2D...C...`: suits introduced by their letter, ranks in any order.
fn parse_hand(s: &str) -> Result<Hand, String> {
    let mut hand = Hand::EMPTY;
    let mut suit: Option<Suit> = None;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(x) = Suit::from_char(c.to_ascii_uppercase())
            && !c.is_ascii_digit()
        {
            suit = Some(x);
            continue;
        }
        let rank = if c == '1' && chars.peek() == Some(&'0') {
            chars.next();
            Some(Rank::TEN)
        } else {
            Rank::from_char(c.to_ascii_uppercase())
        };
        let (Some(suit), Some(rank)) = (suit, rank) else {
            return Err(format!("hand {s:?}: {c:?} is not a suit or rank"));
        };
        let card = Card::new(suit, rank);
        if hand.contains(card) {
            return Err(format!("hand {s:?}: {card} twice"));
        }
        hand.insert(card);
    }
    Ok(hand)
}

fn parse_md(v: &str) -> Result<(Option<Seat>, PartialDeal), String> {
    let mut chars = v.chars();
    let (dealer, rest) = match chars.next() {
        Some(d) if d.is_ascii_digit() => (lin_seat(d), chars.as_str()),
        _ => (None, v),
    };
    let mut deal = PartialDeal::default();
    let mut seen = 0u64;
    for (seat, part) in LIN_ORDER.into_iter().zip(rest.split(',')) {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        let hand = parse_hand(part)?;
        if hand.bits() & seen != 0 {
            return Err(format!("md: a card of {seat:#}'s hand is in another hand"));
        }
        seen |= hand.bits();
        deal.hands[seat] = Some(hand);
    }
    deal.complete();
    Ok((dealer, deal))
}

/// `p`, `d`, `r`, `1c`..`7n`, with `!` when alerted.
fn parse_call(v: &str) -> Option<(Call, bool)> {
    let alert = v.ends_with('!');
    let t = v.trim_end_matches('!').trim();
    let call = match t.to_ascii_lowercase().as_str() {
        "p" => Call::Pass,
        "d" => Call::Double,
        "r" => Call::Redouble,
        _ => t.parse().ok()?,
    };
    Some((call, alert))
}

fn lin_call(c: Call) -> String {
    match c {
        Call::Pass => "p".into(),
        Call::Double => "d".into(),
        Call::Redouble => "r".into(),
        Call::Bid(Bid { level, strain }) => {
            let s = if strain == Strain::NoTrump { "N" } else { strain.code() };
            format!("{level}{s}")
        }
    }
}

type LineProblem = (usize, Severity, String);

fn interpret(b: &RawBoard, header_players: Option<&str>) -> (Record, Vec<LineProblem>) {
    let mut r = Record::default();
    let mut problems: Vec<LineProblem> = Vec::new();
    let mut auction: Option<AuctionRecord> = None;
    let mut call_lines = Vec::new();
    let mut cards: Vec<(Card, usize)> = Vec::new();
    let mut claim: Option<(u8, usize)> = None;
    let mut deal_line = b.line;
    let mut room: Option<char> = None;
    let players = |v: &str, r: &mut Record, offset: usize| {
        let names: Vec<&str> = v.split(',').collect();
        for (i, seat) in LIN_ORDER.into_iter().enumerate() {
            if let Some(n) = names.get(offset + i).map(|n| n.trim()).filter(|n| !n.is_empty()) {
                r.players[seat] = Some(n.to_string());
            }
        }
    };
    for (key, value, line) in &b.pairs {
        match key.as_str() {
            "pn" => players(value, &mut r, 0),
            "md" => {
                deal_line = *line;
                match parse_md(value) {
                    Ok((dealer, deal)) => {
                        r.dealer = dealer.or(r.dealer);
                        r.deal = Some(deal);
                    }
                    Err(e) => problems.push((*line, Severity::Error, e)),
                }
            }
            "ah" => {
                let digits: String = value.chars().filter(char::is_ascii_digit).collect();
                r.board = digits.parse().ok().or(r.board);
            }
            "qx" => {
                room = value.chars().next();
                let digits: String = value.chars().filter(char::is_ascii_digit).collect();
                r.board = digits.parse().ok().or(r.board);
            }
            "sv" => {
                r.vulnerability = match value.to_ascii_lowercase().as_str() {
                    "o" | "0" | "-" | "" => Some(Vulnerability::None),
                    "n" => Some(Vulnerability::NorthSouth),
                    "e" => Some(Vulnerability::EastWest),
                    "b" => Some(Vulnerability::Both),
                    _ => {
                        problems.push((*line, Severity::Warning, format!("sv {value:?}: unknown vulnerability")));
                        None
                    }
                };
            }
            "mb" => {
                let a = auction.get_or_insert_with(|| AuctionRecord {
                    dealer: r.dealer.unwrap_or(Seat::South),
                    calls: Vec::new(),
                    end: SectionEnd::Open,
                });
                match parse_call(value) {
                    Some((call, alert)) => {
                        a.calls.push(CallEntry { call: Some(call), alert, explanation: None, suffix: None });
                        call_lines.push(*line);
                    }
                    None => {
                        problems.push((*line, Severity::Error, format!("mb {value:?}: not a call")));
                    }
                }
            }
            "an" => {
                if let Some(last) = auction.as_mut().and_then(|a| a.calls.last_mut()) {
                    last.explanation = Some(value.clone());
                }
            }
            "pc" => match value.parse::<Card>() {
                Ok(c) => cards.push((c, *line)),
                Err(_) => problems.push((*line, Severity::Error, format!("pc {value:?}: not a card"))),
            },
            "mc" => match value.parse::<u8>() {
                Ok(n) if n <= 13 => claim = Some((n, *line)),
                _ => problems.push((*line, Severity::Error, format!("mc {value:?}: a claim is 0 to 13 tricks"))),
            },
            _ => {}
        }
    }
    if r.players.0.iter().all(Option::is_none)
        && let Some(v) = header_players
    {
        // A vugraph's `pn` lists the open room's four, then the closed room's.
        players(v, &mut r, if room == Some('c') { 4 } else { 0 });
    }
    r.auction = auction;
    if let Some((c, d)) = r.contract_and_declarer() {
        r.contract = Some(c);
        r.declarer = d;
    }
    let deal = r.deal.as_ref().and_then(PartialDeal::full);
    let seq: Vec<Card> = cards.iter().map(|(c, _)| *c).collect();
    if !seq.is_empty() {
        match (deal.as_ref(), r.contract, r.declarer) {
            (Some(deal), Some(ContractTag::Contract(contract)), Some(declarer)) => {
                match PlayRecord::from_sequence(deal, contract.strain, declarer, declarer.lho(), &seq) {
                    Ok(p) => r.play = Some(p),
                    Err((i, p, msg)) => {
                        problems.push((cards[i].1, Severity::Error, format!("card {} ({}): {msg}", i + 1, seq[i])));
                        r.play = Some(p);
                    }
                }
            }
            _ => problems.push((cards[0].1, Severity::Error, "cards are played but there is no contract".into())),
        }
    }
    if let Some((n, _)) = claim {
        r.result = Some(n);
    } else if let (Some(p), Some(deal), Some(ContractTag::Contract(c)), Some(d)) =
        (&r.play, deal.as_ref(), r.contract, r.declarer)
    {
        let (_, play) = p.sequence(deal, c.strain, d);
        if play.is_over() {
            r.result = play.declarer_tricks();
        }
    }
    for p in r.validate() {
        let line = match p.spot {
            Spot::Record | Spot::Contract => claim.map_or(b.line, |(_, l)| l),
            Spot::Deal => deal_line,
            Spot::Call(i) => call_lines.get(i).copied().unwrap_or(b.line),
            Spot::Card(..) => cards.first().map_or(b.line, |c| c.1),
        };
        problems.push((line, p.severity, p.message));
    }
    (r, problems)
}

fn clean(v: &str) -> String {
    v.replace(['|', '\n', '\r'], " ")
}

/// Writes records as LIN, one board a line (the hand-viewer form).
#[must_use]
pub fn write(records: &[Record]) -> String {
    let mut out = String::with_capacity(records.len() * 600);
    for r in records {
        write_record(r, &mut out);
        out.push('\n');
    }
    out
}

/// Writes one board (no newline).
pub fn write_record(r: &Record, out: &mut String) {
    let names: Vec<String> = LIN_ORDER.iter().map(|s| clean(r.players[*s].as_deref().unwrap_or(""))).collect();
    let _ = write!(out, "pn|{}|st||md|", names.join(","));
    // LIN's auction starts with the dealer of `md`.
    if let Some(d) = r.auction.as_ref().map(|a| a.dealer).or(r.dealer) {
        out.push(seat_digit(d));
    }
    if let Some(deal) = &r.deal {
        for (i, seat) in LIN_ORDER.into_iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            if let Some(h) = deal.hands[seat] {
                for suit in Suit::DESC {
                    out.push(suit.letter());
                    for rank in h.holding(suit).ranks_desc().collect::<Vec<_>>().into_iter().rev() {
                        out.push(rank.char());
                    }
                }
            }
        }
    }
    out.push_str("|rh||");
    if let Some(b) = r.board {
        let _ = write!(out, "ah|Board {b}|");
    }
    let sv = match r.vulnerability {
        Some(Vulnerability::NorthSouth) => "n",
        Some(Vulnerability::EastWest) => "e",
        Some(Vulnerability::Both) => "b",
        _ => "o",
    };
    let _ = write!(out, "sv|{sv}|");
    if let Some(a) = &r.auction {
        for c in a.calls.iter() {
            let Some(call) = c.call else { break };
            let _ = write!(out, "mb|{}{}|", lin_call(call), if c.alert { "!" } else { "" });
            if let Some(e) = &c.explanation {
                let _ = write!(out, "an|{}|", clean(e));
            }
        }
        out.push_str("pg||");
    }
    let mut complete = false;
    // LIN has no contract of its own: a reader takes it from the auction. A play whose
    // contract the auction does not give cannot be written (docs/formats.md).
    let from_auction = r.auction.as_ref().and_then(|a| match a.replay().result()? {
        levee_core::AuctionResult::Contract { contract, declarer } => Some((contract, declarer)),
        levee_core::AuctionResult::PassedOut => None,
    });
    if let (Some(p), Some(deal), Some(ContractTag::Contract(c)), Some(d)) =
        (&r.play, r.deal.as_ref().and_then(PartialDeal::full), r.contract, r.declarer)
        && from_auction == Some((c, d))
        && p.leader == d.lho()
    {
        let (seq, play) = p.sequence(&deal, c.strain, d);
        complete = play.is_over();
        for (i, card) in seq.iter().enumerate() {
            let _ = write!(out, "pc|{card}|");
            if i % 4 == 3 {
                out.push_str("pg||");
            }
        }
    }
    if let Some(n) = r.result
        && !complete
    {
        let _ = write!(out, "mc|{n}|");
    }
}

/// What a board holds that LIN has no place for (its tags other than the deal, players,
/// auction and play; the double-dummy table; comments): what a conversion to LIN leaves out.
#[must_use]
pub fn left_out(r: &Record) -> Vec<String> {
    let mut out: Vec<String> = r
        .tags
        .iter()
        .filter(|t| !matches!(t.value.trim(), "" | "?" | "#") || !t.section.is_empty())
        .map(|t| t.name.clone())
        .collect();
    if r.dd_table.is_some() {
        out.push("DoubleDummyTricks".into());
    }
    if !r.comments.is_empty() {
        out.push("comments".into());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_and_calls() {
        let h = parse_hand("SKH4579QKAD69C58K").unwrap();
        assert_eq!(h.to_string(), "K.AKQ9754.96.K85");
        assert!(parse_hand("SX").is_err());
        assert_eq!(parse_call("2H!"), Some((Call::Bid(Bid::new(levee_core::Level::new(2), Strain::Hearts)), true)));
        assert_eq!(parse_call("1n").map(|c| c.0.to_string()), Some("1NT".to_string()));
        assert_eq!(lin_call(Call::Bid(Bid::new(levee_core::Level::new(3), Strain::NoTrump))), "3N");
        assert!(parse_call("zz").is_none());
    }
}
