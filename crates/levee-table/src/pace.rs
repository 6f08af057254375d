//! How fast robots act where people watch them. A person follows a card about every
//! 0.6–1 s; a trick just won stays in view a moment before the next lead. Autoplay, tests and
//! benches use [`Pace::NONE`]. The engine only says how long to wait; the front end waits.

use crate::table::Table;
use levee_core::Phase;
use std::time::Duration;

/// The robots' pace at a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Pace {
    /// Milliseconds between two robot actions (0: as fast as they think).
    pub action_ms: u32,
}

impl Default for Pace {
    fn default() -> Pace {
        Pace::PEOPLE
    }
}

impl Pace {
    /// No waiting: autoplay, tests, benches.
    pub const NONE: Pace = Pace { action_ms: 0 };
    /// Where people watch: a card every 0.8 s.
    pub const PEOPLE: Pace = Pace { action_ms: 800 };

    /// A pace of `ms` milliseconds an action.
    #[must_use]
    pub const fn ms(ms: u32) -> Pace {
        Pace { action_ms: ms }
    }

    /// Whether the robots wait at all.
    #[must_use]
    pub const fn is_none(self) -> bool {
        self.action_ms == 0
    }

    /// How long a robot waits before its next action at `table` as it stands: one action's
    /// time, and as much again plus half when a trick has just been won, so that the four
    /// cards stay in view before the next lead; a call goes a little faster than a card.
    #[must_use]
    pub fn before_next(self, table: &Table) -> Duration {
        if self.is_none() {
            return Duration::ZERO;
        }
        let ms = u64::from(self.action_ms);
        let round = table.round();
        let ms = match round.phase() {
            Phase::Auction => ms * 3 / 4,
            Phase::Play => {
                let trick_done =
                    round.current_trick().is_some_and(|t| t.cards.is_empty()) && !round.tricks().is_empty();
                if trick_done { ms * 5 / 2 } else { ms }
            }
            Phase::Over => 0,
        };
        Duration::from_millis(ms)
    }
}
