//! `levee play` full screen (ratatui): the table drawn in the terminal — the four seats with
//! your hand and dummy, the trick in the middle, the auction, what the robots said and did —
//! a bidding box and your legal cards chosen with the arrow keys, and the same typed
//! commands as the line game (`hint`, `robot`, `explain`, `undo`, `claim N`, `quit`).
//!
//! The game itself is the line game's: the same functions make the robots act, read the
//! person's commands and score the deal (`robots.rs`); this module only draws and reads
//! keys. Its input is any key source, so tests drive it with scripted keys on ratatui's
//! `TestBackend` through the same code path as a person at a terminal.

use crate::cmd::rng_for;
use crate::render;
use crate::robots::{self, PlayRobotsArgs, Robots};
use anyhow::Result;
use levee_core::{Board, Card, Deal, Game, Hand, Phase, Seat, Side, Suit};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph};
use ratatui::{Frame, Terminal};

/// The order a seat's suits are drawn in: seed 003's for a hand held (colours alternating),
/// seed 001's for dummy (the trump suit first).
fn suit_order(game: &Game, seat: Seat) -> [Suit; 4] {
    match game.play() {
        Some(p) if p.dummy() == Some(seat) => Suit::dummy_order(p.strain().trump()),
        _ => Suit::IN_HAND,
    }
}

/// What the screen keeps between frames.
#[derive(Debug)]
pub(crate) struct Screen {
    me: Seat,
    title: String,
    /// Everything the game said, a line each (robots' calls and cards, results, hints).
    pub(crate) log: Vec<String>,
    /// Lines scrolled back from the end of the log.
    scroll: usize,
    input: String,
    cursor: usize,
    /// The end of a deal: the last line of help says what to press.
    over: bool,
}

impl Screen {
    fn say(&mut self, bytes: &[u8]) {
        self.log.extend(String::from_utf8_lossy(bytes).lines().map(str::to_string));
        self.scroll = 0;
    }
}

/// What the arrow keys choose among now: the legal calls, or the legal cards of the hand the
/// person plays from (their own or dummy), in the order the hand is drawn.
fn choices(game: &Game, me: Seat) -> Vec<String> {
    if game.to_act() != Some(me) {
        return Vec::new();
    }
    match game.phase() {
        Phase::Auction => game.auction().legal_calls().iter().map(ToString::to_string).collect(),
        Phase::Play => match game.play() {
            Some(p) if p.pending_claim().is_none() => {
                let order = p.to_play().map_or(Suit::IN_HAND, |s| suit_order(game, s));
                sorted(p.legal_plays(), order).iter().map(ToString::to_string).collect()
            }
            _ => Vec::new(),
        },
        Phase::Over => Vec::new(),
    }
}

fn sorted(h: Hand, order: [Suit; 4]) -> Vec<Card> {
    let mut cards: Vec<Card> = h.iter().collect();
    cards.sort_by_key(|c| (order.iter().position(|s| *s == c.suit()), std::cmp::Reverse(c.rank())));
    cards
}

fn suit_style(s: Suit) -> Style {
    match s {
        Suit::Hearts | Suit::Diamonds => Style::new().fg(Color::Red),
        _ => Style::new(),
    }
}

/// A hand, a line per suit; the legal cards bold and the chosen one reversed when the person
/// plays from it.
fn hand_lines(h: Hand, order: [Suit; 4], legal: Hand, chosen: Option<Card>) -> Vec<Line<'static>> {
    order
        .iter()
        .map(|&s| {
            let mut spans = vec![Span::styled(format!("{} ", s.symbol()), suit_style(s))];
            let mut cards: Vec<Card> = h.in_suit(s).iter().collect();
            cards.sort_by_key(|c| std::cmp::Reverse(c.rank()));
            if cards.is_empty() {
                spans.push(Span::raw("—"));
            }
            for c in cards {
                let mut st = Style::new();
                if legal.contains(c) {
                    st = st.add_modifier(Modifier::BOLD).fg(Color::Yellow);
                }
                if Some(c) == chosen {
                    st = st.add_modifier(Modifier::REVERSED);
                }
                spans.push(Span::styled(format!("{:#}", c.rank()), st));
                spans.push(Span::raw(" "));
            }
            Line::from(spans)
        })
        .collect()
}

