//! `levee solve`, `levee par` and `levee bench dds`: the double-dummy solver on the command
//! line.

use crate::bad;
use anyhow::Result;
use clap::Args;
use levee_core::{BySeat, Card, Deal, Hand, Seat, Side, Strain, TrickTable, Vulnerability};
use levee_dds::{Position, Solver};
use levee_formats::{Charset, Format};
use serde_json::json;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Args, Debug)]
pub(crate) struct SolveArgs {
    /// A file of deals (one PBN deal string a line, or a PBN file's [Deal] tags), `-` for
    /// standard input, or with --lead/--strain one deal string. An ending is a deal whose
    /// hands hold fewer cards, as many each: "N:AK.Q.. 2.K.3. ...".
    input: Option<String>,
    /// With --strain: the player on lead (solve one case).
    #[arg(long)]
    lead: Option<String>,
    /// With --lead: the strain (C, D, H, S, NT).
    #[arg(long)]
    strain: Option<String>,
    /// With --lead/--strain: also the value of each card the player to move may play.
    #[arg(long)]
    cards: bool,
    /// With --lead/--strain: cards played from the deal or ending given, in order from
    /// --lead's first card ("SA S2 S3 S4 HK"); the position they reach is solved (a trick
    /// may be in progress).
    #[arg(long)]
    play: Option<String>,
    /// With --lead/--strain: the cards already played to the trick in progress, from --lead
    /// (as DDS takes them: the hands given hold the cards still to play).
    #[arg(long)]
    trick: Option<String>,
    /// Print JSON (one object a line).
    #[arg(long)]
    json: bool,
    /// For a file of deals: each table labelled, a row a strain and a column a declarer
    /// (by default a line a deal: the deal, then NT, S, H, D, C, each for N, E, S, W).
    #[arg(long)]
    table: bool,
    /// Read a PBN, LIN or JSON file of boards and write it back as PBN with each board's
    /// double-dummy table (DoubleDummyTricks, OptimumResultTable), par (ParContract,
    /// OptimumScore) and score (Score, when missing) filled in.
    #[arg(long)]
    pbn: bool,
    /// With --pbn: the output's character set, latin1 (ISO-8859-1, the PBN standard's: the
    /// default) or utf8.
    #[arg(long, value_name = "latin1|utf8")]
    encoding: Option<String>,
    /// Threads for a file of deals (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
}

/// The four hands of a PBN deal string (any first seat), of any lengths.
fn read_hands(text: &str) -> Result<BySeat<Hand>> {
    const FIRST: &str = "a deal starts with the first seat and a colon, like \"N:\"";
    let s = text.trim().trim_matches('"');
    let (first, rest) = s.split_once(':').ok_or_else(|| bad(FIRST))?;
    let first: Seat = first.trim().parse().map_err(|_| bad(FIRST))?;
    let parts: Vec<&str> = rest.split_whitespace().collect();
    if parts.len() != 4 {
        return Err(bad(format!("a deal has four hands separated by spaces, got {}", parts.len())));
    }
    let mut hands = BySeat::from_fn(|_| Hand::EMPTY);
    let mut seen = Hand::EMPTY;
    for (seat, part) in first.from_here().into_iter().zip(parts) {
        let h: Hand = part.parse().map_err(|e| bad(format!("{seat:#}'s hand: {e}")))?;
        if let Some(c) = (seen & h).first() {
            return Err(bad(format!("the card {c} appears twice")));
        }
        seen |= h;
        hands[seat] = h;
    }
    Ok(hands)
}

/// A deal or an ending: hands holding as many cards each.
fn read_layout(text: &str) -> Result<BySeat<Hand>> {
    let hands = read_hands(text)?;
    let lens = hands.0.map(Hand::len);
    if lens.iter().any(|&n| n != lens[0]) {
        return Err(bad(format!(
            "the hands hold {} cards (N, E, S, W): a deal or an ending has as many in each hand \
             (a trick in progress: --trick, or --play from the layout before it)",
            lens.map(|n| n.to_string()).join(", ")
        )));
    }
    Ok(hands)
}

/// A layout as a PBN deal string from North.
fn layout_text(hands: &BySeat<Hand>) -> String {
    format!("N:{} {} {} {}", hands[Seat::North], hands[Seat::East], hands[Seat::South], hands[Seat::West])
}

