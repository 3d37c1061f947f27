// Render jobs: accept work at once (the design as an input blob, then RenderRequested); the
// render reactor draws it after commit in the worker pool, stores the output in the blob store
// and records RenderCompleted or RenderFailed. A bad design or a crashed worker fails only its
// own job, with a clear error; a stopped server's renders are drawn after the next start.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Messages } from '@dm/contracts';
import { ConflictError, type EventStore, fold, handleCommand, NotFoundError, RateLimitedError } from '@dm/platform';
import { LocalBlobStore, type BlobStore } from '@dm/platform';

export const RENDER_OUTPUTS = 'rendering/outputs';
/** Where an accepted render's design waits for the reactor (removed once it is drawn). */
export const RENDER_INPUTS = 'rendering/inputs';
import { type RenderCommand, type RenderEvent, renderJobDecider, type RenderState, renderStream, type RenderType } from './domain/render-job.decider.js';
import type { RenderRecord, RenderRequest } from './render.contract.js';
import { PoolClosedError, type RenderPool } from './render-pool.js';
import { blobKeyOf } from './worker/blob-keys.js';

export const OUTPUTS_ROUTE = '/api/render/outputs';

/** Renders one caller may have waiting or drawing at once; more answer 429 until some finish. */
export const MAX_PENDING_RENDERS_PER_CALLER = 24;
/** Renders waiting or drawing on this instance, all callers together. */
export const MAX_PENDING_RENDERS = 400;

/**
 * Which parts of a design are drawn watermarked for a requester: the element ids (and
 * '@background') of premium resources they have not paid for. The orders context provides it
 * under RENDER_WATERMARKS; without it nothing is watermarked.
 */
export interface RenderWatermarks {
  watermarkFor(design: unknown, userId: string | undefined): Promise<string[]>;
}
export const RENDER_WATERMARKS = Symbol('RenderWatermarks');

export class RenderService {
  /** Renders accepted on this instance and not yet settled: id → requester (for the per-caller bound). */
  readonly #pending = new Map<string, string>();
  readonly #pendingBy = new Map<string, number>();
  #idle: (() => void)[] = [];

  constructor(
    private readonly store: EventStore,
    private readonly blobs: BlobStore,
    private readonly pool: RenderPool,
    private readonly logger?: Logger,
    private readonly options: { allowPrivateAddresses?: boolean; photosRoot?: string; maxPendingPerCaller?: number; maxPending?: number; watermarks?: RenderWatermarks } = {},
  ) {}

