//! `levee serve` as people run it: the real binary, a SQLite file, and SIGKILL at random
//! moments. A scripted player at South plays two boards against the robots; the server is
//! killed and restarted again and again; the boards it records must be exactly those of a
//! run that was never interrupted.

use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tungstenite::Message;

/// A port nobody listens on, and never one this file handed out before: the system may give
/// a just-released port again, and two tests running at once must not start their servers
/// on the same port (one test would then talk to the other's server).
fn free_port() -> u16 {
    static GIVEN: std::sync::Mutex<Vec<u16>> = std::sync::Mutex::new(Vec::new());
    let mut given = GIVEN.lock().unwrap_or_else(|e| e.into_inner());
    loop {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        if !given.contains(&port) {
            given.push(port);
            return port;
        }
    }
}

struct Server {
    child: Child,
    port: u16,
    db: String,
}

impl Server {
    /// Starts `levee serve` on `port` and waits until it answers `/health`. Not a bare TCP
    /// connect: dialling a free port in the ephemeral range can meet itself (the kernel gives
    /// the client socket that very port) and pass for a server that is not there yet, which
    /// then cannot bind; started again if so.
    fn start(port: u16, db: &str) -> Server {
        let t = Instant::now();
        loop {
            let mut child = Command::new(env!("CARGO_BIN_EXE_levee"))
                .args([
                    "serve",
                    "--port",
                    &port.to_string(),
                    "--db",
                    db,
                    "--robot-samples",
                    "0",
                    "--no-analysis",
                    "--robot-pace",
                    "0",
                ])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("start levee serve");
            loop {
                if http(port, "GET", "/health", "").is_some_and(|(status, _)| status == 200) {
                    return Server { child, port, db: db.to_string() };
                }
                assert!(t.elapsed() < Duration::from_secs(30), "the server did not start");
                if child.try_wait().is_ok_and(|exit| exit.is_some()) {
                    break;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        }
    }

    /// SIGKILL: no chance to flush or say goodbye.
    fn kill9(mut self) -> (u16, String) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
        (self.port, self.db.clone())
    }
}

impl Server {
    /// SIGTERM, as a service manager or a load balancer's orchestrator stops a process; its
    /// exit status, within ten seconds.
    fn terminate(mut self) -> std::process::ExitStatus {
        let pid = self.child.id().to_string();
        assert!(Command::new("kill").args(["-TERM", &pid]).status().unwrap().success());
        let t = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(t.elapsed() < Duration::from_secs(10), "levee serve did not stop on SIGTERM");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn http(port: u16, method: &str, path: &str, body: &str) -> Option<(u16, String)> {
    let mut s = TcpStream::connect(("127.0.0.1", port)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(30))).ok()?;
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).ok()?;
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).ok()?;
    let text = String::from_utf8_lossy(&buf).to_string();
    let status = text.get(9..12)?.parse().ok()?;
    Some((status, text.split_once("\r\n\r\n")?.1.to_string()))
}

type Ws = tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>;

fn connect(port: u16, id: &str, token: &str) -> Option<Ws> {
    use tungstenite::client::IntoClientRequest;
    let mut req = format!("ws://127.0.0.1:{port}/ws/{id}").into_client_request().ok()?;
    req.headers_mut().insert("authorization", format!("Bearer {token}").parse().ok()?);
    let (ws, _) = tungstenite::connect(req).ok()?;
    if let tungstenite::stream::MaybeTlsStream::Plain(s) = ws.get_ref() {
        s.set_read_timeout(Some(Duration::from_secs(30))).ok()?;
        s.set_nodelay(true).ok()?;
    }
    Some(ws)
}

/// The next view the table sends (other messages skipped); `None` when the connection is gone.
fn next_view(ws: &mut Ws) -> Option<Value> {
    loop {
        let Message::Text(text) = ws.read().ok()? else { continue };
        let v: Value = serde_json::from_str(text.as_str()).unwrap();
        if v["type"] == "view" {
            return Some(v);
        }
    }
}

