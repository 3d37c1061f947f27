import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { blobMime, PUBLIC_BLOB_PREFIXES } from '../blobs/local-blob-store.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { NotFoundError } from '../domain/errors.js';
import { BLOB_STORE } from './tokens.js';

/** GET /api/blobs/<key>: public blobs (thumbnails), immutable: a new image gets a new key. */
@Controller('blobs')
export class BlobsController {
  constructor(@Inject(BLOB_STORE) private readonly blobs: BlobStore) {}

  @Get('*key')
  async get(@Param('key') key: string | string[], @Res() res: Response): Promise<void> {
    const path = Array.isArray(key) ? key.join('/') : key;
    if (!PUBLIC_BLOB_PREFIXES.some((p) => path.startsWith(p)) || path.includes('..')) throw new NotFoundError('That file does not exist.');
    const bytes = await this.blobs.get(path);
    if (!bytes) throw new NotFoundError('That file does not exist.');
    res.setHeader('Content-Type', blobMime(path));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(bytes);
  }
}
