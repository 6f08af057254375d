//! Times full tables on the first N deals of a DDS file and checks them (development aid).
use levee_core::{Deal, Seat, Strain};
use levee_dds::Solver;
use std::time::Instant;

fn main() {
    let path = std::env::args().nth(1).unwrap_or("../shared/fixtures/dd/list100.txt".into());
    let n: usize = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let text = std::fs::read_to_string(path).unwrap();
    let mut deals: Vec<(Deal, Vec<u8>)> = Vec::new();
    for l in text.lines() {
        if l.starts_with("PBN") {
            deals.push((l.split('"').nth(1).unwrap().parse().unwrap(), vec![]));
        } else if l.starts_with("TABLE") {
            deals.last_mut().unwrap().1 = l.split_whitespace().skip(1).map(|x| x.parse().unwrap()).collect();
        }
    }
    let skip: usize = std::env::var("SKIP").ok().and_then(|s| s.parse().ok()).unwrap_or(0);
    deals.drain(..skip.min(deals.len()));
    deals.truncate(n);
    let mem: usize = std::env::var("MEM").ok().and_then(|s| s.parse().ok()).unwrap_or(256);
    let mut solver = Solver::with_memory(mem << 20);
    let t0 = Instant::now();
    let mut times = Vec::new();
    let mut bad = 0;
    for (d, expect) in &deals {
        if std::env::var("FRESH").is_ok() {
            solver = Solver::with_memory(mem << 20);
        }
        let t1 = Instant::now();
        let t = solver.table(d);
        times.push(t1.elapsed().as_secs_f64());
        let order = [Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs, Strain::NoTrump];
        let got: Vec<u8> = order.iter().flat_map(|s| Seat::ALL.map(|x| t.get(*s, x))).collect();
        if !expect.is_empty() && &got != expect {
            bad += 1;
            println!("MISMATCH {d}: {got:?} vs {expect:?}");
        }
    }
    let st = solver.stats();
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    println!(
        "{} deals: total {:.2}s mean {:.0}ms median {:.0}ms max {:.0}ms  nodes {}  bad {bad}",
        deals.len(),
        t0.elapsed().as_secs_f64(),
        1000.0 * times.iter().sum::<f64>() / times.len() as f64,
        1000.0 * times[times.len() / 2],
        1000.0 * times.last().unwrap(),
        st.nodes
    );
}
