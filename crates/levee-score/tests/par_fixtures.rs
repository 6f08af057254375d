//! Par against DDS's answers (`../shared/fixtures/dd/`): for every deal of list100, list1000,
//! largest and the thomas files, from DDS's own TABLE line, the PAR line (score and contracts,
//! each side bidding first) and the PAR2 line (dealer par: score and contracts).

use levee_core::{Seat, Side, Strain, TrickTable, Vulnerability};
use levee_score::par;
use std::path::PathBuf;

struct Case {
    dealer: Seat,
    vul: Vulnerability,
    table: TrickTable,
    par: Vec<String>,
    par2: Vec<String>,
}

fn quoted(line: &str) -> Vec<String> {
    line.split('"').skip(1).step_by(2).map(str::to_string).collect()
}

fn read(name: &str) -> Option<Vec<Case>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/fixtures/dd");
    let text = std::fs::read_to_string(dir.join(name)).ok()?;
    let mut out: Vec<Case> = Vec::new();
    for line in text.lines() {
        let n: Vec<i64> = line.split_whitespace().skip(1).filter_map(|w| w.parse().ok()).collect();
        match line.split_whitespace().next() {
            Some("PBN") => out.push(Case {
                dealer: Seat::from_index(n[0] as usize),
                vul: [Vulnerability::None, Vulnerability::Both, Vulnerability::NorthSouth, Vulnerability::EastWest]
                    [n[1] as usize],
                table: TrickTable::default(),
                par: Vec::new(),
                par2: Vec::new(),
            }),
            Some("TABLE") => {
                let c = out.last_mut().unwrap();
                let strains = [Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs, Strain::NoTrump];
                for (i, v) in n.iter().take(20).enumerate() {
                    c.table.set(strains[i / 4], Seat::from_index(i % 4), *v as u8);
                }
            }
            Some("PAR") => out.last_mut().unwrap().par = quoted(line),
            Some("PAR2") => out.last_mut().unwrap().par2 = quoted(line),
            _ => {}
        }
    }
    Some(out)
}

#[test]
fn par_matches_dds() {
    let mut total = 0;
    for name in ["list100.txt", "list1000.txt", "largest.txt", "thomas1.txt", "thomas2.txt"] {
        let Some(cases) = read(name) else {
            eprintln!("SKIPPED: ../shared/fixtures/dd/{name} is absent");
            continue;
        };
        for (i, c) in cases.iter().enumerate() {
            for (k, side) in [Side::NorthSouth, Side::EastWest].into_iter().enumerate() {
                // DDS's PAR line: the score for NS when NS bid first, for EW when EW bid first
                // (they differ only on "hot" deals where both sides make the same contract).
                let p = par(&c.table, c.vul, side);
                let own = if side == Side::NorthSouth { p.score } else { -p.score };
                assert_eq!(c.par[k], format!("{} {own}", side.code()), "{name} #{i} PAR score");
                let list: Vec<String> = p.contracts.iter().map(|x| x.dds_form()).collect();
                let expected = c.par[2 + k].split_once(':').unwrap().1;
                assert_eq!(list.join(","), expected, "{name} #{i} PAR contracts, {side} first");
            }
            let p = par(&c.table, c.vul, c.dealer.side());
            assert_eq!(c.par2[0], p.score.to_string(), "{name} #{i} PAR2 score");
            let mut ours: Vec<String> = p.contracts.iter().map(|x| x.dealer_form()).collect();
            let mut theirs = c.par2[1..].to_vec();
            ours.sort();
            theirs.sort();
            if p.contracts.is_empty() {
                assert_eq!(theirs, vec!["pass".to_string()], "{name} #{i} PAR2 passed out");
            } else {
                assert_eq!(ours, theirs, "{name} #{i} PAR2 contracts");
            }
            total += 1;
        }
    }
    eprintln!("{total} deals: par agrees with DDS");
}
