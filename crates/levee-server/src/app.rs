//! The HTTP and WebSocket server: the lobby, the tables, the robots' turns, the database.
//!
//! Each table sits behind one async mutex. An action is checked on the table
//! ([`Table::event_for`]), written to the database, applied, and only then announced: every
//! connection of the table is woken and sends its seat the view that seat may see.
//!
//! Several processes may share one PostgreSQL database. The database decides between two
//! processes acting on one table at once (one event per number: the second writer catches up
//! and tries again on the fresh table), and tells every process of every write; each process
//! then applies what it missed and wakes its own connections. Robots are driven by the process
//! where the last person acted, and by any process whose players wait on a table that has not
//! moved for a while (its driver's process may have died).

use crate::guard::{self, Bucket, Gate, Limits};
use crate::pages;
use crate::store::Store;
use crate::table::{Event, Hosted, Intention, Refused, Scoring};
use crate::tournament::{self, Tournament};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::serve::ListenerExt;
use axum::{Extension, Json, Router};
use levee_core::Seat;
use levee_i18n::{Arg, Lang, Text, message};
use levee_table::Pace;
use rand::Rng;
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{Mutex as AsyncMutex, RwLock, broadcast, watch};

/// Server settings.
#[derive(Debug, Clone)]
pub struct Config {
    /// Layouts the card robot solves per card (few: a table must not wait).
    pub robot_samples: usize,
    /// The largest WebSocket message accepted, in bytes.
    pub max_message: usize,
    /// Wait for the disk at every event (see [`Store::open`]).
    pub fsync: bool,
    /// Solve each finished board double dummy (table and par) for the hand record.
    pub analysis: bool,
    /// What one address or one connection may do.
    pub limits: Limits,
    /// The robots' pace at a table made without one ([`Pace::NONE`] in tests and benches;
    /// `levee serve` gives people's pace).
    pub pace: Pace,
    /// A hand-record file's deals (PBN deal strings) that a table may be opened on
    /// (`deals: "file"`), in order.
    pub deals: Vec<String>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            robot_samples: 12,
            max_message: 4096,
            fsync: false,
            analysis: true,
            limits: Limits::default(),
            pace: Pace::NONE,
            deals: Vec::new(),
        }
    }
}

/// One table and the bell its connections listen to.
#[derive(Debug)]
struct Cell {
    table: AsyncMutex<Hosted>,
    bell: broadcast::Sender<u64>,
    driving: AtomicBool,
    /// When the table last moved here (a write or a write learned from another process).
    moved: Mutex<Instant>,
    /// Double-dummy table and par of finished boards, by board number (derived, not stored:
    /// a restart solves them again on demand).
    analysis: Mutex<HashMap<u32, (Value, levee_core::TrickTable)>>,
    /// Finished boards as the replay viewer shows them, by board number (derived too).
    replays: Mutex<HashMap<u32, Value>>,
}

/// The server's state.
#[derive(Debug, Clone)]
pub struct App {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    store: Store,
    tables: Mutex<HashMap<String, Arc<Cell>>>,
    order: Mutex<Vec<String>>,
    config: Config,
    gate: Arc<Gate>,
    tournaments: Mutex<HashMap<String, Tournament>>,
    /// The tournament each of its tables belongs to.
    table_tournament: Mutex<HashMap<String, String>>,
    /// Shutting down: no new action is taken, connections are told to reconnect elsewhere.
    draining: AtomicBool,
    stop: watch::Sender<bool>,
    /// Table connections open: shutting down waits until each has told its player to reconnect.
    live: AtomicUsize,
    /// Each write holds it shared; shutting down takes it whole, so waits for them.
    writes: RwLock<()>,
    /// Replays solved at once (each solves a board and every position of its play): a few,
    /// so that asking for many cannot take the machine from the tables.
    solving: tokio::sync::Semaphore,
}

/// A startup failure.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The database.
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    /// The network.
    #[error("network: {0}")]
    Io(#[from] std::io::Error),
}

impl App {
    /// Opens the database and rebuilds every table from its events; on PostgreSQL, listens
    /// for the other processes' writes from then on.
    ///
    /// # Errors
    /// When the database cannot be opened or read.
    pub async fn open(db: &str, config: Config) -> Result<App, ServeError> {
        let store = Store::open(db, config.fsync).await?;
        // Listening before loading: a write made meanwhile is both loaded and announced (and
        // the announcement then finds nothing new), never neither.
        let changes = store.listen().await?;
        let mut tables = HashMap::new();
        let mut order = Vec::new();
        for (id, events) in store.load().await? {
            let Some(t) = rebuild(&id, &events) else { continue };
            order.push(id.clone());
            tables.insert(id, Arc::new(Cell::new(t)));
        }
        let mut tournaments = HashMap::new();
        let mut table_tournament = HashMap::new();
        for (_, json) in store.tournaments().await? {
            let Ok(t) = serde_json::from_str::<Tournament>(&json) else { continue };
            for (table, _) in &t.players {
                table_tournament.insert(table.clone(), t.id.clone());
            }
            tournaments.insert(t.id.clone(), t);
        }
        let app = App {
            inner: Arc::new(Inner {
                store,
                tables: Mutex::new(tables),
                order: Mutex::new(order),
                config,
                gate: Arc::new(Gate::default()),
                tournaments: Mutex::new(tournaments),
                table_tournament: Mutex::new(table_tournament),
                draining: AtomicBool::new(false),
                stop: watch::channel(false).0,
                live: AtomicUsize::new(0),
                writes: RwLock::new(()),
                solving: tokio::sync::Semaphore::new(2),
            }),
        };
        if let Some(changes) = changes {
            app.follow(changes);
            app.watch_stalled();
        }
        Ok(app)
    }

    /// Applies the other processes' writes as the database announces them.
    fn follow(&self, mut changes: tokio::sync::mpsc::UnboundedReceiver<crate::store::Change>) {
        use crate::store::Change;
        // The task holds the app weakly: a dropped app stops listening.
        let weak = Arc::downgrade(&self.inner);
        tokio::spawn(async move {
            while let Some(change) = changes.recv().await {
                let Some(inner) = weak.upgrade() else { return };
                let app = App { inner };
                match change {
                    Change::Table { id, seq } => {
                        // Most announcements are this process's own writes: nothing to do.
                        if let Some(cell) = app.cell(&id)
                            && cell.table.lock().await.table.version() >= seq
                        {
                            continue;
                        }
                        tokio::spawn(async move { app.learn_table(&id).await });
                    }
                    Change::Tournament(id) => {
                        tokio::spawn(async move { app.learn_tournament(&id).await });
                    }
                    Change::Resync => {
                        tokio::spawn(async move { app.resync().await });
                    }
                }
            }
        });
    }

