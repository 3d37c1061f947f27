import { buildSeedContent } from '../seed/catalog-content.js';
import { EmbeddedCatalogSearch } from './catalog-search.port.js';
import { toSearchDocument } from './catalog-search.schema.js';

/**
 * Judged queries over the real seed content (2,000+ templates): what people type (plain, misspelt,
 * short forms) and which templates answer it, judged by the template's format and theme. Precision
 * at 5 (relevant templates in the first five, over five) must be ≥ 0.90 overall and in each group.
 */
interface Tpl { format: string; keywords: string; name: string }
type Judge = (t: Tpl) => boolean;
const format = (...names: string[]): Judge => (t) => names.includes(t.format);
const formatHas = (word: string): Judge => (t) => t.format.toLowerCase().includes(word);
/** A theme, by the first of its keywords (every template's keywords start with its theme's). */
const theme = (first: string): Judge => (t) => t.keywords.startsWith(`${first},`);
const any = (...js: Judge[]): Judge => (t) => js.some((j) => j(t));
const both = (...js: Judge[]): Judge => (t) => js.every((j) => j(t));

const PLAIN: [string, Judge][] = [
  ['instagram post', format('Instagram Post')],
  ['instagram story', format('Instagram Story')],
  ['facebook post', format('Facebook Post')],
  ['facebook cover', format('Facebook Cover')],
  ['youtube thumbnail', format('YouTube Thumbnail')],
  ['linkedin banner', format('LinkedIn Banner')],
  ['pinterest pin', format('Pinterest Pin')],
  ['business card', format('Business Card', 'Vertical Business Card')],
  ['wedding invitation', any(format('Wedding Invitation'), both(theme('wedding'), formatHas('invitation')))],
  ['birthday invitation', any(format('Birthday Invitation'), both(theme('birthday'), formatHas('invitation')))],
  ['resume', format('Resume')],
  ['poster', formatHas('poster')],
  ['flyer', formatHas('flyer')],
  ['menu', formatHas('menu')],
  ['presentation', any(formatHas('presentation'), formatHas('deck'))],
  ['invoice', any(format('Invoice'), theme('invoice'))],
  ['newsletter', formatHas('newsletter')],
  ['book cover', format('Book Cover')],
  ['postcard', format('Postcard')],
  ['logo', format('Logo')],
  ['christmas', theme('christmas')],
  ['halloween', theme('halloween')],
  ['summer sale', theme('summer')],
  ['black friday', theme('black friday')],
  ['coffee', theme('coffee')],
  ['fitness', theme('fitness')],
  ['yoga', theme('yoga')],
  ['travel', theme('travel')],
  ['real estate', theme('real estate')],
  ['podcast', any(theme('podcast'), format('Podcast Cover'))],
  ['bakery', theme('bakery')],
  ['music festival', theme('music')],
  ['pizza', theme('pizza')],
  ['wine tasting', theme('wine')],
  ['graduation', theme('graduation')],
  ['valentines day', theme('valentine')],
  ['easter', theme('easter')],
  ['new year', theme('new year')],
  ['baby shower', any(format('Baby Shower Invitation'), theme('baby shower'))],
  ['thank you card', any(format('Thank You Card'), theme('thank you'))],
  ['restaurant menu', both(formatHas('menu'))],
  ['certificate', any(formatHas('certificate'), theme('certificate'))],
  ['hiring', theme('hiring')],
  ['gaming tournament', theme('gaming')],
  ['barbecue', theme('bbq')],
];

const MISSPELT: [string, Judge][] = [
  ['buisness card', format('Business Card', 'Vertical Business Card')],
  ['instagarm post', format('Instagram Post')],
  ['instagram stroy', format('Instagram Story')],
  ['facebok cover', format('Facebook Cover')],
  ['youtub thumbnail', format('YouTube Thumbnail')],
  ['linkdin banner', format('LinkedIn Banner')],
  ['pintrest pin', format('Pinterest Pin')],
  ['weding invitation', any(format('Wedding Invitation'), both(theme('wedding'), formatHas('invitation')))],
  ['birthay invitation', any(format('Birthday Invitation'), both(theme('birthday'), formatHas('invitation')))],
  ['resmue', format('Resume')],
  ['postr', formatHas('poster')],
  ['fyler', formatHas('flyer')],
  ['menue', formatHas('menu')],
  ['presentaion', any(formatHas('presentation'), formatHas('deck'))],
  ['invocie', any(format('Invoice'), theme('invoice'))],
  ['newsleter', formatHas('newsletter')],
  ['bok cover', format('Book Cover')],
  ['chrismas', theme('christmas')],
  ['haloween', theme('halloween')],
  ['sumer sale', theme('summer')],
  ['blak friday', theme('black friday')],
  ['cofee', theme('coffee')],
  ['fittness', theme('fitness')],
  ['travle', theme('travel')],
  ['real estat', theme('real estate')],
  ['podcats', any(theme('podcast'), format('Podcast Cover'))],
  ['bakey', theme('bakery')],
  ['musci festival', theme('music')],
  ['graduaton', theme('graduation')],
  ['valentins day', theme('valentine')],
  ['baby showr', any(format('Baby Shower Invitation'), theme('baby shower'))],
  ['thank yuo card', any(format('Thank You Card'), theme('thank you'))],
  ['certficate', any(formatHas('certificate'), theme('certificate'))],
  ['restuarant menu', formatHas('menu')],
  ['youtube thumbnial', format('YouTube Thumbnail')],
];

