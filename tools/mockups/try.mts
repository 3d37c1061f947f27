import sharp from 'sharp';
import { MOCKUPS } from '/work/main/libs/server/mockups/src/content/products.ts';
import { ensureMockupContent } from '/work/main/libs/server/mockups/src/content/generate.ts';
const which = process.argv.slice(2);
if (which[0] === 'all') {
  const t = Date.now();
  await ensureMockupContent('/tmp/mc', (s) => console.log(s));
  console.log('total', Date.now() - t);
} else for (const k of which.map(Number)) {
  const d = MOCKUPS[k];
  const t = Date.now();
  const b = d.build();
  console.log(d.slug, Date.now() - t, 'ms');
  await sharp(Buffer.from(b.picture.rgba().buffer), { raw: { width: 2000, height: 1500, channels: 4 } }).resize(800).png().toFile(`/tmp/m-${k}.png`);
}
