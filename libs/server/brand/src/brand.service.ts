// Brand kits and teams: the first own team's first brand kit is the one used; members invited by
// e-mail (the grant waits for their registration with that address) view or edit their team's
// kit; logos and fonts are kept as blobs under content-hash names; fonts are parsed (fontkit) and
// kept as plain TrueType/OpenType, so the browser, the server's renders and PDF export (embedded
// subsets) all read the same file.
import { createHash, randomUUID } from 'node:crypto';
import fontkit from '@cantoo/fontkit';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { decompress as woff2Decompress } from 'wawoff2';
import {
  type BrandKitData, type BrandKitDoc, BrandTexts, type BrandKitSections, BrandMessages, type Team, type Teams, type UploadedBrandFile,
  BRAND_FONT_MAX_BYTES, BRAND_LOGO_MAX_BYTES,
} from '@dm/contracts';
import { type BlobStore, type EventStore, ForbiddenError, handleCommand, NotFoundError, PayloadTooLargeError, ValidationError } from '@dm/platform';
import { woffToSfnt } from '@dm/scene/node';
import { brandDecider, type BrandEvent, brandKitStream, type FontUpload, teamFontsStream, teamMembersStream } from './brand.model.js';

export const BRAND_FILES_ROUTE = 'brand/files';
const EMPTY_KIT: BrandKitData = { logos: [], color_palette: [], selected_fonts: [], fonts: {} };

interface TeamRow { team_id: string; name: string; brand_kit_id: string; owner_id: string; role: 'owner' | 'edit' | 'view' }

/** How an invitation is mailed (the identity context's mailer; after the change is recorded). */
export interface BrandMail {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
  publicUrl: string;
}

export class BrandService {
  constructor(private readonly ds: DataSource, private readonly store: EventStore, private readonly blobs: BlobStore, private readonly mail?: BrandMail) {}

  // ---- teams ----

  async teams(userId: string, email: string | undefined): Promise<Teams> {
    const own: TeamRow[] = await this.ds.query(
      `SELECT team_id, name, brand_kit_id, owner_id, 'owner' AS role FROM teams WHERE owner_id = $1 ORDER BY created_at, team_id`, [userId]);
    const member: TeamRow[] = email ? await this.ds.query(
      `SELECT t.team_id, t.name, t.brand_kit_id, t.owner_id, m.role FROM team_members m JOIN teams t ON t.team_id = m.team_id
       WHERE m.email = $1 AND t.owner_id <> $2 ORDER BY m.invited_at, t.team_id`, [email.toLowerCase(), userId]) : [];
    const all = [...own, ...member];
    if (!all.length) return { own_teams: [], member_teams: [] };
    const ids = all.map((t) => t.team_id);
    const kits: { kit_id: string; doc: BrandKitData }[] = await this.ds.query(`SELECT kit_id, doc FROM brand_kits WHERE kit_id = ANY ($1)`, [all.map((t) => t.brand_kit_id)]);
    const fonts: { team_id: string; fonts: FontUpload[] }[] = await this.ds.query(`SELECT team_id, fonts FROM team_fonts WHERE team_id = ANY ($1)`, [ids]);
    const members: { team_id: string; email: string; role: 'view' | 'edit'; joined: boolean }[] = await this.ds.query(
      `SELECT m.team_id, m.email, m.role, EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = m.email) AS joined FROM team_members m WHERE m.team_id = ANY ($1) ORDER BY m.invited_at`,
      [own.map((t) => t.team_id)]);
    const kitOf = new Map(kits.map((k) => [k.kit_id, k.doc]));
    const fontsOf = new Map(fonts.map((f) => [f.team_id, f.fonts]));
    const team = (t: TeamRow): Team => ({
      _id: t.team_id, name: t.name, role: t.role,
      brand_kits: [{ _id: t.brand_kit_id, ...EMPTY_KIT, ...(kitOf.get(t.brand_kit_id) ?? {}) }],
      font_uploads: fontsOf.get(t.team_id) ?? [],
      members: t.role === 'owner' ? members.filter((m) => m.team_id === t.team_id).map(({ email, role, joined }) => ({ email, role, joined })) : [],
    });
    return { own_teams: own.map(team), member_teams: member.map(team) };
  }

