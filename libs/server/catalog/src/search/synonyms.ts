// The short forms list (contracts' search-text.ts) as each engine takes it.
import { SYNONYMS } from '@dm/contracts/constants';

export { SYNONYMS };

/** The other words a typed word stands for (none when it has no entry). */
export function synonymsOf(word: string): readonly string[] | undefined {
  const alts = SYNONYMS[word];
  return alts && alts.length ? alts : undefined;
}

/** The list as Elasticsearch's synonym rules (Solr format), keeping the typed word: 'bday => bday, birthday'. */
export function elasticsearchSynonymRules(): string[] {
  return Object.entries(SYNONYMS).filter(([, alts]) => alts.length).map(([word, alts]) => `${word} => ${[word, ...alts].join(', ')}`);
}
