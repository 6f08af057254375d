//! `levee`: contract bridge and its family on the command line. A thin layer over the
//! levee crates: it parses arguments, calls the library, prints.

mod belote;
mod club;
mod clubfile;
mod cmd;
mod dds;
mod dealer;
mod files;
mod game;
mod hotseat;
mod mini;
mod render;
mod resultfile;
mod robots;
mod serve;
mod teach;
mod tui;

use clap::{Parser, Subcommand};
use std::io::Write;
use std::process::ExitCode;

/// Bad input from the user: printed, exit code 2.
#[derive(Debug)]
pub(crate) struct BadInput(pub(crate) String);

impl std::fmt::Display for BadInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadInput {}

/// Shorthand for a bad-input error.
pub(crate) fn bad(msg: impl Into<String>) -> anyhow::Error {
    BadInput(msg.into()).into()
}

#[derive(Parser, Debug)]
#[command(name = "levee", version, about = "Contract bridge, minibridge and Bridgeote: deal, bid, play, score")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Deal random hands, printed as PBN deal strings (one a line).
    Deal(cmd::DealArgs),
    /// Show a deal as a four-hand diagram with high-card points, or every board of a PBN, LIN
    /// or JSON file.
    Show(cmd::ShowArgs),
    /// Bid and play against three robots (with --hotseat: people at one keyboard take every seat).
    Play(hotseat::PlayArgs),
    /// Check an auction: the final contract, declarer and dummy, or the first illegal call.
    Auction(cmd::AuctionArgs),
    /// Replay a deal's auction and cards: each trick, tricks per side, the legal cards next.
    Replay(cmd::ReplayArgs),
    /// Score a result (duplicate), or one result a line from standard input with `-`.
    Score(cmd::ScoreArgs),
    /// Convert a score difference to IMPs (WBF scale).
    Imps(cmd::ImpsArgs),
    /// Convert an IMP margin to victory points (WBF 2013 continuous 20-point scale).
    Vp(cmd::VpArgs),
    /// Score a rubber from a file of results, drawn above and below the line.
    Rubber(cmd::RubberArgs),
    /// Double-dummy tables of deals (NT, S, H, D, C; each for declarer N, E, S, W).
    Solve(dds::SolveArgs),
    /// The par score and par contracts of a deal.
    Par(dds::ParArgs),
    /// Benchmarks: `levee bench dds [FILE]`.
    Bench(dds::BenchArgs),
    /// Convert a file of boards between PBN, LIN and levee's JSON (`levee convert in.pbn out.lin`).
    Convert(files::ConvertArgs),
    /// Robots at all four seats: each board's contract, result and score, and a summary
    /// against par (and against a baseline robot with --against-baseline).
    Autoplay(robots::AutoplayArgs),
    /// Minibridge: the contract procedure of a deal, step by step.
    Minibridge(mini::MiniArgs),
    /// The web server: a lobby and tables in the browser, robots in empty seats, SQLite (or
    /// PostgreSQL, shared by several server processes).
    Serve(serve::ServeArgs),
    /// The server's database: `levee db migrate --db FILE|URL`, `levee db copy FROM TO`.
    Db(serve::DbArgs),
    /// A club movement (mitchell, howell, teams) as table cards: who sits where, against whom,
    /// with which boards, and where everyone goes next.
    Movement(club::MovementArgs),
    /// A club session: `levee session rank FILE` ranks a PBN file of results by matchpoints.
    Session(club::SessionArgs),
}

fn run(cli: Cli, out: &mut dyn Write) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Deal(a) => cmd::deal(&a, out),
        Command::Show(a) => cmd::show(&a, out),
        Command::Play(a) => hotseat::play(&a, out),
        Command::Auction(a) => cmd::auction(&a, out),
        Command::Replay(a) => cmd::replay(&a, out),
        Command::Score(a) => cmd::score(&a, out),
        Command::Imps(a) => cmd::imps(&a, out),
        Command::Vp(a) => cmd::vp(&a, out),
        Command::Rubber(a) => cmd::rubber(&a, out),
        Command::Solve(a) => dds::solve(&a, out),
        Command::Par(a) => dds::par(&a, out),
        Command::Bench(a) => dds::bench(&a, out),
        Command::Minibridge(a) => mini::minibridge(&a, out),
        Command::Convert(a) => files::convert(&a, out),
        Command::Autoplay(a) => robots::autoplay(&a, out),
        Command::Serve(a) => serve::serve(&a),
        Command::Db(a) => serve::db(&a, out),
        Command::Movement(a) => club::movement(&a, out),
        Command::Session(a) => club::session(&a, out),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let result = run(cli, &mut out).and_then(|code| {
        out.flush()?;
        Ok(code)
    });
    match result {
        Ok(code) => code,
        Err(e) => {
            // A closed pipe (`levee deal --count 1000 | head`) is not an error.
            if let Some(io) = e.downcast_ref::<std::io::Error>()
                && io.kind() == std::io::ErrorKind::BrokenPipe
            {
                return ExitCode::SUCCESS;
            }
            eprintln!("levee: {e:#}");
            if e.downcast_ref::<BadInput>().is_some() { ExitCode::from(2) } else { ExitCode::FAILURE }
        }
    }
}
