//! The words people read, in French and in English. Each language is one Fluent file
//! (`locales/fr.ftl`, `locales/en.ftl`) that a translator edits without touching code; adding
//! a language is adding a file and a line to [`Lang`]. The rules' own French words (« Passe »,
//! « Contre », « SA », « le mort », « levée ») are the French messages.
//!
//! [`message`] formats one message for the terminal or the server; [`catalogue`] gives every
//! message of a language with its variables left as `{$name}`, for the browser to fill in.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// A language levee speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// French, the rules' language.
    Fr,
    /// English.
    #[default]
    En,
}

impl Lang {
    /// Every language, French first.
    pub const ALL: [Lang; 2] = [Lang::Fr, Lang::En];

    /// The language's code (`fr`, `en`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
        }
    }

    /// The language a tag (`fr-FR`, `en_GB.UTF-8`, `fr`) asks for, if levee speaks it.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_', '.']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The language of the environment's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), English
    /// when it names none levee speaks.
    #[must_use]
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::from_tag(&v))
            .unwrap_or_default()
    }

    fn source(self) -> &'static str {
        match self {
            Lang::Fr => include_str!("../locales/fr.ftl"),
            Lang::En => include_str!("../locales/en.ftl"),
        }
    }

    /// The engine's fixed English sentences in this language (`said-…` keys; see [`phrase`]).
    /// English has none: its sentences are their own words.
    fn sentences(self) -> &'static str {
        match self {
            Lang::Fr => include_str!("../locales/said.fr.ftl"),
            Lang::En => "",
        }
    }
}

fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static FR: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    static EN: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    let cell = match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    };
    cell.get_or_init(|| {
        let id = lang.code().parse().expect("a language identifier");
        let mut b = FluentBundle::new_concurrent(vec![id]);
        // Plain text: the browser and the terminal need no bidirectional marks.
        b.set_use_isolating(false);
        for source in [lang.source(), lang.sentences()] {
            let res = FluentResource::try_new(source.to_string()).unwrap_or_else(|(res, _)| res);
            let _ = b.add_resource(res);
        }
        b
    })
}

/// One message with its variables; the English one when the language lacks it, and the key
/// itself when neither has it (a missing word shows, it does not crash).
#[must_use]
pub fn message(lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
    let mut fa = FluentArgs::new();
    for (k, v) in args {
        // Numbers stay numbers, so that plural forms choose by them.
        // Only a plain count: a signed score (`+420`) keeps its sign.
        match v.parse::<f64>() {
            Ok(n) if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) => fa.set(*k, FluentValue::from(n)),
            _ => fa.set(*k, FluentValue::from(*v)),
        }
    }
    for l in [lang, Lang::En] {
        let b = bundle(l);
        if let Some(pattern) = b.get_message(key).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return b.format_pattern(pattern, Some(&fa), &mut errors).into_owned();
        }
    }
    key.to_string()
}

/// Every message of a language, its variables left as `{$name}` (Fluent writes a variable it
/// was not given that way), for a page to fill in.
#[must_use]
pub fn catalogue(lang: Lang) -> BTreeMap<String, String> {
    let b = bundle(lang);
    keys(lang)
        .into_iter()
        .filter_map(|k| {
            let pattern = b.get_message(&k)?.value()?;
            let mut errors = Vec::new();
            let text = b.format_pattern(pattern, None, &mut errors).into_owned();
            Some((k, text))
        })
        .collect()
}

/// The message keys a language's file defines, in file order.
#[must_use]
pub fn keys(lang: Lang) -> Vec<String> {
    lang.source()
        .lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_alphabetic()))
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim().to_string()))
        .collect()
}

/// Syntax errors in a language's file (none is the only right answer; tested).
#[must_use]
pub fn errors(lang: Lang) -> Vec<String> {
    [lang.source(), lang.sentences()]
        .into_iter()
        .flat_map(|source| match FluentResource::try_new(source.to_string()) {
            Ok(_) => Vec::new(),
            Err((_, errs)) => errs.iter().map(|e| format!("{e:?}")).collect(),
        })
        .collect()
}

/// Words the engine says (a result, a refusal, a robot's explanation), kept as data until
/// someone reads them, then said in the reader's language.
///
/// A [`Text::Phrase`] is a fixed English sentence that is its own key, as in gettext: the
/// French is `said-<slug>` in `fr.ftl` (see [`phrase`]); English needs no entry. A
/// [`Text::Message`] is a message of the files with its variables, for words that carry a
/// seat, a contract or a number.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
pub enum Text {
    /// A fixed English sentence.
    Phrase(String),
    /// A message and its variables.
    Message {
        /// The message's key.
        id: String,
        /// Its variables, in order.
        args: Vec<(String, Arg)>,
    },
}

/// A variable of a [`Text::Message`], said in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Arg {
    /// Shown as it is (a name, a number).
    Plain(String),
    /// A seat by its letter (`N`), said in full (North, Nord).
    Seat(char),
    /// A call or contract as levee writes it (`3NT`, `4♠X`, `Pass`): notrump and pass in the
    /// reader's words (3SA, Passe).
    Call(String),
    /// A card as levee writes it (`♠K`): the rank in the reader's letters (♠R).
    Card(String),
    /// Words inside words (the reason of a refusal).
    Text(Box<Text>),
}

