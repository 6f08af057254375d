//! The bidding robot: the "Majeure cinquième" of the Fédération française (SEF), the system
//! seed 002 recommends, written as a table a player can read.
//!
//! Each [`Rule`] says: after these calls (the auction from the first bid, passes before it
//! left out), this call, with this hand (high-card points, suit lengths, shape), meaning
//! this. The robot makes the first rule that fits its hand; when no rule of the table speaks
//! to the auction, a few general rules (placing the contract with what partner has shown,
//! doubling a sacrifice, passing) decide, and they explain themselves the same way. Reading
//! the table backwards gives what every call showed: the robots' card play samples hidden
//! hands from it, and the player can ask what any call meant.

use crate::judgement;
use levee_core::{Auction, Bid, Call, Card, Hand, Level, Rank, Seat, Strain, Suit, Vulnerability};
use std::fmt;

/// What a call shows: a range of high-card points, a range of length in each suit, and
/// whether the hand is balanced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    /// High-card points, inclusive.
    pub hcp: (u8, u8),
    /// Length in each suit (indexed by [`Suit::index`]), inclusive.
    pub len: [(u8, u8); 4],
    /// 4-3-3-3, 4-4-3-2 or 5-3-3-2.
    pub balanced: bool,
}

impl Default for Shape {
    fn default() -> Shape {
        Shape::ANY
    }
}

impl Shape {
    /// Any hand.
    pub const ANY: Shape = Shape { hcp: (0, 40), len: [(0, 13); 4], balanced: false };

    /// Any hand with these points.
    #[must_use]
    pub const fn hcp(lo: u8, hi: u8) -> Shape {
        Shape { hcp: (lo, hi), ..Shape::ANY }
    }

    /// And this length in a suit.
    #[must_use]
    pub const fn len(mut self, suit: Suit, lo: u8, hi: u8) -> Shape {
        self.len[suit as usize] = (lo, hi);
        self
    }

    /// And balanced.
    #[must_use]
    pub const fn balanced(mut self) -> Shape {
        self.balanced = true;
        self
    }

    /// True when the hand has this shape.
    #[must_use]
    pub fn fits(&self, hand: Hand) -> bool {
        let hcp = hand.hcp() as u8;
        if hcp < self.hcp.0 || hcp > self.hcp.1 {
            return false;
        }
        for s in Suit::ASC {
            let n = hand.suit_len(s) as u8;
            let (lo, hi) = self.len[s as usize];
            if n < lo || n > hi {
                return false;
            }
        }
        !self.balanced || is_balanced(hand)
    }

    /// Both at once (what two calls of one player showed).
    #[must_use]
    pub fn and(&self, other: &Shape) -> Shape {
        let mut s = Shape {
            hcp: (self.hcp.0.max(other.hcp.0), self.hcp.1.min(other.hcp.1)),
            len: self.len,
            balanced: self.balanced || other.balanced,
        };
        for i in 0..4 {
            s.len[i] = (self.len[i].0.max(other.len[i].0), self.len[i].1.min(other.len[i].1));
        }
        // Contradictory inferences (a player who did not follow the system) fall back to the
        // later call's.
        if s.hcp.0 > s.hcp.1 || s.len.iter().any(|(lo, hi)| lo > hi) { *other } else { s }
    }

    /// Either (two rules giving the same call).
    #[must_use]
    pub fn or(&self, other: &Shape) -> Shape {
        let mut s = Shape {
            hcp: (self.hcp.0.min(other.hcp.0), self.hcp.1.max(other.hcp.1)),
            len: self.len,
            balanced: self.balanced && other.balanced,
        };
        for i in 0..4 {
            s.len[i] = (self.len[i].0.min(other.len[i].0), self.len[i].1.max(other.len[i].1));
        }
        s
    }
}

/// `5+ ♥, 12-21 HCP, balanced`.
impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        for s in Suit::DESC {
            let (lo, hi) = self.len[s as usize];
            let sym = s.symbol();
            match (lo, hi) {
                (0, 13) => {}
                (0, h) => parts.push(format!("{h}- {sym}")),
                (l, 13) => parts.push(format!("{l}+ {sym}")),
                (l, h) if l == h => parts.push(format!("{l} {sym}")),
                (l, h) => parts.push(format!("{l}-{h} {sym}")),
            }
        }
        match self.hcp {
            (0, 40) => {}
            (l, 40) => parts.push(format!("{l}+ HCP")),
            (0, h) => parts.push(format!("{h}- HCP")),
            (l, h) => parts.push(format!("{l}-{h} HCP")),
        }
        if self.balanced {
            parts.push("balanced".into());
        }
        if parts.is_empty() {
            parts.push("any hand".into());
        }
        f.write_str(&parts.join(", "))
    }
}

/// 4-3-3-3, 4-4-3-2, 5-3-3-2.
#[must_use]
pub fn is_balanced(hand: Hand) -> bool {
    let mut l: Vec<u32> = Suit::ASC.iter().map(|s| hand.suit_len(*s)).collect();
    l.sort_unstable();
    matches!(l.as_slice(), [3, 3, 3, 4] | [2, 3, 4, 4] | [2, 3, 3, 5])
}

/// A condition a shape cannot say (which suit is longest, ...), with its words.
#[derive(Clone, Copy)]
pub struct Cond {
    /// The test.
    pub test: Test,
    /// What it says.
    pub words: &'static str,
}

/// A condition's test: of the hand, or of the hand and one suit (one test serves each suit).
#[derive(Debug, Clone, Copy)]
pub enum Test {
    /// A test of the hand.
    Hand(fn(Hand) -> bool),
    /// A test of the hand and this suit.
    Suit(fn(Hand, Suit) -> bool, Suit),
}

impl Cond {
    /// A condition on the hand.
    #[must_use]
    pub const fn new(test: fn(Hand) -> bool, words: &'static str) -> Cond {
        Cond { test: Test::Hand(test), words }
    }

    /// A condition on the hand and `suit`.
    #[must_use]
    pub const fn in_suit(test: fn(Hand, Suit) -> bool, suit: Suit, words: &'static str) -> Cond {
        Cond { test: Test::Suit(test, suit), words }
    }

    /// Whether the hand meets it.
    #[must_use]
    pub fn holds(&self, hand: Hand) -> bool {
        match self.test {
            Test::Hand(f) => f(hand),
            Test::Suit(f, suit) => f(hand, suit),
        }
    }
}

impl fmt::Debug for Cond {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.words)
    }
}

/// One line of the system.
#[derive(Debug, Clone)]
pub struct Rule {
    /// The auction before the call, from the first bid (`""`: nobody has bid; `"1H P"`:
    /// partner opened 1♥ and the next player passed).
    pub after: String,
    /// The call.
    pub call: Call,
    /// The hand it shows.
    pub shape: Shape,
    /// Further conditions, all required.
    pub cond: Vec<Cond>,
    /// What the call means, in a few words.
    pub meaning: String,
}

/// A call with its explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explained {
    /// The call.
    pub call: Call,
    /// What it means ("Opening: 5+ ♥, 12-21 HCP").
    pub meaning: String,
    /// What it shows of the hand.
    pub shape: Shape,
    /// What the shape cannot say ("♥ longer than ♠").
    pub notes: Vec<&'static str>,
}

impl fmt::Display for Explained {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} ({}", call_symbol(self.call), self.meaning, self.shape)?;
        for n in &self.notes {
            write!(f, "; {n}")?;
        }
        f.write_str(")")
    }
}

/// `1♥`, `2NT`, `Pass`, `X`.
#[must_use]
pub fn call_symbol(c: Call) -> String {
    match c {
        Call::Pass => "Pass".into(),
        Call::Bid(b) => format!("{}{:#}", b.level, b.strain),
        other => other.to_string(),
    }
}

fn bid(level: u8, strain: Strain) -> Call {
    Call::Bid(Bid::new(Level::new(level), strain))
}

fn s(suit: Suit) -> Strain {
    Strain::from_suit(suit)
}

fn code(c: Call) -> String {
    match c {
        Call::Bid(b) if b.strain == Strain::NoTrump => format!("{}NT", b.level),
        other => other.to_string(),
    }
}

/// The auction as the table's rules name it: the calls from the first bid, spaced.
#[must_use]
pub fn context(calls: &[Call]) -> String {
    let first = calls.iter().position(|c| *c != Call::Pass).unwrap_or(calls.len());
    calls[first..].iter().map(|c| code(*c)).collect::<Vec<_>>().join(" ")
}

/// Families of rules the table may hold (all of them in play; fewer to measure one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Families {
    /// Weak twos and preempts, partner's raises, and their defence; the preemptive overcalls
    /// (three of a suit with seven cards, four of a major with eight).
    pub preempts: bool,
    /// Invitations after a raise of a major: the game try and its answer.
    pub invitations: bool,
    /// The placement of the contract counts the hand's shape, not only its high cards:
    /// length (a point for each card past the fourth) and, with a trump fit, shortness.
    pub valuation: bool,
    /// Balancing in the fourth seat after `1x P P`: the double, overcalls and 1NT, lighter
    /// than in the direct seat.
    pub balancing: bool,
    /// Competing after their bid: bid on to the level of the trumps held together (law of
    /// total tricks), game with a fit and the points over their bid; the preemptive jump
    /// raise over their overcall (four trumps, 3-7, a short suit); the opener with 15+ over
    /// their raise (a second five-card suit, six cards of its own), with 16+ short in their
    /// suit or 19+ the double (partner answers at the cheapest level), 2NT with 18-19
    /// balanced; the penalty double of their 1NT over the overcall with 18+.
    pub competing: bool,
    /// Slams: six of the fit (or 6NT) with 33 points together, seven with 37 in high cards.
    pub slams: bool,
    /// Opener's rebids after `1M P 1NT P`, jump rebids of a long suit counted with its
    /// length, and after a transfer over 1NT, game with seven cards and the answer to the
    /// six-card invitation: the hands with game in them say so.
    pub rebids: bool,
    /// Game tries in the general rules: with 23-24 points together, invite (three of the fit,
    /// or 2NT); partner accepts with more than the invitation counted on.
    pub tries: bool,
    /// Roman Key Card Blackwood (30-41): 4NT asks for the five key cards (the four aces and
    /// the trump king) and the trump queen, in the table's `1M 4NT` and, with a major both
    /// partners bid, in place of bidding the slam outright; the asker stops at five when two
    /// key cards are missing. Without it, 4NT asks for aces only (`1M 4NT`).
    pub keycards: bool,
    /// Opposite partner's notrump: transfers and Stayman over 2NT and over `2♣ 2♦ 2NT` (a
    /// weak hand plays three of its major); over 1NT, five cards in one major and four in
    /// the other through Stayman (then three of the five-card major over 2♦), and the four
    /// spades Stayman promised shown when hearts are not raised (`1NT 2♣ 2♥ 3NT` → 4♠),
    /// game after Stayman's fit with a short suit, the 15-point 1NT accepting an invitation
    /// with a five-card suit, game after a transfer with seven cards from 6 points.
    pub notrump: bool,
    /// Opener's strong rebids after a one-level answer (18-21: game with a six-card suit, the
    /// jump in a new suit forcing to game) and responder's second call with a six-card suit of
    /// its own (two of it to play with 6-10, three inviting with 11-12; after its negative
    /// double too, `1♣ 1♠ X P 1NT P 2♥`; after `1M P 1NT P 2x`, a six-card suit 1NT could not
    /// show, to play).
    pub strength: bool,
    /// The overcaller's partner with a five-card suit of its own (8+ at the one level, 11+ at
    /// the two), or 3NT with 15+ balanced and their suit held.
    pub advances: bool,
    /// The answer to a takeout double with a jump in a major (four cards, 9-11); the takeout
    /// doubler's second call after partner's answer: a strong hand (17+) says so
    /// (game in partner's major with 19+, notrump 18-20 or 21+, its own five-card suit), and
    /// partner bids game over the notrump with 5 points; over their weak two or preempt
    /// likewise from 18 (game in partner's major, 3NT, its own suit).
    pub doubles: bool,
    /// Reopening the auction: the fourth seat over their weak two or preempt passed round
    /// (the double 11+, six cards 10+, five cards 13+, notrump 15-18, 3NT with 19+), over
    /// their two suits (a five-card suit, or the double of the other two with four of each) or
    /// their raise (short in their suit, a singleton from 8, or three of it with four cards of
    /// each unbid major); the opener again after an overcall passed round (its six-card suit, a
    /// second five-card suit); the takeout doubler raising partner's major over the opener's
    /// rebid (three with 16-18, game with 19+).
    pub reopening: bool,
    /// Splinters: responder's double jump in a new suit over `1M` shows four trumps, game
    /// values (11-18) and a singleton or void there; opener counts its points outside that
    /// suit's king, queen and jack (wasted opposite the shortness), with length, and asks for
    /// key cards with 17 or more, else bids game.
    pub splinters: bool,
    /// Sacrifices over their game, judged from the vulnerability: with a fit of nine trumps
    /// or more and the defence too weak to beat their game, the law of total tricks counts
    /// our tricks, and the robot bids on when going down doubled costs less than their game
    /// (about two down at favourable vulnerability, one down otherwise); our side doubles
    /// their bid over our game.
    pub sacrifices: bool,
    /// Penalty doubles of a misfit: the opener reopens with a double when short in the suit
    /// of an overcall passed round (`1♥ 2♣ P P X`), and responder, who may have passed with
    /// their suit, passes it for penalties with four or five good cards there, or answers.
    /// The opener doubles their balancing 1NT (`1♣ P P 1NT`) with 16+, responder their 1NT
    /// overcall (`1♣ 1NT X`) with 10+.
    pub penalties: bool,
    /// The defence to their 1NT, direct and in the balancing seat: 2♣ shows both majors
    /// (Landy, 5-4 or better, 8-15), two of a diamond or major suit is natural (six cards 8-18,
    /// or a five-card major 10-15), 3♣ six clubs; partner of Landy names its longer major,
    /// or raises with four of one. No penalty double (tried with 16+, it lost IMPs against the
    /// experts of example3). And our 1NT's side when they bid over it: a five-card suit to
    /// play, game in a six-card major, a five-card major with game values forcing at the
    /// three level, 3NT with their suit held, a run from their double; likewise partner of
    /// our 1NT overcall when they raise (`1♠ 1NT 2♠`).
    pub defence: bool,
    /// Light actions the rule of 20 and shortness allow: a one-level opening with 10 points
    /// when the points and the two longest suits make 20 (a weak two or a preempt first when
    /// the hand has one), the takeout double of a one-level opening with 11 and a singleton or
    /// void in their suit; and the answer to partner's one-level opening from 5 points.
    /// Without it: 11 points and the rule of 20, the double from 12, the answer from 6.
    pub light: bool,
    /// Games and slams judged on layouts: where the rules bid an uncontested game with a slam
    /// in reach (or a small slam with the grand in reach), pass partner's part-score with a
    /// game in reach, bid a part-score in our fit over their bids, or bid (or pass) 3NT beside
    /// a major, the hidden hands are dealt as the auction showed them and solved double dummy;
    /// the robot bids the slam, the game or four of the major when that gains IMPs over the
    /// layouts (`judgement`).
    pub simulation: bool,
    /// Competing judged on layouts (with `simulation`): in the pass-out seat over their
    /// part-score, which the rules pass, partner having bid, our fit of eight as shown at the
    /// cheapest level (three at most) when it pays more than defending on layouts kept to
    /// every call, and the call's meaning in the table fits the hand.
    pub contest: bool,
    /// The contest beyond partner's fit (with `contest`): over their game too (their game at
    /// the five level as well, and in the direct seat as in the pass-out seat: they stop
    /// there), up to the five level, our contract scored doubled where it fails; over their
    /// part-score up to the four level, scored doubled there where it fails; and in a
    /// six-card suit this hand bid, partner silent or not.
    pub outbid: bool,
    /// A balanced hand holds two cards or more of every suit: partner's notrump (or this
    /// hand's) counts for two in each suit wherever the general rules and the judgements on
    /// layouts count a fit (a six-card suit opposite partner's 2NT is a fit of eight, the
    /// slam there weighed beside 6NT).
    pub balanced: bool,
    /// Control bids (with `simulation`): where the rules bid game in an agreed major over
    /// partner's three-level bid or higher, uncontested, and the layouts say the slam is
    /// not there on their own but would be on some of partner's answers, the robot bids its
    /// cheapest first- or second-round control (an ace, a king, a singleton or a void) below
    /// the game; partner answers with its own cheapest control above it, or signs off in
    /// the game; the slam is then judged on layouts kept to partner's answers.
    pub controls: bool,
    /// Stops judged on layouts (with `simulation`): where the rules raise partner's
    /// part-score, the last bid, to game in the same strain (a fit of eight as shown, or
    /// notrump), and partner's bid is not forcing, the robot passes when the game loses more
    /// than `judgement::STOP_MARGIN` IMPs a board against the part-score on the layouts.
    pub stops: bool,
    /// Opener's rebid after partner's new suit over their overcall (`1♦ 1♥ 1♠ P`): the
    /// raise with three cards, notrump with their suit stopped, six cards of the opening
    /// suit, a second suit, as without the overcall. Without it the general rules place the
    /// contract, counting partner's open range for a quarter of its spread.
    pub overcalled: bool,
    /// Opener's rebid when they overcall partner's one-level answer (`1♣ P 1♥ 1♠`): the raise
    /// with four cards, notrump with their suit stopped, six cards of the opening suit, a new
    /// suit, else a pass with a minimum (partner speaks again); responder then speaks again
    /// (game or an invitation in its six-card suit or the opening major, notrump with their
    /// suit held, the double with 12+ that the opener leaves in with four of their suit).
    /// Without it the general rules place the contract, counting partner's open range for a
    /// quarter of its spread.
    pub intervened: bool,
    /// Responder over their takeout double of partner's one-level major (`1♥ X`): the game
    /// raise (13-18, or a weak hand with five trumps and a short suit), 2NT with four trumps
    /// and a limit raise (the opener accepts with more than a minimum), the jump raise
    /// preemptive (four trumps, 3-8), the raise 6-9 with three; over partner's minor
    /// (`1♣ X`), a five-card major 6-11 (the opener raises it by its points with three trumps,
    /// and passes without), the raises with five trumps, 1NT 7-10 balanced. The doubler's
    /// partner then bids the other major or a five-card suit. And the takeout doubler,
    /// its side silent, over their bid at the three level or lower: the double again with
    /// 17+ (14+ with a singleton or void), short in their suits; partner answers in its
    /// longest suit, or leaves the double in with five of their trumps. Without it responder
    /// passes the double with every hand the general rules do not place, and the doubler
    /// without a suit of its own passes.
    pub doubled: bool,
    /// The overcaller's partner over responder's answer (`1♣ 1♥ X`, `1♣ 1♥ 1NT`, `1♣ 1♥ 2♦`):
    /// the cue-bid in the opener's suit with three trumps and 11+, game in a major with five
    /// trumps and a singleton or void (ten together), and the raises by the law of total
    /// tricks: the jump to three with four trumps, 3-8 and a doubleton or shorter, the
    /// cheapest raise with three trumps and 6-10 at the two level, with four at the three
    /// level. After the negative double and their raise, the opener bids the major the double
    /// promised, or doubles with 16+ short in their suit; the doubler, the opener passing,
    /// names a long suit of its own. Without it the general rules pass such hands below 18
    /// points together.
    pub support: bool,
    /// The weak jump overcall (SEF): over their one-level opening, two of a higher suit with
    /// six cards and 6-10; partner raises by the law of total tricks (three with three
    /// trumps, game in a major with four) or bids game with 16+. Responder over the jump
    /// competes as over an overcall (the negative double from 8). Without it such hands
    /// overcall at the one level with 8-10 and pass with less.
    pub jumps: bool,
    /// The opener over their raise of their overcall after partner's new suit (`1♣ 1♥ 1♠
    /// 2♥`): partner's suit raised with three (it promised five), six cards of the opening
    /// suit, a second suit with 15+, notrump with 18-19 and their suit stopped; a minimum
    /// passes. Over their jump raise (`1♥ 1♠ P 3♠`, with `competing`), a six-card suit and a
    /// singleton or void, or a 5-5, bids on with 15+. Without it the general rules pass below
    /// the points for game.
    pub raised: bool,
    /// The opener's second suit and what follows it: responder raises the opener's 1♠
    /// after `1m P 1♥` with four spades (6-10, 11-12 invites, game with 13-17 counted with the
    /// fit) and the opener's 2♥ after `1♠ P 1NT` with four hearts; the 1♠ opener over 1NT
    /// shows four hearts beside six spades and jumps in hearts with 5-5 and 18 counted;
    /// the opener of a minor over 1NT shows the other minor when unbalanced, rebids six
    /// cards (inviting with 17 counted, 3NT with 18), bids 3NT with 18-19 balanced. Without
    /// it the general rules pass a raise below game and the minor's opener passes 1NT.
    pub seconds: bool,
    /// Responder's second call after the opener's minimum rebid (its suit again, 1NT, a
    /// lower suit, a new suit at the one level): 10-11 invites (three of the opener's major,
    /// 2NT with the unbid suits stopped, a raise of a minor), 12-15 bids game (the major fit,
    /// a six-card major, 3NT with the unbid suits stopped); the opener accepts from 13.
    /// Without it the general rules read the rebid as 10-21 and bid game with 10.
    pub responder: bool,
    /// The opener's reverse after a one-level answer (`1♦ P 1♠ P 2♥`: a second suit above
    /// the first at the two level, 16-21, five cards of the first, forcing one round), so
    /// that its suit again stops at 15; responder with 0-8 raises a major reverse to three,
    /// bids its six-card suit again, prefers the first suit with three cards, else 2NT, and
    /// with 9-13 bids game (the major reverse raised with four, its own six-card major, 3NT
    /// with the fourth suit stopped); the opener bids game over the weak answers with 17-21.
    /// Without it the suit again reaches 21 and responder's general rules read it so.
    pub reverses: bool,
    /// Partner's three-level preempt opposite a strong hand short in its suit: four of the
    /// major with a singleton and 16+ (seven trumps and one), four of a six-card major of
    /// one's own with 16+, 3NT with 17+ and a six-card minor of one's own or with 20+.
    /// Without it every such hand passes ("nothing to say over the preempt").
    pub opposite: bool,
}

impl Families {
    /// Every family.
    pub const ALL: Families = Families {
        preempts: true,
        invitations: true,
        valuation: true,
        balancing: true,
        competing: true,
        slams: true,
        rebids: true,
        tries: true,
        keycards: true,
        notrump: true,
        strength: true,
        advances: true,
        doubles: true,
        reopening: true,
        splinters: true,
        sacrifices: true,
        penalties: true,
        defence: true,
        light: true,
        simulation: true,
        contest: true,
        outbid: true,
        balanced: true,
        controls: true,
        stops: true,
        overcalled: true,
        intervened: true,
        doubled: true,
        support: true,
        jumps: true,
        raised: true,
        seconds: true,
        responder: true,
        reverses: true,
        opposite: true,
    };

    /// Every family but the one named (`preempts`, `invitations`, `valuation`, `balancing`,
    /// `competing`, `slams`, `rebids`, `tries`, `keycards`, `notrump`, `strength`, `advances`,
    /// `doubles`, `reopening`, `splinters`, `sacrifices`, `penalties`, `defence`, `light`,
    /// `simulation`, `contest`, `outbid`, `balanced`, `controls`, `stops`, `overcalled`,
    /// `intervened`, `doubled`, `support`, `jumps`, `raised`, `seconds`, `responder`,
    /// `reverses`, `opposite`).
    ///
    /// # Errors
    /// An unknown name.
    pub fn without(name: &str) -> Result<Families, String> {
        match name {
            "preempts" => Ok(Families { preempts: false, ..Families::ALL }),
            "invitations" => Ok(Families { invitations: false, ..Families::ALL }),
            "valuation" => Ok(Families { valuation: false, ..Families::ALL }),
            "balancing" => Ok(Families { balancing: false, ..Families::ALL }),
            "competing" => Ok(Families { competing: false, ..Families::ALL }),
            "slams" => Ok(Families { slams: false, ..Families::ALL }),
            "rebids" => Ok(Families { rebids: false, ..Families::ALL }),
            "tries" => Ok(Families { tries: false, ..Families::ALL }),
            "keycards" => Ok(Families { keycards: false, ..Families::ALL }),
            "notrump" => Ok(Families { notrump: false, ..Families::ALL }),
            "strength" => Ok(Families { strength: false, ..Families::ALL }),
            "advances" => Ok(Families { advances: false, ..Families::ALL }),
            "doubles" => Ok(Families { doubles: false, ..Families::ALL }),
            "reopening" => Ok(Families { reopening: false, ..Families::ALL }),
            "splinters" => Ok(Families { splinters: false, ..Families::ALL }),
            "sacrifices" => Ok(Families { sacrifices: false, ..Families::ALL }),
            "penalties" => Ok(Families { penalties: false, ..Families::ALL }),
            "defence" => Ok(Families { defence: false, ..Families::ALL }),
            "light" => Ok(Families { light: false, ..Families::ALL }),
            "simulation" => Ok(Families { simulation: false, ..Families::ALL }),
            "contest" => Ok(Families { contest: false, ..Families::ALL }),
            "outbid" => Ok(Families { outbid: false, ..Families::ALL }),
            "balanced" => Ok(Families { balanced: false, ..Families::ALL }),
            "controls" => Ok(Families { controls: false, ..Families::ALL }),
            "stops" => Ok(Families { stops: false, ..Families::ALL }),
            "overcalled" => Ok(Families { overcalled: false, ..Families::ALL }),
            "intervened" => Ok(Families { intervened: false, ..Families::ALL }),
            "doubled" => Ok(Families { doubled: false, ..Families::ALL }),
            "support" => Ok(Families { support: false, ..Families::ALL }),
            "jumps" => Ok(Families { jumps: false, ..Families::ALL }),
            "raised" => Ok(Families { raised: false, ..Families::ALL }),
            "seconds" => Ok(Families { seconds: false, ..Families::ALL }),
            "responder" => Ok(Families { responder: false, ..Families::ALL }),
            "reverses" => Ok(Families { reverses: false, ..Families::ALL }),
            "opposite" => Ok(Families { opposite: false, ..Families::ALL }),
            other => Err(format!(
                "no family of rules {other:?}: preempts, invitations, valuation, balancing, competing, slams, rebids, tries, keycards, notrump, strength, advances, doubles, reopening, splinters, sacrifices, penalties, defence, light, simulation, contest, outbid, balanced, controls, stops, overcalled, intervened, doubled, support, jumps, raised, seconds, responder, reverses, opposite"
            )),
        }
    }
}

/// The system: SEF "Majeure cinquième", as a table.
#[derive(Debug, Clone)]
pub struct System {
    rules: Vec<Rule>,
    families: Families,
}

impl Default for System {
    fn default() -> System {
        System::sef()
    }
}

const MAJORS: [Suit; 2] = [Suit::Hearts, Suit::Spades];

fn longest_major_spades(h: Hand) -> bool {
    h.suit_len(Suit::Spades) >= h.suit_len(Suit::Hearts)
}
fn longest_major_hearts(h: Hand) -> bool {
    h.suit_len(Suit::Hearts) > h.suit_len(Suit::Spades)
}
fn diamonds_over_clubs(h: Hand) -> bool {
    let (d, c) = (h.suit_len(Suit::Diamonds), h.suit_len(Suit::Clubs));
    d > c || (d == c && d >= 4)
}
fn no_four_card_major(h: Hand) -> bool {
    h.suit_len(Suit::Hearts) < 4 && h.suit_len(Suit::Spades) < 4
}
fn five_four_majors(h: Hand) -> bool {
    let (hh, ss) = (h.suit_len(Suit::Hearts), h.suit_len(Suit::Spades));
    (hh, ss) == (5, 4) || (hh, ss) == (4, 5)
}
fn a_four_card_major(h: Hand) -> bool {
    (h.suit_len(Suit::Hearts) == 4 || h.suit_len(Suit::Spades) == 4)
        && h.suit_len(Suit::Hearts) < 5
        && h.suit_len(Suit::Spades) < 5
}
fn hearts_first(h: Hand) -> bool {
    let (hh, ss) = (h.suit_len(Suit::Hearts), h.suit_len(Suit::Spades));
    hh >= 4 && (hh > ss || (hh == 4 && ss == 4))
}
fn spades_over_hearts_response(h: Hand) -> bool {
    let (hh, ss) = (h.suit_len(Suit::Hearts), h.suit_len(Suit::Spades));
    ss >= 4 && !(hh >= 4 && (hh > ss || (hh == 4 && ss == 4)))
}
fn four_hearts(h: Hand) -> bool {
    h.suit_len(Suit::Hearts) >= 4
}
fn spades_not_hearts(h: Hand) -> bool {
    h.suit_len(Suit::Spades) >= 4 && h.suit_len(Suit::Hearts) < 4
}

fn aces(h: Hand) -> u32 {
    Suit::ASC.iter().filter(|s| h.holding(**s).contains(levee_core::Rank::ACE)).count() as u32
}
fn aces_0_or_4(h: Hand) -> bool {
    aces(h).is_multiple_of(4)
}
fn aces_1(h: Hand) -> bool {
    aces(h) == 1
}
fn aces_2(h: Hand) -> bool {
    aces(h) == 2
}
fn aces_3(h: Hand) -> bool {
    aces(h) == 3
}

/// Key cards for Roman Key Card Blackwood: the four aces and the king of trumps.
fn key_cards(h: Hand, trump: Suit) -> u32 {
    aces(h) + u32::from(h.contains(Card::new(trump, Rank::KING)))
}

/// The answer to key-card Blackwood (30-41): 5♣ 0 or 3 key cards (or all five), 5♦ 1 or 4,
/// 5♥ two without the trump queen, 5♠ two with it.
fn keycard_answer(h: Hand, trump: Suit) -> Suit {
    match key_cards(h, trump) {
        1 | 4 => Suit::Diamonds,
        2 if h.contains(Card::new(trump, Rank::QUEEN)) => Suit::Spades,
        2 => Suit::Hearts,
        _ => Suit::Clubs,
    }
}

/// The table's tests of the answers, each of the hand and the trump suit.
fn kc_03(h: Hand, trump: Suit) -> bool {
    keycard_answer(h, trump) == Suit::Clubs
}
fn kc_14(h: Hand, trump: Suit) -> bool {
    keycard_answer(h, trump) == Suit::Diamonds
}
fn kc_2(h: Hand, trump: Suit) -> bool {
    keycard_answer(h, trump) == Suit::Hearts
}
fn kc_2q(h: Hand, trump: Suit) -> bool {
    keycard_answer(h, trump) == Suit::Spades
}

/// What 4NT means with a major agreed (the table's `1M 4NT`, and the general rules').
const KEYCARD_ASK: &str = "Key-card Blackwood: asks for the aces and the trump king";

