//! What stands between the tables and a hostile client: seat tokens kept only as digests and
//! compared in constant time, the security headers of every response, and the limits that
//! keep one address or one connection from crowding out everybody else.

use axum::http::{HeaderMap, HeaderValue, header};
use levee_core::Seat;
use sha2::{Digest, Sha256};
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What a table keeps of a seat's token: a digest of the token bound to the table and the
/// seat, so that a token works only where it was given and the event log holds nothing a
/// reader could sit with.
#[must_use]
pub fn token_digest(table: &str, seat: Seat, token: &str) -> String {
    let mut h = Sha256::new();
    h.update(b"levee seat token\0");
    h.update(table.as_bytes());
    h.update([0, seat as u8]);
    h.update(token.as_bytes());
    let d = h.finalize();
    let mut out = String::with_capacity(7 + 64);
    out.push_str("sha256:");
    for b in d {
        out.push_str(&format!("{b:02x}"));
    }
    out
}

/// Equal strings, in a time that depends only on their lengths (digests all have one).
#[must_use]
pub fn same_secret(a: &str, b: &str) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let diff = a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y));
    std::hint::black_box(diff) == 0
}

/// The cookie that carries a seat's token for table `id`: sent by the browser with the
/// table's WebSocket and its leave request, never readable by the page's scripts.
#[must_use]
pub fn cookie_name(id: &str) -> String {
    format!("levee_{id}")
}

/// The `Set-Cookie` value that gives the browser a seat at table `id`; `None` clears it.
#[must_use]
pub fn seat_cookie(id: &str, token: Option<&str>) -> String {
    match token {
        Some(t) => format!("{}={t}; Path=/; HttpOnly; SameSite=Strict; Max-Age=2592000", cookie_name(id)),
        None => format!("{}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0", cookie_name(id)),
    }
}

/// A request's token for table `id`: its seat cookie, or an `Authorization: Bearer` header
/// (scripts and tests). Never the URL: addresses end up in logs.
#[must_use]
pub fn token_from(headers: &HeaderMap, id: &str) -> Option<String> {
    if let Some(v) = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok())
        && let Some(t) = v.strip_prefix("Bearer ")
    {
        return Some(t.trim().to_string());
    }
    cookie(headers, &cookie_name(id)).map(str::to_string)
}

/// A cookie's value, when the request carries it and it is not empty.
fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, v)| *k == name && !v.is_empty())
        .map(|(_, v)| v)
}

/// The reader's language: the one asked in the address (`?lang=fr`), else the one the pages
/// remember (the `levee-lang` cookie), else the browser's first (`Accept-Language`), else
/// English.
#[must_use]
pub fn lang_of(headers: &HeaderMap, asked: Option<&str>) -> levee_i18n::Lang {
    use levee_i18n::Lang;
    let remembered = || cookie(headers, "levee-lang").and_then(Lang::from_tag);
    let browser = || {
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(',').next())
            .and_then(|first| Lang::from_tag(first.split(';').next().unwrap_or("")))
    };
    asked.and_then(Lang::from_tag).or_else(remembered).or_else(browser).unwrap_or_default()
}

/// A WebSocket opened from another site's page is refused: the browser would send that
/// page the seat cookie. Clients that are not browsers send no `Origin`.
#[must_use]
pub fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else { return true };
    let Some(host) = headers.get(header::HOST).and_then(|v| v.to_str().ok()) else { return false };
    let origin_host = origin.split_once("://").map_or(origin, |x| x.1);
    origin_host.eq_ignore_ascii_case(host)
}

/// The security headers on every response: scripts, styles, images and connections only from
/// the server itself, nothing inline, no framing, no sniffing, no referrer.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'self'; \
     frame-ancestors 'none'";

/// Adds the security headers to a response's headers.
pub fn secure_headers(h: &mut HeaderMap) {
    h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CONTENT_SECURITY_POLICY));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
}

/// The limits a server holds every client to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// WebSocket connections open at once from one address.
    pub connections_per_address: usize,
    /// Tables one address may create in a minute.
    pub tables_per_minute: usize,
    /// Messages a connection may send a second, on average.
    pub messages_per_second: u32,
    /// Messages a connection may send at once before the average applies.
    pub message_burst: u32,
    /// A connection is closed once this many of its messages had to wait for their turn.
    pub flood_close: u32,
    /// A name's length, in characters.
    pub name_chars: usize,
    /// Rows on one page of the history.
    pub history_rows: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections_per_address: 32,
            tables_per_minute: 20,
            messages_per_second: 10,
            message_burst: 20,
            flood_close: 1000,
            name_chars: 24,
            history_rows: 100,
        }
    }
}

