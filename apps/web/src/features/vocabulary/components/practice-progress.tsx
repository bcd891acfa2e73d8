import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import type { PracticeOutcome } from '../lib/practice-session';

const DOT: Record<PracticeOutcome, string> = {
  unanswered: 'bg-slate-200',
  correct: 'bg-emerald-500',
  incorrect: 'bg-rose-500',
  revealed: 'bg-amber-400',
};

/** Word n of N, and one dot per word coloured by how it went. */
export function PracticeProgress({ outcomes, index }: { outcomes: PracticeOutcome[]; index: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm font-medium text-slate-600">
        {t('vocabulary.session.progress', { current: index + 1, total: outcomes.length })}
      </p>
      <ol aria-hidden="true" className="flex gap-1">
        {outcomes.map((outcome, position) => (
          <li
            // Positions are the words of the round; they never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={position}
            className={cn(
              'h-2 w-2 rounded-full sm:h-2.5 sm:w-2.5',
              DOT[outcome],
              position === index && 'ring-2 ring-indigo-500 ring-offset-1',
            )}
          />
        ))}
      </ol>
    </div>
  );
}