/// The four answers to key-card Blackwood in the major `m`: the suit bid at the five level,
/// its test and its meaning.
fn keycard_answers(m: Suit) -> [(Suit, Cond, &'static str); 4] {
    let [clubs, diamonds, hearts, spades] = KEYCARD_ANSWERS;
    [
        (Suit::Clubs, Cond::in_suit(kc_03, m, "0 or 3 key cards"), clubs),
        (Suit::Diamonds, Cond::in_suit(kc_14, m, "1 or 4 key cards"), diamonds),
        (Suit::Hearts, Cond::in_suit(kc_2, m, "2 key cards, not the trump queen"), hearts),
        (Suit::Spades, Cond::in_suit(kc_2q, m, "2 key cards and the trump queen"), spades),
    ]
}

/// The answers' meanings, 5♣ to 5♠.
const KEYCARD_ANSWERS: [&str; 4] = [
    "Key-card answer: 0 or 3 key cards",
    "Key-card answer: 1 or 4 key cards",
    "Key-card answer: 2 key cards without the trump queen",
    "Key-card answer: 2 key cards with the trump queen",
];

/// The major both partners have shown eight cards of together, by what their calls said
/// (both sides of the partnership count the same): the trump suit of key-card Blackwood.
fn agreed_major(v: &View) -> Option<Suit> {
    MAJORS
        .into_iter()
        .map(|m| (m, min_len(&v.me, m) + min_len(&v.partner, m)))
        .filter(|(_, n)| *n >= 8)
        .max_by_key(|(_, n)| *n)
        .map(|(m, _)| m)
}

/// A first- or second-round control of `suit`: its ace or king, a singleton or a void.
fn has_control(hand: Hand, suit: Suit) -> bool {
    hand.suit_len(suit) <= 1 || hand.contains(Card::new(suit, Rank::ACE)) || hand.contains(Card::new(suit, Rank::KING))
}

/// Whether `b`, made now, is a control bid (family `controls`): over partner's bid at the
/// three level or higher (or at the four level over partner's two-level bid: a jump in a new
/// suit once the major is agreed), the opponents silent, a major agreed, another suit (one
/// our side bid too: once the major is agreed, its ace or king), below the game in the major,
/// before any 4NT or five-level bid of ours.
fn is_control_bid(v: &View, b: Bid, families: Families) -> bool {
    let (Some((last, by)), Some(trump), Some(suit)) = (v.last_bid, agreed_major(v), b.strain.trump()) else {
        return false;
    };
    families.controls
        && families.simulation
        && by == v.seat.partner()
        && v.their_bids.is_empty()
        && (last.level.get() >= 3 || (last.level.get() == 2 && b.level.get() == 4))
        && b > last
        && b < Bid::new(Level::new(4), Strain::from_suit(trump))
        && suit != trump
        && !v.our_bids.iter().any(|(_, x)| x.level.get() >= 5 || *x == FOUR_NOTRUMP)
}

/// The cheapest control bid `hand` can make now (its cheapest control in a suit a control
/// bid may name); `None` when it holds none below the game in `trump`.
fn control_bid(v: &View, hand: Hand, trump: Suit, families: Families) -> Option<Bid> {
    let (last, _) = v.last_bid?;
    let game = Bid::new(Level::new(4), Strain::from_suit(trump));
    (last.level.get()..=4)
        .flat_map(|level| Suit::ASC.into_iter().map(move |suit| Bid::new(Level::new(level), Strain::from_suit(suit))))
        .filter(|b| *b > last && *b < game)
        .find(|b| is_control_bid(v, *b, families) && b.strain.trump().is_some_and(|suit| has_control(hand, suit)))
}

/// Whether 4NT after `bids` (our side's bids) asks for key cards: a major agreed, the
/// opponents silent, no 4NT of ours nor five-level bid before.
fn keycard_ground(v: &View, bids: &[(Seat, Bid)], families: Families) -> bool {
    families.keycards
        && v.their_bids.is_empty()
        && !bids.iter().any(|(_, b)| *b == FOUR_NOTRUMP || b.level.get() >= 5)
        && agreed_major(v).is_some()
}

/// Whether partner's last bid, the last of the auction, was 4NT asking for key cards.
fn partner_asked_keycards(v: &View, families: Families) -> bool {
    let before = v.our_bids.len().saturating_sub(1);
    v.last_bid == Some((FOUR_NOTRUMP, v.seat.partner())) && keycard_ground(v, &v.our_bids[..before], families)
}

/// Whether 4NT, bid now, asks for key cards.
fn asks_keycards(v: &View, families: Families) -> bool {
    keycard_ground(v, &v.our_bids, families)
}

/// The trump suit and partner's answer when this seat asked for key cards and partner
/// answered, the last two bids of our side.
fn keycards_answered(v: &View, families: Families) -> Option<(Suit, Suit)> {
    match v.our_bids.as_slice() {
        [.., (asker, ask), (_, answer)]
            if families.keycards && *asker == v.seat && *ask == FOUR_NOTRUMP && answer.level.get() == 5 =>
        {
            Some((agreed_major(v)?, answer.strain.trump()?))
        }
        _ => None,
    }
}

/// SEF practice (seed 002 names the system, not the opening strength): open with 12 points, or
/// with 10 or 11 when the points and the lengths of the two longest suits make 20.
fn rule_of_20(h: Hand) -> bool {
    let mut l: Vec<u32> = Suit::ASC.iter().map(|s| h.suit_len(*s)).collect();
    l.sort_unstable();
    h.hcp() >= 12 || h.hcp() + l[3] + l[2] >= 20
}
/// What the hand's shape adds to its high cards: a point for each card past the fourth in a
/// suit, and with a fit in `trumps`, the short suits (void 3, singleton 2, doubleton 1).
fn shape_points(h: Hand, trumps: Option<Suit>) -> u32 {
    let length: u32 = Suit::ASC.iter().map(|s| h.suit_len(*s).saturating_sub(4)).sum();
    let short: u32 = trumps.map_or(0, |trumps| {
        Suit::ASC
            .iter()
            .filter(|s| **s != trumps)
            .map(|s| match h.suit_len(*s) {
                0 => 3,
                1 => 2,
                2 => 1,
                _ => 0,
            })
            .sum()
    });
    length + short
}

/// Points that work opposite partner's shortness in `short`: the high cards but the king,
/// queen and jack there (the ace still takes its trick), and a point for each card past the
/// fourth in the other suits (the fifth trump is one); 17 or more: 16 high cards that work
/// and five trumps.
fn working_17(h: Hand, short: Suit) -> bool {
    working_points(h, short) >= 17
}

/// The same count for responder opposite opener's splinter (opener showed 17+): 12 or more.
fn working_12(h: Hand, short: Suit) -> bool {
    working_points(h, short) >= 12
}

fn working_points(h: Hand, short: Suit) -> u32 {
    let wasted: u32 = [(Rank::KING, 3), (Rank::QUEEN, 2), (Rank::JACK, 1)]
        .into_iter()
        .filter(|(r, _)| h.contains(Card::new(short, *r)))
        .map(|(_, p)| p)
        .sum();
    let length: u32 = Suit::ASC.iter().filter(|s| **s != short).map(|s| h.suit_len(*s).saturating_sub(4)).sum();
    h.hcp() - wasted + length
}

/// A long suit's extra tricks counted: 17 points or more with a point a card past the fourth
/// (15 high-card points and six cards, 14 and seven).
fn seventeen_with_length(h: Hand) -> bool {
    h.hcp() + shape_points(h, None) >= 17
}

/// Opener's points with a fit in `trumps`: high cards and shape.
fn points_with_fit(h: Hand, trumps: Suit) -> u32 {
    h.hcp() + shape_points(h, Some(trumps))
}
/// A limit raise from 9 high-card points when the shape makes up the rest.
fn limit_by_shape(h: Hand, trumps: Suit) -> bool {
    points_with_fit(h, trumps) >= 12
}
/// The minimum opener accepting the limit raise on its shape.
fn accepts_by_shape(h: Hand, trumps: Suit) -> bool {
    points_with_fit(h, trumps) >= 15
}
/// The simple raiser accepting opener's game try below nine high-card points: the fourth
/// trump and the short suits make up the rest (example3: 8 with ♠A532 opposite 1♠, 6 trumps
/// and two doubletons, 5 trumps and a void passed the try; 4♠ made each time).
fn accepts_try_by_shape(h: Hand, trumps: Suit) -> bool {
    raise_points(h, trumps) >= 10
}
/// The takeout doubler opposite the jump answer (9-11, four cards): game from 14 counted as
/// the raiser counts (example3 board 32: a passed hand's 11 with four spades and a singleton
/// passed 2♠; 4♠ at the expert tables).
fn game_opposite_jump(h: Hand, trumps: Suit) -> bool {
    raise_points(h, trumps) >= 14
}
/// A raiser's points: high cards, shape with the fit, and a point for the fourth trump.
fn raise_points(h: Hand, trumps: Suit) -> u32 {
    points_with_fit(h, trumps) + u32::from(h.suit_len(trumps) >= 4)
}
/// Game without slam interest: 13-17 counted with the fit (board 521 of a version match:
/// 16 high cards and a singleton, 19 counted, bid 4♠ opposite a 15-count and missed 6♠).
fn game_raise_values(h: Hand, trumps: Suit) -> bool {
    (13..=17).contains(&points_with_fit(h, trumps))
}
fn eighteen_with_length(h: Hand) -> bool {
    h.hcp() + shape_points(h, None) >= 18
}
fn fit_game(h: Hand, trumps: Suit) -> bool {
    points_with_fit(h, trumps) >= 18
}
fn fit_invite(h: Hand, trumps: Suit) -> bool {
    (16..18).contains(&points_with_fit(h, trumps))
}
/// The opener raising responder's suit to game counts its shape only with a singleton or a
/// void: a 5-4-2-2 minimum with two doubletons is still a simple raise.
fn short_fit_game(h: Hand, trumps: Suit) -> bool {
    a_short_suit(h) && fit_game(h, trumps)
}
/// The fewest points an opener may hold: the rule of 20 opens a 5-5 or 6-4 hand from 10
/// (family `light`), so the opener's rebids start there too.
const OPENER_MIN: u8 = 10;
const COND_17_WITH_LENGTH: Cond = Cond::new(seventeen_with_length, "17+ points, length counted");
const COND_18_WITH_LENGTH: Cond = Cond::new(eighteen_with_length, "18+ points, length counted");
const COND_RULE_OF_20: Cond = Cond::new(rule_of_20, "12+ HCP, or 10-11 with the rule of 20");
const COND_RULE_OF_20_FROM_11: Cond = Cond::new(rule_of_20, "12+ HCP, or 11 with the rule of 20");

const COND_SPADES_LONGEST: Cond = Cond::new(longest_major_spades, "♠ at least as long as ♥");
const COND_HEARTS_LONGEST: Cond = Cond::new(longest_major_hearts, "♥ longer than ♠");
const COND_DIAMONDS: Cond = Cond::new(diamonds_over_clubs, "♦ longer than ♣, or 4-4");
const COND_NO_MAJOR: Cond = Cond::new(no_four_card_major, "no 4-card major");
const COND_A_MAJOR: Cond = Cond::new(a_four_card_major, "a 4-card major, no 5-card one");
const COND_FIVE_FOUR_MAJORS: Cond = Cond::new(five_four_majors, "five cards in one major, four in the other");
const COND_HEARTS_FIRST: Cond = Cond::new(hearts_first, "♥ first (longer, or 4-4)");
const COND_SPADES_RESP: Cond = Cond::new(spades_over_hearts_response, "♠ longer than ♥ (or no 4 ♥)");
const COND_4_HEARTS: Cond = Cond::new(four_hearts, "4+ ♥");
const COND_SPADES_NOT_HEARTS: Cond = Cond::new(spades_not_hearts, "4 ♠, not 4 ♥");
fn a_short_suit(h: Hand) -> bool {
    Suit::ASC.iter().any(|s| h.suit_len(*s) <= 1)
}
fn a_five_card_suit(h: Hand) -> bool {
    Suit::ASC.iter().any(|s| h.suit_len(*s) >= 5)
}
/// `suit` is the longest (or as long as the longest).
fn longest(h: Hand, suit: Suit) -> bool {
    Suit::ASC.iter().all(|x| h.suit_len(*x) <= h.suit_len(suit))
}
/// The suit is the hand's longest: with six hearts and five spades, hearts first.
fn longest_suit(suit: Suit) -> Cond {
    Cond::in_suit(longest, suit, "the longest suit")
}
fn unbalanced(h: Hand) -> bool {
    !is_balanced(h)
}
const COND_UNBALANCED: Cond = Cond::new(unbalanced, "not balanced");
const COND_SHORT_SUIT: Cond = Cond::new(a_short_suit, "a singleton or a void");
fn a_doubleton(h: Hand) -> bool {
    Suit::ASC.iter().any(|s| h.suit_len(*s) <= 2)
}
const COND_A_DOUBLETON: Cond = Cond::new(a_doubleton, "a doubleton or shorter");
/// A singleton or a void outside `suit` (partner's long suit covers its own).
fn short_outside(h: Hand, suit: Suit) -> bool {
    Suit::ASC.iter().any(|s| *s != suit && h.suit_len(*s) <= 1)
}
fn no_short_outside(h: Hand, suit: Suit) -> bool {
    !short_outside(h, suit)
}
const COND_FIVE_CARD_SUIT: Cond = Cond::new(a_five_card_suit, "a five-card suit");

struct Table(Vec<Rule>);

impl Table {
    fn add(&mut self, after: &str, call: Call, shape: Shape, meaning: &str) {
        self.0.push(Rule { after: after.into(), call, shape, cond: Vec::new(), meaning: meaning.into() });
    }
    fn add_if(&mut self, after: &str, call: Call, shape: Shape, cond: Cond, meaning: &str) {
        self.add_all(after, call, shape, vec![cond], meaning);
    }
    /// A rule whose hand meets every condition of `cond` (the stoppers of several suits).
    fn add_all(&mut self, after: &str, call: Call, shape: Shape, cond: Vec<Cond>, meaning: &str) {
        self.0.push(Rule { after: after.into(), call, shape, cond, meaning: meaning.into() });
    }
    /// Partner's preempt `3m` answered with game in this hand's own six-card major, its
    /// longest suit, from 15.
    fn own_major_over_preempt(&mut self, after: &str, m: Suit) {
        for x in MAJORS.into_iter().filter(|x| *x != m) {
            let six = Shape::hcp(15, 37).len(x, 6, 13);
            let words = "Game in my own major opposite the preempt: six cards, 15+";
            self.add_if(after, bid(4, s(x)), six, longest_suit(x), words);
        }
    }
    /// An opening at the one level: 12 points, or 10-11 (`light`; else 11) and the rule of 20.
    fn opening(&mut self, light: bool, call: Call, shape: Shape, cond: Option<Cond>, meaning: &str) {
        let mut conds = vec![if light { COND_RULE_OF_20 } else { COND_RULE_OF_20_FROM_11 }];
        conds.extend(cond);
        let shape = Shape { hcp: (if light { 10 } else { 11 }, shape.hcp.1), ..shape };
        self.0.push(Rule { after: String::new(), call, shape, cond: conds, meaning: meaning.into() });
    }
}

/// A takeout double of their one-level opening: `min` points, at most two cards in their suit,
/// three or more in each major they did not bid.
fn takeout_shape(theirs: Suit, min: u8) -> Shape {
    MAJORS.iter().filter(|m| **m != theirs).fold(Shape::hcp(min, 37).len(theirs, 0, 2), |shape, m| shape.len(*m, 3, 13))
}

impl Table {
    /// Overcalls of `1theirs` in a five-card suit: at the one level with `one`'s points and
    /// words, at the two level with `two`'s.
    fn overcalls(&mut self, after: &str, theirs: Suit, one: (u8, u8, &str), two: (u8, u8, &str)) {
        for m in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
            if m != theirs {
                let (level, (lo, hi, words)) = if m > theirs { (1, one) } else { (2, two) };
                self.add_if(after, bid(level, s(m)), Shape::hcp(lo, hi).len(m, 5, 13), longest_suit(m), words);
            }
        }
    }

    /// The overcaller in `v` after partner's cue-bid `cue` of the opener's suit (support and
    /// 11+): game in a major with 13+, else the cheapest bid of the suit. The cue-bid's open
    /// range would otherwise be counted as 17 and send an eight-count to game.
    fn overcall_over_cue_bid(&mut self, cued: &str, v: Suit, cue: Bid) {
        if v.is_major() {
            self.add(cued, bid(4, s(v)), Shape::hcp(13, 37), "Game opposite the cue-bid: 13+");
        }
        self.add(cued, bid(cheapest_level(s(v), cue), s(v)), Shape::hcp(0, 12), "A minimum opposite the cue-bid");
    }

    /// The overcaller's partner (overcall `1v` or `2v` of `1o`) over responder's answer, `last`
    /// the highest bid: the cue-bid in the opener's suit with three trumps and 11+, game in a
    /// major with five trumps, a weak hand and a singleton or void (ten trumps together), and
    /// the raises by the law of total tricks: at the two level the jump with four trumps and
    /// 3-8 (nine together) and the cheapest raise with three and 6-10; at the three level, four
    /// trumps and 3-10. The rest is the general rules'.
    fn support_over_answer(&mut self, after: &str, o: Suit, v: Suit, last: Bid) {
        let raise = cheapest_level(s(v), last);
        let cue = cheapest_level(s(o), last);
        if cue <= 3 {
            let words = "Cue-bid over their answer: support for the overcall, 11+";
            self.add(after, bid(cue, s(o)), Shape::hcp(11, 37).len(v, 3, 13), words);
            self.overcall_over_cue_bid(&format!("{after} {cue}{} P", o.letter()), v, Bid::new(Level::new(cue), s(o)));
        }
        if v.is_major() && raise <= 4 {
            let words = "Raise to game over their answer: five trumps, a singleton or void (law of total tricks)";
            self.add_if(after, bid(4, s(v)), Shape::hcp(0, 10).len(v, 5, 13), COND_SHORT_SUIT, words);
        }
        match raise {
            2 => {
                // A flat hand takes fewer tricks than the law counts: a doubleton at least.
                let words = "Jump raise over their answer: four trumps, nine together (law of total tricks)";
                self.add_if(after, bid(3, s(v)), Shape::hcp(3, 8).len(v, 4, 13), COND_A_DOUBLETON, words);
                self.add(after, bid(2, s(v)), Shape::hcp(6, 10).len(v, 3, 13), "Raise over their answer, 6-10");
            }
            3 => {
                let words = "Raise over their answer: four trumps, nine together (law of total tricks)";
                self.add(after, bid(3, s(v)), Shape::hcp(3, 10).len(v, 4, 13), words);
            }
            _ => {}
        }
    }

    /// The opener after partner's negative double and their raise (`1♣ 1♥ X 2♥`, `3♥`,
    /// `4♥`): the unbid major the double promised, with four cards: at the two level with
    /// 10-15, at the three level with 13-15 or five cards (the law of total tricks: eight
    /// trumps compete at the two level), game with 16+; without it, the double with 16+ short
    /// in their suit (15+ with a singleton or void over their game). The opener passing, the
    /// doubler names a five-card major or a six-card suit the double could not show. The rest
    /// is the general rules'.
    fn opener_over_raised_double(&mut self, doubled: &str, o: Suit, v: Suit, overcall: Bid) {
        let highest = if v.is_major() { 4 } else { 3 };
        for raise in cheapest_level(s(v), overcall)..=highest {
            let after = format!("{doubled} {raise}{}", v.letter());
            let last = Bid::new(Level::new(raise), s(v));
            for m in MAJORS.into_iter().filter(|m| *m != o && *m != v) {
                let level = cheapest_level(s(m), last);
                if level <= 4 {
                    let words = "Game in partner's major over their raise: four cards, 16+";
                    self.add(&after, bid(4, s(m)), Shape::hcp(16, 21).len(m, 4, 13), words);
                }
                let words = "Partner's major over their raise: four cards";
                match level {
                    2 => self.add(&after, bid(2, s(m)), Shape::hcp(OPENER_MIN, 15).len(m, 4, 13), words),
                    3 => {
                        self.add(&after, bid(3, s(m)), Shape::hcp(13, 15).len(m, 4, 13), words);
                        let five = "Partner's major over their raise: five cards";
                        self.add(&after, bid(3, s(m)), Shape::hcp(OPENER_MIN, 15).len(m, 5, 13), five);
                    }
                    _ => {}
                }
            }
            // Stronger, without partner's major: the double, which the doubler answers as
            // partner of a competitive double, or leaves in over their game (their raise to
            // game on a weak hand: 15 with a void and 5-5 in the minors passed, 29 points
            // together sold out to 4♥ one down and six diamonds made).
            if raise <= 3 {
                let words = "Competitive double over their raise: 16+, short in their suit";
                self.add(&after, Call::Double, Shape::hcp(16, 21).len(v, 0, 2), words);
                self.answers_to_competitive_double(&format!("{after} X P"), o, v, raise);
                // A minimum with six cards competes at the three level rather than sell
                // out to their fit (example3: Q2.86.AKQT64.Q63 passed `1♦ 1♠ X 2♠`).
                if cheapest_level(s(o), last) == 3 {
                    let words = "Six cards of my own over their raise: competing";
                    self.add(&after, bid(3, s(o)), Shape::hcp(OPENER_MIN, 17).len(o, 6, 13), words);
                }
            } else {
                let words = "Double of their game: 15+, a singleton or void in their suit";
                self.add(&after, Call::Double, Shape::hcp(15, 21).len(v, 0, 1), words);
                let doubled_game = format!("{after} X P");
                for m in Suit::ASC.into_iter().rev().filter(|m| *m != v) {
                    let level = cheapest_level(s(m), last);
                    let words = "Six cards over the double of their game";
                    self.add(&doubled_game, bid(level, s(m)), Shape::hcp(6, 37).len(m, 6, 13).len(v, 0, 1), words);
                }
                self.add(&doubled_game, Call::Pass, Shape::ANY, "Leaves the double of their game in");
            }
            // The doubler again, the opener having passed their raise: a long major of its
            // own (the double promised four), or a six-card suit the double could not show.
            let passed = format!("{after} P P");
            for m in Suit::ASC.into_iter().rev().filter(|m| *m != o && *m != v) {
                let level = cheapest_level(s(m), last);
                let words = "Six cards of my own over their raise";
                if m.is_major() && level <= 4 {
                    let game = "Game in my major over their raise: six cards, 12+";
                    self.add(&passed, bid(4, s(m)), Shape::hcp(12, 37).len(m, 6, 13), game);
                }
                if level <= 3 {
                    self.add(&passed, bid(level, s(m)), Shape::hcp(6, 11).len(m, 6, 13), words);
                }
                if m.is_major() {
                    let five = "Five cards in the major over their raise";
                    if level == 2 {
                        self.add(&passed, bid(2, s(m)), Shape::hcp(6, 11).len(m, 5, 13), five);
                    } else if level == 3 {
                        self.add(&passed, bid(3, s(m)), Shape::hcp(9, 11).len(m, 5, 13), five);
                    }
                }
            }
        }
    }

    /// Responder over their overcall of partner's one-level opening `o` in `v` at `level`
    /// (the cheapest, or their weak jump a level up): the raises, the cue-bid, new suits, the
    /// negative double, notrump with their suit held.
    fn over_their_overcall(&mut self, families: Families, o: Suit, v: Suit, level: u8) {
        use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};
        let jump = level > if v > o { 1 } else { 2 };
        let after = format!("1{} {level}{}", o.letter(), v.letter());
        let cheapest = |m: Suit| if m > v { level } else { level + 1 };
        if o.is_major() {
            self.add(&after, bid(4, s(o)), Shape::hcp(13, 18).len(o, 4, 13), "Game raise over the overcall");
            // A limit raise goes through the cue-bid below; the simple raise is 6-10.
            if cheapest(o) <= 2 {
                if families.competing {
                    // The jump raise in competition is preemptive (SEF): four trumps
                    // and a weak hand with a short suit take the level of the trumps
                    // held together (a flat hand raises simply).
                    self.add_if(
                        &after,
                        bid(3, s(o)),
                        Shape::hcp(3, 7).len(o, 4, 13),
                        COND_SHORT_SUIT,
                        "Preemptive jump raise: four trumps, 3-7",
                    );
                }
                self.add(&after, bid(2, s(o)), Shape::hcp(6, 10).len(o, 3, 13), "Raise in competition, 6-10");
            } else if jump {
                let words = "Raise over their weak jump: three trumps, 7-10";
                self.add(&after, bid(3, s(o)), Shape::hcp(7, 10).len(o, 3, 13), words);
            }
        }
        // The cue-bid: support for partner and values for a limit raise or better. Over
        // a minor, a major of one's own comes first (a five-card suit, the negative
        // double with four): the cue-bid is placed after them.
        let support = if o.is_major() { 3 } else { 4 };
        let cue = Shape::hcp(11, 37).len(o, support, 13);
        let cue_words = "Cue-bid: support for partner, a limit raise or better";
        if o.is_major() {
            self.add(&after, bid(level + 1, s(v)), cue, cue_words);
        }
        // A new suit at the one level, five cards.
        for m in [H, S] {
            if m != o && m > v && level == 1 {
                self.add(&after, bid(1, s(m)), Shape::hcp(6, 37).len(m, 5, 13), "New suit, five cards, forcing");
            }
        }
        // A new suit at the two level: five cards, 10+.
        for m in [S, H, D, C] {
            if m != o && m != v && cheapest(m) == 2 {
                self.add(
                    &after,
                    bid(2, s(m)),
                    Shape::hcp(10, 37).len(m, 5, 13),
                    "New suit at the two level, 10+, forcing",
                );
            }
        }
        // Over their weak jump, a five-card suit at the three level: 11+, forcing.
        if jump {
            for m in [S, H, D, C] {
                if m != o && m != v && cheapest(m) == 3 {
                    let words = "New suit at the three level over their weak jump: five cards, 11+";
                    self.add(&after, bid(3, s(m)), Shape::hcp(11, 37).len(m, 5, 13), words);
                }
            }
        }
        // The negative double: four cards in each major not yet named, 6+ (8+ over a jump).
        let mut neg = Shape::hcp(if jump { 8 } else { 6 }, 37);
        let mut unbid = 0;
        for m in MAJORS {
            if m != o && m != v {
                neg = neg.len(m, 4, 13);
                unbid += 1;
            }
        }
        if unbid > 0 {
            let words = if jump {
                "Negative double over their weak jump: four cards in the unbid major, 8+"
            } else {
                "Negative double: four cards in the unbid major, 6+"
            };
            self.add(&after, Call::Double, neg, words);
        }
        if !o.is_major() {
            self.add(&after, bid(level + 1, s(v)), cue, cue_words);
        }
        // Notrump with their suit held (two cards or more).
        if level == 1 {
            self.add(
                &after,
                bid(1, Strain::NoTrump),
                Shape::hcp(8, 10).balanced().len(v, 2, 13),
                "8-10, their suit held",
            );
        }
        self.add(
            &after,
            bid(2, Strain::NoTrump),
            Shape::hcp(11, 12).balanced().len(v, 2, 13),
            "11-12, their suit held, invites",
        );
        self.add(
            &after,
            bid(3, Strain::NoTrump),
            Shape::hcp(13, 16).balanced().len(v, 2, 13),
            "To play, their suit held",
        );
        if !o.is_major() && cheapest(o) <= 3 {
            self.add(&after, bid(cheapest(o), s(o)), Shape::hcp(6, 10).len(o, 5, 13), "Raise in competition, 6-10");
        }
        self.add(&after, Call::Pass, Shape::ANY, "Nothing to say over the overcall");
    }

    /// Partner of the weak jump overcall (`1♦ 2♠`, six cards and 6-10), over responder's pass,
    /// double or raise: the law of total tricks (three of the suit with three trumps, game in a
    /// major with four: nine and ten trumps together), game with 16+ and three trumps, 3NT
    /// with 16+ and their suit held over a minor.
    fn weak_jump_advances(&mut self, o: Suit, m: Suit) {
        for between in ["P".to_string(), "X".to_string(), format!("3{}", o.letter())] {
            let after = format!("1{} 2{} {between}", o.letter(), m.letter());
            if m.is_major() {
                let words = "Raise to game: ten trumps together (law of total tricks)";
                self.add(&after, bid(4, s(m)), Shape::ANY.len(m, 4, 13), words);
                let words = "Game opposite the weak jump overcall: 16+, three trumps";
                self.add(&after, bid(4, s(m)), Shape::hcp(16, 37).len(m, 3, 13), words);
            } else {
                let words = "3NT opposite the weak jump overcall: 16+, their suit held";
                self.add_if(
                    &after,
                    bid(3, Strain::NoTrump),
                    Shape::hcp(16, 37).len(m, 2, 13),
                    their_suit_held(o),
                    words,
                );
            }
            let words = "Raise to three: nine trumps together (law of total tricks)";
            self.add(&after, bid(3, s(m)), Shape::ANY.len(m, 3, 13), words);
            self.add(&after, Call::Pass, Shape::ANY, "Nothing to add to the weak jump overcall");
        }
    }

    /// The opener over their weak jump overcall (`1♦ 2♠`) when responder passed: their
    /// preempt may have shut out partner's values (or a trap pass with their suit), so a short
    /// holding in their suit reopens with a double, which responder answers as a competitive
    /// double (the cheapest suit, or a pass for penalty with five of theirs). Over their raise
    /// (`1♦ 2♠ P 3♠`), 16+ short in their suit.
    fn opener_over_weak_jump(&mut self, o: Suit, v: Suit) {
        let after = format!("1{} 2{} P P", o.letter(), v.letter());
        let words = "Reopening double of their weak jump: short in their suit, 13+";
        self.add(&after, Call::Double, Shape::hcp(13, 21).len(v, 0, 1), words);
        let words = "Reopening double of their weak jump: two cards in their suit, 16+";
        self.add(&after, Call::Double, Shape::hcp(16, 21).len(v, 0, 2), words);
        let words = "The opening suit again over their weak jump: six cards, 15+";
        self.add(&after, bid(3, s(o)), Shape::hcp(15, 21).len(o, 6, 13), words);
        self.add(&after, Call::Pass, Shape::ANY, "Nothing more over their weak jump");
        self.answers_to_competitive_double(&format!("{after} X P"), o, v, 2);
        let after = format!("1{} 2{} P 3{}", o.letter(), v.letter(), v.letter());
        let words = "Competitive double over their raise of the weak jump: 16+, short in their suit";
        self.add(&after, Call::Double, Shape::hcp(16, 21).len(v, 0, 1), words);
        self.answers_to_competitive_double(&format!("{after} X P"), o, v, 3);
    }

    /// Partner of the double of their weak two or preempt (`3♣ X P`, `2♥ P P X P`): the
    /// longest other suit, game in a major with 10+, 3NT with their suit held; a long holding
    /// in their suit converts the double to penalty.
    fn answers_to_preempt_double(&mut self, after: &str, o: Suit, level: u8) {
        use Strain::NoTrump as NT;
        let majors_first = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
        self.add(after, Call::Pass, Shape::hcp(8, 37).len(o, 5, 13), "Pass: the double becomes a penalty double");
        for m in majors_first {
            if m == o {
                continue;
            }
            let l = if m > o { level } else { level + 1 };
            if m.is_major() && l <= 4 {
                self.add(
                    after,
                    bid(4, s(m)),
                    Shape::hcp(10, 37).len(m, 4, 13),
                    "Answer to the double: game in the major, 10+",
                );
                if level == 3 {
                    let five = Shape::hcp(8, 37).len(m, 5, 13);
                    self.add(after, bid(4, s(m)), five, "Answer to the double: game in the major, five cards, 8+");
                }
            }
            self.add(after, bid(l, s(m)), Shape::hcp(0, 11).len(m, 4, 13), "Answer to the double: longest suit");
        }
        self.add(after, bid(3, NT), Shape::hcp(10, 37).len(o, 2, 13), "Answer to the double: 3NT, their suit held");
        for m in majors_first {
            if m != o {
                let l = if m > o { level } else { level + 1 };
                self.add(after, bid(l, s(m)), Shape::hcp(0, 11).len(m, 3, 13), "Answer to the double: cheapest suit");
            }
        }
    }

    /// Partner of the opener's double over their raise (`1♣ 1♥ P 2♥ X P`), having passed
    /// their overcall: 0-10 points, so the answer is at the cheapest level (the opener, who
    /// counts them, bids on with its extra values). Their suit long converts the double; an
    /// unbid major first, then the opener's suit, then the other.
    fn answers_to_competitive_double(&mut self, after: &str, o: Suit, v: Suit, level: u8) {
        let cheapest = |m: Suit| if m > v { level } else { level + 1 };
        self.add(after, Call::Pass, Shape::hcp(5, 10).len(v, 5, 13), "Pass: the double becomes a penalty double");
        let unbid =
            [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs].into_iter().filter(|m| *m != o && *m != v);
        let mut order: Vec<(Suit, u8)> = unbid.clone().filter(|m| m.is_major()).map(|m| (m, 4)).collect();
        order.push((o, 3));
        order.extend(unbid.filter(|m| !m.is_major()).map(|m| (m, 4)));
        for (m, len) in order.iter().copied() {
            let words = if m == o {
                "Answer to the double: back to opener's suit"
            } else {
                "Answer to the double: longest suit"
            };
            self.add(after, bid(cheapest(m), s(m)), Shape::hcp(0, 10).len(m, len, 13), words);
        }
        for (m, _) in order {
            self.add(
                after,
                bid(cheapest(m), s(m)),
                Shape::hcp(0, 10).len(m, 2, 13),
                "Answer to the double: cheapest suit",
            );
        }
    }

    /// The `reopening` family: the fourth seat over their weak two or preempt passed round,
    /// over their two suits (`1♣ P 1♥`) or their raise (`1♦ P 2♦`, `2♥ P 3♥`); the opener
    /// again after an overcall passed round; the takeout doubler raising partner's major over
    /// the opener's rebid.
    fn reopening(&mut self, preempted: &[Suit]) {
        use Strain::NoTrump as NT;
        let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
        let cheapest = |m: Suit, over: Suit, level: u8| if m > over { level } else { level + 1 };
        // Their weak two or preempt, passed round: partner, who passed, may hold values.
        for &o in preempted {
            for level in [2u8, 3] {
                if level == 2 && !o.is_major() {
                    continue;
                }
                let after = format!("{level}{} P P", o.letter());
                let nt = if level == 2 { 2 } else { 3 };
                let held = their_suit_held(o);
                let words = "Balancing notrump: 15-18 balanced, their suit held";
                self.add_if(&after, bid(nt, NT), Shape::hcp(15, 18).balanced(), held, words);
                // Above the range, game (example3 board 30: 22 balanced with ♠AK5 passed 2♠
                // out; 3NT made).
                let words = "Balancing notrump: 19+ balanced, their suit held, game";
                self.add_if(&after, bid(3, NT), Shape::hcp(19, 37).balanced(), held, words);
                for m in suits.into_iter().filter(|m| *m != o) {
                    let six = Shape::hcp(10, 17).len(m, 6, 13);
                    let words = "Balancing over their preempt: six cards, 10+";
                    self.add_if(&after, bid(cheapest(m, o, level), s(m)), six, longest_suit(m), words);
                }
                let double = takeout_shape(o, 11);
                self.add(&after, Call::Double, double, "Balancing double of their preempt: 11+, short in their suit");
                self.add(
                    &after,
                    Call::Double,
                    Shape::hcp(15, 37).len(o, 0, 2),
                    "Balancing double of their preempt: 15+, short in their suit",
                );
                for m in suits.into_iter().filter(|m| *m != o) {
                    let five = Shape::hcp(13, 17).len(m, 5, 13);
                    let words = "Balancing over their preempt: five cards, 13+";
                    self.add_if(&after, bid(cheapest(m, o, level), s(m)), five, longest_suit(m), words);
                }
                self.answers_to_preempt_double(&format!("{level}{} P P X P", o.letter()), o, level);
            }
            // Their weak two raised (`2♥ P 3♥`): a five-card suit at the three level, 13+.
            if o.is_major() {
                let after = format!("2{} P 3{}", o.letter(), o.letter());
                for m in suits.into_iter().filter(|m| *m > o) {
                    let shape = Shape::hcp(13, 17).len(m, 5, 13);
                    self.add_if(
                        &after,
                        bid(3, s(m)),
                        shape,
                        longest_suit(m),
                        "Overcall of their raise: five cards, 13+",
                    );
                }
            }
        }
        for o in suits {
            // Partner of the balancer passed over the opening, maybe with values behind the
            // opener: over the balancing 1NT (11-14), 2NT invites with 11-12, 3NT with 13-16.
            let held = their_suit_held(o);
            let after = format!("1{} P P 1NT P", o.letter());
            self.add(&after, bid(3, NT), Shape::hcp(13, 16), "Game opposite the balancing 1NT, 13-16");
            self.add(&after, bid(2, NT), Shape::hcp(11, 12), "Invites game opposite the balancing 1NT, 11-12");
            self.add(&format!("{after} 2NT P"), bid(3, NT), Shape::hcp(13, 14), "Accepts the invitation, 13-14");
            // Over the balancing overcall (7-14): game in a major with three trumps and 14+,
            // three of it inviting with 11-13, notrump with their suit stopped.
            for m in suits.into_iter().filter(|m| *m != o) {
                let level = if m > o { 1 } else { 2 };
                let after = format!("1{} P P {level}{} P", o.letter(), m.letter());
                if m.is_major() {
                    let game = Shape::hcp(14, 17).len(m, 3, 13);
                    self.add(&after, bid(4, s(m)), game, "Game opposite the balancing overcall: three trumps, 14+");
                    let invite = Shape::hcp(11, 13).len(m, 3, 13);
                    self.add(
                        &after,
                        bid(3, s(m)),
                        invite,
                        "Invites game opposite the balancing overcall: three trumps, 11-13",
                    );
                    let accept = Shape::hcp(11, 14);
                    self.add(
                        &format!("{after} 3{} P", m.letter()),
                        bid(4, s(m)),
                        accept,
                        "Accepts the invitation, 11-14",
                    );
                }
                self.add_if(
                    &after,
                    bid(3, NT),
                    Shape::hcp(15, 17),
                    held,
                    "3NT opposite the balancing overcall: 15+, their suit stopped",
                );
                self.add_if(
                    &after,
                    bid(2, NT),
                    Shape::hcp(11, 14),
                    held,
                    "Invites 3NT opposite the balancing overcall: 11-14, their suit stopped",
                );
                let accept = Shape::hcp(11, 14);
                self.add(&format!("{after} 2NT P"), bid(3, NT), accept, "Accepts the invitation, 11-14");
            }
            // Their two suits, `1o P 1r`: a five-card suit of the fourth seat's own.
            for r in suits.into_iter().filter(|r| *r > o) {
                let after = format!("1{} P 1{}", o.letter(), r.letter());
                // Experts in example3 act here twice as often as the robots did (26 % of 447
                // auctions against 14 %). Measured, the weak jumps gained; one-level overcalls
                // from 8, six-card suits at the two level from 10 and doubles from 10 did not
                // (docs/robots.md).
                for m in suits.into_iter().filter(|m| *m != o && *m != r) {
                    let l = cheapest(m, r, 1);
                    // Seven cards for the jump to two, eight to three: the six-card jumps
                    // lost 29 IMPs from par over 52 random deals.
                    let jump = Shape::hcp(5, 9).len(m, 6 + l, 13);
                    let words = "Weak jump overcall of their two suits: seven cards, eight at the three level";
                    self.add_if(&after, bid(l + 1, s(m)), jump, longest_suit(m), words);
                    let shape = Shape::hcp(if l == 1 { 9 } else { 12 }, 16).len(m, 5, 13);
                    self.add_if(&after, bid(l, s(m)), shape, longest_suit(m), overcall_words(l));
                }
                // The double of their two suits: four cards or more in each of the other two,
                // 12+. Partner names one of them, the longer (the higher of two equal).
                let others: Vec<Suit> = suits.into_iter().filter(|m| *m != o && *m != r).collect();
                let double = others.iter().fold(Shape::hcp(12, 37), |shape, m| shape.len(*m, 4, 13));
                self.add(
                    &after,
                    Call::Double,
                    double,
                    "Takeout double of their two suits: four cards in each other suit, 12+",
                );
                // 17-18 with a five-card suit and no double (the fourth seat has no strong
                // double here): the suit, rather than the pass it met before.
                for m in others.iter().copied() {
                    let l = cheapest(m, r, 1);
                    let shape = Shape::hcp(17, 18).len(m, 5, 13);
                    self.add_if(&after, bid(l, s(m)), shape, longest_suit(m), overcall_words(l));
                }
                let answer = format!("{after} X P");
                let words = "Answer to the double of their two suits: the longer of the other two";
                for min in [5, 4] {
                    for m in &others {
                        self.add(&answer, bid(cheapest(*m, r, 1), s(*m)), Shape::ANY.len(*m, min, 13), words);
                    }
                }
                // Three cards in each: the cheaper.
                if let Some(m) = others.iter().min_by_key(|m| (cheapest(**m, r, 1), **m)) {
                    self.add(&answer, bid(cheapest(*m, r, 1), s(*m)), Shape::ANY, words);
                }
            }
            // Their raise, `1o P 2o`: they have a fit, and so may we. A six-card suit at the
            // two level from 9: its length is worth what the missing points are.
            let after = format!("1{} P 2{}", o.letter(), o.letter());
            for m in suits.into_iter().filter(|m| *m != o && cheapest(*m, o, 2) == 2) {
                let six = Shape::hcp(9, 18).len(m, 6, 13);
                self.add_if(&after, bid(2, s(m)), six, longest_suit(m), "Overcall of their raise: six cards, 9+");
            }
            for m in suits.into_iter().filter(|m| *m != o) {
                let l = cheapest(m, o, 2);
                let shape = if l == 2 { Shape::hcp(11, 18).len(m, 5, 13) } else { Shape::hcp(13, 18).len(m, 6, 13) };
                self.add_if(&after, bid(l, s(m)), shape, longest_suit(m), "Overcall of their raise: a long suit, 11+");
            }
            self.add(&after, Call::Double, takeout_shape(o, 12), "Takeout double of their raise: short in their suit");
            self.answers_to_preempt_double(&format!("{after} X P"), o, 2);
            // Their raise passed round (`1o P 2o P P`): they stopped with a fit, so partner,
            // who passed, holds values; the law of total tricks says compete rather than
            // sell out at the two level. A five-card suit at the two level from 8, at the
            // three level six cards from 10; the double short in their suit from 10.
            let after = format!("1{0} P 2{0} P P", o.letter());
            for m in suits.into_iter().filter(|m| *m != o) {
                let (l, shape) = match cheapest(m, o, 2) {
                    2 => (2, Shape::hcp(8, 15).len(m, 5, 13)),
                    l => (l, Shape::hcp(10, 15).len(m, 6, 13)),
                };
                self.add_if(&after, bid(l, s(m)), shape, longest_suit(m), "Balancing over their raise: a long suit");
            }
            self.add(
                &after,
                Call::Double,
                takeout_shape(o, 10),
                "Balancing double of their raise: short in their suit",
            );
            // With a singleton from 8; with three of their suit, the unbid majors held four
            // deep (partner is then short in theirs): from 12 over a major, 10 over a minor
            // (example3: 13 points with four cards in each red suit passed `1♠ P 2♠ P P`).
            let words = "Balancing double of their raise: a singleton in their suit, 8+";
            self.add(&after, Call::Double, takeout_shape(o, 8).len(o, 0, 1), words);
            let min = if o.is_major() { 12 } else { 10 };
            let majors = MAJORS
                .into_iter()
                .filter(|m| *m != o)
                .fold(Shape::hcp(min, 37).len(o, 3, 3), |shape, m| shape.len(m, 4, 13));
            let words = "Balancing double of their raise: four cards in each unbid major, three in their suit";
            self.add(&after, Call::Double, majors, words);
            // Partner passed the opening and the double may be 8 points: the cheapest call in
            // the longest suit, never game (the preempt's answers jumped to game or 3NT).
            let answer = format!("{after} X P");
            let words = "Pass: the double becomes a penalty double";
            self.add(&answer, Call::Pass, Shape::hcp(6, 37).len(o, 5, 13), words);
            for m in MAJORS.into_iter().filter(|m| *m != o) {
                let words = "Answer to the balancing double: game in a four-card major, 12+";
                self.add(&answer, bid(4, s(m)), Shape::hcp(12, 37).len(m, 4, 13), words);
                if cheapest(m, o, 2) == 2 {
                    let words = "Answer to the balancing double: a jump in a four-card major, 10-11";
                    self.add(&answer, bid(3, s(m)), Shape::hcp(10, 11).len(m, 4, 13), words);
                }
            }
            // The majors first among suits of four.
            let mut others: Vec<Suit> = suits.into_iter().filter(|m| *m != o).collect();
            others.sort_by_key(|m| (!m.is_major(), cheapest(*m, o, 2), *m));
            for len in [5, 4, 3] {
                for &m in &others {
                    let words = "Answer to the balancing double: the longest suit, as cheaply as possible";
                    self.add_if(
                        &answer,
                        bid(cheapest(m, o, 2), s(m)),
                        Shape::ANY.len(m, len, 13),
                        longest_suit(m),
                        words,
                    );
                }
            }
            for &m in &others {
                let words = "Answer to the balancing double: the cheapest suit";
                self.add(&answer, bid(cheapest(m, o, 2), s(m)), Shape::ANY.len(m, 3, 13), words);
            }
            for y in suits.into_iter().filter(|y| *y != o) {
                let level = cheapest(y, o, 1);
                // The opener over the balancing overcall (`1♣ P P 1♥`): partner passed the
                // opening, the balancer's partner too; with 16+ short in their suit, or any 18+,
                // the double (partner names a suit, or passes with their suit).
                let balanced_over = format!("1{} P P {level}{}", o.letter(), y.letter());
                let short = Shape::hcp(16, 37).len(y, 0, 2);
                let words = "Reopening double of the balancing overcall: 16+, short in their suit";
                self.add(&balanced_over, Call::Double, short, words);
                let words = "Reopening double of the balancing overcall: 18+";
                self.add(&balanced_over, Call::Double, Shape::hcp(18, 37), words);
                self.answers_to_preempt_double(&format!("{balanced_over} X P"), y, level);
                // The opener, the overcall passed round: a second five-card suit, or its own six.
                let after = format!("1{} {level}{} P P", o.letter(), y.letter());
                let own = cheapest(o, y, level);
                if own <= 2 {
                    self.add(
                        &after,
                        bid(own, s(o)),
                        Shape::hcp(12, 16).len(o, 6, 13),
                        "The opener again: a six-card suit",
                    );
                }
                for m in suits.into_iter().filter(|m| *m != o && *m != y) {
                    let l = cheapest(m, y, level);
                    if l <= 3 {
                        let shape = Shape::hcp(12, 18).len(o, 5, 13).len(m, 5, 13);
                        self.add(&after, bid(l, s(m)), shape, "The opener again: a second five-card suit");
                    }
                }
                if own == 3 {
                    self.add(&after, bid(3, s(o)), Shape::hcp(14, 18).len(o, 7, 13), "The opener again: seven cards");
                }
            }
            // The takeout doubler over the opener's rebid of its suit (`1♠ X P 2♥ 2♠`): four
            // cards of partner's major raise, to game with 19+.
            for m in MAJORS.into_iter().filter(|m| *m != o) {
                let level = if m > o { 1 } else { 2 };
                if level == 2 && o > m {
                    let after = format!("1{} X P 2{} 2{}", o.letter(), m.letter(), o.letter());
                    self.doubler_raises(&after, m);
                } else if level == 1 {
                    let after = format!("1{} X P 1{} 2{}", o.letter(), m.letter(), o.letter());
                    self.doubler_raises(&after, m);
                }
            }
        }
    }

    /// Opener's rebid after `1o (v) m (P)`: partner's new suit `m` (the bid `last`) showed
    /// five cards and forces. A raise with three cards, notrump with their suit stopped, six
    /// cards of the opening suit, a second suit, else the opening suit again or the cheapest
    /// notrump.
    fn contested_rebids(&mut self, after: &str, o: Suit, v: Suit, m: Suit, last: Bid) {
        use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};
        const NT: Strain = Strain::NoTrump;
        let cheapest = |x: Strain| cheapest_level(x, last);
        let held = their_suit_held(v);
        let raise = cheapest(s(m));
        if m.is_major() && raise < 3 {
            self.add(after, bid(4, s(m)), Shape::hcp(18, 21).len(m, 3, 13), "Raise to game, 18-21");
        }
        let nt = cheapest(NT);
        if nt <= 2 {
            let words = "18-19 balanced, their suit stopped";
            self.add_if(after, bid(nt + 1, NT), Shape::hcp(18, 19).balanced(), held, words);
        }
        if m.is_major() && raise < 3 {
            self.add(after, bid(raise + 1, s(m)), Shape::hcp(15, 17).len(m, 3, 13), "Jump raise, 15-17");
        } else if m.is_major() && raise == 3 {
            // Above the game, 18+ opposite partner's 10+ looks for a slam (the general rules).
            self.add(after, bid(4, s(m)), Shape::hcp(15, 17).len(m, 3, 13), "Raise to game, 15-17");
        }
        let own = cheapest(s(o));
        if own < 3 {
            self.add(after, bid(own + 1, s(o)), Shape::hcp(15, 17).len(o, 6, 13), "Six-card suit, 15-17");
        }
        if m.is_major() && raise <= 3 {
            self.add(after, bid(raise, s(m)), Shape::hcp(11, 14).len(m, 3, 13), "Raise, 12-14");
        }
        if nt <= 2 {
            let words = "12-14 balanced, their suit stopped";
            self.add_if(after, bid(nt, NT), Shape::hcp(11, 14).balanced(), held, words);
        }
        // Partner's minor (five cards, 10+): raised with four.
        if !m.is_major() && raise <= 3 {
            self.add(after, bid(raise, s(m)), Shape::hcp(OPENER_MIN, 17).len(m, 4, 13), "Raise of partner's minor");
        }
        if own <= 3 {
            self.add(after, bid(own, s(o)), Shape::hcp(OPENER_MIN, 14).len(o, 6, 13), "Six-card suit, 12-14");
        }
        // A second suit of four cards below the opening one at the cheapest level (at the one
        // level, any); above it, a reverse, 16+.
        for x in [S, H, D, C] {
            if x == o || x == v || x == m {
                continue;
            }
            let lx = cheapest(s(x));
            if lx == 1 || (lx == 2 && x < o) {
                self.add(after, bid(lx, s(x)), Shape::hcp(OPENER_MIN, 17).len(x, 4, 13), "Second suit");
            } else if lx == 2 {
                let shape = Shape::hcp(16, 21).len(x, 4, 13).len(o, 5, 13);
                self.add(after, bid(lx, s(x)), shape, "Second suit, a reverse: 16+");
            }
        }
        if own <= 3 {
            self.add(after, bid(own, s(o)), Shape::hcp(OPENER_MIN, 15).len(o, 5, 13), "Rebids the suit");
        }
        if nt <= 2 {
            self.add(after, bid(nt, NT), Shape::hcp(OPENER_MIN, 14), "Nothing else to say");
        }
    }

    /// Opener's rebids after their overcall `v` of `1o` at `level`, partner's new suit `r`
    /// (five cards: at the one level 6+, at the two level 10+) and their simple raise (`1♣ 1♥
    /// 1♠ 2♥`): partner's suit raised with three, six cards of the opening suit, notrump with
    /// 18-19 and their suit stopped; a minimum passes, partner speaks again.
    fn rebids_over_their_raise(&mut self, o: Suit, v: Suit, level: u8) {
        use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};
        const NT: Strain = Strain::NoTrump;
        let overcall = Bid::new(Level::new(level), s(v));
        for r in [C, D, H, S] {
            let lr = cheapest_level(s(r), overcall);
            // Partner's new suits: a major at the one level, any suit at the two level.
            if r == o || r == v || lr > 2 || (lr == 1 && !r.is_major()) {
                continue;
            }
            let lv = cheapest_level(s(v), Bid::new(Level::new(lr), s(r)));
            if lv > 3 {
                continue;
            }
            let last = Bid::new(Level::new(lv), s(v));
            let after = format!("1{} {level}{} {lr}{} {lv}{}", o.letter(), v.letter(), r.letter(), v.letter());
            let cheapest = |x: Strain| cheapest_level(x, last);
            let raise = cheapest(s(r));
            if raise == 2 {
                if r.is_major() {
                    self.add(&after, bid(4, s(r)), Shape::hcp(18, 21).len(r, 3, 13), "Raise to game, 18-21");
                }
                self.add(&after, bid(3, s(r)), Shape::hcp(15, 17).len(r, 3, 13), "Jump raise, 15-17");
                self.add(&after, bid(2, s(r)), Shape::hcp(11, 14).len(r, 3, 13), "Raise, 12-14");
            } else if raise == 3 {
                if r.is_major() {
                    // Partner's new suit at the two level showed 10+: with a major fit the
                    // game (the three-level raise was passed with 10-11 and the game made).
                    let words = "Raise to game opposite the new suit at the two level: three trumps";
                    self.add(&after, bid(4, s(r)), Shape::hcp(OPENER_MIN, 21).len(r, 3, 13), words);
                }
                self.add(
                    &after,
                    bid(3, s(r)),
                    Shape::hcp(11, 14).len(r, 3, 13),
                    "Raise at the three level over their raise, 12-14",
                );
            }
            let own = cheapest(s(o));
            if own == 2 {
                self.add(&after, bid(3, s(o)), Shape::hcp(15, 17).len(o, 6, 13), "Six-card suit, 15-17");
                self.add(&after, bid(2, s(o)), Shape::hcp(OPENER_MIN, 14).len(o, 6, 13), "Six-card suit, 12-14");
            } else if own == 3 {
                let words = "Six-card suit over their raise, 12-16";
                self.add(&after, bid(3, s(o)), Shape::hcp(OPENER_MIN, 16).len(o, 6, 13), words);
            }
            for x in [S, H, D, C] {
                if x != o && x != r && x != v && cheapest(s(x)) <= 3 {
                    let shape = Shape::hcp(15, 21).len(x, 4, 13).len(o, 5, 13);
                    let words = "A second suit over their raise, 15+";
                    self.add(&after, bid(cheapest(s(x)), s(x)), shape, words);
                }
            }
            let nt = cheapest(NT);
            if nt <= 3 {
                let words = "18-19 balanced, their suit stopped";
                self.add_if(&after, bid(nt, NT), Shape::hcp(18, 19).balanced(), their_suit_held(v), words);
            }
            let words = "A minimum over their raise: partner speaks again";
            self.add(&after, Call::Pass, Shape::hcp(OPENER_MIN, 14), words);
        }
    }

    /// Opener's rebid after `1o P 1r` and their call: their overcall of `v`, or their takeout
    /// double when `v` is `None`; `last` is the highest bid so far. Partner's answer showed
    /// four cards and will speak again. The raise with four, notrump (their suit stopped), six
    /// cards of the opening suit, a new suit; a minimum passes.
    fn rebids_over_intervention(&mut self, after: &str, o: Suit, r: Suit, v: Option<Suit>, last: Bid) {
        use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};
        const NT: Strain = Strain::NoTrump;
        let cheapest = |x: Strain| cheapest_level(x, last);
        let raise = cheapest(s(r));
        if raise == 2 {
            if r.is_major() {
                self.add(after, bid(4, s(r)), Shape::hcp(18, 21).len(r, 4, 13), "Raise to game, 18-21");
            }
            self.add(after, bid(3, s(r)), Shape::hcp(15, 17).len(r, 4, 13), "Jump raise, 15-17");
            self.add(after, bid(2, s(r)), Shape::hcp(11, 14).len(r, 4, 13), "Raise, 12-14");
        } else if raise == 3 {
            if r.is_major() {
                self.add(after, bid(4, s(r)), Shape::hcp(17, 21).len(r, 4, 13), "Raise to game, 17+");
            }
            self.add(after, bid(3, s(r)), Shape::hcp(13, 16).len(r, 4, 13), "Raise at the three level, 13-16");
        }
        let nt = cheapest(NT);
        let held: Vec<Cond> = v.map(their_suit_held).into_iter().collect();
        let (low, high) = if v.is_some() {
            ("12-14 balanced, their suit stopped", "18-19 balanced, their suit stopped")
        } else {
            ("12-14 balanced over their double", "18-19 balanced over their double")
        };
        if nt <= 2 {
            self.add_all(after, bid(2, NT), Shape::hcp(18, 19).balanced(), held.clone(), high);
        }
        if nt == 1 {
            self.add_all(after, bid(1, NT), Shape::hcp(11, 14).balanced(), held, low);
        }
        let own = cheapest(s(o));
        if own <= 2 {
            self.add(after, bid(own + 1, s(o)), Shape::hcp(15, 17).len(o, 6, 13), "Six-card suit, 15-17");
            self.add(after, bid(own, s(o)), Shape::hcp(OPENER_MIN, 14).len(o, 6, 13), "Six-card suit, 12-14");
        }
        for x in [S, H, D, C] {
            if x == o || x == r || Some(x) == v {
                continue;
            }
            let lx = cheapest(s(x));
            if lx == 1 {
                self.add(after, bid(1, s(x)), Shape::hcp(OPENER_MIN, 17).len(x, 4, 13), "New suit at the one level");
            } else if lx == 2 && x < o {
                let shape = Shape::hcp(OPENER_MIN, 17).len(x, 4, 13).len(o, 4, 13);
                self.add(after, bid(2, s(x)), shape, "Second suit");
            }
        }
        let words = if v.is_some() {
            "A minimum over their overcall: partner speaks again"
        } else {
            "A minimum over their double: partner speaks again"
        };
        self.add(after, Call::Pass, Shape::hcp(OPENER_MIN, 14), words);
        // After their double responder's second calls are those without it
        // (`responder_second_calls`).
        if let Some(v) = v {
            self.responder_after_minimum(&format!("{after} P P"), o, r, v, last);
        }
    }

    /// Responder when the opener passed their overcall of its one-level answer (`1♣ P 1♥ 1♠
    /// P P`): the opener has 11-14 without four cards of `r`, six of `o` or a one-level suit,
    /// and said partner speaks again. Game with 13+ (six cards of a major, three of the
    /// opening major, 3NT with their suit held), invitations with 10-12, six cards again with
    /// less; 12+ with no such call doubles, and the opener then passes with four cards of
    /// their suit or names its best contract (the general rules passed 13 points here).
    fn responder_after_minimum(&mut self, after: &str, o: Suit, r: Suit, v: Suit, last: Bid) {
        const NT: Strain = Strain::NoTrump;
        let cheapest = |x: Strain| cheapest_level(x, last);
        let held = their_suit_held(v);
        if r.is_major() {
            let words = "Game in my six-card major: 13+";
            self.add(after, bid(4, s(r)), Shape::hcp(13, 37).len(r, 6, 13), words);
            // Six cards and five of another suit play for two tricks more than the points.
            let two_suits = Cond::new(|h| !one_long_suit(h), "a second five-card suit");
            let words = "Game in my six-card major: a second five-card suit, 10+";
            self.add_if(after, bid(4, s(r)), Shape::hcp(10, 37).len(r, 6, 13), two_suits, words);
        }
        if o.is_major() {
            let words = "Game in the opening major: three cards, 13+";
            self.add(after, bid(4, s(o)), Shape::hcp(13, 37).len(o, 3, 13), words);
        }
        self.add_if(after, bid(3, NT), Shape::hcp(13, 18), held, "3NT: 13+, their suit held");
        if cheapest(s(r)) == 2 {
            self.add(after, bid(3, s(r)), Shape::hcp(10, 12).len(r, 6, 13), "Six cards, invites game: 10-12");
        }
        if cheapest(NT) <= 2 {
            self.add_if(after, bid(2, NT), Shape::hcp(11, 12), held, "Invites 3NT: 11-12, their suit held");
        }
        if o.is_major() && cheapest(s(o)) == 2 {
            self.add(
                after,
                bid(3, s(o)),
                Shape::hcp(10, 12).len(o, 3, 13),
                "Invites game in the opening major: three cards",
            );
            self.add(after, bid(2, s(o)), Shape::hcp(6, 9).len(o, 3, 13), "Back to the opening major: three cards");
        }
        if cheapest(s(r)) == 2 {
            self.add(after, bid(2, s(r)), Shape::hcp(6, 9).len(r, 6, 13), "Six cards again, to play");
        }
        let words = "Double: 12+, no clear call (partner may pass with their suit)";
        self.add(after, Call::Double, Shape::hcp(12, 37).len(v, 0, 3), words);
        self.add(after, Call::Pass, Shape::hcp(0, 11), "Nothing more: partner's minimum and mine");

        // The opener over the double: four cards of their suit pass; else the cheapest of
        // partner's suit with three, notrump with their suit held, the opening suit again.
        let after = format!("{after} X P");
        let words = "Leaves the double in: four cards in their suit";
        self.add(&after, Call::Pass, Shape::ANY.len(v, 4, 13), words);
        let lr = cheapest(s(r));
        self.add(&after, bid(lr, s(r)), Shape::ANY.len(r, 3, 13), "Partner's suit with three cards");
        let lnt = cheapest(NT);
        self.add_if(&after, bid(lnt, NT), Shape::ANY, held, "Notrump, their suit held");
        let lo = cheapest(s(o));
        self.add(&after, bid(lo, s(o)), Shape::ANY.len(o, 5, 13), "The opening suit again: five cards");
        for x in [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades] {
            if x != o && x != r && x != v {
                let lx = cheapest(s(x));
                self.add(&after, bid(lx, s(x)), Shape::ANY.len(x, 4, 13), "A second suit: four cards");
            }
        }
        self.add(&after, bid(lo, s(o)), Shape::ANY, "The opening suit again");
    }

    /// Over partner's 2NT of `range` points (the opening, or `2♣ 2♦ 2NT`), game from `game`
    /// points: transfers (3♦, 3♥) with five cards in a major, the declarer the strong hand;
    /// Stayman (3♣) with a four-card major, opener showing hearts first (3♥), else spades
    /// (3♠), else none (3♦); responder then plays the fit (a slam with 33 together, five of
    /// the major inviting it with 31-32) or notrump, and after 3♥ shows its four spades (3♠)
    /// for opener to choose.
    fn two_notrump_majors(&mut self, after: &str, range: (u8, u8), game: u8, slams: bool) {
        use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};
        const NT: Strain = Strain::NoTrump;
        let (lo, _) = range;
        let p = Call::Pass;
        for (below, m) in [(D, H), (H, S)] {
            let (cond, words) = if m == S {
                (COND_SPADES_LONGEST, "Transfer to ♠")
            } else {
                (COND_HEARTS_LONGEST, "Transfer to ♥")
            };
            let tr = format!("3{}", below.letter());
            self.add_if(after, bid(3, s(below)), Shape::ANY.len(m, 5, 13), cond, words);
            let done = format!("{after} {tr} P");
            self.add(&done, bid(3, s(m)), Shape::ANY, "Completes the transfer");
            let then = format!("{done} 3{} P", m.letter());
            let strong = 31 - lo;
            self.add(&then, bid(4, s(m)), Shape::hcp(game, strong).len(m, 6, 13), "Game, six-card suit");
            self.add(&then, bid(3, NT), Shape::hcp(game, strong).len(m, 5, 5), "Game: choose 3NT or 4 of the major");
            // Six trumps and a short suit make game opposite 20-21 without the points.
            let six = Shape::hcp(0, game - 1).len(m, 6, 13);
            self.add_if(&then, bid(4, s(m)), six, COND_SHORT_SUIT, "Game, six-card suit and a short suit");
            self.add(&then, p, Shape::hcp(0, game - 1), "To play");
            let chose = format!("{then} 3NT P");
            self.add(&chose, bid(4, s(m)), Shape::ANY.len(m, 3, 13), "Prefers the major with three");
            self.add(&chose, p, Shape::ANY.len(m, 0, 2), "To play");
        }
        self.add_if(after, bid(3, s(C)), Shape::hcp(game, 37), COND_A_MAJOR, "Stayman: asks for a 4-card major");
        let asked = format!("{after} 3C P");
        self.add_if(&asked, bid(3, s(H)), Shape::ANY, COND_4_HEARTS, "Answer to Stayman: 4 ♥");
        self.add_if(&asked, bid(3, s(S)), Shape::ANY, COND_SPADES_NOT_HEARTS, "Answer to Stayman: 4 ♠");
        self.add_if(&asked, bid(3, s(D)), Shape::ANY, COND_NO_MAJOR, "Answer to Stayman: no major");
        for m in [D, H, S] {
            let answered = format!("{asked} 3{} P", m.letter());
            if m.is_major() {
                if slams {
                    let grand = Shape::hcp(37 - lo, 37).len(m, 4, 13);
                    self.add(&answered, bid(7, s(m)), grand, "Grand slam with the fit: 37+ together");
                    let slam = Shape::hcp(33 - lo, 36 - lo).len(m, 4, 13);
                    self.add(&answered, bid(6, s(m)), slam, "Slam with the fit: 33+ together");
                    // Two short: five of the major invites, opener bids six from the middle
                    // of its range.
                    let invite = Shape::hcp(31 - lo, 32 - lo).len(m, 4, 13);
                    self.add(&answered, bid(5, s(m)), invite, "Invites the slam with the fit: 31-32 together");
                    let invited = format!("{answered} 5{} P", m.letter());
                    let words = ("Accepts the invitation to slam", "Declines the invitation to slam");
                    self.answer_invitation(&invited, range, bid(6, s(m)), words);
                }
                self.add(&answered, bid(4, s(m)), Shape::ANY.len(m, 4, 13), "Game with the fit");
            }
            if slams {
                self.notrump_slams(&answered, range, None);
            }
            if m == H {
                self.add(&answered, bid(3, s(S)), Shape::ANY.len(S, 4, 13), "Four spades, not four hearts");
                let shown = format!("{answered} 3S P");
                self.add(&shown, bid(4, s(S)), Shape::ANY.len(S, 4, 13), "The spade fit");
                self.add(&shown, bid(3, NT), Shape::ANY, "No spade fit");
            }
            self.add(&answered, bid(3, NT), Shape::ANY, "Game, no fit");
        }
    }

    /// Responder's slams opposite partner's notrump of `range` points (the high cards decide
    /// in notrump): 6NT with 33 together at the bottom of the range, 7NT with 37, and 4NT
    /// inviting (quantitative) two points short, which opener accepts from the middle of its
    /// range.
    fn notrump_slams(&mut self, after: &str, range: (u8, u8), cond: Option<Cond>) {
        let (lo, _) = range;
        let mut add = |call: Call, from: u8, to: u8, words: &str| {
            let shape = Shape::hcp(from, to);
            match cond {
                Some(c) => self.add_if(after, call, shape, c, words),
                None => self.add(after, call, shape, words),
            }
        };
        add(bid(7, Strain::NoTrump), 37 - lo, 37, "Grand slam in notrump: 37+ together");
        add(bid(6, Strain::NoTrump), 33 - lo, 36 - lo, "Slam in notrump: 33+ together");
        add(bid(4, Strain::NoTrump), 31 - lo, 32 - lo, "Invites 6NT (quantitative)");
        let invited = format!("{after} 4NT P");
        let words = ("Accepts the invitation to 6NT", "Declines the invitation to 6NT");
        self.answer_invitation(&invited, range, bid(6, Strain::NoTrump), words);
    }

    /// Responder's second call after the opener's minimum rebid (`1o P 1r P` then the
    /// opener's suit again, 1NT, a lower suit at the two level or a new suit at the one
    /// level): 10-11 invites (three of the opener's major with three cards, 2NT with the
    /// unbid suits stopped, a raise of a minor), 12-15 bids the game it sees (four of the
    /// opener's major, four of its own six-card major, 3NT with the unbid suits stopped); the
    /// opener accepts from 13, and with three cards of responder's major and a short suit
    /// bids game in it over 2NT or 3NT. Without these the general rules read the opener's
    /// rebid as 10-21 and bid 3NT with 10 (example3: 3NT after `1♦ P 1♠ P 2♦` with 10 and 11
    /// went down). SEF's own ranges (11-12 invites, the opener accepting from 14) lost on
    /// example3 (docs/robots.md): scored double dummy, 24-25 points make 3NT more often than
    /// not.
    fn responder_second_calls(&mut self) {
        use Strain::NoTrump as NT;
        use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};
        // Their takeout double of our two suits changes none of it: the opener's rebids over
        // it are the same calls with the same ranges.
        let pairs = [(C, D), (C, H), (C, S), (D, H), (D, S), (H, S)];
        for ((o, r), fourth) in pairs.into_iter().flat_map(|p| [(p, "P"), (p, "X")]) {
            let start = format!("1{} P 1{} {fourth}", o.letter(), r.letter());
            // The opener's rebid, the suit it named (none for its own suit and 1NT), and the
            // cards of the opener's first suit a raise needs.
            let mut rebids: Vec<(String, Option<Suit>, u8)> =
                vec![(format!("2{}", o.letter()), None, 3), (String::from("1NT"), None, 4)];
            rebids.extend(Suit::ASC.into_iter().filter(|z| *z < o).map(|z| (format!("2{}", z.letter()), Some(z), 4)));
            rebids.extend(Suit::ASC.into_iter().filter(|z| *z > r).map(|z| (format!("1{}", z.letter()), Some(z), 4)));
            for (rebid, second, need) in rebids {
                let after = format!("{start} {rebid} P");
                let notrump = rebid == "1NT";
                let unbid: Vec<Suit> =
                    Suit::ASC.into_iter().filter(|x| *x != o && *x != r && Some(*x) != second).collect();
                let held: Vec<Cond> = if notrump { Vec::new() } else { unbid.iter().map(|u| held(*u)).collect() };
                // The raise of a major the opener named second after `1m P 1♥` is family
                // `seconds`'s.
                let second = second.filter(|z| !(r == H && *z == S));
                if o.is_major() {
                    let fit = Shape::hcp(12, 15).len(o, 3, 13);
                    self.add(&after, bid(4, s(o)), fit, "Game in opener's major: three cards, 12-15");
                }
                if r.is_major() {
                    self.add(&after, bid(4, s(r)), Shape::hcp(12, 15).len(r, 6, 13), "Game in my major, six cards");
                }
                if let Some(z) = second.filter(|z| z.is_major()) {
                    let fit = Shape::hcp(12, 15).len(z, 4, 13);
                    self.add(&after, bid(4, s(z)), fit, "Raise of the second suit to game: 12-15");
                }
                let words =
                    if notrump { "12-15: game in notrump" } else { "12-15, the unbid suits stopped: game in notrump" };
                self.add_all(&after, bid(3, NT), Shape::hcp(12, 15).len(r, 4, 5), held.clone(), words);
                let invite = Shape::hcp(10, 11).len(r, 4, 5);
                if o.is_major() {
                    self.add(&after, bid(3, s(o)), invite.len(o, 3, 13), "Raise of opener's suit, invites game");
                }
                if let Some(z) = second.filter(|z| z.is_major()) {
                    self.add(&after, bid(3, s(z)), invite.len(z, 4, 13), "Raise of the second suit, invites game");
                }
                let words = if notrump { "10-11, invites 3NT" } else { "10-11, the unbid suits stopped, invites 3NT" };
                self.add_all(&after, bid(2, NT), invite, held, words);
                if let Some(z) = second.filter(|z| !z.is_major()) {
                    self.add(&after, bid(3, s(z)), invite.len(z, 4, 13), "Raise of the second suit, invites game");
                }
                if !o.is_major() {
                    self.add(&after, bid(3, s(o)), invite.len(o, need, 13), "Raise of opener's suit, invites game");
                }
                // The opener over the invitations; with three cards of responder's major and a
                // short suit, the major (its four or five cards and the ruffs).
                let nt = format!("{after} 2NT P");
                if r.is_major() {
                    let words = "Three cards of partner's major and a short suit: game in it";
                    let three = Shape::hcp(OPENER_MIN, 21).len(r, 3, 3);
                    self.add_if(&format!("{after} 3NT P"), bid(4, s(r)), three, COND_SHORT_SUIT, words);
                    self.add_if(&nt, bid(4, s(r)), Shape { hcp: (13, 21), ..three }, COND_SHORT_SUIT, words);
                }
                if notrump {
                    let words = ("Accepts the invitation", "Declines the invitation");
                    self.answer_invitation(&nt, (11, 14), bid(3, NT), words);
                } else {
                    self.add(&nt, bid(3, NT), Shape::hcp(13, 21), "Accepts the invitation");
                    self.add(&nt, Call::Pass, Shape::hcp(OPENER_MIN, 12), "Declines the invitation");
                }
                let raised: Vec<Suit> = [Some(o), second].into_iter().flatten().collect();
                for x in raised {
                    let invited = format!("{after} 3{} P", x.letter());
                    if x.is_major() {
                        self.accepts_raise(&invited, x, 21, Shape::hcp(OPENER_MIN, 13));
                    } else {
                        self.add(&invited, bid(3, NT), Shape::hcp(13, 21), "Accepts the invitation in notrump");
                        self.add(&invited, Call::Pass, Shape::hcp(OPENER_MIN, 12), "Declines the invitation");
                    }
                }
            }
        }
    }

    /// The opener's reverse after `1o P 1r P` (a suit above `o` and below `r`, at the two
    /// level: 16-21, five cards of `o`, four of it; SEF's « bicolore cher », forcing one
    /// round) and what follows it. Responder with 0-8 speaks at the cheapest level (the major
    /// reverse raised to three with four cards, its own six cards again, the first suit
    /// with three, else 2NT) and with 9-13 bids game (four of the major reverse, four of its
    /// own six-card major, 3NT with the fourth suit stopped); over a weak answer the opener
    /// bids game with 17-21 (3NT over 2NT or over the preference with the fourth suit
    /// stopped, four of the raised major), else passes.
    fn reverses(&mut self) {
        use Strain::NoTrump as NT;
        use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};
        for (o, r) in [(C, H), (C, S), (D, S)] {
            let start = format!("1{} P 1{} P", o.letter(), r.letter());
            for x in Suit::ASC.into_iter().filter(|x| *x > o && *x < r) {
                let shape = Shape::hcp(16, 21).len(o, 5, 13).len(x, 4, 13);
                self.add(&start, bid(2, s(x)), shape, "Second suit, a reverse: 16+, forcing");
                let after = format!("{start} 2{} P", x.letter());
                let fourth: Vec<Cond> = Suit::ASC.into_iter().filter(|u| ![o, r, x].contains(u)).map(held).collect();
                let weak = Shape::hcp(0, 8);
                // 14-15 opposite 16-21 is near a slam: the general rules' tries.
                if x.is_major() {
                    let four = Shape::hcp(9, 13).len(x, 4, 13);
                    self.add(&after, bid(4, s(x)), four, "Raise of the reverse to game: four cards, 9-13");
                }
                if r.is_major() {
                    let six = Shape::hcp(9, 13).len(r, 6, 13);
                    self.add(&after, bid(4, s(r)), six, "Game in my major, six cards");
                }
                let words = "9-13, the fourth suit stopped: game in notrump";
                self.add_all(&after, bid(3, NT), Shape::hcp(9, 13), fourth.clone(), words);
                if x.is_major() {
                    self.add(&after, bid(3, s(x)), weak.len(x, 4, 13), "Raise of the reverse, weak: four cards, 0-8");
                }
                self.add(&after, bid(2, s(r)), weak.len(r, 6, 13), "Six cards of my own, weak: 0-8");
                self.add(&after, bid(3, s(o)), weak.len(o, 3, 13), "Preference for the first suit, weak: 0-8");
                self.add(&after, bid(2, NT), weak, "Weak: 0-8, nothing else to say");
                // The weak answers come from 5 or 6 points mostly: game from 17.
                let nt = format!("{after} 2NT P");
                self.add(&nt, bid(3, NT), Shape::hcp(17, 21), "Game: 17-21 opposite the weak answer");
                self.add(&nt, Call::Pass, Shape::hcp(16, 16), "16: no game opposite the weak answer");
                let preferred = format!("{after} 3{} P", o.letter());
                let words = "Game: 17-21 opposite the weak answer, the fourth suit stopped";
                self.add_all(&preferred, bid(3, NT), Shape::hcp(17, 21), fourth, words);
                self.add(&preferred, Call::Pass, Shape::hcp(16, 21), "No game opposite the weak answer");
                if x.is_major() {
                    let raised = format!("{after} 3{} P", x.letter());
                    self.add(&raised, bid(4, s(x)), Shape::hcp(17, 21), "Game: 17-21 opposite the weak raise");
                    self.add(&raised, Call::Pass, Shape::hcp(16, 16), "16: no game opposite the weak raise");
                }
            }
        }
    }

    /// The opener over responder's invitational raise of its second suit to three: game
    /// from 14 (up to `top`), or with 15 counted with the fit; else the pass, read as
    /// `declined`.
    fn accepts_raise(&mut self, invited: &str, trump: Suit, top: u8, declined: Shape) {
        let game = bid(4, s(trump));
        self.add(invited, game, Shape::hcp(14, top), "Accepts the invitation");
        let shapely = Cond::in_suit(accepts_by_shape, trump, "15+ points with the fit (shape counted)");
        self.add_if(invited, game, Shape::hcp(OPENER_MIN, 13), shapely, "Accepts the invitation");
        self.add(invited, Call::Pass, declined, "Declines the invitation");
    }

    /// The notrump opener invited to a slam two points short of it (after `invited`): `call`
    /// from the middle of its `range` up, else pass; `words` for the two.
    fn answer_invitation(&mut self, invited: &str, range: (u8, u8), call: Call, words: (&str, &str)) {
        let (lo, hi) = range;
        let middle = lo + (hi - lo).div_ceil(2);
        self.add(invited, call, Shape::hcp(middle, hi), words.0);
        self.add(invited, Call::Pass, Shape::hcp(lo, middle - 1), words.1);
    }

    /// Opener's splinters after `1o P 1r P` (`1♦ 1♠ 4♣`, `1♣ 1♥ 3♠`: a double jump in a new
    /// suit): four cards of partner's major, 17-21, a singleton or void there; responder asks
    /// for key cards with 12 working points (with `keycards`: only key cards are answered
    /// after a splinter), else bids game.
    fn opener_splinters(&mut self, o: Suit, r: Suit, keycards: bool) {
        let after = format!("1{} P 1{} P", o.letter(), r.letter());
        for x in Suit::ASC.into_iter().filter(|x| *x != o && *x != r) {
            let level = if x > r { 3 } else { 4 };
            let shape = Shape::hcp(17, 21).len(r, 4, 13).len(x, 0, 1);
            let words = "Splinter: four cards of partner's major, 17-21, a singleton or void here";
            self.add(&after, bid(level, s(x)), shape, words);
            let over = format!("{after} {level}{} P", x.letter());
            let working =
                Cond::in_suit(working_12, x, "12+ points, length counted, without the K, Q, J of the short suit");
            self.splinter_answers(&over, r, working, keycards);
        }
    }

    /// Partner of the splinter: key cards (4NT, with `keycards`) when `working` holds, else
    /// game in `trump`.
    fn splinter_answers(&mut self, over: &str, trump: Suit, working: Cond, keycards: bool) {
        if keycards {
            self.add_if(over, bid(4, Strain::NoTrump), Shape::ANY, working, KEYCARD_ASK);
        }
        self.add(over, bid(4, s(trump)), Shape::ANY, "Game: no slam opposite the splinter");
    }

    /// Responder's splinters over `1m` (`1♥ 3♠`, `1♥ 4♣`, `1♠ 4♥`: the double jump in a new
    /// suit) and opener's answer: key cards (4NT, with `keycards`) with 17 working points,
    /// else game.
    fn splinters(&mut self, m: Suit, keycards: bool) {
        let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
        for x in suits.into_iter().filter(|x| *x != m) {
            // The double jump: the three level above the major, the four level below it.
            let level = if x > m { 3 } else { 4 };
            let after = format!("1{} P", m.letter());
            let shape = Shape::hcp(11, 18).len(m, 4, 13).len(x, 0, 1);
            self.add(&after, bid(level, s(x)), shape, "Splinter: four trumps, game values, a singleton or void here");
            let over = format!("{after} {level}{} P", x.letter());
            let working =
                Cond::in_suit(working_17, x, "17+ points, length counted, without the K, Q, J of the short suit");
            self.splinter_answers(&over, m, working, keycards);
        }
    }

    /// The takeout doubler with four cards of partner's major, after the opener bid again.
    fn doubler_raises(&mut self, after: &str, m: Suit) {
        self.add(
            after,
            bid(4, s(m)),
            Shape::hcp(19, 37).len(m, 4, 13),
            "A strong double: game in partner's major, 19+",
        );
        self.add(
            after,
            bid(3, s(m)),
            Shape::hcp(16, 18).len(m, 4, 13),
            "The double and four of partner's major: competes, 16-18",
        );
    }

    /// The doubler of their weak two or preempt (`2♠ X P 3♥ P`) after partner's answer at
    /// the cheapest level (0-9 points): a strong double (18+) says so, as over a one-level
    /// opening, one level higher: game in partner's major with four cards, 3NT with their
    /// suit stopped, game in a six-card major of its own, a five-card suit at the three level.
    fn doubler_after_preempt(&mut self, o: Suit, level: u8) {
        use Strain::NoTrump as NT;
        let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
        let cheapest = |m: Suit| if m > o { level } else { level + 1 };
        for m in suits.into_iter().filter(|m| *m != o) {
            let l = cheapest(m);
            let after = format!("{level}{} X P {l}{} P", o.letter(), m.letter());
            // Partner's answer at the four level is game already (`3♠ X P 4♥`).
            if m.is_major() && l < 4 {
                let fit = Shape::hcp(18, 37).len(m, 4, 13);
                self.add(&after, bid(4, s(m)), fit, "A strong double of their preempt: game in partner's major, 18+");
                if l == 2 {
                    let fit = Shape::hcp(16, 17).len(m, 4, 13);
                    self.add(&after, bid(3, s(m)), fit, "The double and four of partner's major: competes, 16-17");
                }
            }
            if l <= 3 {
                let held = their_suit_held(o);
                let words = "A strong double of their preempt: 3NT, their suit held, 18+";
                self.add_if(&after, bid(3, NT), Shape::hcp(18, 37), held, words);
            }
            for x in suits.into_iter().filter(|x| *x != o && *x != m) {
                if x.is_major() && l < 4 {
                    let six = Shape::hcp(18, 37).len(x, 6, 13);
                    let words = "A strong double of their preempt: game in my six-card major, 18+";
                    self.add_if(&after, bid(4, s(x)), six, longest_suit(x), words);
                }
                let lx = if x > m { l } else { l + 1 };
                if lx <= 3 {
                    let five = Shape::hcp(18, 37).len(x, 5, 13);
                    let words = "A strong double of their preempt: five cards of my own, 18+";
                    self.add_if(&after, bid(lx, s(x)), five, longest_suit(x), words);
                }
            }
        }
    }

    /// Partner of the takeout doubler after their raise (`1♦ X 2♦`): the responsive double,
    /// for takeout (both majors over a minor, both minors over a major), 7+; a five-card suit
    /// of one's own at the cheapest level. The doubler answers the double in its longer suit
    /// of the two, a jump to game in a major with 17+.
    fn responsive(&mut self, o: Suit) {
        use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};
        let after = format!("1{0} X 2{0}", o.letter());
        let (pair, shape) = if o.is_major() {
            let other = if o == H { S } else { H };
            ([D, C], Shape::hcp(7, 37).len(other, 0, 3).len(C, 4, 13).len(D, 4, 13))
        } else {
            ([S, H], Shape::hcp(7, 37).len(H, 4, 13).len(S, 4, 13))
        };
        self.add(&after, Call::Double, shape, "Responsive double: the two other suits, 7+");
        for m in [S, H, D, C].into_iter().filter(|m| *m != o) {
            let level = if m > o { 2 } else { 3 };
            let words = "A five-card suit over their raise";
            self.add_if(&after, bid(level, s(m)), Shape::hcp(6, 12).len(m, 5, 13), longest_suit(m), words);
        }
        let answer = format!("{after} X P");
        let [first, second] = pair;
        let level = |m: Suit| if m > o { 2 } else { 3 };
        let first_longer = if first == S { COND_SPADES_LONGEST } else { COND_DIAMONDS };
        if first.is_major() {
            for m in [first, second] {
                let cond = if m == first { first_longer } else { COND_HEARTS_LONGEST };
                let words = "Answers the responsive double: game in the major, 17+";
                self.add_if(&answer, bid(4, s(m)), Shape::hcp(17, 37).len(m, 4, 13), cond, words);
            }
        }
        let words = "Answers the responsive double: the longer of the two suits";
        self.add_if(&answer, bid(level(first), s(first)), Shape::ANY, first_longer, words);
        self.add(&answer, bid(level(second), s(second)), Shape::ANY, words);
    }

    /// The doubler of `1theirs` after partner's simple answer (a suit at the cheapest level,
    /// or 1NT), the opener's partner silent: with 17+ the double was the strong kind, and the
    /// second call says so; partner, who may hold nothing, bids game over the notrump with 5.
    fn doubler_again(&mut self, theirs: Suit) {
        use Strain::NoTrump as NT;
        let mut answers: Vec<(u8, Option<Suit>)> = vec![(1, None)];
        answers.extend(Suit::ASC.iter().filter(|m| **m != theirs).map(|m| (if *m > theirs { 1 } else { 2 }, Some(*m))));
        for (level, answer) in answers {
            let name = answer.map_or(String::from("NT"), |m| m.letter().to_string());
            let after = format!("1{} X P {level}{name} P", theirs.letter());
            let held = Shape::ANY.balanced().len(theirs, 2, 13);
            // Notrump after a suit: the cheapest, 18-20; 3NT with 21+.
            if let Some(m) = answer {
                if m.is_major() {
                    let fit = Shape::hcp(19, 37).len(m, 4, 13);
                    self.add(&after, bid(4, s(m)), fit, "A strong double: game in partner's major, 19+");
                }
                self.add(
                    &after,
                    bid(3, NT),
                    Shape { hcp: (21, 37), ..held },
                    "A strong double: 21+ balanced, their suit held",
                );
                let nt = if level == 1 { 1 } else { 2 };
                self.add(
                    &after,
                    bid(nt, NT),
                    Shape { hcp: (18, 20), ..held },
                    "A strong double: 18-20 balanced, their suit held",
                );
                for x in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
                    if x != theirs && x != m {
                        let l = if x > m { level } else { level + 1 };
                        if l <= 2 {
                            let own = Shape::hcp(17, 37).len(x, 5, 13);
                            self.add_if(
                                &after,
                                bid(l, s(x)),
                                own,
                                longest_suit(x),
                                "A strong double: five cards of my own, 17+",
                            );
                        }
                    }
                }
                // Partner's answers to the notrump: game with 5 points (the answer promised none).
                let over = format!("{after} {nt}NT P");
                self.add(&over, bid(3, NT), Shape::hcp(5, 37), "Game opposite the strong double");
                if nt == 1 {
                    self.add(&over, bid(2, NT), Shape::hcp(3, 4), "Invites 3NT");
                }
                self.add(&over, Call::Pass, Shape::ANY, "Nothing more");
            } else {
                // Partner's 1NT (6-10, their suit held): game with 16+.
                self.add(
                    &after,
                    bid(3, NT),
                    Shape::hcp(16, 37).len(theirs, 0, 13),
                    "A strong double: game opposite 6-10",
                );
            }
        }
    }

    /// Partner of our 1NT overcall when they raise (`1♠ 1NT 2♠`): as over their overcall of
    /// our 1NT opening, a five-card suit to play at the two level, six at the three, game in
    /// a long major, 3NT with 9+ (partner holds their suit) (example3 board 46: six diamonds
    /// and a void in their spades passed `1♠ 1NT 2♠`).
    fn over_their_raise_of_our_notrump(&mut self, o: Suit) {
        let after = format!("1{0} 1NT 2{0}", o.letter());
        for m in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs].into_iter().filter(|m| *m != o) {
            if m.is_major() {
                let six = Shape::hcp(8, 15).len(m, 6, 13);
                self.add(&after, bid(4, s(m)), six, "Game over their raise: six cards");
            }
            if m > o {
                let five = Shape::hcp(0, 8).len(m, 5, 13);
                self.add_if(&after, bid(2, s(m)), five, longest_suit(m), "To play over their raise: five cards");
            } else {
                let six = Shape::hcp(0, 8).len(m, 6, 13);
                let words = "To play over their raise: six cards at the three level";
                self.add_if(&after, bid(3, s(m)), six, longest_suit(m), words);
            }
        }
        self.add(&after, bid(3, Strain::NoTrump), Shape::hcp(9, 15), "3NT over their raise, 9+");
    }

    /// Responder with game values over their overcall `t` at `their_level` of our 1NT (after
    /// `after`), once the weaker bids are placed: three of a five-card major forces (opener raises
    /// with three, bids 3NT with their suit held, else game in the five-two fit); 3NT with their
    /// suit held. A takeout double with 8+ short in their suit, opener answering at the cheapest
    /// level, lost on example3 (-64 IMPs over 42 results: their part-score went down where our game
    /// did not make), and is not played.
    fn notrump_overcalled(&mut self, after: &str, t: Suit, their_level: u8) {
        // Three of a major below their suit at the two level is the weak six-card suit.
        for m in MAJORS.into_iter().filter(|m| *m > t || their_level == 3) {
            let five = Shape::hcp(10, 15).len(m, 5, 5);
            self.add(after, bid(3, s(m)), five, "Five cards, forcing to game: opener chooses 3NT or four of the major");
            let asked = format!("{after} 3{} P", m.letter());
            self.add(&asked, bid(4, s(m)), Shape::ANY.len(m, 3, 13), "Prefers the major with three");
            let words = "3NT with two cards of the major";
            self.add_if(&asked, bid(3, Strain::NoTrump), Shape::ANY.len(m, 0, 2), their_suit_held(t), words);
            self.add(&asked, bid(4, s(m)), Shape::ANY, "Game in the major: their suit not held for 3NT");
        }
        self.add_if(after, bid(3, Strain::NoTrump), Shape::hcp(10, 15), their_suit_held(t), "3NT over their overcall");
    }

    /// The `defence` family: over their 1NT, in the direct seat and after `1NT P P`; and
    /// the 1NT side's answers when they bid over it.
    fn defence_to_notrump(&mut self) {
        use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};
        // Over their overcall of our 1NT: a five-card suit to play at the two level, game
        // in a six-card major, 3NT with their suit held; over their penalty double, a
        // five-card suit runs, and the opener leaves a pass of the double alone.
        for (code, theirs) in [("2D", Some(D)), ("2H", Some(H)), ("2S", Some(S)), ("2C", None), ("X", None)] {
            let after = format!("1NT {code}");
            for m in [S, H, D, C] {
                if Some(m) == theirs {
                    continue;
                }
                let level = match theirs {
                    Some(t) if m < t => 3,
                    _ => 2,
                };
                if m.is_major() && code != "X" {
                    let six = Shape::hcp(8, 15).len(m, 6, 13);
                    self.add(&after, bid(4, s(m)), six, "Game over their overcall: six cards");
                    // Seven cards play a trick better (example3 board 62: ♠KQJT643 and 6
                    // points bid 2♠ over `1NT 2♥`, opener passed; 4♠ made).
                    let seven = Shape::hcp(5, 15).len(m, 7, 13);
                    self.add(&after, bid(4, s(m)), seven, "Game over their overcall: seven cards");
                }
                if level == 2 {
                    let five = Shape::hcp(0, 9).len(m, 5, 13);
                    let words = if code == "X" {
                        "Runs from the double: five cards"
                    } else {
                        "To play over their overcall: five cards"
                    };
                    if code != "2C" || m != C {
                        self.add_if(&after, bid(2, s(m)), five, longest_suit(m), words);
                    }
                } else if code != "X" {
                    // Below their suit, a six-card suit plays at the three level (example3
                    // board 26: six clubs and five spades passed `1NT 2♥`; 5♣ made).
                    let six = Shape::hcp(0, 9).len(m, 6, 13);
                    let words = "To play over their overcall: six cards at the three level";
                    self.add_if(&after, bid(3, s(m)), six, longest_suit(m), words);
                }
            }
            if let Some(t) = theirs {
                self.notrump_overcalled(&after, t, 2);
            }
        }
        // Their three-level overcall in a minor: game in a six-card major, the five-card
        // major forcing, 3NT with their suit held (example3: `1NT 3♣` passed out with five
        // hearts and 10 points opposite; 4♥ made).
        for t in [C, D] {
            let after = format!("1NT 3{}", t.letter());
            for m in MAJORS {
                self.add(&after, bid(4, s(m)), Shape::hcp(8, 15).len(m, 6, 13), "Game over their overcall: six cards");
            }
            self.notrump_overcalled(&after, t, 3);
        }
        self.add("1NT X P P", Call::Pass, Shape::ANY, "Partner passed the double: 1NT doubled");
        for after in ["1NT", "1NT P P"] {
            let landy = Cond::new(landy_shape, "5-4 in the majors or better");
            self.add_if(after, bid(2, s(C)), Shape::hcp(8, 15), landy, "Landy: both majors over their 1NT");
            // Six cards up to 18: a stronger hand has no call over their 15-17 but this one (the
            // penalty double lost, above), and passing a six-card suit with 16-18 sold out
            // to 1NT where our game or part-score made (example3: ♠AKQ932 ♥AQ5 ♦4 ♣QT9).
            for m in [S, H, D] {
                let six = Shape::hcp(8, 18).len(m, 6, 13);
                self.add_if(after, bid(2, s(m)), six, longest_suit(m), "Overcall of their 1NT: six cards, 8-18");
                if m.is_major() {
                    let five = Shape::hcp(10, 15).len(m, 5, 5);
                    self.add_if(after, bid(2, s(m)), five, longest_suit(m), "Overcall of their 1NT: five cards, 10-15");
                }
            }
            let clubs = Shape::hcp(8, 18).len(C, 6, 13);
            self.add_if(after, bid(3, s(C)), clubs, longest_suit(C), "Overcall of their 1NT: six clubs, 8-18");
            // Partner of Landy: the longer major (hearts with equal length), a jump with four
            // cards and 10-12, game with 13+. When they double 2♣ or bid 2♦, the same with
            // three cards at least, else a pass; the Landy bidder whose partner passed then bids
            // a six-card major, or hearts with five of each, rather than sell out at the two
            // level (example3 board 42: seven spades and five hearts passed `1NT 2♣ 2♦ P P`).
            let raises = [
                (4, 13, 37, "Game opposite Landy: four cards, 13+"),
                (3, 10, 12, "Invites game opposite Landy: four cards"),
            ];
            let spades = Cond::new(|h| h.suit_len(Suit::Spades) > h.suit_len(Suit::Hearts), "♠ longer than ♥");
            for (theirs, least) in [("P", 0), ("X", 3), ("2D", 3)] {
                let over = format!("{after} 2C {theirs}");
                for (level, lo, hi, words) in raises {
                    for m in [S, H] {
                        self.add(&over, bid(level, s(m)), Shape::hcp(lo, hi).len(m, 4, 13), words);
                    }
                }
                let words = "Answer to Landy: the longer major";
                self.add_if(&over, bid(2, s(S)), Shape::ANY.len(S, least, 13), spades, words);
                let words = "Answer to Landy: the longer major (♥ with equal length)";
                self.add(&over, bid(2, s(H)), Shape::ANY.len(H, least, 13), words);
                if theirs == "P" {
                    for m in [S, H] {
                        let accepted = format!("{over} 3{} P", m.letter());
                        self.add(&accepted, bid(4, s(m)), Shape::hcp(13, 15), "Accepts the invitation, 13-15");
                    }
                    continue;
                }
                self.add(&over, Call::Pass, Shape::ANY, "No major to name over their call");
                let passed = format!("{over} P P");
                for m in [S, H] {
                    let words = "Landy again: six cards of the major";
                    self.add(&passed, bid(2, s(m)), Shape::ANY.len(m, 6, 13), words);
                }
                let words = "Landy again: five cards of each major, partner chooses";
                self.add(&passed, bid(2, s(H)), Shape::ANY.len(H, 5, 13).len(S, 5, 13), words);
            }
        }
    }

    /// The `penalties` family: the opener's reopening double of an overcall passed round
    /// (`1♥ 2♣ P P X`), made before any other call with a singleton or void in their suit
    /// (`short`), after the rebids of a six-card suit or a second suit with a doubleton; and
    /// responder's answers, which begin with the pass for penalties.
    fn reopening_doubles(&mut self, short: bool) {
        use Strain::NoTrump as NT;
        let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
        let cheapest = |m: Suit, over: Suit, level: u8| if m > over { level } else { level + 1 };
        for o in suits {
            for y in suits.into_iter().filter(|y| *y != o) {
                let level = if y > o { 1 } else { 2 };
                let after = format!("1{} {level}{} P P", o.letter(), y.letter());
                if short {
                    let shape = Shape::hcp(12, 21).len(y, 0, 1);
                    let one_suit = Cond::new(one_long_suit, "no second five-card suit");
                    let words = "Reopening double: short in their suit, partner may pass it";
                    self.add_if(&after, Call::Double, shape, one_suit, words);
                    continue;
                }
                let shape = Shape::hcp(if level == 1 { 12 } else { 14 }, 21).len(y, 0, 2);
                self.add(&after, Call::Double, shape, "Reopening double: short in their suit, partner may pass it");
                let after = format!("{after} X P");
                let (stack, words) = if level == 1 {
                    (stack_one as fn(Hand, Suit) -> bool, "five good cards in their suit (or four with three honours)")
                } else {
                    (stack_two as fn(Hand, Suit) -> bool, "four good cards in their suit (two honours)")
                };
                self.add_if(
                    &after,
                    Call::Pass,
                    Shape::hcp(6, 37).len(y, 4, 13),
                    Cond::in_suit(stack, y, words),
                    "Penalty pass of the reopening double",
                );
                let own = cheapest(o, y, level);
                let support = if o.is_major() { 3 } else { 4 };
                if own < 4 {
                    let jump = Shape::hcp(10, 12).len(o, support, 13);
                    self.add(&after, bid(own + 1, s(o)), jump, "Answer to the reopening double: support, 10-12");
                }
                let raise = Shape::hcp(0, 9).len(o, support, 13);
                self.add(&after, bid(own, s(o)), raise, "Answer to the reopening double: support");
                for m in suits.into_iter().filter(|m| *m != o && *m != y) {
                    let l = cheapest(m, y, level);
                    if l <= 3 {
                        let five = Shape::ANY.len(m, 5, 13);
                        self.add_if(
                            &after,
                            bid(l, s(m)),
                            five,
                            longest_suit(m),
                            "Answer to the reopening double: five cards",
                        );
                    }
                }
                let held = their_suit_held(y);
                self.add_if(
                    &after,
                    bid(2, NT),
                    Shape::hcp(10, 12),
                    held,
                    "Answer to the reopening double: 10-12, their suit stopped",
                );
                if level == 1 {
                    self.add_if(
                        &after,
                        bid(1, NT),
                        Shape::hcp(6, 9),
                        held,
                        "Answer to the reopening double: 6-9, their suit stopped",
                    );
                }
                for m in suits.into_iter().filter(|m| *m != o && *m != y) {
                    let l = cheapest(m, y, level);
                    if l <= 2 {
                        self.add(
                            &after,
                            bid(l, s(m)),
                            Shape::ANY.len(m, 4, 13),
                            "Answer to the reopening double: four cards",
                        );
                    }
                }
                self.add(&after, bid(own, s(o)), Shape::ANY, "Answer to the reopening double: back to opener's suit");
            }
        }
    }

    /// Responder over their takeout double of partner's one-level major (`1♥ X`): with a
    /// fit, the raise says how high the side may go before the doubler's side finds its own
    /// (SEF: the jump raise is preemptive, 2NT the limit raise). The opener answers 2NT as a
    /// limit raise.
    fn over_their_double(&mut self, m: Suit) {
        let after = format!("1{} X", m.letter());
        self.add(&after, bid(4, s(m)), Shape::hcp(13, 18).len(m, 4, 13), "Game raise over the double");
        let words = "Preemptive game raise over the double: five trumps, a short suit";
        self.add_if(&after, bid(4, s(m)), Shape::hcp(0, 9).len(m, 5, 13), COND_SHORT_SUIT, words);
        let words = "2NT over the double: four trumps, a limit raise";
        self.add(&after, bid(2, Strain::NoTrump), Shape::hcp(10, 12).len(m, 4, 13), words);
        let words = "Preemptive jump raise over the double: four trumps, 3-8";
        self.add(&after, bid(3, s(m)), Shape::hcp(3, 8).len(m, 4, 13), words);
        self.add(&after, bid(2, s(m)), Shape::hcp(6, 9).len(m, 3, 13), "Raise over the double: 6-9");
        let limit = format!("{after} 2NT P");
        self.add(&limit, bid(4, s(m)), Shape::hcp(13, 21), "Accepts the limit raise");
        let shapely = Cond::in_suit(accepts_by_shape, m, "15+ points with the fit (shape counted)");
        self.add_if(&limit, bid(4, s(m)), Shape::hcp(OPENER_MIN, 12), shapely, "Accepts the limit raise");
        self.add(&limit, bid(3, s(m)), Shape::hcp(0, 12), "Declines the limit raise");
        // Over the preemptive raise (3-8 and four trumps, a ruff or two), game with 18+.
        let jumped = format!("{after} 3{} P", m.letter());
        let game = Cond::in_suit(fit_game, m, "18+ points with the fit (shape counted)");
        self.add_if(&jumped, bid(4, s(m)), Shape::ANY, game, "Game opposite the preemptive raise");
        // The doubler's partner over the raise: the other major, four cards, 6-10 (the double
        // showed three or more), before the responsive double.
        let other = if m == Suit::Hearts { Suit::Spades } else { Suit::Hearts };
        if other > m {
            let raised = format!("{after} 2{}", m.letter());
            let words = "The other major over their raise: four cards, 6-10";
            self.add(&raised, bid(2, s(other)), Shape::hcp(6, 10).len(other, 4, 13), words);
        }
        // The doubler's partner over the jump raise or 2NT: a five-card suit at the three
        // level with values (the double showed support for it).
        for over in [format!("{after} 3{}", m.letter()), format!("{after} 2NT")] {
            for x in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
                let level = if over.ends_with("NT") || x > m { 3 } else { 4 };
                if x != m && level == 3 {
                    let words = "A five-card suit over their raise, 8-12";
                    self.add_if(&over, bid(3, s(x)), Shape::hcp(8, 12).len(x, 5, 13), longest_suit(x), words);
                }
            }
        }
    }

    /// Responder over their takeout double of partner's one-level minor (`1♣ X`): a major
    /// at the one level (five cards, 6-11: a stronger hand waits, read as any hand it would
    /// make the opener bid game; with four cards the opener passed 1♥ with three trumps and
    /// 12, game at par), the raises with five trumps (preemptive at the three level), 1NT
    /// 7-10 balanced. The doubler's partner then bids the other major or a five-card suit.
    fn over_their_double_minor(&mut self, o: Suit) {
        use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};
        let after = format!("1{} X", o.letter());
        let major = "A major over the double: five cards, 6-11";
        self.add_if(&after, bid(1, s(H)), Shape::hcp(6, 11).len(H, 5, 13), COND_HEARTS_LONGEST, major);
        self.add(&after, bid(1, s(S)), Shape::hcp(6, 11).len(S, 5, 13), major);
        // The opener raises the five-card major by its points with the fit.
        for m in [H, S] {
            let answered = format!("{after} 1{} P", m.letter());
            let game = Cond::in_suit(fit_game, m, "18+ points with the fit (shape counted)");
            let invite = Cond::in_suit(fit_invite, m, "16-17 points with the fit (shape counted)");
            let fit = Shape::ANY.len(m, 3, 13);
            self.add_if(&answered, bid(4, s(m)), fit, game, "Game opposite the major over the double");
            self.add_if(&answered, bid(3, s(m)), fit, invite, "Invites game opposite the major over the double");
            self.add(&answered, bid(2, s(m)), fit, "Raises the major over the double: three trumps");
            // Without a fit the answer (6-11, not forcing) is as high as the side goes: the
            // general rules' try (2NT with 15 and a singleton) went down in 3NT.
            let words = "No fit for the major over the double: a part-score";
            self.add(&answered, Call::Pass, Shape::hcp(0, 17).len(m, 0, 2), words);
        }
        let words = "Preemptive jump raise over the double: five trumps, 3-8";
        self.add(&after, bid(3, s(o)), Shape::hcp(3, 8).len(o, 5, 13), words);
        self.add(&after, bid(2, s(o)), Shape::hcp(6, 9).len(o, 5, 13), "Raise over the double: five trumps, 6-9");
        let words = "1NT over the double: 7-10 balanced";
        self.add(&after, bid(1, Strain::NoTrump), Shape::hcp(7, 10).balanced(), words);
        // The doubler's partner over the major: the other one, or a five-card minor.
        let five = "A five-card suit over their answer, 8-11";
        for m in [H, S] {
            let over = format!("{after} 1{}", m.letter());
            if m == H {
                let words = "The other major over their answer: four cards, 6-10";
                self.add(&over, bid(1, s(S)), Shape::hcp(6, 10).len(S, 4, 13), words);
            } else {
                self.add_if(&over, bid(2, s(H)), Shape::hcp(8, 11).len(H, 5, 13), longest_suit(H), five);
            }
            for x in [D, C].into_iter().filter(|x| *x != o) {
                self.add_if(&over, bid(2, s(x)), Shape::hcp(8, 11).len(x, 5, 13), longest_suit(x), five);
            }
        }
        // Over the preemptive raise: a five-card suit at the three level.
        let over = format!("{after} 3{}", o.letter());
        for x in [S, H, D].into_iter().filter(|x| *x > o) {
            let words = "A five-card suit over their raise, 8-12";
            self.add_if(&over, bid(3, s(x)), Shape::hcp(8, 12).len(x, 5, 13), longest_suit(x), words);
        }
    }

    /// Partner of a takeout double of `1theirs` (the opener's partner passed): the longest
    /// other suit, 1NT with 6-10 and their suit stopped, else the cheapest suit.
    fn answers_to_takeout(&mut self, after: &str, theirs: Suit) {
        for m in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
            if m != theirs {
                let level = if m > theirs { 1 } else { 2 };
                self.add(after, bid(level, s(m)), Shape::ANY.len(m, 4, 13), "Answer to the double: longest suit");
            }
        }
        let stopper = Shape::hcp(6, 10).len(theirs, 3, 13);
        self.add(after, bid(1, Strain::NoTrump), stopper, "Answer to the double: 6-10, stopper");
        let cheapest = if theirs == Suit::Clubs { bid(1, s(Suit::Diamonds)) } else { bid(2, s(Suit::Clubs)) };
        self.add(after, cheapest, Shape::ANY, "Answer to the double: cheapest suit");
    }
}

