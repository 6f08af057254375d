//! Text rendering for the terminal: hand diagrams, tricks, score sheets.

use levee_core::{Board, Deal, Hand, Seat, Side, Suit};
use levee_i18n::Lang;
use levee_score::RubberSheet;
use std::io::Write;

/// One suit line: `♠ A K 10 4` (a void is `—`).
pub(crate) fn suit_line(hand: Hand, suit: Suit) -> String {
    let ranks: Vec<String> = hand.holding(suit).ranks_desc().map(|r| format!("{r:#}")).collect();
    format!("{} {}", suit.symbol(), if ranks.is_empty() { "—".to_string() } else { ranks.join(" ") })
}

/// The four lines of a hand in the order a player holds it, colours alternating (♠ ♥ ♣ ♦,
/// seed 003): the same order while playing and in the diagrams.
pub(crate) fn hand_lines(hand: Hand) -> Vec<String> {
    Suit::IN_HAND.iter().map(|s| suit_line(hand, *s)).collect()
}

/// A hand on one line: `♠ A K 4  ♥ Q J  ♦ —  ♣ 7 5 3`.
pub(crate) fn hand_inline(hand: Hand) -> String {
    hand_lines(hand).join("  ")
}

/// A hand on one line as seed 003 has players sort it, colours alternating: ♠ ♥ ♣ ♦.
pub(crate) fn hand_sorted(hand: Hand) -> String {
    hand_in_order(hand, Suit::IN_HAND)
}

/// A hand on one line, its suits in `order` (dummy: `Suit::dummy_order`).
pub(crate) fn hand_in_order(hand: Hand, order: [Suit; 4]) -> String {
    order.iter().map(|s| suit_line(hand, *s)).collect::<Vec<_>>().join("  ")
}

/// A seat's name in `lang` (« Nord »).
pub(crate) fn seat_name(seat: Seat, lang: Lang) -> String {
    levee_i18n::message(lang, &format!("tui-seat-{}", seat.letter()), &[])
}

