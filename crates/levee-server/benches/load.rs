//! Load on loopback: N tables, each with a WebSocket client at South playing against three
//! robots (the quick baseline robot, so the server's own work is what is measured), boards
//! one after another, for a bounded time. Reports tables, actions per second and the
//! latency of a client's action: from sending it to receiving the view that shows it.
//!
//! `cargo bench -p levee-server --bench load` (LEVEE_LOAD_TABLES=500, LEVEE_LOAD_SECONDS=10,
//! LEVEE_LOAD_THINK_MS=0).
//!
//! The database: a SQLite file by default; LEVEE_LOAD_DB=:memory:, or LEVEE_LOAD_DB=postgres
//! for a new database on the PostgreSQL server that LEVEE_TEST_POSTGRES names
//! (`scripts/postgres`). LEVEE_LOAD_SERVERS=2 runs two servers on that one PostgreSQL database,
//! each with its own pool, listener and robots (two `App`s in this one process, as two
//! `levee serve` processes would be): each table is made on the first and its player plays
//! through the server of the table's parity, so half the views cross from one to the other.
//!
//! With no think time each client acts the moment it may: the machine is saturated and the
//! latency is mostly the queue (Little's law: tables ÷ actions per second). A think time
//! (LEVEE_LOAD_THINK_MS=1000: each person takes 0.5–1.5 s a call or card, as people do)
//! measures what a player waits at a server holding that many live tables.

use futures_util::{SinkExt, StreamExt};
use levee_server::{App, Config};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

async fn http(addr: SocketAddr, method: &str, path: &str, body: &str) -> String {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    s.set_nodelay(true).unwrap();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    let text = String::from_utf8_lossy(&buf).to_string();
    text.split_once("\r\n\r\n").map(|x| x.1.to_string()).unwrap_or_default()
}