    /// Brings a table up to date from the database (a new one is added).
    async fn learn_table(&self, id: &str) {
        if let Some(cell) = self.cell(id) {
            let mut hosted = cell.table.lock().await;
            let _ = self.catch_up(&cell, &mut hosted).await;
            return;
        }
        let Ok(events) = self.inner.store.after(id, 0).await else { return };
        let Some(t) = rebuild(id, &events) else { return };
        let mut tables = self.inner.tables.lock().expect("tables");
        if !tables.contains_key(id) {
            tables.insert(id.to_string(), Arc::new(Cell::new(t)));
            self.inner.order.lock().expect("order").push(id.to_string());
        }
    }

    async fn learn_tournament(&self, id: &str) {
        let Ok(Some(json)) = self.inner.store.tournament(id).await else { return };
        let Ok(t) = serde_json::from_str::<Tournament>(&json) else { return };
        self.remember_tournament(t);
    }

    fn remember_tournament(&self, t: Tournament) {
        let mut map = self.inner.table_tournament.lock().expect("tables");
        for (table, _) in &t.players {
            map.insert(table.clone(), t.id.clone());
        }
        self.inner.tournaments.lock().expect("tournaments").insert(t.id.clone(), t);
    }

    /// After the listening connection was lost: every table and tournament read again.
    async fn resync(&self) {
        // What was just read serves: a table known here catches up, a new one is rebuilt from
        // these events, a tournament is taken as it is (no second read of each).
        let Ok(all) = self.inner.store.load().await else { return };
        for (id, events) in all {
            if let Some(cell) = self.cell(&id) {
                let mut hosted = cell.table.lock().await;
                let _ = self.catch_up(&cell, &mut hosted).await;
            } else if let Some(t) = rebuild(&id, &events) {
                self.adopt(t);
            }
        }
        if let Ok(ts) = self.inner.store.tournaments().await {
            for (_, json) in ts {
                if let Ok(t) = serde_json::from_str::<Tournament>(&json) {
                    self.remember_tournament(t);
                }
            }
        }
    }

    /// Applies the table's events this process has not seen (written by another), and
    /// rings its bell.
    async fn catch_up(&self, cell: &Cell, hosted: &mut Hosted) -> Result<(), ActError> {
        let events = self.inner.store.after(&hosted.id, hosted.table.version()).await?;
        if events.is_empty() {
            return Ok(());
        }
        let before = hosted.table.finished().len();
        for ev in &events {
            if hosted.replay(ev).is_err() {
                break;
            }
        }
        *cell.moved.lock().expect("moved") = Instant::now();
        let _ = cell.bell.send(hosted.table.version());
        // Solved here only for someone watching here.
        if hosted.table.finished().len() > before && cell.bell.receiver_count() > 0 {
            self.analyse(hosted);
        }
        Ok(())
    }

