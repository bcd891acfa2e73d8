import type { ActivityEvent } from '@tolk/contracts/stats';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { ActivityItem } from './activity-item';

/** The user's latest real events, newest first. */
export function RecentActivity({ events }: { events: ActivityEvent[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-activity" className="flex flex-col">
      <h2 id="home-activity" className="text-lg font-semibold text-slate-900">
        {t('home.activity.title')}
      </h2>
      <Card className="mt-3 flex-1 overflow-hidden">
        {events.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">{t('home.empty.title')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {events.map((event) => (
              <ActivityItem key={`${event.kind}-${event.at}`} event={event} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
