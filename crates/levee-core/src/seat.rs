//! Seats around the table and the two sides.
//!
//! Seats are numbered clockwise from North (N 0, E 1, S 2, W 3), the order of play and of the
//! deal. A [`BySeat`] or [`BySide`] is a fixed array indexed by seat or side.

use core::fmt;
use core::ops::{Index, IndexMut};
use core::str::FromStr;

/// A seat: North, East, South or West.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Seat {
    /// Nord
    North = 0,
    /// Est
    East = 1,
    /// Sud
    South = 2,
    /// Ouest
    West = 3,
}

impl Seat {
    /// Clockwise from North.
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    /// The seat with this index (taken modulo 4).
    #[must_use]
    #[inline]
    pub const fn from_index(i: usize) -> Seat {
        match i % 4 {
            0 => Seat::North,
            1 => Seat::East,
            2 => Seat::South,
            _ => Seat::West,
        }
    }

    /// 0 = North .. 3 = West.
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The next seat clockwise: the left-hand opponent, who calls and plays next.
    #[must_use]
    #[inline]
    pub const fn lho(self) -> Seat {
        Seat::from_index(self as usize + 1)
    }

    /// The partner, across the table.
    #[must_use]
    #[inline]
    pub const fn partner(self) -> Seat {
        Seat::from_index(self as usize + 2)
    }

    /// The right-hand opponent.
    #[must_use]
    #[inline]
    pub const fn rho(self) -> Seat {
        Seat::from_index(self as usize + 3)
    }

    /// The seat `n` places clockwise.
    #[must_use]
    #[inline]
    pub const fn add(self, n: usize) -> Seat {
        Seat::from_index(self as usize + n)
    }

    /// The side this seat belongs to.
    #[must_use]
    #[inline]
    pub const fn side(self) -> Side {
        if self as u8 & 1 == 0 { Side::NorthSouth } else { Side::EastWest }
    }

    /// The seats clockwise starting from this one.
    #[must_use]
    pub const fn from_here(self) -> [Seat; 4] {
        [self, self.lho(), self.partner(), self.rho()]
    }

    /// `N E S W`.
    #[must_use]
    pub const fn letter(self) -> char {
        ['N', 'E', 'S', 'W'][self as usize]
    }

    /// The English name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        ["North", "East", "South", "West"][self as usize]
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() { f.write_str(self.name()) } else { write!(f, "{}", self.letter()) }
    }
}

/// A seat name that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown seat {0:?}: use N, E, S or W (or North, East, South, West; French O/Ouest)")]
pub struct ParseSeatError(pub String);

impl FromStr for Seat {
    type Err = ParseSeatError;
    fn from_str(s: &str) -> Result<Seat, ParseSeatError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "n" | "north" | "nord" => Ok(Seat::North),
            "e" | "east" | "est" => Ok(Seat::East),
            "s" | "south" | "sud" => Ok(Seat::South),
            "w" | "west" | "o" | "ouest" => Ok(Seat::West),
            _ => Err(ParseSeatError(s.to_owned())),
        }
    }
}

/// A side (a pair): North–South or East–West.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Side {
    /// North and South
    NorthSouth = 0,
    /// East and West
    EastWest = 1,
}

impl Side {
    /// Both sides.
    pub const ALL: [Side; 2] = [Side::NorthSouth, Side::EastWest];

    /// The other side.
    #[must_use]
    #[inline]
    pub const fn opponents(self) -> Side {
        match self {
            Side::NorthSouth => Side::EastWest,
            Side::EastWest => Side::NorthSouth,
        }
    }

    /// 0 = NS, 1 = EW.
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The two seats of the side.
    #[must_use]
    pub const fn seats(self) -> [Seat; 2] {
        match self {
            Side::NorthSouth => [Seat::North, Seat::South],
            Side::EastWest => [Seat::East, Seat::West],
        }
    }

    /// `NS` or `EW`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Side::NorthSouth => "NS",
            Side::EastWest => "EW",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A value for each seat, indexed by [`Seat`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BySeat<T>(pub [T; 4]);

impl<T> BySeat<T> {
    /// The value of each seat from a function.
    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> BySeat<T> {
        BySeat(Seat::ALL.map(&mut f))
    }

    /// A new table with `f` applied to each value.
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> BySeat<U> {
        BySeat(self.0.map(f))
    }

    /// Seats and values, clockwise from North.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        Seat::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    #[inline]
    fn index(&self, s: Seat) -> &T {
        &self.0[s as usize]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    #[inline]
    fn index_mut(&mut self, s: Seat) -> &mut T {
        &mut self.0[s as usize]
    }
}

/// A value for each side, indexed by [`Side`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BySide<T>(pub [T; 2]);

impl<T> BySide<T> {
    /// The value of each side from a function.
    pub fn from_fn(mut f: impl FnMut(Side) -> T) -> BySide<T> {
        BySide(Side::ALL.map(&mut f))
    }

    /// Sides and values, NS first.
    pub fn iter(&self) -> impl Iterator<Item = (Side, &T)> {
        Side::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    #[inline]
    fn index(&self, s: Side) -> &T {
        &self.0[s as usize]
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    #[inline]
    fn index_mut(&mut self, s: Side) -> &mut T {
        &mut self.0[s as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relations() {
        for s in Seat::ALL {
            assert_eq!(s.lho().rho(), s);
            assert_eq!(s.partner().partner(), s);
            assert_eq!(s.partner().side(), s.side());
            assert_ne!(s.lho().side(), s.side());
            assert_eq!(s.to_string().parse::<Seat>().unwrap(), s);
        }
        assert_eq!(Seat::West.lho(), Seat::North);
        assert_eq!("Ouest".parse::<Seat>().unwrap(), Seat::West);
        assert!("X".parse::<Seat>().is_err());
    }
}
