// The mockup maker's use cases: the catalogue (list, search, one, categories), saved mockups,
// the inputs check and price for orders, and the purchased render (drawn once the order is
// fulfilled, kept as a blob, polled by the page every 2 s).
import { type Mockup, type MockupCategory, type MockupInputs, type MockupRenderStatus, type Order, type SavedMockup } from '@dm/contracts';
import { MockupMessages } from '@dm/contracts/constants';
import { type BlobStore, NotFoundError, ValidationError } from '@dm/platform';
import type { MockupPricing } from '@dm/server-orders';
import type { MockupCatalog } from './catalog/mockup-catalog.js';
import type { MockupRenderer } from './render/mockup-render.js';
import type { SavedMockupsService } from './saved/saved-mockups.js';

/** Reads an upload's bytes as this user may see it (the folders context's access check). */
export type UploadReader = (userId: string, file: string) => Promise<Buffer>;
export type OrderReader = (userId: string, orderId: string) => Promise<Order>;

export const outputKey = (orderId: string, sku: number) => `mockups/orders/${orderId}-${sku}.png`;
export const OUTPUT_ROUTE = 'mockups/orders';
const UPLOAD_SRC = /^\/api\/uploads\/([A-Za-z0-9._-]+)$/;

export class MockupsService implements MockupPricing {
  readonly #jobs = new Map<string, Promise<void>>();
  readonly #failures = new Map<string, string>();

  constructor(
    readonly catalog: MockupCatalog,
    private readonly renderer: MockupRenderer,
    private readonly saved: SavedMockupsService,
    private readonly blobs: BlobStore,
    private readonly uploads: UploadReader,
    private readonly orders: OrderReader,
  ) {}

  // ---- catalogue ----

  async categories(): Promise<MockupCategory[]> {
    return this.catalog.categories;
  }

  async one(id: string): Promise<Mockup> {
    return this.#one(id);
  }

  #one(id: string): Mockup {
    const m = this.catalog.get(id);
    if (!m) throw new NotFoundError(MockupMessages.notFound(id));
    return m;
  }

  async many(ids: readonly string[], categoryId?: string): Promise<Mockup[]> {
    return ids.map((id) => this.catalog.get(id)).filter((m): m is Mockup => !!m && (!categoryId || m.categories.some((c) => c._id === categoryId)));
  }

  async page(req: { category_id?: string; page_no: number; size: number }): Promise<Mockup[]> {
    return this.catalog.page(req.category_id, req.page_no, req.size);
  }

  async search(query: string, from: number, size: number) {
    const hits = this.catalog.search(query, from, size);
    return { hits: { total: { value: hits.length }, hits: hits.map((m) => ({ _id: m._id, _source: { name: m.name, category: m.categories[0].name } })) } };
  }

  async inCategory(categoryId: string): Promise<Mockup[]> {
    return this.catalog.inCategory(categoryId);
  }

  /** category/get_recommendations {id}: a category's id (or a mockup's, for its first category). */
  async recommendations(id: string): Promise<Mockup[]> {
    const m = this.catalog.get(id);
    return this.catalog.recommendations(m ? m.categories[0]._id : id, m?._id);
  }

  // ---- orders: price and inputs ----

  priced(mockupId: string) {
    const m = this.catalog.get(mockupId);
    return m ? { name: m.name, price: m.price, thumbnail: m.placeholders[0] ?? m.tracing_image_src } : undefined;
  }

  async checkInputs(userId: string, mockupId: string, inputs: MockupInputs): Promise<void> {
    const m = this.#one(mockupId);
    for (const h of inputs.hue_values) if (!m.layers.some((l) => l._id === h.layer && l.features.hue)) throw new ValidationError(MockupMessages.unknownHueLayer(h.layer), 'hue_values');
    for (const u of inputs.user_images) {
      if (!m.layers.some((l) => l._id === u.layer && l.type === 'dynamic')) throw new ValidationError(MockupMessages.unknownLayer(u.layer), 'user_images');
      await this.#image(userId, u.src);
    }
  }

  async #image(userId: string, src: string): Promise<Buffer> {
    const file = UPLOAD_SRC.exec(src)?.[1];
    if (!file) throw new ValidationError(MockupMessages.imageNotYours(src.slice(0, 200)), 'user_images');
    try {
      return await this.uploads(userId, file);
    } catch {
      throw new ValidationError(MockupMessages.imageNotYours(src.slice(0, 200)), 'user_images');
    }
  }

  // ---- saved mockups ----

  async save(userId: string, req: { savedId?: string; mockup: string; inputs: MockupInputs; preview?: Buffer }): Promise<SavedMockup> {
    await this.checkInputs(userId, req.mockup, req.inputs);
    return this.saved.save(userId, { ...req, name: this.#one(req.mockup).name });
  }

  async getSaved(userId: string, id: string) {
    return this.saved.one(userId, id);
  }

  async allSaved(userId: string) {
    return this.saved.all(userId);
  }

  async savedPreview(userId: string, file: string) {
    const id = /^([A-Za-z0-9-]+)\.png$/.exec(file)?.[1];
    if (!id) throw new NotFoundError(MockupMessages.savedNotFound(file.slice(0, 80)));
    return this.saved.preview(userId, id);
  }

  // ---- the purchased render ----

  /** order/mockup/render/status: pending until paid, then rendering (started here once), then done with the file. */
  async renderStatus(userId: string, orderId: string, sku: number): Promise<MockupRenderStatus> {
    const order = await this.orders(userId, orderId);
    const item = order.skus[sku];
    if (!item || item.type !== 'mockup') throw new ValidationError(MockupMessages.notMockupOrder(orderId), 'skuIndex');
    if (order.status === 'failed') return { status: 'failed', success: false, error: MockupMessages.renderFailed('the payment failed') };
    if (order.status !== 'fulfilled') return { status: 'pending', success: false };
    const key = outputKey(orderId, sku);
    if (await this.blobs.exists(key)) return { status: 'done', success: true, fileSrc: `/api/${OUTPUT_ROUTE}/${orderId}/${sku}/mockup.png` };
    const failed = this.#failures.get(key);
    if (failed) return { status: 'failed', success: false, error: MockupMessages.renderFailed(failed) };
    if (!this.#jobs.has(key)) {
      const job = this.renderer.render(item.mockup, item.inputs, (src) => this.#image(userId, src))
        .then((png) => this.blobs.put(key, png))
        .catch((e: unknown) => { this.#failures.set(key, e instanceof Error ? e.message : String(e)); })
        .finally(() => this.#jobs.delete(key));
      this.#jobs.set(key, job);
    }
    return { status: 'rendering', success: false };
  }

  /** Waits for a render started by a status call (tests and the bench). */
  async settled(orderId: string, sku = 0): Promise<void> {
    await this.#jobs.get(outputKey(orderId, sku));
  }

  async output(userId: string, orderId: string, sku: number): Promise<Buffer> {
    await this.orders(userId, orderId);
    const bytes = await this.blobs.get(outputKey(orderId, sku));
    if (!bytes) throw new NotFoundError(MockupMessages.renderNotReady);
    return bytes;
  }
}
