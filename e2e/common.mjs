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

// Ready when `/health` answers, not when a TCP connect succeeds: dialling a free port in the
// ephemeral range can meet itself and pass for a server that is not there yet.
async function healthy(port) {
  try {
    const r = await fetch(`http://127.0.0.1:${port}/health`);
    return r.status === 200;
  } catch {
    return false;
  }
}

/** `levee serve` on a free port with a fresh database; `stop()` kills it and cleans up. */
export async function startServer(levee, extra = []) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'levee-e2e-'));
  const end = Date.now() + 30000;
  let server = null;
  while (Date.now() < end) {
    // Started again if it exited (a port that met itself cannot be bound at once).
    if (server === null || server.exitCode !== null) {
      server = spawn(levee, ['serve', '--port', String(port), '--db', join(dir, 'e2e.sqlite'), ...extra],
        { stdio: ['ignore', 'inherit', 'inherit'] });
    }
    if (await healthy(port)) {
      const running = server;
      return {
        url: `http://127.0.0.1:${port}`,
        stop() { running.kill('SIGKILL'); rmSync(dir, { recursive: true, force: true }); },
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  server?.kill('SIGKILL');
  throw new Error('levee serve did not start');
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
