#!/usr/bin/env node
// Builds the photo library (libs/server/catalog/photos/) from the Debian packages named in
// sources.mjs: downloads each package (apt-get download, no install), reads every picture's author
// and licence from the package's debian/copyright (DEP-5) or its own metadata, and writes
//   photos/files/<sha256>.jpg|png       the photo, longest side at most 1600 px (cut-outs 1000), sRGB
//   photos/files/<sha256>.low.jpg|png   the 400 px preview
//   photos/photos.json                  the catalog's records
//   THIRD_PARTY_PHOTOS.md               who made each photo, under which licence, from where
// The output is committed (a fresh machine needs no download); run this again only to change the
// library: `node tools/photos/import.mjs`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCES } from './sources.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sharp = createRequire(join(root, 'libs/server/folders/package.json'))('sharp');
const out = join(root, 'libs/server/catalog/photos');
const cache = process.env.PHOTO_PKG_CACHE ?? '/tmp/dm-photo-pkgs';
const ALLOWED = /^(public domain|CC0-1\.0|CC-BY-(SA-)?[34]\.0|GPL-2\+?|GPL-3\+?)$/i;
const MAX = { jpg: 1600, png: 1000 };
const LOW = 400;

/** Debian's machine-readable copyright: Files paragraphs, last match wins. */
function parseCopyright(text) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => {
    const fields = {};
    let key = null;
    for (const line of p.split('\n')) {
      const m = /^([A-Za-z-]+):\s?(.*)$/.exec(line);
      if (m && !line.startsWith(' ')) fields[(key = m[1].toLowerCase())] = m[2];
      else if (key && line.startsWith(' ')) fields[key] += '\n' + line.trim();
    }
    return fields;
  });
  return paragraphs.filter((p) => p.files).map((p) => ({
    patterns: p.files.split(/\s+/).filter(Boolean),
    copyright: (p.copyright ?? '').split('\n').map((s) => s.trim()).filter(Boolean).join('; '),
    license: (p.license ?? '').split('\n')[0].trim(),
  }));
}

function licenceOf(paras, path) {
  const match = (strip) => {
    let found = null;
    for (const p of paras) {
      if (p.patterns.some((pat) => pat.startsWith('debian/'))) continue;
      // upstream paths may sit in other folders once installed: then compare file names
      const pats = strip ? p.patterns.map((pat) => pat.split('/').pop()) : p.patterns;
      const re = new RegExp(`(^|/)${pat2re(pats)}$`);
      if (p.patterns.includes('*') || re.test(path)) found = p;
    }
    return found;
  };
  const exact = match(false);
  return exact && !exact.patterns.includes('*') ? exact : match(true) ?? exact;
}
const pat2re = (patterns) => `(${patterns.map((p) => p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')).join('|')})`;

