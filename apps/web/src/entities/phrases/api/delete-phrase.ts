import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletePhraseResponse, phrasePaths } from '@tolk/contracts/phrases';
import { apiRequest } from '../../../shared/api/api-client';
import { mapLoadedPages } from '../../../shared/api/cursor-pages';
import { userDataKey } from '../../../shared/api/user-data-key';
import { phrasesQueryOptions } from './get-phrases';

export function deletePhrase(id: string): Promise<DeletePhraseResponse> {
  return apiRequest(phrasePaths.phrase(id), { method: 'DELETE', auth: true, schema: DeletePhraseResponse });
}

/** Takes a phrase out of the loaded pages at once, before the library refreshes. */
export function dropPhraseFromCache(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData(phrasesQueryOptions().queryKey, (data) =>
    mapLoadedPages(data, (page) => ({ ...page, phrases: page.phrases.filter((p) => p.id !== id) })),
  );
}

/** Deletes one phrase; the library (counts, stats) refreshes after. */
export function useDeletePhrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhrase,
    onSuccess: (_response, id) => {
      dropPhraseFromCache(queryClient, id);
      void queryClient.invalidateQueries({ queryKey: userDataKey });
    },
  });
}
