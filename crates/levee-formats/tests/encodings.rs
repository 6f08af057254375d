//! Files as real programs write them: PBN's Latin-1 and UTF-8, and the habits of writers that
//! the standard does not allow (each read with a warning, never refused).

use levee_core::Seat;
use levee_formats::encoding::{self, Unmappable};
use levee_formats::{Charset, Format, ReadOutcome, Record, Severity};
use proptest::prelude::*;

const LATIN1: &[u8] = include_bytes!("data/latin1.pbn");

fn names(r: &Record) -> Vec<String> {
    Seat::ALL.iter().map(|s| r.players[*s].clone().unwrap_or_default()).collect()
}

fn tag<'a>(r: &'a Record, name: &str) -> Option<&'a str> {
    r.tags.iter().find(|t| t.name == name).map(|t| t.value.as_str())
}

fn clean(o: &ReadOutcome) {
    assert!(o.errors().next().is_none(), "{:?}", o.errors().collect::<Vec<_>>());
}

#[test]
fn a_latin1_file_reads_with_its_accents() {
    assert!(std::str::from_utf8(std::hint::black_box(LATIN1)).is_err(), "the test file must be Latin-1, not UTF-8");
    let o = Format::Pbn.read_bytes(LATIN1);
    clean(&o);
    assert_eq!(o.encoding, Some("windows-1252"));
    assert!(o.notes.is_empty(), "{:?}", o.notes);
    assert_eq!(o.records.len(), 2);
    let r = &o.records[0];
    assert_eq!(names(r), ["François Bénard", "Équipe Sénégal", "Zoë Müller", "Hélène Lefèvre"]);
    assert_eq!(tag(r, "Event"), Some("Tournoi de régularité du jeudi"));
    assert_eq!(tag(r, "Site"), Some("Bridge-club de Sète"));
    let note = r.auction.as_ref().unwrap().calls.iter().find_map(|c| c.explanation.clone());
    assert_eq!(note.as_deref(), Some("18-19 régulier, « fort »"));
}

#[test]
fn a_latin1_file_writes_back_byte_for_byte_and_through_lin_and_json() {
    let records = Format::Pbn.read_bytes(LATIN1).records;
    let again = Format::Pbn.write_bytes(&records, Charset::Latin1).unwrap();
    assert!(again.unmappable.is_empty());
    assert_eq!(again.bytes, LATIN1, "{}", String::from_utf8_lossy(&again.bytes));

    // Through JSON (UTF-8) and back: the same bytes.
    let json = Format::Json.write_bytes(&records, Charset::Utf8).unwrap();
    assert!(String::from_utf8(json.bytes.clone()).unwrap().contains("Hélène Lefèvre"));
    let from_json = Format::Json.read_bytes(&json.bytes);
    clean(&from_json);
    assert_eq!(Format::Pbn.write_bytes(&from_json.records, Charset::Latin1).unwrap().bytes, LATIN1);

    // Through LIN, in UTF-8 and in Latin-1: the names keep every accent.
    for charset in [Charset::Utf8, Charset::Latin1] {
        let lin = Format::Lin.write_bytes(&records, charset).unwrap();
        assert!(lin.unmappable.is_empty());
        let from_lin = Format::Lin.read_bytes(&lin.bytes);
        clean(&from_lin);
        assert_eq!(from_lin.records.len(), 2);
        for (a, b) in records.iter().zip(&from_lin.records) {
            assert_eq!(names(a), names(b), "{charset}");
            assert_eq!(a.deal, b.deal);
        }
    }
}

#[test]
fn utf8_output_and_a_declared_charset() {
    let records = Format::Pbn.read_bytes(LATIN1).records;
    let utf8 = Format::Pbn.write_bytes(&records, Charset::Utf8).unwrap().bytes;
    let text = String::from_utf8(utf8.clone()).unwrap();
    assert!(text.contains("%Content-type: text/x-pbn; charset=UTF-8\n"));
    assert!(text.contains("[West \"Hélène Lefèvre\"]"));
    let o = Format::Pbn.read_bytes(&utf8);
    assert_eq!((o.encoding, o.notes.len()), (Some("UTF-8"), 0));
    assert_eq!(o.records, records);
    // The same text with a byte-order mark, as Windows editors save it.
    let mut bom = b"\xef\xbb\xbf".to_vec();
    bom.extend_from_slice(&utf8);
    assert_eq!(Format::Pbn.read_bytes(&bom).records, records);
}

