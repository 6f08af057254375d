//! Reading DDS's test files (`../shared/fixtures/dd/`, format in its README).

#![allow(dead_code)] // each test binary uses part of this module

use levee_core::{Deal, Seat, Strain};
use std::path::PathBuf;

/// One deal of a DDS test file with DDS's answers.
#[derive(Debug, Clone)]
pub(crate) struct DdsCase {
    pub(crate) deal: Deal,
    pub(crate) dealer: Seat,
    /// 0 none, 1 both, 2 NS, 3 EW.
    pub(crate) vul: u8,
    pub(crate) strain: Strain,
    pub(crate) leader: Seat,
    /// (suit 0..3 = S H D C, rank, equals mask, score)
    pub(crate) fut: Vec<(u8, u8, u32, u8)>,
    /// DDS order: S H D C NT, each N E S W.
    pub(crate) table: [u8; 20],
    pub(crate) par: Vec<String>,
    pub(crate) par2: Vec<String>,
    pub(crate) play: Vec<String>,
    pub(crate) trace: Vec<u8>,
}

/// The fixtures folder beside the repository, if present.
pub(crate) fn fixtures_dir() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/fixtures/dd");
    dir.is_dir().then_some(dir)
}

/// DDS's strain code (0..4 = S H D C NT) as a strain.
pub(crate) fn dds_strain(i: u8) -> Strain {
    [Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs, Strain::NoTrump][usize::from(i)]
}

fn quoted(line: &str) -> Vec<String> {
    line.split('"').skip(1).step_by(2).map(str::to_string).collect()
}

fn numbers(line: &str) -> Vec<i64> {
    line.split_whitespace().skip(1).filter_map(|w| w.parse().ok()).collect()
}

/// Reads a DDS test file.
pub(crate) fn read(name: &str) -> Option<Vec<DdsCase>> {
    let text = std::fs::read_to_string(fixtures_dir()?.join(name)).ok()?;
    let mut cases: Vec<DdsCase> = Vec::new();
    for line in text.lines() {
        let tag = line.split_whitespace().next().unwrap_or("");
        match tag {
            "PBN" => {
                let n = numbers(line);
                let deal: Deal = quoted(line)[0].parse().expect("a fixture deal");
                cases.push(DdsCase {
                    deal,
                    dealer: Seat::from_index(n[0] as usize),
                    vul: n[1] as u8,
                    strain: dds_strain(n[2] as u8),
                    leader: Seat::from_index(n[3] as usize),
                    fut: Vec::new(),
                    table: [0; 20],
                    par: Vec::new(),
                    par2: Vec::new(),
                    play: Vec::new(),
                    trace: Vec::new(),
                });
            }
            "FUT" => {
                let n = numbers(line);
                let k = n[0] as usize;
                let c = cases.last_mut().unwrap();
                c.fut = (0..k)
                    .map(|i| (n[1 + i] as u8, n[1 + k + i] as u8, n[1 + 2 * k + i] as u32, n[1 + 3 * k + i] as u8))
                    .collect();
            }
            "TABLE" => {
                let n = numbers(line);
                let c = cases.last_mut().unwrap();
                for (i, v) in n.iter().take(20).enumerate() {
                    c.table[i] = *v as u8;
                }
            }
            "PAR" => cases.last_mut().unwrap().par = quoted(line),
            "PAR2" => cases.last_mut().unwrap().par2 = quoted(line),
            "PLAY" => {
                let s = &quoted(line)[0];
                cases.last_mut().unwrap().play =
                    s.as_bytes().chunks(2).map(|c| String::from_utf8_lossy(c).into_owned()).collect();
            }
            "TRACE" => {
                let n = numbers(line);
                cases.last_mut().unwrap().trace = n[1..].iter().map(|v| *v as u8).collect();
            }
            _ => {}
        }
    }
    Some(cases)
}

/// The table of a case in levee's indexing: (strain, declarer) → tricks.
pub(crate) fn dds_table(c: &DdsCase, strain: Strain, declarer: Seat) -> u8 {
    let s = match strain {
        Strain::Spades => 0,
        Strain::Hearts => 1,
        Strain::Diamonds => 2,
        Strain::Clubs => 3,
        Strain::NoTrump => 4,
    };
    c.table[s * 4 + declarer.index()]
}
