// The brand context's events, streams, read models and their migration. A brand kit is a stream
// (brand_kit-<kit>: BrandKitUpdated with the whole kit, so its history is readable as it was); a
// team's uploaded fonts (team_fonts-<team>) and members (team_members-<team>) are streams too.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { BrandKitData, TeamMember } from '@dm/contracts';
import { type Decider, type InlineProjection } from '@dm/platform';

export interface FontUpload { _id: string; name: string; src: string }

export type BrandEvent =
  | { type: 'BrandKitUpdated'; data: { kitId: string; teamId: string; kit: BrandKitData; at: string } }
  | { type: 'TeamFontUploaded'; data: { teamId: string; font: FontUpload; at: string } }
  | { type: 'TeamFontsReplaced'; data: { teamId: string; fonts: FontUpload[]; at: string } }
  | { type: 'TeamMemberInvited'; data: { teamId: string; email: string; role: TeamMember['role']; at: string } }
  | { type: 'TeamMemberRemoved'; data: { teamId: string; email: string; at: string } };

export const brandKitStream = (kitId: string) => `brand_kit-${kitId}`;
export const teamFontsStream = (teamId: string) => `team_fonts-${teamId}`;
export const teamMembersStream = (teamId: string) => `team_members-${teamId}`;

/** Records what it is told: checks happen in the service (who may, what is valid) before. */
export const brandDecider: Decider<BrandEvent, BrandEvent, { version: number }> = {
  initialState: { version: 0 },
  decide: (c) => [c],
  evolve: (s) => ({ version: s.version + 1 }),
};

export const brandProjection: InlineProjection = {
  name: 'brand',
  tables: ['brand_kits', 'team_fonts', 'team_members'],
  handles: ['BrandKitUpdated', 'TeamFontUploaded', 'TeamFontsReplaced', 'TeamMemberInvited', 'TeamMemberRemoved'],
  async apply(em, recorded) {
    const e = recorded as unknown as BrandEvent;
    switch (e.type) {
      case 'BrandKitUpdated':
        await em.query(`INSERT INTO brand_kits (kit_id, team_id, doc, updated_at) VALUES ($1, $2, $3, $4)
          ON CONFLICT (kit_id) DO UPDATE SET doc = EXCLUDED.doc, updated_at = EXCLUDED.updated_at`, [e.data.kitId, e.data.teamId, JSON.stringify(e.data.kit), e.data.at]);
        return;
      case 'TeamFontUploaded':
        await em.query(`INSERT INTO team_fonts (team_id, fonts) VALUES ($1, jsonb_build_array($2::jsonb))
          ON CONFLICT (team_id) DO UPDATE SET fonts = team_fonts.fonts || jsonb_build_array($2::jsonb)`, [e.data.teamId, JSON.stringify(e.data.font)]);
        return;
      case 'TeamFontsReplaced':
        await em.query(`INSERT INTO team_fonts (team_id, fonts) VALUES ($1, $2) ON CONFLICT (team_id) DO UPDATE SET fonts = EXCLUDED.fonts`, [e.data.teamId, JSON.stringify(e.data.fonts)]);
        return;
      case 'TeamMemberInvited':
        await em.query(`INSERT INTO team_members (team_id, email, role, invited_at) VALUES ($1, $2, $3, $4)
          ON CONFLICT (team_id, email) DO UPDATE SET role = EXCLUDED.role`, [e.data.teamId, e.data.email, e.data.role, e.data.at]);
        return;
      case 'TeamMemberRemoved':
        await em.query(`DELETE FROM team_members WHERE team_id = $1 AND email = $2`, [e.data.teamId, e.data.email]);
        return;
    }
  },
};

export class Brand1732190000600 implements MigrationInterface {
  name = 'Brand1732190000600';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE brand_kits (kit_id text PRIMARY KEY, team_id text NOT NULL, doc jsonb NOT NULL, updated_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE team_fonts (team_id text PRIMARY KEY, fonts jsonb NOT NULL)`);
    await q.query(`CREATE TABLE team_members (team_id text NOT NULL, email text NOT NULL, role text NOT NULL, invited_at timestamptz NOT NULL, PRIMARY KEY (team_id, email))`);
    await q.query(`CREATE INDEX team_members_email ON team_members (email)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE team_members`);
    await q.query(`DROP TABLE team_fonts`);
    await q.query(`DROP TABLE brand_kits`);
  }
}