fn seat_title(game: &Game, seat: Seat, me: Seat) -> String {
    let mut t = format!("{seat:#}");
    if seat == me {
        t.push_str(" (you)");
    }
    if let Some(p) = game.play() {
        if p.dummy() == Some(seat) {
            t.push_str(" dummy");
        } else if p.declarer() == Some(seat) {
            t.push_str(" declarer");
        }
    }
    // The seat whose call or card is next (dummy's turn marks dummy, not declarer).
    let next = match game.phase() {
        Phase::Play => game.play().and_then(levee_core::Play::to_play),
        _ => game.to_act(),
    };
    if next == Some(seat) {
        t.push_str(" ◀");
    }
    t
}

/// One seat's box: its hand when the person may see it, else the number of cards.
fn seat_widget(game: &Game, seat: Seat, me: Seat, chosen: Option<Card>) -> Paragraph<'static> {
    let over = game.phase() == Phase::Over;
    let play = game.play();
    let visible = over || seat == me || play.is_some_and(|p| p.dummy_visible() && p.dummy() == Some(seat));
    let hand = match play {
        Some(p) if !over => p.hand(seat),
        _ => game.deal().hand(seat),
    };
    let mut lines = vec![Line::styled(seat_title(game, seat, me), Style::new().add_modifier(Modifier::BOLD))];
    if visible {
        // The legal cards are marked in the hand the person plays from now.
        let plays_from = play.and_then(levee_core::Play::to_play) == Some(seat) && game.to_act() == Some(me);
        let legal = if plays_from { play.map_or(Hand::EMPTY, levee_core::Play::legal_plays) } else { Hand::EMPTY };
        lines.extend(hand_lines(hand, suit_order(game, seat), legal, chosen.filter(|_| plays_from)));
    } else {
        lines.push(Line::raw(format!("{} cards", hand.len())));
    }
    Paragraph::new(lines)
}

fn card_span(c: Card) -> Span<'static> {
    Span::styled(format!("{c:#}"), suit_style(c.suit()))
}

/// The middle of the table: the trick being played (or the last one, with its winner).
fn trick_widget(game: &Game) -> Paragraph<'static> {
    let Some(p) = game.play() else {
        return Paragraph::new(vec![Line::raw(""), Line::raw("auction").centered()]);
    };
    let (trick, last) = match (p.current_trick().is_empty(), p.tricks().last()) {
        (true, Some(t)) => (*t, true),
        _ => (*p.current_trick(), false),
    };
    let at = |s: Seat| -> Span<'static> { trick.card_of(s).map_or(Span::raw("   "), card_span) };
    let mut lines = vec![
        Line::from(at(Seat::North)).centered(),
        Line::from(vec![at(Seat::West), Span::raw("       "), at(Seat::East)]).centered(),
        Line::from(at(Seat::South)).centered(),
    ];
    let score = format!("NS {}  EW {}", p.tricks_won(Side::NorthSouth), p.tricks_won(Side::EastWest));
    let note = if last {
        let w = <levee_core::Bridge as levee_core::Rules>::trick_winner(&trick, p.strain());
        format!("trick {} to {w:#} · {score}", p.tricks().len())
    } else {
        format!("trick {} · {score}", p.tricks().len() + 1)
    };
    lines.push(Line::styled(note, Style::new().fg(Color::Cyan)).centered());
    Paragraph::new(lines)
}

fn call_line(game: &Game, cursor: usize, mine: bool) -> Line<'static> {
    let legal = game.auction().legal_calls();
    let mut spans = vec![Span::raw("Bid: ")];
    for (i, c) in legal.iter().enumerate() {
        let mut st = Style::new();
        if mine && i == cursor {
            st = st.add_modifier(Modifier::REVERSED);
        }
        spans.push(Span::styled(levee_bots::bidding::call_symbol(*c), st));
        spans.push(Span::raw(" "));
    }
    Line::from(spans)
}

