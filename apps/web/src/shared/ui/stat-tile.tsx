import type { ReactNode } from 'react';
import { Card } from './card';
import { Icon, type IconName } from './icon';

/** One figure with its label, for the counters of the library pages and dashboards. */
export function StatTile({ label, value, icon }: { label: string; value: ReactNode; icon: IconName }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 sm:flex">
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <p className="text-2xl font-bold tabular-nums text-slate-900">{value}</p>
        <p className="break-words text-xs font-medium leading-snug text-slate-500 sm:text-sm">{label}</p>
      </div>
    </Card>
  );
}
