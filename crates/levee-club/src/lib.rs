//! How clubs play duplicate (seed 000's « tournoi »): the same boards at every table, each
//! result compared with the others. This crate owns the movements — who sits where, against
//! whom, with which boards, round by round — as data that can be checked and printed as the
//! table cards a director hands out.

pub mod movement;

pub use movement::{Movement, MovementError, MovementKind, Pair, Round, Seating};
