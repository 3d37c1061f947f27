// AI images: one credit per image, spent before the provider is asked (the credit account's lock
// serialises concurrent spends, so the balance never goes below zero) and given back (a
// CreditsRefunded event) when the provider fails or the image cannot be kept. Images are stored
// as our own blobs and recorded as the user's (their history), never hot-linked.
import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { IMAGEMAKER, ImagemakerTexts, type AiHistoryPage, type AiImageItem, type ImagemakerConfig } from '@dm/contracts';
import {
  ConflictError, NotFoundError, PaymentRequiredError, publicBlobUrl, RateLimitedError, ServiceUnavailableError, UpstreamError, ValidationError,
  type BlobStore, type EventStore,
} from '@dm/platform';
import { aiImageStream, type ImagemakerEvent } from './imagemaker.model.js';
import { ProviderFailure, type ImageProvider } from './provider.js';

/** The user's AI credits (identity's account): spend one for a reference, give it back, read the balance. */
export interface AiCredits {
  spend(userId: string, ref: string): Promise<unknown>;
  refund(userId: string, ref: string): Promise<unknown>;
  balance(userId: string): Promise<number>;
}

interface Row { id: string; prompt: string; images: AiImageItem['images']; created_at: Date | string }
const toItem = (r: Row): AiImageItem => ({ id: r.id, userPrompt: r.prompt, images: r.images, createdAt: new Date(r.created_at).toISOString() });

export class ImagemakerService {
  constructor(
    private readonly ds: DataSource,
    private readonly store: EventStore,
    private readonly blobs: BlobStore,
    private readonly credits: AiCredits,
    private readonly provider: ImageProvider | null,
    private readonly log: (msg: string, detail: Record<string, unknown>) => void = () => undefined,
  ) {}

  async config(): Promise<ImagemakerConfig> {
    return { configured: !!this.provider, model: this.provider?.model ?? null };
  }

  async generate(userId: string, prompt: string): Promise<AiImageItem> {
    if (!this.provider) throw new ServiceUnavailableError(`${ImagemakerTexts.notConfigured}. ${ImagemakerTexts.notConfiguredHelp}`);
    const text = prompt.trim();
    if (!text) throw new ValidationError(ImagemakerTexts.emptyPrompt, 'prompt');
    const id = randomUUID();
    try {
      await this.credits.spend(userId, id);
    } catch (err) {
      if (err instanceof ConflictError) throw new PaymentRequiredError(`${ImagemakerTexts.outOfCredit}. ${ImagemakerTexts.outOfCreditHelp}`, { balance: 0 });
      throw err;
    }
    try {
      const image = await this.provider.generate(text);
      const key = `imagemaker/${id}-${randomBytes(9).toString('base64url')}.${image.ext}`;
      await this.blobs.put(key, image.bytes);
      const at = new Date().toISOString();
      const images = [{ imageUrl: publicBlobUrl(key), width: image.width, height: image.height }];
      const event: ImagemakerEvent = { type: 'AiImageGenerated', data: { id, userId, prompt: text, model: this.provider.model, images, at } };
      await this.store.append(aiImageStream(id), 0, [event], { actorId: userId });
      return { id, userPrompt: text, images, createdAt: at };
    } catch (err) {
      await this.credits.refund(userId, id);
      throw this.explain(err);
    }
  }

  /** What the caller is told when the provider (or keeping its image) failed; the credit is back by now. */
  private explain(err: unknown): Error {
    if (!(err instanceof ProviderFailure)) {
      this.log('keeping a generated image failed', { err: (err as Error)?.message });
      return new UpstreamError(`${ImagemakerTexts.generateFailed}. ${ImagemakerTexts.failed}`);
    }
    this.log('the image provider failed', { kind: err.kind, reason: err.message });
    switch (err.kind) {
      case 'timeout': return new UpstreamError(ImagemakerTexts.timeout, 504);
      case 'rate_limited': return new RateLimitedError(ImagemakerTexts.busy(err.retryAfterSeconds ?? 30), err.retryAfterSeconds ?? 30);
      case 'refused': return new ValidationError(ImagemakerTexts.refused, 'prompt');
      default: return new UpstreamError(`${ImagemakerTexts.generateFailed}. ${ImagemakerTexts.failed}`);
    }
  }

  async balance(userId: string): Promise<{ balance: number }> {
    return { balance: await this.credits.balance(userId) };
  }

  /** The user's images, newest first, `perPage` a page (pages count from 1). */
  async history(userId: string, page: number, perPage: number = IMAGEMAKER.historyPerPage): Promise<AiHistoryPage> {
    const [rows, count]: [Row[], { n: string | number }[]] = await Promise.all([
      this.ds.query(`SELECT id, prompt, images, created_at FROM ai_images WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`, [userId, perPage, (page - 1) * perPage]),
      this.ds.query(`SELECT count(*) AS n FROM ai_images WHERE user_id = $1`, [userId]),
    ]);
    const total = Number(count[0]?.n ?? 0);
    return { data: rows.map(toItem), pagination: { page, totalPages: Math.max(1, Math.ceil(total / perPage)), total } };
  }

  /** One of the user's images; someone else's is a 404 like a missing one. */
  async one(userId: string, id: string): Promise<AiImageItem> {
    const rows: Row[] = await this.ds.query(`SELECT id, prompt, images, created_at FROM ai_images WHERE id = $1 AND user_id = $2`, [id, userId]);
    if (!rows.length) throw new NotFoundError(ImagemakerTexts.notFound);
    return toItem(rows[0]);
  }
}