function unpack(pkg) {
  const dir = join(cache, pkg);
  if (!existsSync(join(dir, '.done'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('apt-get', ['download', pkg], { cwd: cache, stdio: 'inherit' });
    const deb = readdirSync(cache).find((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'));
    execFileSync('dpkg-deb', ['-x', join(cache, deb), dir]);
    writeFileSync(join(dir, '.version'), execFileSync('dpkg-deb', ['-f', join(cache, deb), 'Version']).toString().trim());
    writeFileSync(join(dir, '.done'), '');
  }
  return { dir, version: readFileSync(join(dir, '.version'), 'utf8') };
}

/** Who made a picture and under which licence, from the package's own records. */
function provenance(pkg, dir, path) {
  if (pkg === 'krank') {
    // not DEP-5; its copyright says: "images: ... Author of new images: Slava Anishenko  License: Public Domain"
    const text = readFileSync(join(dir, 'usr/share/doc/krank/copyright'), 'utf8');
    if (!/Author of new images: Slava Anishenko\s+License: Public Domain/.test(text)) throw new Error('krank: its copyright no longer says what this tool expects');
    return { author: 'Slava Anishenko', license: 'public domain' };
  }
  const paras = parseCopyright(readFileSync(join(dir, `usr/share/doc/${pkg}/copyright`), 'utf8'));
  const p = licenceOf(paras, path);
  if (!p) throw new Error(`${pkg}: no copyright paragraph covers ${path}`);
  let author = p.copyright.replace(/^copyright\s*(\(c\))?\s*/i, '');
  const meta = /^(usr\/share\/wallpapers\/[^/]+)\/contents\//.exec(path);
  if (meta && existsSync(join(dir, meta[1], 'metadata.json'))) {
    // KDE wallpapers record their photographer in metadata.json
    const names = JSON.parse(readFileSync(join(dir, meta[1], 'metadata.json'), 'utf8')).KPlugin?.Authors?.map((a) => a.Name).filter(Boolean);
    if (names?.length) author = `${names.join(', ')} (${author})`;
  }
  return { author: author.replace(/[´`]/g, '').replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim(), license: p.license };
}

const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

async function main() {
  mkdirSync(cache, { recursive: true });
  rmSync(join(out, 'files'), { recursive: true, force: true });
  mkdirSync(join(out, 'files'), { recursive: true });
  const records = [];
  const keys = new Set();
  for (const [n, [pkg, path, title, category, keywords]] of SOURCES.entries()) {
    const { dir, version } = unpack(pkg);
    const file = join(dir, path);
    if (!existsSync(file)) throw new Error(`${pkg}: ${path} is not in the package`);
    const { author, license } = provenance(pkg, dir, path);
    if (!ALLOWED.test(license)) throw new Error(`${pkg}: ${path} is under '${license}', which this library does not take`);
    const meta = await sharp(file).metadata();
    const format = meta.hasAlpha ? 'png' : 'jpg';
    const encode = (img) => (format === 'png' ? img.png({ compressionLevel: 9, adaptiveFiltering: true }) : img.jpeg({ quality: 80, mozjpeg: true }));
    const base = () => sharp(file).rotate().toColorspace('srgb');
    const full = await encode(base().resize(MAX[format], MAX[format], { fit: 'inside', withoutEnlargement: true })).toBuffer({ resolveWithObject: true });
    const low = await encode(base().resize(LOW, LOW, { fit: 'inside', withoutEnlargement: true })).toBuffer();
    const hash = createHash('sha256').update(full.data).digest('hex').slice(0, 32);
    writeFileSync(join(out, 'files', `${hash}.${format}`), full.data);
    writeFileSync(join(out, 'files', `${hash}.low.${format}`), low);
    let key = slug(title);
    while (keys.has(key)) key += '-2';
    keys.add(key);
    records.push({
      key, title, category, keywords, file: `${hash}.${format}`, low: `${hash}.low.${format}`,
      width: full.info.width, height: full.info.height, author, license,
      source: { package: pkg, version, path: `/${path}`, width: meta.width, height: meta.height },
      premium: n % 4 === 3,
    });
  }
  writeFileSync(join(out, 'photos.json'), JSON.stringify(records, null, 1) + '\n');
  const rows = records.map((r) => `| ${r.title} | ${r.category} | ${r.author.replace(/\|/g, '/')} | ${r.license} | ${r.source.package} ${r.source.version} | \`${r.source.path}\` | \`${r.file}\` |`);
  writeFileSync(join(root, 'THIRD_PARTY_PHOTOS.md'), [
    '# Third-party photographs',
    '',
    `The photo library (Photos tab, ${records.length} photographs) is made of real photographs shipped in Debian packages`,
    'under licences that allow redistribution. Each was resized (longest side at most 1600 px, cut-outs 1000 px),',
    "converted to sRGB and stripped of metadata by `tools/photos/import.mjs`; nothing else was changed. Author and",
    "licence come from each package's `debian/copyright` (and, for KDE wallpapers, the photographer named in the",
    "wallpaper's `metadata.json`). The licences' texts are in Debian's `/usr/share/common-licenses` and at",
    'creativecommons.org. Photos under CC BY-SA and GPL stay under those licences when redistributed.',
    '',
    '| Photo | Category | Author | Licence | Debian package | Path in the package | File |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n'));
  const byCat = {};
  for (const r of records) byCat[r.category] = (byCat[r.category] ?? 0) + 1;
  console.log(`${records.length} photos`, byCat);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
