//! The limits under abuse, over loopback with bounded loops: each gives a clear error, and
//! nothing is lost for the other players. A flood from one connection is throttled while a
//! player at another table sees no slower answers; an address cannot open connections or
//! tables without end; names and the history page stay small.

use futures_util::{SinkExt, StreamExt};
use levee_server::{App, Config, Limits};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

async fn start(limits: Limits) -> SocketAddr {
    let app = App::open(
        &levee_server::store::scratch().await,
        Config { robot_samples: 0, analysis: false, limits, ..Config::default() },
    )
    .await
    .unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        levee_server::run(listener, app, std::future::pending()).await.unwrap();
    });
    addr
}

async fn http(addr: SocketAddr, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    let text = String::from_utf8_lossy(&buf).to_string();
    let status = text[9..12].parse().unwrap();
    (status, text.split_once("\r\n\r\n").map(|x| x.1.to_string()).unwrap_or_default())
}

async fn table(addr: SocketAddr, seed: u64) -> String {
    let (st, body) = http(addr, "POST", "/api/tables", &json!({"seed": seed}).to_string()).await;
    assert_eq!(st, 201, "{body}");
    serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_string()
}

async fn sit(addr: SocketAddr, id: &str, seat: &str, name: &str) -> Value {
    let (st, body) =
        http(addr, "POST", &format!("/api/tables/{id}/sit"), &json!({"seat": seat, "name": name}).to_string()).await;
    assert_eq!(st, 200, "{body}");
    serde_json::from_str(&body).unwrap()
}

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn connect(addr: SocketAddr, id: &str, token: Option<&str>) -> Result<Ws, String> {
    let mut req = format!("ws://{addr}/ws/{id}").into_client_request().unwrap();
    if let Some(t) = token {
        req.headers_mut().insert("authorization", format!("Bearer {t}").parse().unwrap());
    }
    tokio_tungstenite::connect_async_with_config(req, None, true).await.map(|(ws, _)| ws).map_err(|e| e.to_string())
}

async fn next(ws: &mut Ws) -> Value {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(60), ws.next()).await.expect("a message in time");
        if let Message::Text(t) = m.expect("open").expect("ok") {
            return serde_json::from_str(t.as_str()).unwrap();
        }
    }
}

/// Plays South's turns at a table (the first legal call or the last legal card), timing each
/// action from sending it to the view that shows it; stops after `n` actions.
async fn timed_actions(ws: &mut Ws, n: usize) -> Vec<Duration> {
    let mut lat = Vec::new();
    let mut v = next(ws).await;
    while lat.len() < n {
        let act = if let Some(c) = v["legal"]["calls"].as_array() {
            Some(json!({"type": "call", "call": c[0]}))
        } else if let Some(c) = v["legal"]["cards"].as_array() {
            Some(json!({"type": "card", "card": c[c.len() - 1]}))
        } else if v["phase"] == "over" {
            Some(json!({"type": "next"}))
        } else {
            None
        };
        let Some(act) = act else {
            v = next(ws).await;
            continue;
        };
        let version = v["version"].as_u64().unwrap();
        let t0 = Instant::now();
        ws.send(Message::Text(act.to_string().into())).await.unwrap();
        loop {
            v = next(ws).await;
            if v["type"] == "view" && v["version"].as_u64().unwrap() > version {
                break;
            }
        }
        lat.push(t0.elapsed());
    }
    lat
}

