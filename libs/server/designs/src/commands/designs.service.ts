import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  DesignMessages, migrateDesignFile, migrateDocument, ShareTexts, toPx, validateDimensions,
  type DesignFile, type DesignTemplate, type DimensionUnit, type PermissionAnswer, type SavedDesign, type SavedDesignSummary, type SharedPermission, type UserType,
} from '@dm/contracts';
import { ConflictError, decodeImageDataUrl, ForbiddenError, handleCommand, NotFoundError, publicBlobUrl, retryOnStreamConflict, ValidationError, type EventStore, type BlobStore } from '@dm/platform';
import { createDesign } from '@dm/scene';
import { DocumentTexts } from './document-texts.js';
import { isVisitorOwner, savedDesignDecider, savedDesignStream, type DesignSource, type SavedDesignCommand } from '../domain/saved-design.decider.js';

/** Where design templates come from (the catalog's queries): one template as the reader may see it, or a 404. */
export interface TemplateSource {
  design(id: string, reader: { type?: UserType | null } | null): Promise<DesignTemplate>;
}

/** Who is calling: a signed-in user, a visitor with a visitor key, or both (right after sign-in). */
export interface Actor {
  userId?: string;
  /** `visitor:<hash of the visitor cookie>` */
  visitorOwner?: string;
  /** The signed-in user's e-mail: invitations are addressed to it. */
  email?: string;
}

/** What sharing needs from outside the context: mail, links, and people's e-mails. */
export interface SharingPorts {
  send(mail: { to: string; subject: string; text: string; summary?: string }): Promise<void>;
  /** The origin put in mailed links. */
  publicUrl: string;
  /** A user's e-mail and name, or null. */
  person(userId: string): Promise<{ email: string; name: string } | null>;
}

/** Checks a folder may take the caller's designs, answering the step that puts them there inside the creating transaction (the folders context decides). */
export type PlaceInFolder = (userId: string, email: string | undefined, folderId: string) => Promise<(em: EntityManager, designIds: string[]) => Promise<unknown>>;

/** One design bulk edit generated: its document, a thumbnail (data URL) and maybe a name. */
export interface BulkDesign { design_file: unknown; thumbnail?: string; name?: string }

/** How far each access reaches: view < edit < owner. */
const ROLE_RANK = { view: 1, edit: 2, owner: 3 } as const;

/** What a caller may do with a design: its owner, or edit or view through an invitation or the link. */
export type Access = { owner: string; role: 'owner' | 'edit' | 'view'; viewAll: boolean; editAll: boolean };

export const DEFAULT_DESIGN_NAME = 'Untitled design';

interface Row {
  id: string;
  owner: string;
  view_all?: boolean;
  edit_all?: boolean;
  name: string;
  width: number;
  height: number;
  thumbnail: string | null;
  category_id: string | null;
  created_at: Date;
  updated_at: Date;
  design_file?: unknown;
  version: number;
}

// Size and last change come from the document as well: saves change them without an event.
const SELECT = `SELECT s.id, s.owner, s.view_all, s.edit_all, s.name, d.width, d.height, s.thumbnail, s.category_id, s.created_at,
  GREATEST(s.updated_at, d.updated_at) AS updated_at, d.version`;

