import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreatePhraseRequest, CreatePhraseResponse, type Phrase, phrasePaths } from '@tolk/contracts/phrases';
import { apiRequest } from '../../../shared/api/api-client';
import { userDataKey } from '../../../shared/api/user-data-key';

/** Saves a phrase on the server (the translators, and Sync Data for phrases saved on this device). */
export async function createPhrase(body: CreatePhraseRequest): Promise<Phrase> {
  const response = await apiRequest(phrasePaths.phrases, {
    method: 'POST',
    body,
    auth: true,
    schema: CreatePhraseResponse,
  });
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
