// The table page: draws only what the server's view holds, sends intentions, decides
// nothing. Every text from the server or another player is shown as text, never as HTML.
import { h, fill, cardLabel, callLabel, suitText } from '/assets/dom.js';

const $ = (id) => document.getElementById(id);
const id = location.pathname.split('/').pop();
const SEATS = ['N', 'E', 'S', 'W'];
let ws;
let chosenCall = null;

function send(o) { ws.send(JSON.stringify(o)); }

function statusLine(v) {
  return (v.tournament ? `Tournament ${v.tournament.id} (${v.tournament.boards} boards) · ` : '') + `Table ${v.table} · board ${v.board} · dealer ${v.dealer} · vul ${v.vulnerability} · ${v.scoring_label}`
    + (v.you ? ` · you are ${v.you}` : ' · watching')
    + (v.contract ? ` · ${v.contract.contract} by ${v.contract.declarer}` : '')
    + ` · tricks NS ${v.ns_tricks} EW ${v.ew_tricks}`;
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
        ? h('button', { class: 'card', dataset: { card: c }, onclick: () => send({ type: 'card', card: c }) }, cardLabel(c))
        : h('span', { class: 'card' }, cardLabel(c))))
      : h('span', {}, `${v.counts[i]} cards`);
    fill(el, h('b', {}, s), ' ', h('span', { class: 'name' }, v.seats[i].name || ''), h('br'), cards);
  });
}

function drawCentre(v) {
  const cur = v.current && v.current.cards.length ? v.current : (v.tricks.length ? v.tricks[v.tricks.length - 1] : null);
  if (!cur) { fill($('C')); return; }
  const start = SEATS.indexOf(cur.leader);
  fill($('C'), cur.cards.map((c, k) => [`${SEATS[(start + k) % 4]} `, h('span', { class: 'card' }, cardLabel(c)), ' ']));
}

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
    parts.push('Your call: ', v.legal.calls.map((c) => h('button', {
      dataset: { call: c }, title: means[c] || null, class: chosenCall === c ? 'chosen' : null,
      onmouseenter: explain(c), onclick: choose(c),
    }, labels[c] ? suitText(labels[c]) : callLabel(c))), meaning);
    if (touch) parts.push(h('div', { class: 'hint' }, 'Tap a call to see what it means, tap it again to make it.'));
  } else if (v.phase === 'over' && v.you && v.tournament && v.scores.length >= v.tournament.boards) {
    // A tournament's boards all played: its ranking.
    if (v.ended) parts.push(v.ended, h('br'));
    parts.push(h('a', { id: 'ranking', class: 'light', href: `/tournaments/${encodeURIComponent(v.tournament.id)}` },
      `All ${v.tournament.boards} boards played: the tournament's ranking`));
  } else if (v.phase === 'over' && v.you && !v.match_over) {
    if (v.ended) parts.push(v.ended, h('br'));
    const next = `Next ${v.game === 'bridgeote' ? 'deal' : 'board'}`;
    if (v.ready.includes(v.you)) {
      // The next deal waits for every person at the table.
      const waiting = v.seats.filter((s) => s.name && !s.robot && !v.ready.includes(s.seat)).map((s) => `${s.name} (${s.seat})`);
      parts.push(h('span', { id: 'waiting' }, `${next}: waiting for ${waiting.join(', ') || 'the others'}`));
    } else {
      parts.push(h('button', { id: 'next', onclick: () => send({ type: 'next' }) }, next));
    }
  } else if (v.ended) {
    parts.push(v.ended);
  }
  if (v.can_annul) {
    parts.push(' ', h('button', { id: 'annul', onclick: () => send({ type: 'annul' }) }, 'Show the four sevens: cancel the deal'));
  }
  fill(box, parts);
}

