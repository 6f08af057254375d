//! What the games in the terminal share: the seeded generator, reading a person's words,
//! the robots' settings and a table where robots take every seat but the person's.

use crate::bad;
use anyhow::Result;
use levee_core::Seat;
use levee_table::{Config, Event, Robots, Table};
use rand::SeedableRng;
use std::io::Write;
use std::time::Duration;

/// A seeded generator for reproducible deals: ChaCha8, whose stream is fixed by its spec.
pub(crate) fn rng_for(seed: Option<u64>) -> (rand_chacha::ChaCha8Rng, u64) {
    let seed = seed.unwrap_or_else(rand::random);
    (rand_chacha::ChaCha8Rng::seed_from_u64(seed), seed)
}

/// The next word typed: `None` for an empty line; an error when the input ends mid-deal.
pub(crate) fn next_word(
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    out: &mut dyn Write,
) -> Result<Option<String>> {
    let Some(line) = lines.next() else {
        writeln!(out)?;
        return Err(bad("input ended before the deal was over"));
    };
    let word = line?.trim().to_string();
    Ok((!word.is_empty()).then_some(word))
}

/// The robots of the command line: `samples` layouts a card, at most `time_per_card` seconds
/// once the minimum is solved, never more than `max_time` (the hard budget).
pub(crate) fn robots(samples: usize, time_per_card: f64, max_time: f64) -> Robots {
    Robots {
        card: levee_bots::Settings {
            samples,
            time_per_card: Duration::from_secs_f64(time_per_card),
            max_time_per_card: Duration::from_secs_f64(max_time.max(time_per_card)),
            ..levee_bots::Settings::default()
        },
        belote_samples: samples,
        belote_bid_samples: 0,
    }
}

/// A table where robots take every seat but the person's.
pub(crate) fn table_for_person(mut config: Config, me: Seat) -> Result<Table> {
    config.robots = true;
    config.robots_wait = false;
    let mut t = Table::new(config).map_err(|e| bad(e.to_string()))?;
    t.apply(&Event::Sat { seat: me, token: String::new(), name: "you".into() }).map_err(|e| bad(e.to_string()))?;
    Ok(t)
}

/// Waits as long as the table's pace asks before a robot's next action (the text said so far
/// is shown first), so that a person can follow the robots' calls and cards.
pub(crate) fn wait_pace(table: &levee_table::Table, out: &mut dyn Write) {
    let pause = table.config().pace.before_next(table);
    if !pause.is_zero() {
        let _ = out.flush();
        std::thread::sleep(pause);
    }
}

/// The robots' pace `levee play` gives a table: `--pace MS`, else a person's pace when a
/// person watches a terminal, and none for scripts and pipes.
pub(crate) fn pace_for(ms: Option<u32>) -> levee_table::Pace {
    use std::io::IsTerminal;
    match ms {
        Some(ms) => levee_table::Pace::ms(ms),
        None if std::io::stdout().is_terminal() => levee_table::Pace::PEOPLE,
        None => levee_table::Pace::NONE,
    }
}
