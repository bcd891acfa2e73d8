import type { PracticeWord, ReviewOutcome } from '@tolk/contracts/vocabulary-practice';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { describeNextReview } from '../lib/next-review';
import { type PracticeOutcome, type PracticeSession, summarise } from '../lib/practice-session';

const OUTCOME_STYLE: Record<PracticeOutcome, { icon: IconName; color: string }> = {
  correct: { icon: 'checkCircle', color: 'text-emerald-600' },
  incorrect: { icon: 'xCircle', color: 'text-rose-600' },
  revealed: { icon: 'info', color: 'text-amber-600' },
  unanswered: { icon: 'arrowRight', color: 'text-slate-400' },
};

interface PracticeSummaryProps {
  session: PracticeSession;
  words: PracticeWord[];
  reviews: Record<string, ReviewOutcome>;
}

/** The round's result: the score, each outcome counted, and when each word comes back. */
export function PracticeSummary({ session, words, reviews }: PracticeSummaryProps) {
  const { t, i18n } = useTranslation();
  const summary = summarise(session);
  const counts: Array<[PracticeOutcome, number]> = [
    ['correct', summary.correct],
    ['incorrect', summary.incorrect],
    ['revealed', summary.revealed],
    ['unanswered', summary.unanswered],
  ];
  return (
    <section aria-labelledby="practice-summary" className="space-y-4">
      <div className="rounded-2xl bg-indigo-50 px-4 py-5 text-center">
        <h3 id="practice-summary" className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
          {t('vocabulary.session.summary.title')}
        </h3>
        <p className="mt-1 text-2xl font-bold text-slate-900">
          {t('vocabulary.session.summary.score', { correct: summary.correct, total: summary.total })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map(([outcome, count]) => (
          <div key={outcome} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="flex items-center gap-1 text-xs font-medium text-slate-500">
              <Icon name={OUTCOME_STYLE[outcome].icon} className={cn('h-4 w-4', OUTCOME_STYLE[outcome].color)} />
              {t(`vocabulary.session.summary.${outcome}`)}
            </dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">{count}</dd>
          </div>
        ))}
      </dl>
      <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {words.map((word, position) => {
          const outcome = session.outcomes[position] ?? 'unanswered';
          const review = reviews[word.id];
          const next = review ? describeNextReview(review.nextReviewAt, i18n.language) : null;
          return (
            <li key={word.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <Icon name={OUTCOME_STYLE[outcome].icon} className={cn('h-5 w-5', OUTCOME_STYLE[outcome].color)} />
              <span className="sr-only">{t(`vocabulary.session.summary.${outcome}`)}</span>
              <span className="min-w-0 flex-1 truncate">
                <span lang={word.language} className="font-semibold text-slate-900">
                  {word.word}
                </span>
                <span className="text-slate-400"> → </span>
                <span lang={word.targetLanguage} className="text-slate-700">
                  {word.expected}
                </span>
              </span>
              {next ? (
                <span className="shrink-0 text-xs text-slate-500">
                  {next.due ? t('vocabulary.list.dueNow') : next.text}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
