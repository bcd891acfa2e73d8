import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletePhraseResponse, type Phrase, phrasePaths } from '@tolk/contracts/phrases';
import { apiRequest } from '../../../shared/api/api-client';
import { userDataKey } from '../../../shared/api/user-data-key';
import { phrasesQueryOptions } from './get-phrases';

export function deletePhrase(id: string): Promise<DeletePhraseResponse> {
  return apiRequest(phrasePaths.phrase(id), { method: 'DELETE', auth: true, schema: DeletePhraseResponse });
}

/** Takes the phrase out of the cached list at once; the library (counts, stats) refreshes after. */
export function useDeletePhrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhrase,
    onSuccess: (_response, id) => {
      queryClient.setQueryData<Phrase[]>(phrasesQueryOptions().queryKey, (phrases) =>
        phrases?.filter((p) => p.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: userDataKey });
    },
  });
}
