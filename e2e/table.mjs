// levee's end-to-end test in a real browser: headless Chromium opens the lobby, creates a
// table with three robots, bids and plays a whole deal by clicking, and sees the score; then
// the same for a Bridgeote deal on a desktop-sized screen.
// Screenshots of the tables are kept in e2e/artifacts/.
//
//   node e2e/table.mjs [path/to/levee]     (run from the repository root; .ci/run does)

import { mkdirSync } from 'node:fs';
import { startServer, launchChromium, watchPage } from './common.mjs';

const levee = process.argv[2] || 'target/release/levee';
const artifacts = 'e2e/artifacts';
mkdirSync(artifacts, { recursive: true });

const server = await startServer(levee, ['--robot-samples', '4']);
const base = server.url;
let browser;
let failed = false;
try {
  browser = await launchChromium();
  // A phone-sized screen: the table must work there too.
  const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
  const problems = watchPage(page, []);
  await page.goto(`${base}/`);
  await page.fill('#name', 'e2e');
  await page.click('#create');
  await page.waitForURL(/\/tables\//);
  await page.waitForSelector('#status:has-text("you are S")');
  let clicks = 0;
  let cardClicks = 0;
  let boardsDone = 0;
  const deadline = Date.now() + 240000;
  while (Date.now() < deadline) {
    // Done when a board South played cards in (as declarer or defender) is scored; a board
    // passed out, or one where South was dummy, is followed by the next one.
    const scored = (await page.locator('#sheet').innerText()).split('\n').filter((l) => l.startsWith('board ')).length;
    if (scored > boardsDone) {
      boardsDone = scored;
      if (cardClicks > 0) break;
    }
    const call = page.locator('#box button[data-call]');
    const card = page.locator('button.card:not([disabled])');
    const next = page.locator('#next');
    if (await next.count()) {
      await next.click();
      clicks++;
      cardClicks = 0;
    } else if (await call.count()) {
      // Bid what the box offers first (a pass): the robots make the auction.
      await call.first().click();
      clicks++;
    } else if (await card.count()) {
      await card.first().click();
      clicks++;
      cardClicks++;
    }
    await page.waitForTimeout(100);
  }
  const sheet = await page.locator('#sheet').innerText();
  if (cardClicks === 0 || !sheet.includes(' by ')) throw new Error(`no deal played by clicking after ${clicks} clicks: ${sheet}`);
  await page.waitForSelector('#record:has-text("Deal:")');
  // The hand record: the double-dummy table and par, once the server has solved the deal.
  await page.waitForSelector('#record:has-text("Par:")', { timeout: 120000 });
  await page.screenshot({ path: `${artifacts}/table.png`, fullPage: true });
  console.log(`e2e: ${clicks} clicks (${cardClicks} cards on the last board); scores: ${sheet.split('\n').slice(1).join(' | ')}`);
  console.log(`e2e: screenshot ${artifacts}/table.png`);

  // Bridgeote on a desktop screen: the lobby offers its scorings; one deal clicked to its end.
  const desk = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  watchPage(desk, problems);
  await desk.goto(`${base}/`);
  await desk.fill('#name', 'e2e');
  await desk.selectOption('#game', 'bridgeote');
  await desk.selectOption('#scoring', 'game1500');
  await desk.click('#create');
  await desk.waitForURL(/\/tables\//);
  await desk.waitForSelector('#status:has-text("you are S")');
  let bclicks = 0;
  let bcards = 0;
  const bdeadline = Date.now() + 180000;
  while (Date.now() < bdeadline) {
    const next = desk.locator('#next');
    if (await next.count()) {
      // A deal over: done if South played cards in it; else (thrown in, cancelled) the next.
      if (bcards > 0) break;
      await next.click();
      bclicks++;
      await desk.waitForTimeout(100);
      continue;
    }
    const call = desk.locator('#box button[data-call]');
    const card = desk.locator('button.card:not([disabled])');
    if (await call.count()) {
      // Bid once (the first bid the box offers), then pass: South plays a contract or defends.
      const bid = desk.locator('#box button[data-call]:not([data-call="P"])');
      if (bclicks === 0 && await bid.count()) await bid.first().click(); else await desk.locator('#box button[data-call="P"]').click();
      bclicks++;
    } else if (await card.count()) {
      await card.first().click();
      bclicks++;
      bcards++;
    }
    await desk.waitForTimeout(100);
  }
  const ended = await desk.locator('#box').innerText();
  if (bcards === 0 || !/deal \d+:/.test(ended)) throw new Error(`Bridgeote: no deal played by clicking after ${bclicks} clicks: ${ended}`);
  const bsheet = await desk.locator('#sheet').innerText();
  if (!bsheet.includes('game 1 (to 1500)')) throw new Error(`Bridgeote: no score sheet: ${bsheet}`);
  await desk.screenshot({ path: `${artifacts}/bridgeote.png`, fullPage: true });
  if (problems.length) throw new Error(`the pages broke under the policy: ${problems.join(' | ')}`);
  console.log(`e2e: a Bridgeote deal played by ${bclicks} clicks (${bcards} cards): ${ended.split('\n')[0]}`);
} catch (e) {
  failed = true;
  console.error('e2e failed:', e);
} finally {
  if (browser) await browser.close();
  server.stop();
}
process.exit(failed ? 1 : 0);
