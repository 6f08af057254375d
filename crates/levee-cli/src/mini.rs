//! `levee minibridge DEAL --dealer N`: seed 003's contract procedure, step by step.

use crate::bad;
use anyhow::Result;
use clap::Args;
use levee_core::minibridge::{Announcement, MiniOutcome, procedure};
use levee_core::{Deal, Seat};
use serde_json::json;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub(crate) struct MiniArgs {
    /// The deal, as a PBN deal string.
    deal: String,
    /// The dealer, who speaks first.
    #[arg(long, default_value = "N")]
    dealer: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

pub(crate) fn say(a: &Announcement) -> (Seat, String) {
    (a.seat(), a.to_string())
}

pub(crate) fn minibridge(a: &MiniArgs, out: &mut dyn Write) -> Result<ExitCode> {
    let deal: Deal = a.deal.parse().map_err(|e| bad(format!("bad deal: {e}")))?;
    let dealer: Seat = a.dealer.parse().map_err(|e: levee_core::ParseSeatError| bad(e.to_string()))?;
    let p = procedure(&deal, dealer);
    if a.json {
        let steps: Vec<_> = p
            .steps
            .iter()
            .map(|s| {
                let (seat, text) = say(s);
                json!({"seat": seat.to_string(), "says": text})
            })
            .collect();
        let outcome = match p.outcome {
            MiniOutcome::Redeal => json!({"redeal": true}),
            MiniOutcome::Contract { declarer, tricks, side_hcp } => json!({
                "redeal": false, "declarer": declarer.to_string(), "tricks": tricks,
                "contract": format!("{}NT", tricks - 6), "side_hcp": side_hcp,
                "lead": declarer.lho().to_string(), "dummy": declarer.partner().to_string(),
            }),
        };
        writeln!(out, "{}", json!({"dealer": dealer.to_string(), "steps": steps, "outcome": outcome}))?;
        return Ok(ExitCode::SUCCESS);
    }
    for s in &p.steps {
        let (seat, text) = say(s);
        writeln!(out, "{seat:#}: {text}")?;
    }
    match p.outcome {
        MiniOutcome::Redeal => writeln!(out, "redeal: nobody has 12 points")?,
        MiniOutcome::Contract { declarer, tricks, .. } => writeln!(
            out,
            "contract: {tricks} tricks ({}NT) by {declarer:#}; {:#} leads, {:#} is dummy",
            tricks - 6,
            declarer.lho(),
            declarer.partner()
        )?,
    }
    Ok(ExitCode::SUCCESS)
}
