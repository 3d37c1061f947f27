// Joins PNGs into one contact sheet: tsx tools/mockups/sheet.mts out.png cols a.png b.png ...
import sharp from 'sharp';
const [out, colsS, ...files] = process.argv.slice(2);
const cols = Number(colsS);
const metas = await Promise.all(files.map((f) => sharp(f).metadata()));
const w = metas[0].width!, h = metas[0].height!;
const rows = Math.ceil(files.length / cols);
await sharp({ create: { width: w * cols, height: h * rows, channels: 3, background: '#fff' } })
  .composite(await Promise.all(files.map(async (f, i) => ({ input: await sharp(f).resize(w, h).toBuffer(), left: (i % cols) * w, top: Math.floor(i / cols) * h }))))
  .png().toFile(out);
