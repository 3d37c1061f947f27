// The font registry: which families exist, which face files draw a given text style, and which
// fonts a page uses. Loading is environment-specific: FontFace in the browser (loadBrowserFonts
// here), @napi-rs/canvas GlobalFonts on the server ('@dm/scene/node').
import type { Page, TextDetails } from '@dm/contracts';
import { type FaceCode, FONT_FAMILIES, type FontFamilyEntry, SUBSET_RANGES } from './catalog.js';

export interface FontFaceFile {
  family: string;
  weight: 400 | 700;
  style: 'normal' | 'italic';
  subset: string;
  /** Path of the woff2 inside its @fontsource package: `{id}/files/{file}`. */
  path: string;
  unicodeRange: string;
}

const byName = new Map<string, FontFamilyEntry>();
for (const f of FONT_FAMILIES) {
  byName.set(f.family.toLowerCase(), f);
  byName.set(f.id, f);
}

export function findFontFamily(name: string): FontFamilyEntry | undefined {
  return byName.get(name.trim().toLowerCase());
}

function code(bold: boolean, italic: boolean): FaceCode {
  return `${bold ? 'b' : 'r'}${italic ? 'i' : ''}` as FaceCode;
}

/** The face a style is drawn with: the exact one, else the nearest the family has. */
export function faceFor(entry: FontFamilyEntry, bold: boolean, italic: boolean): { weight: 400 | 700; style: 'normal' | 'italic' } {
  const order: FaceCode[] = [code(bold, italic), code(bold, false), code(false, italic), 'r'];
  const c = order.find((x) => entry.faces.includes(x)) ?? 'r';
  return { weight: c.startsWith('b') ? 700 : 400, style: c.endsWith('i') ? 'italic' : 'normal' };
}

/** Every face file of a family (all faces, all subsets unless limited). */
export function fontFiles(entry: FontFamilyEntry, subsets?: string[]): FontFaceFile[] {
  const out: FontFaceFile[] = [];
  for (const face of entry.faces) {
    const weight = face.startsWith('b') ? 700 : 400;
    const style = face.endsWith('i') ? 'italic' : 'normal';
    for (const subset of entry.subsets) {
      if (subsets && !subsets.includes(subset)) continue;
      out.push({
        family: entry.family, weight, style, subset,
        path: `${entry.id}/files/${entry.id}-${subset}-${weight}-${style}.woff2`,
        unicodeRange: SUBSET_RANGES[subset] ?? 'U+0000-10FFFF',
      });
    }
  }
  return out;
}

/** Font family names the text of some pages uses (registry families and unknown ones alike). */
export function fontsUsed(pages: Page[]): string[] {
  const names = new Set<string>();
  for (const p of pages) {
    for (const o of Object.values(p.objects)) if (o.type === 'text') names.add((o.text_details as TextDetails).font || 'Montserrat');
  }
  return [...names];
}

/** Fonts the text uses that are not in the registry but name a file (font_src: uploads, brand kit). */
export function uploadedFontsUsed(pages: Page[]): { family: string; src: string }[] {
  const out = new Map<string, { family: string; src: string }>();
  for (const p of pages) {
    for (const o of Object.values(p.objects)) {
      if (o.type !== 'text') continue;
      const d = o.text_details as TextDetails;
      if (d.font && d.font_src && !findFontFamily(d.font)) out.set(`${d.font}\n${d.font_src}`, { family: d.font, src: d.font_src });
    }
  }
  return [...out.values()];
}

interface FontFaceCtor {
  new (family: string, source: string | ArrayBuffer, descriptors?: Record<string, string>): { load(): Promise<unknown> };
}

/**
 * Loads registry families into the browser's document.fonts with FontFace, one face per subset
 * with its unicode-range (the browser then fetches only the ranges that text needs).
 * `baseUrl` points at the @fontsource package folder, e.g. '/fonts' serving node_modules/@fontsource.
 */
export async function loadBrowserFonts(families: string[], baseUrl: string, fontSet?: { add(f: unknown): void }): Promise<string[]> {
  const g = globalThis as unknown as { FontFace?: FontFaceCtor; document?: { fonts: { add(f: unknown): void } } };
  const set = fontSet ?? g.document?.fonts;
  if (!g.FontFace || !set) throw new Error('scene: FontFace is not available here');
  const loaded: string[] = [];
  await Promise.all(families.map(async (name) => {
    const entry = findFontFamily(name);
    if (!entry) return;
    const faces = fontFiles(entry).map((f) => {
      const face = new g.FontFace!(entry.family, `url(${baseUrl.replace(/\/$/, '')}/${f.path}) format('woff2')`, {
        weight: String(f.weight), style: f.style, unicodeRange: f.unicodeRange,
      });
      set.add(face);
      return f.subset === 'latin' ? face.load() : Promise.resolve();
    });
    await Promise.all(faces);
    loaded.push(entry.family);
  }));
  return loaded;
}

/** Loads uploaded fonts (font_src) into the browser's document.fonts; failures leave the fallback font. */
export async function loadBrowserUploadedFonts(fonts: { family: string; src: string }[], resolve: (src: string) => string = (s) => s): Promise<string[]> {
  const g = globalThis as unknown as { FontFace?: FontFaceCtor; document?: { fonts: { add(f: unknown): void } } };
  if (!g.FontFace || !g.document) throw new Error('scene: FontFace is not available here');
  const loaded: string[] = [];
  await Promise.all(fonts.map(async ({ family, src }) => {
    const face = new g.FontFace!(family, `url(${JSON.stringify(resolve(src))})`);
    try {
      await face.load();
      g.document!.fonts.add(face);
      loaded.push(family);
    } catch {
      // the text then draws in the fallback font
    }
  }));
  return loaded;
}
