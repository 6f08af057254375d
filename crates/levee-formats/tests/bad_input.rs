//! Bad input: arbitrary bytes never panic, a broken board is named (number and line) and the
//! other boards are still read.

mod common;

use levee_formats::{Format, Severity};
use proptest::prelude::*;

const BROKEN: &str = include_str!("data/broken.pbn");
const STANDARD: &str = include_str!("data/standard.pbn");

#[test]
fn a_broken_board_is_named_and_the_rest_kept() {
    let o = Format::Pbn.read(BROKEN);
    assert_eq!(o.records.len(), 3);
    assert!(!o.is_broken(0));
    let errors: Vec<_> = o.errors().collect();
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert_eq!((errors[0].board, errors[0].line), (Some(2), 18));
    assert!(errors[0].message.contains("Law 18"), "{}", errors[0]);
    assert_eq!((errors[1].board, errors[1].line), (Some(3), 33));
    assert!(errors[1].message.contains("Law 44C"), "{}", errors[1]);
    assert_eq!(o.good().len(), 1);
    assert_eq!(o.good()[0].board, Some(1));
}

#[test]
fn broken_lin_and_json_boards_are_named() {
    let records = common::random_records(3, 1);
    let lin = Format::Lin.write(&records);
    // Board 2's deal loses a card: it no longer reads.
    let mut lines: Vec<String> = lin.lines().map(String::from).collect();
    lines[1] = lines[1].replacen("md|", "md|X", 1);
    let o = Format::Lin.read(&lines.join("\n"));
    assert_eq!(o.records.len(), 3);
    let errors: Vec<_> = o.errors().collect();
    assert!(!errors.is_empty());
    assert!(errors.iter().all(|e| e.board == Some(2) && e.line == 2), "{errors:#?}");
    assert_eq!(o.good().len(), 2);

    let mut json: serde_json::Value = serde_json::from_str(&Format::Json.write(&records)).unwrap();
    json[0]["deal"] = serde_json::Value::String("N:AKQ".into());
    let o = Format::Json.read(&json.to_string());
    assert_eq!(o.records.len(), 3);
    assert!(o.is_broken(0) && !o.is_broken(1) && !o.is_broken(2));
    assert_eq!(o.errors().next().unwrap().board, Some(1));
}

#[test]
fn an_illegal_card_in_lin_is_reported_with_its_line() {
    let records = common::random_records(40, 3);
    let with_play: Vec<_> =
        records.into_iter().filter(|r| r.play.as_ref().is_some_and(|p| p.tricks.len() > 2)).take(2).collect();
    let lin = Format::Lin.write(&with_play);
    let mut lines: Vec<String> = lin.lines().map(String::from).collect();
    // Swap the first two cards played: the second player now plays the leader's card.
    let second = &lines[1];
    let pcs: Vec<(usize, &str)> = second.match_indices("pc|").collect();
    let (a, b) = (pcs[0].0 + 3, pcs[1].0 + 3);
    let (ca, cb) = (second[a..a + 2].to_string(), second[b..b + 2].to_string());
    let mut s = second.clone();
    s.replace_range(a..a + 2, &cb);
    s.replace_range(b..b + 2, &ca);
    lines[1] = s;
    let o = Format::Lin.read(&lines.join("\n"));
    assert!(!o.is_broken(0));
    assert!(o.is_broken(1));
    let e = o.errors().next().unwrap();
    assert_eq!(e.line, 2);
    assert!(e.message.contains("card 1"), "{e}");
}

fn all_formats(text: &str) {
    for f in [Format::Pbn, Format::Lin, Format::Json] {
        let o = f.read(text);
        for p in &o.problems {
            assert!(p.record < o.records.len().max(1));
        }
        // Whatever was read writes out and reads back without an error.
        let good = o.good();
        for g in [Format::Pbn, Format::Lin, Format::Json] {
            let again = g.read(&g.write(&good));
            assert!(again.errors().next().is_none(), "{g:?} of {f:?}: {:?}", again.errors().next());
        }
    }
}

