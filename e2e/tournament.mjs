// An online tournament in real browsers: two people, each in a browser of their own, join the
// same tournament from its page, play its boards by clicking at their own tables against
// robots, and both then read the same ranking on the tournament page.
//
//   node e2e/tournament.mjs [path/to/levee]     (run from the repository root; .ci/run does)

import { startServer, launchChromium, watchPage } from './common.mjs';

const levee = process.argv[2] || 'target/release/levee';
const server = await startServer(levee, ['--robot-samples', '0', '--robot-pace', '0', '--no-analysis']);
const base = server.url;
let browser;
let failed = false;
try {
  browser = await launchChromium();
  const problems = [];
  const made = await fetch(`${base}/api/tournaments`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ boards: 2, title: 'Mardi soir', pace: 0 }),
  });
  const { id } = await made.json();
  const rankings = [];
  for (const name of ['Ana', 'Bea']) {
    // A browser context each: their own cookies and storage, as two people have.
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    watchPage(page, problems);
    await page.goto(`${base}/tournaments/${id}`);
    await page.fill('#name', name);
    await page.click('#play');
    await page.waitForURL(/\/tables\//);
    await page.waitForSelector('#status:has-text("you are S")');
    const deadline = Date.now() + 180000;
    let clicks = 0;
    while (Date.now() < deadline) {
      if (await page.locator('#ranking').count()) break;
      const next = page.locator('#next');
      const call = page.locator('#box button[data-call]');
      const card = page.locator('button.card:not([disabled])');
      if (await next.count()) await next.click();
      else if (await call.count()) await call.first().click();
      else if (await card.count()) await card.first().click();
      else { await page.waitForTimeout(100); continue; }
      clicks++;
      await page.waitForTimeout(60);
    }
    if (!(await page.locator('#ranking').count())) throw new Error(`${name}: the tournament's boards were not played by clicking (${clicks} clicks)`);
    await page.click('#ranking');
    await page.waitForURL(/\/tournaments\//);
    await page.waitForSelector('#ranking tbody tr');
    console.log(`e2e: ${name} played the tournament's 2 boards in ${clicks} clicks`);
    rankings.push({ page, name });
  }
  // Both read the ranking again now that both have played: the same two lines.
  const texts = [];
  for (const { page } of rankings) {
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('#ranking tbody tr').length === 2);
    texts.push(await page.locator('#ranking tbody').innerText());
    if ((await page.locator('#travellers caption').count()) !== 2) throw new Error('the travellers of the boards played are not shown');
  }
  if (texts[0] !== texts[1]) throw new Error(`two rankings: ${texts[0]} | ${texts[1]}`);
  if (!texts[0].includes('Ana') || !texts[0].includes('Bea')) throw new Error(`the ranking lacks a player: ${texts[0]}`);
  if (problems.length) throw new Error(`the pages broke under the policy: ${problems.join(' | ')}`);
  console.log(`e2e: both see the same ranking: ${texts[0].replace(/\s+/g, ' ')}`);
} catch (e) {
  failed = true;
  console.error('e2e failed:', e);
} finally {
  if (browser) await browser.close();
  server.stop();
}
process.exit(failed ? 1 : 0);