impl System {
    /// The table.
    #[must_use]
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// SEF "Majeure cinquième": five-card majors, 1NT 15-17, 2NT 20-21, 2♣ strong; natural
    /// responses, Stayman and transfers over 1NT, opener's rebids, overcalls, takeout doubles,
    /// Blackwood.
    #[must_use]
    pub fn sef() -> System {
        System::sef_with(Families::ALL)
    }

    /// The SEF table with only some families of rules (to measure what a family is worth:
    /// `levee autoplay --match-without preempts`).
    #[must_use]
    pub fn sef_with(families: Families) -> System {
        use Strain::NoTrump as NT;
        use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};
        let mut t = Table(Vec::new());
        let p = Call::Pass;
        // Openings.
        t.add("", bid(2, s(C)), Shape::hcp(22, 37), "Strong opening, forcing");
        t.add("", bid(2, NT), Shape::hcp(20, 21).balanced(), "Opening, 20-21 balanced");
        t.add("", bid(1, NT), Shape::hcp(15, 17).balanced(), "Opening, 15-17 balanced");
        // Weak openings (too weak for one of a suit, a long suit): the weak two in a major,
        // six cards and 6-10; the three-level preempt, seven cards and 5-10. Before the
        // one-level openings: a 10-point hand the rule of 20 would open at the one level
        // preempts when it can.
        let preempts = if families.preempts { MAJORS.as_slice() } else { &[] };
        for &m in preempts {
            let other = if m == H { S } else { H };
            t.add("", bid(2, s(m)), Shape::hcp(6, 10).len(m, 6, 6).len(other, 0, 3), "Weak two: six cards, 6-10");
        }
        let all_suits = if families.preempts { [S, H, D, C].as_slice() } else { &[] };
        for &m in all_suits {
            t.add("", bid(3, s(m)), Shape::hcp(5, 10).len(m, 7, 13), "Preempt: seven cards, 5-10");
        }
        t.opening(
            families.light,
            bid(1, s(S)),
            Shape::hcp(12, 21).len(S, 5, 13),
            Some(COND_SPADES_LONGEST),
            "Opening, five-card major",
        );
        t.opening(
            families.light,
            bid(1, s(H)),
            Shape::hcp(12, 21).len(H, 5, 13),
            Some(COND_HEARTS_LONGEST),
            "Opening, five-card major",
        );
        t.opening(
            families.light,
            bid(1, s(D)),
            Shape::hcp(12, 21).len(D, 3, 13).len(H, 0, 4).len(S, 0, 4),
            Some(COND_DIAMONDS),
            "Opening, longest minor",
        );
        t.opening(
            families.light,
            bid(1, s(C)),
            Shape::hcp(12, 21).len(H, 0, 4).len(S, 0, 4),
            None,
            "Opening, 3+ ♣ (or 4 ♦ 4 ♣)",
        );
        t.add("", p, Shape::hcp(0, 11), "No opening");

