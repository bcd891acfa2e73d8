import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DifficultyLevel, DifficultyLevel as DifficultyLevels } from '@tolk/contracts/dictionary';
import { isLanguageCode, type LanguageCode } from '@tolk/contracts/languages';
import type { WordSuggestion } from '@tolk/contracts/vocabulary-suggestions';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyStudyChanges } from '../../../entities/study-words/apply-study-changes';
import { errorText } from '../../../shared/api/api-errors';
import { Alert } from '../../../shared/ui/alert';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Icon } from '../../../shared/ui/icon';
import { LanguageFlag } from '../../../shared/ui/language-flag';
import { LanguageOptions } from '../../../shared/ui/language-options';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { addVocabularyWord } from '../api/add-vocabulary-word';
import { getWordSuggestions, type SuggestionSearch } from '../api/get-word-suggestions';
import { useLearnerLanguage } from '../hooks/use-learner-language';
import { useStudyLanguage } from '../hooks/use-study-language';

/** Find new words by topic and difficulty: suggestions from frequency and CEFR data, each with Add. */
export function FindWordsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('vocabulary.findWords.title')} className="!max-w-2xl">
      <FindWords />
    </Dialog>
  );
}

function FindWords() {
  const { t } = useTranslation();
  const interfaceLanguage = useLearnerLanguage();
  const [language, setLanguage] = useState<LanguageCode>(useStudyLanguage());
  const [topic, setTopic] = useState('');
  const [difficulty, setDifficulty] = useState<DifficultyLevel | ''>('');
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const suggestions = useMutation({
    mutationFn: (search: SuggestionSearch) => getWordSuggestions(search),
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    suggestions.mutate({ language, topic, difficulty, interfaceLanguage });
  };

  const result = suggestions.data;
  return (
    <div className="space-y-4">
      <form onSubmit={search} className="grid gap-x-3 sm:grid-cols-2 sm:items-start">
        <SelectField
          label={t('vocabulary.findWords.language')}
          value={language}
          onChange={(value) => {
            if (isLanguageCode(value)) setLanguage(value);
          }}
          leading={<LanguageFlag code={language} />}
          className="mb-3"
        >
          <LanguageOptions />
        </SelectField>
        <TextField
          label={t('vocabulary.findWords.topic')}
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
          maxLength={100}
          className="sm:order-3 sm:col-span-2"
        />
        <SelectField
          label={t('vocabulary.findWords.difficulty')}
          value={difficulty}
          onChange={(value) => {
            const level = DifficultyLevels.safeParse(value);
            setDifficulty(level.success ? level.data : '');
          }}
          className="mb-3 sm:order-2"
        >
          <option value="">{t('vocabulary.findWords.anyDifficulty')}</option>
          {DifficultyLevels.options.map((level) => (
            <option key={level} value={level}>
              {t(`dictionary.entry.difficulty.${level}`)}
            </option>
          ))}
        </SelectField>
        <Button
          type="submit"
          icon={<Icon name="search" />}
          loading={suggestions.isPending}
          className="h-11 sm:order-4 sm:col-span-2 sm:justify-self-end"
        >
          {t('vocabulary.findWords.search')}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {suggestions.isError ? (
          <Alert tone="error">
            {errorText(suggestions.error, { fallback: t('errors.unexpected'), network: t('errors.network') })}
          </Alert>
        ) : result && result.suggestions.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{t('vocabulary.findWords.empty')}</p>
        ) : null}
      </div>
      {result && result.suggestions.length > 0 ? (
        <div className="space-y-2">
          <Badge tone={result.source === 'model' ? 'brand' : 'neutral'}>
            {result.source === 'model'
              ? t('dictionary.entry.generated', { model: result.model ?? '' })
              : t('vocabulary.findWords.fromData')}
          </Badge>
          <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {result.suggestions.map((suggestion) => (
              <SuggestionRow
                key={`${suggestion.language}:${suggestion.word}`}
                suggestion={suggestion}
                translationLanguage={interfaceLanguage}
                added={added.has(suggestion.word)}
                onAdded={() => setAdded((words) => new Set(words).add(suggestion.word))}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

interface SuggestionRowProps {
  suggestion: WordSuggestion;
  translationLanguage: LanguageCode;
  added: boolean;
  onAdded: () => void;
}

function SuggestionRow({ suggestion, translationLanguage, added, onAdded }: SuggestionRowProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () =>
      addVocabularyWord({
        word: suggestion.word,
        language: suggestion.language,
        translation: suggestion.translation ?? undefined,
        translationLanguage: suggestion.translation ? translationLanguage : undefined,
        definition: suggestion.definition ?? undefined,
        topic: suggestion.topic ?? undefined,
        difficultyLevel: suggestion.difficultyLevel ?? undefined,
        origin: 'suggestion',
      }),
    onSuccess: async (result) => {
      onAdded();
      await applyStudyChanges(queryClient, result.changes);
    },
  });
  return (
    <li className="flex items-start gap-3 px-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span lang={suggestion.language} className="font-semibold text-slate-900">
            {suggestion.word}
          </span>
          {suggestion.translation ? (
            <span lang={translationLanguage} className="text-indigo-700">
              {suggestion.translation}
            </span>
          ) : null}
        </p>
        {suggestion.definition ? (
          <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{suggestion.definition}</p>
        ) : null}
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          {suggestion.difficultyLevel ? (
            <Badge tone="info">{t(`dictionary.entry.difficulty.${suggestion.difficultyLevel}`)}</Badge>
          ) : null}
          {suggestion.cefrLevel ? <Badge>{t('dictionary.entry.cefr', { level: suggestion.cefrLevel })}</Badge> : null}
        </div>
        {add.isError ? (
          <p role="alert" className="mt-1 text-sm text-rose-700">
            {errorText(add.error, { fallback: t('vocabulary.addWord.failed'), network: t('errors.network') })}
          </p>
        ) : null}
      </div>
      <Button
        size="sm"
        variant={added ? 'ghost' : 'secondary'}
        disabled={added}
        loading={add.isPending}
        icon={<Icon name={added ? 'check' : 'plus'} className="h-4 w-4" />}
        aria-label={added ? undefined : t('vocabulary.findWords.addWord', { word: suggestion.word })}
        onClick={() => add.mutate()}
      >
        {added ? t('vocabulary.findWords.added') : t('vocabulary.findWords.add')}
      </Button>
    </li>
  );
}
