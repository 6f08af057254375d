//! Deals a teacher opens a table on: each a short dealer script about South (the seat a person
//! takes first), named for the lobby and the command line.

use crate::Script;
use levee_core::{Deal, Seat};

/// A kind of deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preset {
    /// Its name in requests and events.
    pub name: &'static str,
    /// What players read (English).
    pub title: &'static str,
    /// What players read (French).
    pub titre: &'static str,
    /// The condition, in the dealer language.
    pub condition: &'static str,
}

/// The presets offered.
pub const PRESETS: [Preset; 4] = [
    Preset {
        name: "notrump",
        title: "South opens 1NT (15-17, balanced)",
        titre: "Sud ouvre de 1SA (15 à 17 H, régulier)",
        condition: "hcp(south) >= 15 && hcp(south) <= 17 && shape(south, any 4333 + any 4432 + any 5332)",
    },
    Preset {
        name: "weak-two",
        title: "South has a weak two (six cards, 6-10 points)",
        titre: "Sud a un deux faible (six cartes, 6 à 10 H)",
        condition: "hcp(south) >= 6 && hcp(south) <= 10 && !shape(south, any 0xxx) && \
                    ((spades(south) == 6 && top3(south, spades) >= 2 && hearts(south) < 4) || \
                     (hearts(south) == 6 && top3(south, hearts) >= 2 && spades(south) < 4))",
    },
    Preset {
        name: "slam",
        title: "North-South hold slam values (33 points or more)",
        titre: "Nord-Sud ont de quoi jouer un chelem (33 H ou plus)",
        condition: "hcp(north) + hcp(south) >= 33",
    },
    Preset {
        name: "minibridge",
        title: "A minibridge lesson: North-South hold 25 points or more",
        titre: "Une leçon de minibridge : Nord-Sud ont 25 H ou plus",
        condition: "hcp(north) + hcp(south) >= 25",
    },
];

impl Preset {
    /// The preset of this name.
    #[must_use]
    pub fn named(name: &str) -> Option<&'static Preset> {
        PRESETS.iter().find(|p| p.name == name)
    }

    /// The condition as a script.
    ///
    /// # Panics
    /// Never: every preset parses (tested).
    #[must_use]
    pub fn script(&self) -> Script {
        crate::parse_condition(self.condition).expect("a preset parses")
    }

    /// The next deal from `rng` that meets the condition, dealt by `dealer` (a plain random
    /// deal if none does in a million, which none of these presets comes near).
    pub fn deal(&self, script: &Script, rng: &mut impl rand::RngCore, dealer: Seat) -> Deal {
        let mut last = Deal::random(rng, dealer);
        for _ in 0..1_000_000 {
            if script.accepts(&last) {
                break;
            }
            last = Deal::random(rng, dealer);
        }
        last
    }
}
