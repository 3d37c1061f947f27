// Packages say what they use: every bare import in a workspace package's source is declared in
// its own package.json (test files may use the package's or the root's devDependencies). The
// front-end libraries under libs/web are bundled by apps/web, so apps/web declares theirs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const json = (p: string) => JSON.parse(readFileSync(join(root, p), 'utf8'));

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    if (['node_modules', 'dist', 'test-results', 'artifacts'].includes(name)) continue;
    const p = join(dir, name);
    if (statSync(join(root, p)).isDirectory()) out.push(...files(p));
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

function imports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found = new Set<string>();
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)|^import\s+'([^']+)'/gm)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec || spec.startsWith('.') || spec.startsWith('node:') || spec.startsWith('@web/')) continue;
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
    if (builtinModules.includes(name)) continue;
    found.add(name);
  }
  return [...found];
}

const isTest = (f: string) => /\.(test|spec)\.tsx?$|\/testing\/|\/parity\/|\/e2e\//.test(f);

const packages: { manifest: string; sources: string[] }[] = [
  { manifest: 'libs/contracts/package.json', sources: ['libs/contracts/src'] },
  { manifest: 'libs/engine/package.json', sources: ['libs/engine/src'] },
  { manifest: 'libs/scene/package.json', sources: ['libs/scene/src'] },
  ...['platform', 'identity', 'catalog', 'designs', 'rendering'].map((n) => ({ manifest: `libs/server/${n}/package.json`, sources: [`libs/server/${n}/src`] })),
  { manifest: 'apps/api/package.json', sources: ['apps/api/src'] },
  { manifest: 'apps/web/package.json', sources: ['apps/web/src', 'libs/web'] },
];

describe('every workspace package declares what it imports', () => {
  const rootDev = Object.keys(json('package.json').devDependencies ?? {});
  it.each(packages)('$manifest', ({ manifest, sources }) => {
    const pkg = json(manifest);
    const deps = new Set(Object.keys(pkg.dependencies ?? {}));
    const dev = new Set([...Object.keys(pkg.devDependencies ?? {}), ...rootDev]);
    const missing: string[] = [];
    for (const file of sources.flatMap(files)) {
      for (const name of imports(file)) {
        if (name === pkg.name || deps.has(name) || (isTest(file) && dev.has(name))) continue;
        missing.push(`${name} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
