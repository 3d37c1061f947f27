// The built server and Debian's Chromium for the benches that drive the editor (editor, photo tools).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

/** apps/api/dist/main.js on a free port and a fresh data folder (PGlite); resolves once healthy. */
export async function startBuiltServer(name: string, env: Record<string, string> = {}): Promise<{ baseURL: string; stop: () => void }> {
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), `dm-bench-${name}-`)), DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseURL, stop: () => server.kill('SIGTERM') };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
