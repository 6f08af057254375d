//! Both languages say everything: the same keys, the same variables, French that is French.

use levee_i18n::{Lang, catalogue, errors, keys, message};
use std::collections::BTreeSet;

fn vars(text: &str) -> BTreeSet<String> {
    text.split("{$").skip(1).filter_map(|s| s.split_once('}').map(|(v, _)| v.to_string())).collect()
}

#[test]
fn the_files_parse() {
    for l in Lang::ALL {
        assert!(errors(l).is_empty(), "{}: {:?}", l.code(), errors(l));
    }
}

#[test]
fn every_key_in_every_language_with_the_same_variables() {
    let en = catalogue(Lang::En);
    let fr = catalogue(Lang::Fr);
    let ke: BTreeSet<_> = keys(Lang::En).into_iter().collect();
    let kf: BTreeSet<_> = keys(Lang::Fr).into_iter().collect();
    assert_eq!(ke.difference(&kf).collect::<Vec<_>>(), Vec::<&String>::new(), "keys missing in French");
    assert_eq!(kf.difference(&ke).collect::<Vec<_>>(), Vec::<&String>::new(), "keys missing in English");
    assert_eq!(en.len(), ke.len());
    for (k, e) in &en {
        assert_eq!(vars(e), vars(&fr[k]), "{k}: the variables differ");
    }
}

/// No English left in French: a French message equal to its English one must be a word both
/// languages write alike (a seat letter, a name, a symbol).
#[test]
fn no_english_string_is_left_in_french() {
    let same = [
        "lobby-title",
        "seat-N",
        "seat-E",
        "seat-S",
        "vul-NS",
        "scoring-chicago",
        "lobby-with-robots",
        "lobby-th-table",
        "tournament-th-place",
        "rank-6",
        "rank-letter-A",
        "rank-letter-T",
        "belote-pass",
    ];
    let en = catalogue(Lang::En);
    let fr = catalogue(Lang::Fr);
    for (k, e) in &en {
        if fr[k] == *e {
            assert!(same.contains(&k.as_str()), "{k} is not translated: {e:?}");
        }
    }
}

#[test]
fn messages_take_their_variables_and_fall_back() {
    assert_eq!(message(Lang::Fr, "table-you-are", &[("seat", "S")]), "vous êtes S");
    assert_eq!(message(Lang::En, "table-cards", &[("count", "13")]), "13 cards");
    assert_eq!(message(Lang::Fr, "call-pass", &[]), "Passe");
    assert_eq!(message(Lang::Fr, "no-such-key", &[]), "no-such-key");
    assert_eq!(catalogue(Lang::Fr)["table-claims"], "{$seat} revendique {$tricks} des levées restantes");
    assert_eq!(Lang::from_tag("fr-FR"), Some(Lang::Fr));
    assert_eq!(Lang::from_tag("en_GB.UTF-8"), Some(Lang::En));
    assert_eq!(Lang::from_tag("de"), None);
}

#[test]
fn engine_words_are_said_in_the_readers_language() {
    use levee_i18n::{Arg, Text, phrase, slug};
    let line = Text::message("result-played")
        .with("contract", Arg::Call("3NT".into()))
        .with("declarer", Arg::seat('W'))
        .with("tricks", Arg::plain(9))
        .with("score", Arg::plain("+400"));
    assert_eq!(line.render(Lang::En), "3NT by West, 9 tricks: NS +400");
    assert_eq!(line.render(Lang::Fr), "3SA joué par Ouest, 9 levées : NS +400");
    assert_eq!(levee_i18n::card(Lang::Fr, "♠K"), "♠R");
    assert_eq!(levee_i18n::call(Lang::Fr, "Pass"), "Passe");
    assert_eq!(levee_i18n::call(Lang::Fr, "4SX"), "4♠X");
    assert_eq!(levee_i18n::call(Lang::Fr, "110H"), "110H");
    assert_eq!(slug("Opening, 5+ ♥, 12-21 HCP"), "said-opening-5-h-12-21-hcp");
    // A sentence nobody translated stays English rather than vanishing.
    assert_eq!(phrase(Lang::Fr, "no such sentence"), "no such sentence");
    // Words kept as data come back the same from JSON (events keep them).
    let json = serde_json::to_string(&line).unwrap();
    assert_eq!(serde_json::from_str::<Text>(&json).unwrap(), line);
    assert_eq!(serde_json::from_str::<Text>("\"Natural\"").unwrap(), Text::from("Natural"));
}

/// A key written twice would hide one of its translations: every file's keys are distinct.
#[test]
fn no_key_is_written_twice() {
    for (name, text) in [
        ("en.ftl", include_str!("../locales/en.ftl")),
        ("fr.ftl", include_str!("../locales/fr.ftl")),
        ("said.fr.ftl", include_str!("../locales/said.fr.ftl")),
    ] {
        let mut seen = BTreeSet::new();
        for line in text.lines().filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_alphabetic())) {
            let key = line.split_once('=').map_or(line, |x| x.0).trim();
            assert!(seen.insert(key), "{name}: {key} is written twice");
        }
    }
}
