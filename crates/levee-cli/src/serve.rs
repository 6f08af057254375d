//! `levee serve`: the web server (the `levee-server` crate) on a port, with its database.

use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use levee_server::store::{Store, shown};
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub(crate) struct ServeArgs {
    /// The port (on all interfaces with --public, else on 127.0.0.1).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// The database, created and migrated on start: a SQLite file, or a PostgreSQL address
    /// (`postgres://user@host/dbname`) that several `levee serve` processes may share.
    #[arg(long, default_value = "levee.sqlite")]
    db: String,
    /// Listen on every interface, not only this machine.
    #[arg(long)]
    public: bool,
    /// Layouts the card robot solves per card (0: the quick baseline robot).
    #[arg(long, default_value_t = 12)]
    robot_samples: usize,
    /// Wait for the disk at every event (survives a power cut; without it an event survives
    /// the server being killed).
    #[arg(long)]
    fsync: bool,
    /// Do not solve finished boards double dummy (the hand record's table and par).
    #[arg(long)]
    no_analysis: bool,
    /// Milliseconds between two robot actions at a table made without a pace of its own
    /// (a finished trick stays in view longer; 0: the robots do not wait).
    #[arg(long, default_value_t = levee_table::Pace::PEOPLE.action_ms)]
    robot_pace: u32,
    /// A file of deals (PBN, LIN or JSON: a hand record, or what `levee deal --where ... --out`
    /// wrote) that a table may be opened on from the lobby, board after board.
    #[arg(long, value_name = "FILE")]
    deals: Option<String>,
}

pub(crate) fn serve(a: &ServeArgs) -> Result<ExitCode> {
    let ip = if a.public { [0, 0, 0, 0] } else { [127, 0, 0, 1] };
    let addr = std::net::SocketAddr::from((ip, a.port));
    let deals = match &a.deals {
        Some(file) => {
            let (_, read) = crate::files::read_file(file, None)?;
            crate::files::report(file, &read, false);
            let deals: Vec<String> = read
                .good()
                .iter()
                .filter_map(|r| r.deal.as_ref().and_then(levee_formats::PartialDeal::full))
                .map(|d| d.to_string())
                .collect();
            if deals.is_empty() {
                return Err(crate::bad(format!("{file}: no board with all 52 cards")));
            }
            eprintln!("levee serve: {} deals from {file} for tables opened on them", deals.len());
            deals
        }
        None => Vec::new(),
    };
    let config = levee_server::Config {
        deals,
        robot_samples: a.robot_samples,
        fsync: a.fsync,
        analysis: !a.no_analysis,
        pace: levee_table::Pace::ms(a.robot_pace),
        ..levee_server::Config::default()
    };
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().context("starting the runtime")?;
    rt.block_on(levee_server::serve(addr, &a.db, config))?;
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub(crate) struct DbArgs {
    #[command(subcommand)]
    command: DbCommand,
}

#[derive(Subcommand, Debug)]
enum DbCommand {
    /// Brings a database to this version's schema (as `levee serve` does on start) and says
    /// which version it holds.
    Migrate {
        /// A SQLite file or a PostgreSQL address.
        #[arg(long, default_value = "levee.sqlite")]
        db: String,
    },
    /// Copies every table's events and every tournament from one database to another (a
    /// club's SQLite history to PostgreSQL, say), all or nothing: a table the destination
    /// already holds is refused. Events are copied as written, with their times.
    Copy {
        /// The database read (a SQLite file or a PostgreSQL address).
        from: String,
        /// The database written (created and migrated when new).
        to: String,
    },
}

pub(crate) fn db(a: &DbArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().context("starting the runtime")?;
    rt.block_on(async {
        match &a.command {
            DbCommand::Migrate { db } => {
                let store = Store::open(db, false).await?;
                writeln!(out, "{}: {} schema version {}", shown(db), store.kind(), store.version().await?)?;
            }
            DbCommand::Copy { from, to } => {
                if !std::path::Path::new(from).exists() && !levee_server::store::is_postgres(from) {
                    return Err(crate::bad(format!("{from}: no such database")));
                }
                let source = Store::open(from, false).await?;
                let rows = source.rows().await?;
                let tournaments = source.tournaments().await?;
                let dest = Store::open(to, false).await?;
                dest.import(&rows, &tournaments).await?;
                let tables = rows.iter().filter(|r| r.seq == 1).count();
                writeln!(
                    out,
                    "copied {} events of {tables} tables and {} tournaments from {} to {}",
                    rows.len(),
                    tournaments.len(),
                    shown(from),
                    shown(to)
                )?;
            }
        }
        Ok(ExitCode::SUCCESS)
    })
}
