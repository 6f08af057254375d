//! The database: every table's events, in order, and the online tournaments. Either a SQLite
//! file (the default: nothing to install, one server process) or PostgreSQL (several server
//! processes sharing one database), with the same schema and the same migrations.
//!
//! An event is committed before the server applies it or tells anyone: after a crash the
//! database holds every action any client saw acknowledged. Event `seq` of a table is written
//! once: when two processes race for the same number, the database keeps the first and the
//! second learns it ([`StoreError::Taken`]), catches up and tries again on the fresh table.
//! On PostgreSQL every write is announced (`NOTIFY levee`, from a trigger, so at commit and
//! only then) and every process listens ([`Store::listen`]).

use crate::table::Event;
use futures_util::StreamExt;
use rusqlite::{Connection, OptionalExtension, params};
use std::sync::Mutex;
use tokio::sync::mpsc;
use tokio_postgres::error::SqlState;

/// The database.
#[derive(Debug)]
pub enum Store {
    /// A SQLite file (or `:memory:`).
    Sqlite(Mutex<Connection>),
    /// A PostgreSQL database, through a pool of connections.
    Postgres(Postgres),
}

/// A PostgreSQL database.
pub struct Postgres {
    pool: deadpool_postgres::Pool,
    config: tokio_postgres::Config,
}

impl std::fmt::Debug for Postgres {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Postgres").field("dbname", &self.config.get_dbname()).finish_non_exhaustive()
    }
}

/// A database error, with what was being done.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite said no.
    #[error("database: {what}: {source}")]
    Sqlite {
        /// What was being done.
        what: &'static str,
        /// SQLite's error.
        #[source]
        source: rusqlite::Error,
    },
    /// PostgreSQL said no (or could not be reached).
    #[error("database: {what}: {source}")]
    Postgres {
        /// What was being done.
        what: &'static str,
        /// The error.
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// Another process wrote this event number first.
    #[error("database: event {seq} of table {table} was written first by another server")]
    Taken {
        /// The table.
        table: String,
        /// The event number.
        seq: u64,
    },
    /// The address is not a database levee knows.
    #[error("database: {0}")]
    Address(String),
}

fn lite(what: &'static str) -> impl FnOnce(rusqlite::Error) -> StoreError {
    move |source| StoreError::Sqlite { what, source }
}

fn pg<E: std::error::Error + Send + Sync + 'static>(what: &'static str) -> impl FnOnce(E) -> StoreError {
    move |e| StoreError::Postgres { what, source: Box::new(e) }
}

/// What another process (or this one) wrote, as PostgreSQL announces it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// Event `seq` of a table.
    Table {
        /// The table.
        id: String,
        /// Its event number.
        seq: u64,
    },
    /// A tournament was made or joined.
    Tournament(String),
    /// The listening connection was lost and is back: anything may have been missed.
    Resync,
}

impl Change {
    fn parse(payload: &str) -> Option<Change> {
        let mut words = payload.split(' ');
        match (words.next()?, words.next()?, words.next()) {
            ("t", id, Some(seq)) => Some(Change::Table { id: id.to_string(), seq: seq.parse().ok()? }),
            ("g", id, None) => Some(Change::Tournament(id.to_string())),
            _ => None,
        }
    }
}

/// One stored event as written, for copying a database: its table, number, text and time
/// (UTC, `YYYY-MM-DD HH:MM:SS`). The text is copied as it is, even one that no longer parses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The table.
    pub table: String,
    /// The event number.
    pub seq: u64,
    /// The event, as JSON.
    pub event: String,
    /// When it was written.
    pub at: String,
}

/// The schema version this build writes; older databases are migrated on open.
pub const SCHEMA: i64 = 2;

