//! Constrained deals in the dealer language (Hans van Staveren's `dealer`, as its users write
//! it): conditions on hands (`hcp(north) >= 15 && shape(south, any 5xxx)`), predealt cards,
//! variables, and actions that print or count. A script is parsed once into a [`Script`];
//! [`run`] deals on every core until it has produced what the script asks, in an order fixed by
//! the seed whatever the number of threads; [`report`] prints what the actions ask.
//!
//! `tricks(seat, strain)` is answered by levee's double-dummy solver, one per thread.

mod lex;
mod parse;
pub mod presets;

pub use presets::{PRESETS, Preset};

use levee_core::{BySeat, Card, Deal, Hand, Holding, Rank, Seat, Side, Strain, Suit, Vulnerability};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use std::cell::RefCell;
use std::fmt::Write as _;

/// A mistake in a script, where it is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {col}: {message}")]
pub struct ScriptError {
    /// From 1.
    pub line: u32,
    /// From 1.
    pub col: u32,
    /// What was expected, or what is wrong.
    pub message: String,
}

impl ScriptError {
    fn at(line: u32, col: u32, message: impl Into<String>) -> ScriptError {
        ScriptError { line, col, message: message.into() }
    }

    /// The mistake with its line of the script and a caret under the column, as a compiler
    /// shows it.
    #[must_use]
    pub fn show(&self, name: &str, src: &str) -> String {
        let text = src.lines().nth(self.line as usize - 1).unwrap_or("");
        let pad: String =
            text.chars().take(self.col as usize - 1).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
        format!("{name}:{}:{}: {}\n  {text}\n  {pad}^", self.line, self.col, self.message)
    }
}

/// What a count function counts.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Count {
    /// High-card points (4 3 2 1, or the script's `pointcount`).
    Hcp,
    /// Aces 2, kings 1.
    Controls,
    /// Losers: in each suit, 3 at most, less one for each of A, K, Q held (short suits as the
    /// dealer manual counts them).
    Losers,
    /// Honours among the top 2 to 5 cards.
    Top(u8),
    /// Cards of one rank (aces, kings, ...).
    Rank(Rank),
}

/// An expression, evaluated on each deal to an integer (true is non-zero).
#[derive(Debug, Clone, PartialEq)]
enum Expr {
    Num(i64),
    Var(usize),
    Not(Box<Expr>),
    Neg(Box<Expr>),
    Bin(&'static str, Box<Expr>, Box<Expr>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    Len(Seat, Suit),
    Count(Count, Seat, Option<Suit>),
    Shape(Seat, usize),
    HasCard(Seat, Card),
    Tricks(Seat, Strain),
}

/// A set of suit-length patterns (spades, hearts, diamonds, clubs), one bit each.
#[derive(Debug, Clone, PartialEq)]
struct ShapeSet(Vec<u64>);

const SHAPES: usize = 14 * 14 * 14 * 14;

fn shape_index(l: [u32; 4]) -> usize {
    ((l[0] * 14 + l[1]) * 14 + l[2]) as usize * 14 + l[3] as usize
}

impl ShapeSet {
    fn empty() -> ShapeSet {
        ShapeSet(vec![0; SHAPES.div_ceil(64)])
    }

    fn contains(&self, l: [u32; 4]) -> bool {
        let i = shape_index(l);
        self.0[i / 64] >> (i % 64) & 1 == 1
    }

    /// Every 13-card pattern the lengths match (`None` is `x`); with `any`, in any suit order.
    fn add_pattern(&mut self, p: [Option<u8>; 4], any: bool) {
        for s in 0..=13u32 {
            for h in 0..=(13 - s) {
                for d in 0..=(13 - s - h) {
                    let l = [s, h, d, 13 - s - h - d];
                    let fits = |order: [usize; 4]| (0..4).all(|k| p[k].is_none_or(|x| u32::from(x) == l[order[k]]));
                    let hit = if any { PERMUTATIONS.iter().any(|o| fits(*o)) } else { fits([0, 1, 2, 3]) };
                    if hit {
                        let i = shape_index(l);
                        self.0[i / 64] |= 1 << (i % 64);
                    }
                }
            }
        }
    }

    fn remove_all(&mut self, other: &ShapeSet) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a &= !b;
        }
    }
}

