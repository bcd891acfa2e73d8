import type { PracticeWord } from '@tolk/contracts/vocabulary-practice';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../shared/lib/language-names';
import { Button } from '../../../shared/ui/button';
import { postPracticeResult } from '../api/post-practice-result';
import { type PracticeRound, usePracticeRound } from '../hooks/use-practice-round';
import { checkAnswer, revealAnswer, typeAnswer } from '../lib/practice-session';
import { AnswerFeedback } from './answer-feedback';
import { PracticeShell } from './practice-shell';
import { PracticeWordHeading } from './practice-word-heading';

/** Practice: translate each word of the round into the learner's language (docs/product.md, Vocabulary: Practice). */
export function PracticeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const round = usePracticeRound();
  return (
    <PracticeShell title={t('vocabulary.practice')} round={round} onClose={onClose}>
      {(word) => <TypedExercise key={word.id} word={word} round={round} />}
    </PracticeShell>
  );
}

function TypedExercise({ word, round }: { word: PracticeWord; round: PracticeRound }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [blank, setBlank] = useState(false);
  const session = round.session;
  if (!session) return null;
  const outcome = session.outcomes[session.index] ?? 'unanswered';
  const typed = session.typed[session.index] ?? '';
  const answered = outcome !== 'unanswered';
  // English when only the lexicon's English glosses know the word: the card says so.
  const answerLanguage = word.answerLanguage ?? word.targetLanguage;
  const target = { answers: word.acceptedAnswers, answerLanguage };

  const check = (event: FormEvent) => {
    event.preventDefault();
    const { result } = checkAnswer(session, target);
    if (result === 'blank') {
      setBlank(true);
      return;
    }
    if (result === 'already') return;
    const durationMs = round.answerTimeMs();
    round.update((current) => checkAnswer(current, target).session);
    round.track(word.id, postPracticeResult({ id: word.id, isCorrect: result === 'correct', durationMs }));
  };

  const reveal = () => {
    if (answered) return;
    const durationMs = round.answerTimeMs();
    round.update(revealAnswer);
    round.track(word.id, postPracticeResult({ id: word.id, isCorrect: false, revealed: true, durationMs }));
  };

  const others = word.acceptedAnswers.filter((answer) => answer !== word.expected);
  return (
    <div className="space-y-4">
      <PracticeWordHeading word={word} />
      <form onSubmit={check} noValidate className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {t('vocabulary.typed.prompt', { language: languageName(answerLanguage, i18n.language) })}
        </label>
        {answerLanguage !== word.targetLanguage ? (
          <p className="text-sm text-slate-600">
            {t('vocabulary.typed.otherLanguage', {
              wanted: languageName(word.targetLanguage, i18n.language),
              language: languageName(answerLanguage, i18n.language),
            })}
          </p>
        ) : null}
        <div className="flex gap-2">
          <input
            id={inputId}
            lang={answerLanguage}
            value={typed}
            readOnly={answered}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            // Each word starts with the caret in the answer field.
            // biome-ignore lint/a11y/noAutofocus: the modal is an exercise; typing is the only thing to do.
            autoFocus
            aria-label={t('vocabulary.typed.answer')}
            aria-invalid={blank || undefined}
            onChange={(event) => {
              setBlank(false);
              round.update((current) => typeAnswer(current, event.target.value));
            }}
            className="block h-11 min-w-0 flex-1 rounded-lg border-0 bg-white px-3 text-base text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-indigo-500 read-only:bg-slate-50"
          />
          <Button type="submit" className="h-11" disabled={answered}>
            {t('vocabulary.typed.check')}
          </Button>
        </div>
        {blank ? (
          <p role="alert" className="text-sm font-medium text-rose-700">
            {t('vocabulary.typed.blank')}
          </p>
        ) : null}
        {!answered ? (
          <Button variant="ghost" size="sm" className="-ml-2" onClick={reveal}>
            {t('vocabulary.typed.reveal')}
          </Button>
        ) : null}
      </form>
      <div role="status" aria-live="polite">
        {outcome === 'correct' ? (
          <AnswerFeedback tone="correct" title={t('vocabulary.session.summary.correct')}>
            {others.length > 0 ? <span lang={answerLanguage}>{word.acceptedAnswers.join(' · ')}</span> : null}
          </AnswerFeedback>
        ) : outcome === 'incorrect' ? (
          <AnswerFeedback tone="incorrect" title={t('vocabulary.session.summary.incorrect')}>
            {t('vocabulary.typed.revealed', { answer: word.expected })}{' '}
            {t('vocabulary.typed.yourAnswer', { answer: typed.trim() })}
          </AnswerFeedback>
        ) : outcome === 'revealed' ? (
          <AnswerFeedback tone="revealed" title={t('vocabulary.typed.revealed', { answer: word.expected })} />
        ) : null}
      </div>
    </div>
  );
}
