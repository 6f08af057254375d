// The lobby: make a table, see the tables, sit. Every name is shown as text.
import { h, fill } from '/assets/dom.js';

const $ = (id) => document.getElementById(id);

function problem(text) { $('error').textContent = text; }

async function sit(id, seat) {
  const name = $('name').value;
  // The answer sets the seat's cookie (HttpOnly: no script of the page ever reads it).
  const r = await fetch(`/api/tables/${encodeURIComponent(id)}/sit`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seat, name }),
  });
  const j = await r.json();
  if (!r.ok) { problem(j.error); return; }
  location.href = `/tables/${encodeURIComponent(id)}`;
}

async function refresh() {
  const r = await fetch('/api/tables');
  if (!r.ok) return;
  const list = await r.json();
  const rows = list.map((t) => h('tr', {},
    h('td', {}, h('a', { href: `/tables/${encodeURIComponent(t.id)}` }, t.id)),
    h('td', {}, `${t.game}, ${t.scoring_label}${t.robots ? ' + robots' : ''}${t.deals ? `; ${t.deals}` : ''}`),
    h('td', {}, String(t.board)),
    h('td', {}, t.seats.map((s) => (s.taken
      ? h('span', { class: 'sitter' }, `${s.seat}: `, h('span', { class: 'name' }, s.name || ''), ' ')
      : h('button', { dataset: { id: t.id, seat: s.seat }, onclick: () => sit(t.id, s.seat) }, `Sit ${s.seat}`))))));
  fill(document.querySelector('#tables tbody'), rows);
}

// Each game offers its own scorings.
const SCORINGS = {
  bridge: [['duplicate', 'Duplicate boards'], ['rubber', 'Rubber'], ['chicago', 'Chicago']],
  minibridge: [['duplicate', 'Board by board (minibridge table)']],
  bridgeote: [['game1500', 'Game to 1500'], ['three_games', 'Three games of 500']],
};
function scorings() {
  fill($('scoring'), SCORINGS[$('game').value].map(([v, t]) => h('option', { value: v }, t)));
}

// The kinds of deal a teacher can open a table on (bridge and minibridge: 52 cards).
async function deals() {
  const r = await fetch('/api/deals');
  if (!r.ok) return;
  const list = await r.json();
  fill($('deals'), [h('option', { value: '' }, 'any deal'), ...list.map((d) => h('option', { value: d.name }, d.title))]);
}
function dealsFit() {
  $('deals').disabled = $('game').value === 'bridgeote';
  if ($('deals').disabled) $('deals').value = '';
}

$('create').addEventListener('click', async () => {
  const body = { game: $('game').value, scoring: $('scoring').value, robots: $('robots').checked, pace: Number($('pace').value) };
  if ($('deals').value) body.deals = $('deals').value;
  const r = await fetch('/api/tables', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const j = await r.json();
  if (!r.ok) { problem(j.error); return; }
  await sit(j.id, 'S');
});
$('tcreate').addEventListener('click', async () => {
  const body = { boards: Number($('tboards').value), title: $('ttitle').value, pace: Number($('pace').value) };
  const r = await fetch('/api/tournaments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const j = await r.json();
  if (!r.ok) { problem(j.error); return; }
  location.href = j.url;
});
$('game').addEventListener('change', () => { scorings(); dealsFit(); });
scorings();
deals();
refresh();
setInterval(refresh, 5000);
