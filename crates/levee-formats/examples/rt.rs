//! Debug aid: reads a file, writes it as PBN, reads it back and prints the first record that differs.
fn main() {
    let path = std::env::args().nth(1).unwrap();
    let f = levee_formats::Format::from_path(&path).unwrap();
    let to = levee_formats::Format::from_name(&std::env::args().nth(2).unwrap_or("pbn".into())).unwrap();
    let a = f.read(&std::fs::read_to_string(&path).unwrap());
    let text = to.write(&a.records);
    let b = to.read(&text);
    for (i, (x, y)) in a.records.iter().zip(&b.records).enumerate() {
        if x != y {
            println!(
                "{:?}\n{:?}",
                x.tags.iter().map(|t| (&t.name, &t.value)).collect::<Vec<_>>(),
                y.tags.iter().map(|t| (&t.name, &t.value)).collect::<Vec<_>>()
            );
            macro_rules! f { ($($n:ident),*) => { $( if x.$n != y.$n { println!("record {i} {}:\n- {:?}\n+ {:?}", stringify!($n), x.$n, y.$n); } )* } }
            f!(
                board,
                dealer,
                vulnerability,
                deal,
                players,
                declarer,
                contract,
                result,
                auction,
                play,
                dd_table,
                tags,
                comments
            );
            break;
        }
    }
}
