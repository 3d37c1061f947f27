import { ConflictError, EventStore, NotFoundError, openTestDatabase, platformInlineProjections, platformMigrations, replayAll, testDatabaseKinds, ValidationError, type TestDatabase } from '@dm/platform';
import { Folders1732190000302, FolderSharing1732190000303 } from '@dm/server-folders';
import { DesignDocumentsAsText1732190000103, DesignSharing1732190000102, SavedDesigns1732190000100 } from '../designs.migration.js';
import { savedDesignsProjection } from '../projections/saved-designs.projection.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESIGN_FILE_SCHEMA_VERSION } from '@dm/contracts';
import { DesignsService, type Actor } from './designs.service.js';

describe.each(testDatabaseKinds())('saved designs on %s', (kind) => {
  let db: TestDatabase;
  let designs: DesignsService;
  let store: EventStore;
  const ada: Actor = { userId: 'user-ada' };
  const bob: Actor = { userId: 'user-bob' };
  const visitor: Actor = { visitorOwner: 'visitor:v1' };

  beforeAll(async () => {
    db = await openTestDatabase(kind, { entities: [], migrations: [...platformMigrations, SavedDesigns1732190000100, DesignSharing1732190000102, DesignDocumentsAsText1732190000103, Folders1732190000302, FolderSharing1732190000303] });
    store = new EventStore(db.dataSource, [...platformInlineProjections, savedDesignsProjection]);
    designs = new DesignsService(db.dataSource, store);
  });
  afterAll(() => db?.close());

  it('answers a document stored by an earlier schema version upgraded, on get_one and get', async () => {
    // setup: a design whose stored document is the frozen legacy (version 0) fixture
    const design = await designs.createBlank(ada, 1080, 1080, 'px', 'Old one');
    const legacy = readFileSync(join(import.meta.dirname, '../../../../contracts/src/fixtures/design-file.v0.json'), 'utf8');
    await db.dataSource.query(`UPDATE saved_design_documents SET design_file = $2::json WHERE id = $1`, [design._id, legacy]);
    // action
    const one = (await designs.getOne(ada, design._id)).design_file as { schemaVersion: number; pages: { objects: Record<string, unknown> }[] };
    const [many] = await designs.getMany(ada, [design._id]);
    // check
    expect(one.schemaVersion).toBe(DESIGN_FILE_SCHEMA_VERSION);
    expect(Object.keys(one.pages[0].objects)).toEqual(['photo', 'title', 'grp', 'badge']);
    expect(many.design_file).toEqual(one);
  });

  it('creates blank designs in px and converts other units', async () => {
    const square = await designs.createBlank(ada, 1080, 1080, 'px');
    expect(square).toMatchObject({ name: 'Untitled design', width: 1080, height: 1080, role: 'edit', version: 1 });
    expect(square.design_file).toMatchObject({ id: square._id, width: 1080, height: 1080 });
    const inches = await designs.createBlank(ada, '5', '3', 'in');
    expect([inches.width, inches.height]).toEqual([480, 288]);
  });

  it('refuses dimensions outside the unit limits with the spec message and creates nothing', async () => {
    const before = (await designs.listOwned(ada)).length;
    await expect(designs.createBlank(ada, 40, 500, 'px')).rejects.toThrow('Dimensions must be greater than 40px and smaller than 8000px');
    await expect(designs.createBlank(ada, 'wide', 500, 'px')).rejects.toThrow('Invalid width');
    await expect(designs.createBlank(ada, 100, 100, 'mm')).resolves.toBeDefined();
    await expect(designs.createBlank(ada, 10.5, 100, 'mm')).rejects.toBeInstanceOf(ValidationError);
    expect((await designs.listOwned(ada)).length).toBe(before + 1);
  });

  it("keeps another user's design out of reach: 404 and nothing changes", async () => {
    const mine = await designs.createBlank(ada, 500, 500, 'px', 'Secret plan');
    await expect(designs.getOne(bob, mine._id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(designs.rename(bob, mine._id, 'Hacked')).rejects.toBeInstanceOf(NotFoundError);
    await expect(designs.delete(bob, [mine._id])).rejects.toBeInstanceOf(NotFoundError);
    await expect(designs.save(bob, mine._id, 1, mine.design_file)).rejects.toBeInstanceOf(NotFoundError);
    expect((await designs.getOne(ada, mine._id)).name).toBe('Secret plan');
  });

  it('renames, clones with a suffix and deletes lists all or nothing', async () => {
    const a = await designs.createBlank(ada, 600, 600, 'px', 'Menu');
    expect((await designs.rename(ada, a._id, 'Cafe menu')).name).toBe('Cafe menu');
    const copy = await designs.clone(ada, a._id, ' Copy');
    expect(copy.name).toBe('Cafe menu Copy');
    const other = await designs.createBlank(bob, 600, 600, 'px');
    await expect(designs.delete(ada, [copy._id, other._id])).rejects.toBeInstanceOf(NotFoundError);
    expect((await designs.getOne(ada, copy._id))._id).toBe(copy._id);
    await designs.delete(ada, [a._id, copy._id]);
    await expect(designs.getOne(ada, a._id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('autosaves by version and answers a stale save with 409, keeping the newer document', async () => {
    const d = await designs.createBlank(ada, 800, 800, 'px');
    const doc = d.design_file as { pages: { background_color: string }[] };
    const first = await designs.save(ada, d._id, 1, { ...doc, pages: [{ ...doc.pages[0], background_color: '#ff0000' }] });
    expect(first.version).toBe(2);
    const stale = designs.save(ada, d._id, 1, { ...doc, pages: [{ ...doc.pages[0], background_color: '#00ff00' }] });
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    await expect(stale).rejects.toThrow(/you edited version 1, the saved one is version 2/);
    const now = await designs.getOne(ada, d._id);
    expect((now.design_file as typeof doc).pages[0].background_color).toBe('#ff0000');
    await expect(designs.save(ada, d._id, 2, { not: 'a design' })).rejects.toBeInstanceOf(ValidationError);
  });

  it("answers get_one as the same JSON text as the design read whole: cold, after a save, upgraded, to a viewer; nothing to anyone else", async () => {
    const answerOf = async (actor: Actor, id: string) => JSON.stringify({ response_code: 1, data: await designs.getOne(actor, id) });
    const d = await designs.createBlank(ada, 640, 480, 'px', 'Answered');
    // cold: read from the database as text
    expect(await designs.getOneAnswer(ada, d._id)).toBe(await answerOf(ada, d._id));
    // kept from the save: the next answer is the saved document at the new version
    const doc = d.design_file as { pages: { background_color: string }[] };
    const saved = await designs.save(ada, d._id, 1, { ...doc, pages: [{ ...doc.pages[0], background_color: '#123456' }] });
    const afterSave = await designs.getOneAnswer(ada, d._id);
    expect(afterSave).toBe(await answerOf(ada, d._id));
    expect(JSON.parse(afterSave).data).toMatchObject({ version: saved.version, design_file: { pages: [{ background_color: '#123456' }] } });
    // a rename changes the summary, not the document: answered at once with the new name
    await designs.rename(ada, d._id, 'Renamed');
    expect(JSON.parse(await designs.getOneAnswer(ada, d._id)).data.name).toBe('Renamed');
    // a document of an earlier schema version: upgraded as getOne upgrades it
    const legacy = await designs.createBlank(ada, 1080, 1080, 'px', 'Legacy');
    await db.dataSource.query(`UPDATE saved_design_documents SET design_file = $2::json WHERE id = $1`, [legacy._id,
      readFileSync(join(import.meta.dirname, '../../../../contracts/src/fixtures/design-file.v0.json'), 'utf8')]);
    expect(await designs.getOneAnswer(ada, legacy._id)).toBe(await answerOf(ada, legacy._id));
    expect(JSON.parse(await designs.getOneAnswer(ada, legacy._id)).data.design_file.schemaVersion).toBe(DESIGN_FILE_SCHEMA_VERSION);
    // someone else: not found, whether the text is kept or not
    await expect(designs.getOneAnswer(bob, d._id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lets a visitor start a design and claim it after signing in', async () => {
    const d = await designs.createBlank(visitor, 1080, 1080, 'px');
    await expect(designs.claim({ userId: 'user-eve', visitorOwner: 'visitor:someone-else' }, d._id)).rejects.toThrow();
    const claimed = await designs.claim({ userId: 'user-cat', visitorOwner: 'visitor:v1' }, d._id);
    expect(claimed._id).toBe(d._id);
    expect((await designs.listOwned({ userId: 'user-cat' })).map((x) => x._id)).toContain(d._id);
    await expect(designs.getOne(visitor, d._id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('rebuilds saved_designs from the events to exactly the live table', async () => {
    const snapshot = () => db.dataSource.query(`SELECT * FROM saved_designs ORDER BY id`);
    const live = await snapshot();
    await replayAll(db.dataSource, store, [...platformInlineProjections, savedDesignsProjection]);
    expect(await snapshot()).toEqual(live);
  });
});