  /** The team a change goes to: the given one when the caller may edit it, else their first own team. */
  async #editable(userId: string, email: string | undefined, teamId?: string): Promise<Team> {
    const { own_teams, member_teams } = await this.teams(userId, email);
    if (!teamId) {
      if (!own_teams[0]) throw new NotFoundError(BrandMessages.noTeam);
      return own_teams[0];
    }
    const t = [...own_teams, ...member_teams].find((x) => x._id === teamId);
    if (!t) throw new NotFoundError(BrandMessages.teamNotFound(teamId));
    if (t.role === 'view') throw new ForbiddenError(BrandMessages.viewOnly);
    return t;
  }

  async #record(userId: string, stream: string, event: BrandEvent): Promise<void> {
    const r = await handleCommand(this.store, brandDecider, stream, event, { actorId: userId });
    this.store.announce(r.events);
  }

  // ---- the brand kit ----

  /** user/update_brand_data: the whole kit of the first own team (or a team the caller edits). */
  async update(userId: string, email: string | undefined, kit: BrandKitData, teamId?: string): Promise<BrandKitDoc> {
    const team = await this.#editable(userId, email, teamId);
    const kitId = team.brand_kits[0]._id;
    const clean: BrandKitData = { ...kit, color_palette: kit.color_palette.map((p) => ({ ...p, _id: p._id ?? randomUUID() })) };
    await this.#record(userId, brandKitStream(kitId), { type: 'BrandKitUpdated', data: { kitId, teamId: team._id, kit: clean, at: new Date().toISOString() } });
    return { _id: kitId, ...clean };
  }

  /** user/get_brand_kit: the kit used (first own team's first) as sections named colors and fonts. */
  async sections(userId: string, email: string | undefined): Promise<BrandKitSections> {
    const { own_teams } = await this.teams(userId, email);
    const kit = own_teams[0]?.brand_kits[0] ?? { ...EMPTY_KIT, _id: '' };
    const fonts = [...kit.selected_fonts, ...(own_teams[0]?.font_uploads ?? []).filter((f) => !kit.selected_fonts.some((s) => s.src === f.src))];
    return [
      { name: 'colors', data: kit.color_palette.map((p) => ({ name: p.name, value: { data: p.colors } })) },
      { name: 'fonts', data: fonts.map((f) => ({ name: f.name, value: { data: [{ name: f.name, files: f.src ? [f.src] : [] }] } })) },
    ];
  }

  // ---- files ----

  /** user/upload_brand_file: a logo (PNG or JPEG kept, SVG drawn to PNG) or a font (parsed; kept as TrueType/OpenType). */
  async upload(userId: string, email: string | undefined, req: { name?: string; file_type: 'logo' | 'font'; file: Buffer; filename: string; team_id?: string }): Promise<UploadedBrandFile> {
    if (!req.file.length) throw new ValidationError(BrandMessages.noFile, 'file');
    const hash = createHash('sha256').update(req.file).digest('hex').slice(0, 32);
    if (req.file_type === 'logo') {
      if (req.file.length > BRAND_LOGO_MAX_BYTES) throw new PayloadTooLargeError(BrandMessages.fileTooLarge(BRAND_LOGO_MAX_BYTES / 1024 / 1024));
      const kind = sniffImage(req.file);
      if (!kind) throw new ValidationError(BrandMessages.badLogo, 'file');
      let bytes = req.file, ext = kind;
      try {
        if (kind === 'svg') { bytes = await sharp(req.file, { density: 144 }).resize(1200, 1200, { fit: 'inside', withoutEnlargement: false }).png().toBuffer(); ext = 'png'; }
        else await sharp(req.file).metadata();
      } catch {
        throw new ValidationError(BrandMessages.badLogo, 'file');
      }
      const key = `brand/logos/${hash}.${ext}`;
      await this.blobs.put(key, bytes);
      return { _id: hash, name: (req.name || stem(req.filename)).slice(0, 120), src: `/api/${BRAND_FILES_ROUTE}/logos/${hash}.${ext}`, file_type: 'logo' };
    }
    if (req.file.length > BRAND_FONT_MAX_BYTES) throw new PayloadTooLargeError(BrandMessages.fileTooLarge(BRAND_FONT_MAX_BYTES / 1024 / 1024));
    const font = await parseFont(req.file);
    if (!font) throw new ValidationError(BrandMessages.badFont, 'file');
    const name = (req.name?.trim() || font.family).slice(0, 120);
    const key = `brand/fonts/${hash}.${font.ext}`;
    await this.blobs.put(key, font.sfnt);
    const upload: FontUpload = { _id: hash, name, src: `/api/${BRAND_FILES_ROUTE}/fonts/${hash}.${font.ext}` };
    const team = await this.#editable(userId, email, req.team_id);
    if (!team.font_uploads.some((f) => f.src === upload.src)) {
      await this.#record(userId, teamFontsStream(team._id), { type: 'TeamFontUploaded', data: { teamId: team._id, font: upload, at: new Date().toISOString() } });
    }
    return { ...upload, file_type: 'font' };
  }

  /** user/update_font_uploads: the team's uploaded fonts after a deletion (only fonts it has). */
  async updateFontUploads(userId: string, email: string | undefined, teamId: string, fonts: FontUpload[]): Promise<FontUpload[]> {
    const team = await this.#editable(userId, email, teamId);
    for (const f of fonts) if (!team.font_uploads.some((x) => x._id === f._id)) throw new ValidationError(BrandMessages.unknownFont(f._id), 'font_uploads');
    const kept = team.font_uploads.filter((x) => fonts.some((f) => f._id === x._id));
    await this.#record(userId, teamFontsStream(team._id), { type: 'TeamFontsReplaced', data: { teamId: team._id, fonts: kept, at: new Date().toISOString() } });
    return kept;
  }

  async file(kind: string, file: string): Promise<{ bytes: Buffer; mime: string }> {
    const m = /^([0-9a-f]{32})\.(png|jpg|ttf|otf)$/.exec(file);
    if ((kind !== 'logos' && kind !== 'fonts') || !m) throw new NotFoundError(BrandMessages.fileNotFound);
    const bytes = await this.blobs.get(`brand/${kind}/${file}`);
    if (!bytes) throw new NotFoundError(BrandMessages.fileNotFound);
    const mime = { png: 'image/png', jpg: 'image/jpeg', ttf: 'font/ttf', otf: 'font/otf' }[m[2]]!;
    return { bytes, mime };
  }

  // ---- members ----

  async invite(userId: string, email: string | undefined, req: { team_id: string; email: string; role: 'view' | 'edit' }): Promise<Team['members']> {
    const own = (await this.teams(userId, email)).own_teams.find((t) => t._id === req.team_id);
    if (!own) throw new ForbiddenError(BrandMessages.ownerOnly);
    if (email && req.email === email.toLowerCase()) throw new ValidationError(BrandMessages.selfInvite, 'email');
    await this.#record(userId, teamMembersStream(req.team_id), { type: 'TeamMemberInvited', data: { teamId: req.team_id, email: req.email, role: req.role, at: new Date().toISOString() } });
    if (this.mail) {
      const link = `${this.mail.publicUrl.replace(/\/+$/, '')}/designmaker/start/brand-kit`;
      // the invitation stands whether or not the mail goes out (the member finds the team on signing in)
      await this.mail.send({
        to: req.email,
        subject: BrandTexts.inviteSubject(own.name),
        text: BrandTexts.inviteText(own.name, req.role, link),
      }).catch(() => undefined);
    }
    return (await this.teams(userId, email)).own_teams.find((t) => t._id === req.team_id)!.members;
  }

  async removeMember(userId: string, email: string | undefined, req: { team_id: string; email: string }): Promise<Team['members']> {
    const own = (await this.teams(userId, email)).own_teams.find((t) => t._id === req.team_id);
    if (!own) throw new ForbiddenError(BrandMessages.ownerOnly);
    if (own.members.some((m) => m.email === req.email)) {
      await this.#record(userId, teamMembersStream(req.team_id), { type: 'TeamMemberRemoved', data: { teamId: req.team_id, email: req.email, at: new Date().toISOString() } });
    }
    return (await this.teams(userId, email)).own_teams.find((t) => t._id === req.team_id)!.members;
  }
}

