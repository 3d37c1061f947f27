import { ICON_CATEGORIES, ICON_COLOUR, loadIcons } from './icons.data.js';
import { THEMES } from './themes.data.js';

describe('the icon seed (lucide, from @iconify-json/lucide)', () => {
  const icons = loadIcons(5000);

  it('holds over a thousand icons, each a standalone black 24 x 24 SVG', () => {
    expect(icons.length).toBeGreaterThan(1200);
    for (const i of icons) {
      expect(i.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24">.+<\/svg>$/);
      expect(i.svg).not.toContain('currentColor');
      expect(i.svg).toContain(ICON_COLOUR);
      expect(ICON_CATEGORIES).toContain(i.category);
    }
  });

  it('has every icon a template theme draws, and keys are unique', () => {
    const keys = new Set(icons.map((i) => i.key));
    expect(keys.size).toBe(icons.length);
    for (const t of THEMES) expect(keys).toContain(t.icon);
  });

  it('takes old names as keywords and sorts the plain icons before their variants', () => {
    const circle = icons.find((i) => i.key === 'circle')!;
    expect(circle).toMatchObject({ name: 'Circle', category: 'Shapes' });
    expect(icons.findIndex((i) => i.key === 'circle')).toBeLessThan(icons.findIndex((i) => i.key === 'circle-x'));
    expect(icons.some((i) => i.keywords.some((k) => !i.key.split('-').includes(k) && k !== 'interface'))).toBe(true);
  });
});
