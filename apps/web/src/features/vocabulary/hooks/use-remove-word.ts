import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VocabularyWord } from '@tolk/contracts/vocabulary';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-errors';
import { userDataKey } from '../../../shared/api/user-data-key';
import type { FlashMessage } from '../../../shared/hooks/use-flash-message';
import { confirmAction } from '../../../shared/ui/confirm';
import { removeVocabularyWord } from '../api/remove-vocabulary-word';

const MESSAGE_MS = 4_000;

/** Remove, after the learner confirms; the list, the figures and the studied marks follow. */
export function useRemoveWord(notify: (message: FlashMessage, durationMs: number) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: (word: VocabularyWord) => removeVocabularyWord(word.id),
    onSuccess: (_, word) =>
      notify({ tone: 'success', text: t('vocabulary.list.removed', { word: word.word }) }, MESSAGE_MS),
    onError: (error) =>
      notify(
        {
          tone: 'error',
          text: errorText(error, { fallback: t('vocabulary.list.removeFailed'), network: t('errors.network') }),
        },
        MESSAGE_MS,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userDataKey }),
  });
  return {
    removingId: removal.isPending ? removal.variables?.id : undefined,
    remove: (word: VocabularyWord) => {
      if (confirmAction(t('vocabulary.list.confirmRemove', { word: word.word }))) removal.mutate(word);
    },
  };
}