#[test]
fn a_character_latin1_cannot_hold_is_named_not_mangled_silently() {
    let mut records = Format::Pbn.read_bytes(LATIN1).records;
    records[1].players[Seat::North] = Some("Łukasz Żak".into());
    let out = Format::Pbn.write_bytes(&records, Charset::Latin1).unwrap();
    let lines: Vec<usize> = out.unmappable.iter().map(|u| u.line).collect();
    assert_eq!(out.unmappable.iter().map(|u| u.ch).collect::<String>(), "ŁŻ");
    assert_eq!(lines[0], lines[1]);
    let line = out.bytes.split(|b| *b == b'\n').nth(lines[0] - 1).unwrap();
    assert_eq!(line, b"[North \"?ukasz ?ak\"]");
    assert!(out.unmappable[0].to_string().contains("U+0141"));
    // In UTF-8 nothing is lost; JSON is UTF-8 only.
    assert!(Format::Pbn.write_bytes(&records, Charset::Utf8).unwrap().unmappable.is_empty());
    assert!(Format::Json.write_bytes(&records, Charset::Latin1).is_err());
    assert_eq!(
        encoding::encode("x\nœ€", Charset::Latin1),
        (b"x\n\x9c\x80".to_vec(), Vec::<Unmappable>::new()),
        "Windows' characters in 0x80-0x9F are kept"
    );
}

fn wild(name: &str) -> ReadOutcome {
    let path = format!("{}/tests/data/wild/{name}", env!("CARGO_MANIFEST_DIR"));
    Format::Pbn.read_bytes(&std::fs::read(&path).unwrap())
}

fn warnings(o: &ReadOutcome) -> Vec<String> {
    o.problems.iter().filter(|p| p.severity == Severity::Warning).map(ToString::to_string).collect()
}

#[test]
fn unknown_cards_written_with_two_hyphens() {
    let o = wild("dashes.pbn");
    clean(&o);
    let p = o.records[0].play.as_ref().unwrap();
    assert_eq!(p.tricks.len(), 2, "the last trick is kept");
    let t = &p.tricks[1];
    assert!(t[Seat::West].is_none() && t[Seat::South].is_none());
    assert_eq!(t[Seat::North].as_ref().unwrap().card.to_string(), "HJ");
    assert_eq!(t[Seat::East].as_ref().unwrap().card.to_string(), "H7");
    let w = warnings(&o);
    assert!(w.iter().all(|w| w.contains("line 14") && w.contains("\"--\"")), "{w:?}");
    assert_eq!(w.len(), 2);
}

#[test]
fn a_repeated_tag_keeps_the_first() {
    let o = wild("repeated_tags.pbn");
    clean(&o);
    let r = &o.records[0];
    assert_eq!(tag(r, "Event"), Some("Club pairs"));
    assert_eq!(r.board, Some(3));
    let w = warnings(&o);
    assert_eq!(w.len(), 2, "{w:?}");
    assert!(w[0].contains("tag Event repeated: the first one (line 3) is kept"), "{w:?}");
    assert!(w[1].contains("tag Board repeated"), "{w:?}");
}

#[test]
fn empty_sections_are_read() {
    let o = wild("empty_sections.pbn");
    clean(&o);
    assert_eq!(o.records.len(), 1);
    assert_eq!(o.records[0].result, Some(9));
    let w = warnings(&o);
    assert!(w.iter().any(|w| w.contains("Auction section is empty")), "{w:?}");
    assert!(w.iter().any(|w| w.contains("Play section is empty")), "{w:?}");
}

#[test]
fn crlf_lone_cr_and_lf_mixed() {
    let o = wild("crlf_mixed.pbn");
    clean(&o);
    assert_eq!(o.records.len(), 2);
    let r = &o.records[0];
    assert_eq!((r.board, r.dealer, r.result), (Some(5), Some(Seat::North), Some(8)));
    assert!(r.vulnerability.is_some(), "a tag after a lone CR is read");
    assert_eq!(r.auction.as_ref().unwrap().calls.len(), 4);
    assert_eq!(o.records[1].board, Some(6));
}

#[test]
fn braces_nested_in_a_comment_and_a_stray_brace() {
    let o = wild("nested_comments.pbn");
    clean(&o);
    assert_eq!(o.records.len(), 1);
    assert_eq!(o.records[0].result, Some(10), "the tags after the comment are read");
    assert!(o.records[0].comments.iter().any(|c| c.contains("over {two} lines")), "{:?}", o.records[0].comments);
    assert!(warnings(&o).iter().all(|w| w.contains("braces nested")));

    let o = wild("stray_brace.pbn");
    clean(&o);
    assert!(o.records[0].deal.is_some(), "the deal after the stray brace is read");
    assert_eq!(o.notes.len(), 1, "{:?}", o.notes);
}

#[test]
fn a_header_with_no_games() {
    let o = wild("header_only.pbn");
    clean(&o);
    assert!(o.records.is_empty());
    assert_eq!(o.notes, ["no game in the file (a header or comments only)"]);
}

