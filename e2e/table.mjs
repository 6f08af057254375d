// levee's end-to-end test in a real browser: headless Chromium on a touch phone opens the
// lobby, creates a table with three robots at a brisk pace, bids (a call tapped once shows its
// meaning, tapped twice is made) and plays a whole deal by tapping, and sees the score; the
// robots' cards came at the table's pace and each won trick stayed in view. Then a seat other
// than South is drawn at the bottom, and a Bridgeote deal is played on a desktop screen.
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
  const page = await browser.newPage({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });
  const problems = watchPage(page, []);
  await page.goto(`${base}/`);
  await page.fill('#name', 'e2e');
  const pace = 400;
  await page.selectOption('#pace', String(pace));
  await page.click('#create');
  await page.waitForURL(/\/tables\//);
  await page.waitForSelector('#status:has-text("you are S")');
  // Every change of the trick in the middle, with its time, to check the robots' pace.
  await page.evaluate(() => {
    window.centre = [];
    const c = document.getElementById('C');
    new MutationObserver(() => {
      const t = c.textContent;
      if (window.centre.length === 0 || window.centre[window.centre.length - 1][1] !== t) window.centre.push([performance.now(), t]);
    }).observe(c, { childList: true, subtree: true, characterData: true });
  });
  let firstTapChecked = false;
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
      // Bid what the box offers first (a pass): the robots make the auction. On a touch
      // screen the first tap shows what the call means, the second makes it.
      const before = await page.locator('#auction td').count();
      await call.first().click();
      if (!firstTapChecked) {
        const meaning = await page.locator('#meaning').innerText();
        if (!/: \S/.test(meaning)) throw new Error(`a first tap did not show the call's meaning: "${meaning}"`);
        await page.waitForTimeout(300);
        if (await page.locator('#auction td').count() !== before) throw new Error('a first tap made the call');
        firstTapChecked = true;
      }
      if (await call.count()) await call.first().click();
      clicks++;
    } else if (await card.count()) {
      if (cardClicks === 0) {
        // A card is a picture with its name for screen readers, and its button takes it.
        const named = page.getByRole('button', { name: /^(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two) of (spades|hearts|diamonds|clubs)$/ });
        if (await named.count() !== await card.count()) throw new Error('a playable card has no name such as "ace of spades"');
      }
      await card.first().click();
      clicks++;
      cardClicks++;
    }
    await page.waitForTimeout(100);
  }
  const sheet = await page.locator('#sheet').innerText();
  if (cardClicks === 0 || !sheet.includes(' by ')) throw new Error(`no deal played by clicking after ${clicks} clicks: ${sheet}`);
  // The robots' pace: East and West are always robots here. A card of theirs that follows
  // another in the same trick came at least most of the pace later; a lead of theirs after a
  // won trick, at least twice the pace (the four cards stayed in view).
  const centre = await page.evaluate(() => window.centre);
  const seats = (text) => text.split(/\s+/).filter((x) => /^[NESW]$/.test(x));
  let follows = 0;
  let leads = 0;
  for (let k = 1; k < centre.length; k++) {
    const [t0, a] = centre[k - 1];
    const [t1, b] = centre[k];
    const s0 = seats(a);
    const s1 = seats(b);
    const by = s1[s1.length - 1];
    if (by !== 'E' && by !== 'W') continue;
    const gap = t1 - t0;
    if (s1.length === s0.length + 1) {
      if (gap < pace * 0.6) throw new Error(`a robot's card came ${gap.toFixed(0)} ms after the one before (pace ${pace})`);
      follows++;
    } else if (s1.length === 1 && s0.length === 4) {
      if (gap < pace * 1.8) throw new Error(`a robot led ${gap.toFixed(0)} ms after the trick was won (pace ${pace})`);
      leads++;
    }
  }
  if (follows < 5) throw new Error(`too few robot cards seen to check the pace: ${follows}`);
  console.log(`e2e: robots' pace checked on ${follows} cards and ${leads} leads after a won trick`);
  await page.waitForSelector('#record:has-text("Deal:")');
  // The hand record: the double-dummy table and par, once the server has solved the deal.
  await page.waitForSelector('#par:has-text("Par:")', { timeout: 120000 });
  // The double-dummy table is a grid: a row for each strain, a column for each declarer.
  const ddRows = await page.locator('#ddtable tr').count();
  const ddCells = await page.locator('#ddtable td').count();
  if (ddRows !== 6 || ddCells !== 20) throw new Error(`the double-dummy grid has ${ddRows} rows and ${ddCells} cells`);
  await page.screenshot({ path: `${artifacts}/table.png`, fullPage: true });
  // On the phone the page never scrolls sideways: the auction, the score sheet and the hand
  // record fit the screen's width or scroll inside their own boxes.
  const wide = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  if (wide.page > wide.screen) throw new Error(`the table is ${wide.page} px wide on a ${wide.screen} px phone`);
  for (const id of ['auction', 'sheet', 'record', 'ddtable']) {
    const box = await page.evaluate((id) => {
      const el = document.getElementById(id);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right };
    }, id);
    if (box && (box.left < -1 || box.right > wide.screen + 1)) {
      throw new Error(`#${id} runs off the phone's screen: ${box.left.toFixed(0)}..${box.right.toFixed(0)} of ${wide.screen}`);
    }
  }
  console.log(`e2e: ${clicks} clicks (${cardClicks} cards on the last board); scores: ${sheet.split('\n').slice(1).join(' | ')}`);
  console.log(`e2e: screenshot ${artifacts}/table.png`);

  // The board just played, in the replay viewer: stepped forward and back by tapping and by the
  // keyboard, double dummy's word on each card, the hands emptying as the cards are played.
  await page.click('#replay-link');
  await page.waitForURL(/\/replay\?/);
  const replayUrl = page.url();
  await page.waitForSelector('#viewer:not([hidden])', { timeout: 120000 });
  await page.waitForSelector('#where:has-text("before the first call")');
  const cardsAt = async () => page.locator('#grid .seat .card').count();
  if (await cardsAt() !== 52) throw new Error(`the replay does not start with 52 cards: ${await cardsAt()}`);
  const total = await page.evaluate(async () => {
    const q = new URLSearchParams(location.search);
    return (await (await fetch(`/api/tables/${q.get('table')}/boards/${q.get('board')}`)).json()).steps.length;
  });
  for (let k = 1; k <= 3; k++) await page.click('#forward');
  await page.waitForSelector(`#where:has-text("step 3 of ${total}")`);
  await page.click('#last');
  await page.waitForSelector(`#where:has-text("step ${total} of ${total}")`);
  if (await cardsAt() !== 0) throw new Error(`cards left at the end of the replay: ${await cardsAt()}`);
  const judged = await page.locator('#judgement').innerText();
  if (!/double dummy: NS \d+, EW \d+ tricks/.test(judged)) throw new Error(`no double-dummy word on the last card: "${judged}"`);
  await page.click('#back');
  if (await cardsAt() !== 1) throw new Error(`one step back does not give back one card: ${await cardsAt()}`);
  await page.keyboard.press('Home');
  await page.waitForSelector('#where:has-text("before the first call")');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector(`#where:has-text("step 1 of ${total}")`);
  await page.waitForSelector('#ddtable td');
  await page.click('#last');
  await page.screenshot({ path: `${artifacts}/replay.png`, fullPage: true });
  const wideReplay = await page.evaluate(() => document.documentElement.scrollWidth);
  if (wideReplay > 412) throw new Error(`the replay is ${wideReplay} px wide on a 412 px phone`);
  console.log(`e2e: the board replayed, ${total} steps, forward and back; "${judged.slice(0, 70)}"`);

  // Your seat is drawn at the bottom: sitting East, East's hand is below the trick, South
  // (East's left-hand opponent) on the left, West (partner) above, North on the right.
  const east = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  watchPage(east, problems);
  await east.goto(`${base}/`);
  const made = await east.request.post(`${base}/api/tables`, { data: { game: 'bridge', scoring: 'duplicate', robots: true, pace: 0 } });
  const tid = (await made.json()).id;
  await east.request.post(`${base}/api/tables/${tid}/sit`, { data: { seat: 'E', name: 'east' } });
  await east.goto(`${base}/tables/${tid}`);
  await east.waitForSelector('#status:has-text("you are E")');
  const box = async (sel) => east.locator(sel).boundingBox();
  const [eBox, cBox, sBox, wBox, nBox] = [await box('#E'), await box('#C'), await box('#S'), await box('#W'), await box('#N')];
  if (!(eBox.y > cBox.y && sBox.x < cBox.x && wBox.y < cBox.y && nBox.x > cBox.x)) {
    throw new Error(`East is not at the bottom: ${JSON.stringify({ eBox, cBox, sBox, wBox, nBox })}`);
  }
  console.log('e2e: a player sitting East sees their hand at the bottom');

  // Two people at one table talk: West (another browser, its own seat cookie) joins East's
  // table; what each types reaches the other, as text (markup in it stays text).
  const westContext = await browser.newContext({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });
  const west = await westContext.newPage();
  watchPage(west, problems);
  await west.goto(`${base}/`);
  await west.request.post(`${base}/api/tables/${tid}/sit`, { data: { seat: 'W', name: 'ouest' } });
  await west.goto(`${base}/tables/${tid}`);
  await west.waitForSelector('#status:has-text("you are W")');
  await east.fill('#talk-text', 'bonjour <b>partenaire</b>');
  await east.click('#talk-send');
  await west.waitForSelector('#talk-lines li:has-text("bonjour <b>partenaire</b>")', { timeout: 10000 });
  if (await west.locator('#talk-lines b:has-text("partenaire")').count()) throw new Error('a message was read as markup');
  await west.fill('#talk-text', 'à vous de jouer');
  await west.press('#talk-text', 'Enter');
  await east.waitForSelector('#talk-lines li:has-text("ouest (W) à vous de jouer")', { timeout: 10000 });
  if (await east.inputValue('#talk-text') !== '') throw new Error('the sent message stayed in the box');
  await west.screenshot({ path: `${artifacts}/talk.png`, fullPage: true });
  await westContext.close();
  console.log('e2e: two people at one table talked to each other');

  // Bridgeote on a desktop screen: the lobby offers its scorings; one deal clicked to its end.
  const desk = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  watchPage(desk, problems);
  await desk.goto(`${base}/`);
  await desk.fill('#name', 'e2e');
  await desk.selectOption('#game', 'bridgeote');
  await desk.selectOption('#scoring', 'game1500');
  await desk.selectOption('#pace', '0');
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

  // In French: a browser whose language is French reads the lobby and the table in French
  // (the rules' words: « Passe », « donneur »), with no English left among the page's words;
  // the choice of language is offered and remembered.
  const fr = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
  const fpage = await fr.newPage();
  watchPage(fpage, problems);
  await fpage.goto(`${base}/`);
  await fpage.waitForSelector('legend:has-text("Nouvelle table")');
  const lobbyText = await fpage.locator('main').innerText();
  for (const english of ['New table', 'Your name', 'Robots in empty seats', 'Create table', 'Scoring', 'History of finished']) {
    if (lobbyText.includes(english)) throw new Error(`English left in the French lobby: "${english}"`);
  }
  await fpage.fill('#name', 'Zoé');
  await fpage.selectOption('#deals', 'notrump');
  await fpage.selectOption('#pace', '0');
  await fpage.click('#create');
  await fpage.waitForURL(/\/tables\//);
  await fpage.waitForSelector('#status:has-text("vous êtes S")');
  const fstatus = await fpage.locator('#status').innerText();
  if (!/donneur/.test(fstatus) || /dealer|you are/.test(fstatus)) throw new Error(`the French table's status line: ${fstatus}`);
  await fpage.waitForSelector('#box button[data-call="P"]', { timeout: 60000 });
  const frenchCards = await fpage.getByRole('img', { name: /^(as|roi|dame|valet|dix|neuf|huit|sept|six|cinq|quatre|trois|deux) de (pique|cœur|carreau|trèfle)$/ }).count();
  if (frenchCards !== 13) throw new Error(`South's 13 cards are not named in French (« as de pique »): ${frenchCards}`);
  const pass = await fpage.locator('#box button[data-call="P"]').innerText();
  if (pass !== 'Passe') throw new Error(`the pass button reads "${pass}" in French`);
  // A whole board bid and played by clicking in French: the robots' explanations, the gentle
  // clock, the last trick on demand, a card taken back, and the result line in French.
  const fmeaning = await fpage.locator('#box button[data-call="P"]').getAttribute('title');
  if (!fmeaning || /Opening|Natural|No opening|Nothing/.test(fmeaning)) throw new Error(`the robots' explanation of Passe in French: "${fmeaning}"`);
  const clock = await fpage.locator('#clock').innerText();
  if (!/^À vous · \d+:\d\d$/.test(clock)) throw new Error(`the clock in French: "${clock}"`);
  let fclicks = 0;
  let fcards = 0;
  let lastTrickSeen = false;
  let undone = false;
  const fdeadline = Date.now() + 180000;
  while (Date.now() < fdeadline) {
    if (await fpage.locator('#next').count()) {
      if (fcards > 0) break;
      await fpage.click('#next');
    } else if (await fpage.locator('#box button[data-call]').count()) {
      await fpage.locator('#box button[data-call]').first().click();
      fclicks++;
    } else if (await fpage.locator('button.card:not([disabled])').count()) {
      if (!lastTrickSeen && await fpage.locator('#last-trick').count()) {
        // The last trick on demand, then back to the trick in play.
        await fpage.click('#last-trick');
        await fpage.waitForSelector('#last-trick:has-text("Revenir à la levée en cours")');
        await fpage.click('#last-trick');
        await fpage.waitForSelector('#last-trick:has-text("Dernière levée")');
        lastTrickSeen = true;
      }
      const before = await fpage.locator('.seat .card').count();
      await fpage.locator('button.card:not([disabled])').first().click();
      fclicks++;
      fcards++;
      if (!undone && fcards === 2) {
        // Alone with robots: the card is taken back (with the robots' cards since).
        await fpage.waitForSelector('#undo');
        await fpage.click('#undo');
        await fpage.waitForFunction((n) => document.querySelectorAll('.seat .card').length === n, before);
        undone = true;
      }
    }
    await fpage.waitForTimeout(80);
  }
  if (!undone || !lastTrickSeen) throw new Error(`French board: undo ${undone}, last trick ${lastTrickSeen}`);
  const fsheet = await fpage.locator('#sheet').innerText();
  const fbox = await fpage.locator('#box').innerText();
  if (!/étui \d+ : .* par [NESO], \d+ levées/.test(fsheet) || / by |tricks/.test(fsheet)) throw new Error(`the French score sheet: ${fsheet}`);
  if (!/ joué par (Nord|Est|Sud|Ouest), \d+ levées : NS/.test(fbox) && !/passe générale/.test(fbox)) throw new Error(`the French result line: ${fbox}`);
  await fpage.screenshot({ path: `${artifacts}/table-fr.png`, fullPage: true });
  console.log(`e2e: a board bid and played in French by ${fclicks} clicks (${fcards} cards, one taken back): ${fbox.split('\n')[0]}`);
  // The replay viewer in French: its steps and double dummy's word in the rules' words.
  const fx = await fr.newPage();
  watchPage(fx, problems);
  await fx.goto(replayUrl);
  await fx.waitForSelector('#where:has-text("avant la première enchère")');
  await fx.keyboard.press('End');
  await fx.waitForSelector('#judgement:has-text("double mort : NS")');
  const freplay = await fx.locator('#viewer').innerText();
  for (const english of ['step ', 'double dummy', 'before the first call', 'Pass\n', ' by ']) {
    if (freplay.includes(english)) throw new Error(`English left in the French replay: "${english}"`);
  }
  await fx.screenshot({ path: `${artifacts}/replay-fr.png`, fullPage: true });
  await fx.goto(`${base}/history`);
  await fx.waitForSelector('h1:has-text("Donnes jouées")');
  await fx.waitForSelector('#page-of:has-text("page 1 sur")');
  const fhistory = await fx.locator('body').innerText();
  for (const english of ['Finished boards', 'Contract', 'NS score', 'replay', ' of ']) {
    if (fhistory.includes(english)) throw new Error(`English left in the French history: "${english}"`);
  }
  await fx.close();
  console.log('e2e: the replay viewer and the history in French');
  // Back to English, remembered for the next page.
  await fpage.selectOption('#lang', 'en');
  await fpage.waitForSelector('#status:has-text("you are S")');
  await fpage.goto(`${base}/`);
  await fpage.waitForSelector('legend:has-text("New table")');
  await fpage.screenshot({ path: `${artifacts}/lobby-after-french.png`, fullPage: true });
  await fr.close();
  if (problems.length) throw new Error(`the pages broke under the policy: ${problems.join(' | ')}`);
  console.log(`e2e: the lobby and the table in French ("${fstatus.slice(0, 60)}…"), then back in English`);
} catch (e) {
  failed = true;
  console.error('e2e failed:', e);
} finally {
  if (browser) await browser.close();
  server.stop();
}
process.exit(failed ? 1 : 0);
