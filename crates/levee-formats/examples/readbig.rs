//! Profiling aid: reads a file many times.
fn main() {
    let path = std::env::args().nth(1).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let f = levee_formats::Format::from_path(&path).unwrap();
    let t = std::time::Instant::now();
    let mut n = 0;
    for _ in 0..5 {
        n += f.read(&text).records.len();
    }
    eprintln!("{n} records in {:?}", t.elapsed());
}
