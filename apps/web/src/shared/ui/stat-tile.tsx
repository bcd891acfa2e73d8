import type { ReactNode } from 'react';
import { Card } from './card';
import { Icon, type IconName } from './icon';

/**
 * One figure with its label, for the counters of the library pages and dashboards. The label has the tile's
 * whole width (the icon sits beside the figure) and wraps between words only, so five tiles in a row at
 * 1280 px hold "Übersetzungen" or "аудиотреки" whole (e2e/tests/labels-fit.spec.ts).
 */
export function StatTile({ label, value, icon }: { label: string; value: ReactNode; icon: IconName }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 text-2xl font-bold tabular-nums text-slate-900">{value}</p>
        <span className="hidden h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 sm:flex">
          <Icon name={icon} className="h-4 w-4" />
        </span>
      </div>
      <p
        data-counter-label=""
        className="text-xs font-medium leading-snug text-slate-500 [text-wrap:pretty] sm:text-sm"
      >
        {label}
      </p>
    </Card>
  );
}