fn ui(f: &mut Frame<'_>, s: &Screen, game: &Game) {
    let me = s.me;
    let [top, table, mid, bottom] =
        Layout::vertical([Constraint::Length(1), Constraint::Length(15), Constraint::Min(4), Constraint::Length(4)])
            .areas(f.area());
    let mut status = s.title.clone();
    if let Some((c, d)) = game.contract() {
        status.push_str(&format!("   Contract {c} by {d:#}"));
    }
    f.render_widget(Paragraph::new(status).style(Style::new().add_modifier(Modifier::BOLD)), top);
    let rows: [Rect; 3] = Layout::vertical([Constraint::Length(5); 3]).areas(table);
    let cols = |r: Rect| -> [Rect; 3] {
        Layout::horizontal([Constraint::Percentage(33), Constraint::Percentage(34), Constraint::Percentage(33)])
            .areas(r)
    };
    let choice = choices(game, me);
    let chosen = if game.phase() == Phase::Play { choice.get(s.cursor).and_then(|c| c.parse().ok()) } else { None };
    let [_, n, _] = cols(rows[0]);
    let [w, c, e] = cols(rows[1]);
    let [_, so, _] = cols(rows[2]);
    for (seat, area) in [(Seat::North, n), (Seat::West, w), (Seat::East, e), (Seat::South, so)] {
        f.render_widget(seat_widget(game, seat, me, chosen), area);
    }
    f.render_widget(trick_widget(game), c);
    let [auction, log] = Layout::horizontal([Constraint::Length(32), Constraint::Min(20)]).areas(mid);
    let grid: Vec<Line<'_>> = render::auction_grid(game.auction()).into_iter().map(Line::raw).collect();
    f.render_widget(Paragraph::new(grid).block(Block::bordered().title("Auction")), auction);
    let height = log.height.saturating_sub(2) as usize;
    let end = s.log.len().saturating_sub(s.scroll);
    let start = end.saturating_sub(height);
    let lines: Vec<Line<'_>> = s.log[start..end].iter().map(|l| Line::raw(l.as_str())).collect();
    f.render_widget(Paragraph::new(lines).block(Block::bordered().title("Table talk")), log);
    let mine = game.to_act() == Some(me);
    let first = match game.phase() {
        Phase::Auction => call_line(game, s.cursor, mine),
        Phase::Play if mine => Line::raw("Your card: ←/→ choose, Enter plays it"),
        Phase::Play => Line::raw("The robots are playing…"),
        Phase::Over => Line::raw(""),
    };
    let help = if s.over {
        "Enter: next deal · q: quit · PgUp/PgDn: scroll the talk"
    } else {
        "←/→ choose · Enter · or type: hint robot explain undo claim N quit · PgUp/PgDn"
    };
    let bottom_lines =
        vec![first, Line::raw(format!("> {}", s.input)), Line::styled(help, Style::new().fg(Color::DarkGray))];
    // The bidding box wraps onto a second line on a narrow terminal.
    f.render_widget(Paragraph::new(bottom_lines).wrap(ratatui::widgets::Wrap { trim: false }), bottom);
}

/// Where a key leaves the game.
enum Flow {
    Go,
    Quit,
}

