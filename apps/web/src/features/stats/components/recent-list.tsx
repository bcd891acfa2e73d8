import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';

interface RecentListProps {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
  loading: boolean;
  empty: string;
  children: ReactNode[];
}

/** A card of the newest few items with a link to the full list. */
export function RecentList({ id, title, to, linkLabel, loading, empty, children }: RecentListProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Link
          to={to}
          className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-600 hover:text-indigo-800"
        >
          {linkLabel}
          <Icon name="arrowRight" className="h-4 w-4" />
        </Link>
      </div>
      <Card className="mt-3 flex-1 overflow-hidden">
        {loading ? (
          <div className="flex justify-center p-8">
            <Spinner className="h-5 w-5 text-indigo-600" />
          </div>
        ) : children.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">{empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">{children}</ul>
        )}
      </Card>
    </section>
  );
}
