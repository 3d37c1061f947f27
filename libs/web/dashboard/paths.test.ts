import { designPaths, mockupPaths } from './paths';

describe('design tool paths', () => {
  it('builds the template search path with the query in the query string', () => {
    expect(designPaths.search({ query: 'Business Card' })).toBe('/designmaker/start/search?query=Business+Card');
  });

  it('puts the category before the query for a design-category suggestion', () => {
    expect(designPaths.search({ category: '12', query: 'Poster' })).toBe('/designmaker/start/search?category=12&query=Poster');
  });

  it('builds editor and mockup paths from ids', () => {
    expect(designPaths.design('abc', 'view')).toBe('/designmaker/start/designs/abc/view');
    expect(mockupPaths.category('7')).toBe('/mockupmaker/start/category/7');
  });
});
