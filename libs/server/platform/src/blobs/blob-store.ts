// The blob store port: bytes by key. Adapters: the local folder (the embedded default), PostgreSQL
// (several app instances share blobs with no extra service; PGlite too) and S3-compatible.
// Keys are paths such as `uploads/{owner}/{sha256}.jpg`; who may read a key is decided by the
// controllers that serve them, never by the store.

export type BlobStoreKind = 'local' | 'postgres' | 's3';

export interface BlobStore {
  readonly kind: BlobStoreKind;
  /** Writes a blob whole (readers never see half of one); the same key again replaces it. */
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a blob; a missing one is fine. */
  delete(key: string): Promise<void>;
}

/** A key is a relative path of safe segments: no '..', no empty or hidden segments, no backslashes. */
export function assertBlobKey(key: string): void {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key) || key.length > 512) {
    throw new Error(`blob key '${key.slice(0, 80)}' is not a safe relative path`);
  }
}