/// PostgreSQL's migrations, in order; each is applied once, in one transaction.
const PG_MIGRATIONS: [&str; 2] = [
    "CREATE TABLE events (
         n BIGSERIAL UNIQUE,
         table_id TEXT NOT NULL,
         seq BIGINT NOT NULL,
         event TEXT NOT NULL,
         at TIMESTAMP NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
         PRIMARY KEY (table_id, seq)
     );
     CREATE FUNCTION levee_event_written() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN PERFORM pg_notify('levee', 't ' || NEW.table_id || ' ' || NEW.seq); RETURN NEW; END $$;
     CREATE TRIGGER events_written AFTER INSERT ON events
         FOR EACH ROW EXECUTE FUNCTION levee_event_written();",
    // Online tournaments: their seed, boards and players, as JSON.
    "CREATE TABLE tournaments (id TEXT PRIMARY KEY, json TEXT NOT NULL, n BIGSERIAL UNIQUE);
     CREATE FUNCTION levee_tournament_written() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN PERFORM pg_notify('levee', 'g ' || NEW.id); RETURN NEW; END $$;
     CREATE TRIGGER tournaments_written AFTER INSERT OR UPDATE ON tournaments
         FOR EACH ROW EXECUTE FUNCTION levee_tournament_written();",
];

/// Two processes starting together must not migrate twice: the migration holds this lock.
const MIGRATION_LOCK: i64 = 0x6c65_7665_6500;

/// Whether `address` names a PostgreSQL database rather than a SQLite file.
#[must_use]
pub fn is_postgres(address: &str) -> bool {
    address.starts_with("postgres://") || address.starts_with("postgresql://")
}

impl Store {
    /// Opens (creating and migrating) the database at `address`: a SQLite file's path
    /// (`:memory:` for a test) or `postgres://user@host:port/dbname`.
    ///
    /// With `fsync` a SQLite commit waits for the disk (synchronous FULL): an event survives a
    /// power cut. Without it (synchronous NORMAL, the default of `levee serve`) a commit is in
    /// the operating system's hands when it returns: it survives the server being killed
    /// (SIGKILL, a crash), which is what the durability test checks, at twice the speed.
    /// PostgreSQL keeps its own setting (`synchronous_commit`).
    ///
    /// # Errors
    /// When the database cannot be opened or migrated.
    pub async fn open(address: &str, fsync: bool) -> Result<Store, StoreError> {
        if is_postgres(address) {
            Postgres::open(address).await.map(Store::Postgres)
        } else {
            open_sqlite(address, fsync)
        }
    }

