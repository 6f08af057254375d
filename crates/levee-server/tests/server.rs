//! The server against clients: a seat sees only what it may, hostile messages change nothing,
//! and a whole deal can be played over the WebSocket.

use futures_util::{SinkExt, StreamExt};
use levee_core::{Deal, Seat};
use levee_server::{App, Config};
use serde_json::{Value, json};
use std::net::SocketAddr;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

async fn start(samples: usize, analysis: bool) -> SocketAddr {
    // Scripted clients act the moment they may and make many tables: no rates (the limits have
    // their own test).
    let limits = levee_server::Limits {
        messages_per_second: 100_000,
        message_burst: 100_000,
        tables_per_minute: 100_000,
        ..Default::default()
    };
    let config = Config { robot_samples: samples, analysis, limits, ..Config::default() };
    serve(&levee_server::store::scratch().await, config, std::future::pending()).await.0
}

/// A server on `db` until `shutdown`; the task ends when the server has.
async fn serve(
    db: &str,
    config: Config,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> (SocketAddr, tokio::task::JoinHandle<()>) {
    let app = App::open(db, config).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let task = tokio::spawn(async move {
        levee_server::run(listener, app, shutdown).await.unwrap();
    });
    (addr, task)
}

/// A bare HTTP/1.1 request: (status, body).
async fn http(addr: SocketAddr, method: &str, path: &str, body: &str) -> (u16, String) {
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
    let status = text[9..12].parse().unwrap();
    let body = text.split_once("\r\n\r\n").map(|x| x.1.to_string()).unwrap_or_default();
    (status, body)
}

async fn new_table(addr: SocketAddr, seed: u64, scoring: &str) -> String {
    let (st, body) =
        http(addr, "POST", "/api/tables", &json!({"scoring": scoring, "robots": true, "seed": seed}).to_string()).await;
    assert_eq!(st, 201, "{body}");
    serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_string()
}

async fn sit(addr: SocketAddr, id: &str, seat: &str) -> String {
    let (st, body) =
        http(addr, "POST", &format!("/api/tables/{id}/sit"), &json!({"seat": seat, "name": "t"}).to_string()).await;
    assert_eq!(st, 200, "{body}");
    serde_json::from_str::<Value>(&body).unwrap()["token"].as_str().unwrap().to_string()
}

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A WebSocket to a table; with a token, as a script sends it (`Authorization: Bearer`).
async fn connect(addr: SocketAddr, id: &str, token: Option<&str>) -> Result<Ws, String> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut req = format!("ws://{addr}/ws/{id}").into_client_request().unwrap();
    if let Some(t) = token {
        req.headers_mut().insert("authorization", format!("Bearer {t}").parse().unwrap());
    }
    tokio_tungstenite::connect_async_with_config(req, None, true).await.map(|(ws, _)| ws).map_err(|e| e.to_string())
}

async fn next_json(ws: &mut Ws) -> Value {
    loop {
        let msg =
            tokio::time::timeout(std::time::Duration::from_secs(120), ws.next()).await.expect("a message in time");
        match msg.expect("open").expect("ok") {
            Message::Text(t) => return serde_json::from_str(t.as_str()).unwrap(),
            Message::Close(_) => panic!("closed"),
            _ => {}
        }
    }
}

/// Every card of `v` that is not public: the other seats' hands as shown.
fn check_view(v: &Value, me: usize, seen_hidden: &mut usize) {
    let phase = v["phase"].as_str().unwrap();
    if phase == "over" {
        return;
    }
    let led =
        !v["tricks"].as_array().unwrap().is_empty() || v["current"]["cards"].as_array().is_some_and(|c| !c.is_empty());
    let dummy = v["contract"]["declarer"].as_str().map(|d| d.parse::<Seat>().unwrap().partner().index());
    for (i, h) in v["hands"].as_array().unwrap().iter().enumerate() {
        if i == me {
            assert!(h.is_array(), "own hand shown");
            continue;
        }
        if h.is_null() {
            continue;
        }
        *seen_hidden += 1;
        assert!(led && Some(i) == dummy, "seat {me} saw hand {i} in phase {phase}: {v}");
    }
    if v["to_act"].as_str() != Some(["N", "E", "S", "W"][me]) && !v["legal"].is_null() {
        // Legal moves are sent only to the seat that acts (or declarer for dummy).
        let declarer = v["contract"]["declarer"].as_str();
        assert_eq!(declarer, Some(["N", "E", "S", "W"][me]), "legal moves sent to a seat not acting: {v}");
    }
}

