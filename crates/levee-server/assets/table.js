// The table page: draws only what the server's view holds, sends intentions, decides
// nothing. Every text from the server or another player is shown as text, never as HTML.
import { h, fill, cardFace, suitText } from '/assets/dom.js';
import { t, lang, seat, said, callText, cardName, fillDoubleDummy, loadMessages } from '/assets/i18n.js';

const $ = (id) => document.getElementById(id);
const id = location.pathname.split('/').pop();
const SEATS = ['N', 'E', 'S', 'W'];
const BID = /^[1-7](C|D|H|S|NT)$/;
let ws;
let chosenCall = null;

function send(o) { ws.send(JSON.stringify(o)); }

// A scoring's name in the reader's language.
function scoringName(v) {
  return t(v.game === 'minibridge' ? 'scoring-minibridge' : `scoring-${String(v.scoring).replace('_', '-')}`);
}

function statusLine(v) {
  return (v.tournament ? `${t('table-tournament', { id: v.tournament.id, boards: v.tournament.boards })} · ` : '')
    + t('table-status', { table: v.table, board: v.board, dealer: seat(v.dealer), vul: v.vulnerability === '—' ? '—' : t(`vul-${v.vulnerability}`), scoring: scoringName(v) })
    + ` · ${v.you ? t('table-you-are', { seat: seat(v.you) }) : t('table-watching')}`
    + (v.contract ? ` · ${t('table-contract', { contract: said(v.contract.contract), declarer: seat(v.contract.declarer) })}` : '')
    + ` · ${t('table-tricks', { ns: v.ns_tricks, ew: v.ew_tricks })}`;
}

// Where each seat sits on the screen: yours at the bottom, your left-hand opponent on the
// left, partner at the top (a spectator sees South at the bottom).
const PLACES = ['bottom', 'left', 'top', 'right'];
function place(v, s) {
  const me = SEATS.indexOf(v.you || 'S');
  return PLACES[(SEATS.indexOf(s) - me + 4) % 4];
}

function drawSeats(v) {
  const legal = (v.legal && v.legal.cards) || [];
  SEATS.forEach((s, i) => {
    const el = $(s);
    el.className = `seat at-${place(v, s)}` + (v.to_act === s ? ' act' : '');
    const hand = v.hands[i];
    // The server sends each hand in the order it is shown (dummy: trumps first).
    const cards = hand
      ? hand.map((c) => (legal.includes(c)
        ? h('button', { class: 'card', dataset: { card: c }, onclick: () => send({ type: 'card', card: c }) }, cardFace(c, cardName(c)))
        : h('span', { class: 'card' }, cardFace(c, cardName(c)))))
      : h('span', {}, t('table-cards', { count: v.counts[i] }));
    fill(el, h('b', {}, seat(s)), ' ', h('span', { class: 'name' }, v.seats[i].name || ''), h('br'), cards);
  });
}

// The trick on the table: each card in front of the player who played it (yours at the
// bottom). On demand, the last trick won instead, until asked again or a card is played.
let showLast = false;
let lastSeen = -1;
function drawCentre(v) {
  const done = v.tricks.length;
  if (done !== lastSeen) { lastSeen = done; showLast = false; }
  const playing = v.current && v.current.cards.length;
  const previous = done ? v.tricks[done - 1] : null;
  const cur = showLast && previous ? previous : (playing ? v.current : previous);
  const lastButton = previous && v.phase === 'play'
    ? h('button', { id: 'last-trick', class: 'small', 'aria-pressed': String(showLast), onclick: () => { showLast = !showLast; render(current); } },
      t(showLast ? 'table-this-trick' : 'table-last-trick'))
    : null;
  if (!cur) { fill($('C'), lastButton); return; }
  const start = SEATS.indexOf(cur.leader);
  const slots = cur.cards.map((c, k) => {
    const who = SEATS[(start + k) % 4];
    return h('span', { class: `played at-${place(v, who)}` },
      `${seat(who)} `, h('span', { class: 'card' }, cardFace(c, cardName(c))), ' ');
  });
  fill($('C'), h('div', { class: 'trick' + (cur === previous && playing ? ' past' : '') }, slots), lastButton);
}

