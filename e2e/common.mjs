// What levee's browser tests share: a free port, a levee server on it, Debian's Chromium.
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => resolve(p)); });
  });
}

async function waitForPort(port, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ok = await new Promise((resolve) => {
      const c = net.connect(port, '127.0.0.1', () => { c.end(); resolve(true); });
      c.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('levee serve did not start');
}

/** `levee serve` on a free port with a fresh database; `stop()` kills it and cleans up. */
export async function startServer(levee, extra = []) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'levee-e2e-'));
  const server = spawn(levee, ['serve', '--port', String(port), '--db', join(dir, 'e2e.sqlite'), ...extra],
    { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForPort(port, 30000);
  return {
    url: `http://127.0.0.1:${port}`,
    stop() { server.kill('SIGKILL'); rmSync(dir, { recursive: true, force: true }); },
  };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Collects what the page's Content-Security-Policy refused (none may be: the pages must work
 *  under it) and every script error. */
export function watchPage(page, into) {
  page.on('console', (m) => { if (/Content.Security.Policy|Refused to/i.test(m.text())) into.push(`policy: ${m.text()}`); });
  page.on('pageerror', (e) => into.push(`script error: ${e.message}`));
  page.on('dialog', (d) => { into.push(`dialog opened: ${d.message()}`); d.dismiss(); });
  return into;
}
