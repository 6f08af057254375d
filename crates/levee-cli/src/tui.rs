//! `levee play` full screen (ratatui): the table drawn in the terminal — the four seats with
//! your hand and dummy, the trick in the middle, the auction, what the robots said and did —
//! a bidding box and your legal cards chosen with the arrow keys, and the same typed
//! commands as the line game (`hint`, `robot`, `explain`, `undo`, `claim N`, `quit`).
//!
//! The game is the table engine's, driven by the line game's [`LineGame`] (the robots act,
//! the person's commands become events); this module draws the seat's [`View`] — what the
//! engine says South may see — and reads keys. Its input is any key source, so tests drive it
//! with scripted keys on ratatui's `TestBackend` through the same code path as a person at a
//! terminal.

use crate::render;
use crate::robots::{LineGame, PlayRobotsArgs};
use anyhow::Result;
use levee_core::{Card, Phase, Seat, Suit};
use levee_table::view::Legal;
use levee_table::{AnyCall, AnyRound, View, Viewer};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph};
use ratatui::{Frame, Terminal};

/// What the screen keeps between frames.
#[derive(Debug)]
pub(crate) struct Screen {
    me: Seat,
    lang: levee_i18n::Lang,
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
    /// A message in the screen's language.
    fn tr(&self, key: &str, args: &[(&str, &str)]) -> String {
        levee_i18n::message(self.lang, key, args)
    }

    /// A seat's name in the screen's language (« Nord », « Ouest »).
    fn seat(&self, s: Seat) -> String {
        self.tr(&format!("tui-seat-{}", s.letter()), &[])
    }

    /// The auction grid in the screen's language: the seats' names and « Passe », « SA », in
    /// the grid's columns of seven characters.
    fn grid_words(&self, line: &str) -> String {
        render::grid_line_in(line, self.lang)
    }

    fn say(&mut self, bytes: &[u8]) {
        self.log.extend(String::from_utf8_lossy(bytes).lines().map(str::to_string));
        self.scroll = 0;
    }
}

/// What the arrow keys choose among now: the legal calls, or the legal cards of the hand the
/// person plays from (their own or dummy), in the order the hand is drawn.
fn choices(v: &View) -> Vec<String> {
    match &v.legal {
        Some(Legal::Calls { calls, .. }) => calls.clone(),
        Some(Legal::Cards { cards }) => {
            // The hand played from: the one holding the legal cards, in its drawn order.
            let hand = v.hands.iter().flatten().find(|h| cards.iter().all(|c| h.contains(c)));
            hand.map_or_else(|| cards.clone(), |h| h.iter().filter(|c| cards.contains(c)).cloned().collect())
        }
        None => Vec::new(),
    }
}

fn suit_style(s: Suit) -> Style {
    match s {
        Suit::Hearts | Suit::Diamonds => Style::new().fg(Color::Red),
        _ => Style::new(),
    }
}

