import type { Category } from '@dm/contracts/types';
import {
  categoryCarousels,
  categoryPanels,
  categorySuggestions,
  designFileColours,
  dimensionLabel,
  popularCategories,
  suggestionLabel,
  suggestionSearch,
  templateDimensions,
  templateFonts,
  templateKeywords,
} from './catalogView';

function category(name: string, fields: Partial<Category> = {}): Category {
  return { _id: name.toLowerCase().replace(/\s+/g, '-'), name, priority: 0, type: 'design', parent: null, active: true, dimensions: null, example: null, ...fields };
}
const example = { _id: 't1', name: 'Example', thumbnail: null, design_file: null };

const tree: Category[] = [
  category('Print', {
    priority: 50,
    children: [
      category('Business Card', { priority: 10, parent: 'print', dimensions: { width: 1050, height: 600, unit: 'px' }, example }),
      category('Flyer', { priority: 20, parent: 'print', dimensions: { width: 8.5, height: 11, unit: 'in' } }),
    ],
  }),
  category('Social Media', {
    priority: 100,
    children: [
      category('Instagram Post', { priority: 100, parent: 'social-media', dimensions: { width: 1080, height: 1080, unit: 'px' }, example }),
      category('Instagram Story', { priority: 90, parent: 'social-media', dimensions: { width: 1080, height: 1920, unit: 'px' }, example }),
    ],
  }),
  category('Empty', { priority: 200, children: [category('No example', { parent: 'empty' })] }),
];

describe('dashboard search suggestions', () => {
  it("labels a design category 'name (width X height unit)' and others 'name templates'", () => {
    expect(suggestionLabel(category('Business Card', { dimensions: { width: 1050, height: 600, unit: 'px' } }))).toBe('Business Card (1050 X 600 px)');
    expect(suggestionLabel(category('Print'))).toBe('Print templates');
    expect(suggestionLabel(category('Icons', { type: 'icon', dimensions: { width: 1, height: 1, unit: 'px' } }))).toBe('Icons templates');
  });

  it('filters categories by name, those starting with the text first', () => {
    expect(categorySuggestions(tree, 'post').map((s) => s.label)).toEqual(['Instagram Post (1080 X 1080 px)']);
    expect(categorySuggestions(tree, 'in').map((s) => s.category.name)).toEqual(['Instagram Post', 'Instagram Story', 'Print', 'Business Card']);
    expect(categorySuggestions(tree, '   ')).toEqual([]);
  });

  it('forgives typos and short forms, below the names that hold the text', () => {
    expect(categorySuggestions(tree, 'instagarm').map((s) => s.category.name)).toEqual(['Instagram Post', 'Instagram Story']);
    expect(categorySuggestions(tree, 'insta story').map((s) => s.category.name)).toEqual(['Instagram Story']);
    expect(categorySuggestions(tree, 'ig post').map((s) => s.category.name)).toEqual(['Instagram Post']);
    expect(categorySuggestions(tree, 'buisness card').map((s) => s.category.name)).toEqual(['Business Card']);
    expect(categorySuggestions(tree, 'biz').map((s) => s.category.name)).toEqual(['Business Card']);
    expect(categorySuggestions(tree, 'zzqx')).toEqual([]);
  });

  it('sends a design-category suggestion to ?category={id}&query={name}', () => {
    const [card] = categorySuggestions(tree, 'business');
    expect(suggestionSearch(card)).toEqual({ category: 'business-card', query: 'Business Card' });
    const [print] = categorySuggestions(tree, 'print');
    expect(suggestionSearch(print)).toEqual({ query: 'Print' });
  });
});

describe('the categories page', () => {
  it('has one carousel per category by priority descending, with only the children that have an example', () => {
    const carousels = categoryCarousels(tree);
    expect(carousels.map((c) => c.name)).toEqual(['Social Media', 'Print']);
    expect(carousels[1].slides.map((s) => s.name)).toEqual(['Business Card']);
  });

  it('gives the home one panel per parent category with all its children', () => {
    expect(categoryPanels(tree).map((p) => [p.name, p.slides.length])).toEqual([['Empty', 1], ['Social Media', 2], ['Print', 2]]);
  });

  it('picks popular categories round-robin from the top parents', () => {
    expect(popularCategories(tree, 3).map((c) => c.name)).toEqual(['Instagram Post', 'Flyer', 'Instagram Story']);
  });
});

describe('the template page facts', () => {
  it("writes the size as 'Dimension: height x width unit'", () => {
    expect(dimensionLabel({ width: 1050, height: 600, unit: 'px' })).toBe('Dimension: 600 x 1050 px');
  });

  it('splits comma-separated keywords without blanks or repeats', () => {
    expect(templateKeywords('poster, Summer , ,summer,sale')).toEqual(['poster', 'Summer', 'sale']);
  });

  it("takes the size from the first category, else from the design file's pixels", () => {
    expect(templateDimensions({ categories: [{ _id: 'a', name: 'A', dimensions: { width: 5, height: 3, unit: 'in' } }], design_file: null })).toEqual({ width: 5, height: 3, unit: 'in' });
    expect(templateDimensions({ categories: [], design_file: { width: 800, height: 600 } })).toEqual({ width: 800, height: 600, unit: 'px' });
    expect(templateDimensions({ categories: [], design_file: null })).toBeNull();
  });

  it('lists the fonts and colours the design file uses', () => {
    const file = {
      pages: [
        {
          background_color: '#FFF',
          objects: {
            a: { type: 'text', text_details: { font: 'Montserrat', fontColor: '#111111' } },
            b: { type: 'text', text_details: { font: 'Lora', fontColor: '#111111' } },
            c: { type: 'box', box_details: { color: '#7c3aed' } },
            d: { type: 'text', text_details: { font: 'Montserrat', fontColor: 'red' } },
          },
        },
      ],
    };
    expect(templateFonts(file)).toEqual(['Montserrat', 'Lora']);
    expect(designFileColours(file)).toEqual(['#ffffff', '#7c3aed', '#111111']);
    expect(templateFonts(null)).toEqual([]);
  });
});