function drawAuction(v) {
  const el = $('auction');
  if (v.told && v.told.length) {
    fill(el, v.told.map((t) => h('tr', {}, h('td', {}, t.seat), h('td', {}, t.says))));
    return;
  }
  // Columns from the first caller: the dealer in bridge, the dealer's left in Bridgeote.
  const start = SEATS.indexOf(v.auction.length ? v.auction[0].seat : v.dealer);
  const rows = [h('tr', {}, SEATS.map((c) => h('th', {}, c)))];
  let row = [];
  for (let k = 0; k < start; k++) row.push(h('td'));
  v.auction.forEach((a, k) => {
    row.push(h('td', { title: a.meaning || null }, suitText(String(a.call)).map((x) => (typeof x === 'string' ? callLabel(x) : x))));
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
    fill(el, h('span', { id: 'refused' }, `Claim refused: ${v.claim_refused}`));
  } else if (v.claim && me && v.claim.by !== me && ns(v.claim.by) !== ns(me)) {
    fill(el, `${v.claim.by} claims ${v.claim.tricks} of the remaining tricks `,
      h('button', { id: 'acc', onclick: () => send({ type: 'accept' }) }, 'Accept'),
      h('button', { id: 'rej', onclick: () => send({ type: 'reject' }) }, 'Reject'));
  } else if (v.phase === 'play' && me && me !== dummy && v.game !== 'bridgeote') {
    fill(el, h('button', { id: 'claimall', onclick: () => send({ type: 'claim', tricks: 13 - v.tricks.length }) }, 'Claim the rest'));
  } else fill(el);
}

function sheetText(v) {
  let sheet;
  if (v.game === 'bridgeote') {
    sheet = (v.points ? `Points this deal: NS ${v.points.ns}  EW ${v.points.ew}` : '')
      + (v.said.length ? '  · ' + v.said.map((s) => `${s.seat}: ${s.says}`).join(', ') : '');
  } else {
    sheet = 'Scores (NS)\n' + v.scores.map((s) => `board ${s.board}: ${s.contract || 'passed out'}${s.declarer ? ' by ' + s.declarer : ''}`
      + `${s.result != null ? ', ' + s.result + ' tricks' : ''}  ${s.ns > 0 ? '+' : ''}${s.ns}`).join('\n');
  }
  if (v.sheet && v.sheet.drawn) {
    sheet += `\n\n${v.sheet.title || 'Rubber'}\n` + v.sheet.drawn;
  } else if (v.sheet) {
    sheet += '\n\n      We   |  They\n' + v.sheet.entries.map((e) => (e.side === 'we'
      ? `${String(e.points).padStart(8)}${e.below ? ' _' : ''}  |` : `          |  ${e.points}${e.below ? ' _' : ''}`)).join('\n')
      + `\n  ${String(v.sheet.we).padStart(6)}  |  ${v.sheet.they}`;
  }
  return sheet;
}

function recordText(v) {
  let rec = v.deal ? `Deal: ${v.deal}` + (v.game === 'bridgeote' ? '' : `\nPBN of the finished boards: /tables/${v.table}/pbn`) : '';
  if (v.analysis) {
    rec += '\n\nDouble dummy     N  E  S  W\n' + v.analysis.double_dummy.map((r) => `  ${r.strain.padEnd(14)}${r.tricks.map((t) => String(t).padStart(3)).join('')}`).join('\n');
    rec += `\nPar: NS ${v.analysis.par.ns > 0 ? '+' : ''}${v.analysis.par.ns} (${v.analysis.par.contracts.join(', ') || 'passed out'})`;
  } else if (v.deal && v.game !== 'bridgeote') rec += '\n(double-dummy analysis…)';
  return rec;
}

function render(v) {
  $('status').textContent = statusLine(v);
  drawSeats(v);
  drawCentre(v);
  drawBox(v);
  drawAuction(v);
  drawClaim(v);
  $('sheet').textContent = sheetText(v);
  $('record').textContent = recordText(v);
  $('leave').hidden = !v.you;
}

$('leave').addEventListener('click', async () => {
  const r = await fetch(`/api/tables/${encodeURIComponent(id)}/leave`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (r.ok) location.href = '/';
});

function connect() {
  // The seat's cookie goes with the request: no token in the address.
  ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/${encodeURIComponent(id)}`);
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.type === 'view') { $('msg').textContent = ''; render(m); } else if (m.type === 'error') $('msg').textContent = m.message;
  };
  ws.onclose = () => { $('status').textContent = 'disconnected — reconnecting…'; setTimeout(connect, 1000); };
}
connect();
