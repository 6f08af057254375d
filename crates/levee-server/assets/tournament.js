// A tournament's page: join it (a table of your own, the same boards as everyone), its ranking,
// and the other tables' results on the boards you have played. Every name is shown as text.
import { h, fill } from '/assets/dom.js';
import { t as tr, loadMessages } from '/assets/i18n.js';

const $ = (id) => document.getElementById(id);
const id = location.pathname.split('/').pop();
// Your table in this tournament (its seat cookie proves it is yours; the id alone shows nothing).
const key = `levee-tournament-${id}`;

function problem(text) { $('error').textContent = text; }

async function refresh() {
  const mine = localStorage.getItem(key);
  const r = await fetch(`/api/tournaments/${encodeURIComponent(id)}${mine ? `?table=${encodeURIComponent(mine)}` : ''}`);
  const t = await r.json();
  if (!r.ok) { problem(t.error); return; }
  $('title').textContent = t.title;
  $('about').textContent = tr('tournament-about', { boards: t.boards, players: t.players });
  if (mine) {
    fill($('mine'), `${tr('tournament-your-table')} `, h('a', { class: 'light', id: 'mytable', href: `/tables/${encodeURIComponent(mine)}` }, mine));
  }
  fill(document.querySelector('#ranking tbody'), t.ranking.map((s) => h('tr', {},
    h('td', {}, `${s.place}${s.tied ? '=' : ''}`), h('td', { class: 'name' }, s.name),
    h('td', {}, s.percent.toFixed(2)), h('td', {}, String(s.boards)))));
  fill($('travellers'), t.travellers.map((b) => h('table', { class: 'traveller' },
    h('caption', {}, tr('tournament-board', { board: b.board })),
    b.results.map((x) => h('tr', { class: x.you ? 'you' : null }, h('td', { class: 'name' }, x.name),
      h('td', {}, x.line), h('td', {}, `${x.ns > 0 ? '+' : ''}${x.ns}`))))));
}

$('play').addEventListener('click', async () => {
  const r = await fetch(`/api/tournaments/${encodeURIComponent(id)}/play`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seat: 'S', name: $('name').value }),
  });
  const j = await r.json();
  if (!r.ok) { problem(j.error); return; }
  localStorage.setItem(key, j.table);
  location.href = j.url;
});

await loadMessages();
refresh();
setInterval(refresh, 5000);
