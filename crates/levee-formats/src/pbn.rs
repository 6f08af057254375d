//! PBN (Portable Bridge Notation 2.1): games of tag pairs and sections, read leniently (files
//! in the wild are not perfect) and written in the standard's export form.
//!
//! Reading never stops at a bad game: each game is read on its own, checked against the
//! rules, and its problems reported with their line numbers.

use crate::model::{
    AuctionRecord, CallEntry, CardEntry, ContractTag, PartialDeal, PlayRecord, Record, SectionEnd, Severity, Spot, Tag,
};
use crate::{Charset, FileProblem, ReadOutcome};
use levee_core::{Auction, BySeat, Call, Card, Contract, Seat, Strain, TrickTable, Vulnerability};
use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt::Write as _;

/// A tag as read, before interpretation.
#[derive(Debug, Clone)]
struct RawTag {
    name: String,
    value: String,
    line: usize,
    section: Vec<(usize, String)>,
}

/// A game as read: its tags and comments, and its first line.
#[derive(Debug, Default)]
struct RawGame {
    first_line: usize,
    tags: Vec<RawTag>,
    comments: Vec<String>,
    syntax: Vec<(usize, String)>,
    /// What was read leniently, with its line: real writers' habits the standard does not allow.
    lenient: Vec<(usize, String)>,
}

/// Tags a game takes from the game before when it does not give them (the deal's identity,
/// not what happened at the table). See docs/formats.md.
const INHERITED: [&str; 14] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Stage",
    "Competition",
    "HomeTeam",
    "VisitTeam",
    "Section",
    "Round",
];

/// Reads a PBN file: every game, each checked, problems with their lines.
#[must_use]
pub fn read(text: &str) -> ReadOutcome {
    let mut outcome = ReadOutcome::default();
    let text = line_ends(text);
    let mut games = split_games(&text, &mut outcome.notes);
    games.retain(|g| !g.tags.is_empty() || !g.syntax.is_empty());
    if games.is_empty() {
        outcome.notes.push("no game in the file (a header or comments only)".into());
    }
    for g in &mut games {
        drop_repeated_tags(g);
    }
    for i in 0..games.len() {
        // Each game inherits from the one before as it was resolved (no copies kept).
        let (before, rest) = games.split_at_mut(i);
        let game = &mut rest[0];
        inherit(&mut game.tags, before.last().map_or(&[][..], |g| &g.tags[..]));
        let game = &games[i];
        let index = outcome.records.len();
        let (record, problems) = interpret(game);
        for (line, message) in &game.syntax {
            outcome.problems.push(FileProblem {
                record: index,
                board: record.board,
                line: *line,
                severity: Severity::Error,
                message: message.clone(),
            });
        }
        for (line, message) in &game.lenient {
            outcome.problems.push(FileProblem {
                record: index,
                board: record.board,
                line: *line,
                severity: Severity::Warning,
                message: message.clone(),
            });
        }
        for (line, severity, message) in problems {
            outcome.problems.push(FileProblem { record: index, board: record.board, line, severity, message });
        }
        outcome.records.push(record);
    }
    outcome
}

/// The text with every line ending as `\n`: Windows' CRLF, and old Macs' lone CR, which
/// `str::lines` would not split on; a file may mix them.
fn line_ends(text: &str) -> Cow<'_, str> {
    if text.contains('\r') { Cow::Owned(text.replace("\r\n", "\n").replace('\r', "\n")) } else { Cow::Borrowed(text) }
}

/// A tag given twice in one game (the standard allows one of each; `Note` excepted): the first
/// is kept, and each repeat is named.
fn drop_repeated_tags(game: &mut RawGame) {
    let mut seen: Vec<&str> = Vec::new();
    let mut drop = Vec::new();
    for (i, t) in game.tags.iter().enumerate() {
        if t.name == "Note" {
            continue;
        }
        if seen.contains(&t.name.as_str()) {
            drop.push(i);
        } else {
            seen.push(&t.name);
        }
    }
    for i in drop.into_iter().rev() {
        let t = game.tags.remove(i);
        let first = game.tags.iter().find(|x| x.name == t.name).map_or(0, |x| x.line);
        game.lenient.push((t.line, format!("tag {} repeated: the first one (line {first}) is kept", t.name)));
    }
    game.lenient.sort_by_key(|(line, _)| *line);
}

/// Cuts the text into games (an empty line ends a game), strips comments (`{...}` over lines,
/// `;` to the end of a line), and reads the tag pairs with their sections.
///
/// Braces inside a comment are counted (`{ see {the} note }` is one comment; some writers nest
/// them). If counting leaves such a comment open at an empty line or at the end of the file, a
/// stray `{` is more likely, and the text is read again with each comment ending at its first
/// `}`, as the standard has it.
fn split_games(text: &str, notes: &mut Vec<String>) -> Vec<RawGame> {
    match split_games_with(text, true) {
        Some(games) => games,
        None => {
            notes.push("a comment's braces do not pair up: each comment is read to its first '}'".into());
            split_games_with(text, false).unwrap_or_default()
        }
    }
}

/// An open `{` comment: its text so far, and how many braces are open.
struct OpenComment {
    text: String,
    depth: usize,
    nested: bool,
}

