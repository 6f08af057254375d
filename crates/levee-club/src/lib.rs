//! How clubs play duplicate (seed 000's « tournoi »): the same boards at every table, each
//! result compared with the others. This crate owns the movements — who sits where, against
//! whom, with which boards, round by round — as data that can be checked and printed as the
//! table cards a director hands out; the ranking of a session's results by matchpoints; and
//! the « partie libre »'s series with partners drawn at random.

pub mod libre;
pub mod movement;
pub mod ranking;
pub mod session;
pub mod teams;

pub use movement::{Movement, MovementError, MovementKind, Pair, Round, Seating};
pub use ranking::{
    Assigned, BoardResult, ImpStanding, Outcome, RankError, Rounding, Standing, assigned_imps, board_matchpoints,
    rank_imps, rank_matchpoints, rank_matchpoints_rounded, traveller_matchpoints,
};
pub use session::{ClubSession, Entry, EntryError};
pub use teams::{Swing, TeamsMatch, teams_match};
