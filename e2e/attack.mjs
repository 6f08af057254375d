// The attack test: a hostile player sits at tables with names built to break out of HTML and
// of attributes, and sends messages carrying the same; a second player's browser then opens
// the lobby, watches and plays at those tables and reads the history. No script of the
// attacker's may run there (each payload would set a marker on `window`), every name must
// appear as the literal text it is, and the pages must work under the security policy.
//
//   node e2e/attack.mjs [path/to/levee]     (run from the repository root; .ci/run does)

import { mkdirSync } from 'node:fs';
import { startServer, launchChromium, watchPage } from './common.mjs';

const levee = process.argv[2] || 'target/release/levee';
mkdirSync('e2e/artifacts', { recursive: true });

// Each fits the 24-character name limit; each would set window.pwned if it ever ran.
const PAYLOADS = [
  '<img src onerror=pwned=1>',
  '<svg onload=pwned=2>',
  '"><script>pwned=3</script>',
  "'><img src=x onerror=pwned=4",
  'javascript:pwned=5',
  '<a href=javascript:pwned=6>',
  '＜img src onerror=pwned=7＞',
  '<iframe srcdoc=<b>',
];
const shown = (p) => p.slice(0, 24); // the server cuts names at 24 characters

const server = await startServer(levee, ['--robot-samples', '0', '--robot-pace', '0']);
const base = server.url;
let browser;
let failed = false;
try {
  browser = await launchChromium();

  // The attacker: two tables, its payloads as the names at seven of their eight seats.
  const attacker = await browser.newContext();
  const api = attacker.request;
  const tables = [];
  for (let t = 0; t < 2; t++) {
    const r = await api.post(`${base}/api/tables`, { data: { game: 'bridge', scoring: 'rubber', robots: true } });
    const id = (await r.json()).id;
    tables.push(id);
    for (const [k, seat] of ['N', 'E', 'W', 'S'].entries()) {
      const name = PAYLOADS[4 * t + k];
      if (t === 1 && seat === 'S') break; // the victim sits there
      const s = await api.post(`${base}/api/tables/${id}/sit`, { data: { seat, name } });
      if (!s.ok()) throw new Error(`sitting ${name}: ${await s.text()}`);
    }
  }
  // The attacker's own table page, sending hostile messages over its WebSocket.
  const hostile = await attacker.newPage();
  await hostile.goto(`${base}/tables/${tables[0]}`);
  await hostile.waitForSelector('#status:has-text("you are")');
  await hostile.evaluate(async ([id, payloads]) => {
    const ws = new WebSocket(`ws://${location.host}/ws/${id}`);
    await new Promise((r) => { ws.onopen = r; });
    for (const p of payloads) {
      ws.send(JSON.stringify({ type: 'call', call: p }));
      ws.send(JSON.stringify({ type: 'card', card: p }));
      ws.send(JSON.stringify({ type: 'say', text: p }));
      ws.send(JSON.stringify({ type: p }));
      ws.send(p);
    }
  }, [tables[0], PAYLOADS]);

  // The victim, in a browser of its own.
  const victim = await browser.newContext();
  const page = await victim.newPage({ viewport: { width: 412, height: 915 } });
  const problems = watchPage(page, []);
  const headers = [];
  page.on('response', (r) => headers.push([r.url(), r.headers()]));
  const pwned = async (where) => {
    const v = await page.evaluate(() => window.pwned);
    if (v !== undefined) throw new Error(`the attacker's script ran in the ${where} (payload ${v})`);
  };

  // The lobby: every name as its literal text.
  await page.goto(`${base}/`);
  await page.waitForSelector('#tables .name');
  const names = await page.locator('#tables .name').allTextContents();
  for (const p of PAYLOADS.slice(0, 7)) {
    if (!names.includes(shown(p))) throw new Error(`lobby: the name ${JSON.stringify(p)} is not shown as text: ${JSON.stringify(names)}`);
  }
  await pwned('lobby');

  // Watching the first table (no seat): the seats' names as text.
  await page.goto(`${base}/tables/${tables[0]}`);
  await page.waitForSelector('#status:has-text("watching")');
  const seatNames = await page.locator('.seat .name').allTextContents();
  for (const p of PAYLOADS.slice(0, 4)) {
    if (!seatNames.includes(shown(p))) throw new Error(`table: ${JSON.stringify(p)} not shown as text: ${JSON.stringify(seatNames)}`);
  }
  // The attacker's payloads said to the table: each a line of text for the spectator.
  await page.waitForFunction((n) => document.querySelectorAll('#talk-lines li').length >= n, PAYLOADS.length, { timeout: 10000 });
  const talk = (await page.locator('#talk-lines').innerText());
  for (const p of PAYLOADS) {
    if (!talk.includes(shown(p).slice(0, 40))) throw new Error(`talk: ${JSON.stringify(p)} not shown as text: ${JSON.stringify(talk)}`);
  }
  await pwned('watched table');

  // Sitting at the second table, among three hostile names, and playing a board to its end.
  await page.goto(`${base}/`);
  await page.waitForSelector(`#tables button[data-id="${tables[1]}"][data-seat="S"]`);
  await page.fill('#name', 'victim');
  await page.click(`#tables button[data-id="${tables[1]}"][data-seat="S"]`);
  await page.waitForSelector('#status:has-text("you are S")');
  const deadline = Date.now() + 120000;
  while (Date.now() < deadline) {
    if ((await page.locator('#sheet').innerText()).includes('board 1:')) break;
    const call = page.locator('#box button[data-call]');
    const card = page.locator('button.card:not([disabled])');
    if (await call.count()) await call.first().click();
    else if (await card.count()) await card.first().click();
    await page.waitForTimeout(100);
  }
  const playedNames = await page.locator('.seat .name').allTextContents();
  for (const p of PAYLOADS.slice(4, 7)) {
    if (!playedNames.includes(shown(p))) throw new Error(`played table: ${JSON.stringify(p)} not shown: ${JSON.stringify(playedNames)}`);
  }
  await pwned('table played at');
  await page.screenshot({ path: 'e2e/artifacts/attack.png', fullPage: true });

  // The history of finished boards.
  await page.goto(`${base}/history`);
  await page.waitForSelector('table');
  await pwned('history');

  // Every page and file came with the security headers.
  for (const [url, h] of headers) {
    if (!url.startsWith(base)) continue;
    const csp = h['content-security-policy'] || '';
    if (!csp.includes("script-src 'self'") || h['x-content-type-options'] !== 'nosniff' || !h['referrer-policy']) {
      throw new Error(`${url} lacks the security headers: ${JSON.stringify(h)}`);
    }
  }
  // The seat's token is never where a script could read it.
  // (The reader's language is the one cookie a script sees: the server says its words in it.)
  const readable = await page.evaluate(() => document.cookie.replace(/(^|;\s*)levee-lang=(fr|en)/, '') + JSON.stringify(localStorage));
  if (/levee_/.test(readable) || readable.length > 2 + 2) throw new Error(`a script can read the seat's token: ${readable}`);
  if (problems.length) throw new Error(problems.join(' | '));
  console.log(`attack: ${PAYLOADS.length} payloads as names, messages and table talk; none ran in the lobby, tables or history; `
    + `names shown as text; ${headers.length} responses with the security headers`);
} catch (e) {
  failed = true;
  console.error('attack test failed:', e);
} finally {
  if (browser) await browser.close();
  server.stop();
}
process.exit(failed ? 1 : 0);
