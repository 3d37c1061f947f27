// Saved mockups: a mockup with its inputs and the watermarked preview the browser drew. Each is a
// stream (saved_mockup-<id>): SavedMockupCreated, then SavedMockupUpdated on every save; the
// `saved_mockups` table is its read model.
import { randomUUID } from 'node:crypto';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import type { MockupInputs, SavedMockup } from '@dm/contracts';
import { MockupMessages, MOCKUP_MAX_SAVED } from '@dm/contracts/constants';
import { type BlobStore, ConflictError, type Decider, type EventStore, handleCommand, type InlineProjection, NotFoundError } from '@dm/platform';

export const savedMockupStream = (id: string) => `saved_mockup-${id}`;

interface SavedData { savedId: string; userId: string; mockup: string; name: string; inputs: MockupInputs; preview: string; at: string }
type SavedEvent = { type: 'SavedMockupCreated'; data: SavedData } | { type: 'SavedMockupUpdated'; data: SavedData };
type SavedCommand = { type: 'Save'; data: SavedData };
interface SavedState { exists: boolean; userId?: string }

export const savedMockupDecider: Decider<SavedCommand, SavedEvent, SavedState> = {
  initialState: { exists: false },
  decide(c, s) {
    if (!s.exists) return [{ type: 'SavedMockupCreated', data: c.data }];
    if (s.userId !== c.data.userId) throw new NotFoundError(MockupMessages.savedNotFound(c.data.savedId));
    return [{ type: 'SavedMockupUpdated', data: c.data }];
  },
  evolve(s, e) {
    return { exists: true, userId: s.userId ?? e.data.userId };
  },
};

const doc = (d: SavedData, createdAt: string): SavedMockup => ({
  _id: d.savedId, mockup: d.mockup, mockup_inputs: d.inputs, watermarked_output_src: d.preview, name: d.name, createdAt, updatedAt: d.at,
});

export const savedMockupsProjection: InlineProjection = {
  name: 'saved_mockups',
  tables: ['saved_mockups'],
  handles: ['SavedMockupCreated', 'SavedMockupUpdated'],
  async apply(em, recorded) {
    const e = recorded as unknown as SavedEvent;
    const d = e.data;
    if (e.type === 'SavedMockupCreated') {
      await em.query(`INSERT INTO saved_mockups (id, user_id, mockup_id, created_at, updated_at, doc) VALUES ($1, $2, $3, $4, $4, $5)`,
        [d.savedId, d.userId, d.mockup, d.at, JSON.stringify(doc(d, d.at))]);
    } else {
      await em.query(`UPDATE saved_mockups SET updated_at = $2, doc = $3::jsonb || jsonb_build_object('createdAt', doc->'createdAt') WHERE id = $1`,
        [d.savedId, d.at, JSON.stringify(doc(d, d.at))]);
    }
  },
};

export class SavedMockups1732190000500 implements MigrationInterface {
  name = 'SavedMockups1732190000500';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE saved_mockups (id text PRIMARY KEY, user_id text NOT NULL, mockup_id text NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, doc jsonb NOT NULL)`);
    await q.query(`CREATE INDEX saved_mockups_user ON saved_mockups (user_id, updated_at DESC)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE saved_mockups`);
  }
}

/** Blob key and route of a saved mockup's preview. */
export const previewKey = (savedId: string) => `mockups/previews/${savedId}.png`;
export const PREVIEW_ROUTE = 'mockups/previews';

export class SavedMockupsService {
  constructor(private readonly ds: DataSource, private readonly store: EventStore, private readonly blobs: BlobStore) {}

  async save(userId: string, req: { savedId?: string; mockup: string; name: string; inputs: MockupInputs; preview?: Buffer }): Promise<SavedMockup> {
    const savedId = req.savedId ?? randomUUID();
    if (!req.savedId) {
      const [{ n }]: { n: number }[] = await this.ds.query(`SELECT count(*)::int AS n FROM saved_mockups WHERE user_id = $1`, [userId]);
      if (n >= MOCKUP_MAX_SAVED) throw new ConflictError(MockupMessages.tooManySaved);
    } else {
      await this.one(userId, req.savedId);
    }
    let preview = '';
    if (req.preview) {
      await this.blobs.put(previewKey(savedId), req.preview);
      preview = `/api/${PREVIEW_ROUTE}/${savedId}.png?v=${Date.now().toString(36)}`;
    } else if (req.savedId) {
      preview = (await this.one(userId, req.savedId)).watermarked_output_src;
    }
    const at = new Date().toISOString();
    const r = await handleCommand(this.store, savedMockupDecider, savedMockupStream(savedId),
      { type: 'Save', data: { savedId, userId, mockup: req.mockup, name: req.name, inputs: req.inputs, preview, at } }, { actorId: userId });
    this.store.announce(r.events);
    return this.one(userId, savedId);
  }

  async one(userId: string, savedId: string): Promise<SavedMockup> {
    const rows: { doc: SavedMockup }[] = await this.ds.query(`SELECT doc FROM saved_mockups WHERE id = $1 AND user_id = $2`, [savedId, userId]);
    if (!rows.length) throw new NotFoundError(MockupMessages.savedNotFound(savedId));
    return rows[0].doc;
  }

  async all(userId: string): Promise<SavedMockup[]> {
    const rows: { doc: SavedMockup }[] = await this.ds.query(`SELECT doc FROM saved_mockups WHERE user_id = $1 ORDER BY updated_at DESC LIMIT $2`, [userId, MOCKUP_MAX_SAVED]);
    return rows.map((r) => r.doc);
  }

  async preview(userId: string, savedId: string): Promise<Buffer> {
    await this.one(userId, savedId);
    const bytes = await this.blobs.get(previewKey(savedId));
    if (!bytes) throw new NotFoundError(MockupMessages.savedNotFound(savedId));
    return bytes;
  }
}