    /// `"sqlite"` or `"postgres"`.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Store::Sqlite(_) => "sqlite",
            Store::Postgres(_) => "postgres",
        }
    }

    /// The schema version of the open database.
    ///
    /// # Errors
    /// When it cannot be read.
    pub async fn version(&self) -> Result<i64, StoreError> {
        match self {
            Store::Sqlite(c) => {
                c.lock().expect("db").pragma_query_value(None, "user_version", |r| r.get(0)).map_err(lite("version"))
            }
            Store::Postgres(p) => {
                let c = p.pool.get().await.map_err(pg("connect"))?;
                let row = c.query_one("SELECT version FROM levee_schema", &[]).await.map_err(pg("version"))?;
                Ok(i64::from(row.get::<_, i32>(0)))
            }
        }
    }

    /// Writes event number `seq` of a table (1 is its `Created`).
    ///
    /// # Errors
    /// [`StoreError::Taken`] when that number is already written (by another process: catch up
    /// and try again); another error when the write fails (nothing is applied then).
    pub async fn append(&self, table_id: &str, seq: u64, event: &Event) -> Result<(), StoreError> {
        let text = serde_json::to_string(event).expect("events serialise");
        let taken = || StoreError::Taken { table: table_id.to_string(), seq };
        match self {
            Store::Sqlite(c) => c
                .lock()
                .expect("db")
                .execute(
                    "INSERT INTO events (table_id, seq, event) VALUES (?1, ?2, ?3)",
                    params![table_id, seq as i64, text],
                )
                .map(|_| ())
                .map_err(|e| match e.sqlite_error_code() {
                    Some(rusqlite::ErrorCode::ConstraintViolation) => taken(),
                    _ => StoreError::Sqlite { what: "append", source: e },
                }),
            Store::Postgres(p) => {
                let c = p.pool.get().await.map_err(pg("connect"))?;
                let stmt = c
                    .prepare_cached("INSERT INTO events (table_id, seq, event) VALUES ($1, $2, $3)")
                    .await
                    .map_err(pg("append"))?;
                match c.execute(&stmt, &[&table_id, &(seq as i64), &text]).await {
                    Ok(_) => Ok(()),
                    Err(e) if e.code() == Some(&SqlState::UNIQUE_VIOLATION) => Err(taken()),
                    Err(e) => Err(pg("append")(e)),
                }
            }
        }
    }

    /// A table's events after number `seq`, in order (all of them after 0). An event that
    /// does not parse ends the list: later ones would not make sense without it.
    ///
    /// # Errors
    /// When the database cannot be read.
    pub async fn after(&self, table_id: &str, seq: u64) -> Result<Vec<Event>, StoreError> {
        let texts: Vec<String> = match self {
            Store::Sqlite(c) => {
                let c = c.lock().expect("db");
                let mut stmt = c
                    .prepare_cached("SELECT event FROM events WHERE table_id = ?1 AND seq > ?2 ORDER BY seq")
                    .map_err(lite("a table's events"))?;
                stmt.query_map(params![table_id, seq as i64], |r| r.get(0))
                    .and_then(Iterator::collect)
                    .map_err(lite("a table's events"))?
            }
            Store::Postgres(p) => {
                let c = p.pool.get().await.map_err(pg("connect"))?;
                let stmt = c
                    .prepare_cached("SELECT event FROM events WHERE table_id = $1 AND seq > $2 ORDER BY seq")
                    .await
                    .map_err(pg("a table's events"))?;
                let rows = c.query(&stmt, &[&table_id, &(seq as i64)]).await.map_err(pg("a table's events"))?;
                rows.iter().map(|r| r.get(0)).collect()
            }
        };
        Ok(texts.iter().map_while(|t| serde_json::from_str(t).ok()).collect())
    }

    /// Writes a new tournament.
    ///
    /// # Errors
    /// When the write fails.
    pub async fn save_tournament(&self, id: &str, json: &str) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(c) => c
                .lock()
                .expect("db")
                .execute(
                    "INSERT INTO tournaments (id, json) VALUES (?1, ?2) ON CONFLICT (id) DO UPDATE SET json = ?2",
                    params![id, json],
                )
                .map(|_| ())
                .map_err(lite("save a tournament")),
            Store::Postgres(p) => {
                let c = p.pool.get().await.map_err(pg("connect"))?;
                c.execute(
                    "INSERT INTO tournaments (id, json) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET json = $2",
                    &[&id, &json],
                )
                .await
                .map(|_| ())
                .map_err(pg("save a tournament"))
            }
        }
    }

    /// Changes a tournament and opens a table for it, in one transaction that holds the
    /// tournament while `change` reads and rewrites it: two people joining at once through
    /// two processes both get in. `change` returns the new JSON, or `None` to leave it be
    /// (nothing is written then). Returns what was written.
    ///
    /// # Errors
    /// When the tournament is missing or a write fails (nothing is written then).
    pub async fn join_tournament(
        &self,
        id: &str,
        table: (&str, &Event),
        change: impl FnOnce(&str) -> Option<String>,
    ) -> Result<Option<String>, StoreError> {
        let missing = || StoreError::Address(format!("no tournament {id}"));
        let created = serde_json::to_string(table.1).expect("events serialise");
        match self {
            Store::Sqlite(c) => {
                let mut c = c.lock().expect("db");
                let tx = c.transaction().map_err(lite("join a tournament"))?;
                let old: String = tx
                    .query_row("SELECT json FROM tournaments WHERE id = ?1", [id], |r| r.get(0))
                    .optional()
                    .map_err(lite("join a tournament"))?
                    .ok_or_else(missing)?;
                let Some(new) = change(&old) else { return Ok(None) };
                tx.execute("UPDATE tournaments SET json = ?2 WHERE id = ?1", params![id, new])
                    .map_err(lite("join a tournament"))?;
                tx.execute("INSERT INTO events (table_id, seq, event) VALUES (?1, 1, ?2)", params![table.0, created])
                    .map_err(lite("join a tournament"))?;
                tx.commit().map_err(lite("join a tournament"))?;
                Ok(Some(new))
            }
            Store::Postgres(p) => {
                let mut c = p.pool.get().await.map_err(pg("connect"))?;
                let tx = c.transaction().await.map_err(pg("join a tournament"))?;
                let old: String = tx
                    .query_opt("SELECT json FROM tournaments WHERE id = $1 FOR UPDATE", &[&id])
                    .await
                    .map_err(pg("join a tournament"))?
                    .ok_or_else(missing)?
                    .get(0);
                let Some(new) = change(&old) else { return Ok(None) };
                tx.execute("UPDATE tournaments SET json = $2 WHERE id = $1", &[&id, &new])
                    .await
                    .map_err(pg("join a tournament"))?;
                tx.execute("INSERT INTO events (table_id, seq, event) VALUES ($1, 1, $2)", &[&table.0, &created])
                    .await
                    .map_err(pg("join a tournament"))?;
                tx.commit().await.map_err(pg("join a tournament"))?;
                Ok(Some(new))
            }
        }
    }

    /// One tournament, as stored.
    ///
    /// # Errors
    /// When the database cannot be read.
    pub async fn tournament(&self, id: &str) -> Result<Option<String>, StoreError> {
        match self {
            Store::Sqlite(c) => c
                .lock()
                .expect("db")
                .query_row("SELECT json FROM tournaments WHERE id = ?1", [id], |r| r.get(0))
                .optional()
                .map_err(lite("a tournament")),
            Store::Postgres(p) => {
                let c = p.pool.get().await.map_err(pg("connect"))?;
                let row = c
                    .query_opt("SELECT json FROM tournaments WHERE id = $1", &[&id])
                    .await
                    .map_err(pg("a tournament"))?;
                Ok(row.map(|r| r.get(0)))
            }
        }
    }

    /// Every tournament, as stored, oldest first.
    ///
    /// # Errors
    /// When the database cannot be read.
    pub async fn tournaments(&self) -> Result<Vec<(String, String)>, StoreError> {
        match self {
            Store::Sqlite(c) => {
                let c = c.lock().expect("db");
                let mut stmt =
                    c.prepare("SELECT id, json FROM tournaments ORDER BY rowid").map_err(lite("tournaments"))?;
                stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
                    .and_then(Iterator::collect)
                    .map_err(lite("tournaments"))
            }
            Store::Postgres(p) => {
                let c = p.pool.get().await.map_err(pg("connect"))?;
                let rows =
                    c.query("SELECT id, json FROM tournaments ORDER BY n", &[]).await.map_err(pg("tournaments"))?;
                Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
            }
        }
    }

    /// Every event as written (tables in the order they were made, each in order), for
    /// replaying the tables or copying the database.
    ///
    /// # Errors
    /// When the database cannot be read.
    pub async fn rows(&self) -> Result<Vec<Row>, StoreError> {
        match self {
            Store::Sqlite(c) => {
                let c = c.lock().expect("db");
                let mut stmt = c
                    .prepare(
                        "SELECT e.table_id, e.seq, e.event, e.at FROM events e
                         JOIN (SELECT table_id, MIN(rowid) AS first FROM events GROUP BY table_id) t USING (table_id)
                         ORDER BY t.first, e.seq",
                    )
                    .map_err(lite("load"))?;
                stmt.query_map([], |r| {
                    Ok(Row { table: r.get(0)?, seq: r.get::<_, i64>(1)? as u64, event: r.get(2)?, at: r.get(3)? })
                })
                .and_then(Iterator::collect)
                .map_err(lite("load"))
            }
            Store::Postgres(p) => {
                let c = p.pool.get().await.map_err(pg("connect"))?;
                let rows = c
                    .query(
                        "SELECT e.table_id, e.seq, e.event, to_char(e.at, 'YYYY-MM-DD HH24:MI:SS') FROM events e
                         JOIN (SELECT table_id, MIN(n) AS first FROM events GROUP BY table_id) t USING (table_id)
                         ORDER BY t.first, e.seq",
                        &[],
                    )
                    .await
                    .map_err(pg("load"))?;
                Ok(rows
                    .iter()
                    .map(|r| Row { table: r.get(0), seq: r.get::<_, i64>(1) as u64, event: r.get(2), at: r.get(3) })
                    .collect())
            }
        }
    }

    /// Every table's events in order, tables in the order they were made. An event that does
    /// not parse ends its table's history there (and is reported by the caller replaying it).
    ///
    /// # Errors
    /// When the database cannot be read.
    pub async fn load(&self) -> Result<Vec<(String, Vec<Event>)>, StoreError> {
        let mut out: Vec<(String, Vec<Event>)> = Vec::new();
        let mut cut: Option<String> = None;
        for row in self.rows().await? {
            if cut.as_ref() == Some(&row.table) {
                continue;
            }
            let Ok(ev) = serde_json::from_str::<Event>(&row.event) else {
                cut = Some(row.table);
                continue;
            };
            match out.last_mut() {
                Some((last, evs)) if *last == row.table => evs.push(ev),
                _ => out.push((row.table, vec![ev])),
            }
        }
        Ok(out)
    }

    /// Writes another database's events and tournaments here, all or nothing: a table or a
    /// tournament this database already holds is refused.
    ///
    /// # Errors
    /// When one of them is already here, or a write fails (nothing is written then).
    pub async fn import(&self, rows: &[Row], tournaments: &[(String, String)]) -> Result<(), StoreError> {
        let dup = |what: &str, id: &str| StoreError::Address(format!("{what} {id} is already in the destination"));
        match self {
            Store::Sqlite(c) => {
                let mut c = c.lock().expect("db");
                let tx = c.transaction().map_err(lite("copy"))?;
                for r in rows {
                    tx.execute(
                        "INSERT INTO events (table_id, seq, event, at) VALUES (?1, ?2, ?3, ?4)",
                        params![r.table, r.seq as i64, r.event, r.at],
                    )
                    .map_err(|e| match e.sqlite_error_code() {
                        Some(rusqlite::ErrorCode::ConstraintViolation) => dup("table", &r.table),
                        _ => StoreError::Sqlite { what: "copy", source: e },
                    })?;
                }
                for (id, json) in tournaments {
                    tx.execute("INSERT INTO tournaments (id, json) VALUES (?1, ?2)", params![id, json]).map_err(
                        |e| match e.sqlite_error_code() {
                            Some(rusqlite::ErrorCode::ConstraintViolation) => dup("tournament", id),
                            _ => StoreError::Sqlite { what: "copy", source: e },
                        },
                    )?;
                }
                tx.commit().map_err(lite("copy"))
            }
            Store::Postgres(p) => {
                let mut c = p.pool.get().await.map_err(pg("connect"))?;
                let tx = c.transaction().await.map_err(pg("copy"))?;
                let ins = tx
                    .prepare("INSERT INTO events (table_id, seq, event, at) VALUES ($1, $2, $3, $4::text::timestamp)")
                    .await
                    .map_err(pg("copy"))?;
                for r in rows {
                    tx.execute(&ins, &[&r.table, &(r.seq as i64), &r.event, &r.at]).await.map_err(|e| {
                        if e.code() == Some(&SqlState::UNIQUE_VIOLATION) {
                            dup("table", &r.table)
                        } else {
                            pg("copy")(e)
                        }
                    })?;
                }
                for (id, json) in tournaments {
                    tx.execute("INSERT INTO tournaments (id, json) VALUES ($1, $2)", &[id, json]).await.map_err(
                        |e| {
                            if e.code() == Some(&SqlState::UNIQUE_VIOLATION) {
                                dup("tournament", id)
                            } else {
                                pg("copy")(e)
                            }
                        },
                    )?;
                }
                tx.commit().await.map_err(pg("copy"))
            }
        }
    }

    /// Whether the database answers.
    ///
    /// # Errors
    /// When it does not.
    pub async fn ping(&self) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(c) => c.lock().expect("db").query_row("SELECT 1", [], |_| Ok(())).map_err(lite("ping")),
            Store::Postgres(p) => {
                let c = p.pool.get().await.map_err(pg("connect"))?;
                c.simple_query("SELECT 1").await.map(|_| ()).map_err(pg("ping"))
            }
        }
    }

    /// Listens for every write to the database, by this process or another (PostgreSQL;
    /// `None` for SQLite, where this process is the only writer). Listening has begun when
    /// this returns: a write committed afterwards is announced. A lost connection is made
    /// again, and [`Change::Resync`] says that writes may have been missed meanwhile.
    ///
    /// # Errors
    /// When the first connection cannot be made.
    pub async fn listen(&self) -> Result<Option<mpsc::UnboundedReceiver<Change>>, StoreError> {
        let Store::Postgres(p) = self else { return Ok(None) };
        let (tx, rx) = mpsc::unbounded_channel();
        let first = listen_once(&p.config, tx.clone()).await?;
        let config = p.config.clone();
        tokio::spawn(async move {
            let mut ended = first;
            loop {
                let _ = ended.await;
                if tx.is_closed() {
                    return;
                }
                loop {
                    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
                    if tx.is_closed() {
                        return;
                    }
                    if let Ok(e) = listen_once(&config, tx.clone()).await {
                        ended = e;
                        break;
                    }
                }
                let _ = tx.send(Change::Resync);
            }
        });
        Ok(Some(rx))
    }
}

