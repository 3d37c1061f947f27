import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startImageStandIn } from '@dm/server-imagemaker/testing';
import { ADMIN, AI_MAKER, BUYER, DESIGNER, SUBSCRIBER } from './src/accounts.js';
import { startMailCatcher } from './mail-catcher.js';

const root = resolve(import.meta.dirname, '../..');
export const STATE_FILE = join(tmpdir(), `dm-e2e-${process.ppid}.json`);

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

/** Starts the built server (apps/api/dist) on a free port with a fresh DATA_DIR on PGlite. */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dm-e2e-data-'));
  mkdirSync(join(root, 'apps/e2e/artifacts'), { recursive: true });
  const logFile = join(root, 'apps/e2e/artifacts/server.log');
  const out = openSync(logFile, 'w');
  // mail goes over SMTP to a real server of the run's own; specs read what it received
  const mailFile = join(dataDir, 'mail.jsonl');
  const mail = await startMailCatcher(mailFile);
  (globalThis as { dmMailCatcher?: typeof mail }).dmMailCatcher = mail;
  process.env.E2E_MAIL_FILE = mailFile;
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  // the buyer of the purchase tests, made by an operator with the admin command (credits have no
  // screen of their own: operators grant them), before the server holds the embedded database
  for (const args of [
    ['create-user', '--email', BUYER.email, '--name', 'Buyer', '--password', BUYER.password],
    ['grant-credits', '--email', BUYER.email, '--amount', String(BUYER.credits), '--reason', 'e2e'],
    ['create-user', '--email', ADMIN.email, '--name', ADMIN.name, '--password', ADMIN.password, '--type', 'admin'],
    ['create-user', '--email', DESIGNER.email, '--name', DESIGNER.name, '--password', DESIGNER.password, '--type', 'designer'],
    ['create-user', '--email', SUBSCRIBER.email, '--name', SUBSCRIBER.name, '--password', SUBSCRIBER.password],
    ['set-subscription', '--email', SUBSCRIBER.email, '--status', 'active', '--scope', 'designmaker,mockupmaker'],
    ['create-user', '--email', AI_MAKER.email, '--name', AI_MAKER.name, '--password', AI_MAKER.password],
    ['grant-credits', '--email', AI_MAKER.email, '--amount', String(AI_MAKER.credits), '--kind', 'ai_image', '--reason', 'e2e'],
  ]) {
    const r = spawnSync(process.execPath, [join(root, 'apps/api/dist/admin.js'), ...args], { cwd: root, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`admin ${args[0]} failed: ${r.stderr || r.stdout}`);
  }
  // the text-to-image provider: a local stand-in of the OpenAI-compatible images API (real PNGs)
  const images = await startImageStandIn({ key: 'sk-e2e', slowMs: 600 });
  (globalThis as { dmImageStandIn?: typeof images }).dmImageStandIn = images;
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'info', SEED: process.env.SEED ?? 'minimal', THUMBNAILS: process.env.THUMBNAILS ?? 'on',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`, PUBLIC_URL: `http://127.0.0.1:${port}`,
      IMAGE_API_URL: images.url, IMAGE_API_KEY: 'sk-e2e', IMAGE_MODEL: 'stand-in-fast', IMAGE_API_TIMEOUT_MS: '10000',
    },
    stdio: ['ignore', out, out],
    detached: false,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (code ${child.exitCode}); see ${logFile}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /api/health within 60 s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  process.env.E2E_BASE_URL = baseUrl;
  writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid, dataDir, baseUrl }));
}