fn latin1_name() -> impl Strategy<Value = String> {
    // Letters French, German, Spanish and Nordic clubs use, and Windows' quotes and œ.
    proptest::collection::vec(
        prop_oneof![
            proptest::char::range('a', 'z'),
            proptest::char::range('À', 'ÿ'),
            proptest::sample::select(vec![' ', '\'', '-', 'œ', 'Œ', '’', '€']),
        ],
        1..24,
    )
    .prop_map(|v| v.into_iter().collect::<String>().trim().to_string())
    .prop_filter("a name", |s| !s.is_empty() && s != "?" && s != "-" && s != "#")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Any name Latin-1 (as Windows writes it) holds survives PBN in Latin-1, both ways.
    #[test]
    fn latin1_names_round_trip(names in proptest::collection::vec(latin1_name(), 4), event in latin1_name()) {
        let mut records = Format::Pbn.read_bytes(LATIN1).records;
        for (s, n) in Seat::ALL.iter().zip(&names) {
            records[0].players[*s] = Some(n.clone());
        }
        records[0].tags.iter_mut().find(|t| t.name == "Event").unwrap().value.clone_from(&event);
        let out = Format::Pbn.write_bytes(&records, Charset::Latin1).unwrap();
        prop_assert!(out.unmappable.is_empty());
        let back = Format::Pbn.read_bytes(&out.bytes);
        prop_assert_eq!(back.encoding, Some("windows-1252"));
        prop_assert_eq!(&back.records[0].players[Seat::North], &Some(names[0].clone()));
        prop_assert_eq!(Format::Pbn.write_bytes(&back.records, Charset::Latin1).unwrap().bytes, out.bytes);
    }

    /// Any bytes, in any format: never a panic; whatever was read writes back in Latin-1 and
    /// reads again to the same boards.
    #[test]
    fn arbitrary_bytes_read_and_write_back(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        for f in [Format::Pbn, Format::Lin, Format::Json] {
            let o = f.read_bytes(&bytes);
            let good = o.good();
            let out = Format::Pbn.write_bytes(&good, Charset::Latin1).unwrap();
            let back = Format::Pbn.read_bytes(&out.bytes);
            prop_assert!(back.errors().next().is_none(), "{:?}", back.errors().next());
            prop_assert_eq!(back.records.len(), good.len());
        }
    }
}

#[test]
fn marks_glued_to_calls_and_a_value_without_quotes() {
    let o = wild("glued_marks.pbn");
    clean(&o);
    let r = &o.records[0];
    assert_eq!(tag(r, "Event"), Some("Random deal #"));
    let calls = &r.auction.as_ref().unwrap().calls;
    assert_eq!(calls.len(), 16);
    assert_eq!(calls[4].call.unwrap().to_string(), "4C");
    assert!(calls[4].alert && calls[6].alert && !calls[8].alert);
    assert_eq!(calls[10].call.unwrap().to_string(), "5D");
    assert_eq!(calls[10].explanation.as_deref(), Some("one key card"));
    let w = warnings(&o);
    assert_eq!(w.len(), 4, "{w:?}");
    assert!(w[0].contains("a value without quotes"), "{w:?}");
    assert!(w.iter().any(|w| w.contains("\"5D=1\" read as 5D =1=")), "{w:?}");
}

#[test]
fn tags_over_several_lines_irregularities_and_results_per_side() {
    let o = wild("irregular.pbn");
    clean(&o);
    assert_eq!(o.records.len(), 3);
    let w = warnings(&o);
    // Tags spread over lines and white space inside the brackets, as the standard allows.
    let first = &o.records[0];
    assert_eq!((tag(first, "Event"), first.board), (Some("Tags with white space"), Some(3)));
    assert!(w.iter().any(|w| w.contains("line 5") && w.contains("a tag written over several lines")), "{w:?}");
    assert!(w.iter().any(|w| w.contains("white space after '['")), "{w:?}");
    assert_eq!(tag(first, "Result"), Some("NS 10"), "a result per side is kept as written");
    // An insufficient bid: the auction is kept as written, the rest of the board is read.
    let second = &o.records[1];
    assert!(second.auction.is_none() && second.deal.is_some() && second.result == Some(9));
    assert!(w.iter().any(|w| w.contains("the auction records an insufficient bid (^I)")), "{w:?}");
    // Written back: the irregular auction as it was, the per-side result once; read again: the same.
    let text = levee_formats::pbn::write(&o.records);
    assert!(text.contains("[Auction \"N\"]\n1NT 2H 2C ^I 2NT Pass\n"), "{text}");
    assert_eq!(text.matches("[Result ").count(), 3, "{text}");
    assert!(text.contains("[Result \"NS 10\"]"), "{text}");
    // A mark and its NAG glued by the writer read back apart.
    assert!(text.contains("H7!$14"), "{text}");
    let again = levee_formats::pbn::read(&text);
    assert!(again.problems.iter().all(|p| p.severity != Severity::Error), "{:?}", again.problems);
    assert_eq!(levee_formats::pbn::write(&again.records), text);
}