/// Opens a listening connection; the task it returns ends when the connection does.
async fn listen_once(
    config: &tokio_postgres::Config,
    tx: mpsc::UnboundedSender<Change>,
) -> Result<tokio::task::JoinHandle<()>, StoreError> {
    let (client, mut conn) = config.connect(tokio_postgres::NoTls).await.map_err(pg("listen"))?;
    let (ready_tx, ready) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| conn.poll_message(cx));
        let mut ready_tx = Some(ready_tx);
        // The connection must be driven while LISTEN runs: both at once, then the messages.
        let listening = client.batch_execute("LISTEN levee");
        tokio::pin!(listening);
        let mut listened = false;
        loop {
            tokio::select! {
                ok = &mut listening, if !listened => {
                    listened = true;
                    if ok.is_err() {
                        return;
                    }
                    if let Some(r) = ready_tx.take() {
                        let _ = r.send(());
                    }
                }
                m = messages.next() => match m {
                    Some(Ok(tokio_postgres::AsyncMessage::Notification(n))) => {
                        if let Some(c) = Change::parse(n.payload())
                            && tx.send(c).is_err()
                        {
                            return;
                        }
                    }
                    Some(Ok(_)) => {}
                    _ => return,
                }
            }
        }
    });
    match ready.await {
        Ok(()) => Ok(task),
        Err(_) => Err(StoreError::Address("the listening connection closed before LISTEN".into())),
    }
}