/// The byte of the `}` that closes a comment `depth` braces deep in `s`; braces opened inside
/// count when `nest` (and set `nested`).
fn comment_end(s: &str, depth: &mut usize, nest: bool, nested: &mut bool) -> Option<usize> {
    for (i, c) in s.char_indices() {
        match c {
            '{' if nest => {
                *depth += 1;
                *nested = true;
            }
            '}' => {
                *depth -= 1;
                if *depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// [`split_games`], counting nested braces or not; `None` when a comment is left open at the
/// end while counting them.
fn split_games_with(text: &str, nest: bool) -> Option<Vec<RawGame>> {
    let mut games = Vec::new();
    let mut game = RawGame::default();
    let mut in_comment: Option<OpenComment> = None;
    let mut open_tag: Option<(usize, String)> = None;
    for (n, raw) in text.lines().enumerate() {
        let line_no = n + 1;
        let mut rest: &str = raw;
        let mut nested = false;
        if let Some(comment) = in_comment.as_mut() {
            if nest && comment.nested && raw.trim().is_empty() {
                return None;
            }
            match comment_end(rest, &mut comment.depth, nest, &mut nested) {
                Some(end) => {
                    comment.text.push('\n');
                    comment.text.push_str(&rest[..end]);
                    game.comments.push(comment.text.trim().to_string());
                    in_comment = None;
                    rest = &rest[end + 1..];
                }
                None => {
                    comment.text.push('\n');
                    comment.text.push_str(rest);
                    comment.nested |= nested;
                    if nested {
                        game.lenient.push((line_no, "braces nested in a comment".into()));
                    }
                    continue;
                }
            }
        } else if raw.trim().is_empty() {
            if let Some((first, text)) = open_tag.take() {
                game.syntax.push((first, format!("tag {text:?}: the closing ']' is missing")));
            }
            if !game.tags.is_empty() || !game.syntax.is_empty() {
                games.push(std::mem::take(&mut game));
            }
            continue;
        }
        if rest.starts_with('%') {
            continue; // an escape line: `% PBN 2.1`, `% EXPORT`
        }
        let clean = strip_comments(rest, &mut game.comments, &mut in_comment, nest, &mut nested);
        if nested {
            game.lenient.push((line_no, "braces nested in a comment".into()));
        }
        let mut body = clean.trim();
        if body.is_empty() {
            continue;
        }
        // A tag written over several lines (`[`, then the name, the value and `]` on lines of
        // their own: the standard allows any white space between a tag's tokens) is joined
        // up to its `]`, for a few lines at most, and read from the line it began on.
        let mut tag_line = line_no;
        let joined;
        match open_tag.take() {
            Some((first, text)) if body.starts_with('[') => {
                game.syntax.push((first, format!("tag {text:?}: the closing ']' is missing")));
            }
            Some((first, mut text)) => {
                text.push(' ');
                text.push_str(body);
                if !closes_tag(&text) && line_no - first < MAX_TAG_LINES {
                    open_tag = Some((first, text));
                    continue;
                }
                game.lenient.push((first, "a tag written over several lines".into()));
                joined = text;
                body = &joined;
                tag_line = first;
            }
            None => {}
        }
        if tag_line == line_no && body.starts_with('[') && !closes_tag(body) {
            if game.tags.is_empty() && game.syntax.is_empty() {
                game.first_line = line_no;
            }
            open_tag = Some((line_no, body.to_string()));
            continue;
        }
        let line_no = tag_line;
        if game.tags.is_empty() && game.syntax.is_empty() {
            game.first_line = line_no;
        }
        while body.starts_with('[') {
            match parse_tag(body) {
                Ok((name, value, after, warning)) => {
                    if let Some(w) = warning {
                        game.lenient.push((line_no, w));
                    }
                    game.tags.push(RawTag { name, value, line: line_no, section: Vec::new() });
                    body = after.trim_start();
                }
                Err(msg) => {
                    game.syntax.push((line_no, msg));
                    body = "";
                }
            }
        }
        if !body.is_empty() {
            match game.tags.last_mut() {
                Some(tag) => tag.section.push((line_no, body.to_string())),
                None => game.syntax.push((line_no, format!("{body:?} before any tag"))),
            }
        }
    }
    if let Some((first, text)) = open_tag {
        game.syntax.push((first, format!("tag {text:?}: the closing ']' is missing")));
    }
    if let Some(c) = in_comment {
        if nest && c.nested {
            return None;
        }
        game.comments.push(c.text.trim().to_string());
    }
    if !game.tags.is_empty() || !game.syntax.is_empty() {
        games.push(game);
    }
    Some(games)
}

/// The line without its comments (outside tag values); a `{` left open carries on.
fn strip_comments<'a>(
    line: &'a str,
    comments: &mut Vec<String>,
    open: &mut Option<OpenComment>,
    nest: bool,
    nested: &mut bool,
) -> Cow<'a, str> {
    if !line.contains(['{', ';']) {
        return Cow::Borrowed(line);
    }
    let mut out = String::with_capacity(line.len());
    let mut in_quote = false;
    let mut chars = line.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' if in_quote => {
                out.push(c);
                if let Some((_, n)) = chars.next() {
                    out.push(n);
                }
            }
            '"' => {
                in_quote = !in_quote;
                out.push(c);
            }
            ';' if !in_quote => {
                comments.push(line[i + 1..].trim().to_string());
                break;
            }
            '{' if !in_quote => {
                let after = &line[i + 1..];
                let mut depth = 1;
                match comment_end(after, &mut depth, nest, nested) {
                    Some(end) => {
                        comments.push(after[..end].trim().to_string());
                        for _ in 0..after[..=end].chars().count() {
                            chars.next();
                        }
                    }
                    None => {
                        *open = Some(OpenComment { text: after.to_string(), depth, nested: *nested });
                        break;
                    }
                }
            }
            _ => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// How many lines one tag may run over before it is read as it stands.
const MAX_TAG_LINES: usize = 8;

/// Whether a line that opens a tag also closes it (a `]` outside the quoted value).
fn closes_tag(s: &str) -> bool {
    let mut in_quote = false;
    let mut escaped = false;
    for c in s.chars() {
        match c {
            _ if escaped => escaped = false,
            '\\' if in_quote => escaped = true,
            '"' => in_quote = !in_quote,
            ']' if !in_quote => return true,
            _ => {}
        }
    }
    false
}

/// `[Name "value"]` at the start of `s`: the name, the unescaped value, and what follows.
/// A value written without quotes (`[Event Random deal]`, as some programs write it) is read
/// up to the `]`, with a warning.
fn parse_tag(s: &str) -> Result<(String, String, &str, Option<String>), String> {
    let inner = s[1..].trim_start();
    let spaced = inner.len() < s.len() - 1;
    let name_end = inner.find(|c: char| c.is_whitespace() || c == '"' || c == ']').unwrap_or(inner.len());
    let name = &inner[..name_end];
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(format!("bad tag name in {s:?}"));
    }
    let after_name = inner[name_end..].trim_start();
    let Some(after_quote) = after_name.strip_prefix('"') else {
        return match after_name.find(']') {
            Some(end) if !after_name[..end].contains(['"', '[']) => {
                let value = after_name[..end].trim().to_string();
                let warning = format!("tag {name}: a value without quotes, read as {value:?}");
                Ok((name.to_string(), value, &after_name[end + 1..], Some(warning)))
            }
            _ => Err(format!("tag {name}: the value must be in double quotes")),
        };
    };
    let mut value = String::new();
    let mut chars = after_quote.char_indices();
    let mut end = None;
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => match chars.clone().next() {
                Some((_, q @ ('"' | '\\'))) => {
                    value.push(q);
                    chars.next();
                }
                _ => value.push('\\'),
            },
            '"' => {
                end = Some(i);
                break;
            }
            _ => value.push(c),
        }
    }
    let end = end.ok_or_else(|| format!("tag {name}: the value's closing quote is missing"))?;
    let rest = after_quote[end + 1..].trim_start();
    let rest = rest.strip_prefix(']').ok_or_else(|| format!("tag {name}: the closing ']' is missing"))?;
    let warning = spaced.then(|| format!("tag {name}: white space after '['"));
    Ok((name.to_string(), value, rest, warning))
}

