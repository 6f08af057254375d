//! The HTTP and WebSocket server: the lobby, the tables, the robots' turns, the database.
//!
//! Each table sits behind one async mutex. An action is checked on a copy of the table
//! ([`Table::event_for`]), written to SQLite, applied, and only then announced: every
//! connection of the table is woken and sends its seat the view that seat may see.

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
use levee_table::Pace;
use rand::Rng;
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::{Mutex as AsyncMutex, broadcast};

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
    /// Double-dummy table and par of finished boards, by board number (derived, not stored:
    /// a restart solves them again on demand).
    analysis: Mutex<HashMap<u32, (Value, levee_core::TrickTable)>>,
}

/// The server's state.
#[derive(Debug, Clone)]
pub struct App {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    store: Mutex<Store>,
    tables: Mutex<HashMap<String, Arc<Cell>>>,
    order: Mutex<Vec<String>>,
    config: Config,
    gate: Arc<Gate>,
    tournaments: Mutex<HashMap<String, Tournament>>,
    /// The tournament each of its tables belongs to.
    table_tournament: Mutex<HashMap<String, String>>,
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
    /// Opens the database and rebuilds every table from its events.
    ///
    /// # Errors
    /// When the database cannot be opened or read.
    pub fn open(db: &str, config: Config) -> Result<App, ServeError> {
        let store = Store::open(db, config.fsync)?;
        let mut tables = HashMap::new();
        let mut order = Vec::new();
        for (id, events) in store.load()? {
            let Some(first) = events.first() else { continue };
            let Ok(mut t) = Hosted::create(&id, first) else { continue };
            for ev in &events[1..] {
                // An event that no longer applies ends the replay there; the table goes on
                // from the last good state.
                if t.replay(ev).is_err() {
                    break;
                }
            }
            order.push(id.clone());
            tables.insert(id, Arc::new(Cell::new(t)));
        }
        let mut tournaments = HashMap::new();
        let mut table_tournament = HashMap::new();
        for json in store.tournaments()? {
            let Ok(t) = serde_json::from_str::<Tournament>(&json) else { continue };
            for (table, _) in &t.players {
                table_tournament.insert(table.clone(), t.id.clone());
            }
            tournaments.insert(t.id.clone(), t);
        }
        Ok(App {
            inner: Arc::new(Inner {
                store: Mutex::new(store),
                tables: Mutex::new(tables),
                order: Mutex::new(order),
                config,
                gate: Arc::new(Gate::default()),
                tournaments: Mutex::new(tournaments),
                table_tournament: Mutex::new(table_tournament),
            }),
        })
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
            .route("/ws/{id}", get(ws))
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

    fn cell(&self, id: &str) -> Option<Arc<Cell>> {
        self.inner.tables.lock().expect("tables").get(id).cloned()
    }

    /// Checks an event, writes it, applies it; rings the table's bell. Checked on the table
    /// as it stands (nothing copied), written before it is applied or announced.
    fn commit(&self, cell: &Cell, hosted: &mut Hosted, ev: &Event) -> Result<(), ActError> {
        hosted.table.check(ev)?;
        self.inner.store.lock().expect("store").append(&hosted.id, hosted.table.version() + 1, ev)?;
        let before = hosted.table.finished().len();
        hosted.table.apply(ev)?;
        let _ = cell.bell.send(hosted.table.version());
        if hosted.table.finished().len() > before {
            self.analyse(hosted);
        }
        Ok(())
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
            let ev = hosted.table.event_for(seat, intention)?;
            self.commit(cell, &mut hosted, &ev)?;
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
                let mut hosted = cell.table.lock().await;
                if hosted.table.version() != version {
                    continue;
                }
                if app.commit(&cell, &mut hosted, &ev).is_err() {
                    break;
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

impl Cell {
    fn new(t: Hosted) -> Cell {
        Cell {
            table: AsyncMutex::new(t),
            bell: broadcast::channel(64).0,
            driving: AtomicBool::new(false),
            analysis: Mutex::new(HashMap::new()),
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
}

impl ActError {
    /// The HTTP status a request answers with.
    fn status(&self, refused: StatusCode) -> StatusCode {
        match self {
            ActError::Refused(_) => refused,
            ActError::Store(_) => StatusCode::SERVICE_UNAVAILABLE,
        }
    }
}

/// The peer's address, when the server was started with it (see [`run`]).
type Peer = Option<Extension<ConnectInfo<SocketAddr>>>;

fn ip(peer: Peer) -> Option<IpAddr> {
    peer.map(|Extension(ConnectInfo(a))| a.ip())
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
    if let Err(e) = app.inner.store.lock().expect("store").append(&id, 1, &ev) {
        return error(StatusCode::SERVICE_UNAVAILABLE, e.to_string());
    }
    let cell = Arc::new(Cell::new(table));
    app.inner.tables.lock().expect("tables").insert(id.clone(), cell.clone());
    app.inner.order.lock().expect("order").push(id.clone());
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
    if let Err(e) = app.inner.store.lock().expect("store").save_tournament(&id, &json) {
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
    let Some(t) = app.inner.tournaments.lock().expect("tournaments").get(&id).cloned() else {
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
    {
        let store = app.inner.store.lock().expect("store");
        let mut joined = t.clone();
        joined.players.push((table_id.clone(), name));
        let json = serde_json::to_string(&joined).expect("a tournament serialises");
        if let Err(e) = store.append(&table_id, 1, &ev).and_then(|()| store.save_tournament(&id, &json)) {
            return error(StatusCode::SERVICE_UNAVAILABLE, e.to_string());
        }
        app.inner.tournaments.lock().expect("tournaments").insert(id.clone(), joined);
    }
    app.inner.table_tournament.lock().expect("tables").insert(table_id.clone(), id.clone());
    let cell = Arc::new(Cell::new(hosted));
    app.inner.tables.lock().expect("tables").insert(table_id.clone(), cell.clone());
    app.inner.order.lock().expect("order").push(table_id.clone());
    {
        let mut h = cell.table.lock().await;
        if let Err(e) = app.commit(&cell, &mut h, &sat) {
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
    let Some(t) = app.inner.tournaments.lock().expect("tournaments").get(&id).cloned() else {
        return error(StatusCode::NOT_FOUND, "no such tournament");
    };
    let mut played = Vec::new();
    let mut viewer = None;
    for (k, (table, _)) in t.players.iter().enumerate() {
        let Some(cell) = app.cell(table) else {
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
    let Some(cell) = app.cell(&id) else { return error(StatusCode::NOT_FOUND, "no such table") };
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
    let Some(cell) = app.cell(&id) else { return error(StatusCode::NOT_FOUND, "no such table") };
    let Ok(seat) = req.seat.parse::<Seat>() else { return error(StatusCode::BAD_REQUEST, "seat: N, E, S or W") };
    let token = new_id(16);
    let name = guard::clean_name(&req.name, app.inner.config.limits.name_chars);
    let name = if name.is_empty() { format!("{seat:#}") } else { name };
    let ev = Event::Sat { seat, token: guard::token_digest(&id, seat, &token), name };
    {
        let mut t = cell.table.lock().await;
        if let Err(e) = app.commit(&cell, &mut t, &ev) {
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
    let Some(cell) = app.cell(&id) else { return error(StatusCode::NOT_FOUND, "no such table") };
    let token = body.and_then(|Json(b)| b.token).or_else(|| guard::token_from(&headers, &id));
    let Some(token) = token else { return error(StatusCode::FORBIDDEN, "no seat at this table") };
    {
        let mut t = cell.table.lock().await;
        let Some(seat) = t.seat_of_token(&token) else { return error(StatusCode::FORBIDDEN, "unknown token") };
        if let Err(e) = app.commit(&cell, &mut t, &Event::Left { seat }) {
            return error(e.status(StatusCode::CONFLICT), e.to_string());
        }
    }
    app.drive(cell);
    ([(header::SET_COOKIE, guard::seat_cookie(&id, None))], Json(json!({"left": true}))).into_response()
}

async fn table_pbn(State(app): State<App>, Path(id): Path<String>) -> Response {
    let Some(cell) = app.cell(&id) else { return error(StatusCode::NOT_FOUND, "no such table") };
    let t = cell.table.lock().await;
    // Boards already solved carry their double-dummy table and par.
    let solved: HashMap<u32, levee_core::TrickTable> =
        cell.analysis.lock().expect("analysis").iter().map(|(b, (_, table))| (*b, *table)).collect();
    ([(header::CONTENT_TYPE, "text/x-pbn; charset=utf-8")], t.pbn(&solved)).into_response()
}

#[derive(Debug, Deserialize)]
struct HistoryQuery {
    #[serde(default)]
    page: Option<usize>,
}

async fn history(State(app): State<App>, Query(q): Query<HistoryQuery>) -> Html<String> {
    use guard::escape_html as esc;
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
                    "<tr>{link}<td>{}</td><td>{}</td><td>{}</td><td><a href=\"/tables/{}/pbn\">PBN</a></td></tr>\n",
                    f.board,
                    esc(&f.line),
                    f.ns_score,
                    esc(&id)
                ));
            } else {
                // Bridgeote deals and la bataille (no PBN: not bridge boards).
                let game =
                    if h.table.variant() == levee_core::Variant::Bridgeote { "Bridgeote" } else { "la bataille" };
                rows.push_str(&format!(
                    "<tr>{link}<td>{}</td><td>{game}: {}</td><td></td><td></td></tr>\n",
                    f.board,
                    esc(&f.line)
                ));
            }
        }
    }
    let last = n.div_ceil(per_page).max(1);
    let mut pages = format!("page {page} of {last}");
    if page > 1 {
        pages.push_str(&format!(" · <a href=\"/history?page={}\">newer</a>", page - 1));
    }
    if page < last {
        pages.push_str(&format!(" · <a href=\"/history?page={}\">older</a>", page + 1));
    }
    Html(pages::HISTORY.replace("{{rows}}", &rows).replace("{{pages}}", &pages))
}

async fn ws(
    State(app): State<App>,
    Path(id): Path<String>,
    peer: Peer,
    headers: HeaderMap,
    up: WebSocketUpgrade,
) -> Response {
    let Some(cell) = app.cell(&id) else { return error(StatusCode::NOT_FOUND, "no such table") };
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
        connection(app, cell, seat, token, socket).await;
        drop(admitted);
    })
}

async fn send_view(app: &App, socket: &mut WebSocket, cell: &Cell, seat: Option<Seat>, token: Option<&str>) -> bool {
    let view = {
        let t = cell.table.lock().await;
        // A seat whose person left (or was replaced) sees only what a spectator sees.
        let seat = seat.filter(|_| token.is_some_and(|tok| t.seat_of_token(tok).is_some()));
        let mut v = t.view(seat);
        if let Some((tid, boards)) = app.tournament_of(&t.id) {
            v["tournament"] = json!({"id": tid, "boards": boards});
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

async fn connection(app: App, cell: Arc<Cell>, seat: Option<Seat>, token: Option<String>, mut socket: WebSocket) {
    let mut bell = cell.bell.subscribe();
    let limits = app.inner.config.limits;
    let mut bucket = Bucket::new(&limits, std::time::Instant::now());
    if !send_view(&app, &mut socket, &cell, seat, token.as_deref()).await {
        return;
    }
    loop {
        tokio::select! {
            rung = bell.recv() => {
                if let Err(broadcast::error::RecvError::Closed) = rung {
                    return;
                }
                if !send_view(&app, &mut socket, &cell, seat, token.as_deref()).await {
                    return;
                }
            }
            msg = socket.recv() => {
                let Some(Ok(msg)) = msg else { return };
                if matches!(msg, Message::Text(_) | Message::Binary(_)) {
                    let wait = bucket.take(std::time::Instant::now());
                    if bucket.waited > limits.flood_close {
                        let m = json!({"type": "error", "message": "too many messages: connection closed"}).to_string();
                        let _ = socket.send(Message::Text(m.into())).await;
                        return;
                    }
                    if !wait.is_zero() {
                        // Too fast: the message waits its turn (nothing is lost; the flood
                        // backs up in this connection's socket). A word about it now and then.
                        if bucket.waited.is_power_of_two() {
                            let text = format!("too many messages: at most {} a second, the rest wait", limits.messages_per_second);
                            let m = json!({"type": "error", "message": text}).to_string();
                            if socket.send(Message::Text(m.into())).await.is_err() {
                                return;
                            }
                        }
                        tokio::time::sleep(wait).await;
                    }
                }
                let reply = match msg {
                    Message::Text(text) => handle(&app, &cell, seat, token.as_deref(), text.as_str()).await,
                    Message::Binary(_) => Some("binary messages are not understood: send JSON text".to_string()),
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
async fn handle(app: &App, cell: &Arc<Cell>, seat: Option<Seat>, token: Option<&str>, text: &str) -> Option<String> {
    let intention: Intention = match serde_json::from_str(text) {
        Ok(i) => i,
        Err(e) => return Some(format!("cannot read the message: {e}")),
    };
    let Some(seat) = seat else { return Some("spectators cannot act: sit at a seat first".into()) };
    if intention == Intention::Next {
        let (table, done) = {
            let h = cell.table.lock().await;
            (h.id.clone(), h.table.finished().len() as u32)
        };
        if let Some((tid, boards)) = app.tournament_of(&table)
            && done >= boards
        {
            return Some(format!("the tournament's {boards} boards are played: its ranking is at /tournaments/{tid}"));
        }
    }
    // The token must still hold the seat (a person who left cannot act).
    let still = {
        let t = cell.table.lock().await;
        token.is_some_and(|tok| t.seat_of_token(tok) == Some(seat))
    };
    if !still {
        return Some("your seat's token is no longer valid".into());
    }
    app.act(cell, seat, &intention).await.err().map(|e| e.to_string())
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
    axum::serve(listener.tap_io(nodelay), app.router().into_make_service_with_connect_info::<SocketAddr>())
        .with_graceful_shutdown(shutdown)
        .await
}

/// Runs the server until Ctrl-C.
///
/// # Errors
/// When the database or the port cannot be opened.
pub async fn serve(addr: std::net::SocketAddr, db: &str, config: Config) -> Result<(), ServeError> {
    let app = App::open(db, config)?;
    app.wake_robots();
    let listener = tokio::net::TcpListener::bind(addr).await?;
    eprintln!("levee serve: http://{} (database {db})", listener.local_addr()?);
    run(listener, app, async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await?;
    Ok(())
}
