// The local blob store under DATA_DIR/blobs (the platform's default). Keys are relative paths
// such as `rendering/outputs/{id}.png`; nothing escapes the root.
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, relative } from 'node:path';

export const RENDER_OUTPUTS = 'rendering/outputs';

export class LocalBlobStore {
  constructor(readonly root: string) {}

  path(key: string): string {
    const p = normalize(join(this.root, key));
    const rel = relative(this.root, p);
    if (!rel || rel.startsWith('..') || isAbsolute(rel)) throw new Error(`blob key '${key}' is outside the store`);
    return p;
  }

  /** Writes atomically (temp file + rename), so readers never see half a file. */
  async put(key: string, data: Uint8Array): Promise<void> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    const tmp = `${p}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, p);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.path(key)).then(() => true, () => false);
  }
}
