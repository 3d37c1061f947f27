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

/**
 * Elasticsearch's `fuzziness: AUTO`: no edit for terms of 1-2 characters, one for 3-5, two beyond.
 */
export function autoFuzziness(term: string): number {
  return term.length <= 2 ? 0 : term.length <= 5 ? 1 : 2;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment, what Lucene's fuzzy
 * query counts with transpositions on), or max + 1 as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Int32Array(n + 1);
  let prev = new Int32Array(n + 1);
  let cur = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}
