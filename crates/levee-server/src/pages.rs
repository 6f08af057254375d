//! The browser pages: static HTML, one style sheet and plain JavaScript modules, built into
//! the binary from `assets/` (nothing to build) and served from `/assets/`. The pages draw only
//! what the server's view holds; they send intentions and never decide anything themselves.
//! No page has an inline script, style or handler: the Content-Security-Policy forbids them.

/// The lobby: make a table, see the tables, sit.
pub(crate) const LOBBY: &str = include_str!("../assets/lobby.html");

/// The table.
pub(crate) const TABLE: &str = include_str!("../assets/table.html");

/// A tournament: join it, its ranking, the travellers of the boards played.
pub(crate) const TOURNAMENT: &str = include_str!("../assets/tournament.html");

/// The replay viewer: a finished board (of a table, or of a file the player uploads) stepped
/// through call by call and card by card, with double dummy's word on each card.
pub(crate) const REPLAY: &str = include_str!("../assets/replay.html");

/// The history of finished boards; `{{rows}}` and `{{pages}}` are filled in (escaped).
pub(crate) const HISTORY: &str = include_str!("../assets/history.html");

/// The files under `/assets/`: name, content type, body.
pub(crate) const ASSETS: &[(&str, &str, &str)] = &[
    ("style.css", "text/css; charset=utf-8", include_str!("../assets/style.css")),
    ("dom.js", "text/javascript; charset=utf-8", include_str!("../assets/dom.js")),
    ("i18n.js", "text/javascript; charset=utf-8", include_str!("../assets/i18n.js")),
    ("lobby.js", "text/javascript; charset=utf-8", include_str!("../assets/lobby.js")),
    ("table.js", "text/javascript; charset=utf-8", include_str!("../assets/table.js")),
    ("tournament.js", "text/javascript; charset=utf-8", include_str!("../assets/tournament.js")),
    ("replay.js", "text/javascript; charset=utf-8", include_str!("../assets/replay.js")),
    ("history.js", "text/javascript; charset=utf-8", include_str!("../assets/history.js")),
];
