//! `levee serve`: the web server (the `levee-server` crate) on a port, with its database.

use anyhow::{Context, Result};
use clap::Args;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub(crate) struct ServeArgs {
    /// The port (on all interfaces with --public, else on 127.0.0.1).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// The SQLite database file (created and migrated on start).
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