fn main() {
    let tables: usize = std::env::var("LEVEE_LOAD_TABLES").ok().and_then(|s| s.parse().ok()).unwrap_or(500);
    let seconds: u64 = std::env::var("LEVEE_LOAD_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(10);
    let think_ms: u64 = std::env::var("LEVEE_LOAD_THINK_MS").ok().and_then(|s| s.parse().ok()).unwrap_or(0);
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    rt.block_on(async move {
        let dir = std::env::temp_dir().join(format!("levee-load-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let db = dir.join("load.sqlite");
        // LEVEE_LOAD_DB=:memory: measures the server without its disk.
        let db = match std::env::var("LEVEE_LOAD_DB") {
            Ok(p) if p == "postgres" => levee_server::store::scratch().await,
            Ok(p) => p,
            Err(_) => db.to_string_lossy().to_string(),
        };
        let servers: usize = std::env::var("LEVEE_LOAD_SERVERS").ok().and_then(|s| s.parse().ok()).unwrap_or(1);
        assert!(servers == 1 || levee_server::store::is_postgres(&db), "several servers share a PostgreSQL database");
        let mut addrs = Vec::new();
        for _ in 0..servers {
            // Every client here shares one address: no per-address limit.
            let config =
                Config { robot_samples: 0, analysis: false, limits: levee_server::Limits::unlimited(), ..Config::default() };
            let app = App::open(&db, config).await.unwrap();
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            addrs.push(listener.local_addr().unwrap());
            tokio::spawn(async move {
                levee_server::run(listener, app, std::future::pending()).await.unwrap();
            });
        }
        let addr = addrs[0];
        let mut ids = Vec::with_capacity(tables);
        for i in 0..tables {
            let body = http(addr, "POST", "/api/tables", &json!({"seed": i, "scoring": "duplicate"}).to_string()).await;
            let id = serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_string();
            let body = http(addr, "POST", &format!("/api/tables/{id}/sit"), r#"{"seat":"S","name":"load"}"#).await;
            let token = serde_json::from_str::<Value>(&body).unwrap()["token"].as_str().unwrap().to_string();
            ids.push((id, token));
        }
        let actions = Arc::new(AtomicU64::new(0));
        let events = Arc::new(AtomicU64::new(0));
        let deadline = Instant::now() + Duration::from_secs(seconds);
        let start = Instant::now();
        let mut tasks = Vec::new();
        for (n, (id, token)) in ids.into_iter().enumerate() {
            let addr = addrs[n % servers];
            let actions = actions.clone();
            let events = events.clone();
            tasks.push(tokio::spawn(async move {
                use tokio_tungstenite::tungstenite::client::IntoClientRequest;
                let mut req = format!("ws://{addr}/ws/{id}").into_client_request().unwrap();
                req.headers_mut().insert("authorization", format!("Bearer {token}").parse().unwrap());
                let (mut ws, _) = tokio_tungstenite::connect_async_with_config(req, None, true).await.unwrap();
                let mut lat = Vec::new();
                let mut sent: Option<(Instant, u64)> = None;
                let mut last_version = 0;
                // Each person thinks 0.5 to 1.5 times the think time (a fixed sequence per table).
                let mut jitter = (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
                while let Some(Ok(msg)) = ws.next().await {
                    let Message::Text(t) = msg else { continue };
                    let v: Value = serde_json::from_str(t.as_str()).unwrap();
                    if v["type"] != "view" {
                        continue;
                    }
                    let version = v["version"].as_u64().unwrap_or(0);
                    if last_version == 0 {
                        last_version = version;
                    }
                    if version > last_version {
                        events.fetch_add(version - last_version, Ordering::Relaxed);
                        last_version = version;
                    }
                    if let Some((at, before)) = sent
                        && version > before
                    {
                        lat.push(at.elapsed());
                        sent = None;
                    }
                    if sent.is_some() {
                        continue;
                    }
                    if Instant::now() > deadline {
                        break;
                    }
                    let m = if let Some(calls) = v["legal"]["calls"].as_array() {
                        json!({"type": "call", "call": calls[0]})
                    } else if let Some(cards) = v["legal"]["cards"].as_array() {
                        json!({"type": "card", "card": cards[cards.len() - 1]})
                    } else if v["phase"] == "over" {
                        json!({"type": "next"})
                    } else {
                        continue;
                    };
                    if think_ms > 0 {
                        jitter ^= jitter << 13;
                        jitter ^= jitter >> 7;
                        jitter ^= jitter << 17;
                        let ms = think_ms / 2 + jitter % (think_ms + 1);
                        // Nothing moves while the person to act thinks: the view stays valid.
                        tokio::time::sleep(Duration::from_millis(ms)).await;
                    }
                    sent = Some((Instant::now(), version));
                    actions.fetch_add(1, Ordering::Relaxed);
                    if ws.send(Message::Text(m.to_string().into())).await.is_err() {
                        break;
                    }
                }
                lat
            }));
        }
        let mut lat: Vec<Duration> = Vec::new();
        for t in tasks {
            lat.extend(t.await.unwrap());
        }
        let elapsed = start.elapsed().as_secs_f64();
        lat.sort();
        let pct = |p: f64| lat.get(((lat.len() as f64 - 1.0) * p) as usize).map_or(0.0, |d| d.as_secs_f64() * 1000.0);
        let a = actions.load(Ordering::Relaxed);
        println!(
            "levee serve load: {tables} tables, {elapsed:.1} s, one client per table (South) and three robots, think time {think_ms} ms"
        );
        println!("  database: {} ({servers} server{})", levee_server::store::shown(&db), if servers > 1 { "s" } else { "" });
        println!(
            "  client actions: {a} ({:.0}/s); latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            a as f64 / elapsed,
            pct(0.5),
            pct(0.99),
            pct(1.0)
        );
        println!(
            "  all events written and applied (clients' and robots'): about {:.0}/s",
            events.load(Ordering::Relaxed) as f64 / elapsed
        );
        let _ = std::fs::remove_dir_all(&dir);
    });
}