    /// Drives the robots of tables that people here wait on and that have not moved for a
    /// while: the process driving them may have died (PostgreSQL; with SQLite this process is
    /// the only one).
    fn watch_stalled(&self) {
        let weak = Arc::downgrade(&self.inner);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(Duration::from_secs(1)).await;
                let Some(inner) = weak.upgrade() else { return };
                let app = App { inner };
                let cells: Vec<Arc<Cell>> = app.inner.tables.lock().expect("tables").values().cloned().collect();
                for cell in cells {
                    if cell.bell.receiver_count() == 0 || cell.driving.load(Ordering::Acquire) {
                        continue;
                    }
                    let still = cell.moved.lock().expect("moved").elapsed();
                    let Ok(h) = cell.table.try_lock() else { continue };
                    let pace = Duration::from_millis(u64::from(h.table.config().pace.action_ms));
                    if h.table.robot_to_act() && still > STALLED + pace * 2 {
                        drop(h);
                        app.drive(cell);
                    }
                }
            }
        });
    }

    /// Whether the database answers and this process takes new work.
    pub async fn health(&self) -> Result<(), String> {
        if self.inner.draining.load(Ordering::Acquire) {
            return Err("shutting down".into());
        }
        self.inner.store.ping().await.map_err(|e| e.to_string())
    }

    /// Stops taking actions, tells every connection to reconnect (to another process, behind
    /// a load balancer), and waits for the writes in flight: none is lost or half done.
    pub async fn drain(&self) {
        self.inner.draining.store(true, Ordering::Release);
        let _ = self.inner.stop.send(true);
        let _ = self.inner.writes.write().await;
        // A connection is upgraded out of the HTTP server, whose graceful shutdown does not
        // wait for it: the process would end before the socket's task sends its message. A
        // socket that does not take its message within the wait is closed anyway.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(3);
        while self.inner.live.load(Ordering::Acquire) > 0 && std::time::Instant::now() < deadline {
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
    }

    /// The routes, every response with the security headers. Serve them with
    /// [`run`] (or with the peer's address as `ConnectInfo<SocketAddr>`): without it the
    /// per-address limits cannot tell clients apart and do not apply.
    pub fn router(&self) -> Router {
        Router::new()
            .route("/", get(lobby))
            .route("/history", get(history))
            .route("/assets/{name}", get(asset))
            .route("/api/tables", get(list_tables).post(create_table))
            .route("/api/deals", get(list_deals))
            .route("/api/messages/{lang}", get(messages))
            .route("/api/tables/{id}", get(table_state))
            .route("/api/tables/{id}/sit", post(sit))
            .route("/api/tables/{id}/leave", post(leave))
            .route("/tables/{id}", get(table_page))
            .route("/tables/{id}/pbn", get(table_pbn))
            .route("/api/tables/{id}/boards/{board}", get(table_board))
            .route("/replay", get(replay_page))
            .route("/api/replay", post(replay_file).layer(axum::extract::DefaultBodyLimit::max(REPLAY_FILE_BYTES)))
            .route("/ws/{id}", get(ws))
            .route("/health", get(health))
            .route("/api/tournaments", post(create_tournament))
            .route("/api/tournaments/{id}", get(tournament_state))
            .route("/api/tournaments/{id}/play", post(play_tournament))
            .route("/tournaments/{id}", get(tournament_page))
            .with_state(self.clone())
            .layer(axum::middleware::map_response(|mut r: Response| async move {
                guard::secure_headers(r.headers_mut());
                r
            }))
    }

    /// Starts the robots of every table that waits for one (after a restart).
    pub fn wake_robots(&self) {
        let cells: Vec<Arc<Cell>> = self.inner.tables.lock().expect("tables").values().cloned().collect();
        for c in cells {
            self.drive(c);
        }
    }

    /// The tournament a table belongs to, and its number of boards.
    fn tournament_of(&self, table: &str) -> Option<(String, u32)> {
        let tid = self.inner.table_tournament.lock().expect("tables").get(table).cloned()?;
        let boards = self.inner.tournaments.lock().expect("tournaments").get(&tid)?.boards;
        Some((tid, boards))
    }

    /// Hosts a table just made here; when the database's announcement brought it first, the
    /// table already hosted is kept.
    fn adopt(&self, hosted: Hosted) -> Arc<Cell> {
        let mut tables = self.inner.tables.lock().expect("tables");
        if let Some(c) = tables.get(&hosted.id) {
            return c.clone();
        }
        let id = hosted.id.clone();
        let cell = Arc::new(Cell::new(hosted));
        tables.insert(id.clone(), cell.clone());
        self.inner.order.lock().expect("order").push(id);
        cell
    }

    /// A table hosted here, or one another process has just made that the database's
    /// announcement has not brought yet (a load balancer may send its players here first).
    async fn find(&self, id: &str) -> Option<Arc<Cell>> {
        if let Some(c) = self.cell(id) {
            return Some(c);
        }
        let plausible = !id.is_empty() && id.len() <= 32 && id.bytes().all(|b| b.is_ascii_hexdigit());
        if !matches!(self.inner.store, Store::Postgres(_)) || !plausible {
            return None;
        }
        self.learn_table(id).await;
        self.cell(id)
    }

    /// A tournament, asked of the database when another process has just made it.
    async fn find_tournament(&self, id: &str) -> Option<Tournament> {
        if let Some(t) = self.inner.tournaments.lock().expect("tournaments").get(id).cloned() {
            return Some(t);
        }
        if !matches!(self.inner.store, Store::Postgres(_)) {
            return None;
        }
        self.learn_tournament(id).await;
        self.inner.tournaments.lock().expect("tournaments").get(id).cloned()
    }

    fn cell(&self, id: &str) -> Option<Arc<Cell>> {
        self.inner.tables.lock().expect("tables").get(id).cloned()
    }

    /// Checks an event, writes it, applies it; rings the table's bell. Checked on the table
    /// as it stands (nothing copied), written before it is applied or announced. When another
    /// process wrote this event number first, the table catches up and [`ActError::Stale`]
    /// says to make the event again on the fresh table.
    async fn commit(&self, cell: &Cell, hosted: &mut Hosted, ev: &Event) -> Result<(), ActError> {
        hosted.table.check(ev)?;
        let _writing = self.inner.writes.try_read().map_err(|_| ActError::Draining)?;
        if self.inner.draining.load(Ordering::Acquire) {
            return Err(ActError::Draining);
        }
        match self.inner.store.append(&hosted.id, hosted.table.version() + 1, ev).await {
            Ok(()) => {}
            Err(crate::store::StoreError::Taken { .. }) => {
                self.catch_up(cell, hosted).await?;
                return Err(ActError::Stale);
            }
            Err(e) => return Err(e.into()),
        }
        let before = hosted.table.finished().len();
        hosted.table.apply(ev)?;
        *cell.moved.lock().expect("moved") = Instant::now();
        let _ = cell.bell.send(hosted.table.version());
        if hosted.table.finished().len() > before {
            self.analyse(hosted);
        }
        Ok(())
    }

    /// Commits the event `make` finds on the table, made again on the fresh table when
    /// another process acted first.
    async fn commit_with(
        &self,
        cell: &Cell,
        hosted: &mut Hosted,
        make: impl Fn(&Hosted) -> Result<Event, Refused>,
    ) -> Result<(), ActError> {
        let mut tries = 0;
        loop {
            let ev = make(hosted)?;
            match self.commit(cell, hosted, &ev).await {
                Err(ActError::Stale) if tries < 8 => tries += 1,
                r => return r,
            }
        }
    }

    /// Solves the board just finished double dummy in the background; rings when done.
    fn analyse(&self, hosted: &Hosted) {
        if !self.inner.config.analysis {
            return;
        }
        let Some((board, deal, dealer, vul)) = hosted.last_board() else { return };
        let id = hosted.id.clone();
        let app = self.clone();
        tokio::spawn(async move {
            let result = tokio::task::spawn_blocking(move || crate::table::analysis(&deal, dealer, vul)).await;
            let (Ok(v), Some(cell)) = (result, app.cell(&id)) else { return };
            cell.analysis.lock().expect("analysis").insert(board, v);
            let version = cell.table.lock().await.table.version();
            let _ = cell.bell.send(version);
        });
    }

    /// A seat's intention: checked, saved, applied; then the robots play on.
    async fn act(&self, cell: &Arc<Cell>, seat: Seat, intention: &Intention) -> Result<(), ActError> {
        {
            let mut hosted = cell.table.lock().await;
            self.commit_with(cell, &mut hosted, |h| h.table.event_for(seat, intention)).await?;
        }
        self.drive(cell.clone());
        Ok(())
    }

    /// Lets the robots act until a person must (one driver per table at a time).
    fn drive(&self, cell: Arc<Cell>) {
        if cell.driving.swap(true, Ordering::AcqRel) {
            return;
        }
        let app = self.clone();
        tokio::spawn(async move {
            loop {
                let snapshot = cell.table.lock().await.table.clone();
                let robots = crate::table::robots(app.inner.config.robot_samples);
                let version = snapshot.version();
                // At the table's pace (thinking counts towards it): people follow the cards,
                // and a trick just won stays in view before the next lead.
                let pause = snapshot.config().pace.before_next(&snapshot);
                let started = tokio::time::Instant::now();
                // Robots think on a blocking thread even when quick: thinking in place gave 17 %
                // more events a second but twice the players' latency (the async workers are
                // the ones sending views).
                let ev = tokio::task::spawn_blocking(move || snapshot.robot_event(&robots)).await.ok().flatten();
                let Some(ev) = ev else { break };
                if !pause.is_zero() {
                    tokio::time::sleep_until(started + pause).await;
                }
                if app.inner.draining.load(Ordering::Acquire) {
                    break;
                }
                let mut hosted = cell.table.lock().await;
                if hosted.table.version() != version {
                    continue;
                }
                match app.commit(&cell, &mut hosted, &ev).await {
                    Ok(()) | Err(ActError::Stale) => {}
                    Err(_) => break,
                }
            }
            cell.driving.store(false, Ordering::Release);
            // A person may have acted while the flag was being cleared: look once more.
            let again = {
                let t = cell.table.lock().await;
                t.table.robot_to_act() && !cell.driving.load(Ordering::Acquire)
            };
            if again {
                app.drive(cell);
            }
        });
    }
}

