//! Online duplicate tournaments (issue 24, as robot tournaments run): a tournament is a seed
//! and a number of boards; each person who plays it gets a table of their own dealt from that
//! seed, South against robots, so every table plays the same boards. The ranking compares
//! each person's North-South score with everyone else's on the same board, by matchpoints;
//! a board's other results are shown to a person only once they have played it.

use levee_club::movement::{Line, Pair};
use levee_club::{BoardResult, Outcome, rank_matchpoints};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// The most boards a tournament may have.
pub const MAX_BOARDS: u32 = 36;

/// A tournament as stored.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Tournament {
    /// Its id.
    pub id: String,
    /// Its name.
    pub title: String,
    /// The deals' seed: every table of the tournament deals from it.
    pub seed: u64,
    /// Boards 1 to this.
    pub boards: u32,
    /// The robots' pace at its tables, in milliseconds an action.
    pub pace: u32,
    /// Who plays it: their table and their name, in the order they joined.
    pub players: Vec<(String, String)>,
}

/// One person's finished boards: (board, North-South score, the result in a line).
pub type Played = Vec<(u32, i32, String)>;

impl Tournament {
    /// The ranking and the travellers, as the tournament page reads them. `played` holds each
    /// player's finished boards (in `players`' order); `viewer` is the index of the person
    /// asking (who sees a board's results only once they have played it).
    #[must_use]
    pub fn standings(&self, played: &[Played], viewer: Option<usize>) -> Value {
        let mut results = Vec::new();
        for (k, boards) in played.iter().enumerate() {
            for (b, ns, _) in boards.iter().filter(|(b, _, _)| *b <= self.boards) {
                let number = k as u32 + 1;
                results.push(BoardResult {
                    board: *b,
                    ns: Pair { line: Line::NorthSouth, number },
                    // The robots opposite each person are a pair of their own.
                    ew: Pair { line: Line::EastWest, number },
                    outcome: Outcome::Score(*ns),
                });
            }
        }
        let ranking: Vec<Value> = rank_matchpoints(&results)
            .ok()
            .and_then(|groups| groups.into_iter().find(|g| g.iter().any(|s| s.pair.line == Line::NorthSouth)))
            .unwrap_or_default()
            .into_iter()
            .map(|s| {
                let name = self.players.get(s.pair.number as usize - 1).map_or("", |p| p.1.as_str());
                json!({"place": s.place, "tied": s.tied, "name": name, "percent": (s.percent * 100.0).round() / 100.0,
                       "boards": s.boards})
            })
            .collect();
        let mine: Vec<u32> =
            viewer.and_then(|v| played.get(v)).map(|p| p.iter().map(|x| x.0).collect()).unwrap_or_default();
        let travellers: Vec<Value> = mine
            .iter()
            .filter(|b| **b <= self.boards)
            .map(|&b| {
                let rows: Vec<Value> = played
                    .iter()
                    .enumerate()
                    .filter_map(|(k, p)| p.iter().find(|x| x.0 == b).map(|x| (k, x)))
                    .map(|(k, (_, ns, line))| {
                        let name = self.players.get(k).map_or("", |p| p.1.as_str());
                        json!({"name": name, "ns": ns, "line": line, "you": Some(k) == viewer})
                    })
                    .collect();
                json!({"board": b, "results": rows})
            })
            .collect();
        json!({"id": self.id, "title": self.title, "boards": self.boards, "players": self.players.len(),
               "ranking": ranking, "travellers": travellers})
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everyone_is_ranked_and_a_traveller_waits_until_the_board_is_played() {
        let t = Tournament {
            id: "t".into(),
            title: "Tuesday".into(),
            seed: 1,
            boards: 2,
            pace: 0,
            players: vec![("a".into(), "Ana".into()), ("b".into(), "Bea".into()), ("c".into(), "Cal".into())],
        };
        let played = vec![
            vec![(1, 420, "4S by South".into()), (2, -50, "3NT by North".into())],
            vec![(1, 170, "2S by South".into())],
            vec![(1, 420, "4S by North".into()), (2, 100, "1NT by East".into())],
        ];
        let v = t.standings(&played, Some(1));
        let ranking = v["ranking"].as_array().unwrap();
        assert_eq!(ranking.len(), 3);
        assert_eq!(ranking[0]["name"], "Cal");
        // Bea has played board 1 only: its traveller, not board 2's.
        let travellers = v["travellers"].as_array().unwrap();
        assert_eq!(travellers.len(), 1);
        assert_eq!(travellers[0]["results"].as_array().unwrap().len(), 3);
        assert!(t.standings(&played, None)["travellers"].as_array().unwrap().is_empty());
    }
}
