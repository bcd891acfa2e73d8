import type { ReactNode } from 'react';
import { Card } from '../../../shared/ui/card';
import { Icon, type IconName } from '../../../shared/ui/icon';

interface ActionCardProps {
  icon: IconName;
  title: string;
  body: string;
  /** The card's button, and what it reports once done. */
  children: ReactNode;
}

/** One thing to do with the study list: what it is, in a sentence, and the button that does it. */
export function ActionCard({ icon, title, body, children }: ActionCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
          <Icon name={icon} />
        </span>
        <div className="min-w-0">
          <h2 className="break-words font-semibold text-slate-900" data-fit-label>
            {title}
          </h2>
          <p className="mt-1 text-sm leading-snug text-slate-600">{body}</p>
        </div>
      </div>
      <div className="mt-auto flex flex-col items-start gap-2">{children}</div>
    </Card>
  );
}