/// How long a table where a robot is to act may stand still before a process whose players
/// wait on it drives the robots itself.
const STALLED: Duration = Duration::from_secs(5);

/// A table from its events. An event that no longer applies ends the replay there; the table
/// goes on from the last good state.
fn rebuild(id: &str, events: &[Event]) -> Option<Hosted> {
    let mut t = Hosted::create(id, events.first()?).ok()?;
    for ev in &events[1..] {
        if t.replay(ev).is_err() {
            break;
        }
    }
    Some(t)
}

impl Cell {
    fn new(t: Hosted) -> Cell {
        Cell {
            table: AsyncMutex::new(t),
            bell: broadcast::channel(64).0,
            driving: AtomicBool::new(false),
            moved: Mutex::new(Instant::now()),
            analysis: Mutex::new(HashMap::new()),
            replays: Mutex::new(HashMap::new()),
        }
    }
}

fn error(status: StatusCode, msg: impl Into<String>) -> Response {
    (status, Json(json!({"error": msg.into()}))).into_response()
}

/// Why an action did not happen: the table refused it, or it could not be saved (then
/// nothing changed, and the player may try again: not the player's fault).
#[derive(Debug, thiserror::Error)]
enum ActError {
    #[error(transparent)]
    Refused(#[from] Refused),
    #[error("the server could not save this, nothing changed: try again ({0})")]
    Store(#[from] crate::store::StoreError),
    /// Another process acted first: make the event again on the fresh table.
    #[error("the table moved on meanwhile: try again")]
    Stale,
    #[error("the server is restarting: nothing changed, the table reconnects")]
    Draining,
}

impl ActError {
    /// The error as words, for the reader's language.
    fn said(&self) -> Text {
        match self {
            ActError::Refused(r) => r.said(),
            ActError::Store(e) => Text::message("server-store-failed").with("why", Arg::plain(e)),
            ActError::Stale => Text::message("server-stale"),
            ActError::Draining => Text::message("server-draining"),
        }
    }

    /// The HTTP status a request answers with.
    fn status(&self, refused: StatusCode) -> StatusCode {
        match self {
            ActError::Refused(_) => refused,
            ActError::Store(_) | ActError::Draining => StatusCode::SERVICE_UNAVAILABLE,
            ActError::Stale => StatusCode::CONFLICT,
        }
    }
}

/// The peer's address, when the server was started with it (see [`run`]).
type Peer = Option<Extension<ConnectInfo<SocketAddr>>>;

fn ip(peer: Peer) -> Option<IpAddr> {
    peer.map(|Extension(ConnectInfo(a))| a.ip())
}

/// For a load balancer: 200 while this process takes work and its database answers, 503 once
/// it shuts down (or cannot reach the database).
async fn health(State(app): State<App>) -> Response {
    let store = app.inner.store.kind();
    let tables = app.inner.tables.lock().expect("tables").len();
    match app.health().await {
        Ok(()) => Json(json!({"status": "ok", "store": store, "tables": tables})).into_response(),
        Err(e) => (StatusCode::SERVICE_UNAVAILABLE, Json(json!({"status": e, "store": store}))).into_response(),
    }
}

async fn lobby() -> Html<&'static str> {
    Html(pages::LOBBY)
}

async fn table_page() -> Html<&'static str> {
    Html(pages::TABLE)
}

async fn asset(Path(name): Path<String>) -> Response {
    match pages::ASSETS.iter().find(|(n, _, _)| *n == name) {
        Some((_, kind, body)) => {
            ([(header::CONTENT_TYPE, *kind), (header::CACHE_CONTROL, "no-cache")], *body).into_response()
        }
        None => error(StatusCode::NOT_FOUND, "no such file"),
    }
}

async fn list_tables(State(app): State<App>) -> Json<Value> {
    let ids = app.inner.order.lock().expect("order").clone();
    let mut out = Vec::new();
    for id in ids {
        let Some(cell) = app.cell(&id) else { continue };
        let h = cell.table.lock().await;
        let t = &h.table;
        let seats: Vec<Value> = Seat::ALL
            .iter()
            .map(|&s| {
                json!({"seat": s.to_string(), "taken": t.seats()[s.index()].is_some(),
                             "name": t.seats()[s.index()].as_ref().map(|x| x.name.clone())})
            })
            .collect();
        out.push(json!({"id": id, "game": t.variant().name(), "scoring": t.session().scoring(),
                 "scoring_label": t.session().scoring().label(), "robots": t.config().robots,
                 "deals": t.config().deals.map(|p| p.title), "deals_titre": t.config().deals.map(|p| p.titre),
                        "board": t.board(), "boards_done": t.finished().len(), "seats": seats}));
    }
    Json(json!(out))
}

/// Every message a page shows, in one language (`fr`, `en`), its variables as `{$name}`.
async fn messages(Path(lang): Path<String>) -> Response {
    match levee_i18n::Lang::from_tag(&lang) {
        Some(l) => Json(json!(levee_i18n::catalogue(l))).into_response(),
        None => error(StatusCode::NOT_FOUND, format!("no language {lang:?}: fr or en")),
    }
}

/// The kinds of deal a table may be opened on: the presets, and the server's deals file.
async fn list_deals(State(app): State<App>) -> Json<Value> {
    let mut list: Vec<Value> =
        levee_dealer::PRESETS.iter().map(|p| json!({"name": p.name, "title": p.title, "titre": p.titre})).collect();
    let n = app.inner.config.deals.len();
    if n > 0 {
        list.push(json!({"name": "file", "title": format!("This server's deals ({n} boards, in order)"),
            "titre": format!("Les donnes du serveur ({n} étuis, dans l'ordre)")}));
    }
    Json(json!(list))
}

#[derive(Debug, Deserialize)]
struct CreateTable {
    #[serde(default = "bridge")]
    game: String,
    #[serde(default = "duplicate")]
    scoring: Scoring,
    #[serde(default = "yes")]
    robots: bool,
    #[serde(default)]
    seed: Option<u64>,
    /// The robots' pace, milliseconds an action (0: no waiting).
    #[serde(default)]
    pace: Option<u32>,
    /// Only deals of this kind (`notrump`, `weak-two`, `slam`, `minibridge`: GET /api/deals).
    #[serde(default)]
    deals: Option<String>,
}