impl Limits {
    /// No limit at all but the sizes (load benchmarks, whose clients share one address).
    #[must_use]
    pub fn unlimited() -> Limits {
        Limits {
            connections_per_address: usize::MAX,
            tables_per_minute: usize::MAX,
            messages_per_second: u32::MAX,
            message_burst: u32::MAX,
            flood_close: u32::MAX,
            ..Limits::default()
        }
    }
}

/// The per-address counters.
#[derive(Debug, Default)]
pub(crate) struct Gate {
    open: Mutex<HashMap<IpAddr, usize>>,
    created: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
}

/// An open connection counted against its address; uncounted when dropped.
#[derive(Debug)]
pub(crate) struct Admitted {
    gate: Arc<Gate>,
    addr: Option<IpAddr>,
}

impl Drop for Admitted {
    fn drop(&mut self) {
        if let Some(a) = self.addr {
            let mut open = self.gate.open.lock().expect("gate");
            if let Some(n) = open.get_mut(&a) {
                *n -= 1;
                if *n == 0 {
                    open.remove(&a);
                }
            }
        }
    }
}

impl Gate {
    /// Admits one more connection from `addr` (unknown addresses are not counted).
    pub(crate) fn admit(self: &Arc<Gate>, addr: Option<IpAddr>, max: usize) -> Option<Admitted> {
        if let Some(a) = addr {
            let mut open = self.open.lock().expect("gate");
            let n = open.entry(a).or_insert(0);
            if *n >= max {
                return None;
            }
            *n += 1;
        }
        Some(Admitted { gate: self.clone(), addr })
    }

    /// Whether `addr` may create another table now (and counts it).
    pub(crate) fn may_create(&self, addr: Option<IpAddr>, per_minute: usize, now: Instant) -> bool {
        let Some(a) = addr else { return true };
        let mut created = self.created.lock().expect("gate");
        // Forget addresses with nothing in the window, so the map stays small.
        if created.len() > 10_000 {
            created.retain(|_, q| q.back().is_some_and(|t| now.duration_since(*t) < Duration::from_secs(60)));
        }
        let q = created.entry(a).or_default();
        while q.front().is_some_and(|t| now.duration_since(*t) >= Duration::from_secs(60)) {
            q.pop_front();
        }
        if q.len() >= per_minute {
            return false;
        }
        q.push_back(now);
        true
    }
}

/// A connection's message allowance: a token bucket whose debt is time. A message beyond
/// the allowance waits its turn (the connection is read no faster, so a flood backs up in
/// its own socket, not in the server); a connection that has made `flood_close` messages wait
/// is closed (no person sends ten a second for long).
#[derive(Debug)]
pub(crate) struct Bucket {
    tokens: f64,
    rate: f64,
    burst: f64,
    at: Instant,
    /// Messages that had to wait so far.
    pub(crate) waited: u32,
}

impl Bucket {
    pub(crate) fn new(limits: &Limits, now: Instant) -> Bucket {
        let burst = f64::from(limits.message_burst);
        Bucket { tokens: burst, rate: f64::from(limits.messages_per_second), burst, at: now, waited: 0 }
    }

    /// Takes one message's allowance: how long the message must wait (zero when within it).
    pub(crate) fn take(&mut self, now: Instant) -> Duration {
        let dt = now.saturating_duration_since(self.at).as_secs_f64();
        self.at = now;
        self.tokens = (self.tokens + dt * self.rate).min(self.burst) - 1.0;
        if self.tokens >= 0.0 {
            Duration::ZERO
        } else {
            self.waited += 1;
            Duration::from_secs_f64(-self.tokens / self.rate)
        }
    }
}

/// Text a person typed (a name), as the pages may show it: control and formatting characters
/// out (they can reverse or hide what follows), white space folded, cut to `max` characters.
#[must_use]
pub fn clean_name(raw: &str, max: usize) -> String {
    let kept: String = raw
        .chars()
        .filter(|c| !c.is_control() && !is_format_char(*c))
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    kept.chars().take(max).collect()
}

/// Unicode's invisible formatting characters: bidirectional overrides and isolates, zero-width
/// joiners and spaces, the byte-order mark.
fn is_format_char(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}' | '\u{061C}')
}

