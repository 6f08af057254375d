//! The SQLite file: every table's events, in order. An event is committed (WAL, synchronous
//! FULL) before the server applies it or tells anyone: after a crash the file holds every
//! action any client saw acknowledged.

use crate::table::Event;
use rusqlite::{Connection, params};

/// The database.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
}

/// A database error, with what was being done.
#[derive(Debug, thiserror::Error)]
#[error("database: {what}: {source}")]
pub struct StoreError {
    what: &'static str,
    #[source]
    source: rusqlite::Error,
}

fn ctx(what: &'static str) -> impl FnOnce(rusqlite::Error) -> StoreError {
    move |source| StoreError { what, source }
}

/// The schema version this build writes; older files are migrated on open.
const SCHEMA: i64 = 2;

impl Store {
    /// Opens (creating and migrating) the database at `path`; `:memory:` for a test.
    ///
    /// With `fsync` every commit waits for the disk (synchronous FULL): an event survives a
    /// power cut. Without it (synchronous NORMAL, the default of `levee serve`) a commit is
    /// in the operating system's hands when it returns: it survives the server being killed
    /// (SIGKILL, a crash), which is what the durability test checks, at twice the speed.
    ///
    /// # Errors
    /// When the file cannot be opened or migrated.
    pub fn open(path: &str, fsync: bool) -> Result<Store, StoreError> {
        let conn = Connection::open(path).map_err(ctx("open"))?;
        conn.pragma_update(None, "journal_mode", "WAL").map_err(ctx("journal mode"))?;
        conn.pragma_update(None, "synchronous", if fsync { "FULL" } else { "NORMAL" }).map_err(ctx("synchronous"))?;
        let version: i64 =
            conn.pragma_query_value(None, "user_version", |r| r.get(0)).map_err(ctx("schema version"))?;
        if version < 1 {
            conn.execute_batch(
                "CREATE TABLE IF NOT EXISTS events (
                     table_id TEXT NOT NULL,
                     seq INTEGER NOT NULL,
                     event TEXT NOT NULL,
                     at TEXT NOT NULL DEFAULT (datetime('now')),
                     PRIMARY KEY (table_id, seq)
                 );",
            )
            .map_err(ctx("migrate to 1"))?;
        }
        if version < 2 {
            // Online tournaments: their seed, boards and players, as JSON.
            conn.execute_batch("CREATE TABLE IF NOT EXISTS tournaments (id TEXT PRIMARY KEY, json TEXT NOT NULL);")
                .map_err(ctx("migrate to 2"))?;
        }
        conn.pragma_update(None, "user_version", SCHEMA).map_err(ctx("schema version"))?;
        Ok(Store { conn })
    }

    /// Writes event number `seq` of a table (1 is its `Created`).
    ///
    /// # Errors
    /// When the write fails (nothing is applied then).
    pub fn append(&self, table_id: &str, seq: u64, event: &Event) -> Result<(), StoreError> {
        let text = serde_json::to_string(event).expect("events serialise");
        self.conn
            .execute(
                "INSERT INTO events (table_id, seq, event) VALUES (?1, ?2, ?3)",
                params![table_id, seq as i64, text],
            )
            .map_err(ctx("append"))?;
        Ok(())
    }

    /// Writes a tournament (made or joined).
    ///
    /// # Errors
    /// When the write fails.
    pub fn save_tournament(&self, id: &str, json: &str) -> Result<(), StoreError> {
        self.conn
            .execute(
                "INSERT INTO tournaments (id, json) VALUES (?1, ?2) ON CONFLICT (id) DO UPDATE SET json = ?2",
                params![id, json],
            )
            .map_err(ctx("save a tournament"))?;
        Ok(())
    }

    /// Every tournament, as stored.
    ///
    /// # Errors
    /// When the file cannot be read.
    pub fn tournaments(&self) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare("SELECT json FROM tournaments ORDER BY rowid").map_err(ctx("tournaments"))?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0)).map_err(ctx("tournaments"))?;
        rows.collect::<Result<Vec<String>, _>>().map_err(ctx("tournaments"))
    }

    /// Every table's events in order, tables in the order they were made.
    ///
    /// # Errors
    /// When the file cannot be read. An event that does not parse ends its table's history
    /// there (and is reported by the caller replaying it).
    pub fn load(&self) -> Result<Vec<(String, Vec<Event>)>, StoreError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT e.table_id, e.event FROM events e
                 JOIN (SELECT table_id, MIN(rowid) AS first FROM events GROUP BY table_id) t USING (table_id)
                 ORDER BY t.first, e.seq",
            )
            .map_err(ctx("load"))?;
        let rows = stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))).map_err(ctx("load"))?;
        let mut out: Vec<(String, Vec<Event>)> = Vec::new();
        let mut cut: Option<String> = None;
        for row in rows {
            let (id, text) = row.map_err(ctx("load"))?;
            if cut.as_ref() == Some(&id) {
                continue;
            }
            let Ok(ev) = serde_json::from_str::<Event>(&text) else {
                // Later events of this table would not make sense without this one.
                cut = Some(id);
                continue;
            };
            match out.last_mut() {
                Some((last, evs)) if *last == id => evs.push(ev),
                _ => out.push((id, vec![ev])),
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_come_back_in_order_and_a_damaged_one_ends_its_table() {
        let store = Store::open(":memory:", false).unwrap();
        let created = Event::Created {
            game: levee_core::Variant::Bridge,
            scoring: crate::table::Scoring::Duplicate,
            robots: true,
            seed: 1,
            pace: None,
            deals: None,
            given: Vec::new(),
        };
        store.append("a", 1, &created).unwrap();
        store.append("b", 1, &created).unwrap();
        store.append("a", 2, &Event::NextBoard).unwrap();
        store.conn.execute("INSERT INTO events (table_id, seq, event) VALUES ('b', 2, '{broken')", []).unwrap();
        store.append("b", 3, &Event::NextBoard).unwrap();
        let all = store.load().unwrap();
        assert_eq!(all.len(), 2);
        assert_eq!(all[0], ("a".to_string(), vec![created.clone(), Event::NextBoard]));
        assert_eq!(all[1], ("b".to_string(), vec![created]));
        // The same sequence number twice is refused: an event is never overwritten.
        assert!(store.append("a", 2, &Event::NextBoard).is_err());
    }
}