fn on_key(s: &mut Screen, game: &mut Game, robots: &Robots, me: Seat, k: KeyEvent) -> Flow {
    let n = choices(game, me).len();
    match k.code {
        KeyCode::Char('c') if k.modifiers.contains(KeyModifiers::CONTROL) => return Flow::Quit,
        KeyCode::Char(ch) => s.input.push(ch),
        KeyCode::Backspace => {
            s.input.pop();
        }
        KeyCode::Esc => s.input.clear(),
        KeyCode::Left | KeyCode::Up if n > 0 => s.cursor = (s.cursor + n - 1) % n,
        KeyCode::Right | KeyCode::Down if n > 0 => s.cursor = (s.cursor + 1) % n,
        KeyCode::PageUp => s.scroll = (s.scroll + 5).min(s.log.len()),
        KeyCode::PageDown => s.scroll = s.scroll.saturating_sub(5),
        KeyCode::Enter => {
            let typed = s.input.trim().to_string();
            s.input.clear();
            let word = if typed.is_empty() {
                match choices(game, me).get(s.cursor) {
                    Some(w) => w.clone(),
                    None => return Flow::Go,
                }
            } else {
                typed
            };
            let mut buf = Vec::new();
            match robots::human(robots, game, me, &word, &mut buf) {
                Ok(true) => return Flow::Quit,
                Ok(false) => s.cursor = 0,
                Err(e) => buf.extend(format!("refused: {e}\n").into_bytes()),
            }
            s.say(&buf);
        }
        _ => {}
    }
    Flow::Go
}

/// The key source: `None` when input has ended.
pub(crate) type Keys<'a> = dyn FnMut() -> Result<Option<KeyEvent>> + 'a;

/// `levee play` against three robots, drawn full screen on `term`, keys from `keys`.
/// Returns the table talk (for tests).
pub(crate) fn run<B: ratatui::backend::Backend>(
    term: &mut Terminal<B>,
    keys: &mut Keys<'_>,
    a: &PlayRobotsArgs,
) -> Result<Vec<String>>
where
    B::Error: Send + Sync + 'static,
{
    let (mut rng, seed) = rng_for(a.seed);
    let robots = Robots::new(a.samples, seed, 2.0, 10.0);
    let mut sheet = levee_score::RubberSheet::new(levee_score::RubberOptions::default());
    let me = a.seat;
    let mut s =
        Screen { me, title: String::new(), log: Vec::new(), scroll: 0, input: String::new(), cursor: 0, over: false };
    s.log.push(format!("seed {seed} (levee play --seed {seed} replays these deals)"));
    let mut number = a.board;
    loop {
        let board = Board::new(number).ok_or_else(|| anyhow::anyhow!("board numbers start at 1"))?;
        let deal: Deal = a.deal.unwrap_or_else(|| Deal::random(&mut rng, board.dealer()));
        let vul = if a.rubber { sheet.vulnerability() } else { board.vulnerability() };
        let mut game = Game::new(deal, board.dealer(), vul);
        s.title = format!("levee · Board {number} · Dealer {:#} · Vulnerable {vul}", board.dealer());
        s.log.push(format!("— Board {number}, dealer {:#}, vulnerable {vul}; you are {me:#}", board.dealer()));
        s.over = false;
        s.cursor = 0;
        while game.phase() != Phase::Over {
            if let Some(actor) = game.to_act().filter(|a| *a != me) {
                let mut buf = Vec::new();
                robots::robot_act(&robots, &mut game, actor, &mut buf)?;
                s.say(&buf);
                term.draw(|f| ui(f, &s, &game))?;
                continue;
            }
            term.draw(|f| ui(f, &s, &game))?;
            let Some(k) = keys()? else { return Ok(s.log) };
            if let Flow::Quit = on_key(&mut s, &mut game, &robots, me, k) {
                return Ok(s.log);
            }
        }
        let mut buf = Vec::new();
        robots::finish(&deal, &game, a.rubber.then_some(&mut sheet), &mut buf)?;
        s.say(&buf);
        s.over = true;
        let last = a.deal.is_some() || (a.rubber && sheet.is_finished());
        loop {
            term.draw(|f| ui(f, &s, &game))?;
            let Some(k) = keys()? else { return Ok(s.log) };
            match k.code {
                KeyCode::Enter | KeyCode::Char('n') if !last => break,
                KeyCode::Enter | KeyCode::Char('q') | KeyCode::Esc => return Ok(s.log),
                KeyCode::Char('c') if k.modifiers.contains(KeyModifiers::CONTROL) => return Ok(s.log),
                KeyCode::PageUp => s.scroll = (s.scroll + 5).min(s.log.len()),
                KeyCode::PageDown => s.scroll = s.scroll.saturating_sub(5),
                _ => {}
            }
        }
        number += 1;
    }
}

