import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';
import { platformMigrations } from '../nest/platform.module.js';
import type { BlobStore } from './blob-store.js';
import { LocalBlobStore } from './local-blob-store.js';
import { PostgresBlobStore } from './postgres-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

/**
 * A stand-in for an S3-compatible service (path-style PUT/GET/HEAD/DELETE of objects), so the S3
 * adapter is tested over real HTTP with the real SDK. It keeps what the SDK sends, byte for byte.
 */
function s3StandIn(): Promise<{ server: Server; url: string; objects: Map<string, Buffer> }> {
  const objects = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const missing = () => {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : `<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>`);
      };
      if (req.method === 'PUT') {
        objects.set(path, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"e"' });
        res.end();
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        const body = objects.get(path);
        if (!body) return missing();
        res.writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream', etag: '"e"' });
        res.end(req.method === 'GET' ? body : undefined);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(405);
        res.end();
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects })));
}

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + 7) & 255);

function contract(name: string, open: () => Promise<{ store: BlobStore; close: () => Promise<void> }>) {
  describe(`blob store: ${name}`, () => {
    let store: BlobStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close());

    it('keeps bytes by key, replaces them, tells what exists and deletes', async () => {
      // action
      await store.put('uploads/u1/abc.jpg', bytes(300_000));
      await store.put('uploads/u1/small.png', bytes(10));
      await store.put('uploads/u1/small.png', bytes(20));
      // check
      expect(Buffer.compare((await store.get('uploads/u1/abc.jpg'))!, Buffer.from(bytes(300_000)))).toBe(0);
      expect((await store.get('uploads/u1/small.png'))!.length).toBe(20);
      expect(await store.exists('uploads/u1/abc.jpg')).toBe(true);
      expect(await store.get('uploads/u1/none.jpg')).toBeNull();
      expect(await store.exists('uploads/u1/none.jpg')).toBe(false);
      await store.delete('uploads/u1/abc.jpg');
      await store.delete('uploads/u1/abc.jpg');
      expect(await store.exists('uploads/u1/abc.jpg')).toBe(false);
    });

    it('refuses keys that leave the store', async () => {
      await expect(store.put('../outside.txt', bytes(1))).rejects.toThrow(/outside|safe/);
      await expect(store.get('a/../../b')).rejects.toThrow(/outside|safe/);
    });
  });
}

contract('local folder', async () => ({ store: new LocalBlobStore(mkdtempSync(join(tmpdir(), 'dm-blobs-'))), close: async () => {} }));

for (const kind of testDatabaseKinds()) {
  let db: TestDatabase;
  contract(`database (${kind})`, async () => {
    db = await openTestDatabase(kind, { migrations: platformMigrations });
    return { store: new PostgresBlobStore(db.dataSource), close: () => db.close() };
  });
}

contract('S3-compatible (real SDK against a stand-in over HTTP)', async () => {
  const standIn = await s3StandIn();
  const store = new S3BlobStore({ bucket: 'designmaker', endpoint: standIn.url, forcePathStyle: true, region: 'us-east-1', accessKeyId: 'test', secretAccessKey: 'test', prefix: 'dm/' });
  return {
    store,
    close: async () => {
      // the stand-in holds what the SDK sent, under the bucket and prefix
      expect([...standIn.objects.keys()]).toEqual(['/designmaker/dm/uploads/u1/small.png']);
      store.close();
      await new Promise((r) => standIn.server.close(r));
    },
  };
});