        // The fewest points for an answer at the one level: 6 as SEF teaches, 5 with `light`
        // (the experts' practice: partner's 19 opposite 5 makes a game that a pass loses).
        let answer = if families.light { 5 } else { 6 };
        // Responses to a major.
        for m in MAJORS {
            let after = format!("1{} P", m.letter());
            let ask = if families.keycards { KEYCARD_ASK } else { "Blackwood: asks for aces, slam in the major" };
            t.add(&after, bid(4, NT), Shape::hcp(19, 37).len(m, 4, 13), ask);
            if families.splinters {
                t.splinters(m, families.keycards);
            }
            t.add(&after, bid(4, s(m)), Shape::hcp(13, 18).len(m, 4, 13), "Game raise");
            t.add(&after, bid(3, s(m)), Shape::hcp(11, 12).len(m, 4, 13), "Limit raise, invites game");
            let shapely = Cond::in_suit(limit_by_shape, m, "12+ points with the fit (shape counted)");
            t.add_if(&after, bid(3, s(m)), Shape::hcp(9, 10).len(m, 4, 13), shapely, "Limit raise, invites game");
            t.add(&after, bid(2, s(m)), Shape::hcp(answer, 10).len(m, 3, 13), "Simple raise");
            if m == H {
                t.add(&after, bid(1, s(S)), Shape::hcp(answer, 37).len(S, 4, 13), "New suit, forcing one round");
            }
            t.add(&after, bid(3, NT), Shape::hcp(13, 15).len(m, 0, 2).balanced(), "To play, no fit");
            if m == S {
                t.add(
                    &after,
                    bid(2, s(H)),
                    Shape::hcp(11, 37).len(H, 5, 13).len(S, 0, 2),
                    "New suit at the two level, 11+",
                );
            }
            t.add(
                &after,
                bid(2, s(D)),
                Shape::hcp(11, 37).len(D, 5, 13).len(m, 0, 3),
                "New suit at the two level, 11+",
            );
            t.add(
                &after,
                bid(2, s(C)),
                Shape::hcp(11, 37).len(C, 4, 13).len(m, 0, 3),
                "New suit at the two level, 11+",
            );
            t.add(
                &after,
                bid(2, s(D)),
                Shape::hcp(11, 37).len(D, 4, 13).len(m, 0, 3),
                "New suit at the two level, 11+",
            );
            let shape =
                if m == H { Shape::hcp(6, 10).len(H, 0, 2).len(S, 0, 3) } else { Shape::hcp(6, 10).len(S, 0, 2) };
            t.add(&after, bid(1, NT), shape, "No fit, 6-10");
            t.add(&after, bid(2, s(C)), Shape::hcp(11, 37), "11+, no better bid (may be three ♣)");
            t.add(&after, bid(1, NT), Shape::hcp(answer, 10), "No better bid");
            t.add(&after, p, Shape::hcp(0, answer - 1), "Too weak to answer");
            // Invitations after a raise: opener tries for game over the simple raise with
            // 16-18 (and bids it with 19+), responder accepts with the top of the raise;
            // opener accepts the limit raise with more than a minimum.
            if families.invitations {
                let raised = format!("1{0} P 2{0} P", m.letter());
                let game = Cond::in_suit(fit_game, m, "18+ points with the fit (shape counted)");
                let invite = Cond::in_suit(fit_invite, m, "16-17 points with the fit (shape counted)");
                t.add_if(&raised, bid(4, s(m)), Shape::hcp(OPENER_MIN, 21), game, "Game opposite a simple raise");
                t.add_if(&raised, bid(3, s(m)), Shape::hcp(OPENER_MIN, 21), invite, "Invites game");
                t.add(&raised, p, Shape::hcp(0, 21), "Nothing more: a part-score");
                let invited = format!("1{0} P 2{0} P 3{0} P", m.letter());
                t.add(&invited, bid(4, s(m)), Shape::hcp(9, 10), "Accepts the invitation");
                let trumps = Cond::in_suit(accepts_try_by_shape, m, "10+ points with four trumps or shortness");
                t.add_if(&invited, bid(4, s(m)), Shape::hcp(6, 8), trumps, "Accepts the invitation");
                t.add(&invited, p, Shape::hcp(0, 8), "Declines the invitation");
                let limit = format!("1{0} P 3{0} P", m.letter());
                t.add(&limit, bid(4, s(m)), Shape::hcp(13, 21), "Accepts the invitation");
                let shapely = Cond::in_suit(accepts_by_shape, m, "15+ points with the fit (shape counted)");
                t.add_if(&limit, bid(4, s(m)), Shape::hcp(OPENER_MIN, 12), shapely, "Accepts the invitation");
                t.add(&limit, p, Shape::hcp(0, 12), "Declines the invitation");
            }
            // Opener after a two-level answer (forcing).
            for m2 in [C, D] {
                let after = format!("1{} P 2{} P", m.letter(), m2.letter());
                if families.rebids {
                    // A second suit below two of the major costs nothing: the 5-5 and 6-5
                    // hands, and the 5-4 majors, show it first (slams hide in the second fit).
                    let second = if m == S { vec![H, D] } else { vec![D] };
                    for x in second.into_iter().filter(|x| *x != m2) {
                        let two_suits = Shape::hcp(OPENER_MIN, 21).len(m, 5, 13).len(x, 5, 13);
                        t.add(&after, bid(2, s(x)), two_suits, "A second five-card suit");
                    }
                    let six = Shape::hcp(15, 18).len(m, 6, 13);
                    t.add(&after, bid(3, s(m)), six, "Six cards, 15-18");
                    if m == S && m2 != H {
                        let hearts = Shape::hcp(OPENER_MIN, 21).len(S, 5, 5).len(H, 4, 4);
                        t.add(&after, bid(2, s(H)), hearts, "Four hearts beside the five spades");
                    }
                }
                t.add(&after, bid(3, s(m2)), Shape::hcp(OPENER_MIN, 21).len(m2, 4, 13), "Raise, 4+ support");
                t.add(&after, bid(2, NT), Shape::hcp(11, 14).balanced(), "12-14 balanced");
                t.add(&after, bid(2, s(m)), Shape::hcp(OPENER_MIN, 21), "Rebids the major");
            }
            // Opener after `1♠ 2♥` (five hearts, 11+): with three hearts, game from 14
            // (responder's 11 make 25) and the raise below it; the second suit; notrump with
            // the balanced hands (15-17 opened 1NT); else the spades again. Before, the general
            // rules bid 3NT with a 5-6 shape and a singleton heart (example3).
            if m == S && families.strength {
                let after = "1S P 2H P";
                t.add(after, bid(4, s(H)), Shape::hcp(14, 21).len(H, 3, 13), "Raise to game: three hearts, 14+");
                t.add(after, bid(3, s(H)), Shape::hcp(OPENER_MIN, 13).len(H, 3, 13), "Raise, three hearts, 10-13");
                t.add(after, bid(3, NT), Shape::hcp(18, 19).balanced(), "18-19 balanced");
                t.add(after, bid(3, s(S)), Shape::hcp(15, 18).len(S, 6, 13), "Six cards, 15-18");
                for x in [D, C] {
                    let second = Shape::hcp(OPENER_MIN, 21).len(x, 4, 13);
                    t.add(after, bid(3, s(x)), second, "Second suit");
                }
                t.add(after, bid(2, NT), Shape::hcp(11, 14).balanced(), "12-14 balanced");
                t.add(after, bid(2, s(S)), Shape::hcp(OPENER_MIN, 21), "Rebids the major");
            }
        }
        // Responses to a minor.
        for m in [C, D] {
            let after = format!("1{} P", m.letter());
            t.add_if(
                &after,
                bid(1, s(H)),
                Shape::hcp(answer, 37).len(H, 4, 13),
                COND_HEARTS_FIRST,
                "New suit, forcing one round",
            );
            t.add_if(
                &after,
                bid(1, s(S)),
                Shape::hcp(answer, 37).len(S, 4, 13),
                COND_SPADES_RESP,
                "New suit, forcing one round",
            );
            if m == C {
                t.add_if(
                    &after,
                    bid(1, s(D)),
                    Shape::hcp(answer, 37).len(D, 4, 13),
                    COND_NO_MAJOR,
                    "New suit, forcing one round",
                );
            }
            t.add_if(&after, bid(3, NT), Shape::hcp(13, 15).balanced(), COND_NO_MAJOR, "To play");
            if families.slams {
                // Opener opposite the 13-15 of 3NT, as responder opposite a notrump opening.
                t.notrump_slams(&format!("{after} 3NT P"), (13, 15), None);
            }
            t.add_if(&after, bid(2, NT), Shape::hcp(11, 12).balanced(), COND_NO_MAJOR, "Invites 3NT");
            let need = if m == C { 5 } else { 4 };
            t.add_if(&after, bid(3, s(m)), Shape::hcp(11, 12).len(m, need, 13), COND_NO_MAJOR, "Limit raise");
            if m == D && families.strength {
                // What 2NT, 3NT and the raises leave with 11+: clubs at the two level,
                // forcing (the 16+ hands and the long clubs used to bid 3NT on the general
                // rules' count).
                let clubs = Shape::hcp(11, 37).len(C, 4, 13);
                t.add_if(&after, bid(2, s(C)), clubs, COND_NO_MAJOR, "New suit at the two level, 11+, forcing");
                // Opener over it, as SEF rebids after `1♦ 2♣`: the raise with four clubs,
                // 2NT the 12-14 balanced hand, 3NT the 18-19 one, else diamonds again (before,
                // the general rules bid 3NT with 12-14 and a quantitative 4NT found 6NT on 30).
                let answered = format!("{after} 2C P");
                t.add(&answered, bid(3, NT), Shape::hcp(18, 19).balanced(), "18-19 balanced");
                let raise = Shape::hcp(OPENER_MIN, 21).len(C, 4, 13).len(D, 0, 5);
                t.add(&answered, bid(3, s(C)), raise, "Raise, 4+ support");
                t.add(&answered, bid(2, NT), Shape::hcp(11, 14).balanced(), "12-14 balanced");
                t.add(&answered, bid(3, s(D)), Shape::hcp(15, 18).len(D, 6, 13), "Six cards, 15-18");
                t.add(&answered, bid(2, s(D)), Shape::hcp(OPENER_MIN, 21), "Rebids the suit");
            }
            t.add_if(&after, bid(2, s(m)), Shape::hcp(answer, 10).len(m, need, 13), COND_NO_MAJOR, "Simple raise");
            t.add_if(&after, bid(1, NT), Shape::hcp(answer, 10), COND_NO_MAJOR, "No major");
            t.add(&after, p, Shape::hcp(0, answer - 1), "Too weak to answer");
            if families.rebids && families.seconds {
                // Opener over 1NT (no major): an unbalanced hand shows its second minor (up
                // to 17) or its sixth card (to 14; three of the minor invites with 17 counted
                // with the length), 18 bids game, the rest pass up to 15 (example3: a 4-1-4-4
                // fifteen and six diamonds with fourteen passed 1NT at 72 results, par at
                // none of them).
                let nt = format!("{after} 1NT P");
                let other = if m == C { D } else { C };
                let words = "Jump in the other minor: 5-5, 18+, forcing to game";
                let both = Shape::hcp(16, 21).len(m, 5, 13).len(other, 5, 13);
                t.add_if(&nt, bid(3, s(other)), both, COND_18_WITH_LENGTH, words);
                t.add(&nt, bid(3, NT), Shape::hcp(18, 19).balanced(), "18-19 balanced: game opposite 6-10");
                let words = "Six-card suit, 18+ counted with the length: game in notrump";
                let six = Shape::hcp(16, 21).len(m, 6, 13).len(H, 1, 13).len(S, 1, 13);
                t.add_if(&nt, bid(3, NT), six, COND_18_WITH_LENGTH, words);
                let six = Shape::hcp(14, 17).len(m, 6, 13);
                t.add_if(&nt, bid(3, s(m)), six, COND_17_WITH_LENGTH, "Six-card suit, invites game");
                let second = Shape::hcp(OPENER_MIN, 17).len(other, 4, 13);
                t.add_if(&nt, bid(2, s(other)), second, COND_UNBALANCED, "Second suit");
                t.add(&nt, bid(2, s(m)), Shape::hcp(OPENER_MIN, 14).len(m, 6, 13), "Six-card suit, 12-14");
                let words = "18+ without a second suit to show: game opposite 6-10";
                t.add(&nt, bid(3, NT), Shape::hcp(18, 21).len(H, 1, 13).len(S, 1, 13), words);
                // The 16-17 unbalanced hands without a rule here go on by the points.
                t.add(&nt, p, Shape::hcp(OPENER_MIN, 15), "Nothing more: 1NT is the contract");
                // Responder: 3NT opposite the invitation with 8-10, partner's 3NT passed; over
                // the second suit, back to the first with more cards there.
                let game = format!("{nt} 3NT P");
                t.add(&game, p, Shape::ANY, "Nothing more: partner chose the game");
                let invited = format!("{nt} 3{} P", m.letter());
                t.add(&invited, bid(3, NT), Shape::hcp(8, 10), "Accepts the invitation");
                t.add(&invited, p, Shape::ANY, "Declines the invitation");
                let second = format!("{nt} 2{} P", other.letter());
                if m == D {
                    let back = Shape::ANY.len(D, 3, 13).len(C, 0, 3);
                    t.add(&second, bid(2, s(D)), back, "Preference for the first suit");
                }
                t.add(&second, p, Shape::ANY, "The second suit is the contract");
                let jumped = format!("{nt} 3{} P", other.letter());
                t.add(&jumped, bid(3, NT), Shape::ANY, "Game in notrump: the jump forced to game");
            }
        }
        // Opener's rebid after 1NT (6-10, no fit): pass with a minimum balanced hand; a
        // long suit again, a second suit, or the invitations of a strong hand.
        if families.rebids {
            for m in MAJORS {
                let after = format!("1{} P 1NT P", m.letter());
                t.add(&after, bid(4, s(m)), Shape::hcp(18, 21).len(m, 6, 13), "Game, six-card suit, 18-21");
                let jumps: &[Suit] = if m == S { &[H, D, C] } else { &[D, C] };
                for &x in jumps {
                    t.add(
                        &after,
                        bid(3, s(x)),
                        Shape::hcp(18, 21).len(x, 4, 13),
                        "Jump in a new suit, 18-21, forcing to game",
                    );
                    if families.strength {
                        // Forcing: responder chooses the game. Four hearts opposite the 5-4
                        // majors, two spades (five-two), else notrump.
                        let jumped = format!("{after} 3{} P", x.letter());
                        if x == H {
                            let four = Shape::ANY.len(H, 4, 13);
                            t.add(&jumped, bid(4, s(H)), four, "Game in the second suit, four cards");
                        }
                        // Over a minor, opener may hold five cards of the major only.
                        let (n, words) = if x == H {
                            (2, "Game in the major, two cards")
                        } else {
                            (3, "Game in the major, three cards")
                        };
                        t.add(&jumped, bid(4, s(m)), Shape::ANY.len(m, n, 13), words);
                        t.add(&jumped, bid(3, NT), Shape::ANY, "Game in notrump: the jump forced to game");
                    }
                }
                t.add(&after, bid(2, NT), Shape::hcp(18, 19).balanced(), "18-19 balanced, invites 3NT");
                if families.rebids && families.seconds && m == S {
                    // Both majors: the hearts before the spades' sixth card (a 4-4 fit in
                    // hearts plays where two spades opposite do not), and with five hearts and
                    // 18 counted with the length the jump (example3: `1♠ P 1NT P 3♠` with six
                    // spades and four or five hearts, 4♥ or 6♥ at the expert tables).
                    let words = "Jump in a new suit, 18+ counted with the length, forcing to game";
                    let both = Shape::hcp(14, 17).len(S, 5, 13).len(H, 5, 13);
                    t.add_if(&after, bid(3, s(H)), both, COND_18_WITH_LENGTH, words);
                    let six_four = Shape::hcp(OPENER_MIN, 17).len(S, 6, 13).len(H, 4, 13);
                    t.add(&after, bid(2, s(H)), six_four, "Second suit");
                }
                t.add_if(
                    &after,
                    bid(3, s(m)),
                    Shape::hcp(14, 17).len(m, 6, 13),
                    COND_17_WITH_LENGTH,
                    "Six-card suit, invites game",
                );
                if m == S {
                    t.add(&after, bid(2, s(H)), Shape::hcp(OPENER_MIN, 17).len(H, 4, 13), "Second suit");
                }
                for x in [D, C] {
                    t.add(&after, bid(2, s(x)), Shape::hcp(OPENER_MIN, 17).len(x, 4, 13), "Second suit");
                }
                t.add(&after, bid(2, s(m)), Shape::hcp(OPENER_MIN, 14).len(m, 6, 13), "Six-card suit, 12-14");
                t.add(&after, p, Shape::hcp(OPENER_MIN, 17), "Nothing more: 1NT is the contract");
                if families.strength {
                    // The six-card invitation: game with 8 points, or 7 and two trumps.
                    let jump = format!("{after} 3{} P", m.letter());
                    t.add(&jump, bid(4, s(m)), Shape::hcp(8, 12), "Accepts the invitation");
                    t.add(&jump, bid(4, s(m)), Shape::hcp(7, 7).len(m, 2, 13), "Accepts the invitation with a fit");
                }
                // Responder after the second suit: back to the first with two cards of it and
                // no more than three of the second; else the second suit is the contract.
                let seconds: &[Suit] = if m == S { &[H, D, C] } else { &[D, C] };
                if families.rebids && families.seconds && m == S {
                    // Four hearts opposite the second suit: the raise invites, game with the
                    // shape (SEF counts the short suits once the fit is found).
                    let after = "1S P 1NT P 2H P";
                    let four = Shape::hcp(8, 10).len(H, 4, 13);
                    let game = Cond::in_suit(limit_by_shape, H, "12+ points with the fit (shape counted)");
                    t.add_if(after, bid(4, s(H)), four, game, "Raise of the second suit to game, the shape counted");
                    t.add(after, bid(3, s(H)), four, "Raise of the second suit, invites game");
                    t.accepts_raise("1S P 1NT P 2H P 3H P", H, 17, Shape::ANY);
                }
                // From 5, as the 1NT answer (family `light`): a five-count with two spades and
                // three clubs passed 2♣ (example3: 16 results, -56 IMPs).
                let low = if families.light { 5 } else { 6 };
                for &x in seconds {
                    let after = format!("1{} P 1NT P 2{} P", m.letter(), x.letter());
                    if families.strength {
                        // Six cards of a suit 1NT could not show (hearts under 1♠ need 11 at
                        // the two level): to play, before the preference (example3: 7 hearts
                        // and 10 points passed 2♣ and 2♦).
                        for y in Suit::ASC.into_iter().filter(|y| *y > x && *y != m) {
                            let six = Shape::hcp(low, 10).len(y, 6, 13);
                            t.add(&after, bid(2, s(y)), six, "Six cards of my own, to play");
                            let own = format!("{after} 2{} P", y.letter());
                            t.add(&own, p, Shape::ANY, "Partner's six cards are the contract");
                        }
                    }
                    t.add(
                        &after,
                        bid(2, s(m)),
                        Shape::hcp(low, 10).len(m, 2, 2).len(x, 0, 3),
                        "Preference for the first suit",
                    );
                    t.add(&after, p, Shape::hcp(low, 10), "The second suit is the contract");
                }
            }
        }
        // Responder after opener's 1NT rebid (12-14 balanced, two or three cards of the
        // major): with five cards and game values (11 and the fifth card), three of the major
        // asks for the third card; with six, game from 13 (11-12 invite, below).
        if families.rebids {
            for (o, r) in [(C, H), (C, S), (D, H), (D, S), (H, S)] {
                let after = format!("1{} P 1{} P 1NT P", o.letter(), r.letter());
                let six = Shape::hcp(13, 18).len(r, 6, 13);
                t.add(&after, bid(4, s(r)), six, "Game in my major, six cards");
                let five = Shape::hcp(11, 18).len(r, 5, 5);
                let words = "Five cards, forcing to game: opener chooses 3NT or four of the major";
                t.add(&after, bid(3, s(r)), five, words);
                let asked = format!("{after} 3{} P", r.letter());
                t.add(&asked, bid(4, s(r)), Shape::ANY.len(r, 3, 13), "Prefers the major with three");
                t.add(&asked, bid(3, NT), Shape::ANY.len(r, 0, 2), "3NT with two cards of the major");
            }
        }
        // Opener's rebid after a new suit at the one level (forcing).
        for (o, r) in [(C, D), (C, H), (C, S), (D, H), (D, S), (H, S)] {
            let after = format!("1{} P 1{} P", o.letter(), r.letter());
            if families.splinters && r.is_major() {
                t.opener_splinters(o, r, families.keycards);
            }
            t.add(&after, bid(4, s(r)), Shape::hcp(18, 21).len(r, 4, 13), "Raise to game, 18-21");
            if families.strength {
                // 18-21 and six cards: game in the major, 3NT with the minor (the long suit
                // runs); with a second suit, the jump in it forces to game.
                let six = Shape::hcp(18, 21).len(o, 6, 13);
                if o.is_major() {
                    t.add(&after, bid(4, s(o)), six, "Game, six-card suit, 18-21");
                } else {
                    t.add(&after, bid(3, NT), six, "Game: a six-card minor and 18-21");
                }
                for x in Suit::ASC {
                    if x != o && x != r {
                        let jump = if x > r { 2 } else { 3 };
                        let shape = Shape::hcp(18, 21).len(x, 4, 13).len(o, 4, 13);
                        t.add_if(
                            &after,
                            bid(jump, s(x)),
                            shape,
                            COND_UNBALANCED,
                            "Jump in a new suit, 18-21, forcing to game",
                        );
                        // Forcing: responder chooses the game (opener's hearts with three,
                        // its own major with six, else notrump).
                        let jumped = format!("{after} {jump}{} P", x.letter());
                        if o == H {
                            let three = Shape::ANY.len(H, 3, 13);
                            t.add(&jumped, bid(4, s(H)), three, "Game in the opening major, three cards");
                        }
                        if r.is_major() {
                            let six = Shape::ANY.len(r, 6, 13);
                            t.add(&jumped, bid(4, s(r)), six, "Game in my major, six cards");
                        }
                        t.add(&jumped, bid(3, NT), Shape::ANY, "Game in notrump: the jump forced to game");
                    }
                }
            }
            if families.invitations && r.is_major() {
                // Four trumps and a short suit: game from 18 counted as opposite the simple
                // raise (example3 board 19: `1♥ P 1♠ P 2♠` with 13, 6-5 in the majors and two
                // singletons). Not the jump raise from 16 counted: read as 10-17, it let
                // responder pass it with 6-8 (-36 IMPs over 6 results).
                let shape = Shape::hcp(OPENER_MIN, 17).len(r, 4, 13);
                let game = Cond::in_suit(short_fit_game, r, "18+ points with the fit and a singleton or void");
                t.add_if(&after, bid(4, s(r)), shape, game, "Raise to game, shape counted");
            }
            t.add(&after, bid(3, s(r)), Shape::hcp(15, 17).len(r, 4, 13), "Jump raise, 15-17");
            t.add(&after, bid(2, s(r)), Shape::hcp(11, 14).len(r, 4, 13), "Simple raise, 12-14");
            if o == C && r == D {
                t.add(&after, bid(1, s(H)), Shape::hcp(OPENER_MIN, 21).len(H, 4, 13), "New suit at the one level");
            }
            if r != S && o != H {
                t.add(&after, bid(1, s(S)), Shape::hcp(OPENER_MIN, 21).len(S, 4, 13), "New suit at the one level");
            }
            t.add(&after, bid(2, NT), Shape::hcp(18, 19).balanced(), "18-19 balanced");
            t.add(&after, bid(1, NT), Shape::hcp(11, 14).balanced(), "12-14 balanced");
            t.add(&after, bid(3, s(o)), Shape::hcp(15, 17).len(o, 6, 13), "Six-card suit, 15-17");
            if families.rebids {
                t.add_if(
                    &after,
                    bid(3, s(o)),
                    Shape::hcp(13, 14).len(o, 6, 13),
                    COND_17_WITH_LENGTH,
                    "Six-card suit, 15-17",
                );
            }
            t.add(&after, bid(2, s(o)), Shape::hcp(OPENER_MIN, 14).len(o, 6, 13), "Six-card suit, 12-14");
            if families.rebids && o.is_major() {
                // Responder with game values: two cards of opener's six make the fit; 4♥, not
                // 3NT (example3: `1♥ P 1♠ P 2♥ P 3NT` at 19 deals, 4♥ at the expert tables).
                let rebid = format!("{after} 2{} P", o.letter());
                let two = Shape::hcp(12, 17).len(o, 2, 13).len(r, 4, 5);
                t.add(&rebid, bid(4, s(o)), two, "Game in opener's six-card suit, two cards");
            }
            for low in Suit::ASC {
                if low < o && low != r {
                    t.add(&after, bid(2, s(low)), Shape::hcp(OPENER_MIN, 17).len(low, 4, 13), "Second suit");
                }
            }
            // With 16+ the reverse (family `reverses`) and the jumps say it.
            let top = if families.reverses { 15 } else { 21 };
            t.add(&after, bid(2, s(o)), Shape::hcp(OPENER_MIN, top).len(o, 5, 13), "Rebids the suit");
            t.add(&after, bid(1, NT), Shape::hcp(OPENER_MIN, 14), "Nothing else to say");
            if families.strength {
                // Opener's jump in its six-card suit (15-17 counted with the length): game with
                // 8 points, or 6-7 and a fit (the long suit runs).
                let jump = format!("{after} 3{} P", o.letter());
                if o.is_major() {
                    t.add(&jump, bid(4, s(o)), Shape::hcp(8, 12), "Accepts the invitation");
                    t.add(&jump, bid(4, s(o)), Shape::hcp(6, 7).len(o, 2, 13), "Accepts the invitation with a fit");
                } else {
                    // Over a minor, 3NT wants every suit covered: with a singleton or a void
                    // and three cards of opener's suit, five of the minor with 8+, and a
                    // pass below that.
                    let covered = Cond::in_suit(no_short_outside, o, "no singleton or void outside partner's suit");
                    let short = Cond::in_suit(short_outside, o, "a singleton or a void outside partner's suit");
                    t.add_if(&jump, bid(3, NT), Shape::hcp(8, 12), covered, "Accepts the invitation");
                    let fit = Shape::hcp(6, 7).len(o, 3, 13);
                    t.add_if(&jump, bid(3, NT), fit, covered, "Accepts the invitation with a fit");
                    let words = "Accepts the invitation in the minor: a fit and a short suit";
                    t.add_if(&jump, bid(5, s(o)), Shape::hcp(8, 12).len(o, 3, 13), short, words);
                    // Four trumps and the short suit make up two points: five from 6.
                    let words = "Accepts the invitation in the minor: four trumps and a short suit";
                    t.add_if(&jump, bid(5, s(o)), Shape::hcp(6, 7).len(o, 4, 13), short, words);
                    let words = "Declines the invitation: a short suit for notrump, too weak for five";
                    t.add_if(&jump, p, Shape::hcp(0, 7).len(o, 3, 13), short, words);
                    t.add(&jump, bid(3, NT), Shape::hcp(8, 12), "Accepts the invitation");
                }
                // Responder's second call after opener's minimum rebid: a six-card suit of
                // its own, with three cards or fewer of opener's first suit.
                let mut rebids = vec![format!("2{}", o.letter()), String::from("1NT")];
                rebids.extend(Suit::ASC.iter().filter(|x| **x > r).map(|x| format!("1{}", x.letter())));
                rebids.extend(Suit::ASC.iter().filter(|x| **x < o).map(|x| format!("2{}", x.letter())));
                for rebid in rebids {
                    let again = format!("{after} {rebid} P");
                    let mut own = Shape::ANY.len(r, 6, 13).len(o, 0, 3);
                    // Four cards of opener's new major: the fit comes first (example3 board
                    // 42: `1♦ P 1♥ P 1♠ P 2♥` with ♠JT92 and a void, 4♠ made).
                    if families.rebids && rebid == "1S" {
                        own = own.len(S, 0, 3);
                    }
                    t.add(&again, bid(3, s(r)), Shape { hcp: (11, 12), ..own }, "Six cards of my own, invites game");
                    t.add(&again, bid(2, s(r)), Shape { hcp: (6, 10), ..own }, "Six cards of my own, to play");
                }
                // Opener's 1♠ after `1m P 1♥` may hold 21: responder with two spades or fewer
                // keeps the auction open, opener's minor with five, 1NT from 8 (example3: 8-10
                // passed 1♠ in a 4-2 fit or bid 2NT; 1NT with 6-7 lost).
                if families.rebids && r == H {
                    let again = format!("{after} 1S P");
                    if families.seconds {
                        // Four spades: the fit found, raised as an opening of 1♠ is (6-10, 11-12,
                        // 13-17 with the shape counted, slam tries above); the opener then bids
                        // game as over a raise.
                        let game = Cond::in_suit(game_raise_values, S, "13-17 points with the fit (shape counted)");
                        let words = "Raise of the second suit to game";
                        t.add_if(&again, bid(4, s(S)), Shape::hcp(8, 15).len(S, 4, 13), game, words);
                        let words = "Raise of the second suit, invites game";
                        t.add(&again, bid(3, s(S)), Shape::hcp(11, 12).len(S, 4, 13), words);
                        let words = "Simple raise of the second suit";
                        t.add(&again, bid(2, s(S)), Shape::hcp(6, 10).len(S, 4, 13), words);
                        let raised = format!("{again} 2S P");
                        let game = Cond::in_suit(fit_game, S, "18+ points with the fit (shape counted)");
                        t.add_if(&raised, bid(4, s(S)), Shape::hcp(OPENER_MIN, 21), game, "Game opposite the raise");
                        let invite = Cond::in_suit(fit_invite, S, "16-17 points with the fit (shape counted)");
                        t.add_if(&raised, bid(3, s(S)), Shape::hcp(OPENER_MIN, 17), invite, "Invites game");
                        t.add(&raised, p, Shape::hcp(OPENER_MIN, 17), "Nothing more: a minimum");
                        let invited = format!("{raised} 3S P");
                        t.add(&invited, bid(4, s(S)), Shape::hcp(9, 10), "Accepts the invitation");
                        let shapely = Cond::in_suit(accepts_try_by_shape, S, "10+ points with the fit (shape counted)");
                        t.add_if(&invited, bid(4, s(S)), Shape::ANY, shapely, "Accepts the invitation");
                        t.add(&invited, p, Shape::ANY, "Declines the invitation");
                        t.accepts_raise(&format!("{again} 3S P"), S, 21, Shape::hcp(OPENER_MIN, 13));
                    }
                    let short = Shape::hcp(6, 10).len(S, 0, 2);
                    t.add(&again, bid(2, s(o)), short.len(o, 5, 13), "Preference for opener's first suit");
                    t.add(&again, bid(1, NT), Shape::hcp(8, 10).len(S, 0, 2), "No fit for the second suit, 8-10");
                }
            }
        }

