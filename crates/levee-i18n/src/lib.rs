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
        let res = FluentResource::try_new(lang.source().to_string()).unwrap_or_else(|(res, _)| res);
        let _ = b.add_resource(res);
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
        match v.parse::<f64>() {
            Ok(n) if !v.is_empty() => fa.set(*k, FluentValue::from(n)),
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
    match FluentResource::try_new(lang.source().to_string()) {
        Ok(_) => Vec::new(),
        Err((_, errs)) => errs.iter().map(|e| format!("{e:?}")).collect(),
    }
}
