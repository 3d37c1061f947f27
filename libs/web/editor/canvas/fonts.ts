// Fonts for the canvas: the registry's @fontsource faces (latin subset), bundled by Vite and
// added to document.fonts with FontFace before a page that uses them is drawn.
import { findFontFamily, fontFiles } from '@dm/scene';

const files = import.meta.glob('../../../../node_modules/@fontsource/*/files/*-latin-{400,700}-{normal,italic}.woff2', {
  eager: true,
  query: '?url',
  import: 'default',
}) as Record<string, string>;

const urlByPath = new Map(Object.entries(files).map(([k, v]) => [k.replace(/^.*@fontsource\//, ''), v]));
const loaded = new Map<string, Promise<void>>();
const settled = new Set<string>();

/** Loads the families (unknown names are skipped); resolves when they can draw. */
export function ensureFonts(families: string[]): Promise<void> {
  return Promise.all(families.map((name) => {
    const entry = findFontFamily(name);
    if (!entry) return Promise.resolve();
    let p = loaded.get(entry.family);
    if (!p) {
      p = Promise.all(fontFiles(entry, ['latin']).map(async (f) => {
        const url = urlByPath.get(f.path);
        if (!url) return;
        const face = new FontFace(entry.family, `url(${url}) format('woff2')`, { weight: String(f.weight), style: f.style });
        document.fonts.add(face);
        try {
          await face.load();
        } catch {
          // a face that fails leaves the browser's fallback font in its place
        }
      })).then(() => {
        settled.add(entry.family);
      });
      loaded.set(entry.family, p);
    }
    return p;
  })).then(() => undefined);
}

/** Whether every one of these families has finished loading (or failed to: the fallback shows). */
export function fontsSettled(families: string[]): boolean {
  return families.every((f) => !findFontFamily(f) || settled.has(findFontFamily(f)!.family));
}


const previews = new Map<string, Promise<void>>();

/**
 * Only the regular face of a family, so a font list can show each name in its own face while it
 * scrolls (one small latin woff2 per family, loaded once, when its name comes into view).
 */
export function ensurePreviewFont(name: string): Promise<void> {
  const entry = findFontFamily(name);
  if (!entry) return Promise.resolve();
  if (loaded.has(entry.family)) return loaded.get(entry.family)!;
  let p = previews.get(entry.family);
  if (!p) {
    const regular = fontFiles(entry, ['latin']).find((f) => f.weight === 400 && f.style === 'normal');
    const url = regular && urlByPath.get(regular.path);
    p = url
      ? (async () => {
          const face = new FontFace(entry.family, `url(${url}) format('woff2')`, { weight: '400', style: 'normal' });
          document.fonts.add(face);
          await face.load().catch(() => undefined);
        })()
      : Promise.resolve();
    previews.set(entry.family, p);
  }
  return p;
}
