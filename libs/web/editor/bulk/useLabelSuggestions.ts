import { useLabelSuggestionsQuery } from './bulkApi';

/** The server's label names of a type (tag/get_all_labels), fetched once the field is shown. */
export function useLabelSuggestions(type: 'text' | 'image', active: boolean): string[] {
  const { data } = useLabelSuggestionsQuery(undefined, { skip: !active });
  return (data ?? []).filter((t) => t.type === type).map((t) => t.name);
}