/// The slowest pace a table may ask for (a robot's action every 5 s).
const MAX_PACE_MS: u32 = 5000;

fn bridge() -> String {
    "bridge".into()
}
fn duplicate() -> Scoring {
    Scoring::Duplicate
}
fn yes() -> bool {
    true
}

fn new_id(n: usize) -> String {
    let mut rng = rand::rng();
    (0..n).map(|_| format!("{:02x}", rng.random::<u8>())).collect()
}

async fn create_table(State(app): State<App>, peer: Peer, body: Option<Json<CreateTable>>) -> Response {
    let Some(Json(req)) = body else { return error(StatusCode::BAD_REQUEST, "expected JSON: {game, scoring, robots}") };
    let limits = app.inner.config.limits;
    if !app.inner.gate.may_create(ip(peer), limits.tables_per_minute, std::time::Instant::now()) {
        return error(
            StatusCode::TOO_MANY_REQUESTS,
            format!("too many new tables from this address: at most {} a minute", limits.tables_per_minute),
        );
    }
    let id = new_id(6);
    let seed = req.seed.unwrap_or_else(|| rand::rng().random());
    let Ok(game) = req.game.parse::<levee_core::Variant>() else {
        return error(
            StatusCode::BAD_REQUEST,
            format!("no game {:?}: bridge, minibridge, bataille or bridgeote", req.game),
        );
    };
    let pace = req.pace.unwrap_or(app.inner.config.pace.action_ms).min(MAX_PACE_MS);
    // "file": the server's own deals, written into the event so that a replay deals them.
    let (deals, given) = match req.deals.as_deref() {
        Some("file") if app.inner.config.deals.is_empty() => {
            return error(StatusCode::BAD_REQUEST, "this server has no deals file (levee serve --deals FILE)");
        }
        Some("file") => (None, app.inner.config.deals.clone()),
        _ => (req.deals, Vec::new()),
    };
    let ev = Event::Created { game, scoring: req.scoring, robots: req.robots, seed, pace: Some(pace), deals, given };
    let table = match Hosted::create(&id, &ev) {
        Ok(t) => t,
        Err(e) => return error(StatusCode::BAD_REQUEST, e.to_string()),
    };
    if let Err(e) = app.inner.store.append(&id, 1, &ev).await {
        return error(StatusCode::SERVICE_UNAVAILABLE, e.to_string());
    }
    let cell = app.adopt(table);
    app.drive(cell);
    (StatusCode::CREATED, Json(json!({"id": id, "url": format!("/tables/{id}")}))).into_response()
}

#[derive(Debug, Deserialize)]
struct CreateTournament {
    #[serde(default = "four")]
    boards: u32,
    #[serde(default)]
    title: String,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    pace: Option<u32>,
}

fn four() -> u32 {
    4
}

async fn tournament_page() -> Html<&'static str> {
    Html(pages::TOURNAMENT)
}

/// A new tournament: a seed and its boards; people join it one by one.
async fn create_tournament(State(app): State<App>, peer: Peer, body: Option<Json<CreateTournament>>) -> Response {
    let Some(Json(req)) = body else { return error(StatusCode::BAD_REQUEST, "expected JSON: {boards, title}") };
    if !(1..=tournament::MAX_BOARDS).contains(&req.boards) {
        return error(StatusCode::BAD_REQUEST, format!("a tournament has 1 to {} boards", tournament::MAX_BOARDS));
    }
    let limits = app.inner.config.limits;
    if !app.inner.gate.may_create(ip(peer), limits.tables_per_minute, std::time::Instant::now()) {
        return error(
            StatusCode::TOO_MANY_REQUESTS,
            "too many new tables or tournaments from this address: wait a minute",
        );
    }
    let id = new_id(5);
    let title = guard::clean_name(&req.title, 60);
    let t = Tournament {
        id: id.clone(),
        title: if title.is_empty() { format!("Tournament {id}") } else { title },
        seed: req.seed.unwrap_or_else(|| rand::rng().random()),
        boards: req.boards,
        pace: req.pace.unwrap_or(app.inner.config.pace.action_ms).min(MAX_PACE_MS),
        players: Vec::new(),
    };
    let json = serde_json::to_string(&t).expect("a tournament serialises");
    if let Err(e) = app.inner.store.save_tournament(&id, &json).await {
        return error(StatusCode::SERVICE_UNAVAILABLE, e.to_string());
    }
    app.inner.tournaments.lock().expect("tournaments").insert(id.clone(), t);
    (StatusCode::CREATED, Json(json!({"id": id, "url": format!("/tournaments/{id}")}))).into_response()
}

/// A person joins: a table of their own, dealt from the tournament's seed, South against robots.
async fn play_tournament(
    State(app): State<App>,
    Path(id): Path<String>,
    peer: Peer,
    body: Option<Json<Sit>>,
) -> Response {
    let Some(t) = app.find_tournament(&id).await else {
        return error(StatusCode::NOT_FOUND, "no such tournament");
    };
    let limits = app.inner.config.limits;
    if !app.inner.gate.may_create(ip(peer), limits.tables_per_minute, std::time::Instant::now()) {
        return error(StatusCode::TOO_MANY_REQUESTS, "too many new tables from this address: wait a minute");
    }
    let name = guard::clean_name(&body.map(|b| b.0.name).unwrap_or_default(), limits.name_chars);
    let name = if name.is_empty() { format!("player {}", t.players.len() + 1) } else { name };
    let table_id = new_id(6);
    let ev = Event::Created {
        game: levee_core::Variant::Bridge,
        scoring: Scoring::Duplicate,
        robots: true,
        seed: t.seed,
        pace: Some(t.pace),
        deals: None,
        given: Vec::new(),
    };
    let Ok(hosted) = Hosted::create(&table_id, &ev) else { return error(StatusCode::BAD_REQUEST, "no table") };
    let token = new_id(16);
    let sat = Event::Sat {
        seat: Seat::South,
        token: guard::token_digest(&table_id, Seat::South, &token),
        name: name.clone(),
    };
    // The tournament as the database holds it (another process may have added players).
    let join = |json: &str| {
        let mut t = serde_json::from_str::<Tournament>(json).ok()?;
        t.players.push((table_id.clone(), name.clone()));
        serde_json::to_string(&t).ok()
    };
    let joined = match app.inner.store.join_tournament(&id, (&table_id, &ev), join).await {
        Ok(Some(json)) => json,
        Ok(None) => return error(StatusCode::SERVICE_UNAVAILABLE, "the tournament could not be read"),
        Err(e) => return error(StatusCode::SERVICE_UNAVAILABLE, e.to_string()),
    };
    if let Ok(t) = serde_json::from_str::<Tournament>(&joined) {
        app.remember_tournament(t);
    }
    let cell = app.adopt(hosted);
    {
        let mut h = cell.table.lock().await;
        if let Err(e) = app.commit_with(&cell, &mut h, |_| Ok(sat.clone())).await {
            return error(e.status(StatusCode::CONFLICT), e.to_string());
        }
    }
    app.drive(cell);
    let cookie = guard::seat_cookie(&table_id, Some(&token));
    (
        [(header::SET_COOKIE, cookie)],
        Json(json!({"table": table_id, "token": token, "url": format!("/tables/{table_id}")})),
    )
        .into_response()
}

