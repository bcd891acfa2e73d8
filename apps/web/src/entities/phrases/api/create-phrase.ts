import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phrasesEndpoints } from '@tolk/contracts/endpoints/phrases';
import type { CreatePhraseRequest, Phrase } from '@tolk/contracts/phrases';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { userDataKey } from '../../../shared/api/user-data-key';

/** Saves a phrase on the server (the translators, and Sync Data for phrases saved on this device). */
export async function createPhrase(body: CreatePhraseRequest): Promise<Phrase> {
  const response = await callEndpoint(phrasesEndpoints.createPhrase, { body });
  return response.phrase;
}

/** Save Phrase: the user's data (phrase list, counts, stats) refreshes after, without holding up the caller. */
export function useCreatePhrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhrase,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userDataKey });
    },
  });
}
