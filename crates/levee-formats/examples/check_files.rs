//! Reads PBN, LIN or JSON files and prints what was found: records, broken ones, errors.

fn main() {
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap();
        let f = levee_formats::Format::from_path(&path).unwrap();
        let o = f.read(&text);
        let broken = (0..o.records.len()).filter(|i| o.is_broken(*i)).count();
        println!("{path}: {} records, {} broken, {} problems", o.records.len(), broken, o.problems.len());
        for p in o.errors().take(15) {
            println!("  {p}");
        }
    }
}