        // 1NT: Stayman, transfers and what follows.
        if families.notrump {
            // Five cards in one major and four in the other, game values: Stayman finds a
            // 4-4 fit in either, then three of the five-card major asks for three cards.
            let words = "Stayman: five cards in one major, four in the other, game values";
            t.add_if("1NT P", bid(2, s(C)), Shape::hcp(10, 15), COND_FIVE_FOUR_MAJORS, words);
        }
        t.add("1NT P", bid(2, s(D)), Shape::ANY.len(H, 5, 13), "Transfer to ♥ (Texas)");
        t.add("1NT P", bid(2, s(H)), Shape::ANY.len(S, 5, 13), "Transfer to ♠ (Texas)");
        t.add_if("1NT P", bid(2, s(C)), Shape::hcp(8, 37), COND_A_MAJOR, "Stayman: asks for a 4-card major");
        t.add_if("1NT P", bid(3, NT), Shape::hcp(10, 15), COND_NO_MAJOR, "To play");
        if families.slams {
            t.notrump_slams("1NT P", (15, 17), Some(COND_NO_MAJOR));
            t.notrump_slams("1NT P 2C P 2D P", (15, 17), None);
        }
        t.add_if("1NT P", bid(2, NT), Shape::hcp(8, 9), COND_NO_MAJOR, "Invites 3NT");
        t.add("1NT P", p, Shape::hcp(0, 7), "Too weak for game");
        t.add_if("1NT P 2C P", bid(2, s(H)), Shape::ANY, COND_4_HEARTS, "Answer to Stayman: 4 ♥");
        t.add_if("1NT P 2C P", bid(2, s(S)), Shape::ANY, COND_SPADES_NOT_HEARTS, "Answer to Stayman: 4 ♠");
        t.add_if("1NT P 2C P", bid(2, s(D)), Shape::ANY, COND_NO_MAJOR, "Answer to Stayman: no major");
        for (ans, m) in [("2H", H), ("2S", S)] {
            let after = format!("1NT P 2C P {ans} P");
            t.add(&after, bid(4, s(m)), Shape::hcp(10, 15).len(m, 4, 13), "Game with the fit");
            if families.notrump {
                // A ruff in the short hand is a trick more: 8-9 and a singleton is a game.
                let fit = Shape::hcp(8, 9).len(m, 4, 13);
                t.add_if(&after, bid(4, s(m)), fit, COND_SHORT_SUIT, "Game with the fit and a short suit");
            }
            t.add(&after, bid(3, s(m)), Shape::hcp(8, 9).len(m, 4, 13), "Invites game with the fit");
            t.add(&after, bid(3, NT), Shape::hcp(10, 15).len(m, 0, 3), "Game, no fit");
            if families.slams {
                for (lo, hi, call, words) in [
                    (16, 17, bid(4, NT), "Invites 6NT (quantitative), no fit"),
                    (18, 21, bid(6, NT), "Slam in notrump, no fit: 33+ together"),
                ] {
                    t.add(&after, call, Shape::hcp(lo, hi).len(m, 0, 3), words);
                }
                let invited = format!("{after} 4NT P");
                t.add(&invited, bid(6, NT), Shape::hcp(16, 17), "Accepts the invitation to 6NT");
                t.add(&invited, p, Shape::hcp(15, 15), "Declines the invitation to 6NT");
            }
            t.add(&after, bid(2, NT), Shape::hcp(8, 9).len(m, 0, 3), "Invites 3NT, no fit");
        }
        if families.notrump {
            for (m, other) in [(H, S), (S, H)] {
                let shape = Shape::hcp(10, 15).len(m, 5, 5).len(other, 4, 4);
                t.add("1NT P 2C P 2D P", bid(3, s(m)), shape, "Five cards, forcing: choose 3NT or four of it");
                let after = format!("1NT P 2C P 2D P 3{} P", m.letter());
                t.add(&after, bid(4, s(m)), Shape::ANY.len(m, 3, 13), "Three cards in partner's major");
                t.add(&after, bid(3, NT), Shape::ANY, "Two cards in partner's major");
            }
        }
        t.add("1NT P 2C P 2D P", bid(3, NT), Shape::hcp(10, 15), "Game");
        t.add("1NT P 2C P 2D P", bid(2, NT), Shape::hcp(8, 9), "Invites 3NT");
        for (tr, m) in [("2D", H), ("2H", S)] {
            let after = format!("1NT P {tr} P");
            t.add(&after, bid(2, s(m)), Shape::ANY, "Completes the transfer");
            let after = format!("1NT P {tr} P 2{} P", m.letter());
            t.add(&after, bid(4, s(m)), Shape::hcp(10, 15).len(m, 6, 13), "Game, six-card suit");
            if families.rebids {
                let lo = if families.notrump { 6 } else { 7 };
                t.add(&after, bid(4, s(m)), Shape::hcp(lo, 9).len(m, 7, 13), "Game, seven-card suit");
            }
            if families.notrump {
                let six = Shape::hcp(8, 9).len(m, 6, 6);
                t.add_if(&after, bid(4, s(m)), six, COND_SHORT_SUIT, "Game, six-card suit and a short suit");
            }
            t.add(&after, bid(3, NT), Shape::hcp(10, 15).len(m, 5, 5), "Game: choose 3NT or 4 of the major");
            t.add(&after, bid(3, s(m)), Shape::hcp(8, 9).len(m, 6, 13), "Invites game, six-card suit");
            t.add(&after, bid(2, NT), Shape::hcp(8, 9).len(m, 5, 5), "Invites game, five-card suit");
            t.add(&after, p, Shape::hcp(0, 7), "To play");
            if families.rebids {
                // Opener after the invitation with six cards: a maximum, or four trumps.
                let after = format!("1NT P {tr} P 2{0} P 3{0} P", m.letter());
                t.add(&after, bid(4, s(m)), Shape::hcp(16, 17), "Accepts the invitation");
                t.add(&after, bid(4, s(m)), Shape::hcp(15, 15).len(m, 4, 13), "Accepts the invitation, four trumps");
                t.add(&after, p, Shape::hcp(15, 15).len(m, 2, 3), "Declines the invitation");
            }
            let after = format!("1NT P {tr} P 2{} P 3NT P", m.letter());
            t.add(&after, bid(4, s(m)), Shape::ANY.len(m, 3, 13), "Prefers the major with three");
            t.add(&after, p, Shape::ANY.len(m, 0, 2), "To play");
            let after = format!("1NT P {tr} P 2{} P 2NT P", m.letter());
            t.add(&after, bid(4, s(m)), Shape::hcp(16, 17).len(m, 3, 13), "Accepts, with three");
            t.add(&after, bid(3, NT), Shape::hcp(16, 17).len(m, 0, 2), "Accepts, no fit");
            t.add(&after, bid(3, s(m)), Shape::hcp(15, 15).len(m, 3, 13), "Declines, with three");
            t.add(&after, p, Shape::hcp(15, 15).len(m, 0, 2), "Declines");
        }
        if families.notrump {
            // Stayman then no heart raise: responder holds the four spades it asked with.
            let shown = "1NT P 2C P 2H P";
            let spades = Shape::ANY.len(S, 4, 13);
            let words = "Four spades too: Stayman without a heart raise promised them";
            t.add(&format!("{shown} 3NT P"), bid(4, s(S)), spades, words);
            let invited = format!("{shown} 2NT P");
            t.add(&invited, bid(4, s(S)), Shape::hcp(16, 17).len(S, 4, 13), "Accepts the invitation: four spades too");
            t.add(&invited, bid(3, s(S)), Shape::hcp(15, 15).len(S, 4, 13), "Declines the invitation: four spades too");
            let declined = format!("{invited} 3S P");
            t.add(&declined, bid(4, s(S)), Shape::hcp(9, 37), "Game with the spade fit: the top of the invitation");
            t.add(&declined, p, Shape::ANY, "To play");
        }
        for inv in ["1NT P 2NT P", "1NT P 2C P 2D P 2NT P", "1NT P 2C P 2H P 2NT P", "1NT P 2C P 2S P 2NT P"] {
            t.add(inv, bid(3, NT), Shape::hcp(16, 17), "Accepts the invitation");
            if families.notrump {
                // The fifth card is a trick more in notrump.
                t.add_if(
                    inv,
                    bid(3, NT),
                    Shape::hcp(15, 15),
                    COND_FIVE_CARD_SUIT,
                    "Accepts the invitation: 15 and a five-card suit",
                );
            }
            t.add(inv, p, Shape::hcp(15, 15), "Declines the invitation");
        }
        for (ans, m) in [("2H", H), ("2S", S)] {
            let after = format!("1NT P 2C P {ans} P 3{} P", m.letter());
            t.add(&after, bid(4, s(m)), Shape::hcp(16, 17), "Accepts the invitation");
            t.add(&after, p, Shape::hcp(15, 15), "Declines the invitation");
        }
        // 2NT and 2♣.
        if families.notrump {
            // The 20-21 hand declares, and a weak hand with five cards in a major plays three
            // of it rather than 2NT.
            t.two_notrump_majors("2NT P", (20, 21), 4, families.slams);
        }
        t.add("2NT P", bid(3, NT), Shape::hcp(4, 10), "To play");
        if families.slams {
            t.notrump_slams("2NT P", (20, 21), None);
        }
        t.add("2NT P", p, Shape::hcp(0, 3), "Too weak for game");
        t.add("2C P", bid(2, s(D)), Shape::ANY, "Waiting (relay)");
        t.add("2C P 2D P", bid(2, NT), Shape::hcp(22, 24).balanced(), "22-24 balanced");
        t.add("2C P 2D P", bid(3, NT), Shape::hcp(25, 27).balanced(), "25-27 balanced");
        for m in [S, H, D, C] {
            let level = if m.is_major() { 2 } else { 3 };
            t.add("2C P 2D P", bid(level, s(m)), Shape::hcp(22, 37).len(m, 5, 13), "Natural, forcing");
        }
        for m in MAJORS {
            let after = format!("2C P 2D P 2{} P", m.letter());
            t.add(&after, bid(4, s(m)), Shape::ANY.len(m, 3, 13), "Fit, game");
            t.add(&after, bid(3, NT), Shape::hcp(4, 37).len(m, 0, 2), "No fit, some points");
            t.add(&after, bid(2, NT), Shape::hcp(0, 3).len(m, 0, 2), "No fit, nothing");
        }
        if families.notrump {
            t.two_notrump_majors("2C P 2D P 2NT P", (22, 24), 3, families.slams);
        }
        if families.slams {
            t.notrump_slams("2C P 2D P 2NT P", (22, 24), None);
        }
        t.add("2C P 2D P 2NT P", bid(3, NT), Shape::hcp(3, 10), "To play");
        t.add("2C P 2D P 2NT P", p, Shape::hcp(0, 2), "Nothing");