fn open_sqlite(path: &str, fsync: bool) -> Result<Store, StoreError> {
    let conn = Connection::open(path).map_err(lite("open"))?;
    conn.pragma_update(None, "journal_mode", "WAL").map_err(lite("journal mode"))?;
    conn.pragma_update(None, "synchronous", if fsync { "FULL" } else { "NORMAL" }).map_err(lite("synchronous"))?;
    let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0)).map_err(lite("schema version"))?;
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
        .map_err(lite("migrate to 1"))?;
    }
    if version < 2 {
        conn.execute_batch("CREATE TABLE IF NOT EXISTS tournaments (id TEXT PRIMARY KEY, json TEXT NOT NULL);")
            .map_err(lite("migrate to 2"))?;
    }
    conn.pragma_update(None, "user_version", SCHEMA).map_err(lite("schema version"))?;
    Ok(Store::Sqlite(Mutex::new(conn)))
}

impl Postgres {
    async fn open(address: &str) -> Result<Postgres, StoreError> {
        let config: tokio_postgres::Config =
            address.parse().map_err(|e| StoreError::Address(format!("{address}: {e}")))?;
        let manager = deadpool_postgres::Manager::from_config(
            config.clone(),
            tokio_postgres::NoTls,
            deadpool_postgres::ManagerConfig { recycling_method: deadpool_postgres::RecyclingMethod::Fast },
        );
        let pool = deadpool_postgres::Pool::builder(manager)
            .max_size(16)
            .build()
            .map_err(|e| StoreError::Address(format!("{address}: {e}")))?;
        let store = Postgres { pool, config };
        store.migrate().await?;
        Ok(store)
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        let mut c = self.pool.get().await.map_err(pg("connect"))?;
        let tx = c.transaction().await.map_err(pg("migrate"))?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK]).await.map_err(pg("migrate"))?;
        tx.batch_execute("CREATE TABLE IF NOT EXISTS levee_schema (version INTEGER NOT NULL)")
            .await
            .map_err(pg("migrate"))?;
        let version: i64 = match tx.query_opt("SELECT version FROM levee_schema", &[]).await.map_err(pg("migrate"))? {
            Some(r) => i64::from(r.get::<_, i32>(0)),
            None => {
                tx.execute("INSERT INTO levee_schema VALUES (0)", &[]).await.map_err(pg("migrate"))?;
                0
            }
        };
        for (k, sql) in PG_MIGRATIONS.iter().enumerate() {
            if (k as i64) >= version {
                tx.batch_execute(sql).await.map_err(pg("migrate"))?;
            }
        }
        tx.execute("UPDATE levee_schema SET version = $1", &[&(SCHEMA as i32)]).await.map_err(pg("migrate"))?;
        tx.commit().await.map_err(pg("migrate"))
    }
}