/// `#` copies the value of the game before; the deal's identity tags that a game leaves out
/// come from the game before.
fn inherit(tags: &mut Vec<RawTag>, previous: &[RawTag]) {
    let prev = |name: &str| previous.iter().find(|t| t.name == name);
    for t in tags.iter_mut() {
        if t.value == "#"
            && let Some(p) = prev(&t.name)
        {
            t.value.clone_from(&p.value);
            if t.section.is_empty() {
                t.section.clone_from(&p.section);
            }
        }
    }
    if previous.is_empty() {
        return;
    }
    let mut added = Vec::new();
    for name in INHERITED {
        if !tags.iter().any(|t| t.name == name)
            && let Some(p) = prev(name)
        {
            added.push(p.clone());
        }
    }
    // Put them first, in the order of the game before, so an export reads naturally.
    if !added.is_empty() {
        added.append(tags);
        *tags = added;
    }
}

type LineProblem = (usize, Severity, String);

/// Line numbers of the parts of a record, to turn a [`Spot`] into a line.
#[derive(Default)]
struct Lines {
    first: usize,
    deal: usize,
    contract: usize,
    calls: Vec<usize>,
    /// The line of each card slot of the play section (trick × 4 + column).
    cards: Vec<usize>,
    play_leader: Option<Seat>,
}

impl Lines {
    fn of(&self, spot: Spot) -> usize {
        match spot {
            Spot::Record => self.first,
            Spot::Deal => self.deal.max(self.first),
            Spot::Contract => self.contract.max(self.first),
            Spot::Call(i) => self.calls.get(i).or(self.calls.last()).copied().unwrap_or(self.first),
            Spot::Card(t, seat) => {
                let col = self.play_leader.map_or(0, |l| (seat.index() + 4 - l.index()) % 4);
                self.cards.get(t * 4 + col).copied().filter(|l| *l > 0).unwrap_or(self.first)
            }
        }
    }
}