  /**
   * Accepts renders and returns their records at once. Each design is kept as the render's input
   * blob before RenderRequested is stored, so the render reactor can draw it after commit on any
   * instance, and again after a crash. `requestedBy` is the caller (a user id, or a visitor key's
   * owner): only they read the records and outputs. A caller with too many renders waiting gets
   * a 429 with Retry-After, and nothing is accepted. Premium resources the signed-in `userId` has
   * not paid for (every one, for a visitor) are drawn watermarked, whatever the request says.
   */
  async initiate(requests: RenderRequest[], requestedBy: string, userId?: string): Promise<RenderRecord[]> {
    const mine = this.#pendingBy.get(requestedBy) ?? 0;
    const perCaller = this.options.maxPendingPerCaller ?? MAX_PENDING_RENDERS_PER_CALLER;
    if (mine + requests.length > perCaller || this.#pending.size + requests.length > (this.options.maxPending ?? MAX_PENDING_RENDERS)) {
      throw new RateLimitedError(Messages.tooManyRenders(perCaller), 5);
    }
    const batchId = requests.length > 1 ? randomUUID() : undefined;
    const records: RenderRecord[] = [];
    for (const req of requests) {
      const id = randomUUID();
      const type: RenderType = req.type === 'png' || req.type === 'pdf' || req.type === 'mp4' ? req.type : 'jpg';
      const p = req.rendering_parameters ?? {};
      const job = {
        id, type, width: p.width, height: p.height, page: p.page ?? 0, updateType: p.update_type, modelId: p.model_id,
        updateThumbnail: !!p.update_thumbnail, requestedBy, batchId, at: new Date().toISOString(),
      };
      this.#track(id, requestedBy);
      try {
        const watermark = (await this.options.watermarks?.watermarkFor(req.html_data, userId)) ?? [];
        await this.blobs.put(inputKey(id), Buffer.from(JSON.stringify({ design: req.html_data, watermark })));
        await this.#command(id, { type: 'RequestRender', job }, requestedBy);
      } catch (e) {
        this.#settle(id);
        await this.blobs.delete(inputKey(id)).catch(() => undefined);
        throw e;
      }
      records.push(this.#record({ status: 'requested', job }));
    }
    return records;
  }

  /**
   * Draws one requested render (the render reactor calls it after RenderRequested commits, at
   * least once): in the worker pool, output to the blob store, then RenderCompleted or
   * RenderFailed. A render already settled, or one whose input is gone (requested before
   * renders were durable), is left alone; the sweep fails the latter.
   */
  async draw(id: string): Promise<void> {
    const state = await this.#state(id);
    if (state.status !== 'requested' || !state.job) return;
    const input = await this.blobs.get(inputKey(id));
    if (!input) return;
    const job = state.job;
    const actor = job.requestedBy;
    let design: unknown;
    let watermark: string[] = [];
    try {
      const kept = JSON.parse(input.toString('utf8')) as { design: unknown; watermark?: string[] };
      design = kept.design;
      watermark = Array.isArray(kept.watermark) ? kept.watermark : [];
    } catch {
      design = undefined;
    }
    const thumbnailFor = job.updateThumbnail && job.updateType && job.modelId ? { update_type: job.updateType, model_id: job.modelId } : undefined;
    let command: RenderCommand;
    try {
      // the worker reads blobs from the local folder itself; from any other store they are handed over
      const blobRoot = this.blobs instanceof LocalBlobStore ? this.blobs.root : undefined;
      const blobs = blobRoot ? undefined : await this.#blobsOf(design);
      const result = await this.pool.run({ id, type: job.type, design, page: job.page, width: job.width, height: job.height, blobRoot, blobs, photosRoot: this.options.photosRoot, allowPrivateAddresses: this.options.allowPrivateAddresses,
        watermark, strictAssets: !job.updateThumbnail,
      });
      if (result.ok) {
        await this.blobs.put(outputKey(id, job.type), result.bytes);
        const at = new Date();
        // The thumbnail link carries the time it was made, so browsers never show a stale one.
        const thumbnail = thumbnailFor ? { ...thumbnailFor, src: `${OUTPUTS_ROUTE}/${id}.${job.type}?t=${at.getTime()}` } : undefined;
        command = { type: 'CompleteRender', output: outputKey(id, job.type), width: result.width, height: result.height, ms: result.ms, warnings: result.warnings, thumbnail, at: at.toISOString() };
      } else {
        command = { type: 'FailRender', error: result.error, at: new Date().toISOString() };
      }
    } catch (e) {
      if (e instanceof PoolClosedError) throw e; // stopping: drawn again after the next start
      this.logger?.error({ err: e, renderId: id }, 'render failed outside its worker');
      command = { type: 'FailRender', error: Messages.renderFailed(e instanceof Error ? e.message : String(e)), at: new Date().toISOString() };
    }
    try {
      await this.#command(id, command, actor);
    } catch (e) {
      // another instance settled it first (a lease taken over): its answer stands
      if (!(e instanceof ConflictError)) throw e;
    }
    this.#settle(id);
    await this.blobs.delete(inputKey(id)).catch(() => undefined);
  }

  /** The bytes of every blob the design links to (`/api/blobs/<key>`), for a worker that cannot reach the store. */
  async #blobsOf(design: unknown): Promise<Record<string, Uint8Array>> {
    const keys = new Set<string>();
    const walk = (v: unknown, depth: number): void => {
      if (depth > 64) return;
      if (typeof v === 'string') {
        const key = v.length < 400 ? blobKeyOf(v) : null;
        if (key) keys.add(key);
      } else if (Array.isArray(v)) v.forEach((x) => walk(x, depth + 1));
      else if (v && typeof v === 'object') Object.values(v).forEach((x) => walk(x, depth + 1));
    };
    let doc = design;
    if (typeof doc === 'string') {
      try {
        doc = JSON.parse(doc);
      } catch {
        return {};
      }
    }
    walk(doc, 0);
    const out: Record<string, Uint8Array> = {};
    for (const key of keys) {
      const bytes = await this.blobs.get(key).catch(() => null);
      if (bytes) out[key] = new Uint8Array(bytes);
    }
    return out;
  }

  /** A committed render event from any instance (through the EventBus): settles a render accepted here. */
  observe(event: { type: string; data: unknown }): void {
    if (event.type === 'RenderCompleted' || event.type === 'RenderFailed') this.#settle((event.data as { id: string }).id);
  }

