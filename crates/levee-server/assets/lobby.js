// The lobby: make a table, see the tables, sit. Every name is shown as text.
import { h, fill } from '/assets/dom.js';
import { t, seat, lang, loadMessages } from '/assets/i18n.js';

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
  const rows = list.map((x) => h('tr', {},
    h('td', {}, h('a', { href: `/tables/${encodeURIComponent(x.id)}` }, x.id)),
    h('td', {}, scoringText(x)),
    h('td', {}, String(x.board)),
    h('td', {}, x.seats.map((s) => (s.taken
      ? h('span', { class: 'sitter' }, `${seat(s.seat)}: `, h('span', { class: 'name' }, s.name || ''), ' ')
      : h('button', { dataset: { id: x.id, seat: s.seat }, onclick: () => sit(x.id, s.seat) }, t('lobby-sit', { seat: seat(s.seat) })))))));
  fill(document.querySelector('#tables tbody'), rows);
}

// A table's game and scoring as players say them, and the kind of deal it plays.
function scoringText(x) {
  const key = x.game === 'minibridge' ? 'scoring-minibridge' : `scoring-${String(x.scoring).replace('_', '-')}`;
  const what = `${x.game}, ${t(key)}`;
  const deals = x.deals ? `; ${lang === 'fr' ? x.deals_titre : x.deals}` : '';
  return (x.robots ? t('lobby-with-robots', { what }) : what) + deals;
}

// Each game offers its own scorings.
const SCORINGS = {
  bridge: ['duplicate', 'rubber', 'chicago'],
  minibridge: ['duplicate'],
  bridgeote: ['game1500', 'three_games'],
};
function scorings() {
  const game = $('game').value;
  fill($('scoring'), SCORINGS[game].map((v) => h('option', { value: v },
    t(game === 'minibridge' ? 'scoring-minibridge' : `scoring-${v.replace('_', '-')}`))));
}

// The kinds of deal a teacher can open a table on (bridge and minibridge: 52 cards).
async function deals() {
  const r = await fetch('/api/deals');
  if (!r.ok) return;
  const list = await r.json();
  fill($('deals'), [h('option', { value: '' }, t('deals-any')), ...list.map((d) => h('option', { value: d.name }, lang === 'fr' ? d.titre : d.title))]);
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
await loadMessages();
scorings();
deals();
refresh();
setInterval(refresh, 5000);