fn interpret(game: &RawGame) -> (Record, Vec<LineProblem>) {
    let mut r = Record::default();
    let mut problems: Vec<LineProblem> = Vec::new();
    let mut lines = Lines { first: game.first_line, ..Lines::default() };
    let mut notes_auction: HashMap<u32, String> = HashMap::new();
    let mut notes_play: HashMap<u32, String> = HashMap::new();
    let mut call_notes: Vec<(usize, u32)> = Vec::new();
    let mut card_notes: Vec<(usize, Seat, u32)> = Vec::new();
    let mut last_section = "";
    for tag in &game.tags {
        let v = tag.value.trim();
        let unknown = |v: &str| v.is_empty() || v == "?" || v == "-";
        let mut keep = false;
        match tag.name.as_str() {
            "Board" if !unknown(v) => match v.parse::<u32>() {
                Ok(n) => r.board = Some(n),
                Err(_) => keep = true,
            },
            "Dealer" if !unknown(v) => match v.parse::<Seat>() {
                Ok(s) => r.dealer = Some(s),
                Err(_) => {
                    problems.push((tag.line, Severity::Error, format!("Dealer {v:?}: not a seat (N, E, S, W)")));
                    keep = true;
                }
            },
            "Vulnerable" if !v.is_empty() && v != "?" => match v.parse::<Vulnerability>() {
                Ok(x) => r.vulnerability = Some(x),
                Err(_) => {
                    problems.push((tag.line, Severity::Error, format!("Vulnerable {v:?}: use None, NS, EW or All")));
                    keep = true;
                }
            },
            "Deal" if !unknown(v) => {
                lines.deal = tag.line;
                match PartialDeal::parse_pbn(v) {
                    Ok(d) => r.deal = Some(d),
                    Err(e) => {
                        problems.push((tag.line, Severity::Error, e));
                        keep = true;
                    }
                }
            }
            name @ ("North" | "East" | "South" | "West") => {
                let seat: Seat = name[..1].parse().unwrap_or(Seat::North);
                // `?` is the standard's "not known", which the writer writes for no name.
                r.players[seat] = if v == "?" { None } else { Some(tag.value.clone()) };
            }
            "Declarer" => {
                lines.contract = lines.contract.max(tag.line);
                if !unknown(v) {
                    match v.trim_start_matches('^').parse::<Seat>() {
                        Ok(s) => r.declarer = Some(s),
                        Err(_) => {
                            problems.push((tag.line, Severity::Error, format!("Declarer {v:?}: not a seat")));
                            keep = true;
                        }
                    }
                }
            }
            "Contract" => {
                lines.contract = lines.contract.max(tag.line);
                if !unknown(v) {
                    if v.eq_ignore_ascii_case("pass") {
                        r.contract = Some(ContractTag::PassedOut);
                    } else {
                        // `3NR`: some programs write a redouble as R.
                        let v = match v.strip_suffix(['R', 'r']) {
                            Some(body) if body.len() >= 2 => Cow::Owned(format!("{body}XX")),
                            _ => Cow::Borrowed(v),
                        };
                        match v.parse::<Contract>() {
                            Ok(c) => r.contract = Some(ContractTag::Contract(c)),
                            Err(e) => {
                                problems.push((tag.line, Severity::Error, e.to_string()));
                                keep = true;
                            }
                        }
                    }
                }
            }
            "Result" if !unknown(v) => match v.parse::<u8>() {
                Ok(n) => r.result = Some(n),
                Err(_) => keep = true, // `EW 5` and other forms stay as written
            },
            "Auction" => {
                last_section = "Auction";
                if let Some(mark) = irregularity(&tag.section) {
                    problems.push((tag.line, Severity::Warning, irregular("auction", mark)));
                    keep = true;
                } else {
                    match v.parse::<Seat>() {
                        Ok(dealer) => {
                            if tag.section.is_empty() {
                                problems.push((tag.line, Severity::Warning, "the Auction section is empty".into()));
                            }
                            let (a, l, notes) = read_auction(dealer, &tag.section, &mut problems);
                            r.auction = Some(a);
                            lines.calls = l;
                            call_notes = notes;
                        }
                        Err(_) => {
                            problems.push((
                                tag.line,
                                Severity::Error,
                                format!("Auction {v:?}: the first caller must be a seat"),
                            ));
                            keep = true;
                        }
                    }
                }
            }
            "Play" => {
                last_section = "Play";
                if unknown(v) && tag.section.is_empty() {
                    continue;
                }
                if let Some(mark) = irregularity(&tag.section) {
                    problems.push((tag.line, Severity::Warning, irregular("play", mark)));
                    keep = true;
                } else {
                    match v.parse::<Seat>() {
                        Ok(leader) => {
                            if tag.section.is_empty() {
                                problems.push((tag.line, Severity::Warning, "the Play section is empty".into()));
                            }
                            lines.play_leader = Some(leader);
                            let (p, l, notes) = read_play(leader, &tag.section, &mut problems);
                            r.play = Some(p);
                            lines.cards = l;
                            card_notes = notes;
                        }
                        Err(_) => {
                            problems.push((
                                tag.line,
                                Severity::Error,
                                format!("Play {v:?}: the opening leader must be a seat"),
                            ));
                            keep = true;
                        }
                    }
                }
            }
            "Note" => {
                let (n, text) = match v.split_once(':') {
                    Some((n, text)) => (n.trim().parse::<u32>().ok(), text.trim().to_string()),
                    None => (None, v.to_string()),
                };
                match (n, last_section) {
                    (Some(n), "Auction") => {
                        notes_auction.insert(n, text);
                    }
                    (Some(n), "Play") => {
                        notes_play.insert(n, text);
                    }
                    _ => keep = true,
                }
            }
            // Unknown values (`?`, empty) of the tags the writer always writes.
            "Board" | "Dealer" | "Vulnerable" | "Deal" | "Result" => {}
            "Event" | "Site" | "Date" | "Scoring" if v == "?" => {}
            "DoubleDummyTricks" => match dd_from_hex(v) {
                Some(t) => r.dd_table = Some(t),
                None => keep = true,
            },
            _ => keep = true,
        }
        if keep {
            r.tags.push(Tag {
                name: tag.name.clone(),
                value: tag.value.clone(),
                section: tag.section.iter().map(|(_, s)| s.clone()).collect(),
            });
        }
    }
    if let Some(a) = r.auction.as_mut() {
        for (i, n) in call_notes {
            match notes_auction.get(&n) {
                Some(text) => a.calls[i].explanation = Some(text.clone()),
                None => problems.push((
                    lines.of(Spot::Call(i)),
                    Severity::Warning,
                    format!("note {n} is referred to but not given"),
                )),
            }
        }
    }
    if let Some(p) = r.play.as_mut() {
        for (t, seat, n) in card_notes {
            if let Some(Some(entry)) = p.tricks.get_mut(t).map(|x| &mut x[seat]) {
                entry.explanation = notes_play.get(&n).cloned().or(Some(String::new()));
            }
        }
    }
    // The writer puts the mandatory tags first, in the standard's order: so does the reader,
    // so that a record reads back as it was.
    let rank = |t: &Tag| ["Event", "Site", "Date", "Scoring"].iter().position(|n| *n == t.name).unwrap_or(4);
    r.tags.sort_by_key(rank);
    r.comments.clone_from(&game.comments);
    if let Some(k) = r.passes_left_out()
        && let Some(a) = r.auction.as_mut()
    {
        a.calls.splice(0..0, std::iter::repeat_n(CallEntry::new(Call::Pass), k));
        let first = lines.calls.first().copied().unwrap_or(lines.first);
        lines.calls.splice(0..0, std::iter::repeat_n(first, k));
        problems.push((
            first,
            Severity::Warning,
            format!(
                "the auction starts at the first bid: read with {k} pass{} before it, so that it ends in the contract and declarer of the tags",
                if k == 1 { "" } else { "es" }
            ),
        ));
    }
    for p in r.validate_repairing() {
        problems.push((lines.of(p.spot), p.severity, p.message));
    }
    (r, problems)
}