/// Deals from text: PBN deal strings one a line, or the `[Deal "..."]` tags of a PBN file.
/// Returns the deals with the line they came from; a line that is not a deal is an error.
fn read_deals(text: &str) -> Result<Vec<(usize, Deal)>> {
    read_layouts(text)?
        .into_iter()
        .map(|(n, h)| {
            let d = Deal::new(h).map_err(|e| bad(format!("line {n}: {e}")))?;
            Ok((n, d))
        })
        .collect()
}

/// Deals and endings from text, as `read_deals` reads deals.
fn read_layouts(text: &str) -> Result<Vec<(usize, BySeat<Hand>)>> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with('%') || t.starts_with(';') {
            continue;
        }
        let deal_text = if let Some(rest) = t.strip_prefix("[Deal ") {
            rest.trim_end_matches(']').trim().trim_matches('"').to_string()
        } else if t.starts_with('[') || t.starts_with('{') {
            continue; // another PBN tag or a comment
        } else if t.contains(':') {
            t.to_string()
        } else {
            continue; // PBN section data (auction, play)
        };
        let hands = read_layout(&deal_text).map_err(|e| bad(format!("line {}: {e}", n + 1)))?;
        out.push((n + 1, hands));
    }
    Ok(out)
}

/// The 20 numbers NT, ♠, ♥, ♦, ♣, each for declarer N, E, S, W.
fn table_numbers(t: &TrickTable) -> Vec<u8> {
    t.to_vec_nt_first()
}

pub(crate) fn solve(a: &SolveArgs, out: &mut dyn Write) -> Result<ExitCode> {
    if a.lead.is_some() || a.strain.is_some() || a.play.is_some() || a.trick.is_some() {
        return solve_one(a, out);
    }
    let input = a.input.as_deref().unwrap_or("-");
    if a.pbn {
        let charset = crate::files::charset(a.encoding.as_deref(), Format::Pbn)?;
        return fill_pbn(input, a.threads, charset, out);
    }
    let layouts = if input == "-" {
        read_layouts(&crate::files::read_text("-")?)?
    } else if std::path::Path::new(input).is_file() {
        read_layouts(&crate::files::read_text(input)?)?
    } else {
        // A deal given on the command line.
        vec![(1, read_layout(input)?)]
    };
    if layouts.is_empty() {
        return Err(bad("no deal found"));
    }
    let list: Vec<BySeat<Hand>> = layouts.iter().map(|(_, h)| *h).collect();
    let bar = if list.len() > 4 && std::io::stderr().is_terminal() {
        let b = indicatif::ProgressBar::new(list.len() as u64);
        b.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} deals  {elapsed} (eta {eta})")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        Some(b)
    } else {
        None
    };
    if !a.json && !a.table && std::io::stdout().is_terminal() {
        writeln!(out, "# deal, then the tricks declarer takes: NT, S, H, D, C, each for declarer N E S W")?;
    }
    // Each table is printed as soon as it and those before it are done, in the file's order.
    let pool = rayon::ThreadPoolBuilder::new().num_threads(a.threads.unwrap_or(0)).build()?;
    let (tx, rx) = std::sync::mpsc::channel::<(usize, TrickTable)>();
    let mut done: Vec<Option<TrickTable>> = vec![None; list.len()];
    let mut next = 0;
    std::thread::scope(|scope| -> Result<()> {
        let list = &list;
        scope.spawn(move || {
            use rayon::prelude::*;
            pool.install(|| {
                list.par_iter().enumerate().for_each_init(
                    || (Solver::new(), tx.clone()),
                    |(solver, tx), (i, h)| {
                        let t = solver.table_of(h).unwrap_or_else(|e| unreachable!("read_layout checked it: {e}"));
                        let _ = tx.send((i, t));
                    },
                );
            });
            drop(tx);
        });
        for (i, t) in rx {
            done[i] = Some(t);
            if let Some(b) = &bar {
                b.inc(1);
            }
            while let Some(Some(t)) = done.get(next) {
                let line = table_output(a, &list[next], t);
                match &bar {
                    Some(b) => b.suspend(|| write!(out, "{line}"))?,
                    None => write!(out, "{line}")?,
                }
                out.flush()?;
                next += 1;
            }
        }
        Ok(())
    })?;
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    Ok(ExitCode::SUCCESS)
}