/// The four-hand diagram with high-card points, the seats named in `lang`; `None` hands are
/// hidden.
pub(crate) fn diagram(hands: [Option<Hand>; 4], header: &[String], lang: Lang) -> String {
    let block = |seat: Seat| -> Vec<String> {
        let name = seat_name(seat, lang);
        let mut v = match hands[seat.index()] {
            Some(h) => {
                let hcp = h.hcp().to_string();
                let mut v = vec![levee_i18n::message(lang, "diagram-hand", &[("seat", &name), ("hcp", &hcp)])];
                v.extend(hand_lines(h));
                v
            }
            None => vec![name, "♠ ?".into(), "♥ ?".into(), "♦ ?".into(), "♣ ?".into()],
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

/// A rubber sheet drawn as seed 002 draws it (`RubberSheet::draw`).
pub(crate) fn rubber_sheet(sheet: &RubberSheet) -> String {
    sheet.draw()
}

/// A line of the auction grid in `lang`: the seats' names and « Passe », « SA », in the grid's
/// columns of seven characters.
pub(crate) fn grid_line_in(line: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return line.to_string();
    }
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::new();
    for cell in chars.chunks(7) {
        let word: String = cell.iter().collect::<String>().trim_end().to_string();
        let said = match word.as_str() {
            "North" | "East" | "South" | "West" => seat_name(word.parse().unwrap_or(Seat::North), lang),
            "Pass" => levee_i18n::message(lang, "call-pass", &[]),
            w => w.replace("NT", &levee_i18n::message(lang, "strain-nt", &[])),
        };
        out.push_str(&format!("{said:<7}"));
    }
    out.trim_end().to_string()
}

/// Calls written as the robots write them (`Pass`, `3NT`) in `lang` (« Passe », « 3SA »).
pub(crate) fn calls_in(text: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return text.to_string();
    }
    text.replace("Pass", &levee_i18n::message(lang, "call-pass", &[]))
        .replace("NT", &levee_i18n::message(lang, "strain-nt", &[]))
}

/// The auction as a grid, West North East South, with the dealer's column first filled.
pub(crate) fn auction_grid(auction: &levee_core::Auction) -> Vec<String> {
    let order = [Seat::West, Seat::North, Seat::East, Seat::South];
    let mut lines =
        vec![order.iter().map(|s| format!("{:<7}", format!("{s:#}"))).collect::<String>().trim_end().to_string()];
    let start = order.iter().position(|s| *s == auction.dealer()).unwrap_or(0);
    let mut cells: Vec<String> = vec!["-".to_string(); start];
    cells.extend(auction.calls().iter().map(|c| levee_bots::bidding::call_symbol(*c)));
    if !auction.is_closed() {
        cells.push("?".into());
    }
    for row in cells.chunks(4) {
        lines.push(row.iter().map(|c| format!("{c:<7}")).collect::<String>().trim_end().to_string());
    }
    lines
}

/// The bidding box: the calls that are legal now.
pub(crate) fn bidding_box(auction: &levee_core::Auction) -> String {
    let legal = auction.legal_calls();
    let mut out = Vec::new();
    let others: Vec<String> = legal
        .iter()
        .filter(|c| !matches!(c, levee_core::Call::Bid(_)))
        .map(|c| levee_bots::bidding::call_symbol(*c))
        .collect();
    out.push(others.join(" "));
    for level in 1..=7u8 {
        let bids: Vec<String> = legal
            .iter()
            .filter_map(|c| match c {
                levee_core::Call::Bid(b) if b.level.get() == level => Some(format!("{:#}", b.strain)),
                _ => None,
            })
            .collect();
        if !bids.is_empty() {
            out.push(format!("{level}: {}", bids.join(" ")));
        }
    }
    out.join(" | ")
}

/// The table during the play, seen from `me`: the hands one can see, the trick in the
/// middle, the tricks won.
pub(crate) fn table_view(play: &levee_core::Play<levee_core::Bridge>, me: Seat, lang: levee_i18n::Lang) -> String {
    let m = |key: &str, args: &[(&str, &str)]| levee_i18n::message(lang, key, args);
    let visible = |s: Seat| s == me || (play.dummy_visible() && play.dummy() == Some(s));
    let label = |s: Seat| {
        let role = if Some(s) == play.declarer() {
            format!(" ({})", m("tui-declarer", &[]))
        } else if Some(s) == play.dummy() {
            format!(" ({})", m("tui-dummy", &[]))
        } else {
            String::new()
        };
        let you = if s == me { format!(", {}", m("tui-you", &[])) } else { String::new() };
        format!("{}{role}{you}", m(&format!("seat-name-{}", s.letter()), &[]))
    };
    let hand = |s: Seat| {
        if !visible(s) {
            format!("({})", m("table-cards", &[("count", &play.hand(s).len().to_string())]))
        } else if play.dummy() == Some(s) {
            hand_in_order(play.hand(s), Suit::dummy_order(play.strain().trump()))
        } else {
            hand_sorted(play.hand(s))
        }
    };
    let t = play.current_trick();
    let card = |s: Seat| {
        t.card_of(s).map_or_else(
            || if play.to_play() == Some(s) { "?".to_string() } else { "·".to_string() },
            |c| levee_i18n::card(lang, &format!("{c:#}")),
        )
    };
    let letter = |s: Seat| m(&format!("seat-{}", s.letter()), &[]);
    let mut out = String::new();
    for s in [Seat::North, Seat::West, Seat::East, Seat::South] {
        out.push_str(&format!("{:<24}{}\n", format!("{}:", label(s)), hand(s)));
    }
    out.push_str(&format!("{:>14} {}\n", letter(Seat::North), card(Seat::North)));
    out.push_str(&format!(
        "{:>6} {:<12} {} {}\n",
        letter(Seat::West),
        card(Seat::West),
        letter(Seat::East),
        card(Seat::East)
    ));
    out.push_str(&format!("{:>14} {}\n", letter(Seat::South), card(Seat::South)));
    let (ns, ew, n) = (
        play.tricks_won(Side::NorthSouth).to_string(),
        play.tricks_won(Side::EastWest).to_string(),
        (play.tricks().len() + 1).to_string(),
    );
    out.push_str(&m("line-tricks", &[("ns", &ns), ("ew", &ew), ("n", &n)]));
    out.push('\n');
    out
}

/// A deal as a four-hand diagram, with the board's dealer and vulnerability when numbered.
pub(crate) fn show_deal(d: &Deal, board: Option<u32>, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
    let mut header = Vec::new();
    if let Some(b) = board.and_then(Board::new) {
        header.push(board_line(b, lang));
    }
    let hands = Seat::ALL.map(|s| Some(d.hand(s)));
    write!(out, "{}", diagram(hands, &header, lang))?;
    let ns = d.hand(Seat::North).hcp() + d.hand(Seat::South).hcp();
    let (ns, ew) = (ns.to_string(), (40 - ns).to_string());
    writeln!(out, "{}", levee_i18n::message(lang, "diagram-total", &[("ns", &ns), ("ew", &ew)]))?;
    Ok(())
}

/// A board's heading: its number, dealer and vulnerability, in `lang`.
pub(crate) fn board_line(b: Board, lang: Lang) -> String {
    let (n, dealer, vul) = (b.to_string(), seat_name(b.dealer(), lang), vul_in(b.vulnerability(), lang));
    levee_i18n::message(lang, "diagram-board", &[("board", &n), ("dealer", &dealer), ("vul", &vul)])
}

/// A board's vulnerability in a heading, in `lang`: English keeps the words scripts have read
/// since the first version (None, All).
pub(crate) fn vul_in(v: levee_core::Vulnerability, lang: Lang) -> String {
    if lang == Lang::En { v.to_string() } else { levee_i18n::message(lang, &format!("vul-{v}"), &[]) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use levee_core::{Bridge, Deal, Play, Strain};

    // Seed 001: dummy lays its trump suit at the left; the player's own hand keeps seed 003's
    // order (♠ ♥ ♣ ♦).
    #[test]
    fn the_line_view_shows_dummy_trumps_first() {
        let deal: Deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3".parse().unwrap();
        let mut play = Play::<Bridge>::new(deal, Strain::Diamonds, Seat::South);
        play.try_play("SA".parse().unwrap()).unwrap();
        let text = table_view(&play, Seat::South, levee_i18n::Lang::En);
        let north = text.lines().find(|l| l.starts_with("North (dummy)")).unwrap();
        assert!(north.ends_with("♦ J 8 5  ♠ Q J 6  ♥ K 6 5 2  ♣ 10 9 8"), "{north}");
        let south = text.lines().find(|l| l.starts_with("South (declarer), you")).unwrap();
        assert!(south.ends_with("♠ K 5  ♥ 10 8 3  ♣ A 7 6 5 2  ♦ K Q 9"), "{south}");
    }
}