// A gentle clock for the player to act: how long they have been thinking, nothing more (no
// time runs out at a friendly table).
let turnKey = null;
let turnSince = 0;
function drawClock(v) {
  const mine = !!(v.legal && (v.legal.calls || v.legal.cards));
  const key = mine ? `${v.board}/${v.auction.length}/${v.tricks.length}/${v.current ? v.current.cards.length : 0}` : null;
  if (key !== turnKey) { turnKey = key; turnSince = Date.now(); }
  const el = $('clock');
  if (!mine) { el.hidden = true; return; }
  const s = Math.floor((Date.now() - turnSince) / 1000);
  el.hidden = false;
  el.textContent = t('table-your-turn', { time: `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` });
  el.classList.toggle('long', s >= 60);
}
setInterval(() => { if (current) drawClock(current); }, 1000);

function drawBox(v) {
  const box = $('box');
  const parts = [];
  if (v.legal && v.legal.calls) {
    const means = v.legal.meanings || {};
    const labels = v.legal.labels || {};
    const meaning = h('div', { id: 'meaning' });
    const explain = (c) => () => { meaning.textContent = `${c}: ${means[c] || ''}`; };
    // On a touch screen the first tap on a call shows what it means, a second tap makes it.
    const touch = window.matchMedia('(hover: none)').matches;
    const choose = (c) => (e) => {
      if (touch && chosenCall !== c) {
        chosenCall = c;
        explain(c)();
        for (const b of box.querySelectorAll('button[data-call]')) b.classList.toggle('chosen', b === e.currentTarget);
        return;
      }
      chosenCall = null;
      send({ type: 'call', call: c });
    };
    const button = (c) => h('button', {
      dataset: { call: c }, title: means[c] || null, class: chosenCall === c ? 'chosen' : null,
      onmouseenter: explain(c), onclick: choose(c),
    }, labels[c] ? suitText(labels[c]) : callText(c));
    const bids = v.legal.calls.filter((c) => BID.test(c));
    if (v.game === 'bridge' && bids.length) {
      // A bidding box: pass, double and redouble, then a row a level from the lowest bid
      // allowed, the strains in rank order; a bid below the last one shows, greyed.
      const legal = new Set(v.legal.calls);
      const low = Number(bids[0][0]);
      const rows = [h('div', { class: 'box-row' }, ['P', 'X', 'XX'].filter((c) => legal.has(c)).map(button))];
      for (let level = low; level <= 7; level++) {
        rows.push(h('div', { class: 'box-row' }, ['C', 'D', 'H', 'S', 'NT'].map((s) => {
          const c = `${level}${s}`;
          return legal.has(c) ? button(c) : h('button', { class: 'off', disabled: true, 'aria-hidden': 'true', tabindex: '-1' }, callText(c));
        })));
      }
      parts.push(h('div', {}, t('table-your-call')), h('div', { class: 'bidding-box' }, rows), meaning);
    } else {
      parts.push(`${t('table-your-call')} `, v.legal.calls.map(button), meaning);
    }
    if (touch) parts.push(h('div', { class: 'hint' }, t('table-tap-hint')));
  } else if (v.phase === 'over' && v.you && v.tournament && v.scores.length >= v.tournament.boards) {
    // A tournament's boards all played: its ranking.
    if (v.ended) parts.push(v.ended, h('br'));
    parts.push(h('a', { id: 'ranking', class: 'light', href: `/tournaments/${encodeURIComponent(v.tournament.id)}` },
      t('table-ranking-link', { boards: v.tournament.boards })));
  } else if (v.phase === 'over' && v.you && !v.match_over) {
    if (v.ended) parts.push(v.ended, h('br'));
    const next = t(v.game === 'bridgeote' ? 'table-next-deal' : 'table-next-board');
    if (v.ready.includes(v.you)) {
      // The next deal waits for every person at the table.
      const waiting = v.seats.filter((s) => s.name && !s.robot && !v.ready.includes(s.seat)).map((s) => `${s.name} (${seat(s.seat)})`);
      parts.push(h('span', { id: 'waiting' }, t('table-waiting', { next, who: waiting.join(', ') || t('table-the-others') })));
    } else {
      parts.push(h('button', { id: 'next', onclick: () => send({ type: 'next' }) }, next));
    }
  } else if (v.ended) {
    parts.push(v.ended);
  }
  if (v.can_undo) {
    parts.push(' ', h('button', { id: 'undo', onclick: () => send({ type: 'undo' }) }, t('table-undo')));
  }
  if (v.can_annul) {
    parts.push(' ', h('button', { id: 'annul', onclick: () => send({ type: 'annul' }) }, t('table-annul')));
  }
  fill(box, parts);
}

