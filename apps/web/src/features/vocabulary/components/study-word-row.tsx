import type { VocabularyWord } from '@tolk/contracts/vocabulary';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickableText } from '../../../entities/dictionary/clickable-text';
import { partOfSpeechKey } from '../../../entities/dictionary/entry-labels';
import { languageName } from '../../../shared/lib/language-names';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { formatPercent } from '../lib/format-figures';
import { describeNextReview } from '../lib/next-review';

interface StudyWordRowProps {
  word: VocabularyWord;
  removing: boolean;
  onRemove: () => void;
}

/**
 * One studied word with its labels (docs/product.md, Vocabulary): translation, definition, example, topic,
 * difficulty, and how practice went: reviews, accuracy, streak, next review. The word and its
 * example are clickable, like every text to learn from.
 */
export function StudyWordRow({ word, removing, onRemove }: StudyWordRowProps) {
  const { t, i18n } = useTranslation();
  const partOfSpeech = word.partOfSpeech
    ? (() => {
        const key = partOfSpeechKey(word.partOfSpeech);
        return key ? t(key) : word.partOfSpeech;
      })()
    : null;
  const next = describeNextReview(word.nextReviewAt, i18n.language);
  const practised = word.reviewCount > 0;

  return (
    <li className="px-4 py-4 sm:px-5" data-word-id={word.id}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <span className="text-lg font-semibold text-slate-900">
              <ClickableText text={word.word} language={word.language} />
            </span>
            <Badge>{languageName(word.language, i18n.language)}</Badge>
            {partOfSpeech ? <span className="text-sm text-slate-500">{partOfSpeech}</span> : null}
          </p>
          {word.translation ? (
            <p lang={word.translation.language} className="mt-0.5 font-medium text-indigo-700">
              {word.translation.text}
            </p>
          ) : null}
          {word.definition ? (
            <p className="mt-1 line-clamp-3 text-sm leading-relaxed text-slate-600">{word.definition}</p>
          ) : null}
          {word.example ? (
            <p className="mt-1 border-l-2 border-slate-200 pl-2 text-sm italic text-slate-600">
              <ClickableText text={word.example} language={word.language} />
            </p>
          ) : null}
          {word.topic || word.difficultyLevel ? (
            <div className="mt-2 flex flex-wrap gap-1.5">
              {word.difficultyLevel ? (
                <Badge tone="info">{t(`dictionary.entry.difficulty.${word.difficultyLevel}`)}</Badge>
              ) : null}
              {word.topic ? <Badge>{t('vocabulary.list.topic', { topic: word.topic })}</Badge> : null}
            </div>
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 px-2 text-slate-400 hover:text-rose-700"
          loading={removing}
          aria-label={t('vocabulary.list.removeWord', { word: word.word })}
          onClick={onRemove}
        >
          {removing ? null : <Icon name="trash" className="h-4 w-4" />}
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-slate-50 px-3 py-2 text-sm sm:grid-cols-4">
        <Figure label={t('vocabulary.list.reviews')}>{word.reviewCount}</Figure>
        <Figure label={t('vocabulary.list.accuracy')}>
          {word.accuracy === null ? '–' : formatPercent(word.accuracy, i18n.language)}
        </Figure>
        <Figure label={t('vocabulary.list.streak')}>{word.streak}</Figure>
        <Figure label={t('vocabulary.list.nextReview')}>
          {!practised ? (
            <span className="text-slate-600" data-fit-label>
              {t('vocabulary.list.notPractised')}
            </span>
          ) : next.due ? (
            <span className="text-amber-700">{t('vocabulary.list.dueNow')}</span>
          ) : (
            <time dateTime={word.nextReviewAt} title={new Date(word.nextReviewAt).toLocaleString(i18n.language)}>
              {next.text}
            </time>
          )}
        </Figure>
      </dl>
    </li>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="break-words font-semibold tabular-nums text-slate-900">{children}</dd>
    </div>
  );
}