const PERMUTATIONS: [[usize; 4]; 24] = {
    let mut out = [[0; 4]; 24];
    let mut n = 0;
    let mut a = 0;
    while a < 4 {
        let mut b = 0;
        while b < 4 {
            let mut c = 0;
            while c < 4 {
                if a != b && a != c && b != c && a + b + c >= 3 && a + b + c <= 6 {
                    let d = 6 - a - b - c;
                    if d < 4 && d != a && d != b && d != c {
                        out[n] = [a, b, c, d];
                        n += 1;
                    }
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    out
};

/// One item of `printes`.
#[derive(Debug, Clone, PartialEq)]
enum EsItem {
    Text(String),
    Value(usize),
}

/// What a script does with each deal it produces, and at the end.
#[derive(Debug, Clone, PartialEq)]
enum Action {
    PrintAll,
    PrintEw,
    PrintPbn,
    PrintCompact(Option<usize>),
    PrintOneLine(Option<usize>),
    Print(Vec<Seat>),
    PrintEs(Vec<EsItem>),
    Average(Option<String>, usize),
    Frequency(Option<String>, usize, i64, i64),
}

/// A parsed script.
#[derive(Debug, Clone)]
pub struct Script {
    /// `generate N`: at most this many deals are dealt.
    pub generate: Option<u64>,
    /// `produce N`: this many deals that meet the condition.
    pub produce: Option<u64>,
    /// `dealer SEAT`.
    pub dealer: Option<Seat>,
    /// `vulnerable none|NS|EW|all`.
    pub vulnerable: Option<Vulnerability>,
    predeal: BySeat<Hand>,
    /// Points of A, K, Q, J, T, 9 ... 2.
    points: [i64; 13],
    condition: Option<Expr>,
    actions: Vec<Action>,
    action_exprs: Vec<Expr>,
    vars: Vec<(String, Expr)>,
    shapes: Vec<ShapeSet>,
    uses_tricks: bool,
}

impl Default for Script {
    fn default() -> Script {
        let mut points = [0; 13];
        points[..4].copy_from_slice(&[4, 3, 2, 1]);
        Script {
            generate: None,
            produce: None,
            dealer: None,
            vulnerable: None,
            predeal: BySeat::default(),
            points,
            condition: None,
            actions: Vec::new(),
            action_exprs: Vec::new(),
            vars: Vec::new(),
            shapes: Vec::new(),
            uses_tricks: false,
        }
    }
}

/// Parses a script.
///
/// # Errors
/// The first mistake, with its line and column.
pub fn parse(src: &str) -> Result<Script, ScriptError> {
    parse::Parser::new(lex::lex(src)?).script()
}

/// Parses one condition, as `levee deal --where` takes it.
///
/// # Errors
/// The first mistake, with its column.
pub fn parse_condition(src: &str) -> Result<Script, ScriptError> {
    let mut p = parse::Parser::new(lex::lex(src)?);
    let e = p.expr()?;
    let mut s = p.script()?;
    if s.condition.is_some() {
        // More followed the expression: that is a mistake in a one-condition form.
        return Err(ScriptError::at(1, 1, "one condition only (use --script for statements)"));
    }
    s.condition = Some(e);
    s.actions = vec![Action::PrintOneLine(None)];
    Ok(s)
}

impl Script {
    /// Whether the script asks for anything printed per deal (not only averages and counts).
    #[must_use]
    pub fn prints_deals(&self) -> bool {
        self.actions.iter().any(|a| !matches!(a, Action::Average(..) | Action::Frequency(..)))
    }

    /// Whether the script's output is PBN (`printpbn`).
    #[must_use]
    pub fn prints_pbn(&self) -> bool {
        self.actions.iter().any(|a| matches!(a, Action::PrintPbn))
    }

    /// Whether its condition calls the double-dummy solver.
    #[must_use]
    pub fn uses_tricks(&self) -> bool {
        self.uses_tricks
    }

    /// The cards predealt to a seat.
    #[must_use]
    pub fn predealt(&self, seat: Seat) -> Hand {
        self.predeal[seat]
    }

    /// Evaluates the condition on a deal (true when the script has none).
    #[must_use]
    pub fn accepts(&self, deal: &Deal) -> bool {
        SOLVER.with(|s| {
            let mut solver = s.borrow_mut();
            let mut ctx = Ctx::new(self, deal, &mut solver);
            self.condition.as_ref().is_none_or(|c| ctx.eval(c) != 0)
        })
    }

    fn points_of(&self, h: Holding) -> i64 {
        let mut total = 0;
        for (i, r) in Rank::desc().enumerate() {
            if h.contains(r) {
                total += self.points[i];
            }
        }
        total
    }
}

thread_local! {
    /// One solver a thread, made when a script first asks for tricks (a small table: the
    /// positions are whole deals, solved once each).
    static SOLVER: RefCell<Option<levee_dds::Solver>> = const { RefCell::new(None) };
}

struct Ctx<'a> {
    script: &'a Script,
    deal: &'a Deal,
    tricks: [[Option<u8>; 5]; 4],
    solver: &'a mut Option<levee_dds::Solver>,
}

impl<'a> Ctx<'a> {
    fn new(script: &'a Script, deal: &'a Deal, solver: &'a mut Option<levee_dds::Solver>) -> Ctx<'a> {
        Ctx { script, deal, tricks: [[None; 5]; 4], solver }
    }

    fn holding(&self, seat: Seat, suit: Suit) -> Holding {
        self.deal.hand(seat).holding(suit)
    }

    fn suits(&self, suit: Option<Suit>) -> Vec<Suit> {
        suit.map_or_else(|| Suit::DESC.to_vec(), |s| vec![s])
    }

    fn count(&self, what: Count, seat: Seat, suit: Option<Suit>) -> i64 {
        self.suits(suit)
            .into_iter()
            .map(|s| {
                let h = self.holding(seat, s);
                let has = |r: Rank| i64::from(h.contains(r));
                match what {
                    Count::Hcp => self.script.points_of(h),
                    Count::Controls => 2 * has(Rank::ACE) + has(Rank::KING),
                    Count::Losers => match h.len() {
                        0 => 0,
                        1 => 1 - has(Rank::ACE),
                        2 => 2 - has(Rank::ACE) - has(Rank::KING),
                        _ => 3 - has(Rank::ACE) - has(Rank::KING) - has(Rank::QUEEN),
                    },
                    Count::Top(n) => Rank::desc().take(usize::from(n)).map(has).sum(),
                    Count::Rank(r) => has(r),
                }
            })
            .sum()
    }

    fn tricks(&mut self, seat: Seat, strain: Strain) -> i64 {
        if let Some(t) = self.tricks[seat.index()][strain.index()] {
            return i64::from(t);
        }
        let solver = self.solver.get_or_insert_with(|| levee_dds::Solver::with_memory(32 << 20));
        let pos = levee_dds::Position::new(self.deal, strain, seat.lho());
        let ns = solver.ns_tricks(&pos);
        let t = if seat.side() == Side::NorthSouth { ns } else { 13 - ns };
        self.tricks[seat.index()][strain.index()] = Some(t);
        i64::from(t)
    }

    fn eval(&mut self, e: &Expr) -> i64 {
        match e {
            Expr::Num(n) => *n,
            Expr::Var(i) => {
                let script = self.script;
                self.eval(&script.vars[*i].1)
            }
            Expr::Not(a) => i64::from(self.eval(a) == 0),
            Expr::Neg(a) => self.eval(a).wrapping_neg(),
            Expr::Cond(c, a, b) => {
                if self.eval(c) != 0 {
                    self.eval(a)
                } else {
                    self.eval(b)
                }
            }
            Expr::Bin(op, a, b) => {
                // Both logical operators stop early, so a cheap test put first spares a solve.
                match *op {
                    "&&" => return i64::from(self.eval(a) != 0 && self.eval(b) != 0),
                    "||" => return i64::from(self.eval(a) != 0 || self.eval(b) != 0),
                    _ => {}
                }
                let (x, y) = (self.eval(a), self.eval(b));
                match *op {
                    "+" => x.wrapping_add(y),
                    "-" => x.wrapping_sub(y),
                    "*" => x.wrapping_mul(y),
                    // Dividing by zero gives zero rather than stopping a run of millions.
                    "/" => x.checked_div(y).unwrap_or(0),
                    "%" => x.checked_rem(y).unwrap_or(0),
                    "==" => i64::from(x == y),
                    "!=" => i64::from(x != y),
                    "<" => i64::from(x < y),
                    "<=" => i64::from(x <= y),
                    ">" => i64::from(x > y),
                    ">=" => i64::from(x >= y),
                    _ => 0,
                }
            }
            Expr::Len(seat, suit) => i64::from(self.holding(*seat, *suit).len()),
            Expr::Count(what, seat, suit) => self.count(*what, *seat, *suit),
            Expr::Shape(seat, i) => {
                let l = Suit::DESC.map(|s| self.holding(*seat, s).len());
                i64::from(self.script.shapes[*i].contains(l))
            }
            Expr::HasCard(seat, card) => i64::from(self.deal.hand(*seat).contains(*card)),
            Expr::Tricks(seat, strain) => self.tricks(*seat, *strain),
        }
    }
}

/// A deal the script produced, with the values its actions print or count.
#[derive(Debug, Clone)]
pub struct Produced {
    /// The deal.
    pub deal: Deal,
    /// The action expressions' values on it, in the order the script gives them.
    values: Vec<i64>,
}

/// What a run dealt.
#[derive(Debug, Clone)]
pub struct Run {
    /// The deals produced, in the seed's order.
    pub produced: Vec<Produced>,
    /// How many deals were dealt to find them.
    pub generated: u64,
}

/// Deals in blocks: block `k` of a seed always holds the same deals, so a run gives the same
/// deals on any number of threads.
const BLOCK: u64 = 4096;

fn deal_block(
    script: &Script,
    seed: u64,
    block: u64,
    count: u64,
    solver: &mut Option<levee_dds::Solver>,
) -> Vec<(u64, Produced)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(block);
    let predealt: Hand =
        Seat::ALL.iter().fold(Hand::default(), |h, s| Hand::from_bits_truncate(h.bits() | script.predeal[*s].bits()));
    let mut rest: Vec<Card> = Hand::from_bits_truncate(!predealt.bits()).iter().collect();
    let need = Seat::ALL.map(|s| 13 - script.predeal[s].len() as usize);
    let mut out = Vec::new();
    for k in 0..count {
        // Fisher–Yates over the cards nobody holds yet, then filled seat by seat.
        for i in (1..rest.len()).rev() {
            let j = rng.random_range(0..=i);
            rest.swap(i, j);
        }
        let mut hands = script.predeal;
        let mut at = 0;
        for (s, n) in Seat::ALL.into_iter().zip(need) {
            for c in &rest[at..at + n] {
                hands[s].insert(*c);
            }
            at += n;
        }
        let deal = Deal::new(hands).expect("52 cards, 13 a seat");
        let mut ctx = Ctx::new(script, &deal, solver);
        if script.condition.as_ref().is_none_or(|c| ctx.eval(c) != 0) {
            let values = script.action_exprs.iter().map(|e| ctx.eval(e)).collect();
            out.push((k, Produced { deal, values }));
        }
    }
    out
}

/// Deals until `produce` deals meet the condition or `generate` deals have been dealt, on
/// every core.
#[must_use]
pub fn run(script: &Script, seed: u64, produce: u64, generate: u64) -> Run {
    let mut produced = Vec::new();
    let mut generated = 0u64;
    let mut block = 0u64;
    let wave = (rayon::current_num_threads() as u64 * 4).max(1);
    while (produced.len() as u64) < produce && generated < generate {
        let blocks: Vec<(u64, u64)> = (0..wave)
            .map(|k| (block + k, BLOCK.min(generate.saturating_sub(generated + k * BLOCK))))
            .filter(|(_, n)| *n > 0)
            .collect();
        if blocks.is_empty() {
            break;
        }
        let results: Vec<(u64, Vec<(u64, Produced)>)> = blocks
            .par_iter()
            .map(|&(b, n)| (n, SOLVER.with(|s| deal_block(script, seed, b, n, &mut s.borrow_mut()))))
            .collect();
        for (n, got) in results {
            if (produced.len() as u64) >= produce {
                break;
            }
            // Deals are counted as if dealt one by one: up to the last one kept when the
            // script has what it asked for within this block.
            let mut used = n;
            for (k, p) in got {
                produced.push(p);
                if (produced.len() as u64) == produce {
                    used = k + 1;
                    break;
                }
            }
            generated += used;
        }
        block += blocks.len() as u64;
    }
    Run { produced, generated }
}

fn hand_lines(h: Hand) -> [String; 4] {
    Suit::DESC.map(|s| {
        let cards: Vec<String> = h.holding(s).ranks_desc().map(|r| r.char().to_string()).collect();
        if cards.is_empty() { "-".into() } else { cards.join(" ") }
    })
}

/// Prints what the script's actions ask: each produced deal as its print actions say (deals
/// numbered from 1), then the averages and frequency tables.
#[must_use]
pub fn report(script: &Script, run: &Run) -> String {
    let mut out = String::new();
    let dealer = script.dealer.unwrap_or(Seat::North);
    let vul = script.vulnerable.unwrap_or_default();
    for (n, p) in run.produced.iter().enumerate() {
        let n = n + 1;
        for a in &script.actions {
            match a {
                Action::PrintAll | Action::PrintEw | Action::PrintCompact(_) => {
                    let seats: &[Seat] =
                        if matches!(a, Action::PrintEw) { &[Seat::West, Seat::East] } else { &Seat::ALL };
                    let _ = writeln!(out, "{n:4}.");
                    let lines: Vec<[String; 4]> = seats.iter().map(|s| hand_lines(p.deal.hand(*s))).collect();
                    for k in 0..4 {
                        let row: Vec<String> = lines.iter().map(|l| format!("{:<20}", l[k])).collect();
                        let _ = writeln!(out, "{}", row.concat().trim_end());
                    }
                    if let Action::PrintCompact(Some(i)) = a {
                        let _ = writeln!(out, "{}", p.values[*i]);
                    }
                    let _ = writeln!(out);
                }
                Action::PrintPbn => {
                    let _ = writeln!(
                        out,
                        "[Event \"\"]\n[Board \"{n}\"]\n[Dealer \"{}\"]\n[Vulnerable \"{}\"]\n[Deal \"{}\"]\n",
                        dealer.letter(),
                        pbn_vul(vul),
                        p.deal.to_pbn(dealer)
                    );
                }
                Action::PrintOneLine(e) => {
                    let extra = e.map(|i| format!(" {}", p.values[i])).unwrap_or_default();
                    let _ = writeln!(out, "{}{extra}", p.deal.to_pbn(Seat::North));
                }
                Action::Print(seats) => {
                    for s in seats {
                        let _ = writeln!(out, "{n:4}. {}: {}", s.name(), p.deal.hand(*s));
                    }
                }
                Action::PrintEs(items) => {
                    for it in items {
                        match it {
                            EsItem::Text(t) => out.push_str(t),
                            EsItem::Value(i) => {
                                let _ = write!(out, "{}", p.values[*i]);
                            }
                        }
                    }
                }
                Action::Average(..) | Action::Frequency(..) => {}
            }
        }
    }
    for a in &script.actions {
        match a {
            Action::Average(label, i) => {
                let (sum, k) =
                    run.produced.iter().fold((0i128, 0u64), |(s, k), p| (s + i128::from(p.values[*i]), k + 1));
                let mean = if k == 0 { 0.0 } else { sum as f64 / k as f64 };
                let _ = writeln!(out, "{}: {mean:.4}", label.as_deref().unwrap_or("average"));
            }
            Action::Frequency(label, i, lo, hi) => {
                let _ = writeln!(out, "{}:", label.as_deref().unwrap_or("frequency"));
                let vals: Vec<i64> = run.produced.iter().map(|p| p.values[*i]).collect();
                let low = vals.iter().filter(|v| **v < *lo).count();
                let high = vals.iter().filter(|v| **v > *hi).count();
                if low > 0 {
                    let _ = writeln!(out, "{:>6} {low:>9}", "low");
                }
                for v in *lo..=*hi {
                    let _ = writeln!(out, "{v:>6} {:>9}", vals.iter().filter(|x| **x == v).count());
                }
                if high > 0 {
                    let _ = writeln!(out, "{:>6} {high:>9}", "high");
                }
            }
            _ => {}
        }
    }
    let _ = writeln!(out, "Generated {} hands\nProduced {} hands", run.generated, run.produced.len());
    out
}

/// The values the script's actions computed on a produced deal (tests and hosts read them).
impl Produced {
    /// The value of the script's `k`-th action expression (in the order they are written).
    #[must_use]
    pub fn value(&self, k: usize) -> Option<i64> {
        self.values.get(k).copied()
    }
}

fn pbn_vul(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "None",
        Vulnerability::NorthSouth => "NS",
        Vulnerability::EastWest => "EW",
        Vulnerability::Both => "All",
    }
}