#[derive(Debug, Deserialize)]
struct TournamentQuery {
    /// The asking person's table (its seat cookie proves it): they see the travellers of the
    /// boards they have played.
    #[serde(default)]
    table: Option<String>,
}

/// The ranking, and the travellers of the boards the asking person has played.
async fn tournament_state(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Query(q): Query<TournamentQuery>,
) -> Response {
    let Some(t) = app.find_tournament(&id).await else {
        return error(StatusCode::NOT_FOUND, "no such tournament");
    };
    let mut played = Vec::new();
    let mut viewer = None;
    for (k, (table, _)) in t.players.iter().enumerate() {
        let Some(cell) = app.find(table).await else {
            played.push(Vec::new());
            continue;
        };
        let h = cell.table.lock().await;
        if q.table.as_deref() == Some(table.as_str())
            && guard::token_from(&headers, table).is_some_and(|tok| h.seat_of_token(&tok).is_some())
        {
            viewer = Some(k);
        }
        played.push(h.table.finished().iter().map(|f| (f.board, f.ns_score, f.line.clone())).collect());
    }
    Json(t.standings(&played, viewer)).into_response()
}

async fn table_state(State(app): State<App>, Path(id): Path<String>) -> Response {
    let Some(cell) = app.find(&id).await else { return error(StatusCode::NOT_FOUND, "no such table") };
    let t = cell.table.lock().await;
    Json(t.view(None)).into_response()
}

#[derive(Debug, Deserialize)]
struct Sit {
    seat: String,
    #[serde(default)]
    name: String,
}

async fn sit(State(app): State<App>, Path(id): Path<String>, body: Option<Json<Sit>>) -> Response {
    let Some(Json(req)) = body else { return error(StatusCode::BAD_REQUEST, "expected JSON: {seat, name}") };
    let Some(cell) = app.find(&id).await else { return error(StatusCode::NOT_FOUND, "no such table") };
    let Ok(seat) = req.seat.parse::<Seat>() else { return error(StatusCode::BAD_REQUEST, "seat: N, E, S or W") };
    let token = new_id(16);
    let name = guard::clean_name(&req.name, app.inner.config.limits.name_chars);
    let name = if name.is_empty() { format!("{seat:#}") } else { name };
    let ev = Event::Sat { seat, token: guard::token_digest(&id, seat, &token), name };
    {
        let mut t = cell.table.lock().await;
        if let Err(e) = app.commit_with(&cell, &mut t, |_| Ok(ev.clone())).await {
            return error(e.status(StatusCode::CONFLICT), e.to_string());
        }
    }
    app.drive(cell);
    // The browser keeps the token in an HttpOnly cookie (no script reads it); a script gets it
    // in the answer, to send as `Authorization: Bearer`.
    let cookie = guard::seat_cookie(&id, Some(&token));
    (
        [(header::SET_COOKIE, cookie)],
        Json(json!({"seat": seat.to_string(), "token": token, "url": format!("/tables/{id}")})),
    )
        .into_response()
}

#[derive(Debug, Default, Deserialize)]
struct Leave {
    #[serde(default)]
    token: Option<String>,
}

async fn leave(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Option<Json<Leave>>,
) -> Response {
    let Some(cell) = app.find(&id).await else { return error(StatusCode::NOT_FOUND, "no such table") };
    let token = body.and_then(|Json(b)| b.token).or_else(|| guard::token_from(&headers, &id));
    let Some(token) = token else { return error(StatusCode::FORBIDDEN, "no seat at this table") };
    {
        let mut t = cell.table.lock().await;
        let Some(seat) = t.seat_of_token(&token) else { return error(StatusCode::FORBIDDEN, "unknown token") };
        if let Err(e) = app.commit_with(&cell, &mut t, |_| Ok(Event::Left { seat })).await {
            return error(e.status(StatusCode::CONFLICT), e.to_string());
        }
    }
    app.drive(cell);
    ([(header::SET_COOKIE, guard::seat_cookie(&id, None))], Json(json!({"left": true}))).into_response()
}

async fn table_pbn(State(app): State<App>, Path(id): Path<String>) -> Response {
    let Some(cell) = app.find(&id).await else { return error(StatusCode::NOT_FOUND, "no such table") };
    let t = cell.table.lock().await;
    // Boards already solved carry their double-dummy table and par.
    let solved: HashMap<u32, levee_core::TrickTable> =
        cell.analysis.lock().expect("analysis").iter().map(|(b, (_, table))| (*b, *table)).collect();
    ([(header::CONTENT_TYPE, "text/x-pbn; charset=utf-8")], t.pbn(&solved)).into_response()
}

/// The largest file a player may upload to the replay viewer.
const REPLAY_FILE_BYTES: usize = 512 * 1024;

async fn replay_page() -> Html<&'static str> {
    Html(pages::REPLAY)
}

/// Solves a board for the viewer on a blocking thread, a few at a time.
async fn solve_replay(app: &App, record: levee_formats::Record, solved: Option<Value>) -> Option<Value> {
    let _permit = app.inner.solving.acquire().await.ok()?;
    tokio::task::spawn_blocking(move || crate::replay::board(&record, solved)).await.ok().flatten()
}

/// A finished board of a table for the replay viewer (every hand: the board is over).
async fn table_board(State(app): State<App>, Path((id, board)): Path<(String, u32)>) -> Response {
    let Some(cell) = app.find(&id).await else { return error(StatusCode::NOT_FOUND, "no such table") };
    if let Some(v) = cell.replays.lock().expect("replays").get(&board) {
        return Json(v.clone()).into_response();
    }
    let record = {
        let h = cell.table.lock().await;
        h.table.finished().iter().find(|f| f.board == board).and_then(|f| h.record(f))
    };
    let Some(record) = record else {
        return error(
            StatusCode::NOT_FOUND,
            format!("board {board} of this table is not finished, or not a bridge board"),
        );
    };
    let solved = cell.analysis.lock().expect("analysis").get(&board).map(|(v, _)| v.clone());
    match solve_replay(&app, record, solved).await {
        Some(v) => {
            cell.replays.lock().expect("replays").insert(board, v.clone());
            Json(v).into_response()
        }
        None => error(StatusCode::SERVICE_UNAVAILABLE, "the board could not be solved: try again"),
    }
}