function drawAuction(v) {
  const el = $('auction');
  if (v.told && v.told.length) {
    fill(el, v.told.map((x) => h('tr', {}, h('td', {}, seat(x.seat)), h('td', {}, x.says))));
    return;
  }
  // Columns from the first caller: the dealer in bridge, the dealer's left in Bridgeote.
  const start = SEATS.indexOf(v.auction.length ? v.auction[0].seat : v.dealer);
  // The seats as players know them on a board: the vulnerable in red, the dealer marked.
  const vul = (s) => v.vulnerability === 'All' || (v.vulnerability === 'NS' && (s === 'N' || s === 'S'))
    || (v.vulnerability === 'EW' && (s === 'E' || s === 'W'));
  const rows = [h('tr', {}, SEATS.map((c) => h('th', { class: [vul(c) ? 'vul' : null, c === v.dealer ? 'dealer' : null].filter(Boolean).join(' ') || null },
    seat(c), c === v.dealer ? h('span', { class: 'mark' }, ` (${t('table-dealer-mark')})`) : null)))];
  let row = [];
  for (let k = 0; k < start; k++) row.push(h('td'));
  v.auction.forEach((a, k) => {
    row.push(h('td', { title: a.meaning || null }, suitText(String(a.call)).map((x) => (typeof x === 'string' ? callText(x) : x))));
    if ((start + k) % 4 === 3) { rows.push(h('tr', {}, row)); row = []; }
  });
  rows.push(h('tr', {}, row));
  fill(el, rows);
}

function drawClaim(v) {
  const el = $('claim');
  const me = v.you;
  const ns = (s) => s === 'N' || s === 'S';
  // Dummy neither plays nor claims (declarer plays dummy's cards).
  const dummy = v.contract ? SEATS[(SEATS.indexOf(v.contract.declarer) + 2) % 4] : null;
  if (v.claim_refused && !v.claim) {
    fill(el, h('span', { id: 'refused' }, t('table-claim-refused', { why: v.claim_refused })));
  } else if (v.claim && me && v.claim.by !== me && ns(v.claim.by) !== ns(me)) {
    fill(el, `${t('table-claims', { seat: seat(v.claim.by), tricks: v.claim.tricks })} `,
      h('button', { id: 'acc', onclick: () => send({ type: 'accept' }) }, t('table-accept')),
      h('button', { id: 'rej', onclick: () => send({ type: 'reject' }) }, t('table-reject')));
  } else if (v.phase === 'play' && me && me !== dummy && v.game !== 'bridgeote') {
    fill(el, h('button', { id: 'claimall', onclick: () => send({ type: 'claim', tricks: 13 - v.tricks.length }) }, t('table-claim-rest')));
  } else fill(el);
}