/// Plays the first legal call or card whenever the view offers one; checks every view; ends
/// when the board is over. Returns the final view.
async fn play_board(ws: &mut Ws, me: usize, seen: &mut usize) -> Value {
    loop {
        let v = next_json(ws).await;
        if v["type"] == "error" {
            continue;
        }
        check_view(&v, me, seen);
        if v["phase"] == "over" {
            return v;
        }
        if let Some(calls) = v["legal"]["calls"].as_array() {
            // Every call in the bidding box comes with what it would mean.
            let meanings = v["legal"]["meanings"].as_object().expect("the box's explanations");
            assert_eq!(meanings.len(), calls.len());
            assert!(meanings.values().all(|m| !m.as_str().unwrap().is_empty()));
            // Pass (the robots bid), so that every seat plays.
            let c = calls[0].as_str().unwrap();
            ws.send(Message::Text(json!({"type": "call", "call": c}).to_string().into())).await.unwrap();
        } else if let Some(cards) = v["legal"]["cards"].as_array() {
            let c = cards[cards.len() - 1].as_str().unwrap();
            ws.send(Message::Text(json!({"type": "card", "card": c}).to_string().into())).await.unwrap();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_never_sees_another_hand_before_it_may() {
    // The quick baseline robot plays the other seats: what is checked is the server's views.
    let addr = start(0, false).await;
    let deals: u64 = std::env::var("LEVEE_SECURITY_DEALS").ok().and_then(|s| s.parse().ok()).unwrap_or(300);
    let mut seen_dummy = 0;
    let mut boards = 0;
    for seed in 0..deals {
        let id = new_table(addr, seed, "duplicate").await;
        let me = (seed % 4) as usize;
        let seat = ["N", "E", "S", "W"][me];
        let token = sit(addr, &id, seat).await;
        let mut ws = connect(addr, &id, Some(&token)).await.unwrap();
        let end = play_board(&mut ws, me, &mut seen_dummy).await;
        // At the end every hand is shown, and they make the board's deal.
        let deal: Deal = end["deal"].as_str().unwrap().parse().unwrap();
        for (i, h) in end["hands"].as_array().unwrap().iter().enumerate() {
            let cards: Vec<String> = h.as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
            let hand = deal.hand(Seat::ALL[i]);
            assert_eq!(cards.len() as u32, hand.len());
        }
        // A spectator never sees a hand before the end.
        let mut spec = connect(addr, &id, None).await.unwrap();
        let v = next_json(&mut spec).await;
        assert!(v["you"].is_null());
        boards += 1;
    }
    assert_eq!(boards, deals);
    assert!(seen_dummy > 0, "dummy should have been shown at some point");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_clients_are_refused_and_the_table_goes_on() {
    let addr = start(1, true).await;
    let id = new_table(addr, 42, "rubber").await;
    let token = sit(addr, &id, "S").await;
    // A forged token is refused at the door; so is an unknown table.
    assert!(connect(addr, &id, Some("00000000000000000000000000000000")).await.is_err());
    assert!(connect(addr, "nosuchtable", Some(&token)).await.is_err());
    // A taken seat cannot be taken again.
    let (st, _) = http(addr, "POST", &format!("/api/tables/{id}/sit"), r#"{"seat":"S"}"#).await;
    assert_eq!(st, 409);
    let (st, _) = http(addr, "POST", &format!("/api/tables/{id}/sit"), "not json").await;
    assert!(st >= 400);
    let mut ws = connect(addr, &id, Some(&token)).await.unwrap();
    let first = next_json(&mut ws).await;
    let version = first["version"].as_u64().unwrap();
    let mut errors = Vec::new();
    for bad in [
        "not json at all".to_string(),
        r#"{"type":"call"}"#.to_string(),
        r#"{"type":"call","call":"8NT"}"#.to_string(),
        r#"{"type":"card","card":"SA"}"#.to_string(),
        r#"{"type":"fly"}"#.to_string(),
        r#"{"type":"accept"}"#.to_string(),
        r#"{"type":"next"}"#.to_string(),
    ] {
        ws.send(Message::Text(bad.into())).await.unwrap();
        loop {
            let v = next_json(&mut ws).await;
            if v["type"] == "error" {
                errors.push(v["message"].as_str().unwrap().to_string());
                break;
            }
        }
    }
    assert_eq!(errors.len(), 7, "{errors:?}");
    assert!(errors.iter().any(|e| e.contains("cannot read")), "{errors:?}");
    // A spectator cannot act.
    let mut spec = connect(addr, &id, None).await.unwrap();
    let _ = next_json(&mut spec).await;
    spec.send(Message::Text(r#"{"type":"call","call":"P"}"#.into())).await.unwrap();
    // Views may come first (the table goes on); the refusal follows.
    let v = loop {
        let v = next_json(&mut spec).await;
        if v["type"] == "error" {
            break v;
        }
    };
    assert!(v["message"].as_str().unwrap().contains("spectators"), "{v}");
    // An oversized message closes that connection, not the table.
    let mut big = connect(addr, &id, Some(&token)).await.unwrap();
    let _ = next_json(&mut big).await;
    let _ = big.send(Message::Text("x".repeat(100_000).into())).await;
    let closed = tokio::time::timeout(std::time::Duration::from_secs(10), async {
        loop {
            match big.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return true,
                _ => {}
            }
        }
    })
    .await
    .unwrap_or(false);
    assert!(closed, "an oversized message ends the connection");
    // Nothing changed the table, and it goes on: South plays a whole board.
    let (_, state) = http(addr, "GET", &format!("/api/tables/{id}"), "").await;
    let state: Value = serde_json::from_str(&state).unwrap();
    assert!(state["version"].as_u64().unwrap() >= version);
    // (A fresh connection, as a reconnecting player makes: it gets the view at once.)
    drop(ws);
    let mut ws = connect(addr, &id, Some(&token)).await.unwrap();
    let mut seen = 0;
    let end = play_board(&mut ws, 2, &mut seen).await;
    assert_eq!(end["phase"], "over");
    assert_eq!(end["scores"].as_array().unwrap().len(), 1);
    // The finished board is in the PBN export and the history page.
    let (st, pbn) = http(addr, "GET", &format!("/tables/{id}/pbn"), "").await;
    assert_eq!(st, 200);
    assert!(pbn.contains("[Deal \""), "{pbn}");
    // Who sat where and the scoring are filled in, not `?`.
    assert!(pbn.contains("[South \"t\"]") && pbn.contains("[North \"levee robot\"]"), "{pbn}");
    assert!(pbn.contains("[Scoring \"Rubber\"]"), "{pbn}");
    let read = levee_formats::pbn::read(&pbn);
    assert_eq!(read.records.len(), 1, "{:?}", read.problems);
    let (_, hist) = http(addr, "GET", "/history", "").await;
    assert!(hist.contains(&id));
    // The hand record's double-dummy table and par arrive once solved.
    let analysed = loop {
        let v = next_json(&mut ws).await;
        if !v["analysis"].is_null() {
            break v;
        }
    };
    let dd = analysed["analysis"]["double_dummy"].as_array().unwrap();
    assert_eq!(dd.len(), 5);
    let deal: Deal = analysed["deal"].as_str().unwrap().parse().unwrap();
    let table = levee_dds::Solver::new().table(&deal);
    assert_eq!(dd[0]["strain"], "NT");
    for (i, d) in Seat::ALL.iter().enumerate() {
        assert_eq!(dd[0]["tricks"][i].as_u64().unwrap(), u64::from(table.get(levee_core::Strain::NoTrump, *d)));
    }
    assert!(analysed["analysis"]["par"]["ns"].is_i64());
    // The PBN export now carries the double-dummy tags and par too.
    let (_, pbn) = http(addr, "GET", &format!("/tables/{id}/pbn"), "").await;
    assert!(pbn.contains("[DoubleDummyTricks \""), "{pbn}");
    assert!(pbn.contains("[OptimumResultTable"), "{pbn}");
    assert!(pbn.contains("[ParContract \""), "{pbn}");
    let read = levee_formats::pbn::read(&pbn);
    assert_eq!(read.records[0].dd_table, Some(table));
    // The rubber sheet is in the view, drawn We | They as seed 002 draws it.
    assert!(end["sheet"]["entries"].is_array());
    assert!(end["sheet"]["drawn"].as_str().unwrap().contains("We (NS) | They (EW)"), "{}", end["sheet"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_minibridge_table_sets_the_contract_by_the_points_and_scores_it() {
    let addr = start(0, false).await;
    let (st, body) = http(addr, "POST", "/api/tables", r#"{"game":"minibridge","scoring":"duplicate","seed":9}"#).await;
    assert_eq!(st, 201, "{body}");
    let id = serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_string();
    let (st, _) = http(addr, "POST", "/api/tables", r#"{"game":"minibridge","scoring":"rubber"}"#).await;
    assert_eq!(st, 400);
    let (st, _) = http(addr, "POST", "/api/tables", r#"{"game":"chess"}"#).await;
    assert_eq!(st, 400);
    let token = sit(addr, &id, "S").await;
    let mut ws = connect(addr, &id, Some(&token)).await.unwrap();
    let mut seen = 0;
    let end = play_board(&mut ws, 2, &mut seen).await;
    assert_eq!(end["game"], "minibridge");
    assert!(end["auction"].as_array().unwrap().is_empty(), "no auction in minibridge");
    let told = end["told"].as_array().unwrap();
    assert!(told.iter().any(|t| t["says"].as_str().unwrap().contains("Contrat de")), "{told:?}");
    let contract: levee_core::Contract = end["contract"]["contract"].as_str().unwrap().parse().unwrap();
    assert_eq!(contract.strain, levee_core::Strain::NoTrump);
    let declarer: Seat = end["contract"]["declarer"].as_str().unwrap().parse().unwrap();
    let tricks = if declarer.side() == levee_core::Side::NorthSouth {
        end["ns_tricks"].as_u64()
    } else {
        end["ew_tricks"].as_u64()
    };
    let s = levee_score::minibridge::score(contract.level.get(), tricks.unwrap() as u8).unwrap();
    let ns = if declarer.side() == levee_core::Side::NorthSouth { s } else { -s };
    assert_eq!(end["scores"][0]["ns"].as_i64().unwrap(), i64::from(ns));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bridgeote_table_plays_deals_over_the_websocket() {
    // Real card robots (a few layouts each), as `levee serve` runs them.
    let addr = start(4, false).await;
    let (st, _) = http(addr, "POST", "/api/tables", r#"{"game":"bridgeote","scoring":"duplicate"}"#).await;
    assert_eq!(st, 400, "Bridgeote is scored to 1500 or in three games");
    let (st, _) = http(addr, "POST", "/api/tables", r#"{"game":"bridge","scoring":"game1500"}"#).await;
    assert_eq!(st, 400);
    let (st, body) = http(addr, "POST", "/api/tables", r#"{"game":"bridgeote","scoring":"game1500","seed":3}"#).await;
    assert_eq!(st, 201, "{body}");
    let id = serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_string();
    let token = sit(addr, &id, "S").await;
    let mut ws = connect(addr, &id, Some(&token)).await.unwrap();
    let mut deals_over = 0;
    let mut cards_played = 0;
    // Act once per table version: a view may arrive twice, and a second answer to the same
    // view would be refused (correctly) and confuse the checks below.
    let mut acted_at = 0;
    while deals_over < 2 {
        let v = next_json(&mut ws).await;
        if v["type"] == "error" {
            continue;
        }
        assert_eq!(v["game"], "bridgeote");
        let version = v["version"].as_u64().unwrap();
        if version <= acted_at {
            continue;
        }
        if v["phase"] == "over" {
            assert!(v["ended"].as_str().is_some_and(|e| e.starts_with("deal ")), "{v}");
            assert!(v["hands"].as_array().unwrap().iter().all(Value::is_array), "every hand at the end");
            deals_over += 1;
            acted_at = version;
            ws.send(Message::Text(json!({"type": "next"}).to_string().into())).await.unwrap();
            continue;
        }
        // No dummy in Bridgeote: before the end, only South's own hand.
        for (i, h) in v["hands"].as_array().unwrap().iter().enumerate() {
            assert_eq!(h.is_array(), i == 2, "hand {i} in {v}");
        }
        assert!(v["claim"].is_null());
        if v["legal"]["calls"].is_array() {
            acted_at = version;
            ws.send(Message::Text(json!({"type": "call", "call": "P"}).to_string().into())).await.unwrap();
        } else if let Some(cards) = v["legal"]["cards"].as_array() {
            assert_eq!(v["to_act"], "S");
            acted_at = version;
            // A claim is refused (Bridgeote plays every card), then a legal card.
            ws.send(Message::Text(json!({"type": "claim", "tricks": 1}).to_string().into())).await.unwrap();
            loop {
                let e = next_json(&mut ws).await;
                if e["type"] == "error" {
                    assert!(e["message"].as_str().unwrap().contains("no claims"), "{e}");
                    break;
                }
                assert_eq!(e["version"].as_u64(), Some(version), "nothing moves while South is to play: {e}");
            }
            let c = cards[0].as_str().unwrap();
            ws.send(Message::Text(json!({"type": "card", "card": c}).to_string().into())).await.unwrap();
            cards_played += 1;
        }
    }
    let (st, body) = http(addr, "GET", "/api/tables", "").await;
    assert_eq!(st, 200);
    assert!(body.contains("\"bridgeote\""), "{body}");
    let (st, body) = http(addr, "GET", "/history", "").await;
    assert_eq!(st, 200);
    assert!(body.contains("Bridgeote: deal 1") && body.contains("Bridgeote: deal 2"), "{body}");
    // Both deals passed out would leave South no card: the seeds above give at least one play.
    assert!(cards_played > 0);
}

// A person follows the robots: at a table made with a pace, each robot action comes at least
// that long after the one before it, and a trick just won stays in view longer before the
// next lead (issue 30). Only lower bounds are checked: the server's pauses guarantee them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn robots_act_at_the_tables_pace_and_a_won_trick_stays_in_view() {
    use std::time::{Duration, Instant};
    let addr = start(0, false).await;
    let pace = 150u64;
    let body = json!({"scoring": "duplicate", "robots": true, "seed": 11, "pace": pace}).to_string();
    let (st, body) = http(addr, "POST", "/api/tables", &body).await;
    assert_eq!(st, 201, "{body}");
    let id = serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_string();
    let token = sit(addr, &id, "S").await;
    let mut ws = connect(addr, &id, Some(&token)).await.unwrap();
    // Each new action seen: when, calls and cards so far, and whether South made it.
    let mut seen: Vec<(Instant, usize, usize, bool)> = Vec::new();
    let mut mine = false;
    loop {
        let v = next_json(&mut ws).await;
        if v["type"] != "view" {
            continue;
        }
        let calls = v["auction"].as_array().unwrap().len();
        let cards = v["tricks"].as_array().unwrap().len() * 4 + v["current"]["cards"].as_array().map_or(0, Vec::len);
        if seen.last().is_none_or(|&(_, c, k, _)| (c, k) != (calls, cards)) {
            seen.push((Instant::now(), calls, cards, mine));
            mine = false;
        }
        if v["phase"] == "over" {
            break;
        }
        let send = |kind: &str, what: &Value| json!({"type": kind, kind: what.as_str().unwrap()}).to_string();
        if let Some(calls) = v["legal"]["calls"].as_array() {
            ws.send(Message::Text(send("call", &calls[0]).into())).await.unwrap();
            mine = true;
        } else if let Some(cards) = v["legal"]["cards"].as_array() {
            ws.send(Message::Text(send("card", &cards[0]).into())).await.unwrap();
            mine = true;
        }
    }
    let (mut robot_actions, mut leads_after_a_trick) = (0, 0);
    for w in seen.windows(2) {
        let ((t0, c0, k0, _), (t1, c1, k1, by_me)) = (w[0], w[1]);
        if by_me || c1 + k1 != c0 + k0 + 1 {
            continue;
        }
        let gap = t1 - t0;
        // A call waits 3/4 of the pace; allow a little for the two messages' travel.
        assert!(
            gap >= Duration::from_millis(pace * 3 / 5),
            "a robot acted {gap:?} after the action before (pace {pace} ms)"
        );
        robot_actions += 1;
        if k1 == k0 + 1 && k0 > 0 && k0 % 4 == 0 {
            assert!(gap >= Duration::from_millis(pace * 2), "a robot led {gap:?} after the trick was won");
            leads_after_a_trick += 1;
        }
    }
    assert!(
        robot_actions > 20 && leads_after_a_trick > 0,
        "{robot_actions} robot actions, {leads_after_a_trick} leads"
    );
}

// Issue 24: an online tournament. Two people each play its 2 boards at a table of their own,
// South against robots: the same deals at both tables, one ranking of both, a board's
// traveller shown only to a person who has played it, and no third board.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_a_tournament_and_see_one_ranking() {
    let addr = start(0, false).await;
    let (st, body) =
        http(addr, "POST", "/api/tournaments", &json!({"boards": 2, "title": "Mardi", "seed": 9}).to_string()).await;
    assert_eq!(st, 201, "{body}");
    let tid = serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_string();
    let mut deals = Vec::new();
    let mut tables = Vec::new();
    for name in ["Ana", "Bea"] {
        let (st, body) = http(
            addr,
            "POST",
            &format!("/api/tournaments/{tid}/play"),
            &json!({"seat": "S", "name": name}).to_string(),
        )
        .await;
        assert_eq!(st, 200, "{body}");
        let j: Value = serde_json::from_str(&body).unwrap();
        let (table, token) = (j["table"].as_str().unwrap().to_string(), j["token"].as_str().unwrap().to_string());
        let mut ws = connect(addr, &table, Some(&token)).await.unwrap();
        let mut mine = Vec::new();
        for board in 1..=2u64 {
            // Play this board's calls and cards (stale views of the board before are passed over).
            let v = loop {
                let v = next_json(&mut ws).await;
                if v["type"] != "view" || v["board"].as_u64() != Some(board) {
                    continue;
                }
                if v["phase"] == "over" {
                    break v;
                }
                let send = |kind: &str, what: &Value| json!({"type": kind, kind: what.as_str().unwrap()}).to_string();
                if let Some(calls) = v["legal"]["calls"].as_array() {
                    ws.send(Message::Text(send("call", &calls[0]).into())).await.unwrap();
                } else if let Some(cards) = v["legal"]["cards"].as_array() {
                    ws.send(Message::Text(send("card", &cards[0]).into())).await.unwrap();
                }
            };
            assert_eq!(v["tournament"]["id"], tid.as_str());
            mine.push((board, v["deal"].as_str().unwrap().to_string()));
            ws.send(Message::Text(json!({"type": "next"}).to_string().into())).await.unwrap();
        }
        // After the last board, "next" is refused with where the ranking is. (A card sent from
        // a view that the robots' last card made stale is refused first: "not now".)
        let e = loop {
            let m = next_json(&mut ws).await;
            if m["type"] == "error" && !m["message"].as_str().unwrap().starts_with("not now") {
                break m["message"].as_str().unwrap().to_string();
            }
        };
        assert!(e.contains("the tournament's 2 boards are played"), "{e}");
        deals.push(mine);
        tables.push((table, token));
    }
    assert_eq!(deals[0], deals[1], "the same boards at both tables");
    // Both see one ranking of two; Ana, asking with her table's token, sees the travellers.
    let get = |q: String, token: Option<String>| async move {
        let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
        let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
        let req = format!("GET /api/tournaments/{q} HTTP/1.1\r\nHost: x\r\n{auth}Connection: close\r\n\r\n");
        s.write_all(req.as_bytes()).await.unwrap();
        let mut buf = Vec::new();
        s.read_to_end(&mut buf).await.unwrap();
        let text = String::from_utf8_lossy(&buf).to_string();
        serde_json::from_str::<Value>(text.split_once("\r\n\r\n").unwrap().1).unwrap()
    };
    let ana = get(format!("{tid}?table={}", tables[0].0), Some(tables[0].1.clone())).await;
    let bea = get(format!("{tid}?table={}", tables[1].0), Some(tables[1].1.clone())).await;
    assert_eq!(ana["ranking"], bea["ranking"]);
    let ranking = ana["ranking"].as_array().unwrap();
    assert_eq!(ranking.len(), 2, "{ana}");
    assert!(ranking.iter().all(|r| r["boards"] == 2));
    let percents: f64 = ranking.iter().map(|r| r["percent"].as_f64().unwrap()).sum();
    assert!((percents - 100.0).abs() < 0.02, "two players share the matchpoints: {ana}");
    assert_eq!(ana["travellers"].as_array().unwrap().len(), 2);
    // Someone else's token for Ana's table shows no traveller.
    let stranger = get(format!("{tid}?table={}", tables[0].0), Some(tables[1].1.clone())).await;
    assert!(stranger["travellers"].as_array().unwrap().is_empty());
}

// Issue 28: a table opened on one kind of deal. The lobby lists the kinds; a table made on
// "notrump" deals South a 15-17 balanced hand on each board, as the seat's own view shows;
// an unknown kind is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_on_notrump_openings_deals_them() {
    let addr = start(2, false).await;
    let (st, body) = http(addr, "GET", "/api/deals", "").await;
    assert_eq!(st, 200);
    let kinds: Value = serde_json::from_str(&body).unwrap();
    assert!(
        kinds
            .as_array()
            .unwrap()
            .iter()
            .any(|k| k["name"] == "notrump" && k["titre"].as_str().unwrap().contains("1SA"))
    );
    let (st, body) = http(
        addr,
        "POST",
        "/api/tables",
        &json!({"robots": true, "seed": 5, "deals": "notrump", "pace": 0}).to_string(),
    )
    .await;
    assert_eq!(st, 201, "{body}");
    let id = serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_string();
    let (_, list) = http(addr, "GET", "/api/tables", "").await;
    assert!(list.contains("South opens 1NT"), "{list}");
    let token = sit(addr, &id, "S").await;
    let mut ws = connect(addr, &id, Some(&token)).await.unwrap();
    let v = next_json(&mut ws).await;
    let south: Vec<String> =
        v["hands"][2].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
    let hand: levee_core::Hand =
        south.iter().map(|c| c.parse::<levee_core::Card>().unwrap()).fold(levee_core::Hand::default(), |mut h, c| {
            h.insert(c);
            h
        });
    assert!((15..=17).contains(&hand.hcp()), "{south:?}");
    let (st, body) = http(addr, "POST", "/api/tables", &json!({"deals": "grand slams only"}).to_string()).await;
    assert_eq!(st, 400);
    assert!(body.contains("notrump, weak-two, slam, minibridge"), "{body}");
}

// Issue 26: the pages' words in French and English from the message files; a language levee
// does not speak is a clear 404.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pages_words_come_in_french_and_english() {
    let addr = start(2, false).await;
    let (st, fr) = http(addr, "GET", "/api/messages/fr", "").await;
    assert_eq!(st, 200);
    let fr: Value = serde_json::from_str(&fr).unwrap();
    assert_eq!(fr["lobby-new-table"], "Nouvelle table");
    assert_eq!(fr["call-pass"], "Passe");
    assert_eq!(fr["table-you-are"], "vous êtes {$seat}");
    let (_, en) = http(addr, "GET", "/api/messages/en-GB", "").await;
    let en: Value = serde_json::from_str(&en).unwrap();
    assert_eq!(en["lobby-new-table"], "New table");
    let (st, body) = http(addr, "GET", "/api/messages/de", "").await;
    assert_eq!(st, 404);
    assert!(body.contains("fr or en"), "{body}");
    let (st, _) = http(addr, "GET", "/assets/i18n.js", "").await;
    assert_eq!(st, 200);
}

// Issue 28: a server started on a deals file (`levee serve --deals FILE`) opens a table on
// them: the lobby offers them, the table deals them in order, and the Created event carries
// them so that a replay deals them again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_plays_the_servers_deals_file() {
    let first = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 AK5.AQ3.KQ9.A765 T942.T84.32.KJ32";
    let second = "N:A2.AKQJ32.K32.32 KQJT98.4.A54.A54 543.T98.QJT9.KQJ 76.765.876.T9876";
    let config = Config { deals: vec![first.into(), second.into()], ..Config::default() };
    let (addr, _) = serve(&levee_server::store::scratch().await, config, std::future::pending()).await;
    let (_, kinds) = http(addr, "GET", "/api/deals", "").await;
    assert!(kinds.contains("This server's deals (2 boards, in order)"), "{kinds}");
    let (st, body) = http(addr, "POST", "/api/tables", &json!({"deals": "file", "pace": 0}).to_string()).await;
    assert_eq!(st, 201, "{body}");
    let id = serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_string();
    let token = sit(addr, &id, "S").await;
    let mut ws = connect(addr, &id, Some(&token)).await.unwrap();
    let v = next_json(&mut ws).await;
    let deal: Deal = first.parse().unwrap();
    let south: Vec<String> =
        v["hands"][2].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
    let want: Vec<String> = deal.hand(Seat::South).iter().map(|c| c.to_string()).collect();
    let mut south_sorted = south.clone();
    south_sorted.sort();
    let mut want_sorted = want;
    want_sorted.sort();
    assert_eq!(south_sorted, want_sorted, "the file's first deal");
    // A server with no file refuses "file".
    let plain = start(0, false).await;
    let (st, body) = http(plain, "POST", "/api/tables", &json!({"deals": "file"}).to_string()).await;
    assert_eq!(st, 400);
    assert!(body.contains("no deals file"), "{body}");
}

// Issue 27: a process behind a load balancer is replaced without a lost action. /health says
// it takes work; on shutdown it says it does not, every table's connection is told to
// reconnect and closes, and what was written is there for the next process.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_shutting_down_tells_its_tables_to_reconnect_and_keeps_every_event() {
    let dir = std::env::temp_dir().join(format!("levee-drain-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = match std::env::var("LEVEE_TEST_POSTGRES") {
        Ok(_) => levee_server::store::scratch().await,
        Err(_) => dir.join("drain.sqlite").to_string_lossy().to_string(),
    };
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let config = Config { robot_samples: 0, analysis: false, ..Config::default() };
    let (addr, task) = serve(&db, config.clone(), async move {
        let _ = stopped.await;
    })
    .await;
    let (st, body) = http(addr, "GET", "/health", "").await;
    assert_eq!(st, 200, "{body}");
    assert_eq!(serde_json::from_str::<Value>(&body).unwrap()["status"], "ok");
    let id = new_table(addr, 7, "duplicate").await;
    let token = sit(addr, &id, "S").await;
    let mut ws = connect(addr, &id, Some(&token)).await.unwrap();
    let mut seen = 0;
    let mut v = next_json(&mut ws).await;
    // South plays a few calls or cards, then the server is stopped.
    while v["type"] != "view" || (v["version"].as_u64().unwrap() < 8 && v["phase"] != "over") {
        if v["type"] == "view" {
            check_view(&v, 2, &mut seen);
            let m = if let Some(calls) = v["legal"]["calls"].as_array() {
                Some(json!({"type": "call", "call": calls[0]}))
            } else {
                v["legal"]["cards"].as_array().map(|c| json!({"type": "card", "card": c[0]}))
            };
            if let Some(m) = m {
                ws.send(Message::Text(m.to_string().into())).await.unwrap();
            }
        }
        v = next_json(&mut ws).await;
    }
    let version = v["version"].as_u64().unwrap();
    stop.send(()).unwrap();
    let told = loop {
        match tokio::time::timeout(std::time::Duration::from_secs(10), ws.next()).await.unwrap() {
            Some(Ok(Message::Text(t))) => {
                let m: Value = serde_json::from_str(t.as_str()).unwrap();
                if m["type"] == "reconnect" {
                    break m;
                }
            }
            Some(Ok(_)) => {}
            other => panic!("closed without a word: {other:?}"),
        }
    };
    assert!(told["message"].as_str().unwrap().contains("restarting"), "{told}");
    assert!(matches!(ws.next().await, Some(Ok(Message::Close(_))) | None));
    tokio::time::timeout(std::time::Duration::from_secs(10), task).await.unwrap().unwrap();
    // The next process finds the table where it was.
    let (addr, _) = serve(&db, config, std::future::pending()).await;
    let (st, body) = http(addr, "GET", &format!("/api/tables/{id}"), "").await;
    assert_eq!(st, 200, "{body}");
    assert!(serde_json::from_str::<Value>(&body).unwrap()["version"].as_u64().unwrap() >= version);
    let _ = std::fs::remove_dir_all(&dir);
}

// Issue 26: the replay viewer's data. A board played at a table comes back whole once it is
// over — every call and card in order with who made it, the tricks as they fall, double
// dummy's word on each card — and a file a player uploads is listed and shown alike; bad files
// and boards are refused plainly.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_board_and_an_uploaded_file_step_through_in_the_replay() {
    let addr = start(0, false).await;
    let id = new_table(addr, 11, "duplicate").await;
    let token = sit(addr, &id, "S").await;
    let (st, body) = http(addr, "GET", &format!("/api/tables/{id}/boards/1"), "").await;
    assert_eq!(st, 404, "not before the board is over: {body}");
    let mut ws = connect(addr, &id, Some(&token)).await.unwrap();
    let mut seen = 0;
    let over = play_board(&mut ws, 2, &mut seen).await;
    let (st, body) = http(addr, "GET", &format!("/api/tables/{id}/boards/1"), "").await;
    assert_eq!(st, 200, "{body}");
    let b: Value = serde_json::from_str(&body).unwrap();
    let steps = b["steps"].as_array().unwrap();
    let calls: Vec<&Value> = steps.iter().filter(|s| s["kind"] == "call").collect();
    let cards: Vec<&Value> = steps.iter().filter(|s| s["kind"] == "card").collect();
    assert_eq!(calls.len(), over["auction"].as_array().unwrap().len());
    let played: usize = over["tricks"].as_array().unwrap().iter().map(|t| t["cards"].as_array().unwrap().len()).sum();
    assert_eq!(cards.len(), played);
    assert_eq!(b["hands"].as_array().unwrap().iter().map(|h| h.as_array().unwrap().len()).sum::<usize>(), 52);
    if let Some(last) = cards.last() {
        // After the last card double dummy's count is the tricks taken.
        assert_eq!(last["ns_after"], last["ns"]);
        assert_eq!(last["ns"], over["ns_tricks"]);
        assert!(cards.iter().filter(|c| !c["won_by"].is_null()).count() >= played / 4);
    }
    assert!(b["analysis"]["par"]["ns"].is_i64());
    // The table's PBN, uploaded: listed, then its board shown the same way.
    let (_, pbn) = http(addr, "GET", &format!("/tables/{id}/pbn"), "").await;
    let (st, list) = http(addr, "POST", "/api/replay", &pbn).await;
    assert_eq!(st, 200, "{list}");
    let list: Value = serde_json::from_str(&list).unwrap();
    assert_eq!(list["boards"].as_array().unwrap().len(), 1);
    assert_eq!(list["boards"][0]["whole"], true);
    let (st, again) = http(addr, "POST", "/api/replay?board=0", &pbn).await;
    assert_eq!(st, 200, "{again}");
    let again: Value = serde_json::from_str(&again).unwrap();
    assert_eq!(again["steps"], b["steps"]);
    assert_eq!(again["analysis"], b["analysis"]);
    // Bad input: a clear error, never a crash.
    let (st, e) = http(addr, "POST", "/api/replay", "these are not boards").await;
    assert_eq!(st, 400, "{e}");
    assert!(e.contains("not a PBN, LIN or levee JSON file"), "{e}");
    let (st, _) = http(addr, "POST", "/api/replay?board=7", &pbn).await;
    assert_eq!(st, 404);
    let (st, _) = http(addr, "POST", "/api/replay", &"[Board \"1\"]\n".repeat(60_000)).await;
    assert_eq!(st, 413, "a file over 512 KiB");
    let (st, _) = http(addr, "GET", "/api/tables/nope/boards/1", "").await;
    assert_eq!(st, 404);
    let (st, page) = http(addr, "GET", "/replay", "").await;
    assert_eq!(st, 200);
    assert!(page.contains("/assets/replay.js"));
}

/// A French reader's table speaks French: the robots' explanations of the calls they may make
/// and the rules' refusals come in the language the page asks for (`?lang=fr`); an English
/// reader at the same table gets English.
#[tokio::test]
async fn a_french_reader_gets_the_engines_words_in_french() {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let addr = start(0, false).await;
    let id = new_table(addr, 7, "duplicate").await;
    let token = sit(addr, &id, "S").await;
    let open = |lang: &'static str| {
        let mut req = format!("ws://{addr}/ws/{id}?lang={lang}").into_client_request().unwrap();
        req.headers_mut().insert("authorization", format!("Bearer {token}").parse().unwrap());
        async move { tokio_tungstenite::connect_async_with_config(req, None, true).await.unwrap().0 }
    };
    for (lang, meaning, refusal) in [
        ("fr", "Pas d'ouverture", "pas maintenant : les enchères sont en cours"),
        ("en", "No opening", "not now: the auction is in progress"),
    ] {
        let mut ws = open(lang).await;
        // South's turn in the auction (robots call first at once).
        let v = loop {
            let v = next_json(&mut ws).await;
            if v["type"] == "view" && v["to_act"] == "S" {
                break v;
            }
        };
        let means: Vec<&str> =
            v["legal"]["meanings"].as_object().unwrap().values().map(|m| m.as_str().unwrap()).collect();
        assert!(
            means.contains(&meaning)
                || means.iter().any(|m| m.starts_with(if lang == "fr" { "Naturel" } else { "Natural" })),
            "{lang}: {means:?}"
        );
        if lang == "fr" {
            assert!(!means.iter().any(|m| m.contains("Opening") || m.contains("Natural")), "English left: {means:?}");
        }
        ws.send(Message::Text(json!({"type": "card", "card": "SA"}).to_string().into())).await.unwrap();
        let e = loop {
            let m = next_json(&mut ws).await;
            if m["type"] == "error" {
                break m;
            }
        };
        assert_eq!(e["message"], refusal, "{lang}");
    }
}
