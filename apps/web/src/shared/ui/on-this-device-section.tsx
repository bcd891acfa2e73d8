import type { ReactNode } from 'react';
import { Card } from './card';
import { Icon } from './icon';

interface OnThisDeviceSectionProps {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  /** What the list holds and what it is good for. */
  body: string;
  /** Shown in the card when the list is empty. */
  emptyText: string;
  isEmpty: boolean;
  /** The list itself (a <ul>). */
  children: ReactNode;
}

/** "On this device": a titled region for what this browser keeps (local phrases, local trainers). */
export function OnThisDeviceSection({ id, title, body, emptyText, isEmpty, children }: OnThisDeviceSectionProps) {
  return (
    <section aria-labelledby={id}>
      <div className="flex items-center gap-2">
        <Icon name="device" className="text-slate-500" />
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      <p className="mt-1 text-sm text-slate-600">{body}</p>
      <Card className="mt-3 overflow-hidden">
        {isEmpty ? <p className="px-4 py-6 text-center text-sm text-slate-600 sm:px-5">{emptyText}</p> : children}
      </Card>
    </section>
  );
}
