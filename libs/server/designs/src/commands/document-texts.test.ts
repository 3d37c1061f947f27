import { DocumentTexts } from './document-texts.js';

describe('the documents kept as text', () => {
  it('answers a text only at the version it was kept for, and keeps the newest version', () => {
    const texts = new DocumentTexts(1000);
    texts.put('a', 2, '{"v":2}');
    expect(texts.get('a', 2)).toBe('{"v":2}');
    expect(texts.get('a', 3)).toBeUndefined();
    expect(texts.get('b', 2)).toBeUndefined();
    // an older read arriving after a save does not replace it
    texts.put('a', 1, '{"v":1}');
    expect(texts.get('a', 2)).toBe('{"v":2}');
    expect(texts.get('a', 1)).toBeUndefined();
    texts.put('a', 3, '{"v":3}');
    expect(texts.get('a', 3)).toBe('{"v":3}');
    expect(texts.kept).toBe(7);
  });

  it('drops the least recently used beyond its room, and never keeps a text of more than a quarter of it', () => {
    const texts = new DocumentTexts(100);
    texts.put('a', 1, 'a'.repeat(20));
    texts.put('b', 1, 'b'.repeat(20));
    texts.put('c', 1, 'c'.repeat(20));
    texts.put('d', 1, 'd'.repeat(20));
    expect(texts.get('a', 1)).toBeDefined(); // a is now the most recent
    texts.put('e', 1, 'e'.repeat(25)); // 105: b goes
    expect(texts.get('b', 1)).toBeUndefined();
    expect(['a', 'c', 'd', 'e'].every((id) => texts.get(id, 1) !== undefined)).toBe(true);
    expect(texts.kept).toBe(85);
    texts.put('big', 1, 'x'.repeat(26));
    expect(texts.get('big', 1)).toBeUndefined();
    texts.drop('a');
    expect(texts.kept).toBe(65);
  });
});
