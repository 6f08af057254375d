//! Mistakes in scripts are reported at their line and column, with what was expected; random
//! and damaged scripts never panic.

use levee_dealer::{parse, parse_condition};
use proptest::prelude::*;

fn error(src: &str) -> (u32, u32, String) {
    let e = parse(src).expect_err(src);
    (e.line, e.col, e.message)
}

#[test]
fn mistakes_are_named_where_they_are() {
    let (l, c, m) = error("produce 5\ncondition hcp(north) >= 15 &&\n");
    assert_eq!((l, c), (3, 1), "{m}");
    assert!(m.contains("found the end of the script"), "{m}");

    let (l, c, m) = error("condition hcp(nord) > 10");
    assert_eq!((l, c), (1, 15));
    assert!(m.contains("expected a seat (north, east, south or west), found 'nord'"), "{m}");

    let (l, c, m) = error("x = 3\ncondition shape(north, any 4334)");
    assert_eq!((l, c), (2, 28));
    assert!(m.contains("does not add up to 13"), "{m}");

    let (l, c, m) = error("condition strong && hcp(south) > 5");
    assert_eq!((l, c), (1, 11));
    assert!(m.contains("'strong' is not defined"), "{m}");

    let (l, c, m) = error("predeal south SAK3, HQJ2\npredeal north SA");
    assert_eq!((l, c), (2, 15));
    assert!(m.contains("SA is predealt to South already"), "{m}");

    let (l, c, m) = error("action printall, frequency (hcp(north), 20, 10)");
    assert_eq!((l, c), (1, 18));
    assert!(m.contains("lower first"), "{m}");

    let (_, _, m) = error("action frequency (hcp(north), -9223372036854775807, 9223372036854775807)");
    assert!(m.contains("at most 10 000 apart"), "{m}");
    // Nesting is bounded: a script of a hundred thousand brackets is an error, not a crash.
    let (_, _, m) = error(&format!("condition {}1", "(".repeat(100_000)));
    assert!(m.contains("nested more than"), "{m}");
    let (_, _, m) = error(&format!("condition {}1", "!".repeat(100_000)));
    assert!(m.contains("nested more than"), "{m}");
    let (_, _, m) = error(&format!("condition 1{}", " + 1".repeat(100_000)));
    assert!(m.contains("nested more than"), "{m}");
    let (_, _, m) = error(&format!("condition 1{}", " && 1".repeat(100_000)));
    assert!(m.contains("nested more than"), "{m}");
    // A long chain a person might write still parses and runs.
    let s = parse(&format!("condition hcp(north){} > 0", " + 1".repeat(300))).unwrap();
    assert_eq!(levee_dealer::run(&s, 1, 1, 10).produced.len(), 1);
    let (_, _, m) = error("condition hascard(west, ZZ)");
    assert!(m.contains("expected a card"), "{m}");
    let (_, _, m) = error("vulnerable sometimes");
    assert!(m.contains("none, NS, EW or all"), "{m}");
    let (_, _, m) = error("condition tricks(north, trumps) > 9");
    assert!(m.contains("expected a strain"), "{m}");
    let (_, _, m) = error("/* never closed");
    assert!(m.contains("never closed"), "{m}");
    let (_, _, m) = error("condition hcp(north) @ 3");
    assert!(m.contains("unexpected character '@'"), "{m}");
    let (_, _, m) = error("hcp = 4");
    assert!(m.contains("word of the language"), "{m}");

    let e = parse_condition("hcp(north) >= 15 &&& 1").unwrap_err();
    assert_eq!((e.line, e.col), (1, 20));
    let shown = e.show("--where", "hcp(north) >= 15 &&& 1");
    assert!(shown.ends_with("  hcp(north) >= 15 &&& 1\n                     ^"), "{shown}");
}

/// Every construct of the language in one script.
#[test]
fn every_construct_parses() {
    let src = r#"
generate 1000   # comments of three kinds
produce 10      // here
/* and here,
   over lines */
dealer south
vulnerable all
predeal north SAK, HQJ2, D, C
predeal west, CA
pointcount 4 3 2 1 0 0 0 0 0 0 0 0 0
altering = hcp(north, spades) + controls(south, hearts) - losers(east, clubs) * 2 / 1 % 7
strong = hcp(north) >= 12 and not (spades(south) < 3) or hearts(east) != 4
pick = clubs(west) > diamonds(west) ? 1 : -1
condition strong && pick != 0 && shape(east, any 4333 + 5xxx + xx5x - any 0xxx) || shape(west, 4441)
   && hascard(south, 2c) == 0 && top2(north) + top3(south, hearts) + top4(east) + top5(west, clubs) >= 0
   && aces(north) + kings(south) + queens(east) + jacks(west) + tens(north) >= 0
action printall, printew, printpbn, printcompact hcp(north), printoneline, print(north, south),
   printes "north ", hcp(north), \n, average "strong" strong, frequency "spades" (spades(north), 0, 13)
"#;
    let s = parse(src).unwrap_or_else(|e| panic!("{}", e.show("all", src)));
    assert_eq!((s.generate, s.produce), (Some(1000), Some(10)));
    assert_eq!(s.dealer, Some(levee_core::Seat::South));
    assert_eq!(s.predealt(levee_core::Seat::North).len(), 5);
    assert!(s.prints_pbn() && s.prints_deals());
    let r = levee_dealer::run(&s, 1, 10, 1000);
    let out = levee_dealer::report(&s, &r);
    assert!(out.contains("Generated ") && out.contains("spades:"));
}

const CORPUS: [&str; 6] = [
    include_str!("scripts/strong_notrump.dl"),
    include_str!("scripts/weak_two.dl"),
    include_str!("scripts/slam.dl"),
    include_str!("scripts/predeal.dl"),
    include_str!("scripts/arithmetic.dl"),
    include_str!("scripts/tricks.dl"),
];

fn in_bounds(src: &str, line: u32, col: u32) -> bool {
    let lines: Vec<&str> = src.split('\n').collect();
    line >= 1
        && (line as usize) <= lines.len().max(1)
        && col >= 1
        && (col as usize) <= lines.get(line as usize - 1).map_or(0, |l| l.chars().count()) + 1
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_text_gives_an_error_in_bounds_or_a_script(src in "[a-z0-9()=<>!&|+*/%?:,\"# \\n-]{0,80}") {
        if let Err(e) = parse(&src) {
            prop_assert!(in_bounds(&src, e.line, e.col), "{:?} at {}:{}", src, e.line, e.col);
        }
    }

    #[test]
    fn damaged_scripts_never_panic(k in 0usize..6, at in 0usize..2000, cut in 0usize..6, put in "[a-z0-9(),=#*\"/ \\n]{0,4}") {
        let src = CORPUS[k];
        let chars: Vec<char> = src.chars().collect();
        let at = at % (chars.len() + 1);
        let end = (at + cut).min(chars.len());
        let damaged: String = chars[..at].iter().chain(put.chars().collect::<Vec<_>>().iter()).chain(chars[end..].iter()).collect();
        match parse(&damaged) {
            Err(e) => prop_assert!(in_bounds(&damaged, e.line, e.col), "{} at {}:{}", damaged, e.line, e.col),
            Ok(s) => {
                // A script that still parses runs: a few deals, no panic.
                let _ = levee_dealer::run(&s, 1, 1, 50);
            }
        }
    }
}
