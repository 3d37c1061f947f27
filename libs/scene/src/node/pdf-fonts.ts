// Fonts for PDF export: registry faces (their WOFF files) embedded as subsets through pdf-lib's fontkit. A line is
// split into runs by which subset file (latin, latin-ext, cyrillic...) has each character.
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
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

  constructor(doc: PDFDocument) {
    this.#doc = doc;
    doc.registerFontkit(fontkit);
  }

  /** Splits `text` into runs, each drawn with an embedded font that has its characters. */
  async runs(family: string, bold: boolean, italic: boolean, text: string): Promise<TextRun[]> {
    const subsets = this.#subsetsFor(family, bold, italic);
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
        let bytes: Buffer | undefined;
        let fk: { hasGlyphForCodePoint(cp: number): boolean } | undefined;
        const read = () => (bytes ??= readFileSync(path));
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
