// A physically pure domain: '@dm/platform/domain' and every decider load no framework, database
// or schema library at run time, only each other and the contracts' zod-free constants.
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runtimeGraph } from './import-graph.js';

const root = resolve(import.meta.dirname, '../..');
const ALLOWED = ['@dm/contracts/constants', '@dm/platform/domain'];

function deciders(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(p).isDirectory()) return deciders(p);
    return name.endsWith('.decider.ts') ? [p] : [];
  });
}

describe('the pure domain', () => {
  it('@dm/platform/domain loads only the zod-free contract constants', () => {
    expect(runtimeGraph(join(root, 'libs/server/platform/src/domain/index.ts')).packages).toEqual(['@dm/contracts/constants']);
  });

  const files = deciders(join(root, 'libs/server')).map((f) => f.slice(root.length + 1));
  it('finds the deciders', () => expect(files.length).toBeGreaterThanOrEqual(8));

  it.each(files)('%s imports only the pure domain', (file) => {
    const { packages } = runtimeGraph(join(root, file));
    expect(packages.filter((p) => !ALLOWED.includes(p))).toEqual([]);
  });

  it('the walker sees a framework where one is loaded (the test can fail)', () => {
    expect(runtimeGraph(join(root, 'libs/server/platform/src/index.ts')).packages).toEqual(expect.arrayContaining(['typeorm', '@nestjs/common']));
  });
});