/// The first irregularity a section records (PBN 2.1 §3.9.6: `^I` an insufficient bid, `^L` a
/// lead out of turn, `^R` a revoke, `^S` a call or card out of rotation), if any.
fn irregularity(section: &[(usize, String)]) -> Option<&str> {
    section
        .iter()
        .flat_map(|(_, text)| text.split_whitespace())
        .find(|t| t.len() == 2 && t.starts_with('^') && t.as_bytes()[1].is_ascii_alphabetic())
}

/// An irregular auction or play is not a sequence the Laws allow, so it is not replayed: the
/// section is kept as written (and written back), the rest of the board is read.
fn irregular(what: &str, mark: &str) -> String {
    let name = match &mark[1..] {
        "I" => "an insufficient bid",
        "L" => "a lead out of turn",
        "R" => "a revoke",
        "S" => "a call or card out of rotation",
        _ => "an irregularity",
    };
    format!("the {what} records {name} ({mark}): kept as written, not replayed")
}

/// Splits `2H!`, `Pass?`, `SK?!$14` into the call or card and its suffix (the writer glues a
/// suffix and its NAGs to the token, so the reader takes them apart).
fn split_suffix(token: &str) -> (&str, &str) {
    let cut = token.find(['!', '?', '$']).unwrap_or(token.len());
    token.split_at(cut)
}

fn apply_suffix(alert: &mut bool, suffix_slot: &mut Option<String>, suffix: &str) {
    if suffix == "!" {
        *alert = true;
    } else if !suffix.is_empty() {
        match suffix_slot {
            Some(s) => s.push_str(suffix),
            None => *suffix_slot = Some(suffix.to_string()),
        }
    }
}

fn note_number(token: &str) -> Option<u32> {
    token.strip_prefix('=')?.strip_suffix('=')?.parse().ok()
}

/// A call with a mark glued to it that the standard writes apart: `4C*` (an alert, as some
/// programs mark one) or `5D=1` (note 1): the call, whether alerted, the note, and how it was
/// read.
fn glued_call(token: &str) -> Option<(Call, bool, Option<u32>, String)> {
    if let Some(body) = token.strip_suffix('*')
        && let Ok(call) = body.parse::<Call>()
    {
        return Some((call, true, None, format!("{body}! (an alert)")));
    }
    let (body, note) = token.split_once('=')?;
    let call = body.parse::<Call>().ok()?;
    let n: u32 = note.trim_end_matches('=').parse().ok()?;
    Some((call, false, Some(n), format!("{body} ={n}=")))
}

fn read_auction(
    dealer: Seat,
    section: &[(usize, String)],
    problems: &mut Vec<LineProblem>,
) -> (AuctionRecord, Vec<usize>, Vec<(usize, u32)>) {
    let mut a = AuctionRecord { dealer, calls: Vec::new(), end: SectionEnd::Open };
    let mut lines = Vec::new();
    let mut notes = Vec::new();
    for (line, text) in section {
        for token in text.split_whitespace() {
            if a.end != SectionEnd::Open {
                problems.push((*line, Severity::Warning, format!("{token:?} after the end of the auction is ignored")));
                continue;
            }
            if let Some(n) = note_number(token) {
                match a.calls.len().checked_sub(1) {
                    Some(i) => notes.push((i, n)),
                    None => problems.push((*line, Severity::Warning, format!("note {token} before any call"))),
                }
                continue;
            }
            if token.starts_with('$') || token.chars().all(|c| c == '!' || c == '?') {
                if let Some(last) = a.calls.last_mut() {
                    let suffix = if token.starts_with('$') { token } else { split_suffix(token).1 };
                    apply_suffix(&mut last.alert, &mut last.suffix, suffix);
                }
                continue;
            }
            match token {
                "*" => a.end = SectionEnd::Stopped,
                "+" => a.end = SectionEnd::Continues,
                "-" => {
                    a.calls.push(CallEntry::default());
                    lines.push(*line);
                }
                t if t.eq_ignore_ascii_case("AP") => {
                    let mut auction = Auction::new(dealer);
                    for c in a.known_calls() {
                        let _ = auction.try_call(c);
                    }
                    let mut added = 0;
                    while !auction.is_closed() && added < 4 {
                        if auction.try_call(Call::Pass).is_err() {
                            break;
                        }
                        a.calls.push(CallEntry::new(Call::Pass));
                        lines.push(*line);
                        added += 1;
                    }
                }
                t => {
                    let (body, suffix) = split_suffix(t);
                    let body = body.trim_start_matches('^');
                    match body.parse::<Call>() {
                        Ok(call) => {
                            let mut entry = CallEntry::new(call);
                            apply_suffix(&mut entry.alert, &mut entry.suffix, suffix);
                            a.calls.push(entry);
                            lines.push(*line);
                        }
                        Err(_) => match glued_call(body) {
                            // Writers' habits: `4C*` for an alert, `5D=1` for a note.
                            Some((call, alert, note, read_as)) => {
                                problems.push((*line, Severity::Warning, format!("auction: {t:?} read as {read_as}")));
                                let mut entry = CallEntry::new(call);
                                entry.alert = alert;
                                apply_suffix(&mut entry.alert, &mut entry.suffix, suffix);
                                a.calls.push(entry);
                                lines.push(*line);
                                if let Some(n) = note {
                                    notes.push((a.calls.len() - 1, n));
                                }
                            }
                            None => {
                                problems.push((*line, Severity::Error, format!("auction: {t:?} is not a call")));
                                a.end = SectionEnd::Stopped;
                            }
                        },
                    }
                }
            }
        }
    }
    (a, lines, notes)
}

