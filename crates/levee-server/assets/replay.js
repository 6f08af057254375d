// The replay viewer: a finished board stepped through call by call and card by card, forward
// and back (buttons, or the arrow keys), with double dummy's word on each card: the tricks
// North-South take with best play from there, and the cards that cost a trick. Boards come
// from a table (`?table=ID&board=N`, linked from the table and the history) or from a PBN or
// LIN file the player opens here. Every text is shown as text.
import { h, fill, cardFace, suitText } from '/assets/dom.js';
import { t, seat, said, callText, cardName, cardText, fillDoubleDummy, loadMessages } from '/assets/i18n.js';

const $ = (id) => document.getElementById(id);
const SEATS = ['N', 'E', 'S', 'W'];
const PLACE = { N: 'top', E: 'right', S: 'bottom', W: 'left' };
let board = null;
let step = 0;

function show(b) {
  board = b;
  step = 0;
  $('viewer').hidden = false;
  $('msg').textContent = '';
  draw();
  $('forward').focus();
}

function draw() {
  const b = board;
  const done = b.steps.slice(0, step);
  const played = new Set(done.filter((s) => s.kind === 'card').map((s) => s.card));
  const vul = b.vulnerability === 'None' ? t('vul-None') : t(`vul-${b.vulnerability}`);
  const contract = b.contract
    ? (b.contract === 'Pass' || b.contract === 'P' ? t('table-passed-out')
      : `${t('table-contract', { contract: said(b.contract), declarer: seat(b.declarer) })}${b.result == null ? '' : `, ${t('table-tricks-made', { tricks: b.result })}`}`)
    : '';
  $('head').textContent = [b.board ? t('tournament-board', { board: b.board }) : null, t('replay-dealer', { dealer: seat(b.dealer), vul }), contract]
    .filter(Boolean).join(' · ');
  // The hands around the board, the cards still held.
  SEATS.forEach((s, i) => {
    const name = (b.players || [])[i];
    const cards = b.hands[i].filter((c) => !played.has(c)).map((c) => h('span', { class: 'card' }, cardFace(c, cardName(c))));
    fill($(s), h('b', {}, seat(s)), ' ', h('span', { class: 'name' }, name || ''), h('br'), cards);
    $(s).className = `seat at-${PLACE[s]}` + (b.dealer === s ? ' dealer' : '');
  });
  // The trick on the table: the cards since the last one won (a trick just won stays).
  const cards = done.filter((s) => s.kind === 'card');
  let from = cards.length;
  while (from > 0 && !(cards[from - 1].won_by && from < cards.length)) from--;
  if (from > 0 && cards[from - 1].won_by && from === cards.length) from = Math.max(0, from - 4);
  const trick = cards.slice(from);
  fill($('C'), trick.map((s) => [`${seat(s.seat)} `, h('span', { class: 'card' }, cardFace(s.card, cardName(s.card))), ' ']));
  $('where').textContent = step === 0 ? t('replay-start') : t('replay-step', { n: step, total: b.steps.length });
  // Double dummy's word on the last card, or on the position before the lead.
  const last = done[done.length - 1];
  let judgement = '';
  if (last && last.kind === 'card') {
    judgement = t('replay-dd', { ns: last.ns_after, ew: 13 - last.ns_after }) + ` · ${t('table-tricks', { ns: last.ns, ew: last.ew })}`;
    if (last.lost > 0) {
      const side = last.seat === 'N' || last.seat === 'S' ? 'NS' : 'EW';
      judgement += ` — ${t('replay-lost', { card: cardText(last.card), seat: seat(last.seat), side: t(`vul-${side}`), n: last.lost })}`;
    }
  } else if (b.ns_before != null && !b.steps.slice(step).some((s) => s.kind === 'call')) {
    judgement = t('replay-dd', { ns: b.ns_before, ew: 13 - b.ns_before });
  }
  $('judgement').textContent = judgement;
  $('judgement').className = last && last.lost > 0 ? 'lost' : '';
  // The auction so far, from the dealer's column.
  const calls = done.filter((s) => s.kind === 'call');
  const start = SEATS.indexOf(b.dealer);
  const rows = [h('tr', {}, SEATS.map((c) => h('th', {}, seat(c))))];
  let row = [];
  for (let k = 0; k < start; k++) row.push(h('td'));
  calls.forEach((c, k) => {
    row.push(h('td', {}, suitText(String(c.call)).map((x) => (typeof x === 'string' ? callText(x) : x))));
    if ((start + k) % 4 === 3) { rows.push(h('tr', {}, row)); row = []; }
  });
  rows.push(h('tr', {}, row));
  fill($('auction'), rows);
  // The double-dummy table and par, as a grid.
  fillDoubleDummy($('ddtable'), $('par'), b.analysis);
  $('first').disabled = $('back').disabled = step === 0;
  $('last').disabled = $('forward').disabled = step === b.steps.length;
}

function go(to) {
  if (!board) return;
  step = Math.max(0, Math.min(board.steps.length, to));
  draw();
}

$('first').addEventListener('click', () => go(0));
$('back').addEventListener('click', () => go(step - 1));
$('forward').addEventListener('click', () => go(step + 1));
$('last').addEventListener('click', () => go(board.steps.length));
document.addEventListener('keydown', (e) => {
  if (e.target instanceof HTMLInputElement) return;
  const to = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: board ? board.steps.length : 0 }[e.key];
  if (to !== undefined && board) { e.preventDefault(); go(to); }
});

async function answer(r) {
  const body = await r.json();
  if (!r.ok) throw new Error(body.error || r.statusText);
  return body;
}

// A file the player opens: its boards listed, one shown when chosen. The file goes to the
// server to be read and solved, and is not kept there.
$('file').addEventListener('change', async () => {
  const f = $('file').files[0];
  if (!f) return;
  const text = await f.text();
  try {
    const { boards } = await answer(await fetch('/api/replay', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: text }));
    fill($('boards'), boards.map((b) => h('li', {}, h('button', {
      class: 'board', dataset: { index: b.index }, disabled: !b.whole,
      onclick: async () => {
        try { show(await answer(await fetch(`/api/replay?board=${b.index}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: text }))); } catch (e) { $('msg').textContent = e.message; }
      },
    }, [b.board ? t('tournament-board', { board: b.board }) : `#${b.index + 1}`, b.contract ? ` · ${said(b.contract)}${b.declarer ? ` ${seat(b.declarer)}` : ''}` : '', b.result == null ? '' : ` · ${b.result}`].join('')))));
  } catch (e) { $('msg').textContent = e.message; }
});

await loadMessages();
const q = new URLSearchParams(location.search);
if (q.get('table') && q.get('board')) {
  try {
    show(await answer(await fetch(`/api/tables/${encodeURIComponent(q.get('table'))}/boards/${encodeURIComponent(q.get('board'))}`)));
  } catch (e) { $('msg').textContent = e.message; }
}