fn p99(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[(v.len() * 99).div_ceil(100) - 1]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_is_throttled_and_other_tables_do_not_notice() {
    let limits = Limits { messages_per_second: 20, message_burst: 20, flood_close: 150, ..Limits::default() };
    let addr = start(limits).await;
    let (quiet, noisy) = (table(addr, 1).await, table(addr, 2).await);
    let player = sit(addr, &quiet, "S", "player").await;
    let flooder = sit(addr, &noisy, "S", "flooder").await;
    let mut ws = connect(addr, &quiet, player["token"].as_str()).await.unwrap();
    // The player's normal answers first.
    let normal = timed_actions(&mut ws, 60).await;

    // The flood: 400 messages as fast as the socket takes them (a call out of turn, each one
    // refused by the rules if it were read at once).
    let mut flood = connect(addr, &noisy, flooder["token"].as_str()).await.unwrap();
    let t0 = Instant::now();
    let writer = tokio::spawn(async move {
        let msg = json!({"type": "call", "call": "7NT"}).to_string();
        let mut sent = 0;
        for _ in 0..400 {
            if flood.send(Message::Text(msg.clone().into())).await.is_err() {
                break;
            }
            sent += 1;
        }
        // What the flooder is told, until the server closes the connection.
        let mut throttled = false;
        let mut closed = false;
        let mut answers = 0;
        while let Ok(Some(Ok(m))) = tokio::time::timeout(Duration::from_secs(30), flood.next()).await {
            match m {
                Message::Text(t) => {
                    let v: Value = serde_json::from_str(t.as_str()).unwrap();
                    if v["type"] == "error" {
                        let text = v["message"].as_str().unwrap();
                        throttled |= text.contains("too many messages: at most 20 a second");
                        closed |= text.contains("connection closed");
                        answers += 1;
                    }
                }
                Message::Close(_) => break,
                _ => {}
            }
        }
        (sent, throttled, closed, answers, t0.elapsed())
    });
    let during = timed_actions(&mut ws, 60).await;
    let (sent, throttled, closed, answers, took) = writer.await.unwrap();
    assert_eq!(sent, 400);
    assert!(throttled, "the flooder was told it sends too fast");
    assert!(closed, "a connection that keeps flooding is closed");
    // Read no faster than the allowance: 20 at once, then 20 a second, until the 150th
    // message that had to wait closed the connection (about 7.5 s).
    assert!(took >= Duration::from_secs(6), "the flood was read in {took:?}");
    assert!(answers < 200, "{answers} answers");
    // The player at the other table saw no slower answers (a generous bound: the machine is
    // shared with the flooder's own task).
    let (before, after) = (p99(normal), p99(during));
    eprintln!(
        "flood: {sent} sent, read over {took:?}, {answers} answers; the other table's p99 {before:?} before, {after:?} during"
    );
    assert!(after <= before * 3 + Duration::from_millis(30), "p99 {before:?} before the flood, {after:?} during it");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_has_few_connections_and_tables_and_names_stay_short() {
    let limits = Limits { connections_per_address: 3, tables_per_minute: 4, history_rows: 1, ..Limits::default() };
    let addr = start(limits).await;
    let ids = [table(addr, 1).await, table(addr, 2).await, table(addr, 3).await, table(addr, 4).await];
    let (st, body) = http(addr, "POST", "/api/tables", "{}").await;
    assert_eq!(st, 429, "{body}");
    assert!(body.contains("too many new tables from this address: at most 4 a minute"), "{body}");
    // Three connections at once; the fourth is refused; closing one lets another in.
    let mut open = Vec::new();
    for id in &ids[..3] {
        open.push(connect(addr, id, None).await.unwrap());
    }
    let refused = connect(addr, &ids[3], None).await.unwrap_err();
    assert!(refused.contains("429"), "{refused}");
    drop(open.pop());
    let mut ok = None;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(20)).await;
        if let Ok(ws) = connect(addr, &ids[3], None).await {
            ok = Some(ws);
            break;
        }
    }
    assert!(ok.is_some(), "a closed connection frees its place");
    // A long name is cut; invisible formatting characters go.
    let sat = sit(addr, &ids[0], "N", &format!("A\u{202E}{}", "b".repeat(1000))).await;
    assert!(sat["token"].is_string());
    let (_, list) = http(addr, "GET", "/api/tables", "").await;
    let list: Value = serde_json::from_str(&list).unwrap();
    let name = list[0]["seats"][0]["name"].as_str().unwrap();
    assert_eq!(name, format!("A{}", "b".repeat(23)));
    // The history comes a page at a time.
    let (st, page) = http(addr, "GET", "/history?page=1", "").await;
    assert_eq!(st, 200);
    assert!(page.contains("page 1 of 1"), "{page}");
    let (st, _) = http(addr, "GET", "/history?page=999999999999", "").await;
    assert_eq!(st, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_response_carries_the_security_headers_and_tokens_stay_out_of_sight() {
    let addr = start(Limits::default()).await;
    let id = table(addr, 5).await;
    let paths = [
        "/".to_string(),
        "/history".into(),
        format!("/tables/{id}"),
        format!("/api/tables/{id}"),
        "/api/tables".into(),
        "/assets/table.js".into(),
        "/assets/style.css".into(),
        "/assets/nothing.js".into(),
        "/no/such/page".into(),
        format!("/tables/{id}/pbn"),
    ];
    for p in &paths {
        let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
        s.write_all(format!("GET {p} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes()).await.unwrap();
        let mut buf = Vec::new();
        s.read_to_end(&mut buf).await.unwrap();
        let head = String::from_utf8_lossy(&buf).split("\r\n\r\n").next().unwrap().to_lowercase();
        assert!(
            head.contains("content-security-policy: default-src 'none'; script-src 'self'; style-src 'self'"),
            "{p}: {head}"
        );
        assert!(head.contains("x-content-type-options: nosniff"), "{p}: {head}");
        assert!(head.contains("referrer-policy: no-referrer"), "{p}: {head}");
        // No page carries an inline script or style.
        let body = String::from_utf8_lossy(&buf).to_lowercase();
        assert!(!body.contains("<script>") && !body.contains("<style") && !body.contains(" onclick="), "{p}");
    }
    // The token comes back once, to the one who sat, in an HttpOnly cookie and the answer.
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let body = r#"{"seat":"S","name":"x"}"#;
    let req = format!(
        "POST /api/tables/{id}/sit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    let answer = String::from_utf8_lossy(&buf).to_string();
    let token = serde_json::from_str::<Value>(answer.split("\r\n\r\n").nth(1).unwrap()).unwrap()["token"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        answer.to_lowercase().contains(&format!("set-cookie: levee_{id}={token}; path=/; httponly; samesite=strict"))
    );
    // Nowhere else: not in the table's public state, the lobby, the history or the PBN.
    for p in ["/api/tables".to_string(), format!("/api/tables/{id}"), "/history".into(), format!("/tables/{id}/pbn")] {
        let (_, b) = http(addr, "GET", &p, "").await;
        assert!(!b.contains(&token), "{p} shows the token");
    }
    // The cookie opens the seat, as the browser sends it; a page of another site cannot.
    let mut req = format!("ws://{addr}/ws/{id}").into_client_request().unwrap();
    req.headers_mut().insert("cookie", format!("levee_{id}={token}").parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(req).await.unwrap();
    assert_eq!(next(&mut ws).await["you"], "S");
    let mut req = format!("ws://{addr}/ws/{id}").into_client_request().unwrap();
    req.headers_mut().insert("cookie", format!("levee_{id}={token}").parse().unwrap());
    req.headers_mut().insert("origin", "https://evil.example".parse().unwrap());
    assert!(tokio_tungstenite::connect_async(req).await.is_err());
    // A token works at its own table only.
    let other = table(addr, 6).await;
    assert!(connect(addr, &other, Some(&token)).await.is_err());
    // Leaving with the cookie clears it; the token no longer acts.
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let req = format!(
        "POST /api/tables/{id}/leave HTTP/1.1\r\nHost: x\r\nCookie: levee_{id}={token}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    let answer = String::from_utf8_lossy(&buf).to_lowercase();
    assert!(answer.starts_with("http/1.1 200"), "{answer}");
    assert!(answer.contains(&format!("set-cookie: levee_{id}=; path=/; httponly; samesite=strict; max-age=0")));
    assert!(connect(addr, &id, Some(&token)).await.is_err());
}
