//! scratch: list rules after a context
use levee_bots::Bidder;
fn main() {
    let b = Bidder::new();
    for a in std::env::args().skip(1) {
        println!("== {a}");
        for r in b.system().rules_after(&a) {
            println!("  {:?} {:?} {:?}", r.call, r.meaning, r.shape);
        }
    }
}