/// One deal's table as `levee solve FILE` prints it: the deal and 20 numbers on a line, a JSON
/// object, or (`--table`) a labelled grid.
fn table_output(a: &SolveArgs, h: &BySeat<Hand>, t: &TrickTable) -> String {
    let d = layout_text(h);
    if a.json {
        let by = |s: Strain| json!(Seat::ALL.map(|x| t.get(s, x)));
        let v = json!({
            "deal": d,
            "tricks": {"NT": by(Strain::NoTrump), "S": by(Strain::Spades), "H": by(Strain::Hearts), "D": by(Strain::Diamonds), "C": by(Strain::Clubs)},
        });
        return format!("{v}\n");
    }
    if a.table {
        let mut s = format!("{d}\n     N  E  S  W\n");
        for strain in Strain::DESC {
            let row: Vec<String> = Seat::ALL.iter().map(|x| format!("{:>2}", t.get(strain, *x))).collect();
            s.push_str(&format!("{:<3} {}\n", format!("{strain:#}"), row.join(" ")));
        }
        return s;
    }
    let nums: Vec<String> = table_numbers(t).iter().map(ToString::to_string).collect();
    format!("{d} {}\n", nums.join(" "))
}

/// Replaces (or adds) a tag of a record.
fn fill_pbn(input: &str, threads: Option<usize>, charset: Charset, out: &mut dyn Write) -> Result<ExitCode> {
    let (_, read) = crate::files::read_file(input, None)?;
    let broken = crate::files::report(input, &read, false);
    let mut records = read.good();
    let deals: Vec<(usize, Deal)> = records
        .iter()
        .enumerate()
        .filter_map(|(i, r)| r.deal.as_ref().and_then(levee_formats::PartialDeal::full).map(|d| (i, d)))
        .collect();
    let list: Vec<Deal> = deals.iter().map(|(_, d)| *d).collect();
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads.unwrap_or(0)).build()?;
    let tables = pool.install(|| levee_dds::tables_parallel(&list, &|| {}));
    for r in &mut records {
        r.fill_score(|res, tricks, vul| levee_score::board_score(res, tricks, vul).ok());
    }
    for ((i, _), table) in deals.iter().zip(tables) {
        records[*i].fill_double_dummy(table, levee_score::par_forms);
    }
    let lost = crate::files::write_records("-", Format::Pbn, &records, charset, out)?;
    Ok(if broken > 0 || lost > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

/// Cards written "SA S2 HK" (or with commas).
fn read_cards(text: &str) -> Result<Vec<Card>> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .map(|w| w.parse::<Card>().map_err(|e| bad(format!("{w:?}: {e}"))))
        .collect()
}

