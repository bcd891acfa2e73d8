import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VocabularyWord } from '@tolk/contracts/vocabulary';
import { useTranslation } from 'react-i18next';
import { vocabularyWordsKey } from '../../../entities/study-words/api/study-words-keys';
import { applyStudyChanges } from '../../../entities/study-words/apply-study-changes';
import { errorText } from '../../../shared/api/api-errors';
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
    onSuccess: async (changes, word) => {
      notify({ tone: 'success', text: t('vocabulary.list.removed', { word: word.word }) }, MESSAGE_MS);
      await applyStudyChanges(queryClient, changes);
    },
    onError: (error) => {
      // Whether the word went is not known: the list is asked for again.
      void queryClient.invalidateQueries({ queryKey: vocabularyWordsKey });
      notify(
        {
          tone: 'error',
          text: errorText(error, { fallback: t('vocabulary.list.removeFailed'), network: t('errors.network') }),
        },
        MESSAGE_MS,
      );
    },
  });
  return {
    removingId: removal.isPending ? removal.variables?.id : undefined,
    remove: (word: VocabularyWord) => {
      if (confirmAction(t('vocabulary.list.confirmRemove', { word: word.word }))) removal.mutate(word);
    },
  };
}
