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

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

struct Server {
    child: Child,
    port: u16,
    db: String,
}

impl Server {
    fn start(port: u16, db: &str) -> Server {
        let child = Command::new(env!("CARGO_BIN_EXE_levee"))
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
        let t = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(t.elapsed() < Duration::from_secs(30), "the server did not start");
            std::thread::sleep(Duration::from_millis(20));
        }
        Server { child, port, db: db.to_string() }
    }

    /// SIGKILL: no chance to flush or say goodbye.
    fn kill9(mut self) -> (u16, String) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
        (self.port, self.db.clone())
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
            .unwrap();
    let id = serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_string();
    let (_, body) =
        http(server.port, "POST", &format!("/api/tables/{id}/sit"), r#"{"seat":"S","name":"script"}"#).unwrap();
    let token = serde_json::from_str::<Value>(&body).unwrap()["token"].as_str().unwrap().to_string();
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
            let Ok(msg) = ws.read() else { continue 'session };
            let Message::Text(text) = msg else { continue };
            let v: Value = serde_json::from_str(text.as_str()).unwrap();
            if v["type"] != "view" {
                continue;
            }
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
    assert!(moves >= 20, "South made {moves} moves");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut kills: Vec<usize> = (0..6).map(|_| rng.random_range(0..24)).collect();
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