/// The database's address as it may be printed: a PostgreSQL password hidden.
#[must_use]
pub fn shown(address: &str) -> String {
    if !is_postgres(address) {
        return address.to_string();
    }
    match (address.find("://"), address.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let user = &address[scheme + 3..at];
            let user = user.split_once(':').map_or(user, |(u, _)| u);
            format!("{}{user}{}", &address[..scheme + 3], &address[at..])
        }
        _ => address.to_string(),
    }
}

/// A database of its own for a test or a bench: a new PostgreSQL database on the server that
/// `LEVEE_TEST_POSTGRES` names (`scripts/postgres` starts one), else SQLite in memory.
///
/// # Panics
/// When `LEVEE_TEST_POSTGRES` is set and the database cannot be made.
pub async fn scratch() -> String {
    let Ok(admin) = std::env::var("LEVEE_TEST_POSTGRES") else { return ":memory:".to_string() };
    let (client, conn) = tokio_postgres::connect(&admin, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|e| panic!("LEVEE_TEST_POSTGRES={admin}: {e}"));
    tokio::spawn(conn);
    let name = format!("levee_test_{:016x}", rand::random::<u64>());
    client.batch_execute(&format!("CREATE DATABASE {name}")).await.unwrap_or_else(|e| panic!("create {name}: {e}"));
    let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
    format!("{base}/{name}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn created() -> Event {
        Event::Created {
            game: levee_core::Variant::Bridge,
            scoring: crate::table::Scoring::Duplicate,
            robots: true,
            seed: 1,
            pace: None,
            deals: None,
            given: Vec::new(),
        }
    }

    async fn stores() -> Vec<Store> {
        let mut out = vec![Store::open(":memory:", false).await.unwrap()];
        if std::env::var("LEVEE_TEST_POSTGRES").is_ok() {
            out.push(Store::open(&scratch().await, false).await.unwrap());
        } else {
            eprintln!("LEVEE_TEST_POSTGRES is not set: the store is tested on SQLite only (scripts/postgres)");
        }
        out
    }

    async fn write_raw(store: &Store, table: &str, seq: i64, text: &str) {
        match store {
            Store::Sqlite(c) => {
                c.lock()
                    .unwrap()
                    .execute("INSERT INTO events (table_id, seq, event) VALUES (?1, ?2, ?3)", params![table, seq, text])
                    .unwrap();
            }
            Store::Postgres(p) => {
                let c = p.pool.get().await.unwrap();
                c.execute("INSERT INTO events (table_id, seq, event) VALUES ($1, $2, $3)", &[&table, &seq, &text])
                    .await
                    .unwrap();
            }
        }
    }

    #[tokio::test]
    async fn events_come_back_in_order_and_a_damaged_one_ends_its_table() {
        for store in stores().await {
            store.append("a", 1, &created()).await.unwrap();
            store.append("b", 1, &created()).await.unwrap();
            store.append("a", 2, &Event::NextBoard).await.unwrap();
            write_raw(&store, "b", 2, "{broken").await;
            store.append("b", 3, &Event::NextBoard).await.unwrap();
            let all = store.load().await.unwrap();
            assert_eq!(all.len(), 2, "{}", store.kind());
            assert_eq!(all[0], ("a".to_string(), vec![created(), Event::NextBoard]));
            assert_eq!(all[1], ("b".to_string(), vec![created()]));
            assert_eq!(store.after("a", 1).await.unwrap(), vec![Event::NextBoard]);
            assert_eq!(store.after("b", 0).await.unwrap(), vec![created()]);
            // The same number twice is refused, and told apart from a failure: an event is
            // never overwritten, and the writer who came second catches up.
            assert!(matches!(store.append("a", 2, &Event::NextBoard).await, Err(StoreError::Taken { seq: 2, .. })));
            assert_eq!(store.version().await.unwrap(), SCHEMA);
            store.ping().await.unwrap();
        }
    }

    #[tokio::test]
    async fn a_tournament_join_writes_both_or_neither() {
        for store in stores().await {
            store.save_tournament("t", "[]").await.unwrap();
            let got = store.join_tournament("t", ("x", &created()), |old| Some(format!("{old}+x"))).await.unwrap();
            assert_eq!(got.as_deref(), Some("[]+x"));
            // The table's first event is taken: the join fails whole.
            assert!(store.join_tournament("t", ("x", &created()), |old| Some(format!("{old}+y"))).await.is_err());
            assert_eq!(store.tournament("t").await.unwrap().as_deref(), Some("[]+x"));
            assert!(store.join_tournament("nope", ("z", &created()), |_| Some(String::new())).await.is_err());
            assert_eq!(store.tournaments().await.unwrap(), vec![("t".to_string(), "[]+x".to_string())]);
            assert_eq!(store.after("z", 0).await.unwrap(), Vec::new());
        }
    }

    #[tokio::test]
    async fn a_database_copies_to_another_whole_and_not_twice() {
        let sources = stores().await;
        for from in &sources {
            from.append("a", 1, &created()).await.unwrap();
            from.append("a", 2, &Event::NextBoard).await.unwrap();
            write_raw(from, "a", 3, "{kept as it is").await;
            from.save_tournament("t", "{}").await.unwrap();
            for to in stores().await {
                let rows = from.rows().await.unwrap();
                let tournaments = from.tournaments().await.unwrap();
                to.import(&rows, &tournaments).await.unwrap();
                assert_eq!(to.rows().await.unwrap(), rows, "{} to {}", from.kind(), to.kind());
                assert_eq!(to.tournaments().await.unwrap(), tournaments);
                let again = to.import(&rows, &tournaments).await.unwrap_err();
                assert!(again.to_string().contains("table a is already"), "{again}");
                assert_eq!(to.rows().await.unwrap().len(), 3);
            }
        }
    }

    #[tokio::test]
    async fn postgres_announces_every_write() {
        if std::env::var("LEVEE_TEST_POSTGRES").is_err() {
            eprintln!("LEVEE_TEST_POSTGRES is not set: nothing to listen to (scripts/postgres)");
            return;
        }
        let address = scratch().await;
        let a = Store::open(&address, false).await.unwrap();
        let b = Store::open(&address, false).await.unwrap();
        let mut heard = b.listen().await.unwrap().expect("PostgreSQL listens");
        a.append("a", 1, &created()).await.unwrap();
        a.save_tournament("t", "{}").await.unwrap();
        assert!(matches!(a.append("a", 1, &created()).await, Err(StoreError::Taken { .. })));
        a.append("a", 2, &Event::NextBoard).await.unwrap();
        let mut got = Vec::new();
        while got.len() < 3 {
            got.push(tokio::time::timeout(std::time::Duration::from_secs(10), heard.recv()).await.unwrap().unwrap());
        }
        assert_eq!(
            got,
            vec![
                Change::Table { id: "a".into(), seq: 1 },
                Change::Tournament("t".into()),
                Change::Table { id: "a".into(), seq: 2 }
            ]
        );
    }
}
