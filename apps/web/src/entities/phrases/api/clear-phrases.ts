import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX } from '@tolk/contracts/pagination';
import { userDataKey } from '../../../shared/api/user-data-key';
import { deletePhrase, dropPhraseFromCache } from './delete-phrase';
import { getPhrasesPage } from './get-phrases';

/**
 * Clear all: every phrase on the server, not only the pages loaded on screen. The API deletes one
 * phrase at a time, so the newest page is read and deleted until none is left. Deletions run one
 * after another so a failure stops the rest, and whatever was deleted before it is already gone.
 */
export function useClearPhrases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      for (;;) {
        const { phrases } = await getPhrasesPage({ limit: PAGE_LIMIT_MAX });
        if (phrases.length === 0) return;
        for (const { id } of phrases) {
          await deletePhrase(id);
          dropPhraseFromCache(queryClient, id);
        }
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userDataKey }),
  });
}