fn solve_one(a: &SolveArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let (Some(lead), Some(strain)) = (&a.lead, &a.strain) else {
        if a.play.is_some() || a.trick.is_some() {
            return Err(bad("--play and --trick need --lead and --strain (who led the first card, and the strain)"));
        }
        return Err(bad("--lead and --strain go together"));
    };
    let leader: Seat = lead.parse().map_err(|e: levee_core::ParseSeatError| bad(e.to_string()))?;
    let strain: Strain = strain.parse().map_err(|e: levee_core::ParseStrainError| bad(e.to_string()))?;
    let deal_text = a.input.as_deref().ok_or_else(|| bad("give the deal: levee solve --lead W --strain H DEAL"))?;
    let trick = match &a.trick {
        Some(t) => read_cards(t)?,
        None => Vec::new(),
    };
    // With a trick in progress the hands hold the cards still to play: unequal by the
    // trick's cards (`Position::from_parts` checks them against it).
    let hands = if trick.is_empty() { read_layout(deal_text) } else { read_hands(deal_text) }
        .map_err(|e| bad(format!("bad deal: {e}")))?;
    let mut pos = Position::from_parts(hands, strain, leader, &trick).map_err(|e| bad(format!("bad position: {e}")))?;
    let played = match &a.play {
        Some(p) => read_cards(p)?,
        None => Vec::new(),
    };
    let (mut won_ns, mut won_ew) = (0u8, 0u8);
    for (i, c) in played.iter().enumerate() {
        let seat = pos.to_play();
        if !pos.hand(seat).contains(*c) {
            return Err(bad(format!("--play, card {} ({c}): {seat:#} is to play and does not hold {c}", i + 1)));
        }
        if !pos.legal_plays().contains(*c) {
            return Err(bad(format!("--play, card {} ({c}): {seat:#} must follow suit", i + 1)));
        }
        match pos.play(*c).map(Seat::side) {
            Some(Side::NorthSouth) => won_ns += 1,
            Some(Side::EastWest) => won_ew += 1,
            None => {}
        }
    }
    let mut solver = Solver::new();
    let r = pos.remaining_tricks();
    let ns = solver.ns_tricks(&pos);
    let ew = r - ns;
    let by_side = |side: Side| if side == Side::NorthSouth { ns } else { ew };
    let leader_side = by_side(leader.side());
    let declarer_side = by_side(leader.rho().side());
    let values = if a.cards && r > 0 { solver.card_values(&pos) } else { Vec::new() };
    let at_start = played.is_empty() && trick.is_empty();
    let to_play = pos.to_play();
    if a.json {
        let v = json!({
            "deal": layout_text(&hands),
            "strain": strain.to_string(),
            "lead": leader.to_string(),
            "trick": trick.iter().map(ToString::to_string).collect::<Vec<_>>(),
            "played": played.iter().map(ToString::to_string).collect::<Vec<_>>(),
            "to_play": to_play.to_string(),
            "tricks_left": r,
            "ns_tricks": ns,
            "ew_tricks": ew,
            "won": {"NS": won_ns, "EW": won_ew},
            "leader_side_tricks": leader_side,
            "declarer_side_tricks": declarer_side,
            "cards": values.iter().map(|v| json!({"card": v.card.to_string(), "tricks": v.tricks})).collect::<Vec<_>>(),
        });
        writeln!(out, "{v}")?;
    } else {
        if at_start {
            let decl = leader.rho();
            writeln!(
                out,
                "{strain} with {leader:#} on lead: declarer's side ({}) takes {declarer_side}, {}'s {leader_side}",
                decl.side(),
                leader.side()
            )?;
        } else {
            let so_far = if played.is_empty() {
                String::new()
            } else {
                format!(" (tricks won during --play: NS {won_ns}, EW {won_ew})")
            };
            writeln!(out, "{strain}, {to_play:#} to play, {r} tricks left: NS take {ns}, EW {ew}{so_far}")?;
        }
        for v in &values {
            let eq: Vec<String> = v.equals.iter_desc().map(|c| c.to_string()).collect();
            let eq = if eq.is_empty() { String::new() } else { format!(" (= {})", eq.join(" ")) };
            writeln!(out, "  {}{eq}: {}", v.card, v.tricks)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub(crate) struct ParArgs {
    /// The deal, as a PBN deal string.
    deal: String,
    /// The dealer (the dealer's side bids first).
    #[arg(long, default_value = "N")]
    dealer: String,
    /// Vulnerability: none, ns, ew or all.
    #[arg(long, default_value = "none")]
    vul: String,
    /// Print JSON (`contracts` in DDS's dealer-par form, `par` as people write them).
    #[arg(long)]
    json: bool,
    /// Write the par contracts as DDS's dealer par does (`5H*-NS-1`, `1S-EW+2`) rather than as
    /// people do (`5♥X by NS -1`, `1♠ by EW +2`).
    #[arg(long)]
    dds: bool,
}

pub(crate) fn par(a: &ParArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let deal: Deal = a.deal.parse().map_err(|e| bad(format!("bad deal: {e}")))?;
    let dealer: Seat = a.dealer.parse().map_err(|e: levee_core::ParseSeatError| bad(e.to_string()))?;
    let vul: Vulnerability = a.vul.parse().map_err(|e: levee_core::ParseVulnerabilityError| bad(e.to_string()))?;
    let table = Solver::new().table(&deal);
    let p = levee_score::par(&table, vul, dealer.side());
    let dds_forms: Vec<String> = p.contracts.iter().map(levee_score::ParContract::dealer_form).collect();
    let people: Vec<String> = p.contracts.iter().map(levee_score::ParContract::people_form).collect();
    let forms = if a.dds { &dds_forms } else { &people };
    if a.json {
        let v = json!({
            "deal": deal.to_string(),
            "dealer": dealer.to_string(),
            "vulnerable": vul.pbn(),
            "score": p.score,
            "contracts": dds_forms,
            "par": people,
            "table": table_numbers(&table),
        });
        writeln!(out, "{v}")?;
    } else {
        let (side, pts) = if p.score >= 0 { (Side::NorthSouth, p.score) } else { (Side::EastWest, -p.score) };
        if p.contracts.is_empty() {
            writeln!(out, "par 0: passed out")?;
        } else {
            writeln!(out, "par {side} +{pts}: {}", forms.join(", "))?;
        }
        writeln!(out, "tricks (NT S H D C, each N E S W): {table}")?;
    }
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub(crate) struct BenchArgs {
    /// What to measure: `dds` (the solver, beside DDS when built with `dds-bridge`) or `deal`
    /// (dealer scripts, beside the `dealer` program when it is installed).
    what: String,
    /// dds: a DDS test file or a file of deals (default: ../shared/fixtures/dd/list100.txt);
    /// deal: a dealer script or a directory of them (default: crates/levee-dealer/benches).
    file: Option<String>,
    /// At most this many deals.
    #[arg(long)]
    count: Option<usize>,
    /// Also one line per deal: its number, levee's full-table time (and DDS's, with the
    /// ratio, when built with the `dds-bridge` feature), the deal.
    #[arg(long)]
    per_deal: bool,
}

/// DDS itself (through the dds-bridge bindings, one solver context on this thread) on the
/// same deals, each deal solved by DDS right after levee (so that a change in the machine's
/// load weighs on both alike), each table checked against levee's, and the ratio of the times.
#[cfg(feature = "dds-bridge")]
struct DdsBeside {
    dds: dds_bridge::Solver,
    times: Vec<f64>,
    differ: usize,
}

#[cfg(feature = "dds-bridge")]
impl DdsBeside {
    fn new() -> DdsBeside {
        DdsBeside { dds: dds_bridge::Solver::default(), times: Vec::new(), differ: 0 }
    }

    /// DDS on deal `d`, against levee's table `ours` (found in `our_ms`).
    fn solve(
        &mut self,
        d: &Deal,
        ours: &levee_core::TrickTable,
        our_ms: f64,
        per_deal: bool,
        out: &mut dyn Write,
    ) -> Result<()> {
        use contract_bridge::{FullDeal, Seat as DSeat, Strain as DStrain};
        let strains = [
            (Strain::Clubs, DStrain::Clubs),
            (Strain::Diamonds, DStrain::Diamonds),
            (Strain::Hearts, DStrain::Hearts),
            (Strain::Spades, DStrain::Spades),
            (Strain::NoTrump, DStrain::Notrump),
        ];
        let seats = [
            (Seat::North, DSeat::North),
            (Seat::East, DSeat::East),
            (Seat::South, DSeat::South),
            (Seat::West, DSeat::West),
        ];
        let fd: FullDeal = d.to_string().parse().map_err(|e| bad(format!("DDS cannot read {d}: {e:?}")))?;
        let t0 = Instant::now();
        let theirs = self.dds.solve_deal(fd);
        let dds_ms = t0.elapsed().as_secs_f64() * 1000.0;
        self.times.push(dds_ms);
        if per_deal {
            let i = self.times.len() - 1;
            writeln!(
                out,
                "deal {i}: levee {our_ms:.1} ms  DDS {dds_ms:.1} ms  ratio {:.2}  {d}",
                our_ms / dds_ms.max(1e-9)
            )?;
        }
        let same = strains.iter().all(|(ls, ds)| {
            seats.iter().all(|(lseat, dseat)| ours.get(*ls, *lseat) == u8::from(theirs[*ds].get(*dseat)))
        });
        if !same {
            self.differ += 1;
            writeln!(out, "DIFFERENT from DDS: {d}")?;
        }
        Ok(())
    }

    fn report(&self, our_ms: &[f64], out: &mut dyn Write) -> Result<()> {
        let sum = |v: &[f64]| v.iter().sum::<f64>();
        let median = |v: &[f64]| {
            let mut v = v.to_vec();
            v.sort_by(f64::total_cmp);
            v.get(v.len() / 2).copied().unwrap_or(0.0)
        };
        writeln!(out, "DDS (dds-bridge 0.21, same deals, same thread): {}", stats(self.times.clone()))?;
        writeln!(
            out,
            "ratio levee/DDS, full tables: total {:.2}, median {:.2}; {} of {} tables differ",
            sum(our_ms) / sum(&self.times).max(1e-9),
            median(our_ms) / median(&self.times).max(1e-9),
            self.differ,
            self.times.len()
        )?;
        Ok(())
    }
}

fn stats(mut ms: Vec<f64>) -> String {
    if ms.is_empty() {
        return "no deals".into();
    }
    ms.sort_by(f64::total_cmp);
    let n = ms.len();
    let total: f64 = ms.iter().sum();
    let p99 = ms[((n as f64 * 0.99).ceil() as usize).clamp(1, n) - 1];
    format!(
        "n {n}  mean {:.1} ms  median {:.1} ms  p99 {:.1} ms  max {:.1} ms  total {:.2} s",
        total / n as f64,
        ms[n / 2],
        p99,
        ms[n - 1],
        total / 1000.0
    )
}

pub(crate) fn bench(a: &BenchArgs, out: &mut dyn Write) -> Result<ExitCode> {
    if a.what == "deal" {
        return crate::dealer::bench(a.file.as_deref(), out);
    }
    if a.what != "dds" {
        return Err(bad(format!("unknown benchmark {:?}: `levee bench dds` or `levee bench deal`", a.what)));
    }
    let file = a.file.clone().unwrap_or_else(|| "../shared/fixtures/dd/list100.txt".into());
    let text = std::fs::read_to_string(&file).map_err(|e| bad(format!("{file}: {e}")))?;
    // DDS test files quote the deal on PBN lines; plain deal files have one a line.
    let mut deals: Vec<Deal> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("PBN ")
            && let Some(d) = rest.split('"').nth(1)
        {
            deals.push(d.parse().map_err(|e| bad(format!("{file}: {e}")))?);
        }
    }
    if deals.is_empty() {
        deals = read_deals(&text)?.into_iter().map(|(_, d)| d).collect();
    }
    if let Some(n) = a.count {
        deals.truncate(n);
    }
    writeln!(out, "levee-dds on {file}: {} deals, one thread, solver reused", deals.len())?;
    let mut solver = Solver::new();
    let mut tables = Vec::new();
    // DDS's lines come after levee's summary: kept until then.
    #[cfg(feature = "dds-bridge")]
    let mut per_deal_lines: Vec<u8> = Vec::new();
    #[cfg(feature = "dds-bridge")]
    let mut beside = DdsBeside::new();
    for d in &deals {
        let t0 = Instant::now();
        let table = solver.table(d);
        let ms = t0.elapsed().as_secs_f64() * 1000.0;
        tables.push(ms);
        #[cfg(feature = "dds-bridge")]
        beside.solve(d, &table, ms, a.per_deal, &mut per_deal_lines)?;
        #[cfg(not(feature = "dds-bridge"))]
        {
            let _ = table;
            if a.per_deal {
                writeln!(out, "deal {}: levee {ms:.1} ms  {d}", tables.len() - 1)?;
            }
        }
    }
    #[cfg(feature = "dds-bridge")]
    let ours = tables.clone();
    writeln!(out, "full table (20 results): {}", stats(tables))?;
    #[cfg(feature = "dds-bridge")]
    {
        out.write_all(&per_deal_lines)?;
        beside.report(&ours, out)?;
    }
    let mut singles = Vec::new();
    for d in &deals {
        let t0 = Instant::now();
        let _ = solver.tricks(&Position::new(d, Strain::NoTrump, Seat::West));
        singles.push(t0.elapsed().as_secs_f64() * 1000.0);
    }
    writeln!(out, "one strain/leader (NT, West leads): {}", stats(singles))?;
    Ok(ExitCode::SUCCESS)
}
