//! Text rendering for the terminal: hand diagrams, tricks, score sheets.

use levee_core::{Hand, Seat, Side, Suit};
use levee_score::{Entry, EntryKind, RubberSheet};

/// One suit line: `♠ A K 10 4` (a void is `—`).
pub(crate) fn suit_line(hand: Hand, suit: Suit) -> String {
    let ranks: Vec<String> = hand.holding(suit).ranks_desc().map(|r| format!("{r:#}")).collect();
    format!("{} {}", suit.symbol(), if ranks.is_empty() { "—".to_string() } else { ranks.join(" ") })
}

/// The four lines of a hand, spades first.
pub(crate) fn hand_lines(hand: Hand) -> Vec<String> {
    Suit::DESC.iter().map(|s| suit_line(hand, *s)).collect()
}

/// A hand on one line: `♠ A K 4  ♥ Q J  ♦ —  ♣ 7 5 3`.
pub(crate) fn hand_inline(hand: Hand) -> String {
    hand_lines(hand).join("  ")
}

/// The four-hand diagram with high-card points; `None` hands are hidden.
pub(crate) fn diagram(hands: [Option<Hand>; 4], header: &[String]) -> String {
    let block = |seat: Seat| -> Vec<String> {
        let mut v = match hands[seat.index()] {
            Some(h) => {
                let mut v = vec![format!("{:#} ({} HCP)", seat, h.hcp())];
                v.extend(hand_lines(h));
                v
            }
            None => vec![format!("{seat:#}"), "♠ ?".into(), "♥ ?".into(), "♦ ?".into(), "♣ ?".into()],
        };
        v.resize(5, String::new());
        v
    };
    let width = 24;
    let mut out = String::new();
    for h in header {
        out.push_str(h);
        out.push('\n');
    }
    for line in block(Seat::North) {
        out.push_str(&format!("{:width$}{line}\n", ""));
    }
    let (w, e) = (block(Seat::West), block(Seat::East));
    for (l, r) in w.iter().zip(e.iter()) {
        let pad = width * 2 - l.chars().count();
        out.push_str(&format!("{l}{:pad$}{r}\n", ""));
    }
    for line in block(Seat::South) {
        out.push_str(&format!("{:width$}{line}\n", ""));
    }
    out
}

fn kind_label(k: EntryKind) -> &'static str {
    match k {
        EntryKind::Below { .. } => "tricks",
        EntryKind::Overtricks => "overtricks",
        EntryKind::Insult => "doubled made",
        EntryKind::Slam => "slam",
        EntryKind::Honours => "honours",
        EntryKind::Undertricks => "undertricks",
        EntryKind::Game => "game",
        EntryKind::Rubber => "rubber",
        EntryKind::Partscore => "part-score",
    }
}

fn cell(e: Option<&Entry>) -> String {
    e.map_or(String::new(), |e| format!("{} {}", e.points, kind_label(e.kind)))
}

/// A rubber sheet drawn as seed 002 draws it: We | They, the entries above the line stacked
/// upward (the latest on top), a line, then each game below with a line under it, and totals.
pub(crate) fn rubber_sheet(sheet: &RubberSheet) -> String {
    let w = 22;
    let mut out = format!("{:>w$} | {}\n", "We (NS)", "They (EW)");
    let above = |side: Side| -> Vec<&Entry> {
        sheet.entries().iter().filter(|e| e.side == side && !e.is_below()).rev().collect()
    };
    let (wa, ta) = (above(Side::NorthSouth), above(Side::EastWest));
    let rows = wa.len().max(ta.len());
    // Align the stacks on the line: pad the shorter column at the top.
    fn pick<'a>(v: &[&'a Entry], rows: usize, i: usize) -> Option<&'a Entry> {
        let skip = rows - v.len();
        if i >= skip { v.get(i - skip).copied() } else { None }
    }
    for i in 0..rows {
        out.push_str(&format!("{:>w$} | {}\n", cell(pick(&wa, rows, i)), cell(pick(&ta, rows, i))));
    }
    out.push_str(&format!("{:=>w$}=+={:=<w$}\n", "", ""));
    let games = sheet.games_played() + 1;
    for g in 0..games {
        let below = |side: Side| -> Vec<&Entry> {
            sheet.entries().iter().filter(|e| e.side == side && e.kind == EntryKind::Below { game: g }).collect()
        };
        let (wb, tb) = (below(Side::NorthSouth), below(Side::EastWest));
        if wb.is_empty() && tb.is_empty() && g == games - 1 {
            break;
        }
        for i in 0..wb.len().max(tb.len()) {
            out.push_str(&format!("{:>w$} | {}\n", cell(wb.get(i).copied()), cell(tb.get(i).copied())));
        }
        if g < sheet.games_played() {
            out.push_str(&format!("{:->w$}-+-{:-<w$}   (game)\n", "", ""));
        }
    }
    let t = sheet.totals();
    out.push_str(&format!("{:=>w$}=+={:=<w$}\n", "", ""));
    let (we, they) = (format!("Total {}", t[Side::NorthSouth]), format!("Total {}", t[Side::EastWest]));
    out.push_str(&format!("{we:>w$} | {they}\n"));
    out
}