        // Blackwood: answers count aces, then the asker places the contract.
        for m in MAJORS {
            let after = format!("1{} P 4NT P", m.letter());
            let answers = [
                (C, aces_0_or_4 as fn(Hand) -> bool, "Blackwood answer: 0 or 4 aces", "0 or 4 aces"),
                (D, aces_1, "Blackwood answer: 1 ace", "1 ace"),
                (H, aces_2, "Blackwood answer: 2 aces", "2 aces"),
                (S, aces_3, "Blackwood answer: 3 aces", "3 aces"),
            ];
            if families.keycards {
                for (suit, cond, meaning) in keycard_answers(m) {
                    t.add_if(&after, bid(5, s(suit)), Shape::ANY, cond, meaning);
                }
                continue;
            }
            for (suit, test, meaning, words) in answers {
                t.add_if(&after, bid(5, s(suit)), Shape::ANY, Cond::new(test, words), meaning);
            }
        }

        if families.doubled {
            for m in MAJORS {
                t.over_their_double(m);
            }
            for o in [C, D] {
                t.over_their_double_minor(o);
            }
        }
        // Partner opened at the one level, the next player overcalled a suit: responder
        // competes (raises, new suits, the negative double, notrump with their suit held).
        for o in [C, D, H, S] {
            for v in [C, D, H, S] {
                if v == o {
                    continue;
                }
                let level = if v > o { 1 } else { 2 };
                // Over their weak jump (`1♦ 2♠`) as over an overcall, a level up.
                let jumped = (families.jumps && v > o).then_some(2);
                for level in std::iter::once(level).chain(jumped) {
                    t.over_their_overcall(families, o, v, level);
                }
                if families.raised {
                    t.rebids_over_their_raise(o, v, level);
                }
            }
        }

        // Opener after their one-level overcall, partner's pass and their raise (`1♥ 1♠ P
        // 2♠`): a strong hand does not sell out. A second five-card suit with 15+, the opening
        // suit again with six cards and 15+ (partner, who passed, holds little: the tricks
        // come from this hand's length).
        if families.competing {
            for o in [C, D, H, S] {
                for v in [C, D, H, S] {
                    if v <= o {
                        continue;
                    }
                    let after = format!("1{} 1{} P 2{}", o.letter(), v.letter(), v.letter());
                    for x in [S, H, D, C] {
                        if x != o && x != v {
                            let l = if x > v { 2 } else { 3 };
                            let shape = Shape::hcp(15, 21).len(o, 5, 13).len(x, 5, 13);
                            t.add(&after, bid(l, s(x)), shape, "A second five-card suit over their raise, 15+");
                        }
                    }
                    let six = Shape::hcp(15, 21).len(o, 6, 13);
                    t.add(&after, bid(3, s(o)), six, "Six cards over their raise, 15+");
                    // Stronger still, partner holding little: 2NT with their suit held, else
                    // the double for takeout (example3 board 11: 16 with AKJx of diamonds passed
                    // `1♣ 1♥ P 2♥`; the experts played 3♣).
                    let held = their_suit_held(v);
                    let words = "18-19 balanced over their raise, their suit held";
                    t.add_if(&after, bid(2, NT), Shape::hcp(18, 19).balanced(), held, words);
                    let words = "Competitive double over their raise: 16+, short in their suit";
                    t.add(&after, Call::Double, Shape::hcp(16, 21).len(v, 0, 2), words);
                    let words = "Double of their raise: 19+";
                    t.add(&after, Call::Double, Shape::hcp(19, 21), words);
                    t.answers_to_competitive_double(&format!("{after} X P"), o, v, 2);
                    // Their jump raise (`1♣ 1♥ P 3♥`, example3 board 71: 19 points passed it).
                    let after = format!("1{} 1{} P 3{}", o.letter(), v.letter(), v.letter());
                    // The tricks of a long two-suiter are in this hand, whatever partner holds
                    // (example3 board 38: 16 with six hearts, five clubs and a void passed
                    // `1♥ 1♠ P 3♠`; eleven tricks in hearts).
                    // A six-card major comes before a second suit, a six-card minor after.
                    if families.raised {
                        let six = Shape::hcp(15, 21).len(o, 6, 13);
                        let six_words = "Six cards over their jump raise, 15+, a singleton or void";
                        if o.is_major() {
                            t.add_if(&after, bid(4, s(o)), six, COND_SHORT_SUIT, six_words);
                        }
                        for x in [S, H, D, C] {
                            if x != o && x != v {
                                let l = if x > v { 3 } else { 4 };
                                let shape = Shape::hcp(15, 21).len(o, 5, 13).len(x, 5, 13);
                                let words = "A second five-card suit over their jump raise, 15+";
                                t.add(&after, bid(l, s(x)), shape, words);
                            }
                        }
                        if !o.is_major() {
                            t.add_if(&after, bid(4, s(o)), six, COND_SHORT_SUIT, six_words);
                        }
                    }
                    let words = "Competitive double over their jump raise: 17+, short in their suit";
                    t.add(&after, Call::Double, Shape::hcp(17, 21).len(v, 0, 2), words);
                    let words = "Double of their jump raise: 19+";
                    t.add(&after, Call::Double, Shape::hcp(19, 21), words);
                    t.answers_to_competitive_double(&format!("{after} X P"), o, v, 3);
                    // Their 1NT over the overcall (`1♣ 1♠ P 1NT`, 8-11): with 18+ sitting over
                    // it, the points are ours and the double is for penalties (example3 board
                    // 19: 19 balanced passed it; 4♥ made on the two other hands).
                    let after = format!("1{} 1{} P 1NT", o.letter(), v.letter());
                    t.add(&after, Call::Double, Shape::hcp(18, 21), "Penalty double of their 1NT: 18+");
                    t.add(&format!("{after} X P"), p, Shape::ANY, "Leaves partner's penalty double in");
                }
            }
        }

        // Opener after partner's negative double (the overcaller's partner passed): the unbid
        // major with four, notrump with their suit held, the opening suit again with six.
        for o in [C, D, H, S] {
            for v in [C, D, H, S] {
                if v == o {
                    continue;
                }
                let level = if v > o { 1 } else { 2 };
                let after = format!("1{} {level}{} X P", o.letter(), v.letter());
                let cheapest = |m: Suit| if m > v { level } else { level + 1 };
                for m in MAJORS {
                    if m != o && m != v {
                        let l = cheapest(m);
                        t.add(
                            &after,
                            bid(l + 1, s(m)),
                            Shape::hcp(16, 21).len(m, 4, 13),
                            "Jump in partner's major, 16+",
                        );
                        t.add(
                            &after,
                            bid(l, s(m)),
                            Shape::hcp(OPENER_MIN, 15).len(m, 4, 13),
                            "Partner's major, four cards",
                        );
                    }
                }
                if level == 1 {
                    t.add(&after, bid(1, NT), Shape::hcp(11, 14).balanced().len(v, 2, 13), "12-14, their suit held");
                }
                t.add(&after, bid(2, NT), Shape::hcp(18, 19).balanced().len(v, 2, 13), "18-19, their suit held");
                if families.rebids && cheapest(o) < 3 {
                    let jump = cheapest(o) + 1;
                    t.add_if(
                        &after,
                        bid(jump, s(o)),
                        Shape::hcp(13, 21).len(o, 6, 13),
                        COND_17_WITH_LENGTH,
                        "Six cards in the opening suit, a jump: 17+ with the length",
                    );
                    // The doubler, who showed 6+, accepts the invitation with 8 (opener's 17
                    // counted the six trumps: a singleton is enough); over a minor, 3NT with
                    // 9 and their suit stopped.
                    if families.strength {
                        let jumped = format!("{after} {jump}{} P", o.letter());
                        if o.is_major() {
                            let words = "Accepts the invitation after the negative double";
                            t.add(&jumped, bid(4, s(o)), Shape::hcp(8, 37), words);
                            // With two cards of opener's six, from 7 (board 6: the doubler's 7
                            // with a doubleton passed; 4♥ at the expert tables).
                            t.add(&jumped, bid(4, s(o)), Shape::hcp(7, 7).len(o, 2, 13), words);
                        } else {
                            let held = their_suit_held(v);
                            let words = "3NT after the negative double: 9+, their suit stopped";
                            t.add_if(&jumped, bid(3, NT), Shape::hcp(9, 37), held, words);
                            // With three cards of opener's six the suit runs: from 6.
                            let words = "3NT after the negative double: a fit, their suit stopped";
                            t.add_if(&jumped, bid(3, NT), Shape::hcp(6, 8).len(o, 3, 13), held, words);
                        }
                    }
                }
                t.add(
                    &after,
                    bid(cheapest(o), s(o)),
                    Shape::hcp(OPENER_MIN, 15).len(o, 6, 13),
                    "Six cards in the opening suit",
                );
                // The strong hands that neither raise partner nor hold six: notrump with their
                // suit stopped, the shape aside (a singleton is in partner's major).
                let held = their_suit_held(v);
                if families.strength {
                    t.add_if(&after, bid(2, NT), Shape::hcp(18, 19), held, "18-19, their suit held");
                    t.add_if(&after, bid(3, NT), Shape::hcp(20, 21), held, "20-21, their suit held");
                }
                t.add(
                    &after,
                    bid(cheapest(o), s(o)),
                    Shape::hcp(OPENER_MIN, 21),
                    "Nothing better: the opening suit again",
                );
                // The doubler again, after opener's cheapest rebid (its suit, or 1NT): with
                // their suit stopped, 3NT with 13+ and 2NT inviting with 11-12, which opener
                // accepts with 13.
                if families.strength {
                    let mut rebids = vec![Bid::new(Level::new(cheapest(o)), s(o))];
                    if level == 1 {
                        rebids.push(Bid::new(Level::new(1), NT));
                    }
                    for rebid in rebids {
                        let again = format!("{after} {} P", code(Call::Bid(rebid)));
                        let game = "3NT after the negative double: 13+, their suit stopped";
                        t.add_if(&again, bid(3, NT), Shape::hcp(13, 37), held, game);
                        let invite = "Invites 3NT after the negative double: 11-12, their suit stopped";
                        t.add_if(&again, bid(2, NT), Shape::hcp(11, 12), held, invite);
                        let invited = format!("{again} 2NT P");
                        t.add(&invited, bid(3, NT), Shape::hcp(13, 21), "Accepts the invitation");
                        t.add(&invited, p, Shape::hcp(0, 12), "Declines the invitation");
                        // A six-card suit the double could not show (a new suit at the two
                        // level promised 10+), named now: to play.
                        for m in [S, H, D, C].into_iter().filter(|m| *m != o && *m != v) {
                            let l = cheapest_level(s(m), rebid);
                            let words = "Six cards of my own, to play";
                            if l <= 2 {
                                t.add(&again, bid(l, s(m)), Shape::hcp(6, 10).len(m, 6, 13), words);
                            } else if l == 3 {
                                t.add(&again, bid(l, s(m)), Shape::hcp(8, 10).len(m, 6, 13), words);
                            }
                        }
                    }
                }
            }
        }

        // Opener after partner's new suit over their overcall (the overcaller's partner
        // passed): the new suit is forcing and showed five cards, so opener describes the
        // hand as without the overcall, notrump only with their suit stopped. (Without these
        // rules the general ones counted partner's open range for 14 and bid game with a
        // minimum: `1♦ 1♥ 1♠ P 3NT` with 12 points and a void in spades.)
        if families.overcalled {
            for o in [C, D, H, S] {
                for v in [C, D, H, S] {
                    if v == o {
                        continue;
                    }
                    let level = if v > o { 1 } else { 2 };
                    for m in [S, H, D, C] {
                        let l = if m > v { level } else { level + 1 };
                        if m == o || m == v || l > 2 || (l == 1 && !m.is_major()) {
                            continue;
                        }
                        let after = format!("1{} {level}{} {l}{} P", o.letter(), v.letter(), m.letter());
                        t.contested_rebids(&after, o, v, m, Bid::new(Level::new(l), s(m)));
                    }
                }
            }
        }
        // Opener when they overcall or double partner's one-level answer (`1♣ P 1♥ 1♠`, `1♣ P
        // 1♥ X`): partner speaks again, so a minimum passes; the rest as without their call.
        // (The general rules counted partner's 6-37 for 14 and bid 3NT or game with 12-14.)
        if families.intervened {
            for (o, r) in [(C, D), (C, H), (C, S), (D, H), (D, S), (H, S)] {
                for v in [C, D, H, S] {
                    if v == o || v == r {
                        continue;
                    }
                    let lv = if v > r { 1 } else { 2 };
                    let after = format!("1{} P 1{} {lv}{}", o.letter(), r.letter(), v.letter());
                    t.rebids_over_intervention(&after, o, r, Some(v), Bid::new(Level::new(lv), s(v)));
                }
                let after = format!("1{} P 1{} X", o.letter(), r.letter());
                t.rebids_over_intervention(&after, o, r, None, Bid::new(Level::new(1), s(r)));
            }
        }

        // The overcaller's partner (the opener's partner passed): raise with support, the
        // cue-bid with support and 11+, notrump with their suit held, a good suit of one's own.
        for o in [C, D, H, S] {
            for v in [C, D, H, S] {
                if v == o {
                    continue;
                }
                let level = if v > o { 1 } else { 2 };
                let after = format!("1{} {level}{} P", o.letter(), v.letter());
                let cheapest = |m: Suit| if m > v { level } else { level + 1 };
                t.add(
                    &after,
                    bid(level + 1, s(o)),
                    Shape::hcp(11, 37).len(v, 3, 13),
                    "Cue-bid: support for the overcall, 11+",
                );
                if families.support {
                    let cued = format!("{after} {}{} P", level + 1, o.letter());
                    t.overcall_over_cue_bid(&cued, v, Bid::new(Level::new(level + 1), s(o)));
                }
                if v.is_major() {
                    t.add(
                        &after,
                        bid(4, s(v)),
                        Shape::hcp(9, 37).len(v, 4, 13).len(o, 0, 1),
                        "Raise to game: four trumps, a shortage",
                    );
                }
                if families.competing && level == 1 {
                    // Nine trumps together: the three level with a weak hand (law of total
                    // tricks); with 9-10 the simple raise, which the overcaller may bid on over.
                    t.add(
                        &after,
                        bid(3, s(v)),
                        Shape::hcp(3, 8).len(v, 4, 13),
                        "Jump raise of the overcall: four trumps, nine together (law of total tricks)",
                    );
                }
                t.add(&after, bid(level + 1, s(v)), Shape::hcp(6, 10).len(v, 3, 13), "Raise of the overcall, 6-10");
                if families.competing {
                    // Their raise (`1♣ 1♠ 2♣`): eight trumps compete at the two level, nine at
                    // the three level (a two-level overcall is raised to three with four).
                    let raised = format!("1{} {level}{} 2{}", o.letter(), v.letter(), o.letter());
                    t.add(
                        &raised,
                        bid(3, s(v)),
                        Shape::hcp(3, 10).len(v, 4, 13),
                        "Raise over their raise: four trumps, nine together (law of total tricks)",
                    );
                    if v > o {
                        t.add(
                            &raised,
                            bid(2, s(v)),
                            Shape::hcp(5, 10).len(v, 3, 13),
                            "Raise over their raise: three trumps (law of total tricks)",
                        );
                    }
                    // A six-card suit of one's own still fits at the two level (`1♥ 2♦ 2♥ 2♠`:
                    // a ten-count with six spades passed and they played 3♥).
                    for m in [S, H, D].into_iter().filter(|m| *m > o && *m != v) {
                        let six = Shape::hcp(8, 37).len(m, 6, 13);
                        let words = "A good suit of one's own over their raise: six cards, 8+";
                        t.add_if(&raised, bid(2, s(m)), six, longest_suit(m), words);
                    }
                }
                if level == 1 {
                    t.add(&after, bid(1, NT), Shape::hcp(8, 11).balanced().len(o, 2, 13), "8-11, their suit held");
                }
                t.add(&after, bid(2, NT), Shape::hcp(12, 14).balanced().len(o, 2, 13), "12-14, their suit held");
                for m in [S, H, D, C] {
                    if m != o && m != v && cheapest(m) <= 2 {
                        t.add(
                            &after,
                            bid(cheapest(m), s(m)),
                            Shape::hcp(8, 37).len(m, 6, 13),
                            "A good suit of one's own, not forcing",
                        );
                    }
                }
                if families.advances {
                    t.add(&after, bid(3, NT), Shape::hcp(15, 37).balanced().len(o, 2, 13), "15+, their suit held");
                    for m in [S, H, D, C] {
                        if m != o && m != v && cheapest(m) <= 2 {
                            let min = if cheapest(m) == 1 { 8 } else { 11 };
                            let five = Shape::hcp(min, 37).len(m, 5, 13);
                            t.add_if(
                                &after,
                                bid(cheapest(m), s(m)),
                                five,
                                longest_suit(m),
                                "A five-card suit of one's own",
                            );
                        }
                    }
                }
                t.add(&after, p, Shape::ANY, "Nothing to add to the overcall");
            }
        }
        // The overcaller's partner over responder's answer: the negative double, 1NT or a
        // new suit at its cheapest level (example3: with four trumps and 8 or less the robots
        // passed all 36 times over the double; the experts raised 23 times, passed twice).
        if families.support {
            for o in [C, D, H, S] {
                for v in [C, D, H, S].into_iter().filter(|v| *v != o) {
                    let level = if v > o { 1 } else { 2 };
                    let overcall = Bid::new(Level::new(level), s(v));
                    let before = format!("1{} {level}{}", o.letter(), v.letter());
                    t.support_over_answer(&format!("{before} X"), o, v, overcall);
                    t.opener_over_raised_double(&format!("{before} X"), o, v, overcall);
                    if level == 1 {
                        t.support_over_answer(&format!("{before} 1NT"), o, v, Bid::new(Level::new(1), NT));
                    }
                    for m in [C, D, H, S].into_iter().filter(|m| *m != o && *m != v) {
                        let answer = Bid::new(Level::new(cheapest_level(s(m), overcall)), s(m));
                        if answer.level.get() <= 3 {
                            t.support_over_answer(&format!("{before} {}", code(Call::Bid(answer))), o, v, answer);
                        }
                    }
                }
            }
        }

        // Overcalls and takeout doubles over a one-level opening.
        for o in [C, D, H, S] {
            let after = format!("1{}", o.letter());
            t.add(&after, bid(1, NT), Shape::hcp(15, 18).balanced().len(o, 2, 13), "Overcall, 15-18 balanced");
            if families.defence {
                t.over_their_raise_of_our_notrump(o);
            }
            // Too weak for an overcall, a long suit: the preempt over their opening, game in a
            // major with eight cards (example3's board 7: 8-card hearts overcalled 1♥ then
            // passed 2♦, 4♥ at every expert table).
            for m in all_suits.iter().copied().filter(|m| *m != o) {
                if m.is_major() {
                    let words = "Preemptive overcall at game: eight cards";
                    t.add(&after, bid(4, s(m)), Shape::hcp(5, 12).len(m, 8, 13), words);
                }
                t.add(
                    &after,
                    bid(3, s(m)),
                    Shape::hcp(5, 10).len(m, 7, 13),
                    "Preemptive jump overcall: seven cards, 5-10",
                );
            }
            if families.jumps {
                for m in [S, H, D].into_iter().filter(|m| *m > o) {
                    let shape = Shape::hcp(6, 10).len(m, 6, 6);
                    t.add_if(&after, bid(2, s(m)), shape, longest_suit(m), "Weak jump overcall: six cards, 6-10");
                    t.weak_jump_advances(o, m);
                    t.opener_over_weak_jump(o, m);
                }
            }
            t.overcalls(
                &after,
                o,
                (8, 16, "Overcall, five-card suit"),
                (11, 16, "Overcall at the two level, good suit"),
            );
            t.add(
                &after,
                Call::Double,
                takeout_shape(o, 12),
                "Takeout double: short in their suit, support for the others",
            );
            if families.light {
                t.add(
                    &after,
                    Call::Double,
                    takeout_shape(o, 11).len(o, 0, 1),
                    "Takeout double: 11 with a singleton or void in their suit",
                );
            }
            t.add(&after, Call::Double, Shape::hcp(17, 37), "Takeout double: strong hand");
            t.add(&after, p, Shape::ANY, "Nothing to say");
            // Partner of the doubler (the next player passed).
            if families.doubles {
                // A jump in a major says 9-11: the doubler bids game with a little more than a
                // minimum (board 32: a passed hand's 11 with four spades answered 1♠ and the
                // side stopped in 2♣ of theirs; 4♠ at the expert tables).
                for m in MAJORS.into_iter().filter(|m| *m != o) {
                    let level = if m > o { 2 } else { 3 };
                    let words = "Answer to the double with a jump: four cards, 9-11";
                    t.add(&format!("1{} X P", o.letter()), bid(level, s(m)), Shape::hcp(9, 11).len(m, 4, 13), words);
                    let jumped = format!("1{} X P {level}{} P", o.letter(), m.letter());
                    let game = Cond::in_suit(game_opposite_jump, m, "14+ points with four trumps or shortness");
                    t.add_if(&jumped, bid(4, s(m)), Shape::ANY.len(m, 4, 13), game, "Game opposite the jump answer");
                }
            }
            t.answers_to_takeout(&format!("1{} X P", o.letter()), o);
            if families.doubles {
                t.doubler_again(o);
                t.responsive(o);
            }
        }
        // Balancing (fourth seat, after `1x P P`): partner may hold the values the opener's
        // partner lacked, so the double and the overcalls are three points lighter than in the
        // direct seat, and 1NT is 11-14.
        let balancing = if families.balancing { [C, D, H, S].as_slice() } else { &[] };
        for &o in balancing {
            let after = format!("1{} P P", o.letter());
            t.overcalls(
                &after,
                o,
                (7, 14, "Balancing overcall: five cards, 7-14"),
                (9, 14, "Balancing overcall at the two level: five cards, 9-14"),
            );
            t.add(
                &after,
                bid(1, NT),
                Shape::hcp(11, 14).balanced().len(o, 2, 13),
                "Balancing 1NT: 11-14 balanced, their suit held",
            );
            t.add(&after, Call::Double, takeout_shape(o, 8), "Balancing double: 8+, short in their suit");
            t.add(&after, Call::Double, Shape::hcp(15, 37), "Balancing double: 15+");
            t.add(&after, p, Shape::ANY, "Nothing to balance with");
            // Partner of the balancing doubler already passed over the opening: the longest
            // other suit, a jump with five cards and 11+ or four and 12+ (partner may have
            // balanced on 8), 1NT with a stopper.
            let after = format!("1{} P P X P", o.letter());
            let jumps = [
                (5, 11, "Answer to the balancing double: a jump, five cards, 11+"),
                (4, 12, "Answer to the balancing double: a jump, four cards, 12+"),
            ];
            for (length, points, words) in jumps {
                for m in [S, H, D, C].into_iter().filter(|m| *m != o) {
                    let level = if m > o { 1 } else { 2 };
                    t.add(&after, bid(level + 1, s(m)), Shape::hcp(points, 37).len(m, length, 13), words);
                }
            }
            t.answers_to_takeout(&after, o);
        }
        // Partner opened a weak two or a preempt: raise by the law of total tricks (bid to
        // the level of the trumps held together, less six), game with the values, 3NT with
        // stoppers.
        for &m in preempts {
            let after = format!("2{} P", m.letter());
            t.add(&after, bid(4, s(m)), Shape::hcp(15, 37).len(m, 2, 13), "Game raise over the weak two, 15+");
            t.add(
                &after,
                bid(4, s(m)),
                Shape::ANY.len(m, 4, 13),
                "Raise to game: ten trumps together (law of total tricks)",
            );
            t.add(&after, bid(3, NT), Shape::hcp(16, 37).balanced(), "To play, 16+ balanced");
            t.add(
                &after,
                bid(3, s(m)),
                Shape::hcp(0, 14).len(m, 3, 3),
                "Raise to three: nine trumps together (law of total tricks)",
            );
            t.add(&after, p, Shape::ANY, "Nothing to say over the weak two");
        }
        for &m in all_suits {
            let after = format!("3{} P", m.letter());
            if m.is_major() {
                t.add(&after, bid(4, s(m)), Shape::hcp(14, 37).len(m, 2, 13), "Game raise over the preempt, 14+");
                t.add(
                    &after,
                    bid(4, s(m)),
                    Shape::ANY.len(m, 3, 13),
                    "Raise to game: ten trumps together (law of total tricks)",
                );
            } else {
                // The preempt's suit runs in notrump only with two cards or more opposite:
                // a singleton plays game in the minor, a six-card major of one's own game
                // there (example3: 3NT over `3♣ P` with a singleton went down three on three
                // boards where five of the minor made or the preempt itself was best).
                t.own_major_over_preempt(&after, m);
                t.add(&after, bid(3, NT), Shape::hcp(16, 37).len(m, 2, 13), "To play, 16+ with a fit for the preempt");
                let single = Shape::hcp(16, 37).len(m, 1, 1);
                let words = "Game in the preempt's minor: 16+, a singleton (no notrump: the suit would not run)";
                t.add(&after, bid(5, s(m)), single, words);
                t.add(
                    &after,
                    bid(4, s(m)),
                    Shape::hcp(0, 15).len(m, 3, 13),
                    "Raise: ten trumps together (law of total tricks)",
                );
            }
            if families.opposite {
                // Short in the preempt's suit: its seven cards still make a fit of eight
                // opposite a singleton in a major; notrump needs tricks of one's own (a long
                // minor) or 20 points, the preempt's suit not running.
                if m.is_major() {
                    t.own_major_over_preempt(&after, m);
                }
                for y in [C, D].into_iter().filter(|y| *y != m) {
                    let long = Shape::hcp(17, 37).len(m, 0, 1).len(y, 6, 13);
                    let words = "To play: 17+ and a six-card minor of my own, short in the preempt's suit";
                    t.add(&after, bid(3, NT), long, words);
                }
                if m.is_major() {
                    let single = Shape::hcp(16, 37).len(m, 1, 1);
                    t.add(&after, bid(4, s(m)), single, "Game raise over the preempt: 16+, a singleton");
                }
                let strong = Shape::hcp(20, 37).len(m, 0, 1);
                t.add(&after, bid(3, NT), strong, "To play: 20+, short in the preempt's suit");
            }
            t.add(&after, p, Shape::ANY, "Nothing to say over the preempt");
        }

        // Their weak two or preempt: takeout double, 2NT, a good suit, or pass.
        for &o in all_suits {
            for level in [2u8, 3] {
                if level == 2 && !o.is_major() {
                    continue;
                }
                let after = format!("{level}{}", o.letter());
                let double = takeout_shape(o, 13);
                let nt = if level == 2 { 2 } else { 3 };
                t.add(
                    &after,
                    bid(nt, NT),
                    Shape::hcp(16, 19).balanced().len(o, 2, 13),
                    "Notrump over their preempt: 16-19 balanced, their suit held",
                );
                for m in [S, H, D, C] {
                    if m == o {
                        continue;
                    }
                    let l = if m > o { level } else { level + 1 };
                    t.add(
                        &after,
                        bid(l, s(m)),
                        Shape::hcp(12, 18).len(m, 6, 13),
                        "Overcall of their preempt: a good six-card suit, 12+",
                    );
                }
                t.add(&after, Call::Double, double, "Takeout double of their preempt: 13+, short in their suit");
                t.add(&after, Call::Double, Shape::hcp(18, 37), "Takeout double of their preempt: strong hand");
                t.add(&after, p, Shape::ANY, "Nothing to say over their preempt");
                t.answers_to_preempt_double(&format!("{level}{} X P", o.letter()), o, level);
                if families.doubles {
                    t.doubler_after_preempt(o, level);
                }
            }
        }
        if families.defence {
            t.defence_to_notrump();
        }
        if families.penalties {
            t.reopening_doubles(true);
            // Their 1NT in the balancing seat (`1♣ P P 1NT`, 11-14): the opener with 16+
            // doubles for penalties, and partner, who passed, leaves it in.
            for o in [C, D, H, S] {
                let after = format!("1{} P P 1NT", o.letter());
                let words = "Penalty double of their balancing 1NT: 16+";
                t.add(&after, Call::Double, Shape::hcp(16, 21), words);
                t.add(&format!("{after} X P"), p, Shape::ANY, "Leaves partner's penalty double in");
                // Their 1NT overcall (15-18) over our opening: with 10+ the points are ours
                // (22 or more together) and the double is for penalties; opener leaves it in.
                let after = format!("1{} 1NT", o.letter());
                t.add(&after, Call::Double, Shape::hcp(10, 37), "Penalty double of their 1NT overcall: 10+");
                t.add(&format!("{after} X P"), p, Shape::ANY, "Leaves partner's penalty double in");
                // Below 10, five trumps opposite the five of the major: ten together, game
                // (example3 board 29: `1♠ 1NT 2♠` with five and 8 points; 4♠ made).
                if o.is_major() && families.competing {
                    let five = Shape::hcp(4, 9).len(o, 5, 13);
                    t.add(&after, bid(4, s(o)), five, "Raise to game: ten trumps together (law of total tricks)");
                }
            }
        }
        if families.reopening {
            t.reopening(all_suits);
        }
        if families.penalties {
            t.reopening_doubles(false);
        }
        if families.responder {
            t.responder_second_calls();
        }
        if families.reverses {
            t.reverses();
        }
        System { rules: t.0, families }
    }

    /// The rules that speak to this auction.
    pub fn rules_after<'a>(&'a self, after: &'a str) -> impl Iterator<Item = &'a Rule> + 'a {
        self.rules.iter().filter(move |r| r.after == after)
    }
}

