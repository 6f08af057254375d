// Accessibility: axe-core (from npm) checks every page people use — the lobby, a table during
// the auction and the play, the table talk, the replay viewer, a tournament, the history — on a
// phone and a desktop screen, in English and in French, against WCAG 2 A and AA (colour
// contrast, labels, names of controls, the language of the page). A serious or critical
// violation fails the test; the others are listed.
//
//   node e2e/a11y.mjs [path/to/levee]     (run from the repository root; .ci/run does)

import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startServer, launchChromium } from './common.mjs';

const levee = process.argv[2] || 'target/release/levee';
const artifacts = 'e2e/artifacts';
mkdirSync(artifacts, { recursive: true });
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const server = await startServer(levee, ['--robot-samples', '0', '--robot-pace', '0']);
const base = server.url;
let browser;
let failed = false;
const report = [];

/** Runs axe on the page as it stands; returns the serious and critical violations. */
async function check(page, where) {
  // Evaluated through the debugging protocol, which the pages' Content-Security-Policy does
  // not govern (the pages allow no inline script, rightly).
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  const bad = result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  report.push({ where, violations: result });
  console.log(`a11y: ${where}: ${bad.length} serious, ${result.length - bad.length} lesser${result.length ? ` (${result.map((v) => `${v.id}:${v.impact}`).join(', ')})` : ''}`);
  return bad.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.join(' | ')}`);
}

try {
  browser = await launchChromium();
  // The checker itself first: a picture without words and a button without a name must be
  // found, or a clean report would mean nothing.
  const probe = await browser.newPage();
  await probe.goto(`${base}/`);
  await probe.evaluate(() => {
    document.body.append(Object.assign(document.createElement('img'), { src: '/assets/none.png' }), document.createElement('button'));
  });
  const caught = (await check(probe, 'probe (a picture and a button without words)')).join(' ');
  if (!/image-alt/.test(caught) || !/button-name/.test(caught)) throw new Error(`axe did not catch the probe's faults: ${caught}`);
  report.pop();
  await probe.close();
  const problems = [];
  for (const [locale, lang] of [['en-GB', 'en'], ['fr-FR', 'fr']]) {
    for (const [screen, viewport, mobile] of [['phone', { width: 390, height: 844 }, true], ['desktop', { width: 1280, height: 900 }, false]]) {
      const ctx = await browser.newContext({ locale, viewport, isMobile: mobile, hasTouch: mobile });
      const page = await ctx.newPage();
      const at = (what) => `${what} (${lang}, ${screen})`;
      await page.goto(`${base}/`);
      await page.waitForSelector('#create');
      problems.push(...await check(page, at('lobby')));
      // A table of our own: the auction (the bidding box), then the play.
      await page.fill('#name', `a11y ${lang}`);
      await page.click('#create');
      await page.waitForURL(/\/tables\//);
      await page.waitForSelector('#box button[data-call]', { timeout: 60000 });
      problems.push(...await check(page, at('table, auction')));
      // Passing until the play begins (a board passed out, or one where South is dummy, is
      // followed by the next one).
      const begun = Date.now() + 120000;
      while (Date.now() < begun && !(await page.locator('button.card:not([disabled])').count())) {
        if (await page.locator('#next').count()) { await page.click('#next', { timeout: 2000 }).catch(() => {}); continue; }
        const call = page.locator('#box button[data-call="P"]');
        if (await call.count()) {
          await call.click({ timeout: 2000 }).catch(() => {});
          await call.click({ timeout: 2000 }).catch(() => {});
        }
        await page.waitForTimeout(50);
      }
      await page.fill('#talk-text', 'bonjour');
      await page.click('#talk-send');
      await page.waitForSelector('#talk-lines li');
      problems.push(...await check(page, at('table, play and talk')));
      // The board to its end, then its replay.
      const end = Date.now() + 120000;
      while (Date.now() < end && !(await page.locator('#replay-link:visible').count())) {
        const card = page.locator('button.card:not([disabled])');
        const call = page.locator('#box button[data-call="P"]');
        if (await card.count()) await card.first().click({ timeout: 2000 }).catch(() => {});
        else if (await call.count()) {
          await call.click({ timeout: 2000 }).catch(() => {});
          await call.click({ timeout: 2000 }).catch(() => {});
        }
        await page.waitForTimeout(50);
      }
      if (!(await page.locator('#replay-link:visible').count())) {
        throw new Error(`the board did not end: ${await page.locator('#status').innerText()} / ${await page.locator('#box').innerText()}`);
      }
      problems.push(...await check(page, at('table, board over')));
      await page.click('#replay-link');
      // The viewer waits for the board's double-dummy values, solved beside CI's solver checks:
      // with four of them sharing two cores, 120 s was once too short (session 29).
      await page.waitForSelector('#viewer:not([hidden])', { timeout: 300000 });
      await page.keyboard.press('End');
      problems.push(...await check(page, at('replay')));
      await page.screenshot({ path: `${artifacts}/a11y-replay-${lang}-${screen}.png`, fullPage: true });
      // A tournament's page and the history.
      const made = await page.request.post(`${base}/api/tournaments`, { data: { boards: 2, title: 'a11y' } });
      await page.goto(`${base}/tournaments/${(await made.json()).id}`);
      await page.waitForSelector('#join, button');
      problems.push(...await check(page, at('tournament')));
      await page.goto(`${base}/history`);
      problems.push(...await check(page, at('history')));
      await ctx.close();
    }
  }
  writeFileSync(`${artifacts}/a11y.json`, JSON.stringify(report, null, 1));
  if (problems.length) throw new Error(`serious accessibility violations:\n  ${problems.join('\n  ')}`);
  console.log(`a11y: ${report.length} pages checked, no serious violation (details in ${artifacts}/a11y.json)`);
} catch (e) {
  failed = true;
  console.error('a11y failed:', e);
} finally {
  if (browser) await browser.close();
  server.stop();
}
process.exit(failed ? 1 : 0);
