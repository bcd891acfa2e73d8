import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeEveryPage } from '../../../shared/api/cursor-pages';
import { userDataKey } from '../../../shared/api/user-data-key';
import { deletePhrase, dropPhraseFromCache } from './delete-phrase';
import { getPhrasesPage } from './get-phrases';

/**
 * Clear all: every phrase on the server, also those on pages not loaded yet, one at a time (the
 * API deletes one phrase a call); each leaves the list on screen as soon as it is gone.
 */
export function useClearPhrases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      removeEveryPage(
        getPhrasesPage,
        (page) => page.phrases,
        async (id) => {
          await deletePhrase(id);
          dropPhraseFromCache(queryClient, id);
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userDataKey }),
  });
}
