import { buildSeedContent } from '../seed/catalog-content.js';
import { EmbeddedCatalogSearch } from './catalog-search.port.js';
import { toSearchDocument } from './catalog-search.schema.js';

/**
 * Judged queries over the real seed content: for each query, what a person typing it expects to
 * find, and at least one such template must be in the top 5 of the embedded engine.
 */
const JUDGED: [query: string, expected: RegExp][] = [
  ['wedding invitation', /Wedding Invitation/],
  ['resume', /Resume$/],
  ['invoice', /Invoice$/],
  ['business card', /Business Card$/],
  ['instagram post', /Instagram Post$/],
  ['youtube thumbnail', /YouTube Thumbnail$/],
  ['summer sale', /Summer Sale/],
  ['coffee', /Coffee House|Cafe/],
  ['yoga', /^Yoga Retreat/],
  ['birthday invitation', /Birthday (Party )?Invitation/],
  ['baby shower', /Baby Shower/],
  ['restaurant menu', /Restaurant Menu$/],
  ['menu', /Menu$/],
  ['certificate', /Certificate/],
  ['black friday', /^Black Friday/],
  ['halloween', /^Halloween Party/],
  ['christmas', /^Christmas Greetings/],
  ['podcast cover', /Podcast (Episode )?Cover/],
  ['logo', /Logo$/],
  ['poster', /Poster$/],
  ['flyer', /Flyer$/],
  ['real estate', /^Real Estate/],
  ['gym workout', /^Fitness Challenge/],
  ['music festival', /^Music Festival/],
  ['concert ticket', /Concert Ticket$/],
  ['thank you card', /Thank You Card$/],
  ['pitch deck', /Pitch Deck$/],
  ['leaderboard ad', /Leaderboard Ad$/],
  ['linkedin banner', /LinkedIn Banner$/],
  ['facebook cover', /Facebook Cover$/],
  ['inspirational quote', /Quote/],
  ['travel', /^Travel Adventure/],
  ['bakery', /^Bakery/],
  ['café menu', /Cafe Menu$/],
  ['pet grooming', /^Pet Care/],
  ['save the date', /Save the Date$/],
  ['back to school', /^Back to School/],
  ['email header', /Email Header$/],
  ['book cover', /Book (Club )?Cover/],
  ['zoom background', /Zoom Virtual Background$/],
  // as a person types: the last word is a prefix
  ['weddi', /Wedding/],
  ['instagram sto', /Instagram Story$/],
];

describe('template search relevance on the seed content (embedded engine)', () => {
  const search = new EmbeddedCatalogSearch();
  const names = new Map<string, string>();
  const icons = new EmbeddedCatalogSearch();
  const iconNames = new Map<string, string>();

  beforeAll(async () => {
    const { entries } = buildSeedContent('full');
    const docs = entries.filter((e) => e.kind === 'design_template').map((e) => ({ _id: e.id, ...e.fields }));
    for (const d of docs) names.set(d._id, d.name);
    await search.index('design_templates', docs.map((d) => toSearchDocument('design_templates', d)));
    const resources = entries.filter((e) => e.kind === 'design_resource').map((e) => ({ _id: e.id, ...e.fields }));
    for (const r of resources) iconNames.set(r._id, r.name);
    await icons.index('design_resources', resources.map((r) => toSearchDocument('design_resources', r)));
  });

  it.each(JUDGED)('"%s" puts an expected template in the top 5', async (query, expected) => {
    const result = await search.search('design_templates', { text: query, filters: { active: true }, from: 0, size: 5 });
    const top = result.hits.map((h) => names.get(h.id)!);
    expect(top.some((n) => expected.test(n)) ? 'found' : top).toBe('found');
  });

  it('has at least 30 judged queries', () => {
    expect(JUDGED.length).toBeGreaterThanOrEqual(30);
  });

  it.each([
    ['music', /Eighth Notes|Music/],
    ['home', /^House/],
    ['coffee', /^Coffee/],
    ['heart', /^Heart/],
    ['arrow right', /^Arrow Right/],
  ])('icon search "%s" puts an expected icon in the top 5', async (query, expected) => {
    const result = await icons.search('design_resources', { text: query, filters: { active: true, type: 'image', sub_type: 'icon' }, from: 0, size: 5 });
    const top = result.hits.map((h) => iconNames.get(h.id)!);
    expect(top.some((n) => expected.test(n)) ? 'found' : top).toBe('found');
  });

  it('filters by category name, case-insensitively', async () => {
    const result = await search.search('design_templates', { text: 'sale', filters: { active: true, category: 'instagram post' }, from: 0, size: 10 });
    // the exact matches first (Summer Sale, Winter Sale); after them, only matches within the typo tolerance ('save', 'same'...)
    const top = result.hits.map((h) => names.get(h.id) ?? '');
    expect(top).toContain('Summer Sale Instagram Post');
    const firstOther = top.findIndex((n) => !/\bsale\b/i.test(n));
    expect(top.slice(firstOther).every((n) => !/\bsale\b/i.test(n))).toBe(true);
  });
});
