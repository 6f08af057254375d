//! From tokens to a [`Script`]: statements, expressions with C's precedence, shapes, predeals
//! and actions, each mistake reported where it is.

use crate::lex::{Tok, Token};
use crate::{Action, Count, EsItem, Expr, Script, ScriptError, ShapeSet};
use levee_core::{Card, Rank, Seat, Strain, Suit, Vulnerability};

pub(crate) struct Parser {
    toks: Vec<Token>,
    pos: usize,
    script: Script,
    /// Expressions open inside one another: bounded, so that no script exhausts the stack.
    depth: u32,
}

/// Deeper than any script a person writes: an operator of a chain counts 1, a `!` or `-` 2
/// and a bracket 10 (parsing it goes through every level of precedence), so that neither
/// parsing nor evaluating (nor dropping) an expression exhausts a thread's stack.
const MAX_DEPTH: u32 = 1000;

const STATEMENTS: [&str; 8] =
    ["generate", "produce", "dealer", "vulnerable", "predeal", "pointcount", "condition", "action"];
const ACTIONS: [&str; 9] =
    ["printall", "printew", "printpbn", "printcompact", "printoneline", "print", "printes", "average", "frequency"];

type PResult<T> = Result<T, ScriptError>;

fn seat_word(w: &str) -> Option<Seat> {
    match w.to_ascii_lowercase().as_str() {
        "north" => Some(Seat::North),
        "east" => Some(Seat::East),
        "south" => Some(Seat::South),
        "west" => Some(Seat::West),
        _ => None,
    }
}

fn suit_word(w: &str) -> Option<Suit> {
    match w.to_ascii_lowercase().as_str() {
        "spade" | "spades" => Some(Suit::Spades),
        "heart" | "hearts" => Some(Suit::Hearts),
        "diamond" | "diamonds" => Some(Suit::Diamonds),
        "club" | "clubs" => Some(Suit::Clubs),
        _ => None,
    }
}

fn count_word(w: &str) -> Option<Count> {
    Some(match w.to_ascii_lowercase().as_str() {
        "hcp" => Count::Hcp,
        "control" | "controls" => Count::Controls,
        "loser" | "losers" => Count::Losers,
        "top2" => Count::Top(2),
        "top3" => Count::Top(3),
        "top4" => Count::Top(4),
        "top5" => Count::Top(5),
        "ace" | "aces" => Count::Rank(Rank::ACE),
        "king" | "kings" => Count::Rank(Rank::KING),
        "queen" | "queens" => Count::Rank(Rank::QUEEN),
        "jack" | "jacks" => Count::Rank(Rank::JACK),
        "ten" | "tens" => Count::Rank(Rank::TEN),
        _ => return None,
    })
}

impl Parser {
    pub(crate) fn new(toks: Vec<Token>) -> Parser {
        Parser { toks, pos: 0, script: Script::default(), depth: 0 }
    }

