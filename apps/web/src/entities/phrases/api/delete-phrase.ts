import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { phrasesEndpoints } from '@tolk/contracts/endpoints/phrases';
import type { DeletePhraseResponse } from '@tolk/contracts/phrases';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { mapLoadedPages } from '../../../shared/api/cursor-pages';
import { userDataKey } from '../../../shared/api/user-data-key';
import { phrasesQueryOptions } from './get-phrases';

export function deletePhrase(id: string): Promise<DeletePhraseResponse> {
  return callEndpoint(phrasesEndpoints.deletePhrase, { params: { id } });
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
