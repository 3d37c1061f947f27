import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The photo library: real photographs from Debian packages, prepared by tools/photos/import.mjs
 * (see THIRD_PARTY_PHOTOS.md). The files ship with the app, like the fonts; they are served at
 * /api/photos/<file>, public and immutable (the names are content hashes).
 */
export interface LibraryPhoto {
  key: string;
  title: string;
  category: string;
  keywords: string;
  /** <hash>.jpg|png: longest side at most 1600 px (the 'm' quality); <hash>.low.*: 400 px. */
  file: string;
  low: string;
  width: number;
  height: number;
  author: string;
  license: string;
  source: { package: string; version: string; path: string; width: number; height: number };
  premium: boolean;
}

/** Folder of the library's files (src/seed and dist/seed are both two levels below the package). */
export const PHOTOS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'photos', 'files');

let cached: LibraryPhoto[] | null = null;
export function loadPhotos(): LibraryPhoto[] {
  cached ??= JSON.parse(readFileSync(join(PHOTOS_DIR, '..', 'photos.json'), 'utf8')) as LibraryPhoto[];
  return cached;
}

/** Categories in the Photos tab's order. */
export const PHOTO_CATEGORIES = ['Nature', 'City', 'Underwater', 'Animals', 'Food', 'Flowers', 'Sports', 'Places', 'Textures', 'Objects', 'Cut-outs'];
export const photoHash = (p: LibraryPhoto) => p.file.slice(0, 32);