type CardLines = Vec<usize>;

fn read_play(
    leader: Seat,
    section: &[(usize, String)],
    problems: &mut Vec<LineProblem>,
) -> (PlayRecord, CardLines, Vec<(usize, Seat, u32)>) {
    let mut p = PlayRecord { leader, tricks: Vec::new(), end: SectionEnd::Open };
    let order = leader.from_here();
    let mut lines = Vec::new();
    let mut notes = Vec::new();
    let mut slot = 0usize;
    let mut last: Option<(usize, Seat)> = None;
    for (line, text) in section {
        for token in text.split_whitespace() {
            if p.end != SectionEnd::Open {
                problems.push((*line, Severity::Warning, format!("{token:?} after the end of the play is ignored")));
                continue;
            }
            if let Some(n) = note_number(token) {
                if let Some((t, s)) = last {
                    notes.push((t, s, n));
                }
                continue;
            }
            if token.starts_with('$') || token.chars().all(|c| c == '!' || c == '?') {
                if let Some((t, s)) = last
                    && let Some(Some(e)) = p.tricks.get_mut(t).map(|x| &mut x[s])
                {
                    e.suffix.get_or_insert_with(String::new).push_str(token);
                }
                continue;
            }
            if token == "*" {
                p.end = SectionEnd::Stopped;
                continue;
            }
            if token == "+" {
                p.end = SectionEnd::Continues;
                continue;
            }
            let (t, col) = (slot / 4, slot % 4);
            if col == 0 {
                p.tricks.push(BySeat::from_fn(|_| None));
            }
            let seat = order[col];
            debug_assert_eq!(lines.len(), t * 4 + col);
            lines.push(*line);
            slot += 1;
            last = None;
            if token.bytes().all(|b| b == b'-') {
                // `-`: a card not recorded. Some writers put `--` (a card's two characters).
                if token.len() > 1 {
                    problems.push((
                        *line,
                        Severity::Warning,
                        format!("play: {token:?} read as '-' (a card not recorded)"),
                    ));
                }
                continue;
            }
            let (body, suffix) = split_suffix(token);
            match body.parse::<Card>() {
                Ok(card) => {
                    let mut e = CardEntry::new(card);
                    if !suffix.is_empty() {
                        e.suffix = Some(suffix.to_string());
                    }
                    p.tricks[t][seat] = Some(e);
                    last = Some((t, seat));
                }
                Err(_) => {
                    problems.push((*line, Severity::Error, format!("play: {token:?} is not a card")));
                    p.end = SectionEnd::Stopped;
                }
            }
        }
    }
    // A trailing trick with no card at all is not a trick.
    while p.tricks.last().is_some_and(|t| Seat::ALL.iter().all(|s| t[*s].is_none())) {
        p.tricks.pop();
    }
    (p, lines, notes)
}

/// `DoubleDummyTricks`: 20 hex digits, declarers N, S, E, W, each NT, ♠, ♥, ♦, ♣. A digit
/// past 13 (`e`, `f`) is no count of tricks: the tag is then kept as it is, unread.
fn dd_from_hex(v: &str) -> Option<TrickTable> {
    let digits: Vec<u8> =
        v.chars().map(|c| c.to_digit(16).and_then(|d| u8::try_from(d).ok())).collect::<Option<Vec<u8>>>()?;
    if digits.len() != 20 || digits.iter().any(|d| *d > 13) {
        return None;
    }
    let mut t = TrickTable::default();
    for (i, seat) in [Seat::North, Seat::South, Seat::East, Seat::West].into_iter().enumerate() {
        for (j, strain) in Strain::DESC.into_iter().enumerate() {
            t.set(strain, seat, digits[i * 5 + j]);
        }
    }
    Some(t)
}

/// The `DoubleDummyTricks` value of a table.
#[must_use]
pub fn dd_to_hex(t: &TrickTable) -> String {
    let mut s = String::with_capacity(20);
    for seat in [Seat::North, Seat::South, Seat::East, Seat::West] {
        for strain in Strain::DESC {
            s.push(char::from_digit(u32::from(t.get(strain, seat)), 16).unwrap_or('0'));
        }
    }
    s
}

