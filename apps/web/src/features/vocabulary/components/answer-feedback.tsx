import type { ReactNode } from 'react';
import { cn } from '../../../shared/lib/cn';
import { Icon } from '../../../shared/ui/icon';

const FEEDBACK = {
  correct: { box: 'bg-emerald-50 text-emerald-900 ring-emerald-200', icon: 'checkCircle', color: 'text-emerald-600' },
  incorrect: { box: 'bg-rose-50 text-rose-900 ring-rose-200', icon: 'xCircle', color: 'text-rose-600' },
  revealed: { box: 'bg-amber-50 text-amber-900 ring-amber-200', icon: 'info', color: 'text-amber-600' },
} as const;

/** How an answer went: correct, incorrect or shown, in words and colour. */
export function AnswerFeedback({
  tone,
  title,
  children,
}: {
  tone: keyof typeof FEEDBACK;
  title: string;
  children?: ReactNode;
}) {
  const style = FEEDBACK[tone];
  return (
    <div className={cn('flex gap-3 rounded-xl p-3 text-sm ring-1 ring-inset', style.box)} data-outcome={tone}>
      <Icon name={style.icon} className={style.color} />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children ? <p className="mt-0.5">{children}</p> : null}
      </div>
    </div>
  );
}
