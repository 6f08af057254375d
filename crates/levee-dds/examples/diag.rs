//! Development aid: every sure-trick cut-off re-checked by a search that makes none, on whole
//! deals (`diag DEAL` or `diag random N SEED`), all strains and leaders.
use levee_core::{Deal, Seat, Strain};
use levee_dds::{Position, Solver, Techniques};
use rand::SeedableRng;
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let deals: Vec<Deal> = if args[0] == "random" {
        let n: usize = args[1].parse().unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args[2].parse().unwrap());
        (0..n).map(|_| Deal::random(&mut rng, Seat::North)).collect()
    } else {
        vec![args[0].parse().unwrap()]
    };
    let hits = std::env::var("HITS").is_ok();
    let mut s =
        Solver::new().with_techniques(Techniques { verify_cuts: true, verify_hits: hits, ..Techniques::default() });
    for (i, deal) in deals.iter().enumerate() {
        for strain in Strain::ASC {
            for leader in Seat::ALL {
                let pos = Position::new(deal, strain, leader);
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| s.ns_tricks(&pos)));
                if r.is_err() {
                    println!("deal {i} {deal} {strain:?} {leader:?}");
                    s = Solver::new().with_techniques(Techniques {
                        verify_cuts: true,
                        verify_hits: hits,
                        ..Techniques::default()
                    });
                }
            }
        }
    }
    println!("done {}", deals.len());
}
