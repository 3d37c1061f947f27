// Server fonts: registers the registry's @fontsource faces with @napi-rs/canvas so text measures
// and wraps as in the browser. Every subset is registered under the family name; Skia picks the
// subset that has each glyph.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { FONT_FAMILIES, type FontFamilyEntry } from '../fonts/catalog.js';
import { findFontFamily, fontFiles } from '../fonts/registry.js';

const require = createRequire(import.meta.url);
const registered = new Set<string>();

/** Folder holding the @fontsource packages (node_modules/@fontsource). */
export function fontsourceRoot(): string {
  return dirname(dirname(require.resolve('@fontsource/montserrat/package.json')));
}

/** Absolute path of a registry face file. */
export function fontFilePath(relative: string): string {
  return join(fontsourceRoot(), relative);
}

/** Registers one family (all faces and subsets); returns false if it is not in the registry. */
export function registerFontFamily(name: string): boolean {
  const entry = findFontFamily(name);
  if (!entry) return false;
  registerEntry(entry);
  return true;
}

function registerEntry(entry: FontFamilyEntry): void {
  if (registered.has(entry.id)) return;
  for (const f of fontFiles(entry)) {
    const path = fontFilePath(f.path);
    if (existsSync(path)) GlobalFonts.registerFromPath(path, entry.family);
  }
  registered.add(entry.id);
}

/** Registers every registry family (45); about 0.3 s the first time. */
export function registerAllFonts(): number {
  for (const entry of FONT_FAMILIES) registerEntry(entry);
  return registered.size;
}

/** Registers an uploaded font file (font_src) under a family name. */
export function registerFontBuffer(family: string, data: Buffer): boolean {
  return GlobalFonts.register(data, family) != null;
}
