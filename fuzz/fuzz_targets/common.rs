// What the format targets share: read, then whatever was read writes out in every format and
// reads back with no error.
use levee_formats::Format;

pub fn read_and_write_back(format: Format, data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let o = format.read(text);
    for p in &o.problems {
        assert!(p.record < o.records.len().max(1));
    }
    let good = o.good();
    for g in [Format::Pbn, Format::Lin, Format::Json] {
        let again = g.read(&g.write(&good));
        assert!(again.errors().next().is_none(), "{g:?} of {format:?}: {:?}", again.errors().next());
    }
}
