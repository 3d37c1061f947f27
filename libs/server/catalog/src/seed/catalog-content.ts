import { CATALOG_LIMITS, PHOTO_PATH_PREFIX, PX_PER_UNIT, type CategoryRef, type Dimensions } from '@dm/contracts';
import { useTextMeasurer } from './design-builder.js';
import { realTextMeasurer } from './real-text-measure.js';
import { FONT_FAMILIES, fontFiles, svgDataUrl } from '@dm/scene';
import type { NewEntry } from '../commands/catalog.service.js';
import { CATEGORY_GROUPS } from './categories.data.js';
import { ICON_CATEGORIES, loadIcons, type IconData } from './icons.data.js';
import { generatePalettes, MOOD_PALETTES } from './palettes.data.js';
import { seedId, slug } from './seed-ids.js';
import { backgrounds, frames, grids } from './shapes.data.js';
import { buildTemplate, RECIPE_STYLE_WORDS, RECIPES } from './template-recipes.js';
import type { TemplatePhoto } from './design-builder.js';
import { textTemplates } from './text-templates.data.js';
import { THEMES, themesFor, type Theme } from './themes.data.js';
import { loadPhotos, PHOTO_CATEGORIES, photoHash } from './photos.data.js';

/**
 * Everything the catalog seed publishes, as plain entries (kind, id, fields), built in memory.
 * `minimal` keeps every category and tag but few templates and resources, for fast test starts.
 */
export interface SeedContent {
  entries: NewEntry[];
  counts: Record<string, number>;
}

const FONT_PAIRS: Record<string, [string, string][]> = {
  warm: [['Playfair Display', 'Lato'], ['Abril Fatface', 'Karla']],
  cool: [['Montserrat', 'Open Sans'], ['Space Grotesk', 'DM Sans']],
  fresh: [['Quicksand', 'Nunito'], ['Comfortaa', 'Cabin']],
  dark: [['Bebas Neue', 'Roboto'], ['Anton', 'Barlow']],
  elegant: [['Cormorant Garamond', 'Lato'], ['Playfair Display', 'Raleway']],
  playful: [['Lobster', 'Poppins'], ['Rubik', 'Nunito']],
  earthy: [['Bitter', 'Work Sans'], ['Zilla Slab', 'Source Sans 3']],
  corporate: [['Poppins', 'Inter'], ['Montserrat', 'PT Sans']],
};

/** Templates per design format (14 x 144 formats: over 2,000), the first few in the theme the format names. */
const TEMPLATES_PER_CATEGORY = 14;
const FITTING_PER_CATEGORY = 4;
/** The minimal seed (tests): three templates for the first two formats of each group. */
const MINIMAL_PER_CATEGORY = 3;
/** No theme in more than 3% of the templates. */
const THEME_SHARE = 0.03;
const ICON_COUNT = 1200;
const premium = (i: number) => (i % 4 === 3 ? { free: false, price: CATALOG_LIMITS.premiumPriceUsd } : { free: true, price: 0 });
const toPx = (d: Dimensions) => ({ width: Math.round(d.width * PX_PER_UNIT[d.unit]), height: Math.round(d.height * PX_PER_UNIT[d.unit]) });
const resourceBase = (src: string) => ({ src, path: src, low_path: src });

const SPECIFIC_THEMES = new Set(['resume-modern', 'invoice', 'certificate', 'wedding', 'baby-shower', 'thank-you', 'restaurant', 'cocktail-bar', 'brand-studio']);
const STYLE_NAMES: Record<string, string> = { centered: 'Classic', split: 'Modern', 'photo-frame': 'Photo', 'elegant-border': 'Elegant', 'bold-block': 'Bold', badge: 'Round' };

/**
 * A theme's name and a format's, their shared words said once: 'Summer Sale' + 'Sale Banner' =
 * 'Summer Sale Banner', 'Birthday Party' + 'Birthday Invitation' = 'Birthday Party Invitation',
 * 'Certificate of Achievement' + 'Certificate' = 'Certificate of Achievement'.
 */
function joinNames(theme: string, format: string): string {
  const have = new Set(theme.toLowerCase().split(' '));
  const rest = format.split(' ').filter((w) => !have.has(w.toLowerCase()));
  return [theme, ...rest].join(' ');
}