const stem = (filename: string) => filename.replace(/\.[^.]+$/, '') || 'Logo';

function sniffImage(b: Buffer): 'png' | 'jpg' | 'svg' | null {
  if (b.length > 8 && b.readUInt32BE(0) === 0x89504e47) return 'png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  const head = b.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  if ((head.startsWith('<svg') || head.startsWith('<?xml')) && head.includes('<svg')) return 'svg';
  return null;
}

/** A font file as TrueType/OpenType bytes with its family name, or null when it is not a font. */
export async function parseFont(file: Buffer): Promise<{ sfnt: Buffer; family: string; ext: 'ttf' | 'otf' } | null> {
  try {
    const magic = file.readUInt32BE(0);
    let sfnt: Buffer;
    if (magic === 0x774f4632) sfnt = Buffer.from(await woff2Decompress(file)); // wOF2
    else if (magic === 0x774f4646) sfnt = Buffer.from(woffToSfnt(file)); // wOFF
    else if (magic === 0x00010000 || magic === 0x4f54544f || magic === 0x74727565) sfnt = file; // TrueType, 'OTTO', 'true'
    else return null;
    const font = fontkit.create(sfnt) as unknown as { familyName?: string; fullName?: string; numGlyphs?: number };
    if (!font.numGlyphs) return null;
    const family = (font.familyName || font.fullName || 'Custom font').trim();
    return { sfnt, family, ext: sfnt.readUInt32BE(0) === 0x4f54544f ? 'otf' : 'ttf' };
  } catch {
    return null;
  }
}