pub use crate::model::optimum_result_table;

/// A PBN table (`ScoreTable`, `TotalScoreTable`, `OptimumResultTable`, ...): its column names
/// (the tag value `Name\6R;Other\2L`, widths and alignment left out) and its rows (the
/// section's values in order, a quoted string one value, `"` marks removed), cut into rows as
/// wide as the columns.
#[must_use]
pub fn table(tag: &crate::Tag) -> (Vec<String>, Vec<Vec<String>>) {
    let columns: Vec<String> = tag
        .value
        .split(';')
        .map(|c| c.split('\\').next().unwrap_or("").trim().to_string())
        .filter(|c| !c.is_empty())
        .collect();
    let mut values = Vec::new();
    for line in &tag.section {
        let mut rest = line.trim();
        while !rest.is_empty() {
            if let Some(after) = rest.strip_prefix('"') {
                let end = after.find('"').unwrap_or(after.len());
                values.push(after[..end].to_string());
                rest = after.get(end + 1..).unwrap_or("").trim_start();
            } else {
                let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
                values.push(rest[..end].to_string());
                rest = rest[end..].trim_start();
            }
        }
    }
    let rows =
        if columns.is_empty() { Vec::new() } else { values.chunks(columns.len()).map(<[String]>::to_vec).collect() };
    (columns, rows)
}

/// Writes records as a PBN 2.1 export file, as text (its header names UTF-8).
#[must_use]
pub fn write(records: &[Record]) -> String {
    write_in(records, Charset::Utf8)
}

/// Writes records as a PBN 2.1 export file whose header names `charset` (the text is to be
/// stored in it: [`crate::encoding::encode`]).
#[must_use]
pub fn write_in(records: &[Record], charset: Charset) -> String {
    let mut out = String::with_capacity(records.len() * 900 + 80);
    let _ = writeln!(out, "% PBN 2.1\n% EXPORT\n%Content-type: text/x-pbn; charset={charset}");
    for r in records {
        write_record(r, &mut out);
        out.push('\n');
    }
    out
}

fn escape(v: &str) -> Cow<'_, str> {
    if !v.contains(['"', '\\']) {
        return Cow::Borrowed(v);
    }
    let mut s = String::with_capacity(v.len() + 4);
    let mut chars = v.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => s.push_str("\\\""),
            // A lone backslash (`\2R` in OptimumResultTable) stays as it is; only one that
            // would read as an escape is doubled.
            '\\' if matches!(chars.peek(), None | Some('"' | '\\')) => s.push_str("\\\\"),
            _ => s.push(c),
        }
    }
    Cow::Owned(s)
}

fn tag(out: &mut String, name: &str, value: &str) {
    // What PBN cannot hold is made safe: a tag name is letters, digits and `_`; a value is
    // one line.
    let name: Cow<'_, str> = if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !name.is_empty() {
        Cow::Borrowed(name)
    } else {
        let n: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
        Cow::Owned(if n.is_empty() { "_".into() } else { n })
    };
    let value: Cow<'_, str> =
        if value.contains(['\n', '\r']) { Cow::Owned(value.replace(['\n', '\r'], " ")) } else { Cow::Borrowed(value) };
    let _ = writeln!(out, "[{name} \"{}\"]", escape(&value));
}

/// A section line as PBN can hold it: not empty (that would end the game), not read as a tag
/// or an escape, without comment marks.
fn section_line(out: &mut String, line: &str) {
    let clean: String = line.replace(['{', '}', ';', '\n', '\r'], " ");
    // A section line may not start a tag or an escape line, after any white space either.
    let clean = clean.trim_start_matches(|c: char| c == '[' || c == '%' || c.is_whitespace()).trim_end();
    if !clean.is_empty() {
        out.push_str(clean);
        out.push('\n');
    }
}

fn generic<'a>(r: &'a Record, name: &str) -> Option<&'a str> {
    r.tags.iter().find(|t| t.name == name).map(|t| t.value.as_str())
}

/// Writes one record (no blank line after it).
pub fn write_record(r: &Record, out: &mut String) {
    for name in ["Event", "Site", "Date"] {
        tag(out, name, generic(r, name).unwrap_or("?"));
    }
    let board = r.board.map(|b| b.to_string());
    tag(out, "Board", board.as_deref().or(generic(r, "Board")).unwrap_or("?"));
    for seat in [Seat::West, Seat::North, Seat::East, Seat::South] {
        tag(out, seat_name(seat), r.players[seat].as_deref().unwrap_or("?"));
    }
    let dealer = r.dealer.map(|d| d.letter().to_string());
    tag(out, "Dealer", dealer.as_deref().unwrap_or("?"));
    tag(out, "Vulnerable", r.vulnerability.map_or("?", Vulnerability::pbn));
    let deal = r.deal.map(|d| d.to_pbn(r.dealer.unwrap_or(Seat::North)));
    tag(out, "Deal", deal.as_deref().unwrap_or("?"));
    tag(out, "Scoring", generic(r, "Scoring").unwrap_or("?"));
    let declarer = r.declarer.map(|d| d.letter().to_string());
    let contract = r.contract.map(|c| c.to_string());
    let passed = r.contract == Some(ContractTag::PassedOut);
    tag(out, "Declarer", declarer.as_deref().unwrap_or(if passed { "" } else { "?" }));
    tag(out, "Contract", contract.as_deref().unwrap_or("?"));
    let result = r.result.map(|n| n.to_string());
    // A result written another way (`NS 9 EW 4`, `^5`) is kept as it was written.
    let result = result.as_deref().or(generic(r, "Result"));
    tag(out, "Result", result.unwrap_or(if passed { "" } else { "?" }));
    if let Some(a) = &r.auction {
        write_auction(a, out);
    }
    if let Some(p) = &r.play {
        write_play(p, out);
    }
    if let Some(t) = &r.dd_table {
        tag(out, "DoubleDummyTricks", &dd_to_hex(t));
    }
    for t in &r.tags {
        if matches!(t.name.as_str(), "Event" | "Site" | "Date" | "Scoring" | "Board" | "Result") {
            continue;
        }
        tag(out, &t.name, &t.value);
        for line in &t.section {
            section_line(out, line);
        }
    }
    for c in &r.comments {
        let _ = writeln!(out, "{{{}}}", c.replace('}', ")"));
    }
}

