import { queryOptions, useQuery } from '@tanstack/react-query';
import { DialogueTranslation, dialoguePaths } from '@tolk/contracts/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { apiRequest } from '../../../shared/api/api-client';
import { dialogueKey } from './dialogue-keys';

/** POST entries/{id}/translation: the partner's reply in the learner's own language. */
export function getEntryTranslation(id: string, targetLanguage: LanguageCode): Promise<DialogueTranslation> {
  return apiRequest(dialoguePaths.translation(id), {
    method: 'POST',
    auth: true,
    body: { targetLanguage },
    schema: DialogueTranslation,
  });
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
