//! What the DDS comparison examples share: levee's seats, strains and positions in the
//! `dds-bridge` bindings' terms.
#![allow(dead_code)] // each example uses a part
use levee_core::{Seat, Strain};
use levee_dds::Position;

/// A seat in the bindings' terms.
pub(crate) fn dseat(s: Seat) -> contract_bridge::Seat {
    match s {
        Seat::North => contract_bridge::Seat::North,
        Seat::East => contract_bridge::Seat::East,
        Seat::South => contract_bridge::Seat::South,
        Seat::West => contract_bridge::Seat::West,
    }
}

/// A strain in the bindings' terms.
pub(crate) fn dstrain(s: Strain) -> contract_bridge::Strain {
    match s {
        Strain::Spades => contract_bridge::Strain::Spades,
        Strain::Hearts => contract_bridge::Strain::Hearts,
        Strain::Diamonds => contract_bridge::Strain::Diamonds,
        Strain::Clubs => contract_bridge::Strain::Clubs,
        Strain::NoTrump => contract_bridge::Strain::Notrump,
    }
}

/// The hands still held, as a PBN deal string from North.
pub(crate) fn pbn_hands(pos: &Position) -> String {
    format!("N:{} {} {} {}", pos.hand(Seat::North), pos.hand(Seat::East), pos.hand(Seat::South), pos.hand(Seat::West))
}

/// DDS's full table of a deal, in levee's terms.
pub(crate) fn dds_table(dds: &mut dds_bridge::Solver, deal: &levee_core::Deal) -> levee_core::TrickTable {
    let fd: contract_bridge::FullDeal = deal.to_string().parse().expect("DDS reads levee's deal strings");
    let theirs = dds.solve_deal(fd);
    let mut t = levee_core::TrickTable::default();
    for strain in Strain::ASC {
        for seat in Seat::ALL {
            t.set(strain, seat, u8::from(theirs[dstrain(strain)].get(dseat(seat))));
        }
    }
    t
}