/** The theme whose own words name this format (a wedding theme for Wedding Invitation), if any. */
function bestTheme(categoryName: string, themes: Theme[]): Theme | undefined {
  const words = categoryName.toLowerCase().split(/\s+/).filter((w) => w.length > 3);
  let best: Theme | undefined;
  let bestScore = 0;
  for (const t of themes) {
    // the theme's own name outweighs its keywords: 'Birthday Invitation' is a birthday, not a wedding
    const key = t.key.replace(/-/g, ' ');
    const own = `${key} ${t.keywords.split(', ').slice(0, 2).join(' ')}`;
    const score = words.reduce((sum, w) => sum + (key.includes(w) ? 2 : own.includes(w) ? 1 : 0), 0);
    if (score > bestScore) [best, bestScore] = [t, score];
  }
  return best;
}

export function buildSeedContent(mode: 'full' | 'minimal'): SeedContent {
  // texts are measured with the real fonts, as the renderer lays them out
  useTextMeasurer(realTextMeasurer());
  try {
    return buildContent(mode);
  } finally {
    useTextMeasurer(null);
  }
}

/**
 * A free library photo that suits a theme: the photos sharing the most words with the theme's
 * name and keywords (any photo but a cut-out when none does), the n-th of them so that templates
 * of one theme differ.
 */
export function photoForTheme(theme: Theme, n: number): TemplatePhoto {
  const words = new Set(`${theme.name} ${theme.keywords}`.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2));
  const pool = loadPhotos().filter((p) => !p.premium && p.category !== 'Cut-outs');
  const scored = pool.map((p) => ({ p, score: `${p.title} ${p.keywords} ${p.category}`.toLowerCase().split(/[^a-z]+/).filter((w) => words.has(w)).length }));
  const best = Math.max(...scored.map((x) => x.score));
  const fitting = best > 0 ? scored.filter((x) => x.score === best).map((x) => x.p) : pool.filter((p) => p.category !== 'Underwater');
  const p = fitting[(n + theme.key.length) % fitting.length];
  return { src: PHOTO_PATH_PREFIX + p.file, id: seedId('design_resource', `photo/${p.key}`), width: p.width, height: p.height };
}

