import { inflateSync } from 'node:zlib';
import { loadEngine } from '@dm/engine/node';
import type { Engine } from '@dm/engine';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import { fixtureDesigns } from '../testing/fixture-designs.js';
import { fixtureImages } from './fixture-images.js';
import { exportImages } from './image-export.js';
import { exportPdf } from './pdf-export.js';

let engine: Engine;
const fixtures = fixtureDesigns(fixtureImages());
const fixture = (name: string) => fixtures.find((f) => f.name === name)!.design;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Text as a PDF reader extracts it: show-text strings mapped through each font's ToUnicode CMap. */
async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const streamText = (s: PDFRawStream) => {
    const filter = s.dict.get(PDFName.of('Filter'));
    return (filter ? inflateSync(s.contents) : Buffer.from(s.contents)).toString('latin1');
  };
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const cmapRef = font.get(PDFName.of('ToUnicode'));
      const map = new Map<string, string>();
      if (cmapRef) {
        const cmap = streamText(doc.context.lookup(cmapRef as PDFRef) as PDFRawStream);
        const blocks = (kind: string) => [...cmap.matchAll(new RegExp(`begin${kind}([\\s\\S]*?)end${kind}`, 'g'))].map((b) => b[1]).join('\n');
        for (const m of blocks('bfchar').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
          const u = m[2].match(/.{4}/g)!.map((h) => String.fromCharCode(parseInt(h, 16))).join('');
          map.set(m[1].toLowerCase(), u);
        }
        for (const m of blocks('bfrange').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
          const lo = parseInt(m[1], 16);
          const hi = parseInt(m[2], 16);
          for (let c = lo; c <= hi; c++) map.set(c.toString(16).padStart(m[1].length, '0'), String.fromCharCode(parseInt(m[3], 16) + c - lo));
        }
      }
      fonts.set(name.asString(), map);
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    let text = '';
    let current = new Map<string, string>();
    for (const s of streams) {
      const src = streamText(s as PDFRawStream);
      for (const m of src.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|(ET)/g)) {
        if (m[1]) current = fonts.get(m[1]) ?? new Map();
        else if (m[2] !== undefined) text += m[2].match(/.{4}/g)?.map((h) => current.get(h.toLowerCase()) ?? '?').join('') ?? '';
        else text += '\n';
      }
    }
    return text;
  });
}

describe('exports', () => {
  it('exports PNG at 1x and 2x, one image per page', async () => {
    const d = fixture('mixed-multipage');
    const one = await exportImages(d, { format: 'png', scale: 1, engine });
    const two = await exportImages(d, { format: 'png', scale: 2, engine, pages: [1] });
    expect(one.map((x) => [x.width, x.height])).toEqual([[600, 400], [600, 400]]);
    expect(two.map((x) => [x.page, x.width, x.height])).toEqual([[1, 1200, 800]]);
    expect(one[0].data.subarray(1, 4).toString()).toBe('PNG');
  });

  it('exports JPG', async () => {
    const [jpg] = await exportImages(fixture('heading-subheading-body'), { format: 'jpg', scale: 2 });
    expect([...jpg.data.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpg.width).toBe(1200);
  });

  it('exports a multi-page PDF whose text can be extracted and selected', async () => {
    // action
    const pdf = await exportPdf(fixture('mixed-multipage'), { engine });
    const text = await extractPdfText(pdf);
    // check
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPage(0).getSize()).toEqual({ width: 450, height: 300 });
    expect(text[0]).toContain('Page one');
    expect(text[1]).toContain('Page two text');
  });

  it('keeps every wrapped line, font and effect text of a page as text', async () => {
    const pdf = await exportPdf(fixture('fonts-bold-italic'), { engine });
    const [text] = await extractPdfText(pdf);
    for (const line of ['Playfair Display Bold Italic', 'Roboto italic body text', 'Lobster script heading', 'OSWALD CONDENSED BOLD']) {
      expect(text).toContain(line);
    }
    const glow = (await extractPdfText(await exportPdf(fixture('text-glow'), { engine })))[0];
    expect(glow).toContain('Neon glow');
    const wrapped = (await extractPdfText(await exportPdf(fixture('alignment-and-wrapping'), { engine })))[0];
    expect(wrapped.replace(/\s+/g, ' ')).toContain('A second paragraph after a line break.');
  });

  it('keeps text inside a box as text', async () => {
    const [text] = await extractPdfText(await exportPdf(fixture('boxes'), { engine }));
    expect(text.replace(/\s+/g, ' ')).toContain('Text inside a box that wraps');
  });

  it('embeds font subsets, not whole fonts', async () => {
    const pdf = await exportPdf(fixture('heading-subheading-body'), { engine });
    expect(pdf.byteLength).toBeLessThan(120_000);
  });
});
