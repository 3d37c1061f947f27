// Render jobs: accept work at once (RenderRequested), draw in the worker pool, store the output
// in the blob store and record RenderCompleted or RenderFailed. A bad design or a crashed worker
// fails only its own job, with a clear error.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Messages } from '@dm/contracts';
import { type EventStore, fold, handleCommand, NotFoundError, RateLimitedError } from '@dm/platform';
import type { LocalBlobStore } from '@dm/platform';

export const RENDER_OUTPUTS = 'rendering/outputs';
import { type RenderCommand, type RenderEvent, renderJobDecider, type RenderState, renderStream, type RenderType } from './domain/render-job.decider.js';
import type { RenderRecord, RenderRequest } from './render.contract.js';
import type { RenderPool } from './render-pool.js';

export const OUTPUTS_ROUTE = '/api/render/outputs';

/** Renders one caller may have waiting or drawing at once; more answer 429 until some finish. */
export const MAX_PENDING_RENDERS_PER_CALLER = 24;
/** Renders waiting or drawing on this instance, all callers together. */
export const MAX_PENDING_RENDERS = 400;

export class RenderService {
  readonly #inFlight = new Set<Promise<void>>();
  readonly #pendingBy = new Map<string, number>();

  constructor(
    private readonly store: EventStore,
    private readonly blobs: LocalBlobStore,
    private readonly pool: RenderPool,
    private readonly logger?: Logger,
    private readonly options: { allowPrivateAddresses?: boolean; maxPendingPerCaller?: number; maxPending?: number } = {},
  ) {}

  /**
   * Accepts renders and returns their records at once; drawing happens in the pool. `requestedBy`
   * is the caller (a user id, or a visitor key's owner): only they read the records and outputs.
   * A caller with too many renders waiting gets a 429 with Retry-After, and nothing is accepted.
   */
  async initiate(requests: RenderRequest[], requestedBy: string): Promise<RenderRecord[]> {
    const mine = this.#pendingBy.get(requestedBy) ?? 0;
    const perCaller = this.options.maxPendingPerCaller ?? MAX_PENDING_RENDERS_PER_CALLER;
    const total = [...this.#pendingBy.values()].reduce((a, b) => a + b, 0);
    if (mine + requests.length > perCaller || total + requests.length > (this.options.maxPending ?? MAX_PENDING_RENDERS)) {
      throw new RateLimitedError(Messages.tooManyRenders(perCaller), 5);
    }
    this.#pendingBy.set(requestedBy, mine + requests.length);
    const batchId = requests.length > 1 ? randomUUID() : undefined;
    const records: RenderRecord[] = [];
    for (const req of requests) {
      const id = randomUUID();
      const type: RenderType = req.type === 'png' ? 'png' : 'jpg';
      const p = req.rendering_parameters ?? {};
      const job = {
        id, type, width: p.width, height: p.height, page: p.page ?? 0, updateType: p.update_type, modelId: p.model_id,
        updateThumbnail: !!p.update_thumbnail, requestedBy, batchId, at: new Date().toISOString(),
      };
      await this.#command(id, { type: 'RequestRender', job }, requestedBy);
      records.push(this.#record({ status: 'requested', job }));
      const thumbnailFor = job.updateThumbnail && job.updateType && job.modelId ? { update_type: job.updateType, model_id: job.modelId } : undefined;
      this.#track(this.#draw(id, type, req.html_data, job.page, p.width, p.height, requestedBy, thumbnailFor).finally(() => this.#release(requestedBy)));
    }
    return records;
  }

  #release(requestedBy: string): void {
    const left = (this.#pendingBy.get(requestedBy) ?? 1) - 1;
    if (left > 0) this.#pendingBy.set(requestedBy, left);
    else this.#pendingBy.delete(requestedBy);
  }

  /** A render's record, for its requester only (anyone else is told it does not exist). */
  async status(id: string, callerIds: readonly string[]): Promise<RenderRecord> {
    const state = await this.#state(id);
    if (state.status === 'none' || !requestedByCaller(state, callerIds)) throw new NotFoundError(Messages.renderNotFound(id));
    return this.#record(state);
  }

  /** The output bytes of a completed render by file name `{id}.png|jpg`, for its requester only. */
  async output(file: string, callerIds: readonly string[]): Promise<{ bytes: Buffer; mime: string }> {
    const m = /^([0-9a-f-]{36})\.(png|jpg)$/.exec(file);
    if (!m) throw new NotFoundError(Messages.renderNotFound(file));
    const state = await this.#state(m[1]);
    if (state.status === 'none' || state.job?.type !== m[2] || !requestedByCaller(state, callerIds)) throw new NotFoundError(Messages.renderNotFound(m[1]));
    if (state.status === 'requested') throw new NotFoundError(Messages.renderNotReady(m[1]));
    if (state.status === 'failed') throw new NotFoundError(state.error ?? Messages.renderNotFound(m[1]));
    const bytes = await this.blobs.get(outputKey(m[1], state.job.type));
    if (!bytes) throw new NotFoundError(Messages.renderNotFound(m[1]));
    return { bytes, mime: m[2] === 'png' ? 'image/png' : 'image/jpeg' };
  }

  /**
   * Fails renders still waiting after `olderThanMs` (their server stopped mid-render; the design
   * is not kept in the event, so they cannot be resumed). Safe with several instances: a live
   * instance finishes its renders in seconds. Returns how many were failed.
   */
  async failAbandoned(olderThanMs: number, now = new Date()): Promise<number> {
    const stuck = await this.store.streamsStuckAt('render-', 'RenderRequested', new Date(now.getTime() - olderThanMs));
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

  /** Resolves when every accepted render has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#inFlight.size) await Promise.allSettled([...this.#inFlight]);
  }

  #track(p: Promise<void>): void {
    this.#inFlight.add(p);
    void p.finally(() => this.#inFlight.delete(p));
  }

  async #draw(
    id: string, type: RenderType, design: unknown, page: number, width?: number, height?: number, actor?: string,
    thumbnailFor?: { update_type: string; model_id: string },
  ): Promise<void> {
    try {
      const result = await this.pool.run({ id, type, design, page, width, height, blobRoot: this.blobs.root, allowPrivateAddresses: this.options.allowPrivateAddresses });
      if (result.ok) {
        await this.blobs.put(outputKey(id, type), result.bytes);
        const at = new Date();
        // The thumbnail link carries the time it was made, so browsers never show a stale one.
        const thumbnail = thumbnailFor ? { ...thumbnailFor, src: `${OUTPUTS_ROUTE}/${id}.${type}?t=${at.getTime()}` } : undefined;
        await this.#command(id, { type: 'CompleteRender', output: outputKey(id, type), width: result.width, height: result.height, ms: result.ms, warnings: result.warnings, thumbnail, at: at.toISOString() }, actor);
      } else {
        await this.#command(id, { type: 'FailRender', error: result.error, at: new Date().toISOString() }, actor);
      }
    } catch (e) {
      this.logger?.error({ err: e, renderId: id }, 'render job could not be recorded');
      await this.#command(id, { type: 'FailRender', error: Messages.renderFailed(e instanceof Error ? e.message : String(e)), at: new Date().toISOString() }, actor).catch(() => undefined);
    }
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

export function outputKey(id: string, type: RenderType): string {
  return `${RENDER_OUTPUTS}/${id}.${type}`;
}