/// The scripted player's move in a view: the first legal call (a pass: the robots bid), the
/// last legal card, the next board after the first.
fn my_move(v: &Value) -> Option<Value> {
    if let Some(calls) = v["legal"]["calls"].as_array() {
        return Some(json!({"type": "call", "call": calls[0]}));
    }
    if let Some(cards) = v["legal"]["cards"].as_array() {
        return Some(json!({"type": "card", "card": cards[cards.len() - 1]}));
    }
    if v["phase"] == "over" && v["board"] == 1 {
        return Some(json!({"type": "next"}));
    }
    None
}

fn done(v: &Value) -> bool {
    v["phase"] == "over" && v["board"] == 2
}

/// Plays until two boards are over. `kill_after`: the numbers of moves after which the
/// server is killed (and, for odd ones, killed again at once while robots may be thinking).
/// The record: the PBN of the boards for bridge; for Bridgeote (no PBN) the last view's
/// score sheet, deal results and deal.
fn run(game: &str, scoring: &str, seed: u64, kill_after: &[usize]) -> (String, usize, usize) {
    let dir = std::env::temp_dir().join(format!(
        "levee-durability-{}-{game}-{seed}-{}",
        std::process::id(),
        kill_after.len()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("levee.sqlite").to_string_lossy().to_string();
    let mut server = Server::start(free_port(), &db);
    let (_, body) =
        http(server.port, "POST", "/api/tables", &json!({"game": game, "seed": seed, "scoring": scoring}).to_string())
            .unwrap_or_else(|| panic!("no answer on port {}; the server: {:?}", server.port, server.child.try_wait()));
    // Seen once under load (session 19): an answer without an id. Name it if it comes again.
    let id = serde_json::from_str::<Value>(&body).unwrap()["id"]
        .as_str()
        .unwrap_or_else(|| panic!("no table id in {body}"))
        .to_string();
    let (_, body) =
        http(server.port, "POST", &format!("/api/tables/{id}/sit"), r#"{"seat":"S","name":"script"}"#).unwrap();
    let token = serde_json::from_str::<Value>(&body).unwrap()["token"]
        .as_str()
        .unwrap_or_else(|| panic!("no token in {body}"))
        .to_string();
    let mut moves = 0;
    let mut restarts = 0;
    let mut kills = kill_after.iter().copied().peekable();
    let t = Instant::now();
    let last: Value;
    'session: loop {
        assert!(t.elapsed() < Duration::from_secs(240), "the game did not finish");
        let mut acted_at = 0;
        let Some(mut ws) = connect(server.port, &id, &token) else {
            let (port, db) = server.kill9();
            server = Server::start(port, &db);
            restarts += 1;
            continue;
        };
        loop {
            let Some(v) = next_view(&mut ws) else { continue 'session };
            if done(&v) {
                last = v;
                break 'session;
            }
            // One move per table version: a view may come twice. (A move sent just before a
            // kill may be lost: after reconnecting, the same version is answered again.)
            let version = v["version"].as_u64().unwrap_or(0);
            if version <= acted_at {
                continue;
            }
            let Some(m) = my_move(&v) else { continue };
            acted_at = version;
            if kills.peek() == Some(&moves) {
                kills.next();
                let (port, db) = server.kill9();
                server = Server::start(port, &db);
                restarts += 1;
                if moves % 2 == 1 {
                    // Killed again before anyone reconnects: robots may be mid-thought.
                    std::thread::sleep(Duration::from_millis(rand::rng().random_range(0..30)));
                    let (port, db) = server.kill9();
                    server = Server::start(port, &db);
                    restarts += 1;
                }
                continue 'session;
            }
            if ws.send(Message::Text(m.to_string().into())).is_err() {
                continue 'session;
            }
            moves += 1;
        }
    }
    let record = if game == "bridgeote" {
        format!("{}\n{}\n{}", last["sheet"]["drawn"], last["results"], last["deal"])
    } else {
        let (status, pbn) = http(server.port, "GET", &format!("/tables/{id}/pbn"), "").unwrap();
        assert_eq!(status, 200);
        pbn
    };
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
    (record, moves, restarts)
}

#[test]
fn a_game_killed_at_random_moments_ends_as_an_uninterrupted_one() {
    let seed = 20261122;
    let (reference, moves, restarts) = run("bridge", "duplicate", seed, &[]);
    assert_eq!(reference.matches("[Board ").count(), 2, "{reference}");
    assert_eq!(restarts, 0);
    // The kills fall among South's own moves, however many the robots' auctions leave it
    // (dummy plays no card): a change to the robots must not move them past the game's end.
    assert!(moves >= 12, "South made {moves} moves");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut kills: Vec<usize> = (0..6).map(|_| rng.random_range(0..moves - 2)).collect();
    kills.sort_unstable();
    kills.dedup();
    let (interrupted, _, restarts) = run("bridge", "duplicate", seed, &kills);
    assert!(restarts >= kills.len(), "{restarts} restarts for kills after moves {kills:?}");
    assert_eq!(interrupted, reference, "kills after moves {kills:?}");
    eprintln!("{moves} moves; killed {restarts} times (after moves {kills:?}); the records are identical");
}

// The same for a Bridgeote table: two deals (calls, cards, the four sevens, the sheet), killed
// at random moments, end exactly as an uninterrupted run.
#[test]
fn a_bridgeote_game_killed_at_random_moments_ends_as_an_uninterrupted_one() {
    let seed = 20261123;
    let (reference, moves, restarts) = run("bridgeote", "game1500", seed, &[]);
    assert!(reference.contains("game 1 (to 1500)") && reference.contains("deal 2"), "{reference}");
    assert_eq!(restarts, 0);
    assert!(moves >= 8, "South made {moves} moves");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut kills: Vec<usize> = (0..5).map(|_| rng.random_range(0..moves - 2)).collect();
    kills.sort_unstable();
    kills.dedup();
    let (interrupted, _, restarts) = run("bridgeote", "game1500", seed, &kills);
    assert!(restarts >= kills.len(), "{restarts} restarts for kills after moves {kills:?}");
    assert_eq!(interrupted, reference, "kills after moves {kills:?}");
    eprintln!("Bridgeote: {moves} moves; killed {restarts} times (after moves {kills:?}); the records are identical");
}

/// One person at a table, through one server: plays `my_move` (the next board too), and
/// keeps every view's version. `moved` hears of each move made on board 2 and waits for a go.
fn person(
    ports: [u16; 2],
    id: &str,
    token: &str,
    moved: Option<&(std::sync::mpsc::Sender<usize>, std::sync::mpsc::Receiver<()>)>,
) -> (Vec<u64>, Value, usize) {
    let mut versions = Vec::new();
    let mut reconnects = 0;
    let mut port = ports[0];
    let mut board2_moves = 0;
    let t = Instant::now();
    'session: loop {
        assert!(t.elapsed() < Duration::from_secs(120), "the game did not finish");
        // A move sent just before the server died may be lost: the same version is answered
        // again after reconnecting.
        let mut acted_at = 0;
        let Some(mut ws) = connect(port, id, token) else {
            // The server went away: the load balancer's other address.
            port = ports[1];
            reconnects += 1;
            std::thread::sleep(Duration::from_millis(50));
            continue;
        };
        loop {
            let Some(v) = next_view(&mut ws) else { continue 'session };
            let version = v["version"].as_u64().unwrap();
            versions.push(version);
            if done(&v) {
                return (versions, v, reconnects);
            }
            if version <= acted_at {
                continue;
            }
            let Some(m) = my_move(&v) else { continue };
            // The other person may ask for the next board first: then this one is refused.
            acted_at = version;
            if ws.send(Message::Text(m.to_string().into())).is_err() {
                continue 'session;
            }
            if v["board"] == 2
                && let Some((moved, go_on)) = moved
            {
                board2_moves += 1;
                let _ = moved.send(board2_moves);
                let _ = go_on.recv();
            }
        }
    }
}

// Two `levee serve` processes on one PostgreSQL database, one person connected to each at the
// same table (South through A, North through B, robots East and West): two boards played,
// each person sees the table's versions in order, and both processes record the same boards.
// In the second board A is killed (SIGKILL); South reconnects to B and the board ends there.
#[test]
fn two_servers_on_one_postgres_share_a_table_and_survive_one_killed() {
    let Ok(_) = std::env::var("LEVEE_TEST_POSTGRES") else {
        eprintln!("LEVEE_TEST_POSTGRES is not set: two servers need a PostgreSQL (scripts/postgres); not run");
        return;
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    let db = rt.block_on(levee_server::store::scratch());
    let a = Server::start(free_port(), &db);
    let b = Server::start(free_port(), &db);
    let (_, body) =
        http(a.port, "POST", "/api/tables", &json!({"seed": 20261125, "scoring": "duplicate"}).to_string()).unwrap();
    let id = serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_string();
    let sit = |port: u16, seat: &str| {
        let (status, body) =
            http(port, "POST", &format!("/api/tables/{id}/sit"), &json!({"seat": seat}).to_string()).unwrap();
        assert_eq!(status, 200, "{body}");
        serde_json::from_str::<Value>(&body).unwrap()["token"].as_str().unwrap().to_string()
    };
    // North sits through B: B learns of the table from the database.
    let (south, north) = (sit(a.port, "S"), sit(b.port, "N"));
    let (s_moved, moves) = std::sync::mpsc::channel();
    let (s_go, s_wait) = std::sync::mpsc::channel();
    let ports = [a.port, b.port];
    let (id_s, id_n) = (id.clone(), id.clone());
    let s = std::thread::spawn(move || person(ports, &id_s, &south, Some(&(s_moved, s_wait))));
    let n = std::thread::spawn(move || person([ports[1], ports[1]], &id_n, &north, None));
    // South's first move of board 2 is followed by A's death.
    let first = moves.recv_timeout(Duration::from_secs(120)).expect("South plays board 2");
    assert_eq!(first, 1);
    let _ = a.kill9();
    while s_go.send(()).is_ok() && moves.recv_timeout(Duration::from_secs(120)).is_ok() {}
    let (s_versions, s_last, s_reconnects) = s.join().unwrap();
    let (n_versions, n_last, n_reconnects) = n.join().unwrap();
    for (who, v) in [("South", &s_versions), ("North", &n_versions)] {
        assert!(v.windows(2).all(|w| w[0] <= w[1]), "{who} saw the versions out of order: {v:?}");
    }
    assert!(s_reconnects >= 1, "South was connected to the server that was killed");
    assert_eq!(n_reconnects, 0);
    // Both saw the same end: the same version, the same auction and cards.
    assert_eq!(s_last["version"], n_last["version"]);
    for key in ["auction", "tricks", "contract", "scores", "deal", "ns_tricks"] {
        assert!(!s_last[key].is_null(), "{key}");
        assert_eq!(s_last[key], n_last[key], "{key}");
    }
    // B's record holds both boards, each with its whole play, every event once.
    let (status, pbn) = http(b.port, "GET", &format!("/tables/{id}/pbn"), "").unwrap();
    assert_eq!(status, 200);
    assert_eq!(pbn.matches("[Board ").count(), 2, "{pbn}");
    let c = rt.block_on(levee_server::store::Store::open(&db, false)).unwrap();
    let events = rt.block_on(c.after(&id, 0)).unwrap();
    assert_eq!(events.len() as u64, s_last["version"].as_u64().unwrap(), "one event a version, none doubled");
    eprintln!(
        "two servers: {} events; South saw {} views ({s_reconnects} reconnection), North {}",
        events.len(),
        s_versions.len(),
        n_versions.len()
    );
}

// SIGTERM: the server stops taking actions, tells each table to reconnect, ends its writes and
// exits 0; the table is whole for the next process.
#[test]
fn sigterm_stops_the_server_cleanly_and_tells_the_tables_to_reconnect() {
    let dir = std::env::temp_dir().join(format!("levee-sigterm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("levee.sqlite").to_string_lossy().to_string();
    let server = Server::start(free_port(), &db);
    let (status, health) = http(server.port, "GET", "/health", "").unwrap();
    assert_eq!(status, 200, "{health}");
    assert!(health.contains(r#""store":"sqlite""#), "{health}");
    let (_, body) = http(server.port, "POST", "/api/tables", r#"{"seed": 3}"#).unwrap();
    let id = serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_string();
    let (_, body) = http(server.port, "POST", &format!("/api/tables/{id}/sit"), r#"{"seat":"S"}"#).unwrap();
    let token = serde_json::from_str::<Value>(&body).unwrap()["token"].as_str().unwrap().to_string();
    let mut ws = connect(server.port, &id, &token).unwrap();
    let first: Value = serde_json::from_str(ws.read().unwrap().to_text().unwrap()).unwrap();
    let port = server.port;
    let status = server.terminate();
    assert!(status.success(), "{status}");
    let mut told = false;
    while let Ok(msg) = ws.read() {
        if let Message::Text(t) = msg {
            told |= serde_json::from_str::<Value>(t.as_str()).unwrap()["type"] == "reconnect";
        }
    }
    assert!(told, "the table was told to reconnect");
    let again = Server::start(port, &db);
    let (_, body) = http(again.port, "GET", &format!("/api/tables/{id}"), "").unwrap();
    let v: Value = serde_json::from_str(&body).unwrap();
    assert!(v["version"].as_u64() >= first["version"].as_u64(), "{body}");
    drop(again);
    let _ = std::fs::remove_dir_all(&dir);
}

fn levee(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_levee")).args(args).output().unwrap()
}

// `levee db copy FROM TO` moves a club's history: every event as written (a damaged one too)
// and every tournament, to a new SQLite file and to PostgreSQL when there is one; a second
// copy is refused whole. `levee db migrate` brings a database to this version's schema.
#[test]
fn a_clubs_history_is_copied_from_sqlite_whole_and_once() {
    use levee_server::store::Store;
    let dir = std::env::temp_dir().join(format!("levee-copy-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let from = dir.join("club.sqlite").to_string_lossy().to_string();
    // A real history: a table played by the robots and a person through the server.
    let server = Server::start(free_port(), &from);
    let (status, body) = http(server.port, "POST", "/api/tables", r#"{"seed": 5}"#).unwrap();
    // Seen once in CI (session 21) with no id: the answer is printed if it comes again.
    let id = serde_json::from_str::<Value>(&body).unwrap()["id"]
        .as_str()
        .unwrap_or_else(|| panic!("POST /api/tables answered {status}: {body}"))
        .to_string();
    http(server.port, "POST", &format!("/api/tables/{id}/sit"), r#"{"seat":"S"}"#).unwrap();
    let (status, _) = http(server.port, "POST", "/api/tournaments", r#"{"boards": 2, "title": "Mardi"}"#).unwrap();
    assert_eq!(status, 201);
    drop(server);
    let rt = tokio::runtime::Runtime::new().unwrap();
    let source = rt.block_on(Store::open(&from, false)).unwrap();
    let rows = rt.block_on(source.rows()).unwrap();
    let tournaments = rt.block_on(source.tournaments()).unwrap();
    assert!(rows.len() >= 2 && tournaments.len() == 1);
    let mut destinations = vec![dir.join("copy.sqlite").to_string_lossy().to_string()];
    if std::env::var("LEVEE_TEST_POSTGRES").is_ok() {
        destinations.push(rt.block_on(levee_server::store::scratch()));
    } else {
        eprintln!("LEVEE_TEST_POSTGRES is not set: copied to SQLite only (scripts/postgres)");
    }
    for to in &destinations {
        let out = levee(&["db", "migrate", "--db", to]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(String::from_utf8_lossy(&out.stdout).contains("schema version 2"));
        let out = levee(&["db", "copy", &from, to]);
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(said.contains(&format!("copied {} events of 1 tables and 1 tournaments", rows.len())), "{said}");
        let copy = rt.block_on(Store::open(to, false)).unwrap();
        assert_eq!(rt.block_on(copy.rows()).unwrap(), rows);
        assert_eq!(rt.block_on(copy.tournaments()).unwrap(), tournaments);
        let again = levee(&["db", "copy", &from, to]);
        assert!(!again.status.success());
        let err = String::from_utf8_lossy(&again.stderr);
        assert!(err.contains(&format!("table {id} is already in the destination")), "{err}");
        assert_eq!(rt.block_on(copy.rows()).unwrap().len(), rows.len(), "nothing written twice");
    }
    let missing = levee(&["db", "copy", &dir.join("nope.sqlite").to_string_lossy(), &destinations[0]]);
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no such database"));
    let _ = std::fs::remove_dir_all(&dir);
}
