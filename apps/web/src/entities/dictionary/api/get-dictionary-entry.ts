import { queryOptions, useQuery } from '@tanstack/react-query';
import { DictionaryEntry, dictionaryPaths } from '@tolk/contracts/dictionary';
import type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
import type { LanguageCode } from '@tolk/contracts/languages';
import { apiRequest } from '../../../shared/api/api-client';
import { userDataKey } from '../../../shared/api/user-data-key';

export interface EntryLookup {
  /** The word as the text has it ('bøkene'); the server finds its headword. */
  word: string;
  language: LanguageCode;
  /** The learner's interface language: the entry's translations come in it. */
  interfaceLanguage: InterfaceLanguage;
}

/** GET entry/{word}: the entry, which also puts the headword on the learner's study list. */
export function getDictionaryEntry(lookup: EntryLookup, signal?: AbortSignal): Promise<DictionaryEntry> {
  const query = new URLSearchParams({ language: lookup.language, interfaceLanguage: lookup.interfaceLanguage });
  return apiRequest(`${dictionaryPaths.entry(lookup.word)}?${query}`, {
    auth: true,
    schema: DictionaryEntry,
    signal,
  });
}

/** Each opening asks again: a look-up counts as a view, and the study list may have changed meanwhile. */
export const dictionaryEntryQueryOptions = (lookup: EntryLookup) =>
  queryOptions({
    queryKey: [...userDataKey, 'dictionary-entry', lookup.language, lookup.interfaceLanguage, lookup.word] as const,
    queryFn: ({ signal }) => getDictionaryEntry(lookup, signal),
    staleTime: 0,
  });

export function useDictionaryEntry(lookup: EntryLookup) {
  return useQuery(dictionaryEntryQueryOptions(lookup));
}
