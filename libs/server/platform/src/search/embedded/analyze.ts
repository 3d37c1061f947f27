/**
 * The analyzer both search adapters share: Unicode word split, lower case, accents folded
 * ("Café" → "cafe"). Elasticsearch gets the same as a custom analyzer (standard tokenizer +
 * lowercase + asciifolding), so the two engines see the same terms.
 */
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

export function analyze(text: string | undefined | null): string[] {
  if (!text) return [];
  const folded = text.normalize('NFD').replace(MARKS, '').toLowerCase();
  return folded.match(WORD) ?? [];
}
