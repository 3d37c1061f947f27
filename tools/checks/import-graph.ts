// What a module loads at run time: the files it reaches through value imports and re-exports
// (type-only imports and exports are erased and not followed), and the packages they name.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface RuntimeGraph {
  files: string[];
  packages: string[];
}

const STATEMENT = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;

export function runtimeGraph(entry: string): RuntimeGraph {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(STATEMENT)) {
      const spec = m[4] ?? m[5];
      if (m[2]) continue; // import type / export type
      const clause = m[3] ?? '';
      // `import { type A, type B } from` loads nothing either
      const names = /^\{([^}]*)\}$/.exec(clause.trim());
      if (names && names[1].split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '))) continue;
      if (spec.startsWith('.')) {
        const base = resolve(dirname(file), spec.replace(/\.js$/, ''));
        const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(existsSync);
        if (!target) throw new Error(`${file}: cannot resolve ${spec}`);
        visit(target);
      } else {
        packages.add(spec);
      }
    }
  };
  visit(resolve(entry));
  return { files: [...files], packages: [...packages].sort() };
}
