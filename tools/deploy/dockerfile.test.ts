import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

// No Docker engine runs here, so the deployment shape is checked by reading it: the image must
// install every workspace package (their @dm/* links), and the compose file's servers must speak
// the protocol versions of the clients in package-lock.json.
const root = resolve(import.meta.dirname, '../..');

function workspaceManifests(): string[] {
  const globs: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  const out: string[] = [];
  for (const g of globs) {
    const base = g.replace(/\/\*$/, '');
    for (const name of readdirSync(join(root, base))) {
      const manifest = join(base, name, 'package.json');
      if (existsSync(join(root, manifest))) out.push(manifest);
    }
  }
  return out.sort();
}

describe('deployment shape', () => {
  it('the Dockerfile copies every workspace package.json before npm install', () => {
    const docker = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const beforeInstall = docker.slice(0, docker.indexOf('RUN npm install'));
    const copied = [...beforeInstall.matchAll(/^COPY\s+(\S+package\.json)\s/gm)].map((m) => m[1]);
    const missing = workspaceManifests().filter((m) => !copied.includes(m));
    expect(missing).toEqual([]);
  });

  it("docker-compose's Elasticsearch major version is the one the client speaks", () => {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
    const client = lock.packages['node_modules/@elastic/elasticsearch']?.version as string | undefined;
    const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    const server = /elasticsearch\/elasticsearch:(\d+)\./.exec(compose)?.[1];
    expect(client).toBeDefined();
    expect(server).toBe(client!.split('.')[0]);
  });
});
