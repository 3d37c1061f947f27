// Controllers are the HTTP edge: they parse, name the caller and dispatch on @nestjs/cqrs's
// CommandBus and QueryBus. They never hold a context's services, queries or the event store.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
/** What a controller may take besides the buses: edge settings and protocol plumbing. */
const EDGE = ['CommandBus', 'QueryBus', 'RateLimits', 'IDENTITY_CONFIG', 'OidcService', 'APP_CONFIG', 'LOGGER', 'HealthChecks', 'DataSource', 'ImageProxy', 'BLOB_STORE'];
/** The contexts moved onto the buses. */
const CONTEXTS = ['identity', 'designs', 'catalog', 'rendering', 'orders'];

function controllers(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(p).isDirectory()) return controllers(p);
    return name.endsWith('.controller.ts') ? [p] : [];
  });
}

const files = CONTEXTS.flatMap((c) => controllers(join(root, 'libs/server', c, 'src'))).map((f) => f.slice(root.length + 1));
// the image proxy is a streaming edge with no command or query of its own
const dispatching = files.filter((f) => !f.endsWith('image-proxy.controller.ts'));

describe('controllers dispatch on the buses', () => {
  it('finds the controllers', () => expect(dispatching.length).toBeGreaterThanOrEqual(6));

  it.each(dispatching)('%s injects only the buses and edge settings', (file) => {
    const source = readFileSync(join(root, file), 'utf8');
    const injected = [...source.matchAll(/@Inject\((\w+)\)/g)].map((m) => m[1]);
    expect(injected.filter((t) => !EDGE.includes(t))).toEqual([]);
    expect(injected.some((t) => t === 'CommandBus' || t === 'QueryBus')).toBe(true);
  });
});