// Found by the property test: a `DoubleDummyTricks` digit past 13 (`f`) was read as 15
// tricks, which the JSON written from it then refused.
#[test]
fn a_double_dummy_count_past_thirteen_is_not_read() {
    let text = "[Board \"3\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n[DoubleDummyTricks \"f9a5d4c8b7e6a5d4c8b7\"]\n";
    let o = Format::Pbn.read(text);
    assert!(o.records.iter().all(|r| r.dd_table.is_none()), "{:?}", o.records.first().map(|r| r.dd_table));
    all_formats(text);
}

// Found by the property test (CI, seed of 2026-12-06): a play line damaged to `S5 S6?S3 SA`
// is read from PBN as ♠6 with the annotation `?S3`; the JSON written from it glued the two,
// and the JSON reader took the annotation off only when made of `!` and `?`.
#[test]
fn a_card_annotation_of_any_text_reads_back_from_json() {
    let damaged = STANDARD.replacen("S5 S6 S3 SA", "S5 S6?S3 SA", 1);
    assert_ne!(damaged, STANDARD);
    all_formats(&damaged);
}

// Found by the fuzzer: a tag's section line that begins, after `%` and white space, with `[`
// was written as a line that opens a tag.
#[test]
fn a_section_line_never_writes_as_a_tag() {
    all_formats("[V]% [[[[\t\n1\t[\n\0l[");
    all_formats("[Event \"x\"]\n  %  [Deal\n[[\n");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,400}") {
        all_formats(&text);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        all_formats(&String::from_utf8_lossy(&bytes));
        // As files are read: whatever their encoding.
        for f in [Format::Pbn, Format::Lin, Format::Json] {
            let o = f.read_bytes(&bytes);
            prop_assert!(o.encoding.is_some());
            all_formats(&f.write(&o.good()));
        }
    }

    /// Damaged real files: a slice cut out, or a byte changed, anywhere.
    #[test]
    fn damaged_files_never_panic(at in 0usize..10_000, len in 0usize..40, byte in any::<u8>(), which in 0usize..3) {
        let lin = Format::Lin.write(&common::random_records(3, 5));
        let json = Format::Json.write(&common::random_records(2, 5));
        let source = [STANDARD, lin.as_str(), json.as_str()][which];
        let mut bytes = source.as_bytes().to_vec();
        let at = at % bytes.len();
        let end = (at + len).min(bytes.len());
        if len % 2 == 0 {
            bytes.drain(at..end);
        } else {
            bytes[at] = byte;
        }
        all_formats(&String::from_utf8_lossy(&bytes));
    }

    /// Boards made by levee, with one of them broken on purpose (a call made illegal):
    /// exactly that board is named, the others are kept.
    #[test]
    fn one_broken_board_among_good_ones(seed in any::<u64>(), n in 2u32..8, pick in any::<prop::sample::Index>()) {
        let mut records = common::random_records(n, seed);
        let k = pick.index(records.len());
        let calls = &mut records[k].auction.as_mut().unwrap().calls;
        // A double of nothing (Law 19A) as the first call.
        calls.insert(0, levee_formats::CallEntry::new(levee_core::Call::Double));
        for f in [Format::Pbn, Format::Lin, Format::Json] {
            let o = f.read(&f.write(&records));
            prop_assert_eq!(o.records.len(), records.len());
            let broken: Vec<usize> = (0..o.records.len()).filter(|i| o.is_broken(*i)).collect();
            prop_assert_eq!(&broken, &vec![k], "{:?}", f);
            let e = o.errors().find(|e| e.message.contains("Law 19A"));
            prop_assert!(e.is_some(), "{:?}: {:?}", f, o.errors().collect::<Vec<_>>());
            prop_assert_eq!(e.unwrap().board, Some(k as u32 + 1));
            prop_assert!(o.problems.iter().all(|p| p.severity == Severity::Warning || p.record == k));
        }
    }
}
