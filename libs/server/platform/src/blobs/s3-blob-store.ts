import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertBlobKey, type BlobStore } from './blob-store.js';

export interface S3BlobSettings {
  bucket: string;
  region?: string;
  /** For S3-compatible services (MinIO, Ceph, R2): their URL. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path instead of the host name (most self-hosted services). */
  forcePathStyle?: boolean;
  /** Key prefix inside the bucket. */
  prefix?: string;
}

const notFound = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
};

/** Blobs in an S3-compatible bucket (BLOB_STORE=s3). Credentials come from the settings or the SDK's usual chain. */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  readonly #client: S3Client;

  constructor(private readonly settings: S3BlobSettings) {
    this.#client = new S3Client({
      region: settings.region ?? 'us-east-1',
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // plain bodies with no trailing checksums: what every S3-compatible service accepts
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    });
  }

  #key(key: string): string {
    assertBlobKey(key);
    return `${this.settings.prefix ?? ''}${key}`;
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    await this.#client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(key), Body: data, ContentLength: data.byteLength }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const out = await this.#client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(key) }));
      if (!out.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (e) {
      if (notFound(e)) return null;
      throw e;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(key) }));
      return true;
    } catch (e) {
      if (notFound(e)) return false;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(key) }));
  }

  close(): void {
    this.#client.destroy();
  }
}
