import { z } from 'zod';
import { BRAND_MAX_FONTS, BRAND_MAX_LOGOS, BRAND_MAX_PALETTES, BRAND_PALETTE_SIZE } from './brand.constants.js';
export * from './brand.constants.js';

const id = z.string().min(1).max(200);
const src = z.string().min(1).max(2000);
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: "Invalid value for 'brand_kit': colours are written like #a1b2c3" });

export const BrandLogo = z.object({ _id: id, name: z.string().trim().max(120).default(''), src }).strict();
export const BrandPalette = z.object({
  _id: id.optional(),
  name: z.string().trim().min(1, { message: "Invalid value for 'brand_kit': You must add 5 colors and set a name" }).max(120),
  colors: z.array(hex).length(BRAND_PALETTE_SIZE, { message: "Invalid value for 'brand_kit': You must add 5 colors and set a name" }),
}).strict();
export const BrandFont = z.object({ _id: id.optional(), name: z.string().trim().min(1).max(120), src: src.optional() }).strict();
export const BrandTextStyle = z.object({ name: z.string().trim().min(1).max(120), size: z.number().positive().max(1000), src: src.optional() }).strict();

/** A brand kit (spec: logos, color_palette, selected_fonts, fonts {heading, sub_heading, paragraph}). */
export const BrandKitData = z.object({
  logos: z.array(BrandLogo).max(BRAND_MAX_LOGOS).default([]),
  color_palette: z.array(BrandPalette).max(BRAND_MAX_PALETTES).default([]),
  selected_fonts: z.array(BrandFont).max(BRAND_MAX_FONTS).default([]),
  fonts: z.object({ heading: BrandTextStyle.optional(), sub_heading: BrandTextStyle.optional(), paragraph: BrandTextStyle.optional() }).strict().default({}),
}).strict();
export type BrandKitData = z.infer<typeof BrandKitData>;

export const UpdateBrandDataRequest = z.object({
  brand_kit: BrandKitData,
  /** A team the caller may edit (default: their first own team). */
  team_id: id.optional(),
}).strict();
export type UpdateBrandDataRequest = z.infer<typeof UpdateBrandDataRequest>;

export const UpdateFontUploadsRequest = z.object({
  team_id: id,
  font_uploads: z.array(z.object({ _id: id, name: z.string().max(120), src }).strict()).max(BRAND_MAX_FONTS),
}).strict();
export type UpdateFontUploadsRequest = z.infer<typeof UpdateFontUploadsRequest>;

export const InviteTeamMemberRequest = z.object({
  team_id: id,
  email: z.string().trim().toLowerCase().email({ message: "Invalid value for 'email': an e-mail address is required" }).max(254),
  role: z.enum(['view', 'edit']),
}).strict();
export type InviteTeamMemberRequest = z.infer<typeof InviteTeamMemberRequest>;

export const RemoveTeamMemberRequest = z.object({ team_id: id, email: z.string().trim().toLowerCase().max(254) }).strict();

export interface BrandKitDoc extends BrandKitData { _id: string }
export interface TeamMember { email: string; role: 'view' | 'edit'; joined: boolean }
export interface UploadedBrandFile { _id: string; name: string; src: string; file_type: 'logo' | 'font' }

/** user/get_brand_kit: a list of sections named colors and fonts (spec). */
export type BrandKitSections = { name: 'colors' | 'fonts'; data: { name: string; value: { data: unknown[] } }[] }[];