function sheetText(v) {
  let sheet;
  if (v.game === 'bridgeote') {
    sheet = (v.points ? t('table-points-deal', { ns: v.points.ns, ew: v.points.ew }) : '')
      + (v.said.length ? '  · ' + v.said.map((s) => `${seat(s.seat)}: ${s.says}`).join(', ') : '');
  } else {
    sheet = `${t('table-scores')}\n` + v.scores.map((s) => {
      const contract = (s.contract ? said(s.contract) : t('table-passed-out'))
        + (s.declarer ? ` ${t('table-by', { seat: seat(s.declarer) })}` : '')
        + (s.result != null ? `, ${t('table-tricks-made', { tricks: s.result })}` : '');
      return `${t('table-score-line', { board: s.board, contract })}  ${s.ns > 0 ? '+' : ''}${s.ns}`;
    }).join('\n');
  }
  if (v.sheet && v.sheet.drawn) {
    sheet += `\n\n${v.sheet.title || t('table-rubber')}\n` + v.sheet.drawn;
  } else if (v.sheet) {
    sheet += `\n\n      ${t('table-we-they')}\n` + v.sheet.entries.map((e) => (e.side === 'we'
      ? `${String(e.points).padStart(8)}${e.below ? ' _' : ''}  |` : `          |  ${e.points}${e.below ? ' _' : ''}`)).join('\n')
      + `\n  ${String(v.sheet.we).padStart(6)}  |  ${v.sheet.they}`;
  }
  return sheet;
}

function recordText(v) {
  let rec = v.deal ? t('table-deal', { deal: v.deal }) + (v.game === 'bridgeote' ? '' : `\n${t('table-pbn-link', { url: `/tables/${v.table}/pbn` })}`) : '';
  if (!v.analysis && v.deal && v.game !== 'bridgeote') rec += `\n${t('table-analysing')}`;
  return rec;
}

let current = null;
function render(v) {
  current = v;
  $('status').textContent = statusLine(v);
  drawClock(v);
  drawSeats(v);
  drawCentre(v);
  drawBox(v);
  drawAuction(v);
  drawClaim(v);
  $('sheet').textContent = sheetText(v);
  $('record').textContent = recordText(v);
  // The hand record's double-dummy table and par, as a grid.
  $('ddtable').hidden = $('par').hidden = !v.analysis;
  if (v.analysis) fillDoubleDummy($('ddtable'), $('par'), v.analysis);
  $('leave').hidden = !v.you;
  // A finished bridge or minibridge board opens in the replay viewer.
  const replay = v.phase === 'over' && v.game !== 'bridgeote' && v.game !== 'bataille' && v.deal;
  $('replay').hidden = !replay;
  if (replay) $('replay-link').href = `/replay?table=${encodeURIComponent(v.table)}&board=${v.board}`;
  drawTalk(v);
}

// What the people at the table said: names and words as text, the latest at the bottom.
function drawTalk(v) {
  $('talk-form').hidden = !v.you;
  fill($('talk-lines'), (v.talk || []).map((m) => h('li', {}, h('b', {}, `${m.name} (${seat(m.seat)})`), ' ', m.text)));
  $('talk').hidden = !v.you && !(v.talk || []).length;
}

$('talk-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const text = $('talk-text').value.trim();
  if (!text) return;
  send({ type: 'say', text });
  $('talk-text').value = '';
});

$('leave').addEventListener('click', async () => {
  const r = await fetch(`/api/tables/${encodeURIComponent(id)}/leave`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (r.ok) location.href = '/';
});

let restarting = false;
function connect() {
  // The seat's cookie goes with the request: no token in the address.
  ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/${encodeURIComponent(id)}?lang=${lang}`);
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.type === 'view') { $('msg').textContent = ''; render(m); } else if (m.type === 'error') $('msg').textContent = m.message;
    else if (m.type === 'reconnect') restarting = true;
  };
  // A server restarting says so first: the table comes back at once (another server behind the
  // same address takes it), not after the wait of a lost connection.
  ws.onclose = () => {
    $('status').textContent = t(restarting ? 'table-restarting' : 'table-disconnected');
    setTimeout(connect, restarting ? 100 + Math.random() * 400 : 1000);
    restarting = false;
  };
}
await loadMessages();
connect();