  #track(id: string, requestedBy: string): void {
    this.#pending.set(id, requestedBy);
    this.#pendingBy.set(requestedBy, (this.#pendingBy.get(requestedBy) ?? 0) + 1);
  }

  #settle(id: string): void {
    const requestedBy = this.#pending.get(id);
    if (requestedBy === undefined) return;
    this.#pending.delete(id);
    const left = (this.#pendingBy.get(requestedBy) ?? 1) - 1;
    if (left > 0) this.#pendingBy.set(requestedBy, left);
    else this.#pendingBy.delete(requestedBy);
    if (this.#pending.size === 0) {
      const waiting = this.#idle;
      this.#idle = [];
      for (const resolve of waiting) resolve();
    }
  }

  /** A render's record, for its requester only (anyone else is told it does not exist). */
  async status(id: string, callerIds: readonly string[]): Promise<RenderRecord> {
    const state = await this.#state(id);
    if (state.status === 'none' || !requestedByCaller(state, callerIds)) throw new NotFoundError(Messages.renderNotFound(id));
    return this.#record(state);
  }

  /** The output bytes of a completed render by file name `{id}.png|jpg|pdf|mp4`, for its requester only. */
  async output(file: string, callerIds: readonly string[]): Promise<{ bytes: Buffer; mime: string }> {
    const m = /^([0-9a-f-]{36})\.(png|jpg|pdf|mp4)$/.exec(file);
    if (!m) throw new NotFoundError(Messages.renderNotFound(file));
    const state = await this.#state(m[1]);
    if (state.status === 'none' || state.job?.type !== m[2] || !requestedByCaller(state, callerIds)) throw new NotFoundError(Messages.renderNotFound(m[1]));
    if (state.status === 'requested') throw new NotFoundError(Messages.renderNotReady(m[1]));
    if (state.status === 'failed') throw new NotFoundError(state.error ?? Messages.renderNotFound(m[1]));
    const bytes = await this.blobs.get(outputKey(m[1], state.job.type));
    if (!bytes) throw new NotFoundError(Messages.renderNotFound(m[1]));
    return { bytes, mime: m[2] === 'png' ? 'image/png' : m[2] === 'pdf' ? 'application/pdf' : m[2] === 'mp4' ? 'video/mp4' : 'image/jpeg' };
  }

  /**
   * Fails renders still waiting after `olderThanMs` whose input is gone (requested before renders
   * kept their design, or the blob was lost), so nothing can draw them. A render with its input
   * waits for the reactor however long the server was stopped. Returns how many were failed.
   */
  async failAbandoned(olderThanMs: number, now = new Date()): Promise<number> {
    const waiting = await this.store.streamsStuckAt('render-', 'RenderRequested', new Date(now.getTime() - olderThanMs));
    const stuck: string[] = [];
    for (const stream_id of waiting) {
      if (!(await this.blobs.exists(inputKey(stream_id.slice('render-'.length))))) stuck.push(stream_id);
    }
    let failed = 0;
    for (const stream_id of stuck) {
      try {
        await this.#command(stream_id.slice('render-'.length), { type: 'FailRender', error: Messages.renderAbandoned, at: now.toISOString() }, 'system');
        failed++;
      } catch {
        /* finished meanwhile */
      }
    }
    if (failed) this.logger?.warn({ failed }, 'abandoned renders marked as failed');
    return failed;
  }

  /** Resolves when every render accepted on this instance has settled (tests, shutdown). */
  idle(): Promise<void> {
    if (this.#pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #command(id: string, command: RenderCommand, actor?: string) {
    return handleCommand(this.store, renderJobDecider, renderStream(id), command, { actorId: actor ?? 'visitor' });
  }

  async #state(id: string): Promise<RenderState> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return { status: 'none' };
    const events = (await this.store.readStream(renderStream(id))) as unknown as RenderEvent[];
    return fold(renderJobDecider, events);
  }

  #record(state: RenderState): RenderRecord {
    const job = state.job!;
    return {
      _id: job.id, type: job.type, status: state.status as RenderRecord['status'], output_src: `${OUTPUTS_ROUTE}/${job.id}.${job.type}`,
      ...(state.width ? { width: state.width, height: state.height } : {}),
      ...(state.error ? { error: state.error } : {}),
      ...(state.thumbnail ? { thumbnail: state.thumbnail.src } : {}),
    };
  }
}

function requestedByCaller(state: RenderState, callerIds: readonly string[]): boolean {
  const by = state.job?.requestedBy;
  return !!by && callerIds.includes(by);
}

export function inputKey(id: string): string {
  return `${RENDER_INPUTS}/${id}.json`;
}

export function outputKey(id: string, type: RenderType): string {
  return `${RENDER_OUTPUTS}/${id}.${type}`;
}