#[derive(Debug, Deserialize)]
struct ReplayQuery {
    /// Which of the file's boards to show (its index in the list); none: the list.
    #[serde(default)]
    board: Option<usize>,
}

/// A PBN, LIN or JSON file a player uploads: its list of boards, or one board for the viewer.
/// Nothing is kept.
async fn replay_file(State(app): State<App>, Query(q): Query<ReplayQuery>, body: String) -> Response {
    let records = match crate::replay::read_file(&body) {
        Ok(r) => r,
        Err(e) => return error(StatusCode::BAD_REQUEST, e),
    };
    let Some(k) = q.board else {
        let list: Vec<Value> = records.iter().enumerate().map(|(k, r)| crate::replay::summary(k, r)).collect();
        return Json(json!({"boards": list})).into_response();
    };
    let Some(record) = records.into_iter().nth(k) else {
        return error(StatusCode::NOT_FOUND, format!("the file has no board number {k} in its list"));
    };
    match solve_replay(&app, record, None).await {
        Some(v) => Json(v).into_response(),
        None => error(StatusCode::BAD_REQUEST, "that board has no whole deal to replay"),
    }
}

#[derive(Debug, Deserialize)]
struct LangQuery {
    lang: Option<String>,
}

#[derive(Debug, Deserialize)]
struct HistoryQuery {
    #[serde(default)]
    page: Option<usize>,
    #[serde(default)]
    lang: Option<String>,
}

async fn history(State(app): State<App>, Query(q): Query<HistoryQuery>, headers: HeaderMap) -> Html<String> {
    use guard::escape_html as esc;
    let lang = guard::lang_of(&headers, q.lang.as_deref());
    let per_page = app.inner.config.limits.history_rows.max(1);
    let page = q.page.unwrap_or(1).max(1);
    let skip = (page - 1).saturating_mul(per_page);
    let ids = app.inner.order.lock().expect("order").clone();
    let mut rows = String::new();
    let mut n = 0usize;
    for id in ids {
        let Some(cell) = app.cell(&id) else { continue };
        let h = cell.table.lock().await;
        let link = format!("<td><a href=\"/tables/{0}\">{0}</a></td>", esc(&id));
        let bridge = matches!(h.table.variant(), levee_core::Variant::Bridge | levee_core::Variant::Minibridge);
        for f in h.table.finished() {
            n += 1;
            if n <= skip || n > skip + per_page {
                continue;
            }
            if bridge {
                rows.push_str(&format!(
                    "<tr>{link}<td>{}</td><td>{}</td><td>{}</td><td><a href=\"/tables/{}/pbn\">PBN</a> · <a href=\"/replay?table={}&amp;board={}\" data-i18n=\"history-replay\">replay</a></td></tr>\n",
                    f.board,
                    esc(&f.said.render(lang)),
                    f.ns_score,
                    esc(&id),
                    esc(&id),
                    f.board
                ));
            } else {
                // Bridgeote deals and la bataille (no PBN: not bridge boards).
                let game =
                    if h.table.variant() == levee_core::Variant::Bridgeote { "Bridgeote" } else { "la bataille" };
                rows.push_str(&format!(
                    "<tr>{link}<td>{}</td><td>{game}: {}</td><td></td><td></td></tr>\n",
                    f.board,
                    esc(&f.said.render(lang))
                ));
            }
        }
    }
    let last = n.div_ceil(per_page).max(1);
    // The words are the page script's to translate (data-i18n); the numbers are the server's.
    let mut pages =
        format!("<span id=\"page-of\" data-page=\"{page}\" data-last=\"{last}\">page {page} of {last}</span>");
    if page > 1 {
        pages.push_str(&format!(" · <a href=\"/history?page={}\" data-i18n=\"history-newer\">newer</a>", page - 1));
    }
    if page < last {
        pages.push_str(&format!(" · <a href=\"/history?page={}\" data-i18n=\"history-older\">older</a>", page + 1));
    }
    Html(pages::HISTORY.replace("{{rows}}", &rows).replace("{{pages}}", &pages))
}

async fn ws(
    State(app): State<App>,
    Path(id): Path<String>,
    Query(q): Query<LangQuery>,
    peer: Peer,
    headers: HeaderMap,
    up: WebSocketUpgrade,
) -> Response {
    // The page says its reader's language: the engine's words (results, refusals, the
    // robots' explanations) come in it.
    let lang = guard::lang_of(&headers, q.lang.as_deref());
    let Some(cell) = app.find(&id).await else { return error(StatusCode::NOT_FOUND, "no such table") };
    if !guard::same_origin(&headers) {
        return error(StatusCode::FORBIDDEN, "a table opens only from this server's own pages");
    }
    let token = guard::token_from(&headers, &id);
    let seat = match &token {
        None => None,
        Some(tok) => match cell.table.lock().await.seat_of_token(tok) {
            Some(s) => Some(s),
            None => return error(StatusCode::FORBIDDEN, "unknown token for this table"),
        },
    };
    let limits = app.inner.config.limits;
    let Some(admitted) = app.inner.gate.admit(ip(peer), limits.connections_per_address) else {
        return error(
            StatusCode::TOO_MANY_REQUESTS,
            format!("too many connections from this address: at most {}", limits.connections_per_address),
        );
    };
    let max = app.inner.config.max_message;
    up.max_message_size(max).max_frame_size(max).on_upgrade(move |socket| async move {
        connection(app, cell, seat, lang, token, socket).await;
        drop(admitted);
    })
}

async fn send_view(
    app: &App,
    socket: &mut WebSocket,
    cell: &Cell,
    seat: Option<Seat>,
    lang: Lang,
    token: Option<&str>,
) -> bool {
    let view = {
        let t = cell.table.lock().await;
        // A seat whose person left (or was replaced) sees only what a spectator sees.
        let seat = seat.filter(|_| token.is_some_and(|tok| t.seat_of_token(tok).is_some()));
        let mut v = t.view_in(seat, lang);
        if let Some((tid, boards)) = app.tournament_of(&t.id) {
            v["tournament"] = json!({"id": tid, "boards": boards});
            // Everyone plays a tournament's boards as they fall: nothing is taken back.
            v["can_undo"] = json!(false);
        }
        // The hand record's analysis, once the board is over and solved.
        if v["phase"] == "over"
            && let Some((a, _)) = cell.analysis.lock().expect("analysis").get(&t.table.board())
        {
            v["analysis"] = a.clone();
        }
        v
    };
    socket.send(Message::Text(view.to_string().into())).await.is_ok()
}

