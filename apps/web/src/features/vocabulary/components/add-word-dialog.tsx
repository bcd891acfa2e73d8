import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isClickableWord } from '@tolk/contracts/dictionary-word';
import { isLanguageCode, type LanguageCode } from '@tolk/contracts/languages';
import type { AddVocabularyWordResponse } from '@tolk/contracts/vocabulary-words';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyStudyChanges } from '../../../entities/study-words/apply-study-changes';
import { errorText } from '../../../shared/api/api-errors';
import { languageName } from '../../../shared/lib/language-names';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { LanguageFlag } from '../../../shared/ui/language-flag';
import { LanguageOptions } from '../../../shared/ui/language-options';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { addVocabularyWord } from '../api/add-vocabulary-word';
import { useLearnerLanguage } from '../hooks/use-learner-language';
import { useStudyLanguage } from '../hooks/use-study-language';

interface AddWordDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: (result: AddVocabularyWordResponse) => void;
}

/** A word added by hand: the word, its language, its translation, and an example and definition if wanted. */
export function AddWordDialog({ open, onClose, onAdded }: AddWordDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('vocabulary.addWord.title')}>
      <AddWordForm onCancel={onClose} onAdded={onAdded} />
    </Dialog>
  );
}

function AddWordForm({ onCancel, onAdded }: { onCancel: () => void; onAdded: AddWordDialogProps['onAdded'] }) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const learnerLanguage = useLearnerLanguage();
  // The studied language until the learner picks one (the study list's figures may still be on their way).
  const studyLanguage = useStudyLanguage();
  const [picked, setLanguage] = useState<LanguageCode | null>(null);
  const language = picked ?? studyLanguage;
  const [word, setWord] = useState('');
  const [translation, setTranslation] = useState('');
  const [example, setExample] = useState('');
  const [definition, setDefinition] = useState('');
  const [shown, setShown] = useState(false);
  const queryClient = useQueryClient();
  const learnerLanguageName = languageName(learnerLanguage, i18n.language);

  const errors = {
    word: isClickableWord(word) ? undefined : t('vocabulary.addWord.wordRule'),
    translation: translation.trim()
      ? undefined
      : t('vocabulary.addWord.translationRequired', { language: learnerLanguageName }),
  };

  const add = useMutation({
    mutationFn: () =>
      addVocabularyWord({
        word: word.trim(),
        language,
        translation: translation.trim(),
        translationLanguage: learnerLanguage,
        example: example.trim(),
        definition: definition.trim(),
        origin: 'hand',
      }),
    onSuccess: async (result) => {
      await applyStudyChanges(queryClient, result.changes);
      onAdded(result);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (errors.word || errors.translation) return;
    add.mutate();
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-1">
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField
          label={t('vocabulary.addWord.word')}
          value={word}
          onChange={(event) => setWord(event.target.value)}
          error={shown ? errors.word : undefined}
          lang={language}
          autoComplete="off"
          autoFocus
        />
        <SelectField
          label={t('vocabulary.findWords.language')}
          value={language}
          onChange={(value) => {
            if (isLanguageCode(value)) setLanguage(value);
          }}
          leading={<LanguageFlag code={language} />}
          className="mb-6"
        >
          <LanguageOptions />
        </SelectField>
      </div>
      <TextField
        label={t('vocabulary.addWord.translation', { language: learnerLanguageName })}
        value={translation}
        onChange={(event) => setTranslation(event.target.value)}
        error={shown ? errors.translation : undefined}
        lang={learnerLanguage}
        autoComplete="off"
      />
      <TextField
        label={t('vocabulary.addWord.example')}
        value={example}
        onChange={(event) => setExample(event.target.value)}
        lang={language}
        autoComplete="off"
      />
      <TextField
        label={t('vocabulary.addWord.definition')}
        value={definition}
        onChange={(event) => setDefinition(event.target.value)}
        autoComplete="off"
      />
      {add.isError ? (
        <div role="alert" className="pb-3">
          <Alert tone="error">
            {errorText(add.error, { fallback: t('vocabulary.addWord.failed'), network: t('errors.network') })}
          </Alert>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('vocabulary.addWord.cancel')}
        </Button>
        <Button type="submit" loading={add.isPending}>
          {t('vocabulary.addWord.submit')}
        </Button>
      </div>
    </form>
  );
}
