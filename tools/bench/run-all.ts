// Runs every tools/bench/*.bench.ts in sequence, each in its own process (so one bench's heap
// and JIT state never colour the next). Usage: npx tsx tools/bench/run-all.ts [name-filter]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
let failed = 0;
for (const f of benches) {
  console.log(`\n# ${f}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, f)], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.error(`bench ${f} failed with status ${r.status}`);
  }
}
process.exit(failed ? 1 : 0);
