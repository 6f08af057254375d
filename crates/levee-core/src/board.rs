//! Boards: the number on a duplicate board fixes its dealer and vulnerability.
//!
//! The standard rotation repeats every 16 boards (Law 2): the dealer turns N, E, S, W and the
//! vulnerability runs None, NS, EW, All, shifted by one every four boards.

use crate::seat::{Seat, Side};
use core::fmt;
use core::num::NonZeroU32;
use core::str::FromStr;

/// Which sides are vulnerable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Vulnerability {
    /// Neither side (personne).
    #[default]
    None,
    /// North–South only.
    NorthSouth,
    /// East–West only.
    EastWest,
    /// Both sides (tous).
    Both,
}

impl Vulnerability {
    /// All four, in the order of board 1..4.
    pub const ALL: [Vulnerability; 4] =
        [Vulnerability::None, Vulnerability::NorthSouth, Vulnerability::EastWest, Vulnerability::Both];

    /// True when the side is vulnerable.
    #[must_use]
    pub const fn is_vulnerable(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Vulnerability::Both, _)
                | (Vulnerability::NorthSouth, Side::NorthSouth)
                | (Vulnerability::EastWest, Side::EastWest)
        )
    }

    /// The vulnerability where exactly the given sides are vulnerable.
    #[must_use]
    pub const fn from_sides(ns: bool, ew: bool) -> Vulnerability {
        match (ns, ew) {
            (false, false) => Vulnerability::None,
            (true, false) => Vulnerability::NorthSouth,
            (false, true) => Vulnerability::EastWest,
            (true, true) => Vulnerability::Both,
        }
    }

    /// The PBN spelling: `None`, `NS`, `EW`, `All`.
    #[must_use]
    pub const fn pbn(self) -> &'static str {
        match self {
            Vulnerability::None => "None",
            Vulnerability::NorthSouth => "NS",
            Vulnerability::EastWest => "EW",
            Vulnerability::Both => "All",
        }
    }
}

impl fmt::Display for Vulnerability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pbn())
    }
}

/// A vulnerability that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown vulnerability {0:?}: use none, ns, ew or all")]
pub struct ParseVulnerabilityError(pub String);

impl FromStr for Vulnerability {
    type Err = ParseVulnerabilityError;
    fn from_str(s: &str) -> Result<Vulnerability, ParseVulnerabilityError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "none" | "-" | "love" | "o" | "0" | "personne" => Ok(Vulnerability::None),
            "ns" | "n-s" | "northsouth" => Ok(Vulnerability::NorthSouth),
            "ew" | "e-w" | "eastwest" => Ok(Vulnerability::EastWest),
            "all" | "both" | "b" | "tous" => Ok(Vulnerability::Both),
            _ => Err(ParseVulnerabilityError(s.to_owned())),
        }
    }
}

/// A board number (1, 2, ...), which fixes the dealer and vulnerability.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board(NonZeroU32);

impl Board {
    /// Board `n`.
    ///
    /// # Errors
    /// `None` for board 0.
    #[must_use]
    pub const fn new(n: u32) -> Option<Board> {
        match NonZeroU32::new(n) {
            Some(n) => Some(Board(n)),
            None => None,
        }
    }

    /// The number.
    #[must_use]
    pub const fn number(self) -> u32 {
        self.0.get()
    }

    /// The dealer: N on board 1, then clockwise.
    #[must_use]
    pub const fn dealer(self) -> Seat {
        Seat::from_index((self.0.get() as usize - 1) % 4)
    }

    /// The vulnerability of the standard 16-board rotation.
    #[must_use]
    pub const fn vulnerability(self) -> Vulnerability {
        let i = (self.0.get() - 1) % 16;
        Vulnerability::ALL[((i + i / 4) % 4) as usize]
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixteen_board_rotation() {
        use Vulnerability::{Both as A, EastWest as E, None as O, NorthSouth as N};
        let expected = [O, N, E, A, N, E, A, O, E, A, O, N, A, O, N, E];
        for (i, v) in expected.into_iter().enumerate() {
            let b = Board::new(i as u32 + 1).unwrap();
            assert_eq!(b.vulnerability(), v, "board {}", i + 1);
            assert_eq!(b.dealer(), Seat::from_index(i));
            let b17 = Board::new(i as u32 + 17).unwrap();
            assert_eq!(b17.vulnerability(), v);
            assert_eq!(b17.dealer(), b.dealer());
        }
        assert!(Board::new(0).is_none());
    }
}
