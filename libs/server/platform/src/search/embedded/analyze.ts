/**
 * The analyzer both search adapters share: Unicode word split, lower case, accents folded
 * ("Café" → "cafe"), plurals made singular (Lucene's minimal English stemmer: "cards" → "card",
 * "parties" → "party", "boxes" → "boxe" on both sides alike). Elasticsearch gets the same as a
 * custom analyzer (standard tokenizer + lowercase + asciifolding + stemmer minimal_english), so
 * the two engines see the same terms.
 */
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/** Lucene's EnglishMinimalStemmer (what Elasticsearch's `minimal_english` stemmer runs). */
export function minimalEnglishStem(s: string): string {
  const len = s.length;
  if (len < 3 || s[len - 1] !== 's') return s;
  switch (s[len - 2]) {
    case 'u':
    case 's':
      return s;
    case 'e':
      if (len > 3 && s[len - 3] === 'i' && s[len - 4] !== 'a' && s[len - 4] !== 'e') return `${s.slice(0, len - 3)}y`;
      if (s[len - 3] === 'i' || s[len - 3] === 'a' || s[len - 3] === 'o' || s[len - 3] === 'e') return s;
      return s.slice(0, len - 1);
    default:
      return s.slice(0, len - 1);
  }
}

/** Words as typed, folded and lower-cased, before stemming (synonyms are looked up on these). */
export function words(text: string | undefined | null): string[] {
  if (!text) return [];
  const folded = text.normalize('NFD').replace(MARKS, '').toLowerCase();
  return folded.match(WORD) ?? [];
}

export function analyze(text: string | undefined | null): string[] {
  return words(text).map(minimalEnglishStem);
}

export { autoFuzziness, editDistance } from '@dm/contracts/constants';