/// Text for an HTML page built on the server: every character that could open markup or
/// leave an attribute escaped. The one helper the server's HTML uses.
#[must_use]
pub fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reader's language: asked in the address first, then the pages' cookie, then the
    /// browser's first language, then English; a language levee does not speak is passed over.
    #[test]
    fn the_readers_language_comes_from_the_address_the_cookie_or_the_browser() {
        use levee_i18n::Lang;
        let mut h = HeaderMap::new();
        assert_eq!(lang_of(&h, None), Lang::En);
        h.insert(header::ACCEPT_LANGUAGE, "fr-CA,fr;q=0.9,en;q=0.5".parse().unwrap());
        assert_eq!(lang_of(&h, None), Lang::Fr);
        h.insert(header::COOKIE, "levee_x=1; levee-lang=en".parse().unwrap());
        assert_eq!(lang_of(&h, None), Lang::En);
        assert_eq!(lang_of(&h, Some("fr")), Lang::Fr);
        assert_eq!(lang_of(&h, Some("de")), Lang::En);
        h.insert(header::COOKIE, "levee-lang=".parse().unwrap());
        assert_eq!(lang_of(&h, None), Lang::Fr);
    }

    #[test]
    fn a_token_is_bound_to_its_table_and_seat() {
        let d = token_digest("t1", Seat::South, "secret");
        assert!(d.starts_with("sha256:") && d.len() == 71);
        assert_eq!(d, token_digest("t1", Seat::South, "secret"));
        assert_ne!(d, token_digest("t2", Seat::South, "secret"));
        assert_ne!(d, token_digest("t1", Seat::North, "secret"));
        assert!(same_secret(&d, &token_digest("t1", Seat::South, "secret")));
        assert!(!same_secret(&d, &token_digest("t1", Seat::South, "secreT")));
    }

    #[test]
    fn tokens_come_from_the_cookie_or_the_header_only() {
        let mut h = HeaderMap::new();
        h.insert(header::COOKIE, HeaderValue::from_static("a=1; levee_abc=tok; levee_abcd=other"));
        assert_eq!(token_from(&h, "abc").as_deref(), Some("tok"));
        assert_eq!(token_from(&h, "abcd").as_deref(), Some("other"));
        assert_eq!(token_from(&h, "zzz"), None);
        h.insert(header::AUTHORIZATION, HeaderValue::from_static("Bearer xyz"));
        assert_eq!(token_from(&h, "zzz").as_deref(), Some("xyz"));
    }

    #[test]
    fn origins() {
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_static("127.0.0.1:8080"));
        assert!(same_origin(&h));
        h.insert(header::ORIGIN, HeaderValue::from_static("http://127.0.0.1:8080"));
        assert!(same_origin(&h));
        h.insert(header::ORIGIN, HeaderValue::from_static("https://evil.example"));
        assert!(!same_origin(&h));
    }

    #[test]
    fn names_lose_what_could_hide_or_reverse_text() {
        assert_eq!(clean_name("  Hé\u{202E}lène \n\t Dupont ", 24), "Hélène Dupont");
        assert_eq!(clean_name("a\u{200B}b", 24), "ab");
        assert_eq!(clean_name(&"x".repeat(40), 24).chars().count(), 24);
        assert_eq!(escape_html("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    }

    #[test]
    fn the_bucket_makes_a_flood_wait_and_refills() {
        let limits = Limits::default();
        let t0 = Instant::now();
        let mut b = Bucket::new(&limits, t0);
        let waits: Vec<Duration> = (0..30).map(|_| b.take(t0)).collect();
        assert!(waits[..20].iter().all(|w| w.is_zero()));
        // The 21st message waits a tenth of a second, the 30th a whole second.
        assert!((waits[20].as_secs_f64() - 0.1).abs() < 1e-9, "{waits:?}");
        assert!((waits[29].as_secs_f64() - 1.0).abs() < 1e-9, "{waits:?}");
        assert_eq!(b.waited, 10);
        // Quiet for three seconds: the allowance is back.
        assert!(b.take(t0 + Duration::from_secs(4)).is_zero());
    }

    #[test]
    fn addresses_are_counted() {
        let gate = Arc::new(Gate::default());
        let a = Some(IpAddr::from([10, 0, 0, 1]));
        let first = gate.admit(a, 2).unwrap();
        let _second = gate.admit(a, 2).unwrap();
        assert!(gate.admit(a, 2).is_none());
        drop(first);
        assert!(gate.admit(a, 2).is_some());
        let t = Instant::now();
        assert!((0..3).all(|_| gate.may_create(a, 3, t)));
        assert!(!gate.may_create(a, 3, t));
        assert!(gate.may_create(a, 3, t + Duration::from_secs(61)));
    }
}