/// A hand as the view gives it (in the order it is drawn), a line per suit; the legal cards
/// bold and the chosen one reversed when the person plays from it.
fn hand_lines(cards: &[Card], legal: &[Card], chosen: Option<Card>) -> Vec<Line<'static>> {
    let mut suits: Vec<Suit> = Vec::new();
    for c in cards {
        if !suits.contains(&c.suit()) {
            suits.push(c.suit());
        }
    }
    // Voids are shown too, after the suits held, in seed 003's order.
    for s in Suit::IN_HAND {
        if !suits.contains(&s) {
            suits.push(s);
        }
    }
    suits
        .iter()
        .map(|&s| {
            let mut spans = vec![Span::styled(format!("{} ", s.symbol()), suit_style(s))];
            let in_suit: Vec<Card> = cards.iter().copied().filter(|c| c.suit() == s).collect();
            if in_suit.is_empty() {
                spans.push(Span::raw("—"));
            }
            for c in in_suit {
                let mut st = Style::new();
                if legal.contains(&c) {
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

fn seat_title(s: &Screen, g: &LineGame, v: &View, seat: Seat) -> String {
    let mut t = s.seat(seat);
    if seat == g.me {
        t.push_str(&format!(" ({})", s.tr("tui-you", &[])));
    }
    let r = g.table.round();
    if r.phase() != Phase::Auction {
        if r.dummy() == Some(seat) {
            t.push_str(&format!(" {}", s.tr("tui-dummy", &[])));
        } else if r.declarer() == Some(seat) {
            t.push_str(&format!(" {}", s.tr("tui-declarer", &[])));
        }
    }
    // The seat whose call or card is next (dummy's turn marks dummy, not declarer).
    let next = match r.phase() {
        Phase::Play => r.to_play(),
        _ => v.to_act.as_deref().and_then(|s| s.parse().ok()),
    };
    if next == Some(seat) {
        t.push_str(" ◀");
    }
    t
}

fn cards_of(texts: &[String]) -> Vec<Card> {
    texts.iter().filter_map(|c| c.parse().ok()).collect()
}

/// One seat's box: its hand when the view shows it, else the number of cards.
fn seat_widget(s: &Screen, g: &LineGame, v: &View, seat: Seat, chosen: Option<Card>) -> Paragraph<'static> {
    let mut lines = vec![Line::styled(seat_title(s, g, v, seat), Style::new().add_modifier(Modifier::BOLD))];
    match &v.hands[seat.index()] {
        Some(hand) => {
            let hand = cards_of(hand);
            // The legal cards are marked in the hand the person plays from now.
            let legal = match &v.legal {
                Some(Legal::Cards { cards }) => cards_of(cards),
                _ => Vec::new(),
            };
            let plays_from = !legal.is_empty() && legal.iter().all(|c| hand.contains(c));
            let legal = if plays_from { legal } else { Vec::new() };
            lines.extend(hand_lines(&hand, &legal, chosen.filter(|_| plays_from)));
        }
        None => lines.push(Line::raw(s.tr("table-cards", &[("count", &v.counts[seat.index()].to_string())]))),
    }
    Paragraph::new(lines)
}

fn card_span(c: Card) -> Span<'static> {
    Span::styled(format!("{c:#}"), suit_style(c.suit()))
}

/// The middle of the table: the trick being played (or the last one, with its winner).
fn trick_widget(s: &Screen, v: &View) -> Paragraph<'static> {
    let Some(current) = &v.current else {
        return Paragraph::new(vec![Line::raw(""), Line::raw(s.tr("tui-auction-word", &[])).centered()]);
    };
    let (trick, last) = match (current.cards.is_empty(), v.tricks.last()) {
        (true, Some(t)) => (t, true),
        _ => (current, false),
    };
    let leader: Seat = trick.leader.parse().unwrap_or(Seat::North);
    let cards = cards_of(&trick.cards);
    let at = |s: Seat| -> Span<'static> {
        let i = (s.index() + 4 - leader.index()) % 4;
        cards.get(i).map_or(Span::raw("   "), |c| card_span(*c))
    };
    let mut lines = vec![
        Line::from(at(Seat::North)).centered(),
        Line::from(vec![at(Seat::West), Span::raw("       "), at(Seat::East)]).centered(),
        Line::from(at(Seat::South)).centered(),
    ];
    let score = s.tr("tui-score", &[("ns", &v.ns_tricks.to_string()), ("ew", &v.ew_tricks.to_string())]);
    let note = if last {
        let w: Option<Seat> = trick.winner.as_deref().and_then(|w| w.parse().ok());
        let to = s.seat(w.unwrap_or(leader));
        s.tr("tui-trick-won", &[("n", &v.tricks.len().to_string()), ("seat", &to), ("score", &score)])
    } else {
        s.tr("tui-trick", &[("n", &(v.tricks.len() + 1).to_string()), ("score", &score)])
    };
    lines.push(Line::styled(note, Style::new().fg(Color::Cyan)).centered());
    Paragraph::new(lines)
}

fn call_line(s: &Screen, v: &View, cursor: usize) -> Line<'static> {
    let mut spans = vec![Span::raw(format!("{} ", s.tr("tui-bid", &[])))];
    if let Some(Legal::Calls { calls, .. }) = &v.legal {
        for (i, c) in calls.iter().enumerate() {
            let mut st = Style::new();
            if i == cursor {
                st = st.add_modifier(Modifier::REVERSED);
            }
            let shown = c
                .parse::<AnyCall>()
                .ok()
                .and_then(AnyCall::bridge)
                .map_or_else(|| c.clone(), levee_bots::bidding::call_symbol);
            // The calls' own words in the screen's language (Passe, Contre, SA).
            let shown = match shown.as_str() {
                "Pass" => s.tr("call-pass", &[]),
                "X" | "XX" => s.tr(if shown == "X" { "call-double" } else { "call-redouble" }, &[]),
                _ => shown.replace("NT", &s.tr("strain-nt", &[])),
            };
            spans.push(Span::styled(shown, st));
            spans.push(Span::raw(" "));
        }
    }
    Line::from(spans)
}