/// A connection counted as open while it lives.
struct Live<'a>(&'a AtomicUsize);

impl<'a> Live<'a> {
    fn new(count: &'a AtomicUsize) -> Live<'a> {
        count.fetch_add(1, Ordering::AcqRel);
        Live(count)
    }
}

impl Drop for Live<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

async fn connection(
    app: App,
    cell: Arc<Cell>,
    seat: Option<Seat>,
    lang: Lang,
    token: Option<String>,
    mut socket: WebSocket,
) {
    let _live = Live::new(&app.inner.live);
    let mut bell = cell.bell.subscribe();
    let mut stop = app.inner.stop.subscribe();
    let limits = app.inner.config.limits;
    let mut bucket = Bucket::new(&limits, std::time::Instant::now());
    if !send_view(&app, &mut socket, &cell, seat, lang, token.as_deref()).await {
        return;
    }
    // A player back after their server went away: the robots may be waiting for a driver.
    app.drive(cell.clone());
    loop {
        tokio::select! {
            () = async { drop(stop.wait_for(|s| *s).await) } => {
                let m = json!({"type": "reconnect", "message": "the server is restarting: reconnecting"}).to_string();
                let _ = socket.send(Message::Text(m.into())).await;
                let _ = socket.send(Message::Close(None)).await;
                return;
            }
            rung = bell.recv() => {
                if let Err(broadcast::error::RecvError::Closed) = rung {
                    return;
                }
                if !send_view(&app, &mut socket, &cell, seat, lang, token.as_deref()).await {
                    return;
                }
            }
            msg = socket.recv() => {
                let Some(Ok(msg)) = msg else { return };
                if matches!(msg, Message::Text(_) | Message::Binary(_)) {
                    let wait = bucket.take(std::time::Instant::now());
                    if bucket.waited > limits.flood_close {
                        let m = json!({"type": "error", "message": message(lang, "server-flood-closed", &[])}).to_string();
                        let _ = socket.send(Message::Text(m.into())).await;
                        return;
                    }
                    if !wait.is_zero() {
                        // Too fast: the message waits its turn (nothing is lost; the flood
                        // backs up in this connection's socket). A word about it now and then.
                        if bucket.waited.is_power_of_two() {
                            let text = message(lang, "server-flood-wait", &[("max", &limits.messages_per_second.to_string())]);
                            let m = json!({"type": "error", "message": text}).to_string();
                            if socket.send(Message::Text(m.into())).await.is_err() {
                                return;
                            }
                        }
                        tokio::time::sleep(wait).await;
                    }
                }
                let reply = match msg {
                    Message::Text(text) => handle(&app, &cell, seat, token.as_deref(), text.as_str()).await.map(|t| t.render(lang)),
                    Message::Binary(_) => Some(message(lang, "server-binary", &[])),
                    Message::Close(_) => return,
                    _ => None,
                };
                if let Some(e) = reply {
                    let m = json!({"type": "error", "message": e}).to_string();
                    if socket.send(Message::Text(m.into())).await.is_err() {
                        return;
                    }
                }
            }
        }
    }
}

/// Handles one client message; `Some(error)` to send back.
async fn handle(app: &App, cell: &Arc<Cell>, seat: Option<Seat>, token: Option<&str>, text: &str) -> Option<Text> {
    let intention: Intention = match serde_json::from_str(text) {
        // Words to the table are cleaned as names are (nothing that hides or reverses text).
        Ok(Intention::Say { text }) => Intention::Say { text: guard::clean_name(&text, levee_table::MAX_TALK) },
        Ok(i) => i,
        Err(e) => return Some(Text::message("server-unreadable").with("why", Arg::plain(e))),
    };
    let Some(seat) = seat else { return Some(Text::message("server-spectator")) };
    if intention == Intention::Undo {
        let table = cell.table.lock().await.id.clone();
        if app.tournament_of(&table).is_some() {
            return Some(Text::message("server-no-undo-in-tournament"));
        }
    }
    if intention == Intention::Next {
        let (table, done) = {
            let h = cell.table.lock().await;
            (h.id.clone(), h.table.finished().len() as u32)
        };
        if let Some((tid, boards)) = app.tournament_of(&table)
            && done >= boards
        {
            return Some(
                Text::message("server-tournament-played")
                    .with("boards", Arg::plain(boards))
                    .with("url", Arg::plain(format!("/tournaments/{tid}"))),
            );
        }
    }
    // The token must still hold the seat (a person who left cannot act).
    let still = {
        let t = cell.table.lock().await;
        token.is_some_and(|tok| t.seat_of_token(tok) == Some(seat))
    };
    if !still {
        return Some(Text::message("server-token-gone"));
    }
    app.act(cell, seat, &intention).await.err().map(|e| e.said())
}

/// Small messages go out at once: without TCP_NODELAY each view waits for the peer's
/// delayed acknowledgement (40 ms on Linux).
pub fn nodelay(tcp: &mut tokio::net::TcpStream) {
    let _ = tcp.set_nodelay(true);
}

/// Serves `app` on `listener` until `shutdown` completes, with each peer's address known to
/// the limits.
///
/// # Errors
/// When the listener fails.
pub async fn run(
    listener: tokio::net::TcpListener,
    app: App,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let router = app.router().into_make_service_with_connect_info::<SocketAddr>();
    // Drained before the listener closes: the writes in flight end, every connection is told
    // to reconnect (and closes, so the graceful shutdown does not wait for players to leave).
    axum::serve(listener.tap_io(nodelay), router)
        .with_graceful_shutdown(async move {
            shutdown.await;
            app.drain().await;
        })
        .await
}

/// Runs the server until Ctrl-C or SIGTERM.
///
/// # Errors
/// When the database or the port cannot be opened.
pub async fn serve(addr: std::net::SocketAddr, db: &str, config: Config) -> Result<(), ServeError> {
    let app = App::open(db, config).await?;
    app.wake_robots();
    let listener = tokio::net::TcpListener::bind(addr).await?;
    eprintln!("levee serve: http://{} (database {})", listener.local_addr()?, crate::store::shown(db));
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
    run(listener, app, async move {
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
        eprintln!("levee serve: shutting down (the writes in flight end, the tables reconnect)");
    })
    .await?;
    Ok(())
}
