//! levee's web server: a lobby, tables where people and robots play together in the
//! browser, and SQLite underneath.
//!
//! The server is the only authority. A client sends intentions (a call, a card, a claim)
//! over a WebSocket; `levee-core` checks them; the event is written to SQLite before it is
//! applied and announced; each seat is then sent only what that seat may see (its hand,
//! dummy after the opening lead, the cards played, everything once the board is over). A
//! restarted server replays the events and every table is where it was.

mod app;
pub mod guard;
mod pages;
pub mod replay;
pub mod store;
pub mod table;
pub mod tournament;

pub use app::{App, Config, ServeError, nodelay, run, serve};
pub use guard::Limits;