    fn peek(&self) -> &Token {
        &self.toks[self.pos.min(self.toks.len() - 1)]
    }

    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].tok
    }

    fn bump(&mut self) -> Token {
        let t = self.peek().clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }

    fn err<T>(&self, t: &Token, msg: impl Into<String>) -> PResult<T> {
        Err(ScriptError::at(t.line, t.col, msg))
    }

    fn describe(t: &Tok) -> String {
        match t {
            Tok::Ident(s) | Tok::Word(s) => format!("'{s}'"),
            Tok::Str(s) => format!("the string \"{s}\""),
            Tok::Sym(s) => format!("'{s}'"),
            Tok::End => "the end of the script".into(),
        }
    }

    fn expect_sym(&mut self, sym: &str, what: &str) -> PResult<()> {
        let t = self.bump();
        if t.tok == Tok::Sym(leak(sym)) {
            Ok(())
        } else {
            self.err(&t, format!("expected '{sym}' {what}, found {}", Self::describe(&t.tok)))
        }
    }

    fn is_sym(&self, sym: &str) -> bool {
        matches!(&self.peek().tok, Tok::Sym(s) if *s == sym)
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(&self.peek().tok, Tok::Ident(s) if s.eq_ignore_ascii_case(w))
    }

    /// Whether the next tokens start a new statement (so an optional expression ends here).
    fn at_statement(&self) -> bool {
        match &self.peek().tok {
            Tok::End => true,
            Tok::Ident(s) => {
                STATEMENTS.iter().any(|k| s.eq_ignore_ascii_case(k)) || matches!(self.peek_at(1), Tok::Sym("="))
            }
            _ => false,
        }
    }

    pub(crate) fn script(mut self) -> PResult<Script> {
        while self.peek().tok != Tok::End {
            self.statement()?;
        }
        if self.script.actions.is_empty() {
            self.script.actions.push(Action::PrintAll);
        }
        Ok(self.script)
    }

    fn number(&mut self, what: &str) -> PResult<i64> {
        let t = self.bump();
        let neg = t.tok == Tok::Sym("-");
        let t = if neg { self.bump() } else { t };
        match &t.tok {
            Tok::Word(w) if w.chars().all(|c| c.is_ascii_digit()) => match w.parse::<i64>() {
                Ok(n) => Ok(if neg { -n } else { n }),
                Err(_) => self.err(&t, format!("{w} is too large")),
            },
            other => self.err(&t, format!("expected {what}, found {}", Self::describe(other))),
        }
    }

    fn seat(&mut self) -> PResult<Seat> {
        let t = self.bump();
        match &t.tok {
            Tok::Ident(w) if seat_word(w).is_some() => Ok(seat_word(w).expect("checked")),
            other => {
                self.err(&t, format!("expected a seat (north, east, south or west), found {}", Self::describe(other)))
            }
        }
    }

    fn statement(&mut self) -> PResult<()> {
        let t = self.peek().clone();
        let Tok::Ident(word) = &t.tok else {
            let e = self.expr()?;
            self.script.condition = Some(e);
            return Ok(());
        };
        match word.to_ascii_lowercase().as_str() {
            "generate" => {
                self.bump();
                self.script.generate = Some(self.count_arg("how many deals to generate")?);
            }
            "produce" => {
                self.bump();
                self.script.produce = Some(self.count_arg("how many deals to produce")?);
            }
            "dealer" => {
                self.bump();
                self.script.dealer = Some(self.seat()?);
            }
            "vulnerable" => {
                self.bump();
                let v = self.bump();
                let vul = match &v.tok {
                    Tok::Ident(w) => match w.to_ascii_lowercase().as_str() {
                        "none" => Some(Vulnerability::None),
                        "ns" => Some(Vulnerability::NorthSouth),
                        "ew" => Some(Vulnerability::EastWest),
                        "all" | "both" => Some(Vulnerability::Both),
                        _ => None,
                    },
                    _ => None,
                };
                match vul {
                    Some(x) => self.script.vulnerable = Some(x),
                    None => {
                        return self.err(&v, format!("expected none, NS, EW or all, found {}", Self::describe(&v.tok)));
                    }
                }
            }
            "predeal" => {
                self.bump();
                self.predeal()?;
            }
            "pointcount" => {
                self.bump();
                let mut points = Vec::new();
                while matches!(self.peek().tok, Tok::Word(_)) {
                    points.push(self.number("a point value")?);
                    if self.is_sym(",") {
                        self.bump();
                    }
                }
                if points.is_empty() || points.len() > 13 {
                    return self.err(&t, "pointcount takes 1 to 13 numbers, from the ace down");
                }
                let mut table = [0i64; 13];
                table[..points.len()].copy_from_slice(&points);
                self.script.points = table;
            }
            "condition" => {
                self.bump();
                let e = self.expr()?;
                self.script.condition = Some(e);
            }
            "action" => {
                self.bump();
                self.actions()?;
            }
            _ if matches!(self.peek_at(1), Tok::Sym("=")) => {
                if STATEMENTS.iter().chain(ACTIONS.iter()).any(|k| word.eq_ignore_ascii_case(k))
                    || seat_word(word).is_some()
                    || suit_word(word).is_some()
                    || count_word(word).is_some()
                    || ["shape", "hascard", "tricks", "trick", "and", "or", "not", "any"]
                        .iter()
                        .any(|k| word.eq_ignore_ascii_case(k))
                {
                    return self.err(&t, format!("'{word}' is a word of the language and cannot name a variable"));
                }
                self.bump();
                self.bump();
                let e = self.expr()?;
                let name = word.to_ascii_lowercase();
                if let Some(slot) = self.script.vars.iter_mut().find(|(n, _)| *n == name) {
                    slot.1 = e;
                } else {
                    self.script.vars.push((name, e));
                }
            }
            _ => {
                let e = self.expr()?;
                self.script.condition = Some(e);
            }
        }
        Ok(())
    }

    fn count_arg(&mut self, what: &str) -> PResult<u64> {
        let t = self.peek().clone();
        let n = self.number(what)?;
        u64::try_from(n)
            .ok()
            .filter(|n| *n > 0)
            .ok_or_else(|| ScriptError::at(t.line, t.col, format!("{what}: a positive number")))
    }

    /// `predeal south SAQ542, HKJ87, D32, CAK` (or `predeal north, S2`).
    fn predeal(&mut self) -> PResult<()> {
        let seat = self.seat()?;
        if self.is_sym(",") {
            self.bump();
        }
        loop {
            let t = self.bump();
            let Tok::Ident(w) = &t.tok else {
                return self
                    .err(&t, format!("expected a suit and its cards (like SAK3), found {}", Self::describe(&t.tok)));
            };
            let mut chars = w.chars();
            // A suit letter alone predeals nothing in it.
            let suit = chars.next().and_then(Suit::from_char);
            let Some(suit) = suit else {
                return self.err(&t, format!("'{w}': a suit letter (S, H, D or C) then its cards, like SAK3"));
            };
            let mut rest = chars.as_str().to_string();
            let mut cards = Vec::new();
            while !rest.is_empty() {
                let (r, len) = if rest.starts_with("10") {
                    (Some(Rank::TEN), 2)
                } else {
                    (rest.chars().next().and_then(Rank::from_char), 1)
                };
                let Some(rank) = r else {
                    return self.err(&t, format!("'{w}': {:?} is not a rank (AKQJT98765432)", &rest[..1]));
                };
                cards.push(Card::new(suit, rank));
                rest = rest[len..].to_string();
            }
            for c in cards {
                if let Some(other) = Seat::ALL.into_iter().find(|s| self.script.predeal[*s].contains(c)) {
                    return self.err(&t, format!("{c} is predealt to {} already", other.name()));
                }
                self.script.predeal[seat].insert(c);
            }
            if self.script.predeal[seat].len() > 13 {
                return self.err(&t, format!("{} is predealt more than 13 cards", seat.name()));
            }
            if self.is_sym(",") && matches!(self.peek_at(1), Tok::Ident(_)) && !self.next_is_statement_after_comma() {
                self.bump();
                continue;
            }
            return Ok(());
        }
    }

    fn next_is_statement_after_comma(&self) -> bool {
        match self.peek_at(1) {
            Tok::Ident(s) => {
                STATEMENTS.iter().any(|k| s.eq_ignore_ascii_case(k)) || matches!(self.peek_at(2), Tok::Sym("="))
            }
            _ => true,
        }
    }

    fn actions(&mut self) -> PResult<()> {
        loop {
            let t = self.bump();
            let Tok::Ident(w) = &t.tok else {
                return self.err(
                    &t,
                    format!("expected an action (printall, printpbn, average, ...), found {}", Self::describe(&t.tok)),
                );
            };
            let a = match w.to_ascii_lowercase().as_str() {
                "printall" => Action::PrintAll,
                "printew" => Action::PrintEw,
                "printpbn" => Action::PrintPbn,
                "printcompact" => Action::PrintCompact(self.optional_expr()?),
                "printoneline" => Action::PrintOneLine(self.optional_expr()?),
                "print" => {
                    self.expect_sym("(", "after print")?;
                    let mut seats = vec![self.seat()?];
                    while self.is_sym(",") {
                        self.bump();
                        seats.push(self.seat()?);
                    }
                    self.expect_sym(")", "after print's seats")?;
                    Action::Print(seats)
                }
                "printes" => {
                    let mut items = Vec::new();
                    loop {
                        match &self.peek().tok {
                            Tok::Str(s) => {
                                items.push(EsItem::Text(s.clone()));
                                self.bump();
                            }
                            Tok::Sym("\\n") => {
                                items.push(EsItem::Text("\n".into()));
                                self.bump();
                            }
                            _ => items.push(EsItem::Value(self.action_expr()?)),
                        }
                        let more = self.is_sym(",")
                            && !matches!(self.peek_at(1), Tok::Ident(s) if ACTIONS.iter().any(|k| s.eq_ignore_ascii_case(k)));
                        if !more {
                            break;
                        }
                        self.bump();
                    }
                    Action::PrintEs(items)
                }
                "average" => {
                    let label = self.optional_label();
                    Action::Average(label, self.action_expr()?)
                }
                "frequency" => {
                    let label = self.optional_label();
                    self.expect_sym("(", "after frequency")?;
                    let e = self.action_expr()?;
                    self.expect_sym(",", "between frequency's expression and its lower bound")?;
                    let lo = self.number("frequency's lower bound")?;
                    self.expect_sym(",", "between frequency's bounds")?;
                    let hi = self.number("frequency's upper bound")?;
                    self.expect_sym(")", "after frequency's bounds")?;
                    if hi < lo || hi.checked_sub(lo).is_none_or(|d| d > 10_000) {
                        return self.err(&t, "frequency's bounds: the lower first, at most 10 000 apart");
                    }
                    Action::Frequency(label, e, lo, hi)
                }
                other => return self.err(&t, format!("unknown action '{other}' (printall, printew, printpbn, printcompact, printoneline, print, printes, average, frequency)")),
            };
            self.script.actions.push(a);
            if self.is_sym(",") {
                self.bump();
                continue;
            }
            return Ok(());
        }
    }

    fn optional_label(&mut self) -> Option<String> {
        if let Tok::Str(s) = &self.peek().tok {
            let s = s.clone();
            self.bump();
            Some(s)
        } else {
            None
        }
    }

    /// An expression an action prints or counts: kept by index, evaluated once per deal.
    fn action_expr(&mut self) -> PResult<usize> {
        let e = self.expr()?;
        self.script.action_exprs.push(e);
        Ok(self.script.action_exprs.len() - 1)
    }

    fn optional_expr(&mut self) -> PResult<Option<usize>> {
        if self.at_statement() || self.is_sym(",") {
            return Ok(None);
        }
        self.action_expr().map(Some)
    }

    pub(crate) fn expr(&mut self) -> PResult<Expr> {
        self.deeper(10)?;
        let e = self.expr_inner();
        self.depth -= 10;
        e
    }

    fn expr_inner(&mut self) -> PResult<Expr> {
        let c = self.or()?;
        if self.is_sym("?") {
            self.bump();
            let a = self.expr()?;
            self.expect_sym(":", "after the '?' branch")?;
            let b = self.expr()?;
            return Ok(Expr::Cond(Box::new(c), Box::new(a), Box::new(b)));
        }
        Ok(c)
    }

    /// `weight` levels deeper, or the error that says the expression is too deep.
    fn deeper(&mut self, weight: u32) -> PResult<()> {
        self.depth += weight;
        if self.depth > MAX_DEPTH {
            let t = self.peek().clone();
            return self
                .err(&t, format!("expressions nested more than {MAX_DEPTH} deep (name parts of it with variables)"));
        }
        Ok(())
    }

    /// A chain of one operator level: each operator makes the tree one deeper.
    fn chain(
        &mut self,
        at: &dyn Fn(&Parser) -> Option<&'static str>,
        next: fn(&mut Parser) -> PResult<Expr>,
    ) -> PResult<Expr> {
        let mut l = next(self)?;
        let mut levels = 0;
        let mut result = Ok(());
        while let Some(op) = at(self) {
            if let Err(e) = self.deeper(1) {
                result = Err(e);
                break;
            }
            levels += 1;
            self.bump();
            match next(self) {
                Ok(r) => l = Expr::Bin(op, Box::new(l), Box::new(r)),
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        self.depth -= levels;
        result.map(|()| l)
    }

    fn or(&mut self) -> PResult<Expr> {
        self.chain(&|p| (p.is_sym("||") || p.is_word("or")).then_some("||"), Parser::and)
    }

    fn and(&mut self) -> PResult<Expr> {
        self.chain(&|p| (p.is_sym("&&") || p.is_word("and")).then_some("&&"), Parser::equality)
    }

    fn binary(&mut self, ops: &'static [&'static str], next: fn(&mut Parser) -> PResult<Expr>) -> PResult<Expr> {
        self.chain(
            &|p| match p.peek().tok {
                Tok::Sym(s) => ops.iter().find(|o| **o == s).copied(),
                _ => None,
            },
            next,
        )
    }

    fn equality(&mut self) -> PResult<Expr> {
        self.binary(&["==", "!="], Parser::relation)
    }

    fn relation(&mut self) -> PResult<Expr> {
        self.binary(&["<", "<=", ">", ">="], Parser::sum)
    }

    fn sum(&mut self) -> PResult<Expr> {
        self.binary(&["+", "-"], Parser::product)
    }

    fn product(&mut self) -> PResult<Expr> {
        self.binary(&["*", "/", "%"], Parser::unary)
    }

    fn unary(&mut self) -> PResult<Expr> {
        if self.is_sym("!") || self.is_word("not") || self.is_sym("-") {
            let neg = self.is_sym("-");
            self.deeper(2)?;
            self.bump();
            let inner = self.unary();
            self.depth -= 2;
            let inner = Box::new(inner?);
            return Ok(if neg { Expr::Neg(inner) } else { Expr::Not(inner) });
        }
        self.primary()
    }

    fn primary(&mut self) -> PResult<Expr> {
        let t = self.bump();
        match &t.tok {
            Tok::Word(w) if w.chars().all(|c| c.is_ascii_digit()) => {
                w.parse().map(Expr::Num).or_else(|_| self.err(&t, format!("{w} is too large")))
            }
            Tok::Sym("(") => {
                let e = self.expr()?;
                self.expect_sym(")", "to close the '('")?;
                Ok(e)
            }
            Tok::Ident(w) if self.is_sym("(") => self.call(&t, &w.to_ascii_lowercase()),
            Tok::Ident(w) => {
                let name = w.to_ascii_lowercase();
                match self.script.vars.iter().position(|(n, _)| *n == name) {
                    Some(i) => Ok(Expr::Var(i)),
                    None => self.err(&t, format!("'{w}' is not defined (define it first: {w} = ...)")),
                }
            }
            other => {
                self.err(&t, format!("expected a number, a function or a variable, found {}", Self::describe(other)))
            }
        }
    }

    fn optional_suit(&mut self) -> PResult<Option<Suit>> {
        if !self.is_sym(",") {
            return Ok(None);
        }
        self.bump();
        let t = self.bump();
        match &t.tok {
            Tok::Ident(w) if suit_word(w).is_some() => Ok(suit_word(w)),
            other => self.err(
                &t,
                format!("expected a suit (spades, hearts, diamonds or clubs), found {}", Self::describe(other)),
            ),
        }
    }

    fn call(&mut self, name_tok: &Token, name: &str) -> PResult<Expr> {
        self.bump(); // (
        let e = if let Some(suit) = suit_word(name) {
            Expr::Len(self.seat()?, suit)
        } else if let Some(count) = count_word(name) {
            let seat = self.seat()?;
            Expr::Count(count, seat, self.optional_suit()?)
        } else {
            match name {
                "shape" => {
                    let seat = self.seat()?;
                    self.expect_sym(",", "between shape's seat and its shapes")?;
                    let set = self.shapes()?;
                    self.script.shapes.push(set);
                    Expr::Shape(seat, self.script.shapes.len() - 1)
                }
                "hascard" => {
                    let seat = self.seat()?;
                    self.expect_sym(",", "between hascard's seat and its card")?;
                    let t = self.bump();
                    let card = match &t.tok {
                        Tok::Ident(w) | Tok::Word(w) => w.parse::<Card>().ok(),
                        _ => None,
                    };
                    match card {
                        Some(c) => Expr::HasCard(seat, c),
                        None => {
                            return self.err(
                                &t,
                                format!("expected a card (like AS, TC or 2d), found {}", Self::describe(&t.tok)),
                            );
                        }
                    }
                }
                "trick" | "tricks" => {
                    let seat = self.seat()?;
                    self.expect_sym(",", "between tricks' seat and its strain")?;
                    let t = self.bump();
                    let strain = match &t.tok {
                        Tok::Ident(w) => suit_word(w).map(Strain::from_suit).or_else(|| {
                            matches!(w.to_ascii_lowercase().as_str(), "notrump" | "notrumps" | "nt")
                                .then_some(Strain::NoTrump)
                        }),
                        _ => None,
                    };
                    let Some(strain) = strain else {
                        return self.err(
                            &t,
                            format!(
                                "expected a strain (spades ... clubs or notrump), found {}",
                                Self::describe(&t.tok)
                            ),
                        );
                    };
                    self.script.uses_tricks = true;
                    Expr::Tricks(seat, strain)
                }
                _ => return self.err(name_tok, format!("unknown function '{name}'")),
            }
        };
        self.expect_sym(")", &format!("to close {name}(...)"))?;
        Ok(e)
    }

    /// `any 4333 + 5xxx - any 0xxx`: shapes added, shapes taken away (wherever they stand).
    fn shapes(&mut self) -> PResult<ShapeSet> {
        let mut add = ShapeSet::empty();
        let mut remove = ShapeSet::empty();
        let mut sign = '+';
        if self.is_sym("+") || self.is_sym("-") {
            if self.is_sym("-") {
                sign = '-';
            }
            self.bump();
        }
        loop {
            let any = self.is_word("any");
            if any {
                self.bump();
            }
            let t = self.bump();
            let pattern = match &t.tok {
                Tok::Ident(w) | Tok::Word(w) => w.to_ascii_lowercase(),
                other => {
                    return self
                        .err(&t, format!("expected a shape like 4333 or 5xxx, found {}", Self::describe(other)));
                }
            };
            let digits: Vec<Option<u8>> = pattern
                .chars()
                .map(|c| if c == 'x' { Some(None) } else { c.to_digit(10).map(|d| Some(d as u8)) })
                .collect::<Option<_>>()
                .unwrap_or_default();
            if digits.len() != 4 || pattern.len() != 4 {
                return self.err(&t, format!("'{pattern}' is not a shape: four lengths (digits or x), spades first"));
            }
            let fixed: u32 = digits.iter().flatten().map(|d| u32::from(*d)).sum();
            if fixed > 13 || (digits.iter().all(Option::is_some) && fixed != 13) {
                return self.err(&t, format!("'{pattern}' does not add up to 13 cards"));
            }
            let target = if sign == '+' { &mut add } else { &mut remove };
            target.add_pattern([digits[0], digits[1], digits[2], digits[3]], any);
            if self.is_sym("+") || self.is_sym("-") {
                sign = if self.is_sym("+") { '+' } else { '-' };
                self.bump();
                continue;
            }
            break;
        }
        add.remove_all(&remove);
        Ok(add)
    }
}

/// The operator symbols are static; map a looked-up one back to it.
fn leak(sym: &str) -> &'static str {
    [
        "&&", "||", "==", "!=", "<=", ">=", "(", ")", ",", "+", "-", "*", "/", "%", "!", "?", ":", "<", ">", "=",
        "\\n", ";",
    ]
    .into_iter()
    .find(|s| *s == sym)
    .unwrap_or("")
}