/// The real terminal: the alternate screen in raw mode, restored on the way out (even on a
/// panic: ratatui's hook).
pub(crate) fn play(a: &PlayRobotsArgs) -> Result<()> {
    let mut term = ratatui::init();
    let mut keys = || -> Result<Option<KeyEvent>> {
        loop {
            if let Event::Key(k) = ratatui::crossterm::event::read()?
                && k.kind == KeyEventKind::Press
            {
                return Ok(Some(k));
            }
        }
    };
    let r = run(&mut term, &mut keys, a);
    ratatui::restore();
    r.map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::backend::TestBackend;

    fn key(c: KeyCode) -> KeyEvent {
        KeyEvent::new(c, KeyModifiers::NONE)
    }

    fn typed(s: &str) -> Vec<KeyEvent> {
        s.chars().map(|c| key(KeyCode::Char(c))).chain([key(KeyCode::Enter)]).collect()
    }

    fn screen_text(t: &Terminal<TestBackend>) -> String {
        let b = t.backend().buffer();
        (0..b.area.height)
            .map(|y| (0..b.area.width).map(|x| b[(x, y)].symbol()).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn args(deal: &str) -> PlayRobotsArgs {
        PlayRobotsArgs {
            seed: Some(5),
            seat: Seat::South,
            board: 1,
            samples: 8,
            rubber: false,
            deal: Some(deal.parse().unwrap()),
        }
    }

    // South holds the cards: it bids with the arrows (the first bid, then passes) and plays
    // every card with Enter; the deal goes to its score and the post-mortem.
    #[test]
    fn a_whole_deal_by_keys_to_its_score() {
        let deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 AK5.AQ3.KQ9.A765 T942.T84.32.KJ32";
        let mut term = Terminal::new(TestBackend::new(110, 40)).unwrap();
        let mut script: Vec<KeyEvent> = typed("explain");
        script.extend(typed("1NT"));
        let mut script = script.into_iter();
        let mut pressed = 0;
        let mut keys = || -> Result<Option<KeyEvent>> {
            pressed += 1;
            if pressed > 400 {
                return Ok(None);
            }
            Ok(Some(script.next().unwrap_or(key(KeyCode::Enter))))
        };
        let log = run(&mut term, &mut keys, &args(deal)).unwrap();
        let screen = screen_text(&term);
        let text = log.join("\n");
        assert!(text.contains("result:"), "{text}");
        assert!(text.contains("duplicate score NS"), "{text}");
        assert!(text.contains("double dummy"), "{text}");
        // At the end every hand is shown, and the help says how to go on.
        assert!(screen.contains("North") && screen.contains("West") && screen.contains("East"), "{screen}");
        assert!(screen.contains("Enter: next deal"), "{screen}");
        assert!(pressed < 400, "the deal ended by keys");
    }

    // What a person sees while bidding: their hand, the bidding box with the cursor, the
    // auction, no other hand; a refused command is said in the talk and changes nothing.
    #[test]
    fn the_screen_shows_only_what_south_may_see() {
        let deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 AK5.AQ3.KQ9.A765 T942.T84.32.KJ32";
        let mut term = Terminal::new(TestBackend::new(110, 40)).unwrap();
        let mut script = typed("7X").into_iter().chain(typed("quit"));
        let mut seen = String::new();
        let mut keys = || -> Result<Option<KeyEvent>> { Ok(script.next()) };
        let log = run(&mut term, &mut keys, &args(deal)).unwrap();
        seen.push_str(&screen_text(&term));
        assert!(log.iter().any(|l| l.starts_with("refused:")), "{log:?}");
        assert!(seen.contains("South (you)"), "{seen}");
        assert!(seen.contains("Bid: Pass"), "{seen}");
        // South's spades are shown; West's (♠ T 9 4 2 is West's here: hidden) are not.
        assert!(seen.contains("♠ A K 5"), "{seen}");
        assert!(!seen.contains("♠ 10 9 4 2"), "{seen}");
        assert!(seen.contains("13 cards"), "{seen}");
    }
}
