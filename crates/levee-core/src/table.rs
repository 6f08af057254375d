//! The double-dummy trick table: tricks for each declarer in each strain. Produced by the
//! solver, read by par and the robots, so it lives in the core.

use crate::auction::Strain;
use crate::seat::Seat;
use core::fmt;

/// Tricks declarer takes, for each strain and each declarer seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TrickTable {
    tricks: [[u8; 4]; 5],
}

impl TrickTable {
    /// A table from its numbers, indexed `[strain][declarer]` (♣ ♦ ♥ ♠ NT; N E S W).
    #[must_use]
    pub const fn from_array(tricks: [[u8; 4]; 5]) -> TrickTable {
        TrickTable { tricks }
    }

    /// Tricks for `declarer` in `strain`.
    #[must_use]
    #[inline]
    pub const fn get(&self, strain: Strain, declarer: Seat) -> u8 {
        self.tricks[strain as usize][declarer as usize]
    }

    /// Sets one number.
    #[inline]
    pub fn set(&mut self, strain: Strain, declarer: Seat, tricks: u8) {
        self.tricks[strain as usize][declarer as usize] = tricks;
    }

    /// The 20 numbers in the order NT, ♠, ♥, ♦, ♣, each for declarer N, E, S, W (the order of
    /// `levee solve`'s output).
    #[must_use]
    pub fn to_vec_nt_first(&self) -> Vec<u8> {
        Strain::DESC.iter().flat_map(|s| Seat::ALL.map(|d| self.get(*s, d))).collect()
    }
}

/// `NT 8 5 8 5  S 7 6 7 6 ...`
impl fmt::Display for TrickTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in Strain::DESC.iter().enumerate() {
            if i > 0 {
                f.write_str("  ")?;
            }
            write!(f, "{s}")?;
            for d in Seat::ALL {
                write!(f, " {}", self.get(*s, d))?;
            }
        }
        Ok(())
    }
}