function toSummary(r: Row, role: 'edit' | 'view' = 'edit'): SavedDesignSummary {
  return {
    _id: r.id, name: r.name, thumbnail: r.thumbnail, width: r.width, height: r.height, role, view_all: !!r.view_all, edit_all: !!r.edit_all,
    category_id: r.category_id, version: r.version, createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/**
 * Saved designs: life-cycle through the decider and the event store, the document state-stored
 * with a version. Every method checks on the server that the actor owns the design.
 */
export class DesignsService {
  /** Documents' JSON by version, for get_one's answer (see getOneAnswer). */
  private readonly texts = new DocumentTexts();

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    /** Where thumbnails sent as data URLs are kept (their links go into the events). */
    private readonly blobs?: BlobStore,
    /** The catalog, for copies of templates. */
    private readonly templates?: TemplateSource,
    /** Mail and people, for invitations. */
    private readonly sharing?: SharingPorts,
    /** Folders, for bulk saves. */
    private readonly placeInFolder?: PlaceInFolder,
  ) {}

  private ownerOf(actor: Actor): string {
    const owner = actor.userId ?? actor.visitorOwner;
    if (!owner) throw new ValidationError(DesignMessages.claimNeedsSignIn);
    return owner;
  }

  private owners(actor: Actor): string[] {
    return [actor.userId, actor.visitorOwner].filter((o): o is string => !!o);
  }

  /** `actorId`: who did it, when it is not the owner the command names (an editor renaming). */
  private run(em: EntityManager, id: string, command: SavedDesignCommand, actorId?: string) {
    return handleCommand(this.store, savedDesignDecider, savedDesignStream(id), command, { actorId: actorId ?? (command.type === 'CreateSavedDesign' ? command.owner : 'actor' in command ? command.actor : undefined) }, em);
  }

  /** The caller's access to a design, or null when it has none (or the design is gone). */
  async access(actor: Actor, id: string): Promise<Access | null> {
    const rows: { owner: string; view_all: boolean; edit_all: boolean; granted: 'view' | 'edit' | null }[] = await this.dataSource.query(
      `SELECT s.owner, s.view_all, s.edit_all,
              -- 'edit' sorts before 'view': min() is the widest grant
              (SELECT min(g.role) FROM (
                 SELECT p.role FROM design_permissions p WHERE p.design_id = s.id AND p.email = $2
                 UNION ALL
                 SELECT fp.role FROM folder_designs fd JOIN folder_permissions fp ON fp.folder_id = fd.folder_id WHERE fd.design_id = s.id AND fp.email = $2
                 UNION ALL
                 -- a design someone put into a folder of the caller's (one shared with them for edit)
                 SELECT 'edit' FROM folder_designs fd JOIN folders f ON f.id = fd.folder_id WHERE fd.design_id = s.id AND f.owner = ANY($3::text[])
               ) g) AS granted
         FROM saved_designs s WHERE s.id = $1 AND NOT s.deleted`,
      [id, actor.email ?? '', this.owners(actor)],
    );
    const r = rows[0];
    if (!r) return null;
    const base = { owner: r.owner, viewAll: r.view_all, editAll: r.edit_all };
    if (this.owners(actor).includes(r.owner)) return { ...base, role: 'owner' };
    if (r.granted === 'edit' || r.edit_all) return { ...base, role: 'edit' };
    if (r.granted === 'view' || r.view_all) return { ...base, role: 'view' };
    return null;
  }

  /** The caller's access, at least `need`: 404 without any (ids do not leak), 403 with too little. */
  private async require(actor: Actor, id: string, need: 'view' | 'edit' | 'owner'): Promise<Access> {
    const access = await this.access(actor, id);
    if (!access) throw new NotFoundError(DesignMessages.notFound);
    if (ROLE_RANK[access.role] < ROLE_RANK[need]) throw new ForbiddenError(need === 'owner' ? DesignMessages.ownerOnly : DesignMessages.viewOnly);
    return access;
  }

  private actorId(actor: Actor): string | undefined {
    return actor.userId ?? actor.visitorOwner;
  }

  /**
   * A new design from a document: one transaction for the event, the read model and the document.
   * `thumbnail` (a link to one of our own images: the template's or the source design's) gives the
   * new design an accurate thumbnail from the start, before any render of its own.
   */
  private async create(actor: Actor, doc: DesignFile, name: string, source: DesignSource, sourceId?: string, categoryId?: string, thumbnail?: string | null): Promise<SavedDesign> {
    const id = randomUUID();
    const owner = this.ownerOf(actor);
    const at = new Date().toISOString();
    const designFile = { ...doc, id };
    await this.dataSource.transaction(async (em) => {
      await this.run(em, id, { type: 'CreateSavedDesign', id, owner, name, width: doc.width, height: doc.height, source, sourceId, categoryId, at });
      await em.query(`INSERT INTO saved_design_documents (id, design_file, version, width, height, updated_at) VALUES ($1, $2::json, 1, $3, $4, $5)`,
        [id, JSON.stringify(designFile), doc.width, doc.height, at],);
      if (thumbnail && /^\/api\/(blobs|render\/outputs)\//.test(thumbnail)) {
        await this.run(em, id, { type: 'UpdateThumbnail', actor: owner, thumbnail, at });
      }
    });
    return this.getOne(actor, id);
  }

  async createBlank(actor: Actor, width: number | string, height: number | string, unit: DimensionUnit, name?: string): Promise<SavedDesign> {
    const problem = validateDimensions(width, height, unit);
    if (problem) throw new ValidationError(problem, problem === 'Invalid height' ? 'height' : 'width');
    const doc = createDesign(toPx(Number(width), unit), toPx(Number(height), unit));
    return this.create(actor, doc, name?.trim() || DEFAULT_DESIGN_NAME, 'blank');
  }

  async createFromJson(actor: Actor, raw: unknown, name?: string): Promise<SavedDesign> {
    return this.create(actor, this.parseDocument(raw), name?.trim() || DEFAULT_DESIGN_NAME, 'json');
  }

  /**
   * Bulk edit's save (saved_design/bulk_save): every generated design of one original, created
   * and put into a folder in one transaction (all or nothing). The caller must be signed in and
   * may edit the original; every document is validated first and named in the error by its place.
   */
  async bulkSave(actor: Actor, originalId: string, folderId: string, designs: BulkDesign[]): Promise<SavedDesignSummary[]> {
    if (!actor.userId) throw new ValidationError(DesignMessages.claimNeedsSignIn);
    if (!this.placeInFolder) throw new NotFoundError(DesignMessages.notFound);
    const original = await this.getOne(actor, originalId);
    if (original.role !== 'edit') throw new ForbiddenError(DesignMessages.viewOnly);
    const docs = designs.map((d, i) => this.parseDocument(d.design_file, `designs.${i}.design_file`));
    const thumbs = designs.map((d, i) => {
      if (!d.thumbnail?.startsWith('data:')) return d.thumbnail ?? null;
      const image = decodeImageDataUrl(d.thumbnail);
      if (!image || !this.blobs) throw new ValidationError(DesignMessages.invalidThumbnail, `designs.${i}.thumbnail`);
      return image;
    });
    const place = await this.placeInFolder(actor.userId, actor.email, folderId);
    const ids = docs.map(() => randomUUID());
    // thumbnails are stored first: a failed transaction leaves only unreferenced images behind
    const links = await Promise.all(thumbs.map(async (t, i) => {
      if (!t || typeof t === 'string') return t && /^\/api\/(blobs|render\/outputs)\//.test(t) ? t : null;
      const key = `designs/thumbnails/${ids[i]}-${randomBytes(9).toString('base64url')}.${t.ext}`;
      await this.blobs!.put(key, t.bytes);
      return publicBlobUrl(key);
    }));
    const owner = actor.userId;
    const at = new Date().toISOString();
    const base = original.name.replace(/\s+\d+$/, '').slice(0, 190);
    await this.dataSource.transaction(async (em) => {
      // every design's stream started in one insert (its creation and its thumbnail, decided on
      // a new stream), then every document in one insert
      const streams = docs.map((doc, i) => ({
        streamId: savedDesignStream(ids[i]),
        events: savedDesignDecider.decide({
          type: 'CreateSavedDesign', id: ids[i], owner, name: designs[i].name?.trim() || `${base} ${i + 1}`, width: doc.width, height: doc.height,
          source: 'bulk', sourceId: originalId, categoryId: original.category_id ?? undefined, at, ...(links[i] ? { thumbnail: links[i]! } : {}),
        }, savedDesignDecider.initialState),
      }));
      await this.store.startStreams(em, streams, { actorId: owner });
      await em.query(
        `INSERT INTO saved_design_documents (id, design_file, version, width, height, updated_at)
         SELECT t.id, t.doc, 1, t.width, t.height, $5 FROM unnest($1::text[], $2::json[], $3::float8[], $4::float8[]) AS t(id, doc, width, height)`,
        [ids, docs.map((d, i) => JSON.stringify({ ...d, id: ids[i] })), docs.map((d) => d.width), docs.map((d) => d.height), at],
      );
      await place(em, ids);
    });
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} FROM saved_designs s JOIN saved_design_documents d ON d.id = s.id WHERE s.id = ANY($1::text[])`, [ids]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => toSummary(byId.get(id)!));
  }

  /**
   * Copies a design template into a new saved design; the catalog decides which templates the
   * reader may see (inactive ones are for admins and designers only; for anyone else a 404).
   */
  async copyTemplate(actor: Actor, reader: { type?: UserType | null } | null, templateId: string, categoryId?: string): Promise<SavedDesign> {
    if (!this.templates) throw new NotFoundError(DesignMessages.templateNotFound);
    const template = await this.templates.design(templateId, reader);
    return this.createFromTemplate(actor, { id: template._id, name: template.name, design_file: template.design_file, thumbnail: template.thumbnail }, categoryId ?? template.categories[0]?._id);
  }

  /** Copies a design template's document (the catalog hands it over) into a new saved design. */
  async createFromTemplate(actor: Actor, template: { id: string; name: string; design_file: unknown; thumbnail?: string | null }, categoryId?: string): Promise<SavedDesign> {
    return this.create(actor, this.parseDocument(template.design_file), template.name, 'template', template.id, categoryId, template.thumbnail);
  }

  async clone(actor: Actor, sourceId: string, nameAppend: string, designFile?: unknown): Promise<SavedDesign> {
    const source = await this.getOne(actor, sourceId);
    const doc = this.parseDocument(designFile ?? source.design_file);
    // the source's thumbnail fits only when the clone keeps the source's document
    return this.create(actor, doc, `${source.name}${nameAppend}`.slice(0, 200), 'clone', sourceId, source.category_id ?? undefined, designFile ? null : source.thumbnail);
  }

  private parseDocument(raw: unknown, field = 'design_file'): DesignFile {
    const parsed = migrateDesignFile(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue.path.length ? `${field}.${issue.path.join('.')}` : field;
      throw new ValidationError(DesignMessages.invalidDesignFile(`${where} ${issue.message.toLowerCase()}`), where);
    }
    return parsed.data;
  }

  /**
   * get_one's answer as JSON text, the same as `JSON.stringify(ok(await getOne(actor, id)))`: the
   * document comes from the texts kept at its version (see DocumentTexts), else it is read as
   * text, upgraded, and kept. The rights and the design's summary are read every time.
   */
  async getOneAnswer(actor: Actor, id: string): Promise<string> {
    const access = await this.require(actor, id, 'view');
    const role = access.role === 'view' ? 'view' : 'edit';
    // with the document as text (not parsed by the driver) when none of it is kept, else without
    const read = async (text: boolean): Promise<(Row & { design_text?: string }) | undefined> => (await this.dataSource.query(
      `${SELECT}${text ? ', d.design_file::text AS design_text' : ''} FROM saved_designs s JOIN saved_design_documents d ON d.id = s.id WHERE s.id = $1 AND NOT s.deleted`, [id]))[0];
    let row = await read(!this.texts.holds(id));
    let json = row && row.design_text === undefined ? this.texts.get(id, row.version) : undefined;
    if (row && json === undefined) {
      // saved since the kept text: read again, the summary at the document's version
      if (row.design_text === undefined) row = await read(true);
      if (row?.design_text !== undefined) {
        json = JSON.stringify(migrateDocument(JSON.parse(row.design_text)));
        this.texts.put(id, row.version, json);
      }
    }
    if (!row || json === undefined) throw new NotFoundError(DesignMessages.notFound);
    const summary = JSON.stringify(toSummary(row, role));
    return `{"response_code":1,"data":${summary.slice(0, -1)},"design_file":${json}}}`;
  }

  /** One design for anyone with access: its owner, people invited, anyone with the link when it is on. */
  async getOne(actor: Actor, id: string): Promise<SavedDesign> {
    const access = await this.require(actor, id, 'view');
    const rows: Row[] = await this.dataSource.query(
      `${SELECT}, d.design_file FROM saved_designs s JOIN saved_design_documents d ON d.id = s.id WHERE s.id = $1 AND NOT s.deleted`,
      [id],
    );
    if (!rows.length) throw new NotFoundError(DesignMessages.notFound);
    return { ...toSummary(rows[0], access.role === 'view' ? 'view' : 'edit'), design_file: migrateDocument(rows[0].design_file) };
  }

  async getMany(actor: Actor, ids: string[]): Promise<SavedDesign[]> {
    if (!ids.length) return [];
    const rows: Row[] = await this.dataSource.query(
      `${SELECT}, d.design_file FROM saved_designs s JOIN saved_design_documents d ON d.id = s.id
       WHERE s.id = ANY($1::text[]) AND NOT s.deleted AND s.owner = ANY($2::text[]) ORDER BY s.updated_at DESC`,
      [ids, this.owners(actor)],
    );
    return rows.map((r) => ({ ...toSummary(r), design_file: migrateDocument(r.design_file) }));
  }

  /** The signed-in user's designs, newest first, without their documents. */
  /** A user's designs; for a visitor, the designs started with their visitor key (until they sign in and claim them). */
  async listOwned(actor: Actor): Promise<SavedDesignSummary[]> {
    const owner = actor.userId ?? actor.visitorOwner;
    if (!owner) return [];
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} FROM saved_designs s JOIN saved_design_documents d ON d.id = s.id
       WHERE s.owner = $1 AND NOT s.deleted ORDER BY s.updated_at DESC`,
      [owner],
    );
    return rows.map((r) => toSummary(r));
  }

  async rename(actor: Actor, id: string, name: string): Promise<SavedDesignSummary> {
    const { owner } = await this.require(actor, id, 'edit');
    // a rename does not depend on the version it read: decided again when another writer came first
    await retryOnStreamConflict(() => this.dataSource.transaction((em) => this.run(em, id, { type: 'RenameSavedDesign', actor: owner, name, at: new Date().toISOString() }, this.actorId(actor))));
    const { design_file: _d, ...summary } = await this.getOne(actor, id);
    return summary;
  }

  /** Deletes one design or a list; all or nothing. */
  async delete(actor: Actor, ids: string[]): Promise<{ deleted: string[] }> {
    const unique = [...new Set(ids)];
    // only the owner deletes (someone invited to edit gets a 403)
    const owners = await Promise.all(unique.map(async (id) => (await this.require(actor, id, 'owner')).owner));
    const at = new Date().toISOString();
    await this.dataSource.transaction(async (em) => {
      for (let i = 0; i < unique.length; i++) await this.run(em, unique[i], { type: 'DeleteSavedDesign', actor: owners[i], at });
    });
    return { deleted: unique };
  }

  async updateThumbnail(actor: Actor, id: string, thumbnail: string): Promise<{ thumbnail: string }> {
    const { owner } = await this.require(actor, id, 'edit');
    if (thumbnail.startsWith('data:')) {
      const image = decodeImageDataUrl(thumbnail);
      if (!image || !this.blobs) throw new ValidationError(DesignMessages.invalidThumbnail, 'thumbnail_data');
      // a new name per image: links are cached forever, and nobody can guess another design's
      const key = `designs/thumbnails/${id}-${randomBytes(9).toString('base64url')}.${image.ext}`;
      await this.blobs.put(key, image.bytes);
      thumbnail = publicBlobUrl(key);
    }
    await retryOnStreamConflict(() => this.dataSource.transaction((em) => this.run(em, id, { type: 'UpdateThumbnail', actor: owner, thumbnail, at: new Date().toISOString() }, this.actorId(actor))));
    return { thumbnail };
  }

  /** Moves a visitor's unsaved design to the signed-in user who started it. */
  async claim(actor: Actor, id: string): Promise<SavedDesignSummary> {
    if (!actor.userId) throw new ValidationError(DesignMessages.claimNeedsSignIn);
    await retryOnStreamConflict(() => this.dataSource.transaction((em) =>
      this.run(em, id, { type: 'ClaimSavedDesign', actor: actor.userId!, userId: actor.userId!, visitorOwner: actor.visitorOwner ?? null, at: new Date().toISOString() }),
    ));
    const { design_file: _d, ...summary } = await this.getOne({ userId: actor.userId }, id);
    return summary;
  }

  /**
   * The editor's autosave: stores the document if it is still at `baseVersion`, else a 409 that
   * names both versions (the newer saved document stays; nothing is lost).
   */
  async save(actor: Actor, id: string, baseVersion: number, raw: unknown): Promise<{ _id: string; version: number }> {
    await this.require(actor, id, 'edit');
    const doc = { ...this.parseDocument(raw), id };
    const text = JSON.stringify(doc);
    const rows: { version: number }[] = await this.dataSource.query(
      `WITH saved AS (
         UPDATE saved_design_documents SET design_file = $2::json, version = version + 1, width = $4, height = $5, updated_at = now()
         WHERE id = $1 AND version = $3 RETURNING version)
       SELECT version FROM saved`,
      [id, text, baseVersion, doc.width, doc.height],
    );
    if (!rows.length) {
      const current: { version: number }[] = await this.dataSource.query(`SELECT version FROM saved_design_documents WHERE id = $1`, [id]);
      throw new ConflictError(DesignMessages.saveConflict(baseVersion, current[0]?.version ?? 0), { version: current[0]?.version });
    }
    // the next open answers the document as saved (the text just stored: current schema, validated)
    this.texts.put(id, rows[0].version, text);
    return { _id: id, version: rows[0].version };
  }

  // ---- sharing ----

  /**
   * Invites people by e-mail (with or without an account: the grant waits for their registration
   * with that address) to view or edit a design; each new invitation is mailed after the commit.
   * Only the owner shares.
   */
  async share(actor: Actor, id: string, emails: string[], role: 'view' | 'edit'): Promise<{ shared: string[] }> {
    const { owner } = await this.require(actor, id, 'owner');
    const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))].filter((e) => e !== actor.email);
    if (!wanted.length) throw new ValidationError(DesignMessages.cannotShareWithSelf, 'emails');
    const result = await retryOnStreamConflict(() => this.dataSource.transaction((em) =>
      this.run(em, id, { type: 'ShareSavedDesign', actor: owner, emails: wanted, role, at: new Date().toISOString() }, this.actorId(actor))));
    const shared = result.newEvents.flatMap((e) => (e.type === 'SavedDesignShared' ? e.data.emails : []));
    if (shared.length && this.sharing) {
      const { name } = await this.getOne(actor, id);
      const inviter = (actor.userId && (await this.sharing.person(actor.userId))?.name) || 'Someone';
      const link = `${this.sharing.publicUrl}/designmaker/start/designs/${encodeURIComponent(id)}/${role}`;
      for (const to of shared) {
        await this.sharing.send({ to, subject: ShareTexts.invitationSubject(inviter, name), text: ShareTexts.invitationText(inviter, name, role, link), summary: 'design invitation' });
      }
    }
    return { shared };
  }

  /** Link sharing: anyone with the link may view (enable_view) or edit (enable_edit), or nobody (disable). Owner only. */
  async alterLinkSharing(actor: Actor, id: string, action: 'enable_edit' | 'enable_view' | 'disable'): Promise<SavedDesignSummary> {
    const { owner } = await this.require(actor, id, 'owner');
    await retryOnStreamConflict(() => this.dataSource.transaction((em) =>
      this.run(em, id, { type: 'AlterLinkSharing', actor: owner, action, at: new Date().toISOString() }, this.actorId(actor))));
    const { design_file: _d, ...summary } = await this.getOne(actor, id);
    return summary;
  }

  /**
   * What access an e-mail has to a design. The owner may ask about anyone; anyone else only
   * about themselves (others get a 404, so nobody learns who was invited).
   */
  async checkPermission(actor: Actor, id: string, email: string, need?: 'view' | 'edit'): Promise<PermissionAnswer> {
    const mine = await this.access(actor, id);
    const asked = email.trim().toLowerCase();
    if (!mine || (mine.role !== 'owner' && asked !== actor.email)) throw new NotFoundError(DesignMessages.notFound);
    const ownerEmail = !isVisitorOwner(mine.owner) && this.sharing ? (await this.sharing.person(mine.owner))?.email : undefined;
    let role: PermissionAnswer['role'];
    if (asked === ownerEmail) role = 'owner';
    else {
      const rows: { role: 'view' | 'edit' }[] = await this.dataSource.query(`SELECT role FROM design_permissions WHERE design_id = $1 AND email = $2`, [id, asked]);
      const granted = rows[0]?.role;
      role = granted === 'edit' || mine.editAll ? 'edit' : granted === 'view' || mine.viewAll ? 'view' : null;
    }
    return { user_email: asked, saved_design: id, role, has_permission: !!role && (!need || ROLE_RANK[role] >= ROLE_RANK[need]) };
  }

  /** Designs shared with the caller's e-mail (not their own), newest first, with the role each gives. */
  async listShared(actor: Actor): Promise<SharedPermission[]> {
    if (!actor.email) return [];
    const rows: (Row & { granted: 'view' | 'edit' })[] = await this.dataSource.query(
      `${SELECT}, p.role AS granted FROM design_permissions p
         JOIN saved_designs s ON s.id = p.design_id JOIN saved_design_documents d ON d.id = s.id
        WHERE p.email = $1 AND NOT s.deleted AND NOT (s.owner = ANY($2::text[])) ORDER BY p.granted_at DESC`,
      [actor.email, this.owners(actor)],
    );
    return rows.map((r) => {
      const role = r.granted === 'edit' || r.edit_all ? 'edit' : 'view';
      return { resource_type: 'design', saved_design: toSummary(r, role), role };
    });
  }

  /** The owner string the actor holds for this design, or a 404 when it holds none. */
  private async ownerFor(actor: Actor, id: string): Promise<string> {
    const rows: { owner: string }[] = await this.dataSource.query(
      `SELECT owner FROM saved_designs WHERE id = $1 AND NOT deleted AND owner = ANY($2::text[])`,
      [id, this.owners(actor)],
    );
    if (!rows.length) throw new NotFoundError(DesignMessages.notFound);
    return rows[0].owner;
  }
}
