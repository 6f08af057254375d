//! A table of levee, for every front end: its seats (a person, a robot, empty), the deal in
//! progress of any of the four games, typed events that people, robots and the replay of
//! stored events all go through one [`Table::apply`], the session's score, and one [`View`]
//! type that alone decides what a seat, a spectator or everyone at the end may see. A stream
//! of [`Notice`]s says what just happened, for printers. No I/O, no async, no file formats:
//! the terminal, the hot seat, autoplay and the server drive it.
//!
//! ```
//! use levee_core::{Seat, Variant};
//! use levee_table::{Config, Event, Robots, Scoring, Table, Viewer};
//! let mut table = Table::new(Config::new(Variant::Bridge, Scoring::Duplicate, true, 7)).unwrap();
//! table.apply(&Event::Sat { seat: Seat::South, token: String::new(), name: "Ana".into() }).unwrap();
//! // Robots bid and play until South must act.
//! while let Some(ev) = table.robot_event(&Robots::with_samples(0)) {
//!     table.apply(&ev).unwrap();
//! }
//! let view = table.view(Viewer::Seat(Seat::South));
//! assert_eq!(view.to_act.as_deref(), Some("S"));
//! assert!(view.hands[Seat::North.index()].is_none(), "North's hand is hidden from South");
//! ```

pub mod call;
pub mod event;
pub mod notice;
pub mod pace;
pub mod robots;
pub mod round;
pub mod session;
mod table;
pub mod view;
pub mod words;

pub use call::AnyCall;
pub use event::{Event, Intention, MAX_TALK, Refused};
pub use notice::Notice;
pub use pace::Pace;
pub use robots::{Choice, Robots, seen_play};
pub use round::{AnyRound, TrickCards};
pub use session::{Finished, Options, Scoring, Session};
pub use table::{Config, Dealing, GivenDeal, Sitter, TALK_KEPT, Table, Talk};
pub use view::{View, Viewer};