fn seat_name(s: Seat) -> &'static str {
    match s {
        Seat::North => "North",
        Seat::East => "East",
        Seat::South => "South",
        Seat::West => "West",
    }
}

fn end_token(end: SectionEnd) -> Option<&'static str> {
    match end {
        SectionEnd::Open => None,
        SectionEnd::Stopped => Some("*"),
        SectionEnd::Continues => Some("+"),
    }
}

fn pbn_call(c: Call) -> String {
    match c {
        Call::Pass => "Pass".into(),
        other => other.to_string(),
    }
}

fn write_auction(a: &AuctionRecord, out: &mut String) {
    tag(out, "Auction", &a.dealer.letter().to_string());
    let mut notes: Vec<&str> = Vec::new();
    for (i, c) in a.calls.iter().enumerate() {
        if i % 4 != 0 {
            out.push(' ');
        }
        match c.call {
            Some(call) => out.push_str(&pbn_call(call)),
            None => out.push('-'),
        }
        if c.alert {
            out.push('!');
        }
        if let Some(s) = &c.suffix {
            if s.starts_with('$') {
                out.push(' ');
            }
            out.push_str(s);
        }
        if let Some(e) = &c.explanation {
            notes.push(e);
            let _ = write!(out, " ={}=", notes.len());
        }
        if i % 4 == 3 {
            out.push('\n');
        }
    }
    let end = end_token(a.end);
    if let Some(e) = end {
        if !a.calls.len().is_multiple_of(4) {
            out.push(' ');
        }
        out.push_str(e);
        out.push('\n');
    } else if !a.calls.len().is_multiple_of(4) {
        out.push('\n');
    }
    for (i, n) in notes.iter().enumerate() {
        tag(out, "Note", &format!("{}:{n}", i + 1));
    }
}

fn write_play(p: &PlayRecord, out: &mut String) {
    tag(out, "Play", &p.leader.letter().to_string());
    let mut notes: Vec<&str> = Vec::new();
    for trick in &p.tricks {
        for (col, seat) in p.leader.from_here().into_iter().enumerate() {
            if col > 0 {
                out.push(' ');
            }
            match &trick[seat] {
                Some(e) => {
                    let _ = write!(out, "{}", e.card);
                    if let Some(s) = &e.suffix {
                        if s.starts_with('$') {
                            out.push(' ');
                        }
                        out.push_str(s);
                    }
                    if let Some(x) = &e.explanation {
                        notes.push(x);
                        let _ = write!(out, " ={}=", notes.len());
                    }
                }
                None => out.push('-'),
            }
        }
        out.push('\n');
    }
    if let Some(e) = end_token(p.end) {
        out.push_str(e);
        out.push('\n');
    }
    for (i, n) in notes.iter().enumerate() {
        tag(out, "Note", &format!("{}:{n}", i + 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tag_values_unescape_and_escape() {
        let (n, v, rest, _) = parse_tag(r#"[Event "The \"Big\" one \\ ok"] x"#).unwrap();
        assert_eq!((n.as_str(), v.as_str(), rest), ("Event", "The \"Big\" one \\ ok", " x"));
        assert_eq!(escape(&v), r#"The \"Big\" one \ ok"#);
        assert_eq!(escape("ends with \\"), r"ends with \\");
        assert_eq!(escape("Declarer;Denomination\\2R"), "Declarer;Denomination\\2R");
        assert!(parse_tag("[Event \"open").is_err());
        let (_, v, _, warning) = parse_tag("[Event Random deal #]").unwrap();
        assert_eq!((v.as_str(), warning.is_some()), ("Random deal #", true));
        assert!(parse_tag("[Event open \"x]").is_err());
    }

    #[test]
    fn a_table_reads_into_columns_and_rows() {
        let tag = crate::Tag {
            name: "TotalScoreTable".into(),
            value: "Rank\\2R;PairId\\2R;TotalPercentage\\5R;Names\\20L".into(),
            section: vec![" 1  3 62.50 \"Hélène L. - Jean D.\"".into(), " 2  1 37.50 \"A - B\"".into()],
        };
        let (cols, rows) = table(&tag);
        assert_eq!(cols, ["Rank", "PairId", "TotalPercentage", "Names"]);
        assert_eq!(rows, [["1", "3", "62.50", "Hélène L. - Jean D."], ["2", "1", "37.50", "A - B"]]);
    }

    #[test]
    fn dd_hex_round_trip() {
        let t = dd_from_hex("746b5747b55862758627").unwrap();
        assert_eq!(t.get(Strain::Diamonds, Seat::North), 11);
        assert_eq!(t.get(Strain::NoTrump, Seat::West), 5);
        assert_eq!(dd_to_hex(&t), "746b5747b55862758627");
        assert!(dd_from_hex("74").is_none());
    }
}