function buildContent(mode: 'full' | 'minimal'): SeedContent {
  const minimal = mode === 'minimal';
  const entries: NewEntry[] = [];
  const counts: Record<string, number> = {};
  const add = (kind: NewEntry['kind'], key: string, fields: NewEntry['fields'], count: string) => {
    const id = seedId(kind, key);
    entries.push({ kind, id, fields });
    counts[count] = (counts[count] ?? 0) + 1;
    return id;
  };

  // ---- icons (also used by templates) ----
  const allIcons = loadIcons(minimal ? 60 : ICON_COUNT);
  const iconByKey = new Map(allIcons.map((i) => [i.key, i]));
  if (THEMES.some((t) => !iconByKey.has(t.icon))) {
    const wanted = new Set(THEMES.map((t) => t.icon));
    for (const i of loadIcons(5000)) if (wanted.has(i.key) && !iconByKey.has(i.key)) iconByKey.set(i.key, i);
  }
  const iconCategoryId = new Map(ICON_CATEGORIES.map((c) => [c, seedId('category', `icons/${c}`)]));
  const iconIds = new Map<string, string>();
  const iconEntries: [IconData, number][] = [...iconByKey.values()].map((icon, n) => [icon, n]);

  // ---- tags: labels, styles, then formats (pg_category) ----
  const labels: [string, 'text' | 'image'][] = [
    ['Headline', 'text'], ['Sub Headline', 'text'], ['Body Text', 'text'], ['Call to Action', 'text'], ['Contact Details', 'text'],
    ['Main Image', 'image'], ['Logo', 'image'], ['Product Image', 'image'], ['Background Image', 'image'],
  ];
  const labelRefs = labels.map(([name, type]) => ({ _id: add('tag', `label/${name}`, { name, type, priority: 0, display_image: null, copyright_labels: [], tag_filters: [] }, 'labels'), name, type }));
  const styleTagIds: Record<string, string> = {};
  for (const recipe of Object.keys(RECIPES)) {
    const name = RECIPE_STYLE_WORDS[recipe].split(', ').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
    styleTagIds[recipe] = add('tag', `style/${recipe}`, { name, type: 'style', priority: 10, display_image: null, copyright_labels: [], tag_filters: [] }, 'style_tags');
  }

  // ---- categories and templates ----
  const templateEntries: NewEntry[] = [];
  const categoryEntries: NewEntry[] = [];
  let t = 0;
  const usedNames = new Set<string>();
  const themeUse = new Map<string, number>();
  const usedIds = new Set<string>();
  const formats = CATEGORY_GROUPS.reduce((n, g) => n + g.children.length, 0);
  const themeCap = Math.floor(THEME_SHARE * formats * TEMPLATES_PER_CATEGORY);
  CATEGORY_GROUPS.forEach((group, gi) => {
    const parentId = seedId('category', `design/${group.name}`);
    categoryEntries.push({ kind: 'category', id: parentId, fields: { name: group.name, type: 'design', parent: null, priority: group.priority, active: true, dimensions: null, example: null } });
    const themes = themesFor(group.name);
    // themes made for one format (a resume, an invoice, a wedding) are used only for that format
    const specificOnly = themes.filter((t) => !SPECIFIC_THEMES.has(t.key));
    const general = specificOnly.length >= 2 ? specificOnly : themes;
    group.children.forEach((cat, ci) => {
      const categoryId = seedId('category', `design/${group.name}/${cat.name}`);
      const dimensions: Dimensions = { width: cat.width, height: cat.height, unit: cat.unit };
      const ref: CategoryRef = { _id: categoryId, name: cat.name, dimensions };
      const px = toPx(dimensions);
      const formatTag = seedId('tag', `format/${cat.name}`);
      let example: Record<string, unknown> | null = null;
      const n = minimal ? (ci < 2 ? MINIMAL_PER_CATEGORY : 0) : TEMPLATES_PER_CATEGORY;
      const fitting = bestTheme(cat.name, themes);
      const inFormat = new Set<string>();
      for (let k = 0; k < n; k++) {
        // the format's own theme first (a wedding for Wedding Invitation), then the least used of
        // the group's themes, each once per format, none over its share of the whole catalog
        const uses = (t: Theme) => themeUse.get(t.key) ?? 0;
        // an occasion's own format (Wedding Invitation, Birthday Invitation, Resume, Menu) keeps to
        // its theme throughout, in every style and palette: a wedding invitation is for a wedding
        const occasion = !!fitting && (SPECIFIC_THEMES.has(fitting.key) || cat.name.toLowerCase().includes(fitting.keywords.split(', ')[0]));
        const own = fitting && (k < FITTING_PER_CATEGORY || occasion) && uses(fitting) < themeCap ? fitting : undefined;
        const pool = general.filter((t) => !inFormat.has(t.key) && t !== fitting && uses(t) < themeCap);
        const rotated = pool.map((t, i) => ({ t, order: (i + ci * 7 + k + gi * 5) % Math.max(1, pool.length) }));
        const theme = own ?? rotated.sort((a, b) => uses(a.t) - uses(b.t) || a.order - b.order)[0]?.t ?? general[k % general.length];
        themeUse.set(theme.key, uses(theme) + 1);
        inFormat.add(theme.key);
        const recipe = Object.keys(RECIPES)[(ci + k + gi) % Object.keys(RECIPES).length];
        const palettes = MOOD_PALETTES[theme.mood];
        const palette = palettes[(ci + k) % palettes.length];
        const [heading, body] = FONT_PAIRS[theme.mood][(ci + k) % 2];
        const icon = iconByKey.get(theme.icon);
        if (!icon) throw new Error(`seed: theme '${theme.key}' names icon '${theme.icon}', which lucide-react does not have`);
        const iconId = seedId('design_resource', `icon/${icon.key}`);
        iconIds.set(icon.key, iconId);
        const joined = joinNames(theme.name, cat.name);
        const styled = joined.startsWith(`${STYLE_NAMES[recipe]} `) ? joined : `${STYLE_NAMES[recipe]} ${joined}`;
        // the same style again says its palette; a format named in two groups (Wedding Invitation in
        // Print and in Events) says its group
        const candidates = theme === fitting
          ? [styled, `${styled} in ${palette.name}`, `${styled}, ${heading}`, `${styled} in ${palette.name}, ${heading}`, `${styled}, ${group.name}`, `${styled} in ${palette.name}, ${group.name}`]
          : [`${theme.name} ${cat.name}`, `${theme.name} ${cat.name}, ${group.name}`];
        const name = candidates.find((c) => !usedNames.has(c)) ?? `${candidates[0]} ${k + 1}`;
        usedNames.add(name);
        // a format name in two groups (Certificate), or a style used twice, makes the same key again
        let id = seedId('design_template', `${cat.name}/${theme.key}/${recipe}`);
        if (usedIds.has(id)) id = seedId('design_template', `${group.name}/${cat.name}/${theme.key}/${recipe}`);
        if (usedIds.has(id)) id = seedId('design_template', `${group.name}/${cat.name}/${theme.key}/${recipe}/${k}`);
        usedIds.add(id);
        const { design_file, design_text } = buildTemplate(recipe, {
          id, ...px, theme, colors: palette.colors, fonts: { heading, body }, icon: { src: svgDataUrl(icon.svg), id: iconId }, photo: photoForTheme(theme, ci + k),
        });
        const fields = {
          name, thumbnail: null, categories: [ref], active: true,
          keywords: [theme.keywords, cat.name.toLowerCase(), cat.keywords.split(' ').join(', '), RECIPE_STYLE_WORDS[recipe], palette.name.toLowerCase()].join(', '),
          design_text, design_file, custom_url: `${slug(name)}-${id.slice(0, 6)}`, tags: [formatTag, styleTagIds[recipe]], priority: n - k, ...premium(t++),
        };
        templateEntries.push({ kind: 'design_template', id, fields });
        example ??= { _id: id, name, thumbnail: null, design_file };
      }
      categoryEntries.push({
        kind: 'category', id: categoryId,
        fields: { name: cat.name, type: 'design', parent: parentId, priority: 100 - ci, active: true, dimensions, example, keywords: cat.keywords },
      });
    });
  });
  for (const e of categoryEntries) {
    entries.push(e);
    counts[e.fields.parent ? 'design_categories' : 'parent_categories'] = (counts[e.fields.parent ? 'design_categories' : 'parent_categories'] ?? 0) + 1;
  }
  ICON_CATEGORIES.forEach((c, i) => add('category', `icons/${c}`, { name: c, type: 'icon', parent: null, priority: 50 - i, active: true, dimensions: null, example: null }, 'icon_categories'));

  // ---- wizard formats: pg_category tags for the most used formats ----
  const styleFilter = { name: 'Style', eligible_tags: Object.values(styleTagIds) };
  const FORMAT_NAMES = ['Instagram Post', 'Instagram Story', 'Facebook Post', 'Facebook Cover', 'Twitter Post', 'YouTube Thumbnail', 'LinkedIn Banner', 'Pinterest Pin', 'Poster', 'Flyer', 'Business Card', 'Presentation Wide', 'Invitation', 'Leaderboard Ad', 'Medium Rectangle Ad'];
  for (const group of CATEGORY_GROUPS) {
    for (const cat of group.children) {
      const wizard = FORMAT_NAMES.indexOf(cat.name);
      add('tag', `format/${cat.name}`, {
        name: cat.name, type: 'pg_category', priority: wizard >= 0 ? 100 - wizard : 0, active: wizard >= 0, display_image: null,
        category_id: seedId('category', `design/${group.name}/${cat.name}`),
        copyright_labels: labelRefs.filter((l) => ['Headline', 'Sub Headline', 'Call to Action', 'Main Image', 'Logo'].includes(l.name)),
        tag_filters: [styleFilter],
      }, wizard >= 0 ? 'wizard_formats' : 'format_tags');
    }
  }

  // ---- icons ----
  for (const [icon, n] of iconEntries) {
    const src = svgDataUrl(icon.svg);
    const id = iconIds.get(icon.key) ?? seedId('design_resource', `icon/${icon.key}`);
    entries.push({ kind: 'design_resource', id, fields: {
      name: icon.name, type: 'image', sub_type: 'icon', keywords: icon.keywords.join(', '), ...resourceBase(src), data: icon.svg,
      category: icon.category, category_id: iconCategoryId.get(icon.category) ?? null, id_design_resource: id, ...premium(n),
    } });
    counts.icons = (counts.icons ?? 0) + 1;
  }

  // ---- frames, grids, backgrounds ----
  const take = <T,>(list: T[], k: number) => (minimal ? list.slice(0, k) : list);
  take(frames(), 6).forEach((f, i) => add('design_resource', `frame/${f.name}`, {
    name: f.name, type: 'image', sub_type: 'frame', keywords: f.keywords, ...resourceBase(svgDataUrl(f.svg)), shape: f.shape ?? undefined,
    category: 'Masks', category_id: null, ...premium(i + 1),
  }, 'frames'));
  take(grids(), 4).forEach((g, i) => add('design_resource', `grid/${g.name}`, {
    name: g.name, type: 'image', sub_type: 'grid', keywords: g.keywords, ...resourceBase(svgDataUrl(g.svg)), cells: g.cells,
    category: 'Grids', category_id: null, ...premium(i + 1),
  }, 'grids'));
  take(backgrounds(), 6).forEach((b, i) => add('design_resource', `background/${b.name}`, {
    name: b.name, type: 'image', sub_type: 'background', kind: b.kind, keywords: b.keywords, ...resourceBase(svgDataUrl(b.svg)),
    category: b.kind, category_id: null, ...premium(i),
  }, 'backgrounds'));

  // ---- the photo library (every photo, also in minimal seeds: the Photos tab and its search need them) ----
  PHOTO_CATEGORIES.forEach((c, i) => add('category', `photos/${c}`, { name: c, type: 'photo', parent: null, priority: 100 - i, active: true, dimensions: null, example: null }, 'photo_categories'));
  for (const p of loadPhotos()) {
    add('design_resource', `photo/${p.key}`, {
      name: p.title, type: 'image', sub_type: 'photo', keywords: `${p.keywords}, ${p.category.toLowerCase()}, photo`,
      src: PHOTO_PATH_PREFIX + p.file, path: PHOTO_PATH_PREFIX + p.file, low_path: PHOTO_PATH_PREFIX + p.low,
      width: p.width, height: p.height, hash: photoHash(p), author: p.author, license: p.license, source: `${p.source.package} ${p.source.version}`,
      category: p.category, category_id: seedId('category', `photos/${p.category}`),
      ...(p.premium ? { free: false, price: CATALOG_LIMITS.premiumPriceUsd } : { free: true, price: 0 }),
    }, 'photos');
  }

  // ---- colour palettes ----
  take(generatePalettes(), 20).forEach((p) => add('design_resource', `palette/${p.name}`, {
    name: p.name, type: 'color_palette', keywords: `${p.category.toLowerCase()}, palette, colours`, colors: p.colors, ...resourceBase(''),
    category: p.category, category_id: null, free: true, price: 0,
  }, 'color_palettes'));

  // ---- fonts (the scene's @fontsource registry) ----
  for (const f of FONT_FAMILIES) {
    const files = fontFiles(f, ['latin']).map((x) => ({ weight: x.weight, style: x.style, src: `/fonts/${x.path}` }));
    const regular = files.find((x) => x.weight === 400 && x.style === 'normal') ?? files[0];
    add('design_resource', `font/${f.id}`, {
      name: f.family, type: 'font', keywords: `${f.category}, font, ${f.family.toLowerCase()}`, ...resourceBase(regular?.src ?? ''), files,
      category: f.category, category_id: null, free: true, price: 0,
    }, 'fonts');
  }

  // ---- design templates, then text templates ----
  for (const e of templateEntries) entries.push(e);
  counts.design_templates = templateEntries.length;
  const ttCategories = new Map<string, CategoryRef>();
  for (const tt of take(textTemplates(), 6)) {
    const cat = ttCategories.get(tt.category) ?? { _id: seedId('category', `text/${tt.category}`), name: tt.category };
    ttCategories.set(tt.category, cat);
    add('text_template', tt.key, {
      name: tt.name, keywords: tt.keywords, categories: [cat], priority: tt.priority, active: true, thumbnail: null, design_file: tt.design_file, free: true,
    }, 'text_templates');
  }
  for (const [name, ref] of ttCategories) entries.push({ kind: 'category', id: ref._id, fields: { name, type: 'text', parent: null, priority: 0, active: true, dimensions: null, example: null } });
  return { entries, counts };
}
