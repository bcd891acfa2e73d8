import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Phrase } from '@tolk/contracts/phrases';
import { userDataKey } from '../../../shared/api/user-data-key';
import { deletePhrase } from './delete-phrase';
import { phrasesQueryOptions } from './get-phrases';

/**
 * Clear all: the API deletes one phrase at a time. Deletions run one after another so a failure
 * stops the rest, and whatever was deleted before it is already gone from the list.
 */
export function useClearPhrases() {
  const queryClient = useQueryClient();
  const dropFromCache = (id: string) =>
    queryClient.setQueryData<Phrase[]>(phrasesQueryOptions().queryKey, (phrases) =>
      phrases?.filter((p) => p.id !== id),
    );
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) {
        await deletePhrase(id);
        dropFromCache(id);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userDataKey }),
  });
}
