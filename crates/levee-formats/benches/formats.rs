//! Reading and writing 10 000 boards made by levee (every board with an auction, most with
//! play): PBN, LIN and JSON. The bar: a 10 000-board PBN file read and written back in
//! well under a second.
#![allow(missing_docs)]

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use levee_formats::Format;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let records = common::random_records(10_000, 2026);
    let mut g = c.benchmark_group("10000 boards");
    g.sample_size(10);
    for format in [Format::Pbn, Format::Lin, Format::Json] {
        let text = format.write(&records);
        let name = format!("{format:?}").to_lowercase();
        eprintln!("{name}: {:.1} MB", text.len() as f64 / 1e6);
        g.bench_function(format!("{name} read"), |b| b.iter(|| black_box(format.read(black_box(&text)))));
        g.bench_function(format!("{name} write"), |b| b.iter(|| black_box(format.write(black_box(&records)))));
        g.bench_function(format!("{name} read+write"), |b| {
            b.iter(|| {
                let o = format.read(black_box(&text));
                black_box(format.write(&o.records))
            });
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
