//! The browser pages: plain HTML and JavaScript, served from the binary (nothing to build).
//! The table page draws only what the server's view holds; it sends intentions and never
//! decides anything itself.

/// The lobby: make a table, see the tables, sit.
pub(crate) const LOBBY: &str = r##"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>levee — lobby</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:#0b5d3b;color:#fff}
main{max-width:46rem;margin:auto}
fieldset,table{background:#fff;color:#111;border-radius:8px;border:0;padding:.8rem;margin:.6rem 0;width:100%;box-sizing:border-box}
button{font-size:1rem;padding:.45rem .8rem;margin:.15rem;border-radius:6px;border:1px solid #555;background:#f3f3f3;cursor:pointer}
td,th{padding:.3rem;text-align:left}
a{color:#0b5d3b}
</style></head><body><main>
<h1>levee</h1>
<fieldset><legend>New table</legend>
<label>Game <select id="game"><option value="bridge">Bridge</option>
<option value="minibridge">Minibridge</option><option value="bridgeote">Bridgeote</option></select></label>
<label>Scoring <select id="scoring"></select></label>
<label><input type="checkbox" id="robots" checked> Robots in empty seats</label>
<label>Your name <input id="name" size="10" value=""></label>
<button id="create">Create table and sit South</button>
</fieldset>
<table id="tables"><thead><tr><th>Table</th><th>Scoring</th><th>Board</th><th>Seats</th></tr></thead><tbody></tbody></table>
<p><a href="/history" style="color:#fff">History of finished boards</a></p>
</main>
<script>
async function sit(id, seat){
  const name = document.getElementById('name').value;
  const r = await fetch(`/api/tables/${id}/sit`, {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify({seat, name})});
  const j = await r.json();
  if (!r.ok) { alert(j.error); return; }
  localStorage.setItem('levee-token-' + id, j.token);
  location.href = `/tables/${id}`;
}
async function refresh(){
  const r = await fetch('/api/tables'); const list = await r.json();
  const body = document.querySelector('#tables tbody'); body.innerHTML = '';
  for (const t of list) {
    const tr = document.createElement('tr');
    const seats = t.seats.map(s => s.taken ? `${s.seat}: ${s.name}` : `<button data-id="${t.id}" data-seat="${s.seat}">Sit ${s.seat}</button>`).join(' ');
    tr.innerHTML = `<td><a href="/tables/${t.id}">${t.id}</a></td><td>${t.game}, ${t.scoring}${t.robots ? ' + robots' : ''}</td><td>${t.board}</td><td>${seats}</td>`;
    body.appendChild(tr);
  }
  body.querySelectorAll('button').forEach(b => b.onclick = () => sit(b.dataset.id, b.dataset.seat));
}
document.getElementById('create').onclick = async () => {
  const body = {game: document.getElementById('game').value, scoring: document.getElementById('scoring').value,
                robots: document.getElementById('robots').checked};
  const r = await fetch('/api/tables', {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify(body)});
  const j = await r.json();
  if (!r.ok) { alert(j.error); return; }
  await sit(j.id, 'S');
};
// Each game offers its own scorings.
const SCORINGS = {bridge: [['duplicate','Duplicate boards'],['rubber','Rubber'],['chicago','Chicago']],
  minibridge: [['duplicate','Board by board (seed 003)']], bridgeote: [['game1500','Game to 1500'],['three_games','Three games of 500']]};
function scorings(){ const g = document.getElementById('game').value;
  document.getElementById('scoring').innerHTML = SCORINGS[g].map(([v,t]) => `<option value="${v}">${t}</option>`).join(''); }
document.getElementById('game').onchange = scorings; scorings();
refresh(); setInterval(refresh, 5000);
</script></body></html>
"##;

/// The table.
pub(crate) const TABLE: &str = r##"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>levee — table</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#0b5d3b;color:#fff}
#wrap{max-width:56rem;margin:auto;padding:.5rem}
#grid{display:grid;grid-template-columns:1fr 1.2fr 1fr;grid-template-areas:". n ." "w c e" ". s .";gap:.4rem}
.seat{background:rgba(255,255,255,.1);border-radius:8px;padding:.4rem;min-height:3rem}
.seat.act{outline:3px solid #ffd54a}
#N{grid-area:n}#E{grid-area:e}#S{grid-area:s}#W{grid-area:w}#C{grid-area:c;text-align:center}
.card{display:inline-block;background:#fff;color:#111;border-radius:5px;padding:.3rem .35rem;margin:.1rem;min-width:1.6rem;text-align:center;font-size:1.05rem;border:1px solid #999}
button.card{cursor:pointer}
button.card:disabled{opacity:.45;cursor:default}
.red{color:#c00}
#box button{font-size:1rem;padding:.35rem .5rem;margin:.1rem;border-radius:5px;border:1px solid #777}
#auction{background:#fff;color:#111;border-radius:8px;padding:.3rem;width:100%;border-collapse:collapse}
#auction td,#auction th{text-align:center;padding:.15rem}
#status{margin:.4rem 0;min-height:1.3rem}
#msg{color:#ffd54a;min-height:1.3rem}
#sheet,#record{background:#fff;color:#111;border-radius:8px;padding:.5rem;margin-top:.5rem;white-space:pre-wrap;font-family:ui-monospace,monospace;font-size:.9rem}
@media (max-width:600px){#grid{grid-template-columns:1fr 1fr;grid-template-areas:"n n" "w e" "c c" "s s"}.card{font-size:1rem}}
</style></head><body><div id="wrap">
<div id="status">connecting…</div>
<div id="grid"><div class="seat" id="N"></div><div class="seat" id="W"></div><div id="C"></div><div class="seat" id="E"></div><div class="seat" id="S"></div></div>
<div id="msg"></div>
<div id="box"></div>
<table id="auction"></table>
<div id="claim"></div>
<div id="sheet"></div>
<div id="record"></div>
</div>
<script>
const id = location.pathname.split('/').pop();
const token = localStorage.getItem('levee-token-' + id);
const SUITS = {S:'♠', H:'♥', D:'♦', C:'♣'};
let ws, view;
function cardHtml(c){ const s=c[0], r=c.slice(1).replace('T','10'); const red = s==='H'||s==='D'; return `<span class="${red?'red':''}">${SUITS[s]}${r}</span>`; }
function callHtml(c){ const m = c.match(/^(\d)(C|D|H|S|NT)$/); if(!m) return c==='P'?'Pass':c; const red = m[2]==='H'||m[2]==='D'; return `${m[1]}<span class="${red?'red':''}">${SUITS[m[2]]||'NT'}</span>`; }
const ORDER = ['S','H','C','D'];
function sortHand(cards){ const rank='AKQJT98765432'; return [...cards].sort((a,b)=> ORDER.indexOf(a[0])-ORDER.indexOf(b[0]) || rank.indexOf(a[1])-rank.indexOf(b[1])); }
function send(o){ ws.send(JSON.stringify(o)); }
function render(v){
  view = v;
  const me = v.you;
  document.getElementById('status').textContent =
    `Table ${v.table} · board ${v.board} · dealer ${v.dealer} · vul ${v.vulnerability} · ${v.scoring}` +
    (me ? ` · you are ${me}` : ' · watching') + (v.contract ? ` · ${v.contract.contract} by ${v.contract.declarer}` : '') +
    ` · tricks NS ${v.ns_tricks} EW ${v.ew_tricks}`;
  const legalCards = (v.legal && v.legal.cards) || [];
  ['N','E','S','W'].forEach((s,i) => {
    const el = document.getElementById(s);
    const seat = v.seats[i];
    el.className = 'seat' + (v.to_act === s ? ' act' : '');
    let html = `<b>${s}</b> ${seat.name || ''}<br>`;
    const hand = v.hands[i];
    if (hand) {
      html += sortHand(hand).map(c => legalCards.includes(c) ? `<button class="card" data-card="${c}">${cardHtml(c)}</button>` : `<span class="card">${cardHtml(c)}</span>`).join('');
    } else { html += `<span>${v.counts[i]} cards</span>`; }
    el.innerHTML = html;
  });
  document.querySelectorAll('button.card').forEach(b => b.onclick = () => send({type:'card', card:b.dataset.card}));
  const cur = v.current && v.current.cards.length ? v.current : (v.tricks.length ? v.tricks[v.tricks.length-1] : null);
  let center = '';
  if (cur) { const seats=['N','E','S','W']; const start=seats.indexOf(cur.leader); center = cur.cards.map((c,k)=>`${seats[(start+k)%4]} <span class="card">${cardHtml(c)}</span>`).join(' '); }
  document.getElementById('C').innerHTML = center;
  const box = document.getElementById('box');
  if (v.legal && v.legal.calls) {
    const means = v.legal.meanings || {};
    const labels = v.legal.labels || {};
    box.innerHTML = 'Your call: ' + v.legal.calls.map(c => `<button data-call="${c}" title="${(means[c]||'').replace(/"/g,'&quot;')}">${labels[c] ? labels[c].replace(/[♥♦]/g, m => `<span class="red">${m}</span>`) : callHtml(c)}</button>`).join('')
      + '<div id="meaning" style="min-height:1.2rem;font-size:.9rem"></div>';
    box.querySelectorAll('button').forEach(b => { b.onmouseenter = b.ontouchstart = () => { document.getElementById('meaning').textContent = `${b.dataset.call}: ${means[b.dataset.call]||''}`; }; });
    box.querySelectorAll('button').forEach(b => b.onclick = () => send({type:'call', call:b.dataset.call}));
  } else if (v.phase === 'over' && me && !v.match_over) {
    box.innerHTML = `${v.ended ? v.ended + '<br>' : ''}<button id="next">Next ${v.game === 'bridgeote' ? 'deal' : 'board'}</button>`;
    document.getElementById('next').onclick = () => send({type:'next'});
  } else box.innerHTML = v.ended ? v.ended : '';
  if (v.can_annul) {
    box.innerHTML += ' <button id="annul">Show the four sevens: cancel the deal</button>';
    document.getElementById('annul').onclick = () => send({type:'annul'});
  }
  // Columns from the first caller: the dealer in bridge, the dealer's left in Bridgeote.
  const cols = ['N','E','S','W']; const start = cols.indexOf(v.auction.length ? v.auction[0].seat : v.dealer);
  let rows = '<tr>' + cols.map(c=>`<th>${c}</th>`).join('') + '</tr><tr>';
  for (let k=0;k<start;k++) rows += '<td></td>';
  v.auction.forEach((a,k) => { rows += `<td title="${(a.meaning||'').replace(/"/g,'&quot;')}">${callHtml(a.call)}</td>`; if ((start+k)%4===3) rows += '</tr><tr>'; });
  document.getElementById('auction').innerHTML = v.told && v.told.length
    ? v.told.map(t => `<tr><td>${t.seat}</td><td>${t.says}</td></tr>`).join('')
    : rows + '</tr>';
  const claimEl = document.getElementById('claim');
  if (v.claim && me && v.claim.by !== me && ['N','S'].includes(v.claim.by) !== ['N','S'].includes(me)) {
    claimEl.innerHTML = `${v.claim.by} claims ${v.claim.tricks} of the remaining tricks <button id="acc">Accept</button><button id="rej">Reject</button>`;
    document.getElementById('acc').onclick = () => send({type:'accept'}); document.getElementById('rej').onclick = () => send({type:'reject'});
  } else if (v.phase === 'play' && me && v.game !== 'bridgeote') {
    claimEl.innerHTML = `<button id="claimall">Claim the rest</button>`;
    document.getElementById('claimall').onclick = () => send({type:'claim', tricks: 13 - v.tricks.length});
  } else claimEl.innerHTML = '';
  let sheet = v.game === 'bridgeote' ? (v.points ? `Points this deal: NS ${v.points.ns}  EW ${v.points.ew}` : '') + (v.said.length ? '  · ' + v.said.map(s => `${s.seat}: ${s.says}`).join(', ') : '') : 'Scores (NS)\n' + v.scores.map(s => `board ${s.board}: ${s.contract||'passed out'}${s.declarer?' by '+s.declarer:''}${s.result!=null?', '+s.result+' tricks':''}  ${s.ns>0?'+':''}${s.ns}`).join('\n');
  if (v.sheet && v.sheet.drawn) { sheet += `\n\n${v.sheet.title || 'Rubber'}\n` + v.sheet.drawn; }
  else if (v.sheet) { sheet += `\n\n      We   |  They\n` + v.sheet.entries.map(e => e.side==='we' ? `${String(e.points).padStart(8)}${e.below?' _':''}  |` : `          |  ${e.points}${e.below?' _':''}`).join('\n') + `\n  ${String(v.sheet.we).padStart(6)}  |  ${v.sheet.they}`; }
  document.getElementById('sheet').textContent = sheet;
  let rec = v.deal ? `Deal: ${v.deal}` + (v.game === 'bridgeote' ? '' : `\nPBN of the finished boards: /tables/${v.table}/pbn`) : '';
  if (v.analysis) {
    rec += '\n\nDouble dummy     N  E  S  W\n' + v.analysis.double_dummy.map(r => `  ${r.strain.padEnd(14)}${r.tricks.map(t => String(t).padStart(3)).join('')}`).join('\n');
    rec += `\nPar: NS ${v.analysis.par.ns > 0 ? '+' : ''}${v.analysis.par.ns} (${v.analysis.par.contracts.join(', ') || 'passed out'})`;
  } else if (v.deal && v.game !== 'bridgeote') rec += '\n(double-dummy analysis…)';
  document.getElementById('record').textContent = rec;
}
function connect(){
  ws = new WebSocket(`${location.protocol==='https:'?'wss':'ws'}://${location.host}/ws/${id}` + (token ? `?token=${token}` : ''));
  ws.onmessage = e => { const m = JSON.parse(e.data); if (m.type === 'view') { document.getElementById('msg').textContent=''; render(m); } else if (m.type === 'error') document.getElementById('msg').textContent = m.message; };
  ws.onclose = () => { document.getElementById('status').textContent = 'disconnected — reconnecting…'; setTimeout(connect, 1000); };
}
connect();
</script></body></html>
"##;

/// The history of finished boards.
pub(crate) const HISTORY: &str = r##"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>levee — history</title>
<style>body{font-family:system-ui,sans-serif;padding:1rem}td,th{padding:.3rem .6rem;text-align:left}</style></head>
<body><h1>Finished boards</h1><p><a href="/">Lobby</a></p>
<table><thead><tr><th>Table</th><th>Board</th><th>Contract</th><th>NS score</th><th>Record</th></tr></thead><tbody>
{{rows}}
</tbody></table></body></html>
"##;
