// Fonts for PDF export: registry faces (their WOFF files) embedded as subsets through pdf-lib's fontkit. A line is
// split into runs by which subset file (latin, latin-ext, cyrillic...) has each character.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import { findFontFamily, faceFor, fontFiles } from '../fonts/registry.js';
import { fontFilePath } from './fonts.js';

interface SubsetFont {
  has(cp: number): boolean;
  load(): Promise<PDFFont>;
}

export interface TextRun {
  text: string;
  font: PDFFont;
}

export class PdfFontBook {
  readonly #doc: PDFDocument;
  readonly #faces = new Map<string, SubsetFont[]>();
  readonly #embedded = new Map<string, Promise<PDFFont>>();
  readonly #uploaded = new Map<string, SubsetFont>();

  constructor(doc: PDFDocument) {
    this.#doc = doc;
    doc.registerFontkit(fontkit);
  }

  hasUploaded(family: string): boolean {
    return this.#uploaded.has(family.trim().toLowerCase());
  }

  /** An uploaded font (a brand kit's), drawn for its family before the registry's fallback. */
  addUploaded(family: string, bytes: Uint8Array): void {
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const sfnt = buf.readUInt32BE(0) === 0x774f4646 ? woffToSfnt(buf) : new Uint8Array(buf);
    type Glyphs = { hasGlyphForCodePoint(cp: number): boolean };
    let fk: Glyphs;
    try {
      fk = fontkit.create(sfnt as Buffer) as unknown as Glyphs;
    } catch {
      return; // not a font fontkit can read: the registry's fallback draws it
    }
    let embedded: Promise<PDFFont> | undefined;
    this.#uploaded.set(family.trim().toLowerCase(), {
      has: (cp) => fk.hasGlyphForCodePoint(cp),
      load: () => (embedded ??= this.#doc.embedFont(sfnt, { subset: true })),
    });
  }

  /** Splits `text` into runs, each drawn with an embedded font that has its characters. */
  async runs(family: string, bold: boolean, italic: boolean, text: string): Promise<TextRun[]> {
    const up = this.#uploaded.get(family.trim().toLowerCase());
    const subsets = up ? [up, ...this.#subsetsFor('Montserrat', bold, italic)] : this.#subsetsFor(family, bold, italic);
    const runs: { text: string; index: number }[] = [];
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      let i = subsets.findIndex((s) => s.has(cp));
      if (i < 0) i = 0;
      const last = runs[runs.length - 1];
      if (last && last.index === i) last.text += ch;
      else runs.push({ text: ch, index: i });
    }
    return Promise.all(runs.map(async (r) => ({ text: r.text, font: await subsets[r.index].load() })));
  }

  #subsetsFor(family: string, bold: boolean, italic: boolean): SubsetFont[] {
    const entry = findFontFamily(family) ?? findFontFamily('Montserrat')!;
    const face = faceFor(entry, bold, italic);
    const key = `${entry.id}/${face.weight}/${face.style}`;
    let list = this.#faces.get(key);
    if (!list) {
      const files = fontFiles(entry).filter((f) => f.weight === face.weight && f.style === face.style);
      files.sort((a, b) => (a.subset === 'latin' ? -1 : b.subset === 'latin' ? 1 : 0));
      list = files.map((f) => {
        // WOFF, not WOFF2: fontkit's subsetter reads glyf/loca directly, which WOFF2 transforms.
        const path = fontFilePath(f.path.replace(/\.woff2$/, '.woff'));
        let fk: { hasGlyphForCodePoint(cp: number): boolean } | undefined;
        const read = () => sfntOf(path);
        return {
          has: (cp: number) => (fk ??= fontkit.create(read()) as never).hasGlyphForCodePoint(cp),
          load: () => {
            let p = this.#embedded.get(path);
            if (!p) {
              p = this.#doc.embedFont(read(), { subset: true });
              this.#embedded.set(path, p);
            }
            return p;
          },
        };
      });
      this.#faces.set(key, list);
    }
    return list;
  }
}

/**
 * A font file as plain TrueType/OpenType bytes, kept for the process: WOFF tables are inflated
 * once with Node's zlib (fontkit would inflate them in JavaScript on every export).
 */
const sfntCache = new Map<string, Uint8Array>();
function sfntOf(path: string): Uint8Array {
  let bytes = sfntCache.get(path);
  if (!bytes) {
    const file = readFileSync(path);
    bytes = file.readUInt32BE(0) === 0x774f4646 ? woffToSfnt(file) : new Uint8Array(file);
    sfntCache.set(path, bytes);
  }
  return bytes;
}

/** WOFF 1.0 to the font it wraps (each table inflated when compressed, 4-byte aligned). */
export function woffToSfnt(woff: Buffer): Uint8Array {
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const e = 44 + i * 20;
    const tag = woff.readUInt32BE(e);
    const offset = woff.readUInt32BE(e + 4);
    const compLength = woff.readUInt32BE(e + 8);
    const origLength = woff.readUInt32BE(e + 12);
    const checksum = woff.readUInt32BE(e + 16);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({ tag, checksum, data: compLength < origLength ? inflateSync(raw) : raw });
  }
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  const headerSize = 12 + numTables * 16;
  const size = tables.reduce((n, t) => n + ((t.data.length + 3) & ~3), headerSize);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const e = 12 + i * 16;
    out.writeUInt32BE(t.tag, e);
    out.writeUInt32BE(t.checksum, e + 4);
    out.writeUInt32BE(offset, e + 8);
    out.writeUInt32BE(t.data.length, e + 12);
    t.data.copy(out, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}