const SHORT: [string, Judge][] = [
  ['bday', theme('birthday')],
  ['bday invite', any(format('Birthday Invitation'), both(theme('birthday'), formatHas('invitation')))],
  ['cv', format('Resume')],
  ['insta post', format('Instagram Post')],
  ['insta story', format('Instagram Story')],
  ['ig post', format('Instagram Post')],
  ['ig story', format('Instagram Story')],
  ['yt thumbnail', format('YouTube Thumbnail')],
  ['fb cover', format('Facebook Cover')],
  ['fb post', format('Facebook Post')],
  ['biz card', format('Business Card', 'Vertical Business Card')],
  ['wedding invite', any(format('Wedding Invitation'), both(theme('wedding'), formatHas('invitation')))],
  ['slides', any(formatHas('presentation'), formatHas('deck'))],
  ['xmas', theme('christmas')],
  ['bbq', theme('bbq')],
  ['grad', theme('graduation')],
  ['thx card', any(format('Thank You Card'), theme('thank you'))],
  ['li banner', format('LinkedIn Banner')],
  ['ppt', any(formatHas('presentation'), formatHas('deck'))],
  ['promo', theme('summer')],
  ['insta', formatHas('instagram')],
  ['yt', formatHas('youtube')],
  ['fb', formatHas('facebook')],
  ['invite', formatHas('invitation')],
  ['deck', any(formatHas('presentation'), formatHas('deck'))],
];

describe('judged template queries (precision at 5, embedded engine)', () => {
  const search = new EmbeddedCatalogSearch();
  const byId = new Map<string, Tpl>();

  beforeAll(async () => {
    const { entries } = buildSeedContent('full');
    const docs = entries.filter((e) => e.kind === 'design_template').map((e) => ({ _id: e.id, ...e.fields } as { _id: string; name: string; keywords: string; categories: { name: string }[] }));
    for (const d of docs) byId.set(d._id, { format: d.categories[0].name, keywords: d.keywords, name: d.name });
    await search.prepare();
    await search.index('design_templates', docs.map((d) => toSearchDocument('design_templates', d)));
  }, 120_000);

  const precision = async (query: string, judge: Judge) => {
    const top = (await search.search('design_templates', { text: query, filters: { active: true }, from: 0, size: 5 })).hits.map((h) => byId.get(h.id)!);
    return { p: top.filter(judge).length / 5, top };
  };

  it('has at least 100 judged queries in three groups', () => {
    expect(PLAIN.length + MISSPELT.length + SHORT.length).toBeGreaterThanOrEqual(100);
    for (const [q, judge] of [...PLAIN, ...MISSPELT, ...SHORT]) expect([q, [...byId.values()].filter(judge).length >= 5]).toEqual([q, true]);
  });

  it('finds what people mean: precision at 5 ≥ 0.90 overall and for plain, misspelt and short-form queries each', async () => {
    const groups = { plain: PLAIN, misspelt: MISSPELT, 'short forms': SHORT };
    const report: Record<string, number> = {};
    const misses: string[] = [];
    let sum = 0;
    let n = 0;
    for (const [group, queries] of Object.entries(groups)) {
      let g = 0;
      for (const [q, judge] of queries) {
        const { p, top } = await precision(q, judge);
        g += p;
        if (p < 1) misses.push(`${group} '${q}' ${p.toFixed(1)}: ${top.map((t) => t.name).join(' | ')}`);
      }
      report[group] = g / queries.length;
      sum += g;
      n += queries.length;
    }
    report.overall = sum / n;
    console.log(`precision at 5: ${Object.entries(report).map(([k, v]) => `${k} ${v.toFixed(3)}`).join(', ')}\n${misses.join('\n')}`);
    for (const v of Object.values(report)) expect(v).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
