import type { PracticeWord } from '@tolk/contracts/vocabulary-practice';
import { useTranslation } from 'react-i18next';
import { partOfSpeechKey } from '../../../entities/dictionary/entry-labels';
import { Badge } from '../../../shared/ui/badge';

/**
 * How far along a word is, shown out of 10 (docs/product.md, Vocabulary): its FSRS reviews less the times it was
 * forgotten, at most 10.
 */
export const LEARNING_INDEX_MAX = 10;

export function learningIndex(word: PracticeWord): number {
  return Math.min(LEARNING_INDEX_MAX, Math.max(word.card.reps - word.card.lapses, 0));
}

/** The word being practised: whether it is due or new, its learning index, the word itself. */
export function PracticeWordHeading({ word }: { word: PracticeWord }) {
  const { t } = useTranslation();
  const key = word.partOfSpeech ? partOfSpeechKey(word.partOfSpeech) : null;
  return (
    <div className="rounded-2xl bg-slate-50 px-4 py-5 text-center">
      <div className="flex items-center justify-center gap-2">
        <Badge tone={word.kind === 'due' ? 'warning' : 'brand'}>
          {word.kind === 'due' ? t('vocabulary.session.due') : t('vocabulary.session.new')}
        </Badge>
        <Badge>{t('vocabulary.session.learning', { index: learningIndex(word) })}</Badge>
      </div>
      <p lang={word.language} className="mt-3 break-words text-3xl font-bold text-slate-900 sm:text-4xl">
        {word.word}
      </p>
      {word.partOfSpeech ? <p className="mt-1 text-sm text-slate-500">{key ? t(key) : word.partOfSpeech}</p> : null}
    </div>
  );
}