/// What the robot knows of the auction: who showed what.
#[derive(Debug, Clone)]
pub struct Reading {
    /// What each seat's calls showed (all their calls together).
    pub shown: [Shape; 4],
    /// Each call with its explanation, in order.
    pub calls: Vec<(Seat, Explained)>,
}

/// The bidding robot.
#[derive(Debug, Clone, Default)]
pub struct Bidder {
    system: System,
}

fn min_len(shape: &Shape, suit: Suit) -> u8 {
    shape.len[suit as usize].0
}

/// A balanced hand's shape with the two cards it holds in every suit said (a notrump bid
/// shows them: a fit of eight opposite it is six cards of this hand's).
fn two_of_each(mut shape: Shape) -> Shape {
    if shape.balanced {
        for len in &mut shape.len {
            len.0 = len.0.max(2);
        }
    }
    shape
}

impl Bidder {
    /// A robot playing the SEF table.
    #[must_use]
    pub fn new() -> Bidder {
        Bidder { system: System::sef() }
    }

    /// A robot playing `system`.
    #[must_use]
    pub fn with_system(system: System) -> Bidder {
        Bidder { system }
    }

    /// Its system.
    #[must_use]
    pub fn system(&self) -> &System {
        &self.system
    }

    /// What a call made after `calls` meant (for any player: the robot's own, partner's,
    /// an opponent's). `shown` is what each seat showed before.
    fn meaning(&self, dealer: Seat, calls: &[Call], call: Call, shown: &[Shape; 4]) -> Explained {
        let after = context(calls);
        let mut found: Option<(String, Shape, Vec<&'static str>)> = None;
        for r in self.system.rules_after(&after).filter(|r| r.call == call) {
            found = Some(match found {
                None => (r.meaning.clone(), r.shape, r.cond.iter().map(|c| c.words).collect()),
                // Two rules for one call: what both say.
                Some((m, sh, notes)) => {
                    (m, sh.or(&r.shape), notes.into_iter().filter(|n| r.cond.iter().any(|c| c.words == *n)).collect())
                }
            });
        }
        if let Some((meaning, shape, notes)) = found {
            return Explained { call, meaning, shape, notes };
        }
        let seat = dealer.add(calls.len());
        let view = View::new(dealer, calls, seat, shown, self.system.families);
        general_meaning(&view, call, self.system.families)
    }

    /// What `call` would mean if the player to call made it now (the bidding box's
    /// explanations, and the meaning of a person's call for the others).
    #[must_use]
    pub fn explain(&self, auction: &Auction, call: Call) -> Explained {
        let shown = self.read(auction).shown;
        self.meaning(auction.dealer(), auction.calls(), call, &shown)
    }

    /// Reads an auction: what every call meant and what each seat has shown.
    #[must_use]
    pub fn read(&self, auction: &Auction) -> Reading {
        let dealer = auction.dealer();
        let mut shown = [Shape::ANY; 4];
        let mut calls = Vec::new();
        let all = auction.calls();
        for (i, &call) in all.iter().enumerate() {
            let seat = dealer.add(i);
            let e = self.meaning(dealer, &all[..i], call, &shown);
            shown[seat.index()] = shown[seat.index()].and(&e.shape);
            calls.push((seat, e));
        }
        Reading { shown, calls }
    }

    /// The robot's call, with its explanation, for the player to act holding `hand` on a
    /// board of this vulnerability (which only the judgement of a sacrifice reads).
    #[must_use]
    pub fn call(&self, auction: &Auction, vulnerability: Vulnerability, hand: Hand) -> Explained {
        let turn = self.turn(auction, vulnerability);
        let e = if let Some(r) = turn.rule(hand) {
            let e = self.meaning(auction.dealer(), auction.calls(), r.call, &turn.shown);
            let notes = r.cond.iter().map(|c| c.words).collect();
            Explained { call: r.call, meaning: r.meaning.clone(), shape: e.shape, notes }
        } else {
            general_meaning(&turn.view, turn.general(hand), self.system.families)
        };
        self.judged(&turn, vulnerability, hand, e)
    }

    /// The rules' call, or the contract the layouts judge better (family `simulation`): four
    /// of a major in place of the game in notrump the rules bid or pass, a slam in place of
    /// the game the rules bid, a grand slam in place of the small slam the rules bid (after
    /// Blackwood too: the layouts keep the hands that gave partner's answers), a game in
    /// place of passing partner's part-score or of our own part-score over their bids (the
    /// layouts kept to every call there), a pass of partner's part-score in place of the game
    /// the rules raise it to (family `stops`). Not a slam in
    /// place of passing partner's game: partner's game bids, read as the table shows them,
    /// leave room for hands stronger than partner holds (on example3 those slams lost 628
    /// IMPs over 84 boards). Only the robot's own call is judged so: the card robot, which
    /// asks what many sampled hands would have called, reads the rules alone (a simulation a
    /// layout would cost seconds a card).
    fn judged(&self, turn: &Turn<'_>, vulnerability: Vulnerability, hand: Hand, e: Explained) -> Explained {
        if !self.system.families.simulation {
            return e;
        }
        let e = self.strain_judged(turn, vulnerability, hand, e);
        let e = self.contest_judged(turn, vulnerability, hand, e);
        if let Some(stop) = self.stop_judged(turn, hand, &e) {
            return stop;
        }
        let v = &turn.view;
        let partner = v.seat.partner();
        let hcp = hand.hcp() as u8;
        // Partner's points near the top of what its calls showed.
        let partner_top = v.partner.hcp.1.min(v.partner.hcp.0.saturating_add(8));
        let (strain, level, aim) = match (e.call, v.last_bid) {
            // A small slam the rules bid, uncontested, partner having bid: the grand.
            (Call::Bid(small), _)
                if small.level.get() == 6
                    && v.their_bids.is_empty()
                    && !v.doubled
                    && v.our_bids.iter().any(|(s, _)| *s == partner) =>
            {
                // Judged from the game: the small slam must pay there before the grand is
                // weighed against it (against a small slam that fails, a grand loses little).
                (small.strain, game_level(small.strain), Aim::Grand)
            }
            // A game the rules bid, partner having bid, no slam asked yet, over their
            // preempt or overcall too (not doubled): the layouts fit their shapes as well.
            (Call::Bid(game), _)
                if is_game(game)
                    && game.level.get() == game_level(game.strain)
                    && !v.doubled
                    && v.our_bids.iter().any(|(s, _)| *s == partner)
                    && !v.our_bids.iter().any(|(_, b)| *b >= FOUR_NOTRUMP)
                    && v.first_control.is_none_or(|(_, asker)| asker == v.seat) =>
            {
                (game.strain, game.level.get(), Aim::Slam)
            }
            // Partner's game in the major after this hand's control bid: the slam, on
            // partner's answers.
            (Call::Pass, Some((game, by)))
                if by == partner
                    && is_game(game)
                    && v.first_control.is_some_and(|(_, asker)| asker == v.seat)
                    && game.strain.trump().is_some_and(|t| Some(t) == agreed_major(v))
                    && !v.our_bids.iter().any(|(_, b)| *b >= FOUR_NOTRUMP || b.level.get() >= 5) =>
            {
                (game.strain, game.level.get(), Aim::Slam)
            }
            // Our own part-score over their bids, in a fit of eight as shown: the game.
            (Call::Bid(part), _)
                if !is_game(part)
                    && part.level.get() >= 2
                    && !v.their_bids.is_empty()
                    && !v.doubled
                    && v.our_bids.iter().any(|(s, _)| *s == partner)
                    && part
                        .strain
                        .trump()
                        .is_some_and(|s| hand.suit_len(s) as u8 + min_len(&v.partner, s) >= FIT_CARDS) =>
            {
                (part.strain, part.level.get(), Aim::Compete)
            }
            // Partner's part-score, the last bid, in notrump or a fit of eight as shown.
            (Call::Pass, Some((last, by)))
                if by == partner
                    && !v.doubled
                    && !is_game(last)
                    && last
                        .strain
                        .trump()
                        .is_none_or(|s| hand.suit_len(s) as u8 + min_len(&v.partner, s) >= FIT_CARDS) =>
            {
                (last.strain, last.level.get(), Aim::Game)
            }
            _ => return e,
        };
        let slam = matches!(aim, Aim::Slam | Aim::Grand);
        // Far from the higher contract on high cards, the layouts are not worth solving.
        let points = if slam { SIMULATION_POINTS } else { GAME_SIMULATION_POINTS };
        if hcp.saturating_add(partner_top) < points {
            return e;
        }
        let declarer = v.first_to_bid(strain).unwrap_or(v.seat);
        // Beside a game in notrump, a slam in a suit where the side holds eight cards or more
        // as shown (the minor slams the experts bid where 3NT was the rules' game).
        let others: Vec<(Strain, Seat)> = if slam && strain == Strain::NoTrump {
            Suit::ASC
                .into_iter()
                .filter(|m| hand.suit_len(*m) as u8 + min_len(&v.partner, *m) >= FIT_CARDS)
                .map(|m| (Strain::from_suit(m), v.first_to_bid(Strain::from_suit(m)).unwrap_or(v.seat)))
                .collect()
        } else {
            Vec::new()
        };
        let question = judgement::Question {
            seat: v.seat,
            hand,
            shown: &turn.shown,
            strain,
            level,
            declarer,
            others: &others,
            vulnerable: v.vulnerable.0,
            seed: layout_seed(hand, &turn.auction),
            // The slams and games were measured and tuned on layouts that fit the shapes
            // alone; kept to the calls too, they did worse on example3 (-180 IMPs over 74
            // boards for the slams), where the strain gained. The grand is judged after the
            // key cards were asked for, which the shapes do not show.
            // After control bids, partner's answers (the calls after the first one, which a
            // judgement made, not the rules).
            calls: &if matches!(aim, Aim::Grand | Aim::Compete) {
                self.others_turns(&turn.auction, vulnerability)
            } else if let Some((at, _)) = v.first_control {
                let mut i = 0;
                self.turns_of(&turn.auction, vulnerability, |seat| {
                    i += 1;
                    seat == partner && i > at + 1
                })
            } else {
                Vec::new()
            },
        };
        let verdict = crate::play::with_solver(|solver| match aim {
            Aim::Grand => judgement::grand(&question, solver),
            Aim::Slam => judgement::slam(&question, solver),
            Aim::Game | Aim::Compete => judgement::game(&question, solver, game_level(strain)),
        });
        if verdict.is_none()
            && aim == Aim::Slam
            && v.first_control.is_none()
            && let Some(cue) = self.control_asked(turn, vulnerability, hand, &question)
        {
            return Explained {
                call: Call::Bid(cue),
                meaning: CONTROL_BID.to_string(),
                shape: Shape::ANY,
                notes: Vec::new(),
            };
        }
        // Six of a suit below the auction (partner's six of a higher one) is no call.
        let legal =
            |v: &judgement::Verdict| turn.auction.check(Call::Bid(Bid::new(Level::new(v.level), v.strain))).is_ok();
        // Partner reads a game by the table: only one whose meaning fits this hand (`1♥ 2♠ 3♥`
        // judged up to 4♥, read as the game raise with 13-18, sent the opener's 19 to a slam).
        // The table's ranges count the long suits' points as SEF does (H+L): the doubler's
        // 18 with five hearts is the 19 of `1♣ X P 1♥ 2♣ 4♥`.
        let read = |v: &judgement::Verdict| {
            slam || {
                let call = Call::Bid(Bid::new(Level::new(v.level), v.strain));
                let shape = self.meaning(turn.auction.dealer(), turn.auction.calls(), call, &turn.shown).shape;
                let length = u8::try_from(shape_points(hand, None)).unwrap_or(u8::MAX);
                Shape { hcp: (shape.hcp.0.saturating_sub(length), shape.hcp.1), ..shape }.fits(hand)
            }
        };
        verdict
            .filter(legal)
            .filter(read)
            .map_or(e, |v| on_layouts(v, if slam { SLAM_ON_LAYOUTS } else { GAME_ON_LAYOUTS }))
    }

    /// Partner's part-score passed in place of the game the rules raise it to (family
    /// `stops`), when the layouts say the game loses: the rules count points, the layouts
    /// see the fit, the duplication and the missing controls. Only a natural bid of
    /// partner's that may be passed: the same strain as the game, a fit of eight as shown in
    /// a suit, nothing the table calls forcing.
    fn stop_judged(&self, turn: &Turn<'_>, hand: Hand, e: &Explained) -> Option<Explained> {
        let v = &turn.view;
        let partner = v.seat.partner();
        let (Call::Bid(game), Some((last, by))) = (e.call, v.last_bid) else { return None };
        if !self.system.families.stops
            || by != partner
            || v.doubled
            || !is_game(game)
            || game.level.get() != game_level(game.strain)
            || is_game(last)
            || last.strain != game.strain
            || game.strain.trump().is_some_and(|t| (hand.suit_len(t) as u8) + min_len(&v.partner, t) < FIT_CARDS)
        {
            return None;
        }
        let reading = self.read(&turn.auction);
        let forcing = reading.calls.iter().rev().find(|(s, _)| *s == partner).is_some_and(|(_, e)| {
            let words = e.meaning.to_lowercase();
            words.contains("forcing") && !words.contains("not forcing")
        });
        if forcing {
            return None;
        }
        let question = judgement::Question {
            seat: v.seat,
            hand,
            shown: &turn.shown,
            strain: game.strain,
            level: last.level.get(),
            declarer: v.first_to_bid(game.strain).unwrap_or(partner),
            others: &[],
            vulnerable: v.vulnerable.0,
            seed: layout_seed(hand, &turn.auction),
            // On the shapes alone, as the games and slams: kept to the calls, the stops did
            // worse on example3 (32 layouts: +60 IMPs over 36 results against +108 over 54).
            calls: &[],
        };
        crate::play::with_solver(|solver| judgement::stop(&question, solver, game.level.get())).then(|| Explained {
            call: Call::Pass,
            meaning: STOP_ON_LAYOUTS.to_string(),
            shape: Shape::ANY,
            notes: Vec::new(),
        })
    }

    /// The control bid to make in place of the rules' game in the agreed major (family
    /// `controls`), when the layouts say partner's answer is worth hearing: judged on each
    /// answer apart, the slam gains more than judged on all of them at once. Not where the
    /// table has rules for the control bid or for partner's answer (partner would read it by
    /// them), nor over their bids (partner's answers are read as if they were silent).
    fn control_asked(
        &self,
        turn: &Turn<'_>,
        vulnerability: Vulnerability,
        hand: Hand,
        question: &judgement::Question<'_>,
    ) -> Option<Bid> {
        let v = &turn.view;
        if !v.their_bids.is_empty() {
            return None;
        }
        let trump = agreed_major(v).filter(|t| question.strain == Strain::from_suit(*t))?;
        let cue = control_bid(v, hand, trump, self.system.families)?;
        let here = context(turn.auction.calls());
        if self.system.rules_after(&here).any(|r| r.call == Call::Bid(cue)) {
            return None;
        }
        let mut answered = turn.auction.clone();
        answered.try_call(Call::Bid(cue)).ok()?;
        answered.try_call(Call::Pass).ok()?;
        if self.system.rules_after(&context(answered.calls())).next().is_some() {
            return None;
        }
        // Partner's answers to the end of the exchange: each control partner shows, then
        // this hand's next control (the rules' call, which the layouts cannot change), until
        // one of the two signs off in the game.
        let game = Call::Bid(Bid::new(Level::new(4), Strain::from_suit(trump)));
        let answers = |p: Hand| -> Vec<Call> {
            let mut auction = answered.clone();
            let mut said = Vec::new();
            for _ in 0..4 {
                let theirs = self.turn(&auction, vulnerability).call(p);
                said.push(theirs);
                if theirs == game || auction.try_call(theirs).is_err() || auction.try_call(Call::Pass).is_err() {
                    break;
                }
                let mine = self.turn(&auction, vulnerability).call(hand);
                if mine == game || auction.try_call(mine).is_err() || auction.try_call(Call::Pass).is_err() {
                    break;
                }
            }
            said
        };
        let asks = crate::play::with_solver(|solver| judgement::ask(question, solver, &answers));
        asks.then_some(cue)
    }

    /// Their part-score, the last bid, which the rules pass, partner having bid: our fit of
    /// eight as shown at the cheapest level when the layouts say it pays more than defending
    /// (the raise in competition and the law of total tricks' part-score that the rules'
    /// point counts pass over). The layouts keep the hands that would have made every call.
    /// With `outbid`, over their game too, at the five level as well, and in the direct seat
    /// as in the pass-out seat (our game, or the sacrifice, scored doubled where it fails: a
    /// failing bid over their game is doubled), over their part-score up to our
    /// game at the four level (doubled there where it fails), and in this hand's own
    /// six-card suit, bid before, whether partner bid or not.
    fn contest_judged(&self, turn: &Turn<'_>, vulnerability: Vulnerability, hand: Hand, e: Explained) -> Explained {
        let v = &turn.view;
        let partner = v.seat.partner();
        if !self.system.families.contest {
            return e;
        }
        let outbid = self.system.families.outbid;
        let Some((theirs, by)) = v.last_bid else { return e };
        // In the pass-out seat: elsewhere their part-score may be forcing, and defending it is
        // not what passing leads to (`outbid`: over their simple raise in the direct seat the
        // opener still bids on). Their game is where they stop: over it, in the direct seat
        // too, passing leaves them to play it (example3: `1♥ P 2♥ 2♠ P P 3♥ P P 3♠ P P 4♥`,
        // 4♠ with three spades to the ace opposite the overcall, one down against their 4♥
        // made).
        let said = turn.auction.calls();
        let pass_out = said.len() >= 3 && said[said.len() - 2..] == [Call::Pass, Call::Pass];
        let over_game = outbid && is_game(theirs);
        let direct = over_game && by == v.seat.rho() && said.last() == Some(&Call::Bid(theirs));
        if e.call != Call::Pass
            || !((pass_out && by == v.seat.lho()) || direct)
            || theirs.level.get() > if over_game { 5 } else { 4 }
            || (is_game(theirs) && !outbid)
            || v.doubled
            || v.our_bids.is_empty()
        {
            return e;
        }
        // A fit of eight as shown, or (`outbid`) a six-card suit this hand bid: partner's
        // silence leaves it two cards or more more often than not, and the layouts count the
        // rest.
        let partner_bid = v.our_bids.iter().any(|(s, _)| *s == partner);
        let mine =
            |s: Suit| outbid && v.our_bids.iter().any(|(who, b)| *who == v.seat && b.strain == Strain::from_suit(s));
        let their_declarer = turn
            .auction
            .iter()
            .find(|(s, c)| s.side() == by.side() && matches!(c, Call::Bid(b) if b.strain == theirs.strain))
            .map_or(by, |(s, _)| s);
        let (others, levels): (Vec<(Strain, Seat)>, Vec<u8>) = Suit::ASC
            .into_iter()
            .filter(|s| {
                (partner_bid && hand.suit_len(*s) as u8 + min_len(&v.partner, *s) >= FIT_CARDS)
                    || (mine(*s) && hand.suit_len(*s) >= 6)
            })
            .filter_map(|s| {
                // A suit our side bid: a long suit of this hand alone is the rules' to show.
                let strain = Strain::from_suit(s);
                let level = cheapest_level(strain, theirs);
                let call = Call::Bid(Bid::new(Level::new(level), strain));
                // Partner reads the call by the table: only a call whose meaning fits this
                // hand (a raise partner takes for values it does not hold bids a failing game).
                let meant = self.meaning(turn.auction.dealer(), said, call, &turn.shown);
                let highest = match (is_game(theirs), outbid) {
                    (true, _) => CONTEST_OVER_GAME_LEVEL,
                    (false, true) => CONTEST_OUTBID_LEVEL,
                    (false, false) => CONTEST_LEVEL,
                };
                (level <= highest && meant.shape.fits(hand))
                    .then(|| v.first_to_bid(strain).map(|declarer| ((strain, declarer), level)))
                    .flatten()
            })
            .unzip();
        if others.is_empty() {
            return e;
        }
        let calls = self.others_turns(&turn.auction, vulnerability);
        let question = judgement::Question {
            seat: v.seat,
            hand,
            shown: &turn.shown,
            strain: theirs.strain,
            level: theirs.level.get(),
            declarer: their_declarer,
            others: &others,
            vulnerable: v.vulnerable.0,
            seed: layout_seed(hand, &turn.auction),
            calls: &calls,
        };
        crate::play::with_solver(|solver| {
            let doubled_from = if is_game(theirs) { 1 } else { CONTEST_DOUBLED_FROM };
            judgement::contest(&question, solver, v.vulnerable.1, &levels, doubled_from)
        })
        .map_or(e, |v| on_layouts(v, CONTEST_ON_LAYOUTS))
    }

    /// The rules' game in notrump (bid, or partner's passed), or four of a major when the
    /// layouts say it pays more: a six-card suit opposite two, five opposite three, which the
    /// table's rules pass over for notrump. The side holds seven cards in the major as shown
    /// or more (partner's rebid of a five-card major is often the sixth card), or this hand
    /// six. In competition too: the opponents' calls shape the layouts, which keep the hands
    /// that would have made every call (without that, four-three fits taken for 5-3 lost
    /// more than the rest gained).
    fn strain_judged(&self, turn: &Turn<'_>, vulnerability: Vulnerability, hand: Hand, e: Explained) -> Explained {
        let v = &turn.view;
        let partner = v.seat.partner();
        let rules_stop = match (e.call, v.last_bid) {
            (Call::Bid(game), _) => game == THREE_NOTRUMP,
            (Call::Pass, Some((game, by))) => game == THREE_NOTRUMP && by == partner,
            _ => false,
        };
        if !rules_stop
            || v.doubled
            || !v.our_bids.iter().any(|(s, _)| *s == partner)
            || v.our_bids.iter().any(|(_, b)| *b >= FOUR_NOTRUMP)
        {
            return e;
        }
        let others: Vec<(Strain, Seat)> = [Suit::Spades, Suit::Hearts]
            .into_iter()
            .filter(|m| {
                let mine = hand.suit_len(*m) as u8;
                mine + min_len(&v.partner, *m) >= FIT_CARDS - 1 || mine >= 6
            })
            .map(|m| {
                let longer = if hand.suit_len(m) as u8 >= min_len(&v.partner, m) { v.seat } else { partner };
                (Strain::from_suit(m), v.first_to_bid(Strain::from_suit(m)).unwrap_or(longer))
            })
            .collect();
        if others.is_empty() {
            return e;
        }
        let question = judgement::Question {
            seat: v.seat,
            hand,
            shown: &turn.shown,
            strain: Strain::NoTrump,
            level: 3,
            declarer: v.first_to_bid(Strain::NoTrump).unwrap_or(v.seat),
            others: &others,
            vulnerable: v.vulnerable.0,
            seed: layout_seed(hand, &turn.auction),
            calls: &self.others_turns(&turn.auction, vulnerability),
        };
        crate::play::with_solver(|solver| judgement::strain(&question, solver, game_level))
            .map_or(e, |v| on_layouts(v, STRAIN_ON_LAYOUTS))
    }

    /// Each call made by a seat `keep` names, with that player's turn read once: layouts are
    /// kept to the hands that would have made those calls (a hand that fits what a call showed
    /// may still have called otherwise: four spades where a fifth would have been rebid). The
    /// bidding judgement keeps the other three players, the card robot the hidden hands.
    pub(crate) fn turns_of(
        &self,
        auction: &Auction,
        vulnerability: Vulnerability,
        mut keep: impl FnMut(Seat) -> bool,
    ) -> Vec<(Seat, Turn<'_>, Call)> {
        let mut before = Auction::new(auction.dealer());
        let mut turns = Vec::new();
        for (i, &call) in auction.calls().iter().enumerate() {
            let seat = auction.dealer().add(i);
            if keep(seat) {
                turns.push((seat, self.turn(&before, vulnerability), call));
            }
            if before.try_call(call).is_err() {
                break;
            }
        }
        turns
    }

    /// The calls of the three players other than the one to act.
    pub(crate) fn others_turns(&self, auction: &Auction, vulnerability: Vulnerability) -> Vec<(Seat, Turn<'_>, Call)> {
        let me = auction.to_call().unwrap_or(auction.dealer());
        self.turns_of(auction, vulnerability, |seat| seat != me)
    }

    /// The player to act, read once for many hands (the card robot asks which of its sampled
    /// hands would have made the call that was made).
    #[must_use]
    pub fn turn(&self, auction: &Auction, vulnerability: Vulnerability) -> Turn<'_> {
        let after = context(auction.calls());
        let rules = self.system.rules.iter().filter(|r| r.after == after && auction.check(r.call).is_ok()).collect();
        let reading = self.read(auction);
        let seat = auction.to_call().unwrap_or(auction.dealer());
        let mut view = View::new(auction.dealer(), auction.calls(), seat, &reading.shown, self.system.families);
        view.vulnerable =
            (vulnerability.is_vulnerable(seat.side()), vulnerability.is_vulnerable(seat.side().opponents()));
        view.partner_tried = view.last_bid.is_some_and(|(_, by)| by == seat.partner())
            && reading
                .calls
                .iter()
                .rev()
                .find(|(s, _)| *s == seat.partner())
                .is_some_and(|(_, e)| e.meaning == GAME_TRY || e.meaning == SLAM_TRY);
        view.partner_cued = view.last_bid.is_some_and(|(_, by)| by == seat.partner())
            && reading
                .calls
                .iter()
                .rev()
                .find(|(s, e)| *s == seat.partner() && matches!(e.call, Call::Bid(_)))
                .is_some_and(|(_, e)| e.meaning == CONTROL_BID);
        view.first_control = reading
            .calls
            .iter()
            .enumerate()
            .find(|(_, (s, e))| s.side() == seat.side() && e.meaning == CONTROL_BID)
            .map(|(i, (s, _))| (i, *s));
        Turn { rules, view, families: self.system.families, shown: reading.shown, auction: auction.clone() }
    }
}

/// One player's turn to call, read once: the table's rules that speak there and the auction
/// as the general rules see it.
#[derive(Debug)]
pub struct Turn<'a> {
    rules: Vec<&'a Rule>,
    view: View,
    families: Families,
    shown: [Shape; 4],
    auction: Auction,
}

impl Turn<'_> {
    /// The call the robot makes with `hand` here.
    #[must_use]
    pub fn call(&self, hand: Hand) -> Call {
        self.rule(hand).map_or_else(|| self.general(hand), |r| r.call)
    }

    fn rule(&self, hand: Hand) -> Option<&Rule> {
        self.rules.iter().copied().find(|r| r.shape.fits(hand) && r.cond.iter().all(|c| c.holds(hand)))
    }

    fn general(&self, hand: Hand) -> Call {
        let call = general_call(&self.view, hand, self.families);
        if self.auction.check(call).is_ok() { call } else { Call::Pass }
    }
}

/// The auction from one seat's side, for the general rules.
#[derive(Debug)]
struct View {
    seat: Seat,
    partner: Shape,
    /// What this seat has shown itself.
    me: Shape,
    /// Partner's last bid, the last of the auction, was a game try of the general rules.
    partner_tried: bool,
    /// Partner's last bid, the last bid of the auction, was a control bid (family
    /// `controls`): this hand answers it.
    partner_cued: bool,
    /// Our side's first control bid: where in the auction, and who made it (the one who
    /// asked decides the slam).
    first_control: Option<(usize, Seat)>,
    /// The highest bid so far and who made it.
    last_bid: Option<(Bid, Seat)>,
    /// Our side's bids so far.
    our_bids: Vec<(Seat, Bid)>,
    /// Their side's bids.
    their_bids: Vec<Bid>,
    /// Whether we (our side) opened.
    we_opened: bool,
    /// Doubled already.
    doubled: bool,
    /// Who of our side doubled their bid before our side bid (a takeout double).
    doubler: Option<Seat>,
    /// Whether an opponent has bid or doubled.
    contested: bool,
    /// Whether our side, then theirs, is vulnerable (known when the robot calls; a reading
    /// of the auction does without).
    vulnerable: (bool, bool),
}

impl View {
    /// `who` (this seat or partner) doubled for takeout, and our side has bid nothing since:
    /// the general rules' doubler and its partner, which `general_call` and `general_meaning`
    /// must read alike.
    fn doubled_for_takeout(&self, who: Seat) -> bool {
        self.our_bids.is_empty() && self.doubler == Some(who)
    }

    fn new(dealer: Seat, calls: &[Call], seat: Seat, shown: &[Shape; 4], families: Families) -> View {
        let read = |s: Shape| if families.balanced { two_of_each(s) } else { s };
        let mut v = View {
            seat,
            partner: read(shown[seat.partner().index()]),
            me: read(shown[seat.index()]),
            partner_tried: false,
            partner_cued: false,
            first_control: None,
            last_bid: None,
            our_bids: Vec::new(),
            their_bids: Vec::new(),
            we_opened: false,
            doubled: false,
            doubler: None,
            contested: false,
            vulnerable: (false, false),
        };
        let mut opened = false;
        for (i, c) in calls.iter().enumerate() {
            let who = dealer.add(i);
            match c {
                Call::Bid(b) => {
                    if !opened {
                        opened = true;
                        v.we_opened = who.side() == seat.side();
                    }
                    v.last_bid = Some((*b, who));
                    v.doubled = false;
                    if who.side() == seat.side() {
                        v.our_bids.push((who, *b));
                    } else {
                        v.their_bids.push(*b);
                    }
                }
                Call::Double | Call::Redouble => {
                    v.doubled = true;
                    if who.side() == seat.side() && *c == Call::Double && v.our_bids.is_empty() {
                        v.doubler = Some(who);
                    }
                }
                Call::Pass => {}
            }
            if *c != Call::Pass && who.side() != seat.side() {
                v.contested = true;
            }
        }
        v
    }

    /// The player of our side who first bid `strain`: its declarer.
    fn first_to_bid(&self, strain: Strain) -> Option<Seat> {
        self.our_bids.iter().find(|(_, b)| b.strain == strain).map(|(s, _)| *s)
    }
}

/// Trumps together that make a fit for the general rules (and that their raise shows).
const FIT_CARDS: u8 = 8;

/// Combined points below which a side stays low, and at which it bids game.
const GAME_POINTS: u8 = 25;

