import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DialogueTranslation } from '@tolk/contracts/dialogue';
import { dialogueEndpoints } from '@tolk/contracts/endpoints/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { dialogueKey } from './dialogue-keys';

/** POST entries/{id}/translation: the partner's reply in the learner's own language. */
export function getEntryTranslation(id: string, targetLanguage: LanguageCode): Promise<DialogueTranslation> {
  return callEndpoint(dialogueEndpoints.translateReply, { params: { id }, body: { targetLanguage } });
}

export const entryTranslationQueryOptions = (id: string, targetLanguage: LanguageCode) =>
  queryOptions({
    queryKey: [...dialogueKey, 'translation', id, targetLanguage] as const,
    queryFn: () => getEntryTranslation(id, targetLanguage),
    // A reply never changes: translated once, it is shown again without asking.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The translation, asked for only while the learner has it shown. */
export function useEntryTranslation(id: string, targetLanguage: LanguageCode, shown: boolean) {
  return useQuery({ ...entryTranslationQueryOptions(id, targetLanguage), enabled: shown });
}
