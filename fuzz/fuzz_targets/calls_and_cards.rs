#![no_main]
// The small parsers people type into: calls, cards, contracts, seats, strains, hands, deals,
// Bridgeote's calls. Never a panic; what parses prints back and parses to the same value.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else { return };
    if let Ok(c) = s.parse::<levee_core::Call>() {
        assert_eq!(c.to_string().parse::<levee_core::Call>().ok(), Some(c));
    }
    if let Ok(c) = s.parse::<levee_core::Card>() {
        assert_eq!(c.to_string().parse::<levee_core::Card>().ok(), Some(c));
    }
    if let Ok(c) = s.parse::<levee_core::Contract>() {
        assert_eq!(c.to_string().parse::<levee_core::Contract>().ok(), Some(c));
    }
    if let Ok(h) = s.parse::<levee_core::Hand>() {
        assert_eq!(h.to_string().parse::<levee_core::Hand>().ok(), Some(h));
    }
    if let Ok(d) = s.parse::<levee_core::Deal>() {
        assert_eq!(d.to_string().parse::<levee_core::Deal>().ok(), Some(d));
    }
    let _ = s.parse::<levee_core::Seat>();
    let _ = s.parse::<levee_core::Strain>();
    let _ = s.parse::<levee_core::bridgeote::Call>();
    let _ = s.parse::<levee_core::Vulnerability>();
});