/// The general rules, in order: double their sacrifice, place the contract, pass.
fn general_call(v: &View, hand: Hand, families: Families) -> Call {
    let hcp = hand.hcp() as u8;
    // What partner holds, counted a little above the minimum shown (a quarter of the range).
    // Partner's one-level opening counts for 12 however light the rule of 20 let it be (its
    // 10 or 11 came with a 5-5 or 6-4 shape), while the opponents stay silent: over their
    // calls the 12 bid games that went down (example3, -160 IMPs over 28 results).
    let partner_opened = v.we_opened
        && !v.contested
        && v.our_bids.first().is_some_and(|(s, b)| *s == v.seat.partner() && b.level.get() == 1);
    let partner_min = if partner_opened { v.partner.hcp.0.max(12).min(v.partner.hcp.1) } else { v.partner.hcp.0 };
    let spread = v.partner.hcp.1.min(37).saturating_sub(partner_min);
    // Competing for a part-score counts partner's unknown values; bidding a game does not: a
    // partner whose only calls were passes that no rule read (its range still open to 37)
    // counts for its minimum there, as a pass over interference promises nothing.
    let competing = hcp.saturating_add(partner_min).saturating_add(spread / 4);
    let partner_bid = v.our_bids.iter().any(|(s, _)| *s == v.seat.partner());
    let spread = if !partner_bid && v.partner.hcp.1 >= 37 { 0 } else { spread };
    let combined = hcp.saturating_add(partner_min).saturating_add(spread / 4);
    let Some((last, by)) = v.last_bid else { return Call::Pass };
    // Penalty double of a sacrifice: they outbid our game, at the five level or higher, or
    // (with the sacrifices judged) at any level.
    let our_game = v.our_bids.iter().any(|(_, b)| is_game(*b));
    let sacrificed = last.level.get() >= 5 || families.sacrifices;
    if by.side() != v.seat.side() && !v.doubled && sacrificed && our_game && combined >= 20 {
        return Call::Double;
    }
    let theirs = by.side() != v.seat.side();
    // The takeout doubler over their answer to the double (`1♥ X 2♥ P P`), our side having
    // bid nothing: with 17+, a five-card suit of its own (it passed, the rules below holding
    // nothing for a side whose only call was a double; a player answering the double as
    // responder met a 22-count's silence).
    if v.doubled_for_takeout(v.seat)
        && theirs
        && families.competing
        && (DOUBLER_OWN_SUIT_POINTS.0..=DOUBLER_OWN_SUIT_POINTS.1).contains(&hcp)
        && let Some((suit, b)) = longest_unbid(v, hand, last)
        && hand.suit_len(suit) >= 5
        && b.level.get() <= 3
    {
        return Call::Bid(b);
    }
    // Without a suit of its own, the doubler doubles again, for takeout, short in their
    // suits (their raise over the double, `1♠ X 3♠ P P`, passed with 18 and 4-4-4-1).
    if v.doubled_for_takeout(v.seat)
        && theirs
        && !v.doubled
        && families.doubled
        && last.level.get() <= 3
        && doubles_again(v, hand)
    {
        return Call::Double;
    }
    // Partner of the doubler over that second double: its longest suit, unless it holds
    // their trumps (five or more: the double is left in).
    if v.doubled_for_takeout(v.seat.partner())
        && v.doubled
        && theirs
        && families.doubled
        && let Some(b) = answer_to_double_again(v, hand, last)
    {
        return Call::Bid(b);
    }
    if v.our_bids.is_empty() || (theirs && !families.competing) {
        return Call::Pass;
    }
    // Key-card Blackwood asked by partner: the answer.
    if partner_asked_keycards(v, families)
        && let Some(trump) = agreed_major(v)
    {
        return Call::Bid(Bid::new(Level::new(5), Strain::from_suit(keycard_answer(hand, trump))));
    }
    // After key-card Blackwood: the asker counts the key cards and bids the slam, or stops at
    // five with two missing.
    if !theirs && let Some((trump, answered)) = keycards_answered(v, families) {
        let mine = key_cards(hand, trump);
        // 0 or 3, 1 or 4: the count that fits beside this hand's, nearer what partner's
        // points make likely: the key cards this hand lacks, shared in proportion to the
        // points partner holds of those this hand lacks (in tenths).
        let options = match answered {
            Suit::Clubs => [0, 3],
            Suit::Diamonds => [1, 4],
            _ => [2, 2],
        };
        let partners_points = u32::from(partner_min.saturating_add(spread / 4));
        let likely = (5 - mine.min(5)) * partners_points * 10 / (40 - u32::from(hcp).min(39));
        let partners = options
            .into_iter()
            .filter(|k| mine + k <= 5)
            .min_by_key(|k| (k * 10).abs_diff(likely))
            .unwrap_or(options[0]);
        let together = mine + partners;
        let trumps = hand.suit_len(trump) as u8 + min_len(&v.partner, trump);
        let queen = match answered {
            Suit::Spades => true,
            Suit::Hearts => false,
            _ => hand.contains(Card::new(trump, Rank::QUEEN)) || trumps >= 10,
        };
        let shown = hcp.saturating_add(partner_min).saturating_add(spread.min(8) / 4);
        let level = match together {
            0..=3 => 5,
            5 if queen && shown >= GRAND_SLAM_POINTS => 7,
            _ => 6,
        };
        let target = Bid::new(Level::new(level), Strain::from_suit(trump));
        // Five of the trump suit is below the answer only in hearts over 5♠ (two key cards
        // and the queen): the slam, not a pass of partner's artificial answer.
        let target = if target > last { target } else { Bid::new(Level::new(6), Strain::from_suit(trump)) };
        return if target > last { Call::Bid(target) } else { Call::Pass };
    }
    // After Blackwood: the asker counts aces and bids the slam, or stops at five.
    if let [.., (asker, ask), (_, answer)] = v.our_bids.as_slice()
        && !theirs
        && *asker == v.seat
        && ask.level.get() == 4
        && ask.strain == Strain::NoTrump
        && answer.level.get() == 5
        && let Some((_, opening)) = v.our_bids.first()
    {
        let shown = match answer.strain {
            Strain::Clubs if aces(hand) == 0 => 4,
            Strain::Clubs => 0,
            Strain::Diamonds => 1,
            Strain::Hearts => 2,
            _ => 3,
        };
        let level = if aces(hand) + shown >= 3 { 6 } else { 5 };
        let target = Bid::new(Level::new(level), opening.strain);
        return if target > last { Call::Bid(target) } else { Call::Pass };
    }
    // Partner's control bid: this hand's cheapest control above it, else the game.
    if v.partner_cued
        && let Some(trump) = agreed_major(v)
    {
        let game = Bid::new(Level::new(4), Strain::from_suit(trump));
        return Call::Bid(control_bid(v, hand, trump, families).unwrap_or(game));
    }
    // Place the contract: the best fit we know of, at the level our points call for.
    // A major fit before a minor one, even a longer minor (four of the major needs a trick
    // fewer than five of the minor); then the longer fit, the fit split more evenly (4-4
    // ruffs in either hand, 5-3 in one), the higher suit.
    let fit = Suit::ASC
        .into_iter()
        .map(|suit| {
            // A seven-card suit plays opposite partner's singleton: a fit unless partner
            // showed a void (not over their bids: the robot that bid 2♦ over their 1NT
            // overcall with a seven-card suit and nothing else lost 86 IMPs on example3).
            let (mine, theirs) = (hand.suit_len(suit) as u8, min_len(&v.partner, suit));
            let alone = mine >= 7 && v.partner.len[suit as usize].1 >= 1 && v.their_bids.is_empty();
            let theirs = if alone { theirs.max(1) } else { theirs };
            (suit, mine + theirs, suit.is_major(), mine.min(theirs))
        })
        .filter(|(_, total, _, _)| *total >= FIT_CARDS)
        .max_by_key(|(_, total, major, even)| (*major, *total, *even))
        .map(|(suit, total, _, _)| (suit, total));
    let game = match fit {
        Some((suit, _)) if suit.is_major() => Some(Bid::new(Level::new(4), Strain::from_suit(suit))),
        Some((suit, _)) if !is_balanced(hand) && v.partner.len[suit as usize].0 >= 5 => {
            Some(Bid::new(Level::new(5), Strain::from_suit(suit)))
        }
        // Over their bid, notrump only with their suit held.
        _ if theirs && !their_suits_held(v, hand) => None,
        _ => Some(Bid::new(Level::new(3), Strain::NoTrump)),
    };
    // The hand's shape counts too: a point for each card past the fourth in a suit, and
    // with a trump fit in partner's suit, the short suits (void 3, singleton 2, doubleton 1).
    let shape = if families.valuation {
        // Short suits ruff only with three trumps or more in the hand, opposite three or more,
        // and only when the game is in that suit (a minor fit headed for 3NT ruffs nothing).
        let trumps = fit.map(|(t, _)| t).filter(|t| {
            min_len(&v.partner, *t) >= 3
                && hand.suit_len(*t) >= 3
                && game.is_some_and(|g| g.strain == Strain::from_suit(*t))
        });
        u8::try_from(shape_points(hand, trumps)).unwrap_or(u8::MAX)
    } else {
        0
    };
    // For a slam, partner's open-ended ranges (10+, 11+) count for no more than two points above
    // the minimum: a slam needs what partner has shown, not what partner might hold.
    let shown = hcp.saturating_add(partner_min).saturating_add(spread.min(8) / 4);
    let combined = combined.saturating_add(shape);
    // A slam: with 33 points together the opponents hold at most one ace; 37 high-card points
    // leave them none.
    // In a suit the shape counts, with at least 30 high-card points; in notrump only high cards.
    let (points, strain) = match fit {
        Some((suit, _)) if shown >= SLAM_POINTS - 3 => (shown.saturating_add(shape), Strain::from_suit(suit)),
        _ => (shown, Strain::NoTrump),
    };
    // With a major agreed, 4NT asks for key cards first (a point short of the slam, to bid it
    // when partner holds the key cards), holding one key card or more.
    if families.slams
        && !theirs
        && points.saturating_add(1) >= SLAM_POINTS
        && asks_keycards(v, families)
        && fit.is_some_and(|(suit, _)| Some(suit) == agreed_major(v))
        && let Some(trump) = agreed_major(v)
        && key_cards(hand, trump) >= 1
        && FOUR_NOTRUMP > last
    {
        return Call::Bid(FOUR_NOTRUMP);
    }
    if families.slams && !theirs && points >= SLAM_POINTS {
        let level = if shown >= GRAND_SLAM_POINTS { 7 } else { 6 };
        let target = Bid::new(Level::new(level), strain);
        if target > last && !v.our_bids.iter().any(|(_, b)| b.level.get() >= 6) {
            return Call::Bid(target);
        }
    }
    // Partner's game try counted on this hand being a quarter up its range: accept with two
    // points more than that.
    // A slam try (4NT, five of the major) counted the range as the slam does, at most two
    // points above the minimum.
    if families.tries && v.partner_tried {
        let slam = last.level.get() >= 4;
        let range = v.me.hcp.1.min(37).saturating_sub(v.me.hcp.0);
        let counted = v.me.hcp.0.saturating_add(if slam { range.min(8) } else { range } / 4);
        let length = u8::try_from(shape_points(hand, None)).unwrap_or(u8::MAX);
        // In notrump short suits are no asset: only high cards and length count.
        let (target, mine) = match (slam, last.strain) {
            (false, Strain::NoTrump) => (Bid::new(Level::new(3), Strain::NoTrump), hcp.saturating_add(length)),
            (false, strain) => (Bid::new(Level::new(last.level.get() + 1), strain), hcp.saturating_add(shape)),
            (true, Strain::NoTrump) => (Bid::new(Level::new(6), Strain::NoTrump), hcp.saturating_add(length)),
            (true, strain) => (Bid::new(Level::new(6), strain), hcp.saturating_add(shape)),
        };
        // The notrump try came from 30 points or more together as partner counted them:
        // seven high-card points above that count make the 37 of a grand slam (example3's
        // board 23: 18 opposite 19, 7NT at every expert table, 6NT here).
        if slam && last.strain == Strain::NoTrump && hcp >= counted.saturating_add(GRAND_SLAM_POINTS - SLAM_POINTS + 3)
        {
            return Call::Bid(Bid::new(Level::new(7), Strain::NoTrump));
        }
        return if mine >= counted.saturating_add(2) { Call::Bid(target) } else { Call::Pass };
    }
    // Three points or fewer short of a slam, and partner's range may hold them: a slam try,
    // 4NT (quantitative) or five of the major fit.
    let partner_top = v.partner.hcp.1.min(partner_min.saturating_add(8));
    let upside = partner_top.saturating_sub(partner_min.saturating_add(spread.min(8) / 4));
    if families.slams
        && families.tries
        && by == v.seat.partner()
        && v.their_bids.is_empty()
        && !v.doubled
        && points.saturating_add(3) >= SLAM_POINTS
        && points.saturating_add(upside) >= SLAM_POINTS
        && !v.our_bids.iter().any(|(_, b)| b.level.get() >= 5 || *b == FOUR_NOTRUMP)
        && let Some(try_bid) = slam_try(strain)
        && try_bid > last
    {
        return Call::Bid(try_bid);
    }
    if combined >= GAME_POINTS
        && let Some(target) = game
        && target > last
    {
        return Call::Bid(target);
    }
    // Two points short of game, and partner's range may hold them: a game try, three of the
    // major fit or 2NT; over their interference too, when partner's bid is the last (a
    // negative doubler with 11 opposite opener's 2♥ invites as without the overcall), 2NT
    // then only with their suits held, here or by partner's notrump after our opening, and no
    // notrump of theirs.
    let partner_notrump =
        v.we_opened && v.our_bids.iter().any(|(s, b)| *s == v.seat.partner() && b.strain == Strain::NoTrump);
    let notrump_try_safe = v.their_bids.is_empty()
        || ((their_suits_held(v, hand) || partner_notrump) && v.their_bids.iter().all(|b| b.strain != Strain::NoTrump));
    if families.tries
        && by == v.seat.partner()
        && !v.doubled
        && (notrump_try_safe || game.is_some_and(|g| g.strain != Strain::NoTrump))
        && combined.saturating_add(2) >= GAME_POINTS
        && hcp.saturating_add(shape).saturating_add(partner_top) >= GAME_POINTS
        && let Some(target) = game
        && let Some(try_bid) = game_try(target)
        && try_bid > last
    {
        return Call::Bid(try_bid);
    }
    // Partner's suit over their fit: as high as the trumps together allow (the law of total
    // tricks), game at most (example3 board 77: `2♥ P 3♥ 3♠ P` with five spades and a
    // singleton passed; 4♠ at the expert tables).
    if !theirs
        && families.competing
        && by == v.seat.partner()
        && !v.doubled
        && their_fit(v)
        && let Some((suit, total)) = fit
        && Strain::from_suit(suit) == last.strain
        && competing >= COMPETE_POINTS
    {
        let limit = total_tricks_level(suit, total);
        if limit > last.level.get() {
            return Call::Bid(Bid::new(Level::new(limit), last.strain));
        }
    }
    if theirs {
        if families.sacrifices
            && let Some(call) = sacrifice(v, hand, fit, competing, last)
        {
            return call;
        }
        return compete(v, hand, fit, competing.saturating_add(shape), last);
    }
    // Preference: partner's last bid named a suit, our longer fit lies above it at the same
    // level (`1♦ P 1♠ P 2♣ P 2♦` with five diamonds): the fit, not partner's second suit.
    if families.rebids
        && by == v.seat.partner()
        && last.level.get() <= 3
        && let Some((suit, total)) = fit
        && let Some(named) = last.strain.trump()
        && named != suit
        && total > hand.suit_len(named) as u8 + min_len(&v.partner, named)
    {
        let target = Bid::new(last.level, Strain::from_suit(suit));
        if target > last {
            return Call::Bid(target);
        }
    }
    Call::Pass
}

/// High cards together (as the placement counts them) with which a side defends their game
/// rather than sacrifice: the game may well go down.
const DEFENCE_POINTS: u8 = 19;

/// What going down costs beyond the price of their game for a sacrifice to be worth it: the
/// law of total tricks is a guess, and their game may go down.
const SACRIFICE_MARGIN: u32 = 150;

/// Their trump game, and our fit of nine or more: the law of total tricks counts the tricks
/// we take (the trumps of both sides together, less the tricks their game takes); bid on
/// when that makes, or when going down doubled costs less than their game with the
/// vulnerability of each side. Once only: not after our side has bid at the four level.
fn sacrifice(v: &View, hand: Hand, fit: Option<(Suit, u8)>, high_cards: u8, last: Bid) -> Option<Call> {
    let their_trump = last.strain.trump()?;
    if v.doubled
        || !is_game(last)
        || last.level.get() > 5
        || high_cards > DEFENCE_POINTS
        || v.our_bids.iter().any(|(_, b)| b.level.get() >= 4)
    {
        return None;
    }
    let (suit, ours) = our_trumps(v, hand, fit)?;
    if ours < 9 || suit == their_trump {
        return None;
    }
    // Their trumps: eight or nine, fewer when we hold more of their suit.
    let held = hand.suit_len(their_trump) as u8 + min_len(&v.partner, their_trump);
    let theirs = 13u8.saturating_sub(held).clamp(8, 9);
    let strain = Strain::from_suit(suit);
    let level = cheapest_level(strain, last);
    if level > 5 {
        return None;
    }
    let tricks = (ours + theirs).saturating_sub(last.level.get() + 6);
    let down = u32::from((level + 6).saturating_sub(tricks));
    let (we_vulnerable, they_vulnerable) = v.vulnerable;
    // Down doubled: 100, 300, 500, then 300 a trick; vulnerable 200, then 300 a trick.
    let cost = match (down, we_vulnerable) {
        (0, _) => 0,
        (1, false) => 100,
        (2, false) => 300,
        (n, false) => 300 * n - 400,
        (n, true) => 300 * n - 100,
    };
    // Their game made: its tricks and the game bonus.
    let per_trick = if their_trump.is_major() { 30 } else { 20 };
    let value = if they_vulnerable { 500 } else { 300 } + per_trick * u32::from(last.level.get());
    (down == 0 || cost + SACRIFICE_MARGIN < value).then_some(Call::Bid(Bid::new(Level::new(level), strain)))
}

/// The game try below a game: three of a major for four, 2NT for 3NT (none for a minor).
fn game_try(game: Bid) -> Option<Bid> {
    match game.strain {
        Strain::NoTrump => Some(Bid::new(Level::new(2), Strain::NoTrump)),
        Strain::Spades | Strain::Hearts => Some(Bid::new(Level::new(3), game.strain)),
        _ => None,
    }
}

const FOUR_NOTRUMP: Bid = Bid::new(Level::new(4), Strain::NoTrump);
const THREE_NOTRUMP: Bid = Bid::new(Level::new(3), Strain::NoTrump);

/// The fourth seat's overcall of their two suits (`1♣ P 1♥ 1♠`), at `level`.
fn overcall_words(level: u8) -> &'static str {
    if level == 1 {
        "Overcall of their two suits: five cards, 9-18"
    } else {
        "Overcall of their two suits at the two level: five cards, 12-18"
    }
}

/// The slam try in a strain: 4NT (quantitative) in notrump, five of a major (none for a minor,
/// where five is the game).
fn slam_try(strain: Strain) -> Option<Bid> {
    match strain {
        Strain::NoTrump => Some(FOUR_NOTRUMP),
        Strain::Spades | Strain::Hearts => Some(Bid::new(Level::new(5), strain)),
        _ => None,
    }
}

/// Whether `b`, made now, is a slam try of the general rules: over partner's bid, the
/// opponents silent, 4NT or five of a major our side has bid (the general rules bid neither
/// otherwise; Blackwood is the table's).
fn is_slam_try(v: &View, b: Bid) -> bool {
    let over_partner = v.last_bid.is_some_and(|(_, by)| by == v.seat.partner());
    let ours = |strain: Strain| v.our_bids.iter().any(|(_, x)| x.strain == strain);
    over_partner
        && v.their_bids.is_empty()
        && !v.our_bids.iter().any(|(_, x)| x.level.get() >= 5 || *x == FOUR_NOTRUMP)
        && (b == FOUR_NOTRUMP
            || (b.level.get() == 5 && matches!(b.strain, Strain::Spades | Strain::Hearts) && ours(b.strain)))
}

/// Whether `b`, made now, is a game try of the general rules: over partner's bid, 2NT or
/// three of a major our side has bid.
fn is_game_try(v: &View, b: Bid) -> bool {
    let over_partner = v.last_bid.is_some_and(|(_, by)| by == v.seat.partner());
    let ours = |strain: Strain| v.our_bids.iter().any(|(_, x)| x.strain == strain);
    over_partner
        && (b == Bid::new(Level::new(2), Strain::NoTrump)
            || (b.level.get() == 3 && matches!(b.strain, Strain::Spades | Strain::Hearts) && ours(b.strain)))
}

/// High-card points together (partner's counted near the top of its range) from which a game
/// is judged on layouts against a slam.
const SIMULATION_POINTS: u8 = 28;

/// The same for a game in place of partner's part-score.
const GAME_SIMULATION_POINTS: u8 = 23;

/// What `Bidder::judged` weighs on layouts: the game over partner's part-score, or over our
/// own part-score in competition, the slam over the rules' game, the grand over the rules'
/// small slam.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Aim {
    Game,
    /// Over their bids the layouts keep the hands that would have made every call: the
    /// shapes alone miss the bad breaks the opponents' calls foretell.
    Compete,
    Slam,
    Grand,
}

/// Combined points for a small slam, and for a grand slam.
const SLAM_POINTS: u8 = 33;
const GRAND_SLAM_POINTS: u8 = 37;

/// Their `suit` stopped here, as a rule's condition (see [`stopped`]).
/// An unbid suit stopped for responder's notrump (see [`stopped`]).
const fn held(suit: Suit) -> Cond {
    let words = match suit {
        Suit::Clubs => "♣ stopped (the ace, Kx, Qxx)",
        Suit::Diamonds => "♦ stopped (the ace, Kx, Qxx)",
        Suit::Hearts => "♥ stopped (the ace, Kx, Qxx)",
        Suit::Spades => "♠ stopped (the ace, Kx, Qxx)",
    };
    Cond::in_suit(stopped, suit, words)
}

const fn their_suit_held(suit: Suit) -> Cond {
    Cond::in_suit(stopped, suit, "their suit stopped (the ace, Kx, Qxx)")
}

/// Every suit they bid, held (see [`stopped`]).
fn their_suits_held(v: &View, hand: Hand) -> bool {
    v.their_bids.iter().filter_map(|b| b.strain.trump()).all(|suit| stopped(hand, suit))
}

/// Both majors, five and four cards or more.
fn landy_shape(h: Hand) -> bool {
    let (hearts, spades) = (h.suit_len(Suit::Hearts), h.suit_len(Suit::Spades));
    hearts >= 4 && spades >= 4 && hearts + spades >= 9
}

/// At most one suit of five cards or more (a two-suiter names its second suit).
fn one_long_suit(h: Hand) -> bool {
    Suit::ASC.into_iter().filter(|s| h.suit_len(*s) >= 5).count() <= 1
}

/// Honours (ace to ten) held in `suit`.
fn honours(hand: Hand, suit: Suit) -> usize {
    [Rank::ACE, Rank::KING, Rank::QUEEN, Rank::JACK, Rank::TEN]
        .into_iter()
        .filter(|r| hand.contains(Card::new(suit, *r)))
        .count()
}

/// A one-level overcall doubled for penalties: five cards with two honours, or four with three.
fn stack_one(hand: Hand, suit: Suit) -> bool {
    let n = hand.suit_len(suit);
    (n >= 5 && honours(hand, suit) >= 2) || (n == 4 && honours(hand, suit) >= 3)
}

/// A two-level overcall doubled for penalties: four cards with two honours.
fn stack_two(hand: Hand, suit: Suit) -> bool {
    hand.suit_len(suit) >= 4 && honours(hand, suit) >= 2
}

/// The suit held for notrump: the ace, or the king with another card, or the queen with two.
fn stopped(hand: Hand, suit: Suit) -> bool {
    let has = |r: Rank| hand.contains(Card::new(suit, r));
    let n = hand.suit_len(suit);
    has(Rank::ACE) || (has(Rank::KING) && n >= 2) || (has(Rank::QUEEN) && n >= 3)
}

/// Our longest trump suit and the trumps we hold together, for the law of total tricks: the
/// fit, or a six-card suit of this hand's own already bid (partner counted for two cards).
fn our_trumps(v: &View, hand: Hand, fit: Option<(Suit, u8)>) -> Option<(Suit, u8)> {
    let own = v
        .our_bids
        .iter()
        .filter(|(who, _)| *who == v.seat)
        .filter_map(|(_, b)| b.strain.trump())
        .filter(|suit| hand.suit_len(*suit) >= 6)
        .map(|suit| (suit, hand.suit_len(suit) as u8 + 2));
    fit.into_iter().chain(own).max_by_key(|(_, total)| *total)
}

/// Competing over their bid, by the law of total tricks: bid on to as many tricks as the
/// trumps we hold together (nine trumps, the three level), with about half the points. A
/// suit of one's own already bid counts partner for two cards of it.
fn compete(v: &View, hand: Hand, fit: Option<(Suit, u8)>, combined: u8, last: Bid) -> Call {
    if v.doubled || combined < COMPETE_POINTS {
        return Call::Pass;
    }
    if let Some((suit, total)) = our_trumps(v, hand, fit) {
        let strain = Strain::from_suit(suit);
        let level = cheapest_level(strain, last);
        let limit = total_tricks_level(suit, total);
        // The one level is a new suit, not a competitive raise; the limit keeps the level legal.
        if (2..=limit).contains(&level) {
            return Call::Bid(Bid::new(Level::new(level), strain));
        }
    }
    second_suit(v, hand, last).map_or(Call::Pass, Call::Bid)
}

/// A hand of six cards and five in a suit nobody has bid, its six already bid, competes in
/// the five-card suit up to the three level once: partner may hold it (example3 board 66:
/// `1♦ 1♠ X P 2♦ P P 2♠` with a void in spades and 6-5 in the minors passed; 5♣ made).
fn second_suit(v: &View, hand: Hand, last: Bid) -> Option<Bid> {
    Suit::ASC.into_iter().filter(|s| hand.suit_len(*s) >= 5).find_map(|s| {
        let b = cheapest_bid(Strain::from_suit(s), last)?;
        second_suit_over(v, b).filter(|first| hand.suit_len(*first) >= 6).map(|_| b)
    })
}

/// Whether `b`, made now, would be the second suit of [`second_suit`]: a suit nobody has named
/// (nor partner shown four cards of, by a double: then it is a fit), at the three level at
/// most, from a player who has bid one suit (once or more). That suit.
fn second_suit_over(v: &View, b: Bid) -> Option<Suit> {
    let suit = b.strain.trump()?;
    let named = v.our_bids.iter().any(|(_, x)| x.strain == b.strain)
        || v.their_bids.iter().any(|x| x.strain == b.strain)
        || min_len(&v.partner, suit) >= 4;
    let mut mine = v.our_bids.iter().filter(|(who, _)| *who == v.seat).map(|(_, x)| x.strain);
    let first = mine.next()?.trump()?;
    let one_suit = mine.all(|x| x.trump() == Some(first));
    (b.level.get() <= 3 && !named && one_suit).then_some(first)
}

/// The lowest level at which `strain` may be bid over `last`.
fn cheapest_level(strain: Strain, last: Bid) -> u8 {
    if strain > last.strain { last.level.get() } else { last.level.get() + 1 }
}

/// The cheapest bid of `strain` over `last`: none over a seven-level bid that outranks it
/// (its level would be eight).
fn cheapest_bid(strain: Strain, last: Bid) -> Option<Bid> {
    Level::try_new(cheapest_level(strain, last)).ok().map(|level| Bid::new(level, strain))
}

/// The level the law of total tricks allows with `total` trumps together in `suit`: as many
/// tricks as trumps, never past the game (higher is the judgement of a sacrifice).
fn total_tricks_level(suit: Suit, total: u8) -> u8 {
    total.saturating_sub(6).min(if suit.is_major() { 4 } else { 5 })
}

/// Whether the opponents have bid one suit twice (a raise: they hold a fit).
fn their_fit(v: &View) -> bool {
    v.their_bids
        .iter()
        .enumerate()
        .any(|(i, b)| b.strain != Strain::NoTrump && v.their_bids[..i].iter().any(|a| a.strain == b.strain))
}

/// Points together (as counted for the placement) below which a side lets them play.
const COMPETE_POINTS: u8 = 18;

/// The level of game in a strain.
fn game_level(strain: Strain) -> u8 {
    match strain {
        Strain::NoTrump => 3,
        Strain::Spades | Strain::Hearts => 4,
        _ => 5,
    }
}

fn is_game(b: Bid) -> bool {
    b.level.get() >= game_level(b.strain)
}

/// Every meaning the general rules give (beside the system's table), for the translations.
pub const GENERAL_MEANINGS: [&str; 22] = [
    "Penalty double: their sacrifice goes down",
    "After Blackwood: the contract, by the aces held",
    "To play: game with the points we have together",
    "Natural",
    "No opening",
    "Nothing more to say",
    "Slam: the points we have together",
    "Competing: as many tricks as trumps together (law of total tricks)",
    GAME_TRY,
    SLAM_TRY,
    AFTER_KEYCARDS,
    "Over their game: to make, or a sacrifice that costs less than their game",
    "Competing: a second suit, five cards beside the six of the first",
    SLAM_ON_LAYOUTS,
    GAME_ON_LAYOUTS,
    STRAIN_ON_LAYOUTS,
    CONTEST_ON_LAYOUTS,
    CONTROL_BID,
    STOP_ON_LAYOUTS,
    DOUBLER_OWN_SUIT,
    DOUBLE_AGAIN,
    ANSWER_DOUBLE_AGAIN,
];

/// The takeout doubler's own suit over their answer to the double (general rules).
const DOUBLER_OWN_SUIT: &str = "Own suit after the takeout double: 17-21, five cards";

/// The points with which the takeout doubler bids a five-card suit of its own over their
/// answer: read as 17+, the bid sent a partner with one point to a game try.
const DOUBLER_OWN_SUIT_POINTS: (u8, u8) = (17, 21);

/// The contract the layouts judged (`judgement`), explained by `meaning`: the robot's own
/// call, whatever hand the table's rules would give it.
fn on_layouts(verdict: judgement::Verdict, meaning: &str) -> Explained {
    Explained {
        call: Call::Bid(Bid::new(Level::new(verdict.level), verdict.strain)),
        meaning: meaning.to_string(),
        shape: Shape::ANY,
        notes: Vec::new(),
    }
}

/// The seed of one judgement's layouts: the hand and the auction (the same question draws
/// the same layouts).
fn layout_seed(hand: Hand, auction: &Auction) -> u64 {
    let mut seed = 0xcbf2_9ce4_8422_2325u64 ^ hand.bits();
    for c in auction.calls() {
        for b in call_symbol(*c).bytes() {
            seed = (seed ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
    }
    seed
}

/// The game in a major the layouts judged better than the rules' notrump, as
/// [`GAME_ON_LAYOUTS`].
pub const STRAIN_ON_LAYOUTS: &str = "Game in this suit: it pays more than notrump on the layouts of the hidden hands that fit the auction, solved double dummy";

/// The game the layouts judged (`judgement`): the robot's own call, which a turn read for
/// many hands does not make (see [`Bidder::call`]).
pub const GAME_ON_LAYOUTS: &str =
    "Game: it pays on the layouts of the hidden hands that fit the auction, solved double dummy";

/// The slam the layouts judged (`judgement`), as [`GAME_ON_LAYOUTS`].
pub const SLAM_ON_LAYOUTS: &str =
    "Slam: it pays on the layouts of the hidden hands that fit the auction, solved double dummy";

/// Partner's part-score passed where the rules bid game, the layouts judging the game a
/// loss, as [`GAME_ON_LAYOUTS`].
pub const STOP_ON_LAYOUTS: &str =
    "To play: the game loses on the layouts of the hidden hands that fit the auction, solved double dummy";

/// Our part-score over theirs that the layouts judged better than defending, as
/// [`GAME_ON_LAYOUTS`].
pub const CONTEST_ON_LAYOUTS: &str = "Competing: our contract pays more than defending theirs on the layouts of the hidden hands that fit the auction, solved double dummy";

/// The highest level at which the layouts weigh our contract against defending their
/// part-score.
const CONTEST_LEVEL: u8 = 3;

/// Over their game: as high as five, for the game of ours or the sacrifice it may be.
const CONTEST_OVER_GAME_LEVEL: u8 = 5;

/// Over their part-score with `outbid`: as high as four, our game over their part-score
/// (`1♣ 3♥ P P 4♣`).
const CONTEST_OUTBID_LEVEL: u8 = 4;

/// The level from which our contract over their part-score is scored doubled where it
/// fails: a four-level bid over their three is doubled when it goes down, a three-level
/// one seldom.
const CONTEST_DOUBLED_FROM: u8 = 4;

/// The asker's contract after key-card Blackwood.
const AFTER_KEYCARDS: &str = "After key-card Blackwood: the contract, by the key cards held";

/// A control bid (family `controls`), the asker's and each answer's.
const CONTROL_BID: &str = "Control bid: slam interest in the agreed major, the cheapest ace, king, singleton or void";

/// The general rules' slam try.
const SLAM_TRY: &str = "Slam try: three points or fewer short of slam together";

/// The general rules' game try, as partner reads it.
const GAME_TRY: &str = "Game try: two points short of game together";

/// The takeout doubler doubling again over their bid, our side silent: 17+, or 14+ with a
/// singleton or void, and at most two cards in each suit they bid.
const DOUBLE_AGAIN: &str = "Takeout double again: 17+, or 14+ with a singleton or void in their suit";
const ANSWER_DOUBLE_AGAIN: &str = "Answer to the second double: longest suit";

fn doubles_again(v: &View, hand: Hand) -> bool {
    let hcp = hand.hcp();
    // Not their notrump: a second double of their 3NT (`1♦ P 1♠ X 3NT P P`) doubled a game
    // that made (example3, -14 IMPs on one board).
    if v.last_bid.is_none_or(|(b, _)| b.strain == Strain::NoTrump) {
        return false;
    }
    let short = v.their_bids.iter().filter_map(|b| b.strain.trump()).map(|s| hand.suit_len(s)).max();
    match short {
        Some(len) => len <= 2 && (hcp >= 17 || (hcp >= 14 && len <= 1)),
        None => false,
    }
}

/// The longest suit they have not bid, at the cheapest level, or nothing with five of the
/// suit doubled.
fn answer_to_double_again(v: &View, hand: Hand, last: Bid) -> Option<Bid> {
    let doubled = last.strain.trump()?;
    if hand.suit_len(doubled) >= 5 {
        return None;
    }
    longest_unbid(v, hand, last).map(|(_, b)| b)
}

/// The hand's longest suit they have not bid (the higher of two as long), at the cheapest
/// level over `last`; nothing over a grand slam, where no level is left.
fn longest_unbid(v: &View, hand: Hand, last: Bid) -> Option<(Suit, Bid)> {
    let suit = Suit::ASC
        .into_iter()
        .filter(|x| !v.their_bids.iter().any(|b| b.strain == Strain::from_suit(*x)))
        .max_by_key(|x| hand.suit_len(*x))?;
    Some((suit, cheapest_bid(Strain::from_suit(suit), last)?))
}

/// What the general rules' calls mean.
fn general_meaning(v: &View, call: Call, families: Families) -> Explained {
    let [
        penalty,
        after_blackwood,
        game,
        natural,
        no_opening,
        nothing,
        slam,
        competing,
        game_try,
        slam_try,
        _,
        over_game,
        second,
        ..,
    ] = GENERAL_MEANINGS;
    let over_their_game =
        v.last_bid.is_some_and(|(b, by)| by.side() != v.seat.side() && is_game(b) && b.strain != Strain::NoTrump);
    let blackwood_answered =
        matches!(v.our_bids.as_slice(), [.., (_, ask), (_, answer)] if *ask == FOUR_NOTRUMP && answer.level.get() == 5);
    let over_theirs = v.last_bid.is_some_and(|(_, by)| by.side() != v.seat.side());
    let keycards_answered = keycards_answered(v, families).is_some();
    // The general rules bid a suit partner showed four cards or more in only with a fit of
    // eight: the bid shows the rest (partner's 4♥ raise of the opener's second suit, read
    // when the opener looks for a slam). Not the acceptance of partner's try (one level
    // above it, in its strain): partner counted the fit from what this hand had shown.
    let accepts = |b: Bid| {
        v.last_bid
            .is_some_and(|(l, by)| by == v.seat.partner() && l.strain == b.strain && l.level.get() + 1 == b.level.get())
    };
    let support = |b: Bid| match b.strain.trump() {
        Some(suit) if min_len(&v.partner, suit) >= 4 && !accepts(b) => {
            Shape::ANY.len(suit, FIT_CARDS - min_len(&v.partner, suit).min(FIT_CARDS), 13)
        }
        _ => Shape::ANY,
    };
    let their_suit = v.last_bid.and_then(|(b, _)| b.strain.trump());
    let (meaning, shape) = match call {
        Call::Double if over_theirs && v.doubled_for_takeout(v.seat) => {
            let shape = Shape::hcp(14, 37);
            (DOUBLE_AGAIN, their_suit.map_or(shape, |s| shape.len(s, 0, 2)))
        }
        Call::Double if over_theirs => (penalty, Shape::ANY),
        Call::Bid(b) if b == FOUR_NOTRUMP && asks_keycards(v, families) => (KEYCARD_ASK, Shape::ANY),
        Call::Bid(b) if b.level.get() == 5 && partner_asked_keycards(v, families) => {
            let answer = b.strain.trump().map_or(0, |s| s as usize);
            (KEYCARD_ANSWERS[answer], Shape::ANY)
        }
        Call::Bid(b) if b.level.get() >= 5 && keycards_answered => (AFTER_KEYCARDS, Shape::ANY),
        Call::Bid(b) if b.level.get() >= 5 && blackwood_answered => (after_blackwood, Shape::ANY),
        Call::Bid(b) if is_control_bid(v, b, families) => (CONTROL_BID, Shape::ANY),
        Call::Bid(b) if is_slam_try(v, b) => (slam_try, Shape::ANY),
        Call::Bid(b) if b.level.get() >= 6 => (slam, support(b)),
        Call::Bid(_) if over_theirs && v.doubled && v.doubled_for_takeout(v.seat.partner()) => {
            (ANSWER_DOUBLE_AGAIN, their_suit.map_or(Shape::ANY, |s| Shape::ANY.len(s, 0, 4)))
        }
        Call::Bid(_) if over_their_game && families.sacrifices => (over_game, Shape::ANY),
        Call::Bid(b) if is_game(b) => (game, support(b)),
        Call::Bid(b)
            if over_theirs
                && v.doubled_for_takeout(v.seat)
                && let Some(suit) = b.strain.trump() =>
        {
            (DOUBLER_OWN_SUIT, Shape::hcp(DOUBLER_OWN_SUIT_POINTS.0, DOUBLER_OWN_SUIT_POINTS.1).len(suit, 5, 13))
        }
        Call::Bid(b) if over_theirs && let Some(first) = second_suit_over(v, b) => {
            let suit = b.strain.trump().unwrap_or(first);
            (second, Shape::ANY.len(first, 6, 13).len(suit, 5, 13))
        }
        Call::Bid(b) if over_theirs => (competing, support(b)),
        Call::Bid(b) if is_game_try(v, b) => (game_try, Shape::ANY),
        Call::Pass if v.last_bid.is_none() => (no_opening, Shape::hcp(0, 11)),
        Call::Pass => (nothing, Shape::ANY),
        _ => (natural, Shape::ANY),
    };
    Explained { call, meaning: meaning.to_string(), shape, notes: Vec::new() }
}