/// The talk's last lines that fit `height` rows of `width` columns once wrapped, `scroll`
/// lines back from the end.
fn talk_lines(log: &[String], scroll: usize, width: u16, height: u16) -> Vec<Line<'_>> {
    let end = log.len().saturating_sub(scroll);
    let width = usize::from(width.max(1));
    let mut rows = 0;
    let mut start = end;
    while start > 0 {
        let need = log[start - 1].chars().count().div_ceil(width).max(1);
        if rows + need > usize::from(height) {
            break;
        }
        rows += need;
        start -= 1;
    }
    log[start..end].iter().map(|l| Line::raw(l.as_str())).collect()
}

/// The session so far, as the status line says it: the rubber's columns, or the boards' total.
fn session_text(s: &Screen, v: &View) -> String {
    match &v.sheet {
        Some(sheet) => s.tr("tui-we-they", &[("we", &sheet.we.to_string()), ("they", &sheet.they.to_string())]),
        None if v.scores.is_empty() => String::new(),
        None => s.tr(
            "tui-session",
            &[
                ("total", &format!("{:+}", v.scores.iter().map(|x| x.ns).sum::<i32>())),
                ("boards", &v.scores.len().to_string()),
            ],
        ),
    }
}

fn ui(f: &mut Frame<'_>, s: &Screen, g: &LineGame) {
    let v = g.table.view(Viewer::Seat(s.me));
    // On a small terminal (80×24) the auction is drawn in the middle of the table while it
    // lasts, and the talk takes the whole width, wrapped, without a frame.
    let compact = f.area().height < 30;
    let [top, table, mid, bottom] =
        Layout::vertical([Constraint::Length(1), Constraint::Length(15), Constraint::Min(3), Constraint::Length(4)])
            .areas(f.area());
    let mut status = s.title.clone();
    if let Some(c) = &v.contract {
        let d: Option<Seat> = c.declarer.parse().ok();
        let contract = c.contract.replace("NT", &s.tr("strain-nt", &[]));
        let declarer = s.seat(d.unwrap_or(Seat::North));
        status.push_str(&format!(" · {}", s.tr("table-contract", &[("contract", &contract), ("declarer", &declarer)])));
    }
    let session = session_text(s, &v);
    if !session.is_empty() {
        status.push_str(&format!(" · {session}"));
    }
    f.render_widget(Paragraph::new(status).style(Style::new().add_modifier(Modifier::BOLD)), top);
    let rows: [Rect; 3] = Layout::vertical([Constraint::Length(5); 3]).areas(table);
    let cols = |r: Rect| -> [Rect; 3] {
        Layout::horizontal([Constraint::Percentage(33), Constraint::Percentage(34), Constraint::Percentage(33)])
            .areas(r)
    };
    let choice = choices(&v);
    let chosen = match &v.legal {
        Some(Legal::Cards { .. }) => choice.get(s.cursor).and_then(|c| c.parse().ok()),
        _ => None,
    };
    let [_, n, _] = cols(rows[0]);
    let [w, c, e] = cols(rows[1]);
    let [_, so, _] = cols(rows[2]);
    for (seat, area) in [(Seat::North, n), (Seat::West, w), (Seat::East, e), (Seat::South, so)] {
        f.render_widget(seat_widget(s, g, &v, seat, chosen), area);
    }
    let grid: Vec<String> = match g.table.round() {
        AnyRound::Bridge(x) => render::auction_grid(x.auction()).into_iter().map(|l| s.grid_words(&l)).collect(),
        _ => Vec::new(),
    };
    let wrap = ratatui::widgets::Wrap { trim: false };
    if compact {
        if g.table.round().phase() == Phase::Auction && !grid.is_empty() {
            // The header and the last rounds that fit.
            let keep = usize::from(c.height.saturating_sub(1)).max(1);
            let rows = grid.len() - 1;
            let mut shown = vec![Line::styled(grid[0].clone(), Style::new().fg(Color::Cyan))];
            shown.extend(grid[1 + rows.saturating_sub(keep)..].iter().map(|l| Line::raw(l.clone())));
            f.render_widget(Paragraph::new(shown), c);
        } else {
            f.render_widget(trick_widget(s, &v), c);
        }
        let lines = talk_lines(&s.log, s.scroll, mid.width, mid.height);
        f.render_widget(Paragraph::new(lines).wrap(wrap), mid);
    } else {
        f.render_widget(trick_widget(s, &v), c);
        let [auction, log] = Layout::horizontal([Constraint::Length(32), Constraint::Min(20)]).areas(mid);
        let grid: Vec<Line<'_>> = grid.into_iter().map(Line::raw).collect();
        f.render_widget(Paragraph::new(grid).block(Block::bordered().title(s.tr("tui-auction", &[]))), auction);
        let lines = talk_lines(&s.log, s.scroll, log.width.saturating_sub(2), log.height.saturating_sub(2));
        f.render_widget(Paragraph::new(lines).wrap(wrap).block(Block::bordered().title(s.tr("tui-talk", &[]))), log);
    }
    let mine = v.to_act.as_deref() == Some(&s.me.to_string());
    let first = match g.table.round().phase() {
        Phase::Auction => call_line(s, &v, if mine { s.cursor } else { usize::MAX }),
        Phase::Play if mine => Line::raw(s.tr("tui-your-card", &[])),
        Phase::Play => Line::raw(s.tr("tui-robots-playing", &[])),
        Phase::Over => Line::raw(""),
    };
    let help = s.tr(if s.over { "tui-help-over" } else { "tui-help" }, &[]);
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

fn on_key(s: &mut Screen, g: &mut LineGame, k: KeyEvent) -> Flow {
    let v = g.table.view(Viewer::Seat(s.me));
    let n = choices(&v).len();
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
                match choices(&v).get(s.cursor) {
                    Some(w) => w.clone(),
                    None => return Flow::Go,
                }
            } else {
                typed
            };
            let mut buf = Vec::new();
            match g.human(&word, &mut buf) {
                Ok(true) => return Flow::Quit,
                Ok(false) => s.cursor = 0,
                Err(e) => buf.extend(format!("{}\n", s.tr("tui-refused", &[("why", &e)])).into_bytes()),
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
    let mut g = crate::robots::new_line_game(a)?;
    let seed = g.table.config().seed;
    let me = a.seat;
    let mut s = Screen {
        me,
        lang: a.lang,
        title: String::new(),
        log: Vec::new(),
        scroll: 0,
        input: String::new(),
        cursor: 0,
        over: false,
    };
    s.log.push(s.tr("tui-seed", &[("seed", &seed.to_string())]));
    loop {
        let r = g.table.round();
        let (number, dealer, vul) = (g.table.board(), r.dealer(), r.vulnerability());
        let (n, d, v, m) = (number.to_string(), s.seat(dealer), s.tr(&format!("vul-{}", vul.pbn()), &[]), s.seat(me));
        s.title = s.tr("tui-title", &[("board", &n), ("dealer", &d), ("vul", &v)]);
        let line = s.tr("tui-board-line", &[("board", &n), ("dealer", &d), ("vul", &v), ("you", &m)]);
        s.log.push(line);
        s.over = false;
        s.cursor = 0;
        while g.table.round().phase() != Phase::Over {
            if g.table.robot_to_act() {
                // What was just played is on the screen while the robot waits its turn.
                let pause = g.table.config().pace.before_next(&g.table);
                if !pause.is_zero() {
                    term.draw(|f| ui(f, &s, &g))?;
                    std::thread::sleep(pause);
                }
            }
            if let Some(ev) = g.table.robot_event(&g.robots) {
                let mut buf = Vec::new();
                g.act(&ev, &mut buf).map_err(crate::bad)?;
                s.say(&buf);
                term.draw(|f| ui(f, &s, &g))?;
                continue;
            }
            term.draw(|f| ui(f, &s, &g))?;
            let Some(k) = keys()? else { return Ok(s.log) };
            if let Flow::Quit = on_key(&mut s, &mut g, k) {
                return Ok(s.log);
            }
        }
        let mut buf = Vec::new();
        g.finish(&mut buf)?;
        s.say(&buf);
        s.over = true;
        let last = g.table.is_over();
        loop {
            term.draw(|f| ui(f, &s, &g))?;
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
        g.table.apply(&levee_table::Event::NextBoard).map_err(|e| crate::bad(e.to_string()))?;
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
            pbn: None,
            pace: levee_table::Pace::NONE,
            lang: levee_i18n::Lang::En,
            deals: Vec::new(),
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
        assert!(text.contains(" tricks: NS "), "{text}");
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

    // Issue 30: at 80×24 the whole game is usable. While the auction lasts its latest rounds
    // are in the middle of the table (partner's calls included), the talk shows several lines
    // wrapped (none cut), and the status line carries the session's running total.
    #[test]
    fn a_small_terminal_shows_the_auction_the_talk_and_the_total() {
        let deal = "N:A2.AKQJ32.K32.32 KQJT98.4.A54.A54 543.T98.QJT9.KQJ 76.765.876.T9876";
        let mut g = crate::robots::new_line_game(&args(deal)).unwrap();
        let mut sink = Vec::new();
        let mut s = Screen {
            me: Seat::South,
            lang: levee_i18n::Lang::En,
            title: "levee · Board 1".into(),
            log: Vec::new(),
            scroll: 0,
            input: String::new(),
            cursor: 0,
            over: false,
        };
        // Three rounds of bidding (North's 1♥ first), whoever's robots they are.
        for (i, call) in ["1H", "1S", "P", "2S", "3H", "3S", "P", "P", "4H", "P", "P"].into_iter().enumerate() {
            let seat = Seat::North.add(i);
            let call: levee_table::AnyCall = call.parse().unwrap();
            g.table.apply(&levee_table::Event::Called { seat, call, meaning: None }).unwrap();
        }
        s.say(&sink);
        s.log.push(format!("hint: {}", "a long line that a small terminal must wrap rather than cut ".repeat(3)));
        assert_eq!(g.table.round().phase(), Phase::Auction, "still bidding");
        let mut term = Terminal::new(TestBackend::new(80, 24)).unwrap();
        term.draw(|f| ui(f, &s, &g)).unwrap();
        let screen = screen_text(&term);
        let AnyRound::Bridge(x) = g.table.round() else { panic!("bridge") };
        // Every call of the auction so far is on the screen, North's first bid too.
        for (seat, call) in x.auction().iter() {
            let shown = levee_bots::bidding::call_symbol(call);
            assert!(screen.contains(&shown), "{seat}'s {shown} missing:\n{screen}");
        }
        assert!(screen.contains("North") && screen.contains("South"), "{screen}");
        // The long line is wrapped: its end is on the screen.
        assert!(screen.contains("rather than cut"), "{screen}");
        assert!(screen.lines().count() <= 24);

        // Later, with a board finished, the status line shows the session's total.
        let mut g = crate::robots::new_line_game(&args(deal)).unwrap();
        while g.table.round().phase() != Phase::Over {
            g.robots_act(&mut sink).unwrap();
            if g.table.round().phase() == Phase::Over {
                break;
            }
            g.human("robot", &mut sink).unwrap();
        }
        term.draw(|f| ui(f, &s, &g)).unwrap();
        let screen = screen_text(&term);
        assert!(screen.lines().next().unwrap().contains("session NS "), "{screen}");
    }

    // Issue 26: `levee play --lang fr`: the full-screen game in French — the seats (Nord,
    // Ouest), the bidding box (Passe), the boxes' titles and the help; no English left in them.
    #[test]
    fn the_full_screen_game_in_french() {
        let deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 AK5.AQ3.KQ9.A765 T942.T84.32.KJ32";
        let mut a = args(deal);
        a.lang = levee_i18n::Lang::Fr;
        for (w, h) in [(110, 40), (80, 24)] {
            let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
            let mut keys = || -> Result<Option<KeyEvent>> { Ok(None) };
            let log = run(&mut term, &mut keys, &a).unwrap();
            let screen = screen_text(&term);
            for word in ["Nord", "Ouest", "Est", "Sud (vous)", "Enchère :", "Passe", "Étui 1", "Donneur Nord"] {
                assert!(screen.contains(word), "{word} missing at {w}x{h}:\n{screen}");
            }
            // The whole screen is French, the talk's lines too (the robots' calls and their
            // meaning, the cards played).
            assert!(screen.contains("Ouest") && screen.contains("Passe"), "{screen}");
            for english in
                ["North", "West", "Bid:", "Pass ", "Table talk", "Dealer", "(you)", " bids ", " plays ", "No opening"]
            {
                assert!(!screen.contains(english), "English {english:?} at {w}x{h}:\n{screen}");
            }
            assert!(log.iter().any(|l| l.contains(" annonce ")), "{log:?}");
            assert!(log.iter().any(|l| l.contains("redonne ces donnes")), "{log:?}");
        }
    }
}
