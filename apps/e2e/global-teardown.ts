import { readFileSync, rmSync } from 'node:fs';
import { STATE_FILE } from './global-setup.js';

/** Stops the server gracefully (SIGTERM closes PGlite cleanly) and removes its data folder. */
export default async function globalTeardown() {
  const { pid, dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pid: number; dataDir: string };
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      break;
    }
  }
  await (globalThis as { dmMailCatcher?: { close: () => Promise<void> } }).dmMailCatcher?.close();
  await (globalThis as { dmImageStandIn?: { close: () => Promise<void> } }).dmImageStandIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
