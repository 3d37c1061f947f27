import { templateFileOf } from './templateFile';

const obj = (id: string, type: string, parent: string | null) => ({ id, type, parent }) as never;

describe('templateFileOf', () => {
  const design = {
    schemaVersion: 1, id: 'd', width: 800, height: 800,
    pages: [{ id: 'p1', objects: { g: obj('g', 'group', null), inner: obj('inner', 'group', 'g'), a: obj('a', 'text', 'g'), b: obj('b', 'text', 'inner'), c: obj('c', 'text', null) }, groups: ['g', 'inner'], background_color: '#fff' }],
  } as never;

  it('keeps the whole document for a design template', () => {
    expect(templateFileOf({ design, pageId: 'p1', selection: [] }, 'design template')).toBe(design);
  });

  it('keeps only the selected group and what is inside it for a text template', () => {
    const file = templateFileOf({ design, pageId: 'p1', selection: ['g'] }, 'text template');
    expect(Object.keys(file.pages[0].objects).sort()).toEqual(['a', 'b', 'g', 'inner']);
    expect(file.pages[0].groups).toEqual(['g', 'inner']);
  });
});
