//! Club play: `levee movement` prints a movement as the table cards a director hands out.

use crate::bad;
use anyhow::Result;
use clap::Args;
use levee_club::Movement;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub(crate) struct MovementArgs {
    /// mitchell (any number of tables), howell (3 to 8 tables) or teams (a two-table match).
    kind: String,
    /// Tables (teams: always 2).
    #[arg(long, default_value_t = 2)]
    tables: u32,
    /// Boards played in a round.
    #[arg(long, default_value_t = 3)]
    boards: u32,
    /// Mitchell with an even number of tables: a relay stand and two tables sharing boards,
    /// rather than East-West skipping a table halfway.
    #[arg(long)]
    relay: bool,
    /// Print the movement as JSON: each round's seatings (table, ns, ew, set) and the boards.
    #[arg(long)]
    json: bool,
}

pub(crate) fn movement(a: &MovementArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let m = match a.kind.as_str() {
        "mitchell" => Movement::mitchell(a.tables, a.boards, a.relay),
        "howell" => Movement::howell(a.tables, a.boards),
        "teams" => Movement::teams(a.boards),
        k => return Err(bad(format!("unknown movement {k:?}: mitchell, howell or teams"))),
    }
    .map_err(|e| bad(e.to_string()))?;
    if a.json {
        let mut v = serde_json::to_value(&m)?;
        v["boards"] = (1..=m.sets).map(|s| serde_json::json!([m.boards(s).start(), m.boards(s).end()])).collect();
        writeln!(out, "{v}")?;
        return Ok(ExitCode::SUCCESS);
    }
    let pairs = m.pairs().len();
    writeln!(
        out,
        "{} tables, {pairs} pairs, {} rounds of {} boards ({} boards)",
        m.tables,
        m.rounds.len(),
        m.boards_per_set,
        m.sets * m.boards_per_set
    )?;
    write!(out, "{}", m.table_cards())?;
    Ok(ExitCode::SUCCESS)
}
