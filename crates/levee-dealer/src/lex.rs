//! Words of a script, each with the line and column where it starts.

use crate::ScriptError;

/// What a token is. Words keep their text: the parser decides whether `4333`, `5xxx`, `SAK3`
/// or `TC` is a number, a shape, a holding or a card from where it stands.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Tok {
    /// Letters, digits and `_`, starting with a letter or `_`.
    Ident(String),
    /// Digits, possibly followed by letters (`4333`, `5xxx`, `2c`).
    Word(String),
    /// A quoted string.
    Str(String),
    /// Punctuation and operators.
    Sym(&'static str),
    /// The end of the script.
    End,
}

/// A token and where it starts (1-based).
#[derive(Debug, Clone)]
pub(crate) struct Token {
    pub(crate) tok: Tok,
    pub(crate) line: u32,
    pub(crate) col: u32,
}

const SYMBOLS: [&str; 22] = [
    "&&", "||", "==", "!=", "<=", ">=", "(", ")", ",", "+", "-", "*", "/", "%", "!", "?", ":", "<", ">", "=", "\\n",
    ";",
];

/// Splits a script into tokens; `#` and `//` comment to the end of the line, `/* */` anywhere.
pub(crate) fn lex(src: &str) -> Result<Vec<Token>, ScriptError> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    let advance = |i: &mut usize, line: &mut u32, col: &mut u32, n: usize| {
        for _ in 0..n {
            if chars.get(*i) == Some(&'\n') {
                *line += 1;
                *col = 1;
            } else {
                *col += 1;
            }
            *i += 1;
        }
    };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c.is_whitespace() {
            advance(&mut i, &mut line, &mut col, 1);
            continue;
        }
        if c == '#' || (c == '/' && next == Some('/')) {
            while i < chars.len() && chars[i] != '\n' {
                advance(&mut i, &mut line, &mut col, 1);
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            let (l0, c0) = (line, col);
            advance(&mut i, &mut line, &mut col, 2);
            loop {
                if i >= chars.len() {
                    return Err(ScriptError::at(l0, c0, "a comment opened with /* is never closed with */"));
                }
                if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    advance(&mut i, &mut line, &mut col, 2);
                    break;
                }
                advance(&mut i, &mut line, &mut col, 1);
            }
            continue;
        }
        let (l0, c0) = (line, col);
        if c.is_ascii_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                advance(&mut i, &mut line, &mut col, 1);
            }
            let text: String = chars[start..i].iter().collect();
            let tok = if c.is_ascii_digit() { Tok::Word(text) } else { Tok::Ident(text) };
            out.push(Token { tok, line: l0, col: c0 });
            continue;
        }
        if c == '"' {
            advance(&mut i, &mut line, &mut col, 1);
            let start = i;
            while i < chars.len() && chars[i] != '"' && chars[i] != '\n' {
                advance(&mut i, &mut line, &mut col, 1);
            }
            if chars.get(i) != Some(&'"') {
                return Err(ScriptError::at(l0, c0, "a string opened with \" is not closed on its line"));
            }
            let text: String = chars[start..i].iter().collect();
            advance(&mut i, &mut line, &mut col, 1);
            out.push(Token { tok: Tok::Str(text), line: l0, col: c0 });
            continue;
        }
        let rest: String = chars[i..(i + 2).min(chars.len())].iter().collect();
        let Some(sym) = SYMBOLS.iter().find(|s| rest.starts_with(**s)) else {
            return Err(ScriptError::at(l0, c0, format!("unexpected character {c:?}")));
        };
        advance(&mut i, &mut line, &mut col, sym.chars().count());
        out.push(Token { tok: Tok::Sym(sym), line: l0, col: c0 });
    }
    out.push(Token { tok: Tok::End, line, col });
    Ok(out)
}
