// The contracts' zod-free subpaths load no zod, so the browser and pure domain code can use them.
import { resolve } from 'node:path';
import { runtimeGraph } from './import-graph.js';

const src = resolve(import.meta.dirname, '../../libs/contracts/src');

describe("@dm/contracts' zod-free subpaths", () => {
  it.each(['calls', 'constants', 'types', 'migrations', 'zod-free'])('%s loads no package at all', (name) => {
    expect(runtimeGraph(`${src}/${name}.ts`).packages).toEqual([]);
  });

  it('the graph walker sees zod where it is loaded (the test can fail)', () => {
    expect(runtimeGraph(`${src}/index.ts`).packages).toContain('zod');
  });
});