impl From<&str> for Text {
    fn from(s: &str) -> Text {
        Text::Phrase(s.to_string())
    }
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text::Phrase(s)
    }
}

impl Text {
    /// A message with no variables yet.
    #[must_use]
    pub fn message(id: &str) -> Text {
        Text::Message { id: id.to_string(), args: Vec::new() }
    }

    /// The message with one more variable.
    #[must_use]
    pub fn with(mut self, name: &str, arg: Arg) -> Text {
        if let Text::Message { args, .. } = &mut self {
            args.push((name.to_string(), arg));
        }
        self
    }

    /// The words in `lang`.
    #[must_use]
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Text::Phrase(s) => phrase(lang, s),
            Text::Message { id, args } => {
                let said: Vec<(String, String)> = args.iter().map(|(k, a)| (k.clone(), a.render(lang))).collect();
                let refs: Vec<(&str, &str)> = said.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
                message(lang, id, &refs)
            }
        }
    }

    /// The words in English (what logs and errors print).
    #[must_use]
    pub fn english(&self) -> String {
        self.render(Lang::En)
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

impl Arg {
    /// A seat (`N`, `E`, `S`, `W`).
    #[must_use]
    pub fn seat(letter: impl std::fmt::Display) -> Arg {
        Arg::Seat(letter.to_string().chars().next().unwrap_or('?'))
    }

    /// A number or a name, shown as it is.
    #[must_use]
    pub fn plain(x: impl std::fmt::Display) -> Arg {
        Arg::Plain(x.to_string())
    }

    fn render(&self, lang: Lang) -> String {
        match self {
            Arg::Plain(s) => s.clone(),
            Arg::Seat(c) => message(lang, &format!("seat-name-{c}"), &[]),
            Arg::Call(c) => call(lang, c),
            Arg::Card(c) => card(lang, c),
            Arg::Text(t) => t.render(lang),
        }
    }
}

/// A call or contract in `lang`: `3NT` → `3SA`, `Pass` → `Passe`.
#[must_use]
pub fn call(lang: Lang, c: &str) -> String {
    match c {
        "P" | "Pass" | "pass" => message(lang, "call-pass", &[]),
        "X" if lang == Lang::Fr => message(lang, "call-double", &[]),
        "XX" if lang == Lang::Fr => message(lang, "call-redouble", &[]),
        _ if lang == Lang::En => c.to_string(),
        // Other languages write the suits as symbols: the letters C, D, H, S are English
        // (clubs are « T » in French).
        _ => {
            let mut chars = c.chars();
            match (chars.next(), chars.next()) {
                (Some(level @ '1'..='7'), Some(s @ ('C' | 'D' | 'H' | 'S'))) => {
                    let symbol = match s {
                        'C' => '♣',
                        'D' => '♦',
                        'H' => '♥',
                        _ => '♠',
                    };
                    format!("{level}{symbol}{}", chars.as_str())
                }
                _ => c.replace("NT", &message(lang, "strain-nt", &[])),
            }
        }
    }
}

/// A card in `lang`: the rank in the reader's letters (`♠K` → `♠R`).
#[must_use]
pub fn card(lang: Lang, c: &str) -> String {
    let mut chars = c.chars();
    let (Some(suit), rank) = (chars.next(), chars.as_str()) else { return c.to_string() };
    let key = match rank {
        "10" => "T".to_string(),
        r => r.to_string(),
    };
    let letter = message(lang, &format!("rank-letter-{key}"), &[]);
    if letter.starts_with("rank-letter-") { c.to_string() } else { format!("{suit}{letter}") }
}

/// The key of an English sentence: `said-` and its words in lower case joined by `-`, suits
/// by their letter (`Opening, 5+ ♥` → `said-opening-5-h`).
#[must_use]
pub fn slug(english: &str) -> String {
    let mut out = String::from("said");
    let mut gap = true;
    for ch in english.chars() {
        let piece = match ch {
            '♠' => Some('s'),
            '♥' => Some('h'),
            '♦' => Some('d'),
            '♣' => Some('c'),
            c if c.is_ascii_alphanumeric() => Some(c.to_ascii_lowercase()),
            _ => None,
        };
        match piece {
            Some(c) => {
                if gap {
                    out.push('-');
                }
                out.push(c);
                gap = matches!(ch, '♠' | '♥' | '♦' | '♣');
            }
            None => gap = true,
        }
    }
    out
}

/// A fixed English sentence in `lang`: the language's `said-…` message when it has one, the
/// sentence itself otherwise (English is the sentences' own language).
#[must_use]
pub fn phrase(lang: Lang, english: &str) -> String {
    if lang == Lang::En {
        return english.to_string();
    }
    let key = slug(english);
    let b = bundle(lang);
    match b.get_message(&key).and_then(|m| m.value()) {
        Some(pattern) => {
            let mut errors = Vec::new();
            b.format_pattern(pattern, None, &mut errors).into_owned()
        }
        None => english.to_string(),
    }
}

/// Whether `lang` has its own words for an English sentence.
#[must_use]
pub fn has_phrase(lang: Lang, english: &str) -> bool {
    lang == Lang::En || bundle(lang).has_message(&slug(english))
}
